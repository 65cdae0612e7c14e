"""Tools the model can call: a definition, a handler, and a registry per session."""

from __future__ import annotations

import datetime as dt
import json
import logging
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import Any

log = logging.getLogger(__name__)

Handler = Callable[..., Awaitable[str]]


@dataclass(frozen=True, slots=True)
class Tool:
    """A function the model may call. `parameters` is a JSON Schema object."""

    name: str
    description: str
    parameters: dict[str, Any]
    handler: Handler

    def spec(self) -> dict[str, Any]:
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": self.parameters,
            },
        }


class ToolRegistry:
    """The tools of one session. Running a call never raises: errors become text."""

    def __init__(self, tools: Iterable[Tool] = ()) -> None:
        self._tools: dict[str, Tool] = {}
        self._specs: list[dict[str, Any]] | None = None
        for tool in tools:
            self.add(tool)

    def add(self, tool: Tool) -> None:
        self._tools[tool.name] = tool
        self._specs = None

    def remove(self, name: str) -> None:
        self._tools.pop(name, None)
        self._specs = None

    def __contains__(self, name: object) -> bool:
        return name in self._tools

    def __len__(self) -> int:
        return len(self._tools)

    def specs(self) -> list[dict[str, Any]]:
        # Built once per change, not per request: the list is identical between calls,
        # which also keeps the provider's prompt cache warm.
        if self._specs is None:
            self._specs = [t.spec() for t in self._tools.values()]
        return self._specs

    async def call(self, name: str, arguments: str) -> str:
        tool = self._tools.get(name)
        if tool is None:
            return f"错误：没有名为 {name} 的工具。可用工具：{', '.join(self._tools) or '无'}"
        try:
            args = json.loads(arguments) if arguments and arguments.strip() else {}
        except json.JSONDecodeError as exc:
            return f"错误：工具参数不是合法的 JSON（{exc.msg}）"
        if not isinstance(args, dict):
            return "错误：工具参数必须是 JSON 对象"
        try:
            result = await tool.handler(**args)
        except TypeError as exc:
            return f"错误：工具 {name} 的参数不正确：{exc}"
        except Exception as exc:  # a failing tool must never break the loop
            log.warning("tool %s failed: %r", name, exc)
            return f"错误：工具 {name} 执行失败：{exc}"
        return result if isinstance(result, str) else json.dumps(result, ensure_ascii=False)


def current_time_tool(now: Callable[[], dt.datetime] | None = None) -> Tool:
    clock = now or (lambda: dt.datetime.now().astimezone())

    async def current_time() -> str:
        t = clock()
        weekday = "一二三四五六日"[t.weekday()]
        return f"{t:%Y-%m-%d %H:%M:%S} 星期{weekday} ({t.tzname() or 'local'})"

    return Tool(
        name="current_time",
        description="获取当前的日期和时间。",
        parameters={"type": "object", "properties": {}, "additionalProperties": False},
        handler=current_time,
    )
