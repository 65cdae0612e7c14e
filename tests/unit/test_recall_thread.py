"""A search someone asked for lists each hit with the line that carries it on."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from pathlib import Path

import pytest

from mnemo.message import Message
from mnemo.recall.search import Recall
from mnemo.recall.thread import ANSWER_ROWS, FOLLOW_SECONDS, asked_search
from mnemo.recall.tool import history_search_tool
from mnemo.store import Database, PostgresDatabase, Stores, open_stores
from mnemo.store.postgres import PostgresRecallIndex
from mnemo.store.sql import SqlHistoryStore
from tests.postgres import open_database
from tests.unit.test_recall import bot, user

MEMBERS = {"周一鸣": "1001", "小红": "1002", "老王": "1003", "Theo": "1004"}
CHATTER = ["今天好热", "午饭吃啥", "哈哈哈", "晚上开黑吗", "在路上了", "收到"]


@pytest.fixture(params=["sqlite", "postgres"])
async def stores(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Stores]:
    if request.param == "postgres":
        async with open_database("postgres", tmp_path / "unused.db") as pg:
            assert isinstance(pg, PostgresDatabase)
            s = open_stores(pg)
            s.recall = PostgresRecallIndex(pg)
            s.history = SqlHistoryStore(pg, s.recall)
            await s.prepare()
            yield s
        return
    db = Database(tmp_path / "t.db")
    await db.open()
    s = open_stores(db, "sql")
    await s.prepare()
    yield s
    await db.close()


class Chat:
    """A group's talk, stored a line at a time, a minute apart unless told."""

    def __init__(self, stores: Stores) -> None:
        self.stores = stores
        self.at = 100_000.0

    async def say(self, name: str, text: str, *, after: float = 60.0) -> Message:
        self.at += after
        msg = user(text, self.at, name, MEMBERS[name])
        await self.stores.history.append("g:1", [msg])
        return msg

    async def chatter(self, n: int, name: str = "老王") -> None:
        for i in range(n):
            await self.say(name, CHATTER[i % len(CHATTER)])


async def saids(recall: Recall, query: str, limit: int = 10) -> list[str]:
    return [d.said for d in await asked_search(recall, "g:1", query, limit=limit)]


def after_each_other(found: Sequence[str], first: str, then: str) -> bool:
    return first in found and found.index(first) + 1 < len(found) and (
        found[found.index(first) + 1] == then)


async def test_a_question_to_a_member_brings_that_members_answer(stores: Stores) -> None:
    chat = Chat(stores)
    await chat.say("周一鸣", "周末在家刷墙，累死")
    await chat.chatter(3)
    question = "@周一鸣 你家墙最后刷的什么颜色？"
    await chat.say("小红", question)
    await chat.say("老王", "我家也该刷了")  # another member's line is not the answer
    await chat.say("周一鸣", "Sea Salt，偏灰的绿")
    await chat.chatter(3)
    recall = Recall(stores.recall)
    query = "周一鸣家的墙刷成了什么颜色"
    # The answer holds none of the question's words: searching alone misses it.
    alone = [h.doc.said for h in await recall.search("g:1", query, limit=10)]
    assert question in alone and "Sea Salt，偏灰的绿" not in alone
    found = await saids(recall, query)
    assert after_each_other(found, question, "Sea Salt，偏灰的绿")
    assert "我家也该刷了" not in found


async def test_a_named_members_statement_brings_their_next_one(stores: Stores) -> None:
    chat = Chat(stores)
    await chat.chatter(2)
    await chat.say("小红", "我车位 P3-161，来了直接停")
    await chat.say("老王", "好嘞")
    await chat.say("小红", "sorry 发错，P3-116 才对")
    await chat.chatter(2)
    recall = Recall(stores.recall)
    found = await saids(recall, "小红的车位是哪个")
    assert after_each_other(found, "我车位 P3-161，来了直接停", "sorry 发错，P3-116 才对")
    # Not named, not followed: the same line found by its words brings nothing more.
    plain = await saids(recall, "来了直接停")
    assert plain == ["我车位 P3-161，来了直接停"]


async def test_an_answer_too_late_or_too_far_is_another_thread(stores: Stores) -> None:
    chat = Chat(stores)
    await chat.say("Theo", "婚礼的事总算定下来了")
    await chat.say("小红", "Theo when's the big day?")
    await chat.say("Theo", "later, driving", after=FOLLOW_SECONDS + 60)
    await chat.say("小红", "Theo what's the venue?")
    await chat.chatter(ANSWER_ROWS)
    await chat.say("Theo", "a barn outside town")
    recall = Recall(stores.recall)
    found = await saids(recall, "Theo's big day")
    assert "Theo when's the big day?" in found and "later, driving" not in found
    found = await saids(recall, "Theo venue")
    assert "Theo what's the venue?" in found and "a barn outside town" not in found


async def test_the_list_keeps_its_limit_and_each_line_once(stores: Stores) -> None:
    chat = Chat(stores)
    for i in range(6):
        await chat.say("小红", f"@周一鸣 第{i}次问：你的猫还好吗？")
        await chat.say("周一鸣", f"猫挺好，第{i}次说")
    recall = Recall(stores.recall)
    found = await saids(recall, "周一鸣的猫", limit=4)
    assert len(found) == 4 == len(set(found))
    everything = await saids(recall, "周一鸣的猫", limit=20)
    assert len(everything) == len(set(everything)) == 12


async def test_history_search_and_history_list_the_answer_after_its_question(
        stores: Stores) -> None:
    chat = Chat(stores)
    await chat.say("周一鸣", "刷墙中")
    await chat.say("小红", "@周一鸣 你家墙最后刷的什么颜色？")
    await chat.say("周一鸣", "Sea Salt，偏灰的绿")
    await stores.history.append("g:1", [bot("好看", chat.at + 1)])
    out = await history_search_tool(Recall(stores.recall), "g:1").handler(
        query="周一鸣家的墙什么颜色")
    lines = out.splitlines()
    asked_at = next(i for i, t in enumerate(lines) if "刷的什么颜色" in t)
    assert "周一鸣(1001): Sea Salt" in lines[asked_at + 1]
