"""The recall block: earlier talk that may matter now, for one request only.

It goes after the history and before the turn's newest user messages, like memory
hints: the cached prompt prefix (system prompt, summary, history) stays the same from
one request to the next, the model reads the question last, and the block is never
stored. Whether it comes and which hits it shows is `gate`'s. Each line carries time and
speaker; a hit is shown with the message next to it when alone it would not read (an
answer without its question, a question without its answer, a short reply). A question's
answer may come a few lines on, by the member it asks (`thread.follower`): on
bench/recall.py's twenty-first set with multilingual-e5-small, "谁要在婚宴上唱Everything
Has Changed？" got "@Yvonne 你婚宴上唱哪首？" in its block, and her answer six minutes on
with it (the keyword block 49 → 50 %); nothing else moved.
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from .. import tokens
from ..message import Message
from ..store.base import RecallDoc
from .gate import wanted, worth_showing
from .said import is_question, is_talk, words
from .search import Recall
from .thread import follower, replies

if TYPE_CHECKING:
    from ..window import ContextWindow

log = logging.getLogger(__name__)

HEADER = "以下是早前对话中可能相关的记录："
BOT = "你"
LINE_CHARS = 300
# A user message this short ("是的", "好") says little without what it answered.
SHORT = 12


MIN_BLOCK = 50


def budget(max_tokens: int, max_context_tokens: int, room: int | None = None) -> int:
    """The block's size limit: the setting, never a large share of a small window, and
    never more than `room`, what the request has left within its budget (0: no block).

    A block that takes the request past the high-water mark makes the agent compress
    first, as any other growth would; it never makes a request the provider refuses.
    """
    limit = max(MIN_BLOCK, min(max_tokens, max_context_tokens // 8))
    if room is not None:
        limit = min(limit, room)
    return limit if limit >= MIN_BLOCK else 0


def room(window: ContextWindow, messages: Sequence[Message], overhead: int,
         others: Sequence[dict[str, Any]] = ()) -> int:
    """What a turn's request has left below the high-water mark for the block: the
    history as last measured, the turn's own `messages`, the system prompt and tools
    (`overhead`) and the request's other extras (`others`, memory hints) taken out.

    Only below that mark: a block that took the request past it would make the agent
    fold the history for a one-off addition, a summary and the whole cached prefix
    paid for a few lines.
    """
    policy = window.policy
    besides = sum(tokens.count_message(e) for e in others)
    used = window.projected_prompt_tokens(overhead + besides, extra_tokens=besides)
    new = sum(min(m.tokens, policy.message_cap) for m in messages)
    return policy.high_tokens - used - new


async def turn_block(recall: Recall, session: str, window: ContextWindow,
                     messages: Sequence[Message], *, overhead: Callable[[], int],
                     others: Sequence[dict[str, Any]] = (), top_k: int, max_tokens: int
                     ) -> list[dict[str, Any]]:
    """The recall block for the turn answering `messages` (not yet in `window`), or
    nothing: whether one comes, how large, and within the room the request has
    (`room`). `overhead` gives the agent's estimate of the system prompt and tools,
    `others` the request's other extras; `top_k` and `max_tokens` the settings.

    Most turns ask nothing of the past (`gate.wanted`): told so by their text, they
    measure no room and count nothing."""
    query = query_of(messages)
    if top_k <= 0 or max_tokens <= 0 or (named := await wanted(recall, session, query)) is None:
        return []
    limit = budget(max_tokens, window.policy.max_context_tokens,
                   room(window, messages, overhead(), others))
    return await recall_block(recall, session, messages, window.messages, top_k=top_k,
                              max_tokens=limit, talk=_talk_in(window), named=named)


# Per window: (its generation, messages looked at, how many of them are talk).
_TALK: weakref.WeakKeyDictionary[ContextWindow, tuple[int, int, int]] = (
    weakref.WeakKeyDictionary())


def _talk_in(window: ContextWindow) -> int:
    """How many of `window`'s messages are indexed talk, looking only at those added
    since the last turn asked: a whole window's scan cost a question turn 0.2-0.3 ms at a
    few hundred messages."""
    generation, seen, count = _TALK.get(window, (-1, 0, 0))
    messages = window.messages
    if generation != window.generation or seen > len(messages):
        seen, count = 0, 0
    count += sum(1 for m in messages[seen:] if is_talk(m))
    _TALK[window] = (window.generation, len(messages), count)
    return count


def line(doc: RecallDoc) -> str:
    text = " ".join(doc.said.split())
    if len(text) > LINE_CHARS:
        text = text[:LINE_CHARS] + "…"
    return f"[{doc.stamp}] {doc.speaker or BOT}: {text}"


def query_of(messages: Sequence[Message]) -> str:
    """What the newest user messages ask, without their stamps."""
    return "\n".join(words(m.text()) for m in messages if m.role == "user")


async def recall_block(recall: Recall, session: str, messages: Sequence[Message],
                       window: Sequence[Message], *, top_k: int, max_tokens: int,
                       talk: int | None = None, named: list[str] | None = None
                       ) -> list[dict[str, Any]]:
    """The block for a turn answering `messages`, or nothing.

    `window` is what the request carries already: those messages are not recalled. The
    block never exceeds `max_tokens` (header included); nothing found, nothing added.
    `talk` is how many of `window`'s messages are indexed talk, `named` what
    `gate.wanted` said, when the caller knows.
    """
    try:
        return await _block(recall, session, messages, window, top_k, max_tokens, talk,
                            named)
    except Exception:  # recall is a bonus: the turn goes on without it
        log.exception("session %s: recall failed", session)
        return []


async def _block(recall: Recall, session: str, messages: Sequence[Message],
                 window: Sequence[Message], top_k: int, max_tokens: int,
                 talk: int | None, named: list[str] | None) -> list[dict[str, Any]]:
    query = query_of(messages)
    # A turn that asks nothing of the past gets no block: decided before any store
    # round trip, so chatter (most turns) costs neither the count nor the search.
    if top_k <= 0 or max_tokens <= 0:
        return []
    if named is None and (named := await wanted(recall, session, query)) is None:
        return []
    # Everything stored is in the window already (a young conversation): no search.
    if talk is None:
        talk = sum(1 for m in window if is_talk(m))
    if await recall.index.count(session) <= talk:
        return []
    own = {m.created_at for m in messages}
    shown = {m.created_at for m in window} | own
    hits = await worth_showing(recall, session, query, top_k=top_k, window_at=shown,
                               own_at=own, named=named)
    if not hits:
        return []
    used = tokens.count_message({"role": "user", "content": HEADER}) + 2
    chosen: dict[int, RecallDoc] = {}
    for hit in hits:
        group = [hit.doc]
        earlier, later = await recall.index.around(hit.doc)
        before, after = (earlier or [None])[-1], (later or [None])[0]
        if hit.question:
            # A question is shown with what answered it: the next line, or the answer of
            # the member it asks a few lines on or when back (`thread.follower`).
            answer = (after if after is not None and replies(hit.doc, after)
                      else await follower(recall, session, hit.doc, True, ()))
            if answer is not None:
                group.append(answer)
        elif before is not None and (hit.doc.role == "assistant" or (
                is_question(before.said) and replies(before, hit.doc))):
            group.insert(0, before)  # an answer with its question
        elif len(hit.doc.said) <= SHORT and after is not None:
            group.append(after)  # a short reply with what it goes on to
        group = [d for d in group if d.id not in chosen and d.at not in shown]
        cost = sum(tokens.count_text(line(d)) + 1 for d in group)
        if used + cost > max_tokens:
            # The hit alone may still fit where it and its neighbour do not.
            group = [hit.doc] if hit.doc.id not in chosen else []
            cost = sum(tokens.count_text(line(d)) + 1 for d in group)
            if not group or used + cost > max_tokens:
                continue
        used += cost
        for d in group:
            chosen[d.id] = d
    # The parts were counted apart; the whole may tokenise a little longer: drop the
    # lowest-ranked lines until it fits.
    ranked = list(chosen.values())
    while ranked:
        block = _render(ranked)
        if tokens.count_message(block) <= max_tokens:
            return [block]
        ranked.pop()
    return []


def _render(docs: Sequence[RecallDoc]) -> dict[str, Any]:
    lines = [line(d) for d in sorted(docs, key=lambda d: (d.at, d.msg_id))]
    return {"role": "user", "content": HEADER + "\n" + "\n".join(lines)}
