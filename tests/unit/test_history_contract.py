"""The history stores' contract, run against every backend: both on real SQLite files,
and PostgreSQL on a real server (a schema of its own per test).

Also the background writer, the image-free persisted copy and the compaction log.
"""

from __future__ import annotations

import asyncio
import base64
import copy
import hashlib
import json
import logging
import tempfile
from collections import defaultdict
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mnemo import tokens
from mnemo.images import image_hash, persistable
from mnemo.message import SUMMARY, Message
from mnemo.store import (
    CompactionLog,
    CompactionRecord,
    Database,
    HistoryWriter,
    KVStore,
    NoRecallIndex,
    PostgresDatabase,
    StoreDatabase,
)
from mnemo.store.kv import KVCompactionLog, KVHistoryStore
from mnemo.store.kv.compactions import KV_KEEP
from mnemo.store.postgres import PostgresRecallIndex
from mnemo.store.sql import SqlCompactionLog, SqlHistoryStore, SqliteRecallIndex
from mnemo.store.sqlite import after_commit
from tests.postgres import fresh_schema
from tests.stored import kept_messages, stored_version

# Any, not HistoryStore: the tests also use archive_batches, which the protocol lacks.
StoreFactory = Callable[[Any], Any]
# As the bot builds them: the SQLite ones each with the recall index.
STORES: dict[str, StoreFactory] = {
    "sql": lambda db: SqlHistoryStore(db, SqliteRecallIndex(db)),
    "kv": lambda db: KVHistoryStore(db, SqliteRecallIndex(db)),
    "postgres": lambda db: SqlHistoryStore(db, PostgresRecallIndex(db)),
}
# Which database each backend runs on.
DIALECT = {"sql": "sqlite", "kv": "sqlite", "postgres": "postgres"}

PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4
PNG_URI = "data:image/png;base64," + base64.b64encode(PNG).decode()


def user(text: str, tokens: int = 7, at: float = 1_700_000_000.0) -> Message:
    return Message({"role": "user", "content": text}, tokens=tokens, created_at=at)


def turn(i: int) -> list[Message]:
    return [user(f"问题 {i}", tokens=i, at=1000.0 + i), assistant(f"回答 {i}", at=1000.5 + i)]


def assistant(text: str, at: float = 1_700_000_001.0) -> Message:
    return Message({"role": "assistant", "content": text}, tokens=5, created_at=at)


def stored(m: Message) -> Message:
    """What a store gives back for `m`: images as markers, counted as such."""
    data = persistable(m.data)
    count = m.tokens if data is m.data else tokens.count_message(data)
    return Message(data, tokens=count, kind=m.kind, created_at=m.created_at)


@pytest.fixture
async def db(tmp_path: Path) -> AsyncIterator[Database]:
    database = Database(tmp_path / "t.db")
    await database.open()
    yield database
    await database.close()


class Place:
    """Where a backend's data lives; `open()` gives a new database on it each time, so a
    test can close one and open the same data again."""

    def __init__(self, dialect: str, location: str) -> None:
        self.dialect = dialect
        self.location = location

    async def open(self) -> StoreDatabase:
        database: StoreDatabase = (PostgresDatabase(self.location) if self.dialect == "postgres"
                                   else Database(self.location))
        await database.open()
        return database


@pytest.fixture(params=sorted(STORES))
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def make_store(backend: str) -> StoreFactory:
    return STORES[backend]


@pytest.fixture
async def place(backend: str, tmp_path: Path) -> AsyncIterator[Place]:
    if DIALECT[backend] == "postgres":
        async with fresh_schema() as url:
            yield Place("postgres", url)
    else:
        yield Place("sqlite", str(tmp_path / "t.db"))


@pytest.fixture
async def any_db(place: Place) -> AsyncIterator[StoreDatabase]:
    database = await place.open()
    yield database
    await database.close()


@pytest.fixture
def store(make_store: StoreFactory, any_db: StoreDatabase) -> Any:
    return make_store(any_db)


async def fail_writes_containing(database: StoreDatabase, word: str) -> None:
    """A real database failure for any history row whose text holds `word`."""
    if isinstance(database, PostgresDatabase):
        await database.execute(
            "CREATE FUNCTION fail_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
            f"IF NEW.payload LIKE '%{word}%' THEN RAISE EXCEPTION 'disk full'; END IF; "
            "RETURN NEW; END $$; "
            "CREATE TRIGGER fail_m BEFORE INSERT ON chat_message "
            "FOR EACH ROW EXECUTE FUNCTION fail_write()")
        return
    assert isinstance(database, Database)
    await database.conn.executescript(
        "CREATE TEMP TRIGGER fail_m BEFORE INSERT ON chat_message "
        f"WHEN NEW.payload LIKE '%{word}%' BEGIN SELECT RAISE(ABORT, 'disk full'); END;"
        f"CREATE TEMP TRIGGER fail_kv BEFORE INSERT ON kv WHEN NEW.value LIKE '%{word}%' "
        "AND NEW.namespace = 'history' BEGIN SELECT RAISE(ABORT, 'disk full'); END;"
    )


async def summary(store: Any, session: str) -> list[tuple[int, str, int]]:
    batches = await store.archive_batches(session)
    return [(b["batch"], b["reason"], b["message_count"]) for b in batches]


# --- the store contract -------------------------------------------------------------


async def test_round_trip_keeps_data_tokens_kind_and_order(store: Any) -> None:
    call = {"id": "call_1", "type": "function", "function": {"name": "f", "arguments": "{}"}}
    messages = [
        Message({"role": "user", "content": "以下是之前的对话摘要：\n…"}, 30, SUMMARY, 1.5),
        user("hi", tokens=3, at=2.25),
        Message({"role": "assistant", "content": None, "tool_calls": [call]}, 12, created_at=3.0),
        Message({"role": "tool", "tool_call_id": "call_1", "content": "ok"}, 6, created_at=4.0),
        assistant("done", at=5.0),
    ]
    await store.append("g:1", messages)
    loaded = await store.load("g:1")
    assert loaded == messages
    assert [m.kind for m in loaded] == [SUMMARY, "chat", "chat", "chat", "chat"]


async def test_load_of_an_unknown_session_is_empty(store: Any) -> None:
    assert await store.load("f:404") == []
    assert await store.archive_batches("f:404") == []


async def test_append_is_incremental(store: Any) -> None:
    await store.append("g:1", turn(1))
    await store.append("g:1", turn(2))
    await store.append("g:1", [])
    assert await store.load("g:1") == turn(1) + turn(2)


async def test_sessions_are_isolated(store: Any) -> None:
    await store.append("g:1", turn(1))
    await store.append("f:1", turn(2))
    await store.append("g:1", turn(3))
    await store.clear("f:1")
    assert await store.load("g:1") == turn(1) + turn(3)
    assert await store.load("f:1") == []
    assert await store.archive_batches("g:1") == []
    assert await store.restore_last("g:1") is False


async def test_replace_swaps_the_messages_and_archives_the_old_ones(store: Any) -> None:
    await store.append("g:1", turn(1) + turn(2))
    new = [Message({"role": "user", "content": "摘要"}, 9, SUMMARY, 9.0), *turn(3)]
    await store.replace("g:1", new)
    assert await store.load("g:1") == new
    assert await summary(store, "g:1") == [(1, "replace", 4)]
    # Appends after a replace continue the new list.
    await store.append("g:1", turn(4))
    assert await store.load("g:1") == new + turn(4)


async def test_replace_is_atomic(store: Any, any_db: StoreDatabase) -> None:
    await store.append("g:1", turn(1))
    # A real database failure in the middle of the transaction: after the old messages
    # were archived and removed, writing the new ones fails.
    await fail_writes_containing(any_db, "BOOM")
    with pytest.raises(Exception, match="disk full"):
        await store.replace("g:1", [user("BOOM")])
    assert await store.load("g:1") == turn(1)
    assert await store.archive_batches("g:1") == []
    # The failed transaction was rolled back, not left open.
    await store.replace("g:1", turn(2))
    assert await store.load("g:1") == turn(2)
    assert await summary(store, "g:1") == [(1, "replace", 2)]


async def test_append_many_lands_or_fails_each_conversation_on_its_own(
        store: Any, any_db: StoreDatabase) -> None:
    await store.append("g:1", turn(1))
    await fail_writes_containing(any_db, "BOOM")
    failed = await store.append_many({"g:1": turn(2), "g:2": [user("x"), user("BOOM")],
                                      "f:3": turn(3)})
    assert list(failed) == ["g:2"] and "disk full" in str(failed["g:2"])
    assert await store.load("g:1") == turn(1) + turn(2)
    assert await store.load("g:2") == []
    assert await store.load("f:3") == turn(3)
    # A lone conversation's failure is the transaction's: raised, as `append` does.
    with pytest.raises(Exception, match="disk full"):
        await store.append_many({"g:2": [user("BOOM")]})
    assert await store.append_many({}) == {}
    assert await store.append_many({"g:2": turn(4), "g:1": []}) == {}
    assert await store.load("g:2") == turn(4)
    assert sorted(c.key for c in await store.conversations()) == ["f:3", "g:1", "g:2"]


async def test_isolated_undoes_only_its_own_part(any_db: StoreDatabase) -> None:
    rows = any_db.rows()
    await rows.write(lambda conn: conn.execute("CREATE TABLE iso (v INTEGER)"))
    ran: list[str] = []

    async def work(conn: Any) -> None:
        async def part(v: int, fail: bool) -> None:
            await conn.execute("INSERT INTO iso (v) VALUES ($1)", v)
            after_commit(conn.raw, lambda: ran.append(f"after {v}"))
            if fail:
                raise ValueError(v)

        assert await conn.isolated(lambda: part(1, False)) is None
        failed = await conn.isolated(lambda: part(2, True))
        assert isinstance(failed, ValueError)
        assert await conn.isolated(lambda: part(3, False)) is None

    await rows.write(work)
    assert sorted(r[0] for r in await rows.fetch("SELECT v FROM iso")) == [1, 3]
    if isinstance(any_db, Database):
        # What the undone part left for after the commit went with it.
        assert ran == ["after 1", "after 3"]


async def test_replace_prefix_keeps_what_came_after_the_prefix(store: Any) -> None:
    await store.append("g:1", turn(1) + turn(2))
    await store.append("g:1", turn(3))  # said while the summary was being written
    head = [Message({"role": "user", "content": "摘要"}, 9, SUMMARY, 9.0)]
    assert await store.replace_prefix("g:1", turn(1) + turn(2), head) is True
    assert await store.load("g:1") == head + turn(3)
    # The whole history before the swap is archived, so a restore loses nothing.
    assert await summary(store, "g:1") == [(1, "replace", 6)]
    await store.append("g:1", turn(4))
    assert await store.load("g:1") == head + turn(3) + turn(4)
    assert await store.restore_last("g:1") is True
    assert await store.load("g:1") == turn(1) + turn(2) + turn(3)


async def test_replace_prefix_of_more_than_is_stored_changes_nothing(store: Any) -> None:
    head = [Message({"role": "user", "content": "摘要"}, 9, SUMMARY, 9.0)]
    assert await store.replace_prefix("g:1", turn(1)[:1], head) is False
    await store.append("g:1", turn(1))
    assert await store.replace_prefix("g:1", turn(1) + turn(2)[:1], head) is False
    assert await store.load("g:1") == turn(1)
    assert await store.archive_batches("g:1") == []
    # The whole list is a prefix too; and the prefix may grow (a turn cut to fit).
    assert await store.replace_prefix("g:1", turn(1), head + turn(2)) is True
    assert await store.load("g:1") == head + turn(2)
    assert await store.replace_prefix("g:1", [], turn(0)) is True
    assert await store.load("g:1") == turn(0) + head + turn(2)


async def test_replace_prefix_of_other_messages_is_refused(store: Any) -> None:
    """The stored conversation holds as many messages as the summary read, but not those
    (an inline compaction's replace reached the store, the window's copy did not): the
    summary would replace talk it never read, so nothing is replaced."""
    await store.append("g:1", turn(1) + turn(2) + turn(3))
    head = [Message({"role": "user", "content": "摘要"}, 9, SUMMARY, 9.0)]
    assert await store.replace_prefix("g:1", turn(1) + turn(4), head) is False
    # One message off by its token count only is another message too.
    retold = Message(turn(1)[0].data, tokens=turn(1)[0].tokens + 1,
                     created_at=turn(1)[0].created_at)
    assert await store.replace_prefix("g:1", [retold, *turn(1)[1:]], head) is False
    assert await store.load("g:1") == turn(1) + turn(2) + turn(3)
    assert await store.archive_batches("g:1") == []
    assert await store.replace_prefix("g:1", turn(1) + turn(2), head) is True
    assert await store.load("g:1") == head + turn(3)


async def test_replace_prefix_is_atomic(store: Any, any_db: StoreDatabase) -> None:
    await store.append("g:1", turn(1) + turn(2))
    # Writing the summary fails after the history was archived and removed.
    await fail_writes_containing(any_db, "BOOM")
    with pytest.raises(Exception, match="disk full"):
        await store.replace_prefix("g:1", turn(1), [user("BOOM")])
    assert await store.load("g:1") == turn(1) + turn(2)
    assert await store.archive_batches("g:1") == []
    # The failed transaction was rolled back, not left open.
    assert await store.replace_prefix("g:1", turn(1), turn(3)) is True
    assert await store.load("g:1") == turn(3) + turn(2)


async def test_clear_archives_and_empties(store: Any) -> None:
    await store.append("g:1", turn(1))
    await store.clear("g:1")
    assert await store.load("g:1") == []
    assert await summary(store, "g:1") == [(1, "clear", 2)]
    # Nothing to archive: no empty batch.
    await store.clear("g:1")
    assert await summary(store, "g:1") == [(1, "clear", 2)]
    await store.append("g:1", turn(2))
    assert await store.load("g:1") == turn(2)


async def test_restore_last(store: Any) -> None:
    assert await store.restore_last("g:1") is False
    await store.append("g:1", turn(1))
    await store.replace("g:1", turn(2))
    assert await store.restore_last("g:1") is True
    assert await store.load("g:1") == turn(1)
    # What the restore replaced is archived in turn, so restoring again swaps back.
    assert await summary(store, "g:1") == [(2, "restore", 2)]
    assert await store.restore_last("g:1") is True
    assert await store.load("g:1") == turn(2)
    await store.append("g:1", turn(3))
    assert await store.load("g:1") == turn(2) + turn(3)


async def test_restore_after_clear(store: Any) -> None:
    await store.append("g:1", turn(1))
    await store.clear("g:1")
    assert await store.restore_last("g:1") is True
    assert await store.load("g:1") == turn(1)
    assert await store.archive_batches("g:1") == []
    assert await store.restore_last("g:1") is False


async def test_conversations_count_the_active_messages(store: Any) -> None:
    assert await store.conversations() == []
    await store.append("g:1", turn(1))  # tokens 1 + 5, newest at 1001.5
    await store.append("f:2", turn(5))  # tokens 5 + 5, newest at 1005.5
    await store.append("g:1", turn(2))  # tokens 2 + 5, newest at 1002.5
    listed = await store.conversations()
    assert [(c.key, c.messages, c.tokens, c.last_active) for c in listed] == [
        ("f:2", 2, 10, 1005.5), ("g:1", 4, 13, 1002.5),
    ]
    # What replace and clear took out is no longer counted; an emptied one is not listed.
    await store.replace("g:1", turn(3))
    await store.clear("f:2")
    listed = await store.conversations()
    assert [(c.key, c.messages, c.tokens) for c in listed] == [("g:1", 2, 8)]


async def test_archived_pages_newest_batch_first(store: Any) -> None:
    assert await store.archived("g:1") == []
    await store.append("g:1", turn(1))
    await store.replace("g:1", turn(2))  # batch 1: turn(1)
    await store.clear("g:1")  # batch 2: turn(2)
    everything = await store.archived("g:1")
    assert [(a.batch, a.reason, a.message) for a in everything] == [
        (2, "clear", turn(2)[0]), (2, "clear", turn(2)[1]),
        (1, "replace", turn(1)[0]), (1, "replace", turn(1)[1]),
    ]
    page = await store.archived("g:1", offset=1, limit=2)
    assert [a.message for a in page] == [turn(2)[1], turn(1)[0]]
    assert await store.archived("g:1", offset=4) == []
    assert await store.archived("g:1", limit=0) == []
    assert await store.archived("f:9") == []


async def test_prune_archive(store: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    now = [100.0]
    monkeypatch.setattr("time.time", lambda: now[0])
    await store.replace("g:1", turn(1))  # nothing to archive yet
    now[0] = 200.0
    await store.replace("g:1", turn(2) + turn(3))  # archives turn(1)
    now[0] = 300.0
    await store.clear("g:1")  # archives turn(2) + turn(3)
    monkeypatch.undo()
    await store.append("f:1", turn(9))
    await store.clear("f:1")  # archived now, long after 300.0

    assert await store.prune_archive(150.0) == 0
    assert await store.prune_archive(250.0) == 2
    assert await summary(store, "g:1") == [(2, "clear", 4)]
    assert await store.prune_archive(250.0) == 0
    assert await store.prune_archive(301.0) == 4
    assert await store.archive_batches("g:1") == []
    assert await store.restore_last("g:1") is False
    assert await summary(store, "f:1") == [(1, "clear", 2)]


async def test_images_become_markers_in_storage_only(store: Any) -> None:
    remote = "https://multimedia.nt.qq.com.cn/download?appid=1407&fileid=abc"
    data = {
        "role": "user",
        "content": [
            {"type": "text", "text": "看看这两张"},
            {"type": "image_url", "image_url": {"url": PNG_URI}},
            {"type": "image_url", "image_url": {"url": remote, "detail": "low"}},
        ],
    }
    msg = Message(data, tokens=200, created_at=1.0)
    before = copy.deepcopy(msg.data)
    await store.append("g:1", [msg])
    await store.replace("g:2", [msg])
    assert msg.data == before
    png_hash = hashlib.sha256(PNG).hexdigest()[:12]
    url_hash = hashlib.sha256(remote.encode()).hexdigest()[:12]
    stored = {"role": "user", "content": f"看看这两张[图片 {png_hash}][图片 {url_hash}]"}
    # Counted as it is stored: the images' cost left with them (a reloaded window would
    # otherwise think it is fuller than it is, and compress early).
    expected = Message(stored, tokens=tokens.count_message(stored), created_at=1.0)
    assert expected.tokens < 200
    assert await store.load("g:1") == [expected]
    assert await store.load("g:2") == [expected]


async def test_persists_across_reopening(make_store: StoreFactory, place: Place) -> None:
    first = await place.open()
    store = make_store(first)
    await store.append("g:1", turn(1))
    await store.replace("g:1", turn(2))
    await store.append("g:1", turn(3))
    await store.append("f:7", turn(4))
    await first.close()

    again = await place.open()
    try:
        store = make_store(again)
        assert await store.load("g:1") == turn(2) + turn(3)
        assert await store.load("f:7") == turn(4)
        assert await summary(store, "g:1") == [(1, "replace", 2)]
        assert await store.restore_last("g:1") is True
        assert await store.load("g:1") == turn(1)
    finally:
        await again.close()


async def test_unicode(store: Any) -> None:
    texts = [
        "你好，世界",
        "emoji 😀👍🏽 and 𝕏",
        "quote \" backslash \\ nul \x00 end",
        "\u202eRTL",
        "",
    ]
    messages = [user(t, at=float(i)) for i, t in enumerate(texts)]
    await store.append("g:1", messages)
    await store.replace("g:中文", messages)
    assert await store.load("g:1") == messages
    assert await store.load("g:中文") == messages


# --- SQL specifics ------------------------------------------------------------------


async def test_sql_append_touches_only_the_new_rows(db: Database) -> None:
    store = SqlHistoryStore(db, SqliteRecallIndex(db))
    changes = []
    for history in (0, 500):
        await store.append("g:1", [user(str(i)) for i in range(history)])
        before = db.conn.total_changes
        await store.append("g:1", turn(history))
        changes.append(db.conn.total_changes - before)
    # One chat_session upsert plus, per new message, its row, its index entry and its
    # FTS rows: the same whatever the history.
    assert changes[0] == changes[1]
    rows = await db.conn.execute_fetchall("SELECT msg_count FROM chat_session")
    assert list(rows) == [(504,)]
    plain = SqlHistoryStore(db)  # without an index: exactly the rows it writes
    before = db.conn.total_changes
    await plain.append("g:2", turn(1))
    assert db.conn.total_changes - before == 3


async def test_sql_payload_is_readable_json(db: Database) -> None:
    store = SqlHistoryStore(db)
    await store.append("g:1", [user("你好")])
    rows = await db.conn.execute_fetchall("SELECT role, kind, payload, tokens FROM chat_message")
    assert list(rows) == [("user", "chat", '{"role": "user", "content": "你好"}', 7)]


# --- images ---------------------------------------------------------------------------


def test_image_hash() -> None:
    assert image_hash(PNG_URI) == hashlib.sha256(PNG).hexdigest()[:12]
    # The same picture gets the same hash whatever its MIME label.
    assert image_hash("data:image/jpeg;base64," + base64.b64encode(PNG).decode()) == image_hash(
        PNG_URI
    )
    assert image_hash("https://x/y.png") == hashlib.sha256(b"https://x/y.png").hexdigest()[:12]
    assert len(image_hash("data:image/png;base64,@@not base64@@")) == 12


def test_persistable_leaves_messages_without_images_alone() -> None:
    plain = {"role": "user", "content": "hi"}
    parts = {"role": "user", "content": [{"type": "text", "text": "a"}]}
    none = {"role": "assistant", "content": None, "tool_calls": []}
    for data in (plain, parts, none):
        assert persistable(data) is data


def test_persistable_keeps_other_parts_as_a_list() -> None:
    audio = {"type": "input_audio", "input_audio": {"data": "AAAA", "format": "wav"}}
    data = {"role": "user", "content": [{"type": "image_url", "image_url": {"url": "u"}}, audio]}
    assert persistable(data)["content"] == [
        {"type": "text", "text": f"[图片 {image_hash('u')}]"},
        audio,
    ]


# --- the background writer ------------------------------------------------------------


class Recording:
    """A store wrapper that records calls and can hold writes until `gate` opens."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.calls: list[tuple[str, str, int]] = []
        self.gate = asyncio.Event()
        self.gate.set()
        self.entered = asyncio.Event()
        self.fail_next: Exception | None = None
        self.batches: list[list[str]] = []

    async def _enter(self, kind: str, session: str, count: int) -> None:
        self.calls.append((kind, session, count))
        self.entered.set()
        await self.gate.wait()
        if self.fail_next is not None:
            exc, self.fail_next = self.fail_next, None
            raise exc

    async def load(self, session: str) -> list[Message]:
        return await self.inner.load(session)

    async def append(self, session: str, messages: Sequence[Message]) -> None:
        await self._enter("append", session, len(messages))
        await self.inner.append(session, messages)

    async def append_many(self, writes: dict[str, Sequence[Message]]
                          ) -> dict[str, Exception]:
        # One call, the conversations recorded in the order they were handed over.
        self.batches.append(list(writes))
        for session, messages in writes.items():
            self.calls.append(("append", session, len(messages)))
        self.entered.set()
        await self.gate.wait()
        if self.fail_next is not None:
            exc, self.fail_next = self.fail_next, None
            raise exc
        failed: dict[str, Exception] = await self.inner.append_many(writes)
        return failed

    async def replace(self, session: str, messages: Sequence[Message]) -> None:
        await self._enter("replace", session, len(messages))
        await self.inner.replace(session, messages)

    async def replace_prefix(self, session: str, prefix: Sequence[Message],
                             messages: Sequence[Message]) -> bool:
        await self._enter("replace_prefix", session, len(prefix))
        result: bool = await self.inner.replace_prefix(session, prefix, messages)
        return result

    async def clear(self, session: str) -> None:
        await self._enter("clear", session, 0)
        await self.inner.clear(session)


@pytest.fixture
async def writer(store: Any) -> AsyncIterator[HistoryWriter]:
    w = HistoryWriter(Recording(store))
    w.start()
    yield w
    await w.close()


def rec(writer: HistoryWriter) -> Recording:
    assert isinstance(writer.store, Recording)
    return writer.store


async def test_writer_applies_operations_in_order(writer: HistoryWriter) -> None:
    writer.append("g:1", turn(1))
    writer.replace("g:1", turn(2))
    writer.append("g:1", turn(3))
    writer.clear("g:1")
    writer.append("g:1", turn(4))
    writer.append("f:1", turn(5))
    await writer.flush()
    assert rec(writer).calls == [
        ("append", "g:1", 2),
        ("replace", "g:1", 2),
        ("append", "g:1", 2),
        ("clear", "g:1", 0),
        ("append", "g:1", 2),
        ("append", "f:1", 2),
    ]
    assert await writer.load("g:1") == turn(4)
    assert await rec(writer).inner.restore_last("g:1") is True
    assert await writer.load("g:1") == turn(2) + turn(3)


async def test_writer_replace_prefix_lands_after_the_appends_before_it(
        writer: HistoryWriter, caplog: pytest.LogCaptureFixture) -> None:
    head = [Message({"role": "user", "content": "摘要"}, 9, SUMMARY, 9.0)]
    writer.append("g:1", turn(1))
    writer.append("g:1", turn(2))
    writer.replace_prefix("g:1", turn(1), head)
    writer.append("g:1", turn(3))
    await writer.flush()
    assert rec(writer).calls == [("append", "g:1", 4), ("replace_prefix", "g:1", 2),
                                 ("append", "g:1", 2)]
    assert await writer.load("g:1") == head + turn(2) + turn(3)
    # A prefix the store does not start with (earlier writes failed) keeps the store as
    # it is, and counts as a failed write of the conversation: its copy must reload.
    with caplog.at_level(logging.ERROR):
        writer.replace_prefix("g:1", turn(1) + turn(2), [])
        await writer.flush()
    assert await writer.load("g:1") == head + turn(2) + turn(3)
    assert writer.failures == 1 and "replace_prefix" in caplog.text
    assert writer.failed("g:1") == 1 and writer.failed("f:1") == 0


async def test_writer_puts_the_queued_appends_of_every_conversation_in_one_transaction(
        writer: HistoryWriter) -> None:
    store = rec(writer)
    store.gate.clear()
    writer.append("g:1", turn(1))
    await store.entered.wait()  # the first write is in progress; the rest queue up
    writer.append("g:1", [user("a")])
    writer.append("g:1", turn(2))
    writer.append("f:1", turn(3))
    flushed = asyncio.ensure_future(writer.flush())
    writer.append("g:1", turn(4))
    writer.append("g:1", turn(5))
    writer.replace("f:2", turn(6))  # not an append: a transaction of its own, in order
    writer.append("g:1", turn(7))
    store.gate.set()
    await flushed
    await writer.flush()
    assert store.calls == [
        ("append", "g:1", 2),
        ("append", "g:1", 7),
        ("append", "f:1", 2),
        ("replace", "f:2", 2),
        ("append", "g:1", 2),
    ]
    assert store.batches == [["g:1"], ["g:1", "f:1"], ["g:1"]]
    assert await writer.load("g:1") == [*turn(1), user("a"), *turn(2), *turn(4), *turn(5),
                                        *turn(7)]
    assert await writer.load("f:1") == turn(3)


async def test_writer_fails_only_the_conversation_whose_write_failed(
        writer: HistoryWriter, any_db: StoreDatabase,
        caplog: pytest.LogCaptureFixture) -> None:
    store = rec(writer)
    await fail_writes_containing(any_db, "BOOM")
    store.gate.clear()
    writer.append("g:0", turn(0))
    await store.entered.wait()
    landed = {key: writer.watch_next(key) for key in ("g:1", "g:2", "f:3")}
    writer.append("g:1", turn(1))
    writer.append("g:2", [user("秘密 BOOM")])
    writer.append("f:3", turn(3))
    caplog.set_level(logging.ERROR, logger="mnemo.store.writer")
    store.gate.set()
    await writer.flush()
    assert store.batches[-1] == ["g:1", "g:2", "f:3"]
    assert {key: f.result() for key, f in landed.items()} == {
        "g:1": True, "g:2": False, "f:3": True}
    assert (writer.failed("g:1"), writer.failed("g:2"), writer.failed("f:3")) == (0, 1, 0)
    assert await writer.load("g:1") == turn(1) and await writer.load("f:3") == turn(3)
    assert await writer.load("g:2") == []
    errors = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    assert len(errors) == 1 and "g:2" in errors[0] and "秘密" not in errors[0]


async def test_writer_logs_a_whole_transaction_failing_once(
        writer: HistoryWriter, caplog: pytest.LogCaptureFixture) -> None:
    store = rec(writer)
    store.gate.clear()
    writer.append("g:0", turn(0))
    await store.entered.wait()
    for i in range(1, 4):
        writer.append(f"g:{i}", turn(i))
    store.fail_next = ConnectionError("database away")
    caplog.set_level(logging.ERROR, logger="mnemo.store.writer")
    store.gate.set()
    await writer.flush()
    assert [writer.failed(f"g:{i}") for i in range(4)] == [1, 0, 0, 0]
    # Three conversations in one transaction that fails as a whole.
    store.fail_next = ConnectionError("database away")
    writer.append("g:4", turn(4))
    writer.append("g:5", turn(5))
    writer.append("g:6", turn(6))
    await writer.flush()
    assert store.batches[-1] == ["g:4", "g:5", "g:6"]
    assert [writer.failed(f"g:{i}") for i in range(1, 7)] == [0, 0, 0, 1, 1, 1]
    errors = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    assert len(errors) == 2, errors
    assert "3 conversations" in errors[1] and "ConnectionError" in errors[1]


async def test_writer_stores_the_list_as_it_was_when_enqueued(writer: HistoryWriter) -> None:
    history = turn(1)
    writer.replace("g:1", history)
    history.extend(turn(2))  # the conversation goes on in memory
    writer.append("g:1", turn(2))
    assert await writer.load("g:1") == turn(1) + turn(2)


async def test_writer_logs_a_failure_once_and_goes_on(
    writer: HistoryWriter, caplog: pytest.LogCaptureFixture
) -> None:
    store = rec(writer)
    store.fail_next = ValueError("cannot store 秘密内容 sk-secret")
    caplog.set_level(logging.ERROR, logger="mnemo.store.writer")
    writer.append("g:1", [user("秘密内容 sk-secret")])
    await writer.flush()
    writer.append("g:1", turn(2))
    await writer.flush()
    assert writer.failures == 1
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert len(errors) == 1
    assert "ValueError" in errors[0].getMessage()
    assert "秘密" not in caplog.text and "sk-secret" not in caplog.text
    assert await writer.load("g:1") == turn(2)


async def test_writer_logs_a_postgres_error_by_its_code_not_its_text(
    writer: HistoryWriter, caplog: pytest.LogCaptureFixture
) -> None:
    import asyncpg

    store = rec(writer)
    # PostgreSQL's messages quote the values (here: the key that clashed).
    store.fail_next = asyncpg.exceptions.UniqueViolationError(
        'duplicate key value violates unique constraint: Key (payload)=(秘密内容) exists')
    caplog.set_level(logging.ERROR, logger="mnemo.store.writer")
    writer.append("g:1", [user("秘密内容")])
    await writer.flush()
    assert writer.failures == 1
    assert "UniqueViolationError (SQLSTATE 23505)" in caplog.text
    assert "秘密" not in caplog.text


async def test_writer_flush_waits_for_everything_enqueued(writer: HistoryWriter) -> None:
    await writer.flush()  # idle: returns
    for i in range(20):
        writer.append(f"g:{i % 3}", turn(i))
    await writer.flush()
    inner = rec(writer).inner
    assert await inner.load("g:0") == [m for i in range(0, 20, 3) for m in turn(i)]
    assert await inner.load("g:2") == [m for i in range(2, 20, 3) for m in turn(i)]


async def test_cancelled_request_does_not_lose_its_write(writer: HistoryWriter) -> None:
    store = rec(writer)
    store.gate.clear()
    said = asyncio.Event()

    async def request() -> None:
        writer.append("g:1", turn(1))
        said.set()
        await asyncio.Event().wait()  # the model call that /stop cancels

    task = asyncio.create_task(request())
    await said.wait()
    await store.entered.wait()  # the write is in progress
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    store.gate.set()
    assert await writer.load("g:1") == turn(1)
    assert writer.failures == 0


async def test_writer_close_flushes_then_refuses(store: Any) -> None:
    writer = HistoryWriter(store)
    writer.append("g:1", turn(1))  # before start: kept until the worker runs
    writer.start()
    writer.append("g:1", turn(2))
    await writer.close()
    assert await store.load("g:1") == turn(1) + turn(2)
    writer.append("g:1", turn(3))
    assert writer.failures == 1
    await writer.flush()
    assert await store.load("g:1") == turn(1) + turn(2)


async def test_writer_close_without_start_still_writes(store: Any) -> None:
    writer = HistoryWriter(store)
    writer.append("g:1", turn(1))
    await writer.close()
    assert await store.load("g:1") == turn(1)


async def test_writer_flush_during_close_returns(writer: HistoryWriter) -> None:
    store = rec(writer)
    store.gate.clear()
    writer.append("g:1", turn(1))
    await store.entered.wait()
    closing = asyncio.create_task(writer.close())
    flushing = asyncio.create_task(writer.flush())
    store.gate.set()
    await asyncio.gather(closing, flushing)
    assert await store.inner.load("g:1") == turn(1)


async def test_writer_flush_without_start_is_an_error(store: Any) -> None:
    writer = HistoryWriter(store)
    await writer.flush()  # nothing pending
    writer.append("g:1", turn(1))
    with pytest.raises(RuntimeError, match="start"):
        await writer.flush()


# --- the same behaviour as a model, on random operation sequences -----------------------


class Model:
    """The store semantics in memory: active lists plus numbered archive batches."""

    def __init__(self) -> None:
        self.active: dict[str, list[Message]] = defaultdict(list)
        self.archive: dict[str, list[tuple[int, str, list[Message]]]] = defaultdict(list)

    def _archive(self, s: str, reason: str, number: int | None = None) -> None:
        if self.active[s]:
            batches = self.archive[s]
            if number is None:
                number = batches[-1][0] + 1 if batches else 1
            batches.append((number, reason, self.active[s]))

    def append(self, s: str, ms: list[Message]) -> None:
        self.active[s] = self.active[s] + [stored(m) for m in ms]

    def replace(self, s: str, ms: list[Message]) -> None:
        self._archive(s, "replace")
        self.active[s] = [stored(m) for m in ms]

    def replace_prefix(self, s: str, prefix: list[Message], ms: list[Message]) -> bool:
        n = len(prefix)
        if self.active[s][:n] != [stored(m) for m in prefix]:
            return False
        rest = self.active[s][n:]
        self._archive(s, "replace")
        self.active[s] = [stored(m) for m in ms] + rest
        return True

    def clear(self, s: str) -> None:
        self._archive(s, "clear")
        self.active[s] = []

    def restore(self, s: str) -> bool:
        if not self.archive[s]:
            return False
        number, _, messages = self.archive[s].pop()
        self._archive(s, "restore", number + 1)
        self.active[s] = messages
        return True

    def batches(self, s: str) -> list[tuple[int, str, int]]:
        return [(n, reason, len(ms)) for n, reason, ms in reversed(self.archive[s])]


SESSIONS = ["g:1", "f:2"]
content = st.one_of(
    st.text(max_size=12),
    st.lists(
        st.one_of(
            st.builds(lambda t: {"type": "text", "text": t}, st.text(max_size=6)),
            st.builds(
                lambda u: {"type": "image_url", "image_url": {"url": u}},
                st.sampled_from(["https://q/1.png", PNG_URI]),
            ),
        ),
        min_size=1,
        max_size=3,
    ),
)
messages = st.lists(
    st.builds(
        Message,
        data=st.fixed_dictionaries(
            {"role": st.sampled_from(["user", "assistant", "tool"]), "content": content}
        ),
        tokens=st.integers(0, 200_000),
        kind=st.sampled_from(["chat", SUMMARY]),
        created_at=st.floats(0, 4e9, allow_nan=False),
    ),
    max_size=3,
)
session = st.sampled_from(SESSIONS)
operations = st.lists(
    st.one_of(
        st.tuples(st.just("append"), session, messages),
        st.tuples(st.just("replace"), session, messages),
        st.tuples(st.just("replace_prefix"), session, messages, st.integers(0, 6),
                  st.booleans()),
        st.tuples(st.just("clear"), session, st.just([])),
        st.tuples(st.just("restore"), session, st.just([])),
    ),
    max_size=25,
)


async def check_against_model(stores: list[Any], ops: list[tuple[Any, ...]]) -> None:
    model = Model()
    for name, s, ms, *more in ops:
        if name == "replace_prefix":
            # The first n stored messages (as many more as asked past them), or with
            # `other` one of them told apart by its tokens.
            n, other = more
            prefix = model.active[s][:n]
            prefix += [user(f"未存 {i}") for i in range(n - len(prefix))]
            if other and prefix:
                first = prefix[0]
                prefix[0] = Message(first.data, first.tokens + 1, first.kind, first.created_at)
            expected = model.replace_prefix(s, prefix, ms)
            for store in stores:
                assert await store.replace_prefix(s, prefix, ms) is expected
        elif name == "append":
            model.append(s, ms)
            for store in stores:
                await store.append(s, ms)
        elif name == "replace":
            model.replace(s, ms)
            for store in stores:
                await store.replace(s, ms)
        elif name == "clear":
            model.clear(s)
            for store in stores:
                await store.clear(s)
        else:
            expected = model.restore(s)
            for store in stores:
                assert await store.restore_last(s) is expected
    for s in SESSIONS:
        for store in stores:
            assert await store.load(s) == model.active[s]
            assert await summary(store, s) == model.batches(s)


@settings(max_examples=60, deadline=None)
@given(ops=operations)
async def test_stores_match_the_model(ops: list[tuple[Any, ...]]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        # Each example gets a fresh file; both stores share it (they use different tables).
        db = Database(Path(tmp) / "p.db")
        await db.open()
        try:
            await check_against_model([SqlHistoryStore(db), KVHistoryStore(db)], ops)
        finally:
            await db.close()


@pytest.fixture
async def pg_db() -> AsyncIterator[PostgresDatabase]:
    async with fresh_schema() as url:
        database = PostgresDatabase(url)
        await database.open()
        yield database
        await database.close()


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ops=operations)
async def test_postgres_store_matches_the_model(
    pg_db: PostgresDatabase, ops: list[tuple[str, str, list[Message]]]
) -> None:
    # One schema for every example, emptied before each.
    await pg_db.execute("TRUNCATE chat_session, chat_message, chat_archive")
    await check_against_model([SqlHistoryStore(pg_db)], ops)


# --- the compaction log ----------------------------------------------------------------

LOGS: dict[str, Callable[[Any], CompactionLog]] = {
    "sql": SqlCompactionLog,
    "kv": lambda db: KVCompactionLog(KVStore(db)),
    "postgres": SqlCompactionLog,
}


@pytest.fixture
def compaction_log(backend: str, any_db: StoreDatabase) -> CompactionLog:
    return LOGS[backend](any_db)


async def test_compaction_log_newest_first(compaction_log: CompactionLog) -> None:
    assert await compaction_log.last("g:1") is None
    assert await compaction_log.recent("g:1") == []
    summary_rec = CompactionRecord("g:1", 10.0, "summary", 100_000, 60_000, "摘要：喜欢猫", None)
    truncate_rec = CompactionRecord("g:1", 20.0, "truncate", 110_000, 50_000, None, "timeout")
    clear_rec = CompactionRecord("g:1", 30.0, "clear", 50_000, 0)
    other = CompactionRecord("f:2", 25.0, "summary", 9, 3, "s", None)
    for r in (summary_rec, truncate_rec, other, clear_rec):
        await compaction_log.record(r)
    assert await compaction_log.recent("g:1") == [clear_rec, truncate_rec, summary_rec]
    assert await compaction_log.recent("g:1", limit=2) == [clear_rec, truncate_rec]
    assert await compaction_log.recent("g:1", limit=0) == []
    assert await compaction_log.last("g:1") == clear_rec
    assert await compaction_log.last("f:2") == other


async def test_compaction_log_orders_by_time(compaction_log: CompactionLog) -> None:
    late = CompactionRecord("g:1", 50.0, "summary", 10, 5, "b")
    early = CompactionRecord("g:1", 40.0, "summary", 10, 5, "a")
    same_time = CompactionRecord("g:1", 50.0, "truncate", 10, 5)
    for r in (late, early, same_time):
        await compaction_log.record(r)
    assert await compaction_log.recent("g:1") == [same_time, late, early]


def test_compaction_record_rejects_unknown_strategy() -> None:
    with pytest.raises(ValueError, match="strategy"):
        CompactionRecord("g:1", 1.0, "forget", 1, 1)  # type: ignore[arg-type]


async def test_kv_compaction_log_keeps_the_last_50(db: Database) -> None:
    log = KVCompactionLog(KVStore(db))
    for i in range(KV_KEEP + 7):
        await log.record(CompactionRecord("g:1", float(i), "summary", i, 0, f"s{i}"))
    kept = await log.recent("g:1", limit=1000)
    assert len(kept) == KV_KEEP
    assert [r.at for r in kept] == [float(i) for i in range(KV_KEEP + 6, 6, -1)]


async def test_compaction_log_survives_reopen(backend: str, place: Place) -> None:
    db = await place.open()
    rec_ = CompactionRecord("g:1", 1.0, "summary", 10, 5, "sum", None)
    await LOGS[backend](db).record(rec_)
    await db.close()
    db = await place.open()
    try:
        assert await LOGS[backend](db).last("g:1") == rec_
    finally:
        await db.close()


async def test_writer_linger_groups_a_turn_into_one_transaction(tmp_path: Path) -> None:
    db = Database(tmp_path / "linger.db")
    await db.open()
    calls: list[int] = []

    class Counting(SqlHistoryStore):
        async def append_many(self, writes: Any) -> dict[str, Exception]:
            calls.append(sum(len(m) for m in writes.values()))
            return await super().append_many(writes)

    store = Counting(db)
    # A long linger: the flush, not the timer, must end it.
    writer = HistoryWriter(store, linger=60)
    writer.start()
    writer.append("f:1", turn(1)[:1])          # the question...
    await asyncio.sleep(0)                      # ...reaches the worker, which lingers
    writer.append("f:1", turn(1)[1:])           # ...the answer joins it
    await writer.flush()
    assert calls == [2]
    assert [m.data for m in await store.load("f:1")] == [m.data for m in turn(1)]
    # A lone append is written when the linger ends by itself.
    quick = HistoryWriter(store, linger=0.001)
    quick.start()
    done = asyncio.Event()
    real_append = store.append_many

    async def signal(writes: Any) -> dict[str, Exception]:
        failed = await real_append(writes)
        done.set()
        return failed

    store.append_many = signal  # type: ignore[method-assign]
    quick.append("f:2", turn(2))
    await done.wait()
    assert len(await store.load("f:2")) == len(turn(2))
    await writer.close()
    await quick.close()
    await db.close()


# --- each message stored once, and indexed once ----------------------------------------


class Once:
    """A backend's history store with its recall index (each message stored once, and
    indexed once): the store, its database, and what the index holds."""

    def __init__(self, store: Any, database: StoreDatabase,
                 indexed: Callable[[str], Awaitable[list[str]]],
                 entries: Callable[[], Awaitable[int]]) -> None:
        self.store = store
        self.database = database
        self.indexed = indexed  # what a session's entries said, in message order
        self.entries = entries  # entries of every session


@pytest.fixture(params=["kv", "postgres", "sql"])
async def once(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Once]:
    name = str(request.param)
    if DIALECT[name] == "postgres":
        async with fresh_schema() as url:
            pg = PostgresDatabase(url)
            await pg.open()

            async def pg_indexed(session: str) -> list[str]:
                rows = await pg.fetch("SELECT said FROM recall_doc WHERE session_id = $1 "
                                      "ORDER BY msg_id", session)
                return [r[0] for r in rows]

            async def pg_entries() -> int:
                # The term counts too: they go with the entries.
                docs = int(await pg.fetchval("SELECT COUNT(*) FROM recall_doc"))
                counted = await pg.fetchval("SELECT COALESCE(SUM(docs), 0) FROM recall_session")
                assert counted == docs
                return docs

            try:
                yield Once(SqlHistoryStore(pg, PostgresRecallIndex(pg)), pg, pg_indexed,
                           pg_entries)
            finally:
                await pg.close()
        return
    database = Database(tmp_path / "once.db")
    await database.open()

    async def indexed(session: str) -> list[str]:
        rows = await database.conn.execute_fetchall(
            "SELECT said FROM recall_doc WHERE session_id = ? ORDER BY msg_id", (session,))
        return [r[0] for r in rows]

    async def entries() -> int:
        # The FTS rows, not only the documents: both go with the message (the terms a
        # moment later, or as soon as anything reads them).
        assert isinstance(store.index, SqliteRecallIndex)
        await store.index.terms.write()
        rows = await database.conn.execute_fetchall("SELECT COUNT(*) FROM recall_fts")
        return int(next(iter(rows))[0])

    store = STORES[name](database)
    try:
        yield Once(store, database, indexed, entries)
    finally:
        await database.close()


async def test_compressions_store_each_message_once(once: Once) -> None:
    """Rolling compression keeps a suffix each time: no copy of it piles up."""
    store = once.store
    active: list[Message] = []
    for i in range(30):
        active += turn(i)
        await store.append("g:1", turn(i))
        if i % 3 == 2:
            kept = active[-4:]
            active = [Message({"role": "user", "content": f"摘要 {i}"}, 9, SUMMARY, 5000.0 + i),
                      *kept]
            await store.replace("g:1", active)
    assert await store.load("g:1") == active
    # 60 said + 10 summaries, each once, although the kept turns were active in many
    # windows and every window was archived.
    assert await kept_messages(store, "g:1") == 70
    texts = await once.indexed("g:1")
    assert len(texts) == 60 and len(set(texts)) == 60  # summaries are not talk
    # Restore still walks back one compression at a time, as before.
    batches = await summary(store, "g:1")
    assert [b[0] for b in batches] == list(range(10, 0, -1))
    assert await store.restore_last("g:1") is True
    assert [m.text() for m in await store.load("g:1")][-1] == "回答 29"
    assert await kept_messages(store, "g:1") == 70
    # Building the index anew reads each message once too.
    every = [(s, i) for s, i, _ in await store.every_message()]
    assert len(every) == 70 == len(set(every))


async def test_index_follows_prune_and_only_prune(once: Once,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    store = once.store
    now = [100.0]
    monkeypatch.setattr("time.time", lambda: now[0])
    await store.append("g:1", turn(1) + turn(2))
    kept = turn(2)
    await store.replace("g:1", kept)          # turn(1) leaves the window at 100
    now[0] = 200.0
    await store.append("g:1", turn(3))
    await store.clear("g:1")                  # turn(2) + turn(3) archived at 200
    await store.append("g:1", turn(4))
    monkeypatch.undo()
    assert await once.indexed("g:1") == ["问题 1", "回答 1", "问题 2", "回答 2", "问题 3",
                                         "回答 3", "问题 4", "回答 4"]
    # The first batch goes: turn(1) only lived there; turn(2) is in the second batch.
    assert await store.prune_archive(150.0) == 4
    assert await once.indexed("g:1") == ["问题 2", "回答 2", "问题 3", "回答 3", "问题 4",
                                         "回答 4"]
    assert await once.entries() == 6
    assert await store.prune_archive(250.0) == 4
    assert await once.indexed("g:1") == ["问题 4", "回答 4"]  # the active talk stays
    assert await store.restore_last("g:1") is False
    assert await kept_messages(store, "g:1") == 2


async def test_a_failed_write_leaves_no_index_entry(once: Once) -> None:
    """The index is written in the store's transaction: what rolls back leaves no entry."""
    store = once.store
    await store.append("g:1", turn(1))
    await fail_writes_containing(once.database, "BOOM")
    with pytest.raises(Exception, match="disk full"):
        await store.replace("g:1", [user("总结之后"), user("BOOM")])
    with pytest.raises(Exception, match="disk full"):
        await store.append("g:1", [user("这句在前"), user("BOOM")])
    assert await store.load("g:1") == turn(1)
    assert await once.indexed("g:1") == ["问题 1", "回答 1"]
    await store.replace("g:1", [*turn(1), user("总结之后")])
    assert await once.indexed("g:1") == ["问题 1", "回答 1", "总结之后"]


async def test_restore_brings_back_the_same_rows(once: Once) -> None:
    store = once.store
    await store.append("g:1", turn(1) + turn(2))
    await store.replace("g:1", turn(2))
    await store.restore_last("g:1")
    await store.restore_last("g:1")
    await store.restore_last("g:1")
    assert await store.load("g:1") == turn(1) + turn(2)
    assert await kept_messages(store, "g:1") == 4
    assert len(await once.indexed("g:1")) == 4


async def goes_on_after_the_migration(store: Any, at: float) -> None:
    """A migrated history of a, b, c (archived twice) and d takes a new message, and
    /restore swaps the archived conversation back and forth as before."""
    await store.append("g:1", [user("问题e", at=at)])
    assert await store.restore_last("g:1") is True
    assert [m.text() for m in await store.load("g:1")] == ["问题c", "问题d"]
    assert await store.restore_last("g:1") is True  # swaps back, as before
    assert [m.text() for m in await store.load("g:1")] == ["问题d", "问题e"]
    assert (await summary(store, "g:1"))[-1] == (1, "replace", 3)
    assert await kept_messages(store, "g:1") == 5


async def test_replace_prefix_keeps_the_rows_of_the_rest(once: Once) -> None:
    """A background summary swaps the prefix: the turns after it are not stored again."""
    store = once.store
    await store.append("g:1", turn(1) + turn(2))
    await store.append("g:1", turn(3))  # said while the summary was written
    head = [Message({"role": "user", "content": "摘要"}, 9, SUMMARY, 9.0), *turn(2)]
    assert await store.replace_prefix("g:1", turn(1) + turn(2), head) is True
    assert await store.load("g:1") == head + turn(3)
    assert await kept_messages(store, "g:1") == 7  # the summary is the one new row
    assert await once.indexed("g:1") == ["问题 1", "回答 1", "问题 2", "回答 2", "问题 3",
                                         "回答 3"]
    assert [a.message for a in await store.archived("g:1")] == turn(1) + turn(2) + turn(3)


async def test_migration_folds_archived_copies_into_one_row_each(tmp_path: Path) -> None:
    """A database from before: the archive held the kept messages again in every batch."""
    import sqlite3

    from mnemo.store.sqlite import migration_files

    path = tmp_path / "old.db"
    raw = sqlite3.connect(path)
    for version, file in migration_files():
        if version <= 4:
            raw.executescript(file.read_text(encoding="utf-8"))
    raw.execute("PRAGMA user_version = 4")

    def row(session: str, seq: int, text: str, at: float) -> tuple[Any, ...]:
        payload = json.dumps({"role": "user", "content": text}, ensure_ascii=False)
        return (session, seq, "user", "chat", payload, 7, at)

    a, b, c, d = ("问题a", 1.0), ("问题b", 2.0), ("问题c", 3.0), ("问题d", 4.0)
    # Batch 1 was [a, b, c]; a compression kept c; batch 2 was [summary-less c, d];
    # the active conversation is [d].
    archive = [(1, 0, *a), (1, 1, *b), (1, 2, *c), (2, 0, *c), (2, 1, *d)]
    for batch, seq, text, at in archive:
        r = row("g:1", seq, text, at)
        raw.execute("INSERT INTO chat_archive VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (r[0], batch, *r[1:], 10.0 * batch, "replace"))
    raw.execute("INSERT INTO chat_message VALUES (?, ?, ?, ?, ?, ?, ?)", row("g:1", 0, *d))
    raw.execute("INSERT INTO chat_session VALUES ('g:1', 1, 0)")
    raw.commit()
    raw.close()

    db = Database(path)
    await db.open()
    try:
        store = SqlHistoryStore(db, SqliteRecallIndex(db))
        assert [m.text() for m in await store.load("g:1")] == ["问题d"]
        assert await summary(store, "g:1") == [(2, "replace", 2), (1, "replace", 3)]
        assert await kept_messages(store, "g:1") == 4  # a, b, c, d once each
        await goes_on_after_the_migration(store, at=5.0)
    finally:
        await db.close()


async def test_postgres_migration_folds_archived_copies_into_one_row_each() -> None:
    """A PostgreSQL database at migration 007: its archive held the kept messages again in
    every batch. Opening it applies 008, and each message is one row from then on."""
    import asyncpg

    from mnemo.store.postgres.database import migration_files

    def row(text: str, at: float) -> tuple[Any, ...]:
        payload = json.dumps({"role": "user", "content": text}, ensure_ascii=False)
        return ("user", "chat", payload, 7, at)

    a, b, c, d = ("问题a", 1.0), ("问题b", 2.0), ("问题c", 3.0), ("问题d", 4.0)
    x, y = ("哈哈", 5.0), ("嗯", 6.0)
    p, q = ("问题p", 7.0), ("问题q", 8.0)
    async with fresh_schema() as url:
        raw = await asyncpg.connect(url)
        try:
            await raw.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, "
                              "name TEXT NOT NULL, applied_at DOUBLE PRECISION NOT NULL)")
            for version, file in migration_files():
                if version <= 7:
                    await raw.execute(file.read_text(encoding="utf-8"))
                    await raw.execute("INSERT INTO schema_migrations VALUES ($1, $2, 0)",
                                      version, file.name)
            archive = [
                # g:1 — batch 1 was [a, b, c]; a compression kept c; batch 2 was [c, d];
                # the active conversation is [d].
                ("g:1", 1, 0, *a), ("g:1", 1, 1, *b), ("g:1", 1, 2, *c),
                ("g:1", 2, 0, *c), ("g:1", 2, 1, *d),
                # g:2 — the same message twice in one list: two messages, not one.
                ("g:2", 1, 0, *x), ("g:2", 1, 1, *x), ("g:2", 1, 2, *y),
                # f:3 — cleared, nothing active and no session row.
                ("f:3", 1, 0, *p), ("f:3", 1, 1, *q),
            ]
            await raw.executemany(
                "INSERT INTO chat_archive (session_id, batch, seq, role, kind, payload, "
                "tokens, created_at, archived_at, reason) "
                "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'replace')",
                [(s, batch, seq, *row(text, at), 10.0 * batch)
                 for s, batch, seq, text, at in archive])
            active = [("g:1", 0, *d), ("g:2", 0, *x), ("g:2", 1, *x)]
            await raw.executemany(
                "INSERT INTO chat_message VALUES ($1, $2, $3, $4, $5, $6, $7)",
                [(s, seq, *row(text, at)) for s, seq, text, at in active])
            await raw.execute("INSERT INTO chat_session VALUES ('g:1', 1, 0, 3), "
                              "('g:2', 2, 0, 1)")
        finally:
            await raw.close()

        pg = PostgresDatabase(url)
        await pg.open()
        try:
            store = SqlHistoryStore(pg, NoRecallIndex())
            assert [m.text() for m in await store.load("g:1")] == ["问题d"]
            assert await summary(store, "g:1") == [(2, "replace", 2), (1, "replace", 3)]
            assert await kept_messages(store, "g:1") == 4  # a, b, c, d once each
            assert await kept_messages(store, "g:2") == 3  # x, x, y
            assert await kept_messages(store, "f:3") == 2
            every = [(s, m.text()) for s, _, m in await store.every_message()]
            assert sorted(every) == sorted([
                ("g:1", "问题a"), ("g:1", "问题b"), ("g:1", "问题c"), ("g:1", "问题d"),
                ("g:2", "哈哈"), ("g:2", "哈哈"), ("g:2", "嗯"),
                ("f:3", "问题p"), ("f:3", "问题q")])
            # The archive as the panel pages it: each batch as it was.
            assert [(e.batch, e.message.text()) for e in await store.archived("g:1")] == [
                (2, "问题c"), (2, "问题d"), (1, "问题a"), (1, "问题b"), (1, "问题c")]
            # The cross-process version is the one it was: nothing to reload for.
            assert await stored_version(pg, "g:1") == 3

            await goes_on_after_the_migration(store, at=9.0)

            assert await store.restore_last("g:2") is True
            assert [m.text() for m in await store.load("g:2")] == ["哈哈", "哈哈", "嗯"]
            assert await kept_messages(store, "g:2") == 3

            # A session known only from its archive continues after its ids.
            assert await store.restore_last("f:3") is True
            await store.append("f:3", [user("问题r", at=10.0)])
            assert [m.text() for m in await store.load("f:3")] == ["问题p", "问题q", "问题r"]
            assert await kept_messages(store, "f:3") == 3

            # Retention deletes the old batch and what only it held: a and b, not c,
            # which the batch of the last restore still refers to.
            assert await store.prune_archive(25.0) == 3
            assert await kept_messages(store, "g:1") == 3
            assert [m.text() for m in await store.load("g:1")] == ["问题d", "问题e"]
            assert await store.restore_last("g:1") is True
            assert [m.text() for m in await store.load("g:1")] == ["问题c", "问题d"]
        finally:
            await pg.close()
