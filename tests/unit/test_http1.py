"""The model call's HTTP/1.1 transport (mnemo/http1.py) against a server on a bare socket
that answers each request as a test scripts it: framings a provider or a proxy in front
of it may use, connections closed at every moment, answers that never come."""

from __future__ import annotations

import asyncio
import contextlib
import gzip
import re
import shutil
import ssl
import subprocess
import zlib
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from mnemo.endpoint import Endpoint, TransportError, TransportTimeout
from tests.e2e.harness import free_port

# What the server does with one request: the bytes to answer with, or None to close the
# connection without a word. Given the request's index over the server's whole life.
Script = Callable[[int, bytes, bytes], Awaitable[bytes | None]]


def answer(body: bytes, *extra: str, status: str = "200 OK") -> bytes:
    head = [f"HTTP/1.1 {status}", "Content-Type: application/json",
            f"Content-Length: {len(body)}", *extra]
    return ("\r\n".join(head) + "\r\n\r\n").encode() + body


class Server:
    def __init__(self, script: Script) -> None:
        self.script = script
        self.connections = 0
        self.open = 0
        self.most_open = 0
        self.requests: list[tuple[bytes, bytes]] = []
        self.arrived = asyncio.Event()  # a request came in
        self.close_after: set[int] = set()  # close the connection after these answers
        self._listener: asyncio.Server | None = None

    @property
    def url(self) -> str:
        assert self._listener is not None
        return f"http://127.0.0.1:{self._listener.sockets[0].getsockname()[1]}/v1/chat"

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        self.open += 1
        self.most_open = max(self.most_open, self.open)
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                length = re.search(rb"(?i)\r\ncontent-length: *(\d+)", head)
                body = await reader.readexactly(int(length.group(1)) if length else 0)
                self.requests.append((head, body))
                self.arrived.set()
                index = len(self.requests) - 1
                reply = await self.script(index, head, body)
                if reply is None:
                    return
                writer.write(reply)
                await writer.drain()
                if index in self.close_after or b"\r\nConnection: close\r\n" in reply:
                    return
        except (asyncio.IncompleteReadError, ConnectionError):
            pass  # the client closed its side
        finally:
            self.open -= 1
            writer.close()


@pytest.fixture
async def serve() -> AsyncIterator[Callable[[Script], Awaitable[Server]]]:
    servers: list[asyncio.Server] = []

    async def start(script: Script) -> Server:
        server = Server(script)
        server._listener = await asyncio.start_server(server._serve, "127.0.0.1", 0)
        servers.append(server._listener)
        return server

    yield start
    for listener in servers:
        listener.close()
        await listener.wait_closed()


@contextlib.asynccontextmanager
async def endpoint_of(url: str, **options: Any) -> AsyncIterator[Endpoint]:
    endpoint = Endpoint(url, **options)
    try:
        yield endpoint
    finally:
        await endpoint.aclose()


def always(reply: bytes) -> Script:
    async def script(index: int, head: bytes, body: bytes) -> bytes | None:
        return reply
    return script


async def test_requests_share_one_kept_alive_connection(serve) -> None:
    server = await serve(always(answer(b'{"ok":1}')))
    endpoint = Endpoint(server.url, timeout=5)
    big = b'{"messages":"' + "长".encode() * 60_000 + b'"}'
    try:
        for body in (b"{}", big, b'{"n":3}'):
            reply = await endpoint.post(body, {"Authorization": "Bearer k"})
            assert (reply.status, reply.body) == (200, b'{"ok":1}')
            assert reply.headers["content-type"] == "application/json"
    finally:
        await endpoint.aclose()
    assert server.connections == 1
    assert [body for _, body in server.requests] == [b"{}", big, b'{"n":3}']
    head = server.requests[0][0]
    port = server.url.split(":")[2].split("/")[0]
    assert head.startswith(b"POST /v1/chat HTTP/1.1\r\nHost: 127.0.0.1:" + port.encode())
    assert b"\r\nAuthorization: Bearer k\r\n" in head
    assert b"\r\nContent-Type: application/json\r\n" in head


async def test_chunked_gzip_and_informational_answers_are_read_whole(serve) -> None:
    payload = b'{"choices":[' + b'"x",' * 5000 + b'"y"]}'
    packed = gzip.compress(payload)
    chunks = [packed[i:i + 700] for i in range(0, len(packed), 700)]
    chunked = b"".join(b"%x\r\n%s\r\n" % (len(c), c) for c in chunks) + b"0\r\n\r\n"

    async def script(index: int, head: bytes, body: bytes) -> bytes | None:
        return (b"HTTP/1.1 100 Continue\r\n\r\n"
                b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n"
                b"Content-Encoding: gzip\r\n\r\n" + chunked)

    server = await serve(script)
    async with endpoint_of(server.url, timeout=5) as endpoint:
        first = await endpoint.post(b"{}", {})
        second = await endpoint.post(b"{}", {})
    assert first.status == second.status == 200
    assert first.body == second.body == payload
    assert server.connections == 1


@pytest.mark.parametrize("encoding", ["gzip", "deflate", "raw deflate"])
async def test_a_compressed_answer_is_read_in_every_form_servers_send(
        serve, encoding: str) -> None:
    payload = b'{"choices": ["' + b"ok" * 500 + b'"]}'
    if encoding == "gzip":
        packed = gzip.compress(payload)
    else:
        squeeze = zlib.compressobj(wbits=zlib.MAX_WBITS if encoding == "deflate"
                                   else -zlib.MAX_WBITS)
        packed = squeeze.compress(payload) + squeeze.flush()
    name = encoding.split()[-1]
    server = await serve(always(answer(packed, f"Content-Encoding: {name}")))
    async with endpoint_of(server.url, timeout=5) as endpoint:
        assert (await endpoint.post(b"{}", {})).body == payload


async def test_an_answer_ended_by_closing_the_connection(serve) -> None:
    async def script(index: int, head: bytes, body: bytes) -> bytes | None:
        return b"HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\nbusy, come back"

    server = await serve(script)
    async with endpoint_of(server.url, timeout=5) as endpoint:
        replies = [await endpoint.post(b"{}", {}) for _ in range(2)]
    assert [(r.status, r.body, r.reason) for r in replies] == [
        (503, b"busy, come back", "Service Unavailable")] * 2
    assert server.connections == 2  # "close" was honoured: no reuse


async def test_a_reused_connection_closed_before_answering_is_tried_once_more(serve) -> None:
    async def script(index: int, head: bytes, body: bytes) -> bytes | None:
        # The second request comes on the kept connection: the server drops it unread,
        # as one whose idle timeout ran out would.
        return None if index == 1 else answer(b"%d" % index)

    server = await serve(script)
    async with endpoint_of(server.url, timeout=5) as endpoint:
        assert (await endpoint.post(b"a", {})).body == b"0"
        assert (await endpoint.post(b"b", {})).body == b"2"
    assert server.connections == 2
    assert [body for _, body in server.requests] == [b"a", b"b", b"b"]


async def test_a_new_connection_closed_before_answering_is_an_error(serve) -> None:
    async def script(index: int, head: bytes, body: bytes) -> bytes | None:
        return None

    server = await serve(script)
    async with endpoint_of(server.url, timeout=5) as endpoint:
        with pytest.raises(TransportError, match="closed the connection"):
            await endpoint.post(b"{}", {})
    assert len(server.requests) == 1  # not sent again: the caller decides on retries


async def test_a_connection_closed_mid_answer_is_an_error_not_a_short_body(serve) -> None:
    server = await serve(always(answer(b'{"choices": []}' * 10)[:-20]))
    server.close_after = {0}
    async with endpoint_of(server.url, timeout=5) as endpoint:
        with pytest.raises(TransportError, match="closed the connection"):
            await endpoint.post(b"{}", {})
    assert len(server.requests) == 1  # bytes of an answer came: never sent again


async def test_no_answer_in_time_is_a_timeout(serve) -> None:
    never = asyncio.Event()

    async def script(index: int, head: bytes, body: bytes) -> bytes | None:
        await never.wait()
        return None

    server = await serve(script)
    endpoint = Endpoint(server.url, timeout=0.2)
    try:
        with pytest.raises(TransportTimeout, match=r"no data for 0\.2 s"):
            await endpoint.post(b"{}", {})
    finally:
        never.set()
        await endpoint.aclose()
    assert len(server.requests) == 1


async def test_a_cancelled_request_s_late_answer_never_reaches_the_next(serve) -> None:
    release = asyncio.Event()

    async def script(index: int, head: bytes, body: bytes) -> bytes | None:
        if index == 0:
            await release.wait()
            return answer(b"late")
        return answer(b"fresh")

    server = await serve(script)
    async with endpoint_of(server.url, timeout=5) as endpoint:
        task = asyncio.create_task(endpoint.post(b"first", {}))
        await server.arrived.wait()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        release.set()
        assert (await endpoint.post(b"second", {})).body == b"fresh"
    assert server.connections == 2


async def test_what_is_not_http_is_an_error(serve) -> None:
    server = await serve(always(b"SSH-2.0-OpenSSH_9.2\r\n\r\n"))
    async with endpoint_of(server.url, timeout=5) as endpoint:
        with pytest.raises(TransportError, match="not an HTTP answer"):
            await endpoint.post(b"{}", {})


async def test_a_header_with_a_line_break_is_refused_before_anything_is_sent(serve) -> None:
    server = await serve(always(answer(b"{}")))
    async with endpoint_of(server.url, timeout=5) as endpoint:
        with pytest.raises(TransportError, match="line break"):
            await endpoint.post(b"{}", {"Authorization": "Bearer k\r\nX-Evil: 1"})
    assert server.requests == []


async def test_connections_in_use_stay_within_the_limit(serve) -> None:
    gate = asyncio.Event()
    arrived = 0

    async def script(index: int, head: bytes, body: bytes) -> bytes | None:
        nonlocal arrived
        arrived += 1
        if arrived == 2:
            gate.set()
        await gate.wait()
        return answer(b"%d" % index)

    server = await serve(script)
    async with endpoint_of(server.url, timeout=5, max_connections=2) as endpoint:
        replies = await asyncio.gather(*(endpoint.post(b"{}", {}) for _ in range(6)))
    assert sorted(r.body for r in replies) == [b"%d" % i for i in range(6)]
    assert server.most_open == 2


async def test_nobody_listening_is_an_error_that_names_it() -> None:
    async with endpoint_of(f"http://127.0.0.1:{free_port()}/v1", timeout=5) as endpoint:
        with pytest.raises(TransportError, match="ConnectionRefusedError"):
            await endpoint.post(b"{}", {})


@pytest.fixture(scope="module")
def certificate(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A self-signed certificate for localhost and 127.0.0.1, made by openssl."""
    if shutil.which("openssl") is None:
        pytest.skip("needs the openssl command (apt-get install openssl)")
    folder = tmp_path_factory.mktemp("tls")
    key, cert = folder / "key.pem", folder / "cert.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
                    "-keyout", str(key), "-out", str(cert), "-subj", "/CN=localhost",
                    "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
                   check=True, capture_output=True)
    return cert, key


async def serve_tls(certificate: tuple[Path, Path], script: Script) -> tuple[Server, Any]:
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(*certificate)
    server = Server(script)
    listener = await asyncio.start_server(server._serve, "127.0.0.1", 0, ssl=context)
    server._listener = listener
    return server, listener


async def test_https_is_verified_and_kept_alive(certificate: tuple[Path, Path],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    server, listener = await serve_tls(certificate, always(answer(b'{"ok":1}')))
    port = listener.sockets[0].getsockname()[1]
    try:
        # The provider's certificate checked against the CA bundle named by SSL_CERT_FILE.
        monkeypatch.setenv("SSL_CERT_FILE", str(certificate[0]))
        async with endpoint_of(f"https://localhost:{port}/v1/chat", timeout=5) as endpoint:
            for _ in range(3):
                assert (await endpoint.post(b"{}", {"Authorization": "Bearer k"})).body == \
                    b'{"ok":1}'
        assert server.connections == 1
        head = server.requests[0][0]
        assert head.startswith(b"POST /v1/chat HTTP/1.1\r\nHost: localhost:%d\r\n" % port)
        # A certificate the bundle does not vouch for: no request goes out.
        monkeypatch.delenv("SSL_CERT_FILE")
        async with endpoint_of(f"https://localhost:{port}/v1/chat", timeout=5) as endpoint:
            with pytest.raises(TransportError, match="SSLCertVerificationError"):
                await endpoint.post(b"{}", {"Authorization": "Bearer k"})
        assert len(server.requests) == 3
    finally:
        listener.close()
        await listener.wait_closed()
