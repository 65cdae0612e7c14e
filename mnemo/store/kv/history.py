"""History as one JSON value per session: the fallback where no SQL backend is available.

Every write rewrites the session's whole list, so its cost grows with the history; the
SQL store exists because of that. Semantics (archive batches included) match
`SqliteHistoryStore` exactly.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from typing import Any

import aiosqlite

from ...images import without_images
from ...message import Message
from ..base import ArchivedMessage, StoredConversation
from ..keyvalue import KVStore, put, remove
from ..sqlite import Database

HISTORY_NS = "history"
ARCHIVE_NS = "history_archive"


def _to_json(m: Message) -> dict[str, Any]:
    m = without_images(m)
    return {
        "data": m.data,
        "tokens": m.tokens,
        "kind": m.kind,
        "created_at": m.created_at,
    }


def _from_json(raw: dict[str, Any]) -> Message:
    return Message(
        raw["data"], tokens=raw["tokens"], kind=raw["kind"], created_at=raw["created_at"]
    )


class KVHistoryStore:
    def __init__(self, db: Database) -> None:
        self._db = db
        self._kv = KVStore(db)
        # Writes are read-modify-write of whole values, so each runs in one transaction;
        # the lock keeps this store's reads out of those transactions (they share the
        # bot's one connection and would see half-written state).
        self._lock = asyncio.Lock()

    async def load(self, session: str) -> list[Message]:
        async with self._lock:
            raw = await self._kv.get(HISTORY_NS, session, [])
        return [_from_json(r) for r in raw]

    async def append(self, session: str, messages: Sequence[Message]) -> None:
        if not messages:
            return
        new = [_to_json(m) for m in messages]
        async with self._lock, self._db.transaction() as conn:
            current = await self._kv.get(HISTORY_NS, session, [])
            await put(conn, HISTORY_NS, session, current + new)

    async def replace(self, session: str, messages: Sequence[Message]) -> None:
        new = [_to_json(m) for m in messages]
        async with self._lock, self._db.transaction() as conn:
            await self._archive_active(conn, session, "replace")
            await put(conn, HISTORY_NS, session, new)

    async def replace_prefix(self, session: str, n: int, messages: Sequence[Message]) -> bool:
        new = [_to_json(m) for m in messages]
        async with self._lock, self._db.transaction() as conn:
            current = await self._kv.get(HISTORY_NS, session, [])
            if len(current) < n:
                return False
            await self._archive_active(conn, session, "replace")
            await put(conn, HISTORY_NS, session, new + current[n:])
        return True

    async def clear(self, session: str) -> None:
        async with self._lock, self._db.transaction() as conn:
            await self._archive_active(conn, session, "clear")
            await remove(conn, HISTORY_NS, session)

    async def restore_last(self, session: str) -> bool:
        async with self._lock, self._db.transaction() as conn:
            batches: list[dict[str, Any]] = await self._kv.get(ARCHIVE_NS, session, [])
            if not batches:
                return False
            last = batches.pop()
            # The active messages are archived too, so a restore loses nothing.
            current = await self._kv.get(HISTORY_NS, session, [])
            if current:
                batches.append(_batch(last["batch"] + 1, "restore", current))
            await self._set_archive(conn, session, batches)
            await put(conn, HISTORY_NS, session, last["messages"])
        return True

    async def prune_archive(self, older_than: float) -> int:
        """Delete archived messages archived before `older_than` (unix time); their count."""
        removed = 0
        async with self._lock, self._db.transaction() as conn:
            for session, batches in (await self._kv.items(ARCHIVE_NS)).items():
                keep = [b for b in batches if b["archived_at"] >= older_than]
                if len(keep) == len(batches):
                    continue
                removed += sum(
                    len(b["messages"]) for b in batches if b["archived_at"] < older_than
                )
                await self._set_archive(conn, session, keep)
        return removed

    async def archive_batches(self, session: str) -> list[dict[str, Any]]:
        """The session's archive batches, newest first."""
        async with self._lock:
            batches = await self._kv.get(ARCHIVE_NS, session, [])
        return [
            {
                "batch": b["batch"],
                "archived_at": b["archived_at"],
                "reason": b["reason"],
                "message_count": len(b["messages"]),
            }
            for b in reversed(batches)
        ]

    async def conversations(self) -> list[StoredConversation]:
        """Every session with active messages, most recently active first."""
        async with self._lock:
            everything = await self._kv.items(HISTORY_NS)
        found = [
            StoredConversation(session, len(raw), sum(r["tokens"] for r in raw),
                               max(r["created_at"] for r in raw))
            for session, raw in everything.items() if raw
        ]
        return sorted(found, key=lambda c: (-c.last_active, c.session_id))

    async def archived(self, session: str, offset: int = 0,
                       limit: int = 50) -> list[ArchivedMessage]:
        """A page of the archive: newest batch first, each batch in its message order."""
        if limit <= 0:
            return []
        async with self._lock:
            batches = await self._kv.get(ARCHIVE_NS, session, [])
        flat = [
            (b, raw) for b in reversed(batches) for raw in b["messages"]
        ][max(0, offset):max(0, offset) + limit]
        return [ArchivedMessage(b["batch"], b["archived_at"], b["reason"], _from_json(raw))
                for b, raw in flat]

    async def _archive_active(
        self, conn: aiosqlite.Connection, session: str, reason: str
    ) -> None:
        """Move the active messages into a new archive batch (none if there are none).

        Runs inside the caller's transaction.
        """
        current = await self._kv.get(HISTORY_NS, session, [])
        if not current:
            return
        batches = await self._kv.get(ARCHIVE_NS, session, [])
        number = batches[-1]["batch"] + 1 if batches else 1
        batches.append(_batch(number, reason, current))
        await put(conn, ARCHIVE_NS, session, batches)

    async def _set_archive(
        self, conn: aiosqlite.Connection, session: str, batches: list[dict[str, Any]]
    ) -> None:
        if batches:
            await put(conn, ARCHIVE_NS, session, batches)
        else:
            await remove(conn, ARCHIVE_NS, session)


def _batch(number: int, reason: str, messages: list[dict[str, Any]]) -> dict[str, Any]:
    return {"batch": number, "archived_at": time.time(), "reason": reason, "messages": messages}
