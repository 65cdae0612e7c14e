"""Image descriptions as rows of `image_description` (PostgreSQL)."""

from __future__ import annotations

import time

from .database import PostgresDatabase


class PostgresDescriptionCache:
    def __init__(self, db: PostgresDatabase) -> None:
        self._db = db

    async def get(self, key: str) -> str | None:
        found = await self._db.fetchval(
            "SELECT description FROM image_description WHERE hash = $1", key)
        return None if found is None else str(found)

    async def put(self, key: str, description: str, model: str) -> None:
        await self._db.run(lambda conn: conn.execute(
            "INSERT INTO image_description (hash, description, model, created_at) "
            "VALUES ($1, $2, $3, $4) ON CONFLICT (hash) DO UPDATE SET "
            "description = excluded.description, model = excluded.model, "
            "created_at = excluded.created_at",
            key, description, model, time.time(),
        ))
