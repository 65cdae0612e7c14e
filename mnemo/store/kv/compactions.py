"""The compaction log as one JSON list per conversation (the KV backend)."""

from __future__ import annotations

import asyncio
from dataclasses import asdict
from typing import Any

from ..base import CompactionRecord
from ..keyvalue import KVStore

KV_NAMESPACE = "compaction"
KV_KEEP = 50


def _record(raw: dict[str, Any]) -> CompactionRecord:
    # Values written before the field was named `key` call it `session_id`.
    if "session_id" in raw:
        raw = {("key" if k == "session_id" else k): v for k, v in raw.items()}
    return CompactionRecord(**raw)


class KVCompactionLog:
    """The last `KV_KEEP` records of each conversation as one JSON list, oldest first."""

    def __init__(self, kv: KVStore) -> None:
        self._kv = kv
        # record() is read-modify-write of one value; two at once would lose one.
        self._lock = asyncio.Lock()

    async def record(self, rec: CompactionRecord) -> None:
        async with self._lock:
            records = await self._kv.get(KV_NAMESPACE, rec.key, [])
            records.append(asdict(rec))
            # Stable sort: records with equal times keep the order they were logged in,
            # as `ORDER BY at, id` does in SQL.
            records.sort(key=lambda r: r["at"])
            await self._kv.set(KV_NAMESPACE, rec.key, records[-KV_KEEP:])

    async def recent(self, key: str, limit: int = 10) -> list[CompactionRecord]:
        """The conversation's latest records, newest first."""
        if limit <= 0:
            return []
        records = await self._kv.get(KV_NAMESPACE, key, [])
        return [_record(r) for r in reversed(records[-limit:])]

    async def last(self, key: str) -> CompactionRecord | None:
        found = await self.recent(key, 1)
        return found[0] if found else None
