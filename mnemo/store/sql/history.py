"""History as one SQL row per message (SPEC section 4).

Active messages of a session are `chat_message` rows numbered 0..n-1; `chat_session.
msg_count` is both the next seq and the number of active messages. What replace, clear
and restore supersede moves to `chat_archive` as one numbered batch.
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
from ..base import ArchivedMessage, StoredConversation
from ..sqlite import Database

_INSERT = (
    "INSERT INTO chat_message (session_id, seq, role, kind, payload, tokens, created_at) "
    "VALUES (?, ?, ?, ?, ?, ?, ?)"
)
_SET_COUNT = (
    "INSERT INTO chat_session (session_id, msg_count, updated_at) VALUES (?, ?, ?) "
    "ON CONFLICT (session_id) DO UPDATE SET msg_count = excluded.msg_count, "
    "updated_at = excluded.updated_at"
)

_Row = tuple[str, str, str, int, float]


def _row(m: Message) -> _Row:
    m = without_images(m)
    return (m.role, m.kind, json.dumps(m.data, ensure_ascii=False), m.tokens, m.created_at)


class SqliteHistoryStore:
    def __init__(self, db: Database) -> None:
        self._db = db
        # All statements share the bot's one connection, so a read issued while a
        # transaction is open would see its half-written state; the lock keeps this
        # store's reads out of its own transactions.
        self._lock = asyncio.Lock()

    async def load(self, session: str) -> list[Message]:
        async with self._lock:
            rows = await self._db.conn.execute_fetchall(
                "SELECT payload, tokens, kind, created_at FROM chat_message "
                "WHERE session_id = ? ORDER BY seq",
                (session,),
            )
        return [
            Message(json.loads(payload), tokens=tokens, kind=kind, created_at=created_at)
            for payload, tokens, kind, created_at in rows
        ]

    async def append(self, session: str, messages: Sequence[Message]) -> None:
        if not messages:
            return
        rows = [_row(m) for m in messages]
        n = len(rows)
        async with self._lock, self._db.transaction() as conn:
            # One upsert both creates the session and reserves n seqs: no read of the
            # history, so the cost is two index lookups whatever its length.
            result = await conn.execute_fetchall(
                "INSERT INTO chat_session (session_id, msg_count, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT (session_id) DO UPDATE SET "
                "msg_count = msg_count + excluded.msg_count, updated_at = excluded.updated_at "
                "RETURNING msg_count",
                (session, n, time.time()),
            )
            start = next(iter(result))[0] - n
            await conn.executemany(
                _INSERT, [(session, start + i, *row) for i, row in enumerate(rows)]
            )

    async def replace(self, session: str, messages: Sequence[Message]) -> None:
        rows = [_row(m) for m in messages]
        now = time.time()
        async with self._lock, self._db.transaction() as conn:
            await _archive_active(conn, session, "replace", now)
            await conn.executemany(_INSERT, [(session, i, *row) for i, row in enumerate(rows)])
            await conn.execute(_SET_COUNT, (session, len(rows), now))

    async def replace_prefix(self, session: str, n: int, messages: Sequence[Message]) -> bool:
        """Swap the first `n` active messages for `messages`, keeping the rest after them.

        The whole active history is archived first, as `replace` does, so a restore brings
        back everything. False, and nothing written, when fewer than `n` are active.
        """
        rows = [_row(m) for m in messages]
        now = time.time()
        async with self._lock, self._db.transaction() as conn:
            result = await conn.execute_fetchall(
                "SELECT msg_count FROM chat_session WHERE session_id = ?", (session,)
            )
            count = next(iter(result), (0,))[0]
            if count < n:
                return False
            batch = await _archive_active(conn, session, "replace", now)
            await conn.executemany(_INSERT, [(session, i, *row) for i, row in enumerate(rows)])
            # The messages after the prefix come back from the batch just archived,
            # renumbered to follow the new ones.
            await conn.execute(
                "INSERT INTO chat_message "
                "(session_id, seq, role, kind, payload, tokens, created_at) "
                "SELECT session_id, ? + ROW_NUMBER() OVER (ORDER BY seq) - 1, role, kind, "
                "payload, tokens, created_at FROM chat_archive "
                "WHERE session_id = ? AND batch = ? AND seq >= ?",
                (len(rows), session, batch, n),
            )
            await conn.execute(_SET_COUNT, (session, len(rows) + count - n, now))
        return True

    async def clear(self, session: str) -> None:
        now = time.time()
        async with self._lock, self._db.transaction() as conn:
            await _archive_active(conn, session, "clear", now)
            await conn.execute(_SET_COUNT, (session, 0, now))

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
            async with conn.execute(
                "INSERT INTO chat_message "
                "(session_id, seq, role, kind, payload, tokens, created_at) "
                "SELECT session_id, ROW_NUMBER() OVER (ORDER BY seq) - 1, role, kind, "
                "payload, tokens, created_at FROM chat_archive "
                "WHERE session_id = ? AND batch = ?",
                (session, batch),
            ) as cur:
                count = cur.rowcount
            await conn.execute(
                "DELETE FROM chat_archive WHERE session_id = ? AND batch = ?", (session, batch)
            )
            await conn.execute(_SET_COUNT, (session, count, now))
        return True

    async def prune_archive(self, older_than: float) -> int:
        """Delete archived messages archived before `older_than` (unix time); their count."""
        async with self._lock, self._db.transaction() as conn, conn.execute(
            "DELETE FROM chat_archive WHERE archived_at < ?", (older_than,)
        ) as cur:
            return cur.rowcount

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
                "GROUP BY session_id"
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
                "SELECT batch, archived_at, reason, payload, tokens, kind, created_at "
                "FROM chat_archive WHERE session_id = ? ORDER BY batch DESC, seq "
                "LIMIT ? OFFSET ?",
                (session, limit, max(0, offset)),
            )
        return [
            ArchivedMessage(batch, at, reason, Message(json.loads(payload), tokens=tokens,
                                                       kind=kind, created_at=created))
            for batch, at, reason, payload, tokens, kind, created in rows
        ]


async def _archive_active(
    conn: aiosqlite.Connection, session: str, reason: str, now: float
) -> int:
    """Move the session's active rows into a new archive batch (none if there are none).

    Returns the batch's number.
    """
    result = await conn.execute_fetchall(
        "SELECT COALESCE(MAX(batch), 0) + 1 FROM chat_archive WHERE session_id = ?", (session,)
    )
    batch = next(iter(result))[0]
    await conn.execute(
        "INSERT INTO chat_archive (session_id, batch, seq, role, kind, payload, tokens, "
        "created_at, archived_at, reason) "
        "SELECT session_id, ?, seq, role, kind, payload, tokens, created_at, ?, ? "
        "FROM chat_message WHERE session_id = ?",
        (batch, now, reason, session),
    )
    await conn.execute("DELETE FROM chat_message WHERE session_id = ?", (session,))
    return int(batch)
