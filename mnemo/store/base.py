"""What the stores keep, and the protocols every backend implements.

A backend (`sql`: a row per message and per memory, on SQLite or PostgreSQL; `kv`: one
JSON value per conversation or scope, on SQLite) implements all of them on one database,
and `mnemo.store.open_stores` picks one. A conversation is named by its key
(`g:<group>` / `f:<user>`) wherever a store takes one.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Protocol, get_args

from ..message import Message

if TYPE_CHECKING:
    from .dialect import Rows
    from .rider import Rider
    from .turnlock import TurnLock

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


class WriteOutcome(enum.Enum):
    ADDED = "added"
    UPDATED = "updated"
    DUPLICATE = "duplicate"  # `memory` is the entry that already holds this content
    FULL = "full"
    NOT_FOUND = "not_found"


@dataclass(frozen=True, slots=True)
class WriteResult:
    outcome: WriteOutcome
    memory: Memory | None = None



@dataclass(frozen=True, slots=True)
class CompactionRecord:
    key: str
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


@dataclass(frozen=True, slots=True)
class StoredConversation:
    """One conversation as the store holds it: its active messages counted, and when it
    last got one (unix time of the newest message)."""

    key: str
    messages: int
    tokens: int
    last_active: float


@dataclass(frozen=True, slots=True)
class ArchivedMessage:
    """One message of the archive with the batch it was superseded in."""

    batch: int
    archived_at: float
    reason: str  # 'replace', 'clear' or 'restore'
    message: Message


class HistoryStore(Protocol):
    """Persisted conversation of each conversation key (`g:<group>` / `f:<user>`).

    `load` returns the active messages in order. `append` adds new messages at the end
    in one transaction and costs the same whatever the history's length. `replace`
    swaps the active messages atomically (after compression or truncation) and keeps
    the superseded ones as archive; `clear` archives them too. `replace_prefix(key,
    prefix, messages)` is `replace` of only the active messages that start with `prefix`
    (a summary that arrived while the conversation went on): in one transaction the
    whole active list is archived and becomes `messages` followed by what came after the
    prefix; it returns False and writes nothing when the stored conversation does not
    start with exactly those messages (fewer are stored, or others: a write the caller's
    copy holds never reached the store). `restore_last` brings back the active messages
    as they were before the last replace or clear.

    Each message is stored once (every backend): a message that `replace` keeps (the
    same role, kind, content, tokens and time as an active one) stays the row it was,
    and an archive batch refers to messages rather than copying them. A store built
    with a `RecallIndex` indexes each new message in the transaction that stores it and
    drops the entry with the message when archive retention deletes it.
    """

    async def load(self, key: str) -> list[Message]: ...

    async def append(self, key: str, messages: Sequence[Message]) -> None: ...

    async def append_many(self, writes: Mapping[str, Sequence[Message]]
                          ) -> dict[str, Exception]:
        """`append` of several conversations at once, in one transaction where the
        backend can: each conversation's messages land or fail on their own, and the
        failures come back by key. A failure of the whole (the database away) raises,
        and so does the failure of a lone conversation's write."""
        ...

    async def replace(self, key: str, messages: Sequence[Message]) -> None: ...

    async def replace_prefix(self, key: str, prefix: Sequence[Message],
                             messages: Sequence[Message]) -> bool: ...

    async def clear(self, key: str) -> None: ...

    async def restore_last(self, key: str) -> bool: ...

    async def prune_archive(self, older_than: float) -> int: ...

    async def archive_batches(self, key: str) -> list[dict[str, Any]]: ...

    async def conversations(self) -> list[StoredConversation]:
        """Every conversation with active messages, most recently active first."""
        ...

    async def archived(self, key: str, offset: int = 0,
                       limit: int = 50) -> list[ArchivedMessage]:
        """A page of the archive: newest batch first, each batch in its message order."""
        ...

    async def every_message(self) -> list[tuple[str, int, Message]]:
        """(key, id, message) of every stored message, active and archived, each once:
        what the recall index is built from."""
        ...

    async def upgrade(self) -> None:
        """Bring values stored in an older form into the current one (once, at start-up;
        a no-op where the migrations do it)."""
        ...


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
class RefusedVectors:
    """A conversation's messages the embeddings service refused to embed (found by
    their words only): how many, and the latest one's time and the service's reason."""

    count: int
    stamp: str  # the time as the conversation showed it
    reason: str  # as the service gave it: untrusted text


@dataclass(frozen=True, slots=True)
class LexicalHit:
    """A lexical match. `score` is the share of the query's term weight the message holds
    (a term weighs log(1 + N / its document count)): 1 holds every term, 0.1 a common one
    of many. Comparable across conversations and index sizes, unlike raw BM25.
    `rarest`: how many of the conversation's `among` messages hold the rarest of the
    terms this one holds."""

    doc: RecallDoc
    score: float
    rarest: int = 1
    among: int = 1

    @staticmethod
    def of(doc: RecallDoc, held: Iterable[float], total: float, among: int) -> LexicalHit:
        """The hit of a message holding terms of these weights (log(1 + N / count), N =
        `among`) out of the query's `total`."""
        weights = list(held)
        peak = max(weights, default=0.0)
        among = max(among, 1)
        rarest = round(among / math.expm1(peak)) if peak else among
        return LexicalHit(doc, sum(weights) / total, rarest, among)


def mentions(speaker: str) -> list[str]:
    """How a text names the speaker "小明(123456)": by the name, if of two characters or
    more, and by the QQ number, if of five digits or more."""
    name, _, rest = speaker.rpartition("(")
    number = rest.rstrip(")") if name else ""
    if not name:
        name = speaker
    return [w for w, least in ((name, 2), (number, 5)) if len(w) >= least]


class RecallIndex(Protocol):
    """Every stored user and assistant message of every conversation, searchable.

    The history store calls `add` and `remove` inside its own transactions (`conn`), so
    a message and its entry come and go together: when archive retention deletes a
    message, its entry goes with it. The rest are reads and the background vector writes.

    Implementations: `SqliteRecallIndex` (FTS5) and `PostgresRecallIndex` (GIN over term
    arrays), with the same hits for the same data. `vector_state(key)` says what a vector
    cache must compare to know it is current (see `Recall`).
    """

    async def add(self, conn: Any, session: str,
                  entries: Sequence[tuple[int, Message]]) -> None: ...

    async def remove(self, conn: Any,
                     pairs: Sequence[tuple[str, int]]) -> None: ...

    async def clear(self, conn: Any) -> None:
        """Drop every entry (the index is then built anew from the history)."""
        ...

    async def lexical(self, session: str, terms: Sequence[str], *, limit: int,
                      since: float | None = None, until: float | None = None,
                      speaker: str | None = None, about: str | None = None
                      ) -> list[LexicalHit]:
        """The best `limit` entries holding any of `terms`; of `speaker` only (a part of
        the speaker field), or `about` one member only: said by that speaker or naming
        them (`mentions`), the newest `limit` of those (ranking every match of a common
        word tripled the search at 100,000 messages). Best first by the share of the
        terms' weight each holds."""
        ...

    async def counts(self, session: str, terms: Sequence[str]) -> dict[str, int]:
        """How many of `session`'s entries hold each of `terms` (index terms, as
        `terms.text_terms` cuts them); a term none holds is left out."""
        ...

    async def docs(self, session: str, ids: Sequence[int]) -> list[RecallDoc]: ...

    async def around(self, doc: RecallDoc, *, before: int = 1, after: int = 1
                     ) -> tuple[list[RecallDoc], list[RecallDoc]]:
        """The `before` indexed messages just before `doc` in its conversation and the
        `after` just after it, each list in the conversation's order."""
        ...

    async def count(self, session: str) -> int: ...

    async def speakers(self, session: str) -> frozenset[str]:
        """The speakers ("小明(123456)") of the conversation's entries; a process may
        learn of a new one a little late (see `store.speakers`)."""
        ...

    async def pending(self, limit: int) -> list[RecallDoc]:
        """Entries without a vector, oldest first."""
        ...

    async def put_vectors(self, vectors: Sequence[tuple[int, bytes]]) -> None: ...

    async def refuse(self, refused: Sequence[tuple[int, str]]) -> None:
        """Mark (doc id, the service's reason) entries as refused by the embeddings
        service: they get an empty vector (never asked again) and keep the reason."""
        ...

    async def refusals(self, session: str) -> RefusedVectors | None:
        """The session's entries the service refused; None when there are none."""
        ...

    async def vectors(self, session: str, after: int = 0, limit: int = 5000
                      ) -> list[tuple[int, float, bytes, str]]:
        """(doc id, at, float32 bytes, what was said) of the session's embedded entries
        past `after`, in id order, at most `limit` (a caller loads a large conversation
        in chunks; the words tell the language each vector is in)."""
        ...

    async def recent_vectors(self, session: str, limit: int) -> list[tuple[float, bytes]]:
        """(at, float32 bytes) of the session's newest `limit` entries with a vector,
        newest first (an empty vector for a text the model could not embed)."""
        ...

    async def vector_state(self, key: str) -> tuple[int, int | None]:
        """(generation, writes) of the conversation's vectors: the generation changes
        when an entry is removed or a vector written below what a cache loaded, the writes
        count with every vector write. `writes` None: not counted, load every time."""
        ...


class NoRecallIndex:
    """A recall index that holds nothing and finds nothing, for a history store opened
    without one (a store on its own, as in tests and tools): its calls stay harmless."""

    async def add(self, conn: Any, session: str,
                  entries: Sequence[tuple[int, Message]]) -> None:
        return None

    async def remove(self, conn: Any, pairs: Sequence[tuple[str, int]]) -> None:
        return None

    async def clear(self, conn: Any) -> None:
        return None

    async def lexical(self, session: str, terms: Sequence[str], *, limit: int,
                      since: float | None = None, until: float | None = None,
                      speaker: str | None = None, about: str | None = None
                      ) -> list[LexicalHit]:
        return []

    async def counts(self, session: str, terms: Sequence[str]) -> dict[str, int]:
        return {}

    async def docs(self, session: str, ids: Sequence[int]) -> list[RecallDoc]:
        return []

    async def around(self, doc: RecallDoc, *, before: int = 1, after: int = 1
                     ) -> tuple[list[RecallDoc], list[RecallDoc]]:
        return [], []

    async def count(self, session: str) -> int:
        return 0

    async def speakers(self, session: str) -> frozenset[str]:
        return frozenset()

    async def pending(self, limit: int) -> list[RecallDoc]:
        return []

    async def put_vectors(self, vectors: Sequence[tuple[int, bytes]]) -> None:
        return None

    async def refuse(self, refused: Sequence[tuple[int, str]]) -> None:
        return None

    async def refusals(self, session: str) -> RefusedVectors | None:
        return None

    async def vectors(self, session: str, after: int = 0, limit: int = 5000
                      ) -> list[tuple[int, float, bytes, str]]:
        return []

    async def recent_vectors(self, session: str, limit: int) -> list[tuple[float, bytes]]:
        return []

    async def vector_state(self, key: str) -> tuple[int, int | None]:
        return 0, 0


class CompactionLog(Protocol):
    async def record(self, rec: CompactionRecord) -> None: ...

    async def recent(self, key: str, limit: int = 10) -> list[CompactionRecord]: ...

    async def last(self, key: str) -> CompactionRecord | None: ...


class MemoryStore(Protocol):
    """Memories per scope. `entries` is newest first; writes report a `WriteOutcome`, never raise
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


class KeyValueStore(Protocol):
    """JSON values by namespace and key: settings, counters, switches."""

    async def get(self, namespace: str, key: str, default: Any = None) -> Any: ...

    async def set(self, namespace: str, key: str, value: Any) -> None: ...

    async def set_many(self, namespace: str, values: dict[str, Any]) -> None: ...

    async def delete(self, namespace: str, key: str) -> None: ...

    async def items(self, namespace: str) -> dict[str, Any]: ...


# The change-feed namespace that means "anything may have changed" (the feed was lost).
ALL = "*"


class StoreDatabase(Protocol):
    """What owns the connection(s): the SQLite file or a PostgreSQL server.

    Everything that differs between one process alone on its database and several
    sharing one is chosen here, once: `shared`, the turn lock, the change feed.
    """

    # "sqlite" or "postgres": which backend's stores run on it.
    dialect: str
    # Whether several processes may open it at once (and so hold turns against each
    # other, and hear of each other's writes through `change_feed`).
    shared: bool

    @property
    def shown(self) -> str:
        """Where the data lives, as a log line may say it (no password)."""
        ...

    def label(self, backend: str) -> str:
        """Which stores run on it, for the start-up log line: `backend` (the history
        backend setting) where the database runs either, else its own."""
        ...

    async def open(self) -> None: ...

    async def close(self) -> None: ...

    def rows(self) -> Rows:
        """A row store's way in: its transactions, reads and dialect."""
        ...

    def add_rider(self, rider: Rider[Any]) -> None:
        """`rider`'s pending writes go into the next transaction opened on it."""
        ...

    def turn_lock(self, connections: int) -> TurnLock:
        """One turn of a conversation at a time: in this process, or across the
        processes sharing the database (with up to `connections` turns holding a lock at
        once where each holds a connection for it)."""
        ...

    def change_feed(self, on_change: Callable[[str], Awaitable[None]]) -> ChangeFeed:
        """Shared state written by other processes, by namespace (`ALL`: anything may
        have changed, after the feed was lost). A database no one shares never calls."""
        ...

    def quota_tallies(self) -> QuotaTallies | None:
        """The quota counters every process adds to, where several share the database."""
        ...


# ((day, conversation, member), the row's total, what this process's write added)
TallySeen = list[tuple[tuple[str, str, str], int, int]]


class QuotaTallies(Protocol):
    """Today's tokens per conversation and member and the notices told, shared by the
    processes of a database (`mnemo.store.postgres.tallies`; `mnemo.quota` uses them)."""

    on_observed: Callable[[TallySeen], None]  # the totals this process's write left
    on_undone: Callable[[TallySeen], None]  # that write rolled back
    # What a read riding along with a turn lock asks ((day, since) or None), and where
    # its rows go.
    wants: Callable[[], tuple[str, float] | None]
    on_changed: Callable[[str, list[tuple[str, str, int]], float], None]

    def add(self, day: str, conversation: str, member: str, tokens: int) -> None: ...

    async def changed(self, day: str,
                      since: float) -> tuple[list[tuple[str, str, int]], float]: ...

    async def claim(self, day: str, note: str) -> bool: ...

    async def claimed(self, day: str) -> set[str]: ...


class ChangeFeed(Protocol):
    """Tells this process when another one changed shared state (see `StoreDatabase`)."""

    async def start(self) -> None: ...

    async def stop(self) -> None: ...


# What a model call was for: the conversation's own turns, folding old talk into a summary,
# describing an image, embedding text for memory search, recalling old talk.
Purpose = Literal["chat", "compressor", "vision", "embeddings", "recall"]
PURPOSES: tuple[str, ...] = get_args(Purpose)
UsageKey = Literal["conversation", "member", "model", "purpose"]


@dataclass(frozen=True, slots=True)
class UsageRecord:
    """One model call as the provider reported it.

    `day` is the local date (YYYY-MM-DD) the call counts in for daily quotas and reports.
    `conversation` and `member` are empty when no conversation or member caused the call.
    `cost` is in yuan, None when the model has no price.
    """

    at: float
    day: str
    conversation: str
    member: str
    model: str
    purpose: str
    prompt_tokens: int
    completion_tokens: int
    cached_tokens: int
    cost: float | None = None


@dataclass(frozen=True, slots=True)
class UsageTotals:
    """Calls and tokens summed over some records; `cost` None when none was priced."""

    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached_tokens: int = 0
    cost: float | None = None
    compressions: int = 0  # calls to the compressor model

    @property
    def tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    @property
    def hit_rate(self) -> float | None:
        """The share of prompt tokens the provider served from its prompt cache."""
        return self.cached_tokens / self.prompt_tokens if self.prompt_tokens else None


class UsageStore(Protocol):
    """Every model call's usage.

    `add` only buffers: the records are written inside the next transaction anyone opens
    on the database (a turn's history append, normally), so accounting adds no commit of
    its own. `flush` writes what is still buffered. Days are inclusive `YYYY-MM-DD` bounds.
    """

    def add(self, record: UsageRecord) -> None: ...

    async def flush(self) -> None: ...

    async def totals(self, first_day: str, last_day: str, *, conversation: str | None = None,
                     member: str | None = None, purpose: str | None = None) -> UsageTotals: ...

    async def top(self, by: UsageKey, first_day: str, last_day: str, *, prefix: str = "",
                  limit: int = 10) -> list[tuple[str, UsageTotals]]:
        """Totals per conversation (member, model, purpose) starting with `prefix`, the
        most tokens first; records without one (no conversation, say) are left out."""
        ...

    async def daily(self, first_day: str, last_day: str, *, conversation: str | None = None,
                    member: str | None = None) -> list[tuple[str, UsageTotals]]:
        """Totals per day, oldest first; days without calls are left out."""
        ...

    async def day_tokens(self, day: str) -> list[tuple[str, str, int]]:
        """(conversation, member, tokens) of one day: what the quota counters start from."""
        ...

    async def prune(self, before_day: str) -> int:
        """Delete the usage of the days before `before_day`; how many calls went."""
        ...


class DescriptionCache(Protocol):
    """What the vision model said about each image, by content hash."""

    async def get(self, key: str) -> str | None: ...

    async def put(self, key: str, description: str, model: str) -> None: ...
