"""What admins do to a conversation's history: stop, new, compact, restore, clear.

Each verb holds the conversation as a turn does (its lock, then the coordination's hold
across processes), so no reply can start between a check and a change and land its
writes on the other history. Also the janitor's round evicting idle conversations (its
pruning is `mnemo.retention`'s). Permission and audit are the admin layer's, not these verbs'.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .agent import Agent
from .config import Config
from .coordination import Coordination
from .errors import Busy
from .keys import ConversationKey
from .prompt import SystemPrompts
from .session import ChatEntry, SessionCache
from .store import CompactionRecord, HistoryStore, HistoryWriter
from .toolsets import Toolsets
from .usage import attributed
from .window import ContextWindow, WindowPolicy

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Restored:
    messages: int
    tokens: int


class Conversations:
    def __init__(self, cache: SessionCache[ChatEntry[Any]], coordination: Coordination,
                 agent: Agent, writer: HistoryWriter, history: HistoryStore,
                 policy: WindowPolicy, toolsets: Toolsets, prompts: SystemPrompts,
                 config: Callable[[], Config]) -> None:
        self._cache = cache
        self._coordination = coordination
        self._agent = agent
        self._writer = writer
        self._history = history
        self._policy = policy
        self._toolsets = toolsets
        self._prompts = prompts
        self._config = config

    def stop(self, key: str) -> bool:
        """Cancel the running reply and drop the queue; whether anything was stopped."""
        entry = self._cache.peek(ConversationKey(key))
        return entry is not None and entry.stop()

    async def new(self, key: str) -> None:
        """Start a fresh conversation; the old one is archived (and restorable)."""
        key = ConversationKey(key)
        self.stop(key)
        await self.clear(key, "new")

    async def clear(self, key: str, reason: str) -> None:
        """Empty a conversation (history and per-conversation tools) under its lock.

        One that is not resident is cleared in the store only: loading it just to empty
        it would cost a read and make a dead group look active.
        """
        entry = self._cache.peek(key)
        if entry is None:
            async with self._coordination.locked(key):
                await self._agent.clear(key, None, reason)
                await self._writer.flush()
            return
        async with entry.lock, self._coordination.held(entry):
            await self._agent.clear(key, entry, reason)
            entry.tools = self._toolsets.for_key(key)
            # Cleared again, it owes no notice of an earlier split: /new says so itself,
            # and the clear after long unaddressed chatter is silent by design.
            entry.untold_split = False

    async def compact(self, key: str) -> CompactionRecord | None:
        """Compress now; None when there is nothing old to fold in. Busy while replying."""
        entry = await self._cache.get(ConversationKey(key))
        if entry.replying:
            raise Busy(key)
        # Slow: messages arriving while the summariser writes are told to wait.
        async with entry.lock.held(slow=True), self._coordination.held(entry):
            overhead = self._agent.overhead(entry, self._prompts.for_session(key))
            with attributed(entry.key):
                return await self._agent.compact(entry, overhead=overhead, reason="manual",
                                                 force=True)

    async def restore(self, key: str) -> Restored | None:
        """Bring back the conversation as it was before the last compression or clear.

        What is current now is archived in turn. None when there is nothing to restore;
        Busy while replying. Done under the conversation's lock, so no reply can start
        between the check and the swap and land its writes on the restored history.
        """
        key = ConversationKey(key)
        while True:
            entry = await self._cache.get(key)
            if entry.replying:
                raise Busy(key)
            async with entry.lock:
                if entry.evicted:
                    continue  # the janitor took it meanwhile: load it again
                if entry.replying:
                    raise Busy(key)
                async with self._coordination.held(entry):
                    await self._writer.flush()
                    if not await self._history.restore_last(key):
                        return None
                    # A summary of the history swapped out must not land on the one back.
                    self._agent.cancel_compression(entry)
                    messages = await self._history.load(key)
                    entry.window = ContextWindow(messages, self._policy)
                    entry.tools = self._toolsets.for_key(key)
                    entry.untold_split = False  # the talk it would speak of is back
                    return Restored(len(entry.window), entry.window.tokens)

    async def sweep(self) -> None:
        """Evict idle and least recently active conversations (the janitor's round)."""
        try:
            await self._cache.sweep()
        except Exception:
            log.exception("janitor sweep failed")
