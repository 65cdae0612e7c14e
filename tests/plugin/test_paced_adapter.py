"""The paced OneBot adapter bot.py runs: a buffered backlog is handled as it is read.

A QQ account that catches up (or hundreds of busy groups) hands the bot many frames at
once. The stock adapter turns every buffered frame into a live event task before any of
them runs; the paced one lets each event be handled before reading on, so only a few are
ever alive. The socket here is a stand-in for the driver's server WebSocket with the whole
backlog already buffered: `receive` returns at once, as a real one does then.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable

import nonebot
import pytest
from nonebot.adapters import Adapter, Event
from nonebot.drivers import URL, Request, WebSocket, WebSocketServerSetup
from nonebot.exception import WebSocketClosed

SELF_ID = "20002"  # not the nonebug bot of the other plugin tests
BACKLOG = 300


def heartbeat(i: int) -> str:
    return json.dumps({
        "time": int(time.time()),
        "self_id": int(SELF_ID),
        "post_type": "meta_event",
        "meta_event_type": "heartbeat",
        "status": {"online": True, "good": True},
        "interval": 5000 + i,
    })


class BufferedSocket(WebSocket):
    """A reverse WebSocket with `frames` already buffered, then closed by the peer."""

    def __init__(self, frames: list[str], alive: Callable[[], int]) -> None:
        super().__init__(request=Request(
            "GET", URL("ws://127.0.0.1/onebot/v11/ws"), headers={"X-Self-ID": SELF_ID}))
        self.frames = frames
        self.alive = alive
        self.alive_at_read: list[int] = []
        self.accepted = False
        self._closed = False

    @property
    def closed(self) -> bool:
        return self._closed

    async def accept(self) -> None:
        self.accepted = True

    async def close(self, code: int = 1000, reason: str = "") -> None:
        self._closed = True

    async def receive(self) -> str:
        self.alive_at_read.append(self.alive())
        if not self.frames:
            raise WebSocketClosed(1000)
        return self.frames.pop(0)

    async def receive_text(self) -> str:
        return await self.receive()

    async def receive_bytes(self) -> bytes:
        raise AssertionError("OneBot v11 sends text frames")

    async def send_text(self, data: str) -> None:
        raise AssertionError("nothing here calls the API")

    async def send_bytes(self, data: bytes) -> None:
        raise AssertionError("nothing here calls the API")


@pytest.mark.usefixtures("app")
async def test_a_buffered_backlog_never_becomes_hundreds_of_live_event_tasks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from nonebot.adapters.onebot.v11 import Bot

    from plugins.paced_adapter import PacedAdapter

    handled: list[int] = []
    handle_event = Bot.handle_event

    async def counted(self: Bot, event: Event) -> None:
        await handle_event(self, event)
        handled.append(event.interval)  # type: ignore[attr-defined]

    monkeypatch.setattr(Bot, "handle_event", counted)
    # The routes as the adapter hands them to the driver (a second adapter's routes
    # must not replace the app's own).
    routes: list[WebSocketServerSetup] = []
    monkeypatch.setattr(Adapter, "setup_websocket_server",
                        lambda self, setup: routes.append(setup))
    adapter = PacedAdapter(nonebot.get_driver())
    [route] = [r for r in routes if str(r.path) == "/onebot/v11/ws"]
    socket = BufferedSocket([heartbeat(i) for i in range(BACKLOG)], lambda: len(adapter.tasks))
    await route.handle_func(socket)
    await asyncio.gather(*adapter.tasks)  # the tail of the backlog

    assert socket.accepted
    assert len(socket.alive_at_read) == BACKLOG + 1
    # The stock adapter reads all 300 before the first runs (max 300 alive at a read).
    assert max(socket.alive_at_read) <= 10
    # Every event was handled through NoneBot, in the order it arrived.
    assert handled == [5000 + i for i in range(BACKLOG)]
    assert SELF_ID not in nonebot.get_bots()
    assert adapter.connections == {}
