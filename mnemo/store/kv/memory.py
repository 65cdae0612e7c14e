"""Memories as one JSON array per scope in the `kv` table (the KV backend)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

import aiosqlite

from .. import keyvalue as kv
from ..base import Memory, WriteOutcome, WriteResult, fold_whitespace
from ..sqlite import Database

NAMESPACE = "memory"
SEQ_NAMESPACE = "memory_seq"


class KVMemoryStore:
    """One JSON array per scope under namespace `memory`, key = scope.

    A write reads, changes and rewrites the scope's array in one `db.transaction()`,
    together with the highest id given out (namespace `memory_seq`), so ids are never
    reused. The lock keeps this store's reads out of its own open transactions.
    """

    def __init__(self, db: Database) -> None:
        self._db = db
        self._kv = kv.KVStore(db)
        self._lock = asyncio.Lock()

    @staticmethod
    def _memory(scope: str, item: dict[str, Any], embeddings: bool = True) -> Memory:
        return Memory(
            id=int(item["id"]),
            scope=scope,
            content=item["content"],
            tags=tuple(item.get("tags") or ()),
            created_at=item["created_at"],
            embedding=_embedding_tuple(item.get("embedding")) if embeddings else None,
            updated_at=item.get("updated_at") or item["created_at"],
        )

    @staticmethod
    def _item(memory: Memory) -> dict[str, Any]:
        return {
            "id": memory.id,
            "content": memory.content,
            "tags": list(memory.tags),
            "embedding": None if memory.embedding is None else list(memory.embedding),
            "created_at": memory.created_at,
            "updated_at": memory.updated_at,
        }

    async def _load(self, scope: str, embeddings: bool = True) -> list[Memory]:
        items = await self._kv.get(NAMESPACE, scope, [])
        return [self._memory(scope, item, embeddings) for item in items]

    async def _write(
        self, conn: aiosqlite.Connection, scope: str, memories: Sequence[Memory]
    ) -> None:
        if memories:
            await kv.put(conn, NAMESPACE, scope, [self._item(m) for m in memories])
        else:
            await kv.remove(conn, NAMESPACE, scope)

    async def add(
        self,
        scope: str,
        content: str,
        tags: Sequence[str],
        embedding: Sequence[float] | None,
        now: str,
        max_entries: int,
    ) -> WriteResult:
        norm = fold_whitespace(content)
        async with self._lock, self._db.transaction() as conn:
            memories = await self._load(scope)
            for m in memories:
                if fold_whitespace(m.content) == norm:
                    return WriteResult(WriteOutcome.DUPLICATE, m)
            if len(memories) >= max_entries:
                return WriteResult(WriteOutcome.FULL)
            last = int(await self._kv.get(SEQ_NAMESPACE, scope, 0))
            memory = Memory(
                id=max([last, *(m.id for m in memories)]) + 1,
                scope=scope,
                content=content,
                tags=tuple(tags),
                created_at=now,
                embedding=_embedding_tuple(embedding),
                updated_at=now,
            )
            await kv.put(conn, SEQ_NAMESPACE, scope, memory.id)
            await self._write(conn, scope, [*memories, memory])
        return WriteResult(WriteOutcome.ADDED, memory)

    async def update(
        self,
        scope: str,
        memory_id: int,
        content: str,
        tags: Sequence[str],
        embedding: Sequence[float] | None,
        now: str,
    ) -> WriteResult:
        norm = fold_whitespace(content)
        async with self._lock, self._db.transaction() as conn:
            memories = await self._load(scope)
            index = next((i for i, m in enumerate(memories) if m.id == memory_id), None)
            if index is None:
                return WriteResult(WriteOutcome.NOT_FOUND)
            for m in memories:
                if m.id != memory_id and fold_whitespace(m.content) == norm:
                    return WriteResult(WriteOutcome.DUPLICATE, m)
            old = memories[index]
            memories[index] = Memory(
                id=old.id,
                scope=scope,
                content=content,
                tags=tuple(tags),
                created_at=old.created_at,
                embedding=_embedding_tuple(embedding),
                updated_at=now,
            )
            await self._write(conn, scope, memories)
        return WriteResult(WriteOutcome.UPDATED, memories[index])

    async def delete(self, scope: str, memory_id: int) -> bool:
        async with self._lock, self._db.transaction() as conn:
            memories = await self._load(scope)
            kept = [m for m in memories if m.id != memory_id]
            if len(kept) == len(memories):
                return False
            await self._write(conn, scope, kept)
        return True

    async def get(self, scope: str, memory_id: int) -> Memory | None:
        async with self._lock:
            memories = await self._load(scope)
        return next((m for m in memories if m.id == memory_id), None)

    async def find(self, scope: str, content: str) -> Memory | None:
        norm = fold_whitespace(content)
        async with self._lock:
            memories = await self._load(scope)
        return next((m for m in memories if fold_whitespace(m.content) == norm), None)

    async def entries(self, scope: str, *, embeddings: bool = True) -> list[Memory]:
        async with self._lock:
            memories = await self._load(scope, embeddings)
        memories.sort(key=lambda m: (m.created_at, m.id), reverse=True)
        return memories

    async def vectors(self, scope: str) -> dict[int, tuple[str, tuple[float, ...]]]:
        async with self._lock:
            memories = await self._load(scope)
        return {m.id: (m.updated_at, m.embedding) for m in memories if m.embedding is not None}

    async def count(self, scope: str) -> int:
        async with self._lock:
            return len(await self._kv.get(NAMESPACE, scope, []))

    async def scopes(self) -> list[str]:
        async with self._lock:
            return sorted(await self._kv.items(NAMESPACE))


def _embedding_tuple(raw: Any) -> tuple[float, ...] | None:
    return None if raw is None else tuple(map(float, raw))
