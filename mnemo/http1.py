"""POSTs over kept-alive HTTP/1.1 connections to one origin, with as little Python as can be.

A model call is the bot's most frequent outgoing request, and a general client's own
bookkeeping (aiohttp's request and response objects, its connector, its timers and
payload writers) cost more CPU per call than everything else the engine does for a turn.
What a provider needs is narrower: a POST of a body already in memory, a whole reply read
back, on a connection kept for the next call. The response is parsed by llhttp (through
`httptools`, which uvicorn installs too): content-length, chunked and close-delimited
bodies, informational answers skipped. Only `Endpoint` (mnemo/endpoint.py) uses this.

A reused connection that the server had closed while it was idle fails before a byte of
the answer arrives; such a request is sent again once, on a new connection, as every
HTTP client does: the server never read it.
"""

from __future__ import annotations

import asyncio
import ssl
import zlib
from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import httptools
from multidict import CIMultiDict, CIMultiDictProxy

from .errors import MnemoError


class TransportError(MnemoError):
    """No answer from the server: the connection could not be made, broke, or carried
    something that is not HTTP. `str()` names what happened, never the request."""


class TransportTimeout(TransportError):
    """Connecting, or waiting for the next bytes of an answer, took longer than allowed."""


@dataclass(frozen=True, slots=True)
class Reply:
    status: int
    headers: Mapping[str, str]
    body: bytes
    reason: str | None

    def text(self) -> str:
        return self.body.decode("utf-8", errors="replace")


class _Connection(asyncio.Protocol):
    """One connection, one request at a time; the answer as `httptools` parses it."""

    def __init__(self, pool: Origin) -> None:
        self._pool = pool
        self._parser = httptools.HttpResponseParser(self)
        self.transport: asyncio.Transport | None = None
        self._answer: asyncio.Future[Reply] | None = None
        self._status = 0
        self._reason: bytes = b""
        self._headers: list[tuple[str, str]] = []
        self._body: list[bytes] = []
        self._headers_done = False
        self.received = False  # any byte of the current answer
        self.closed = False
        self.idle_since = 0.0
        self._last_data = 0.0
        self._timer: asyncio.TimerHandle | None = None

    # -- asyncio ----------------------------------------------------------------------

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def data_received(self, data: bytes) -> None:
        self.received = True
        self._last_data = self._pool.loop.time()
        try:
            self._parser.feed_data(data)
        except httptools.HttpParserError as exc:
            self._fail(TransportError(f"not an HTTP answer: {exc}"))
            self.close()

    def eof_received(self) -> bool:
        return False  # close our side too

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = True
        self._pool.forget(self)
        if self._answer is None or self._answer.done():
            return
        # An answer without a length ends where the connection does.
        if self._headers_done and not self._chunked_or_sized():
            self._finish()
            return
        what = f"{type(exc).__name__}: {exc}" if exc else "the server closed the connection"
        self._fail(TransportError(what))

    # -- httptools --------------------------------------------------------------------

    def on_message_begin(self) -> None:
        self._headers = []
        self._body = []
        self._headers_done = False

    def on_status(self, status: bytes) -> None:
        self._reason = status

    def on_header(self, name: bytes, value: bytes) -> None:
        self._headers.append((name.decode("latin-1"), value.decode("latin-1")))

    def on_headers_complete(self) -> None:
        self._status = self._parser.get_status_code()
        self._headers_done = True

    def on_body(self, body: bytes) -> None:
        self._body.append(body)

    def on_message_complete(self) -> None:
        if 100 <= self._status < 200:
            return  # "100 Continue" and its kind: the answer follows
        self._finish()

    # -- ours -------------------------------------------------------------------------

    def _chunked_or_sized(self) -> bool:
        names = {name.lower() for name, _ in self._headers}
        return "content-length" in names or "transfer-encoding" in names

    def _finish(self) -> None:
        answer = self._answer
        if answer is None or answer.done():
            return
        headers = CIMultiDictProxy(CIMultiDict(self._headers))
        body = b"".join(self._body)
        encoding = headers.get("Content-Encoding", "").lower()
        if encoding in ("gzip", "deflate"):
            try:
                body = _decompressed(body, encoding)
            except zlib.error as exc:
                answer.set_exception(TransportError(f"undecodable {encoding} body: {exc}"))
                return
        keep = self._parser.should_keep_alive() and not self.closed
        answer.set_result(Reply(self._status, headers, body,
                                self._reason.decode("latin-1") or None))
        if not keep:
            self.close()

    def _fail(self, error: TransportError) -> None:
        if self._answer is not None and not self._answer.done():
            self._answer.set_exception(error)

    def _check_time(self) -> None:
        self._timer = None
        if self._answer is None or self._answer.done():
            return
        loop = self._pool.loop
        waited = loop.time() - self._last_data
        if waited >= self._pool.read_timeout:
            self._fail(TransportTimeout(f"no data for {self._pool.read_timeout:g} s"))
            self.close()
        else:
            self._timer = loop.call_later(self._pool.read_timeout - waited, self._check_time)

    async def request(self, head: bytes, body: Sequence[bytes]) -> Reply:
        """Send one request and wait for its whole answer."""
        loop = self._pool.loop
        self._answer = loop.create_future()
        self.received = False
        self._last_data = loop.time()
        self._timer = loop.call_later(self._pool.read_timeout, self._check_time)
        transport = self.transport
        assert transport is not None
        try:
            transport.write(head)
            transport.writelines(body)
            return await self._answer
        finally:
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None
            self._answer = None

    def close(self) -> None:
        self.closed = True
        if self.transport is not None:
            self.transport.close()


class Origin:
    """Kept-alive connections to one scheme://host:port, at most `limit` in use at once."""

    def __init__(self, *, host: str, port: int, ssl_context: ssl.SSLContext | None,
                 connect_timeout: float, read_timeout: float, limit: int,
                 keepalive: float = 30.0) -> None:
        self.host = host
        self.port = port
        self._ssl = ssl_context
        self.connect_timeout = connect_timeout
        self.read_timeout = read_timeout
        self.keepalive = keepalive
        self._idle: deque[_Connection] = deque()
        self._slots = asyncio.Semaphore(limit)
        self._open: set[_Connection] = set()
        self._loop: asyncio.AbstractEventLoop | None = None

    @property
    def loop(self) -> asyncio.AbstractEventLoop:
        if self._loop is None:
            self._loop = asyncio.get_running_loop()
        return self._loop

    async def post(self, head: bytes, body: Sequence[bytes]) -> Reply:
        """`head` is the request line and headers, blank line included; `body` the
        pieces of the body, written as they are."""
        async with self._slots:
            connection = self._take()
            if connection is not None:
                try:
                    return await self._exchange(connection, head, body)
                except TransportError as exc:
                    if connection.received or isinstance(exc, TransportTimeout):
                        raise
                    # Closed by the server while idle: it never read this request.
            return await self._exchange(await self._connect(), head, body)

    async def _exchange(self, connection: _Connection, head: bytes, body: Sequence[bytes]
                        ) -> Reply:
        done = False
        try:
            reply = await connection.request(head, body)
            done = True
            return reply
        finally:
            if done and not connection.closed:
                connection.idle_since = self.loop.time()
                self._idle.append(connection)
            elif not done:
                # Failed or cancelled mid-answer: what is left on the wire belongs to
                # no one, the connection cannot carry another request.
                connection.close()

    def _take(self) -> _Connection | None:
        now = self.loop.time()
        while self._idle:
            connection = self._idle.pop()
            if not connection.closed and now - connection.idle_since < self.keepalive:
                return connection
            connection.close()
        return None

    async def _connect(self) -> _Connection:
        loop = self.loop
        try:
            _, connection = await asyncio.wait_for(loop.create_connection(
                lambda: _Connection(self), self.host, self.port, ssl=self._ssl,
                server_hostname=self.host if self._ssl else None), self.connect_timeout)
        except asyncio.TimeoutError:
            raise TransportTimeout(
                f"connecting to {self.host}:{self.port} took over "
                f"{self.connect_timeout:g} s") from None
        except (OSError, ssl.SSLError) as exc:
            raise TransportError(f"{type(exc).__name__}: {exc}") from None
        self._open.add(connection)
        return connection

    def forget(self, connection: _Connection) -> None:
        self._open.discard(connection)

    async def aclose(self) -> None:
        self._idle.clear()
        for connection in list(self._open):
            connection.close()
        self._open.clear()


def _decompressed(body: bytes, encoding: str) -> bytes:
    # 32 + 15: a zlib or a gzip header, whichever it has; "deflate" is also sent raw,
    # without a header, by some servers.
    try:
        return zlib.decompress(body, 47)
    except zlib.error:
        if encoding != "deflate":
            raise
        return zlib.decompress(body, -zlib.MAX_WBITS)


def request_head(path: str, host_header: str, headers: Mapping[str, str],
                 length: int) -> bytes:
    """A POST's request line and headers. Refuses a header that would split the request."""
    lines = [f"POST {path} HTTP/1.1", f"Host: {host_header}"]
    for name, value in headers.items():
        if "\r" in value or "\n" in value or "\r" in name or "\n" in name or ":" in name:
            raise TransportError(f"header {name!r} holds a line break")
        lines.append(f"{name}: {value}")
    lines.append(f"Content-Length: {length}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode()
