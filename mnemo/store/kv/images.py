"""Image descriptions as one KV value per image (the KV backend)."""

from __future__ import annotations

import time

from .. import keyvalue as kv
from ..sqlite import Database

KV_NAMESPACE = "image_description"


class KVDescriptionCache:
    """One KV value per image in the `image_description` namespace."""

    def __init__(self, db: Database) -> None:
        self._db = db
        self._kv = kv.KVStore(db)

    async def get(self, key: str) -> str | None:
        value = await self._kv.get(KV_NAMESPACE, key)
        if isinstance(value, dict) and isinstance(value.get("description"), str):
            return value["description"]
        return None

    async def put(self, key: str, description: str, model: str) -> None:
        value = {"description": description, "model": model, "created_at": time.time()}
        async with self._db.transaction() as conn:
            await kv.put(conn, KV_NAMESPACE, key, value)
