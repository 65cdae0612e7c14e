"""A small JSON key/value store on the `kv` table.

It carries the state that is not a conversation (settings, counters, switches) and is
the storage of the KV history and memory backends.
"""

from __future__ import annotations

import json
import time
from typing import Any

import aiosqlite

from .sqlite import Database

_UPSERT = (
    "INSERT INTO kv (namespace, key, value, updated_at) VALUES (?, ?, ?, ?) "
    "ON CONFLICT (namespace, key) DO UPDATE SET value = excluded.value, "
    "updated_at = excluded.updated_at"
)


async def put(conn: aiosqlite.Connection, namespace: str, key: str, value: Any) -> None:
    """Write one value inside a transaction the caller holds (`db.transaction()`)."""
    await conn.execute(
        _UPSERT, (namespace, key, json.dumps(value, ensure_ascii=False), time.time())
    )


async def remove(conn: aiosqlite.Connection, namespace: str, key: str) -> None:
    """Delete one value inside a transaction the caller holds."""
    await conn.execute("DELETE FROM kv WHERE namespace = ? AND key = ?", (namespace, key))


class KVStore:
    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, namespace: str, key: str, default: Any = None) -> Any:
        async with self._db.conn.execute(
            "SELECT value FROM kv WHERE namespace = ? AND key = ?", (namespace, key)
        ) as cur:
            row = await cur.fetchone()
        return json.loads(row[0]) if row else default

    async def set(self, namespace: str, key: str, value: Any) -> None:
        async with self._db.transaction() as conn:
            await put(conn, namespace, key, value)

    async def set_many(self, namespace: str, values: dict[str, Any]) -> None:
        """Several values in one transaction (one commit for a batch of counters)."""
        now = time.time()
        rows = [(namespace, key, json.dumps(value, ensure_ascii=False), now)
                for key, value in values.items()]

        async def write(conn: Any) -> None:
            await conn.executemany(_UPSERT, rows)

        # One statement for the batch, in one trip to the database thread with its
        # BEGIN and COMMIT: a flood in many groups makes batches of dozens of counters.
        await self._db.run(write)

    async def delete(self, namespace: str, key: str) -> None:
        async with self._db.transaction() as conn:
            await remove(conn, namespace, key)

    async def items(self, namespace: str) -> dict[str, Any]:
        async with self._db.conn.execute(
            "SELECT key, value FROM kv WHERE namespace = ?", (namespace,)
        ) as cur:
            rows = await cur.fetchall()
        return {k: json.loads(v) for k, v in rows}
