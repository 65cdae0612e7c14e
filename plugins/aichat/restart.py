"""The restart request: set by `/restart`, read by `bot.py` after NoneBot has stopped."""

from __future__ import annotations

import os
import signal

_requested = False


def request_restart() -> None:
    """Stop NoneBot gracefully (shutdown hooks flush the stores), then come back.

    SIGINT makes uvicorn shut down and run the shutdown hooks; `bot.py` sees the flag
    when `nonebot.run()` returns and re-executes itself.
    """
    global _requested
    _requested = True
    os.kill(os.getpid(), signal.SIGINT)


def restart_requested() -> bool:
    return _requested
