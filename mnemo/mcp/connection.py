"""One MCP server kept connected: started, listed, watched, restarted with back-off.

The official `mcp` SDK is the client (imported here only once a server is configured).
Its connections are anyio task groups, which must be entered and left by one task: each
server has a task of its own that holds the connection open, and callers reach it from
any task. A call has a timeout; whatever goes wrong with the server (it never started,
hangs, dies, answers with an error) is raised as `Unavailable`, which the tool turns into
one error the model sees. A connection that closes, or fails a health check, is opened
again after a back-off that doubles up to a minute, each time with one log line.
"""

from __future__ import annotations

import asyncio
import contextlib
import enum
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..errors import MnemoError
from .config import ServerSpec
from .schema import problem

log = logging.getLogger(__name__)

BACKOFF_FIRST = 1.0
BACKOFF_MAX = 60.0
HEALTH_INTERVAL = 30.0
HEALTH_TIMEOUT = 10.0
START_TIMEOUT = 30.0
STOP_TIMEOUT = 5.0
SEPARATOR = "__"


class Status(enum.Enum):
    STARTING = "starting"
    UP = "up"
    DOWN = "down"
    STOPPED = "stopped"


class Unavailable(MnemoError):
    """The server could not answer this call; the text says why (no secrets)."""


@dataclass(frozen=True, slots=True)
class RemoteTool:
    """One tool of a server, as the model sees it (`name` is `server__tool`)."""

    server: str
    remote: str  # the tool's name on its server
    description: str
    parameters: dict[str, Any]

    @property
    def name(self) -> str:
        return f"{self.server}{SEPARATOR}{self.remote}"


def describe(exc: BaseException, secrets: list[str] | None = None) -> str:
    """A short, secret-free reason: the innermost error of an exception group."""
    # An exception group (anyio's task groups raise them) by duck type: Python 3.10 has none.
    while isinstance(getattr(exc, "exceptions", None), tuple) and exc.exceptions:  # type: ignore[attr-defined]
        exc = exc.exceptions[0]  # type: ignore[attr-defined]
    text = type(exc).__name__
    detail = str(exc)
    if detail and (isinstance(exc, (OSError, TimeoutError, ValueError))
                   or type(exc).__name__ == "MCPError"):
        text = f"{text}: {detail[:160]}"
    for secret in secrets or []:
        text = text.replace(secret, "***")
    return text


class Connection:
    """The live connection to one server, for as long as it is configured."""

    def __init__(self, spec: ServerSpec, *, on_change: Callable[[], None] = lambda: None,
                 health_interval: float = HEALTH_INTERVAL) -> None:
        self.spec = spec
        self.status = Status.STARTING
        self.tools: list[RemoteTool] = []
        self.refused: list[tuple[str, str]] = []  # (tool, why it was left out)
        self.error: str | None = None
        self.restarts = 0
        self.ready = asyncio.Event()  # the first attempt is over, up or not
        self._on_change = on_change
        self._health_interval = health_interval
        self._client: Any = None
        self._stopping = asyncio.Event()
        self._lost = asyncio.Event()
        self._lost_reason = ""
        self._task: asyncio.Task[None] | None = None

    @property
    def name(self) -> str:
        return self.spec.name

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name=f"mcp-{self.name}")

    async def stop(self) -> None:
        self._stopping.set()
        task, self._task = self._task, None
        if task is not None:
            done, _ = await asyncio.wait([task], timeout=STOP_TIMEOUT)
            if not done:
                task.cancel()
                with contextlib.suppress(BaseException):
                    await task
        self.status = Status.STOPPED
        self._client = None

    # -- calls --------------------------------------------------------------------------

    async def call(self, tool: str, arguments: dict[str, Any], timeout: float) -> str:
        """The tool's result as text for the model; `Unavailable` when there is none."""
        client = self._client
        if client is None or self.status is not Status.UP:
            raise Unavailable(self.error or "服务器未运行")
        from mcp import MCPError
        from mcp_types import CONNECTION_CLOSED, REQUEST_TIMEOUT

        try:
            # The SDK's own read timeout ends the request on the wire; the outer one
            # backs it up should the transport itself stall.
            result = await asyncio.wait_for(
                client.call_tool(tool, arguments, read_timeout_seconds=timeout), timeout + 1)
        except asyncio.TimeoutError:
            raise Unavailable(f"{timeout:g} 秒内没有结果") from None
        except MCPError as exc:
            if exc.error.code == REQUEST_TIMEOUT:
                raise Unavailable(f"{timeout:g} 秒内没有结果") from None
            if exc.error.code == CONNECTION_CLOSED:
                self._lose("the connection closed during a call")
                raise Unavailable("服务器断开了连接") from None
            raise Unavailable(describe(exc, self.spec.secrets())) from None
        except Exception as exc:
            raise Unavailable(describe(exc, self.spec.secrets())) from None
        return render(result)

    def _lose(self, reason: str) -> None:
        if not self._lost.is_set():
            self._lost_reason = reason
            self._lost.set()

    # -- the connection's own task ------------------------------------------------------

    def _target(self) -> Any:
        from mcp import StdioServerParameters

        spec = self.spec
        if spec.kind == "stdio":
            return StdioServerParameters(command=spec.command, args=list(spec.args),
                                         env=spec.env or None, cwd=spec.cwd)
        import httpx2
        from mcp.client.streamable_http import streamable_http_client

        # Connect, write and pool as the SDK's default client; the read timeout is long
        # because a server may hold its event stream open (a call has its own timeout).
        http = httpx2.AsyncClient(headers=spec.headers,
                                  timeout=httpx2.Timeout(30.0, read=300.0))
        return streamable_http_client(spec.url, http_client=http)

    async def _run(self) -> None:
        delay = BACKOFF_FIRST
        while not self._stopping.is_set():
            self._lost.clear()
            began = time.monotonic()
            try:
                reason = await self._attempt()
            except Exception as exc:
                reason = describe(exc, self.spec.secrets())
            if self._stopping.is_set():
                break
            self._client = None
            self.status, self.error = Status.DOWN, reason
            self.ready.set()
            self._on_change()
            if time.monotonic() - began > BACKOFF_MAX:
                delay = BACKOFF_FIRST  # it ran a good while: this is a fresh failure
            log.warning("mcp server %s: %s; restarting in %.0f s", self.name, reason, delay)
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._stopping.wait(), delay)
            delay = min(delay * 2, BACKOFF_MAX)
            self.restarts += 1
            self.status = Status.STARTING

    async def _attempt(self) -> str:
        """One connection in a task of its own (the SDK's scopes live and end there), given
        up when it is not up within START_TIMEOUT; the reason it ended."""
        up = asyncio.Event()
        task = asyncio.create_task(self._connected(up), name=f"mcp-{self.name}-connection")
        waiter = asyncio.ensure_future(up.wait())
        try:
            done, _ = await asyncio.wait([task, waiter], timeout=START_TIMEOUT,
                                         return_when=asyncio.FIRST_COMPLETED)
            if not done:
                return f"not ready within {START_TIMEOUT:g} s of starting"
            return await task
        finally:
            waiter.cancel()
            if not task.done():
                task.cancel()
                with contextlib.suppress(BaseException):
                    await task

    async def _connected(self, up: asyncio.Event) -> str:
        """Hold one connection open until it is lost (the reason) or the hub stops it."""
        from mcp import Client

        try:
            async with Client(self._target()) as client:
                await self._list(client)
                self._client = client
                self.status, self.error = Status.UP, None
                up.set()
                self.ready.set()
                self._on_change()
                log.info("mcp server %s: ready with %d tool(s)%s", self.name,
                         len(self.tools), f", {len(self.refused)} left out" if self.refused
                         else "")
                return await self._watch(client)
        finally:
            self._client = None

    async def _watch(self, client: Any) -> str:
        while True:
            waits = [asyncio.ensure_future(self._stopping.wait()),
                     asyncio.ensure_future(self._lost.wait())]
            try:
                await asyncio.wait(waits, timeout=self._health_interval,
                                   return_when=asyncio.FIRST_COMPLETED)
            finally:
                for w in waits:
                    w.cancel()
            if self._stopping.is_set():
                return "stopped"
            if self._lost.is_set():
                return self._lost_reason
            try:
                await asyncio.wait_for(self._list(client, refresh=True), HEALTH_TIMEOUT)
            except Exception as exc:
                return f"health check failed ({describe(exc, self.spec.secrets())})"

    async def _list(self, client: Any, *, refresh: bool = False) -> None:
        listed: list[Any] = []
        cursor: str | None = None
        for _ in range(100):  # a paginator that never ends must not hang the start
            page = await client.list_tools(cursor=cursor,
                                           cache_mode="refresh" if refresh else "use")
            listed += page.tools
            cursor = page.next_cursor
            if not cursor:
                break
        tools, refused = [], []
        for t in listed:
            tool = RemoteTool(self.name, str(t.name), t.description or "",
                              dict(t.input_schema or {}))
            why = problem(tool.name, tool.description, tool.parameters)
            if why is None:
                tools.append(tool)
            else:
                refused.append((tool.remote, why))
        before = ([t.name for t in self.tools], self.refused)
        for name, why in refused:
            if (name, why) not in self.refused:
                log.warning("mcp server %s: tool %s left out: %s", self.name, name, why)
        self.tools, self.refused = tools, refused
        if refresh and before != ([t.name for t in tools], refused):
            self._on_change()


def render(result: Any) -> str:
    """A tool result as text: its text blocks; other blocks named; an error marked."""
    parts: list[str] = []
    for block in result.content or []:
        kind = getattr(block, "type", "")
        if kind == "text":
            parts.append(block.text)
        elif kind == "resource" and hasattr(block.resource, "text"):
            parts.append(block.resource.text)
        elif kind == "resource_link":
            parts.append(f"[资源 {block.uri}]")
        else:
            parts.append(f"[{kind or '内容'}，无法以文字显示]")
    if not parts and result.structured_content is not None:
        import json

        parts.append(json.dumps(result.structured_content, ensure_ascii=False))
    text = "\n".join(parts) or "（工具没有返回内容）"
    return f"错误：{text}" if result.is_error else text
