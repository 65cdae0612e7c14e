"""The SQL backend: a row per message, per memory, per compaction, per image."""

from .compactions import SqlCompactionLog
from .history import SqliteHistoryStore
from .images import SqlDescriptionCache
from .memory import SqlMemoryStore
from .recall import SqliteRecallIndex

__all__ = ["SqlCompactionLog", "SqlDescriptionCache", "SqlMemoryStore", "SqliteHistoryStore",
           "SqliteRecallIndex"]
