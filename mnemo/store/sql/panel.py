"""The web panel's store, written once for both databases: the password record and the
sessions (rows of `kv`), the login attempts (`panel_attempts`), the one-time links
(`panel_links`) and the audit log (`panel_audit`).

Nothing here notifies other processes: none keeps the panel's state in memory, each
request reads it, so a login, a failed attempt or a link in one process holds in all.
Login attempts are reserved one transaction at a time across the processes (SQLite's
write lock, PostgreSQL's advisory lock), so concurrent guesses cannot overtake the count.
"""

from __future__ import annotations

import json
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeVar

from ..base import StoreDatabase
from ..dialect import Conn
from ..panel import (
    PANEL_NS,
    PASSWORD_KEY,
    SESSION_NS,
    Attempt,
    AttemptRules,
    AuditEntry,
    LiveSession,
    expired,
)

T = TypeVar("T")


def _json(raw: Any) -> dict[str, Any] | None:
    if raw is None:
        return None
    found = json.loads(raw)
    return found if isinstance(found, dict) else None


class SqlPanelStore:
    def __init__(self, db: StoreDatabase) -> None:
        self._rows = db.rows()

    async def _read(self, sql: str, *args: Any) -> list[Sequence[Any]]:
        return await self._rows.fetch(sql, *args)

    async def _write(self, work: Callable[[Conn], Awaitable[T]], *, serial: bool = False) -> T:
        """`work` in one transaction; `serial`: one such transaction at a time across the
        processes on the database (SQLite's BEGIN IMMEDIATE is that already)."""
        async def run(conn: Conn) -> T:
            if serial:
                await self._rows.lock(conn, "panel_attempts")
            return await work(conn)

        return await self._rows.write(run)

    # -- password and sessions (rows of the key/value table) ---------------------------

    async def password(self) -> dict[str, Any] | None:
        rows = await self._read("SELECT value FROM kv WHERE namespace = $1 AND key = $2",
                                PANEL_NS, PASSWORD_KEY)
        return _json(rows[0][0]) if rows else None

    async def set_password(self, record: dict[str, Any]) -> None:
        value = json.dumps(record, ensure_ascii=False)

        async def work(tx: Conn) -> None:
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

        async def work(tx: Conn) -> bool:
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

    async def prune_sessions(self, now: float) -> int:
        gone = [key for key, raw in (await self.sessions()).items() if expired(raw, now)]
        for key in gone:
            await self.delete_session(key)
        return len(gone)

    # -- the login limiter -------------------------------------------------------------

    async def reserve_attempt(self, ip: str, rules: AttemptRules,
                              now: float | None = None) -> Attempt:
        at = time.time() if now is None else now

        async def work(tx: Conn) -> Attempt:
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
        async def work(tx: Conn) -> int:
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
        async def work(tx: Conn) -> None:
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

        async def work(tx: Conn) -> str | None:
            rows = await tx.fetch("DELETE FROM panel_links WHERE key = $1 "
                                  "RETURNING user_id, expires", key)
            if not rows or float(rows[0][1]) <= at:
                return None
            return str(rows[0][0])

        return await self._write(work)

    # -- the audit log -----------------------------------------------------------------

    async def audit(self, actor: str, ip: str, action: str, detail: str = "",
                    at: float | None = None, front: str = "panel") -> None:
        await self._write(lambda tx: tx.execute(
            "INSERT INTO panel_audit (at, actor, ip, action, detail, front) "
            "VALUES ($1, $2, $3, $4, $5, $6)",
            time.time() if at is None else at, actor, ip, action, detail, front))

    async def audit_log(self, offset: int = 0, limit: int = 50) -> list[AuditEntry]:
        rows = await self._read(
            "SELECT id, at, actor, ip, action, detail, front FROM panel_audit "
            "ORDER BY at DESC, id DESC LIMIT $1 OFFSET $2", max(0, limit), max(0, offset))
        return [AuditEntry(int(r[0]), float(r[1]), r[2], r[3], r[4], r[5], r[6])
                for r in rows]

    async def audit_count(self) -> int:
        rows = await self._read("SELECT COUNT(*) FROM panel_audit")
        return int(rows[0][0])

    async def prune_audit(self, older_than: float) -> int:
        gone = await self._write(lambda tx: tx.fetch(
            "DELETE FROM panel_audit WHERE at < $1 RETURNING id", older_than))
        return len(gone)
