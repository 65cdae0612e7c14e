"""The history store protocol shared by the SQL and KV backends."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from ..message import Message


class HistoryStore(Protocol):
    """Persisted conversation of each session (`g:<group>` / `f:<user>`).

    `load` returns the active messages in order. `append` adds new messages at the end
    in one transaction and costs the same whatever the history's length. `replace`
    swaps the active messages atomically (after compression or truncation) and keeps
    the superseded ones as archive; `clear` archives them too. `restore_last` brings
    back the active messages as they were before the last replace or clear.
    """

    async def load(self, session: str) -> list[Message]: ...

    async def append(self, session: str, messages: Sequence[Message]) -> None: ...

    async def replace(self, session: str, messages: Sequence[Message]) -> None: ...

    async def clear(self, session: str) -> None: ...

    async def restore_last(self, session: str) -> bool: ...

    async def prune_archive(self, older_than: float) -> int: ...

    async def archive_batches(self, session: str) -> list[dict[str, Any]]: ...
