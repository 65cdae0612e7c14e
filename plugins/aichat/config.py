"""The plugin's settings: one pydantic model read from `.env` / the environment.

Every field maps to an `AICHAT_*` variable (NoneBot lower-cases names), and every field
has a default that works, so an empty `.env` still starts the bot.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, field_validator, model_validator

SECRET_FIELDS = frozenset(
    {"aichat_api_key", "aichat_compressor_api_key", "aichat_ocr_api_key",
     "aichat_embedding_api_key"}
)


class Config(BaseModel):
    # The model provider (any OpenAI-compatible Chat Completions endpoint).
    aichat_base_url: str = "https://api.deepseek.com/v1"
    aichat_api_key: str = ""
    aichat_model: str = "deepseek-chat"
    aichat_fallback_model: str = ""
    aichat_temperature: float | None = Field(default=None, ge=0, le=2)
    aichat_max_tokens: int | None = Field(default=None, gt=0)
    aichat_timeout: float = Field(default=60.0, gt=0)
    aichat_max_attempts: int = Field(default=3, ge=1, le=10)
    aichat_retry_base_delay: float = Field(default=0.5, ge=0, le=30)
    aichat_max_iterations: int = Field(default=20, ge=1, le=100)

    # Prompt and identity.
    aichat_system_prompt: str = ""
    aichat_bot_name: str = ""

    # Storage.
    aichat_data_dir: str = ""
    aichat_history_backend: Literal["sql", "kv"] = "sql"
    aichat_archive_days: int = Field(default=30, ge=0)

    # Context window.
    aichat_max_context_tokens: int = Field(default=128_000, ge=1000)
    aichat_high_water: float = Field(default=0.8, gt=0, le=1)
    aichat_low_water: float = Field(default=0.5, gt=0, lt=1)
    aichat_summary_max_tokens: int = Field(default=2000, ge=64)
    aichat_compressor_base_url: str = ""
    aichat_compressor_api_key: str = ""
    aichat_compressor_model: str = ""

    # Replies.
    aichat_reply_max_chars: int = Field(default=1500, ge=100, le=4500)
    aichat_max_input_chars: int = Field(default=8000, ge=100)

    # Sessions.
    aichat_session_max_idle_minutes: int = Field(default=120, ge=0)
    aichat_session_max_sessions: int = Field(default=128, ge=0)
    aichat_session_no_mention_clear: int = Field(default=30, ge=0)
    aichat_janitor_interval_seconds: int = Field(default=60, ge=1)

    # Long-term memory.
    aichat_memory_max_entries: int = Field(default=200, ge=1)
    aichat_memory_auto_inject: bool = False
    aichat_embedding_base_url: str = ""
    aichat_embedding_api_key: str = ""
    aichat_embedding_model: str = ""

    # Images.
    aichat_multimodal: bool = False
    aichat_ocr_base_url: str = ""
    aichat_ocr_api_key: str = ""
    aichat_ocr_model: str = ""
    aichat_ocr_prompt: str = (
        "请忠实、详细地描述这张图片的内容，用 Markdown 输出。"
        "如果图片中有文字，请完整转录；如果是截图、表格或图表，请保留其结构。"
    )
    aichat_image_max_bytes: int = Field(default=10 * 1024 * 1024, ge=1024)

    @field_validator("aichat_base_url", "aichat_compressor_base_url", "aichat_ocr_base_url",
                     "aichat_embedding_base_url")
    @classmethod
    def _url(cls, value: str) -> str:
        value = value.strip().rstrip("/")
        if value and not value.startswith(("http://", "https://")):
            raise ValueError("必须以 http:// 或 https:// 开头")
        return value

    @model_validator(mode="after")
    def _marks(self) -> Config:
        if self.aichat_low_water >= self.aichat_high_water:
            raise ValueError("low_water 必须小于 high_water")
        return self
