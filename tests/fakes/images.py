"""Real image files made from scratch, and a local HTTP server that serves them.

`png()` and `jpeg()` build valid files with zlib/struct only (no Pillow). `ImageServer`
runs uvicorn in the test's event loop and serves named files, a 404, an endless-looking
50 MB body and a response that never comes, counting what each path was asked and sent.
"""

from __future__ import annotations

import asyncio
import socket
import struct
import zlib
from collections import Counter
from collections.abc import AsyncIterator

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response, StreamingResponse
from starlette.routing import Route

HUGE_BYTES = 50 * 1024 * 1024
_CHUNK = 64 * 1024


def png(rgb: tuple[int, int, int] = (255, 128, 0), size: int = 4) -> bytes:
    """A `size` x `size` PNG of one colour (8-bit RGB, no filter)."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        crc = zlib.crc32(kind + body) & 0xFFFFFFFF
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc)

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    row = b"\x00" + bytes(rgb) * size  # filter byte 0, then the pixels
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(row * size)) + chunk(b"IEND", b""))


def jpeg(comment: bytes = b"mnemo") -> bytes:
    """An 8x8 mid-grey baseline JPEG; `comment` (a COM segment) makes distinct files.

    One block whose DC difference and AC coefficients are all zero: with one-code Huffman
    tables (DC category 0 -> "0", AC EOB -> "0") its entropy-coded data is the two bits
    "00", padded with ones.
    """

    def segment(marker: int, body: bytes) -> bytes:
        return struct.pack(">BBH", 0xFF, marker, len(body) + 2) + body

    jfif = b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"
    dqt = b"\x00" + b"\x01" * 64
    sof = struct.pack(">BHHB", 8, 8, 8, 1) + b"\x01\x11\x00"
    one_code = b"\x01" + b"\x00" * 15 + b"\x00"  # one code of length 1, for symbol 0
    sos = b"\x01\x01\x00\x00\x3f\x00"
    return (b"\xff\xd8" + segment(0xE0, jfif) + segment(0xFE, comment) + segment(0xDB, dqt)
            + segment(0xC0, sof) + segment(0xC4, b"\x00" + one_code)
            + segment(0xC4, b"\x10" + one_code) + segment(0xDA, sos) + b"\x3f" + b"\xff\xd9")


class ImageServer:
    """Serves `files[name] = (body, content_type)` at `/img/<name>` (held back until its
    `gate` is set, if it has one), plus:

    * `/missing`: 404;
    * `/huge`: image/png, 50 MB streamed without a Content-Length (`/huge-declared`: with
      one). It stops when the client hangs up; `sent["/huge"]` counts the bytes produced,
      final once `await idle()` returns;
    * `/hang`: never answers (until the server stops).
    """

    def __init__(self) -> None:
        self.files: dict[str, tuple[bytes, str]] = {}
        self.gates: dict[str, asyncio.Event] = {}
        self.hits: Counter[str] = Counter()
        self._hit = asyncio.Condition()
        self.sent: Counter[str] = Counter()
        self.port = 0
        self._stop = asyncio.Event()
        self._streaming = 0
        self._idle = asyncio.Event()
        self._idle.set()
        self._server: uvicorn.Server | None = None
        self._task: asyncio.Task[None] | None = None
        self._sock: socket.socket | None = None
        self.app = Starlette(routes=[
            Route("/img/{name}", self._file),
            Route("/missing", self._missing),
            Route("/huge", self._huge),
            Route("/huge-declared", self._huge),
            Route("/hang", self._hang),
        ])

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.port}{path}"

    def add(self, name: str, body: bytes, content_type: str = "image/png",
            gate: asyncio.Event | None = None) -> str:
        self.files[name] = (body, content_type)
        if gate is not None:
            self.gates[name] = gate
        return self.url(f"/img/{name}")

    async def wait_hit(self, path: str, n: int = 1) -> None:
        """Wait until `path` has been requested `n` times."""
        async with self._hit:
            await self._hit.wait_for(lambda: self.hits[path] >= n)

    async def _count(self, path: str) -> None:
        async with self._hit:
            self.hits[path] += 1
            self._hit.notify_all()

    async def idle(self) -> None:
        """Wait until no body is being streamed (a cut-off client's stream has ended)."""
        await self._idle.wait()

    async def start(self) -> None:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        # A fixed send buffer (accepted sockets inherit it): the kernel's autotuning grows
        # it to megabytes while a reader that stopped has not yet hung up, and `sent`
        # would count what sat in buffers, as much as a machine's load makes it.
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 256 * 1024)
        sock.bind(("127.0.0.1", 0))
        sock.listen(64)
        self._sock = sock
        self.port = sock.getsockname()[1]
        self._server = uvicorn.Server(uvicorn.Config(
            self.app, lifespan="off", log_level="warning", access_log=False,
            timeout_graceful_shutdown=1))
        self._task = asyncio.create_task(self._server.serve(sockets=[sock]))

    async def stop(self) -> None:
        self._stop.set()
        for gate in self.gates.values():
            gate.set()
        if self._server is not None and self._task is not None:
            self._server.should_exit = True
            await self._task
        if self._sock is not None:
            self._sock.close()

    async def __aenter__(self) -> ImageServer:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    async def _file(self, request: Request) -> Response:
        name = request.path_params["name"]
        await self._count(f"/img/{name}")
        if name in self.gates:
            await self.gates[name].wait()
        if name not in self.files:
            return Response("not found", status_code=404, media_type="text/plain")
        body, ctype = self.files[name]
        return Response(body, media_type=ctype)

    async def _missing(self, request: Request) -> Response:
        await self._count("/missing")
        return Response("<html>404</html>", status_code=404, media_type="text/html")

    async def _huge(self, request: Request) -> Response:
        path = request.url.path
        await self._count(path)

        async def body() -> AsyncIterator[bytes]:
            self._streaming += 1
            self._idle.clear()
            try:
                first = png()
                yield first  # a real image head, so only the size can refuse it
                sent = len(first)
                self.sent[path] += sent
                block = b"\x00" * _CHUNK
                # uvicorn drops writes to a closed connection silently: without the check
                # the body would be "sent" whole whether or not anyone reads it.
                while sent < HUGE_BYTES and not await request.is_disconnected():
                    part = block[: HUGE_BYTES - sent]
                    yield part
                    sent += len(part)
                    self.sent[path] += len(part)
            finally:
                self._streaming -= 1
                if not self._streaming:
                    self._idle.set()

        headers = {"Content-Length": str(HUGE_BYTES)} if path == "/huge-declared" else None
        return StreamingResponse(body(), media_type="image/png", headers=headers)

    async def _hang(self, request: Request) -> Response:
        await self._count("/hang")
        await self._stop.wait()
        return Response(b"", status_code=503)
