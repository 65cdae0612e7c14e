"""What one turn costs inside the engine, step by step, without the bot framework.

Runs `mnemo.Engine` in this process (a temp SQLite file, uvloop), against the overhead
bench's fake provider in its own process (answering at once), and plays a group
conversation: `--history` turns first, then `--turns` measured ones, one at a time, each
an @-message followed by `--chatter` unaddressed ones. Prints the process CPU per
@-turn and per unaddressed message (this process: the event loop and the SQLite thread),
the store round trips per turn, and, from cProfile over the measured turns, the
cumulative CPU of each step of a turn (the functions named in STEPS), per turn.

cProfile slows what it measures (every call pays); the per-step figures are for
comparing steps with each other and one version with another, the CPU per turn is
measured on its own pass without the profiler.

    python bench/turn_cost.py                     # 200 turns after 200
    python bench/turn_cost.py --turns 100 --history 0 --top 40
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import os
import pstats
import resource
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import mnemo  # noqa: E402
from bench.overhead import API_KEY, QUESTIONS, ProviderProcess  # noqa: E402

GROUP = 4242
CHATTER = "今天天气不错，下午一起去吃饭吗"

# (label, a function of the turn path, as pstats names it: file suffix, function name)
STEPS = (
    ("whole turn (Turns._reply)", "mnemo/turn.py", "_reply"),
    ("recall block and memory hints (Turns._extra)", "mnemo/turn.py", "_extra"),
    ("  recall block", "mnemo/recall/block.py", "turn_block"),
    ("  memory hints", "mnemo/memory/hints.py", "memory_hints"),
    ("topic split check", "mnemo/turn.py", "_new_topic"),
    ("agent turn (Agent.run_turn)", "mnemo/agent.py", "run_turn"),
    ("  model call (ChatClient.complete)", "mnemo/client.py", "complete"),
    ("  request body (ContextWindow.encoded_request)", "mnemo/window.py", "encoded_request"),
    ("  token counts (count_message)", "mnemo/tokens.py", "count_message"),
    ("store: the turn's transaction (HistoryWriter._apply)", "mnemo/store/writer.py",
     "_apply"),
    ("  recall index write", "mnemo/store/sql/recall.py", "add"),
    ("usage ledger flush", "mnemo/usage.py", "flush"),
    ("quota check", "mnemo/quota.py", "check"),
    ("background summary check (Agent.precompact)", "mnemo/agent.py", "precompact"),
    ("reply handed out (Turns._send)", "mnemo/turn.py", "_send"),
    ("unaddressed message (Turns._note_unaddressed)", "mnemo/turn.py", "_note_unaddressed"),
)


# Per measured turn: wall seconds, and the garbage collections (generation, seconds)
# that ran during it.
TURNS: list[tuple[float, list[tuple[int, float]]]] = []
_GC: list[tuple[int, float]] = []
_GC_START = [0.0]


def _gc_watch(phase: str, info: dict[str, Any]) -> None:
    if phase == "start":
        _GC_START[0] = time.perf_counter()
    else:
        _GC.append((int(info["generation"]), time.perf_counter() - _GC_START[0]))


async def play(engine: mnemo.Engine, turns: int, chatter: int, start: int, *,
               chatter_only: int = 0, record: bool = False) -> None:
    done = asyncio.Event()

    async def send(reply: mnemo.Reply) -> None:
        done.set()

    async def ignore(reply: mnemo.Reply) -> None:
        return None

    key = mnemo.ConversationKey.group(GROUP)
    for _ in range(chatter_only):
        await engine.handle(mnemo.Incoming(key, mnemo.Speaker("3001"), [CHATTER],
                                           addressed=False), ignore)
    for i in range(start, start + turns):
        done.clear()
        incoming = mnemo.Incoming(key, mnemo.Speaker(str(2001 + i % 5), f"群友{i % 5}"),
                                  [QUESTIONS[i % len(QUESTIONS)]], addressed=True)
        _GC.clear()
        began = time.perf_counter()
        await engine.handle(incoming, send)
        await done.wait()
        if record:
            TURNS.append((time.perf_counter() - began, list(_GC)))
            if os.environ.get("TURN_COST_TRACE") and TURNS[-1][0] > 0.03:
                print(f"slow turn #{i}: {TURNS[-1][0] * 1000:.1f} ms", file=sys.stderr)
        for _ in range(chatter):
            await engine.handle(mnemo.Incoming(key, mnemo.Speaker("3001"), [CHATTER],
                                               addressed=False), ignore)


async def main(a: argparse.Namespace) -> None:
    provider = ProviderProcess()
    await provider.start()
    data = Path(tempfile.mkdtemp(prefix="mnemo-turn-cost-"))
    config = mnemo.Config(aichat_base_url=provider.base_url, aichat_api_key=API_KEY,
                          aichat_model="fake-model", aichat_recall=not a.no_recall,
                          aichat_session_no_mention_clear=10_000,
                          **({"aichat_embedding_base_url": provider.base_url,
                              "aichat_embedding_api_key": API_KEY,
                              "aichat_embedding_model": "bench-embed"} if a.embeddings
                             else {}))
    gc.callbacks.append(_gc_watch)
    try:
        async with mnemo.Engine(config, data) as engine:
            await play(engine, a.history, 0, 0)
            # Once without the profiler: the CPU of the process per turn.
            usage0 = resource.getrusage(resource.RUSAGE_SELF)
            cpu0, wall0, loop0 = time.process_time(), time.perf_counter(), time.thread_time()
            await play(engine, a.turns, 0, a.history, record=True)
            cpu1, wall1, loop1 = time.process_time(), time.perf_counter(), time.thread_time()
            usage1 = resource.getrusage(resource.RUSAGE_SELF)
            await play(engine, 0, 0, 0, chatter_only=a.turns * a.chatter)
            cpu2 = time.process_time()
            per_turn = (cpu1 - cpu0) / a.turns
            wall = (wall1 - wall0) / a.turns
            per_chatter = (cpu2 - cpu1) / max(1, a.turns * a.chatter)
            print(f"CPU per @-turn {per_turn * 1000:.2f} ms (wall {wall * 1000:.2f} ms with the "
                  f"provider), per unaddressed message {per_chatter * 1000:.3f} ms "
                  f"({a.history} turns of history first, recall "
                  f"{'off' if a.no_recall else 'on'})")
            user = (usage1.ru_utime - usage0.ru_utime) / a.turns * 1000
            system = (usage1.ru_stime - usage0.ru_stime) / a.turns * 1000
            switches = (usage1.ru_nvcsw - usage0.ru_nvcsw) / a.turns
            walls = sorted(t for t, _ in TURNS)
            slow = sorted(TURNS, key=lambda t: -t[0])[:max(1, len(TURNS) // 100)]
            print(f"  turn wall time (with the provider) p50 {walls[len(walls) // 2] * 1000:.2f}"
                  f" ms, p99 {walls[int(len(walls) * 0.99)] * 1000:.2f} ms, max "
                  f"{walls[-1] * 1000:.2f} ms; the slowest 1%: " + "; ".join(
                      f"{t * 1000:.1f} ms" + (" (GC " + ", ".join(
                          f"gen{g} {d * 1000:.1f} ms" for g, d in gcs) + ")" if gcs else "")
                      for t, gcs in slow))
            print(f"  of which the event loop's thread {(loop1 - loop0) / a.turns * 1000:.2f} ms; "
                  f"user {user:.2f} ms, kernel {system:.2f} ms; "
                  f"{switches:.1f} voluntary context switches per turn")
            # The loop thread's own CPU: a suspended coroutine is not charged for the wait.
            if a.no_profile:
                return
            profile = cProfile.Profile(time.thread_time)
            profile.enable()
            await play(engine, a.turns, a.chatter, a.history + 2 * a.turns)
            profile.disable()
    finally:
        await provider.stop()
    if a.no_profile:
        return
    stats = pstats.Stats(profile)
    table: dict[tuple[str, str], tuple[int, float]] = {}
    raw: Any = stats.stats  # type: ignore[attr-defined]
    for (file, _line, func), (_cc, calls, _tt, ct, _callers) in raw.items():
        for _label, suffix, name in STEPS:
            if func == name and file.endswith(suffix):
                old = table.get((suffix, name), (0, 0.0))
                table[(suffix, name)] = (old[0] + calls, old[1] + ct)
    total = table.get(("mnemo/turn.py", "_reply"), (1, 1.0))[1]
    calls = stats.total_calls / a.turns  # type: ignore[attr-defined]
    print(f"\nPython function calls per turn (its unaddressed messages included): {calls:.0f}"
          " (a measure the machine's load does not move)")
    print(f"under cProfile, {a.turns} turns (+{a.turns * a.chatter} unaddressed): cumulative "
          "CPU per turn, and the share of the whole turn")
    for label, suffix, name in STEPS:
        calls, ct = table.get((suffix, name), (0, 0.0))
        print(f"  {label:<58} {ct / a.turns * 1000:7.3f} ms  {ct / total:6.1%}"
              f"  ({calls / a.turns:.1f} calls)")
    if a.callees:
        stats.sort_stats("cumulative").print_callees(a.callees)
    if a.callers:
        stats.sort_stats("cumulative").print_callers(a.callers)
    if a.top:
        print()
        stats.sort_stats(a.sort).print_stats(a.top)


if __name__ == "__main__":
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--turns", type=int, default=200)
    p.add_argument("--history", type=int, default=200)
    p.add_argument("--chatter", type=int, default=2, help="unaddressed messages per turn")
    p.add_argument("--no-recall", action="store_true")
    p.add_argument("--embeddings", action="store_true",
                   help="embeddings on (the fake provider answers them at once)")
    p.add_argument("--sort", default="cumulative", help="cProfile's order: cumulative, tottime")
    p.add_argument("--callees", help="also print what functions matching this call")
    p.add_argument("--callers", help="also print what calls the functions matching this")
    p.add_argument("--no-profile", action="store_true", help="the CPU figures only")
    p.add_argument("--top", type=int, default=0, help="also print cProfile's top N")
    args = p.parse_args()
    import uvloop

    uvloop.run(main(args))
