"""MCP servers as tools: the admin's file, one connection per server, per-conversation use.

`McpHub` is the front door (engine.mcp): `servers`, `set`, `is_on`, `reload`; the
engine asks it to `fit` each conversation's tool registry.
"""

from .config import McpFileError, ServerSpec
from .connection import Status
from .hub import MCP_LOAD, McpHub, Reloaded, ServerView, UnknownServer

__all__ = ["MCP_LOAD", "McpFileError", "McpHub", "Reloaded", "ServerSpec", "ServerView",
           "Status", "UnknownServer"]
