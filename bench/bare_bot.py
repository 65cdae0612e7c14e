"""The baseline for bench/overhead.py: a bare NoneBot bot on the same stack as mnemo.

Same NoneBot, adapter, driver and settings mechanism as `bot.py`; one matcher that
answers an @ (or a reply to the bot, or its nickname: NoneBot's `to_me`) with fixed
text, quoting the asker like mnemo does. No plugins, no model, no storage. Whatever mnemo
costs beyond this is mnemo's overhead.

    DRIVER=~fastapi PORT=8080 ONEBOT_ACCESS_TOKEN=t python bench/bare_bot.py
"""

from __future__ import annotations

import nonebot
from nonebot import on_message
from nonebot.adapters.onebot.v11 import Adapter, MessageEvent, MessageSegment
from nonebot.rule import to_me

REPLY_TEXT = "pong"


def main() -> None:
    nonebot.init()
    nonebot.get_driver().register_adapter(Adapter)
    # A rule, as a typical plugin has: chatter that does not address the bot stops at the
    # rule check and never instantiates the matcher.
    pong = on_message(rule=to_me(), priority=50, block=True)

    @pong.handle()
    async def _answer(event: MessageEvent) -> None:
        await pong.send(MessageSegment.reply(event.message_id) + REPLY_TEXT)

    nonebot.run()


if __name__ == "__main__":
    main()
