"""The recall index contract, on SQLite and on a real PostgreSQL server alike.

Each test writes entries the way a history store does (`add`/`remove` inside a
transaction of the database) and reads them through `Recall`, the search the bot runs.
The PostgreSQL-only part: several processes (two pools on one database) filling vectors,
caching them, and building the index at the same moment.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from mnemo.message import Message
from mnemo.recall.search import Recall
from mnemo.recall.terms import ask_terms
from mnemo.recall.vectors import VectorFiller
from mnemo.store import (
    Database,
    NoRecallIndex,
    PostgresDatabase,
    RecallIndex,
    StoreDatabase,
    Stores,
    open_stores,
)
from mnemo.store.postgres import PostgresRecallIndex
from mnemo.store.sql import SqlHistoryStore, SqliteRecallIndex
from tests.postgres import open_database, reopened
from tests.unit.test_recall import TALK, FakeEmbedder, bot, user


class Index:
    """An index on an open database, written as a history store writes it."""

    def __init__(self, db: StoreDatabase) -> None:
        self.db = db
        self.index: RecallIndex = (PostgresRecallIndex(db) if isinstance(db, PostgresDatabase)
                                   else SqliteRecallIndex(db))  # type: ignore[arg-type]
        self.next_id: dict[str, int] = {}

    async def write(self, work: Callable[[Any], Awaitable[Any]]) -> None:
        if isinstance(self.db, PostgresDatabase):
            await self.db.run(work)
        else:
            assert isinstance(self.db, Database)
            async with self.db.transaction() as conn:
                await work(conn)

    async def append(self, session: str, messages: Sequence[Message]) -> list[int]:
        first = self.next_id.get(session, 0)
        ids = list(range(first, first + len(messages)))
        self.next_id[session] = first + len(messages)
        await self.write(lambda conn: self.index.add(conn, session,
                                                     list(zip(ids, messages, strict=True))))
        return ids

    async def remove(self, pairs: Sequence[tuple[str, int]]) -> None:
        await self.write(lambda conn: self.index.remove(conn, pairs))


@pytest.fixture(params=["sqlite", "postgres"])
async def db(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[StoreDatabase]:
    async with open_database(request.param, tmp_path / "r.db") as database:
        yield database


@pytest.fixture
async def ix(db: StoreDatabase) -> Index:
    return Index(db)


async def seed(ix: Index, session: str = "g:1") -> list[Message]:
    messages: list[Message] = []
    for i, (text, name, uid) in enumerate(TALK):
        messages.append(user(text, 1000.0 + 2 * i, name, uid))
        messages.append(bot("明白了", 1001.0 + 2 * i))
    await ix.append(session, messages)
    return messages


async def filled(index: RecallIndex, recall: Recall) -> VectorFiller:
    filler = VectorFiller(recall, index)
    while await filler.fill_once() > 0:
        pass
    return filler


# -- lexical ----------------------------------------------------------------------------


async def test_lexical_finds_two_character_words(ix: Index) -> None:
    await seed(ix)
    recall = Recall(ix.index)
    for query, expected in [("咖啡", "手冲咖啡"), ("猫叫什么名字", "咪咪"),
                            ("什么时候上线", "上线"), ("爬山在哪集合", "西门"),
                            ("猫", "橘猫")]:
        hits = await recall.search("g:1", query, limit=3)
        assert hits and expected in hits[0].doc.said, (query, hits)
        assert hits[0].doc.role == "user"
    top = (await recall.search("g:1", "咖啡", limit=1))[0]
    assert (top.doc.speaker, top.doc.stamp) == ("小明(123)", "2026-01-02 10:44")
    assert top.lexical == 1.0  # the message holds every term the query kept
    assert await recall.search("g:1", "量子力学的波函数", limit=5) == []
    assert await recall.search("g:1", "", limit=5) == []


@pytest.mark.parametrize("query", [
    '"', '""', '*', 'NEAR', 'NEAR(咖啡 猫, 2)', '-咖啡', '咖啡 -猫', 'terms : 咖啡', 's : sg2',
    "'; DROP TABLE recall_doc; --", "咖啡' OR 1=1 --", "x" * 100_000, "咖啡" * 50_000,
    "\x00", "AND OR NOT", "^咖啡", "{s terms} : 咖啡", "咖啡 $1 $2::text[]", "咖啡 %s %(x)s",
    "ARRAY['sg1_咖啡']", "sg1_咖啡", "\ud800咖啡",
])
async def test_fts_and_sql_syntax_is_just_text(ix: Index, query: str) -> None:
    await seed(ix)
    await ix.append("g:2", [user("咖啡是另一个群的事", 5.0)])
    recall = Recall(ix.index)
    hits = await recall.search("g:1", query, limit=5)
    assert all(h.doc.session == "g:1" for h in hits)
    if "咖啡" in query and "猫" not in query:
        assert hits and "咖啡" in hits[0].doc.said
    assert await ix.index.count("g:1") == 10  # nothing dropped
    assert await ix.index.count("g:2") == 1


async def test_hostile_text_is_stored_and_found(ix: Index) -> None:
    # What a member may send: NUL, quotes, SQL. Stored, never failing the history
    # write it rides in.
    texts = ["咖啡\x00机坏了", "'); DELETE FROM recall_doc; -- 咖啡豆", "$1 咖啡杯 %s"]
    await ix.append("g:1", [user(t, 10.0 + i) for i, t in enumerate(texts)])
    hits = await Recall(ix.index).search("g:1", "咖啡", limit=5)
    assert len(hits) == 3
    assert any("DELETE FROM recall_doc" in h.doc.said for h in hits)
    assert await ix.index.count("g:1") == 3


async def test_search_never_leaves_its_conversation(ix: Index) -> None:
    await seed(ix, "g:1")
    await ix.append("f:7", [user("我的猫叫旺财", 3000.0)])
    # A session whose token is a prefix of another's: g:1 against g:12.
    await ix.append("g:12", [user("猫叫旺财的是十二群", 3001.0)])
    recall = Recall(ix.index)
    assert [h.doc.said for h in await recall.search("f:7", "猫叫什么", limit=5)] == [
        "我的猫叫旺财"]
    assert all(h.doc.session == "g:1" for h in await recall.search("g:1", "猫叫", limit=5))
    assert all(h.doc.session == "g:1" for h in await recall.search("g:1", "旺财", limit=5))
    assert await recall.search("g:404", "猫叫", limit=5) == []
    hit = (await recall.search("g:12", "旺财", limit=5))[0]
    # Another conversation's ids are not this one's documents.
    assert await ix.index.docs("g:1", [hit.doc.id]) == []
    assert await ix.index.docs("g:12", [hit.doc.id]) == [hit.doc]


async def test_filters_by_time_and_speaker(ix: Index) -> None:
    await seed(ix)
    recall = Recall(ix.index)
    assert [h.doc.speaker for h in await recall.search("g:1", "咖啡 猫", limit=5,
                                                        speaker="小明")] == ["小明(123)"] * 2
    assert await recall.search("g:1", "咖啡 猫", limit=5, speaker="'%") == []
    late = await recall.search("g:1", "咖啡 猫", limit=5, since=1003.0)
    assert [h.doc.said[:4] for h in late] == ["我最喜欢"]
    assert await recall.search("g:1", "咖啡", limit=5, until=1003.0) == []


async def test_window_messages_are_not_recalled(ix: Index) -> None:
    messages = await seed(ix)
    hits = await Recall(ix.index).search("g:1", "咖啡", limit=5,
                                         exclude_at={m.created_at for m in messages[4:6]})
    assert "手冲咖啡" not in " ".join(h.doc.said for h in hits)


async def test_removed_entries_are_not_found_and_counts_follow(ix: Index) -> None:
    await seed(ix)
    await ix.append("g:2", [user("二群也喝咖啡", 5.0)])
    recall = Recall(ix.index)
    coffee = (await recall.search("g:1", "咖啡", limit=1))[0].doc
    await ix.remove([("g:1", coffee.msg_id), ("g:1", 9999), ("g:404", 1)])
    assert await recall.search("g:1", "咖啡", limit=5) == []
    assert await ix.index.count("g:1") == 9
    assert await ix.index.docs("g:1", [coffee.id]) == []
    # The other conversation's entry with the same words stays.
    assert [h.doc.said for h in await recall.search("g:2", "咖啡", limit=5)] == ["二群也喝咖啡"]
    # The term counts went down with it: a new entry with the word is found alone.
    await ix.append("g:1", [user("我不喝咖啡了", 2000.0)])
    hits = await recall.search("g:1", "咖啡", limit=5)
    assert [h.doc.said for h in hits] == ["我不喝咖啡了"] and hits[0].lexical == 1.0
    await ix.remove([])


async def test_counts_are_how_many_entries_of_the_conversation_hold_each_term(
        ix: Index) -> None:
    await seed(ix)
    await ix.append("g:2", [user("二群也喝咖啡", 5.0), user("二群的咖啡", 6.0)])
    # "明白" is in the bot's five replies, 咖啡 in one line of this conversation;
    # "火锅" in none: left out.
    assert await ix.index.counts("g:1", ["明白", "咖啡", "火锅", "mnemo"]) == {
        "明白": 5, "咖啡": 1}
    assert await ix.index.counts("g:2", ["咖啡", "明白"]) == {"咖啡": 2}
    assert await ix.index.counts("g:1", []) == {}
    coffee = (await Recall(ix.index).search("g:1", "咖啡", limit=1))[0].doc
    await ix.remove([("g:1", coffee.msg_id)])
    assert await ix.index.counts("g:1", ["咖啡", "明白"]) == {"明白": 5}


async def test_speakers_are_the_conversations_own_and_follow_adds_and_removals(
        ix: Index) -> None:
    await seed(ix, "g:1")
    await ix.append("g:2", [user("二群也喝咖啡", 5.0, "阿强", "321")])
    assert await ix.index.speakers("g:1") == {"小明(123)", "小红(456)", "老王(789)"}
    # Read once, then kept: a new member's entry is known at once all the same.
    ids = await ix.append("g:1", [user("我是新来的", 3000.0, "Kiki", "555")])
    assert "Kiki(555)" in await ix.index.speakers("g:1")
    assert await ix.index.speakers("g:2") == {"阿强(321)"}
    await ix.remove([("g:1", ids[0])])
    assert "Kiki(555)" not in await ix.index.speakers("g:1")
    assert await ix.index.speakers("g:404") == frozenset()
    await ix.write(ix.index.clear)
    assert await ix.index.speakers("g:1") == frozenset()


async def test_about_a_member_is_what_they_said_or_what_names_them(ix: Index) -> None:
    await seed(ix)
    await ix.append("g:1", [user("小明的猫也爱喝咖啡", 3000.0, "小红", "456"),
                            user("12345678 这个号的主人也喝咖啡", 3001.0, "老王", "789"),
                            user("老王不喝咖啡", 3002.0, "老王", "789")])
    found = await ix.index.lexical("g:1", ask_terms("咖啡"), limit=10, about="小明(123)")
    assert sorted(h.doc.said for h in found) == sorted(["我最喜欢喝手冲咖啡，尤其是耶加雪菲",
                                                        "小明的猫也爱喝咖啡"])
    # By the QQ number too, of five digits or more.
    found = await ix.index.lexical("g:1", ask_terms("咖啡"), limit=10,
                                   about="阿强(12345678)")
    assert [h.doc.said for h in found] == ["12345678 这个号的主人也喝咖啡"]


async def test_clear_drops_everything_and_the_index_fills_again(ix: Index) -> None:
    await seed(ix, "g:1")
    await seed(ix, "g:2")
    await ix.write(ix.index.clear)
    assert await ix.index.count("g:1") == 0 == await ix.index.count("g:2")
    assert await Recall(ix.index).search("g:1", "咖啡", limit=5) == []
    assert await ix.index.pending(100) == []
    ix.next_id.clear()
    await seed(ix, "g:1")
    assert await ix.index.count("g:1") == 10
    assert (await Recall(ix.index).search("g:1", "咖啡", limit=1))[0].doc.said.startswith(
        "我最喜欢")


async def test_around_is_the_neighbouring_entries_of_its_conversation(ix: Index) -> None:
    await seed(ix, "g:1")
    await seed(ix, "g:2")
    hit = (await Recall(ix.index).search("g:1", "咖啡", limit=1))[0].doc
    before, after = await ix.index.around(hit)
    assert [(d.session, d.msg_id, d.said) for d in before] == [("g:1", hit.msg_id - 1, "明白了")]
    assert [(d.session, d.msg_id) for d in after] == [("g:1", hit.msg_id + 1)]
    # Several on each side, in the conversation's order, never past its ends.
    before, after = await ix.index.around(hit, before=5, after=3)
    assert [d.msg_id for d in before] == list(range(hit.msg_id - 4, hit.msg_id))
    assert [d.msg_id for d in after] == list(range(hit.msg_id + 1, hit.msg_id + 4))
    assert {d.session for d in before + after} == {"g:1"}
    assert (await ix.index.around(hit, before=0, after=0)) == ([], [])
    first = (await Recall(ix.index).search("g:1", "橘猫", limit=1))[0].doc
    assert (await ix.index.around(first))[0] == []
    ok = (await Recall(ix.index).search("g:1", "好的", limit=1))[0].doc
    last = (await ix.index.around(ok, after=10))[1]
    assert [d.said for d in last] == ["明白了"]
    assert (await ix.index.around(last[0]))[1] == []


async def test_only_talk_is_indexed_and_an_entry_once(ix: Index) -> None:
    tool = Message({"role": "tool", "tool_call_id": "x", "content": "咖啡"}, 3)
    await ix.write(lambda conn: ix.index.add(conn, "g:1", [(0, tool), (1, user("咖啡", 1.0))]))
    # The same message indexed again (a build from history while it was stored).
    if isinstance(ix.index, PostgresRecallIndex):
        await ix.write(lambda conn: ix.index.add(conn, "g:1", [(1, user("咖啡", 1.0))]))
    assert await ix.index.count("g:1") == 1
    assert len(await Recall(ix.index).search("g:1", "咖啡", limit=5)) == 1


# -- the same hits on both backends -----------------------------------------------------


def generated(n: int, seed_: int = 5) -> list[Message]:
    rng = random.Random(seed_)
    words = ["咖啡", "爬山", "上线", "周六", "西门", "猫", "数据库", "电影", "火锅", "地铁", "快递",
             "健身", "小说", "装修", "球赛", "考试", "加班", "旅游", "生日", "蛋糕"]
    glue = ["我", "今天", "想", "去", "的", "了", "吗", "和", "在", "说"]
    out = []
    for i in range(n):
        parts = [rng.choice(words if rng.random() < 0.4 else glue)
                 for _ in range(rng.randint(2, 12))]
        text = "".join(parts)
        out.append(user(text, 100.0 + i) if i % 2 == 0 else bot(text, 100.0 + i))
    return out


async def test_both_backends_give_the_same_hits(tmp_path: Path) -> None:
    """The same messages and queries: the same entries with the same scores, in the same
    order apart from ties (more entries match than the candidates kept, so the BM25
    ranking that picks them matters)."""
    messages = generated(1200)
    other = generated(300, 9)
    results = []
    for backend in ("sqlite", "postgres"):
        async with open_database(backend, tmp_path / "same.db") as database:
            ix = Index(database)
            for start in range(0, len(messages), 100):
                await ix.append("g:1", messages[start:start + 100])
            await ix.append("g:2", other)
            rng = random.Random(3)
            got = []
            for _ in range(60):
                query = "".join(rng.choice(["咖啡", "爬山", "周六", "的", "去", "火锅", "生日蛋糕",
                                            "我想", "电影院", "加班了吗"])
                                for _ in range(rng.randint(1, 4)))
                hits = await ix.index.lexical("g:1", ask_terms(query), limit=20)
                got.append([(h.doc.msg_id, round(h.score, 9)) for h in hits])
            hits = await ix.index.lexical("g:1", ask_terms("咖啡"), limit=20, since=500.0,
                                          until=900.0)
            got.append([(h.doc.msg_id, round(h.score, 9)) for h in hits])
            results.append(got)
    sqlite, postgres = results
    assert sum(len(g) for g in sqlite) > 500
    for a, b in zip(sqlite, postgres, strict=True):
        assert sorted(a) == sorted(b)
        assert [s for _, s in a] == [s for _, s in b]


# -- vectors ----------------------------------------------------------------------------


async def test_pending_and_vectors(ix: Index) -> None:
    await seed(ix, "g:1")
    await ix.append("g:2", [user("别的群", 5.0)])
    pending = await ix.index.pending(4)
    assert len(pending) == 4 and [d.id for d in pending] == sorted(d.id for d in pending)
    # Whole entries: the filler reads who said each and looks at the lines before it.
    first = pending[0]
    assert (first.said, first.session, first.at) == ("我家的猫叫咪咪，是一只橘猫", "g:1", 1000.0)
    assert first.speaker == "小明(123)" and first.role == "user"
    assert (await ix.index.docs("g:1", [first.id]))[0] == first
    blob = bytes(range(16))
    await ix.index.put_vectors([(first.id, blob), (pending[1].id, b"")])
    # With the words: the language of each vector (see `Recall.centres`).
    assert await ix.index.vectors("g:1") == [
        (first.id, 1000.0, blob, first.said), (pending[1].id, 1001.0, b"", "明白了")]
    assert await ix.index.vectors("g:1", after=first.id) == [
        (pending[1].id, 1001.0, b"", "明白了")]
    assert await ix.index.vectors("g:1", limit=1) == [(first.id, 1000.0, blob, first.said)]
    assert await ix.index.vectors("g:2") == []
    rest = await ix.index.pending(100)
    assert len(rest) == 11 - 2
    assert not {first.id, pending[1].id} & {d.id for d in rest}
    await ix.index.put_vectors([])
    # The newest embedded entries first (what the topic check compares with).
    assert await ix.index.recent_vectors("g:1", 5) == [(1001.0, b""), (1000.0, blob)]
    assert await ix.index.recent_vectors("g:1", 1) == [(1001.0, b"")]
    assert await ix.index.recent_vectors("g:2", 5) == []


async def test_vectors_find_paraphrases_lexical_cannot(ix: Index) -> None:
    await seed(ix)
    assert await Recall(ix.index).search("g:1", "宠物", limit=3) == []
    recall = Recall(ix.index, FakeEmbedder())  # type: ignore[arg-type]
    filler = await filled(ix.index, recall)
    assert filler.filled == 10
    hits = await recall.search("g:1", "宠物", limit=3)
    assert hits and "橘猫" in hits[0].doc.said and hits[0].lexical == 0
    both = await recall.search("g:1", "喝咖啡", limit=3)
    assert "手冲咖啡" in both[0].doc.said and both[0].lexical > 0 and both[0].similarity > 0


async def test_vectors_stay_in_their_conversation(ix: Index) -> None:
    await seed(ix, "g:1")
    await ix.append("g:2", [user("我们团队下周要发布新版本", 50.0)])
    recall = Recall(ix.index, FakeEmbedder())  # type: ignore[arg-type]
    await filled(ix.index, recall)
    assert [h.doc.session for h in await recall.search("g:2", "什么时候部署", limit=5)] == [
        "g:2"]
    assert all(h.doc.session == "g:1" for h in await recall.search("g:1", "部署", limit=5))


async def test_vectors_of_removed_entries_are_forgotten(ix: Index) -> None:
    await seed(ix)
    recall = Recall(ix.index, FakeEmbedder())  # type: ignore[arg-type]
    await filled(ix.index, recall)
    assert await recall.search("g:1", "宠物", limit=3)  # cached vectors now
    await ix.remove([("g:1", i) for i in range(10)])
    assert await recall.search("g:1", "宠物", limit=3) == []


async def test_an_embedding_outage_retries_the_same_entries(ix: Index) -> None:
    await seed(ix)
    embedder = FakeEmbedder()
    recall = Recall(ix.index, embedder)  # type: ignore[arg-type]
    filler = VectorFiller(recall, ix.index, batch=4)
    embedder.down = True
    assert await filler.fill_once() == -1
    embedder.down = False
    recall._paused_until = float("-inf")
    # The failed batch is this process's still, and comes first.
    assert (await ix.index.pending(4))[0].said == "我家的猫叫咪咪，是一只橘猫"
    while await filler.fill_once() > 0:
        pass
    assert filler.filled == 10 and await ix.index.pending(10) == []


# -- several processes on one PostgreSQL database ---------------------------------------


@pytest.fixture
async def two(tmp_path: Path) -> AsyncIterator[tuple[Index, Index]]:
    """Two indexes on one PostgreSQL database through two pools: two bot processes."""
    async with open_database("postgres", tmp_path / "unused.db") as first:
        second = reopened(first)
        await second.open()
        try:
            yield Index(first), Index(second)
        finally:
            await second.close()


class CountingEmbedder(FakeEmbedder):
    """Records every text it embeds; each call waits on `gate`, so two fillers are
    inside their embedding calls at the same moment."""

    def __init__(self, seen: list[str], gate: asyncio.Barrier | None = None) -> None:
        super().__init__()
        self.seen = seen
        self.gate = gate

    async def embed(self, texts: list[str], *, query: bool = False) -> list[list[float]]:
        self.seen.extend(texts)
        if self.gate is not None:
            await self.gate.wait()
        return await super().embed(texts, query=query)


async def test_two_processes_never_embed_the_same_entries(two: tuple[Index, Index]) -> None:
    a, b = two
    # Lines an hour apart: each is embedded alone (no line carries on the one before).
    await a.append("g:1", [user(f"第{i}条消息说咖啡", 3600.0 * i) for i in range(40)])
    seen: list[str] = []
    gate = asyncio.Barrier(2)
    fillers = [VectorFiller(Recall(ix.index, CountingEmbedder(seen, gate)),  # type: ignore[arg-type]
                            ix.index, batch=8) for ix in (a, b)]
    # Both claim a batch and are inside their embedding calls at once.
    assert await asyncio.gather(*(f.fill_once() for f in fillers)) == [8, 8]
    for f in fillers:
        f.recall.embedder.gate = None  # type: ignore[union-attr]
    while any(await asyncio.gather(*(f.fill_once() for f in fillers))):
        pass
    assert sorted(seen) == sorted(f"第{i}条消息说咖啡" for i in range(40))
    assert fillers[0].filled > 0 and fillers[1].filled > 0
    assert len(await b.index.vectors("g:1")) == 40


async def test_a_dead_process_claim_runs_out(two: tuple[Index, Index]) -> None:
    a, b = two
    await a.append("g:1", [user(f"消息{i}", float(i)) for i in range(6)])
    assert isinstance(a.index, PostgresRecallIndex)
    claimed = await a.index.pending(4)  # and then the process dies, say
    assert len(claimed) == 4
    others = await b.index.pending(10)
    assert not {d.id for d in claimed} & {d.id for d in others}
    assert isinstance(a.db, PostgresDatabase)
    await a.db.execute("UPDATE recall_doc SET claimed_until = now() - interval '1 second' "
                       "WHERE id = ANY($1::bigint[])", [d.id for d in claimed])
    assert {d.id for d in claimed} <= {d.id for d in await b.index.pending(10)}


async def test_a_cache_sees_vectors_and_removals_of_another_process(
        two: tuple[Index, Index]) -> None:
    a, b = two
    await seed(a)
    searcher = Recall(b.index, FakeEmbedder())  # type: ignore[arg-type]
    assert await searcher.search("g:1", "宠物", limit=3) == []  # no vectors yet: cached empty
    # The other process embeds the later half first, then the earlier one: the cache
    # has loaded past the earlier ids by then.
    other = Recall(a.index, FakeEmbedder())  # type: ignore[arg-type]
    pending = await a.index.pending(100)
    late = pending[5:]
    vectors = await other.embed([d.said for d in late])
    assert vectors is not None
    await a.index.put_vectors([(d.id, v or b"") for d, v in zip(late, vectors, strict=True)])
    # Loaded: the cache now holds vectors up to the last id.
    assert "上线" in (await searcher.search("g:1", "部署", limit=3))[0].doc.said
    assert await searcher.search("g:1", "宠物", limit=3) == []
    early = pending[:5]
    vectors = await other.embed([d.said for d in early])
    assert vectors is not None
    await a.index.put_vectors([(d.id, v or b"") for d, v in zip(early, vectors, strict=True)])
    hits = await searcher.search("g:1", "宠物", limit=3)
    assert hits and "橘猫" in hits[0].doc.said and hits[0].lexical == 0
    # Removed through the other process: gone from this one's results at once.
    await a.remove([("g:1", hits[0].doc.msg_id)])
    assert all("橘猫" not in h.doc.said for h in await searcher.search("g:1", "宠物", limit=3))


def postgres_stores(db: PostgresDatabase) -> Stores:
    """The stores as the bot will build them on PostgreSQL, the index wired in."""
    s = open_stores(db)
    s.recall = PostgresRecallIndex(db)
    s.history = SqlHistoryStore(db, s.recall)
    return s


async def test_prepare_builds_the_index_from_history_once_with_two_processes(
        two: tuple[Index, Index]) -> None:
    a, b = two
    assert isinstance(a.db, PostgresDatabase) and isinstance(b.db, PostgresDatabase)
    first, second = postgres_stores(a.db), postgres_stores(b.db)
    # History stored before the index existed.
    old = SqlHistoryStore(a.db)
    await old.append("g:1", [user("旧的咖啡记录", 1.0), bot("记下了", 2.0)])
    await old.append("g:2", [user(f"第{i}句话", 3.0 + i) for i in range(30)])
    # Both processes start at the same moment: one builds, the other waits and finds
    # it built; nothing indexed twice.
    await asyncio.gather(first.prepare(), second.prepare())
    assert await first.recall.count("g:1") == 2
    assert await second.recall.count("g:2") == 30
    assert await a.db.fetchval("SELECT COUNT(*) FROM recall_doc") == 32
    hits = await Recall(second.recall).search("g:1", "咖啡", limit=1)
    assert [h.doc.said for h in hits] == ["旧的咖啡记录"]
    assert await first.kv.get("recall_index", "built") == "PostgresHistoryStore"
    # From now on the store indexes its own writes.
    await first.history.append("g:1", [user("新的咖啡", 100.0)])
    assert await second.recall.count("g:1") == 3
    # Once only: a later start builds nothing.
    await a.db.execute("DELETE FROM recall_doc WHERE session_id = 'g:2'")
    await postgres_stores(a.db).prepare()
    assert await a.db.fetchval("SELECT COUNT(*) FROM recall_doc") == 3


async def test_prepare_on_postgres_without_an_index_does_nothing(
        two: tuple[Index, Index]) -> None:
    a, _ = two
    assert isinstance(a.db, PostgresDatabase)
    stores = open_stores(a.db)
    stores.recall = NoRecallIndex()  # stores opened without an index
    stores.history = SqlHistoryStore(a.db, stores.recall)
    await stores.history.append("g:1", [user("咖啡", 1.0)])
    await stores.prepare()
    assert await stores.kv.get("recall_index", "built") is None
