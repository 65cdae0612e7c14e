"""What can go wrong, as classes the caller can `except` on; every one is a `MnemoError`.

    MnemoError
    ├── Busy                        an admin verb while the conversation is replying
    ├── SettingError, ImageError, EmbeddingError, MemoryFull, MemoryNotFound,
    │   DuplicateMemory, Superseded, TransferError, TransportError
    │                                 (defined beside what raises them)
    └── EngineError                 a turn that did not produce an answer
        ├── TurnFailed                  a bug or an unexpected failure inside the turn
        ├── StoreUnavailable            the database stayed away: the turn was not stored
        │   └── AnswerNotStored         the members' messages were stored, the answer not
        └── ProviderError               a model call that failed for good
            ├── NotConfigured           no API key
            ├── AuthError               401/403: the key is refused
            │   └── NoBalance           402: the account has run dry
            ├── RateLimited             429                                (retryable)
            ├── Unavailable             the provider cannot answer now     (retryable)
            │   ├── ServerError         5xx, 409
            │   ├── ConnectionFailed    no connection, or it broke
            │   └── TimedOut            no answer in time, or 408
            ├── ContextLengthError      the prompt is too long for the model
            ├── BadRequest              any other 4xx
            │   └── ModelNotFound       404: the configured model does not exist
            └── BadResponse             an answer that is not a usable completion

The engine words nothing for users: mnemo/texts.py maps these classes to sentences.
`str(exc)` is an English log line; the API key is redacted before it gets here.
"""

from __future__ import annotations

from typing import ClassVar

# How much of a provider's error text we keep: enough to diagnose from the logs,
# short enough that a provider echoing a whole prompt back does not flood them.
DETAIL_CHARS = 200


class MnemoError(Exception):
    """The root of every error mnemo raises: `except mnemo.MnemoError` catches them all."""


class EngineError(MnemoError):
    """A turn that did not produce an answer."""


class TurnFailed(EngineError):
    """An unexpected exception in a turn (logged with its traceback where it happened)."""


class StoreUnavailable(EngineError):
    """The database could not be reached for the whole retry period, so the turn was not
    stored; its answer is withheld, since a reply the bot will not remember misleads."""


class AnswerNotStored(StoreUnavailable):
    """The turn's messages were stored before the database went away (or another process
    took the conversation), but its answer could not be: withheld as well, and the
    messages stay in the conversation for the next turn, so nobody needs to send them
    again."""


class ProviderError(EngineError):
    """A model call that failed for good (after any retries and the fallback model)."""

    # Whether the same request may succeed if sent again after a pause.
    retryable: ClassVar[bool] = False

    def __init__(
        self,
        detail: str = "",
        *,
        status: int | None = None,
        model: str | None = None,
        retry_after: float | None = None,
    ) -> None:
        self.status = status
        # The provider's own words, for logs only; callers redact the key before this.
        self.detail = detail[:DETAIL_CHARS]
        self.model = model
        self.retry_after = retry_after
        super().__init__(self._describe())

    def _describe(self) -> str:
        parts = [type(self).__name__]
        if self.status is not None:
            parts.append(f"HTTP {self.status}")
        if self.model:
            parts.append(f"model={self.model}")
        text = " ".join(parts)
        return f"{text}: {self.detail}" if self.detail else text


class NotConfigured(ProviderError):
    """No API key is set, so no request was sent."""


class AuthError(ProviderError):
    """The provider refuses the key."""


class NoBalance(AuthError):
    """The key is valid but the account cannot pay for the request."""


class RateLimited(ProviderError):
    retryable = True


class Unavailable(ProviderError):
    """The provider could not answer this time."""

    retryable = True


class ServerError(Unavailable):
    """The provider answered with a server error."""


class ConnectionFailed(Unavailable):
    """No connection to the provider could be made, or it broke mid-request."""


class TimedOut(Unavailable):
    """The provider did not answer in time."""


class ContextLengthError(ProviderError):
    """The request is longer than the model's context; compressing it may help."""


class BadRequest(ProviderError):
    """The provider rejected the request as such; sending it again will not help."""


class ModelNotFound(BadRequest):
    """The configured model is unknown to the provider."""


class BadResponse(ProviderError):
    """The provider answered, but not with a usable completion."""


class Busy(MnemoError):
    """An admin action that needs the conversation idle (compact, restore) found it
    replying. Not a turn's error: the admin is told to try again."""
