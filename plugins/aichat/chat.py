"""Addressed messages to replies: the chat path of the plugin."""

from __future__ import annotations

import asyncio
import logging

from nonebot.adapters.onebot.v11 import Bot, GroupMessageEvent, MessageEvent
from nonebot.exception import ActionFailed, NetworkError

from mnemo.message import Message
from mnemo.session import ChatEntry, Submitted
from mnemo.window import make_message

from .inbound import TOO_LONG_MARKER, image_urls, session_key, user_turn, user_turn_text
from .outbound import build_replies
from .runtime import Pending, Runtime

log = logging.getLogger("mnemo.plugin")

QUEUED_NOTICE = "正在回复上一条消息…稍后一起回复你。"
QUEUE_FULL = "消息太多了，请等我回复完再发。"
EMPTY_REPLY = "（AI 没有给出回复）"
TOO_LONG = TOO_LONG_MARKER.split("{")[0]


async def chat(rt: Runtime, bot: Bot, event: MessageEvent) -> None:
    key = session_key(event)
    if image_urls(event):
        # Downloading starts now, beside any reply that is running; the turn awaits it.
        item = Pending(event=event, preparing=asyncio.ensure_future(prepare(rt, event)))
    else:
        text = user_turn_text(event, max_chars=rt.config.aichat_max_input_chars)
        item = Pending(event=event, message=make_message({"role": "user", "content": text}))

    async def run(batch: list[Pending]) -> None:
        await reply_batch(rt, bot, entry, batch)

    while True:
        entry: ChatEntry[Pending] = await rt.cache.get(key)
        entry.touch()
        outcome = await entry.submit(item, run)
        if outcome is not Submitted.GONE:
            break
    if outcome in (Submitted.QUEUED_FIRST, Submitted.QUEUED):
        log.info("session %s: message queued behind the running reply (%d waiting)", key,
                 len(entry.queue))
    if outcome is Submitted.QUEUED_FIRST:
        await send(bot, event, QUEUED_NOTICE)
    elif outcome is Submitted.FULL:
        await send(bot, event, QUEUE_FULL)


async def prepare(rt: Runtime, event: MessageEvent) -> Message:
    """The user message of an event with images, fetched (see `inbound.user_turn`)."""
    max_chars = rt.config.aichat_max_input_chars
    try:
        data = await user_turn(event, rt.fetcher, max_chars=max_chars,
                               multimodal=rt.config.aichat_multimodal)
    except Exception:  # the images are a bonus; the user's words must get through
        log.exception("session %s: preparing the images failed", session_key(event))
        data = {"role": "user", "content": user_turn_text(event, max_chars=max_chars)}
    return make_message(data)


async def reply_batch(rt: Runtime, bot: Bot, entry: ChatEntry[Pending],
                      batch: list[Pending]) -> None:
    messages = [await p.ready() for p in batch]
    extra = await rt.memory_hints(entry.key, messages)
    try:
        result = await rt.agent.run_turn(entry, messages, rt.system_for(entry.key), extra)
    finally:
        if any(isinstance(m.data.get("content"), list) for m in messages):
            entry.window.drop_images()
    entry.touch()
    # Answer only once the turn is stored: a crash right after the reply must not make
    # the bot forget what the user already read. The write itself is the writer's
    # task, so a /stop arriving now cannot cancel it.
    await rt.writer.flush()
    text = result.text if result.ok else (result.error_message or "")
    if any(TOO_LONG in m.text() for m in messages):
        text = f"（消息太长，只有前 {rt.config.aichat_max_input_chars} 字交给了 AI。）\n{text}"
    await send(bot, batch[-1].event, text or EMPTY_REPLY, limit=rt.config.aichat_reply_max_chars)


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
