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

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mnemo import pairing, tokens
from mnemo.client import _body
from mnemo.message import SUMMARY_PREFIX, Message
from mnemo.store import Database
from mnemo.store.sql import SqlHistoryStore
from mnemo.window import TRUNCATION_MARKER, ContextWindow, WindowPolicy, make_message

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
    assert pairing.violations(w.messages) == []
    plan = w.plan_compression(OVERHEAD)
    if plan is None:
        return
    # The old part and the kept part are each valid on their own: no pair is split.
    assert pairing.violations(plan.old) == []
    assert pairing.violations(plan.kept) == []
    assert plan.old + plan.kept == w.chat
    w.apply_summary("摘要" * 50, plan.kept)
    assert pairing.violations(w.messages) == []
    assert w.messages[0].is_summary
    assert w.messages[0].text().startswith(SUMMARY_PREFIX)
    assert sum(1 for m in w.messages if m.is_summary) == 1
    # Past the low-water mark only when the newest user turn alone is: it is kept whole.
    newest = newest_user(plan.kept)
    assert OVERHEAD + w.tokens <= POLICY.low_tokens or (
        newest == 0 and OVERHEAD + w.tokens <= POLICY.max_context_tokens)


@given(turns(), st.booleans())
@settings(max_examples=150, deadline=None)
def test_truncation_keeps_pairs_and_fits(messages: list[Message], with_summary: bool) -> None:
    w = window_of(messages, with_summary)
    before = list(w.chat)
    w.truncate_oldest_half(OVERHEAD)
    assert pairing.violations(w.messages) == []
    # Past the high-water mark only when nothing but the newest user turn is left.
    assert OVERHEAD + w.tokens <= POLICY.high_tokens or not w.chat or (
        newest_user(w.chat) == 0 and OVERHEAD + w.tokens <= POLICY.max_context_tokens)
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
    msgs += [make_message({"role": "assistant", "content": "done"}),
             make_message({"role": "user", "content": "next"})]
    # Seven messages: the half cut lands on the second result; it must move past all.
    w = ContextWindow(msgs, WindowPolicy(max_context_tokens=1000))
    w.truncate_oldest_half(0)
    assert [m.text() for m in w.messages] == ["done", "next"]


def test_truncation_in_the_extreme_empties_a_history_without_a_question() -> None:
    policy = WindowPolicy(max_context_tokens=1000)
    w = ContextWindow([make_message({"role": "assistant", "content": "x " * 300})], policy)
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
            store = SqlHistoryStore(db)
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
            loaded = await SqlHistoryStore(db).load("g:1")
            await db.close()
            assert pairing.violations(loaded) == []
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
    assert pairing.violations(msgs) != []
    fixed = pairing.repair(msgs)
    assert pairing.violations(fixed) == []
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


# -- the newest user turn always reaches the model ------------------------------------

MARKER_HEAD = TRUNCATION_MARKER.split("{n}")[0]


def sized_text(n_tokens: int, seed: int = 0) -> str:
    """Text of `n_tokens` tokens, or a token or two fewer where no cut re-encodes exactly."""
    source = text_of(n_tokens + 10, seed)
    for k in (n_tokens, n_tokens + 1, n_tokens - 1, n_tokens + 2, n_tokens - 2):
        text = tokens.truncate_text(source, k)
        if tokens.count_text(text) == n_tokens:
            return text
    return tokens.truncate_text(source, n_tokens - 2)


def user_of(n_tokens: int, seed: int = 0) -> Message:
    return make_message({"role": "user",
                         "content": sized_text(n_tokens - tokens.MESSAGE_OVERHEAD, seed)})


def tool_round(call_id: str, result_tokens: int) -> list[Message]:
    call = {"id": call_id, "type": "function",
            "function": {"name": "web_fetch", "arguments": "{}"}}
    return [make_message({"role": "assistant", "content": None, "tool_calls": [call]}),
            make_message({"role": "tool", "tool_call_id": call_id,
                          "content": sized_text(result_tokens, 7)})]


def newest_user(messages: list[Message]) -> int | None:
    users = [i for i, m in enumerate(messages) if m.role == "user" and not m.is_summary]
    return users[-1] if users else None


def test_plan_keeps_a_687_token_question_verbatim_at_a_4000_budget() -> None:
    """The reviewer's case: a question below the single-message cap, ordinary overhead,
    and a tool round already answered in the same turn."""
    policy = WindowPolicy(max_context_tokens=4000)
    overhead = 600  # system prompt + tool specs
    question = user_of(687, 3)
    assert question.tokens == 687 < policy.message_cap
    w = ContextWindow([], policy)
    w.add([make_message({"role": "user" if i % 2 == 0 else "assistant",
                         "content": text_of(150, i)}) for i in range(8)])
    w.add([question])
    w.add(tool_round("call_fetch", 950))
    plan = w.plan_compression(overhead)
    assert plan is not None
    assert plan.kept[0].data == question.data
    assert [m.role for m in plan.kept] == ["user", "assistant", "tool"]
    w.apply_summary(sized_text(policy.summary_cap), plan.kept)
    assert pairing.violations(w.messages) == []
    assert overhead + w.tokens <= policy.max_context_tokens


def test_forced_plan_never_folds_the_only_question() -> None:
    """The context-length retry with nothing before the newest turn: nothing to fold."""
    policy = WindowPolicy(max_context_tokens=4000)
    w = ContextWindow([], policy)
    w.apply_summary("旧的摘要：小明喜欢咖啡。", [])
    question = user_of(687, 3)
    w.add([question])
    plan = w.plan_compression(600, force=True)
    assert plan is None or question in plan.kept


def test_truncation_keeps_the_newest_turn_when_it_alone_is_over_high_water() -> None:
    policy = WindowPolicy(max_context_tokens=4000)
    overhead = 600
    question = user_of(687, 3)
    w = ContextWindow([], policy)
    w.add([make_message({"role": "user", "content": text_of(100, i)}) for i in range(4)])
    w.add([question, *tool_round("c1", 950), *tool_round("c2", 950)])
    turn = w.chat[-5:]
    assert overhead + sum(m.tokens for m in turn) > policy.high_tokens
    w.truncate_oldest_half(overhead)
    assert w.chat == turn
    assert overhead + w.tokens <= policy.max_context_tokens


def test_truncation_caps_the_question_when_the_overhead_leaves_too_little_room() -> None:
    policy = WindowPolicy(max_context_tokens=1000)
    w = ContextWindow([make_message({"role": "user", "content": "x " * 300})], policy)
    w.truncate_oldest_half(policy.high_tokens)  # the overhead alone fills the high-water mark
    (kept,) = w.messages
    assert MARKER_HEAD in kept.text() and kept.text().startswith("x x")
    assert policy.high_tokens + w.tokens <= policy.max_context_tokens


@st.composite
def histories(draw: st.DrawFn, policy: WindowPolicy) -> list[Message]:
    """Users, assistants and tool rounds in any order, sizes up to twice the message cap."""
    big = policy.message_cap * 2

    def size() -> int:
        return draw(st.one_of(st.integers(1, 40), st.integers(1, big)))

    out: list[Message] = []
    call_no = 0
    for _ in range(draw(st.integers(0, 14))):
        kind = draw(st.sampled_from(["user", "user", "assistant", "tools"]))
        if kind != "tools":
            out.append(make_message({"role": kind, "content": text_of(size(), len(out))}))
            continue
        calls = []
        for _ in range(draw(st.integers(1, 3))):
            call_no += 1
            calls.append({"id": f"call_{call_no}", "type": "function",
                          "function": {"name": "web_fetch", "arguments": "{}"}})
        content = text_of(size(), 5) if draw(st.booleans()) else None
        out.append(make_message({"role": "assistant", "content": content,
                                 "tool_calls": calls}))
        out += [make_message({"role": "tool", "tool_call_id": c["id"],
                              "content": text_of(size(), 9)}) for c in calls]
    return out


@st.composite
def cases(draw: st.DrawFn) -> tuple[WindowPolicy, int, str | None, list[Message]]:
    policy = WindowPolicy(max_context_tokens=draw(st.integers(800, 6000)))
    # Below this much room not even a cut-down question fits beside the overhead; the
    # top of the range is drawn often, where questions must be cut down.
    most = policy.max_context_tokens - policy.summary_message_tokens - 100
    overhead = draw(st.one_of(st.integers(0, most), st.integers(max(0, most - 400), most)))
    previous = None
    if draw(st.booleans()):
        previous = sized_text(draw(st.integers(1, policy.summary_cap)), 2)
    return policy, overhead, previous, draw(histories(policy))


def assert_newest_turn_reaches_the_model(before: list[Message], after: ContextWindow,
                                         overhead: int, fixed: int) -> None:
    """`fixed`: what the prompt holds besides the chat (overhead and summary)."""
    budget = after.policy.max_context_tokens
    assert pairing.violations(after.messages) == []
    assert overhead + after.tokens <= budget
    u = newest_user(before)
    if u is None:
        return
    question, turn = before[u], before[u:]
    chat = after.chat
    v = newest_user(chat)
    assert v is not None, "the newest question was dropped"
    if fixed + sum(m.tokens for m in turn) <= budget:
        assert chat[v:] == turn  # the whole turn, word for word
    elif fixed + question.tokens <= budget:
        assert chat[v] == question
    else:
        text = chat[v].text()
        assert MARKER_HEAD in text
        assert question.text().startswith(text.split(MARKER_HEAD)[0].rstrip("\ufffd"))


@given(cases(), st.booleans())
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_compression_always_keeps_the_newest_turn(
        case: tuple[WindowPolicy, int, str | None, list[Message]], force: bool) -> None:
    policy, overhead, previous, messages = case
    w = ContextWindow([], policy)
    if previous is not None:
        w.apply_summary(previous, [])
    w.add(messages)
    before = w.chat
    plan = w.plan_compression(overhead, force=force)
    if plan is not None:
        assert pairing.violations(plan.old) == [] and pairing.violations(plan.kept) == []
        summary = w.apply_summary(sized_text(policy.summary_cap, 1), plan.kept)
        assert summary.tokens <= policy.summary_message_tokens
    # With a plan, what the turn had to fit beside was a full-size summary.
    summary_tokens = w.summary.tokens if w.summary else 0
    fixed = overhead + (policy.summary_message_tokens if plan is not None else summary_tokens)
    assert_newest_turn_reaches_the_model(before, w, overhead, fixed)


@given(cases())
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_truncation_always_keeps_the_newest_turn(
        case: tuple[WindowPolicy, int, str | None, list[Message]]) -> None:
    policy, overhead, previous, messages = case
    w = ContextWindow([], policy)
    if previous is not None:
        w.apply_summary(previous, [])
    w.add(messages)
    before = w.chat
    w.truncate_oldest_half(overhead)
    fixed = overhead + (w.summary.tokens if w.summary else 0)
    assert_newest_turn_reaches_the_model(before, w, overhead, fixed)


def test_a_message_that_cannot_be_encoded_leaves_the_window_as_it_was() -> None:
    # The boundaries clean what comes in; should anything slip through, the conversation
    # must not carry it (or half of it) into every later request.
    w = ContextWindow([make_message({"role": "user", "content": "你好"})], POLICY)
    before = (list(w.messages), w.tokens, w.encoded_request({"role": "system",
                                                            "content": "s"}, []))
    bad = make_message({"role": "user", "content": "坏\ud800字"})
    with pytest.raises(UnicodeEncodeError):
        w.add([make_message({"role": "assistant", "content": "好的"}), bad])
    assert (list(w.messages), w.tokens, w.encoded_request({"role": "system", "content": "s"},
                                                        [])) == before
    w.add([make_message({"role": "assistant", "content": "好的"})])
    body = json.loads(b"[" + b",".join(w.encoded_request({"role": "system", "content": "s"},
                                                       [])) + b"]")
    assert [m["content"] for m in body] == ["s", "你好", "好的"]
