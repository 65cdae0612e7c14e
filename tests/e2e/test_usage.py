"""Usage and quotas through the real bot process, against a fake provider that reports
prompt-cache hits: the figures are what the provider said, the limits hold across a
restart, and the superuser hears of a group nearing its quota once."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable
from typing import Any

from tests.e2e.conftest import API_KEY, SUPERUSER, MakeRig
from tests.e2e.harness import OneBotSide, image_seg, normalize_message, text_seg
from tests.fakes.images import ImageServer, png
from tests.fakes.provider import ChatRequest, FakeProvider, Reply

GROUP = 1000
TODAY = re.compile(
    r"今天：调用 (\d+) 次，tokens (\d+)（输入 (\d+)，其中缓存命中 (\d+)；输出 (\d+)）")
NOTICE = "（你今天的 AI 用量已超过软限额，今天余下的对话由 cheap-model 回答。）\n"


def today_figures(text: str) -> tuple[int, ...]:
    found = TODAY.search(text)
    assert found, text
    return tuple(int(n) for n in found.groups())


def deepseek_cached(usage: dict[str, Any]) -> int:
    return int(usage.get("prompt_cache_hit_tokens", 0))


def openai_cached(usage: dict[str, Any]) -> int:
    return int((usage.get("prompt_tokens_details") or {}).get("cached_tokens", 0))


def expected(reported: list[dict[str, Any]], cached_of: Callable[[dict[str, Any]], int]
             ) -> tuple[int, ...]:
    """/usage's figures for these provider reports: calls, tokens, prompt, cached, output."""
    prompt = sum(u["prompt_tokens"] for u in reported)
    completion = sum(u["completion_tokens"] for u in reported)
    cached = sum(cached_of(u) for u in reported)
    return (len(reported), prompt + completion, prompt, cached, completion)


async def group_reply(side: OneBotSide) -> str:
    """The next message to a group: an alert to the superuser may come first, beside it."""
    while True:
        reply = await side.next_reply()
        if reply.group_id is not None:
            return reply.text


async def started(cache: Any) -> FakeProvider:
    provider = FakeProvider(api_key=API_KEY, cache=cache)
    await provider.start()
    return provider


async def test_usage_shows_what_the_provider_reported(make_rig: MakeRig) -> None:
    prices = '{"fake-model": {"input": 2, "cached_input": 0.5, "output": 8}}'
    rig = await make_rig(await started("deepseek"), AICHAT_PRICES=prices)
    side, provider = rig.side, rig.provider
    for user, text in ((2001, "你好"), (2001, "讲个笑话"), (2002, "我也来")):
        await side.group_message(GROUP, user, text, at_bot=True)
        await side.next_reply()
    await side.private_message(2001, "私聊一句")
    await side.next_reply()
    group, private = provider.reported[:3], provider.reported[3:]
    assert sum(u["prompt_cache_hit_tokens"] for u in group) > 0  # the history was cached

    await side.group_message(GROUP, 2003, "/usage", role="admin")
    report = (await side.next_reply()).text
    assert report.startswith(f"本群用量（g:{GROUP}）：")
    assert today_figures(report) == expected(group, deepseek_cached)
    cost = sum((u["prompt_tokens"] - u["prompt_cache_hit_tokens"]) * 2
               + u["prompt_cache_hit_tokens"] * 0.5 + u["completion_tokens"] * 8
               for u in group) / 1e6
    assert f"，费用 ¥{cost:.4f}，" in report.split("\n")[1]
    # A member sees only their own figures: two group turns and the private one.
    await side.group_message(GROUP, 2001, "/usage me")
    mine = (await side.next_reply()).text
    assert today_figures(mine) == expected([*group[:2], *private], deepseek_cached)
    await side.group_message(GROUP, 2001, "/usage")
    assert "没有权限" in (await side.next_reply()).text
    # The superuser sees the top groups and members.
    await side.private_message(SUPERUSER, "/usage")
    top = (await side.next_reply()).text
    assert today_figures(top) == expected(provider.reported, deepseek_cached)
    group_tokens = expected(group, deepseek_cached)[1]
    assert f"1. g:{GROUP}：tokens {group_tokens}，调用 3 次" in top
    assert "1. 2001：" in top and "2. 2002：" in top
    # /context shows the conversation's prompt-cache hit rate.
    await side.group_message(GROUP, 2001, "/context")
    context = (await side.next_reply()).text
    rate = sum(u["prompt_cache_hit_tokens"] for u in group) / sum(
        u["prompt_tokens"] for u in group)
    assert f"缓存命中率（近 7 天）：{rate * 100:.1f}%" in context
    assert provider.rejections == []


async def test_quotas_step_down_refuse_survive_a_restart_and_alert_once(
    make_rig: MakeRig,
) -> None:
    rig = await make_rig(await started("openai"), AICHAT_QUOTA_FALLBACK_MODEL="cheap-model",
                         AICHAT_QUOTA_MEMBER_SOFT_TOKENS="1")
    side, provider = rig.side, rig.provider
    await side.group_message(GROUP, 2001, "你好", at_bot=True)
    await side.next_reply()
    assert provider.requests[-1].model == "fake-model"
    # Over the member's soft limit: the fallback model answers, with a one-line notice.
    await side.group_message(GROUP, 2001, "第二条", at_bot=True)
    answer = (await side.next_reply()).text
    assert provider.requests[-1].model == "cheap-model"
    assert answer.startswith(NOTICE)
    await side.group_message(GROUP, 2001, "第三条", at_bot=True)
    assert not (await side.next_reply()).text.startswith("（")  # said once
    # A group quota that the next turn takes past 80 % and then past its end.
    used = sum(u["total_tokens"] for u in provider.reported)
    limit = int(used * 1.2)
    await side.private_message(SUPERUSER, f"/set quota_group_hard_tokens {limit}")
    assert "立即生效" in (await side.next_reply()).text
    assert side.actions_named("send_private_msg") == []
    mark = len(side.actions)
    await side.group_message(GROUP, 2002, "第四条", at_bot=True)
    assert (await group_reply(side)).endswith("第四条")
    alert = await side.wait_action("send_private_msg", after=mark)
    assert alert.params["user_id"] == SUPERUSER
    alert_text = "".join(s["data"].get("text", "")
                         for s in normalize_message(alert.params["message"]))
    assert alert_text.startswith(f"[mnemo] 群 {GROUP} 今天") and f"每日额度 {limit}" in alert_text
    # Over the hard limit: a polite refusal that says when it resets, and no model call.
    calls = provider.received
    await side.group_message(GROUP, 2002, "第五条", at_bot=True)
    refusal = await group_reply(side)
    tomorrow = (dt.date.today() + dt.timedelta(days=1)).strftime("%m-%d")
    assert refusal == f"抱歉，本群今天的 AI 用量已达上限，{tomorrow} 00:00 重置后再来找我吧。"
    assert provider.received == calls
    # The counters and the alert survive a restart.
    await rig.stop_and_restart()
    await side.group_message(GROUP, 2001, "重启后呢", at_bot=True)
    assert await group_reply(side) == refusal
    assert provider.received == calls
    # The superuser is exempt, and is not alerted again.
    await side.group_message(GROUP, SUPERUSER, "我是超管", at_bot=True)
    await group_reply(side)
    assert provider.received == calls + 1 and provider.requests[-1].model == "fake-model"
    private = [a for a in side.actions_named("send_private_msg")
               if a.params.get("user_id") == SUPERUSER]
    assert private == [alert]
    assert provider.rejections == []


MARKER = re.compile(r"\[图片 ([0-9a-f]{12})")
OCR_KEY = "ocr-test-key"


async def looker(req: ChatRequest) -> Reply:
    """A chat model without eyes: asks load_images about the images, then answers."""
    if req.messages[-1]["role"] == "tool":
        return Reply.text("看到了")
    hashes = MARKER.findall(req.last_user_text())
    if hashes and any(t["function"]["name"] == "load_images" for t in req.tools):
        return Reply.tool_calls([("load_images", {"hashes": hashes})])
    return Reply.text("好的")


async def describe(req: ChatRequest) -> Reply:
    return Reply.text("一只橘猫")


async def test_vision_calls_count_for_the_group_that_asked(make_rig: MakeRig) -> None:
    chat = FakeProvider(api_key=API_KEY, handler=looker, cache="openai")
    ocr = FakeProvider(api_key=OCR_KEY, handler=describe)
    await ocr.start()
    async with ImageServer() as images:
        try:
            rig = await make_rig(await _started(chat), AICHAT_OCR_BASE_URL=ocr.base_url,
                                 AICHAT_OCR_API_KEY=OCR_KEY, AICHAT_OCR_MODEL="fake-vl")
            side = rig.side
            await side.group_message(GROUP, 2001, [image_seg(images.add("cat.png", png())),
                                                   text_seg("这是什么")], at_bot=True)
            assert (await side.next_reply()).text == "看到了"
            await side.group_message(GROUP, 2001, "/usage me")
            mine = (await side.next_reply()).text
        finally:
            await ocr.stop()
    assert len(chat.reported) == 2 and len(ocr.reported) == 1
    # The vision model's report has no cache figure: no cache hit.
    assert "prompt_tokens_details" not in ocr.reported[0]
    assert today_figures(mine) == expected([*chat.reported, *ocr.reported], openai_cached)


async def _started(provider: FakeProvider) -> FakeProvider:
    await provider.start()
    return provider
