"""The context window: a token budget over one session's messages.

The window holds an optional summary (one `user` message, always first) and the chat
messages after it. It decides when to compress (the prompt would pass the high-water
mark), what to keep verbatim (the newest turns that fit under the low-water mark), and
how to fall back (drop the oldest half) without ever breaking the tool-call pairing.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from . import pairing, tokens
from .client import encode
from .images import without_images
from .message import SUMMARY, SUMMARY_PREFIX, Message

TRUNCATION_MARKER = "\n…[内容过长，已截去约 {n} tokens]…\n"


@dataclass(slots=True)
class WindowPolicy:
    max_context_tokens: int = 128_000
    high_water: float = 0.8
    low_water: float = 0.5
    summary_max_tokens: int = 2000

    @property
    def high_tokens(self) -> int:
        return int(self.max_context_tokens * self.high_water)

    @property
    def low_tokens(self) -> int:
        return int(self.max_context_tokens * self.low_water)

    @property
    def summary_cap(self) -> int:
        """The summary's size limit: the setting, but never a large share of a small window."""
        return max(64, min(self.summary_max_tokens, self.low_tokens // 4))

    @property
    def message_cap(self) -> int:
        """The largest single message we keep whole.

        Half the low-water budget: a bigger one would fill the verbatim part alone and
        make every later turn compress again.
        """
        return max(64, self.low_tokens // 2)


def make_message(data: dict[str, Any], *, kind: str = "chat") -> Message:
    return Message(data=data, tokens=tokens.count_message(data), kind=kind)


def make_summary(text: str) -> Message:
    return make_message({"role": "user", "content": SUMMARY_PREFIX + text}, kind=SUMMARY)


def cap_message(msg: Message, limit: int) -> Message:
    """The message itself cut down, with a visible marker, when it exceeds `limit`."""
    if msg.tokens <= limit:
        return msg
    content = msg.data.get("content")
    if not isinstance(content, str):
        if isinstance(content, list):
            content = msg.text()
        else:
            return msg  # tool_calls only: arguments are the model's own, leave them
    dropped = msg.tokens - limit
    marker = TRUNCATION_MARKER.format(n=dropped)
    budget = max(16, limit - tokens.count_text(marker) - tokens.MESSAGE_OVERHEAD - 8)
    head = tokens.truncate_text(content, budget * 2 // 3)
    tail_budget = budget - tokens.count_text(head)
    tail = _tail(content, tail_budget)
    data = dict(msg.data, content=head + marker + tail)
    return Message(data=data, tokens=tokens.count_message(data), kind=msg.kind,
                   created_at=msg.created_at)


def _tail(text: str, max_tokens: int) -> str:
    if max_tokens <= 0:
        return ""
    # Take characters from the end until the token budget is met: cheap and exact enough.
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi) // 2
        if tokens.count_text(text[mid:]) <= max_tokens:
            hi = mid
        else:
            lo = mid + 1
    return text[lo:]


def _joined(messages: Iterable[Message]) -> bytearray:
    return bytearray(b",".join(encode(m.data) for m in messages))


@dataclass(slots=True)
class CompressionPlan:
    old: list[Message]
    kept: list[Message]
    previous_summary: str | None


class ContextWindow:
    """One session's messages with their token accounting."""

    def __init__(self, messages: Iterable[Message] = (), policy: WindowPolicy | None = None):
        self.policy = policy or WindowPolicy()
        self.messages: list[Message] = pairing.repair(list(messages))
        # The history as it goes to the provider, each message encoded once when added: a
        # request copies these bytes instead of re-encoding the history (issue 8: a turn
        # costs O(new messages), 0.11 ms at 1,000 messages instead of 0.43 ms).
        self._history_json = _joined(self.messages)
        self._tokens = sum(m.tokens for m in self.messages)
        # Prompt size the provider reported for the last call, and what was added since.
        self.last_prompt_tokens = 0
        self._unsent_tokens = 0
        # System prompt + tool definitions (+ one-off additions) as last measured.
        self.overhead: int | None = None

    # -- reading -------------------------------------------------------------

    @property
    def summary(self) -> Message | None:
        if self.messages and self.messages[0].kind == SUMMARY:
            return self.messages[0]
        return None

    @property
    def chat(self) -> list[Message]:
        return self.messages[1:] if self.summary else list(self.messages)

    @property
    def tokens(self) -> int:
        return self._tokens

    def __len__(self) -> int:
        return len(self.messages)

    def request(self, system: dict[str, Any], extra: Sequence[dict[str, Any]] = ()) -> list[
        dict[str, Any]
    ]:
        """The message list for the next call: system, summary, history, one-off extras."""
        return [system, *(m.data for m in self.messages), *extra]

    def encoded_request(self, system: dict[str, Any], extra: Sequence[dict[str, Any]] = ()
                        ) -> list[bytes]:
        """`request()` in UTF-8 JSON pieces for `ChatClient.complete`: the system prompt,
        the whole history as one comma-joined piece (cached), then the extras."""
        return [encode(system), bytes(self._history_json), *(encode(e) for e in extra)]

    def projected_prompt_tokens(self, overhead_estimate: int) -> int:
        if self.last_prompt_tokens:
            return self.last_prompt_tokens + self._unsent_tokens
        return (self.overhead if self.overhead is not None else overhead_estimate) + self._tokens

    def over_high_water(self, overhead_estimate: int) -> bool:
        return self.projected_prompt_tokens(overhead_estimate) > self.policy.high_tokens

    # -- writing -------------------------------------------------------------

    def add(self, messages: Iterable[Message]) -> list[Message]:
        """Append messages (each capped to the single-message limit); returns what was added."""
        added = [cap_message(m, self.policy.message_cap) for m in messages]
        for m in added:
            self.messages.append(m)
            if self._history_json:
                self._history_json += b","
            self._history_json += encode(m.data)
            self._tokens += m.tokens
            self._unsent_tokens += m.tokens
        return added

    def record_prompt(self, prompt_tokens: int, window_tokens_sent: int) -> None:
        """Note the prompt size of the call that just returned.

        `window_tokens_sent` is what this window contributed to that prompt, so the rest
        (system prompt, tools, one-off additions) becomes the overhead estimate.
        """
        self.last_prompt_tokens = prompt_tokens
        self.overhead = max(0, prompt_tokens - window_tokens_sent)
        self._unsent_tokens = self._tokens - window_tokens_sent

    def drop_images(self) -> None:
        """Replace image parts by their `[图片 <hash>]` markers, as persistence does.

        Images belong to the round they came with (SPEC section 4); kept, they would be
        sent again with every later request. The provider's last measurement included
        them, so it is lowered by what our own count saves.
        """
        saved = 0
        changed = False
        for i, msg in enumerate(self.messages):
            plain = without_images(msg)
            if plain is msg:
                continue
            self.messages[i] = plain
            saved += msg.tokens - plain.tokens
            changed = True
        if changed:
            self._history_json = _joined(self.messages)
        self._tokens -= saved
        if self.last_prompt_tokens:
            self.last_prompt_tokens = max(0, self.last_prompt_tokens - saved)

    def reset(self, messages: Iterable[Message]) -> None:
        self.messages = list(messages)
        self._history_json = _joined(self.messages)
        self._tokens = sum(m.tokens for m in self.messages)
        self.last_prompt_tokens = 0
        self._unsent_tokens = 0

    # -- compaction ----------------------------------------------------------

    def plan_compression(self, overhead: int, *, force: bool = False) -> CompressionPlan | None:
        """Split the chat into an old part to summarise and the newest part to keep.

        The kept part is the longest suffix that starts a user turn and, with the
        overhead and a full-size summary, fits under the low-water mark. When even the
        last turn is too big it is cut inside, at an assistant message, which keeps
        every call with its results.

        `force` is for when the provider said the prompt is too long although our count
        says it fits: then everything before the newest user turn is summarised.
        """
        chat = self.chat
        if not chat:
            return None
        room = self.policy.low_tokens - overhead - self.policy.summary_cap
        suffix = [0] * (len(chat) + 1)
        for i in range(len(chat) - 1, -1, -1):
            suffix[i] = suffix[i + 1] + chat[i].tokens
        cut = None
        for i, msg in enumerate(chat):
            if msg.role == "user" and suffix[i] <= room:
                cut = i
                break
        if cut is None:
            for i in range(len(chat)):
                if pairing.is_cut_point(chat, i) and suffix[i] <= room:
                    cut = i
                    break
        if force and not cut:
            users = [i for i, m in enumerate(chat) if m.role == "user"]
            cut = users[-1] if users and users[-1] > 0 else len(chat)
        if cut is None:
            cut = len(chat)
        if cut == 0:
            # Everything fits already: nothing old to fold in.
            return None
        prev = self.summary
        prev_text = prev.text().removeprefix(SUMMARY_PREFIX) if prev else None
        return CompressionPlan(old=chat[:cut], kept=chat[cut:], previous_summary=prev_text)

    def apply_summary(self, summary_text: str, kept: Sequence[Message]) -> Message:
        summary = make_summary(summary_text)
        self.reset([summary, *kept])
        return summary

    def truncate_oldest_half(self, overhead: int) -> None:
        """Drop the oldest half of the chat, repeatedly, until the prompt fits.

        The cut moves forward past results whose call was dropped; in the extreme the
        chat is emptied, which is a valid fresh conversation.
        """
        summary = self.summary
        chat = self.chat
        while chat:
            cut = len(chat) // 2 if len(chat) > 1 else 1
            while cut < len(chat) and not pairing.is_cut_point(chat, cut):
                cut += 1
            chat = pairing.repair(chat[cut:])
            total = overhead + sum(m.tokens for m in chat) + (summary.tokens if summary else 0)
            if total <= self.policy.high_tokens:
                break
        self.reset([summary, *chat] if summary else chat)
