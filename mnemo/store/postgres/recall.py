"""The recall index on PostgreSQL: a row per indexed message with its terms as a text[].

The same cutting, scoring and ranking as the SQLite index (`SqliteRecallIndex`): the
query keeps its rarest terms, candidates are ranked by FTS5's BM25 formula (computed
here from the kept counts, so both backends pick the same candidates) and scored by the
share of the query's term weight they hold. Per-term lookups through the GIN index and
a sum per entry measured fastest with the least space (bench/recall.py; a (term, entry)
table was as fast at the median, slower at the tail, and four times the size).

Several processes share the database, so what SQLite keeps in the process lives in
rows here: the vector filler claims the entries it embeds (a lease, so another
process's filler skips them and a dead process's claim runs out), and a process's vector
cache asks `vector_state` whether another process wrote or removed anything since.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from typing import Any

import asyncpg

from ...message import Message
from ...recall.said import said
from ...recall.terms import MAX_QUERY_TERMS, session_terms, text_terms
from ..base import LexicalHit, RecallDoc, RefusedVectors, mentions
from ..speakers import Speakers
from .database import PostgresDatabase
from .locks import lock_key

_DOC_COLUMNS = "id, session_id, msg_id, at, stamp, role, speaker, said"
_DOC_COLUMNS_D = ", ".join(f"d.{c}" for c in _DOC_COLUMNS.split(", "))

# FTS5's BM25 constants. Every term is in an entry at most once, so the term frequency
# is 1 and an entry's BM25 is the sum of its terms' idf times one length factor.
_K1 = 1.2
_B = 0.75
# idf * (k1 + 1) / (1 + k1 * (1 - b + b * length / average length)), term frequency 1.
_BM25 = (f"SUM(q.idf) * {_K1 + 1!r} / ({1 + _K1 * (1 - _B)!r} + {_K1 * _B!r} * MIN(x.dl) "
         "/ $3::float8)")

# Entries a build from history writes per transaction: a long one would hold the term
# rows that live writes to the same conversation must take.
BUILD_CHUNK = 1000

# How long the speakers read of a conversation are trusted (others may add one): a
# member new in another process is known that much later, when what they said is
# most likely still in the window anyway.
SPEAKERS_TTL = 300.0

# How long a filler's claim on entries lasts: longer than an embedding call may take.
CLAIM_SECONDS = 300.0


def _doc(row: Sequence[Any]) -> RecallDoc:
    return RecallDoc(*row)


def _clean(text: str) -> str:
    """`text` as PostgreSQL text holds it: no NUL, no lone surrogate (a member may send
    either; the index must not make a history write fail over them)."""
    text = text.replace("\x00", "")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = text.encode("utf-8", "replace").decode("utf-8")
    return text


def _terms(session: str, text: str) -> list[str]:
    return session_terms(session, sorted(text_terms(text)))


class PostgresRecallIndex:
    def __init__(self, db: PostgresDatabase, *, claim_seconds: float = CLAIM_SECONDS) -> None:
        self._db = db
        self.claim_seconds = claim_seconds
        self.added = 0
        # Other processes add entries too: what this one read is read again after a while.
        self._speakers = Speakers(ttl=SPEAKERS_TTL)

    async def add(self, conn: Any, session: str, entries: Sequence[tuple[int, Message]]
                  ) -> None:
        docs = sorted(((msg_id, found) for msg_id, message in entries
                       if (found := said(message)) is not None), key=lambda d: d[0])
        if not docs:
            return
        terms = [_terms(session, f.text) for _, f in docs]
        # One statement, so indexing adds one round trip to the history's transaction.
        # An entry already there (the index built from history while this process
        # stored it too) is left as it is and not counted again. Term rows are taken
        # in term order, so two writers of one conversation queue up, never deadlock.
        added = await conn.fetchval(
            "WITH ins AS (INSERT INTO recall_doc (session_id, msg_id, at, stamp, role, "
            "speaker, said, terms) SELECT $1, m, a, st, r, sp, sd, string_to_array(t, ' ') "
            "FROM unnest($2::int[], $3::float8[], $4::text[], $5::text[], $6::text[], "
            "$7::text[], $8::text[]) AS u(m, a, st, r, sp, sd, t) "
            "ON CONFLICT (session_id, msg_id) DO NOTHING RETURNING terms), "
            "counted AS (INSERT INTO recall_term (term, docs) SELECT term, COUNT(*) "
            "FROM ins, unnest(ins.terms) AS term GROUP BY term ORDER BY term "
            "ON CONFLICT (term) DO UPDATE SET docs = recall_term.docs + excluded.docs), "
            "sessions AS (INSERT INTO recall_session (session_id, docs, tokens, generation) "
            "SELECT $1, COUNT(*), SUM(1 + cardinality(terms)), nextval('recall_stamp') "
            "FROM ins HAVING COUNT(*) > 0 ON CONFLICT (session_id) DO UPDATE "
            "SET docs = recall_session.docs + excluded.docs, "
            "tokens = recall_session.tokens + excluded.tokens) "
            "SELECT COUNT(*) FROM ins",
            session, [m for m, _ in docs], [f.at for _, f in docs],
            [_clean(f.stamp) for _, f in docs], [f.role for _, f in docs],
            [_clean(f.speaker) for _, f in docs], [_clean(f.text) for _, f in docs],
            [" ".join(t) for t in terms])
        self.added += int(added)
        self._speakers.saw(session, (f.speaker for _, f in docs))

    @asynccontextmanager
    async def building(self) -> AsyncIterator[None]:
        """Held while the index is built from history: a second process starting at the
        same moment waits here, then finds the build done (the caller checks)."""
        async with self._db.connection() as conn:
            # Session-level, on a connection of its own: released by the server if this
            # process dies in the middle (a later start builds again; `add` skips what
            # is there).
            await conn.execute("SELECT pg_advisory_lock($1, $2)", *lock_key("recall:build"))
            try:
                yield
            finally:
                await conn.execute("SELECT pg_advisory_unlock($1, $2)",
                                   *lock_key("recall:build"))

    async def build(self, every: Sequence[tuple[str, int, Message]]) -> None:
        """Index `every` (session, msg_id, message) stored message, in transactions of
        `BUILD_CHUNK`; what is indexed already stays as it is."""
        by_session: dict[str, list[tuple[int, Message]]] = {}
        for session, msg_id, message in every:
            by_session.setdefault(session, []).append((msg_id, message))
        for session, entries in sorted(by_session.items()):
            for start in range(0, len(entries), BUILD_CHUNK):
                chunk = entries[start:start + BUILD_CHUNK]
                await self._db.run(lambda conn, s=session, c=chunk: self.add(conn, s, c))

    async def reterm(self) -> None:
        """Cut every entry's terms again from what it said (the cutting changed: see
        `recall.terms.VERSION`), vectors kept, and count the terms anew. One
        transaction, the term counts locked first: a writer indexing meanwhile waits."""
        async def run(conn: Any) -> None:
            await conn.execute("LOCK TABLE recall_term IN EXCLUSIVE MODE")
            rows = await conn.fetch("SELECT id, session_id, said FROM recall_doc ORDER BY id")
            for start in range(0, len(rows), BUILD_CHUNK):
                part = rows[start:start + BUILD_CHUNK]
                await conn.execute(
                    "UPDATE recall_doc d SET terms = string_to_array(u.t, ' ') "
                    "FROM unnest($1::bigint[], $2::text[]) AS u(i, t) WHERE d.id = u.i",
                    [r[0] for r in part], [" ".join(_terms(r[1], r[2])) for r in part])
            await conn.execute("DELETE FROM recall_term")
            await conn.execute(
                "INSERT INTO recall_term (term, docs) SELECT term, COUNT(*) FROM recall_doc, "
                "unnest(terms) AS term GROUP BY term")
            await conn.execute(
                "UPDATE recall_session s SET tokens = x.t FROM (SELECT session_id, "
                "SUM(1 + cardinality(terms)) AS t FROM recall_doc GROUP BY session_id) x "
                "WHERE s.session_id = x.session_id")

        await self._db.run(run)

    async def clear(self, conn: Any) -> None:
        await conn.execute("DELETE FROM recall_doc")
        await conn.execute("DELETE FROM recall_term")
        # The stamps come from a sequence: a conversation indexed again gets new ones,
        # so no cache takes the new entries for the old.
        await conn.execute("DELETE FROM recall_session")
        self._speakers.drop()

    async def remove(self, conn: Any, pairs: Sequence[tuple[str, int]]) -> None:
        if not pairs:
            return
        gone = await conn.fetch(
            "DELETE FROM recall_doc d USING unnest($1::text[], $2::int[]) AS p(s, m) "
            "WHERE d.session_id = p.s AND d.msg_id = p.m RETURNING d.session_id, d.terms",
            [s for s, _ in pairs], [m for _, m in pairs])
        if not gone:
            return
        for session in {r[0] for r in gone}:
            self._speakers.drop(session)
        counts = Counter(t for r in gone for t in r[1])
        await _count_terms(conn, Counter({t: -n for t, n in counts.items()}))
        await conn.execute(
            "DELETE FROM recall_term WHERE term = ANY($1::text[]) AND docs <= 0", list(counts))
        per: dict[str, list[int]] = {}
        for session, terms in gone:
            tally = per.setdefault(session, [0, 0])
            tally[0] += 1
            tally[1] += 1 + len(terms)
        ordered = sorted(per.items())
        await conn.execute(
            "UPDATE recall_session s SET docs = s.docs - g.d, tokens = s.tokens - g.t, "
            "generation = nextval('recall_stamp') FROM unnest($1::text[], $2::int[], "
            "$3::bigint[]) AS g(s, d, t) WHERE s.session_id = g.s",
            [s for s, _ in ordered], [d for _, (d, _) in ordered],
            [t for _, (_, t) in ordered])

    async def lexical(self, session: str, terms: Sequence[str], *, limit: int,
                      since: float | None = None, until: float | None = None,
                      speaker: str | None = None, about: str | None = None
                      ) -> list[LexicalHit]:
        if not terms or limit <= 0:
            return []
        prefixed = session_terms(session, terms)
        row = await self._db.run(lambda conn: conn.fetchrow(
            # Both arrays from one aggregation, so they pair up.
            "SELECT s.docs, every.docs, every.tokens, v.names, v.counts FROM "
            "(SELECT SUM(docs) AS docs, SUM(tokens) AS tokens FROM recall_session) every "
            "LEFT JOIN recall_session s ON s.session_id = $1 CROSS JOIN "
            "(SELECT array_agg(term) AS names, array_agg(docs) AS counts FROM recall_term "
            "WHERE term = ANY($2::text[])) v",
            session, prefixed), transaction=False)
        n, rows_all, tokens_all, names, counts = row
        if not n or not names:
            return []
        # The rarest terms the conversation holds; the others cannot match, and most
        # are bigrams across word boundaries.
        found = sorted(zip(names, counts, strict=True), key=lambda r: (r[1], r[0]))
        found = found[:MAX_QUERY_TERMS]
        weights = {t: math.log(1.0 + max(n, 1) / doc) for t, doc in found}
        # BM25 as FTS5 computes it, over the whole table as FTS5 counts it.
        total_rows = int(rows_all)
        avgdl = float(tokens_all) / total_rows
        idf = [max(math.log((total_rows - doc + 0.5) / (doc + 0.5)), 0.0) or 1e-6
               for _, doc in found]
        where, args = ["session_id = $4"], [session]
        if since is not None:
            args.append(since)
            where.append(f"at >= ${len(args) + 3}")
        if until is not None:
            args.append(until)
            where.append(f"at <= ${len(args) + 3}")
        if speaker:
            args.append(_clean(speaker))
            where.append(f"strpos(speaker, ${len(args) + 3}) > 0")
        if about:
            args.append(_clean(about))
            either = [f"speaker = ${len(args) + 3}"]
            for word in mentions(about):
                args.append(_clean(word))
                either.append(f"strpos(said, ${len(args) + 3}) > 0")
            where.append(f"({' OR '.join(either)})")
        limit_arg = f"${len(args) + 4}"
        order = "x.id DESC" if about else "b DESC, x.id"
        # One GIN lookup per term, then a sum per entry: scoring each entry's whole
        # term list against the query was several times slower for common terms.
        rows = await self._db.fetch(
            f"SELECT {_DOC_COLUMNS_D}, top.held FROM (SELECT x.id, array_agg(q.t) AS held, "
            f"{_BM25} AS b "
            "FROM unnest($1::text[], $2::float8[]) AS q(t, idf) CROSS JOIN LATERAL ("
            "SELECT id, cardinality(terms) + 1 AS dl FROM recall_doc "
            f"WHERE terms @> ARRAY[q.t] AND {' AND '.join(where)}) x "
            f"GROUP BY x.id ORDER BY {order} LIMIT {limit_arg}) top "
            f"JOIN recall_doc d ON d.id = top.id ORDER BY {order.replace('x.', 'top.')}",
            [t for t, _ in found], idf, avgdl, *args, limit)
        total = sum(weights.values())
        hits = []
        for r in rows:
            hits.append(LexicalHit.of(_doc(r[:8]), (weights[t] for t in set(r[8])), total,
                                      int(n)))
        # Stable: among equal shares, BM25's order (as on SQLite).
        hits.sort(key=lambda h: -h.score)
        return hits

    async def counts(self, session: str, terms: Sequence[str]) -> dict[str, int]:
        if not terms:
            return {}
        plain = {p: t for p, t in zip(session_terms(session, terms), terms, strict=True)}
        rows = await self._db.fetch(
            "SELECT term, docs FROM recall_term WHERE term = ANY($1::text[])", list(plain))
        return {plain[r[0]]: int(r[1]) for r in rows if r[1] > 0}

    async def docs(self, session: str, ids: Sequence[int]) -> list[RecallDoc]:
        if not ids:
            return []
        rows = await self._db.fetch(
            f"SELECT {_DOC_COLUMNS} FROM recall_doc WHERE session_id = $1 "
            "AND id = ANY($2::bigint[])", session, list(ids))
        by_id = {row[0]: _doc(row) for row in rows}
        return [by_id[i] for i in ids if i in by_id]

    async def around(self, doc: RecallDoc, *, before: int = 1, after: int = 1
                     ) -> tuple[list[RecallDoc], list[RecallDoc]]:
        rows = await self._db.fetch(
            f"(SELECT {_DOC_COLUMNS} FROM recall_doc WHERE session_id = $1 AND msg_id < $2 "
            f"ORDER BY msg_id DESC LIMIT $3) UNION ALL (SELECT {_DOC_COLUMNS} FROM recall_doc "
            "WHERE session_id = $1 AND msg_id > $2 ORDER BY msg_id LIMIT $4)",
            doc.session, doc.msg_id, max(before, 0), max(after, 0))
        docs = sorted((_doc(r) for r in rows), key=lambda d: d.msg_id)
        return ([d for d in docs if d.msg_id < doc.msg_id],
                [d for d in docs if d.msg_id > doc.msg_id])

    async def count(self, session: str) -> int:
        n = await self._db.fetchval(
            "SELECT docs FROM recall_session WHERE session_id = $1", session)
        return int(n or 0)

    async def speakers(self, session: str) -> frozenset[str]:
        async def fetch() -> list[str]:
            rows = await self._db.fetch(
                "SELECT DISTINCT speaker FROM recall_doc WHERE session_id = $1", session)
            return [row[0] for row in rows]

        return await self._speakers.read(session, fetch)

    async def pending(self, limit: int) -> list[RecallDoc]:
        """Entries without a vector that no other process is embedding, oldest first,
        claimed for this process (it gets them again if its embedding call failed)."""
        if limit <= 0:
            return []
        me = self._db.instance
        rows = await self._db.run(lambda conn: conn.fetch(
            "UPDATE recall_doc d SET claimed_by = $1, "
            "claimed_until = now() + make_interval(secs => $3) FROM ("
            "SELECT id FROM recall_doc WHERE vec IS NULL AND (claimed_by IS NULL "
            "OR claimed_by = $1 OR claimed_until < now()) ORDER BY id LIMIT $2 "
            f"FOR UPDATE SKIP LOCKED) c WHERE d.id = c.id RETURNING {_DOC_COLUMNS_D}",
            me, limit, self.claim_seconds))
        return sorted((_doc(r) for r in rows), key=lambda d: d.id)

    async def put_vectors(self, vectors: Sequence[tuple[int, bytes]]) -> None:
        if not vectors:
            return
        ordered = sorted(vectors)

        async def work(conn: asyncpg.Connection) -> None:
            written = await conn.fetch(
                "UPDATE recall_doc d SET vec = v.vec, claimed_by = NULL, claimed_until = NULL "
                "FROM unnest($1::bigint[], $2::bytea[]) AS v(id, vec) WHERE d.id = v.id "
                "RETURNING d.session_id, d.id",
                [i for i, _ in ordered], [b for _, b in ordered])
            spans: dict[str, tuple[int, int]] = {}
            for session, doc_id in written:
                low, high = spans.get(session, (doc_id, doc_id))
                spans[session] = (min(low, doc_id), max(high, doc_id))
            if not spans:
                return
            items = sorted(spans.items())
            # A vector behind the newest one already written would be missed by a cache
            # that loads past its last id: that counts as a new generation.
            await conn.execute(
                "UPDATE recall_session s SET writes = nextval('recall_stamp'), "
                "generation = CASE WHEN w.low < s.vec_high THEN nextval('recall_stamp') "
                "ELSE s.generation END, vec_high = GREATEST(s.vec_high, w.high) "
                "FROM unnest($1::text[], $2::bigint[], $3::bigint[]) AS w(s, low, high) "
                "WHERE s.session_id = w.s",
                [s for s, _ in items], [lo for _, (lo, _) in items],
                [hi for _, (_, hi) in items])

        await self._db.run(work)

    async def refuse(self, refused: Sequence[tuple[int, str]]) -> None:
        if not refused:
            return
        ordered = sorted(refused)
        await self._db.run(lambda conn: conn.execute(
            "UPDATE recall_doc d SET vec = ''::bytea, refused = r.reason, claimed_by = NULL, "
            "claimed_until = NULL FROM unnest($1::bigint[], $2::text[]) AS r(id, reason) "
            "WHERE d.id = r.id", [i for i, _ in ordered], [_clean(r) for _, r in ordered]))

    async def refusals(self, session: str) -> RefusedVectors | None:
        row = await self._db.run(lambda conn: conn.fetchrow(
            "SELECT COUNT(*) OVER (), stamp, refused FROM recall_doc WHERE session_id = $1 "
            "AND refused IS NOT NULL ORDER BY id DESC LIMIT 1", session), transaction=False)
        return RefusedVectors(int(row[0]), row[1], row[2]) if row is not None else None

    async def vectors(self, session: str, after: int = 0, limit: int = 5000
                      ) -> list[tuple[int, float, bytes, str]]:
        rows = await self._db.fetch(
            "SELECT id, at, vec, said FROM recall_doc WHERE session_id = $1 AND id > $2 "
            "AND vec IS NOT NULL ORDER BY id LIMIT $3", session, after, limit)
        return [(r[0], r[1], bytes(r[2]), r[3]) for r in rows]

    async def recent_vectors(self, session: str, limit: int) -> list[tuple[float, bytes]]:
        # Newest by msg_id, down the (session_id, msg_id) index: a handful of rows read,
        # however long the conversation.
        rows = await self._db.fetch(
            "SELECT at, vec FROM recall_doc WHERE session_id = $1 AND vec IS NOT NULL "
            "ORDER BY msg_id DESC LIMIT $2", session, limit)
        return [(r[0], bytes(r[1])) for r in rows]

    async def vector_state(self, session: str) -> tuple[int, int]:
        """(generation, writes) of `session`'s vectors as every process sees them: a
        cache compares them with what it saw when it last loaded (see `Recall`)."""
        row = await self._db.run(lambda conn: conn.fetchrow(
            "SELECT generation, writes FROM recall_session WHERE session_id = $1", session),
            transaction=False)
        return (int(row[0]), int(row[1])) if row is not None else (0, 0)


async def _count_terms(conn: asyncpg.Connection, delta: Counter[str]) -> None:
    """Add `delta` to the terms' document counts, in term order (two writers of one
    conversation then lock its term rows in the same order)."""
    items = sorted(delta.items())
    await conn.execute(
        "INSERT INTO recall_term (term, docs) SELECT * FROM unnest($1::text[], $2::int[]) "
        "ORDER BY 1 ON CONFLICT (term) DO UPDATE SET docs = recall_term.docs + excluded.docs",
        [t for t, _ in items], [n for _, n in items])
