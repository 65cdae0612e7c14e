"""The row stores, written once for both databases: a row per message, per memory, per
compaction, per image, per call. What differs between SQLite and PostgreSQL is the
`dialect` of the database they run on; the SQLite-only recall index (FTS5) lives here
too."""

from .compactions import SqlCompactionLog
from .history import SqlHistoryStore
from .images import SqlDescriptionCache
from .memory import SqlMemoryStore
from .panel import SqlPanelStore
from .recall import SqliteRecallIndex
from .usage import SqlUsageStore

__all__ = [
    "SqlCompactionLog",
    "SqlDescriptionCache",
    "SqlHistoryStore",
    "SqlMemoryStore",
    "SqlPanelStore",
    "SqlUsageStore",
    "SqliteRecallIndex",
]
