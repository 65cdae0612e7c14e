"""The panel's credentials on their own: hashes, the rate limit, one-time links, sessions.

Pure modules, but they live in the plugin package, which imports NoneBot: hence here.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from mnemo.store import PanelStore, panel_store
from tests.postgres import open_database

pytestmark = pytest.mark.skipif(
    "not config.pluginmanager.has_plugin('nonebug')",
    reason="importing the plugin package needs NoneBot initialised by nonebug",
)


def test_hash_is_salted_scrypt_and_checks_in_constant_time() -> None:
    from mnemo_panel.auth import hash_password, verify_password

    first, second = hash_password("hunter2-hunter2"), hash_password("hunter2-hunter2")
    assert first != second and first.startswith("scrypt$16384$8$1$")
    assert "hunter2" not in first
    assert verify_password("hunter2-hunter2", first)
    assert not verify_password("hunter2-hunter3", first)
    for broken in ("", "scrypt$", "md5$1$1$1$AA==$AA==", first.replace("scrypt", "sha1"),
                   first[:-4] + "!!!!"):
        assert not verify_password("hunter2-hunter2", broken)


def test_rate_limit_per_address_and_overall() -> None:
    from mnemo_panel.auth import RateLimiter

    now = [0.0]
    limiter = RateLimiter(per_ip=5, total=8, window=600, clock=lambda: now[0])
    for _ in range(5):
        assert limiter.retry_after("1.1.1.1") is None
        limiter.failed("1.1.1.1")
    assert limiter.retry_after("1.1.1.1") == pytest.approx(600)
    assert limiter.retry_after("2.2.2.2") is None  # another address may still try
    for _ in range(3):
        limiter.failed("2.2.2.2")
    # Eight failures in all: nobody may try, whatever the address.
    assert limiter.retry_after("3.3.3.3") is not None
    now[0] = 601
    assert limiter.retry_after("1.1.1.1") is None and limiter.retry_after("3.3.3.3") is None
    limiter.failed("4.4.4.4")
    limiter.succeeded("4.4.4.4")
    assert limiter.failed("4.4.4.4") == 1


def test_login_links_expire_and_work_once() -> None:
    from mnemo_panel.auth import LoginLinks

    now = [0.0]
    links = LoginLinks(ttl=300, clock=lambda: now[0])
    token = links.issue("999")
    assert links.valid(token) and links.valid(token)  # looking does not use it up
    grant = links.redeem(token)
    assert grant is not None and grant.user == "999"
    assert links.redeem(token) is None and not links.valid(token)
    late = links.issue("999")
    now[0] = 301
    assert not links.valid(late) and links.redeem(late) is None
    assert links.redeem("not-a-token") is None


@pytest.fixture(params=["sqlite", "postgres"])
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[PanelStore]:
    async with open_database(request.param, tmp_path / "s.db") as db:
        yield panel_store(db)


async def test_sessions_expire_when_idle_and_end_with_the_password(store: PanelStore) -> None:
    from mnemo_panel.sessions import Password, Sessions

    now = [1000.0]
    sessions = Sessions(store, clock=lambda: now[0], idle=1800, max_age=86400)
    token, session = await sessions.create("密码登录", "127.0.0.1")
    assert token not in str(await store.sessions())  # only its hash is stored
    assert (await sessions.get(token)) is not None
    assert await sessions.get("forged") is None and await sessions.get(None) is None
    assert Sessions.csrf_ok(session, session.csrf) and not Sessions.csrf_ok(session, "")
    now[0] += 1700
    assert await sessions.get(token) is not None  # used: the idle clock starts again
    now[0] += 1700
    assert await sessions.get(token) is not None
    now[0] += 1801
    assert await sessions.get(token) is None
    token, _ = await sessions.create("QQ 999", "127.0.0.1")
    await Password(store).change("a-new-password")
    assert await sessions.get(token) is None


async def test_password_from_env_first_start_and_panel_change(store: PanelStore) -> None:
    from mnemo_panel.sessions import Password

    password = Password(store)
    generated = await password.ensure("")
    assert generated and await password.check(generated)
    assert await password.ensure("") is None  # shown once only
    # AICHAT_WEB_PASSWORD takes over when it is set or changed...
    assert await password.ensure("from-the-env-1") is None
    assert await password.check("from-the-env-1") and not await password.check(generated)
    # ...while a change in the panel survives a restart with the same .env.
    await password.change("from-the-panel")
    await password.ensure("from-the-env-1")
    assert await password.check("from-the-panel")
    await password.ensure("from-the-env-2")
    assert await password.check("from-the-env-2")
