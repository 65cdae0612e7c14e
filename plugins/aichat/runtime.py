"""The composition root: builds the engine from the settings and serves the plugin.

Everything the NoneBot layer needs goes through one `Runtime`, created at start-up and
closed at shutdown, so the handlers stay a few lines long.
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

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
from mnemo.memory import (
    KVMemoryStore,
    MemoryManager,
    MemoryStore,
    SqlMemoryStore,
    embedding_client,
    memory_tools,
)
from mnemo.message import Message
from mnemo.session import ChatEntry, SessionCache
from mnemo.tools import ToolRegistry, current_time_tool
from mnemo.vision import (
    Describer,
    DescriptionCache,
    ImageFetcher,
    KVDescriptionCache,
    RecentImages,
    SqlDescriptionCache,
    load_images_tool,
)
from mnemo.window import ContextWindow, WindowPolicy

from .config import Config
from .counters import Counters
from .prompt import SystemPrompts, load_base_prompt
from .settings import Settings

log = logging.getLogger("mnemo.plugin")

DB_FILE = "mnemo.db"
HINT_HEADER = "（系统附注，不是用户的发言：以下长期记忆可能与当前话题有关，仅在相关时参考）"
# "[2026-11-30 14:03] 小明(123456): " — the stamp would only add noise to a search.
_SPEAKER = re.compile(r"^\[[^\]]*\] [^:：]*[:：] ?", re.MULTILINE)
GROUP_NS = "group_ai"


@dataclass(slots=True)
class Pending:
    """One addressed message waiting for (or getting) its reply."""

    event: Any  # the OneBot MessageEvent; kept opaque so this module stays NoneBot-free
    message: Message | None = None
    # A message whose images are still downloading. It is queued at once all the same,
    # so that a slow picture does not let the user's next message overtake it.
    preparing: asyncio.Future[Message] | None = None

    async def ready(self) -> Message:
        if self.message is None:
            if self.preparing is None:
                raise RuntimeError("a Pending needs a message or its preparation")
            self.message = await self.preparing
        return self.message


class Runtime:
    """Owns every engine object; `start()` builds them from the effective settings."""

    def __init__(self, file_config: Config, data_dir: Path, bot_name: str) -> None:
        self.config = file_config
        self.data_dir = data_dir
        self.bot_name = bot_name
        self.db = Database(data_dir / DB_FILE)
        self.kv = KVStore(self.db)
        self.settings = Settings(file_config, self.kv)
        self.counters = Counters(self.kv, "no_mention")
        self.disabled_groups: set[str] = set()
        self._started = False

    async def start(self) -> None:
        # bot.py loads the tokenizer before the loop starts; a bot launched another way
        # (tests, a custom entry point) loads it here, at least off the event loop.
        await asyncio.to_thread(tokens.load)
        await self.db.open()
        self.config = config = await self.settings.load()
        self.disabled_groups = {k for k, on in (await self.kv.items(GROUP_NS)).items() if not on}
        await self.counters.load()
        # Building the HTTP clients loads CA certificates (~45 ms each): in a thread, so
        # start-up never stalls the event loop. Nothing built here touches the loop.
        await asyncio.to_thread(self._build, config)
        self.writer.start()
        self._started = True
        log.info("mnemo ready: data in %s, history backend %s, model %s",
                 self.data_dir, config.aichat_history_backend, config.aichat_model)

    def _build(self, config: Config) -> None:
        self.store: HistoryStore
        self.compaction_log: CompactionLog
        if config.aichat_history_backend == "kv":
            self.store = KVHistoryStore(self.db)
            self.compaction_log = KVCompactionLog(self.kv)
            memory_store: MemoryStore = KVMemoryStore(self.db)
            descriptions: DescriptionCache = KVDescriptionCache(self.db)
        else:
            self.store = SqliteHistoryStore(self.db)
            self.compaction_log = SqlCompactionLog(self.db)
            memory_store = SqlMemoryStore(self.db)
            descriptions = SqlDescriptionCache(self.db)
        # 50 ms of group commit: with a fast model a turn is one transaction; with a slow
        # one the question is stored 50 ms after it arrived, long before the answer.
        self.writer = HistoryWriter(self.store, linger=0.05)
        self.client = _chat_client(config, config.aichat_base_url,
                                   config.aichat_api_key or None, config.aichat_model)
        self.compressor_client: ChatClient | None = None
        if config.aichat_compressor_base_url:
            self.compressor_client = _chat_client(
                config, config.aichat_compressor_base_url,
                _key_for(config.aichat_compressor_base_url, config.aichat_compressor_api_key,
                         config),
                config.aichat_compressor_model or config.aichat_model,
            )
        self.compressor = Compressor(self.compressor_client or self.client)
        self.agent = Agent(self.client, self.compressor, self.writer, self.compaction_log)
        self.policy = WindowPolicy()
        self.cache: SessionCache[ChatEntry[Pending]] = SessionCache(self._load_entry)
        self.prompts = SystemPrompts("", self.bot_name)
        self.embedder = embedding_client(config.aichat_embedding_base_url,
                                         config.aichat_embedding_api_key or None,
                                         config.aichat_embedding_model or None)
        self.memory = MemoryManager(memory_store, self.embedder)
        self.fetcher = ImageFetcher(max_bytes=config.aichat_image_max_bytes,
                                    recent=RecentImages())
        self.vision_client: ChatClient | None = None
        if config.aichat_ocr_base_url:
            self.vision_client = _chat_client(
                config, config.aichat_ocr_base_url,
                _key_for(config.aichat_ocr_base_url, config.aichat_ocr_api_key, config),
                config.aichat_ocr_model,
            )
        self.describer = Describer(self.vision_client, descriptions,
                                   prompt=config.aichat_ocr_prompt)
        self.image_tool = load_images_tool(self.fetcher, self.describer)
        self.apply(config)

    def apply(self, config: Config) -> None:
        """Push the settings that apply at once into the running engine.

        The window policy is one object shared by every session, so changing it here
        changes every conversation's budget on its next request.
        """
        self.config = config
        client = self.client
        client.api_key = config.aichat_api_key or None
        client.model = config.aichat_model
        client.fallback_model = config.aichat_fallback_model or None
        client.temperature = config.aichat_temperature
        client.max_tokens = config.aichat_max_tokens
        self.compressor.model = config.aichat_compressor_model or None
        self.agent.max_iterations = config.aichat_max_iterations
        self.policy.max_context_tokens = config.aichat_max_context_tokens
        self.policy.high_water = config.aichat_high_water
        self.policy.low_water = config.aichat_low_water
        self.policy.summary_max_tokens = config.aichat_summary_max_tokens
        self.cache.max_idle_seconds = config.aichat_session_max_idle_minutes * 60
        self.cache.max_sessions = config.aichat_session_max_sessions
        self.prompts.reset(base=load_base_prompt(config.aichat_system_prompt))
        self.memory.max_entries = config.aichat_memory_max_entries
        self.fetcher.max_bytes = config.aichat_image_max_bytes
        self.describer.prompt = config.aichat_ocr_prompt
        if self.vision_client is not None:
            self.vision_client.model = config.aichat_ocr_model
        # The model that sees images itself has no use for load_images, and the one that
        # does not needs it: resident sessions follow the switch at once.
        for entry in self.cache.entries():
            self._fit_image_tool(entry.tools)

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
        if self.embedder is not None:
            await self.embedder.aclose()
        await self.describer.aclose()
        if self.vision_client is not None:
            await self.vision_client.aclose()
        await self.fetcher.aclose()
        await self.db.close()
        log.info("mnemo stopped: pending writes flushed")

    # -- one-off additions ----------------------------------------------------------

    async def memory_hints(self, key: str, messages: list[Message]) -> list[dict[str, Any]]:
        """The memories most relevant to the new messages, for this one request.

        Appended after the history and never stored, so the prompt prefix stays stable and
        the history holds only what was said.
        """
        if not self.config.aichat_memory_auto_inject:
            return []
        text = "\n".join(_SPEAKER.sub("", m.text()) for m in messages)
        try:
            found = await self.memory.relevant(key, text, limit=3)
        except Exception:
            log.exception("session %s: memory lookup for auto-inject failed", key)
            return []
        if not found:
            return []
        lines = "\n".join(f"#{m.id} {m.content}" for m in found)
        return [{"role": "user",
                 "content": f"{HINT_HEADER}\n{lines}"}]

    # -- switches ------------------------------------------------------------------

    def ai_enabled(self, key: str) -> bool:
        return key not in self.disabled_groups

    async def set_ai_enabled(self, key: str, on: bool) -> None:
        await self.kv.set(GROUP_NS, key, on)
        if on:
            self.disabled_groups.discard(key)
        else:
            self.disabled_groups.add(key)

    # -- sessions ----------------------------------------------------------------

    def tools_for(self, key: str) -> ToolRegistry:
        tools = ToolRegistry([current_time_tool(), *memory_tools(self.memory, key)])
        self._fit_image_tool(tools)
        return tools

    def _fit_image_tool(self, tools: ToolRegistry) -> None:
        if self.config.aichat_multimodal:
            tools.remove(self.image_tool.name)
        elif self.image_tool.name not in tools:
            tools.add(self.image_tool)

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
        count = self.counters.get(key)
        if count >= limit:
            return  # cleared already; nothing to do until the bot is addressed again
        self.counters.set(key, count + 1)
        if count + 1 < limit:
            return
        # The counter stays at the limit: a dead group costs no more writes, and the
        # next @ starts the count again.
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


def _chat_client(config: Config, base_url: str, api_key: str | None, model: str
                 ) -> ChatClient:
    """A client for one endpoint, with the bot's shared timeout and retry settings."""
    return ChatClient(base_url=base_url, api_key=api_key, model=model,
                      timeout=config.aichat_timeout, max_attempts=config.aichat_max_attempts,
                      backoff_base=config.aichat_retry_base_delay)


def _key_for(base_url: str, own_key: str, config: Config) -> str | None:
    """A secondary endpoint's key: its own, or the main key only for the main host.

    Falling back to the main key for any host would hand it to a third party whenever
    someone configures a different service and forgets its key.
    """
    if own_key:
        return own_key
    if config.aichat_api_key and _host(base_url) == _host(config.aichat_base_url):
        return config.aichat_api_key
    return None


def _host(url: str) -> str:
    return urlsplit(url).netloc.lower()
