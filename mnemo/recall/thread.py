"""What a search someone asked for lists: each hit with the line that carries it on.

An answer is often not where the question's words are. "@周一鸣 你家墙最后刷的什么颜色？"
is answered a few lines later by "Sea Salt，…", which holds none of its words; a
member's "我车位 P3-161" is mended by their own "sorry 发错，P3-116 才对". A search
finds the question, or the first line, and ten results end before the answer. So in
the list a model or a member reads (`history_search`, /history), a hit that asks a
member something brings that member's next statement, and a statement by a member the
query names brings that member's next one, each right after its hit. Only a few lines
on and within half an hour: past that the talk has moved on.

A question about a member in other words than theirs finds their line below every
floor, under lines others wrote naming them; among what that member said it is near the
top: such a list ends with the member's own statements nearest to the question that the
search did not rank (`THEIR_OWN`, `Recall.said_by`).

On bench/recall.py's fourth to ninth sets with multilingual-e5-small these rules (and
the member's boost kept from others' quotes and @-mentions of them, `search.of_them`)
took the evidence in one `history_search` call from 52-66 % to 67-78 %, ten lines as
before; on the tenth, held out from them, from 44 to 56 %. The automatic block keeps
its own neighbour rule (`block`): it shows few lines and only what it is sure of.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from ..store.base import RecallDoc
from .said import is_question
from .search import Hit, Recall, wording

# A question's answer by the member it asks comes within this many lines of it, a
# member's next line on their own within this many, both within half an hour.
ANSWER_ROWS = 8
FOLLOW_ROWS = 6
FOLLOW_SECONDS = 30 * 60
# A question naming a member ends its list with the member's own statements nearest to
# it (`Recall.said_by`) that the search did not rank: this share of the list's lines
# (four of ten, eight of twenty). On bench/recall.py's fourth to tenth sets with
# multilingual-e5-small, at twenty lines, six took the evidence in one call from 69-86 %
# to 70-87 % (+2.3 points on average), ten from 69-86 % to 67-88 % (+0.4). Once lines
# that say nothing of their own were left out of them (`words.says_little`), eight did
# better than six on the fourth to fifteenth sets (+0.7 points on average, −0.5 to +2.1).
THEIR_OWN = 0.4


async def asked_search(recall: Recall, session: str, query: str, *, limit: int,
                       since: float | None = None, until: float | None = None,
                       speaker: str | None = None) -> list[RecallDoc]:
    """At most `limit` messages of `session` for `query`, the best hits first, each
    with what carries it on (`carried`), then, for a query naming members, their own
    statements nearest to it that the hits missed (`THEIR_OWN`, `Recall.said_by`); each
    wording once. Never raises for bad input (see `Recall.search`)."""
    named = frozenset(await recall.named(session, query)) if not speaker else frozenset()
    hits = await recall.search(session, query, limit=limit, since=since, until=until,
                               speaker=speaker, named=sorted(named))
    listed = await carried(recall, session, hits, named, limit=limit)
    shown = {wording(d) for d in listed}
    own: list[RecallDoc] = []
    for d in await recall.said_by(session, query, named, limit=limit,
                                  skip={d.id for d in listed}, since=since, until=until):
        if len(own) >= round(THEIR_OWN * limit):
            break
        if wording(d) not in shown:  # "myki concession办了没" said twice is one line
            shown.add(wording(d))
            own.append(d)
    return listed[:limit - len(own)] + own


async def carried(recall: Recall, session: str, hits: Sequence[Hit],
                  named: Collection[str], *, limit: int) -> list[RecallDoc]:
    """`hits`' messages, each followed by the line that carries it on when there is one
    (`follower`), at most `limit` in all, each once."""
    listed: dict[int, RecallDoc] = {}
    shown: set[str] = set()
    for hit in hits:
        if len(listed) >= limit:
            break
        if hit.doc.id in listed:
            continue
        listed[hit.doc.id] = hit.doc
        shown.add(wording(hit.doc))
        found = await follower(recall, session, hit.doc, hit.question, named)
        # A member's "here" or "到了" follows each of their hits: once is enough.
        if found is not None and found.id not in listed and wording(found) not in shown:
            listed[found.id] = found
            shown.add(wording(found))
    return list(listed.values())[:limit]


async def follower(recall: Recall, session: str, doc: RecallDoc, question: bool,
                   named: Collection[str]) -> RecallDoc | None:
    """The line that carries `doc` on: for a question naming other members, the first
    statement one of them makes after it; for a statement by a member of `named`, that
    member's next statement. None when there is none near enough."""
    if question:
        wanted = {s for s in await recall.named(session, doc.said) if s != doc.speaker}
        rows = ANSWER_ROWS
    elif doc.speaker in named:
        wanted, rows = {doc.speaker}, FOLLOW_ROWS
    else:
        return None
    if not wanted:
        return None
    _, later = await recall.index.around(doc, before=0, after=rows)
    for d in later:
        if d.at - doc.at > FOLLOW_SECONDS:
            break
        if d.speaker in wanted and not is_question(d.said):
            return d
    return None
