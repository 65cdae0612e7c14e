"""What happens to one message: the policy around a turn, from arrival to the reply.

A group message meets the AI switch and, unaddressed, the counter that clears a group's
stale talk; an addressed one meets the quota, then waits its turn in the conversation's
queue (messages arriving during a reply are answered together afterwards). The turn
fetches images, starts afresh on a new topic, adds recalled talk and memory hints, runs
the agent, and stores the turn before its reply is handed out, so a crash never forgets
what a member already read; then, past the pre-compaction mark, the summary is written
in the background.
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from .config import Config
from .conversations import Conversations
from .coordination import Coordination, Hold
from .counters import Counters
from .days import day_of
from .errors import AnswerNotStored, StoreUnavailable, TurnFailed
from .images import FetchedImage, ImageError, image_parts
from .incoming import Incoming, render
from .memory.hints import memory_hints
from .message import Message
from .outcome import Outcome, Reply, Send
from .parts import Parts
from .prompt import SystemPrompts
from .quota import QuotaNote, Quotas
from .recall.block import turn_block
from .session import ChatEntry, SessionCache, Submitted
from .store import TRANSIENT
from .switches import AiSwitches
from .toolsets import Toolsets
from .usage import Ledger, attributed
from .window import make_message

log = logging.getLogger(__name__)

RECENT_ERRORS = 20


@dataclass(slots=True)
class _Pending:
    """One addressed message waiting for (or getting) its reply."""

    incoming: Incoming
    send: Send
    message: Message | None = None
    cut: bool = False
    # A message whose images are still downloading. It is queued at once all the same,
    # so that a slow picture does not let the user's next message overtake it.
    preparing: asyncio.Future[tuple[Message, bool]] | None = None
    answered: bool = False  # its reply (or why there is none) went to `send`

    async def ready(self) -> Message:
        if self.message is None:
            if self.preparing is None:
                raise RuntimeError("a pending message needs its text or its preparation")
            self.message, self.cut = await self.preparing
        return self.message


Entry = ChatEntry[Any]


@dataclass(frozen=True, slots=True)
class ErrorNote:
    """A failed reply, kept in memory for the panel: a provider's error text may quote a
    key back, so only the class is ever shown."""

    at: float  # unix time
    key: str
    error: BaseException

    @property
    def kind(self) -> str:
        return type(self.error).__name__


class TurnStats:
    """Since start only: the usage records hold the calls and tokens for good, and a
    count of answered messages is not worth a write per turn."""

    def __init__(self, wall_clock: Callable[[], float]) -> None:
        self._wall_clock = wall_clock
        self.errors: deque[ErrorNote] = deque(maxlen=RECENT_ERRORS)
        self._answered = ("", 0)  # (day, user messages answered that day)

    def answered_today(self) -> int:
        day, answered = self._answered
        return answered if day == day_of(self._wall_clock()) else 0

    def answered(self, count: int) -> None:
        day, answered = self._answered
        today = day_of(self._wall_clock())
        self._answered = (today, (answered if day == today else 0) + count)

    def failed(self, key: str, error: BaseException) -> None:
        self.errors.appendleft(ErrorNote(self._wall_clock(), key, error))


_OUTCOMES = {
    Submitted.RAN: Outcome.ANSWERED,
    Submitted.QUEUED_FIRST: Outcome.QUEUED_FIRST,
    Submitted.QUEUED: Outcome.QUEUED,
    Submitted.FULL: Outcome.QUEUE_FULL,
    Submitted.STOPPED: Outcome.STOPPED,
}


class Turns:
    def __init__(self, *, cache: SessionCache[Entry], parts: Parts,
                 config: Callable[[], Config], prompts: SystemPrompts, quotas: Quotas,
                 ledger: Ledger, coordination: Coordination, switches: AiSwitches,
                 counters: Counters, toolsets: Toolsets, conversations: Conversations,
                 stats: TurnStats) -> None:
        self._cache = cache
        self._parts = parts
        self._config = config
        self._prompts = prompts
        self._quotas = quotas
        self._ledger = ledger
        self._coordination = coordination
        self._switches = switches
        self._counters = counters
        self._toolsets = toolsets
        self._conversations = conversations
        self._stats = stats

    async def handle(self, incoming: Incoming, send: Send) -> Outcome:
        """Take one message; a reply (now, or with the queue later) goes to `send`."""
        key = incoming.key
        if key.is_group:
            if not self._switches.enabled(key):
                return Outcome.IGNORED
            if not incoming.addressed:
                await self._note_unaddressed(key)
                return Outcome.IGNORED
            self._counters.set(key, 0)
        note = self._quotas.check(key, incoming.speaker.id)
        if note is not None and note.level == "hard":
            # Refused before it is queued or stored: no model call, nothing to remember.
            await self._refuse(incoming, send, note)
            return Outcome.OVER_QUOTA
        item = self._pending(incoming, send)

        async def run(entry: Entry, batch: list[_Pending]) -> None:
            try:
                async with self._coordination.held(entry):
                    await self._reply(entry, batch)
            except TRANSIENT as exc:
                # The database stayed away for the whole retry period (the lock, or
                # reloading the conversation): one short message, nothing half-stored.
                log.error("session %s: database unavailable (%s)", key, type(exc).__name__)
                if not batch[-1].answered:
                    await self._send(entry, batch[-1], Reply(batch[-1].incoming, "",
                                                             StoreUnavailable()))
            except Exception as exc:
                # A fault of ours: logged here, once; the member hears that the turn
                # failed, and what was queued behind it is still answered.
                log.exception("session %s: the turn failed", key)
                # The copy may be half-updated: on a shared database, reloaded next turn.
                entry.version = None
                if not batch[-1].answered:
                    await self._send(entry, batch[-1], Reply(batch[-1].incoming, "",
                                                             TurnFailed(type(exc).__name__)))

        try:
            entry, submitted = await self._cache.submit(key, item, run)
        except TRANSIENT as exc:
            # Loading the conversation found no database for the whole retry period.
            await self._unstored(incoming, send, exc)
            return Outcome.ANSWERED
        if submitted in (Submitted.QUEUED_FIRST, Submitted.QUEUED):
            log.info("session %s: message queued behind the running reply (%d waiting)", key,
                     len(entry.queue))
        return _OUTCOMES[submitted]

    def _pending(self, incoming: Incoming, send: Send) -> _Pending:
        limit = self._config().aichat_max_input_chars
        if incoming.image_urls():
            # Downloading starts now, beside any reply that is running; the turn awaits it.
            return _Pending(incoming, send, preparing=asyncio.ensure_future(
                self._prepare(incoming)))
        text = render(incoming, max_chars=limit)
        return _Pending(incoming, send, make_message({"role": "user", "content": text.text}),
                        text.cut)

    async def _prepare(self, incoming: Incoming) -> tuple[Message, bool]:
        """The user turn of a message with images, fetched.

        Multimodal: the images go along as image parts in place of their markers (a
        broken one keeps a marker with the reason). Otherwise the model sees the markers
        and asks `load_images` for the images it needs.
        """
        config = self._config()
        limit = config.aichat_max_input_chars
        try:
            images = await self._fetch(incoming)
            text = render(incoming, max_chars=limit, images=images,
                          notes=config.aichat_multimodal)
            content: Any = text.text
            if config.aichat_multimodal:
                fetched = [g for g in images.values() if isinstance(g, FetchedImage)]
                content = image_parts(text.text, fetched)
        except Exception:  # the images are a bonus; the user's words must get through
            log.exception("session %s: preparing the images failed", incoming.key)
            text = render(incoming, max_chars=limit)
            content = text.text
        return make_message({"role": "user", "content": content}), text.cut

    async def _fetch(self, incoming: Incoming) -> dict[str, FetchedImage | ImageError]:
        fetcher = self._parts.fetcher

        async def one(url: str) -> FetchedImage | ImageError:
            try:
                return await fetcher.fetch(url)
            except ImageError as exc:
                log.info("image of %s not loaded: %s", incoming.key, exc.reason)
                return exc
            except Exception:  # a broken image must never cost the user the answer
                log.exception("fetching an image failed")
                return ImageError("下载图片失败")

        urls = incoming.image_urls()
        results = await asyncio.gather(*(one(url) for url in urls))
        return dict(zip(urls, results, strict=True))

    async def _reply(self, entry: Entry, batch: list[_Pending]) -> None:
        parts = self._parts
        last = batch[-1]
        member = last.incoming.speaker.id
        # Checked again: the quota may have run out while the batch waited.
        note = self._quotas.check(entry.key, member)
        if note is not None and note.level == "hard":
            last.answered = True
            await self._refuse(last.incoming, last.send, note)
            return
        messages = [await p.ready() for p in batch]
        failed = parts.writer.failed(entry.key)  # before any write of this turn
        config = self._config()
        system = self._prompts.for_session(entry.key)
        with attributed(entry.key, member):
            # Before anything is measured or recalled: the reply is made on the fresh
            # conversation.
            await self._new_topic(entry, messages)
            extra = await self._extra(entry, messages, system, config)
            # Whether the members' messages (the turn's first write) landed.
            asked = parts.writer.watch_next(entry.key)
            try:
                result = await parts.agent.run_turn(entry, messages, system, extra,
                                                    model=note.model if note else None)
            finally:
                if any(isinstance(m.data.get("content"), list) for m in messages):
                    entry.window.drop_images()
        entry.touch()
        if result.error is not None:
            self._stats.failed(entry.key, result.error)
        self._stats.answered(len(batch))
        # Answer only once the turn is stored: a crash right after the reply must not make
        # the bot forget what the user already read. The write itself is the writer's
        # task, so a stop arriving now cannot cancel it. The usage records ride along
        # with it; only a turn that stored nothing writes them on their own.
        await parts.writer.flush()
        unstored = parts.writer.failed(entry.key) > failed
        try:
            if not unstored:  # else the database is away: they ride on a later transaction
                await self._ledger.flush()
        except TRANSIENT:  # kept for a later transaction; the turn itself is stored
            log.warning("session %s: usage records not written yet", entry.key)
        parts.vectors.wake()
        cut = config.aichat_max_input_chars if any(p.cut for p in batch) else None
        if note is not None and not await self._quotas.first_notice(entry.key, member, note):
            note = None
        reply = Reply(last.incoming, result.text, result.error, cut, note)
        if unstored and self._coordination.shared:
            # A shared database is the conversation: an answer it does not hold would be
            # one the other processes (and this one, reloading) never heard of.
            entry.version = None
            # What the member is told must be true: the message either is not stored,
            # or it is and only the answer is missing (the next turn sees it).
            stored = asked.done() and asked.result()
            reply = Reply(last.incoming, "", AnswerNotStored() if stored else StoreUnavailable(),
                          cut)
        await self._send(entry, last, reply)
        # The reply is out: if the conversation is getting long, its summary is written
        # now, between turns, instead of before a later request that needs it. Not after
        # a failed turn: a summariser on the same failing provider would only fail too,
        # and its fallback throws away half the talk.
        if result.ok:
            try:
                # The compression's own task inherits the attribution of its usage.
                with attributed(entry.key):
                    parts.agent.precompact(entry, system, extra,
                                           Hold(self._coordination, entry))
            except Exception:
                log.exception("session %s: could not start a background compression",
                              entry.key)

    async def _extra(self, entry: Entry, messages: list[Message], system: dict[str, Any],
                     config: Config) -> list[dict[str, Any]]:
        """What this turn adds after the history: recalled talk and memory hints."""
        parts = self._parts
        extra: list[dict[str, Any]] = []
        if config.aichat_memory_auto_inject:
            extra += await memory_hints(parts.memory, entry.key, messages)
        if config.aichat_recall:
            # Only the room below the high-water mark, after the memory hints: the block
            # never makes the history fold (mnemo/recall/block.py).
            extra[:0] = await turn_block(
                parts.recall, entry.key, entry.window, messages,
                overhead=lambda: parts.agent.overhead(entry, system), others=extra,
                top_k=config.aichat_recall_top_k, max_tokens=config.aichat_recall_max_tokens)
        return extra

    async def _new_topic(self, entry: Entry, messages: list[Message]) -> None:
        """Start the conversation afresh, as `/new` does, when `messages` left the
        subject of the last five (`AICHAT_TOPIC_SPLIT`); the next reply says so. The
        caller holds the conversation as a turn does."""
        config = self._config()
        if not config.aichat_topic_split:
            return
        shift = await self._parts.topics.shift(entry.key, entry.window.messages, messages,
                                               threshold=config.aichat_topic_split_threshold)
        if shift is None:
            return
        log.info("session %s: new topic (similarity %.2f, below %.2f): starting afresh",
                 entry.key, shift.similarity, config.aichat_topic_split_threshold)
        # Recorded and archived as /new is, with its own reason.
        await self._parts.agent.clear(entry.key, entry, "topic")
        entry.tools = self._toolsets.for_key(entry.key)
        entry.untold_split = True

    async def _send(self, entry: Entry, last: _Pending, reply: Reply) -> None:
        # The split stands even when its turn is stopped or fails unanswered, so the
        # notice waits on the conversation for the next reply that goes out: the first
        # answer made without the old talk is where the members would miss it. Not on
        # /stop's answer: that one is about the reply, and a turn can also fail with
        # no answer at all.
        if entry.untold_split:
            reply = replace(reply, new_topic=True)
            entry.untold_split = False
        last.answered = entry.answered = True
        try:
            await last.send(reply)
        except Exception:  # delivery is the front end's; the turn is stored either way
            log.exception("session %s: sending the reply failed", entry.key)

    async def _unstored(self, incoming: Incoming, send: Send, exc: BaseException) -> None:
        log.error("session %s: database unavailable (%s)", incoming.key, type(exc).__name__)
        try:
            await send(Reply(incoming, "", StoreUnavailable()))
        except Exception:
            log.exception("session %s: sending the notice failed", incoming.key)

    async def _refuse(self, incoming: Incoming, send: Send, note: QuotaNote) -> None:
        log.info("session %s: %s over its %s quota; refused", incoming.key,
                 incoming.speaker.id, note.scope)
        try:
            await send(Reply(incoming, "", quota=note))
        except Exception:
            log.exception("session %s: sending the refusal failed", incoming.key)

    async def _note_unaddressed(self, key: str) -> None:
        """Count a group message that does not address the bot; clear at the limit.

        Stale chatter must not leak into the next conversation: after N such messages
        in a row the group's conversation starts fresh. The count survives restarts.
        """
        limit = self._config().aichat_session_no_mention_clear
        if limit <= 0:
            return
        count = self._counters.get(key)
        if count >= limit:
            return  # cleared already; nothing to do until the bot is addressed again
        self._counters.set(key, count + 1)
        if count + 1 < limit:
            return
        # The counter stays at the limit: a dead group costs no more writes, and the
        # next @ starts the count again.
        log.info("session %s: %d messages without addressing the bot; clearing", key, limit)
        try:
            await self._conversations.clear(key, "no_mention")
        except Exception:
            log.exception("could not clear %s", key)
