"""Reminders in the database: one row each, claimed once by whichever process sends it.

`ReminderStore` is the protocol, with one implementation per database. A reminder is
added after its limits are counted in the same transaction (on PostgreSQL under a lock on
the conversation, so two processes cannot both slip under a limit). `claim` turns a
pending reminder into a sent one in one statement that checks it is still pending: of
any number of processes that try, one gets it; `release` gives it back when it could not
be delivered (no QQ connection yet).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, Protocol

from ..errors import MnemoError
from .postgres import PostgresDatabase
from .sqlite import Database

State = Literal["pending", "sent", "cancelled"]
_COLUMNS = "id, conversation, member, text, due_at, created_at, state, done_at"


@dataclass(frozen=True, slots=True)
class Reminder:
    id: int
    conversation: str
    member: str
    text: str
    due_at: float
    created_at: float
    state: str
    done_at: float | None


class LimitReached(MnemoError):
    """Too many pending reminders: `scope` is "member" or "group", `limit` the limit."""

    def __init__(self, scope: str, limit: int) -> None:
        super().__init__(scope, limit)
        self.scope = scope
        self.limit = limit


class ReminderStore(Protocol):
    async def add(self, conversation: str, member: str, text: str, due_at: float,
                  created_at: float, *, member_limit: int, group_limit: int) -> Reminder: ...

    async def get(self, reminder_id: int) -> Reminder | None: ...

    async def pending(self, conversation: str | None = None,
                      member: str | None = None) -> list[Reminder]:
        """Pending reminders, soonest first."""
        ...

    async def claim(self, reminder_id: int, at: float) -> Reminder | None: ...

    async def release(self, reminder_id: int) -> None: ...

    async def cancel(self, reminder_id: int, conversation: str,
                     member: str | None = None, at: float = 0.0) -> Reminder | None: ...


def _row(row: Any) -> Reminder:
    return Reminder(int(row[0]), str(row[1]), str(row[2]), str(row[3]), float(row[4]),
                    float(row[5]), str(row[6]), None if row[7] is None else float(row[7]))


def reminder_store(db: Database | PostgresDatabase) -> ReminderStore:
    if isinstance(db, PostgresDatabase):
        return PostgresReminders(db)
    return SqliteReminders(db)


class SqliteReminders:
    def __init__(self, db: Database) -> None:
        self._db = db

    async def add(self, conversation: str, member: str, text: str, due_at: float,
                  created_at: float, *, member_limit: int, group_limit: int) -> Reminder:
        async with self._db.transaction() as conn:
            rows = await conn.execute_fetchall(
                "SELECT COUNT(*), COALESCE(SUM(member = ?), 0) FROM reminder "
                "WHERE conversation = ? AND state = 'pending'", (member, conversation))
            everyone, mine = (int(v) for v in next(iter(rows)))
            if member_limit and mine >= member_limit:
                raise LimitReached("member", member_limit)
            if group_limit and everyone >= group_limit:
                raise LimitReached("group", group_limit)
            rows = await conn.execute_fetchall(
                "INSERT INTO reminder (conversation, member, text, due_at, created_at) "
                f"VALUES (?, ?, ?, ?, ?) RETURNING {_COLUMNS}",
                (conversation, member, text, due_at, created_at))
            return _row(next(iter(rows)))

    async def get(self, reminder_id: int) -> Reminder | None:
        rows = await self._db.conn.execute_fetchall(
            f"SELECT {_COLUMNS} FROM reminder WHERE id = ?", (reminder_id,))
        return next((_row(r) for r in rows), None)

    async def pending(self, conversation: str | None = None,
                      member: str | None = None) -> list[Reminder]:
        rows = await self._db.conn.execute_fetchall(
            f"SELECT {_COLUMNS} FROM reminder WHERE state = 'pending' "
            "AND (? IS NULL OR conversation = ?) AND (? IS NULL OR member = ?) "
            "ORDER BY due_at, id", (conversation, conversation, member, member))
        return [_row(r) for r in rows]

    async def claim(self, reminder_id: int, at: float) -> Reminder | None:
        async with self._db.transaction() as conn:
            rows = await conn.execute_fetchall(
                "UPDATE reminder SET state = 'sent', done_at = ? "
                f"WHERE id = ? AND state = 'pending' RETURNING {_COLUMNS}", (at, reminder_id))
            return next((_row(r) for r in rows), None)

    async def release(self, reminder_id: int) -> None:
        async with self._db.transaction() as conn:
            await conn.execute("UPDATE reminder SET state = 'pending', done_at = NULL "
                               "WHERE id = ? AND state = 'sent'", (reminder_id,))

    async def cancel(self, reminder_id: int, conversation: str,
                     member: str | None = None, at: float = 0.0) -> Reminder | None:
        async with self._db.transaction() as conn:
            rows = await conn.execute_fetchall(
                "UPDATE reminder SET state = 'cancelled', done_at = ? "
                "WHERE id = ? AND conversation = ? AND state = 'pending' "
                f"AND (? IS NULL OR member = ?) RETURNING {_COLUMNS}",
                (at, reminder_id, conversation, member, member))
            return next((_row(r) for r in rows), None)


class PostgresReminders:
    def __init__(self, db: PostgresDatabase) -> None:
        self._db = db

    async def add(self, conversation: str, member: str, text: str, due_at: float,
                  created_at: float, *, member_limit: int, group_limit: int) -> Reminder:
        async def work(conn: Any) -> Reminder:
            # Two processes adding to one conversation at once count one after the other.
            await conn.execute("SELECT pg_advisory_xact_lock(hashtext('reminder:' || $1))",
                               conversation)
            row = await conn.fetchrow(
                "SELECT COUNT(*), COUNT(*) FILTER (WHERE member = $2) FROM reminder "
                "WHERE conversation = $1 AND state = 'pending'", conversation, member)
            everyone, mine = int(row[0]), int(row[1])
            if member_limit and mine >= member_limit:
                raise LimitReached("member", member_limit)
            if group_limit and everyone >= group_limit:
                raise LimitReached("group", group_limit)
            return _row(await conn.fetchrow(
                "INSERT INTO reminder (conversation, member, text, due_at, created_at) "
                f"VALUES ($1, $2, $3, $4, $5) RETURNING {_COLUMNS}",
                conversation, member, text, due_at, created_at))

        return await self._db.run(work)

    async def get(self, reminder_id: int) -> Reminder | None:
        rows = await self._db.fetch(f"SELECT {_COLUMNS} FROM reminder WHERE id = $1",
                                    reminder_id)
        return next((_row(r) for r in rows), None)

    async def pending(self, conversation: str | None = None,
                      member: str | None = None) -> list[Reminder]:
        rows = await self._db.fetch(
            f"SELECT {_COLUMNS} FROM reminder WHERE state = 'pending' "
            "AND ($1::text IS NULL OR conversation = $1) AND ($2::text IS NULL OR member = $2) "
            "ORDER BY due_at, id", conversation, member)
        return [_row(r) for r in rows]

    async def claim(self, reminder_id: int, at: float) -> Reminder | None:
        async def work(conn: Any) -> Reminder | None:
            row = await conn.fetchrow(
                "UPDATE reminder SET state = 'sent', done_at = $1 "
                f"WHERE id = $2 AND state = 'pending' RETURNING {_COLUMNS}", at, reminder_id)
            return None if row is None else _row(row)

        return await self._db.run(work)

    async def release(self, reminder_id: int) -> None:
        await self._db.run(lambda conn: conn.execute(
            "UPDATE reminder SET state = 'pending', done_at = NULL "
            "WHERE id = $1 AND state = 'sent'", reminder_id))

    async def cancel(self, reminder_id: int, conversation: str,
                     member: str | None = None, at: float = 0.0) -> Reminder | None:
        async def work(conn: Any) -> Reminder | None:
            row = await conn.fetchrow(
                "UPDATE reminder SET state = 'cancelled', done_at = $1 "
                "WHERE id = $2 AND conversation = $3 AND state = 'pending' "
                f"AND ($4::text IS NULL OR member = $4) RETURNING {_COLUMNS}",
                at, reminder_id, conversation, member)
            return None if row is None else _row(row)

        return await self._db.run(work)
