"""The engine: every conversation of one bot, behind one object.

A front end opens an `Engine` from settings and a data directory, hands it each incoming
message (`handle`) and sends what comes back. The engine is the composition root: it
opens the database and builds the parts, then delegates — what happens to one message
to `turn.Turns`, admins' changes of a conversation to `conversations.Conversations`,
what `/context` and the panel read to `readmodels.ReadModels`, and how a conversation is
held against other processes on the same database to `coordination` (chosen once, from
the database). It applies settings that change at run time, and closes it all in order.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from types import TracebackType
from typing import Any, TypeVar

from . import retention, tokens
from .addons import Addons
from .config import Config
from .conversations import Conversations, Restored
from .coordination import ALL, Coordination, coordination_for
from .counters import Counters
from .incoming import Incoming
from .keys import ConversationKey
from .memory import MemoryManager
from .outcome import Outcome, Send
from .parts import Parts, build_parts
from .prompt import SystemPrompts, load_base_prompt
from .quota import Limits, NoticeHook, Quotas
from .readmodels import (
    ArchivePage,
    ContextReport,
    ConversationInfo,
    NextRequest,
    ReadModels,
    SessionInfo,
)
from .session import ChatEntry, SessionCache
from .settings import NAMESPACE as SETTINGS_NS
from .settings import Settings
from .store import CompactionRecord, Stores, database_for, kv_store, open_stores, panel_store
from .store.base import RecallDoc
from .switches import NAMESPACE as SWITCH_NS
from .switches import AiSwitches
from .toolsets import Toolsets
from .turn import ErrorNote, Turns, TurnStats
from .usage import Ledger

log = logging.getLogger(__name__)
T = TypeVar("T")

DB_FILE = "mnemo.db"
UNADDRESSED_NS = "no_mention"


class Engine:
    """Every conversation of one bot. Use as `async with Engine(config, data_dir) as e:`."""

    def __init__(self, config: Config | None = None, data_dir: str | Path = "data", *,
                 bot_name: str = "mnemo", clock: Callable[[], float] = time.monotonic,
                 wall_clock: Callable[[], float] = time.time,
                 quota_exempt: Iterable[str] = ()) -> None:
        """`clock` paces sessions; `wall_clock` dates usage (quotas reset at local
        midnight). Members in `quota_exempt` (the superusers) are never limited."""
        file_config = config or Config()
        self.data_dir = Path(file_config.aichat_data_dir or data_dir)
        self.default_bot_name = bot_name
        self.db = database_for(file_config.aichat_database_url, self.data_dir / DB_FILE)
        kv = kv_store(self.db)
        self.settings = Settings(file_config, kv, apply=self._apply)
        self.cache: SessionCache[ChatEntry[Any]] = SessionCache(self._load, clock=clock)
        self.counters = Counters(kv, UNADDRESSED_NS)
        self.switches = AiSwitches(kv)
        self.stats = TurnStats(wall_clock)
        # The web panel's password hash and login sessions, and the bot's audit log.
        self.panel = panel_store(self.db)
        self.quotas = Quotas(kv, wall_clock)
        self.quotas.exempt = frozenset(quota_exempt)
        self.prompts = SystemPrompts("", bot_name)
        # MCP servers and reminders (`addons.mcp`, `addons.reminders`).
        self.addons = Addons(clock=wall_clock)
        self._wall_clock = wall_clock
        self._stores: Stores | None = None
        self._parts: Parts | None = None
        self._ledger: Ledger | None = None
        self._coordination: Coordination | None = None
        self._turns: Turns | None = None
        self._conversations: Conversations | None = None
        self._views: ReadModels | None = None
        self._toolsets: Toolsets | None = None
        self._open = False

    # -- life ---------------------------------------------------------------------------

    async def __aenter__(self) -> Engine:
        await self.open()
        return self

    async def __aexit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                        tb: TracebackType | None) -> None:
        await self.close()

    async def open(self) -> None:
        """Open the database and start every part; a failure half-way closes what had
        started and raises."""
        try:
            await self._start()
        except BaseException:
            await self._shut()
            raise
        self._open = True
        for problem in self.missing():
            log.warning("%s", problem)
        log.info("mnemo ready: data in %s, history backend %s, model %s", self.db.shown,
                 self.db.label(self.config.aichat_history_backend),
                 self.config.aichat_model)

    async def _start(self) -> None:
        # A front end may load the tokenizer before its event loop starts (bot.py does);
        # otherwise it is loaded here, at least off the event loop.
        await asyncio.to_thread(tokens.load)
        await self.db.open()
        config = await self.settings.load()
        self._stores = stores = open_stores(self.db, config.aichat_history_backend)
        await stores.prepare()
        await self.switches.reload()
        await self.counters.load()
        self._ledger = ledger = Ledger(stores.usage, self.quotas, self._wall_clock)
        tallies = self.db.quota_tallies()
        if tallies is not None:  # a limit holds whichever process answers
            self.quotas.share(tallies)
        await self.quotas.load(stores.usage)
        # Building the HTTP clients loads CA certificates (tens of ms each): in a thread,
        # so opening never stalls the event loop. Nothing built there touches the loop.
        self._parts = parts = await asyncio.to_thread(build_parts, config, stores)
        parts.writer.start()
        # Where the store is the conversation, a turn is stored up to its first failed
        # write and never around a gap.
        parts.writer.stop_after_failure = self.db.shared
        parts.meter(ledger)
        parts.vectors.start()
        toolsets = Toolsets(parts, lambda: self.config, self.addons.fit)
        self._coordination = coordination = coordination_for(
            self.db, parts.writer, parts.policy, toolsets.for_key, self.cache,
            parts.agent.cancel_compression, config.aichat_postgres_turn_connections)
        self._conversations = conversations = Conversations(
            self.cache, coordination, parts.agent, parts.writer, stores.history,
            parts.policy, toolsets, self.prompts, lambda: self.config)
        self._views = ReadModels(self.cache, parts.agent, parts.writer, stores.history,
                                 stores.compactions, parts.recall, parts.policy,
                                 self.prompts, ledger, self.switches, lambda: self.config)
        self._turns = Turns(cache=self.cache, parts=parts, config=lambda: self.config,
                            prompts=self.prompts, quotas=self.quotas, ledger=ledger,
                            coordination=coordination, switches=self.switches,
                            counters=self.counters, toolsets=toolsets,
                            conversations=conversations, stats=self.stats)
        self._toolsets = toolsets
        self._apply(config)
        await self.addons.open(lambda: self.config, stores.kv, self.db, ledger,
                               self.cache.entries)
        await coordination.start(self._changed_elsewhere)

    async def close(self) -> None:
        """Stop every turn and background summary, wait for them to end, then flush and
        close the parts and the database: nothing is written after this returns."""
        if not self._open:
            return
        self._open = False
        await self._shut()
        log.info("mnemo stopped: pending writes flushed")

    async def _shut(self) -> None:
        running: list[asyncio.Future[Any]] = []
        for entry in self.cache.entries():
            running += [t for t in (entry.task, entry.drainer) if t is not None]
            job = entry.compression
            if job is not None:
                running += [t for t in (job.summary, job.lander) if t is not None]
            entry.stop()
            # The stored rows are untouched until a summary lands: nothing is lost.
            if self._parts is not None:
                self._parts.agent.cancel_compression(entry)
        if running:
            await asyncio.gather(*running, return_exceptions=True)
        await _quietly("save counters", self.counters.flush())
        if self._coordination is not None:
            await _quietly("close the coordination", self._coordination.close())
        await _quietly("close the MCP servers and reminders", self.addons.close())
        if self._parts is not None:
            await _quietly("close the parts", self._parts.aclose())
        if self._ledger is not None:
            await _quietly("save usage", self._ledger.flush())
        await _quietly("save quota notes", self.quotas.close())
        await _quietly("close the database", self.db.close())

    def missing(self) -> list[str]:
        """What this deployment still lacks to answer anyone, one line each."""
        if not self.config.aichat_api_key:
            return ["no AICHAT_API_KEY is set: every message will be answered with an error"]
        return []

    @property
    def config(self) -> Config:
        return self.settings.current

    @property
    def parts(self) -> Parts:
        return _opened(self._parts)

    @property
    def stores(self) -> Stores:
        return _opened(self._stores)

    @property
    def usage(self) -> Ledger:
        """Usage figures: `totals`, `periods`, `top`, `daily`, `quota`."""
        return _opened(self._ledger)

    @property
    def memories(self) -> MemoryManager:
        """Long-term memories: `list`, `add`, `edit`, `delete`, `search` by scope."""
        return self.parts.memory

    @property
    def errors(self) -> list[ErrorNote]:
        """Recent failed replies, newest first (in memory, for the panel)."""
        return list(self.stats.errors)

    def answered_today(self) -> int:
        """User messages answered today since the engine opened (a queued batch counts
        each): the panel's overview."""
        return self.stats.answered_today()

    def on_notice(self, hook: NoticeHook) -> None:
        """`hook` is told what the superusers should hear (a quota alert, once a day)."""
        self.quotas.on_notice(hook)

    def _apply(self, config: Config) -> None:
        """Push settings that apply at once into the running engine.

        The window policy is one object shared by every session, so changing it here
        changes every conversation's budget on its next request.
        """
        if self._parts is None:
            return
        self.parts.apply(config)
        self.cache.max_idle_seconds = config.aichat_session_max_idle_minutes * 60
        self.cache.max_sessions = config.aichat_session_max_sessions
        self.prompts.reset(base=load_base_prompt(config.aichat_system_prompt),
                           bot_name=config.aichat_bot_name or self.default_bot_name)
        # Resident sessions follow the recall and image switches at once.
        _opened(self._toolsets).refit(self.cache.entries(), config)
        quotas = self.quotas
        quotas.group = Limits(config.aichat_quota_group_soft_tokens,
                              config.aichat_quota_group_hard_tokens)
        quotas.member = Limits(config.aichat_quota_member_soft_tokens,
                               config.aichat_quota_member_hard_tokens)
        quotas.total = Limits(config.aichat_quota_global_soft_tokens,
                              config.aichat_quota_global_hard_tokens)
        quotas.fallback_model = config.aichat_quota_fallback_model
        self.usage.prices = dict(config.aichat_prices)

    async def _load(self, key: str) -> ChatEntry[Any]:
        return await _opened(self._coordination).load(key)

    async def _changed_elsewhere(self, namespace: str) -> None:
        """Another process wrote shared state: settings and switches apply here too."""
        if namespace in (SETTINGS_NS, ALL):
            await self.settings.reload()
            log.info("settings changed by another process: reloaded")
        if namespace in (UNADDRESSED_NS, ALL):
            await self.counters.reload()
        if namespace in (SWITCH_NS, ALL):
            await self.switches.reload()
            log.info("AI switches changed by another process: reloaded")

    # -- messages -----------------------------------------------------------------------

    async def handle(self, incoming: Incoming, send: Send) -> Outcome:
        """Take one message; a reply (now, or with the queue later) goes to `send`."""
        return await _opened(self._turns).handle(incoming, send)

    def unaddressed(self, key: str) -> int:
        """Group messages in a row that did not address the bot."""
        return self.counters.get(key)

    @property
    def recall_on(self) -> bool:
        """Whether turns carry a recall block and the model has `history_search`."""
        return self.config.aichat_recall

    # -- admin verbs (mnemo.conversations) and read models (mnemo.readmodels) -----------

    def stop(self, key: str) -> bool:
        """Cancel the running reply and drop the queue; whether anything was stopped."""
        return self._conversations is not None and self._conversations.stop(key)

    async def new(self, key: str) -> None:
        await _opened(self._conversations).new(key)

    async def compact(self, key: str) -> CompactionRecord | None:
        return await _opened(self._conversations).compact(key)

    async def restore(self, key: str) -> Restored | None:
        return await _opened(self._conversations).restore(key)

    async def sweep(self) -> None:
        await _opened(self._conversations).sweep()

    async def prune(self) -> None:
        """The daily janitor: every table that only grows, to its retention."""
        stores = self.stores
        await retention.prune(self.config, stores.history, stores.usage, self.panel,
                              self.quotas, self._wall_clock)

    def ai_enabled(self, key: str) -> bool:
        return self.switches.enabled(key)

    async def set_ai(self, key: str, on: bool) -> None:
        """Switch the AI of a group on or off; off also stops its running reply."""
        key = ConversationKey(key)
        if not on and key.is_group:
            self.stop(key)
        await self.switches.set(key, on)

    async def context(self, key: str) -> ContextReport:
        return await _opened(self._views).context(key)

    async def next_request(self, key: str) -> NextRequest:
        return await _opened(self._views).next_request(key)

    async def compactions(self, key: str, limit: int = 20) -> list[CompactionRecord]:
        return await _opened(self._views).compactions(key, limit)

    async def archived(self, key: str, offset: int = 0, limit: int = 50) -> ArchivePage:
        return await _opened(self._views).archived(key, offset, limit)

    async def conversations(self) -> list[ConversationInfo]:
        return await _opened(self._views).conversations()

    async def search(self, key: str, query: str, limit: int = 8) -> list[RecallDoc]:
        return await _opened(self._views).search(key, query, limit)

    def sessions(self) -> list[SessionInfo]:
        return _opened(self._views).sessions()


def _opened(part: T | None) -> T:
    if part is None:
        raise RuntimeError("the engine is not open")
    return part


async def _quietly(what: str, step: Any) -> None:
    """One step of shutting down: its failure is logged and the others still run."""
    try:
        await step
    except Exception:
        log.exception("could not %s at shutdown", what)
