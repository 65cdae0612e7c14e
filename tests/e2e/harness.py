"""End-to-end harness: run the real bot process and play the OneBot v11 side of it.

Two plain classes, no pytest fixtures (tests/e2e/conftest.py owns those):

* `BotProcess` starts `python bot.py` (or any NoneBot script) as a child process, tees its
  output to a log file and lets tests wait for log lines instead of sleeping.
* `OneBotSide` is a NapCat-like OneBot v11 implementation connected over the reverse WebSocket:
  it sends message events, answers every action the bot calls and collects what the bot sent.

Both keep asyncio objects (tasks, events, the subprocess transport, the WebSocket) bound to the
loop they were started on. Under pytest-asyncio this must be the session loop
(`asyncio_default_fixture_loop_scope = "session"` and `asyncio_default_test_loop_scope =
"session"` in pyproject.toml): a module- or session-scoped fixture that starts a bot and a test
that talks to it then share one loop. Using them from a different loop fails with
"attached to a different loop" or hangs.

Typical use::

    port = free_port()
    bot = BotProcess(
        {"PORT": str(port), "ONEBOT_ACCESS_TOKEN": "t", **localstore_env(tmp / "store")},
        log_path=tmp / "bot.log",
    )
    await bot.start()
    await bot.wait_ready()
    side = OneBotSide(port, token="t")
    await side.connect()
    mid = await side.group_message(1000, 2000, "你好", at_bot=True)
    reply = await side.next_reply()
    assert reply.group_id == 1000 and reply.text
    await side.close()
    await bot.stop()
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import inspect
import itertools
import json
import logging
import os
import re
import signal
import socket
import sys
import time
import weakref
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection
from websockets.asyncio.client import connect as ws_connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus

REPO_ROOT = Path(__file__).resolve().parents[2]
BOT_SCRIPT = REPO_ROOT / "bot.py"

# Environment prefixes of the developer's shell that must not leak into a test bot
# (a real token or provider key would change behaviour or reach the network).
STRIPPED_ENV_PREFIXES = ("AICHAT_", "ONEBOT_")
DEFAULT_BOT_ENV: dict[str, str] = {
    "DRIVER": "~fastapi",
    "HOST": "127.0.0.1",
    # DEBUG makes the adapter log every API call, which tests can wait on.
    "LOG_LEVEL": "DEBUG",
    "PYTHONUNBUFFERED": "1",
}
READY_PATTERN = "Uvicorn running on"

SEND_ACTIONS = frozenset({"send_msg", "send_group_msg", "send_private_msg"})

log = logging.getLogger(__name__)

Segment = dict[str, Any]
MessageInput = str | Segment | Iterable[Segment]
ActionHandler = Callable[[dict[str, Any]], Awaitable[Any] | Any]
LogPattern = str | re.Pattern[str]


# --------------------------------------------------------------------------------------------
# small helpers


def free_port() -> int:
    """Return a TCP port on 127.0.0.1 that is free right now.

    The port is released before the bot binds it, so another process could take it in
    between; on a test machine that race is rare enough, and uvicorn fails loudly if it does.
    """
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def localstore_env(root: Path) -> dict[str, str]:
    """Env settings that keep nonebot-plugin-localstore inside `root` (a temp directory).

    Without them the plugin writes to the user's real ~/.local/share/nonebot2 etc.
    """
    return {
        "LOCALSTORE_DATA_DIR": str(root / "data"),
        "LOCALSTORE_CACHE_DIR": str(root / "cache"),
        "LOCALSTORE_CONFIG_DIR": str(root / "config"),
    }


def text_seg(text: str) -> Segment:
    return {"type": "text", "data": {"text": text}}


def at_seg(qq: int | str) -> Segment:
    return {"type": "at", "data": {"qq": str(qq)}}


def reply_seg(message_id: int | str) -> Segment:
    return {"type": "reply", "data": {"id": str(message_id)}}


def image_seg(url: str, *, file: str | None = None, summary: str = "[图片]") -> Segment:
    """An image segment shaped like NapCat's (file name, url, summary)."""
    return {
        "type": "image",
        "data": {
            "file": file or url.rsplit("/", 1)[-1] or "image.jpg",
            "url": url,
            "summary": summary,
            "file_size": "0",
        },
    }


def face_seg(face_id: int | str) -> Segment:
    return {"type": "face", "data": {"id": str(face_id)}}


_CQ_CODE = re.compile(r"\[CQ:([^,\]]+)((?:,[^\]]*)?)\]")


def _cq_unescape(s: str, *, in_param: bool) -> str:
    s = s.replace("&#91;", "[").replace("&#93;", "]")
    if in_param:
        s = s.replace("&#44;", ",")
    return s.replace("&amp;", "&")


def _cq_escape(s: str, *, in_param: bool) -> str:
    s = s.replace("&", "&amp;").replace("[", "&#91;").replace("]", "&#93;")
    if in_param:
        s = s.replace(",", "&#44;")
    return s


def parse_cq(message: str) -> list[Segment]:
    """Parse a CQ-code string (`hi[CQ:at,qq=1]`) into a segment list."""
    segments: list[Segment] = []
    pos = 0
    for m in _CQ_CODE.finditer(message):
        if m.start() > pos:
            segments.append(text_seg(_cq_unescape(message[pos : m.start()], in_param=False)))
        data: dict[str, str] = {}
        for part in m.group(2).split(",")[1:]:
            key, _, value = part.partition("=")
            data[key] = _cq_unescape(value, in_param=True)
        segments.append({"type": m.group(1), "data": data})
        pos = m.end()
    if pos < len(message):
        segments.append(text_seg(_cq_unescape(message[pos:], in_param=False)))
    return segments


def to_cq(segments: Iterable[Segment]) -> str:
    """Render segments as a CQ string, the way implementations fill `raw_message`."""
    out: list[str] = []
    for seg in segments:
        data = seg.get("data") or {}
        if seg.get("type") == "text":
            out.append(_cq_escape(str(data.get("text", "")), in_param=False))
        else:
            params = "".join(
                f",{k}={_cq_escape(str(v), in_param=True)}"
                for k, v in data.items()
                if v is not None
            )
            out.append(f"[CQ:{seg.get('type')}{params}]")
    return "".join(out)


def normalize_message(message: Any, *, auto_escape: bool = False) -> list[Segment]:
    """Turn whatever the bot put in `params.message` into a list of `{type, data}` dicts.

    OneBot allows a segment array, a single segment object or a CQ string; the NoneBot adapter
    normally sends an array, but code calling `bot.call_api` directly may send any of them.
    """
    if message is None:
        return []
    if isinstance(message, str):
        return [text_seg(message)] if auto_escape else parse_cq(message)
    if isinstance(message, Mapping):
        message = [message]
    result: list[Segment] = []
    for seg in message:
        if isinstance(seg, str):
            result.extend(parse_cq(seg))
        else:
            result.append({"type": str(seg.get("type")), "data": dict(seg.get("data") or {})})
    return result


def _message_input(message: MessageInput) -> list[Segment]:
    # A str from a test is literal text: "[x]" in a test message must not become a CQ code.
    if isinstance(message, str):
        return [text_seg(message)] if message else []
    return normalize_message(message)


def _strip_ansi(s: str) -> str:
    return re.sub(r"\x1b\[[0-9;]*[A-Za-z]", "", s)


class _Changed:
    """A 'something changed' broadcast: waiters re-check their condition after each notify.

    Each notify swaps in a fresh Event, so a waiter that captured the old one is woken exactly
    once and never misses a change made between its check and its wait (single-threaded loop).
    """

    def __init__(self) -> None:
        self._event = asyncio.Event()

    def notify(self) -> None:
        self._event.set()
        self._event = asyncio.Event()

    async def wait_until(
        self, check: Callable[[], Any], timeout: float, what: Callable[[], str]
    ) -> Any:
        """Return the first truthy `check()`; raise TimeoutError(what()) after `timeout` s."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            result = check()
            if result:
                return result
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise TimeoutError(what())
            event = self._event
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(event.wait(), remaining)


# --------------------------------------------------------------------------------------------
# the bot process

_live_processes: weakref.WeakSet[asyncio.subprocess.Process] = weakref.WeakSet()


@atexit.register
def _kill_leftover_bots() -> None:
    # A test that crashed before stop() must not leave a bot holding its port after pytest.
    for proc in list(_live_processes):
        if proc.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(proc.pid, signal.SIGKILL)


def bot_env(overrides: Mapping[str, str]) -> dict[str, str]:
    """The child environment: ours minus AICHAT_*/ONEBOT_*, plus defaults, plus `overrides`."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(STRIPPED_ENV_PREFIXES)}
    env.update(DEFAULT_BOT_ENV)
    env.update(overrides)
    return env


class BotProcess:
    """The bot as a child process (`sys.executable script`, cwd = repo root).

    stdout and stderr are merged (NoneBot logs to stderr, prints go to stdout; one stream
    keeps their order), appended to `log_path` and kept in memory as lines for `wait_log`.

    Line offsets (`mark()`, the `after=` arguments) count lines over the lifetime of this
    object, across `start()` calls and across an in-process `os.execv` restart (which keeps
    the PID and the pipe), so "wait for a NEW occurrence" is `m = bot.mark(); ...;
    await bot.wait_log(pattern, after=m)`.

    If `env` has no PORT, a free one is picked; read it back from `.port`.
    """

    def __init__(
        self,
        env: Mapping[str, str],
        *,
        script: Path = BOT_SCRIPT,
        log_path: Path,
        cwd: Path = REPO_ROOT,
        args: Iterable[str] = (),
    ) -> None:
        self.env = dict(env)
        self.env.setdefault("PORT", str(free_port()))
        self.script = Path(script)
        self.log_path = Path(log_path)
        self.cwd = Path(cwd)
        self.args = list(args)
        self.lines: list[str] = []
        self._proc: asyncio.subprocess.Process | None = None
        self._reader: asyncio.Task[None] | None = None
        self._start_offset = 0
        self._eof = True
        self._changed: _Changed | None = None

    # -- state ----------------------------------------------------------------------------

    @property
    def port(self) -> int:
        return int(self.env["PORT"])

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc else None

    @property
    def returncode(self) -> int | None:
        """Exit status once the process has been reaped (negative = killed by that signal)."""
        return self._proc.returncode if self._proc else None

    @property
    def running(self) -> bool:
        return self._proc is not None and self._proc.returncode is None

    def mark(self) -> int:
        """Current line count: pass as `after=` to wait only for lines printed from now on."""
        return len(self.lines)

    def log_text(self, after: int = 0) -> str:
        """Everything the process printed (from line `after` on), ANSI colours removed."""
        return "\n".join(self.lines[after:])

    def log_tail(self, n: int = 60) -> str:
        return "\n".join(self.lines[-n:])

    # -- lifecycle --------------------------------------------------------------------------

    async def start(self) -> None:
        """Spawn the process. Returns at once; follow with `wait_ready()`.

        May be called again after the previous run exited (e.g. after `kill()`), to model a
        supervisor restarting a crashed bot on the same port and data directory.
        """
        if self.running:
            raise RuntimeError(f"bot already running (pid {self.pid})")
        if self._reader is not None:
            # the previous run's output must be fully in `lines` before new lines follow it
            await self._finish_reader(5)
        if self._changed is None:
            self._changed = _Changed()
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        self._start_offset = len(self.lines)
        self._eof = False
        self._proc = await asyncio.create_subprocess_exec(
            sys.executable,
            str(self.script),
            *self.args,
            cwd=str(self.cwd),
            env=bot_env(self.env),
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
            # DEBUG logs of whole events/API payloads can be long; the default 64 KiB limit
            # would make readline() fail on one of them.
            limit=16 * 1024 * 1024,
        )
        _live_processes.add(self._proc)
        self._reader = asyncio.create_task(self._read_output(self._proc), name="bot-output")

    async def _read_output(self, proc: asyncio.subprocess.Process) -> None:
        assert proc.stdout is not None and self._changed is not None
        with self.log_path.open("ab") as logfile:
            logfile.write(
                f"===== {time.strftime('%H:%M:%S')} start pid {proc.pid}: {self.script}\n".encode()
            )
            try:
                while True:
                    raw = await proc.stdout.readline()
                    if not raw:
                        break
                    # flushed per line so the file is complete even if the test dies
                    logfile.write(raw)
                    logfile.flush()
                    self.lines.append(_strip_ansi(raw.decode("utf-8", "replace").rstrip("\r\n")))
                    self._changed.notify()
            finally:
                self._eof = True
                # reap it so returncode is set before anyone is told the output ended
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(proc.wait(), 5)
                logfile.write(f"===== exit {proc.returncode}\n".encode())
                self._changed.notify()

    async def _finish_reader(self, timeout: float) -> None:
        if self._reader is None:
            return
        try:
            await asyncio.wait_for(asyncio.shield(self._reader), timeout)
        except asyncio.TimeoutError:
            # a grandchild still holding the pipe open; its output is not ours to wait for
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._reader

    def _dead_message(self, what: str) -> str:
        return (
            f"bot process exited (returncode {self.returncode}) before {what}; "
            f"log {self.log_path}, tail:\n{self.log_tail()}"
        )

    async def wait_log(
        self, pattern: LogPattern, timeout: float = 30, *, after: int | None = None
    ) -> str:
        """Wait for an output line matching `pattern` and return it.

        A str is a substring, a compiled `re.Pattern` is searched. Lines before `after`
        (default: the start of the current run) are ignored. Raises AssertionError with the
        log tail if the process ends first, TimeoutError after `timeout` seconds.
        """
        if self._changed is None:
            raise RuntimeError("start() the bot first")
        offset = self._start_offset if after is None else after
        scanned = offset

        def matches(line: str) -> bool:
            if isinstance(pattern, str):
                return pattern in line
            return pattern.search(line) is not None

        def check() -> str | None:
            nonlocal scanned
            while scanned < len(self.lines):
                line = self.lines[scanned]
                scanned += 1
                if matches(line):
                    return line
            if self._eof:
                raise AssertionError(self._dead_message(f"a line matching {pattern!r}"))
            return None

        return await self._changed.wait_until(
            check,
            timeout,
            lambda: f"no line matching {pattern!r} within {timeout}s; tail:\n{self.log_tail()}",
        )

    async def wait_ready(self, timeout: float = 30, *, after: int | None = None) -> str:
        """Wait until uvicorn is accepting connections ("Uvicorn running on ...").

        "Application startup complete" is logged *before* uvicorn binds its socket, so it is
        not enough. For an in-process restart pass `after=bot.mark()` taken before triggering
        it; the default looks from the start of the current run.
        """
        return await self.wait_log(READY_PATTERN, timeout, after=after)

    def kill(self) -> None:
        """SIGKILL, like a crash or an OOM kill: no shutdown hooks run. Reap with `wait_exit`."""
        if self.running:
            assert self._proc is not None
            with contextlib.suppress(ProcessLookupError):
                self._proc.kill()

    def interrupt(self) -> None:
        """Send SIGINT (graceful: uvicorn shuts down, NoneBot runs its shutdown hooks)."""
        if self.running:
            assert self._proc is not None
            with contextlib.suppress(ProcessLookupError):
                self._proc.send_signal(signal.SIGINT)

    async def wait_exit(self, timeout: float = 30) -> int:
        """Wait for the process to exit and its output to be read; return the exit status."""
        if self._proc is None:
            raise RuntimeError("bot was never started")
        try:
            rc = await asyncio.wait_for(self._proc.wait(), timeout)
        except asyncio.TimeoutError:
            raise TimeoutError(
                f"bot (pid {self.pid}) still running after {timeout}s; tail:\n{self.log_tail()}"
            ) from None
        await self._finish_reader(5)
        return rc

    async def stop(self, timeout: float = 15) -> int | None:
        """SIGINT and wait; SIGKILL if still alive after `timeout`. Returns the exit status
        (None if never started). Safe to call when the process already exited."""
        if self._proc is None:
            return None
        if self.running:
            self.interrupt()
            try:
                return await self.wait_exit(timeout)
            except TimeoutError:
                log.warning("bot pid %s ignored SIGINT for %ss, killing", self.pid, timeout)
                self.kill()
        return await self.wait_exit(10)

    async def __aenter__(self) -> BotProcess:
        await self.start()
        try:
            await self.wait_ready()
        except BaseException:
            self.kill()
            raise
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()


# --------------------------------------------------------------------------------------------
# the OneBot implementation side


class HandshakeRejected(ConnectionError):
    """The bot answered the WebSocket handshake with an HTTP error (403: bad token etc.)."""

    def __init__(self, status: int, body: str) -> None:
        super().__init__(f"WebSocket handshake rejected with HTTP {status}: {body!r}")
        self.status = status
        self.body = body


class NoResponse:
    """Return `NO_RESPONSE` from an action handler to leave the call unanswered (the bot then
    waits for API_TIMEOUT, like with a hung implementation)."""


NO_RESPONSE = NoResponse()


def ok(data: Any = None) -> dict[str, Any]:
    """A successful action response (without echo; the side adds it)."""
    return {"status": "ok", "retcode": 0, "data": data, "message": "", "wording": ""}


def failed(retcode: int = 100, message: str = "failed") -> dict[str, Any]:
    """A failed action response; the adapter raises ActionFailed for it."""
    return {
        "status": "failed",
        "retcode": retcode,
        "data": None,
        "message": message,
        "wording": message,
    }


@dataclass
class Action:
    """One action call received from the bot, with the response we sent (None until sent)."""

    action: str
    params: dict[str, Any]
    echo: Any
    response: dict[str, Any] | None = None


@dataclass
class Reply:
    """A message the bot sent (send_msg / send_group_msg / send_private_msg)."""

    action: str
    params: dict[str, Any]
    message_type: str | None
    group_id: int | None
    user_id: int | None
    segments: list[Segment]
    # the id the side gave the bot for this message: quote it with `reply_to=reply.message_id`
    message_id: int

    @property
    def text(self) -> str:
        """All text segments concatenated (at/reply/image segments left out)."""
        return "".join(str(s["data"].get("text", "")) for s in self.segments if s["type"] == "text")

    def has_reply_to(self, message_id: int | str) -> bool:
        """True if the message quotes `message_id` (a reply segment)."""
        return any(
            s["type"] == "reply" and str(s["data"].get("id")) == str(message_id)
            for s in self.segments
        )

    def mentions(self, user_id: int | str) -> bool:
        """True if the message @-mentions `user_id`."""
        return any(
            s["type"] == "at" and str(s["data"].get("qq")) == str(user_id) for s in self.segments
        )

    def segments_of(self, seg_type: str) -> list[Segment]:
        return [s for s in self.segments if s["type"] == seg_type]


@dataclass
class StoredMessage:
    """A message known to the fake implementation, served back by `get_msg`."""

    message_id: int
    message_type: str
    sender: dict[str, Any]
    segments: list[Segment]
    time: int
    group_id: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def as_get_msg(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "time": self.time,
            "message_type": self.message_type,
            "message_id": self.message_id,
            "real_id": self.message_id,
            "sender": dict(self.sender),
            "message": [dict(s, data=dict(s["data"])) for s in self.segments],
            "raw_message": to_cq(self.segments),
            "user_id": self.sender.get("user_id"),
            "font": 0,
            "message_format": "array",
        }
        if self.group_id is not None:
            data["group_id"] = self.group_id
        data.update(self.extra)
        return data


# Shared by every OneBotSide in the test process, so message ids stay unique even when a test
# builds a new side after a restart while the bot still remembers old ids in its database.
_message_ids = itertools.count(100_001)


def new_message_id() -> int:
    return next(_message_ids)


class OneBotSide:
    """A NapCat-like OneBot v11 implementation connected to the bot's reverse WebSocket.

    Connects to `ws://127.0.0.1:{port}/onebot/v11/ws` with `X-Self-ID`, `X-Client-Role:
    Universal` and `Authorization: Bearer <token>`.

    Every action is recorded in `actions` and answered with the same `echo` string:
    send actions store the message (so `get_msg` works on it) and return a new message_id;
    `get_msg` serves stored messages (test-sent and bot-sent) or fails with retcode 100;
    `get_login_info`, `get_group_member_info`, `get_stranger_info`, `get_group_info`,
    `get_version_info`, `get_status` return plausible data; `delete_msg` forgets the
    message; `*_list` actions get `[]`; anything else gets `ok(None)`. Override per action
    with `on_action`.

    Messages the bot sent are collected as `Reply`; consume them with `next_reply()` /
    `drain()`; `replies` keeps them all.
    """

    def __init__(
        self,
        port: int,
        *,
        token: str,
        self_id: int = 10001,
        nickname: str = "mnemo",
        host: str = "127.0.0.1",
        lifecycle_event: bool = True,
    ) -> None:
        self.port = port
        self.token = token
        self.self_id = self_id
        self.nickname = nickname
        self.url = f"ws://{host}:{port}/onebot/v11/ws"
        self.lifecycle_event = lifecycle_event
        self.actions: list[Action] = []
        self.replies: list[Reply] = []
        self.messages: dict[int, StoredMessage] = {}
        # handler failures, so a test can assert the fake itself behaved
        self.errors: list[BaseException] = []
        self.close_code: int | None = None
        self.close_reason: str | None = None
        self._reply_cursor = 0
        self._handlers: dict[str, ActionHandler] = {}
        self._members: dict[tuple[int, int], dict[str, Any]] = {}
        self._ws: ClientConnection | None = None
        self._receiver: asyncio.Task[None] | None = None
        self._handler_tasks: set[asyncio.Task[None]] = set()
        self._changed: _Changed | None = None
        self._closed = True

    # -- connection -------------------------------------------------------------------------

    @property
    def connected(self) -> bool:
        return not self._closed

    def _headers(self) -> dict[str, str]:
        return {
            "X-Self-ID": str(self.self_id),
            "X-Client-Role": "Universal",
            "Authorization": f"Bearer {self.token}",
            "User-Agent": "mnemo-e2e-onebot/1.0",
        }

    async def connect(self, timeout: float = 30, *, retry_forbidden: bool = True) -> None:
        """Connect, retrying while the bot is not accepting yet, for at most `timeout` s.

        Refused connections and broken handshakes are retried (the bot is starting or
        restarting). An HTTP 403 is retried too when `retry_forbidden` (the default): right
        after a disconnect the bot may still hold our previous connection and reject the new
        one as a duplicate X-Self-ID. With `retry_forbidden=False` a 403 raises
        `HandshakeRejected` at once (wrong-token tests). Raises `HandshakeRejected` if the
        last failure before the deadline was an HTTP rejection, else TimeoutError.
        """
        if self.connected:
            raise RuntimeError("already connected")
        if self._changed is None:
            self._changed = _Changed()
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        last_error: BaseException | None = None
        while True:
            remaining = deadline - loop.time()
            try:
                ws = await ws_connect(
                    self.url,
                    additional_headers=self._headers(),
                    user_agent_header=None,
                    # a developer's HTTP(S)_PROXY must not capture a loopback connection
                    proxy=None,
                    open_timeout=max(remaining, 0.5),
                    # the bot may send large messages (base64 images)
                    max_size=None,
                    # the bot process can be paused under a debugger; no keepalive drops
                    ping_interval=None,
                    compression=None,
                )
                break
            except InvalidStatus as e:
                status = e.response.status_code
                body = bytes(e.response.body or b"").decode("utf-8", "replace")
                rejected = HandshakeRejected(status, body)
                if status != 403 or not retry_forbidden:
                    raise rejected from e
                last_error = rejected
            except (OSError, InvalidHandshake, EOFError, asyncio.TimeoutError) as e:
                last_error = e
            remaining = deadline - loop.time()
            if remaining <= 0:
                if isinstance(last_error, HandshakeRejected):
                    raise last_error
                raise TimeoutError(
                    f"could not connect to {self.url} within {timeout}s: {last_error!r}"
                ) from last_error
            # the only sleep in the harness: polling a port nobody listens on yet
            await asyncio.sleep(min(0.05, remaining))
        self._ws = ws
        self._closed = False
        self.close_code = self.close_reason = None
        self._receiver = asyncio.create_task(self._receive(ws), name="onebot-side-receiver")
        if self.lifecycle_event:
            # what NapCat sends first on every connection
            await self.send_event(
                {"post_type": "meta_event", "meta_event_type": "lifecycle", "sub_type": "connect"}
            )

    async def _receive(self, ws: ClientConnection) -> None:
        assert self._changed is not None
        try:
            async for raw in ws:
                try:
                    payload = json.loads(raw)
                except ValueError as e:
                    self.errors.append(e)
                    continue
                if isinstance(payload, dict) and "action" in payload:
                    await self._on_action(ws, payload)
                else:
                    self.errors.append(ValueError(f"unexpected frame from bot: {payload!r}"))
        except ConnectionClosed:
            pass
        finally:
            self.close_code = ws.close_code
            self.close_reason = ws.close_reason
            self._closed = True
            self._changed.notify()

    async def _on_action(self, ws: ClientConnection, payload: dict[str, Any]) -> None:
        assert self._changed is not None
        name = str(payload["action"])
        params = payload.get("params") or {}
        action = Action(name, params, payload.get("echo"))
        self.actions.append(action)
        message_id = None
        if name in SEND_ACTIONS:
            message_id = self._record_reply(name, params)
        self._changed.notify()
        handler = self._handlers.get(name)
        if handler is None:
            # default answers are immediate, so they go out inline, in the order asked
            await self._respond(ws, action, self._default_response(name, params, message_id))
        else:
            # a custom handler may wait on the test; it must not hold up other actions
            self._spawn(self._run_handler(ws, action, handler))

    def _spawn(self, coro: Awaitable[None]) -> None:
        task = asyncio.ensure_future(coro)
        self._handler_tasks.add(task)
        task.add_done_callback(self._handler_tasks.discard)

    async def _run_handler(
        self, ws: ClientConnection, action: Action, handler: ActionHandler
    ) -> None:
        try:
            result = handler(action.params)
            if inspect.isawaitable(result):
                result = await result
        except Exception as e:
            log.exception("action handler for %s failed", action.action)
            self.errors.append(e)
            result = failed(100, f"handler error: {e!r}")
        if isinstance(result, NoResponse):
            return
        if not (isinstance(result, dict) and "status" in result):
            result = ok(result)
        await self._respond(ws, action, result)

    async def _respond(
        self, ws: ClientConnection, action: Action, response: dict[str, Any]
    ) -> None:
        response = {**response, "echo": action.echo}
        action.response = response
        # the bot may have gone away mid-call (kill/restart); nothing left to answer
        with contextlib.suppress(ConnectionClosed):
            await ws.send(json.dumps(response, ensure_ascii=False))
        assert self._changed is not None
        self._changed.notify()

    def _record_reply(self, name: str, params: dict[str, Any]) -> int:
        segments = normalize_message(
            params.get("message"), auto_escape=bool(params.get("auto_escape"))
        )
        group_id = _opt_int(params.get("group_id"))
        user_id = _opt_int(params.get("user_id"))
        if name == "send_group_msg":
            message_type: str | None = "group"
        elif name == "send_private_msg":
            message_type = "private"
        else:
            message_type = params.get("message_type") or (
                "group" if group_id is not None else "private" if user_id is not None else None
            )
        message_id = new_message_id()
        self.messages[message_id] = StoredMessage(
            message_id=message_id,
            message_type=message_type or "private",
            sender={
                "user_id": self.self_id,
                "nickname": self.nickname,
                "card": "",
                "role": "member",
            },
            segments=segments,
            time=int(time.time()),
            group_id=group_id if message_type == "group" else None,
        )
        self.replies.append(
            Reply(name, params, message_type, group_id, user_id, segments, message_id)
        )
        return message_id

    def _default_response(
        self, name: str, params: dict[str, Any], message_id: int | None
    ) -> dict[str, Any]:
        if message_id is not None:
            return ok({"message_id": message_id})
        if name == "get_msg":
            stored = self.messages.get(_opt_int(params.get("message_id")) or -1)
            return ok(stored.as_get_msg()) if stored else failed(100, "消息不存在")
        if name == "delete_msg":
            self.messages.pop(_opt_int(params.get("message_id")) or -1, None)
            return ok(None)
        if name == "get_login_info":
            return ok({"user_id": self.self_id, "nickname": self.nickname})
        if name == "get_stranger_info":
            uid = _opt_int(params.get("user_id")) or 0
            return ok(
                {
                    "user_id": uid,
                    "nickname": self._nickname_of(uid),
                    "sex": "unknown",
                    "age": 0,
                    "level": 1,
                    "login_days": 0,
                }
            )
        if name == "get_group_member_info":
            return ok(
                self.member_info(
                    _opt_int(params.get("group_id")) or 0, _opt_int(params.get("user_id")) or 0
                )
            )
        if name == "get_group_info":
            gid = _opt_int(params.get("group_id")) or 0
            return ok(
                {
                    "group_id": gid,
                    "group_name": f"测试群{gid}",
                    "member_count": 10,
                    "max_member_count": 500,
                }
            )
        if name == "get_version_info":
            return ok(
                {"app_name": "mnemo-e2e-onebot", "app_version": "1.0.0", "protocol_version": "v11"}
            )
        if name == "get_status":
            return ok({"online": True, "good": True})
        if name in ("can_send_image", "can_send_record"):
            return ok({"yes": True})
        if name.endswith("_list"):
            # list-returning actions: None would crash code that iterates the answer
            return ok([])
        return ok(None)

    async def default_response(self, action: str, params: dict[str, Any]) -> dict[str, Any]:
        """What the side would answer without a custom handler, for handlers that delegate.

        For a send action whose `params` the side received (the dict a handler is given), it
        answers with the message_id already assigned to that Reply; for other params it
        stores the message as a new one, like a real send.
        """
        message_id = None
        if action in SEND_ACTIONS:
            # identity, not equality: two identical sends are two messages
            known = [r.message_id for r in reversed(self.replies) if r.params is params]
            message_id = known[0] if known else self._record_reply(action, params)
        return self._default_response(action, params, message_id)

    def _nickname_of(self, user_id: int) -> str:
        if user_id == self.self_id:
            return self.nickname
        for (_, uid), member in self._members.items():
            if uid == user_id:
                return str(member["nickname"])
        return f"用户{user_id}"

    def member_info(self, group_id: int, user_id: int) -> dict[str, Any]:
        """`get_group_member_info` data: what the last event from that member said."""
        now = int(time.time())
        base = {
            "group_id": group_id,
            "user_id": user_id,
            "nickname": self._nickname_of(user_id),
            "card": "",
            "sex": "unknown",
            "age": 0,
            "area": "",
            "join_time": now - 86400,
            "last_sent_time": now,
            "level": "1",
            "role": "member",
            "unfriendly": False,
            "title": "",
            "title_expire_time": 0,
            "card_changeable": True,
        }
        base.update(self._members.get((group_id, user_id), {}))
        return base

    def on_action(self, name: str, handler: ActionHandler | None) -> None:
        """Answer action `name` with `handler(params)` (sync or async) instead of the default.

        The handler may return: `data` for an ok response; a full response dict (one with a
        "status" key, e.g. `failed(...)`); or `NO_RESPONSE` to never answer. Raising answers
        with a failed response and records the error in `errors`. Handlers run in their own
        task, so a slow one does not hold up other actions. Send actions are still recorded
        as `Reply` (with a side-assigned message_id) before the handler runs.
        `handler=None` restores the default.
        """
        if handler is None:
            self._handlers.pop(name, None)
        else:
            self._handlers[name] = handler

    async def close(self) -> None:
        """Close the socket (like NapCat disconnecting) and stop all tasks."""
        for task in list(self._handler_tasks):
            task.cancel()
        if self._ws is not None:
            with contextlib.suppress(Exception):
                await self._ws.close()
        if self._receiver is not None:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await asyncio.wait_for(self._receiver, 10)
        self._closed = True

    async def wait_closed(self, timeout: float = 30) -> int | None:
        """Wait until the bot closes the connection (shutdown, restart, crash); returns the
        close code: 1012 on a graceful shutdown or restart, 1006 when the TCP connection just
        dropped (SIGKILL)."""
        if self._changed is None:
            raise RuntimeError("never connected")
        await self._changed.wait_until(
            lambda: self._closed,
            timeout,
            lambda: f"bot did not close the WebSocket within {timeout}s",
        )
        return self.close_code

    async def reconnect(self, timeout: float = 30) -> None:
        """Close (if still open) and connect again, waiting out a bot restart. Recorded
        actions, replies and stored messages are kept; unconsumed replies stay queued."""
        await self.close()
        await self.connect(timeout)

    async def __aenter__(self) -> OneBotSide:
        await self.connect()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # -- what the bot sent --------------------------------------------------------------------

    async def next_reply(self, timeout: float = 30) -> Reply:
        """The next message the bot sent that was not consumed yet (waits up to `timeout`).

        Raises ConnectionError if the socket is closed with nothing left to consume (the bot
        died or restarted, no point waiting), TimeoutError after `timeout`.
        """
        if self._changed is None:
            raise RuntimeError("never connected")

        def check() -> Reply | None:
            if self._reply_cursor < len(self.replies):
                reply = self.replies[self._reply_cursor]
                self._reply_cursor += 1
                return reply
            if self._closed:
                raise ConnectionError(
                    f"WebSocket closed (code {self.close_code}) while waiting for a reply"
                )
            return None

        return await self._changed.wait_until(
            check,
            timeout,
            lambda: (
                f"bot sent no message within {timeout}s; last actions: "
                f"{[a.action for a in self.actions[-10:]]}"
            ),
        )

    def drain(self) -> list[Reply]:
        """Replies received so far and not yet consumed, without waiting; consumes them."""
        pending = self.replies[self._reply_cursor :]
        self._reply_cursor = len(self.replies)
        return pending

    def replies_so_far(self) -> list[Reply]:
        """Every reply received on this side, consumed or not."""
        return list(self.replies)

    def actions_named(self, name: str) -> list[Action]:
        return [a for a in self.actions if a.action == name]

    async def wait_action(
        self, name: str, timeout: float = 30, *, after: int = 0, answered: bool = True
    ) -> Action:
        """Wait for the first call of action `name` at index >= `after` in `actions` (use
        `after=len(side.actions)` for a new one). With `answered`, also wait until our
        response has been sent."""
        if self._changed is None:
            raise RuntimeError("never connected")

        def check() -> Action | None:
            for a in self.actions[after:]:
                if a.action == name and (a.response is not None or not answered):
                    return a
            return None

        return await self._changed.wait_until(
            check, timeout, lambda: f"bot did not call {name} within {timeout}s"
        )

    # -- events to the bot --------------------------------------------------------------------

    async def send_event(self, event: Mapping[str, Any]) -> None:
        """Send a raw event; `time` and `self_id` are filled in if missing."""
        if self._ws is None or self._closed:
            raise ConnectionError("not connected to the bot")
        payload = {"time": int(time.time()), "self_id": self.self_id, **event}
        await self._ws.send(json.dumps(payload, ensure_ascii=False))

    def _compose(
        self, message: MessageInput, *, reply_to: int | None, at_bot: bool
    ) -> list[Segment]:
        segments: list[Segment] = []
        if reply_to is not None:
            segments.append(reply_seg(reply_to))
        if at_bot:
            segments.append(at_seg(self.self_id))
        segments.extend(_message_input(message))
        return segments

    async def group_message(
        self,
        group_id: int,
        user_id: int,
        message: MessageInput,
        *,
        at_bot: bool = False,
        reply_to: int | None = None,
        nickname: str = "小明",
        card: str = "",
        role: str = "member",
        timestamp: int | None = None,
    ) -> int:
        """Send a group message event from `user_id`; returns its new message_id.

        `message` is literal text (no CQ parsing) or segments. The message array is: a reply
        segment if `reply_to`, an at-bot segment if `at_bot`, then `message` — what QQ
        produces for "quote + @bot + text". The message is stored, so the bot can `get_msg`
        it (e.g. when a later message quotes it).
        """
        segments = self._compose(message, reply_to=reply_to, at_bot=at_bot)
        sender = {
            "user_id": user_id,
            "nickname": nickname,
            "card": card,
            "sex": "unknown",
            "age": 0,
            "area": "",
            "level": "1",
            "role": role,
            "title": "",
        }
        self._members[(group_id, user_id)] = {"nickname": nickname, "card": card, "role": role}
        return await self._message_event(
            {
                "message_type": "group",
                "sub_type": "normal",
                "group_id": group_id,
                "anonymous": None,
            },
            user_id,
            sender,
            segments,
            group_id=group_id,
            timestamp=timestamp,
        )

    async def private_message(
        self,
        user_id: int,
        message: MessageInput,
        *,
        nickname: str = "小明",
        reply_to: int | None = None,
        timestamp: int | None = None,
    ) -> int:
        """Send a private (friend) message event from `user_id`; returns its message_id."""
        segments = self._compose(message, reply_to=reply_to, at_bot=False)
        sender = {"user_id": user_id, "nickname": nickname, "sex": "unknown", "age": 0}
        return await self._message_event(
            {"message_type": "private", "sub_type": "friend", "target_id": self.self_id},
            user_id,
            sender,
            segments,
            group_id=None,
            timestamp=timestamp,
        )

    async def _message_event(
        self,
        head: dict[str, Any],
        user_id: int,
        sender: dict[str, Any],
        segments: list[Segment],
        *,
        group_id: int | None,
        timestamp: int | None,
    ) -> int:
        message_id = new_message_id()
        now = int(time.time()) if timestamp is None else timestamp
        self.messages[message_id] = StoredMessage(
            message_id=message_id,
            message_type=head["message_type"],
            sender=sender,
            segments=segments,
            time=now,
            group_id=group_id,
        )
        await self.send_event(
            {
                "time": now,
                "self_id": self.self_id,
                "post_type": "message",
                **head,
                "message_id": message_id,
                "real_id": message_id,
                "user_id": user_id,
                "message": segments,
                "raw_message": to_cq(segments),
                "message_format": "array",
                "font": 0,
                "sender": sender,
            }
        )
        return message_id


def _opt_int(value: Any) -> int | None:
    if value is None or value == "":
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        return None
