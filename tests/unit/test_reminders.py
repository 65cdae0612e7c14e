"""Reminders: times read in the bot's zone, limits, cancel, and firing exactly once.

Times are resolved against a fake clock. The store runs on a real SQLite file and on the
real PostgreSQL server; two services on one PostgreSQL database race for the same
reminder and one posts it. The model's tools act for the member whose turn runs.
"""

from __future__ import annotations

import asyncio
import datetime as dt
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from mnemo.reminders import BadTime, Fired, LimitReached, Limits, Reminders, reminder_store
from mnemo.reminders.tools import reminder_tools
from mnemo.reminders.when import resolve, shown
from mnemo.store import StoreDatabase
from mnemo.usage import attributed
from tests.postgres import open_database, reopened

ZONE = dt.timezone(dt.timedelta(hours=8), "CST")
# 2026-05-01 10:00 in the bot's zone (UTC+8).
NOW = dt.datetime(2026, 5, 1, 10, 0, tzinfo=ZONE).timestamp()


class Clock:
    def __init__(self, now: float = NOW) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def at(text: str) -> str:
    return shown(resolve(text, NOW, ZONE).at)


@pytest.mark.parametrize(("when", "expected"), [
    ("+2h", "2026-05-01 12:00 (CST)"),
    ("30分钟后", "2026-05-01 10:30 (CST)"),
    ("1小时30分钟后", "2026-05-01 11:30 (CST)"),
    ("半小时后", "2026-05-01 10:30 (CST)"),
    ("in 2 hours", "2026-05-01 12:00 (CST)"),
    ("+45s", "2026-05-01 10:00:45 (CST)"),
    ("2026-05-02 09:00", "2026-05-02 09:00 (CST)"),
    ("2026/05/02 09:00", "2026-05-02 09:00 (CST)"),
    ("2026-05-02T01:00+00:00", "2026-05-02 09:00 (CST)"),
    ("明天 9:00", "2026-05-02 09:00 (CST)"),
    ("明天9点", "2026-05-02 09:00 (CST)"),
    ("后天 下午3点半", "2026-05-03 15:30 (CST)"),
    ("09:00", "2026-05-02 09:00 (CST)"),  # passed today: tomorrow's
    ("11:15", "2026-05-01 11:15 (CST)"),
    ("04-30 09:00", "2027-04-30 09:00 (CST)"),  # passed this year: next year's
])
def test_times_are_read_in_the_bots_zone(when: str, expected: str) -> None:
    assert at(when) == expected


@pytest.mark.parametrize(("when", "kind"), [
    ("2026-04-30 09:00", "past"), ("今天 9:00", "past"), ("+400d", "far"),
    ("2027-05-03 10:00", "far"), ("下周吧", "unreadable"), ("", "unreadable"),
    ("2026-13-01 09:00", "unreadable"), ("25:00", "unreadable"),
])
def test_bad_times_are_refused_with_a_reason(when: str, kind: str) -> None:
    with pytest.raises(BadTime) as refused:
        resolve(when, NOW, ZONE)
    assert refused.value.kind == kind and str(refused.value)


@pytest.fixture(params=["sqlite", "postgres"])
async def db(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[StoreDatabase]:
    async with open_database(request.param, tmp_path / "mnemo.db") as database:
        yield database


class Posted:
    """The front end's hook: what it posted; `up` False plays a bot not connected yet."""

    def __init__(self, up: bool = True) -> None:
        self.up = up
        self.fired: list[Fired] = []
        self.event = asyncio.Event()

    async def __call__(self, fired: Fired) -> bool:
        if not self.up:
            return False
        self.fired.append(fired)
        self.event.set()
        return True


LIMITS = Limits(3, 5)


async def service(db: StoreDatabase, clock: Clock, posted: Posted,
                  limits: Limits = LIMITS) -> Reminders:
    reminders = Reminders(clock=clock, zone=ZONE, limits=lambda: limits)
    reminders.on_fire(posted)
    await reminders.start(reminder_store(db))
    return reminders


async def test_add_list_cancel_and_limits(db: StoreDatabase) -> None:
    posted, clock = Posted(), Clock()
    reminders = await service(db, clock, posted)
    try:
        first = await reminders.add("g:1", "2001", "+2h", "开会")
        assert shown(reminders.at(first)) == "2026-05-01 12:00 (CST)"
        await reminders.add("g:1", "2001", "明天 9:00", "交报告")
        await reminders.add("g:1", "2002", "+1d", "别人的")
        assert [r.text for r in await reminders.list("g:1", "2001")] == ["开会", "交报告"]
        await reminders.add("g:1", "2001", "+3h", "第三条")
        with pytest.raises(LimitReached) as over:
            await reminders.add("g:1", "2001", "+4h", "第四条")
        assert (over.value.scope, over.value.limit) == ("member", 3)
        await reminders.add("g:1", "2003", "+4h", "第五条")
        with pytest.raises(LimitReached) as full:
            await reminders.add("g:1", "2004", "+4h", "第六条")
        assert full.value.scope == "group"
        # Another member cannot cancel it; its owner can, once.
        assert await reminders.cancel("g:1", first.id, "2002") is None
        assert (await reminders.cancel("g:1", first.id, "2001")) is not None
        assert await reminders.cancel("g:1", first.id, "2001") is None
        assert await reminders.cancel("g:2", 2) is None  # not this conversation's
        with pytest.raises(ValueError):
            await reminders.add("g:1", "2005", "+1h", "   ")
    finally:
        await reminders.close()


async def test_fires_once_and_a_missed_one_is_late_at_start(db: StoreDatabase) -> None:
    posted, clock = Posted(), Clock()
    reminders = await service(db, clock, posted)
    soon = await reminders.add("g:1", "2001", "+1m", "喝水")
    missed = await reminders.add("f:9", "2009", "+2m", "下班")
    clock.now += 61
    assert await reminders.fire(soon.id)
    assert not await reminders.fire(soon.id)  # claimed: never twice
    assert [f.reminder.text for f in posted.fired] == ["喝水"] and not posted.fired[0].late
    await reminders.close()
    # Down for an hour: the second fell due meanwhile, and is sent at start, marked late.
    clock.now += 3600
    again = await service(db, clock, posted)
    try:
        assert [f.reminder.id for f in posted.fired] == [soon.id, missed.id]
        assert posted.fired[1].late and posted.fired[1].reminder.conversation == "f:9"
        assert await again.list("f:9") == []
    finally:
        await again.close()


async def test_undelivered_is_released_and_sent_when_the_front_end_is_back(
        db: StoreDatabase) -> None:
    posted, clock = Posted(up=False), Clock()
    reminders = await service(db, clock, posted)
    try:
        r = await reminders.add("g:1", "2001", "+1m", "喝水")
        clock.now += 120
        assert not await reminders.fire(r.id)
        assert [p.id for p in await reminders.list("g:1")] == [r.id]  # still pending
        posted.up = True
        reminders.wake()
        await asyncio.wait_for(posted.event.wait(), 10)
        assert [f.reminder.id for f in posted.fired] == [r.id]
    finally:
        await reminders.close()


async def test_two_processes_on_one_database_send_it_once(tmp_path: Path) -> None:
    async with open_database("postgres", tmp_path / "x.db") as db:
        other = reopened(db)
        await other.open()
        clock = Clock()
        one, two = Posted(), Posted()
        a = await service(db, clock, one)
        b = await service(other, clock, two)
        try:
            made = [await a.add("g:1", str(2000 + i), "+1m", f"第{i}条") for i in range(3)]
            clock.now += 61
            for r in made:
                await asyncio.gather(a.fire(r.id), b.fire(r.id))
            sent = sorted(f.reminder.id for f in [*one.fired, *two.fired])
            assert sent == [r.id for r in made]
        finally:
            await a.close()
            await b.close()
            await other.close()


async def test_the_models_tools_act_for_the_member_talking(db: StoreDatabase) -> None:
    posted, clock = Posted(), Clock()
    reminders = await service(db, clock, posted)
    try:
        tools = {t.name: t for t in reminder_tools(reminders, "g:1")}
        with attributed("g:1", "2001"):
            added = await tools["reminder_add"].handler(when="+2h", text="开会")
            assert "2026-05-01 12:00 (CST)" in added and "约 2 小时后" in added
            refused = await tools["reminder_add"].handler(when="昨天", text="x")
            assert refused.startswith("错误：看不懂时间")
            past = await tools["reminder_add"].handler(when="2026-04-01 09:00", text="x")
            assert "已经过去" in past
        with attributed("g:1", "2002"):
            assert await tools["reminder_list"].handler() == "没有待发的提醒。"
            assert (await tools["reminder_cancel"].handler(id=1)).startswith("错误")
        with attributed("g:1", "2001"):
            assert "开会" in await tools["reminder_list"].handler()
            (mine,) = await reminders.list("g:1", "2001")
            assert "已取消" in await tools["reminder_cancel"].handler(id=mine.id)
    finally:
        await reminders.close()
