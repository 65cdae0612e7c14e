"""The whole path through the real bot process: OneBot in, model, reply out, history kept."""

from __future__ import annotations

import asyncio
import re

from mnemo.texts import QUEUED_NOTICE
from tests.e2e.conftest import MakeRig
from tests.e2e.harness import free_port
from tests.fakes.provider import ChatRequest, Reply

STAMP = re.compile(r"^\[\d{4}-\d\d-\d\d \d\d:\d\d\] ")


def user_texts(req: ChatRequest) -> list[str]:
    return [m["content"] for m in req.messages if m["role"] == "user"]


async def test_group_at_gets_a_reply_quoting_the_asker(make_rig: MakeRig) -> None:
    rig = await make_rig()
    mid = await rig.side.group_message(1000, 2001, "今天吃什么", at_bot=True, card="小红")
    reply = await rig.side.next_reply()
    assert reply.group_id == 1000
    assert reply.has_reply_to(mid)
    (req,) = rig.provider.requests
    assert req.model == "fake-model"
    # The stored user turn carries who and when.
    last = user_texts(req)[-1]
    assert STAMP.match(last) and last.endswith("小红(2001): 今天吃什么")
    assert reply.text == "收到：" + last[-50:]
    system = req.messages[0]["content"]
    assert "QQ 群聊" in system and "1000" in system


async def test_unaddressed_group_messages_make_no_model_call(make_rig: MakeRig) -> None:
    rig = await make_rig()
    await rig.side.group_message(1000, 2001, "大家好，随便聊聊")
    await rig.side.group_message(1000, 2002, "我也在")
    await rig.side.group_message(1000, 2001, "@了吗", at_bot=True)
    await rig.side.next_reply()
    assert rig.provider.received == 1
    texts = user_texts(rig.provider.requests[0])
    assert len(texts) == 1 and texts[0].endswith("@了吗")
    assert rig.side.drain() == []


async def test_nickname_and_reply_to_the_bot_address_it(make_rig: MakeRig) -> None:
    rig = await make_rig()
    await rig.side.group_message(1000, 2001, "mnemo 在吗")
    first = await rig.side.next_reply()
    # Quoting the bot's own message addresses it without an @.
    await rig.side.group_message(1000, 2001, "继续说", reply_to=first.message_id)
    await rig.side.next_reply()
    assert rig.provider.received == 2
    assert "继续说" in user_texts(rig.provider.requests[1])[-1]


async def test_private_chat_every_message_is_answered(make_rig: MakeRig) -> None:
    rig = await make_rig()
    await rig.side.private_message(3001, "你好", nickname="阿强")
    reply = await rig.side.next_reply()
    assert reply.message_type == "private" and reply.user_id == 3001
    await rig.side.private_message(3001, "再问一句", nickname="阿强")
    await rig.side.next_reply()
    second = rig.provider.requests[1]
    assert [m["role"] for m in second.messages] == ["system", "user", "assistant", "user"]
    assert "QQ 私聊" in second.messages[0]["content"]


async def test_tool_call_round(make_rig: MakeRig) -> None:
    rig = await make_rig()
    rig.provider.queue(Reply.tool_calls([("current_time", {})]), Reply.text("现在是下午"))
    await rig.side.private_message(3001, "几点了")
    reply = await rig.side.next_reply()
    assert reply.text == "现在是下午"
    second = rig.provider.requests[1].messages
    assert second[-2]["tool_calls"][0]["function"]["name"] == "current_time"
    assert second[-1]["role"] == "tool" and re.match(r"\d{4}-\d\d-\d\d", second[-1]["content"])
    assert rig.provider.rejections == []


async def test_stop_during_a_slow_reply_then_the_next_message_works(make_rig: MakeRig) -> None:
    rig = await make_rig()
    gate = asyncio.Event()
    rig.provider.queue(Reply.text("这条永远不会发出", wait=gate))
    await rig.side.group_message(1000, 2001, "写一篇长文", at_bot=True)
    await rig.provider.wait_requests(1)
    # A message during the reply is queued, with a notice.
    await rig.side.group_message(1000, 2002, "我也要", at_bot=True)
    notice = await rig.side.next_reply()
    assert notice.text == QUEUED_NOTICE
    await rig.side.group_message(1000, 2001, "/stop")
    stopped = await rig.side.next_reply()
    assert "已停止" in stopped.text
    gate.set()
    await rig.side.group_message(1000, 2001, "换个话题", at_bot=True)
    reply = await rig.side.next_reply()
    assert reply.text.startswith("收到：")
    assert rig.provider.received == 2  # the queued message was dropped by /stop
    texts = user_texts(rig.provider.requests[1])
    assert texts[0].endswith("写一篇长文") and texts[-1].endswith("换个话题")
    assert not any("我也要" in t for t in texts)
    assert rig.side.drain() == []


async def test_queued_messages_are_answered_together(make_rig: MakeRig) -> None:
    rig = await make_rig()
    gate = asyncio.Event()
    rig.provider.queue(Reply.text("第一条的回答", wait=gate))
    await rig.side.group_message(1000, 2001, "问题一", at_bot=True)
    await rig.provider.wait_requests(1)
    await rig.side.group_message(1000, 2002, "问题二", at_bot=True)
    assert (await rig.side.next_reply()).text == QUEUED_NOTICE
    mark = rig.bot.mark()
    last = await rig.side.group_message(1000, 2003, "问题三", at_bot=True)
    await rig.bot.wait_log("(2 waiting)", after=mark)
    gate.set()
    assert (await rig.side.next_reply()).text == "第一条的回答"
    together = await rig.side.next_reply()
    assert together.has_reply_to(last)
    assert rig.provider.received == 2
    texts = user_texts(rig.provider.requests[1])
    assert [t.rsplit(": ", 1)[-1] for t in texts] == ["问题一", "问题二", "问题三"]


async def test_history_survives_a_crash(make_rig: MakeRig) -> None:
    rig = await make_rig()
    for text in ("我叫小明", "我喜欢咖啡"):
        await rig.side.private_message(3001, text)
        await rig.side.next_reply()
    await rig.crash_and_restart()
    await rig.side.private_message(3001, "我叫什么")
    await rig.side.next_reply()
    texts = user_texts(rig.provider.requests[-1])
    assert [t.rsplit(": ", 1)[-1] for t in texts] == ["我叫小明", "我喜欢咖啡", "我叫什么"]
    roles = [m["role"] for m in rig.provider.requests[-1].messages]
    assert roles == ["system", "user", "assistant", "user", "assistant", "user"]


async def test_kv_backend_keeps_history_across_restart(make_rig: MakeRig) -> None:
    rig = await make_rig(AICHAT_HISTORY_BACKEND="kv")
    await rig.side.group_message(1000, 2001, "记住暗号是蓝鲸", at_bot=True)
    await rig.side.next_reply()
    await rig.stop_and_restart()
    await rig.side.group_message(1000, 2001, "暗号是什么", at_bot=True)
    await rig.side.next_reply()
    texts = user_texts(rig.provider.requests[-1])
    assert texts[0].endswith("记住暗号是蓝鲸") and texts[-1].endswith("暗号是什么")


async def test_provider_fails_twice_then_succeeds(make_rig: MakeRig) -> None:
    rig = await make_rig()
    rig.provider.queue(Reply.error(500, "upstream exploded"), Reply.error(429, "slow down"),
                       Reply.text("终于好了"))
    await rig.side.private_message(3001, "在吗")
    reply = await rig.side.next_reply()
    assert reply.text == "终于好了"
    assert rig.provider.received == 3
    assert rig.side.drain() == []


async def test_provider_down_gives_one_clear_error(make_rig: MakeRig) -> None:
    rig = await make_rig(AICHAT_BASE_URL=f"http://127.0.0.1:{free_port()}/v1")
    await rig.side.private_message(3001, "在吗")
    reply = await rig.side.next_reply()
    assert reply.text == "无法连接 AI 服务，请稍后再试。"
    assert rig.side.drain() == []
    # The bot keeps running and the user turn was kept: nothing said is lost.
    await rig.side.private_message(3001, "还在吗")
    assert "无法连接" in (await rig.side.next_reply()).text


async def test_wrong_key_and_missing_key_are_explained(make_rig: MakeRig) -> None:
    rig = await make_rig(AICHAT_API_KEY="wrong-secret-key")
    await rig.side.private_message(3001, "你好")
    reply = await rig.side.next_reply()
    assert "认证失败" in reply.text
    assert "wrong-secret-key" not in rig.bot.log_text()
    rig2 = await make_rig(AICHAT_API_KEY="")
    await rig2.side.private_message(3001, "你好")
    assert "API Key" in (await rig2.side.next_reply()).text
    assert rig2.provider.received == 0


async def test_long_answers_are_split_and_only_the_first_quotes(make_rig: MakeRig) -> None:
    rig = await make_rig(AICHAT_REPLY_MAX_CHARS="500")
    paragraphs = [f"第{i}段：" + "这是一段很长的回答。" * 12 for i in range(8)]
    rig.provider.queue(Reply.text("\n\n".join(paragraphs)))
    mid = await rig.side.group_message(1000, 2001, "详细讲讲", at_bot=True)
    first = await rig.side.next_reply()
    parts = [first]
    while sum(len(p.text) for p in parts) < sum(len(p) for p in paragraphs):
        parts.append(await rig.side.next_reply())
    assert len(parts) >= 3 and all(len(p.text) <= 500 for p in parts)
    assert first.has_reply_to(mid) and not any(p.has_reply_to(mid) for p in parts[1:])
    assert "".join(p.text for p in parts).replace("\n", "") == "".join(paragraphs)


async def test_timeout_gives_a_clear_message(make_rig: MakeRig) -> None:
    rig = await make_rig(AICHAT_TIMEOUT="0.5", AICHAT_MAX_ATTEMPTS="2")
    never = asyncio.Event()
    rig.provider.queue(Reply.text("太慢了", wait=never), Reply.text("也太慢了", wait=never))
    await rig.side.private_message(3001, "你好")
    reply = await rig.side.next_reply()
    assert "超时" in reply.text
    never.set()
    await rig.side.private_message(3001, "现在呢")
    assert (await rig.side.next_reply()).text.startswith("收到：")


async def test_odd_input_gets_an_answer_and_loses_nothing(make_rig: MakeRig) -> None:
    rig = await make_rig(AICHAT_MAX_INPUT_CHARS="1000")
    odd = [
        {"type": "face", "data": {"id": "14"}},
        {"type": "mystery_segment", "data": {"x": 1}},
        {"type": "text", "data": {"text": "看" + "很长" * 3000}},
    ]
    await rig.side.private_message(3001, odd)
    await rig.side.next_reply()
    (req,) = rig.provider.requests
    text = user_texts(req)[-1]
    assert "[表情]" in text and "[mystery_segment]" in text
    assert re.search(r"消息过长，已截断，原文共 \d+ 字", text)
    assert rig.provider.rejections == []


async def test_oversized_message_is_cut_and_the_user_is_told(make_rig: MakeRig) -> None:
    rig = await make_rig(AICHAT_MAX_INPUT_CHARS="200")
    await rig.side.private_message(3001, "长" * 5000)
    reply = await rig.side.next_reply()
    assert reply.text.startswith("（消息太长，只有前 200 字交给了 AI。）")
    assert rig.provider.requests[0].prompt_tokens < 2500  # 5,000 characters were cut to 200
