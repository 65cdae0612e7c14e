"""What every panel request passes before any route, session or password is looked at.

An ASGI middleware, outermost but for the security headers: the `Host` must be a name
the panel is served as (a page on another name, DNS rebinding, cannot talk to it on
127.0.0.1), and the body is read here, counted as it streams in, and refused at
`max_body` bytes whatever its framing (`Content-Length` or chunked) — the routes get
the body already read, so none can buffer more. Pure ASGI: no NoneBot, no routes.
"""

from __future__ import annotations

import ipaddress
import logging
from collections.abc import Callable, Iterable
from urllib.parse import urlsplit

from starlette.responses import Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from mnemo import texts

log = logging.getLogger("mnemo.panel")

LOCAL_NAMES = frozenset({"localhost", "127.0.0.1", "::1"})
ANY_ADDRESS = frozenset({"0.0.0.0", "::", ""})


def host_name(raw: str) -> str:
    """The name of a `Host` header or URL netloc, without port or brackets, lowercase."""
    raw = raw.strip().lower()
    if raw.startswith("["):
        return raw[1:raw.find("]")] if "]" in raw else raw
    if raw.count(":") == 1:
        return raw.split(":", 1)[0]
    return raw


def served_names(host: str, base_url: str = "", extra: Iterable[str] = ()) -> frozenset[str]:
    """The names the panel answers to: the server's HOST (unless it is every address),
    the link base's host, and the loopback names."""
    names = set(LOCAL_NAMES)
    if host_name(host) not in ANY_ADDRESS:
        names.add(host_name(host))
    if base_url:
        names.add(host_name(urlsplit(base_url).netloc.rsplit("@", 1)[-1]))
    names.update(host_name(n) for n in extra if n)
    return frozenset(names)


def _loopback(name: str) -> bool:
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


Refuse = Callable[[int, str], Response]


class Guard:
    """Refuses a foreign `Host` (400) and a body over `max_body` bytes (413)."""

    def __init__(self, app: ASGIApp, *, names: frozenset[str], max_body: int,
                 refuse: Refuse) -> None:
        self.app = app
        self.names = names
        self.max_body = max_body
        self.refuse = refuse

    def host_ok(self, scope: Scope) -> bool:
        for key, value in scope.get("headers", []):
            if key == b"host":
                name = host_name(value.decode("latin-1"))
                return name in self.names or _loopback(name)
        return False

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if not self.host_ok(scope):
            log.warning("panel: refused a request for another host name")
            await self.refuse(400, texts.PANEL_HOST_REFUSED)(scope, receive, send)
            return
        declared = dict(scope.get("headers", [])).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.max_body):
            await self._too_large(scope, receive, send)
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            body = message.get("body", b"")
            size += len(body)
            if size > self.max_body:
                await self._too_large(scope, receive, send)
                return
            chunks.append(body)
            if not message.get("more_body", False):
                break
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": b"".join(chunks), "more_body": False}
            return await receive()

        await self.app(scope, replay, send)

    async def _too_large(self, scope: Scope, receive: Receive, send: Send) -> None:
        log.warning("panel: refused a request body over %d bytes", self.max_body)
        response = self.refuse(413, texts.PANEL_BODY_TOO_LARGE)
        # The rest of the body is never read: the connection closes after the answer.
        response.headers["connection"] = "close"
        await response(scope, receive, send)
