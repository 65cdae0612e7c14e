"""The model's reminder tools, bound to one conversation and acting for the member talking.

`reminder_add(when, text)` states the resolved time back in the bot's zone, so the model
can tell the member exactly when; `reminder_list` and `reminder_cancel` see only the
asking member's reminders of this conversation. The conversation is captured when the
tools are built; the member is the one whose turn is running.
"""

from __future__ import annotations

import datetime as dt

from ..store.reminders import LimitReached, Reminder
from ..tools import Tool
from ..usage import current
from .service import Reminders
from .when import BadTime, shown

NAMES = ("reminder_add", "reminder_list", "reminder_cancel")


def until(at: dt.datetime, now: float) -> str:
    """`约 2 小时 5 分钟后` (rounded to minutes; seconds under two minutes)."""
    seconds = max(0, round(at.timestamp() - now))
    if seconds < 120:
        return f"约 {seconds} 秒后"
    minutes = seconds // 60
    days, rest = divmod(minutes, 1440)
    hours, minutes = divmod(rest, 60)
    parts = [f"{days} 天" if days else "", f"{hours} 小时" if hours else "",
             f"{minutes} 分钟" if minutes else ""]
    return "约 " + " ".join(p for p in parts if p) + "后"


def limit_text(exc: LimitReached) -> str:
    who = "你" if exc.scope == "member" else "本会话"
    return f"{who}已有 {exc.limit} 条待发的提醒，达到上限；请先取消一些。"


def line(reminders: Reminders, r: Reminder) -> str:
    return f"#{r.id} {shown(reminders.at(r))}：{r.text}"


def reminder_tools(reminders: Reminders, key: str) -> list[Tool]:
    def member() -> str:
        conversation, who = current()
        return who if conversation == key else ""

    async def reminder_add(when: str, text: str) -> str:
        who = member()
        if not who:
            return "错误：不知道是谁要设置提醒"
        try:
            r = await reminders.add(key, who, when, text)
        except BadTime as exc:
            return f"错误：{exc}"
        except LimitReached as exc:
            return f"错误：{limit_text(exc)}"
        except ValueError as exc:
            return f"错误：{exc}"
        at = reminders.at(r)
        return (f"已设置提醒 #{r.id}：{shown(at)}（{until(at, reminders.clock())}），"
                f"到时会在这里提醒 {who}：{r.text}。请把这个时间告诉用户。")

    async def reminder_list() -> str:
        who = member()
        found = await reminders.list(key, who or None)
        if not found:
            return "没有待发的提醒。"
        return "待发的提醒：\n" + "\n".join(line(reminders, r) for r in found)

    async def reminder_cancel(id: int) -> str:
        who = member()
        if not isinstance(id, int) or isinstance(id, bool):
            return "错误：id 必须是提醒的编号（整数）"
        cancelled = await reminders.cancel(key, id, who or None)
        if cancelled is None:
            return f"错误：没有你的待发提醒 #{id}（可用 reminder_list 查看）"
        return f"已取消提醒 #{id}：{cancelled.text}"

    return [
        Tool("reminder_add",
             "设置一个到时在本会话里发出的提醒（群里会 @ 提出的人）。when 是时间："
             "绝对时间如 2026-05-01 09:00、明天 9:00，或相对时间如 +2h、+30m、2小时后；"
             "按机器人所在时区理解，最多一年以内。返回确定的时间，请告诉用户。",
             {"type": "object",
              "properties": {"when": {"type": "string", "description": "提醒时间"},
                             "text": {"type": "string", "description": "提醒的内容"}},
              "required": ["when", "text"], "additionalProperties": False},
             reminder_add),
        Tool("reminder_list", "列出当前用户在本会话中待发的提醒。",
             {"type": "object", "properties": {}, "additionalProperties": False},
             reminder_list),
        Tool("reminder_cancel", "取消当前用户的一个待发提醒。",
             {"type": "object",
              "properties": {"id": {"type": "integer", "description": "提醒编号"}},
              "required": ["id"], "additionalProperties": False},
             reminder_cancel),
    ]
