"""The PostgreSQL backend: the row stores of `mnemo.store.sql` on a shared server.

`PostgresDatabase` owns the pool, the migrations and the retries (the row stores reach
it through `dialect.PostgresRows`); what only this database has lives here too: the
key/value store that notifies the other processes, `ChangeFeed` that hears them, the
recall index over term arrays and the panel store. The turn lock across processes is
`mnemo.store.turnlock`'s.
"""

from .changes import ChangeFeed
from .database import TRANSIENT, PostgresDatabase, is_postgres_url, mask_url, url_password
from .keyvalue import PostgresKVStore
from .recall import PostgresRecallIndex

__all__ = [
    "TRANSIENT",
    "ChangeFeed",
    "PostgresDatabase",
    "PostgresKVStore",
    "PostgresRecallIndex",
    "is_postgres_url",
    "mask_url",
    "url_password",
]
