"""The recall index on PostgreSQL beside SQLite, in the same run.

For each size (1,000, 10,000 and 100,000 messages in one conversation, the facts and
questions of bench/recall.py): lexical query p50/p99 on both backends (the same
conversation and questions), and the index's write cost per message, in batches of 500
and a turn (two messages) per transaction. The server is MNEMO_BENCH_POSTGRES_URL
(default: 127.0.0.1:5432, database `test`); the bench works in a schema of its own and
drops it. Skipped, and said so, when no server answers.

    python bench/recall_postgres.py
    python bench/recall_postgres.py --sizes 1000 10000
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
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
for path in (ROOT, ROOT / "bench"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

from recall import ACTS, CITIES, FILLER, conversation, planted, stamp  # noqa: E402

from mnemo.message import Message  # noqa: E402
from mnemo.recall.search import Recall  # noqa: E402
from mnemo.store import (  # noqa: E402
    Database,
    PostgresDatabase,
    RecallIndex,
    StoreDatabase,
    open_stores,
)

POSTGRES_URL = os.environ.get("MNEMO_BENCH_POSTGRES_URL",
                              "postgresql://postgres@127.0.0.1:5432/test")


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

    def __init__(self, name: str, db: StoreDatabase) -> None:
        self.name = name
        self.db = db
        self.index: RecallIndex = open_stores(db).recall
        self.rows = db.rows()
        self.next_id = 0

    async def write(self, work: Callable[[Any], Awaitable[None]]) -> None:
        """`work` on the driver's connection in one transaction, as the history's is."""
        await self.rows.write(lambda conn: work(conn.raw))

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
                if b.db.dialect == "postgres":
                    await b.rows.fetch("ANALYZE")  # as autovacuum would have by now
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
            pg = b.db.dialect == "postgres"
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
    parser.add_argument("--sizes", type=int, nargs="*", default=[1000, 10000, 100000])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        await postgres_beside_sqlite(args.sizes, Path(tmp))


if __name__ == "__main__":
    asyncio.run(main())
