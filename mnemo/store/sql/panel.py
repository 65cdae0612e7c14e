"""The web panel's store on the SQLite file: the verbs of `PanelRecords`, in its transactions.

`BEGIN IMMEDIATE` (every write transaction of `Database`) holds the file's write lock, so
a login attempt is reserved by one transaction at a time, whichever process asks.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeVar

import aiosqlite

from ..panel import PanelRecords, Tx, sqlite_sql
from ..sqlite import Database

T = TypeVar("T")


class _SqliteTx:
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def execute(self, sql: str, *args: Any) -> None:
        await self._conn.execute(sqlite_sql(sql), args)

    async def fetch(self, sql: str, *args: Any) -> Sequence[Sequence[Any]]:
        async with self._conn.execute(sqlite_sql(sql), args) as cur:
            return list(await cur.fetchall())


class SqlitePanelStore(PanelRecords):
    def __init__(self, db: Database) -> None:
        self._db = db

    async def _read(self, sql: str, *args: Any) -> Sequence[Sequence[Any]]:
        return list(await self._db.conn.execute_fetchall(sqlite_sql(sql), args))

    async def _write(self, work: Callable[[Tx], Awaitable[T]], *, serial: bool = False) -> T:
        async with self._db.transaction() as conn:
            return await work(_SqliteTx(conn))
