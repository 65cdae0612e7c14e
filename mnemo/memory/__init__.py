"""Long-term memory per group or user: stores, ranking, embeddings and the model's tools."""

from .embeddings import EmbeddingClient, EmbeddingError, embedding_client
from .manager import (
    DuplicateMemory,
    MemoryFull,
    MemoryManager,
    MemoryNotFound,
    SaveResult,
    ScoredMemory,
)
from .store import (
    KVMemoryStore,
    Memory,
    MemoryStore,
    SqlMemoryStore,
    check_scope,
)
from .tools import memory_tools

__all__ = [
    "DuplicateMemory",
    "EmbeddingClient",
    "EmbeddingError",
    "KVMemoryStore",
    "Memory",
    "MemoryFull",
    "MemoryManager",
    "MemoryNotFound",
    "MemoryStore",
    "SaveResult",
    "ScoredMemory",
    "SqlMemoryStore",
    "check_scope",
    "embedding_client",
    "memory_tools",
]
