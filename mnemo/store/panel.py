"""What the web panel keeps: its password, login sessions, login attempts, links, audit log.

The password is stored only as the hash record the panel hands in (this module never
sees a password). The audit log is the bot's: every admin action, from QQ, the panel
or the command line. Sessions are keyed by a hash of their cookie and links by a hash of
their token, so a copy of the database lets nobody in. Everything here is the
database's, not a process's: on PostgreSQL every bot process on the database sees the
same sessions, the same failed logins and the same one-time links.

`PanelStore` is the protocol; `sql.SqlPanelStore` is its one implementation, written
once for both databases through their `Rows` (mnemo/store/dialect.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

PANEL_NS = "panel"
SESSION_NS = "panel_session"
PASSWORD_KEY = "password"
# How long a login session lasts unused, and at most: the panel's rule, and the janitor's
# for the sessions whose cookie never comes back.
SESSION_IDLE = 30 * 60
SESSION_MAX_AGE = 7 * 24 * 3600


@dataclass(frozen=True, slots=True)
class AuditEntry:
    id: int
    at: float
    actor: str
    ip: str
    action: str
    detail: str
    front: str = "panel"  # where the action came from: 'qq', 'panel' or 'cli'


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
                    at: float | None = None, front: str = "panel") -> None:
        """One row of the bot's audit log (`mnemo.admin.AuditLog` writes it)."""
        ...

    async def audit_log(self, offset: int = 0, limit: int = 50) -> list[AuditEntry]:
        """Newest first."""
        ...

    async def audit_count(self) -> int: ...

    async def prune_audit(self, older_than: float) -> int:
        """Delete the audit entries written before `older_than`; how many went."""
        ...

    async def prune_sessions(self, now: float) -> int:
        """Delete the sessions expired at `now`; how many went."""
        ...


def expired(raw: Any, now: float) -> bool:
    """Whether a stored session is past its idle time or its age at `now`."""
    try:
        return (now - float(raw["seen"]) > SESSION_IDLE
                or now - float(raw["created"]) > SESSION_MAX_AGE)
    except (KeyError, TypeError, ValueError):
        return True  # unreadable: the panel would refuse it too
