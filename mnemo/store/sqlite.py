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
from typing import TYPE_CHECKING

import aiosqlite

from .dialect import SqliteRows
from .rider import Rider, Riders

if TYPE_CHECKING:
    from .turnlock import TurnLock

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


class Database:
    """The bot's SQLite file. Open once at start-up, close at shutdown."""

    dialect = "sqlite"
    shared = False  # one process opens the file

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._conn: aiosqlite.Connection | None = None
        # One connection serves the whole bot: a statement issued while another
        # caller's transaction is open would join (and could roll back with) it.
        self._write_lock = asyncio.Lock()
        self._riders: Riders[aiosqlite.Connection] = Riders((aiosqlite.Error,))

    @property
    def shown(self) -> str:
        return str(self.path)

    def label(self, backend: str) -> str:
        return backend

    def rows(self) -> SqliteRows:
        return SqliteRows(self)

    def turn_lock(self, connections: int) -> TurnLock:
        from .turnlock import LocalTurnLock

        return LocalTurnLock()


    def change_feed(self, on_change: Callable[[str], Awaitable[None]]) -> _Silent:
        return _Silent()

    def quota_tallies(self) -> None:
        return None  # the one process counts in memory

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

    def add_rider(self, rider: Rider[aiosqlite.Connection]) -> None:
        self._riders.add(rider)

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
            ride = self._riders.ride()
            try:
                yield conn
                await ride.write(conn)
            except BaseException:
                await conn.execute("ROLLBACK")
                ride.rolled_back()
                raise
            else:
                await conn.execute("COMMIT")


class _Silent:
    """The change feed of a database no other process writes."""

    async def start(self) -> None:
        return None

    async def stop(self) -> None:
        return None
