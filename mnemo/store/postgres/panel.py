"""The web panel's store on PostgreSQL: the audit log as rows of `panel_audit`.

Its key/value writes notify nobody: no process keeps the password or the sessions in
memory, each request reads them, so a login in one process holds in all.
"""

from __future__ import annotations

import time
from typing import Any

import asyncpg

from ..panel import PANEL_NS, PASSWORD_KEY, SESSION_NS, AuditEntry, PanelSessions
from .database import PostgresDatabase
from .keyvalue import PostgresKVStore, put


class PostgresPanelStore(PanelSessions):
    def __init__(self, db: PostgresDatabase) -> None:
        super().__init__(PostgresKVStore(db, quiet=frozenset({PANEL_NS, SESSION_NS})))
        self._db = db

    async def set_password(self, record: dict[str, Any]) -> None:
        async def work(conn: asyncpg.Connection) -> None:
            await put(conn, PANEL_NS, PASSWORD_KEY, record)
            await conn.execute("DELETE FROM kv WHERE namespace = $1", SESSION_NS)

        await self._db.run(work)

    async def audit(self, actor: str, ip: str, action: str, detail: str = "",
                    at: float | None = None, front: str = "panel") -> None:
        await self._db.run(lambda conn: conn.execute(
            "INSERT INTO panel_audit (at, actor, ip, action, detail, front) "
            "VALUES ($1, $2, $3, $4, $5, $6)",
            time.time() if at is None else at, actor, ip, action, detail, front))

    async def audit_log(self, offset: int = 0, limit: int = 50) -> list[AuditEntry]:
        rows = await self._db.fetch(
            "SELECT id, at, actor, ip, action, detail, front FROM panel_audit "
            "ORDER BY at DESC, id DESC LIMIT $1 OFFSET $2",
            max(0, limit), max(0, offset))
        return [AuditEntry(int(row[0]), *row[1:]) for row in rows]

    async def audit_count(self) -> int:
        return int(await self._db.fetchval("SELECT COUNT(*) FROM panel_audit"))

    async def prune_audit(self, older_than: float) -> int:
        gone = await self._db.run(lambda conn: conn.fetch(
            "DELETE FROM panel_audit WHERE at < $1 RETURNING id", older_than))
        return len(gone)
