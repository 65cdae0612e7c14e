"""Many sessions talking at once while the janitor sweeps as hard as it can.

Every reply goes through the real Agent, the strict fake provider over HTTP and a real
SQLite store; the cap and idle limit are tiny, so sessions are evicted and rebuilt from
the store all the time. What must hold: no message is lost or doubled, no reply lands in
another session, and no session is evicted while it is replying.
"""

from __future__ import annotations

import asyncio
import random
import re
from collections import Counter
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from mnemo.agent import Agent
from mnemo.client import ChatClient
from mnemo.compressor import Compressor
from mnemo.message import Message
from mnemo.session import ChatEntry, SessionCache, Submitted
from mnemo.store import Database, HistoryWriter
from mnemo.store.sql import SqlHistoryStore
from mnemo.tools import ToolRegistry
from mnemo.window import ContextWindow, make_message
from tests.fakes.provider import ChatRequest, FakeProvider, Reply

SESSIONS = 200
MESSAGES = 6  # per session: three in a burst, then three more after a forced sweep
CAP = 8
IDLE_TICKS = 300.0
SYSTEM = {"role": "system", "content": "你是测试助手。"}
KEY = re.compile(r"<<([^>]+)>>")

Entry = ChatEntry[Message]


class TickClock:
    """Every reading is one tick later, so no two touches share a stamp and time moves
    with the traffic, not with the wall clock."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


async def echo_session(request: ChatRequest) -> Reply:
    # Answer with the session the request is about; a request that carries user text of
    # two sessions (a window mixed up between sessions) is answered as such.
    keys = {k for m in request.messages if m["role"] == "user"
            for k in KEY.findall(m["content"] if isinstance(m["content"], str) else "")}
    last = KEY.findall(request.last_user_text())
    if len(keys) != 1 or not last:
        return Reply.text(f"MIXED {sorted(keys)}")
    return Reply.text(f"echo {last[-1]}")


@dataclass
class Watch:
    evictions: list[str] = field(default_factory=list)
    started_evicted: list[str] = field(default_factory=list)
    evicted_busy: list[str] = field(default_factory=list)
    evicted_during_run: list[str] = field(default_factory=list)
    wrong_replies: list[tuple[str, str]] = field(default_factory=list)
    failed_turns: list[tuple[str, str | None]] = field(default_factory=list)
    batch_sizes: Counter[int] = field(default_factory=Counter)
    loads: int = 0
    gone: int = 0


class WatchedCache(SessionCache[Entry]):
    """Notes the state of each session at the moment the janitor decides to evict it."""

    def __init__(self, watch: Watch, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.watch = watch

    async def _evict(self, entry: Entry, still_stale: Any) -> bool:
        busy = entry.replying or entry.lock.locked() or bool(entry.queue)
        evicted = await super()._evict(entry, still_stale)
        if evicted:
            self.watch.evictions.append(entry.key)
            if busy:
                self.watch.evicted_busy.append(entry.key)
        return evicted


@pytest.fixture
async def provider() -> AsyncIterator[FakeProvider]:
    async with FakeProvider(handler=echo_session) as p:
        yield p


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqlHistoryStore]:
    db = Database(tmp_path / "concurrency.db")
    await db.open()
    try:
        yield SqlHistoryStore(db)
    finally:
        await db.close()


async def _no_sleep(_: float) -> None:
    return None


def text_of(key: str, n: int) -> str:
    return f"<<{key}>> 第 {n} 条消息"


async def test_many_sessions_under_a_busy_janitor_lose_nothing_and_never_cross(
    provider: FakeProvider, store: SqlHistoryStore
) -> None:
    writer = HistoryWriter(store)
    writer.start()
    client = ChatClient(base_url=provider.base_url, api_key="test-key", model="fake-model",
                        sleep=_no_sleep)
    agent = Agent(client, Compressor(client), writer)
    clock = TickClock()
    watch = Watch()

    async def load(key: str) -> Entry:
        watch.loads += 1
        return ChatEntry(key, ContextWindow(await writer.load(key)), ToolRegistry(),
                         clock=clock)

    cache = WatchedCache(watch, load, max_idle_seconds=IDLE_TICKS, max_sessions=CAP,
                         clock=clock)
    outcomes: Counter[Submitted] = Counter()

    async def chat(key: str, text: str, dawdle: bool) -> None:
        # The plugin's chat path: fetch, touch, submit; fetch again if evicted meanwhile.
        item = make_message({"role": "user", "content": text})
        while True:
            entry = await cache.get(key)
            if dawdle:
                # A handler that yields between fetching and touching gives the janitor
                # its chance to evict the entry it holds: that is what GONE is for.
                await asyncio.sleep(0)
            entry.touch()
            outcome = await entry.submit(item, lambda batch, e=entry: reply(e, batch))
            if outcome is not Submitted.GONE:
                break
            watch.gone += 1
        outcomes[outcome] += 1

    async def reply(entry: Entry, batch: list[Message]) -> None:
        # Recorded, not asserted: an assertion here would only kill one message's task.
        if entry.evicted:
            watch.started_evicted.append(entry.key)
        watch.batch_sizes[len(batch)] += 1
        result = await agent.run_turn(entry, batch, SYSTEM)
        if entry.evicted:
            watch.evicted_during_run.append(entry.key)
        if not result.ok:
            watch.failed_turns.append((entry.key, str(result.error)))
        if result.text != f"echo {entry.key}":
            watch.wrong_replies.append((entry.key, result.text))
        entry.touch()

    keys = [f"{'gf'[i % 2]}:{10000 + i}" for i in range(SESSIONS)]
    sweeping = True

    async def janitor() -> None:
        while sweeping:
            await cache.sweep()
            await asyncio.sleep(0)  # a turn for the messages between sweeps

    async def burst(rounds: range, rng: random.Random) -> None:
        order = [(key, n) for key in keys for n in rounds]
        rng.shuffle(order)
        tasks = []
        for i, (key, n) in enumerate(order):
            tasks.append(asyncio.ensure_future(chat(key, text_of(key, n), dawdle=n % 3 == 1)))
            if i % 7 == 0:
                await asyncio.sleep(0)  # let some replies start before the next arrive
        # Every task ends before the fixtures close the provider and the database.
        results = await asyncio.gather(*tasks, return_exceptions=True)
        assert [r for r in results if r is not None] == []

    janitor_task = asyncio.ensure_future(janitor())
    rng = random.Random(20240605)
    try:
        await burst(range(0, MESSAGES // 2), rng)
        # Between the bursts almost every session is pushed out: the rest must be
        # rebuilt from the store with what they said so far.
        await cache.sweep()
        assert len(cache) <= CAP
        await burst(range(MESSAGES // 2, MESSAGES), rng)
    finally:
        sweeping = False
        await janitor_task
    await writer.flush()

    print(f"evictions={len(watch.evictions)} loads={watch.loads} gone={watch.gone} "
          f"batches={dict(watch.batch_sizes)} outcomes={dict(outcomes)}")
    assert provider.rejections == []
    assert watch.evicted_busy == []
    assert watch.started_evicted == []
    assert watch.evicted_during_run == []
    assert watch.wrong_replies == []
    assert watch.failed_turns == []
    assert outcomes[Submitted.FULL] == 0 and outcomes[Submitted.STOPPED] == 0
    assert sum(outcomes.values()) == SESSIONS * MESSAGES
    # The janitor really worked, and sessions really came back from the store.
    assert len(watch.evictions) >= SESSIONS - CAP
    assert watch.loads >= 2 * SESSIONS - CAP
    assert sum(size * n for size, n in watch.batch_sizes.items()) == SESSIONS * MESSAGES

    for key in keys:
        stored = await store.load(key)
        users = [m.text() for m in stored if m.role == "user"]
        answers = [m.text() for m in stored if m.role == "assistant"]
        assert sorted(users) == sorted(text_of(key, n) for n in range(MESSAGES)), key
        assert answers and set(answers) == {f"echo {key}"}, key
        # Each reply follows the batch it answered: user runs then one answer, in turn.
        assert stored[-1].role == "assistant"
        assert all(not (a.role == b.role == "assistant") for a, b in pairwise(stored))

    await writer.close()
    await client.aclose()
