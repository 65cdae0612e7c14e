"""What one model call costs the bot's CPU in the HTTP client: httpx, aiohttp, mnemo's own.

Why `mnemo/endpoint.py` (every model call) goes through mnemo/http1.py. The fake provider
runs in its own process (the one bench/overhead.py uses), so this process's CPU time is
the client's alone. Each client sends the same Chat Completions request with keep-alive,
one at a time and then with 50 in flight (50 groups waiting for the model at once), with
a short conversation and with a long one (~150 KB, a history of several hundred
messages); `Endpoint` is the bot's transport alone, `ChatClient` the bot's whole client on
top of it (request building, retries and parsing included).

    python bench/http_client.py
"""

from __future__ import annotations

import asyncio
import json
import resource
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import aiohttp  # noqa: E402
import httpx  # noqa: E402
from overhead import API_KEY, ProviderProcess  # noqa: E402

from mnemo.client import ChatClient, encode  # noqa: E402
from mnemo.endpoint import Endpoint  # noqa: E402

SHORT = [{"role": "user", "content": "今天天气怎么样？" * 40}]
LONG = [{"role": "user" if i % 2 else "assistant", "content": "今天天气怎么样？" * 20}
        for i in range(600)]
HEADERS = {"Authorization": f"Bearer {API_KEY}", "Content-Type": "application/json"}
REQUESTS = 2000


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


async def measure(post: Callable[[], Awaitable[object]], in_flight: int) -> tuple[float, float]:
    """(CPU µs per request, requests per second)."""
    for _ in range(20):
        await post()

    async def worker(n: int) -> None:
        for _ in range(n):
            await post()

    cpu, start = cpu_seconds(), time.perf_counter()
    await asyncio.gather(*(worker(REQUESTS // in_flight) for _ in range(in_flight)))
    elapsed = time.perf_counter() - start
    return (cpu_seconds() - cpu) / REQUESTS * 1e6, REQUESTS / elapsed


async def main() -> None:
    provider = ProviderProcess()
    await provider.start()
    url = provider.base_url + "/chat/completions"
    limits = httpx.Limits(max_connections=100, max_keepalive_connections=100)
    httpx_client = httpx.AsyncClient(limits=limits)
    session = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=100))
    chat = ChatClient(base_url=provider.base_url, api_key=API_KEY, model="fake-model")

    endpoint = Endpoint(url, timeout=60)

    try:
        print(f"{REQUESTS} requests per row; CPU of this process per request")
        for label, messages in (("short", SHORT), ("long", LONG)):
            body = json.dumps({"model": "fake-model", "messages": messages}).encode()

            async def via_httpx(body: bytes = body) -> object:
                response = await httpx_client.post(url, content=body, headers=HEADERS)
                response.raise_for_status()
                return response.json()

            async def via_aiohttp(body: bytes = body) -> object:
                async with session.post(url, data=body, headers=HEADERS) as response:
                    response.raise_for_status()
                    return await response.json()

            async def via_endpoint(body: bytes = body) -> object:
                reply = await endpoint.post(body, HEADERS)
                return json.loads(reply.body)

            # As the bot sends it: the history encoded once, kept as one piece.
            history = b",".join(encode(m) for m in messages)

            async def via_chat_client(history: bytes = history) -> object:
                return await chat.complete([history])

            clients = {"httpx": via_httpx, "aiohttp": via_aiohttp, "Endpoint": via_endpoint,
                       "ChatClient": via_chat_client}
            print(f"{label} conversation, a {len(body) // 1024} KB body")
            for in_flight in (1, 50):
                baseline = None
                for name, post in clients.items():
                    cpu_us, rate = await measure(post, in_flight)
                    baseline = baseline or cpu_us
                    print(f"  {name:<10} {in_flight:>2} in flight: {cpu_us:6.0f} µs CPU per "
                          f"request ({cpu_us / baseline:4.2f}x httpx), {rate:6.0f} requests/s")
    finally:
        await httpx_client.aclose()
        await session.close()
        await chat.aclose()
        await endpoint.aclose()
        await provider.stop()


if __name__ == "__main__":
    try:
        import uvloop

        uvloop.run(main())
    except ImportError:
        asyncio.run(main())
