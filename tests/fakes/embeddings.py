"""A fake OpenAI-compatible `/embeddings` service, served over real HTTP.

Its "semantics" are deterministic: one dimension per concept (drinks, meetings, pets)
and a constant last one, so that "饮料" finds "手冲咖啡" only through the vectors. It
records each request with its Authorization header; `down` makes it answer 503. Like
the real ones it refuses a whole call with a 400 over one input: one longer than
`max_chars`, or one holding a word of `refuse` (as a content inspection does). It
answers numbers whatever `encoding_format` asks, as services do that ignore it (OpenAI's
base64 is played by tests/unit/test_memory.py's fake).

    async with FakeEmbeddings() as service:
        client = EmbeddingClient(service.url, "sk-test", "fake-embed")
        ...
        assert service.requests[0]["auth"] == "Bearer sk-test"
"""

from __future__ import annotations

import asyncio
import socket
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

CONCEPTS = [
    ("咖啡", "饮料", "茶", "喝", "coffee"),
    ("开会", "会议", "工作", "加班"),
    ("猫", "狗", "宠物"),
]


def concept_vector(text: str) -> list[float]:
    return [float(sum(text.count(w) for w in words)) for words in CONCEPTS] + [0.1]


class FakeEmbeddings:
    # As strict as the strictest provider we know of: DashScope's text-embedding-v3/v4
    # answer 400 to more than 10 inputs in one call.
    MAX_INPUTS = 10
    # An input's limit; real models count tokens (8,192 for OpenAI's and DashScope's),
    # which for Chinese text is about a character each.
    MAX_CHARS = 8192

    def __init__(self, max_inputs: int = MAX_INPUTS, max_chars: int = MAX_CHARS) -> None:
        self.max_inputs = max_inputs
        self.max_chars = max_chars
        self.refuse: set[str] = set()
        self.requests: list[dict[str, Any]] = []
        self.down = False
        self.port = 0
        self._server: uvicorn.Server | None = None
        self._task: asyncio.Task[None] | None = None
        self._sock: socket.socket | None = None
        self.app = Starlette(routes=[Route("/v1/embeddings", self._embed, methods=["POST"])])

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    async def _embed(self, request: Request) -> JSONResponse:
        body = await request.json()
        self.requests.append({"auth": request.headers.get("authorization"), **body})
        if self.down:
            return JSONResponse({"error": {"message": "overloaded"}}, status_code=503)
        inputs = body["input"] if isinstance(body["input"], list) else [body["input"]]
        if len(inputs) > self.max_inputs:
            return JSONResponse({"error": {"message": f"batch size is invalid, it should "
                                           f"not be larger than {self.max_inputs}"}},
                                status_code=400)
        for text in inputs:
            if len(text) > self.max_chars:
                return JSONResponse({"error": {
                    "message": f"Range of input length should be [1, {self.max_chars}]",
                    "type": "invalid_request_error", "code": "invalid_parameter_error"}},
                    status_code=400)
            if any(word in text for word in self.refuse):
                return JSONResponse({"error": {
                    "message": "Input data may contain inappropriate content.",
                    "type": "data_inspection_failed", "code": "data_inspection_failed"}},
                    status_code=400)
        data = [{"object": "embedding", "index": i, "embedding": concept_vector(text)}
                for i, text in enumerate(inputs)]
        return JSONResponse({"object": "list", "data": data, "model": body["model"]})

    async def start(self) -> None:
        # Bound and listening before the server task runs: the port is known at once.
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        sock.bind(("127.0.0.1", 0))
        sock.listen(16)
        self._sock = sock
        self.port = sock.getsockname()[1]
        self._server = uvicorn.Server(uvicorn.Config(
            self.app, lifespan="off", log_level="warning", access_log=False,
            timeout_graceful_shutdown=1))
        self._task = asyncio.create_task(self._server.serve(sockets=[sock]))

    async def stop(self) -> None:
        if self._server is not None and self._task is not None:
            self._server.should_exit = True
            await self._task
        if self._sock is not None:
            self._sock.close()

    async def __aenter__(self) -> FakeEmbeddings:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()
