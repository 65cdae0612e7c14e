"""The conversation loop against the strict fake provider over real HTTP."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Sequence
from typing import Any

import pytest

from mnemo.agent import Agent, Conversation, PreCompact
from mnemo.client import ChatClient
from mnemo.compressor import Compressor
from mnemo.errors import AuthError, TurnFailed
from mnemo.message import SUMMARY_PREFIX, Message
from mnemo.tools import Tool, ToolRegistry, current_time_tool
from mnemo.window import ContextWindow, WindowPolicy, make_message
from tests.fakes.provider import ChatRequest, FakeProvider, Reply

SYSTEM = {"role": "system", "content": "你是测试助手。"}


class ListWriter:
    """Records what the loop hands to the history writer."""

    def __init__(self) -> None:
        self.ops: list[tuple[str, str, list[Message]]] = []

    def append(self, session: str, messages: Sequence[Message]) -> None:
        self.ops.append(("append", session, list(messages)))

    def replace(self, session: str, messages: Sequence[Message]) -> None:
        self.ops.append(("replace", session, list(messages)))

    def clear(self, session: str) -> None:
        self.ops.append(("clear", session, []))

    def stored(self) -> list[Message]:
        out: list[Message] = []
        for op, _, msgs in self.ops:
            if op == "append":
                out += msgs
            else:
                out = list(msgs)
        return out


@pytest.fixture
async def provider() -> AsyncIterator[FakeProvider]:
    async with FakeProvider() as p:
        yield p


def make_agent(provider: FakeProvider, *, max_iterations: int = 20,
               compressor_client: ChatClient | None = None) -> tuple[Agent, ListWriter]:
    client = ChatClient(base_url=provider.base_url, api_key="test-key", model="main",
                        sleep=_no_sleep)
    writer = ListWriter()
    agent = Agent(client, Compressor(compressor_client or client), writer,
                  max_iterations=max_iterations)
    return agent, writer


async def _no_sleep(_: float) -> None:
    return None


def user(text: str) -> Message:
    return make_message({"role": "user", "content": text})


def conv(tools: list[Tool] | None = None, policy: WindowPolicy | None = None) -> Conversation:
    return Conversation("g:1", ContextWindow([], policy or WindowPolicy()),
                        ToolRegistry(tools if tools is not None else [current_time_tool()]))


async def test_plain_answer_is_stored_after_the_user_turn(provider: FakeProvider) -> None:
    agent, writer = make_agent(provider)
    c = conv()
    result = await agent.run_turn(c, [user("[2026-11-30 14:03] 小明(1): 你好")], SYSTEM)
    assert result.ok and result.text == "收到：[2026-11-30 14:03] 小明(1): 你好"
    assert [m.role for m in writer.stored()] == ["user", "assistant"]
    assert result.usage.prompt_tokens == provider.requests[0].prompt_tokens
    assert c.window.last_prompt_tokens == provider.requests[0].prompt_tokens
    body = provider.requests[0].body
    assert body["messages"][0] == SYSTEM
    assert [t["function"]["name"] for t in body["tools"]] == ["current_time"]


async def test_tool_results_go_back_in_call_order_and_run_concurrently(
        provider: FakeProvider) -> None:
    started: list[str] = []
    both_started = asyncio.Event()
    release_first = asyncio.Event()

    def slow_tool(name: str, release: asyncio.Event | None) -> Tool:
        async def run(**_: Any) -> str:
            started.append(name)
            if len(started) == 2:
                both_started.set()
            await both_started.wait()  # proves the calls of a round run at once
            if release is not None:
                await release.wait()
            return f"{name} done"

        return Tool(name, "t", {"type": "object", "properties": {}}, run)

    async def finish_first_last() -> None:
        await both_started.wait()
        release_first.set()

    provider.queue(Reply.tool_calls([("first", {}), ("second", {})]), Reply.text("好了"))
    agent, _writer = make_agent(provider)
    c = conv([slow_tool("first", release_first), slow_tool("second", None)])
    releaser = asyncio.create_task(finish_first_last())
    result = await agent.run_turn(c, [user("go")], SYSTEM)
    await releaser
    assert result.text == "好了" and result.iterations == 2
    second_request = provider.requests[1].messages
    tool_msgs = [m for m in second_request if m["role"] == "tool"]
    assert [m["content"] for m in tool_msgs] == ["first done", "second done"]
    calls = second_request[-3]["tool_calls"]
    assert [m["tool_call_id"] for m in tool_msgs] == [c["id"] for c in calls]
    assert provider.rejections == []


async def test_a_failing_tool_returns_error_text_and_the_loop_goes_on(
        provider: FakeProvider) -> None:
    async def boom(**_: Any) -> str:
        raise RuntimeError("disk on fire")

    provider.queue(Reply.tool_calls([("boom", {}), ("nope", {}), ("boom", "{not json")]),
                   Reply.text("尽力了"))
    agent, _ = make_agent(provider)
    c = conv([Tool("boom", "b", {"type": "object", "properties": {}}, boom)])
    result = await agent.run_turn(c, [user("go")], SYSTEM)
    assert result.text == "尽力了"
    contents = [m["content"] for m in provider.requests[1].messages if m["role"] == "tool"]
    assert "disk on fire" in contents[0]
    assert "没有名为 nope 的工具" in contents[1]
    assert "JSON" in contents[2]


async def test_iteration_limit_then_one_call_without_tools(provider: FakeProvider) -> None:
    async def always_tools(req: ChatRequest) -> Reply:
        if req.tools:
            return Reply.tool_calls([("current_time", {})])
        return Reply.text("最后的回答")

    provider.handler = always_tools
    agent, writer = make_agent(provider, max_iterations=3)
    result = await agent.run_turn(conv(), [user("loop")], SYSTEM)
    assert writer.ops
    assert result.text == "最后的回答"
    assert result.iterations == 4
    assert [bool(r.tools) for r in provider.requests] == [True, True, True, False]
    roles = [m.role for m in writer.stored()]
    assert roles == ["user"] + ["assistant", "tool"] * 3 + ["assistant"]


async def test_provider_error_keeps_history_consistent(provider: FakeProvider) -> None:
    provider.queue(Reply.error(401, "Incorrect API key provided"))
    agent, writer = make_agent(provider)
    c = conv()
    result = await agent.run_turn(c, [user("hi")], SYSTEM)
    assert not result.ok and isinstance(result.error, AuthError)
    assert "test-key" not in str(result.error) and "HTTP 401" in str(result.error)
    assert [m.role for m in writer.stored()] == ["user"]
    # The next turn works and the request is valid (two user messages in a row are fine).
    result = await agent.run_turn(c, [user("again")], SYSTEM)
    assert result.ok
    assert provider.rejections == []


async def test_an_unexpected_failure_is_a_turn_failed(provider: FakeProvider) -> None:
    class BrokenWriter(ListWriter):
        def append(self, session: str, messages: Sequence[Message]) -> None:
            if any(m.role == "assistant" for m in messages):
                raise OSError("disk full")
            super().append(session, messages)

    provider.queue(Reply.text("hello"))
    agent, _ = make_agent(provider)
    agent.writer = BrokenWriter()
    result = await agent.run_turn(conv(), [user("hi")], SYSTEM)
    assert not result.ok and isinstance(result.error, TurnFailed)
    assert str(result.error) == "OSError"


async def test_cancel_during_tool_round_leaves_no_orphan(provider: FakeProvider) -> None:
    entered = asyncio.Event()

    async def hang(**_: Any) -> str:
        entered.set()
        await asyncio.Event().wait()
        return "never"

    provider.queue(Reply.tool_calls([("hang", {})]))
    agent, writer = make_agent(provider)
    c = conv([Tool("hang", "h", {"type": "object", "properties": {}}, hang)])
    task = asyncio.create_task(agent.run_turn(c, [user("slow")], SYSTEM))
    await entered.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert [m.role for m in c.window.messages] == ["user"]
    assert [m.role for m in writer.stored()] == ["user"]


async def test_high_water_compresses_before_the_call() -> None:
    async with FakeProvider(max_context=4000) as provider:
        async def handler(req: ChatRequest) -> Reply:
            if "对话摘要器" in req.system_text():
                return Reply.text("小明喜欢咖啡；讨论了项目进度。")
            return Reply.text("好的，" + "明白" * 40)

        provider.handler = handler
        agent, writer = make_agent(provider)
        events: list[PreCompact] = []
        agent.on_pre_compact(events.append)
        c = conv(policy=WindowPolicy(max_context_tokens=4000))
        for i in range(40):
            result = await agent.run_turn(c, [user(f"第{i}条消息：" + "项目进度讨论 " * 30)],
                                          SYSTEM)
            assert result.ok, result.error
        assert provider.rejections == []
        assert events and all(e.session == "g:1" for e in events)
        summaries = [r for r in provider.requests if "对话摘要器" in r.system_text()]
        assert len(summaries) >= len(events)
        chat_requests = [r for r in provider.requests if "对话摘要器" not in r.system_text()]
        last = chat_requests[-1].messages
        assert last[0] == SYSTEM
        assert last[1]["role"] == "user" and last[1]["content"].startswith(SUMMARY_PREFIX)
        assert sum(1 for m in last if m["content"] and str(m["content"]).startswith(
            SUMMARY_PREFIX)) == 1
        assert any(op == "replace" for op, _, _ in writer.ops)
        # Compressor usage is counted into the turn, not as an iteration.
        assert all(r.prompt_tokens <= 4000 for r in provider.requests)


async def test_compressor_failure_falls_back_to_truncation() -> None:
    async with FakeProvider(max_context=4000) as provider:
        async def handler(req: ChatRequest) -> Reply:
            if "对话摘要器" in req.system_text():
                return Reply.error(503, "summariser down")
            return Reply.text("嗯")

        provider.handler = handler
        agent, _ = make_agent(provider)
        c = conv(policy=WindowPolicy(max_context_tokens=4000))
        strategies: list[str] = []
        for i in range(40):
            result = await agent.run_turn(c, [user(f"{i} " + "很多很多的话 " * 40)], SYSTEM)
            assert result.ok, result.error
            strategies += [r.strategy for r in result.compactions]
        assert "truncate" in strategies and "summary" not in strategies
        assert provider.rejections == []


async def test_context_length_error_compresses_and_retries_once() -> None:
    async with FakeProvider() as provider:
        calls = {"n": 0}

        async def handler(req: ChatRequest) -> Reply:
            if "对话摘要器" in req.system_text():
                return Reply.text("摘要")
            calls["n"] += 1
            if calls["n"] == 1:
                return Reply.error(400, "This model's maximum context length is 8192 tokens.",
                                   code="context_length_exceeded")
            return Reply.text("ok")

        provider.handler = handler
        agent, _ = make_agent(provider)
        c = conv()
        c.window.add([user(f"旧消息 {i}") for i in range(6)])
        result = await agent.run_turn(c, [user("new")], SYSTEM)
        assert result.ok and result.text == "ok"
        assert [r.strategy for r in result.compactions] == ["summary"]


async def test_summary_usage_is_added_to_the_turn() -> None:
    async with FakeProvider(max_context=4000) as provider:
        async def handler(req: ChatRequest) -> Reply:
            if "对话摘要器" in req.system_text():
                return Reply.text("摘要内容")
            return Reply.text("好")

        provider.handler = handler
        agent, _ = make_agent(provider)
        c = conv(policy=WindowPolicy(max_context_tokens=4000))
        for i in range(30):
            before = provider.received
            result = await agent.run_turn(c, [user(f"{i} " + "内容 " * 120)], SYSTEM)
            if result.compactions:
                sent = provider.requests[before:]
                assert result.usage.prompt_tokens == sum(r.prompt_tokens for r in sent)
                assert result.iterations == 1
                return
        raise AssertionError("no compaction happened")


def test_tool_arguments_roundtrip_json() -> None:
    assert json.loads(Reply.tool_calls([("f", {"a": "中"})]).calls[0]["function"]["arguments"])


BLOCK = {"role": "user",
         "content": "以下是早前对话中可能相关的记录：\n[2026-11-01 10:00] 小红(2): 我在成都"}


async def test_extras_go_before_the_newest_user_turn_and_tool_rounds_extend_the_request(
        ) -> None:
    async with FakeProvider() as provider:
        async def handler(req: ChatRequest) -> Reply:
            if req.messages[-1]["role"] == "user" and "几点" in req.last_user_text():
                return Reply.tool_calls([("current_time", {})])
            return Reply.text("好")

        provider.handler = handler
        agent, _ = make_agent(provider)
        c = conv()
        assert (await agent.run_turn(c, [user("[2026-11-30 14:00] 小明(1): 早")], SYSTEM)).ok
        first, second = user("[2026-11-30 14:03] 小明(1): 小红在哪"), user(
            "[2026-11-30 14:03] 小明(1): 现在几点")
        result = await agent.run_turn(c, [first, second], SYSTEM, [BLOCK])
        assert result.ok and result.iterations == 2
        round1, round2 = provider.requests[-2:]
        # The block comes after the stored history and before the turn's messages, which
        # are read last.
        assert round1.messages == [SYSTEM, *(m.data for m in c.window.messages[:2]), BLOCK,
                                   first.data, second.data]
        # The tool round extends the request it answers: a cache hit for all of it.
        assert round2.messages[:len(round1.messages)] == round1.messages
        assert [m["role"] for m in round2.messages[len(round1.messages):]] == [
            "assistant", "tool"]
        # The next turn's request starts with the history as it was, block gone.
        assert (await agent.run_turn(c, [user("[2026-11-30 14:05] 小明(1): 谢谢")], SYSTEM)).ok
        assert BLOCK not in provider.requests[-1].messages


async def test_extras_that_would_pass_the_high_water_mark_go_instead_of_the_history(
        ) -> None:
    async with FakeProvider(max_context=4000) as provider:
        summaries = 0

        async def handler(req: ChatRequest) -> Reply:
            nonlocal summaries
            if "对话摘要器" in req.system_text():
                summaries += 1
                return Reply.text("摘要")
            return Reply.text("好")

        provider.handler = handler
        agent, _ = make_agent(provider)
        policy = WindowPolicy(max_context_tokens=4000, precompact_water=0)
        c = conv(policy=policy)
        while c.window.projected_prompt_tokens(0) < policy.high_tokens - 400:
            assert (await agent.run_turn(c, [user("闲聊 " * 100)], SYSTEM)).ok
        big = {"role": "user", "content": "以下是早前对话中可能相关的记录：\n" + "旧事 " * 400}
        result = await agent.run_turn(c, [user("[2026-11-30 14:03] 小明(1): 说说")], SYSTEM,
                                      [big])
        assert result.ok and not result.compactions and summaries == 0
        assert big not in provider.requests[-1].messages
        assert provider.requests[-1].prompt_tokens <= policy.high_tokens
