"""What mnemo costs on top of a bare NoneBot bot (issue 8), measured end to end.

Starts `bot.py` (temp data dir, the fake provider answering at once, AICHAT_* env) and
`bench/bare_bot.py` as real processes, plays the OneBot v11 implementation against each
over the reverse WebSocket (loopback only) and prints every figure for both bots with
the ratio, as medians over several runs (each run starts both bots afresh; the order
alternates so that drift hits both alike). One more run per bot in asyncio debug mode
counts event-loop stalls over 50 ms.

Per run and bot, in this order:

1. warm-up: a few @-messages in a probe group;
2. flood: N unaddressed group messages spread over many groups, sent as fast as the
   socket takes them, then one @ probe; CPU = utime+stime of the child from
   /proc/<pid>/stat before and after (once its CPU has settled), minus the probe's own
   cost (measured on 10 more probes); peak RSS (VmHWM) read right after;
3. latency in a fresh group, then in a group with a long history (a few hundred turns
   added first): one @ at a time, end to end = from sending the event to the bot's
   send_msg arriving. Bot overhead = end to end minus provider time, where provider time
   is measured inside the fake provider's process (from its ASGI app being called to the
   last byte of the response being handed to the server). The bare bot has no provider,
   so its overhead is its end-to-end latency;
4. throughput: G groups at once, each sending its next @ when the previous one was
   answered (closed loop), replies/s over the whole phase.

Each bot runs as `python bench/overhead.py --child <script>`, which runs the script with
runpy exactly as `python <script>` would, after installing the bench's hooks: a SIGUSR1
handler that prints counters, GC pause timing and, in the debug run, asyncio debug mode
with slow_callback_duration=0.05 plus a timer that notices late wake-ups. mnemo's store
is counted in-process (transactions through `Database.transaction`, calls into the
aiosqlite thread). Stalls are reported per phase: under the flood, NoneBot's stock OneBot
adapter (the bare bot's) turns the whole buffered backlog into live event tasks and stalls
in garbage collection of them; mnemo runs the paced adapter (plugins/paced_adapter.py).

Wall-clock figures need an otherwise idle machine: the CPU other processes used during
each run is measured and a warning printed above 0.2 cores. CPU per message holds either
way. Finally the cost of building one model request is timed in-process by history
length (what grows with it is O(history) work per turn).

    python bench/overhead.py                  # 3 runs + the debug run, about 5 minutes
    python bench/overhead.py --runs 1 --quick # a smoke run, under a minute
    python bench/overhead.py --panel          # mnemo with the web panel on, idle
    python bench/overhead.py --embeddings     # recall with vectors, embeddings answered at once
    python bench/overhead.py --runs 1 --profile /tmp/prof   # py-spy samples per phase;
                                              # then bench/profile_top.py reads them
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import json
import logging
import math
import os
import platform
import random
import runpy
import shutil
import signal
import statistics
import struct
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tests.e2e.harness import BotProcess, OneBotSide

ROOT = Path(__file__).resolve().parent.parent
THIS = Path(__file__).resolve()
MNEMO_SCRIPT = ROOT / "bot.py"
BARE_SCRIPT = ROOT / "bench" / "bare_bot.py"

TOKEN = "bench-token"
API_KEY = "bench-key"
SELF_ID = 10001
SUPERUSER = 999
STATS_MARK = "BENCH-STATS "
STALL_SECONDS = 0.05

PROBE_GROUP = 900
FRESH_GROUP = 901
HISTORY_GROUP = 902
FLOOD_GROUP0 = 10_000
BURST_GROUP0 = 20_000

CHATTER = [
    "今天中午吃什么呀",
    "有人周末一起打球吗",
    "刚下班，地铁好挤",
    "这个版本的更新日志看了吗",
    "哈哈哈哈笑死我了",
    "明天下雨记得带伞",
    "谁有那个文档的链接",
    "我觉得还是第二个方案好一点",
]
QUESTIONS = [
    "帮我想想周末去哪里玩",
    "这周末去爬山的话需要准备哪些装备？天气预报说可能有雨",
    "用一句话解释一下什么是数据库索引",
    "推荐一本适合入门的历史书",
    "明天开会要讲项目进度，帮我列个提纲",
]


# --------------------------------------------------------------------------- the child
# Runs inside each bot process. Only the standard library is imported before the bot
# script runs, so the bench adds nothing to the bots' memory or start-up.

_STATS: dict[str, Any] = {
    "transactions": 0,
    "sqlite_calls": 0,
    "slow_callbacks": [],  # [monotonic time, seconds, what] from asyncio's debug mode
    "lag_stalls": [],  # [monotonic time, seconds late] from the watcher task
    "gc_pauses": [],  # [monotonic time, seconds, generation], collections over 50 ms
    "gc_seconds": 0.0,  # every collection's time, added up
}
_gc_started = [0.0]


def _time_gc(phase: str, info: dict[str, Any]) -> None:
    # A collection runs inside whatever callback allocated last, so a long one shows up
    # as a slow callback with an unrelated name; timing it tells the two apart.
    if phase == "start":
        _gc_started[0] = time.perf_counter()
        return
    took = time.perf_counter() - _gc_started[0]
    _STATS["gc_seconds"] += took
    if took > STALL_SECONDS:
        _STATS["gc_pauses"].append([time.monotonic(), took, info.get("generation")])


def _count_store_calls() -> None:
    """Count mnemo's write transactions and its hops into the aiosqlite thread."""
    import aiosqlite

    from mnemo.store import Database

    transaction = Database.transaction

    def counted_transaction(self: Database) -> Any:
        _STATS["transactions"] += 1
        return transaction(self)

    run = Database.run

    async def counted_run(self: Database, work: Any) -> Any:
        _STATS["transactions"] += 1
        return await run(self, work)

    execute = aiosqlite.Connection._execute

    async def counted_execute(self: Any, fn: Any, *args: Any, **kwargs: Any) -> Any:
        _STATS["sqlite_calls"] += 1
        return await execute(self, fn, *args, **kwargs)

    Database.transaction = counted_transaction  # type: ignore[method-assign]
    Database.run = counted_run  # type: ignore[method-assign]
    aiosqlite.Connection._execute = counted_execute  # type: ignore[method-assign]


class _SlowCallbacks(logging.Handler):
    """Collects asyncio's "Executing <handle> took N seconds" warnings (debug mode only)."""

    def emit(self, record: logging.LogRecord) -> None:
        if str(record.msg).startswith("Executing") and len(record.args or ()) >= 2:
            what, took = record.args[0], record.args[1]  # type: ignore[index]
            _STATS["slow_callbacks"].append([time.monotonic(), float(took), str(what)[:300]])


async def _watch_lag() -> None:
    # uvloop times only callbacks it runs from its ready queue, not the transport
    # callbacks libuv invokes directly: a timer that wakes late catches every stall.
    step = 0.01
    while True:
        start = time.monotonic()
        await asyncio.sleep(step)
        late = time.monotonic() - start - step
        if late > STALL_SECONDS:
            _STATS["lag_stalls"].append([time.monotonic(), late])


def _print_stats() -> None:
    sys.stderr.write(STATS_MARK + json.dumps(_STATS) + "\n")
    sys.stderr.flush()


_keep: list[asyncio.Task[None]] = []


async def _instrument() -> None:
    loop = asyncio.get_running_loop()
    if os.environ.get("BENCH_LOOP_DEBUG") == "1":
        loop.set_debug(True)
        loop.slow_callback_duration = STALL_SECONDS
        handler = _SlowCallbacks(logging.WARNING)
        aio_log = logging.getLogger("asyncio")
        aio_log.addHandler(handler)
        aio_log.propagate = False
        _keep.append(loop.create_task(_watch_lag()))
    loop.add_signal_handler(signal.SIGUSR1, _print_stats)


def child_main(script: str, count_store: bool) -> None:
    """Run `script` as `python script` would, with the bench's hooks installed."""
    import gc

    sys.argv = [script]
    sys.path[0] = str(Path(script).resolve().parent)
    gc.callbacks.append(_time_gc)
    if count_store:
        sys.path.insert(1, str(ROOT))
        _count_store_calls()
    import nonebot

    init = nonebot.init

    def init_then_instrument(*args: Any, **kwargs: Any) -> None:
        init(*args, **kwargs)
        # Registered before the script loads its plugins, so debug mode is on for
        # their start-up hooks too.
        nonebot.get_driver().on_startup(_instrument)

    nonebot.init = init_then_instrument
    profile_to = os.environ.get("BENCH_CPROFILE")
    if not profile_to:
        runpy.run_path(script, run_name="__main__")
        return
    # The event loop's thread under cProfile for the whole run, written when the bot
    # stops (a diagnosis: the profiler's own cost per call inflates every figure).
    import cProfile

    profiler = cProfile.Profile(time.thread_time)  # CPU of the loop thread, not wall time
    profiler.enable()
    try:
        runpy.run_path(script, run_name="__main__")
    finally:
        profiler.disable()
        profiler.dump_stats(profile_to)


# --------------------------------------------------------------------------- the provider
# The fake provider runs in its own process: in the driver's loop its request handling
# would delay the driver's timestamps of other replies, and the bot's CPU is measured
# per process anyway.


async def provider_main() -> None:
    sys.path.insert(0, str(ROOT))
    from tests.fakes.provider import FakeProvider

    provider = FakeProvider(api_key=API_KEY)
    timings: list[float] = []
    chat_app = provider.app

    async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "http" and scope["path"] == "/v1/embeddings":
            await embeddings(receive, send)
            return
        if scope["type"] == "http" and scope["path"] == "/bench/timings":
            # The fake keeps every request it accepted; long histories add up to
            # hundreds of MB over a bench, and nothing here reads them.
            provider.requests.clear()
            body = json.dumps(timings).encode()
            await send({"type": "http.response.start", "status": 200,
                        "headers": [(b"content-type", b"application/json")]})
            await send({"type": "http.response.body", "body": body})
            return
        start = time.perf_counter()

        async def timed_send(message: dict[str, Any]) -> None:
            await send(message)
            if message["type"] == "http.response.body" and not message.get("more_body"):
                timings.append(time.perf_counter() - start)
                # Kept, the parsed requests (a long history each) grow this process's
                # heap until its own garbage collections pause it for tens of ms, some
                # of them while a bot's request is on the wire, outside the time
                # measured here: the bot's p99 would carry the fake's pauses.
                provider.requests.clear()

        await chat_app(scope, receive, timed_send)

    provider.app = app  # type: ignore[assignment]
    await provider.start()
    print(f"PORT {provider.port}", flush=True)
    # Serve until the driver closes our stdin (also when the driver dies).
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
    await provider.stop()


EMBEDDING_DIMS = 384  # multilingual-e5-small's


def bench_vector(text: str) -> list[float]:
    """A unit vector from the text's hash: answered at once, the same for the same text."""
    import hashlib

    seed = hashlib.blake2b(text.encode(), digest_size=8).digest()
    rng = random.Random(seed)
    v = [rng.gauss(0.0, 1.0) for _ in range(EMBEDDING_DIMS)]
    norm = math.sqrt(sum(x * x for x in v)) or 1.0
    return [x / norm for x in v]


async def embeddings(receive: Any, send: Any) -> None:
    """/v1/embeddings as OpenAI answers it, for `--embeddings`."""
    body = b""
    while True:
        message = await receive()
        body += message.get("body", b"")
        if not message.get("more_body"):
            break
    request = json.loads(body)
    texts = request["input"]
    texts = [texts] if isinstance(texts, str) else texts
    packed = request.get("encoding_format") == "base64"  # float32, little-endian
    data = [{"object": "embedding", "index": i,
             "embedding": (base64.b64encode(struct.pack(f"<{EMBEDDING_DIMS}f",
                                                        *bench_vector(t))).decode()
                           if packed else bench_vector(t))}
            for i, t in enumerate(texts)]
    out = json.dumps({"object": "list", "data": data, "model": "bench-embed",
                      "usage": {"prompt_tokens": 0, "total_tokens": 0}}).encode()
    await send({"type": "http.response.start", "status": 200,
                "headers": [(b"content-type", b"application/json")]})
    await send({"type": "http.response.body", "body": out})


class ProviderProcess:
    def __init__(self) -> None:
        self.proc: asyncio.subprocess.Process | None = None
        self.port = 0

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    async def start(self) -> None:
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable, str(THIS), "--provider",
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, cwd=str(ROOT),
        )
        assert self.proc.stdout is not None
        line = await asyncio.wait_for(self.proc.stdout.readline(), 30)
        if not line.startswith(b"PORT "):
            raise RuntimeError(f"fake provider did not start: {line!r}")
        self.port = int(line.split()[1])

    async def timings(self) -> list[float]:
        import httpx

        async with httpx.AsyncClient(trust_env=False) as client:
            response = await client.get(f"http://127.0.0.1:{self.port}/bench/timings")
        return [float(t) for t in response.json()]

    async def stop(self) -> None:
        if self.proc is None or self.proc.returncode is not None:
            return
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        try:
            await asyncio.wait_for(self.proc.wait(), 10)
        except asyncio.TimeoutError:
            self.proc.kill()
            await self.proc.wait()


# --------------------------------------------------------------------------- measuring

CLK_TCK = os.sysconf("SC_CLK_TCK")


def _user_system(stat: str) -> tuple[float, float]:
    """(user, system) seconds from a /proc `stat` file (a process's or a thread's)."""
    with open(stat, encoding="ascii") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    # fields[0] is field 3 (state); utime and stime are fields 14 and 15.
    return int(fields[11]) / CLK_TCK, int(fields[12]) / CLK_TCK


def cpu_seconds(pid: int) -> float:
    """utime + stime of every thread of `pid` (the aiosqlite thread included)."""
    return sum(_user_system(f"/proc/{pid}/stat"))


def thread_cpu(pid: int) -> dict[str, tuple[float, float]]:
    """(user, system) seconds of each thread of `pid`, by thread id."""
    out: dict[str, tuple[float, float]] = {}
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            out[tid] = _user_system(f"/proc/{pid}/task/{tid}/stat")
        except OSError:
            continue  # ended meanwhile
    return out


def thread_split(pid: int, before: dict[str, tuple[float, float]], turns: int
                 ) -> dict[str, float]:
    """ms per turn since `before`: the event loop's thread (user, system) and the other
    threads together (the database thread, the WAL checkpointer)."""
    after = thread_cpu(pid)
    main = str(pid)
    split = {"loop_user": 0.0, "loop_sys": 0.0, "threads": 0.0}
    for tid, (user, system) in after.items():
        u0, s0 = before.get(tid, (0.0, 0.0))
        if tid == main:
            split["loop_user"] += user - u0
            split["loop_sys"] += system - s0
        else:
            split["threads"] += user - u0 + system - s0
    return {k: v / turns * 1000 for k, v in split.items()}


def machine_busy_seconds() -> float:
    """CPU seconds spent by everything on the machine (all cores, not idle or iowait)."""
    with open("/proc/stat", encoding="ascii") as f:
        values = [int(v) for v in f.readline().split()[1:]]
    idle = values[3] + (values[4] if len(values) > 4 else 0)
    # guest time is already counted in user time
    return (sum(values[:8]) - idle) / CLK_TCK


class ForeignLoad:
    """CPU used meanwhile by processes other than the bench's own, in cores.

    The bench shares a 2-core machine with whatever else runs (tests, builds): wall-clock
    figures (latency, replies/s) are only comparable when this stays near zero.
    """

    def __init__(self, pids: list[int]) -> None:
        self.pids = [os.getpid(), *pids]
        self.start = time.monotonic()
        self.machine = machine_busy_seconds()
        self.own = self._own()

    def _own(self) -> float:
        total = 0.0
        for pid in self.pids:
            with contextlib.suppress(OSError):
                total += cpu_seconds(pid)
        return total

    def cores(self) -> float:
        elapsed = time.monotonic() - self.start
        foreign = (machine_busy_seconds() - self.machine) - (self._own() - self.own)
        return max(0.0, foreign / elapsed) if elapsed > 0 else 0.0


def status_mb(pid: int, key: str) -> float:
    with open(f"/proc/{pid}/status", encoding="ascii") as f:
        for line in f:
            if line.startswith(key + ":"):
                return int(line.split()[1]) / 1024
    raise KeyError(key)


async def settled_cpu(pid: int, limit: float = 10.0) -> float:
    """The CPU time once the process has gone (nearly) idle: its backlog is done."""
    step = 0.1
    deadline = time.monotonic() + limit
    last = cpu_seconds(pid)
    while time.monotonic() < deadline:
        await asyncio.sleep(step)
        now = cpu_seconds(pid)
        if now - last <= 1.5 / CLK_TCK:
            return now
        last = now
    return last


def pct(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100)."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


class ReplyClock:
    """Stamps each reply the side receives and hands it to whoever waits on its group.

    The stamp is taken where the side records the send_msg action, before any waiter is
    scheduled, so the driver's own scheduling does not count as bot latency.
    """

    def __init__(self, side: OneBotSide) -> None:
        self.side = side
        self.waiting: dict[int, asyncio.Future[float]] = {}
        record = side._record_reply

        def stamped(name: str, params: dict[str, Any]) -> int:
            message_id = record(name, params)
            arrived = time.perf_counter()
            try:
                group = int(params.get("group_id") or 0)
            except (TypeError, ValueError):
                group = 0
            waiter = self.waiting.pop(group, None)
            if waiter is not None and not waiter.done():
                waiter.set_result(arrived)
            return message_id

        side._record_reply = stamped  # type: ignore[method-assign]

    async def ask(self, group: int, user: int, text: str, timeout: float = 30) -> float:
        """Send an @ in `group` and return the seconds until the bot's reply arrived."""
        waiter: asyncio.Future[float] = asyncio.get_running_loop().create_future()
        self.waiting[group] = waiter
        sent = time.perf_counter()
        await self.side.group_message(group, user, text, at_bot=True, card=f"群友{user % 100}")
        try:
            arrived = await asyncio.wait_for(waiter, timeout)
        finally:
            self.waiting.pop(group, None)
        return arrived - sent


async def child_stats(bot: BotProcess) -> dict[str, Any]:
    assert bot.pid is not None
    mark = bot.mark()
    os.kill(bot.pid, signal.SIGUSR1)
    line = await bot.wait_log(STATS_MARK, timeout=15, after=mark)
    return json.loads(line.split(STATS_MARK, 1)[1])


@dataclass
class Options:
    runs: int = 3
    warmup: int = 20
    flood: int = 5000
    flood_groups: int = 100
    paced: int = 400  # unaddressed messages at a busy group chat's pace
    paced_rate: float = 40.0  # per second
    probes: int = 10
    fresh_turns: int = 100
    history_turns: int = 200
    turns: int = 200
    groups: int = 50
    rounds: int = 10
    debug_run: bool = True
    time_limit: float = 600.0
    keep: bool = False
    panel: bool = False  # mnemo with the web panel on (idle: nobody logged in)
    embeddings: bool = False  # mnemo with embeddings (the fake answering them at once)
    profile: Path | None = None  # py-spy's samples of the flood and the history phase here


@dataclass
class Run:
    kind: str
    figures: dict[str, float] = field(default_factory=dict)
    # per kind of stall, per phase: [count, worst seconds]; plus the worst examples
    stalls: dict[str, Any] = field(default_factory=dict)


PHASES = ("start-up", "warm-up", "flood", "latency", "burst")
STALL_KINDS = ("slow_callbacks", "lag_stalls", "gc_pauses")


def by_phase(events: list[list[Any]], phases: list[tuple[str, float]]) -> dict[str, list[float]]:
    """[count, worst seconds] of `events` ([monotonic time, seconds, ...]) per phase."""
    out: dict[str, list[float]] = {name: [0, 0.0] for name, _ in phases}
    for event in events:
        name = phases[0][0]
        for phase, since in phases:
            if event[0] >= since:
                name = phase
        out[name][0] += 1
        out[name][1] = max(out[name][1], event[1])
    return out


def progress(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


class Spy:
    """py-spy sampling one phase of a bot (`--profile`): its collapsed stacks, one file per
    bot and phase. Sampling costs the bot some CPU of its own, so the figures of a profiled
    run are not the ones to report."""

    def __init__(self, proc: asyncio.subprocess.Process | None) -> None:
        self._proc = proc

    @classmethod
    async def start(cls, opts: Options, kind: str, phase: str, pid: int) -> Spy:
        if opts.profile is None:
            return cls(None)
        opts.profile.mkdir(parents=True, exist_ok=True)
        out = opts.profile / f"{kind}-{phase}.txt"
        exe = shutil.which("py-spy") or str(Path(sys.executable).parent / "py-spy")
        proc = await asyncio.create_subprocess_exec(
            exe, "record", "--pid", str(pid), "--format", "raw", "--rate", "1000",
            "--nonblocking", "--gil", "--output", str(out), stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT)
        assert proc.stdout is not None
        # py-spy says "Sampling process ..." once it is attached.
        while b"Sampling" not in await proc.stdout.readline():
            if proc.returncode is not None:
                raise RuntimeError("py-spy could not attach")
        return cls(proc)

    async def stop(self) -> None:
        if self._proc is None:
            return
        self._proc.send_signal(signal.SIGINT)
        assert self._proc.stdout is not None
        await self._proc.stdout.read()
        await self._proc.wait()


async def run_bot(kind: str, opts: Options, provider: ProviderProcess, workdir: Path,
                  *, debug: bool = False) -> Run:
    from tests.e2e.harness import BotProcess, OneBotSide, free_port, localstore_env

    mnemo = kind == "mnemo"
    root = Path(tempfile.mkdtemp(prefix=f"{kind}-", dir=workdir))
    env = {
        "PORT": str(free_port()),
        "ONEBOT_ACCESS_TOKEN": TOKEN,
        "SUPERUSERS": f'["{SUPERUSER}"]',
        "NICKNAME": '["mnemo"]',
        # What .env.example ships: the harness default (DEBUG) logs every API call.
        "LOG_LEVEL": "INFO",
        **localstore_env(root / "localstore"),
    }
    if mnemo:
        env.update({
            "AICHAT_BASE_URL": provider.base_url,
            "AICHAT_API_KEY": API_KEY,
            "AICHAT_MODEL": "fake-model",
            "AICHAT_DATA_DIR": str(root / "data"),
        })
        if opts.panel:
            env.update({"AICHAT_WEB_ENABLED": "true", "AICHAT_WEB_PASSWORD": "bench-password"})
        if opts.embeddings:
            env.update({"AICHAT_EMBEDDING_BASE_URL": provider.base_url,
                        "AICHAT_EMBEDDING_API_KEY": API_KEY,
                        "AICHAT_EMBEDDING_MODEL": "bench-embed"})
    if debug:
        env.update({"PYTHONASYNCIODEBUG": "1", "BENCH_LOOP_DEBUG": "1"})
    elif os.environ.get("BENCH_CPROFILE_DIR"):
        env["BENCH_CPROFILE"] = str(Path(os.environ["BENCH_CPROFILE_DIR"]) / f"{kind}.prof")
    script = MNEMO_SCRIPT if mnemo else BARE_SCRIPT
    args = ["--child", str(script)] + (["--count-store"] if mnemo else [])
    bot = BotProcess(env, script=THIS, args=args, log_path=root / "bot.log")
    side = OneBotSide(bot.port, token=TOKEN, self_id=SELF_ID)
    run = Run(kind)
    f = run.figures
    try:
        await bot.start()
        await bot.wait_ready(60)
        await side.connect()
        clock = ReplyClock(side)
        phases: list[tuple[str, float]] = [("start-up", 0.0), ("warm-up", time.monotonic())]
        assert bot.pid is not None
        pid = bot.pid
        load = ForeignLoad([pid, provider.pid])

        f["rss_started_mb"] = status_mb(pid, "VmRSS")
        for i in range(opts.warmup):
            await clock.ask(PROBE_GROUP, 2001, f"热身 {i}")

        # -- flood of unaddressed messages ----------------------------------------------
        progress(f"{kind}: flood of {opts.flood} unaddressed messages")
        phases.append(("flood", time.monotonic()))
        before = await child_stats(bot)
        cpu0 = await settled_cpu(pid)
        spy = await Spy.start(opts, kind, "flood", pid)
        for i in range(opts.flood):
            await side.group_message(FLOOD_GROUP0 + i % opts.flood_groups, 3000 + i % 37,
                                     CHATTER[i % len(CHATTER)], card=f"群友{i % 37}")
        # The probe queues behind the whole flood, which the socket accepted far faster
        # than a bot handles it (much slower still in debug mode).
        await clock.ask(PROBE_GROUP, 2001, "刚才大家聊了什么", timeout=60 + opts.flood * 0.03)
        cpu1 = await settled_cpu(pid)
        await spy.stop()
        f["peak_rss_flood_mb"] = status_mb(pid, "VmHWM")
        f["rss_after_flood_mb"] = status_mb(pid, "VmRSS")
        for i in range(opts.probes):
            await clock.ask(PROBE_GROUP, 2001, f"探测 {i}")
        cpu2 = await settled_cpu(pid)
        probe = (cpu2 - cpu1) / opts.probes
        f["cpu_unaddressed_ms"] = (cpu1 - cpu0 - probe) / opts.flood * 1000
        after = await child_stats(bot)
        f["tx_per_1k_unaddressed"] = (
            (after["transactions"] - before["transactions"]) * 1000 / opts.flood)
        f["sqlite_calls_per_1k_unaddressed"] = (
            (after["sqlite_calls"] - before["sqlite_calls"]) * 1000 / opts.flood)

        # -- unaddressed messages at a group chat's pace ---------------------------------
        # Most of a busy group's traffic, arriving as people type: each message is handled
        # alone, not as part of a backlog. The bot's idle CPU over as long (timers) is
        # taken out, so the figure is what the messages cost.
        progress(f"{kind}: {opts.paced} unaddressed messages at {opts.paced_rate:g}/s")
        length = opts.paced / opts.paced_rate
        idle0 = await settled_cpu(pid)
        await asyncio.sleep(length / 2)
        idle = (cpu_seconds(pid) - idle0) / (length / 2)
        cpu0 = cpu_seconds(pid)
        start = time.monotonic()
        for i in range(opts.paced):
            await side.group_message(FLOOD_GROUP0 + i % opts.flood_groups, 3000 + i % 37,
                                     CHATTER[i % len(CHATTER)], card=f"群友{i % 37}")
            ahead = start + (i + 1) / opts.paced_rate - time.monotonic()
            if ahead > 0:
                await asyncio.sleep(ahead)
        await clock.ask(PROBE_GROUP, 2001, "探测 paced")
        elapsed = time.monotonic() - start
        cpu1 = await settled_cpu(pid)
        f["cpu_unaddressed_paced_ms"] = (
            (cpu1 - cpu0 - probe - idle * elapsed) / opts.paced * 1000)

        # -- latency, fresh and with history ----------------------------------------------
        async def latency(group: int, turns: int, tag: str) -> None:
            seen = len(await provider.timings()) if mnemo else 0
            stats0 = await child_stats(bot)
            c0 = await settled_cpu(pid)
            threads0 = thread_cpu(pid)
            spy = await Spy.start(opts, kind, tag, pid)
            e2e = [await clock.ask(group, 2001 + i % 5, QUESTIONS[i % len(QUESTIONS)])
                   for i in range(turns)]
            await spy.stop()
            c1 = await settled_cpu(pid)
            for part, ms in thread_split(pid, threads0, turns).items():
                f[f"{tag}_cpu_{part}_ms"] = ms
            stats1 = await child_stats(bot)
            overhead = e2e
            if mnemo:
                spent = (await provider.timings())[seen:]
                if len(spent) != turns:
                    raise RuntimeError(f"{tag}: {len(spent)} provider calls for {turns} turns")
                overhead = [t - p for t, p in zip(e2e, spent, strict=True)]
                f[f"{tag}_provider_p50_ms"] = statistics.median(spent) * 1000
            f[f"{tag}_e2e_p50_ms"] = statistics.median(e2e) * 1000
            f[f"{tag}_e2e_p99_ms"] = pct(e2e, 99) * 1000
            f[f"{tag}_overhead_p50_ms"] = statistics.median(overhead) * 1000
            f[f"{tag}_overhead_p99_ms"] = pct(overhead, 99) * 1000
            f[f"{tag}_cpu_per_turn_ms"] = (c1 - c0) / turns * 1000
            f[f"{tag}_tx_per_turn"] = (stats1["transactions"] - stats0["transactions"]) / turns
            f[f"{tag}_sqlite_calls_per_turn"] = (
                (stats1["sqlite_calls"] - stats0["sqlite_calls"]) / turns)
            f[f"{tag}_gc_ms_per_turn"] = (
                (stats1["gc_seconds"] - stats0["gc_seconds"]) / turns * 1000)

        progress(f"{kind}: latency, fresh group")
        phases.append(("latency", time.monotonic()))
        await latency(FRESH_GROUP, opts.fresh_turns, "fresh")
        progress(f"{kind}: building a history of {opts.history_turns} turns")
        for i in range(opts.history_turns):
            await clock.ask(HISTORY_GROUP, 2001 + i % 5, QUESTIONS[i % len(QUESTIONS)])
        progress(f"{kind}: latency with history")
        await latency(HISTORY_GROUP, opts.turns, "history")

        # -- many groups at once --------------------------------------------------------
        progress(f"{kind}: {opts.groups} groups at once")
        phases.append(("burst", time.monotonic()))
        burst: list[float] = []

        async def conversation(group: int) -> None:
            for j in range(opts.rounds):
                burst.append(await clock.ask(group, 4000 + j % 3, QUESTIONS[j % len(QUESTIONS)]))

        spy = await Spy.start(opts, kind, "burst", pid)
        provider_cpu0 = cpu_seconds(provider.pid) if mnemo else 0.0
        bot_cpu0 = cpu_seconds(pid)
        start = time.perf_counter()
        await asyncio.gather(*(conversation(BURST_GROUP0 + g) for g in range(opts.groups)))
        elapsed = time.perf_counter() - start
        await spy.stop()
        f["burst_replies_per_s"] = opts.groups * opts.rounds / elapsed
        f["burst_e2e_p50_ms"] = statistics.median(burst) * 1000
        f["burst_bot_cpu_share"] = (cpu_seconds(pid) - bot_cpu0) / elapsed
        if mnemo:
            f["burst_provider_cpu_share"] = (cpu_seconds(provider.pid) - provider_cpu0) / elapsed

        f["peak_rss_end_mb"] = status_mb(pid, "VmHWM")
        f["foreign_load_cores"] = load.cores()
        final = await child_stats(bot)
        for name in STALL_KINDS:
            run.stalls[name] = by_phase(final[name], phases)
        # The slowest callbacks outside the flood (the stock adapter's are its backlog).
        flood = dict(phases)
        quiet = [e for e in final["slow_callbacks"]
                 if not flood["flood"] <= e[0] < flood["latency"]]
        run.stalls["examples"] = sorted(quiet, key=lambda e: -e[1])[:4]
        if side.errors:
            raise RuntimeError(f"OneBot side errors: {side.errors[:3]}")
        return run
    except BaseException:
        progress(f"{kind}: failed; log {root / 'bot.log'}, tail:\n{bot.log_tail(30)}")
        raise
    finally:
        with contextlib.suppress(Exception):
            await side.close()
        with contextlib.suppress(Exception):
            await bot.stop()


# --------------------------------------------------------------------------- request building

REQUEST_SIZES = (0, 200, 600, 1000)


def request_cost(sizes: tuple[int, ...] = REQUEST_SIZES, repeat: int = 200) -> dict[int, float]:
    """Microseconds to build one model request over a history of n messages, in-process.

    The same steps as `Agent._call` plus `ChatClient.complete` up to the HTTP call:
    overhead tokens, `window.encoded_request` (each history message encoded once, when it
    was added), the JSON body. What grows with n is the part of a
    turn's cost that is O(history) rather than O(new messages).
    """
    import datetime as dt

    from mnemo import tokens
    from mnemo.client import _body
    from mnemo.memory import MemoryManager, memory_tools
    from mnemo.prompt import SystemPrompts, load_base_prompt
    from mnemo.tools import ToolRegistry, current_time_tool
    from mnemo.window import ContextWindow, make_message

    tokens.load()
    system = SystemPrompts(load_base_prompt(), "mnemo").for_session(
        f"g:{HISTORY_GROUP}", dt.date(2026, 11, 30))
    # The tools only need to exist for their definitions: no handler runs here.
    manager = MemoryManager.__new__(MemoryManager)
    specs = ToolRegistry([current_time_tool(), *memory_tools(manager, "g:1")]).specs()
    out: dict[int, float] = {}
    for n in sizes:
        messages = []
        for i in range(n // 2):
            text = QUESTIONS[i % len(QUESTIONS)]
            question = f"[2026-11-30 14:03] 群友{i % 5}(200{i % 5}): {text}"
            messages.append(make_message({"role": "user", "content": question}))
            messages.append(make_message({"role": "assistant", "content": "收到：" + question}))
        window = ContextWindow(messages)

        def build(window: ContextWindow = window) -> bytes:
            tokens.count_message(system) + tokens.count_tools(specs)
            return _body({"model": "fake-model", "tools": specs},
                         window.encoded_request(system))

        build()
        start = time.perf_counter()
        for _ in range(repeat):
            build()
        out[n] = (time.perf_counter() - start) / repeat * 1e6
    return out


# --------------------------------------------------------------------------- the report

# (key, label, target ratio, "max" when mnemo/bare must stay under it, "min" above it)
ROWS: list[tuple[str, str, float | None, str]] = [
    # The targets are issue 27's.
    ("history_overhead_p50_ms", "overhead per @, p50, long history (ms)", 1.5, "max"),
    ("history_overhead_p99_ms", "overhead per @, p99, long history (ms)", 2.0, "max"),
    ("fresh_overhead_p50_ms", "overhead per @, p50, fresh group (ms)", None, ""),
    ("fresh_overhead_p99_ms", "overhead per @, p99, fresh group (ms)", None, ""),
    ("history_e2e_p50_ms", "end to end per @, p50, incl. provider (ms)", None, ""),
    ("history_provider_p50_ms", "provider time per @, p50 (ms)", None, ""),
    ("history_cpu_per_turn_ms", "bot CPU per @-message, long history (ms)", 1.5, "max"),
    ("history_cpu_loop_user_ms", "  of which the event loop's thread, user (ms)", None, ""),
    ("history_cpu_loop_sys_ms", "  of which the event loop's thread, kernel (ms)", None, ""),
    ("history_cpu_threads_ms", "  of which other threads (database, WAL) (ms)", None, ""),
    ("history_gc_ms_per_turn", "  garbage collection per @-message (ms)", None, ""),
    ("fresh_cpu_per_turn_ms", "bot CPU per @-message, fresh group (ms)", None, ""),
    ("cpu_unaddressed_ms", "bot CPU per unaddressed message, flood (ms)", 1.0, "max"),
    ("cpu_unaddressed_paced_ms", "bot CPU per unaddressed message, 40/s (ms)", 1.0, "max"),
    ("burst_replies_per_s", "replies/s, 50 groups at once", 0.6, "min"),
    ("burst_e2e_p50_ms", "end to end per @ under that load, p50 (ms)", None, ""),
    ("burst_bot_cpu_share", "bot CPU under that load (cores)", None, ""),
    ("burst_provider_cpu_share", "fake provider CPU under that load (cores)", None, ""),
    ("peak_rss_flood_mb", "peak RSS after the unaddressed flood (MB)", 1.0, "max"),
    ("rss_started_mb", "RSS after start-up, before any message (MB)", None, ""),
    ("rss_after_flood_mb", "RSS right after the flood (MB)", None, ""),
    ("peak_rss_end_mb", "peak RSS at the end of the run (MB)", None, ""),
    ("foreign_load_cores", "other processes' CPU during the run (cores)", None, ""),
    ("history_tx_per_turn", "store transactions per @-turn", None, ""),
    ("history_sqlite_calls_per_turn", "aiosqlite calls per @-turn", None, ""),
    ("tx_per_1k_unaddressed", "store transactions per 1,000 unaddressed", None, ""),
    ("sqlite_calls_per_1k_unaddressed", "aiosqlite calls per 1,000 unaddressed", None, ""),
]


def stall_table(title: str, runs: dict[str, list[Run]], kinds: tuple[str, ...]) -> list[str]:
    label = {"slow_callbacks": "slow callbacks", "lag_stalls": "timer lag",
             "gc_pauses": "GC pauses"}
    lines = [title, "| " + " | ".join([f"{'':<22}", *(f"{p:>12}" for p in PHASES)]) + " |"]
    for kind, group in runs.items():
        for name in kinds:
            cells = []
            for phase in PHASES:
                got = [r.stalls[name][phase] for r in group if name in r.stalls]
                if not got:
                    cells.append(f"{'-':>12}")
                    continue
                count = sum(int(g[0]) for g in got)
                worst = max(g[1] for g in got) * 1000
                cells.append(f"{f'{count}, {worst:.0f}' if count else '0':>12}")
            lines.append("| " + " | ".join([f"{kind + ' ' + label[name]:<22}", *cells]) + " |")
    lines.append("")
    return lines


def medians(runs: list[Run]) -> dict[str, float]:
    keys = {k for r in runs for k in r.figures}
    return {k: statistics.median(r.figures[k] for r in runs if k in r.figures) for k in keys}


def fmt(value: float | None) -> str:
    if value is None:
        return "-"
    if abs(value) >= 100:
        return f"{value:.0f}"
    if abs(value) >= 10:
        return f"{value:.1f}"
    return f"{value:.2f}"


def report(opts: Options, bare: list[Run], mnemo: list[Run], debug: dict[str, Run],
           building: dict[int, float]) -> str:
    b, m = medians(bare), medians(mnemo)
    lines = [
        f"mnemo vs bare NoneBot: medians of {len(mnemo)} run(s); flood {opts.flood} messages "
        f"in {opts.flood_groups} groups; latency {opts.turns} turns after "
        f"{opts.history_turns} (history) / {opts.fresh_turns} turns (fresh); "
        f"{opts.groups} groups x {opts.rounds} rounds",
        "",
        f"| {'figure':<46} | {'bare':>8} | {'mnemo':>8} | {'ratio':>6} | {'target':>7} | ok |",
        f"|{'-' * 48}|{'-' * 10}|{'-' * 10}|{'-' * 8}|{'-' * 9}|----|",
    ]
    for key, label, target, sense in ROWS:
        bv, mv = b.get(key), m.get(key)
        ratio = mv / bv if bv and mv is not None else None
        ok = ""
        want = ""
        if target is not None and ratio is not None:
            good = ratio <= target if sense == "max" else ratio >= target
            ok = "yes" if good else "NO"
            want = f"{'≤' if sense == 'max' else '≥'}{target:g}x"
        lines.append(f"| {label:<46} | {fmt(bv):>8} | {fmt(mv):>8} | "
                     f"{fmt(ratio) + 'x' if ratio is not None else '-':>6} | {want:>7} | "
                     f"{ok:<2} |")
    lines.append("")
    busiest = max((r.figures.get("foreign_load_cores", 0.0) for r in bare + mnemo), default=0)
    if busiest > 0.2:
        lines.append(f"WARNING: other processes used up to {busiest:.2f} cores during a run; "
                     "latency and replies/s are then not comparable, CPU/message still is.")
        lines.append("")
    lines += stall_table(
        "GC pauses > 50 ms, all measured runs together (count, worst ms):",
        {"bare": bare, "mnemo": mnemo}, ("gc_pauses",))
    if debug:
        lines += stall_table(
            "Event-loop stalls > 50 ms in the asyncio debug run (PYTHONASYNCIODEBUG=1, "
            "slow_callback_duration=0.05; count, worst ms):",
            {k: [r] for k, r in debug.items()}, STALL_KINDS)
        for kind, run in debug.items():
            if "error" in run.stalls:
                lines.append(f"  {kind}: debug run failed: {run.stalls['error'][:300]}")
                continue
            for what in run.stalls["examples"]:
                lines.append(f"  {kind} outside the flood: {what[1] * 1000:.0f} ms  "
                             f"{what[2][:140]}")
    if building:
        lines.append("")
        per = ", ".join(f"{n} msgs {us:.0f} µs" for n, us in building.items())
        lines.append(f"building one model request (tokens of system+tools, message list, JSON "
                     f"body), by history length: {per}")
    lines.append("")
    lines.append(f"machine: {os.cpu_count()} cores, {_cpu_model()}, Python "
                 f"{platform.python_version()}, {_versions()}")
    return "\n".join(lines)


def _cpu_model() -> str:
    with contextlib.suppress(OSError), open("/proc/cpuinfo", encoding="utf-8") as f:
        for line in f:
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    return platform.processor() or "unknown CPU"


def _versions() -> str:
    from importlib.metadata import PackageNotFoundError, version

    names = ["nonebot2", "nonebot-adapter-onebot", "uvicorn", "uvloop", "aiosqlite"]
    out = []
    for name in names:
        with contextlib.suppress(PackageNotFoundError):
            out.append(f"{name} {version(name)}")
    return ", ".join(out)


async def bench(opts: Options) -> tuple[str, dict[str, Any]]:
    sys.path.insert(0, str(ROOT))
    workdir = Path(tempfile.mkdtemp(prefix="mnemo-overhead-"))
    provider = ProviderProcess()
    await provider.start()
    bare: list[Run] = []
    mnemo: list[Run] = []
    debug: dict[str, Run] = {}
    try:
        for i in range(opts.runs):
            order = ["bare", "mnemo"] if i % 2 == 0 else ["mnemo", "bare"]
            for kind in order:
                progress(f"run {i + 1}/{opts.runs}: {kind}")
                run = await run_bot(kind, opts, provider, workdir)
                (bare if kind == "bare" else mnemo).append(run)
                progress(f"{kind}: " + ", ".join(f"{k}={fmt(v)}"
                                                 for k, v in sorted(run.figures.items())))
        if opts.debug_run:
            for kind in ("bare", "mnemo"):
                progress(f"debug run: {kind}")
                try:
                    debug[kind] = await run_bot(kind, opts, provider, workdir, debug=True)
                except Exception as exc:  # the measured runs are still worth printing
                    debug[kind] = Run(kind, stalls={"error": f"{type(exc).__name__}: {exc}"})
    finally:
        await provider.stop()
        if not opts.keep:
            shutil.rmtree(workdir, ignore_errors=True)
        else:
            progress(f"bot logs kept in {workdir}")
    building = request_cost()
    data = {
        "options": opts.__dict__,
        "request_building_us": building,
        "bare": [r.figures for r in bare],
        "mnemo": [r.figures for r in mnemo],
        "debug": {k: r.stalls for k, r in debug.items()},
    }
    return report(opts, bare, mnemo, debug, building), data


def parse_args(argv: list[str]) -> tuple[Options, str | None]:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    o = Options()
    p.add_argument("--runs", type=int, default=o.runs)
    p.add_argument("--flood", type=int, default=o.flood)
    p.add_argument("--flood-groups", type=int, default=o.flood_groups)
    p.add_argument("--paced", type=int, default=o.paced,
                   help="unaddressed messages sent at --paced-rate a second")
    p.add_argument("--paced-rate", type=float, default=o.paced_rate)
    p.add_argument("--turns", type=int, default=o.turns)
    p.add_argument("--history-turns", type=int, default=o.history_turns)
    p.add_argument("--fresh-turns", type=int, default=o.fresh_turns)
    p.add_argument("--groups", type=int, default=o.groups)
    p.add_argument("--rounds", type=int, default=o.rounds)
    p.add_argument("--no-debug-run", action="store_true", help="skip the asyncio debug run")
    p.add_argument("--quick", action="store_true", help="smaller phases, for a smoke run")
    p.add_argument("--time-limit", type=float, default=o.time_limit, help="seconds, whole bench")
    p.add_argument("--keep", action="store_true", help="keep the bots' logs and data")
    p.add_argument("--json", help="also write the per-run figures here")
    p.add_argument("--panel", action="store_true", help="mnemo with the web panel on (idle)")
    p.add_argument("--embeddings", action="store_true",
                   help="mnemo with embeddings on (recall's vectors), answered at once")
    p.add_argument("--profile", type=Path, help="py-spy samples of each bot's flood, "
                   "latency and burst phases into this directory (bench/profile_top.py reads them)")
    a = p.parse_args(argv)
    opts = Options(runs=a.runs, flood=a.flood, flood_groups=a.flood_groups, paced=a.paced,
                   paced_rate=a.paced_rate, turns=a.turns,
                   history_turns=a.history_turns, fresh_turns=a.fresh_turns, groups=a.groups,
                   rounds=a.rounds, debug_run=not a.no_debug_run, time_limit=a.time_limit,
                   keep=a.keep, panel=a.panel, profile=a.profile,
                   embeddings=a.embeddings)
    if a.quick:
        opts.flood, opts.turns, opts.history_turns, opts.fresh_turns = 1000, 50, 50, 30
        opts.paced = 100
        opts.rounds = 4
    return opts, a.json


def driver_main(argv: list[str]) -> None:
    opts, json_path = parse_args(argv)

    async def bounded() -> tuple[str, dict[str, Any]]:
        return await asyncio.wait_for(bench(opts), opts.time_limit)

    text, data = asyncio.run(bounded())
    print(text)
    if json_path:
        data["report"] = text
        Path(json_path).write_text(json.dumps(data, ensure_ascii=False, indent=2, default=str),
                                   encoding="utf-8")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        child_main(sys.argv[2], count_store="--count-store" in sys.argv[3:])
    elif sys.argv[1:2] == ["--provider"]:
        try:
            import uvloop

            uvloop.run(provider_main())
        except ImportError:
            asyncio.run(provider_main())
    else:
        driver_main(sys.argv[1:])
