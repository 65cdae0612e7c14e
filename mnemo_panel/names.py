"""What the panel shows beside conversation keys: names the front end knows.

The panel knows no bot framework: the front end that mounts it supplies a coroutine that
returns a `Directory` (the plugin asks the OneBot side). Every name here was chosen by a
QQ user: the templates escape them.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class Account:
    self_id: str
    nickname: str = ""


@dataclass(slots=True)
class Directory:
    names: dict[str, str] = field(default_factory=dict)  # "g:123" / "f:456" -> name
    accounts: list[Account] = field(default_factory=list)
    at: float = float("-inf")


async def no_names() -> Directory:
    """A front end without names: the pages show keys only."""
    return Directory()
