"""Memory hints: the memories most relevant to the new messages, for one request only.

Appended after the history and never stored, so the prompt prefix stays stable and the
history holds only what was said.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from typing import Any

from ..message import Message
from .manager import MemoryManager

log = logging.getLogger(__name__)

HINT_HEADER = "（系统附注，不是用户的发言：以下长期记忆可能与当前话题有关，仅在相关时参考）"
# "[2026-11-30 14:03] 小明(123456): " — the stamp would only add noise to a search.
_SPEAKER = re.compile(r"^\[[^\]]*\] [^:：]*[:：] ?", re.MULTILINE)


def said(messages: Sequence[Message]) -> str:
    """What the messages say, without their time and speaker stamps."""
    return "\n".join(_SPEAKER.sub("", m.text()) for m in messages)


async def memory_hints(memory: MemoryManager, key: str, messages: Sequence[Message],
                       limit: int = 3) -> list[dict[str, Any]]:
    try:
        found = await memory.relevant(key, said(messages), limit=limit)
    except Exception:
        log.exception("session %s: memory lookup for auto-inject failed", key)
        return []
    if not found:
        return []
    lines = "\n".join(f"#{m.id} {m.content}" for m in found)
    return [{"role": "user", "content": f"{HINT_HEADER}\n{lines}"}]
