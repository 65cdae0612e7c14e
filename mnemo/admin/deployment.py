"""What a front end asks of a deployment outside a running engine: the secret values its
log filter masks, and whether there is a bot database to administer."""

from __future__ import annotations

from pathlib import Path

from ..config import SETTINGS, URL_FIELDS, Config
from ..settings import userinfo_passwords
from ..store import url_password


def secret_values(config: Config) -> list[str]:
    """Every secret setting's value, and the passwords inside `AICHAT_DATABASE_URL` and
    any other URL setting (`https://user:secret@host`)."""
    found = [getattr(config, name) for name, info in SETTINGS.items() if info.secret]
    found.append(url_password(config.aichat_database_url) or "")
    found += [p for name in URL_FIELDS for p in userinfo_passwords(str(getattr(config, name)))]
    return list(dict.fromkeys(v for v in found if isinstance(v, str) and v))


def has_database(config: Config, data_dir: str | Path) -> bool:
    """Whether the bot keeps its data already: its PostgreSQL server, or its SQLite file
    in `data_dir` (a command-line verb must not create an empty one elsewhere)."""
    from ..engine import DB_FILE  # the engine imports the texts, which import this package

    return bool(config.aichat_database_url) or (Path(data_dir) / DB_FILE).exists()
