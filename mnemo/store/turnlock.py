"""One turn of a conversation at a time across processes, and whether the cache is stale.

A process takes the conversation's `TurnLock` for the whole of a turn (or an admin
change of its history). The lease says how many writes the stored conversation has had
(`version`); a process whose resident copy was left at another version reloads it
before answering, so it never answers from history another process has moved past.

`LocalTurnLock` is for a database that only one process opens (the SQLite file): the
in-process lock of the session is all there is to it and nothing is ever stale.
`AdvisoryTurnLock` holds a PostgreSQL session-level advisory lock on a connection of its
own pool; if the process dies the server closes the connection and the lock goes with it.
The pool has `AICHAT_POSTGRES_TURN_CONNECTIONS` connections: one per turn holding its lock,
so that many conversations can be in a turn at once in one process; a turn beyond that
waits for one, and the log says so. A turn that finds the conversation held by another
process holds no connection while it waits: it gives its connection back and tries again
when the holder's release is heard. After `FAIR_AFTER` seconds of that it queues at the
server for at most `FAIR_WAIT` seconds at a time, holding a connection then, so a process
answering one conversation back to back cannot keep the other out for good.
While held, the lease's version is also this process's fence for the conversation (see
`mnemo.store.postgres.fences`): if the connection is dropped mid-turn and another process
takes the conversation, this one's remaining writes of it fail instead of landing.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import Protocol

import asyncpg

from .postgres.database import TRANSIENT, PostgresDatabase
from .postgres.locks import RELEASED, Releases, lock_key

log = logging.getLogger(__name__)

_VERSION = "SELECT version FROM chat_session WHERE session_id = $1"
DEFAULT_CONNECTIONS = 20
FAIR_AFTER = 1.0  # seconds of waiting for another process before queueing at the server
FAIR_WAIT = 2.0  # the longest one wait at the server holds a connection
_POLL_MAX = 1.0  # the longest a waiter goes without trying again, notice or not
_TOLD_EVERY = 60.0  # seconds between two log lines about turns queueing for a connection


class Lease(Protocol):
    # The stored version when the lock was taken; None where nothing is shared.
    version: int | None

    async def release(self) -> int | None:
        """Let go; the stored version as this holder left it (None: unknown or unshared)."""
        ...


class TurnLock(Protocol):
    async def acquire(self, key: str) -> Lease: ...

    async def version(self, key: str) -> int | None:
        """The stored version now (None where nothing is shared)."""
        ...

    async def close(self) -> None: ...


class _NoLease:
    version: int | None = None

    async def release(self) -> int | None:
        return None


class LocalTurnLock:
    async def acquire(self, key: str) -> Lease:
        return _NoLease()

    async def version(self, key: str) -> int | None:
        return None

    async def close(self) -> None:
        return None


class _AdvisoryLease:
    def __init__(self, owner: AdvisoryTurnLock, conn: asyncpg.Connection, key: str,
                 version: int) -> None:
        self._owner = owner
        self._conn = conn
        self._key = key
        self.version: int | None = version

    async def release(self) -> int | None:
        conn = self._conn
        self._owner._db.fences.drop(self._key)
        try:
            # One statement: its snapshot is taken while the lock is still held, so the
            # version read is the one this holder left. The notice wakes a process
            # waiting for the conversation; it is sent when the statement commits.
            row = await conn.fetchrow(
                f"SELECT ({_VERSION}) AS version, pg_advisory_unlock($2, $3) AS released, "
                "pg_notify($4, $1)",
                self._key, *lock_key("turn:" + self._key), RELEASED)
        except TRANSIENT as exc:
            # The connection is gone, and the lock with it; what was written is unknown.
            log.warning("turn lock of %s lost with its connection (%s)", self._key,
                        type(exc).__name__)
            await self._owner._discard(conn)
            self._owner._releases.released(self._key)
            return None
        except BaseException:
            await self._owner._discard(conn)
            raise
        await self._owner._give_back(conn)
        self._owner._releases.released(self._key)
        return int(row["version"] or 0)


class _Attempts:
    """What one turn's tries met, so each turn is counted once."""

    queued = False
    contended = False


class AdvisoryTurnLock:
    """Advisory locks on PostgreSQL, each held on a connection of a pool of its own.

    Its own pool: a turn holds its lock connection while its writes need store
    connections, and sharing one pool could leave every connection held by a turn that
    waits for a write. `queued` counts the turns that had to wait for a lock connection
    since start (the pool was full), `contended` those that found their conversation
    held by another process.
    """

    def __init__(self, db: PostgresDatabase, *, connections: int = DEFAULT_CONNECTIONS) -> None:
        self._db = db
        self._connections = connections
        self._pool: asyncpg.Pool | None = None
        self._opening = asyncio.Lock()
        self._releases = Releases(db)
        self._in_use = 0
        self._waiting = 0  # turns waiting for a lock connection now
        self._told = -_TOLD_EVERY  # monotonic time of the last line about it
        self.queued = 0
        self.contended = 0
        self.fair_after = FAIR_AFTER
        # Set each time a turn finds its conversation held elsewhere (for tests).
        self.held_elsewhere = asyncio.Event()

    async def _get_pool(self) -> asyncpg.Pool:
        if self._pool is None:
            async with self._opening:
                if self._pool is None:
                    self._pool = await asyncpg.create_pool(
                        self._db.url, min_size=0, max_size=self._connections,
                        statement_cache_size=0, **self._db.connect_options())
        assert self._pool is not None
        return self._pool

    async def _take(self, turn: _Attempts) -> asyncpg.Connection:
        """A lock connection; a turn that must wait for one is counted and logged."""
        pool = await self._get_pool()
        if self._in_use + self._waiting < self._connections:
            conn = await pool.acquire()
        else:
            if not turn.queued:
                turn.queued = True
                self.queued += 1
            self._waiting += 1
            now = time.monotonic()
            if now - self._told >= _TOLD_EVERY:
                self._told = now
                log.warning("turns wait for a turn-lock connection: all %d are held by turns "
                            "in progress (%d waiting; AICHAT_POSTGRES_TURN_CONNECTIONS)",
                            self._connections, self._waiting)
            try:
                conn = await pool.acquire()
            finally:
                self._waiting -= 1
        self._in_use += 1
        return conn

    async def _give_back(self, conn: asyncpg.Connection) -> None:
        self._in_use -= 1
        if self._pool is not None:
            with contextlib.suppress(*TRANSIENT):
                await self._pool.release(conn)

    async def _discard(self, conn: asyncpg.Connection) -> None:
        """Close `conn` (so no lock can be left on it) and return its slot to the pool."""
        # A connection the server already dropped may refuse even this.
        with contextlib.suppress(*TRANSIENT):
            conn.terminate()
        await self._give_back(conn)

    async def _try(self, key: str, wait: float, turn: _Attempts) -> Lease | None:
        """The lock now, or None if another holds it; `wait` > 0: queue at the server for
        up to that many seconds first."""
        lock = lock_key("turn:" + key)
        conn = await self._take(turn)
        try:
            if wait <= 0:
                got = bool(await conn.fetchval("SELECT pg_try_advisory_lock($1, $2)", *lock))
            else:
                try:
                    # A session lock taken in a transaction outlives it; the timeout is
                    # the transaction's only.
                    async with conn.transaction():
                        await conn.execute(f"SET LOCAL lock_timeout = {int(wait * 1000)}")
                        await conn.execute("SELECT pg_advisory_lock($1, $2)", *lock)
                    got = True
                except asyncpg.LockNotAvailableError:
                    got = False
            if got:
                version = await self._read_version(conn, key)
        except BaseException:
            # Cancelled while waiting, or the connection broke: closing it is the one
            # way to be sure no lock is left behind on it.
            await self._discard(conn)
            raise
        if not got:
            await self._give_back(conn)
            return None
        self._db.fences.hold(key, version)
        return _AdvisoryLease(self, conn, key, version)

    async def _read_version(self, conn: asyncpg.Connection, key: str) -> int:
        # What the database has riding along (the quota counters) comes in the same trip.
        riding = self._db.read_along
        along = riding.wanted() if riding is not None else None
        if riding is None or along is None:
            return int(await conn.fetchval(_VERSION, key) or 0)
        sql, args = along
        row = await conn.fetchrow(f"SELECT ({_VERSION}) AS version, {sql} AS along", key,
                                  *args)
        riding.take(row["along"], args)
        return int(row["version"] or 0)

    async def acquire(self, key: str) -> Lease:
        started = time.monotonic()
        delay = 0.05
        turn = _Attempts()
        while True:
            # Watched before trying: a release between the try and the wait still wakes.
            released = self._releases.watch(key)
            try:
                wait = FAIR_WAIT if time.monotonic() - started >= self.fair_after else 0.0
                lease = await self._db.retrying(lambda w=wait: self._try(key, w, turn),
                                                "taking a turn lock")
                if lease is not None:
                    return lease
                if not turn.contended:
                    turn.contended = True
                    self.contended += 1
                self.held_elsewhere.set()
                await self._releases.listen()
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(released.wait(), delay)
                delay = min(delay * 2, _POLL_MAX)
            finally:
                self._releases.unwatch(key, released)

    async def version(self, key: str) -> int | None:
        return int(await self._db.fetchval(_VERSION, key) or 0)

    async def close(self) -> None:
        await self._releases.close()
        pool, self._pool = self._pool, None
        if pool is not None:
            try:
                await asyncio.wait_for(pool.close(), 10)
            except (asyncio.TimeoutError, *TRANSIENT):
                pool.terminate()
