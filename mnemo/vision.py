"""Images (SPEC section 7): fetched once on arrival, named by content, described on demand.

* `ImageFetcher` downloads the images of an addressed message with one shared, keep-alive
  httpx client. A download is capped while it streams (a 50 MB body is cut off at the cap,
  never read whole), must be declared an image and must look like one (magic number).
  Its result is named by `mnemo.images.image_hash` of its data URI, so the marker the
  model sees is the very marker that persistence writes for an image part.
* `RecentImages` keeps the bytes of the images seen lately (bounded by count and size)
  and, longer, their source URLs, so `load_images` can still send them to the vision model
  after the turn that brought them; after a restart an image is fetched again from its URL
  if that is still known.
* `Describer` asks the vision model (an OpenAI-compatible endpoint) to describe an image,
  at most once per image: descriptions are cached by hash in the store, and concurrent
  requests for one hash share one call.
* `load_images_tool` is what the model calls when it cannot see images itself.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import logging
import re
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import Any, Protocol

import httpx

from . import kv
from .client import ChatClient, ProviderError
from .db import Database
from .images import HASH_CHARS, image_hash
from .tools import Tool

log = logging.getLogger(__name__)

MB = 1024 * 1024
FETCH_TIMEOUT = 15.0
IMAGE_EXPIRED = "图片已过期，请让用户重新发送"
NO_VISION_MODEL = "未配置识图模型"
KV_NAMESPACE = "image_description"
# One call describes at most this many images: each is a vision-model request.
MAX_PER_CALL = 8

# Formats that OpenAI-compatible vision endpoints accept. Anything else would make the
# provider reject the whole request, so it is refused here with a reason instead.
SUPPORTED_FORMATS = "PNG、JPEG、GIF、WebP"
_HASH_RE = re.compile(rf"(?<![0-9a-f])[0-9a-f]{{{HASH_CHARS}}}(?![0-9a-f])")


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


class ImageError(Exception):
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


class RecentImages:
    """The images of the last messages, LRU, plus a longer memory of where they came from.

    Bytes are bounded by count and total size; URLs (small) are kept for many more
    images, so an image whose bytes were evicted can still be fetched again while its URL
    lives. Nothing here survives a restart, and nothing here is ever persisted.
    """

    def __init__(self, max_entries: int = 64, max_bytes: int = 64 * MB,
                 max_urls: int = 1024) -> None:
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self.max_urls = max_urls
        self._images: OrderedDict[str, FetchedImage] = OrderedDict()
        self._bytes = 0
        self._url_of: OrderedDict[str, str] = OrderedDict()  # hash -> url
        self._hash_of: OrderedDict[str, str] = OrderedDict()  # url -> content hash

    def __len__(self) -> int:
        return len(self._images)

    @property
    def bytes(self) -> int:
        return self._bytes

    def get(self, key: str) -> FetchedImage | None:
        image = self._images.get(key)
        if image is not None:
            self._images.move_to_end(key)
        return image

    def url(self, key: str) -> str | None:
        return self._url_of.get(key)

    def by_url(self, url: str) -> FetchedImage | None:
        key = self._hash_of.get(url)
        return self.get(key) if key is not None else None

    def add(self, image: FetchedImage, url: str | None = None) -> None:
        if url:
            self.note_url(image.hash, url)
            _put(self._hash_of, url, image.hash, self.max_urls)
        # The data URI is what is held in memory, so that is what counts against the cap.
        cost = len(image.data_uri)
        if cost > self.max_bytes:
            return
        old = self._images.pop(image.hash, None)
        if old is not None:
            self._bytes -= len(old.data_uri)
        self._images[image.hash] = image
        self._bytes += cost
        while self._images and (len(self._images) > self.max_entries
                                or self._bytes > self.max_bytes):
            _, dropped = self._images.popitem(last=False)
            self._bytes -= len(dropped.data_uri)

    def note_url(self, key: str, url: str) -> None:
        _put(self._url_of, key, url, self.max_urls)


def _put(cache: OrderedDict[str, str], key: str, value: str, limit: int) -> None:
    cache[key] = value
    cache.move_to_end(key)
    while len(cache) > limit:
        cache.popitem(last=False)


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


# -- descriptions ------------------------------------------------------------------------


class DescriptionCache(Protocol):
    async def get(self, key: str) -> str | None: ...

    async def put(self, key: str, description: str, model: str) -> None: ...


class SqlDescriptionCache:
    """Rows of `image_description` (migration 004)."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, key: str) -> str | None:
        async with self._db.conn.execute(
            "SELECT description FROM image_description WHERE hash = ?", (key,)
        ) as cur:
            row = await cur.fetchone()
        return str(row[0]) if row else None

    async def put(self, key: str, description: str, model: str) -> None:
        async with self._db.transaction() as conn:
            await conn.execute(
                "INSERT INTO image_description (hash, description, model, created_at) "
                "VALUES (?, ?, ?, ?) ON CONFLICT (hash) DO UPDATE SET "
                "description = excluded.description, model = excluded.model, "
                "created_at = excluded.created_at",
                (key, description, model, time.time()),
            )


class KVDescriptionCache:
    """One KV value per image in the `image_description` namespace."""

    def __init__(self, db: Database) -> None:
        self._db = db
        self._kv = kv.KVStore(db)

    async def get(self, key: str) -> str | None:
        value = await self._kv.get(KV_NAMESPACE, key)
        if isinstance(value, dict) and isinstance(value.get("description"), str):
            return value["description"]
        return None

    async def put(self, key: str, description: str, model: str) -> None:
        value = {"description": description, "model": model, "created_at": time.time()}
        async with self._db.transaction() as conn:
            await kv.put(conn, KV_NAMESPACE, key, value)


class Describer:
    """Image -> text with the vision model; each image described at most once.

    `prompt` may change at run time; the model is the client's (`client.model`).
    """

    def __init__(self, client: ChatClient | None, cache: DescriptionCache, *,
                 prompt: str) -> None:
        self.client = client
        self.cache = cache
        self.prompt = prompt
        self.calls = 0
        self._flights: dict[str, asyncio.Task[str]] = {}

    @property
    def configured(self) -> bool:
        return self.client is not None and bool(self.client.model)

    async def describe(self, key: str, load: Callable[[], Awaitable[FetchedImage]]) -> str:
        """The description of the image named `key`; `load` supplies it when needed.

        Raises ImageError (the image cannot be had) or ProviderError (the vision model
        failed); a failure is not cached, so asking again tries again.
        """
        flight = self._flights.get(key)
        if flight is None:
            cached = await self.cache.get(key)
            if cached is not None:
                return cached
            flight = self._flights.get(key)  # someone may have started while we read
        if flight is None:
            flight = asyncio.ensure_future(self._describe(key, load))
            self._flights[key] = flight
            flight.add_done_callback(lambda done: self._landed(key, done))
        # Shielded: one asker giving up (/stop) must not cancel the call the others share.
        return await asyncio.shield(flight)

    def _landed(self, key: str, flight: asyncio.Task[str]) -> None:
        if self._flights.get(key) is flight:
            del self._flights[key]
        if not flight.cancelled():
            flight.exception()  # retrieved: every asker re-raises it themselves

    async def _describe(self, key: str, load: Callable[[], Awaitable[FetchedImage]]) -> str:
        # A flight for this key may have just landed between our cache read and now.
        cached = await self.cache.get(key)
        if cached is not None:
            return cached
        if self.client is None or not self.client.model:
            # Checked after the cache: what was described before stays readable.
            raise ImageError(f"{NO_VISION_MODEL}，无法查看图片内容")
        image = await load()
        message = {"role": "user", "content": [
            {"type": "text", "text": self.prompt},
            {"type": "image_url", "image_url": {"url": image.data_uri}},
        ]}
        self.calls += 1
        completion = await self.client.complete([message])
        text = completion.content.strip()
        if not text:
            raise ImageError("识图模型没有返回描述")
        try:
            await self.cache.put(key, text, completion.model)
        except Exception:  # the description in hand is still good for this answer
            log.exception("could not cache the description of image %s", key)
        return text

    async def aclose(self) -> None:
        flights = list(self._flights.values())
        for flight in flights:
            flight.cancel()
        if flights:
            await asyncio.gather(*flights, return_exceptions=True)


# -- the tool ----------------------------------------------------------------------------


def hashes_from(raw: Any) -> list[str]:
    """The image hashes in whatever the model passed: a list, one string, whole markers."""
    if isinstance(raw, str):
        raw = [raw]
    if not isinstance(raw, list):
        return []
    found: list[str] = []
    for item in raw:
        if isinstance(item, str):
            found.extend(h for h in _HASH_RE.findall(item.lower()) if h not in found)
    return found


def load_images_tool(fetcher: ImageFetcher, describer: Describer) -> Tool:
    async def load_images(hashes: Any = None) -> str:
        wanted = hashes_from(hashes)
        if not wanted:
            return ('错误：请在 hashes 中给出图片标记 [图片 <hash>] 里的 hash，'
                    '例如 {"hashes": ["3f2a9c01b4de"]}')
        extra = len(wanted) - MAX_PER_CALL
        wanted = wanted[:MAX_PER_CALL]
        results = await asyncio.gather(*(_one(fetcher, describer, h) for h in wanted))
        text = "\n\n".join(results)
        if extra > 0:
            text += f"\n\n（一次最多查看 {MAX_PER_CALL} 张，其余 {extra} 张请再次调用）"
        return text

    return Tool(
        name="load_images",
        description=(
            "查看图片内容。对话里的图片显示为 [图片 <hash>]，你看不到图片本身；"
            "需要知道图片内容（包括图中文字）时，传入这些 hash，返回每张图片的文字描述。"
            "只在需要时调用。"
        ),
        parameters={
            "type": "object",
            "properties": {
                "hashes": {
                    "type": "array",
                    "items": {"type": "string"},
                    "description": "图片标记 [图片 <hash>] 中的 hash",
                },
            },
            "required": ["hashes"],
            "additionalProperties": False,
        },
        handler=load_images,
    )


async def _one(fetcher: ImageFetcher, describer: Describer, key: str) -> str:
    head = f"[图片 {key}]"
    try:
        return f"{head}\n{await describer.describe(key, lambda: fetcher.recall(key))}"
    except ImageError as exc:
        return f"{head} 错误：{exc.reason}"
    except ProviderError as exc:
        log.warning("vision model failed for image %s: %s", key, exc)
        return f"{head} 错误：识图模型调用失败（{exc.user_message}）"
    except Exception:  # one image's bug must not hide the other images' descriptions
        log.exception("describing image %s failed", key)
        return f"{head} 错误：识图失败"
