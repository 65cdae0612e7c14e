"""Folds the old part of a conversation (and the previous summary) into one summary."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from . import tokens
from .client import ChatClient, Usage
from .message import Message
from .usage import purpose

COMPRESSOR_PROMPT = """你是对话摘要器。请把下面的【旧摘要】和【新对话】合并成一份新的摘要，
供 AI 助手在后续对话中继续使用。

必须保留：
- 关键事实（人物、称呼、QQ 号、数字、时间、地点、链接等）
- 用户的意图与请求，以及尚未完成的事项
- 讨论得出的决定与结论
- 用户提出的约束条件和偏好
省略：工具调用的细节、中间推理过程、寒暄和无关紧要的细节。

要求：用简洁的中文条目书写，按主题组织，不要编造内容；只输出摘要正文，不要加开场白。
摘要长度不超过 {max_tokens} tokens。"""

# One message's share of the transcript: the compressor needs the gist, not every byte.
_MESSAGE_LIMIT = 800
_TOOL_RESULT_LIMIT = 200


@dataclass(slots=True)
class Summary:
    text: str
    usage: Usage | None  # None when the provider reported none


def transcript_lines(messages: Sequence[Message]) -> list[str]:
    lines: list[str] = []
    for msg in messages:
        role = msg.role
        if role == "user":
            lines.append(f"用户：{tokens.truncate_text(msg.text(), _MESSAGE_LIMIT)}")
        elif role == "assistant":
            text = msg.text()
            if text:
                lines.append(f"助手：{tokens.truncate_text(text, _MESSAGE_LIMIT)}")
            for call in msg.tool_calls:
                lines.append(f"（助手调用了工具 {call.get('function', {}).get('name', '?')}）")
        elif role == "tool":
            lines.append(f"（工具结果：{tokens.truncate_text(msg.text(), _TOOL_RESULT_LIMIT)}）")
    return lines


def chunk_lines(lines: Sequence[str], budget: int) -> list[str]:
    """Group transcript lines into chunks of at most `budget` tokens (a line is never split)."""
    chunks: list[str] = []
    current: list[str] = []
    size = 0
    for line in lines:
        n = tokens.count_text(line) + 1
        if current and size + n > budget:
            chunks.append("\n".join(current))
            current, size = [], 0
        current.append(line)
        size += n
    if current:
        chunks.append("\n".join(current))
    return chunks


class Compressor:
    """Calls a (possibly cheaper) model to write the rolling summary.

    The old part can be nearly as large as the whole context, so it is folded in chunks
    that each fit the compressor's own request comfortably: summary = fold(summary, chunk).
    """

    def __init__(self, client: ChatClient, *, model: str | None = None) -> None:
        self.client = client
        self.model = model

    async def summarize(
        self,
        previous: str | None,
        messages: Sequence[Message],
        *,
        max_tokens: int,
        input_budget: int,
    ) -> Summary:
        prompt = COMPRESSOR_PROMPT.format(max_tokens=max_tokens)
        # Each request carries the prompt, the running summary and a chunk, and leaves room
        # for the new summary: all of it must fit `input_budget`.
        room = max(256, input_budget - tokens.count_text(prompt) - 2 * max_tokens - 64)
        summary = previous
        usage: Usage | None = None
        for chunk in chunk_lines(transcript_lines(messages), room) or [""]:
            body = f"【旧摘要】\n{summary or '（无）'}\n\n【新对话】\n{chunk}"
            request = [
                {"role": "system", "content": prompt},
                {"role": "user", "content": body},
            ]
            with purpose("compressor"):
                result = await self.client.complete(
                    request, model=self.model, max_tokens=max_tokens, temperature=0.2
                )
            if result.usage is not None:
                usage = result.usage if usage is None else usage + result.usage
            text = (result.message.get("content") or "").strip()
            if not text:
                raise ValueError("compressor returned an empty summary")
            # The cap holds even when a provider ignores max_tokens.
            summary = tokens.truncate_text(text, max_tokens)
        return Summary(text=summary or "", usage=usage)
