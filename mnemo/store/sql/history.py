"""History as one SQL row per message.

Every message of a session is one `chat_message` row, whatever happens to it: `seq` is
its id, `pos` its place in the active conversation (NULL once superseded). `chat_session`
holds the number of active messages (the next `pos`) and the next id. A replace, clear or
restore records what it supersedes as one numbered `chat_archive` batch of references,
so a message kept verbatim through many compressions is still stored once, and the
archive, `/restore` and the recall index each see it once.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Sequence
from typing import Any

import aiosqlite

from ...images import without_images
from ...message import Message
from ..base import ArchivedMessage, RecallIndex, StoredConversation
from ..sqlite import Database

_INSERT = (
    "INSERT INTO chat_message (session_id, seq, role, kind, payload, tokens, created_at, pos) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
)
_ACTIVE = "session_id = ? AND pos IS NOT NULL"

# role, kind, payload, tokens, created_at: also what makes two rows the same message.
_Row = tuple[str, str, str, int, float]


def _row(m: Message) -> _Row:
    m = without_images(m)
    return (m.role, m.kind, json.dumps(m.data, ensure_ascii=False), m.tokens, m.created_at)


def _message(payload: str, tokens: int, kind: str, created_at: float) -> Message:
    return Message(json.loads(payload), tokens=tokens, kind=kind, created_at=created_at)


class SqliteHistoryStore:
    def __init__(self, db: Database, index: RecallIndex | None = None) -> None:
        self._db = db
        self.index = index
        # All statements share the bot's one connection, so a read issued while a
        # transaction is open would see its half-written state; the lock keeps this
        # store's reads out of its own transactions.
        self._lock = asyncio.Lock()

    async def load(self, session: str) -> list[Message]:
        async with self._lock:
            rows = await self._db.conn.execute_fetchall(
                f"SELECT payload, tokens, kind, created_at FROM chat_message WHERE {_ACTIVE} "
                "ORDER BY pos",
                (session,),
            )
        return [_message(*row) for row in rows]

    async def append(self, session: str, messages: Sequence[Message]) -> None:
        if not messages:
            return
        rows = [_row(m) for m in messages]
        n = len(rows)
        async with self._lock, self._db.transaction() as conn:
            # One upsert both creates the session and reserves n places and n ids: no
            # read of the history, so the cost is the same whatever its length.
            result = await conn.execute_fetchall(
                "INSERT INTO chat_session (session_id, msg_count, updated_at, next_id) "
                "VALUES (?, ?, ?, ?) ON CONFLICT (session_id) DO UPDATE SET "
                "msg_count = msg_count + excluded.msg_count, "
                "next_id = next_id + excluded.next_id, updated_at = excluded.updated_at "
                "RETURNING msg_count, next_id",
                (session, n, time.time(), n),
            )
            count, next_id = next(iter(result))
            pos, first = count - n, next_id - n
            await conn.executemany(
                _INSERT,
                [(session, first + i, *row, pos + i) for i, row in enumerate(rows)],
            )
            if self.index is not None:
                await self.index.add(conn, session,
                                     [(first + i, m) for i, m in enumerate(messages)])

    async def replace(self, session: str, messages: Sequence[Message]) -> None:
        rows = [_row(m) for m in messages]
        now = time.time()
        async with self._lock, self._db.transaction() as conn:
            active = await conn.execute_fetchall(
                f"SELECT seq, role, kind, payload, tokens, created_at FROM chat_message "
                f"WHERE {_ACTIVE} ORDER BY pos", (session,))
            await _archive_active(conn, session, "replace", now)
            # A message the new list keeps is the row it already has, not a copy.
            next_id, new = await _place(conn, session, rows, messages, active)
            await _set_session(conn, session, len(rows), next_id, now)
            if self.index is not None and new:
                await self.index.add(conn, session, new)

    async def replace_prefix(self, session: str, n: int, messages: Sequence[Message]) -> bool:
        """Swap the first `n` active messages for `messages`, keeping the rest after them.

        The whole active history is archived first, as `replace` does, so a restore brings
        back everything. False, and nothing written, when fewer than `n` are active.
        """
        rows = [_row(m) for m in messages]
        now = time.time()
        async with self._lock, self._db.transaction() as conn:
            active = list(await conn.execute_fetchall(
                f"SELECT seq, role, kind, payload, tokens, created_at FROM chat_message "
                f"WHERE {_ACTIVE} ORDER BY pos", (session,)))
            if len(active) < n:
                return False
            await _archive_active(conn, session, "replace", now)
            # Only the prefix may be reused: the messages after it keep their own rows.
            next_id, new = await _place(conn, session, rows, messages, active[:n])
            # The messages after the prefix stay the rows they are, renumbered to follow.
            await conn.executemany(
                "UPDATE chat_message SET pos = ? WHERE session_id = ? AND seq = ?",
                [(len(rows) + i, session, seq) for i, (seq, *_) in enumerate(active[n:])])
            await _set_session(conn, session, len(rows) + len(active) - n, next_id, now)
            if self.index is not None and new:
                await self.index.add(conn, session, new)
        return True

    async def clear(self, session: str) -> None:
        now = time.time()
        async with self._lock, self._db.transaction() as conn:
            await _archive_active(conn, session, "clear", now)
            await _set_session(conn, session, 0, await _next_id(conn, session), now)

    async def restore_last(self, session: str) -> bool:
        now = time.time()
        async with self._lock, self._db.transaction() as conn:
            result = await conn.execute_fetchall(
                "SELECT MAX(batch) FROM chat_archive WHERE session_id = ?", (session,)
            )
            batch = next(iter(result))[0]
            if batch is None:
                return False
            # Archive first so that the messages being replaced are kept as well.
            await _archive_active(conn, session, "restore", now)
            members = await conn.execute_fetchall(
                "SELECT msg_id FROM chat_archive WHERE session_id = ? AND batch = ? "
                "ORDER BY pos", (session, batch))
            ids = [row[0] for row in members]
            await conn.executemany(
                "UPDATE chat_message SET pos = ? WHERE session_id = ? AND seq = ?",
                [(pos, session, seq) for pos, seq in enumerate(ids)])
            await conn.execute(
                "DELETE FROM chat_archive WHERE session_id = ? AND batch = ?", (session, batch)
            )
            await _set_session(conn, session, len(ids), await _next_id(conn, session), now)
        return True

    async def prune_archive(self, older_than: float) -> int:
        """Delete what was archived before `older_than` (unix time); the count of
        archived messages dropped. A message goes (with its index entry) once neither
        the active conversation nor a remaining batch refers to it."""
        async with self._lock, self._db.transaction() as conn:
            dropped = list(await conn.execute_fetchall(
                "DELETE FROM chat_archive WHERE archived_at < ? RETURNING session_id, msg_id",
                (older_than,)))
            gone: list[tuple[str, int]] = []
            for session, msg_id in set(dropped):
                result = await conn.execute_fetchall(
                    "DELETE FROM chat_message WHERE session_id = ? AND seq = ? "
                    "AND pos IS NULL AND NOT EXISTS (SELECT 1 FROM chat_archive a "
                    "WHERE a.session_id = ? AND a.msg_id = ?) RETURNING seq",
                    (session, msg_id, session, msg_id))
                if list(result):
                    gone.append((session, msg_id))
            if self.index is not None:
                await self.index.remove(conn, gone)
            return len(dropped)

    async def archive_batches(self, session: str) -> list[dict[str, Any]]:
        """The session's archive batches, newest first."""
        async with self._lock:
            rows = await self._db.conn.execute_fetchall(
                "SELECT batch, MAX(archived_at), MAX(reason), COUNT(*) FROM chat_archive "
                "WHERE session_id = ? GROUP BY batch ORDER BY batch DESC",
                (session,),
            )
        return [
            {"batch": b, "archived_at": at, "reason": reason, "message_count": count}
            for b, at, reason, count in rows
        ]

    async def conversations(self) -> list[StoredConversation]:
        """Every session with active messages, most recently active first."""
        # One pass over the active rows: they are bounded by the context budgets (older
        # talk moves to the archive), so this stays a page-load cost, never a chat one.
        async with self._lock:
            rows = await self._db.conn.execute_fetchall(
                "SELECT session_id, COUNT(*), SUM(tokens), MAX(created_at) FROM chat_message "
                "WHERE pos IS NOT NULL GROUP BY session_id"
            )
        found = [StoredConversation(s, n, int(t or 0), float(at or 0)) for s, n, t, at in rows]
        return sorted(found, key=lambda c: (-c.last_active, c.session_id))

    async def archived(self, session: str, offset: int = 0,
                       limit: int = 50) -> list[ArchivedMessage]:
        """A page of the archive: newest batch first, each batch in its message order."""
        if limit <= 0:
            return []
        async with self._lock:
            rows = await self._db.conn.execute_fetchall(
                "SELECT a.batch, a.archived_at, a.reason, m.payload, m.tokens, m.kind, "
                "m.created_at FROM chat_archive a JOIN chat_message m "
                "ON m.session_id = a.session_id AND m.seq = a.msg_id "
                "WHERE a.session_id = ? ORDER BY a.batch DESC, a.pos LIMIT ? OFFSET ?",
                (session, limit, max(0, offset)),
            )
        return [
            ArchivedMessage(batch, at, reason, Message(json.loads(payload), tokens=tokens,
                                                       kind=kind, created_at=created))
            for batch, at, reason, payload, tokens, kind, created in rows
        ]

    async def stored_messages(self, session: str) -> int:
        """How many messages the session keeps, active and archived, each once."""
        async with self._lock:
            rows = await self._db.conn.execute_fetchall(
                "SELECT COUNT(*) FROM chat_message WHERE session_id = ?", (session,))
        return int(next(iter(rows))[0])

    async def every_message(self) -> list[tuple[str, int, Message]]:
        """(session, id, message) of every stored message: to build the index anew."""
        async with self._lock:
            rows = await self._db.conn.execute_fetchall(
                "SELECT session_id, seq, payload, tokens, kind, created_at FROM chat_message "
                "ORDER BY session_id, seq")
        return [(s, seq, _message(*rest)) for s, seq, *rest in rows]


async def _place(conn: aiosqlite.Connection, session: str, rows: Sequence[_Row],
                 messages: Sequence[Message], reusable_rows: Sequence[Sequence[Any]]
                 ) -> tuple[int, list[tuple[int, Message]]]:
    """Write `rows` as active positions 0..n-1, each one that equals a row of
    `reusable_rows` (seq first) taking that row rather than a copy; the next free seq and
    the messages that got a new row (they are the ones to index)."""
    reusable: dict[_Row, list[int]] = {}
    for seq, *key in reusable_rows:
        reusable.setdefault(tuple(key), []).append(seq)  # type: ignore[arg-type]
    next_id = await _next_id(conn, session)
    new: list[tuple[int, Message]] = []
    for pos, (row, message) in enumerate(zip(rows, messages, strict=True)):
        same = reusable.get(row)
        if same:
            await conn.execute(
                "UPDATE chat_message SET pos = ? WHERE session_id = ? AND seq = ?",
                (pos, session, same.pop(0)))
            continue
        await conn.execute(_INSERT, (session, next_id, *row, pos))
        new.append((next_id, message))
        next_id += 1
    return next_id, new


async def _next_id(conn: aiosqlite.Connection, session: str) -> int:
    result = await conn.execute_fetchall(
        "SELECT next_id FROM chat_session WHERE session_id = ?", (session,))
    rows = list(result)
    return int(rows[0][0]) if rows else 0


async def _set_session(conn: aiosqlite.Connection, session: str, count: int, next_id: int,
                       now: float) -> None:
    await conn.execute(
        "INSERT INTO chat_session (session_id, msg_count, updated_at, next_id) "
        "VALUES (?, ?, ?, ?) ON CONFLICT (session_id) DO UPDATE SET "
        "msg_count = excluded.msg_count, updated_at = excluded.updated_at, "
        "next_id = excluded.next_id",
        (session, count, now, next_id))


async def _archive_active(
    conn: aiosqlite.Connection, session: str, reason: str, now: float
) -> None:
    """Record the active messages as a new archive batch (none if there are none) and
    take them out of the active conversation. The rows themselves stay."""
    result = await conn.execute_fetchall(
        "SELECT COALESCE(MAX(batch), 0) + 1 FROM chat_archive WHERE session_id = ?", (session,)
    )
    batch = next(iter(result))[0]
    await conn.execute(
        "INSERT INTO chat_archive (session_id, batch, pos, msg_id, archived_at, reason) "
        f"SELECT session_id, ?, pos, seq, ?, ? FROM chat_message WHERE {_ACTIVE}",
        (batch, now, reason, session),
    )
    await conn.execute(f"UPDATE chat_message SET pos = NULL WHERE {_ACTIVE}", (session,))
