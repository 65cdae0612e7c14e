"""Usage accounting: every model call as the provider reported it, and the figures of it.

The clients tell the `Ledger` of each call (their `on_usage` hook). Who caused the call
is not passed down through the agent, the tools and the compressor: the engine sets it
for the turn (`attributed`) and every call made inside the turn's task, or in tasks it
starts, sees it; `purpose` names calls that are not the client's usual kind (the
compressor shares the chat client unless it has its own endpoint). The record is
buffered and written along with the turn's own transaction; the quota counters see it
at once.

`engine.usage` is the ledger: `totals`, `periods`, `top`, `daily` and `quota` give the
figures `/usage`, `/context` and the panel show.
"""

from __future__ import annotations

import contextlib
import contextvars
from collections.abc import Iterator
from dataclasses import dataclass

from .client import Usage, UsageHook
from .config import Price
from .days import WallClock, day_of, days_back, next_midnight
from .quota import Quotas
from .store.base import UsageKey, UsageRecord, UsageStore, UsageTotals

PER_TOKENS = 1_000_000


def cost(price: Price | None, usage: Usage) -> float | None:
    """What a call cost in yuan; None without a price."""
    if price is None:
        return None
    cached = min(usage.cached_tokens, usage.prompt_tokens)
    fresh = usage.prompt_tokens - cached
    return (fresh * price["input"] + cached * price.get("cached_input", price["input"])
            + usage.completion_tokens * price["output"]) / PER_TOKENS


_attribution: contextvars.ContextVar[tuple[str, str] | None] = contextvars.ContextVar(
    "mnemo_usage_attribution", default=None)
_purpose: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "mnemo_usage_purpose", default=None)


@contextlib.contextmanager
def attributed(conversation: str, member: str = "") -> Iterator[None]:
    """Calls made inside count for `conversation` and the `member` who caused them."""
    token = _attribution.set((conversation, member))
    try:
        yield
    finally:
        _attribution.reset(token)


def current() -> tuple[str, str]:
    """(conversation, member) of the turn running now: who a tool acts for."""
    return _attribution.get() or ("", "")


@contextlib.contextmanager
def purpose(name: str) -> Iterator[None]:
    """Calls made inside are recorded as `name` (e.g. "compressor", "recall")."""
    token = _purpose.set(name)
    try:
        yield
    finally:
        _purpose.reset(token)


@dataclass(frozen=True, slots=True)
class UsagePeriods:
    """Totals of today, the last 7 days and the last 30 days (today included)."""

    today: UsageTotals
    week: UsageTotals
    month: UsageTotals


@dataclass(frozen=True, slots=True)
class QuotaStatus:
    """Today's tokens against each limit (0 = off) for one conversation and member."""

    group_used: int
    group_soft: int
    group_hard: int
    member_used: int
    member_soft: int
    member_hard: int
    global_used: int
    global_soft: int
    global_hard: int
    resets_at: float


class Ledger:
    """Records each call and reports the sums (`engine.usage`)."""

    def __init__(self, store: UsageStore, quotas: Quotas, clock: WallClock) -> None:
        self.store = store
        self.quotas = quotas
        self.prices: dict[str, Price] = {}
        self._clock = clock

    def hook(self, default_purpose: str) -> UsageHook:
        """The `on_usage` of a client whose calls are usually `default_purpose`."""
        def record(model: str, usage: Usage) -> None:
            self.record(default_purpose, model, usage)
        return record

    def record(self, default_purpose: str, model: str, usage: Usage) -> UsageRecord:
        conversation, member = _attribution.get() or ("", "")
        now = self._clock()
        record = UsageRecord(
            at=now, day=day_of(now), conversation=conversation, member=member, model=model,
            purpose=_purpose.get() or default_purpose, prompt_tokens=usage.prompt_tokens,
            completion_tokens=usage.completion_tokens, cached_tokens=usage.cached_tokens,
            cost=cost(self.prices.get(model), usage))
        self.store.add(record)
        self.quotas.add(conversation, member, usage.prompt_tokens + usage.completion_tokens)
        return record

    async def flush(self) -> None:
        """Write what did not ride along with a transaction yet."""
        await self.store.flush()

    # -- figures ------------------------------------------------------------------------

    def today(self) -> str:
        return day_of(self._clock())

    def _span(self, days: int) -> tuple[str, str]:
        today = self.today()
        return days_back(today, days), today

    async def totals(self, days: int = 1, *, conversation: str | None = None,
                     member: str | None = None, purpose: str | None = None) -> UsageTotals:
        """The last `days` days (1: today), of one conversation, member or purpose."""
        first, last = self._span(days)
        return await self.store.totals(first, last, conversation=conversation, member=member,
                                       purpose=purpose)

    async def periods(self, *, conversation: str | None = None,
                      member: str | None = None) -> UsagePeriods:
        return UsagePeriods(*[await self.totals(days, conversation=conversation, member=member)
                              for days in (1, 7, 30)])

    async def top(self, by: UsageKey, days: int = 7, *, prefix: str = "",
                  limit: int = 10) -> list[tuple[str, UsageTotals]]:
        """Totals per conversation (prefix "g:" for groups), member, model or purpose,
        the most tokens first."""
        first, last = self._span(days)
        return await self.store.top(by, first, last, prefix=prefix, limit=limit)

    async def daily(self, days: int = 30, *, conversation: str | None = None,
                    member: str | None = None) -> list[tuple[str, UsageTotals]]:
        """Totals per day over the last `days` days, oldest first (days without calls
        left out): the panel's chart."""
        first, last = self._span(days)
        return await self.store.daily(first, last, conversation=conversation, member=member)

    def quota(self, conversation: str = "", member: str = "") -> QuotaStatus:
        q = self.quotas
        group, mine, everyone = q.used(conversation, member)
        return QuotaStatus(group, q.group.soft, q.group.hard, mine, q.member.soft,
                           q.member.hard, everyone, q.total.soft, q.total.hard,
                           next_midnight(self._clock()))

