"""Recall end to end: facts compressed out of a small window come back when asked about.

A lossy summariser keeps none of the facts; hundreds of turns later the members ask in
other words, and the request that answers carries the evidence, in that conversation
only, across a restart, with every request accepted and the newest question verbatim.
"""

from __future__ import annotations

from tests.e2e.conftest import MakeRig
from tests.fakes.provider import ChatRequest, FakeProvider, Reply

CONTEXT = 4000
HEADER = "以下是早前对话中可能相关的记录："
GROUP, OTHER_GROUP = 1000, 1001

# (member, what they said early, how they ask much later, what must come back)
FACTS = [
    (2001, "跟大家说一下，我家的橘猫名叫团子，三岁了", "还记得我家那只橘猫叫什么吗", "团子"),
    (2002, "我下个月十五号去成都出差，住在春熙路附近", "我出差要去的是哪个城市来着", "成都"),
    (2003, "公司年会定在腊月二十，地点是滨江大酒店", "年会是在哪个酒店办的", "滨江大酒店"),
]
FILLER = ["天气", "午饭", "电影", "球赛", "地铁", "快递", "健身", "游戏", "小说", "装修"]


def is_compressor(req: ChatRequest) -> bool:
    return "对话摘要器" in req.system_text()


def recall_blocks(req: ChatRequest) -> list[str]:
    return [m["content"] for m in req.messages
            if m["role"] == "user" and isinstance(m.get("content"), str)
            and m["content"].startswith(HEADER)]


def history_part(req: ChatRequest) -> str:
    """Everything the request carries except the recall block."""
    return "\n".join(str(m.get("content")) for m in req.messages
                     if not (isinstance(m.get("content"), str) and m["content"].startswith(HEADER)))


async def handler(req: ChatRequest) -> Reply:
    if is_compressor(req):
        return Reply.text("- 群里闲聊了很多日常话题。")  # lossy: no fact survives
    return Reply.text("收到，" + "我们继续聊。" * 6)


async def test_compressed_facts_are_recalled_in_their_conversation_only(
        make_rig: MakeRig) -> None:
    provider = FakeProvider(api_key="test-key", max_context=CONTEXT, handler=handler)
    await provider.start()
    rig = await make_rig(provider, AICHAT_MAX_CONTEXT_TOKENS=str(CONTEXT))
    side = rig.side
    asked: list[tuple[int, str]] = []

    async def say(user: int, text: str, group: int | None = GROUP) -> ChatRequest:
        mark = len(provider.requests)
        if group is None:
            await side.private_message(user, text)
        else:
            await side.group_message(group, user, text, at_bot=True, nickname=f"成员{user}")
        reply = await side.next_reply()
        assert reply.text, reply
        chats = [r for r in provider.requests[mark:] if not is_compressor(r)]
        for r in chats:
            # The newest question reaches the model word for word and is read last; a
            # recall block goes right before it, after the history.
            last = r.messages[-1]
            assert last["role"] == "user" and str(last["content"]).endswith(f": {text}"), last
            blocks = [i for i, m in enumerate(r.messages)
                      if isinstance(m.get("content"), str) and m["content"].startswith(HEADER)]
            assert blocks in ([], [len(r.messages) - 2]), blocks
        asked.append((user, text))
        return chats[0]

    for user, fact, _, _ in FACTS:
        await say(user, fact)
    chatter = [await say(2004 + i % 4, f"第{i}轮：聊聊{FILLER[i % len(FILLER)]}，"
                         + ("上次说到哪了？" if i % 10 == 9 else "随便说说。" * 3))
               for i in range(200)]
    assert sum(1 for r in provider.requests if is_compressor(r)) >= 5
    # Chatter gets a block rarely, if ever: it costs every request that carries it.
    assert sum(1 for r in chatter if recall_blocks(r)) <= len(chatter) * 0.15

    async def ask_all(group: int | None) -> list[ChatRequest]:
        return [await say(user, question, group) for user, _, question, _ in FACTS]

    for (_, fact, _, answer), req in zip(FACTS, await ask_all(GROUP), strict=True):
        assert fact not in history_part(req)  # compressed out of the window...
        blocks = recall_blocks(req)
        assert len(blocks) == 1 and fact in blocks[0], blocks  # ...and recalled
        assert answer in blocks[0]
        # Each line carries the time and the speaker.
        line = next(ln for ln in blocks[0].splitlines() if fact in ln)
        assert line.startswith("[") and "(20" in line and "): " + fact in line

    # Another group and a private chat asking the same get none of it.
    for group in (OTHER_GROUP, None):
        for req in await ask_all(group):
            assert not any(f in "\n".join(recall_blocks(req)) for _, f, _, _ in FACTS)

    # A restart keeps the index.
    await rig.crash_and_restart()
    again = await say(FACTS[0][0], "那只橘猫现在多大了")
    assert any(FACTS[0][1] in b for b in recall_blocks(again))

    # Members search too, time and speaker first.
    await side.group_message(GROUP, 2002, "/history 成都 出差")
    found = (await side.next_reply()).text
    assert found.startswith("找到") and f"(2002): {FACTS[1][1]}" in found
    await side.group_message(OTHER_GROUP, 2002, "/history 成都 出差")
    elsewhere = (await side.next_reply()).text  # that group's own question, not the fact
    assert FACTS[1][1] not in elsewhere and FACTS[1][2] in elsewhere

    assert provider.rejections == []
    assert all(r.prompt_tokens <= CONTEXT for r in provider.requests)


async def test_recall_can_be_switched_off(make_rig: MakeRig) -> None:
    provider = FakeProvider(api_key="test-key", max_context=CONTEXT, handler=handler)
    await provider.start()
    rig = await make_rig(provider, AICHAT_RECALL="false")
    await rig.side.group_message(GROUP, 2001, FACTS[0][1], at_bot=True)
    await rig.side.next_reply()
    await rig.side.group_message(GROUP, 2001, "/new")
    await rig.side.next_reply()
    await rig.side.group_message(GROUP, 2001, FACTS[0][2], at_bot=True)
    await rig.side.next_reply()
    assert recall_blocks(provider.requests[-1]) == []
    # Nor may the model search: the switch takes history_search away too.
    assert provider.requests and all(
        "history_search" not in {t["function"]["name"] for t in r.tools}
        for r in provider.requests)
    # The members' own search still finds it.
    await rig.side.group_message(GROUP, 2001, "/history 橘猫")
    assert FACTS[0][1] in (await rig.side.next_reply()).text
