"""ChatClient against the strict fake provider over real HTTP; a refused port, a raw server that
drops a connection and a held reply where the network itself must fail."""

from __future__ import annotations

import asyncio
import base64
import json
import logging
import re
from collections.abc import AsyncIterator, Iterator

import pytest

from mnemo.client import ChatClient, Completion, Usage
from mnemo.errors import (
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
    Unavailable,
)
from tests.e2e.harness import free_port
from tests.fakes.provider import ChatRequest, FakeProvider, Reply

KEY = "sk-test-0123456789abcdef"
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "current_time",
            "description": "获取当前时间",
            "parameters": {"type": "object", "properties": {}},
        },
    }
]
HELLO = [{"role": "user", "content": "你好"}]


class Sleeps:
    """Records the back-off delays instead of waiting them out."""

    def __init__(self) -> None:
        self.delays: list[float] = []

    async def __call__(self, delay: float) -> None:
        self.delays.append(delay)


@pytest.fixture
async def provider() -> AsyncIterator[FakeProvider]:
    async with FakeProvider(api_key=KEY) as p:
        yield p


@pytest.fixture
def sleeps() -> Sleeps:
    return Sleeps()


@pytest.fixture
async def client(provider: FakeProvider, sleeps: Sleeps) -> AsyncIterator[ChatClient]:
    c = ChatClient(base_url=provider.base_url, api_key=KEY, model="main", sleep=sleeps)
    yield c
    await c.aclose()


@pytest.fixture
def upper_jitter(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    # Full jitter draws from [0, ceiling]; pinning the draw to the ceiling makes the
    # exponential growth itself observable.
    monkeypatch.setattr("mnemo.client.random.uniform", lambda low, high: high)
    yield


# ------------------------------------------------------------------------ success


async def test_text_reply_with_usage(provider: FakeProvider, client: ChatClient) -> None:
    completion = await client.complete(HELLO)

    assert completion.message == {"role": "assistant", "content": "收到：你好"}
    assert completion.content == "收到：你好"
    assert completion.model == "main"
    assert completion.finish_reason == "stop"
    [request] = provider.requests
    assert completion.usage is not None
    assert completion.usage.prompt_tokens == request.prompt_tokens
    assert completion.usage.total_tokens == (
        completion.usage.prompt_tokens + completion.usage.completion_tokens
    )
    assert request.body == {"model": "main", "messages": HELLO}
    assert request.headers["authorization"] == f"Bearer {KEY}"


async def test_no_usage_reported_gives_none(sleeps: Sleeps) -> None:
    async with FakeProvider(api_key=KEY, report_usage=False) as provider:
        async with ChatClient(base_url=provider.base_url, api_key=KEY, model="m") as client:
            completion = await client.complete(HELLO)
    assert completion.usage is None


async def test_options_are_sent_and_empty_tools_omitted(
    provider: FakeProvider, client: ChatClient
) -> None:
    client.temperature = 0.7
    client.max_tokens = 256
    await client.complete(HELLO, tools=[])
    await client.complete(HELLO, max_tokens=10, temperature=0.1, model="other")
    client.model = "changed-at-run-time"
    await client.complete(HELLO)

    first, second, third = (r.body for r in provider.requests)
    assert "tools" not in first
    assert (first["temperature"], first["max_tokens"]) == (0.7, 256)
    assert (second["model"], second["temperature"], second["max_tokens"]) == ("other", 0.1, 10)
    assert third["model"] == "changed-at-run-time"


async def test_trailing_slash_in_base_url(provider: FakeProvider) -> None:
    async with ChatClient(base_url=provider.base_url + "/", api_key=KEY, model="m") as client:
        assert (await client.complete(HELLO)).content == "收到：你好"


def test_base_url_without_scheme_is_refused_at_construction() -> None:
    with pytest.raises(ValueError, match="http"):
        ChatClient(base_url="api.deepseek.com/v1", api_key=KEY, model="m")


async def test_tool_calls_parsed_and_the_message_can_be_sent_back(
    provider: FakeProvider, client: ChatClient
) -> None:
    provider.queue(
        Reply.tool_calls([("current_time", {"tz": "Asia/Shanghai"})]),
        Reply.text("现在是中午十二点"),
    )

    first = await client.complete(HELLO, tools=TOOLS)

    assert first.finish_reason == "tool_calls"
    assert set(first.message) == {"role", "content", "tool_calls"}
    assert first.message["content"] is None
    [call] = first.message["tool_calls"]
    assert set(call) == {"id", "type", "function"}
    assert call["type"] == "function"
    assert call["function"]["name"] == "current_time"
    assert json.loads(call["function"]["arguments"]) == {"tz": "Asia/Shanghai"}

    # The strict fake accepts the message verbatim with its result: it is a clean message.
    result = {"role": "tool", "tool_call_id": call["id"], "content": "12:00"}
    second = await client.complete([*HELLO, first.message, result], tools=TOOLS)

    assert second.content == "现在是中午十二点"
    assert provider.rejections == []
    assert provider.requests[1].messages[1] == first.message


async def test_reply_with_neither_content_nor_calls_becomes_empty_text(
    provider: FakeProvider, client: ChatClient
) -> None:
    provider.queue(
        Reply.raw(
            json.dumps(
                {
                    "model": "main",
                    "choices": [
                        {
                            "message": {
                                "role": "assistant",
                                "content": None,
                                "reasoning_content": "...",
                            },
                            "finish_reason": "length",
                        }
                    ],
                }
            )
        )
    )
    completion = await client.complete(HELLO)
    # Safe to store and resend: no null content, no provider-specific keys.
    assert completion.message == {"role": "assistant", "content": ""}
    assert completion.finish_reason == "length"
    assert completion.usage is None


def test_usage_accumulates() -> None:
    assert Usage() + Usage(10, 2, 12) + None + Usage(5, 1, 6) == Usage(15, 3, 18)
    assert Usage(1, 2, 3) + Usage(10, 20, 30) == Usage(11, 22, 33)
    assert Usage(1, 2, 3) + None == Usage(1, 2, 3)


# ------------------------------------------------------------------------ retries


async def test_retries_429_and_500_then_succeeds(
    provider: FakeProvider,
    client: ChatClient,
    sleeps: Sleeps,
    caplog: pytest.LogCaptureFixture,
) -> None:
    provider.queue(
        Reply.error(429, "Rate limit reached", code="rate_limit_exceeded"),
        Reply.error(500, "internal error"),
        Reply.text("ok"),
    )

    with caplog.at_level(logging.WARNING, logger="mnemo.client"):
        completion = await client.complete(HELLO)

    assert completion.content == "ok"
    assert provider.received == 3
    # Full jitter: attempt k waits uniformly in [0, base * 2**(k-1)].
    assert len(sleeps.delays) == 2
    assert 0 <= sleeps.delays[0] <= 0.5
    assert 0 <= sleeps.delays[1] <= 1.0
    retries = [r for r in caplog.records if r.name == "mnemo.client"]
    assert len(retries) == 2
    assert "RateLimited (status 429)" in retries[0].getMessage()
    assert "ServerError (status 500)" in retries[1].getMessage()


async def test_backoff_grows_exponentially_up_to_the_cap(
    provider: FakeProvider, sleeps: Sleeps, upper_jitter: None
) -> None:
    provider.queue(*[Reply.error(503, "overloaded")] * 5, Reply.text("ok"))
    async with ChatClient(
        base_url=provider.base_url,
        api_key=KEY,
        model="m",
        max_attempts=6,
        backoff_base=1.0,
        backoff_max=3.0,
        sleep=sleeps,
    ) as client:
        await client.complete(HELLO)

    assert sleeps.delays == [1.0, 2.0, 3.0, 3.0, 3.0]


@pytest.mark.parametrize(
    ("headers", "expected"),
    [
        ({"Retry-After": "2"}, 2.0),
        ({"Retry-After": "100"}, 8.0),  # capped at backoff_max
        ({"retry-after-ms": "1500"}, 1.5),
    ],
)
async def test_retry_after_is_honoured(
    provider: FakeProvider,
    client: ChatClient,
    sleeps: Sleeps,
    headers: dict[str, str],
    expected: float,
) -> None:
    provider.queue(Reply.error(429, "slow down", headers=headers), Reply.text("ok"))

    await client.complete(HELLO)

    assert sleeps.delays == [expected]


async def test_retryable_errors_exhausted_raise_the_last(
    provider: FakeProvider, client: ChatClient, sleeps: Sleeps
) -> None:
    provider.queue(*[Reply.error(502, "bad gateway")] * 3)

    with pytest.raises(ServerError) as caught:
        await client.complete(HELLO)

    assert caught.value.status == 502
    assert isinstance(caught.value, Unavailable) and caught.value.retryable
    assert str(caught.value) == "ServerError HTTP 502 model=main: bad gateway"
    assert provider.received == 3
    assert len(sleeps.delays) == 2


async def test_wrong_key_is_auth_and_not_retried(provider: FakeProvider, sleeps: Sleeps) -> None:
    async with ChatClient(
        base_url=provider.base_url,
        api_key="sk-wrong-key-999999",
        model="m",
        fallback_model="backup",
        sleep=sleeps,
    ) as client:
        with pytest.raises(AuthError) as caught:
            await client.complete(HELLO)

    assert (type(caught.value), caught.value.status) == (AuthError, 401)
    assert not caught.value.retryable
    assert provider.received == 1  # neither retried nor sent to the fallback model
    assert sleeps.delays == []


@pytest.mark.parametrize(
    ("status", "cls"),
    [(400, BadRequest), (403, AuthError), (402, NoBalance), (404, ModelNotFound),
     (422, BadRequest)],
)
async def test_client_errors_are_not_retried(
    provider: FakeProvider, client: ChatClient, sleeps: Sleeps, status: int,
    cls: type[ProviderError],
) -> None:
    provider.queue(Reply.error(status, "nope"))

    with pytest.raises(ProviderError) as caught:
        await client.complete(HELLO)

    assert (type(caught.value), caught.value.status) == (cls, status)
    assert provider.received == 1
    assert sleeps.delays == []


# ------------------------------------------------------------------------ context length


async def test_over_context_is_context_length(provider: FakeProvider, client: ChatClient) -> None:
    provider.max_context = 50

    with pytest.raises(ContextLengthError) as caught:
        await client.complete([{"role": "user", "content": "很长的消息" * 100}])

    assert caught.value.status == 400
    assert provider.received == 1
    assert "maximum context length is 50 tokens" in str(caught.value)


@pytest.mark.parametrize(
    ("message", "code"),
    [
        ("Request too large", "context_length_exceeded"),
        (
            "This model's maximum context length is 65536 tokens. However, you requested "
            "70000 tokens",
            None,
        ),
        ("prompt is too long: 210000 tokens > 200000 maximum", None),
        ("Input is too long for requested model.", None),
        ("Range of input length should be [1, 30720]", "InvalidParameter"),
        ("输入长度超出模型上下文限制", None),
        ("The input exceeds the context window of this model", None),
    ],
)
async def test_context_length_wordings(
    provider: FakeProvider, client: ChatClient, message: str, code: str | None
) -> None:
    provider.queue(Reply.error(400, message, code=code))

    with pytest.raises(ContextLengthError):
        await client.complete(HELLO)


async def test_context_length_in_a_200_error_body(
    provider: FakeProvider, client: ChatClient
) -> None:
    provider.queue(Reply.raw(json.dumps({"error": {"message": "maximum context length exceeded"}})))
    with pytest.raises(ContextLengthError):
        await client.complete(HELLO)


# ------------------------------------------------------------------------ fallback


async def test_fallback_model_after_primary_exhausted(
    provider: FakeProvider, sleeps: Sleeps
) -> None:
    async def primary_down(request: ChatRequest) -> Reply:
        if request.model == "main":
            return Reply.error(503, "The engine is currently overloaded")
        return Reply.text(f"answered by {request.model}")

    provider.handler = primary_down
    async with ChatClient(
        base_url=provider.base_url, api_key=KEY, model="main", fallback_model="backup", sleep=sleeps
    ) as client:
        completion = await client.complete(HELLO)

    assert completion.content == "answered by backup"
    assert completion.model == "backup"
    assert [r.model for r in provider.requests] == ["main", "main", "main", "backup"]
    assert len(sleeps.delays) == 2  # between the primary's attempts only


async def test_fallback_after_model_not_found(sleeps: Sleeps) -> None:
    async with FakeProvider(api_key=KEY, models={"backup"}) as provider:
        async with ChatClient(
            base_url=provider.base_url,
            api_key=KEY,
            model="typo-model",
            fallback_model="backup",
            sleep=sleeps,
        ) as client:
            completion = await client.complete(HELLO)

    assert completion.model == "backup"
    assert [r.status for r in provider.rejections] == [404]
    assert sleeps.delays == []


async def test_fallback_failing_too_raises_its_error(
    provider: FakeProvider, sleeps: Sleeps
) -> None:
    async def all_down(request: ChatRequest) -> Reply:
        return Reply.error(500 if request.model == "main" else 429, "down")

    provider.handler = all_down
    async with ChatClient(
        base_url=provider.base_url, api_key=KEY, model="main", fallback_model="backup", sleep=sleeps
    ) as client:
        with pytest.raises(RateLimited) as caught:
            await client.complete(HELLO)

    assert caught.value.model == "backup"
    assert provider.received == 6


async def test_no_fallback_on_context_length(provider: FakeProvider, sleeps: Sleeps) -> None:
    provider.max_context = 5
    async with ChatClient(
        base_url=provider.base_url, api_key=KEY, model="main", fallback_model="backup", sleep=sleeps
    ) as client:
        with pytest.raises(ContextLengthError):
            await client.complete(HELLO)
    assert provider.received == 1


# ------------------------------------------------------------------------ network


async def test_network_error_retried_then_network(sleeps: Sleeps) -> None:
    # Nothing listens on this port: every attempt is refused.
    async with ChatClient(
        base_url=f"http://127.0.0.1:{free_port()}/v1", api_key=KEY, model="main", sleep=sleeps
    ) as client:
        with pytest.raises(ConnectionFailed) as caught:
            await client.complete(HELLO)

    assert caught.value.status is None
    assert len(sleeps.delays) == 2  # three attempts


class RawProvider:
    """A provider on a bare socket, for what the fake's HTTP server cannot do: close the
    first `drop` connections once their request arrived (a proxy restarting), or play an
    HTTP proxy (it sees the request line the client sends). Answers with one completion."""

    ANSWER = json.dumps({
        "model": "main",
        "choices": [{"message": {"role": "assistant", "content": "ok"}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 3, "completion_tokens": 1, "total_tokens": 4},
    }).encode()

    def __init__(self, drop: int = 0) -> None:
        self.drop = drop
        self.connections = 0
        self.heads: list[bytes] = []
        self.bodies: list[bytes] = []
        self._listener: asyncio.Server | None = None

    @property
    def url(self) -> str:
        assert self._listener is not None
        return f"http://127.0.0.1:{self._listener.sockets[0].getsockname()[1]}"

    async def __aenter__(self) -> RawProvider:
        self._listener = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        assert self._listener is not None
        self._listener.close()
        await self._listener.wait_closed()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                length = re.search(rb"(?i)content-length: *(\d+)", head)
                self.bodies.append(await reader.readexactly(int(length.group(1)) if length else 0))
                self.heads.append(head)
                if self.connections <= self.drop:
                    return
                writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                             b"Content-Length: %d\r\n\r\n%s" % (len(self.ANSWER), self.ANSWER))
                await writer.drain()
        except asyncio.IncompleteReadError:
            pass  # the client closed its keep-alive connection
        finally:
            writer.close()


async def test_dropped_connection_is_retried_then_succeeds(sleeps: Sleeps) -> None:
    async with RawProvider(drop=1) as server:
        async with ChatClient(
            base_url=f"{server.url}/v1", api_key=KEY, model="main", sleep=sleeps
        ) as client:
            completion = await client.complete(HELLO)

    assert completion.content == "ok"
    assert completion.usage == Usage(3, 1, 4)
    assert server.connections == 2
    assert len(server.bodies) == 2
    assert server.bodies[0] == server.bodies[1]  # the same request, sent again
    assert len(sleeps.delays) == 1


PROXY_VARIABLES = ("http_proxy", "https_proxy", "all_proxy", "no_proxy")


@pytest.fixture
def clean_proxy_env(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for name in PROXY_VARIABLES:
        monkeypatch.delenv(name, raising=False)
        monkeypatch.delenv(name.upper(), raising=False)
    return monkeypatch


async def test_the_proxy_named_by_the_environment_is_used(
    clean_proxy_env: pytest.MonkeyPatch, sleeps: Sleeps
) -> None:
    async with RawProvider() as proxy:
        # The proxy's credentials ride in its URL, as HTTP_PROXY is usually written.
        clean_proxy_env.setenv("HTTP_PROXY", proxy.url.replace("//", "//mnemo:p%40ss@"))
        async with ChatClient(base_url="http://provider.invalid/v1", api_key=KEY,
                              model="main", sleep=sleeps) as client:
            completion = await client.complete(HELLO)

    assert completion.content == "ok"
    [head] = proxy.heads
    # A proxy gets the absolute URL of the provider in the request line.
    assert head.startswith(b"POST http://provider.invalid/v1/chat/completions HTTP/1.1\r\n")
    assert f"\r\nAuthorization: Bearer {KEY}\r\n".encode() in head
    credentials = base64.b64encode(b"mnemo:p@ss").decode()
    assert f"\r\nProxy-Authorization: Basic {credentials}\r\n".encode() in head


async def test_an_https_provider_is_tunnelled_through_the_proxy(
    clean_proxy_env: pytest.MonkeyPatch, sleeps: Sleeps
) -> None:
    async with RawProvider(drop=10) as proxy:  # this proxy refuses to tunnel
        clean_proxy_env.setenv("HTTPS_PROXY", proxy.url.replace("//", "//mnemo:p%40ss@"))
        async with ChatClient(base_url="https://provider.invalid/v1", api_key=KEY,
                              model="main", max_attempts=1, sleep=sleeps) as client:
            with pytest.raises(ConnectionFailed):
                await client.complete(HELLO)

    [head] = proxy.heads
    assert head.startswith(b"CONNECT provider.invalid:443 HTTP/1.1\r\n")
    credentials = base64.b64encode(b"mnemo:p@ss").decode()
    assert f"\r\nProxy-Authorization: Basic {credentials}\r\n".encode() in head
    # The key only ever travels inside the tunnel.
    assert KEY.encode() not in head


async def test_no_proxy_sends_the_provider_s_host_direct(
    clean_proxy_env: pytest.MonkeyPatch, provider: FakeProvider, sleeps: Sleeps
) -> None:
    clean_proxy_env.setenv("HTTP_PROXY", f"http://127.0.0.1:{free_port()}")  # refuses all
    clean_proxy_env.setenv("NO_PROXY", "localhost,127.0.0.1")
    async with ChatClient(base_url=provider.base_url, api_key=KEY, model="main",
                          sleep=sleeps) as client:
        completion = await client.complete(HELLO)

    assert completion.content == "收到：你好"
    assert provider.received == 1


async def test_timeout_retried_then_timeout(provider: FakeProvider, sleeps: Sleeps) -> None:
    # The gate is never released, so the client's own timeout is the only way out.
    gate = asyncio.Event()
    provider.handler = lambda request: _held(gate)
    async with ChatClient(
        base_url=provider.base_url, api_key=KEY, model="m", timeout=0.2, sleep=sleeps
    ) as client:
        with pytest.raises(TimedOut):
            await client.complete(HELLO)

    assert provider.received == 3
    assert len(sleeps.delays) == 2


async def _held(gate: asyncio.Event) -> Reply:
    return Reply.text("too late", wait=gate)


async def test_cancellation_is_not_retried(
    provider: FakeProvider, client: ChatClient, sleeps: Sleeps
) -> None:
    provider.queue(Reply.text("never", wait=asyncio.Event()))
    task = asyncio.create_task(client.complete(HELLO))
    await provider.wait_requests(1)

    task.cancel()

    with pytest.raises(asyncio.CancelledError):
        await task
    assert provider.received == 1
    assert sleeps.delays == []


@pytest.mark.parametrize(
    "body", ["<html>502 Bad Gateway</html>", json.dumps({"choices": []}), json.dumps([1])]
)
async def test_unusable_body_is_bad_response(
    provider: FakeProvider, client: ChatClient, sleeps: Sleeps, body: str
) -> None:
    provider.queue(Reply.raw(body))

    with pytest.raises(BadResponse):
        await client.complete(HELLO)

    assert provider.received == 1


# ------------------------------------------------------------------------ key hygiene


@pytest.mark.parametrize("key", [None, ""])
async def test_no_api_key_makes_no_request(provider: FakeProvider, key: str | None) -> None:
    async with ChatClient(base_url=provider.base_url, api_key=key, model="m") as client:
        with pytest.raises(NotConfigured):
            await client.complete(HELLO)

    assert provider.received == 0


async def test_api_key_never_leaks(
    provider: FakeProvider, sleeps: Sleeps, caplog: pytest.LogCaptureFixture
) -> None:
    # A careless provider that echoes the whole Authorization header in its errors.
    async def echo_key(request: ChatRequest) -> Reply:
        header = request.headers["authorization"]
        if request.model == "backup":
            return Reply.error(401, f"bad key {header}")
        return Reply.raw(f"upstream rejected {header}", status=500, headers={"x": "y"})

    provider.handler = echo_key
    with caplog.at_level(logging.DEBUG):
        async with ChatClient(base_url=provider.base_url, api_key=KEY, model="main",
                              fallback_model="backup", sleep=sleeps) as client:
            with pytest.raises(AuthError) as caught:
                await client.complete(HELLO)

    error = caught.value
    assert [r.model for r in provider.requests] == ["main"] * 3 + ["backup"]
    for text in (str(error), repr(error), error.detail, caplog.text):
        assert KEY not in text
    assert "***" in error.detail
    assert len(error.detail) <= 200


async def test_key_not_in_errors_from_the_fake(
    provider: FakeProvider, caplog: pytest.LogCaptureFixture
) -> None:
    secret = "sk-a-wrong-but-secret-key-42"
    with caplog.at_level(logging.DEBUG):
        async with ChatClient(base_url=provider.base_url, api_key=secret, model="m") as client:
            with pytest.raises(AuthError) as caught:
                await client.complete(HELLO)
    for text in (str(caught.value), repr(caught.value), caplog.text):
        assert secret not in text


def test_completion_helpers() -> None:
    completion = Completion({"role": "assistant", "content": None}, None, "m", None)
    assert completion.content == ""
