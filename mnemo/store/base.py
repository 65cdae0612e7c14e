"""What the stores keep, and the protocols every backend implements.

A backend (`sql`: a row per message and per memory; `kv`: one JSON value per session or
scope) implements all of them on one database, and `mnemo.store.open_stores` picks one.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol, get_args

from ..message import Message

Strategy = Literal["summary", "truncate", "clear"]
STRATEGIES: tuple[str, ...] = get_args(Strategy)


def fold_whitespace(text: str) -> str:
    """The dedup key: runs of whitespace (including full-width spaces) become one space."""
    return " ".join(text.split())


@dataclass(frozen=True, slots=True)
class Memory:
    id: int
    scope: str
    content: str
    tags: tuple[str, ...]
    created_at: str
    embedding: tuple[float, ...] | None = None
    updated_at: str = ""


class Outcome(enum.Enum):
    ADDED = "added"
    UPDATED = "updated"
    DUPLICATE = "duplicate"  # `memory` is the entry that already holds this content
    FULL = "full"
    NOT_FOUND = "not_found"


@dataclass(frozen=True, slots=True)
class WriteResult:
    outcome: Outcome
    memory: Memory | None = None



@dataclass(frozen=True, slots=True)
class CompactionRecord:
    session_id: str
    at: float
    strategy: Strategy
    tokens_before: int
    tokens_after: int
    summary: str | None = None
    error: str | None = None

    def __post_init__(self) -> None:
        # Checked here too, so the KV log refuses what the SQL CHECK constraint refuses.
        if self.strategy not in STRATEGIES:
            raise ValueError(f"unknown compaction strategy {self.strategy!r}")


class HistoryStore(Protocol):
    """Persisted conversation of each session (`g:<group>` / `f:<user>`).

    `load` returns the active messages in order. `append` adds new messages at the end
    in one transaction and costs the same whatever the history's length. `replace`
    swaps the active messages atomically (after compression or truncation) and keeps
    the superseded ones as archive; `clear` archives them too. `replace_prefix(session,
    n, messages)` is `replace` of only the first `n` active messages (a summary that
    arrived while the conversation went on): in one transaction the whole active list
    is archived and becomes `messages` followed by what came after the first `n`;
    it returns False and writes nothing when fewer than `n` are active. `restore_last`
    brings back the active messages as they were before the last replace or clear.
    """

    async def load(self, session: str) -> list[Message]: ...

    async def append(self, session: str, messages: Sequence[Message]) -> None: ...

    async def replace(self, session: str, messages: Sequence[Message]) -> None: ...

    async def replace_prefix(self, session: str, n: int,
                             messages: Sequence[Message]) -> bool: ...

    async def clear(self, session: str) -> None: ...

    async def restore_last(self, session: str) -> bool: ...

    async def prune_archive(self, older_than: float) -> int: ...

    async def archive_batches(self, session: str) -> list[dict[str, Any]]: ...


class CompactionLog(Protocol):
    async def record(self, rec: CompactionRecord) -> None: ...

    async def recent(self, session_id: str, limit: int = 10) -> list[CompactionRecord]: ...

    async def last(self, session_id: str) -> CompactionRecord | None: ...


class MemoryStore(Protocol):
    """Memories per scope. `entries` is newest first; writes report an `Outcome`, never raise
    for dedup, cap or a missing id."""

    async def add(
        self,
        scope: str,
        content: str,
        tags: Sequence[str],
        embedding: Sequence[float] | None,
        now: str,
        max_entries: int,
    ) -> WriteResult: ...

    async def update(
        self,
        scope: str,
        memory_id: int,
        content: str,
        tags: Sequence[str],
        embedding: Sequence[float] | None,
        now: str,
    ) -> WriteResult: ...

    async def delete(self, scope: str, memory_id: int) -> bool: ...

    async def get(self, scope: str, memory_id: int) -> Memory | None: ...

    async def find(self, scope: str, content: str) -> Memory | None: ...

    async def entries(self, scope: str, *, embeddings: bool = True) -> list[Memory]:
        """Newest first. `embeddings=False` leaves `embedding` None and skips decoding it."""
        ...

    async def vectors(self, scope: str) -> dict[int, tuple[str, tuple[float, ...]]]:
        """id -> (updated_at, embedding) for the memories that have one."""
        ...

    async def count(self, scope: str) -> int: ...

    async def scopes(self) -> list[str]: ...


class DescriptionCache(Protocol):
    """What the vision model said about each image, by content hash."""

    async def get(self, key: str) -> str | None: ...

    async def put(self, key: str, description: str, model: str) -> None: ...
