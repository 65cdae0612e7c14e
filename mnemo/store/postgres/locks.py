"""Advisory lock keys, and the notices a process hears when another lets a turn lock go.

A key is two 32-bit numbers: mnemo's space and a hash of what is locked. A process
waiting for a conversation that another process holds waits without a connection of
its own (see `mnemo.store.turnlock`): it watches the conversation here, and the holder's
release sends a notice on `RELEASED` that wakes it to try again.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import time
from typing import Any, Protocol

import asyncpg

from .database import LOCK_SPACE, TRANSIENT, PostgresDatabase, close_connection

log = logging.getLogger(__name__)

RELEASED = "mnemo_turn_released"
_RECONNECT_EVERY = 1.0  # seconds between attempts to listen again after a loss


def lock_key(name: str) -> tuple[int, int]:
    """(space, hash) for `pg_advisory_lock(int, int)`; a collision only makes two names
    share one lock, never breaks one."""
    digest = hashlib.blake2b(name.encode("utf-8"), digest_size=4).digest()
    return LOCK_SPACE, int.from_bytes(digest, "big", signed=True) or 1


class ReadAlong(Protocol):
    """A read made in the same round trip as taking a turn lock (the quota counters)."""

    def wanted(self) -> tuple[str, tuple[Any, ...]] | None:
        """A scalar subquery whose parameters start at $2, with their values; or None."""
        ...

    def take(self, value: Any, args: tuple[Any, ...]) -> None: ...


class Releases:
    """The conversations this process waits for, woken when a holder lets one go.

    Best effort: while its connection is down no notice is heard, so waiters also try
    again after a while on their own (a holder that died releases with no notice).
    """

    def __init__(self, db: PostgresDatabase) -> None:
        self._db = db
        self._watchers: dict[str, set[asyncio.Event]] = {}
        self._conn: asyncpg.Connection | None = None
        self._opening = asyncio.Lock()
        self._tried = 0.0  # monotonic time of the last attempt to listen
        self._closed = False

    def watch(self, key: str) -> asyncio.Event:
        """An event set at the next release of `key` heard after this call."""
        event = asyncio.Event()
        self._watchers.setdefault(key, set()).add(event)
        return event

    def unwatch(self, key: str, event: asyncio.Event) -> None:
        events = self._watchers.get(key)
        if events is not None:
            events.discard(event)
            if not events:
                del self._watchers[key]

    def released(self, key: str) -> None:
        for event in self._watchers.get(key, ()):
            event.set()

    async def listen(self) -> None:
        """Listen for notices if not already (a failure only leaves waiters polling)."""
        if self._conn is not None or self._closed:
            return
        async with self._opening:
            if self._conn is not None or time.monotonic() - self._tried < _RECONNECT_EVERY:
                return
            self._tried = time.monotonic()
            try:
                conn = await asyncpg.connect(self._db.url, statement_cache_size=0,
                                             **self._db.connect_options())
                await conn.add_listener(RELEASED, self._heard)
            except TRANSIENT as exc:
                log.debug("turn release notices unavailable (%s)", type(exc).__name__)
                return
            conn.add_termination_listener(self._lost)
            self._conn = conn

    def _heard(self, conn: Any, pid: int, channel: str, payload: str) -> None:
        self.released(payload)

    def _lost(self, conn: Any) -> None:
        self._conn = None
        # What was released meanwhile went unheard: every waiter tries again now.
        for events in self._watchers.values():
            for event in events:
                event.set()

    async def close(self) -> None:
        self._closed = True
        conn, self._conn = self._conn, None
        if conn is not None:
            await close_connection(conn)
