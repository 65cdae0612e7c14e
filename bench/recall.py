"""Recall of earlier talk: evidence recall, query latency, index cost (real SQLite files,
and a real PostgreSQL server beside them).

1. Evidence recall on a generated conversation: a few hundred planted facts among
   chatter, each asked about in three ways: the same rare keyword, partial overlap (the
   person and the activity, not the place), and a paraphrase (synonyms only, no shared
   word). A question counts when its fact is among the 5 results the recall block would
   carry. Lexical only, then fused with vectors.
2. Query latency p50/p99 of the recall search at 1,000, 10,000 and 100,000 stored
   messages in one conversation (lexical, and with vectors), and the longest event-loop
   stall seen meanwhile (a ticker on the loop).
3. Index cost: time per stored message with and without the index, database growth.
4. PostgreSQL beside SQLite, same run: lexical query p50/p99 at the same sizes (the same
   conversation and questions on both), and the index's write cost per message, in
   batches of 500 and a turn (two messages) per transaction. The server is
   MNEMO_BENCH_POSTGRES_URL (default: 127.0.0.1:5432, database `test`); the bench works
   in a schema of its own and drops it. Skipped, and said so, when no server answers.

Embeddings: no real model is available offline here (the small English MiniLM packages
would also miss Chinese paraphrases), so a documented deterministic stand-in is used:
words of one synonym class share a dimension, other text is hashed character bigrams
at a lower weight. It knows exactly the bench's synonyms, so its paraphrase figure is an
upper bound of what a good multilingual model gives; the lexical figures are exact.

    python bench/recall.py            # everything (100,000 messages takes a minute)
    python bench/recall.py --sizes 1000 10000
    python bench/recall.py --only postgres     # section 4 alone
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import hashlib
import os
import random
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from mnemo.message import Message  # noqa: E402
from mnemo.recall.search import Recall, pack  # noqa: E402
from mnemo.store import Database, PostgresDatabase, RecallIndex, open_stores  # noqa: E402
from mnemo.store.postgres import PostgresRecallIndex  # noqa: E402
from mnemo.store.sql import SqliteHistoryStore, SqliteRecallIndex  # noqa: E402

POSTGRES_URL = os.environ.get("MNEMO_BENCH_POSTGRES_URL",
                              "postgresql://postgres@127.0.0.1:5432/test")

NAMES = ["小明", "小红", "阿强", "老王", "莉莉", "大伟", "晓峰", "佳佳", "志远", "婷婷",
         "浩然", "雨桐", "子轩", "欣怡", "俊杰", "梦琪", "建国", "淑芬", "凯文", "安娜"]
# (word, synonym): a paraphrase uses the second; no two share a character bigram.
DAYS = [("周一", "星期一"), ("周二", "礼拜二"), ("周三", "星期三"), ("周四", "礼拜四"),
        ("周五", "星期五"), ("周六", "礼拜六"), ("周日", "星期天")]
CITIES = [("成都", "蓉城"), ("北京", "京城"), ("上海", "魔都"), ("广州", "羊城"),
          ("南京", "金陵"), ("西安", "长安"), ("重庆", "山城"), ("杭州", "临安"),
          ("武汉", "江城"), ("苏州", "姑苏")]
ACTS = [("出差", "公干"), ("旅游", "游玩"), ("面试", "应聘"), ("开会", "议事"),
        ("看病", "就医"), ("探亲", "省亲")]
RARE_A = "琥珀翡翠玛瑙珊瑚琉璃檀香青黛朱砂"
RARE_B = "阁轩苑居庐舍堂馆斋楼"
FILLER = ["今天天气真不错", "午饭吃了什么", "那部电影挺好看", "昨晚的球赛太精彩了",
          "地铁又挤又慢", "快递还没到", "最近在健身", "这个游戏很好玩", "在看一本小说",
          "家里在装修", "周末想睡个懒觉", "明天要早起", "哈哈哈哈", "确实如此", "好的收到"]

CLASSES = [w for group in (DAYS, CITIES, ACTS) for w in group]
DIM = 256


def stand_in_vector(text: str) -> list[float]:
    """Synonym classes share a dimension (weight 1); other text: hashed bigrams (0.3)."""
    v = np.zeros(DIM, dtype=np.float32)
    rest = text
    for i, (a, b) in enumerate(CLASSES):
        for w in (a, b):
            if w in rest:
                v[i] += 1.0
                rest = rest.replace(w, " ")
    for j in range(len(rest) - 1):
        pair = rest[j:j + 2]
        if pair.strip() and len(pair.strip()) == 2:
            h = int.from_bytes(hashlib.blake2s(pair.encode(), digest_size=4).digest(), "big")
            v[len(CLASSES) + h % (DIM - len(CLASSES))] += 0.3
    v[-1] += 0.05
    return v.tolist()


class StandIn:
    model = "stand-in"

    async def embed(self, texts: list[str]) -> list[list[float]]:
        return [stand_in_vector(t) for t in texts]

    async def aclose(self) -> None:
        pass


def stamp(name: str, uid: int, text: str) -> str:
    return f"[2026-03-01 10:00] {name}({uid}): {text}"


def planted(n_facts: int, rng: random.Random) -> list[dict[str, Any]]:
    combos = [(d, c, a) for d in range(len(DAYS)) for c in range(len(CITIES))
              for a in range(len(ACTS))]
    rng.shuffle(combos)
    facts = []
    for k, (d, c, a) in enumerate(combos[:n_facts]):
        name = NAMES[k % len(NAMES)]
        place = RARE_A[2 * (k % 8):2 * (k % 8) + 2] + RARE_B[(k // 8) % 10] + str(k)
        day, city, act = DAYS[d], CITIES[c], ACTS[a]
        facts.append({
            "name": name, "uid": 1000 + NAMES.index(name),
            "text": f"跟大家说下，我{day[0]}要去{city[0]}{act[0]}，住在{place}",
            "keyword": f"{place}是谁住的来着",
            "partial": f"{name}{day[0]}要去哪里{act[0]}来着",
            "paraphrase": f"{day[1]}去{city[1]}{act[1]}的是哪位",
        })
    return facts


def conversation(facts: list[dict[str, Any]], total: int, rng: random.Random
                 ) -> list[Message]:
    """`total` messages of one conversation with `facts` spread through it (each fact
    gets its `at`)."""
    slots = sorted(rng.sample(range(total), len(facts)))
    fact_at: dict[int, dict[str, Any]] = dict(zip(slots, facts, strict=True))
    out = []
    for i in range(total):
        f = fact_at.get(i)
        if f is not None:
            text = stamp(f["name"], f["uid"], f["text"])
            f["at"] = float(i)
        else:
            name = rng.choice(NAMES)
            city = rng.choice(CITIES)[0]
            text = stamp(name, 1000 + NAMES.index(name),
                         f"{rng.choice(FILLER)}，听说{city}{rng.choice(ACTS)[0]}的人很多"
                         if i % 5 == 0 else rng.choice(FILLER) + f"（{i}）")
        out.append(Message({"role": "user", "content": text}, tokens=20, created_at=float(i)))
    return out


async def build(path: Path, facts: list[dict[str, Any]], total: int, rng: random.Random,
                embed: bool) -> tuple[Any, Any, list[int], float]:
    """A conversation of `total` messages with `facts` spread through it."""
    db = Database(path)
    await db.open()
    stores = open_stores(db)
    await stores.prepare()
    batch: list[Message] = []
    started = time.perf_counter()
    for message in conversation(facts, total, rng):
        batch.append(message)
        if len(batch) == 500:
            await stores.history.append("g:1", batch)
            batch = []
    if batch:
        await stores.history.append("g:1", batch)
    elapsed = time.perf_counter() - started
    if embed:
        fake = StandIn()
        while True:
            pending = await stores.recall.pending(2000)
            if not pending:
                break
            vectors = await fake.embed([t for _, t in pending])
            await stores.recall.put_vectors(
                [(i, pack(v) or b"") for (i, _), v in zip(pending, vectors, strict=True)])
    ids = []
    for f in facts:
        rows = await db.conn.execute_fetchall("SELECT id FROM recall_doc WHERE at = ?",
                                              (f["at"],))
        ids.append(next(iter(rows))[0])
    return db, stores, ids, elapsed


async def evidence(n_facts: int, total: int, tmp: Path) -> None:
    rng = random.Random(7)
    facts = planted(n_facts, rng)
    db, stores, ids, _ = await build(tmp / "evidence.db", facts, total, rng, embed=True)
    print(f"evidence recall: {n_facts} planted facts among {total:,} messages, top 5")
    print(f"  {'question class':<16} {'lexical':>8} {'hybrid':>8}")
    overall = {"lexical": [0, 0], "hybrid": [0, 0]}
    for cls in ("keyword", "partial", "paraphrase"):
        row = []
        for mode, recall in (("lexical", Recall(stores.recall)),
                             ("hybrid", Recall(stores.recall, StandIn()))):  # type: ignore[arg-type]
            found = 0
            for f, doc_id in zip(facts, ids, strict=True):
                hits = await recall.search("g:1", f[cls], limit=5)
                found += any(h.doc.id == doc_id for h in hits)
            overall[mode][0] += found
            overall[mode][1] += len(facts)
            row.append(found / len(facts))
        print(f"  {cls:<16} {row[0]:>8.1%} {row[1]:>8.1%}")
    print(f"  {'overall':<16} {overall['lexical'][0] / overall['lexical'][1]:>8.1%} "
          f"{overall['hybrid'][0] / overall['hybrid'][1]:>8.1%}   (targets: 80% overall, "
          f"60% paraphrase with embeddings)")
    await db.close()


class Ticker:
    """The longest gap between ticks of a 1 ms loop timer: an event-loop stall."""

    def __init__(self) -> None:
        self.worst = 0.0
        self._task: asyncio.Task[None] | None = None

    async def _run(self) -> None:
        last = time.perf_counter()
        while True:
            await asyncio.sleep(0.001)
            now = time.perf_counter()
            self.worst = max(self.worst, now - last - 0.001)
            last = now

    def __enter__(self) -> Ticker:
        self._task = asyncio.get_running_loop().create_task(self._run())
        return self

    def __exit__(self, *exc: object) -> None:
        assert self._task is not None
        self._task.cancel()


async def latency(sizes: list[int], tmp: Path) -> None:
    print("query latency (one conversation; 200 queries each; first query not counted):")
    print(f"  {'messages':>9} {'lexical p50':>12} {'p99':>8} {'hybrid p50':>11} {'p99':>8} "
          f"{'worst stall':>12} {'store µs/msg':>13} {'DB bytes/msg':>13}")
    for total in sizes:
        rng = random.Random(total)
        facts = planted(min(300, total // 10), rng)
        path = tmp / f"lat{total}.db"
        db, stores, _, elapsed = await build(path, facts, total, rng, embed=True)
        queries = [f[c] for f in facts for c in ("keyword", "partial", "paraphrase")]
        rng.shuffle(queries)
        queries = queries[:200]
        figures = []
        with Ticker() as ticker:
            for recall in (Recall(stores.recall), Recall(stores.recall, StandIn())):  # type: ignore[arg-type]
                await recall.search("g:1", queries[0], limit=5)  # loads the vectors
                times = []
                for q in queries:
                    t = time.perf_counter()
                    await recall.search("g:1", q, limit=5)
                    times.append(time.perf_counter() - t)
                times.sort()
                figures += [times[len(times) // 2], times[int(len(times) * 0.99)]]
        await db.close()
        size = _size(path)
        print(f"  {total:>9,} {figures[0] * 1000:>10.2f}ms {figures[1] * 1000:>6.2f}ms "
              f"{figures[2] * 1000:>9.2f}ms {figures[3] * 1000:>6.2f}ms "
              f"{ticker.worst * 1000:>10.1f}ms {elapsed / total * 1e6:>13.0f} "
              f"{size / total:>13.0f}")


def _size(path: Path) -> int:
    """The database file and its write-ahead log (a bench, not the bot: blocking is fine)."""
    wal = path.with_name(path.name + "-wal")
    return path.stat().st_size + (wal.stat().st_size if wal.exists() else 0)


async def index_cost(total: int, tmp: Path) -> None:
    """Storing the same messages with and without the index."""
    rng = random.Random(3)
    texts = [stamp("小明", 1000, rng.choice(FILLER) + f"，{rng.choice(CITIES)[0]}（{i}）")
             for i in range(total)]
    results = []
    for indexed in (False, True):
        path = tmp / f"cost{int(indexed)}.db"
        db = Database(path)
        await db.open()
        stores = open_stores(db)
        history = stores.history if indexed else SqliteHistoryStore(db)
        started = time.perf_counter()
        for i in range(0, total, 2):  # a turn at a time: question and answer
            await history.append("g:1", [
                Message({"role": "user", "content": texts[i]}, tokens=20, created_at=float(i)),
                Message({"role": "assistant", "content": texts[i + 1].split(": ", 1)[1]},
                        tokens=20, created_at=float(i + 1))])
        elapsed = time.perf_counter() - started
        await db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        await db.close()
        results.append((elapsed / total * 1e6, _size(path)))
    (plain_us, plain_bytes), (idx_us, idx_bytes) = results
    print(f"index cost ({total:,} messages stored a turn at a time):")
    print(f"  store time per message : {plain_us:.0f} µs without the index, {idx_us:.0f} µs "
          f"with it (+{idx_us - plain_us:.0f} µs)")
    print(f"  database size          : {plain_bytes / total:.0f} B/message without, "
          f"{idx_bytes / total:.0f} B/message with (+{(idx_bytes - plain_bytes) / total:.0f})")


@contextlib.asynccontextmanager
async def postgres_schema() -> AsyncIterator[str | None]:
    """A URL on a fresh schema of the bench server (dropped after), or None without one."""
    import asyncpg

    try:
        admin = await asyncpg.connect(POSTGRES_URL, timeout=5)
    except (OSError, asyncpg.PostgresError, TimeoutError) as exc:
        print(f"  (no PostgreSQL server at {POSTGRES_URL}: {type(exc).__name__}; skipped)")
        yield None
        return
    name = f"mnemo_bench_{os.getpid()}"
    await admin.execute(f'DROP SCHEMA IF EXISTS "{name}" CASCADE; CREATE SCHEMA "{name}"')
    parts = urlsplit(POSTGRES_URL)
    query = f"{parts.query}&search_path={name}" if parts.query else f"search_path={name}"
    try:
        yield urlunsplit(parts._replace(query=query))
    finally:
        await admin.execute(f'DROP SCHEMA IF EXISTS "{name}" CASCADE')
        await admin.close()


class Backend:
    """One backend's recall index on a fresh database, written as a history store does."""

    def __init__(self, name: str, db: Database | PostgresDatabase) -> None:
        self.name = name
        self.db = db
        self.index: RecallIndex = (PostgresRecallIndex(db) if isinstance(db, PostgresDatabase)
                                   else SqliteRecallIndex(db))
        self.next_id = 0

    async def write(self, work: Callable[[Any], Awaitable[None]]) -> None:
        if isinstance(self.db, PostgresDatabase):
            await self.db.run(work)
        else:
            async with self.db.transaction() as conn:
                await work(conn)

    async def add(self, messages: list[Message]) -> None:
        entries = list(enumerate(messages, self.next_id))
        self.next_id += len(messages)
        await self.write(lambda conn: self.index.add(conn, "g:1", entries))


@contextlib.asynccontextmanager
async def backends(tmp: Path, tag: str) -> AsyncIterator[list[Backend]]:
    """SQLite, and PostgreSQL when a server answers, each on an empty database."""
    async with postgres_schema() as url:
        sqlite = Database(tmp / f"pg-beside-{tag}.db")
        await sqlite.open()
        found = [Backend("SQLite", sqlite)]
        if url is not None:
            pg = PostgresDatabase(url)
            await pg.open()
            found.append(Backend("PostgreSQL", pg))
        try:
            yield found
        finally:
            for b in found:
                await b.db.close()


def percentiles(times: list[float]) -> tuple[float, float]:
    times = sorted(times)
    return times[len(times) // 2] * 1000, times[int(len(times) * 0.99)] * 1000


async def postgres_beside_sqlite(sizes: list[int], tmp: Path) -> None:
    print("PostgreSQL beside SQLite (the recall index alone; one conversation; 200 lexical "
          "searches each, first not counted):")
    print(f"  {'messages':>9} {'backend':<11} {'lexical p50':>12} {'p99':>8} "
          f"{'index µs/msg':>13}")
    for total in sizes:
        rng = random.Random(total)
        facts = planted(min(300, total // 10), rng)
        messages = conversation(facts, total, rng)
        queries = [f[c] for f in facts for c in ("keyword", "partial", "paraphrase")]
        rng.shuffle(queries)
        queries = queries[:200]
        async with backends(tmp, str(total)) as found:
            for b in found:
                started = time.perf_counter()
                for i in range(0, total, 500):
                    await b.add(messages[i:i + 500])
                write = (time.perf_counter() - started) / total
                if isinstance(b.db, PostgresDatabase):
                    await b.db.execute("ANALYZE")  # as autovacuum would have by now
                recall = Recall(b.index)
                await recall.search("g:1", queries[0], limit=5)
                times = []
                for q in queries:
                    t = time.perf_counter()
                    await recall.search("g:1", q, limit=5)
                    times.append(time.perf_counter() - t)
                p50, p99 = percentiles(times)
                print(f"  {total:>9,} {b.name:<11} {p50:>10.2f}ms {p99:>6.2f}ms "
                      f"{write * 1e6:>13.0f}")
    # What a live bot pays: a turn (question and answer) per transaction.
    turns = 1000
    rng = random.Random(11)
    texts = [rng.choice(FILLER) + f"，{rng.choice(CITIES)[0]}{rng.choice(ACTS)[0]}（{i}）"
             for i in range(2 * turns)]
    messages = [Message({"role": "user", "content": stamp("小明", 1000, t)}, tokens=20,
                        created_at=float(i)) for i, t in enumerate(texts)]
    async with backends(tmp, "turns") as found:
        rows = []
        for b in found:
            pg = isinstance(b.db, PostgresDatabase)
            await b.write(lambda conn: conn.execute(
                "CREATE TABLE bench_turn (payload TEXT NOT NULL)"))

            async def store(conn: Any, pair: list[Message], pg: bool = pg) -> None:
                # The history's own row writes, reduced to one insert of the payloads.
                payloads = [str(m.data["content"]) for m in pair]
                if pg:
                    await conn.execute("INSERT INTO bench_turn (payload) SELECT "
                                       "unnest($1::text[])", payloads)
                else:
                    await conn.executemany("INSERT INTO bench_turn (payload) VALUES (?)",
                                           [(x,) for x in payloads])

            async def indexed(conn: Any, pair: list[Message], b: Backend = b) -> None:
                await store(conn, pair)
                entries = list(enumerate(pair, b.next_id))
                b.next_id += len(pair)
                await b.index.add(conn, "g:1", entries)

            await b.add(messages[:200])  # warm
            figures = []
            for work in (store, indexed):
                started = time.perf_counter()
                for i in range(200, len(messages), 2):
                    await b.write(lambda conn, i=i, work=work: work(conn, messages[i:i + 2]))
                figures.append((time.perf_counter() - started) / (len(messages) - 200))
            rows.append((b.name, *figures))
    print(f"  index write cost, a turn (two messages) per transaction, {turns - 100:,} turns:")
    for name, plain, with_index in rows:
        print(f"    {name:<11} {plain * 1e6:>6.0f} µs/message without the index, "
              f"{with_index * 1e6:>6.0f} with it (+{(with_index - plain) * 1e6:.0f})")


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--facts", type=int, default=300)
    parser.add_argument("--messages", type=int, default=5000)
    parser.add_argument("--sizes", type=int, nargs="*", default=[1000, 10000, 100000])
    parser.add_argument("--only", choices=["sqlite", "postgres"],
                        help="sections 1-3 (SQLite) or section 4 (PostgreSQL beside SQLite)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        if args.only != "postgres":
            await evidence(args.facts, args.messages, Path(tmp))
            await latency(args.sizes, Path(tmp))
            await index_cost(4000, Path(tmp))
        if args.only != "sqlite":
            await postgres_beside_sqlite(args.sizes, Path(tmp))


if __name__ == "__main__":
    asyncio.run(main())
