"""The memory tools given to the model, bound to one scope.

The scope is captured when the tools are built and is not a parameter: whatever the
model writes, these handlers only ever read or delete memories of that scope.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..keys import check_scope
from ..store.base import Memory, fold_whitespace
from ..tools import Tool
from .manager import MemoryFull, MemoryManager, parse_utc_text
from .tags import split_tags

# A search result goes into the model's context window; past this many characters the
# listing stops and tells the model to narrow the query.
OUTPUT_BUDGET = 4000

def full_message(limit: int) -> str:
    return f"记忆已满（{limit} 条），请先用 memory_forget 删除或合并旧记忆"


def render(memory: Memory) -> str:
    """One line per memory: `#id [tags] content (date)`."""
    tags = f" [{', '.join(memory.tags)}]" if memory.tags else ""
    date = parse_utc_text(memory.created_at).astimezone().strftime("%Y-%m-%d")
    return f"#{memory.id}{tags} {fold_whitespace(memory.content)} ({date})"


def render_list(header: str, memories: Sequence[Memory]) -> str:
    lines = [header]
    used = len(header)
    for shown, memory in enumerate(memories):
        line = render(memory)
        if shown and used + len(line) > OUTPUT_BUDGET:
            lines.append(f"……还有 {len(memories) - shown} 条未显示，请用更具体的关键词搜索")
            break
        lines.append(line)
        used += len(line) + 1
    return "\n".join(lines)


def _refuse_extra(tool: str, extra: dict[str, Any]) -> str | None:
    if not extra:
        return None
    names = "、".join(sorted(extra))
    return f"错误：{tool} 不接受参数 {names}。记忆范围由系统决定，只能操作当前会话的记忆。"


def _tags(raw: Any) -> list[str] | str:
    """The tags as a list, or an error text. A comma-separated string is accepted."""
    if raw is None:
        return []
    if isinstance(raw, str):
        return split_tags(raw)
    if isinstance(raw, list) and all(isinstance(t, str) for t in raw):
        return raw
    return '错误：tags 必须是字符串数组，例如 ["咖啡", "偏好"]'


def _memory_id(raw: Any) -> int | None:
    """The id as a positive integer SQLite can hold, from 3, 3.0, "3" or "#3"."""
    if isinstance(raw, bool):
        value = None
    elif isinstance(raw, int):
        value = raw
    elif isinstance(raw, float) and raw.is_integer():
        value = int(raw)
    elif isinstance(raw, str) and raw.strip().lstrip("#").isdecimal():
        value = int(raw.strip().lstrip("#"))
    else:
        value = None
    return value if value is not None and 0 < value < 2**63 else None


def memory_tools(manager: MemoryManager, scope: str) -> list[Tool]:
    """memory_save, memory_search and memory_forget for the session of `scope`."""
    check_scope(scope)

    async def memory_save(content: Any = None, tags: Any = None, **extra: Any) -> str:
        refusal = _refuse_extra("memory_save", extra)
        if refusal:
            return refusal
        if not isinstance(content, str) or not content.strip():
            return "错误：content 必须是非空文本"
        clean_tags = _tags(tags)
        if isinstance(clean_tags, str):
            return clean_tags
        try:
            result = await manager.add(scope, content, clean_tags)
        except MemoryFull as exc:
            return full_message(exc.limit)
        if not result.created:
            return f"已存在相同的记忆 #{result.memory.id}，未重复保存"
        note = f"（内容超过 {manager.max_chars} 字，已截断）" if result.truncated else ""
        return f"已保存记忆 #{result.memory.id}{note}"

    async def memory_search(query: Any = None, **extra: Any) -> str:
        refusal = _refuse_extra("memory_search", extra)
        if refusal:
            return refusal
        text = "" if query is None else str(query).strip()
        hits = await manager.search(scope, text or None)
        if not hits:
            return "没有找到相关记忆" if text else "还没有保存任何记忆"
        memories = [h.memory for h in hits]
        # Matches all score above zero; a listing (no usable query) scores zero.
        if hits[0].score > 0:
            return render_list(f"找到 {len(memories)} 条相关记忆（最相关的在前）：", memories)
        return render_list(f"共 {len(memories)} 条记忆（新的在前）：", memories)

    # `id` shadows the builtin because it is the parameter name the model sees.
    async def memory_forget(id: Any = None, **extra: Any) -> str:
        refusal = _refuse_extra("memory_forget", extra)
        if refusal:
            return refusal
        memory_id = _memory_id(id)
        if memory_id is None:
            return "错误：id 必须是记忆编号（整数），可先用 memory_search 查看"
        if await manager.delete(scope, memory_id):
            return f"已删除记忆 #{memory_id}"
        return f"没有编号为 #{memory_id} 的记忆，可先用 memory_search 查看现有记忆"

    return [
        Tool(
            name="memory_save",
            description=(
                "保存一条长期记忆（跨对话、重启后仍在）。用于：用户明确让你记住的事，"
                "用户的身份、偏好、约定、重要事实。每条只写一件事，写清主语，"
                "例如“小明喜欢喝手冲咖啡”；不要保存闲聊和临时信息。"
                "相同内容不会重复保存；记忆满了需先删除或合并旧记忆。"
            ),
            parameters={
                "type": "object",
                "properties": {
                    "content": {
                        "type": "string",
                        "description": "要记住的内容，完整的一句话，最多 2000 字",
                    },
                    "tags": {
                        "type": "array",
                        "items": {"type": "string"},
                        "description": "可选标签，如人名、主题（“小明”“饮食偏好”），便于以后检索",
                    },
                },
                "required": ["content"],
                "additionalProperties": False,
            },
            handler=memory_save,
        ),
        Tool(
            name="memory_search",
            description=(
                "检索长期记忆。回答涉及用户的偏好、身份、过往约定或你可能记得的事时，"
                "先用它查一查；保存或删除前也可用它查看现有记忆和编号。"
                "query 为关键词（中文直接写词语即可）；"
                "不填 query 则按时间列出全部记忆（新的在前）。"
                "结果每行一条：#编号 [标签] 内容 (日期)。"
            ),
            parameters={
                "type": "object",
                "properties": {
                    "query": {
                        "type": "string",
                        "description": "关键词，如“咖啡”“小明 生日”；留空列出全部",
                    },
                },
                "additionalProperties": False,
            },
            handler=memory_search,
        ),
        Tool(
            name="memory_forget",
            description=(
                "按编号删除一条长期记忆。用于：用户要求忘掉某事，记忆已过时或有误，"
                "或合并重复记忆（先删除旧条目，再保存合并后的内容）。"
                "编号来自 memory_search 的结果。"
            ),
            parameters={
                "type": "object",
                "properties": {
                    "id": {"type": "integer", "description": "要删除的记忆编号，如 3"},
                },
                "required": ["id"],
                "additionalProperties": False,
            },
            handler=memory_forget,
        ),
    ]
