"""Per-session state and the cache that holds it.

`ChatEntry` is one resident conversation: its window and tools, a lock that lets one
change of it run at a time in this process (a reply, `/compact`, a summary landing;
mnemo.store.turnlock adds the lock across processes), the queue of messages that arrived while
it was held, the stored version it was loaded at, and when it was last addressed.
`SessionCache` maps session keys to entries, rebuilds an entry from the store on demand,
hands messages to them, and evicts idle or least-recently-used entries without touching
one in use.
"""

from __future__ import annotations

import asyncio
import contextlib
import enum
import functools
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any, Generic, TypeVar

from .agent import Conversation
from .tools import ToolRegistry
from .window import ContextWindow

log = logging.getLogger(__name__)

T = TypeVar("T")
MAX_QUEUE = 20


class Submitted(enum.Enum):
    RAN = "ran"
    QUEUED_FIRST = "queued_first"  # the caller sends the "answered shortly" notice
    QUEUED = "queued"
    FULL = "full"
    STOPPED = "stopped"
    GONE = "gone"  # the entry was evicted meanwhile: fetch it again and resubmit


class EntryLock:
    """The conversation's lock, which also tells whether anyone is waiting for it.

    Whatever changes the conversation takes it: a reply's rounds, `/compact`, `/restore`,
    a clear, a background summary landing. A message must queue behind any of them, not
    only behind a reply, so `idle` says whether an `acquire()` now would take the lock at
    once: `locked()` alone reads False from a release until the next waiter wakes, while
    that waiter already owns the next turn.
    """

    def __init__(self) -> None:
        self._lock = asyncio.Lock()
        self._users = 0  # the holder and those waiting
        # The holder may keep it for long (`/compact` waits for the summariser): a
        # message queued behind it is told it will be answered shortly. Behind the quick
        # ones (a summary landing, a clear, `/restore`) it queues without a word.
        self.slow = False

    @property
    def idle(self) -> bool:
        return self._users == 0

    def locked(self) -> bool:
        return self._lock.locked()

    async def acquire(self, *, slow: bool = False) -> bool:
        self._users += 1
        try:
            await self._lock.acquire()
        except BaseException:
            self._users -= 1  # a cancelled wait never holds the lock
            raise
        self.slow = slow
        return True

    def release(self) -> None:
        self._lock.release()
        self.slow = False
        self._users -= 1

    @contextlib.asynccontextmanager
    async def held(self, *, slow: bool = False) -> AsyncIterator[None]:
        """The lock, for a holder that may keep it for long if `slow`."""
        await self.acquire(slow=slow)
        try:
            yield
        finally:
            self.release()

    async def __aenter__(self) -> None:
        await self.acquire()

    async def __aexit__(self, *exc: object) -> None:
        self.release()


Gone = Callable[[list[T]], Awaitable[Any]]


class ChatEntry(Conversation, Generic[T]):
    def __init__(self, key: str, window: ContextWindow, tools: ToolRegistry,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(key=key, window=window, tools=tools)
        self.lock = EntryLock()
        self.queue: list[T] = []
        self.task: asyncio.Task[Any] | None = None
        # Answers the queue once the lock is free, when it was held by something other
        # than a reply as the first message queued (see `submit`).
        self.drainer: asyncio.Task[None] | None = None
        self.evicted = False
        # The stored version this copy matches (see mnemo.store.turnlock); None: not known, so
        # the next turn on a shared database reloads it first.
        self.version: int | None = None
        # The running round's answer has gone out; what remains is storing it.
        self.answered = False
        # A topic split started this conversation afresh and no reply has said so yet.
        self.untold_split = False
        # Someone answers the queue: a submitter in its rounds, or the drainer.
        self._answering = False
        self._clock = clock
        self.last_active = clock()

    def touch(self) -> None:
        self.last_active = self._clock()

    @property
    def replying(self) -> bool:
        return self.task is not None

    async def submit(self, item: T, run: Callable[[list[T]], Awaitable[Any]],
                     gone: Gone[T] | None = None) -> Submitted:
        """Run `item` now, or queue it behind whatever holds the conversation.

        When the running reply ends, everything queued meanwhile is answered together
        in one more round. The lock held by something else (`/compact`, `/restore`, a
        summary landing) queues the message just the same, under the same cap: the first
        one queued starts the `drainer`, which answers the queue in one round once the
        lock is free; if the entry was evicted meanwhile, the drainer hands the queue to
        `gone`. QUEUED_FIRST (the caller's notice) only where there is a wait to tell of:
        behind a reply not yet answered, or a holder that said it is slow. `stop()`
        cancels the running round and drops the queue.
        """
        return await self._submit([item], run, gone)

    async def _submit(self, items: list[T], run: Callable[[list[T]], Awaitable[Any]],
                      gone: Gone[T] | None, *, capped: bool = True) -> Submitted:
        if self._answering or not self.lock.idle:
            if capped and len(self.queue) + len(items) > MAX_QUEUE:
                return Submitted.FULL
            # The notice, for the first one queued, is for a wait: behind a reply being
            # written or a slow holder. Once the answer is out, "still replying" would be
            # news of a reply the member already has: the message is answered in the next
            # round, without a notice; so too behind a moment's work (a summary landing).
            waiting = (not self.answered) if self.replying else self.lock.slow
            first = not self.queue and waiting
            self.queue.extend(items)
            if not self._answering:
                self._answering = True
                self.drainer = asyncio.ensure_future(self._drain(run, gone))
            return Submitted.QUEUED_FIRST if first else Submitted.QUEUED
        # Idle: the lock is taken at once, with nothing in between.
        self._answering = True
        try:
            async with self.lock:
                if self.evicted:
                    return Submitted.GONE
                return await self._rounds(items, run)
        finally:
            self._answering = False

    async def _drain(self, run: Callable[[list[T]], Awaitable[Any]],
                     gone: Gone[T] | None) -> None:
        orphans: list[T] = []
        try:
            async with self.lock:
                batch, self.queue = self.queue, []
                if self.evicted:
                    orphans = batch
                else:
                    await self._rounds(batch, run)
        except asyncio.CancelledError:
            raise
        except Exception:  # a fault of the reply path; the messages were told already
            log.exception("session %s: answering the queued messages failed", self.key)
        finally:
            if self.drainer is asyncio.current_task():  # not one started after a stop
                self._answering = False
                self.drainer = None
        if orphans:
            if gone is None:
                log.error("session %s: %d queued message(s) dropped with their evicted "
                          "entry", self.key, len(orphans))
            else:
                await gone(orphans)

    async def _rounds(self, batch: list[T], run: Callable[[list[T]], Awaitable[Any]]
                      ) -> Submitted:
        """Answer `batch`, then what was queued meanwhile, until nothing is; under the
        lock."""
        outcome = Submitted.RAN
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
        """Cancel the running reply (or the drainer still waiting for the lock) and drop
        the queue; whether anything was stopped."""
        had = bool(self.queue) or self.task is not None
        self.queue.clear()
        if self.task is not None:
            self.task.cancel()
        elif self.drainer is not None:
            # Waiting for the lock: it has nothing left to answer. A message arriving
            # before the cancel lands starts a drainer of its own.
            self.drainer.cancel()
            self._answering = False
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

    async def submit(self, key: str, item: Any,
                     run: Callable[[E, list[Any]], Awaitable[Any]]) -> tuple[E, Submitted]:
        """Hand `item` to the conversation's entry, loaded if need be; `run(entry, batch)`
        answers it (see `ChatEntry.submit`). An entry evicted meanwhile is fetched again,
        and so is the one a queue was waiting on."""
        while True:
            entry = await self.get(key)
            entry.touch()
            submitted = await entry.submit(item, functools.partial(run, entry),
                                           self._again(key, run))
            if submitted is not Submitted.GONE:
                return entry, submitted

    def _again(self, key: str, run: Callable[[E, list[Any]], Awaitable[Any]]
               ) -> Gone[Any]:
        """Where a queue goes when its entry was evicted before answering it: to the one
        loaded next, whole (its messages were accepted, so the cap does not apply)."""
        async def again(items: list[Any]) -> None:
            while True:
                entry = await self.get(key)
                submitted = await entry._submit(items, functools.partial(run, entry),
                                                again, capped=False)
                if submitted is not Submitted.GONE:
                    return
        return again

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
        if not entry.lock.idle or entry.replying or entry.compressing:
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

