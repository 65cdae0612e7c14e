"""A real MCP server for the tests, written with the official SDK.

    python tests/fakes/mcp_server.py                 # stdio
    python tests/fakes/mcp_server.py http PORT TOKEN # streamable HTTP on 127.0.0.1:PORT

Its tools: `lookup(city)` answers with the weather and its process id; `hang` never
answers; `nap(seconds)` answers after a while; `die` ends the process in the middle
of the call; `long` returns 5,000 words; and two the chat API would refuse: `tagged`
(an array without `items` in its schema) and `dotted.name` (a dot in its name). Over
HTTP every request must carry the header `X-Token: TOKEN`, else 401.
"""

from __future__ import annotations

import asyncio
import os
import sys

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.tools import Tool

server = MCPServer("fake-weather")


@server.tool()
def lookup(city: str) -> str:
    """查询一个城市今天的天气。"""
    return f"{city}：晴，25°C（pid {os.getpid()}）"


@server.tool()
async def hang() -> str:
    """一个永远不返回的工具。"""
    await asyncio.Event().wait()
    return ""


@server.tool()
async def nap(seconds: float) -> str:
    """睡一会儿再回答。"""
    await asyncio.sleep(seconds)
    return "睡醒了"


@server.tool()
def die() -> str:
    """调用时进程直接退出。"""
    os._exit(3)


@server.tool()
def long() -> str:
    """返回一段很长的文字。"""
    return " ".join(f"word{i}" for i in range(5000))


@server.tool(name="dotted.name")
def dotted() -> str:
    """名字里带点。"""
    return "dotted"


def tagged(tags: list[str]) -> str:
    """标签。"""
    return ",".join(tags)


# The SDK builds a valid schema from the signature; a hand-written server may not.
_tool = Tool.from_function(tagged)
server._tool_manager._tools["tagged"] = _tool.model_copy(update={"parameters": {
    "type": "object", "properties": {"tags": {"type": "array"}}}})


def http(port: int, token: str) -> None:
    import uvicorn
    from starlette.responses import PlainTextResponse

    app = server.streamable_http_app()

    async def checked(scope, receive, send):  # type: ignore[no-untyped-def]
        if scope["type"] == "http":
            headers = dict(scope.get("headers") or [])
            if headers.get(b"x-token", b"").decode() != token:
                await PlainTextResponse("unauthorized", status_code=401)(scope, receive, send)
                return
        await app(scope, receive, send)

    uvicorn.run(checked, host="127.0.0.1", port=port, log_level="info")


if __name__ == "__main__":
    if sys.argv[1:2] == ["http"]:
        http(int(sys.argv[2]), sys.argv[3])
    else:
        server.run()
