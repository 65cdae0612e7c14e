"""Usage as one `model_usage` row per model call, written along with other transactions:
the records ride on the next one any store of this process opens (either database)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..base import StoreDatabase, UsageKey, UsageRecord, UsageTotals
from ..dialect import Conn
from ..rider import RiderBuffer

_INSERT = (
    "INSERT INTO model_usage (at, day, conversation, member, model, purpose, prompt_tokens, "
    "completion_tokens, cached_tokens, cost) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)"
)
_SUMS = (
    "COUNT(*), COALESCE(SUM(prompt_tokens), 0), COALESCE(SUM(completion_tokens), 0), "
    "COALESCE(SUM(cached_tokens), 0), SUM(cost), COUNT(*) FILTER (WHERE purpose = 'compressor')"
)


def _totals(row: Sequence[Any]) -> UsageTotals:
    calls, prompt, completion, cached, cost, compressions = row
    return UsageTotals(int(calls), int(prompt), int(completion), int(cached),
                       None if cost is None else float(cost), int(compressions))


def _where(first_day: str, last_day: str, conversation: str | None, member: str | None,
           purpose: str | None = None) -> tuple[str, list[Any]]:
    clauses, args = ["day >= $1", "day <= $2"], [first_day, last_day]
    for column, value in (("conversation", conversation), ("member", member),
                          ("purpose", purpose)):
        if value is not None:
            args.append(value)
            clauses.append(f"{column} = ${len(args)}")
    return " AND ".join(clauses), args


async def _nothing(conn: Conn) -> None:
    return None


class SqlUsageStore:
    def __init__(self, db: StoreDatabase) -> None:
        self._rows = rows = db.rows()
        self._binary = rows.dialect.binary

        async def insert(raw: Any, records: list[UsageRecord]) -> None:
            await rows.wrap(raw).executemany(_INSERT, [
                (r.at, r.day, r.conversation, r.member, r.model, r.purpose, r.prompt_tokens,
                 r.completion_tokens, r.cached_tokens, r.cost) for r in records])

        self._buffer: RiderBuffer[Any, UsageRecord] = RiderBuffer(insert)
        db.add_rider(self._buffer)

    def add(self, record: UsageRecord) -> None:
        self._buffer.add(record)

    async def flush(self) -> None:
        if self._buffer.has_pending():
            await self._rows.write(_nothing)  # the buffer rides along

    async def _fetch(self, sql: str, args: Sequence[Any]) -> list[Sequence[Any]]:
        # What is buffered counts too: a report right after a call must include it.
        await self.flush()
        return await self._rows.fetch(sql, *args)

    async def totals(self, first_day: str, last_day: str, *, conversation: str | None = None,
                     member: str | None = None, purpose: str | None = None) -> UsageTotals:
        where, args = _where(first_day, last_day, conversation, member, purpose)
        rows = await self._fetch(f"SELECT {_SUMS} FROM model_usage WHERE {where}", args)
        return _totals(rows[0])

    async def top(self, by: UsageKey, first_day: str, last_day: str, *, prefix: str = "",
                  limit: int = 10) -> list[tuple[str, UsageTotals]]:
        # Never interpolated from the caller: only these four names reach the SQL.
        column = {"conversation": "conversation", "member": "member", "model": "model",
                  "purpose": "purpose"}[by]
        where, args = _where(first_day, last_day, None, None)
        # substr rather than LIKE: a key may hold '%' or '_', and LIKE ignores case. Ties
        # go by code point on either database, whatever the server's collation.
        rows = await self._fetch(
            f"SELECT {column}, {_SUMS} FROM model_usage WHERE {where} AND {column} <> '' "
            f"AND substr({column}, 1, $3) = $4 GROUP BY {column} "
            f"ORDER BY SUM(prompt_tokens + completion_tokens) DESC, {column}{self._binary} "
            "LIMIT $5",
            [*args, len(prefix), prefix, limit])
        return [(row[0], _totals(row[1:])) for row in rows]

    async def daily(self, first_day: str, last_day: str, *, conversation: str | None = None,
                    member: str | None = None) -> list[tuple[str, UsageTotals]]:
        where, args = _where(first_day, last_day, conversation, member)
        rows = await self._fetch(
            f"SELECT day, {_SUMS} FROM model_usage WHERE {where} GROUP BY day "
            f"ORDER BY day{self._binary}", args)
        return [(row[0], _totals(row[1:])) for row in rows]

    async def day_tokens(self, day: str) -> list[tuple[str, str, int]]:
        rows = await self._fetch(
            "SELECT conversation, member, SUM(prompt_tokens + completion_tokens) "
            "FROM model_usage WHERE day = $1 GROUP BY conversation, member", [day])
        return [(c, m, int(t)) for c, m, t in rows]

    async def prune(self, before_day: str) -> int:
        """Delete the calls of the days before `before_day`; how many went."""
        await self.flush()

        async def work(conn: Conn) -> int:
            return len(await conn.fetch(
                "DELETE FROM model_usage WHERE day < $1 RETURNING id", before_day))

        return await self._rows.write(work)
