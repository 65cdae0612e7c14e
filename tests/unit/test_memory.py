"""Long-term memory (SPEC section 6, issue 5): both stores, ranking, tools, embeddings."""

from __future__ import annotations

import asyncio
import base64
import datetime as dt
import hashlib
import itertools
import json
import logging
import math
import re
import socket
import struct
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest
import uvicorn
from hypothesis import given
from hypothesis import strategies as st
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from mnemo import tokens
from mnemo.memory import (
    DuplicateMemory,
    EmbeddingClient,
    EmbeddingError,
    EmbeddingRefused,
    MemoryFull,
    MemoryManager,
    MemoryNotFound,
    memory_tools,
)
from mnemo.memory.search import cosine, index_terms, query_terms, unit
from mnemo.message import Message
from mnemo.recall.search import Recall
from mnemo.recall.vectors import VectorFiller
from mnemo.store import Database, KVStore, MemoryStore, Stores, open_stores
from mnemo.store.kv import KVMemoryStore
from mnemo.store.sql import SqlMemoryStore
from mnemo.tools import ToolRegistry
from tests.e2e.harness import free_port
from tests.fakes.provider import count_text
from tests.postgres import open_database, reopened

FULL_TEXT = "记忆已满（200 条），请先用 memory_forget 删除或合并旧记忆"
STORES: dict[str, Callable[[Any], MemoryStore]] = {
    "sql": SqlMemoryStore,
    "kv": KVMemoryStore,
    "postgres": SqlMemoryStore,
}


class Clock:
    """A UTC clock that advances one second per reading, so order never depends on speed."""

    def __init__(self) -> None:
        self.now = dt.datetime(2026, 11, 30, 6, 30, tzinfo=dt.timezone.utc)

    def __call__(self) -> dt.datetime:
        self.now += dt.timedelta(seconds=1)
        return self.now


@pytest.fixture
async def db(tmp_path: Path) -> AsyncIterator[Database]:
    database = Database(tmp_path / "m.db")
    await database.open()
    yield database
    await database.close()


@pytest.fixture(params=sorted(STORES))
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[MemoryStore]:
    async with open_database(request.param, tmp_path / "m.db") as database:
        yield STORES[request.param](database)


@pytest.fixture
def manager(store: MemoryStore) -> MemoryManager:
    return MemoryManager(store, clock=Clock())


def registry(manager: MemoryManager, scope: str) -> ToolRegistry:
    return ToolRegistry(memory_tools(manager, scope))


async def contents(manager: MemoryManager, scope: str) -> list[str]:
    return [m.content for m in await manager.list(scope)]


# -- fake embedding service ------------------------------------------------------------

# Deterministic "semantics": one dimension per concept, the last one a constant so no
# text has a zero vector.
CONCEPTS = [
    ("咖啡", "饮料", "茶", "喝", "coffee"),
    ("开会", "会议", "工作", "加班"),
    ("猫", "狗", "宠物"),
]


def concept_vector(text: str) -> list[float]:
    return [float(sum(text.count(w) for w in words)) for words in CONCEPTS] + [0.1]


class FakeEmbeddings:
    """An OpenAI-compatible /embeddings service; `down` makes it refuse the key (echoing
    it, as careless providers do), `short` drops the last vector of each answer.

    `encoding_format` as OpenAI takes it: "float" (the default) or "base64" (float32,
    little-endian), anything else refused with a 400. `packed` plays the services that
    differ: "ignores" answers numbers whatever was asked, "refuses" answers 400 to
    "base64"; `refuse` is a word whose inputs it refuses (a content inspection)."""

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        self.url = ""
        self.down = False
        self.short = False
        self.packed = "supports"
        self.refuse = ""

    async def endpoint(self, request: Request) -> JSONResponse:
        body = await request.json()
        auth = request.headers.get("authorization")
        self.requests.append({"auth": auth, **body})
        if self.down:
            return JSONResponse({"error": {"message": f"invalid api key {auth}"}}, 401)
        encoding = body.get("encoding_format", "float")
        if encoding not in ("float", "base64") or (
                encoding == "base64" and self.packed == "refuses"):
            return JSONResponse({"error": {"message": f"encoding_format {encoding!r} is not "
                                           "supported", "type": "invalid_request_error"}}, 400)
        if self.refuse and any(self.refuse in text for text in body["input"]):
            return JSONResponse({"error": {"message": "inappropriate content"}}, 400)
        packed = encoding == "base64" and self.packed == "supports"
        data = [
            {"object": "embedding", "index": i,
             "embedding": _packed(concept_vector(text)) if packed else concept_vector(text)}
            for i, text in enumerate(body["input"])
        ]
        if self.short:
            data = data[:-1]
        # As OpenAI reports it: input tokens only.
        used = sum(count_text(text) for text in body["input"])
        # Reversed on purpose: clients must order by `index`.
        return JSONResponse({"object": "list", "data": data[::-1], "model": body["model"],
                             "usage": {"prompt_tokens": used, "total_tokens": used}})


def _packed(vector: list[float]) -> str:
    return base64.b64encode(struct.pack(f"<{len(vector)}f", *vector)).decode()


@pytest.fixture
async def embed_server() -> AsyncIterator[FakeEmbeddings]:
    fake = FakeEmbeddings()
    app = Starlette(routes=[Route("/v1/embeddings", fake.endpoint, methods=["POST"])])
    # Bound and listening before the server task runs, so the port is known at once and
    # early connections wait in the backlog instead of failing.
    # IPPROTO_TCP: asyncio only sets TCP_NODELAY when the proto says TCP (else a
    # delayed ACK stalls every keep-alive response by ~40 ms).
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.bind(("127.0.0.1", 0))
    sock.listen(16)
    server = uvicorn.Server(uvicorn.Config(app, lifespan="off", log_level="warning"))
    task = asyncio.create_task(server.serve(sockets=[sock]))
    fake.url = f"http://127.0.0.1:{sock.getsockname()[1]}/v1"
    try:
        yield fake
    finally:
        server.should_exit = True
        await task
        sock.close()


# -- pure search functions -------------------------------------------------------------


def test_chinese_terms_are_bigrams_and_lone_characters() -> None:
    assert "咖啡" in index_terms("小明喜欢喝手冲咖啡")
    assert query_terms("咖啡") == {"咖啡"}
    assert query_terms("猫") == {"猫"}
    assert query_terms("The iPhone15，ＡＢＣ") == {"iphone15", "abc"}
    assert {"iphone15", "iphone", "15"} <= index_terms("买了 iPhone15")


@given(st.text())
def test_a_memory_always_matches_its_own_text(text: str) -> None:
    assert query_terms(text) <= index_terms(text)


# -- both stores through the manager and tools ------------------------------------------


async def test_whitespace_folded_duplicates_are_stored_once(manager: MemoryManager) -> None:
    tools = registry(manager, "g:1")
    assert await tools.call("memory_save", json.dumps({"content": "小明 喜欢\n喝  咖啡"})) == (
        "已保存记忆 #1"
    )
    again = json.dumps({"content": "  小明\u3000喜欢 喝\t咖啡 ", "tags": ["x"]})
    assert await tools.call("memory_save", again) == "已存在相同的记忆 #1，未重复保存"
    result = await manager.add("g:1", "小明 喜欢 喝 咖啡")
    assert not result.created and result.memory.id == 1
    assert await contents(manager, "g:1") == ["小明 喜欢\n喝  咖啡"]
    # The same text in another scope is a different memory.
    assert (await manager.add("g:2", "小明 喜欢 喝 咖啡")).created


async def test_cap_refuses_with_the_full_message(manager: MemoryManager) -> None:
    for i in range(200):
        await manager.add("f:7", f"第 {i} 条记忆")
    tools = registry(manager, "f:7")
    assert await tools.call("memory_save", '{"content": "再来一条"}') == FULL_TEXT
    with pytest.raises(MemoryFull):
        await manager.add("f:7", "再来一条")
    # A duplicate is still recognised when full, and forgetting makes room.
    dup = await tools.call("memory_save", '{"content": "第 0 条记忆"}')
    assert dup == "已存在相同的记忆 #1，未重复保存"
    assert await tools.call("memory_forget", '{"id": 5}') == "已删除记忆 #5"
    assert await tools.call("memory_save", '{"content": "再来一条"}') == "已保存记忆 #201"
    assert len(await manager.list("f:7")) == 200


async def test_content_is_cut_at_2000_characters(manager: MemoryManager) -> None:
    tools = registry(manager, "g:1")
    reply = await tools.call("memory_save", json.dumps({"content": "长" * 2500}))
    assert reply == "已保存记忆 #1（内容超过 2000 字，已截断）"
    [memory] = await manager.list("g:1")
    assert memory.content == "长" * 2000


async def test_tag_hit_ranks_above_content_hit(manager: MemoryManager) -> None:
    tagged = await manager.add("g:1", "小红每天早上都要来一杯", ["咖啡"])
    in_text = await manager.add("g:1", "楼下新开了一家咖啡店")
    await manager.add("g:1", "下周三下午开会")
    hits = await manager.search("g:1", "咖啡")
    assert [h.memory.id for h in hits] == [tagged.memory.id, in_text.memory.id]
    assert hits[0].score > hits[1].score > 0


async def test_chinese_query_finds_and_drops_unrelated(manager: MemoryManager) -> None:
    coffee = await manager.add("g:1", "小明喜欢喝手冲咖啡")
    cat = await manager.add("g:1", "小红养了一只橘猫")
    await manager.add("g:1", "下周三下午开会")
    await manager.add("g:1", "Alice writes Python at work")
    assert [h.memory.id for h in await manager.search("g:1", "咖啡")] == [coffee.memory.id]
    assert [h.memory.id for h in await manager.search("g:1", "猫")] == [cat.memory.id]
    assert [h.memory.content for h in await manager.search("g:1", "python")] == [
        "Alice writes Python at work"
    ]
    hits = await manager.search("g:1", "小明平时喝什么咖啡")
    assert hits[0].memory.id == coffee.memory.id
    assert "下周三下午开会" not in [h.memory.content for h in hits]
    reply = await registry(manager, "g:1").call("memory_search", '{"query": "火锅"}')
    assert reply == "没有找到相关记忆"


async def test_search_without_query_lists_newest_first(manager: MemoryManager) -> None:
    for text in ("第一条", "第二条", "第三条"):
        await manager.add("g:1", text, ["标签"] if text == "第二条" else [])
    assert [h.memory.content for h in await manager.search("g:1")] == [
        "第三条",
        "第二条",
        "第一条",
    ]
    reply = await registry(manager, "g:1").call("memory_search", "{}")
    lines = reply.splitlines()
    assert lines[0] == "共 3 条记忆（新的在前）："
    assert re.fullmatch(r"#3 第三条 \(\d{4}-\d\d-\d\d\)", lines[1])
    assert re.fullmatch(r"#2 \[标签\] 第二条 \(\d{4}-\d\d-\d\d\)", lines[2])
    assert lines[3].startswith("#1 第一条 (")
    assert await registry(manager, "g:2").call("memory_search", "{}") == "还没有保存任何记忆"


async def test_relevant_returns_top_matches_only(manager: MemoryManager) -> None:
    await manager.add("g:1", "小明喜欢喝手冲咖啡", ["小明"])
    await manager.add("g:1", "小明的生日是三月五日", ["小明"])
    await manager.add("g:1", "小红养了一只橘猫")
    found = await manager.relevant("g:1", "小明今天想喝咖啡", limit=1)
    assert [m.content for m in found] == ["小明喜欢喝手冲咖啡"]
    assert len(await manager.relevant("g:1", "小明", limit=3)) == 2
    assert await manager.relevant("g:1", "火锅") == []


async def test_tools_cannot_reach_another_scope(manager: MemoryManager) -> None:
    for text in ("群二的秘密甲", "群二的秘密乙", "群二的秘密丙"):
        await manager.add("g:2", text)
    await manager.add("g:1", "群一的记忆")
    g1 = registry(manager, "g:1")

    assert await g1.call("memory_forget", '{"id": 3}') == (
        "没有编号为 #3 的记忆，可先用 memory_search 查看现有记忆"
    )
    refused = await g1.call("memory_forget", '{"id": 1, "scope": "g:2"}')
    assert "不接受参数 scope" in refused
    search = await g1.call("memory_search", '{"query": "秘密", "scope": "g:2"}')
    assert "不接受参数 scope" in search and "群二" not in search
    save = await g1.call("memory_save", '{"content": "写到群二", "scope": "g:2"}')
    assert "不接受参数 scope" in save
    assert await g1.call("memory_search", '{"query": "秘密"}') == "没有找到相关记忆"
    assert "群二" not in await g1.call("memory_search", "{}")

    for payload in (
        {"id": 2, "scope": "g:2"},
        {"id": "g:2#2"},
        {"id": -1},
        {"id": 1e30},
        {"id": 2**70},
        {"query": "", "session": "g:2"},
    ):
        name = "memory_forget" if "id" in payload else "memory_search"
        assert "群二" not in await g1.call(name, json.dumps(payload))

    assert len(await manager.list("g:2")) == 3
    assert await contents(manager, "g:1") == ["群一的记忆"]
    for tool in memory_tools(manager, "g:1"):
        assert tool.parameters["additionalProperties"] is False
        assert "scope" not in tool.parameters["properties"]


async def test_tool_arguments_are_checked(manager: MemoryManager) -> None:
    tools = registry(manager, "f:9")
    assert (await tools.call("memory_save", '{"content": "  "}')).startswith("错误")
    assert (await tools.call("memory_save", '{"content": "x", "tags": 3}')).startswith("错误")
    assert await tools.call("memory_save", '{"content": "爱喝茶", "tags": "饮品,偏好"}') == (
        "已保存记忆 #1"
    )
    assert (await manager.list("f:9"))[0].tags == ("饮品", "偏好")
    assert (await tools.call("memory_forget", '{"id": "abc"}')).startswith("错误")
    assert (await tools.call("memory_forget", '{"id": true}')).startswith("错误")
    assert await tools.call("memory_forget", '{"id": "#1"}') == "已删除记忆 #1"
    specs = {t.name: t.parameters for t in memory_tools(manager, "f:9")}
    assert specs["memory_save"]["required"] == ["content"]
    assert specs["memory_save"]["properties"]["tags"]["items"] == {"type": "string"}
    assert "required" not in specs["memory_search"]
    assert specs["memory_forget"]["properties"]["id"]["type"] == "integer"


async def test_admin_edit_and_delete(manager: MemoryManager) -> None:
    first = (await manager.add("g:1", "小明喜欢喝茶")).memory
    second = (await manager.add("g:1", "小红喜欢跑步")).memory
    edited = await manager.edit("g:1", first.id, content="小明喜欢喝手冲咖啡", tags=["小明"])
    assert (edited.id, edited.content, edited.tags) == (first.id, "小明喜欢喝手冲咖啡", ("小明",))
    assert edited.created_at == first.created_at and edited.updated_at > first.updated_at
    retagged = await manager.edit("g:1", first.id, tags=["饮品"])
    assert (retagged.content, retagged.tags) == ("小明喜欢喝手冲咖啡", ("饮品",))
    with pytest.raises(DuplicateMemory):
        await manager.edit("g:1", second.id, content="小明喜欢喝手冲咖啡 ")
    with pytest.raises(MemoryNotFound):
        await manager.edit("g:1", 99, content="不存在")
    with pytest.raises(MemoryNotFound):
        await manager.edit("g:2", first.id, content="另一个群")
    assert await manager.delete("g:1", second.id)
    assert not await manager.delete("g:1", second.id)
    assert await contents(manager, "g:1") == ["小明喜欢喝手冲咖啡"]
    assert await manager.scopes() == ["g:1"]


async def test_half_an_emoji_is_stored_as_a_replacement_character(
    store: MemoryStore, embed_server: FakeEmbeddings
) -> None:
    # A lone surrogate: from a tool call's JSON (a "\ud83d" escape in its arguments) or a
    # /memory command from QQ. Stored, embedded and found with U+FFFD in its place.
    embedder = EmbeddingClient(embed_server.url, "sk-test", "fake-embed")
    manager = MemoryManager(store, embedder, clock=Clock())
    try:
        tools = registry(manager, "g:1")
        assert await tools.call("memory_save", '{"content": "小明爱喝咖啡\\ud83d"}') == (
            "已保存记忆 #1")
        added = await manager.add("g:1", "小红\udc00爱喝茶", ["饮品\ud800"])
        assert (added.memory.content, added.memory.tags) == ("小红\ufffd爱喝茶", ("饮品\ufffd",))
        edited = await manager.edit("g:1", 1, content="小明爱喝\ud83d咖啡", tags=["小\ud83d明"])
        assert (edited.content, edited.tags) == ("小明爱喝\ufffd咖啡", ("小\ufffd明",))
        assert await contents(manager, "g:1") == ["小红\ufffd爱喝茶", "小明爱喝\ufffd咖啡"]
        hits = await manager.search("g:1", "咖啡\ud83d")
        assert hits and hits[0].memory.id == 1
    finally:
        await embedder.aclose()


async def test_search_sees_changes_made_by_another_writer(store: MemoryStore) -> None:
    searcher = MemoryManager(store, clock=Clock())
    admin = MemoryManager(store, clock=Clock())
    saved = await searcher.add("g:1", "小明喜欢喝手冲咖啡")
    assert [h.memory.id for h in await searcher.search("g:1", "咖啡")] == [saved.memory.id]
    await admin.edit("g:1", saved.memory.id, content="小明喜欢喝茉莉花茶")
    assert await searcher.search("g:1", "咖啡") == []
    assert [h.memory.id for h in await searcher.search("g:1", "花茶")] == [saved.memory.id]
    await admin.edit("g:1", saved.memory.id, tags=["咖啡"])
    assert [h.memory.id for h in await searcher.search("g:1", "咖啡")] == [saved.memory.id]
    await admin.delete("g:1", saved.memory.id)
    assert await searcher.search("g:1", "花茶") == []


@pytest.mark.parametrize("bad", ["", "g:", "x:1", "g:1\n", "g:１", " g:1", "g:-1", "g:1:2"])
async def test_scopes_are_validated(manager: MemoryManager, bad: str) -> None:
    for call in (
        manager.list(bad),
        manager.add(bad, "x"),
        manager.search(bad, "x"),
        manager.edit(bad, 1, content="x"),
        manager.delete(bad, 1),
        manager.relevant(bad, "x"),
    ):
        with pytest.raises(ValueError, match=r"g:<群号> 或 f:<QQ号>"):
            await call
    with pytest.raises(ValueError):
        memory_tools(manager, bad)


@pytest.mark.parametrize("kind", sorted(STORES))
async def test_memories_and_ids_survive_reopen(tmp_path: Path, kind: str) -> None:
    async with open_database(kind, tmp_path / "m.db") as first:
        manager = MemoryManager(STORES[kind](first), clock=Clock())
        for text in ("一", "二", "三"):
            await manager.add("f:1", text, ["t"])
        assert await manager.delete("f:1", 3)
        await first.close()
        again = reopened(first)
        await again.open()
        try:
            manager = MemoryManager(STORES[kind](again), clock=Clock())
            assert [(m.id, m.content, m.tags) for m in await manager.list("f:1")] == [
                (2, "二", ("t",)),
                (1, "一", ("t",)),
            ]
            # A forgotten id is never handed out again, even after a restart.
            assert (await manager.add("f:1", "四")).memory.id == 4
        finally:
            await again.close()


async def test_storage_layout(db: Database) -> None:
    await MemoryManager(SqlMemoryStore(db)).add("g:5", "放在 SQL 里", ["a"])
    async with db.conn.execute("SELECT scope, id, norm, tags, created_at FROM memory") as cur:
        [(scope, mid, norm, tags, created_at)] = await cur.fetchall()
    assert (scope, mid, norm, json.loads(tags)) == ("g:5", 1, "放在 SQL 里", ["a"])
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z", created_at)

    await MemoryManager(KVMemoryStore(db)).add("g:5", "放在 KV 里")
    [item] = await KVStore(db).get("memory", "g:5")
    assert (item["id"], item["content"]) == (1, "放在 KV 里")


# -- embeddings ------------------------------------------------------------------------


async def test_embeddings_add_a_semantic_bonus(
    store: MemoryStore, embed_server: FakeEmbeddings
) -> None:
    embedder = EmbeddingClient(embed_server.url, "sk-test", "fake-embed")
    manager = MemoryManager(store, embedder, clock=Clock())
    try:
        coffee = await manager.add("g:1", "小明喜欢喝手冲咖啡")
        await manager.add("g:1", "下周三下午开会")
        await manager.add("g:1", "小明喜欢喝手冲咖啡")  # duplicate: no service call
        assert coffee.memory.embedding is not None
        stored = await manager.get("g:1", coffee.memory.id)
        assert stored is not None and stored.embedding == coffee.memory.embedding
        assert len(embed_server.requests) == 2
        assert embed_server.requests[0]["auth"] == "Bearer sk-test"
        assert embed_server.requests[0]["model"] == "fake-embed"

        # No shared bigram with either memory: only the vectors can find it.
        hits = await manager.search("g:1", "饮料")
        assert [h.memory.id for h in hits] == [coffee.memory.id]
        # Without the service the same query finds nothing.
        plain = MemoryManager(store)
        assert await plain.search("g:1", "饮料") == []
        assert [m.id for m in await manager.relevant("g:1", "来点饮料")] == [coffee.memory.id]
    finally:
        await embedder.aclose()


async def test_embedding_failure_falls_back_to_keywords(
    store: MemoryStore, embed_server: FakeEmbeddings, caplog: pytest.LogCaptureFixture
) -> None:
    now = [0.0]
    embedder = EmbeddingClient(embed_server.url, "sk-secret", "m")
    manager = MemoryManager(
        store, embedder, clock=Clock(), embed_retry_after=60.0, monotonic=lambda: now[0]
    )
    try:
        saved_up = await manager.add("g:1", "小明喜欢喝手冲咖啡")
        assert saved_up.memory.embedding is not None
        embed_server.down = True
        caplog.clear()
        with caplog.at_level(logging.WARNING, logger="mnemo.memory"):
            saved_down = await manager.add("g:1", "小红喜欢喝奶茶")
            assert saved_down.created and saved_down.memory.embedding is None
            hits = await manager.search("g:1", "喜欢喝")
            assert {h.memory.id for h in hits} == {saved_up.memory.id, saved_down.memory.id}
            assert await manager.search("g:1", "饮料") == []
        # One failure, one log line; the search after it did not call the service again.
        assert len(embed_server.requests) == 2
        warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
        assert len(warnings) == 1
        assert "sk-secret" not in caplog.text and "401" in caplog.text

        embed_server.down = False
        now[0] += 61.0
        recovered = await manager.search("g:1", "饮料")
        assert [h.memory.id for h in recovered] == [saved_up.memory.id]
    finally:
        await embedder.aclose()


async def test_embedding_client_errors(embed_server: FakeEmbeddings) -> None:
    client = EmbeddingClient(embed_server.url + "/", "k", "m")
    refused = EmbeddingClient(f"http://127.0.0.1:{free_port()}/v1", "k", "m")
    try:
        assert client.url == embed_server.url + "/embeddings"
        assert await client.embed([]) == []
        assert embed_server.requests == []
        assert len(await client.embed(["a", "b"])) == 2
        embed_server.short = True
        with pytest.raises(EmbeddingError, match="1 vectors for 2 inputs"):
            await client.embed(["a", "b"])
        with pytest.raises(EmbeddingError, match="ConnectionRefusedError"):
            await refused.embed(["a"])
    finally:
        await client.aclose()
        await refused.aclose()


# -- a narrow-cone model ---------------------------------------------------------------

# Words of one class mean the same thing; nothing else about meaning is modelled.
SYNONYMS = [("咖啡", "饮品", "拿铁"), ("猫", "宠物", "喵")]


def cone_vector(text: str) -> list[float]:
    """Like multilingual-e5 or bge-zh: one heavy direction shared by every text (any two
    sit at a cosine of 0.9 or more), the rest from the synonym classes (meaning weighs
    more than spelling) and hashed character bigrams."""
    rest = [3.0 * sum(text.count(w) for w in ws) for ws in SYNONYMS] + [0.0] * 256
    for a, b in itertools.pairwise(text):
        rest[len(SYNONYMS) + hashlib.sha256((a + b).encode()).digest()[0]] += 1.0
    length = math.sqrt(sum(x * x for x in rest)) or 1.0
    return [3.0, *(x / length for x in rest)]


class ConeEmbedder:
    """The EmbeddingClient interface, in process, for memory and recall alike."""

    model = "cone"

    async def embed(self, texts: list[str], *, query: bool = False) -> list[list[float]]:
        return [cone_vector(t) for t in texts]

    async def aclose(self) -> None:
        pass


CHATTER = ["今天天气真不错", "午饭吃了什么", "那部电影挺好看", "地铁又挤又慢", "快递还没到",
           "最近在健身", "这个游戏很好玩", "在看一本小说", "家里在装修", "明天要早起"]
COFFEE, CAT, LAUNCH = "小明喜欢喝手冲咖啡", "小红家的橘猫叫咪咪", "项目下周三上线"
# No bigram in common with any memory: only the vectors could match it to one.
UNRELATED = "量子力学怎么入门"


@pytest.fixture
async def stores(tmp_path: Path) -> AsyncIterator[Stores]:
    db = Database(tmp_path / "c.db")
    await db.open()
    s = open_stores(db)
    await s.prepare()
    yield s
    await db.close()


async def talked(stores: Stores, recall: Recall, session: str, n: int) -> None:
    """`n` lines of chatter in `session`, embedded by the filler and searched once (what
    loads a conversation's vectors into recall)."""
    await stores.history.append(session, [
        Message({"role": "user", "content": f"[2026-01-02 10:{i % 60:02d}] 路人(1): "
                 f"{CHATTER[i % len(CHATTER)]}（{i}）"},
                tokens=tokens.count_text(CHATTER[i % len(CHATTER)]) + 20, created_at=i)
        for i in range(n)])
    filler = VectorFiller(recall, stores.recall)
    while await filler.fill_once() > 0:
        pass
    await recall.search(session, "天气", limit=1)


async def cone_memories(stores: Stores, recall: Recall) -> tuple[MemoryManager, list[int]]:
    manager = MemoryManager(stores.memories, ConeEmbedder(),  # type: ignore[arg-type]
                            clock=Clock(), centre=recall.model_centre)
    ids = [(await manager.add("g:1", text)).memory.id for text in (COFFEE, CAT, LAUNCH)]
    return manager, ids


def test_the_cone_rates_unrelated_texts_alike() -> None:
    raw = cosine(unit(cone_vector(UNRELATED)) or (), unit(cone_vector(LAUNCH)) or ())
    assert raw > 0.85


async def test_a_narrow_cone_model_matches_no_unrelated_memory(stores: Stores) -> None:
    recall = Recall(stores.recall, ConeEmbedder())  # type: ignore[arg-type]
    # Enough messages for a steady centre (recall's CENTRE_ROWS), in another conversation.
    await talked(stores, recall, "g:2", 240)
    manager, [coffee, cat, _] = await cone_memories(stores, recall)
    # Every memory cleared the raw floor for any question: each turn got all three.
    assert await manager.search("g:1", UNRELATED) == []
    assert await manager.relevant("g:1", f"对了，{UNRELATED}") == []
    # A paraphrase still finds its memory, by the vectors alone.
    assert [h.memory.id for h in await manager.search("g:1", "想来杯饮品")] == [coffee]
    assert [m.id for m in await manager.relevant("g:1", "你养宠物吗")] == [cat]


async def test_without_a_centre_memory_keeps_the_raw_floor(stores: Stores) -> None:
    recall = Recall(stores.recall, ConeEmbedder())  # type: ignore[arg-type]
    manager, ids = await cone_memories(stores, recall)
    unwired = MemoryManager(stores.memories, ConeEmbedder())  # type: ignore[arg-type]
    today = [h.memory.id for h in await unwired.search("g:1", UNRELATED)]
    assert sorted(today) == sorted(ids)
    # Recall has loaded nothing yet: as without a centre.
    assert [h.memory.id for h in await manager.search("g:1", UNRELATED)] == today
    # Nor is a short conversation's mean a steady centre.
    await talked(stores, recall, "g:2", 50)
    assert [h.memory.id for h in await manager.search("g:1", UNRELATED)] == today


async def test_vectors_come_as_base64_where_the_service_takes_it(
        embed_server: FakeEmbeddings) -> None:
    client = EmbeddingClient(embed_server.url, "k", "m")
    try:
        vectors = await client.embed(["猫", "咖啡"])
    finally:
        await client.aclose()
    assert embed_server.requests[0]["encoding_format"] == "base64"
    # float32 on the wire: the same numbers to float32 precision.
    for got, text in zip(vectors, ["猫", "咖啡"], strict=True):
        assert got == pytest.approx(concept_vector(text), rel=1e-6)
    assert client.base64 is True


@pytest.mark.parametrize("service", ["refuses", "ignores"])
async def test_a_service_without_base64_gets_asked_for_numbers(
        embed_server: FakeEmbeddings, service: str) -> None:
    embed_server.packed = service
    client = EmbeddingClient(embed_server.url, "k", "m")
    try:
        first = await client.embed(["猫"])
        second = await client.embed(["咖啡"])
    finally:
        await client.aclose()
    assert first == [concept_vector("猫")] and second == [concept_vector("咖啡")]
    asked = [r.get("encoding_format") for r in embed_server.requests]
    # Refused: asked again at once without it. Ignored: numbers read as they came.
    # Either way the next call asks for numbers only.
    assert asked == (["base64", None, None] if service == "refuses" else ["base64", None])
    assert client.base64 is False


async def test_refused_inputs_are_refused_once_base64_is_known_to_work(
        embed_server: FakeEmbeddings) -> None:
    embed_server.refuse = "敏感"
    client = EmbeddingClient(embed_server.url, "k", "m")
    try:
        await client.embed(["猫"])
        with pytest.raises(EmbeddingRefused):
            await client.embed(["敏感的话"])
    finally:
        await client.aclose()
    # The refusal is of the input: not asked again without base64.
    assert [r.get("encoding_format") for r in embed_server.requests] == ["base64", "base64"]
    assert client.base64 is True
