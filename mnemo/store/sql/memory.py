"""Memories as rows of the `memory` table, ids from `memory_seq` (never reused).

Writes apply the rules every backend shares (dedup on whitespace-folded content, a cap
per scope) inside one transaction; scopes and content are the manager's to validate.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterable, Sequence
from typing import Any

import aiosqlite

from ..base import Memory, Outcome, WriteResult, fold_whitespace
from ..sqlite import Database


def _embedding_json(embedding: Sequence[float] | None) -> str | None:
    return None if embedding is None else json.dumps(list(embedding))


def _decode_vectors(rows: Iterable[Sequence[Any]]) -> dict[int, tuple[str, tuple[float, ...]]]:
    return {int(i): (u, tuple(map(float, json.loads(e)))) for i, u, e in rows}


def _embedding_tuple(raw: Any) -> tuple[float, ...] | None:
    return None if raw is None else tuple(map(float, raw))


class SqlMemoryStore:
    """Rows in the `memory` table (migration 003); ids come from `memory_seq`.

    Writes run in `db.transaction()`, so check-then-insert is atomic and never
    interleaves with another store's transaction on the shared connection. The lock
    keeps this store's reads out of its own open transactions.
    """

    _COLUMNS = "id, scope, content, tags, created_at, embedding, updated_at"
    _COLUMNS_NO_EMBEDDING = "id, scope, content, tags, created_at, NULL, updated_at"

    def __init__(self, db: Database) -> None:
        self._db = db
        self._lock = asyncio.Lock()

    @staticmethod
    def _memory(row: Sequence[Any]) -> Memory:
        return Memory(
            id=int(row[0]),
            scope=row[1],
            content=row[2],
            tags=tuple(json.loads(row[3])),
            created_at=row[4],
            embedding=None if row[5] is None else _embedding_tuple(json.loads(row[5])),
            updated_at=row[6],
        )

    @classmethod
    async def _select(
        cls,
        conn: aiosqlite.Connection,
        where: str,
        params: Sequence[Any],
        embeddings: bool = True,
    ) -> list[Memory]:
        columns = cls._COLUMNS if embeddings else cls._COLUMNS_NO_EMBEDDING
        rows = await conn.execute_fetchall(f"SELECT {columns} FROM memory WHERE {where}", params)
        return [cls._memory(r) for r in rows]

    @classmethod
    async def _by_norm(cls, conn: aiosqlite.Connection, scope: str, norm: str) -> Memory | None:
        found = await cls._select(conn, "scope = ? AND norm = ?", (scope, norm))
        return found[0] if found else None

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
            existing = await self._by_norm(conn, scope, norm)
            if existing is not None:
                return WriteResult(Outcome.DUPLICATE, existing)
            count = await conn.execute_fetchall(
                "SELECT COUNT(*) FROM memory WHERE scope = ?", (scope,)
            )
            if next(iter(count))[0] >= max_entries:
                return WriteResult(Outcome.FULL)
            # max() with the rows too: a row put in by hand cannot make the counter collide.
            allocated = await conn.execute_fetchall(
                "INSERT INTO memory_seq (scope, last_id) "
                "VALUES (?1, COALESCE((SELECT MAX(id) FROM memory WHERE scope = ?1), 0) + 1) "
                "ON CONFLICT (scope) DO UPDATE SET last_id = "
                "MAX(last_id, COALESCE((SELECT MAX(id) FROM memory WHERE scope = ?1), 0)) + 1 "
                "RETURNING last_id",
                (scope,),
            )
            memory = Memory(
                id=int(next(iter(allocated))[0]),
                scope=scope,
                content=content,
                tags=tuple(tags),
                created_at=now,
                embedding=_embedding_tuple(embedding),
                updated_at=now,
            )
            await conn.execute(
                "INSERT INTO memory (scope, id, content, norm, tags, embedding, created_at, "
                "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    scope,
                    memory.id,
                    content,
                    norm,
                    json.dumps(list(tags), ensure_ascii=False),
                    _embedding_json(embedding),
                    now,
                    now,
                ),
            )
        return WriteResult(Outcome.ADDED, memory)

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
            existing = await self._by_norm(conn, scope, norm)
            if existing is not None and existing.id != memory_id:
                return WriteResult(Outcome.DUPLICATE, existing)
            updated = await conn.execute_fetchall(
                "UPDATE memory SET content = ?, norm = ?, tags = ?, embedding = ?, "
                f"updated_at = ? WHERE scope = ? AND id = ? RETURNING {self._COLUMNS}",
                (
                    content,
                    norm,
                    json.dumps(list(tags), ensure_ascii=False),
                    _embedding_json(embedding),
                    now,
                    scope,
                    memory_id,
                ),
            )
        rows = list(updated)
        if not rows:
            return WriteResult(Outcome.NOT_FOUND)
        return WriteResult(Outcome.UPDATED, self._memory(rows[0]))

    async def delete(self, scope: str, memory_id: int) -> bool:
        async with self._lock, self._db.transaction() as conn:
            deleted = await conn.execute_fetchall(
                "DELETE FROM memory WHERE scope = ? AND id = ? RETURNING id", (scope, memory_id)
            )
        return bool(list(deleted))

    async def get(self, scope: str, memory_id: int) -> Memory | None:
        async with self._lock:
            found = await self._select(self._db.conn, "scope = ? AND id = ?", (scope, memory_id))
        return found[0] if found else None

    async def find(self, scope: str, content: str) -> Memory | None:
        async with self._lock:
            return await self._by_norm(self._db.conn, scope, fold_whitespace(content))

    async def entries(self, scope: str, *, embeddings: bool = True) -> list[Memory]:
        async with self._lock:
            return await self._select(
                self._db.conn,
                "scope = ? ORDER BY created_at DESC, id DESC",
                (scope,),
                embeddings,
            )

    async def vectors(self, scope: str) -> dict[int, tuple[str, tuple[float, ...]]]:
        async with self._lock:
            rows = await self._db.conn.execute_fetchall(
                "SELECT id, updated_at, embedding FROM memory "
                "WHERE scope = ? AND embedding IS NOT NULL",
                (scope,),
            )
        # Hundreds of long vectors take long to decode: not on the event loop.
        return await asyncio.to_thread(_decode_vectors, rows)

    async def count(self, scope: str) -> int:
        async with self._lock:
            rows = await self._db.conn.execute_fetchall(
                "SELECT COUNT(*) FROM memory WHERE scope = ?", (scope,)
            )
        return int(next(iter(rows))[0])

    async def scopes(self) -> list[str]:
        async with self._lock:
            rows = await self._db.conn.execute_fetchall(
                "SELECT DISTINCT scope FROM memory ORDER BY scope"
            )
        return [r[0] for r in rows]
