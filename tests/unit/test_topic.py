"""Topic shift: when a new message starts the conversation afresh, and what that does.

The decision runs against the fake embeddings service over real HTTP (one dimension per
concept: drinks, meetings, pets, and a constant one) and a real SQLite recall index; the
engine path against the strict fake provider as well.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from mnemo import Config, Engine, Incoming, Outcome, Reply
from mnemo.memory import EmbeddingClient
from mnemo.message import Message
from mnemo.recall.block import HEADER as RECALL_HEADER
from mnemo.recall.search import Recall
from mnemo.recall.topic import MIN_SUBSTANCE, TopicWatch, earlier, substance
from mnemo.recall.vectors import VectorFiller
from mnemo.store import Database, Stores, open_stores
from mnemo.window import make_message, make_summary
from tests.fakes.embeddings import FakeEmbeddings
from tests.fakes.provider import ChatRequest, FakeProvider
from tests.fakes.provider import Reply as Answer

COFFEE = ["我最喜欢喝手冲咖啡", "每天早上都要喝一杯咖啡", "咖啡豆一定要买新鲜的"]
MEETING = "我们明天开会讨论预算安排"
MORE_COFFEE = "下午再来一杯冰咖啡怎么样"


def user(text: str, at: float) -> Message:
    m = make_message({"role": "user", "content": f"[2026-01-02 10:00] 小明(123): {text}"})
    m.created_at = at
    return m


def bot(text: str, at: float) -> Message:
    m = make_message({"role": "assistant", "content": text})
    m.created_at = at
    return m


def coffee_talk(start: float = 100.0) -> list[Message]:
    """Three coffee turns, each answered on topic: six messages."""
    talk: list[Message] = []
    for i, text in enumerate(COFFEE):
        talk += [user(text, start + 2 * i), bot("咖啡确实不错。", start + 2 * i + 1)]
    return talk


@pytest.fixture
async def service() -> AsyncIterator[FakeEmbeddings]:
    async with FakeEmbeddings() as s:
        yield s


@pytest.fixture
async def stores(tmp_path: Path) -> AsyncIterator[Stores]:
    db = Database(tmp_path / "t.db")
    await db.open()
    s = open_stores(db, "sql")
    await s.prepare()
    yield s
    await db.close()


@pytest.fixture
async def watch(service: FakeEmbeddings, stores: Stores) -> AsyncIterator[TopicWatch]:
    client = EmbeddingClient(service.url, "sk-e", "embed-small")
    yield TopicWatch(Recall(stores.recall, client))
    await client.aclose()


def inputs(service: FakeEmbeddings) -> list[list[str]]:
    return [r["input"] for r in service.requests]


# -- the decision -----------------------------------------------------------------------


async def test_a_message_unlike_each_of_the_last_five_is_a_shift(
        watch: TopicWatch, service: FakeEmbeddings) -> None:
    window = coffee_talk()
    shift = await watch.shift("g:1", window, [user(MEETING, 200.0)], threshold=0.4)
    assert shift is not None and shift.similarity < 0.4
    assert await watch.shift("g:1", window, [user(MORE_COFFEE, 201.0)], threshold=0.4) is None
    # The threshold decides: below the meeting's similarity, it stays.
    assert await watch.shift("g:1", window, [user(MEETING, 202.0)],
                             threshold=shift.similarity / 2) is None


async def test_alike_to_one_of_the_five_is_enough_to_stay(watch: TopicWatch) -> None:
    # Four coffee messages and one meeting message: a meeting question belongs here,
    # though it is unlike the average of the five.
    window = [*coffee_talk()[:4], bot("明天的会议几点开始？", 104.0)]
    window.insert(0, user("早上好", 99.0))
    assert await watch.shift("g:1", window, [user(MEETING, 200.0)], threshold=0.4) is None


async def test_fewer_than_five_earlier_messages_never_split(
        watch: TopicWatch, service: FakeEmbeddings) -> None:
    window = coffee_talk()[:4]
    assert await watch.shift("g:1", window, [user(MEETING, 200.0)], threshold=0.4) is None
    assert service.requests == []  # not even asked


@pytest.mark.parametrize("text", ["嗯", "哈哈哈哈哈哈", "好的谢谢你", "ok thanks a lot",
                                  "[图片 0123456789ab]", "？？？"])
async def test_short_chit_chat_is_never_judged(watch: TopicWatch, service: FakeEmbeddings,
                                               text: str) -> None:
    assert substance(text) < MIN_SUBSTANCE
    assert await watch.shift("g:1", coffee_talk(), [user(text, 200.0)], threshold=0.4) is None
    assert service.requests == []


def test_substance_counts_distinct_characters_and_words() -> None:
    assert substance("今天天气怎么样") == 6
    assert substance("哈哈哈哈哈哈哈哈") == 1
    assert substance("can we talk about python instead") == 6
    assert substance("[图片 0123456789ab] 看看这张图") == 4


def test_only_user_and_assistant_text_counts() -> None:
    call = make_message({"role": "assistant", "content": "我查一下", "tool_calls": [
        {"id": "c1", "type": "function",
         "function": {"name": "memory_search", "arguments": "{}"}}]})
    result = make_message({"role": "tool", "tool_call_id": "c1", "content": "小明喜欢咖啡"})
    window = [make_summary("之前聊了很多"), *coffee_talk()[:3], call, result,
              bot("找到了", 110.0)]
    assert [text for _, text in earlier(window)] == [COFFEE[0], "咖啡确实不错。", COFFEE[1],
                                                     "找到了"]


async def test_one_embeddings_call_at_most_and_the_search_reuses_the_query(
        watch: TopicWatch, service: FakeEmbeddings, stores: Stores) -> None:
    window = coffee_talk()
    # Nothing indexed yet: the five are embedded with the query, in one call.
    question = user(MORE_COFFEE, 200.0)
    assert await watch.shift("g:1", window, [question], threshold=0.4) is None
    assert inputs(service) == [[MORE_COFFEE, *[t for _, t in earlier(window)]]]
    # Recall's search for the same turn asks nothing more.
    await stores.history.append("g:1", [*window, question])
    await watch.recall.search("g:1", MORE_COFFEE, limit=3)
    assert len(service.requests) == 1
    # The next turn: the question and the four before it are known; only the answer is new.
    answer = bot("冰咖啡也很好喝。", 201.0)
    window = [*window, question, answer]
    assert await watch.shift("g:1", window, [user(MEETING, 202.0)], threshold=0.4)
    assert inputs(service)[1:] == [[MEETING, "冰咖啡也很好喝。"]]


async def test_vectors_come_from_the_index_when_it_has_them(
        service: FakeEmbeddings, stores: Stores) -> None:
    client = EmbeddingClient(service.url, "sk-e", "embed-small")
    try:
        recall = Recall(stores.recall, client)
        window = coffee_talk()
        await stores.history.append("g:1", window)
        filler = VectorFiller(recall, stores.recall)
        while await filler.fill_once() > 0:
            pass
        service.requests.clear()
        watch = TopicWatch(recall)  # a fresh process: nothing cached
        assert await watch.shift("g:1", window, [user(MEETING, 200.0)], threshold=0.4)
        assert inputs(service) == [[MEETING]]
    finally:
        await client.aclose()


async def test_an_embedding_outage_never_splits_and_is_logged_once(
        watch: TopicWatch, service: FakeEmbeddings, caplog: pytest.LogCaptureFixture) -> None:
    service.down = True
    window = coffee_talk()
    with caplog.at_level(logging.WARNING):
        for at in (200.0, 201.0, 202.0):
            assert await watch.shift("g:1", window, [user(MEETING, at)], threshold=0.4) is None
    assert len(service.requests) == 1  # paused after the failure, for recall too
    warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == 1 and "sk-e" not in warnings[0].getMessage()
    # The pause is the topic check's as much as recall's: the one line says both.
    assert {"recall", "topic"} <= set(warnings[0].getMessage().split())


# -- the engine -------------------------------------------------------------------------

API_KEY = "test-key"


def config(provider: FakeProvider, service: FakeEmbeddings, **overrides: object) -> Config:
    return Config.model_validate({
        "aichat_base_url": provider.base_url, "aichat_api_key": API_KEY,
        "aichat_model": "fake-model", "aichat_max_attempts": 1,
        "aichat_retry_base_delay": 0, "aichat_embedding_base_url": service.url,
        "aichat_embedding_api_key": "sk-e", "aichat_embedding_model": "embed-small",
        "aichat_topic_split": True, **{f"aichat_{k}": v for k, v in overrides.items()},
    })


async def on_topic(request: ChatRequest) -> Answer:
    # Answers that stay on the subject asked, as a real model's would.
    return Answer.text("咖啡确实不错。" if "咖啡" in request.last_user_text() else "好的，记下了。")


@pytest.fixture
async def provider() -> AsyncIterator[FakeProvider]:
    async with FakeProvider(api_key=API_KEY, handler=on_topic) as p:
        yield p


class Talk:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.replies: list[Reply] = []

    async def say(self, text: str, key: str = "g:1") -> Reply:
        async def send(reply: Reply) -> None:
            self.replies.append(reply)

        await self.engine.handle(Incoming.text(key, text, user="7", name="小明"), send)
        return self.replies[-1]


def history_of(request: ChatRequest) -> str:
    """What a request carries of the conversation, without a recall block."""
    return "\n".join(str(m.get("content")) for m in request.messages
                     if not str(m.get("content")).startswith(RECALL_HEADER))


async def test_a_new_topic_starts_afresh_and_the_old_talk_stays_findable(
        provider: FakeProvider, service: FakeEmbeddings, tmp_path: Path) -> None:
    async with Engine(config(provider, service), tmp_path) as engine:
        talk = Talk(engine)
        for text in COFFEE:
            assert not (await talk.say(text)).new_topic
        assert (await talk.say(MORE_COFFEE)).ok
        assert not talk.replies[-1].new_topic and COFFEE[0] in history_of(provider.requests[-1])

        reply = await talk.say(MEETING)
        assert reply.ok and reply.new_topic  # the front end words the notice
        # The reply was made on the fresh conversation: none of the old talk in it.
        request = provider.requests[-1]
        assert "咖啡" not in history_of(request) and MEETING in history_of(request)
        assert (await engine.context("g:1")).messages == 2
        # Once: the next message goes on in the new conversation without a notice.
        follow = await talk.say("会议记得带上季度的报表")
        assert not follow.new_topic and MEETING in history_of(provider.requests[-1])
        # Recorded as /new is, with its own reason.
        log = await engine.compactions("g:1")
        assert [(r.strategy, r.error) for r in log] == [("clear", "topic")]
        archived = await engine.archived("g:1")
        assert {a.reason for a in archived.items} == {"clear"}
        assert any(COFFEE[0] in a.message.text() for a in archived.items)
        # Still recallable ...
        hits = await engine.search("g:1", "手冲咖啡")
        assert any(COFFEE[0] in d.said for d in hits)
        # ... and restorable.
        restored = await engine.restore("g:1")
        assert restored is not None and restored.messages == 8
        await talk.say(MORE_COFFEE)
        assert COFFEE[0] in history_of(provider.requests[-1])
    assert provider.rejections == []


async def split_and_stop(engine: Engine, provider: FakeProvider) -> None:
    """Three coffee turns, then a meeting message whose turn is stopped after the split,
    before its answer."""
    talk = Talk(engine)
    for text in COFFEE:
        await talk.say(text)
    provider.queue(Answer.text("好的，记下了。", wait=asyncio.Event()))
    asked = provider.received + 1
    stopped: list[Reply] = []

    async def send(reply: Reply) -> None:
        stopped.append(reply)

    running = asyncio.ensure_future(engine.handle(
        Incoming.text("g:1", MEETING, user="7", name="小明"), send))
    await provider.wait_requests(asked)
    # The split has happened: the held request is made on the fresh conversation.
    assert "咖啡" not in history_of(provider.requests[-1])
    assert engine.stop("g:1")  # an admin's /stop
    assert await running is Outcome.STOPPED and stopped == []


async def test_a_split_whose_turn_was_stopped_is_told_with_the_next_answer(
        provider: FakeProvider, service: FakeEmbeddings, tmp_path: Path) -> None:
    async with Engine(config(provider, service), tmp_path) as engine:
        await split_and_stop(engine, provider)
        talk = Talk(engine)
        # The old talk is gone all the same: the next answer says why, once.
        reply = await talk.say("会议记得带上季度的报表")
        assert reply.ok and reply.new_topic
        assert "咖啡" not in history_of(provider.requests[-1])
        assert not (await talk.say("报表要打印三份")).new_topic
    assert provider.rejections == []


async def test_an_untold_split_undone_by_restore_is_not_told(
        provider: FakeProvider, service: FakeEmbeddings, tmp_path: Path) -> None:
    async with Engine(config(provider, service), tmp_path) as engine:
        await split_and_stop(engine, provider)
        assert await engine.restore("g:1") is not None
        reply = await Talk(engine).say(MORE_COFFEE)
        assert not reply.new_topic and COFFEE[0] in history_of(provider.requests[-1])
    assert provider.rejections == []


async def test_an_embedding_outage_answers_in_the_same_conversation(
        provider: FakeProvider, service: FakeEmbeddings, tmp_path: Path) -> None:
    async with Engine(config(provider, service), tmp_path) as engine:
        talk = Talk(engine)
        for text in COFFEE:
            await talk.say(text)
        service.down = True
        reply = await talk.say(MEETING)
        assert reply.ok and not reply.new_topic
        assert COFFEE[0] in history_of(provider.requests[-1])


async def test_off_by_default(provider: FakeProvider, service: FakeEmbeddings,
                              tmp_path: Path) -> None:
    settings: dict[str, Any] = {"topic_split": False}
    async with Engine(config(provider, service, **settings), tmp_path) as engine:
        talk = Talk(engine)
        for text in [*COFFEE, MEETING]:
            assert not (await talk.say(text)).new_topic
        assert COFFEE[0] in history_of(provider.requests[-1])
    assert Config().aichat_topic_split is False
