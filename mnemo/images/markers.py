"""Image identity and the image-free copy of a message that goes to storage.

Persisted history never holds images: remote QQ image URLs expire within hours and
inline base64 can be megabytes per message. Each image becomes the marker
`[图片 <hash>]`, the same hash that names the image everywhere else (description cache,
`load_images`).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
from typing import Any
from urllib.parse import unquote_to_bytes

from .. import tokens
from ..message import Message

HASH_CHARS = 12


def _data_uri_bytes(url: str) -> bytes | None:
    header, sep, body = url.partition(",")
    if not sep:
        return None
    if header.endswith(";base64"):
        try:
            return base64.b64decode(body, validate=False)
        except (binascii.Error, ValueError):
            return None
    return unquote_to_bytes(body)


def image_hash(url: str) -> str:
    """First 12 hex chars of sha256: of the image bytes for a `data:` URI, else of the URL.

    Hashing the decoded bytes makes the same picture sent twice inline get one hash;
    a broken data URI still gets a stable hash (of its text) rather than an error.
    """
    raw = _data_uri_bytes(url) if url.startswith("data:") else None
    if raw is None:
        raw = url.encode("utf-8")
    return hashlib.sha256(raw).hexdigest()[:HASH_CHARS]


def image_marker(url: str) -> str:
    return f"[图片 {image_hash(url)}]"


def persistable(data: dict[str, Any]) -> dict[str, Any]:
    """The message as it may be stored: image parts replaced by text markers.

    A content list left with only text parts is joined into one string, the plain form
    every provider accepts. A message without images is returned as is (not copied);
    the argument is never modified.
    """
    content = data.get("content")
    if not isinstance(content, list) or not any(
        isinstance(p, dict) and p.get("type") == "image_url" for p in content
    ):
        return data
    parts: list[Any] = []
    for part in content:
        if isinstance(part, dict) and part.get("type") == "image_url":
            ref = part.get("image_url")
            url = str(ref.get("url", "")) if isinstance(ref, dict) else str(ref or "")
            parts.append({"type": "text", "text": image_marker(url)})
        else:
            parts.append(part)
    out = dict(data)
    if all(isinstance(p, dict) and p.get("type") == "text" for p in parts):
        out["content"] = "".join(str(p.get("text", "")) for p in parts)
    else:
        out["content"] = parts
    return out


def without_images(m: Message) -> Message:
    """`m` as stored and as later requests carry it: `persistable`, its tokens recounted
    (an image part is counted at a tile's worth; its marker costs a few tokens)."""
    data = persistable(m.data)
    if data is m.data:
        return m
    return Message(data=data, tokens=tokens.count_message(data), kind=m.kind,
                   created_at=m.created_at)
