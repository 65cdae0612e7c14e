"""Vectors for indexed messages, computed in the background in batches.

The history writer indexes a message as it stores it; this task then embeds what has no
vector yet, oldest first, a batch per service call, and stores the vectors. Messages
without one are still found lexically, so an outage only delays the vectors: the task
waits and tries the same batch again.

A service that refuses some input for good (a content inspection, a text over the
model's length limit) would fail that batch on every try and hold up every message after
it. A refused batch is split in halves until the message refused on its own is found;
that one is marked with the service's reason (shown by `/context`) and never asked
again, and the others get their vectors. First one small probe text must pass: a
service refusing everything (a model name it does not know, answered with a 400) is
failing, not refusing these messages, and marks nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Sequence

from ..memory import EmbeddingRefused
from ..store.base import RecallDoc, RecallIndex
from . import signup
from .answers import context_of, looks_back, with_context
from .said import clauses
from .scan import stored
from .search import Recall, spellings

log = logging.getLogger(__name__)

BATCH = 32
# Embedded when a batch is refused, to tell a refusal of its messages from a service
# that refuses anything.
PROBE = "你好"
# Seconds a woken filler waits for more turns to share its embeddings call.
LINGER = 1.0
# The service's reason is kept up to this many characters.
REASON_CHARS = 300


class _Round:
    """What one `fill_once` found: the vectors, the refused messages, and whether the
    service is known to take some text."""

    def __init__(self) -> None:
        self.rows: list[tuple[int, bytes]] = []
        self.refused: list[tuple[int, str]] = []
        self.accepting = False


class VectorFiller:
    def __init__(self, recall: Recall, index: RecallIndex, *, batch: int = BATCH,
                 idle_wait: float = 5.0, linger: float = LINGER) -> None:
        self.recall = recall
        self.index = index
        self.batch = batch
        self.idle_wait = idle_wait
        self.linger = linger
        self.filled = 0
        self.refused = 0
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        if self.recall.embedder is None or self._task is not None:
            return
        self._task = asyncio.get_running_loop().create_task(self._run(),
                                                            name="mnemo-recall-vectors")

    def wake(self) -> None:
        """New entries were indexed."""
        self._wake.set()

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def fill_once(self) -> int:
        """Embed one batch of entries without vectors; how many got one or were marked
        refused (0: none was pending, -1: the service is failing)."""
        pending = await self.index.pending(self.batch)
        if not pending:
            return 0
        found = _Round()
        going = await self._fill([(d.id, await self._texts(d)) for d in pending], found)
        # What was found before an outage is kept: those calls need not be made again.
        if found.refused:
            await self.index.refuse(found.refused)
            self.refused += len(found.refused)
            log.warning("recall vectors: the embeddings service refused %d message(s); "
                        "they are found by their words only: %s", len(found.refused),
                        found.refused[-1][1])
        await self.index.put_vectors(found.rows)
        self.filled += len(found.rows)
        if not going:
            return -1
        return len(found.rows) + len(found.refused)

    async def _texts(self, doc: RecallDoc) -> list[str]:
        """What is embedded for `doc`: its words, then its clauses (`said.clauses`; a
        sign-up list as `signup.embedded` reads it), then it with the question it
        answers or the line it corrects (`answers`)."""
        listed = signup.read(doc.said)
        if listed is not None:
            names = spellings(await self.index.speakers(doc.session))
            texts = signup.embedded(doc.said, listed, names)
        else:
            texts = [doc.said, *clauses(doc.said)]
        back = looks_back(doc)
        if back:
            earlier, _ = await self.index.around(doc, before=back, after=0)
            line = context_of(doc, earlier)
            if line is not None:
                texts.append(with_context(doc, line))
        return texts

    async def _fill(self, group: Sequence[tuple[int, list[str]]], found: _Round) -> bool:
        """Embed `group` (each entry with its texts) into `found`, halving a refused
        group down to the message refused on its own; False once the service failed
        (the rest waits)."""
        texts = [each for _, each in group]
        try:
            vectors = await self.recall.embed_refusable(
                [t for each in texts for t in each], query=False)
        except EmbeddingRefused as exc:
            if not found.accepting and not await self._accepts(found):
                return False
            if len(group) == 1:
                doc_id, each = group[0]
                if len(each) > 1:
                    # The question it answers, or a clause, may be what was refused:
                    # the message's own words alone still get their vector.
                    return await self._fill([(doc_id, each[:1])], found)
                found.refused.append((doc_id, _reason(exc)))
                return True
            half = len(group) // 2
            return (await self._fill(group[:half], found)
                    and await self._fill(group[half:], found))
        if vectors is None:
            return False
        found.accepting = True
        at = 0
        for (doc_id, _), each in zip(group, texts, strict=True):
            mine = vectors[at:at + len(each)]
            at += len(each)
            # A text the model gives a zero vector for gets an empty one: never asked
            # again; a clause it gives none for is left out.
            found.rows.append((doc_id, b"" if mine[0] is None
                               else stored([v for v in mine if v is not None])))
        return True

    async def _accepts(self, found: _Round) -> bool:
        """Whether the service embeds a plain text; one that refuses it too is failing
        (and recall pauses as for an outage)."""
        try:
            probe = await self.recall.embed_refusable([PROBE], query=False)
        except EmbeddingRefused as exc:
            self.recall.pause(f"it refuses any text: {exc}")
            return False
        found.accepting = probe is not None
        return found.accepting

    async def _run(self) -> None:
        while True:
            # Cleared before the round: entries indexed while it runs wake the next one.
            self._wake.clear()
            try:
                done = await self.fill_once()
            except (asyncio.CancelledError, KeyboardInterrupt):
                raise
            except Exception:  # the filler must never die: the next round tries again
                log.exception("recall vectors: a batch failed")
                done = -1
            if done >= self.batch:
                await asyncio.sleep(0)  # a busy backlog still lets the bot answer
                continue
            # A short round emptied what was pending: nothing to ask until a wake.
            wait = self.recall.retry_after if done < 0 else self.idle_wait
            # asyncio.wait, not wait_for: on Python 3.11 a wake landing together with
            # close()'s cancel made wait_for swallow the cancel, and close waited forever.
            woken = asyncio.ensure_future(self._wake.wait())
            try:
                await asyncio.wait([woken], timeout=wait)
            finally:
                woken.cancel()
            if done >= 0 and self._wake.is_set() and self.linger > 0:
                # Woken by a turn: the turns of the next moment join its batch, so a
                # busy conversation costs an embeddings call per batch, not per turn.
                await asyncio.sleep(self.linger)


def _reason(exc: EmbeddingRefused) -> str:
    """What is kept of a refusal: the status and the service's own words."""
    return f"HTTP {exc.status}: {exc.detail}"[:REASON_CHARS]
