"""Session set-up shared by every test: NoneBot initialised by nonebug, aichat loaded.

nonebug (a pytest plugin, active whenever it is installed) initialises NoneBot once per
pytest run and runs the driver's startup hooks for the whole session. This file gives that
NoneBot a test configuration and loads the aichat plugin into it, so the plugin tests in
tests/plugin drive the real matcher, commands and runtime:

* `pytest_configure` passes the `nonebot.init` arguments (a temporary data directory, a
  test API key, superuser 999) and ignores any `.env` of the developer.
* `after_nonebot_init` (nonebug's hook fixture, overridden here so that it runs before the
  startup hooks) starts a fake model provider, points the plugin at it, registers the
  OneBot v11 adapter and loads the plugin; the startup hooks then build the runtime.

The unit tests do not touch NoneBot, and the e2e tests run the bot as separate processes
with their own settings: for them all this is a few hundred milliseconds of set-up. Under
`-p no:nonebug` nothing of this happens and tests/plugin are skipped.
"""

from __future__ import annotations

import logging
import os
import shutil
import tempfile
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from nonebug import NONEBOT_INIT_KWARGS

from tests.fakes.provider import FakeProvider

API_KEY = "test-key"
SUPERUSER = "999"
SELF_ID = "10001"
# Overwritten with the fake provider's address before the plugin reads its settings;
# until then a closed port, so nothing can reach a real provider by mistake.
UNREACHABLE_URL = "http://127.0.0.1:9/v1"

_DATA_ROOT = pytest.StashKey[Path]()


def nonebug_active(config: pytest.Config) -> bool:
    return config.pluginmanager.has_plugin("nonebug")


class _WithoutNonebug:
    """Stands in for nonebug's fixture under `-p no:nonebug` (e.g. an e2e-only run).

    The override below names its parent, which must exist; nothing is initialised then,
    and tests/plugin skip themselves.
    """

    @pytest.fixture(scope="session")
    def after_nonebot_init(self) -> None:
        return None


def pytest_configure(config: pytest.Config) -> None:
    if not nonebug_active(config):
        config.pluginmanager.register(_WithoutNonebug(), "mnemo-without-nonebug")
        return
    root = Path(tempfile.mkdtemp(prefix="mnemo-nonebug-"))
    config.stash[_DATA_ROOT] = root
    config.stash[NONEBOT_INIT_KWARGS] = {
        # A tuple is used as the list of env files as it is: only the empty /dev/null,
        # so a developer's `.env` (a real key, other superusers) never leaks in.
        "_env_file": (os.devnull,),
        "driver": "~fastapi",
        "superusers": {SUPERUSER},
        "nickname": {"mnemo"},
        "log_level": "INFO",
        "aichat_data_dir": str(root / "aichat"),
        "aichat_api_key": API_KEY,
        "aichat_base_url": UNREACHABLE_URL,
        "aichat_model": "fake-model",
        "aichat_retry_base_delay": 0.0,
        "aichat_max_attempts": 1,
        "aichat_system_prompt": "",
        "localstore_data_dir": str(root / "localstore" / "data"),
        "localstore_cache_dir": str(root / "localstore" / "cache"),
        "localstore_config_dir": str(root / "localstore" / "config"),
    }


def pytest_unconfigure(config: pytest.Config) -> None:
    root = config.stash.get(_DATA_ROOT, None)
    if root is not None:
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
async def fake_provider() -> AsyncIterator[FakeProvider]:
    """The model provider of the in-process bot; started in the session loop."""
    provider = FakeProvider(api_key=API_KEY)
    await provider.start()
    try:
        yield provider
    finally:
        await provider.stop()


@pytest.fixture(scope="session", autouse=True)
async def after_nonebot_init(
    after_nonebot_init: None, fake_provider: FakeProvider, request: pytest.FixtureRequest
) -> None:
    if not nonebug_active(request.config):
        return
    import nonebot
    from nonebot.adapters.onebot.v11 import Adapter

    # The plugin reads its settings from the driver's config when it is imported, and the
    # provider's port is only known now that it runs.
    nonebot.get_driver().config.aichat_base_url = fake_provider.base_url
    nonebot.get_driver().register_adapter(Adapter)

    # Importing the plugin routes the engine's `mnemo` loggers into loguru only (no
    # propagation, level INFO) and quietens httpx. That suits a bot process, but in this
    # shared test process it would hide records from pytest's caplog in the unit tests:
    # keep the loguru handler, restore how the records reach the root logger.
    engine = logging.getLogger("mnemo")
    httpx_log = logging.getLogger("httpx")
    saved = (engine.level, engine.propagate, httpx_log.level)
    nonebot.load_plugin("plugins.aichat")
    engine.setLevel(saved[0])
    engine.propagate = saved[1]
    httpx_log.setLevel(saved[2])
