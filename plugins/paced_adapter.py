"""The OneBot v11 adapter mnemo runs: the stock one, reading one event per loop turn.

The stock adapter reads its reverse WebSocket in a loop that parses each frame and
starts a task for it. When frames are already buffered (a busy QQ account catching up,
hundreds of groups talking at once) that loop never suspends: it turns the whole backlog
into live event tasks in one callback: every event's objects are alive at once, and
garbage collections over that heap pause the loop for long (bench/overhead.py's flood
phase shows it, beside the bare NoneBot bot).

Yielding to the loop before each read keeps the backlog as text in the WebSocket's
receive queue (strings: invisible to the garbage collector) and lets each event finish
before many more start: the same drain time, without the pauses or the peak. The read
never waits on anything but the socket: API results arrive on the same socket, so any
"wait until handlers finish" gate could deadlock a handler that awaits one. The price: an
API result buffered behind a backlog is read after it (a backlog of thousands drains in
seconds, inside NoneBot's API timeout); the stock adapter pays for it in memory.
"""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import Any

from nonebot.adapters.onebot.v11 import Adapter as OneBotV11Adapter
from nonebot.drivers import WebSocket, WebSocketServerSetup


class PacedWebSocket:
    """A server-side WebSocket whose `receive` lets ready tasks run first."""

    def __init__(self, websocket: WebSocket) -> None:
        self._websocket = websocket

    def __getattr__(self, name: str) -> Any:
        return getattr(self._websocket, name)

    async def receive(self) -> str | bytes:
        await asyncio.sleep(0)
        return await self._websocket.receive()


class PacedAdapter(OneBotV11Adapter):
    """OneBot v11 with paced reads; same name, events, API and settings as the stock one.

    The stock adapter registers each of its WebSocket routes through the public
    `setup_websocket_server`; every route's handler is given the paced socket there.
    """

    def setup_websocket_server(self, setup: WebSocketServerSetup) -> None:
        handle = setup.handle_func

        async def paced(websocket: WebSocket) -> Any:
            return await handle(PacedWebSocket(websocket))  # type: ignore[arg-type]

        super().setup_websocket_server(replace(setup, handle_func=paced))
