"""Long-term memory per group or user: stores, ranking, embeddings and the model's tools."""

from ..keys import check_scope
from ..store.base import Memory
from .embeddings import EmbeddingClient, EmbeddingError, EmbeddingRefused, embedding_client
from .manager import (
    DuplicateMemory,
    MemoryFull,
    MemoryManager,
    MemoryNotFound,
    SaveResult,
    ScoredMemory,
)
from .tools import memory_tools

__all__ = [
    "DuplicateMemory",
    "EmbeddingClient",
    "EmbeddingError",
    "EmbeddingRefused",
    "Memory",
    "MemoryFull",
    "MemoryManager",
    "MemoryNotFound",
    "SaveResult",
    "ScoredMemory",
    "check_scope",
    "embedding_client",
    "memory_tools",
]
