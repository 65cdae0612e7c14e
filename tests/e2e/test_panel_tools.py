"""The panel's tools pages in a real browser against the real bot: the MCP servers with
their status and tools (the entry's secrets hidden), switching a server per
conversation, and a conversation's reminders cancelled from the page."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from tests.e2e.conftest import API_KEY, SUPERUSER, MakeRig
from tests.e2e.test_panel import admin_for, browser, panel_rig, pytestmark, shots
from tests.fakes.provider import FakeProvider

__all__ = ["browser", "pytestmark", "shots"]

SERVER = str(Path(__file__).resolve().parents[1] / "fakes" / "mcp_server.py")
SECRET = "sk-env-secret-5521"


async def test_servers_switch_and_reminders_from_the_panel(
        make_rig: MakeRig, browser: Any, shots: Path, tmp_path: Path) -> None:
    path = tmp_path / "mcp.json"
    path.write_text(json.dumps({"mcpServers": {"weather": {
        "command": sys.executable, "args": [SERVER], "env": {"WEATHER_KEY": SECRET}}}}))
    provider = FakeProvider(api_key=API_KEY)
    await provider.start()
    rig = await panel_rig(make_rig, provider, AICHAT_MCP_CONFIG=str(path))
    await rig.bot.wait_log("mcp server weather: ready")
    side = rig.side
    await side.group_message(1000, 2001, "/remind +1h 交周报", at_bot=True)
    assert "已设置提醒 #1" in (await side.next_reply()).text
    admin = await admin_for(browser, rig, shots)
    await admin.login()

    await admin.open("/tools")
    row = await admin.page.inner_text("#server-weather")
    assert "运行中" in row and "weather__lookup" in row and "tagged" in row
    assert SECRET not in await admin.html() and "***" in row
    await admin.shot("tools")

    await admin.open("/c/g:1000")
    await admin.page.click("#tools-link")
    await admin.page.wait_for_url("**/tools/c/g:1000")
    assert "交周报" in await admin.page.inner_text("#reminder-1")
    assert "已关闭" in await admin.page.inner_text("#server-weather")
    await admin.submit("#server-weather button")
    assert "已在 g:1000 开启 weather" in await admin.page.inner_text(".flash")
    await side.group_message(1000, 2001, "你好", at_bot=True)
    await side.next_reply()
    assert "mcp_load" in {t["function"]["name"] for t in provider.requests[-1].tools}
    await admin.shot("tools-conversation")

    await admin.submit("#reminder-1 button")
    assert "已取消提醒 #1" in await admin.page.inner_text(".flash")
    await side.group_message(1000, 2001, "/remind", at_bot=True)
    assert "没有待发的提醒" in (await side.next_reply()).text
    await admin.open("/audit")
    audit = await admin.html()
    assert "mcp.switch" in audit and "reminder.cancel" in audit
    await side.private_message(int(SUPERUSER), "/mcp list")
    assert SECRET not in (await side.next_reply()).text
    assert SECRET not in rig.bot.log_text()
    admin.clean()
