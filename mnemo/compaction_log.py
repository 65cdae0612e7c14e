"""The log of compressions and truncations (SPEC section 3), read by `/context` and admins."""

from __future__ import annotations

import asyncio
from dataclasses import asdict, dataclass
from typing import Literal, Protocol, get_args

from .db import Database
from .kv import KVStore

Strategy = Literal["summary", "truncate", "clear"]
STRATEGIES: tuple[str, ...] = get_args(Strategy)
KV_NAMESPACE = "compaction"
KV_KEEP = 50


@dataclass(frozen=True, slots=True)
class CompactionRecord:
    session_id: str
    at: float
    strategy: Strategy
    tokens_before: int
    tokens_after: int
    summary: str | None = None
    error: str | None = None

    def __post_init__(self) -> None:
        # Checked here too, so the KV log refuses what the SQL CHECK constraint refuses.
        if self.strategy not in STRATEGIES:
            raise ValueError(f"unknown compaction strategy {self.strategy!r}")


class CompactionLog(Protocol):
    async def record(self, rec: CompactionRecord) -> None: ...

    async def recent(self, session_id: str, limit: int = 10) -> list[CompactionRecord]: ...

    async def last(self, session_id: str) -> CompactionRecord | None: ...


class SqlCompactionLog:
    def __init__(self, db: Database) -> None:
        self._db = db

    async def record(self, rec: CompactionRecord) -> None:
        async with self._db.transaction() as conn:
            await conn.execute(
                "INSERT INTO compaction_log (session_id, at, strategy, tokens_before, "
                "tokens_after, summary, error) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    rec.session_id,
                    rec.at,
                    rec.strategy,
                    rec.tokens_before,
                    rec.tokens_after,
                    rec.summary,
                    rec.error,
                ),
            )

    async def recent(self, session_id: str, limit: int = 10) -> list[CompactionRecord]:
        """The session's latest records, newest first."""
        if limit <= 0:
            return []
        rows = await self._db.conn.execute_fetchall(
            "SELECT session_id, at, strategy, tokens_before, tokens_after, summary, error "
            "FROM compaction_log WHERE session_id = ? ORDER BY at DESC, id DESC LIMIT ?",
            (session_id, limit),
        )
        return [CompactionRecord(*row) for row in rows]

    async def last(self, session_id: str) -> CompactionRecord | None:
        found = await self.recent(session_id, 1)
        return found[0] if found else None


class KVCompactionLog:
    """The last `KV_KEEP` records of each session as one JSON list, oldest first."""

    def __init__(self, kv: KVStore) -> None:
        self._kv = kv
        # record() is read-modify-write of one value; two at once would lose one.
        self._lock = asyncio.Lock()

    async def record(self, rec: CompactionRecord) -> None:
        async with self._lock:
            records = await self._kv.get(KV_NAMESPACE, rec.session_id, [])
            records.append(asdict(rec))
            # Stable sort: records with equal times keep the order they were logged in,
            # as `ORDER BY at, id` does in SQL.
            records.sort(key=lambda r: r["at"])
            await self._kv.set(KV_NAMESPACE, rec.session_id, records[-KV_KEEP:])

    async def recent(self, session_id: str, limit: int = 10) -> list[CompactionRecord]:
        """The session's latest records, newest first."""
        if limit <= 0:
            return []
        records = await self._kv.get(KV_NAMESPACE, session_id, [])
        return [CompactionRecord(**r) for r in reversed(records[-limit:])]

    async def last(self, session_id: str) -> CompactionRecord | None:
        found = await self.recent(session_id, 1)
        return found[0] if found else None
