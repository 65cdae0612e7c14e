"""Run mnemo: `python bot.py` (settings from `.env` and the environment, NoneBot style).

`python bot.py --set-panel-password` sets the web panel's password instead.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import nonebot

from plugins.paced_adapter import PacedAdapter

ROOT = Path(__file__).resolve().parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def set_panel_password() -> int:
    """Load NoneBot and the plugin as for a run (same `.env`, same data directory), then
    ask for the panel's new password instead of starting the bot."""
    nonebot.init()
    nonebot.load_plugin("nonebot_plugin_localstore")
    nonebot.load_plugin("nonebot_plugin_apscheduler")
    nonebot.load_plugin("plugins.aichat")
    from mnemo_panel.passwd import main as passwd
    from plugins.aichat import config, data_dir

    return passwd(sys.argv[1:], config, data_dir())


def main() -> None:
    os.chdir(ROOT)
    if "--set-panel-password" in sys.argv[1:]:
        sys.exit(set_panel_password())
    # The tokenizer builds its tables in ~0.2 s of pure Python: done here, before the
    # event loop runs, it can never stall a conversation (or NoneBot's start-up).
    from mnemo import tokens

    tokens.load()
    nonebot.init()
    nonebot.get_driver().register_adapter(PacedAdapter)
    nonebot.load_plugin("nonebot_plugin_localstore")
    nonebot.load_plugin("nonebot_plugin_apscheduler")
    nonebot.load_plugin("plugins.aichat")
    from plugins.aichat import server_options

    nonebot.run(**server_options())

    from plugins.aichat.commands import restart_requested

    if restart_requested():
        # exec keeps the PID, so supervisors and tests see the same process come back
        # on the same port; uvicorn has closed its socket and shutdown hooks have run.
        sys.stdout.flush()
        sys.stderr.flush()
        os.execv(sys.executable, [sys.executable, str(ROOT / "bot.py"), *sys.argv[1:]])


if __name__ == "__main__":
    main()
