"""Reminders members ask for, posted once in their conversation when due.

`Reminders` (engine.addons.reminders) adds, lists, cancels and fires them; the front end
posts a fired one through its `on_fire` hook. `reminder_tools` are the model's.
"""

from ..store.reminders import LimitReached, Reminder, reminder_store
from .service import Fired, Limits, Reminders
from .tools import reminder_tools
from .when import BadTime, shown

__all__ = ["BadTime", "Fired", "LimitReached", "Limits", "Reminder", "Reminders",
           "reminder_store", "reminder_tools", "shown"]
