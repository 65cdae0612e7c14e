"""Small persistent counters (e.g. unaddressed messages per group), written coalesced.

A busy group changes its counter on every message; writing each change would cost a
transaction per message. Changes are kept in memory and one background task writes
whatever changed in the last `linger` seconds in a single transaction, so a busy group
costs a commit a second, not one per message, and a crash loses at most the changes of
that last second. On a database several processes share, `reload` takes in what another
process wrote (the engine calls it when the change feed reports the namespace), so a
standby that takes over counts on from the others' counts, not from the ones it read at
start.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

from .store.base import KeyValueStore

log = logging.getLogger(__name__)


LINGER = 1.0  # seconds a change waits for others to share its commit


class Counters:
    def __init__(self, kv: KeyValueStore, namespace: str, *, linger: float = LINGER) -> None:
        self._kv = kv
        self._namespace = namespace
        self._linger = linger
        self._hurry = asyncio.Event()  # `flush`: write what waits now
        self._values: dict[str, int] = {}
        self._dirty: dict[str, int] = {}
        self._task: asyncio.Task[Any] | None = None
        self._reloading: asyncio.Task[None] | None = None
        self._again = False
        self.reloaded = asyncio.Event()  # set after each reload (for tests)

    async def load(self) -> None:
        stored = await self._kv.items(self._namespace)
        # A change of this process not written yet is newer than what is stored.
        self._values.update({k: int(v) for k, v in stored.items() if k not in self._dirty})

    async def reload(self) -> None:
        """Take in what other processes stored. A burst of their writes costs one read
        running and at most one more after it."""
        if self._reloading is not None and not self._reloading.done():
            self._again = True
            return
        self._reloading = asyncio.ensure_future(self._reload())
        await asyncio.shield(self._reloading)

    async def _reload(self) -> None:
        self._again = True
        while self._again:
            self._again = False
            await self.load()
        self.reloaded.set()

    def get(self, key: str) -> int:
        return self._values.get(key, 0)

    def set(self, key: str, value: int) -> None:
        if self._values.get(key, 0) == value:
            return
        self._values[key] = value
        self._dirty[key] = value
        if self._task is None or self._task.done():
            self._task = asyncio.ensure_future(self._write())

    async def _write(self, linger: bool = True) -> None:
        if linger and self._linger > 0:
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._hurry.wait(), self._linger)
        self._hurry.clear()
        while self._dirty:
            batch, self._dirty = self._dirty, {}
            try:
                await self._kv.set_many(self._namespace, batch)
            except Exception:
                log.exception("could not save %d %s counter(s)", len(batch), self._namespace)
                return

    async def flush(self) -> None:
        if self._task is not None and not self._task.done():
            self._hurry.set()
            await asyncio.shield(self._task)
        if self._dirty:
            await self._write(linger=False)
