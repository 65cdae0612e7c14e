"""The panel under attack: each attack played end to end against the real bot process.

Plain HTTP (aiohttp, and a raw socket where framing matters) against the bot's own
server, as an attacker would send it; QQ through the fake OneBot side; the model
provider a real HTTP server. Each test is one attack of the panel's threat list (the
README's "网页管理面板" section says what is promised) and failed before it was mended.
"""

from __future__ import annotations

import asyncio
import re
import unicodedata
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import aiohttp
import pytest
from yarl import URL

from tests.e2e.conftest import API_KEY, SUPERUSER, MakeRig, Rig
from tests.fakes.provider import FakeProvider, Reply
from tests.postgres import fresh_database

PASSWORD = "correct-horse-battery"
_CSRF = re.compile(r'name="csrf" value="([^"]+)"')
_LINK = re.compile(r"http://\S+/admin/link/\S+")


async def panel_rig(make_rig: MakeRig, provider: FakeProvider | None = None,
                    **settings: str) -> Rig:
    settings.setdefault("AICHAT_WEB_PASSWORD", PASSWORD)
    return await make_rig(provider, AICHAT_WEB_ENABLED="true", **settings)


@dataclass
class Client:
    """One browser's worth of cookies on one bot's panel, from one local address."""

    port: int
    source: str = "127.0.0.1"
    session: aiohttp.ClientSession = field(init=False)

    def __post_init__(self) -> None:
        connector = aiohttp.TCPConnector(local_addr=(self.source, 0), force_close=True)
        self.session = aiohttp.ClientSession(
            connector=connector, cookie_jar=aiohttp.CookieJar(unsafe=True))

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def url(self, path: str) -> str:
        return f"{self.origin}/admin{path}"

    async def get(self, path: str, **kw: Any) -> tuple[int, str, Any]:
        async with self.session.get(self.url(path), allow_redirects=False, **kw) as r:
            return r.status, await r.text(), r.headers

    async def csrf(self, path: str) -> str:
        status, html, _ = await self.get(path)
        assert status == 200, (path, status, html[:300])
        found = _CSRF.search(html)
        assert found, html[:300]
        return found.group(1)

    async def post(self, path: str, form: dict[str, str], *, origin: str | None = None,
                   headers: dict[str, str] | None = None) -> tuple[int, str, Any]:
        sent = {"Origin": origin if origin is not None else self.origin, **(headers or {})}
        async with self.session.post(self.url(path), data=form, headers=sent,
                                     allow_redirects=False) as r:
            return r.status, await r.text(), r.headers

    async def try_password(self, password: str, token: str, **kw: Any) -> int:
        status, _, _ = await self.post("/login", {"csrf": token, "password": password,
                                                  "next": "/admin/"}, **kw)
        return status

    async def login(self, password: str = PASSWORD) -> None:
        status = await self.try_password(password, await self.csrf("/login"))
        assert status == 303, status

    async def action(self, path: str, form: dict[str, str] | None = None,
                     page: str = "/") -> tuple[int, str, Any]:
        return await self.post(path, {"csrf": await self.csrf(page), **(form or {})})

    async def change_password(self, current: str, new: str) -> None:
        status, _, headers = await self.action(
            "/password", {"current": current, "new": new, "repeat": new}, "/password")
        assert status == 303 and "changed=1" in headers["location"], status

    async def logged_in(self) -> bool:
        status, _, _ = await self.get("/settings")
        return status == 200

    async def close(self) -> None:
        await self.session.close()


@pytest.fixture
async def clients() -> AsyncIterator[list[Client]]:
    made: list[Client] = []
    yield made
    for client in made:
        await client.close()


def client_for(clients: list[Client], rig: Rig, source: str = "127.0.0.1") -> Client:
    client = Client(rig.bot.port, source)
    clients.append(client)
    return client


async def qq_link(rig: Rig) -> str:
    await rig.side.private_message(int(SUPERUSER), "/panel")
    reply = (await rig.side.next_reply()).text
    found = _LINK.search(reply)
    assert found, reply
    return found.group(0)


async def use_link(client: Client, link: str) -> int:
    path = link.split("/admin", 1)[1]
    status, html, _ = await client.get(path)
    if status != 200:
        return status
    token = _CSRF.search(html)
    assert token
    status, _, _ = await client.post(path, {"csrf": token.group(1)})
    return status


# -- 1. guesses sent at once -------------------------------------------------------------


async def test_guesses_sent_at_once_are_counted_before_any_is_checked(
        make_rig: MakeRig, clients: list[Client]) -> None:
    rig = await panel_rig(make_rig)
    guesser = client_for(clients, rig)
    token = await guesser.csrf("/login")
    checked = 0
    for burst in range(10):  # 10 at once, again and again, until none is checked
        statuses = await asyncio.gather(*(guesser.try_password(f"wrong-{burst}-{i}", token)
                                          for i in range(10)))
        assert set(statuses) <= {401, 429}
        checked += statuses.count(401)
        assert checked <= 5, statuses  # never more checks than the limit
        if 401 not in statuses:
            break
    # The address is locked: the right password is refused too.
    status, html, _ = await guesser.post("/login", {"csrf": token, "password": PASSWORD})
    assert status == 429 and "已暂时锁定" in html
    await rig.bot.wait_log("panel: failed login from 127.0.0.1 (5 in 10 minutes)")
    await rig.bot.wait_log("panel: login from 127.0.0.1 refused: too many failed attempts")
    assert rig.bot.log_text().count("panel: failed login from 127.0.0.1") == checked == 5

    # Over all addresses (one guess each from 25 local addresses at once): at most 20.
    rotating = [client_for(clients, rig, f"127.0.0.{10 + i}") for i in range(25)]
    tokens = [await c.csrf("/login") for c in rotating]
    statuses = await asyncio.gather(*(c.try_password(f"rotated-{i}", t) for i, (c, t)
                                      in enumerate(zip(rotating, tokens, strict=True))))
    assert statuses.count(401) <= 20 - checked, statuses
    fresh = client_for(clients, rig, "127.0.0.99")
    assert await fresh.try_password(PASSWORD, await fresh.csrf("/login")) == 429


# -- 2. a chunked body -------------------------------------------------------------------


@pytest.mark.parametrize("path", ["/admin/login", "/admin/settings/set"])
async def test_a_chunked_body_is_cut_off_at_the_limit_before_login(
        make_rig: MakeRig, path: str) -> None:
    rig = await panel_rig(make_rig)
    reader, writer = await asyncio.open_connection("127.0.0.1", rig.bot.port)
    writer.write(f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{rig.bot.port}\r\n"
                 "Content-Type: application/x-www-form-urlencoded\r\n"
                 "Transfer-Encoding: chunked\r\n\r\n".encode())
    chunk = b"a" * (1 << 20)
    chunks = 32  # 128 times the limit
    answered = asyncio.ensure_future(reader.readline())
    sent = 0
    try:
        while sent < chunks and not answered.done():
            writer.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
            await writer.drain()
            sent += 1
    except (ConnectionResetError, BrokenPipeError):
        pass  # the server stopped reading and closed: what is wanted
    status_line = await answered
    writer.close()
    assert b" 413 " in status_line, status_line
    # Answered long before the 32 MiB were through: the server did not read them.
    assert sent < chunks
    await rig.bot.wait_log("panel: refused a request body over 262144 bytes")


# -- 3. a request in flight across a password change or a logout ---------------------------


async def test_a_session_with_a_request_in_flight_ends_with_the_password(
        make_rig: MakeRig, clients: list[Client]) -> None:
    provider = FakeProvider(api_key=API_KEY)
    await provider.start()
    rig = await panel_rig(make_rig, provider)
    for text in ["第一个问题", "第二个问题", "第三个问题"]:
        await rig.side.group_message(1000, 2001, text, at_bot=True)
        await rig.side.next_reply()
    slow, admin = client_for(clients, rig), client_for(clients, rig)
    await slow.login()
    await admin.login()

    async def held_compact(client: Client) -> tuple[asyncio.Future[Any], asyncio.Event]:
        hold = asyncio.Event()
        provider.queue(Reply.text("摘要：三个问题。", wait=hold))
        seen = provider.received
        token = await client.csrf("/c/g:1000")
        task = asyncio.ensure_future(client.post("/c/g:1000/compact", {"csrf": token}))
        await provider.wait_requests(seen + 1)  # the summariser holds the action
        return task, hold

    task, hold = await held_compact(slow)
    await admin.change_password(PASSWORD, "a-second-password")
    hold.set()
    assert (await task)[0] == 303  # the action itself went through
    assert not await slow.logged_in()
    assert (await slow.get("/"))[0] == 303

    # The same with a logout while the action is in flight; `twin` keeps the cookie the
    # logout's answer deletes from the browser.
    for text in ["第四个问题", "第五个问题", "第六个问题"]:
        await rig.side.group_message(1000, 2001, text, at_bot=True)
        await rig.side.next_reply()
    await slow.login("a-second-password")
    twin = client_for(clients, rig)
    twin.session.cookie_jar.update_cookies(
        {c.key: c.value for c in slow.session.cookie_jar}, URL(slow.origin + "/admin/"))
    assert await twin.logged_in()
    task, hold = await held_compact(slow)
    status, _, _ = await slow.action("/logout")
    assert status == 303
    hold.set()
    assert (await task)[0] == 303
    assert not await twin.logged_in()


# -- 4. the key follows a new base URL ------------------------------------------------------


async def test_a_new_provider_address_does_not_get_the_old_key(
        make_rig: MakeRig, clients: list[Client]) -> None:
    attacker = FakeProvider(api_key="attacker-own-key")
    await attacker.start()
    try:
        rig = await panel_rig(make_rig)
        # From QQ: a new address alone clears the key, and says so; back to .env's
        # address, .env's key (which belongs to it) applies again.
        await rig.side.private_message(int(SUPERUSER), f"/set base_url {attacker.base_url}")
        assert "api_key 已清除" in (await rig.side.next_reply()).text
        await rig.side.private_message(int(SUPERUSER), "/unset base_url")
        await rig.side.next_reply()
        await rig.side.private_message(int(SUPERUSER), "/get api_key")
        assert "已设置" in (await rig.side.next_reply()).text
        # Address and key in one command: nothing cleared, the key never in the log.
        await rig.side.private_message(int(SUPERUSER),
                                       f"/set base_url {attacker.base_url} qq-entered-key-9")
        assert "已清除" not in (await rig.side.next_reply()).text
        await rig.side.private_message(int(SUPERUSER), "/unset base_url")
        await rig.side.next_reply()
        await rig.bot.wait_log("setting aichat_base_url changed by")
        assert "qq-entered-key-9" not in rig.bot.log_text()

        admin = client_for(clients, rig)
        await admin.login()
        html = (await admin.get("/settings"))[1]
        assert "不填则原 Key 被清除" in html  # the form says so
        status, _, _ = await admin.action("/settings/set", {
            "name": "aichat_base_url", "value": attacker.base_url}, "/settings")
        assert status == 303
        assert "api_key 已清除" in (await admin.get("/settings"))[1]
        await rig.stop_and_restart()
        await rig.side.group_message(1000, 2001, "你好", at_bot=True)
        await rig.side.next_reply()
        assert all(API_KEY not in (a or "") for a in attacker.authorizations)

        # With the key entered in the same change, the new address gets that key.
        await admin.login()
        status, _, _ = await admin.action("/settings/set", {
            "name": "aichat_base_url", "value": attacker.base_url,
            "key": "attacker-own-key"}, "/settings")
        assert status == 303
        await rig.stop_and_restart()
        await rig.side.group_message(1000, 2001, "再问一次", at_bot=True)
        await rig.side.next_reply()
        assert attacker.authorizations[-1] == "Bearer attacker-own-key"
        assert all(API_KEY not in (a or "") for a in attacker.authorizations)
        assert "attacker-own-key" not in rig.bot.log_text()
    finally:
        await attacker.stop()


# -- 5. the link base ----------------------------------------------------------------------


async def test_the_panel_link_cannot_be_pointed_at_another_host(
        make_rig: MakeRig, clients: list[Client]) -> None:
    rig = await panel_rig(make_rig)
    admin = client_for(clients, rig)
    await admin.login()
    status, html, _ = await admin.action("/settings/set", {
        "name": "aichat_web_base_url", "value": "https://attacker.example"}, "/settings")
    assert status == 400 and "只能在 .env 中修改" in html
    await rig.side.private_message(int(SUPERUSER), "/set web_base_url https://attacker.example")
    assert "只能在 .env 中修改" in (await rig.side.next_reply()).text
    link = await qq_link(rig)
    assert link.startswith(f"http://127.0.0.1:{rig.bot.port}/admin/link/"), link


# -- 6. a forged X-Forwarded-For ----------------------------------------------------------


async def test_a_forged_forwarded_address_does_not_escape_the_lockout(
        make_rig: MakeRig, clients: list[Client]) -> None:
    rig = await panel_rig(make_rig)
    guesser = client_for(clients, rig)
    token = await guesser.csrf("/login")
    for i in range(5):
        assert await guesser.try_password(f"wrong-{i}", token) == 401
    for i in range(8):
        forged = {"X-Forwarded-For": f"198.51.100.{i + 1}"}
        assert await guesser.try_password(f"more-{i}", token, headers=forged) == 429
    admin = client_for(clients, rig)
    link = await qq_link(rig)
    assert await use_link(admin, link) == 303
    audit = (await admin.get("/audit"))[1]
    assert "198.51.100." not in audit and "127.0.0.1" in audit
    await rig.bot.wait_log("panel: QQ 999 from 127.0.0.1")
    assert "198.51.100." not in rig.bot.log_text()


async def test_a_trusted_proxy_names_the_client(make_rig: MakeRig,
                                                clients: list[Client]) -> None:
    rig = await panel_rig(make_rig, AICHAT_WEB_TRUSTED_PROXIES="127.0.0.1")
    guesser = client_for(clients, rig)
    token = await guesser.csrf("/login")
    forwarded = {"X-Forwarded-For": "203.0.113.7"}
    assert await guesser.try_password("wrong-one", token, headers=forwarded) == 401
    await rig.bot.wait_log("panel: failed login from 203.0.113.7")


# -- 7. links end with the password ---------------------------------------------------------


async def test_an_unused_link_ends_with_a_password_change(
        make_rig: MakeRig, clients: list[Client]) -> None:
    rig = await panel_rig(make_rig)
    link = await qq_link(rig)
    admin = client_for(clients, rig)
    await admin.login()
    await admin.change_password(PASSWORD, "a-second-password")
    visitor = client_for(clients, rig)
    assert await use_link(visitor, link) == 404
    assert not await visitor.logged_in()


# -- weak spots ---------------------------------------------------------------------------


async def test_a_short_password_from_the_env_keeps_the_panel_off(
        make_rig: MakeRig, clients: list[Client]) -> None:
    rig = await panel_rig(make_rig, AICHAT_WEB_PASSWORD="1")
    assert ("panel: AICHAT_WEB_PASSWORD is refused (shorter than 8 characters): the web "
            "panel stays off") in rig.bot.log_text()
    visitor = client_for(clients, rig)
    assert (await visitor.get("/login"))[0] == 404
    # The bot itself runs.
    await rig.side.group_message(1000, 2001, "你好", at_bot=True)
    assert (await rig.side.next_reply()).text


async def test_the_host_the_origin_and_the_bare_admin_address(
        make_rig: MakeRig, clients: list[Client]) -> None:
    rig = await panel_rig(make_rig)
    for text in ["第一个问题", "第二个问题"]:
        await rig.side.group_message(1000, 2001, text, at_bot=True)
        await rig.side.next_reply()
    admin = client_for(clients, rig)
    # Another name for 127.0.0.1 (DNS rebinding): refused before anything else.
    status, html, _ = await admin.get("/login", headers={"Host": "rebound.example"})
    assert status == 400 and "不认识的主机名" in html
    assert (await admin.get("/login", headers={"Host": f"localhost:{rig.bot.port}"}))[0] == 200
    # The bare /admin carries the panel's headers.
    async with admin.session.get(f"{admin.origin}/admin", allow_redirects=False) as r:
        assert r.status == 307
        assert "frame-ancestors 'none'" in r.headers["content-security-policy"]
        assert r.headers["x-frame-options"] == "DENY"
    await admin.login()
    # Origin: null with a valid token changes nothing.
    token = await admin.csrf("/c/g:1000")
    status, _, _ = await admin.post("/c/g:1000/new", {"csrf": token}, origin="null")
    assert status == 403
    assert "第一个问题" in (await admin.get("/c/g:1000"))[1]
    login = client_for(clients, rig)
    assert await login.try_password(PASSWORD, await login.csrf("/login"), origin="null") == 403


async def test_a_password_inside_a_url_setting_is_masked(
        make_rig: MakeRig, clients: list[Client]) -> None:
    rig = await panel_rig(make_rig)
    admin = client_for(clients, rig)
    await admin.login()
    secret_url = "https://reader:hunter2-in-url@ocr.example/v1"
    status, _, _ = await admin.action("/settings/set", {
        "name": "aichat_ocr_base_url", "value": secret_url}, "/settings")
    assert status == 303
    page = (await admin.get("/settings"))[1]
    assert "https://reader:******@ocr.example/v1" in page
    for shown in (page, (await admin.get("/audit"))[1], rig.bot.log_text()):
        assert "hunter2-in-url" not in shown
    await rig.side.private_message(int(SUPERUSER), "/get ocr_base_url")
    reply = (await rig.side.next_reply()).text
    assert "hunter2-in-url" not in reply and "reader:******@" in reply


async def test_failed_logins_are_remembered_across_a_restart(
        make_rig: MakeRig, clients: list[Client]) -> None:
    rig = await panel_rig(make_rig)
    guesser = client_for(clients, rig)
    token = await guesser.csrf("/login")
    for i in range(5):
        assert await guesser.try_password(f"wrong-{i}", token) == 401
    await rig.stop_and_restart()
    assert await guesser.try_password(PASSWORD, await guesser.csrf("/login")) == 429


async def test_a_password_typed_in_another_unicode_form_is_the_same(
        make_rig: MakeRig, clients: list[Client]) -> None:
    typed = "Café-Crème-brûlée"
    rig = await panel_rig(make_rig, AICHAT_WEB_PASSWORD=unicodedata.normalize("NFC", typed))
    admin = client_for(clients, rig)
    await admin.login(unicodedata.normalize("NFD", typed))
    assert await admin.logged_in()


# -- several processes on one PostgreSQL ----------------------------------------------------


@pytest.fixture
async def db_url() -> AsyncIterator[str]:
    async with fresh_database() as url:
        yield url


async def test_links_and_the_limit_hold_across_processes(
        db_url: str, make_rig: MakeRig, clients: list[Client]) -> None:
    first = await panel_rig(make_rig, AICHAT_DATABASE_URL=db_url)
    second = await panel_rig(make_rig, first.provider, AICHAT_DATABASE_URL=db_url,
                             self_id=10002)
    link = await qq_link(first)
    on_second = Client(second.bot.port)
    clients.append(on_second)
    assert await use_link(on_second, link.replace(str(first.bot.port),
                                                  str(second.bot.port))) == 303
    assert await on_second.logged_in()
    guesser = client_for(clients, first)
    token = await guesser.csrf("/login")
    for i in range(5):
        assert await guesser.try_password(f"wrong-{i}", token) == 401
    other = Client(second.bot.port)
    clients.append(other)
    assert await other.try_password(PASSWORD, await other.csrf("/login")) == 429
