"""Storage: one database, and the stores built on it.

`Database` (sqlite.py) owns the one connection to the SQLite file, its migrations and its
transactions; `PostgresDatabase` (postgres/) is the same for a PostgreSQL server that
several processes share. Whatever differs between the two (one process or several, the
turn lock, the change feed) the database says (`StoreDatabase`), so nothing outside
this package asks which one it is. The row stores (`sql`) are written once for both, on
the database's `dialect`; `kv` keeps one JSON value per conversation or scope in the
`kv` table of the SQLite file. `database_for` picks the database from the settings,
`open_stores` builds the set a bot runs on, `panel_store` the web panel's; the history
writer puts its writes in order.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from ..message import Message
from ..recall.terms import VERSION as TERMS_VERSION
from .base import (
    ALL,
    ChangeFeed,
    CompactionLog,
    CompactionRecord,
    DescriptionCache,
    HistoryStore,
    KeyValueStore,
    Memory,
    MemoryStore,
    NoRecallIndex,
    RecallIndex,
    RefusedVectors,
    StoreDatabase,
    UsageRecord,
    UsageStore,
    UsageTotals,
    WriteOutcome,
    WriteResult,
)
from .keyvalue import KVStore, put
from .panel import AuditEntry, PanelStore
from .postgres import TRANSIENT, PostgresDatabase, is_postgres_url, mask_url, url_password
from .sqlite import Database
from .writer import HistoryWriter

Backend = Literal["sql", "kv"]
INDEX_NS = "recall_index"


@dataclass(slots=True)
class Stores:
    """Every store of one bot, all on one database."""

    db: StoreDatabase
    kv: KeyValueStore
    history: HistoryStore
    compactions: CompactionLog
    memories: MemoryStore
    descriptions: DescriptionCache
    usage: UsageStore
    recall: RecallIndex
    # The history the recall index holds the ids of (the names are those of the classes
    # that wrote each layout once, so an index built by an older version stands).
    built_for: str = ""

    async def prepare(self) -> None:
        """Bring stored history into the current form and index what is not indexed.

        The index is built from the history once (a database from before the index, or
        one whose index was dropped); later writes index themselves. On PostgreSQL
        several processes may start at once: one builds, the others wait for it. On
        SQLite the terms a crash left unwritten are written now (`SqliteRecallIndex`).
        """
        await self._prepare()
        from .sql.recall import SqliteRecallIndex

        if isinstance(self.recall, SqliteRecallIndex):
            await self.recall.terms.write()

    async def _prepare(self) -> None:
        await self.history.upgrade()
        if isinstance(self.recall, NoRecallIndex):
            return

        async def built() -> bool:
            return await self.kv.get(INDEX_NS, "built", None) == self.built_for

        async def current() -> bool:
            return await built() and await self.kv.get(INDEX_NS, "terms", None) == TERMS_VERSION

        if await current():
            return
        from .postgres import PostgresRecallIndex
        from .sql.recall import SqliteRecallIndex

        if isinstance(self.recall, PostgresRecallIndex):
            async with self.recall.building():
                # Asked again under the lock: the process that held it may have built it.
                if await current():
                    return
                if await built():
                    # The terms are cut another way now: cut again, the vectors kept.
                    await self.recall.reterm()
                else:
                    # Not cleared first: processes running meanwhile index their own
                    # writes, and `add` leaves an entry that is already there as it is.
                    await self.recall.build(await self.history.every_message())
                    await self.kv.set(INDEX_NS, "built", self.built_for)
                await self.kv.set(INDEX_NS, "terms", TERMS_VERSION)
            return
        assert isinstance(self.db, Database) and isinstance(self.recall, SqliteRecallIndex)
        if await built():
            async with self.db.transaction() as conn:
                await self.recall.reterm(conn)
                await put(conn, INDEX_NS, "terms", TERMS_VERSION)
            return
        # Message ids are the history store's own: an index built from the other backend's
        # history (the backend setting was changed) is built anew from this one.
        every = await self.history.every_message()
        async with self.db.transaction() as conn:
            await self.recall.clear(conn)
            by_key: dict[str, list[tuple[int, Message]]] = {}
            for key, msg_id, message in every:
                by_key.setdefault(key, []).append((msg_id, message))
            for key, entries in by_key.items():
                await self.recall.add(conn, key, entries)
            await put(conn, INDEX_NS, "built", self.built_for)
            await put(conn, INDEX_NS, "terms", TERMS_VERSION)


def database_for(url: str, sqlite_path: str | Path) -> StoreDatabase:
    """PostgreSQL for a `postgresql://` URL, else the SQLite file at `sqlite_path`."""
    url = url.strip()
    if not url:
        return Database(sqlite_path)
    if not is_postgres_url(url):
        raise ValueError(f"AICHAT_DATABASE_URL must start with postgresql://, not "
                         f"{mask_url(url)!r}")
    return PostgresDatabase(url)


def kv_store(db: StoreDatabase, *, quiet: frozenset[str] = frozenset()) -> KeyValueStore:
    """The key/value store on `db`. On a shared database other processes hear of every
    write, but for the namespaces in `quiet` (nobody reloads those)."""
    if isinstance(db, PostgresDatabase):
        from .postgres import PostgresKVStore

        return PostgresKVStore(db, quiet=quiet)
    assert isinstance(db, Database)
    return KVStore(db)


def panel_store(db: StoreDatabase) -> PanelStore:
    """The web panel's store on `db` (the same whichever history backend runs on it)."""
    from .sql import SqlPanelStore

    return SqlPanelStore(db)


def open_stores(db: StoreDatabase, backend: Backend = "sql") -> Stores:
    """The stores of `backend` on an open database (PostgreSQL has one layout, rows)."""
    from .sql import (
        SqlCompactionLog,
        SqlDescriptionCache,
        SqlHistoryStore,
        SqlMemoryStore,
        SqlUsageStore,
    )

    if isinstance(db, PostgresDatabase):
        from .postgres import PostgresKVStore, PostgresRecallIndex

        pg_index = PostgresRecallIndex(db)
        return Stores(db, PostgresKVStore(db), SqlHistoryStore(db, pg_index),
                      SqlCompactionLog(db), SqlMemoryStore(db), SqlDescriptionCache(db),
                      SqlUsageStore(db), pg_index, "PostgresHistoryStore")
    assert isinstance(db, Database)
    kv = KVStore(db)
    from .sql import SqliteRecallIndex

    # Both backends keep their recall index in SQLite tables (see SqliteRecallIndex).
    index = SqliteRecallIndex(db)
    if backend == "kv":
        from .kv import (
            KVCompactionLog,
            KVDescriptionCache,
            KVHistoryStore,
            KVMemoryStore,
            KVUsageStore,
        )

        return Stores(db, kv, KVHistoryStore(db, index), KVCompactionLog(kv),
                      KVMemoryStore(db), KVDescriptionCache(db), KVUsageStore(db), index,
                      "KVHistoryStore")
    return Stores(db, kv, SqlHistoryStore(db, index), SqlCompactionLog(db),
                  SqlMemoryStore(db), SqlDescriptionCache(db), SqlUsageStore(db), index,
                  "SqliteHistoryStore")


__all__ = [
    "ALL",
    "TRANSIENT",
    "AuditEntry",
    "Backend",
    "ChangeFeed",
    "CompactionLog",
    "CompactionRecord",
    "Database",
    "DescriptionCache",
    "HistoryStore",
    "HistoryWriter",
    "KVStore",
    "KeyValueStore",
    "Memory",
    "MemoryStore",
    "NoRecallIndex",
    "PanelStore",
    "PostgresDatabase",
    "RecallIndex",
    "RefusedVectors",
    "StoreDatabase",
    "Stores",
    "UsageRecord",
    "UsageStore",
    "UsageTotals",
    "WriteOutcome",
    "WriteResult",
    "database_for",
    "kv_store",
    "open_stores",
    "panel_store",
    "url_password",
]
