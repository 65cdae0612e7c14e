"""ChatEntry and SessionCache (SPEC section 5) under a clock the test moves by hand.

Eviction must never wait on, or remove, a session in use; a removed session must come
back from the store exactly as it was; a reply's queue must batch, cap and stop as the
chat path relies on.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable, Coroutine
from pathlib import Path
from typing import Any, TypeVar

import pytest

from mnemo.message import Message
from mnemo.session import MAX_QUEUE, ChatEntry, EntryLock, SessionCache, Submitted
from mnemo.store import Database, HistoryWriter
from mnemo.store.sql import SqlHistoryStore
from mnemo.tools import ToolRegistry
from mnemo.window import ContextWindow, make_message, make_summary

T = TypeVar("T")
IDLE = 600.0


class Clock:
    """A monotonic clock that moves only when the test says so."""

    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


Entry = ChatEntry[Any]


def make_entry(key: str, clock: Callable[[], float]) -> Entry:
    return ChatEntry(key, ContextWindow(), ToolRegistry(), clock=clock)


class Loader:
    """Builds empty entries on the test's clock and counts the loads per key."""

    def __init__(self, clock: Clock) -> None:
        self.clock = clock
        self.loads: list[str] = []

    async def __call__(self, key: str) -> Entry:
        self.loads.append(key)
        return make_entry(key, self.clock)


def make_cache(clock: Clock, *, idle: float = IDLE, cap: int = 128) -> SessionCache[Entry]:
    return SessionCache(Loader(clock), max_idle_seconds=idle, max_sessions=cap, clock=clock)


async def resident(cache: SessionCache[Entry], clock: Clock, *keys: str,
                   step: float = 1.0) -> list[Entry]:
    """Load `keys` one clock step apart, so their activity order is their order here."""
    out = []
    for key in keys:
        out.append(await cache.get(key))
        clock.advance(step)
    return out


async def finishes_alone(coro: Coroutine[Any, Any, T], turns: int = 20) -> T:
    """Run `coro` while the test holds whatever it holds; it must not wait for any of it.

    Yielding a bounded number of loop turns is not waiting for time: a coroutine that
    is blocked on the test's lock or event never finishes however many turns pass.
    """
    task = asyncio.ensure_future(coro)
    for _ in range(turns):
        if task.done():
            break
        await asyncio.sleep(0)
    if not task.done():
        task.cancel()
        raise AssertionError("still waiting on something the test holds")
    return task.result()


class Held:
    """A run function whose rounds block until released; records each batch."""

    def __init__(self) -> None:
        self.batches: list[list[Any]] = []
        self.started = asyncio.Event()
        self.release = asyncio.Event()

    async def __call__(self, batch: list[Any]) -> None:
        self.batches.append(list(batch))
        self.started.set()
        await self.release.wait()


async def instant(batch: list[Any]) -> None:
    return None


# --------------------------------------------------------------------------- idle


async def test_idle_sessions_are_evicted_and_active_ones_stay() -> None:
    clock = Clock()
    cache = make_cache(clock)
    a, b = await resident(cache, clock, "a", "b")
    clock.advance(IDLE)
    b.touch()
    clock.advance(10)

    assert await cache.sweep() == ["a"]
    assert "a" not in cache and cache.peek("b") is b
    assert a.evicted and not b.evicted


async def test_idle_limit_is_exclusive() -> None:
    clock = Clock()
    cache = make_cache(clock)
    [a] = await resident(cache, clock, "a", step=0)
    clock.advance(IDLE)
    assert await cache.sweep() == []
    clock.advance(0.001)
    assert await cache.sweep() == ["a"]
    assert a.evicted


async def test_only_touch_counts_as_activity() -> None:
    clock = Clock()
    cache = make_cache(clock)
    [a] = await resident(cache, clock, "a")
    clock.advance(IDLE + 1)
    # Looking a session up (as /context or the unaddressed-message counter do) or running
    # something on it is not the user talking to the AI.
    assert await cache.get("a") is a
    assert await a.submit("x", instant) is Submitted.RAN
    assert await cache.sweep() == ["a"]


async def test_idle_switch_off_keeps_sessions_forever() -> None:
    clock = Clock()
    cache = make_cache(clock, idle=0)
    await resident(cache, clock, "a", "b")
    clock.advance(10 * 365 * 86400)
    assert await cache.sweep() == []
    assert len(cache) == 2


# --------------------------------------------------------------------------- cap / LRU


async def test_over_the_cap_the_least_recently_touched_go_first() -> None:
    clock = Clock()
    cache = make_cache(clock, cap=2)
    a, b, c, d, e = await resident(cache, clock, "a", "b", "c", "d", "e")
    # Touch order is now c, a, e, b, d (oldest first); loading order must not matter.
    for entry in (c, a, e, b, d):
        entry.touch()
        clock.advance(1)

    assert await cache.sweep() == ["c", "a", "e"]
    assert len(cache) == 2
    assert [x.key for x in cache.entries()] == ["b", "d"]
    assert [x.evicted for x in (a, b, c, d, e)] == [True, False, True, False, True]


async def test_at_the_cap_nothing_is_evicted() -> None:
    clock = Clock()
    cache = make_cache(clock, cap=3)
    await resident(cache, clock, "a", "b", "c")
    assert await cache.sweep() == []
    await resident(cache, clock, "d")
    assert await cache.sweep() == ["a"]
    assert len(cache) == 3


async def test_cap_switch_off_keeps_every_session() -> None:
    clock = Clock()
    cache = make_cache(clock, cap=0)
    keys = [f"s{i}" for i in range(300)]
    await resident(cache, clock, *keys)
    assert await cache.sweep() == []
    assert len(cache) == 300


async def test_both_switches_off_evicts_nothing() -> None:
    clock = Clock()
    cache = make_cache(clock, idle=0, cap=0)
    await resident(cache, clock, *(f"s{i}" for i in range(200)))
    clock.advance(10**9)
    assert await cache.sweep() == []
    assert len(cache) == 200


async def test_idle_and_cap_together() -> None:
    clock = Clock()
    cache = make_cache(clock, cap=2)
    await resident(cache, clock, "old1", "old2")
    clock.advance(IDLE + 1)
    await resident(cache, clock, "n1", "n2", "n3")
    assert await cache.sweep() == ["old1", "old2", "n1"]
    assert sorted(x.key for x in cache.entries()) == ["n2", "n3"]


# --------------------------------------------------------------------------- safety


async def test_a_session_whose_lock_is_held_is_skipped_without_waiting() -> None:
    clock = Clock()
    cache = make_cache(clock, cap=1)
    a, _ = await resident(cache, clock, "a", "b")
    clock.advance(IDLE + 1)
    await a.lock.acquire()  # e.g. a /compact or a group clear in progress
    try:
        assert await finishes_alone(cache.sweep()) == ["b"]
        assert cache.peek("a") is a and not a.evicted
    finally:
        a.lock.release()
    assert await cache.sweep() == ["a"]
    assert a.evicted


async def test_a_replying_session_is_skipped_and_evicted_once_done() -> None:
    clock = Clock()
    cache = make_cache(clock, cap=1)
    a, _ = await resident(cache, clock, "a", "b")
    held = Held()
    running = asyncio.ensure_future(a.submit("q", held))
    await held.started.wait()
    clock.advance(IDLE + 1)

    assert a.replying
    # The least recently active, over the cap and idle: skipped anyway, b goes instead.
    assert await finishes_alone(cache.sweep()) == ["b"]
    assert not a.evicted and cache.peek("a") is a

    held.release.set()
    assert await running is Submitted.RAN
    assert await cache.sweep() == ["a"]


async def test_the_janitor_does_not_queue_behind_a_lock_being_handed_over() -> None:
    # A released lock reads as unlocked until its next waiter wakes; the janitor must
    # treat it as held instead of joining the queue behind that waiter's whole reply.
    clock = Clock()
    cache = make_cache(clock)
    [a] = await resident(cache, clock, "a")
    clock.advance(IDLE + 1)
    ran: list[list[Any]] = []

    async def run(batch: list[Any]) -> None:
        ran.append(batch)

    await a.lock.acquire(slow=True)
    assert await a.submit("m", run) is Submitted.QUEUED_FIRST
    drainer = a.drainer
    assert drainer is not None
    await asyncio.sleep(0)  # the queue's round now waits for the lock
    assert a.lock.locked() and not a.replying
    a.lock.release()
    assert not a.lock.locked()  # the hand-over window

    swept = await cache.sweep()

    # Waiting would have let the reply run and end, and the idle entry be evicted after.
    assert swept == [], "the janitor queued for the lock behind the next reply"
    assert not a.evicted
    await drainer
    assert ran == [["m"]]
    assert await cache.sweep() == ["a"]


class TouchingLock(EntryLock):
    """A lock whose acquisition lets something happen first, as if the janitor's
    decision and its taking the lock were apart in time."""

    def __init__(self, meanwhile: Callable[[], None]) -> None:
        super().__init__()
        self.meanwhile = meanwhile

    async def acquire(self) -> bool:
        self.meanwhile()
        return await super().acquire()


async def test_idle_eviction_rechecks_activity_under_the_lock() -> None:
    clock = Clock()
    cache = make_cache(clock)
    [a] = await resident(cache, clock, "a")
    clock.advance(IDLE + 1)
    a.lock = TouchingLock(a.touch)

    assert await cache.sweep() == []
    assert not a.evicted and cache.peek("a") is a


async def test_lru_eviction_rechecks_activity_under_the_lock() -> None:
    clock = Clock()
    cache = make_cache(clock, cap=2)
    a, b, _ = await resident(cache, clock, "a", "b", "c")

    def touched_meanwhile() -> None:
        clock.advance(1)
        a.touch()

    a.lock = TouchingLock(touched_meanwhile)

    # a was chosen as least recent, was touched before the lock was taken: b goes.
    assert await cache.sweep() == ["b"]
    assert not a.evicted and b.evicted
    assert sorted(x.key for x in cache.entries()) == ["a", "c"]


async def test_eviction_rechecks_the_queue_under_the_lock() -> None:
    clock = Clock()
    cache = make_cache(clock)
    [a] = await resident(cache, clock, "a")
    clock.advance(IDLE + 1)
    a.lock = TouchingLock(lambda: a.queue.append("late"))

    assert await cache.sweep() == []
    assert not a.evicted


async def test_an_evicted_entry_refuses_work_and_a_new_one_is_loaded() -> None:
    clock = Clock()
    cache = make_cache(clock)
    [a] = await resident(cache, clock, "a")
    clock.advance(IDLE + 1)
    assert await cache.sweep() == ["a"]
    assert a.evicted

    ran: list[Any] = []

    async def run(batch: list[Any]) -> None:
        ran.append(batch)

    assert await a.submit("m", run) is Submitted.GONE
    assert ran == []
    again = await cache.get("a")
    assert again is not a and not again.evicted
    assert await again.submit("m", run) is Submitted.RAN
    assert ran == [["m"]]
    assert cache._load.loads == ["a", "a"]  # type: ignore[attr-defined]


async def test_a_queue_waiting_for_the_lock_of_an_evicted_entry_goes_to_the_next_one(
) -> None:
    clock = Clock()
    cache = make_cache(clock)
    [a] = await resident(cache, clock, "a")
    ran: list[tuple[Entry, list[Any]]] = []

    async def run(entry: Entry, batch: list[Any]) -> None:
        ran.append((entry, batch))

    await a.lock.acquire(slow=True)
    assert (await cache.submit("a", "m", run))[1] is Submitted.QUEUED_FIRST
    assert (await cache.submit("a", "n", run))[1] is Submitted.QUEUED
    drainer = a.drainer
    assert drainer is not None
    cache.drop("a")
    a.lock.release()
    await drainer
    again = cache.peek("a")
    assert again is not None and again is not a
    assert ran == [(again, ["m", "n"])]


# --------------------------------------------------------------------------- rebuild


@pytest.fixture
async def writer(tmp_path: Path) -> AsyncIterator[HistoryWriter]:
    db = Database(tmp_path / "sessions.db")
    await db.open()
    w = HistoryWriter(SqlHistoryStore(db))
    w.start()
    try:
        yield w
    finally:
        await w.close()
        await db.close()


def conversation() -> list[Message]:
    call = {"id": "call_1", "type": "function",
            "function": {"name": "current_time", "arguments": "{}"}}
    return [
        make_message({"role": "user", "content": "[张三]: 现在几点？"}),
        make_message({"role": "assistant", "content": None, "tool_calls": [call]}),
        make_message({"role": "tool", "tool_call_id": "call_1", "content": "12:00 星期一"}),
        make_message({"role": "assistant", "content": "现在是中午十二点。"}),
        make_message({"role": "user", "content": "谢谢 🙏 还有 emoji 和\n换行"}),
        make_message({"role": "assistant", "content": "不客气！"}),
    ]


def snapshot(window: ContextWindow) -> list[tuple[Any, ...]]:
    return [(m.data, m.tokens, m.kind, m.created_at) for m in window.messages]


async def test_an_evicted_session_is_rebuilt_from_the_store_with_identical_history(
    writer: HistoryWriter,
) -> None:
    clock = Clock()
    loads: list[str] = []

    async def load(key: str) -> Entry:
        loads.append(key)
        return ChatEntry(key, ContextWindow(await writer.load(key)), ToolRegistry(), clock=clock)

    cache: SessionCache[Entry] = SessionCache(load, max_idle_seconds=IDLE, clock=clock)
    entry = await cache.get("g:42")
    assert len(entry.window) == 0
    # A compacted session: a summary first, then verbatim turns added in two units.
    writer.replace("g:42", entry.window.add([make_summary("用户叫张三，喜欢猫。")]))
    messages = conversation()
    writer.append("g:42", entry.window.add(messages[:4]))
    writer.append("g:42", entry.window.add(messages[4:]))
    before = snapshot(entry.window)
    tokens = entry.window.tokens
    clock.advance(IDLE + 1)

    # Evicted with its writes possibly still queued: the load must see them all.
    assert await cache.sweep() == ["g:42"]
    again = await cache.get("g:42")

    assert again is not entry and loads == ["g:42", "g:42"]
    assert snapshot(again.window) == before
    assert again.window.tokens == tokens
    assert again.window.summary is not None
    assert again.window.request({"role": "system", "content": "s"}) == entry.window.request(
        {"role": "system", "content": "s"})


# --------------------------------------------------------------------------- loading


async def test_concurrent_gets_of_a_cold_key_load_once() -> None:
    clock = Clock()
    gate = asyncio.Event()
    loads: list[str] = []

    async def load(key: str) -> Entry:
        loads.append(key)
        await gate.wait()
        return make_entry(key, clock)

    cache: SessionCache[Entry] = SessionCache(load, clock=clock)
    getters = [asyncio.ensure_future(cache.get("k")) for _ in range(5)]
    other = asyncio.ensure_future(cache.get("other"))
    await asyncio.sleep(0)
    assert loads == ["k", "other"]
    gate.set()
    entries = await asyncio.gather(*getters)
    assert all(e is entries[0] for e in entries)
    assert cache.peek("k") is entries[0]
    assert (await other).key == "other"
    assert loads == ["k", "other"]
    assert await cache.get("k") is entries[0] and loads == ["k", "other"]


async def test_a_failed_load_fails_every_waiter_and_the_next_get_retries() -> None:
    clock = Clock()
    gate = asyncio.Event()
    attempts: list[str] = []

    async def load(key: str) -> Entry:
        attempts.append(key)
        await gate.wait()
        if len(attempts) == 1:
            raise OSError("disk on fire")
        return make_entry(key, clock)

    cache: SessionCache[Entry] = SessionCache(load, clock=clock)
    getters = [asyncio.ensure_future(cache.get("k")) for _ in range(3)]
    await asyncio.sleep(0)
    gate.set()
    results = await asyncio.gather(*getters, return_exceptions=True)
    assert all(isinstance(r, OSError) for r in results)
    assert "k" not in cache
    assert (await cache.get("k")).key == "k"
    assert attempts == ["k", "k"]


async def test_a_waiter_is_not_cancelled_with_the_getter_that_was_loading() -> None:
    # The message that started the load was cancelled (its handler stopped); the one
    # waiting on that load was not and must still get its session.
    clock = Clock()
    gate = asyncio.Event()
    loads: list[str] = []

    async def load(key: str) -> Entry:
        loads.append(key)
        await gate.wait()
        return make_entry(key, clock)

    cache: SessionCache[Entry] = SessionCache(load, clock=clock)
    first = asyncio.ensure_future(cache.get("k"))
    await asyncio.sleep(0)
    second = asyncio.ensure_future(cache.get("k"))
    await asyncio.sleep(0)
    first.cancel()
    with pytest.raises(asyncio.CancelledError):
        await first
    gate.set()

    entry = await second
    assert entry.key == "k" and cache.peek("k") is entry
    assert loads == ["k", "k"]


async def test_a_cancelled_waiter_does_not_cancel_the_load() -> None:
    clock = Clock()
    gate = asyncio.Event()

    async def load(key: str) -> Entry:
        await gate.wait()
        return make_entry(key, clock)

    cache: SessionCache[Entry] = SessionCache(load, clock=clock)
    first = asyncio.ensure_future(cache.get("k"))
    await asyncio.sleep(0)
    second = asyncio.ensure_future(cache.get("k"))
    await asyncio.sleep(0)
    second.cancel()
    with pytest.raises(asyncio.CancelledError):
        await second
    gate.set()
    entry = await first
    assert cache.peek("k") is entry


# --------------------------------------------------------------------------- submit


async def test_submits_during_a_reply_queue_and_run_as_one_batch_in_order() -> None:
    entry = make_entry("k", Clock())
    held = Held()
    first = asyncio.ensure_future(entry.submit(0, held))
    await held.started.wait()

    outcomes = [await entry.submit(i, held) for i in range(1, MAX_QUEUE + 2)]

    assert MAX_QUEUE == 20
    assert outcomes[0] is Submitted.QUEUED_FIRST
    assert outcomes[1:MAX_QUEUE] == [Submitted.QUEUED] * (MAX_QUEUE - 1)
    assert outcomes[MAX_QUEUE] is Submitted.FULL  # the 21st
    assert entry.queue == list(range(1, MAX_QUEUE + 1))
    held.release.set()
    assert await first is Submitted.RAN
    assert held.batches == [[0], list(range(1, MAX_QUEUE + 1))]
    assert entry.queue == [] and not entry.replying and not entry.lock.locked()


async def test_messages_behind_a_lock_held_by_something_else_queue_as_behind_a_reply(
) -> None:
    # /compact, /restore or a summary landing holds the lock, not a reply: messages get
    # the same notice, the same cap and one round together once the lock is free.
    entry = make_entry("k", Clock())
    held = Held()
    held.release.set()
    assert await entry.submit("before", held) is Submitted.RAN
    entry.answered = True  # that round's answer went out: stale now, not news
    await entry.lock.acquire(slow=True)  # /compact, waiting for the summariser

    outcomes = [await finishes_alone(entry.submit(i, held)) for i in range(MAX_QUEUE + 1)]

    assert outcomes[0] is Submitted.QUEUED_FIRST
    assert outcomes[1:MAX_QUEUE] == [Submitted.QUEUED] * (MAX_QUEUE - 1)
    assert outcomes[MAX_QUEUE] is Submitted.FULL
    drainer = entry.drainer
    assert drainer is not None and held.batches == [["before"]]
    entry.lock.release()
    await drainer
    assert held.batches == [["before"], list(range(MAX_QUEUE))]
    assert entry.queue == [] and entry.drainer is None and entry.lock.idle
    assert await entry.submit("after", held) is Submitted.RAN


async def test_behind_a_quick_holder_messages_queue_without_a_notice() -> None:
    # A summary landing, a clear, a restore: over in a moment, so nobody is told to
    # wait; the queue is answered in one round all the same.
    entry = make_entry("k", Clock())
    held = Held()
    held.release.set()
    await entry.lock.acquire()
    outcomes = [await finishes_alone(entry.submit(i, held)) for i in range(3)]
    assert outcomes == [Submitted.QUEUED] * 3
    drainer = entry.drainer
    assert drainer is not None
    entry.lock.release()
    await drainer
    assert held.batches == [[0, 1, 2]]


async def test_stop_drops_a_queue_waiting_for_the_lock() -> None:
    entry = make_entry("k", Clock())
    held = Held()
    await entry.lock.acquire(slow=True)
    assert await finishes_alone(entry.submit("a", held)) is Submitted.QUEUED_FIRST
    drainer = entry.drainer
    assert drainer is not None
    await asyncio.sleep(0)  # waiting for the lock now
    assert entry.stop() is True
    with pytest.raises(asyncio.CancelledError):
        await drainer
    entry.lock.release()
    assert held.batches == [] and entry.queue == [] and entry.lock.idle
    assert entry.stop() is False
    assert await finishes_alone(entry.submit("b", instant)) is Submitted.RAN


async def test_a_message_arriving_as_a_waiting_queue_is_stopped_is_still_answered() -> None:
    # The stop's cancel lands on the drainer a loop turn later; a message queued in
    # between must not wait on the drainer that is going away.
    entry = make_entry("k", Clock())
    held = Held()
    held.release.set()
    await entry.lock.acquire(slow=True)
    assert await finishes_alone(entry.submit("a", held)) is Submitted.QUEUED_FIRST
    first = entry.drainer
    assert entry.stop() is True
    assert await finishes_alone(entry.submit("b", held)) is Submitted.QUEUED_FIRST
    second = entry.drainer
    assert second is not None and second is not first
    entry.lock.release()
    await second
    assert first is not None and first.cancelled()
    assert held.batches == [["b"]]
    assert entry.drainer is None and entry.lock.idle


async def test_a_fault_answering_a_waiting_queue_is_logged_and_frees_the_entry(
        caplog: pytest.LogCaptureFixture) -> None:
    entry = make_entry("k", Clock())

    async def boom(batch: list[str]) -> None:
        raise RuntimeError("bug in the reply path")

    await entry.lock.acquire(slow=True)
    assert await finishes_alone(entry.submit("a", boom)) is Submitted.QUEUED_FIRST
    drainer = entry.drainer
    assert drainer is not None
    entry.lock.release()
    await drainer
    assert "answering the queued messages failed" in caplog.text
    assert entry.lock.idle and not entry.replying
    assert await entry.submit("b", instant) is Submitted.RAN


async def test_messages_queued_during_the_second_round_make_a_third() -> None:
    entry = make_entry("k", Clock())
    gates = [asyncio.Event(), asyncio.Event(), asyncio.Event()]
    batches: list[list[str]] = []
    round_started = asyncio.Event()

    async def run(batch: list[str]) -> None:
        batches.append(list(batch))
        round_started.set()
        await gates[len(batches) - 1].wait()

    first = asyncio.ensure_future(entry.submit("a", run))
    await round_started.wait()
    assert await entry.submit("b", run) is Submitted.QUEUED_FIRST
    assert await entry.submit("c", run) is Submitted.QUEUED
    round_started.clear()
    gates[0].set()
    await round_started.wait()
    # A new round: the first message queued during it gets the notice again.
    assert await entry.submit("d", run) is Submitted.QUEUED_FIRST
    gates[1].set()
    gates[2].set()
    assert await first is Submitted.RAN
    assert batches == [["a"], ["b", "c"], ["d"]]


async def test_stop_cancels_the_running_batch_and_drops_the_queue() -> None:
    entry = make_entry("k", Clock())
    held = Held()
    first = asyncio.ensure_future(entry.submit("a", held))
    await held.started.wait()
    run_task = entry.task
    assert await entry.submit("b", held) is Submitted.QUEUED_FIRST
    assert await entry.submit("c", held) is Submitted.QUEUED

    assert entry.stop() is True
    assert await first is Submitted.STOPPED

    assert run_task is not None and run_task.cancelled()
    assert held.batches == [["a"]]
    assert entry.queue == [] and not entry.replying and not entry.lock.locked()
    assert entry.stop() is False
    # The session goes on normally after a stop.
    assert await entry.submit("d", instant) is Submitted.RAN


async def test_a_message_queued_while_a_stopped_reply_unwinds_is_answered() -> None:
    # A cancelled reply takes loop turns to unwind (its clean-up awaits); a message that
    # arrives meanwhile is queued and told "I'll answer shortly", so it must be run.
    entry = make_entry("k", Clock())
    batches: list[list[str]] = []
    started = asyncio.Event()
    unwound = asyncio.Event()

    async def run(batch: list[str]) -> None:
        batches.append(list(batch))
        if batch == ["a"]:
            started.set()
            try:
                await asyncio.Event().wait()
            finally:
                await unwound.wait()

    first = asyncio.ensure_future(entry.submit("a", run))
    await started.wait()
    assert entry.stop() is True
    await asyncio.sleep(0)  # the cancellation lands; the reply is now cleaning up
    assert entry.replying
    assert await entry.submit("b", run) is Submitted.QUEUED_FIRST
    unwound.set()

    assert await first is Submitted.STOPPED
    assert batches == [["a"], ["b"]]
    assert entry.queue == [] and not entry.replying and not entry.lock.locked()


async def test_cancelling_the_submitter_propagates_and_cancels_its_reply() -> None:
    entry = make_entry("k", Clock())
    held = Held()
    first = asyncio.ensure_future(entry.submit("a", held))
    await held.started.wait()
    run_task = entry.task

    first.cancel()
    with pytest.raises(asyncio.CancelledError):
        await first

    assert first.cancelled()  # not swallowed into a STOPPED result
    assert run_task is not None and run_task.cancelled()
    assert not entry.replying and not entry.lock.locked()
    assert await entry.submit("b", instant) is Submitted.RAN


async def test_cancelling_the_submitter_after_a_stop_still_propagates() -> None:
    entry = make_entry("k", Clock())
    held = Held()
    first = asyncio.ensure_future(entry.submit("a", held))
    await held.started.wait()
    entry.stop()
    first.cancel()
    with pytest.raises(asyncio.CancelledError):
        await first
    assert first.cancelled()


async def test_a_failing_run_propagates_and_frees_the_entry() -> None:
    entry = make_entry("k", Clock())

    async def boom(batch: list[str]) -> None:
        raise RuntimeError("bug in the reply path")

    with pytest.raises(RuntimeError):
        await entry.submit("a", boom)
    assert not entry.replying and not entry.lock.locked()
    assert await entry.submit("b", instant) is Submitted.RAN


async def test_touch_uses_the_entry_clock() -> None:
    clock = Clock(5.0)
    entry = make_entry("k", clock)
    assert entry.last_active == 5.0
    clock.advance(2.5)
    assert entry.last_active == 5.0
    entry.touch()
    assert entry.last_active == 7.5

