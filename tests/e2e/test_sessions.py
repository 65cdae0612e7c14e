"""Group auto-clear after unaddressed messages, and the resident-session listing."""

from __future__ import annotations

from tests.e2e.conftest import SUPERUSER, MakeRig, Rig

RECALL_HEADER = "以下是早前对话中可能相关的记录："


def user_texts(messages: list[dict]) -> list[str]:
    """The conversation's own user turns. A recall block is not one of them: it is a
    per-request note of earlier (here: archived) talk, labelled as such."""
    return [m["content"] for m in messages if m["role"] == "user"
            and not str(m["content"]).startswith(RECALL_HEADER)]


async def chatter(rig: Rig, group: int, n: int) -> None:
    for i in range(n):
        await rig.side.group_message(group, 3000 + i % 3, f"闲聊第{i}条")


async def test_thirty_unaddressed_messages_clear_the_group(make_rig: MakeRig) -> None:
    rig = await make_rig()
    side = rig.side
    await side.group_message(1000, 2001, "记住：项目代号是蓝鲸", at_bot=True)
    await side.next_reply()
    await side.group_message(2000, 2001, "另一个群的话题", at_bot=True)
    await side.next_reply()
    # 29 unaddressed messages keep the conversation.
    await chatter(rig, 1000, 29)
    await side.group_message(1000, 2001, "代号是什么", at_bot=True)
    await side.next_reply()
    assert user_texts(rig.provider.requests[-1].messages)[0].endswith("项目代号是蓝鲸")
    # 30 in a row clear it; the other group is untouched.
    mark = rig.bot.mark()
    await chatter(rig, 1000, 30)
    await rig.bot.wait_log("g:1000: 30 messages without addressing the bot", after=mark)
    await side.group_message(1000, 2001, "代号是什么", at_bot=True)
    await side.next_reply()
    texts = user_texts(rig.provider.requests[-1].messages)
    assert len(texts) == 1 and texts[0].endswith("代号是什么")
    await side.group_message(2000, 2001, "还在吗", at_bot=True)
    await side.next_reply()
    assert user_texts(rig.provider.requests[-1].messages)[0].endswith("另一个群的话题")
    assert rig.provider.received == 5


async def test_the_count_survives_a_restart(make_rig: MakeRig) -> None:
    rig = await make_rig()
    side = rig.side
    await side.group_message(1000, 2001, "第一句", at_bot=True)
    await side.next_reply()
    await chatter(rig, 1000, 15)
    # An @ to another group proves the 15 were processed (events are handled in order
    # of arrival, and the counter is written behind them).
    await side.group_message(2000, 2001, "同步一下", at_bot=True)
    await side.next_reply()
    await rig.stop_and_restart()
    mark = rig.bot.mark()
    await chatter(rig, 1000, 15)
    await rig.bot.wait_log("g:1000: 30 messages without addressing the bot", after=mark)
    await side.group_message(1000, 2001, "还记得吗", at_bot=True)
    await side.next_reply()
    texts = user_texts(rig.provider.requests[-1].messages)
    assert len(texts) == 1 and texts[0].endswith("还记得吗")


async def test_an_at_resets_the_count(make_rig: MakeRig) -> None:
    rig = await make_rig(AICHAT_SESSION_NO_MENTION_CLEAR="5")
    side = rig.side
    await side.group_message(1000, 2001, "开始", at_bot=True)
    await side.next_reply()
    for _ in range(3):
        await chatter(rig, 1000, 4)
        await side.group_message(1000, 2001, "我还在", at_bot=True)
        await side.next_reply()
    texts = user_texts(rig.provider.requests[-1].messages)
    assert texts[0].endswith("开始") and len(texts) == 4


async def test_sessions_command_lists_resident_sessions(make_rig: MakeRig) -> None:
    rig = await make_rig()
    side = rig.side
    await side.group_message(1000, 2001, "你好", at_bot=True)
    await side.next_reply()
    await side.private_message(2002, "你好")
    await side.next_reply()
    await side.private_message(SUPERUSER, "/sessions")
    listing = (await side.next_reply()).text
    lines = listing.splitlines()
    assert lines[0].startswith("驻留会话 2 个")
    # Most recently active first; the superuser's own command is not chat activity.
    assert lines[1].startswith("f:2002：2 条消息") and lines[2].startswith("g:1000：2 条消息")
    await side.group_message(1000, 2001, "/sessions")
    assert "没有权限" in (await side.next_reply()).text


async def test_janitor_evicts_and_the_next_message_replays_history(make_rig: MakeRig) -> None:
    rig = await make_rig(AICHAT_SESSION_MAX_SESSIONS="1", AICHAT_JANITOR_INTERVAL_SECONDS="1")
    side = rig.side
    await side.group_message(1000, 2001, "A 群第一句", at_bot=True)
    await side.next_reply()
    mark = rig.bot.mark()
    await side.group_message(2000, 2001, "B 群第一句", at_bot=True)
    await side.next_reply()
    await rig.bot.wait_log("janitor evicted 1 session(s), 1 resident", after=mark)
    await side.private_message(SUPERUSER, "/sessions")
    assert "g:2000" in (listing := (await side.next_reply()).text) and "g:1000" not in listing
    await side.group_message(1000, 2001, "A 群第二句", at_bot=True)
    await side.next_reply()
    texts = user_texts(rig.provider.requests[-1].messages)
    assert [t.rsplit(": ", 1)[-1] for t in texts] == ["A 群第一句", "A 群第二句"]


async def test_a_backlog_of_chatter_is_handled_message_by_message(make_rig: MakeRig) -> None:
    """Hundreds of group messages arriving at once (a busy account catching up) through
    the paced adapter: each is counted in its own group, none lost, none misplaced."""
    rig = await make_rig()
    side = rig.side
    cleared, kept = range(1100, 1110), range(1200, 1210)
    for group in [*cleared, *kept]:
        await side.group_message(group, 2001, f"记住：{group} 群的暗号是 {group * 7}", at_bot=True)
        await side.next_reply()
    # Interleaved, sent without waiting for anything: 30 per group for the first ten,
    # 29 for the other ten, 590 in all.
    for i in range(30):
        for group in [*cleared, *kept]:
            if i < 29 or group in cleared:
                await side.group_message(group, 3000 + i % 3, f"闲聊第{i}条")
    for group in [*cleared, *kept]:
        await side.group_message(group, 2001, "暗号是什么", at_bot=True)
        await side.next_reply()
        texts = user_texts(rig.provider.requests[-1].messages)
        if group in cleared:
            assert len(texts) == 1 and texts[0].endswith("暗号是什么"), group
        else:
            assert texts[0].endswith(f"{group} 群的暗号是 {group * 7}"), group
            assert len(texts) == 2, group
    assert rig.provider.received == 40
