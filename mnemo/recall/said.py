"""What a stored message said: its words apart from the time and speaker stamp.

A user turn is stored as `[2026-11-30 14:03] 小明(123456): …` so the model can tell
speakers apart; the index keeps time and speaker as fields and searches only the words
(with the stamp inside, an embedding mostly encodes the stamp).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from ..message import Message

# The stamp `incoming.render` writes: minute, then `name(id)` or a bare id.
_STAMP = re.compile(r"\[(\d{4}-\d\d-\d\d \d\d:\d\d)\] (.{0,80}?(?:\(\d{1,20}\))?|\d{1,20}): ",
                    re.DOTALL)
# An indexed message longer than this is cut: a pasted document is not a remark to recall.
MAX_SAID_CHARS = 2000


@dataclass(frozen=True, slots=True)
class Said:
    at: float  # the message's created_at
    stamp: str  # the time as shown: "2026-11-30 14:03"
    role: str
    speaker: str  # "小明(123456)"; "" for the bot
    text: str


def stamp_of(at: float) -> str:
    return dt.datetime.fromtimestamp(at).astimezone().strftime("%Y-%m-%d %H:%M")


def is_talk(msg: Message) -> bool:
    """Whether `msg` is indexed (`said` gives it a form), but for a message holding its
    stamp alone: cheap enough to ask of a whole window every turn, which `said` (a
    regular expression and a time format per message) is not."""
    data = msg.data
    if msg.is_summary or data.get("role") not in ("user", "assistant"):
        return False
    content = data.get("content")
    return bool((content if isinstance(content, str) else msg.text()).strip())


def said(msg: Message) -> Said | None:
    """The searchable form of `msg`, or None for what is not talk (tools, summaries)."""
    if not is_talk(msg):
        return None
    text = msg.text().strip()
    stamp, speaker = "", ""
    if msg.role == "user":
        m = _STAMP.match(text)
        if m:
            stamp, speaker, text = m.group(1), m.group(2), text[m.end():].strip()
    if not text:
        return None
    return Said(msg.created_at, stamp or stamp_of(msg.created_at), msg.role, speaker,
                text[:MAX_SAID_CHARS])


# Where a message splits into clauses, each embedded on its own besides the whole: a
# remark that says several things ("跟大家说下，我周一要去成都出差，住在琥珀阁") is diluted
# as one vector, and a question about one of them finds that clause. Measured on
# bench/recall.py with multilingual-e5-small: paraphrased questions found their fact in
# the top 5 for 60 % with clauses, 41 % without.
_CLAUSE_END = re.compile(r"[，。！？；：,!?;\n]+|\.(?:\s|$)")
# A clause shorter than this says too little to be found by ("好的", "是吗").
MIN_CLAUSE_CHARS = 4
MAX_CLAUSES = 8


def clauses(text: str) -> list[str]:
    """The clauses of `text` embedded besides it: none unless there are two or more."""
    parts = [p.strip() for p in _CLAUSE_END.split(text)]
    parts = [p for p in parts if len(p) >= MIN_CLAUSE_CHARS]
    return parts[:MAX_CLAUSES] if len(parts) >= 2 else []


# A question's closing words, longest first: "小明哪天去成都来着" is embedded as
# "小明哪天去成都", nearer the statement it asks about ("我周一要去成都"). Measured on
# bench/recall.py with multilingual-e5-small: paraphrased questions found their fact in
# the top 5 for 71 % so, 60 % as asked.
_CLOSING = ("的是哪位", "的是谁", "是哪位", "是谁", "来着", "是什么", "什么", "吗", "呢", "吧",
            "呀", "啊", "嘛")
_TRAILING = "？?！!。.，, \n\t～~"
MIN_ASKED_CHARS = 4


def asked(text: str) -> str:
    """`text` without the closing words and marks of a question (see `_CLOSING`), when
    enough is left to search by; else `text`."""
    rest = text.rstrip(_TRAILING)
    while True:
        for tail in _CLOSING:
            if rest.endswith(tail) and len(rest) - len(tail) >= MIN_ASKED_CHARS:
                rest = rest[:-len(tail)].rstrip(_TRAILING)
                break
        else:
            return rest if len(rest) >= MIN_ASKED_CHARS else text


def words(text: str) -> str:
    """`text` without a leading stamp: what a query message asks."""
    m = _STAMP.match(text)
    return text[m.end():] if m else text
