"""Client of an OpenAI-compatible `/embeddings` endpoint."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import httpx


class EmbeddingError(Exception):
    """The embedding service failed. The message never contains the API key."""


class EmbeddingClient:
    """Embeds texts over one shared keep-alive connection pool; close with `aclose`."""

    def __init__(
        self,
        base_url: str,
        api_key: str | None,
        model: str,
        timeout: float = 10.0,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.model = model
        self.url = base_url.rstrip("/") + "/embeddings"
        self._api_key = api_key or ""
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._client = httpx.AsyncClient(
            headers=headers,
            timeout=timeout,
            transport=transport,
            limits=httpx.Limits(max_keepalive_connections=4, keepalive_expiry=60.0),
        )

    async def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One vector per text, in order. Raises EmbeddingError on any failure."""
        if not texts:
            return []
        try:
            resp = await self._client.post(
                self.url, json={"model": self.model, "input": list(texts)}
            )
        except httpx.HTTPError as exc:
            raise EmbeddingError(self._redact(f"{type(exc).__name__}: {exc}")) from None
        if resp.status_code != 200:
            raise EmbeddingError(
                self._redact(f"HTTP {resp.status_code} from {self.url}: {resp.text[:200]}")
            )
        try:
            return self._vectors(resp.json(), len(texts))
        except (ValueError, KeyError, TypeError) as exc:
            raise EmbeddingError(
                self._redact(f"malformed response from {self.url}: {exc}")
            ) from None

    @staticmethod
    def _vectors(body: Any, expected: int) -> list[list[float]]:
        data = sorted(body["data"], key=lambda item: item.get("index", 0))
        vectors = [[float(x) for x in item["embedding"]] for item in data]
        if len(vectors) != expected:
            raise ValueError(f"{len(vectors)} vectors for {expected} inputs")
        if any(not v or not all(math.isfinite(x) for x in v) for v in vectors):
            raise ValueError("empty or non-finite vector")
        return vectors

    def _redact(self, message: str) -> str:
        # Providers sometimes echo the key in error bodies.
        return message.replace(self._api_key, "***") if self._api_key else message

    async def aclose(self) -> None:
        await self._client.aclose()


def embedding_client(
    base_url: str | None, api_key: str | None, model: str | None, timeout: float = 10.0
) -> EmbeddingClient | None:
    """The client for the configured service, or None when embeddings are off."""
    if not base_url or not model:
        return None
    return EmbeddingClient(base_url, api_key, model, timeout)
