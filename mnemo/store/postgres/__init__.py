"""The PostgreSQL backend: the SQL backend's tables and contract on a shared server.

`PostgresDatabase` owns the pool, the migrations and the retries; the stores implement
the protocols of `mnemo.store.base` on it; `ChangeFeed` tells a process when another
one changed settings or switches. The turn lock across processes is `mnemo.turnlock`'s.
"""

from .changes import ChangeFeed
from .compactions import PostgresCompactionLog
from .database import PostgresDatabase, is_postgres_url, mask_url, url_password
from .history import PostgresHistoryStore
from .images import PostgresDescriptionCache
from .keyvalue import PostgresKVStore
from .memory import PostgresMemoryStore
from .panel import PostgresPanelStore
from .recall import PostgresRecallIndex
from .usage import PostgresUsageStore

__all__ = [
    "ChangeFeed",
    "PostgresCompactionLog",
    "PostgresDatabase",
    "PostgresDescriptionCache",
    "PostgresHistoryStore",
    "PostgresKVStore",
    "PostgresMemoryStore",
    "PostgresPanelStore",
    "PostgresRecallIndex",
    "PostgresUsageStore",
    "is_postgres_url",
    "mask_url",
    "url_password",
]
