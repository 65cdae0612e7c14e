"""Search terms for the recall index: what goes into FTS5 and what a query asks for.

The cutting is memory search's (CJK unigrams and bigrams, words and their parts), so a
two-character Chinese word is one term. A query keeps its rarest terms only: a long
message has dozens of bigrams, most of them meaningless across word boundaries, and
matching every one of them would cost more than it finds.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..memory.search import index_terms, query_terms

MAX_QUERY_CHARS = 1000
MAX_QUERY_TERMS = 12


def doc_terms(session: str, text: str) -> str:
    """The FTS5 `terms` column for a text of `session`: the session token, then each
    term prefixed with it, joined by spaces."""
    token = session_token(session)
    return " ".join([token, *(f"{token}_{t}" for t in sorted(index_terms(text)))])


def ask_terms(text: str) -> list[str]:
    """The terms a query searches for (before keeping the rarest)."""
    return sorted(query_terms(text[:MAX_QUERY_CHARS]))


def session_token(session: str) -> str:
    """The session as one FTS5 token: `g:123` -> `sg123`."""
    return "s" + session.replace(":", "")


def session_terms(session: str, terms: Iterable[str]) -> list[str]:
    token = session_token(session)
    return [f"{token}_{t}" for t in terms]


def match_expression(prefixed: Iterable[str]) -> str:
    """An FTS5 MATCH for any of the (session-prefixed) terms.

    Terms hold only letters, digits, `_` and CJK characters (see `index_terms`), and each
    is quoted besides, so nothing a user typed can become FTS5 syntax.
    """
    return " OR ".join(f'"{t}"' for t in prefixed)
