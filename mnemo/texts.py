"""What the QQ user reads from the bot besides the model's own words, in one place.

The engine raises classes (mnemo/errors.py) and words nothing; the sentences live here.
A pure formatter: the QQ commands and the web panel both render through it.
"""

from __future__ import annotations

import datetime as dt

from .errors import (
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
from .outcome import Reply
from .quota import Notice, QuotaNote
from .store import RefusedVectors, UsageTotals
from .usage import QuotaStatus, UsagePeriods

# Said behind a reply and behind /compact, /restore or a summary being filed alike.
QUEUED_NOTICE = "正在处理前面的消息…稍后一起回复你。"
QUEUE_FULL = "消息太多了，请等我处理完再发。"
EMPTY_REPLY = "（AI 没有给出回复）"
GENERIC_ERROR = "AI 服务出错了，请稍后再试。"
INPUT_CUT = "（消息太长，只有前 {n} 字交给了 AI。）"
NEW_TOPIC = ("（换了个话题，我开始了新的对话；之前的内容已存档，可用 /history 查找，"
             "管理员可用 /restore 恢复。）")

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
    """The QQ text of a reply: the answer, or why there is none; a note on a cut input;
    the one-line notices when a quota switched the model or a new topic started afresh."""
    if reply.refused and reply.quota is not None:
        return quota_refusal(reply.quota)
    text = reply.text if reply.ok else error_text(reply.error)
    text = text or EMPTY_REPLY
    if reply.cut_to is not None:
        text = f"{INPUT_CUT.format(n=reply.cut_to)}\n{text}"
    if reply.quota is not None:
        text = f"{quota_notice(reply.quota)}\n{text}"
    if reply.new_topic:
        text = f"{NEW_TOPIC}\n{text}"
    return text


# -- quotas ---------------------------------------------------------------------------

_QUOTA_WHO = {"member": "你", "group": "本群", "global": "机器人"}


def _reset_time(at: float) -> str:
    return dt.datetime.fromtimestamp(at).strftime("%m-%d %H:%M")


def quota_notice(note: QuotaNote) -> str:
    return (f"（{_QUOTA_WHO[note.scope]}今天的 AI 用量已超过软限额，今天余下的对话由 "
            f"{note.model} 回答。）")


def quota_refusal(note: QuotaNote) -> str:
    return (f"抱歉，{_QUOTA_WHO[note.scope]}今天的 AI 用量已达上限，"
            f"{_reset_time(note.resets_at)} 重置后再来找我吧。")


def notice_text(notice: Notice) -> str:
    """The private message the superusers get."""
    if notice.kind == "group_quota":
        share = notice.used * 100 // notice.limit if notice.limit else 100
        return (f"[mnemo] 群 {notice.group.removeprefix('g:')} 今天（{notice.day}）已用 "
                f"{notice.used} tokens，达到每日额度 {notice.limit} 的 {share}%。")
    return (f"[mnemo] 今天（{notice.day}）全部会话已用 {notice.used} tokens，"
            f"超过了全局每日额度 {notice.limit}。")


# -- /usage ---------------------------------------------------------------------------


def vectors_refused(r: RefusedVectors) -> str:
    """/context's line on messages the embeddings service would not embed."""
    return (f"语义检索：{r.count} 条消息被嵌入服务拒绝，只能按字词找到"
            f"（最近一条 {r.stamp}：{r.reason}）")


def hit_rate(rate: float | None) -> str:
    return "无记录" if rate is None else f"{rate * 100:.1f}%"


def totals_line(t: UsageTotals) -> str:
    if not t.calls:
        return "无调用"
    line = (f"调用 {t.calls} 次，tokens {t.tokens}（输入 {t.prompt_tokens}，其中缓存命中 "
            f"{t.cached_tokens}；输出 {t.completion_tokens}）")
    if t.cost is not None:
        line += f"，费用 ¥{t.cost:.4f}"
    line += f"，缓存命中率 {hit_rate(t.hit_rate)}，压缩 {t.compressions} 次"
    return line


def periods_text(title: str, periods: UsagePeriods) -> list[str]:
    return [title, f"今天：{totals_line(periods.today)}", f"近 7 天：{totals_line(periods.week)}",
            f"近 30 天：{totals_line(periods.month)}"]


def _limits(used: int, soft: int, hard: int) -> str | None:
    if not soft and not hard:
        return None
    parts = [f"已用 {used}"]
    if soft:
        parts.append(f"软限额 {soft}")
    if hard:
        parts.append(f"硬限额 {hard}")
    return " / ".join(parts) + " tokens"


def group_quota_line(q: QuotaStatus) -> str | None:
    limits = _limits(q.group_used, q.group_soft, q.group_hard)
    return f"本群今日额度：{limits}（{_reset_time(q.resets_at)} 重置）" if limits else None


def member_quota_line(q: QuotaStatus) -> str | None:
    limits = _limits(q.member_used, q.member_soft, q.member_hard)
    return f"你的今日额度：{limits}（{_reset_time(q.resets_at)} 重置）" if limits else None


def global_quota_line(q: QuotaStatus) -> str | None:
    limits = _limits(q.global_used, q.global_soft, q.global_hard)
    return f"全局今日额度：{limits}（{_reset_time(q.resets_at)} 重置）" if limits else None


def ranking(title: str, rows: list[tuple[str, UsageTotals]]) -> list[str]:
    lines = [title]
    if not rows:
        lines.append("（无）")
    for n, (key, t) in enumerate(rows, 1):
        cost = f"，费用 ¥{t.cost:.4f}" if t.cost is not None else ""
        lines.append(f"{n}. {key}：tokens {t.tokens}，调用 {t.calls} 次{cost}，"
                     f"缓存命中率 {hit_rate(t.hit_rate)}")
    return lines
