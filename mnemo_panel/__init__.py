"""mnemo_panel: the web admin panel, pages under /admin on the bot's own HTTP server.

Off unless `AICHAT_WEB_ENABLED`. `mount` adds the panel to NoneBot's ASGI app when the
plugin loads (routes must exist before the server starts); `start` runs once the engine
is open: it makes sure a password exists and says where the panel listens. Nothing here
runs on the chat path: an idle panel is a mounted route and no task.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

from mnemo import Engine

from .app import Panel, build
from .auth import LoginLinks
from .names import Account, Directory, no_names

log = logging.getLogger("mnemo.panel")

PREFIX = "/admin"
LINK_TTL = 300.0
_panel: Panel | None = None


def mount(app: object, get_engine: Callable[[], Engine], restart: Callable[[], None], *,
          names: Callable[[], Awaitable[Directory]] = no_names,
          on_secret: Callable[[str], None] = lambda value: None) -> Panel:
    """Serve the panel from `app` (a Starlette or FastAPI app: the bot's HTTP server).

    `names` gives the conversations' and accounts' names as the front end knows them;
    `on_secret` is told every secret value set on the settings page."""
    global _panel
    from starlette.responses import RedirectResponse

    panel = Panel(get_engine, restart, names=names, on_secret=on_secret,
                  links=LoginLinks(ttl=LINK_TTL))
    add_route = app.add_route  # type: ignore[attr-defined]
    add_route(PREFIX, lambda request: RedirectResponse(PREFIX + "/", status_code=307),
              methods=["GET"], include_in_schema=False)
    app.mount(PREFIX, build(panel))  # type: ignore[attr-defined]
    _panel = panel
    return panel


async def start(engine: Engine, host: str, port: int, *, exposed: bool) -> None:
    """Once the engine is open: a password exists, and the log says where the panel is."""
    from .sessions import Password

    generated = await Password(engine.panel).ensure(engine.config.aichat_web_password)
    if generated is not None:
        # Shown this once, by design: only its hash is kept. Changing it: the panel's
        # 修改密码 page, AICHAT_WEB_PASSWORD, or `python bot.py --set-panel-password`.
        log.warning("panel: initial password: %s (shown only now; change it in the panel)",
                    generated)
    log.info("panel: serving http://%s:%s%s/", host, port, PREFIX)
    if exposed:
        log.warning("panel: the web panel is reachable from the network: HOST is %s, not a "
                    "loopback address. Put it behind HTTPS or bind HOST=127.0.0.1.", host)


def login_link(user: str) -> str | None:
    """A one-time login path for `user` (a QQ account), or None when the panel is off."""
    if _panel is None:
        return None
    return f"{PREFIX}/link/{_panel.links.issue(user)}"


__all__ = ["Account", "Directory", "Panel", "login_link", "mount", "start"]
