"""Whether a turn's recall block is worth its tokens, and which hits it shows.

A block costs every request that carries it (and the prompt cache the tokens after it),
and one that holds nothing useful is worse than none: the model may take it for an
answer. So a block comes only when the turn asks or refers to something (`said.asks`)
about the group: a member it names, who did what, the past (`said.about_us`; "火锅蘸料
怎么调好吃" is the model's to answer), and a hit stands out of the conversation's noise
by its words (`LEXICAL_SURE` of the query's weight, in words few messages hold) and, when
the search's vectors can judge, by its vectors too (its centred cosine clears the floor and
stands `MARGIN` above the field of the next candidates: a question about chatter finds a
dozen chatter lines alike, none above the others). Each side alone is fooled by what the
other sees through (`sure`). The hit must also meet what the question is about (`sides`):
the member it names, who said the hit or is named in it; and one of its topic words (not
a light one, `LIGHT`: "What's the name of Tom's cat?" is not answered by Tom's "we named
him Biscuit", a corgi), for a Chinese question one of its words as a reader cuts them
(`words`), not a bigram across two of them. A common word ("go", "name") is in few
messages of a short conversation yet says nothing. The best hit being in the window
already means the model has it: no block. When unsure, none: the model still has
`history_search`, which lists what one side alone finds. The block's size follows the
confidence: hits much weaker than the best are left out, so one strong hit is one line
(with its neighbour). And a line answers only when it holds what the question asks
after (`detail`): a member's remark on the topic does not ("What is 阿鬼's MBTI type?"
and his "MBTI 都是玄学吧").
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache

from . import detail, words
from .said import (
    QUOTE,
    about_us,
    asks,
    asks_quantity,
    asks_whether_said,
    holds_number,
    is_question,
    refers,
)
from .search import (
    SPECIFIC_COUNT,
    Hit,
    Recall,
    about,
    name_terms,
    names,
    own_words,
    spellings,
    tells_another,
)
from .terms import LIGHT, ask_terms, latin_terms, plain_words, text_terms
from .thread import replies

# Calibrated with bench/recall.py's first set (multilingual-e5-small, centred floor
# 0.3): of its chatter lines asked as questions 92 % have a hit above the field, none
# by 0.02; paraphrased questions find their fact by a margin of 0.02 for 65 %, of 0.1
# for 15 %; questions about things never said reach the floor at all for 2 %.
MARGIN = 0.02
LEXICAL_SURE = 0.3
# A hit shown beside the best one holds at least this share of its confidence.
BESIDE = 0.5
# Hits looked at beyond the block's own: some of the best may be in the window.
LOOK = 10

# A hit's terms, asked of each hit a few times a turn: cutting a message is a tenth of
# a millisecond and more, a search's hits are fifteen.
_held = lru_cache(maxsize=64)(text_terms)


@dataclass(frozen=True, slots=True)
class Question:
    """What the gate reads of a query besides its hits (`read`)."""

    # Its English content words, folded (`terms.latin_terms`), the names of members out
    # (a name is the speaker's field, never in what they said).
    words: frozenset[str] = frozenset()
    # Of its terms, the common words (`plain_words`), the members' names, how it refers to
    # earlier talk (`words.TALK`) and pairs of characters that only put it
    # (`words.function_pair`).
    plain: frozenset[str] = frozenset()
    terms: frozenset[str] = frozenset()  # every term it searches with (`ask_terms`)
    named: frozenset[str] = frozenset()  # the speakers it names ("小明(123)")
    # Its Chinese content words as a reader cuts them (`words`), names out.
    chinese: frozenset[str] = frozenset()
    quantity: bool = False  # it asks how many, how much, which number (`asks_quantity`)
    # Its words as `detail` reads them, and the conversation's counts of the terms that
    # rule reads (`counted`); until counted (None) the rule judges no line.
    details: detail.Asked = field(default_factory=detail.Asked)
    counts: Mapping[str, int] | None = field(default=None, compare=False)
    # It asks whether something was said at all (`said.asks_whether_said`).
    whether: bool = False


def read(query: str, hits: Sequence[Hit], named: Collection[str] = ()) -> Question:
    """The query as the gate reads it: `named` the members of the conversation it names
    (`Recall.named`), the hits telling more."""
    speakers = {h.doc.speaker for h in hits if h.doc.speaker} | set(named)
    named = frozenset(s for s in speakers if names(query, s))
    # A member's name in what someone said is who it is about, not what: as common a
    # word as any for the gate.
    gone = {w for s in speakers for w in name_terms(s)}
    talk = {w for w in words.TALK if w in query}
    spelled = spellings(speakers)
    terms = frozenset(ask_terms(query))
    put = {t for t in terms if words.function_pair(t)}
    return Question(latin_terms(query) - gone, plain_words(query) | gone | talk | put,
                    terms, named,
                    words.chinese_words(query, spelled), asks_quantity(query),
                    detail.read(query, spelled), whether=asks_whether_said(query))


async def counted(recall: Recall, session: str, asked: Question, lines: Sequence[str]
                  ) -> Question:
    """`asked` with the counts `detail` reads for it and `lines` (one store round trip)."""
    terms = detail.needed(asked.details, lines)
    return replace(asked, counts=await recall.index.counts(session, sorted(terms)))


def sure(sided: tuple[float, float], vectors: bool) -> bool:
    """Whether a hit's `sides` make it sure: by its words, and by its vectors too when
    the search's vectors could judge (`vectors`, `Hit.judged`).

    Two witnesses, because each alone is fooled by what the other sees through. Vectors
    put a near topic as near as a paraphrase ("a pet parrot" beside "we finally got a
    puppy", "谁去看了牙医" beside "买了个电动牙刷"), and words meet a member's line on
    the topic that holds no detail ("郑一凡说的实习生叫啥" and his "这周要来个实习生，我
    带"). On bench/recall.py's fourth to tenth sets with multilingual-e5-small, of the
    blocks on questions about things never said 59 % were sure by one side only, of the
    blocks holding the evidence 12 %; asking both took the never-said blocks from 12-37 %
    of the questions to 0-13 % and the evidence in the block from 34-41 % to 26-37 %; the
    `history_search` call with the question finds all but a few of those (the evidence in
    either moved by a point at most). On the eleventh set, held out, never said went from
    35.6 % to 10.0 %, the evidence in either stayed at 67 %.
    Without vectors that can judge (no embeddings configured, the service paused, too
    few vectors yet for a steady centre) the words decide alone, and only by a word
    almost no other message holds (`SPECIFIC_COUNT`, `sides`): a topic the group often
    talks of ("钱包", "洗衣机", "蛋糕店") is met by a member's every remark on it, whatever
    the question asks of it ("Nadia的钱包是在哪丢的？" and her "钱包里现在只剩公交卡了").
    On bench/recall.py's fourth to tenth sets, lexical only, the best hit of a block on a
    question about something never said held such a word in 4 of 55 blocks, of a keyword
    question's block holding the evidence in 477 of 488. Asking for one took the never-said
    blocks from 4-20 % of the questions to 0-8 %; keyword blocks lost 0-3 points. Partial
    questions (a member and a topic word, the detail asked left out) lose their block
    most: 3 in 10 of the blocks this takes away held the evidence (the first set's partial
    questions 100 → 0 %, the second's 50 → 1 %), and one `history_search` call lists it for
    all of them but one. On the eleventh and twelfth sets, held out, never said went from
    16.7 to 10.0 % and from 21.1 to 15.6 %, the evidence in either from 48 to 47 % and 46 %
    both; on the thirteenth, written after it and scored once before and once after, from
    13.3 to 8.9 %, and either from 56 to 54 % (partial 43 to 37 %): of the three, 15 fewer
    blocks on things never said, 6 questions fewer with their evidence anywhere.
    """
    by_vector, by_words = sided
    return by_words >= 1 and (by_vector >= 1 or not vectors)


def sides(hit: Hit, floor: float, asked: Question = Question()) -> tuple[float, float]:
    """How sure the hit is by its vectors and by its specific words, 1 at each bar.

    By words, a hit holds more than half of the question's words (English words folded,
    Chinese runs of words as a segmenter cuts them, `words`; the member it names
    counting as one), or a word almost no other message holds that is not a common one
    (a name, a number, a Chinese word) besides one of those words: "what is the name of
    the cat" in a conversation that never spoke of a cat is all "name" and finds every
    "we named him ...", in a short conversation "go skiing" finds the few "I went ..."
    (while "who has a dog called Biscuit" finds the one Biscuit), and a bigram across
    words is no word ("Rohan的年终奖发了几个月" meets his "下个月开始3750一个月" by
    "个月" only). On bench/recall.py's fourth to seventh sets this took the block off
    2-19 % of the questions about things never said (lexical only; 2-16 % with
    multilingual-e5-small), and off 0-2 % of the keyword questions, which
    `history_search` still finds.

    By vectors, a hit's centred cosine clears the floor and stands `MARGIN` above the
    field of the next candidates. Whichever side found it, a hit must meet what the
    question is about: the member it names (who said the hit or is named in it), a
    number when it asks one, a topic word of an English question (`LIGHT`). One side
    alone is not sure when the search's vectors could judge (`sure`).
    """
    if _echo(hit.doc.said):
        return 0.0, 0.0
    by_vector = hit.margin / MARGIN if hit.centred >= floor and hit.margin > 0 else 0.0
    by_words = hit.lexical / LEXICAL_SURE if hit.specific else 0.0
    if not hit.judged and hit.rarest > SPECIFIC_COUNT:
        by_words = 0.0  # the words' only witness is a rare word (`sure`)
    if not (by_vector or by_words):
        return 0.0, 0.0
    # A question after a number is answered by a message that says one.
    if asked.quantity and not holds_number(hit.doc.said):
        return 0.0, 0.0
    # A question after a detail is answered by a line that holds one (`detail`); a
    # question found is judged by the line that answered it (`worth_showing`).
    if (asked.counts is not None and not hit.question
            and not detail.holds(hit.doc.said, asked.details, asked.counts)):
        return 0.0, 0.0
    # What the hit said is cut only when a rule below reads it.
    held = (_held(hit.doc.said)
            if asked.words or asked.chinese or asked.named or by_words < 1 else frozenset())
    met = asked.words & held
    # A member's line telling another member of theirs is about that member's things
    # (`tells_another`): with multilingual-e5-small, never said on bench/recall.py's
    # twenty-seventh set 3.3 → 2.2 %, nothing else moved.
    own = (bool(asked.named) and about(hit.doc, asked.named)
           and not tells_another(hit.doc, asked.named))
    # Nor is a line of theirs met only in the words it quotes of another (`own_words`):
    # "Who took 老黄's product photos?" and his notice quoting a speaker's introduction,
    # "“Pixelhaus does all our product photos now”" (lexical only, never said on
    # bench/recall.py's fourteenth set 3.3 → 2.2 %; nothing else moved).
    if own and hit.doc.speaker in asked.named and (asked.words or asked.chinese):
        bare = own_words(hit.doc.said)
        if (bare != hit.doc.said and not asked.words & _held(bare)
                and not words.met(asked.chinese, bare)):
            own = False
    # A question naming members is about what they said or what was said of them:
    # "老郑的播客叫什么" is not answered by another member's podcast, whatever the words.
    if asked.named and not own:
        return 0.0, 0.0
    # The member a question names is one of the things it asks with, met by the
    # speaker (or a mention), never by the words: "what book is Melanie reading" is met
    # by her "I'm reading ...", not by anyone's.
    chinese = words.met(asked.chinese, hit.doc.said)
    # A question of no word besides the member and how it asks ("阿飞开的是什么车？") is
    # met by no line holding only those: "[回复 胖虎：@阿飞 你那件签名的宝贝是什么来着？]
    # captain's armband啊" shares "阿飞" and "是什么". Never said on the seventeenth set
    # 1.1 → 0 % with multilingual-e5-small, 3.3 → 2.2 % lexical only; nothing else moved.
    if (by_words and not (asked.words or asked.chinese)
            and not (asked.terms & _held(hit.doc.said)) - asked.plain):
        by_words = 0.0
    if (by_words and (asked.words or asked.chinese)
            and 2 * (len(met) + len(chinese) + own)
            <= len(asked.words) + len(asked.chinese) + bool(asked.named)):
        rare = (asked.terms & held) - asked.plain
        if (hit.rarest > SPECIFIC_COUNT or not rare
                or (asked.whether and not _said_once(hit.doc.said, asked))
                or (asked.chinese and not (met or chinese))):
            by_words = 0.0
    # An English question with a topic (a word besides the light ones) is answered by
    # what holds one of its topic words, or a word of another script it asks with (a
    # Chinese name of a thing): the member it names and a light word are not a topic.
    worded = any(len(t) >= 2 and not t.isascii() for t in (asked.terms & held) - asked.plain)
    if asked.words - LIGHT and not (met - LIGHT) and not worded:
        return 0.0, 0.0
    return by_vector, by_words


def _said_once(said: str, asked: Question) -> bool:
    """Whether `said` holds a Chinese word of the question besides its verbs that no other
    line holds; True until the words are counted (`counted`).

    Asked whether something was said ("之前有人说过支付重构要延期吗？"), a rare topic word
    alone is no answer: the group's lines on the topic hold it too ("重构分支 rebase 冲突
    了"). The thing said once is ("之前有人提过北辰智联的候选人吗？" and "孟涵今天面的那个
    是北辰智联的吧"). On bench/recall.py's sets with multilingual-e5-small, never said on
    the eighth and ninth 3.3 → 2.2 %, no set's evidence nor keyword block lower (without
    the word said once, the ninth's keyword block lost two questions of that form);
    lexical only, never said on the eighth 4.4 → 3.3 %, the ninth 3.3 → 2.2, the
    eleventh 2.2 → 1.1, the ninth's keyword block 87 → 86 %.
    """
    if asked.counts is None:
        return True
    return any(w in said and detail.count(w, asked.counts) <= 1
               for w, kind, _ in asked.details.chinese if kind != detail.VERB)


def _echo(said: str) -> bool:
    """Whether `said` is a reply that only agrees with a statement it quotes
    ("「王梓涵：FIT2014 A1 is due tomorrow」 真的"): the quoted line is stored on its own,
    and the reply holds nothing more. A reply under a quoted question is its answer.
    On bench/recall.py's sets with multilingual-e5-small, never said on the eleventh
    3.3 → 2.2 %; the sixteenth's keyword block 75 → 74 %, no set's evidence lower."""
    quoted = QUOTE.search(said)
    if quoted is None:
        return False
    inner = re.split(r"[:：]", quoted.group(0)[1:-1], maxsplit=1)[-1]
    return not is_question(inner) and words.says_little(QUOTE.sub(" ", said))


async def wanted(recall: Recall, session: str, query: str) -> list[str] | None:
    """None when `query` gets no block whatever the conversation holds: it asks nothing,
    or asks about nobody of the group nor its past (the model's to answer); else the
    members it names. Text and the conversation's speakers only (cached): a turn told
    no here pays no store round trip, no search and no count of its request."""
    if not asks(query):
        return None
    named = await recall.named(session, query)
    return named if named or about_us(query) else None


async def worth_showing(recall: Recall, session: str, query: str, *, top_k: int,
                        window_at: Collection[float], own_at: Collection[float] = (),
                        named: list[str] | None = None) -> list[Hit]:
    """The hits a block for `query` should show, best first; none when unsure.

    `window_at` are the created_at of what the request carries already, `own_at` the
    turn's own messages (never hits); `named` what `wanted` said, when the caller asked
    it already."""
    if named is None:
        named = await wanted(recall, session, query)
    if top_k <= 0 or named is None:
        return []
    hits = await recall.search(session, query, limit=top_k + LOOK, exclude_at=own_at,
                               automatic=True, named=named)
    asked = read(query, hits, named)
    # The detail rule only takes away: it reads (and counts the words of) the lines sure
    # without it, none when there are none.
    vectors = bool(hits) and hits[0].judged
    if sure_ones := [h.doc.said for h in hits if not h.question
                     and sure(sides(h, recall.centred_floor, asked), vectors)]:
        asked = await counted(recall, session, asked, sure_ones)
    chosen = choose(hits, recall.centred_floor, top_k=top_k, window_at=window_at,
                    asked=asked)
    if chosen or not hits or not (asked.named or refers(query)):
        return chosen
    # Only questions stand out: one answered by a statement right after it ("What are
    # their names?" "Luna and Oliver!") is the pair a block shows, for a question about
    # a member or one that refers to earlier talk; chatter questions answered by more
    # questions are not, nor is "下午茶拼单吗" asked again, whatever came after it.
    # By its words only: chatter questions are alike by their vectors too. Who asked
    # is rarely who the question names; who answered must be, soon and in reply
    # (`thread.replies`: on bench/recall.py's eighteenth set with multilingual-e5-small,
    # never said 10.0 → 5.6 % by that alone, no set's evidence lower).
    anyone = replace(asked, named=frozenset())
    for hit in [h for h in choose(hits, recall.centred_floor, top_k=top_k,
                                  window_at=window_at, asked=anyone, questions=True)
                if h.specific and h.lexical >= LEXICAL_SURE][:1]:
        _, later = await recall.index.around(hit.doc, before=0)
        after = later[0] if later else None
        if (after is not None and after.at not in window_at and not is_question(after.said)
                and replies(hit.doc, after)
                and (not asked.named or about(after, asked.named))):
            answer = await counted(recall, session, asked, [after.said])
            if detail.holds(after.said, answer.details, answer.counts or {}):
                return [hit]
    return []


def choose(hits: Sequence[Hit], floor: float, *, top_k: int,
           window_at: Collection[float], asked: Question = Question(),
           questions: bool = False) -> list[Hit]:
    """The gate over a search's hits (see the module's docstring). A block needs a sure
    statement: questions alike ("How have you been?") come with one, never alone
    (`questions`: the sure ones when there is no statement, for the caller to judge)."""
    if not hits:
        return []
    vectors = hits[0].judged
    both = {id(h): sides(h, floor, asked) for h in hits}
    best = hits[0]
    if best.doc.at in window_at and not best.question and sure(both[id(best)], vectors):
        return []  # the model reads the best answer in its window already
    found = [h for h in hits if h.doc.at not in window_at and sure(both[id(h)], vectors)]
    if questions:
        return [h for h in found if h.question]
    if not any(not h.question for h in found):
        return []
    # Each side against its own best: a margin and a share of words are not one scale.
    # Statements set the bar: an earlier question alike matches all the question's words.
    best_v = max(both[id(h)][0] for h in found if not h.question)
    best_w = max(both[id(h)][1] for h in found if not h.question)
    return [h for h in found
            if ((v := both[id(h)][0]) >= 1 and v >= BESIDE * best_v)
            or ((w := both[id(h)][1]) >= 1 and w >= BESIDE * best_w)][:top_k]
