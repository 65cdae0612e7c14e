"""What a search someone asked for lists: each hit with the line that carries it on.

An answer is often not where the question's words are. "@周一鸣 你家墙最后刷的什么颜色？"
is answered a few lines later by "Sea Salt，…", which holds none of its words; a
member's "我车位 P3-161" is mended by their own "sorry 发错，P3-116 才对". A search
finds the question, or the first line, and ten results end before the answer. So in
the list a model or a member reads (`history_search`, /history), a hit that asks a
member something brings that member's next statement, and a statement by a member the
query names brings that member's next one, each right after its hit. Only a few lines
on and within an hour: past that the talk has moved on.

A question about a member in other words than theirs finds their line below every
floor, under lines others wrote naming them; among what that member said it is near the
top: such a list ends with the member's own statements nearest to the question that the
search did not rank (`THEIR_OWN`, `Recall.said_by`). A statement sent in two ("说下我摊上
的灯", a minute on "是公牛") is two lines that each say too little to be among them: the
first is listed with its second half (`continuation`). On bench/recall.py's sets with
multilingual-e5-small +2.8 points summed: the twentieth +1.2, the eighteenth and
twenty-first +0.8, the twenty-sixth +0.4, the fourth −0.4 (a pair took the place of
"I WON. Bose speaker!!"); any short line of theirs followed by another ("收到" / "好的",
"+1" / "I'm so tired today") cost the fourth 3 points. A guessing game of theirs
("猜猜我最近迷上了什么锻炼") comes with what they told the group (`guessed`). And a line
of theirs they later corrected is followed by the correction (`mended`), as their hits
are: listed alone it told the model the value they took back ("I'm from Gdynia
originally" without "correction: Rostock, not Gdynia" the next day; on the twentieth to
twenty-sixth and eleventh sets, 12 of 23 correction questions without their evidence
listed the line corrected). +10.2 points summed, no set lower (the fifteenth +1.6, the
eighth and eleventh +1.4, the twentieth and twenty-first +1.1); a line's words the
language says every day mend nothing (`EVERYDAY`: in a young conversation "今天" is in two
lines, and the next line holding it passed for a correction), which cost the twenty-sixth
a place at a list's tail (−0.4 against mending by them).

A member away answers when back, hours later, addressing who asked ("@Finn_EU 不好意思
才看到，青鸾羽驾" the morning after "@铁锤 what dropped for you last night?"): a question
with no answer near it brings that line (`late`). And a member's "@Ryan_NA 刚看到，对对"
says nothing alone; it confirms what Ryan_NA told them, the line a question about them
needs: it comes after that line (`leader`). On bench/recall.py's fourth to sixteenth sets
(multilingual-e5-small) the first moved the eleventh, fifteenth and sixteenth by +0.5 to
+1.2 points and the eighth by −0.9 (its place at a list's tail), the second the
sixteenth by +0.8 more. The same for any short line of the member's right after an
@-line to them ("消息这么灵通" after "@大飞 你不是高铁乘务员吗") cost the tenth and the
twelfth 1.5-2 points: "到了" after "@周德厚 到家了吗" pairs filled the lists. Only a bare
yes ("嗯嗯没错") brings what was just said to its member (`agreed`), and a member's line
the next day repeating a word of theirs few lines hold ("correction from yesterday:
HAIOU 99, not DUMPLING") follows the line it mends (`mended`): each +0.4 to +0.5 points
on the eleventh and fifteenth sets, no set lower.

On bench/recall.py's fourth to ninth sets with multilingual-e5-small these rules (and
the member's boost kept from others' quotes and @-mentions of them, `search.of_them`)
took the evidence in one `history_search` call from 52-66 % to 67-78 %, ten lines as
before; on the tenth, held out from them, from 44 to 56 %. The automatic block keeps
its own neighbour rule (`block`), but for a question's answer (`follower`): it shows few
lines and only what it is sure of.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping, Sequence

from ..store.base import RecallDoc, mentions
from .said import asks_to_guess, is_question, reveals
from .search import SPECIFIC_COUNT, Hit, Recall, opens_half, said_by_queries, wording
from .terms import ask_terms
from .words import frequency, says_little

# A question's answer by the member it asks comes within this many lines of it, a
# member's next line on their own within this many, both within an hour: a member
# asked is often away from the phone for a while ("@老周 what coat were you wearing?"
# answered 45 minutes on by "是Patagonia"). On bench/recall.py's sets with
# multilingual-e5-small, an hour rather than half took the twenty-first 88.9 → 90.1 %
# and the eighteenth 91.4 → 92.2 %, the twentieth 90.6 → 90.2 %, no other seen set
# moved (+1.6 points summed); twelve lines rather than eight as well, +1.2.
ANSWER_ROWS = 8
FOLLOW_ROWS = 6
FOLLOW_SECONDS = 60 * 60
# A question naming a member ends its list with the member's own statements nearest to
# it (`Recall.said_by`) that the search did not rank: this share of the list's lines
# (four of ten, eight of twenty). On bench/recall.py's fourth to tenth sets with
# multilingual-e5-small, at twenty lines, six took the evidence in one call from 69-86 %
# to 70-87 % (+2.3 points on average), ten from 69-86 % to 67-88 % (+0.4). Once lines
# that say nothing of their own were left out of them (`words.says_little`), eight did
# better than six on the fourth to fifteenth sets (+0.7 points on average, −0.5 to +2.1).
THEIR_OWN = 0.4
# A member away for the night, the weekend or a week without signal answers when back,
# within this many seconds, naming who asked ("@Leo 刚看到，19m52s", "@苏沐 back in signal,
# it's Lamington" five days on). On bench/recall.py's sets with multilingual-e5-small, a
# week rather than two days took the twenty-sixth +0.8 points, the seventeenth and
# nineteenth +0.4, the twenty-first's keyword block 50 → 49 %; no set's evidence lower.
LATE_SECONDS = 7 * 86400.0
# The lines after a member's "猜猜…" looked through for what they tell the group
# (`guessed`). Listed after the teaser among a member's own lines, on bench/recall.py's
# twenty-ninth set with multilingual-e5-small 90.5 → 90.9 %, no other set moved; after a
# hit, past the teller's own lines while the group still guessed, no seen set moved
# (the thirtieth, held out, lexical only 59.5 → 59.9 %).
GUESS_ROWS = 30
# Lines of one member naming another looked through for such an answer or its question.
LATE_LOOK = 50
# How often jieba's dictionary counts a word the language says every day ("今天" 15,961,
# "一下" 13,925; "酒店" 2,525 and "骆驼" 706 name things).
EVERYDAY = 3000
# A statement sent in two: the member's next line within this many seconds, at most this
# many lines of others between that say little (`answers.carried_on`, `continuation`).
CARRY_SECONDS = 120.0
CARRY_ROWS = 2
# A bare yes: "嗯嗯没错", "对对", "yep, that's right".
_YES = re.compile(r"\W*(?:嗯+|对+|是的|是啊|没错|确实|yes|yeah|yep|yup|right|correct|exactly|"
                  r"that's right|哈哈对)[\W嗯对的啊呀哈没错是]*$", re.IGNORECASE)
# A line opening by addressing a member: "@小明 …".
_AT = re.compile(r"\s*@(\S+)")


async def asked_search(recall: Recall, session: str, query: str, *, limit: int,
                       since: float | None = None, until: float | None = None,
                       speaker: str | None = None) -> list[RecallDoc]:
    """At most `limit` messages of `session` for `query`, the best hits first, each
    with what carries it on (`carried`), then, for a query naming members, their own
    statements nearest to it that the hits missed (`THEIR_OWN`, `Recall.said_by`); each
    wording once. Never raises for bad input (see `Recall.search`)."""
    named = frozenset(await recall.named(session, query)) if not speaker else frozenset()
    if named:
        # The search's vector and `said_by`'s other one, in one call to the service.
        await recall.prefetch(session, said_by_queries(query, named))
    hits = await recall.search(session, query, limit=limit, since=since, until=until,
                               speaker=speaker, named=sorted(named))
    listed = await carried(recall, session, hits, named, limit=limit)
    room = round(THEIR_OWN * limit)
    # The lines their own may push out are theirs to find again: skipped, a line of the
    # member's that the hits held past the cut was in neither part.
    sure = listed[:limit - room]
    shown = {wording(d) for d in sure}
    own: list[RecallDoc] = []
    theirs = await recall.said_by(session, query, named, limit=limit,
                                  skip={d.id for d in sure}, since=since, until=until,
                                  halves=True)
    # One count of the words each of them could be mended by (`mended`): a count per
    # line took what one call lists at 100,000 messages from a p99 of 55-65 to 90 ms.
    words = {t for d in theirs for t in _mend_terms(d)}
    counts = await recall.index.counts(session, sorted(words)) if words else {}
    for d in theirs:
        if len(own) >= room:
            break
        if wording(d) in shown:  # "myki concession办了没" said twice is one line
            continue
        pair = [d]
        if opens_half(d, named):
            # The first half of a statement sent in two, listed with its second.
            rest = await continuation(recall, d)
            if rest is None or wording(rest) in shown:
                continue
            pair.append(rest)
        elif (fixed := await mended(recall, session, d, counts)) is not None and (
                wording(fixed) not in shown):
            pair.append(fixed)  # what they said, then their correction of it
        elif (told := await guessed(recall, d)) is not None and (
                wording(told) not in shown):
            pair.append(told)  # "猜猜我最近迷上了什么锻炼", then "哈哈 nope，Kettlebell！"
        for each in pair:
            shown.add(wording(each))
            own.append(each)
    rest = [d for d in listed[len(sure):] if wording(d) not in shown]
    return (sure + rest)[:limit - len(own)] + own


async def carried(recall: Recall, session: str, hits: Sequence[Hit],
                  named: Collection[str], *, limit: int) -> list[RecallDoc]:
    """`hits`' messages, each after the line it answers (`leader`) and followed by the
    line that carries it on (`follower`) when there are such, at most `limit` in all,
    each once."""
    listed: dict[int, RecallDoc] = {}
    shown: set[str] = set()
    # One count of the words every statement of theirs could be mended by (`mended`).
    words = {t for h in hits if not h.question and h.doc.speaker in named
             for t in _mend_terms(h.doc)}
    counts = await recall.index.counts(session, sorted(words)) if words else {}

    def add(doc: RecallDoc | None) -> None:
        # A member's "here" or "到了" follows each of their hits: once is enough.
        if doc is not None and doc.id not in listed and wording(doc) not in shown:
            listed[doc.id] = doc
            shown.add(wording(doc))

    for hit in hits:
        if len(listed) >= limit:
            break
        if hit.doc.id in listed:
            continue
        if not hit.question and hit.doc.speaker in named:
            add(await leader(recall, session, hit.doc))
        add(hit.doc)
        add(await follower(recall, session, hit.doc, hit.question, named, counts))
    return list(listed.values())[:limit]


async def guessed(recall: Recall, doc: RecallDoc) -> RecallDoc | None:
    """What the group was guessing, when `doc` asked them to ("猜猜我最近迷上了什么锻炼"):
    its speaker's line telling them within `FOLLOW_SECONDS` and `GUESS_ROWS` lines
    (`said.reveals`: "哈哈 nope，Kettlebell！"), or None."""
    if not asks_to_guess(doc.said):
        return None
    _, later = await recall.index.around(doc, before=0, after=GUESS_ROWS)
    for line in later:
        if line.at - doc.at > FOLLOW_SECONDS:
            break
        if line.speaker == doc.speaker and reveals(line.said):
            return line
    return None


async def continuation(recall: Recall, doc: RecallDoc) -> RecallDoc | None:
    """The second half of a statement `doc` opens, sent in two: its speaker's next line
    within `CARRY_SECONDS`, with at most `CARRY_ROWS` lines of others between that say
    little; None when there is none, or it asks. "说下我摊上的灯" says nothing alone; with
    "是公牛" a minute on it tells the brand of the stall's lamps."""
    _, later = await recall.index.around(doc, before=0, after=CARRY_ROWS + 1)
    line = other_half(doc, later)
    # "收到" then "好的" says nothing in two either.
    if line is None or is_question(line.said) or says_little(f"{doc.said} {line.said}"):
        return None
    return line


def other_half(doc: RecallDoc, lines: Iterable[RecallDoc]) -> RecallDoc | None:
    """Of `lines`, nearest to `doc` first (before it or after it), the first of its
    speaker's within `CARRY_SECONDS`, with at most `CARRY_ROWS` lines of other members
    before it that say little: the other half of a statement sent in two
    (`answers.carried_on` looks back, `continuation` on)."""
    for seen, line in enumerate(lines):
        if seen > CARRY_ROWS or abs(line.at - doc.at) > CARRY_SECONDS:
            return None
        if line.speaker == doc.speaker:
            return line
        # The bot's reply in between makes the next line a new turn of the talk.
        if line.role != "user" or not says_little(line.said):
            return None
    return None


def addressed(said: str) -> str | None:
    """Who a line opens by addressing, as written ("@小明 …" → "小明"), or None."""
    found = _AT.match(said)
    return found.group(1) if found else None


def replies(question: RecallDoc, line: RecallDoc) -> bool:
    """Whether `line`, said right after `question`, can be its answer: another member's,
    within `FOLLOW_SECONDS`, and the member's the question addresses when it opens with
    one. A member's own next line an hour on answers nothing ("现在什么专业好就业啊" and
    their "GRE数学比想象中简单"), nor does a third member's to "@Ruby which colour did
    you get?"."""
    if line.speaker == question.speaker or line.at - question.at > FOLLOW_SECONDS:
        return False
    to = addressed(question.said)
    return to is None or any(w in to for w in mentions(line.speaker))


async def leader(recall: Recall, session: str, doc: RecallDoc) -> RecallDoc | None:
    """The line a member's statement answers, when the statement opens by addressing
    another member and alone says nothing (`words.says_little`): the last line that
    member addressed to them within `LATE_SECONDS` before it. "@Ryan_NA 刚看到，对对"
    confirms Ryan_NA's "@团子 heard you were gone because of 封闭式集训, you ok?" of
    hours before, which holds the fact. A bare yes addressing no one agrees with what
    was just said to them (`agreed`)."""
    to = addressed(doc.said)
    if to is None:
        return await agreed(recall, doc)
    if not says_little(_AT.sub(" ", doc.said, count=1)):
        return None
    askers = [s for s in await recall.named(session, "@" + to) if s != doc.speaker]
    if not askers:
        return None
    lines = await _addressing(recall, session, askers[0], doc.speaker,
                              doc.at - LATE_SECONDS, doc.at)
    return max(lines, key=lambda d: d.at) if lines else None


async def agreed(recall: Recall, doc: RecallDoc) -> RecallDoc | None:
    """What a member's bare yes agrees with: the last line addressed to them within
    `ANSWER_ROWS` lines and `FOLLOW_SECONDS` before it. "嗯嗯没错" a few minutes after
    "@张叔 it's mulled cider for you as usual, right?" holds what he drinks."""
    if not _YES.match(doc.said):
        return None
    names = mentions(doc.speaker)
    earlier, _ = await recall.index.around(doc, before=ANSWER_ROWS, after=0)
    for d in reversed(earlier):
        if doc.at - d.at > FOLLOW_SECONDS:
            break
        to = addressed(d.said)
        if d.speaker != doc.speaker and to is not None and any(w in to for w in names):
            return d
    return None


async def _addressing(recall: Recall, session: str, speaker: str, to: str, since: float,
                      until: float) -> list[RecallDoc]:
    """`speaker`'s lines between `since` and `until` (both left out) that open by
    addressing `to`: among the `LATE_LOOK` of theirs that name `to` best."""
    names = mentions(to)
    found = await recall.index.lexical(session, ask_terms(" ".join(names)), limit=LATE_LOOK,
                                       since=since, until=until, speaker=speaker)
    return [h.doc for h in found if since < h.doc.at < until
            and any(w in (addressed(h.doc.said) or "") for w in names)]


async def follower(recall: Recall, session: str, doc: RecallDoc, question: bool,
                   named: Collection[str], counts: Mapping[str, int] | None = None
                   ) -> RecallDoc | None:
    """The line that carries `doc` on: for a question naming other members, the first
    statement one of them makes after it (or, asked while they were away, their first
    line back to who asked, `late`); for a statement by a member of `named`, that
    member's next statement (or their correction later, `mended`, by `counts` when
    the caller has them; or what they told the group they had guessing, `guessed`).
    None when there is none near enough."""
    # "@铁锤 what dropped for you last night? the server announcement was all over"
    # asks, whatever it ends with.
    asking = question or (addressed(doc.said) is not None
                          and ("?" in doc.said or "？" in doc.said))
    if asking:
        wanted = {s for s in await recall.named(session, doc.said) if s != doc.speaker}
        rows = ANSWER_ROWS
    elif doc.speaker in named:
        wanted, rows = {doc.speaker}, FOLLOW_ROWS
    else:
        return None
    if not wanted:
        return None
    if not asking and (fixed := await mended(recall, session, doc, counts)) is not None:
        return fixed
    if not asking and (told := await guessed(recall, doc)) is not None:
        return told  # past their "不是瑜伽" while the group still guessed
    _, later = await recall.index.around(doc, before=0, after=rows)
    for d in later:
        if d.at - doc.at > FOLLOW_SECONDS:
            break
        if d.speaker in wanted and not is_question(d.said):
            return d
    return await late(recall, session, doc, wanted) if asking else None


def _mend_terms(doc: RecallDoc) -> list[str]:
    """The words of `doc` a later line of its speaker may mend it by: none of whom it
    addresses, none for a line that says little ("@小红 对对")."""
    said = _AT.sub(" ", doc.said, count=1)
    if says_little(said):
        return []
    # A word the language says all the time ("今天", "一下") is in few lines of a young
    # conversation, and mends nothing.
    return [t for t in ask_terms(said) if frequency(t) <= EVERYDAY]


async def mended(recall: Recall, session: str, doc: RecallDoc,
                 counts: Mapping[str, int] | None = None) -> RecallDoc | None:
    """The first later statement of `doc`'s speaker within `LATE_SECONDS` that repeats
    a word of it few lines hold (`SPECIFIC_COUNT`): "correction from yesterday: HAIOU
    99, not DUMPLING" the day after "Ordered the shirt with DUMPLING on the back"
    (`_mend_terms`; `counts`: how many lines hold each, when the caller has them)."""
    terms = _mend_terms(doc)
    if not terms:
        return None
    # Only its words another line holds too, and few: a search by its common words
    # took what one history_search call lists at 100,000 messages from a p99 of 67 to
    # 470-570 ms.
    if counts is None:
        counts = await recall.index.counts(session, terms)
    terms = [t for t in terms if 2 <= counts.get(t, 0) <= SPECIFIC_COUNT]
    if not terms:
        return None
    found = await recall.index.lexical(session, terms, limit=LATE_LOOK, since=doc.at,
                                       until=doc.at + LATE_SECONDS, speaker=doc.speaker)
    lines = [h.doc for h in found if h.doc.at > doc.at and h.doc.speaker == doc.speaker
             and not is_question(h.doc.said)]
    return min(lines, key=lambda d: d.at) if lines else None


async def late(recall: Recall, session: str, doc: RecallDoc, wanted: Collection[str]
               ) -> RecallDoc | None:
    """Asked while away, answered when back: "@Finn_EU 不好意思才看到，青鸾羽驾" the
    next morning for Finn_EU's "@铁锤 what dropped for you last night?". The first
    statement of `wanted` within `LATE_SECONDS` after `doc` that opens by addressing who
    asked it."""
    for member in sorted(wanted):
        back = [d for d in await _addressing(recall, session, member, doc.speaker, doc.at,
                                             doc.at + LATE_SECONDS)
                if not is_question(d.said)]
        if back:
            return min(back, key=lambda d: d.at)
    return None
