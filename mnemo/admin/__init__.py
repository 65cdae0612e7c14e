"""mnemo.admin: the one way admin actions are done, whichever front end asks.

`Admin(engine).compact(actor, key)` and its sibling verbs check the `Actor`'s role
(`NEEDS`), act through the engine, write the bot's `AuditLog` and return a `Result`
that `mnemo.texts.admin_text` renders; the QQ commands and the web panel only render.
"""

# isort: off
# The result first: mnemo.texts, imported by the verbs, reads it.
from .actor import NEEDS, Actor, Front, Role, Verb
from .result import Result, Status
from .audit import AuditLog
from .secrets import secret_values
from .verbs import Admin, PasswordBook
# isort: on

__all__ = ["NEEDS", "Actor", "Admin", "AuditLog", "Front", "PasswordBook", "Result", "Role",
           "Status", "Verb", "secret_values"]
