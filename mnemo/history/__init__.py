"""Conversation history stores: SQL rows per message, or one KV value per session."""

from .base import HistoryStore

__all__ = ["HistoryStore"]
