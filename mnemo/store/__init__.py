"""Storage: one SQLite database, and the stores built on it.

`Database` (sqlite.py) owns the one connection, its migrations and its transactions.
Two backends implement the store protocols of base.py on it: `sql` (a row per message,
per memory, per image) and `kv` (one JSON value per session or scope, in the `kv` table).
`open_stores` builds the set a bot runs on; the history writer puts its writes in order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..message import Message
from .base import (
    CompactionLog,
    CompactionRecord,
    DescriptionCache,
    HistoryStore,
    Memory,
    MemoryStore,
    Outcome,
    RecallIndex,
    WriteResult,
)
from .keyvalue import KVStore, put
from .sqlite import Database
from .writer import HistoryWriter

Backend = Literal["sql", "kv"]
INDEX_NS = "recall_index"


@dataclass(slots=True)
class Stores:
    """Every store of one bot, all on one database."""

    db: Database
    kv: KVStore
    history: HistoryStore
    compactions: CompactionLog
    memories: MemoryStore
    descriptions: DescriptionCache
    recall: RecallIndex

    async def prepare(self) -> None:
        """Bring stored history into the current form and index what is not indexed.

        The index is built from the history once (a database from before the index, or
        one whose index was dropped); later writes index themselves.
        """
        upgrade = getattr(self.history, "upgrade", None)
        if upgrade is not None:
            await upgrade()
        if await self.kv.get(INDEX_NS, "built", False):
            return
        every = await self.history.every_message()
        async with self.db.transaction() as conn:
            by_session: dict[str, list[tuple[int, Message]]] = {}
            for session, msg_id, message in every:
                by_session.setdefault(session, []).append((msg_id, message))
            for session, entries in by_session.items():
                await self.recall.add(conn, session, entries)
            await put(conn, INDEX_NS, "built", True)


def open_stores(db: Database, backend: Backend = "sql") -> Stores:
    """The stores of `backend` on an open database."""
    kv = KVStore(db)
    from .sql import (
        SqlCompactionLog,
        SqlDescriptionCache,
        SqliteHistoryStore,
        SqliteRecallIndex,
        SqlMemoryStore,
    )

    # Both backends keep their recall index in SQLite tables (see SqliteRecallIndex).
    index = SqliteRecallIndex(db)
    if backend == "kv":
        from .kv import KVCompactionLog, KVDescriptionCache, KVHistoryStore, KVMemoryStore

        return Stores(db, kv, KVHistoryStore(db, index), KVCompactionLog(kv),
                      KVMemoryStore(db), KVDescriptionCache(db), index)
    return Stores(db, kv, SqliteHistoryStore(db, index), SqlCompactionLog(db),
                  SqlMemoryStore(db), SqlDescriptionCache(db), index)


__all__ = [
    "Backend",
    "CompactionLog",
    "CompactionRecord",
    "Database",
    "DescriptionCache",
    "HistoryStore",
    "HistoryWriter",
    "KVStore",
    "Memory",
    "MemoryStore",
    "Outcome",
    "RecallIndex",
    "Stores",
    "WriteResult",
    "open_stores",
]
