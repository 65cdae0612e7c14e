"""What the engine offers the web panel: the next request, the conversation list, the
compaction log and archive, today's figures and recent failures, and the panel's own
store."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from mnemo import Config, Engine, Incoming, Reply
from mnemo.errors import RateLimited
from mnemo.store import StoreDatabase, panel_store
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
    nxt = await engine.next_request("g:1")
    sent = provider.requests[-1].messages
    assert [p.data for p in nxt.parts] == [*sent, {"role": "assistant", "content": answer.text}]
    assert [p.kind for p in nxt.parts] == ["system", "chat", "chat", "chat", "chat"]
    assert all(p.tokens > 0 for p in nxt.parts)
    assert nxt.model == "fake-model" and "memory_search" in nxt.tools and nxt.tool_tokens > 0
    assert nxt.report.messages == 4


async def test_request_shows_the_extras_where_they_were_sent(provider: FakeProvider,
                                                             tmp_path: Path) -> None:
    # A memory hint is one of the turn's extras: it went after the history and before
    # the turn's question, in the tool round's request too; the view shows that order,
    # not the extras after everything.
    config = Config(aichat_base_url=provider.base_url, aichat_api_key=API_KEY,
                    aichat_model="fake-model", aichat_max_attempts=1,
                    aichat_memory_auto_inject=True)
    async with Engine(config, tmp_path) as engine:
        await engine.memories.add("g:1", "小明最喜欢喝手冲咖啡")
        await say(engine, "g:1", "你好")
        provider.queue(FakeReply.tool_calls([("current_time", {})]), FakeReply.text("手冲"))
        answer = await say(engine, "g:1", "小明喜欢喝什么咖啡？")
        nxt = await engine.next_request("g:1")
    sent = provider.requests[-1].messages
    kinds = [p.kind for p in nxt.parts]
    assert kinds == ["system", "chat", "chat", "extra", "chat", "chat", "chat", "chat"]
    assert "手冲咖啡" in nxt.parts[3].data["content"]
    assert nxt.report.extra_tokens == nxt.parts[3].tokens > 0
    assert nxt.parts[4].data["content"].endswith("小明喜欢喝什么咖啡？")
    assert [p.data for p in nxt.parts] == [*sent, {"role": "assistant", "content": answer.text}]
    # The tool round's request began with the first round's messages exactly.
    first = provider.requests[-2].messages
    assert sent[:len(first)] == first


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
    assert (await engine.usage.totals(conversation="g:1")).compressions == 1
    await engine.new("g:1")
    assert (await engine.archived("g:1")).total > 6
    assert [r.strategy for r in await engine.compactions("g:1")] == ["clear", "summary"]


async def test_overview_figures_are_what_the_provider_reported(
    engine: Engine, provider: FakeProvider,
) -> None:
    await say(engine, "g:1", "你好")
    await say(engine, "f:2", "私聊")
    provider.queue(FakeReply.error(429, "rate_limit_exceeded", "slow down sk-leaked"))
    failed = await say(engine, "g:1", "再来")
    assert not failed.ok
    reported = provider.reported
    assert len(reported) == 2  # the refused call reported nothing
    today = await engine.usage.totals()
    assert (today.calls, today.prompt_tokens, today.completion_tokens) == (
        2, sum(u["prompt_tokens"] for u in reported),
        sum(u["completion_tokens"] for u in reported))
    per_conversation = dict(await engine.usage.top("conversation", 30))
    assert per_conversation["g:1"].tokens == (reported[0]["prompt_tokens"]
                                              + reported[0]["completion_tokens"])
    assert [m for m, _ in await engine.usage.top("model", 30)] == ["fake-model"]
    [(day, totals)] = await engine.usage.daily(30)
    assert day == engine.usage.today() and totals == today
    # Three messages answered (one with the error text), the failure kept by class.
    assert engine.answered_today() == 3
    [note] = engine.errors
    assert note.key == "g:1" and isinstance(note.error, RateLimited)
    assert note.kind == "RateLimited"


async def test_counts_of_the_day_start_again_at_midnight(provider: FakeProvider,
                                                         tmp_path: Path) -> None:
    now = [1_772_000_000.0]
    config = Config(aichat_base_url=provider.base_url, aichat_api_key=API_KEY,
                    aichat_model="fake-model", aichat_retry_base_delay=0.0)
    async with Engine(config, tmp_path, wall_clock=lambda: now[0]) as engine:
        await say(engine, "g:1", "你好")
        assert engine.answered_today() == 1
        now[0] += 86_400
        assert engine.answered_today() == 0
        assert (await engine.usage.totals()).calls == 0
        await say(engine, "g:1", "又一天")
        assert engine.answered_today() == 1
        assert [t.calls for _, t in await engine.usage.daily(2)] == [1, 1]


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
    await store.add_link("k", "999", 2e9)
    await store.set_password({"hash": "h1", "env": ""})
    assert await store.sessions() == {}
    assert await store.link_user("k") is None  # unused links end with the password too
    assert await store.password() == {"hash": "h1", "env": ""}
    await store.put_session("c", {"csrf": "z"})
    await store.delete_session("c")
    assert await store.session("c") is None
    for i in range(5):
        await store.audit("密码登录", "127.0.0.1", f"act.{i}", f"<b>{i}</b>", at=1000.0 + i)
    # The bot's audit log: a QQ command's entry says so, and where it was given.
    await store.audit("QQ 999", "f:999", "setting.set", "api_key（机密，值不记录）",
                      at=2000.0, front="qq")
    again = reopened(db)
    await again.open()  # the audit log persists
    try:
        store = panel_store(again)
        assert await store.audit_count() == 6
        [qq] = await store.audit_log(limit=1)
        assert (qq.front, qq.actor, qq.ip, qq.action) == ("qq", "QQ 999", "f:999", "setting.set")
        page = await store.audit_log(offset=2, limit=2)
        assert [(e.id, e.action, e.detail, e.front) for e in page] == [
            (4, "act.3", "<b>3</b>", "panel"), (3, "act.2", "<b>2</b>", "panel")]
        assert await store.password() == {"hash": "h1", "env": ""}
    finally:
        await again.close()
