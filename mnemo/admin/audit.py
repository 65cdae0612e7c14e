"""The bot's audit log: every admin action, whichever front end it came from.

One row per action: who, from where (the front end and an address or conversation),
what, and a detail that never holds a secret's value. Kept in the panel store's
`panel_audit` table, read a page at a time by the panel's audit page. A row that cannot
be written is logged, not raised: the action it records has already happened.
"""

from __future__ import annotations

import logging

from ..store.panel import AuditEntry, PanelStore
from .actor import Actor

log = logging.getLogger("mnemo.admin")


class AuditLog:
    def __init__(self, store: PanelStore) -> None:
        self._store = store

    async def write(self, actor: Actor, action: str, detail: str = "") -> None:
        try:
            await self._store.audit(actor.who, actor.where, action, detail,
                                    front=actor.front.value)
        except Exception:
            log.exception("could not write the audit log (%s by %s)", action, actor.who)

    async def page(self, offset: int = 0, limit: int = 50) -> list[AuditEntry]:
        """Newest first."""
        return await self._store.audit_log(offset, limit)

    async def count(self) -> int:
        return await self._store.audit_count()
