"""What a history store holds, read through its protocol or its database: for tests that
check a message is stored once, or that a write raised the conversation's version."""

from __future__ import annotations

from typing import Any

from mnemo.store import StoreDatabase


async def kept_messages(store: Any, key: str) -> int:
    """How many messages the conversation keeps, active and archived, each once."""
    return sum(1 for k, _, _ in await store.every_message() if k == key)


async def stored_version(db: StoreDatabase, key: str) -> int:
    """How many writes the conversation has had (0 for one never written)."""
    rows = await db.rows().fetch("SELECT version FROM chat_session WHERE session_id = $1", key)
    return int(rows[0][0]) if rows else 0
