"""Run-time settings: admins change settings from QQ or the panel without a restart.

Changes are validated against the same pydantic model as `.env`, stored in the database
(namespace `settings`) and override the file. How each one applies (at once, after a
restart, never from chat) is the settings table's (`mnemo.config.SETTINGS`).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import ValidationError

from .config import PREFIX, SETTINGS, Apply, Config, SettingInfo
from .errors import MnemoError
from .store.base import KeyValueStore

NAMESPACE = "settings"


class SettingError(MnemoError, ValueError):
    """A change that was refused; the message is for the admin, in Chinese."""


def field_name(key: str) -> str:
    name = key.strip().lower().replace("-", "_")
    if not name.startswith(PREFIX):
        name = PREFIX + name
    if name not in SETTINGS:
        raise SettingError(f"没有名为 {key} 的设置。用 /settings 查看全部设置。")
    if SETTINGS[name].apply is Apply.FIXED:
        raise SettingError(f"{short(name)} 只能在 .env 中修改。")
    return name


def short(name: str) -> str:
    return name.removeprefix(PREFIX)


def applies_now(name: str) -> bool:
    return SETTINGS[name].apply is Apply.NOW


def show(name: str, value: Any) -> str:
    """The value as an admin may see it: secrets only as set or not."""
    if SETTINGS[name].secret:
        return "已设置（已隐藏）" if value else "（未设置）"
    if value is None or value == "":
        return "（未设置）"
    text = json.dumps(value, ensure_ascii=False) if isinstance(value, dict) else str(value)
    return text if len(text) <= 80 else text[:80] + "…"


_REASONS = {
    "greater_than": "必须大于 {gt}",
    "greater_than_equal": "不能小于 {ge}",
    "less_than": "必须小于 {lt}",
    "less_than_equal": "不能大于 {le}",
    "float_parsing": "需要一个数字",
    "int_parsing": "需要一个整数",
    "int_from_float": "需要一个整数",
    "bool_parsing": "需要 true 或 false",
    "literal_error": "只能是 {expected}",
}


def _reason(exc: ValidationError) -> str:
    """The first error, in Chinese where we know the kind (pydantic speaks English)."""
    first = exc.errors()[0]
    if first.get("type") == "missing":
        # A JSON-valued setting (the price table) missing a key: say which.
        return "缺少 " + ".".join(str(part) for part in first.get("loc", ())[1:])
    template = _REASONS.get(str(first.get("type")))
    if template is not None:
        try:
            return template.format(**first.get("ctx", {}))
        except (KeyError, IndexError):
            pass
    msg = str(first.get("msg", "")).removeprefix("Value error, ")
    return msg or "取值不合法"


@dataclass(frozen=True, slots=True)
class SettingView:
    """One setting as an admin sees it: the value masked if secret, and where it comes from."""

    info: SettingInfo
    shown: str
    source: Literal["default", "env", "override"]

    @property
    def name(self) -> str:
        return self.info.name

    @property
    def applies_now(self) -> bool:
        return self.info.apply is Apply.NOW


class Settings:
    """The file settings plus the stored overrides; `apply` pushes a change into the engine."""

    def __init__(self, file_config: Config, kv: KeyValueStore,
                 apply: Callable[[Config], None] | None = None) -> None:
        self.file = file_config
        self._kv = kv
        self._apply = apply
        self.overrides: dict[str, Any] = {}
        self.current = file_config

    async def load(self) -> Config:
        """The effective settings; a stored override that no longer validates is ignored."""
        stored = await self._kv.items(NAMESPACE)
        self.overrides = {}
        for name, value in stored.items():
            if name not in SETTINGS or SETTINGS[name].apply is Apply.FIXED:
                continue
            try:
                self._merge({**self.overrides, name: value})
            except ValidationError:
                continue
            self.overrides[name] = value
        self.current = self._merge(self.overrides)
        return self.current

    async def reload(self) -> Config:
        """Load the overrides again (another process changed them) and apply the result."""
        config = await self.load()
        self._changed(config)
        return config

    def _merge(self, overrides: dict[str, Any]) -> Config:
        return Config.model_validate({**self.file.model_dump(), **overrides})

    def source(self, name: str) -> Literal["default", "env", "override"]:
        if name in self.overrides:
            return "override"
        return "env" if name in self.file.model_fields_set else "default"

    def view(self, name: str) -> SettingView:
        return SettingView(SETTINGS[name], show(name, getattr(self.current, name)),
                           self.source(name))

    def list(self) -> list[SettingView]:
        """Every setting but the fixed ones, in the table's order."""
        return [self.view(n) for n, info in SETTINGS.items() if info.apply is not Apply.FIXED]

    def get(self, key: str) -> SettingView:
        return self.view(field_name(key))

    def validate(self, key: str, raw: str) -> tuple[str, Config]:
        """The field and the settings as they would be with `key` set to `raw`."""
        name = field_name(key)
        value: Any = raw.strip()
        if value.lower() in ("none", "null") and SETTINGS[name].default is None:
            value = None
        try:
            config = self._merge({**self.overrides, name: value})
        except ValidationError as exc:
            raise SettingError(f"{short(name)} 的值不合法：{_reason(exc)}") from None
        return name, config

    async def set(self, key: str, raw: str) -> SettingView:
        """Validate, store and apply one override; raises SettingError with the reason."""
        name, config = self.validate(key, raw)
        value = getattr(config, name)
        await self._kv.set(NAMESPACE, name, value)
        self.overrides[name] = value
        self._changed(config)
        return self.view(name)

    async def unset(self, key: str) -> SettingView:
        """Remove an override: the `.env` value (or the default) applies again."""
        name = field_name(key)
        await self._kv.delete(NAMESPACE, name)
        self.overrides.pop(name, None)
        self._changed(self._merge(self.overrides))
        return self.view(name)

    def _changed(self, config: Config) -> None:
        self.current = config
        if self._apply is not None:
            self._apply(config)
