"""The daily janitor (`Engine.prune`) keeps each table that only grows to its retention:
model usage and quota notices (`AICHAT_USAGE_RETENTION_DAYS`), the panel's audit log
(`AICHAT_AUDIT_RETENTION_DAYS`), and the panel sessions that expired without their
cookie coming back. On both databases."""

from __future__ import annotations

import logging
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from mnemo import Config, Engine
from mnemo.days import day_of
from mnemo.quota import NOTES_NS
from mnemo.store import UsageRecord, UsageTotals
from mnemo.store.panel import SESSION_IDLE, SESSION_MAX_AGE
from tests.postgres import fresh_schema

DAY = 86400.0


@pytest.fixture(params=["sqlite", "postgres"])
async def config(request: pytest.FixtureRequest) -> AsyncIterator[Config]:
    settings: dict[str, Any] = {"aichat_usage_retention_days": 30,
                                "aichat_audit_retention_days": 60}
    if request.param == "postgres":
        async with fresh_schema() as url:
            yield Config(aichat_database_url=url, **settings)
    else:
        yield Config(**settings)


def call(at: float, conversation: str, tokens: int) -> UsageRecord:
    return UsageRecord(at=at, day=day_of(at), conversation=conversation, member="2001",
                       model="m", purpose="chat", prompt_tokens=tokens, completion_tokens=1,
                       cached_tokens=0)


def session(created: float, seen: float) -> dict[str, Any]:
    return {"csrf": "c", "actor": "password", "ip": "127.0.0.1", "created": created,
            "seen": seen, "flash": ""}


async def test_the_janitor_drops_what_is_past_its_retention_and_keeps_the_rest(
        config: Config, tmp_path: Path) -> None:
    now = time.time()
    async with Engine(config, tmp_path) as engine:
        usage = engine.stores.usage
        usage.add(call(now - 40 * DAY, "g:1", 500))
        usage.add(call(now - 31 * DAY, "g:2", 400))
        usage.add(call(now - 29 * DAY, "g:1", 30))
        usage.add(call(now, "g:1", 20))
        await engine.panel.audit("password", "127.0.0.1", "login", at=now - 61 * DAY)
        await engine.panel.audit("password", "127.0.0.1", "set", "model", at=now - 59 * DAY)
        await engine.panel.put_session("idle", session(now - 3600, now - SESSION_IDLE - 60))
        await engine.panel.put_session("old", session(now - SESSION_MAX_AGE - 60, now - 60))
        await engine.panel.put_session("live", session(now - 3600, now - 60))
        await engine.stores.kv.set(NOTES_NS, day_of(now - 40 * DAY), ["g:1"])
        await engine.stores.kv.set(NOTES_NS, day_of(now), ["g:2"])
        first, today = day_of(now - 29 * DAY), day_of(now)
        kept = await usage.totals(first, today)
        daily = await usage.daily(first, today)

        await engine.prune()

        assert await usage.totals(day_of(now - 60 * DAY), day_of(now - 30 * DAY)) == (
            UsageTotals())
        assert await usage.totals(first, today) == kept and kept.calls == 2
        assert await usage.daily(first, today) == daily
        assert [e.action for e in await engine.panel.audit_log()] == ["set"]
        assert set(await engine.panel.sessions()) == {"live"}
        assert set(await engine.stores.kv.items(NOTES_NS)) == {day_of(now)}


async def test_no_retention_keeps_for_good(config: Config, tmp_path: Path) -> None:
    config = config.model_copy(update={"aichat_usage_retention_days": 0,
                                       "aichat_audit_retention_days": 0})
    now = time.time()
    async with Engine(config, tmp_path) as engine:
        engine.stores.usage.add(call(now - 4000 * DAY, "g:1", 500))
        await engine.panel.audit("password", "127.0.0.1", "login", at=now - 4000 * DAY)
        await engine.prune()
        assert (await engine.stores.usage.totals("2000-01-01", day_of(now))).calls == 1
        assert await engine.panel.audit_count() == 1


async def test_a_part_that_fails_is_logged_once_and_the_rest_is_pruned(
        config: Config, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    now = time.time()
    async with Engine(config, tmp_path) as engine:
        engine.stores.usage.add(call(now - 40 * DAY, "g:1", 500))
        await engine.panel.put_session("idle", session(now - 3600, now - SESSION_IDLE - 60))
        await engine.db.rows().write(lambda conn: conn.execute("DROP TABLE panel_audit"))
        with caplog.at_level(logging.ERROR):
            await engine.prune()
        assert [r.getMessage() for r in caplog.records
                if r.levelno >= logging.ERROR] == ["audit pruning failed"]
        assert (await engine.stores.usage.totals("2000-01-01", day_of(now))).calls == 0
        assert await engine.panel.sessions() == {}
