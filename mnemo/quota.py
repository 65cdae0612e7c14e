"""Daily token quotas: per group, per member and for the whole bot, all off by default.

Past a soft limit a conversation is answered by the cheaper fallback model for the rest
of the day; past a hard limit it is refused until local midnight. Exempt members (the
superusers) are never limited, though what they use still counts. The counters are kept
in memory, so a check costs no store round trip; they start from the day's stored usage
after a restart and reset when the local date changes. Superusers are told once a day
when a group passes 80 % of its quota and when the global budget is crossed (`Notice`);
which alerts and soft-limit notices went out today is stored, so a restart does not
repeat them.

On a database several processes share (`share`), the counters are the database's: each
process adds its calls to shared rows in its turns' own transactions and learns the new
totals as it commits, reads back what the others added every `REFRESH_EVERY` seconds,
and checks the limits against that sum; a notice is told by the process that claims it
first. The turn lock's own round trip also reads what changed, so the check made when
a turn starts counts every turn committed before it: a limit holds whichever process
answers, and the superusers hear each alert once.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import logging
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import Any, Literal

from .days import WallClock, day_of, next_midnight
from .store.base import QuotaTallies, TallySeen, UsageStore
from .store.keyvalue import KVStore

log = logging.getLogger(__name__)

Level = Literal["soft", "hard"]
Scope = Literal["member", "group", "global"]
NOTES_NS = "quota_notes"
WARN_SHARE = 0.8  # a group's superusers hear of it at this share of its quota
REFRESH_EVERY = 1.0  # seconds between two reads of what other processes added
# Rows are read again from this long before the last read: an addition committed a moment
# after it was made is still found.
_OVERLAP = 10.0
_FULL_EVERY = 60.0  # seconds between two reads of today's rows whole


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
        # Shared: the totals last seen in the database and this process's additions not
        # seen there yet, per (conversation, member); the sums above are of both.
        self._tallies: QuotaTallies | None = None
        self._shared: dict[tuple[str, str], int] = {}
        self._own: dict[tuple[str, str], int] = {}
        self._since = 0.0  # the server's clock: rows written since are read next
        self._read_whole = -_FULL_EVERY  # monotonic time of the last whole read
        self._refresher: asyncio.Task[None] | None = None
        self._telling: set[asyncio.Task[Any]] = set()
        self._unreadable = False  # the last refresh failed (logged once)

    def on_notice(self, hook: NoticeHook) -> None:
        self._hooks.append(hook)

    @property
    def enabled(self) -> bool:
        return any(limits.budget for limits in (self.group, self.member, self.total))

    def share(self, tallies: QuotaTallies) -> None:
        """Count on the database's shared rows from now on (before `load`)."""
        self._tallies = tallies
        tallies.on_observed = self._observed
        tallies.on_undone = self._undone
        tallies.wants = self._wants
        tallies.on_changed = self._changed

    async def load(self, store: UsageStore) -> None:
        """Start today's counters from what the store holds (after a restart)."""
        if self._tallies is not None:
            self._roll()
            day = self._day
            noted = await self._tallies.claimed(day)
            await self.refresh()
            self._noted |= noted
            if self._refresher is None:
                self._refresher = asyncio.ensure_future(self._refresh_loop())
            return
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
            self._shared.clear()
            self._own.clear()
            self._since = 0.0
        return today

    # -- shared with other processes -----------------------------------------------------

    def _observed(self, seen: TallySeen) -> None:
        """This process's write left these totals (its own additions included)."""
        for (day, conversation, member), total, added in seen:
            if day != self._day:
                continue
            key = (conversation, member)
            self._own[key] = max(self._own.get(key, 0) - added, 0)
            old = self._shared.get(key, 0)
            # Totals only grow in a day: an older read never takes one back.
            new = max(old, total)
            self._shared[key] = new
            self._count([(conversation, member, new - old - added)])

    def _undone(self, seen: TallySeen) -> None:
        """That write rolled back: its additions are this process's own again."""
        for (day, conversation, member), _, added in seen:
            if day == self._day:
                key = (conversation, member)
                self._own[key] = self._own.get(key, 0) + added
                self._shared[key] = self._shared.get(key, 0) - added

    async def refresh(self) -> None:
        """Take in what every process added since the last read (all of today at times)."""
        tallies = self._tallies
        if tallies is None:
            return
        day, since = self._next_read()
        rows, now = await tallies.changed(day, since)
        self._changed(day, rows, now)

    def _next_read(self) -> tuple[str, float]:
        day = self._roll()
        now = time.monotonic()
        if now - self._read_whole >= _FULL_EVERY:
            self._read_whole = now
            return day, 0.0
        return day, self._since

    def _wants(self) -> tuple[str, float] | None:
        """A read for the turn lock to make beside its own, so the check of the turn it
        starts sees every turn committed before it: only while a limit is set."""
        return self._next_read() if self.enabled else None

    def _changed(self, day: str, rows: list[tuple[str, str, int]], now: float) -> None:
        if day != self._roll():
            return  # midnight passed while reading
        for conversation, member, total in rows:
            key = (conversation, member)
            old = self._shared.get(key, 0)
            if total > old:
                self._shared[key] = total
                self._count([(conversation, member, total - old)])
        self._since = max(self._since, now - _OVERLAP)

    async def _refresh_loop(self) -> None:
        while True:
            await asyncio.sleep(REFRESH_EVERY)
            if not self.enabled:
                # Nothing is checked: when a limit is set, the next read takes all of today.
                self._read_whole = -_FULL_EVERY
                continue
            try:
                await self.refresh()
            except Exception as exc:  # the database is away: checks go on from memory
                if not self._unreadable:
                    log.warning("quota counters of other processes not read (%s); checking "
                                "against the last ones read", type(exc).__name__)
                self._unreadable = True
            else:
                self._unreadable = False

    # -- counting ------------------------------------------------------------------------

    def add(self, conversation: str, member: str, tokens: int) -> None:
        """Count one call's tokens; tell the superusers when it crossed an alert line."""
        self._roll()
        self._count([(conversation, member, tokens)])
        if self._tallies is not None:
            key = (conversation, member)
            self._own[key] = self._own.get(key, 0) + tokens
            self._tallies.add(self._day, conversation, member, tokens)
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

    async def first_notice(self, conversation: str, member: str, note: QuotaNote) -> bool:
        """Whether this soft-limit switch is news to the conversation today (once a day,
        whichever process answers: a store round trip the first time on a shared one)."""
        who = member if note.scope == "member" else ""
        key = f"soft|{conversation}|{note.scope}|{who}"
        if self._tallies is None:
            return self._note(key)
        return await self._claim(key)

    async def _claim(self, key: str) -> bool:
        """Whether this process tells `key` today: no other process did (shared only)."""
        assert self._tallies is not None
        if key in self._noted:
            return False
        self._noted.add(key)
        try:
            return await self._tallies.claim(self._day, key)
        except Exception as exc:  # better told twice than never
            log.warning("could not ask whether another process told %s (%s); telling", key,
                        type(exc).__name__)
            return True

    # -- telling -------------------------------------------------------------------------

    def _alert(self, notice: Notice) -> None:
        key = f"{notice.kind}|{notice.group}"
        if self._tallies is not None:
            if key not in self._noted:
                task = asyncio.ensure_future(self._claim_then_tell(key, notice))
                self._telling.add(task)
                task.add_done_callback(self._telling.discard)
            return
        if self._note(key):
            self._tell(notice)

    async def _claim_then_tell(self, key: str, notice: Notice) -> None:
        if await self._claim(key):
            self._tell(notice)

    def _tell(self, notice: Notice) -> None:
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
        if self._telling:
            await asyncio.gather(*self._telling, return_exceptions=True)

    async def close(self) -> None:
        """Stop reading other processes' counters; write what is pending."""
        refresher, self._refresher = self._refresher, None
        if refresher is not None:
            refresher.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await refresher
        await self.flush()

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
