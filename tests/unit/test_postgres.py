"""What a shared PostgreSQL database adds: migrations once under a lock, the KV store on
both databases, retries over dropped connections, the turn lock across processes and the
change feed. Everything against the real server (a schema of its own per test)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from mnemo import Config, ConversationKey, Engine, Incoming, Outcome, Reply
from mnemo.errors import StoreUnavailable
from mnemo.message import SUMMARY_PREFIX, Message
from mnemo.store import Database, KeyValueStore, PostgresDatabase, database_for, kv_store
from mnemo.store.postgres import ChangeFeed, PostgresKVStore, mask_url
from mnemo.store.postgres.database import migration_files
from mnemo.store.postgres.fences import Superseded
from mnemo.store.sql import SqlHistoryStore
from mnemo.store.sqlite import MIGRATIONS_DIR as SQLITE_MIGRATIONS
from mnemo.store.turnlock import AdvisoryTurnLock, LocalTurnLock
from tests.fakes.provider import ChatRequest, FakeProvider
from tests.fakes.provider import Reply as Answer
from tests.postgres import fresh_schema, open_database
from tests.stored import kept_messages, stored_version


def turn(i: int) -> list[Message]:
    return [Message({"role": "user", "content": f"问题 {i}"}, tokens=i, created_at=1000.0 + i),
            Message({"role": "assistant", "content": f"回答 {i}"}, tokens=5,
                    created_at=1000.5 + i)]


def said(text: str, key: str = "g:1") -> Incoming:
    return Incoming.text(key, text, user="7", name="user7", addressed=True)


@pytest.fixture
async def url() -> AsyncIterator[str]:
    async with fresh_schema() as schema_url:
        yield schema_url


@pytest.fixture
async def pg(url: str) -> AsyncIterator[PostgresDatabase]:
    db = PostgresDatabase(url)
    await db.open()
    yield db
    await db.close()


async def kill_connections(db: PostgresDatabase) -> int:
    """Terminate the server connections of `db` (pool, locks, feed), as a restart would;
    only its own: other tests may be using the server."""
    admin = await asyncpg.connect(db.url)
    try:
        return int(await admin.fetchval(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
            "WHERE application_name = $1", db.application_name))
    finally:
        await admin.close()


async def wait_for_lock_waiter(db: PostgresDatabase) -> None:
    """Until a connection of `db` waits on a lock at the server."""
    admin = await asyncpg.connect(db.url)
    try:
        # The server has no event to wait on for this: its lock table is polled.
        while not await admin.fetchval(  # noqa: ASYNC110
            "SELECT count(*) FROM pg_locks l JOIN pg_stat_activity a USING (pid) "
            "WHERE NOT l.granted AND a.application_name = $1", db.application_name):
            await asyncio.sleep(0.01)
    finally:
        await admin.close()


def shared(url: str, provider: FakeProvider, **overrides: Any) -> Config:
    """An engine on the shared database `url`, answered by `provider`, no model retries."""
    return Config(aichat_database_url=url, aichat_api_key="k",
                  aichat_base_url=provider.base_url, aichat_model="m",
                  aichat_max_attempts=1, aichat_retry_base_delay=0, **overrides)


# -- choosing the database ------------------------------------------------------------


def test_the_url_picks_the_database(tmp_path: Path) -> None:
    assert isinstance(database_for("", tmp_path / "x.db"), Database)
    pg = database_for("postgresql://bot:hunter2@db.local:5432/mnemo", tmp_path / "x.db")
    assert isinstance(pg, PostgresDatabase)
    assert pg.shown == "postgresql://bot:***@db.local:5432/mnemo"
    with pytest.raises(ValueError, match="postgresql://") as refused:
        database_for("mysql://bot:hunter2@db/mnemo", tmp_path / "x.db")
    assert "hunter2" not in str(refused.value)


def test_mask_url_hides_only_the_password() -> None:
    assert mask_url("postgresql://127.0.0.1/test") == "postgresql://127.0.0.1/test"
    assert mask_url("postgresql://u:p%40ss@h/d?sslmode=require") == (
        "postgresql://u:***@h/d?sslmode=require")


async def test_an_unreachable_server_is_reported_without_the_password(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.WARNING)
    # A closed port: nothing listens on 9.
    db = PostgresDatabase("postgresql://bot:hunter2@127.0.0.1:9/mnemo", retry_for=0.3)
    with pytest.raises(OSError):
        await db.open()
    assert "bot:***@127.0.0.1:9" in caplog.text
    assert "hunter2" not in caplog.text


def test_keys_may_name_the_bot_account() -> None:
    plain = ConversationKey.group(1000)
    assert (plain, plain.id, plain.account) == ("g:1000", "1000", None)
    shared = ConversationKey.group(1000, 10001)
    assert (shared, shared.id, shared.account, shared.is_group) == (
        "g:1000@10001", "1000", "10001", True)
    assert ConversationKey("f:7@8").id == "7" and ConversationKey.private(7, 8) == "f:7@8"
    for bad in ("g:1@", "g:1@x", "g:1@2@3", "g:@2"):
        with pytest.raises(ValueError):
            ConversationKey(bad)


# -- migrations -------------------------------------------------------------------------


def test_postgres_migrations_mirror_the_sqlite_ones() -> None:
    sqlite = [(v, p.name) for v, p in migration_files(SQLITE_MIGRATIONS)]
    postgres = [(v, p.name) for v, p in migration_files()]
    # Every SQLite migration has its PostgreSQL counterpart, same number and name: a
    # table added to one database only would leave the other backend without it.
    assert postgres == sqlite


async def test_two_processes_starting_at_once_migrate_once(url: str) -> None:
    first, second = PostgresDatabase(url), PostgresDatabase(url)
    await asyncio.gather(first.open(), second.open())
    try:
        rows = await first.fetch("SELECT version FROM schema_migrations ORDER BY version")
        assert [r[0] for r in rows] == [v for v, _ in migration_files()]
        # Both work on the one schema.
        await SqlHistoryStore(first).append("g:1", turn(1))
        assert await SqlHistoryStore(second).load("g:1") == turn(1)
    finally:
        await first.close()
        await second.close()
    again = PostgresDatabase(url)
    await again.open()  # nothing left to apply
    await again.close()


# -- the key/value store, on both databases ---------------------------------------------


@pytest.fixture(params=["sqlite", "postgres"])
async def kv(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[KeyValueStore]:
    async with open_database(request.param, tmp_path / "kv.db") as db:
        yield kv_store(db)


async def test_kv_contract(kv: KeyValueStore) -> None:
    assert await kv.get("settings", "aichat_model") is None
    assert await kv.get("settings", "aichat_model", "x") == "x"
    await kv.set("settings", "aichat_model", "deepseek-chat")
    await kv.set("settings", "aichat_temperature", 0.7)
    await kv.set("group_ai", "g:1", False)
    await kv.set("settings", "aichat_model", "模型二")
    assert await kv.get("settings", "aichat_model") == "模型二"
    assert await kv.items("settings") == {"aichat_model": "模型二", "aichat_temperature": 0.7}
    await kv.set_many("no_mention", {"g:1": 3, "g:2": 0, "g:中": {"a": [1, None]}})
    await kv.set_many("no_mention", {"g:1": 4})
    assert await kv.items("no_mention") == {"g:1": 4, "g:2": 0, "g:中": {"a": [1, None]}}
    await kv.delete("settings", "aichat_model")
    await kv.delete("settings", "never-set")
    assert await kv.items("settings") == {"aichat_temperature": 0.7}
    assert await kv.items("group_ai") == {"g:1": False}
    assert await kv.items("empty") == {}


# -- faults -------------------------------------------------------------------------------


async def test_statements_survive_dropped_connections(pg: PostgresDatabase) -> None:
    store = SqlHistoryStore(pg)
    await store.append("g:1", turn(1))
    assert await kill_connections(pg) >= 1
    # The pool's connections are dead; the next calls retry on new ones.
    await store.append("g:1", turn(2))
    assert await store.load("g:1") == turn(1) + turn(2)
    assert await stored_version(pg, "g:1") == 2


@contextlib.contextmanager
def landed_then_retried(pg: PostgresDatabase) -> Iterator[None]:
    """Every write commits, its answer never comes back, and the database's retry runs
    the same work again on a new connection."""
    real_run = pg.run

    async def twice(work: Any, *, transaction: bool = True) -> Any:
        await real_run(work, transaction=transaction)
        return await real_run(work, transaction=transaction)

    pg.run = twice  # type: ignore[method-assign]
    try:
        yield
    finally:
        pg.run = real_run  # type: ignore[method-assign]


async def test_a_retried_append_is_not_stored_twice(pg: PostgresDatabase) -> None:
    store = SqlHistoryStore(pg)
    real_run = pg.run
    calls = 0

    async def commit_then_drop(work: Any, *, transaction: bool = True) -> Any:
        nonlocal calls
        calls += 1
        if calls == 1:
            # The commit reached the server, the answer never came back.
            await real_run(work, transaction=transaction)
            raise asyncpg.ConnectionDoesNotExistError("connection lost after commit")
        return await real_run(work, transaction=transaction)

    pg.run = commit_then_drop  # type: ignore[method-assign]
    with pytest.raises(asyncpg.ConnectionDoesNotExistError):
        await store.append("g:1", turn(1))
    pg.run = real_run  # type: ignore[method-assign]
    assert await store.load("g:1") == turn(1)


async def test_a_retried_append_of_several_conversations_stores_each_once(
        pg: PostgresDatabase) -> None:
    store = SqlHistoryStore(pg)
    await store.append("g:1", turn(1))
    # The retry runs every conversation's part again, and each notices it landed.
    with landed_then_retried(pg):
        assert await store.append_many({"g:1": turn(2), "g:2": turn(3)}) == {}
    assert await store.load("g:1") == turn(1) + turn(2)
    assert await store.load("g:2") == turn(3)
    assert await stored_version(pg, "g:1") == 2 and await stored_version(pg, "g:2") == 1


async def test_a_retried_replace_prefix_is_not_applied_twice(pg: PostgresDatabase) -> None:
    store = SqlHistoryStore(pg)
    await store.append("g:1", turn(1) + turn(2) + turn(3))
    assert await stored_version(pg, "g:1") == 1
    head = [Message({"role": "user", "content": "摘要"}, tokens=9, created_at=9.0)]
    with landed_then_retried(pg):
        assert await store.replace_prefix("g:1", turn(1) + turn(2), head) is True
    # The second run found the swap made: the turn said after the prefix is still there.
    assert await store.load("g:1") == head + turn(3)
    assert len(await store.archive_batches("g:1")) == 1
    assert await stored_version(pg, "g:1") == 2  # the cross-process lock sees the swap


async def test_a_retried_replace_or_restore_is_not_applied_twice(pg: PostgresDatabase) -> None:
    store = SqlHistoryStore(pg)
    await store.append("g:1", turn(1) + turn(2))
    with landed_then_retried(pg):
        await store.replace("g:1", turn(2))
        # One batch: the retry did not archive the new list as superseded.
        assert [b["message_count"] for b in await store.archive_batches("g:1")] == [4]
        assert await store.restore_last("g:1") is True
    # The retry did not swap straight back.
    assert await store.load("g:1") == turn(1) + turn(2)
    assert await stored_version(pg, "g:1") == 3
    assert await kept_messages(store, "g:1") == 4


async def test_pruning_in_one_process_waits_for_a_restore_in_another(
    url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The retention job takes the session's row lock: a restore running in another
    process brings back every message of its batch, none deleted under it."""
    from mnemo.store.sql import history

    first, second = PostgresDatabase(url), PostgresDatabase(url)
    await first.open()
    await second.open()
    inside, go_on = asyncio.Event(), asyncio.Event()
    restore: asyncio.Future[bool] | None = None
    try:
        restoring, pruning = SqlHistoryStore(first), SqlHistoryStore(second)
        monkeypatch.setattr("time.time", lambda: 100.0)
        await restoring.append("g:1", turn(1))
        await restoring.clear("g:1")  # archived at 100
        monkeypatch.undo()

        real_archive = history._archive_active

        async def paused(*args: Any) -> None:
            inside.set()
            await go_on.wait()  # the restore holds the session's lock here
            await real_archive(*args)

        monkeypatch.setattr(history, "_archive_active", paused)
        restore = asyncio.ensure_future(restoring.restore_last("g:1"))
        await inside.wait()
        prune = asyncio.ensure_future(pruning.prune_archive(150.0))
        waiter = asyncio.ensure_future(wait_for_lock_waiter(second))
        done, _ = await asyncio.wait({prune, waiter}, return_when=asyncio.FIRST_COMPLETED)
        assert waiter in done, "the prune did not wait for the session's lock"
        go_on.set()
        assert await restore is True
        assert await prune == 0  # the batch was restored, nothing left to prune
        assert await restoring.load("g:1") == turn(1)
        assert await kept_messages(pruning, "g:1") == 2
    finally:
        go_on.set()
        if restore is not None:
            await asyncio.gather(restore, return_exceptions=True)
        await first.close()
        await second.close()


# -- the turn lock -----------------------------------------------------------------------


async def test_local_turn_lock_shares_nothing() -> None:
    lock = LocalTurnLock()
    lease = await lock.acquire("g:1")
    assert lease.version is None and await lease.release() is None
    assert await lock.version("g:1") is None


async def test_turn_lock_serialises_processes_and_reports_versions(
    pg: PostgresDatabase,
) -> None:
    # Two locks on one database stand for two processes.
    a, b = AdvisoryTurnLock(pg), AdvisoryTurnLock(pg)
    store = SqlHistoryStore(pg)
    try:
        held = await a.acquire("g:1")
        assert held.version == 0
        waiting = asyncio.ensure_future(b.acquire("g:1"))
        other = await b.acquire("g:2")  # another conversation is not held up
        await other.release()
        await store.append("g:1", turn(1))
        assert not waiting.done()
        assert await held.release() == 1
        second = await waiting
        assert second.version == 1
        await store.append("g:1", turn(2))
        assert await second.release() == 2
        assert await a.version("g:1") == 2
    finally:
        await a.close()
        await b.close()


async def test_a_dead_holder_releases_the_lock(pg: PostgresDatabase) -> None:
    a, b = AdvisoryTurnLock(pg), AdvisoryTurnLock(pg)
    try:
        await a.acquire("g:1")
        waiting = asyncio.ensure_future(b.acquire("g:1"))
        # The holder's process dies: the server closes its connections, locks included.
        await a.close()
        lease = await waiting
        assert lease.version == 0
        await lease.release()
    finally:
        await b.close()


async def test_a_cancelled_wait_leaves_no_lock(pg: PostgresDatabase) -> None:
    a, b = AdvisoryTurnLock(pg), AdvisoryTurnLock(pg)
    try:
        b.fair_after = 0  # it queues at the server at once
        held = await a.acquire("g:1")
        waiting = asyncio.ensure_future(b.acquire("g:1"))
        await wait_for_lock_waiter(pg)
        waiting.cancel()
        with pytest.raises(asyncio.CancelledError):
            await waiting
        await held.release()
        again = await a.acquire("g:1")  # not left held by the cancelled waiter
        await again.release()
    finally:
        await a.close()
        await b.close()



async def test_a_turn_waiting_for_another_process_holds_no_connection(
    pg: PostgresDatabase,
) -> None:
    a, b = AdvisoryTurnLock(pg), AdvisoryTurnLock(pg, connections=1)
    b.fair_after = 3600  # never queues at the server here
    try:
        held = await a.acquire("g:1")
        waiting = asyncio.ensure_future(b.acquire("g:1"))
        await b.held_elsewhere.wait()
        # b's one connection is free: another conversation goes ahead meanwhile.
        other = await b.acquire("g:2")
        await other.release()
        assert not waiting.done()
        await held.release()  # its notice wakes the waiter
        lease = await waiting
        assert lease.version == 0 and b.contended == 1
        await lease.release()
        # Cancelled while waiting without a connection: nothing is left held either.
        held = await a.acquire("g:1")
        waiting = asyncio.ensure_future(b.acquire("g:1"))
        b.held_elsewhere.clear()
        await b.held_elsewhere.wait()
        waiting.cancel()
        with pytest.raises(asyncio.CancelledError):
            await waiting
        await held.release()
        again = await b.acquire("g:1")
        await again.release()
    finally:
        await a.close()
        await b.close()


async def test_turns_beyond_the_lock_connections_wait_and_the_log_says_so(
    pg: PostgresDatabase, caplog: pytest.LogCaptureFixture,
) -> None:
    lock = AdvisoryTurnLock(pg, connections=1)
    try:
        first = await lock.acquire("g:1")
        with caplog.at_level(logging.WARNING, logger="mnemo.store.turnlock"):
            second = asyncio.ensure_future(lock.acquire("g:2"))
            await asyncio.sleep(0)  # it runs up to its wait for the pool
            assert "turns wait for a turn-lock connection: all 1 are held" in caplog.text
        assert not second.done() and lock.queued == 1
        await first.release()
        await (await second).release()
    finally:
        await lock.close()

# -- changes from other processes -------------------------------------------------------


async def test_a_turn_whose_lock_was_lost_cannot_write_over_another_process(
    url: str,
) -> None:
    # Two processes: a database, a turn lock and a history store each.
    a_db, b_db = PostgresDatabase(url), PostgresDatabase(url)
    await a_db.open()
    await b_db.open()
    a_lock, b_lock = AdvisoryTurnLock(a_db), AdvisoryTurnLock(b_db)
    a, b = SqlHistoryStore(a_db), SqlHistoryStore(b_db)
    try:
        held = await a_lock.acquire("g:1")
        await a.append("g:1", turn(1))  # its own writes move its fence along
        await a.append("g:1", turn(2)[:1])
        # The server drops a's connections, its lock's included, in the middle of a turn;
        # b takes the conversation and answers in it.
        assert await kill_connections(a_db) >= 1
        taken = await b_lock.acquire("g:1")
        assert taken.version == 2
        await b.append("g:1", turn(3))
        await taken.release()
        # a's turn goes on, unaware: none of its writes of g:1 land any more.
        with pytest.raises(Superseded):
            await a.append("g:1", turn(2)[1:])
        with pytest.raises(Superseded):
            await a.replace("g:1", turn(9))
        with pytest.raises(Superseded):
            await a.replace_prefix("g:1", turn(1), turn(9)[:1])
        with pytest.raises(Superseded):
            await a.clear("g:1")
        await a.append("g:2", turn(4))  # other conversations are not fenced
        assert await a.load("g:1") == [*turn(1), *turn(2)[:1], *turn(3)]
        assert await held.release() is None  # lost with its connection
        # Its next turn starts from the stored conversation and writes again.
        again = await a_lock.acquire("g:1")
        assert again.version == 3
        await a.append("g:1", turn(5))
        assert await again.release() == 4
    finally:
        for closing in (a_lock, b_lock, a_db, b_db):
            await closing.close()


async def test_a_turn_the_database_did_not_store_is_not_in_the_next_request(
    url: str, tmp_path: Path
) -> None:
    async with FakeProvider(api_key="k") as provider:
        config = shared(url, provider)
        async with Engine(config, tmp_path / "a") as one:
            replies: list[Reply] = []

            async def send(reply: Reply) -> None:
                replies.append(reply)

            await one.handle(said("第一句"), send)
            store = one.parts.writer.store
            real = store.append_many

            async def refused(writes: Any) -> dict[str, Exception]:
                store.append_many = real  # type: ignore[method-assign]
                raise asyncpg.exceptions.CheckViolationError("refused")

            store.append_many = refused  # type: ignore[method-assign]
            await one.handle(said("没记下的一句"), send)
            assert isinstance(replies[-1].error, StoreUnavailable)
            # The lock was never lost, yet the copy in memory holds what the database does
            # not: the next turn starts from the stored conversation.
            await one.handle(said("第三句"), send)
            sent = " ".join(str(m.get("content")) for m in provider.requests[-1].messages)
            assert "没记下的一句" not in sent and "第一句" in sent


async def test_half_an_emoji_from_the_platform_is_stored_and_found_on_postgres(
    url: str, tmp_path: Path
) -> None:
    # asyncpg, like SQLite, cannot write a lone surrogate: the engine's door replaces it.
    replies: list[Reply] = []

    async def send(reply: Reply) -> None:
        replies.append(reply)

    stored = "小明\ufffd(7): 坏字\ufffd符"
    async with FakeProvider(api_key="k") as provider:
        async with Engine(shared(url, provider), tmp_path / "a") as one:
            message = Incoming.text("g:1", "坏字\ud83d符", user="7", name="小明\ud83d")
            assert await one.handle(message, send) is Outcome.ANSWERED
            assert replies[-1].ok
        async with Engine(shared(url, provider), tmp_path / "b") as other:
            assert await other.handle(said("还在吗"), send) is Outcome.ANSWERED
            sent = [str(m.get("content")) for m in provider.requests[-1].messages]
            assert any(c.endswith(stored) for c in sent)
            hits = await other.search("g:1", "坏字\ud83d符")
            assert hits and (hits[0].speaker, hits[0].said) == ("小明\ufffd(7)", "坏字\ufffd符")
        assert provider.rejections == []


async def test_an_engine_whose_turn_lock_was_lost_answers_with_the_short_message(
    url: str, tmp_path: Path
) -> None:
    arrived, gate = asyncio.Event(), asyncio.Event()

    async def answer(req: ChatRequest) -> Answer:
        if "慢慢来" in req.last_user_text():
            arrived.set()
            return Answer.text("这句不会记下", wait=gate)
        return Answer.text("收到：" + req.last_user_text()[-6:])

    async with FakeProvider(api_key="k", handler=answer) as provider:
        config = shared(url, provider)
        async with Engine(config, tmp_path / "a") as one, \
                Engine(config, tmp_path / "b") as other:
            replies: list[Reply] = []

            async def send(reply: Reply) -> None:
                replies.append(reply)

            await one.handle(said("第一句"), send)
            turn = asyncio.ensure_future(one.handle(said("慢慢来"), send))
            await arrived.wait()
            await one.parts.writer.flush()  # the question is stored; the answer is not yet
            assert await kill_connections(one.db) >= 1  # type: ignore[arg-type]
            # The other process takes the conversation as soon as the lock is gone.
            assert await other.handle(said("第三句"), send) is Outcome.ANSWERED
            gate.set()
            await turn
            lost = replies[-1]
            assert lost.text == "" and isinstance(lost.error, StoreUnavailable)
            stored = [m.data["content"] for m in await other.stores.history.load("g:1")]
            assert "这句不会记下" not in stored
            assert stored[-1].startswith("收到：")
            # The process that lost the turn reads the stored conversation next time.
            await one.handle(said("第四句"), send)
            sent = [m.get("content") for m in provider.requests[-1].messages]
            assert "这句不会记下" not in sent
            assert any(str(c).endswith("第三句") for c in sent)


async def test_the_change_feed_hears_other_processes_only(url: str) -> None:
    mine, theirs = PostgresDatabase(url), PostgresDatabase(url)
    await mine.open()
    await theirs.open()
    heard: asyncio.Queue[str] = asyncio.Queue()

    async def on_change(namespace: str) -> None:
        await heard.put(namespace)

    feed = ChangeFeed(mine, on_change)
    await feed.start()
    try:
        await PostgresKVStore(mine).set("settings", "a", 1)  # our own: not reported
        await PostgresKVStore(theirs, quiet=frozenset({"no_mention"})).set_many(
            "no_mention", {"g:1": 2})
        await PostgresKVStore(theirs).set("group_ai", "g:1", False)
        assert await heard.get() == "group_ai"
        # The feed's connection drops: once back it reports that anything may have changed.
        await kill_connections(mine)
        assert await heard.get() == "*"
        await PostgresKVStore(theirs).delete("settings", "a")
        assert await heard.get() == "settings"
        assert heard.empty()
    finally:
        await feed.stop()
        await mine.close()
        await theirs.close()


async def test_settings_and_switches_changed_in_one_engine_apply_in_another(
    url: str, tmp_path: Path
) -> None:
    config = Config(aichat_database_url=url, aichat_api_key="k",
                    aichat_base_url="http://127.0.0.1:9/v1")
    async with Engine(config, tmp_path / "a") as one, Engine(config, tmp_path / "b") as other:
        changed = asyncio.Event()
        real = other._changed_elsewhere

        async def spy(namespace: str) -> None:
            await real(namespace)
            changed.set()

        other._coordination._feed._on_change = spy  # type: ignore[union-attr]
        await one.settings.set("max_iterations", "7")
        await changed.wait()
        assert other.config.aichat_max_iterations == 7
        assert other.parts.agent.max_iterations == 7
        changed.clear()
        await one.set_ai("g:5", False)
        await changed.wait()
        assert not other.ai_enabled("g:5")


async def test_unaddressed_counts_carry_over_to_another_engine(
    url: str, tmp_path: Path
) -> None:
    async with FakeProvider(api_key="k") as provider:
        config = shared(url, provider, aichat_session_no_mention_clear=3)
        async with Engine(config, tmp_path / "a") as one, \
                Engine(config, tmp_path / "b") as other:
            replies: list[Reply] = []

            async def send(reply: Reply) -> None:
                replies.append(reply)

            await one.handle(said("第一句"), send)
            for i in range(2):
                await one.handle(Incoming.text("g:1", f"闲聊 {i}", user="8", name="u8",
                                               addressed=False), send)
            await one.counters.flush()
            # The other process (a standby, say) hears of the count as it is written.
            while other.unaddressed("g:1") != 2:
                other.counters.reloaded.clear()
                await other.counters.reloaded.wait()
            # Its first unaddressed message is the third in a row: the conversation clears.
            await other.handle(Incoming.text("g:1", "闲聊 2", user="8", name="u8",
                                             addressed=False), send)
            assert await other.stores.history.load("g:1") == []


class Summariser:
    """Chat answers long enough to reach the pre-compaction mark, and a summariser the test
    holds (and may make fail) until it releases it."""

    def __init__(self, fail: bool) -> None:
        self.fail = fail
        self.gate = asyncio.Event()
        self.asked = 0

    async def __call__(self, req: ChatRequest) -> Answer:
        if "对话摘要器" in req.system_text():
            self.asked += 1
            if self.fail:
                return Answer.error(503, "summariser overloaded", wait=self.gate)
            return Answer.text("- 小明聊过咖啡和爬山。", wait=self.gate)
        return Answer.text("好的，" + "这是一个值得讨论的话题。" * 6)


@pytest.mark.parametrize("outcome", ["summary", "failure"])
async def test_a_background_summary_never_lands_on_another_engines_new_conversation(
    url: str, tmp_path: Path, outcome: str
) -> None:
    summariser = Summariser(fail=outcome == "failure")
    async with FakeProvider(api_key="k", handler=summariser) as provider:
        config = shared(url, provider, aichat_max_context_tokens=4000,
                        aichat_summary_max_tokens=300)
        async with Engine(config, tmp_path / "a") as one, \
                Engine(config, tmp_path / "b") as other:
            replies: list[Reply] = []

            async def send(reply: Reply) -> None:
                replies.append(reply)

            for i in range(30):
                await one.handle(said(f"第{i}轮：" + "天气 咖啡 项目 会议 " * 25), send)
                entry = one.cache.peek("g:1")
                assert entry is not None
                if entry.compression is not None:
                    break
            job = entry.compression
            assert job is not None and job.lander is not None and summariser.asked == 1
            # While the summary is being written, another process starts the conversation
            # over and talks on in it.
            await other.new("g:1")
            for text in ("新的话题", "接着说"):
                assert await other.handle(said(text), send) is Outcome.ANSWERED
            theirs = await other.stores.history.load("g:1")
            assert len(theirs) == 4

            summariser.gate.set()
            await asyncio.wait([job.lander])
            # Neither the summary nor the fallback's cut touched their conversation.
            assert await one.stores.history.load("g:1") == theirs
            assert entry.window.messages == theirs and entry.compression is None
            assert [r.strategy for r in await one.compactions("g:1")][:1] == ["clear"]
            await one.handle(said("还记得吗"), send)
            # The reply may start a background summary of its own (the pace seen so far
            # asks for an early one), so the turn's request is found by what it asked.
            asked = [r for r in provider.requests if r.last_user_text().endswith("还记得吗")]
            assert len(asked) == 1
            carried = asked[0].messages
            assert [m["content"] for m in carried[1:5]] == [m.data["content"] for m in theirs]
            assert not any(str(m["content"]).startswith(SUMMARY_PREFIX) for m in carried)
            assert all(r.ok for r in replies)


async def test_a_new_conversation_from_another_engine_waits_for_the_running_turn(
    url: str, tmp_path: Path
) -> None:
    arrived, gate = asyncio.Event(), asyncio.Event()

    async def answer(req: ChatRequest) -> Answer:
        if "先别走" in req.last_user_text():
            arrived.set()
            return Answer.text("好的，我在。", wait=gate)
        return Answer.text("收到")

    async with FakeProvider(api_key="k", handler=answer) as provider:
        config = shared(url, provider)
        async with Engine(config, tmp_path / "a") as one, \
                Engine(config, tmp_path / "b") as other:
            replies: list[Reply] = []

            async def send(reply: Reply) -> None:
                replies.append(reply)

            await one.handle(said("旧话题"), send)
            turn = asyncio.ensure_future(one.handle(said("先别走"), send))
            await arrived.wait()
            # The other process does not hold this conversation: its /new goes to the
            # store alone, and still waits for the turn in progress here.
            assert other.cache.peek("g:1") is None
            new = asyncio.ensure_future(other.new("g:1"))
            waiting = asyncio.ensure_future(wait_for_lock_waiter(other.db))  # type: ignore[arg-type]
            await asyncio.wait([new, waiting], return_when=asyncio.FIRST_COMPLETED)
            if not waiting.done():
                waiting.cancel()
            assert not new.done(), "the store was cleared under the running turn"
            gate.set()
            assert await turn is Outcome.ANSWERED
            await new
            assert await one.stores.history.load("g:1") == []
            # This process sees the new conversation: nothing of the old one goes along.
            await one.handle(said("你好"), send)
            assert len(provider.requests[-1].messages) == 2
            assert len(await one.stores.history.load("g:1")) == 2
            assert all(r.ok for r in replies)
