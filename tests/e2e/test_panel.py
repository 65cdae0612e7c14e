"""The web panel in real Chromium against the real bot process.

Debian's `chromium` driven by Playwright for Python (`executable_path`; Playwright's own
browser download is never used). Every page is checked for console errors (a CSP
violation is one) and screenshotted into a temporary folder, or into
`MNEMO_PANEL_SCREENSHOTS` when set (the README's images come from such a run).
"""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import sys
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.conftest import API_KEY, SUPERUSER, MakeRig, Rig, deployment
from tests.e2e.harness import BOT_SCRIPT, REPO_ROOT, bot_env
from tests.e2e.test_memory import memory_script
from tests.fakes.provider import FakeProvider
from tests.postgres import fresh_database

playwright_api = pytest.importorskip("playwright.async_api")

CHROMIUM = os.environ.get("MNEMO_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
PASSWORD = "correct-horse-battery"
XSS_NICK = "<img src=x onerror=alert('nick')>"
XSS_TEXT = "<script>alert('history')</script>"
XSS_MEMORY = "<img src=x onerror=alert('memory')>小明喜欢喝手冲咖啡"
XSS_GROUP = "<svg onload=alert('group')>测试群"

# CI sets MNEMO_REQUIRE_BROWSER: there a missing Chromium fails the tests, never skips them.
pytestmark = pytest.mark.skipif(
    not os.environ.get("MNEMO_REQUIRE_BROWSER")
    and shutil.which(CHROMIUM) is None and not Path(CHROMIUM).exists(),
    reason=f"needs Chromium at {CHROMIUM} (apt-get install chromium)")


@pytest.fixture(scope="module")
async def browser() -> AsyncIterator[Any]:
    async with playwright_api.async_playwright() as pw:
        chromium = await pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        await chromium.close()


@pytest.fixture(scope="module")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = os.environ.get("MNEMO_PANEL_SCREENSHOTS")
    folder = Path(target) if target else tmp_path_factory.mktemp("panel-screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@dataclass
class Admin:
    """One browser context (its own cookies) on the panel of one bot."""

    rig: Rig
    page: Any
    shots: Path
    console: list[str] = field(default_factory=list)
    alerts: list[str] = field(default_factory=list)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.rig.bot.port}/admin"

    async def open(self, path: str, *, status: int = 200) -> Any:
        response = await self.page.goto(self.base + path)
        assert response is not None and response.status == status, (path, response.status)
        return response

    async def login(self, password: str = PASSWORD) -> Any:
        await self.open("/login")
        await self.page.fill("#password", password)
        async with self.page.expect_navigation():
            await self.page.click("button[type=submit]")
        return self.page

    async def submit(self, selector: str) -> None:
        """Click a form's button and wait for the page it leads to."""
        async with self.page.expect_navigation():
            await self.page.click(selector)

    async def shot(self, name: str) -> None:
        await self.page.screenshot(path=str(self.shots / f"{name}.png"), full_page=True)

    async def html(self) -> str:
        return str(await self.page.content())

    def clean(self, *, error_statuses: bool = False) -> None:
        """No console errors, no alerts. With `error_statuses`, Chromium's note on a page
        answered with an error status (a refused login) is no error of the page's."""
        console = [c for c in self.console
                   if not (error_statuses and "the server responded with a status of 4" in c)]
        assert console == [], console
        assert self.alerts == [], self.alerts


async def admin_for(browser: Any, rig: Rig, shots: Path, *, width: int = 1280,
                    height: int = 900) -> Admin:
    context = await browser.new_context(viewport={"width": width, "height": height},
                                        locale="zh-CN")
    page = await context.new_page()
    admin = Admin(rig, page, shots)
    page.on("console", lambda m: admin.console.append(f"{m.type}: {m.text}")
            if m.type in ("error", "warning") else None)
    page.on("pageerror", lambda e: admin.console.append(f"pageerror: {e}"))

    async def dialog(d: Any) -> None:
        if d.type == "confirm":  # the panel's own "are you sure?"
            await d.accept()
        else:
            admin.alerts.append(f"{d.type}: {d.message}")
            await d.dismiss()

    page.on("dialog", dialog)
    return admin


async def panel_rig(make_rig: MakeRig, provider: FakeProvider | None = None,
                    **settings: str) -> Rig:
    rig = await make_rig(provider, AICHAT_WEB_ENABLED="true", AICHAT_WEB_PASSWORD=PASSWORD,
                         **settings)
    rig.side.on_action("get_group_list", lambda params: [
        {"group_id": 1000, "group_name": XSS_GROUP, "member_count": 3, "max_member_count": 200},
    ])
    rig.side.on_action("get_friend_list", lambda params: [
        {"user_id": int(SUPERUSER), "nickname": "管理员", "remark": ""},
    ])
    return rig


async def test_every_page_renders_escapes_hostile_text_and_hides_secrets(
    make_rig: MakeRig, browser: Any, shots: Path,
) -> None:
    rig = await panel_rig(make_rig)
    side = rig.side
    for i, text in enumerate([f"你好 {XSS_TEXT}", "今天天气怎么样", "讲个笑话"]):
        await side.group_message(1000, 2001 + i, text, at_bot=True, nickname=XSS_NICK)
        await side.next_reply()
    await side.private_message(int(SUPERUSER), "私聊一下")
    await side.next_reply()
    assert "panel: serving http://127.0.0.1:" in rig.bot.log_text()
    assert "reachable from the network" not in rig.bot.log_text()

    admin = await admin_for(browser, rig, shots)
    # Not logged in: every page sends to the login form.
    await admin.open("/conversations")
    assert admin.page.url.startswith(admin.base + "/login?next=")
    await admin.shot("login")
    await admin.page.fill("#password", PASSWORD)
    await admin.submit("button[type=submit]")
    assert admin.page.url == admin.base + "/conversations", await admin.page.inner_text("main")

    # A memory with markup in it, added through the panel.
    await admin.open("/memories?scope=g:1000")
    await admin.page.fill("#new-content", XSS_MEMORY)
    await admin.page.fill("#new-tags", "偏好 <b>")
    await admin.submit("#add-memory")
    assert "已添加：#1（g:1000）" in await admin.page.inner_text(".flash")

    pages = {
        "overview": "/", "conversations": "/conversations", "conversation": "/c/g:1000",
        "memories": "/memories?scope=g:1000", "settings": "/settings", "usage": "/usage",
        "audit": "/audit", "restart": "/restart", "password": "/password",
        "archive": "/c/g:1000/archive",
    }
    for name, path in pages.items():
        await admin.open(path)
        await admin.page.wait_for_load_state("networkidle")
        await admin.shot(name)
        html = await admin.html()
        assert API_KEY not in html and PASSWORD not in html, name
        assert "Traceback" not in html
    admin.clean()

    # Hostile text is shown as text: nothing ran (no dialog), nothing became markup.
    await admin.open("/conversations")
    assert await admin.page.inner_text('[id="row-g:1000"] .name') == XSS_GROUP
    await admin.open("/c/g:1000")
    context = await admin.page.inner_text("#context")
    assert XSS_NICK in context and XSS_TEXT in context
    assert await admin.page.locator("#context img, #context script, #context svg").count() == 0
    await admin.open("/memories?scope=g:1000")
    assert XSS_MEMORY in await admin.page.inner_text("#memory-1")
    assert await admin.page.locator("#memory-1 img").count() == 0
    # The usage page carries its figures as JSON; a conversation name cannot break out.
    await admin.open("/usage")
    assert await admin.page.locator("canvas").count() == 4
    assert await admin.page.inner_text("#usage-conversations .name") == XSS_GROUP
    admin.clean()

    # The context page is the request the model will get: same system prompt, same turns.
    # The next request is the last one sent plus the answer it got.
    await side.group_message(1000, 2001, "再来一个", at_bot=True)
    answer = (await side.next_reply()).text
    sent = rig.provider.requests[-1].messages
    await admin.open("/c/g:1000")
    shown = await admin.page.locator("#context pre.text").all_inner_texts()
    expected = [m["content"] for m in sent if isinstance(m.get("content"), str)]
    assert shown == [*expected, answer]
    assert await admin.page.locator("#context .role-system").count() == 1

    # On a phone: the conversation page fits the width (no sideways scrolling).
    phone = await admin_for(browser, rig, shots, width=390, height=844)
    await phone.login()
    await phone.open("/c/g:1000")
    assert await phone.page.evaluate("document.documentElement.scrollWidth") <= 390
    await phone.shot("conversation-phone")
    await phone.open("/conversations")
    await phone.shot("conversations-phone")
    phone.clean()

    # Bad ids and scopes: a clear page, never a traceback.
    for path, status, words in [("/c/g:abc", 400, "无效的会话"), ("/c/x:1", 400, "无效的会话"),
                                ("/memories?scope=g:1;drop", 400, "无效的记忆范围"),
                                ("/audit?page=-1", 400, "无效的页码"),
                                ("/nothing/here", 404, "没有这个页面")]:
        await admin.open(path, status=status)
        assert words in await admin.page.inner_text("main"), path
    # Chromium reports each error status of a page as a console error; nothing else.
    assert all("the server responded with a status of 4" in c for c in admin.console)
    assert len(admin.console) == 5


@pytest.fixture
async def db_url() -> AsyncIterator[str]:
    async with fresh_database() as url:
        yield url


async def test_the_panel_on_postgres_lists_stored_conversations_and_logs_actions(
    db_url: str, make_rig: MakeRig, browser: Any, shots: Path,
) -> None:
    # db_url before make_rig: the bot stops before its database is dropped.
    rig = await panel_rig(make_rig, AICHAT_DATABASE_URL=db_url)
    await rig.bot.wait_log("history backend postgres")
    for text in ["第一个问题", "第二个问题"]:
        await rig.side.group_message(1000, 2001, text, at_bot=True)
        # The answer echoes the question; a "still replying" notice may come first.
        while text not in (await rig.side.next_reply()).text:
            pass
    # After a restart nothing is in memory: the list is what the server holds.
    await rig.stop_and_restart()
    admin = await admin_for(browser, rig, shots)
    await admin.login()
    assert admin.page.url == admin.base + "/", await admin.page.inner_text("main")
    await admin.open("/conversations")
    row = admin.page.locator('[id="row-g:1000"]')
    assert await row.locator(".name").inner_text() == XSS_GROUP
    assert await row.locator("td").nth(3).inner_text() == "4"  # two turns
    await admin.open("/c/g:1000")
    await admin.submit("#do-new")
    assert "已开始新对话" in await admin.page.inner_text(".flash")
    await admin.open("/c/g:1000/archive")
    archived = await admin.page.locator("#archive pre.text").all_inner_texts()
    assert any("第一个问题" in t for t in archived) and any("第二个问题" in t for t in archived)
    await admin.open("/audit")
    audit = await admin.page.inner_text("main")
    assert "login" in audit and "conversation.new" in audit
    admin.clean()


async def test_wrong_password_lockout_and_the_one_time_link(
    make_rig: MakeRig, browser: Any, shots: Path,
) -> None:
    rig = await panel_rig(make_rig)
    admin = await admin_for(browser, rig, shots)
    for attempt in range(5):
        await admin.login(f"wrong-guess-{attempt}")
        assert "密码不正确" in await admin.page.inner_text(".error")
    # The sixth try is refused even with the right password.
    await admin.login(PASSWORD)
    assert "已暂时锁定" in await admin.page.inner_text(".error")
    await admin.shot("login-locked")
    log = rig.bot.log_text()
    assert "panel: failed login from 127.0.0.1 (5 in 10 minutes)" in log
    assert "wrong-guess" not in log and PASSWORD not in log
    await admin.open("/", status=200)
    assert admin.page.url.startswith(admin.base + "/login")

    # /panel: only in a private chat, only for the superuser; the link works once.
    await rig.side.group_message(1000, int(SUPERUSER), "/panel")
    assert "请私聊" in (await rig.side.next_reply()).text
    await rig.side.private_message(2001, "/panel")
    assert "没有权限" in (await rig.side.next_reply()).text
    await rig.side.private_message(int(SUPERUSER), "/panel")
    reply = (await rig.side.next_reply()).text
    found = re.search(r"http://\S+/admin/link/\S+", reply)
    assert found, reply
    link = found.group(0)
    assert link.split("/admin/link/")[1] not in rig.bot.log_text()
    await admin.page.goto(link)
    # Opening the link (as a chat app's preview does) does not use it up.
    await admin.page.goto(link)
    await admin.shot("link")
    await admin.submit("#use-link")
    assert admin.page.url == admin.base + "/"
    assert "OneBot 连接" in await admin.page.inner_text("main")
    await admin.open("/audit")
    audit = await admin.page.inner_text("#audit")
    assert f"QQ {SUPERUSER}" in audit and "login.failed" in audit
    # Second use: refused.
    other = await admin_for(browser, rig, shots)
    await other.page.goto(link)
    assert "登录链接无效" in await other.page.inner_text("main")
    admin.clean(error_statuses=True)


async def test_ai_switch_memory_edit_and_settings_reach_the_bot(
    make_rig: MakeRig, browser: Any, shots: Path,
) -> None:
    provider = FakeProvider(api_key=API_KEY, handler=memory_script)
    await provider.start()
    rig = await panel_rig(make_rig, provider)
    side = rig.side
    await side.group_message(1000, 2001, "请记住我喜欢手冲咖啡", at_bot=True)
    assert "已保存" in (await side.next_reply()).text
    admin = await admin_for(browser, rig, shots)
    await admin.login()

    # Switch the AI off in the group from the conversation list: the bot stops answering.
    await admin.open("/conversations")
    await admin.submit('[id="row-g:1000"] button')
    assert "g:1000 的 AI 对话已关闭" in await admin.page.inner_text(".flash")
    calls = provider.received
    await side.group_message(1000, 2001, "有人吗", at_bot=True)
    await side.group_message(1000, 2001, "/ai status", role="admin")
    assert "关闭" in (await side.next_reply()).text
    assert provider.received == calls
    await admin.open("/c/g:1000")
    await admin.submit("#do-ai")
    await side.group_message(1000, 2001, "现在呢", at_bot=True)
    await side.next_reply()
    assert provider.received == calls + 1

    # Edit the memory: the model's next memory_search finds the new text.
    await admin.open("/memories?scope=g:1000")
    assert "小明喜欢喝手冲咖啡" in await admin.page.inner_text("#memory-1")
    await admin.page.click("#memory-1 summary")
    await admin.page.fill("#memory-1 textarea", "小明现在改喝冷萃咖啡了")
    await admin.submit("#memory-1 details button")
    assert "已修改 #1" in await admin.page.inner_text(".flash")
    await side.group_message(1000, 2002, "查一下咖啡", at_bot=True)
    found = (await side.next_reply()).text
    assert "冷萃" in found and "手冲" not in found

    # A setting: an invalid value is refused next to its field and changes nothing; a
    # valid one is used by the next model request.
    await admin.open("/settings")
    await admin.page.fill('[id="aichat_high_water"] input[name=value]', "1.7")
    await admin.submit('[id="aichat_high_water"] button')
    assert "不能大于 1" in await admin.page.inner_text('[id="aichat_high_water"] .error')
    await admin.shot("settings-invalid")
    await admin.page.fill('[id="aichat_model"] input[name=value]', "better-model")
    await admin.submit('[id="aichat_model"] button')
    assert "已设置 model = better-model，已立即生效" in await admin.page.inner_text(".flash")
    assert "面板/命令覆盖" in await admin.page.inner_text('[id="aichat_model"]')
    await side.private_message(int(SUPERUSER), "你好")
    await side.next_reply()
    assert provider.requests[-1].model == "better-model"
    # A secret is write-only: set from the panel, never shown, not in the audit log.
    await admin.open("/settings")
    field_value = await admin.page.get_attribute('[id="aichat_ocr_api_key"] input[name=value]',
                                                 "value")
    assert field_value == ""
    await admin.page.fill('[id="aichat_ocr_api_key"] input[name=value]', "sk-ocr-secret-1234")
    await admin.submit('[id="aichat_ocr_api_key"] button')
    assert "sk-ocr-secret-1234" not in await admin.html()
    # The same from QQ: the command is in the same audit log, marked as QQ's, without its
    # value (today's only trace of a `/set` from QQ).
    await side.private_message(int(SUPERUSER), "/set embedding_api_key sk-embed-from-qq-5678")
    assert (await side.next_reply()).text == (
        "已设置 embedding_api_key = 已设置（已隐藏），重启后生效（/restart）。")
    await admin.open("/audit")
    audit = await admin.html()
    assert "sk-ocr-secret-1234" not in audit and "ocr_api_key（机密，值不记录）" in audit
    assert "model：fake-model → better-model" in audit
    assert "sk-embed-from-qq-5678" not in audit
    from_qq = admin.page.locator("#audit tr.front-qq")
    assert await from_qq.count() == 1
    assert [await from_qq.locator("td").nth(n).inner_text() for n in range(1, 6)] == [
        f"QQ {SUPERUSER}", "QQ", f"f:{SUPERUSER}", "setting.set",
        "embedding_api_key（机密，值不记录）"]
    assert await admin.page.locator("#audit tr.front-panel").count() >= 3
    await admin.open("/settings")
    await admin.submit('[id="aichat_model"] button.link')
    assert "已恢复 model" in await admin.page.inner_text(".flash")
    assert "sk-ocr-secret-1234" not in rig.bot.log_text()
    assert "sk-embed-from-qq-5678" not in rig.bot.log_text()
    admin.clean(error_statuses=True)  # the refused value answered 400


async def test_compact_then_restore_and_csrf(
    make_rig: MakeRig, browser: Any, shots: Path,
) -> None:
    rig = await panel_rig(make_rig)
    side = rig.side
    for text in ["第一个问题", "第二个问题", "第三个问题"]:
        await side.group_message(1000, 2001, text, at_bot=True)
        await side.next_reply()
    admin = await admin_for(browser, rig, shots)
    await admin.login()
    await admin.open("/c/g:1000")
    before = await admin.page.locator("#context pre.text").all_inner_texts()
    assert any("第一个问题" in t for t in before)

    await admin.submit("#do-compact")
    assert "已压缩（摘要压缩）" in await admin.page.inner_text(".flash")
    assert await admin.page.locator("#context .kind-summary").count() == 1
    compacted = await admin.page.locator("#context pre.text").all_inner_texts()
    assert len(compacted) < len(before)
    assert await admin.page.locator("#compactions tbody tr").count() == 1
    await admin.shot("conversation-compacted")
    await admin.submit("#archive-link")
    archived = await admin.page.locator("#archive pre.text").all_inner_texts()
    assert any("第一个问题" in t for t in archived)
    await admin.shot("archive")
    await admin.open("/c/g:1000")

    await admin.submit("#do-restore")
    assert "已恢复到上次压缩/清空之前" in await admin.page.inner_text(".flash")
    after = await admin.page.locator("#context pre.text").all_inner_texts()
    assert after == before

    # Without the CSRF token (or from another origin) nothing changes.
    url = admin.base + "/c/g:1000/new"
    refused = await admin.page.request.post(url, form={"x": "1"}, max_redirects=0)
    assert refused.status == 403 and "CSRF" in await refused.text()
    token = await admin.page.get_attribute("#do-new >> xpath=.. >> input[name=csrf]", "value")
    foreign = await admin.page.request.post(url, form={"csrf": token},
                                            headers={"Origin": "http://evil.example"},
                                            max_redirects=0)
    assert foreign.status == 403
    anonymous = await (await browser.new_context()).request.post(url, form={"csrf": token},
                                                                 max_redirects=0)
    assert anonymous.status == 403
    await admin.open("/c/g:1000")
    assert await admin.page.locator("#context pre.text").all_inner_texts() == before
    # With it, the same request goes through.
    await admin.submit("#do-new")
    assert "已开始新对话" in await admin.page.inner_text(".flash")
    assert await admin.page.locator("#context .msg").count() == 1  # the system prompt
    admin.clean()


PRICES = '{"fake-model": {"input": 2, "cached_input": 0.5, "output": 8}}'


def figure(text: str) -> int:
    return int(text.replace(",", ""))


def priced(reported: list[dict[str, Any]]) -> str:
    """The cost of these provider reports at PRICES, as the panel shows it."""
    total = 0.0
    for u in reported:
        cached = u["prompt_tokens_details"]["cached_tokens"]
        total += (u["prompt_tokens"] - cached) * 2 + cached * 0.5 + u["completion_tokens"] * 8
    return f"¥{total / 1e6:,.4f}"


def hit_rate(reported: list[dict[str, Any]]) -> str:
    cached = sum(u["prompt_tokens_details"]["cached_tokens"] for u in reported)
    return f"{round(cached / sum(u['prompt_tokens'] for u in reported) * 100, 1):.1f}%"


async def test_usage_page_and_overview_show_what_the_provider_reported(
    make_rig: MakeRig, browser: Any, shots: Path,
) -> None:
    provider = FakeProvider(api_key=API_KEY, cache="openai")
    await provider.start()
    rig = await panel_rig(make_rig, provider, AICHAT_PRICES=PRICES)
    side = rig.side
    for text in ["第一个问题", "第二个问题", "第三个问题"]:
        await side.group_message(1000, 2001, text, at_bot=True)
        await side.next_reply()
    await side.private_message(int(SUPERUSER), "私聊一下")
    await side.next_reply()
    admin = await admin_for(browser, rig, shots)
    await admin.login()
    await admin.open("/c/g:1000")
    await admin.submit("#do-compact")  # one call to the compressor, for the group
    assert "已压缩（摘要压缩）" in await admin.page.inner_text(".flash")
    reported = provider.reported
    assert len(reported) == 5
    group = [*reported[:3], reported[4]]
    tokens = sum(u["prompt_tokens"] + u["completion_tokens"] for u in reported)
    cached = sum(u["prompt_tokens_details"]["cached_tokens"] for u in reported)
    assert cached > 0  # the group's history was served from the provider's cache

    page = admin.page
    await admin.open("/")
    assert figure(await page.inner_text("#today-messages .figure")) == 4
    assert figure(await page.inner_text("#today-calls")) == 5
    assert figure(await page.inner_text("#today-tokens")) == tokens
    assert figure(await page.inner_text("#today-compressions")) == 1
    assert await page.inner_text("#today-hit") == hit_rate(reported)
    assert await page.inner_text("#today-cost") == priced(reported)
    await admin.shot("overview")  # the README's: replaces the unpriced one taken earlier

    await admin.open("/usage")
    await page.wait_for_load_state("networkidle")
    today = page.locator("#usage-periods tbody tr").first
    assert [figure(await today.locator(f".{c}").inner_text())
            for c in ("calls", "tokens", "cached", "compressions")] == [5, tokens, cached, 1]
    assert await today.locator(".hit").inner_text() == hit_rate(reported)
    assert await today.locator(".cost").inner_text() == priced(reported)
    rows = page.locator("#usage-conversations tbody tr")
    assert await rows.count() == 2
    first = rows.first  # the most tokens first: the group, with its compression
    assert await first.locator("a").inner_text() == "g:1000"
    assert figure(await first.locator(".calls").inner_text()) == 4
    assert figure(await first.locator(".tokens").inner_text()) == sum(
        u["prompt_tokens"] + u["completion_tokens"] for u in group)
    assert await first.locator(".cost").inner_text() == priced(group)
    model = page.locator("#usage-models tbody tr")
    assert await model.count() == 1 and await model.locator(".model").inner_text() == "fake-model"
    assert figure(await model.locator(".tokens").inner_text()) == tokens
    purposes = {await r.locator(".purpose").inner_text(): figure(await r.locator(".calls")
                                                                 .inner_text())
                for r in await page.locator("#usage-purposes tbody tr").all()}
    assert purposes == {"对话": 4, "压缩摘要": 1}
    assert await page.locator("#usage-days tbody tr").count() == 1
    # The charts draw the same figures: today is the last bar of the daily charts.
    drawn = await page.evaluate("""() => ["chart-days", "chart-calls", "chart-conversations",
        "chart-models"].map(id => Chart.getChart(id).data.datasets.map(d => d.data))""")
    days, calls, conversations, models = drawn
    fresh = sum(u["prompt_tokens"] for u in reported) - cached
    completion = sum(u["completion_tokens"] for u in reported)
    assert [d[-1] for d in days[:3]] == [fresh, cached, completion]
    assert f"{days[3][-1]:.1f}%" == hit_rate(reported)
    assert [d[-1] for d in calls[:2]] == [5, 1] and f"¥{calls[2][-1]:,.4f}" == priced(reported)
    assert conversations == [[sum(u["prompt_tokens"] + u["completion_tokens"] for u in group),
                              sum(u["prompt_tokens"] + u["completion_tokens"]
                                  for u in reported[3:4])]]
    assert models == [[tokens]]
    await admin.shot("usage")
    admin.clean()


async def test_password_change_and_restart(make_rig: MakeRig, browser: Any, shots: Path) -> None:
    rig = await panel_rig(make_rig)
    admin = await admin_for(browser, rig, shots)
    await admin.login()
    second = await admin_for(browser, rig, shots)
    await second.login()

    await admin.open("/password")
    await admin.page.fill("#current", PASSWORD)
    await admin.page.fill("#new", "short")
    await admin.page.fill("#repeat", "short")
    await admin.page.eval_on_selector_all("input[minlength]", "e => e.forEach(i => "
                                          "i.removeAttribute('minlength'))")
    await admin.submit("#change-password")
    assert "至少 8 个字符" in await admin.page.inner_text(".error")
    await admin.page.fill("#current", PASSWORD)
    await admin.page.fill("#new", "a-new-password")
    await admin.page.fill("#repeat", "a-new-password")
    await admin.submit("#change-password")
    assert "密码已修改" in await admin.page.inner_text("main")
    # Every session ended, the other browser's too.
    await second.open("/")
    assert second.page.url.startswith(second.base + "/login")
    await admin.login(PASSWORD)
    assert "密码不正确" in await admin.page.inner_text(".error")
    await admin.login("a-new-password")
    assert admin.page.url == admin.base + "/"
    assert "修改后所有已登录的设备都会退出" not in await admin.html()

    # Restart behind a confirmation; the session and the new password survive it.
    mark = rig.bot.mark()
    await admin.open("/restart")
    await admin.page.check("input[name=confirm]")
    await admin.submit("button.danger")
    assert "正在重启" in await admin.page.inner_text("main")
    await rig.bot.wait_log("Uvicorn running on", after=mark, timeout=60)
    await rig.side.reconnect()
    await admin.open("/audit")
    audit = await admin.page.inner_text("#audit")
    assert "restart" in audit and "password.change" in audit
    admin.clean(error_statuses=True)  # the refused short and old passwords


async def test_password_from_the_command_line(make_rig: MakeRig, browser: Any,
                                              shots: Path) -> None:
    rig = await panel_rig(make_rig)
    admin = await admin_for(browser, rig, shots)
    await admin.login()

    async def passwd(new: str) -> tuple[int, str]:
        # The data directory as the bot finds it: from the environment (or `.env`).
        proc = await asyncio.create_subprocess_exec(
            sys.executable, str(BOT_SCRIPT), "--set-panel-password", cwd=str(REPO_ROOT),
            env=bot_env({"AICHAT_DATA_DIR": str(rig.data_dir), "LOG_LEVEL": "WARNING"}),
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
        out, _ = await proc.communicate(f"{new}\n".encode())
        return proc.returncode or 0, out.decode()

    code, out = await passwd("short")
    assert code == 2 and "至少 8 个字符" in out
    code, out = await passwd("from-the-shell-1")
    assert code == 0 and "面板密码已修改" in out and "from-the-shell-1" not in out
    # The running bot: the old session is gone, the new password works at once.
    await admin.open("/")
    assert admin.page.url.startswith(admin.base + "/login")
    await admin.login("from-the-shell-1")
    assert admin.page.url == admin.base + "/"
    await admin.open("/audit")
    assert "命令行" in await admin.page.inner_text("#audit")
    admin.clean()


async def test_password_from_the_command_line_on_the_database_of_dotenv(
    db_url: str, make_rig: MakeRig, browser: Any, shots: Path, tmp_path: Path,
) -> None:
    # An operator's folder whose `.env` names the PostgreSQL database; the environment
    # does not. A SQLite file from before the move is still in the data directory: the
    # password must change where the running bot checks it, not in that file.
    deploy = deployment(tmp_path / "deploy", f"AICHAT_DATABASE_URL={db_url}\n")
    rig = await panel_rig(make_rig, deploy=deploy)
    await rig.bot.wait_log("history backend postgres")
    rig.data_dir.mkdir(parents=True, exist_ok=True)
    (rig.data_dir / "mnemo.db").touch()
    admin = await admin_for(browser, rig, shots)
    await admin.login()

    env = {k: v for k, v in rig.env.items() if k != "PORT"} | {"LOG_LEVEL": "WARNING"}
    assert "AICHAT_DATABASE_URL" not in env
    proc = await asyncio.create_subprocess_exec(
        sys.executable, str(deploy / "bot.py"), "--set-panel-password", cwd=str(deploy),
        env=bot_env(env), stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT)
    out, _ = await proc.communicate(b"set-from-dotenv-1\n")
    assert proc.returncode == 0 and "面板密码已修改" in out.decode(), out.decode()
    assert (rig.data_dir / "mnemo.db").stat().st_size == 0  # the old file untouched

    # The running bot checks the new password at once; the old one and its session are gone.
    await admin.open("/")
    assert admin.page.url.startswith(admin.base + "/login")
    await admin.login(PASSWORD)
    assert "密码不正确" in await admin.page.inner_text(".error")
    await admin.login("set-from-dotenv-1")
    assert admin.page.url == admin.base + "/"
    await admin.open("/audit")
    row = admin.page.locator("#audit tr.front-cli")
    assert await row.locator("td").nth(1).inner_text() == "命令行"
    assert await row.locator("td").nth(4).inner_text() == "password.change"
    admin.clean(error_statuses=True)  # the refused old password


async def test_initial_password_is_shown_once_and_an_open_bind_is_told(
    make_rig: MakeRig, browser: Any, shots: Path,
) -> None:
    rig = await make_rig(AICHAT_WEB_ENABLED="true", HOST="0.0.0.0")
    log = rig.bot.log_text()
    assert "panel: the web panel is reachable from the network: HOST is 0.0.0.0" in log
    found = re.search(r"panel: initial password: (\S+)", log)
    assert found, log
    initial = found.group(1)
    admin = await admin_for(browser, rig, shots)
    await admin.login(initial)
    assert admin.page.url == admin.base + "/"
    mark = rig.bot.mark()
    await rig.stop_and_restart()
    assert "initial password" not in rig.bot.log_text(after=mark)
    await admin.open("/")
    assert admin.page.url == admin.base + "/"  # the session survived the restart
    admin.clean()
