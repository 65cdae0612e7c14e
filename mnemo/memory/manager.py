"""The rules of long-term memory on top of a store: cleaning, cap, dedup, ranking."""

from __future__ import annotations

import array
import asyncio
import builtins
import datetime as dt
import logging
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from ..errors import MnemoError
from ..keys import check_scope
from ..recall.scan import CENTRED_FLOOR, centred_cosines
from ..store.base import Memory, MemoryStore, WriteOutcome
from ..surrogates import replace_surrogates
from .embeddings import EmbeddingClient, EmbeddingError
from .search import (
    Document,
    cosine,
    document,
    keyword_scores,
    query_terms,
    semantic_bonus,
    unit,
)
from .tags import clean_tags

log = logging.getLogger(__name__)

TIME_FORMAT = "%Y-%m-%dT%H:%M:%S.%fZ"
# Stored vector components are rounded: float32 precision is all providers give, and
# the JSON is half the size and four times faster to decode.
VECTOR_DECIMALS = 6


def utc_text(t: dt.datetime) -> str:
    """Fixed-width UTC text (2026-11-30T06:30:00.123456Z): sorting it sorts by time."""
    return t.astimezone(dt.timezone.utc).strftime(TIME_FORMAT)


def parse_utc_text(text: str) -> dt.datetime:
    return dt.datetime.strptime(text, TIME_FORMAT).replace(tzinfo=dt.timezone.utc)


class MemoryFull(MnemoError):
    def __init__(self, limit: int) -> None:
        super().__init__(f"记忆已满（{limit} 条）")
        self.limit = limit


class MemoryNotFound(MnemoError, LookupError):
    def __init__(self, scope: str, memory_id: int) -> None:
        super().__init__(f"{scope} 没有编号为 #{memory_id} 的记忆")
        self.scope = scope
        self.memory_id = memory_id


class DuplicateMemory(MnemoError):
    def __init__(self, existing: Memory | None) -> None:
        where = f" #{existing.id}" if existing else ""
        super().__init__(f"已存在相同内容的记忆{where}")
        self.existing = existing


@dataclass(frozen=True, slots=True)
class SaveResult:
    memory: Memory
    created: bool  # False: an identical memory existed and is returned instead
    truncated: bool  # the content was cut to max_chars


@dataclass(frozen=True, slots=True)
class ScoredMemory:
    memory: Memory
    score: float


class _Prepared:
    """One memory ready to score: its terms and, once loaded, its vector."""

    __slots__ = ("content", "document", "loaded", "tags", "updated_at", "vector")

    def __init__(self, memory: Memory) -> None:
        self.content = memory.content
        self.tags = memory.tags
        self.updated_at = memory.updated_at
        self.document: Document = document(memory.content, memory.tags)
        self.vector: array.array[float] | None = None
        self.loaded = False  # whether `vector` was looked up (None may mean "has none")

    def matches(self, memory: Memory) -> bool:
        return (
            self.updated_at == memory.updated_at
            and self.content == memory.content
            and self.tags == memory.tags
        )


class _SearchCache:
    """Tokenised text and decoded vectors of recently searched memories (LRU).

    Tokenising 200 memories and decoding 200 vectors costs far more than the search
    itself. Entries are trusted only while content, tags and updated_at match what the
    store returns, so a change by any writer is seen by the next search. Vectors are
    float32 arrays: a quarter of the memory of a tuple of Python floats.
    """

    def __init__(self, size: int) -> None:
        self._size = size
        self._items: OrderedDict[tuple[str, int], _Prepared] = OrderedDict()

    def prepare(self, memories: Sequence[Memory]) -> builtins.list[_Prepared]:
        out = []
        for m in memories:
            key = (m.scope, m.id)
            item = self._items.get(key)
            if item is None or not item.matches(m):
                item = self._items[key] = _Prepared(m)
            self._items.move_to_end(key)
            out.append(item)
        while len(self._items) > self._size:
            self._items.popitem(last=False)
        return out

    @staticmethod
    def load_vectors(
        prepared: Sequence[_Prepared],
        ids: Sequence[int],
        vectors: dict[int, tuple[str, tuple[float, ...]]],
    ) -> None:
        for item, memory_id in zip(prepared, ids, strict=True):
            if item.loaded:
                continue
            found = vectors.get(memory_id)
            # A vector written after the listing belongs to newer content: not this item.
            if found is None or found[0] == item.updated_at:
                item.vector = None if found is None else array.array("f", found[1])
                item.loaded = True


class MemoryManager:
    """Memory operations for the tools, auto-inject and admin commands.

    Every method validates its scope, so nothing reaches the store for a scope that is
    not `g:<group_id>` or `f:<user_id>`. Embeddings are best effort: after a failure
    they are skipped for `embed_retry_after` seconds, so a hanging service costs one
    timeout, not one per message.

    `centre(dim)` gives the mean vector of the model's texts (recall's
    `Recall.model_centre`), or None. Many models put every text in a narrow cone
    (0.85 between unrelated texts for multilingual-e5, above 0.5 for bge-zh-v1.5), so
    the raw cosine clears `min_similarity` for every memory and each one matched every
    query; with the centre taken out unrelated texts sit near 0, and the centred cosine
    is held to recall's `CENTRED_FLOOR`. A scope's memories are too few for a steady
    mean of their own (see recall's `CENTRE_ROWS`), hence one borrowed from the
    messages. Without a centre `min_similarity` holds the raw cosine, as before.
    """

    def __init__(
        self,
        store: MemoryStore,
        embedder: EmbeddingClient | None = None,
        max_entries: int = 200,
        max_chars: int = 2000,
        *,
        semantic_weight: float = 3.0,
        min_similarity: float = 0.5,
        embed_retry_after: float = 30.0,
        cache_size: int = 4096,
        centre: Callable[[int], Sequence[float] | np.ndarray | None] | None = None,
        clock: Callable[[], dt.datetime] | None = None,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self.store = store
        self.embedder = embedder
        self.max_entries = max_entries
        self.max_chars = max_chars
        self.semantic_weight = semantic_weight
        self.min_similarity = min_similarity
        self.embed_retry_after = embed_retry_after
        self.centre = centre
        self._clock = clock or (lambda: dt.datetime.now(dt.timezone.utc))
        self._monotonic = monotonic
        self._embed_paused_until = float("-inf")
        self._cache = _SearchCache(cache_size)

    # -- model-facing -------------------------------------------------------------------

    async def add(self, scope: str, content: str, tags: Iterable[str] = ()) -> SaveResult:
        """Store a memory; an identical one (whitespace folded) is returned, not doubled.

        Raises MemoryFull at the cap and ValueError for empty content or a bad scope.
        """
        check_scope(scope)
        text, truncated = self._clean_content(content)
        kept_tags = clean_tags(tags)
        # Checked before embedding so a duplicate or a full scope costs no service call;
        # the store checks again atomically.
        existing = await self.store.find(scope, text)
        if existing is not None:
            return SaveResult(existing, created=False, truncated=truncated)
        if await self.store.count(scope) >= self.max_entries:
            raise MemoryFull(self.max_entries)
        vector = await self._embed(text, query=False)
        result = await self.store.add(
            scope, text, kept_tags, vector, utc_text(self._clock()), self.max_entries
        )
        if result.outcome is WriteOutcome.FULL:
            raise MemoryFull(self.max_entries)
        assert result.memory is not None
        return SaveResult(
            result.memory, created=result.outcome is WriteOutcome.ADDED, truncated=truncated
        )

    async def search(self, scope: str, query: str | None = None) -> builtins.list[ScoredMemory]:
        """All memories newest first without a query; else the matches, best first."""
        check_scope(scope)
        memories = await self.store.entries(scope, embeddings=False)
        if not query or not query_terms(query):
            return [ScoredMemory(m, 0.0) for m in memories]
        # Embedded as UTF-8: a lone surrogate (from a tool's JSON) would fail the search.
        return await self._rank(scope, replace_surrogates(query), memories)

    async def delete(self, scope: str, memory_id: int) -> bool:
        check_scope(scope)
        return await self.store.delete(scope, memory_id)

    async def relevant(self, scope: str, text: str, limit: int = 3) -> builtins.list[Memory]:
        """The memories that best match `text` (score > 0), for auto-inject."""
        check_scope(scope)
        if not text or not query_terms(text) or limit <= 0:
            return []
        memories = await self.store.entries(scope, embeddings=False)
        return [s.memory for s in (await self._rank(scope, text, memories))[:limit]]

    # -- admin --------------------------------------------------------------------------

    async def edit(
        self,
        scope: str,
        memory_id: int,
        content: str | None = None,
        tags: Iterable[str] | None = None,
    ) -> Memory:
        """Change content and/or tags. Raises MemoryNotFound or DuplicateMemory."""
        check_scope(scope)
        current = await self.store.get(scope, memory_id)
        if current is None:
            raise MemoryNotFound(scope, memory_id)
        text = current.content if content is None else self._clean_content(content)[0]
        new_tags = current.tags if tags is None else clean_tags(tags)
        vector = (current.embedding if text == current.content
                  else await self._embed(text, query=False))
        result = await self.store.update(
            scope, memory_id, text, new_tags, vector, utc_text(self._clock())
        )
        if result.outcome is WriteOutcome.NOT_FOUND:
            raise MemoryNotFound(scope, memory_id)
        if result.outcome is WriteOutcome.DUPLICATE:
            raise DuplicateMemory(result.memory)
        assert result.memory is not None
        return result.memory

    async def scopes(self) -> builtins.list[str]:
        return await self.store.scopes()

    async def get(self, scope: str, memory_id: int) -> Memory | None:
        """One memory with its vector, or None."""
        check_scope(scope)
        return await self.store.get(scope, memory_id)

    async def list(self, scope: str) -> builtins.list[Memory]:
        """All memories of the scope, newest first, without their vectors (see `get`)."""
        check_scope(scope)
        return await self.store.entries(scope, embeddings=False)

    # -- internals ----------------------------------------------------------------------

    def _clean_content(self, content: str) -> tuple[str, bool]:
        if not isinstance(content, str):
            raise ValueError("记忆内容必须是文本")
        # Stored and embedded as UTF-8: see mnemo/surrogates.py.
        text = replace_surrogates(content).strip()
        if not text:
            raise ValueError("记忆内容不能为空")
        if len(text) <= self.max_chars:
            return text, False
        return text[: self.max_chars].rstrip(), True

    async def _rank(
        self, scope: str, query: str, memories: Sequence[Memory]
    ) -> builtins.list[ScoredMemory]:
        """Matches of `query` among `memories` (newest first, without embeddings)."""
        prepared = self._cache.prepare(memories)
        scores = keyword_scores(query_terms(query), [p.document for p in prepared])
        if self.embedder is not None:
            if not all(p.loaded for p in prepared):
                vectors = await self.store.vectors(scope)
                # Building the float32 arrays is pure Python work: in a thread too.
                await asyncio.to_thread(
                    self._cache.load_vectors, prepared, [m.id for m in memories], vectors
                )
            # The query is embedded only when there is something to compare it with.
            if any(p.vector is not None for p in prepared):
                q = await self._embed(query, query=True)
                if q is not None:
                    # Asked here, not in the thread: recall changes what it holds on the
                    # event loop.
                    centre = self._centre(len(q))
                    # Hundreds of dot products of long vectors (in pure Python without a
                    # centre): off the event loop, which must not stall other conversations.
                    bonuses = await asyncio.to_thread(self._bonuses, q, prepared, centre)
                    scores = [a + b for a, b in zip(scores, bonuses, strict=True)]
        scored = [ScoredMemory(m, s) for m, s in zip(memories, scores, strict=True) if s > 0]
        # Stable: equal scores stay newest first, the order of `memories`.
        scored.sort(key=lambda s: -s.score)
        return scored

    def _centre(self, dim: int) -> np.ndarray | None:
        """The centre for a query vector of `dim` numbers, or None (raw floor)."""
        found = None if self.centre is None else self.centre(dim)
        if found is None:
            return None
        centre = np.asarray(found, dtype=np.float32)
        # One of another size is another model's: no use for this query.
        if centre.shape != (dim,) or not np.isfinite(centre).all():
            return None
        return centre

    def _bonuses(
        self, query: Sequence[float], prepared: Sequence[_Prepared],
        centre: np.ndarray | None = None,
    ) -> builtins.list[float]:
        if centre is None:
            return [
                0.0 if p.vector is None
                else semantic_bonus(cosine(query, p.vector), self.semantic_weight,
                                    self.min_similarity)
                for p in prepared
            ]
        bonuses = [0.0] * len(prepared)
        # A memory embedded by another model (another size) gets no bonus, as above.
        same = [(i, p.vector) for i, p in enumerate(prepared)
                if p.vector is not None and len(p.vector) == len(query)]
        if not same:
            return bonuses
        centred = centred_cosines(
            np.asarray(query, dtype=np.float32),
            np.stack([np.frombuffer(vector, dtype=np.float32) for _, vector in same]), centre)
        for (i, _), similarity in zip(same, centred.tolist(), strict=True):
            bonuses[i] = semantic_bonus(similarity, self.semantic_weight, CENTRED_FLOOR)
        return bonuses

    async def _embed(self, text: str, *, query: bool) -> tuple[float, ...] | None:
        """The unit vector of `text` (a search's `query`, or a memory's content), or None
        when embeddings are off or failing."""
        if self.embedder is None or self._monotonic() < self._embed_paused_until:
            return None
        try:
            [vector] = await self.embedder.embed([text], query=query)
        except EmbeddingError as exc:
            self._embed_paused_until = self._monotonic() + self.embed_retry_after
            log.warning("memory embeddings failed, keyword search only: %s", exc)
            return None
        # Stored normalised, so a search costs one dot product per memory.
        direction = unit(vector)
        if direction is None:
            return None
        return tuple(round(x, VECTOR_DECIMALS) for x in direction)
