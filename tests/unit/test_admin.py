"""The admin door (mnemo.admin): who may do what, every action in the audit log whichever
front end asked, and the same sentence back to QQ and to the panel."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from mnemo import Config, ConversationKey, Engine, Incoming, Reply, texts
from mnemo.admin import Actor, Admin, Role, Status, has_database, secret_values
from mnemo_panel.book import PanelPasswordBook
from mnemo_panel.sessions import Password
from tests.fakes.provider import FakeProvider

API_KEY = "test-key"
GROUP = ConversationKey("g:1")
OTHER = ConversationKey("g:2")
SU_CHAT = ConversationKey("f:999")


@pytest.fixture
async def provider() -> AsyncIterator[FakeProvider]:
    async with FakeProvider(api_key=API_KEY) as fake:
        yield fake


@pytest.fixture
async def engine(provider: FakeProvider, tmp_path: Path) -> AsyncIterator[Engine]:
    config = Config(aichat_base_url=provider.base_url, aichat_api_key=API_KEY,
                    aichat_model="fake-model", aichat_retry_base_delay=0.0,
                    aichat_max_attempts=1)
    async with Engine(config, tmp_path) as e:
        yield e


def member(where: ConversationKey = GROUP) -> Actor:
    return Actor.qq("123", Role.MEMBER, where)


def group_admin(where: ConversationKey = GROUP) -> Actor:
    return Actor.qq("456", Role.GROUP_ADMIN, where)


def superuser() -> Actor:
    return Actor.qq("999", Role.SUPERUSER, SU_CHAT)


def panel_admin() -> Actor:
    return Actor.panel("密码登录", "203.0.113.7")


async def say(engine: Engine, key: str, text: str) -> None:
    got: list[Reply] = []

    async def send(reply: Reply) -> None:
        got.append(reply)

    await engine.handle(Incoming.text(key, text, name="小明"), send)
    assert got and got[-1].ok


async def audit(engine: Engine) -> list[tuple[str, str, str, str, str]]:
    """The audit log, oldest first: (front, who, where, action, detail)."""
    entries = await Admin(engine).audit.page(0, 100)
    return [(e.front, e.actor, e.ip, e.action, e.detail) for e in reversed(entries)]


async def test_the_wrong_role_is_refused_and_nothing_changes(engine: Engine) -> None:
    admin = Admin(engine)
    for text in ("一", "二", "三"):
        await say(engine, GROUP, text)
    before = (await engine.context(GROUP)).messages

    refused = await admin.compact(member(), GROUP)
    assert refused.status is Status.REFUSED
    assert texts.admin_text(refused) == "你没有权限使用这个命令。（需要群管理员）"
    assert await engine.compactions(GROUP) == []
    # A group admin's role holds in their own group only.
    elsewhere = await admin.add_memory(group_admin(OTHER), GROUP, "外人写的")
    assert texts.admin_text(elsewhere) == "只有超级用户可以管理其他会话的记忆。"
    assert await engine.memories.list(GROUP) == []
    assert (await admin.set_ai(group_admin(OTHER), GROUP, False)).status is Status.REFUSED
    assert engine.ai_enabled(GROUP)
    # Settings and restarts are the superuser's; the panel password the panel's.
    unset = await admin.set_setting(group_admin(), "max_iterations", "3")
    assert texts.admin_text(unset) == "你没有权限使用这个命令。（需要超级用户）"
    assert engine.config.aichat_max_iterations == 20
    assert (await admin.restart(group_admin())).status is Status.REFUSED
    book = PanelPasswordBook(engine)
    password = await admin.change_password(superuser(), "a-new-password", book)
    assert texts.admin_text(password) == "你没有权限使用这个命令。（需要面板管理员）"
    assert not await Password(engine.panel).check("a-new-password")
    # A member may start their own conversation afresh, not another one.
    assert (await admin.new(member(OTHER), GROUP)).status is Status.REFUSED
    assert (await engine.context(GROUP)).messages == before
    assert await audit(engine) == []  # refusals did nothing, so nothing is recorded


async def test_every_action_is_audited_with_its_front_end(engine: Engine) -> None:
    told: list[str] = []
    admin = Admin(engine, on_secret=told.append)
    await say(engine, GROUP, "你好")

    assert (await admin.set_setting(superuser(), "api_key", "sk-from-qq-123456")).ok
    assert (await admin.set_setting(panel_admin(), "model", "better-model")).ok
    assert (await admin.set_ai(group_admin(), GROUP, False)).ok
    assert (await admin.new(member(), GROUP)).ok
    added = await admin.add_memory(panel_admin(), OTHER, "小明喜欢猫", "#宠物，猫")
    assert added.ok and added.memory is not None and added.memory.tags == ("宠物", "猫")
    assert (await admin.unset_setting(panel_admin(), "api_key")).ok
    assert (await admin.restart(superuser())).ok
    assert (await admin.change_password(Actor.shell(), "from-the-shell-1",
                                        PanelPasswordBook(engine))).ok

    assert await audit(engine) == [
        ("qq", "QQ 999", "f:999", "setting.set", "api_key（机密，值不记录）"),
        ("panel", "密码登录", "203.0.113.7", "setting.set", "model：fake-model → better-model"),
        ("qq", "QQ 456", "g:1", "conversation.ai", "g:1：关闭"),
        ("qq", "QQ 123", "g:1", "conversation.new", "g:1"),
        ("panel", "密码登录", "203.0.113.7", "memory.add", "g:2 #1"),
        ("panel", "密码登录", "203.0.113.7", "setting.unset", "api_key（恢复为 已设置（已隐藏））"),
        ("qq", "QQ 999", "f:999", "restart", ""),
        ("cli", "命令行", "localhost", "password.change", "所有会话已退出"),
    ]
    # The secret reached the log filter, and no entry of the log.
    assert told == ["sk-from-qq-123456"]
    assert await Password(engine.panel).check("from-the-shell-1")


async def test_qq_and_the_panel_get_the_same_sentence(engine: Engine) -> None:
    admin = Admin(engine)
    for key in (GROUP, OTHER):
        for text in ("一", "二", "三"):
            await say(engine, key, text)
    pairs = [
        (await admin.stop(superuser(), GROUP), await admin.stop(panel_admin(), OTHER)),
        (await admin.restore(superuser(), GROUP), await admin.restore(panel_admin(), OTHER)),
        (await admin.set_setting(superuser(), "max_iterations", "7"),
         await admin.set_setting(panel_admin(), "max_iterations", "7")),
        (await admin.set_setting(superuser(), "high_water", "1.7"),
         await admin.set_setting(panel_admin(), "high_water", "1.7")),
        (await admin.delete_memory(superuser(), GROUP, 9),
         await admin.delete_memory(panel_admin(), GROUP, 9)),
        (await admin.new(superuser(), GROUP), await admin.new(panel_admin(), GROUP)),
    ]
    shown = [(texts.admin_text(qq), texts.admin_text(web)) for qq, web in pairs]
    assert [qq for qq, _ in shown] == [web for _, web in shown]
    assert [qq for qq, _ in shown] == [
        "当前没有正在进行的回复。",
        "没有可以恢复的存档。",
        "已设置 max_iterations = 7，已立即生效。",
        "high_water 的值不合法：不能大于 1.0",
        "g:1 中没有编号为 9 的记忆。",
        "已开始新对话。之前的对话已存档。",
    ]
    # Where a group admin speaks in the group, "本群"; from the panel, the group's key.
    assert texts.admin_text(await admin.set_ai(group_admin(), GROUP, False)) == (
        "本群的 AI 对话已关闭（管理命令仍然可用）。")
    assert texts.admin_text(await admin.set_ai(panel_admin(), GROUP, True)) == (
        "g:1 的 AI 对话已开启。")


async def test_bad_input_is_told_and_changes_nothing(engine: Engine) -> None:
    admin = Admin(engine)
    bad_scope = await admin.add_memory(panel_admin(), "g:1;drop", "x")
    assert bad_scope.status is Status.INVALID and "g:<群号>" in texts.admin_text(bad_scope)
    assert texts.admin_text(await admin.add_memory(panel_admin(), GROUP, "  ")) == (
        "记忆内容不能为空")
    assert texts.admin_text(await admin.set_ai(panel_admin(), SU_CHAT, False)) == (
        "只有群有 AI 开关。")
    assert texts.admin_text(await admin.set_setting(panel_admin(), "api_key", " ")) == (
        "请输入新值。")
    assert engine.config.aichat_api_key == API_KEY
    short = await admin.change_password(panel_admin(), "short", PanelPasswordBook(engine))
    assert short.status is Status.INVALID and "至少 8 个字符" in texts.admin_text(short)
    assert await audit(engine) == []


def test_secret_values_are_what_a_log_filter_masks() -> None:
    config = Config(aichat_api_key="sk-main-123456", aichat_ocr_api_key="sk-ocr-654321",
                    aichat_database_url="postgresql://bot:pw-in-the-url@db:5432/mnemo")
    assert sorted(secret_values(config)) == sorted(
        ["sk-main-123456", "sk-ocr-654321", "pw-in-the-url",
         "postgresql://bot:pw-in-the-url@db:5432/mnemo"])


def test_has_database_is_the_server_or_the_sqlite_file(tmp_path: Path) -> None:
    assert not has_database(Config(), tmp_path)
    assert has_database(Config(aichat_database_url="postgresql://bot@db/mnemo"), tmp_path)
    (tmp_path / "mnemo.db").touch()
    assert has_database(Config(), tmp_path)
