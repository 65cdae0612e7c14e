"""Group and friend names, and the bot accounts, as the OneBot side reports them.

Asked of every connected bot at most once a minute, each call bounded to a few seconds:
a page must not hang on a slow QQ client, and names are a courtesy (a page without
them still works). Every name here was chosen by a QQ user: the templates escape them.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

import nonebot

from mnemo_panel import Account, Directory

log = logging.getLogger("mnemo.plugin")

TTL = 60.0
CALL_TIMEOUT = 3.0


_cache = Directory()
_lock = asyncio.Lock()


async def _call(bot: Any, api: str) -> Any:
    try:
        return await asyncio.wait_for(bot.call_api(api), CALL_TIMEOUT)
    except Exception as exc:  # names are optional; the page shows ids instead
        log.info("panel: %s from bot %s failed: %s", api, bot.self_id, type(exc).__name__)
        return None


async def directory() -> Directory:
    global _cache
    if time.monotonic() - _cache.at < TTL:
        return _cache
    async with _lock:
        if time.monotonic() - _cache.at < TTL:
            return _cache
        found = Directory(at=time.monotonic())
        for bot in list(nonebot.get_bots().values()):
            groups, friends, me = await asyncio.gather(
                _call(bot, "get_group_list"), _call(bot, "get_friend_list"),
                _call(bot, "get_login_info"))
            for g in groups if isinstance(groups, list) else []:
                if isinstance(g, dict) and g.get("group_id") is not None:
                    found.names[f"g:{g['group_id']}"] = str(g.get("group_name") or "")
            for f in friends if isinstance(friends, list) else []:
                if isinstance(f, dict) and f.get("user_id") is not None:
                    name = f.get("remark") or f.get("nickname") or ""
                    found.names[f"f:{f['user_id']}"] = str(name)
            nickname = me.get("nickname", "") if isinstance(me, dict) else ""
            found.accounts.append(Account(str(bot.self_id), str(nickname or "")))
        _cache = found
        return found
