"""One keep-alive HTTP endpoint of a model provider (chat completions, embeddings).

The bot pays the client's own cost on every model call, so a direct connection goes
through mnemo/http1.py: a POST of a body already in memory over kept-alive HTTP/1.1,
several times less CPU than aiohttp's general machinery (and aiohttp's several times less
than httpx's: bench/http_client.py prints all three). Through a proxy the request goes
over aiohttp, which speaks to proxies (absolute URLs, CONNECT tunnels); the image
downloader stays on httpx: one call per image, small against the download.

Proxies come from the environment (HTTP(S)_PROXY, ALL_PROXY, NO_PROXY), read once:
aiohttp's own `trust_env` reads the environment and ~/.netrc again in a worker thread on
every request, a cost paid on every reply. Certificates come from certifi, or
from SSL_CERT_FILE / SSL_CERT_DIR when set. Every failure to get an answer is a
`TransportError` (a `TransportTimeout` when it took too long); each client turns it into
its own error.
"""

from __future__ import annotations

import asyncio
import os
import ssl
import urllib.parse
import urllib.request
from collections.abc import Mapping, Sequence

import aiohttp
import certifi
from yarl import URL

from .http1 import Origin, Reply, TransportError, TransportTimeout, request_head

__all__ = ["Endpoint", "Reply", "TransportError", "TransportTimeout"]

USER_AGENT = "mnemo/0.1"


class Endpoint:
    """POSTs JSON to one URL over connections kept for its whole life: directly through
    mnemo/http1.py, or through the environment's proxy over one `aiohttp.ClientSession`.

    Safe to build outside the event loop (the bot builds its clients in a thread): loading
    the CA bundle (slow, pure I/O) happens here, connections are opened on first use, in
    the loop.
    """

    def __init__(self, url: str, *, timeout: float, max_connections: int = 100) -> None:
        self.url = url
        self._ssl = _ssl_context() if url.startswith("https://") else None
        # Like httpx's timeouts: connecting is bounded, and so is each wait for data.
        self._connect_timeout = min(timeout, 10.0)
        self._timeout = timeout
        self._max_connections = max_connections
        self._proxy, credentials = _env_proxy(url)
        self._headers = {"Content-Type": "application/json", "Accept": "application/json"}
        self._proxy_headers = None
        if credentials and url.startswith("https://"):
            self._proxy_headers = credentials  # they go with the CONNECT
        elif credentials:
            # A plain-HTTP request is sent to the proxy itself: they go with it.
            self._headers.update(credentials)
        self._session: aiohttp.ClientSession | None = None
        self._origin: Origin | None = None
        if self._proxy is None:
            target = URL(url)
            host = target.raw_host or ""
            port = target.port or (443 if self._ssl else 80)
            shown = f"[{host}]" if ":" in host else host
            self._host = shown if target.is_default_port() else f"{shown}:{port}"
            self._path = target.raw_path_qs or "/"
            self._origin = Origin(host=host, port=port, ssl_context=self._ssl,
                                  connect_timeout=self._connect_timeout,
                                  read_timeout=timeout, limit=max_connections)
            # Providers compress large answers (embeddings) when asked, as aiohttp asks.
            self._headers = {"User-Agent": USER_AGENT, "Accept-Encoding": "gzip, deflate",
                             **self._headers}

    async def post(self, body: bytes | Sequence[bytes], headers: Mapping[str, str]) -> Reply:
        """The whole reply, whatever its status; `body` may come in pieces, written as
        they are. Raises TransportError (TransportTimeout)."""
        pieces = [body] if isinstance(body, bytes) else body
        if self._origin is not None:
            head = request_head(self._path, self._host, {**self._headers, **headers},
                                sum(len(p) for p in pieces))
            return await self._origin.post(head, pieces)
        body = b"".join(pieces)
        try:
            async with self._open().post(
                self.url, data=body, headers={**self._headers, **headers},
                proxy=self._proxy, proxy_headers=self._proxy_headers,
            ) as reply:
                return Reply(reply.status, reply.headers, await reply.read(), reply.reason)
        except asyncio.TimeoutError as exc:
            # aiohttp's read and connect timeouts are TimeoutErrors too (and ClientErrors).
            raise TransportTimeout(type(exc).__name__) from None
        except aiohttp.ClientError as exc:
            raise TransportError(f"{type(exc).__name__}: {exc}") from None

    def _open(self) -> aiohttp.ClientSession:
        if self._session is None or self._session.closed:
            self._session = aiohttp.ClientSession(
                # Providers keep idle connections for about a minute; reconnecting
                # between chat turns would cost a TLS handshake each time.
                connector=aiohttp.TCPConnector(
                    limit=self._max_connections, keepalive_timeout=30.0, ssl=self._ssl or True
                ),
                timeout=aiohttp.ClientTimeout(total=None, sock_connect=self._connect_timeout,
                                              sock_read=self._timeout),
                headers={"User-Agent": USER_AGENT},
            )
        return self._session

    async def aclose(self) -> None:
        if self._origin is not None:
            await self._origin.aclose()
        if self._session is not None:
            await self._session.close()
            self._session = None


def _env_proxy(url: str) -> tuple[URL | None, dict[str, str] | None]:
    """The proxy the environment names for `url` (HTTPS_PROXY, ALL_PROXY, NO_PROXY...),
    and the header with the credentials its URL carries (http://user:password@host)."""
    parts = urllib.parse.urlsplit(url)
    proxies = urllib.request.getproxies_environment()
    if urllib.request.proxy_bypass_environment(parts.hostname or "", proxies):
        return None, None
    named = proxies.get(parts.scheme) or proxies.get("all")
    if not named:
        return None, None
    proxy = URL(named)
    auth = aiohttp.BasicAuth.from_url(proxy)
    return proxy.with_user(None), ({"Proxy-Authorization": auth.encode()} if auth else None)


def _ssl_context() -> ssl.SSLContext:
    cafile, capath = os.environ.get("SSL_CERT_FILE"), os.environ.get("SSL_CERT_DIR")
    if cafile or capath:
        # A company proxy that re-signs TLS ships its own CA this way.
        return ssl.create_default_context(cafile=cafile or None, capath=capath or None)
    return ssl.create_default_context(cafile=certifi.where())
