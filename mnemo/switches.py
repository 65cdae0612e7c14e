"""The AI switch of each group: off means the bot ignores the group (commands still work).

Stored in the key-value store, so a restart keeps it and, on a shared database, the other
processes read it again when told (`reload`). Only switched-off groups are kept in
memory: the check on every group message is one set lookup.
"""

from __future__ import annotations

from .keys import ConversationKey
from .store import KeyValueStore

NAMESPACE = "group_ai"


class AiSwitches:
    def __init__(self, kv: KeyValueStore) -> None:
        self._kv = kv
        self.off: set[str] = set()

    async def reload(self) -> None:
        self.off = {k for k, on in (await self._kv.items(NAMESPACE)).items() if not on}

    def enabled(self, key: str) -> bool:
        return key not in self.off

    async def set(self, key: ConversationKey, on: bool) -> None:
        if not key.is_group:
            raise ValueError("only a group has an AI switch")
        await self._kv.set(NAMESPACE, key, on)
        if on:
            self.off.discard(key)
        else:
            self.off.add(key)
