"""Changes made by other processes on the database, as they commit (LISTEN/NOTIFY).

The feed keeps one connection of its own listening on the KV channel and calls
`on_change(namespace)` for each namespace another process wrote. When that connection
drops it reconnects, and then reports `ALL`: what changed while it was away was never
heard, so everything is reloaded.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import asyncpg

from ..base import ALL
from .database import TRANSIENT, PostgresDatabase, close_connection
from .keyvalue import CHANNEL

log = logging.getLogger(__name__)

# Between attempts once the server has refused the feed for a reason other than an outage.
SLOW_RETRY = 5.0



class ChangeFeed:
    def __init__(self, db: PostgresDatabase, on_change: Callable[[str], Awaitable[None]]) -> None:
        self._db = db
        self._on_change = on_change
        self._conn: asyncpg.Connection | None = None
        self._closed = False
        self._reconnect: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self.connected = asyncio.Event()

    async def start(self) -> None:
        await self._connect()

    async def _connect(self) -> None:
        conn = await asyncpg.connect(self._db.url, statement_cache_size=0,
                                     **self._db.connect_options())
        await conn.add_listener(CHANNEL, self._heard)
        conn.add_termination_listener(self._lost)
        self._conn = conn
        self.connected.set()

    def _heard(self, conn: Any, pid: int, channel: str, payload: str) -> None:
        instance, _, namespace = payload.partition(" ")
        if instance != self._db.instance:
            self._dispatch(namespace)

    def _dispatch(self, namespace: str) -> None:
        task = asyncio.get_running_loop().create_task(self._deliver(namespace))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _deliver(self, namespace: str) -> None:
        try:
            await self._on_change(namespace)
        except Exception:  # a failed reload must not stop the feed; the next change retries
            log.exception("reloading %s after another process changed it failed", namespace)

    def _lost(self, conn: Any) -> None:
        if self._closed:
            return
        self.connected.clear()
        self._conn = None
        log.warning("PostgreSQL change feed lost its connection; reconnecting")
        if self._reconnect is None or self._reconnect.done():
            self._reconnect = asyncio.get_running_loop().create_task(self._reconnect_loop())

    async def _reconnect_loop(self) -> None:
        delay = 0.05
        said: str | None = None
        while not self._closed:
            try:
                await self._connect()
            except TRANSIENT:
                await asyncio.sleep(delay)
                delay = min(delay * 2, 1.0)
                continue
            except Exception as exc:
                # Refused for good as far as the server says (a changed password, a
                # renamed database): said once, and tried again more slowly, since an
                # admin may put it right while the bot runs.
                kind = type(exc).__name__
                if kind != said:
                    log.error("PostgreSQL change feed cannot reconnect (%s): settings and "
                              "AI switches changed by other processes are not seen here "
                              "until it does; retrying every %.0f s", kind, SLOW_RETRY)
                    said = kind
                await asyncio.sleep(SLOW_RETRY)
                continue
            log.info("PostgreSQL change feed reconnected; reloading shared state")
            self._dispatch(ALL)
            return

    async def stop(self) -> None:
        self._closed = True
        if self._reconnect is not None:
            self._reconnect.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._reconnect
        conn, self._conn = self._conn, None
        if conn is not None:
            await close_connection(conn)
        for task in list(self._tasks):
            task.cancel()
