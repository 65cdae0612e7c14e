"""Where a bot's CPU goes, from py-spy's samples (`bench/overhead.py --profile DIR`).

Reads the collapsed stacks of one bot and phase (`DIR/<bot>-<phase>.txt`: one stack per
line, frames joined by ";", then the sample count) and prints, per 1,000 samples and per
message of the phase: the share of samples by layer (mnemo's engine, the plugin, NoneBot,
pydantic, the WebSocket and HTTP stacks, SQLite, the event loop) and the top functions by
inclusive and by self samples. The sampler sees every thread: the aiosqlite worker shows
as its own layer.

py-spy comes with the bench extras (`pip install -e ".[bench]"`).

    python bench/profile_top.py DIR/mnemo-history.txt --messages 200
    python bench/profile_top.py DIR/mnemo-history.txt --top 40 --under mnemo/
"""

from __future__ import annotations

import argparse
import re
from collections import Counter
from pathlib import Path

FRAME = re.compile(r"^(?P<func>.*?) \((?P<file>.*?)(?::(?P<line>\d+))?\)$")

# First match wins: a frame's file path decides its layer.
LAYERS = (
    ("plugin", ("/plugins/",)),
    ("mnemo: store", ("/mnemo/store/",)),
    ("mnemo: recall", ("/mnemo/recall/",)),
    ("mnemo: memory", ("/mnemo/memory/",)),
    ("mnemo: model client", ("/mnemo/client.py",)),
    ("mnemo: tokens", ("/mnemo/tokens.py",)),
    ("mnemo", ("/mnemo/",)),
    ("nonebot adapter", ("/nonebot/adapters/",)),
    ("nonebot", ("/nonebot/",)),
    ("pydantic", ("/pydantic/", "/pydantic_core/")),
    ("websocket / http server", ("/websockets/", "/uvicorn/", "/starlette/", "/fastapi/",
                                 "/h11/", "/httptools/")),
    ("http client", ("/aiohttp/", "/httpx/", "/httpcore/", "/yarl/", "/multidict/")),
    ("sqlite", ("/aiosqlite/", "sqlite3")),
    ("tiktoken", ("/tiktoken/",)),
    ("logging", ("/logging/", "/loguru/")),
    ("json", ("/json/", "orjson")),
    ("event loop", ("/asyncio/", "uvloop")),
)


def layer_of(path: str) -> str:
    path = "/" + path  # py-spy names a library's file from its package directory
    for name, marks in LAYERS:
        if any(m in path for m in marks):
            return name
    return "other"


def parse(path: Path) -> list[tuple[list[tuple[str, str]], int]]:
    stacks = []
    for raw in path.read_text(encoding="utf-8", errors="replace").splitlines():
        body, _, count = raw.rpartition(" ")
        if not body or not count.isdigit():
            continue
        frames = []
        for frame in body.split(";"):
            m = FRAME.match(frame)
            if m:
                frames.append((m["func"], m["file"]))
            else:
                frames.append((frame, ""))
        stacks.append((frames, int(count)))
    return stacks


def short(file: str) -> str:
    for mark in ("site-packages/", "/work/main/", "/lib/python3.11/"):
        if mark in file:
            return file.split(mark, 1)[1]
    return file


def report(path: Path, *, top: int, messages: int | None, under: str | None) -> str:
    stacks = parse(path)
    total = sum(n for _, n in stacks)
    per = f" per message ({messages})" if messages else ""
    lines = [f"{path.name}: {total} samples (1 ms each){per}"]

    def fmt(n: int) -> str:
        share = f"{n / total:6.1%}"
        return share + (f"  {n / messages:6.2f} ms/msg" if messages else "")

    # The layer of a sample is that of its innermost frame of ours or a library's,
    # below the event loop: what the loop was running at that moment.
    layers: Counter[str] = Counter()
    inclusive: Counter[str] = Counter()
    own: Counter[str] = Counter()
    for frames, n in stacks:
        leaf = frames[-1] if frames else ("?", "")
        layers[layer_of(leaf[1])] += n
        own[f"{leaf[0]} ({short(leaf[1])})"] += n
        seen = set()
        for func, file in frames:
            if under and under not in file:
                continue
            name = f"{func} ({short(file)})"
            if name not in seen:
                seen.add(name)
                inclusive[name] += n
    lines.append("\nby layer of the innermost frame:")
    lines += [f"  {fmt(n)}  {name}" for name, n in layers.most_common()]
    lines.append(f"\ntop {top} by inclusive samples" + (f" (frames under {under})" if under
                                                        else "") + ":")
    lines += [f"  {fmt(n)}  {name}" for name, n in inclusive.most_common(top)]
    lines.append(f"\ntop {top} by self samples:")
    lines += [f"  {fmt(n)}  {name}" for name, n in own.most_common(top)]
    return "\n".join(lines)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("path", type=Path)
    p.add_argument("--top", type=int, default=30)
    p.add_argument("--messages", type=int, help="messages in the phase, for ms per message")
    p.add_argument("--under", help="inclusive table: only frames whose file contains this")
    a = p.parse_args()
    print(report(a.path, top=a.top, messages=a.messages, under=a.under))


if __name__ == "__main__":
    main()
