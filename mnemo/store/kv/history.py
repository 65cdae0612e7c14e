"""History as JSON values per conversation: the fallback where no SQL backend is available.

`history` holds the active messages, each with its id; `history_archive` holds every
archived message once (`messages`, by id) and the batches as lists of ids, so a message
kept verbatim through many compressions is archived once; `history_next` is the next id.
Every write rewrites the conversation's whole values, so its cost grows with the history;
the SQL store exists because of that. Semantics (archive batches included) match
`SqliteHistoryStore` exactly. The recall index lives in SQLite tables beside `kv` (see
`SqliteRecallIndex`): a JSON value per conversation cannot be searched.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Mapping, Sequence
from typing import Any

import aiosqlite

from ...images import without_images
from ...message import Message
from ..base import ArchivedMessage, RecallIndex, StoredConversation
from ..keyvalue import KVStore, put, remove
from ..sqlite import Database

HISTORY_NS = "history"
ARCHIVE_NS = "history_archive"
NEXT_NS = "history_next"

Raw = dict[str, Any]


def _to_json(m: Message) -> Raw:
    m = without_images(m)
    return {
        "data": m.data,
        "tokens": m.tokens,
        "kind": m.kind,
        "created_at": m.created_at,
    }


def _from_json(raw: Raw) -> Message:
    return Message(
        raw["data"], tokens=raw["tokens"], kind=raw["kind"], created_at=raw["created_at"]
    )


def _same(raw: Raw) -> tuple[Any, ...]:
    """What makes two stored messages the same message."""
    return (repr(raw["data"]), raw["tokens"], raw["kind"], raw["created_at"])


def _plain(raw: Raw) -> Raw:
    return {k: v for k, v in raw.items() if k != "id"}


class KVHistoryStore:
    def __init__(self, db: Database, index: RecallIndex | None = None) -> None:
        self._db = db
        self._kv = KVStore(db)
        self.index = index
        # Writes are read-modify-write of whole values, so each runs in one transaction;
        # the lock keeps this store's reads out of those transactions (they share the
        # bot's one connection and would see half-written state).
        self._lock = asyncio.Lock()

    async def load(self, key: str) -> list[Message]:
        async with self._lock:
            raw = await self._kv.get(HISTORY_NS, key, [])
        return [_from_json(r) for r in raw]

    async def append(self, key: str, messages: Sequence[Message]) -> None:
        if not messages:
            return
        async with self._lock, self._db.transaction() as conn:
            current = await self._active(key)
            first = await self._next(key)
            new = [{**_to_json(m), "id": first + i} for i, m in enumerate(messages)]
            await put(conn, HISTORY_NS, key, current + new)
            await put(conn, NEXT_NS, key, first + len(new))
            await self._index(conn, key, new)

    async def append_many(self, writes: Mapping[str, Sequence[Message]]
                          ) -> dict[str, Exception]:
        # A transaction each: this layout is kept for the databases that have it, not
        # for a busy bot.
        if len(writes) == 1:
            [(key, messages)] = writes.items()
            await self.append(key, messages)
            return {}
        failed: dict[str, Exception] = {}
        for key, messages in writes.items():
            try:
                await self.append(key, messages)
            except Exception as exc:
                failed[key] = exc
        return failed

    async def replace(self, key: str, messages: Sequence[Message]) -> None:
        async with self._lock, self._db.transaction() as conn:
            current = await self._active(key)
            await self._archive(conn, key, "replace", current)
            # A message the new list keeps is the one it already has, not a copy.
            kept, new, next_id = _place(messages, current, await self._next(key))
            await put(conn, HISTORY_NS, key, kept)
            await put(conn, NEXT_NS, key, next_id)
            await self._index(conn, key, new)

    async def replace_prefix(self, key: str, prefix: Sequence[Message],
                             messages: Sequence[Message]) -> bool:
        n = len(prefix)
        async with self._lock, self._db.transaction() as conn:
            current = await self._active(key)
            if [_same(raw) for raw in current[:n]] != [_same(_to_json(m)) for m in prefix]:
                return False
            await self._archive(conn, key, "replace", current)
            # Only the prefix may be reused: the messages after it keep their own ids.
            kept, new, next_id = _place(messages, current[:n], await self._next(key))
            await put(conn, HISTORY_NS, key, kept + current[n:])
            await put(conn, NEXT_NS, key, next_id)
            await self._index(conn, key, new)
        return True

    async def clear(self, key: str) -> None:
        async with self._lock, self._db.transaction() as conn:
            await self._archive(conn, key, "clear", await self._active(key))
            await remove(conn, HISTORY_NS, key)

    async def restore_last(self, key: str) -> bool:
        async with self._lock, self._db.transaction() as conn:
            archive = await self._archived(key)
            if not archive["batches"]:
                return False
            last = archive["batches"][-1]
            pool = archive["messages"]
            restored = [{**pool[str(i)], "id": i} for i in last["ids"]]
            # The active messages are archived too, so a restore loses nothing.
            current = await self._active(key)
            archive["batches"].pop()
            if current:
                _add_batch(archive, last["batch"] + 1, "restore", current)
            _drop_unreferenced(archive)
            await self._set_archive(conn, key, archive)
            await put(conn, HISTORY_NS, key, restored)
        return True

    async def prune_archive(self, older_than: float) -> int:
        """Delete what was archived before `older_than` (unix time); the count of
        archived messages dropped. A message goes (with its index entry) once neither
        the active conversation nor a remaining batch refers to it."""
        removed = 0
        async with self._lock, self._db.transaction() as conn:
            for key in (await self._kv.items(ARCHIVE_NS)):
                archive = await self._archived(key)
                batches = archive["batches"]
                keep = [b for b in batches if b["archived_at"] >= older_than]
                if len(keep) == len(batches):
                    continue
                removed += sum(len(b["ids"]) for b in batches if b["archived_at"] < older_than)
                archive["batches"] = keep
                dropped = _drop_unreferenced(archive)
                active = {raw["id"] for raw in await self._active(key)}
                await self._set_archive(conn, key, archive)
                if self.index is not None:
                    await self.index.remove(
                        conn, [(key, i) for i in dropped if i not in active])
        return removed

    async def archive_batches(self, key: str) -> list[dict[str, Any]]:
        """The conversation's archive batches, newest first."""
        async with self._lock:
            archive = await self._archived(key)
        return [
            {
                "batch": b["batch"],
                "archived_at": b["archived_at"],
                "reason": b["reason"],
                "message_count": len(b["ids"]),
            }
            for b in reversed(archive["batches"])
        ]

    async def conversations(self) -> list[StoredConversation]:
        """Every conversation with active messages, most recently active first."""
        async with self._lock:
            everything = await self._kv.items(HISTORY_NS)
        found = [
            StoredConversation(key, len(raw), sum(r["tokens"] for r in raw),
                               max(r["created_at"] for r in raw))
            for key, raw in everything.items() if raw
        ]
        return sorted(found, key=lambda c: (-c.last_active, c.key))

    async def archived(self, key: str, offset: int = 0,
                       limit: int = 50) -> list[ArchivedMessage]:
        """A page of the archive: newest batch first, each batch in its message order."""
        if limit <= 0:
            return []
        async with self._lock:
            archive = await self._archived(key)
        pool = archive["messages"]
        flat = [
            (b, pool[str(i)]) for b in reversed(archive["batches"]) for i in b["ids"]
        ][max(0, offset):max(0, offset) + limit]
        return [ArchivedMessage(b["batch"], b["archived_at"], b["reason"], _from_json(raw))
                for b, raw in flat]

    async def every_message(self) -> list[tuple[str, int, Message]]:
        """(key, id, message) of every stored message: to build the index anew."""
        out: dict[tuple[str, int], Message] = {}
        async with self._lock:
            for key in await self._kv.items(HISTORY_NS):
                for raw in await self._active(key):
                    out[(key, raw["id"])] = _from_json(raw)
            for key in await self._kv.items(ARCHIVE_NS):
                for i, raw in (await self._archived(key))["messages"].items():
                    out.setdefault((key, int(i)), _from_json(raw))
        return [(s, i, m) for (s, i), m in sorted(out.items(), key=lambda item: item[0])]

    async def upgrade(self) -> None:
        """Give ids to values written before messages had them (archives of full copies).

        Runs once at start-up; values already in the current form are left alone.
        """
        async with self._lock, self._db.transaction() as conn:
            sessions = set(await self._kv.items(HISTORY_NS)) | set(
                await self._kv.items(ARCHIVE_NS))
            for key in sessions:
                active = await self._kv.get(HISTORY_NS, key, [])
                old = await self._kv.get(ARCHIVE_NS, key, None)
                if all("id" in raw for raw in active) and not isinstance(old, list):
                    continue
                next_id = await self._next(key)
                for raw in active:
                    if "id" not in raw:
                        raw["id"] = next_id
                        next_id += 1
                if isinstance(old, list):
                    archive: dict[str, Any] = {"messages": {}, "batches": []}
                    for batch in old:
                        ids = []
                        for raw in batch["messages"]:
                            raw = {**raw, "id": next_id}
                            next_id += 1
                            archive["messages"][str(raw["id"])] = _plain(raw)
                            ids.append(raw["id"])
                        archive["batches"].append({k: v for k, v in batch.items()
                                                   if k != "messages"} | {"ids": ids})
                    await self._set_archive(conn, key, archive)
                if active:
                    await put(conn, HISTORY_NS, key, active)
                await put(conn, NEXT_NS, key, next_id)

    # -- internals ----------------------------------------------------------------------

    async def _index(self, conn: aiosqlite.Connection, key: str, new: list[Raw]) -> None:
        if self.index is not None and new:
            await self.index.add(conn, key, [(raw["id"], _from_json(raw)) for raw in new])

    async def _next(self, key: str) -> int:
        return int(await self._kv.get(NEXT_NS, key, 0))

    async def _active(self, key: str) -> list[Raw]:
        return list(await self._kv.get(HISTORY_NS, key, []))

    async def _archived(self, key: str) -> dict[str, Any]:
        return dict(await self._kv.get(ARCHIVE_NS, key, None)
                    or {"messages": {}, "batches": []})

    async def _archive(self, conn: aiosqlite.Connection, key: str, reason: str,
                       current: list[Raw]) -> None:
        """Record the active messages as a new archive batch (none if there are none).

        Runs inside the caller's transaction.
        """
        if not current:
            return
        archive = await self._archived(key)
        batches = archive["batches"]
        _add_batch(archive, batches[-1]["batch"] + 1 if batches else 1, reason, current)
        await self._set_archive(conn, key, archive)

    async def _set_archive(
        self, conn: aiosqlite.Connection, key: str, archive: dict[str, Any]
    ) -> None:
        if archive["batches"]:
            await put(conn, ARCHIVE_NS, key, archive)
        else:
            await remove(conn, ARCHIVE_NS, key)


def _add_batch(archive: dict[str, Any], number: int, reason: str, current: list[Raw]) -> None:
    for raw in current:
        archive["messages"].setdefault(str(raw["id"]), _plain(raw))
    archive["batches"].append({"batch": number, "archived_at": time.time(), "reason": reason,
                               "ids": [raw["id"] for raw in current]})


def _drop_unreferenced(archive: dict[str, Any]) -> list[int]:
    """Take out of the pool the messages no batch refers to; their ids."""
    referenced = {str(i) for b in archive["batches"] for i in b["ids"]}
    dropped = [int(i) for i in archive["messages"] if i not in referenced]
    for i in dropped:
        del archive["messages"][str(i)]
    return dropped


def _place(messages: Sequence[Message], reusable_raws: Sequence[dict[str, Any]],
           next_id: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]], int]:
    """`messages` as stored values, each equal to one of `reusable_raws` keeping that id;
    the list, the values that got a new id (the ones to index), the next free id."""
    reusable: dict[tuple[Any, ...], list[int]] = {}
    for raw in reusable_raws:
        reusable.setdefault(_same(raw), []).append(raw["id"])
    kept: list[dict[str, Any]] = []
    new: list[dict[str, Any]] = []
    for m in messages:
        raw = _to_json(m)
        same = reusable.get(_same(raw))
        if same:
            kept.append({**raw, "id": same.pop(0)})
            continue
        raw["id"] = next_id
        next_id += 1
        kept.append(raw)
        new.append(raw)
    return kept, new, next_id
