"""The JSON key/value store on PostgreSQL's `kv` table: `KVStore`'s API.

Every write also notifies the other processes on the database (`CHANNEL`, payload
`<instance> <namespace>`), so settings and switches changed in one apply in all.
"""

from __future__ import annotations

import json
import time
from typing import Any

import asyncpg

from .database import PostgresDatabase

CHANNEL = "mnemo_kv"

_UPSERT = (
    "INSERT INTO kv (namespace, key, value, updated_at) VALUES ($1, $2, $3, $4) "
    "ON CONFLICT (namespace, key) DO UPDATE SET value = excluded.value, "
    "updated_at = excluded.updated_at"
)


async def put(conn: asyncpg.Connection, namespace: str, key: str, value: Any) -> None:
    """Write one value inside a transaction the caller holds (no notification)."""
    await conn.execute(_UPSERT, namespace, key, json.dumps(value, ensure_ascii=False),
                       time.time())


class PostgresKVStore:
    def __init__(self, db: PostgresDatabase, *, quiet: frozenset[str] = frozenset()) -> None:
        self._db = db
        # Namespaces nobody else reloads (counters): no notification for their writes.
        self._quiet = quiet

    async def _notify(self, conn: asyncpg.Connection, namespace: str) -> None:
        if namespace not in self._quiet:
            # Sent at commit, so a listener that reloads sees the new value.
            await conn.execute("SELECT pg_notify($1, $2)", CHANNEL,
                               f"{self._db.instance} {namespace}")

    async def get(self, namespace: str, key: str, default: Any = None) -> Any:
        found = await self._db.fetchval(
            "SELECT value FROM kv WHERE namespace = $1 AND key = $2", namespace, key)
        return default if found is None else json.loads(found)

    async def set(self, namespace: str, key: str, value: Any) -> None:
        await self.set_many(namespace, {key: value})

    async def set_many(self, namespace: str, values: dict[str, Any]) -> None:
        """Several values in one transaction (one commit for a batch of counters)."""
        if not values:
            return
        now = time.time()
        rows = [(namespace, key, json.dumps(value, ensure_ascii=False), now)
                for key, value in values.items()]

        async def work(conn: asyncpg.Connection) -> None:
            await conn.executemany(_UPSERT, rows)
            await self._notify(conn, namespace)

        await self._db.run(work)

    async def delete(self, namespace: str, key: str) -> None:
        async def work(conn: asyncpg.Connection) -> None:
            await conn.execute("DELETE FROM kv WHERE namespace = $1 AND key = $2",
                               namespace, key)
            await self._notify(conn, namespace)

        await self._db.run(work)

    async def items(self, namespace: str) -> dict[str, Any]:
        rows = await self._db.fetch("SELECT key, value FROM kv WHERE namespace = $1", namespace)
        return {k: json.loads(v) for k, v in rows}
