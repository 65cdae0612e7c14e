"""Which earlier line a member's line goes with: the question it answers, the line of
theirs it corrects, the one that had the group guess what it tells, or the one it
carries on, so that the line is embedded with it.

A terse answer holds none of its question's words: "@唐唐 你帐篷是哪款？" is answered by
"Cloud Up 2，双人的", and a later "唐唐野外过夜住的是哪款篷子？" is near the question's
vector, not the answer's. A correction is the same: "昨天说错了，是冷山2代，不是冷山3代"
holds no word of the topic its first line named ("帐篷买了冷山3代"). So the vector
filler embeds such a line once more together with that earlier line (one more row of its
vectors; a message's best row stands for it), and a question about the topic in other
words finds the line itself.

An answer is `thread.follower`'s rule read backwards: a member's statement answers the
nearest earlier question another member asked naming them, within `ANSWER_ROWS` lines
and an hour, when they stated nothing in between. An answer given later ("@Leo
刚看到，19m52s") names the asker: it answers the asker's question naming its speaker
within `LATE_SECONDS`. A correction names the value it mends after 不是 or "not"; it
goes with the latest line of its speaker's within `LATE_SECONDS` holding that value.

On bench/recall.py's fourth to fourteenth sets with multilingual-e5-small (with the
listing rules of the same round, `thread`), the block or one `history_search` call held
the evidence for 83-97 % of the questions, 70-95 % before; answers alone gave 78-97 %
(the tenth 70 → 83 %, its paraphrased questions 49 → 70 %; without the answers given
later, 78 %), and corrections, missed most of any shape (39 of 123 questions on the
tenth to fourteenth), took those five from 83 / 78 / 87 / 84 / 85 % to
84 / 83 / 88 / 85 / 88 %.

A member who had the group guess ("猜猜我给那只猫起了啥名", others' guesses, then "都没猜中，
奶盖" a few minutes on) is the third case: the line telling the answer goes with the line
that asked them to guess. On bench/recall.py's twentieth set (a night market: "nope,
all wrong: Hiace") with multilingual-e5-small, 86.3 → 90.2 % of the questions. The
twenty-second (astronomers: "揭晓：冷湖", "公布答案：Dark Acres"), scored before its lines
were read, did not move; with its ways of telling the answer added, 85.3 → 87.7 %. No
other set moved. Saying no and then what it is tells it too ("哈哈不是，是桃花" after
"猜猜我们家今年摆的什么年花？"): the twenty-seventh 89.7 → 91.7 %, no other set moved;
so does "哈哈哈不对，朝阳！" (the twenty-eighth 90.9 → 92.5 %, no other set moved).

A statement sent in two is the fourth case: "道闸又不认我的车了" then "浙B·R0915，麻烦物业查
一下". A member's line holding a value (`words.names_something`) carries on their own
line before it, within `CARRY_SECONDS`, when others said at most a "？" or a "猜不到" in
between (`CARRY_ROWS`). Any line at all carrying on its predecessor cost the fourth,
sixth and seventh sets 1-2 points each (a "哈哈累死" after a line took the line's place
in the list); with a value only, sets 4-15 moved −0.4 to +1.9 (+0.5 on average).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..store.base import RecallDoc
from .said import asks_to_guess, is_question, reveals
from .search import names
from .thread import ANSWER_ROWS, FOLLOW_SECONDS, LATE_SECONDS, other_half
from .words import names_something

# Lines looked back over for such an answer: a busy group's two days.
LATE_ROWS = 400
# A correction names the value it mends: "是冷山2代，不是冷山3代", "correction: it's
# 鲸航国际, not Seabridge Logistics" (see `_a_value` for how people say no instead).
_WRONG = re.compile(r"(?:不是|\bnot\s+)([^，,。!！?？;；\n]+)", re.IGNORECASE)
MIN_WORD_LETTERS = 7
# A member's line within `CARRY_SECONDS` of their own line before it, at most `CARRY_ROWS`
# lines of other members in between that say little ("？", "猜不到", "go on"), carries that
# line on.
# On bench/recall.py's sets with multilingual-e5-small, allowing those lines in between
# moved the fourth to eighteenth by −0.4 to +1.9 points (+2.4 summed; the ninth's never
# said 4.4 → 3.3 %). Taking a noun for a value too ("就是骆驼") added about a question
# on the twentieth and the ninth and cost the fifth, sixth and tenth 0.5-1.6 points.
_NOT_A_VALUE = frozenset("很太都也还就才要会能可吧呢啊的了是不没我你他她它这那")


def looks_back(doc: RecallDoc) -> int:
    """How many earlier lines `context_of` may need for `doc` (0: none)."""
    if not answers_something(doc):
        return 0
    if "@" in doc.said or corrects(doc) or reveals(doc.said):
        return LATE_ROWS
    return ANSWER_ROWS


def answers_something(doc: RecallDoc) -> bool:
    """Whether `doc` may be an answer: a member's statement."""
    return doc.role == "user" and bool(doc.speaker) and not is_question(doc.said)


def context_of(doc: RecallDoc, earlier: Sequence[RecallDoc]) -> RecallDoc | None:
    """The line of `earlier` (the lines before `doc`, in order) that `doc` is embedded
    with: the question it answers, else the line of theirs it corrects, else the one of
    theirs that had the group guess what it reveals, else the line of theirs it carries
    on; or None."""
    return (question_of(doc, earlier) or corrected(doc, earlier) or revealed(doc, earlier)
            or carried_on(doc, earlier))


def carried_on(doc: RecallDoc, earlier: Sequence[RecallDoc]) -> RecallDoc | None:
    """The speaker's own line before `doc` within `CARRY_SECONDS`, with at most
    `CARRY_ROWS` lines of other members between that say little (`thread.other_half`),
    when `doc` names something: a statement sent in two
    ("道闸又不认我的车了" / "浙B·R0915，麻烦物业查一下"; "换工作了，你们肯定猜不到" /
    "猜不到" / "locksmith啊")."""
    if not answers_something(doc) or not names_something(doc.said):
        return None
    return other_half(doc, reversed(earlier))


def question_of(doc: RecallDoc, earlier: Sequence[RecallDoc]) -> RecallDoc | None:
    """The question of `earlier` that `doc` answers, or None (see the module's
    docstring)."""
    if not answers_something(doc):
        return None
    for seen, q in enumerate(reversed(earlier)):
        if seen >= ANSWER_ROWS or doc.at - q.at > FOLLOW_SECONDS:
            break
        if q.speaker == doc.speaker:
            # A question of theirs in between ("@王叔 what do you drive?") leaves the one
            # put to them open, as `thread.follower` reads it: an answer states.
            if is_question(q.said):
                continue
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


def revealed(doc: RecallDoc, earlier: Sequence[RecallDoc]) -> RecallDoc | None:
    """The speaker's own latest line of `earlier` within `FOLLOW_SECONDS` asking the
    group to guess, when `doc` tells them what it was (`said.reveals`), or None."""
    if not answers_something(doc) or not reveals(doc.said):
        return None
    for line in reversed(earlier):
        if doc.at - line.at > FOLLOW_SECONDS:
            break
        if line.speaker == doc.speaker and asks_to_guess(line.said):
            return line
    return None


def corrects(doc: RecallDoc) -> list[str]:
    """The values `doc` says were wrong ("是冷山2代，不是冷山3代", "215.5, not 251.5")."""
    return [w for w in (m.group(1).strip(" .") for m in _WRONG.finditer(doc.said))
            if _a_value(w)]


def _a_value(text: str) -> bool:
    """Whether what follows a 不是 or a "not" names a value: with a digit, in English a
    name, two words or a long word ("panna cotta", "cooktop"), in Chinese two
    characters or more that do not start as a way of saying no does ("不是很懂", "不是吧",
    "not bad", "not sure")."""
    if not text:
        return False
    if any(c.isdigit() for c in text):
        return True
    if text[0].isascii():
        return text[0].isupper() or " " in text or len(text) >= MIN_WORD_LETTERS
    return len(text) >= 2 and text[0] not in _NOT_A_VALUE


def corrected(doc: RecallDoc, earlier: Sequence[RecallDoc]) -> RecallDoc | None:
    """The latest of `earlier` by `doc`'s speaker within `LATE_SECONDS` that said a
    value `doc` says was wrong, or None."""
    wrong = [w.lower() for w in corrects(doc)] if answers_something(doc) else []
    if not wrong:
        return None
    for line in reversed(earlier):
        if doc.at - line.at > LATE_SECONDS:
            break
        if line.speaker == doc.speaker and any(w in line.said.lower() for w in wrong):
            return line
    return None


def with_context(doc: RecallDoc, line: RecallDoc) -> str:
    """What is embedded for `doc` besides its own words."""
    return f"{line.said}\n{doc.said}"
