"""The web panel's store on PostgreSQL: the verbs of `PanelRecords`, in its transactions.

Nothing here notifies other processes: none keeps the panel's state in memory, each
request reads it, so a login, a failed attempt or a link in one process holds in all.
Login attempts are reserved under a transaction-scoped advisory lock, one at a time
across the processes, so concurrent guesses cannot overtake the count.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeVar

import asyncpg

from ..panel import PanelRecords, Tx
from .database import PostgresDatabase
from .locks import lock_key

T = TypeVar("T")
ATTEMPTS_LOCK = lock_key("panel_attempts")


class PostgresPanelStore(PanelRecords):
    def __init__(self, db: PostgresDatabase) -> None:
        self._db = db

    async def _read(self, sql: str, *args: Any) -> Sequence[Sequence[Any]]:
        return await self._db.fetch(sql, *args)

    async def _write(self, work: Callable[[Tx], Awaitable[T]], *, serial: bool = False) -> T:
        async def run(conn: asyncpg.Connection) -> T:
            if serial:
                await conn.execute("SELECT pg_advisory_xact_lock($1, $2)", *ATTEMPTS_LOCK)
            return await work(conn)

        return await self._db.run(run)
