"""mnemo: a chat engine whose conversations stay coherent for weeks.

    async with mnemo.Engine(mnemo.Config(aichat_api_key="sk-…"), "data") as engine:
        outcome = await engine.handle(mnemo.Incoming.text("g:123", "你好"), send)

`send` receives each `Reply`; `texts` words everything a user reads. Upkeep a front end
schedules: `engine.sweep` (evict idle conversations), `engine.prune_archive` (daily).
Reads: `context`, `sessions`, `history` (search a conversation), `ai_enabled`,
`engine.memories` (`list`, `search`, `scopes`), `engine.settings` (`list`, `get`),
`engine.usage` (`totals`, `periods`, `top`, `daily`, `quota`), `engine.on_notice`.
Admin actions go through `Admin(engine)`: one verb each (`set_ai`, `new`, `stop`,
`compact`, `restore`, `set_setting`, `unset_setting`, `add_memory`, `edit_memory`,
`delete_memory`, `restart`, `change_password`), given the `Actor`; it checks `NEEDS`,
acts, writes the audit log (`Admin.audit`) and returns a `Result` for `texts.admin_text`.
For the web panel: `request`, `conversations`, `compactions`, `archived`,
`answered_today`, `errors`, `missing`, and `panel` (a `PanelStore`: password, sessions).
Helpers: `check_scope`, `inline_tags` / `clean_tags` (the one tag syntax),
`render_hits`, `replace_surrogates`, `secret_values` (what a log filter masks), `DB_FILE`.
Plain asyncio: nothing here imports a bot framework.
"""

from .config import SETTINGS, Apply, Config, SettingInfo
from .engine import (
    DB_FILE,
    ArchivePage,
    ContextReport,
    ConversationInfo,
    Engine,
    NextRequest,
    RequestPart,
    Restored,
    SessionInfo,
)
from .errors import Busy, EngineError, ProviderError, TurnFailed
from .incoming import Image, Incoming, Part, Quote, Speaker
from .keys import ConversationKey, check_scope
from .memory import DuplicateMemory, Memory, MemoryFull, MemoryNotFound
from .memory.tags import clean_tags, inline_tags, split_tags
from .outcome import Outcome, Reply, Send
from .quota import Notice, QuotaNote
from .recall.tool import render_hits
from .settings import SettingError, SettingView
from .store import CompactionRecord, UsageTotals
from .store.panel import AuditEntry, PanelStore
from .surrogates import replace_surrogates
from .usage import QuotaStatus, UsagePeriods

# isort: off
# Last: the admin verbs word their results with the texts, which format the names above.
from .admin import (
    NEEDS, Actor, Admin, AuditLog, Front, PasswordBook, Result, Role, Status, Verb,
    secret_values,
)
from . import texts
# isort: on

__all__ = [
    "DB_FILE", "NEEDS", "SETTINGS", "Actor", "Admin", "Apply", "ArchivePage", "AuditEntry",
    "AuditLog", "Busy", "CompactionRecord", "Config", "ContextReport", "ConversationInfo",
    "ConversationKey", "DuplicateMemory", "Engine", "EngineError", "Front", "Image",
    "Incoming", "Memory", "MemoryFull", "MemoryNotFound", "NextRequest", "Notice", "Outcome",
    "PanelStore", "Part", "PasswordBook", "ProviderError", "QuotaNote", "QuotaStatus",
    "Quote", "Reply", "RequestPart", "Restored", "Result", "Role", "Send", "SessionInfo",
    "SettingError", "SettingInfo", "SettingView", "Speaker", "Status", "TurnFailed",
    "UsagePeriods", "UsageTotals", "Verb", "check_scope", "clean_tags", "inline_tags",
    "render_hits", "replace_surrogates", "secret_values", "split_tags", "texts",
]
