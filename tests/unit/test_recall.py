"""Recall of earlier talk: the index, lexical and vector search, fusion, the block, tools."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import itertools
import math
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from mnemo import tokens
from mnemo.memory import EmbeddingClient
from mnemo.message import SUMMARY, Message
from mnemo.recall import scripts
from mnemo.recall.block import HEADER, recall_block
from mnemo.recall.said import MAX_CLAUSES, about_us, asked, clauses, said
from mnemo.recall.scan import vectors_of
from mnemo.recall.search import CENTRE_ROWS, Recall
from mnemo.recall.thread import FOLLOW_SECONDS
from mnemo.recall.tool import history_search_tool
from mnemo.recall.vectors import VectorFiller
from mnemo.store import Database, PostgresDatabase, Stores, open_stores
from mnemo.store.base import RecallDoc
from tests.fakes.embeddings import FakeEmbeddings


def user(text: str, at: float, name: str = "小明", uid: str = "123") -> Message:
    return Message({"role": "user", "content": f"[2026-01-02 10:{int(at) % 60:02d}] "
                    f"{name}({uid}): {text}"}, tokens=tokens.count_text(text) + 20,
                   created_at=at)


def bot(text: str, at: float) -> Message:
    return Message({"role": "assistant", "content": text}, tokens=tokens.count_text(text) + 4,
                   created_at=at)


TALK = [
    ("我家的猫叫咪咪，是一只橘猫", "小明", "123"),
    ("周六早上八点在西门集合去爬山", "小红", "456"),
    ("我最喜欢喝手冲咖啡，尤其是耶加雪菲", "小明", "123"),
    ("项目下周三上线，记得提前备份数据库", "老王", "789"),
    ("好的", "小红", "456"),
]


async def seed(stores: Stores, session: str = "g:1") -> list[Message]:
    messages: list[Message] = []
    for i, (text, name, uid) in enumerate(TALK):
        messages.append(user(text, 1000.0 + 2 * i, name, uid))
        messages.append(bot("明白了", 1001.0 + 2 * i))
    await stores.history.append(session, messages)
    return messages


# -- what is indexed --------------------------------------------------------------------


def test_said_keeps_the_words_and_the_stamp_apart() -> None:
    s = said(user("我家的猫叫咪咪", 5.0, "小明 (群主)", "123"))
    assert s is not None
    assert (s.text, s.speaker, s.stamp, s.role) == ("我家的猫叫咪咪", "小明 (群主)(123)",
                                                   "2026-01-02 10:05", "user")
    assert said(bot("好", 1.0)) is not None and said(bot("好", 1.0)).speaker == ""  # type: ignore[union-attr]
    assert said(Message({"role": "user", "content": "摘要"}, 3, SUMMARY, 1.0)) is None
    assert said(Message({"role": "tool", "tool_call_id": "x", "content": "ok"}, 3)) is None
    assert said(Message({"role": "assistant", "content": None, "tool_calls": []}, 3)) is None


async def test_an_english_word_few_lines_hold_is_found_among_chinese_question_words(
        stores: Stores) -> None:
    talk = ["你的 main scope 是哪家的", "广角 lens 好贵", "广角镜头起雾了", "说的是哪位啊",
            "这个视角的照片好看", "用了三年了", "是 Tamron lol", "Tamron 和 Sigma 都行"]
    await stores.history.append("g:1", [user(t, 1000.0 + i, "小明") for i, t in
                                        enumerate(talk)])
    recall = Recall(stores.recall)
    # "哪位", "是哪", "的是", "广角", "用" and "角的" outweigh "tamron" four to one.
    found = [h.doc.said for h in await recall.search("g:1", "用Tamron广角的是哪位？", limit=5)]
    assert "是 Tamron lol" in found
    # Not for the block, which nobody asked for.
    found = [h.doc.said for h in await recall.search("g:1", "用Tamron广角的是哪位？", limit=5,
                                                     automatic=True)]
    assert "是 Tamron lol" not in found
    # A word more lines hold is no such word.
    many = [user(f"Tamron 第{i}次", 2000.0 + i, "小红") for i in range(3)]
    await stores.history.append("g:1", many)
    found = [h.doc.said for h in await recall.search("g:1", "用Tamron广角的是哪位？", limit=5)]
    assert "是 Tamron lol" not in found
    # A member's name is who a question is about, not an English word of what it asks.
    await stores.history.append("g:1", [user("在的", 3000.0, "Kevin", "777"),
                                        user("Kevin 说的那家关门了", 3001.0, "小红"),
                                        user("二手卖的便宜", 3002.0, "小红"),
                                        user("这家店谁卖的镜头", 3003.0, "小红")])
    found = [h.doc.said for h in await recall.search("g:1", "Kevin的广角是哪位卖的？",
                                                     limit=5)]
    assert "Kevin 说的那家关门了" not in found


async def test_nothing_recalled_for_unrelated_or_common_words(stores: Stores) -> None:
    await seed(stores)
    recall = Recall(stores.recall)
    assert await recall.search("g:1", "量子力学的波函数", limit=5) == []
    assert await recall.search("g:1", "", limit=5) == []


@pytest.mark.parametrize("query", [
    '"', '""', '*', 'NEAR', 'NEAR(咖啡 猫, 2)', '-咖啡', '咖啡 -猫', 'terms : 咖啡', 's : sg2',
    "'; DROP TABLE recall_doc; --", "咖啡' OR 1=1 --", "x" * 100_000, "咖啡" * 50_000,
    "\x00", "AND OR NOT", "^咖啡", "{s terms} : 咖啡",
])
async def test_fts_and_sql_syntax_is_just_text(stores: Stores, query: str) -> None:
    await seed(stores)
    await stores.history.append("g:2", [user("咖啡是另一个群的事", 5.0)])
    recall = Recall(stores.recall)
    hits = await recall.search("g:1", query, limit=5)
    assert all(h.doc.session == "g:1" for h in hits)
    if "咖啡" in query and "猫" not in query:
        assert hits and "咖啡" in hits[0].doc.said
    assert await stores.recall.count("g:1") == 10  # nothing dropped


async def test_search_never_leaves_its_conversation(stores: Stores) -> None:
    await seed(stores, "g:1")
    await stores.history.append("f:7", [user("我的猫叫旺财", 3000.0)])
    recall = Recall(stores.recall)
    assert [h.doc.said for h in await recall.search("f:7", "猫叫什么", limit=5)] == [
        "我的猫叫旺财"]
    assert all(h.doc.session == "g:1" for h in await recall.search("g:1", "猫叫", limit=5))
    assert await recall.search("g:404", "猫叫", limit=5) == []


async def test_filters_by_time_and_speaker(stores: Stores) -> None:
    await seed(stores)
    recall = Recall(stores.recall)
    assert [h.doc.speaker for h in await recall.search("g:1", "咖啡 猫", limit=5,
                                                        speaker="小明")] == ["小明(123)"] * 2
    late = await recall.search("g:1", "咖啡 猫", limit=5, since=1003.0)
    assert [h.doc.said[:4] for h in late] == ["我最喜欢"]
    assert await recall.search("g:1", "咖啡", limit=5, until=1003.0) == []


async def test_window_messages_are_not_recalled(stores: Stores) -> None:
    messages = await seed(stores)
    recall = Recall(stores.recall)
    hits = await recall.search("g:1", "咖啡", limit=5,
                               exclude_at={m.created_at for m in messages[4:6]})
    assert "手冲咖啡" not in " ".join(h.doc.said for h in hits)


async def test_archived_and_compressed_talk_stays_searchable_until_pruned(
        stores: Stores, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("time.time", lambda: 100.0)
    messages = await seed(stores)
    summary = Message({"role": "user", "content": "以下是之前的对话摘要：\n聊了猫"}, 9, SUMMARY,
                      1100.0)
    await stores.history.replace("g:1", [summary, *messages[-2:]])  # a compression
    await stores.history.clear("f:1")
    monkeypatch.undo()
    recall = Recall(stores.recall)
    assert (await recall.search("g:1", "咖啡", limit=1))[0].doc.said.startswith("我最喜欢")
    assert await stores.history.prune_archive(50.0) == 0
    assert await recall.search("g:1", "咖啡", limit=1)
    assert await stores.history.prune_archive(200.0) == 10
    assert await recall.search("g:1", "咖啡", limit=1) == []
    # The kept (active) talk stays, pruning or not.
    assert (await recall.search("g:1", "好的", limit=1))[0].doc.said == "好的"


async def test_index_is_built_for_history_stored_before_it(tmp_path: Path) -> None:
    db = Database(tmp_path / "old.db")
    await db.open()
    try:
        stores = open_stores(db)
        await stores.history.append("g:1", [user("旧的咖啡记录", 1.0)])
        await db.conn.execute("DELETE FROM recall_doc")
        await db.conn.execute("DELETE FROM recall_fts")
        await stores.kv.delete("recall_index", "built")
        await stores.prepare()
        hits = await Recall(stores.recall).search("g:1", "咖啡", limit=1)
        assert [h.doc.said for h in hits] == ["旧的咖啡记录"]
        await stores.prepare()  # once only: nothing doubled
        assert await stores.recall.count("g:1") == 1
    finally:
        await db.close()


# -- vectors ----------------------------------------------------------------------------

# Paraphrase classes: words of one class mean the same thing. The fake embedder gives
# one dimension per class, so "宠物" and "猫" are close and no word is shared.
CLASSES = [("猫", "宠物", "喵", "橘猫"), ("咖啡", "饮品", "拿铁", "喝"), ("爬山", "登山", "徒步"),
           ("上线", "发布", "部署")]


def class_vector(text: str) -> list[float]:
    v = [float(sum(text.count(w) for w in ws)) for ws in CLASSES]
    # A small text-specific tail so that no two texts are identical and none is zero.
    digest = hashlib.sha256(text.encode()).digest()
    return v + [0.05 + b / 2550 for b in digest[:4]]


class FakeEmbedder:
    """The EmbeddingClient interface, in process (the HTTP client has its own tests)."""

    def __init__(self) -> None:
        self.down = False
        self.calls = 0
        self.model = "fake"

    async def embed(self, texts: list[str], *, query: bool = False) -> list[list[float]]:
        from mnemo.memory import EmbeddingError

        self.calls += 1
        if self.down:
            raise EmbeddingError("HTTP 503")
        return [class_vector(t) for t in texts]

    async def aclose(self) -> None:
        pass


async def filled(stores: Stores, recall: Recall) -> VectorFiller:
    filler = VectorFiller(recall, stores.recall)
    while await filler.fill_once() > 0:
        pass
    return filler


async def test_vectors_find_paraphrases_lexical_cannot(stores: Stores) -> None:
    await seed(stores)
    embedder = FakeEmbedder()
    lexical_only = Recall(stores.recall)
    assert await lexical_only.search("g:1", "宠物", limit=3) == []
    recall = Recall(stores.recall, embedder)  # type: ignore[arg-type]
    filler = await filled(stores, recall)
    assert filler.filled == 10
    hits = await recall.search("g:1", "宠物", limit=3)
    assert hits and "橘猫" in hits[0].doc.said and hits[0].lexical == 0
    assert hits[0].similarity > 0.5
    # Fusion: a message found both ways ranks above one found one way.
    both = await recall.search("g:1", "喝咖啡", limit=3)
    assert "手冲咖啡" in both[0].doc.said and both[0].lexical > 0 and both[0].similarity > 0


@contextlib.asynccontextmanager
async def over_http(max_inputs: int = 10, **client: Any
                    ) -> AsyncIterator[tuple[FakeEmbeddings, EmbeddingClient]]:
    """The real embeddings client against the HTTP fake (for what goes over the wire)."""
    async with FakeEmbeddings(max_inputs=max_inputs) as service:
        embedder = EmbeddingClient(service.url, "sk-test", "fake-embed",
                                   max_inputs=max_inputs, **client)
        try:
            yield service, embedder
        finally:
            await embedder.aclose()


async def fill_all(filler: VectorFiller) -> None:
    while await filler.fill_once() > 0:
        pass


async def test_messages_the_service_refuses_are_marked_and_the_rest_get_vectors(
        stores: Stores) -> None:
    # A content inspection and a length limit refuse the whole call over one input,
    # every time: the batch is split until each refused message is alone, that one is
    # marked with the service's reason, and every other message gets its vector.
    await seed(stores)
    await stores.history.append("g:1", [
        user("这句话里有违禁词", 2000.0), bot("明白了", 2001.0),
        user("啊" * 1500, 2002.0), user("我家的狗也爱喝茶", 2003.0)])
    async with over_http() as (service, embedder):
        service.refuse = {"违禁词"}
        service.max_chars = 1000  # a small local model's limit
        recall = Recall(stores.recall, embedder)
        filler = VectorFiller(recall, stores.recall)
        await fill_all(filler)

        assert (filler.filled, filler.refused) == (12, 2)
        assert await stores.recall.pending(100) == []
        refused = await stores.recall.refusals("g:1")
        assert refused is not None and refused.count == 2
        assert refused.reason == "HTTP 400: Range of input length should be [1, 1000]"
        assert refused.stamp == "2026-01-02 10:22"
        assert await stores.recall.refusals("g:2") is None
        # Nothing paused: the vector side finds what the words cannot.
        assert not recall.paused
        hits = await recall.search("g:1", "饮料", limit=3)
        assert hits and "手冲咖啡" in hits[0].doc.said and hits[0].similarity > 0
        assert await recall.search("g:1", "违禁词", limit=3)  # still found by its words
        # Never asked again.
        calls = len(service.requests)
        assert await filler.fill_once() == 0
        assert len(service.requests) == calls


async def test_an_outage_marks_nothing(stores: Stores) -> None:
    await seed(stores)
    async with over_http() as (service, embedder):
        service.down = True
        recall = Recall(stores.recall, embedder)
        filler = VectorFiller(recall, stores.recall)
        assert await filler.fill_once() == -1
        assert recall.paused
        assert len(await stores.recall.pending(100)) == 10
        assert await stores.recall.refusals("g:1") is None
        service.down = False
        recall._paused_until = float("-inf")
        await fill_all(filler)
        assert (filler.filled, filler.refused) == (10, 0)


async def test_a_service_refusing_every_text_is_failing_and_marks_nothing(
        stores: Stores) -> None:
    # A 400 for every call (a model name it does not know, as some providers answer
    # it) is about the service, not these messages: a probe text tells them apart.
    await seed(stores)
    async with over_http() as (service, embedder):
        service.refuse = {""}
        recall = Recall(stores.recall, embedder)
        filler = VectorFiller(recall, stores.recall)
        assert await filler.fill_once() == -1
        # The batch and the probe, no splitting; each asked for base64 vectors, then for
        # numbers (whether this service takes base64 is not known while it answers
        # nothing but refusals).
        assert [r.get("encoding_format") for r in service.requests] == [
            "base64", None, "base64", None]
        assert recall.paused
        assert len(await stores.recall.pending(100)) == 10
        assert await stores.recall.refusals("g:1") is None


async def test_a_refused_query_pauses_nothing(stores: Stores) -> None:
    await seed(stores)
    async with over_http() as (service, embedder):
        recall = Recall(stores.recall, embedder)
        await filled(stores, recall)
        service.refuse = {"违禁词"}
        hits = await recall.search("g:1", "违禁词 手冲咖啡", limit=3)
        assert hits and "手冲咖啡" in hits[0].doc.said  # by its words
        assert not recall.paused
        hits = await recall.search("g:1", "饮料", limit=3)
        assert hits and hits[0].similarity > 0


async def test_a_query_with_half_an_emoji_finds_by_its_words(stores: Stores) -> None:
    # A /history argument or a tool's JSON may hold a lone surrogate; the query is
    # embedded over HTTP as UTF-8, so the real client, not the in-process one.
    await seed(stores)
    async with over_http() as (service, embedder):
        recall = Recall(stores.recall, embedder)
        await filled(stores, recall)
        hits = await recall.search("g:1", "手冲咖啡\ud83d", limit=3)
        assert hits and "手冲咖啡" in hits[0].doc.said
        assert service.requests[-1]["input"] == ["手冲咖啡\ufffd"]


async def test_the_filler_keeps_to_the_providers_batch_size(stores: Stores) -> None:
    # DashScope's text-embedding-v3/v4 answer 400 to more than 10 inputs a call; the
    # filler takes 32 messages a round, each with its clauses.
    await chatter(stores, "g:1", 30)
    await seed(stores)
    async with over_http(max_inputs=10) as (service, embedder):
        filler = await filled(stores, Recall(stores.recall, embedder))
        assert filler.filled == 40
        assert await stores.recall.pending(100) == []
        assert service.requests and all(len(r["input"]) <= 10 for r in service.requests)


class NarrowEmbedder(FakeEmbedder):
    """A model like multilingual-e5: every text shares one heavy direction, so any two
    sit at a cosine of 0.85 or more; only the rest tells them apart (the paraphrase
    classes, and hashed character bigrams for the words)."""

    async def embed(self, texts: list[str], *, query: bool = False) -> list[list[float]]:
        await super().embed(texts)
        return [narrow_vector(t) for t in texts]


def narrow_vector(text: str) -> list[float]:
    words = [0.0] * 256
    for a, b in itertools.pairwise(text):
        words[hashlib.sha256((a + b).encode()).digest()[0]] += 1.0
    classes = [float(sum(text.count(w) for w in ws)) for ws in CLASSES]
    rest = [*classes, *words]
    length = math.sqrt(sum(x * x for x in rest)) or 1.0
    return [3.0, *(x / length for x in rest)]


CHATTER = ["今天天气真不错", "午饭吃了什么", "那部电影挺好看", "地铁又挤又慢", "快递还没到",
           "最近在健身", "这个游戏很好玩", "在看一本小说", "家里在装修", "明天要早起"]


async def chatter(stores: Stores, session: str, n: int, start: float = 0.0) -> None:
    await stores.history.append(session, [
        user(f"{CHATTER[i % len(CHATTER)]}（{i}）", start + i, "路人", "1")
        for i in range(n)])


async def test_a_model_that_rates_everything_alike_recalls_nothing_unrelated(
        stores: Stores) -> None:
    # Enough messages for the conversation's own centre (search.CENTRE_ROWS).
    await chatter(stores, "g:1", 240)
    await seed(stores)
    recall = Recall(stores.recall, NarrowEmbedder())  # type: ignore[arg-type]
    await filled(stores, recall)
    # Raw cosines of unrelated texts are 0.85 and more, above any raw floor: a question
    # about something never said got five chatter lines in every request.
    unrelated = await recall.search("g:1", "量子力学", limit=5, automatic=True)
    assert unrelated == []
    # Related text still stands out once the shared direction is taken out.
    hits = await recall.search("g:1", "宠物", limit=3, automatic=True)
    assert hits and "橘猫" in hits[0].doc.said and hits[0].lexical == 0
    assert hits[0].centred > 0.5 and hits[0].similarity > 0.85
    # A young conversation next to it borrows the centre of those held in memory.
    await seed(stores, "g:2")
    await filled(stores, recall)
    assert await recall.search("g:2", "量子力学", limit=5, automatic=True) == []
    assert "橘猫" in (await recall.search("g:2", "宠物", limit=3))[0].doc.said


async def test_a_remark_among_several_in_one_message_is_found_by_its_clause(
        stores: Stores, monkeypatch: pytest.MonkeyPatch) -> None:
    await chatter(stores, "g:1", 240)
    said_once = "跟大家说一下，下周三公司开会要早点到，记得带上电脑和充电器，我的猫病了"
    await stores.history.append("g:1", [user(said_once, 900.0)])
    embedder = NarrowEmbedder()
    await filled(stores, Recall(stores.recall, embedder))  # type: ignore[arg-type]
    recall = Recall(stores.recall, embedder)  # type: ignore[arg-type]
    hits = await recall.search("g:1", "宠物", limit=3, automatic=True)
    assert [h.doc.said for h in hits] == [said_once]
    assert hits[0].centred >= recall.centred_floor  # the clause's, not the message's
    # Embedded as one text only, the message is too diluted to clear the floor.
    await chatter(stores, "g:2", 240)
    await stores.history.append("g:2", [user(said_once, 900.0)])
    monkeypatch.setattr("mnemo.recall.vectors.clauses", lambda text: [])
    await filled(stores, Recall(stores.recall, embedder))  # type: ignore[arg-type]
    assert await recall.search("g:2", "宠物", limit=3, automatic=True) == []


def test_a_question_loses_its_closing_words_when_embedded() -> None:
    # Nearer the statement asked about (see said.asked for the figures).
    assert asked("礼拜一去蓉城公干的是哪位") == "礼拜一去蓉城公干"
    assert asked("小明周一要去哪里出差来着？") == "小明周一要去哪里出差"
    assert asked("你喜欢吃什么呢？？") == "你喜欢吃"
    # Too little left to search by: the question as asked.
    assert asked("你好吗") == "你好吗" and asked("是谁") == "是谁"
    assert asked("今天天气不错") == "今天天气不错"


async def test_the_search_embeds_the_question_as_recall_asks_it(stores: Stores) -> None:
    await seed(stores)
    async with over_http(query_prefix="query: ") as (service, embedder):
        recall = Recall(stores.recall, embedder)
        await filled(stores, recall)
        hits = await recall.search("g:1", "谁家养了宠物来着？", limit=3)
        assert hits and "橘猫" in hits[0].doc.said
        assert service.requests[-1]["input"] == ["query: 谁家养了宠物"]


def test_clauses_are_what_a_message_says_apart() -> None:
    assert clauses("跟大家说下，我周一要去成都出差，住在琥珀阁12") == [
        "跟大家说下", "我周一要去成都出差", "住在琥珀阁12"]
    assert clauses("I went to Paris. Then Rome, with Anna.") == [
        "I went to Paris", "Then Rome", "with Anna"]
    # One clause, or clauses too short to be found by: the message alone.
    assert clauses("今天天气真不错") == clauses("好的，谢谢") == clauses("版本 1.2.3 已发布") == []
    assert len(clauses("，".join(f"第{i}件事情说完了" for i in range(20)))) == MAX_CLAUSES


async def test_the_automatic_block_wants_specific_words(stores: Stores) -> None:
    await chatter(stores, "g:1", 100)
    await seed(stores)
    recall = Recall(stores.recall)
    # The only word of the question the conversation knows is a common one ("什么", in a
    # tenth of its messages): nothing for the block, which nobody asked for ...
    question = "淑芬推荐的那款帐篷叫什么"
    assert await recall.search("g:1", question, limit=5, automatic=True) == []
    # ... while a member's own search keeps its common words.
    asked = await recall.search("g:1", question, limit=5)
    assert asked and all("什么" in h.doc.said for h in asked)
    # A word said in a message or two is specific.
    await stores.history.append("g:1", [user("我新买了一顶帐篷", 500.0, "淑芬", "42")])
    found = await recall.search("g:1", question, limit=5, automatic=True)
    assert [h.doc.said for h in found] == ["我新买了一顶帐篷"]


async def test_a_question_naming_a_member_ranks_their_messages_first(stores: Stores) -> None:
    await chatter(stores, "g:1", 200, start=100.0)
    await stores.history.append("g:1", [
        user(f"我周{d}要去成都出差", 10.0 + i, name, uid)
        for i, (d, name, uid) in enumerate([("一", "小红", "45678"), ("二", "老王", "78901"),
                                            ("三", "小明", "12345"), ("四", "阿强", "32109")])])
    recall = Recall(stores.recall)
    for name, day in (("小明", "三"), ("阿强", "四"), ("小红", "一")):
        hits = await recall.search("g:1", f"{name}哪天去成都出差来着", limit=5, automatic=True)
        assert len(hits) == 4 and hits[0].doc.said == f"我周{day}要去成都出差"
        assert hits[0].doc.speaker.startswith(name)
    # By QQ number too; a name nobody has changes nothing.
    by_number = await recall.search("g:1", "78901 去成都出差", limit=5)
    assert by_number[0].doc.said == "我周二要去成都出差"
    plain = [h.doc.id for h in await recall.search("g:1", "去成都出差", limit=5)]
    assert [h.doc.id for h in await recall.search("g:1", "大伟去成都出差", limit=5)] == plain


async def test_a_member_named_is_who_a_question_is_about_not_what(stores: Stores) -> None:
    # A hundred others say the word the question asks with; the member named said it once.
    await stores.history.append("g:1", [
        user(f"过敏季又到了，鼻子好痒（{i}）", 100.0 + i, f"路人{i % 7}", f"7000{i % 7}")
        for i in range(120)])
    await stores.history.append("g:1", [
        user("医生说我对花生过敏，以后都不能吃了", 300.0, "Gus", "50004"),
        user("Any luck with the tickets, Kofi?", 301.0, "Nico", "50011"),
        user("早上好", 302.0, "Kofi", "50008")])
    recall = Recall(stores.recall)
    assert await recall.named("g:1", "Gus对什么过敏？") == ["Gus(50004)"]
    hits = await recall.search("g:1", "Gus对什么过敏？", limit=10)
    assert hits and hits[0].doc.said == "医生说我对花生过敏，以后都不能吃了"
    # What another member said of Kofi is about Kofi too.
    await stores.history.append("g:1", [
        user("Kofi对海鲜过敏，聚餐别点虾", 303.0, "Nico", "50011")])
    hits = await recall.search("g:1", "Kofi对什么过敏？", limit=10)
    assert hits and hits[0].doc.said == "Kofi对海鲜过敏，聚餐别点虾"
    # Kofi's name in another member's message says nothing about Kofi's wedding: no
    # block. A search someone asked for lists what names him, for them to judge.
    for question in ("Kofi的婚礼定在哪天？", "When is Kofi's wedding?"):
        assert await recall_block(recall, "g:1", [user(question, 4000.0)], [], top_k=5,
                                  max_tokens=600) == []
        listed = {h.doc.said for h in await recall.search("g:1", question, limit=10)}
        assert listed <= {"Any luck with the tickets, Kofi?", "Kofi对海鲜过敏，聚餐别点虾"}
    hits = await recall.search("g:1", "tickets Kofi", limit=10)
    assert "Any luck with the tickets, Kofi?" in [h.doc.said for h in hits]


class MemberEmbedder(FakeEmbedder):
    """Vectors laid out by hand: a question about a language, eighty lines of others
    nearer to it than the one line that answers it, and chatter all around."""

    async def embed(self, texts: list[str], *, query: bool = False) -> list[list[float]]:
        await super().embed(texts)
        out = []
        for text in texts:
            v = [0.0] * 16
            if "language" in text:
                v[0] = 1.0
            elif "乐器" in text:
                v[0], v[1], v[3 + len(text) % 13] = 0.9, 0.3, 0.1
            elif "Korean" in text:
                v[0], v[2] = 0.7, 0.7
            else:  # chatter, spread over the other directions
                digest = hashlib.sha256(text.encode()).digest()
                v = [0.0, 0.0, 0.0] + [b / 255 - 0.5 for b in digest[:13]]
            out.append(v)
        return out


async def test_what_a_named_member_said_is_found_far_down_the_vectors(
        stores: Stores) -> None:
    await chatter(stores, "g:1", 240)
    await stores.history.append("g:1", [
        user(f"我最近在学乐器（{i}）", 300.0 + i, f"路人{i % 7}", f"7000{i % 7}")
        for i in range(80)])
    await stores.history.append("g:1", [user("在学Korean，已经坚持三个月了", 400.0, "嘉怡",
                                             "50007")])
    recall = Recall(stores.recall, MemberEmbedder())  # type: ignore[arg-type]
    await filled(stores, recall)
    # Eighty others' lines are nearer to the question than hers, and no word is shared:
    # among what she said, hers is the nearest, and she is who the question names.
    hits = await recall.search("g:1", "Which language is 嘉怡 learning?", limit=10)
    assert hits[0].doc.said == "在学Korean，已经坚持三个月了"
    plain = await recall.search("g:1", "Which language is she learning?", limit=10)
    assert "在学Korean，已经坚持三个月了" not in [h.doc.said for h in plain]


def test_what_asks_about_the_group_and_what_asks_the_model() -> None:
    for text in ("谁近视650度来着", "有人去过那家店吗", "她后来去哪了", "集合改到几点了",
                 "年会是在哪个酒店办的", "我的柜子是几号", "Who moved to Kreuzberg?",
                 "What did he say about the trip?", "which of us passed the exam?"):
        assert about_us(text), text
    for text in ("近视能做手术吗", "火锅蘸料怎么调好吃", "what's 15% of 80?", "你睡了吗",
                 "how do I fix a slow laptop?", "推荐几本科幻小说"):
        assert not about_us(text), text


async def test_a_question_about_nobody_of_the_group_gets_no_block(stores: Stores) -> None:
    await chatter(stores, "g:1", 100)
    await stores.history.append("g:1", [user("配了新眼镜，近视650度了，摘了啥也看不清",
                                             500.0, "阿鬼", "9106")])
    recall = Recall(stores.recall)

    async def block(text: str) -> list[dict[str, Any]]:
        return await recall_block(recall, "g:1", [user(text, 900.0)], [], top_k=5,
                                  max_tokens=600)

    # General knowledge is the model's, however near the words.
    assert await block("近视650度能做手术吗") == []
    # Asked about who said it, or about 阿鬼, the line comes.
    for question in ("谁近视650度来着", "阿鬼近视多少度？"):
        found = await block(question)
        assert found and "近视650度" in found[0]["content"], question
    # A search someone asked for is theirs to judge: it finds the line all the same.
    hits = await recall.search("g:1", "近视650度能做手术吗", limit=10)
    assert hits and hits[0].doc.speaker == "阿鬼(9106)"


async def test_a_line_the_group_repeats_is_one_result(stores: Stores) -> None:
    await stores.history.append("g:1", [
        user("周五团建去哪？", 100.0 + i, f"路人{i % 5}", f"7000{i % 5}") for i in range(40)])
    await stores.history.append("g:1", [user("周五晚上我去看陈奕迅演唱会", 200.0)])
    hits = await Recall(stores.recall).search("g:1", "周五 去哪", limit=5)
    said = [h.doc.said for h in hits]
    assert sorted(said) == ["周五团建去哪？", "周五晚上我去看陈奕迅演唱会"]


async def test_vectors_stay_in_their_conversation(stores: Stores) -> None:
    await seed(stores, "g:1")
    await stores.history.append("g:2", [user("我们团队下周要发布新版本", 50.0)])
    recall = Recall(stores.recall, FakeEmbedder())  # type: ignore[arg-type]
    await filled(stores, recall)
    hits = await recall.search("g:2", "什么时候部署", limit=5)
    assert [h.doc.session for h in hits] == ["g:2"]
    assert all(h.doc.session == "g:1" for h in await recall.search("g:1", "部署", limit=5))


async def test_embedding_outage_degrades_to_lexical(stores: Stores) -> None:
    await seed(stores)
    embedder = FakeEmbedder()
    recall = Recall(stores.recall, embedder)  # type: ignore[arg-type]
    await filled(stores, recall)
    embedder.down = True
    hits = await recall.search("g:1", "咖啡", limit=3)
    assert hits and "手冲咖啡" in hits[0].doc.said
    calls = embedder.calls
    # Paused: the next searches and the filler do not call the service.
    await recall.search("g:1", "宠物", limit=3)
    await stores.history.append("g:1", [user("新的一条", 3000.0)])
    assert await VectorFiller(recall, stores.recall).fill_once() == -1
    assert embedder.calls == calls
    # Back up once the pause is over: the vector side returns.
    embedder.down = False
    recall._paused_until = float("-inf")
    await filled(stores, recall)
    assert await recall.search("g:1", "宠物", limit=3)


async def test_vectors_of_pruned_messages_are_forgotten(stores: Stores,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("time.time", lambda: 100.0)
    await seed(stores)
    await stores.history.clear("g:1")
    monkeypatch.undo()
    recall = Recall(stores.recall, FakeEmbedder())  # type: ignore[arg-type]
    await filled(stores, recall)
    assert await recall.search("g:1", "宠物", limit=3)  # cached vectors now
    await stores.history.prune_archive(200.0)
    assert await recall.search("g:1", "宠物", limit=3) == []


class LanguageEmbedder(FakeEmbedder):
    """Vectors as real models make them: every text near its language's direction (by
    its letters), what it is about on a shared dimension in any language, and a tail of
    its own."""

    async def embed(self, texts: list[str], *, query: bool = False) -> list[list[float]]:
        out = []
        for t in texts:
            chinese = any("\u4e00" <= c <= "\u9fff" for c in t)
            pet = float(any(w in t.lower() for w in ("猫", "cat", "mochi")))
            tail = hashlib.sha256(t.encode()).digest()[:8]
            out.append([3.0 * chinese, 3.0 * (not chinese), 2.0 * pet,
                        *(b / 255 for b in tail)])
        return out


async def test_a_question_finds_its_answer_said_in_another_language(
        stores: Stores, monkeypatch: pytest.MonkeyPatch) -> None:
    """A Chinese question about a line said in English: with each language's centre
    taken out of its own vectors it ranks first; with one centre for all, the Chinese
    chatter outranks it (the language the question shares with it)."""
    chatter = [user(f"今天第{i}次打卡，继续加油", 1000.0 + i, "小红", "456") for i in range(250)]
    chatter += [user(f"checking in for day {i}, keep going", 2000.0 + i, "Tom", "789")
                for i in range(250)]
    answer = user("My cat Mochi is a ginger tabby", 3000.0, "Tom", "789")
    await stores.history.append("g:1", [*chatter, answer])

    recall = Recall(stores.recall, LanguageEmbedder())  # type: ignore[arg-type]
    await filled(stores, recall)
    hits = await recall.search("g:1", "谁家养的是橘猫", limit=3)
    assert hits and hits[0].doc.said == "My cat Mochi is a ginger tabby"
    table = recall._cache["g:1"]
    means, rows = table.script_means()
    # Vectors, not messages: a message's clauses have rows of their own.
    assert rows[scripts.HAN] >= 250 and rows[scripts.LATIN] >= 251 > CENTRE_ROWS
    centres = recall.centres(table)
    assert centres is not None and np.allclose(centres[scripts.LATIN], means[scripts.LATIN])
    # A script with too few rows for a steady mean has the conversation's.
    assert np.allclose(centres[scripts.KANA], table.mean)

    # One centre for all (every text read as Chinese): the Chinese chatter comes first.
    monkeypatch.setattr("mnemo.recall.scan.scripts_of",
                        lambda texts: np.full(len(texts), scripts.HAN, np.int8))
    one_centre = Recall(stores.recall, LanguageEmbedder())  # type: ignore[arg-type]
    hits = await one_centre.search("g:1", "谁家养的是橘猫", limit=3)
    assert hits and "打卡" in hits[0].doc.said


async def test_searches_racing_a_first_load_see_every_vector_once(stores: Stores) -> None:
    await seed(stores)
    recall = Recall(stores.recall, FakeEmbedder())  # type: ignore[arg-type]
    await filled(stores, recall)
    fresh = Recall(stores.recall, FakeEmbedder())  # type: ignore[arg-type]
    results = await asyncio.gather(*(fresh.search("g:1", "宠物", limit=3) for _ in range(4)))
    assert all(r and "橘猫" in r[0].doc.said for r in results)
    table = fresh._cache["g:1"]
    stored = await stores.recall.vectors("g:1")
    assert len(stored) == 10 and len(set(table.ids[:table.n])) == 10
    assert table.n == sum(len(vectors_of(v)) for _, _, v, _ in stored)  # clauses' rows too


async def test_a_load_cut_short_is_finished_by_the_next_search(
        stores: Stores, monkeypatch: pytest.MonkeyPatch) -> None:
    await seed(stores)
    await filled(stores, Recall(stores.recall, FakeEmbedder()))  # type: ignore[arg-type]
    monkeypatch.setattr("mnemo.recall.search.LOAD_CHUNK", 2)
    loads = 0
    real = stores.recall.vectors

    async def cut(session: str, after: int = 0, limit: int = 5000) -> list[Any]:
        nonlocal loads
        loads += 1
        if loads == 2:  # the turn is cancelled while its search loads the vectors
            raise asyncio.CancelledError
        return await real(session, after, limit)

    monkeypatch.setattr(stores.recall, "vectors", cut)
    recall = Recall(stores.recall, FakeEmbedder())  # type: ignore[arg-type]
    with pytest.raises(asyncio.CancelledError):
        await recall.search("g:1", "宠物", limit=3)
    table = recall._cache["g:1"]
    assert len(set(table.ids[:table.n])) == 2  # the first chunk's messages
    hits = await recall.search("g:1", "宠物", limit=3)
    assert hits and "橘猫" in hits[0].doc.said
    stored = await real("g:1")
    assert len(set(table.ids[:table.n])) == 10
    assert table.n == sum(len(vectors_of(v)) for _, _, v, _ in stored)  # each row once


async def test_entry_counts_follow_adds_and_removals(stores: Stores,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("time.time", lambda: 100.0)
    await seed(stores)
    assert await stores.recall.count("g:1") == 10
    await stores.history.append("g:1", [user("又一条", 2000.0)])
    assert await stores.recall.count("g:1") == 11
    await stores.history.clear("g:1")
    monkeypatch.undo()
    await stores.history.prune_archive(200.0)
    assert await stores.recall.count("g:1") == 0


# -- the block and the tool ---------------------------------------------------------------


async def test_block_lines_have_time_and_speaker_and_the_question_of_an_answer(
        stores: Stores) -> None:
    messages = await seed(stores)
    await stores.history.append("g:1", [bot("西门集合的时间改成九点了", 1100.0)])
    recall = Recall(stores.recall)
    window = messages[-2:]
    block = await recall_block(recall, "g:1", [user("爬山集合改到几点了", 2000.0)], window,
                               top_k=5, max_tokens=600)
    assert len(block) == 1 and block[0]["role"] == "user"
    text = block[0]["content"]
    lines = text.split("\n")
    assert lines[0] == HEADER
    assert "[2026-01-02 10:42] 小红(456): 周六早上八点在西门集合去爬山" in lines
    assert any(ln.endswith("你: 西门集合的时间改成九点了") for ln in lines)
    assert all(ln.startswith("[") for ln in lines[1:])
    # What the window holds is not repeated.
    assert "好的" not in text


async def test_block_respects_its_budget_and_skips_when_nothing_scores(stores: Stores) -> None:
    await seed(stores)
    recall = Recall(stores.recall)
    ask = [user("猫 咖啡 爬山 上线", 2000.0)]
    for budget in (40, 60, 80, 120, 600):
        block = await recall_block(recall, "g:1", ask, [], top_k=5, max_tokens=budget)
        assert not block or tokens.count_message(block[0]) <= budget
    assert await recall_block(recall, "g:1", [user("量子力学", 2000.0)], [], top_k=5,
                              max_tokens=600) == []
    # A young conversation (everything in the window): no search at all.
    everything = await seed(stores, "g:3")
    assert await recall_block(recall, "g:3", ask, everything, top_k=5, max_tokens=600) == []


async def test_history_search_tool_is_bound_to_its_conversation(stores: Stores) -> None:
    await seed(stores, "g:1")
    await stores.history.append("g:2", [user("另一个群的咖啡", 5.0)])
    tool = history_search_tool(Recall(stores.recall), "g:2")
    out = await tool.handler(query="咖啡")
    assert "另一个群的咖啡" in out and "手冲" not in out
    assert "不接受参数" in await tool.handler(query="咖啡", session="g:1")
    assert "非空" in await tool.handler(query="  ")
    assert "看不懂时间" in await tool.handler(query="咖啡", since="昨天")
    assert "没有找到" in await tool.handler(query='"NEAR*')
    g1 = history_search_tool(Recall(stores.recall), "g:1")
    assert "小明(123)" in await g1.handler(query="咖啡", speaker="小明")
    assert "没有找到" in await g1.handler(query="咖啡", speaker="小红")
    with pytest.raises(ValueError):
        history_search_tool(Recall(stores.recall), "g:1' OR 1=1")


class _IdleSignal:
    """The index, telling when the filler found nothing to embed (it waits next)."""

    def __init__(self, index: Any) -> None:
        self._index = index
        self.idle = asyncio.Event()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._index, name)

    async def pending(self, limit: int) -> list[RecallDoc]:
        found = await self._index.pending(limit)
        if not found:
            self.idle.set()
        return found


@pytest.mark.parametrize(("before", "after"), [(1, 0), (2, 1)])
async def test_closing_the_filler_just_after_a_wake_does_not_hang(
        stores: Stores, before: int, after: int) -> None:
    # A turn wakes the filler and the bot shuts down at once: the cancel must not be lost
    # in the wake (it was, with asyncio.wait_for on Python 3.11, and shutdown hung).
    # The loop turns around the wake place it where the filler is waiting, or waking.
    index = _IdleSignal(stores.recall)
    filler = VectorFiller(Recall(index, FakeEmbedder()), index)  # type: ignore[arg-type]
    filler.start()
    await index.idle.wait()
    for _ in range(before):
        await asyncio.sleep(0)
    filler.wake()
    for _ in range(after):
        await asyncio.sleep(0)
    closing = asyncio.ensure_future(filler.close())
    done, _ = await asyncio.wait([closing], timeout=10)  # a guard: it returns at once
    assert closing in done, "close() hung"


async def test_hits_say_whether_their_vectors_could_judge(stores: Stores) -> None:
    # The gate asks both sides only of a search whose vectors could judge: without them
    # (no model, none filled yet, the service failing) the words decide alone.
    await chatter(stores, "g:1", 240)
    await seed(stores)
    assert not any(h.judged for h in await Recall(stores.recall).search(
        "g:1", "咖啡", limit=5, automatic=True))
    embedder = NarrowEmbedder()
    recall = Recall(stores.recall, embedder)  # type: ignore[arg-type]
    hits = await recall.search("g:1", "咖啡", limit=5, automatic=True)
    assert hits and not any(h.judged for h in hits)  # nothing filled yet
    await filled(stores, recall)
    hits = await recall.search("g:1", "咖啡", limit=5, automatic=True)
    assert hits and all(h.judged for h in hits)
    embedder.down = True
    hits = await recall.search("g:1", "手冲咖啡", limit=5, automatic=True)
    assert hits and not any(h.judged for h in hits)


async def test_the_block_comes_only_when_a_question_has_a_hit_that_stands_out(
        stores: Stores) -> None:
    await chatter(stores, "g:1", 240)
    await seed(stores)
    recall = Recall(stores.recall, NarrowEmbedder())  # type: ignore[arg-type]
    await filled(stores, recall)
    window = [user(f"{CHATTER[i % len(CHATTER)]}（{i}）", 3000.0 + i, "路人", "1")
              for i in range(10)]

    async def block(text: str) -> list[dict[str, Any]]:
        return await recall_block(recall, "g:1", [user(text, 4000.0)], window, top_k=5,
                                  max_tokens=600)

    # Chatter asks nothing: no block, however alike the lines it matches.
    assert await block("今天天气真不错") == []
    assert await block("最近在健身，家里在装修") == []
    # A chatter question finds two dozen lines alike, none above the others: none.
    assert await block("午饭吃了什么") == []
    # A question whose hit stands out by its words but not by its vectors (the test
    # model puts "咪咪是什么品种" no nearer the cat than the chatter): none, the model
    # has history_search.
    assert await block("咪咪是什么品种来着") == []
    # A question with one hit that stands out on both sides gets that one line, not five.
    found = await block("家里的猫咪咪是什么品种来着")
    assert len(found) == 1
    lines = found[0]["content"].split("\n")[1:]
    assert len(lines) == 1 and "橘猫" in lines[0]
    # Already in the window: the model reads it there.
    cat = (await stores.history.load("g:1"))[240]
    assert await recall_block(recall, "g:1", [user("家里的猫咪咪是什么品种来着", 4000.0)],
                              [*window, cat], top_k=5, max_tokens=600) == []


async def test_a_stored_question_ranks_below_the_statement_and_brings_its_answer(
        stores: Stores) -> None:
    await chatter(stores, "g:1", 100)
    await stores.history.append("g:1", [
        user("When did Caroline go biking with friends?", 500.0, "Mel", "2"),
        user("No idea, ask her", 501.0, "Jon", "3"),
        user("I went biking with friends last Sunday", 600.0, "Caroline", "4"),
        user("What are the names of your pets?", 700.0, "Mel", "2"),
        user("Luna and Oliver!", 701.0, "Caroline", "4")])
    recall = Recall(stores.recall)
    hits = await recall.search("g:1", "When did Caroline go biking?", limit=5, automatic=True)
    assert hits[0].doc.said == "I went biking with friends last Sunday"
    assert any(h.question for h in hits[1:])
    block = await recall_block(recall, "g:1", [user("What are the names of Caroline's pets?",
                                                    900.0)], [], top_k=5, max_tokens=600)
    text = block[0]["content"]
    assert "What are the names of your pets?" in text and "Luna and Oliver!" in text
    # The same chatter question asked again is no reference to the first, whatever
    # came after it; nor is one answered by someone other than the member it names.
    await stores.history.append("g:1", [
        user("下午茶拼单吗", 800.0, "老郑", "5"),
        user("back-to-back meetings all afternoon", 801.0, "Rohan", "6")])
    for question in ("下午茶拼单吗", "What are the names of Jon's pets?"):
        assert await recall_block(recall, "g:1", [user(question, 900.0)], [], top_k=5,
                                  max_tokens=600) == []


@pytest.mark.parametrize(("asked", "answered", "after", "shown"), [
    ("@Caroline what are the names of your pets?", "Caroline", 60.0, True),
    # Another member answering a question put to Caroline does not speak for her.
    ("@Ruby what are the names of your pets?", "Caroline", 60.0, False),
    # Nor does her own next line answer her own question.
    ("What are the names of the new pets?", "Caroline", 60.0, False),
    # Past the hour, the talk has moved on.
    ("What are the names of your pets?", "Caroline", FOLLOW_SECONDS + 60.0, False),
])
async def test_a_stored_question_brings_only_a_line_that_can_answer_it(
        stores: Stores, asked: str, answered: str, after: float, shown: bool) -> None:
    await chatter(stores, "g:1", 100)
    asker = "Caroline" if "new pets" in asked else "Mel"
    await stores.history.append("g:1", [
        user(asked, 700.0, asker, "4" if asker == "Caroline" else "2"),
        user("Luna and Oliver!", 700.0 + after, answered, "4")])
    block = await recall_block(Recall(stores.recall), "g:1", [
        user("What are the names of Caroline's pets?", 9000.0)], [], top_k=5,
        max_tokens=600)
    assert bool(block) is shown
    if shown:
        assert "Luna and Oliver!" in block[0]["content"]


async def test_a_block_shows_a_question_with_its_answer_only(
        stores: Stores, monkeypatch: pytest.MonkeyPatch) -> None:
    from mnemo.recall import block as block_module

    async def shown(question: str, at: float) -> str:
        block = await recall_block(Recall(stores.recall), "g:1", [user(question, at)], [],
                                   top_k=5, max_tokens=600)
        return str(block[0]["content"])

    await chatter(stores, "g:1", 100)
    await stores.history.append("g:1", [
        user("Our cats are called Luna and Oliver", 600.0, "Caroline", "4"),
        user("Are Luna and Oliver Caroline's cats?", 700.0, "Mel", "2"),
        user("Anyway, who is up for hotpot tonight", 4300.0, "Mel", "2")])
    cats = "What are the names of Caroline's cats, Luna and Oliver?"
    text = await shown(cats, 9000.0)
    assert "Our cats are called" in text and "Are Luna and Oliver" in text
    # Her own next line an hour on is no answer to her question.
    assert "hotpot" not in text
    # Nor when the question is short enough for a short line's rule (a short line is
    # shown with the line after it): that rule is a statement's.
    monkeypatch.setattr(block_module, "SHORT", 40)
    text = await shown(cats, 9000.0)
    assert "Are Luna and Oliver" in text and "hotpot" not in text
    monkeypatch.undo()
    # Nor is a member's statement the answer to their own question before it.
    await stores.history.append("g:1", [
        user("Does anyone else keep hamsters?", 9500.0, "Jon", "3"),
        user("Our hamsters are Mochi and Tofu", 9510.0, "Jon", "3")])
    text = await shown("What are the names of Jon's hamsters, Mochi and Tofu?", 20000.0)
    assert "Mochi and Tofu" in text and "keep hamsters" not in text


async def test_a_block_shows_a_question_with_the_answer_a_few_lines_on(
        stores: Stores) -> None:
    await chatter(stores, "g:1", 100)
    await stores.history.append("g:1", [
        user("The names of my pets are Mochi and Tofu", 600.0, "Jon", "3"),
        user("@Caroline what are the names of your pets?", 700.0, "Mel", "2"),
        user("haha I asked her that too", 701.0, "Jon", "3"),
        user("Luna and Oliver!", 760.0, "Caroline", "4")])
    block = await recall_block(Recall(stores.recall), "g:1", [
        user("What are our pets' names?", 9000.0)], [], top_k=5, max_tokens=600)
    text = block[0]["content"]
    # Another member spoke between the question and the answer of the member it asks.
    assert "what are the names of your pets?" in text and "Luna and Oliver!" in text


async def test_an_index_cut_the_old_way_is_cut_again_on_open(stores: Stores) -> None:
    from mnemo.memory.search import index_terms
    from mnemo.recall.terms import session_terms

    await chatter(stores, "g:1", 50)
    await stores.history.append("g:1", [user("Biked to the LGBTQ support-group, then "
                                             "researched it", 100.0, "Caroline", "4")])
    recall = Recall(stores.recall, FakeEmbedder())  # type: ignore[arg-type]
    await filled(stores, recall)
    # The terms as they were cut before English words were folded.
    old = " ".join(["sg1", *session_terms("g:1", sorted(index_terms(
        "Biked to the LGBTQ support-group, then researched it")))])
    db = stores.db
    if isinstance(db, PostgresDatabase):
        await db.execute("UPDATE recall_doc SET terms = string_to_array($1, ' ') "
                         "WHERE said LIKE 'Biked%'", old.split(" ", 1)[1])
    else:
        await stores.recall.terms.write()  # the terms follow their entries a moment later
        await db.conn.execute("UPDATE recall_fts SET terms = ? WHERE rowid = (SELECT id FROM "
                              "recall_doc WHERE said LIKE 'Biked%')", (old,))
    await stores.kv.set("recall_index", "terms", "1")
    words = Recall(stores.recall)
    assert await words.search("g:1", "research biking destress", limit=3) == []
    await stores.prepare()
    hits = await words.search("g:1", "Researching biking de-stress groups", limit=3)
    assert hits and hits[0].doc.said.startswith("Biked")
    assert await stores.recall.pending(100) == []  # the vectors stayed
    assert await stores.recall.count("g:1") == 51


async def test_a_search_someone_asked_for_lists_weaker_vector_hits(stores: Stores) -> None:
    await chatter(stores, "g:1", 240)
    await seed(stores)
    embedder = NarrowEmbedder()
    await filled(stores, Recall(stores.recall, embedder))  # type: ignore[arg-type]
    found = await Recall(stores.recall, embedder).search(  # type: ignore[arg-type]
        "g:1", "宠物", limit=1, automatic=True)
    centred = found[0].centred
    # A floor just above the hit: the automatic block leaves it out, a member's (or the
    # model's) own search lists it by the lower floor of a search someone asked for.
    recall = Recall(stores.recall, embedder,  # type: ignore[arg-type]
                    centred_floor=centred + 0.01, asked_floor=centred - 0.01)
    assert await recall.search("g:1", "宠物", limit=3, automatic=True) == []
    assert "橘猫" in (await recall.search("g:1", "宠物", limit=3))[0].doc.said


async def test_common_words_rank_below_what_the_vectors_find(stores: Stores) -> None:
    await chatter(stores, "g:1", 240)
    await seed(stores)
    embedder = NarrowEmbedder()
    recall = Recall(stores.recall, embedder)  # type: ignore[arg-type]
    await filled(stores, recall)
    # "小说" is in a tenth of the chatter ("在看一本小说"): kept by a search someone asked
    # for, but below the pet the vectors find.
    hits = await recall.search("g:1", "小说里的宠物", limit=5)
    assert "橘猫" in hits[0].doc.said
    assert all("小说" in h.doc.said for h in hits[1:])


async def test_a_members_remark_on_a_topic_answers_no_question_after_its_detail(
        stores: Stores) -> None:
    await chatter(stores, "g:1", 240)
    await seed(stores)
    # 小红 talks of her dog on several days, never of what it is called.
    remarks = ["我家狗狗最近掉毛好厉害", "我家狗狗又拆家了", "我家狗狗今天特别乖"]
    await stores.history.append("g:1", [user(t, 2000.0 + i, "小红", "456")
                                        for i, t in enumerate(remarks)])
    # Others' dogs too: a topic of the group, not a word only her lines hold.
    await stores.history.append("g:1", [user(t, 2010.0 + i, "老王", "789") for i, t in
                                        enumerate(["楼下的狗狗好可爱", "狗狗也怕热"])])
    recall = Recall(stores.recall, NarrowEmbedder())  # type: ignore[arg-type]
    await filled(stores, recall)

    async def block(text: str) -> str:
        found = await recall_block(recall, "g:1", [user(text, 4000.0)], [], top_k=5,
                                   max_tokens=600)
        return found[0]["content"] if found else ""

    # Her remarks meet the question's member and topic on both sides; none holds a name.
    assert await block("小红家狗狗叫啥") == ""
    # Once she says it, the line holding it is the block.
    await stores.history.append("g:1", [user("我家狗狗叫芝麻糊", 2100.0, "小红", "456")])
    await filled(stores, recall)
    assert "芝麻糊" in await block("小红家狗狗叫啥")
