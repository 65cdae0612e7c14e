"""The daily janitor's pruning: every table that only grows, kept to its retention.

Archived talk (`AICHAT_ARCHIVE_DAYS`), the usage records with the quota notices
(`AICHAT_USAGE_RETENTION_DAYS`) and the panel's audit log (`AICHAT_AUDIT_RETENTION_DAYS`)
lose what is older; the panel sessions that expired without their cookie coming back
go too. 0 days keeps for good. Each part that fails is logged once and the others go on:
the next day's round tries it again.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable

from .config import Config
from .days import day_of
from .quota import Quotas
from .store import HistoryStore, PanelStore, UsageStore

log = logging.getLogger(__name__)

DAY = 86400


async def prune(config: Config, history: HistoryStore, usage: UsageStore, panel: PanelStore,
                quotas: Quotas, wall_clock: Callable[[], float]) -> None:
    # Usage counts in the days of the wall clock the quotas use; the rest is stamped with
    # the time.
    now = time.time()
    parts: list[tuple[str, Callable[[], Awaitable[int]]]] = [
        ("panel session", lambda: panel.prune_sessions(now))]
    if (archived := config.aichat_archive_days) > 0:
        parts.append(("archive", lambda: history.prune_archive(now - archived * DAY)))
    if (used := config.aichat_usage_retention_days) > 0:
        first_kept = day_of(wall_clock() - used * DAY)
        parts.append(("usage", lambda: usage.prune(first_kept)))
        parts.append(("quota notice", lambda: quotas.prune(first_kept)))
    if (audited := config.aichat_audit_retention_days) > 0:
        parts.append(("audit", lambda: panel.prune_audit(now - audited * DAY)))
    for what, part in parts:
        try:
            gone = await part()
        except Exception:
            log.exception("%s pruning failed", what)
            continue
        if gone:
            log.info("pruned %d %s record(s) past their retention", gone, what)
