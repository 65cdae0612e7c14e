"""Conversation keys: `g:<group id>` for a group, `f:<user id>` for a private chat.

Every conversation, memory scope and AI switch is named by one. Where several QQ accounts
share one database each keeps its own conversations: the key then ends in
`@<bot account>` (`g:<group id>@<account>`); a single account keeps the plain keys. They
are parsed and checked here only; the rest of the engine treats a key as the string it is.
"""

from __future__ import annotations

import re
from typing import Literal

_KEY_RE = re.compile(r"([gf]):([0-9]{1,20})(?:@([0-9]{1,20}))?")

Kind = Literal["g", "f"]


class ConversationKey(str):
    """A checked `g:<id>` / `f:<id>` key; a `str`, so stores and dicts take it as is."""

    __slots__ = ()

    def __new__(cls, value: object) -> ConversationKey:
        if isinstance(value, ConversationKey):
            return value
        # fullmatch with [0-9]: `$` would accept a trailing newline and `\d` other digits.
        if not isinstance(value, str) or not _KEY_RE.fullmatch(value):
            raise ValueError(f"无效的会话 {value!r}：应为 g:<群号> 或 f:<QQ号>")
        return super().__new__(cls, value)

    @classmethod
    def group(cls, group_id: int | str, account: int | str | None = None) -> ConversationKey:
        return cls(f"g:{group_id}" + (f"@{account}" if account is not None else ""))

    @classmethod
    def private(cls, user_id: int | str, account: int | str | None = None) -> ConversationKey:
        return cls(f"f:{user_id}" + (f"@{account}" if account is not None else ""))

    @property
    def kind(self) -> Kind:
        return "g" if self[0] == "g" else "f"

    @property
    def id(self) -> str:
        """The group or user id (without the bot account)."""
        return self[2:].partition("@")[0]

    @property
    def account(self) -> str | None:
        """The bot account the conversation belongs to, where keys name one."""
        _, at, account = self.partition("@")
        return account if at else None

    @property
    def is_group(self) -> bool:
        return self[0] == "g"


def parse_key(value: object) -> ConversationKey | None:
    """The key `value` names, or None when it names none."""
    try:
        return ConversationKey(value)
    except ValueError:
        return None


def check_scope(scope: object) -> str:
    """`scope` if it is a valid key, else ValueError (memory scopes are conversation keys)."""
    try:
        return ConversationKey(scope)
    except ValueError:
        raise ValueError(f"无效的记忆作用域 {scope!r}：应为 g:<群号> 或 f:<QQ号>") from None
