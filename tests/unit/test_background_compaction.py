"""Compression off the reply path: the summary is written between turns and swapped in.

The window-level properties: a summary replaces exactly the prefix it was written from
and nothing else, whatever was appended meanwhile, and never a history that changed under
it. The agent-level ones, against the strict fake provider over real HTTP and a real
SQLite history: turns go on while the summariser is held, the next request carries the
summary, a request over the high-water mark waits for the running compression instead of
starting another, every request fits the budget and keeps the tool-call pairing, and what
is stored is what the window holds.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import tempfile
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from mnemo import pairing
from mnemo.agent import Agent, Conversation, TurnResult
from mnemo.client import ChatClient
from mnemo.compressor import Compressor
from mnemo.message import SUMMARY_PREFIX, Message
from mnemo.session import ChatEntry, SessionCache
from mnemo.store import Database, HistoryWriter
from mnemo.store.sql import SqlCompactionLog, SqlHistoryStore
from mnemo.tools import ToolRegistry, current_time_tool
from mnemo.window import ContextWindow, WindowPolicy, make_message, newest_user_index
from tests.fakes.provider import ChatRequest, FakeProvider, Reply

WINDOW = 4000
SYSTEM = {"role": "system", "content": "你是测试助手。"}
WORDS = ["天气", "咖啡", "hello", "项目", "deadline", "明天", "会议", "猫", "数据库", "测试"]


def text_of(n_words: int, seed: int) -> str:
    return " ".join(WORDS[(seed + i) % len(WORDS)] for i in range(n_words))


def policy(**marks: float) -> WindowPolicy:
    return WindowPolicy(max_context_tokens=WINDOW, **marks)


# --- the window: which messages a summary replaces ---------------------------------------


def test_background_compressions_fold_as_much_as_inline_ones() -> None:
    p = policy(high_water=0.8, low_water=0.5, precompact_water=0.7)
    assert p.precompact_tokens == 2800
    # Started 400 tokens early, it keeps 400 tokens less: the same gain per compression.
    assert p.background_target == 1600
    assert policy(precompact_water=0.9).precompact_tokens == p.high_tokens
    assert policy(precompact_water=0.9).background_target == p.low_tokens
    assert policy(precompact_water=0).precompact_tokens is None
    # Never below half the low-water mark, whatever the marks.
    wide = policy(high_water=0.95, low_water=0.2, precompact_water=0.3)
    assert wide.background_target == wide.low_tokens // 2


@st.composite
def units(draw: st.DrawFn, first_call: int) -> list[Message]:
    """User turns with tool rounds and answers, as the loop adds them (valid pairing)."""
    out: list[Message] = []
    call_no = first_call
    for t in range(draw(st.integers(0, 12))):
        out.append(make_message({"role": "user", "content": text_of(draw(st.integers(1, 90)),
                                                                    t)}))
        for _ in range(draw(st.integers(0, 2))):
            calls = []
            for _ in range(draw(st.integers(1, 3))):
                call_no += 1
                calls.append({"id": f"call_{call_no}", "type": "function",
                              "function": {"name": "current_time", "arguments": "{}"}})
            out.append(make_message({"role": "assistant", "content": None,
                                     "tool_calls": calls}))
            out += [make_message({"role": "tool", "tool_call_id": c["id"],
                                  "content": text_of(draw(st.integers(1, 80)), 3)})
                    for c in calls]
        if draw(st.booleans()):
            out.append(make_message({"role": "assistant",
                                     "content": text_of(draw(st.integers(1, 80)), t + 1)}))
    return out


DISTURBANCES = ["none", "none", "clear", "reload", "inline", "truncate"]


@given(before=units(0), during=units(1000), previous=st.booleans(),
       background=st.booleans(), disturbance=st.sampled_from(DISTURBANCES),
       overhead=st.integers(0, 600))
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_a_summary_replaces_exactly_the_prefix_it_was_written_from(
        before: list[Message], during: list[Message], previous: bool, background: bool,
        disturbance: str, overhead: int) -> None:
    p = policy()
    w = ContextWindow([], p)
    if previous:
        w.apply_summary("旧的摘要：小明喜欢咖啡。", [])
    w.add(before)
    target = p.background_target if background else None
    plan = w.plan_compression(overhead, target=target)
    if plan is None:
        return
    at_plan = list(w.messages)
    # The prefix is the window's own first messages, the previous summary included.
    assert all(a is b for a, b in zip(plan.prefix, at_plan, strict=False))
    if plan.head:  # the newest turn was cut: the whole window goes
        assert plan.prefix == at_plan
    else:
        assert [m for m in plan.prefix if not m.is_summary] == plan.old
    added = w.add(during)  # the conversation goes on while the summary is written
    if disturbance == "clear":
        w.reset([])
    elif disturbance == "reload":  # /restore: the same talk, loaded again from the store
        w.reset([Message(dict(m.data), m.tokens, m.kind, m.created_at) for m in w.messages])
    elif disturbance == "inline":
        other = w.plan_compression(overhead, force=True)
        if other is not None:
            w.apply_summary("另一份摘要", other.kept)
    elif disturbance == "truncate":
        w.truncate_oldest_half(overhead)
    current = list(w.messages)
    changed = disturbance != "none" and not (
        len(current) >= len(plan.prefix)
        and all(a is b for a, b in zip(current, plan.prefix, strict=False)))

    placed = w.apply_plan("新的摘要", plan)

    if changed:
        assert placed is None
        assert w.messages == current  # untouched
        return
    assert placed is not None and placed.is_summary
    rest = current[len(plan.prefix):]
    assert w.messages == [placed, *plan.head, *rest]
    assert all(a is b for a, b in zip(w.messages[1 + len(plan.head):], rest, strict=True))
    # Everything said during the compression is kept, after the summary, word for word.
    if disturbance == "none":
        assert w.messages[len(w.messages) - len(added):] == added
    assert pairing.violations(w.messages) == []
    assert [m.is_summary for m in w.messages].count(True) == 1 and w.messages[0].is_summary
    # The newest user turn stays verbatim.
    u = newest_user_index(current)
    if u is not None and not current[u].is_summary and u >= len(plan.prefix):
        assert w.messages[-(len(current) - u):] == current[u:]


def test_a_plan_that_cuts_the_newest_turn_replaces_the_whole_window() -> None:
    p = policy()
    w = ContextWindow([], p)
    w.add([make_message({"role": "user", "content": text_of(40, 1)}),
           make_message({"role": "assistant", "content": text_of(40, 2)})])
    question = make_message({"role": "user", "content": "查一下"})
    call = {"id": "call_1", "type": "function",
            "function": {"name": "current_time", "arguments": "{}"}}
    w.add([question])
    big = [make_message({"role": "assistant", "content": None, "tool_calls": [call]}),
           make_message({"role": "tool", "tool_call_id": "call_1",
                         "content": text_of(p.message_cap // 2, 3)})]
    for i in range(6):
        c = dict(call, id=f"call_{i + 2}")
        w.add([make_message({"role": "assistant", "content": None, "tool_calls": [c]}),
               make_message({"role": "tool", "tool_call_id": c["id"],
                             "content": big[1].data["content"]})])
    plan = w.plan_compression(WINDOW - 2 * p.message_cap)
    assert plan is not None and plan.head and plan.prefix == w.messages
    placed = w.apply_plan("摘要", plan)
    assert placed is not None and w.messages == [placed, *plan.head]
    assert pairing.violations(w.messages) == []


# --- the agent: turns, the held summariser, the lock --------------------------------------


class Script:
    """Chat answers (a tool round for "几点"), and a summariser the test can hold or break."""

    def __init__(self) -> None:
        self.gate = asyncio.Event()
        self.gate.set()
        self.fail = False
        self.compressor_requests = 0

    @staticmethod
    def is_compressor(req: ChatRequest) -> bool:
        return "对话摘要器" in req.system_text()

    async def __call__(self, req: ChatRequest) -> Reply:
        if self.is_compressor(req):
            self.compressor_requests += 1
            gate = self.gate
            if self.fail:
                return Reply.error(503, "summariser overloaded", wait=gate)
            return Reply.text("- 小明聊过咖啡和爬山。", wait=gate)
        last = req.messages[-1]
        if last["role"] == "user" and "几点" in str(last["content"]):
            return Reply.tool_calls([("current_time", {})])
        return Reply.text("好的，" + "这是一个值得讨论的话题。" * 6)

    def hold(self) -> None:
        self.gate = asyncio.Event()

    def release(self) -> None:
        self.gate.set()


class Rig:
    def __init__(self, provider: FakeProvider, script: Script, agent: Agent,
                 writer: HistoryWriter, store: SqlHistoryStore, p: WindowPolicy) -> None:
        self.provider, self.script, self.agent = provider, script, agent
        self.writer, self.store = writer, store
        self.conv = Conversation("g:1", ContextWindow([], p), ToolRegistry([current_time_tool()]))
        self.lock = asyncio.Lock()
        self.n = itertools.count()
        self.last_text = ""
        self.holding = False

    async def turn(self, text: str | None = None, *, words: int = 30) -> TurnResult:
        """One turn as the engine runs it: under the lock, then precompact after the reply.

        With `holding`, the summariser of each background compression is held until the
        test releases it; an inline one (no background compression in flight) never is.
        """
        i = next(self.n)
        text = text or f"第{i}轮：" + text_of(words, i)
        self.last_text = text
        if not self.conv.compressing:
            self.script.release()
        async with self.lock:
            result = await self.agent.run_turn(
                self.conv, [make_message({"role": "user", "content": text})], SYSTEM)
            assert result.ok, result.error
            if self.agent.precompact(self.conv, SYSTEM, (), self.lock) and self.holding:
                self.script.hold()
        return result

    async def until_compressing(self) -> None:
        while not self.conv.compressing:
            await self.turn()

    async def landed(self) -> None:
        job = self.conv.compression
        if job is not None and job.lander is not None:
            await asyncio.wait([job.lander])

    def chat_requests(self) -> list[ChatRequest]:
        return [r for r in self.provider.requests if not self.script.is_compressor(r)]

    async def stored(self) -> list[Message]:
        await self.writer.flush()
        return await self.store.load("g:1")


@pytest.fixture
async def rig(tmp_path: Path) -> AsyncIterator[Rig]:
    async with rig_on(tmp_path / "h.db", policy()) as r:
        yield r


@contextlib.asynccontextmanager
async def rig_on(path: Path, p: WindowPolicy) -> AsyncIterator[Rig]:
    script = Script()
    provider = FakeProvider(api_key="k", max_context=WINDOW, handler=script)
    await provider.start()
    db = Database(path)
    await db.open()
    store = SqlHistoryStore(db)
    writer = HistoryWriter(store)
    writer.start()
    client = ChatClient(base_url=provider.base_url, api_key="k", model="m", sleep=_no_sleep)
    agent = Agent(client, Compressor(client), writer, SqlCompactionLog(db))
    rig = Rig(provider, script, agent, writer, store, p)
    try:
        yield rig
    finally:
        script.release()
        Agent.cancel_compression(rig.conv)
        await writer.close()
        await client.aclose()
        await db.close()
        await provider.stop()


async def _no_sleep(_: float) -> None:
    return None


def summary_at(req: ChatRequest) -> list[int]:
    return [i for i, m in enumerate(req.messages)
            if isinstance(m.get("content"), str) and m["content"].startswith(SUMMARY_PREFIX)]


async def test_turns_go_on_while_the_summary_is_written(rig: Rig) -> None:
    rig.holding = True
    await rig.until_compressing()
    crossing = rig.chat_requests()[-1]
    assert crossing.prompt_tokens <= rig.conv.window.policy.high_tokens
    # The summariser is held: the turns after the crossing one are answered all the same.
    during: list[str] = []
    for _ in range(2):
        result = await rig.turn()
        assert result.summary_wait == 0 and not result.compactions
        during.append(rig.chat_requests()[-1].last_user_text())
    assert rig.conv.compressing and rig.script.compressor_requests == 1
    assert all(summary_at(r) == [] for r in rig.chat_requests())

    rig.script.release()
    await rig.landed()
    assert not rig.conv.compressing
    window = rig.conv.window
    assert window.summary is not None and "咖啡" in window.summary.text()
    # Replaced exactly the prefix: what was said during the compression comes after it.
    texts = [m.text() for m in window.messages]
    assert all(t in texts for t in during)
    assert window.projected_prompt_tokens(0) <= window.policy.background_target + 200
    await rig.turn()
    carried = rig.chat_requests()[-1]
    assert summary_at(carried) == [1]
    assert carried.messages[1:] == [m.data for m in window.messages[:-1]]  # but the answer
    assert await rig.stored() == window.messages
    record = await rig.agent.compaction_log.last("g:1")  # type: ignore[union-attr]
    assert record is not None and record.strategy == "summary"
    assert rig.script.compressor_requests == 1


async def test_a_request_over_the_high_water_mark_waits_for_the_running_compression(
        rig: Rig) -> None:
    rig.holding = True
    await rig.until_compressing()
    job = rig.conv.compression
    assert job is not None
    window = rig.conv.window
    # Grow the talk until a request could only go out over the high-water mark.
    while window.projected_prompt_tokens(0) + 300 <= window.policy.high_tokens:
        await rig.turn()
    turn = asyncio.ensure_future(rig.turn(words=120))
    await job.needed.wait()
    assert not turn.done()
    rig.script.release()
    result = await turn
    assert result.summary_wait > 0
    assert [r.strategy for r in result.compactions] == ["summary"]
    assert rig.script.compressor_requests == 1  # waited for it, did not start another
    assert summary_at(rig.chat_requests()[-1]) == [1]
    assert rig.provider.rejections == []
    assert all(r.prompt_tokens <= window.policy.high_tokens + 400
               for r in rig.chat_requests())
    assert await rig.stored() == window.messages


async def test_a_late_summary_is_waited_for_only_so_long_then_lands_on_what_is_left(
        tmp_path: Path) -> None:
    # No wait at all: the bound is a setting, and this proves what happens past it.
    async with rig_on(tmp_path / "late.db", policy(summary_wait=0)) as rig:
        rig.holding = True
        await rig.until_compressing()
        job = rig.conv.compression
        assert job is not None
        window = rig.conv.window
        while window.projected_prompt_tokens(0) + 300 <= window.policy.high_tokens:
            await rig.turn()
        result = await rig.turn(words=120)  # answered while the summary is still held
        assert not job.summary.done()
        assert [r.strategy for r in result.compactions] == ["truncate"]
        assert rig.chat_requests()[-1].prompt_tokens <= window.policy.high_tokens
        assert rig.conv.compression is job  # still to land
        kept = [m.text() for m in window.messages]
        rig.script.release()
        await rig.landed()
        assert not rig.conv.compressing
        assert window.summary is not None and "咖啡" in window.summary.text()
        # Whatever the truncation kept and the summary did not fold stays after it.
        assert [m.text() for m in window.messages[1:]] == kept[-(len(window.messages) - 1):]
        assert await rig.stored() == window.messages
        assert rig.script.compressor_requests == 1
        assert pairing.violations(window.messages) == []


async def test_a_slow_summariser_starts_the_summary_early_enough(rig: Rig) -> None:
    window = rig.conv.window
    p = window.policy
    assert p.precompact_tokens is not None
    while window.projected_prompt_tokens(0) <= p.low_tokens + 100:
        await rig.turn()
    assert not rig.conv.compressing  # below the pre-compaction mark: nothing yet
    # The last summary took as long as five turns: started at the usual mark, the turns
    # coming before it lands would pass the high-water one.
    rig.conv.pace.summary_seconds = 5 * rig.conv.pace.gap
    assert rig.conv.pace.margin() > p.high_tokens - p.precompact_tokens
    assert rig.agent.precompact(rig.conv, SYSTEM, (), rig.lock)
    assert window.projected_prompt_tokens(0) < p.precompact_tokens


async def test_a_summariser_failure_drops_the_oldest_half_in_the_background(rig: Rig) -> None:
    rig.script.fail = True
    rig.holding = True
    await rig.until_compressing()
    await rig.turn("现在几点了？")  # a tool round while the summariser is failing
    before = len(rig.conv.window)
    rig.script.release()
    await rig.landed()
    window = rig.conv.window
    assert len(window) < before and window.summary is None
    assert pairing.violations(window.messages) == []
    assert window.messages[-3].role == "assistant" and window.messages[-2].role == "tool"
    assert await rig.stored() == window.messages
    record = await rig.agent.compaction_log.last("g:1")  # type: ignore[union-attr]
    assert record is not None and record.strategy == "truncate" and "503" in (record.error or "")
    await rig.turn()
    assert rig.provider.rejections == []


async def test_clear_during_the_compression_leaves_no_summary_behind(rig: Rig) -> None:
    rig.holding = True
    await rig.until_compressing()
    job = rig.conv.compression
    assert job is not None
    async with rig.lock:
        await rig.agent.clear("g:1", rig.conv, "new")
    assert not rig.conv.compressing and job.summary.cancelled()
    rig.script.release()
    await rig.turn("新的话题")
    assert rig.conv.window.messages[0].text().endswith("新的话题")
    assert rig.conv.window.summary is None
    assert all(summary_at(r) == [] for r in rig.chat_requests())
    assert await rig.stored() == rig.conv.window.messages


async def test_a_manual_compaction_supersedes_the_background_one(rig: Rig) -> None:
    rig.holding = True
    await rig.until_compressing()
    job = rig.conv.compression
    assert job is not None
    rig.script.release()  # the manual one must not wait on a held summariser either
    async with rig.lock:
        record = await rig.agent.compact(rig.conv, overhead=0, force=True)
    assert record is not None and record.strategy == "summary"
    assert job.summary.cancelled() and rig.conv.compression is None
    window = rig.conv.window
    assert [m.is_summary for m in window.messages].count(True) == 1
    assert await rig.stored() == window.messages


async def test_the_janitor_leaves_a_compressing_session_resident() -> None:
    entry: ChatEntry[Any] = ChatEntry("g:1", ContextWindow(), ToolRegistry(), clock=lambda: 0.0)

    async def load(key: str) -> ChatEntry[Any]:
        return entry

    cache: SessionCache[ChatEntry[Any]] = SessionCache(load, max_idle_seconds=1,
                                                      clock=lambda: 100.0)
    await cache.get("g:1")
    never: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
    from mnemo.agent import Compression
    from mnemo.window import CompressionPlan

    entry.compression = Compression(CompressionPlan([], [], None), 0,
                                    asyncio.ensure_future(never), 0.0)
    assert await cache.sweep() == []
    Agent.cancel_compression(entry)
    assert await cache.sweep() == ["g:1"]


# --- random conversations: the budget and the pairing hold at every request ---------------

operations = st.lists(
    st.one_of(
        st.tuples(st.just("turn"), st.integers(20, 160)),
        st.tuples(st.just("tools"), st.just(0)),
        st.tuples(st.just("release"), st.just(0)),
        st.tuples(st.just("fail"), st.booleans()),
    ),
    min_size=30, max_size=70,
)


@given(ops=operations, pre=st.sampled_from([0.6, 0.7, 0.79, 0.85]))
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
async def test_random_conversations_keep_the_budget_and_the_pairing(
        ops: list[tuple[str, Any]], pre: float) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        async with rig_on(Path(tmp) / "p.db", policy(precompact_water=pre)) as r:
            r.holding = True
            for op, arg in ops:
                if op == "release":
                    r.script.release()
                    await r.landed()
                    continue
                if op == "fail":
                    r.script.fail = arg
                    continue
                text = "现在几点了？" if op == "tools" else None
                job = r.conv.compression
                turn = asyncio.ensure_future(r.turn(text, words=arg or 10))
                if job is not None:
                    # A turn that needs the held summary gets it; otherwise it never waits.
                    needed = asyncio.ensure_future(job.needed.wait())
                    await asyncio.wait([turn, needed], return_when=asyncio.FIRST_COMPLETED)
                    if needed.done():
                        r.script.release()
                    needed.cancel()
                await turn
                # The newest question always reaches the model, word for word.
                messages = r.conv.window.messages
                u = newest_user_index(messages)
                assert u is not None and messages[u].text() == r.last_text
            r.script.release()
            await r.landed()
            assert r.provider.rejections == []
            assert all(q.prompt_tokens <= WINDOW for q in r.provider.requests)
            for q in r.chat_requests():
                assert pairing.violations([make_message(m) for m in q.messages[1:]]) == []
                assert summary_at(q) in ([], [1])
            assert await r.stored() == r.conv.window.messages
            for record in await r.agent.compaction_log.recent("g:1", 50):  # type: ignore[union-attr]
                event(f"compaction: {record.strategy}")


async def test_stop_while_waiting_for_the_summary_lets_it_land(rig: Rig) -> None:
    rig.holding = True
    await rig.until_compressing()
    job = rig.conv.compression
    assert job is not None and job.lander is not None
    window = rig.conv.window
    while window.projected_prompt_tokens(0) + 300 <= window.policy.high_tokens:
        await rig.turn()
    turn = asyncio.ensure_future(rig.turn(words=120))
    await job.needed.wait()
    turn.cancel()  # what /stop does to the running reply
    await asyncio.wait([turn])
    assert turn.cancelled() and not job.summary.done()
    # The question is stored; the summary is still being written, and lands on its own.
    rig.script.release()
    await asyncio.wait([job.lander])
    assert window.summary is not None and not rig.conv.compressing
    assert window.messages[-1].text() == rig.last_text
    assert await rig.stored() == window.messages
