"""Values worked out once per object, keyed by the object's identity.

A conversation's tool list is one list until its tools change (`ToolRegistry.specs`
builds a new one then), yet every request used to encode it and count its tokens again:
twenty definitions cost about as much as the rest of a request's body. Kept by identity,
with the object itself, so that while an entry lives its id cannot be another object's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class ByIdentity(Generic[K, V]):
    def __init__(self, work: Callable[[K], V], size: int = 64) -> None:
        self._work = work
        self._size = size
        self._by_id: dict[int, tuple[K, V]] = {}

    def __call__(self, key: K) -> V:
        known = self._by_id.get(id(key))
        if known is not None and known[0] is key:
            return known[1]
        value = self._work(key)
        if len(self._by_id) >= self._size:
            self._by_id.pop(next(iter(self._by_id)))  # the oldest entry
        self._by_id[id(key)] = (key, value)
        return value
