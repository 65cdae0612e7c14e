"""mnemo.admin: the one way admin actions are done, whichever front end asks.

`admin.Admin(engine).compact(actor, key)` and its sibling verbs check the `Actor`'s role
(`NEEDS`), act through the engine, write the bot's `AuditLog` (rows: `AuditEntry`, in the
`PanelStore`) and return a `Result` that `mnemo.texts.admin_text` renders; the QQ
commands and the web panel only render. Also here for the front ends: `inline_tags`
(a chat command's `#tags`), `secret_values` (what a log filter masks) and
`has_database`.
"""

# isort: off
# The result first: mnemo.texts, imported by the verbs, reads it.
from .actor import NEEDS, Actor, Front, Role, Verb
from .result import Result, Status
from .audit import AuditLog
from .deployment import has_database, secret_values
from .verbs import Admin, PasswordBook
from ..memory.tags import inline_tags
from ..config import PREFIX, PROVIDER_KEYS
from ..settings import mask_userinfo
from ..store.panel import (SESSION_IDLE, SESSION_MAX_AGE, Attempt, AttemptRules,
                           AuditEntry, PanelStore)
# isort: on

__all__ = [
                           "NEEDS",
                           "PREFIX",
                           "PROVIDER_KEYS",
                           "SESSION_IDLE",
                           "SESSION_MAX_AGE",
                           "Actor",
                           "Admin",
                           "Attempt",
                           "AttemptRules",
                           "AuditEntry",
                           "AuditLog",
                           "Front",
                           "PanelStore",
                           "PasswordBook",
                           "Result",
                           "Role",
                           "Status",
                           "Verb",
                           "has_database",
                           "inline_tags",
                           "mask_userinfo",
                           "secret_values",
]
