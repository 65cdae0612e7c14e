"""Memories as rows of the `memory` table, ids from `memory_seq` (never reused).

Writes apply the rules every backend shares (dedup on whitespace-folded content, a cap
per scope) inside one transaction, which on a shared database also holds the scope's
lock: dedup, the cap and the id counter hold when several processes write one scope at
once. Scopes and content are the manager's to validate.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterable, Sequence
from typing import Any

from ..base import Memory, StoreDatabase, WriteOutcome, WriteResult, fold_whitespace
from ..dialect import Conn

_COLUMNS = "id, scope, content, tags, created_at, embedding, updated_at"
_COLUMNS_NO_EMBEDDING = "id, scope, content, tags, created_at, NULL, updated_at"


def _embedding_json(embedding: Sequence[float] | None) -> str | None:
    return None if embedding is None else json.dumps(list(embedding))


def _embedding_tuple(raw: Any) -> tuple[float, ...] | None:
    return None if raw is None else tuple(map(float, raw))


def _decode_vectors(rows: Iterable[Sequence[Any]]) -> dict[int, tuple[str, tuple[float, ...]]]:
    return {int(i): (u, tuple(map(float, json.loads(e)))) for i, u, e in rows}


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


async def _select(conn: Conn, where: str, *params: Any, embeddings: bool = True
                  ) -> list[Memory]:
    columns = _COLUMNS if embeddings else _COLUMNS_NO_EMBEDDING
    rows = await conn.fetch(f"SELECT {columns} FROM memory WHERE {where}", *params)
    return [_memory(r) for r in rows]


async def _by_norm(conn: Conn, scope: str, norm: str) -> Memory | None:
    found = await _select(conn, "scope = $1 AND norm = $2", scope, norm)
    return found[0] if found else None


class SqlMemoryStore:
    def __init__(self, db: StoreDatabase) -> None:
        self._rows = db.rows()
        dialect = self._rows.dialect
        # GREATEST with the rows too: a row put in by hand cannot make the counter collide.
        self._allocate = (
            "INSERT INTO memory_seq (scope, last_id) "
            "VALUES ($1, COALESCE((SELECT MAX(id) FROM memory WHERE scope = $1), 0) + 1) "
            f"ON CONFLICT (scope) DO UPDATE SET last_id = {dialect.greatest}(memory_seq.last_id, "
            "COALESCE((SELECT MAX(id) FROM memory WHERE scope = $1), 0)) + 1 "
            "RETURNING last_id")
        self._newest_first = f"scope = $1 ORDER BY created_at{dialect.binary} DESC, id DESC"
        self._scopes = f"SELECT DISTINCT scope{dialect.binary} FROM memory ORDER BY 1"

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

        async def work(conn: Conn) -> WriteResult:
            await self._rows.lock(conn, "memory:" + scope)
            existing = await _by_norm(conn, scope, norm)
            if existing is not None:
                return WriteResult(WriteOutcome.DUPLICATE, existing)
            count = await conn.fetchval("SELECT COUNT(*) FROM memory WHERE scope = $1", scope)
            if count >= max_entries:
                return WriteResult(WriteOutcome.FULL)
            allocated = await conn.fetchval(self._allocate, scope)
            memory = Memory(id=int(allocated), scope=scope, content=content, tags=tuple(tags),
                            created_at=now, embedding=_embedding_tuple(embedding),
                            updated_at=now)
            await conn.execute(
                "INSERT INTO memory (scope, id, content, norm, tags, embedding, created_at, "
                "updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                scope, memory.id, content, norm, json.dumps(list(tags), ensure_ascii=False),
                _embedding_json(embedding), now, now,
            )
            return WriteResult(WriteOutcome.ADDED, memory)

        return await self._rows.write(work)

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

        async def work(conn: Conn) -> WriteResult:
            await self._rows.lock(conn, "memory:" + scope)
            existing = await _by_norm(conn, scope, norm)
            if existing is not None and existing.id != memory_id:
                return WriteResult(WriteOutcome.DUPLICATE, existing)
            row = await conn.fetchrow(
                "UPDATE memory SET content = $1, norm = $2, tags = $3, embedding = $4, "
                f"updated_at = $5 WHERE scope = $6 AND id = $7 RETURNING {_COLUMNS}",
                content, norm, json.dumps(list(tags), ensure_ascii=False),
                _embedding_json(embedding), now, scope, memory_id,
            )
            if row is None:
                return WriteResult(WriteOutcome.NOT_FOUND)
            return WriteResult(WriteOutcome.UPDATED, _memory(row))

        return await self._rows.write(work)

    async def delete(self, scope: str, memory_id: int) -> bool:
        found = await self._rows.write(lambda conn: conn.fetchval(
            "DELETE FROM memory WHERE scope = $1 AND id = $2 RETURNING id", scope, memory_id))
        return found is not None

    async def get(self, scope: str, memory_id: int) -> Memory | None:
        found = await self._rows.read(
            lambda conn: _select(conn, "scope = $1 AND id = $2", scope, memory_id))
        return found[0] if found else None

    async def find(self, scope: str, content: str) -> Memory | None:
        return await self._rows.read(
            lambda conn: _by_norm(conn, scope, fold_whitespace(content)))

    async def entries(self, scope: str, *, embeddings: bool = True) -> list[Memory]:
        return await self._rows.read(
            lambda conn: _select(conn, self._newest_first, scope, embeddings=embeddings))

    async def vectors(self, scope: str) -> dict[int, tuple[str, tuple[float, ...]]]:
        rows = await self._rows.fetch(
            "SELECT id, updated_at, embedding FROM memory "
            "WHERE scope = $1 AND embedding IS NOT NULL", scope)
        # Decoding hundreds of long vectors takes tens of ms: not on the event loop.
        return await asyncio.to_thread(_decode_vectors, rows)

    async def count(self, scope: str) -> int:
        return int(await self._rows.fetchval(
            "SELECT COUNT(*) FROM memory WHERE scope = $1", scope))

    async def scopes(self) -> list[str]:
        return [r[0] for r in await self._rows.fetch(self._scopes)]
