"""What `/context`, `/sessions`, `/history` and the web panel read of the conversations.

Read-only views built from the resident windows and the stores: nothing here changes a
conversation, so none of it takes a conversation's lock.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import tokens
from .agent import Agent
from .config import Config
from .keys import ConversationKey
from .prompt import SystemPrompts
from .recall.search import Recall
from .recall.thread import asked_search
from .session import ChatEntry, SessionCache
from .store import (
    CompactionLog,
    CompactionRecord,
    HistoryStore,
    HistoryWriter,
    RefusedVectors,
)
from .store.base import ArchivedMessage, RecallDoc
from .switches import AiSwitches
from .usage import Ledger
from .window import WindowPolicy


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
    refused: RefusedVectors | None = None  # messages the embeddings service refused
    # The last turn's recall block and memory hints: they went before its newest user
    # messages (counted in prompt_tokens as the agent sized them, never stored).
    extra_tokens: int = 0

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

    kind: str  # 'system', 'summary', 'chat' or 'extra' (recall block, memory hints)
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


class ReadModels:
    def __init__(self, cache: SessionCache[ChatEntry[Any]], agent: Agent,
                 writer: HistoryWriter, history: HistoryStore, compactions: CompactionLog,
                 recall: Recall, policy: WindowPolicy, prompts: SystemPrompts,
                 ledger: Ledger, switches: AiSwitches, config: Callable[[], Config]) -> None:
        self._cache = cache
        self._agent = agent
        self._writer = writer
        self._history = history
        self._compactions = compactions
        self._recall = recall
        self._policy = policy
        self._prompts = prompts
        self._ledger = ledger
        self._switches = switches
        self._config = config

    async def context(self, key: str) -> ContextReport:
        """The conversation's size as the next request would carry it."""
        key = ConversationKey(key)
        entry = await self._cache.get(key)
        policy = self._policy
        system = self._prompts.for_session(key)
        used = entry.window.projected_prompt_tokens(
            self._agent.overhead(entry, system, entry.last_extra))
        last = await self._compactions.last(key)
        chat = await self._ledger.totals(7, conversation=key, purpose="chat")
        return ContextReport(key, len(entry.window), used, policy.max_context_tokens,
                             policy.high_water, policy.low_water,
                             entry.window.summary is not None, last, chat.hit_rate,
                             entry.compressing, await self._recall.index.refusals(key),
                             sum(tokens.count_message(e) for e in entry.last_extra))

    async def next_request(self, key: str) -> NextRequest:
        """The next request of the conversation as it would be sent: the system prompt,
        the summary and the history with their token counts, and the extras the last
        turn carried (recall block, memory hints) where its requests had them: after the
        history before that turn, right before the turn's newest user messages, which
        the model read last. The next turn's extras depend on its message: they will go
        before it, after all of this."""
        key = ConversationKey(key)
        report = await self.context(key)
        entry = await self._cache.get(key)
        system = self._prompts.for_session(key)
        parts = [RequestPart("system", tokens.count_message(system), system, None)]
        window = entry.window
        history = [RequestPart(m.kind, m.tokens, m.data, m.created_at)
                   for m in window.messages]
        at = window.turn_start(entry.last_extra_before) if entry.last_extra else len(history)
        parts += history[:at]
        parts += [RequestPart("extra", tokens.count_message(e), e, None)
                  for e in entry.last_extra]
        parts += history[at:]
        specs = entry.tools.specs()
        names = [str(s.get("function", {}).get("name", "")) for s in specs]
        return NextRequest(key, self._config().aichat_model, parts, names,
                           tokens.count_tools(specs), report)

    async def compactions(self, key: str, limit: int = 20) -> list[CompactionRecord]:
        """The conversation's compression log, newest first."""
        return await self._compactions.recent(ConversationKey(key), limit)

    async def archived(self, key: str, offset: int = 0, limit: int = 50) -> ArchivePage:
        """A page of the talk that compressions and clears took out of the window."""
        key = ConversationKey(key)
        total = sum(b["message_count"] for b in await self._history.archive_batches(key))
        return ArchivePage(total, await self._history.archived(key, offset, limit))

    async def conversations(self) -> list[ConversationInfo]:
        """Every conversation with stored talk, a resident window or a switched-off AI,
        most recently active first."""
        await self._writer.flush()
        enabled = self._switches.enabled
        found: dict[str, ConversationInfo] = {}
        for c in await self._history.conversations():
            found[c.key] = ConversationInfo(c.key, c.messages, c.tokens, c.last_active,
                                            False, False, enabled(c.key))
        now, wall = self._cache.clock(), time.time()
        for e in self._cache.entries():
            stored = found.get(e.key)
            # A resident conversation's window is what the model sees; the clock of the
            # cache is monotonic, so its last activity is carried over to wall time.
            active = wall - (now - e.last_active)
            if stored is not None and stored.last_active is not None:
                active = max(active, stored.last_active) if len(e.window) else active
            found[e.key] = ConversationInfo(e.key, len(e.window), e.window.tokens, active,
                                            True, e.replying, enabled(e.key))
        for key in self._switches.off:
            if key not in found:
                found[key] = ConversationInfo(key, 0, 0, None, False, False, False)
        return sorted(found.values(), key=lambda c: (-(c.last_active or 0), c.key))

    async def search(self, key: str, query: str, limit: int = 8) -> list[RecallDoc]:
        """The conversation's stored messages that best match `query`, best first, each
        with the line that carries it on (`thread`), as `history_search` lists them."""
        key = ConversationKey(key)
        await self._writer.flush()
        return await asked_search(self._recall, key, query, limit=limit)

    def sessions(self) -> list[SessionInfo]:
        """The resident conversations, most recently active first."""
        now = self._cache.clock()
        entries = sorted(self._cache.entries(), key=lambda e: e.last_active, reverse=True)
        return [SessionInfo(e.key, len(e.window), e.window.tokens, now - e.last_active,
                            e.replying) for e in entries]
