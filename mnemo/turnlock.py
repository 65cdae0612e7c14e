"""One turn of a conversation at a time across processes, and whether the cache is stale.

A process takes the conversation's `TurnLock` for the whole of a turn (or an admin
change of its history). The lease says how many writes the stored conversation has had
(`version`); a process whose resident copy was left at another version reloads it
before answering, so it never answers from history another process has moved past.

`LocalTurnLock` is for a database that only one process opens (the SQLite file): the
in-process lock of the session is all there is to it and nothing is ever stale.
`AdvisoryTurnLock` holds a PostgreSQL session-level advisory lock on a connection of its
own pool; if the process dies the server closes the connection and the lock goes with it.
While held, the lease's version is also this process's fence for the conversation (see
`mnemo.store.postgres.fences`): if the connection is dropped mid-turn and another process
takes the conversation, this one's remaining writes of it fail instead of landing.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Protocol

import asyncpg

from .store.postgres.database import TRANSIENT, PostgresDatabase
from .store.postgres.locks import lock_key

log = logging.getLogger(__name__)

_VERSION = "SELECT version FROM chat_session WHERE session_id = $1"


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
            # version read is the one this holder left.
            row = await conn.fetchrow(
                f"SELECT ({_VERSION}) AS version, pg_advisory_unlock($2, $3) AS released",
                self._key, *lock_key("turn:" + self._key))
        except TRANSIENT as exc:
            # The connection is gone, and the lock with it; what was written is unknown.
            log.warning("turn lock of %s lost with its connection (%s)", self._key,
                        type(exc).__name__)
            await self._owner._discard(conn)
            return None
        except BaseException:
            await self._owner._discard(conn)
            raise
        await self._owner._give_back(conn)
        return int(row["version"] or 0)


class AdvisoryTurnLock:
    """Advisory locks on PostgreSQL, each held on a connection of a pool of its own.

    Its own pool: a turn holds its lock connection while its writes need store
    connections, and sharing one pool could leave every connection held by a turn that
    waits for a write.
    """

    def __init__(self, db: PostgresDatabase, *, max_turns: int = 24) -> None:
        self._db = db
        self._max_turns = max_turns
        self._pool: asyncpg.Pool | None = None
        self._opening = asyncio.Lock()

    async def _get_pool(self) -> asyncpg.Pool:
        if self._pool is None:
            async with self._opening:
                if self._pool is None:
                    self._pool = await asyncpg.create_pool(
                        self._db.url, min_size=0, max_size=self._max_turns,
                        statement_cache_size=0, **self._db.connect_options())
        assert self._pool is not None
        return self._pool

    async def _give_back(self, conn: asyncpg.Connection) -> None:
        if self._pool is not None:
            with contextlib.suppress(*TRANSIENT):
                await self._pool.release(conn)

    async def _discard(self, conn: asyncpg.Connection) -> None:
        """Close `conn` (so no lock can be left on it) and return its slot to the pool."""
        # A connection the server already dropped may refuse even this.
        with contextlib.suppress(*TRANSIENT):
            conn.terminate()
        await self._give_back(conn)

    async def acquire(self, key: str) -> Lease:
        async def attempt() -> Lease:
            pool = await self._get_pool()
            conn = await pool.acquire()
            try:
                await conn.execute("SELECT pg_advisory_lock($1, $2)", *lock_key("turn:" + key))
                version = await conn.fetchval(_VERSION, key)
            except BaseException:
                # Cancelled while waiting, or the connection broke: closing it is the one
                # way to be sure no lock is left behind on it.
                await self._discard(conn)
                raise
            self._db.fences.hold(key, int(version or 0))
            return _AdvisoryLease(self, conn, key, int(version or 0))

        return await self._db.retrying(attempt, "taking a turn lock")

    async def version(self, key: str) -> int | None:
        return int(await self._db.fetchval(_VERSION, key) or 0)

    async def close(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            try:
                await asyncio.wait_for(pool.close(), 10)
            except (asyncio.TimeoutError, *TRANSIENT):
                pool.terminate()
