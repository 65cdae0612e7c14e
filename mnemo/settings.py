"""Run-time settings: admins change settings from QQ or the panel without a restart.

Changes are validated against the same pydantic model as `.env`, stored in the database
(namespace `settings`) and override the file. How each one applies (at once, after a
restart, never from chat) is the settings table's (`mnemo.config.SETTINGS`).

A change is computed, stored and applied under one lock, and a reload (another process
changed the overrides) takes the same lock and reads the store again: two changes at
once, from QQ and the panel, never leave one stored but not in effect.

A provider's key belongs to the address it was entered for (`PROVIDER_KEYS`): changing
the address clears the key unless the same change enters it, so nobody who may change
settings can send an existing key to a host of theirs.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Literal

from pydantic import ValidationError

from .config import PREFIX, PROVIDER_KEYS, SETTINGS, URL_FIELDS, Apply, Config, SettingInfo
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


MASK = "******"
# The password of a URL's userinfo (`scheme://user:password@host`).
_USERINFO = re.compile(r"(://[^/@\s:]*:)([^/@\s]*)(@)")


def mask_userinfo(text: str) -> str:
    """`text` with the password of any URL's userinfo masked."""
    return _USERINFO.sub(lambda m: m.group(1) + MASK + m.group(3), text)


def userinfo_passwords(text: str) -> list[str]:
    """The passwords in the userinfo of the URLs in `text` (for a log redactor)."""
    return [m.group(2) for m in _USERINFO.finditer(text) if m.group(2) != MASK]


def show(name: str, value: Any) -> str:
    """The value as an admin may see it: secrets only as set or not, URLs without the
    password of their userinfo."""
    if SETTINGS[name].secret:
        return "已设置（已隐藏）" if value else "（未设置）"
    if value is None or value == "":
        return "（未设置）"
    text = json.dumps(value, ensure_ascii=False) if isinstance(value, dict) else str(value)
    text = mask_userinfo(text)
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
    # The key this change cleared (its address changed without it), if any.
    cleared: str | None = None

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
        self._lock = asyncio.Lock()

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
        """Load the overrides again (another process changed them) and apply the result;
        after any change of this process in flight, never in the middle of one."""
        async with self._lock:
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

    def validate(self, key: str, raw: str, *, secret: str | None = None
                 ) -> tuple[str, Config]:
        """The field and the settings as they would be with `key` set to `raw` (and, for
        a provider's address, its key to `secret` when given)."""
        name, changes = self._changes(key, raw, secret)
        return name, self._check(name, {**self.overrides, **changes})

    def _changes(self, key: str, raw: str, secret: str | None) -> tuple[str, dict[str, Any]]:
        name = field_name(key)
        value: Any = raw.strip()
        if value.lower() in ("none", "null") and SETTINGS[name].default is None:
            value = None
        if name in URL_FIELDS and isinstance(value, str):
            value = _unmasked(value, getattr(self.current, name))
        changes = {name: value}
        paired = PROVIDER_KEYS.get(name)
        if paired is not None and secret and secret.strip():
            changes[paired] = secret.strip()
        return name, changes

    def _check(self, name: str, overrides: dict[str, Any]) -> Config:
        try:
            return self._merge(overrides)
        except ValidationError as exc:
            raise SettingError(f"{short(name)} 的值不合法：{_reason(exc)}") from None

    async def set(self, key: str, raw: str, *, secret: str | None = None) -> SettingView:
        """Validate, store and apply one override; raises SettingError with the reason.

        For a provider's address, `secret` is its key entered in the same change; a new
        address without it clears the key (the view names it in `cleared`)."""
        async with self._lock:
            name, changes = self._changes(key, raw, secret)
            config = self._check(name, {**self.overrides, **changes})
            paired = PROVIDER_KEYS.get(name)
            cleared = None
            if paired is not None and paired not in changes and \
                    getattr(config, name) != getattr(self.current, name):
                # Stored with the address in one transaction: at no moment does the old
                # key go to the new address.
                changes[paired] = ""
                cleared = paired if getattr(self.current, paired) else None
                config = self._check(name, {**self.overrides, **changes})
            stored = {field: getattr(config, field) for field in changes}
            await self._kv.set_many(NAMESPACE, stored)
            self.overrides.update(stored)
            self._changed(config)
            return replace(self.view(name), cleared=cleared)

    async def unset(self, key: str) -> SettingView:
        """Remove an override: the `.env` value (or the default) applies again."""
        async with self._lock:
            name = field_name(key)
            owner = next((url for url, k in PROVIDER_KEYS.items() if k == name), None)
            if owner is not None and name in self.overrides and \
                    getattr(self.current, owner) != getattr(self.file, owner):
                # The .env key belongs to the .env address, not to the one in effect.
                from . import texts  # the texts import the admin door, which imports this

                raise SettingError(texts.KEY_BELONGS_TO_ENV_URL.format(
                    key=short(name), url=short(owner)))
            paired = PROVIDER_KEYS.get(name)
            moves = paired is not None and name in self.overrides and \
                getattr(self.file, name) != getattr(self.current, name)
            if moves and paired is not None and paired in self.overrides:
                # Every step safe if the next never comes: first no key, then the .env
                # address, then the .env key (which belongs to it).
                await self._kv.set(NAMESPACE, paired, "")
                self.overrides[paired] = ""
            await self._kv.delete(NAMESPACE, name)
            self.overrides.pop(name, None)
            if moves and paired is not None and paired in self.overrides:
                await self._kv.delete(NAMESPACE, paired)
                self.overrides.pop(paired, None)
            self._changed(self._merge(self.overrides))
            return self.view(name)

    def _changed(self, config: Config) -> None:
        self.current = config
        if self._apply is not None:
            self._apply(config)


def _unmasked(raw: str, current: Any) -> str:
    """A URL sent back as it was shown (its password masked) means the current one."""
    if MASK in raw and isinstance(current, str) and mask_userinfo(current) == raw:
        return current
    return raw
