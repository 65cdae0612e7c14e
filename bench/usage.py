"""What usage accounting adds to a turn's store write, measured in-process.

A turn's history append (one 2-message transaction, as the writer commits it) is timed
with and without the turn's usage riding along: one call recorded through the `Ledger`
(its record built, priced, counted for the quotas) and inserted inside the same
transaction. The two kinds alternate on one real SQLite file per store, so machine
noise hits both alike. Printed per store: median and p90 of each, the difference of the
medians and the ratio, and the transactions each kind cost (the same: no commit of its
own), plus the time `Ledger.record` itself takes.

    python bench/usage.py
    python bench/usage.py --turns 2000
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from mnemo.client import Usage  # noqa: E402 - after the sys.path fix above
from mnemo.message import Message  # noqa: E402
from mnemo.quota import Limits, Quotas  # noqa: E402
from mnemo.store import Database, KVStore  # noqa: E402
from mnemo.store.kv import KVHistoryStore, KVUsageStore  # noqa: E402
from mnemo.store.sql import SqlHistoryStore, SqlUsageStore  # noqa: E402
from mnemo.usage import Ledger, attributed  # noqa: E402

SESSION = "g:123456789"
WARMUP = 20
USAGE = Usage(prompt_tokens=5200, completion_tokens=180, total_tokens=5380, cached_tokens=4800)


def turn(i: int) -> list[Message]:
    at = 1_700_000_000.0 + i
    return [Message({"role": "user", "content": f"[2026-11-30 14:03] 小明(123456): 问题 {i}"},
                    tokens=30, created_at=at),
            Message({"role": "assistant", "content": "回答" * 80}, tokens=160, created_at=at)]


async def measure(name: str, history_of: Callable[[Database], Any],
                  usage_of: Callable[[Database], Any], turns: int, tmp: Path) -> None:
    db = Database(tmp / f"{name}.db")
    await db.open()
    history = history_of(db)
    ledger = Ledger(usage_of(db), Quotas(KVStore(db), time.time), time.time)
    ledger.prices = {"deepseek-chat": {"input": 2.0, "cached_input": 0.2, "output": 3.0}}
    ledger.quotas.group = Limits(10**12, 2 * 10**12)
    transactions = {True: 0, False: 0}
    original = db.transaction
    riding = False

    def counting() -> Any:
        transactions[riding] += 1
        return original()

    db.transaction = counting  # type: ignore[method-assign]
    times: dict[bool, list[float]] = {True: [], False: []}
    try:
        for i in range(WARMUP + turns):
            for riding in (i % 2 == 0, i % 2 == 1):
                start = time.perf_counter()
                if riding:
                    with attributed(SESSION, "123456"):
                        ledger.record("chat", "deepseek-chat", USAGE)
                await history.append(SESSION, turn(i))
                elapsed = time.perf_counter() - start
                if i >= WARMUP:
                    times[riding].append(elapsed)
        await ledger.flush()
        recorded = (await ledger.totals(1)).calls
    finally:
        await db.close()
    with_ms = [t * 1000 for t in times[True]]
    without_ms = [t * 1000 for t in times[False]]
    med_with, med_without = statistics.median(with_ms), statistics.median(without_ms)
    p90 = [statistics.quantiles(x, n=10)[-1] for x in (with_ms, without_ms)]
    print(f"{name:>4}: append alone p50 {med_without:.3f} ms (p90 {p90[1]:.3f}); with usage "
          f"p50 {med_with:.3f} ms (p90 {p90[0]:.3f}); +{(med_with - med_without) * 1000:.0f} µs, "
          f"ratio {med_with / med_without:.2f}; transactions {transactions[False]} vs "
          f"{transactions[True]}; {recorded} calls recorded")


def record_cost(n: int = 20000) -> float:
    """µs per `Ledger.record` (the in-memory part, with a price and quotas on)."""

    class Discard:
        def add(self, record: Any) -> None:
            pass

    ledger = Ledger(Discard(), Quotas(None, time.time), time.time)  # type: ignore[arg-type]
    ledger.prices = {"deepseek-chat": {"input": 2.0, "cached_input": 0.2, "output": 3.0}}
    ledger.quotas.group = Limits(10**12, 2 * 10**12)
    with attributed(SESSION, "123456"):
        start = time.perf_counter()
        for _ in range(n):
            ledger.record("chat", "deepseek-chat", USAGE)
        return (time.perf_counter() - start) / n * 1e6


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=1000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        await measure("sql", SqlHistoryStore, SqlUsageStore, args.turns, Path(tmp))
        await measure("kv", KVHistoryStore, KVUsageStore, args.turns, Path(tmp))
    print(f"Ledger.record alone: {record_cost():.1f} µs per call")


if __name__ == "__main__":
    asyncio.run(main())
