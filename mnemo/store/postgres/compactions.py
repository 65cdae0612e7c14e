"""The compaction log as rows of `compaction_log` (PostgreSQL)."""

from __future__ import annotations

from ..base import CompactionRecord
from .database import PostgresDatabase


class PostgresCompactionLog:
    def __init__(self, db: PostgresDatabase) -> None:
        self._db = db

    async def record(self, rec: CompactionRecord) -> None:
        await self._db.run(lambda conn: conn.execute(
            "INSERT INTO compaction_log (session_id, at, strategy, tokens_before, "
            "tokens_after, summary, error) VALUES ($1, $2, $3, $4, $5, $6, $7)",
            rec.session_id, rec.at, rec.strategy, rec.tokens_before, rec.tokens_after,
            rec.summary, rec.error,
        ))

    async def recent(self, session_id: str, limit: int = 10) -> list[CompactionRecord]:
        """The session's latest records, newest first."""
        if limit <= 0:
            return []
        rows = await self._db.fetch(
            "SELECT session_id, at, strategy, tokens_before, tokens_after, summary, error "
            "FROM compaction_log WHERE session_id = $1 ORDER BY at DESC, id DESC LIMIT $2",
            session_id, limit,
        )
        return [CompactionRecord(*row) for row in rows]

    async def last(self, session_id: str) -> CompactionRecord | None:
        found = await self.recent(session_id, 1)
        return found[0] if found else None
