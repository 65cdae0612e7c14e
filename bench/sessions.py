"""Bounded memory under many sessions: peak RSS with 10,000 sessions vs 128.

Each configuration runs in a fresh child process, so that its peak RSS is its own. A
child drives N distinct sessions through the engine's front door (`mnemo.Engine`, with
its session cap, default 128), every turn through the in-process fake provider over HTTP
and a real SQLite file in a temporary directory, with the janitor sweeping every few
messages.

With the cap working, memory depends on the resident sessions, not on how many sessions
ever spoke: the ratio of the two peaks should be near 1. A third run with the cap off
(0), on fewer sessions to save time, shows what nothing being evicted costs per session,
proving the bench can see a leak at all.

    python bench/sessions.py                 # all three runs, then the table
    python bench/sessions.py --turns 2       # fewer turns per session, if time is short
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# A user message of a realistic size: long enough that sessions kept alive by mistake
# show up in RSS, short enough to keep the run quick.
FILLER = "今天的会议讨论了下个季度的计划，大家对预算和人手有不少意见。" * 6


def _status_kb(field: str) -> int:
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        pass
    # Not Linux: ru_maxrss is the peak (KB on Linux, bytes on macOS; only used as fallback).
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak // 1024 if sys.platform == "darwin" else peak


def _db_bytes(directory: Path) -> int:
    return sum(p.stat().st_size for p in directory.glob("mnemo.db*"))


# --------------------------------------------------------------------------- the child


async def drive(
    sessions: int, turns: int, cap: int, concurrency: int, sweep_every: int, clear_fake_cache: bool
) -> dict[str, Any]:
    import logging

    import mnemo
    from tests.fakes.provider import FakeProvider
    from tests.fakes.provider import count_text as fake_count_text

    logging.basicConfig(level=logging.WARNING)

    with tempfile.TemporaryDirectory(prefix="mnemo-bench-") as tmp:
        async with FakeProvider() as provider:
            config = mnemo.Config(aichat_base_url=provider.base_url, aichat_api_key="test-key",
                                  aichat_model="fake-model", aichat_session_max_sessions=cap,
                                  aichat_system_prompt="你是群聊里的助手，回答简洁。")
            engine = mnemo.Engine(config, tmp)
            await engine.open()
            stats = {
                "messages": 0,
                "evicted": 0,
                "sweeps": 0,
                "max_resident": 0,
                "peak_rss_sampled_kb": 0,
                "failed": 0,
            }
            curve: list[int] = []
            sweep_due = asyncio.Event()
            finished = False

            async def janitor() -> None:
                while True:
                    await sweep_due.wait()
                    sweep_due.clear()
                    if finished:
                        return
                    resident = len(engine.sessions())
                    stats["max_resident"] = max(stats["max_resident"], resident)
                    await engine.sweep()
                    stats["evicted"] += resident - len(engine.sessions())
                    stats["sweeps"] += 1
                    # The fake provider keeps every request it accepted, and caches the
                    # token counts of up to 16,384 texts: test aids that grow with the
                    # traffic (about 20 MiB here) and would be mistaken for the bot's.
                    provider.requests.clear()
                    if clear_fake_cache:
                        fake_count_text.cache_clear()
                    rss = _status_kb("VmRSS")
                    stats["peak_rss_sampled_kb"] = max(stats["peak_rss_sampled_kb"], rss)
                    # RSS at each tenth of the traffic: a plateau is bounded, a slope leaks.
                    tenth = stats["messages"] * 10 // (sessions * turns)
                    if tenth > len(curve):
                        curve.append(rss)

            async def send(reply: mnemo.Reply) -> None:
                if not reply.ok:
                    stats["failed"] += 1

            async def chat(key: str, text: str) -> None:
                await engine.handle(mnemo.Incoming.text(key, text), send)
                stats["messages"] += 1
                if stats["messages"] % sweep_every == 0:
                    sweep_due.set()

            next_session = iter(range(sessions))

            async def worker() -> None:
                # One conversation at a time per worker: a session's turns follow each
                # other as a user's would, while other workers' sessions come and go.
                for i in next_session:
                    key = f"g:{100000 + i}"
                    for turn in range(turns):
                        await chat(key, f"[用户{i}] 第{turn}轮：{FILLER}")

            started = time.perf_counter()
            janitor_task = asyncio.ensure_future(janitor())
            await asyncio.gather(*(worker() for _ in range(concurrency)))
            elapsed = time.perf_counter() - started
            finished = True
            sweep_due.set()
            await janitor_task
            stats["resident_at_end"] = len(engine.sessions())
            await engine.close()
            db_bytes = _db_bytes(Path(tmp))
            stats["rejections"] = len(provider.rejections)
    return {
        "sessions": sessions,
        "turns": turns,
        "cap": cap,
        "elapsed_s": round(elapsed, 1),
        "vm_hwm_kb": _status_kb("VmHWM"),
        "db_bytes": db_bytes,
        "rss_curve_kb": curve,
        **stats,
    }


# --------------------------------------------------------------------------- the parent


def start_child(sessions: int, cap: int, args: argparse.Namespace) -> subprocess.Popen[str]:
    cmd = [
        sys.executable,
        str(Path(__file__).resolve()),
        "--child",
        "--sessions",
        str(sessions),
        "--turns",
        str(args.turns),
        "--cap",
        str(cap),
        "--concurrency",
        str(args.concurrency),
        "--sweep-every",
        str(args.sweep_every),
    ]
    if args.keep_fake_cache:
        cmd.append("--keep-fake-cache")
    return subprocess.Popen(
        cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT
    )


def finish_child(child: subprocess.Popen[str]) -> dict[str, Any]:
    out, err = child.communicate()
    if child.returncode != 0:
        sys.stderr.write(err)
        raise SystemExit(f"bench child failed: {' '.join(map(str, child.args))}")
    return json.loads(out.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--sessions", type=int, default=10_000)
    parser.add_argument(
        "--baseline",
        type=int,
        default=128,
        help="sessions in the comparison run (default: the cap, 128)",
    )
    parser.add_argument("--turns", type=int, default=3, help="turns per session")
    parser.add_argument("--cap", type=int, default=128, help="max_sessions (0 = off)")
    parser.add_argument(
        "--concurrency", type=int, default=32, help="sessions talking at the same time"
    )
    parser.add_argument(
        "--sweep-every", type=int, default=64, help="messages between janitor sweeps"
    )
    parser.add_argument(
        "--keep-fake-cache",
        action="store_true",
        help="let the fake provider's token-count cache fill (it is not "
        "the bot's memory, but it grows with distinct texts)",
    )
    parser.add_argument(
        "--control-sessions",
        type=int,
        default=3000,
        help="sessions in the cap-off control run (fewer than --sessions "
        "to stay within the time budget; its slope is what matters)",
    )
    parser.add_argument(
        "--no-control",
        action="store_true",
        help="skip the cap-off run that shows what a leak looks like",
    )
    args = parser.parse_args()

    if args.child:
        result = asyncio.run(
            drive(
                args.sessions,
                args.turns,
                args.cap,
                args.concurrency,
                args.sweep_every,
                not args.keep_fake_cache,
            )
        )
        print(json.dumps(result))
        return

    print(
        f"mnemo session bench: {args.turns} turn(s) per session, cap {args.cap}, "
        f"{args.concurrency} sessions at a time, a sweep every {args.sweep_every} messages; "
        f"{os.cpu_count()} CPU(s)",
        flush=True,
    )
    if not args.keep_fake_cache:
        print(
            "(the fake provider's request log and token-count cache are emptied at each "
            "sweep: they are the test fixture's memory, not the bot's)",
            flush=True,
        )
    if args.turns < 3:
        print(
            f"(turns per session reduced to {args.turns} to keep the run near 3 minutes)",
            flush=True,
        )
    runs = [("baseline", args.baseline, args.cap), ("many", args.sessions, args.cap)]
    if not args.no_control:
        runs.append(("cap off", args.control_sessions, 0))
    results: dict[str, dict[str, Any]] = {}
    # The baseline alone first; the two big runs side by side, one per core. Each is its
    # own process, so peak RSS stays per run; only their timings share the machine.
    waves = [runs[:1], runs[1:]] if (os.cpu_count() or 1) >= len(runs) - 1 else [[r] for r in runs]
    for wave in waves:
        children = [(name, start_child(sessions, cap, args)) for name, sessions, cap in wave]
        for name, child in children:
            results[name] = r = finish_child(child)
            print(
                f"  {name:9s} sessions={r['sessions']:6d} cap={r['cap']:4d} "
                f"messages={r['messages']:6d} in {r['elapsed_s']:6.1f}s  "
                f"peak RSS (VmHWM) {r['vm_hwm_kb'] / 1024:7.1f} MiB  "
                f"max resident {r['max_resident']:5d}  evicted {r['evicted']:5d}  "
                f"failed {r['failed']}  rejected {r['rejections']}  "
                f"db {r['db_bytes'] / 1e6:.1f} MB",
                flush=True,
            )
            curve = " ".join(f"{kb / 1024:.0f}" for kb in r["rss_curve_kb"])
            print(f"  {'':9s} RSS (MiB) at each tenth of the traffic: {curve}", flush=True)
    base, many = results["baseline"], results["many"]
    ratio = many["vm_hwm_kb"] / base["vm_hwm_kb"]
    print(
        f"peak RSS ratio, {many['sessions']} sessions / {base['sessions']} sessions "
        f"(cap {args.cap}): {ratio:.3f}  (bounded memory: near 1)"
    )
    if "cap off" in results:
        off = results["cap off"]
        control = off["vm_hwm_kb"] / base["vm_hwm_kb"]
        per_session = (off["vm_hwm_kb"] - base["vm_hwm_kb"]) / (off["sessions"] - base["sessions"])
        print(
            f"control, cap off: {off['sessions']} sessions / {base['sessions']} sessions: "
            f"{control:.3f}, about {per_session:.1f} KiB per session kept; at "
            f"{many['sessions']} sessions that would be "
            f"{per_session * (many['sessions'] - base['sessions']) / 1024:.0f} MiB more"
        )


if __name__ == "__main__":
    main()
