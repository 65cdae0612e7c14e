"""The aichat commands through NoneBot's real matcher (nonebug): permissions and validation.

The plugin is loaded and started once for the session by tests/conftest.py, against a fake
model provider. Each test talks in its own group (or private chat) so that sessions, AI
switches and counters never leak between tests; run-time setting overrides are removed
after every test.

nonebug hands events straight to the matchers, skipping the adapter: an at-segment does not
make a message addressed, so tests set `to_me` on the event themselves.
"""

from __future__ import annotations

import itertools
import logging
import time
from collections.abc import AsyncIterator, Callable
from typing import TYPE_CHECKING, cast

import nonebot
import pytest
from nonebot.adapters.onebot.v11 import (
    Adapter,
    Bot,
    GroupMessageEvent,
    Message,
    MessageEvent,
    MessageSegment,
    PrivateMessageEvent,
)
from nonebot.adapters.onebot.v11.event import Sender
from nonebug import App

from tests.fakes.provider import FakeProvider, Reply

if TYPE_CHECKING:
    # Only for annotations: importing the plugin needs an initialised NoneBot, and
    # NoneBot is initialised after collection, so the tests import it inside functions.
    from mnemo import Engine

# As configured by tests/conftest.py (checked by the first test).
API_KEY = "test-key"
SUPERUSER = "999"
SELF_ID = "10001"
MEMBER = 123
ADMIN = 456
OWNER = 457

NEEDS_ADMIN = "你没有权限使用这个命令。（需要群管理员）"
NEEDS_SUPERUSER = "你没有权限使用这个命令。（需要超级用户）"

# The permission policy, pinned: a command that changes role, or a new command, must
# show up here (and get its own tests below).
EXPECTED_ROLES: dict[str, str] = {
    "/help": "MEMBER",
    "/stop": "MEMBER",
    "/new": "MEMBER",
    "#新对话": "MEMBER",
    "/context": "MEMBER",
    "/usage": "MEMBER",
    "/history": "MEMBER",
    "/compact": "GROUP_ADMIN",
    "/restore": "GROUP_ADMIN",
    "/ai": "GROUP_ADMIN",
    "/settings": "SUPERUSER",
    "/get": "SUPERUSER",
    "/set": "SUPERUSER",
    "/unset": "SUPERUSER",
    "/restart": "SUPERUSER",
    "/sessions": "SUPERUSER",
    "/panel": "SUPERUSER",
    "/memory": "GROUP_ADMIN",
    "/mcp": "GROUP_ADMIN",
    "/remind": "MEMBER",
}
# One harmless, valid invocation of each command.
INVOCATIONS: dict[str, str] = {
    "/help": "/help",
    "/stop": "/stop",
    "/new": "/new",
    "#新对话": "#新对话",
    "/context": "/context",
    "/usage": "/usage me",
    "/history": "/history 咖啡",
    "/compact": "/compact",
    "/restore": "/restore",
    "/ai": "/ai status",
    "/settings": "/settings",
    "/get": "/get model",
    "/set": "/set max_iterations 7",
    "/unset": "/unset max_iterations",
    "/restart": "/restart",
    "/sessions": "/sessions",
    "/panel": "/panel",
    "/memory": "/memory list",
    "/mcp": "/mcp list",
    "/remind": "/remind",
}
ADMIN_ONLY = [name for name, role in EXPECTED_ROLES.items() if role == "GROUP_ADMIN"]
SUPERUSER_ONLY = [name for name, role in EXPECTED_ROLES.items() if role == "SUPERUSER"]
MEMBER_OK = [name for name, role in EXPECTED_ROLES.items() if role == "MEMBER"]

_ids = itertools.count(1)

pytestmark = pytest.mark.skipif(
    "not config.pluginmanager.has_plugin('nonebug')",
    reason="needs NoneBot initialised by nonebug (run without -p no:nonebug)",
)


# ----------------------------------------------------------------------------- events


def new_group() -> int:
    """A group nobody used before in this session."""
    return 700_000 + next(_ids)


def group_msg(
    text: str,
    *,
    user: int = MEMBER,
    role: str = "member",
    group: int | None = None,
    to_me: bool = False,
) -> GroupMessageEvent:
    message = Message(MessageSegment.text(text))
    return GroupMessageEvent(
        time=int(time.time()),
        self_id=int(SELF_ID),
        post_type="message",
        sub_type="normal",
        user_id=user,
        message_type="group",
        message_id=next(_ids),
        message=message,
        original_message=message,
        raw_message=text,
        font=0,
        sender=Sender(user_id=user, nickname=f"user{user}", card="", role=role),
        to_me=to_me,
        group_id=group if group is not None else new_group(),
    )


def private_msg(text: str, *, user: int = MEMBER) -> PrivateMessageEvent:
    message = Message(MessageSegment.text(text))
    return PrivateMessageEvent(
        time=int(time.time()),
        self_id=int(SELF_ID),
        post_type="message",
        sub_type="friend",
        user_id=user,
        message_type="private",
        message_id=next(_ids),
        message=message,
        original_message=message,
        raw_message=text,
        font=0,
        sender=Sender(user_id=user, nickname=f"user{user}"),
        to_me=True,
    )


def as_user(text: str, who: str, *, group: int | None = None) -> GroupMessageEvent:
    """A group message from a member, an admin, the owner or the superuser."""
    user, role = {
        "member": (MEMBER, "member"),
        "admin": (ADMIN, "admin"),
        "owner": (OWNER, "owner"),
        "superuser": (int(SUPERUSER), "member"),
    }[who]
    return group_msg(text, user=user, role=role, group=group)


def session_of(event: MessageEvent) -> str:
    if isinstance(event, GroupMessageEvent):
        return f"g:{event.group_id}"
    return f"f:{event.user_id}"


# ----------------------------------------------------------------------------- replies


def reply_to(event: MessageEvent, text: str) -> Message:
    """The exact message the bot sends: in a group the reply quotes the asker."""
    message = Message()
    if isinstance(event, GroupMessageEvent):
        message += MessageSegment.reply(event.message_id)
    return message + MessageSegment.text(text)


class Matching:
    """Stands for a sent message whose text passes `check` (nonebug compares with `!=`).

    The text the bot sent is kept in `.text` for further assertions.
    """

    def __init__(self, event: MessageEvent, check: Callable[[str], bool], what: str, *,
                 quoted: bool = True) -> None:
        self.event = event
        self.check = check
        self.what = what
        self.quoted = quoted  # only the first part of a long answer quotes the asker
        self.text: str | None = None

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Message):
            return False
        if isinstance(self.event, GroupMessageEvent) and self.quoted:
            first = other[0] if other else None
            if first is None or first.type != "reply" or (
                first.data.get("id") != str(self.event.message_id)
            ):
                return False
        self.text = other.extract_plain_text()
        return self.check(self.text)

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<message {self.what}; last seen {self.text!r}>"


def starting(event: MessageEvent, prefix: str) -> Matching:
    return Matching(event, lambda text: text.startswith(prefix), f"starting {prefix!r}")


Expected = str | Matching


def settings_rest(event: MessageEvent) -> Matching:
    """The second QQ message of `/settings`: the table is longer than one."""
    from mnemo import SETTINGS

    last = list(SETTINGS.values())[-1].short
    return Matching(event, lambda text: f"\n{last} = " in f"\n{text}", "the rest of the settings",
                    quoted=False)


async def exchange(app: App, event: MessageEvent, *expected: Expected) -> None:
    """Deliver `event` to the matchers; the bot must send exactly `expected`, in order."""
    async with app.test_matcher() as ctx:
        bot = ctx.create_bot(base=Bot, adapter=nonebot.get_adapter(Adapter), self_id=SELF_ID)
        ctx.receive_event(bot, event)
        for item in expected:
            message = reply_to(event, item) if isinstance(item, str) else cast(Message, item)
            ctx.should_call_send(event, message, result={"message_id": next(_ids)})


# ----------------------------------------------------------------------------- fixtures


@pytest.fixture
def rt() -> Engine:
    from plugins.aichat import engine

    return engine()


@pytest.fixture(autouse=True)
async def _clean_settings(rt: Engine) -> AsyncIterator[None]:
    """Run-time setting changes are stored; remove them after each test."""
    yield
    for name in list(rt.settings.overrides):
        await rt.settings.unset(name)


@pytest.fixture(autouse=True)
def restarts(monkeypatch: pytest.MonkeyPatch) -> list[None]:
    """Calls of `request_restart` (the real one would SIGINT the test process)."""
    from plugins.aichat import commands

    calls: list[None] = []
    monkeypatch.setattr(commands, "request_restart", lambda: calls.append(None))
    return calls


def refusals(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records
            if r.name == "mnemo.plugin" and r.getMessage().startswith("refused ")]


# ----------------------------------------------------------------------------- the table


def test_session_configuration(rt: Engine, fake_provider: FakeProvider) -> None:
    assert nonebot.get_driver().config.superusers == {SUPERUSER}
    assert rt.settings.file.aichat_api_key == API_KEY == fake_provider.api_key
    assert rt.parts.client.base_url == fake_provider.base_url
    assert rt.config.aichat_max_iterations == 20 and rt.settings.overrides == {}


def test_command_table_is_the_tested_one() -> None:
    from plugins.aichat.commands import COMMANDS

    actual = {name: command.role.name for name, command in COMMANDS.items()}
    assert actual == EXPECTED_ROLES, (
        "plugins.aichat.commands.COMMANDS changed: update EXPECTED_ROLES / INVOCATIONS in "
        "this file and add tests for the new or changed command"
    )
    assert set(INVOCATIONS) == set(COMMANDS)


# ----------------------------------------------------------------------------- permissions


@pytest.mark.parametrize("name", ADMIN_ONLY + SUPERUSER_ONLY)
async def test_member_is_refused_and_the_refusal_logged(
    app: App, rt: Engine, fake_provider: FakeProvider, restarts: list[None],
    caplog: pytest.LogCaptureFixture, name: str,
) -> None:
    text = INVOCATIONS[name]
    event = as_user(text, "member")
    needs = EXPECTED_ROLES[name]
    received = fake_provider.received
    with caplog.at_level(logging.INFO, logger="mnemo.plugin"):
        await exchange(app, event, NEEDS_ADMIN if needs == "GROUP_ADMIN" else NEEDS_SUPERUSER)
    assert refusals(caplog) == [
        f"refused {text.split()[0]} from user {MEMBER} in {session_of(event)} (needs {needs})"
    ]
    assert fake_provider.received == received
    assert restarts == []
    assert rt.settings.overrides == {}


@pytest.mark.parametrize("who", ["admin", "owner"])
@pytest.mark.parametrize("name", SUPERUSER_ONLY)
async def test_group_admin_is_refused_superuser_commands(
    app: App, restarts: list[None], caplog: pytest.LogCaptureFixture, name: str, who: str,
) -> None:
    text = INVOCATIONS[name]
    event = as_user(text, who)
    with caplog.at_level(logging.INFO, logger="mnemo.plugin"):
        await exchange(app, event, NEEDS_SUPERUSER)
    user = ADMIN if who == "admin" else OWNER
    assert refusals(caplog) == [
        f"refused {text.split()[0]} from user {user} in {session_of(event)} (needs SUPERUSER)"
    ]
    assert restarts == []


@pytest.mark.parametrize("name", ADMIN_ONLY + SUPERUSER_ONLY)
async def test_member_is_refused_in_private_chat(
    app: App, restarts: list[None], caplog: pytest.LogCaptureFixture, name: str,
) -> None:
    # A group role means nothing in a private chat: only the superuser gets further.
    text = INVOCATIONS[name]
    event = private_msg(text)
    needs = EXPECTED_ROLES[name]
    with caplog.at_level(logging.INFO, logger="mnemo.plugin"):
        await exchange(app, event, NEEDS_ADMIN if needs == "GROUP_ADMIN" else NEEDS_SUPERUSER)
    assert refusals(caplog) == [
        f"refused {text.split()[0]} from user {MEMBER} in f:{MEMBER} (needs {needs})"
    ]
    assert restarts == []


async def test_member_cannot_change_settings_or_switch_ai(app: App, rt: Engine) -> None:
    await exchange(app, as_user("/set max_iterations 3", "member"), NEEDS_SUPERUSER)
    assert rt.config.aichat_max_iterations == 20 and rt.settings.overrides == {}

    group = new_group()
    await exchange(app, as_user("/ai off", "member", group=group), NEEDS_ADMIN)
    assert rt.ai_enabled(f"g:{group}")


async def test_member_commands(app: App, caplog: pytest.LogCaptureFixture) -> None:
    group = new_group()
    with caplog.at_level(logging.INFO, logger="mnemo.plugin"):
        await exchange(
            app, as_user("/help", "member", group=group),
            "可用命令：\n"
            "/help：查看命令列表\n"
            "/stop：停止当前回复并清空排队消息\n"
            "/new / #新对话：开始新对话\n"
            "/context：查看当前上下文用量\n"
            "/usage：用量与费用：/usage（本群，群管理员）| /usage me | /usage all\n"
            "/history：搜索早前的对话：/history 关键词\n"
            "/remind：提醒：/remind（查看）| /remind <时间> <内容> | /remind cancel <编号>",
        )
        await exchange(app, as_user("/stop", "member", group=group), "当前没有正在进行的回复。")
        event = as_user("/context", "member", group=group)
        context = starting(event, f"会话：g:{group}\n消息数：0\n")
        await exchange(app, event, context)
        assert context.text is not None and context.text.endswith(
            "\n上次压缩：无\n缓存命中率（近 7 天）：无记录")
        await exchange(app, as_user("/new", "member", group=group),
                       "已开始新对话。之前的对话已存档。")
        await exchange(app, as_user("#新对话", "member", group=group),
                       "已开始新对话。之前的对话已存档。")
        event = as_user("/context", "member", group=group)
        await exchange(app, event, Matching(event, lambda t: "上次压缩：" in t and "清空" in t,
                                            "the clear as the last compaction"))
    assert refusals(caplog) == []


async def test_commands_ignore_case_and_take_no_prefix_match(app: App) -> None:
    event = as_user("/HELP", "member")
    await exchange(app, event, starting(event, "可用命令：\n/help："))
    # Not a command (no exact first word), not addressed: silence.
    await exchange(app, as_user("/helpme", "member"))


@pytest.mark.parametrize("who", ["admin", "owner"])
async def test_group_admin_and_owner_pass_group_admin_commands(
    app: App, rt: Engine, caplog: pytest.LogCaptureFixture, who: str,
) -> None:
    group = new_group()
    with caplog.at_level(logging.INFO, logger="mnemo.plugin"):
        await exchange(app, as_user("/compact", who, group=group),
                       "对话还很短，没有需要压缩的内容。")
        await exchange(app, as_user("/ai off", who, group=group),
                       "本群的 AI 对话已关闭（管理命令仍然可用）。")
        assert not rt.ai_enabled(f"g:{group}")
        await exchange(app, as_user("/ai on", who, group=group), "本群的 AI 对话已开启。")
        assert rt.ai_enabled(f"g:{group}")
        event = as_user("/help", who, group=group)
        shown = Matching(event, lambda text: "/compact：" in text and "/ai：" in text
                         and "/set：" not in text, "help with admin commands only")
        await exchange(app, event, shown)
    assert refusals(caplog) == []


# What the superuser gets for INVOCATIONS[name] in a new group ({key}: that group).
SUPERUSER_ANSWERS: dict[str, str] = {
    "/stop": "当前没有正在进行的回复。",
    "/new": "已开始新对话。之前的对话已存档。",
    "#新对话": "已开始新对话。之前的对话已存档。",
    "/compact": "对话还很短，没有需要压缩的内容。",
    "/ai": "本群的 AI 对话当前：开启。用 /ai on 或 /ai off 切换。",
    "/get": "model = fake-model",
    "/set": "已设置 max_iterations = 7，已立即生效。",
    "/unset": "已恢复 max_iterations 为 .env 中的值：20，已立即生效。",
    "/restart": "正在重启…（保存中的对话会先写入存储）",
    "/restore": "没有可以恢复的存档。",
    "/memory": "{key} 没有记忆。",
    # Sent in a group, the link would be readable by everyone there.
    "/panel": "请私聊我发送 /panel：登录链接不能发在群里。",
    "/history": "没有找到和“咖啡”相关的早前对话。",
    "/mcp": "没有配置 MCP 服务器（config/mcp.json）。",
    "/remind": "你在这里没有待发的提醒。",
}
SUPERUSER_PREFIXES: dict[str, str] = {
    "/help": "可用命令：\n",
    "/context": "会话：g:",
    "/usage": f"你的用量（{SUPERUSER}）：\n今天：",
    "/settings": "当前设置（* 表示被运行时修改覆盖；[重启] 表示修改后需重启生效）：\n",
    # Other tests' sessions may or may not be resident: "驻留会话 N 个…" or none.
    "/sessions": "",
}


@pytest.mark.parametrize("name", list(EXPECTED_ROLES))
async def test_superuser_passes_every_command(
    app: App, restarts: list[None], caplog: pytest.LogCaptureFixture, name: str,
) -> None:
    assert set(SUPERUSER_ANSWERS) | set(SUPERUSER_PREFIXES) == set(EXPECTED_ROLES)
    event = as_user(INVOCATIONS[name], "superuser")
    answer = SUPERUSER_ANSWERS.get(name)
    expected: Expected = (answer.format(key=session_of(event)) if answer is not None
                          else starting(event, SUPERUSER_PREFIXES[name]))
    rest = [settings_rest(event)] if name == "/settings" else []
    with caplog.at_level(logging.INFO, logger="mnemo.plugin"):
        await exchange(app, event, expected, *rest)
    assert refusals(caplog) == []
    assert restarts == ([None] if name == "/restart" else [])


async def test_panel_link_when_the_panel_is_off(app: App) -> None:
    event = private_msg("/panel", user=int(SUPERUSER))
    await exchange(app, event,
                   "网页管理面板未启用：在 .env 中设置 AICHAT_WEB_ENABLED=true 后重启。")


async def test_superuser_sees_every_command_in_help(app: App) -> None:
    from plugins.aichat.commands import COMMANDS

    event = private_msg("/help", user=int(SUPERUSER))
    shown = Matching(event, lambda text: True, "the help text")
    await exchange(app, event, shown)
    assert shown.text is not None
    listed = {alias for line in shown.text.splitlines()[1:]
              for alias in line.split("：", 1)[0].split(" / ")}
    assert listed == set(COMMANDS)


# ----------------------------------------------------------------------------- /restart


async def test_restart_only_for_the_superuser(app: App, restarts: list[None]) -> None:
    await exchange(app, as_user("/restart", "member"), NEEDS_SUPERUSER)
    await exchange(app, as_user("/restart", "admin"), NEEDS_SUPERUSER)
    await exchange(app, as_user("/restart", "owner"), NEEDS_SUPERUSER)
    await exchange(app, private_msg("/restart"), NEEDS_SUPERUSER)
    assert restarts == []
    await exchange(app, private_msg("/restart", user=int(SUPERUSER)),
                   "正在重启…（保存中的对话会先写入存储）")
    assert restarts == [None]


# ----------------------------------------------------------------------------- /set /get /unset


async def su(app: App, text: str, *expected: Expected) -> None:
    """A command from the superuser in a private chat."""
    await exchange(app, private_msg(text, user=int(SUPERUSER)), *expected)


def su_event(text: str) -> PrivateMessageEvent:
    return private_msg(text, user=int(SUPERUSER))


async def test_unknown_setting(app: App, rt: Engine) -> None:
    for command in ("/set nosuch 1", "/get nosuch", "/unset nosuch"):
        await su(app, command, "没有名为 nosuch 的设置。用 /settings 查看全部设置。")
    assert rt.settings.overrides == {}


async def test_usage_when_arguments_are_missing(app: App) -> None:
    await su(app, "/set", "用法：/set <设置名> <值>")
    await su(app, "/set max_iterations", "用法：/set <设置名> <值>")
    await su(app, "/get", "用法：/get <设置名>")
    await su(app, "/unset", "用法：/unset <设置名>")


async def test_data_dir_is_fixed(app: App, rt: Engine) -> None:
    await su(app, "/set data_dir /tmp/elsewhere", "data_dir 只能在 .env 中修改。")
    assert rt.settings.overrides == {}


async def test_invalid_float_is_refused(app: App, rt: Engine) -> None:
    event = su_event("/set high_water abc")
    refused = Matching(event, lambda t: t == "high_water 的值不合法：需要一个数字",
                       "a refusal for a non-number")
    await exchange(app, event, refused)
    await su(app, "/set high_water 1.5",
             "high_water 的值不合法：不能大于 1.0")
    assert rt.parts.policy.high_water == 0.8 and rt.settings.overrides == {}


async def test_float_and_prefixed_names(app: App, rt: Engine) -> None:
    await su(app, "/set high_water 0.9", "已设置 high_water = 0.9，已立即生效。")
    assert rt.parts.policy.high_water == 0.9
    await su(app, "/set AICHAT-LOW-WATER 0.6", "已设置 low_water = 0.6，已立即生效。")
    assert rt.parts.policy.low_water == 0.6
    await su(app, "/get aichat_low_water", "low_water = 0.6（运行时修改）")


async def test_a_lone_surrogate_in_a_command_is_replaced_not_a_failure(
        app: App, rt: Engine) -> None:
    # A OneBot implementation in JavaScript may send half an emoji ("\ud83d" in its
    # JSON); the setting is stored with U+FFFD in its place, and said so.
    await su(app, "/set bot_name 小\ud83d助手", "已设置 bot_name = 小\ufffd助手，已立即生效。")
    assert rt.config.aichat_bot_name == "小\ufffd助手"
    assert rt.settings.overrides == {"aichat_bot_name": "小\ufffd助手"}


async def test_low_water_must_stay_below_high_water(app: App, rt: Engine) -> None:
    reason = "low_water 必须小于 high_water"
    await su(app, "/set low_water 0.8", f"low_water 的值不合法：{reason}")
    await su(app, "/set low_water 0.9", f"low_water 的值不合法：{reason}")
    await su(app, "/set high_water 0.5", f"high_water 的值不合法：{reason}")
    assert (rt.parts.policy.low_water, rt.parts.policy.high_water) == (0.5, 0.8)
    # Checked against the other override, not against .env alone.
    await su(app, "/set high_water 0.6", "已设置 high_water = 0.6，已立即生效。")
    await su(app, "/set low_water 0.7", f"low_water 的值不合法：{reason}")
    await su(app, "/set low_water 0.55", "已设置 low_water = 0.55，已立即生效。")
    await su(app, "/set high_water 0.55", f"high_water 的值不合法：{reason}")
    assert (rt.parts.policy.low_water, rt.parts.policy.high_water) == (0.55, 0.6)


@pytest.mark.parametrize(("raw", "value"), [
    ("on", True), ("true", True), ("yes", True), ("1", True),
    ("off", False), ("false", False), ("no", False), ("0", False),
])
async def test_bool_coercion(app: App, rt: Engine, raw: str, value: bool) -> None:
    await su(app, f"/set multimodal {raw}", f"已设置 multimodal = {value}，已立即生效。")
    assert rt.config.aichat_multimodal is value
    assert rt.settings.overrides == {"aichat_multimodal": value}


async def test_bool_rejects_other_words(app: App, rt: Engine) -> None:
    event = su_event("/set multimodal maybe")
    await exchange(app, event, starting(event, "multimodal 的值不合法："))
    assert rt.settings.overrides == {}


async def test_int_coercion(app: App, rt: Engine) -> None:
    await su(app, "/set max_iterations 7", "已设置 max_iterations = 7，已立即生效。")
    assert rt.config.aichat_max_iterations == 7
    assert rt.settings.overrides == {"aichat_max_iterations": 7}
    for raw in ("7.5", "seven"):
        event = su_event(f"/set max_iterations {raw}")
        await exchange(app, event, starting(event, "max_iterations 的值不合法："))
    await su(app, "/set max_iterations 0",
             "max_iterations 的值不合法：不能小于 1")
    assert rt.config.aichat_max_iterations == 7


async def test_optional_values_can_be_cleared(app: App, rt: Engine) -> None:
    await su(app, "/set max_tokens 512", "已设置 max_tokens = 512，已立即生效。")
    assert rt.parts.client.max_tokens == 512
    await su(app, "/set max_tokens none", "已设置 max_tokens = （未设置），已立即生效。")
    assert rt.parts.client.max_tokens is None


async def test_restart_fields_say_so(app: App, rt: Engine) -> None:
    base_url = rt.parts.client.base_url
    await su(app, "/set timeout 30", "已设置 timeout = 30.0，重启后生效（/restart）。")
    await su(app, "/set base_url ftp://x", "base_url 的值不合法：必须以 http:// 或 https:// 开头")
    assert rt.parts.client.base_url == base_url


async def test_secrets_are_masked(app: App, rt: Engine) -> None:
    from mnemo.config import SECRET_FIELDS, SETTINGS, Apply, Config

    event = su_event("/settings")
    listing, rest = Matching(event, lambda t: True, "the settings"), settings_rest(event)
    await exchange(app, event, listing, rest)
    assert listing.text is not None and rest.text is not None
    text = f"{listing.text}\n{rest.text}"
    assert API_KEY not in text
    lines = text.splitlines()
    assert "api_key = 已设置（已隐藏）" in lines
    for name in SECRET_FIELDS & set(Config.model_fields) - {"aichat_api_key"}:
        if SETTINGS[name].apply is Apply.FIXED:
            continue  # .env only, never listed (the database URL)
        assert any(line.startswith(name.removeprefix("aichat_") + " = （未设置）")
                   for line in lines), name
    assert not any(line.startswith(("data_dir", "database_url")) for line in lines)

    await su(app, "/get api_key", "api_key = 已设置（已隐藏）")
    await su(app, "/set api_key sk-new-secret", "已设置 api_key = 已设置（已隐藏），已立即生效。")
    assert rt.parts.client.api_key == "sk-new-secret"
    await su(app, "/get api_key", "api_key = 已设置（已隐藏）（运行时修改）")
    event = su_event("/settings")
    listing = Matching(event, lambda t: "sk-new-secret" not in t
                       and "\n*api_key = 已设置（已隐藏）\n" in t, "masked, marked as changed")
    await exchange(app, event, listing, settings_rest(event))


async def test_unset_restores_the_file_value(app: App, rt: Engine) -> None:
    from mnemo.settings import Settings

    await su(app, "/set max_iterations 7", "已设置 max_iterations = 7，已立即生效。")
    await su(app, "/set api_key sk-other", "已设置 api_key = 已设置（已隐藏），已立即生效。")
    stored = await Settings(rt.settings.file, rt.stores.kv).load()
    assert stored.aichat_max_iterations == 7

    await su(app, "/unset max_iterations", "已恢复 max_iterations 为 .env 中的值：20，已立即生效。")
    await su(app, "/unset api_key", "已恢复 api_key 为 .env 中的值：已设置（已隐藏），已立即生效。")
    assert rt.config.aichat_max_iterations == 20 and rt.parts.client.api_key == API_KEY
    assert rt.settings.overrides == {}
    await su(app, "/get max_iterations", "max_iterations = 20")
    # Gone from the database too: a restart would not bring it back.
    stored = await Settings(rt.settings.file, rt.stores.kv).load()
    assert stored.aichat_max_iterations == 20 and stored.aichat_api_key == API_KEY


# ----------------------------------------------------------------------------- /ai


async def test_ai_in_private_chat(app: App) -> None:
    for arg in ("on", "off", "status"):
        await su(app, f"/ai {arg}", "/ai 只能在群里使用。")
    # Anyone else is stopped by the permission check first.
    await exchange(app, private_msg("/ai on"), NEEDS_ADMIN)


@pytest.mark.parametrize("arg", ["bogus", "on off", "enable"])
async def test_ai_bad_argument_shows_usage(app: App, rt: Engine, arg: str) -> None:
    event = as_user(f"/ai {arg}", "admin")
    await exchange(app, event, "用法：/ai on | /ai off | /ai status")
    assert rt.ai_enabled(session_of(event))


async def test_ai_off_silences_the_model_not_the_commands(
    app: App, rt: Engine, fake_provider: FakeProvider,
) -> None:
    group = new_group()
    await exchange(app, as_user("/ai 关", "admin", group=group),
                   "本群的 AI 对话已关闭（管理命令仍然可用）。")
    received = fake_provider.received
    await exchange(app, group_msg("在吗", group=group, to_me=True))
    assert fake_provider.received == received
    await exchange(app, as_user("/ai", "member", group=group), NEEDS_ADMIN)
    await exchange(app, as_user("/ai", "owner", group=group),
                   "本群的 AI 对话当前：关闭。用 /ai on 或 /ai off 切换。")
    await exchange(app, as_user("/stop", "member", group=group), "当前没有正在进行的回复。")

    await exchange(app, as_user("/ai 开启", "admin", group=group), "本群的 AI 对话已开启。")
    fake_provider.queue(Reply.text("在的"))
    event = group_msg("在吗", group=group, to_me=True)
    await exchange(app, event, "在的")
    assert fake_provider.received == received + 1


# ----------------------------------------------------------------------------- chat


async def test_unaddressed_group_message_does_not_call_the_model(
    app: App, rt: Engine, fake_provider: FakeProvider,
) -> None:
    group = new_group()
    received = fake_provider.received
    await exchange(app, group_msg("大家好", group=group))
    await exchange(app, group_msg("今天吃什么", group=group))
    assert fake_provider.received == received
    assert rt.unaddressed(f"g:{group}") == 2


async def test_addressed_group_message_calls_the_model(
    app: App, rt: Engine, fake_provider: FakeProvider,
) -> None:
    group = new_group()
    await exchange(app, group_msg("闲聊", group=group))
    received = fake_provider.received
    fake_provider.queue(Reply.text("你好，我是 mnemo"))
    event = group_msg("你好", group=group, to_me=True)
    await exchange(app, event, "你好，我是 mnemo")
    assert fake_provider.received == received + 1
    request = fake_provider.requests[-1]
    assert request.last_user_text().endswith(f"user{MEMBER}({MEMBER}): 你好")
    assert request.headers["authorization"] == f"Bearer {API_KEY}"
    assert rt.unaddressed(f"g:{group}") == 0


async def test_other_plugins_still_see_the_messages_the_bot_answers(
    app: App, fake_provider: FakeProvider,
) -> None:
    # A chat message is answered inside the matcher's rule, which lets it go on: a
    # plugin of a lower priority sees chatter and @-messages as before.
    seen: list[str] = []
    other = nonebot.on_message(priority=60, block=False)

    @other.handle()
    async def _record(event: MessageEvent) -> None:
        seen.append(event.get_plaintext())

    try:
        group = new_group()
        fake_provider.queue(Reply.text("好的"))
        await exchange(app, group_msg("闲聊", group=group))
        await exchange(app, group_msg("帮我看看", group=group, to_me=True), "好的")
    finally:
        other.destroy()
    assert seen == ["闲聊", "帮我看看"]


async def test_private_message_calls_the_model(
    app: App, fake_provider: FakeProvider,
) -> None:
    received = fake_provider.received
    fake_provider.queue(Reply.text("私聊收到"))
    await exchange(app, private_msg("你好", user=4242), "私聊收到")
    assert fake_provider.received == received + 1


async def test_compact_after_a_conversation(
    app: App, fake_provider: FakeProvider,
) -> None:
    group = new_group()
    for text in ("第一个问题", "第二个问题"):
        event = group_msg(text, group=group, to_me=True)
        await exchange(app, event, starting(event, "收到："))
    received = fake_provider.received
    await exchange(app, as_user("/compact", "member", group=group), NEEDS_ADMIN)
    assert fake_provider.received == received
    event = as_user("/compact", "admin", group=group)
    # The same sentence as the panel's (mnemo.texts.admin_text).
    await exchange(app, event, starting(event, "已压缩（摘要压缩）："))
    assert fake_provider.received == received + 1  # the summary
    event = as_user("/context", "member", group=group)
    await exchange(app, event, Matching(event, lambda t: "摘要：有" in t, "a summary"))


async def test_context_tells_of_messages_the_embeddings_service_refused(
    app: App, rt: Engine,
) -> None:
    group = new_group()
    event = group_msg("这句话里有违禁词", group=group, to_me=True)
    await exchange(app, event, starting(event, "收到："))
    await rt.parts.writer.flush()
    [hit] = await rt.parts.recall.search(f"g:{group}", "违禁词", limit=1)
    # What the vector filler records when the service refuses the message for good.
    await rt.stores.recall.refuse([(hit.doc.id, "HTTP 400: Input data may contain "
                                                "inappropriate content.")])
    event = as_user("/context", "member", group=group)
    await exchange(app, event, Matching(
        event, lambda t: t.endswith(f"\n语义检索：1 条消息被嵌入服务拒绝，只能按字词找到（最近一条 "
                                    f"{hit.doc.stamp}：HTTP 400: Input data may contain "
                                    "inappropriate content.）"), "the refusal"))


async def test_context_tells_of_the_last_turns_extras(app: App, rt: Engine) -> None:
    group = new_group()
    event = as_user("/context", "member", group=group)
    await exchange(app, event, Matching(event, lambda t: "附加" not in t, "no extras"))
    await su(app, "/set memory_auto_inject true", "已设置 memory_auto_inject = True，已立即生效。")
    await rt.memories.add(f"g:{group}", "小明最喜欢喝手冲咖啡")
    event = group_msg("小明喜欢喝什么咖啡？", group=group, to_me=True)
    await exchange(app, event, starting(event, "收到："))
    event = as_user("/context", "member", group=group)
    await exchange(app, event, Matching(
        event, lambda t: "\n附加：约 " in t and "放在历史之后、最新消息之前" in t, "the extras"))


# ----------------------------------------------------------------------------- /restore


async def test_restore_brings_back_the_cleared_conversation(
    app: App, fake_provider: FakeProvider,
) -> None:
    group = new_group()
    await exchange(app, as_user("/restore", "admin", group=group), "没有可以恢复的存档。")
    event = group_msg("记住这句话", group=group, to_me=True)
    await exchange(app, event, starting(event, "收到："))
    await exchange(app, as_user("/new", "member", group=group),
                   "已开始新对话。之前的对话已存档。")
    await exchange(app, as_user("/restore", "member", group=group), NEEDS_ADMIN)
    event = as_user("/restore", "owner", group=group)
    await exchange(app, event, starting(event, "已恢复到上次压缩/清空之前的对话：2 条消息，"))
    event = as_user("/context", "member", group=group)
    await exchange(app, event, starting(event, f"会话：g:{group}\n消息数：2\n"))


# ----------------------------------------------------------------------------- /sessions


async def test_sessions_lists_resident_sessions_for_the_superuser_only(app: App) -> None:
    group = new_group()
    event = group_msg("在吗", group=group, to_me=True)
    await exchange(app, event, starting(event, "收到："))
    await exchange(app, as_user("/sessions", "admin", group=group), NEEDS_SUPERUSER)
    event = su_event("/sessions")
    listing = Matching(event, lambda t: t.startswith("驻留会话 ")
                       and f"\ng:{group}：2 条消息，" in t, "the resident sessions")
    await exchange(app, event, listing)


# ----------------------------------------------------------------------------- /memory


async def test_memory_for_group_admins(app: App, rt: Engine) -> None:
    group = new_group()
    key = f"g:{group}"

    async def admin(text: str, *expected: Expected) -> None:
        await exchange(app, as_user(text, "admin", group=group), *expected)

    await exchange(app, as_user("/memory list", "member", group=group), NEEDS_ADMIN)
    await exchange(app, as_user("/memory add 不该存", "member", group=group), NEEDS_ADMIN)
    assert await rt.memories.list(key) == []

    from plugins.aichat.commands import MEMORY_USAGE

    await admin("/memory", MEMORY_USAGE)
    await admin("/memory frobnicate", MEMORY_USAGE)
    await admin("/memory add", MEMORY_USAGE)
    await admin("/memory list", f"{key} 没有记忆。")
    await admin("/memory add 群规：不刷屏 #规则", f"已添加：#1（{key}）")
    await admin("/memory add 群规：不刷屏", f"已存在相同的记忆：#1（{key}）")
    await admin("/memory list", f"{key} 的记忆（1 条，新的在前）：\n#1 [规则] 群规：不刷屏")
    await admin("/memory edit 1 群规：不刷屏，不广告", "已修改 #1：群规：不刷屏，不广告")
    await admin("/memory edit 9 什么", f"{key} 中没有编号为 9 的记忆。")
    await admin("/memory edit x 什么", MEMORY_USAGE)
    await admin("/memory del 1", f"已删除 #1（{key}）")
    await admin("/memory del 1", f"{key} 中没有编号为 1 的记忆。")
    await admin("/memory del", MEMORY_USAGE)


async def test_memory_of_another_session_needs_the_superuser(
    app: App, rt: Engine, caplog: pytest.LogCaptureFixture,
) -> None:
    group, other = new_group(), new_group()
    with caplog.at_level(logging.INFO, logger="mnemo.plugin"):
        await exchange(app, as_user(f"/memory add g:{other} 外人写的", "admin", group=group),
                       "只有超级用户可以管理其他会话的记忆。")
        await exchange(app, as_user(f"/memory list g:{other}", "owner", group=group),
                       "只有超级用户可以管理其他会话的记忆。")
    assert [r.getMessage() for r in caplog.records
            if r.getMessage().startswith("admin: refused memory")] == [
        f"admin: refused memory.add of g:{other} to QQ {ADMIN} via qq (not g:{group})",
        f"admin: refused memory.list of g:{other} to QQ {OWNER} via qq (not g:{group})",
    ]
    assert await rt.memories.list(f"g:{other}") == []
    # Naming its own session explicitly is fine.
    await exchange(app, as_user(f"/memory list g:{group}", "admin", group=group),
                   f"g:{group} 没有记忆。")

    await su(app, f"/memory add g:{other} 超级用户写的", f"已添加：#1（g:{other}）")
    await su(app, f"/memory list g:{other}",
             f"g:{other} 的记忆（1 条，新的在前）：\n#1 超级用户写的")
    await su(app, "/memory list g:abc",
             "无效的记忆作用域 'g:abc'：应为 g:<群号> 或 f:<QQ号>")
    # The superuser's own private session is the default scope there.
    await su(app, "/memory list", f"f:{SUPERUSER} 没有记忆。")


async def test_memory_full(app: App) -> None:
    group = new_group()
    await su(app, "/set memory_max_entries 1", "已设置 memory_max_entries = 1，已立即生效。")
    await exchange(app, as_user("/memory add 第一条", "admin", group=group),
                   f"已添加：#1（g:{group}）")
    await exchange(app, as_user("/memory add 第二条", "admin", group=group),
                   "记忆已满（1 条），请先删除或合并旧的记忆。")


async def test_memory_content_may_start_with_a_colon_word(app: App) -> None:
    group = new_group()
    await exchange(app, as_user("/memory add 10:30 开周会", "admin", group=group),
                   f"已添加：#1（g:{group}）")


# ----------------------------------------------------------------------------- /usage


async def test_usage_of_a_group_is_for_its_admins_and_me_for_everyone(
    app: App, fake_provider: FakeProvider,
) -> None:
    group = new_group()
    event = as_user("/usage", "member", group=group)
    await exchange(app, event, Matching(
        event, lambda t: t.startswith(NEEDS_ADMIN.removesuffix("）")) and "/usage me" in t,
        "the refusal pointing to /usage me"))
    event = as_user("/usage me", "member", group=group)
    await exchange(app, event, starting(event, f"你的用量（{MEMBER}）：\n今天："))
    event = as_user("/usage", "admin", group=group)
    await exchange(app, event, starting(event, f"本群用量（g:{group}）：\n今天：无调用\n"))
    await exchange(app, as_user("/usage all", "admin", group=group), NEEDS_SUPERUSER)
    event = as_user("/usage all", "superuser", group=group)
    await exchange(app, event, Matching(
        event, lambda t: t.startswith("全部用量：\n今天：") and "用量最多的群：" in t
        and "用量最多的成员：" in t, "the top groups and members"))
    event = as_user("/usage nonsense", "admin", group=group)
    await exchange(app, event, starting(event, "用法：/usage"))


# ----------------------------------------------------------------------------- /history


async def test_history_for_members_searches_this_conversation_only(app: App, rt: Engine
                                                                   ) -> None:
    from mnemo.message import Message
    from mnemo.texts import HISTORY_USAGE

    group, other = new_group(), new_group()
    said = "[2026-03-01 09:30] 小明(2001): 我最喜欢喝手冲咖啡"
    await rt.stores.history.append(f"g:{group}", [
        Message({"role": "user", "content": said}, tokens=20, created_at=1.0),
        Message({"role": "assistant", "content": "记住了"}, tokens=5, created_at=2.0),
    ])

    async def member(text: str, *expected: Expected, in_group: int = group) -> None:
        await exchange(app, as_user(text, "member", group=in_group), *expected)

    await member("/history", HISTORY_USAGE)
    await member("/history 咖啡", "找到 1 条相关的早前对话（最相关的在前）：\n"
                 "[2026-03-01 09:30] 小明(2001): 我最喜欢喝手冲咖啡")
    await member("/history 咖啡", "没有找到和“咖啡”相关的早前对话。", in_group=other)
    await member('/history "NEAR* -', "没有找到和“\"NEAR* -”相关的早前对话。")
    await member("/history " + "长" * 201, "关键词太长了（最多 200 字）。")
