"""Hybrid search over one conversation's stored messages: lexical, fused with vectors.

Lexical hits come from the index (FTS5 on SQLite, term arrays on PostgreSQL; ranked
by BM25 alike). With embeddings configured, the query's vector is
compared with the conversation's message vectors (kept in memory as one float32 matrix
per recently searched conversation, topped up as the background filler adds vectors).
Both rankings are fused by reciprocal rank; a hit counts only when one of them clears
its floor, so a query that matches nothing well recalls nothing. An embedding outage
pauses the vector side for a while and the search goes on lexically, silently.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

import numpy as np

from ..memory import EmbeddingClient, EmbeddingError
from ..store.base import RecallDoc, RecallIndex
from ..usage import purpose
from .terms import ask_terms

log = logging.getLogger(__name__)

# How many candidates each side contributes to the fusion.
CANDIDATES = 50
# Reciprocal rank fusion's constant: the usual 60 lets both lists speak for the top ranks.
RRF_K = 60
# A lexical hit holding less of the query's term weight than this matched common words
# only (see `LexicalHit.score`). Calibrated with bench/recall.py.
LEXICAL_FLOOR = 0.25
# Cosine below this is unrelated text (real models give 0.2 to 0.4 to anything).
SIMILARITY_FLOOR = 0.5
CACHED_SESSIONS = 8
LOAD_CHUNK = 5000
# A query is embedded up to this many characters.
QUERY_CHARS = 2000
# Query vectors computed this turn by someone else (the topic check), kept for the
# search that follows: a few, for the conversations replying at the same time.
CACHED_QUERIES = 16


@dataclass(frozen=True, slots=True)
class Hit:
    doc: RecallDoc
    score: float  # fused, higher is better
    lexical: float  # BM25, 0 when not a lexical hit
    similarity: float  # cosine, 0 when not compared


class _Vectors:
    """One conversation's vectors: ids, times and a unit-row float32 matrix."""

    __slots__ = ("at", "generation", "ids", "last", "matrix", "writes")

    def __init__(self, generation: int) -> None:
        self.generation = generation
        self.writes = -1
        self.ids = np.zeros(0, dtype=np.int64)
        self.at = np.zeros(0, dtype=np.float64)
        self.matrix: np.ndarray | None = None
        self.last = 0

    def extend(self, rows: Sequence[tuple[int, float, bytes]]) -> None:
        if not rows:
            return
        self.last = max(self.last, int(rows[-1][0]))
        dim = self.matrix.shape[1] if self.matrix is not None else 0
        dim = dim or next((len(r[2]) // 4 for r in rows if r[2]), 0)
        # Empty vectors (texts the model could not embed) and another model's size: out.
        rows = [r for r in rows if r[2] and len(r[2]) == dim * 4]
        if not rows:
            return
        block = np.frombuffer(b"".join(r[2] for r in rows), dtype=np.float32).reshape(-1, dim)
        self.matrix = block if self.matrix is None else np.vstack([self.matrix, block])
        self.ids = np.concatenate([self.ids, np.fromiter((r[0] for r in rows), np.int64)])
        self.at = np.concatenate([self.at, np.fromiter((r[1] for r in rows), np.float64)])


def pack(vector: Sequence[float]) -> bytes | None:
    """A vector as float32 bytes of unit length; None for a zero or broken one."""
    v = np.asarray(vector, dtype=np.float32)
    norm = float(np.linalg.norm(v))
    if not np.isfinite(norm) or norm == 0.0:
        return None
    return (v / norm).astype(np.float32).tobytes()


class Recall:
    """Searches a conversation's stored messages. One instance serves the whole bot."""

    def __init__(self, index: RecallIndex, embedder: EmbeddingClient | None = None, *,
                 lexical_floor: float = LEXICAL_FLOOR,
                 similarity_floor: float = SIMILARITY_FLOOR, retry_after: float = 30.0,
                 monotonic: Callable[[], float] = time.monotonic) -> None:
        self.index = index
        self.embedder = embedder
        self.lexical_floor = lexical_floor
        self.similarity_floor = similarity_floor
        self.retry_after = retry_after
        self._monotonic = monotonic
        self._paused_until = float("-inf")
        self._cache: OrderedDict[str, _Vectors] = OrderedDict()
        self._queries: OrderedDict[str, bytes] = OrderedDict()

    async def search(self, session: str, query: str, *, limit: int,
                     exclude_at: Collection[float] = (), since: float | None = None,
                     until: float | None = None, speaker: str | None = None) -> list[Hit]:
        """The best `limit` messages of `session` for `query`, best first.

        `exclude_at` holds the created_at of messages to leave out (those the model sees
        in its window anyway). Bad input (empty, huge, FTS5 or SQL syntax) finds nothing
        or finds by its plain words; it never raises.
        """
        query = (query or "").strip()
        if not query or limit <= 0:
            return []
        excluded = set(exclude_at)
        want = CANDIDATES + len(excluded)
        lexical = [h for h in await self.index.lexical(
            session, ask_terms(query), limit=want, since=since, until=until, speaker=speaker)
            if h.doc.at not in excluded]
        similar = await self._similar(session, query, want, excluded, since, until)
        scores: dict[int, float] = {}
        lex_of = {h.doc.id: h.score for h in lexical}
        for rank, h in enumerate(lexical[:CANDIDATES]):
            scores[h.doc.id] = scores.get(h.doc.id, 0.0) + 1.0 / (RRF_K + rank)
        for rank, (doc_id, _) in enumerate(similar[:CANDIDATES]):
            scores[doc_id] = scores.get(doc_id, 0.0) + 1.0 / (RRF_K + rank)
        sim_of = dict(similar)
        good = [i for i in scores
                if lex_of.get(i, 0.0) >= self.lexical_floor
                or sim_of.get(i, 0.0) >= self.similarity_floor]
        good.sort(key=lambda i: -scores[i])
        docs = {h.doc.id: h.doc for h in lexical}
        missing = [i for i in good if i not in docs]
        # Fetched again: a vector may belong to an entry pruned since it was cached.
        for doc in await self.index.docs(session, missing[: limit * 4]):
            docs[doc.id] = doc
        hits = []
        for i in good:
            doc = docs.get(i)
            if doc is None or (speaker and speaker not in doc.speaker):
                continue
            hits.append(Hit(doc, scores[i], lex_of.get(i, 0.0), sim_of.get(i, 0.0)))
            if len(hits) >= limit:
                break
        return hits

    async def embed(self, texts: Sequence[str]) -> list[bytes | None] | None:
        """Unit float32 vectors of `texts`, or None while embeddings are off or failing."""
        if self.embedder is None or self._monotonic() < self._paused_until:
            return None
        try:
            # Recorded as recall's, whoever's turn (or the background filler) asked.
            with purpose("recall"):
                vectors = await self.embedder.embed(list(texts))
        except EmbeddingError as exc:
            self._paused_until = self._monotonic() + self.retry_after
            log.warning("recall embeddings failed, lexical search only for %.0f s: %s",
                        self.retry_after, exc)
            return None
        return [pack(v) for v in vectors]

    def remember_query(self, text: str, vector: bytes) -> None:
        """`text`'s vector, computed already: a search for it asks the service nothing."""
        self._queries[text] = vector
        self._queries.move_to_end(text)
        while len(self._queries) > CACHED_QUERIES:
            self._queries.popitem(last=False)

    def known_query(self, text: str) -> bytes | None:
        return self._queries.get(text)

    async def _similar(self, session: str, query: str, want: int, excluded: set[float],
                       since: float | None, until: float | None) -> list[tuple[int, float]]:
        if self.embedder is None or self._monotonic() < self._paused_until:
            return []
        vectors = await self._vectors(session)
        if vectors.matrix is None:
            return []  # nothing to compare with: the query costs no service call
        text = query[:QUERY_CHARS]
        vector = self.known_query(text)
        if vector is None:
            embedded = await self.embed([text])
            if not embedded or embedded[0] is None:
                return []
            vector = embedded[0]
        q = np.frombuffer(vector, dtype=np.float32)
        if q.shape[0] != vectors.matrix.shape[1]:
            return []
        # A 100,000-row product is milliseconds of numpy: off the event loop all the same.
        return await asyncio.to_thread(_top, vectors, q, want, excluded, since, until)

    async def _vectors(self, session: str) -> _Vectors:
        # An index that other processes write too (PostgreSQL) says per conversation
        # what changed; one only this process writes (SQLite) counts in attributes.
        state = getattr(self.index, "vector_state", None)
        if state is not None:
            generation, writes = await state(session)
        else:
            generation = getattr(self.index, "generation", 0)
            writes = getattr(self.index, "vector_writes", None)
        cached = self._cache.get(session)
        if cached is None or cached.generation != generation:
            cached = _Vectors(generation)
            self._cache[session] = cached
        self._cache.move_to_end(session)
        while len(self._cache) > CACHED_SESSIONS:
            self._cache.popitem(last=False)
        if writes is not None and writes == cached.writes:
            return cached
        cached.writes = writes if writes is not None else -1
        # In chunks: 100,000 vectors decoded at once held the interpreter long enough
        # to stall the event loop for other conversations.
        while rows := await self.index.vectors(session, cached.last, LOAD_CHUNK):
            await asyncio.to_thread(cached.extend, rows)
            if len(rows) < LOAD_CHUNK:
                break
        return cached


def _top(vectors: _Vectors, q: np.ndarray, want: int, excluded: set[float],
         since: float | None, until: float | None) -> list[tuple[int, float]]:
    assert vectors.matrix is not None
    # einsum, not `@`: a matrix-vector product through a multithreaded BLAS was three
    # times slower on a shared two-core machine, and one core is all this may take.
    sims = np.einsum("ij,j->i", vectors.matrix, q)
    mask = np.ones(len(sims), dtype=bool)
    if since is not None:
        mask &= vectors.at >= since
    if until is not None:
        mask &= vectors.at <= until
    if excluded:
        mask &= ~np.isin(vectors.at, np.fromiter(excluded, np.float64))
    sims = np.where(mask, sims, -2.0)
    k = min(want, len(sims))
    top = np.argpartition(-sims, k - 1)[:k]
    top = top[np.argsort(-sims[top])]
    return [(int(vectors.ids[i]), float(sims[i])) for i in top if sims[i] > -2.0]
