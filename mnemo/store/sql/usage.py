"""Usage as one `model_usage` row per model call, written along with other transactions."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import aiosqlite

from ..base import UsageKey, UsageRecord, UsageTotals
from ..rider import RiderBuffer
from ..sqlite import Database

_INSERT = (
    "INSERT INTO model_usage (at, day, conversation, member, model, purpose, prompt_tokens, "
    "completion_tokens, cached_tokens, cost) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
_SUMS = (
    "COUNT(*), COALESCE(SUM(prompt_tokens), 0), COALESCE(SUM(completion_tokens), 0), "
    "COALESCE(SUM(cached_tokens), 0), SUM(cost), COALESCE(SUM(purpose = 'compressor'), 0)"
)


def _totals(row: Sequence[Any]) -> UsageTotals:
    calls, prompt, completion, cached, cost, compressions = row
    return UsageTotals(int(calls), int(prompt), int(completion), int(cached),
                       None if cost is None else float(cost), int(compressions))


def _where(first_day: str, last_day: str, conversation: str | None, member: str | None,
           purpose: str | None = None) -> tuple[str, list[Any]]:
    clauses, args = ["day >= ?", "day <= ?"], [first_day, last_day]
    for column, value in (("conversation", conversation), ("member", member),
                          ("purpose", purpose)):
        if value is not None:
            clauses.append(f"{column} = ?")
            args.append(value)
    return " AND ".join(clauses), args


async def _insert(conn: aiosqlite.Connection, records: list[UsageRecord]) -> None:
    await conn.executemany(_INSERT, [
        (r.at, r.day, r.conversation, r.member, r.model, r.purpose, r.prompt_tokens,
         r.completion_tokens, r.cached_tokens, r.cost) for r in records])


class SqlUsageStore:
    def __init__(self, db: Database) -> None:
        self._db = db
        self._buffer: RiderBuffer[aiosqlite.Connection, UsageRecord] = RiderBuffer(_insert)
        db.add_rider(self._buffer)

    def add(self, record: UsageRecord) -> None:
        self._buffer.add(record)

    async def flush(self) -> None:
        if self._buffer.has_pending():
            async with self._db.transaction():
                pass  # the buffer rides along

    async def _rows(self, sql: str, args: Sequence[Any]) -> list[Any]:
        # What is buffered counts too: a report right after a call must include it.
        await self.flush()
        return list(await self._db.conn.execute_fetchall(sql, args))

    async def totals(self, first_day: str, last_day: str, *, conversation: str | None = None,
                     member: str | None = None, purpose: str | None = None) -> UsageTotals:
        where, args = _where(first_day, last_day, conversation, member, purpose)
        rows = await self._rows(f"SELECT {_SUMS} FROM model_usage WHERE {where}", args)
        return _totals(rows[0])

    async def top(self, by: UsageKey, first_day: str, last_day: str, *, prefix: str = "",
                  limit: int = 10) -> list[tuple[str, UsageTotals]]:
        # Never interpolated from the caller: only these four names reach the SQL.
        column = {"conversation": "conversation", "member": "member", "model": "model",
                  "purpose": "purpose"}[by]
        where, args = _where(first_day, last_day, None, None)
        # substr rather than LIKE: a key may hold '%' or '_', and LIKE ignores case.
        rows = await self._rows(
            f"SELECT {column}, {_SUMS} FROM model_usage WHERE {where} AND {column} != '' "
            f"AND substr({column}, 1, ?) = ? GROUP BY {column} "
            f"ORDER BY SUM(prompt_tokens + completion_tokens) DESC, {column} LIMIT ?",
            [*args, len(prefix), prefix, limit])
        return [(row[0], _totals(row[1:])) for row in rows]

    async def daily(self, first_day: str, last_day: str, *, conversation: str | None = None,
                    member: str | None = None) -> list[tuple[str, UsageTotals]]:
        where, args = _where(first_day, last_day, conversation, member)
        rows = await self._rows(
            f"SELECT day, {_SUMS} FROM model_usage WHERE {where} GROUP BY day ORDER BY day",
            args)
        return [(row[0], _totals(row[1:])) for row in rows]

    async def day_tokens(self, day: str) -> list[tuple[str, str, int]]:
        rows = await self._rows(
            "SELECT conversation, member, SUM(prompt_tokens + completion_tokens) "
            "FROM model_usage WHERE day = ? GROUP BY conversation, member", [day])
        return [(c, m, int(t)) for c, m, t in rows]
