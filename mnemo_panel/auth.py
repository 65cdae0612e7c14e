"""The panel's credentials: password hashes and tokens.

Pure standard library, nothing of NoneBot or the web framework, so every rule here is
tested on its own. Passwords are hashed with scrypt (memory-hard: a stolen database is
expensive to guess against) and a random salt; a hash is compared in constant time.
A password is NFKC-normalised before it is hashed or checked: the same characters typed
on another keyboard or system (composed or decomposed, full-width) are the same password.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import unicodedata

SCHEME = "scrypt"
# 16 MiB and ~50 ms per hash: slow for a guesser, unnoticeable for one login.
SCRYPT_N, SCRYPT_R, SCRYPT_P = 2**14, 8, 1
SALT_BYTES = 16
HASH_BYTES = 32
MIN_PASSWORD_CHARS = 8


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def normal(password: str) -> str:
    """The form a password is hashed and checked in."""
    return unicodedata.normalize("NFKC", password)


def _scrypt(password: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(normal(password).encode("utf-8"), salt=salt, n=n, r=r, p=p,
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
    if len(normal(password)) < MIN_PASSWORD_CHARS:
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
