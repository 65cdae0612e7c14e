"""The panel's pages and actions: a Starlette app mounted at /admin on the bot's server.

Every page needs a live session; every action (a POST) also needs the session's CSRF
token and comes from the panel's own origin, goes through one verb of `mnemo.admin.Admin`
(which checks, acts and writes the bot's audit log), renders its result with
`mnemo.texts` and answers with a redirect (or the form again, with the error next to
the field). Anything unexpected becomes a plain error page, never a traceback.
"""

from __future__ import annotations

import asyncio
import importlib.metadata
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs, quote, urlsplit

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import PlainTextResponse, RedirectResponse, Response
from starlette.routing import Route

from mnemo import ConversationKey, Engine, EngineError, admin, texts

from . import tools, views
from .auth import new_token, same
from .book import PanelPasswordBook
from .guard import LOCAL_NAMES, Guard
from .limits import Limiter, LoginLinks
from .names import Directory, no_names
from .render import SecurityHeaders, page, render_page, static_files
from .sessions import Checked, Password, Session, Sessions

log = logging.getLogger("mnemo.panel")

COOKIE = "mnemo_panel"
LOGIN_COOKIE = "mnemo_login"  # the login form's CSRF token (double submit)
MAX_BODY = 256 * 1024
PAGE_SIZE = 50
USAGE_DAYS = 30
STARTED = time.time()
LINK_GONE = "登录链接无效、已过期或已被使用。请私聊机器人重新发送 /panel。"


class FormError(Exception):
    """A malformed id, scope or form: a 400 page with this (Chinese) message."""


class NotFound(Exception):
    """A 404 page with this message."""


@dataclass(slots=True)
class Panel:
    """What the routes share: the engine (once started), the limits and the links."""

    get_engine: Callable[[], Engine]
    restart: Callable[[], None]
    # The front end's names for conversations and its bot accounts (the OneBot side's).
    names: Callable[[], Awaitable[Directory]] = no_names
    # Told each secret value set here, so the front end's log can mask it.
    on_secret: Callable[[str], None] = lambda value: None
    link_ttl: float = 300.0
    # The host names the panel answers to (the Host header); others get a 400.
    hosts: frozenset[str] = LOCAL_NAMES
    limiter: Limiter = field(init=False)
    links: LoginLinks = field(init=False)

    def __post_init__(self) -> None:
        # Both in the engine's store: shared by the processes on its database.
        self.limiter = Limiter(lambda: self.engine.panel)
        self.links = LoginLinks(lambda: self.engine.panel, ttl=self.link_ttl)

    @property
    def engine(self) -> Engine:
        return self.get_engine()

    @property
    def door(self) -> admin.Admin:
        """The admin verbs (mnemo.admin), which check, act and audit."""
        return admin.Admin(self.engine, on_secret=self.on_secret)

    @property
    def sessions(self) -> Sessions:
        return Sessions(self.engine.panel)

    @property
    def password(self) -> Password:
        return Password(self.engine.panel)


def _version() -> str:
    try:
        return importlib.metadata.version("mnemo")
    except importlib.metadata.PackageNotFoundError:
        return "dev"


VERSION = _version()


# -- request helpers ------------------------------------------------------------------


def client_ip(request: Request) -> str:
    # The peer, or what a trusted proxy said it forwarded for: the server (uvicorn)
    # takes X-Forwarded-For only from AICHAT_WEB_TRUSTED_PROXIES (bot.py configures it).
    return request.client.host if request.client else "?"


def _secure(request: Request) -> bool:
    # X-Forwarded-Proto counts only from a trusted proxy: the server has applied it.
    return request.url.scheme == "https"


def _set_cookie(response: Response, request: Request, name: str, value: str,
                max_age: int | None = None) -> None:
    response.set_cookie(name, value, max_age=max_age, path="/admin", httponly=True,
                        samesite="strict", secure=_secure(request))


async def read_form(request: Request) -> dict[str, str]:
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/x-www-form-urlencoded":
        raise FormError("请求格式不正确。")
    # The body was read (and capped at MAX_BODY, whatever its framing) by `Guard`.
    body = await request.body()
    if len(body) > MAX_BODY:
        raise FormError("提交的内容太大。")
    try:
        parsed = parse_qs(body.decode("utf-8"), keep_blank_values=True, strict_parsing=False,
                          max_num_fields=200)
    except (UnicodeDecodeError, ValueError):
        raise FormError("提交的内容无法解析。") from None
    return {k: v[0] for k, v in parsed.items()}


def same_origin(request: Request) -> bool:
    """Whether a POST comes from the panel's own pages (when the browser says where from)."""
    if request.headers.get("sec-fetch-site", "same-origin") not in ("same-origin", "none"):
        return False
    origin = request.headers.get("origin")
    if origin is None:
        # An older browser may send none: then Sec-Fetch-Site above and the CSRF token
        # decide. "null" (a sandboxed frame, a data: page, a redirect chain) is refused:
        # the panel's own pages always send their origin (Referrer-Policy same-origin).
        return True
    return urlsplit(origin).netloc == request.headers.get("host", "")


def parse_key(raw: str) -> ConversationKey:
    try:
        return ConversationKey(raw)
    except ValueError:
        raise FormError(texts.BAD_CONVERSATION) from None


def parse_scope(raw: str) -> str:
    try:
        return ConversationKey(raw)
    except ValueError:
        raise FormError("无效的记忆范围：应为 g:<群号> 或 f:<QQ号>。") from None


def parse_int(raw: str | None, what: str, *, default: int | None = None, low: int = 0,
              high: int = 10**12) -> int:
    if raw is None or raw == "":
        if default is None:
            raise FormError(f"缺少{what}。")
        return default
    if not raw.isdigit() or not low <= int(raw) <= high:
        raise FormError(f"无效的{what}。")
    return int(raw)


def _safe_next(raw: str | None) -> str:
    """Only a path inside the panel: a login must never bounce the admin elsewhere."""
    if raw and raw.startswith("/admin/") and not raw.startswith("//") and "\\" not in raw:
        return raw
    return "/admin/"


def error_page(status: int, message: str, session: Session | None = None) -> Response:
    titles = {400: "请求有误", 403: "拒绝访问", 404: "找不到", 413: "内容太大", 429: "请稍后再试",
              500: "内部错误", 503: "尚未就绪"}
    return page("error.html", status, title=titles.get(status, "出错了"), code=status,
                message=message, session=session, csrf=session.csrf if session else "",
                nav="")


def redirect(url: str) -> Response:
    return RedirectResponse(url, status_code=303)


def actor(request: Request, session: Session) -> admin.Actor:
    return admin.Actor.panel(session.actor, client_ip(request))


def refused_or_invalid(result: admin.Result) -> None:
    """An action the forms never offer (a refused role, bad input, a memory gone): an
    error page (400, or 404 for what is not there) saying why, instead of a flash."""
    if result.status in (admin.Status.REFUSED, admin.Status.INVALID):
        raise FormError(texts.admin_text(result))
    if result.status is admin.Status.NOT_FOUND:
        raise NotFound(texts.admin_text(result))


# -- the routes -----------------------------------------------------------------------

PageHandler = Callable[[Request, Session], Awaitable[Response]]
ActionHandler = Callable[[Request, Session, dict[str, str]], Awaitable[Response]]


def build(panel: Panel) -> Starlette:
    statics = static_files()

    async def live_session(request: Request) -> Session | None:
        return await panel.sessions.get(request.cookies.get(COOKIE))

    async def audit(request: Request, session: Session | None, action: str,
                    detail: str = "", actor: str | None = None) -> None:
        who = actor if actor is not None else session.actor if session else "?"
        await panel.door.audit.write(admin.Actor.panel(who, client_ip(request)), action,
                                     detail)

    async def guarded(request: Request, run: Callable[[], Awaitable[Response]],
                      session: Session | None = None) -> Response:
        try:
            return await run()
        except FormError as exc:
            return error_page(400, str(exc), session)
        except NotFound as exc:
            return error_page(404, str(exc), session)
        except Exception:
            log.exception("panel: %s %s failed", request.method, request.url.path)
            return error_page(500, "处理请求时出错，详情见机器人日志。", session)

    def ready() -> bool:
        try:
            panel.get_engine()
        except RuntimeError:
            return False
        return True

    def view(handler: PageHandler) -> Callable[[Request], Awaitable[Response]]:
        async def endpoint(request: Request) -> Response:
            if not ready():
                return error_page(503, "机器人正在启动，请稍后刷新。")
            session = await live_session(request)
            if session is None:
                target = request.url.path + (f"?{request.url.query}" if request.url.query
                                             else "")
                return redirect(f"/admin/login?next={quote(target, safe='')}")
            return await guarded(request, lambda: handler(request, session), session)
        return endpoint

    def action(handler: ActionHandler) -> Callable[[Request], Awaitable[Response]]:
        async def endpoint(request: Request) -> Response:
            if not ready():
                return error_page(503, "机器人正在启动，请稍后再试。")
            session = await live_session(request)
            if session is None:
                return error_page(403, "登录已失效，请重新登录。")

            async def run() -> Response:
                form = await read_form(request)
                if request.headers.get("origin") == "null":
                    return error_page(403, texts.PANEL_NULL_ORIGIN, session)
                if not same_origin(request) or not Sessions.csrf_ok(session, form.get("csrf")):
                    log.warning("panel: refused %s from %s: bad CSRF token or origin",
                                request.url.path, client_ip(request))
                    return error_page(403, "请求缺少有效的安全令牌（CSRF），未做任何修改。"
                                      "请返回页面刷新后重试。", session)
                return await handler(request, session, form)
            return await guarded(request, run, session)
        return endpoint

    async def show(request: Request, session: Session, template: str, nav: str,
                   status: int = 200, **context: Any) -> Response:
        flash = await panel.sessions.take_flash(session)
        return await render_page(template, status, session=session, csrf=session.csrf,
                                 nav=nav, flash=flash, **context)

    async def done(session: Session, url: str, message: str) -> Response:
        await panel.sessions.flash(session, message)
        return redirect(url)

    # -- login ---------------------------------------------------------------------

    def login_form(request: Request, status: int = 200, error: str = "",
                   notice: str = "") -> Response:
        token = request.cookies.get(LOGIN_COOKIE) or new_token()
        response = page("login.html", status, session=None, csrf=token, nav="",
                        error=error, notice=notice,
                        next=_safe_next(request.query_params.get("next")))
        _set_cookie(response, request, LOGIN_COOKIE, token, max_age=3600)
        return response

    async def login_page(request: Request) -> Response:
        notice = "密码已修改，请用新密码登录。" if request.query_params.get("changed") else ""
        return login_form(request, notice=notice)

    def login_csrf_ok(request: Request, form: dict[str, str]) -> bool:
        cookie = request.cookies.get(LOGIN_COOKIE, "")
        return bool(cookie) and same(cookie, form.get("csrf", "")) and same_origin(request)

    async def login(request: Request) -> Response:
        if not ready():
            return error_page(503, "机器人正在启动，请稍后再试。")

        async def run() -> Response:
            form = await read_form(request)
            ip = client_ip(request)
            if not login_csrf_ok(request, form):
                return login_form(request, 403, "页面已过期，请重新输入密码。")
            # Counted before the check: guesses sent at once cannot pass the limit.
            attempt = await panel.limiter.reserve(ip)
            if attempt.id is None:
                if attempt.busy:
                    return login_form(request, 429, texts.PANEL_LOGIN_BUSY)
                log.warning("panel: login from %s refused: too many failed attempts", ip)
                minutes = max(1, round(attempt.retry_after / 60))
                return login_form(request, 429,
                                  f"失败次数过多，已暂时锁定。请 {minutes} 分钟后再试，"
                                  "或私聊机器人发送 /panel 获取登录链接。")
            checked: Checked | None = None
            try:
                checked = await panel.password.check(form.get("password", ""))
            finally:
                count = await panel.limiter.settle(attempt, checked is not None)
            if checked is None:
                log.warning("panel: failed login from %s (%d in 10 minutes)", ip, count)
                await audit(request, None, "login.failed", "", actor="?")
                return login_form(request, 401, "密码不正确。")
            return await start_session(request, "密码登录", _safe_next(form.get("next")),
                                       checked.epoch)
        return await guarded(request, run)

    async def start_session(request: Request, actor: str, target: str, epoch: str
                            ) -> Response:
        token, session = await panel.sessions.create(actor, client_ip(request), epoch)
        log.info("panel: %s from %s", actor, client_ip(request))
        await audit(request, session, "login")
        response = redirect(target)
        _set_cookie(response, request, COOKIE, token)
        response.delete_cookie(LOGIN_COOKIE, path="/admin")
        return response

    async def link_page(request: Request) -> Response:
        token = request.path_params["token"]
        if not ready():
            return error_page(503, "机器人正在启动，请稍后再试。")
        # A GET never uses the link up: QQ and browsers fetch links for previews.
        if not await panel.links.valid(token):
            return error_page(404, LINK_GONE)
        csrf = request.cookies.get(LOGIN_COOKIE) or new_token()
        response = page("link.html", session=None, csrf=csrf, nav="", token=token)
        _set_cookie(response, request, LOGIN_COOKIE, csrf, max_age=600)
        return response

    async def link_login(request: Request) -> Response:
        if not ready():
            return error_page(503, "机器人正在启动，请稍后再试。")

        async def run() -> Response:
            form = await read_form(request)
            if not login_csrf_ok(request, form):
                return error_page(403, "页面已过期，请重新打开登录链接。")
            # Read before the link is used: a password change after it ends the session.
            epoch = await panel.password.epoch()
            grant = await panel.links.redeem(request.path_params["token"])
            if grant is None:
                log.warning("panel: used or expired login link from %s", client_ip(request))
                return error_page(404, LINK_GONE)
            return await start_session(request, f"QQ {grant.user}", "/admin/", epoch)
        return await guarded(request, run)

    async def logout(request: Request, session: Session, form: dict[str, str]) -> Response:
        await audit(request, session, "logout")
        await panel.sessions.end(session)
        response = redirect("/admin/login")
        response.delete_cookie(COOKIE, path="/admin")
        return response

    async def password_page(request: Request, session: Session) -> Response:
        return await show(request, session, "password.html", "password", error="")

    async def change_password(request: Request, session: Session,
                              form: dict[str, str]) -> Response:
        ip = client_ip(request)

        async def again(status: int, error: str) -> Response:
            return await show(request, session, "password.html", "password", status,
                              error=error)
        attempt = await panel.limiter.reserve(ip)
        if attempt.id is None:
            return await again(429, texts.PANEL_LOGIN_BUSY if attempt.busy
                               else "失败次数过多，请稍后再试。")
        checked: Checked | None = None
        try:
            checked = await panel.password.check(form.get("current", ""))
        finally:
            await panel.limiter.settle(attempt, checked is not None)
        if checked is None:
            log.warning("panel: wrong current password from %s", ip)
            return await again(400, "当前密码不正确。")
        new = form.get("new", "")
        if new != form.get("repeat", ""):
            return await again(400, "两次输入的新密码不一致。")
        result = await panel.door.change_password(actor(request, session), new,
                                                   PanelPasswordBook(panel.engine))
        if not result.ok:
            return await again(400, texts.admin_text(result))
        response = redirect("/admin/login?changed=1")
        response.delete_cookie(COOKIE, path="/admin")
        return response

    # -- pages ---------------------------------------------------------------------

    async def overview(request: Request, session: Session) -> Response:
        engine = panel.engine
        directory = await panel.names()
        errors = [{"at": e.at, "key": e.key, "kind": e.kind,
                   "text": texts.error_text(e.error if isinstance(e.error, EngineError)
                                            else None)}
                  for e in list(engine.errors)[:10]]
        return await show(
            request, session, "overview.html", "overview",
            accounts=directory.accounts, uptime=time.time() - STARTED, version=VERSION,
            model=engine.config.aichat_model, resident=len(engine.sessions()),
            max_sessions=engine.config.aichat_session_max_sessions,
            answered=engine.answered_today(), today=views.usage_row(await engine.usage.totals()),
            errors=errors,
            missing=engine.missing())

    async def conversations(request: Request, session: Session) -> Response:
        engine = panel.engine
        q = request.query_params.get("q", "").strip()[:100]
        kind = request.query_params.get("kind", "")
        if kind not in ("", "g", "f"):
            raise FormError("无效的筛选条件。")
        directory = await panel.names()
        budget = engine.config.aichat_max_context_tokens
        rows = []
        for c in await engine.conversations():
            name = directory.names.get(c.key, "")
            if kind and c.key[0] != kind:
                continue
            if q and q.lower() not in c.key.lower() and q.lower() not in name.lower():
                continue
            rows.append({"c": c, "name": name, "percent": c.tokens * 100 / budget})
        return await show(request, session, "conversations.html", "conversations",
                          rows=rows, q=q, kind=kind, now=time.time())

    async def conversation(request: Request, session: Session) -> Response:
        engine = panel.engine
        key = parse_key(request.path_params["key"])
        nxt = await engine.next_request(key)
        archive = await engine.archived(key, 0, 0)
        directory = await panel.names()
        return await show(
            request, session, "conversation.html", "conversations",
            key=key, name=directory.names.get(key, ""),
            # Thousands of messages: their view is built beside the loop, as the page is.
            req=await asyncio.to_thread(views.request, nxt),
            compactions=[{"r": r, "strategy": texts.strategy(r.strategy)}
                         for r in await engine.compactions(key)],
            archive_total=archive.total, ai=engine.ai_enabled(key),
            replying=any(s.key == key and s.replying for s in engine.sessions()))

    async def archive_page(request: Request, session: Session) -> Response:
        engine = panel.engine
        key = parse_key(request.path_params["key"])
        page_no = parse_int(request.query_params.get("page"), "页码", default=1, low=1)
        archive = await engine.archived(key, (page_no - 1) * PAGE_SIZE, PAGE_SIZE)
        pages = max(1, -(-archive.total // PAGE_SIZE))
        directory = await panel.names()
        return await show(
            request, session, "archive.html", "conversations",
            key=key, name=directory.names.get(key, ""),
            archive=[{"batch": a.batch, "archived_at": a.archived_at,
                      "reason": views.REASONS.get(a.reason, a.reason),
                      **views.message(a.message.kind, a.message.tokens, a.message.data,
                                      a.message.created_at)}
                     for a in archive.items],
            archive_total=archive.total, page=page_no, pages=pages)

    async def request_json(request: Request, session: Session) -> Response:
        nxt = await panel.engine.next_request(parse_key(request.path_params["key"]))
        return PlainTextResponse(views.request_json(nxt), media_type="application/json")

    async def conversation_action(request: Request, session: Session,
                                  form: dict[str, str]) -> Response:
        door, who = panel.door, actor(request, session)
        key = parse_key(request.path_params["key"])
        verb = request.path_params["verb"]
        back = f"/admin/c/{key}"
        if verb == "compact":
            result = await door.compact(who, key)
        elif verb == "new":
            result = await door.new(who, key)
        elif verb == "restore":
            result = await door.restore(who, key)
        elif verb == "stop":
            result = await door.stop(who, key)
        elif verb == "ai":
            result = await door.set_ai(who, key, form.get("on") == "1")
            if form.get("next"):
                back = _safe_next(form.get("next"))
        else:
            raise NotFound("没有这个操作。")
        refused_or_invalid(result)
        return await done(session, back, texts.admin_text(result))

    async def memories(request: Request, session: Session) -> Response:
        engine = panel.engine
        raw = request.query_params.get("scope", "").strip()
        q = request.query_params.get("q", "").strip()[:200]
        scopes = await engine.memories.scopes()
        if not raw:
            return await show(request, session, "memories.html", "memories", scope="",
                              scopes=scopes, items=[], q="", names=(await panel.names()).names)
        scope = parse_scope(raw)
        found = await engine.memories.search(scope, q or None)
        return await show(request, session, "memories.html", "memories", scope=scope,
                          scopes=scopes, items=[s.memory for s in found], q=q,
                          names=(await panel.names()).names)

    async def memory_action(request: Request, session: Session,
                            form: dict[str, str]) -> Response:
        door, who = panel.door, actor(request, session)
        scope = parse_scope(form.get("scope", ""))
        verb = request.path_params["verb"]
        back = f"/admin/memories?scope={quote(scope)}"
        # The tag field is one string of tags: mnemo.clean_tags reads it.
        tags, content = form.get("tags", ""), form.get("content", "")
        if verb == "add":
            result = await door.add_memory(who, scope, content, tags)
        elif verb == "edit":
            memory_id = parse_int(form.get("id"), "记忆编号", low=1)
            result = await door.edit_memory(who, scope, memory_id, content, tags)
        elif verb == "delete":
            memory_id = parse_int(form.get("id"), "记忆编号", low=1)
            result = await door.delete_memory(who, scope, memory_id)
        else:
            raise NotFound("没有这个操作。")
        refused_or_invalid(result)
        return await done(session, back, texts.admin_text(result))

    async def settings_page(request: Request, session: Session, status: int = 200,
                            errors: dict[str, str] | None = None,
                            attempted: dict[str, str] | None = None) -> Response:
        engine = panel.engine
        groups = views.settings(engine.settings.list(), engine.config, errors or {},
                                attempted or {})
        return await show(request, session, "settings.html", "settings", status, groups=groups)

    async def settings_view(request: Request, session: Session) -> Response:
        return await settings_page(request, session)

    async def setting_action(request: Request, session: Session,
                             form: dict[str, str]) -> Response:
        door, who = panel.door, actor(request, session)
        name = form.get("name", "")
        if not views.known_setting(name):
            raise FormError("没有这项设置，或它只能在 .env 中修改。")
        verb = request.path_params["verb"]
        if verb == "unset":
            result = await door.unset_setting(who, name)
        elif verb == "set":
            value = form.get("value", "")
            # A provider's address comes with its key, or the key is cleared.
            key = form.get("key", "") if name in admin.PROVIDER_KEYS else ""
            result = await door.set_setting(who, name, value, key or None)
            if result.status is admin.Status.INVALID:
                # The form again, the reason next to the field, the value as typed (the
                # template never shows a secret's).
                return await settings_page(request, session, 400,
                                           {name: texts.admin_text(result)}, {name: value})
        else:
            raise NotFound("没有这个操作。")
        refused_or_invalid(result)
        return await done(session, f"/admin/settings#{name}", texts.admin_text(result))

    async def usage(request: Request, session: Session) -> Response:
        engine = panel.engine
        ledger = engine.usage
        data = views.usage(
            await ledger.daily(USAGE_DAYS), ledger.today(), await ledger.periods(),
            await ledger.top("conversation", USAGE_DAYS), await ledger.top("model", USAGE_DAYS),
            await ledger.top("purpose", USAGE_DAYS), USAGE_DAYS)
        directory = await panel.names()
        for row in data["conversations"]:
            row["name"] = directory.names.get(row["key"], "")
        return await show(request, session, "usage.html", "usage", data=data)

    async def audit_page(request: Request, session: Session) -> Response:
        log_ = panel.door.audit
        page_no = parse_int(request.query_params.get("page"), "页码", default=1, low=1)
        total = await log_.count()
        entries = await log_.page((page_no - 1) * PAGE_SIZE, PAGE_SIZE)
        return await show(request, session, "audit.html", "audit",
                          entries=[{"e": e, "front": texts.FRONTS.get(e.front, e.front)}
                                   for e in entries],
                          page=page_no, pages=max(1, -(-total // PAGE_SIZE)), total=total)

    async def restart_page(request: Request, session: Session) -> Response:
        return await show(request, session, "restart.html", "restart", error="")

    async def restart(request: Request, session: Session, form: dict[str, str]) -> Response:
        if form.get("confirm") != "yes":
            return await show(request, session, "restart.html", "restart", 400,
                              error="请先勾选确认。")
        result = await panel.door.restart(actor(request, session))
        refused_or_invalid(result)
        # After the answer has gone out: the page says what happens, then the bot goes.
        asyncio.get_running_loop().call_later(0.5, panel.restart)
        return page("restarting.html", session=None, csrf="", nav="")

    async def static(request: Request) -> Response:
        found = statics.get(request.path_params["name"])
        if found is None:
            return error_page(404, "没有这个文件。")
        body, kind = found
        return Response(body, media_type=kind, headers={"cache-control": "max-age=3600"})

    async def not_found(request: Request, exc: Exception) -> Response:
        return error_page(404, "没有这个页面。")

    async def failed(request: Request, exc: Exception) -> Response:
        log.exception("panel: %s %s failed", request.method, request.url.path, exc_info=exc)
        return error_page(500, "处理请求时出错，详情见机器人日志。")

    async def not_allowed(request: Request, exc: Exception) -> Response:
        return error_page(405 if request.method != "GET" else 404, "不支持这种请求方式。")

    routes = [
        Route("/", view(overview)),
        Route("/login", login_page, methods=["GET"]),
        Route("/login", login, methods=["POST"]),
        Route("/logout", action(logout), methods=["POST"]),
        Route("/link/{token}", link_page, methods=["GET"]),
        Route("/link/{token}", link_login, methods=["POST"]),
        Route("/password", view(password_page), methods=["GET"]),
        Route("/password", action(change_password), methods=["POST"]),
        Route("/conversations", view(conversations)),
        Route("/c/{key}", view(conversation)),
        Route("/c/{key}/request.json", view(request_json)),
        Route("/c/{key}/archive", view(archive_page)),
        Route("/c/{key}/{verb}", action(conversation_action), methods=["POST"]),
        Route("/memories", view(memories)),
        Route("/memories/{verb}", action(memory_action), methods=["POST"]),
        Route("/settings", view(settings_view)),
        Route("/settings/{verb}", action(setting_action), methods=["POST"]),
        Route("/usage", view(usage)),
        Route("/audit", view(audit_page)),
        Route("/restart", view(restart_page), methods=["GET"]),
        Route("/restart", action(restart), methods=["POST"]),
        Route("/static/{name}", static),
        # MCP servers and reminders (mnemo_panel/tools.py).
        *tools.routes(panel, view=view, action=action, show=show, done=done, audit=audit),
    ]
    return Starlette(routes=routes,
                     middleware=[Middleware(SecurityHeaders),
                                 Middleware(Guard, names=panel.hosts, max_body=MAX_BODY,
                                            refuse=error_page)],
                     exception_handlers={404: not_found, 405: not_allowed, 500: failed})
