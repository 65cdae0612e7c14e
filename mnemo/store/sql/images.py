"""Image descriptions as rows of `image_description` (either database)."""

from __future__ import annotations

import time

from ..base import StoreDatabase


class SqlDescriptionCache:
    def __init__(self, db: StoreDatabase) -> None:
        self._rows = db.rows()

    async def get(self, key: str) -> str | None:
        found = await self._rows.fetchval(
            "SELECT description FROM image_description WHERE hash = $1", key)
        return None if found is None else str(found)

    async def put(self, key: str, description: str, model: str) -> None:
        await self._rows.write(lambda conn: conn.execute(
            "INSERT INTO image_description (hash, description, model, created_at) "
            "VALUES ($1, $2, $3, $4) ON CONFLICT (hash) DO UPDATE SET "
            "description = excluded.description, model = excluded.model, "
            "created_at = excluded.created_at",
            key, description, model, time.time()))
