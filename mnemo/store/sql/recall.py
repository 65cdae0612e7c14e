"""The recall index on SQLite: a row per indexed message, FTS5 over its terms.

Both history backends keep their index here (the KV backend too: its JSON values live in
the same SQLite file, and a JSON value per session could not be searched). The reads
share the bot's one connection but never run inside another store's transaction: the
history stores call `add` and `remove` with their own transaction's connection.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from ...message import Message
from ...recall.said import said
from ...recall.terms import MAX_QUERY_TERMS, doc_terms, match_expression, session_token
from ..base import LexicalHit, RecallDoc
from ..sqlite import Database

_DOC_COLUMNS = "id, session_id, msg_id, at, stamp, role, speaker, said"


def _doc(row: Sequence[Any]) -> RecallDoc:
    return RecallDoc(*row)


class SqliteRecallIndex:
    def __init__(self, db: Database) -> None:
        self._db = db
        # Bumped on every removal, so cached vectors of removed entries are dropped.
        self.generation = 0
        self.added = 0

    async def add(self, conn: Any, session: str, entries: Sequence[tuple[int, Message]]
                  ) -> None:
        token = session_token(session)
        for msg_id, message in entries:
            found = said(message)
            if found is None:
                continue
            result = await conn.execute_fetchall(
                "INSERT INTO recall_doc (session_id, msg_id, at, stamp, role, speaker, said) "
                "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (session_id, msg_id) DO NOTHING "
                "RETURNING id",
                (session, msg_id, found.at, found.stamp, found.role, found.speaker, found.text))
            rows = list(result)
            if rows:
                await conn.execute("INSERT INTO recall_fts (rowid, s, terms) VALUES (?, ?, ?)",
                                   (rows[0][0], token, doc_terms(found.text)))
                self.added += 1

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
        self.generation += 1

    async def lexical(self, session: str, terms: Sequence[str], *, limit: int,
                      since: float | None = None, until: float | None = None,
                      speaker: str | None = None) -> list[LexicalHit]:
        if not terms or limit <= 0:
            return []
        conn = self._db.conn
        weights = await self._weights(list(terms))
        if not weights:
            return []
        where, args = ["recall_fts MATCH ?"], [match_expression(session, weights)]
        if since is not None:
            where.append("d.at >= ?")
            args.append(since)
        if until is not None:
            where.append("d.at <= ?")
            args.append(until)
        if speaker:
            where.append("instr(d.speaker, ?) > 0")
            args.append(speaker)
        rows = await conn.execute_fetchall(
            f"SELECT d.id, d.session_id, d.msg_id, d.at, d.stamp, d.role, d.speaker, d.said, "
            f"recall_fts.terms FROM recall_fts JOIN recall_doc d ON d.id = recall_fts.rowid "
            f"WHERE {' AND '.join(where)} ORDER BY bm25(recall_fts, 0.0, 1.0) LIMIT ?",
            (*args, limit))
        total = sum(weights.values())
        hits = []
        for row in rows:
            held = set(row[8].split())
            score = sum(w for t, w in weights.items() if t in held) / total
            hits.append(LexicalHit(_doc(row[:8]), score))
        # Stable: among equal shares, BM25's order (term frequency, shorter messages).
        hits.sort(key=lambda h: -h.score)
        return hits

    async def _weights(self, terms: list[str]) -> dict[str, float]:
        """The rarest query terms the index holds (at most `MAX_QUERY_TERMS`), weighed.

        Document counts are over all conversations: cheap to read, and a term common
        everywhere is common in each conversation too. Terms the index lacks are left
        out: they cannot match, and most are bigrams across word boundaries.
        """
        marks = ",".join("?" * len(terms))
        conn = self._db.conn
        rows = await conn.execute_fetchall(
            f"SELECT term, doc FROM recall_vocab WHERE term IN ({marks})", terms)
        found = sorted(rows, key=lambda r: (r[1], r[0]))[:MAX_QUERY_TERMS]
        if not found:
            return {}
        size = next(iter(await conn.execute_fetchall("SELECT MAX(id) FROM recall_doc")))[0]
        n = max(int(size or 0), 1)
        return {term: math.log(1.0 + n / doc) for term, doc in found}

    async def docs(self, session: str, ids: Sequence[int]) -> list[RecallDoc]:
        if not ids:
            return []
        marks = ",".join("?" * len(ids))
        rows = await self._db.conn.execute_fetchall(
            f"SELECT {_DOC_COLUMNS} FROM recall_doc WHERE session_id = ? AND id IN ({marks})",
            (session, *ids))
        by_id = {row[0]: _doc(row) for row in rows}
        return [by_id[i] for i in ids if i in by_id]

    async def beside(self, doc: RecallDoc) -> tuple[RecallDoc | None, RecallDoc | None]:
        conn = self._db.conn
        before = await conn.execute_fetchall(
            f"SELECT {_DOC_COLUMNS} FROM recall_doc WHERE session_id = ? AND msg_id < ? "
            "ORDER BY msg_id DESC LIMIT 1", (doc.session, doc.msg_id))
        after = await conn.execute_fetchall(
            f"SELECT {_DOC_COLUMNS} FROM recall_doc WHERE session_id = ? AND msg_id > ? "
            "ORDER BY msg_id LIMIT 1", (doc.session, doc.msg_id))
        b, a = list(before), list(after)
        return (_doc(b[0]) if b else None, _doc(a[0]) if a else None)

    async def count(self, session: str) -> int:
        rows = await self._db.conn.execute_fetchall(
            "SELECT COUNT(*) FROM recall_doc WHERE session_id = ?", (session,))
        return int(next(iter(rows))[0])

    async def pending(self, limit: int) -> list[tuple[int, str]]:
        rows = await self._db.conn.execute_fetchall(
            "SELECT id, said FROM recall_doc WHERE vec IS NULL ORDER BY id LIMIT ?", (limit,))
        return [(i, text) for i, text in rows]

    async def put_vectors(self, vectors: Sequence[tuple[int, bytes]]) -> None:
        if not vectors:
            return
        async with self._db.transaction() as conn:
            await conn.executemany("UPDATE recall_doc SET vec = ? WHERE id = ?",
                                   [(blob, i) for i, blob in vectors])

    async def vectors(self, session: str, after: int = 0) -> list[tuple[int, float, bytes]]:
        rows = await self._db.conn.execute_fetchall(
            "SELECT id, at, vec FROM recall_doc WHERE session_id = ? AND id > ? "
            "AND vec IS NOT NULL ORDER BY id", (session, after))
        return [(i, at, vec) for i, at, vec in rows]
