"""The KV backend: one JSON value per session or scope, in the `kv` table.

Every write rewrites a whole value, so its cost grows with the history: a fallback
that shows the SQL backend's contract is not tied to rows.
"""

from .compactions import KVCompactionLog
from .history import KVHistoryStore
from .images import KVDescriptionCache
from .memory import KVMemoryStore
from .usage import KVUsageStore

__all__ = [
    "KVCompactionLog",
    "KVDescriptionCache",
    "KVHistoryStore",
    "KVMemoryStore",
    "KVUsageStore",
]
