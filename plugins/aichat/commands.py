"""Chat commands, dispatched from the one message matcher.

Commands are looked up in a dict by their first word, and permissions (NoneBot's own
SUPERUSER, GROUP_ADMIN, GROUP_OWNER) are awaited only once a command matched: a busy
group's chatter costs one dict lookup here, not a permission check per command per
message. Each handler parses its arguments and calls one verb: an admin action goes
through `mnemo.Admin` (which checks the role again, acts, audits) and its `Result` is
rendered by `mnemo.texts.admin_text`, word for word what the panel shows.
"""

from __future__ import annotations

import datetime as dt
import logging
import os
import signal
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import nonebot
from nonebot.adapters.onebot.v11 import Bot, MessageEvent
from nonebot.adapters.onebot.v11.permission import GROUP_ADMIN, GROUP_OWNER
from nonebot.permission import SUPERUSER

from mnemo import ConversationKey, Engine, SettingError, admin, texts

from .inbound import session_key
from .outbound import send
from .redact import mask

log = logging.getLogger("mnemo.plugin")
# The command table's roles are the admin door's, and so is who may use each admin verb.
Role, NEEDS, Verb = admin.Role, admin.NEEDS, admin.Verb


@dataclass(slots=True)
class Call:
    engine: Engine
    bot: Bot
    event: MessageEvent
    key: ConversationKey
    args: str
    role: Role

    @property
    def actor(self) -> admin.Actor:
        return admin.Actor.qq(str(self.event.user_id), self.role, self.key)

    @property
    def door(self) -> admin.Admin:
        return admin.Admin(self.engine, on_secret=mask)


Handler = Callable[[Call], Awaitable[str]]


@dataclass(frozen=True, slots=True)
class Command:
    handler: Handler
    role: Role
    help: str


async def role_of(bot: Bot, event: MessageEvent) -> Role:
    if await SUPERUSER(bot, event):
        return Role.SUPERUSER
    if await (GROUP_ADMIN | GROUP_OWNER)(bot, event):
        return Role.GROUP_ADMIN
    return Role.MEMBER


_restart_requested = False


def request_restart() -> None:
    """Stop NoneBot gracefully (shutdown hooks flush the stores), then come back.

    SIGINT makes uvicorn shut down and run the shutdown hooks; `bot.py` sees the flag
    when `nonebot.run()` returns and re-executes itself.
    """
    global _restart_requested
    _restart_requested = True
    os.kill(os.getpid(), signal.SIGINT)


def restart_requested() -> bool:
    return _restart_requested


# -- conversation ------------------------------------------------------------------


async def cmd_stop(call: Call) -> str:
    return texts.admin_text(await call.door.stop(call.actor, call.key))


async def cmd_new(call: Call) -> str:
    return texts.admin_text(await call.door.new(call.actor, call.key))


async def cmd_context(call: Call) -> str:
    report = await call.engine.context(call.key)
    last = report.last_compaction
    if last is None:
        last_text = "无"
    else:
        when = dt.datetime.fromtimestamp(last.at).strftime("%Y-%m-%d %H:%M")
        last_text = (f"{when} {texts.strategy(last.strategy)}"
                     f"（{last.tokens_before} → {last.tokens_after} tokens）")
        if last.error and last.strategy == "truncate":
            last_text += "，压缩失败后降级"
    lines = [
        f"会话：{report.key}",
        f"消息数：{report.messages}",
        f"上下文：约 {report.prompt_tokens} tokens / {report.budget}（{report.percent:.1f}%）",
        f"压缩阈值：{int(report.high_water * 100)}%，压缩后目标 ≤ {int(report.low_water * 100)}%",
        f"摘要：{'有' if report.has_summary else '无'}",
        f"上次压缩：{last_text}",
        f"缓存命中率（近 7 天）：{texts.hit_rate(report.cache_hit_rate)}",
    ]
    if report.extra_tokens:
        lines.append(texts.extras_line(report.extra_tokens))
    if report.compressing:
        lines.append("压缩：进行中（后台生成摘要，不影响回复）")
    if report.refused is not None:
        lines.append(texts.vectors_refused(report.refused))
    return "\n".join(lines)


async def cmd_compact(call: Call) -> str:
    return texts.admin_text(await call.door.compact(call.actor, call.key))


async def cmd_restore(call: Call) -> str:
    """Bring back the conversation as it was before the last compression or clear."""
    return texts.admin_text(await call.door.restore(call.actor, call.key))


async def cmd_history(call: Call) -> str:
    query = call.args.strip()
    problem = texts.history_problem(query)
    if problem:
        return problem
    return texts.history_reply(query, await call.engine.search(call.key, query))


async def cmd_help(call: Call) -> str:
    lines = ["可用命令："]
    seen: set[int] = set()
    for command in COMMANDS.values():
        if id(command) in seen or command.role > call.role:
            continue
        seen.add(id(command))
        aliases = [n for n, c in COMMANDS.items() if c is command]
        lines.append(f"{' / '.join(aliases)}：{command.help}")
    return "\n".join(lines)


# -- administration -------------------------------------------------------------------


async def cmd_ai(call: Call) -> str:
    if not call.key.is_group:
        return "/ai 只能在群里使用。"
    arg = call.args.lower()
    if arg in ("on", "开", "开启", "off", "关", "关闭"):
        on = arg in ("on", "开", "开启")
        return texts.admin_text(await call.door.set_ai(call.actor, call.key, on))
    if arg in ("", "status", "状态"):
        state = "开启" if call.engine.ai_enabled(call.key) else "关闭"
        return f"本群的 AI 对话当前：{state}。用 /ai on 或 /ai off 切换。"
    return "用法：/ai on | /ai off | /ai status"


async def cmd_settings(call: Call) -> str:
    lines = ["当前设置（* 表示被运行时修改覆盖；[重启] 表示修改后需重启生效）："]
    for view in call.engine.settings.list():
        mark = "*" if view.source == "override" else ""
        later = "" if view.applies_now else " [重启]"
        lines.append(f"{mark}{view.info.short} = {view.shown}{later}")
    return "\n".join(lines)


async def cmd_get(call: Call) -> str:
    if not call.args:
        return "用法：/get <设置名>"
    try:
        view = call.engine.settings.get(call.args.split()[0])
    except SettingError as exc:
        return str(exc)
    note = "（运行时修改）" if view.source == "override" else ""
    return f"{view.info.short} = {view.shown}{note}"


async def cmd_set(call: Call) -> str:
    key, _, raw = call.args.partition(" ")
    if not key or not raw.strip():
        return "用法：/set <设置名> <值>"
    # A provider's address may come with its key: `/set base_url <url> <key>`.
    secret = None
    if admin.PREFIX + key.strip().lower().removeprefix(admin.PREFIX) in admin.PROVIDER_KEYS:
        raw, _, secret = raw.strip().partition(" ")
    return texts.admin_text(await call.door.set_setting(call.actor, key, raw, secret or None))


async def cmd_unset(call: Call) -> str:
    if not call.args:
        return "用法：/unset <设置名>"
    return texts.admin_text(await call.door.unset_setting(call.actor, call.args.split()[0]))


async def cmd_restart(call: Call) -> str:
    result = await call.door.restart(call.actor)
    if not result.ok:
        return texts.admin_text(result)
    # The answer first: once the restart begins, nothing more is sent.
    await send(call.bot, call.event, texts.admin_text(result))
    request_restart()
    return ""


async def cmd_sessions(call: Call) -> str:
    engine = call.engine
    sessions = engine.sessions()
    if not sessions:
        return "当前没有驻留的会话。"
    config = engine.config
    lines = [f"驻留会话 {len(sessions)} 个（上限 {config.aichat_session_max_sessions or '不限'}，"
             f"闲置 {config.aichat_session_max_idle_minutes or '不限'} 分钟后回收）："]
    for s in sessions[:30]:
        idle = int(s.idle_seconds)
        state = "，回复中" if s.replying else ""
        lines.append(f"{s.key}：{s.messages} 条消息，{s.tokens} tokens，"
                     f"闲置 {idle // 60} 分 {idle % 60} 秒{state}")
    if len(sessions) > 30:
        lines.append(f"……另有 {len(sessions) - 30} 个")
    return "\n".join(lines)


async def cmd_panel(call: Call) -> str:
    """A one-time login link for the web panel, sent only where nobody else reads it."""
    if call.key.is_group:
        return "请私聊我发送 /panel：登录链接不能发在群里。"
    import mnemo_panel as web

    path = await web.login_link(str(call.event.user_id))
    if path is None:
        return "网页管理面板未启用：在 .env 中设置 AICHAT_WEB_ENABLED=true 后重启。"
    base = call.engine.config.aichat_web_base_url
    if not base:
        settings = nonebot.get_driver().config
        base = f"http://{settings.host}:{settings.port}"
    log.info("panel: one-time login link sent to %s", call.event.user_id)
    minutes = int(web.LINK_TTL // 60)
    return (f"管理面板登录链接（{minutes} 分钟内有效，只能用一次，请勿转发）：\n{base}{path}\n"
            "打不开时，请在设置里填写 AICHAT_WEB_BASE_URL（浏览器能访问的地址）。")
# -- usage --------------------------------------------------------------------------

USAGE_USAGE = "用法：/usage（本群用量，群管理员）| /usage me（自己的用量）| /usage all（超级用户）"
TOP_DAYS = 7


async def cmd_usage(call: Call) -> str:
    """A member's own figures for anyone; a group's for its admins; the top for superusers.

    A member-level command whose group view checks the role itself: `/usage me` must
    work for everyone, and the permission table is per command word.
    """
    arg = call.args.lower()
    usage = call.engine.usage
    member = str(call.event.user_id)
    if arg in ("me", "我"):
        return await _own_usage(call, member)
    if arg in ("all", "全部") or (not arg and not call.key.is_group
                                  and call.role >= Role.SUPERUSER):
        if call.role < Role.SUPERUSER:
            return texts.refusal(Role.SUPERUSER)
        return await _top_usage(call)
    if arg:
        return USAGE_USAGE
    if not call.key.is_group:
        return await _own_usage(call, member)
    if call.role < Role.GROUP_ADMIN:
        log.info("refused the group's /usage to member %s in %s", member, call.key)
        return (f"{texts.REFUSED}（需要{texts.ROLE_NAMES[Role.GROUP_ADMIN]}；"
                "查看自己的用量请用 /usage me）")
    periods = await usage.periods(conversation=call.key)
    lines = texts.periods_text(f"本群用量（{call.key}）：", periods)
    quota = texts.group_quota_line(usage.quota(call.key, member))
    return "\n".join([*lines, quota] if quota else lines)


async def _own_usage(call: Call, member: str) -> str:
    usage = call.engine.usage
    periods = await usage.periods(member=member)
    lines = texts.periods_text(f"你的用量（{member}）：", periods)
    quota = texts.member_quota_line(usage.quota(call.key, member))
    return "\n".join([*lines, quota] if quota else lines)


async def _top_usage(call: Call) -> str:
    usage = call.engine.usage
    today = await usage.totals(1)
    week = await usage.totals(TOP_DAYS)
    lines = ["全部用量：", f"今天：{texts.totals_line(today)}",
             f"近 {TOP_DAYS} 天：{texts.totals_line(week)}"]
    quota = texts.global_quota_line(usage.quota())
    if quota:
        lines.append(quota)
    lines += texts.ranking(f"近 {TOP_DAYS} 天用量最多的群：",
                           await usage.top("conversation", TOP_DAYS, prefix="g:"))
    lines += texts.ranking(f"近 {TOP_DAYS} 天用量最多的成员：",
                           await usage.top("member", TOP_DAYS))
    return "\n".join(lines)


# -- memories -----------------------------------------------------------------------

MEMORY_USAGE = (
    "用法：\n/memory list [范围]\n/memory add [范围] <内容> [#标签 ...]\n"
    "/memory edit [范围] <编号> <新内容>\n/memory del [范围] <编号>\n"
    "范围形如 g:群号 或 f:QQ号，省略时为当前会话。"
)


def _memory_id(word: str) -> int | None:
    return int(word.lstrip("#")) if word.lstrip("#").isdigit() else None


async def _memory_verb(call: Call, action: str, scope: str,
                       rest: list[str]) -> admin.Result | None:
    """The admin verb `/memory <action> …` names, or None when its words do not fit."""
    door, actor = call.door, call.actor
    if action in ("list", "ls", "列表"):
        return await door.memories(actor, scope)
    if action in ("add", "添加"):
        text, tags = admin.inline_tags(rest)
        return await door.add_memory(actor, scope, text, tags) if text else None
    if action in ("edit", "修改"):
        memory_id = _memory_id(rest[0]) if len(rest) >= 2 else None
        if memory_id is None:
            return None
        text, tags = admin.inline_tags(rest[1:])
        return await door.edit_memory(actor, scope, memory_id, text or None, tags or None)
    if action in ("del", "delete", "rm", "删除"):
        memory_id = _memory_id(rest[0]) if len(rest) == 1 else None
        return None if memory_id is None else await door.delete_memory(actor, scope, memory_id)
    return None


async def cmd_memory(call: Call) -> str:
    words = call.args.split()
    if not words:
        return MEMORY_USAGE
    action, rest = words[0].lower(), words[1:]
    # A scope named first (g:… or f:…), else the current conversation's.
    scope: str = call.key
    if rest and rest[0][:2].lower() in ("g:", "f:"):
        scope, rest = rest[0], rest[1:]
    result = await _memory_verb(call, action, scope, rest)
    return MEMORY_USAGE if result is None else texts.admin_text(result)


_NEW = Command(cmd_new, NEEDS[Verb.NEW], "开始新对话")
COMMANDS: dict[str, Command] = {
    "/help": Command(cmd_help, Role.MEMBER, "查看命令列表"),
    "/stop": Command(cmd_stop, NEEDS[Verb.STOP], "停止当前回复并清空排队消息"),
    "/new": _NEW,
    "#新对话": _NEW,
    "/context": Command(cmd_context, Role.MEMBER, "查看当前上下文用量"),
    "/usage": Command(cmd_usage, Role.MEMBER,
                      "用量与费用：/usage（本群，群管理员）| /usage me | /usage all"),
    "/history": Command(cmd_history, Role.MEMBER, "搜索早前的对话：/history 关键词"),
    "/compact": Command(cmd_compact, NEEDS[Verb.COMPACT], "立即压缩对话"),
    "/restore": Command(cmd_restore, NEEDS[Verb.RESTORE], "恢复到上次压缩或清空之前的对话"),
    "/ai": Command(cmd_ai, NEEDS[Verb.AI], "本群 AI 开关：/ai on|off|status"),
    "/settings": Command(cmd_settings, Role.SUPERUSER, "查看全部设置"),
    "/get": Command(cmd_get, Role.SUPERUSER, "查看一项设置：/get <名>"),
    "/set": Command(cmd_set, NEEDS[Verb.SET], "修改设置：/set <名> <值>"),
    "/unset": Command(cmd_unset, NEEDS[Verb.UNSET], "恢复 .env 中的设置：/unset <名>"),
    "/restart": Command(cmd_restart, NEEDS[Verb.RESTART], "重启机器人"),
    "/sessions": Command(cmd_sessions, Role.SUPERUSER, "查看驻留的会话"),
    "/panel": Command(cmd_panel, Role.SUPERUSER, "获取网页管理面板的一次性登录链接（私聊）"),
    "/memory": Command(cmd_memory, NEEDS[Verb.MEMORY_LIST], "管理长期记忆（/memory 查看用法）"),
}


def lookup(text: str) -> tuple[str, Command, str] | None:
    """(name, command, arguments) when `text` starts with a known command."""
    if not text or text[0] not in "/#":
        return None
    name, _, args = text.partition(" ")
    name = name.lower()
    command = COMMANDS.get(name)
    return (name, command, args.strip()) if command else None


async def dispatch(engine: Engine, bot: Bot, event: MessageEvent, name: str,
                   command: Command, args: str) -> None:
    role = await role_of(bot, event)
    if role < command.role:
        # The command word only: arguments may hold secrets (`/set api_key …`).
        log.warning("refused %s from user %s in %s (needs %s)", name, event.user_id,
                    session_key(event, engine.config.aichat_account_in_key), command.role.name)
        await send(bot, event, texts.refusal(command.role))
        return
    try:
        key = session_key(event, engine.config.aichat_account_in_key)
        answer = await command.handler(Call(engine, bot, event, key, args, role))
    except Exception:
        log.exception("command failed: %s", name)
        answer = "命令执行失败，请查看日志。"
    if answer:
        await send(bot, event, answer)


# /mcp and /remind live in their own module, which builds on the names above.
from .tool_commands import TOOL_COMMANDS  # noqa: E402

COMMANDS.update(TOOL_COMMANDS)
