"""The unit of conversation state: one OpenAI chat message plus what we know about it."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

SUMMARY_PREFIX = "以下是之前的对话摘要：\n"

CHAT = "chat"
SUMMARY = "summary"


@dataclass(slots=True)
class Message:
    """One chat message as it is sent to the provider.

    `data` is exactly the OpenAI Chat Completions message (role, content, tool_calls,
    tool_call_id, name). `tokens` is counted once, when the message is created, so that
    building a request never re-tokenises the history.
    """

    data: dict[str, Any]
    tokens: int = 0
    kind: str = CHAT
    created_at: float = field(default_factory=time.time)

    @property
    def role(self) -> str:
        return str(self.data.get("role", ""))

    @property
    def tool_calls(self) -> list[dict[str, Any]]:
        return list(self.data.get("tool_calls") or [])

    @property
    def tool_call_id(self) -> str | None:
        return self.data.get("tool_call_id")

    @property
    def is_summary(self) -> bool:
        return self.kind == SUMMARY

    def text(self) -> str:
        """The message's text, with non-text parts left out."""
        content = self.data.get("content")
        if isinstance(content, str):
            return content
        if isinstance(content, list):
            return "".join(p.get("text", "") for p in content if p.get("type") == "text")
        return ""
