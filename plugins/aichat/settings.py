"""Run-time settings: admins change the plugin's settings from QQ without a restart.

Changes are validated against the same pydantic model as `.env`, stored in the
database (namespace `settings`) and override the file. Each setting either applies at
once (the runtime reads it on use, or `apply` pushes it into the engine) or after a
restart (it is read when the engine is built).
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from mnemo.kv import KVStore

from .config import SECRET_FIELDS, Config

NAMESPACE = "settings"
PREFIX = "aichat_"

# Read once when the engine is built: a change needs a restart.
RESTART_FIELDS = frozenset({
    "aichat_base_url", "aichat_timeout", "aichat_max_attempts", "aichat_retry_base_delay",
    "aichat_history_backend", "aichat_compressor_base_url", "aichat_compressor_api_key",
    "aichat_embedding_base_url", "aichat_embedding_api_key", "aichat_embedding_model",
    "aichat_ocr_base_url", "aichat_ocr_api_key", "aichat_janitor_interval_seconds",
})
# Never settable from chat: the database that holds the overrides lives there.
FIXED_FIELDS = frozenset({"aichat_data_dir"})


class SettingError(ValueError):
    """A change that was refused; the message is for the admin, in Chinese."""


def field_name(key: str) -> str:
    name = key.strip().lower().replace("-", "_")
    if not name.startswith(PREFIX):
        name = PREFIX + name
    if name not in Config.model_fields:
        raise SettingError(f"没有名为 {key} 的设置。用 /settings 查看全部设置。")
    if name in FIXED_FIELDS:
        raise SettingError(f"{short(name)} 只能在 .env 中修改。")
    return name


def short(name: str) -> str:
    return name.removeprefix(PREFIX)


def applies_now(name: str) -> bool:
    return name not in RESTART_FIELDS


def show(name: str, value: Any) -> str:
    if name in SECRET_FIELDS:
        return "已设置（已隐藏）" if value else "（未设置）"
    if value is None or value == "":
        return "（未设置）"
    text = str(value)
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
    template = _REASONS.get(str(first.get("type")))
    if template is not None:
        try:
            return template.format(**first.get("ctx", {}))
        except (KeyError, IndexError):
            pass
    msg = str(first.get("msg", "")).removeprefix("Value error, ")
    return msg or "取值不合法"


class Settings:
    """The file settings plus the stored overrides."""

    def __init__(self, file_config: Config, kv: KVStore) -> None:
        self.file = file_config
        self._kv = kv
        self.overrides: dict[str, Any] = {}

    async def load(self) -> Config:
        """The effective settings; a stored override that no longer validates is ignored."""
        stored = await self._kv.items(NAMESPACE)
        self.overrides = {}
        for name, value in stored.items():
            if name not in Config.model_fields or name in FIXED_FIELDS:
                continue
            try:
                self._merge({**self.overrides, name: value})
            except ValidationError:
                continue
            self.overrides[name] = value
        return self._merge(self.overrides)

    def _merge(self, overrides: dict[str, Any]) -> Config:
        return Config.model_validate({**self.file.model_dump(), **overrides})

    def validate(self, key: str, raw: str) -> tuple[str, Config]:
        """The field and the settings as they would be with `key` set to `raw`."""
        name = field_name(key)
        value: Any = raw.strip()
        if value.lower() in ("none", "null") and Config.model_fields[name].default is None:
            value = None
        try:
            config = self._merge({**self.overrides, name: value})
        except ValidationError as exc:
            raise SettingError(f"{short(name)} 的值不合法：{_reason(exc)}") from None
        return name, config

    async def set(self, key: str, raw: str) -> tuple[str, Config]:
        name, config = self.validate(key, raw)
        value = getattr(config, name)
        await self._kv.set(NAMESPACE, name, value)
        self.overrides[name] = value
        return name, config

    async def unset(self, key: str) -> tuple[str, Config]:
        name = field_name(key)
        await self._kv.delete(NAMESPACE, name)
        self.overrides.pop(name, None)
        return name, self._merge(self.overrides)
