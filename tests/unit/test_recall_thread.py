"""A search someone asked for lists each hit with the line that carries it on."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

import pytest

from mnemo.incoming import Image, Incoming, Part, Quote, Speaker, render
from mnemo.keys import ConversationKey
from mnemo.message import Message
from mnemo.recall import thread
from mnemo.recall.said import guesses, is_question, told_after
from mnemo.recall.scan import Near, VectorTable
from mnemo.recall.search import Recall, of_them
from mnemo.recall.thread import (
    ANSWER_ROWS,
    FOLLOW_SECONDS,
    LATE_SECONDS,
    asked_search,
    carried,
)
from mnemo.recall.tool import history_search_tool
from mnemo.store import Stores
from mnemo.store.base import RecallDoc
from tests.unit.test_recall import bot, filled, user

MEMBERS = {"周一鸣": "1001", "小红": "1002", "老王": "1003", "Theo": "1004", "阿杰": "1005"}
ZHOU = ["周一鸣(1001)"]  # as a search names him
CHATTER = ["今天好热", "午饭吃啥", "哈哈哈", "晚上开黑吗", "在路上了", "收到"]


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


async def carried_of(recall: Recall, words: str, named: list[str]) -> list[str]:
    """What a list holds for the best hit of `words` and what carries it on."""
    hits = await recall.search("g:1", words, limit=1)
    return [d.said for d in await carried(recall, "g:1", hits, named, limit=10)]


async def saids(recall: Recall, query: str, limit: int = 10) -> list[str]:
    return [d.said for d in await asked_search(recall, "g:1", query, limit=limit)]


def nth(i: int) -> str:
    """A word for `i`: lines told apart by a digit only are one wording (a copy)."""
    return "甲乙丙丁戊己庚辛壬癸子丑"[i]


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
        await chat.say("小红", f"@周一鸣 第{nth(i)}次问：你的猫还好吗？")
        await chat.say("周一鸣", f"猫挺好，第{nth(i)}次说")
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


# One dimension per class of words that mean the same: "徒弟" and "实习生" are near
# while sharing no word, as a model puts them.
CLASSES = [("徒弟", "实习生", "新人"), ("周报", "汇报"), ("天气", "好热", "下雨")]


class ClassEmbedder:
    model = "classes"
    queries = 0

    async def embed(self, texts: list[str], *, query: bool = False) -> list[list[float]]:
        self.queries += query
        return [[float(sum(t.count(w) for w in ws)) for ws in CLASSES]
                + [0.05 + b / 2550 for b in hashlib.sha256(t.encode()).digest()[:4]]
                for t in texts]

    async def aclose(self) -> None:
        pass


async def embedded(stores: Stores) -> Recall:
    recall = Recall(stores.recall, ClassEmbedder())  # type: ignore[arg-type]
    await filled(stores, recall)
    return recall


async def test_a_question_about_a_member_ends_with_their_own_nearest_lines(
        stores: Stores, monkeypatch: pytest.MonkeyPatch) -> None:
    chat = Chat(stores)
    await chat.say("周一鸣", "我带的实习生今天入职了，叫岳小满")
    await chat.say("周一鸣", "今天热得不想出门，空调开了一天")
    await chat.say("周一鸣", "周末去爬山了，腿到现在还酸")
    await chat.say("周一鸣", "周一鸣的徒弟是谁？我也想知道")  # his question: no answer
    # Others' lines naming him, holding the question's words: they fill the search.
    for i in range(12):
        await chat.say("老王", f"周一鸣 徒弟 的事第{nth(i)}回说了，周报里写着")
    recall = await embedded(stores)
    query = "周一鸣的徒弟叫什么"
    embedder = recall.embedder
    assert isinstance(embedder, ClassEmbedder)
    scans: list[int] = []
    top = VectorTable.top

    def counted(table: VectorTable, *args: Any, **kwargs: Any) -> list[Near]:
        scans.append(table.n)
        return top(table, *args, **kwargs)

    monkeypatch.setattr(VectorTable, "top", counted)
    found = await saids(recall, query, limit=10)
    # The query is embedded once, for the search and his lines alike, and the vectors
    # are scanned once for it and once for it without his name.
    assert embedder.queries == 1
    assert len(scans) == 2
    hits = [h.doc.said for h in await recall.search("g:1", query, limit=10)]
    assert "我带的实习生今天入职了，叫岳小满" not in hits
    # The best hits, then (up to four of ten lines; he has three) his own statements
    # nearest the question that the search did not rank, the nearest first; not his
    # question, not a line twice.
    assert found[:-3] == hits[:7]
    assert found[-3] == "我带的实习生今天入职了，叫岳小满"
    assert set(found[-3:]) == {"我带的实习生今天入职了，叫岳小满", "今天热得不想出门，空调开了一天",
                               "周末去爬山了，腿到现在还酸"}
    # A short list keeps the share: three lines end with one of his.
    short = await saids(recall, query, limit=3)
    assert short == [*hits[:2], "我带的实习生今天入职了，叫岳小满"]
    # His lines come only for a question naming him.
    assert not {"我带的实习生今天入职了，叫岳小满", "今天热得不想出门，空调开了一天"} & set(
        await saids(recall, "徒弟的事", limit=3))


async def test_said_by_is_the_members_statements_by_nearness_with_no_floor(
        stores: Stores) -> None:
    chat = Chat(stores)
    await chat.say("周一鸣", "我带的实习生今天入职了，叫岳小满")
    await chat.say("周一鸣", "今天热得不想出门，空调开了一天")
    await chat.say("周一鸣", "谁带了新人？")
    await chat.say("小红", "@周一鸣 新人叫什么")
    await chat.say("小红", "听说周一鸣的实习生很能干")
    # Told him, of his own, to agree with: what the group knows of his.
    await chat.say("小红", "@周一鸣 你的实习生是岳小满对吧")
    await chat.say("周一鸣", "到了到了")  # says nothing of its own: never his nearest
    # Nor what he only quotes, an image or a "+1".
    await chat.say("周一鸣", "[回复 小红：听说周一鸣的实习生很能干] 同感")
    await chat.say("周一鸣", "[图片 0a1b2c3d4e5f] 看这个")
    await chat.say("周一鸣", "+1")
    recall = await embedded(stores)
    member = "周一鸣(1001)"
    found = await recall.said_by("g:1", "周一鸣的徒弟叫什么", [member], limit=5)
    # Only his statements and what he was told of his, the nearest first, the
    # unrelated one too (no floor); not what was asked of him or said about him.
    assert {d.said for d in found[:2]} == {"我带的实习生今天入职了，叫岳小满",
                                           "@周一鸣 你的实习生是岳小满对吧"}
    assert [d.said for d in found[2:]] == ["今天热得不想出门，空调开了一天"]
    skipped = await recall.said_by("g:1", "周一鸣的徒弟叫什么", [member], limit=5,
                                   skip={found[0].id})
    assert skipped == found[1:]
    assert await recall.said_by("g:1", "徒弟", [member], limit=0) == []
    assert await recall.said_by("g:1", "  ", [member], limit=5) == []
    assert await recall.said_by("g:1", "徒弟", [], limit=5) == []
    assert await Recall(stores.recall).said_by("g:1", "徒弟", [member], limit=5) == []


async def test_a_question_about_a_member_lists_a_statement_of_theirs_sent_in_two(
        stores: Stores, monkeypatch: pytest.MonkeyPatch) -> None:
    chat = Chat(stores)
    first = await chat.say("周一鸣", "说下我摊上的灯")  # says nothing alone
    await chat.say("老王", "？", after=30)  # another's line between that says little
    await chat.say("周一鸣", "是公牛", after=30)  # nor does its second half
    late = await chat.say("周一鸣", "到了到了", after=3600)  # nothing of his after it
    await chat.say("老王", "收到", after=60)
    asks = await chat.say("周一鸣", "灯亮吗", after=3600)
    await chat.say("周一鸣", "是公牛吗？", after=30)  # a question is no second half
    recall = await embedded(stores)

    async def nothing(*args: Any, **kwargs: Any) -> list[Any]:
        return []

    # What he said, as the list ends with it when the search ranks none of it.
    monkeypatch.setattr(recall, "search", nothing)
    found = await saids(recall, "周一鸣摊位照明是哪个牌子", limit=10)
    assert after_each_other(found, "说下我摊上的灯", "是公牛")
    assert "到了到了" not in found and "灯亮吗" not in found
    docs = {d.said: d for d in await recall.index.docs("g:1", list(range(1, 10)))}
    assert (await thread.continuation(recall, docs[first.text().split(": ", 1)[1]])
            ).said == "是公牛"
    for line in (late, asks):
        assert await thread.continuation(recall, docs[line.text().split(": ", 1)[1]]) is None


async def test_a_question_about_a_member_lists_their_own_line_with_its_correction(
        stores: Stores, monkeypatch: pytest.MonkeyPatch) -> None:
    chat = Chat(stores)
    said = "我带的实习生今天入职了，叫岳晓曼"
    await chat.say("周一鸣", said)
    await chat.say("周一鸣", "今天热得不想出门，空调开了一天", after=3600)
    await chat.say("周一鸣", "新人培训的资料发群文件了", after=3600)  # nearer the question
    fixed = "更正一下：是岳小满，不是岳晓曼"
    await chat.say("周一鸣", fixed, after=20 * 3600)
    for i in range(12):  # others' lines, words he used: no mending by those
        await chat.say("老王", f"实习生的事第{nth(i)}回说了，周报里写着")
    recall = await embedded(stores)

    async def nothing(*args: Any, **kwargs: Any) -> list[Any]:
        return []

    # What he said, as the list ends with it when the search ranks none of it: the
    # name he gave is followed by the one he meant, not by his next line holding a word
    # the language says every day ("今天"), however few lines here hold it.
    monkeypatch.setattr(recall, "search", nothing)
    found = await saids(recall, "周一鸣的徒弟叫什么", limit=10)
    assert after_each_other(found, said, fixed)
    assert found.count(fixed) == 1


class NamingEmbedder(ClassEmbedder):
    """A dimension for 周一鸣's name, one for an apprentice, one for the weather."""

    model = "naming"

    async def embed(self, texts: list[str], *, query: bool = False) -> list[list[float]]:
        return [[float("周一鸣" in t), float("徒弟" in t or "实习生" in t) + 0.1 * ("热" in t),
                 float("热" in t) + 0.3 * ("实习生" in t)] for t in texts]


async def test_said_by_holds_guesses_put_to_them_and_what_they_tell_after_asking(
        stores: Stores) -> None:
    chat = Chat(stores)
    guess = "@周一鸣 你的实习生是岳小满吧？"
    lost = "谁看到一个实习生的工牌？昨天在三楼会议室丢的"
    entry = "#接龙 实习生登记\n1. 小红 pending\n2. 周一鸣 Oxford"
    # A name the language hardly uses is a value too ("老蛙"), a stock reply is not.
    named = "#接龙 实习生的相机\n1. 小红 跳过\n2. 周一鸣 老蛙"
    await chat.say("小红", guess)
    await chat.say("周一鸣", lost, after=3600)
    await chat.say("周一鸣", "实习生到了吗？几点？", after=3600)  # asks, and only asks
    await chat.say("周一鸣", entry, after=3600)
    await chat.say("周一鸣", "#接龙 实习生聚餐\n1. 小红 来\n2. 周一鸣 我来", after=3600)
    await chat.say("周一鸣", named, after=3600)
    await chat.say("周一鸣", "#接龙 实习生的午饭\n1. 小红 米饭\n2. 周一鸣 随便", after=3600)
    await chat.say("小红", "@周一鸣 你的实习生是哪个学校的？", after=3600)  # asks him
    recall = await embedded(stores)
    found = [d.said for d in await recall.said_by("g:1", "周一鸣的实习生", ZHOU, limit=10)]
    # A guess of his to confirm, what he tells after his question, and his entry in a
    # list, a name ("Oxford", "老蛙") though a single word.
    assert set(found) == {guess, lost, entry, named}
    # The guess ranks with what he said, not below as a question.
    hits = await recall.search("g:1", "周一鸣的实习生", limit=10)
    assert not next(h for h in hits if h.doc.said == guess).question


async def test_a_roster_naming_the_member_is_no_line_of_theirs(stores: Stores) -> None:
    chat = Chat(stores)
    own = "周六排练我穿回力"
    await chat.say("周一鸣", own)
    rosters = [f"【{day}周六排练】请到：周一鸣、老王、Theo、小红，{end}"
               for day, end in (("12月1日", "别迟到"), ("12月8日", "带水"),
                                ("12月15日", "穿软底鞋"))]
    three = "【12月22日周六排练】请到：周一鸣、老王、Theo，别迟到"
    for line in [*rosters, three]:
        await chat.say("小红", line, after=3600)
    await chat.say("老王", "收到")  # the members a roster names are the group's speakers
    await chat.say("Theo", "ok")
    found = await Recall(stores.recall).search("g:1", "周一鸣周六排练穿什么", limit=5)
    said = [h.doc.said for h in found]
    # What four members are called to says nothing of his: his own line ranks above.
    # A line naming three of them still speaks of him.
    assert set(said[:2]) == {own, three}
    assert set(said[2:]) == set(rosters)


async def test_a_post_passing_on_a_members_words_is_theirs(stores: Stores) -> None:
    chat = Chat(stores)
    crew = "翻译：周一鸣、老王、Theo\n校对：小红"
    his = f"【发布】第4集\n{crew}\n本集碎碎念 · 周一鸣：我带的实习生第一次独立翻完一段"
    other = f"【发布】第5集\n{crew}\n本集碎碎念 · 老王：实习生的错字好多"
    await chat.say("小红", other)
    await chat.say("小红", his, after=3600)
    await chat.say("周一鸣", "周末去爬山了，腿到现在还酸")
    recall = await embedded(stores)
    # Both name the whole crew; the note after his name and a colon is his words.
    hits = [h.doc.said for h in await recall.search("g:1", "周一鸣的实习生", limit=5)]
    assert hits.index(his) < hits.index(other)
    found = [d.said for d in await recall.said_by("g:1", "周一鸣的实习生", ZHOU, limit=10)]
    assert his in found and other not in found


async def test_a_message_relayed_whole_is_its_senders_not_its_posters(
        stores: Stores) -> None:
    chat = Chat(stores)
    await chat.say("周一鸣", "进山了，大概5天没信号")
    # Out of signal, he texts by satellite; 小红 posts what reaches her.
    relayed = "[inReach] 周一鸣 · Nov 8 18:44 · km 1245: 实习生岳小满跟我走到小屋了"
    cn = "【卫星消息】周一鸣 11月10日 20:15 · 1314公里：实习生今天脚磨破了"
    await chat.say("小红", relayed)
    await chat.say("小红", cn, after=3600)
    await chat.say("小红", "我家实习生下周入职", after=3600)
    # A tag and a header that name no member: her own words.
    shift = "【换班】12月1日（周六）我的N班，想换A班，原因：实习生那天入职"
    await chat.say("小红", shift, after=3600)
    recall = await embedded(stores)
    his = [d.said for d in await recall.said_by("g:1", "周一鸣的实习生", ZHOU, limit=10)]
    assert relayed in his and cn in his
    # Not hers: she only passed them on; her own line is.
    hers = [d.said for d in await recall.said_by("g:1", "小红的实习生", ["小红(1002)"],
                                                 limit=10)]
    assert set(hers) == {"我家实习生下周入职", shift}


async def test_a_members_post_naming_four_members_is_no_statement_of_theirs(
        stores: Stores) -> None:
    chat = Chat(stores)
    tracker = "[Tracker] Dec 6 21:00 · 周一鸣 1976 · 老王 1928 · Theo 1873 · 阿杰 1839 · 实习生 0"
    own = "我家实习生下周入职"
    entry = "#接龙 实习生登记\n1. 周一鸣 岳小满\n2. 老王 pending\n3. Theo 带两个\n4. 小红 Oxford"
    await chat.say("小红", tracker)
    await chat.say("小红", own, after=3600)
    await chat.say("小红", entry, after=3600)
    for name in ("周一鸣", "老王", "Theo", "阿杰"):  # the group's speakers
        await chat.say(name, "收到")
    recall = await embedded(stores)
    hers = [d.said for d in await recall.said_by("g:1", "小红的实习生", ["小红(1002)"],
                                                 limit=10)]
    # Where four members are says nothing of hers; her entry in a list does.
    assert set(hers) == {own, entry}


async def test_a_members_line_past_the_cut_is_listed_among_their_own(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def doc(i: int, speaker: str, said: str) -> RecallDoc:
        return RecallDoc(i, "g:1", i, float(i), "", "user", speaker, said)

    his = doc(8, ZHOU[0], "我带的实习生叫岳小满")
    listed = [doc(i, "老王(1003)", f"周一鸣 徒弟 第{nth(i)}回") for i in range(10)]
    listed[8] = his
    own = [his, doc(20, ZHOU[0], "周末去爬山了，腿到现在还酸"),
           doc(21, ZHOU[0], "今天热得不想出门，空调开了一天")]

    class Found:
        """The search's list and the member's own lines, as `asked_search` reads them."""

        async def named(self, session: str, query: str) -> list[str]:
            return ZHOU

        async def prefetch(self, session: str, queries: Sequence[str]) -> None:
            pass

        async def search(self, session: str, query: str, **kwargs: Any) -> list[Any]:
            return []

        async def said_by(self, session: str, query: str, members: Any, *, limit: int,
                          skip: Any = (), **kwargs: Any) -> list[RecallDoc]:
            return [d for d in own if d.id not in skip][:limit]

        @property
        def index(self) -> Any:
            return self

        async def counts(self, session: str, terms: Sequence[str]) -> dict[str, int]:
            return {}

    async def carried_list(*args: Any, **kwargs: Any) -> list[RecallDoc]:
        return listed

    async def never_mended(*args: Any, **kwargs: Any) -> None:
        return None

    monkeypatch.setattr(thread, "carried", carried_list)
    monkeypatch.setattr(thread, "mended", never_mended)
    found = await asked_search(Found(), "g:1", "周一鸣的徒弟", limit=10)  # type: ignore[arg-type]
    # Six of the list's lines are sure to stay; his line past them is his to find again,
    # ranked first among his own, and no line twice.
    assert found == [*listed[:6], listed[6], *own]
    assert len({d.id for d in found}) == len(found) == 10


async def test_a_members_own_lines_rank_by_the_question_without_their_name_too(
        stores: Stores) -> None:
    chat = Chat(stores)
    # An hour apart: each line is embedded alone (`answers.carried_on`).
    await chat.say("周一鸣", "大家好，我是周一鸣，周一鸣就是我")
    await chat.say("周一鸣", "我带的实习生今天入职了，叫岳小满", after=3600)
    await chat.say("周一鸣", "今天好热，空调开了一天", after=3600)
    recall = Recall(stores.recall, NamingEmbedder())  # type: ignore[arg-type]
    await filled(stores, recall)
    # As asked, the name draws the question to the line holding it; he never needs to
    # name himself, and without the name his line on the apprentice is the nearest.
    found = await recall.said_by("g:1", "周一鸣的徒弟叫什么", ZHOU, limit=3)
    assert [d.said for d in found] == ["我带的实习生今天入职了，叫岳小满",
                                       "大家好，我是周一鸣，周一鸣就是我", "今天好热，空调开了一天"]


async def test_a_text_a_member_passes_on_is_theirs_a_quote_of_another_is_not(
        stores: Stores) -> None:
    chat = Chat(stores)
    await chat.say("周一鸣", "转发一下👇\n「【人事部】您部门的实习生岳小满已办完入职手续」",
                   after=3600)
    await chat.say("周一鸣", "「小红：我的实习生也到了」 哈哈", after=3600)
    await chat.say("周一鸣", "今天好热，空调开了一天", after=3600)
    recall = await embedded(stores)
    found = [d.said for d in await recall.said_by("g:1", "周一鸣的徒弟叫什么", ZHOU, limit=3)]
    # His own words are only "转发一下": what he passes on is what he tells the group.
    assert found[0] == "转发一下👇\n「【人事部】您部门的实习生岳小满已办完入职手续」"
    # "哈哈" beside 小红's words says nothing of his.
    assert "「小红：我的实习生也到了」 哈哈" not in found


def test_of_them_is_what_a_member_said_or_what_is_said_of_them() -> None:
    def doc(said: str, speaker: str = "小红(1002)") -> RecallDoc:
        return RecallDoc(1, "g:1", 1, 1.0, "", "user", speaker, said)

    wendy = ["Wendy(1006)"]
    assert of_them(doc("gm", "Wendy(1006)"), wendy)
    assert of_them(doc("听说 Wendy 的分享题目定了"), wendy)
    assert of_them(doc("「Wendy：gm」 所以 Wendy 到底讲啥"), wendy)
    for quoted in ("「Wendy：gm」 有道理", "@Wendy 文档发你了，看下",
                   "#接龙 午饭拼单 1.Wendy 麻辣烫27 2.小红 盖浇饭19", "「老王：@Wendy 在吗」 +1"):
        assert not of_them(doc(quoted), wendy), quoted
    assert not of_them(doc("今天好热"), wendy)
    # A QQ reply as the engine stores it quotes the line it answers.
    assert not of_them(doc(replying("有道理", "Wendy", "gm")), wendy)
    assert not of_them(doc(replying("+1", "Wendy", "[图片] Wendy 的猫")), wendy)
    assert of_them(doc(replying("Wendy 说得对", "老王", "gm")), wendy)
    # Telling her something of hers, or what she is, speaks of her; asking her does not.
    for told in ("@Wendy 你是温州人对吧，听口音就像", "@Wendy it's mulled cider for you, right?",
                 "@Wendy your dog's Rolo, yeah?", "@Wendy 你们是用积加的吧",
                 "@Wendy 你那台MacBook Air M3借我装个软件呗"):
        assert of_them(doc(told), wendy), told
    assert not of_them(doc("@Wendy 你的猫叫啥？"), wendy)
    # A guess put to her to confirm tells the group what is hers; a question does not.
    for guess in ("@Wendy 你那双排练鞋是特步的吧？", "@Wendy you auditioned with 雷雨, right?",
                  "@Wendy 礼服在Ted Baker订的对吧"):
        assert of_them(doc(guess), wendy), guess
    for asking in ("@Wendy 你是不是偷偷粉长春亚泰？", "@Wendy 谁带的吧",
                   "问问 @Wendy 你是温州人吧？"):
        assert not of_them(doc(asking), wendy), asking


def replying(words: str, to: str, quoted: str | Sequence[Part]) -> str:
    """What the engine stores for a QQ reply to `to`'s line `quoted`: its words."""
    parts = [quoted] if isinstance(quoted, str) else quoted
    msg = Incoming(ConversationKey("g:1"), Speaker("1002", "小红"), (words,),
                   quote=Quote(to, parts))
    return render(msg, max_chars=500).text.split(": ", 1)[1]


def test_a_reply_asks_by_its_own_words_not_by_the_line_it_quotes() -> None:
    assert not is_question(replying("萨摩耶，掉毛厉害", "小红", "@周一鸣 你家狗是啥品种？"))
    assert not is_question(replying("好看", "小红", ["这是啥？", Image("http://img/1.png")]))
    assert is_question(replying("真的吗？", "小红", "萨摩耶"))
    assert is_question(replying("what breed?", "小红", [Image("http://img/2.png")]))


async def test_a_members_question_about_their_own_things_tells_of_them(
        stores: Stores) -> None:
    chat = Chat(stores)
    lost = "昨天我的雨伞落在食堂了，有人看到吗？"
    await chat.say("周一鸣", lost)
    await chat.chatter(3)
    await chat.say("老王", "雨伞落在食堂的人好多")
    await chat.say("小红", "@周一鸣 雨伞落在食堂了吗？")
    await chat.chatter(3)
    found = await Recall(stores.recall).search("g:1", "周一鸣的雨伞落在哪了", limit=3)
    # His question says what he lost; another's question to him says nothing of it.
    assert found[0].doc.said == lost and not found[0].question
    assert [h.question for h in found if h.doc.said.startswith("@周一鸣")] == [True]
    # Among his own lines nearest a question about him, too.
    recall = await embedded(stores)
    own = await recall.said_by("g:1", "周一鸣丢了什么", ["周一鸣(1001)"], limit=5)
    assert lost in [d.said for d in own]


async def guessing(chat: Chat) -> tuple[str, str]:
    """周一鸣 has the group guess his new workout, then tells them: his teaser and the
    line that tells."""
    teaser, told = "猜猜我最近迷上了什么锻炼", "哈哈 nope，Kettlebell！"
    await chat.say("周一鸣", teaser)
    await chat.say("小红", "瑜伽吧")
    await chat.say("周一鸣", "不是瑜伽")  # no answer yet: the guesses run on
    await chat.say("老王", "跑步?")
    await chat.say("周一鸣", told)
    return teaser, told


async def test_a_member_asking_the_group_to_guess_tells_of_their_own(
        stores: Stores) -> None:
    chat = Chat(stores)
    teaser, reveal = await guessing(chat)
    await chat.chatter(3)
    await chat.say("小红", "@老王 你最近怎么锻炼？")
    await chat.chatter(3)
    found = await Recall(stores.recall).search("g:1", "周一鸣最近怎么锻炼", limit=3)
    # His teaser says what is his; another's question to another says nothing of it.
    assert found[0].doc.said == teaser and not found[0].question
    # Listed, it brings the answer he gave the group, past his "不是瑜伽".
    assert after_each_other(await saids(Recall(stores.recall), "周一鸣最近怎么锻炼"),
                            teaser, reveal)


async def test_a_guessing_game_among_a_members_own_lines_comes_with_its_answer(
        stores: Stores) -> None:
    chat = Chat(stores)
    teaser, reveal = await guessing(chat)
    await chat.say("周一鸣", "猜猜我这次囤的什么泡面")
    await chat.say("小红", "康师傅")
    await chat.say("周一鸣", "哈哈 nope，今麦郎！", after=FOLLOW_SECONDS)
    await chat.say("周一鸣", "晚饭后打了两个钟头牌")
    recall = Recall(stores.recall)
    docs = {h.doc.said: h.doc for h in await recall.search("g:1", "猜猜", limit=10)}
    told = await thread.guessed(recall, docs[teaser])
    assert told is not None and told.said == reveal
    # Told past the hour, the answer is to something else; a line asking no one to
    # guess has none.
    assert await thread.guessed(recall, docs["猜猜我这次囤的什么泡面"]) is None
    line = (await recall.search("g:1", "晚饭后打了两个钟头牌", limit=1))[0].doc
    assert await thread.guessed(recall, line) is None


async def test_a_members_own_lines_list_their_guessing_game_with_its_answer(
        stores: Stores) -> None:
    chat = Chat(stores)
    teaser = "猜猜我带的新人叫啥"
    await chat.say("周一鸣", teaser)
    await chat.say("老王", "小李")
    # The answer is embedded with the guess put to him, far from the question.
    await chat.say("小红", "@周一鸣 是小王吗？")
    await chat.say("周一鸣", "哈哈 nope，岳小满！")
    await chat.say("周一鸣", "今天热得不想出门，空调开了一天")
    # Others' lines naming him, holding the question's words: they fill the search.
    for i in range(12):
        await chat.say("老王", f"周一鸣 徒弟 的事第{nth(i)}回说了，周报里写着")
    recall = await embedded(stores)
    found = await saids(recall, "周一鸣的徒弟叫什么", limit=10)
    assert after_each_other(found, teaser, "哈哈 nope，岳小满！")


async def test_a_reply_quoting_a_question_is_its_answer(stores: Stores) -> None:
    chat = Chat(stores)
    await chat.say("小红", "@周一鸣 你家狗是啥品种？")
    await chat.chatter(3)
    await chat.say("老王", "狗的品种太多了，我一个都认不全")
    answer = replying("萨摩耶，就是掉毛厉害", "小红", "@周一鸣 你家狗是啥品种？")
    await chat.say("周一鸣", answer)
    await chat.chatter(3)
    found = await Recall(stores.recall).search("g:1", "周一鸣家的狗是什么品种", limit=5)
    # His reply is what he said, not a question: it ranks first among his lines.
    assert found[0].doc.said == answer and not found[0].question


async def test_a_question_about_a_member_ranks_what_is_said_of_them_over_mentions(
        stores: Stores) -> None:
    chat = Chat(stores)
    await chat.say("老王", "早")
    # What is said of him holds fewer of the question's words than the lines naming him.
    await chat.say("小红", "听说老王那个分享定了，叫《慢就是快》")
    for i in range(4):
        await chat.say("Theo", f"@老王 分享题目 发你了 第{nth(i)}版")
        await chat.say("周一鸣", f"「老王：分享题目还没想好」 第{nth(i)}遍 +1")
    found = await Recall(stores.recall).search("g:1", "老王的分享题目是什么", limit=3)
    assert found[0].doc.said == "听说老王那个分享定了，叫《慢就是快》"


async def test_lines_that_only_address_a_member_are_not_what_they_said(
        stores: Stores) -> None:
    chat = Chat(stores)
    for i in range(6):
        await chat.say("周一鸣", f"#接龙 第{nth(i)}次夜骑 1.老王 2.周一鸣")
    await chat.say("周一鸣", "新来的实习生叫岳小满，分到我这了")
    await chat.say("老王", "周一鸣说他周五请假")  # says something of him: it stays
    for i in range(6):
        await chat.say("小红", f"@周一鸣 第{nth(i)}回：在吗")
        await chat.say("老王", f"「周一鸣：收到{nth(i)}」 哈哈")
    recall = await embedded(stores)
    found = await saids(recall, "周一鸣的徒弟叫什么", limit=10)
    assert found[0] == "新来的实习生叫岳小满，分到我这了"
    assert "周一鸣说他周五请假" in found
    # What only names him in an @-mention or a quote is not listed for its name alone,
    # nor a sign-up list of his with nothing of his in it but the name.
    assert not [s for s in found if s.startswith(("@周一鸣", "「周一鸣", "#接龙"))]
    # A line that holds a word of the question besides his name is.
    await chat.say("小红", "@周一鸣 徒弟带得怎么样")
    recall = await embedded(stores)
    assert "@周一鸣 徒弟带得怎么样" in await saids(recall, "周一鸣的徒弟叫什么", limit=10)


async def test_a_reply_said_after_each_hit_is_listed_once(stores: Stores) -> None:
    chat = Chat(stores)
    for i in range(4):
        await chat.say("小红", f"@周一鸣 第{nth(i)}次问：你的猫还好吗？")
        await chat.say("周一鸣", "挺好的")
    await chat.say("周一鸣", "我的实习生叫岳小满")
    await chat.say("周一鸣", "我的实习生叫岳小满")
    recall = await embedded(stores)
    found = await saids(recall, "周一鸣的猫", limit=20)
    assert found.count("挺好的") == 1 and found.count("我的实习生叫岳小满") == 1
    assert len(found) == len(set(found)) == 6


async def test_without_vectors_a_question_to_a_member_still_brings_their_answer(
        stores: Stores) -> None:
    chat = Chat(stores)
    await chat.say("小红", "@周一鸣 你带的新人叫什么？")
    await chat.say("周一鸣", "岳小满，挺机灵")
    await chat.chatter(3)
    # No word of the question but his name: lexically, the question to him is the only
    # way to his answer, which follows it.
    found = await saids(Recall(stores.recall), "周一鸣的徒弟是哪位")
    assert after_each_other(found, "@周一鸣 你带的新人叫什么？", "岳小满，挺机灵")


async def test_an_answer_given_when_back_follows_the_question_it_answers(
        stores: Stores) -> None:
    chat = Chat(stores)
    await chat.say("周一鸣", "下班了，回家撸猫")
    asked = await chat.say("小红", "@周一鸣 你家猫叫啥名字？")
    await chat.chatter(ANSWER_ROWS + 2)
    await chat.say("周一鸣", "@老王 明天见")  # addressed to another: no answer of hers
    answer = "@小红 刚看到，年糕"
    await chat.say("周一鸣", answer, after=20 * 3600)
    # Asked in English with the mark mid-line, answered the next morning.
    await chat.say("Theo", "@周一鸣 what did the vet say? the cat looked sick")
    await chat.chatter(ANSWER_ROWS + 2)
    await chat.say("周一鸣", "@Theo sorry just saw this, only a cold", after=9 * 3600)
    # Away for days (a trip without signal), answered when back.
    await chat.say("老王", "@周一鸣 猫砂用的哪个牌子？")
    await chat.chatter(ANSWER_ROWS + 2)
    await chat.say("周一鸣", "@老王 back in signal, 豆腐砂", after=5 * 86400)
    # Answered after `LATE_SECONDS`: another thread.
    await chat.say("小红", "@周一鸣 猫粮哪买的？")
    await chat.chatter(ANSWER_ROWS + 2)
    await chat.say("周一鸣", "@小红 超市", after=LATE_SECONDS)
    recall = Recall(stores.recall)
    alone = [h.doc.said for h in await recall.search("g:1", "周一鸣的猫叫什么", limit=10)]
    assert asked.text().split(": ", 1)[1] in alone and answer not in alone
    found = await saids(recall, "周一鸣的猫叫什么", limit=20)
    assert after_each_other(found, "@周一鸣 你家猫叫啥名字？", answer)
    assert "@老王 明天见" not in found
    found = await saids(recall, "周一鸣 vet cat", limit=20)
    assert after_each_other(found, "@周一鸣 what did the vet say? the cat looked sick",
                            "@Theo sorry just saw this, only a cold")
    found = await saids(recall, "周一鸣的猫砂", limit=20)
    assert after_each_other(found, "@周一鸣 猫砂用的哪个牌子？", "@老王 back in signal, 豆腐砂")
    found = await saids(recall, "周一鸣的猫粮", limit=20)
    assert "@周一鸣 猫粮哪买的？" in found and "@小红 超市" not in found


async def test_a_confirmation_brings_the_line_it_confirms(stores: Stores) -> None:
    chat = Chat(stores)
    told = "@周一鸣 听说你搬去杭州了，恭喜恭喜"
    await chat.say("小红", told)
    await chat.chatter(ANSWER_ROWS + 2)
    await chat.say("周一鸣", "@小红 刚看到，对对", after=5 * 3600)
    # Apart, so that none of his lines carries another on (`follower`).
    apart = FOLLOW_SECONDS + 60
    await chat.say("周一鸣", "@小红 刚看到，下周在滨江上班", after=apart)  # says something
    await chat.say("周一鸣", "@Theo 收到", after=apart)  # Theo never addressed him
    await chat.say("周一鸣", "@小红 嗯嗯", after=LATE_SECONDS)  # too late
    recall = Recall(stores.recall)

    assert await carried_of(recall, "刚看到对对", ZHOU) == [told, "@小红 刚看到，对对"]
    assert await carried_of(recall, "下周在滨江上班", ZHOU) == ["@小红 刚看到，下周在滨江上班"]
    assert await carried_of(recall, "Theo 收到", ZHOU) == ["@Theo 收到"]
    assert await carried_of(recall, "嗯嗯", ZHOU) == ["@小红 嗯嗯"]
    # Only a named member's lines are read this way.
    hits = await recall.search("g:1", "刚看到对对", limit=1)
    assert [d.said for d in await carried(recall, "g:1", hits, [], limit=10)] == [
        "@小红 刚看到，对对"]


async def test_a_question_telling_of_the_askers_own_is_a_statement_for_anyone(
        stores: Stores) -> None:
    chat = Chat(stores)
    own = "我的车位是B1-077，谁的车停我位置上了，麻烦挪一下"
    await chat.say("小红", own)
    for n in range(70, 77):
        await chat.say("老王", f"B1-0{n}那辆白车压线停，旁边的车都出不去")
    await chat.say("Theo", "B1-077 是谁的车位？")
    found = await Recall(stores.recall).search("g:1", "谁的车位是B1-077？", limit=3)
    # Her line says whose space it is, though it asks something too; Theo's only asks.
    assert found[0].doc.said == own and not found[0].question
    assert [h.question for h in found if h.doc.said.startswith("B1-077")] == [True]


def test_an_answer_that_asks_back_is_a_statement() -> None:
    for said in ("外卖站长，怎么了", "Elm Court呀，怎么啦", "@张叔 just seeing this, Grimsby, why?",
                 "红色吧，你呢？", "I got a beagle, you?", "Ordered the shirt, can't wait",
                 "Could've been worse"):
        assert not is_question(said), said
    for said in ("怎么了？", "怎么啦", "你呢？", "why?", "what about you?", "你去哪了，怎么了？"):
        assert is_question(said), said


def test_a_statement_with_its_subject_left_out_tells() -> None:
    # Chat drops the "I": an auxiliary asks only before its subject.
    for said in ("@Maricel sorry, was asleep: 大麦茶 haha", "did my nursing degree at Griffith",
                 "will do", "had noodles, 5 yuan", "can only stay till 9", "did not see that"):
        assert not is_question(said), said
    for said in ("did you go", "sorry, was it 8", "can someone mail me mooncakes",
                 "Did the parcel come", "will Kevin cover", "is it just me",
                 "does anyone know", "have you eaten"):
        assert is_question(said), said


def test_a_statement_asking_only_to_be_agreed_with_tells() -> None:
    for said in ("你是成都人对吧？", "it's mulled cider for you as usual, right?",
                 "your dog's Rolo, yeah?"):
        assert not is_question(said), said
    assert is_question("is it right?") and is_question("你去吗，对吧？")


def test_a_post_of_questions_each_with_its_answer_tells() -> None:
    qa = ("【后台快问快答】嘉宾：老贺\n1. 问：平时骑什么来排练？ 答：绿源\n"
          "2. 问：最怕什么？ 答：忘词")
    assert not is_question(qa)
    assert not is_question("Q1: One line for the audience?  A: phones off, enjoy it")
    assert is_question("问：平时骑什么来排练？ 答：") and is_question("Q1: who's in?")


def test_what_is_told_after_a_question_and_a_guess_to_confirm() -> None:
    lost = "谁捡到一个银色保温杯？昨天在6幢门口丢的，谢谢大家"
    assert told_after(lost) == "昨天在6幢门口丢的，谢谢大家"
    assert told_after("这是什么国土？——这是中山公园，小姐") == "这是中山公园，小姐"
    for said in ("你去吗？", "你去吗？几点？", "今天好热"):
        assert told_after(said) == "", said
    for said in ("你那双排练鞋是特步的吧？", "you process in Sequator, right?", "你是成都人对吧",
                 "你那副是飞傲吧，sound 很好那个",  # a few words after, saying which
                 "你背的是抱抱熊吧？在诊所看到你了",  # or why they guess so
                 "let me guess, Tim Tam by the bed again? 😂", "我猜是乐途？",
                 # an agreement asked, then what next; what it takes for known asked back
                 "you booked Court 6, right? I'll go ahead and warm up",
                 "你不是在鹿角巷上班吗 帮我看看还有没有货", "不是说你染了亚麻灰吗 照片呢"):
        assert guesses(said), said
    for said in ("你是不是偷偷粉长春亚泰？", "谁带的吧", "你去吗？", "吧", "今天好热",
                 "走吧，去哪？", "是飞傲吧，你在哪买的，多少钱，贵不贵，我也想买一副",
                 "吧台那边有位置吗", "let me guess, who forgot the cake?", "right? what time?",
                 "你不是去吗", "这不是你的吗"):
        assert not guesses(said), said


def test_a_report_of_several_sentences_asks_by_its_last() -> None:
    report = "碎碎念几句：这周加了4天班；did the away trip to Glasgow that year；房租又涨了。就这些"
    assert not is_question(report)
    assert is_question("加了4天班；开会开到九点；你们几点下班")
    assert is_question("加了4天班；开会开到九点；你们呢？")
    assert is_question("你几点到，我在门口等你")  # one sentence: asks


def test_a_long_run_of_clauses_without_a_question_mark_asks_by_its_last() -> None:
    day = ("风浪不算大船也不怎么晃，网速还行能发几张图片，晚饭是红烧肉和土豆丝，"
           "视频里阿福一直在叫，下午又搞了一次消防演习，今天上午跟着水手长在甲板上敲锈")
    assert not is_question(day)
    assert is_question(day + "，你们那边几点了")
    assert is_question("晚饭吃了，网速还行，船也不晃，今天敲锈，你们呢？")
    # A question mark anywhere: the run may ask in the middle.
    assert is_question("去哪了？等你半天，饭都凉了，船也晃，网也卡")
    # Question words inside statements.
    for said in ("船也不怎么晃", "这几天轮胎气压老报警", "爬了十几层楼，腿都软了",
                 "一天洗手几十次", "我们家也是，过几天就好了", "他几乎不来",
                 "芳姐阳台那几盆圣女果被猫啃了", "前几天去了趟成都"):
        assert not is_question(said), said
    for asking in ("你怎么不来", "这几天你去哪了", "要等几十分钟吗"):
        assert is_question(asking), asking
    # A question told of asks nothing; nor does a clause whose question word comes
    # before its subject, nor an exclamation, nor "what else" after an answer.
    for said in ("搞清楚楼上吵什么了，架子鼓", "同事都问我是什么味道",
                 "when it's busy Rosa helps me at the stall", "What a day: water cut",
                 "Bohemian Rhapsody, what else"):
        assert not is_question(said), said
    for asking in ("when is it?", "when it opens?", "what time is it", "how are you",
                   "你知道他去哪了吗", "谁问我了？", "背单词软件太多了不知道选哪个"):
        assert is_question(asking), asking


async def test_an_answer_given_when_back_may_ask_back(stores: Stores) -> None:
    chat = Chat(stores)
    await chat.say("Theo", "@周一鸣 你是哪里人啊？")
    await chat.chatter(ANSWER_ROWS + 2)
    answer = "@Theo 才看到，温州的，怎么了？"
    await chat.say("周一鸣", answer, after=20 * 3600)
    found = await saids(Recall(stores.recall), "周一鸣是哪里人", limit=20)
    assert after_each_other(found, "@周一鸣 你是哪里人啊？", answer)


async def test_a_sign_up_list_posted_again_is_listed_once(stores: Stores) -> None:
    chat = Chat(stores)
    entries = ["小红 麻辣烫27", "Theo 盖浇饭19", "周一鸣 酸菜鱼32", "老王 凉皮12"]
    for k, name in enumerate(["小红", "Theo", "周一鸣", "老王"]):
        lines = [f"{i + 1}. {e}" for i, e in enumerate(entries[:k + 1])]
        await chat.say(name, "#接龙 周五午饭拼单\n" + "\n".join(lines))
    await chat.say("小红", "周五午饭拼单的饭到了，在前台")
    recall = Recall(stores.recall)
    found = await saids(recall, "周五午饭拼单", limit=10)
    assert sum(s.startswith("#接龙") for s in found) == 1
    assert "周五午饭拼单的饭到了，在前台" in found
    # A question naming a member lists the post that added their line.
    mine = await saids(recall, "周一鸣拼单点了什么", limit=10)
    assert [s for s in mine if s.startswith("#接龙")] == [
        "#接龙 周五午饭拼单\n1. 小红 麻辣烫27\n2. Theo 盖浇饭19\n3. 周一鸣 酸菜鱼32"]


async def test_a_post_copied_with_other_numbers_is_listed_once(stores: Stores) -> None:
    chat = Chat(stores)
    # Each episode's claims list, opened by the same member: one wording, its numbers
    # aside, which took every place of her own lines.
    for episode, part in ((4, 2), (5, 1), (6, 3), (7, 2)):
        await chat.say("小红", f"#接龙 第{episode}集翻译认领（4段，每段约1{part}分钟）\n"
                              f"1. 小红 第{part}段")
        await chat.chatter(2)
    await chat.say("小红", "我老家在柳州，螺蛳粉管够")
    await chat.say("小红", "下周三的翻译我请假")
    # Short answers are all their number: each is its own line.
    await chat.say("周一鸣", "@小红 第4集几点能交？")
    await chat.say("小红", "9点")
    await chat.say("周一鸣", "@小红 第5集呢？几点能交？")
    await chat.say("小红", "11点")
    recall = Recall(stores.recall)
    found = await saids(recall, "小红 翻译认领", limit=20)
    assert sum(s.startswith("#接龙") for s in found) == 1
    assert found[0].startswith("#接龙 第4集翻译认领")  # the best of them, kept
    answers = await saids(recall, "小红几点能交", limit=20)
    assert {"9点", "11点"} <= set(answers)


async def test_a_correction_the_next_day_follows_the_line_it_mends(stores: Stores) -> None:
    chat = Chat(stores)
    said = "Ordered the shirt with DUMPLING on the back, can't wait"
    await chat.say("Theo", said)
    await chat.say("Theo", "off to the gym")  # the next line of his, and no correction
    for size in ("S", "M", "L", "XL"):
        await chat.say("老王", f"the away shirt in {size} is sold out on the back order")
    # Words the group uses: no mending.
    await chat.say("Theo", "shirt sizes run small btw", after=3600)
    fixed = "correction from yesterday: HAIOU 99, not DUMPLING"
    await chat.say("Theo", fixed, after=20 * 3600)
    await chat.say("Theo", "DUMPLING is a great name for a dog though",
                   after=LATE_SECONDS)  # too late: another thread
    found = await saids(Recall(stores.recall), "Theo shirt back", limit=20)
    assert after_each_other(found, said, fixed)


async def test_a_bare_yes_brings_what_was_just_said_to_the_member(stores: Stores) -> None:
    chat = Chat(stores)
    told = "@周一鸣 你家猫叫年糕吧，听你喊过"
    await chat.say("小红", told)
    await chat.say("老王", "今天好热")
    await chat.say("周一鸣", "嗯嗯没错", after=180)
    await chat.say("Theo", "@周一鸣 到家了吗", after=FOLLOW_SECONDS + 60)
    await chat.say("周一鸣", "到了")  # an answer, not a yes
    await chat.say("Theo", "@周一鸣 明天的会改到三点了", after=FOLLOW_SECONDS + 60)
    await chat.say("周一鸣", "对对", after=FOLLOW_SECONDS + 60)  # too late to agree with it
    recall = Recall(stores.recall)

    assert await carried_of(recall, "嗯嗯没错", ZHOU) == [told, "嗯嗯没错"]
    assert await carried_of(recall, "到了", ZHOU) == ["到了"]
    assert await carried_of(recall, "对对", ZHOU) == ["对对"]


async def test_a_line_of_theirs_opening_with_another_members_name_tells_of_the_other(
        stores: Stores) -> None:
    chat = Chat(stores)
    own = "我带的实习生今天入职了"
    await chat.say("周一鸣", own)
    await chat.say("小红", "我家实习生也来了", after=60)
    of_her = "小红的实习生也是今天入职的"
    await chat.say("周一鸣", of_her, after=60)
    quoted = "[回复 小红：小红的实习生好能干] 我带的那个实习生也能独立翻译了"
    await chat.say("周一鸣", quoted, after=60)
    recall = await embedded(stores)
    found = [d.said for d in await recall.said_by("g:1", "周一鸣的实习生", ZHOU, limit=10)]
    # What he tells of 小红's is hers; a reply quoting her line is his own words.
    assert own in found and quoted in found
    assert of_her not in found
