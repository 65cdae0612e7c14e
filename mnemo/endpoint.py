"""One keep-alive HTTP endpoint of a model provider (chat completions, embeddings).

aiohttp rather than httpx because the bot pays the client's own cost on every model call:
a POST costs several times less CPU through aiohttp, and the gap widens with requests in
flight, where httpcore's pool bookkeeping grows with the number of waiters
(bench/http_client.py prints both). The image downloader stays on httpx: one call per
image, small against the download.

Proxies come from the environment (HTTP(S)_PROXY, ALL_PROXY, NO_PROXY), read once:
aiohttp's own `trust_env` reads the environment and ~/.netrc again in a worker thread on
every request, a cost paid on every reply. Certificates come from certifi, or
from SSL_CERT_FILE / SSL_CERT_DIR when set. Errors are aiohttp's (`aiohttp.ClientError`)
and `asyncio.TimeoutError`; each client turns them into its own.
"""

from __future__ import annotations

import os
import ssl
import urllib.parse
import urllib.request
from collections.abc import Mapping
from dataclasses import dataclass

import aiohttp
import certifi
from yarl import URL

USER_AGENT = "mnemo/0.1"


@dataclass(frozen=True, slots=True)
class Reply:
    status: int
    headers: Mapping[str, str]
    body: bytes
    reason: str | None

    def text(self) -> str:
        return self.body.decode("utf-8", errors="replace")


class Endpoint:
    """POSTs JSON to one URL over one `aiohttp.ClientSession`, kept for its whole life.

    Safe to build outside the event loop (the bot builds its clients in a thread): loading
    the CA bundle (slow, pure I/O) happens here, the session is opened on first use, in the loop.
    """

    def __init__(self, url: str, *, timeout: float, max_connections: int = 100) -> None:
        self.url = url
        self._ssl = _ssl_context() if url.startswith("https://") else None
        # Like httpx's timeouts: connecting is bounded, and so is each wait for data.
        self._timeout = aiohttp.ClientTimeout(
            total=None, sock_connect=min(timeout, 10.0), sock_read=timeout
        )
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

    def _open(self) -> aiohttp.ClientSession:
        if self._session is None or self._session.closed:
            self._session = aiohttp.ClientSession(
                # Providers keep idle connections for about a minute; reconnecting
                # between chat turns would cost a TLS handshake each time.
                connector=aiohttp.TCPConnector(
                    limit=self._max_connections, keepalive_timeout=30.0, ssl=self._ssl or True
                ),
                timeout=self._timeout,
                headers={"User-Agent": USER_AGENT},
            )
        return self._session

    async def post(self, body: bytes, headers: Mapping[str, str]) -> Reply:
        """The whole reply, whatever its status. Raises aiohttp.ClientError or TimeoutError."""
        async with self._open().post(
            self.url, data=body, headers={**self._headers, **headers},
            proxy=self._proxy, proxy_headers=self._proxy_headers,
        ) as reply:
            return Reply(reply.status, reply.headers, await reply.read(), reply.reason)

    async def aclose(self) -> None:
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
