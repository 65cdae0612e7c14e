"""A small JSON key/value store on the `kv` table.

It carries the state that is not a conversation (settings, counters, switches) and is
the storage of the KV history and memory backends.
"""

from __future__ import annotations

import json
import time
from typing import Any

from .db import Database


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
        await self._db.conn.execute(
            "INSERT INTO kv (namespace, key, value, updated_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (namespace, key) DO UPDATE SET value = excluded.value, "
            "updated_at = excluded.updated_at",
            (namespace, key, json.dumps(value, ensure_ascii=False), time.time()),
        )

    async def delete(self, namespace: str, key: str) -> None:
        await self._db.conn.execute(
            "DELETE FROM kv WHERE namespace = ? AND key = ?", (namespace, key)
        )

    async def items(self, namespace: str) -> dict[str, Any]:
        async with self._db.conn.execute(
            "SELECT key, value FROM kv WHERE namespace = ?", (namespace,)
        ) as cur:
            rows = await cur.fetchall()
        return {k: json.loads(v) for k, v in rows}
