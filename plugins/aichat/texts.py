"""What the QQ user reads from the bot besides the model's own words, in one place.

The engine raises classes (mnemo/errors.py) and words nothing; the sentences live here.
A pure formatter: it imports nothing from NoneBot.
"""

from __future__ import annotations

from mnemo import Reply
from mnemo.errors import (
    AuthError,
    BadRequest,
    BadResponse,
    ConnectionFailed,
    ContextLengthError,
    EngineError,
    ModelNotFound,
    NoBalance,
    NotConfigured,
    RateLimited,
    StoreUnavailable,
    TimedOut,
    Unavailable,
)

QUEUED_NOTICE = "正在回复上一条消息…稍后一起回复你。"
QUEUE_FULL = "消息太多了，请等我回复完再发。"
EMPTY_REPLY = "（AI 没有给出回复）"
GENERIC_ERROR = "AI 服务出错了，请稍后再试。"
INPUT_CUT = "（消息太长，只有前 {n} 字交给了 AI。）"

# Most specific class first: the first match wins, so NoBalance before AuthError;
# ServerError has no line of its own, it reads as any other Unavailable.
ERROR_TEXTS: tuple[tuple[type[EngineError], str], ...] = (
    (StoreUnavailable, "数据库暂时连不上，这条消息没有记下，请稍后再发一次。"),
    (NotConfigured, "AI 服务未配置 API Key，请联系管理员。"),
    (NoBalance, "AI 服务账户余额不足，请联系管理员。"),
    (AuthError, "AI 服务认证失败（API Key 无效），请联系管理员。"),
    (RateLimited, "请求过于频繁，请稍后再试。"),
    (ConnectionFailed, "无法连接 AI 服务，请稍后再试。"),
    (TimedOut, "AI 服务响应超时，请稍后再试。"),
    (Unavailable, "AI 服务暂时不可用，请稍后再试。"),
    (ContextLengthError, "对话内容过长，AI 服务无法处理，请发送 #新对话 开始新的对话。"),
    (ModelNotFound, "AI 服务找不到所配置的模型，请联系管理员。"),
    (BadRequest, "AI 服务拒绝了这次请求，请联系管理员。"),
    (BadResponse, "AI 服务返回了无法识别的结果，请稍后再试。"),
)


def error_text(exc: EngineError | None) -> str:
    """The sentence for a failed turn; anything unforeseen (TurnFailed, a new class, no
    error at all) gets the generic one rather than nothing."""
    if exc is not None:
        for cls, text in ERROR_TEXTS:
            if isinstance(exc, cls):
                return text
    return GENERIC_ERROR


def reply_text(reply: Reply) -> str:
    """The QQ text of a reply: the answer, or why there is none; a note on a cut input."""
    text = reply.text if reply.ok else error_text(reply.error)
    text = text or EMPTY_REPLY
    if reply.cut_to is not None:
        text = f"{INPUT_CUT.format(n=reply.cut_to)}\n{text}"
    return text
