"""aichat: the NoneBot side of mnemo.

A thin layer: one message matcher turns OneBot events into engine calls (chat, commands,
the unaddressed-message counter) and engine results into QQ messages.
"""

from __future__ import annotations

import gc
import logging
from pathlib import Path

from nonebot import get_driver, get_plugin_config, on_message, require
from nonebot.adapters.onebot.v11 import Bot, GroupMessageEvent, MessageEvent
from nonebot.log import LoguruHandler
from nonebot.plugin import PluginMetadata

require("nonebot_plugin_localstore")
require("nonebot_plugin_apscheduler")

import nonebot_plugin_localstore as localstore  # noqa: E402
from nonebot_plugin_apscheduler import scheduler  # noqa: E402

from .chat import chat  # noqa: E402
from .commands import dispatch, lookup  # noqa: E402
from .config import SECRET_FIELDS, Config  # noqa: E402
from .inbound import session_key  # noqa: E402
from .redact import install as install_redactor  # noqa: E402
from .redact import redactor  # noqa: E402
from .runtime import Runtime  # noqa: E402

__plugin_meta__ = PluginMetadata(
    name="aichat",
    description="AI 对话：按 token 预算管理上下文、压缩旧对话、持久化历史、长期记忆",
    usage="群里 @机器人 或回复它的消息；私聊直接发送。/help 查看命令。",
    type="application",
    config=Config,
    supported_adapters={"~onebot.v11"},
)

# The engine logs through the standard library (it knows nothing of NoneBot); route
# those records into NoneBot's loguru output.
_engine_log = logging.getLogger("mnemo")
if not any(isinstance(h, LoguruHandler) for h in _engine_log.handlers):
    _engine_log.addHandler(LoguruHandler())
    _engine_log.setLevel(logging.INFO)
    _engine_log.propagate = False
# httpx logs every request at INFO: one line per model call is noise, not news.
logging.getLogger("httpx").setLevel(logging.WARNING)

install_redactor()

config = get_plugin_config(Config)
driver = get_driver()
_runtime: Runtime | None = None


def runtime() -> Runtime:
    if _runtime is None:
        raise RuntimeError("aichat is not started")
    return _runtime


@driver.on_startup
async def _start() -> None:
    global _runtime
    data_dir = Path(config.aichat_data_dir) if config.aichat_data_dir else (
        localstore.get_plugin_data_dir()
    )
    names = sorted(driver.config.nickname)
    bot_name = config.aichat_bot_name or (names[0] if names else "mnemo")
    rt = Runtime(config, data_dir, bot_name)
    await rt.start()
    token = driver.config.model_dump().get("onebot_access_token")
    redactor.add([*(getattr(rt.config, f) for f in SECRET_FIELDS), token])
    _runtime = rt
    # Everything built so far lives as long as the process (NoneBot, the tokenizer's
    # tables, settings): moved out of the collector's reach, full collections under a
    # message flood scan far fewer objects and pause the event loop for less.
    gc.freeze()
    scheduler.add_job(rt.sweep, "interval", seconds=rt.config.aichat_janitor_interval_seconds,
                      id="aichat-janitor", replace_existing=True, coalesce=True)
    scheduler.add_job(rt.prune_archive, "interval", hours=24, id="aichat-archive",
                      replace_existing=True, coalesce=True)


@driver.on_shutdown
async def _stop() -> None:
    global _runtime
    if _runtime is not None:
        await _runtime.stop()
        _runtime = None


# One matcher for everything: NoneBot checks each matcher's permission and rule on every
# message, so a single matcher without either keeps unaddressed chatter cheap.
messages = on_message(priority=50, block=False)


@messages.handle()
async def _on_message(bot: Bot, event: MessageEvent) -> None:
    rt = _runtime
    if rt is None:
        return
    text = event.get_plaintext().strip()
    found = lookup(text)
    if found is not None:
        await dispatch(rt, bot, event, *found)
        return
    if isinstance(event, GroupMessageEvent):
        key = session_key(event)
        if not rt.ai_enabled(key):
            return
        if not event.to_me:
            await rt.note_unaddressed(key)
            return
        rt.counters.set(key, 0)
    await chat(rt, bot, event)
