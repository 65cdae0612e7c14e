"""Real bot processes on one real PostgreSQL database (a database of their own per test).

One process keeps its conversation across a restart; two processes continue one
conversation alternately with one consistent history; a `/set` through one applies in
the other; a member's quota holds across the processes, with one alert; two QQ accounts
keep their own conversations; a hundred groups replying at once on both processes are
all answered, the turns beyond the lock connections waiting with a log line; `kill -9`
of the process in the middle of a turn lets the other go on; a turn whose lock
connection the server drops loses cleanly to the process that takes the conversation; a
server restart in the middle of twenty turns loses none of them; a server away past the
retry window gets every message answered or truthfully told.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator

import asyncpg
import pytest

from mnemo.errors import AnswerNotStored, StoreUnavailable
from mnemo.store.postgres.locks import lock_key
from mnemo.texts import error_text
from tests.e2e.conftest import SUPERUSER, MakeRig, Rig
from tests.e2e.harness import free_port
from tests.e2e.test_recall import (
    FACTS,
    FILLER,
    HEADER,
    handler,
    history_part,
    is_compressor,
    recall_blocks,
)
from tests.e2e.test_usage import expected, group_reply, openai_cached, today_figures
from tests.fakes.provider import ChatRequest, FakeProvider, Reply
from tests.postgres import PrivateServer, fresh_database

GROUP = 1000
API_KEY = "test-key"


@pytest.fixture
async def db_url() -> AsyncIterator[str]:
    async with fresh_database() as url:
        yield url


@pytest.fixture
async def provider() -> AsyncIterator[FakeProvider]:
    async with FakeProvider(api_key=API_KEY) as fake:
        yield fake


def asked(req: ChatRequest) -> list[str]:
    """The user turns of a request, without the stamp and speaker prefix."""
    return [m["content"].rsplit(": ", 1)[-1] for m in req.messages if m["role"] == "user"]


async def stored_turns(url: str, session: str) -> list[tuple[str, str]]:
    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch(
            "SELECT role, payload FROM chat_message WHERE session_id = $1 "
            "AND pos IS NOT NULL ORDER BY pos", session)
    finally:
        await conn.close()
    return [(r["role"], json.loads(r["payload"])["content"]) for r in rows]


async def wait_stored(url: str, session: str, text: str, timeout: float = 30.0) -> None:
    """Until a message ending in `text` is in the stored conversation (at most `timeout`)."""
    # The writer's commit is another process's and announces itself nowhere: the table is
    # the one place to see it, so it is read again until it holds the message.
    async def stored() -> None:
        while not any(content.endswith(text)  # noqa: ASYNC110
                      for _, content in await stored_turns(url, session)):
            await asyncio.sleep(0.01)

    await asyncio.wait_for(stored(), timeout)


async def terminate_lock_holder(url: str, session: str) -> int:
    """Drop the server connection that holds `session`'s turn lock, as a network cut
    would; how many were dropped."""
    space, key = lock_key("turn:" + session)
    conn = await asyncpg.connect(url)
    try:
        return int(await conn.fetchval(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_locks WHERE locktype = "
            "'advisory' AND granted AND classid = $1 AND objid = $2 AND objsubid = 2",
            space, key & 0xFFFFFFFF))
    finally:
        await conn.close()


async def ask(rig: Rig, text: str, group: int = GROUP) -> str:
    await rig.side.group_message(group, 2001, text, at_bot=True)
    reply = await rig.side.next_reply()
    assert reply.group_id == group
    return reply.text


async def test_one_process_keeps_its_conversation_on_postgres(
    make_rig: MakeRig, provider: FakeProvider, db_url: str
) -> None:
    rig = await make_rig(provider, AICHAT_DATABASE_URL=db_url)
    await rig.bot.wait_log("history backend postgres")
    assert await ask(rig, "记住：我喜欢猫")
    await rig.stop_and_restart()
    await ask(rig, "我喜欢什么")
    assert asked(provider.requests[-1]) == ["记住：我喜欢猫", "我喜欢什么"]
    # Nothing of it in the data directory: the database is the server.
    assert not (rig.data_dir / "mnemo.db").exists()
    turns = await stored_turns(db_url, f"g:{GROUP}")
    assert [role for role, _ in turns] == ["user", "assistant"] * 2


async def test_two_processes_continue_one_conversation(
    make_rig: MakeRig, provider: FakeProvider, db_url: str
) -> None:
    a = await make_rig(provider, AICHAT_DATABASE_URL=db_url)
    b = await make_rig(provider, AICHAT_DATABASE_URL=db_url)
    said: list[str] = []
    for i in range(6):
        rig = (a, b)[i % 2]
        text = f"第 {i} 句"
        said.append(text)
        await ask(rig, text)
        # Each process saw every turn before it, whichever process answered it.
        assert asked(provider.requests[-1]) == said
    turns = await stored_turns(db_url, f"g:{GROUP}")
    assert [role for role, _ in turns] == ["user", "assistant"] * 6
    assert [content.rsplit(": ", 1)[-1] for role, content in turns if role == "user"] == said
    # b read the conversation fresh for its first turn and reloaded it before each later
    # one, a turn of a's having come in between.
    assert b.bot.log_text().count("changed by another process; reloaded") == 2


async def test_compressions_on_postgres_store_each_message_once(
    make_rig: MakeRig, db_url: str
) -> None:
    """A small window compressed again and again: the turns each compression keeps stay
    the rows they are, so the server holds every message once, and /restore still walks
    back the last compression."""

    async def chatty(req: ChatRequest) -> Reply:
        if "对话摘要器" in req.system_text():
            return Reply.text("- 聊过很多话题。")
        return Reply.text("好的，关于这个问题我的看法是：" + "这是一个值得讨论的话题。" * 8)

    async with FakeProvider(api_key=API_KEY, max_context=4000, handler=chatty) as provider:
        rig = await make_rig(provider, AICHAT_DATABASE_URL=db_url,
                             AICHAT_MAX_CONTEXT_TOKENS="4000")
        for i in range(40):
            # A message that lands while the last turn is still finishing is queued and
            # answered together with the next: any reply will do here.
            await rig.side.group_message(GROUP, 2001, f"第{i}轮：我们聊聊这件事，"
                                         + "细节很多。" * 6, at_bot=True)
            await rig.side.next_reply()
        assert sum("对话摘要器" in r.system_text() for r in provider.requests) >= 2
        # Stopping flushes every queued write; the restarted process reads them back.
        await rig.stop_and_restart()
        rig.side.drain()  # what the first process still sent
        conn = await asyncpg.connect(db_url)
        try:
            stored = await conn.fetchrow(
                "SELECT count(*) AS rows, count(DISTINCT (role, payload, created_at)) AS said "
                "FROM chat_message WHERE session_id = $1", f"g:{GROUP}")
            # A message some compression kept: referred to by several windows.
            kept = await conn.fetchval(
                "SELECT count(*) FROM (SELECT msg_id FROM chat_archive WHERE session_id = $1 "
                "GROUP BY msg_id HAVING count(*) > 1) k", f"g:{GROUP}")
            batches = await conn.fetchval(
                "SELECT count(DISTINCT batch) FROM chat_archive WHERE session_id = $1",
                f"g:{GROUP}")
        finally:
            await conn.close()
        assert stored["rows"] == stored["said"]
        assert kept > 0 and batches >= 2
        active = await stored_turns(db_url, f"g:{GROUP}")

        await rig.side.group_message(GROUP, 2002, "/restore", role="admin")
        assert "已恢复" in (await rig.side.next_reply()).text
        restored = await stored_turns(db_url, f"g:{GROUP}")
        assert restored != active
        conn = await asyncpg.connect(db_url)
        try:
            rows = await conn.fetchval(
                "SELECT count(*) FROM chat_message WHERE session_id = $1", f"g:{GROUP}")
        finally:
            await conn.close()
        assert rows == stored["rows"]  # restoring copies nothing either


async def test_set_in_one_process_applies_in_the_other(
    make_rig: MakeRig, provider: FakeProvider, db_url: str
) -> None:
    a = await make_rig(provider, AICHAT_DATABASE_URL=db_url)
    b = await make_rig(provider, AICHAT_DATABASE_URL=db_url)
    mark = b.bot.mark()
    await a.side.private_message(SUPERUSER, "/set model other-model")
    assert "other-model" in (await a.side.next_reply()).text
    await b.bot.wait_log("settings changed by another process", after=mark)
    await ask(b, "用哪个模型")
    assert provider.requests[-1].model == "other-model"
    # And a group's AI switched off through one is off in the other.
    mark = b.bot.mark()
    await a.side.group_message(GROUP, SUPERUSER, "/ai off", at_bot=True)
    await a.side.next_reply()
    await b.bot.wait_log("AI switches changed by another process", after=mark)
    before = provider.received
    await b.side.group_message(GROUP, 2001, "还在吗", at_bot=True)
    await b.side.group_message(GROUP + 1, 2001, "别的群", at_bot=True)
    reply = await b.side.next_reply()
    assert reply.group_id == GROUP + 1
    assert provider.received == before + 1


async def test_a_quota_holds_across_two_processes_and_alerts_once(
    make_rig: MakeRig, provider: FakeProvider, db_url: str
) -> None:
    a, b = (await make_rig(provider, AICHAT_DATABASE_URL=db_url),
            await make_rig(provider, AICHAT_DATABASE_URL=db_url))
    await ask(a, "第 0 句")
    limit = provider.reported[-1]["total_tokens"] * 4
    for name in ("member", "group"):  # the group's: its alert at 80 % goes to the superuser
        mark = b.bot.mark()
        await a.side.private_message(SUPERUSER, f"/set quota_{name}_hard_tokens {limit}")
        assert "立即生效" in (await a.side.next_reply()).text
        await b.bot.wait_log("settings changed by another process", after=mark)
    marks = [len(a.side.actions), len(b.side.actions)]

    def used() -> int:
        return sum(u["total_tokens"] for u in provider.reported)

    # One member asks through b and a in turn until refused.
    for i in range(1, 20):
        before, calls = used(), provider.received
        rig = (b, a)[i % 2]
        await rig.side.group_message(GROUP, 2001, f"第 {i} 句", at_bot=True)
        text = await group_reply(rig.side)
        if provider.received == calls:
            break
        last = before
    assert "已达上限" in text
    # Refused at the limit of all the processes' turns together, not at twice it: the
    # last turn answered started below it.
    assert last < limit <= before
    # The superuser heard of the group once, from one of the processes.
    waits = [asyncio.ensure_future(rig.side.wait_action("send_private_msg", after=mark))
             for rig, mark in zip((a, b), marks, strict=True)]
    _, pending = await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
    for wait in pending:
        wait.cancel()
    alerts = [x for rig, mark in zip((a, b), marks, strict=True)
              for x in rig.side.actions[mark:] if x.action == "send_private_msg"]
    assert len(alerts) == 1 and alerts[0].params["user_id"] == SUPERUSER


async def test_a_hundred_groups_at_once_on_two_processes_are_all_answered(
    make_rig: MakeRig, provider: FakeProvider, db_url: str
) -> None:
    few = {"AICHAT_DATABASE_URL": db_url, "AICHAT_POSTGRES_TURN_CONNECTIONS": "8"}
    a, b = await make_rig(provider, **few), await make_rig(provider, **few)
    groups = [GROUP + i for i in range(100)]
    gate = asyncio.Event()

    async def answer(req: ChatRequest) -> Reply:
        return Reply.text("答 " + asked(req)[-1].split(" ")[-1], wait=gate)

    provider.handler = answer
    marks = [a.bot.mark(), b.bot.mark()]
    # Every group asks both processes: each turn either holds one of its process's eight
    # lock connections, waits for one, or waits (with none) for the other process's turn.
    for g in groups:
        await a.side.group_message(g, 2001, f"问甲 {g}", at_bot=True)
        await b.side.group_message(g, 2002, f"问乙 {g}", at_bot=True)
    for rig, mark in zip((a, b), marks, strict=True):
        await rig.bot.wait_log("turns wait for a turn-lock connection: all 8 are held",
                               after=mark)
    gate.set()
    for rig in (a, b):
        replies = [await rig.side.next_reply(timeout=120) for _ in groups]
        assert sorted(r.group_id for r in replies) == groups
        assert all(r.text == f"答 {r.group_id}" for r in replies)
    conn = await asyncpg.connect(db_url)
    try:
        rows = await conn.fetch("SELECT session_id, count(*) AS n FROM chat_message "
                                "WHERE pos IS NOT NULL GROUP BY session_id")
    finally:
        await conn.close()
    assert {r["session_id"]: r["n"] for r in rows} == {f"g:{g}": 4 for g in groups}


async def test_kill_9_of_the_turn_holder_lets_the_other_process_go_on(
    make_rig: MakeRig, provider: FakeProvider, db_url: str
) -> None:
    a = await make_rig(provider, AICHAT_DATABASE_URL=db_url)
    b = await make_rig(provider, AICHAT_DATABASE_URL=db_url)
    await ask(a, "第一句")
    never = asyncio.Event()
    provider.queue(Reply.text("不会送到", wait=never))
    await a.side.group_message(GROUP, 2001, "第二句", at_bot=True)
    await provider.wait_requests(2)  # a holds the conversation's turn now
    a.bot.kill()
    await a.bot.wait_exit()
    # b takes the turn as soon as the server has dropped a's connection (and its lock).
    await ask(b, "第三句")
    history = asked(provider.requests[-1])
    # The acknowledged turn is there; the killed turn's question at most once, unanswered.
    assert history[0] == "第一句" and history[-1] == "第三句"
    assert history in (["第一句", "第三句"], ["第一句", "第二句", "第三句"])
    turns = await stored_turns(db_url, f"g:{GROUP}")
    assert "不会送到" not in [content for _, content in turns]
    assert turns[-1][0] == "assistant"
    never.set()


async def test_two_qq_accounts_on_one_database_keep_their_own_conversations(
    make_rig: MakeRig, provider: FakeProvider, db_url: str
) -> None:
    a = await make_rig(provider, self_id=10001, AICHAT_DATABASE_URL=db_url,
                       AICHAT_ACCOUNT_IN_KEY="true")
    b = await make_rig(provider, self_id=10002, AICHAT_DATABASE_URL=db_url,
                       AICHAT_ACCOUNT_IN_KEY="true")
    # Both accounts are in the same group; each has its own conversation there.
    await ask(a, "甲的第一句")
    await ask(b, "乙的第一句")
    await ask(a, "甲的第二句")
    assert asked(provider.requests[-1]) == ["甲的第一句", "甲的第二句"]
    await ask(b, "乙的第二句")
    assert asked(provider.requests[-1]) == ["乙的第一句", "乙的第二句"]
    # The system prompt still names the group, not the key.
    assert f"群号 {GROUP}）" in provider.requests[-1].messages[0]["content"]
    assert len(await stored_turns(db_url, f"g:{GROUP}@10001")) == 4
    assert len(await stored_turns(db_url, f"g:{GROUP}@10002")) == 4
    assert await stored_turns(db_url, f"g:{GROUP}") == []


@pytest.fixture
async def private_server() -> AsyncIterator[PrivateServer]:
    server = PrivateServer(free_port())
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


async def test_a_database_restart_under_load_loses_no_answered_turn(
    make_rig: MakeRig, provider: FakeProvider, private_server: PrivateServer
) -> None:
    groups = [GROUP + i for i in range(20)]
    rig = await make_rig(provider, AICHAT_DATABASE_URL=private_server.url)
    gate = asyncio.Event()

    async def answer(req: ChatRequest) -> Reply:
        # "问 1003" is answered "答 1003", held until the gate opens.
        return Reply.text("答 " + asked(req)[-1].split(" ")[-1], wait=gate)

    provider.handler = answer
    for g in groups:
        await rig.side.group_message(g, 2001, f"问 {g}", at_bot=True)
    await provider.wait_requests(len(groups))  # twenty turns in flight, each holding its lock
    mark = rig.bot.mark()
    await private_server.restart()
    gate.set()
    first = {}
    for _ in groups:
        reply = await rig.side.next_reply(timeout=60)
        first[reply.group_id] = reply.text
    assert sorted(first) == groups
    answered = {g for g, text in first.items() if text == f"答 {g}"}
    # Every turn was retried through the restart: none needed the short apology.
    assert answered == set(groups), first
    # The restart dropped every connection, the turn locks' included.
    await rig.bot.wait_log("lost with its connection", after=mark)

    # Every group answers again, and its answered turn is in the history it sends.
    for g in groups:
        await ask(rig, f"再问 {g}", g)
        assert asked(provider.requests[-1]) == [f"问 {g}", f"再问 {g}"]
    conn = await asyncpg.connect(private_server.url)
    try:
        rows = await conn.fetch("SELECT session_id, count(*) AS n FROM chat_message "
                                "WHERE pos IS NOT NULL GROUP BY session_id")
    finally:
        await conn.close()
    assert {r["session_id"]: r["n"] for r in rows} == {f"g:{g}": 4 for g in groups}


async def test_a_message_sent_while_the_database_is_down_is_answered_once_it_is_back(
    make_rig: MakeRig, provider: FakeProvider, private_server: PrivateServer
) -> None:
    rig = await make_rig(provider, AICHAT_DATABASE_URL=private_server.url)
    await ask(rig, "第一句")
    await private_server.pause()
    mark = rig.bot.mark()
    await rig.side.group_message(GROUP, 2001, "第二句", at_bot=True)
    await rig.bot.wait_log("unavailable", after=mark)  # the turn waits for the server
    await private_server.resume()
    reply = await rig.side.next_reply(timeout=60)
    assert reply.text == "收到：" + provider.requests[-1].messages[-1]["content"][-50:]
    assert asked(provider.requests[-1]) == ["第一句", "第二句"]
    await rig.bot.wait_log("reachable again", after=mark)
    assert rig.side.drain() == []


async def test_usage_is_counted_on_postgres_across_a_restart(
    db_url: str, make_rig: MakeRig, provider: FakeProvider
) -> None:
    rig = await make_rig(provider, AICHAT_DATABASE_URL=db_url)
    assert await ask(rig, "你好")
    await rig.stop_and_restart()
    await rig.side.group_message(GROUP, 2003, "/usage", role="admin")
    report = (await rig.side.next_reply()).text
    assert report.startswith(f"本群用量（g:{GROUP}）：")
    assert today_figures(report) == expected(provider.reported, openai_cached)


async def test_talk_compressed_out_in_one_process_is_recalled_in_the_other(
    make_rig: MakeRig, db_url: str
) -> None:
    context = 4000
    provider = FakeProvider(api_key=API_KEY, max_context=context, handler=handler)
    await provider.start()
    try:
        a = await make_rig(provider, AICHAT_DATABASE_URL=db_url,
                           AICHAT_MAX_CONTEXT_TOKENS=str(context))
        b = await make_rig(provider, AICHAT_DATABASE_URL=db_url,
                           AICHAT_MAX_CONTEXT_TOKENS=str(context))
        user, fact, question, answer = FACTS[0]
        await a.side.group_message(GROUP, user, fact, at_bot=True, nickname="成员")
        await a.side.next_reply()
        i = 0
        # Talk through process a until the fact has been folded into a summary.
        while sum(1 for r in provider.requests if is_compressor(r)) < 2:
            await a.side.group_message(GROUP, 2004, f"第{i}轮：聊聊{FILLER[i % len(FILLER)]}，"
                                       + "随便说说。" * 3, at_bot=True)
            await a.side.next_reply()
            i += 1
        mark = len(provider.requests)
        await b.side.group_message(GROUP, user, question, at_bot=True, nickname="成员")
        assert (await b.side.next_reply()).text
        req = next(r for r in provider.requests[mark:] if not is_compressor(r))
        assert fact not in history_part(req)
        blocks = recall_blocks(req)
        assert len(blocks) == 1 and fact in blocks[0] and answer in blocks[0], blocks
        assert blocks[0].startswith(HEADER)
        # Another group asking the same through b gets none of it.
        mark = len(provider.requests)
        await b.side.group_message(GROUP + 1, user, question, at_bot=True)
        await b.side.next_reply()
        assert all(fact not in "\n".join(recall_blocks(r)) for r in provider.requests[mark:])
        # Members' search works on PostgreSQL too.
        await b.side.group_message(GROUP, user, "/history 橘猫")
        found = (await b.side.next_reply()).text
        assert found.startswith("找到") and fact in found
        assert provider.rejections == []
    finally:
        await provider.stop()


NOT_STORED = error_text(StoreUnavailable())
ANSWER_NOT_STORED = error_text(AnswerNotStored())


async def test_a_turn_whose_lock_connection_is_dropped_loses_cleanly(
    make_rig: MakeRig, provider: FakeProvider, db_url: str
) -> None:
    a = await make_rig(provider, AICHAT_DATABASE_URL=db_url)
    b = await make_rig(provider, AICHAT_DATABASE_URL=db_url)
    key = f"g:{GROUP}"
    await ask(a, "第一句")
    gate = asyncio.Event()
    provider.queue(Reply.text("迟到的回答", wait=gate))
    await a.side.group_message(GROUP, 2001, "第二句", at_bot=True)
    await provider.wait_requests(2)
    await wait_stored(db_url, key, "第二句")  # a's turn is half way: asked, not answered
    mark = a.bot.mark()
    assert await terminate_lock_holder(db_url, key) == 1
    # The lock went with the connection: b takes the conversation while a's turn goes on.
    assert await ask(b, "第三句")
    assert asked(provider.requests[-1]) == ["第一句", "第二句", "第三句"]
    gate.set()
    # a's answer is refused by the store (b wrote since): a says so, truthfully.
    notice = await a.side.next_reply()
    assert (notice.group_id, notice.text) == (GROUP, ANSWER_NOT_STORED)
    await a.bot.wait_log("lost with its connection", after=mark)
    turns = await stored_turns(db_url, key)
    assert [role for role, _ in turns] == ["user", "assistant", "user", "user", "assistant"]
    assert "迟到的回答" not in [content for _, content in turns]
    # a's next turn starts from the one stored history.
    await ask(a, "第四句")
    assert asked(provider.requests[-1]) == ["第一句", "第二句", "第三句", "第四句"]
    assert [m["content"] for m in provider.requests[-1].messages
            if m["role"] == "assistant"] == [t for r, t in turns if r == "assistant"]
    assert a.side.drain() == [] and b.side.drain() == []


async def test_a_long_outage_answers_or_truthfully_tells_every_message(
    make_rig: MakeRig, provider: FakeProvider, private_server: PrivateServer
) -> None:
    url = private_server.url
    a = await make_rig(provider, AICHAT_DATABASE_URL=url)
    b = await make_rig(provider, AICHAT_DATABASE_URL=url)
    flying, resident, cold, new = GROUP, GROUP + 1, GROUP + 2, GROUP + 3
    for g in (flying, resident, cold):  # a has these in memory, b none of them
        await ask(a, f"先说 {g}", g)
    gate = asyncio.Event()
    provider.queue(Reply.text("断线时的回答", wait=gate))
    await a.side.group_message(flying, 2001, "断线前问", at_bot=True)
    await provider.wait_requests(4)
    await wait_stored(url, f"g:{flying}", "断线前问")
    await private_server.pause()
    gate.set()  # its answer comes back to no database
    await a.side.group_message(resident, 2001, "断线时问 a", at_bot=True)
    await b.side.group_message(cold, 2001, "断线时问 b", at_bot=True)
    await b.side.group_message(new, 2001, "断线时问新群", at_bot=True)
    # The server stays away past the retry window: each message is told, once.
    told = {}
    for rig in (a, a, b, b):
        reply = await rig.side.next_reply(timeout=120)
        told[reply.group_id] = reply.text
    await private_server.resume()
    assert told == {flying: ANSWER_NOT_STORED, resident: NOT_STORED, cold: NOT_STORED,
                    new: NOT_STORED}
    # Each group asked again through the other process: the message told "stored" is in
    # the request, none told "not stored" is.
    since = len(provider.requests)
    await ask(b, "恢复后", flying)
    assert asked(provider.requests[-1]) == [f"先说 {flying}", "断线前问", "恢复后"]
    await ask(b, "恢复后", resident)
    assert asked(provider.requests[-1]) == [f"先说 {resident}", "恢复后"]
    await ask(a, "恢复后", cold)
    assert asked(provider.requests[-1]) == [f"先说 {cold}", "恢复后"]
    await ask(a, "恢复后", new)
    assert asked(provider.requests[-1]) == ["恢复后"]
    later = json.dumps([r.messages for r in provider.requests[since:]], ensure_ascii=False)
    assert "断线时问" not in later and "断线时的回答" not in later
    assert a.side.drain() == [] and b.side.drain() == []
