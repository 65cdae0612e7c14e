"""Opening and closing the engine leaves nothing behind: no task, no connection, no write.

A real SQLite file and the strict fake provider over HTTP; the summariser and a chat
answer are held by the test so that close() meets a turn and a background summary in
flight.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import uuid
import warnings
from collections.abc import AsyncIterator
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest

import mnemo.engine
from mnemo import Config, Engine, Incoming, Reply
from mnemo.recall.vectors import VectorFiller
from mnemo.store import PostgresDatabase
from mnemo.store.postgres import changes
from tests.fakes.provider import ChatRequest, FakeProvider
from tests.fakes.provider import Reply as Answer
from tests.postgres import SERVER_URL, connect_admin, fresh_schema

API_KEY = "k"


def config(provider: FakeProvider, **overrides: object) -> Config:
    return Config.model_validate({
        "aichat_base_url": provider.base_url, "aichat_api_key": API_KEY,
        "aichat_model": "fake-model", "aichat_max_attempts": 1,
        "aichat_retry_base_delay": 0, **{f"aichat_{k}": v for k, v in overrides.items()},
    })


def said(text: str, key: str = "g:1") -> Incoming:
    return Incoming.text(key, text, user="7", name="user7", addressed=True)


MNEMO = str(Path(mnemo.engine.__file__).parent)


def ours() -> set[asyncio.Task[object]]:
    """The tasks running engine code (not the fake provider's server)."""
    return {t for t in asyncio.all_tasks() if t is not asyncio.current_task()
            and any(f.f_code.co_filename.startswith(MNEMO) for f in t.get_stack())}


async def test_an_open_that_fails_half_way_closes_what_it_started(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    async with FakeProvider(api_key=API_KEY) as provider:
        def broken(*args: object, **kwargs: object) -> None:
            raise RuntimeError("a part that cannot start")

        # After the writer and the HTTP clients have started.
        monkeypatch.setattr(VectorFiller, "start", broken)
        before = ours()  # other tests' engines on the same event loop
        engine = Engine(config(provider), tmp_path)
        with pytest.raises(RuntimeError, match="cannot start"):
            await engine.open()
        assert ours() - before == set()
        with pytest.raises(RuntimeError, match="not open"):
            _ = engine.db.conn  # type: ignore[attr-defined]
        await engine.close()  # closing what failed to open is harmless


@pytest.fixture(params=["sqlite", "postgres"])
async def database_url(request: pytest.FixtureRequest) -> AsyncIterator[str]:
    if request.param == "sqlite":
        yield ""
        return
    async with fresh_schema() as url:
        yield url


async def test_close_waits_for_the_turn_and_the_summary_in_flight(
        tmp_path: Path, database_url: str, caplog: pytest.LogCaptureFixture) -> None:
    summary_gate, chat_gate = asyncio.Event(), asyncio.Event()
    asked_summary, asked_slow = asyncio.Event(), asyncio.Event()

    async def answer(req: ChatRequest) -> Answer:
        if "对话摘要器" in req.system_text():
            asked_summary.set()
            return Answer.text("- 聊过咖啡。", wait=summary_gate)
        if "慢一点" in req.last_user_text():
            asked_slow.set()
            return Answer.text("好的", wait=chat_gate)
        return Answer.text("好的，" + "这是一个值得讨论的话题。" * 6)

    async with FakeProvider(api_key=API_KEY, handler=answer) as provider:
        before = ours()
        settings = config(provider, max_context_tokens=4000, summary_max_tokens=300,
                          database_url=database_url)
        engine = Engine(settings, tmp_path)
        await engine.open()
        replies: list[Reply] = []

        async def send(reply: Reply) -> None:
            replies.append(reply)

        for i in range(30):
            await engine.handle(said(f"第{i}轮：" + "天气 咖啡 项目 会议 " * 25), send)
            entry = engine.cache.peek("g:1")
            assert entry is not None
            if entry.compression is not None:
                break
        job = entry.compression
        assert job is not None
        await asyncio.wait_for(asked_summary.wait(), 10)
        slow = asyncio.ensure_future(engine.handle(said("慢一点", key="g:2"), send))
        await asyncio.wait_for(asked_slow.wait(), 10)

        caplog.clear()
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            await engine.close()
            # Every turn and summary of the engine has ended, without an error.
            assert ours() - before == set()
            await slow
            assert job.summary.done() and (job.lander is None or job.lander.done())
            async with Engine(settings, tmp_path) as again:
                stored = {k: await again.stores.history.load(k) for k in ("g:1", "g:2")}
                # The provider answers now: nothing may still be waiting to write it.
                summary_gate.set()
                chat_gate.set()
                gc.collect()
                assert {k: await again.stores.history.load(k) for k in stored} == stored
        assert [str(w.message) for w in caught if "never awaited" in str(w.message)] == []
        assert [r.getMessage() for r in caplog.records
                if r.levelno >= logging.ERROR and r.name.startswith("mnemo")] == []
        # The summary never landed: what was stored is the talk itself.
        assert stored["g:1"] and stored["g:1"][0].kind != "summary"


class Said(logging.Handler):
    """An event per log line that contains `words`."""

    def __init__(self, words: str) -> None:
        super().__init__()
        self.words = words
        self.event = asyncio.Event()
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        if self.words in record.getMessage():
            self.lines.append(record.getMessage())
            self.event.set()


async def test_a_change_feed_refused_by_the_server_says_so_and_comes_back(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(changes, "SLOW_RETRY", 0.05)
    admin = await connect_admin()
    role = "mnemo_feed_" + uuid.uuid4().hex[:8]
    await admin.execute(f'CREATE ROLE "{role}" LOGIN')
    parts = urlsplit(SERVER_URL)
    url = urlunsplit(parts._replace(netloc=f"{role}@{parts.hostname}:{parts.port or 5432}"))
    heard: asyncio.Queue[str] = asyncio.Queue()

    async def on_change(namespace: str) -> None:
        await heard.put(namespace)

    said = Said("change feed cannot reconnect")
    logging.getLogger("mnemo").addHandler(said)
    feed = PostgresDatabase(url).change_feed(on_change)
    try:
        await feed.start()
        # The role may no longer log in, and the feed's connection is dropped.
        await admin.execute(f'ALTER ROLE "{role}" NOLOGIN')
        await admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                            "WHERE usename = $1", role)
        await asyncio.wait_for(said.event.wait(), 10)
        await admin.execute(f'ALTER ROLE "{role}" LOGIN')
        # Back: anything may have changed while it was away.
        assert await asyncio.wait_for(heard.get(), 10) == "*"
        assert len(said.lines) == 1  # said once, however many attempts failed
    finally:
        logging.getLogger("mnemo").removeHandler(said)
        await feed.stop()
        await admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                            "WHERE usename = $1", role)
        await admin.execute(f'DROP ROLE IF EXISTS "{role}"')
        await admin.close()
