"""Client of an OpenAI-compatible `/embeddings` endpoint.

Vectors are asked for in base64 (`encoding_format`, as OpenAI's own SDKs ask): a batch
of 384-number vectors as JSON text costs the event loop a millisecond or more to parse,
as base64 of float32 a few microseconds. A service that answers with numbers anyway is
read as before; one that refuses the parameter is asked again without it, and from then
on never with it.
"""

from __future__ import annotations

import base64
import json
import logging
import math
import sys
from array import array
from collections.abc import Sequence
from typing import Any

from ..client import Usage, UsageHook, encode
from ..endpoint import Endpoint, TransportError
from ..errors import MnemoError

log = logging.getLogger(__name__)


# Inputs per call. Some providers refuse more: DashScope's text-embedding-v3 and v4 take
# 10, its v2 25; OpenAI takes 2,048.
MAX_INPUTS = 10


# Statuses that refuse what was sent rather than fail: a content inspection, an input
# over the model's length limit, a malformed one. The same call fails again however
# often it is retried; 401, 403, 404, 429 and 5xx are about the service or the account.
REFUSING = frozenset({400, 413, 422})


class EmbeddingError(MnemoError):
    """The embedding service failed. The message never contains the API key."""


class EmbeddingRefused(EmbeddingError):
    """The service refused the inputs (see `REFUSING`): the same texts fail every time,
    other texts may not. `detail` is the service's own reason, without the API key."""

    def __init__(self, message: str, status: int, detail: str) -> None:
        super().__init__(message)
        self.status = status
        self.detail = detail


class EmbeddingClient:
    """Embeds texts over one shared keep-alive endpoint; close with `aclose`.

    Asymmetric models want an instruction before each text, one for what is searched for
    and one for what is stored (e5: "query: " and "passage: "). The API has no field for
    it, so the client writes it in front of the text itself.
    """

    def __init__(self, base_url: str, api_key: str | None, model: str, timeout: float = 10.0,
                 *, query_prefix: str = "", document_prefix: str = "",
                 max_inputs: int = MAX_INPUTS) -> None:
        self.model = model
        self.max_inputs = max(1, max_inputs)
        self.query_prefix = query_prefix
        self.document_prefix = document_prefix
        self.url = base_url.rstrip("/") + "/embeddings"
        self._api_key = api_key or ""
        self._headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        # A query is embedded per memory search: with auto-inject, one per addressed message.
        self._endpoint = Endpoint(self.url, timeout=timeout, max_connections=8)
        self.on_usage: UsageHook | None = None
        # Whether the service answers base64: not known until it has answered once.
        self.base64: bool | None = None

    async def embed(self, texts: Sequence[str], *, query: bool = False) -> list[list[float]]:
        """One vector per text, in order. Raises EmbeddingError on any failure.

        `query`: the texts are what is searched for, not what is stored; they get the
        query prefix instead of the document prefix.
        """
        if not texts:
            return []
        prefix = self.query_prefix if query else self.document_prefix
        inputs = [prefix + t for t in texts]
        vectors: list[list[float]] = []
        # One call after another: a provider with a rate limit counts calls too.
        for start in range(0, len(inputs), self.max_inputs):
            vectors += await self._call(inputs[start:start + self.max_inputs])
        return vectors

    async def _call(self, texts: list[str]) -> list[list[float]]:
        if self.base64 is False:
            return await self._request(texts, packed=False)
        try:
            return await self._request(texts, packed=True)
        except EmbeddingRefused:
            if self.base64:
                raise  # the service takes base64: what it refuses is the inputs
            # The refusal may be of the parameter, not of the inputs: once without it.
            vectors = await self._request(texts, packed=False)
            self.base64 = False
            log.info("the embeddings service at %s refuses base64 vectors; asking for "
                     "numbers from now on", self.url)
            return vectors

    async def _request(self, texts: list[str], *, packed: bool) -> list[list[float]]:
        request: dict[str, Any] = {"model": self.model, "input": texts}
        if packed:
            request["encoding_format"] = "base64"
        try:
            reply = await self._endpoint.post(encode(request), self._headers)
        except TransportError as exc:
            raise EmbeddingError(self._redact(str(exc))) from None
        if reply.status != 200:
            message = self._redact(f"HTTP {reply.status} from {self.url}: "
                                   f"{reply.text()[:200]}")
            if reply.status in REFUSING:
                raise EmbeddingRefused(message, reply.status,
                                       self._redact(_reason(reply.text())))
            raise EmbeddingError(message)
        try:
            body = json.loads(reply.body)
            vectors, as_base64 = self._vectors(body, len(texts))
        except (ValueError, KeyError, TypeError) as exc:
            raise EmbeddingError(
                self._redact(f"malformed response from {self.url}: {exc}")
            ) from None
        if packed:
            # Numbers back for a base64 request: the service ignores the parameter.
            self.base64 = as_base64
        self._report(body.get("usage"))
        return vectors

    def _report(self, raw: Any) -> None:
        if self.on_usage is None or not isinstance(raw, dict):
            return
        prompt = raw.get("prompt_tokens")
        if not isinstance(prompt, int) or isinstance(prompt, bool):
            return
        total = raw.get("total_tokens")
        total = total if isinstance(total, int) and not isinstance(total, bool) else prompt
        try:
            self.on_usage(self.model, Usage(prompt, 0, total))
        except Exception:  # accounting must never break a search
            log.exception("recording the usage of an embedding call failed")

    @staticmethod
    def _vectors(body: Any, expected: int) -> tuple[list[list[float]], bool]:
        """The vectors in input order, and whether they came as base64."""
        data = sorted(body["data"], key=lambda item: item.get("index", 0))
        vectors = [_vector(item["embedding"]) for item in data]
        if len(vectors) != expected:
            raise ValueError(f"{len(vectors)} vectors for {expected} inputs")
        # A sum is finite only if every part is (an infinity or a NaN carries through):
        # one pass in C, where a check per number cost each batch a millisecond.
        if any(not v or not math.isfinite(sum(v)) for v in vectors):
            raise ValueError("empty or non-finite vector")
        return vectors, any(isinstance(item["embedding"], str) for item in data)

    def _redact(self, message: str) -> str:
        # Providers sometimes echo the key in error bodies.
        return message.replace(self._api_key, "***") if self._api_key else message

    async def aclose(self) -> None:
        await self._endpoint.aclose()


def _vector(embedding: Any) -> list[float]:
    """One vector as numbers, or as base64 of little-endian float32 (OpenAI's form)."""
    if not isinstance(embedding, str):
        return list(map(float, embedding))
    raw = base64.b64decode(embedding, validate=True)
    if len(raw) % 4:
        raise ValueError("a base64 vector is not a whole number of float32s")
    values = array("f")
    values.frombytes(raw)
    if sys.byteorder == "big":
        values.byteswap()
    return values.tolist()


def _reason(body: str) -> str:
    """The service's reason in an error body (`{"error": {"message": ...}}` as OpenAI
    words it, `{"message": ...}` as some others do), else the body itself; cut short."""
    try:
        data = json.loads(body)
    except ValueError:
        data = None
    if isinstance(data, dict):
        inner = data.get("error")
        found = inner.get("message") if isinstance(inner, dict) else inner
        if not isinstance(found, str):
            found = data.get("message")
        if isinstance(found, str) and found.strip():
            return found.strip()[:200]
    return body.strip()[:200]


def embedding_client(
    base_url: str | None, api_key: str | None, model: str | None, timeout: float = 10.0, *,
    query_prefix: str = "", document_prefix: str = "", max_inputs: int = MAX_INPUTS,
) -> EmbeddingClient | None:
    """The client for the configured service, or None when embeddings are off."""
    if not base_url or not model:
        return None
    return EmbeddingClient(base_url, api_key, model, timeout, query_prefix=query_prefix,
                           document_prefix=document_prefix, max_inputs=max_inputs)
