"""What a front end hands the engine: one message of a conversation, and its rendering.

The front end turns its platform's message (OneBot segments, say) into `parts`: text
pieces and `Image` references. The engine fetches the images of an addressed message and
renders it as the one stored user turn, `[2026-11-30 14:03] 小明(123456): …`: who said
what, and when, so the model can tell speakers apart in a shared group conversation.
"""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .images import FetchedImage, ImageError, image_hash
from .keys import ConversationKey
from .surrogates import replace_surrogates

TOO_LONG_MARKER = "…[消息过长，已截断，原文共 {n} 字]"
QUOTE_CHARS = 200


@dataclass(frozen=True, slots=True)
class Image:
    """An image of a message, by the URL the platform gave for it."""

    url: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "url", replace_surrogates(self.url))


Part = str | Image


def _valid_parts(parts: Sequence[Part]) -> Sequence[Part]:
    """`parts` with valid text (mnemo/surrogates.py); `parts` itself when it had it."""
    fixed = [replace_surrogates(p) if isinstance(p, str) else p for p in parts]
    return parts if all(a is b for a, b in zip(fixed, parts, strict=True)) else tuple(fixed)


@dataclass(frozen=True, slots=True)
class Speaker:
    id: str
    name: str = ""

    def __post_init__(self) -> None:
        # Names come from outside (a QQ card cut mid-emoji): see mnemo/surrogates.py.
        object.__setattr__(self, "id", replace_surrogates(self.id))
        object.__setattr__(self, "name", replace_surrogates(self.name))

    def __str__(self) -> str:
        return f"{self.name}({self.id})" if self.name else self.id


@dataclass(frozen=True, slots=True)
class Quote:
    """The message an incoming message replies to."""

    name: str
    parts: Sequence[Part]

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", replace_surrogates(self.name))
        object.__setattr__(self, "parts", _valid_parts(self.parts))


@dataclass(frozen=True, slots=True)
class Incoming:
    """One message of a conversation, as the engine takes it.

    `addressed`: in a group, whether it was meant for the bot (an @, a reply to the bot,
    its name); a private message always is. `ref` is the front end's own handle on the
    message (to reply to it); the engine only hands it back in the `Reply`.
    """

    key: ConversationKey
    speaker: Speaker
    parts: Sequence[Part] = ()
    addressed: bool = True
    quote: Quote | None = None
    time: float = field(default_factory=time.time)
    ref: Any = None

    def __post_init__(self) -> None:
        # Every front end's text passes here: what the engine stores and sends on must
        # encode as UTF-8 (mnemo/surrogates.py).
        object.__setattr__(self, "parts", _valid_parts(self.parts))

    @classmethod
    def text(cls, key: str, text: str, *, user: str = "10000", name: str = "",
             addressed: bool = True, ref: Any = None) -> Incoming:
        """A plain text message (tests, benches and other simple front ends)."""
        return cls(ConversationKey(key), Speaker(user, name), (text,), addressed, ref=ref)

    def image_urls(self) -> list[str]:
        """The image URLs of the message and of the message it quotes, each once."""
        parts = [*self.parts, *(self.quote.parts if self.quote else ())]
        urls = [p.url for p in parts if isinstance(p, Image) and p.url]
        return list(dict.fromkeys(urls))


Fetched = Mapping[str, FetchedImage | ImageError]


@dataclass(frozen=True, slots=True)
class Rendered:
    text: str
    cut: bool  # the message was longer than the limit and was cut with a marker


def image_text(url: str, got: FetchedImage | ImageError | None, notes: bool) -> str:
    """The marker of one image: its content hash, or (not fetched) the hash of its URL."""
    if isinstance(got, FetchedImage):
        return got.marker
    if not url:
        return "[图片]"
    if notes and isinstance(got, ImageError):
        # The model cannot ask for the image (no load_images then): tell it why it's blind.
        return f"[图片 {image_hash(url)}（无法加载：{got.reason}）]"
    return f"[图片 {image_hash(url)}]"


def render_parts(parts: Iterable[Part], images: Fetched | None = None,
                 notes: bool = False) -> str:
    out = [p if isinstance(p, str) else
           image_text(p.url, images.get(p.url) if images else None, notes) for p in parts]
    return "".join(out).strip()


def render(msg: Incoming, *, max_chars: int, images: Fetched | None = None,
           notes: bool = False) -> Rendered:
    """The stored text of a user turn: time, speaker, the quoted message, the words."""
    when = dt.datetime.fromtimestamp(msg.time).astimezone()
    body = render_parts(msg.parts, images, notes)
    if msg.quote is not None:
        quoted = tail_cut(render_parts(msg.quote.parts, images, notes), QUOTE_CHARS)
        body = f"[引用 {msg.quote.name}: {quoted}] {body}".strip() if quoted else body
    cut = len(body) > max_chars
    if cut:
        body = body[:max_chars] + TOO_LONG_MARKER.format(n=len(body))
    return Rendered(f"[{when:%Y-%m-%d %H:%M}] {msg.speaker}: {body or '[空消息]'}", cut)


def tail_cut(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    # Never cut an image marker in half: its hash is how the image is asked for.
    start = text.rfind("[图片 ", 0, limit)
    end = text.find("]", start) if start != -1 else -1
    if end >= limit:
        limit = end + 1
    return text[:limit] + "…"
