"""The engine: every conversation of one bot, behind one object.

A front end opens an `Engine` from settings and a data directory, hands it each incoming
message (`handle`) and sends what comes back; admins act through its verbs (`stop`,
`new`, `compact`, `restore`, `context`, `sessions`, `set_ai`, `memories`, `settings`).
The engine owns the policy around a turn: the AI switch, the unaddressed-message counter
that clears a group's stale talk, the queue behind a running reply, fetching images and
dropping them after their round, memory hints, the system prompt, and storing a turn
before its reply is handed out, so a crash never forgets what a user already read.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Any

from . import tokens
from .config import Config
from .counters import Counters
from .errors import Busy
from .images import FetchedImage, ImageError, image_parts
from .incoming import Incoming, render
from .keys import ConversationKey
from .memory import MemoryManager, memory_tools
from .memory.hints import memory_hints
from .message import Message
from .outcome import Outcome, Reply, Send
from .parts import Parts, build_parts
from .prompt import SystemPrompts, load_base_prompt
from .recall.block import budget, recall_block
from .recall.search import Hit
from .recall.tool import history_search_tool
from .session import ChatEntry, SessionCache, Submitted
from .settings import Settings
from .store import CompactionRecord, Database, KVStore, Stores, open_stores
from .tools import ToolRegistry, current_time_tool
from .window import ContextWindow, make_message

log = logging.getLogger(__name__)

DB_FILE = "mnemo.db"
SWITCH_NS = "group_ai"
UNADDRESSED_NS = "no_mention"


@dataclass(slots=True)
class _Pending:
    """One addressed message waiting for (or getting) its reply."""

    incoming: Incoming
    send: Send
    message: Message | None = None
    cut: bool = False
    # A message whose images are still downloading. It is queued at once all the same,
    # so that a slow picture does not let the user's next message overtake it.
    preparing: asyncio.Future[tuple[Message, bool]] | None = None

    async def ready(self) -> Message:
        if self.message is None:
            if self.preparing is None:
                raise RuntimeError("a pending message needs its text or its preparation")
            self.message, self.cut = await self.preparing
        return self.message


Entry = ChatEntry[_Pending]


@dataclass(frozen=True, slots=True)
class ContextReport:
    """What `/context` and the panel show of one conversation."""

    key: str
    messages: int
    prompt_tokens: int  # the next request as the agent would size it
    budget: int
    high_water: float
    low_water: float
    has_summary: bool
    last_compaction: CompactionRecord | None

    @property
    def percent(self) -> float:
        return self.prompt_tokens * 100 / self.budget


@dataclass(frozen=True, slots=True)
class SessionInfo:
    key: str
    messages: int
    tokens: int
    idle_seconds: float
    replying: bool


@dataclass(frozen=True, slots=True)
class Restored:
    messages: int
    tokens: int


class Engine:
    """Every conversation of one bot. Use as `async with Engine(config, data_dir) as e:`."""

    def __init__(self, config: Config | None = None, data_dir: str | Path = "data", *,
                 bot_name: str = "mnemo", clock: Callable[[], float] = time.monotonic) -> None:
        file_config = config or Config()
        self.data_dir = Path(file_config.aichat_data_dir or data_dir)
        self.default_bot_name = bot_name
        self.db = Database(self.data_dir / DB_FILE)
        self._stores: Stores | None = None
        self._parts: Parts | None = None
        self._clock = clock
        kv = KVStore(self.db)
        self.settings = Settings(file_config, kv, apply=self._apply)
        self.cache: SessionCache[Entry] = SessionCache(self._load_entry, clock=clock)
        self.counters = Counters(kv, UNADDRESSED_NS)
        self.prompts = SystemPrompts("", bot_name)
        self._disabled: set[str] = set()
        self._open = False

    # -- life ---------------------------------------------------------------------------

    async def __aenter__(self) -> Engine:
        await self.open()
        return self

    async def __aexit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                        tb: TracebackType | None) -> None:
        await self.close()

    async def open(self) -> None:
        # A front end may load the tokenizer before its event loop starts (bot.py does);
        # otherwise it is loaded here, at least off the event loop.
        await asyncio.to_thread(tokens.load)
        await self.db.open()
        config = await self.settings.load()
        self._stores = stores = open_stores(self.db, config.aichat_history_backend)
        await stores.prepare()
        self._disabled = {k for k, on in (await stores.kv.items(SWITCH_NS)).items() if not on}
        await self.counters.load()
        # Building the HTTP clients loads CA certificates (tens of ms each): in a thread,
        # so opening never stalls the event loop. Nothing built there touches the loop.
        self._parts = await asyncio.to_thread(build_parts, config, stores)
        self._parts.writer.start()
        self._parts.vectors.start()
        self._apply(config)
        self._open = True
        for problem in self.missing():
            log.warning("%s", problem)
        log.info("mnemo ready: data in %s, history backend %s, model %s", self.data_dir,
                 config.aichat_history_backend, config.aichat_model)

    async def close(self) -> None:
        if not self._open:
            return
        self._open = False
        for entry in self.cache.entries():
            entry.stop()
        try:
            await self.counters.flush()
        except Exception:
            log.exception("could not save counters at shutdown")
        await self.parts.aclose()
        await self.db.close()
        log.info("mnemo stopped: pending writes flushed")

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
        if self._parts is None:
            raise RuntimeError("the engine is not open")
        return self._parts

    @property
    def stores(self) -> Stores:
        if self._stores is None:
            raise RuntimeError("the engine is not open")
        return self._stores

    @property
    def memories(self) -> MemoryManager:
        """Long-term memories: `list`, `add`, `edit`, `delete`, `search` by scope."""
        return self.parts.memory

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
        # The model that sees images itself has no use for load_images, and the one that
        # does not needs it: resident sessions follow the switch at once.
        for entry in self.cache.entries():
            self.parts.fit_image_tool(entry.tools, config)

    # -- messages -------------------------------------------------------------------

    async def handle(self, incoming: Incoming, send: Send) -> Outcome:
        """Take one message; a reply (now, or with the queue later) goes to `send`."""
        key = incoming.key
        if key.is_group:
            if key in self._disabled:
                return Outcome.IGNORED
            if not incoming.addressed:
                await self._note_unaddressed(key)
                return Outcome.IGNORED
            self.counters.set(key, 0)
        item = self._pending(incoming, send)

        async def run(batch: list[_Pending]) -> None:
            await self._reply(entry, batch)

        while True:
            entry = await self.cache.get(key)
            entry.touch()
            submitted = await entry.submit(item, run)
            if submitted is not Submitted.GONE:
                break
        if submitted in (Submitted.QUEUED_FIRST, Submitted.QUEUED):
            log.info("session %s: message queued behind the running reply (%d waiting)", key,
                     len(entry.queue))
        return _OUTCOMES[submitted]

    def _pending(self, incoming: Incoming, send: Send) -> _Pending:
        limit = self.config.aichat_max_input_chars
        if incoming.image_urls():
            # Downloading starts now, beside any reply that is running; the turn awaits it.
            return _Pending(incoming, send, preparing=asyncio.ensure_future(
                self._prepare(incoming)))
        text = render(incoming, max_chars=limit)
        return _Pending(incoming, send, make_message({"role": "user", "content": text.text}),
                        text.cut)

    async def _prepare(self, incoming: Incoming) -> tuple[Message, bool]:
        """The user turn of a message with images, fetched.

        Multimodal: the images go along as image parts in place of their markers (a
        broken one keeps a marker with the reason). Otherwise the model sees the markers
        and asks `load_images` for the images it needs.
        """
        config = self.config
        limit = config.aichat_max_input_chars
        try:
            images = await self._fetch(incoming)
            text = render(incoming, max_chars=limit, images=images,
                          notes=config.aichat_multimodal)
            content: Any = text.text
            if config.aichat_multimodal:
                fetched = [g for g in images.values() if isinstance(g, FetchedImage)]
                content = image_parts(text.text, fetched)
        except Exception:  # the images are a bonus; the user's words must get through
            log.exception("session %s: preparing the images failed", incoming.key)
            text = render(incoming, max_chars=limit)
            content = text.text
        return make_message({"role": "user", "content": content}), text.cut

    async def _fetch(self, incoming: Incoming) -> dict[str, FetchedImage | ImageError]:
        fetcher = self.parts.fetcher

        async def one(url: str) -> FetchedImage | ImageError:
            try:
                return await fetcher.fetch(url)
            except ImageError as exc:
                log.info("image of %s not loaded: %s", incoming.key, exc.reason)
                return exc
            except Exception:  # a broken image must never cost the user the answer
                log.exception("fetching an image failed")
                return ImageError("下载图片失败")

        urls = incoming.image_urls()
        results = await asyncio.gather(*(one(url) for url in urls))
        return dict(zip(urls, results, strict=True))

    async def _reply(self, entry: Entry, batch: list[_Pending]) -> None:
        parts = self.parts
        messages = [await p.ready() for p in batch]
        config = self.config
        extra: list[dict[str, Any]] = []
        if config.aichat_recall:
            window = entry.window
            system = self.prompts.for_session(entry.key)
            # Within the budget; past the high-water mark the agent compresses first (its
            # overhead counts the block).
            room = (parts.policy.max_context_tokens - sum(m.tokens for m in messages)
                    - window.projected_prompt_tokens(parts.agent.overhead(entry, system)))
            extra += await recall_block(
                parts.recall, entry.key, messages, window.messages,
                top_k=config.aichat_recall_top_k,
                max_tokens=budget(config.aichat_recall_max_tokens,
                                  config.aichat_max_context_tokens, room))
        if config.aichat_memory_auto_inject:
            extra += await memory_hints(parts.memory, entry.key, messages)
        try:
            result = await parts.agent.run_turn(entry, messages,
                                                self.prompts.for_session(entry.key), extra)
        finally:
            if any(isinstance(m.data.get("content"), list) for m in messages):
                entry.window.drop_images()
        entry.touch()
        # Answer only once the turn is stored: a crash right after the reply must not make
        # the bot forget what the user already read. The write itself is the writer's
        # task, so a stop arriving now cannot cancel it.
        await parts.writer.flush()
        parts.vectors.wake()
        cut = self.config.aichat_max_input_chars if any(p.cut for p in batch) else None
        last = batch[-1]
        reply = Reply(last.incoming, result.text, result.error, cut)
        try:
            await last.send(reply)
        except Exception:  # delivery is the front end's; the turn is stored either way
            log.exception("session %s: sending the reply failed", entry.key)

    async def _note_unaddressed(self, key: str) -> None:
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
            await self._clear(key, "no_mention")
        except Exception:
            log.exception("could not clear %s", key)

    def unaddressed(self, key: str) -> int:
        """Group messages in a row that did not address the bot."""
        return self.counters.get(key)

    # -- sessions -----------------------------------------------------------------------

    def _tools_for(self, key: str) -> ToolRegistry:
        tools = ToolRegistry([current_time_tool(), *memory_tools(self.parts.memory, key),
                              history_search_tool(self.parts.recall, key)])
        self.parts.fit_image_tool(tools, self.config)
        return tools

    async def _load_entry(self, key: str) -> Entry:
        messages = await self.parts.writer.load(key)
        window = ContextWindow(messages, self.parts.policy)
        return ChatEntry(key, window, self._tools_for(key), clock=self.cache.clock)

    async def _clear(self, key: str, reason: str) -> None:
        """Empty a conversation (history and per-conversation tools) under its lock.

        One that is not resident is cleared in the store only: loading it just to empty
        it would cost a read and make a dead group look active.
        """
        entry = self.cache.peek(key)
        if entry is None:
            await self.parts.agent.clear(key, None, reason)
            return
        async with entry.lock:
            await self.parts.agent.clear(key, entry, reason)
            entry.tools = self._tools_for(key)

    async def sweep(self) -> None:
        """Evict idle and least recently active conversations (the janitor's round)."""
        try:
            await self.cache.sweep()
        except Exception:
            log.exception("janitor sweep failed")

    async def prune_archive(self) -> None:
        """Delete archived talk older than the retention (`AICHAT_ARCHIVE_DAYS`)."""
        days = self.config.aichat_archive_days
        if days <= 0:
            return
        try:
            await self.stores.history.prune_archive(time.time() - days * 86400)
        except Exception:
            log.exception("archive pruning failed")

    # -- admin verbs ----------------------------------------------------------------------

    def stop(self, key: str) -> bool:
        """Cancel the running reply and drop the queue; whether anything was stopped."""
        entry = self.cache.peek(ConversationKey(key))
        return entry is not None and entry.stop()

    async def new(self, key: str) -> None:
        """Start a fresh conversation; the old one is archived (and restorable)."""
        key = ConversationKey(key)
        self.stop(key)
        await self._clear(key, "new")

    async def compact(self, key: str) -> CompactionRecord | None:
        """Compress now; None when there is nothing old to fold in. Busy while replying."""
        entry = await self.cache.get(ConversationKey(key))
        if entry.replying:
            raise Busy(key)
        async with entry.lock:
            agent = self.parts.agent
            overhead = agent.overhead(entry, self.prompts.for_session(key))
            return await agent.compact(entry, overhead=overhead, reason="manual", force=True)

    async def restore(self, key: str) -> Restored | None:
        """Bring back the conversation as it was before the last compression or clear.

        What is current now is archived in turn. None when there is nothing to restore;
        Busy while replying. Done under the conversation's lock, so no reply can start
        between the check and the swap and land its writes on the restored history.
        """
        key = ConversationKey(key)
        while True:
            entry = await self.cache.get(key)
            if entry.replying:
                raise Busy(key)
            async with entry.lock:
                if entry.evicted:
                    continue  # the janitor took it meanwhile: load it again
                if entry.replying:
                    raise Busy(key)
                await self.parts.writer.flush()
                if not await self.stores.history.restore_last(key):
                    return None
                messages = await self.stores.history.load(key)
                entry.window = ContextWindow(messages, self.parts.policy)
                entry.tools = self._tools_for(key)
                return Restored(len(entry.window), entry.window.tokens)

    async def context(self, key: str) -> ContextReport:
        """The conversation's size as the next request would carry it."""
        key = ConversationKey(key)
        entry = await self.cache.get(key)
        policy = self.parts.policy
        agent = self.parts.agent
        system = self.prompts.for_session(key)
        used = entry.window.projected_prompt_tokens(
            agent.overhead(entry, system, entry.last_extra))
        last = await self.stores.compactions.last(key)
        return ContextReport(key, len(entry.window), used, policy.max_context_tokens,
                             policy.high_water, policy.low_water,
                             entry.window.summary is not None, last)

    async def history(self, key: str, query: str, limit: int = 8) -> list[Hit]:
        """The conversation's stored messages that best match `query`, best first."""
        key = ConversationKey(key)
        await self.parts.writer.flush()
        return await self.parts.recall.search(key, query, limit=limit)

    def sessions(self) -> list[SessionInfo]:
        """The resident conversations, most recently active first."""
        now = self.cache.clock()
        entries = sorted(self.cache.entries(), key=lambda e: e.last_active, reverse=True)
        return [SessionInfo(e.key, len(e.window), e.window.tokens, now - e.last_active,
                            e.replying) for e in entries]

    def ai_enabled(self, key: str) -> bool:
        return key not in self._disabled

    async def set_ai(self, key: str, on: bool) -> None:
        """Switch the AI of a group on or off; off also stops its running reply."""
        key = ConversationKey(key)
        if not key.is_group:
            raise ValueError("only a group has an AI switch")
        if not on:
            self.stop(key)
        await self.stores.kv.set(SWITCH_NS, key, on)
        if on:
            self._disabled.discard(key)
        else:
            self._disabled.add(key)


_OUTCOMES = {
    Submitted.RAN: Outcome.ANSWERED,
    Submitted.QUEUED_FIRST: Outcome.QUEUED_FIRST,
    Submitted.QUEUED: Outcome.QUEUED,
    Submitted.FULL: Outcome.QUEUE_FULL,
    Submitted.STOPPED: Outcome.STOPPED,
}
