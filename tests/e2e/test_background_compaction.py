"""Compression off the reply path, end to end: the real bot, the summariser held by the test.

Past the pre-compaction mark the bot writes the summary between turns. While the
summariser is held, members keep getting their answers; once it answers, the next request
carries the summary right after the system prompt. A kill -9 in the middle loses nothing,
and /new in the middle leaves no summary of the old talk in the new conversation.
"""

from __future__ import annotations

import asyncio

from tests.e2e.conftest import MakeRig, Rig
from tests.fakes.provider import ChatRequest, FakeProvider, Reply

CONTEXT = 4000
SUMMARY_PREFIX = "以下是之前的对话摘要："
RECALL_PREFIX = "以下是早前对话中可能相关的记录："
RUNNING = "压缩：进行中"
GROUP, MEMBER = 1000, 2001


def is_compressor(req: ChatRequest) -> bool:
    return "对话摘要器" in req.system_text()


def has_summary(req: ChatRequest) -> bool:
    return any(isinstance(m.get("content"), str) and m["content"].startswith(SUMMARY_PREFIX)
               for m in req.messages)


def said(req: ChatRequest) -> list[str]:
    """The members' words in a request, without the time and name the bot puts before them
    (the conversation's own: not the summary, nor a recall block of earlier talk)."""
    return [m["content"].rsplit(": ", 1)[-1] for m in req.messages
            if m["role"] == "user"
            and not m["content"].startswith((SUMMARY_PREFIX, RECALL_PREFIX))]


class Summariser:
    """Chat answers at once; the summariser answers only when the test lets it."""

    def __init__(self) -> None:
        self.gate = asyncio.Event()

    async def __call__(self, req: ChatRequest) -> Reply:
        if is_compressor(req):
            return Reply.text("- 小明和大家聊过咖啡、爬山和数据库迁移。", wait=self.gate)
        return Reply.text("好的，关于这个问题我的看法是：" + "这是一个值得讨论的话题。" * 8)


class Talk:
    def __init__(self, rig: Rig) -> None:
        self.rig = rig
        self.n = 0
        self.texts: list[str] = []

    def chat(self) -> list[ChatRequest]:
        return [r for r in self.rig.provider.requests if not is_compressor(r)]

    async def turn(self) -> str:
        text = f"第{self.n}轮：我们聊聊咖啡和爬山，" + "细节很多。" * 6
        self.n += 1
        self.texts.append(text)
        await self.rig.side.group_message(GROUP, MEMBER, text, at_bot=True)
        reply = await self.rig.side.next_reply()
        assert reply.group_id == GROUP and reply.text, reply
        return text

    async def context(self) -> str:
        await self.rig.side.group_message(GROUP, MEMBER, "/context")
        return (await self.rig.side.next_reply()).text

    async def until_compressing(self) -> None:
        """Talk until the bot says a compression is running (it starts after a reply)."""
        for _ in range(60):
            await self.turn()
            if RUNNING in await self.context():
                return
        raise AssertionError("no background compression started")


async def start(make_rig: MakeRig) -> tuple[Rig, Summariser, Talk]:
    script = Summariser()
    provider = FakeProvider(api_key="test-key", max_context=CONTEXT, handler=script)
    await provider.start()
    # The pre-compaction mark well below the high-water one: the turns said while the
    # summary is written fit under it wherever the compression happened to start.
    rig = await make_rig(provider, AICHAT_MAX_CONTEXT_TOKENS=str(CONTEXT),
                         AICHAT_PRECOMPACT_WATER="0.6")
    return rig, script, Talk(rig)


async def test_replies_do_not_wait_for_the_summariser(make_rig: MakeRig) -> None:
    rig, script, talk = await start(make_rig)
    await talk.until_compressing()
    # The summariser is held and stays held: these answers cannot have waited for it.
    # (Two turns: more could cross the high-water mark, and that one must wait.)
    during = [await talk.turn() for _ in range(2)]
    assert RUNNING in await talk.context()
    assert not any(has_summary(r) for r in talk.chat())

    mark = rig.bot.mark()
    script.gate.set()
    await rig.bot.wait_log("compaction strategy=summary reason=background", after=mark)
    assert RUNNING not in await talk.context()
    # One summary for all of it: the held one. (After the next reply another may start:
    # the turns said meanwhile can take the window past the mark again.)
    assert sum(1 for r in rig.provider.requests if is_compressor(r)) == 1
    await talk.turn()
    carried = talk.chat()[-1]
    assert carried.messages[1]["content"].startswith(SUMMARY_PREFIX)
    assert "咖啡" in carried.messages[1]["content"]
    assert [m for m in carried.messages if has_summary_message(m)] == [carried.messages[1]]
    # What was said while the summary was written follows it, in order, word for word.
    assert said(carried)[-len(during) - 1:-1] == during
    assert rig.provider.rejections == []


def has_summary_message(m: dict[str, object]) -> bool:
    content = m.get("content")
    return isinstance(content, str) and content.startswith(SUMMARY_PREFIX)


async def test_kill_during_the_compression_loses_nothing(make_rig: MakeRig) -> None:
    rig, script, talk = await start(make_rig)
    await talk.until_compressing()
    await rig.crash_and_restart()
    # Back up: every word is still there, and the summary was never half-applied.
    await talk.turn()
    first = talk.chat()[-1]
    assert not has_summary(first)
    assert said(first) == talk.texts
    # The new process compresses again (the summariser answers now) and goes on.
    mark = rig.bot.mark()
    script.gate.set()
    await talk.turn()
    await rig.bot.wait_log("compaction strategy=summary", after=mark)
    await talk.turn()
    assert has_summary(talk.chat()[-1])
    assert said(talk.chat()[-1])[-1] == talk.texts[-1]
    assert rig.provider.rejections == []


async def test_new_during_the_compression_leaves_no_summary_behind(make_rig: MakeRig) -> None:
    rig, script, talk = await start(make_rig)
    await talk.until_compressing()
    await rig.side.group_message(GROUP, MEMBER, "/new")
    assert "新对话" in (await rig.side.next_reply()).text
    assert RUNNING not in await talk.context()
    script.gate.set()  # the summary of the old talk arrives now, too late to land anywhere
    talk.texts.clear()
    for _ in range(2):
        await talk.turn()
    assert said(talk.chat()[-1]) == talk.texts
    assert not has_summary(talk.chat()[-1])
    status = await talk.context()
    assert "摘要：无" in status and RUNNING not in status
    assert "reason=background" not in rig.bot.log_text()
    assert rig.provider.rejections == []
