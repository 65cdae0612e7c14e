"""Who spoke in each conversation the recall index holds, kept in the process.

A question that names a member ("小明上次说的那家店") is about what that member said,
and the member's name is who it is about, not what: recall must know the names before
it searches, and the hits alone do not tell them (the member may be named only in
others' messages). Reading them is a scan of the conversation's entries, so each index
keeps what it read here: the newest conversations asked about, each for `ttl` seconds
(None: until dropped, for an index only this process writes).
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable, Iterable

# Conversations kept at most: a group's members are a few hundred names at most.
KEPT = 64


class Speakers:
    def __init__(self, *, ttl: float | None = None,
                 monotonic: Callable[[], float] = time.monotonic) -> None:
        self.ttl = ttl
        self._monotonic = monotonic
        self._kept: OrderedDict[str, tuple[float, set[str]]] = OrderedDict()

    def get(self, session: str) -> frozenset[str] | None:
        """The speakers known of `session`, or None when they must be read."""
        kept = self._kept.get(session)
        if kept is None:
            return None
        read_at, names = kept
        if self.ttl is not None and self._monotonic() - read_at > self.ttl:
            del self._kept[session]
            return None
        self._kept.move_to_end(session)
        return frozenset(names)

    def put(self, session: str, speakers: Iterable[str]) -> frozenset[str]:
        names = {s for s in speakers if s}
        self._kept[session] = (self._monotonic(), names)
        self._kept.move_to_end(session)
        while len(self._kept) > KEPT:
            self._kept.popitem(last=False)
        return frozenset(names)

    def saw(self, session: str, speakers: Iterable[str]) -> None:
        """Entries of these speakers were added to `session`."""
        kept = self._kept.get(session)
        if kept is not None:
            kept[1].update(s for s in speakers if s)

    def drop(self, session: str | None = None) -> None:
        """Forget `session` (every conversation when None): entries were removed."""
        if session is None:
            self._kept.clear()
        else:
            self._kept.pop(session, None)
