"""Every row of the settings table does what its `apply` says.

For each field of `mnemo.SETTINGS` a probe observes what the setting changes, the way a
user or an admin would notice it: the next request at the fake provider (model, key,
system message, tools, image parts), a compression that happens or not, a conversation
cleared or evicted, a memory refused. One test walks the whole table:

* `NOW`: the probe sees the old behaviour, the admin sets the value on the running
  engine, and the very next request or action shows the new one; after a restart on the
  same data directory the stored override still holds.
* `RESTART`: after the set, the running engine still behaves as before; after a restart
  (a new `mnemo.Engine` on the same data directory) the stored override takes effect.
* `FIXED`: `engine.settings.set` refuses it with `SettingError`, and nothing is stored.

A field added to the table without a probe fails `test_every_setting_has_a_probe`.
"""

from __future__ import annotations

import asyncio
import json
import re
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

import mnemo
from mnemo import SETTINGS, Apply
from mnemo.compressor import COMPRESSOR_PROMPT
from mnemo.days import day_of
from mnemo.errors import TimedOut
from mnemo.images.describe import NO_VISION_MODEL
from mnemo.incoming import TOO_LONG_MARKER
from mnemo.memory.hints import HINT_HEADER
from mnemo.prompt import load_base_prompt
from mnemo.recall.block import HEADER as RECALL_HEADER
from mnemo.reminders import LimitReached
from mnemo.store import UsageRecord
from mnemo.tokens import count_text
from tests.fakes.embeddings import FakeEmbeddings
from tests.fakes.images import ImageServer, jpeg, png
from tests.fakes.provider import ChatRequest, FakeProvider, Reply

MAIN_KEY = "sk-main-key"
SIDE_KEY = "sk-side-key"
VISION_KEY = "sk-vision-key"
EMBED_KEY = "sk-embed-key"
MODEL = "main-model"
VISION_MODEL = "vision-model"
BOT_NAME = "mnemo"
# The scripted model calls `load_images` when a user message asks for it in these words.
LOOK = "请用工具看图"
DESCRIPTION = "一张纯色的小图。"
SUMMARY = "摘要：大家聊了几件日常小事。"
_MARKER = re.compile(r"\[图片 ([0-9a-f]{12})")


# -- the fake world ---------------------------------------------------------------------


def kind(request: ChatRequest) -> str:
    """What a request to a chat endpoint was for: a turn, a summary or an image."""
    if request.system_text().startswith(COMPRESSOR_PROMPT.split("\n")[0]):
        return "summary"
    if not any(m["role"] == "system" for m in request.messages):
        return "vision"
    return "chat"


async def scripted_model(request: ChatRequest) -> Reply:
    """The model behind every fake endpoint: it summarises, describes, and looks at
    images with `load_images` when asked to; otherwise it acknowledges."""
    what = kind(request)
    if what == "summary":
        return Reply.text(SUMMARY)
    if what == "vision":
        return Reply.text(DESCRIPTION)
    last = request.messages[-1]
    if last["role"] == "user" and LOOK in request.last_user_text() and request.tools:
        hashes = _MARKER.findall(request.last_user_text())
        return Reply.tool_calls([("load_images", {"hashes": hashes})])
    return Reply.text("好的。")


class Clock:
    """The engine's monotonic clock, moved by hand: idle time without waiting."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@dataclass
class World:
    """The fake services one probe runs against, and its data directory."""

    main: FakeProvider  # the main model provider
    side: FakeProvider  # a second provider on another host (port): a compressor, say
    vision: FakeProvider  # a vision provider on a third host
    images: ImageServer
    embeddings: FakeEmbeddings
    data_dir: Path
    clock: Clock = field(default_factory=Clock)
    made: int = 0  # images made so far: each one is a different picture

    def config(self, **overrides: Any) -> mnemo.Config:
        """The `.env` of the probe: the main provider, no retries, no waiting."""
        values: dict[str, Any] = {
            "aichat_api_key": MAIN_KEY,
            "aichat_base_url": self.main.base_url,
            "aichat_model": MODEL,
            "aichat_max_attempts": 1,
            "aichat_retry_base_delay": 0.0,
        }
        values.update({f"aichat_{k}": v for k, v in overrides.items()})
        return mnemo.Config(**values)

    def engine(self, config: mnemo.Config) -> mnemo.Engine:
        return mnemo.Engine(config, self.data_dir, bot_name=BOT_NAME, clock=self.clock)

    def image(self, name: str, body: bytes | None = None) -> mnemo.Image:
        """An image at the fake image server, a picture never seen before unless `body`."""
        self.made += 1
        data = body if body is not None else png((self.made % 256, self.made // 256, 99))
        content_type = "image/jpeg" if data.startswith(b"\xff\xd8") else "image/png"
        return mnemo.Image(self.images.add(name, data, content_type))


@dataclass
class Phase:
    """One look at the engine: before the change, after it, or after a restart.

    `applied` says which behaviour the probe must see; `n` (0, 1, 2) keeps the
    conversations, memories and images of the phases apart.
    """

    world: World
    engine: mnemo.Engine
    applied: bool
    n: int
    marks: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        w = self.world
        self.marks = {"main": len(w.main.requests), "side": len(w.side.requests),
                      "vision": len(w.vision.requests), "embed": len(w.embeddings.requests)}

    def key(self, base: int = 100) -> str:
        return f"g:{base + self.n}"

    def new(self, name: str) -> list[ChatRequest]:
        """The requests the provider `name` accepted during this phase."""
        provider: FakeProvider = getattr(self.world, name)
        return provider.requests[self.marks[name]:]

    def embed_requests(self) -> list[dict[str, Any]]:
        return self.world.embeddings.requests[self.marks["embed"]:]

    def last_chat(self, name: str = "main") -> ChatRequest:
        chats = [r for r in self.new(name) if kind(r) == "chat"]
        assert chats, f"no chat request reached {name} in phase {self.n}"
        return chats[-1]

    async def say(self, key: str, *parts: str | mnemo.Image, addressed: bool = True
                  ) -> mnemo.Reply | None:
        """One message from 小明; the reply the engine handed out, if any."""
        replies: list[mnemo.Reply] = []
        sent = asyncio.Event()

        async def send(reply: mnemo.Reply) -> None:
            replies.append(reply)
            sent.set()

        incoming = mnemo.Incoming(mnemo.ConversationKey(key), mnemo.Speaker("20001", "小明"),
                                  parts, addressed)
        outcome = await self.engine.handle(incoming, send)
        if outcome in (mnemo.Outcome.QUEUED_FIRST, mnemo.Outcome.QUEUED):
            # Behind a summary landing: answered once it has.
            await sent.wait()
        return replies[-1] if replies else None

    async def reply(self, key: str, *parts: str | mnemo.Image) -> mnemo.Reply:
        got = await self.say(key, *parts)
        assert got is not None, "the engine handed out no reply"
        return got

    async def compact(self, key: str) -> None:
        """Two short turns, then `/compact`: one summary request."""
        await self.reply(key, "今天午饭吃了面条。")
        await self.reply(key, "下午打算去公园散步。")
        record = await self.engine.compact(key)
        assert record is not None


async def grow(p: Phase, key: str, *, size: int, until: int) -> None:
    """Talk in messages of `size` tokens until a compression happens or the next request
    would carry at least `until` tokens (as the engine counts them)."""
    i = 0
    while not summaries(p.new("main")):
        if (await p.engine.context(key)).prompt_tokens >= until:
            return
        await p.reply(key, filler(size, i))
        i += 1


def filler(n_tokens: int, seed: int) -> str:
    """A message of about `n_tokens` tokens (at least that many)."""
    words = "项目会议讨论了进度风险预算以及下周的安排细节"
    text, i = f"第{seed}段：", seed
    while count_text(text) < n_tokens:
        text += words[i % len(words)] + words[(i * 7 + 3) % len(words)]
        i += 1
    return text


def user_texts(request: ChatRequest) -> list[str]:
    return [m["content"] if isinstance(m["content"], str) else
            "".join(p.get("text", "") for p in m["content"])
            for m in request.messages if m["role"] == "user"]


def has_image_part(request: ChatRequest) -> bool:
    return any(isinstance(m.get("content"), list)
               and any(p.get("type") == "image_url" for p in m["content"])
               for m in request.messages if m["role"] == "user")


def summaries(requests: list[ChatRequest]) -> list[ChatRequest]:
    return [r for r in requests if kind(r) == "summary"]


def visions(requests: list[ChatRequest]) -> list[ChatRequest]:
    return [r for r in requests if kind(r) == "vision"]


def tool_results(request: ChatRequest) -> str:
    return "\n".join(m["content"] for m in request.messages if m["role"] == "tool")


# -- the probes -------------------------------------------------------------------------

Check = Callable[[Phase], Awaitable[None]]
Value = str | Callable[[World], str]
FileConfig = Callable[[World], dict[str, Any]]


@dataclass(frozen=True)
class Probe:
    value: Value  # what the admin types after `/set <name>`
    check: Check | None  # None for a FIXED field: nothing to observe, it cannot be set
    file: FileConfig = lambda world: {}  # the probe's `.env`, besides `World.config`
    # A provider's address is set together with its key (without it, the key clears).
    secret: str | None = None

    def raw(self, world: World) -> str:
        return self.value(world) if callable(self.value) else self.value


def body_probe(value: str, key: str, old: Any, new: Any) -> Probe:
    """A setting that shows as one property of the next chat request's body."""

    async def check(p: Phase) -> None:
        await p.reply(p.key(), "你好")
        assert p.last_chat().body.get(key) == (new if p.applied else old)

    return Probe(value, check)


async def check_base_url(p: Phase) -> None:
    p.world.side.api_key = MAIN_KEY  # the same account, moved to another address
    await p.reply(p.key(), "你好")
    assert bool(p.new("side")) == p.applied
    assert bool(p.new("main")) != p.applied


async def check_api_key(p: Phase) -> None:
    # The compressor and the vision model live on the main host without keys of their
    # own: they use the main key, and a new main key must reach them too.
    expected = "sk-main-rotated" if p.applied else MAIN_KEY
    p.world.main.api_key = expected
    key = p.key()
    await p.reply(key, LOOK, p.world.image(f"key-{p.n}"))
    await p.compact(key)
    requests = p.new("main")
    assert {kind(r) for r in requests} == {"chat", "vision", "summary"}
    assert {r.headers["authorization"] for r in requests} == {f"Bearer {expected}"}


async def check_fallback(p: Phase) -> None:
    async def main_model_down(request: ChatRequest) -> Reply:
        if request.model == MODEL:
            return Reply.error(503, "The server is overloaded")
        return await scripted_model(request)

    p.world.main.handler = main_model_down
    reply = await p.reply(p.key(), "你好")
    models = [r.model for r in p.new("main")]
    if p.applied:
        assert reply.ok and models == [MODEL, "backup-model"]
    else:
        assert not reply.ok and models == [MODEL]


async def check_timeout(p: Phase) -> None:
    # Held longer than the new timeout and far shorter than the old one. The fake and
    # the client share one event loop, so the client's read timer fires before the
    # fake's delay ends, whatever the machine's load.
    async def slow(request: ChatRequest) -> Reply:
        return Reply.text("想了很久。", delay=0.3)

    p.world.main.handler = slow
    reply = await p.reply(p.key(), "你好")
    if p.applied:
        assert isinstance(reply.error, TimedOut)
    else:
        assert reply.ok and reply.text == "想了很久。"


async def check_max_attempts(p: Phase) -> None:
    async def down(request: ChatRequest) -> Reply:
        return Reply.error(503, "The server is overloaded")

    p.world.main.handler = down
    reply = await p.reply(p.key(), "你好")
    assert not reply.ok
    assert len(p.new("main")) == (3 if p.applied else 1)


async def check_retry_delay(p: Phase) -> None:
    # Observed as the clients' configured base delay: the wait itself is random (full
    # jitter) and seeing it would take measuring time.
    parts = p.engine.parts
    clients = [parts.client, parts.compressor_client, parts.vision_client]
    assert all(c is not None for c in clients)
    assert {c.backoff_base for c in clients if c is not None} == {2.5 if p.applied else 0.0}


async def check_max_iterations(p: Phase) -> None:
    async def tool_happy(request: ChatRequest) -> Reply:
        if request.tools:
            return Reply.tool_calls([("current_time", {})])
        return Reply.text("现在是下午。")

    p.world.main.handler = tool_happy
    reply = await p.reply(p.key(), "几点了？")
    assert reply.ok and reply.text == "现在是下午。"
    requests = p.new("main")
    # Each allowed round calls the tool once; the last request carries no tools.
    assert len(requests) == (2 if p.applied else 4)
    assert requests[-1].tools == []


async def check_system_prompt(p: Phase) -> None:
    await p.reply(p.key(), "你好")
    base = "你是一只会说话的猫。" if p.applied else load_base_prompt()
    assert p.last_chat().system_text().startswith(base + "\n\n")


async def check_bot_name(p: Phase) -> None:
    await p.reply(p.key(), "你好")
    system = p.last_chat().system_text()
    name = "小喵" if p.applied else BOT_NAME
    assert f"你的名字：{name}。" in system


async def check_history_backend(p: Phase) -> None:
    # One conversation throughout: on the kv backend the talk stored in the sql tables
    # before the switch is not there.
    await p.reply("g:300", f"第{p.n}条消息")
    said = "\n".join(user_texts(p.last_chat()))
    seen = [i for i in range(3) if f"第{i}条消息" in said]
    assert seen == ([p.n] if p.applied else list(range(p.n + 1)))


async def check_archive_days(p: Phase) -> None:
    key = p.key(400)
    await p.reply(key, "这段话会被存档。")
    await p.engine.new(key)
    # Archived ten days ago: kept for 30 days, pruned when only 5 are kept.
    await p.engine.parts.writer.flush()
    async with p.engine.db.transaction() as conn:
        await conn.execute("UPDATE chat_archive SET archived_at = archived_at - ? "
                           "WHERE session_id = ?", (10 * 86400, key))
    await p.engine.prune()
    restored = await p.engine.restore(key)
    if p.applied:
        assert restored is None
    else:
        assert restored is not None and restored.messages == 2


async def check_usage_retention(p: Phase) -> None:
    # A call of ten days ago: kept for 400 days, pruned when only 5 are kept.
    key, at = p.key(410), time.time() - 10 * 86400
    usage = p.engine.stores.usage
    usage.add(UsageRecord(at, day_of(at), key, "2001", MODEL, "chat", 100, 10, 0))
    await p.engine.prune()
    assert (await usage.totals(day_of(at), day_of(at), conversation=key)).calls == (
        0 if p.applied else 1)


async def check_audit_retention(p: Phase) -> None:
    actor = f"probe-{p.n}"
    await p.engine.panel.audit(actor, "127.0.0.1", "login", at=time.time() - 10 * 86400)
    await p.engine.prune()
    kept = [e for e in await p.engine.panel.audit_log(limit=100) if e.actor == actor]
    assert len(kept) == (0 if p.applied else 1)


async def check_max_context(p: Phase) -> None:
    # Up to 3,600 tokens: past 80 % of 4,000, nowhere near 80 % of 128,000.
    key = p.key(500)
    await grow(p, key, size=300, until=3600)
    report = await p.engine.context(key)
    assert report.budget == (4000 if p.applied else 128_000)
    assert bool(summaries(p.new("main"))) == p.applied
    assert report.has_summary == p.applied


async def check_high_water(p: Phase) -> None:
    # Budget 4,000: up to 2,600 tokens, past 0.5 but not past 0.8.
    key = p.key(510)
    await grow(p, key, size=200, until=2600)
    assert bool(summaries(p.new("main"))) == p.applied
    assert (await p.engine.context(key)).has_summary == p.applied


async def check_precompact_water(p: Phase) -> None:
    # Budget 4,000 with the high-water mark at 0.9: up to 2,400 tokens a summary is
    # written (in the background, after a reply) only past a pre-compaction mark of 0.4,
    # never by the default 0.7 (2,800).
    key = p.key(530)
    await grow(p, key, size=200, until=2400)
    await p.reply(key, "再说一句。")  # the background summary request is out by now
    assert bool(summaries(p.new("main"))) == p.applied


async def check_low_water(p: Phase) -> None:
    # Budget 8,000, compressing past 0.6 (inline: a background compression would start
    # as early as the talk's pace asks): what is kept word for word must fit under the
    # low-water mark beside the system prompt, the tools and the summary. At 0.5 some
    # earlier turns stay; at 0.25 only the newest turn does.
    key = p.key(520)
    await grow(p, key, size=300, until=8000)
    report = await p.engine.context(key)
    assert report.has_summary
    newest_turn_only = 3  # the summary, the question, the answer
    assert (report.messages == newest_turn_only) == p.applied
    assert report.messages >= newest_turn_only


async def check_summary_wait(p: Phase) -> None:
    # Budget 4,000 and the summariser held: a request past the high-water mark while the
    # background summary is being written waits for it (5 s by default: released
    # meanwhile, it lands), or with 0 goes out at once on the window truncated.
    held = asyncio.Event()

    async def slow(request: ChatRequest) -> Reply:
        if kind(request) == "summary":
            return Reply.text(SUMMARY, wait=held)
        return await scripted_model(request)

    main = p.world.main
    main.handler = slow
    try:
        key = p.key(540)
        i = 0
        while not (await p.engine.context(key)).compressing:
            await p.reply(key, filler(200, i))
            i += 1
        entry = await p.engine.cache.get(key)
        job = entry.compression
        assert job is not None
        turn = asyncio.ensure_future(p.reply(key, filler(900, i)))
        if not p.applied:
            await job.needed.wait()  # the request waits for the summary ...
            held.set()  # ... which comes
        await turn
        last = (await p.engine.compactions(key))[0]
        assert last.strategy == ("truncate" if p.applied else "summary")
    finally:
        held.set()
        main.handler = scripted_model


async def check_summary_max_tokens(p: Phase) -> None:
    await p.compact(p.key(530))
    (request,) = summaries(p.new("main"))
    assert request.body["max_tokens"] == (100 if p.applied else 2000)


async def check_compressor_base_url(p: Phase) -> None:
    p.world.side.api_key = SIDE_KEY
    await p.compact(p.key(540))
    assert len(summaries(p.new("side"))) == (1 if p.applied else 0)
    assert len(summaries(p.new("main"))) == (0 if p.applied else 1)


async def check_compressor_api_key(p: Phase) -> None:
    expected = "sk-side-rotated" if p.applied else SIDE_KEY
    p.world.side.api_key = expected
    await p.compact(p.key(550))
    (request,) = summaries(p.new("side"))
    assert request.headers["authorization"] == f"Bearer {expected}"


async def check_compressor_model(p: Phase) -> None:
    await p.compact(p.key(560))
    (request,) = summaries(p.new("main"))
    assert request.model == ("summarizer" if p.applied else MODEL)


async def check_reply_max_chars(p: Phase) -> None:
    # The engine hands each reply out whole; the front end splits it into QQ messages of
    # at most this many characters, reading the limit from `engine.config` per reply.
    # So the engine's settings are what can be observed here; splitting is the plugin's.
    assert p.engine.config.aichat_reply_max_chars == (500 if p.applied else 1500)


async def check_prices(p: Phase) -> None:
    key = p.key(700)
    await p.reply(key, "你好")
    await p.engine.usage.flush()
    totals = await p.engine.usage.totals(1, conversation=key)
    assert totals.calls == 1
    assert (totals.cost is not None) is p.applied


def quota_probe(scope: str, level: str) -> Probe:
    """A daily token quota: at 1 token, the second message of the day crosses it."""

    async def check(p: Phase) -> None:
        key = p.key(720 + 10 * ("group", "member", "global").index(scope)
                    + (level == "hard"))
        # The member's and the whole bot's earlier talk today counts too: only the
        # group's own quota starts from nothing here, so the first message is not judged.
        await p.say(key, "第一句")
        second = await p.say(key, "第二句")
        assert second is not None
        if level == "soft":
            # Answered by the cheaper model (the one-line notice comes once a day).
            assert second.ok
            assert p.last_chat().model == ("cheap-model" if p.applied else MODEL)
        elif p.applied:
            assert second.quota is not None and second.quota.level == "hard"
        else:
            assert second.ok and second.quota is None

    return Probe("1", check, lambda w: {"quota_fallback_model": "cheap-model"})


async def check_quota_fallback_model(p: Phase) -> None:
    # Only past a soft limit: with one of 1 token, the second message crosses it.
    key = p.key(760)
    await p.reply(key, "第一句")
    await p.reply(key, "第二句")
    assert p.last_chat().model == ("cheap-model" if p.applied else MODEL)


async def check_max_input_chars(p: Phase) -> None:
    text = "长" * 150
    reply = await p.reply(p.key(600), text)
    marker = TOO_LONG_MARKER.format(n=150)
    assert reply.cut_to == (100 if p.applied else None)
    assert (marker in p.last_chat().last_user_text()) == p.applied


async def check_idle(p: Phase) -> None:
    key = p.key(610)
    await p.reply(key, "你好")
    p.world.clock.now += 30 * 60
    await p.engine.sweep()
    resident = [s.key for s in p.engine.sessions()]
    assert (key in resident) != p.applied


async def check_max_sessions(p: Phase) -> None:
    keys = [f"g:{620 + 10 * p.n + i}" for i in range(3)]
    for key in keys:
        await p.reply(key, "你好")
        p.world.clock.now += 1
    before = [s.key for s in p.engine.sessions()]
    await p.engine.sweep()
    resident = [s.key for s in p.engine.sessions()]
    # Most recently active first: the cap keeps the newest two.
    assert resident == (keys[:0:-1] if p.applied else before)


async def check_no_mention_clear(p: Phase) -> None:
    key = p.key(660)
    await p.reply(key, "记住暗号：蓝色。")
    for _ in range(3):
        assert await p.say(key, "群里在闲聊", addressed=False) is None
    await p.reply(key, "暗号是什么？")
    # In the conversation itself, that is: cleared talk may come back as a recall note.
    remembered = any("暗号：蓝色" in t for t in user_texts(p.last_chat())
                     if not t.startswith(RECALL_HEADER))
    assert remembered != p.applied


async def check_janitor_interval(p: Phase) -> None:
    # The engine sweeps when asked (`engine.sweep`); the front end schedules that every
    # so many seconds, reading the interval once at start-up. The engine only carries
    # the value, so only the restarted engine's settings can be observed here.
    if p.applied:
        assert p.engine.config.aichat_janitor_interval_seconds == 5


async def check_memory_max_entries(p: Phase) -> None:
    key = p.key(670)
    await p.engine.memories.add(key, "小明喜欢猫")
    await p.engine.memories.add(key, "小红喜欢狗")
    if p.applied:
        with pytest.raises(mnemo.MemoryFull):
            await p.engine.memories.add(key, "小刚喜欢鱼")
    else:
        await p.engine.memories.add(key, "小刚喜欢鱼")


async def check_auto_inject(p: Phase) -> None:
    key = p.key(680)
    await p.engine.memories.add(key, "小明最喜欢喝手冲咖啡")
    await p.reply(key, "小明喜欢喝什么咖啡？")
    hinted = [m for m in p.last_chat().messages
              if isinstance(m["content"], str) and m["content"].startswith(HINT_HEADER)]
    assert bool(hinted) == p.applied
    if hinted:
        assert "手冲咖啡" in hinted[0]["content"]


async def embed_one(p: Phase) -> dict[str, Any] | None:
    """Save a memory; the embeddings request it caused, if any."""
    key = p.key(690)
    await p.engine.memories.add(key, "小明喜欢喝手冲咖啡")
    found = [h.memory.content for h in await p.engine.memories.search(key, "饮料")]
    requests = p.embed_requests()
    # Only the vectors know that coffee is a drink: no shared word.
    assert (found == ["小明喜欢喝手冲咖啡"]) == bool(requests)
    return requests[0] if requests else None


async def check_embedding_base_url(p: Phase) -> None:
    assert (await embed_one(p) is not None) == p.applied


async def check_embedding_api_key(p: Phase) -> None:
    request = await embed_one(p)
    assert request is not None
    assert request["auth"] == f"Bearer {'sk-embed-rotated' if p.applied else EMBED_KEY}"


async def check_embedding_model(p: Phase) -> None:
    request = await embed_one(p)
    assert request is not None
    assert request["model"] == ("embed-large" if p.applied else "embed-small")


async def embedded_inputs(p: Phase) -> tuple[list[str], list[str]]:
    """What a memory save sent the embeddings service, and what its search sent."""
    assert await embed_one(p) is not None
    saved, searched = [r["input"] for r in p.embed_requests()]
    return saved, searched


async def check_embedding_query_prefix(p: Phase) -> None:
    # Set in quotes: `/set` strips what it is given, and the space is part of the prefix.
    saved, searched = await embedded_inputs(p)
    assert saved == ["小明喜欢喝手冲咖啡"]
    assert searched == [("query: " if p.applied else "") + "饮料"]


async def check_embedding_document_prefix(p: Phase) -> None:
    saved, searched = await embedded_inputs(p)
    assert saved == [("passage: " if p.applied else "") + "小明喜欢喝手冲咖啡"]
    assert searched == ["饮料"]


async def check_embedding_batch(p: Phase) -> None:
    texts = [f"第{p.n}批的第{i}句话" for i in range(3)]
    await p.engine.parts.recall.embed(texts)
    sizes = [len(r["input"]) for r in p.embed_requests() if r["input"][0] in texts]
    assert sizes == ([2, 1] if p.applied else [3])


async def check_multimodal(p: Phase) -> None:
    # One conversation throughout: a resident session follows the switch at once.
    await p.reply("g:700", "看看这张图", p.world.image(f"mm-{p.n}"))
    request = p.last_chat()
    assert has_image_part(request) == p.applied
    tools = {t["function"]["name"] for t in request.tools}
    assert ("load_images" in tools) != p.applied


async def look(p: Phase, base: int) -> ChatRequest:
    """Ask the model to look at a new image; the chat request that got the tool result."""
    await p.reply(p.key(base), LOOK, p.world.image(f"look-{base}-{p.n}"))
    request = p.last_chat()
    assert request.messages[-1]["role"] == "tool"
    return request


async def check_ocr_base_url(p: Phase) -> None:
    request = await look(p, 710)
    assert len(visions(p.new("vision"))) == (1 if p.applied else 0)
    assert (DESCRIPTION in tool_results(request)) == p.applied
    assert (NO_VISION_MODEL in tool_results(request)) != p.applied


async def check_ocr_api_key(p: Phase) -> None:
    expected = "sk-vision-rotated" if p.applied else VISION_KEY
    p.world.vision.api_key = expected
    request = await look(p, 720)
    assert DESCRIPTION in tool_results(request)
    (vision,) = visions(p.new("vision"))
    assert vision.headers["authorization"] == f"Bearer {expected}"


async def check_ocr_model(p: Phase) -> None:
    await look(p, 730)
    (vision,) = visions(p.new("vision"))
    assert vision.model == ("vision-pro" if p.applied else VISION_MODEL)


async def check_ocr_prompt(p: Phase) -> None:
    await look(p, 740)
    (vision,) = visions(p.new("vision"))
    (text,) = [part["text"] for part in vision.messages[0]["content"] if part["type"] == "text"]
    assert text == ("只用一句话描述图片。" if p.applied else mnemo.config.DEFAULT_OCR_PROMPT)


async def check_image_max_bytes(p: Phase) -> None:
    # A 3 KB picture: under the default 10 MB, over a 1 KB cap.
    picture = p.world.image(f"big-{p.n}.jpg", jpeg(b"x" * 3000 + bytes([p.n])))
    await p.reply(p.key(750), "看看这张图", picture)
    request = p.last_chat()
    assert has_image_part(request) != p.applied
    assert ("无法加载：图片过大" in request.last_user_text()) == p.applied


COFFEE = ("我最喜欢喝手冲咖啡，每天早上都要磨豆子慢慢冲一杯，周末还会去咖啡馆试新豆子。",
          "上个月买了一台新的咖啡磨豆机，研磨很均匀，冲出来的咖啡香味浓了很多。",
          "咖啡因太多晚上睡不着，所以下午三点以后就只喝低因咖啡了，味道也还不错。")


async def recall_lines(p: Phase, base: int) -> list[str]:
    """Talk about coffee, start a new conversation, ask about it again: the lines of the
    recall block the question's request carried (none: no block)."""
    key = p.key(base)
    for text in COFFEE:
        await p.reply(key, text)
    await p.engine.new(key)
    await p.reply(key, "咖啡那事之前怎么说来着？")
    blocks = [m["content"] for m in p.last_chat().messages
              if isinstance(m["content"], str) and m["content"].startswith(RECALL_HEADER)]
    assert len(blocks) <= 1
    return blocks[0].splitlines()[1:] if blocks else []


def tool_names(request: ChatRequest) -> set[str]:
    return {t["function"]["name"] for t in request.tools or []}


async def check_recall(p: Phase) -> None:
    lines = await recall_lines(p, 760)
    # Applied is the switch turned off: no block at all, and no history_search tool.
    assert bool(lines) != p.applied
    if lines:
        assert any("手冲咖啡" in line for line in lines)
    assert ("history_search" in tool_names(p.last_chat())) != p.applied
    if p.n == 1:
        # The conversation of the phase before, resident since, follows the switch too.
        await p.reply("g:760", "还在吗？")
        assert "history_search" not in tool_names(p.last_chat())
    # Members' own search stays.
    assert any("手冲咖啡" in d.said for d in await p.engine.search(p.key(760), "手冲咖啡"))


async def check_recall_top_k(p: Phase) -> None:
    lines = await recall_lines(p, 770)
    assert len([line for line in lines if "咖啡" in line]) == (1 if p.applied else 3)


async def check_recall_max_tokens(p: Phase) -> None:
    lines = await recall_lines(p, 780)
    used = count_text("\n".join(lines))
    if p.applied:
        assert used <= 50
    else:
        assert len([line for line in lines if "咖啡" in line]) == 3


# Three turns about coffee (the scripted model answers "好的。"), then a meeting: unlike
# each of the last five messages (the fake embeddings give it 0.1 at best).
COFFEE_TURNS = ("我最喜欢喝手冲咖啡", "每天早上都要喝一杯咖啡", "咖啡豆一定要买新鲜的")
MEETING = "我们明天开会讨论预算安排"


async def started_afresh(p: Phase, base: int) -> bool:
    """Whether the meeting message started its conversation afresh."""
    key = p.key(base)
    for text in COFFEE_TURNS:
        assert not (await p.reply(key, text)).new_topic
    reply = await p.reply(key, MEETING)
    history = [t for t in user_texts(p.last_chat()) if not t.startswith(RECALL_HEADER)]
    # The flag the front end words as a notice, and what the model saw, agree.
    assert reply.new_topic == (not any("咖啡" in t for t in history))
    assert history[-1].endswith(MEETING)
    return reply.new_topic


async def check_topic_split(p: Phase) -> None:
    assert await started_afresh(p, 790) == p.applied


async def check_topic_split_threshold(p: Phase) -> None:
    # Applied is a threshold below the meeting's similarity: it stays in its conversation.
    assert await started_afresh(p, 800) != p.applied


MCP_SERVER = str(Path(__file__).resolve().parents[1] / "fakes" / "mcp_server.py")


def _mcp(world: World) -> dict[str, Any]:
    """A real MCP server (tests/fakes/mcp_server.py), on everywhere."""
    path = world.data_dir.parent / "mcp.json"
    path.write_text(json.dumps({"mcpServers": {"weather": {
        "command": sys.executable, "args": [MCP_SERVER], "defaultOn": True}}}))
    return {"mcp_config": str(path)}


async def check_mcp_timeout(p: Phase) -> None:
    # Under the default 30 s a one-second nap answers; past 0.2 s it is a tool error.
    result = await p.engine.addons.mcp.call("weather", "nap", {"seconds": 1})
    assert ("0.2 秒内没有结果" in result) == p.applied
    assert (result == "睡醒了") != p.applied


async def check_mcp_max_result_tokens(p: Phase) -> None:
    result = await p.engine.addons.mcp.call("weather", "long", {})
    kept = 100 if p.applied else 2000
    assert f"只保留了前 {kept} tokens" in result
    assert kept <= count_text(result) <= kept + 30


async def added_until_refused(p: Phase, members: list[str]) -> int:
    """Reminders added in a conversation of the phase, round the members, until one is
    refused: how many went in (at most 8)."""
    key = p.key(900)
    for n in range(8):
        try:
            await p.engine.addons.reminders.add(key, members[n % len(members)], "+1d", f"第{n}条")
        except LimitReached:
            return n
    return 8


async def check_reminder_max_per_member(p: Phase) -> None:
    assert await added_until_refused(p, ["2001"]) == (2 if p.applied else 5)


async def check_reminder_max_per_group(p: Phase) -> None:
    assert await added_until_refused(p, ["2001", "2002", "2003"]) == (3 if p.applied else 8)


def _side_compressor(world: World) -> dict[str, Any]:
    return {"compressor_base_url": world.side.base_url, "compressor_api_key": SIDE_KEY}


def _vision(world: World) -> dict[str, Any]:
    return {"ocr_base_url": world.vision.base_url, "ocr_api_key": VISION_KEY,
            "ocr_model": VISION_MODEL}


def _embeddings(world: World) -> dict[str, Any]:
    return {"embedding_base_url": world.embeddings.url, "embedding_api_key": EMBED_KEY,
            "embedding_model": "embed-small"}


PROBES: dict[str, Probe] = {
    "aichat_base_url": Probe(lambda w: w.side.base_url, check_base_url, secret=MAIN_KEY),
    "aichat_api_key": Probe("sk-main-rotated", check_api_key, lambda w: {
        "compressor_base_url": w.main.base_url, "ocr_base_url": w.main.base_url,
        "ocr_model": VISION_MODEL}),
    "aichat_model": body_probe("other-model", "model", MODEL, "other-model"),
    "aichat_fallback_model": Probe("backup-model", check_fallback),
    "aichat_temperature": body_probe("0.3", "temperature", None, 0.3),
    "aichat_max_tokens": body_probe("256", "max_tokens", None, 256),
    "aichat_timeout": Probe("0.1", check_timeout),
    "aichat_max_attempts": Probe("3", check_max_attempts),
    "aichat_retry_base_delay": Probe("2.5", check_retry_delay, lambda w: {
        **_side_compressor(w), **_vision(w)}),
    "aichat_max_iterations": Probe("1", check_max_iterations, lambda w: {"max_iterations": 3}),
    "aichat_system_prompt": Probe("你是一只会说话的猫。", check_system_prompt),
    "aichat_bot_name": Probe("小喵", check_bot_name),
    "aichat_data_dir": Probe("/tmp/elsewhere", None),
    "aichat_web_enabled": Probe("true", None),
    "aichat_database_url": Probe("postgresql://mnemo@127.0.0.1/elsewhere", None),
    "aichat_account_in_key": Probe("true", None),
    "aichat_postgres_turn_connections": Probe("8", None),
    "aichat_prices": Probe('{"main-model": {"input": 2, "output": 8}}', check_prices),
    "aichat_quota_fallback_model": Probe("cheap-model", check_quota_fallback_model,
                                         lambda w: {"quota_group_soft_tokens": 1}),
    **{f"aichat_quota_{scope}_{level}_tokens": quota_probe(scope, level)
       for scope in ("group", "member", "global") for level in ("soft", "hard")},
    "aichat_web_password": Probe("a-new-password", None),
    "aichat_web_base_url": Probe("https://panel.example", None),
    "aichat_web_trusted_proxies": Probe("10.0.0.1", None),
    "aichat_history_backend": Probe("kv", check_history_backend),
    "aichat_archive_days": Probe("5", check_archive_days),
    "aichat_usage_retention_days": Probe("5", check_usage_retention),
    "aichat_audit_retention_days": Probe("5", check_audit_retention),
    "aichat_max_context_tokens": Probe("4000", check_max_context),
    "aichat_precompact_water": Probe("0.4", check_precompact_water, lambda w: {
        "max_context_tokens": 4000, "high_water": 0.9}),
    "aichat_high_water": Probe("0.5", check_high_water, lambda w: {
        "max_context_tokens": 4000, "low_water": 0.2}),
    "aichat_summary_wait": Probe("0", check_summary_wait, lambda w: {
        "max_context_tokens": 4000}),
    "aichat_low_water": Probe("0.25", check_low_water, lambda w: {
        "max_context_tokens": 8000, "high_water": 0.6, "precompact_water": 0}),
    "aichat_summary_max_tokens": Probe("100", check_summary_max_tokens),
    "aichat_compressor_base_url": Probe(lambda w: w.side.base_url, check_compressor_base_url,
                                        lambda w: {"compressor_api_key": SIDE_KEY},
                                        secret=SIDE_KEY),
    "aichat_compressor_api_key": Probe("sk-side-rotated", check_compressor_api_key,
                                       _side_compressor),
    "aichat_compressor_model": Probe("summarizer", check_compressor_model),
    "aichat_reply_max_chars": Probe("500", check_reply_max_chars),
    "aichat_max_input_chars": Probe("100", check_max_input_chars),
    "aichat_session_max_idle_minutes": Probe("10", check_idle),
    "aichat_session_max_sessions": Probe("2", check_max_sessions),
    "aichat_session_no_mention_clear": Probe("3", check_no_mention_clear),
    "aichat_janitor_interval_seconds": Probe("5", check_janitor_interval),
    "aichat_memory_max_entries": Probe("2", check_memory_max_entries),
    "aichat_memory_auto_inject": Probe("true", check_auto_inject),
    "aichat_embedding_base_url": Probe(lambda w: w.embeddings.url, check_embedding_base_url,
                                       lambda w: {"embedding_api_key": EMBED_KEY,
                                                  "embedding_model": "embed-small"},
                                       secret=EMBED_KEY),
    "aichat_embedding_api_key": Probe("sk-embed-rotated", check_embedding_api_key,
                                      _embeddings),
    "aichat_embedding_model": Probe("embed-large", check_embedding_model, _embeddings),
    "aichat_embedding_query_prefix": Probe('"query: "', check_embedding_query_prefix,
                                           _embeddings),
    "aichat_embedding_document_prefix": Probe('"passage: "', check_embedding_document_prefix,
                                              _embeddings),
    "aichat_embedding_batch": Probe("2", check_embedding_batch, _embeddings),
    "aichat_topic_split": Probe("true", check_topic_split, _embeddings),
    "aichat_topic_split_threshold": Probe("0.05", check_topic_split_threshold, lambda w: {
        **_embeddings(w), "topic_split": True}),
    "aichat_recall": Probe("false", check_recall),
    "aichat_recall_top_k": Probe("1", check_recall_top_k),
    "aichat_recall_max_tokens": Probe("50", check_recall_max_tokens),
    "aichat_multimodal": Probe("true", check_multimodal),
    "aichat_ocr_base_url": Probe(lambda w: w.vision.base_url, check_ocr_base_url, lambda w: {
        "ocr_api_key": VISION_KEY, "ocr_model": VISION_MODEL}, secret=VISION_KEY),
    "aichat_ocr_api_key": Probe("sk-vision-rotated", check_ocr_api_key, _vision),
    "aichat_ocr_model": Probe("vision-pro", check_ocr_model, _vision),
    "aichat_ocr_prompt": Probe("只用一句话描述图片。", check_ocr_prompt, _vision),
    "aichat_image_max_bytes": Probe("1024", check_image_max_bytes,
                                    lambda w: {"multimodal": True}),
    "aichat_mcp_config": Probe("/tmp/elsewhere/mcp.json", None),
    "aichat_mcp_timeout": Probe("0.2", check_mcp_timeout, _mcp),
    "aichat_mcp_max_result_tokens": Probe("100", check_mcp_max_result_tokens, _mcp),
    "aichat_reminder_max_per_member": Probe("2", check_reminder_max_per_member),
    "aichat_reminder_max_per_group": Probe("3", check_reminder_max_per_group,
                                           lambda w: {"reminder_max_per_member": 0}),
}


# -- the test -------------------------------------------------------------------------


@pytest.fixture(scope="module")
async def services() -> AsyncIterator[tuple[FakeProvider, FakeProvider, FakeProvider,
                                            ImageServer, FakeEmbeddings]]:
    main, side, vision = FakeProvider(), FakeProvider(), FakeProvider()
    async with main, side, vision, ImageServer() as images, FakeEmbeddings() as embeddings:
        yield main, side, vision, images, embeddings


@pytest.fixture
async def world(services: tuple[FakeProvider, FakeProvider, FakeProvider, ImageServer,
                                FakeEmbeddings], tmp_path: Path) -> AsyncIterator[World]:
    main, side, vision, images, embeddings = services
    for provider, key in ((main, MAIN_KEY), (side, SIDE_KEY), (vision, VISION_KEY)):
        provider.api_key = key
        provider.handler = scripted_model
        provider.requests.clear()
        provider.rejections.clear()
        provider.scripted_errors.clear()
    embeddings.requests.clear()
    yield World(main, side, vision, images, embeddings, tmp_path / "data")
    # Strict fakes: whatever the engine sent was a valid request with the right key.
    for provider in (main, side, vision):
        assert provider.rejections == []


def test_every_setting_has_a_probe() -> None:
    assert set(PROBES) == set(SETTINGS)
    for name, probe in PROBES.items():
        assert (probe.check is None) == (SETTINGS[name].apply is Apply.FIXED), name


@pytest.mark.parametrize("name", list(SETTINGS), ids=[i.short for i in SETTINGS.values()])
async def test_setting_applies_as_the_table_says(name: str, world: World) -> None:
    info = SETTINGS[name]
    probe = PROBES[name]
    config = world.config(**probe.file(world))
    raw = probe.raw(world)

    if info.apply is Apply.FIXED:
        async with world.engine(config) as engine:
            with pytest.raises(mnemo.SettingError):
                await engine.settings.set(info.short, raw)
            assert engine.settings.overrides == {}
            assert getattr(engine.config, name) == getattr(config, name)
        async with world.engine(config) as engine:
            assert getattr(engine.config, name) == getattr(config, name)
        return

    assert probe.check is not None
    async with world.engine(config) as engine:
        await probe.check(Phase(world, engine, applied=False, n=0))
        view = await engine.settings.set(info.short, raw, secret=probe.secret)
        assert view.source == "override" and view.applies_now == (info.apply is Apply.NOW)
        # NOW: the very next request or action; RESTART: not before the restart.
        await probe.check(Phase(world, engine, applied=info.apply is Apply.NOW, n=1))
    async with world.engine(config) as engine:
        await probe.check(Phase(world, engine, applied=True, n=2))
