"""An OpenAI-compatible Chat Completions client.

One `ChatClient` holds one `Endpoint` (mnemo/endpoint.py: keep-alive, the
environment's proxy) for its whole life: opening a connection (TCP + TLS) per request
costs tens of milliseconds, keep-alive makes it free.

Every failure surfaces as a `ProviderError` (mnemo/errors.py) whose class tells the
caller what to do: compress on `ContextLengthError`, tell the admin on `AuthError`, retry
what is `retryable`. Neither it nor the logs ever carry the key.
"""

from __future__ import annotations

import asyncio
import email.utils
import json
import logging
import random
import time
import uuid
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .endpoint import Endpoint, Reply, TransportError, TransportTimeout
from .errors import (
    DETAIL_CHARS,
    AuthError,
    BadRequest,
    BadResponse,
    ConnectionFailed,
    ContextLengthError,
    ModelNotFound,
    NoBalance,
    NotConfigured,
    ProviderError,
    RateLimited,
    ServerError,
    TimedOut,
)
from .identity import ByIdentity
from .surrogates import replace_surrogates

log = logging.getLogger(__name__)

# Providers word "your prompt is too long" in many ways; these cover OpenAI, DeepSeek,
# vLLM, Anthropic-compatible gateways and DashScope. Checked only on 4xx answers that
# are not auth or rate-limit errors, so a broad phrase such as "超出" stays safe.
_CONTEXT_PHRASES = (
    "context_length_exceeded",
    "maximum context length",
    "context length",
    "context window",
    "too many tokens",
    "prompt is too long",
    "input is too long",
    "exceeds the context",
    "range of input length",
    "超出",
)


@dataclass
class Usage:
    """What the provider reported for a call. `cached_tokens` is the part of the prompt
    served from the provider's prompt cache (0 when it reports none)."""

    prompt_tokens: int = 0
    completion_tokens: int = 0
    total_tokens: int = 0
    cached_tokens: int = 0

    def __add__(self, other: Usage | None) -> Usage:
        if other is None:
            return Usage(self.prompt_tokens, self.completion_tokens, self.total_tokens,
                         self.cached_tokens)
        return Usage(
            self.prompt_tokens + other.prompt_tokens,
            self.completion_tokens + other.completion_tokens,
            self.total_tokens + other.total_tokens,
            self.cached_tokens + other.cached_tokens,
        )


# Told each successful call's model (as requested, the name prices are keyed by) and usage.
UsageHook = Callable[[str, Usage], None]


@dataclass
class Completion:
    message: dict[str, Any]
    usage: Usage | None
    model: str
    finish_reason: str | None

    @property
    def content(self) -> str:
        return self.message.get("content") or ""


class ChatClient:
    """Chat Completions against one OpenAI-compatible endpoint.

    `model`, `fallback_model`, `temperature`, `max_tokens` (and `api_key`) are plain
    attributes: admins change them at run time and the next request uses the new value.
    `on_usage`, when set, is told what each successful call used.
    """

    def __init__(
        self,
        *,
        base_url: str,
        api_key: str | None,
        model: str,
        fallback_model: str | None = None,
        timeout: float = 60.0,
        max_attempts: int = 3,
        backoff_base: float = 0.5,
        backoff_max: float = 8.0,
        temperature: float | None = None,
        max_tokens: int | None = None,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        base_url = base_url.strip().rstrip("/")
        if not base_url.startswith(("http://", "https://")):
            # Caught here rather than as a confusing transport error on the first message.
            raise ValueError(f"base_url must start with http:// or https://, got {base_url!r}")
        self.base_url = base_url
        self.api_key = api_key
        self.model = model
        self.fallback_model = fallback_model
        self.max_attempts = max(1, max_attempts)
        self.backoff_base = backoff_base
        self.backoff_max = backoff_max
        self.temperature = temperature
        self.max_tokens = max_tokens
        self._sleep = sleep
        self._endpoint = Endpoint(f"{base_url}/chat/completions", timeout=timeout)
        self.on_usage: UsageHook | None = None

    async def aclose(self) -> None:
        await self._endpoint.aclose()

    async def __aenter__(self) -> ChatClient:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()

    async def complete(
        self,
        messages: Sequence[dict[str, Any] | bytes],
        tools: list[dict[str, Any]] | None = None,
        *,
        model: str | None = None,
        max_tokens: int | None = None,
        temperature: float | None = None,
    ) -> Completion:
        """One assistant turn. Raises ProviderError; never returns a half result.

        Messages may be given already encoded (`encode`; one piece may be several
        comma-joined messages): a long history is then copied, not re-encoded, every call.
        """
        if not (self.api_key or "").strip():
            raise NotConfigured()
        primary = model or self.model
        models = [primary]
        if self.fallback_model and self.fallback_model != primary:
            models.append(self.fallback_model)
        extra: dict[str, Any] = {}
        temperature = self.temperature if temperature is None else temperature
        if temperature is not None:
            extra["temperature"] = temperature
        max_tokens = self.max_tokens if max_tokens is None else max_tokens
        if max_tokens is not None:
            extra["max_tokens"] = max_tokens

        for index, name in enumerate(models):
            # Serialised once per model, not per attempt: histories can be large.
            payload = _pieces({"model": name, **extra}, messages, tools)
            try:
                completion = await self._attempts(name, payload)
            except ProviderError as exc:
                if index + 1 < len(models) and (exc.retryable or exc.status == 404):
                    log.warning(
                        "model %s failed (%s, status %s); falling back to %s",
                        name,
                        type(exc).__name__,
                        exc.status,
                        models[index + 1],
                    )
                    continue
                raise
            if self.on_usage is not None and completion.usage is not None:
                try:
                    self.on_usage(name, completion.usage)
                except Exception:  # accounting must never cost the user the answer
                    log.exception("recording the usage of a %s call failed", name)
            return completion
        raise AssertionError("unreachable")  # pragma: no cover - the loop returns or raises

    async def _attempts(self, model: str, payload: Sequence[bytes]) -> Completion:
        attempt = 0
        while True:
            attempt += 1
            try:
                return await self._send(model, payload)
            except ProviderError as exc:
                if not exc.retryable or attempt >= self.max_attempts:
                    raise
                delay = self._delay(attempt, exc.retry_after)
                log.warning(
                    "model call failed: %s (status %s) on %s, attempt %d/%d; retrying in %.2fs",
                    type(exc).__name__,
                    exc.status,
                    model,
                    attempt,
                    self.max_attempts,
                    delay,
                )
                await self._sleep(delay)

    def _delay(self, attempt: int, retry_after: float | None) -> float:
        if retry_after is not None:
            return max(0.0, min(retry_after, self.backoff_max))
        # Full jitter: concurrent sessions hitting the same 429 must not retry in lockstep.
        ceiling = min(self.backoff_max, self.backoff_base * 2 ** (attempt - 1))
        return random.uniform(0.0, ceiling)

    async def _send(self, model: str, payload: Sequence[bytes]) -> Completion:
        try:
            reply = await self._endpoint.post(
                payload, {"Authorization": f"Bearer {self.api_key}"}
            )
        except TransportTimeout as exc:
            raise TimedOut(self._redact(str(exc)), model=model) from None
        except TransportError as exc:
            # `from None`: the chained transport error adds nothing the detail lacks.
            raise ConnectionFailed(self._redact(str(exc)), model=model) from None

        status = reply.status
        if status >= 400:
            raise self._http_error(reply, model)
        try:
            data = json.loads(reply.body)
        except ValueError:
            raise BadResponse(
                self._redact("invalid JSON: " + reply.text()[:DETAIL_CHARS]),
                status=status,
                model=model,
            ) from None
        return self._parse(data, model, status)

    def _http_error(self, reply: Reply, model: str) -> ProviderError:
        status = reply.status
        text, code = _error_text(reply)
        detail = self._redact(text)
        retry_after = _retry_after(reply.headers)
        if status in (401, 403):
            return AuthError(detail, status=status, model=model)
        if status == 402:
            return NoBalance(detail, status=status, model=model)
        if status == 429:
            return RateLimited(detail, status=status, model=model, retry_after=retry_after)
        if status == 408:
            return TimedOut(detail, status=status, model=model)
        if status >= 500 or status == 409:
            # 409 is OpenAI's "lock timeout, try again".
            return ServerError(detail, status=status, model=model, retry_after=retry_after)
        if status == 413 or _is_context_error(text, code):
            return ContextLengthError(detail, status=status, model=model)
        if status == 404:
            return ModelNotFound(detail, status=status, model=model)
        return BadRequest(detail, status=status, model=model)

    def _parse(self, data: Any, model: str, status: int) -> Completion:
        def bad(why: str) -> ProviderError:
            return BadResponse(why, status=status, model=model)

        if not isinstance(data, dict):
            raise bad("response is not a JSON object")
        choices = data.get("choices")
        if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
            error = data.get("error")
            if error:
                # Some gateways answer 200 with an error body instead of a status code.
                text = self._redact(_error_message(error))
                if _is_context_error(text, _error_code(error)):
                    raise ContextLengthError(text, status=status, model=model)
                raise bad("error in a 200 response: " + text)
            raise bad("response has no choices")
        choice = choices[0]
        raw = choice.get("message")
        if not isinstance(raw, dict):
            raise bad("choice has no message")

        message: dict[str, Any] = {"role": "assistant", "content": _text(raw.get("content"))}
        calls = [_tool_call(c) for c in raw.get("tool_calls") or [] if isinstance(c, dict)]
        if calls:
            message["tool_calls"] = calls
        elif message["content"] is None:
            # An assistant message with neither content nor tool calls is rejected when
            # sent back in the next request; an empty string is accepted everywhere.
            message["content"] = ""
        return Completion(
            message=message,
            usage=_usage(data.get("usage")),
            model=str(data.get("model") or model),
            finish_reason=choice.get("finish_reason"),
        )

    def _redact(self, text: str) -> str:
        if self.api_key and self.api_key in text:
            text = text.replace(self.api_key, "***")
        return text[:DETAIL_CHARS]


def dumps(value: Any) -> str:
    """Compact JSON as sent to providers (and as the window caches each message)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def encode(value: Any) -> bytes:
    """`dumps` as UTF-8, the form a request body joins. Turning text into UTF-8 is most of
    what encoding costs, so the window encodes each message once."""
    return dumps(value).encode()


def _body(head: dict[str, Any], messages: Sequence[dict[str, Any] | bytes],
          tools: list[dict[str, Any]] | None = None) -> bytes:
    return b"".join(_pieces(head, messages, tools))


def _pieces(head: dict[str, Any], messages: Sequence[dict[str, Any] | bytes],
            tools: list[dict[str, Any]] | None = None) -> list[bytes]:
    """The request body in the pieces it is written from: a long history goes to the
    socket as the window holds it, not copied into one body first (twice, joined)."""
    pieces = [encode(head)[:-1]]
    if tools:
        pieces += [b',"tools":', _TOOLS(tools)]
    pieces.append(b',"messages":[')
    # An encoded piece may hold several messages, or none (an empty history).
    first = True
    for m in messages:
        if not m:
            continue
        if not first:
            pieces.append(b",")
        pieces.append(m if isinstance(m, bytes) else encode(m))
        first = False
    pieces.append(b"]}")
    return pieces


# The tool lists' JSON, by the list (mnemo/identity.py).
_TOOLS: ByIdentity[list[dict[str, Any]], bytes] = ByIdentity(encode)


def _error_text(reply: Reply) -> tuple[str, str | None]:
    """The provider's error message and code, from whatever shape its error body has."""
    try:
        body = json.loads(reply.body)
    except ValueError:
        return reply.text()[: DETAIL_CHARS * 2].strip() or (reply.reason or ""), None
    if isinstance(body, dict):
        error = body.get("error", body)
        return _error_message(error), _error_code(error)
    return str(body)[: DETAIL_CHARS * 2], None


def _error_message(error: Any) -> str:
    if isinstance(error, dict):
        for key in ("message", "msg", "detail", "error"):
            value = error.get(key)
            if value:
                return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
        return json.dumps(error, ensure_ascii=False)[: DETAIL_CHARS * 2]
    return str(error)[: DETAIL_CHARS * 2]


def _error_code(error: Any) -> str | None:
    if isinstance(error, dict):
        code = error.get("code") or error.get("type")
        return str(code) if code is not None else None
    return None


def _is_context_error(text: str, code: str | None) -> bool:
    if code == "context_length_exceeded":
        return True
    lowered = text.lower()
    return any(phrase in lowered for phrase in _CONTEXT_PHRASES)


def _retry_after(headers: Mapping[str, str]) -> float | None:
    """Seconds the provider asks us to wait, from retry-after-ms or Retry-After."""
    value = headers.get("retry-after-ms")
    if value:
        try:
            return float(value) / 1000.0
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return float(value)
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def _text(content: Any) -> str | None:
    if content is None:
        return None
    if isinstance(content, list):
        # Rare providers answer with content parts; the history wants plain text.
        content = "".join(
            p.get("text", "") for p in content if isinstance(p, dict) and p.get("type") == "text"
        )
    # Stored, and sent back with the next request: a "\ud83d" escape in the provider's
    # JSON is a lone surrogate, which no UTF-8 request can carry (mnemo/surrogates.py).
    return replace_surrogates(str(content))


def _tool_call(raw: dict[str, Any]) -> dict[str, Any]:
    fn = raw.get("function") if isinstance(raw.get("function"), dict) else {}
    arguments = fn.get("arguments")
    if arguments is None:
        arguments = "{}"
    elif not isinstance(arguments, str):
        arguments = json.dumps(arguments, ensure_ascii=False)
    return {
        # Some gateways omit ids; the tool result must still be able to answer the call.
        "id": replace_surrogates(str(raw.get("id") or f"call_{uuid.uuid4().hex[:24]}")),
        "type": "function",
        "function": {"name": replace_surrogates(str(fn.get("name") or "")),
                     "arguments": replace_surrogates(arguments)},
    }


def _usage(raw: Any) -> Usage | None:
    if not isinstance(raw, dict):
        return None
    prompt = raw.get("prompt_tokens")
    completion = raw.get("completion_tokens")
    total = raw.get("total_tokens")
    if not any(isinstance(v, int) for v in (prompt, completion, total)):
        return None
    prompt = prompt if isinstance(prompt, int) else 0
    completion = completion if isinstance(completion, int) else 0
    total = total if isinstance(total, int) else prompt + completion
    return Usage(prompt, completion, total, cached_tokens(raw))


def cached_tokens(raw: dict[str, Any]) -> int:
    """The cached part of the prompt in either spelling: OpenAI's (and most gateways')
    `prompt_tokens_details.cached_tokens`, or DeepSeek's `prompt_cache_hit_tokens`."""
    details = raw.get("prompt_tokens_details")
    if isinstance(details, dict):
        value = details.get("cached_tokens")
        if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            return value
    value = raw.get("prompt_cache_hit_tokens")
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    return 0
