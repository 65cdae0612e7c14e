"""Vectors for indexed messages, computed in the background in batches.

The history writer indexes a message as it stores it; this task then embeds what has no
vector yet, oldest first, a batch per service call, and stores the vectors. Messages
without one are still found lexically, so an outage only delays the vectors: the task
waits and tries the same batch again.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from ..store.base import RecallIndex
from .said import clauses
from .scan import stored
from .search import Recall

log = logging.getLogger(__name__)

BATCH = 32


class VectorFiller:
    def __init__(self, recall: Recall, index: RecallIndex, *, batch: int = BATCH,
                 idle_wait: float = 5.0) -> None:
        self.recall = recall
        self.index = index
        self.batch = batch
        self.idle_wait = idle_wait
        self.filled = 0
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
        """Embed one batch of entries without vectors; how many got one (0: none)."""
        pending = await self.index.pending(self.batch)
        if not pending:
            return 0
        # Each message with its clauses (see `said.clauses`), all in one call.
        texts = [[text, *clauses(text)] for _, text in pending]
        vectors = await self.recall.embed([t for group in texts for t in group], query=False)
        if vectors is None:
            return -1
        rows = []
        at = 0
        for (doc_id, _), group in zip(pending, texts, strict=True):
            mine = vectors[at:at + len(group)]
            at += len(group)
            # A text the model gives a zero vector for gets an empty one: never asked
            # again; a clause it gives none for is left out.
            rows.append((doc_id, b"" if mine[0] is None
                         else stored([v for v in mine if v is not None])))
        await self.index.put_vectors(rows)
        self.filled += len(rows)
        return len(rows)

    async def _run(self) -> None:
        while True:
            try:
                done = await self.fill_once()
            except (asyncio.CancelledError, KeyboardInterrupt):
                raise
            except Exception:  # the filler must never die: the next round tries again
                log.exception("recall vectors: a batch failed")
                done = -1
            if done > 0:
                await asyncio.sleep(0)  # a busy backlog still lets the bot answer
                continue
            wait = self.recall.retry_after if done < 0 else self.idle_wait
            self._wake.clear()
            # asyncio.wait, not wait_for: on Python 3.11 a wake landing together with
            # close()'s cancel made wait_for swallow the cancel, and close waited forever.
            woken = asyncio.ensure_future(self._wake.wait())
            try:
                await asyncio.wait([woken], timeout=wait)
            finally:
                woken.cancel()
