"""Login sessions of the panel, kept server-side in the engine's panel store.

The browser holds only a random token (an HttpOnly cookie); the store holds its hash
with the session's CSRF token, its origin and when it was last used. A session ends at
logout, after `idle` seconds unused, after `max_age` in any case, and for everyone when
the password changes. Pure: nothing of NoneBot or the web framework.

A password change deletes every session, and a session also carries the password's
epoch (a random token the password record gets at each change): a session counts only
while the epoch it was made under is still the record's, so a login whose check raced
a password change, or a request that was in flight across it, opens nothing afterwards.
Sessions are rewritten only while they are still stored: nothing brings back a session
that logout or a password change ended.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemo import admin

from .auth import hash_password, new_password, new_token, same, token_key, verify_password

IDLE_SECONDS = admin.SESSION_IDLE
MAX_AGE_SECONDS = admin.SESSION_MAX_AGE
# Last use is written at most this often: a page load is a read, not a write.
TOUCH_EVERY = 60.0


@dataclass(slots=True)
class Session:
    key: str  # the hash of the cookie token
    csrf: str
    actor: str  # how the admin logged in, for the audit log
    ip: str
    created: float
    seen: float
    flash: str = ""
    epoch: str = ""  # the password record's epoch when the session was made

    def to_json(self) -> dict[str, Any]:
        return {"csrf": self.csrf, "actor": self.actor, "ip": self.ip,
                "created": self.created, "seen": self.seen, "flash": self.flash,
                "epoch": self.epoch}


def epoch_of(record: dict[str, Any] | None) -> str:
    return str((record or {}).get("epoch", ""))


class Sessions:
    def __init__(self, store: admin.PanelStore, *, clock: Callable[[], float] = time.time,
                 idle: float = IDLE_SECONDS, max_age: float = MAX_AGE_SECONDS) -> None:
        self.store = store
        self._clock = clock
        self.idle = idle
        self.max_age = max_age

    async def create(self, actor: str, ip: str, epoch: str) -> tuple[str, Session]:
        """A new session under the password epoch read before its credential was checked;
        returns the cookie token (shown to the browser only) and it."""
        token = new_token()
        now = self._clock()
        session = Session(token_key(token), new_token(), actor, ip, now, now, epoch=epoch)
        await self.store.put_session(session.key, session.to_json())
        return token, session

    async def get(self, token: str | None) -> Session | None:
        """The live session of a cookie token, its last use noted; None when there is none."""
        if not token or len(token) > 200:
            return None
        key = token_key(token)
        live = await self.store.live_session(key)
        if live is None:
            return None
        raw = live.data
        try:
            session = Session(key, str(raw["csrf"]), str(raw["actor"]), str(raw["ip"]),
                              float(raw["created"]), float(raw["seen"]),
                              str(raw.get("flash", "")), str(raw.get("epoch", "")))
        except (KeyError, TypeError, ValueError):
            await self.store.delete_session(key)
            return None
        now = self._clock()
        if (session.epoch != epoch_of(live.password) or now - session.seen > self.idle
                or now - session.created > self.max_age):
            await self.store.delete_session(key)
            return None
        if now - session.seen > TOUCH_EVERY:
            session.seen = now
            await self.save(session)
        return session

    async def save(self, session: Session) -> bool:
        """Rewrite the session if it is still stored; False when it ended meanwhile."""
        return await self.store.update_session(session.key, session.to_json())

    async def flash(self, session: Session, message: str) -> None:
        """A one-line notice for the next page this session loads."""
        session.flash = message
        await self.save(session)

    async def take_flash(self, session: Session) -> str:
        message = session.flash
        if message:
            session.flash = ""
            await self.save(session)
        return message

    async def end(self, session: Session) -> None:
        await self.store.delete_session(session.key)

    @staticmethod
    def csrf_ok(session: Session, sent: str | None) -> bool:
        return bool(sent) and same(session.csrf, sent or "")


class Password:
    """The panel password: its stored hash, checks against it, and changes to it.

    The record keeps the hash of the password in force and, separately, the hash of the
    `AICHAT_WEB_PASSWORD` it last took over: a changed `.env` value takes effect at the
    next start, while a password changed in the panel survives restarts with the same
    `.env`.
    """

    def __init__(self, store: admin.PanelStore) -> None:
        self.store = store

    async def ensure(self, env_password: str) -> str | None:
        """Make sure a password exists. Returns a newly generated one (to be shown once)."""
        record = await self.store.password() or {}
        if env_password:
            taken = str(record.get("env", ""))
            if taken and await asyncio.to_thread(verify_password, env_password, taken):
                return None
            hashed = await asyncio.to_thread(hash_password, env_password)
            await self.store.set_password({"hash": hashed, "env": hashed, "epoch": new_token()})
            return None
        if record.get("hash"):
            return None
        generated = new_password()
        hashed = await asyncio.to_thread(hash_password, generated)
        await self.store.set_password({"hash": hashed, "env": "", "epoch": new_token()})
        return generated

    async def check(self, password: str) -> Checked | None:
        """The epoch of the password in force when `password` matches it, else None."""
        record = await self.store.password() or {}
        stored = str(record.get("hash", ""))
        # Hashed even without a record, so a missing one takes as long as a wrong one.
        if await asyncio.to_thread(verify_password, password, stored or _DUMMY) and stored:
            return Checked(epoch_of(record))
        return None

    async def epoch(self) -> str:
        return epoch_of(await self.store.password())

    async def change(self, password: str) -> None:
        """Set a new password; every session and unused link ends (in the same
        transaction), and sessions made under the old one never count again."""
        record = await self.store.password() or {}
        hashed = await asyncio.to_thread(hash_password, password)
        await self.store.set_password({"hash": hashed, "env": record.get("env", ""),
                                       "epoch": new_token()})


@dataclass(frozen=True, slots=True)
class Checked:
    """A password that matched, and the epoch it was checked against."""

    epoch: str


_DUMMY = "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="
