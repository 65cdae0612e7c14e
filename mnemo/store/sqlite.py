"""One SQLite database file: a single aiosqlite connection, WAL, versioned migrations.

Migrations are the numbered `*.sql` files in the top-level `migrations/` folder; the
applied version is SQLite's `user_version`, so each file runs exactly once.

The WAL is copied back into the file by a checkpointer on a connection of its own, not
by the commit that happens to fill it: that commit is a turn's, and its reply waited
for the copy and its fsyncs (a few milliseconds every hundred turns or so: the p99).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine, Iterable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import aiosqlite

from .dialect import SqliteRows
from .rider import Rider, Riders

if TYPE_CHECKING:
    from .turnlock import TurnLock

log = logging.getLogger(__name__)

T = TypeVar("T")

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
        self._checkpoints = _Checkpointer(self.path)
        self._before_close: list[Callable[[], Awaitable[None]]] = []

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
        # The checkpointer copies the WAL back (see the module's docstring).
        await conn.execute("PRAGMA wal_autocheckpoint=0")
        self._conn = conn
        try:
            await self._migrate()
            await self._checkpoints.start()
        except BaseException:
            await self.close()
            raise

    def before_close(self, step: Callable[[], Awaitable[None]]) -> None:
        """`step` runs when the database closes, while it can still write."""
        self._before_close.append(step)

    async def close(self) -> None:
        if self._conn is not None:
            for step in self._before_close:
                try:
                    await step()
                except Exception:  # what it left is picked up at the next start
                    log.exception("a step before closing the database failed")
        await self._checkpoints.stop()
        if self._conn is not None:
            # The last connection to close copies what the WAL still holds.
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
                self._checkpoints.committed()


    async def run(self, work: Callable[[Immediate], Coroutine[Any, Any, T]]) -> T:
        """`work` as one BEGIN IMMEDIATE ... COMMIT in a single trip to the connection's
        thread, its riders' writes included, rolled back on any error.

        `transaction` costs a trip to that thread per statement (about 60 µs of CPU each,
        against 2 µs for the statement itself): eight for a turn's write. Here `work` runs
        in the thread, on an `Immediate` connection whose statements finish at once, so
        it must await nothing else (it is told so if it does). What it leaves for
        `after_commit` runs here, on the event loop, once the commit is in.
        """
        async with self._write_lock:
            conn = self.conn
            ride = self._riders.ride()
            # Taken on the event loop, where the riders' buffers are filled.
            ride.take()
            later: list[Callable[[], None]] = []

            def body(raw: sqlite3.Connection) -> T:
                facade = Immediate(raw, later)
                raw.execute("BEGIN IMMEDIATE")
                try:
                    result = _finish(work(facade))
                    _finish(ride.write(facade))
                except BaseException:
                    raw.execute("ROLLBACK")
                    raise
                raw.execute("COMMIT")
                return result

            try:
                result: T = await conn._execute(body, conn._conn)
            except BaseException:
                ride.rolled_back()
                raise
            self._checkpoints.committed()
            for step in later:
                step()
            return result


def _finish(coro: Coroutine[Any, Any, T]) -> T:
    """The result of a coroutine that awaits only `Immediate` statements."""
    try:
        coro.send(None)
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]
    coro.close()
    raise RuntimeError("a SQLite transaction awaited something besides its statements")


class Immediate:
    """The part of aiosqlite's connection a transaction uses, run where it is called: in
    the connection's own thread, inside `Database.run`."""

    __slots__ = ("_later", "_raw")

    def __init__(self, raw: sqlite3.Connection, later: list[Callable[[], None]]) -> None:
        self._raw = raw
        self._later = later

    async def execute(self, sql: str, parameters: Iterable[Any] = ()) -> sqlite3.Cursor:
        return self._raw.execute(sql, tuple(parameters))

    async def execute_fetchall(self, sql: str, parameters: Iterable[Any] = ()
                               ) -> list[Any]:
        return self._raw.execute(sql, tuple(parameters)).fetchall()

    async def executemany(self, sql: str, rows: Iterable[Iterable[Any]]) -> sqlite3.Cursor:
        return self._raw.executemany(sql, rows)

    @property
    def in_transaction(self) -> bool:
        return self._raw.in_transaction

    def after_commit(self, step: Callable[[], None]) -> None:
        """`step` runs on the event loop once this transaction has committed (in-memory
        bookkeeping: it must not run in the connection's thread, nor on a rollback)."""
        self._later.append(step)

    def pending(self) -> int:
        """How many steps wait for the commit (a mark for `drop_pending`)."""
        return len(self._later)

    def drop_pending(self, mark: int) -> None:
        """Forget the steps added since `mark`: their part was rolled back."""
        del self._later[mark:]


def after_commit(conn: Any, step: Callable[[], None]) -> None:
    """`step` once `conn`'s transaction is in: at once on a connection whose statements
    run on the event loop, after the commit on an `Immediate` one."""
    if isinstance(conn, Immediate):
        conn.after_commit(step)
    else:
        step()


class _Checkpointer:
    """Copies the WAL back into the database file in the background.

    On its own connection (and so its own thread): a PASSIVE checkpoint lets the bot's
    connection go on committing meanwhile. It runs a second after the first commit
    since the last run, or at `EVERY` commits if they come sooner, so the WAL stays a
    few megabytes.
    """

    EVERY = 200
    QUIET = 1.0

    def __init__(self, path: Path) -> None:
        self._path = path
        self._conn: aiosqlite.Connection | None = None
        self._task: asyncio.Task[None] | None = None
        self._commits = 0
        self._wake = asyncio.Event()
        self.runs = 0  # checkpoints done (for tests and benches)

    async def start(self) -> None:
        self._conn = await aiosqlite.connect(self._path, isolation_level=None)
        await self._conn.execute("PRAGMA busy_timeout=5000")
        self._task = asyncio.ensure_future(self._run())

    def committed(self) -> None:
        self._commits += 1
        if self._commits >= self.EVERY or self._commits == 1:
            self._wake.set()

    async def _run(self) -> None:
        while True:
            await self._wake.wait()
            self._wake.clear()
            if self._commits < self.EVERY:
                # The first commit after a checkpoint: wait for the spell to end (or
                # for `EVERY` commits, which wake this early).
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), self.QUIET)
                self._wake.clear()
            self._commits = 0
            try:
                assert self._conn is not None
                await self._conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
                self.runs += 1
            except Exception as exc:  # the next one copies what this one left
                log.warning("WAL checkpoint failed: %s", type(exc).__name__)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        if self._conn is not None:
            await self._conn.close()
            self._conn = None


class _Silent:
    """The change feed of a database no other process writes."""

    async def start(self) -> None:
        return None

    async def stop(self) -> None:
        return None
