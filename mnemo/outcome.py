"""What the engine gives back: the outcome of handing it a message, and the replies."""

from __future__ import annotations

import enum
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from .errors import EngineError
from .incoming import Incoming


class Outcome(enum.Enum):
    ANSWERED = "answered"  # replied (through `send`), with everything queued meanwhile
    QUEUED_FIRST = "queued_first"  # waits behind the running reply; the first to wait
    QUEUED = "queued"
    QUEUE_FULL = "queue_full"  # refused: too many messages waiting
    STOPPED = "stopped"  # its reply was cancelled by `stop`
    IGNORED = "ignored"  # not for the model: AI off in the group, or not addressed


@dataclass(frozen=True, slots=True)
class Reply:
    """The answer to `to`, the last message of the batch it answers.

    `error` is set when the turn failed (the front end words it for its users); `cut_to`
    is the character limit when one of the messages was too long and was cut.
    """

    to: Incoming
    text: str
    error: EngineError | None = None
    cut_to: int | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


Send = Callable[[Reply], Awaitable[None]]
