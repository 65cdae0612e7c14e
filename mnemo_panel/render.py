"""Pages from templates, with the headers that make every panel response safe to show.

Autoescaping is on for every template: everything a member or the model wrote reaches
the page as text. The Content-Security-Policy backs that up (no inline script, no
outside source), and the other headers keep the panel out of frames and caches, and
its addresses (a one-time link is one) out of Referer headers sent elsewhere.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup
from starlette.responses import HTMLResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

HERE = Path(__file__).resolve().parent
TEMPLATES = HERE / "templates"
STATIC = HERE / "static"

CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
HEADERS = {
    "content-security-policy": CSP,
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "same-origin",
    "cross-origin-opener-policy": "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
}


def _when(value: float | None) -> str:
    if not value:
        return "—"
    return dt.datetime.fromtimestamp(value).strftime("%Y-%m-%d %H:%M:%S")


def _num(value: int | float | None) -> str:
    if value is None:
        return "—"
    return f"{value:,}" if isinstance(value, int) else f"{value:,.1f}"


def _yuan(value: float | None) -> str:
    return "—" if value is None else f"¥{value:,.4f}"


def _pct(value: float | None) -> str:
    return "—" if value is None else f"{value:.1f}%"


def _ago(seconds: float | None) -> str:
    if seconds is None:
        return "—"
    s = int(max(0, seconds))
    if s < 60:
        return f"{s} 秒前"
    if s < 3600:
        return f"{s // 60} 分钟前"
    if s < 86400:
        return f"{s // 3600} 小时前"
    return f"{s // 86400} 天前"


def _json_script(value: Any) -> Markup:
    """JSON for a `<script type="application/json">`: `<`, `>` and `&` escaped, so no
    string in it can close the element."""
    text = json.dumps(value, ensure_ascii=False)
    text = text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return Markup(text)


env = Environment(loader=FileSystemLoader(str(TEMPLATES)), autoescape=True,
                  undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)
env.filters.update(when=_when, num=_num, ago=_ago, json_script=_json_script, yuan=_yuan,
                   pct=_pct)


def page(template: str, status: int = 200, **context: Any) -> HTMLResponse:
    html = env.get_template(template).render(**context)
    return HTMLResponse(html, status_code=status, headers={"cache-control": "no-store"})


async def render_page(template: str, status: int = 200, **context: Any) -> HTMLResponse:
    """`page`, rendered in a worker thread: a conversation of thousands of messages takes
    Jinja tens of milliseconds, and the event loop must keep serving the chats meanwhile
    (the thread gives up the interpreter every few milliseconds)."""
    html = await asyncio.to_thread(env.get_template(template).render, **context)
    return HTMLResponse(html, status_code=status, headers={"cache-control": "no-store"})


class SecurityHeaders:
    """ASGI middleware: the headers above on every response of the panel."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                present = {k.decode("latin-1").lower() for k, _ in headers}
                for name, value in HEADERS.items():
                    if name not in present:
                        headers.append((name.encode("latin-1"), value.encode("latin-1")))
                if "cache-control" not in present:
                    headers.append((b"cache-control", b"no-store"))
                message["headers"] = headers
            await send(message)

        await self.app(scope, receive, with_headers)


STATIC_TYPES = {
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
}


def static_files() -> dict[str, tuple[bytes, str]]:
    """Every file of static/ by name, read once: the route serves only these."""
    found = {}
    for path in STATIC.iterdir():
        kind = STATIC_TYPES.get(path.suffix)
        if path.is_file() and kind:
            found[path.name] = (path.read_bytes(), kind)
    return found
