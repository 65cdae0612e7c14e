"""MCP servers through the engine: a real server process (tests/fakes/mcp_server.py,
written with the SDK) behind a real engine and the strict fake provider.

The file is read and checked (bad entries named, secrets masked); a server is offered
only where it is on; `mcp_load` brings its tools into the conversation, a new
conversation has none of them; a refused schema is never sent; a call is capped, timed
out, recorded in usage; a server that dies is started again.
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from mnemo import Config, Engine, Incoming, Reply
from mnemo.mcp import McpFileError
from mnemo.mcp.config import parse
from mnemo.mcp.schema import problem
from tests.fakes.provider import ChatRequest, FakeProvider
from tests.fakes.provider import Reply as FakeReply

API_KEY = "test-key"
SERVER = str(Path(__file__).resolve().parents[1] / "fakes" / "mcp_server.py")


def server_file(path: Path, **entry: Any) -> Path:
    body = {"command": sys.executable, "args": [SERVER], "env": {"WEATHER_KEY": "sk-weather"},
            **entry}
    path.write_text(json.dumps({"mcpServers": {"weather": body}}), encoding="utf-8")
    return path


def names(request: ChatRequest) -> set[str]:
    return {t["function"]["name"] for t in request.tools}


class Model:
    """The scripted model: loads `weather`, calls the tool a message names, answers."""

    def __init__(self) -> None:
        self.calls: dict[str, dict[str, Any]] = {"lookup": {"city": "北京"}}

    async def __call__(self, request: ChatRequest) -> FakeReply:
        last = request.messages[-1]
        said = request.last_user_text()
        tool = next((t for t in ("lookup", "hang", "die", "long") if f"用{t}" in said), None)
        if tool is None:
            return FakeReply.text("好的。")
        if last["role"] == "user":
            if f"weather__{tool}" in names(request):
                return FakeReply.tool_calls([(f"weather__{tool}", self.calls.get(tool, {}))])
            if "mcp_load" in names(request):
                return FakeReply.tool_calls([("mcp_load", {"server": "weather"})])
            return FakeReply.text("没有这个工具。")
        asked = [c["function"]["name"] for c in request.messages[-2].get("tool_calls") or []]
        if last["role"] == "tool" and asked == ["mcp_load"]:
            return FakeReply.tool_calls([(f"weather__{tool}", self.calls.get(tool, {}))])
        return FakeReply.text("结果：" + last["content"][:200])


@pytest.fixture
async def provider() -> AsyncIterator[FakeProvider]:
    async with FakeProvider(api_key=API_KEY) as fake:
        fake.handler = Model()
        yield fake
        assert fake.rejections == []


def config(path: Path, **more: Any) -> Config:
    return Config(aichat_base_url=PROVIDER_URL[0], aichat_api_key=API_KEY,
                  aichat_model="fake-model", aichat_retry_base_delay=0.0,
                  aichat_max_attempts=1, aichat_mcp_config=str(path), **more)


PROVIDER_URL: list[str] = [""]


@pytest.fixture
def make(provider: FakeProvider, tmp_path: Path):  # type: ignore[no-untyped-def]
    PROVIDER_URL[0] = provider.base_url

    def build(**entry: Any) -> Engine:
        more = entry.pop("settings", {})
        path = server_file(tmp_path / "mcp.json", **entry)
        return Engine(config(path, **more), tmp_path / "data")

    return build


async def say(engine: Engine, key: str, text: str, member: str = "2001") -> Reply:
    got: list[Reply] = []

    async def send(reply: Reply) -> None:
        got.append(reply)

    await engine.handle(Incoming.text(key, text, user=member, name="小明"), send)
    assert got
    return got[-1]


# -- the file and the schemas -----------------------------------------------------------


def test_the_file_names_bad_entries_and_masks_secrets() -> None:
    found = parse({"mcpServers": {
        "ok": {"command": "x", "env": {"KEY": "sk-1"}},
        "web": {"url": "https://mcp.example/mcp", "headers": {"Authorization": "Bearer t"},
                "defaultOn": True},
        "bad__name": {"command": "x"},
        "both": {"command": "x", "url": "http://a"},
        "off": {"command": "x", "disabled": True},
        "odd": {"command": "x", "sudo": True},
    }})
    assert sorted(found.servers) == ["ok", "web"]
    assert found.servers["web"].default_on and not found.servers["ok"].default_on
    assert [p.split("：")[0] for p in found.problems] == ["bad__name", "both", "odd"]
    shown = json.dumps([s.masked() for s in found.servers.values()])
    assert "sk-1" not in shown and "Bearer t" not in shown and "***" in shown
    with pytest.raises(McpFileError):
        parse({"servers": {}})


@pytest.mark.parametrize(("name", "schema", "refused"), [
    ("a__b", {"type": "object", "properties": {"x": {"type": "string"}}}, False),
    ("a__b", {"type": "object", "properties": {"x": {"type": "array", "items": {}}}}, False),
    ("a__b", {"type": "object", "$defs": {"P": {"type": "object"}},
              "properties": {"p": {"$ref": "#/$defs/P"}}}, False),
    ("a__b.c", {"type": "object"}, True),
    ("a" * 65, {"type": "object"}, True),
    ("a__b", {"type": "array"}, True),
    ("a__b", {"type": "object", "properties": {"x": {"type": "array"}}}, True),
    ("a__b", {"type": "object", "properties": {"x": {"type": "strng"}}}, True),
    ("a__b", {"type": "object", "properties": {"x": {"$ref": "#/$defs/Nope"}}}, True),
    ("a__b", {"type": "object", "required": "x"}, True),
])
def test_schema_check(name: str, schema: dict[str, Any], refused: bool) -> None:
    assert (problem(name, "d", schema) is not None) == refused


# -- a real server behind the engine ----------------------------------------------------


async def test_off_by_default_on_where_switched_and_loaded_by_the_model(
        make, provider: FakeProvider) -> None:  # type: ignore[no-untyped-def]
    async with make() as engine:
        hub = engine.addons.mcp
        (view,) = hub.servers()
        assert view.status == "up"
        # The two tools the provider would refuse are left out, each named once.
        assert sorted(t for t, _ in view.refused) == ["dotted.name", "tagged"]
        assert "sk-weather" not in json.dumps(view.shown)
        await say(engine, "g:1", "用lookup 查北京")
        assert "mcp_load" not in names(provider.requests[-1])
        await hub.set("g:2", "weather", True)
        reply = await say(engine, "g:2", "用lookup 查北京")
        first, loaded, answered = provider.requests[-3:]
        assert "mcp_load" in names(first) and "weather__lookup" not in names(first)
        assert {"weather__lookup", "weather__long"} <= names(loaded)
        assert not names(loaded) & {"weather__tagged", "weather__dotted.name"}
        # The server's answer is the tool result of the next request.
        assert "北京：晴，25°C" in answered.messages[-1]["content"]
        assert "晴，25°C" in reply.text
        # Loaded for the rest of the conversation; gone with it.
        await say(engine, "g:2", "再用lookup 查上海")
        assert "weather__lookup" in names(provider.requests[-2])
        await engine.new("g:2")
        await say(engine, "g:2", "你好")
        assert "weather__lookup" not in names(provider.requests[-1])
        assert "mcp_load" in names(provider.requests[-1])
        # Every call of the server is in usage, purpose `tool`, the server as the model.
        await engine.usage.flush()
        tools = await engine.usage.totals(1, purpose="tool")
        assert tools.calls == 2
        assert [k for k, _ in await engine.usage.top("model", 1)].count("weather") == 1
    # Switched on where it was: stored.
    async with make() as engine:
        assert engine.addons.mcp.available("g:2") == ["weather"]
        assert engine.addons.mcp.available("g:1") == []


async def test_default_on_everywhere_but_where_switched_off(make) -> None:  # type: ignore[no-untyped-def]
    async with make(defaultOn=True) as engine:
        hub = engine.addons.mcp
        assert hub.available("g:5") == ["weather"]
        await hub.set("g:5", "weather", False)
        assert hub.available("g:5") == [] and hub.available("f:6") == ["weather"]


async def test_a_hanging_tool_times_out_and_the_turn_is_answered(
        make, provider: FakeProvider) -> None:  # type: ignore[no-untyped-def]
    async with make(defaultOn=True, settings={"aichat_mcp_timeout": 0.5}) as engine:
        reply = await say(engine, "g:1", "用hang 试试")
        assert reply.ok and "工具暂时不可用" in reply.text
        assert "0.5 秒内没有结果" in provider.requests[-1].messages[-1]["content"]
        # The server still answers other calls.
        assert "晴" in (await say(engine, "g:1", "用lookup 北京")).text


async def test_a_long_result_is_capped(make, provider: FakeProvider) -> None:  # type: ignore[no-untyped-def]
    async with make(defaultOn=True, settings={"aichat_mcp_max_result_tokens": 100}) as engine:
        await say(engine, "g:1", "用long 试试")
        result = provider.requests[-1].messages[-1]["content"]
        assert result.startswith("word0 word1") and "只保留了前 100 tokens" in result
        assert "word4999" not in result


async def test_a_server_that_dies_is_started_again(make, provider: FakeProvider,
                                                   caplog: pytest.LogCaptureFixture) -> None:  # type: ignore[no-untyped-def]
    async with make(defaultOn=True) as engine:
        connection = engine.addons.mcp.connections["weather"]
        first = await say(engine, "g:1", "用lookup 北京")
        reply = await say(engine, "g:1", "用die 试试")
        assert reply.ok and "工具暂时不可用" in reply.text
        # `ready` is set at each end of an attempt, up or down: wait for the one up.
        while True:
            connection.ready.clear()
            if connection.status.value == "up" and connection.restarts:
                break
            await asyncio.wait_for(connection.ready.wait(), 20)
        assert connection.restarts == 1
        again = await say(engine, "g:1", "用lookup 北京")
        pid = first.text.split("pid ")[1].split("）")[0]
        assert "晴" in again.text and pid not in again.text
    assert any("restarting in 1 s" in r.getMessage() for r in caplog.records)
