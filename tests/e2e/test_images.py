"""Images end to end (issue 6): the real bot fetches pictures from a local HTTP server,
describes them with a fake vision model on demand, or sends them along natively."""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
import sqlite3
from collections.abc import AsyncIterator
from typing import Any

import pytest

from mnemo.images import image_hash
from mnemo.texts import QUEUED_NOTICE
from tests.e2e.conftest import API_KEY, SUPERUSER, MakeRig, Rig
from tests.e2e.harness import image_seg, text_seg
from tests.fakes.images import HUGE_BYTES, ImageServer, jpeg, png
from tests.fakes.provider import ChatRequest, FakeProvider, Reply

PROMPT = "描述图片（测试）"
MARKER = re.compile(r"\[图片 ([0-9a-f]{12})")


def short_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:12]


def tool_names(req: ChatRequest) -> list[str]:
    return [t["function"]["name"] for t in req.tools]


def image_urls(message: dict[str, Any]) -> list[str]:
    content = message["content"]
    if not isinstance(content, list):
        return []
    return [p["image_url"]["url"] for p in content if p["type"] == "image_url"]


async def looker(req: ChatRequest) -> Reply:
    """The chat model without eyes: asks load_images about the newest turn's images, then
    repeats what it was told."""
    last = req.messages[-1]
    if last["role"] == "tool":
        return Reply.text("我看到了：" + last["content"][:300])
    hashes = MARKER.findall(req.last_user_text())
    if hashes and "load_images" in tool_names(req):
        return Reply.tool_calls([("load_images", {"hashes": hashes})])
    return Reply.text("好的")


async def describe(req: ChatRequest) -> Reply:
    """The vision model: names the picture it was shown by its hash."""
    (message,) = req.messages
    prompt, image = message["content"]
    assert prompt == {"type": "text", "text": PROMPT}
    return Reply.text(f"图里是 {image_hash(image['image_url']['url'])} 号橘猫")


OCR_KEY = "ocr-test-key"


@pytest.fixture
async def images() -> AsyncIterator[ImageServer]:
    async with ImageServer() as server:
        yield server


@pytest.fixture
async def ocr() -> AsyncIterator[FakeProvider]:
    # Its own key: the main key is never sent to another host.
    provider = FakeProvider(api_key=OCR_KEY, handler=describe)
    await provider.start()
    yield provider
    await provider.stop()


async def looker_rig(make_rig: MakeRig, ocr: FakeProvider) -> Rig:
    chat = FakeProvider(api_key=API_KEY, handler=looker)
    await chat.start()
    return await make_rig(chat, AICHAT_OCR_BASE_URL=ocr.base_url, AICHAT_OCR_API_KEY=OCR_KEY,
                          AICHAT_OCR_MODEL="fake-vl",
                          AICHAT_OCR_PROMPT=PROMPT, AICHAT_IMAGE_MAX_BYTES=str(1024 * 1024))


async def test_each_picture_is_described_once_on_demand(
    make_rig: MakeRig, images: ImageServer, ocr: FakeProvider
) -> None:
    rig = await looker_rig(make_rig, ocr)
    chat, side = rig.provider, rig.side
    cat = png((255, 140, 0))
    h = short_hash(cat)

    await side.group_message(1000, 2001, [image_seg(images.add("cat1.png", cat)),
                                          text_seg("这是什么")], at_bot=True)
    reply = await side.next_reply()
    assert reply.text.startswith("我看到了：") and f"图里是 {h} 号橘猫" in reply.text
    first = chat.requests[0]
    assert first.last_user_text().endswith(f"[图片 {h}]这是什么")
    assert "load_images" in tool_names(first)
    (seen,) = ocr.requests
    assert seen.model == "fake-vl"
    assert image_hash(image_urls(seen.messages[0])[0]) == h

    # The same picture from another URL, another member, a later turn: the cache answers.
    await side.group_message(1000, 2002, [text_seg("再看看这张"),
                                          image_seg(images.add("cat2.png", cat))], at_bot=True)
    assert f"图里是 {h} 号橘猫" in (await side.next_reply()).text
    assert ocr.received == 1

    # A quoted message's picture (fetched by the adapter with get_msg) is seen too.
    dog = jpeg(b"dog")
    posted = await side.group_message(1000, 2003, [image_seg(images.add("dog.jpg", dog,
                                                                        "image/jpeg"))])
    await side.group_message(1000, 2001, "这张呢", at_bot=True, reply_to=posted)
    assert f"图里是 {short_hash(dog)} 号橘猫" in (await side.next_reply()).text
    assert f"[图片 {short_hash(dog)}]" in chat.requests[-2].last_user_text()
    assert ocr.received == 2
    # Without multimodal the chat model never receives an image, only markers.
    assert not any("data:" in json.dumps(r.body) for r in chat.requests)
    assert chat.rejections == [] and ocr.rejections == []


async def test_broken_images_give_a_tool_error_and_an_answer(
    make_rig: MakeRig, images: ImageServer, ocr: FakeProvider
) -> None:
    rig = await looker_rig(make_rig, ocr)
    missing, huge = images.url("/missing"), images.url("/huge")
    await rig.side.private_message(3001, [text_seg("看看这两张"), image_seg(missing),
                                          image_seg(huge)])
    reply = await rig.side.next_reply()
    assert reply.text.startswith("我看到了：")
    result = rig.provider.requests[1].messages[-1]
    assert result["role"] == "tool"
    assert f"[图片 {image_hash(missing)}] 错误：下载图片失败（HTTP 404）" in result["content"]
    assert f"[图片 {image_hash(huge)}] 错误：图片过大（超过 1 MB）" in result["content"]
    await images.idle()
    assert images.sent["/huge"] < HUGE_BYTES // 2
    # Asked for again, each was fetched again (the failure might have passed), in vain.
    assert images.hits["/missing"] == images.hits["/huge"] == 2
    assert ocr.received == 0
    assert rig.side.drain() == []


async def test_no_vision_model_is_a_tool_error(make_rig: MakeRig, images: ImageServer) -> None:
    chat = FakeProvider(api_key=API_KEY, handler=looker)
    await chat.start()
    rig = await make_rig(chat)
    await rig.side.private_message(3001, [image_seg(images.add("a.png", png()))])
    assert (await rig.side.next_reply()).text.startswith("我看到了：")
    assert "未配置识图模型" in chat.requests[1].messages[-1]["content"]


async def test_multimodal_sends_images_for_one_round_and_stores_markers(
    make_rig: MakeRig, images: ImageServer
) -> None:
    rig = await make_rig(AICHAT_MULTIMODAL="true")
    side, provider = rig.side, rig.provider
    cat = png((10, 200, 30))
    h = short_hash(cat)

    await side.private_message(3001, [text_seg("看这个"), image_seg(images.add("c.png", cat))])
    await side.next_reply()
    first = provider.requests[0]
    assert "load_images" not in tool_names(first)
    last = first.messages[-1]
    (url,) = image_urls(last)
    assert url.startswith("data:image/png;base64,") and image_hash(url) == h
    assert last["content"][0]["text"].endswith(": 看这个")

    await side.private_message(3001, "还记得那张图吗")
    await side.next_reply()
    second = provider.requests[1]
    earlier = second.messages[1]
    assert isinstance(earlier["content"], str) and earlier["content"].endswith(f"看这个[图片 {h}]")
    assert "data:" not in json.dumps(second.body)

    # A quoted picture goes along too.
    dog = jpeg(b"dog")
    posted = await side.group_message(1000, 2001, [image_seg(images.add("d.jpg", dog,
                                                                        "image/jpeg"))])
    await side.group_message(1000, 2002, "这张图是什么", at_bot=True, reply_to=posted)
    await side.next_reply()
    (quoted,) = image_urls(provider.requests[2].messages[-1])
    assert quoted.startswith("data:image/jpeg;base64,") and image_hash(quoted) == short_hash(dog)

    # A broken picture: a note in its place, and a normal answer.
    await side.private_message(3001, [text_seg("这个呢"), image_seg(images.url("/missing"))])
    assert (await side.next_reply()).text.startswith("收到：")
    broken = provider.requests[3].messages[-1]["content"]
    assert isinstance(broken, str) and "（无法加载：下载图片失败（HTTP 404））]" in broken
    assert provider.rejections == []

    await rig.bot.stop()
    with sqlite3.connect(rig.data_dir / "mnemo.db") as db:
        payloads = [row[0] for row in db.execute("SELECT payload FROM chat_message")]
    assert payloads and not any("data:" in p or "127.0.0.1" in p for p in payloads)
    assert any(f"[图片 {h}]" in p for p in payloads)
    assert any(f"[图片 {short_hash(dog)}]" in p for p in payloads)


async def test_a_slow_picture_keeps_its_place_in_line(
    make_rig: MakeRig, images: ImageServer
) -> None:
    rig = await make_rig()
    gate = asyncio.Event()
    slow = images.add("slow.png", png((1, 1, 1)), gate=gate)
    await rig.side.private_message(3001, [text_seg("先看图"), image_seg(slow)])
    await images.wait_hit("/img/slow.png")
    # Sent while the picture downloads: it waits its turn rather than overtaking.
    await rig.side.private_message(3001, "然后回答这个")
    assert (await rig.side.next_reply()).text == QUEUED_NOTICE
    gate.set()
    first, second = await rig.side.next_reply(), await rig.side.next_reply()
    assert "先看图" in first.text and "然后回答这个" in second.text
    texts = [m["content"] for m in rig.provider.requests[1].messages if m["role"] == "user"]
    assert texts[0].endswith(f"先看图[图片 {short_hash(png((1, 1, 1)))}]")
    assert texts[1].endswith("然后回答这个")


async def test_switching_multimodal_on_applies_to_a_resident_session(
    make_rig: MakeRig, images: ImageServer
) -> None:
    rig = await make_rig()
    await rig.side.private_message(3001, "你好")
    await rig.side.next_reply()
    assert "load_images" in tool_names(rig.provider.requests[0])
    await rig.side.private_message(SUPERUSER, "/set multimodal true")
    await rig.side.next_reply()
    await rig.side.private_message(3001, [image_seg(images.add("a.png", png()))])
    await rig.side.next_reply()
    last = rig.provider.requests[-1]
    assert "load_images" not in tool_names(last)
    assert image_hash(image_urls(last.messages[-1])[0]) == short_hash(png())
