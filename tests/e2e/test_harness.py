"""Tests of the e2e harness itself, against a throwaway echo bot written at run time.

The echo bot is a plain NoneBot script (not mnemo's bot.py), so these tests prove the harness
independently of the aichat plugin. Nothing here sleeps: every wait is on a log line, a
recorded action or a reply, each bounded by a timeout.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.e2e.harness import (
    BotProcess,
    HandshakeRejected,
    OneBotSide,
    free_port,
    localstore_env,
)

TOKEN = "e2e-harness-token"
GROUP = 5001
USER = 42

ECHO_BOT = """\
import nonebot
from nonebot import logger, on_message
from nonebot.adapters.onebot.v11 import Adapter, MessageEvent
from nonebot.rule import to_me

nonebot.init()
nonebot.get_driver().register_adapter(Adapter)
echo = on_message(rule=to_me())


@echo.handle()
async def _(event: MessageEvent) -> None:
    quoted = f" re:{event.reply.message_id}" if event.reply else ""
    result = await echo.send("echo:" + event.get_plaintext() + quoted)
    # lets the test see that the send_msg answer (matched by echo) reached this await
    logger.info(f"echo-sent message_id={result['message_id']}")


if __name__ == "__main__":
    nonebot.run()
"""


def _write_echo_bot(directory: Path) -> Path:
    script = directory / "echo_bot.py"
    script.write_text(ECHO_BOT, encoding="utf-8")
    return script


def _echo_bot_process(directory: Path) -> BotProcess:
    env = {"PORT": str(free_port()), "ONEBOT_ACCESS_TOKEN": TOKEN, **localstore_env(directory)}
    return BotProcess(env, script=_write_echo_bot(directory), log_path=directory / "bot.log")


@pytest.fixture(scope="module")
async def echo_bot(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[BotProcess]:
    bot = _echo_bot_process(tmp_path_factory.mktemp("echo_bot"))
    await bot.start()
    try:
        await bot.wait_ready()
        yield bot
    finally:
        await bot.stop()


@pytest.fixture(scope="module")
async def echo_side(echo_bot: BotProcess) -> AsyncIterator[OneBotSide]:
    side = OneBotSide(echo_bot.port, token=TOKEN)
    await side.connect()
    yield side
    await side.close()


async def test_group_at_gets_reply_answered_by_echo(
    echo_bot: BotProcess, echo_side: OneBotSide
) -> None:
    mark = echo_bot.mark()
    first_action = len(echo_side.actions)
    # a message not addressed to the bot goes first: if to_me were wrong it would be answered
    await echo_side.group_message(GROUP, USER, "not for you")
    await echo_side.group_message(GROUP, USER, "hi [there]", at_bot=True, nickname="阿明")

    reply = await echo_side.next_reply(timeout=15)
    assert reply.action == "send_msg"
    assert (reply.message_type, reply.group_id) == ("group", GROUP)
    assert reply.text == "echo:hi [there]"

    call = await echo_side.wait_action("send_msg", after=first_action)
    assert isinstance(call.echo, str)
    assert call.response is not None and call.response["echo"] == call.echo
    # the bot's own await on send_msg returned our message_id: the echo matched
    await echo_bot.wait_log(f"echo-sent message_id={reply.message_id}", 15, after=mark)
    assert echo_side.drain() == []
    assert echo_side.errors == []


async def test_private_message_gets_reply(echo_bot: BotProcess, echo_side: OneBotSide) -> None:
    await echo_side.private_message(USER, "pm text")
    reply = await echo_side.next_reply(timeout=15)
    assert (reply.message_type, reply.user_id) == ("private", USER)
    assert reply.text == "echo:pm text"


async def test_quoting_a_bot_message_goes_through_get_msg(
    echo_bot: BotProcess, echo_side: OneBotSide
) -> None:
    await echo_side.group_message(GROUP, USER, "first", at_bot=True)
    bot_message = await echo_side.next_reply(timeout=15)

    # no @: the adapter must fetch the quoted message and see that the bot wrote it
    first_action = len(echo_side.actions)
    await echo_side.group_message(GROUP, USER, " again", reply_to=bot_message.message_id)
    reply = await echo_side.next_reply(timeout=15)
    assert reply.text == f"echo:again re:{bot_message.message_id}"
    get_msg = await echo_side.wait_action("get_msg", after=first_action)
    assert int(get_msg.params["message_id"]) == bot_message.message_id
    assert get_msg.response is not None and get_msg.response["status"] == "ok"

    # An unknown quoted id: get_msg fails, the adapter logs a warning and leaves the reply
    # segment in place, so the @ after it is not at the start and to_me stays False (adapter
    # 2.4.6 behaviour). The @-message that follows is the only one answered.
    mark = echo_bot.mark()
    await echo_side.group_message(GROUP, USER, "lost", reply_to=1, at_bot=True)
    await echo_bot.wait_log("Error when getting message reply info", 15, after=mark)
    await echo_side.group_message(GROUP, USER, "probe", at_bot=True)
    assert (await echo_side.next_reply(timeout=15)).text == "echo:probe"


async def test_wrong_token_is_rejected_with_403(echo_bot: BotProcess) -> None:
    side = OneBotSide(echo_bot.port, token="wrong", self_id=10002)
    with pytest.raises(HandshakeRejected) as rejected:
        await side.connect(timeout=10, retry_forbidden=False)
    assert rejected.value.status == 403

    # retrying a 403 ends in the same error once the (short) deadline passes
    with pytest.raises(HandshakeRejected):
        await side.connect(timeout=0.3)
    assert not side.connected


async def test_kill_then_start_again_and_reconnect(tmp_path: Path) -> None:
    bot = _echo_bot_process(tmp_path)
    side = OneBotSide(bot.port, token=TOKEN)
    await bot.start()
    try:
        await bot.wait_ready()
        first_pid = bot.pid
        await side.connect()
        await side.group_message(GROUP, USER, "before", at_bot=True)
        assert (await side.next_reply(timeout=15)).text == "echo:before"

        bot.kill()
        assert await bot.wait_exit(10) == -9
        assert await side.wait_closed(10) == 1006
        with pytest.raises(ConnectionError):
            await side.next_reply(timeout=5)

        await bot.start()
        await bot.wait_ready()
        assert bot.pid != first_pid
        await side.reconnect()
        await side.group_message(GROUP, USER, "after", at_bot=True)
        assert (await side.next_reply(timeout=15)).text == "echo:after"

        assert await bot.stop() == 0
        assert await side.wait_closed(10) == 1012
        assert "Application shutdown complete" in bot.log_text()
        assert len(re.findall("Uvicorn running on", bot.log_path.read_text("utf-8"))) == 2
    finally:
        await side.close()
        await bot.stop()


async def test_wait_ready_reports_early_death(tmp_path: Path) -> None:
    script = tmp_path / "broken_bot.py"
    script.write_text("import sys\nprint('boom: broken config')\nsys.exit(3)\n")
    bot = BotProcess({}, script=script, log_path=tmp_path / "bot.log")
    await bot.start()
    with pytest.raises(AssertionError, match="boom: broken config") as died:
        await bot.wait_ready(timeout=15)
    assert "returncode 3" in str(died.value)
    assert await bot.wait_exit(5) == 3
