"""A recall block never breaks the request: tool-call pairing and the token budget hold,
and it never takes the request past the high-water mark (it would cost a compression).

Random histories and budgets (the window's own strategies), a real index holding talk of
random sizes, the block `recall_block` builds, and the agent's own overhead estimate
(`Agent.overhead`, which counts extras): the high-water check sees the block, and after
compression or truncation the request with the block fits and pairs.
"""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mnemo import pairing, tokens
from mnemo.agent import Agent, Conversation
from mnemo.message import Message
from mnemo.recall.block import budget, recall_block, turn_block
from mnemo.recall.search import Recall
from mnemo.store import Database, open_stores
from mnemo.tools import ToolRegistry, current_time_tool
from mnemo.window import ContextWindow, WindowPolicy, make_message
from tests.unit.test_window import cases, sized_text, text_of

SYSTEM = {"role": "system", "content": "你是测试助手。" * 20}


async def block_for(old: list[str], question: str, window: list[Message], top_k: int,
                    max_tokens: int) -> list[dict]:
    with tempfile.TemporaryDirectory() as tmp:
        db = Database(Path(tmp) / "b.db")
        await db.open()
        try:
            stores = open_stores(db)
            await stores.prepare()
            await stores.history.append("g:1", [
                Message({"role": "user", "content": f"[2026-01-01 10:00] 小明(1): {t}"},
                        tokens=tokens.count_text(t) + 20, created_at=float(i))
                for i, t in enumerate(old)])
            return await recall_block(Recall(stores.recall), "g:1",
                                      [make_message({"role": "user", "content": question})],
                                      window, top_k=top_k, max_tokens=max_tokens)
        finally:
            await db.close()


@given(cases(), st.lists(st.integers(1, 400), min_size=1, max_size=12),
       st.integers(1, 20), st.integers(50, 2000), st.booleans())
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_recall_block_keeps_pairing_and_budget(
        case: tuple[WindowPolicy, int, str | None, list[Message]], sizes: list[int],
        top_k: int, max_tokens: int, summarise: bool) -> None:
    policy, _, previous, messages = case
    w = ContextWindow([], policy)
    if previous is not None:
        w.apply_summary(previous, [])
    w.add(messages)
    # Old talk that matches the question: the same words, of random lengths.
    old = [text_of(n, 0) for n in sizes]
    limit = budget(max_tokens, policy.max_context_tokens)
    extra = asyncio.run(block_for(old, text_of(6, 0), list(w.messages), top_k, limit))
    assert len(extra) <= 1
    if extra:
        assert tokens.count_message(extra[0]) <= limit
    conv = Conversation("g:1", w, ToolRegistry([current_time_tool()]))
    overhead = Agent.overhead(conv, SYSTEM, extra)
    assert overhead >= sum(tokens.count_message(e) for e in extra)
    # What the agent does before a call: compress (or truncate) when over high water,
    # with the block counted in the overhead.
    if w.over_high_water(overhead):
        plan = w.plan_compression(overhead)
        if summarise and plan is not None:
            w.apply_summary(sized_text(policy.summary_cap, 1), plan.kept)
        else:
            w.truncate_oldest_half(overhead)
    request = [*w.messages, *(make_message(e) for e in extra)]
    assert pairing.violations(request) == []
    if overhead + policy.summary_message_tokens + 100 < policy.max_context_tokens:
        assert overhead + w.tokens <= policy.max_context_tokens


async def turn_block_for(old: list[str], question: str, window: ContextWindow,
                         overhead: int) -> list[dict]:
    with tempfile.TemporaryDirectory() as tmp:
        db = Database(Path(tmp) / "t.db")
        await db.open()
        try:
            stores = open_stores(db)
            await stores.prepare()
            await stores.history.append("g:1", [
                Message({"role": "user", "content": f"[2026-01-01 10:00] 小明(1): {t}"},
                        tokens=tokens.count_text(t) + 20, created_at=float(i))
                for i, t in enumerate(old)])
            new = [make_message({"role": "user", "content": question})]
            return await turn_block(Recall(stores.recall), "g:1", window, new,
                                    overhead=lambda: overhead, top_k=5, max_tokens=2000)
        finally:
            await db.close()


@given(cases(), st.lists(st.integers(1, 400), min_size=1, max_size=12), st.booleans())
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_the_block_never_takes_a_request_past_the_high_water_mark(
        case: tuple[WindowPolicy, int, str | None, list[Message]], sizes: list[int],
        measured: bool) -> None:
    policy, _, _, messages = case
    w = ContextWindow([], policy)
    w.add(messages)
    conv = Conversation("g:1", w, ToolRegistry([current_time_tool()]))
    overhead = Agent.overhead(conv, SYSTEM)
    if measured:  # as after a call: the provider's count of the last prompt
        w.record_prompt(overhead + w.tokens, w.tokens)
    question = "[2026-01-02 10:00] 小明(1): 上次说的" + text_of(6, 0) + "是什么？"
    extra = asyncio.run(turn_block_for([text_of(n, 0) for n in sizes], question, w, overhead))
    block = sum(tokens.count_message(e) for e in extra)
    w.add([make_message({"role": "user", "content": question})])
    # The block fits in what was left below the mark, or does not come: it alone never
    # makes the agent fold the history.
    if extra:
        assert not w.over_high_water(overhead + block, block)
