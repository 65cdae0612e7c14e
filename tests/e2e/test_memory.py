"""Long-term memory through the real bot: scoped per group and per user, kept over restarts."""

from __future__ import annotations

from tests.e2e.conftest import SUPERUSER, MakeRig
from tests.fakes.provider import ChatRequest, FakeProvider, Reply


async def memory_script(req: ChatRequest) -> Reply:
    """Save on 记住, search on 查; then repeat the tool's answer to the user."""
    last = req.messages[-1]
    if last["role"] == "tool":
        return Reply.text("工具说：" + last["content"])
    text = req.last_user_text()
    if "记住" in text:
        return Reply.tool_calls([("memory_save",
                                  {"content": "小明喜欢喝手冲咖啡", "tags": ["偏好"]})])
    if "忘掉" in text:
        return Reply.tool_calls([("memory_forget", {"id": 1})])
    if "查" in text:
        # The model tries to reach another scope: the tool refuses the argument.
        if "越权" in text:
            return Reply.tool_calls([("memory_search", {"query": "咖啡", "scope": "g:1000"})])
        return Reply.tool_calls([("memory_search", {"query": "咖啡"})])
    return Reply.text("好的")


async def test_memories_are_scoped_and_survive_restart(make_rig: MakeRig) -> None:
    provider = FakeProvider(api_key="test-key", handler=memory_script)
    await provider.start()
    rig = await make_rig(provider)
    side = rig.side
    await side.group_message(1000, 2001, "请记住我喜欢手冲咖啡", at_bot=True)
    saved = (await side.next_reply()).text
    assert "已保存" in saved
    tools = [t["function"]["name"] for t in provider.requests[0].tools]
    assert {"memory_save", "memory_search", "memory_forget"} <= set(tools)
    # The schema never offers a scope to the model.
    assert all("scope" not in str(t["function"]["parameters"]) for t in provider.requests[0].tools)

    await side.group_message(2000, 2001, "查一下咖啡", at_bot=True)
    assert "手冲咖啡" not in (await side.next_reply()).text
    await side.group_message(2000, 2001, "越权查一下", at_bot=True)
    refused = (await side.next_reply()).text
    assert "手冲咖啡" not in refused and "scope" in refused

    await rig.crash_and_restart()
    await side.group_message(1000, 2002, "查一下咖啡", at_bot=True)
    found = (await side.next_reply()).text
    assert "小明喜欢喝手冲咖啡" in found and "偏好" in found

    # A private chat with a member of group 1000 sees nothing of the group's memories.
    await side.private_message(2001, "查一下咖啡")
    assert "手冲咖啡" not in (await side.next_reply()).text

    # Admin commands: list in the group, refused for members, other scopes for superusers.
    await side.group_message(1000, 2001, "/memory list")
    assert "没有权限" in (await side.next_reply()).text
    await side.group_message(1000, 2003, "/memory list", role="admin")
    listing = (await side.next_reply()).text
    assert "#1 [偏好] 小明喜欢喝手冲咖啡" in listing
    await side.group_message(1000, 2003, "/memory list g:2000", role="admin")
    assert "只有超级用户" in (await side.next_reply()).text
    await side.private_message(SUPERUSER, "/memory add g:2000 群2的暗号是蓝鲸 #暗号")
    assert "已添加：#1（g:2000）" in (await side.next_reply()).text
    await side.private_message(SUPERUSER, "/memory list g:abc")
    assert "无效的记忆作用域" in (await side.next_reply()).text
    await side.private_message(SUPERUSER, "/memory edit g:1000 1 小明只喝美式 #偏好")
    assert "已修改 #1" in (await side.next_reply()).text
    await side.group_message(1000, 2001, "帮我忘掉", at_bot=True)
    await side.next_reply()
    await side.private_message(SUPERUSER, "/memory list g:1000")
    assert "没有记忆" in (await side.next_reply()).text
    assert provider.rejections == []


async def test_auto_inject_adds_relevant_memories_to_that_request_only(make_rig: MakeRig) -> None:
    rig = await make_rig(AICHAT_MEMORY_AUTO_INJECT="true")
    side = rig.side
    await side.private_message(SUPERUSER, "/memory add g:1000 小明喜欢喝手冲咖啡 #偏好")
    await side.next_reply()
    await side.private_message(SUPERUSER, "/memory add g:1000 周六下午三点团建 #安排")
    await side.next_reply()
    await side.group_message(1000, 2001, "推荐一家咖啡店", at_bot=True)
    await side.next_reply()
    first = rig.provider.requests[-1].messages
    # After the history, right before the question, which is read last: the prefix
    # before it is untouched.
    assert first[-1]["content"].endswith("推荐一家咖啡店")
    assert "小明喜欢喝手冲咖啡" in first[-2]["content"] and "团建" not in first[-2]["content"]
    await side.group_message(1000, 2001, "今天天气怎么样", at_bot=True)
    await side.next_reply()
    second = rig.provider.requests[-1].messages
    # Never stored: the next request holds the earlier turn without the hint.
    assert not any(m["role"] == "user" and "系统附注" in str(m["content"]) for m in second)
    assert second[: len(first) - 2] == first[:-2] and second[len(first) - 2] == first[-1]
    # Another scope's memories are never injected.
    await side.group_message(2000, 2001, "咖啡", at_bot=True)
    await side.next_reply()
    assert not any("手冲" in str(m["content"]) for m in rig.provider.requests[-1].messages)
