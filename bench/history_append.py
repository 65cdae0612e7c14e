"""Latency of appending one turn to a short and to a long history (SPEC section 4).

For each store, two databases are prepared, one holding 10 and one holding 10,000
messages of one session (real SQLite files in a temp dir; for PostgreSQL two schemas on
the server, dropped afterwards); then one 2-message turn is appended to each,
alternately (so that machine noise hits both sides alike), 200 times. Printed: median
and p90 per side and the ratio of the medians. The SQL and PostgreSQL stores' ratios
should be about 1 (target <= 1.3); the KV store rewrites the whole list and is there for
contrast. Without a PostgreSQL server its line says why it is missing.

    python bench/history_append.py
    python bench/history_append.py --appends 500 --large 20000
    python bench/history_append.py --postgres postgresql://postgres@127.0.0.1:5432/test
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Callable
from contextlib import AsyncExitStack, asynccontextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import asyncpg  # noqa: E402

from mnemo.message import Message  # noqa: E402
from mnemo.store import Database, PostgresDatabase, StoreDatabase  # noqa: E402 - sys.path
from mnemo.store.kv import KVHistoryStore  # noqa: E402
from mnemo.store.sql import SqlHistoryStore  # noqa: E402

SESSION = "g:123456789"
WARMUP = 10

# Sizes typical of a group chat turn: a speaker-tagged question, a longer answer.
USER_TEXT = (
    "[2026-11-30 14:03] 小明(123456): 这周末去爬山的话需要准备哪些装备？天气预报说可能有雨。"
)
REPLY_TEXT = (
    "周末爬山如果可能下雨，建议准备：防水冲锋衣和防水登山鞋、速干衣裤、登山杖、头灯、"
    "足够的饮用水和高热量零食、急救包，以及手机防水袋。出发前再确认一次天气，雨大就改期。"
) * 2


def turn(i: int) -> list[Message]:
    at = 1_700_000_000.0 + i
    return [
        Message({"role": "user", "content": f"{USER_TEXT} #{i}"}, tokens=48, created_at=at),
        Message({"role": "assistant", "content": REPLY_TEXT}, tokens=160, created_at=at + 1),
    ]


def history(n: int) -> list[Message]:
    return [m for i in range(n // 2) for m in turn(i)]


Opener = Callable[[str], Any]  # side name -> async context manager of an open database


def sqlite_opener(tmp: Path, name: str) -> Opener:
    @asynccontextmanager
    async def open_side(side: str) -> AsyncIterator[StoreDatabase]:
        db = Database(tmp / f"{name}-{side}.db")
        await db.open()
        try:
            yield db
        finally:
            await db.close()

    return open_side


def postgres_opener(url: str) -> Opener:
    @asynccontextmanager
    async def open_side(side: str) -> AsyncIterator[StoreDatabase]:
        schema = f"bench_{side}_{uuid.uuid4().hex[:8]}"
        admin = await asyncpg.connect(url)
        await admin.execute(f'CREATE SCHEMA "{schema}"')
        sep = "&" if "?" in url else "?"
        db = PostgresDatabase(f"{url}{sep}search_path={schema}")
        try:
            await db.open()
            yield db
        finally:
            await db.close()
            await admin.execute(f'DROP SCHEMA "{schema}" CASCADE')
            await admin.close()

    return open_side


async def open_store(stack: AsyncExitStack, opener: Opener, make: Callable[[Any], Any],
                     side: str, size: int) -> Any:
    db = await stack.enter_async_context(opener(side))
    store = make(db)
    await store.append(SESSION, history(size))
    return store


async def timed_append(store: Any, i: int) -> float:
    messages = turn(1_000_000 + i)
    start = time.perf_counter()
    await store.append(SESSION, messages)
    return time.perf_counter() - start


async def measure(name: str, opener: Opener, make: Callable[[Any], Any], small: int,
                  large: int, appends: int) -> float:
    async with AsyncExitStack() as stack:
        store_s = await open_store(stack, opener, make, "small", small)
        store_l = await open_store(stack, opener, make, "large", large)
        for i in range(WARMUP):
            await timed_append(store_s, i)
            await timed_append(store_l, i)
        t_small: list[float] = []
        t_large: list[float] = []
        for i in range(WARMUP, WARMUP + appends):
            # Which side goes first alternates too, so neither always follows the other.
            if i % 2:
                t_small.append(await timed_append(store_s, i))
                t_large.append(await timed_append(store_l, i))
            else:
                t_large.append(await timed_append(store_l, i))
                t_small.append(await timed_append(store_s, i))
    med_s, med_l = statistics.median(t_small), statistics.median(t_large)
    p90_s = statistics.quantiles(t_small, n=10)[-1]
    p90_l = statistics.quantiles(t_large, n=10)[-1]
    print(
        f"{name:<8} {med_s * 1e3:>10.3f} {p90_s * 1e3:>9.3f} "
        f"{med_l * 1e3:>12.3f} {p90_l * 1e3:>9.3f} {med_l / med_s:>8.2f}"
    )
    return med_l


async def postgres_reason(url: str) -> str | None:
    """Why PostgreSQL cannot be measured, or None when it can."""
    try:
        conn = await asyncpg.connect(url, timeout=5)
    except (OSError, asyncpg.PostgresError, TimeoutError) as exc:
        return f"{type(exc).__name__}: {exc}"
    await conn.close()
    return None


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--appends", type=int, default=200)
    parser.add_argument("--small", type=int, default=10)
    parser.add_argument("--large", type=int, default=10_000)
    parser.add_argument("--postgres", default="postgresql://postgres@127.0.0.1:5432/test",
                        help="a server where schemas may be created and dropped")
    args = parser.parse_args()
    print(
        f"append of one 2-message turn, {args.appends} appends; latency in ms\n"
        f"{'':<8} {f'median@{args.small}':>10} {'p90':>9} "
        f"{f'median@{args.large}':>12} {'p90':>9} {'ratio':>8}"
    )
    sizes = (args.small, args.large, args.appends)
    with tempfile.TemporaryDirectory() as tmp:
        sql = await measure("sql", sqlite_opener(Path(tmp), "sql"), SqlHistoryStore, *sizes)
        await measure("kv", sqlite_opener(Path(tmp), "kv"), KVHistoryStore, *sizes)
    reason = await postgres_reason(args.postgres)
    if reason is not None:
        print(f"postgres skipped: no server at {args.postgres} ({reason})")
        return
    pg = await measure("postgres", postgres_opener(args.postgres), SqlHistoryStore, *sizes)
    print(f"postgres vs sql at {args.large} messages: {pg / sql:.2f}x (a round trip to a "
          "server against a file in this process)")


if __name__ == "__main__":
    asyncio.run(main())
