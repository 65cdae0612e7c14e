"""The context window end to end: a small budget, hundreds of turns, no rejected request."""

from __future__ import annotations

import re

from tests.e2e.conftest import MakeRig
from tests.fakes.provider import ChatRequest, FakeProvider, Reply

SUMMARY_PREFIX = "以下是之前的对话摘要："
CONTEXT = 4000
TOPICS = ["咖啡", "项目进度", "周末爬山", "数据库迁移", "猫粮", "考试复习", "新手机", "旅行计划"]


def is_compressor(req: ChatRequest) -> bool:
    return "对话摘要器" in req.system_text()


class Scripted:
    """A provider script: chatty answers, a tool round every few turns, a summariser."""

    def __init__(self) -> None:
        self.summariser_up = True
        self.turn = 0

    async def __call__(self, req: ChatRequest) -> Reply:
        if is_compressor(req):
            if not self.summariser_up:
                return Reply.error(503, "summariser overloaded")
            return Reply.text("- 小明在群里聊过：" + "、".join(TOPICS) + "。\n- 约定周六爬山。")
        # The model reads past a recall block (the engine's per-request note after the
        # history) to the conversation's own last message.
        last = [m for m in req.messages if not is_block(m)][-1]
        if last["role"] == "user" and "几点" in str(last["content"]):
            return Reply.tool_calls([("current_time", {})])
        return Reply.text("好的，关于这个问题我的看法是：" + "这是一个值得讨论的话题。" * 8)


def is_block(message: dict) -> bool:
    return str(message.get("content") or "").startswith("以下是早前对话中可能相关的记录：")


def assert_summary_right_after_system(req: ChatRequest) -> None:
    msgs = req.messages
    assert msgs[0]["role"] == "system"
    summaries = [i for i, m in enumerate(msgs)
                 if isinstance(m.get("content"), str) and m["content"].startswith(SUMMARY_PREFIX)]
    assert summaries == [1], summaries
    assert msgs[1]["role"] == "user"


async def test_300_turns_fit_a_small_window(make_rig: MakeRig) -> None:
    script = Scripted()
    provider = FakeProvider(api_key="test-key", max_context=CONTEXT, handler=script)
    await provider.start()
    rig = await make_rig(provider, AICHAT_MAX_CONTEXT_TOKENS=str(CONTEXT))
    side = rig.side

    async def turn(i: int) -> None:
        topic = TOPICS[i % len(TOPICS)]
        text = (f"第{i}轮：现在几点了？" if i % 7 == 3
                else f"第{i}轮：我们聊聊{topic}，" + "细节很多。" * 6)
        await side.group_message(1000, 2000 + i % 5, text, at_bot=True)
        reply = await side.next_reply()
        assert reply.group_id == 1000 and reply.text, reply

    for i in range(150):
        await turn(i)
    compressions_first_half = sum(1 for r in provider.requests if is_compressor(r))
    assert compressions_first_half >= 3
    chat = [r for r in provider.requests if not is_compressor(r)]
    assert_summary_right_after_system(chat[-1])

    # Restart in the middle: the next request continues from the compressed state.
    before_restart = chat[-1].messages
    # The same history (the recall block, per request, may differ).
    kept = before_restart[:-1] if is_block(before_restart[-1]) else before_restart
    await rig.crash_and_restart()
    mark = len(provider.requests)
    for i in range(150, 225):
        await turn(i)
        if i == 150:
            after = [r for r in provider.requests if not is_compressor(r)][-1].messages
            assert after[1] == before_restart[1]  # the same summary, loaded from the store
            folded = [r for r in provider.requests[mark:] if is_compressor(r)]
            if not folded:
                assert after[2:len(kept)] == kept[2:]
            else:
                # The recall block took the first request past the high-water mark: what
                # the summariser folded is the history loaded from the store.
                seen = "\n".join(str(m.get("content")) for m in folded[0].messages)
                said = [m["content"].split(": ", 1)[1] for m in kept[2:] if m["role"] == "user"]
                assert said and all(s in seen for s in said)

    # The summariser goes down: truncation keeps every request valid.
    script.summariser_up = False
    mark = len(provider.requests)
    for i in range(225, 300):
        await turn(i)
    assert any(is_compressor(r) for r in provider.requests[mark:])
    assert provider.rejections == []
    assert all(r.prompt_tokens <= CONTEXT for r in provider.requests)
    assert rig.bot.log_text().count("strategy=truncate") >= 1
    tool_rounds = [r for r in provider.requests
                   if [m for m in r.messages if not is_block(m)][-1]["role"] == "tool"]
    assert len(tool_rounds) >= 40

    await side.group_message(1000, 2001, "/context")
    status = (await side.next_reply()).text
    assert f"/ {CONTEXT}" in status and "上次压缩" in status and "截断" in status


async def test_context_and_compact_commands(make_rig: MakeRig) -> None:
    async def handler(req: ChatRequest) -> Reply:
        if is_compressor(req):
            return Reply.text("- 用户问过很多关于咖啡的问题。")
        return Reply.text("嗯嗯，" + "明白了。" * 10)

    provider = FakeProvider(api_key="test-key", handler=handler)
    await provider.start()
    rig = await make_rig(provider)
    side = rig.side
    await side.group_message(1000, 2001, "/context")
    empty = (await side.next_reply()).text
    assert "消息数：0" in empty and "摘要：无" in empty and "上次压缩：无" in empty
    for i in range(6):
        await side.group_message(1000, 2001, f"问题{i}：手冲咖啡怎么做" + "？" * 20, at_bot=True)
        await side.next_reply()
    # /compact needs a group admin.
    await side.group_message(1000, 2001, "/compact")
    assert "没有权限" in (await side.next_reply()).text
    await side.group_message(1000, 2002, "/compact", role="admin")
    done = (await side.next_reply()).text
    assert "已压缩" in done
    await side.group_message(1000, 2001, "/context")
    status = (await side.next_reply()).text
    # The summary plus the newest turn (question and answer) stay.
    assert re.search(r"消息数：3\n", status) and "%" in status and "摘要：有" in status
    assert "摘要压缩" in status
    await side.group_message(1000, 2001, "刚才聊了什么", at_bot=True)
    await side.next_reply()
    last = provider.requests[-1].messages
    assert last[1]["content"].startswith(SUMMARY_PREFIX) and "咖啡" in last[1]["content"]
    assert provider.rejections == []


async def test_restore_brings_back_the_state_before_compression(make_rig: MakeRig) -> None:
    async def handler(req: ChatRequest) -> Reply:
        if is_compressor(req):
            return Reply.text("- 摘要：聊过咖啡。")
        return Reply.text("好")

    provider = FakeProvider(api_key="test-key", handler=handler)
    await provider.start()
    rig = await make_rig(provider)
    side = rig.side
    for i in range(4):
        await side.group_message(1000, 2001, f"原话{i}", at_bot=True)
        await side.next_reply()
    await side.group_message(1000, 2002, "/compact", role="admin")
    assert "已压缩" in (await side.next_reply()).text
    await side.group_message(1000, 2001, "/restore")
    assert "没有权限" in (await side.next_reply()).text
    await side.group_message(1000, 2002, "/restore", role="admin")
    assert "已恢复" in (await side.next_reply()).text
    await side.group_message(1000, 2001, "继续", at_bot=True)
    await side.next_reply()
    texts = [m["content"] for m in provider.requests[-1].messages if m["role"] == "user"]
    assert [t.rsplit(": ", 1)[-1] for t in texts] == ["原话0", "原话1", "原话2", "原话3", "继续"]
    # The restored state survives a restart too: it is the stored state, not a cache.
    await rig.crash_and_restart()
    await side.group_message(1000, 2001, "再继续", at_bot=True)
    await side.next_reply()
    texts = [m["content"] for m in provider.requests[-1].messages if m["role"] == "user"]
    assert len(texts) == 6 and not texts[0].startswith(SUMMARY_PREFIX)
