"""Storage: one database, and the stores built on it.

`Database` (sqlite.py) owns the one connection to the SQLite file, its migrations and its
transactions. Two backends implement the store protocols of base.py on it: `sql` (a row
per message, per memory, per image) and `kv` (one JSON value per session or scope, in
the `kv` table). `PostgresDatabase` (postgres/) is the same for a PostgreSQL server that
several processes share, with its own stores. `database_for` picks the database from
the settings, `open_stores` builds the set a bot runs on, `panel_store` the web panel's;
the history writer puts its writes in order.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from ..message import Message
from ..recall.terms import VERSION as TERMS_VERSION
from .base import (
    CompactionLog,
    CompactionRecord,
    DescriptionCache,
    HistoryStore,
    KeyValueStore,
    Memory,
    MemoryStore,
    NoRecallIndex,
    Outcome,
    RecallIndex,
    StoreDatabase,
    UsageRecord,
    UsageStore,
    UsageTotals,
    WriteResult,
)
from .keyvalue import KVStore, put
from .panel import AuditEntry, PanelStore
from .postgres import PostgresDatabase, is_postgres_url, mask_url
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

    async def prepare(self) -> None:
        """Bring stored history into the current form and index what is not indexed.

        The index is built from the history once (a database from before the index, or
        one whose index was dropped); later writes index themselves. On PostgreSQL
        several processes may start at once: one builds, the others wait for it.
        """
        if isinstance(self.db, PostgresDatabase):
            await self._prepare_postgres()
            return
        upgrade = getattr(self.history, "upgrade", None)
        if upgrade is not None:
            await upgrade()
        # Message ids are the history store's own: an index built from the other backend's
        # history (the backend setting was changed) is built anew from this one.
        built_for = type(self.history).__name__
        if await self.kv.get(INDEX_NS, "built", None) == built_for:
            if await self.kv.get(INDEX_NS, "terms", None) != TERMS_VERSION:
                # The terms are cut another way now: cut again, the vectors kept.
                reterm = getattr(self.recall, "reterm", None)
                async with self.db.transaction() as conn:
                    if reterm is not None:
                        await reterm(conn)
                    await put(conn, INDEX_NS, "terms", TERMS_VERSION)
            return
        every = await self.history.every_message()
        async with self.db.transaction() as conn:
            await self.recall.clear(conn)
            by_session: dict[str, list[tuple[int, Message]]] = {}
            for session, msg_id, message in every:
                by_session.setdefault(session, []).append((msg_id, message))
            for session, entries in by_session.items():
                await self.recall.add(conn, session, entries)
            await put(conn, INDEX_NS, "built", built_for)
            await put(conn, INDEX_NS, "terms", TERMS_VERSION)

    async def _prepare_postgres(self) -> None:
        from .postgres import PostgresRecallIndex

        every = getattr(self.history, "every_message", None)
        if not isinstance(self.recall, PostgresRecallIndex) or every is None:
            return  # no index (NoRecallIndex), or a history that cannot list its messages
        built_for = type(self.history).__name__

        async def current() -> bool:
            return (await self.kv.get(INDEX_NS, "built", None) == built_for
                    and await self.kv.get(INDEX_NS, "terms", None) == TERMS_VERSION)

        if await current():
            return
        async with self.recall.building():
            # Asked again under the lock: the process that held it may have built it.
            if await current():
                return
            if await self.kv.get(INDEX_NS, "built", None) == built_for:
                # The terms are cut another way now: cut again, the vectors kept.
                await self.recall.reterm()
            else:
                # Not cleared first: processes running meanwhile index their own writes,
                # and `add` leaves an entry that is already there as it is.
                await self.recall.build(await every())
                await self.kv.set(INDEX_NS, "built", built_for)
            await self.kv.set(INDEX_NS, "terms", TERMS_VERSION)


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
    if isinstance(db, PostgresDatabase):
        from .postgres import PostgresPanelStore

        return PostgresPanelStore(db)
    assert isinstance(db, Database)
    from .sql import SqlitePanelStore

    return SqlitePanelStore(db)


def open_stores(db: StoreDatabase, backend: Backend = "sql") -> Stores:
    """The stores of `backend` on an open database (PostgreSQL has one layout, rows)."""
    if isinstance(db, PostgresDatabase):
        from .postgres import (
            PostgresCompactionLog,
            PostgresDescriptionCache,
            PostgresHistoryStore,
            PostgresKVStore,
            PostgresMemoryStore,
            PostgresRecallIndex,
            PostgresUsageStore,
        )

        pg_index = PostgresRecallIndex(db)
        return Stores(db, PostgresKVStore(db), PostgresHistoryStore(db, pg_index),
                      PostgresCompactionLog(db), PostgresMemoryStore(db),
                      PostgresDescriptionCache(db), PostgresUsageStore(db), pg_index)
    assert isinstance(db, Database)
    kv = KVStore(db)
    from .sql import (
        SqlCompactionLog,
        SqlDescriptionCache,
        SqliteHistoryStore,
        SqliteRecallIndex,
        SqlMemoryStore,
        SqlUsageStore,
    )

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
                      KVMemoryStore(db), KVDescriptionCache(db), KVUsageStore(db), index)
    return Stores(db, kv, SqliteHistoryStore(db, index), SqlCompactionLog(db),
                  SqlMemoryStore(db), SqlDescriptionCache(db), SqlUsageStore(db), index)


__all__ = [
    "AuditEntry",
    "Backend",
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
    "Outcome",
    "PanelStore",
    "PostgresDatabase",
    "RecallIndex",
    "StoreDatabase",
    "Stores",
    "UsageRecord",
    "UsageStore",
    "UsageTotals",
    "WriteResult",
    "database_for",
    "kv_store",
    "open_stores",
    "panel_store",
]
