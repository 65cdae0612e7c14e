"""What the engine gives back: the outcome of handing it a message, and the replies."""

from __future__ import annotations

import enum
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from .errors import EngineError
from .incoming import Incoming
from .quota import QuotaNote


class Outcome(enum.Enum):
    ANSWERED = "answered"  # replied (through `send`), with everything queued meanwhile
    # Waits behind the running reply (or /compact, /restore, a summary landing); the
    # first to wait: the front end says it will be answered shortly.
    QUEUED_FIRST = "queued_first"
    QUEUED = "queued"
    QUEUE_FULL = "queue_full"  # refused: too many messages waiting
    STOPPED = "stopped"  # its reply was cancelled by `stop`
    IGNORED = "ignored"  # not for the model: AI off in the group, or not addressed
    OVER_QUOTA = "over_quota"  # refused (through `send`): a hard daily quota is used up


@dataclass(frozen=True, slots=True)
class Reply:
    """The answer to `to`, the last message of the batch it answers.

    `error` is set when the turn failed (the front end words it for its users); `cut_to`
    is the character limit when one of the messages was too long and was cut. `quota`
    is set when a daily quota was hit: "soft" the first time today a cheaper model
    answers (the front end adds a one-line notice), "hard" for a refusal (no text).
    `new_topic` is set when the message changed the subject and the conversation started
    afresh before this answer, the old talk archived (the front end says so in a line);
    when the turn of the split was stopped or failed unanswered, on the next reply.
    """

    to: Incoming
    text: str
    error: EngineError | None = None
    cut_to: int | None = None
    quota: QuotaNote | None = None
    new_topic: bool = False

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def refused(self) -> bool:
        return self.quota is not None and self.quota.level == "hard"


Send = Callable[[Reply], Awaitable[None]]
