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
    session: str = ""
    messages: list[Message] = field(default_factory=list)
    n: int = 0  # replace_prefix: how many of the first stored messages are replaced
    done: asyncio.Future[None] | None = None
    # Told whether this write landed (see `watch_next`).
    landed: list[asyncio.Future[bool]] = field(default_factory=list)


class HistoryWriter:
    """Applies history writes in order, in the background.

    `linger` is group commit: an append that finds the queue empty waits up to that many
    seconds for more writes (or a `flush`) before its transaction, so a turn's question
    and answer usually share one commit while a slow model call still gets the question
    stored within `linger`.

    `stop_after_failure` (a shared database, where the store is the conversation): once
    a write of a session fails, its later writes are dropped until the session is loaded
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
        self._failed_by_session: dict[str, int] = {}
        self._queue: deque[_Op] = deque()
        self._wakeup = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._closed = False

    def failed(self, session: str) -> int:
        """How many writes of `session` have failed so far (compare before and after)."""
        return self._failed_by_session.get(session, 0)

    def start(self) -> None:
        """Start the worker on the running loop (idempotent)."""
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(
                self._run(), name="mnemo-history-writer"
            )

    # The lists are copied: the caller goes on changing its in-memory history, and the
    # write must store what was passed at the call.

    def append(self, session: str, messages: Sequence[Message]) -> None:
        if messages:
            self._put(_Op(_APPEND, session, list(messages)))

    def replace(self, session: str, messages: Sequence[Message]) -> None:
        self._put(_Op(_REPLACE, session, list(messages)))

    def replace_prefix(self, session: str, n: int, messages: Sequence[Message]) -> None:
        """Replace the first `n` stored messages by `messages`; the rest stays after them."""
        self._put(_Op(_REPLACE_PREFIX, session, list(messages), n))

    def clear(self, session: str) -> None:
        self._put(_Op(_CLEAR, session))

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

    def watch_next(self, session: str) -> asyncio.Future[bool]:
        """Whether the next write of `session` enqueued lands (False: failed or dropped)."""
        landed: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._watching.setdefault(session, []).append(landed)
        return landed

    async def load(self, session: str) -> list[Message]:
        """The stored history after the pending writes: what a rebuilt session must see."""
        await self.flush()
        messages = await self.store.load(session)
        self._stopped.discard(session)  # the copy is the store's again
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
        op.landed = self._watching.pop(op.session, [])
        if self._closed:
            # Refused rather than raised: a reply finishing during shutdown must not
            # crash; what it said lives on only in memory, as after any failed write.
            self._fail(op.session, op)
            log.error("history %s for session %s dropped: writer is closed", op.kind, op.session)
            return
        self._queue.append(op)
        self._wakeup.set()

    def _fail(self, session: str, op: _Op) -> None:
        self.failures += 1
        self._failed_by_session[session] = self._failed_by_session.get(session, 0) + 1
        if self.stop_after_failure:
            self._stopped.add(session)
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
                if op.done is not None and not op.done.done():
                    op.done.set_result(None)
                continue
            if op.kind == _APPEND:
                if self.linger > 0 and not self._queue and not self._closed:
                    self._wakeup.clear()
                    with contextlib.suppress(asyncio.TimeoutError):
                        await asyncio.wait_for(self._wakeup.wait(), self.linger)
                # Appends that piled up behind a slow write become one transaction.
                while (
                    self._queue
                    and self._queue[0].kind == _APPEND
                    and self._queue[0].session == op.session
                ):
                    merged = self._queue.popleft()
                    op.messages.extend(merged.messages)
                    op.landed += merged.landed
            await self._apply(op)

    async def _apply(self, op: _Op) -> None:
        if op.session in self._stopped and op.kind != _CLEAR:
            # A clear empties the copy as well as the store: after it they agree again.
            self._fail(op.session, op)
            log.error("history %s for session %s dropped: an earlier write of it failed",
                      op.kind, op.session)
            return
        try:
            if op.kind == _APPEND:
                await self.store.append(op.session, op.messages)
            elif op.kind == _REPLACE:
                await self.store.replace(op.session, op.messages)
            elif op.kind == _REPLACE_PREFIX:
                if not await self.store.replace_prefix(op.session, op.n, op.messages):
                    # The store lost writes the window has (each logged when it failed):
                    # keeping the longer stored history loses nothing.
                    self.failures += 1
                    log.error("history replace_prefix for session %s skipped: fewer than %d "
                              "messages stored", op.session, op.n)
            else:
                await self.store.clear(op.session)
                self._stopped.discard(op.session)
        except Exception as exc:  # one failed write must not stop the ones after it
            self._fail(op.session, op)
            # Only the error's type, plus SQLite's own message (which names tables,
            # never values) or PostgreSQL's error code: their messages may quote the
            # content being written.
            if isinstance(exc, sqlite3.Error):
                detail = f": {exc}"
            elif isinstance(code := getattr(exc, "sqlstate", None), str):
                detail = f" (SQLSTATE {code})"
            else:
                detail = ""
            log.error(
                "history %s for session %s failed (%d messages): %s%s",
                op.kind,
                op.session,
                len(op.messages),
                type(exc).__name__,
                detail,
            )
            return
        _tell(op, True)


def _tell(op: _Op, landed: bool) -> None:
    for future in op.landed:
        if not future.done():
            future.set_result(landed)
