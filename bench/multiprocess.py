"""Turns per second with one and with two engine processes on one PostgreSQL database,
and what the cross-process turn lock costs per turn.

A fake model provider (instant answers, real HTTP) runs in this process; each worker is
a separate Python process with its own `mnemo.Engine` on the same database, sending
turns to 20 group conversations (each conversation one turn at a time, the groups side
by side). With two processes the same number of turns is split between them, either on
the same conversations (they contend for every lock and reload each other's turns) or
each on its own (several QQ accounts on one database).
The lock's cost is measured two ways: a lock round trip alone (take, read the version,
release) and one process's turns with the advisory lock against the same with the
in-process lock only (which would be unsafe with two processes).
A last run puts 100 groups on two processes at once (`--lock-connections` each, 16 by
default so that both fit a server's default 100 connections beside other clients): how
many turns had to wait for a lock connection (the bot logs it when it happens) and how
many found their conversation held by the other process (they wait without one).

    python bench/multiprocess.py
    python bench/multiprocess.py --turns 1000 --postgres postgresql://postgres@127.0.0.1/test
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import asyncpg  # noqa: E402

from mnemo import Config, Engine, Incoming, Reply  # noqa: E402 - after the sys.path fix
from mnemo.store import PostgresDatabase  # noqa: E402
from mnemo.store.turnlock import DEFAULT_CONNECTIONS, AdvisoryTurnLock, LocalTurnLock  # noqa: E402
from tests.fakes.provider import FakeProvider  # noqa: E402

GROUPS = 20
MANY_GROUPS = 100


async def worker(url: str, provider: str, turns: int, offset: int, lock: str,
                 first_group: int, groups: int, connections: int) -> None:
    config = Config(aichat_database_url=url, aichat_base_url=provider, aichat_api_key="k",
                    aichat_model="fake-model", aichat_max_attempts=1,
                    aichat_postgres_turn_connections=connections)
    with tempfile.TemporaryDirectory() as tmp:
        async with Engine(config, tmp) as engine:
            # The shared database's coordination holds the turn lock (a bench may reach in).
            coordination: Any = engine._coordination
            if lock == "local":
                coordination.turns = LocalTurnLock()
            failed = 0

            async def send(reply: Reply) -> None:
                nonlocal failed
                failed += not reply.ok

            async def group(g: int, n: int) -> None:
                for i in range(n):
                    await engine.handle(
                        Incoming.text(f"g:{first_group + g}", f"第 {offset + i} 句"), send)

            per_group = [turns // groups + (g < turns % groups) for g in range(groups)]
            print("ready", flush=True)
            sys.stdin.readline()  # the go signal: both workers start together
            start = time.perf_counter()
            await asyncio.gather(*(group(g, n) for g, n in enumerate(per_group)))
            elapsed = time.perf_counter() - start
            turn_lock = coordination.turns
            queued = getattr(turn_lock, "queued", 0)
            contended = getattr(turn_lock, "contended", 0)
    print(json.dumps({"turns": turns, "seconds": elapsed, "failed": failed, "queued": queued,
                      "contended": contended}), flush=True)


async def run_workers(url: str, provider: str, splits: list[int], lock: str,
                      shared: bool = True, groups: int = GROUPS,
                      connections: int = DEFAULT_CONNECTIONS) -> tuple[float, int, int]:
    """Turns per second of `len(splits)` worker processes started together, on the same
    conversations (`shared`) or each on its own (as several QQ accounts would be); and
    the turns that waited for a lock connection and that found their conversation held
    by another process, summed over the workers."""
    procs = [await asyncio.create_subprocess_exec(
        sys.executable, __file__, "--worker", url, provider, str(n), str(k * 100_000), lock,
        str(1000 if shared else 1000 + 1000 * k), str(groups), str(connections),
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, cwd=str(ROOT))
        for k, n in enumerate(splits)]
    for p in procs:
        assert p.stdout is not None
        line = await p.stdout.readline()
        if line.strip() != b"ready":
            raise RuntimeError(f"worker did not start: {line!r}")
    start = time.perf_counter()
    for p in procs:
        assert p.stdin is not None
        p.stdin.write(b"go\n")
        await p.stdin.drain()
    results = []
    for p in procs:
        out, _ = await p.communicate()
        results.append(json.loads(out.decode().strip().splitlines()[-1]))
    wall = time.perf_counter() - start
    failed = sum(r["failed"] for r in results)
    if failed:
        print(f"  ({failed} turns failed)")
    return (sum(splits) / wall, sum(r["queued"] for r in results),
            sum(r["contended"] for r in results))


async def fresh(admin: asyncpg.Connection, server: str) -> tuple[str, str]:
    name = "bench_" + uuid.uuid4().hex[:10]
    await admin.execute(f'CREATE DATABASE "{name}"')
    return name, server.rsplit("/", 1)[0] + "/" + name


async def lock_round_trip(url: str, n: int) -> list[float]:
    db = PostgresDatabase(url)
    await db.open()
    lock = AdvisoryTurnLock(db)
    times = []
    try:
        for i in range(n):
            start = time.perf_counter()
            lease = await lock.acquire(f"g:{i % GROUPS}")
            await lease.release()
            times.append(time.perf_counter() - start)
    finally:
        await lock.close()
        await db.close()
    return times


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--turns", type=int, default=600)
    parser.add_argument("--many-turns", type=int, default=1000,
                        help="turns of the 100-group run")
    parser.add_argument("--lock-connections", type=int, default=16,
                        help="AICHAT_POSTGRES_TURN_CONNECTIONS of the 100-group run")
    parser.add_argument("--postgres", default="postgresql://postgres@127.0.0.1:5432/test",
                        help="a server where databases may be created and dropped")
    args = parser.parse_args()
    try:
        admin = await asyncpg.connect(args.postgres, timeout=5)
    except (OSError, asyncpg.PostgresError, TimeoutError) as exc:
        print(f"skipped: no PostgreSQL server at {args.postgres} ({type(exc).__name__}: {exc})")
        return
    results: dict[str, float] = {}
    async with FakeProvider(api_key="k") as provider:
        halves = [args.turns // 2, args.turns - args.turns // 2]
        runs: list[tuple[str, list[int], str, bool]] = [
            ("one process, advisory lock", [args.turns], "advisory", True),
            ("two processes, same conversations", halves, "advisory", True),
            ("two processes, own conversations", halves, "advisory", False),
            ("one process, in-process lock only", [args.turns], "local", True),
        ]
        for name, splits, lock, shared in runs:
            db_name, url = await fresh(admin, args.postgres)
            try:
                results[name], _, _ = await run_workers(url, provider.base_url, splits, lock,
                                                        shared)
            finally:
                await admin.execute(f'DROP DATABASE "{db_name}" WITH (FORCE)')
            print(f"{name:<36} {results[name]:>8.1f} turns/s")
        many = [args.many_turns // 2, args.many_turns - args.many_turns // 2]
        for connections in (args.lock_connections,):
            db_name, url = await fresh(admin, args.postgres)
            try:
                rate, queued, contended = await run_workers(
                    url, provider.base_url, many, "advisory", True, MANY_GROUPS, connections)
            finally:
                await admin.execute(f'DROP DATABASE "{db_name}" WITH (FORCE)')
            print(f"two processes, {MANY_GROUPS} groups, {connections:>3} lock connections "
                  f"{rate:>8.1f} turns/s; {queued} of {args.many_turns} turns waited for a "
                  f"lock connection, {contended} found their group held by the other process")
        db_name, url = await fresh(admin, args.postgres)
        try:
            trip = await lock_round_trip(url, 500)
        finally:
            await admin.execute(f'DROP DATABASE "{db_name}" WITH (FORCE)')
    await admin.close()
    one = results["one process, advisory lock"]
    same = results["two processes, same conversations"]
    own = results["two processes, own conversations"]
    local = results["one process, in-process lock only"]
    print(f"two processes / one: {same / one:.2f}x on the same {GROUPS} conversations (each "
          f"turn reloads the other's), {own / one:.2f}x on their own; {args.turns} turns, the "
          "provider and the server on the same cores")
    print(f"lock cost per turn: {(1 / one - 1 / local) * 1e3:.2f} ms of turn time "
          f"(advisory vs in-process lock, one process); a lock round trip alone "
          f"{statistics.median(trip) * 1e3:.2f} ms median, "
          f"p90 {statistics.quantiles(trip, n=10)[-1] * 1e3:.2f} ms")


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--worker":
        url, provider, turns, offset, lock, first, groups, connections = sys.argv[2:10]
        asyncio.run(worker(url, provider, int(turns), int(offset), lock, int(first),
                           int(groups), int(connections)))
    else:
        asyncio.run(main())
