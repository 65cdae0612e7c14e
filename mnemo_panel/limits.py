"""The login limiter and the one-time links, both kept in the engine's panel store.

In the store, not in memory: a restart (a deploy, a crash, `/restart`) keeps the count of
failed logins and the links sent, and every bot process on one PostgreSQL database
shares them. Pure: nothing of NoneBot or the web framework.

An attempt is counted before its password is checked, and an address has at most one
check in flight: concurrent guesses cannot slip past the count while scrypt runs.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from mnemo import admin

from .auth import new_token, token_key


class Limiter:
    """Failed logins in a sliding window, per client address and over all addresses.

    The overall cap stops a guesser who rotates addresses; while it holds, the password
    is refused for everyone, and the one-time link from QQ still lets the admin in.
    """

    def __init__(self, store: Callable[[], admin.PanelStore],
                 rules: admin.AttemptRules | None = None,
                 *, clock: Callable[[], float] = time.time) -> None:
        self._store = store
        self.rules = rules or admin.AttemptRules()
        self._clock = clock

    async def reserve(self, ip: str) -> admin.Attempt:
        """A slot for one password check of `ip`, or the refusal (`id` None)."""
        return await self._store().reserve_attempt(ip, self.rules, self._clock())

    async def settle(self, attempt: admin.Attempt, ok: bool) -> int:
        """How the check ended; returns the address's failures in the window."""
        if attempt.id is None:
            return 0
        return await self._store().settle_attempt(attempt.id, ok)


@dataclass(frozen=True, slots=True)
class LinkGrant:
    user: str  # the QQ account the link was sent to


class LoginLinks:
    """One-time login links: valid for `ttl` seconds, gone after the first use or when
    the password changes (the store drops them with the sessions)."""

    def __init__(self, store: Callable[[], admin.PanelStore], ttl: float = 300.0,
                 clock: Callable[[], float] = time.time) -> None:
        self._store = store
        self.ttl = ttl
        self._clock = clock

    async def issue(self, user: str) -> str:
        token = new_token()
        await self._store().add_link(token_key(token), user, self._clock() + self.ttl)
        return token

    async def valid(self, token: str) -> bool:
        if not token or len(token) > 200:
            return False
        return await self._store().link_user(token_key(token), self._clock()) is not None

    async def redeem(self, token: str) -> LinkGrant | None:
        if not token or len(token) > 200:
            return None
        user = await self._store().redeem_link(token_key(token), self._clock())
        return None if user is None else LinkGrant(user)
