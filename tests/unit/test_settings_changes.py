"""How a change of settings lands: whole, in effect, and never sending a key elsewhere.

On the real stores (the SQLite file and PostgreSQL): `/set` from QQ and the panel at the
same moment, with a reload from another process in between, leave every stored
override in effect; a provider's key stays with the address it was entered for; a
password inside a URL setting is never shown.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from mnemo import Config, SettingError
from mnemo.settings import Settings
from mnemo.store import StoreDatabase, kv_store
from tests.postgres import open_database

ENV_URL = "https://api.provider.example/v1"
ENV_KEY = "sk-env-key-123456"


@pytest.fixture(params=["sqlite", "postgres"])
async def db(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[StoreDatabase]:
    async with open_database(request.param, tmp_path / "s.db") as database:
        yield database


def file_config(**extra: object) -> Config:
    return Config.model_validate({"aichat_base_url": ENV_URL, "aichat_api_key": ENV_KEY,
                                  **extra})


async def test_concurrent_sets_and_a_reload_leave_every_override_in_effect(
        db: StoreDatabase) -> None:
    applied: list[Config] = []
    qq = Settings(file_config(), kv_store(db), apply=applied.append)
    other = Settings(file_config(), kv_store(db))  # another process on the database
    await qq.load()
    await other.load()
    await other.set("temperature", "0.3")  # qq hears of it by the reload below
    await asyncio.gather(
        qq.set("model", "from-qq"),
        qq.set("max_tokens", "321"),
        qq.reload(),
        qq.set("reply_max_chars", "900"),
    )
    current = qq.current
    assert (current.aichat_model, current.aichat_max_tokens, current.aichat_reply_max_chars,
            current.aichat_temperature) == ("from-qq", 321, 900, 0.3)
    # What the engine was last given is what is stored.
    assert applied[-1] == current
    again = Settings(file_config(), kv_store(db))
    assert await again.load() == current


async def test_a_new_address_without_its_key_clears_the_key(db: StoreDatabase) -> None:
    settings = Settings(file_config(), kv_store(db))
    await settings.load()
    view = await settings.set("base_url", "https://attacker.example/v1")
    assert view.cleared == "aichat_api_key"
    assert settings.current.aichat_api_key == ""
    assert settings.current.aichat_base_url == "https://attacker.example/v1"
    # The .env key belongs to the .env address: it cannot be brought back under this one.
    with pytest.raises(SettingError, match="api_key"):
        await settings.unset("api_key")
    # Address and key in one change: both hold, nothing cleared.
    view = await settings.set("base_url", "https://other.example/v1", secret="sk-other-999")
    assert view.cleared is None
    assert settings.current.aichat_api_key == "sk-other-999"
    # The same address again: nothing moves, the key stays.
    assert (await settings.set("base_url", "https://other.example/v1")).cleared is None
    assert settings.current.aichat_api_key == "sk-other-999"
    # Back to .env's address: the .env key, which belongs to it, applies again.
    await settings.unset("base_url")
    assert (settings.current.aichat_base_url, settings.current.aichat_api_key) == (
        ENV_URL, ENV_KEY)
    assert "aichat_api_key" not in settings.overrides
    reloaded = Settings(file_config(), kv_store(db))
    assert (await reloaded.load()).aichat_api_key == ENV_KEY


@pytest.mark.parametrize("url,key", [
    ("compressor_base_url", "aichat_compressor_api_key"),
    ("ocr_base_url", "aichat_ocr_api_key"),
    ("embedding_base_url", "aichat_embedding_api_key"),
])
async def test_every_provider_address_takes_its_key_along(url: str, key: str,
                                                          tmp_path: Path) -> None:
    async with open_database("sqlite", tmp_path / "k.db") as db:
        settings = Settings(file_config(**{key: "sk-side-key-1234"}), kv_store(db))
        await settings.load()
        view = await settings.set(url, "https://elsewhere.example/v1")
        assert view.cleared == key and getattr(settings.current, key) == ""
        await settings.set(url, "https://elsewhere.example/v2", secret="sk-new-side-key")
        assert getattr(settings.current, key) == "sk-new-side-key"


async def test_a_password_in_a_url_is_never_shown(tmp_path: Path) -> None:
    async with open_database("sqlite", tmp_path / "u.db") as db:
        settings = Settings(file_config(), kv_store(db))
        await settings.load()
        view = await settings.set("ocr_base_url", "https://user:hunter2-secret@ocr.example/v1")
        assert view.shown == "https://user:******@ocr.example/v1"
        assert all("hunter2-secret" not in v.shown for v in settings.list())
        # Sent back as shown (the panel's form): the URL is unchanged, its key too.
        await settings.set("ocr_api_key", "sk-ocr-key-1234")
        same = await settings.set("ocr_base_url", "https://user:******@ocr.example/v1")
        assert same.cleared is None
        assert settings.current.aichat_ocr_base_url == "https://user:hunter2-secret@ocr.example/v1"


async def test_the_panel_link_base_cannot_be_set_at_run_time(tmp_path: Path) -> None:
    async with open_database("sqlite", tmp_path / "w.db") as db:
        settings = Settings(file_config(), kv_store(db))
        await settings.load()
        with pytest.raises(SettingError, match=r"\.env"):
            await settings.set("web_base_url", "https://attacker.example")
        # Stored by an older version: ignored.
        await kv_store(db).set("settings", "aichat_web_base_url", "https://attacker.example")
        assert (await settings.load()).aichat_web_base_url == ""
