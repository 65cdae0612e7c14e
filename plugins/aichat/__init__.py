"""aichat: mnemo's NoneBot front end.

NoneBot glue only: one message matcher turns OneBot events into engine calls (a chat
message, in its rule; a command, in its handler) and the engine's replies into QQ
messages.
"""

from __future__ import annotations

import gc
import ipaddress
import logging
from pathlib import Path
from typing import Any

from nonebot import get_bots, get_driver, get_plugin_config, on_message, require
from nonebot.adapters import Event
from nonebot.adapters.onebot.v11 import Bot, GroupMessageEvent, MessageEvent
from nonebot.adapters.onebot.v11 import Message as QQMessage
from nonebot.adapters.onebot.v11 import MessageSegment as Segment
from nonebot.exception import ActionFailed, NetworkError
from nonebot.log import LoguruHandler
from nonebot.plugin import PluginMetadata
from nonebot.rule import Rule
from nonebot.typing import T_State

require("nonebot_plugin_localstore")
require("nonebot_plugin_apscheduler")

import nonebot_plugin_localstore as localstore  # noqa: E402
from nonebot_plugin_apscheduler import scheduler  # noqa: E402

from mnemo import (  # noqa: E402
    Config,
    ConversationKey,
    Engine,
    Notice,
    Outcome,
    Reply,
    admin,
    reminders,
    replace_surrogates,
    texts,
)

from .commands import dispatch, lookup, request_restart  # noqa: E402
from .inbound import incoming, unaddressed  # noqa: E402
from .outbound import send  # noqa: E402
from .redact import install as install_redactor  # noqa: E402
from .redact import mask, redactor  # noqa: E402

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
log = logging.getLogger("mnemo.plugin")

install_redactor()

config = get_plugin_config(Config)
driver = get_driver()
_engine: Engine | None = None


def engine() -> Engine:
    if _engine is None:
        raise RuntimeError("aichat is not started")
    return _engine


def data_dir() -> Path:
    """Where the engine keeps its database: AICHAT_DATA_DIR, else localstore's folder."""
    if config.aichat_data_dir:
        return Path(config.aichat_data_dir)
    return localstore.get_plugin_data_dir()


def _missing() -> list[str]:
    """What the NoneBot side of a deployment lacks, one line each."""
    settings = driver.config
    problems = []
    if not settings.superusers:
        problems.append("no SUPERUSERS are set: nobody can use the admin commands")
    token = settings.model_dump().get("onebot_access_token")
    host = str(settings.host)
    if not token and not _loopback(host):
        problems.append(f"no ONEBOT_ACCESS_TOKEN is set while listening on {host}: "
                        "anyone who reaches the port can act as the QQ account")
    return problems


def _loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _mount_panel() -> bool:
    """Add the web panel to NoneBot's HTTP server; routes must exist before it starts."""
    if not config.aichat_web_enabled:
        return False
    app = getattr(driver, "server_app", None)
    if app is None:
        log.warning("AICHAT_WEB_ENABLED is set, but the driver %s serves no HTTP: use "
                    "DRIVER=~fastapi for the web panel", driver.type)
        return False
    import mnemo_panel

    from . import names

    mounted = mnemo_panel.mount(app, engine, request_restart, host=str(driver.config.host),
                                env_password=config.aichat_web_password,
                                base_url=config.aichat_web_base_url, names=names.directory,
                                on_secret=mask)
    return mounted is not None


def server_options() -> dict[str, object]:
    """What bot.py hands the HTTP server (uvicorn, under NoneBot's FastAPI driver):
    X-Forwarded-For and X-Forwarded-Proto count only from AICHAT_WEB_TRUSTED_PROXIES.
    Uvicorn alone would trust them from 127.0.0.1, so that behind an SSH tunnel or a
    local proxy every client could name its own address to the login limiter."""
    if "fastapi" not in driver.type:
        return {}
    proxies = ",".join(p.strip() for p in config.aichat_web_trusted_proxies.split(",")
                       if p.strip())
    if not proxies:
        return {"proxy_headers": False}
    return {"proxy_headers": True, "forwarded_allow_ips": proxies}


_panel_mounted = _mount_panel()


@driver.on_startup
async def _start() -> None:
    global _engine
    names = sorted(driver.config.nickname)
    e = Engine(config, data_dir(), bot_name=names[0] if names else "mnemo",
               quota_exempt=driver.config.superusers)
    e.on_notice(_tell_superusers)
    e.addons.reminders.on_fire(_post_reminder)
    e.addons.on_secret(redactor.add)
    await e.open()
    token = driver.config.model_dump().get("onebot_access_token")
    redactor.add([*admin.secret_values(e.config), token])
    for problem in _missing():
        log.warning("%s", problem)
    _engine = e
    if _panel_mounted:
        import mnemo_panel

        host = str(driver.config.host)
        await mnemo_panel.start(e, host, driver.config.port, exposed=not _loopback(host))
    # Everything built so far lives as long as the process (NoneBot, the tokenizer's
    # tables, settings): moved out of the collector's reach, full collections under a
    # message flood scan far fewer objects and pause the event loop for less.
    gc.freeze()
    scheduler.add_job(e.sweep, "interval", seconds=e.config.aichat_janitor_interval_seconds,
                      id="aichat-janitor", replace_existing=True, coalesce=True)
    scheduler.add_job(e.prune, "interval", hours=24, id="aichat-prune",
                      replace_existing=True, coalesce=True)


@driver.on_shutdown
async def _stop() -> None:
    global _engine
    if _engine is not None:
        await _engine.close()
        _engine = None


# One matcher for everything, with one rule: NoneBot checks each matcher's permission and
# rule on every message, and runs (and logs, twice) every matcher whose rule holds. A
# message that is not a command is handled inside the rule and goes no further: a group
# message that does not address the bot is counted, one that does is answered. Running
# the matcher for a chat message cost a third of what NoneBot spends on it (an instance,
# its handlers' parameters injected, a task group, two log lines). Only commands reach
# the matcher's handler.
_FOUND = "aichat_command"


class _ForTheBot(Rule):
    """The matcher's rule, called directly: NoneBot's own `Rule` runs each checker as a
    task of an anyio task group with its parameters injected, several times what the
    check costs, on every message."""

    async def __call__(self, bot: Bot, event: Event, state: T_State,  # type: ignore[override]
                       stack: Any = None, dependency_cache: Any = None) -> bool:
        e = _engine
        if e is None or not isinstance(event, MessageEvent) or not isinstance(bot, Bot):
            return False
        # Command arguments reach the stores (/set, /memory) and the replies as they
        # came: a lone surrogate from the OneBot side's JSON is replaced here
        # (mnemo/surrogates.py).
        found = lookup(replace_surrogates(event.get_plaintext().strip()))
        if found is not None:
            state[_FOUND] = found
            return True
        if isinstance(event, GroupMessageEvent) and not event.to_me:
            await e.handle(unaddressed(event, e.config.aichat_account_in_key), _ignore)
        else:
            await _chat(e, bot, event)
        return False


messages = on_message(priority=50, block=False)
messages.rule = _ForTheBot()


@messages.handle()
async def _on_command(bot: Bot, event: MessageEvent, state: T_State) -> None:
    e = _engine
    found = state.get(_FOUND)
    if e is not None and found is not None:
        await dispatch(e, bot, event, *found)


async def _chat(e: Engine, bot: Bot, event: MessageEvent) -> None:
    """An addressed message to the engine; its reply (or why there is none) to QQ."""
    message = incoming(event, e.config.aichat_account_in_key)

    async def deliver(reply: Reply) -> None:
        await send(bot, reply.to.ref, texts.reply_text(reply),
                   limit=e.config.aichat_reply_max_chars)

    outcome = await e.handle(message, deliver)
    if outcome is Outcome.QUEUED_FIRST:
        await send(bot, event, texts.QUEUED_NOTICE)
    elif outcome is Outcome.QUEUE_FULL:
        await send(bot, event, texts.QUEUE_FULL)


async def _tell_superusers(notice: Notice) -> None:
    """One private QQ message to each superuser, through whichever bot is connected."""
    bots = [b for b in get_bots().values() if isinstance(b, Bot)]
    if not bots:
        log.warning("quota notice not delivered: no bot is connected")
        return
    text = texts.notice_text(notice)
    for user in sorted(driver.config.superusers):
        if not user.isdigit():
            continue
        try:
            await bots[0].send_private_msg(user_id=int(user), message=text)
        except (ActionFailed, NetworkError) as exc:
            log.warning("quota notice to superuser %s not delivered: %s", user,
                        type(exc).__name__)


@driver.on_bot_connect
async def _connected(bot: Bot) -> None:
    # Reminders that fell due with no connection to post them go out now.
    if _engine is not None:
        _engine.addons.reminders.wake()


async def _post_reminder(fired: reminders.Fired) -> bool:
    """Post a fired reminder in its conversation (a group's @s the asker); False when
    no bot account is connected to post it (the engine tries again)."""
    key = ConversationKey(fired.reminder.conversation)
    bots = [b for b in get_bots().values() if isinstance(b, Bot)
            and (key.account is None or b.self_id == key.account)]
    if not bots:
        return False
    text = texts.reminder_post(fired)
    try:
        if key.is_group:
            message = QQMessage([Segment.at(fired.reminder.member), Segment.text(" " + text)])
            await bots[0].send_group_msg(group_id=int(key.id), message=message)
        else:
            await bots[0].send_private_msg(user_id=int(key.id), message=text)
    except NetworkError as exc:
        log.warning("reminder #%d not delivered (%s); trying again", fired.reminder.id,
                    type(exc).__name__)
        return False
    except ActionFailed as exc:
        # Refused by QQ (the bot left the group, say): trying again would not help.
        log.warning("reminder #%d refused by the OneBot side: %s", fired.reminder.id,
                    type(exc).__name__)
    return True


async def _ignore(reply: Reply) -> None:
    """Unaddressed messages get no reply."""
