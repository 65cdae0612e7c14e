"""Daily token quotas: per group, per member and for the whole bot, all off by default.

Past a soft limit a conversation is answered by the cheaper fallback model for the rest
of the day; past a hard limit it is refused until local midnight. Exempt members (the
superusers) are never limited, though what they use still counts. The counters are kept
in memory, start from the day's stored usage after a restart and reset when the local
date changes. Superusers are told once a day when a group passes 80 % of its quota and
when the global budget is crossed (`Notice`); which alerts and soft-limit notices went
out today is stored, so a restart does not repeat them.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
from collections import defaultdict
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import Any, Literal

from .days import WallClock, day_of, next_midnight
from .store.base import UsageStore
from .store.keyvalue import KVStore

log = logging.getLogger(__name__)

Level = Literal["soft", "hard"]
Scope = Literal["member", "group", "global"]
NOTES_NS = "quota_notes"
WARN_SHARE = 0.8  # a group's superusers hear of it at this share of its quota


@dataclass(frozen=True, slots=True)
class Limits:
    """Tokens per day; 0 leaves a limit off."""

    soft: int = 0
    hard: int = 0

    @property
    def budget(self) -> int:
        """What "the quota" means in alerts: the hard limit, else the soft one."""
        return self.hard or self.soft

    def level(self, used: int, fallback: bool) -> Level | None:
        if self.hard and used >= self.hard:
            return "hard"
        if fallback and self.soft and used >= self.soft:
            return "soft"
        return None


@dataclass(frozen=True, slots=True)
class QuotaNote:
    """A limit a message ran into: answered by `model` (soft) or refused (hard).

    `resets_at` is the unix time of the local midnight that lifts it.
    """

    level: Level
    scope: Scope
    resets_at: float
    model: str | None = None


@dataclass(frozen=True, slots=True)
class Notice:
    """For the superusers: a group passed `WARN_SHARE` of its quota (`group` set), or
    the global budget was crossed (`group` empty)."""

    kind: Literal["group_quota", "global_budget"]
    group: str
    used: int
    limit: int
    day: str


NoticeHook = Callable[[Notice], Awaitable[None] | None]


class Quotas:
    def __init__(self, kv: KVStore, clock: WallClock) -> None:
        self._kv = kv
        self._clock = clock
        self.group = Limits()
        self.member = Limits()
        self.total = Limits()
        self.fallback_model = ""
        self.exempt: frozenset[str] = frozenset()
        self._hooks: list[NoticeHook] = []
        self._day = day_of(clock())
        self._groups: dict[str, int] = defaultdict(int)
        self._members: dict[str, int] = defaultdict(int)
        self._used = 0
        self._noted: set[str] = set()
        self._saving: asyncio.Task[Any] | None = None

    def on_notice(self, hook: NoticeHook) -> None:
        self._hooks.append(hook)

    @property
    def enabled(self) -> bool:
        return any(limits.budget for limits in (self.group, self.member, self.total))

    async def load(self, store: UsageStore) -> None:
        """Start today's counters from what the store holds (after a restart)."""
        self._roll()
        day = self._day
        rows = await store.day_tokens(day)
        noted = await self._kv.get(NOTES_NS, day, [])
        if day != self._day:
            return  # midnight passed while reading: the new day starts from nothing
        self._groups.clear()
        self._members.clear()
        self._used = 0
        self._count(rows)
        self._noted = set(noted)

    def _count(self, rows: Iterable[tuple[str, str, int]]) -> None:
        for conversation, member, tokens in rows:
            self._used += tokens
            if conversation.startswith("g:"):
                self._groups[conversation] += tokens
            if member:
                self._members[member] += tokens

    def _roll(self) -> str:
        today = day_of(self._clock())
        if today != self._day:
            self._day = today
            self._groups.clear()
            self._members.clear()
            self._used = 0
            self._noted = set()
        return today

    # -- counting ------------------------------------------------------------------------

    def add(self, conversation: str, member: str, tokens: int) -> None:
        """Count one call's tokens; tell the superusers when it crossed an alert line."""
        self._roll()
        self._count([(conversation, member, tokens)])
        if conversation.startswith("g:") and self.group.budget:
            used = self._groups[conversation]
            if used >= WARN_SHARE * self.group.budget:
                self._alert(Notice("group_quota", conversation, used, self.group.budget,
                                   self._day))
        if self.total.budget and self._used >= self.total.budget:
            self._alert(Notice("global_budget", "", self._used, self.total.budget, self._day))

    def used(self, conversation: str = "", member: str = "") -> tuple[int, int, int]:
        """Today's tokens so far: (the group's, the member's, everyone's)."""
        self._roll()
        return (self._groups.get(conversation, 0), self._members.get(member, 0), self._used)

    # -- deciding -----------------------------------------------------------------------

    def check(self, conversation: str, member: str) -> QuotaNote | None:
        """The limit a message from `member` in `conversation` runs into now, if any."""
        if not self.enabled or member in self.exempt:
            return None
        group, mine, everyone = self.used(conversation, member)
        fallback = bool(self.fallback_model)
        levels: list[tuple[Level | None, Scope]] = [
            (self.member.level(mine, fallback) if member else None, "member"),
            (self.group.level(group, fallback) if conversation.startswith("g:") else None,
             "group"),
            (self.total.level(everyone, fallback), "global"),
        ]
        for wanted in ("hard", "soft"):
            for level, scope in levels:
                if level == wanted:
                    return QuotaNote(level, scope, next_midnight(self._clock()),
                                     self.fallback_model if level == "soft" else None)
        return None

    def first_notice(self, conversation: str, member: str, note: QuotaNote) -> bool:
        """Whether this soft-limit switch is news to the conversation today (once a day)."""
        who = member if note.scope == "member" else ""
        return self._note(f"soft|{conversation}|{note.scope}|{who}")

    # -- telling -------------------------------------------------------------------------

    def _alert(self, notice: Notice) -> None:
        if not self._note(f"{notice.kind}|{notice.group}"):
            return
        log.warning("quota: %s %s at %d of %d tokens today", notice.kind,
                    notice.group or "(all)", notice.used, notice.limit)
        for hook in self._hooks:
            try:
                outcome = hook(notice)
                if inspect.isawaitable(outcome):
                    # Told beside the turn: a slow QQ send must not hold up the answer.
                    task = asyncio.ensure_future(outcome)
                    task.add_done_callback(_log_hook_failure)
            except Exception:
                log.exception("quota notice hook failed")

    def _note(self, key: str) -> bool:
        """Remember `key` for today; False when it was remembered already."""
        if key in self._noted:
            return False
        self._noted.add(key)
        if self._saving is None or self._saving.done():
            self._saving = asyncio.ensure_future(self._save())
        return True

    async def _save(self) -> None:
        # Rare (a few times a day at most), so one small write each time is fine.
        while True:
            day, noted = self._day, sorted(self._noted)
            try:
                await self._kv.set(NOTES_NS, day, noted)
            except Exception:
                log.exception("could not store today's quota notices")
                return
            if (self._day, sorted(self._noted)) == (day, noted):
                return

    async def flush(self) -> None:
        if self._saving is not None:
            await asyncio.shield(self._saving)

    async def prune(self, before_day: str) -> int:
        """Forget the notices of the days before `before_day` (only today's count, but
        each day leaves its list behind); how many days went."""
        old = [day for day in await self._kv.items(NOTES_NS) if day < before_day]
        for day in old:
            await self._kv.delete(NOTES_NS, day)
        return len(old)


def _log_hook_failure(task: asyncio.Future[Any]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("quota notice hook failed: %r", task.exception())
