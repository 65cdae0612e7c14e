"""The panel password as `mnemo.admin` changes it: the rules a password must meet and
the store its hash goes to (`mnemo.PasswordBook`)."""

from __future__ import annotations

from mnemo import Engine

from .auth import password_problem
from .sessions import Password


class PanelPasswordBook:
    def __init__(self, engine: Engine) -> None:
        self._password = Password(engine.panel)

    def problem(self, password: str) -> str | None:
        return password_problem(password)

    async def change(self, password: str) -> None:
        await self._password.change(password)
