"""Memory storage: one row per memory in SQL, or one JSON array per scope in the KV store.

Both backends apply the same rules at write time (dedup on whitespace-folded content, a
cap per scope, ids per scope that are never reused) so the manager above them cannot
tell them apart. They do not validate scopes or cut content: that is the manager's job.
"""

from __future__ import annotations

import asyncio
import enum
import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import aiosqlite

from .. import kv
from ..db import Database

SCOPE_RE = re.compile(r"[gf]:[0-9]+")


def check_scope(scope: object) -> str:
    """Return `scope` if it is `g:<group_id>` or `f:<user_id>`, else raise ValueError."""
    # fullmatch with [0-9]: `$` would accept a trailing newline and `\d` other digits.
    if not isinstance(scope, str) or not SCOPE_RE.fullmatch(scope):
        raise ValueError(f"无效的记忆作用域 {scope!r}：应为 g:<群号> 或 f:<QQ号>")
    return scope


def fold_whitespace(text: str) -> str:
    """The dedup key: runs of whitespace (including full-width spaces) become one space."""
    return " ".join(text.split())


@dataclass(frozen=True, slots=True)
class Memory:
    id: int
    scope: str
    content: str
    tags: tuple[str, ...]
    created_at: str
    embedding: tuple[float, ...] | None = None
    updated_at: str = ""


class Outcome(enum.Enum):
    ADDED = "added"
    UPDATED = "updated"
    DUPLICATE = "duplicate"  # `memory` is the entry that already holds this content
    FULL = "full"
    NOT_FOUND = "not_found"


@dataclass(frozen=True, slots=True)
class WriteResult:
    outcome: Outcome
    memory: Memory | None = None


class MemoryStore(Protocol):
    """Memories per scope. `entries` is newest first; writes report an `Outcome`, never raise
    for dedup, cap or a missing id."""

    async def add(
        self,
        scope: str,
        content: str,
        tags: Sequence[str],
        embedding: Sequence[float] | None,
        now: str,
        max_entries: int,
    ) -> WriteResult: ...

    async def update(
        self,
        scope: str,
        memory_id: int,
        content: str,
        tags: Sequence[str],
        embedding: Sequence[float] | None,
        now: str,
    ) -> WriteResult: ...

    async def delete(self, scope: str, memory_id: int) -> bool: ...

    async def get(self, scope: str, memory_id: int) -> Memory | None: ...

    async def find(self, scope: str, content: str) -> Memory | None: ...

    async def entries(self, scope: str, *, embeddings: bool = True) -> list[Memory]:
        """Newest first. `embeddings=False` leaves `embedding` None and skips decoding it."""
        ...

    async def vectors(self, scope: str) -> dict[int, tuple[str, tuple[float, ...]]]:
        """id -> (updated_at, embedding) for the memories that have one."""
        ...

    async def count(self, scope: str) -> int: ...

    async def scopes(self) -> list[str]: ...


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
        # 200 vectors of 1,024 numbers take ~40 ms to decode: not on the event loop.
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
                    return WriteResult(Outcome.DUPLICATE, m)
            if len(memories) >= max_entries:
                return WriteResult(Outcome.FULL)
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
            memories = await self._load(scope)
            index = next((i for i, m in enumerate(memories) if m.id == memory_id), None)
            if index is None:
                return WriteResult(Outcome.NOT_FOUND)
            for m in memories:
                if m.id != memory_id and fold_whitespace(m.content) == norm:
                    return WriteResult(Outcome.DUPLICATE, m)
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
        return WriteResult(Outcome.UPDATED, memories[index])

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
