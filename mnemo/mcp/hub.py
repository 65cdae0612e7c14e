"""Every MCP server of the bot, and which conversation may use which.

The hub reads the admin's file (at start and on `reload`), keeps one `Connection` per
server, and fits each conversation's tool registry: a server available in the
conversation (switched on there, or on everywhere by the file's `defaultOn` and not
switched off there) is offered through the built-in `mcp_load(server)` tool; once the
model loads it, the server's tools (`server__tool`) are in the registry for the rest of
the conversation. The registry is the conversation's: a new one (eviction, `/new`, the
clear after unaddressed chatter, a topic split) starts without anything loaded.
Availability is stored per conversation in the key/value store.

A call runs with the timeout and token cap of the settings, is recorded in usage
(purpose `tool`, the server as the model), and never raises: a server that is down,
hangs or fails is one error text the model reads ("工具暂时不可用").
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import tokens
from ..errors import MnemoError
from ..store.base import KeyValueStore
from ..tools import Tool, ToolRegistry
from .config import McpFile, McpFileError, ServerSpec, read_file
from .connection import SEPARATOR, Connection, RemoteTool, Status, Unavailable

log = logging.getLogger(__name__)

NAMESPACE = "mcp_servers"  # conversation key -> {server: on}
MCP_LOAD = "mcp_load"
UNAVAILABLE = "错误：工具暂时不可用（{why}）。请不要重试，直接告诉用户这个功能现在用不了。"


@dataclass(frozen=True, slots=True)
class Limits:
    timeout: float
    max_tokens: int


@dataclass(frozen=True, slots=True)
class ServerView:
    """One server as `/mcp list` and the panel show it (secrets masked)."""

    name: str
    kind: str
    status: str
    tools: list[str]
    refused: list[tuple[str, str]]
    error: str | None
    default_on: bool
    restarts: int
    shown: dict[str, Any]


@dataclass(slots=True)
class Reloaded:
    """What `/mcp reload` did."""

    started: list[str] = field(default_factory=list)
    stopped: list[str] = field(default_factory=list)
    restarted: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


class UnknownServer(MnemoError, KeyError):
    """No server of that name in the file."""


class McpHub:
    def __init__(self, path: Path, kv: KeyValueStore, *, limits: Callable[[], Limits],
                 record: Callable[[str], None] = lambda server: None,
                 on_change: Callable[[], None] = lambda: None,
                 on_secret: Callable[[list[str]], None] = lambda values: None) -> None:
        self.path = path
        self._kv = kv
        self._limits = limits
        self._record = record
        self._on_change = on_change
        self._on_secret = on_secret
        self.connections: dict[str, Connection] = {}
        self._choices: dict[str, dict[str, bool]] = {}
        # What each conversation's registry holds of the hub: the servers loaded into it
        # and the tool names fitted. Weak: a registry dropped with its conversation
        # takes its entry along.
        self._loaded: weakref.WeakKeyDictionary[ToolRegistry, set[str]] = (
            weakref.WeakKeyDictionary())
        self._fitted: weakref.WeakKeyDictionary[ToolRegistry, set[str]] = (
            weakref.WeakKeyDictionary())

    # -- life ---------------------------------------------------------------------------

    async def open(self, wait: float = 10.0) -> None:
        """Read the file and start its servers; wait up to `wait` seconds for them, so
        the first conversations already see their tools."""
        stored = await self._kv.items(NAMESPACE)
        self._choices = {k: dict(v) for k, v in stored.items() if isinstance(v, dict)}
        try:
            found = read_file(self.path)
        except McpFileError as exc:
            log.error("mcp: %s; no MCP server started", exc)
            return
        self._report(found)
        for spec in found.servers.values():
            self._start(spec)
        await self._settle(list(self.connections.values()), wait)

    async def close(self) -> None:
        await asyncio.gather(*(c.stop() for c in self.connections.values()))
        self.connections.clear()

    async def reload(self, wait: float = 10.0) -> Reloaded:
        """Read the file again: new servers start, removed ones stop, changed ones
        restart, the rest keep running. A file that cannot be read changes nothing
        (McpFileError)."""
        found = read_file(self.path)
        done = Reloaded(problems=list(found.problems))
        self._report(found)
        changed: list[Connection] = []
        for name, old in list(self.connections.items()):
            spec = found.servers.get(name)
            if spec is None:
                await old.stop()
                del self.connections[name]
                done.stopped.append(name)
            elif spec != old.spec:
                await old.stop()
                changed.append(self._start(spec))
                done.restarted.append(name)
            else:
                done.kept.append(name)
        for name, spec in found.servers.items():
            if name not in self.connections:
                changed.append(self._start(spec))
                done.started.append(name)
        log.info("mcp: reloaded %s: %d started, %d stopped, %d restarted, %d kept", self.path,
                 len(done.started), len(done.stopped), len(done.restarted), len(done.kept))
        await self._settle(changed, wait)
        self._on_change()
        return done

    def _report(self, found: McpFile) -> None:
        for line in found.problems:
            log.warning("mcp: %s: entry left out: %s", self.path, line)
        self._on_secret([s for spec in found.servers.values() for s in spec.secrets()])

    def _start(self, spec: ServerSpec) -> Connection:
        connection = Connection(spec, on_change=self._on_change)
        self.connections[spec.name] = connection
        connection.start()
        return connection

    @staticmethod
    async def _settle(connections: list[Connection], wait: float) -> None:
        if connections:
            await asyncio.wait([asyncio.ensure_future(c.ready.wait()) for c in connections],
                               timeout=wait)

    # -- availability -------------------------------------------------------------------

    def is_on(self, key: str, server: str) -> bool:
        connection = self.connections.get(server)
        if connection is None:
            return False
        chosen = self._choices.get(key, {}).get(server)
        return connection.spec.default_on if chosen is None else chosen

    def available(self, key: str) -> list[str]:
        return [name for name in self.connections if self.is_on(key, name)]

    async def set(self, key: str, server: str, on: bool) -> None:
        """Make `server` available in `key` or not; stored, so it holds after restarts."""
        if server not in self.connections:
            raise UnknownServer(server)
        choices = dict(self._choices.get(key, {}))
        choices[server] = on
        await self._kv.set(NAMESPACE, key, choices)
        self._choices[key] = choices
        self._on_change()

    def servers(self) -> list[ServerView]:
        return [ServerView(c.name, c.spec.kind, c.status.value, [t.name for t in c.tools],
                           list(c.refused), c.error, c.spec.default_on, c.restarts,
                           c.spec.masked())
                for c in self.connections.values()]

    # -- the conversation's tools -------------------------------------------------------

    def loaded(self, tools: ToolRegistry) -> set[str]:
        return set(self._loaded.get(tools, ()))

    def fit(self, tools: ToolRegistry, key: str) -> None:
        """Bring `tools` in line with the hub: `mcp_load` while something can be loaded,
        the tools of every loaded server that is still available, nothing else of ours."""
        available = self.available(key)
        loaded = self._loaded.setdefault(tools, set())
        loaded &= set(available)
        wanted: dict[str, Tool] = {}
        for server in sorted(loaded):
            for remote in self.connections[server].tools:
                wanted[remote.name] = self._tool(remote)
        loadable = [s for s in available if s not in loaded]
        if loadable:
            wanted[MCP_LOAD] = self._load_tool(tools, key, loadable)
        fitted = self._fitted.setdefault(tools, set())
        for name in fitted - set(wanted):
            tools.remove(name)
        for tool in wanted.values():
            tools.add(tool)  # again each time: a restarted server may list new schemas
        self._fitted[tools] = set(wanted)

    def _load_tool(self, tools: ToolRegistry, key: str, loadable: list[str]) -> Tool:
        # A weak reference: the registry holds this tool, and must not be kept alive by it.
        ref = weakref.ref(tools)

        async def mcp_load(server: str) -> str:
            registry = ref()
            if registry is None:
                return "错误：会话已结束"
            if server not in self.available(key):
                return f"错误：本会话没有名为 {server} 的 MCP 服务器。可加载：{', '.join(loadable)}"
            connection = self.connections[server]
            if connection.status is not Status.UP and not connection.tools:
                return UNAVAILABLE.format(why=connection.error or "服务器未运行")
            self._loaded.setdefault(registry, set()).add(server)
            self.fit(registry, key)
            names = "\n".join(f"- {t.name}：{t.description[:100]}" for t in connection.tools)
            log.info("session %s: mcp server %s loaded (%d tools)", key, server,
                     len(connection.tools))
            return f"已加载 {server}，现在可以调用这些工具：\n{names or '（它没有工具）'}"

        lines = []
        for name in loadable:
            c = self.connections[name]
            lines.append(f"{name}（{', '.join(t.remote for t in c.tools) or '工具未知'}）")
        return Tool(
            name=MCP_LOAD,
            description=("把一个 MCP 服务器的工具加载到本会话，之后即可调用它们"
                         f"（名为 服务器__工具）。可加载：{'；'.join(lines)}"),
            parameters={"type": "object",
                        "properties": {"server": {"type": "string", "enum": loadable,
                                                  "description": "服务器名"}},
                        "required": ["server"], "additionalProperties": False},
            handler=mcp_load)

    def _tool(self, remote: RemoteTool) -> Tool:
        async def handler(**arguments: Any) -> str:
            return await self.call(remote.server, remote.remote, arguments)

        return Tool(remote.name, remote.description, remote.parameters, handler)

    async def call(self, server: str, tool: str, arguments: dict[str, Any]) -> str:
        """Run a server's tool: its text capped in tokens, or one error text."""
        limits = self._limits()
        connection = self.connections.get(server)
        self._record(server)
        if connection is None:
            return UNAVAILABLE.format(why="服务器已从配置中移除")
        try:
            text = await connection.call(tool, arguments, limits.timeout)
        except Unavailable as exc:
            log.warning("mcp server %s: %s%s%s failed: %s", server, server, SEPARATOR, tool,
                        exc)
            return UNAVAILABLE.format(why=str(exc))
        if tokens.count_text(text) > limits.max_tokens:
            text = tokens.truncate_text(text, limits.max_tokens) + (
                f"\n……（结果过长，只保留了前 {limits.max_tokens} tokens）")
        return text
