"""The SQL backend: a row per message, per memory, per compaction, per image, per call."""

from .compactions import SqlCompactionLog
from .history import SqliteHistoryStore
from .images import SqlDescriptionCache
from .memory import SqlMemoryStore
from .panel import SqlitePanelStore
from .recall import SqliteRecallIndex
from .usage import SqlUsageStore

__all__ = [
    "SqlCompactionLog",
    "SqlDescriptionCache",
    "SqlMemoryStore",
    "SqlUsageStore",
    "SqliteHistoryStore",
    "SqlitePanelStore",
    "SqliteRecallIndex",
]
