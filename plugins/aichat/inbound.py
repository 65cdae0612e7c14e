"""QQ messages in: a OneBot event becomes the engine's `Incoming`."""

from __future__ import annotations

from collections.abc import Iterable

from nonebot.adapters.onebot.v11 import GroupMessageEvent, MessageEvent, MessageSegment

from mnemo import ConversationKey, Image, Incoming, Quote, Speaker

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


def session_key(event: MessageEvent, with_account: bool = False) -> ConversationKey:
    """The conversation of `event`; `with_account` where QQ accounts share a database."""
    account = event.self_id if with_account else None
    if isinstance(event, GroupMessageEvent):
        return ConversationKey.group(event.group_id, account)
    return ConversationKey.private(event.user_id, account)


def speaker(event: MessageEvent) -> Speaker:
    sender = event.sender
    name = (sender.card or sender.nickname or "").strip() if sender else ""
    return Speaker(str(event.user_id), name)


def image_url(seg: MessageSegment) -> str:
    data = seg.data or {}
    return str(data.get("url") or data.get("file") or "")


def parts(segments: Iterable[MessageSegment], self_id: str = "") -> list[str | Image]:
    """Text for the model and image references; unknown segments become a short tag."""
    out: list[str | Image] = []
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
            out.append(Image(image_url(seg)))
        elif kind == "reply":
            continue  # the quoted message comes separately, as the quote
        else:
            out.append(_SIMPLE.get(kind, f"[{kind}]"))
    return out


def incoming(event: MessageEvent, with_account: bool = False) -> Incoming:
    """An addressed message (private, or `to_me` in a group) with everything it says."""
    self_id = str(event.self_id)
    quote = None
    if event.reply is not None:
        who = event.reply.sender.card or event.reply.sender.nickname or ""
        quote = Quote(who, parts(event.reply.message, self_id))
    return Incoming(session_key(event, with_account), speaker(event),
                    parts(event.message, self_id),
                    addressed=True, quote=quote, time=float(event.time), ref=event)


def unaddressed(event: GroupMessageEvent, with_account: bool = False) -> Incoming:
    """A group message not meant for the bot: only who and where (it is only counted)."""
    return Incoming(session_key(event, with_account), Speaker(str(event.user_id)),
                    addressed=False, ref=event)
