"""The conversation loop: one user turn through the model, tools and the context window."""

from __future__ import annotations

import asyncio
import inspect
import logging
import math
import time
from collections.abc import Callable, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from . import tokens
from .client import ChatClient, Usage
from .compressor import Compressor, Summary
from .errors import ContextLengthError, EngineError, ProviderError, TurnFailed
from .message import Message
from .store.base import CompactionLog, CompactionRecord
from .tools import ToolRegistry
from .window import CompressionPlan, ContextWindow, make_message, newest_user_index

log = logging.getLogger(__name__)


class Writer(Protocol):
    def append(self, key: str, messages: Sequence[Message]) -> None: ...
    def replace(self, key: str, messages: Sequence[Message]) -> None: ...
    def replace_prefix(self, key: str, prefix: Sequence[Message],
                       messages: Sequence[Message]) -> None: ...
    def clear(self, key: str) -> None: ...


@dataclass(slots=True)
class PreCompact:
    """Sent to subscribers after the decision to compress, before the compressor runs."""

    session: str
    reason: str
    tokens_before: int
    messages: int


@dataclass(slots=True)
class TurnResult:
    text: str = ""
    usage: Usage = field(default_factory=Usage)
    iterations: int = 0
    error: EngineError | None = None
    compactions: list[CompactionRecord] = field(default_factory=list)
    # Seconds this turn spent waiting for a summariser before a request could go out.
    summary_wait: float = 0.0

    @property
    def ok(self) -> bool:
        return self.error is None


@dataclass(slots=True, eq=False)
class Compression:
    """A compression running in the background: what it folds and the summariser's call.

    `lander` applies the summary once it is in and the session's lock is free; a turn
    that needs it first applies it itself (it holds the lock already).
    """

    plan: CompressionPlan
    overhead: int
    summary: asyncio.Task[Summary]
    started: float
    lander: asyncio.Task[None] | None = None
    # Set when a request cannot go out before this summary is in.
    needed: asyncio.Event = field(default_factory=asyncio.Event)
    # What the window held after a request that could not wait for this summary
    # truncated it (see `WindowPolicy.summary_wait`); None while it was not.
    after_cut: list[Message] | None = None
    begun: float = field(default_factory=time.monotonic)

    def cancel(self) -> None:
        if self.summary.done() and not self.summary.cancelled():
            self.summary.exception()  # a failure nobody applies is not worth a warning
        self.summary.cancel()
        if self.lander is not None and self.lander is not asyncio.current_task():
            self.lander.cancel()


@dataclass(slots=True)
class Pace:
    """How fast a conversation grows and how long its summaries take, as seen so far.

    The background summary must start while the turns that come before it lands still
    fit under the high-water mark: with a summariser taking 20 s and a turn every 3 s,
    seven turns arrive meanwhile, and the fixed pre-compaction mark leaves room for two
    or three. Averages weigh the newest quarter.
    """

    growth: float = 0.0  # tokens the window gains in a turn (question, tools, answer)
    gap: float = 0.0  # seconds from one turn's start to the next's
    summary_seconds: float = 0.0  # how long the last summary took to be written
    last_start: float | None = None

    def turn(self, started: float, grew: int) -> None:
        self.growth = grew if not self.growth else 0.75 * self.growth + 0.25 * grew
        if self.last_start is not None:
            gap = max(0.0, started - self.last_start)
            self.gap = gap if not self.gap else 0.75 * self.gap + 0.25 * gap
        self.last_start = started

    def margin(self) -> int:
        """Tokens the window may gain before a summary started now is in: the next
        turn's, and one more turn's for each turn that arrives while it is written."""
        if not self.growth:
            return 0
        waits = self.summary_seconds / self.gap if self.gap > 0 else 0.0
        return int(self.growth * (1 + math.ceil(waits)))

@dataclass(slots=True)
class Conversation:
    """What the loop needs of a session: its key, its window and its tools.

    `last_extra` is what the last request carried besides the history (the recall block,
    memory hints), so the conversation's size can be reported as the agent measures it;
    `last_extra_before` the message it went before (the turn's first), so the request
    can be shown in the order it was sent.
    `compression` is the background compression in flight, if any. `pace` is what the
    agent has seen of the conversation's speed, to start a background summary in time.
    """

    key: str
    window: ContextWindow
    tools: ToolRegistry
    last_extra: Sequence[dict[str, Any]] = ()
    last_extra_before: Message | None = None
    compression: Compression | None = None
    pace: Pace = field(default_factory=Pace)

    @property
    def compressing(self) -> bool:
        return self.compression is not None


class Agent:
    """Runs turns for any session. One Agent serves the whole bot."""

    def __init__(
        self,
        client: ChatClient,
        compressor: Compressor,
        writer: Writer,
        compaction_log: CompactionLog | None = None,
        *,
        max_iterations: int = 20,
    ) -> None:
        self.client = client
        self.compressor = compressor
        self.writer = writer
        self.compaction_log = compaction_log
        self.max_iterations = max_iterations
        self._pre_compact: list[Callable[[PreCompact], Any]] = []

    def on_pre_compact(self, callback: Callable[[PreCompact], Any]) -> None:
        self._pre_compact.append(callback)

    # -- a turn ----------------------------------------------------------------

    async def run_turn(
        self,
        conv: Conversation,
        new: Sequence[Message],
        system: dict[str, Any],
        extra: Sequence[dict[str, Any]] = (),
        model: str | None = None,
    ) -> TurnResult:
        """Add the user's messages and loop until the model answers without tools.

        `model` replaces the client's model for this turn's calls (a quota's fallback).
        Each unit (the user's messages; an assistant call with all its results; the
        final answer) enters the window and the writer whole, so a cancellation at any
        await leaves a valid, persisted history behind.
        """
        result = TurnResult()
        started, size = time.monotonic(), conv.window.tokens
        added = conv.window.add(new)
        self.writer.append(conv.key, added)
        # The extras (recall block, memory hints) go right before the turn's first message,
        # the same place in every round: each round's request extends the one before.
        first = added[0] if added else None
        try:
            for iteration in range(self.max_iterations + 1):
                last = iteration == self.max_iterations
                specs = [] if last else conv.tools.specs()
                completion, extra = await self._call(conv, system, specs, extra, result,
                                                     model, first)
                result.iterations += 1
                reply = completion.message
                calls = reply.get("tool_calls") or []
                if calls and not last:
                    await self._run_tools(conv, reply, calls)
                    continue
                text = (reply.get("content") or "").strip()
                if text:
                    answer = make_message({"role": "assistant", "content": text})
                    self.writer.append(conv.key, conv.window.add([answer]))
                result.text = text
                if not result.compactions:
                    conv.pace.turn(started, conv.window.tokens - size)
                return result
        except ProviderError as exc:
            log.warning("session %s: model call failed: %s", conv.key, exc)
            result.error = exc
        except (asyncio.CancelledError, KeyboardInterrupt):
            raise
        except Exception as exc:
            log.exception("session %s: turn failed", conv.key)
            result.error = TurnFailed(type(exc).__name__)
        return result

    async def _run_tools(self, conv: Conversation, reply: dict[str, Any],
                         calls: list[dict[str, Any]]) -> None:
        # All calls of one round run at once; results go back in call order.
        outputs = await asyncio.gather(
            *(conv.tools.call(c.get("function", {}).get("name", ""),
                              c.get("function", {}).get("arguments", "") or "")
              for c in calls)
        )
        assistant = {"role": "assistant", "content": reply.get("content") or None,
                     "tool_calls": calls}
        unit = [make_message(assistant)]
        unit += [make_message({"role": "tool", "tool_call_id": c.get("id", ""), "content": out})
                 for c, out in zip(calls, outputs, strict=True)]
        self.writer.append(conv.key, conv.window.add(unit))

    async def _call(self, conv: Conversation, system: dict[str, Any],
                    specs: list[dict[str, Any]], extra: Sequence[dict[str, Any]],
                    result: TurnResult, model: str | None = None,
                    first: Message | None = None
                    ) -> tuple[Any, Sequence[dict[str, Any]]]:
        """One model call; returns it and the extras it carried (the rest of the turn
        carries the same: none, once they had to go)."""
        window = conv.window
        overhead = self.overhead(conv, system, extra, specs)
        # The last measurement held the last request's extras: this one's count instead.
        extra_tokens = sum(tokens.count_message(e) for e in extra)
        job = conv.compression
        if job is not None and job.summary.done():
            # In already: this request carries it, whether or not it is needed yet.
            self._note(result, await self.land(conv, job))
        if (extra and window.over_high_water(overhead, extra_tokens)
                and not window.over_high_water(overhead - extra_tokens, 0)):
            # The extras alone take the request past the mark (a tool round grew it): they
            # go, not the history. Folding the history for a one-off block would cost a
            # summary and the whole cached prefix; dropping them costs the turn's tail.
            log.info("session %s: the recall block and hints leave the request: they "
                     "would take it past the high-water mark", conv.key)
            overhead, extra, extra_tokens = overhead - extra_tokens, (), 0
        conv.last_extra, conv.last_extra_before = extra, first
        if window.over_high_water(overhead, extra_tokens):
            waiting, done = time.monotonic(), len(result.compactions)
            job = conv.compression
            if job is not None:
                if not job.summary.done():
                    log.info("session %s: over the high-water mark; the request waits for "
                             "the background summary", conv.key)
                    job.needed.set()
                # asyncio.wait, not await: a /stop cancelling this turn must leave the
                # summariser running, to be applied by its lander.
                await asyncio.wait([job.summary], timeout=window.policy.summary_wait)
                if job.summary.done():
                    self._note(result, await self.land(conv, job))
                else:
                    self._note(result, await self._cut_waiting(conv, job, overhead))
            if window.over_high_water(overhead, extra_tokens):
                self._note(result, await self.compact(conv, overhead=overhead,
                                                      reason="high_water", into=result))
            if len(result.compactions) > done:
                result.summary_wait += time.monotonic() - waiting
        retried = False
        while True:
            sent = window.tokens
            try:
                completion = await self.client.complete(
                    window.encoded_request(system, extra, window.turn_start(first)),
                    specs or None, model=model)
                break
            except ContextLengthError:
                if retried:
                    raise
                retried = True
                log.warning("session %s: provider says the context is too long; compressing",
                            conv.key)
                waiting = time.monotonic()
                self._note(result, await self.compact(conv, overhead=overhead,
                                                      reason="context_length", into=result,
                                                      force=True))
                result.summary_wait += time.monotonic() - waiting
        usage = completion.usage
        if usage is not None:
            result.usage = result.usage + usage
        prompt = usage.prompt_tokens if usage is not None and usage.prompt_tokens else 0
        window.record_prompt(prompt or overhead + sent, sent, extra_tokens)
        return completion, extra

    async def _cut_waiting(self, conv: Conversation, job: Compression, overhead: int
                           ) -> CompactionRecord:
        """The background summary is late (`WindowPolicy.summary_wait`): the request goes
        out on the window truncated, and the summary still lands when it comes, over what
        is left of the messages it was written from (`ContextWindow.apply_late`)."""
        window = conv.window
        before = window.projected_prompt_tokens(overhead)
        window.truncate_oldest_half(overhead)
        job.after_cut = list(window.messages)
        self.writer.replace(conv.key, list(window.messages))
        error = (f"the background summary took longer than {window.policy.summary_wait:g} s;"
                 " it lands when it comes")
        record = CompactionRecord(key=conv.key, at=time.time(), strategy="truncate",
                                  tokens_before=before, tokens_after=overhead + window.tokens,
                                  summary=None, error=error)
        log.warning("session %s: compaction strategy=truncate reason=summary_wait tokens "
                    "%d -> %d", conv.key, before, record.tokens_after)
        await self._record(record)
        return record

    @staticmethod
    def overhead(conv: Conversation, system: dict[str, Any],
                 extra: Sequence[dict[str, Any]] = (),
                 specs: list[dict[str, Any]] | None = None) -> int:
        """What a request carries besides the history: system prompt, tools, extras.

        The one estimate of it: the high-water check before each call and every report
        of a conversation's size use this.
        """
        if specs is None:
            specs = conv.tools.specs()
        return (tokens.count_message(system) + tokens.count_tools(specs)
                + sum(tokens.count_message(e) for e in extra))

    # -- compaction ------------------------------------------------------------

    async def compact(
        self,
        conv: Conversation,
        *,
        overhead: int | None = None,
        reason: str = "manual",
        into: TurnResult | None = None,
        force: bool = False,
    ) -> CompactionRecord | None:
        """Summarise the old part of the window; truncate if the compressor fails.

        Returns what was done, or None when there was nothing old to fold in. The
        compressor's usage is added to `into` (the turn's statistics), not as an iteration.
        A background compression in flight is cancelled: this one supersedes it.
        """
        self.cancel_compression(conv)
        window = conv.window
        if overhead is None:
            overhead = window.overhead or 0
        before = window.projected_prompt_tokens(overhead)
        plan = window.plan_compression(overhead, force=force)
        if plan is None and (before <= window.policy.high_tokens or not window.chat):
            return None
        if (plan is None and newest_user_index(window.chat) == 0
                and before <= window.policy.max_context_tokens):
            # Only the newest turn is left and it fits the budget: it is kept whole, and
            # truncating would change nothing but add a record per model call.
            return None
        self._notify(PreCompact(conv.key, reason, before, len(window)))
        at = time.time()
        strategy, summary_text, error = "summary", None, None
        try:
            if plan is None:
                raise ValueError("nothing old enough to summarise")
            summary = await self.compressor.summarize(
                plan.previous_summary,
                plan.old,
                max_tokens=window.policy.summary_cap,
                input_budget=int(window.policy.max_context_tokens * 0.9),
            )
            if into is not None and summary.usage is not None:
                into.usage = into.usage + summary.usage
            window.apply_summary(summary.text, plan.kept)
            summary_text = summary.text
        except (asyncio.CancelledError, KeyboardInterrupt):
            raise
        except Exception as exc:  # any compressor failure falls back
            strategy, error = "truncate", _describe_error(exc)
            window.truncate_oldest_half(overhead)
        record = CompactionRecord(key=conv.key, at=at, strategy=strategy,
                                  tokens_before=before, tokens_after=overhead + window.tokens,
                                  summary=summary_text, error=error)
        self.writer.replace(conv.key, list(window.messages))
        log.info(
            "session %s: compaction strategy=%s reason=%s tokens %d -> %d%s",
            conv.key, record.strategy, reason, record.tokens_before, record.tokens_after,
            f" error={record.error}" if record.error else "",
        )
        await self._record(record)
        return record

    async def clear(self, key: str, conv: Conversation | None = None,
                    reason: str = "clear") -> None:
        """Empty a session's history (the store archives it); `conv` if it is resident."""
        before = 0
        if conv is not None:
            # A summary of the old talk must not land in the new conversation.
            self.cancel_compression(conv)
            before = conv.window.tokens
            conv.window.reset([])
        self.writer.clear(key)
        await self._record(CompactionRecord(key=key, at=time.time(), strategy="clear",
                                            tokens_before=before, tokens_after=0,
                                            summary=None, error=reason))

    # -- compaction in the background ----------------------------------------------------

    def precompact(self, conv: Conversation, system: dict[str, Any],
                   extra: Sequence[dict[str, Any]],
                   lock: AbstractAsyncContextManager[Any]) -> bool:
        """After a reply: start compressing in the background if past the pre-compaction mark.

        The part folded is old and only ever appended to, so its summary stays valid while
        the conversation goes on; it replaces exactly that part when it lands, under
        `lock` (the session's: its lock, and where processes share a database, the turn
        lock across them), and the next request carries it. Returns whether one started.
        The caller holds `lock`.
        """
        if conv.compression is not None:
            return False
        window = conv.window
        policy = window.policy
        # Measured without the extras: they are the last request's alone, and the next
        # one's make room for themselves below the high-water mark (`recall.block`).
        overhead = self.overhead(conv, system)
        before = window.projected_prompt_tokens(overhead, extra_tokens=0)
        mark = policy.precompact_tokens
        if mark is None:
            return False
        # Early enough that the turns arriving while the summary is written stay under
        # the high-water mark; folding as much as it would at the usual mark.
        mark = max(policy.low_tokens, min(mark, policy.high_tokens - conv.pace.margin()))
        if before <= mark:
            return False
        target = max(policy.low_tokens // 2, policy.low_tokens - (policy.high_tokens - mark))
        plan = window.plan_compression(overhead, target=target)
        if plan is None:
            return False
        self._notify(PreCompact(conv.key, "background", before, len(window)))
        summary = asyncio.ensure_future(self.compressor.summarize(
            plan.previous_summary, plan.old, max_tokens=window.policy.summary_cap,
            input_budget=int(window.policy.max_context_tokens * 0.9)))
        job = Compression(plan, overhead, summary, time.time())
        job.lander = asyncio.ensure_future(self._land_when_ready(conv, job, lock))
        conv.compression = job
        log.info("session %s: background compression started at %d tokens (%d messages)",
                 conv.key, before, len(plan.old))
        return True

    async def _land_when_ready(self, conv: Conversation, job: Compression,
                               lock: AbstractAsyncContextManager[Any]) -> None:
        await asyncio.wait([job.summary])
        if not job.summary.cancelled() and job.summary.exception() is None:
            conv.pace.summary_seconds = time.monotonic() - job.begun
        async with lock:
            await self.land(conv, job)

    async def land(self, conv: Conversation, job: Compression) -> CompactionRecord | None:
        """Apply a finished background compression. The caller holds the session's lock.

        The summary replaces the messages it was written from, if the window still
        starts with them; a summariser failure drops the oldest half instead. None when
        `job` is no longer the session's (cancelled, or applied already) or the history
        changed under it.
        """
        if conv.compression is not job or not job.summary.done() or job.summary.cancelled():
            return None
        conv.compression = None
        window = conv.window
        before = window.projected_prompt_tokens(job.overhead)
        exc = job.summary.exception()
        strategy: Literal["summary", "truncate"] = "summary"
        summary_text = error = None
        if exc is None:
            summary_text = job.summary.result().text
            # The messages summarised, not their count: a store that does not start with
            # them (a write of this window never landed) refuses rather than replace
            # what the summary never read.
            landed: tuple[Message, list[Message]] | None = None
            if job.after_cut is None:
                placed = window.apply_plan(summary_text, job.plan)
                if placed is not None:
                    landed = (placed, list(job.plan.prefix))
            else:
                late = window.apply_late(summary_text, job.plan, job.after_cut)
                if late is not None:
                    landed = (late[0], job.after_cut[:late[1]])
            if landed is None:
                log.info("session %s: background summary dropped: the history changed",
                         conv.key)
                return None
            placed, replaced = landed
            self.writer.replace_prefix(conv.key, replaced, [placed, *job.plan.head])
        elif job.after_cut is not None:
            return None  # truncated already, when the request could not wait
        else:
            strategy, error = "truncate", _describe_error(exc)
            window.truncate_oldest_half(job.overhead)
            self.writer.replace(conv.key, list(window.messages))
        record = CompactionRecord(key=conv.key, at=job.started, strategy=strategy,
                                  tokens_before=before,
                                  tokens_after=job.overhead + window.tokens,
                                  summary=summary_text, error=error)
        log.info("session %s: compaction strategy=%s reason=background tokens %d -> %d%s",
                 conv.key, strategy, before, record.tokens_after,
                 f" error={error}" if error else "")
        await self._record(record)
        return record

    @staticmethod
    def cancel_compression(conv: Conversation) -> None:
        """Forget the background compression in flight: its summary will never land."""
        job, conv.compression = conv.compression, None
        if job is not None:
            job.cancel()

    @staticmethod
    def _note(result: TurnResult, record: CompactionRecord | None) -> None:
        if record is not None:
            result.compactions.append(record)

    async def _record(self, record: CompactionRecord) -> None:
        if self.compaction_log is None:
            return
        try:
            await self.compaction_log.record(record)
        except Exception:  # the log must never break a conversation
            log.exception("could not record compaction for %s", record.key)

    def _notify(self, event: PreCompact) -> None:
        for callback in self._pre_compact:
            try:
                outcome = callback(event)
                if inspect.isawaitable(outcome):
                    # Notification only: an async subscriber runs beside, never blocks.
                    task = asyncio.ensure_future(outcome)
                    task.add_done_callback(_log_subscriber_failure)
            except Exception:
                log.exception("PreCompact subscriber failed")


def _log_subscriber_failure(task: asyncio.Future[Any]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("PreCompact subscriber failed: %r", task.exception())


def _describe_error(exc: BaseException) -> str:
    if isinstance(exc, ProviderError):
        return f"{type(exc).__name__} (status {exc.status})"
    return f"{type(exc).__name__}: {exc}"[:300]
