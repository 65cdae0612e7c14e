"""The panel's credentials: password hashes, tokens, the login rate limit, one-time links.

Pure standard library, nothing of NoneBot or the web framework, so every rule here is
tested on its own. Passwords are hashed with scrypt (memory-hard: a stolen database is
expensive to guess against) and a random salt; a hash is compared in constant time.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

SCHEME = "scrypt"
# 16 MiB and ~50 ms per hash: slow for a guesser, unnoticeable for one login.
SCRYPT_N, SCRYPT_R, SCRYPT_P = 2**14, 8, 1
SALT_BYTES = 16
HASH_BYTES = 32
MIN_PASSWORD_CHARS = 8


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def _scrypt(password: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(password.encode("utf-8"), salt=salt, n=n, r=r, p=p,
                          maxmem=256 * 1024 * 1024, dklen=HASH_BYTES)


def hash_password(password: str) -> str:
    """`scrypt$n$r$p$salt$hash` (base64 parts): all a later check needs, no secret."""
    salt = secrets.token_bytes(SALT_BYTES)
    digest = _scrypt(password, salt, SCRYPT_N, SCRYPT_R, SCRYPT_P)
    return f"{SCHEME}${SCRYPT_N}${SCRYPT_R}${SCRYPT_P}${_b64(salt)}${_b64(digest)}"


def verify_password(password: str, stored: str) -> bool:
    """Whether `password` matches the stored hash; False for any malformed record."""
    try:
        scheme, n, r, p, salt, digest = stored.split("$")
        if scheme != SCHEME:
            return False
        expected = base64.b64decode(digest, validate=True)
        got = _scrypt(password, base64.b64decode(salt, validate=True), int(n), int(r), int(p))
    except (ValueError, TypeError):
        return False
    return hmac.compare_digest(got, expected)


def password_problem(password: str) -> str | None:
    """Why a new password is refused, in Chinese; None when it is acceptable."""
    if len(password) < MIN_PASSWORD_CHARS:
        return f"密码至少 {MIN_PASSWORD_CHARS} 个字符。"
    if password.strip() != password:
        return "密码不能以空格开头或结尾。"
    return None


def new_password() -> str:
    """A random initial password: 16 characters, easy to copy from a log line."""
    return secrets.token_urlsafe(12)


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_key(token: str) -> str:
    """What is stored for a token: its hash, so the database alone lets nobody in."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def same(a: str, b: str) -> bool:
    """Constant-time comparison of two tokens."""
    return hmac.compare_digest(a.encode("utf-8"), b.encode("utf-8"))


class RateLimiter:
    """Failed logins in a sliding window, per client address and over all addresses.

    The global cap stops a guesser who rotates addresses; while it holds, the password
    is refused for everyone, and the one-time link from QQ still lets the admin in.
    """

    def __init__(self, *, per_ip: int = 5, total: int = 20, window: float = 600.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.per_ip = per_ip
        self.total = total
        self.window = window
        self._clock = clock
        self._by_ip: dict[str, deque[float]] = {}
        self._all: deque[float] = deque()

    def _prune(self, now: float) -> None:
        cutoff = now - self.window
        while self._all and self._all[0] <= cutoff:
            self._all.popleft()
        for ip in list(self._by_ip):
            times = self._by_ip[ip]
            while times and times[0] <= cutoff:
                times.popleft()
            if not times:
                del self._by_ip[ip]

    def retry_after(self, ip: str) -> float | None:
        """Seconds until `ip` may try again, or None when it may try now."""
        now = self._clock()
        self._prune(now)
        waits = []
        times = self._by_ip.get(ip)
        if times is not None and len(times) >= self.per_ip:
            waits.append(times[len(times) - self.per_ip] + self.window - now)
        if len(self._all) >= self.total:
            waits.append(self._all[len(self._all) - self.total] + self.window - now)
        return max(waits) if waits else None

    def failed(self, ip: str) -> int:
        """Count a failure; how many this address has in the window now."""
        now = self._clock()
        self._by_ip.setdefault(ip, deque()).append(now)
        self._all.append(now)
        return len(self._by_ip[ip])

    def succeeded(self, ip: str) -> None:
        self._by_ip.pop(ip, None)


@dataclass(frozen=True, slots=True)
class LinkGrant:
    user: str  # the QQ account the link was sent to


class LoginLinks:
    """One-time login links: valid for `ttl` seconds, gone after the first use."""

    def __init__(self, ttl: float = 300.0, clock: Callable[[], float] = time.monotonic
                 ) -> None:
        self.ttl = ttl
        self._clock = clock
        self._links: dict[str, tuple[float, LinkGrant]] = {}

    def issue(self, user: str) -> str:
        now = self._clock()
        self._links = {k: v for k, v in self._links.items() if v[0] > now}
        token = new_token()
        self._links[token_key(token)] = (now + self.ttl, LinkGrant(user))
        return token

    def valid(self, token: str) -> bool:
        found = self._links.get(token_key(token))
        return found is not None and found[0] > self._clock()

    def redeem(self, token: str) -> LinkGrant | None:
        found = self._links.pop(token_key(token), None)
        if found is None or found[0] <= self._clock():
            return None
        return found[1]
