"""One process alone on its database, or several sharing one: how a conversation is held.

Every turn and every admin change of a conversation's history runs inside `held(entry)`.
`Solo` is for a database only this process opens (the SQLite file): the conversation's
in-process lock, taken by the caller, is all there is, and the resident copy is never
stale. `Shared` is for a database several processes open (PostgreSQL): the turn also
holds the conversation's lock across processes, a copy older than the stored one is
reloaded first, and settings and AI switches written elsewhere are read again when the
change feed says so. `coordination_for` chooses once, from what the database says of
itself when it opens; nothing else asks which kind of database it is.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any, Protocol

from .session import ChatEntry, SessionCache
from .store import ALL, StoreDatabase
from .store.turnlock import DEFAULT_CONNECTIONS, TurnLock
from .store.writer import HistoryWriter
from .tools import ToolRegistry
from .window import ContextWindow, WindowPolicy

log = logging.getLogger(__name__)

Entry = ChatEntry[Any]
ToolsFor = Callable[[str], ToolRegistry]


class Coordination(Protocol):
    """How this process holds a conversation against the others on its database."""

    # Whether other processes share the database: a turn whose writes failed is then
    # withheld, since an answer the database does not hold is one the others never heard.
    shared: bool

    async def load(self, key: str) -> Entry:
        """The conversation as stored, as a resident entry."""
        ...

    def held(self, entry: Entry) -> AbstractAsyncContextManager[None]:
        """Inside: no other process is in a turn of this conversation, and the copy is
        current. The caller holds the entry's own lock."""
        ...

    def locked(self, key: str) -> AbstractAsyncContextManager[None]:
        """A conversation that is not resident, held as a turn holds it."""
        ...

    async def start(self, on_change: Callable[[str], Awaitable[None]]) -> None:
        """Listen for shared state written by other processes (`on_change(namespace)`)."""
        ...

    async def close(self) -> None: ...


class _Base:
    def __init__(self, writer: HistoryWriter, policy: WindowPolicy, tools_for: ToolsFor,
                 cache: SessionCache[Any]) -> None:
        self._writer = writer
        self._policy = policy
        self._tools_for = tools_for
        self._cache = cache

    def _entry(self, key: str, messages: list[Any]) -> Entry:
        window = ContextWindow(messages, self._policy)
        return ChatEntry(key, window, self._tools_for(key), clock=self._cache.clock)


class Solo(_Base):
    shared = False

    async def load(self, key: str) -> Entry:
        return self._entry(key, await self._writer.load(key))

    @asynccontextmanager
    async def held(self, entry: Entry) -> AsyncIterator[None]:
        yield

    @asynccontextmanager
    async def locked(self, key: str) -> AsyncIterator[None]:
        yield

    async def start(self, on_change: Callable[[str], Awaitable[None]]) -> None:
        return None

    async def close(self) -> None:
        return None


class Shared(_Base):
    shared = True

    def __init__(self, db: StoreDatabase, writer: HistoryWriter, policy: WindowPolicy,
                 tools_for: ToolsFor, cache: SessionCache[Any],
                 cancel_compression: Callable[[Entry], None], turn_connections: int) -> None:
        super().__init__(writer, policy, tools_for, cache)
        self._db = db
        self._cancel_compression = cancel_compression
        self.turns: TurnLock = db.turn_lock(turn_connections)
        self._feed: Any = None

    async def load(self, key: str) -> Entry:
        # The version first: a write landing between the two reads then makes the copy
        # look older than it is (one reload too many), never newer.
        version = await self.turns.version(key)
        entry = self._entry(key, await self._writer.load(key))
        entry.version = version
        return entry

    @asynccontextmanager
    async def held(self, entry: Entry) -> AsyncIterator[None]:
        """On release the turn's writes are committed first, so the next holder, in
        whatever process, reads them; the version they leave is what this copy matches."""
        lease = await self.turns.acquire(entry.key)
        writer = self._writer
        failed = writer.failed(entry.key)
        try:
            if lease.version != entry.version:
                await self._reload(entry)
            yield
        finally:
            entry.version = None
            try:
                await writer.flush()
            finally:
                # Shielded: a lock left held on a pooled connection would block the
                # conversation in every process.
                version = await asyncio.shield(lease.release())
            # A write that failed left this copy holding what the store does not: the
            # next turn reads the stored conversation again.
            entry.version = version if writer.failed(entry.key) == failed else None

    @asynccontextmanager
    async def locked(self, key: str) -> AsyncIterator[None]:
        # Another process may be in a turn of it: a change landing inside that turn
        # would leave its copy at a version that looks current although the change is
        # not in it.
        lease = await self.turns.acquire(key)
        try:
            yield
        finally:
            await asyncio.shield(lease.release())

    async def _reload(self, entry: Entry) -> None:
        """Take the stored conversation: another process moved it on."""
        messages = await self._writer.load(entry.key)
        log.info("session %s: changed by another process; reloaded %d messages", entry.key,
                 len(messages))
        # A compression in flight was planned on the history just replaced: neither its
        # summary nor, should the summariser fail, its fallback cut may land on this one.
        self._cancel_compression(entry)
        entry.window = ContextWindow(messages, self._policy)
        entry.tools = self._tools_for(entry.key)
        # Whether the stored conversation is still the one an untold split left is not
        # known any more (the clear may not have been stored, another process may have
        # answered, restored or cleared it): better no notice than a false one.
        entry.untold_split = False

    async def start(self, on_change: Callable[[str], Awaitable[None]]) -> None:
        self._feed = self._db.change_feed(on_change)
        await self._feed.start()

    async def close(self) -> None:
        if self._feed is not None:
            await self._feed.stop()
        await self.turns.close()


class Hold:
    """A conversation held as a turn holds it: its own lock, then `held` (so a summary
    written in the background lands only on the history it was written from)."""

    def __init__(self, coordination: Coordination, entry: Entry) -> None:
        self._coordination = coordination
        self._entry = entry
        self._held: AbstractAsyncContextManager[None] | None = None

    async def __aenter__(self) -> None:
        await self._entry.lock.acquire()
        try:
            self._held = self._coordination.held(self._entry)
            await self._held.__aenter__()
        except BaseException:
            self._entry.lock.release()
            raise

    async def __aexit__(self, *exc: Any) -> None:
        try:
            if self._held is not None:
                await self._held.__aexit__(*exc)
        finally:
            self._held = None
            self._entry.lock.release()


def coordination_for(db: StoreDatabase, writer: HistoryWriter, policy: WindowPolicy,
                     tools_for: ToolsFor, cache: SessionCache[Any],
                     cancel_compression: Callable[[Entry], None],
                     turn_connections: int = DEFAULT_CONNECTIONS) -> Coordination:
    if db.shared:
        return Shared(db, writer, policy, tools_for, cache, cancel_compression,
                      turn_connections)
    return Solo(writer, policy, tools_for, cache)


__all__ = ["ALL", "Coordination", "Hold", "Shared", "Solo", "coordination_for"]
