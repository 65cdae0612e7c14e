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
    the superseded ones as archive; `clear` archives them too. `restore_last` brings
    back the active messages as they were before the last replace or clear.

    Each message is stored once: a message that `replace` keeps (the same role, kind,
    content, tokens and time as an active one) stays the row it was, and an archive
    batch refers to messages rather than copying them. A store built with a
    `RecallIndex` indexes each new message in the transaction that stores it and drops
    the entry with the message when archive retention deletes it.
    """

    async def load(self, session: str) -> list[Message]: ...

    async def append(self, session: str, messages: Sequence[Message]) -> None: ...

    async def replace(self, session: str, messages: Sequence[Message]) -> None: ...

    async def clear(self, session: str) -> None: ...

    async def restore_last(self, session: str) -> bool: ...

    async def prune_archive(self, older_than: float) -> int: ...

    async def archive_batches(self, session: str) -> list[dict[str, Any]]: ...


@dataclass(frozen=True, slots=True)
class RecallDoc:
    """One indexed message: what it said, when, and who said it."""

    id: int
    session: str
    msg_id: int
    at: float
    stamp: str
    role: str
    speaker: str
    said: str


@dataclass(frozen=True, slots=True)
class LexicalHit:
    """A lexical match. `score` is the share of the query's term weight the message holds
    (a term weighs log(1 + N / its document count)): 1 holds every term, 0.1 a common one
    of many. Comparable across conversations and index sizes, unlike raw BM25."""

    doc: RecallDoc
    score: float


class RecallIndex(Protocol):
    """Every stored user and assistant message of every conversation, searchable.

    The history store calls `add` and `remove` inside its own transactions (`conn`), so
    a message and its entry come and go together: when archive retention deletes a
    message, its entry goes with it. The rest are reads and the background vector writes.
    """

    async def add(self, conn: Any, session: str,
                  entries: Sequence[tuple[int, Message]]) -> None: ...

    async def remove(self, conn: Any,
                     pairs: Sequence[tuple[str, int]]) -> None: ...

    async def lexical(self, session: str, terms: Sequence[str], *, limit: int,
                      since: float | None = None, until: float | None = None,
                      speaker: str | None = None) -> list[LexicalHit]: ...

    async def docs(self, session: str, ids: Sequence[int]) -> list[RecallDoc]: ...

    async def beside(self, doc: RecallDoc) -> tuple[RecallDoc | None, RecallDoc | None]:
        """The indexed messages just before and just after `doc` in its conversation."""
        ...

    async def count(self, session: str) -> int: ...

    async def pending(self, limit: int) -> list[tuple[int, str]]:
        """(doc id, text) of entries without a vector, oldest first."""
        ...

    async def put_vectors(self, vectors: Sequence[tuple[int, bytes]]) -> None: ...

    async def vectors(self, session: str, after: int = 0, limit: int = 5000
                      ) -> list[tuple[int, float, bytes]]:
        """(doc id, at, float32 bytes) of the session's embedded entries past `after`, in
        id order, at most `limit` (a caller loads a large conversation in chunks)."""
        ...


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
