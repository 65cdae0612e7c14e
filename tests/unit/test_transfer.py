"""Moving a deployment from its SQLite file to PostgreSQL loses nothing and checks itself."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import pytest

from mnemo.message import SUMMARY, Message
from mnemo.store import (
    CompactionRecord,
    Database,
    PostgresDatabase,
    UsageRecord,
    open_stores,
    panel_store,
)
from mnemo.store.transfer import TransferError, transfer
from tests.postgres import fresh_schema
from tests.stored import kept_messages

SUMMARY_MESSAGE = Message({"role": "user", "content": "摘要"}, 9, SUMMARY, 9.0)


def said(i: int) -> list[Message]:
    return [Message({"role": "user", "content": f"问 {i} 😀"}, tokens=i, created_at=1000.0 + i),
            Message({"role": "assistant", "content": f"答 {i}"}, tokens=5,
                    created_at=1000.5 + i)]


async def fill(path: Path) -> None:
    db = Database(path)
    await db.open()
    stores = open_stores(db, "sql")
    await stores.history.append("g:1", said(1) + said(2))
    # A compression that keeps said(2): those rows stay the ones they are, referred to
    # by the archive batch, not copied into it.
    await stores.history.replace("g:1", [SUMMARY_MESSAGE, *said(2)])
    await stores.history.append("g:1", said(3))
    await stores.history.append("f:7", said(4))
    for at in (1.0, 2.0):
        await stores.compactions.record(CompactionRecord("g:1", at, "summary", 10, 5, "s"))
    await stores.memories.add("g:1", "小明喜欢猫", ["宠物"], [0.5, 0.25],
                              "2026-01-01T00:00:00Z", 200)
    await stores.memories.add("g:1", "要删的", [], None, "2026-01-01T00:00:01Z", 200)
    await stores.memories.delete("g:1", 2)
    await stores.kv.set("settings", "aichat_model", "other")
    await stores.kv.set("group_ai", "g:1", False)
    await stores.descriptions.put("0123456789ab", "一只猫", "vl")
    for i in range(3):
        stores.usage.add(UsageRecord(at=1000.0 + i, day="2026-03-01", conversation="g:1",
                                     member="2001", model="m", purpose="chat",
                                     prompt_tokens=100, completion_tokens=10,
                                     cached_tokens=40, cost=0.01))
    await stores.usage.flush()
    panel = panel_store(db)
    await panel.set_password({"hash": "h", "env": ""})
    await panel.audit("密码", "127.0.0.1", "setting.set", "aichat_model", at=1.0)
    await panel.audit("密码", "127.0.0.1", "memory.edit", "#1", at=2.0)
    await db.close()


async def test_transfer_copies_every_store_and_counts_rows(tmp_path: Path) -> None:
    path = tmp_path / "mnemo.db"
    await fill(path)
    async with fresh_schema() as url:
        counts = await transfer(path, url)
        by_table = {c.table: (c.source, c.target) for c in counts}
        # Each message once: 4 said, the summary, 2 said after it in g:1; 2 in f:7. The
        # archive batch refers to the 4 it superseded.
        assert by_table["chat_message"] == (9, 9)
        assert by_table["chat_archive"] == (4, 4)
        # The recall index is not copied: it is built anew from the history.
        assert not [t for t in by_table if t.startswith("recall_")]
        assert by_table["memory"] == (1, 1)
        assert by_table["model_usage"] == (3, 3)
        assert by_table["panel_audit"] == (2, 2)
        assert {"kv", "compaction_log", "memory_seq", "image_description",
                "chat_session"} <= set(by_table)
        assert all(c.ok for c in counts)

        pg = PostgresDatabase(url)
        await pg.open()
        try:
            stores = open_stores(pg)
            history = stores.history
            assert await history.load("g:1") == [SUMMARY_MESSAGE, *said(2), *said(3)]
            assert await history.load("f:7") == said(4)
            # The archive and the count see each message once, as on SQLite.
            assert [a.message for a in await history.archived("g:1")] == said(1) + said(2)
            assert await kept_messages(history, "g:1") == 7
            # Writes go on after the copied ids: nothing collides with a copied row.
            await history.append("g:1", said(5))
            assert await history.restore_last("g:1") is True
            assert await history.load("g:1") == said(1) + said(2)
            assert [a.message for a in await history.archived("g:1")] == [
                SUMMARY_MESSAGE, *said(2), *said(3), *said(5)]
            assert await kept_messages(history, "g:1") == 9
            assert await history.restore_last("g:1") is True
            assert await history.load("g:1") == [SUMMARY_MESSAGE, *said(2), *said(3),
                                                  *said(5)]
            # The log goes on after the copied ids, and the forgotten memory id stays used.
            await stores.compactions.record(CompactionRecord("g:1", 3.0, "truncate", 9, 4))
            assert [r.at for r in await stores.compactions.recent("g:1")] == [3.0, 2.0, 1.0]
            added = await stores.memories.add("g:1", "新的", [], None, "2026-01-02T00:00:00Z", 200)
            assert added.memory is not None and added.memory.id == 3
            [kept] = [m for m in await stores.memories.entries("g:1") if m.id == 1]
            assert kept.embedding == (0.5, 0.25) and kept.tags == ("宠物",)
            assert await stores.kv.get("settings", "aichat_model") == "other"
            assert await stores.kv.items("group_ai") == {"g:1": False}
            assert await stores.descriptions.get("0123456789ab") == "一只猫"
            usage = await stores.usage.totals("2026-03-01", "2026-03-01", conversation="g:1")
            assert (usage.calls, usage.tokens, usage.cached_tokens) == (3, 330, 120)
            assert usage.cost == pytest.approx(0.03)
            # The panel's password and log came along; the log goes on after their ids.
            panel = panel_store(pg)
            assert await panel.password() == {"hash": "h", "env": ""}
            await panel.audit("密码", "127.0.0.1", "panel.login", at=3.0)
            assert [(e.id, e.action) for e in await panel.audit_log()] == [
                (3, "panel.login"), (2, "memory.edit"), (1, "setting.set")]
        finally:
            await pg.close()

        # A second run would duplicate everything: refused, nothing changed.
        with pytest.raises(TransferError, match="already holds rows"):
            await transfer(path, url)


async def test_the_command_reports_counts_and_hides_the_password(tmp_path: Path) -> None:
    path = tmp_path / "mnemo.db"
    await fill(path)
    async with fresh_schema() as url:
        secret = url.replace("postgres@", "postgres:hunter2@", 1)
        done = await asyncio.to_thread(
            subprocess.run, [sys.executable, "-m", "mnemo.store.transfer", str(path), secret],
            capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        assert "chat_message" in done.stdout and "ok" in done.stdout
        assert "hunter2" not in done.stdout + done.stderr
        again = await asyncio.to_thread(
            subprocess.run, [sys.executable, "-m", "mnemo.store.transfer", str(path), secret],
            capture_output=True, text=True, timeout=60)
        assert again.returncode == 1 and "already holds rows" in again.stderr
        assert "hunter2" not in again.stdout + again.stderr
    missing = await asyncio.to_thread(
        subprocess.run, [sys.executable, "-m", "mnemo.store.transfer",
                         str(tmp_path / "none.db"), "postgresql://127.0.0.1/x"],
        capture_output=True, text=True, timeout=60)
    assert missing.returncode == 1 and "no SQLite database" in missing.stderr
