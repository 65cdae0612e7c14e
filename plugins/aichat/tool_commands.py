"""`/mcp` and `/remind`: the MCP servers of a conversation, and a member's reminders.

Registered into the command table by `commands.py`. `/mcp list|on|off <server>` is for
a group's admins in their group and superusers anywhere; `/mcp reload` for superusers.
`/remind` is every member's: their own reminders here, a new one, or one cancelled
(group admins may cancel anyone's in their group).
"""

from __future__ import annotations

import logging

from nonebot.adapters.onebot.v11 import MessageEvent

from mnemo import mcp, reminders, texts

from .commands import Call, Command, Role

log = logging.getLogger("mnemo.plugin")


def _member(event: MessageEvent) -> str:
    return str(event.user_id)


async def cmd_mcp(call: Call) -> str:
    hub = call.engine.addons.mcp
    words = call.args.split()
    action = words[0].lower() if words else "list"
    if action in ("list", "ls", "列表"):
        return texts.mcp_list(hub.servers(), set(hub.available(call.key)))
    if action == "reload":
        if call.role < Role.SUPERUSER:
            return texts.refusal(Role.SUPERUSER)
        try:
            done = await hub.reload()
        except mcp.McpFileError as exc:
            return f"没有重新加载：{exc}。正在运行的服务器保持不变。"
        log.info("mcp servers reloaded by %s", call.event.user_id)
        return texts.mcp_reloaded(done)
    if action in ("on", "off") and len(words) == 2:
        try:
            await hub.set(call.key, words[1], action == "on")
        except mcp.UnknownServer:
            return f"没有名为 {words[1][:40]} 的 MCP 服务器。用 /mcp list 查看。"
        log.info("mcp server %s switched %s in %s by %s", words[1], action, call.key,
                 call.event.user_id)
        if action == "on":
            return f"已在本会话开启 MCP 服务器 {words[1]}：AI 需要时会用 mcp_load 加载它。"
        return f"已在本会话关闭 MCP 服务器 {words[1]}。"
    return texts.MCP_USAGE


async def cmd_remind(call: Call) -> str:
    service = call.engine.addons.reminders
    member = _member(call.event)
    args = call.args.strip()
    if not args or args.lower() in ("list", "ls", "列表"):
        found = await service.list(call.key, member)
        return texts.reminder_list([(r, service.at(r)) for r in found])
    words = args.split()
    if words[0].lower() in ("cancel", "取消", "del"):
        if len(words) != 2 or not words[1].lstrip("#").isdigit():
            return texts.REMIND_USAGE
        number = int(words[1].lstrip("#"))
        # A group's admins tidy up anyone's reminders in their group; members their own.
        anyone = call.role >= Role.SUPERUSER or (call.key.is_group
                                                 and call.role >= Role.GROUP_ADMIN)
        cancelled = await service.cancel(call.key, number, None if anyone else member)
        if cancelled is None:
            return f"这里没有你的待发提醒 #{number}。用 /remind 查看。"
        return f"已取消提醒 #{number}：{cancelled.text}"
    # `/remind <time> <text>`: the time is the longest leading run of words it reads as.
    problem = None
    for n in (3, 2, 1):
        if len(words) <= n:
            continue
        when, text = " ".join(words[:n]), " ".join(words[n:])
        try:
            service.due(when)
        except reminders.BadTime as exc:
            # "In the past" says more than "unreadable" about the words that read as a time.
            if problem is None or (problem.kind == "unreadable" and exc.kind != "unreadable"):
                problem = exc
            continue
        try:
            r = await service.add(call.key, member, when, text)
        except reminders.BadTime as exc:
            return str(exc)
        except reminders.LimitReached as exc:
            return texts.reminder_limit(exc.scope, exc.limit)
        except ValueError as exc:
            return str(exc)
        return texts.reminder_set(r, service.at(r))
    if problem is not None and len(words) > 1:
        return f"{problem}\n{texts.REMIND_USAGE}"
    return texts.REMIND_USAGE


TOOL_COMMANDS: dict[str, Command] = {
    "/mcp": Command(cmd_mcp, Role.GROUP_ADMIN,
                    "本会话的 MCP 工具服务器：/mcp list|on|off <名> | /mcp reload"),
    "/remind": Command(cmd_remind, Role.MEMBER,
                       "提醒：/remind（查看）| /remind <时间> <内容> | /remind cancel <编号>"),
}
