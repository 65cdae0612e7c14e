"""Local calendar days: what daily quotas and usage reports count in.

Quotas roll over at local midnight, so a day is the machine's local date, computed from
a wall clock the caller passes (tests pass a fake one).
"""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Callable

WallClock = Callable[[], float]
wall_clock: WallClock = time.time


def day_of(t: float) -> str:
    """The local date of unix time `t`, as YYYY-MM-DD."""
    return dt.datetime.fromtimestamp(t).date().isoformat()


def days_back(day: str, days: int) -> str:
    """The first day of the `days` days ending with `day` (itself for days=1)."""
    return (dt.date.fromisoformat(day) - dt.timedelta(days=max(1, days) - 1)).isoformat()


def next_midnight(t: float) -> float:
    """The unix time of the local midnight after `t`: when a day's quotas reset."""
    tomorrow = dt.datetime.fromtimestamp(t).date() + dt.timedelta(days=1)
    return dt.datetime.combine(tomorrow, dt.time()).timestamp()
