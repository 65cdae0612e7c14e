"""Memory search latency at 200 entries per scope, with and without embeddings.

Run as `python bench/memory.py`. Embeddings come from an in-process fake
`/v1/embeddings` server on loopback, so every query pays a real HTTP round trip (its
cost is reported on its own line). Vectors have 1024 dimensions, like bge-m3.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import socket
import statistics
import sys
import tempfile
import time
import zlib
from collections.abc import Awaitable, Callable
from pathlib import Path

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mnemo.memory import (
    EmbeddingClient,
    KVMemoryStore,
    MemoryManager,
    MemoryStore,
    SqlMemoryStore,
)
from mnemo.store import Database

DIMS = 1024
ENTRIES = 200
QUERIES = 200
# The KV backend rewrites a scope's whole array per save, so it gets fewer scopes.
SCOPES = {"sql": 20, "kv": 3}

PEOPLE = ["小明", "小红", "老王", "阿杰", "Alice", "Bob", "群主", "班长", "莉莉", "大刘"]
THINGS = [
    "手冲咖啡",
    "奶茶",
    "火锅",
    "跑步",
    "羽毛球",
    "原神",
    "Python",
    "猫",
    "狗",
    "摄影",
    "吉他",
    "日语",
    "考研",
    "健身",
    "追剧",
    "钓鱼",
    "烘焙",
    "露营",
    "骑行",
    "围棋",
]
VERBS = ["喜欢", "讨厌", "最近在学", "每周都去", "想尝试", "不太会", "擅长", "收藏了很多关于"]
TAILS = [
    "，周末经常约朋友一起",
    "，说下个月要参加比赛",
    "，已经坚持了三年",
    "，提过好几次",
    "。生日是三月五日",
    "，住在杭州",
    "",
]


def fake_vector(text: str) -> list[float]:
    """Hashed character bigrams: deterministic, and similar texts get similar vectors."""
    vec = [0.0] * DIMS
    for i in range(len(text) - 1):
        vec[zlib.crc32(text[i : i + 2].encode()) % DIMS] += 1.0
    vec[0] += 0.01
    return vec


async def embeddings(request: Request) -> JSONResponse:
    body = await request.json()
    data = [{"index": i, "embedding": fake_vector(t)} for i, t in enumerate(body["input"])]
    return JSONResponse({"object": "list", "data": data, "model": body["model"]})


def corpus(rng: random.Random) -> list[tuple[str, list[str]]]:
    seen: set[str] = set()
    out: list[tuple[str, list[str]]] = []
    while len(out) < ENTRIES:
        who, what = rng.choice(PEOPLE), rng.choice(THINGS)
        text = f"{who}{rng.choice(VERBS)}{what}{rng.choice(TAILS)}（记录 {rng.randrange(10**6)}）"
        if text not in seen:
            seen.add(text)
            out.append((text, [who, what] if rng.random() < 0.5 else []))
    return out


def queries(rng: random.Random) -> list[str]:
    pool = PEOPLE + THINGS + ["喜欢什么", "周末", "比赛", "生日", "杭州"]
    return [" ".join(rng.sample(pool, rng.randint(1, 3))) for _ in range(QUERIES)]


class LoopWatch:
    """The longest stretch the event loop could not run anything: how late a short timer
    wakes up. A search that decodes or scores on the loop stalls every conversation."""

    STEP = 0.002

    def __init__(self) -> None:
        self.worst_ms = 0.0
        self._task: asyncio.Task[None] | None = None

    async def _watch(self) -> None:
        while True:
            start = time.perf_counter()
            await asyncio.sleep(self.STEP)
            late = (time.perf_counter() - start - self.STEP) * 1000
            self.worst_ms = max(self.worst_ms, late)

    async def __aenter__(self) -> LoopWatch:
        self._task = asyncio.create_task(self._watch())
        await asyncio.sleep(0)
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        assert self._task is not None
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task


async def timed(calls: list[Callable[[], Awaitable[object]]]) -> list[float]:
    samples = []
    for call in calls:
        start = time.perf_counter()
        await call()
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def summary(samples: list[float]) -> str:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * len(ordered)) - 1)]
    return f"median {statistics.median(ordered):7.2f} ms   p95 {p95:7.2f} ms"


async def bench_store(
    name: str, make: Callable[[Database], MemoryStore], embedder: EmbeddingClient, tmp: Path
) -> None:
    rng = random.Random(5)
    db = Database(tmp / f"{name}.db")
    await db.open()
    try:
        store = make(db)
        with_vectors = MemoryManager(store, embedder)
        keywords_only = MemoryManager(store)
        scopes = [f"g:{100 + i}" for i in range(SCOPES[name])]
        start = time.perf_counter()
        for scope in scopes:
            for text, tags in corpus(rng):
                await with_vectors.add(scope, text, tags)
        fill = (time.perf_counter() - start) * 1000 / (len(scopes) * ENTRIES)
        qs = queries(rng)
        picks = [rng.choice(scopes) for _ in qs]

        # First search of each scope by a fresh manager: nothing tokenised or decoded yet.
        stalls: dict[str, float] = {}
        cold: dict[str, list[float]] = {}
        for label, vectors in (("keywords", None), ("keywords+vectors", embedder)):
            async with LoopWatch() as watch:
                cold[label] = await timed(
                    [lambda s=s, v=vectors: MemoryManager(store, v).search(s, "小明 咖啡")
                     for s in scopes])
            stalls[label] = watch.worst_ms
        results = {}
        for label, manager in (("keywords", keywords_only), ("keywords+vectors", with_vectors)):
            results[label] = await timed(
                [lambda m=manager, s=s, q=q: m.search(s, q) for s, q in zip(picks, qs, strict=True)]
            )
        listing = await timed([lambda s=s: keywords_only.search(s) for s in picks])
        hits = [len(await keywords_only.search(s, q)) for s, q in zip(picks, qs, strict=True)]

        print(f"\n[{name}] {len(scopes)} scopes x {ENTRIES} entries, {QUERIES} queries")
        print(f"  save (with embedding call)      {fill:7.2f} ms per entry, mean")
        print(f"  list all (no query)             {summary(listing)}")
        for label, samples in results.items():
            print(f"  search {label:<24} {summary(samples)}")
        for label, samples in cold.items():
            print(f"  cold search {label:<19} {summary(samples)}  (first per scope)")
        for label, worst in stalls.items():
            print(f"  longest event-loop stall, cold {label:<17} {worst:7.1f} ms")
        print(f"  keyword hits per query          median {statistics.median(hits):.0f}")
    finally:
        await db.close()


async def main() -> None:
    app = Starlette(routes=[Route("/v1/embeddings", embeddings, methods=["POST"])])
    # IPPROTO_TCP explicitly: asyncio sets TCP_NODELAY only on sockets whose proto says
    # TCP, and with proto 0 every keep-alive response waits ~40 ms for a delayed ACK.
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.bind(("127.0.0.1", 0))
    sock.listen(64)
    server = uvicorn.Server(uvicorn.Config(app, lifespan="off", log_level="warning"))
    task = asyncio.create_task(server.serve(sockets=[sock]))
    embedder = EmbeddingClient(f"http://127.0.0.1:{sock.getsockname()[1]}/v1", "sk-bench", "fake")
    try:
        rng = random.Random(1)
        texts = queries(rng)
        await embedder.embed(["warm-up"])
        network = await timed([lambda t=t: embedder.embed([t]) for t in texts])
        print(f"embedding round trip on loopback ({DIMS} dims), one query: {summary(network)}")
        with tempfile.TemporaryDirectory() as tmp:
            await bench_store("sql", SqlMemoryStore, embedder, Path(tmp))
            await bench_store("kv", KVMemoryStore, embedder, Path(tmp))
    finally:
        await embedder.aclose()
        server.should_exit = True
        await task
        sock.close()


if __name__ == "__main__":
    asyncio.run(main())
