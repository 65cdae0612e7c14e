"""Image descriptions as rows of `image_description`."""

from __future__ import annotations

import time

from ..sqlite import Database


class SqlDescriptionCache:
    """Rows of `image_description` (migration 004)."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, key: str) -> str | None:
        async with self._db.conn.execute(
            "SELECT description FROM image_description WHERE hash = ?", (key,)
        ) as cur:
            row = await cur.fetchone()
        return str(row[0]) if row else None

    async def put(self, key: str, description: str, model: str) -> None:
        async with self._db.transaction() as conn:
            await conn.execute(
                "INSERT INTO image_description (hash, description, model, created_at) "
                "VALUES (?, ?, ?, ?) ON CONFLICT (hash) DO UPDATE SET "
                "description = excluded.description, model = excluded.model, "
                "created_at = excluded.created_at",
                (key, description, model, time.time()),
            )
