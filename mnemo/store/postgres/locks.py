"""Advisory lock keys: two 32-bit numbers, mnemo's space and a hash of what is locked."""

from __future__ import annotations

import hashlib

from .database import LOCK_SPACE


def lock_key(name: str) -> tuple[int, int]:
    """(space, hash) for `pg_advisory_lock(int, int)`; a collision only makes two names
    share one lock, never breaks one."""
    digest = hashlib.blake2b(name.encode("utf-8"), digest_size=4).digest()
    return LOCK_SPACE, int.from_bytes(digest, "big", signed=True) or 1
