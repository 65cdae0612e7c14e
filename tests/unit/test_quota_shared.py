"""Quotas on a database several processes share: one limit and one alert for all of them.

Two `Quotas` on two connections pools of one PostgreSQL schema stand for two bot
processes; every figure is read back from the real server.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator

import asyncpg
import pytest

from mnemo.quota import Limits, Notice, Quotas
from mnemo.store.postgres import PostgresDatabase, PostgresKVStore
from mnemo.store.postgres.tallies import PostgresTallies
from mnemo.store.sql.usage import SqlUsageStore
from mnemo.store.turnlock import AdvisoryTurnLock
from tests.postgres import fresh_schema


class Process:
    def __init__(self, db: PostgresDatabase, told: list[Notice]) -> None:
        self.db = db
        self.tallies = PostgresTallies(db)
        self.quotas = Quotas(PostgresKVStore(db), time.time)
        self.quotas.member = Limits(hard=100)
        self.quotas.group = Limits(hard=100)
        self.quotas.share(self.tallies)
        self.quotas.on_notice(told.append)

    async def commit(self) -> None:
        """A transaction of this process: what it counted rides on it."""
        await self.db.run(_nothing)


async def _nothing(conn: asyncpg.Connection) -> None:
    return None


@pytest.fixture
async def two() -> AsyncIterator[tuple[Process, Process, list[Notice]]]:
    async with fresh_schema() as url:
        dbs = [PostgresDatabase(url), PostgresDatabase(url)]
        told: list[Notice] = []
        for db in dbs:
            await db.open()
        a, b = Process(dbs[0], told), Process(dbs[1], told)
        try:
            for p in (a, b):
                await p.quotas.load(SqlUsageStore(p.db))
            yield a, b, told
        finally:
            for p in (a, b):
                await p.quotas.close()
                await p.db.close()


async def test_a_limit_holds_across_processes(
    two: tuple[Process, Process, list[Notice]],
) -> None:
    a, b, _ = two
    a.quotas.add("g:1", "7", 60)
    await a.commit()
    assert b.quotas.check("g:1", "7") is None
    # b's turn lock reads what a added in its own round trip: the turn's check counts it.
    lock = AdvisoryTurnLock(b.db)
    try:
        lease = await lock.acquire("g:1")
        assert b.quotas.used("g:1", "7") == (60, 60, 60)
        b.quotas.add("g:1", "7", 50)
        note = b.quotas.check("g:1", "7")
        assert note is not None and note.level == "hard" and note.scope == "member"
        await b.commit()
        await lease.release()
    finally:
        await lock.close()
    # a reads the shared rows back: over the limit there too, not at twice it.
    await a.quotas.refresh()
    assert a.quotas.used("g:1", "7") == (110, 110, 110)
    note = a.quotas.check("g:1", "7")
    assert note is not None and note.level == "hard"
    # Another member of another group is still free; a restart starts from the server.
    assert a.quotas.check("g:2", "8") is None
    again = Process(a.db, [])
    await again.quotas.load(SqlUsageStore(a.db))
    try:
        assert again.quotas.used("g:1", "7") == (110, 110, 110)
    finally:
        await again.quotas.close()


async def test_an_alert_is_told_by_one_process(
    two: tuple[Process, Process, list[Notice]],
) -> None:
    a, b, told = two
    # Both cross 80 % of the group's quota before either has read the other.
    a.quotas.add("g:1", "7", 90)
    b.quotas.add("g:1", "8", 90)
    await a.quotas.flush()
    await b.quotas.flush()
    assert [(n.kind, n.group) for n in told] == [("group_quota", "g:1")]
    # And the once-a-day notice of a cheaper model past a soft limit: one process tells it.
    for p in (a, b):
        p.quotas.member = Limits(soft=50, hard=100)
        p.quotas.fallback_model = "cheap-model"
    note = a.quotas.check("g:1", "7")
    assert note is not None and note.level == "soft"
    firsts = [await p.quotas.first_notice("g:1", "7", note) for p in (a, b, a)]
    assert firsts == [True, False, False]
