"""One PostgreSQL database: an asyncpg pool, numbered migrations, retried transactions.

Several bot processes may share the database, so migrations run under an advisory lock
(the second process to start waits, then finds them applied), and every statement goes
through `run`, which retries it on a fresh connection while the server restarts or a
connection drops: a turn in flight waits for the database instead of failing.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from .. import sqlite
from ..dialect import PostgresRows
from ..rider import Rider, Riders
from .fences import Fences

if TYPE_CHECKING:
    from ..turnlock import AdvisoryTurnLock
    from .changes import ChangeFeed
    from .locks import ReadAlong
    from .tallies import PostgresTallies

log = logging.getLogger(__name__)

MIGRATIONS_DIR = Path(__file__).resolve().parents[1] / "migrations" / "postgres"

# The first key of every advisory lock mnemo takes (the second names what is locked), so
# its locks never meet another application's on a shared server.
LOCK_SPACE = 0x6D6E656D  # "mnem"
MIGRATION_LOCK = 0

T = TypeVar("T")

# What a restarting server or a dropped connection raises: worth a retry on a new
# connection. Anything else (a constraint, a bad statement) is not.
TRANSIENT: tuple[type[BaseException], ...] = (
    OSError,
    asyncio.TimeoutError,
    asyncpg.PostgresConnectionError,
    asyncpg.CannotConnectNowError,
    asyncpg.AdminShutdownError,
    asyncpg.CrashShutdownError,
    asyncpg.InterfaceError,
    # What a connection that the server closed under it says when used again.
    asyncpg.InternalClientError,
)


def is_postgres_url(url: str) -> bool:
    return url.startswith(("postgresql://", "postgres://"))


def mask_url(url: str) -> str:
    """The URL with its password replaced, for logs and messages."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return "postgresql://***"
    if parts.password is None:
        return url
    host = parts.hostname or ""
    if parts.port:
        host = f"{host}:{parts.port}"
    user = parts.username or ""
    return urlunsplit(parts._replace(netloc=f"{user}:***@{host}"))


def url_password(url: str) -> str | None:
    """The password a URL holds, so a log filter can mask it wherever it turns up."""
    try:
        return urlsplit(url).password
    except ValueError:
        return None


async def close_connection(conn: asyncpg.Connection) -> None:
    """Close a connection of our own (a listener's): politely within 5 s, else cut it, so
    a server that is away cannot hold up a shutdown."""
    with contextlib.suppress(asyncio.TimeoutError, *TRANSIENT):
        await asyncio.wait_for(conn.close(), 5)
    if not conn.is_closed():
        conn.terminate()


def migration_files(directory: Path = MIGRATIONS_DIR) -> list[tuple[int, Path]]:
    """(version, path) of PostgreSQL's migrations, numbered as SQLite's are."""
    return sqlite.migration_files(directory)


class PostgresDatabase:
    """The bot's PostgreSQL database. Open once at start-up, close at shutdown.

    `retry_for` bounds how long one statement waits for the server to come back before
    its error reaches the caller.
    """

    dialect = "postgres"
    shared = True  # several bot processes may open it

    def __init__(self, url: str, *, min_size: int = 0, max_size: int = 10,
                 retry_for: float = 30.0) -> None:
        self.url = url
        self.shown = mask_url(url)
        self.min_size = min_size
        self.max_size = max_size
        self.retry_for = retry_for
        # Notifications a process sends name it, so it can skip its own.
        self.instance = uuid.uuid4().hex[:12]
        # Every connection of this process says whose it is in pg_stat_activity.
        self.application_name = f"mnemo-{self.instance}"
        # The turn leases this process holds, checked by every history write.
        self.fences = Fences()
        # A read made in the turn lock's own round trip (the quota counters').
        self.read_along: ReadAlong | None = None
        self._pool: asyncpg.Pool | None = None
        self._riders: Riders[asyncpg.Connection] = Riders((asyncpg.PostgresError,), TRANSIENT)

    @property
    def pool(self) -> asyncpg.Pool:
        if self._pool is None:
            raise RuntimeError("database is not open")
        return self._pool

    def label(self, backend: str) -> str:
        return self.dialect  # one layout here, rows, whatever the backend setting

    def rows(self) -> PostgresRows:
        return PostgresRows(self)

    def turn_lock(self, connections: int) -> AdvisoryTurnLock:
        from ..turnlock import AdvisoryTurnLock

        return AdvisoryTurnLock(self, connections=connections)

    def quota_tallies(self) -> PostgresTallies:
        from .tallies import PostgresTallies

        return PostgresTallies(self)

    def change_feed(self, on_change: Callable[[str], Awaitable[None]]) -> ChangeFeed:
        from .changes import ChangeFeed

        return ChangeFeed(self, on_change)

    async def open(self) -> None:
        self._pool = await self.retrying(self._create_pool, "connecting")
        try:
            await self.retrying(self._migrate, "migrating")
        except BaseException:
            await self.close()
            raise

    async def _create_pool(self) -> asyncpg.Pool:
        pool = await asyncpg.create_pool(
            self.url, min_size=self.min_size, max_size=self.max_size,
            # A statement cache keyed by text would keep plans across a schema change
            # made by another process's migration; the statements are short anyway.
            statement_cache_size=0, **self.connect_options(),
        )
        if pool is None:  # pragma: no cover - asyncpg's typing allows it
            raise RuntimeError("asyncpg returned no pool")
        return pool

    def connect_options(self) -> dict[str, Any]:
        return {"server_settings": {"application_name": self.application_name}}

    async def close(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            try:
                await asyncio.wait_for(pool.close(), 10)
            except (asyncio.TimeoutError, *TRANSIENT):
                pool.terminate()

    async def _migrate(self) -> None:
        async with self.pool.acquire() as conn:
            # Session-level: held across the per-file transactions below, and released
            # by the server if this process dies in the middle.
            await conn.execute("SELECT pg_advisory_lock($1, $2)", LOCK_SPACE, MIGRATION_LOCK)
            try:
                await conn.execute(
                    "CREATE TABLE IF NOT EXISTS schema_migrations ("
                    "version INTEGER PRIMARY KEY, name TEXT NOT NULL, "
                    "applied_at DOUBLE PRECISION NOT NULL)"
                )
                applied = {r[0] for r in await conn.fetch("SELECT version FROM schema_migrations")}
                for version, path in migration_files():
                    if version in applied:
                        continue
                    log.info("applying migration postgres/%s", path.name)
                    async with conn.transaction():
                        await conn.execute(path.read_text(encoding="utf-8"))
                        await conn.execute(
                            "INSERT INTO schema_migrations (version, name, applied_at) "
                            "VALUES ($1, $2, $3)", version, path.name, time.time())
            finally:
                await conn.execute("SELECT pg_advisory_unlock($1, $2)", LOCK_SPACE,
                                   MIGRATION_LOCK)

    def add_rider(self, rider: Rider[asyncpg.Connection]) -> None:
        """`rider`'s pending writes go into the next transaction `run` opens."""
        self._riders.add(rider)

    async def run(self, work: Callable[[asyncpg.Connection], Awaitable[T]], *,
                  transaction: bool = True) -> T:
        """`work(conn)` in one transaction, retried on a new connection while the server
        is away (up to `retry_for` seconds); other errors are raised at once. Pending
        rider writes go in just before the commit."""

        async def once() -> T:
            async with self.pool.acquire() as conn:
                ride = self._riders.ride()
                committing = False
                try:
                    if not transaction:
                        return await work(conn)
                    async with conn.transaction():
                        result = await work(conn)
                        await ride.write(conn)
                        committing = True
                    return result
                except BaseException as exc:
                    # A connection lost during the commit leaves it unknown whether the
                    # commit landed. The ride counts as written then: writing it again
                    # could count it twice, and at most one transaction's worth is lost.
                    if not (committing and isinstance(exc, TRANSIENT)):
                        ride.rolled_back()
                    if isinstance(exc, TRANSIENT):
                        # Never hand a broken connection to the next caller.
                        with contextlib.suppress(*TRANSIENT):
                            conn.terminate()
                    raise

        return await self.retrying(once, "a statement")

    async def retrying(self, attempt: Callable[[], Awaitable[T]], what: str) -> T:
        deadline = time.monotonic() + self.retry_for
        delay = 0.05
        warned = False
        while True:
            try:
                result = await attempt()
            except TRANSIENT as exc:
                if time.monotonic() + delay > deadline:
                    raise
                if not warned:
                    # Once per outage, not per attempt: the type says enough and the
                    # message of a connection error never holds row data.
                    log.warning("PostgreSQL %s unavailable (%s: %s); retrying for up to "
                                "%.0f s", self.shown, type(exc).__name__, exc, self.retry_for)
                    warned = True
                await asyncio.sleep(delay)
                delay = min(delay * 2, 1.0)
                continue
            if warned:
                log.info("PostgreSQL %s reachable again (%s)", self.shown, what)
            return result

    @asynccontextmanager
    async def connection(self) -> AsyncIterator[asyncpg.Connection]:
        """A pooled connection outside any transaction (no retry: for the caller's own)."""
        async with self.pool.acquire() as conn:
            yield conn

    async def execute(self, statement: str, *args: Any) -> str:
        return await self.run(lambda conn: conn.execute(statement, *args), transaction=False)

    async def fetch(self, query: str, *args: Any) -> list[asyncpg.Record]:
        return await self.run(lambda conn: conn.fetch(query, *args), transaction=False)

    async def fetchval(self, query: str, *args: Any) -> Any:
        return await self.run(lambda conn: conn.fetchval(query, *args), transaction=False)
