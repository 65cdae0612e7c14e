"""What the engine did, day by day: messages answered, model calls, tokens, compressions.

The panel's overview and usage pages read it. Counting is a few dict updates per turn;
the days are written to the `kv` table at most once per `flush_after` seconds (and at
shutdown), so a busy bot pays no extra transaction per message and a crash loses at
most that many seconds of counts. Recent failures are kept in memory only, by class:
a provider's error text may quote a key back, so it is never kept.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import time
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from typing import Any

from .store.keyvalue import KVStore

log = logging.getLogger(__name__)

NAMESPACE = "activity"
RECENT_ERRORS = 20


@dataclass(slots=True)
class Day:
    """The counts of one local calendar day."""

    messages: int = 0  # user messages answered (a queued batch counts each)
    turns: int = 0
    model_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    compactions: int = 0
    errors: int = 0
    # tokens (prompt + completion) per conversation and per model
    by_conversation: dict[str, int] = field(default_factory=dict)
    by_model: dict[str, int] = field(default_factory=dict)

    @property
    def tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> Day:
        known = {k: v for k, v in raw.items() if k in cls.__dataclass_fields__}
        return cls(**known)


@dataclass(frozen=True, slots=True)
class ErrorNote:
    at: float  # unix time
    key: str
    error: BaseException  # shown only through its class, never its text

    @property
    def kind(self) -> str:
        return type(self.error).__name__


class Activity:
    def __init__(self, kv: KVStore, *, clock: Callable[[], float] = time.time,
                 flush_after: float = 30.0) -> None:
        self._kv = kv
        self._clock = clock
        self.flush_after = flush_after
        self._days: dict[str, Day] = {}
        self._dirty: set[str] = set()
        self._timer: asyncio.TimerHandle | None = None
        self._task: asyncio.Task[None] | None = None
        self.errors: deque[ErrorNote] = deque(maxlen=RECENT_ERRORS)

    async def load(self) -> None:
        stored = await self._kv.items(NAMESPACE)
        for date, raw in stored.items():
            if isinstance(raw, dict):
                self._days[date] = Day.from_json(raw)

    # -- counting -------------------------------------------------------------------

    def _today(self) -> tuple[str, Day]:
        date = dt.date.fromtimestamp(self._clock()).isoformat()
        day = self._days.get(date)
        if day is None:
            day = self._days[date] = Day()
        self._changed(date)
        return date, day

    def turn(self, key: str, model: str, *, messages: int, calls: int, prompt_tokens: int,
             completion_tokens: int, compactions: int, error: BaseException | None) -> None:
        """One reply turn: `calls` model calls with their usage, its compressions."""
        _, day = self._today()
        day.messages += messages
        day.turns += 1
        day.model_calls += calls
        day.prompt_tokens += prompt_tokens
        day.completion_tokens += completion_tokens
        day.compactions += compactions
        spent = prompt_tokens + completion_tokens
        if spent:
            day.by_conversation[key] = day.by_conversation.get(key, 0) + spent
            day.by_model[model] = day.by_model.get(model, 0) + spent
        if error is not None:
            day.errors += 1
            self.errors.appendleft(ErrorNote(self._clock(), key, error))

    def compaction(self) -> None:
        """A compression outside a turn (an admin's)."""
        self._today()[1].compactions += 1

    # -- reading --------------------------------------------------------------------

    def today(self) -> Day:
        date = dt.date.fromtimestamp(self._clock()).isoformat()
        return self._days.get(date) or Day()

    def days(self, n: int = 30) -> list[tuple[str, Day]]:
        """The last `n` calendar days up to today, oldest first, empty days included."""
        today = dt.date.fromtimestamp(self._clock())
        dates = [(today - dt.timedelta(days=i)).isoformat() for i in range(n - 1, -1, -1)]
        return [(d, self._days.get(d) or Day()) for d in dates]

    # -- writing --------------------------------------------------------------------

    def _changed(self, date: str) -> None:
        self._dirty.add(date)
        if self._timer is None and (self._task is None or self._task.done()):
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:
                return  # counted outside a loop (a test): written by the next flush()
            self._timer = loop.call_later(self.flush_after, self._start_write)

    def _start_write(self) -> None:
        self._timer = None
        self._task = asyncio.ensure_future(self._write())

    async def _write(self) -> None:
        while self._dirty:
            dates, self._dirty = self._dirty, set()
            try:
                await self._kv.set_many(NAMESPACE, _dump(self._days, dates))
            except Exception:
                log.exception("could not save the activity counts")
                return

    async def flush(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._task is not None:
            await asyncio.shield(self._task)
        await self._write()


def _dump(days: dict[str, Day], dates: Iterable[str]) -> dict[str, Any]:
    return {d: asdict(days[d]) for d in dates if d in days}
