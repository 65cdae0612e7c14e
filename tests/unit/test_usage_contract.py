"""The usage stores' contract, run against every backend: both on real SQLite files,
and PostgreSQL on a real server (a schema of its own per test).

Records are buffered and ride along with the next transaction anyone opens; a failed
transaction keeps them for the next one.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from mnemo.store import (
    Database,
    PostgresDatabase,
    StoreDatabase,
    UsageRecord,
    UsageStore,
    UsageTotals,
    kv_store,
)
from mnemo.store.kv import KVUsageStore
from mnemo.store.sql import SqlUsageStore
from tests.postgres import open_database, reopened

STORES: dict[str, Callable[[Any], UsageStore]] = {
    "sql": SqlUsageStore,
    "kv": KVUsageStore,
    "postgres": SqlUsageStore,
}
# Which database each backend runs on.
DIALECT = {"sql": "sqlite", "kv": "sqlite", "postgres": "postgres"}


class Boom(Exception):
    pass


async def failed_transaction(db: StoreDatabase) -> None:
    """A transaction that raises before it commits."""
    with pytest.raises(Boom):
        if isinstance(db, PostgresDatabase):
            async def work(conn: asyncpg.Connection) -> None:
                raise Boom

            await db.run(work)
        else:
            assert isinstance(db, Database)
            async with db.transaction():
                raise Boom


def count_transactions(db: StoreDatabase) -> list[int]:
    """From now on, the transactions `db` opens: [how many]."""
    opened = [0]
    if isinstance(db, PostgresDatabase):
        run = db.run

        async def counting_run(work: Any, *, transaction: bool = True) -> Any:
            opened[0] += transaction
            return await run(work, transaction=transaction)

        db.run = counting_run  # type: ignore[method-assign]
    else:
        assert isinstance(db, Database)
        original = db.transaction
        run_once = db.run

        def counting():  # type: ignore[no-untyped-def]
            opened[0] += 1
            return original()

        async def counting_once(work: Any) -> Any:
            opened[0] += 1
            return await run_once(work)

        db.transaction = counting  # type: ignore[method-assign]
        db.run = counting_once  # type: ignore[method-assign]
    return opened


@pytest.fixture(params=sorted(STORES))
async def db_and_store(request: pytest.FixtureRequest, tmp_path: Path
                       ) -> AsyncIterator[tuple[StoreDatabase, UsageStore]]:
    async with open_database(DIALECT[request.param], tmp_path / "usage.db") as db:
        yield db, STORES[request.param](db)


def rec(day: str = "2026-03-01", conversation: str = "g:1", member: str = "2001", *,
        model: str = "m", purpose: str = "chat", prompt: int = 100, completion: int = 10,
        cached: int = 0, cost: float | None = None) -> UsageRecord:
    return UsageRecord(at=0.0, day=day, conversation=conversation, member=member, model=model,
                       purpose=purpose, prompt_tokens=prompt, completion_tokens=completion,
                       cached_tokens=cached, cost=cost)


async def test_records_ride_along_with_the_next_transaction(
    db_and_store: tuple[StoreDatabase, UsageStore],
) -> None:
    db, store = db_and_store
    store.add(rec(prompt=100, completion=10, cached=40))
    # Someone else's write commits the record with it: no commit of its own.
    await kv_store(db).set("other", "k", 1)
    assert await kv_store(db).get("other", "k") == 1
    opened = count_transactions(db)
    assert await store.totals("2026-03-01", "2026-03-01") == UsageTotals(1, 100, 10, 40)
    assert opened == [0]  # nothing was left to flush


async def test_a_failed_transaction_keeps_the_records_for_the_next(
    db_and_store: tuple[StoreDatabase, UsageStore],
) -> None:
    db, store = db_and_store
    store.add(rec(prompt=7, completion=3))
    await failed_transaction(db)
    store.add(rec(prompt=1, completion=1))
    await store.flush()
    totals = await store.totals("2026-03-01", "2026-03-01")
    assert (totals.calls, totals.prompt_tokens, totals.completion_tokens) == (2, 8, 4)


async def test_totals_by_conversation_member_purpose_and_days(
    db_and_store: tuple[StoreDatabase, UsageStore],
) -> None:
    _, store = db_and_store
    store.add(rec("2026-02-28", "g:1", "a", prompt=1000, completion=1, cached=500, cost=0.5))
    store.add(rec("2026-03-01", "g:1", "a", prompt=100, completion=10, cached=60, cost=0.25))
    store.add(rec("2026-03-01", "g:1", "b", purpose="compressor", prompt=50, completion=5))
    store.add(rec("2026-03-01", "f:a", "a", model="other", prompt=20, completion=2))
    store.add(rec("2026-03-02", "g:2", "b", prompt=9, completion=9))
    await store.flush()
    day = await store.totals("2026-03-01", "2026-03-01")
    assert day == UsageTotals(calls=3, prompt_tokens=170, completion_tokens=17,
                              cached_tokens=60, cost=0.25, compressions=1)
    assert day.tokens == 187 and day.hit_rate == pytest.approx(60 / 170)
    group = await store.totals("2026-02-28", "2026-03-01", conversation="g:1")
    assert (group.calls, group.prompt_tokens, group.cost) == (3, 1150, pytest.approx(0.75))
    member = await store.totals("2026-02-28", "2026-03-02", member="a")
    assert (member.calls, member.tokens, member.compressions) == (3, 1133, 0)
    chat = await store.totals("2026-03-01", "2026-03-01", conversation="g:1", purpose="chat")
    assert (chat.calls, chat.cached_tokens) == (1, 60)
    # Without a priced call there is no cost, not a cost of zero.
    assert (await store.totals("2026-03-02", "2026-03-02")).cost is None
    assert await store.totals("2026-04-01", "2026-04-30") == UsageTotals()
    assert UsageTotals().hit_rate is None


async def test_top_ranks_by_tokens_within_a_prefix(
    db_and_store: tuple[StoreDatabase, UsageStore],
) -> None:
    _, store = db_and_store
    store.add(rec(conversation="g:1", member="a", prompt=10, completion=0))
    store.add(rec(conversation="g:2", member="b", prompt=30, completion=0))
    store.add(rec(conversation="g:2", member="a", prompt=5, completion=0))
    store.add(rec(conversation="f:a", member="a", prompt=100, completion=0))
    store.add(rec(conversation="", member="", purpose="embeddings", prompt=1000, completion=0))
    groups = await store.top("conversation", "2026-03-01", "2026-03-01", prefix="g:")
    assert [(k, t.tokens, t.calls) for k, t in groups] == [("g:2", 35, 2), ("g:1", 10, 1)]
    members = await store.top("member", "2026-03-01", "2026-03-01", limit=1)
    assert [(k, t.tokens) for k, t in members] == [("a", 115)]
    everything = await store.top("conversation", "2026-03-01", "2026-03-01")
    assert [k for k, _ in everything] == ["f:a", "g:2", "g:1"]  # the unattributed left out
    purposes = await store.top("purpose", "2026-03-01", "2026-03-01")
    assert [(k, t.tokens) for k, t in purposes] == [("embeddings", 1000), ("chat", 145)]
    models = await store.top("model", "2026-03-01", "2026-03-01")
    assert [(k, t.calls) for k, t in models] == [("m", 5)]


async def test_daily_and_day_tokens(db_and_store: tuple[StoreDatabase, UsageStore]) -> None:
    _, store = db_and_store
    store.add(rec("2026-02-27", prompt=1, completion=1))
    store.add(rec("2026-03-01", "g:1", "a", prompt=10, completion=1))
    store.add(rec("2026-03-01", "g:1", "a", prompt=20, completion=2))
    store.add(rec("2026-03-01", "f:b", "b", prompt=5, completion=5))
    store.add(rec("2026-03-01", "", "", purpose="embeddings", prompt=3, completion=0))
    days = await store.daily("2026-02-26", "2026-03-01")
    assert [(d, t.calls, t.tokens) for d, t in days] == [("2026-02-27", 1, 2),
                                                          ("2026-03-01", 4, 46)]
    assert await store.daily("2026-02-26", "2026-03-01", member="b") == [
        ("2026-03-01", UsageTotals(1, 5, 5))]
    assert sorted(await store.day_tokens("2026-03-01")) == [("", "", 3), ("f:b", "b", 10),
                                                           ("g:1", "a", 33)]
    assert await store.day_tokens("2026-03-02") == []


async def test_pruning_drops_the_days_before_and_leaves_the_kept_figures_as_they_were(
    db_and_store: tuple[StoreDatabase, UsageStore],
) -> None:
    _, store = db_and_store
    store.add(rec("2025-01-30", "g:1", "a", prompt=500, completion=5, cost=1.0))
    store.add(rec("2025-01-31", "g:2", "b", prompt=400, completion=4))
    store.add(rec("2025-02-01", "g:1", "a", prompt=10, completion=1, cost=0.5))
    store.add(rec("2025-02-02", "f:b", "b", purpose="compressor", prompt=20, completion=2))
    kept = ("2025-02-01", "2025-02-02")

    async def figures() -> tuple[Any, ...]:
        return (await store.totals(*kept), await store.daily(*kept),
                await store.top("conversation", *kept), await store.top("member", *kept),
                sorted(await store.day_tokens("2025-02-01")))

    before = await figures()
    assert await store.prune("2025-02-01") == 2
    assert await figures() == before
    assert await store.totals("2025-01-01", "2025-01-31") == UsageTotals()
    # What a report over a longer span counts now is the kept window.
    assert await store.totals("2025-01-01", "2025-12-31") == before[0]
    assert await store.prune("2025-02-01") == 0


@pytest.mark.parametrize("backend", sorted(STORES))
async def test_records_survive_reopening(backend: str, tmp_path: Path) -> None:
    make = STORES[backend]
    async with open_database(DIALECT[backend], tmp_path / "usage.db") as db:
        store = make(db)
        store.add(rec(prompt=11, completion=1, cost=0.001))
        await store.flush()
        again = reopened(db)
        await again.open()
        try:
            totals = await make(again).totals("2026-03-01", "2026-03-01")
        finally:
            await again.close()
    assert (totals.calls, totals.tokens, totals.cost) == (1, 12, pytest.approx(0.001))


@pytest.mark.parametrize("backend", ["sql", "postgres"])
async def test_a_ride_that_cannot_succeed_costs_one_transaction_at_most(
    backend: str, tmp_path: Path
) -> None:
    async with open_database(DIALECT[backend], tmp_path / "broken.db") as db:
        store = STORES[backend](db)
        kv = kv_store(db)
        if isinstance(db, PostgresDatabase):
            await db.execute("DROP TABLE model_usage")
        else:
            assert isinstance(db, Database)
            await db.conn.execute("DROP TABLE model_usage")
        store.add(rec())
        with pytest.raises(Exception, match="model_usage"):
            await kv.set("other", "k", 1)
        await kv.set("other", "k", 2)  # the broken records are gone, not retried
        assert await kv.get("other", "k") == 2


async def test_a_kv_day_that_does_not_parse_drops_its_records_not_the_ride(tmp_path: Path
                                                                           ) -> None:
    async with open_database("sqlite", tmp_path / "broken.db") as db:
        assert isinstance(db, Database)
        kv = KVUsageStore(db)
        await db.conn.execute("INSERT INTO kv VALUES ('usage', '2026-03-01', 'not json', 0)")
        kv.add(rec())
        await kv_store(db).set("other", "k", 3)
        assert await kv_store(db).get("other", "k") == 3 and not kv._buffer.has_pending()


async def test_records_of_a_retried_transaction_are_counted_once(tmp_path: Path) -> None:
    # The connection drops while the records are written: the whole transaction runs
    # again on a new connection, and the records go with it.
    async with open_database("postgres", tmp_path / "unused.db") as db:
        store = SqlUsageStore(db)
        write = store._buffer._write_items
        dropped = [False]

        async def drop_once(conn: asyncpg.Connection, records: list[UsageRecord]) -> None:
            if not dropped[0]:
                dropped[0] = True
                raise ConnectionResetError("connection lost")
            await write(conn, records)

        store._buffer._write_items = drop_once  # type: ignore[method-assign]
        store.add(rec(prompt=5, completion=1))
        await kv_store(db).set("other", "k", 1)
        assert dropped[0]
        totals = await store.totals("2026-03-01", "2026-03-01")
        assert (totals.calls, totals.tokens) == (1, 6)


async def test_transactions_side_by_side_each_take_their_own_records(tmp_path: Path
                                                                      ) -> None:
    # PostgreSQL runs transactions of one process at once on several connections: each
    # record lands once, whichever of them it rides on.
    async with open_database("postgres", tmp_path / "unused.db") as db:
        store = SqlUsageStore(db)
        kv = kv_store(db)

        async def write(i: int) -> None:
            store.add(rec(prompt=i, completion=0))
            await kv.set("other", str(i), i)

        await asyncio.gather(*(write(i) for i in range(1, 21)))
        totals = await store.totals("2026-03-01", "2026-03-01")
        assert (totals.calls, totals.prompt_tokens) == (20, sum(range(1, 21)))
