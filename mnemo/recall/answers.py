"""Which question a member's line answers, so that the line is embedded with it.

A terse answer holds none of its question's words: "@唐唐 你帐篷是哪款？" is answered by
"Cloud Up 2，双人的", and a later "唐唐野外过夜住的是哪款篷子？" is near the question's
vector, not the answer's. So the vector filler embeds such a line once more together
with the question it answers (one more row of its vectors; a message's best row stands
for it), and a question about the topic in other words finds the answer itself.

The rule is `thread.follower`'s read backwards: a member's statement answers the
nearest earlier question another member asked naming them, within `ANSWER_ROWS` lines
and half an hour, when they said nothing in between. An answer given later ("@Leo
刚看到，19m52s") names the asker: it answers the asker's question naming its speaker
within `LATE_SECONDS`.

On bench/recall.py's fourth to fourteenth sets with multilingual-e5-small (with the
listing rules of the same round, `thread`), the block or one `history_search` call held
the evidence for 78-97 % of the questions, 70-95 % before (the tenth 70 → 83 %, its
paraphrased questions 49 → 70 %); without the answers given later, 78 % on the tenth.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..store.base import RecallDoc
from .said import is_question
from .search import names
from .thread import ANSWER_ROWS, FOLLOW_SECONDS

# An answer given later names its asker and comes within this many seconds of the
# question (a member away for the night or the weekend answers when back).
LATE_SECONDS = 2 * 86400.0
# Lines looked back over for such an answer: a busy group's two days.
LATE_ROWS = 400


def looks_back(doc: RecallDoc) -> int:
    """How many earlier lines `question_of` may need for `doc` (0: it answers nothing)."""
    if not answers_something(doc):
        return 0
    return LATE_ROWS if "@" in doc.said else ANSWER_ROWS


def answers_something(doc: RecallDoc) -> bool:
    """Whether `doc` may be an answer: a member's statement."""
    return doc.role == "user" and bool(doc.speaker) and not is_question(doc.said)


def question_of(doc: RecallDoc, earlier: Sequence[RecallDoc]) -> RecallDoc | None:
    """The question of `earlier` (the lines before `doc`, in order) that `doc` answers,
    or None (see the module's docstring)."""
    if not answers_something(doc):
        return None
    for seen, q in enumerate(reversed(earlier)):
        if seen >= ANSWER_ROWS or doc.at - q.at > FOLLOW_SECONDS or q.speaker == doc.speaker:
            break
        if q.speaker and is_question(q.said) and names(q.said, doc.speaker):
            return q
    if "@" not in doc.said:
        return None
    for q in reversed(earlier):
        if doc.at - q.at > LATE_SECONDS:
            break
        if (q.speaker and q.speaker != doc.speaker and names(doc.said, q.speaker)
                and is_question(q.said) and names(q.said, doc.speaker)):
            return q
    return None


def with_question(doc: RecallDoc, question: RecallDoc) -> str:
    """What is embedded for `doc` besides its own words."""
    return f"{question.said}\n{doc.said}"
