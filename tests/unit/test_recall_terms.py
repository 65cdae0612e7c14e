"""The SQLite recall index writes an entry's FTS terms a moment after its turn, for many
turns at once: what a member said is still found at once, after a clean stop and after
a crash."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

from mnemo.message import Message
from mnemo.recall.search import Recall
from mnemo.store import Database, Stores, open_stores
from mnemo.store.sql import SqliteRecallIndex


def said(text: str, at: float) -> Message:
    return Message({"role": "user", "content": f"[2026-01-01 10:00] 小明(1): {text}"},
                   tokens=10, created_at=at)


@contextlib.asynccontextmanager
async def opened(path: Path) -> AsyncIterator[tuple[Stores, SqliteRecallIndex]]:
    """The stores on a fresh database whose terms only a reader (or a stop) writes."""
    db = Database(path)
    await db.open()
    try:
        stores = open_stores(db)
        await stores.prepare()
        index = stores.recall
        assert isinstance(index, SqliteRecallIndex)
        index.terms.DELAY = 3600  # the moment never comes
        yield stores, index
    finally:
        await db.close()


def fts_rows(path: Path) -> int:
    with sqlite3.connect(path) as raw:
        return int(raw.execute("SELECT COUNT(*) FROM recall_fts").fetchone()[0])


async def test_turns_share_one_terms_write_and_a_search_never_misses_one(
        tmp_path: Path) -> None:
    async with opened(tmp_path / "m.db") as (stores, index):
        for i, text in enumerate(["周末去成都吃火锅", "我养了一只橘猫", "下周三去北京出差"]):
            await stores.history.append("g:1", [said(text, 10.0 + i)])
        # Stored with their turns: counted at once, the terms not written yet.
        assert await index.docs("g:1", [1, 2, 3]) != []
        assert fts_rows(tmp_path / "m.db") == 0
        writes = index.terms.writes
        # A search writes what is behind first: the newest turn is found.
        hits = await Recall(index).search("g:1", "北京出差", limit=1)
        assert [h.doc.said for h in hits] == ["下周三去北京出差"]
        assert index.terms.writes == writes + 1  # three turns, one transaction
        assert fts_rows(tmp_path / "m.db") == 3
        assert await index.count("g:1") == 3


async def test_a_clean_stop_leaves_no_entry_without_terms(tmp_path: Path) -> None:
    db = Database(tmp_path / "m.db")
    await db.open()
    stores = open_stores(db)
    await stores.prepare()
    await stores.history.append("g:1", [said("我养了一只橘猫", 1.0), said("叫咪咪", 2.0)])
    await db.close()
    assert fts_rows(tmp_path / "m.db") == 2


async def test_terms_a_crash_left_unwritten_are_written_at_the_next_start(
        tmp_path: Path) -> None:
    crashed = Database(tmp_path / "m.db")
    await crashed.open()
    stores = open_stores(crashed)
    await stores.prepare()
    assert isinstance(stores.recall, SqliteRecallIndex)
    stores.recall.terms.DELAY = 3600
    await stores.history.append("g:1", [said("周末去成都吃火锅", 1.0)])
    await stores.history.append("g:2", [said("下周三去北京出差", 2.0)])
    # The process dies here: no close, the terms never written.
    assert fts_rows(tmp_path / "m.db") == 0

    db = Database(tmp_path / "m.db")
    await db.open()
    try:
        again = open_stores(db)
        await again.prepare()
        assert fts_rows(tmp_path / "m.db") == 2
        for session, query, text in (("g:1", "火锅", "周末去成都吃火锅"),
                                     ("g:2", "出差", "下周三去北京出差")):
            hits = await Recall(again.recall).search(session, query, limit=1)
            assert [h.doc.said for h in hits] == [text]
    finally:
        await db.close()
        await crashed.close()


async def test_terms_go_a_batch_per_transaction(tmp_path: Path) -> None:
    async with opened(tmp_path / "m.db") as (stores, index):
        index.terms.BATCH = 2
        await stores.history.append("g:1", [said(f"第{i}条消息", float(i)) for i in range(5)])
        writes = index.terms.writes
        # The background write takes one batch, and comes back for the rest.
        assert await index.terms.write(everything=False) == 2
        assert index.terms.behind and fts_rows(tmp_path / "m.db") == 2
        # A reader takes everything, still a batch per transaction.
        assert await index.terms.write() == 3
        assert not index.terms.behind and fts_rows(tmp_path / "m.db") == 5
        assert index.terms.writes == writes + 3
