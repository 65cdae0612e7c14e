"""Fixtures for end-to-end tests: the real bot process, the OneBot side, a fake provider."""

from __future__ import annotations

import contextlib
import shutil
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests.e2e.harness import REPO_ROOT, BotProcess, OneBotSide, free_port, localstore_env
from tests.fakes.provider import FakeProvider

TOKEN = "e2e-token"
API_KEY = "test-key"
SELF_ID = 10001
SUPERUSER = 999


@dataclass
class Rig:
    """One running bot with its OneBot side and its fake provider."""

    bot: BotProcess
    side: OneBotSide
    provider: FakeProvider
    data_dir: Path
    env: dict[str, str] = field(default_factory=dict)

    async def crash_and_restart(self) -> None:
        """SIGKILL the bot (no shutdown hooks), start it again, reconnect."""
        self.bot.kill()
        await self.bot.wait_exit()
        await self.start_again()

    async def stop_and_restart(self) -> None:
        await self.bot.stop()
        await self.start_again()

    async def start_again(self) -> None:
        await self.bot.start()
        await self.bot.wait_ready()
        await self.side.reconnect()


MakeRig = Callable[..., Awaitable[Rig]]


@pytest.fixture
async def make_rig(tmp_path: Path) -> AsyncIterator[MakeRig]:
    """Start a bot: `rig = await make_rig(AICHAT_MAX_CONTEXT_TOKENS="4000", ...)`; `self_id`
    is the QQ account the OneBot side logs in as; `deploy` runs it from that folder."""
    started: list[Rig] = []

    async def make(provider: FakeProvider | None = None, *, self_id: int = SELF_ID,
                   deploy: Path | None = None, **settings: str) -> Rig:
        n = len(started)
        if provider is None:
            provider = FakeProvider(api_key=API_KEY)
            await provider.start()
        root = tmp_path / f"bot{n}"
        data_dir = root / "data"
        port = free_port()
        env = {
            "PORT": str(port),
            "ONEBOT_ACCESS_TOKEN": TOKEN,
            "SUPERUSERS": f'["{SUPERUSER}"]',
            "NICKNAME": '["mnemo"]',
            "LOG_LEVEL": "INFO",
            "AICHAT_BASE_URL": provider.base_url,
            "AICHAT_API_KEY": API_KEY,
            "AICHAT_MODEL": "fake-model",
            "AICHAT_DATA_DIR": str(data_dir),
            "AICHAT_RETRY_BASE_DELAY": "0.01",
            **localstore_env(root / "localstore"),
            **settings,
        }
        # `deploy`: a project folder of its own (see `deployment`), with its `.env`.
        bot = (BotProcess(env, log_path=root / "bot.log") if deploy is None else
               BotProcess(env, log_path=root / "bot.log", script=deploy / "bot.py", cwd=deploy))
        await bot.start()
        await bot.wait_ready()
        side = OneBotSide(port, token=TOKEN, self_id=self_id)
        await side.connect()
        rig = Rig(bot, side, provider, data_dir, env)
        started.append(rig)
        return rig

    yield make
    for rig in started:
        with contextlib.suppress(Exception):
            await rig.side.close()
        with contextlib.suppress(Exception):
            await rig.bot.stop()
        with contextlib.suppress(Exception):
            await rig.provider.stop()


def deployment(folder: Path, dotenv: str) -> Path:
    """A project folder as an operator has one: bot.py, the code, and their own `.env`.

    bot.py is copied (it runs from the folder it is in, and reads that folder's `.env`);
    the packages are linked. Returns the folder."""
    folder.mkdir(parents=True)
    shutil.copy(REPO_ROOT / "bot.py", folder / "bot.py")
    for name in ("plugins", "mnemo", "mnemo_panel"):
        (folder / name).symlink_to(REPO_ROOT / name, target_is_directory=True)
    (folder / ".env").write_text(dotenv, encoding="utf-8")
    return folder
