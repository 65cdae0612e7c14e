"""Per-session state and the cache that holds it.

`ChatEntry` is one resident conversation: its window and tools, a lock that lets one
reply run at a time in this process (mnemo.turnlock adds the one across processes), the
queue of messages that arrived meanwhile, the stored version it was loaded at, and when
it was last addressed. `SessionCache` maps session keys to entries, rebuilds an entry from the store
on demand, and evicts idle or least-recently-used entries without touching one in use.
"""

from __future__ import annotations

import asyncio
import enum
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any, Generic, TypeVar

from .agent import Conversation
from .tools import ToolRegistry
from .window import ContextWindow

log = logging.getLogger(__name__)

T = TypeVar("T")
MAX_QUEUE = 20


class Submitted(enum.Enum):
    RAN = "ran"
    QUEUED_FIRST = "queued_first"  # the caller sends the "still replying" notice
    QUEUED = "queued"
    FULL = "full"
    STOPPED = "stopped"
    GONE = "gone"  # the entry was evicted meanwhile: fetch it again and resubmit


class ChatEntry(Conversation, Generic[T]):
    def __init__(self, key: str, window: ContextWindow, tools: ToolRegistry,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(key=key, window=window, tools=tools)
        self.lock = asyncio.Lock()
        self.queue: list[T] = []
        self.task: asyncio.Task[Any] | None = None
        self.evicted = False
        # The stored version this copy matches (see mnemo.turnlock); None: not known, so
        # the next turn on a shared database reloads it first.
        self.version: int | None = None
        # The running round's answer has gone out; what remains is storing it.
        self.answered = False
        # A topic split started this conversation afresh and no reply has said so yet.
        self.untold_split = False
        self._clock = clock
        self.last_active = clock()

    def touch(self) -> None:
        self.last_active = self._clock()

    @property
    def replying(self) -> bool:
        return self.task is not None

    async def submit(self, item: T, run: Callable[[list[T]], Awaitable[Any]]) -> Submitted:
        """Run `item` now, or queue it behind the reply that is running.

        When the running reply ends, everything queued meanwhile is answered together
        in one more round. `stop()` cancels the running round and drops the queue.
        """
        if self.replying:
            if len(self.queue) >= MAX_QUEUE:
                return Submitted.FULL
            self.queue.append(item)
            # Once the answer is out, "still replying" would be news of a reply the member
            # already has: the message is answered in the next round, without a notice.
            first = len(self.queue) == 1 and not self.answered
            return Submitted.QUEUED_FIRST if first else Submitted.QUEUED
        outcome = Submitted.RAN
        async with self.lock:
            if self.evicted:
                return Submitted.GONE
            batch = [item]
            while batch:
                self.answered = False
                task = asyncio.ensure_future(run(batch))
                self.task = task
                try:
                    await task
                except asyncio.CancelledError:
                    me = asyncio.current_task()
                    if not task.cancelled() or (me and me.cancelling()):
                        task.cancel()
                        raise
                    # Stopped. What was queued before the stop is gone, but a message
                    # queued while the cancelled reply unwound was promised an answer.
                    outcome = Submitted.STOPPED
                finally:
                    self.task = None
                batch, self.queue = self.queue, []
        return outcome

    def stop(self) -> bool:
        """Cancel the running reply and drop the queue; whether anything was stopped."""
        had = bool(self.queue) or self.task is not None
        self.queue.clear()
        if self.task is not None:
            self.task.cancel()
        return had


E = TypeVar("E", bound=ChatEntry[Any])


class SessionCache(Generic[E]):
    """The resident sessions, rebuilt from the store by `load` when missing."""

    def __init__(
        self,
        load: Callable[[str], Awaitable[E]],
        *,
        max_idle_seconds: float = 120 * 60,
        max_sessions: int = 128,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._load = load
        self.max_idle_seconds = max_idle_seconds
        self.max_sessions = max_sessions
        self.clock = clock
        self._entries: dict[str, E] = {}
        self._loading: dict[str, asyncio.Future[E]] = {}

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def peek(self, key: str) -> E | None:
        return self._entries.get(key)

    def entries(self) -> list[E]:
        return list(self._entries.values())

    async def get(self, key: str) -> E:
        entry = self._entries.get(key)
        if entry is not None:
            return entry
        pending = self._loading.get(key)
        if pending is not None:
            # Two messages for a cold session: both wait for one load, not two.
            try:
                return await asyncio.shield(pending)
            except asyncio.CancelledError:
                me = asyncio.current_task()
                if not pending.cancelled() or (me and me.cancelling()):
                    raise
            # The load was cancelled with the getter that ran it, not with us: load again.
            return await self.get(key)
        future: asyncio.Future[E] = asyncio.get_running_loop().create_future()
        self._loading[key] = future
        try:
            entry = await self._load(key)
        except asyncio.CancelledError:
            future.cancel()
            raise
        except BaseException as exc:
            future.set_exception(exc)
            future.exception()  # mark retrieved: the waiters re-raise it themselves
            raise
        finally:
            self._loading.pop(key, None)
        self._entries[key] = entry
        future.set_result(entry)
        return entry

    def drop(self, key: str) -> None:
        entry = self._entries.pop(key, None)
        if entry is not None:
            entry.evicted = True

    async def sweep(self) -> list[str]:
        """Evict idle sessions, then the least recently active while over the cap."""
        now = self.clock()
        evicted: list[str] = []
        if self.max_idle_seconds > 0:
            for entry in list(self._entries.values()):
                if now - entry.last_active > self.max_idle_seconds and await self._evict(
                    entry, lambda e: now - e.last_active > self.max_idle_seconds
                ):
                    evicted.append(entry.key)
        if self.max_sessions > 0 and len(self._entries) > self.max_sessions:
            by_age = sorted(self._entries.values(), key=lambda e: e.last_active)
            for entry in by_age:
                if len(self._entries) <= self.max_sessions:
                    break
                stamp = entry.last_active
                if await self._evict(entry, lambda e, s=stamp: e.last_active == s):
                    evicted.append(entry.key)
        if evicted:
            log.info("janitor evicted %d session(s), %d resident", len(evicted),
                     len(self._entries))
        return evicted

    async def _evict(self, entry: E, still_stale: Callable[[E], bool]) -> bool:
        # try-lock: a session whose reply is running is never waited on, only skipped.
        # One compressing in the background is skipped too: its summary lands in the
        # resident window, and the next round evicts it.
        if not _free(entry.lock) or entry.replying or entry.compressing:
            return False
        await entry.lock.acquire()
        try:
            # Re-check under the lock: a message may have touched or queued meanwhile.
            if entry.replying or entry.compressing or entry.queue or not still_stale(entry):
                return False
            if self._entries.get(entry.key) is entry:
                del self._entries[entry.key]
            entry.evicted = True
            return True
        finally:
            entry.lock.release()


def _free(lock: asyncio.Lock) -> bool:
    """Whether `lock.acquire()` would take the lock at once, without waiting.

    `locked()` alone is not enough: from a release until the next waiter wakes, the lock
    reads as unlocked while that waiter already owns the next turn, and acquire() would
    queue behind it for its whole reply. This mirrors acquire()'s own fast path.
    """
    waiters = getattr(lock, "_waiters", None) or ()
    return not lock.locked() and all(w.cancelled() for w in waiters)
