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
from collections import deque
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from types import TracebackType
from typing import Any

from . import tokens
from .config import Config
from .counters import Counters
from .days import day_of
from .errors import Busy, StoreUnavailable, TurnFailed
from .images import FetchedImage, ImageError, image_parts
from .incoming import Incoming, render
from .keys import ConversationKey
from .memory import MemoryManager, memory_tools
from .memory.hints import memory_hints
from .message import Message
from .outcome import Outcome, Reply, Send
from .parts import Parts, build_parts
from .prompt import SystemPrompts, load_base_prompt
from .quota import Limits, NoticeHook, QuotaNote, Quotas
from .recall.block import turn_block
from .recall.search import Hit
from .recall.tool import HISTORY_SEARCH, history_search_tool
from .session import ChatEntry, SessionCache, Submitted
from .settings import NAMESPACE as SETTINGS_NAMESPACE
from .settings import Settings
from .store import (
    CompactionRecord,
    PostgresDatabase,
    Stores,
    database_for,
    kv_store,
    open_stores,
    panel_store,
)
from .store.base import ArchivedMessage
from .store.postgres import ChangeFeed
from .store.postgres.changes import ALL
from .store.postgres.database import TRANSIENT
from .tools import ToolRegistry, current_time_tool
from .turnlock import AdvisoryTurnLock, LocalTurnLock, TurnLock
from .usage import Ledger, attributed
from .window import ContextWindow, make_message

log = logging.getLogger(__name__)

DB_FILE = "mnemo.db"
SWITCH_NS = "group_ai"
SETTINGS_NS = SETTINGS_NAMESPACE
UNADDRESSED_NS = "no_mention"
RECENT_ERRORS = 20


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
    answered: bool = False  # its reply (or why there is none) went to `send`

    async def ready(self) -> Message:
        if self.message is None:
            if self.preparing is None:
                raise RuntimeError("a pending message needs its text or its preparation")
            self.message, self.cut = await self.preparing
        return self.message


Entry = ChatEntry[_Pending]


@dataclass(frozen=True, slots=True)
class ErrorNote:
    """A failed reply, kept in memory for the panel: a provider's error text may quote a
    key back, so only the class is ever shown."""

    at: float  # unix time
    key: str
    error: BaseException

    @property
    def kind(self) -> str:
        return type(self.error).__name__


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
    cache_hit_rate: float | None = None  # of the chat calls of the last 7 days
    compressing: bool = False  # a compression is running in the background

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


@dataclass(frozen=True, slots=True)
class ConversationInfo:
    """One conversation as the panel lists it."""

    key: str
    messages: int
    tokens: int  # of the history: the resident window's, else what is stored
    last_active: float | None  # unix time of the last message or reply; None: never
    resident: bool
    replying: bool
    ai_enabled: bool


@dataclass(frozen=True, slots=True)
class RequestPart:
    """One message of the next request, with what it costs."""

    kind: str  # 'system', 'summary', 'chat' or 'extra' (memory hints after the history)
    tokens: int
    data: dict[str, Any]  # exactly as it goes to the provider
    created_at: float | None


@dataclass(frozen=True, slots=True)
class NextRequest:
    """What the next model call of a conversation would carry, message by message."""

    key: str
    model: str
    parts: list[RequestPart]
    tools: list[str]
    tool_tokens: int
    report: ContextReport


@dataclass(frozen=True, slots=True)
class ArchivePage:
    total: int
    items: list[ArchivedMessage]


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
        # A shared database: one turn of a conversation at a time across the processes.
        self.turns: TurnLock = (AdvisoryTurnLock(self.db) if isinstance(self.db, PostgresDatabase)
                                else LocalTurnLock())
        self._feed: ChangeFeed | None = None
        self._stores: Stores | None = None
        self._parts: Parts | None = None
        self._clock = clock
        kv = kv_store(self.db, quiet=frozenset({UNADDRESSED_NS}))
        self.settings = Settings(file_config, kv, apply=self._apply)
        self.cache: SessionCache[Entry] = SessionCache(self._load_entry, clock=clock)
        self.counters = Counters(kv, UNADDRESSED_NS)
        # Since start only: the usage records hold the calls and tokens for good, and a
        # count of answered messages is not worth a write per turn.
        self.errors: deque[ErrorNote] = deque(maxlen=RECENT_ERRORS)
        self._answered = ("", 0)  # (day, user messages answered that day)
        # The web panel's password hash, login sessions and audit log.
        self.panel = panel_store(self.db)
        self.quotas = Quotas(kv, wall_clock)
        self.quotas.exempt = frozenset(quota_exempt)
        self._wall_clock = wall_clock
        self._ledger: Ledger | None = None
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
        self._ledger = Ledger(stores.usage, self.quotas, self._wall_clock)
        await self.quotas.load(stores.usage)
        # Building the HTTP clients loads CA certificates (tens of ms each): in a thread,
        # so opening never stalls the event loop. Nothing built there touches the loop.
        self._parts = await asyncio.to_thread(build_parts, config, stores)
        self._parts.writer.start()
        self._parts.meter(self._ledger)
        self._parts.vectors.start()
        self._apply(config)
        if isinstance(self.db, PostgresDatabase):
            self._feed = ChangeFeed(self.db, self._changed_elsewhere)
            await self._feed.start()
        self._open = True
        for problem in self.missing():
            log.warning("%s", problem)
        backend = self.db.dialect if isinstance(self.db, PostgresDatabase) else (
            config.aichat_history_backend)
        log.info("mnemo ready: data in %s, history backend %s, model %s", self.db.shown,
                 backend, config.aichat_model)

    async def close(self) -> None:
        if not self._open:
            return
        self._open = False
        for entry in self.cache.entries():
            entry.stop()
            # The stored rows are untouched until a summary lands: nothing is lost.
            self.parts.agent.cancel_compression(entry)
        try:
            await self.counters.flush()
        except Exception:
            log.exception("could not save counters at shutdown")
        if self._feed is not None:
            await self._feed.stop()
        await self.parts.aclose()
        await self.turns.close()
        try:
            await self.usage.flush()
            await self.quotas.flush()
        except Exception:
            log.exception("could not save usage at shutdown")
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
    def usage(self) -> Ledger:
        """Usage figures: `totals`, `periods`, `top`, `daily`, `quota`."""
        if self._ledger is None:
            raise RuntimeError("the engine is not open")
        return self._ledger

    def answered_today(self) -> int:
        """User messages answered today since the engine opened (a queued batch counts
        each): the panel's overview."""
        day, answered = self._answered
        return answered if day == day_of(self._wall_clock()) else 0

    def on_notice(self, hook: NoticeHook) -> None:
        """`hook` is told what the superusers should hear (a quota alert, once a day)."""
        self.quotas.on_notice(hook)

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
        # does not needs it; recall switched off takes history_search away: resident
        # sessions follow both switches at once.
        for entry in self.cache.entries():
            self._fit_recall_tool(entry.tools, entry.key)
            self.parts.fit_image_tool(entry.tools, config)
        quotas = self.quotas
        quotas.group = Limits(config.aichat_quota_group_soft_tokens,
                              config.aichat_quota_group_hard_tokens)
        quotas.member = Limits(config.aichat_quota_member_soft_tokens,
                               config.aichat_quota_member_hard_tokens)
        quotas.total = Limits(config.aichat_quota_global_soft_tokens,
                              config.aichat_quota_global_hard_tokens)
        quotas.fallback_model = config.aichat_quota_fallback_model
        self.usage.prices = dict(config.aichat_prices)

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
        note = self.quotas.check(key, incoming.speaker.id)
        if note is not None and note.level == "hard":
            # Refused before it is queued or stored: no model call, nothing to remember.
            await self._refuse(incoming, send, note)
            return Outcome.OVER_QUOTA
        item = self._pending(incoming, send)

        async def run(batch: list[_Pending]) -> None:
            try:
                async with self._held(entry):
                    await self._reply(entry, batch)
            except TRANSIENT as exc:
                # The database stayed away for the whole retry period (the lock, or
                # reloading the conversation): one short message, nothing half-stored.
                log.error("session %s: database unavailable (%s)", key, type(exc).__name__)
                if not batch[-1].answered:
                    await self._send(entry, batch[-1], Reply(batch[-1].incoming, "",
                                                             StoreUnavailable()))
            except Exception as exc:
                # A fault of ours: logged here, once; the member hears that the turn
                # failed, and what was queued behind it is still answered.
                log.exception("session %s: the turn failed", key)
                # The copy may be half-updated: on a shared database, reloaded next turn.
                entry.version = None
                if not batch[-1].answered:
                    await self._send(entry, batch[-1], Reply(batch[-1].incoming, "",
                                                             TurnFailed(type(exc).__name__)))

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
        last = batch[-1]
        member = last.incoming.speaker.id
        # Checked again: the quota may have run out while the batch waited.
        note = self.quotas.check(entry.key, member)
        if note is not None and note.level == "hard":
            last.answered = True
            await self._refuse(last.incoming, last.send, note)
            return
        messages = [await p.ready() for p in batch]
        config = self.config
        extra: list[dict[str, Any]] = []
        system = self.prompts.for_session(entry.key)
        with attributed(entry.key, member):
            # Before anything is measured or recalled: the reply is made on the fresh
            # conversation.
            await self._new_topic(entry, messages)
            if config.aichat_memory_auto_inject:
                extra += await memory_hints(parts.memory, entry.key, messages)
            if self.recall_on:
                extra[:0] = await turn_block(
                    parts.recall, entry.key, entry.window, messages,
                    overhead=parts.agent.overhead(entry, system), others=extra,
                    top_k=config.aichat_recall_top_k, max_tokens=config.aichat_recall_max_tokens)
            try:
                result = await parts.agent.run_turn(entry, messages, system, extra,
                                                    model=note.model if note else None)
            finally:
                if any(isinstance(m.data.get("content"), list) for m in messages):
                    entry.window.drop_images()
        entry.touch()
        now = self._wall_clock()
        day, answered = self._answered
        today = day_of(now)
        self._answered = (today, (answered if day == today else 0) + len(batch))
        if result.error is not None:
            self.errors.appendleft(ErrorNote(now, entry.key, result.error))
        # Answer only once the turn is stored: a crash right after the reply must not make
        # the bot forget what the user already read. The write itself is the writer's
        # task, so a stop arriving now cannot cancel it. The usage records ride along
        # with it; only a turn that stored nothing writes them on their own.
        failed = parts.writer.failed(entry.key)
        await parts.writer.flush()
        await self.usage.flush()
        parts.vectors.wake()
        cut = self.config.aichat_max_input_chars if any(p.cut for p in batch) else None
        if note is not None and not self.quotas.first_notice(entry.key, member, note):
            note = None
        reply = Reply(last.incoming, result.text, result.error, cut, note)
        if parts.writer.failed(entry.key) > failed and isinstance(self.db, PostgresDatabase):
            # A shared database is the conversation: an answer it does not hold would be
            # one the other processes (and this one, reloading) never heard of.
            entry.version = None
            reply = Reply(last.incoming, "", StoreUnavailable(), cut)
        await self._send(entry, last, reply)
        # The reply is out: if the conversation is getting long, its summary is written
        # now, between turns, instead of before a later request that needs it. Not after
        # a failed turn: a summariser on the same failing provider would only fail too,
        # and its fallback throws away half the talk.
        if result.ok:
            try:
                # The compression's own task inherits the attribution of its usage.
                with attributed(entry.key):
                    parts.agent.precompact(entry, system, extra, _Hold(self, entry))
            except Exception:
                log.exception("session %s: could not start a background compression",
                              entry.key)

    async def _new_topic(self, entry: Entry, messages: list[Message]) -> None:
        """Start the conversation afresh, as `/new` does, when `messages` left the
        subject of the last five (`AICHAT_TOPIC_SPLIT`); the next reply says so. The
        caller holds the conversation as a turn does."""
        config = self.config
        if not config.aichat_topic_split:
            return
        shift = await self.parts.topics.shift(entry.key, entry.window.messages, messages,
                                              threshold=config.aichat_topic_split_threshold)
        if shift is None:
            return
        log.info("session %s: new topic (similarity %.2f, below %.2f): starting afresh",
                 entry.key, shift.similarity, config.aichat_topic_split_threshold)
        # Recorded and archived as /new is, with its own reason.
        await self.parts.agent.clear(entry.key, entry, "topic")
        entry.tools = self._tools_for(entry.key)
        entry.untold_split = True

    async def _send(self, entry: Entry, last: _Pending, reply: Reply) -> None:
        # The split stands even when its turn is stopped or fails unanswered, so the
        # notice waits on the conversation for the next reply that goes out: the first
        # answer made without the old talk is where the members would miss it. Not on
        # /stop's answer: that one is about the reply, and a turn can also fail with
        # no answer at all.
        if entry.untold_split:
            reply = replace(reply, new_topic=True)
            entry.untold_split = False
        last.answered = entry.answered = True
        try:
            await last.send(reply)
        except Exception:  # delivery is the front end's; the turn is stored either way
            log.exception("session %s: sending the reply failed", entry.key)

    @asynccontextmanager
    async def _held(self, entry: Entry) -> AsyncIterator[None]:
        """The conversation's turn lock across processes, with an up-to-date copy inside.

        On release the turn's writes are committed first, so the next holder, in whatever
        process, reads them; the version they leave is what this copy now matches.
        """
        lease = await self.turns.acquire(entry.key)
        if lease.version is None:  # nothing shared: the in-process lock is all there is
            try:
                yield
            finally:
                await lease.release()
            return
        writer = self.parts.writer
        failed = writer.failed(entry.key)
        try:
            if lease.version != entry.version:
                await self._reload(entry)
            yield
        finally:
            entry.version = None
            try:
                await writer.flush()
            finally:
                # Shielded: a lock left held on a pooled connection would block the
                # conversation in every process.
                version = await asyncio.shield(lease.release())
            # A write that failed left this copy holding what the store does not: the
            # next turn reads the stored conversation again.
            entry.version = version if writer.failed(entry.key) == failed else None

    async def _reload(self, entry: Entry) -> None:
        """Take the stored conversation: another process moved it on."""
        messages = await self.parts.writer.load(entry.key)
        log.info("session %s: changed by another process; reloaded %d messages", entry.key,
                 len(messages))
        # A compression in flight was planned on the history just replaced: neither its
        # summary nor, should the summariser fail, its fallback cut may land on this one.
        self.parts.agent.cancel_compression(entry)
        entry.window = ContextWindow(messages, self.parts.policy)
        entry.tools = self._tools_for(entry.key)
        # Whether the stored conversation is still the one an untold split left is not
        # known any more (the clear may not have been stored, another process may have
        # answered, restored or cleared it): better no notice than a false one.
        entry.untold_split = False

    async def _changed_elsewhere(self, namespace: str) -> None:
        """Another process wrote shared state: settings and switches apply here too."""
        if namespace in (SETTINGS_NS, ALL):
            await self.settings.reload()
            log.info("settings changed by another process: reloaded")
        if namespace in (SWITCH_NS, ALL):
            stored = await self.stores.kv.items(SWITCH_NS)
            self._disabled = {k for k, on in stored.items() if not on}
            log.info("AI switches changed by another process: reloaded")

    async def _refuse(self, incoming: Incoming, send: Send, note: QuotaNote) -> None:
        log.info("session %s: %s over its %s quota; refused", incoming.key,
                 incoming.speaker.id, note.scope)
        try:
            await send(Reply(incoming, "", quota=note))
        except Exception:
            log.exception("session %s: sending the refusal failed", incoming.key)

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

    @property
    def recall_on(self) -> bool:
        """Whether turns carry a recall block and the model has `history_search`."""
        return self.config.aichat_recall

    def _tools_for(self, key: str) -> ToolRegistry:
        tools = ToolRegistry([current_time_tool(), *memory_tools(self.parts.memory, key)])
        self._fit_recall_tool(tools, key)
        self.parts.fit_image_tool(tools, self.config)
        return tools

    def _fit_recall_tool(self, tools: ToolRegistry, key: str) -> None:
        """`history_search` while recall is on; `AICHAT_RECALL=false` takes it away with
        the automatic block (members' `/history` stays: that is their own search)."""
        if not self.recall_on:
            tools.remove(HISTORY_SEARCH)
        elif HISTORY_SEARCH not in tools:
            tools.add(history_search_tool(self.parts.recall, key))

    async def _load_entry(self, key: str) -> Entry:
        # The version first: a write landing between the two reads then makes the copy
        # look older than it is (one reload too many), never newer.
        version = await self.turns.version(key)
        messages = await self.parts.writer.load(key)
        window = ContextWindow(messages, self.parts.policy)
        entry: Entry = ChatEntry(key, window, self._tools_for(key), clock=self.cache.clock)
        entry.version = version
        return entry

    async def _clear(self, key: str, reason: str) -> None:
        """Empty a conversation (history and per-conversation tools) under its lock.

        One that is not resident is cleared in the store only: loading it just to empty
        it would cost a read and make a dead group look active.
        """
        entry = self.cache.peek(key)
        if entry is None:
            # Still under the turn lock: another process may be in a turn of it, and a
            # clear landing inside that turn would leave its copy at a version that looks
            # current although the clear is not in it.
            lease = await self.turns.acquire(key)
            try:
                await self.parts.agent.clear(key, None, reason)
                await self.parts.writer.flush()
            finally:
                await asyncio.shield(lease.release())
            return
        async with entry.lock, self._held(entry):
            await self.parts.agent.clear(key, entry, reason)
            entry.tools = self._tools_for(key)
            # Cleared again, it owes no notice of an earlier split: /new says so itself,
            # and the clear after long unaddressed chatter is silent by design.
            entry.untold_split = False

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
        async with entry.lock, self._held(entry):
            agent = self.parts.agent
            overhead = agent.overhead(entry, self.prompts.for_session(key))
            with attributed(entry.key):
                record = await agent.compact(entry, overhead=overhead, reason="manual",
                                             force=True)
        return record

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
                async with self._held(entry):
                    await self.parts.writer.flush()
                    if not await self.stores.history.restore_last(key):
                        return None
                    # A summary of the history swapped out must not land on the one back.
                    self.parts.agent.cancel_compression(entry)
                    messages = await self.stores.history.load(key)
                    entry.window = ContextWindow(messages, self.parts.policy)
                    entry.tools = self._tools_for(key)
                    entry.untold_split = False  # the talk it would speak of is back
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
        chat = await self.usage.totals(7, conversation=key, purpose="chat")
        return ContextReport(key, len(entry.window), used, policy.max_context_tokens,
                             policy.high_water, policy.low_water,
                             entry.window.summary is not None, last, chat.hit_rate,
                             entry.compressing)

    async def request(self, key: str) -> NextRequest:
        """The next request of the conversation as it would be sent: the system prompt,
        the summary and the history with their token counts, and what the last turn
        carried after the history (memory hints; the next turn's depend on its message)."""
        key = ConversationKey(key)
        report = await self.context(key)
        entry = await self.cache.get(key)
        system = self.prompts.for_session(key)
        parts = [RequestPart("system", tokens.count_message(system), system, None)]
        parts += [RequestPart(m.kind, m.tokens, m.data, m.created_at)
                  for m in entry.window.messages]
        parts += [RequestPart("extra", tokens.count_message(e), e, None)
                  for e in entry.last_extra]
        specs = entry.tools.specs()
        names = [str(s.get("function", {}).get("name", "")) for s in specs]
        return NextRequest(key, self.config.aichat_model, parts, names,
                           tokens.count_tools(specs), report)

    async def compactions(self, key: str, limit: int = 20) -> list[CompactionRecord]:
        """The conversation's compression log, newest first."""
        return await self.stores.compactions.recent(ConversationKey(key), limit)

    async def archived(self, key: str, offset: int = 0, limit: int = 50) -> ArchivePage:
        """A page of the talk that compressions and clears took out of the window."""
        key = ConversationKey(key)
        history = self.stores.history
        total = sum(b["message_count"] for b in await history.archive_batches(key))
        return ArchivePage(total, await history.archived(key, offset, limit))

    async def conversations(self) -> list[ConversationInfo]:
        """Every conversation with stored talk, a resident window or a switched-off AI,
        most recently active first."""
        await self.parts.writer.flush()
        found: dict[str, ConversationInfo] = {}
        for c in await self.stores.history.conversations():
            found[c.session_id] = ConversationInfo(c.session_id, c.messages, c.tokens,
                                                   c.last_active, False, False,
                                                   self.ai_enabled(c.session_id))
        now, wall = self.cache.clock(), time.time()
        for e in self.cache.entries():
            stored = found.get(e.key)
            # A resident conversation's window is what the model sees; the clock of the
            # cache is monotonic, so its last activity is carried over to wall time.
            active = wall - (now - e.last_active)
            if stored is not None and stored.last_active is not None:
                active = max(active, stored.last_active) if len(e.window) else active
            found[e.key] = ConversationInfo(e.key, len(e.window), e.window.tokens, active,
                                            True, e.replying, self.ai_enabled(e.key))
        for key in self._disabled:
            if key not in found:
                found[key] = ConversationInfo(key, 0, 0, None, False, False, False)
        return sorted(found.values(), key=lambda c: (-(c.last_active or 0), c.key))

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


class _Hold:
    """A conversation held as a turn holds it: its lock, then the turn lock across
    processes (so a summary lands only on the history it was written from)."""

    def __init__(self, engine: Engine, entry: Entry) -> None:
        self._engine = engine
        self._entry = entry
        self._held: AbstractAsyncContextManager[None] | None = None

    async def __aenter__(self) -> None:
        await self._entry.lock.acquire()
        try:
            self._held = self._engine._held(self._entry)
            await self._held.__aenter__()
        except BaseException:
            self._entry.lock.release()
            raise

    async def __aexit__(self, *exc: Any) -> None:
        try:
            if self._held is not None:
                await self._held.__aexit__(*exc)
        finally:
            self._held = None
            self._entry.lock.release()


_OUTCOMES = {
    Submitted.RAN: Outcome.ANSWERED,
    Submitted.QUEUED_FIRST: Outcome.QUEUED_FIRST,
    Submitted.QUEUED: Outcome.QUEUED,
    Submitted.FULL: Outcome.QUEUE_FULL,
    Submitted.STOPPED: Outcome.STOPPED,
}
