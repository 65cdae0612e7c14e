"""Writes that ride along with whatever transaction is opened next, on either database.

Small, frequent writes that need not land at once (usage records) join the next
transaction instead of paying a commit of their own. A rider hands each transaction the
batch it takes; the batch comes back to it if that transaction rolls back, so
transactions open side by side (PostgreSQL's pool) never share one.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any, Generic, Protocol, TypeVar

log = logging.getLogger(__name__)

C = TypeVar("C")  # the connection a database's transactions run on
C_contra = TypeVar("C_contra", contravariant=True)
T = TypeVar("T")


class Rider(Protocol[C_contra]):
    def has_pending(self) -> bool: ...

    def take(self) -> list[Any]:
        """Everything pending, now in flight with the caller's transaction."""
        ...

    async def write(self, conn: C_contra, batch: list[Any]) -> None: ...

    def give_back(self, batch: list[Any]) -> None:
        """The transaction rolled back: `batch` is pending again, ahead of newer items."""
        ...


class RiderBuffer(Generic[C, T]):
    """A `Rider` of items written by `write_items`."""

    def __init__(self, write_items: Callable[[C, list[T]], Awaitable[None]]) -> None:
        self._write_items = write_items
        self.pending: list[T] = []

    def add(self, item: T) -> None:
        self.pending.append(item)

    def has_pending(self) -> bool:
        return bool(self.pending)

    def take(self) -> list[T]:
        batch, self.pending = self.pending, []
        return batch

    async def write(self, conn: C, batch: list[T]) -> None:
        await self._write_items(conn, batch)

    def give_back(self, batch: list[T]) -> None:
        self.pending[:0] = batch


class Riders(Generic[C]):
    """A database's riders.

    `database_errors` fail the transaction a ride is on (it fails whatever rides on it);
    `retried` are the errors after which the database runs the transaction again, so the
    batch is kept for that retry. Any other error is the rider's own (a value it cannot
    encode, say): its batch is dropped and the transaction goes on.
    """

    def __init__(self, database_errors: tuple[type[BaseException], ...],
                 retried: tuple[type[BaseException], ...] = ()) -> None:
        self._riders: list[Rider[C]] = []
        self._database_errors = database_errors
        self._retried = retried

    def add(self, rider: Rider[C]) -> None:
        self._riders.append(rider)

    def has_pending(self) -> bool:
        return any(r.has_pending() for r in self._riders)

    def ride(self) -> Ride[C]:
        """What rides on one transaction: `write` just before its commit, `rolled_back`
        if it does not commit."""
        return Ride(self._riders, self._database_errors, self._retried)


class Ride(Generic[C]):
    def __init__(self, riders: list[Rider[C]], database_errors: tuple[type[BaseException], ...],
                 retried: tuple[type[BaseException], ...]) -> None:
        self._riders = riders
        self._database_errors = database_errors
        self._retried = retried
        self._taken: list[tuple[Rider[C], list[Any]]] = []

    def take(self) -> None:
        """Take every rider's pending batch now (else `write` takes them): where a
        transaction runs in another thread, the batches are taken on the event loop that
        fills them."""
        for rider in self._riders:
            if rider.has_pending():
                # Taken before the write: a rollback (or a cancellation) gives it back.
                self._taken.append((rider, rider.take()))

    async def write(self, conn: C) -> None:
        # No savepoint around each write: that costs two more round trips per
        # transaction. An insert of plain values fails only when the database does, and
        # then the transaction fails whatever rides on it. The batch is dropped then, so a
        # write that cannot succeed never blocks the ones after.
        if not self._taken:
            self.take()
        for taken in list(self._taken):
            rider, batch = taken
            try:
                await rider.write(conn, batch)
            except self._retried:
                raise
            except Exception as exc:
                self._taken.remove(taken)
                log.error("a ride-along write failed (%d items dropped): %s", len(batch),
                          type(exc).__name__)
                if isinstance(exc, self._database_errors):
                    raise

    def rolled_back(self) -> None:
        for rider, batch in reversed(self._taken):
            rider.give_back(batch)
        self._taken = []
