"""Tools from outside the engine's own: MCP servers and reminders, as one part.

The engine opens it once its stores are open, closes it before them, and asks it to fit
each conversation's tool registry (`fit`, called wherever the engine builds one: a new
registry is a conversation without loaded MCP servers). It knows the engine only through
what it is handed: the settings, the stores, the usage ledger, and the resident
conversations it refits when a server comes, goes or is switched.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Protocol

from .client import Usage
from .config import Config
from .mcp import McpHub
from .mcp.hub import Limits as McpLimits
from .reminders import Limits, Reminders, reminder_store, reminder_tools
from .reminders.tools import NAMES as REMINDER_TOOLS
from .store.base import KeyValueStore, StoreDatabase
from .tools import ToolRegistry
from .usage import Ledger

log = logging.getLogger(__name__)


class Resident(Protocol):
    key: str
    tools: ToolRegistry


class Addons:
    def __init__(self, *, clock: Callable[[], float]) -> None:
        self._config: Callable[[], Config] = Config
        self.reminders = Reminders(clock=clock, limits=self._reminder_limits)
        self._mcp: McpHub | None = None
        self._resident: Callable[[], Iterable[Resident]] = list
        self._secrets: list[Callable[[list[str]], None]] = []

    @property
    def mcp(self) -> McpHub:
        if self._mcp is None:
            raise RuntimeError("the engine is not open")
        return self._mcp

    def on_secret(self, hook: Callable[[list[str]], None]) -> None:
        """`hook` is told the secret values of the MCP file (env, headers) when it is read."""
        self._secrets.append(hook)

    async def open(self, config: Callable[[], Config], kv: KeyValueStore,
                   db: StoreDatabase, ledger: Ledger,
                   resident: Callable[[], Iterable[Resident]]) -> None:
        self._config = config
        self._resident = resident
        self._mcp = McpHub(Path(config().aichat_mcp_config), kv, limits=self._mcp_limits,
                           record=lambda server: ledger.record("tool", server, Usage()),
                           on_change=self.refit, on_secret=self._tell_secrets)
        await self._mcp.open()
        await self.reminders.start(reminder_store(db), poll=30.0 if db.shared else None)

    async def close(self) -> None:
        await self.reminders.close()
        if self._mcp is not None:
            await self._mcp.close()

    def fit(self, tools: ToolRegistry, key: str) -> None:
        if REMINDER_TOOLS[0] not in tools:
            for tool in reminder_tools(self.reminders, key):
                tools.add(tool)
        if self._mcp is not None:
            self._mcp.fit(tools, key)

    def refit(self) -> None:
        """Resident conversations follow a server that came, went or was switched."""
        if self._mcp is None:
            return
        for entry in self._resident():
            self._mcp.fit(entry.tools, entry.key)

    def _tell_secrets(self, values: list[str]) -> None:
        for hook in self._secrets:
            try:
                hook(values)
            except Exception:
                log.exception("a secret hook failed")

    def _mcp_limits(self) -> McpLimits:
        c = self._config()
        return McpLimits(c.aichat_mcp_timeout, c.aichat_mcp_max_result_tokens)

    def _reminder_limits(self) -> Limits:
        c = self._config()
        return Limits(c.aichat_reminder_max_per_member, c.aichat_reminder_max_per_group)
