"""The model's `history_search` tool and the members' `/history`, bound to one session.

The conversation is captured when the tool is built and is not a parameter: whatever
the model writes, the handler only ever reads that conversation's messages.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any

from ..keys import ConversationKey
from ..store.base import RecallDoc
from ..tools import Tool
from .block import line
from .search import Recall
from .thread import asked_search

# A result goes into the model's context window: past this many characters it stops.
OUTPUT_BUDGET = 3000
# Lines one call lists. On bench/recall.py's fourth to tenth sets with
# multilingual-e5-small, one call with the question held the evidence for 58-77 % of
# the questions at ten lines, 63-85 % at fifteen, 69-86 % at twenty (partial and
# paraphrased questions: their evidence ranks below the first ten), for about twice the
# tokens (300-540 on average at ten, 460-1,090 at twenty); `OUTPUT_BUDGET` bounds it.
MAX_RESULTS = 20
MAX_QUERY_CHARS = 500
HISTORY_SEARCH = "history_search"
_FORMATS = ("%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M", "%Y-%m-%d", "%Y/%m/%d %H:%M", "%Y/%m/%d")


def parse_time(raw: Any, *, end: bool = False) -> float | str | None:
    """A local time as unix seconds; None when absent; an error text when unreadable.

    A bare date as the end of a range means the end of that day.
    """
    if raw is None or (isinstance(raw, str) and not raw.strip()):
        return None
    if not isinstance(raw, str):
        return "错误：时间必须写成文本，例如 2026-11-30 或 2026-11-30 14:00"
    for fmt in _FORMATS:
        try:
            t = dt.datetime.strptime(raw.strip(), fmt)
        except ValueError:
            continue
        if end and "%H" not in fmt:
            t += dt.timedelta(days=1) - dt.timedelta(microseconds=1)
        return t.astimezone().timestamp()
    return f"错误：看不懂时间 {raw[:40]!r}，请写成 2026-11-30 或 2026-11-30 14:00"


def found_header(n: int) -> str:
    """The first line of what `history_search` returns for `n` messages found."""
    return f"找到 {n} 条早前对话记录（最相关的在前）："


def fitting(header: str, docs: Sequence[RecallDoc], budget: int = OUTPUT_BUDGET) -> int:
    """How many of `docs`, in order, `render_found` shows within `budget` characters
    (the first always)."""
    used = len(header)
    for shown, doc in enumerate(docs):
        text = line(doc)
        if shown and used + len(text) > budget:
            return shown
        used += len(text) + 1
    return len(docs)


def render_found(header: str, docs: Sequence[RecallDoc], budget: int = OUTPUT_BUDGET) -> str:
    shown = fitting(header, docs, budget)
    lines = [header, *(line(d) for d in docs[:shown])]
    if shown < len(docs):
        lines.append(f"……还有 {len(docs) - shown} 条未显示，请用更具体的关键词")
    return "\n".join(lines)


def history_search_tool(recall: Recall, session: str) -> Tool:
    key = ConversationKey(session)

    async def history_search(query: Any = None, since: Any = None, until: Any = None,
                             speaker: Any = None, **extra: Any) -> str:
        if extra:
            names = "、".join(sorted(extra))
            return f"错误：history_search 不接受参数 {names}。只能搜索当前会话的记录。"
        if not isinstance(query, str) or not query.strip():
            return "错误：query 必须是非空的关键词"
        start, stop = parse_time(since), parse_time(until, end=True)
        for value in (start, stop):
            if isinstance(value, str):
                return value
        who = speaker.strip() if isinstance(speaker, str) and speaker.strip() else None
        found = await asked_search(recall, key, query[:MAX_QUERY_CHARS], limit=MAX_RESULTS,
                                   since=start, until=stop,  # type: ignore[arg-type]
                                   speaker=who)
        if not found:
            return "没有找到相关的早前对话记录"
        return render_found(found_header(len(found)), found)

    return Tool(
        name=HISTORY_SEARCH,
        # Short on purpose: every request of every conversation carries the definition.
        description="搜索本会话早前的聊天记录（含已压缩、存档的部分）。被问起以前的事而上下文里没有时，先查再答。",
        parameters={
            "type": "object",
            "properties": {
                # Synonyms help both sides: the words side matches any of them, and a
                # small embedding model does not know that 蓉城 is 成都.
                "query": {"type": "string", "description": "关键词，可加上同义词或别称，空格分隔"},
                "since": {"type": "string", "description": "起始时间，如 2026-11-30 14:00"},
                "until": {"type": "string"},
                "speaker": {"type": "string", "description": "发言人昵称或 QQ 号"},
            },
            "required": ["query"],
            "additionalProperties": False,
        },
        handler=history_search,
    )
