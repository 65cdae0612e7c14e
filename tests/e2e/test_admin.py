"""Administration from QQ through the real bot process."""

from __future__ import annotations

from mnemo import SETTINGS
from tests.e2e.conftest import SUPERUSER, MakeRig


async def test_set_model_applies_to_the_next_request(make_rig: MakeRig) -> None:
    rig = await make_rig()
    side = rig.side
    await side.private_message(SUPERUSER, "/set model better-model")
    answer = (await side.next_reply()).text
    assert "better-model" in answer and "立即生效" in answer
    await side.private_message(SUPERUSER, "你好")
    await side.next_reply()
    assert rig.provider.requests[-1].model == "better-model"
    # Invalid values are refused with a reason and change nothing.
    await side.private_message(SUPERUSER, "/set high_water 1.7")
    refused = (await side.next_reply()).text
    assert "不合法" in refused
    await side.private_message(SUPERUSER, "/set low_water 0.95")
    assert "low_water" in (await side.next_reply()).text
    await side.private_message(SUPERUSER, "/set no_such_thing 1")
    assert "没有名为" in (await side.next_reply()).text
    await side.private_message(SUPERUSER, "/get high_water")
    assert (await side.next_reply()).text == "high_water = 0.8"
    # Secrets are never shown.
    await side.private_message(SUPERUSER, "/settings")
    # Longer than one QQ message: read every part, up to the table's last setting.
    listing, last = "", list(SETTINGS.values())[-1].short
    while f"{last} = " not in listing:
        listing += (await side.next_reply()).text
    assert "test-key" not in listing and "api_key = 已设置（已隐藏）" in listing
    assert "*model = better-model" in listing
    # A restart-only setting says so; the override survives a restart.
    await side.private_message(SUPERUSER, "/set timeout 30")
    assert "重启后生效" in (await side.next_reply()).text
    await rig.stop_and_restart()
    await side.private_message(SUPERUSER, "还记得我吗")
    await side.next_reply()
    assert rig.provider.requests[-1].model == "better-model"
    await side.private_message(SUPERUSER, "/unset model")
    assert "fake-model" in (await side.next_reply()).text


async def test_members_cannot_administer(make_rig: MakeRig) -> None:
    rig = await make_rig()
    side = rig.side
    for command in ("/set api_key sk-evil-secret", "/restart", "/settings"):
        await side.group_message(1000, 2001, command)
        assert "没有权限" in (await side.next_reply()).text
    await side.group_message(1000, 2001, "/ai off")
    assert "没有权限" in (await side.next_reply()).text
    assert rig.bot.running and rig.provider.received == 0
    await side.private_message(SUPERUSER, "/set api_key sk-another-secret")
    assert "已设置（已隐藏）" in (await side.next_reply()).text
    assert "refused /set from user 2001" in rig.bot.log_text()
    # NoneBot logs every incoming message: secrets typed into /set are masked there too.
    assert "sk-evil-secret" not in rig.bot.log_text()


async def test_group_switch(make_rig: MakeRig) -> None:
    rig = await make_rig()
    side = rig.side
    await side.group_message(1000, 2001, "/ai off", role="admin")
    assert "已关闭" in (await side.next_reply()).text
    await side.group_message(1000, 2001, "有人吗", at_bot=True)
    await side.group_message(1000, 2001, "/ai status", role="owner")
    assert "关闭" in (await side.next_reply()).text
    # Another group is not affected.
    await side.group_message(2000, 2001, "别的群", at_bot=True)
    await side.next_reply()
    assert rig.provider.received == 1
    await rig.stop_and_restart()
    await side.group_message(1000, 2001, "重启后呢", at_bot=True)
    await side.group_message(1000, SUPERUSER, "/ai on")
    assert "已开启" in (await side.next_reply()).text
    await side.group_message(1000, 2001, "现在呢", at_bot=True)
    await side.next_reply()
    assert rig.provider.received == 2
    texts = [m["content"] for m in rig.provider.requests[-1].messages if m["role"] == "user"]
    assert len(texts) == 1 and texts[0].endswith("现在呢")


async def test_restart_comes_back_with_history(make_rig: MakeRig) -> None:
    rig = await make_rig()
    side = rig.side
    await side.private_message(SUPERUSER, "我叫老王")
    await side.next_reply()
    pid = rig.bot.pid
    mark = rig.bot.mark()
    await side.private_message(SUPERUSER, "/restart")
    assert "正在重启" in (await side.next_reply()).text
    await side.wait_closed()
    await rig.bot.wait_ready(after=mark)
    assert rig.bot.pid == pid and rig.bot.running  # exec: the same process came back
    await side.reconnect()
    await side.private_message(SUPERUSER, "我叫什么")
    await side.next_reply()
    texts = [m["content"] for m in rig.provider.requests[-1].messages if m["role"] == "user"]
    assert texts[0].endswith("我叫老王") and texts[-1].endswith("我叫什么")
    assert "mnemo stopped: pending writes flushed" in rig.bot.log_text(after=mark)


async def test_an_empty_setup_says_what_it_lacks_at_start(make_rig: MakeRig) -> None:
    """An empty `.env` starts, and its log says in one line each what is still missing."""
    rig = await make_rig(AICHAT_API_KEY="", SUPERUSERS="[]")
    log = rig.bot.log_text()
    assert "no AICHAT_API_KEY is set" in log
    assert "no SUPERUSERS are set" in log
    # Listening on loopback with a token: nothing to say about either.
    assert "ONEBOT_ACCESS_TOKEN" not in log
    await rig.side.private_message(SUPERUSER, "在吗")
    assert (await rig.side.next_reply()).text == "AI 服务未配置 API Key，请联系管理员。"
