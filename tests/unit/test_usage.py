"""Usage accounting and daily quotas through the engine, against the strict fake provider
over real HTTP and a real SQLite file, with a wall clock the test moves (local days)."""

from __future__ import annotations

import datetime as dt
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from mnemo import Config, Engine, Incoming, Notice, Outcome, Reply, SettingError
from mnemo.client import ChatClient, Usage, _usage
from mnemo.config import Price
from mnemo.days import day_of, next_midnight
from mnemo.usage import cost
from tests.fakes.provider import FakeProvider
from tests.postgres import fresh_schema
from tests.unit.test_memory import FakeEmbeddings, embed_server  # noqa: F401 (a fixture)
from tests.unit.test_usage_contract import count_transactions

KEY = "test-key"
SUPERUSER = "999"


class Clock:
    """Local noon of a fixed day; `next_day` jumps past the coming local midnight."""

    def __init__(self) -> None:
        self.now = dt.datetime(2026, 3, 1, 12, 0).timestamp()

    def __call__(self) -> float:
        return self.now

    def next_day(self) -> None:
        self.now = next_midnight(self.now) + 60


class Replies:
    def __init__(self) -> None:
        self.got: list[Reply] = []

    async def __call__(self, reply: Reply) -> None:
        self.got.append(reply)

    @property
    def last(self) -> Reply:
        return self.got[-1]


@pytest.fixture
async def provider() -> AsyncIterator[FakeProvider]:
    async with FakeProvider(api_key=KEY, cache="openai") as p:
        yield p


def config(provider: FakeProvider, **settings: Any) -> Config:
    return Config(aichat_api_key=KEY, aichat_base_url=provider.base_url,
                  aichat_model="main-model", aichat_retry_base_delay=0, **settings)


@asynccontextmanager
async def database_url(backend: str) -> AsyncIterator[str]:
    """AICHAT_DATABASE_URL for `backend`: empty for the SQLite file, else a fresh schema."""
    if backend == "sqlite":
        yield ""
        return
    async with fresh_schema() as url:
        yield url


def reported_tokens(provider: FakeProvider, start: int = 0) -> int:
    return sum(u["prompt_tokens"] + u["completion_tokens"] for u in provider.reported[start:])


async def say(engine: Engine, key: str, text: str, user: str, send: Replies) -> Outcome:
    return await engine.handle(Incoming.text(key, text, user=user), send)


# ------------------------------------------------------------------ what providers report


@pytest.mark.parametrize(("raw", "cached"), [
    ({"prompt_tokens": 100, "completion_tokens": 5,
      "prompt_tokens_details": {"cached_tokens": 64}}, 64),
    ({"prompt_tokens": 100, "completion_tokens": 5, "prompt_cache_hit_tokens": 80,
      "prompt_cache_miss_tokens": 20}, 80),
    ({"prompt_tokens": 100, "completion_tokens": 5}, 0),
    ({"prompt_tokens": 100, "completion_tokens": 5, "prompt_tokens_details": None}, 0),
    ({"prompt_tokens": 100, "completion_tokens": 5,
      "prompt_tokens_details": {"cached_tokens": "64"}}, 0),
])
def test_cached_tokens_in_both_spellings_and_absent(raw: dict[str, Any], cached: int) -> None:
    usage = _usage(raw)
    assert usage == Usage(100, 5, 105, cached)


@pytest.mark.parametrize("style", ["openai", "deepseek", None])
async def test_the_client_reports_each_call_with_the_cached_part(style: Any) -> None:
    async with FakeProvider(api_key=KEY, cache=style) as provider:
        client = ChatClient(base_url=provider.base_url, api_key=KEY, model="m")
        seen: list[tuple[str, Usage]] = []
        client.on_usage = lambda model, usage: seen.append((model, usage))
        history = [{"role": "system", "content": "你是助手。" * 50},
                   {"role": "user", "content": "你好"}]
        await client.complete(history)
        await client.complete([*history, {"role": "assistant", "content": "你好！"},
                               {"role": "user", "content": "再见"}])
        await client.aclose()
    first, second = (u for _, u in seen)
    assert [m for m, _ in seen] == ["m", "m"]
    assert first.cached_tokens == 0
    expected = [u["prompt_tokens_details"]["cached_tokens"] if style == "openai"
                else u.get("prompt_cache_hit_tokens", 0) for u in provider.reported]
    assert [first.cached_tokens, second.cached_tokens] == expected
    assert (second.cached_tokens > 0) == (style is not None)
    assert [u.prompt_tokens for u in (first, second)] == [
        u["prompt_tokens"] for u in provider.reported]


def test_price_arithmetic() -> None:
    price: Price = {"input": 2.0, "cached_input": 0.5, "output": 8.0}
    usage = Usage(prompt_tokens=1_000_000, completion_tokens=250_000, total_tokens=0,
                  cached_tokens=400_000)
    assert cost(price, usage) == pytest.approx(600_000 * 2 / 1e6 + 400_000 * 0.5 / 1e6 + 2.0)
    # Without a cached price, cached input costs what input does.
    assert cost({"input": 2.0, "output": 8.0}, usage) == pytest.approx(2.0 + 2.0)
    assert cost(None, usage) is None
    # A provider reporting more cached than prompt tokens is not paid for twice.
    odd = Usage(prompt_tokens=10, completion_tokens=0, total_tokens=10, cached_tokens=50)
    assert cost(price, odd) == pytest.approx(10 * 0.5 / 1e6)


def test_a_price_table_is_json_and_validated() -> None:
    c = Config(aichat_prices='{"m": {"input": 1, "output": 2}}')
    assert c.aichat_prices == {"m": {"input": 1.0, "output": 2.0}}
    for bad in ('{"m": {"input": -1, "output": 2}}', '{"m": {"input": 1}}', "not json"):
        with pytest.raises(ValueError):
            Config(aichat_prices=bad)
    with pytest.raises(ValueError, match="不能大于"):
        Config(aichat_quota_member_soft_tokens=10, aichat_quota_member_hard_tokens=5)


async def test_a_bad_price_table_is_refused_with_the_reason(tmp_path: Path) -> None:
    async with Engine(Config(aichat_api_key=KEY), tmp_path) as engine:
        settings = engine.settings
        for raw, reason in (('{"m": {"input": 1}}', "缺少 m.output"),
                            ('{"m": {"input": -1, "output": 1}}', "不能小于 0"),
                            ("{oops", "需要 JSON")):
            with pytest.raises(SettingError, match=reason):
                await settings.set("prices", raw)
        view = await settings.set("prices", '{"m": {"input": 1, "output": 2}}')
        assert view.shown == '{"m": {"input": 1.0, "output": 2.0}}'
        assert engine.usage.prices == {"m": {"input": 1.0, "output": 2.0}}


# ------------------------------------------------------------------ recording


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_every_call_is_recorded_by_conversation_member_model_and_price(
    backend: str, provider: FakeProvider, tmp_path: Path,
) -> None:
    async with database_url(backend) as url:
        await _every_call_is_recorded(provider, tmp_path, url)


async def _every_call_is_recorded(provider: FakeProvider, tmp_path: Path, url: str) -> None:
    clock = Clock()
    prices = '{"main-model": {"input": 2, "cached_input": 0.5, "output": 8}}'
    async with Engine(config(provider, aichat_prices=prices, aichat_database_url=url),
                      tmp_path, wall_clock=clock) as engine:
        send = Replies()
        await say(engine, "g:1", "你好", "2001", send)
        await say(engine, "g:1", "还在吗", "2002", send)
        await say(engine, "f:2001", "私聊", "2001", send)
        usage = engine.usage
        group = await usage.totals(conversation="g:1")
        member = await usage.totals(member="2001")
        everything = await usage.totals(30)
    reported = provider.reported
    assert group.calls == 2 and member.calls == 2 and everything.calls == 3
    assert everything.prompt_tokens == sum(u["prompt_tokens"] for u in reported)
    assert everything.completion_tokens == sum(u["completion_tokens"] for u in reported)
    assert everything.cached_tokens == sum(
        u["prompt_tokens_details"]["cached_tokens"] for u in reported)
    assert group.cached_tokens > 0  # the second turn re-sent the first one's prefix
    expected = sum((u["prompt_tokens"] - u["prompt_tokens_details"]["cached_tokens"]) * 2
                   + u["prompt_tokens_details"]["cached_tokens"] * 0.5
                   + u["completion_tokens"] * 8 for u in reported) / 1e6
    assert everything.cost == pytest.approx(expected)


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_a_turn_writes_its_usage_in_its_own_transactions(
    backend: str, provider: FakeProvider, tmp_path: Path,
) -> None:
    async with database_url(backend) as url:
        await _usage_rides_on_the_turns_transactions(provider, tmp_path, url)


async def _usage_rides_on_the_turns_transactions(provider: FakeProvider, tmp_path: Path,
                                                  url: str) -> None:
    async with Engine(config(provider, aichat_database_url=url), tmp_path,
                      wall_clock=Clock()) as engine:
        opened = count_transactions(engine.db)
        history = engine.stores.history
        appends = 0
        append = history.append_many

        async def counting_append(*args: Any) -> dict[str, Exception]:
            nonlocal appends
            appends += 1
            return await append(*args)

        history.append_many = counting_append  # type: ignore[method-assign]
        for n in range(3):
            await say(engine, "g:1", f"第 {n} 条", "2001", Replies())
        assert (await engine.usage.totals()).calls == 3
        # Every transaction of the turns was a history append: the usage rode along.
        # (Counted before closing: shutdown saves the activity counters too.)
        assert opened == [appends]


async def test_compressor_calls_are_counted_as_compressions(
    provider: FakeProvider, tmp_path: Path,
) -> None:
    async with Engine(config(provider), tmp_path, wall_clock=Clock()) as engine:
        send = Replies()
        for n in range(4):
            await say(engine, "g:1", f"记住第 {n} 件事", "2001", send)
        await engine.compact("g:1")
        totals = await engine.usage.totals(conversation="g:1")
        report = await engine.context("g:1")
    assert totals.compressions == 1 and totals.calls == 5
    assert report.cache_hit_rate is not None and 0 < report.cache_hit_rate < 1


async def test_embeddings_are_recorded_for_the_conversation_that_searched(
    provider: FakeProvider, embed_server: FakeEmbeddings, tmp_path: Path,  # noqa: F811
) -> None:
    settings = config(provider, aichat_embedding_base_url=embed_server.url,
                      aichat_embedding_model="fake-embed", aichat_memory_auto_inject=True)
    async with Engine(settings, tmp_path, wall_clock=Clock()) as engine:
        await engine.memories.add("g:1", "小明喜欢喝手冲咖啡", [])
        await say(engine, "g:1", "小明喜欢喝什么咖啡", "2001", Replies())
        by_purpose = dict(await engine.usage.top("purpose", 1))
        searched = await engine.usage.totals(conversation="g:1", purpose="embeddings")
        models = dict(await engine.usage.top("model", 1))
    # The recall index's vectors are filled in the background, as "recall" (whether that
    # call is in yet depends on timing): the memory's calls are the two "embeddings".
    assert {"chat", "embeddings"} <= set(by_purpose) <= {"chat", "embeddings", "recall"}
    # The admin's memory was embedded for nobody's turn; the turn's search for g:1.
    assert by_purpose["embeddings"].calls == 2
    assert searched.calls == 1 and searched.prompt_tokens > 0
    assert searched.completion_tokens == 0 and searched.cost is None
    assert set(models) == {"main-model", "fake-embed"}


# ------------------------------------------------------------------ quotas


async def test_soft_then_hard_limit_then_midnight(provider: FakeProvider, tmp_path: Path
                                                  ) -> None:
    clock = Clock()
    async with Engine(config(provider, aichat_quota_fallback_model="cheap-model"), tmp_path,
                      wall_clock=clock) as engine:
        send = Replies()
        assert await say(engine, "g:1", "你好", "2001", send) is Outcome.ANSWERED
        one_turn = reported_tokens(provider)
        await engine.settings.set("quota_member_soft_tokens", str(one_turn))
        await engine.settings.set("quota_member_hard_tokens", str(3 * one_turn))
        # Over the soft limit: the cheaper model answers, and says so once.
        await say(engine, "g:1", "第二条", "2001", send)
        assert provider.requests[-1].model == "cheap-model"
        assert send.last.quota is not None and send.last.quota.level == "soft"
        assert send.last.quota.scope == "member" and send.last.quota.model == "cheap-model"
        await say(engine, "g:1", "第三条", "2001", send)
        assert provider.requests[-1].model == "cheap-model" and send.last.quota is None
        # Another member of the same group is not limited by this member's quota.
        await say(engine, "g:1", "我是别人", "2002", send)
        assert provider.requests[-1].model == "main-model" and send.last.quota is None
        while engine.usage.quota("g:1", "2001").member_used < 3 * one_turn:
            await say(engine, "g:1", "继续", "2001", send)
        # Over the hard limit: refused without a model call, saying when it resets.
        calls = provider.received
        assert await say(engine, "g:1", "还能聊吗", "2001", send) is Outcome.OVER_QUOTA
        assert provider.received == calls
        assert send.last.refused and send.last.text == "" and send.last.quota is not None
        assert send.last.quota.resets_at == next_midnight(clock())
        # The refused message is not part of the conversation.
        await say(engine, "g:1", "我又来了", "2002", send)
        assert "还能聊吗" not in str(provider.requests[-1].messages)
        # Past local midnight the day starts over.
        clock.next_day()
        await say(engine, "g:1", "新的一天", "2001", send)
        assert provider.requests[-1].model == "main-model" and send.last.quota is None
        assert engine.usage.quota("g:1", "2001").member_used == reported_tokens(
            provider, len(provider.reported) - 1)


async def test_group_and_global_limits_and_superusers_are_exempt(
    provider: FakeProvider, tmp_path: Path,
) -> None:
    clock = Clock()
    async with Engine(config(provider, aichat_quota_group_hard_tokens=1), tmp_path,
                      wall_clock=clock, quota_exempt={SUPERUSER}) as engine:
        send = Replies()
        assert await say(engine, "g:1", "你好", "2001", send) is Outcome.ANSWERED
        assert await say(engine, "g:1", "你好", "2002", send) is Outcome.OVER_QUOTA
        assert send.last.quota is not None and send.last.quota.scope == "group"
        # A superuser is answered, by the main model; another group is not affected.
        assert await say(engine, "g:1", "我是超管", SUPERUSER, send) is Outcome.ANSWERED
        assert await say(engine, "g:2", "别的群", "2002", send) is Outcome.ANSWERED
        # Private chats have no group quota; the global budget covers everyone.
        assert await say(engine, "f:2001", "私聊", "2001", send) is Outcome.ANSWERED
        await engine.settings.set("quota_global_hard_tokens", "1")
        assert await say(engine, "f:2001", "私聊", "2001", send) is Outcome.OVER_QUOTA
        assert send.last.quota is not None and send.last.quota.scope == "global"
        assert await say(engine, "f:999", "私聊", SUPERUSER, send) is Outcome.ANSWERED


async def test_counters_and_alerts_survive_a_restart(provider: FakeProvider, tmp_path: Path
                                                     ) -> None:
    clock = Clock()
    notices: list[Notice] = []
    settings = config(provider, aichat_quota_fallback_model="cheap-model")
    async with Engine(settings, tmp_path, wall_clock=clock) as engine:
        engine.on_notice(notices.append)
        send = Replies()
        await say(engine, "g:1", "你好", "2001", send)
        one_turn = reported_tokens(provider)
        # 80 % of the group's quota is passed by the next turn; the global budget too.
        await engine.settings.set("quota_group_hard_tokens", str(int(one_turn * 2.2)))
        await engine.settings.set("quota_global_soft_tokens", str(one_turn + 1))
        await say(engine, "g:1", "第二条", "2001", send)
        await say(engine, "g:1", "第三条", "2001", send)
        used = engine.usage.quota("g:1", "2001")
    assert [(n.kind, n.group) for n in notices] == [("group_quota", "g:1"),
                                                   ("global_budget", "")]
    assert notices[0].used >= 0.8 * notices[0].limit and notices[0].day == day_of(clock())
    async with Engine(settings, tmp_path, wall_clock=clock) as engine:
        engine.on_notice(notices.append)
        assert engine.usage.quota("g:1", "2001") == used
        calls = provider.received
        assert await say(engine, "g:1", "重启后", "2001", send) is Outcome.OVER_QUOTA
        assert provider.received == calls
        # Still over the global soft limit: the fallback answers, without a second notice.
        await say(engine, "f:5", "私聊", "5", send)
        assert provider.requests[-1].model == "cheap-model"
        assert send.last.quota is not None and send.last.quota.scope == "global"
        await say(engine, "f:5", "再来", "5", send)
        assert send.last.quota is None
        assert len(notices) == 2  # told once a day, restart or not
        clock.next_day()
        assert engine.usage.quota("g:1", "2001").group_used == 0
        assert await say(engine, "g:1", "新的一天", "2001", send) is Outcome.ANSWERED


async def test_quotas_are_off_by_default(provider: FakeProvider, tmp_path: Path) -> None:
    async with Engine(config(provider), tmp_path, wall_clock=Clock()) as engine:
        assert not engine.quotas.enabled
        send = Replies()
        for n in range(3):
            assert await say(engine, "g:1", f"第 {n} 条", "2001", send) is Outcome.ANSWERED
        assert all(r.quota is None for r in send.got)
        assert {r.model for r in provider.requests} == {"main-model"}
