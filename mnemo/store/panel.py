"""What the web panel keeps: its password hash, its login sessions, and the audit log.

The password is stored only as the hash record the panel hands in (this module never
sees a password). Sessions are keyed by a hash of their cookie, so a copy of the
database does not let anyone in. The audit log (the bot's: every admin action, from
QQ, the panel or the command line) is a table of its own: it only grows, and is read a
page at a time. `PanelStore` is the protocol, with one implementation per
database (`sql.SqlitePanelStore`, `postgres.PostgresPanelStore`); both keep the
password and the sessions in the key/value store.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from .base import KeyValueStore

PANEL_NS = "panel"
SESSION_NS = "panel_session"
PASSWORD_KEY = "password"
# How long a login session lasts unused, and at most: the panel's rule, and the janitor's
# for the sessions whose cookie never comes back.
SESSION_IDLE = 30 * 60
SESSION_MAX_AGE = 7 * 24 * 3600


@dataclass(frozen=True, slots=True)
class AuditEntry:
    id: int
    at: float
    actor: str
    ip: str
    action: str
    detail: str
    front: str = "panel"  # where the action came from: 'qq', 'panel' or 'cli'


class PanelStore(Protocol):
    async def password(self) -> dict[str, Any] | None:
        """The stored password record (a hash and its parameters), or None."""
        ...

    async def set_password(self, record: dict[str, Any]) -> None:
        """Store a new password record and end every session, in one transaction."""
        ...

    async def session(self, key: str) -> dict[str, Any] | None: ...

    async def put_session(self, key: str, data: dict[str, Any]) -> None: ...

    async def delete_session(self, key: str) -> None: ...

    async def sessions(self) -> dict[str, dict[str, Any]]: ...

    async def audit(self, actor: str, ip: str, action: str, detail: str = "",
                    at: float | None = None, front: str = "panel") -> None:
        """One row of the bot's audit log (`mnemo.admin.AuditLog` writes it)."""
        ...

    async def audit_log(self, offset: int = 0, limit: int = 50) -> list[AuditEntry]:
        """Newest first."""
        ...

    async def audit_count(self) -> int: ...

    async def prune_audit(self, older_than: float) -> int:
        """Delete the audit entries written before `older_than`; how many went."""
        ...

    async def prune_sessions(self, now: float) -> int:
        """Delete the sessions expired at `now`; how many went."""
        ...


class PanelSessions:
    """The password record and the login sessions, read and written through the key/value
    store; what both implementations share."""

    def __init__(self, kv: KeyValueStore) -> None:
        self._kv = kv

    async def password(self) -> dict[str, Any] | None:
        found = await self._kv.get(PANEL_NS, PASSWORD_KEY)
        return found if isinstance(found, dict) else None

    async def session(self, key: str) -> dict[str, Any] | None:
        found = await self._kv.get(SESSION_NS, key)
        return found if isinstance(found, dict) else None

    async def put_session(self, key: str, data: dict[str, Any]) -> None:
        await self._kv.set(SESSION_NS, key, data)

    async def delete_session(self, key: str) -> None:
        await self._kv.delete(SESSION_NS, key)

    async def sessions(self) -> dict[str, dict[str, Any]]:
        return await self._kv.items(SESSION_NS)

    async def prune_sessions(self, now: float) -> int:
        gone = [key for key, raw in (await self.sessions()).items() if _expired(raw, now)]
        for key in gone:
            await self.delete_session(key)
        return len(gone)


def _expired(raw: Any, now: float) -> bool:
    try:
        return (now - float(raw["seen"]) > SESSION_IDLE
                or now - float(raw["created"]) > SESSION_MAX_AGE)
    except (KeyError, TypeError, ValueError):
        return True  # unreadable: the panel would refuse it too
