"""The admin's MCP server file (`config/mcp.json`), read into checked server entries.

The shape is the `mcpServers` object other MCP clients read: each entry is either a
stdio server (`command`, `args`, `env`, `cwd`) or a streamable-HTTP one (`url`,
`headers`). Two keys are mnemo's own: `"disabled": true` leaves an entry out, and
`"defaultOn": true` makes a server available in every conversation that did not switch
it off. A bad entry is named with why and left out; the others stand. Nothing is
started that the file does not name. The values of `env` and `headers` are secrets:
`masked` is what any page or reply shows of an entry.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from ..errors import MnemoError

MASK = "***"
# A server's name prefixes its tools' names (`server__tool`), which the chat API limits
# to letters, digits, `_` and `-`; `__` is the separator, so a name holds none.
_NAME = re.compile(r"^[A-Za-z0-9](?:[A-Za-z0-9-]|_(?!_)){0,30}$")
_KEYS = {"command", "args", "env", "cwd", "url", "headers", "type", "transport",
         "disabled", "defaultOn", "description"}


class McpFileError(MnemoError):
    """The file as a whole cannot be used (unreadable, not JSON, no `mcpServers`)."""


@dataclass(frozen=True, slots=True)
class ServerSpec:
    """One server the file names."""

    name: str
    kind: Literal["stdio", "http"]
    command: str = ""
    args: tuple[str, ...] = ()
    env: dict[str, str] = field(default_factory=dict)
    cwd: str | None = None
    url: str = ""
    headers: dict[str, str] = field(default_factory=dict)
    default_on: bool = False

    def masked(self) -> dict[str, Any]:
        """The entry as it may be shown: every `env` and header value hidden."""
        shown: dict[str, Any] = {"name": self.name, "kind": self.kind,
                                 "default_on": self.default_on}
        if self.kind == "stdio":
            shown.update(command=self.command, args=list(self.args),
                         env={k: MASK for k in self.env})
        else:
            shown.update(url=self.url, headers={k: MASK for k in self.headers})
        return shown

    def secrets(self) -> list[str]:
        """The values a log or a reply must never show."""
        return [v for v in (*self.env.values(), *self.headers.values()) if v]


@dataclass(frozen=True, slots=True)
class McpFile:
    servers: dict[str, ServerSpec]
    problems: list[str]  # one line per entry left out, naming it and why


def read_file(path: Path) -> McpFile:
    """The servers of `path`; no file is no servers. McpFileError when it is unusable."""
    if not path.exists():
        return McpFile({}, [])
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise McpFileError(f"{path} 无法读取：{type(exc).__name__}") from None
    except json.JSONDecodeError as exc:
        raise McpFileError(f"{path} 不是合法的 JSON（第 {exc.lineno} 行：{exc.msg}）") from None
    return parse(raw, str(path))


def parse(raw: Any, where: str = "mcp.json") -> McpFile:
    if not isinstance(raw, dict) or not isinstance(raw.get("mcpServers"), dict):
        raise McpFileError(f"{where} 缺少 mcpServers 对象")
    servers: dict[str, ServerSpec] = {}
    problems: list[str] = []
    for name, entry in raw["mcpServers"].items():
        try:
            spec = _entry(str(name), entry)
        except ValueError as exc:
            problems.append(f"{name!s:.40}：{exc}")
            continue
        if spec is not None:
            servers[spec.name] = spec
    return McpFile(servers, problems)


def _strings(value: Any, what: str) -> dict[str, str]:
    if value is None:
        return {}
    if not isinstance(value, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
        raise ValueError(f"{what} 必须是字符串到字符串的对象")
    return dict(value)


def _entry(name: str, entry: Any) -> ServerSpec | None:
    if not _NAME.match(name):
        raise ValueError("名称只能用字母、数字、单个下划线和连字符（至多 31 个字符）")
    if not isinstance(entry, dict):
        raise ValueError("必须是一个对象")
    unknown = sorted(set(entry) - _KEYS)
    if unknown:
        raise ValueError(f"不认识的键 {unknown[0]}")
    if entry.get("disabled") is True:
        return None
    default_on = entry.get("defaultOn", False)
    if not isinstance(default_on, bool):
        raise ValueError("defaultOn 必须是 true 或 false")
    command, url = entry.get("command"), entry.get("url")
    if (command is None) == (url is None):
        raise ValueError("需要 command（stdio）或 url（streamable HTTP）其中之一")
    if command is not None:
        if not isinstance(command, str) or not command.strip():
            raise ValueError("command 必须是非空字符串")
        args = entry.get("args", [])
        if not isinstance(args, list) or not all(isinstance(a, str) for a in args):
            raise ValueError("args 必须是字符串数组")
        cwd = entry.get("cwd")
        if cwd is not None and not isinstance(cwd, str):
            raise ValueError("cwd 必须是字符串")
        if "headers" in entry:
            raise ValueError("stdio 服务器没有 headers")
        return ServerSpec(name, "stdio", command=command, args=tuple(args),
                          env=_strings(entry.get("env"), "env"), cwd=cwd,
                          default_on=default_on)
    if not isinstance(url, str) or not url.startswith(("http://", "https://")):
        raise ValueError("url 必须以 http:// 或 https:// 开头")
    if "env" in entry or "args" in entry:
        raise ValueError("HTTP 服务器没有 env 或 args")
    return ServerSpec(name, "http", url=url, headers=_strings(entry.get("headers"), "headers"),
                      default_on=default_on)
