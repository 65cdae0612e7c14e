"""The web panel's page times for a long conversation, against the real bot process.

Seeds a conversation of N stored messages (default 2,000, plus as many archived) into a
fresh data directory, starts `bot.py` with the panel on, logs in over HTTP and times, as
medians over several loads:

- the login page (the cheapest page: the baseline of the same run),
- the conversation page (the whole next request, message by message) the first time,
  when the history is read from the database, and warm, when it is resident,
- the raw request JSON, and the last page of the archive,

each with its size; and what a page load costs the chat beside it: the reply time of
@-messages in another group while the conversation page is loaded over and over, against
the same with the panel idle. Every figure is end to end over loopback, so it includes
the HTTP round trip and the bot's own event loop.

    python bench/panel.py                  # 2,000 messages
    python bench/panel.py --messages 5000 --loads 20
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import httpx  # noqa: E402

from mnemo import Config, Engine  # noqa: E402
from mnemo.window import make_message  # noqa: E402
from tests.e2e.harness import BotProcess, OneBotSide, free_port, localstore_env  # noqa: E402
from tests.fakes.provider import FakeProvider  # noqa: E402

TOKEN = "bench-token"
PASSWORD = "bench-password"
KEY = "g:1000"


def line(i: int) -> dict[str, str]:
    if i % 2 == 0:
        return {"role": "user", "content": f"[2026-03-01 12:{i % 60:02d}] 小明(2001): "
                                           f"第 {i} 条消息，说说今天的天气和晚饭吃什么 <b>{i}</b>"}
    return {"role": "assistant", "content": f"好的，这是第 {i} 条回答：今天晴，晚饭可以吃面。"}


async def seed(data_dir: Path, messages: int) -> None:
    """Stored as the bot stores them: an archived batch, then the active history."""
    async with Engine(Config(aichat_data_dir=str(data_dir)), data_dir) as engine:
        history = engine.stores.history
        await history.append(KEY, [make_message(line(i)) for i in range(messages)])
        await history.replace(KEY, [make_message(line(i)) for i in range(messages)])


async def timed(client: httpx.AsyncClient, path: str, loads: int) -> tuple[list[float], int]:
    times, size = [], 0
    for _ in range(loads):
        start = time.perf_counter()
        response = await client.get(path)
        times.append((time.perf_counter() - start) * 1000)
        if response.status_code != 200:
            raise SystemExit(f"{path}: HTTP {response.status_code}")
        size = len(response.content)
    return times, size


async def replies(side: OneBotSide, n: int) -> list[float]:
    """Reply times (ms) of `n` @-messages in a group of their own, one at a time."""
    times = []
    for i in range(n):
        start = time.perf_counter()
        await side.group_message(2000, 3001, f"测一下 {i}", at_bot=True)
        await side.next_reply()
        times.append((time.perf_counter() - start) * 1000)
    return times


async def run(messages: int, loads: int) -> None:
    provider = FakeProvider(api_key="k")
    await provider.start()
    root = Path(tempfile.mkdtemp(prefix="panel-bench-"))
    data_dir = root / "data"
    await seed(data_dir, messages)
    port = free_port()
    env = {
        "PORT": str(port), "ONEBOT_ACCESS_TOKEN": TOKEN, "SUPERUSERS": '["999"]',
        "LOG_LEVEL": "INFO", "AICHAT_BASE_URL": provider.base_url, "AICHAT_API_KEY": "k",
        "AICHAT_MODEL": "fake-model", "AICHAT_DATA_DIR": str(data_dir),
        "AICHAT_MAX_CONTEXT_TOKENS": "1000000",
        "AICHAT_WEB_ENABLED": "true", "AICHAT_WEB_PASSWORD": PASSWORD,
        **localstore_env(root / "localstore"),
    }
    bot = BotProcess(env, log_path=root / "bot.log")
    await bot.start()
    await bot.wait_ready()
    side = OneBotSide(port, token=TOKEN)
    await side.connect()
    try:
        base = f"http://127.0.0.1:{port}/admin"
        async with httpx.AsyncClient(base_url=base, trust_env=False) as client:
            login, login_size = await timed(client, "/login", loads)
            csrf = client.cookies["mnemo_login"]
            done = await client.post("/login", data={"csrf": csrf, "password": PASSWORD,
                                                     "next": "/admin/"})
            if done.status_code != 303:
                raise SystemExit(f"login failed: HTTP {done.status_code}")
            cold, size = await timed(client, f"/c/{KEY}", 1)
            warm, _ = await timed(client, f"/c/{KEY}", loads)
            raw, raw_size = await timed(client, f"/c/{KEY}/request.json", loads)
            last_page = -(-messages // 50)
            archive, archive_size = await timed(client, f"/c/{KEY}/archive?page={last_page}",
                                                loads)
            idle = await replies(side, loads * 2)
            stop = asyncio.Event()

            async def keep_loading() -> None:
                while not stop.is_set():
                    await client.get(f"/c/{KEY}")

            loader = asyncio.create_task(keep_loading())
            busy = await replies(side, loads * 2)
            stop.set()
            await loader
    finally:
        await side.close()
        await bot.stop()
        await provider.stop()
    base_ms = statistics.median(login)
    print(f"panel page times, conversation of {messages:,} stored messages "
          f"(+{messages:,} archived), median of {loads} loads, end to end over loopback:")
    rows = [
        ("login page (baseline)", base_ms, login_size),
        ("conversation page, first load (from the database)", cold[0], size),
        ("conversation page, warm", statistics.median(warm), size),
        ("request JSON, warm", statistics.median(raw), raw_size),
        (f"archive, last page ({last_page})", statistics.median(archive), archive_size),
    ]
    for name, ms, n in rows:
        print(f"  {name:52} {ms:8.1f} ms  {ms / base_ms:6.1f}x  {n / 1024:8.0f} KiB")
    idle_ms, busy_ms = statistics.median(idle), statistics.median(busy)
    print(f"chat reply time in another group (median of {len(idle)}, fake provider at once):")
    print(f"  panel idle                                           {idle_ms:8.1f} ms    1.0x")
    print(f"  conversation page loading without pause              {busy_ms:8.1f} ms  "
          f"{busy_ms / idle_ms:6.1f}x  (worst {max(busy):.1f} ms, idle worst {max(idle):.1f})")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--messages", type=int, default=2000)
    p.add_argument("--loads", type=int, default=10)
    a = p.parse_args()
    asyncio.run(run(a.messages, a.loads))


if __name__ == "__main__":
    main()
