"""Who spoke in each conversation the recall index holds, kept in the process.

A question that names a member ("小明上次说的那家店") is about what that member said,
and the member's name is who it is about, not what: recall must know the names before
it searches, and the hits alone do not tell them (the member may be named only in
others' messages). Reading them is a scan of the conversation's entries, so each index
keeps what it read here: the newest conversations asked about, each for `ttl` seconds
(None: until dropped, for an index only this process writes).

A read races with the turn's own write (a member's message is stored while the turn
asks who spoke): what is added or removed while a read is out is noted on it (`read`),
so the read is kept all the same, with what it may have missed.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterable

# Conversations kept at most: a group's members are a few hundred names at most.
KEPT = 64


class _Reading:
    __slots__ = ("added", "stale")

    def __init__(self) -> None:
        self.added: set[str] = set()
        self.stale = False


class Speakers:
    def __init__(self, *, ttl: float | None = None,
                 monotonic: Callable[[], float] = time.monotonic) -> None:
        self.ttl = ttl
        self._monotonic = monotonic
        # Each conversation's as one frozenset, the same object while nobody new speaks:
        # what is derived from it can be kept by it (`Recall.named`).
        self._kept: OrderedDict[str, tuple[float, frozenset[str]]] = OrderedDict()
        self._reading: dict[str, list[_Reading]] = {}

    async def read(self, session: str, fetch: Callable[[], Awaitable[Iterable[str]]]
                   ) -> frozenset[str]:
        """The speakers of `session`: kept, or `fetch`ed and kept. Speakers added while
        the fetch is out are added to what it found; a removal meanwhile (the found may
        hold one gone) keeps nothing."""
        known = self.get(session)
        if known is not None:
            return known
        reading = _Reading()
        self._reading.setdefault(session, []).append(reading)
        try:
            found = {s for s in await fetch() if s} | reading.added
        finally:
            readers = self._reading[session]
            readers.remove(reading)
            if not readers:
                del self._reading[session]
        return frozenset(found) if reading.stale else self.put(session, found)

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
        return names

    def put(self, session: str, speakers: Iterable[str]) -> frozenset[str]:
        names = frozenset(s for s in speakers if s)
        self._kept[session] = (self._monotonic(), names)
        self._kept.move_to_end(session)
        while len(self._kept) > KEPT:
            self._kept.popitem(last=False)
        return names

    def saw(self, session: str, speakers: Iterable[str]) -> None:
        """Entries of these speakers were added to `session`."""
        names = {s for s in speakers if s}
        kept = self._kept.get(session)
        if kept is not None and not names <= kept[1]:
            self._kept[session] = (kept[0], kept[1] | names)
        for reading in self._reading.get(session, ()):
            reading.added.update(names)

    def drop(self, session: str | None = None) -> None:
        """Forget `session` (every conversation when None): entries were removed."""
        if session is None:
            self._kept.clear()
        else:
            self._kept.pop(session, None)
        for key, readers in self._reading.items():
            if session is None or key == session:
                for reading in readers:
                    reading.stale = True
