"""mnemo: a chat engine whose conversations stay coherent for weeks.

    async with mnemo.Engine(mnemo.Config(aichat_api_key="sk-…"), "data") as engine:
        outcome = await engine.handle(mnemo.Incoming.text("g:123", "你好"), send)

`send` receives each `Reply`. Admin verbs: `engine.stop`, `new`, `compact`, `restore`,
`context`, `sessions`, `ai_enabled` / `set_ai`; `engine.memories` (`list`, `add`, `edit`,
`delete`, `search`); `engine.settings` (`list`, `get`, `set`, `unset`); `engine.usage`
(`totals`, `periods`, `top`, `daily`, `quota`) and `engine.on_notice`. For the web
panel: `request` (the next request message by message), `conversations`, `compactions`,
`archived`, `answered_today`, `errors` (recent failed replies, in memory) and `panel`
(its password hash, sessions and audit log). The panel's usage page reads `engine.usage`.
`engine.addons`: `mcp` (the MCP servers: `servers`, `set`, `available`, `reload`) and
`reminders` (`add`, `list`, `cancel`, `on_fire` for the front end that posts them).
Plain asyncio: nothing here imports a bot framework.
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
    ArchivePage,
    ContextReport,
    ConversationInfo,
    NextRequest,
    RequestPart,
    SessionInfo,
)
from .settings import SettingError, SettingView
from .store import CompactionRecord, UsageTotals
from .usage import QuotaStatus, UsagePeriods

# isort: off
# Last: the sentences users read format the names above.
from . import texts
# isort: on

__all__ = [
    "SETTINGS",
    "Apply",
    "ArchivePage",
    "Busy",
    "CompactionRecord",
    "Config",
    "ContextReport",
    "ConversationInfo",
    "ConversationKey",
    "DuplicateMemory",
    "Engine",
    "EngineError",
    "Image",
    "Incoming",
    "Memory",
    "MemoryFull",
    "MemoryNotFound",
    "MnemoError",
    "NextRequest",
    "Notice",
    "Outcome",
    "ProviderError",
    "QuotaNote",
    "QuotaStatus",
    "Quote",
    "Reply",
    "RequestPart",
    "Restored",
    "Send",
    "SessionInfo",
    "SettingError",
    "SettingInfo",
    "SettingView",
    "Speaker",
    "TurnFailed",
    "UsagePeriods",
    "UsageTotals",
    "texts",
]
