"""Keeps secrets out of the log, including NoneBot's own log of every incoming message.

An admin who types `/set api_key sk-…` in QQ would otherwise see the key in the bot's
log line for that event. A loguru patcher rewrites every record before any handler sees
it: values given to secret settings, and the configured secret values themselves.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from nonebot.log import logger

_SET_SECRET = re.compile(
    r"((?:/set|＃set)\s+(?:aichat_)?\w*(?:api_key|password|token|secret)\w*\s+)(\S+)",
    re.IGNORECASE,
)
# `/set base_url <url> <key>`: a provider's address with its key.
_SET_URL_KEY = re.compile(
    r"((?:/set|＃set)\s+(?:aichat_)?\w*base_url\s+\S+\s+)(\S+)", re.IGNORECASE)
# The password of a URL's userinfo (`https://user:password@host`).
_USERINFO = re.compile(r"(://[^/@\s:]*:)[^/@\s]+(@)")
# A one-time panel login link is a credential for a few minutes: never in the log.
_LOGIN_LINK = re.compile(r"(/admin/link/)[A-Za-z0-9_-]+")
MASK = "******"


class Redactor:
    def __init__(self) -> None:
        self._values: tuple[str, ...] = ()

    def add(self, values: Iterable[str | None]) -> None:
        """Mask these values from now on (old ones stay masked: a replaced key is a secret too)."""
        # Short values would mask ordinary words; real keys and tokens are long.
        found = {v for v in values if isinstance(v, str) and len(v) >= 6}
        self._values = tuple(sorted(found.union(self._values), key=len, reverse=True))

    def __call__(self, record: Any) -> None:
        message = record["message"]
        if "/set" in message or "set " in message:
            message = _SET_SECRET.sub(lambda m: m.group(1) + MASK, message)
            message = _SET_URL_KEY.sub(lambda m: m.group(1) + MASK, message)
        if "@" in message and "://" in message:
            message = _USERINFO.sub(lambda m: m.group(1) + MASK + m.group(2), message)
        if "/admin/link/" in message:
            message = _LOGIN_LINK.sub(lambda m: m.group(1) + MASK, message)
        for value in self._values:
            if value in message:
                message = message.replace(value, MASK)
        record["message"] = message


redactor = Redactor()


def mask(value: str) -> None:
    """A secret just set (from QQ or the panel: `mnemo.Admin`'s `on_secret`)."""
    redactor.add([value])


def install() -> None:
    logger.configure(patcher=redactor)
