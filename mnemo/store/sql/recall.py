"""The recall index on SQLite: a row per indexed message, FTS5 over its terms.

Both history backends keep their index here (the KV backend too: its JSON values live in
the same SQLite file, and a JSON value per session could not be searched). The reads
share the bot's one connection but never run inside another store's transaction: the
history stores call `add` and `remove` with their own transaction's connection.

An entry is stored with its turn; its FTS terms follow a moment later (`_Terms`).
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Sequence
from typing import Any

from ...message import Message
from ...recall.said import said
from ...recall.terms import (
    MAX_QUERY_TERMS,
    doc_terms,
    match_expression,
    session_terms,
    session_token,
)
from ..base import LexicalHit, RecallDoc, RefusedVectors, mentions
from ..speakers import Speakers
from ..sqlite import Database, after_commit

log = logging.getLogger(__name__)

_DOC_COLUMNS = "id, session_id, msg_id, at, stamp, role, speaker, said"
_DOC_COLUMNS_D = ", ".join(f"d.{c}" for c in _DOC_COLUMNS.split(", "))


def _doc(row: Sequence[Any]) -> RecallDoc:
    return RecallDoc(*row)


class _Terms:
    """The FTS terms of the entries `add` stored, written a moment after their turns,
    for all the turns of that moment in one transaction.

    FTS5 makes each transaction's new terms a segment of their own and merges segments
    as they pile up: inside each turn's transaction that cost the database thread more
    than the rest of the turn's write (0.4 of 0.65 ms). The entries themselves are
    stored with the turn, so counts, neighbours and vectors know them at once; the terms
    come within `DELAY`, or first thing when something reads them (a search, a count
    from the vocabulary), so a search never misses what was said. Terms a crash left
    unwritten are written at the next start: every entry above the highest rowid FTS
    holds has none yet (ids only grow past what FTS holds).
    """

    DELAY = 1.0
    # Entries a transaction gives terms to at most (about 50 µs of Python each, 0.3 ms
    # a transaction): a turn that waits behind one, for the write lock or for the
    # interpreter, waits a millisecond, not a whole busy second's worth; a pause between
    # batches lets turns go first. 16 every 20 ms keeps up with 400 entries a second.
    BATCH = 16
    PAUSE = 0.02

    def __init__(self, db: Database) -> None:
        self._db = db
        self.behind = True  # unknown until looked: a crash may have left some
        self._lock = asyncio.Lock()
        self._timer: asyncio.TimerHandle | None = None
        self._task: asyncio.Task[None] | None = None
        self.writes = 0  # transactions that wrote terms (for tests and benches)
        db.before_close(self.stop)

    def noted(self) -> None:
        """Entries without terms were committed: their terms go within `DELAY`."""
        self.behind = True
        self._arm(self.DELAY)

    def _arm(self, delay: float) -> None:
        if self._timer is None:
            self._timer = asyncio.get_running_loop().call_later(delay, self._due)

    def _due(self) -> None:
        self._timer = None
        self._task = asyncio.ensure_future(self._write_logged())

    async def _write_logged(self) -> None:
        try:
            await self.write(everything=False)
        except Exception as exc:  # kept behind: the next write or start does them
            log.warning("recall terms not written yet: %s", type(exc).__name__)
            return
        if self.behind:
            self._arm(self.PAUSE)  # the rest, a batch at a time, turns going in between

    async def write(self, *, everything: bool = True) -> int:
        """Write the terms of every entry that has none (of one batch, if not
        `everything`); how many there were."""
        written = 0
        async with self._lock:
            while self.behind:
                # Cleared before the transaction: an entry committed meanwhile sets it
                # again.
                self.behind = False
                try:
                    batch = await self._db.run(self._write_batch)
                except BaseException:
                    self.behind = True
                    raise
                if batch:
                    self.writes += 1
                written += batch
                if batch >= self.BATCH:
                    self.behind = True
                if not everything:
                    break
        return written

    async def _write_batch(self, conn: Any) -> int:
        return await _write_terms(conn, self.BATCH)

    async def stop(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._task is not None:
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None
        await self.write()


async def _write_terms(conn: Any, limit: int) -> int:
    top = await conn.execute_fetchall("SELECT rowid FROM recall_fts ORDER BY rowid DESC "
                                      "LIMIT 1")
    last = int(next(iter(top))[0]) if top else 0
    rows = await conn.execute_fetchall(
        "SELECT id, session_id, said FROM recall_doc WHERE id > ? ORDER BY id LIMIT ?",
        (last, limit))
    await conn.executemany("INSERT INTO recall_fts (rowid, terms) VALUES (?, ?)",
                           [(i, doc_terms(s, t)) for i, s, t in rows])
    return len(rows)


class SqliteRecallIndex:
    def __init__(self, db: Database) -> None:
        self._db = db
        self.terms = _Terms(db)
        # Bumped on every removal, so cached vectors of removed entries are dropped.
        self.generation = 0
        # Bumped on every vector write, so a cache that saw the last one asks nothing.
        self.vector_writes = 0
        self.added = 0
        # Entries per conversation, for `count` and the term weights: counting them in the
        # FTS vocabulary walks a posting list as long as the conversation (3 ms at
        # 100,000), on every search. Recounted after a removal; an add counts up, so one
        # rolled back leaves the figure a few high until then, which moves no weight.
        self._entries: dict[str, int] = {}
        self._speakers = Speakers()

    async def add(self, conn: Any, session: str, entries: Sequence[tuple[int, Message]]
                  ) -> None:
        docs = [(msg_id, found) for msg_id, message in entries
                if (found := said(message)) is not None]
        if not docs:
            return
        # Ids allocated here, so a whole batch is two statements, not two per message.
        result = await conn.execute_fetchall("SELECT COALESCE(MAX(id), 0) FROM recall_doc")
        first = int(next(iter(result))[0]) + 1
        rows = [(first + i, session, msg_id, f.at, f.stamp, f.role, f.speaker, f.text)
                for i, (msg_id, f) in enumerate(docs)]
        await conn.executemany(
            "INSERT INTO recall_doc (id, session_id, msg_id, at, stamp, role, speaker, said) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows)
        added = len(rows)

        def count() -> None:
            self.added += added
            if session in self._entries:
                self._entries[session] += added
            self._speakers.saw(session, (f.speaker for _, f in docs))
            self.terms.noted()

        after_commit(conn, count)

    async def reterm(self, conn: Any) -> None:
        """Cut every entry's terms again from what it said (the cutting changed: see
        `recall.terms.VERSION`); the entries and their vectors stay."""
        rows = await conn.execute_fetchall("SELECT id, session_id, said FROM recall_doc")
        await conn.executemany("UPDATE recall_fts SET terms = ? WHERE rowid = ?",
                               [(doc_terms(s, t), i) for i, s, t in rows])

    async def clear(self, conn: Any) -> None:
        await conn.execute("DELETE FROM recall_doc")
        await conn.execute("DELETE FROM recall_fts")

        def forget() -> None:
            self.generation += 1
            self._entries.clear()
            self._speakers.drop()

        after_commit(conn, forget)

    async def remove(self, conn: Any, pairs: Sequence[tuple[str, int]]) -> None:
        if not pairs:
            return
        ids: list[int] = []
        for session, msg_id in pairs:
            result = await conn.execute_fetchall(
                "DELETE FROM recall_doc WHERE session_id = ? AND msg_id = ? RETURNING id",
                (session, msg_id))
            ids.extend(row[0] for row in result)
        await conn.executemany("DELETE FROM recall_fts WHERE rowid = ?", [(i,) for i in ids])

        def forget() -> None:
            self.generation += 1
            for session, _ in pairs:
                self._entries.pop(session, None)
                self._speakers.drop(session)

        after_commit(conn, forget)

    async def lexical(self, session: str, terms: Sequence[str], *, limit: int,
                      since: float | None = None, until: float | None = None,
                      speaker: str | None = None, about: str | None = None
                      ) -> list[LexicalHit]:
        if not terms or limit <= 0:
            return []
        await self.terms.write()
        conn = self._db.conn
        weights, n = await self._weights(session, list(terms))
        if not weights:
            return []
        match = match_expression(weights)
        if since is None and until is None and not speaker and not about:
            # The best rowids first, from the FTS index alone: fetching the rows of every
            # match before ranking would cost what the conversation holds.
            rows = await conn.execute_fetchall(
                f"SELECT {_DOC_COLUMNS_D}, f.terms FROM (SELECT rowid AS r, "
                "bm25(recall_fts) AS b FROM recall_fts WHERE recall_fts MATCH ? "
                "ORDER BY b LIMIT ?) top JOIN recall_doc d ON d.id = top.r "
                "JOIN recall_fts f ON f.rowid = top.r ORDER BY top.b", (match, limit))
        else:
            where, args = ["recall_fts MATCH ?"], [match]
            if since is not None:
                where.append("d.at >= ?")
                args.append(since)
            if until is not None:
                where.append("d.at <= ?")
                args.append(until)
            if speaker:
                where.append("instr(d.speaker, ?) > 0")
                args.append(speaker)
            if about:
                named = mentions(about)
                where.append("(d.speaker = ?" + " OR instr(d.said, ?) > 0" * len(named) + ")")
                args += [about, *named]
            rows = await conn.execute_fetchall(
                f"SELECT {_DOC_COLUMNS_D}, recall_fts.terms FROM recall_fts "
                f"JOIN recall_doc d ON d.id = recall_fts.rowid WHERE {' AND '.join(where)} "
                f"ORDER BY {'recall_fts.rowid DESC' if about else 'bm25(recall_fts)'} "
                "LIMIT ?", (*args, limit))
        total = sum(weights.values())
        hits = []
        for row in rows:
            held = set(row[8].split())
            hits.append(LexicalHit.of(_doc(row[:8]),
                                      (w for t, w in weights.items() if t in held), total,
                                      n))
        # Stable: among equal shares, BM25's order (term frequency, shorter messages).
        hits.sort(key=lambda h: -h.score)
        return hits

    async def _weights(self, session: str, terms: list[str]
                       ) -> tuple[dict[str, float], int]:
        """The rarest query terms the conversation holds (at most `MAX_QUERY_TERMS`),
        session-prefixed and weighed by log(1 + N / document count) in it, and N.

        Terms it lacks are left out: they cannot match, and most are bigrams across word
        boundaries.
        """
        prefixed = session_terms(session, terms)
        marks = ",".join("?" * len(prefixed))
        rows = await self._db.conn.execute_fetchall(
            f"SELECT term, doc FROM recall_vocab WHERE term IN ({marks})", prefixed)
        counts = dict(rows)
        n = await self.count(session)
        found = sorted(counts.items(), key=lambda r: (r[1], r[0]))[:MAX_QUERY_TERMS]
        return {term: math.log(1.0 + max(n, 1) / doc) for term, doc in found}, n

    async def counts(self, session: str, terms: Sequence[str]) -> dict[str, int]:
        if not terms:
            return {}
        await self.terms.write()
        plain = {p: t for p, t in zip(session_terms(session, terms), terms, strict=True)}
        marks = ",".join("?" * len(plain))
        rows = await self._db.conn.execute_fetchall(
            f"SELECT term, doc FROM recall_vocab WHERE term IN ({marks})", list(plain))
        return {plain[term]: doc for term, doc in rows if doc > 0}

    async def docs(self, session: str, ids: Sequence[int]) -> list[RecallDoc]:
        if not ids:
            return []
        marks = ",".join("?" * len(ids))
        # `+session_id`: without the `+` SQLite walks the whole conversation through the
        # (session_id, msg_id) index instead of looking the ids up (15 ms at 100,000).
        rows = await self._db.conn.execute_fetchall(
            f"SELECT {_DOC_COLUMNS} FROM recall_doc WHERE id IN ({marks}) "
            "AND +session_id = ?", (*ids, session))
        by_id = {row[0]: _doc(row) for row in rows}
        return [by_id[i] for i in ids if i in by_id]

    async def around(self, doc: RecallDoc, *, before: int = 1, after: int = 1
                     ) -> tuple[list[RecallDoc], list[RecallDoc]]:
        conn = self._db.conn
        earlier = await conn.execute_fetchall(
            f"SELECT {_DOC_COLUMNS} FROM recall_doc WHERE session_id = ? AND msg_id < ? "
            "ORDER BY msg_id DESC LIMIT ?", (doc.session, doc.msg_id, max(before, 0)))
        later = await conn.execute_fetchall(
            f"SELECT {_DOC_COLUMNS} FROM recall_doc WHERE session_id = ? AND msg_id > ? "
            "ORDER BY msg_id LIMIT ?", (doc.session, doc.msg_id, max(after, 0)))
        return [_doc(r) for r in reversed(list(earlier))], [_doc(r) for r in later]

    async def count(self, session: str) -> int:
        known = self._entries.get(session)
        if known is not None:
            return known
        await self.terms.write()
        changes = (self.added, self.generation)
        # Every entry holds its session's token once: the vocabulary counts them.
        rows = list(await self._db.conn.execute_fetchall(
            "SELECT doc FROM recall_vocab WHERE term = ?", (session_token(session),)))
        n = int(rows[0][0]) if rows else 0
        if changes == (self.added, self.generation):  # else it may have missed one
            self._entries[session] = n
        return n

    async def speakers(self, session: str) -> frozenset[str]:
        async def fetch() -> list[str]:
            rows = await self._db.conn.execute_fetchall(
                "SELECT DISTINCT speaker FROM recall_doc WHERE session_id = ?", (session,))
            return [row[0] for row in rows]

        return await self._speakers.read(session, fetch)

    async def pending(self, limit: int) -> list[RecallDoc]:
        rows = await self._db.conn.execute_fetchall(
            f"SELECT {_DOC_COLUMNS} FROM recall_doc WHERE vec IS NULL ORDER BY id LIMIT ?",
            (limit,))
        return [_doc(row) for row in rows]

    async def put_vectors(self, vectors: Sequence[tuple[int, bytes]]) -> None:
        if not vectors:
            return
        rows = [(blob, i) for i, blob in vectors]

        async def write(conn: Any) -> None:
            await conn.executemany("UPDATE recall_doc SET vec = ? WHERE id = ?", rows)

        await self._db.run(write)  # one trip to the database thread, commit included
        self.vector_writes += 1

    async def refuse(self, refused: Sequence[tuple[int, str]]) -> None:
        if not refused:
            return
        async with self._db.transaction() as conn:
            await conn.executemany("UPDATE recall_doc SET vec = X'', refused = ? WHERE id = ?",
                                   [(reason, i) for i, reason in refused])

    async def refusals(self, session: str) -> RefusedVectors | None:
        rows = list(await self._db.conn.execute_fetchall(
            "SELECT COUNT(*) OVER (), stamp, refused FROM recall_doc WHERE session_id = ? "
            "AND refused IS NOT NULL ORDER BY id DESC LIMIT 1", (session,)))
        return RefusedVectors(*rows[0]) if rows else None

    async def vectors(self, session: str, after: int = 0, limit: int = 5000
                      ) -> list[tuple[int, float, bytes, str]]:
        if await self.count(session) <= limit:
            rows = await self._db.conn.execute_fetchall(
                "SELECT id, at, vec, said FROM recall_doc WHERE session_id = ? AND id > ? "
                "AND vec IS NOT NULL ORDER BY id LIMIT ?", (session, after, limit))
        else:
            # A conversation loaded in chunks: through the (session, msg_id) index every
            # chunk sorted all the conversation's rows (140 ms a chunk, 20 chunks at
            # 100,000); in id order from `after` a chunk reads on until it is full (9 ms),
            # and the chunks together read the id range once.
            rows = await self._db.conn.execute_fetchall(
                "SELECT id, at, vec, said FROM recall_doc WHERE id > ? AND +session_id = ? "
                "AND vec IS NOT NULL ORDER BY id LIMIT ?", (after, session, limit))
        return list(rows)  # type: ignore[arg-type]

    async def vector_state(self, key: str) -> tuple[int, int | None]:
        """Counted in this process, the only one writing: no query."""
        return self.generation, self.vector_writes

    async def recent_vectors(self, session: str, limit: int) -> list[tuple[float, bytes]]:
        # Newest by msg_id, down the (session_id, msg_id) index: a handful of rows read,
        # however long the conversation.
        rows = await self._db.conn.execute_fetchall(
            "SELECT at, vec FROM recall_doc WHERE session_id = ? AND vec IS NOT NULL "
            "ORDER BY msg_id DESC LIMIT ?", (session, limit))
        return list(rows)  # type: ignore[arg-type]
