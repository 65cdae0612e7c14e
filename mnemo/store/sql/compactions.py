"""The compaction log as rows of `compaction_log` (either database)."""

from __future__ import annotations

from ..base import CompactionRecord, StoreDatabase


class SqlCompactionLog:
    def __init__(self, db: StoreDatabase) -> None:
        self._rows = db.rows()

    async def record(self, rec: CompactionRecord) -> None:
        await self._rows.write(lambda conn: conn.execute(
            "INSERT INTO compaction_log (session_id, at, strategy, tokens_before, "
            "tokens_after, summary, error) VALUES ($1, $2, $3, $4, $5, $6, $7)",
            rec.key, rec.at, rec.strategy, rec.tokens_before, rec.tokens_after,
            rec.summary, rec.error))

    async def recent(self, key: str, limit: int = 10) -> list[CompactionRecord]:
        """The conversation's latest records, newest first."""
        if limit <= 0:
            return []
        rows = await self._rows.fetch(
            "SELECT session_id, at, strategy, tokens_before, tokens_after, summary, error "
            "FROM compaction_log WHERE session_id = $1 ORDER BY at DESC, id DESC LIMIT $2",
            key, limit)
        return [CompactionRecord(*row) for row in rows]

    async def last(self, key: str) -> CompactionRecord | None:
        found = await self.recent(key, 1)
        return found[0] if found else None
