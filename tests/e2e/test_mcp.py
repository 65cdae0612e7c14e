"""MCP servers end to end: the real bot, a real MCP server process written with the SDK
(tests/fakes/mcp_server.py, over stdio and over streamable HTTP), the strict provider.

The model's scripted calls go `mcp_load` → `weather__lookup` and the server's answer is
the tool result of the next request; a server off in one group is not offered there
and is in another; loaded tools are gone after eviction, `/new` and the clear after 30
unaddressed messages; a hanging tool costs one tool error and the turn is answered; a
server that dies comes back; the tools the provider would refuse are never sent; the
HTTP server's header secret is never shown.
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.conftest import API_KEY, SUPERUSER, MakeRig, Rig
from tests.e2e.harness import free_port
from tests.fakes.provider import ChatRequest, FakeProvider, Reply

SERVER = str(Path(__file__).resolve().parents[1] / "fakes" / "mcp_server.py")
TOKEN = "hdr-secret-7f3a9c"
A, B = 1000, 2000


def names(request: ChatRequest) -> set[str]:
    return {t["function"]["name"] for t in request.tools}


async def model(request: ChatRequest) -> Reply:
    """Loads `weather` when it can, then calls the tool the message names ("用lookup")."""
    said = request.last_user_text()
    tool = next((t for t in ("lookup", "hang", "die") if f"用{t}" in said), None)
    last = request.messages[-1]
    if tool is None:
        return Reply.text("好的。")
    args: dict[str, Any] = {"city": "北京"} if tool == "lookup" else {}
    if last["role"] == "user":
        if f"weather__{tool}" in names(request):
            return Reply.tool_calls([(f"weather__{tool}", args)])
        if "mcp_load" in names(request):
            return Reply.tool_calls([("mcp_load", {"server": "weather"})])
        return Reply.text("没有可用的工具。")
    asked = [c["function"]["name"] for c in request.messages[-2].get("tool_calls") or []]
    if asked == ["mcp_load"] and f"weather__{tool}" in names(request):
        return Reply.tool_calls([(f"weather__{tool}", args)])
    return Reply.text("工具说：" + last["content"][:120])


@pytest.fixture
async def provider() -> AsyncIterator[FakeProvider]:
    async with FakeProvider(api_key=API_KEY, handler=model) as fake:
        yield fake
        assert fake.rejections == []  # no request was refused, whatever the server listed


def stdio_file(path: Path, **entry: Any) -> str:
    path.write_text(json.dumps({"mcpServers": {"weather": {
        "command": sys.executable, "args": [SERVER], **entry}}}), encoding="utf-8")
    return str(path)


async def ask(rig: Rig, group: int, text: str, user: int = 2001) -> str:
    await rig.side.group_message(group, user, text, at_bot=True)
    reply = await rig.side.next_reply()
    assert reply.group_id == group
    return reply.text


def never_sent_refused_tools(provider: FakeProvider) -> None:
    for request in provider.requests:
        assert not names(request) & {"weather__tagged", "weather__dotted.name"}


async def test_off_in_one_group_on_in_another_and_the_result_comes_back(
        make_rig: MakeRig, provider: FakeProvider, tmp_path: Path) -> None:
    rig = await make_rig(provider, AICHAT_MCP_CONFIG=stdio_file(tmp_path / "mcp.json"))
    await rig.bot.wait_log("mcp server weather: ready with 5 tool(s), 2 left out")
    assert "没有可用的工具" in await ask(rig, A, "用lookup 查北京天气")
    assert not names(provider.requests[-1]) & {"mcp_load", "weather__lookup"}
    assert "没有权限" in await ask(rig, B, "/mcp on weather")
    assert "已在本会话开启" in await ask(rig, B, "/mcp on weather", user=SUPERUSER)
    mark = len(provider.requests)
    answer = await ask(rig, B, "用lookup 查北京天气")
    first, loaded, answered = provider.requests[mark:]
    assert "mcp_load" in names(first) and "weather__lookup" not in names(first)
    assert "weather__lookup" in names(loaded)
    assert "北京：晴，25°C" in answered.messages[-1]["content"]
    assert "北京：晴" in answer
    # Group A still has neither.
    await ask(rig, A, "用lookup 查北京天气")
    assert not names(provider.requests[-1]) & {"mcp_load", "weather__lookup"}
    listing = await ask(rig, B, "/mcp list", user=SUPERUSER)
    assert "weather [开] 运行中" in listing and "lookup" in listing
    never_sent_refused_tools(provider)


async def test_loaded_tools_go_with_new_the_clear_and_eviction(
        make_rig: MakeRig, provider: FakeProvider, tmp_path: Path) -> None:
    rig = await make_rig(provider, AICHAT_MCP_CONFIG=stdio_file(tmp_path / "mcp.json",
                                                               defaultOn=True),
                         AICHAT_SESSION_MAX_SESSIONS="1", AICHAT_JANITOR_INTERVAL_SECONDS="1",
                         AICHAT_SESSION_NO_MENTION_CLEAR="5")
    await rig.bot.wait_log("mcp server weather: ready")

    async def loaded_then_dropped(drop: Any) -> None:
        await ask(rig, B, "用lookup 查北京天气")
        await ask(rig, B, "还在吗")
        assert "weather__lookup" in names(provider.requests[-1])
        await drop()
        await ask(rig, B, "还在吗")
        assert "weather__lookup" not in names(provider.requests[-1])
        assert "mcp_load" in names(provider.requests[-1])

    async def new() -> None:
        assert "已开始新对话" in await ask(rig, B, "/new")

    async def unaddressed() -> None:
        mark = rig.bot.mark()
        for i in range(5):
            await rig.side.group_message(B, 3000, f"闲聊{i}")
        await rig.bot.wait_log(f"g:{B}: 5 messages without addressing the bot", after=mark)

    async def evicted() -> None:
        mark = rig.bot.mark()
        await ask(rig, A, "别的群说句话")
        await rig.bot.wait_log("janitor evicted 1 session(s), 1 resident", after=mark)

    for drop in (new, unaddressed, evicted):
        await loaded_then_dropped(drop)


async def test_a_hanging_tool_times_out_and_a_dead_server_comes_back(
        make_rig: MakeRig, provider: FakeProvider, tmp_path: Path) -> None:
    rig = await make_rig(provider, AICHAT_MCP_CONFIG=stdio_file(tmp_path / "mcp.json",
                                                               defaultOn=True),
                         AICHAT_MCP_TIMEOUT="1")
    await rig.bot.wait_log("mcp server weather: ready")
    answer = await ask(rig, B, "用hang 试试")
    assert "工具暂时不可用" in answer and "1 秒内没有结果" in answer
    first = await ask(rig, B, "用lookup 查北京天气")
    pid = first.split("pid ")[1].split("）")[0]
    mark = rig.bot.mark()
    answer = await ask(rig, B, "用die 试试")
    assert "工具暂时不可用" in answer
    await rig.bot.wait_log("mcp server weather: the connection closed during a call; "
                           "restarting in 1 s", after=mark)
    await rig.bot.wait_log("mcp server weather: ready", after=mark)
    again = await ask(rig, B, "用lookup 查北京天气")
    assert "北京：晴" in again and pid not in again
    never_sent_refused_tools(provider)


@pytest.fixture
async def http_server(tmp_path: Path) -> AsyncIterator[str]:
    port = free_port()
    proc = await asyncio.create_subprocess_exec(
        sys.executable, SERVER, "http", str(port), TOKEN,
        stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE)
    assert proc.stderr is not None
    try:
        while True:  # its own "listening" line, not a sleep
            line = await asyncio.wait_for(proc.stderr.readline(), 30)
            assert line, "the MCP HTTP server exited"
            if b"Uvicorn running on" in line:
                break
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        proc.terminate()
        await proc.wait()


async def test_a_streamable_http_server_with_a_secret_header(
        make_rig: MakeRig, provider: FakeProvider, tmp_path: Path, http_server: str) -> None:
    path = tmp_path / "mcp.json"
    path.write_text(json.dumps({"mcpServers": {"weather": {
        "url": http_server, "headers": {"X-Token": TOKEN}, "defaultOn": True}}}))
    rig = await make_rig(provider, AICHAT_MCP_CONFIG=str(path))
    await rig.bot.wait_log("mcp server weather: ready with 5 tool(s), 2 left out")
    answer = await ask(rig, B, "用lookup 查北京天气")
    assert "北京：晴" in answer
    listing = await ask(rig, B, "/mcp list", user=SUPERUSER)
    assert "weather [开] 运行中" in listing
    assert TOKEN not in listing and TOKEN not in rig.bot.log_text()
    never_sent_refused_tools(provider)
