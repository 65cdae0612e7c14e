"""Storage: one SQLite database, and the stores built on it.

`Database` (sqlite.py) owns the one connection, its migrations and its transactions.
Two backends implement the store protocols of base.py on it: `sql` (a row per message,
per memory, per image) and `kv` (one JSON value per session or scope, in the `kv` table).
`open_stores` builds the set a bot runs on; the history writer puts its writes in order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .base import (
    CompactionLog,
    CompactionRecord,
    DescriptionCache,
    HistoryStore,
    Memory,
    MemoryStore,
    Outcome,
    UsageRecord,
    UsageStore,
    UsageTotals,
    WriteResult,
)
from .keyvalue import KVStore
from .sqlite import Database
from .writer import HistoryWriter

Backend = Literal["sql", "kv"]


@dataclass(slots=True)
class Stores:
    """Every store of one bot, all on one database."""

    db: Database
    kv: KVStore
    history: HistoryStore
    compactions: CompactionLog
    memories: MemoryStore
    descriptions: DescriptionCache
    usage: UsageStore


def open_stores(db: Database, backend: Backend = "sql") -> Stores:
    """The stores of `backend` on an open database."""
    kv = KVStore(db)
    if backend == "kv":
        from .kv import (
            KVCompactionLog,
            KVDescriptionCache,
            KVHistoryStore,
            KVMemoryStore,
            KVUsageStore,
        )

        return Stores(db, kv, KVHistoryStore(db), KVCompactionLog(kv), KVMemoryStore(db),
                      KVDescriptionCache(db), KVUsageStore(db))
    from .sql import (
        SqlCompactionLog,
        SqlDescriptionCache,
        SqliteHistoryStore,
        SqlMemoryStore,
        SqlUsageStore,
    )

    return Stores(db, kv, SqliteHistoryStore(db), SqlCompactionLog(db), SqlMemoryStore(db),
                  SqlDescriptionCache(db), SqlUsageStore(db))


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
    "Stores",
    "UsageRecord",
    "UsageStore",
    "UsageTotals",
    "WriteResult",
    "open_stores",
]
