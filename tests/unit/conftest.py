"""Fixtures the unit tests of several modules share."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from mnemo.store import Database, PostgresDatabase, Stores, open_stores
from mnemo.store.postgres import PostgresRecallIndex
from mnemo.store.sql import SqlHistoryStore
from tests.postgres import open_database


@pytest.fixture(params=["sql", "kv", "postgres"])
async def stores(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Stores]:
    if request.param == "postgres":
        async with open_database("postgres", tmp_path / "unused.db") as pg:
            assert isinstance(pg, PostgresDatabase)
            # The bot's PostgreSQL stores with the index wired into the history store.
            s = open_stores(pg)
            s.recall = PostgresRecallIndex(pg)
            s.history = SqlHistoryStore(pg, s.recall)
            await s.prepare()
            yield s
        return
    db = Database(tmp_path / "r.db")
    await db.open()
    s = open_stores(db, request.param)
    await s.prepare()
    yield s
    await db.close()
