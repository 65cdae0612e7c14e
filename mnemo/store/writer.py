"""Background history writes.

The conversation enqueues and moves on; one worker task applies the writes in order.
Because the worker is not the request's task, `/stop` cancelling a reply cannot cancel
or half-finish a write of what was already said, and a slow or failing disk never
blocks or breaks a reply (the conversation goes on from memory).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..message import Message
from .base import HistoryStore

log = logging.getLogger(__name__)

_APPEND = "append"
_REPLACE = "replace"
_REPLACE_PREFIX = "replace_prefix"
_CLEAR = "clear"
_BARRIER = "barrier"


@dataclass(slots=True)
class _Op:
    kind: str
    key: str = ""
    messages: list[Message] = field(default_factory=list)
    # replace_prefix: the stored messages replaced (the conversation must start with them)
    prefix: list[Message] = field(default_factory=list)
    done: asyncio.Future[None] | None = None
    # Told whether this write landed (see `watch_next`).
    landed: list[asyncio.Future[bool]] = field(default_factory=list)


class HistoryWriter:
    """Applies history writes in order, in the background.

    Appends are group commits: the appends waiting in the queue, of every conversation,
    go in one transaction (each conversation's lands or fails on its own), so under load
    the writer keeps up with the turns. `linger` makes an append that finds the queue
    empty wait up to that many seconds for more writes (or a `flush`) before its
    transaction, so a turn's question and answer usually share one commit while a slow
    model call still gets the question stored within `linger`.

    `stop_after_failure` (a shared database, where the store is the conversation): once
    a write of a conversation fails, its later writes are dropped until it is loaded
    again or cleared, so a turn is stored up to its first failed write and no further;
    the answer of a question that was not stored never lands without it.
    """

    def __init__(self, store: HistoryStore, *, linger: float = 0.0,
                 stop_after_failure: bool = False) -> None:
        self.store = store
        self.linger = linger
        self.stop_after_failure = stop_after_failure
        self._stopped: set[str] = set()
        self._watching: dict[str, list[asyncio.Future[bool]]] = {}
        self.failures = 0
        self._failed_by_key: dict[str, int] = {}
        self._queue: deque[_Op] = deque()
        self._wakeup = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._closed = False

    def failed(self, key: str) -> int:
        """How many writes of `key` have failed so far (compare before and after)."""
        return self._failed_by_key.get(key, 0)

    def start(self) -> None:
        """Start the worker on the running loop (idempotent)."""
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(
                self._run(), name="mnemo-history-writer"
            )

    # The lists are copied: the caller goes on changing its in-memory history, and the
    # write must store what was passed at the call.

    def append(self, key: str, messages: Sequence[Message]) -> None:
        if messages:
            self._put(_Op(_APPEND, key, list(messages)))

    def replace(self, key: str, messages: Sequence[Message]) -> None:
        self._put(_Op(_REPLACE, key, list(messages)))

    def replace_prefix(self, key: str, prefix: Sequence[Message],
                       messages: Sequence[Message]) -> None:
        """Replace the stored messages `prefix` that start the conversation by `messages`;
        the rest stays after them. Refused (a failed write) when the stored conversation
        does not start with `prefix`."""
        self._put(_Op(_REPLACE_PREFIX, key, list(messages), list(prefix)))

    def clear(self, key: str) -> None:
        self._put(_Op(_CLEAR, key))

    async def flush(self) -> None:
        """Wait until every write enqueued before this call has been applied (or failed)."""
        if self._task is None or self._task.done():
            if not self._queue:
                return
            raise RuntimeError("history writer is not running; call start() first")
        # The worker drains the queue before it stops, so this resolves even mid-close.
        done = asyncio.get_running_loop().create_future()
        self._queue.append(_Op(_BARRIER, done=done))
        self._wakeup.set()
        await done

    def watch_next(self, key: str) -> asyncio.Future[bool]:
        """Whether the next write of `key` enqueued lands (False: failed or dropped)."""
        landed: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._watching.setdefault(key, []).append(landed)
        return landed

    async def load(self, key: str) -> list[Message]:
        """The stored history after the pending writes: what a rebuilt conversation must see."""
        await self.flush()
        messages = await self.store.load(key)
        self._stopped.discard(key)  # the copy is the store's again
        return messages

    async def close(self) -> None:
        """Apply everything pending, then stop the worker. Later writes are refused."""
        self._closed = True
        if self._queue:
            self.start()  # writes enqueued before start() still land
        if self._task is None or self._task.done():
            return
        self._wakeup.set()
        # Shielded: a cancelled shutdown must not cancel the write in progress.
        await asyncio.shield(self._task)

    def _put(self, op: _Op) -> None:
        op.landed = self._watching.pop(op.key, [])
        if self._closed:
            # Refused rather than raised: a reply finishing during shutdown must not
            # crash; what it said lives on only in memory, as after any failed write.
            self._fail(op.key, op)
            log.error("history %s for conversation %s dropped: writer is closed", op.kind,
                      op.key)
            return
        self._queue.append(op)
        self._wakeup.set()

    def _fail(self, key: str, op: _Op | None = None) -> None:
        self.failures += 1
        self._failed_by_key[key] = self._failed_by_key.get(key, 0) + 1
        if self.stop_after_failure:
            self._stopped.add(key)
        if op is not None:
            _tell(op, False)

    async def _run(self) -> None:
        while True:
            if not self._queue:
                if self._closed:
                    return
                self._wakeup.clear()
                await self._wakeup.wait()
                continue
            op = self._queue.popleft()
            if op.kind == _BARRIER:
                _release(op)
                continue
            if op.kind != _APPEND:
                await self._apply(op)
                continue
            if self.linger > 0 and not self._queue and not self._closed:
                self._wakeup.clear()
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(self._wakeup.wait(), self.linger)
            # Appends that piled up behind a slow write, of every conversation, become
            # one transaction (under load, the queue of one turn after another was the
            # limit); barriers among them are released once it is in.
            appends = {op.key: op}
            barriers: list[_Op] = []
            while self._queue and self._queue[0].kind in (_APPEND, _BARRIER):
                more = self._queue.popleft()
                if more.kind == _BARRIER:
                    barriers.append(more)
                elif (same := appends.get(more.key)) is not None:
                    same.messages.extend(more.messages)
                    same.landed += more.landed
                else:
                    appends[more.key] = more
            await self._append(list(appends.values()))
            for barrier in barriers:
                _release(barrier)

    async def _append(self, ops: list[_Op]) -> None:
        for op in [op for op in ops if op.key in self._stopped]:
            self._dropped(op)
            ops.remove(op)
        if not ops:
            return
        try:
            failed = await self.store.append_many({op.key: op.messages for op in ops})
        except Exception as exc:
            if len(ops) > 1:
                # One cause, logged once, however many conversations it held.
                log.error("history append of %d conversations failed (%d messages): %s%s",
                          len(ops), sum(len(op.messages) for op in ops),
                          type(exc).__name__, _detail(exc))
            for op in ops:
                self._fail(op.key, op)
                if len(ops) == 1:
                    self._log_failure(op, exc)
            return
        for op in ops:
            if op.key in failed:
                self._fail(op.key, op)
                self._log_failure(op, failed[op.key])
            else:
                _tell(op, True)

    async def _apply(self, op: _Op) -> None:
        if op.key in self._stopped and op.kind != _CLEAR:
            # A clear empties the copy as well as the store: after it they agree again.
            self._dropped(op)
            return
        try:
            if op.kind == _REPLACE:
                await self.store.replace(op.key, op.messages)
            elif op.kind == _REPLACE_PREFIX:
                if not await self.store.replace_prefix(op.key, op.prefix, op.messages):
                    # The store lost writes the window has (each logged when it failed),
                    # or holds others: replacing would drop what the summary never read.
                    # Keeping the stored history loses nothing; counted as a failed write
                    # of the conversation, so a copy that must match the store reloads.
                    self._fail(op.key)
                    log.error("history replace_prefix for conversation %s skipped: the "
                              "stored conversation does not start with the %d summarised "
                              "messages", op.key, len(op.prefix))
            else:
                await self.store.clear(op.key)
                self._stopped.discard(op.key)
        except Exception as exc:  # one failed write must not stop the ones after it
            self._fail(op.key, op)
            self._log_failure(op, exc)
            return
        _tell(op, True)

    def _dropped(self, op: _Op) -> None:
        self._fail(op.key, op)
        log.error("history %s for conversation %s dropped: an earlier write of it failed",
                  op.kind, op.key)

    @staticmethod
    def _log_failure(op: _Op, exc: Exception) -> None:
        log.error("history %s for conversation %s failed (%d messages): %s%s", op.kind,
                  op.key, len(op.messages), type(exc).__name__, _detail(exc))


def _detail(exc: Exception) -> str:
    """SQLite's own message (it names tables, never values) or PostgreSQL's error code:
    their other messages may quote the content being written."""
    if isinstance(exc, sqlite3.Error):
        return f": {exc}"
    if isinstance(code := getattr(exc, "sqlstate", None), str):
        return f" (SQLSTATE {code})"
    return ""


def _release(barrier: _Op) -> None:
    if barrier.done is not None and not barrier.done.done():
        barrier.done.set_result(None)


def _tell(op: _Op, landed: bool) -> None:
    for future in op.landed:
        if not future.done():
            future.set_result(landed)
