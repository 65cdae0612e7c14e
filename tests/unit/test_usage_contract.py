"""The usage stores' contract, run against both backends on real SQLite files.

Records are buffered and ride along with the next transaction anyone opens; a failed
transaction keeps them for the next one.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from mnemo.store import Database, KVStore, UsageRecord, UsageStore, UsageTotals
from mnemo.store.kv import KVUsageStore
from mnemo.store.sql import SqlUsageStore

STORES: dict[str, Callable[[Database], UsageStore]] = {
    "sql": SqlUsageStore,
    "kv": KVUsageStore,
}


@pytest.fixture(params=sorted(STORES))
async def db_and_store(request: pytest.FixtureRequest, tmp_path: Path
                       ) -> AsyncIterator[tuple[Database, UsageStore]]:
    db = Database(tmp_path / "usage.db")
    await db.open()
    yield db, STORES[request.param](db)
    await db.close()


def rec(day: str = "2026-03-01", conversation: str = "g:1", member: str = "2001", *,
        model: str = "m", purpose: str = "chat", prompt: int = 100, completion: int = 10,
        cached: int = 0, cost: float | None = None) -> UsageRecord:
    return UsageRecord(at=0.0, day=day, conversation=conversation, member=member, model=model,
                       purpose=purpose, prompt_tokens=prompt, completion_tokens=completion,
                       cached_tokens=cached, cost=cost)


async def test_records_ride_along_with_the_next_transaction(
    db_and_store: tuple[Database, UsageStore],
) -> None:
    db, store = db_and_store
    store.add(rec(prompt=100, completion=10, cached=40))
    # Someone else's write commits the record with it: no commit of its own.
    await KVStore(db).set("other", "k", 1)
    rows = await db.conn.execute_fetchall("SELECT COUNT(*) FROM kv WHERE namespace = 'other'")
    assert next(iter(rows))[0] == 1
    transactions = 0
    original = db.transaction

    def counting():  # type: ignore[no-untyped-def]
        nonlocal transactions
        transactions += 1
        return original()

    db.transaction = counting  # type: ignore[method-assign]
    assert await store.totals("2026-03-01", "2026-03-01") == UsageTotals(1, 100, 10, 40)
    assert transactions == 0  # nothing was left to flush


async def test_a_failed_transaction_keeps_the_records_for_the_next(
    db_and_store: tuple[Database, UsageStore],
) -> None:
    db, store = db_and_store
    store.add(rec(prompt=7, completion=3))

    class Boom(Exception):
        pass

    with pytest.raises(Boom):
        async with db.transaction():
            raise Boom
    store.add(rec(prompt=1, completion=1))
    await store.flush()
    totals = await store.totals("2026-03-01", "2026-03-01")
    assert (totals.calls, totals.prompt_tokens, totals.completion_tokens) == (2, 8, 4)


async def test_totals_by_conversation_member_purpose_and_days(
    db_and_store: tuple[Database, UsageStore],
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
    db_and_store: tuple[Database, UsageStore],
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


async def test_daily_and_day_tokens(db_and_store: tuple[Database, UsageStore]) -> None:
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


async def test_records_survive_reopening(tmp_path: Path) -> None:
    for name, make in STORES.items():
        path = tmp_path / f"{name}.db"
        db = Database(path)
        await db.open()
        store = make(db)
        store.add(rec(prompt=11, completion=1, cost=0.001))
        await store.flush()
        await db.close()
        db = Database(path)
        await db.open()
        totals = await make(db).totals("2026-03-01", "2026-03-01")
        assert (totals.calls, totals.tokens, totals.cost) == (1, 12, pytest.approx(0.001))
        await db.close()


async def test_a_ride_that_cannot_succeed_costs_one_transaction_at_most(tmp_path: Path
                                                                          ) -> None:
    db = Database(tmp_path / "broken.db")
    await db.open()
    sql = SqlUsageStore(db)
    kv = KVUsageStore(db)
    await db.conn.execute("DROP TABLE model_usage")
    sql.add(rec())
    with pytest.raises(Exception, match="model_usage"):
        await KVStore(db).set("other", "k", 1)
    await KVStore(db).set("other", "k", 2)  # the broken records are gone, not retried
    assert await KVStore(db).get("other", "k") == 2
    # A KV day value that does not parse: its records are dropped, the ride is not.
    await db.conn.execute("INSERT INTO kv VALUES ('usage', '2026-03-01', 'not json', 0)")
    kv.add(rec())
    await KVStore(db).set("other", "k", 3)
    assert await KVStore(db).get("other", "k") == 3 and not kv._buffer.has_pending()
    await db.close()
