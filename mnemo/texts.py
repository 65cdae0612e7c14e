"""What the QQ user reads from the bot besides the model's own words, in one place.

The engine raises classes (mnemo/errors.py) and words nothing; the sentences live here.
A pure formatter: the QQ commands and the web panel both render through it, admin
results (`admin_text`) and audit details (`audit_detail`) included.
"""

from __future__ import annotations

import datetime as dt

from .admin.actor import Role, Verb
from .admin.result import Result, Status
from .errors import (
    AnswerNotStored,
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
from .mcp import Reloaded, ServerView
from .outcome import Reply
from .quota import Notice, QuotaNote
from .recall.tool import render_found
from .reminders import Fired, Reminder, shown
from .store import RefusedVectors, UsageTotals
from .store.base import RecallDoc
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
    (AnswerNotStored, "数据库暂时连不上，回复没能保存，所以没有发出；你的消息已经记下，不用重发，"
                      "我下次回复时会一并看到。"),
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


# -- settings and the web panel ------------------------------------------------------

KEY_CLEARED = ("接口地址已改变，{key} 已清除（Key 只发给填写它时的地址）："
               "请重新填写 {key}，或修改地址时一并填写。")
KEY_BELONGS_TO_ENV_URL = ("不能把 {key} 恢复为 .env 中的值：那个 Key 属于 .env 中的接口地址，"
                          "而 {url} 已被修改。请填写新的 Key，或先恢复 {url}。")
SET_URL_USAGE = "修改接口地址时可一并填写它的 Key：/set {url} <地址> <API Key>"
PANEL_KEY_HINT = "修改地址时请在此一并填写该接口的 API Key；不填则原 Key 被清除，不会发往新地址。"
PANEL_LOGIN_BUSY = "上一次登录尚在校验，请稍候再试。"
PANEL_HOST_REFUSED = ("不认识的主机名：请用机器人的地址打开面板（在其他地址上访问，"
                      "请在 .env 中设置 AICHAT_WEB_BASE_URL）。")
PANEL_BODY_TOO_LARGE = "提交的内容太大。"
PANEL_NULL_ORIGIN = "请求来源不明（Origin: null），未做任何修改。请在面板页面中操作。"


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


def extras_line(count: int) -> str:
    """/context's line on the last turn's one-off additions, where they sat."""
    return (f"附加：约 {count} tokens（上一轮的召回记录和记忆提示，"
            "放在历史之后、最新消息之前，不存储）")


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


# -- reminders and MCP servers ----------------------------------------------------------

REMIND_USAGE = ("用法：/remind（查看你的提醒）| /remind <时间> <内容>（时间如 2026-05-01 09:00、"
                "明天 9:00、+2h、30分钟后）| /remind cancel <编号>")
MCP_USAGE = "用法：/mcp list | /mcp on <服务器> | /mcp off <服务器> | /mcp reload（超级用户）"
_STATUS = {"up": "运行中", "starting": "启动中", "down": "不可用", "stopped": "已停止"}


def reminder_post(fired: Fired) -> str:
    """What the conversation reads when a reminder fires (after the @ in a group)."""
    text = f"⏰ 提醒：{fired.reminder.text}"
    if fired.late:
        text += f"\n（这条提醒原定 {shown(fired.due)}，当时机器人不在线，现在补发。）"
    return text


def reminder_set(r: Reminder, at: dt.datetime) -> str:
    return f"好的，已设置提醒 #{r.id}：{shown(at)} 提醒你“{r.text}”。"


def reminder_list(lines: list[tuple[Reminder, dt.datetime]]) -> str:
    if not lines:
        return "你在这里没有待发的提醒。"
    rows = [f"#{r.id} {shown(at)}：{r.text}" for r, at in lines]
    return "你的待发提醒：\n" + "\n".join(rows) + "\n取消：/remind cancel <编号>"


def reminder_limit(scope: str, limit: int) -> str:
    who = "你" if scope == "member" else "本会话"
    return f"{who}已有 {limit} 条待发的提醒，达到上限，请先取消一些。"


def mcp_status(status: str) -> str:
    return _STATUS.get(status, status)


def mcp_list(servers: list[ServerView], on: set[str]) -> str:
    if not servers:
        return "没有配置 MCP 服务器（config/mcp.json）。"
    lines = ["MCP 服务器（本会话 开/关 · 状态 · 工具）："]
    for s in servers:
        state = "开" if s.name in on else "关"
        tools = ", ".join(t.split("__", 1)[-1] for t in s.tools) or "无"
        line = f"{s.name} [{state}] {mcp_status(s.status)} · {tools}"
        if s.error and s.status != "up":
            line += f"（{s.error[:80]}）"
        lines.append(line)
    lines.append("开启后，AI 可在本会话中用 mcp_load 加载它的工具。")
    return "\n".join(lines)


def mcp_reloaded(r: Reloaded) -> str:
    parts = [f"{what}：{', '.join(names)}" for what, names in
             (("启动", r.started), ("停止", r.stopped), ("重启", r.restarted), ("保持", r.kept))
             if names]
    text = "已重新读取 MCP 配置。" + ("；".join(parts) if parts else "没有服务器。")
    if r.problems:
        text += "\n未采用的条目：\n" + "\n".join(r.problems)
    return text
# -- /history -------------------------------------------------------------------------

HISTORY_USAGE = "用法：/history 关键词（搜索本会话早前的对话记录）"
HISTORY_MAX_QUERY = 200


def history_reply(query: str, found: list[RecallDoc]) -> str:
    """What a member searching the conversation's past reads (`Engine.search`'s list)."""
    if not found:
        return f"没有找到和“{query[:20]}”相关的早前对话。"
    return render_found(f"找到 {len(found)} 条相关的早前对话（最相关的在前）：", found)


def history_problem(query: str) -> str | None:
    """Why `query` is not searched, or None."""
    if not query:
        return HISTORY_USAGE
    if len(query) > HISTORY_MAX_QUERY:
        return f"关键词太长了（最多 {HISTORY_MAX_QUERY} 字）。"
    return None


# -- admin results (mnemo.admin), the same from QQ and the panel -------------------------

REFUSED = "你没有权限使用这个命令。"
ROLE_NAMES = {Role.GROUP_ADMIN: "群管理员", Role.SUPERUSER: "超级用户",
              Role.PANEL_ADMIN: "面板管理员"}
STRATEGIES = {"summary": "摘要压缩", "truncate": "截断最旧一半", "clear": "清空"}
BAD_CONVERSATION = "无效的会话：应为 g:<群号> 或 f:<QQ号>。"
AI_GROUPS_ONLY = "只有群有 AI 开关。"
SECRET_NEEDS_VALUE = "请输入新值。"
SESSIONS_ENDED = "所有会话已退出"
FRONTS = {"qq": "QQ", "panel": "面板", "cli": "命令行"}  # the audit log's front ends
_MEMORY_VERBS = (Verb.MEMORY_LIST, Verb.MEMORY_ADD, Verb.MEMORY_EDIT, Verb.MEMORY_DELETE)


def refusal(needs: Role) -> str:
    return f"{REFUSED}（需要{ROLE_NAMES[needs]}）"


def strategy(name: str) -> str:
    return STRATEGIES.get(name, name)


def _applies(now: bool) -> str:
    return "已立即生效" if now else "重启后生效（/restart）"


def _compacted(r: Result) -> str:
    record = r.record
    assert record is not None
    if record.strategy == "summary":
        return (f"已压缩（{strategy(record.strategy)}）：{record.tokens_before} → "
                f"{record.tokens_after} tokens，旧对话已写入摘要。")
    return (f"摘要生成失败，已改为丢弃最旧的一半对话：{record.tokens_before} → "
            f"{record.tokens_after} tokens。原始对话已存档。")


def _ai(r: Result) -> str:
    who = "本群" if r.here else f"{r.key} "
    return f"{who}的 AI 对话已开启。" if r.on else f"{who}的 AI 对话已关闭（管理命令仍然可用）。"


_DONE = {
    Verb.AI: _ai,
    Verb.NEW: lambda r: "已开始新对话。之前的对话已存档。",
    Verb.STOP: lambda r: "已停止当前回复。",
    Verb.COMPACT: _compacted,
    Verb.RESTORE: lambda r: (f"已恢复到上次压缩/清空之前的对话：{r.messages} 条消息，"
                             f"约 {r.tokens} tokens。当前对话已另存为存档。"),
    Verb.SET: lambda r: (f"已设置 {r.name} = {r.shown}，{_applies(r.applies_now)}。"
                         + (KEY_CLEARED.format(key=r.cleared) if r.cleared else "")),
    Verb.UNSET: lambda r: (f"已恢复 {r.name} 为 .env 中的值：{r.shown}，"
                           f"{_applies(r.applies_now)}。"),
    Verb.MEMORY_ADD: lambda r: f"已添加：#{r.memory_id}（{r.key}）",
    Verb.MEMORY_EDIT: lambda r: (f"已修改 #{r.memory_id}："
                                 f"{r.memory.content[:100] if r.memory else ''}"),
    Verb.MEMORY_DELETE: lambda r: f"已删除 #{r.memory_id}（{r.key}）",
    Verb.RESTART: lambda r: "正在重启…（保存中的对话会先写入存储）",
    Verb.PASSWORD: lambda r: "面板密码已修改，所有已登录的会话都已退出。",
}
_NOTHING = {
    Verb.STOP: "当前没有正在进行的回复。",
    Verb.COMPACT: "对话还很短，没有需要压缩的内容。",
    Verb.RESTORE: "没有可以恢复的存档。",
}
_BUSY = {Verb.COMPACT: "正在回复中，请稍后再压缩。", Verb.RESTORE: "正在回复中，请稍后再恢复。"}


def admin_text(r: Result) -> str:
    """The answer to an admin action, word for word the same from QQ and the panel."""
    if r.status is Status.REFUSED:
        if r.elsewhere:
            return ("只有超级用户可以管理其他会话的记忆。" if r.verb in _MEMORY_VERBS
                    else "只有超级用户可以管理其他会话。")
        return refusal(r.needs or Role.SUPERUSER)
    if r.status is Status.INVALID:
        return r.error
    if r.status is Status.BUSY:
        return _BUSY[r.verb]
    if r.status is Status.NOTHING:
        return _NOTHING[r.verb]
    if r.status is Status.NOT_FOUND:
        return f"{r.key} 中没有编号为 {r.memory_id} 的记忆。"
    if r.status is Status.FULL:
        return f"记忆已满（{r.limit} 条），请先删除或合并旧的记忆。"
    if r.status is Status.EXISTS:
        if r.verb is Verb.MEMORY_ADD:
            return f"已存在相同的记忆：#{r.memory_id}（{r.key}）"
        where = f" #{r.memory.id}" if r.memory else ""
        return f"修改后与已有的记忆{where}重复。"
    if r.verb is Verb.MEMORY_LIST:
        return memory_listing(r)
    return _DONE[r.verb](r)


def memory_listing(r: Result) -> str:
    if not r.memories:
        return f"{r.key} 没有记忆。"
    lines = [f"{r.key} 的记忆（{len(r.memories)} 条，新的在前）："]
    for m in r.memories[:50]:
        tags = f" [{', '.join(m.tags)}]" if m.tags else ""
        lines.append(f"#{m.id}{tags} {m.content[:100]}")
    return "\n".join(lines)


def audit_detail(r: Result) -> str:
    """The audit log's note of a done action: what changed, never a secret's value."""
    if r.verb is Verb.AI:
        return f"{r.key}：{'开启' if r.on else '关闭'}"
    if r.verb is Verb.COMPACT:
        return f"{r.key}：{admin_text(r)}"
    if r.verb is Verb.RESTORE:
        return f"{r.key}：{r.messages} 条消息"
    if r.verb is Verb.STOP and r.status is Status.NOTHING:
        return f"{r.key}：{_NOTHING[Verb.STOP]}"
    if r.verb in (Verb.NEW, Verb.STOP):
        return r.key
    if r.verb is Verb.SET:
        detail = (f"{r.name}（机密，值不记录）" if r.secret
                  else f"{r.name}：{r.before} → {r.shown}")
        return detail + (f"；{r.key_set}（机密，值不记录）" if r.key_set else "")
    if r.verb is Verb.UNSET:
        return f"{r.name}（恢复为 {r.shown}）"
    if r.verb in _MEMORY_VERBS:
        return f"{r.key} #{r.memory_id}"
    if r.verb is Verb.PASSWORD:
        return SESSIONS_ENDED
    return ""
