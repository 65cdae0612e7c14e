"""What an admin verb did, as data: each front end renders it through `mnemo.texts`.

A leaf module (the texts import it; it imports no sentence).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from ..store.base import CompactionRecord, Memory
from .actor import Role, Verb


class Status(enum.Enum):
    DONE = "done"
    REFUSED = "refused"  # the actor's role does not reach (`needs`, `elsewhere`)
    BUSY = "busy"  # a reply is running: try again when it is done
    NOTHING = "nothing"  # nothing to do: too short to compact, no archive, no reply running
    INVALID = "invalid"  # bad input; `error` says why
    NOT_FOUND = "not_found"  # no such memory
    EXISTS = "exists"  # the same memory is already there (`memory`)
    FULL = "full"  # the scope holds `limit` memories already


@dataclass(frozen=True, slots=True)
class Result:
    verb: Verb
    status: Status
    key: str = ""  # the conversation or memory scope acted on
    here: bool = False  # the actor speaks in that conversation
    needs: Role | None = None  # refused: the role it takes
    elsewhere: bool = False  # refused: the role reaches, but not that conversation
    error: str = ""  # invalid: why, for the admin
    record: CompactionRecord | None = None  # compact
    messages: int = 0  # restore: what came back
    tokens: int = 0
    on: bool = False  # the AI switch, as set
    name: str = ""  # a setting's short name
    shown: str = ""  # its value as an admin may see it (a secret only as set or not)
    before: str = ""  # the same, before the change
    secret: bool = False
    applies_now: bool = False
    key_set: str = ""  # a provider's key entered with its address (its short name)
    cleared: str = ""  # the key an address change cleared (its short name)
    memory: Memory | None = None
    memory_id: int = 0
    limit: int = 0
    memories: list[Memory] = field(default_factory=list)  # a listing, not an action

    @property
    def ok(self) -> bool:
        return self.status is Status.DONE
