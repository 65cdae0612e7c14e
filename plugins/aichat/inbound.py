"""QQ messages in: an event becomes the text of one stored user turn."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
from collections.abc import Iterable, Mapping
from typing import Any

from nonebot.adapters.onebot.v11 import GroupMessageEvent, MessageEvent, MessageSegment

from mnemo.images import image_hash
from mnemo.vision import FetchedImage, ImageError, ImageFetcher, image_parts

log = logging.getLogger("mnemo.plugin")

# What each image URL of a message came to: the image, or why it could not be had.
Fetched = Mapping[str, FetchedImage | ImageError]

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


def image_url(seg: MessageSegment) -> str:
    data = seg.data or {}
    return str(data.get("url") or data.get("file") or "")


def image_urls(event: MessageEvent) -> list[str]:
    """The image URLs of the message and of the message it quotes, each once."""
    segments = list(event.message)
    if event.reply is not None:
        segments += list(event.reply.message)
    urls = [image_url(seg) for seg in segments if seg.type == "image"]
    return list(dict.fromkeys(u for u in urls if u))


async def fetch_images(event: MessageEvent, fetcher: ImageFetcher
                       ) -> dict[str, FetchedImage | ImageError]:
    """Download the images of an addressed message, all at once; failures are results."""

    async def one(url: str) -> FetchedImage | ImageError:
        try:
            return await fetcher.fetch(url)
        except ImageError as exc:
            log.info("image of %s not loaded: %s", session_key(event), exc.reason)
            return exc
        except Exception:  # a broken image must never cost the user the answer
            log.exception("fetching an image failed")
            return ImageError("下载图片失败")

    urls = image_urls(event)
    results = await asyncio.gather(*(one(url) for url in urls))
    return dict(zip(urls, results, strict=True))


def image_text(url: str, got: FetchedImage | ImageError | None, notes: bool) -> str:
    """The marker of one image: its content hash, or (not fetched) the hash of its URL."""
    if isinstance(got, FetchedImage):
        return got.marker
    if not url:
        return "[图片]"
    if notes and isinstance(got, ImageError):
        # The model cannot ask for the image (no load_images then): tell it why it's blind.
        return f"[图片 {image_hash(url)}（无法加载：{got.reason}）]"
    return f"[图片 {image_hash(url)}]"


def render_segments(segments: Iterable[MessageSegment], self_id: str = "",
                    images: Fetched | None = None, notes: bool = False) -> str:
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
            url = image_url(seg)
            out.append(image_text(url, images.get(url) if images else None, notes))
        elif kind == "reply":
            continue  # the quoted message is rendered separately
        else:
            out.append(_SIMPLE.get(kind, f"[{kind}]"))
    return "".join(out).strip()


def user_turn_text(event: MessageEvent, *, max_chars: int, now: dt.datetime | None = None,
                   images: Fetched | None = None, notes: bool = False) -> str:
    """`[2026-11-30 14:03] 小明(123456): ...`: who said what, when."""
    when = now or dt.datetime.fromtimestamp(event.time).astimezone()
    body = render_segments(event.message, str(event.self_id), images, notes)
    if event.reply is not None:
        quoted = render_segments(event.reply.message, str(event.self_id), images, notes)
        who = event.reply.sender.card or event.reply.sender.nickname or ""
        quote = tail_cut(quoted, 200)
        body = f"[引用 {who}: {quote}] {body}".strip() if quote else body
    if len(body) > max_chars:
        body = body[:max_chars] + TOO_LONG_MARKER.format(n=len(body))
    return f"[{when:%Y-%m-%d %H:%M}] {speaker(event)}: {body or '[空消息]'}"


async def user_turn(event: MessageEvent, fetcher: ImageFetcher, *, max_chars: int,
                    multimodal: bool) -> dict[str, Any]:
    """The user message of an addressed event, its images fetched.

    Multimodal: the images go along as image parts in place of their markers (a broken
    one keeps a marker with the reason). Otherwise the model sees the markers and asks
    `load_images` for the images it needs.
    """
    images = await fetch_images(event, fetcher)
    text = user_turn_text(event, max_chars=max_chars, images=images, notes=multimodal)
    if not multimodal:
        return {"role": "user", "content": text}
    fetched = [got for got in images.values() if isinstance(got, FetchedImage)]
    return {"role": "user", "content": image_parts(text, fetched)}


def tail_cut(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    # Never cut an image marker in half: its hash is how the image is asked for.
    start = text.rfind("[图片 ", 0, limit)
    end = text.find("]", start) if start != -1 else -1
    if end >= limit:
        limit = end + 1
    return text[:limit] + "…"
