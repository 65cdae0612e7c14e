"""History as one PostgreSQL row per message: the SQL backend's layout and contract.

Active messages of a session are `chat_message` rows numbered 0..n-1; `chat_session.
msg_count` is both the next seq and the number of active messages, and `version` rises
with every write. What replace, clear and restore supersede moves to `chat_archive` as
one numbered batch.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from typing import Any

import asyncpg

from ...images import without_images
from ...message import Message
from ..base import ArchivedMessage, StoredConversation
from .database import PostgresDatabase

_INSERT = (
    "INSERT INTO chat_message (session_id, seq, role, kind, payload, tokens, created_at) "
    "VALUES ($1, $2, $3, $4, $5, $6, $7)"
)
_SET_COUNT = (
    "INSERT INTO chat_session (session_id, msg_count, updated_at, version) "
    "VALUES ($1, $2, $3, 1) ON CONFLICT (session_id) DO UPDATE SET "
    "msg_count = excluded.msg_count, updated_at = excluded.updated_at, "
    "version = chat_session.version + 1"
)

_Row = tuple[str, str, str, int, float]


def _row(m: Message) -> _Row:
    m = without_images(m)
    return (m.role, m.kind, json.dumps(m.data, ensure_ascii=False), m.tokens, m.created_at)


class PostgresHistoryStore:
    def __init__(self, db: PostgresDatabase) -> None:
        self._db = db

    async def load(self, session: str) -> list[Message]:
        rows = await self._db.fetch(
            "SELECT payload, tokens, kind, created_at FROM chat_message "
            "WHERE session_id = $1 ORDER BY seq",
            session,
        )
        return [
            Message(json.loads(r[0]), tokens=r[1], kind=r[2], created_at=r[3]) for r in rows
        ]

    async def version(self, session: str) -> int:
        """How many writes the session has had (0 for one never written)."""
        found = await self._db.fetchval(
            "SELECT version FROM chat_session WHERE session_id = $1", session)
        return int(found or 0)

    async def append(self, session: str, messages: Sequence[Message]) -> None:
        if not messages:
            return
        rows = [_row(m) for m in messages]
        n = len(rows)
        attempts = 0

        async def work(conn: asyncpg.Connection) -> None:
            nonlocal attempts
            attempts += 1
            if attempts > 1 and await _already_stored(conn, session, rows):
                # The connection dropped after the commit went out: the first attempt
                # landed, and writing the turn twice would duplicate it.
                return
            count = await conn.fetchval(
                "INSERT INTO chat_session (session_id, msg_count, updated_at, version) "
                "VALUES ($1, $2, $3, 1) ON CONFLICT (session_id) DO UPDATE SET "
                "msg_count = chat_session.msg_count + excluded.msg_count, "
                "updated_at = excluded.updated_at, version = chat_session.version + 1 "
                "RETURNING msg_count",
                session, n, time.time(),
            )
            start = int(count) - n
            await conn.executemany(
                _INSERT, [(session, start + i, *row) for i, row in enumerate(rows)])

        await self._db.run(work)

    async def replace(self, session: str, messages: Sequence[Message]) -> None:
        rows = [_row(m) for m in messages]

        async def work(conn: asyncpg.Connection) -> None:
            now = time.time()
            await _lock_session(conn, session, now)
            await _archive_active(conn, session, "replace", now)
            await conn.executemany(_INSERT, [(session, i, *row) for i, row in enumerate(rows)])
            await conn.execute(_SET_COUNT, session, len(rows), now)

        await self._db.run(work)

    async def replace_prefix(self, session: str, n: int, messages: Sequence[Message]) -> bool:
        """Swap the first `n` active messages for `messages`, keeping the rest after them.

        The whole active history is archived first, as `replace` does, so a restore brings
        back everything. False, and nothing written, when fewer than `n` are active.
        """
        rows = [_row(m) for m in messages]

        seen: int | None = None  # the version the first attempt found

        async def work(conn: asyncpg.Connection) -> bool:
            nonlocal seen
            now = time.time()
            # The row lock first: a process appending between reading the count and the
            # swap would otherwise have its messages renumbered over.
            found = await conn.fetchrow(
                "SELECT msg_count, version FROM chat_session WHERE session_id = $1 "
                "FOR UPDATE", session)
            if found is None:
                if n > 0:
                    return False
                await _lock_session(conn, session, now)
                found = await conn.fetchrow(
                    "SELECT msg_count, version FROM chat_session WHERE session_id = $1",
                    session)
            count, version = int(found[0]), int(found[1])
            if seen is None:
                seen = version
            elif version > seen and await _head_is(conn, session, rows):
                # The connection dropped after the commit went out: the swap landed, and
                # doing it again would replace the first n messages of the new list.
                return True
            if count < n:
                return False
            batch = await _archive_active(conn, session, "replace", now)
            await conn.executemany(_INSERT, [(session, i, *row) for i, row in enumerate(rows)])
            # The messages after the prefix come back from the batch just archived,
            # renumbered to follow the new ones.
            await conn.execute(
                "INSERT INTO chat_message "
                "(session_id, seq, role, kind, payload, tokens, created_at) "
                "SELECT session_id, $2 + ROW_NUMBER() OVER (ORDER BY seq) - 1, role, kind, "
                "payload, tokens, created_at FROM chat_archive "
                "WHERE session_id = $1 AND batch = $3 AND seq >= $4",
                session, len(rows), batch, n,
            )
            await conn.execute(_SET_COUNT, session, len(rows) + count - n, now)
            return True

        return await self._db.run(work)

    async def clear(self, session: str) -> None:
        async def work(conn: asyncpg.Connection) -> None:
            now = time.time()
            await _lock_session(conn, session, now)
            await _archive_active(conn, session, "clear", now)
            await conn.execute(_SET_COUNT, session, 0, now)

        await self._db.run(work)

    async def restore_last(self, session: str) -> bool:
        async def work(conn: asyncpg.Connection) -> bool:
            now = time.time()
            await _lock_session(conn, session, now)
            batch = await conn.fetchval(
                "SELECT MAX(batch) FROM chat_archive WHERE session_id = $1", session)
            if batch is None:
                return False
            # Archive first so that the messages being replaced are kept as well.
            await _archive_active(conn, session, "restore", now)
            status = await conn.execute(
                "INSERT INTO chat_message "
                "(session_id, seq, role, kind, payload, tokens, created_at) "
                "SELECT session_id, ROW_NUMBER() OVER (ORDER BY seq) - 1, role, kind, "
                "payload, tokens, created_at FROM chat_archive "
                "WHERE session_id = $1 AND batch = $2",
                session, batch,
            )
            await conn.execute(
                "DELETE FROM chat_archive WHERE session_id = $1 AND batch = $2", session, batch)
            await conn.execute(_SET_COUNT, session, _count(status), now)
            return True

        return await self._db.run(work)

    async def prune_archive(self, older_than: float) -> int:
        """Delete archived messages archived before `older_than` (unix time); their count."""
        status = await self._db.run(lambda conn: conn.execute(
            "DELETE FROM chat_archive WHERE archived_at < $1", older_than))
        return _count(status)

    async def archive_batches(self, session: str) -> list[dict[str, Any]]:
        """The session's archive batches, newest first."""
        rows = await self._db.fetch(
            "SELECT batch, MAX(archived_at), MAX(reason), COUNT(*) FROM chat_archive "
            "WHERE session_id = $1 GROUP BY batch ORDER BY batch DESC",
            session,
        )
        return [
            {"batch": b, "archived_at": at, "reason": reason, "message_count": count}
            for b, at, reason, count in rows
        ]

    async def conversations(self) -> list[StoredConversation]:
        """Every session with active messages, most recently active first."""
        # One pass over the active rows: they are bounded by the context budgets (older
        # talk moves to the archive), so this stays a page-load cost, never a chat one.
        rows = await self._db.fetch(
            "SELECT session_id, COUNT(*), SUM(tokens), MAX(created_at) FROM chat_message "
            "GROUP BY session_id")
        found = [StoredConversation(s, int(n), int(t or 0), float(at or 0))
                 for s, n, t, at in rows]
        return sorted(found, key=lambda c: (-c.last_active, c.session_id))

    async def archived(self, session: str, offset: int = 0,
                       limit: int = 50) -> list[ArchivedMessage]:
        """A page of the archive: newest batch first, each batch in its message order."""
        if limit <= 0:
            return []
        rows = await self._db.fetch(
            "SELECT batch, archived_at, reason, payload, tokens, kind, created_at "
            "FROM chat_archive WHERE session_id = $1 ORDER BY batch DESC, seq "
            "LIMIT $2 OFFSET $3",
            session, limit, max(0, offset),
        )
        return [
            ArchivedMessage(batch, at, reason, Message(json.loads(payload), tokens=tokens,
                                                       kind=kind, created_at=created))
            for batch, at, reason, payload, tokens, kind, created in rows
        ]


def _count(status: str) -> int:
    """The row count of a command tag such as `INSERT 0 5` or `DELETE 3`."""
    return int(status.rsplit(" ", 1)[-1])


async def _lock_session(conn: asyncpg.Connection, session: str, now: float) -> None:
    """Take the session's row lock first, so two writers of one session queue up instead
    of both numbering a new archive batch."""
    await conn.execute(
        "INSERT INTO chat_session (session_id, msg_count, updated_at) VALUES ($1, 0, $2) "
        "ON CONFLICT (session_id) DO UPDATE SET updated_at = excluded.updated_at",
        session, now,
    )


async def _already_stored(
    conn: asyncpg.Connection, session: str, rows: Sequence[_Row]
) -> bool:
    last = await conn.fetch(
        "SELECT role, kind, payload, tokens, created_at FROM chat_message "
        "WHERE session_id = $1 ORDER BY seq DESC LIMIT $2",
        session, len(rows),
    )
    return [tuple(r) for r in reversed(last)] == list(rows)


async def _head_is(conn: asyncpg.Connection, session: str, rows: Sequence[_Row]) -> bool:
    first = await conn.fetch(
        "SELECT role, kind, payload, tokens, created_at FROM chat_message "
        "WHERE session_id = $1 ORDER BY seq LIMIT $2",
        session, len(rows),
    )
    return [tuple(r) for r in first] == list(rows)


async def _archive_active(
    conn: asyncpg.Connection, session: str, reason: str, now: float
) -> int:
    """Move the session's active rows into a new archive batch (none if there are none);
    the batch's number."""
    batch = await conn.fetchval(
        "SELECT COALESCE(MAX(batch), 0) + 1 FROM chat_archive WHERE session_id = $1", session)
    await conn.execute(
        "INSERT INTO chat_archive (session_id, batch, seq, role, kind, payload, tokens, "
        "created_at, archived_at, reason) "
        "SELECT session_id, $2, seq, role, kind, payload, tokens, created_at, $3, $4 "
        "FROM chat_message WHERE session_id = $1",
        session, batch, now, reason,
    )
    await conn.execute("DELETE FROM chat_message WHERE session_id = $1", session)
    return int(batch)
