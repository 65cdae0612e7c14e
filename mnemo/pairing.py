"""The pairing rule OpenAI-compatible APIs enforce between tool calls and results.

Every `tool` message must answer a call of the assistant message right before its run
of tool messages, and every assistant `tool_calls` must be answered by all its results
before anything else follows. A history that breaks either rule is rejected with a 400
on every later request, so every cut we make goes through these functions.
"""

from __future__ import annotations

from collections.abc import Sequence

from .message import Message


def violations(messages: Sequence[Message]) -> list[str]:
    problems: list[str] = []
    pending: set[str] = set()
    for i, msg in enumerate(messages):
        if msg.role == "tool":
            call_id = msg.tool_call_id
            if call_id not in pending:
                problems.append(f"#{i}: tool result {call_id!r} answers no open call")
            else:
                pending.discard(call_id)
            continue
        if pending:
            problems.append(f"#{i}: calls {sorted(pending)} left without results")
            pending = set()
        if msg.role == "assistant" and msg.tool_calls:
            pending = {c.get("id", "") for c in msg.tool_calls}
    if pending:
        problems.append(f"end: calls {sorted(pending)} left without results")
    return problems


def is_cut_point(messages: Sequence[Message], i: int) -> bool:
    """Whether `messages[i:]` can start a request: it must not begin with a result."""
    return i >= len(messages) or messages[i].role != "tool"


def repair(messages: Sequence[Message]) -> list[Message]:
    """Drop what breaks the rule: orphan results and calls missing any of their results.

    Used on histories loaded from the store (a crash between writes, an older version)
    so that one bad row can never poison every later request.
    """
    out: list[Message] = []
    i = 0
    n = len(messages)
    while i < n:
        msg = messages[i]
        if msg.role == "tool":
            i += 1  # an orphan: its call is not right before it
            continue
        if msg.role == "assistant" and msg.tool_calls:
            ids = [c.get("id", "") for c in msg.tool_calls]
            j = i + 1
            results: list[Message] = []
            while j < n and messages[j].role == "tool":
                results.append(messages[j])
                j += 1
            got = [r.tool_call_id for r in results]
            if sorted(got) == sorted(ids) and len(set(ids)) == len(ids):
                out.append(msg)
                out.extend(results)
            i = j
            continue
        out.append(msg)
        i += 1
    return out
