"""The sentences a QQ user reads for each engine error (mnemo/texts.py).

texts.py needs nothing of NoneBot, but importing it imports the plugin package, which
does; so these live with the plugin tests and import it inside the tests.
"""

from __future__ import annotations

import pytest

from mnemo import errors
from mnemo.errors import EngineError, ProviderError

pytestmark = pytest.mark.skipif(
    "not config.pluginmanager.has_plugin('nonebug')",
    reason="needs NoneBot initialised by nonebug (run without -p no:nonebug)",
)

# Pinned word for word: users and the e2e tests know these sentences.
EXPECTED: dict[type[EngineError], str] = {
    errors.StoreUnavailable: "数据库暂时连不上，这条消息没有记下，请稍后再发一次。",
    errors.AnswerNotStored: ("数据库暂时连不上，回复没能保存，所以没有发出；你的消息已经记下，"
                             "不用重发，我下次回复时会一并看到。"),
    errors.NotConfigured: "AI 服务未配置 API Key，请联系管理员。",
    errors.AuthError: "AI 服务认证失败（API Key 无效），请联系管理员。",
    errors.NoBalance: "AI 服务账户余额不足，请联系管理员。",
    errors.RateLimited: "请求过于频繁，请稍后再试。",
    errors.Unavailable: "AI 服务暂时不可用，请稍后再试。",
    errors.ServerError: "AI 服务暂时不可用，请稍后再试。",
    errors.ConnectionFailed: "无法连接 AI 服务，请稍后再试。",
    errors.TimedOut: "AI 服务响应超时，请稍后再试。",
    errors.ContextLengthError: "对话内容过长，AI 服务无法处理，请发送 #新对话 开始新的对话。",
    errors.BadRequest: "AI 服务拒绝了这次请求，请联系管理员。",
    errors.ModelNotFound: "AI 服务找不到所配置的模型，请联系管理员。",
    errors.BadResponse: "AI 服务返回了无法识别的结果，请稍后再试。",
    errors.TurnFailed: "AI 服务出错了，请稍后再试。",
    errors.ProviderError: "AI 服务出错了，请稍后再试。",
}


def _subclasses(cls: type[EngineError]) -> set[type[EngineError]]:
    found = {cls}
    for sub in cls.__subclasses__():
        found |= _subclasses(sub)
    return found


@pytest.mark.parametrize("cls", sorted(EXPECTED, key=lambda c: c.__name__))
def test_each_error_has_its_sentence(cls: type[EngineError]) -> None:
    from mnemo.texts import error_text

    exc = cls("detail", status=500) if issubclass(cls, ProviderError) else cls()
    assert error_text(exc) == EXPECTED[cls]


def test_every_engine_error_is_pinned() -> None:
    # A new class must get its sentence (or a deliberate generic one) here.
    assert _subclasses(EngineError) - {EngineError} == set(EXPECTED)


def test_no_error_is_the_generic_sentence() -> None:
    from mnemo.texts import GENERIC_ERROR, error_text

    assert error_text(None) == GENERIC_ERROR == "AI 服务出错了，请稍后再试。"


def test_quota_sentences() -> None:
    import datetime as dt

    from mnemo import Incoming, Notice, QuotaNote, Reply
    from mnemo.texts import notice_text, reply_text

    midnight = dt.datetime(2026, 3, 2).timestamp()
    to = Incoming.text("g:1", "你好")
    soft = QuotaNote("soft", "member", midnight, "cheap-model")
    assert reply_text(Reply(to, "答案", quota=soft)) == (
        "（你今天的 AI 用量已超过软限额，今天余下的对话由 cheap-model 回答。）\n答案")
    for scope, who in (("member", "你"), ("group", "本群"), ("global", "机器人")):
        hard = Reply(to, "", quota=QuotaNote("hard", scope, midnight))  # type: ignore[arg-type]
        assert hard.refused and hard.ok
        assert reply_text(hard) == (
            f"抱歉，{who}今天的 AI 用量已达上限，03-02 00:00 重置后再来找我吧。")
    assert notice_text(Notice("group_quota", "g:123", 8100, 10000, "2026-03-01")) == (
        "[mnemo] 群 123 今天（2026-03-01）已用 8100 tokens，达到每日额度 10000 的 81%。")
    assert notice_text(Notice("global_budget", "", 10001, 10000, "2026-03-01")) == (
        "[mnemo] 今天（2026-03-01）全部会话已用 10001 tokens，超过了全局每日额度 10000。")


def test_new_topic_notice_is_one_line_before_the_answer() -> None:
    from mnemo import Incoming, Reply
    from mnemo.errors import TimedOut
    from mnemo.texts import NEW_TOPIC, reply_text

    to = Incoming.text("g:1", "我们明天开会吧")
    assert "\n" not in NEW_TOPIC
    assert reply_text(Reply(to, "好的", new_topic=True)) == f"{NEW_TOPIC}\n好的"
    # A failed answer still says the conversation started afresh.
    failed = reply_text(Reply(to, "", TimedOut(), new_topic=True))
    assert failed.startswith(f"{NEW_TOPIC}\n") and "超时" in failed
    assert reply_text(Reply(to, "好的")) == "好的"
