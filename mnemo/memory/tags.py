"""How tags are written, read and kept: the one parser of a memory's tags.

Three places take tags: the model's `memory_save` (a list, or one string of them), the
panel's tag field (one string) and the QQ command, where a tag is a `#word` among the
content's words. A string of tags is split at blanks and commas; every tag loses a
leading `#`, has its blanks folded, is cut to `MAX_TAG_CHARS`, and a memory keeps at
most `MAX_TAGS` distinct ones.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..store.base import fold_whitespace
from ..surrogates import replace_surrogates

MAX_TAGS = 10
MAX_TAG_CHARS = 32
_SPLIT = re.compile(r"[,，、;；\s]+")


def split_tags(text: str) -> list[str]:
    """The tags in a string of them: `"饮品，偏好"`, `"#饮品 #偏好"`."""
    return [t for t in _SPLIT.split(text) if t]


def inline_tags(words: Iterable[str]) -> tuple[str, list[str]]:
    """A chat command's words as (content, tags): a tag is a `#word` among them."""
    content: list[str] = []
    tags: list[str] = []
    for word in words:
        (tags if word.startswith("#") and len(word) > 1 else content).append(word)
    return " ".join(content), tags


def clean_tags(tags: Iterable[str] | str) -> tuple[str, ...]:
    """The tags as stored. A string is a list of tags written as text (`split_tags`)."""
    if isinstance(tags, str):
        tags = split_tags(tags)
    seen: dict[str, None] = {}
    for tag in tags:
        if not isinstance(tag, str):
            raise ValueError("标签必须是文本")
        clean = fold_whitespace(replace_surrogates(tag)).lstrip("#")[:MAX_TAG_CHARS].strip()
        if clean:
            seen.setdefault(clean, None)
    return tuple(seen)[:MAX_TAGS]
