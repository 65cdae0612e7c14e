"""QQ messages in: an event becomes the text of one stored user turn."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable

from nonebot.adapters.onebot.v11 import GroupMessageEvent, MessageEvent, MessageSegment

from mnemo.images import image_marker

TOO_LONG_MARKER = "…[消息过长，已截断，原文共 {n} 字]"

_SIMPLE = {
    "face": "[表情]",
    "mface": "[表情]",
    "record": "[语音]",
    "video": "[视频]",
    "file": "[文件]",
    "rps": "[猜拳]",
    "dice": "[骰子]",
    "shake": "[戳一戳]",
    "poke": "[戳一戳]",
    "location": "[位置]",
    "music": "[音乐]",
    "share": "[链接分享]",
    "contact": "[名片]",
    "forward": "[合并转发]",
    "json": "[卡片消息]",
    "xml": "[卡片消息]",
}


def session_key(event: MessageEvent) -> str:
    if isinstance(event, GroupMessageEvent):
        return f"g:{event.group_id}"
    return f"f:{event.user_id}"


def speaker(event: MessageEvent) -> str:
    sender = event.sender
    name = (sender.card or sender.nickname or "").strip() if sender else ""
    return f"{name}({event.user_id})" if name else str(event.user_id)


def render_segments(segments: Iterable[MessageSegment], self_id: str = "") -> str:
    """Readable text for the model; unknown segments become a short bracketed tag."""
    out: list[str] = []
    for seg in segments:
        kind = seg.type
        data = seg.data or {}
        if kind == "text":
            out.append(str(data.get("text", "")))
        elif kind == "at":
            qq = str(data.get("qq", ""))
            if qq == "all":
                out.append("@全体成员")
            elif qq != self_id:
                name = data.get("name")
                out.append(f"@{name}({qq})" if name else f"@{qq}")
        elif kind == "image":
            url = str(data.get("url") or data.get("file") or "")
            out.append(image_marker(url) if url else "[图片]")
        elif kind == "reply":
            continue  # the quoted message is rendered separately
        else:
            out.append(_SIMPLE.get(kind, f"[{kind}]"))
    return "".join(out).strip()


def user_turn_text(event: MessageEvent, *, max_chars: int, now: dt.datetime | None = None
                   ) -> str:
    """`[2026-11-30 14:03] 小明(123456): ...`: who said what, when."""
    when = now or dt.datetime.fromtimestamp(event.time).astimezone()
    body = render_segments(event.message, str(event.self_id))
    if event.reply is not None:
        quoted = render_segments(event.reply.message, str(event.self_id))
        who = event.reply.sender.card or event.reply.sender.nickname or ""
        quote = tail_cut(quoted, 200)
        body = f"[引用 {who}: {quote}] {body}".strip() if quote else body
    if len(body) > max_chars:
        body = body[:max_chars] + TOO_LONG_MARKER.format(n=len(body))
    return f"[{when:%Y-%m-%d %H:%M}] {speaker(event)}: {body or '[空消息]'}"


def tail_cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit] + "…"
