"""Replies out: long answers split to fit QQ, the first part quoting the asker in groups."""

from __future__ import annotations

import logging

from nonebot.adapters.onebot.v11 import (
    Bot,
    GroupMessageEvent,
    Message,
    MessageEvent,
    MessageSegment,
)
from nonebot.exception import ActionFailed, NetworkError

from .inbound import session_key

log = logging.getLogger("mnemo.plugin")


def split_text(text: str, limit: int) -> list[str]:
    """Chunks of at most `limit` characters, cut at paragraph, line or sentence ends."""
    text = text.strip()
    chunks: list[str] = []
    while len(text) > limit:
        window = text[:limit]
        cut = -1
        for sep in ("\n\n", "\n", "。", "！", "？", ". ", "；", "，", " "):
            pos = window.rfind(sep)
            if pos >= limit // 3:
                cut = pos + len(sep)
                break
        if cut <= 0:
            cut = limit
        chunks.append(text[:cut].rstrip())
        text = text[cut:].lstrip()
    if text:
        chunks.append(text)
    return chunks


def build_replies(text: str, *, limit: int, quote: int | None) -> list[Message]:
    parts = split_text(text, limit) or [text]
    messages: list[Message] = []
    for i, part in enumerate(parts):
        msg = Message()
        if i == 0 and quote is not None:
            msg += MessageSegment.reply(quote)
        msg += MessageSegment.text(part)
        messages.append(msg)
    return messages


async def send(bot: Bot, event: MessageEvent, text: str, *, limit: int = 1500) -> None:
    """Send `text` as one or more QQ messages; in a group the first quotes the asker."""
    quote = event.message_id if isinstance(event, GroupMessageEvent) else None
    for message in build_replies(text, limit=limit, quote=quote):
        try:
            await bot.send(event, message)
        except (ActionFailed, NetworkError) as exc:
            # The OneBot side failing to deliver is not the conversation's problem:
            # the reply is already in history; log once and stop sending the rest.
            log.warning("could not deliver a reply to %s: %s", session_key(event),
                        type(exc).__name__)
            return
