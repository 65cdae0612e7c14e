"""Instruction prefixes of asymmetric embedding models: what the service is sent.

multilingual-e5 wants "query: " before what is searched for and "passage: " before what
is stored; bge-zh-v1.5 its instruction before queries only. The client writes them in
front of the texts itself. Everything runs against the fake embeddings service over real
HTTP, which records each request's inputs, and a real SQLite store.
"""

from __future__ import annotations

import base64
import logging
import struct
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from mnemo import Config
from mnemo.memory import EmbeddingClient, MemoryManager
from mnemo.recall.search import QUERY_CHARS, Recall
from mnemo.recall.topic import TopicWatch
from mnemo.recall.vectors import VectorFiller
from mnemo.settings import SettingError, Settings
from mnemo.store import Database, Stores, open_stores
from tests.fakes.embeddings import FakeEmbeddings
from tests.unit.test_topic import COFFEE, MEETING, MORE_COFFEE, bot, coffee_talk, user

E5 = ("query: ", "passage: ")
BGE = ("为这个句子生成表示以用于检索相关文章：", "")
NONE = ("", "")
PREFIXES = pytest.mark.parametrize("prefixes", [E5, BGE, NONE], ids=["e5", "bge", "none"])
# What the recall index keeps of `coffee_talk()`: the texts without stamps, in order.
TALK = [text for c in COFFEE for text in (c, "咖啡确实不错。")]


@pytest.fixture
async def service() -> AsyncIterator[FakeEmbeddings]:
    async with FakeEmbeddings() as s:
        yield s


@pytest.fixture
async def stores(tmp_path: Path) -> AsyncIterator[Stores]:
    db = Database(tmp_path / "t.db")
    await db.open()
    s = open_stores(db, "sql")
    await s.prepare()
    yield s
    await db.close()


@pytest.fixture
def prefixes() -> tuple[str, str]:
    return NONE


@pytest.fixture
async def client(service: FakeEmbeddings, prefixes: tuple[str, str]
                 ) -> AsyncIterator[EmbeddingClient]:
    query, document = prefixes
    c = EmbeddingClient(service.url, "sk-e", "embed-small", query_prefix=query,
                        document_prefix=document)
    yield c
    await c.aclose()


def inputs(service: FakeEmbeddings) -> list[list[str]]:
    return [r["input"] for r in service.requests]


@PREFIXES
async def test_recall_stores_documents_and_searches_with_a_query(
        prefixes: tuple[str, str], client: EmbeddingClient, service: FakeEmbeddings,
        stores: Stores) -> None:
    query, document = prefixes
    recall = Recall(stores.recall, client)
    await stores.history.append("g:1", coffee_talk())
    filler = VectorFiller(recall, stores.recall)
    assert await filler.fill_once() == len(TALK)
    assert inputs(service) == [[document + text for text in TALK]]
    service.requests.clear()
    # Only the vectors know that coffee is a drink: found through the query's vector.
    hits = await recall.search("g:1", "饮料", limit=3)
    assert hits and "咖啡" in hits[0].doc.said
    assert inputs(service) == [[query + "饮料"]]


@pytest.mark.parametrize("prefixes", [E5], ids=["e5"])
async def test_the_prefix_is_not_counted_against_the_query_cap(
        client: EmbeddingClient, service: FakeEmbeddings, stores: Stores) -> None:
    recall = Recall(stores.recall, client)
    await stores.history.append("g:1", coffee_talk())
    await VectorFiller(recall, stores.recall).fill_once()
    service.requests.clear()
    long = "咖啡" * QUERY_CHARS
    await recall.search("g:1", long, limit=3)
    assert inputs(service) == [["query: " + long[:QUERY_CHARS]]]


@PREFIXES
async def test_memories_are_stored_as_documents_and_searched_with_a_query(
        prefixes: tuple[str, str], client: EmbeddingClient, service: FakeEmbeddings,
        stores: Stores) -> None:
    query, document = prefixes
    manager = MemoryManager(stores.memories, client)
    saved = await manager.add("g:1", "小明喜欢喝手冲咖啡")
    found = await manager.search("g:1", "饮料")
    assert [s.memory.content for s in found] == ["小明喜欢喝手冲咖啡"]
    await manager.edit("g:1", saved.memory.id, "小明喜欢喝茶")
    assert [s.memory.content for s in await manager.search("g:1", "饮料")] == ["小明喜欢喝茶"]
    assert inputs(service) == [[document + "小明喜欢喝手冲咖啡"], [query + "饮料"],
                               [document + "小明喜欢喝茶"], [query + "饮料"]]


@pytest.mark.parametrize("prefixes", [E5], ids=["e5"])
async def test_the_topic_check_asks_with_a_query_beside_stored_messages(
        client: EmbeddingClient, service: FakeEmbeddings, stores: Stores) -> None:
    watch = TopicWatch(Recall(stores.recall, client))
    window = coffee_talk()
    question = user(MORE_COFFEE, 200.0)
    assert await watch.shift("g:1", window, [question], threshold=0.4) is None
    # The new message as a query; the five, missing from the index, as it stores them.
    # Two calls side by side: either may arrive first.
    assert sorted(inputs(service)) == sorted([["query: " + MORE_COFFEE],
                                              ["passage: " + t for t in TALK[1:]]])
    # Recall's search for the same turn reuses the query's vector.
    await stores.history.append("g:1", [*window, question])
    await watch.recall.search("g:1", MORE_COFFEE, limit=3)
    assert len(service.requests) == 2
    # The next turn: the question is one of the five, as a stored message this time.
    service.requests.clear()
    answer = bot("冰咖啡也很好喝。", 201.0)
    window = [*window, question, answer]
    assert await watch.shift("g:1", window, [user(MEETING, 202.0)], threshold=0.4)
    assert sorted(inputs(service)) == sorted([["query: " + MEETING],
                                              ["passage: " + MORE_COFFEE,
                                               "passage: 冰咖啡也很好喝。"]])


@pytest.mark.parametrize("prefixes", [E5], ids=["e5"])
async def test_two_calls_failing_side_by_side_are_logged_once(
        client: EmbeddingClient, service: FakeEmbeddings, stores: Stores,
        caplog: pytest.LogCaptureFixture) -> None:
    watch = TopicWatch(Recall(stores.recall, client))
    service.down = True
    with caplog.at_level(logging.WARNING):
        for at in (200.0, 201.0):
            assert await watch.shift("g:1", coffee_talk(), [user(MEETING, at)],
                                     threshold=0.4) is None
    assert len(service.requests) == 2  # paused after the failure
    warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == 1


async def test_a_prefix_in_quotes_keeps_its_space_and_a_broken_one_is_refused(
        stores: Stores) -> None:
    settings = Settings(Config(), stores.kv)
    # What an admin types after `/set embedding_query_prefix`; `/set` strips it.
    await settings.set("embedding_query_prefix", ' "query: " ')
    assert settings.current.aichat_embedding_query_prefix == "query: "
    with pytest.raises(SettingError, match='例如 "query: "'):
        await settings.set("embedding_document_prefix", r'"passage:\ "')
    assert settings.current.aichat_embedding_document_prefix == ""
    # Stored as the prefix itself: a restart reads back the same.
    reloaded = await Settings(Config(), stores.kv).load()
    assert reloaded.aichat_embedding_query_prefix == "query: "
    assert reloaded.aichat_embedding_document_prefix == ""


@pytest.mark.parametrize("bad", [float("nan"), float("inf"), float("-inf")])
def test_a_vector_with_a_non_finite_number_is_refused(bad: float) -> None:
    # What a broken service sends must not reach the vector table (a NaN compares
    # false with everything and would sink or float its entry in every ranking).
    good = {"index": 0, "embedding": [0.1, 0.2, 0.3]}
    broken = {"index": 1, "embedding": [0.1, bad, 0.3]}
    assert EmbeddingClient._vectors({"data": [good]}, 1) == ([[0.1, 0.2, 0.3]], False)
    with pytest.raises(ValueError):
        EmbeddingClient._vectors({"data": [good, broken]}, 2)
    with pytest.raises(ValueError):
        EmbeddingClient._vectors({"data": [{"index": 0, "embedding": []}]}, 1)
    # The same in base64 of float32, as OpenAI sends it when asked.
    packed = base64.b64encode(struct.pack("<3f", 0.5, bad, 0.25)).decode()
    with pytest.raises(ValueError):
        EmbeddingClient._vectors({"data": [{"index": 0, "embedding": packed}]}, 1)
