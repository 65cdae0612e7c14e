"""What the engine offers the web panel: the next request, the conversation list, the
compaction log and archive, the day's counts, and the panel's own store."""

from __future__ import annotations

import datetime as dt
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from mnemo import Config, Engine, Incoming, Reply
from mnemo.activity import Activity
from mnemo.errors import RateLimited
from mnemo.store import Database, KVStore, StoreDatabase, panel_store
from tests.fakes.provider import FakeProvider
from tests.fakes.provider import Reply as FakeReply
from tests.postgres import open_database, reopened

API_KEY = "test-key"


@pytest.fixture
async def provider() -> AsyncIterator[FakeProvider]:
    async with FakeProvider(api_key=API_KEY) as fake:
        yield fake


@pytest.fixture
async def engine(provider: FakeProvider, tmp_path: Path) -> AsyncIterator[Engine]:
    config = Config(aichat_base_url=provider.base_url, aichat_api_key=API_KEY,
                    aichat_model="fake-model", aichat_retry_base_delay=0.0,
                    aichat_max_attempts=1)
    async with Engine(config, tmp_path) as e:
        yield e


async def say(engine: Engine, key: str, text: str) -> Reply:
    got: list[Reply] = []

    async def send(reply: Reply) -> None:
        got.append(reply)

    await engine.handle(Incoming.text(key, text, name="小明"), send)
    assert got
    return got[-1]


async def test_request_is_what_the_next_call_sends(engine: Engine,
                                                   provider: FakeProvider) -> None:
    await say(engine, "g:1", "你好")
    answer = await say(engine, "g:1", "再见")
    nxt = await engine.request("g:1")
    sent = provider.requests[-1].messages
    assert [p.data for p in nxt.parts] == [*sent, {"role": "assistant", "content": answer.text}]
    assert [p.kind for p in nxt.parts] == ["system", "chat", "chat", "chat", "chat"]
    assert all(p.tokens > 0 for p in nxt.parts)
    assert nxt.model == "fake-model" and "memory_search" in nxt.tools and nxt.tool_tokens > 0
    assert nxt.report.messages == 4


async def test_conversations_list_stored_resident_and_switched_off(engine: Engine) -> None:
    await say(engine, "g:1", "你好")
    await say(engine, "f:2", "私聊")
    await engine.set_ai("g:3", False)
    listed = {c.key: c for c in await engine.conversations()}
    assert set(listed) == {"g:1", "f:2", "g:3"}
    assert listed["g:1"].messages == 2 and listed["g:1"].resident
    resident = {s.key: s for s in engine.sessions()}
    assert listed["g:1"].tokens == resident["g:1"].tokens > 0
    assert listed["g:3"].ai_enabled is False and listed["g:3"].last_active is None
    assert next(c.key for c in await engine.conversations()) == "f:2"  # newest first
    # Evicted from memory, a conversation is listed from the store with the same counts.
    engine.cache.max_idle_seconds = 1e-9
    await engine.sweep()
    stored = {c.key: c for c in await engine.conversations()}
    assert not stored["g:1"].resident
    assert (stored["g:1"].messages, stored["g:1"].tokens) == (2, listed["g:1"].tokens)


async def test_compactions_and_archive_pages(engine: Engine) -> None:
    for text in ("一", "二", "三"):
        await say(engine, "g:1", text)
    record = await engine.compact("g:1")
    assert record is not None and record.strategy == "summary"
    assert [r.strategy for r in await engine.compactions("g:1")] == ["summary"]
    page = await engine.archived("g:1", 0, 2)
    assert page.total == 6 and len(page.items) == 2
    assert page.items[0].message.text().endswith("一")
    assert engine.activity.today().compactions == 1
    await engine.new("g:1")
    assert (await engine.archived("g:1")).total > 6
    assert [r.strategy for r in await engine.compactions("g:1")] == ["clear", "summary"]


async def test_activity_counts_turns_tokens_and_failures(engine: Engine,
                                                         provider: FakeProvider) -> None:
    await say(engine, "g:1", "你好")
    provider.queue(FakeReply.error(429, "rate_limit_exceeded", "slow down"))
    failed = await say(engine, "g:1", "再来")
    assert not failed.ok
    day = engine.activity.today()
    assert day.messages == 2 and day.turns == 2 and day.errors == 1
    assert day.model_calls >= 1 and day.prompt_tokens > 0 and day.completion_tokens > 0
    assert day.by_conversation["g:1"] == day.tokens and day.by_model == {"fake-model": day.tokens}
    note = engine.activity.errors[0]
    assert note.key == "g:1" and isinstance(note.error, RateLimited)


async def test_activity_is_kept_per_day_and_survives_reopening(tmp_path: Path) -> None:
    now = [dt.datetime(2026, 3, 1, 23, 59).timestamp()]
    db = Database(tmp_path / "a.db")
    await db.open()
    activity = Activity(KVStore(db), clock=lambda: now[0])
    activity.turn("g:1", "m", messages=1, calls=2, prompt_tokens=100, completion_tokens=10,
                  compactions=0, error=None)
    now[0] += 120  # past midnight
    activity.turn("g:1", "m", messages=1, calls=1, prompt_tokens=50, completion_tokens=5,
                  compactions=1, error=None)
    await activity.flush()
    await db.close()
    await db.open()
    again = Activity(KVStore(db), clock=lambda: now[0])
    await again.load()
    days = dict(again.days(3))
    assert days["2026-03-01"].model_calls == 2 and days["2026-03-01"].tokens == 110
    assert days["2026-03-02"].compactions == 1 and again.today().tokens == 55
    assert days["2026-02-28"].tokens == 0
    await db.close()


async def test_activity_writes_coalesced_after_a_delay(tmp_path: Path) -> None:
    db = Database(tmp_path / "a.db")
    await db.open()
    kv = KVStore(db)
    activity = Activity(kv, flush_after=3600)
    for _ in range(100):
        activity.turn("g:1", "m", messages=1, calls=1, prompt_tokens=1, completion_tokens=1,
                      compactions=0, error=None)
    assert await kv.items("activity") == {}  # nothing written per turn
    await activity.flush()
    assert next(iter((await kv.items("activity")).values()))["turns"] == 100
    await db.close()


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_panel_store_password_sessions_and_audit(backend: str, tmp_path: Path) -> None:
    async with open_database(backend, tmp_path / "p.db") as db:
        await _password_sessions_and_audit(db)


async def _password_sessions_and_audit(db: StoreDatabase) -> None:
    store = panel_store(db)
    assert await store.password() is None
    await store.put_session("a", {"csrf": "x"})
    await store.put_session("b", {"csrf": "y"})
    assert set(await store.sessions()) == {"a", "b"}
    # A new password ends every session in the same transaction.
    await store.set_password({"hash": "h1", "env": ""})
    assert await store.sessions() == {}
    assert await store.password() == {"hash": "h1", "env": ""}
    await store.put_session("c", {"csrf": "z"})
    await store.delete_session("c")
    assert await store.session("c") is None
    for i in range(5):
        await store.audit("密码登录", "127.0.0.1", f"act.{i}", f"<b>{i}</b>", at=1000.0 + i)
    again = reopened(db)
    await again.open()  # the audit log persists
    try:
        store = panel_store(again)
        assert await store.audit_count() == 5
        page = await store.audit_log(offset=1, limit=2)
        assert [(e.id, e.action, e.detail) for e in page] == [
            (4, "act.3", "<b>3</b>"), (3, "act.2", "<b>2</b>")]
        assert await store.password() == {"hash": "h1", "env": ""}
    finally:
        await again.close()
