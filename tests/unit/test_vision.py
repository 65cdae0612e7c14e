"""Images (SPEC section 7, issue 6): fetching, recent images, descriptions, load_images."""

from __future__ import annotations

import asyncio
import base64
import hashlib
import json
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

from mnemo import tokens
from mnemo.client import ChatClient
from mnemo.images import (
    Describer,
    FetchedImage,
    ImageError,
    ImageFetcher,
    RecentImages,
    image_hash,
    image_parts,
    load_images_tool,
    persistable,
    sniff,
)
from mnemo.images.describe import NO_VISION_MODEL
from mnemo.images.download import IMAGE_EXPIRED
from mnemo.images.tool import MAX_PER_CALL, hashes_from
from mnemo.store import Database, DescriptionCache
from mnemo.store.kv import KVDescriptionCache
from mnemo.store.sql import SqlDescriptionCache
from mnemo.tools import ToolRegistry
from mnemo.window import ContextWindow, make_message
from tests.e2e.harness import free_port
from tests.fakes.images import HUGE_BYTES, ImageServer, jpeg, png
from tests.fakes.provider import ChatRequest, FakeProvider, Reply
from tests.postgres import open_database

API_KEY = "test-key"
PROMPT = "请描述这张图片"
CACHES: dict[str, Callable[[Any], DescriptionCache]] = {
    "sql": SqlDescriptionCache,
    "kv": KVDescriptionCache,
    "postgres": SqlDescriptionCache,
}


def short_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:12]


@pytest.fixture
async def server() -> AsyncIterator[ImageServer]:
    async with ImageServer() as srv:
        yield srv


@pytest.fixture
async def fetcher() -> AsyncIterator[ImageFetcher]:
    f = ImageFetcher(max_bytes=1024 * 1024, timeout=10)
    yield f
    await f.aclose()


@pytest.fixture
async def db(tmp_path: Path) -> AsyncIterator[Database]:
    database = Database(tmp_path / "v.db")
    await database.open()
    yield database
    await database.close()


@pytest.fixture(params=sorted(CACHES))
async def descriptions(request: pytest.FixtureRequest, tmp_path: Path
                       ) -> AsyncIterator[DescriptionCache]:
    async with open_database(request.param, tmp_path / "d.db") as database:
        yield CACHES[request.param](database)


class Vision:
    """A fake vision endpoint: answers with the hash of the image it was shown."""

    def __init__(self) -> None:
        self.provider = FakeProvider(api_key=API_KEY, handler=self.handle)
        self.shown: list[str] = []
        self.gate: asyncio.Event | None = None

    async def handle(self, req: ChatRequest) -> Reply:
        (message,) = req.messages
        text, image = message["content"]
        assert text == {"type": "text", "text": PROMPT}
        url = image["image_url"]["url"]
        assert url.startswith("data:image/")
        self.shown.append(image_hash(url))
        return Reply.text(f"一张图片（{image_hash(url)}）", wait=self.gate)

    def client(self) -> ChatClient:
        return ChatClient(base_url=self.provider.base_url, api_key=API_KEY, model="fake-vl",
                          max_attempts=1)


@pytest.fixture
async def vision() -> AsyncIterator[Vision]:
    v = Vision()
    await v.provider.start()
    yield v
    await v.provider.stop()


# -- the image files the tests make are real ------------------------------------------------


def test_generated_files_have_the_right_magic_numbers() -> None:
    assert sniff(png()) == "image/png"
    assert sniff(jpeg()) == "image/jpeg"
    assert jpeg().endswith(b"\xff\xd9")
    assert sniff(b"GIF89a" + b"\x00" * 10) == "image/gif"
    assert sniff(b"RIFF\x00\x00\x00\x00WEBPVP8 ") == "image/webp"
    assert sniff(b"<!DOCTYPE html>") is None


# -- fetching ------------------------------------------------------------------------------


async def test_png_and_jpeg_are_fetched_and_named_by_their_data_uri(
    server: ImageServer, fetcher: ImageFetcher
) -> None:
    for body, ctype, mime in ((png(), "image/png", "image/png"),
                              (jpeg(), "image/jpeg", "image/jpeg")):
        url = server.add(f"x.{mime[6:]}", body, ctype)
        image = await fetcher.fetch(url)
        assert image.mime == mime
        assert image.data_uri == f"data:{mime};base64,{base64.b64encode(body).decode()}"
        # The marker persistence writes for an image part is the marker the model sees.
        assert image.hash == image_hash(image.data_uri) == short_hash(body)
        assert image.marker == f"[图片 {image.hash}]"
        assert fetcher.recent.get(image.hash) == image


async def test_the_same_url_is_not_downloaded_twice(
    server: ImageServer, fetcher: ImageFetcher
) -> None:
    url = server.add("a.png", png())
    first = await fetcher.fetch(url)
    assert await fetcher.fetch(url) == first
    assert server.hits["/img/a.png"] == 1


async def test_the_same_picture_at_two_urls_gets_one_hash(
    server: ImageServer, fetcher: ImageFetcher
) -> None:
    a = await fetcher.fetch(server.add("a.png", png()))
    b = await fetcher.fetch(server.add("b.png", png()))
    c = await fetcher.fetch(server.add("c.png", png((0, 0, 255))))
    assert a.hash == b.hash != c.hash


async def test_404_is_a_clear_error(server: ImageServer, fetcher: ImageFetcher) -> None:
    with pytest.raises(ImageError, match="HTTP 404"):
        await fetcher.fetch(server.url("/missing"))


async def test_a_50_mb_body_is_cut_off_at_the_cap(
    server: ImageServer, fetcher: ImageFetcher
) -> None:
    with pytest.raises(ImageError, match="图片过大（超过 1 MB）"):
        await fetcher.fetch(server.url("/huge"))
    # Stopped near the cap (plus what the sockets buffered), far from the whole body.
    await server.idle()
    assert server.sent["/huge"] < HUGE_BYTES // 2
    # The client is still fine for the next image.
    assert (await fetcher.fetch(server.add("ok.png", png()))).mime == "image/png"


async def test_a_declared_oversize_body_is_refused_before_reading_it(
    server: ImageServer, fetcher: ImageFetcher
) -> None:
    with pytest.raises(ImageError, match="图片过大"):
        await fetcher.fetch(server.url("/huge-declared"))
    await server.idle()
    assert server.sent["/huge-declared"] < HUGE_BYTES // 2


async def test_the_cap_follows_the_setting(server: ImageServer, fetcher: ImageFetcher) -> None:
    body = png(size=64)
    fetcher.max_bytes = len(body) - 1
    with pytest.raises(ImageError, match="图片过大"):
        await fetcher.fetch(server.add("big.png", body))
    fetcher.max_bytes = len(body)
    assert (await fetcher.fetch(server.add("fits.png", body))).size == len(body)


async def test_a_page_that_is_not_an_image_is_refused(
    server: ImageServer, fetcher: ImageFetcher
) -> None:
    with pytest.raises(ImageError, match="不是图片（text/html）"):
        await fetcher.fetch(server.add("page", png(), "text/html; charset=utf-8"))


async def test_bytes_that_are_not_an_image_are_refused(
    server: ImageServer, fetcher: ImageFetcher
) -> None:
    url = server.add("fake.png", b"<html><body>rkey expired</body></html>", "image/png")
    with pytest.raises(ImageError, match="不是有效的图片"):
        await fetcher.fetch(url)
    short = server.add("tiny.png", b"\x89PN", "image/png")
    with pytest.raises(ImageError, match="不是有效的图片"):
        await fetcher.fetch(short)


async def test_octet_stream_is_judged_by_its_bytes(
    server: ImageServer, fetcher: ImageFetcher
) -> None:
    image = await fetcher.fetch(server.add("blob", jpeg(), "application/octet-stream"))
    assert image.mime == "image/jpeg"


async def test_a_server_that_never_answers_times_out(server: ImageServer) -> None:
    quick = ImageFetcher(max_bytes=1024 * 1024, timeout=0.2)
    try:
        with pytest.raises(ImageError, match="超时"):
            await quick.fetch(server.url("/hang"))
    finally:
        await quick.aclose()


async def test_unreachable_and_unsupported_addresses(fetcher: ImageFetcher) -> None:
    with pytest.raises(ImageError, match="无法连接"):
        await fetcher.fetch(f"http://127.0.0.1:{free_port()}/a.png")
    with pytest.raises(ImageError, match="不支持的图片地址"):
        await fetcher.fetch("file:///etc/passwd")
    with pytest.raises(ImageError, match="不支持的图片地址"):
        await fetcher.fetch("ABCDEF0123.jpg")  # a bare file name, as some events carry


async def test_inline_images_need_no_download(fetcher: ImageFetcher) -> None:
    body = png()
    encoded = base64.b64encode(body).decode()
    a = await fetcher.fetch("base64://" + encoded)
    b = await fetcher.fetch("data:image/png;base64," + encoded)
    assert a.hash == b.hash == short_hash(body)
    with pytest.raises(ImageError, match="不是有效的图片"):
        await fetcher.fetch("base64://" + base64.b64encode(b"hello").decode())


# -- recent images -----------------------------------------------------------------------------


def _fake(n: int, size: int = 10) -> FetchedImage:
    return FetchedImage(f"{n:012x}", "image/png", "d" * size, size)


def test_recent_images_are_bounded_by_count_and_size() -> None:
    recent = RecentImages(max_entries=3, max_bytes=100)
    for n in range(4):
        recent.add(_fake(n), f"http://x/{n}")
    assert recent.get(_fake(0).hash) is None and len(recent) == 3
    # Touching an image keeps it; the least recently used goes.
    assert recent.get(_fake(1).hash) is not None
    recent.add(_fake(9, size=85), "http://x/9")
    assert recent.get(_fake(1).hash) is not None
    assert recent.get(_fake(2).hash) is None and recent.get(_fake(3).hash) is None
    assert recent.bytes <= 100
    # Too big to keep at all, but its URL is remembered.
    recent.add(_fake(5, size=500), "http://x/5")
    assert recent.get(_fake(5).hash) is None
    assert recent.url(_fake(5).hash) == "http://x/5"
    assert recent.url(_fake(0).hash) == "http://x/0"


async def test_recall_refetches_an_evicted_image_from_its_url(
    server: ImageServer
) -> None:
    fetcher = ImageFetcher(max_bytes=1024 * 1024, recent=RecentImages(max_entries=1))
    try:
        first = await fetcher.fetch(server.add("a.png", png()))
        await fetcher.fetch(server.add("b.png", png((1, 2, 3))))
        assert fetcher.recent.get(first.hash) is None
        assert await fetcher.recall(first.hash) == first
        assert server.hits["/img/a.png"] == 2
        # The URL now serves another picture: not the one the marker names.
        await fetcher.fetch(server.add("c.png", png((9, 9, 9))))
        server.add("a.png", png((7, 7, 7)))
        with pytest.raises(ImageError, match=IMAGE_EXPIRED):
            await fetcher.recall(first.hash)
        with pytest.raises(ImageError, match=IMAGE_EXPIRED):
            await fetcher.recall("0123456789ab")
    finally:
        await fetcher.aclose()


async def test_recall_retries_an_image_that_failed_on_arrival(
    server: ImageServer, fetcher: ImageFetcher
) -> None:
    url = server.url("/img/late.png")
    with pytest.raises(ImageError, match="HTTP 404"):
        await fetcher.fetch(url)
    server.add("late.png", png())
    # Not fetched, its marker names the URL; asked for later, it is fetched now.
    assert (await fetcher.recall(image_hash(url))).hash == short_hash(png())


# -- image parts -------------------------------------------------------------------------------


async def test_image_parts_store_back_as_the_same_text(fetcher: ImageFetcher) -> None:
    a = await fetcher.fetch("base64://" + base64.b64encode(png()).decode())
    b = await fetcher.fetch("base64://" + base64.b64encode(jpeg()).decode())
    text = f"[12:00] 小明(1): [引用 小红: {b.marker}] 看{a.marker}和{a.marker}"
    parts = image_parts(text, [a, b])
    assert isinstance(parts, list)
    urls = [p["image_url"]["url"] for p in parts if p["type"] == "image_url"]
    assert urls == [b.data_uri, a.data_uri]  # in place, each image once
    assert persistable({"role": "user", "content": parts})["content"] == text
    assert image_parts("没有图片", [a]) == "没有图片"


def test_the_window_drops_images_after_the_round() -> None:
    image = "data:image/png;base64," + base64.b64encode(png()).decode()
    window = ContextWindow([make_message({"role": "user", "content": "早"})])
    window.add([make_message({"role": "user", "content": [
        {"type": "text", "text": "看"}, {"type": "image_url", "image_url": {"url": image}}]})])
    window.record_prompt(500, window.tokens)
    before = window.tokens
    window.drop_images()
    request = window.request({"role": "system", "content": "s"})
    assert "data:" not in json.dumps(request)
    assert request[-1]["content"] == f"看[图片 {image_hash(image)}]"
    assert window.tokens == sum(tokens.count_message(m) for m in request[1:])
    assert window.last_prompt_tokens == 500 - (before - window.tokens)


# -- descriptions ---------------------------------------------------------------------------


async def test_description_cache(descriptions: DescriptionCache) -> None:
    assert await descriptions.get("0123456789ab") is None
    await descriptions.put("0123456789ab", "一只猫", "vl-1")
    assert await descriptions.get("0123456789ab") == "一只猫"
    await descriptions.put("0123456789ab", "一只橘猫", "vl-2")
    assert await descriptions.get("0123456789ab") == "一只橘猫"
    assert await descriptions.get("ffffffffffff") is None


async def test_an_image_is_described_once(
    vision: Vision, descriptions: DescriptionCache, fetcher: ImageFetcher
) -> None:
    image = await fetcher.fetch("base64://" + base64.b64encode(png()).decode())
    client = vision.client()
    describer = Describer(client, descriptions, prompt=PROMPT)
    try:
        first = await describer.describe(image.hash, lambda: fetcher.recall(image.hash))
        assert first == f"一张图片（{image.hash}）"
        assert await describer.describe(image.hash, _never) == first
        # A restarted process has the store, not the memory.
        again = Describer(client, descriptions, prompt=PROMPT)
        assert await again.describe(image.hash, _never) == first
        assert vision.provider.received == 1
    finally:
        await client.aclose()


async def _never() -> FetchedImage:
    raise AssertionError("a cached description must not load the image")


async def test_overlapping_requests_for_one_image_share_one_call(
    vision: Vision, db: Database, fetcher: ImageFetcher
) -> None:
    image = await fetcher.fetch("base64://" + base64.b64encode(jpeg()).decode())
    client = vision.client()
    describer = Describer(client, SqlDescriptionCache(db), prompt=PROMPT)
    vision.gate = asyncio.Event()
    try:
        tasks = [asyncio.ensure_future(describer.describe(image.hash,
                                                          lambda: fetcher.recall(image.hash)))
                 for _ in range(3)]
        await vision.provider.wait_requests(1)
        # One asker giving up does not cancel the call the others wait on.
        tasks[0].cancel()
        vision.gate.set()
        results = await asyncio.gather(*tasks[1:])
        assert results == [f"一张图片（{image.hash}）"] * 2
        assert vision.provider.received == 1 and describer.calls == 1
    finally:
        await client.aclose()


async def test_load_images_tool(vision: Vision, db: Database, fetcher: ImageFetcher) -> None:
    a = await fetcher.fetch("base64://" + base64.b64encode(png()).decode())
    b = await fetcher.fetch("base64://" + base64.b64encode(jpeg()).decode())
    client = vision.client()
    tools = ToolRegistry([load_images_tool(
        fetcher, Describer(client, SqlDescriptionCache(db), prompt=PROMPT))])
    try:
        out = await tools.call("load_images", json.dumps(
            {"hashes": [a.marker, b.hash, a.hash, "0123456789ab"]}))
        assert f"[图片 {a.hash}]\n一张图片（{a.hash}）" in out
        assert f"[图片 {b.hash}]\n一张图片（{b.hash}）" in out
        assert f"[图片 0123456789ab] 错误：{IMAGE_EXPIRED}" in out
        assert sorted(vision.shown) == sorted([a.hash, b.hash])
        assert "错误" in await tools.call("load_images", '{"hashes": []}')
        assert "错误" in await tools.call("load_images", '{"hashes": 3}')
        many = [f"{n:012x}" for n in range(MAX_PER_CALL + 2)]
        out = await tools.call("load_images", json.dumps({"hashes": many}))
        assert out.count(IMAGE_EXPIRED) == MAX_PER_CALL and "其余 2 张" in out
    finally:
        await client.aclose()


def test_hashes_are_found_in_what_the_model_passes() -> None:
    assert hashes_from(["[图片 0123456789ab]", "0123456789AB", "ffffffffffff"]) == [
        "0123456789ab", "ffffffffffff"]
    assert hashes_from("0123456789ab, ffffffffffff") == ["0123456789ab", "ffffffffffff"]
    assert hashes_from(["0123456789abc"]) == []  # 13 hex digits is not a hash
    assert hashes_from(None) == [] and hashes_from({"a": 1}) == []


async def test_vision_model_down_is_a_tool_error(
    db: Database, fetcher: ImageFetcher
) -> None:
    image = await fetcher.fetch("base64://" + base64.b64encode(png()).decode())
    client = ChatClient(base_url=f"http://127.0.0.1:{free_port()}/v1", api_key=API_KEY,
                        model="fake-vl", max_attempts=1)
    cache = SqlDescriptionCache(db)
    tools = ToolRegistry([load_images_tool(fetcher, Describer(client, cache, prompt=PROMPT))])
    try:
        out = await tools.call("load_images", json.dumps({"hashes": [image.hash]}))
        down = "识图模型调用失败（ConnectionFailed）"  # the front end passes its own wording
        assert out == f"[图片 {image.hash}] 错误：{down}"
        assert await cache.get(image.hash) is None  # a failure is not remembered
    finally:
        await client.aclose()


async def test_vision_model_errors_are_tool_errors(
    vision: Vision, db: Database, fetcher: ImageFetcher
) -> None:
    image = await fetcher.fetch("base64://" + base64.b64encode(png()).decode())
    client = vision.client()
    tools = ToolRegistry([load_images_tool(
        fetcher, Describer(client, SqlDescriptionCache(db), prompt=PROMPT),
        lambda exc: f"HTTP {exc.status}，请稍后再试")])
    vision.provider.queue(Reply.error(500, "vision overloaded"), Reply.text("  "))
    try:
        out = await tools.call("load_images", json.dumps({"hashes": [image.hash]}))
        assert "识图模型调用失败（HTTP 500，请稍后再试）" in out
        out = await tools.call("load_images", json.dumps({"hashes": [image.hash]}))
        assert "识图模型没有返回描述" in out
        # Up again: described now.
        out = await tools.call("load_images", json.dumps({"hashes": [image.hash]}))
        assert f"一张图片（{image.hash}）" in out
    finally:
        await client.aclose()


async def test_no_vision_model_configured(db: Database, fetcher: ImageFetcher) -> None:
    cache = SqlDescriptionCache(db)
    await cache.put("ffffffffffff", "以前描述过的图", "vl-1")
    tools = ToolRegistry([load_images_tool(fetcher, Describer(None, cache, prompt=PROMPT))])
    out = await tools.call("load_images", '{"hashes": ["0123456789ab", "ffffffffffff"]}')
    assert f"[图片 0123456789ab] 错误：{NO_VISION_MODEL}" in out
    assert "[图片 ffffffffffff]\n以前描述过的图" in out
    blank = ChatClient(base_url="http://127.0.0.1:9/v1", api_key=API_KEY, model="")
    try:
        assert not Describer(blank, SqlDescriptionCache(db), prompt=PROMPT).configured
    finally:
        await blank.aclose()
