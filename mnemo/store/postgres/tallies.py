"""Today's quota counters and notices on PostgreSQL, shared by every process.

Each model call adds its tokens to one `quota_tally` row per (day, conversation, member):
the additions ride on the next transaction this process opens (usually the turn's own),
and the statement hands back the row's new totals, so the process knows the shared value
the moment it commits. Others' additions are read back by `changed` (the rows touched
since a time of the server's). A notice goes to the superusers from whichever process
`claim`s it first; the others hear "already told".
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import asyncpg

from .database import PostgresDatabase

# (day, conversation, member)
TallyKey = tuple[str, str, str]
# Rows written: (key, the row's total after the write, what this write added).
Observed = Callable[[list[tuple[TallyKey, int, int]]], None]

# One JSON value: the server's time when the read began, and the rows written since.
_CHANGED = (
    "(SELECT json_build_object('now', extract(epoch FROM statement_timestamp()), 'rows', "
    "COALESCE(json_agg(json_build_array(conversation, member, tokens)), '[]')) "
    "FROM quota_tally WHERE day = {day} AND updated_at >= {since})"
)

_ADD = (
    "INSERT INTO quota_tally AS t (day, conversation, member, tokens, updated_at) "
    "SELECT u.day, u.conversation, u.member, u.tokens, extract(epoch FROM clock_timestamp()) "
    "FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[]) "
    "AS u(day, conversation, member, tokens) "
    "ON CONFLICT (day, conversation, member) DO UPDATE SET tokens = t.tokens + excluded.tokens, "
    "updated_at = excluded.updated_at RETURNING t.day, t.conversation, t.member, t.tokens"
)


class _Batch(list[tuple[TallyKey, int]]):
    """What one transaction took, and the totals its write showed."""

    seen: list[tuple[TallyKey, int, int]] | None = None


class _Additions:
    """The rider: additions merged per row until a transaction takes them."""

    def __init__(self, owner: PostgresTallies) -> None:
        self.pending: dict[TallyKey, int] = {}
        self._owner = owner

    def has_pending(self) -> bool:
        return bool(self.pending)

    def take(self) -> list[Any]:
        batch = _Batch(self.pending.items())
        self.pending = {}
        return batch

    async def write(self, conn: asyncpg.Connection, batch: list[Any]) -> None:
        keys = [k for k, _ in batch]
        added = dict(batch)
        # Sorted: two transactions touching the same rows lock them in one order.
        keys.sort()
        rows = await conn.fetch(_ADD, [k[0] for k in keys], [k[1] for k in keys],
                                [k[2] for k in keys], [added[k] for k in keys])
        seen = [((r[0], r[1], r[2]), int(r[3]), added[(r[0], r[1], r[2])]) for r in rows]
        if isinstance(batch, _Batch):
            batch.seen = seen
        self._owner.on_observed(seen)

    def give_back(self, batch: list[Any]) -> None:
        # Rolled back: the totals it showed did not happen; the additions wait again.
        seen = getattr(batch, "seen", None)
        if seen is not None:
            self._owner.on_undone(seen)
        for key, tokens in batch:
            self.pending[key] = self.pending.get(key, 0) + tokens


class PostgresTallies:
    """The shared counters: `add` (rides along), `changed`, `claim`, `claimed`.

    `on_observed` hears the totals each write of this process leaves (inside its
    transaction), `on_undone` those of a write that then rolled back.
    """

    def __init__(self, db: PostgresDatabase) -> None:
        self._db = db
        self.on_observed: Observed = _ignore
        self.on_undone: Observed = _ignore
        self.wants: Callable[[], tuple[str, float] | None] = lambda: None
        self.on_changed: Callable[[str, list[tuple[str, str, int]], float], None] = (
            lambda day, rows, now: None)
        self._additions = _Additions(self)
        db.add_rider(self._additions)
        db.read_along = self  # the turn lock reads what changed in its own round trip

    def add(self, day: str, conversation: str, member: str, tokens: int) -> None:
        if tokens > 0:
            key = (day, conversation, member)
            pending = self._additions.pending
            pending[key] = pending.get(key, 0) + tokens

    async def changed(self, day: str, since: float) -> tuple[list[tuple[str, str, int]], float]:
        """The rows of `day` written at or after `since` (the server's clock; 0: all), and
        the server's time when the read began."""
        found = await self._db.fetchval(f"SELECT {_CHANGED.format(day='$1', since='$2')}",
                                        day, since)
        return _rows(found)

    # -- riding along with the turn lock's read (`mnemo.store.turnlock.ReadAlong`) ----------------

    def wanted(self) -> tuple[str, tuple[Any, ...]] | None:
        """The scalar subquery (parameters from $2) and its arguments, or None."""
        wants = self.wants()
        if wants is None:
            return None
        return _CHANGED.format(day="$2", since="$3"), wants

    def take(self, value: Any, args: tuple[Any, ...]) -> None:
        rows, now = _rows(value)
        self.on_changed(args[0], rows, now)

    async def claim(self, day: str, note: str) -> bool:
        """Whether this process is the first to tell `note` today."""
        return bool(await self._db.fetchval(
            "INSERT INTO quota_note (day, note) VALUES ($1, $2) ON CONFLICT DO NOTHING "
            "RETURNING true", day, note))

    async def claimed(self, day: str) -> set[str]:
        rows = await self._db.fetch("SELECT note FROM quota_note WHERE day = $1", day)
        return {r[0] for r in rows}


def _ignore(seen: list[tuple[TallyKey, int, int]]) -> None:
    return None


def _rows(value: str) -> tuple[list[tuple[str, str, int]], float]:
    found = json.loads(value)
    return [(c, m, int(t)) for c, m, t in found["rows"]], float(found["now"])
