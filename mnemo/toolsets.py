"""The tools one conversation's model may call, as the settings have them now.

Every conversation gets the clock and its own memory tools (bound to its key: the model
cannot name another); `history_search` while recall is on; `load_images` for a model
that cannot see images itself. `refit` makes resident conversations follow a change of
either switch at once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .config import Config
from .memory import memory_tools
from .parts import Parts
from .recall.tool import HISTORY_SEARCH, history_search_tool
from .session import ChatEntry
from .tools import ToolRegistry, current_time_tool


class Toolsets:
    def __init__(self, parts: Parts, config: Callable[[], Config],
                 addons: Callable[[ToolRegistry, str], None] = lambda tools, key: None) -> None:
        """`addons` adds the tools from outside (reminders, loaded MCP servers)."""
        self._parts = parts
        self._config = config
        self._addons = addons

    def for_key(self, key: str) -> ToolRegistry:
        tools = ToolRegistry([current_time_tool(), *memory_tools(self._parts.memory, key)])
        self._fit(tools, key, self._config())
        self._addons(tools, key)
        return tools

    def refit(self, entries: Iterable[ChatEntry[object]], config: Config) -> None:
        for entry in entries:
            self._fit(entry.tools, entry.key, config)

    def _fit(self, tools: ToolRegistry, key: str, config: Config) -> None:
        # AICHAT_RECALL=false takes history_search away with the automatic block
        # (members' /history stays: that is their own search).
        if not config.aichat_recall:
            tools.remove(HISTORY_SEARCH)
        elif HISTORY_SEARCH not in tools:
            tools.add(history_search_tool(self._parts.recall, key))
        self._parts.fit_image_tool(tools, config)
