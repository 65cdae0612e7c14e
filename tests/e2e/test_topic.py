"""Topic split end to end: the real bot with embeddings, a group changing the subject.

A message unlike the last five starts the conversation afresh with a one-line notice;
a message on the same subject goes on in the conversation it belongs to.
"""

from __future__ import annotations

import asyncio

from tests.e2e.conftest import MakeRig
from tests.fakes.embeddings import FakeEmbeddings
from tests.fakes.provider import ChatRequest, FakeProvider, Reply

GROUP = 1000
COFFEE = ["我最喜欢喝手冲咖啡", "每天早上都要喝一杯咖啡", "咖啡豆一定要买新鲜的"]
RECALL_HEADER = "以下是早前对话中可能相关的记录："
# What the members read (mnemo/texts.py), a line before the answer.
NEW_TOPIC = ("（换了个话题，我开始了新的对话；之前的内容已存档，可用 /history 查找，"
             "管理员可用 /restore 恢复。）")


async def on_topic(req: ChatRequest) -> Reply:
    return Reply.text("咖啡确实不错。" if "咖啡" in req.last_user_text() else "好的，记下了。")


def history_of(req: ChatRequest) -> str:
    return "\n".join(str(m.get("content")) for m in req.messages
                     if not str(m.get("content")).startswith(RECALL_HEADER))


async def test_a_new_topic_starts_afresh_with_a_notice(make_rig: MakeRig) -> None:
    provider = FakeProvider(api_key="test-key", handler=on_topic)
    await provider.start()
    async with FakeEmbeddings() as embeddings:
        rig = await make_rig(provider, AICHAT_TOPIC_SPLIT="true",
                             AICHAT_EMBEDDING_BASE_URL=embeddings.url,
                             AICHAT_EMBEDDING_API_KEY="sk-embed",
                             AICHAT_EMBEDDING_MODEL="embed-small")
        side = rig.side

        async def say(text: str) -> str:
            await side.group_message(GROUP, 2001, text, at_bot=True, nickname="小明")
            return (await side.next_reply()).text

        for text in COFFEE:
            assert NEW_TOPIC not in await say(text)
        # The same subject: it goes on in its conversation.
        same = await say("下午再来一杯冰咖啡怎么样")
        assert same == "咖啡确实不错。"
        assert COFFEE[0] in history_of(provider.requests[-1])

        changed = await say("我们明天开会讨论预算安排")
        assert changed == f"{NEW_TOPIC}\n好的，记下了。"
        assert "咖啡" not in history_of(provider.requests[-1])
        # Once: the conversation goes on without another notice.
        assert await say("会议记得带上季度的报表") == "好的，记下了。"
        assert "开会讨论预算" in history_of(provider.requests[-1])

        # The old talk is archived, still found by members' search.
        await side.group_message(GROUP, 2001, "/history 手冲咖啡")
        assert COFFEE[0] in (await side.next_reply()).text
        assert embeddings.requests and all(r["auth"] == "Bearer sk-embed"
                                           for r in embeddings.requests)
        assert "sk-embed" not in rig.bot.log_text()
    assert provider.rejections == []


async def test_a_split_whose_reply_was_stopped_is_told_with_the_next_answer(
        make_rig: MakeRig) -> None:
    provider = FakeProvider(api_key="test-key", handler=on_topic)
    await provider.start()
    async with FakeEmbeddings() as embeddings:
        rig = await make_rig(provider, AICHAT_TOPIC_SPLIT="true",
                             AICHAT_EMBEDDING_BASE_URL=embeddings.url,
                             AICHAT_EMBEDDING_API_KEY="sk-embed",
                             AICHAT_EMBEDDING_MODEL="embed-small")
        side = rig.side
        for text in COFFEE:
            await side.group_message(GROUP, 2001, text, at_bot=True, nickname="小明")
            await side.next_reply()
        provider.queue(Reply.text("这条不会发出", wait=asyncio.Event()))
        asked = provider.received + 1
        await side.group_message(GROUP, 2001, "我们明天开会讨论预算安排", at_bot=True,
                                 nickname="小明")
        await provider.wait_requests(asked)
        await side.group_message(GROUP, 2001, "/stop")
        assert "已停止" in (await side.next_reply()).text
        # The coffee talk is gone all the same: the first answer without it says why.
        await side.group_message(GROUP, 2001, "会议记得带上季度的报表", at_bot=True,
                                 nickname="小明")
        assert (await side.next_reply()).text == f"{NEW_TOPIC}\n好的，记下了。"
        assert "咖啡" not in history_of(provider.requests[-1])
        assert side.drain() == []
    assert provider.rejections == []
