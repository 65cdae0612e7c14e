"""`load_images`: what the model calls when it cannot see images itself."""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Callable
from typing import Any

from ..errors import ProviderError
from ..tools import Tool
from .describe import Describer
from .download import ImageError, ImageFetcher
from .markers import HASH_CHARS

# One call describes at most this many images: each is a vision-model request.
MAX_PER_CALL = 8
log = logging.getLogger(__name__)
_HASH_RE = re.compile(rf"(?<![0-9a-f])[0-9a-f]{{{HASH_CHARS}}}(?![0-9a-f])")


def hashes_from(raw: Any) -> list[str]:
    """The image hashes in whatever the model passed: a list, one string, whole markers."""
    if isinstance(raw, str):
        raw = [raw]
    if not isinstance(raw, list):
        return []
    found: list[str] = []
    for item in raw:
        if isinstance(item, str):
            found.extend(h for h in _HASH_RE.findall(item.lower()) if h not in found)
    return found


def load_images_tool(
    fetcher: ImageFetcher,
    describer: Describer,
    error_text: Callable[[ProviderError], str] = lambda exc: type(exc).__name__,
) -> Tool:
    """The tool; `error_text` words a failed vision call for the model (the front end
    passes its user-facing sentence, which the model may then pass on)."""

    async def load_images(hashes: Any = None) -> str:
        wanted = hashes_from(hashes)
        if not wanted:
            return ('错误：请在 hashes 中给出图片标记 [图片 <hash>] 里的 hash，'
                    '例如 {"hashes": ["3f2a9c01b4de"]}')
        extra = len(wanted) - MAX_PER_CALL
        wanted = wanted[:MAX_PER_CALL]
        results = await asyncio.gather(
            *(_one(fetcher, describer, error_text, h) for h in wanted))
        text = "\n\n".join(results)
        if extra > 0:
            text += f"\n\n（一次最多查看 {MAX_PER_CALL} 张，其余 {extra} 张请再次调用）"
        return text

    return Tool(
        name="load_images",
        description=(
            "查看图片内容。对话里的图片显示为 [图片 <hash>]，你看不到图片本身；"
            "需要知道图片内容（包括图中文字）时，传入这些 hash，返回每张图片的文字描述。"
            "只在需要时调用。"
        ),
        parameters={
            "type": "object",
            "properties": {
                "hashes": {
                    "type": "array",
                    "items": {"type": "string"},
                    "description": "图片标记 [图片 <hash>] 中的 hash",
                },
            },
            "required": ["hashes"],
            "additionalProperties": False,
        },
        handler=load_images,
    )


async def _one(fetcher: ImageFetcher, describer: Describer,
               error_text: Callable[[ProviderError], str], key: str) -> str:
    head = f"[图片 {key}]"
    try:
        return f"{head}\n{await describer.describe(key, lambda: fetcher.recall(key))}"
    except ImageError as exc:
        return f"{head} 错误：{exc.reason}"
    except ProviderError as exc:
        log.warning("vision model failed for image %s: %s", key, exc)
        return f"{head} 错误：识图模型调用失败（{error_text(exc)}）"
    except Exception:  # one image's bug must not hide the other images' descriptions
        log.exception("describing image %s failed", key)
        return f"{head} 错误：识图失败"
