"""Engine objects turned into what the templates show: plain dicts of text and numbers.

Nothing here escapes anything: the templates do, always. Pure: no NoneBot, no web
framework.
"""

from __future__ import annotations

import datetime as dt
import json
import typing
from collections import defaultdict
from typing import Any, Literal

from mnemo import (
    SETTINGS,
    Apply,
    Config,
    NextRequest,
    SettingView,
    UsagePeriods,
    UsageTotals,
    admin,
    texts,
)

SOURCES = {"default": "默认", "env": ".env", "override": "面板/命令覆盖"}
KINDS = {"system": "系统提示词", "summary": "摘要", "chat": "", "extra": "附加（上一轮）"}
ROLES = {"system": "system", "user": "user", "assistant": "assistant", "tool": "tool"}
REASONS = {"replace": "压缩", "clear": "清空", "restore": "恢复"}


def content_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        out = []
        for part in content:
            if not isinstance(part, dict):
                continue
            if part.get("type") == "text":
                out.append(str(part.get("text", "")))
            elif part.get("type") == "image_url":
                out.append("[图片]")
        return "".join(out)
    return ""


def message(kind: str, tokens: int, data: dict[str, Any], created_at: float | None
            ) -> dict[str, Any]:
    calls = []
    for call in data.get("tool_calls") or []:
        fn = call.get("function", {}) if isinstance(call, dict) else {}
        calls.append({"name": str(fn.get("name", "")), "arguments": str(fn.get("arguments", "")),
                      "id": str(call.get("id", "")) if isinstance(call, dict) else ""})
    return {
        "kind": kind,
        "kind_label": KINDS.get(kind, kind),
        "role": str(data.get("role", "")),
        "tokens": tokens,
        "at": created_at,
        "text": content_text(data.get("content")),
        "calls": calls,
        "tool_call_id": str(data.get("tool_call_id") or ""),
    }


def request(nxt: NextRequest) -> dict[str, Any]:
    report = nxt.report
    parts = [message(p.kind, p.tokens, p.data, p.created_at) for p in nxt.parts]
    budget = report.budget
    return {
        "key": nxt.key,
        "model": nxt.model,
        "parts": parts,
        "tools": nxt.tools,
        "tool_tokens": nxt.tool_tokens,
        "history_tokens": sum(p["tokens"] for p in parts if p["kind"] in ("chat", "summary")),
        "prompt_tokens": report.prompt_tokens,
        "budget": budget,
        "percent": report.percent,
        "high": report.high_water,
        "low": report.low_water,
        "messages": report.messages,
        "has_summary": report.has_summary,
        "refused": texts.vectors_refused(report.refused) if report.refused else None,
        # The budget bar: 1,000 units wide, an SVG drawn with attributes (no inline style).
        "bar": {
            "used": min(1000, round(report.prompt_tokens * 1000 / budget)),
            "high": round(report.high_water * 1000),
            "low": round(report.low_water * 1000),
            "over": report.prompt_tokens > budget * report.high_water,
        },
    }


def request_json(nxt: NextRequest) -> str:
    """The request's messages exactly as they go to the provider, one JSON document."""
    return json.dumps({"model": nxt.model, "messages": [p.data for p in nxt.parts],
                       "tools": nxt.tools}, ensure_ascii=False, indent=2)


def _input(name: str) -> tuple[str, list[str]]:
    annotation = Config.model_fields[name].annotation
    args = typing.get_args(annotation)
    if annotation is bool:
        return "bool", ["true", "false"]
    if typing.get_origin(annotation) is Literal:
        return "choice", [str(a) for a in args]
    if name in ("aichat_system_prompt", "aichat_ocr_prompt"):
        return "textarea", []
    return "text", []


def settings(views: list[SettingView], config: Config, errors: dict[str, str],
             attempted: dict[str, str]) -> list[dict[str, Any]]:
    """The settings form, grouped as the table groups them, in its order."""
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for view in views:
        info = view.info
        kind, choices = _input(info.name)
        raw = getattr(config, info.name)
        value = "" if info.secret or raw is None else str(raw).lower() if kind == "bool" \
            else admin.mask_userinfo(str(raw))
        if info.name in attempted and not info.secret:
            value = admin.mask_userinfo(attempted[info.name])
        paired = admin.PROVIDER_KEYS.get(info.name)
        groups[info.group].append({
            "name": info.name,
            "short": info.short,
            "label": info.label,
            "shown": view.shown,
            "secret": info.secret,
            "source": view.source,
            "source_label": SOURCES[view.source],
            "now": info.apply is Apply.NOW,
            "kind": kind,
            "choices": choices,
            "value": value,
            "error": errors.get(info.name, ""),
            "default": "" if info.secret else str(info.default),
            # A provider's address is changed together with its key (or the key clears).
            "key_label": SETTINGS[paired].label if paired else "",
            "key_hint": texts.PANEL_KEY_HINT if paired else "",
        })
    return [{"name": g, "rows": rows} for g, rows in groups.items()]


def known_setting(name: str) -> bool:
    return name in SETTINGS and SETTINGS[name].apply is not Apply.FIXED


PURPOSES = {"chat": "对话", "compressor": "压缩摘要", "vision": "看图", "embeddings": "向量检索",
            "tool": "工具调用"}


def usage_row(totals: UsageTotals) -> dict[str, Any]:
    """One line of figures: what the provider reported, summed, and the cost from the
    prices set (None when no call was priced)."""
    rate = totals.hit_rate
    return {"calls": totals.calls, "prompt": totals.prompt_tokens,
            "completion": totals.completion_tokens, "cached": totals.cached_tokens,
            "fresh": totals.prompt_tokens - totals.cached_tokens, "tokens": totals.tokens,
            "hit": None if rate is None else round(rate * 100, 1),
            "compressions": totals.compressions, "cost": totals.cost}


def usage(daily: list[tuple[str, UsageTotals]], last_day: str, periods: UsagePeriods,
          conversations: list[tuple[str, UsageTotals]], models: list[tuple[str, UsageTotals]],
          purposes: list[tuple[str, UsageTotals]], days: int = 30) -> dict[str, Any]:
    """The usage page's figures; `daily` leaves days without calls out, the chart shows
    every day of the span."""
    end = dt.date.fromisoformat(last_day)
    by_day = dict(daily)
    span = [(end - dt.timedelta(days=n)).isoformat() for n in range(days - 1, -1, -1)]
    return {
        "days": [{"date": d, **usage_row(by_day.get(d, UsageTotals()))} for d in span],
        "periods": [{"label": label, **usage_row(t)} for label, t in (
            ("今天", periods.today), ("最近 7 天", periods.week), ("最近 30 天", periods.month))],
        "conversations": [{"key": k, **usage_row(t)} for k, t in conversations],
        "models": [{"model": m, **usage_row(t)} for m, t in models],
        "purposes": [{"purpose": PURPOSES.get(p, p), **usage_row(t)} for p, t in purposes],
        "priced": periods.month.cost is not None,
    }
