"""Reminders that fire once: stored, scheduled with apscheduler, claimed before sending.

Every pending reminder has a job at its due time in this process's scheduler. When it
fires, the reminder is claimed in the database (one statement: of several processes on
one PostgreSQL database, one gets it) and handed to the front end's hook, which posts
it in its conversation. A reminder that fell due while the bot was down is sent at
start, marked late. One the hook could not deliver (no QQ connection yet) is released
and tried again shortly, or at once when the front end calls `wake`. Where processes
share a database, each looks for reminders the others added every `poll` seconds.

Posting a reminder makes no model call: it is sent as written, even while the model is
down or the day's quota is spent; the turn that set it was a turn like any other.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import inspect
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from ..store.reminders import LimitReached, Reminder, ReminderStore
from .when import Due, resolve

log = logging.getLogger(__name__)

MAX_TEXT = 500
LATE_AFTER = 60.0  # fired this much after its time (the loop or the machine stalled): late
RETRY_SECONDS = 10.0
POLL_SECONDS = 30.0


@dataclass(frozen=True, slots=True)
class Fired:
    """A reminder being posted; `late` when it is sent after its time had passed."""

    reminder: Reminder
    late: bool
    due: dt.datetime  # its time, in the bot's zone


Delivery = Callable[[Fired], Awaitable[bool]]


@dataclass(frozen=True, slots=True)
class Limits:
    member: int  # pending reminders per member in a conversation (0: no limit)
    group: int  # pending reminders per conversation


class Reminders:
    """The reminders of every conversation (`engine.addons.reminders`)."""

    def __init__(self, *, clock: Callable[[], float] = time.time,
                 zone: dt.tzinfo | None = None,
                 limits: Callable[[], Limits] = lambda: Limits(0, 0)) -> None:
        self.clock = clock
        self.zone = zone or dt.datetime.now().astimezone().tzinfo
        self.limits = limits
        self._store: ReminderStore | None = None
        self._hooks: list[Delivery] = []
        self._scheduler: Any = None
        self._running: set[int] = set()
        self._waking: set[asyncio.Future[None]] = set()
        self._started = 0.0  # reminders due before this were missed while the bot was down

    @property
    def store(self) -> ReminderStore:
        if self._store is None:
            raise RuntimeError("reminders are not started")
        return self._store

    def on_fire(self, hook: Delivery) -> None:
        """`hook` posts a fired reminder; it answers whether it could."""
        self._hooks.append(hook)

    async def start(self, store: ReminderStore, *, poll: float | None = None) -> None:
        from apscheduler.schedulers.asyncio import AsyncIOScheduler

        self._store = store
        self._started = self.clock()
        self._scheduler = AsyncIOScheduler(timezone=self.zone)
        self._scheduler.start()
        await self.sync()
        if poll:
            self._scheduler.add_job(self.sync, "interval", seconds=poll, id="reminders-poll",
                                    coalesce=True, max_instances=1)

    async def close(self) -> None:
        if self._scheduler is not None:
            self._scheduler.shutdown(wait=False)
            self._scheduler = None

    def due(self, when: str) -> Due:
        """The time `when` names, from now (BadTime says why there is none)."""
        return resolve(when, self.clock(), self.zone)

    async def add(self, conversation: str, member: str, when: str, text: str) -> Reminder:
        """A new reminder; BadTime, ValueError (its text) or LimitReached when refused."""
        body = " ".join(str(text).split())
        if not body:
            raise ValueError("提醒内容不能为空。")
        if len(body) > MAX_TEXT:
            raise ValueError(f"提醒内容太长了（最多 {MAX_TEXT} 字）。")
        due = self.due(when)
        limits = self.limits()
        reminder = await self.store.add(conversation, member, body, due.timestamp, self.clock(),
                                        member_limit=limits.member, group_limit=limits.group)
        self._schedule(reminder)
        log.info("session %s: reminder #%d set by %s for %s", conversation, reminder.id,
                 member, due.at.isoformat(timespec="seconds"))
        return reminder

    async def list(self, conversation: str, member: str | None = None) -> list[Reminder]:
        return await self.store.pending(conversation, member)

    async def cancel(self, conversation: str, reminder_id: int,
                     member: str | None = None) -> Reminder | None:
        """Cancel a pending reminder of `conversation` (only `member`'s, when given)."""
        cancelled = await self.store.cancel(reminder_id, conversation, member, self.clock())
        if cancelled is not None:
            self._unschedule(reminder_id)
            log.info("session %s: reminder #%d cancelled", conversation, reminder_id)
        return cancelled

    def at(self, reminder: Reminder) -> dt.datetime:
        return dt.datetime.fromtimestamp(reminder.due_at, self.zone)

    # -- firing -------------------------------------------------------------------------

    async def sync(self) -> None:
        """Schedule every pending reminder; send those already due."""
        try:
            pending = await self.store.pending()
        except Exception:
            log.exception("reminders: could not read the pending reminders")
            return
        now = self.clock()
        for reminder in pending:
            if reminder.due_at <= now:
                await self.fire(reminder.id)
            else:
                self._schedule(reminder)

    def wake(self) -> None:
        """Try what is due now (the front end has a connection again)."""
        if self._scheduler is not None:
            task = asyncio.ensure_future(self.sync())
            self._waking.add(task)
            task.add_done_callback(self._waking.discard)

    def _job(self, reminder_id: int) -> str:
        return f"reminder-{reminder_id}"

    def _schedule(self, reminder: Reminder) -> None:
        if self._scheduler is None:
            return
        # The scheduler runs on the real clock; the delay is the engine clock's.
        run = time.time() + max(0.0, reminder.due_at - self.clock())
        self._scheduler.add_job(self.fire, "date",
                                run_date=dt.datetime.fromtimestamp(run, self.zone),
                                args=[reminder.id], id=self._job(reminder.id),
                                replace_existing=True, misfire_grace_time=None, coalesce=True)

    def _unschedule(self, reminder_id: int) -> None:
        if self._scheduler is not None and self._scheduler.get_job(self._job(reminder_id)):
            self._scheduler.remove_job(self._job(reminder_id))

    async def fire(self, reminder_id: int) -> bool:
        """Claim and post one reminder; whether this process sent it."""
        if reminder_id in self._running:
            return False
        self._running.add(reminder_id)
        try:
            return await self._fire(reminder_id)
        finally:
            self._running.discard(reminder_id)

    async def _fire(self, reminder_id: int) -> bool:
        now = self.clock()
        try:
            claimed = await self.store.claim(reminder_id, now)
        except Exception:
            log.exception("reminders: could not claim #%d; trying again later", reminder_id)
            self._retry(reminder_id)
            return False
        if claimed is None:
            log.info("reminders: reminder #%d already sent elsewhere or cancelled", reminder_id)
            return False
        late = claimed.due_at < self._started or now - claimed.due_at > LATE_AFTER
        fired = Fired(claimed, late, self.at(claimed))
        delivered = False
        for hook in self._hooks:
            try:
                outcome = hook(fired)
                delivered = bool(await outcome if inspect.isawaitable(outcome) else outcome)
            except Exception:
                log.exception("reminders: delivering #%d failed", reminder_id)
            if delivered:
                break
        if not delivered:
            try:
                await self.store.release(reminder_id)
            except Exception:
                log.exception("reminders: could not release #%d", reminder_id)
            self._retry(reminder_id)
            log.info("reminders: #%d not delivered yet; trying again in %.0f s", reminder_id,
                     RETRY_SECONDS)
            return False
        log.info("session %s: reminder #%d sent%s", claimed.conversation, claimed.id,
                 f" ({now - claimed.due_at:.0f} s late)" if late else "")
        return True

    def _retry(self, reminder_id: int) -> None:
        if self._scheduler is None:
            return
        at = dt.datetime.fromtimestamp(time.time() + RETRY_SECONDS, self.zone)
        self._scheduler.add_job(self.fire, "date", run_date=at, args=[reminder_id],
                                id=self._job(reminder_id), replace_existing=True,
                                misfire_grace_time=None, coalesce=True)


__all__ = ["Delivery", "Fired", "LimitReached", "Limits", "Reminders"]
