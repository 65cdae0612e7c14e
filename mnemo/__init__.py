"""mnemo: a chat engine whose conversations stay coherent for weeks.

    async with mnemo.Engine(mnemo.Config(aichat_api_key="sk-…"), "data") as engine:
        outcome = await engine.handle(mnemo.Incoming.text("g:123", "你好"), send)

`send` receives each `Reply`; `texts` words everything a user reads (`reply_text`,
`admin_text`, `history_reply` …). Upkeep a front end schedules: `engine.sweep` (evict
idle conversations) and `engine.prune` (daily: archive, usage, audit log, sessions).
Reads: `context`, `sessions`, `search` (a conversation's past), `ai_enabled`,
`engine.memories` (`list`, `search`, `scopes`), `engine.settings` (`list`, `get`),
`engine.usage` (`totals`, `periods`, `top`, `daily`, `quota`), `engine.on_notice`. Admin
actions go through `admin.Admin(engine)` (mnemo/admin/): one verb each (`set_ai`, `new`,
`stop`, `compact`, `restore`, `set_setting`, `unset_setting`, `add_memory`,
`edit_memory`, `delete_memory`, `restart`, `change_password`), given an `admin.Actor`;
it checks, acts, writes the audit log and returns a `Result`. For the web panel:
`next_request`, `conversations`, `compactions`, `archived`, `answered_today`, `errors`,
`missing`, and `panel` (its password and sessions, and the audit log). `engine.addons`:
`mcp` (the MCP servers: `servers`, `set`, `available`, `reload`) and `reminders` (`add`,
`list`, `cancel`, `on_fire`, each fired one a `reminders.Fired`). `replace_surrogates` cleans text
a chat platform's JSON brought. Every error is a `MnemoError`. Plain asyncio: nothing
here imports a bot framework.
"""

from .config import SETTINGS, Apply, Config, SettingInfo
from .conversations import Restored
from .engine import Engine
from .errors import Busy, EngineError, MnemoError, ProviderError, TurnFailed
from .incoming import Image, Incoming, Quote, Speaker
from .keys import ConversationKey
from .memory import DuplicateMemory, Memory, MemoryFull, MemoryNotFound
from .outcome import Outcome, Reply, Send
from .quota import Notice, QuotaNote
from .readmodels import (
    ContextReport,
    ConversationInfo,
    NextRequest,
    SessionInfo,
)
from .settings import SettingError, SettingView
from .store import CompactionRecord, UsageTotals
from .surrogates import replace_surrogates
from .usage import QuotaStatus, UsagePeriods

# isort: off
# Last: the admin verbs word their results with the texts, which format the names above.
from . import admin
from . import mcp
from . import reminders
from . import texts
# isort: on

__all__ = [
    "SETTINGS", "Apply", "Busy", "CompactionRecord", "Config",
    "ContextReport", "ConversationInfo", "ConversationKey", "DuplicateMemory", "Engine",
    "EngineError", "Image", "Incoming", "Memory", "MemoryFull", "MemoryNotFound",
    "MnemoError", "NextRequest", "Notice", "Outcome", "ProviderError", "QuotaNote",
    "QuotaStatus", "Quote", "Reply", "Restored", "Send", "SessionInfo", "SettingError",
    "SettingInfo", "SettingView", "Speaker", "TurnFailed", "UsagePeriods", "UsageTotals",
    "admin", "mcp", "reminders", "replace_surrogates", "texts",
]
