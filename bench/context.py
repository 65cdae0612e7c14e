"""Context window economics over a long conversation (issue 3).

Runs a synthetic conversation (default 1,000 turns, a tool round every seventh turn)
through the real Agent against the in-process fake provider over loopback HTTP, with a
small window so that compression happens often enough to measure, and prints:

- compressions per 100 turns,
- total prompt tokens sent (chat and compressor),
- the compressor's share of all prompt tokens,
- prefix stability: the share of chat requests whose message list starts with the
  previous chat request's messages unchanged (what keeps provider prompt caches warm),
- rejected requests (must be 0).

With `--recall` the turns are stored (real SQLite file, recall index) and each request
carries the recall block the engine would add; stability then compares each request
with the previous one minus that request's own recall block (the block is per request
and never stored: what a provider caches is the prefix before it).

    python bench/context.py                    # 1,000 turns, 4,000-token window
    python bench/context.py --turns 300 --window 16000
    python bench/context.py --recall
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


from mnemo.agent import Agent, Conversation  # noqa: E402
from mnemo.client import ChatClient  # noqa: E402
from mnemo.compressor import Compressor  # noqa: E402
from mnemo.message import Message  # noqa: E402
from mnemo.recall.block import HEADER, budget, recall_block  # noqa: E402
from mnemo.recall.search import Recall  # noqa: E402
from mnemo.store import Database, HistoryWriter, open_stores  # noqa: E402
from mnemo.tools import ToolRegistry, current_time_tool  # noqa: E402
from mnemo.window import ContextWindow, WindowPolicy, make_message  # noqa: E402
from tests.fakes.provider import ChatRequest, FakeProvider, Reply  # noqa: E402

SYSTEM = {"role": "system", "content": "你是 mnemo，一个 QQ 群聊助手。" * 10}
TOPICS = ["咖啡", "项目进度", "周末爬山", "数据库迁移", "猫粮", "考试复习", "新手机", "旅行计划"]


class NullWriter:
    def append(self, session: str, messages: Sequence[Message]) -> None: ...
    def replace(self, session: str, messages: Sequence[Message]) -> None: ...
    def clear(self, session: str) -> None: ...


def is_compressor(req: ChatRequest) -> bool:
    return "对话摘要器" in req.system_text()


async def script(req: ChatRequest) -> Reply:
    if is_compressor(req):
        return Reply.text(
            "- 群友聊过：" + "、".join(TOPICS) + "。\n- 约定周六爬山，小明负责带咖啡。"
        )
    # The model reads past a recall block to the conversation's own last message.
    last = [m for m in req.messages if not is_block(m)][-1]
    if last["role"] == "user" and "几点" in str(last["content"]):
        return Reply.tool_calls([("current_time", {})])
    return Reply.text("好的，我的看法是：" + "这是一个值得讨论的话题。" * 6)


def is_block(message: dict[str, Any]) -> bool:
    return isinstance(message.get("content"), str) and message["content"].startswith(HEADER)


async def run(turns: int, window: int, high: float, low: float, recall_on: bool = False,
              data: Path | None = None) -> dict[str, Any]:
    db = stores = None
    writer: Any = NullWriter()
    if recall_on:
        assert data is not None
        db = Database(data / "context.db")
        await db.open()
        stores = open_stores(db)
        await stores.prepare()
        writer = HistoryWriter(stores.history)
        writer.start()
    async with FakeProvider(api_key="k", max_context=window, handler=script) as provider:
        client = ChatClient(base_url=provider.base_url, api_key="k", model="m")
        agent = Agent(client, Compressor(client), writer)
        policy = WindowPolicy(max_context_tokens=window, high_water=high, low_water=low)
        conv = Conversation("g:1", ContextWindow([], policy), ToolRegistry([current_time_tool()]))
        compactions = 0
        started = time.perf_counter()
        for i in range(turns):
            topic = TOPICS[i % len(TOPICS)]
            text = (
                f"[2026-11-30 14:03] 小明(1): 第{i}轮，现在几点了？"
                if i % 7 == 3
                else f"[2026-11-30 14:03] 小明(1): 第{i}轮，聊聊{topic}，" + "细节很多。" * 5
            )
            new = [make_message({"role": "user", "content": text})]
            extra: list[dict[str, Any]] = []
            if stores is not None:
                await writer.flush()
                extra = await recall_block(Recall(stores.recall), "g:1", new,
                                           conv.window.messages, top_k=5,
                                           max_tokens=budget(600, window))
            result = await agent.run_turn(conv, new, SYSTEM, extra)
            if not result.ok:
                raise SystemExit(f"turn {i} failed: {result.error}")
            compactions += len(result.compactions)
        elapsed = time.perf_counter() - started
        await client.aclose()
        chat = [r for r in provider.requests if not is_compressor(r)]
        comp = [r for r in provider.requests if is_compressor(r)]
        def prefix(req: ChatRequest) -> list[dict[str, Any]]:
            msgs = req.messages
            return msgs[:-1] if msgs and is_block(msgs[-1]) else msgs

        stable = sum(
            1
            for prev, cur in itertools.pairwise(chat)
            if cur.messages[: len(prefix(prev))] == prefix(prev)
        )
        with_block = sum(1 for r in chat if any(is_block(m) for m in r.messages))
        if db is not None:
            await writer.close()
            await db.close()
        chat_tokens = sum(r.prompt_tokens for r in chat)
        comp_tokens = sum(r.prompt_tokens for r in comp)
        return {
            "turns": turns,
            "compactions": compactions,
            "per100": compactions * 100 / turns,
            "chat_requests": len(chat),
            "compressor_requests": len(comp),
            "prompt_tokens": chat_tokens + comp_tokens,
            "compressor_share": comp_tokens / max(1, chat_tokens + comp_tokens),
            "prefix_stability": stable / max(1, len(chat) - 1),
            "rejected": len(provider.rejections),
            "with_block": with_block,
            "max_prompt": max(r.prompt_tokens for r in provider.requests),
            "seconds": elapsed,
        }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--turns", type=int, default=1000)
    parser.add_argument("--window", type=int, default=4000)
    parser.add_argument("--high", type=float, default=0.8)
    parser.add_argument("--low", type=float, default=0.5)
    parser.add_argument("--recall", action="store_true", help="store turns, add recall blocks")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        r = asyncio.run(run(args.turns, args.window, args.high, args.low, args.recall,
                            Path(tmp)))
    print(
        f"context bench: {r['turns']} turns, window {args.window} tokens, "
        f"marks {args.high:.0%}/{args.low:.0%}, recall {'on' if args.recall else 'off'}"
    )
    if args.recall:
        print(f"  requests with a recall block: {r['with_block']} of {r['chat_requests']}")
    print(f"  compressions per 100 turns : {r['per100']:.1f}  ({r['compactions']} in all)")
    print(
        f"  requests                   : {r['chat_requests']} chat, "
        f"{r['compressor_requests']} compressor"
    )
    print(f"  prompt tokens sent         : {r['prompt_tokens']:,}")
    print(f"  compressor share of tokens : {r['compressor_share']:.1%}")
    print(f"  prefix stability           : {r['prefix_stability']:.1%}  (target >= 90%)")
    print(f"  largest prompt             : {r['max_prompt']} of {args.window}")
    print(f"  rejected requests          : {r['rejected']}")
    print(f"  wall time                  : {r['seconds']:.1f} s")


if __name__ == "__main__":
    main()
