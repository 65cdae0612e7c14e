"""Where SQLite and PostgreSQL differ, for the row stores written once (`mnemo.store.sql`).

A row store writes its SQL once, numbered the PostgreSQL way (`$1`, `$2`; SQLite reads
them as `?1`, `?2`), and runs it through the `Rows` of its database: `write(work)` runs
`work(conn)` in one transaction (on PostgreSQL retried on a new connection while the
server is away, so a write that may run twice says how it notices its first attempt
landed), `read(work)` outside one. The `Dialect` holds the few words that differ (the
larger of two values, byte-order collation, row locks) and the locks and fences that
only a database shared by several processes needs; on SQLite they cost nothing.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable, Coroutine, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

if TYPE_CHECKING:
    import aiosqlite
    import asyncpg

    from .postgres.database import PostgresDatabase
    from .sqlite import Database

T = TypeVar("T")

_NUMBERED = re.compile(r"\$(\d+)")


@lru_cache(maxsize=512)
def _sqlite_sql(sql: str) -> str:
    return _NUMBERED.sub(r"?\1", sql)


class Conn(Protocol):
    """One connection inside (or outside) a transaction, the same on either database."""

    raw: Any  # the driver's connection: what the recall index and riders are handed

    async def fetch(self, sql: str, *args: Any) -> list[Sequence[Any]]: ...

    async def fetchrow(self, sql: str, *args: Any) -> Sequence[Any] | None: ...

    async def fetchval(self, sql: str, *args: Any) -> Any: ...

    async def execute(self, sql: str, *args: Any) -> None: ...

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...

    async def isolated(self, work: Callable[[], Awaitable[None]]) -> Exception | None:
        """`work` inside a savepoint of the open transaction: a failure of its own is
        undone and returned, and the transaction goes on; a failure that ends the
        transaction itself (the connection lost, the database gave up on it) raises."""
        ...


class Fencing(Protocol):
    def check(self, key: str, version: int) -> None: ...

    def advance(self, key: str, version: int) -> None: ...


class _NoFences:
    """One process alone on its database: no turn of another can come in between."""

    def check(self, key: str, version: int) -> None:
        return None

    def advance(self, key: str, version: int) -> None:
        return None


@dataclass(frozen=True, slots=True)
class Dialect:
    name: str  # "sqlite" or "postgres"
    greatest: str  # the larger of two values
    binary: str  # appended to an ORDER BY term: order by code point, whatever the locale
    for_update: str  # appended to a SELECT: hold the rows until the commit


SQLITE = Dialect("sqlite", "MAX", "", "")
POSTGRES = Dialect("postgres", "GREATEST", ' COLLATE "C"', " FOR UPDATE")


class Rows(Protocol):
    """How a row store reaches its database."""

    dialect: Dialect
    fences: Fencing

    def wrap(self, raw: Any) -> Conn: ...

    async def write(self, work: Callable[[Conn], Coroutine[Any, Any, T]]) -> T: ...

    async def read(self, work: Callable[[Conn], Awaitable[T]]) -> T: ...

    async def lock(self, conn: Conn, name: str) -> None:
        """Hold `name` until the transaction ends, against other processes' writers."""
        ...

    async def fetch(self, sql: str, *args: Any) -> list[Sequence[Any]]: ...

    async def fetchval(self, sql: str, *args: Any) -> Any: ...


class SqliteConn:
    __slots__ = ("raw",)

    def __init__(self, raw: aiosqlite.Connection) -> None:
        self.raw = raw

    async def fetch(self, sql: str, *args: Any) -> list[Sequence[Any]]:
        return list(await self.raw.execute_fetchall(_sqlite_sql(sql), args))

    async def fetchrow(self, sql: str, *args: Any) -> Sequence[Any] | None:
        rows = await self.fetch(sql, *args)
        return rows[0] if rows else None

    async def fetchval(self, sql: str, *args: Any) -> Any:
        row = await self.fetchrow(sql, *args)
        return None if row is None else row[0]

    async def execute(self, sql: str, *args: Any) -> None:
        await self.raw.execute(_sqlite_sql(sql), args)

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self.raw.executemany(_sqlite_sql(sql), rows)

    async def isolated(self, work: Callable[[], Awaitable[None]]) -> Exception | None:
        raw = self.raw
        await raw.execute("SAVEPOINT isolated")
        # What the work leaves for after the commit goes with it when it is undone: an
        # `Immediate` (`Database.run`'s) keeps those steps, a plain connection ran them.
        steps = raw.pending() if hasattr(raw, "pending") else None
        try:
            await work()
        except Exception as exc:
            # Some errors (a full disk, say) end the whole transaction in SQLite.
            if not raw.in_transaction:
                raise
            await raw.execute("ROLLBACK TO isolated")
            await raw.execute("RELEASE isolated")
            if steps is not None:
                raw.drop_pending(steps)
            return exc
        await raw.execute("RELEASE isolated")
        return None


class SqliteRows:
    """A store's way into the one SQLite connection.

    All statements share the bot's one connection, so a read issued while a transaction
    is open would see its half-written state: each store's lock keeps its reads out of
    its own transactions (the database's own lock orders the transactions of all).
    """

    dialect = SQLITE

    def __init__(self, db: Database) -> None:
        self._db = db
        self._lock = asyncio.Lock()
        self.fences: Fencing = _NoFences()

    def wrap(self, raw: Any) -> Conn:
        return SqliteConn(raw)

    async def write(self, work: Callable[[Conn], Coroutine[Any, Any, T]]) -> T:
        # The whole transaction in one trip to the connection's thread (`Database.run`).
        async with self._lock:
            return await self._db.run(lambda raw: work(SqliteConn(raw)))

    async def read(self, work: Callable[[Conn], Awaitable[T]]) -> T:
        async with self._lock:
            return await work(SqliteConn(self._db.conn))

    async def lock(self, conn: Conn, name: str) -> None:
        return None  # BEGIN IMMEDIATE: the transaction is the only writer already

    async def fetch(self, sql: str, *args: Any) -> list[Sequence[Any]]:
        return await self.read(lambda conn: conn.fetch(sql, *args))

    async def fetchval(self, sql: str, *args: Any) -> Any:
        return await self.read(lambda conn: conn.fetchval(sql, *args))


class PostgresConn:
    __slots__ = ("raw",)

    def __init__(self, raw: asyncpg.Connection) -> None:
        self.raw = raw

    async def fetch(self, sql: str, *args: Any) -> list[Sequence[Any]]:
        return list(await self.raw.fetch(sql, *args))

    async def fetchrow(self, sql: str, *args: Any) -> Sequence[Any] | None:
        found: Sequence[Any] | None = await self.raw.fetchrow(sql, *args)
        return found

    async def fetchval(self, sql: str, *args: Any) -> Any:
        return await self.raw.fetchval(sql, *args)

    async def execute(self, sql: str, *args: Any) -> None:
        await self.raw.execute(sql, *args)

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self.raw.executemany(sql, rows)

    async def isolated(self, work: Callable[[], Awaitable[None]]) -> Exception | None:
        from .postgres.database import TRANSIENT

        try:
            async with self.raw.transaction():  # inside a transaction: a savepoint
                await work()
        except TRANSIENT:
            raise  # the connection is gone, and the transaction with it: retried whole
        except Exception as exc:
            return exc
        return None


class PostgresRows:
    """A store's way into the pool: every call retried through `PostgresDatabase.run`,
    the history writes fenced by the process's turn leases."""

    dialect = POSTGRES

    def __init__(self, db: PostgresDatabase) -> None:
        self._db = db
        self.fences: Fencing = db.fences

    def wrap(self, raw: Any) -> Conn:
        return PostgresConn(raw)

    async def write(self, work: Callable[[Conn], Coroutine[Any, Any, T]]) -> T:
        return await self._db.run(lambda raw: work(PostgresConn(raw)))

    async def read(self, work: Callable[[Conn], Awaitable[T]]) -> T:
        return await self._db.run(lambda raw: work(PostgresConn(raw)), transaction=False)

    async def lock(self, conn: Conn, name: str) -> None:
        from .postgres.locks import lock_key

        await conn.execute("SELECT pg_advisory_xact_lock($1, $2)", *lock_key(name))

    async def fetch(self, sql: str, *args: Any) -> list[Sequence[Any]]:
        return list(await self._db.fetch(sql, *args))

    async def fetchval(self, sql: str, *args: Any) -> Any:
        return await self._db.fetchval(sql, *args)
