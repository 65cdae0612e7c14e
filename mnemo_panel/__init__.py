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

from .app import MAX_BODY, Panel, build, error_page
from .auth import password_problem
from .guard import Guard, served_names
from .names import Account, Directory, no_names
from .render import SecurityHeaders

log = logging.getLogger("mnemo.panel")

PREFIX = "/admin"
LINK_TTL = 300.0
_panel: Panel | None = None


def refusal(password: str) -> str | None:
    """Why the panel cannot start with this `AICHAT_WEB_PASSWORD` (empty: one is made)."""
    if not password:
        return None
    return password_problem(password)


def mount(app: object, get_engine: Callable[[], Engine], restart: Callable[[], None], *,
          host: str, env_password: str = "", base_url: str = "",
          names: Callable[[], Awaitable[Directory]] = no_names,
          on_secret: Callable[[str], None] = lambda value: None) -> Panel | None:
    """Serve the panel from `app` (a Starlette or FastAPI app: the bot's HTTP server).

    `host` is the server's HOST and `base_url` the panel's address for links: with the
    loopback names they are the host names the panel answers to. A password from `.env`
    that the panel itself would refuse keeps the panel off (None, and a log line).
    `names` gives the conversations' and accounts' names as the front end knows them;
    `on_secret` is told every secret value set on the settings page."""
    global _panel
    from starlette.responses import RedirectResponse
    from starlette.types import Receive, Scope, Send

    problem = refusal(env_password)
    if problem is not None:
        log.error("panel: AICHAT_WEB_PASSWORD is refused (%s): the web panel stays off. "
                  "Set a longer one in .env and restart.", problem_english(env_password))
        return None
    panel = Panel(get_engine, restart, names=names, on_secret=on_secret, link_ttl=LINK_TTL,
                  hosts=served_names(host, base_url))

    async def outer(scope: Scope, receive: Receive, send: Send) -> None:
        await RedirectResponse(PREFIX + "/", status_code=307)(scope, receive, send)

    # The bare /admin passes the same guard and carries the same headers as the rest.
    entry = SecurityHeaders(Guard(outer, names=panel.hosts, max_body=MAX_BODY,
                                  refuse=error_page))
    add_route = app.add_route  # type: ignore[attr-defined]
    add_route(PREFIX, entry, methods=["GET"], include_in_schema=False)
    app.mount(PREFIX, build(panel))  # type: ignore[attr-defined]
    _panel = panel
    return panel


def problem_english(password: str) -> str:
    """What is wrong with a refused password, for the (English) log: never the password."""
    from .auth import MIN_PASSWORD_CHARS, normal

    if len(normal(password)) < MIN_PASSWORD_CHARS:
        return f"shorter than {MIN_PASSWORD_CHARS} characters"
    return "it starts or ends with a space"


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


async def login_link(user: str) -> str | None:
    """A one-time login path for `user` (a QQ account), or None when the panel is off.
    Kept in the store: it works on any bot process on the database."""
    if _panel is None:
        return None
    return f"{PREFIX}/link/{await _panel.links.issue(user)}"


__all__ = ["Account", "Directory", "Panel", "login_link", "mount", "start"]
