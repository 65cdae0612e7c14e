"""Context window: compression plans, the truncation fallback and the pairing rule.

Property-based: random histories with tool calls go through compression, truncation
and persist-then-reload; every result must satisfy the pairing rule in both directions
and fit the budget.
"""

from __future__ import annotations

import asyncio
import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mnemo import pairing, tokens
from mnemo.client import _body
from mnemo.db import Database
from mnemo.history.sqlite import SqliteHistoryStore
from mnemo.message import SUMMARY_PREFIX, Message
from mnemo.window import ContextWindow, WindowPolicy, make_message

POLICY = WindowPolicy(max_context_tokens=4000, high_water=0.8, low_water=0.5,
                      summary_max_tokens=2000)
OVERHEAD = 300
WORDS = ["天气", "咖啡", "hello", "项目", "deadline", "明天", "会议", "猫", "数据库", "测试"]


def text_of(n_words: int, seed: int) -> str:
    return " ".join(WORDS[(seed + i) % len(WORDS)] for i in range(n_words))


@st.composite
def turns(draw: st.DrawFn) -> list[Message]:
    """A history of user turns, some with tool rounds (one or several parallel calls)."""
    out: list[Message] = []
    n_turns = draw(st.integers(min_value=0, max_value=25))
    call_no = 0
    for t in range(n_turns):
        out.append(make_message({"role": "user",
                                 "content": text_of(draw(st.integers(1, 120)), t)}))
        for _ in range(draw(st.integers(0, 2))):
            n_calls = draw(st.integers(1, 3))
            calls = []
            for _ in range(n_calls):
                call_no += 1
                calls.append({"id": f"call_{call_no}", "type": "function",
                              "function": {"name": "current_time", "arguments": "{}"}})
            out.append(make_message({"role": "assistant", "content": None,
                                     "tool_calls": calls}))
            for c in calls:
                out.append(make_message({"role": "tool", "tool_call_id": c["id"],
                                         "content": text_of(draw(st.integers(1, 150)), 3)}))
        if draw(st.booleans()):
            out.append(make_message({"role": "assistant",
                                     "content": text_of(draw(st.integers(1, 100)), t + 1)}))
    return out


def window_of(messages: list[Message], with_summary: bool = False) -> ContextWindow:
    w = ContextWindow([], POLICY)
    if with_summary:
        w.apply_summary("旧的摘要：小明喜欢咖啡。", [])
    w.add(messages)
    return w


@given(turns(), st.booleans())
@settings(max_examples=150, deadline=None)
def test_compression_plan_keeps_pairs_and_fits_low_water(messages: list[Message],
                                                         with_summary: bool) -> None:
    w = window_of(messages, with_summary)
    assert pairing.is_valid(w.messages)
    plan = w.plan_compression(OVERHEAD)
    if plan is None:
        return
    # The old part and the kept part are each valid on their own: no pair is split.
    assert pairing.is_valid(plan.old)
    assert pairing.is_valid(plan.kept)
    assert plan.old + plan.kept == w.chat
    w.apply_summary("摘要" * 50, plan.kept)
    assert pairing.is_valid(w.messages)
    assert w.messages[0].is_summary
    assert w.messages[0].text().startswith(SUMMARY_PREFIX)
    assert sum(1 for m in w.messages if m.is_summary) == 1
    assert OVERHEAD + w.tokens <= POLICY.low_tokens


@given(turns(), st.booleans())
@settings(max_examples=150, deadline=None)
def test_truncation_keeps_pairs_and_fits(messages: list[Message], with_summary: bool) -> None:
    w = window_of(messages, with_summary)
    before = list(w.chat)
    w.truncate_oldest_half(OVERHEAD)
    assert pairing.is_valid(w.messages)
    assert OVERHEAD + w.tokens <= POLICY.high_tokens or not w.chat
    # What remains is the newest part of what was there, in order.
    kept = w.chat
    assert kept == before[len(before) - len(kept):] or all(m in before for m in kept)
    assert w.last_prompt_tokens == 0
    if with_summary:
        assert w.summary is not None


def test_truncation_moves_cut_past_orphan_results() -> None:
    calls = [{"id": f"c{i}", "type": "function",
              "function": {"name": "current_time", "arguments": "{}"}} for i in range(3)]
    msgs = [make_message({"role": "user", "content": "q"}),
            make_message({"role": "assistant", "content": None, "tool_calls": calls})]
    msgs += [make_message({"role": "tool", "tool_call_id": c["id"], "content": "x"})
             for c in calls]
    msgs += [make_message({"role": "assistant", "content": "done"})]
    # Six messages: the half cut lands on the second result; it must move past all.
    w = ContextWindow(msgs, WindowPolicy(max_context_tokens=1000))
    w.truncate_oldest_half(0)
    assert [m.role for m in w.messages] == ["assistant"]
    assert w.messages[0].text() == "done"


def test_truncation_in_the_extreme_empties_the_history() -> None:
    policy = WindowPolicy(max_context_tokens=1000)
    w = ContextWindow([make_message({"role": "user", "content": "x " * 300})], policy)
    w.truncate_oldest_half(policy.high_tokens)  # the overhead alone fills the window
    assert w.messages == []


def test_oversized_message_is_cut_with_a_marker() -> None:
    w = ContextWindow([], POLICY)
    huge = "很长的粘贴内容。" * 3000
    (added,) = w.add([make_message({"role": "user", "content": huge})])
    assert added.tokens <= POLICY.message_cap
    assert "内容过长" in added.text()
    assert added.text().startswith("很长的粘贴内容")
    assert added.tokens == tokens.count_message(added.data)


def test_projection_uses_reported_prompt_plus_new_messages() -> None:
    w = ContextWindow([make_message({"role": "user", "content": "hi"})], POLICY)
    sent = w.tokens
    w.record_prompt(3000, sent)
    assert w.overhead == 3000 - sent
    assert w.projected_prompt_tokens(0) == 3000
    (m,) = w.add([make_message({"role": "assistant", "content": text_of(300, 1)})])
    assert w.projected_prompt_tokens(0) == 3000 + m.tokens
    assert w.over_high_water(0)


def test_repeated_compression_folds_into_one_summary() -> None:
    w = window_of([make_message({"role": "user", "content": text_of(200, i)})
                   for i in range(12)])
    for round_no in range(3):
        plan = w.plan_compression(OVERHEAD)
        assert plan is not None
        if round_no:
            assert plan.previous_summary == f"第{round_no - 1}次"
        w.apply_summary(f"第{round_no}次", plan.kept)
        w.add([make_message({"role": "user", "content": text_of(200, 50 + j)})
               for j in range(8)])
        assert sum(1 for m in w.messages if m.is_summary) == 1


@given(turns(), st.booleans())
@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_persist_then_reload_keeps_pairs(messages: list[Message], summarise: bool) -> None:
    async def scenario() -> None:
        with tempfile.TemporaryDirectory() as tmp:
            db = Database(Path(tmp) / "w.db")
            await db.open()
            store = SqliteHistoryStore(db)
            w = window_of(messages)
            await store.append("g:1", w.messages)
            if summarise:
                plan = w.plan_compression(OVERHEAD)
                if plan is not None:
                    w.apply_summary("摘要", plan.kept)
                else:
                    w.truncate_oldest_half(OVERHEAD)
                await store.replace("g:1", w.messages)
            await db.close()
            db = Database(Path(tmp) / "w.db")
            await db.open()
            loaded = await SqliteHistoryStore(db).load("g:1")
            await db.close()
            assert pairing.is_valid(loaded)
            assert [m.data for m in loaded] == [m.data for m in w.messages]
            assert [m.tokens for m in loaded] == [m.tokens for m in w.messages]
            assert [m.kind for m in loaded] == [m.kind for m in w.messages]

    asyncio.run(scenario())


def test_repair_drops_broken_pairs_in_both_directions() -> None:
    call = {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}
    msgs = [
        make_message({"role": "tool", "tool_call_id": "zz", "content": "orphan"}),
        make_message({"role": "user", "content": "q"}),
        make_message({"role": "assistant", "content": None, "tool_calls": [call]}),
        make_message({"role": "user", "content": "unanswered call above"}),
    ]
    assert not pairing.is_valid(msgs)
    fixed = pairing.repair(msgs)
    assert pairing.is_valid(fixed)
    assert [m.text() for m in fixed] == ["q", "unanswered call above"]


def test_the_encoded_request_is_the_request_through_every_change() -> None:
    """The cached bytes a request is built from never drift from the messages."""
    system = {"role": "system", "content": "你是 mnemo"}
    extra = [{"role": "user", "content": "（记忆提示）"}]

    def sent(window: ContextWindow) -> list[dict[str, object]]:
        body = json.loads(_body({"model": "m"}, window.encoded_request(system, extra)))
        assert body["model"] == "m"
        return body["messages"]

    window = ContextWindow()
    assert sent(window) == window.request(system, extra) == [system, *extra]

    picture = "data:image/png;base64," + "iVBORw0KGgo" * 4
    window.add([
        make_message({"role": "user", "content": [
            {"type": "text", "text": "看图 \"引号\" \\ 和换行\n"},
            {"type": "image_url", "image_url": {"url": picture}},
        ]}),
        make_message({"role": "assistant", "content": "一只猫"}),
    ])
    assert sent(window) == window.request(system, extra)
    assert picture in json.dumps(sent(window))

    window.drop_images()
    assert sent(window) == window.request(system, extra)
    assert picture not in json.dumps(sent(window))

    window.add([make_message({"role": "user", "content": "再来"})])
    assert sent(window) == window.request(system, extra)

    window.reset([make_message({"role": "user", "content": "重来"})])
    assert sent(window) == window.request(system, extra)
    assert len(sent(window)) == 3

    window.reset([])
    assert sent(window) == [system, *extra]
