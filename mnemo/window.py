"""The context window: a token budget over one session's messages.

The window holds an optional summary (one `user` message, always first) and the chat
messages after it. It decides when to compress (the prompt would pass the high-water
mark), what to keep verbatim (the newest turns that fit under the low-water mark, and
always the newest user turn), and how to fall back (drop the oldest half) without ever
breaking the tool-call pairing or dropping the newest user turn.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import pairing, tokens
from .client import encode
from .identity import ByIdentity
from .images import without_images
from .message import SUMMARY, SUMMARY_PREFIX, Message

TRUNCATION_MARKER = "\n…[内容过长，已截去约 {n} tokens]…\n"

# A conversation's system prompt is one dict for the day (`SystemPrompts.for_session`),
# sent with every request: encoded once while it is the same dict (mnemo/identity.py).
_system_json: ByIdentity[dict[str, Any], bytes] = ByIdentity(encode)


@dataclass(slots=True)
class WindowPolicy:
    max_context_tokens: int = 128_000
    high_water: float = 0.8
    low_water: float = 0.5
    summary_max_tokens: int = 2000
    # Past this share of the budget a compression starts in the background after a
    # reply; 0 switches that off (compression happens inline, at the high-water mark).
    precompact_water: float = 0.7
    # How long a request past the high-water mark waits for the background summary
    # before it goes out on the window truncated instead (the summary lands later).
    summary_wait: float = 5.0

    @property
    def high_tokens(self) -> int:
        return int(self.max_context_tokens * self.high_water)

    @property
    def low_tokens(self) -> int:
        return int(self.max_context_tokens * self.low_water)

    @property
    def precompact_tokens(self) -> int | None:
        """The pre-compaction mark in tokens (never above the high-water mark); None: off."""
        if self.precompact_water <= 0:
            return None
        return min(self.high_tokens, int(self.max_context_tokens * self.precompact_water))

    @property
    def background_target(self) -> int:
        """What a background compression keeps verbatim at most (with the summary).

        As far below the low-water mark as the compression starts below the high-water
        mark: each one then folds as much as an inline one would, so starting early does
        not make compressions more frequent (each breaks the provider's prompt cache
        once). Never below half the low-water mark, whatever the marks.
        """
        early = self.high_tokens - (self.precompact_tokens or self.high_tokens)
        return max(self.low_tokens // 2, self.low_tokens - early)

    @property
    def summary_cap(self) -> int:
        """The summary's size limit: the setting, but never a large share of a small window."""
        return max(64, min(self.summary_max_tokens, self.low_tokens // 4))

    @property
    def summary_message_tokens(self) -> int:
        """What a summary of `summary_cap` tokens costs as the window's first message.

        Two tokens of slack: the prefix and the text may tokenise a little differently
        together than apart.
        """
        return (self.summary_cap + tokens.count_text(SUMMARY_PREFIX)
                + tokens.MESSAGE_OVERHEAD + 2)

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


def _cap_within(msg: Message, limit: int) -> Message:
    """`cap_message`, retried until the result really is within `limit`.

    The marker and the cut edges tokenise a little differently from the parts counted
    apart, so one pass can overshoot by a few tokens; a tiny limit may stay unreachable.
    """
    capped = cap_message(msg, limit)
    target = limit
    for _ in range(4):
        if capped.tokens <= limit or target <= 0:
            break
        target -= capped.tokens - limit
        capped = cap_message(msg, target)
    return capped


def newest_user_index(chat: Sequence[Message]) -> int | None:
    """Where the newest user turn starts: the last user message that is not the summary."""
    for i in range(len(chat) - 1, -1, -1):
        if chat[i].role == "user" and not chat[i].is_summary:
            return i
    return None


def fit_turn(turn: Sequence[Message], room: int) -> tuple[list[Message], list[Message]]:
    """The newest user turn (`turn[0]` is its question) cut to `room` tokens.

    Returns what stays and what goes. The question comes first: it stays word for word
    whenever it fits alone, followed by as many of the newest call units as fit beside
    it (cut only where a unit starts, so every call keeps its results). Only a question
    that alone exceeds `room` is cut down, with the marker, and then nothing else stays.
    """
    if sum(m.tokens for m in turn) <= room:
        return list(turn), []
    question, rest = turn[0], list(turn[1:])
    if question.tokens > room:
        return [_cap_within(question, room)], rest
    left = room - question.tokens
    tail = 0
    start = len(rest)
    for j in range(len(rest) - 1, -1, -1):
        tail += rest[j].tokens
        if tail > left:
            break
        if pairing.is_cut_point(rest, j):
            start = j
    return [question, *rest[start:]], rest[:start]


def _joined(messages: Iterable[Message]) -> tuple[bytearray, list[int]]:
    """The messages comma-joined as JSON, and where each one's bytes end."""
    joined, ends = bytearray(), []
    for m in messages:
        if joined:
            joined += b","
        joined += encode(m.data)
        ends.append(len(joined))
    return joined, ends


@dataclass(slots=True)
class CompressionPlan:
    """What to summarise (`old`) and what follows the summary (`kept`).

    Normally `old + kept` is the chat. When the newest turn itself is too big for the
    budget, `kept` is its question (cut down only if it alone is too big) and its newest
    call units; `old` then ends with the question and the turn's older units, so that the
    summariser sees what those results were for.
    """

    old: list[Message]
    kept: list[Message]
    previous_summary: str | None
    # The window's first messages the summary replaces (the previous summary, then
    # `old`; the whole window when the newest turn was cut), by identity, and what goes
    # right after the new summary in their place (the cut turn; else nothing).
    prefix: list[Message] = field(default_factory=list)
    head: list[Message] = field(default_factory=list)


class ContextWindow:
    """One session's messages with their token accounting."""

    def __init__(self, messages: Iterable[Message] = (), policy: WindowPolicy | None = None):
        self.policy = policy or WindowPolicy()
        self.messages: list[Message] = pairing.repair(list(messages))
        # The history as it goes to the provider, each message encoded once when added: a
        # request copies these bytes instead of re-encoding the history, so a turn costs
        # O(new messages) however long the history is.
        self._history_json, self._ends = _joined(self.messages)
        self._tokens = sum(m.tokens for m in self.messages)
        # Prompt size the provider reported for the last call, and what was added since.
        self.last_prompt_tokens = 0
        self._unsent_tokens = 0
        # What the last call's one-off additions (after the history) took of its prompt.
        self._sent_extra = 0
        # System prompt + tool definitions (+ one-off additions) as last measured.
        self.overhead: int | None = None
        # Rises whenever messages change other than by `add`: what a reader that keeps a
        # figure of the messages up to date by looking at the new ones checks.
        self.generation = 0

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

    def request(self, system: dict[str, Any], extra: Sequence[dict[str, Any]] = (),
                at: int | None = None) -> list[dict[str, Any]]:
        """The message list for the next call: system, summary, history, with the one-off
        extras before message `at` (by default after the whole history)."""
        cut = len(self.messages) if at is None else max(0, min(at, len(self.messages)))
        data = [m.data for m in self.messages]
        return [system, *data[:cut], *extra, *data[cut:]]

    def encoded_request(self, system: dict[str, Any], extra: Sequence[dict[str, Any]] = (),
                        at: int | None = None) -> list[bytes]:
        """`request()` in UTF-8 JSON pieces for `ChatClient.complete`: the system prompt,
        the history before message `at` as one comma-joined piece (cached), the extras,
        then the rest of the history."""
        n = len(self.messages)
        cut = n if at is None else max(0, min(at, n))
        history = self._history_json
        if not extra or cut >= n:
            return [_system_json(system), bytes(history), *(encode(e) for e in extra)]
        # The comma after message cut-1 belongs to neither side.
        start = self._ends[cut - 1] + 1 if cut else 0
        head = [bytes(history[:self._ends[cut - 1]])] if cut else []
        return [_system_json(system), *head, *(encode(e) for e in extra),
                bytes(history[start:])]

    def turn_start(self, first: Message | None) -> int:
        """Where the turn that began with `first` starts in `messages`: the recall block
        and memory hints go right before it, so the newest user messages are read last
        and every tool round's request extends the one before. A turn whose first message
        is gone (compressed, cut down) starts at the newest user message."""
        if first is not None:
            for i in range(len(self.messages) - 1, -1, -1):
                if self.messages[i] is first:
                    return i
        chat = self.chat
        newest = newest_user_index(chat)
        if newest is None:
            return len(self.messages)
        return newest + (len(self.messages) - len(chat))

    def projected_prompt_tokens(self, overhead_estimate: int,
                                extra_tokens: int | None = None) -> int:
        """The next prompt's size. With `extra_tokens`, the last measurement counts that
        many for the one-off additions instead of what the last call carried (they differ
        from request to request: a recall block, memory hints)."""
        if self.last_prompt_tokens:
            if extra_tokens is None:
                return self.last_prompt_tokens + self._unsent_tokens
            return (max(0, self.last_prompt_tokens - self._sent_extra) + self._unsent_tokens
                    + extra_tokens)
        return (self.overhead if self.overhead is not None else overhead_estimate) + self._tokens

    def over_high_water(self, overhead_estimate: int, extra_tokens: int | None = None) -> bool:
        return (self.projected_prompt_tokens(overhead_estimate, extra_tokens)
                > self.policy.high_tokens)

    def over_precompact(self, overhead_estimate: int) -> bool:
        mark = self.policy.precompact_tokens
        return mark is not None and self.projected_prompt_tokens(overhead_estimate) > mark

    # -- writing -------------------------------------------------------------

    def add(self, messages: Iterable[Message]) -> list[Message]:
        """Append messages (each capped to the single-message limit); returns what was added."""
        added = [cap_message(m, self.policy.message_cap) for m in messages]
        # All encoded before anything changes: a message that cannot be encoded must not
        # leave the window holding it or a dangling comma in every later request.
        encoded = [encode(m.data) for m in added]
        for m, data in zip(added, encoded, strict=True):
            self.messages.append(m)
            if self._history_json:
                self._history_json += b","
            self._history_json += data
            self._ends.append(len(self._history_json))
            self._tokens += m.tokens
            self._unsent_tokens += m.tokens
        return added

    def record_prompt(self, prompt_tokens: int, window_tokens_sent: int,
                      extra_tokens: int = 0) -> None:
        """Note the prompt size of the call that just returned.

        `window_tokens_sent` is what this window contributed to that prompt, so the rest
        (system prompt, tools, one-off additions) becomes the overhead estimate;
        `extra_tokens` is the estimate of those one-off additions.
        """
        self.last_prompt_tokens = prompt_tokens
        self._sent_extra = extra_tokens
        self.overhead = max(0, prompt_tokens - window_tokens_sent)
        self._unsent_tokens = self._tokens - window_tokens_sent

    def drop_images(self) -> None:
        """Replace image parts by their `[图片 <hash>]` markers, as persistence does.

        Images belong to the round they came with; kept, they would be
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
            self._history_json, self._ends = _joined(self.messages)
            self.generation += 1
        self._tokens -= saved
        if self.last_prompt_tokens:
            self.last_prompt_tokens = max(0, self.last_prompt_tokens - saved)

    def reset(self, messages: Iterable[Message]) -> None:
        self.messages = list(messages)
        self.generation += 1
        self._history_json, self._ends = _joined(self.messages)
        self._tokens = sum(m.tokens for m in self.messages)
        self.last_prompt_tokens = 0
        self._unsent_tokens = 0
        self._sent_extra = 0

    # -- compaction ----------------------------------------------------------

    def plan_compression(self, overhead: int, *, force: bool = False,
                         target: int | None = None) -> CompressionPlan | None:
        """Split the chat into an old part to summarise and the newest part to keep.

        The kept part is the longest suffix that starts a user turn and, with the
        overhead and a full-size summary, fits under `target` tokens (by default the
        low-water mark). It always holds
        the newest user turn word for word: when that turn alone is past the low-water
        mark it is kept whole as long as the request stays within the budget
        (`max_context_tokens`), and only beyond that is it cut (see `fit_turn`).

        `force` is for when the provider said the prompt is too long although our count
        says it fits: then everything before the newest user turn is summarised (and
        nothing, when there is nothing before it).
        """
        chat = self.chat
        if not chat:
            return None
        fixed = overhead + self.policy.summary_message_tokens
        room = (self.policy.low_tokens if target is None else target) - fixed
        suffix = [0] * (len(chat) + 1)
        for i in range(len(chat) - 1, -1, -1):
            suffix[i] = suffix[i + 1] + chat[i].tokens
        newest = newest_user_index(chat)
        if newest is None:
            # No question to protect (a history cut by truncation): keep whole units.
            cut = next((i for i in range(len(chat))
                        if pairing.is_cut_point(chat, i) and suffix[i] <= room), len(chat))
            if force and not cut:
                cut = len(chat)
            return self._plan(chat[:cut], chat[cut:]) if cut else None
        kept, folded = fit_turn(chat[newest:], self.policy.max_context_tokens - fixed)
        if folded or kept[0] is not chat[newest]:
            return self._plan([*chat[:newest], chat[newest], *folded], kept, cut_turn=True)
        # The first user message whose suffix fits; failing that, the newest turn alone.
        cut = next((i for i in range(newest + 1)
                    if chat[i].role == "user" and suffix[i] <= room), newest)
        if force and not cut:
            cut = newest
        if not cut:
            return None  # everything fits already: nothing old to fold in
        return self._plan(chat[:cut], chat[cut:])

    def _plan(self, old: list[Message], kept: list[Message], *,
              cut_turn: bool = False) -> CompressionPlan:
        prev = self.summary
        prev_text = prev.text().removeprefix(SUMMARY_PREFIX) if prev else None
        if cut_turn:
            prefix, head = list(self.messages), kept
        else:
            prefix, head = self.messages[:len(self.messages) - len(kept)], []
        return CompressionPlan(old=old, kept=kept, previous_summary=prev_text,
                               prefix=prefix, head=head)

    def apply_summary(self, summary_text: str, kept: Sequence[Message]) -> Message:
        summary = make_summary(summary_text)
        self.reset([summary, *kept])
        return summary

    def apply_plan(self, summary_text: str, plan: CompressionPlan) -> Message | None:
        """Replace the plan's prefix by the summary, if the window still starts with it.

        Whatever was added after the plan was made stays, after the summary. None, and
        nothing changed, when the window no longer starts with the very messages the
        summary was written from (it was cleared, restored or compressed meanwhile).
        """
        n = len(plan.prefix)
        if len(self.messages) < n or any(
                a is not b for a, b in zip(self.messages, plan.prefix, strict=False)):
            return None
        summary = make_summary(summary_text)
        self.reset([summary, *plan.head, *self.messages[n:]])
        return summary

    def apply_late(self, summary_text: str, plan: CompressionPlan,
                   after_cut: Sequence[Message]) -> tuple[Message, int] | None:
        """`apply_plan` for a summary that came after the window was truncated while it
        was being written (the request could not wait for it): it replaces what is left
        at the front of the messages it was written from, since the window still starts
        with `after_cut` (what the truncation left). Returns the summary and how many
        leading messages it replaced; None, and nothing changed, otherwise."""
        n = len(after_cut)
        if plan.head or len(self.messages) < n or any(
                a is not b for a, b in zip(self.messages, after_cut, strict=False)):
            return None
        folded = {id(m) for m in plan.prefix}
        replaced = 0
        while replaced < len(self.messages) and id(self.messages[replaced]) in folded:
            replaced += 1
        summary = make_summary(summary_text)
        self.reset([summary, *self.messages[replaced:]])
        return summary, replaced

    def truncate_oldest_half(self, overhead: int) -> None:
        """Drop the oldest half of the chat, repeatedly, until the prompt fits.

        The cut moves forward past results whose call was dropped, and never past the
        newest user turn: that stays even when it alone is past the high-water mark, and
        is cut (see `fit_turn`) only when the request would exceed `max_context_tokens`.
        A chat without any user message may be emptied, a valid fresh conversation.
        """
        summary = self.summary
        chat = self.chat
        fixed = overhead + (summary.tokens if summary else 0)
        newest = newest_user_index(chat)
        while chat and newest != 0:
            cut = len(chat) // 2 if len(chat) > 1 else 1
            while cut < len(chat) and not pairing.is_cut_point(chat, cut):
                cut += 1
            if newest is not None:
                cut = min(cut, newest)
            chat = pairing.repair(chat[cut:])
            newest = newest_user_index(chat)
            if fixed + sum(m.tokens for m in chat) <= self.policy.high_tokens:
                break
        if newest is not None:
            turn, _ = fit_turn(chat[newest:], self.policy.max_context_tokens - fixed)
            chat = [*chat[:newest], *turn]
        self.reset([summary, *chat] if summary else chat)
