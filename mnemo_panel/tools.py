"""The panel's tools pages: the MCP servers (status, tools, masked entries) and, per
conversation, which servers it may use and its pending reminders.

Registered by `app.build` with the helpers its other pages use (`view`, `action`,
`show`, `done`, `audit`). The server file cannot be edited here: start commands are
not set from a web page; `/mcp reload` in QQ reads it again.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from mnemo import ConversationKey, mcp, reminders, texts

Wrap = Callable[[Callable[..., Awaitable[Response]]], Callable[[Request], Awaitable[Response]]]


def routes(panel: Any, *, view: Wrap, action: Wrap, show: Callable[..., Awaitable[Response]],
           done: Callable[..., Awaitable[Response]],
           audit: Callable[..., Awaitable[None]]) -> list[Route]:
    def key_of(request: Request) -> ConversationKey:
        from .app import parse_key

        return parse_key(request.path_params["key"])

    def servers() -> list[dict[str, Any]]:
        return [{"s": s, "status": texts.mcp_status(s.status)}
                for s in panel.engine.addons.mcp.servers()]

    async def overview(request: Request, session: Any) -> Response:
        return await show(request, session, "tools.html", "tools", servers=servers(),
                          path=str(panel.engine.addons.mcp.path))

    async def conversation(request: Request, session: Any) -> Response:
        engine = panel.engine
        key = key_of(request)
        hub, service = engine.addons.mcp, engine.addons.reminders
        pending = [{"r": r, "at": reminders.shown(service.at(r))}
                   for r in await service.list(key)]
        directory = await panel.names()
        return await show(request, session, "tools_conversation.html", "tools", key=key,
                          name=directory.names.get(key, ""), servers=servers(),
                          on=set(hub.available(key)), reminders=pending)

    async def switch(request: Request, session: Any, form: dict[str, str]) -> Response:
        from .app import FormError

        key = key_of(request)
        server, on = form.get("server", ""), form.get("on") == "1"
        try:
            await panel.engine.addons.mcp.set(key, server, on)
        except mcp.UnknownServer:
            raise FormError("没有这个 MCP 服务器。") from None
        state = "开启" if on else "关闭"
        await audit(request, session, "mcp.switch", f"{key}：{server} {state}")
        return await done(session, f"/admin/tools/c/{key}", f"已在 {key} {state} {server}。")

    async def cancel(request: Request, session: Any, form: dict[str, str]) -> Response:
        from .app import parse_int

        key = key_of(request)
        number = parse_int(form.get("id"), "提醒编号", low=1)
        cancelled = await panel.engine.addons.reminders.cancel(key, number)
        back = f"/admin/tools/c/{key}"
        if cancelled is None:
            return await done(session, back, f"#{number} 已不是待发的提醒。")
        await audit(request, session, "reminder.cancel", f"{key} #{number}")
        return await done(session, back, f"已取消提醒 #{number}。")

    return [
        Route("/tools", view(overview)),
        Route("/tools/c/{key}", view(conversation)),
        Route("/tools/c/{key}/mcp", action(switch), methods=["POST"]),
        Route("/tools/c/{key}/cancel", action(cancel), methods=["POST"]),
    ]
