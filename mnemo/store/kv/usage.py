"""Usage as one JSON value per day: the calls summed per conversation, member, model and
purpose (the KV backend). Reports only ever ask for sums, so the sums are what is kept;
a day's value grows with the distinct callers, not with the calls."""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable
from datetime import date, timedelta
from typing import Any

import aiosqlite

from ..base import UsageKey, UsageRecord, UsageTotals
from ..keyvalue import KVStore, put, remove
from ..rider import RiderBuffer
from ..sqlite import Database

KV_NAMESPACE = "usage"

# A bucket: [conversation, member, model, purpose, calls, prompt, completion, cached, cost]
# with cost None until a priced call lands in it.
Bucket = list[Any]


def _days(first_day: str, last_day: str) -> list[str]:
    first, last = date.fromisoformat(first_day), date.fromisoformat(last_day)
    return [(first + timedelta(days=n)).isoformat() for n in range((last - first).days + 1)]


def _merge(buckets: list[Bucket], records: Iterable[UsageRecord]) -> list[Bucket]:
    index = {tuple(b[:4]): b for b in buckets}
    for r in records:
        key = (r.conversation, r.member, r.model, r.purpose)
        bucket = index.get(key)
        if bucket is None:
            bucket = index[key] = [*key, 0, 0, 0, 0, None]
            buckets.append(bucket)
        bucket[4] += 1
        bucket[5] += r.prompt_tokens
        bucket[6] += r.completion_tokens
        bucket[7] += r.cached_tokens
        if r.cost is not None:
            bucket[8] = (bucket[8] or 0.0) + r.cost
    return buckets


def _sum(buckets: Iterable[Bucket]) -> UsageTotals:
    calls = prompt = completion = cached = compressions = 0
    cost: float | None = None
    for b in buckets:
        calls += b[4]
        prompt += b[5]
        completion += b[6]
        cached += b[7]
        if b[8] is not None:
            cost = (cost or 0.0) + b[8]
        if b[3] == "compressor":
            compressions += b[4]
    return UsageTotals(calls, prompt, completion, cached, cost, compressions)


class KVUsageStore:
    def __init__(self, db: Database) -> None:
        self._db = db
        self._kv = KVStore(db)
        self._buffer: RiderBuffer[aiosqlite.Connection, UsageRecord] = RiderBuffer(self._write)
        db.add_rider(self._buffer)

    def add(self, record: UsageRecord) -> None:
        self._buffer.add(record)

    async def flush(self) -> None:
        if self._buffer.has_pending():
            async with self._db.transaction():
                pass  # the buffer rides along

    async def _write(self, conn: aiosqlite.Connection, records: list[UsageRecord]) -> None:
        by_day: dict[str, list[UsageRecord]] = defaultdict(list)
        for r in records:
            by_day[r.day].append(r)
        for day, batch in by_day.items():
            # Read on the transaction's own connection: the value as this write sees it.
            rows = await conn.execute_fetchall(
                "SELECT value FROM kv WHERE namespace = ? AND key = ?", (KV_NAMESPACE, day))
            current = json.loads(next(iter(rows))[0]) if rows else []
            await put(conn, KV_NAMESPACE, day, _merge(current, batch))

    async def _buckets(self, first_day: str, last_day: str) -> dict[str, list[Bucket]]:
        await self.flush()
        found: dict[str, list[Bucket]] = {}
        for day in _days(first_day, last_day):
            value = await self._kv.get(KV_NAMESPACE, day)
            if value:
                found[day] = value
        return found

    @staticmethod
    def _matching(buckets: Iterable[Bucket], conversation: str | None, member: str | None,
                  purpose: str | None = None) -> list[Bucket]:
        return [b for b in buckets
                if (conversation is None or b[0] == conversation)
                and (member is None or b[1] == member)
                and (purpose is None or b[3] == purpose)]

    async def totals(self, first_day: str, last_day: str, *, conversation: str | None = None,
                     member: str | None = None, purpose: str | None = None) -> UsageTotals:
        days = await self._buckets(first_day, last_day)
        return _sum(self._matching((b for day in days.values() for b in day), conversation,
                                   member, purpose))

    async def top(self, by: UsageKey, first_day: str, last_day: str, *, prefix: str = "",
                  limit: int = 10) -> list[tuple[str, UsageTotals]]:
        column = {"conversation": 0, "member": 1, "model": 2, "purpose": 3}[by]
        groups: dict[str, list[Bucket]] = defaultdict(list)
        for day in (await self._buckets(first_day, last_day)).values():
            for b in day:
                if b[column] and b[column].startswith(prefix):
                    groups[b[column]].append(b)
        ranked = sorted(((k, _sum(v)) for k, v in groups.items()),
                        key=lambda item: (-item[1].tokens, item[0]))
        return ranked[:limit]

    async def daily(self, first_day: str, last_day: str, *, conversation: str | None = None,
                    member: str | None = None) -> list[tuple[str, UsageTotals]]:
        out = []
        for day, buckets in sorted((await self._buckets(first_day, last_day)).items()):
            matching = self._matching(buckets, conversation, member)
            if matching:
                out.append((day, _sum(matching)))
        return out

    async def day_tokens(self, day: str) -> list[tuple[str, str, int]]:
        sums: dict[tuple[str, str], int] = defaultdict(int)
        for b in (await self._buckets(day, day)).get(day, []):
            sums[(b[0], b[1])] += b[5] + b[6]
        return [(c, m, t) for (c, m), t in sums.items()]

    async def prune(self, before_day: str) -> int:
        """Delete the sums of the days before `before_day`; how many calls they held."""
        await self.flush()
        old = {day: buckets for day, buckets in (await self._kv.items(KV_NAMESPACE)).items()
               if day < before_day}
        if not old:
            return 0
        async with self._db.transaction() as conn:
            for day in old:
                await remove(conn, KV_NAMESPACE, day)
        return sum(b[4] for buckets in old.values() for b in buckets)
