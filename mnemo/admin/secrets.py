"""The secret values of a deployment, for a front end's log filter to mask."""

from __future__ import annotations

from ..config import SETTINGS, Config
from ..store.postgres import url_password


def secret_values(config: Config) -> list[str]:
    """Every secret setting's value, and the password inside `AICHAT_DATABASE_URL`."""
    found = [getattr(config, name) for name, info in SETTINGS.items() if info.secret]
    found.append(url_password(config.aichat_database_url) or "")
    return [v for v in found if isinstance(v, str) and v]
