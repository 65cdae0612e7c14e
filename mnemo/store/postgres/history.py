"""History as one PostgreSQL row per message: the SQL backend's layout and contract.

Every message of a session is one `chat_message` row, whatever happens to it: `seq` is
its id, `pos` its place in the active conversation (NULL once superseded). `chat_session`
holds the number of active messages (the next `pos`), the next id, and a `version` that
rises with every write of the active conversation (what a process holding it in memory
checks when it takes the turn lock). A replace, clear or restore records what it
supersedes as one numbered `chat_archive` batch of references, so a message kept verbatim
through many compressions is still stored once, and the archive, `/restore` and the
recall index each see it once.

Several processes share the database: every write of a session first takes its
`chat_session` row lock, so two writers of one session queue up; the retention job takes
the row locks of the sessions it prunes, in one order, before deleting anything. Under
that row lock each write also checks the process's fence for the session (see
`fences`): a turn whose lock was lost cannot write over another process's turn.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from typing import Any

import asyncpg

from ...images import without_images
from ...message import Message
from ..base import ArchivedMessage, RecallIndex, StoredConversation
from .database import PostgresDatabase

_INSERT = (
    "INSERT INTO chat_message (session_id, seq, role, kind, payload, tokens, created_at, pos) "
    "VALUES ($1, $2, $3, $4, $5, $6, $7, $8)"
)
_ACTIVE = "session_id = $1 AND pos IS NOT NULL"
_ACTIVE_ROWS = (
    "SELECT seq, role, kind, payload, tokens, created_at FROM chat_message "
    f"WHERE {_ACTIVE} ORDER BY pos"
)
# Several rows to their new places in one statement: $2 the seqs, $3 their positions.
_MOVE = (
    "UPDATE chat_message m SET pos = u.pos FROM unnest($2::int[], $3::int[]) AS u(seq, pos) "
    "WHERE m.session_id = $1 AND m.seq = u.seq"
)

# role, kind, payload, tokens, created_at: also what makes two rows the same message.
_Row = tuple[str, str, str, int, float]


def _row(m: Message) -> _Row:
    m = without_images(m)
    return (m.role, m.kind, json.dumps(m.data, ensure_ascii=False), m.tokens, m.created_at)


def _message(payload: str, tokens: int, kind: str, created_at: float) -> Message:
    return Message(json.loads(payload), tokens=tokens, kind=kind, created_at=created_at)


class PostgresHistoryStore:
    def __init__(self, db: PostgresDatabase, index: RecallIndex | None = None) -> None:
        self._db = db
        self.index = index
        self._fences = db.fences

    async def load(self, session: str) -> list[Message]:
        rows = await self._db.fetch(
            f"SELECT payload, tokens, kind, created_at FROM chat_message WHERE {_ACTIVE} "
            "ORDER BY pos",
            session,
        )
        return [_message(*r) for r in rows]

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
        landed: int | None = None  # the version the write left

        async def work(conn: asyncpg.Connection) -> None:
            nonlocal attempts, landed
            attempts += 1
            if attempts > 1:
                # Under the row lock, so no other writer's turn lands between the check
                # and the write.
                version = await conn.fetchval(
                    "SELECT version FROM chat_session WHERE session_id = $1 FOR UPDATE",
                    session)
                if await _already_stored(conn, session, rows):
                    # The connection dropped after the commit went out: the first attempt
                    # landed, and writing the turn twice would duplicate it.
                    landed = int(version or 0)
                    return
            # One upsert both creates the session and reserves n places and n ids: no
            # read of the history, so the cost is the same whatever its length.
            found = await conn.fetchrow(
                "INSERT INTO chat_session (session_id, msg_count, updated_at, version, "
                "next_id) VALUES ($1, $2, $3, 1, $2) ON CONFLICT (session_id) DO UPDATE SET "
                "msg_count = chat_session.msg_count + excluded.msg_count, "
                "next_id = chat_session.next_id + excluded.next_id, "
                "updated_at = excluded.updated_at, version = chat_session.version + 1 "
                "RETURNING msg_count, next_id, version",
                session, n, time.time(),
            )
            # The upsert holds the row lock now; raising rolls it back.
            self._fences.check(session, int(found[2]) - 1)
            pos, first = int(found[0]) - n, int(found[1]) - n
            await conn.executemany(
                _INSERT, [(session, first + i, *row, pos + i) for i, row in enumerate(rows)])
            if self.index is not None:
                await self.index.add(conn, session,
                                     [(first + i, m) for i, m in enumerate(messages)])
            landed = int(found[2])

        await self._db.run(work)
        self._advance(session, landed)

    async def replace(self, session: str, messages: Sequence[Message]) -> None:
        rows = [_row(m) for m in messages]
        seen: int | None = None  # the version the first attempt found
        landed: int | None = None

        async def work(conn: asyncpg.Connection) -> None:
            nonlocal seen, landed
            now = time.time()
            next_id, version = await _lock_session(conn, session, now)
            active = list(await conn.fetch(_ACTIVE_ROWS, session))
            if seen is None:
                seen = version
            elif version > seen and [tuple(r[1:]) for r in active] == rows:
                # The connection dropped after the commit went out: the swap landed, and
                # doing it again would archive the new list as if it were superseded.
                landed = version
                return
            self._fences.check(session, version)
            landed = version + 1
            await _archive_active(conn, session, "replace", now)
            # A message the new list keeps is the row it already has, not a copy.
            next_id, new = await _place(conn, session, rows, messages, active, next_id)
            await _set_session(conn, session, len(rows), next_id, now)
            if self.index is not None and new:
                await self.index.add(conn, session, new)

        await self._db.run(work)
        self._advance(session, landed)

    async def replace_prefix(self, session: str, n: int, messages: Sequence[Message]) -> bool:
        """Swap the first `n` active messages for `messages`, keeping the rest after them.

        The whole active history is archived first, as `replace` does, so a restore brings
        back everything. False, and nothing written, when fewer than `n` are active.
        """
        rows = [_row(m) for m in messages]
        seen: int | None = None  # the version the first attempt found
        landed: int | None = None

        async def work(conn: asyncpg.Connection) -> bool:
            nonlocal seen, landed
            now = time.time()
            # The row lock first: a process appending between reading the list and the
            # swap would otherwise have its messages renumbered over.
            found = await conn.fetchrow(
                "SELECT next_id, version FROM chat_session WHERE session_id = $1 "
                "FOR UPDATE", session)
            if found is None:
                if n > 0:
                    return False
                found = await _lock_session(conn, session, now)
            next_id, version = int(found[0]), int(found[1])
            active = list(await conn.fetch(_ACTIVE_ROWS, session))
            if seen is None:
                seen = version
            elif version > seen and [tuple(r[1:]) for r in active[:len(rows)]] == rows:
                # The connection dropped after the commit went out: the swap landed, and
                # doing it again would replace the first n messages of the new list.
                landed = version
                return True
            if len(active) < n:
                return False
            self._fences.check(session, version)
            landed = version + 1
            await _archive_active(conn, session, "replace", now)
            # Only the prefix may be reused: the messages after it keep their own rows.
            next_id, new = await _place(conn, session, rows, messages, active[:n], next_id)
            # The messages after the prefix stay the rows they are, renumbered to follow.
            rest = [r[0] for r in active[n:]]
            if rest:
                await conn.execute(_MOVE, session, rest,
                                   list(range(len(rows), len(rows) + len(rest))))
            await _set_session(conn, session, len(rows) + len(rest), next_id, now)
            if self.index is not None and new:
                await self.index.add(conn, session, new)
            return True

        done = await self._db.run(work)
        self._advance(session, landed)
        return done

    async def clear(self, session: str) -> None:
        landed: int | None = None

        async def work(conn: asyncpg.Connection) -> None:
            nonlocal landed
            now = time.time()
            next_id, version = await _lock_session(conn, session, now)
            self._fences.check(session, version)
            await _archive_active(conn, session, "clear", now)
            await _set_session(conn, session, 0, next_id, now)
            landed = version + 1

        await self._db.run(work)
        self._advance(session, landed)

    async def restore_last(self, session: str) -> bool:
        seen: int | None = None  # the version the first attempt found
        restoring: list[int] = []  # the ids the first attempt brought back
        landed: int | None = None

        async def work(conn: asyncpg.Connection) -> bool:
            nonlocal seen, restoring, landed
            now = time.time()
            next_id, version = await _lock_session(conn, session, now)
            if seen is None:
                seen = version
            elif version > seen and restoring and await conn.fetchval(
                    f"SELECT array_agg(seq ORDER BY pos) FROM chat_message WHERE {_ACTIVE}",
                    session) == restoring:
                # The connection dropped after the commit went out: the restore landed,
                # and doing it again would swap straight back.
                landed = version
                return True
            batch = await conn.fetchval(
                "SELECT MAX(batch) FROM chat_archive WHERE session_id = $1", session)
            if batch is None:
                return False
            self._fences.check(session, version)
            landed = version + 1
            # Archive first so that the messages being replaced are kept as well.
            await _archive_active(conn, session, "restore", now)
            ids = [int(r[0]) for r in await conn.fetch(
                "SELECT msg_id FROM chat_archive WHERE session_id = $1 AND batch = $2 "
                "ORDER BY pos", session, batch)]
            await conn.execute(_MOVE, session, ids, list(range(len(ids))))
            await conn.execute(
                "DELETE FROM chat_archive WHERE session_id = $1 AND batch = $2", session, batch)
            await _set_session(conn, session, len(ids), next_id, now)
            restoring = ids
            return True

        done = await self._db.run(work)
        self._advance(session, landed)
        return done

    def _advance(self, session: str, landed: int | None) -> None:
        """A committed write of this process left `session` at `landed`."""
        if landed is not None:
            self._fences.advance(session, landed)

    async def prune_archive(self, older_than: float) -> int:
        """Delete what was archived before `older_than` (unix time); the count of
        archived messages dropped. A message goes (with its index entry) once neither
        the active conversation nor a remaining batch refers to it."""

        async def work(conn: asyncpg.Connection) -> int:
            sessions = [r[0] for r in await conn.fetch(
                "SELECT DISTINCT session_id FROM chat_archive WHERE archived_at < $1",
                older_than)]
            if not sessions:
                return 0
            # The sessions' row locks, in one order (two pruning processes never deadlock;
            # a writer holds one session's only): a restore in another process then
            # never brings back a message deleted under it.
            await conn.execute(
                "SELECT 1 FROM chat_session WHERE session_id = ANY($1::text[]) "
                "ORDER BY session_id FOR UPDATE", sessions)
            dropped = await conn.fetch(
                "DELETE FROM chat_archive WHERE archived_at < $1 "
                "AND session_id = ANY($2::text[]) RETURNING session_id, msg_id",
                older_than, sessions)
            pairs = sorted({(r[0], int(r[1])) for r in dropped})
            gone = await conn.fetch(
                "DELETE FROM chat_message m USING unnest($1::text[], $2::int[]) AS d(s, id) "
                "WHERE m.session_id = d.s AND m.seq = d.id AND m.pos IS NULL "
                "AND NOT EXISTS (SELECT 1 FROM chat_archive a "
                "WHERE a.session_id = m.session_id AND a.msg_id = m.seq) "
                "RETURNING m.session_id, m.seq",
                [s for s, _ in pairs], [i for _, i in pairs])
            if self.index is not None and gone:
                await self.index.remove(conn, sorted((r[0], int(r[1])) for r in gone))
            return len(dropped)

        return await self._db.run(work)

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
        # One pass over the active rows (the partial index holds only those): they are
        # bounded by the context budgets, so this stays a page-load cost, never a chat one.
        rows = await self._db.fetch(
            "SELECT session_id, COUNT(*), SUM(tokens), MAX(created_at) FROM chat_message "
            "WHERE pos IS NOT NULL GROUP BY session_id")
        found = [StoredConversation(s, int(n), int(t or 0), float(at or 0))
                 for s, n, t, at in rows]
        return sorted(found, key=lambda c: (-c.last_active, c.session_id))

    async def archived(self, session: str, offset: int = 0,
                       limit: int = 50) -> list[ArchivedMessage]:
        """A page of the archive: newest batch first, each batch in its message order."""
        if limit <= 0:
            return []
        rows = await self._db.fetch(
            "SELECT a.batch, a.archived_at, a.reason, m.payload, m.tokens, m.kind, "
            "m.created_at FROM chat_archive a JOIN chat_message m "
            "ON m.session_id = a.session_id AND m.seq = a.msg_id "
            "WHERE a.session_id = $1 ORDER BY a.batch DESC, a.pos LIMIT $2 OFFSET $3",
            session, limit, max(0, offset),
        )
        return [
            ArchivedMessage(batch, at, reason, _message(payload, tokens, kind, created))
            for batch, at, reason, payload, tokens, kind, created in rows
        ]

    async def stored_messages(self, session: str) -> int:
        """How many messages the session keeps, active and archived, each once."""
        found = await self._db.fetchval(
            "SELECT COUNT(*) FROM chat_message WHERE session_id = $1", session)
        return int(found)

    async def every_message(self) -> list[tuple[str, int, Message]]:
        """(session, id, message) of every stored message: to build the index anew."""
        rows = await self._db.fetch(
            "SELECT session_id, seq, payload, tokens, kind, created_at FROM chat_message "
            "ORDER BY session_id, seq")
        return [(r[0], int(r[1]), _message(*r[2:])) for r in rows]


async def _lock_session(conn: asyncpg.Connection, session: str, now: float
                        ) -> tuple[int, int]:
    """Take the session's row lock first, so two writers of one session queue up instead
    of both numbering a new archive batch; its (next id, version)."""
    found = await conn.fetchrow(
        "INSERT INTO chat_session (session_id, msg_count, updated_at) VALUES ($1, 0, $2) "
        "ON CONFLICT (session_id) DO UPDATE SET updated_at = excluded.updated_at "
        "RETURNING next_id, version",
        session, now,
    )
    return int(found[0]), int(found[1])


async def _set_session(conn: asyncpg.Connection, session: str, count: int, next_id: int,
                       now: float) -> None:
    await conn.execute(
        "UPDATE chat_session SET msg_count = $2, next_id = $3, updated_at = $4, "
        "version = version + 1 WHERE session_id = $1",
        session, count, next_id, now)


async def _place(conn: asyncpg.Connection, session: str, rows: Sequence[_Row],
                 messages: Sequence[Message], reusable_rows: Sequence[asyncpg.Record],
                 next_id: int) -> tuple[int, list[tuple[int, Message]]]:
    """Write `rows` as active positions 0..n-1, each one that equals a row of
    `reusable_rows` (seq first) taking that row rather than a copy; the next free seq and
    the messages that got a new row (they are the ones to index)."""
    reusable: dict[tuple[Any, ...], list[int]] = {}
    for r in reusable_rows:
        reusable.setdefault(tuple(r[1:]), []).append(int(r[0]))
    moves: list[tuple[int, int]] = []
    inserts: list[tuple[Any, ...]] = []
    new: list[tuple[int, Message]] = []
    for pos, (row, message) in enumerate(zip(rows, messages, strict=True)):
        same = reusable.get(row)
        if same:
            moves.append((same.pop(0), pos))
            continue
        inserts.append((session, next_id, *row, pos))
        new.append((next_id, message))
        next_id += 1
    if moves:
        await conn.execute(_MOVE, session, [s for s, _ in moves], [p for _, p in moves])
    if inserts:
        await conn.executemany(_INSERT, inserts)
    return next_id, new


async def _already_stored(
    conn: asyncpg.Connection, session: str, rows: Sequence[_Row]
) -> bool:
    last = await conn.fetch(
        "SELECT role, kind, payload, tokens, created_at FROM chat_message "
        f"WHERE {_ACTIVE} ORDER BY pos DESC LIMIT $2",
        session, len(rows),
    )
    return [tuple(r) for r in reversed(last)] == list(rows)


async def _archive_active(
    conn: asyncpg.Connection, session: str, reason: str, now: float
) -> None:
    """Record the active messages as a new archive batch (none if there are none) and
    take them out of the active conversation. The rows themselves stay."""
    batch = await conn.fetchval(
        "SELECT COALESCE(MAX(batch), 0) + 1 FROM chat_archive WHERE session_id = $1", session)
    await conn.execute(
        "INSERT INTO chat_archive (session_id, batch, pos, msg_id, archived_at, reason) "
        f"SELECT session_id, $2, pos, seq, $3, $4 FROM chat_message WHERE {_ACTIVE}",
        session, batch, now, reason,
    )
    await conn.execute(f"UPDATE chat_message SET pos = NULL WHERE {_ACTIVE}", session)
