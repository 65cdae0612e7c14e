"""What the web panel keeps: its password hash, its login sessions and its audit log.

The password is stored only as the hash record the panel hands in (this module never
sees a password). Sessions are keyed by a hash of their cookie, so a copy of the
database does not let anyone in. The audit log is a table of its own: it only grows,
and is read a page at a time.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from .keyvalue import KVStore, put
from .sqlite import Database

PANEL_NS = "panel"
SESSION_NS = "panel_session"
PASSWORD_KEY = "password"


@dataclass(frozen=True, slots=True)
class AuditEntry:
    id: int
    at: float
    actor: str
    ip: str
    action: str
    detail: str


class PanelStore:
    def __init__(self, db: Database, kv: KVStore) -> None:
        self._db = db
        self._kv = kv

    # -- password -------------------------------------------------------------------

    async def password(self) -> dict[str, Any] | None:
        """The stored password record (a hash and its parameters), or None."""
        found = await self._kv.get(PANEL_NS, PASSWORD_KEY)
        return found if isinstance(found, dict) else None

    async def set_password(self, record: dict[str, Any]) -> None:
        """Store a new password record and end every session, in one transaction."""
        async with self._db.transaction() as conn:
            await put(conn, PANEL_NS, PASSWORD_KEY, record)
            await conn.execute("DELETE FROM kv WHERE namespace = ?", (SESSION_NS,))

    # -- sessions -------------------------------------------------------------------

    async def session(self, key: str) -> dict[str, Any] | None:
        found = await self._kv.get(SESSION_NS, key)
        return found if isinstance(found, dict) else None

    async def put_session(self, key: str, data: dict[str, Any]) -> None:
        await self._kv.set(SESSION_NS, key, data)

    async def delete_session(self, key: str) -> None:
        await self._kv.delete(SESSION_NS, key)

    async def sessions(self) -> dict[str, dict[str, Any]]:
        return await self._kv.items(SESSION_NS)

    # -- audit ----------------------------------------------------------------------

    async def audit(self, actor: str, ip: str, action: str, detail: str = "",
                    at: float | None = None) -> None:
        async with self._db.transaction() as conn:
            await conn.execute(
                "INSERT INTO panel_audit (at, actor, ip, action, detail) VALUES (?, ?, ?, ?, ?)",
                (time.time() if at is None else at, actor, ip, action, detail),
            )

    async def audit_log(self, offset: int = 0, limit: int = 50) -> list[AuditEntry]:
        """Newest first."""
        rows = await self._db.conn.execute_fetchall(
            "SELECT id, at, actor, ip, action, detail FROM panel_audit "
            "ORDER BY at DESC, id DESC LIMIT ? OFFSET ?",
            (max(0, limit), max(0, offset)),
        )
        return [AuditEntry(*row) for row in rows]

    async def audit_count(self) -> int:
        rows = await self._db.conn.execute_fetchall("SELECT COUNT(*) FROM panel_audit")
        return int(next(iter(rows))[0])
