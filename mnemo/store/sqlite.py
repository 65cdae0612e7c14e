"""One SQLite database file: a single aiosqlite connection, WAL, versioned migrations.

Migrations are the numbered `*.sql` files in the top-level `migrations/` folder; the
applied version is SQLite's `user_version`, so each file runs exactly once.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Generic, Protocol, TypeVar

import aiosqlite

log = logging.getLogger(__name__)

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations" / "sqlite"
_VERSION_RE = re.compile(r"^(\d+)_.*\.sql$")


def migration_files(directory: Path = MIGRATIONS_DIR) -> list[tuple[int, Path]]:
    found = []
    for path in directory.iterdir():
        m = _VERSION_RE.match(path.name)
        if m:
            found.append((int(m.group(1)), path))
    return sorted(found)


class Rider(Protocol):
    """Writes that ride along with whatever transaction is opened next.

    Small, frequent writes that need not land at once (usage records) join the next
    transaction instead of paying a commit of their own.
    """

    def has_pending(self) -> bool: ...

    async def write(self, conn: aiosqlite.Connection) -> None:
        """Write what is pending; it is in flight until `settle`."""
        ...

    def settle(self, committed: bool) -> None:
        """The transaction ended: in-flight writes are done, or pending again."""
        ...

    def drop(self) -> int:
        """Forget the writes in flight (they failed, and would fail again); how many."""
        ...


T = TypeVar("T")


class RiderBuffer(Generic[T]):
    """A `Rider` of items written by `write_items`: pending, in flight, settled."""

    def __init__(self, write_items: Callable[[aiosqlite.Connection, list[T]], Awaitable[None]]
                 ) -> None:
        self._write_items = write_items
        self.pending: list[T] = []
        self._flight: list[T] = []

    def add(self, item: T) -> None:
        self.pending.append(item)

    def has_pending(self) -> bool:
        return bool(self.pending)

    async def write(self, conn: aiosqlite.Connection) -> None:
        self._flight, self.pending = self.pending, []
        await self._write_items(conn, self._flight)

    def settle(self, committed: bool) -> None:
        if not committed:
            self.pending[:0] = self._flight
        self._flight = []

    def drop(self) -> int:
        """Forget the items in flight (their write failed and would fail again)."""
        lost, self._flight = len(self._flight), []
        return lost


class Database:
    """The bot's SQLite file. Open once at start-up, close at shutdown."""

    dialect = "sqlite"

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._conn: aiosqlite.Connection | None = None
        # One connection serves the whole bot: a statement issued while another
        # caller's transaction is open would join (and could roll back with) it.
        self._write_lock = asyncio.Lock()
        self._riders: list[Rider] = []

    @property
    def shown(self) -> str:
        return str(self.path)

    @property
    def conn(self) -> aiosqlite.Connection:
        if self._conn is None:
            raise RuntimeError("database is not open")
        return self._conn

    async def open(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(self.path, isolation_level=None)
        await conn.execute("PRAGMA journal_mode=WAL")
        # NORMAL under WAL survives an application crash; only power loss can drop
        # the last commits, and it never corrupts the file.
        await conn.execute("PRAGMA synchronous=NORMAL")
        await conn.execute("PRAGMA foreign_keys=ON")
        await conn.execute("PRAGMA busy_timeout=5000")
        self._conn = conn
        await self._migrate()

    async def close(self) -> None:
        if self._conn is not None:
            await self._conn.close()
            self._conn = None

    async def _migrate(self) -> None:
        async with self.conn.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        current = int(row[0]) if row else 0
        for version, path in migration_files():
            if version <= current:
                continue
            log.info("applying migration %s", path.name)
            script = path.read_text(encoding="utf-8")
            await self.conn.executescript(
                f"BEGIN;\n{script}\nPRAGMA user_version = {version};\nCOMMIT;"
            )

    def add_rider(self, rider: Rider) -> None:
        self._riders.append(rider)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """BEGIN IMMEDIATE ... COMMIT, rolled back on any error.

        Every write of every store goes through here, so transactions never interleave
        on the shared connection: each waits for the one before it to commit. Pending
        rider writes go in just before the commit.
        """
        async with self._write_lock:
            conn = self.conn
            await conn.execute("BEGIN IMMEDIATE")
            rode: list[Rider] = []
            try:
                yield conn
                for rider in self._riders:
                    if rider.has_pending():
                        rode.append(rider)
                        await self._ride(conn, rider)
            except BaseException:
                await conn.execute("ROLLBACK")
                for rider in rode:
                    rider.settle(False)
                raise
            else:
                await conn.execute("COMMIT")
                for rider in rode:
                    rider.settle(True)

    async def _ride(self, conn: aiosqlite.Connection, rider: Rider) -> None:
        # No savepoint around it: that would cost two more trips to the database thread
        # per transaction. An insert of plain values fails only when the database does,
        # and then the transaction fails whatever rides on it. The rider's writes are
        # dropped either way, so a write that cannot succeed never blocks the ones after.
        try:
            await rider.write(conn)
        except Exception as exc:
            log.error("a ride-along write failed (%d items dropped): %s", rider.drop(),
                      type(exc).__name__)
            if isinstance(exc, aiosqlite.Error):
                raise
