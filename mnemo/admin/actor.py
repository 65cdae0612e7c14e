"""Who acts, with what role, from where; and what each admin verb needs.

An `Actor` is what a front end knows of the person behind a request: a QQ member with
their role in the conversation they wrote in, the web panel's logged-in admin with the
client's address, or the operator at the command line. `NEEDS` is the one table of who
may do what; QQ's command table reads its roles from here.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ..keys import ConversationKey


class Role(enum.IntEnum):
    """Each role may do what the ones below it may."""

    MEMBER = 0
    GROUP_ADMIN = 1  # of the group the actor speaks in, and only there
    SUPERUSER = 2
    PANEL_ADMIN = 3  # logged in to the web panel, or at the bot's command line


class Front(str, enum.Enum):
    """Where an action came from, as the audit log keeps it."""

    QQ = "qq"
    PANEL = "panel"
    CLI = "cli"


class Verb(str, enum.Enum):
    """The admin actions; each value is the action's name in the audit log."""

    AI = "conversation.ai"
    NEW = "conversation.new"
    STOP = "conversation.stop"
    COMPACT = "conversation.compact"
    RESTORE = "conversation.restore"
    SET = "setting.set"
    UNSET = "setting.unset"
    MEMORY_LIST = "memory.list"  # a read: never audited
    MEMORY_ADD = "memory.add"
    MEMORY_EDIT = "memory.edit"
    MEMORY_DELETE = "memory.delete"
    RESTART = "restart"
    PASSWORD = "password.change"


NEEDS: dict[Verb, Role] = {
    Verb.AI: Role.GROUP_ADMIN,
    Verb.NEW: Role.MEMBER,
    Verb.STOP: Role.MEMBER,
    Verb.COMPACT: Role.GROUP_ADMIN,
    Verb.RESTORE: Role.GROUP_ADMIN,
    Verb.SET: Role.SUPERUSER,
    Verb.UNSET: Role.SUPERUSER,
    Verb.MEMORY_LIST: Role.GROUP_ADMIN,
    Verb.MEMORY_ADD: Role.GROUP_ADMIN,
    Verb.MEMORY_EDIT: Role.GROUP_ADMIN,
    Verb.MEMORY_DELETE: Role.GROUP_ADMIN,
    Verb.RESTART: Role.SUPERUSER,
    Verb.PASSWORD: Role.PANEL_ADMIN,
}


@dataclass(frozen=True, slots=True)
class Actor:
    who: str  # as the audit log names them: 'QQ 123', '密码登录', '命令行'
    role: Role
    front: Front
    where: str  # the conversation (QQ), the client's address (panel), 'localhost' (cli)
    # Where a QQ actor speaks: a member's and a group admin's role holds there only.
    conversation: ConversationKey | None = None

    @classmethod
    def qq(cls, user: str, role: Role, conversation: ConversationKey) -> Actor:
        return cls(f"QQ {user}", role, Front.QQ, str(conversation), conversation)

    @classmethod
    def panel(cls, who: str, address: str) -> Actor:
        return cls(who, Role.PANEL_ADMIN, Front.PANEL, address)

    @classmethod
    def shell(cls) -> Actor:
        return cls("命令行", Role.PANEL_ADMIN, Front.CLI, "localhost")

    def may(self, verb: Verb, key: str | None = None) -> bool:
        """Whether this actor may do `verb` (to the conversation or memory scope `key`)."""
        if self.role < NEEDS[verb]:
            return False
        return self.role >= Role.SUPERUSER or (key is not None and key == self.conversation)

    def here(self, key: str) -> bool:
        """Whether `key` is the conversation the actor speaks in ("本群" rather than its key)."""
        return self.conversation is not None and key == self.conversation
