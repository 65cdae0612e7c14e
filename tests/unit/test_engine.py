"""The engine through its front door: a real SQLite file, the strict fake provider, no bot.

Everything here is what a front end (the QQ plugin, the web panel, a bench) sees: hand
the engine a message, get an outcome and replies; act through the admin verbs.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import mnemo
from mnemo import Busy, Config, Engine, Incoming, Outcome, Reply
from mnemo.errors import NotConfigured, TurnFailed
from tests.fakes.provider import FakeProvider
from tests.fakes.provider import Reply as Answer

API_KEY = "test-key"


class Inbox:
    """The replies a front end was handed, with an event per arrival."""

    def __init__(self) -> None:
        self.replies: list[Reply] = []
        self._arrived = asyncio.Condition()

    async def __call__(self, reply: Reply) -> None:
        async with self._arrived:
            self.replies.append(reply)
            self._arrived.notify_all()

    async def wait(self, n: int) -> None:
        async with self._arrived:
            await asyncio.wait_for(self._arrived.wait_for(lambda: len(self.replies) >= n), 10)

    @property
    def texts(self) -> list[str]:
        return [r.text for r in self.replies]


def config(provider: FakeProvider, **overrides: object) -> Config:
    return Config.model_validate({
        "aichat_base_url": provider.base_url, "aichat_api_key": API_KEY,
        "aichat_model": "fake-model", "aichat_max_attempts": 1,
        "aichat_retry_base_delay": 0, **{f"aichat_{k}": v for k, v in overrides.items()},
    })


@pytest.fixture
async def provider() -> AsyncIterator[FakeProvider]:
    async with FakeProvider(api_key=API_KEY) as p:
        yield p


@pytest.fixture
async def engine(provider: FakeProvider, tmp_path: Path) -> AsyncIterator[Engine]:
    async with Engine(config(provider), tmp_path) as e:
        yield e


def said(text: str, key: str = "g:1", user: str = "7", addressed: bool = True) -> Incoming:
    return Incoming.text(key, text, user=user, name=f"user{user}", addressed=addressed)


def test_the_front_door_is_one_screen() -> None:
    # `import mnemo` is the whole API: the engine, what goes in and out, the settings.
    assert {"Engine", "Incoming", "Outcome", "Reply", "Config", "SETTINGS",
            "ConversationKey"} <= set(mnemo.__all__)
    assert len(mnemo.__all__) <= 40


async def test_a_message_is_answered_and_stored(engine: Engine, provider: FakeProvider,
                                               tmp_path: Path) -> None:
    inbox = Inbox()
    message = said("你好")
    assert await engine.handle(message, inbox) is Outcome.ANSWERED
    assert inbox.texts == ["收到：" + provider.requests[-1].last_user_text()[-50:]]
    assert inbox.replies[0].to is message and inbox.replies[0].ok
    # Who said it, and when, reach the model: a group shares one conversation.
    assert provider.requests[-1].last_user_text().endswith("user7(7): 你好")
    report = await engine.context("g:1")
    assert report.messages == 2


async def test_reply_is_stored_before_the_front_end_gets_it(
        provider: FakeProvider, tmp_path: Path) -> None:
    seen: list[int] = []
    async with Engine(config(provider), tmp_path) as engine:
        async def send(reply: Reply) -> None:
            # A crash now must not forget what the user is about to read.
            stored = await engine.stores.history.load("f:5")
            seen.append(len(stored))

        await engine.handle(said("记住我", key="f:5", user="5"), send)
    assert seen == [2]


async def test_unaddressed_group_talk_is_counted_and_clears_at_the_limit(
        provider: FakeProvider, tmp_path: Path) -> None:
    inbox = Inbox()
    async with Engine(config(provider, session_no_mention_clear=3), tmp_path) as engine:
        await engine.handle(said("在吗"), inbox)
        received = provider.received
        for text in ("a", "b"):
            assert await engine.handle(said(text, addressed=False), inbox) is Outcome.IGNORED
        assert (await engine.context("g:1")).messages == 2
        await engine.handle(said("c", addressed=False), inbox)
        assert provider.received == received  # chatter never reaches the model
        assert (await engine.context("g:1")).messages == 0
        assert engine.unaddressed("g:1") == 3
        # Addressing the bot starts the count again.
        await engine.handle(said("又来了"), inbox)
        assert engine.unaddressed("g:1") == 0


async def test_ai_switch(engine: Engine, provider: FakeProvider) -> None:
    inbox = Inbox()
    await engine.set_ai("g:2", False)
    assert await engine.handle(said("在吗", key="g:2"), inbox) is Outcome.IGNORED
    assert provider.received == 0 and not engine.ai_enabled("g:2")
    with pytest.raises(ValueError):
        await engine.set_ai("f:2", False)
    await engine.set_ai("g:2", True)
    assert await engine.handle(said("在吗", key="g:2"), inbox) is Outcome.ANSWERED


async def test_messages_during_a_reply_are_queued_and_answered_together(
        engine: Engine, provider: FakeProvider) -> None:
    release = asyncio.Event()
    provider.queue(Answer.text("第一条的回答", wait=release), Answer.text("一起回答"))
    inbox = Inbox()
    first = asyncio.ensure_future(engine.handle(said("第一条"), inbox))
    await provider.wait_requests(1)
    assert await engine.handle(said("第二条"), inbox) is Outcome.QUEUED_FIRST
    last = said("第三条")
    assert await engine.handle(last, inbox) is Outcome.QUEUED
    release.set()
    assert await first is Outcome.ANSWERED
    assert inbox.texts == ["第一条的回答", "一起回答"]
    assert inbox.replies[1].to is last
    assert provider.requests[-1].last_user_text().endswith("第三条")


async def test_messages_during_a_compact_queue_and_are_answered_in_one_call(
        engine: Engine, provider: FakeProvider) -> None:
    # /compact holds the conversation while the summariser writes: messages arriving
    # then queue as behind a reply (one notice, one model call for them all), not each
    # waiting for the lock on its own and getting its own call after.
    inbox = Inbox()
    for text in ("第一个问题", "第二个问题"):
        await engine.handle(said(text), inbox)
    before = provider.received
    release = asyncio.Event()
    provider.queue(Answer.text("这是摘要。", wait=release), Answer.text("一起回答"))
    compacting = asyncio.ensure_future(engine.compact("g:1"))
    await provider.wait_requests(before + 1)  # the summariser is writing
    messages = [said(t) for t in ("甲", "乙", "丙")]
    arriving = [asyncio.ensure_future(engine.handle(m, inbox)) for m in messages]
    for _ in range(50):  # loop turns, not time: queueing waits on nothing
        if all(a.done() for a in arriving):
            break
        await asyncio.sleep(0)
    assert all(a.done() for a in arriving), "messages waited for the lock"
    assert [a.result() for a in arriving] == [Outcome.QUEUED_FIRST, Outcome.QUEUED,
                                              Outcome.QUEUED]
    release.set()
    record = await compacting
    assert record is not None and record.strategy == "summary"
    await inbox.wait(3)
    assert inbox.texts[2:] == ["一起回答"]
    assert inbox.replies[2].to is messages[-1]
    assert provider.received == before + 2  # the summary, then one round for all three
    assert "丙" in provider.requests[-1].last_user_text()


async def test_a_message_after_the_answer_went_out_gets_no_still_replying_notice(
        engine: Engine, provider: FakeProvider) -> None:
    # The member has the answer while the turn is still storing it: a message sent then
    # is answered next, and "still replying" would be about a reply already delivered.
    provider.queue(Answer.text("第一条的回答"), Answer.text("第二条的回答"))
    outcomes: list[Outcome] = []
    inbox = Inbox()

    async def deliver(reply: Reply) -> None:
        await inbox(reply)
        if len(inbox.texts) == 1:
            outcomes.append(await engine.handle(said("第二条"), inbox))

    assert await engine.handle(said("第一条"), deliver) is Outcome.ANSWERED
    assert outcomes == [Outcome.QUEUED]
    assert inbox.texts == ["第一条的回答", "第二条的回答"]


async def test_stop_cancels_the_running_reply(engine: Engine, provider: FakeProvider) -> None:
    provider.queue(Answer.text("太慢了", wait=asyncio.Event()))
    inbox = Inbox()
    running = asyncio.ensure_future(engine.handle(said("慢慢说"), inbox))
    await provider.wait_requests(1)
    assert engine.stop("g:1")
    assert await running is Outcome.STOPPED
    assert inbox.replies == [] and not engine.stop("g:1")


async def test_new_archives_and_restore_brings_it_back(engine: Engine) -> None:
    inbox = Inbox()
    assert await engine.restore("g:1") is None
    await engine.handle(said("记住这句话"), inbox)
    await engine.new("g:1")
    assert (await engine.context("g:1")).messages == 0
    restored = await engine.restore("g:1")
    assert restored is not None and restored.messages == 2
    assert (await engine.context("g:1")).messages == 2


async def test_compact_and_restore_refuse_while_replying(engine: Engine,
                                                        provider: FakeProvider) -> None:
    release = asyncio.Event()
    provider.queue(Answer.text("答", wait=release))
    running = asyncio.ensure_future(engine.handle(said("问"), Inbox()))
    await provider.wait_requests(1)
    with pytest.raises(Busy):
        await engine.compact("g:1")
    with pytest.raises(Busy):
        await engine.restore("g:1")
    release.set()
    await running


async def test_restore_holds_the_conversation_so_no_reply_lands_on_top(
        engine: Engine, provider: FakeProvider) -> None:
    """A message arriving while a restore runs is answered on the restored history.

    The restore takes the conversation's lock before it looks, so a reply cannot start
    between its check and its swap (and write its turn on top of the restored rows).
    """
    inbox = Inbox()
    await engine.handle(said("旧的话"), inbox)
    await engine.new("g:1")
    await engine.handle(said("新对话的第一句"), inbox)
    restoring = asyncio.ensure_future(engine.restore("g:1"))
    await asyncio.sleep(0)  # the restore has taken the lock and waits for its flush
    replying = asyncio.ensure_future(engine.handle(said("恢复时来的消息"), inbox))
    restored = await restoring
    # Queued behind the restore (quick: no notice), and answered once it is done.
    assert await replying is Outcome.QUEUED
    await inbox.wait(3)
    assert restored is not None and restored.messages == 2
    sent = provider.requests[-1].messages
    texts = [m.get("content") for m in sent if m["role"] == "user"]
    assert any("旧的话" in (t or "") for t in texts)
    assert not any("新对话的第一句" in (t or "") for t in texts)
    # The resident window and the stored rows agree: nothing landed beside the restore.
    stored = await engine.stores.history.load("g:1")
    assert [m.data for m in stored] == [
        *sent[1:], {"role": "assistant", "content": inbox.texts[-1]}]


async def test_context_reports_what_the_agent_sends(provider: FakeProvider,
                                                   tmp_path: Path) -> None:
    """`context` sizes the next request with the agent's own overhead, memory hints
    included, where the provider did not say how big the last prompt was."""
    provider.report_usage = False
    inbox = Inbox()
    async with Engine(config(provider, memory_auto_inject=True), tmp_path) as engine:
        await engine.memories.add("g:1", "小明最喜欢的饮料是手冲咖啡")
        await engine.handle(said("小明最喜欢什么饮料"), inbox)
        request = provider.requests[-1]
        # The hint went along, before the question, which is read last.
        assert "手冲咖啡" in request.messages[-2]["content"]
        assert request.messages[-1]["content"].endswith("小明最喜欢什么饮料")
        answer = provider_count_answer(inbox.texts[-1])
        report = await engine.context("g:1")
        # The provider's own count of what it received, plus the answer added since. The
        # fake counts independently of mnemo (same encoding, its own framing), so the
        # two agree to a few tokens; leaving the hint out would be off by its ~60.
        assert abs(report.prompt_tokens - (request.prompt_tokens + answer)) <= 5
    # Restarted: nothing measured yet; the estimate is the agent's, for a request that
    # carries no hint, so it is exactly the received prompt minus the hint plus the answer.
    async with Engine(config(provider), tmp_path) as engine:
        report = await engine.context("g:1")
        hint = provider_count_message(request.messages[-2])
        assert abs(report.prompt_tokens - (request.prompt_tokens - hint + answer)) <= 5


def provider_count_answer(text: str) -> int:
    return provider_count_message({"role": "assistant", "content": text})


def provider_count_message(message: dict[str, object]) -> int:
    from tests.fakes.provider import count_prompt

    # count_prompt adds the reply priming once; a message on its own is without it.
    return count_prompt([message], None) - count_prompt([], None)


async def test_no_api_key_is_said_at_open_and_in_the_reply(
        provider: FakeProvider, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    inbox = Inbox()
    with caplog.at_level(logging.WARNING, logger="mnemo"):
        async with Engine(config(provider, api_key=""), tmp_path) as engine:
            assert engine.missing() == [
                "no AICHAT_API_KEY is set: every message will be answered with an error"]
            await engine.handle(said("在吗"), inbox)
    assert any("no AICHAT_API_KEY" in r.getMessage() for r in caplog.records)
    assert isinstance(inbox.replies[0].error, NotConfigured)
    assert provider.received == 0


async def test_a_long_message_is_cut_and_the_reply_says_so(provider: FakeProvider,
                                                          tmp_path: Path) -> None:
    inbox = Inbox()
    async with Engine(config(provider, max_input_chars=100), tmp_path) as engine:
        await engine.handle(said("长" * 150), inbox)
        await engine.handle(said("短"), inbox)
    assert [r.cut_to for r in inbox.replies] == [100, None]
    assert "原文共 150 字" in provider.requests[0].last_user_text()


async def test_a_failing_front_end_does_not_lose_the_turn(engine: Engine) -> None:
    async def broken(reply: Reply) -> None:
        raise ConnectionError("QQ is gone")

    assert await engine.handle(said("你好"), broken) is Outcome.ANSWERED
    assert len(await engine.stores.history.load("g:1")) == 2


async def test_memory_search_takes_its_centre_from_the_engines_recall(engine: Engine) -> None:
    # A narrow-cone model matched every memory to every question without it (see
    # test_memory's narrow-cone tests for the behaviour).
    assert engine.memories.centre == engine.parts.recall.model_centre


async def test_bad_keys_are_refused_at_the_door(engine: Engine) -> None:
    for bad in ("g:abc", "x:1", "g:1\n", "", "g:"):
        with pytest.raises(ValueError):
            Incoming.text(bad, "hi")
        with pytest.raises(ValueError):
            await engine.context(bad)



async def test_bot_name_set_at_run_time_reaches_the_prompt(provider: FakeProvider,
                                                          tmp_path: Path) -> None:
    inbox = Inbox()
    async with Engine(config(provider), tmp_path, bot_name="mnemo") as engine:
        await engine.handle(said("你是谁"), inbox)
        assert "你的名字：mnemo。" in provider.requests[-1].system_text()
        view = await engine.settings.set("bot_name", "小忆")
        assert view.applies_now
        await engine.handle(said("你是谁"), inbox)
        assert "你的名字：小忆。" in provider.requests[-1].system_text()
    # And after a restart, when the name is read before the overrides were loaded.
    async with Engine(config(provider), tmp_path, bot_name="mnemo") as engine:
        await engine.handle(said("你是谁"), inbox)
        assert "你的名字：小忆。" in provider.requests[-1].system_text()


async def test_a_new_api_key_reaches_the_endpoints_that_inherited_it(
        provider: FakeProvider, tmp_path: Path) -> None:
    """The compressor on the main host has no key of its own: it uses the main one,
    also after the main one is changed at run time."""
    settings = config(provider, compressor_base_url=provider.base_url,
                      compressor_model="summariser")
    async with Engine(settings, tmp_path) as engine:
        for text in ("第一个问题", "第二个问题"):
            await engine.handle(said(text), Inbox())
        provider.api_key = "sk-rotated"
        await engine.settings.set("api_key", "sk-rotated")
        record = await engine.compact("g:1")
        assert record is not None and record.strategy == "summary"
        summary_call = provider.requests[-1]
        assert summary_call.model == "summariser"
        assert summary_call.headers["authorization"] == "Bearer sk-rotated"


# -- text that is not valid Unicode -----------------------------------------------------

HALF = "\ud83d"  # half an emoji: what json.loads makes of a "\ud83d" escape


def sent_contents(provider: FakeProvider) -> list[str]:
    return [str(m.get("content")) for m in provider.requests[-1].messages]


async def test_half_an_emoji_from_the_platform_is_answered_stored_and_sent_on(
        provider: FakeProvider, tmp_path: Path) -> None:
    # A OneBot implementation in JavaScript cuts a group card (and the text) mid-emoji.
    inbox = Inbox()
    stored = "小明\ufffd(7): 坏字\ufffd符"
    async with Engine(config(provider), tmp_path) as engine:
        message = Incoming.text("g:1", f"坏字{HALF}符", user="7", name=f"小明{HALF}")
        assert await engine.handle(message, inbox) is Outcome.ANSWERED
        assert inbox.replies[-1].ok
        assert provider.requests[-1].last_user_text().endswith(stored)
        assert await engine.handle(said("还在吗"), inbox) is Outcome.ANSWERED
        assert inbox.replies[-1].ok
        assert any(c.endswith(stored) for c in sent_contents(provider))
        # /history with the same broken text finds the message by its words.
        hits = await engine.search("g:1", f"坏字{HALF}符")
        assert hits and hits[0].said == "坏字\ufffd符"
        assert hits[0].speaker == "小明\ufffd(7)"
        assert await engine.search("g:1", HALF) == []
    async with Engine(config(provider), tmp_path) as engine:
        assert await engine.handle(said("重启了"), inbox) is Outcome.ANSWERED
        assert any(c.endswith(stored) for c in sent_contents(provider))
    assert provider.rejections == []


def raw_answer(message: dict[str, object]) -> Answer:
    """A provider's answer as its JSON: `json.dumps` writes a lone surrogate as the
    escape a real provider may send."""
    return Answer.raw(json.dumps({
        "id": "chatcmpl-1", "object": "chat.completion", "created": 0, "model": "fake-model",
        "choices": [{"index": 0, "message": message, "finish_reason": "stop"}]}))


async def test_half_an_emoji_in_the_answer_is_stored_and_sent_back(
        engine: Engine, provider: FakeProvider) -> None:
    inbox = Inbox()
    provider.queue(raw_answer({"role": "assistant", "content": f"好的{HALF}"}))
    assert await engine.handle(said("讲个笑话"), inbox) is Outcome.ANSWERED
    assert inbox.texts == ["好的\ufffd"]
    assert await engine.handle(said("再来一个"), inbox) is Outcome.ANSWERED
    assert inbox.replies[-1].ok
    assert "好的\ufffd" in sent_contents(provider)
    assert "好的\ufffd" in [m.data["content"] for m in await engine.stores.history.load("g:1")]
    assert provider.rejections == []


async def test_a_tool_call_with_half_an_emoji_runs_and_is_sent_back(
        engine: Engine, provider: FakeProvider) -> None:
    inbox = Inbox()
    arguments = json.dumps({"content": f"小明爱吃{HALF}"}, ensure_ascii=False)
    provider.queue(raw_answer({"role": "assistant", "content": None, "tool_calls": [
        {"id": "call_1", "type": "function",
         "function": {"name": "memory_save", "arguments": arguments}}]}),
        Answer.text("记住了"))
    assert await engine.handle(said("记住我爱吃什么"), inbox) is Outcome.ANSWERED
    assert inbox.texts == ["记住了"]
    assert [m.content for m in await engine.memories.list("g:1")] == ["小明爱吃\ufffd"]
    call = provider.requests[-1].messages[-2]["tool_calls"][0]
    assert json.loads(call["function"]["arguments"]) == {"content": "小明爱吃\ufffd"}
    assert provider.rejections == []


async def test_a_fault_in_a_turn_is_told_and_the_queue_behind_it_still_answered(
        engine: Engine, provider: FakeProvider, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    started, release = asyncio.Event(), asyncio.Event()
    run_turn = engine.parts.agent.run_turn
    calls = 0

    async def faulty(*args: object, **kwargs: object) -> object:
        nonlocal calls
        calls += 1
        if calls == 1:
            started.set()
            await release.wait()
            raise RuntimeError("a bug of ours")
        return await run_turn(*args, **kwargs)

    monkeypatch.setattr(engine.parts.agent, "run_turn", faulty)
    inbox = Inbox()
    first = asyncio.ensure_future(engine.handle(said("第一条"), inbox))
    await started.wait()
    assert await engine.handle(said("第二条"), inbox) is Outcome.QUEUED_FIRST
    with caplog.at_level(logging.ERROR, logger="mnemo.engine"):
        release.set()
        await first
    # The first member hears the turn failed; the second is answered without waiting
    # for anyone's next message.
    assert [r.ok for r in inbox.replies] == [False, True]
    assert isinstance(inbox.replies[0].error, TurnFailed)
    assert provider.requests[-1].last_user_text().endswith("第二条")
    assert sum("the turn failed" in r.message for r in caplog.records) == 1
