"""History as one row per message, on either database.

Every message of a conversation is one `chat_message` row, whatever happens to it: `seq`
is its id, `pos` its place in the active conversation (NULL once superseded).
`chat_session` holds the number of active messages (the next `pos`), the next id, and a
`version` that rises with every write of the active conversation (what a process holding
it in memory checks when it takes the turn lock on a shared database). A replace, clear
or restore records what it supersedes as one numbered `chat_archive` batch of
references, so a message kept verbatim through many compressions is still stored once,
and the archive, `/restore` and the recall index each see it once.

On PostgreSQL several processes share the database: every write of a conversation first
takes its `chat_session` row lock, so two writers of one conversation queue up; the
retention job takes the row locks of the conversations it prunes, in one order, before
deleting anything. Under that row lock each write also checks the process's fence for
the conversation (see `postgres.fences`): a turn whose lock was lost cannot write over
another process's turn. A write may run twice there (the connection dropped after the
commit went out), so each notices its first attempt landed. On SQLite the row lock, the
fence and the second attempt never happen.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping, Sequence
from typing import Any

from ...images import without_images
from ...message import Message
from ..base import ArchivedMessage, RecallIndex, StoreDatabase, StoredConversation
from ..dialect import Conn

_INSERT = (
    "INSERT INTO chat_message (session_id, seq, role, kind, payload, tokens, created_at, pos) "
    "VALUES ($1, $2, $3, $4, $5, $6, $7, $8)"
)
_ACTIVE = "session_id = $1 AND pos IS NOT NULL"
_ACTIVE_ROWS = (
    "SELECT seq, role, kind, payload, tokens, created_at FROM chat_message "
    f"WHERE {_ACTIVE} ORDER BY pos"
)
_MOVE = "UPDATE chat_message SET pos = $1 WHERE session_id = $2 AND seq = $3"

# role, kind, payload, tokens, created_at: also what makes two rows the same message.
_Row = tuple[str, str, str, int, float]


def _row(m: Message) -> _Row:
    m = without_images(m)
    return (m.role, m.kind, json.dumps(m.data, ensure_ascii=False), m.tokens, m.created_at)


def _message(payload: str, tokens: int, kind: str, created_at: float) -> Message:
    return Message(json.loads(payload), tokens=tokens, kind=kind, created_at=created_at)


def _rows_of(active: Sequence[Sequence[Any]]) -> list[_Row]:
    """The rows of `_ACTIVE_ROWS` results without their seq, as `_row` makes them."""
    return [tuple(r[1:]) for r in active]  # type: ignore[misc]


class _Append:
    """One conversation's part of an append: its rows, and what its attempts found."""

    __slots__ = ("attempts", "key", "landed", "messages", "rows")

    def __init__(self, key: str, messages: Sequence[Message]) -> None:
        self.key = key
        self.messages = messages
        self.rows = [_row(m) for m in messages]
        self.attempts = 0
        self.landed: int | None = None  # the version the write left


class SqlHistoryStore:
    def __init__(self, db: StoreDatabase, index: RecallIndex | None = None) -> None:
        self._rows = db.rows()
        self._fences = self._rows.fences
        self._for_update = self._rows.dialect.for_update
        self.index = index

    async def load(self, key: str) -> list[Message]:
        rows = await self._rows.fetch(
            f"SELECT payload, tokens, kind, created_at FROM chat_message WHERE {_ACTIVE} "
            "ORDER BY pos", key)
        return [_message(*r) for r in rows]

    async def append(self, key: str, messages: Sequence[Message]) -> None:
        if messages:
            await self.append_many({key: messages})

    async def append_many(self, writes: Mapping[str, Sequence[Message]]
                          ) -> dict[str, Exception]:
        parts = [_Append(key, messages) for key, messages in writes.items() if messages]
        if not parts:
            return {}
        failed: dict[str, Exception] = {}

        async def work(conn: Conn) -> None:
            failed.clear()  # a PostgreSQL write may run again, every part with it
            if len(parts) == 1:
                await self._append(conn, parts[0])
                return
            for part in parts:
                exc = await conn.isolated(lambda part=part: self._append(conn, part))
                if exc is not None:
                    failed[part.key] = exc

        await self._rows.write(work)
        for part in parts:
            if part.key not in failed:
                self._advance(part.key, part.landed)
        return failed

    async def _append(self, conn: Conn, part: _Append) -> None:
        key, rows, n = part.key, part.rows, len(part.rows)
        part.attempts += 1
        if part.attempts > 1:
            # Under the row lock, so no other writer's turn lands between the check
            # and the write.
            version = await conn.fetchval(
                "SELECT version FROM chat_session WHERE session_id = $1"
                f"{self._for_update}", key)
            if await _already_stored(conn, key, rows):
                # The connection dropped after the commit went out: the first attempt
                # landed, and writing the turn twice would duplicate it.
                part.landed = int(version or 0)
                return
        # One upsert both creates the conversation and reserves n places and n ids:
        # no read of the history, so the cost is the same whatever its length.
        found = await conn.fetchrow(
            "INSERT INTO chat_session (session_id, msg_count, updated_at, version, "
            "next_id) VALUES ($1, $2, $3, 1, $2) ON CONFLICT (session_id) DO UPDATE SET "
            "msg_count = chat_session.msg_count + excluded.msg_count, "
            "next_id = chat_session.next_id + excluded.next_id, "
            "updated_at = excluded.updated_at, version = chat_session.version + 1 "
            "RETURNING msg_count, next_id, version",
            key, n, time.time())
        assert found is not None
        # The upsert holds the row lock now; raising rolls it back.
        self._fences.check(key, int(found[2]) - 1)
        pos, first = int(found[0]) - n, int(found[1]) - n
        await conn.executemany(
            _INSERT, [(key, first + i, *row, pos + i) for i, row in enumerate(rows)])
        if self.index is not None:
            await self.index.add(conn.raw, key,
                                 [(first + i, m) for i, m in enumerate(part.messages)])
        part.landed = int(found[2])

    async def replace(self, key: str, messages: Sequence[Message]) -> None:
        rows = [_row(m) for m in messages]
        seen: int | None = None  # the version the first attempt found
        landed: int | None = None

        async def work(conn: Conn) -> None:
            nonlocal seen, landed
            now = time.time()
            next_id, version = await _lock_session(conn, key, now)
            active = await conn.fetch(_ACTIVE_ROWS, key)
            if seen is None:
                seen = version
            elif version > seen and _rows_of(active) == rows:
                # The connection dropped after the commit went out: the swap landed, and
                # doing it again would archive the new list as if it were superseded.
                landed = version
                return
            self._fences.check(key, version)
            landed = version + 1
            await _archive_active(conn, key, "replace", now)
            # A message the new list keeps is the row it already has, not a copy.
            next_id, new = await _place(conn, key, rows, messages, active, next_id)
            await _set_session(conn, key, len(rows), next_id, now)
            if self.index is not None and new:
                await self.index.add(conn.raw, key, new)

        await self._rows.write(work)
        self._advance(key, landed)

    async def replace_prefix(self, key: str, prefix: Sequence[Message],
                             messages: Sequence[Message]) -> bool:
        """Swap the active messages that start the conversation, `prefix`, for
        `messages`, keeping the rest after them.

        The whole active history is archived first, as `replace` does, so a restore brings
        back everything. False, and nothing written, when the stored conversation does not
        start with `prefix` (fewer messages, or other ones: a write the caller's copy has
        never reached the store).
        """
        old = [_row(m) for m in prefix]
        n = len(old)
        rows = [_row(m) for m in messages]
        seen: int | None = None  # the version the first attempt found
        landed: int | None = None

        async def work(conn: Conn) -> bool:
            nonlocal seen, landed
            now = time.time()
            # The row lock first: a process appending between reading the list and the
            # swap would otherwise have its messages renumbered over.
            found = await conn.fetchrow(
                "SELECT next_id, version FROM chat_session WHERE session_id = $1"
                f"{self._for_update}", key)
            if found is None:
                if n > 0:
                    return False
                found = await _lock_session(conn, key, now)
            next_id, version = int(found[0]), int(found[1])
            active = await conn.fetch(_ACTIVE_ROWS, key)
            if seen is None:
                seen = version
            elif version > seen and _rows_of(active[:len(rows)]) == rows:
                # The connection dropped after the commit went out: the swap landed, and
                # doing it again would replace the first n messages of the new list.
                landed = version
                return True
            if _rows_of(active[:n]) != old:
                return False
            self._fences.check(key, version)
            landed = version + 1
            await _archive_active(conn, key, "replace", now)
            # Only the prefix may be reused: the messages after it keep their own rows.
            next_id, new = await _place(conn, key, rows, messages, active[:n], next_id)
            # The messages after the prefix stay the rows they are, renumbered to follow.
            rest = [int(r[0]) for r in active[n:]]
            await conn.executemany(_MOVE, [(len(rows) + i, key, seq)
                                           for i, seq in enumerate(rest)])
            await _set_session(conn, key, len(rows) + len(rest), next_id, now)
            if self.index is not None and new:
                await self.index.add(conn.raw, key, new)
            return True

        done = await self._rows.write(work)
        self._advance(key, landed)
        return done

    async def clear(self, key: str) -> None:
        landed: int | None = None

        async def work(conn: Conn) -> None:
            nonlocal landed
            now = time.time()
            next_id, version = await _lock_session(conn, key, now)
            self._fences.check(key, version)
            await _archive_active(conn, key, "clear", now)
            await _set_session(conn, key, 0, next_id, now)
            landed = version + 1

        await self._rows.write(work)
        self._advance(key, landed)

    async def restore_last(self, key: str) -> bool:
        seen: int | None = None  # the version the first attempt found
        restoring: list[int] = []  # the ids the first attempt brought back
        landed: int | None = None

        async def work(conn: Conn) -> bool:
            nonlocal seen, restoring, landed
            now = time.time()
            next_id, version = await _lock_session(conn, key, now)
            if seen is None:
                seen = version
            elif version > seen and restoring and [int(r[0]) for r in await conn.fetch(
                    _ACTIVE_ROWS, key)] == restoring:
                # The connection dropped after the commit went out: the restore landed,
                # and doing it again would swap straight back.
                landed = version
                return True
            batch = await conn.fetchval(
                "SELECT MAX(batch) FROM chat_archive WHERE session_id = $1", key)
            if batch is None:
                return False
            self._fences.check(key, version)
            landed = version + 1
            # Archive first so that the messages being replaced are kept as well.
            await _archive_active(conn, key, "restore", now)
            ids = [int(r[0]) for r in await conn.fetch(
                "SELECT msg_id FROM chat_archive WHERE session_id = $1 AND batch = $2 "
                "ORDER BY pos", key, batch)]
            await conn.executemany(_MOVE, [(pos, key, seq) for pos, seq in enumerate(ids)])
            await conn.execute(
                "DELETE FROM chat_archive WHERE session_id = $1 AND batch = $2", key, batch)
            await _set_session(conn, key, len(ids), next_id, now)
            restoring = ids
            return True

        done = await self._rows.write(work)
        self._advance(key, landed)
        return done

    def _advance(self, key: str, landed: int | None) -> None:
        """A committed write of this process left `key` at `landed`."""
        if landed is not None:
            self._fences.advance(key, landed)

    async def prune_archive(self, older_than: float) -> int:
        """Delete what was archived before `older_than` (unix time); the count of
        archived messages dropped. A message goes (with its index entry) once neither
        the active conversation nor a remaining batch refers to it."""

        async def work(conn: Conn) -> int:
            keys = sorted(r[0] for r in await conn.fetch(
                "SELECT DISTINCT session_id FROM chat_archive WHERE archived_at < $1",
                older_than))
            dropped = 0
            gone: list[tuple[str, int]] = []
            for key in keys:
                # The conversations' row locks, in one order (two pruning processes never
                # deadlock; a writer holds one conversation's only): a restore in another
                # process then never brings back a message deleted under it.
                await conn.fetch("SELECT 1 FROM chat_session WHERE session_id = $1"
                                 f"{self._for_update}", key)
                dropped += len(await conn.fetch(
                    "DELETE FROM chat_archive WHERE session_id = $1 AND archived_at < $2 "
                    "RETURNING msg_id", key, older_than))
                gone += [(key, int(r[0])) for r in await conn.fetch(
                    "DELETE FROM chat_message WHERE session_id = $1 AND pos IS NULL "
                    "AND NOT EXISTS (SELECT 1 FROM chat_archive a WHERE a.session_id = $1 "
                    "AND a.msg_id = chat_message.seq) RETURNING seq", key)]
            if self.index is not None and gone:
                await self.index.remove(conn.raw, sorted(gone))
            return dropped

        return await self._rows.write(work)

    async def archive_batches(self, key: str) -> list[dict[str, Any]]:
        """The conversation's archive batches, newest first."""
        rows = await self._rows.fetch(
            "SELECT batch, MAX(archived_at), MAX(reason), COUNT(*) FROM chat_archive "
            "WHERE session_id = $1 GROUP BY batch ORDER BY batch DESC", key)
        return [
            {"batch": b, "archived_at": at, "reason": reason, "message_count": count}
            for b, at, reason, count in rows
        ]

    async def conversations(self) -> list[StoredConversation]:
        """Every conversation with active messages, most recently active first."""
        # One pass over the active rows: they are bounded by the context budgets (older
        # talk moves to the archive), so this stays a page-load cost, never a chat one.
        rows = await self._rows.fetch(
            "SELECT session_id, COUNT(*), SUM(tokens), MAX(created_at) FROM chat_message "
            "WHERE pos IS NOT NULL GROUP BY session_id")
        found = [StoredConversation(s, int(n), int(t or 0), float(at or 0))
                 for s, n, t, at in rows]
        return sorted(found, key=lambda c: (-c.last_active, c.key))

    async def archived(self, key: str, offset: int = 0,
                       limit: int = 50) -> list[ArchivedMessage]:
        """A page of the archive: newest batch first, each batch in its message order."""
        if limit <= 0:
            return []
        rows = await self._rows.fetch(
            "SELECT a.batch, a.archived_at, a.reason, m.payload, m.tokens, m.kind, "
            "m.created_at FROM chat_archive a JOIN chat_message m "
            "ON m.session_id = a.session_id AND m.seq = a.msg_id "
            "WHERE a.session_id = $1 ORDER BY a.batch DESC, a.pos LIMIT $2 OFFSET $3",
            key, limit, max(0, offset))
        return [
            ArchivedMessage(batch, at, reason, _message(payload, tokens, kind, created))
            for batch, at, reason, payload, tokens, kind, created in rows
        ]

    async def every_message(self) -> list[tuple[str, int, Message]]:
        """(key, id, message) of every stored message: to build the index anew."""
        rows = await self._rows.fetch(
            "SELECT session_id, seq, payload, tokens, kind, created_at FROM chat_message "
            "ORDER BY session_id, seq")
        return [(r[0], int(r[1]), _message(*r[2:])) for r in rows]

    async def upgrade(self) -> None:
        """Nothing to bring into the current form: the migrations did it."""
        return None


async def _lock_session(conn: Conn, key: str, now: float) -> tuple[int, int]:
    """Take the conversation's row lock first, so two writers of one conversation queue
    up instead of both numbering a new archive batch; its (next id, version)."""
    found = await conn.fetchrow(
        "INSERT INTO chat_session (session_id, msg_count, updated_at) VALUES ($1, 0, $2) "
        "ON CONFLICT (session_id) DO UPDATE SET updated_at = excluded.updated_at "
        "RETURNING next_id, version",
        key, now)
    assert found is not None
    return int(found[0]), int(found[1])


async def _set_session(conn: Conn, key: str, count: int, next_id: int, now: float) -> None:
    await conn.execute(
        "UPDATE chat_session SET msg_count = $2, next_id = $3, updated_at = $4, "
        "version = version + 1 WHERE session_id = $1",
        key, count, next_id, now)


async def _place(conn: Conn, key: str, rows: Sequence[_Row], messages: Sequence[Message],
                 reusable_rows: Sequence[Sequence[Any]], next_id: int
                 ) -> tuple[int, list[tuple[int, Message]]]:
    """Write `rows` as active positions 0..n-1, each one that equals a row of
    `reusable_rows` (seq first) taking that row rather than a copy; the next free seq and
    the messages that got a new row (they are the ones to index)."""
    reusable: dict[tuple[Any, ...], list[int]] = {}
    for r in reusable_rows:
        reusable.setdefault(tuple(r[1:]), []).append(int(r[0]))
    moves: list[tuple[int, str, int]] = []
    inserts: list[tuple[Any, ...]] = []
    new: list[tuple[int, Message]] = []
    for pos, (row, message) in enumerate(zip(rows, messages, strict=True)):
        same = reusable.get(row)
        if same:
            moves.append((pos, key, same.pop(0)))
            continue
        inserts.append((key, next_id, *row, pos))
        new.append((next_id, message))
        next_id += 1
    if moves:
        await conn.executemany(_MOVE, moves)
    if inserts:
        await conn.executemany(_INSERT, inserts)
    return next_id, new


async def _already_stored(conn: Conn, key: str, rows: Sequence[_Row]) -> bool:
    last = await conn.fetch(
        "SELECT role, kind, payload, tokens, created_at FROM chat_message "
        f"WHERE {_ACTIVE} ORDER BY pos DESC LIMIT $2",
        key, len(rows))
    return [tuple(r) for r in reversed(last)] == list(rows)


async def _archive_active(conn: Conn, key: str, reason: str, now: float) -> None:
    """Record the active messages as a new archive batch (none if there are none) and
    take them out of the active conversation. The rows themselves stay."""
    batch = await conn.fetchval(
        "SELECT COALESCE(MAX(batch), 0) + 1 FROM chat_archive WHERE session_id = $1", key)
    await conn.execute(
        "INSERT INTO chat_archive (session_id, batch, pos, msg_id, archived_at, reason) "
        f"SELECT session_id, $2, pos, seq, $3, $4 FROM chat_message WHERE {_ACTIVE}",
        key, batch, now, reason)
    await conn.execute(f"UPDATE chat_message SET pos = NULL WHERE {_ACTIVE}", key)
