"""When a reminder is due: an absolute time or one relative to now, in the bot's zone.

Read: `2026-05-01 09:00` (also with `/`, seconds, or `T`, an offset such as `+08:00`),
`05-01 09:00`, `09:00` (today, or tomorrow once it has passed), `今天/明天/后天 9:00`,
and relative times: `+2h`, `+30m`, `+1d`, `+45s`, `in 2 hours`, `2小时后`,
`1小时30分钟后`, `半小时后`, `10秒后`. Refused with a reason a member can act on: what
cannot be read, what lies in the past, what lies more than a year ahead.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from ..errors import MnemoError

MAX_AHEAD = dt.timedelta(days=366)

_UNITS = {"s": 1, "sec": 1, "second": 1, "seconds": 1, "秒": 1, "秒钟": 1,
          "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60, "分": 60, "分钟": 60,
          "h": 3600, "hr": 3600, "hour": 3600, "hours": 3600, "小时": 3600, "个小时": 3600,
          "钟头": 3600, "个钟头": 3600,
          "d": 86400, "day": 86400, "days": 86400, "天": 86400,
          "w": 604800, "week": 604800, "weeks": 604800, "周": 604800, "星期": 604800,
          "个星期": 604800}
_PART = re.compile(r"(\d+(?:\.\d+)?)\s*(" + "|".join(sorted(map(re.escape, _UNITS), key=len,
                                                              reverse=True)) + r")", re.I)
_RELATIVE = [re.compile(r"^\+\s*(?P<body>.+)$"), re.compile(r"^in\s+(?P<body>.+)$", re.I),
             re.compile(r"^(?P<body>.+?)\s*(?:以后|之后|后)$")]
_ABSOLUTE = ("%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M", "%Y/%m/%d %H:%M:%S", "%Y/%m/%d %H:%M",
             "%Y-%m-%dT%H:%M:%S", "%Y-%m-%dT%H:%M")
_DAYS = {"今天": 0, "明天": 1, "后天": 2}
_CLOCK = re.compile(r"^(\d{1,2})(?::|：|点)(\d{1,2})?(?:分)?$|^(\d{1,2})点(半)?$")
_MONTH_DAY = re.compile(r"^(\d{1,2})[-/](\d{1,2})\s+(\S+)$")


class BadTime(MnemoError, ValueError):
    """Why `when` cannot be a reminder's time (Chinese, shown to the member or model);
    `kind` is "unreadable", "past" or "far"."""

    def __init__(self, message: str, kind: str = "unreadable") -> None:
        super().__init__(message)
        self.kind = kind


@dataclass(frozen=True, slots=True)
class Due:
    at: dt.datetime  # aware, in the bot's zone

    @property
    def timestamp(self) -> float:
        return self.at.timestamp()


def shown(at: dt.datetime) -> str:
    """How a time is stated back: `2026-05-01 09:00 (CST)`."""
    zone = at.tzname() or at.strftime("%z")
    return f"{at:%Y-%m-%d %H:%M}" + (f":{at:%S}" if at.second else "") + f" ({zone})"


def resolve(when: str, now: float, zone: dt.tzinfo | None = None) -> Due:
    """The time `when` names, seen from unix time `now` in `zone` (default: local)."""
    text = " ".join(str(when).split()).strip()
    if not text:
        raise BadTime("没有写提醒时间。")
    tz = zone or dt.datetime.now().astimezone().tzinfo
    current = dt.datetime.fromtimestamp(now, tz)
    at = _relative(text, current)
    if at is None:
        at = _absolute(text, current)
    if at is None:
        raise BadTime(f"看不懂时间“{text[:30]}”。可以写 2026-05-01 09:00、明天 9:00、"
                      "+2h、30分钟后 这样的格式。")
    if at <= current:
        raise BadTime(f"{shown(at)} 已经过去了，提醒时间必须在将来。", "past")
    if at - current > MAX_AHEAD:
        raise BadTime(f"{shown(at)} 太远了：提醒最多只能设在一年以内。", "far")
    return Due(at)


def _relative(text: str, current: dt.datetime) -> dt.datetime | None:
    for pattern in _RELATIVE:
        m = pattern.match(text)
        if m is None:
            continue
        body = m.group("body").replace("半小时", "30分钟").replace("半个小时", "30分钟")
        seconds, rest = 0.0, body
        for part in _PART.finditer(body):
            seconds += float(part.group(1)) * _UNITS[part.group(2).lower()]
            rest = rest.replace(part.group(0), "", 1)
        if seconds <= 0 or rest.strip(" ,，和又零"):
            continue
        return current + dt.timedelta(seconds=seconds)
    return None


def _clock(text: str) -> dt.time | None:
    m = _CLOCK.match(text)
    if m is None:
        return None
    if m.group(3) is not None:
        hour, minute = int(m.group(3)), 30 if m.group(4) else 0
    else:
        hour, minute = int(m.group(1)), int(m.group(2) or 0)
    if hour > 23 or minute > 59:
        return None
    return dt.time(hour, minute)


def _absolute(text: str, current: dt.datetime) -> dt.datetime | None:
    tz = current.tzinfo
    try:
        parsed = dt.datetime.fromisoformat(text)
    except ValueError:
        parsed = None
    if parsed is not None and ("T" in text or " " in text):
        return parsed.astimezone(tz) if parsed.tzinfo else parsed.replace(tzinfo=tz)
    for fmt in _ABSOLUTE:
        try:
            return dt.datetime.strptime(text, fmt).replace(tzinfo=tz)
        except ValueError:
            continue
    words = text.replace("早上", "").replace("上午", "").split(" ")
    day_word = words[0][:2] if words[0][:2] in _DAYS else None
    if day_word is not None:
        rest = " ".join([words[0][2:], *words[1:]]).strip()
        clock = _clock(rest.replace("下午", "").replace("晚上", ""))
        if clock is None:
            return None
        if ("下午" in rest or "晚上" in rest) and clock.hour < 12:
            clock = clock.replace(hour=clock.hour + 12)
        day = current.date() + dt.timedelta(days=_DAYS[day_word])
        return dt.datetime.combine(day, clock, tz)
    m = _MONTH_DAY.match(text)
    if m is not None:
        clock = _clock(m.group(3))
        if clock is None:
            return None
        for year in (current.year, current.year + 1):  # a date gone by this year: next year's
            try:
                at = dt.datetime(year, int(m.group(1)), int(m.group(2)), clock.hour,
                                 clock.minute, tzinfo=tz)
            except ValueError:
                return None
            if at > current:
                return at
        return at
    clock = _clock(text)
    if clock is not None:
        at = dt.datetime.combine(current.date(), clock, tz)
        return at if at > current else at + dt.timedelta(days=1)
    return None
