"""The composition root: builds the engine from the settings and serves the plugin.

Everything the NoneBot layer needs goes through one `Runtime`, created at start-up and
closed at shutdown, so the handlers stay a few lines long.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mnemo import tokens
from mnemo.agent import Agent
from mnemo.client import ChatClient
from mnemo.compaction_log import CompactionLog, KVCompactionLog, SqlCompactionLog
from mnemo.compressor import Compressor
from mnemo.db import Database
from mnemo.history.base import HistoryStore
from mnemo.history.kv import KVHistoryStore
from mnemo.history.sqlite import SqliteHistoryStore
from mnemo.history.writer import HistoryWriter
from mnemo.kv import KVStore
from mnemo.message import Message
from mnemo.session import ChatEntry, SessionCache
from mnemo.tools import ToolRegistry, current_time_tool
from mnemo.window import ContextWindow, WindowPolicy

from .config import Config
from .counters import Counters
from .prompt import SystemPrompts, load_base_prompt

log = logging.getLogger("mnemo.plugin")

DB_FILE = "mnemo.db"


@dataclass(slots=True)
class Pending:
    """One addressed message waiting for (or getting) its reply."""

    event: Any  # the OneBot MessageEvent; kept opaque so this module stays NoneBot-free
    message: Message


class Runtime:
    def __init__(self, config: Config, data_dir: Path, bot_name: str) -> None:
        self.config = config
        self.data_dir = data_dir
        self.db = Database(data_dir / DB_FILE)
        self.kv = KVStore(self.db)
        self.store: HistoryStore
        self.compaction_log: CompactionLog
        if config.aichat_history_backend == "kv":
            self.store = KVHistoryStore(self.db)
            self.compaction_log = KVCompactionLog(self.kv)
        else:
            self.store = SqliteHistoryStore(self.db)
            self.compaction_log = SqlCompactionLog(self.db)
        self.writer = HistoryWriter(self.store)
        self.client = ChatClient(
            base_url=config.aichat_base_url,
            api_key=config.aichat_api_key or None,
            model=config.aichat_model,
            fallback_model=config.aichat_fallback_model or None,
            timeout=config.aichat_timeout,
            max_attempts=config.aichat_max_attempts,
            temperature=config.aichat_temperature,
            max_tokens=config.aichat_max_tokens,
        )
        self.compressor_client: ChatClient | None = None
        if config.aichat_compressor_base_url:
            self.compressor_client = ChatClient(
                base_url=config.aichat_compressor_base_url,
                api_key=config.aichat_compressor_api_key or config.aichat_api_key or None,
                model=config.aichat_compressor_model or config.aichat_model,
                timeout=config.aichat_timeout,
                max_attempts=config.aichat_max_attempts,
            )
        self.compressor = Compressor(
            self.compressor_client or self.client,
            model=config.aichat_compressor_model or None,
        )
        self.agent = Agent(self.client, self.compressor, self.writer, self.compaction_log,
                           max_iterations=config.aichat_max_iterations)
        self.policy = WindowPolicy(
            max_context_tokens=config.aichat_max_context_tokens,
            high_water=config.aichat_high_water,
            low_water=config.aichat_low_water,
            summary_max_tokens=config.aichat_summary_max_tokens,
        )
        self.cache: SessionCache[ChatEntry[Pending]] = SessionCache(
            self._load_entry,
            max_idle_seconds=config.aichat_session_max_idle_minutes * 60,
            max_sessions=config.aichat_session_max_sessions,
        )
        self.prompts = SystemPrompts(load_base_prompt(config.aichat_system_prompt), bot_name)
        self.counters = Counters(self.kv, "no_mention")
        self._started = False

    async def start(self) -> None:
        tokens.load()
        await self.db.open()
        self.writer.start()
        await self.counters.load()
        self._started = True
        log.info("mnemo ready: data in %s, history backend %s, model %s",
                 self.data_dir, self.config.aichat_history_backend, self.config.aichat_model)

    async def stop(self) -> None:
        if not self._started:
            return
        self._started = False
        for entry in self.cache.entries():
            entry.stop()
        try:
            await self.counters.flush()
        except Exception:
            log.exception("could not save counters at shutdown")
        await self.writer.close()
        await self.client.aclose()
        if self.compressor_client is not None:
            await self.compressor_client.aclose()
        await self.db.close()
        log.info("mnemo stopped: pending writes flushed")

    # -- sessions ----------------------------------------------------------------

    def tools_for(self, key: str) -> ToolRegistry:
        return ToolRegistry([current_time_tool()])

    async def _load_entry(self, key: str) -> ChatEntry[Pending]:
        messages = await self.writer.load(key)
        window = ContextWindow(messages, self.policy)
        return ChatEntry(key, window, self.tools_for(key), clock=self.cache.clock)

    async def clear_session(self, key: str, reason: str) -> None:
        """Empty a session's conversation (history and per-session tools) under its lock.

        A session that is not resident is cleared in the store only: loading it just
        to empty it would cost a read and make a dead group look active.
        """
        entry = self.cache.peek(key)
        if entry is None:
            await self.agent.clear(key, None, reason)
            return
        async with entry.lock:
            await self.agent.clear(key, entry, reason)
            entry.tools = self.tools_for(key)

    async def note_unaddressed(self, key: str) -> None:
        """Count a group message that does not address the bot; clear at the limit.

        Stale chatter must not leak into the next conversation: after N such messages
        in a row the group's conversation starts fresh. The count survives restarts.
        """
        limit = self.config.aichat_session_no_mention_clear
        if limit <= 0:
            return
        if self.counters.increment(key) < limit:
            return
        self.counters.set(key, 0)
        log.info("session %s: %d messages without addressing the bot; clearing", key, limit)
        try:
            await self.clear_session(key, "no_mention")
        except Exception:
            log.exception("could not clear %s", key)

    async def sweep(self) -> None:
        try:
            await self.cache.sweep()
        except Exception:
            log.exception("janitor sweep failed")

    async def prune_archive(self) -> None:
        days = self.config.aichat_archive_days
        if days <= 0:
            return
        try:
            await self.store.prune_archive(time.time() - days * 86400)
        except Exception:
            log.exception("archive pruning failed")

    def system_for(self, key: str) -> dict[str, Any]:
        return self.prompts.for_session(key)


async def wait_all(tasks: list[asyncio.Task[Any]]) -> None:
    if tasks:
        await asyncio.gather(*tasks, return_exceptions=True)
