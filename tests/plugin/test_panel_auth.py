"""The panel's credentials on their own: hashes, the rate limit, one-time links, sessions.

The limiter and the links on the real store (SQLite file and PostgreSQL), as the panel
uses them.

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


@pytest.fixture(params=["sqlite", "postgres"])
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[PanelStore]:
    async with open_database(request.param, tmp_path / "s.db") as db:
        yield panel_store(db)


async def test_sessions_expire_when_idle_and_end_with_the_password(store: PanelStore) -> None:
    from mnemo_panel.sessions import Password, Sessions

    now = [1000.0]
    sessions = Sessions(store, clock=lambda: now[0], idle=1800, max_age=86400)
    token, session = await sessions.create("密码登录", "127.0.0.1", "")
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
    token, _ = await sessions.create("QQ 999", "127.0.0.1", "")
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


async def test_rate_limit_reserves_per_address_and_overall(store: PanelStore) -> None:
    from mnemo.store.panel import AttemptRules
    from mnemo_panel.limits import Limiter

    now = [1000.0]
    limiter = Limiter(lambda: store, AttemptRules(per_ip=5, total=8, window=600),
                      clock=lambda: now[0])
    for _ in range(5):
        attempt = await limiter.reserve("1.1.1.1")
        assert attempt.id is not None
        # While a check is in flight the address gets no second one.
        assert (await limiter.reserve("1.1.1.1")).busy
        await limiter.settle(attempt, False)
    refused = await limiter.reserve("1.1.1.1")
    assert refused.id is None and refused.retry_after == pytest.approx(600)
    for _ in range(3):  # another address may still try
        attempt = await limiter.reserve("2.2.2.2")
        assert attempt.id is not None
        await limiter.settle(attempt, False)
    # Eight attempts in all: nobody may try, whatever the address.
    assert (await limiter.reserve("3.3.3.3")).id is None
    now[0] += 601  # the window has passed
    await limiter.settle(await limiter.reserve("1.1.1.1"), False)
    await limiter.settle(await limiter.reserve("1.1.1.1"), True)  # a login clears the address
    assert await limiter.settle(await limiter.reserve("1.1.1.1"), False) == 1


async def test_a_check_whose_process_died_counts_as_a_failure(store: PanelStore) -> None:
    from mnemo.store.panel import AttemptRules
    from mnemo_panel.limits import Limiter

    now = [1000.0]
    limiter = Limiter(lambda: store, AttemptRules(stale=60), clock=lambda: now[0])
    assert (await limiter.reserve("1.1.1.1")).id is not None  # never settled
    assert (await limiter.reserve("1.1.1.1")).busy
    now[0] += 61
    attempt = await limiter.reserve("1.1.1.1")
    assert attempt.id is not None
    assert await limiter.settle(attempt, False) == 2


async def test_login_links_expire_work_once_and_end_with_the_password(
        store: PanelStore) -> None:
    from mnemo_panel.limits import LoginLinks
    from mnemo_panel.sessions import Password

    now = [1000.0]
    links = LoginLinks(lambda: store, ttl=300, clock=lambda: now[0])
    token = await links.issue("999")
    assert await links.valid(token) and await links.valid(token)  # looking does not use it
    grant = await links.redeem(token)
    assert grant is not None and grant.user == "999"
    assert await links.redeem(token) is None and not await links.valid(token)
    late = await links.issue("999")
    now[0] += 301
    assert not await links.valid(late) and await links.redeem(late) is None
    assert await links.redeem("not-a-token") is None
    unused = await links.issue("999")
    await Password(store).change("a-new-password")
    assert await links.redeem(unused) is None


async def test_a_session_written_back_after_it_ended_stays_ended(store: PanelStore) -> None:
    from mnemo_panel.sessions import Password, Sessions

    sessions = Sessions(store)
    password = Password(store)
    await password.ensure("the-first-password")
    checked = await password.check("the-first-password")
    assert checked is not None
    token, session = await sessions.create("密码登录", "127.0.0.1", checked.epoch)
    assert await sessions.get(token) is not None
    await sessions.end(session)
    await sessions.flash(session, "已压缩")  # a request that was in flight finishes
    assert await sessions.get(token) is None
    # Made under the old password (its check raced the change): it opens nothing.
    token, session = await sessions.create("密码登录", "127.0.0.1", checked.epoch)
    await password.change("the-second-password")
    await store.put_session(session.key, session.to_json())
    assert await sessions.get(token) is None


async def test_passwords_are_normalised_on_set_and_check(store: PanelStore) -> None:
    import unicodedata

    from mnemo_panel.sessions import Password

    password = Password(store)
    composed = "café-crème-brûlée"
    await password.change(unicodedata.normalize("NFC", composed))
    assert await password.check(unicodedata.normalize("NFD", composed))
    assert await password.check("ｃａｆé-crème-brûlée")  # full-width letters
