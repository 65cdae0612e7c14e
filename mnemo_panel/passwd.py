"""Set the web panel's password from the command line.

    python bot.py --set-panel-password [--data-dir DIR]

bot.py loads NoneBot and the plugin (reading `.env` as when it runs the bot) and hands
over here with the bot's settings and data directory (or `--data-dir`), so the password
changed is the one the bot checks, in its SQLite file or its `AICHAT_DATABASE_URL`. The new password
is asked twice without echo, or read once from standard input when that is not a
terminal (`… | python bot.py --set-panel-password`). Every panel session ends; a
running bot checks the new password at the next login.
"""

from __future__ import annotations

import argparse
import asyncio
import getpass
import logging
import sys
from pathlib import Path

from mnemo import Config, Engine, admin, texts

from .book import PanelPasswordBook


def _read_password() -> str:
    if not sys.stdin.isatty():
        return sys.stdin.readline().rstrip("\r\n")
    first = getpass.getpass("新的面板密码：")
    if getpass.getpass("再输入一次：") != first:
        raise SystemExit("两次输入的密码不一致，未做修改。")
    return first


async def _set(config: Config, data_dir: Path, password: str) -> admin.Result:
    """Through the admin door, as the panel's own page: checked, changed, audited."""
    async with Engine(config.model_copy(update={"aichat_data_dir": str(data_dir)}),
                      data_dir) as engine:
        return await admin.Admin(engine).change_password(admin.Actor.shell(), password,
                                                         PanelPasswordBook(engine))


def main(argv: list[str] | None, config: Config, bot_data_dir: Path) -> int:
    """`config` and `bot_data_dir` are the bot's own, as it would run."""
    parser = argparse.ArgumentParser(prog="bot.py --set-panel-password",
                                     description="设置网页管理面板的密码")
    parser.add_argument("--set-panel-password", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--data-dir", help="机器人的数据目录（默认与机器人相同）")
    args = parser.parse_args(argv)
    # The engine opened here serves no chat: its start-up notes (a missing API key…)
    # would only confuse.
    logging.getLogger("mnemo").setLevel(logging.ERROR)
    data_dir = Path(args.data_dir) if args.data_dir else bot_data_dir
    if not admin.has_database(config, data_dir):
        print(f"{data_dir} 中没有机器人的数据库：请先启动一次机器人，或用 --data-dir 指定。",
              file=sys.stderr)
        return 2
    result = asyncio.run(_set(config, data_dir, _read_password()))
    print(texts.admin_text(result), file=sys.stdout if result.ok else sys.stderr)
    return 0 if result.ok else 2

