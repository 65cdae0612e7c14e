"""Text from outside made valid Unicode: a lone UTF-16 surrogate becomes U+FFFD.

`json.loads` turns an escape like "\\ud800" into a lone surrogate, and OneBot
implementations written in JavaScript send such escapes when they cut an emoji in half
(a truncated group card, say); a model's JSON may carry them too. Such a `str` cannot be
encoded as UTF-8: the request that carries it and the database write that stores it
fail. Everything that enters the engine from outside passes `replace_surrogates` once.
"""

from __future__ import annotations

import re

_SURROGATE = re.compile("[\ud800-\udfff]")


def replace_surrogates(text: str) -> str:
    """`text` with each lone surrogate replaced by U+FFFD; `text` itself when it has none.

    A high surrogate followed by a low one is the character they encode together (a
    UTF-16 pair, as a `str` may hold one), not two replacement characters.
    """
    if _SURROGATE.search(text) is None:
        return text
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")
