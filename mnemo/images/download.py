"""Downloading the images of an addressed message, capped, checked, named by content.

A download is capped while it streams (a 50 MB body is cut off at the cap, never read
whole), must be declared an image and must look like one (magic number). Its result is
named by `image_hash` of its data URI, so the marker the model sees is the very marker
that persistence writes for an image part.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import logging
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import httpx

from ..errors import MnemoError
from .markers import image_hash
from .recent import RecentImages

log = logging.getLogger(__name__)

MB = 1024 * 1024
FETCH_TIMEOUT = 15.0
IMAGE_EXPIRED = "图片已过期，请让用户重新发送"


# Formats that OpenAI-compatible vision endpoints accept. Anything else would make the
# provider reject the whole request, so it is refused here with a reason instead.
SUPPORTED_FORMATS = "PNG、JPEG、GIF、WebP"


def sniff(head: bytes) -> str | None:
    """The MIME type the first bytes of a file announce, or None if not a supported image."""
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if head.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    if head.startswith((b"GIF87a", b"GIF89a")):
        return "image/gif"
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "image/webp"
    return None


def _size_text(n: int) -> str:
    return f"{n / MB:.0f} MB" if n >= MB else f"{max(1, n // 1024)} KB"


class ImageError(MnemoError):
    """An image that cannot be used; `reason` is a short Chinese sentence for the model."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class FetchedImage:
    hash: str
    mime: str
    data_uri: str
    size: int

    @property
    def marker(self) -> str:
        return f"[图片 {self.hash}]"


def _image(data: bytes, mime: str) -> FetchedImage:
    data_uri = f"data:{mime};base64,{base64.b64encode(data).decode('ascii')}"
    return FetchedImage(image_hash(data_uri), mime, data_uri, len(data))



class ImageFetcher:
    """Downloads images with one shared httpx client. `max_bytes` may change at run time."""

    def __init__(
        self,
        *,
        max_bytes: int,
        timeout: float = FETCH_TIMEOUT,
        recent: RecentImages | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.max_bytes = max_bytes
        self.timeout = timeout
        self.recent = recent if recent is not None else RecentImages()
        # QQ's image host (multimedia.nt.qq.com.cn) fails the TLS handshake with Python's
        # restricted default cipher list; OpenSSL's DEFAULT list, TLS 1.2+, still verified.
        context = httpx.create_ssl_context()
        context.set_ciphers("DEFAULT")
        self._http = httpx.AsyncClient(
            timeout=httpx.Timeout(timeout, connect=min(timeout, 10.0)),
            transport=transport,
            verify=context,
            follow_redirects=True,
            max_redirects=5,
            limits=httpx.Limits(max_connections=20, max_keepalive_connections=10,
                                keepalive_expiry=30.0),
            # Images are compressed already; identity also rules out a gzip bomb.
            headers={"User-Agent": "mnemo/0.1", "Accept": "image/*",
                     "Accept-Encoding": "identity"},
        )

    async def aclose(self) -> None:
        await self._http.aclose()

    async def fetch(self, url: str) -> FetchedImage:
        """The image at `url` (http(s), `data:` or `base64://`); raises ImageError."""
        url = url.strip()
        known = self.recent.by_url(url)
        if known is not None:
            return known
        try:
            image = await self._fetch(url)
        except ImageError:
            # The marker of an image that could not be fetched names its URL instead; keep
            # the URL so that asking for it later tries again (the failure may have passed).
            self.recent.note_url(image_hash(url), url)
            raise
        self.recent.add(image, url)
        return image

    async def recall(self, key: str) -> FetchedImage:
        """An image named by a marker: from memory, else fetched again from its URL."""
        image = self.recent.get(key)
        if image is not None:
            return image
        url = self.recent.url(key)
        if url is None:
            raise ImageError(IMAGE_EXPIRED)
        image = await self.fetch(url)
        if key not in (image.hash, image_hash(url)):
            # The URL now serves a different picture: not the one the marker names.
            raise ImageError(IMAGE_EXPIRED)
        return image

    async def _fetch(self, url: str) -> FetchedImage:
        if url.startswith("data:"):
            header, _, body = url.partition(",")
            if not header.endswith(";base64"):
                raise ImageError("图片地址格式不正确")
            return self._check(_b64(body))
        if url.startswith("base64://"):
            return self._check(_b64(url.removeprefix("base64://")))
        if not url.startswith(("http://", "https://")):
            raise ImageError("不支持的图片地址")
        try:
            # The client's timeout bounds each read; this bounds the whole download, which
            # a server dripping bytes could otherwise stretch without limit.
            return await asyncio.wait_for(self._download(url), self.timeout)
        except asyncio.TimeoutError:
            raise ImageError("下载图片超时") from None
        except httpx.TimeoutException:
            raise ImageError("下载图片超时") from None
        except httpx.InvalidURL:
            raise ImageError("图片地址格式不正确") from None
        except httpx.HTTPError as exc:
            log.info("image download failed: %s", type(exc).__name__)
            raise ImageError("无法连接图片服务器") from None

    async def _download(self, url: str) -> FetchedImage:
        limit = self.max_bytes
        too_big = ImageError(f"图片过大（超过 {_size_text(limit)}）")
        async with self._http.stream("GET", url) as response:
            if response.status_code >= 400:
                raise ImageError(f"下载图片失败（HTTP {response.status_code}）")
            ctype = response.headers.get("content-type", "").split(";")[0].strip().lower()
            # Some CDNs label every file octet-stream; the magic number below decides then.
            if ctype and not ctype.startswith("image/") and ctype != "application/octet-stream":
                raise ImageError(f"链接的内容不是图片（{ctype}）")
            declared = response.headers.get("content-length", "")
            if declared.isdigit() and int(declared) > limit:
                raise too_big
            data = bytearray()
            checked = False
            async for chunk in response.aiter_bytes():
                data += chunk
                if len(data) > limit:
                    raise too_big
                if not checked and len(data) >= 16:
                    # Checked as soon as the head arrives: an HTML error page labelled as an
                    # image is refused before the rest of it is downloaded.
                    self._format(bytes(data[:16]))
                    checked = True
        return self._check(bytes(data))

    def _check(self, data: bytes) -> FetchedImage:
        if len(data) > self.max_bytes:
            raise ImageError(f"图片过大（超过 {_size_text(self.max_bytes)}）")
        return _image(data, self._format(data[:16]))

    @staticmethod
    def _format(head: bytes) -> str:
        mime = sniff(head)
        if mime is None:
            raise ImageError(f"不是有效的图片（仅支持 {SUPPORTED_FORMATS}）")
        return mime


def _b64(body: str) -> bytes:
    try:
        return base64.b64decode(body, validate=False)
    except (binascii.Error, ValueError):
        raise ImageError("图片数据无法解码") from None


def image_parts(text: str, images: Iterable[FetchedImage]) -> str | list[dict[str, Any]]:
    """`text` as content parts, each image's marker replaced by the image itself.

    `mnemo.images.persistable` turns each image part back into its marker, so what is
    stored is exactly `text`. An image whose marker appears twice is sent once.
    """
    by_marker = {image.marker: image for image in images}
    if not by_marker:
        return text
    pattern = re.compile("|".join(re.escape(m) for m in by_marker))
    parts: list[dict[str, Any]] = []
    pos = 0
    for match in pattern.finditer(text):
        image = by_marker.pop(match.group(), None)
        if image is None:
            continue  # a repeat: stays text
        if match.start() > pos:
            parts.append({"type": "text", "text": text[pos:match.start()]})
        parts.append({"type": "image_url", "image_url": {"url": image.data_uri}})
        pos = match.end()
    if not parts:
        return text
    if pos < len(text):
        parts.append({"type": "text", "text": text[pos:]})
    return parts
