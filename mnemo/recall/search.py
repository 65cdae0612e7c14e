"""Hybrid search over one conversation's stored messages: lexical, fused with vectors.

Lexical hits come from the index (FTS5 on SQLite, term arrays on PostgreSQL; ranked
by BM25 alike). With embeddings configured, the query's vector is compared with the
conversation's message vectors (kept in memory per recently searched conversation in a
compact form, see `scan.VectorTable`, topped up as the background filler adds vectors),
while the lexical search runs. Both rankings are fused by reciprocal rank; a hit counts
only when one of them clears its floor, so a query that matches nothing well recalls
nothing. A search someone asked for (`history_search`, /history) has a lower vector floor
than the automatic block (`ASKED_FLOOR`), and its hits by common words only weigh less
in the fusion than what the vectors find (`COMMON_WEIGHT`). An embedding outage pauses
the vector side for a while and the search goes on lexically, silently; the service
refusing one text (a content inspection) pauses nothing. A question naming a member
(by a speaker's name or QQ number) is searched without the name, and apart among what
that member said or what names them, whose hits rank above others' (`Recall._lexical`).

The vector side's floor is on the centred cosine (see `scan`), not the raw one: models
differ in where unrelated texts sit (0.2 to 0.4 for some, 0.85 for multilingual-e5,
whose questions about things never said found a chatter line above a raw floor of 0.5
every time), while with the centre taken out unrelated texts sit near 0 for all of them.
The centre is the conversation's mean once it has enough rows for a steady one, else
the mean of every conversation held in memory; with too few rows anywhere the raw floor
applies. A language with rows enough has a centre of its own (`Recall.centres`): the
vectors are ranked and judged with it taken out, so a question finds its answer said in
another language (see `scan`).
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from collections import OrderedDict
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

import numpy as np

from ..memory import EmbeddingClient, EmbeddingError, EmbeddingRefused
from ..store.base import LexicalHit, RecallDoc, RecallIndex, mentions
from ..surrogates import replace_surrogates
from ..usage import purpose
from . import scripts, signup
from .said import (
    QUOTE,
    QUOTED_WORDS,
    asked,
    guesses,
    is_question,
    reveals,
    tells_own,
    told_after,
)
from .scan import CENTRED_FLOOR, Near, VectorTable
from .terms import LIGHT, ask_terms, latin_of, text_terms
from .words import capitalised, cut_names, rare_noun, says_little, word_chars

log = logging.getLogger(__name__)

# How many candidates each side contributes to the fusion.
CANDIDATES = 50
# Reciprocal rank fusion's constant: the usual 60 lets both lists speak for the top ranks.
RRF_K = 60
# A lexical hit holding less of the query's term weight than this matched common words
# only (see `LexicalHit.score`). Calibrated with bench/recall.py.
LEXICAL_FLOOR = 0.25
# Below it, a search someone asked for keeps a hit holding an English word or a number
# of the question when a word it holds is in at most this many lines: "用Tamron广角的是
# 哪位？" weighs "哪位", "是哪", "的是" and "广角" beside "tamron", and "是 Tamron lol" held
# under a quarter of it. On bench/recall.py's sets with multilingual-e5-small, +1.8
# points summed (the sixth 96.2 → 97.1 %), none lower; for the block too, no change.
RARE_LINES = 2
# An automatic search (the recall block, which nobody asked for) also wants a lexical hit
# to hold a term at most this share of the conversation's messages hold: a question whose
# specific words were never said ("淑芬推荐的那款帐篷叫什么") otherwise matches every
# "午饭吃了什么" by the one word it shares with them, holding all of the query's weight
# the conversation knows of. In a short conversation every word is in a few messages:
# a term of at most `SPECIFIC_COUNT` counts as specific too. A member's own search keeps
# its common words.
SPECIFIC_SHARE = 0.02
SPECIFIC_COUNT = 3
# A search someone asked for (`history_search`, /history) lists lines for a reader to
# judge, and no answer at all costs more than a weak line: its centred floor is this
# lower one (the automatic block keeps `centred_floor`). Chosen on bench/recall.py's
# first and second sets with multilingual-e5-small.
ASKED_FLOOR = 0.25
# A lexical hit by common words only (not `SPECIFIC_SHARE`: kept by a search someone
# asked for) weighs this much in the fusion: "星期天去长安省亲的是哪位" meets a hundred
# "听说广州探亲的人很多" by "亲的" alone, which took half of ten results from the vector
# side's. Chosen on bench/recall.py's first and second sets.
COMMON_WEIGHT = 0.5
# Cosine below this is unrelated text, for when there is no centre yet (few rows).
SIMILARITY_FLOOR = 0.5
# A mean of fewer rows than this moves with each message: measured on bench/recall.py's
# set, a centre of 50 rows let a block through for a fifth of the questions about things
# never said, one of 200 for a twentieth, like the full conversation's.
CENTRE_ROWS = 200
CACHED_SESSIONS = 8
LOAD_CHUNK = 5000
# A query is embedded up to this many characters.
QUERY_CHARS = 2000
# Query vectors computed this turn by someone else (the topic check), kept for the
# search that follows: a few, for the conversations replying at the same time.
CACHED_QUERIES = 16
# Scans kept for a search repeated within a turn: the list a search someone asked for
# ends with `said_by`, which scans for the same query as the search did.
CACHED_SCANS = 4
# The vector candidates whose centred cosines make the field a hit's margin is taken
# over: past the few a block would show, within the near neighbours.
FIELD = slice(5, 25)
# A stored question's fused score is scaled by this: it matches a new question on both
# sides (the same asking words, the same names) and is rarely its answer. On a public
# English benchmark of two people chatting, at least 3 of a block's 5 lines were earlier
# questions in more than half of the misses.
QUESTION_WEIGHT = 0.5
# Members a question names whose own messages are searched apart (`Recall._lexical`),
# and how far down the vector side's list their messages are looked for.
NAMED = 2
NAMED_NEAR = 500
# A line naming this many members or more is a roster ("请到：薇奥拉（小满）、奥西诺
# （Ethan）、…"): no line of theirs for a question naming one of them. A theatre troupe's
# call sheets, posted before every rehearsal, filled the lists for questions about any
# actor.
ROSTER_NAMES = 4
# A question about a member without their name is searched by only when this much is
# left ("小满呢" leaves nothing to search by).
MIN_BARE = 4


@dataclass(frozen=True, slots=True)
class Hit:
    doc: RecallDoc
    score: float  # fused, higher is better
    lexical: float  # share of the query's term weight, 0 when not a lexical hit
    similarity: float  # cosine, 0 when not compared
    centred: float = 0.0  # centred cosine (see `scan`), 0 when not compared
    # How far the centred cosine stands above the field: the median of the vector
    # side's next candidates (`FIELD`), the conversation's noise near this query. 0 when
    # not compared or too few candidates to tell.
    margin: float = 0.0
    # A lexical hit by words few of the conversation's messages hold (`SPECIFIC_SHARE`).
    specific: bool = False
    question: bool = False  # the message itself asks something (see `said.is_question`)
    # How many of the conversation's messages hold the rarest query term this one holds
    # (0: not a lexical hit).
    rarest: int = 0
    # The search's vectors could judge: the conversation has vectors, the service
    # answered, and the cosines had a steady centre and a field (`margin`). The same for
    # every hit of a search; the recall gate asks for both sides only then.
    judged: bool = False


class _Vectors(VectorTable):
    """A conversation's vector table, with what it was loaded from."""

    __slots__ = ("generation", "loading", "writes")

    def __init__(self, generation: int) -> None:
        super().__init__()
        self.generation = generation
        self.writes = -1
        # One load at a time: two would append the same rows twice, and a search must
        # not see a table half loaded.
        self.loading = asyncio.Lock()


def pack(vector: Sequence[float]) -> bytes | None:
    """A vector as float32 bytes of unit length; None for a zero or broken one."""
    v = np.asarray(vector, dtype=np.float32)
    norm = float(np.linalg.norm(v))
    if not np.isfinite(norm) or norm == 0.0:
        return None
    return (v / norm).astype(np.float32).tobytes()


class Recall:
    """Searches a conversation's stored messages. One instance serves the whole bot."""

    def __init__(self, index: RecallIndex, embedder: EmbeddingClient | None = None, *,
                 lexical_floor: float = LEXICAL_FLOOR,
                 similarity_floor: float = SIMILARITY_FLOOR,
                 centred_floor: float = CENTRED_FLOOR, asked_floor: float = ASKED_FLOOR,
                 retry_after: float = 30.0,
                 monotonic: Callable[[], float] = time.monotonic) -> None:
        self.index = index
        self.embedder = embedder
        self.lexical_floor = lexical_floor
        self.similarity_floor = similarity_floor
        self.centred_floor = centred_floor
        self.asked_floor = asked_floor
        self.retry_after = retry_after
        self._monotonic = monotonic
        self._paused_until = float("-inf")
        self._cache: OrderedDict[str, _Vectors] = OrderedDict()
        self._queries: OrderedDict[str, bytes] = OrderedDict()
        self._scans: OrderedDict[tuple[object, ...], list[Near]] = OrderedDict()

    async def search(self, session: str, query: str, *, limit: int,
                     exclude_at: Collection[float] = (), since: float | None = None,
                     until: float | None = None, speaker: str | None = None,
                     automatic: bool = False, named: Sequence[str] | None = None
                     ) -> list[Hit]:
        """The best `limit` messages of `session` for `query`, best first.

        `exclude_at` holds the created_at of messages to leave out (those the model sees
        in its window anyway). `automatic`: nobody asked (the recall block), so lexical
        hits must also be specific (`SPECIFIC_SHARE`). Bad input (empty, huge, FTS5 or
        SQL syntax) finds nothing or finds by its plain words; it never raises. `named`:
        the members the query names (`named`), when the caller has asked already.
        """
        # The query is embedded as UTF-8; a lone surrogate (a /history argument, a tool's
        # JSON) would fail the search.
        query = replace_surrogates(query or "").strip()
        if not query or limit <= 0:
            return []
        excluded = set(exclude_at)
        want = CANDIDATES + len(excluded)
        # Side by side: the lexical search waits on the database, the vector side on the
        # embeddings service and then a scan in a thread.
        if named is None and not speaker:
            named = await self.named(session, query)
        members = [] if speaker or named is None else list(named)[:NAMED]
        vector_side = asyncio.ensure_future(self._similar(
            session, query, NAMED_NEAR if members else want, excluded, since, until))
        try:
            found, theirs, terms = await self._lexical(session, query, members, want, since,
                                                       until, speaker, automatic)
        except BaseException:
            vector_side.cancel()
            raise
        similar, centred = await vector_side
        # Beyond the candidates, only what the members named said counts (below).
        similar, farther = similar[:want], similar[want:]
        field = _field(similar) if centred else None
        lexical = [h for h in [*found, *theirs] if h.doc.at not in excluded]
        if members and not automatic and similar:
            # A search someone asked for keeps the names (`_lexical`); with vectors, a line
            # that holds nothing else of the question counts only when it is theirs or
            # says something of them (`of_them`): "@桃子 你到了吗" and others' quotes of
            # her lines filled the list for "What's 桃子's hometown?" before anything she
            # said. Without vectors such a question to her is the way to her answer (the
            # line that follows it, `thread`), as her answer is found by nothing else.
            # Nor does a sign-up list she posted with her name alone in it ("#接龙 周二夜骑
            # 1.苏晴 2.Kiki_Wang"): a dozen such lists by her name filled the list for
            # "Kiki_Wang平时蹬的那台是啥型号？".
            others = set(terms)
            lexical = [h for h in lexical
                       if (of_them(h.doc, members) and not _signed_only(h.doc))
                       or text_terms(h.doc.said) & others]
        lex_of = {h.doc.id: h.score for h in lexical}
        rarest_of = {h.doc.id: h.rarest for h in lexical}
        near_of = {near.id: near for near in [*similar, *farther]}
        if centred:
            floor = (self.centred_floor if automatic
                     else min(self.centred_floor, self.asked_floor))
            related = [n for n in similar if n.centred >= floor]
            farther = [n for n in farther if n.centred >= floor]
        else:
            related = [n for n in similar if n.cosine >= self.similarity_floor]
            farther = [n for n in farther if n.cosine >= self.similarity_floor]
        # Each side ranks what clears its own floor only: a side's noise-level candidates
        # would otherwise add to the other side's hits and push better ones out.
        scores: dict[int, float] = {}
        specific = {h.doc.id for h in lexical
                    if h.rarest <= max(SPECIFIC_COUNT, SPECIFIC_SHARE * h.among)}
        mine = {h.doc.id for h in theirs}
        # Of the question's words without the names it names: "kevin" is who, not what.
        english = frozenset() if automatic else latin_of(terms) - LIGHT
        strong = [h for h in lexical
                  if (h.score >= self.lexical_floor and (not automatic or h.doc.id in specific))
                  # Cheap checks first: the block asks this of every turn's hits.
                  or (english and h.rarest <= RARE_LINES
                      and bool(text_terms(h.doc.said) & english))]
        # The named members' own hits rank after the others, besides the first
        # `CANDIDATES`: what lifts them is that the member named said them (below).
        ranked = [h for h in strong if h.doc.id not in mine][:CANDIDATES]
        ranked += [h for h in strong if h.doc.id in mine]
        for rank, doc_id in enumerate([h.doc.id for h in ranked]):
            weight = 1.0 if doc_id in specific else COMMON_WEIGHT
            scores[doc_id] = scores.get(doc_id, 0.0) + weight / (RRF_K + rank)
        docs = {h.doc.id: h.doc for h in lexical}
        # As on the lexical side, what the members named said (or what names them) near
        # the question ranks after the first candidates, however far down the list.
        near = [n.id for n in related[:CANDIDATES]]
        for doc in await self.index.docs(session, [n.id for n in farther]):
            if about(doc, members):
                docs[doc.id] = doc
                near.append(doc.id)
        for rank, doc_id in enumerate(near):
            scores[doc_id] = scores.get(doc_id, 0.0) + 1.0 / (RRF_K + rank)
        # Fetched again: a vector may belong to an entry pruned since it was cached.
        for doc in await self.index.docs(session, [i for i in scores if i not in docs]):
            docs[doc.id] = doc
        good = [i for i in scores if i in docs
                and not (speaker and speaker not in docs[i].speaker)]
        # A question about the asker's own things ("有人看到我的头灯吗？", "我的车位是
        # B1-077，谁的车停我位置上了") tells of them: on bench/recall.py's tenth and
        # thirteenth sets +1 point each for questions naming the member, no set lower;
        # for any question, the thirteenth's keyword block 67 → 73 %.
        # Nor is a guess put to a member named ("@梅子 你最想演的是王利发吧？", `told`).
        asking = {i for i in good if is_question(docs[i].said) and not tells_own(docs[i].said)
                  and not (members and told(docs[i], members))}
        for i in asking:
            scores[i] *= QUESTION_WEIGHT
        good.sort(key=lambda i: -scores[i])
        # A question naming a member ("小明哪天去成都来着") is about what they said or
        # what was said of them: that ranks as a third list, not what they asked, nor
        # others' quotes of them or questions to them (`of_them`: lines like "@Rahul
        # 权限开一下" filled history_search's ten for questions about him).
        spelled = _spelled(await self.index.speakers(session)) if members else ()
        named = [i for i in good if i not in asking
                 and (names(query, docs[i].speaker)
                      or (of_them(docs[i], members)
                          and (not _roster(docs[i], spelled)
                               or passes_on(docs[i], members))))]
        if named and len(named) < len(good):
            for rank, i in enumerate(named):
                scores[i] += 1.0 / (RRF_K + rank)
            good.sort(key=lambda i: -scores[i])
        hits = []
        for i in _unrepeated(good, docs, limit):
            near = near_of.get(i)
            margin = near.centred - field if near is not None and field is not None else 0.0
            hits.append(Hit(docs[i], scores[i], lex_of.get(i, 0.0),
                            near.cosine if near else 0.0, near.centred if near else 0.0,
                            margin, i in specific, i in asking, rarest_of.get(i, 0),
                            field is not None))
        return hits

    async def said_by(self, session: str, query: str, members: Collection[str], *,
                      limit: int, skip: Collection[int] = (), since: float | None = None,
                      until: float | None = None, halves: bool = False) -> list[RecallDoc]:
        """What `members` themselves stated (not asked, but for questions telling of
        their own things, `_states`; nor lines that say nothing of their own,
        `_says_little`), or what another told them of theirs (`told`), nearest to
        `query` by its vector, closest first, with no floor, at most `limit`, leaving
        out the entries `skip` names; among the `NAMED_NEAR` nearest rows. Nothing
        without vectors.

        A question about a member in other words than theirs ("Which trainee does 大刘
        mentor?" for his "我带的实习生今天入职了，叫岳小满") finds their line below
        every floor, and lines naming them outrank it; among what they said it is near
        the top. A short line's centred cosine says little ("here", "到了", "周六可以" were
        nearer "What's 桃子's hometown?" than her "我家在Zhuhai，暑假回去"): without
        them, bench/recall.py's fourth to fifteenth sets gained 0-5 points (the eleventh
        83 → 89 %), none lost.

        Their lines are ranked twice, by the query as asked and by it without the
        members' names, and the two ranks fused (`RRF_K`): a member never names
        themselves, and the name draws the query's vector to lines that do (others'
        about them, notices), while without it a question loses what the name brings.
        On the fourth to eighteenth sets with multilingual-e5-small, +7.4 points summed
        (the seventeenth 86.7 → 89.6 %, the eighteenth 91.8 → 91.0); by the bare query
        alone, −0.4.

        A member asked to agree ("@阿飞 你是Ballarat人对吧", "@张叔 it's mulled cider for
        you as usual, right?") often answers with a bare "是的" or not at all: the line
        telling them is what the group knows of theirs. With those lines among theirs,
        the seventeenth set 89.2 → 90.4 % (paraphrase 78 → 80 %), no other set moved.

        `halves`: the lines that say too little alone but may open a statement sent in
        two are kept too (`opens_half`), not counted in `limit`, for the caller to pair
        (`thread.continuation`).

        A post of theirs naming four members or more (`_roster`: "[Tracker] Dec 6 21:00 ·
        阿泽 1976 · Henrik 1928 · …", each hiker's km posted every evening by a member at
        home) is no statement of their own, unless it is a sign-up list holding their
        entry: a dozen such posts took most of the places of that member's own lines. On
        bench/recall.py's twenty-fourth and twenty-sixth sets with multilingual-e5-small
        +1.2 points each, no set lower.
        """
        query = replace_surrogates(query or "").strip()
        if not members or limit <= 0 or not query:
            return []
        rankings: list[list[int]] = []
        for text in said_by_queries(query, members):
            near, centred = await self._similar(session, text, NAMED_NEAR, set(), since,
                                                until)
            if centred:
                near.sort(key=lambda n: -n.centred)
            rankings.append([n.id for n in near if n.id not in skip])
        # The two rankings share most rows: their messages are read once.
        theirs = {d.id: d for d in await self.index.docs(
            session, list(dict.fromkeys(i for ids in rankings for i in ids)))
            if d.speaker in members or told(d, members) or passes_on(d, members)}
        fused: dict[int, float] = {}
        for ids in rankings:
            for rank, i in enumerate(i for i in ids if i in theirs):
                fused[i] = fused.get(i, 0.0) + 1.0 / (RRF_K + rank)
        spelled = _spelled(await self.index.speakers(session))
        known = frozenset(word for word, _ in spelled)
        # How texts name the other speakers (`_of_another`), once for every line.
        others = tuple(word for word, speaker in spelled
                       if speaker not in members and len(word) >= 2)
        found: list[RecallDoc] = []
        whole = 0  # the halves the caller may drop are not counted
        for i in sorted(fused, key=lambda i: -fused[i]):
            if whole >= limit:
                break
            if _their_statement(theirs[i], members, spelled, known, others):
                found.append(theirs[i])
                whole += 1
            elif halves and opens_half(theirs[i], members):
                found.append(theirs[i])
        return found

    async def prefetch(self, session: str, queries: Sequence[str]) -> None:
        """Embed those of `queries` not embedded yet in one call, for the searches that
        follow (a search someone asked for and `said_by` use two)."""
        texts = [t for t in dict.fromkeys(vector_text(q) for q in queries if q.strip())
                 if self.known_query(t) is None]
        if not texts or self.embedder is None or self.paused:
            return
        if (await self._vectors(session)).n == 0:
            return  # nothing to compare with: no call
        for text, vector in zip(texts, await self.embed(texts, query=True) or [],
                                strict=False):
            if vector is not None:
                self.remember_query(text, vector)

    async def named(self, session: str, query: str) -> list[str]:
        """The speakers of `session` that `query` names (see `names`)."""
        return sorted({s for word, s in _spelled(await self.index.speakers(session))
                       if word in query})

    async def _lexical(self, session: str, query: str, named: Sequence[str], want: int,
                       since: float | None, until: float | None, speaker: str | None,
                       automatic: bool
                       ) -> tuple[list[LexicalHit], list[LexicalHit], list[str]]:
        """The lexical candidates: by the query's words without the names of the members
        it names (`named`), and apart, those among what each of them said or what names
        them (`about`) that the first missed; then those words.

        A name is who a question is about, not what: "Kofi的婚礼定在哪天" would
        otherwise be answered by anyone's "Any luck with the tickets, Kofi?". And what
        the member said about it may rank below a hundred others' lines with the same
        word ("过敏季又到了" against her "我对花生过敏"), out of the candidates.
        """
        names_of = {t for s in named for t in name_terms(s)}
        asked = ask_terms(query)
        terms = [t for t in asked if t not in names_of]
        # A search someone asked for keeps the names: they read what it lists, and a
        # message naming the member may share no other word with the question ("Harper
        # 家娃进了实验二小" for "Harper的孩子在哪所学校").
        found = await self.index.lexical(session, terms if automatic else asked,
                                         limit=want, since=since, until=until,
                                         speaker=speaker)
        # Fewer than asked for: every match is in already.
        if speaker or not named or not terms or len(found) < want:
            return found, [], terms
        seen = {h.doc.id for h in found}
        theirs: list[LexicalHit] = []
        for member in named:
            said = await self.index.lexical(session, terms, limit=want, since=since,
                                            until=until, about=member)
            for hit in said:
                if hit.doc.id not in seen:
                    seen.add(hit.doc.id)
                    # For a search someone asked for, rare among what the member said is
                    # specific enough: a word the whole group uses may be one they used
                    # once. Not for the block: "什么" is in one line of most members'.
                    theirs.append(hit if automatic
                                  else replace(hit, rarest=min(hit.rarest, len(said))))
        return found, theirs, terms

    async def embed(self, texts: Sequence[str], *, query: bool = False
                    ) -> list[bytes | None] | None:
        """Unit float32 vectors of `texts` (searched for if `query`, else stored), or None
        while embeddings are off or failing, or when the service refused these texts."""
        try:
            return await self.embed_refusable(texts, query=query)
        except EmbeddingRefused as exc:
            # These texts only (a member's message the service will not take): the next
            # search still asks, nothing is paused.
            log.info("embeddings refused a %s: %s", "query" if query else "text", exc)
            return None

    async def embed_refusable(self, texts: Sequence[str], *, query: bool = False
                              ) -> list[bytes | None] | None:
        """As `embed`, but a refusal of the texts raises `EmbeddingRefused` (and pauses
        nothing): the vector filler then looks for the one text refused."""
        if self.embedder is None or self.paused:
            return None
        try:
            # Recorded as recall's, whoever's turn (or the background filler) asked.
            with purpose("recall"):
                vectors = await self.embedder.embed(list(texts), query=query)
        except EmbeddingRefused:
            raise
        except EmbeddingError as exc:
            self.pause(exc)
            return None
        return [pack(v) for v in vectors]

    @property
    def paused(self) -> bool:
        return self._monotonic() < self._paused_until

    def pause(self, reason: object) -> None:
        """The service is failing: for `retry_after` seconds recall searches lexically
        and nothing asks the service."""
        # Two calls side by side (the topic check's) fail together: one warning.
        if not self.paused:
            log.warning("embeddings failed: for %.0f s recall searches lexically only "
                        "and no topic split is judged: %s", self.retry_after, reason)
        self._paused_until = self._monotonic() + self.retry_after

    def remember_query(self, text: str, vector: bytes) -> None:
        """`text`'s vector, computed already: a search for it asks the service nothing."""
        self._queries[text] = vector
        self._queries.move_to_end(text)
        while len(self._queries) > CACHED_QUERIES:
            self._queries.popitem(last=False)

    def known_query(self, text: str) -> bytes | None:
        return self._queries.get(text)

    async def _similar(self, session: str, query: str, want: int, excluded: set[float],
                       since: float | None, until: float | None) -> tuple[list[Near], bool]:
        """The nearest rows, and whether their centred cosines had a steady centre."""
        if self.embedder is None or self.paused:
            return [], False
        vectors = await self._vectors(session)
        if vectors.n == 0:
            return [], False  # nothing to compare with: the query costs no service call
        text = vector_text(query)
        vector = self.known_query(text)
        if vector is None:
            embedded = await self.embed([text], query=True)
            if not embedded or embedded[0] is None:
                return [], False
            vector = embedded[0]
            # The list a search someone asked for ends with `said_by`: the same query.
            self.remember_query(text, vector)
        q = np.frombuffer(vector, dtype=np.float32)
        if q.shape[0] != vectors.dim:
            return [], False
        centres = self.centres(vectors)
        key = (session, vectors.generation, vectors.n, text, vector, want, frozenset(excluded),
               since, until, None if centres is None else centres.tobytes())
        found = self._scans.get(key)
        if found is None:
            # A millisecond or two of numpy at 100,000 rows: off the event loop all the
            # same.
            found = await asyncio.to_thread(
                vectors.top, q, want, excluded, since, until,
                np.zeros((scripts.COUNT, vectors.dim), np.float32) if centres is None
                else centres, scripts.script_of(text))
            self._scans[key] = found
            while len(self._scans) > CACHED_SCANS:
                self._scans.popitem(last=False)
        self._scans.move_to_end(key)
        return list(found), centres is not None

    def centres(self, table: VectorTable) -> np.ndarray | None:
        """A centre per script for `table`'s centred cosines (see `scan`): a script's
        own mean where it has rows enough for a steady one, else the table's mean when
        it has, else `model_centre`'s; None when there is none steady at all."""
        overall = table.mean if table.n >= CENTRE_ROWS else self.model_centre(table.dim)
        if overall is None:
            return None
        means, rows = table.script_means()
        return np.where((rows >= CENTRE_ROWS)[:, None], means, overall).astype(np.float32)

    def model_centre(self, dim: int) -> np.ndarray | None:
        """The mean of every message vector of size `dim` held in memory, or None when
        they are too few for a steady one (`CENTRE_ROWS`).

        Memory search borrows it (a scope's few memories make no steady mean). Only
        tables a search has loaded count, and nothing is loaded for the asking: until
        recall has searched somewhere the answer is None and memory keeps its raw floor.
        """
        same = [t for t in self._cache.values() if t.dim == dim and t.n]
        rows = sum(t.n for t in same)
        if rows < CENTRE_ROWS:
            return None
        return (sum(t.total for t in same) / rows).astype(np.float32)

    async def _vectors(self, session: str) -> _Vectors:
        # An index that other processes write too (PostgreSQL) asks the database what
        # changed; one only this process writes (SQLite) counts in the process.
        generation, writes = await self.index.vector_state(session)
        cached = self._cache.get(session)
        if cached is None or cached.generation != generation:
            cached = _Vectors(generation)
            self._cache[session] = cached
        self._cache.move_to_end(session)
        while len(self._cache) > CACHED_SESSIONS:
            self._cache.popitem(last=False)
        async with cached.loading:
            if writes is not None and writes == cached.writes:
                return cached
            if cached.n == 0:
                cached.expected = await self.index.count(session)
            # In chunks: 100,000 vectors decoded at once held the interpreter long enough
            # to stall the event loop for other conversations.
            while rows := await self.index.vectors(session, cached.last, LOAD_CHUNK):
                await asyncio.to_thread(cached.extend, rows)
                if len(rows) < LOAD_CHUNK:
                    break
            # Only now: a load cut short (a cancelled turn) is taken up by the next search.
            cached.writes = writes if writes is not None else -1
        return cached



def _unrepeated(ranked: list[int], docs: dict[int, RecallDoc], limit: int) -> list[int]:
    """The first `limit` of `ranked` with each wording once, at its best rank: a line a
    group repeats ("过敏季又到了", "+1") would take every place of the results from what
    was said once. A sign-up list is posted again by each member who adds a line to it:
    it counts once too (`_extends`)."""
    seen: set[str] = set()
    lists: list[str] = []
    out: list[int] = []
    for i in ranked:
        if len(out) >= limit:
            break
        said = wording(docs[i])
        if said in seen:
            continue
        if "\n" in docs[i].said.strip():
            if any(_extends(said, other) or _extends(other, said) for other in lists):
                continue
            lists.append(said)
        seen.add(said)
        out.append(i)
    return out


def _extends(longer: str, shorter: str) -> bool:
    """Whether `longer` is `shorter` with lines added (both as `wording` gives them): a
    接龙 list posted again with one more name."""
    return len(longer) > len(shorter) and longer.startswith(shorter + " ")


def _says_little(doc: RecallDoc, members: Collection[str], spelled: Collection[str]
                 ) -> bool:
    """Whether `doc` says nothing of the own of `members` (those a question names;
    `spelled`: how texts name the conversation's speakers): too little besides what it
    quotes of others (`words.says_little`, `said.QUOTED_WORDS`; "[回复 老岳：U21的小将2号
    被提上一线队了] 同感", but not "fwd 一下👇「【租赁平台】您租用的大疆口袋已发出…」",
    which on bench/recall.py's twenty-first set took 90.1 → 90.9 %, no other set
    moved), or a sign-up list whose entry of theirs says nothing besides their name
    ("3. 阿豪 我来", `signup.own_entry`). On bench/recall.py's twentieth set, a night
    market's lists of dinners and shifts filled a member's nearest statements; an entry
    of a capitalised word ("4. Kenji Converse") says what it is, and so does one of a
    noun the language hardly uses ("3. 岚姐 老蛙", `words.rare_noun`): on the
    twenty-sixth set with multilingual-e5-small +0.8 points, the fifteenth, seventeenth
    and twenty-fourth +0.4, no set lower.
    Nor does a message another member sent that one of them posts (`RELAYED`: "[inReach]
    苏沐 · Nov 8 18:44 · km 1245: …" posted by her contact at home): it is the sender's
    (`passes_on`)."""
    if reveals(doc.said):
        return False  # "都没猜中，奶盖": short, and the answer to what the group guessed
    listed = signup.read(doc.said)
    if listed is None:
        relayed = RELAYED.match(doc.said)
        if (relayed and relayed.group(1) in spelled
                and not any(relayed.group(1) in mentions(m) for m in members)):
            return True
        return says_little(QUOTED_WORDS.sub(" ", doc.said))
    # An entry is written after a name: a capitalised word in it is a value
    # ("4. Kenji Converse"), wherever it stands.
    entry = signup.own_entry(listed, mentions(doc.speaker))
    return says_little(entry) and not capitalised(entry) and not rare_noun(entry)


def _their_statement(doc: RecallDoc, members: Collection[str],
                     spelled: Sequence[tuple[str, str]], known: Collection[str],
                     others: tuple[str, ...]) -> bool:
    """Whether `doc`, one of `members`' lines or one telling of theirs, states something
    of theirs (`_says_little`, `_states`; not a line of theirs telling of another member,
    `_of_another`), and is no post naming four members or more (`_roster`; `spelled` and
    `known`: how texts name the conversation's speakers, `others` the other speakers) but
    a sign-up list or words of theirs passed on."""
    if (_says_little(doc, members, known) or not _states(doc, members)
            or _of_another(doc, members, others)):
        return False
    return (signup.read(doc.said) is not None or not _roster(doc, spelled)
            or passes_on(doc, members))


def _of_another(doc: RecallDoc, members: Collection[str], others: tuple[str, ...]) -> bool:
    """Whether `doc`, a line of one of `members`, opens with another member's name (one
    of `others`, how texts name them): it tells of them ("Fiona's probably still
    driving", "大刘 is around Indianapolis"). On bench/recall.py's fifth set with
    multilingual-e5-small 93.7 → 94.1 %, no other set moved."""
    if doc.speaker not in members or not others:
        return False
    text = doc.said.lstrip()
    if text[:1] in "[「":
        text = QUOTE.sub(" ", text).lstrip()
    return text.startswith(others)


# Letters and characters of a line that may open a statement sent in two.
MIN_HALF = 4


def opens_half(doc: RecallDoc, members: Collection[str]) -> bool:
    """Whether `doc`, a line of `members` too short to say anything alone, may open a
    statement sent in two ("说下我摊上的灯" / "是公牛"): a plain line of a few words
    (`MIN_HALF`; not "收到", "+1" or "lol"), not a question, a guessing game's answer, a
    quote, a list or a relay: what `Recall.said_by` leaves out for saying little
    (`_their_statement`) but may be so opened (`thread.continuation` finds the rest)."""
    return (doc.speaker in members and says_little(doc.said)
            and word_chars(doc.said) >= MIN_HALF and not is_question(doc.said)
            and not reveals(doc.said) and not QUOTE.search(doc.said)
            and signup.read(doc.said) is None and RELAYED.match(doc.said) is None)


def _states(doc: RecallDoc, members: Collection[str]) -> bool:
    """Whether `doc`, said by one of `members` or telling them (`told`), states
    something of theirs: not a question, or one telling of their own (`tells_own`), or
    one they go on telling after ("谁捡到一个银色保温杯？昨天在6幢门口丢的", `told_after`;
    not "…？我也想知道"), or a guess put to them ("@梅子 你最想演的是王利发吧？")."""
    if not is_question(doc.said) or tells_own(doc.said):
        return True
    if doc.speaker in members:
        return not says_little(told_after(doc.said))
    return told(doc, members)


def _signed_only(doc: RecallDoc) -> bool:
    """Whether `doc` is a sign-up list holding nothing of its poster's own
    (`signup.signed_only`)."""
    listed = signup.read(doc.said)
    return listed is not None and signup.signed_only(listed, mentions(doc.speaker))


# The digits of a line, which a copy of it may change.
_DIGITS = re.compile(r"[0-9]+")
# A line of at most this many letters and characters besides its digits is a number
# with its measure or a word around it ("9点", "第3段", "2楼东边"): an answer, all its
# number.
NUMBER_ONLY = 4


def wording(doc: RecallDoc) -> str:
    """What `doc` says, whitespace aside: a list shows each wording once. Beyond a
    number and its measure, its numbers aside too: a post copied with its numbers changed
    (a 接龙 list reposted for each episode, "#接龙 潮汐日记第4集翻译认领（4段）\n1. 小鹿
    第2段"; a weather line sent each day, "今天13度，多穿点") is one wording, while a short
    answer ("9分钟", "第3段", `NUMBER_ONLY`) is all its number.

    Seven such lists of one member's took a third of what one `history_search` call
    lists for any question about her. Copies counted once, on bench/recall.py's sets with
    multilingual-e5-small the evidence in either rose on eight sets (the thirteenth
    94.8 → 96.2 %, the twenty-third 89.7 → 90.1, the eighteenth, twelfth, fourteenth,
    nineteenth, twenty-first and twenty-fourth by half a point), no set lower."""
    said = " ".join(doc.said.split())
    if not _DIGITS.search(said) or word_chars(_DIGITS.sub("", said)) <= NUMBER_ONLY:
        return said
    return _DIGITS.sub("#", said)


def _field(similar: Sequence[Near]) -> float | None:
    """The median centred cosine of the candidates in `FIELD`, or None with too few."""
    part = [n.centred for n in similar[FIELD]]
    if len(part) < (FIELD.stop - FIELD.start) // 2:
        return None
    return float(np.median(part))


def vector_text(query: str) -> str:
    """What is embedded to search for `query`: without a question's closing words (see
    `said.asked`), cut to `QUERY_CHARS`."""
    return asked(query.strip())[:QUERY_CHARS]


def names(query: str, speaker: str) -> bool:
    """Whether `query` names `speaker` ("小明(123456)"): by a name of two characters or
    more, or by the QQ number."""
    return any(word in query for word in mentions(speaker))


def about(doc: RecallDoc, members: Collection[str]) -> bool:
    """Whether `doc` was said by one of `members` or names one of them."""
    return doc.speaker in members or any(names(doc.said, m) for m in members)


# Where a line names a member without saying anything of them: a quote of their line
# (as stored, "[引用 Wendy: gm] 有道理"; typed, "「Wendy：gm」 有道理" or "[回复 Wendy：gm]"),
# an @-mention asking them something ("@Rahul 权限开一下"), a sign-up list with their
# name in it ("#接龙 午饭拼单 1.Owen 麻辣烫27").
_ADDRESSED = re.compile(rf"{QUOTE.pattern}|@\S+|#接龙.*", re.DOTALL)


# A name, a colon and what follows on its line, at a line's start or after a separator
# ("本集碎碎念 · 小鹿：…", "Zoe: …"): words passed on (`passes_on`).
_PASSED_ON = re.compile(r"(?:^|[\n·•|｜])[ \t\u3000]*([^\s:：·•|｜]{2,24}?)[ \t]*[:：]"
                        r"[ \t\u3000]*([^\n]+)")
# A message relayed whole: a tag, the name of who sent it, when and where from, a colon
# and the words ("[inReach] 苏沐 · Nov 8 18:44 · km 1245: 今晚就地扎营", "【卫星消息】岚姐
# 11月10日 20:15 · 1314公里：平安"). The header holds no sentence, and colons only
# between digits (a time); the name is one of the conversation's speakers wherever this
# is read, or "【换班】7月27日（周六）我的N班，…，原因：…" would pass for one.
RELAYED = re.compile(r"\s*(?:\[[^\[\]\n]{1,24}\]|【[^【】\n]{1,24}】)[ \t\u3000]*"
                     r"([^\s:：·•|｜\[\]【】]{2,24}?)(?=[\s·•|｜,，])"
                     r"(?:[^:：\n。！？!?]|(?<=\d)[:：](?=\d)){0,48}(?:(?<!\d)[:：]|[:：](?!\d))"
                     r"[ \t\u3000]*(\S[^\n]*)")


# A line telling the member it addresses something of theirs: "@阿飞 你是Ballarat人对吧",
# "@张叔 it's mulled cider for you as usual, right?".
# Not "@Wendy 文档发你了": what is theirs ("@bobo熊 你那台MacBook Air M3借我装个软件呗"), or
# what they are.
_TOLD = re.compile(r"\s*@\S+\s+.*(?:你们?(?:是|的|家|最|那[台个件双辆只部套张本])|\byour\b|"
                   r"\byou(?:'re|’re| are|'ve|’ve)\b|"
                   r"\bfor you\b)", re.IGNORECASE | re.DOTALL)


def of_them(doc: RecallDoc, members: Collection[str]) -> bool:
    """Whether `doc` is what one of `members` said, or says something of one of them:
    names them outside a quote, an @-mention or a sign-up list (`_ADDRESSED`), or tells
    the one it addresses something of theirs (`_TOLD`, not asking)."""
    if doc.speaker in members:
        return True
    named = [m for m in members if names(doc.said, m)]
    if not named:  # most lines: no pattern run
        return False
    bare = _ADDRESSED.sub(" ", doc.said)
    return any(names(bare, m) for m in named) or told(doc, named)


def passes_on(doc: RecallDoc, members: Collection[str]) -> bool:
    """Whether `doc`, another's post, passes on words of one of `members` on a line of
    its own, after their name and a colon: "本集碎碎念 · 小鹿：这集有个海边小镇，看着好像我
    老家柳州" in a release post that names the whole crew. Not a reply's quote (stored as
    its own line), nor a name with nothing after it ("校对：Zoe"). Such a post is among
    the member's own lines (`Recall.said_by`) and, a roster though it is (`_roster`),
    takes their boost: on bench/recall.py's twenty-fourth set with multilingual-e5-small
    the evidence in either 91.3 → 94.0 % (paraphrase 82 → 87 %), no other set moved.
    So does a message of theirs relayed whole (`RELAYED`): a hiker out of signal texts by
    satellite, and the contact at home posts it ("[inReach] 苏沐 · Nov 8 18:44 · km
    1245: 六只脚显示离小屋还有3公里"); it is the hiker's line, not the contact's (`_says_little`).
    On the twenty-sixth set +2.8 points, no other set moved."""
    if doc.speaker in members:
        return False
    # Most lines name none of them: no pattern run.
    words = {w for m in members for w in mentions(m) if w in doc.said}
    if not words:
        return False
    said = QUOTE.sub(" ", doc.said)
    relayed = RELAYED.match(said)
    return any(line.group(1) in words and not says_little(line.group(2))
               for line in [*_PASSED_ON.finditer(said), *([relayed] if relayed else [])])


def told(doc: RecallDoc, members: Collection[str]) -> bool:
    """Whether `doc` tells one of `members`, whom it opens by addressing, something of
    theirs (`_TOLD`) without asking, "@阿飞 你是Ballarat人对吧，听口音就像", or puts a
    guess to them to confirm (`said.guesses`), "@Ethan 你那双排练鞋是特步的吧？": the
    member often confirms with a bare "对" or not at all."""
    if doc.speaker in members or not doc.said.lstrip().startswith("@"):
        return False
    return _telling(doc.said) and any(names(doc.said.split(None, 1)[0], m) for m in members)


def tells_another(doc: RecallDoc, members: Collection[str]) -> bool:
    """Whether `doc`, said by one of `members`, tells the member it addresses, none of
    them, something of theirs (`_TOLD`, `said.guesses`): "@Ahmad your nanny's from
    Kuantan, isn't she?" is of Ahmad's nanny, not its speaker's."""
    if doc.speaker not in members or not doc.said.lstrip().startswith("@"):
        return False
    to = doc.said.split(None, 1)[0]
    return not any(names(to, m) for m in members) and _telling(doc.said)


# Words a line quotes of someone else, named before them: "先放一段Anika的自我介绍：
# “Pixelhaus does all our product photos now”", "我妈说：“…”".
_ATTRIBUTED = re.compile(r"(?:[A-Za-z][\w-]{1,23}|[\u4e00-\u9fff]{2,4})"
                         r"(?:的[\u4e00-\u9fff]{1,6}|说)[:：]?\s*“[^”]{4,}”")


def own_words(said: str) -> str:
    """`said` without the words it quotes of someone it names (`_ATTRIBUTED`): those
    are the other's, not the speaker's."""
    return _ATTRIBUTED.sub(" ", said)


def _telling(said: str) -> bool:
    """Whether `said`, opening by addressing a member, tells them something of theirs
    (`_TOLD`) without asking, or puts a guess to them (`said.guesses`)."""
    return (bool(_TOLD.match(said)) and not is_question(said)) or guesses(said)


def _roster(doc: RecallDoc, spelled: Sequence[tuple[str, str]]) -> bool:
    """Whether `doc` names `ROSTER_NAMES` members or more (`spelled`, `_spelled`): a cast
    list or a call sheet says nothing of any one of them."""
    found: set[str] = set()
    for word, speaker in spelled:
        if speaker not in found and word in doc.said:
            found.add(speaker)
            if len(found) >= ROSTER_NAMES:
                return True
    return False


@lru_cache(maxsize=CACHED_SESSIONS * 4)
def _spelled(speakers: frozenset[str]) -> tuple[tuple[str, str], ...]:
    """Each way a text names one of `speakers`, with whom (`mentions`): a group of a
    few hundred members is asked on every question turn."""
    return tuple((word, s) for s in speakers for word in mentions(s))


def spellings(speakers: Collection[str]) -> tuple[str, ...]:
    """How texts name `speakers` (`mentions`), longest first."""
    return tuple(sorted({w for s in speakers for w in mentions(s)}, key=len, reverse=True))


def said_by_queries(query: str, members: Collection[str]) -> list[str]:
    """The texts `Recall.said_by` ranks a member's lines by: `query`, and it without
    their names when enough is left (`unnamed`)."""
    return [query, *filter(None, [unnamed(query, members)])]


def unnamed(query: str, members: Collection[str]) -> str | None:
    """`query` without the names of `members`, or None when it names none of them or
    too little is left (`MIN_BARE`)."""
    bare = cut_names(query, spellings(members)).strip("，, ")
    return bare if bare != query.strip() and len(bare) >= MIN_BARE else None


def name_terms(speaker: str) -> set[str]:
    """The search terms of the name (and the QQ number) of `speaker` ("小明(123456)")."""
    return {t for word in [speaker.rpartition("(")[0] or speaker, *mentions(speaker)]
            for t in ask_terms(word)}
