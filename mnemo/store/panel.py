"""What the web panel keeps: its password, login sessions, login attempts, links, audit log.

The password is stored only as the hash record the panel hands in (this module never
sees a password). Sessions are keyed by a hash of their cookie and links by a hash of
their token, so a copy of the database lets nobody in. Everything here is the
database's, not a process's: on PostgreSQL every bot process on the database sees the
same sessions, the same failed logins and the same one-time links.

`PanelStore` is the protocol. `PanelRecords` holds every verb, written once in SQL that
both databases accept (`$n` parameters, which SQLite reads as `?n`); each database
supplies how a transaction is opened (`sql.SqlitePanelStore`, `postgres.PostgresPanelStore`).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Protocol, TypeVar

PANEL_NS = "panel"
SESSION_NS = "panel_session"
PASSWORD_KEY = "password"

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class AuditEntry:
    id: int
    at: float
    actor: str
    ip: str
    action: str
    detail: str


@dataclass(frozen=True, slots=True)
class AttemptRules:
    """The login limiter's rule: `per_ip` failures per address and `total` over all
    addresses within `window` seconds; a check still 'in flight' after `stale` seconds
    (its process died) counts as a failure."""

    per_ip: int = 5
    total: int = 20
    window: float = 600.0
    stale: float = 60.0


@dataclass(frozen=True, slots=True)
class Attempt:
    """A login attempt asked for: reserved (`id`), or refused until `retry_after` seconds
    from now; `busy` when refused because the address has a check in flight."""

    id: int | None
    retry_after: float = 0.0
    busy: bool = False


@dataclass(frozen=True, slots=True)
class LiveSession:
    """A stored session together with the password record in force when it was read."""

    data: dict[str, Any]
    password: dict[str, Any] | None


class Tx(Protocol):
    """One open transaction, whichever the database."""

    async def execute(self, sql: str, *args: Any) -> Any: ...

    async def fetch(self, sql: str, *args: Any) -> Any:
        """The rows, each indexable by column."""
        ...


class PanelStore(Protocol):
    async def password(self) -> dict[str, Any] | None:
        """The stored password record (a hash and its parameters), or None."""
        ...

    async def set_password(self, record: dict[str, Any]) -> None:
        """Store a new password record; every session and every unused link ends, in the
        same transaction."""
        ...

    async def session(self, key: str) -> dict[str, Any] | None: ...

    async def live_session(self, key: str) -> LiveSession | None:
        """The session and the password record, read in one statement."""
        ...

    async def put_session(self, key: str, data: dict[str, Any]) -> None:
        """Store a new session."""
        ...

    async def update_session(self, key: str, data: dict[str, Any]) -> bool:
        """Rewrite a session that is still stored; False (and nothing written) when it
        ended meanwhile: a request in flight never brings back a session that ended."""
        ...

    async def delete_session(self, key: str) -> None: ...

    async def sessions(self) -> dict[str, dict[str, Any]]: ...

    async def reserve_attempt(self, ip: str, rules: AttemptRules,
                              now: float | None = None) -> Attempt:
        """Count a login attempt of `ip` before its password is checked, or refuse it."""
        ...

    async def settle_attempt(self, attempt_id: int, ok: bool) -> int:
        """The check's outcome: a failure stays counted, a success clears the address.
        Returns the address's failures in the window."""
        ...

    async def add_link(self, key: str, user: str, expires: float) -> None: ...

    async def link_user(self, key: str, now: float | None = None) -> str | None:
        """Whom an unexpired link was sent to, without using it up."""
        ...

    async def redeem_link(self, key: str, now: float | None = None) -> str | None:
        """Use a link up: whom it was sent to, or None when it is unknown, used or expired."""
        ...

    async def audit(self, actor: str, ip: str, action: str, detail: str = "",
                    at: float | None = None) -> None: ...

    async def audit_log(self, offset: int = 0, limit: int = 50) -> list[AuditEntry]:
        """Newest first."""
        ...

    async def audit_count(self) -> int: ...


@lru_cache(maxsize=64)
def sqlite_sql(sql: str) -> str:
    """`$n` parameters as SQLite's `?n`."""
    return re.sub(r"\$(\d+)", r"?\1", sql)


def _json(raw: Any) -> dict[str, Any] | None:
    if raw is None:
        return None
    found = json.loads(raw)
    return found if isinstance(found, dict) else None


class PanelRecords:
    """Every verb of `PanelStore`, on `_read` and `_write` that each database supplies."""

    async def _read(self, sql: str, *args: Any) -> Sequence[Sequence[Any]]:
        raise NotImplementedError

    async def _write(self, work: Callable[[Tx], Awaitable[T]], *, serial: bool = False) -> T:
        """`work` in one transaction; `serial`: one such transaction at a time across the
        processes on the database."""
        raise NotImplementedError

    # -- password and sessions (rows of the key/value table) ---------------------------

    async def password(self) -> dict[str, Any] | None:
        rows = await self._read("SELECT value FROM kv WHERE namespace = $1 AND key = $2",
                                PANEL_NS, PASSWORD_KEY)
        return _json(rows[0][0]) if rows else None

    async def set_password(self, record: dict[str, Any]) -> None:
        value = json.dumps(record, ensure_ascii=False)

        async def work(tx: Tx) -> None:
            await tx.execute(
                "INSERT INTO kv (namespace, key, value, updated_at) VALUES ($1, $2, $3, $4) "
                "ON CONFLICT (namespace, key) DO UPDATE SET value = excluded.value, "
                "updated_at = excluded.updated_at", PANEL_NS, PASSWORD_KEY, value, time.time())
            await tx.execute("DELETE FROM kv WHERE namespace = $1", SESSION_NS)
            await tx.execute("DELETE FROM panel_links")

        await self._write(work)

    async def session(self, key: str) -> dict[str, Any] | None:
        rows = await self._read("SELECT value FROM kv WHERE namespace = $1 AND key = $2",
                                SESSION_NS, key)
        return _json(rows[0][0]) if rows else None

    async def live_session(self, key: str) -> LiveSession | None:
        rows = await self._read(
            "SELECT s.value, p.value FROM kv s LEFT JOIN kv p ON p.namespace = $3 "
            "AND p.key = $4 WHERE s.namespace = $1 AND s.key = $2",
            SESSION_NS, key, PANEL_NS, PASSWORD_KEY)
        if not rows:
            return None
        data = _json(rows[0][0])
        return None if data is None else LiveSession(data, _json(rows[0][1]))

    async def put_session(self, key: str, data: dict[str, Any]) -> None:
        value = json.dumps(data, ensure_ascii=False)
        await self._write(lambda tx: tx.execute(
            "INSERT INTO kv (namespace, key, value, updated_at) VALUES ($1, $2, $3, $4) "
            "ON CONFLICT (namespace, key) DO UPDATE SET value = excluded.value, "
            "updated_at = excluded.updated_at", SESSION_NS, key, value, time.time()))

    async def update_session(self, key: str, data: dict[str, Any]) -> bool:
        value = json.dumps(data, ensure_ascii=False)

        async def work(tx: Tx) -> bool:
            rows = await tx.fetch(
                "UPDATE kv SET value = $3, updated_at = $4 WHERE namespace = $1 AND key = $2 "
                "RETURNING key", SESSION_NS, key, value, time.time())
            return bool(rows)

        return await self._write(work)

    async def delete_session(self, key: str) -> None:
        await self._write(lambda tx: tx.execute(
            "DELETE FROM kv WHERE namespace = $1 AND key = $2", SESSION_NS, key))

    async def sessions(self) -> dict[str, dict[str, Any]]:
        rows = await self._read("SELECT key, value FROM kv WHERE namespace = $1", SESSION_NS)
        return {str(k): v for k, raw in rows if (v := _json(raw)) is not None}

    # -- the login limiter -------------------------------------------------------------

    async def reserve_attempt(self, ip: str, rules: AttemptRules,
                              now: float | None = None) -> Attempt:
        at = time.time() if now is None else now

        async def work(tx: Tx) -> Attempt:
            await tx.execute("DELETE FROM panel_attempts WHERE at <= $1", at - rules.window)
            await tx.execute("UPDATE panel_attempts SET state = 'failed' "
                             "WHERE state = 'checking' AND at <= $1", at - rules.stale)
            mine = await tx.fetch("SELECT at, state FROM panel_attempts WHERE ip = $1 "
                                  "AND state <> 'cleared' ORDER BY at", ip)
            if any(state == "checking" for _, state in mine):
                return Attempt(None, 1.0, busy=True)
            waits = []
            if len(mine) >= rules.per_ip:
                waits.append(float(mine[len(mine) - rules.per_ip][0]) + rules.window - at)
            every = await tx.fetch("SELECT at FROM panel_attempts ORDER BY at DESC LIMIT $1",
                                   rules.total)
            if len(every) >= rules.total:
                waits.append(float(every[-1][0]) + rules.window - at)
            if waits:
                return Attempt(None, max(1.0, max(waits)))
            rows = await tx.fetch("INSERT INTO panel_attempts (ip, at, state) "
                                  "VALUES ($1, $2, 'checking') RETURNING id", ip, at)
            return Attempt(int(rows[0][0]))

        return await self._write(work, serial=True)

    async def settle_attempt(self, attempt_id: int, ok: bool) -> int:
        async def work(tx: Tx) -> int:
            rows = await tx.fetch("UPDATE panel_attempts SET state = $2 WHERE id = $1 "
                                  "RETURNING ip", attempt_id, "cleared" if ok else "failed")
            if not rows:
                return 0
            ip = rows[0][0]
            if ok:
                await tx.execute("UPDATE panel_attempts SET state = 'cleared' WHERE ip = $1",
                                 ip)
                return 0
            counted = await tx.fetch("SELECT COUNT(*) FROM panel_attempts WHERE ip = $1 "
                                     "AND state = 'failed'", ip)
            return int(counted[0][0])

        return await self._write(work, serial=True)

    # -- one-time links ----------------------------------------------------------------

    async def add_link(self, key: str, user: str, expires: float) -> None:
        async def work(tx: Tx) -> None:
            await tx.execute("DELETE FROM panel_links WHERE expires <= $1", time.time())
            await tx.execute("INSERT INTO panel_links (key, user_id, expires) "
                             "VALUES ($1, $2, $3)", key, user, expires)

        await self._write(work)

    async def link_user(self, key: str, now: float | None = None) -> str | None:
        rows = await self._read("SELECT user_id FROM panel_links WHERE key = $1 "
                                "AND expires > $2", key, time.time() if now is None else now)
        return str(rows[0][0]) if rows else None

    async def redeem_link(self, key: str, now: float | None = None) -> str | None:
        at = time.time() if now is None else now

        async def work(tx: Tx) -> str | None:
            rows = await tx.fetch("DELETE FROM panel_links WHERE key = $1 "
                                  "RETURNING user_id, expires", key)
            if not rows or float(rows[0][1]) <= at:
                return None
            return str(rows[0][0])

        return await self._write(work)

    # -- the audit log -----------------------------------------------------------------

    async def audit(self, actor: str, ip: str, action: str, detail: str = "",
                    at: float | None = None) -> None:
        await self._write(lambda tx: tx.execute(
            "INSERT INTO panel_audit (at, actor, ip, action, detail) "
            "VALUES ($1, $2, $3, $4, $5)",
            time.time() if at is None else at, actor, ip, action, detail))

    async def audit_log(self, offset: int = 0, limit: int = 50) -> list[AuditEntry]:
        rows = await self._read(
            "SELECT id, at, actor, ip, action, detail FROM panel_audit "
            "ORDER BY at DESC, id DESC LIMIT $1 OFFSET $2", max(0, limit), max(0, offset))
        return [AuditEntry(int(r[0]), float(r[1]), r[2], r[3], r[4], r[5]) for r in rows]

    async def audit_count(self) -> int:
        rows = await self._read("SELECT COUNT(*) FROM panel_audit")
        return int(rows[0][0])
