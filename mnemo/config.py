"""The settings: one pydantic model, read from `.env` / the environment, and its table.

Every field maps to an `AICHAT_*` variable (matched case-insensitively) and has a default
that works, so an empty `.env` still starts the bot. Each field also says, in the same
place, how a change applies (`NOW`: the next request or action uses it; `RESTART`: read
when the engine is built; `FIXED`: only in `.env`), whether it is a secret, and the group
and label it is shown under. `SETTINGS` is that table; `/settings`, `/set`, the web panel
and the docs all derive from it.
"""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, field_validator, model_validator
from typing_extensions import NotRequired, TypedDict

PREFIX = "aichat_"


class Apply(enum.Enum):
    NOW = "now"
    RESTART = "restart"
    FIXED = "fixed"


@dataclass(frozen=True, slots=True)
class SettingInfo:
    name: str  # the field, e.g. "aichat_model"
    apply: Apply
    secret: bool
    group: str
    label: str
    default: Any

    @property
    def short(self) -> str:
        return self.name.removeprefix(PREFIX)


def setting(default: Any, *, group: str, label: str, apply: Apply = Apply.NOW,
            secret: bool = False, **constraints: Any) -> Any:
    """A field of `Config` with its row of the settings table."""
    return Field(default=default, json_schema_extra={
        "apply": apply.value, "secret": secret, "group": group, "label": label,
    }, **constraints)


NOW, RESTART, FIXED = Apply.NOW, Apply.RESTART, Apply.FIXED
MODEL, PROMPT, STORAGE, CONTEXT, REPLIES, SESSIONS, MEMORY, IMAGES, PANEL, USAGE, RECALL = (
    "模型", "提示词", "存储", "上下文", "回复", "会话", "长期记忆", "图片", "管理面板", "用量",
    "早前对话",
)
TOOLS = "工具与提醒"

DEFAULT_OCR_PROMPT = (
    "请忠实、详细地描述这张图片的内容，用 Markdown 输出。"
    "如果图片中有文字，请完整转录；如果是截图、表格或图表，请保留其结构。"
)


_Yuan = Annotated[float, Field(ge=0, allow_inf_nan=False)]


class Price(TypedDict):
    """Yuan per million tokens of one model; `cached_input` (prompt tokens served from the
    provider's prompt cache) is `input` unless given. A plain dict, so it stores as JSON."""

    input: _Yuan
    output: _Yuan
    cached_input: NotRequired[_Yuan]


class Config(BaseModel):
    # The model provider (any OpenAI-compatible Chat Completions endpoint).
    aichat_base_url: str = setting("https://api.deepseek.com/v1", group=MODEL,
                                   label="接口地址", apply=RESTART)
    aichat_api_key: str = setting("", group=MODEL, label="API Key", secret=True)
    aichat_model: str = setting("deepseek-chat", group=MODEL, label="模型")
    aichat_fallback_model: str = setting("", group=MODEL, label="备用模型")
    aichat_temperature: float | None = setting(None, group=MODEL, label="temperature",
                                               ge=0, le=2)
    aichat_max_tokens: int | None = setting(None, group=MODEL, label="回复最大 tokens", gt=0)
    aichat_timeout: float = setting(60.0, group=MODEL, label="请求超时（秒）", apply=RESTART,
                                    gt=0)
    aichat_max_attempts: int = setting(3, group=MODEL, label="最多尝试次数", ge=1, le=10)
    aichat_retry_base_delay: float = setting(0.5, group=MODEL, label="重试基础间隔（秒）",
                                             ge=0, le=30)
    aichat_max_iterations: int = setting(20, group=MODEL, label="每轮最多工具调用轮数",
                                         ge=1, le=100)

    # Prompt and identity.
    aichat_system_prompt: str = setting("", group=PROMPT, label="系统提示词（空：内置）")
    aichat_bot_name: str = setting("", group=PROMPT, label="机器人名字（空：NICKNAME）")

    # Storage.
    aichat_data_dir: str = setting("", group=STORAGE, label="数据目录", apply=FIXED)
    # Empty: the SQLite file in the data directory. A postgresql:// URL may hold a password.
    aichat_database_url: str = setting("", group=STORAGE, label="数据库地址（空：SQLite 文件）",
                                       apply=FIXED, secret=True)
    # Several QQ accounts on one database: each keeps its own conversations, memories and
    # switches (keys end in @<bot account>). Off: today's keys, so existing data stays.
    aichat_account_in_key: bool = setting(False, group=STORAGE, label="按机器人账号区分会话",
                                          apply=FIXED)
    # PostgreSQL: how many conversations one process answers at once (a connection each
    # holds the turn's lock); a turn beyond that waits for one, and the log says so. A
    # process opens up to this many connections plus about a dozen.
    aichat_postgres_turn_connections: int = setting(
        20, group=STORAGE, label="PostgreSQL 同时回复的会话数（每个占一个连接）", apply=FIXED,
        ge=1, le=1000)
    aichat_history_backend: Literal["sql", "kv"] = setting("sql", group=STORAGE,
                                                           label="历史存储", apply=RESTART)
    aichat_archive_days: int = setting(30, group=STORAGE, label="存档保留天数（0：永久）", ge=0)
    # Model calls (/usage, the panel, quotas) and the panel's audit log: the janitor
    # deletes what is older, once a day.
    aichat_usage_retention_days: int = setting(400, group=STORAGE,
                                               label="用量记录保留天数（0：永久）", ge=0)
    aichat_audit_retention_days: int = setting(400, group=STORAGE,
                                               label="审计日志保留天数（0：永久）", ge=0)

    # Context window.
    aichat_max_context_tokens: int = setting(128_000, group=CONTEXT, label="上下文预算 tokens",
                                             ge=1000)
    aichat_high_water: float = setting(0.8, group=CONTEXT, label="压缩阈值", gt=0, le=1)
    aichat_low_water: float = setting(0.5, group=CONTEXT, label="压缩后目标", gt=0, lt=1)
    # Below the high-water mark by more than a turn adds, so that the summary is usually
    # in before any request needs it. At or above high_water it starts at that mark.
    aichat_precompact_water: float = setting(0.7, group=CONTEXT,
                                             label="后台预压缩阈值（0：关闭）", ge=0, lt=1)
    aichat_summary_max_tokens: int = setting(2000, group=CONTEXT, label="摘要最大 tokens",
                                             ge=64)
    # A request past the high-water mark waits this long for the background summary,
    # then goes out on the window truncated (the summary lands when it comes).
    aichat_summary_wait: float = setting(5.0, group=CONTEXT, label="等待后台摘要最多秒数",
                                         ge=0, le=600)
    aichat_compressor_base_url: str = setting("", group=CONTEXT, label="摘要模型接口地址",
                                              apply=RESTART)
    aichat_compressor_api_key: str = setting("", group=CONTEXT, label="摘要模型 API Key",
                                             secret=True)
    aichat_compressor_model: str = setting("", group=CONTEXT, label="摘要模型")

    # Replies.
    aichat_reply_max_chars: int = setting(1500, group=REPLIES, label="单条回复最多字数",
                                          ge=100, le=4500)
    aichat_max_input_chars: int = setting(8000, group=REPLIES, label="单条消息最多字数",
                                          ge=100)

    # Sessions.
    aichat_session_max_idle_minutes: int = setting(120, group=SESSIONS,
                                                   label="闲置多少分钟后回收", ge=0)
    aichat_session_max_sessions: int = setting(128, group=SESSIONS, label="最多驻留会话", ge=0)
    aichat_session_no_mention_clear: int = setting(30, group=SESSIONS,
                                                   label="多少条未@消息后清空群对话", ge=0)
    # With embeddings only: a message unlike each of the conversation's last five starts
    # it afresh, as /new does (mnemo/recall/topic.py says how it is judged).
    aichat_topic_split: bool = setting(False, group=SESSIONS,
                                       label="话题切换时自动开始新对话（需向量模型）")
    aichat_topic_split_threshold: float = setting(0.4, group=SESSIONS,
                                                  label="话题切换的相似度阈值（低于它算换了话题）",
                                                  ge=0, le=1)
    aichat_janitor_interval_seconds: int = setting(60, group=SESSIONS,
                                                   label="回收检查间隔（秒）", apply=RESTART,
                                                   ge=1)

    # Long-term memory.
    aichat_memory_max_entries: int = setting(200, group=MEMORY, label="每个会话最多记忆",
                                             ge=1)
    aichat_memory_auto_inject: bool = setting(False, group=MEMORY, label="自动附上相关记忆")
    aichat_embedding_base_url: str = setting("", group=MEMORY, label="向量模型接口地址",
                                             apply=RESTART)
    aichat_embedding_api_key: str = setting("", group=MEMORY, label="向量模型 API Key",
                                            secret=True, apply=RESTART)
    aichat_embedding_model: str = setting("", group=MEMORY, label="向量模型", apply=RESTART)
    # Asymmetric models want an instruction before each text, written in by the client:
    # multilingual-e5 "query: " and "passage: ", bge-zh-v1.5 its instruction on queries
    # only. Memories and recall's stored vectors keep the prefix they were embedded with.
    aichat_embedding_query_prefix: str = setting(
        "", group=MEMORY, apply=RESTART,
        label='向量模型查询前缀（加在要搜索的文字前，如 e5 的 "query: "；空：不加）')
    aichat_embedding_document_prefix: str = setting(
        "", group=MEMORY, apply=RESTART,
        label='向量模型文档前缀（加在存下的消息和记忆前，如 e5 的 "passage: "；空：不加）')
    # Some providers refuse longer lists (DashScope's text-embedding-v3/v4: 10).
    aichat_embedding_batch: int = setting(10, group=MEMORY, apply=RESTART, ge=1, le=2048,
                                          label="向量模型每次请求最多几条文本")

    # Recall of earlier talk (the embedding service is the memory's).
    # Off: neither the automatic block nor the model's history_search tool; members'
    # /history keeps working.
    aichat_recall: bool = setting(True, group=RECALL,
                                  label="早前对话回忆（自动附上相关记录、history_search 工具）")
    aichat_recall_top_k: int = setting(5, group=RECALL, label="最多附上几条", ge=1, le=20)
    aichat_recall_max_tokens: int = setting(600, group=RECALL, label="附上内容最多 tokens",
                                            ge=50, le=8000)

    # Images.
    aichat_multimodal: bool = setting(False, group=IMAGES, label="把图片直接发给模型")
    aichat_ocr_base_url: str = setting("", group=IMAGES, label="识图模型接口地址",
                                       apply=RESTART)
    aichat_ocr_api_key: str = setting("", group=IMAGES, label="识图模型 API Key", secret=True)
    aichat_ocr_model: str = setting("", group=IMAGES, label="识图模型")
    aichat_ocr_prompt: str = setting(DEFAULT_OCR_PROMPT, group=IMAGES, label="识图提示词")
    aichat_image_max_bytes: int = setting(10 * 1024 * 1024, group=IMAGES,
                                          label="图片大小上限（字节）", ge=1024)

    # The web panel (served by the bot's own HTTP server under /admin).
    aichat_web_enabled: bool = setting(False, group=PANEL, label="启用网页管理面板",
                                       apply=FIXED)
    aichat_web_password: str = setting("", group=PANEL, label="面板密码（空：首次启动时生成）",
                                       apply=FIXED, secret=True)
    # Where the /panel links point: only in `.env`, so a panel session cannot send the
    # superuser's next login link to another host.
    aichat_web_base_url: str = setting("", group=PANEL, apply=FIXED,
                                       label="面板地址（/panel 链接用；空：http://HOST:PORT）")
    # The reverse proxies in front of the bot (addresses or networks, comma-separated):
    # only their X-Forwarded-For / X-Forwarded-Proto count. Empty: nobody's.
    aichat_web_trusted_proxies: str = setting("", group=PANEL, apply=FIXED,
                                              label="受信任的反向代理地址（逗号分隔；空：不信任任何转发头）")
    # Usage and quotas (tokens per local day; 0 leaves a limit off).
    aichat_prices: dict[str, Price] = setting(
        {}, group=USAGE,
        label='模型价格（元/百万 tokens，JSON：{"模型": {"input": 2, "cached_input": 0.5, '
              '"output": 8}}）')
    aichat_quota_fallback_model: str = setting("", group=USAGE, label="超出软限额后使用的模型")
    aichat_quota_group_soft_tokens: int = setting(0, group=USAGE, label="每群每日软限额 tokens",
                                                  ge=0)
    aichat_quota_group_hard_tokens: int = setting(0, group=USAGE, label="每群每日硬限额 tokens",
                                                  ge=0)
    aichat_quota_member_soft_tokens: int = setting(0, group=USAGE,
                                                   label="每人每日软限额 tokens", ge=0)
    aichat_quota_member_hard_tokens: int = setting(0, group=USAGE,
                                                   label="每人每日硬限额 tokens", ge=0)
    aichat_quota_global_soft_tokens: int = setting(0, group=USAGE,
                                                   label="全局每日软限额 tokens", ge=0)
    aichat_quota_global_hard_tokens: int = setting(0, group=USAGE,
                                                   label="全局每日硬限额 tokens", ge=0)

    # Tools from outside (mnemo/mcp/, mnemo/reminders/). The server file names commands
    # to start: it is set in `.env` only, never from QQ or a web page.
    aichat_mcp_config: str = setting("config/mcp.json", group=TOOLS,
                                     label="MCP 服务器配置文件（mcpServers 格式）", apply=FIXED)
    aichat_mcp_timeout: float = setting(30.0, group=TOOLS, label="MCP 工具调用超时（秒）",
                                        gt=0, le=600)
    aichat_mcp_max_result_tokens: int = setting(2000, group=TOOLS,
                                                label="MCP 工具结果最多 tokens（超出截断）",
                                                ge=50, le=32000)
    aichat_reminder_max_per_member: int = setting(5, group=TOOLS,
                                                  label="每人每个会话最多待发提醒（0：不限）", ge=0)
    aichat_reminder_max_per_group: int = setting(20, group=TOOLS,
                                                 label="每个会话最多待发提醒（0：不限）", ge=0)

    @field_validator("aichat_prices", mode="before")
    @classmethod
    def _json(cls, value: Any) -> Any:
        # From `.env` or `/set` the table arrives as JSON text.
        if isinstance(value, str):
            if not value.strip():
                return {}
            try:
                return json.loads(value)
            except ValueError:
                raise ValueError("需要 JSON，例如 {\"deepseek-chat\": {\"input\": 2, "
                                 "\"output\": 8}}") from None
        return value

    @field_validator("aichat_base_url", "aichat_compressor_base_url", "aichat_ocr_base_url",
                     "aichat_embedding_base_url", "aichat_web_base_url")
    @classmethod
    def _url(cls, value: str) -> str:
        value = value.strip().rstrip("/")
        if value and not value.startswith(("http://", "https://")):
            raise ValueError("必须以 http:// 或 https:// 开头")
        return value

    @field_validator("aichat_embedding_query_prefix", "aichat_embedding_document_prefix")
    @classmethod
    def _quoted(cls, value: str) -> str:
        # `/set` and the panel strip what they are given, and e5's "query: " ends in a
        # space: in double quotes (a JSON string) the prefix keeps it.
        if len(value) >= 2 and value[0] == value[-1] == '"':
            try:
                decoded = json.loads(value)
            except ValueError:
                raise ValueError('引号里的前缀写法不对，例如 "query: "') from None
            if isinstance(decoded, str):
                return decoded
        return value

    @model_validator(mode="after")
    def _marks(self) -> Config:
        if self.aichat_low_water >= self.aichat_high_water:
            raise ValueError("low_water 必须小于 high_water")
        for scope in ("group", "member", "global"):
            soft = getattr(self, f"aichat_quota_{scope}_soft_tokens")
            hard = getattr(self, f"aichat_quota_{scope}_hard_tokens")
            if soft and hard and soft > hard:
                raise ValueError(f"quota_{scope}_soft_tokens 不能大于 quota_{scope}_hard_tokens")
        return self


def _table() -> dict[str, SettingInfo]:
    table: dict[str, SettingInfo] = {}
    for name, field in Config.model_fields.items():
        extra = field.json_schema_extra
        if not isinstance(extra, dict):
            raise TypeError(f"{name} is not declared with setting()")
        table[name] = SettingInfo(name=name, apply=Apply(extra["apply"]),
                                  secret=bool(extra["secret"]), group=str(extra["group"]),
                                  label=str(extra["label"]), default=field.default)
    return table


SETTINGS: dict[str, SettingInfo] = _table()
SECRET_FIELDS = frozenset(name for name, info in SETTINGS.items() if info.secret)
# Each provider's address and the key that belongs to it: a key is sent only to the
# address it was entered for, so changing the address clears the key unless the same
# change enters it again (mnemo/settings.py).
PROVIDER_KEYS: dict[str, str] = {
    "aichat_base_url": "aichat_api_key",
    "aichat_compressor_base_url": "aichat_compressor_api_key",
    "aichat_ocr_base_url": "aichat_ocr_api_key",
    "aichat_embedding_base_url": "aichat_embedding_api_key",
}
# The settings that hold a URL: shown and logged with any password in them masked.
URL_FIELDS = frozenset({*PROVIDER_KEYS, "aichat_web_base_url", "aichat_database_url"})
