"""The web panel's store on the SQLite file: the audit log as rows of `panel_audit`."""

from __future__ import annotations

import time
from typing import Any

from ..keyvalue import KVStore, put
from ..panel import PANEL_NS, PASSWORD_KEY, SESSION_NS, AuditEntry, PanelSessions
from ..sqlite import Database


class SqlitePanelStore(PanelSessions):
    def __init__(self, db: Database) -> None:
        super().__init__(KVStore(db))
        self._db = db

    async def set_password(self, record: dict[str, Any]) -> None:
        async with self._db.transaction() as conn:
            await put(conn, PANEL_NS, PASSWORD_KEY, record)
            await conn.execute("DELETE FROM kv WHERE namespace = ?", (SESSION_NS,))

    async def audit(self, actor: str, ip: str, action: str, detail: str = "",
                    at: float | None = None, front: str = "panel") -> None:
        async with self._db.transaction() as conn:
            await conn.execute(
                "INSERT INTO panel_audit (at, actor, ip, action, detail, front) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (time.time() if at is None else at, actor, ip, action, detail, front),
            )

    async def audit_log(self, offset: int = 0, limit: int = 50) -> list[AuditEntry]:
        rows = await self._db.conn.execute_fetchall(
            "SELECT id, at, actor, ip, action, detail, front FROM panel_audit "
            "ORDER BY at DESC, id DESC LIMIT ? OFFSET ?",
            (max(0, limit), max(0, offset)),
        )
        return [AuditEntry(*row) for row in rows]

    async def audit_count(self) -> int:
        rows = await self._db.conn.execute_fetchall("SELECT COUNT(*) FROM panel_audit")
        return int(next(iter(rows))[0])

    async def prune_audit(self, older_than: float) -> int:
        async with self._db.transaction() as conn:
            gone = await conn.execute_fetchall(
                "DELETE FROM panel_audit WHERE at < ? RETURNING id", (older_than,))
        return len(list(gone))
