"""Reminders end to end: the real bot posts them in the right place, once.

Set by a member with `/remind` or by the model's `reminder_add`; posted in the group
with an @ of the member who asked; kept across a restart before it is due; sent once,
marked late, when it fell due while the bot was down (the row is moved into the past
while the bot is stopped: no waiting); cancelled ones never come; limits and bad times
get a clear answer; two bot processes on one PostgreSQL database post it once.
"""

from __future__ import annotations

import re
import sqlite3
import time
from collections.abc import AsyncIterator

import pytest

from tests.e2e.conftest import API_KEY, MakeRig, Rig
from tests.e2e.harness import Reply as Sent
from tests.fakes.provider import ChatRequest, FakeProvider, Reply
from tests.postgres import fresh_database

GROUP, OTHER = 1000, 2000
ALICE, BOB = 2001, 2002


async def model(request: ChatRequest) -> Reply:
    """Sets a reminder when asked to ("三秒后提醒我喝水"), then says what the tool said."""
    last = request.messages[-1]
    if last["role"] == "tool":
        return Reply.text("好的，" + last["content"][:200])
    if "提醒我喝水" in request.last_user_text():
        return Reply.tool_calls([("reminder_add", {"when": "+3s", "text": "喝水"})])
    return Reply.text("好的。")


@pytest.fixture
async def provider() -> AsyncIterator[FakeProvider]:
    async with FakeProvider(api_key=API_KEY, handler=model) as fake:
        yield fake


async def say(rig: Rig, text: str, user: int = ALICE, group: int = GROUP) -> str:
    await rig.side.group_message(group, user, text, at_bot=True)
    reply = await rig.side.next_reply()
    assert reply.group_id == group
    return reply.text


async def posted(rig: Rig, timeout: float = 30) -> Sent:
    reply = await rig.side.next_reply(timeout)
    assert "⏰ 提醒" in reply.text, reply.text
    return reply


def move(rig: Rig, reminder_id: int, due_at: float) -> None:
    """Set a reminder's time in the stopped bot's database."""
    db = sqlite3.connect(rig.data_dir / "mnemo.db")
    with db:
        db.execute("UPDATE reminder SET due_at = ? WHERE id = ?", (due_at, reminder_id))
    db.close()


def reminders(rig: Rig) -> list[str]:
    return [r.text for r in rig.side.replies_so_far() if "⏰ 提醒" in r.text]


async def test_posted_in_its_group_at_the_member_who_asked(make_rig: MakeRig,
                                                          provider: FakeProvider) -> None:
    rig = await make_rig(provider)
    answer = await say(rig, "/remind +2s 开会了")
    assert answer.startswith("好的，已设置提醒 #1：") and "开会了" in answer
    post = await posted(rig)
    assert post.group_id == GROUP and post.mentions(ALICE) and "开会了" in post.text
    assert "补发" not in post.text
    # Through the model: the tool states the time back, the reminder comes in its group.
    answer = await say(rig, "三秒后提醒我喝水", user=BOB, group=OTHER)
    assert "已设置提醒 #2" in answer and "喝水" in answer
    post = await posted(rig)
    assert post.group_id == OTHER and post.mentions(BOB) and "喝水" in post.text
    # Posting makes no model call.
    assert provider.received == 2


async def test_kept_across_a_restart_and_sent_late_once_after_downtime(
        make_rig: MakeRig, provider: FakeProvider) -> None:
    rig = await make_rig(provider)
    assert "已设置提醒 #1" in await say(rig, "/remind +1h 第一件事")
    assert "已设置提醒 #2" in await say(rig, "/remind +1h 第二件事")
    # Stopped before it is due; due 10 s after the stop, so soon after the start.
    await rig.bot.stop()
    move(rig, 1, time.time() + 10)
    await rig.start_again()
    post = await posted(rig)
    assert "第一件事" in post.text and "补发" not in post.text
    # Stopped; the second falls due meanwhile (moved into the past in its row).
    await rig.bot.stop()
    move(rig, 2, time.time() - 600)
    await rig.start_again()
    post = await posted(rig)
    assert "第二件事" in post.text and "补发" in post.text and post.mentions(ALICE)
    assert "没有待发的提醒" in await say(rig, "/remind")
    assert [t for t in reminders(rig) if "第二件事" in t] == [post.text]
    assert [t for t in reminders(rig) if "第一件事" in t] == [reminders(rig)[0]]


async def test_cancel_limits_and_bad_times(make_rig: MakeRig, provider: FakeProvider) -> None:
    rig = await make_rig(provider, AICHAT_REMINDER_MAX_PER_MEMBER="2",
                         AICHAT_REMINDER_MAX_PER_GROUP="3")
    assert "已设置提醒 #1" in await say(rig, "/remind +3s 不要发")
    assert "已取消提醒 #1" in await say(rig, "/remind cancel 1")
    assert "没有你的待发提醒 #1" in await say(rig, "/remind cancel 1")
    assert "已设置提醒 #2" in await say(rig, "/remind +1h 甲")
    assert "#3" in await say(rig, "/remind 明天 9:00 乙")
    assert "你已有 2 条待发的提醒" in await say(rig, "/remind +2h 丙")
    assert "#4" in await say(rig, "/remind +2h 丁", user=BOB)
    assert "本会话已有 3 条待发的提醒" in await say(rig, "/remind +2h 戊", user=3003)
    # Another member cannot cancel Alice's.
    assert "没有你的待发提醒 #2" in await say(rig, "/remind cancel 2", user=BOB)
    listing = await say(rig, "/remind")
    assert "#2" in listing and "甲" in listing and "丁" not in listing
    assert "已经过去了" in await say(rig, "/remind 2020-01-01 09:00 过去", user=3004)
    assert "一年以内" in await say(rig, "/remind +400d 太远", user=3004)
    assert "看不懂时间" in await say(rig, "/remind 下辈子 见", user=3004)
    # A marker set after the cancelled one, due after it: when it comes, the other never did.
    assert "已设置" in await say(rig, "/remind +4s 标记", user=BOB, group=OTHER)
    post = await posted(rig)
    assert "标记" in post.text
    assert not any("不要发" in t for t in reminders(rig))


@pytest.fixture
async def db_url() -> AsyncIterator[str]:
    async with fresh_database() as url:
        yield url


async def test_two_processes_on_postgres_post_it_once(make_rig: MakeRig, provider: FakeProvider,
                                                     db_url: str) -> None:
    first = await make_rig(provider, AICHAT_DATABASE_URL=db_url)
    assert "已设置提醒 #1" in await say(first, "/remind +6s 只发一次")
    second = await make_rig(provider, AICHAT_DATABASE_URL=db_url)
    await second.bot.wait_log("history backend postgres")
    # Both schedule it; both fire; one claims it. Each says what it did.
    done = re.compile(r"reminder #1 (sent|already sent elsewhere)")
    await first.bot.wait_log(done, timeout=30)
    await second.bot.wait_log(done, timeout=30)
    sent = [r for rig in (first, second) for r in reminders(rig)]
    assert len(sent) == 1 and "只发一次" in sent[0]
