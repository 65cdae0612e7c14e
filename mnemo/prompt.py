"""The system prompt: the base prompt plus the scene (group or private, bot name, date)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

# Shipped inside the package, so an installed engine finds it wherever it runs.
BASE_PROMPT_FILE = Path(__file__).resolve().parent / "prompt.md"
_FALLBACK = "你是一个友好、可靠的 QQ 聊天助手，用简洁的中文回答。"
_WEEKDAYS = "一二三四五六日"


def load_base_prompt(override: str = "") -> str:
    if override.strip():
        return override.strip()
    try:
        return BASE_PROMPT_FILE.read_text(encoding="utf-8").strip()
    except OSError:
        return _FALLBACK


def scene(session: str, bot_name: str, today: dt.date, *, group_name: str = "") -> str:
    # Date only, not the minute: the system message must stay identical between
    # compressions so that the provider's prompt cache keeps working. Each user
    # message carries its own time stamp, and `current_time` gives the exact time.
    date = f"{today:%Y-%m-%d} 星期{_WEEKDAYS[today.weekday()]}"
    number = session[2:].partition("@")[0]  # without the bot account, where keys carry one
    if session.startswith("g:"):
        where = f"QQ 群聊（群号 {number}{'，群名 ' + group_name if group_name else ''}）"
        who = "群里的多位成员共享这段对话，只有被 @ 或被回复时你才会看到消息。"
    else:
        where = f"QQ 私聊（对方 QQ {number}）"
        who = "这是一对一的私聊。"
    return f"当前场景：{where}。{who}\n你的名字：{bot_name}。\n今天是 {date}。"


class SystemPrompts:
    """Builds and caches each session's system message (one per session per day)."""

    def __init__(self, base: str, bot_name: str) -> None:
        self.base = base
        self.bot_name = bot_name
        self._cache: dict[str, tuple[dt.date, dict[str, Any]]] = {}

    def for_session(self, session: str, today: dt.date | None = None) -> dict[str, Any]:
        today = today or dt.date.today()
        cached = self._cache.get(session)
        if cached and cached[0] == today:
            return cached[1]
        message = {"role": "system",
                   "content": f"{self.base}\n\n{scene(session, self.bot_name, today)}"}
        self._cache[session] = (today, message)
        return message

    def reset(self, base: str | None = None, bot_name: str | None = None) -> None:
        if base is not None:
            self.base = base
        if bot_name is not None:
            self.bot_name = bot_name
        self._cache.clear()
