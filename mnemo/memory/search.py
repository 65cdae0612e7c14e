"""Memory ranking: tokenising, keyword scores and the semantic bonus. Pure functions.

Chinese is written without spaces and we do not ship a segmenter, so CJK text is cut
into character bigrams: "咖啡" is a bigram of "小明喜欢喝手冲咖啡". Other scripts give
word tokens. Memories index unigrams too, so a one-character query ("猫") still matches;
queries use unigrams only for a lone character, because common characters (的, 是) in
every entry would otherwise make nothing score zero.
"""

from __future__ import annotations

import math
import operator
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

# Han (with extensions and compatibility ideographs), kana, bopomofo, hangul.
_CJK = (
    "\u2e80-\u2fdf\u3040-\u30ff\u3100-\u312f\u3190-\u31ff\u3400-\u4dbf\u4e00-\u9fff"
    "\uac00-\ud7af\uf900-\ufaff\U00020000-\U0003134f"
)
_TOKEN_RE = re.compile(rf"(?P<cjk>[{_CJK}]+)|(?P<word>[^\W{_CJK}]+)")
_SUBWORD_RE = re.compile(r"[^\W\d_]+|\d+")

# Query words so common that matching them says nothing about relevance.
_STOPWORDS = frozenset(
    "a an the and or of to in on at for is are was were be i you he she it we they my "
    "me this that".split()
)

TAG_WEIGHT = 3.0
CONTENT_WEIGHT = 1.0


def _normalise(text: str) -> str:
    # NFKC folds full-width letters and digits (ＡＢＣ１２３) into ASCII.
    return unicodedata.normalize("NFKC", text).casefold()


def index_terms(text: str) -> frozenset[str]:
    """Terms a memory can be found by: CJK unigrams and bigrams, words and their parts."""
    terms: set[str] = set()
    for m in _TOKEN_RE.finditer(_normalise(text)):
        run = m.group("cjk")
        if run:
            terms.update(run)
            terms.update(run[i : i + 2] for i in range(len(run) - 1))
        else:
            word = m.group("word")
            terms.add(word)
            # "iphone15" is also found by "iphone" and by "15".
            terms.update(_SUBWORD_RE.findall(word))
    return frozenset(terms)


def query_terms(text: str) -> frozenset[str]:
    """Terms searched for: CJK bigrams (a lone character as itself) and words."""
    terms: set[str] = set()
    for m in _TOKEN_RE.finditer(_normalise(text)):
        run = m.group("cjk")
        if run:
            if len(run) == 1:
                terms.add(run)
            else:
                terms.update(run[i : i + 2] for i in range(len(run) - 1))
        elif m.group("word") not in _STOPWORDS:
            terms.add(m.group("word"))
    return frozenset(terms)


@dataclass(frozen=True, slots=True)
class Document:
    """The searchable form of one memory."""

    content_terms: frozenset[str]
    tag_terms: frozenset[str]


def document(content: str, tags: Iterable[str]) -> Document:
    return Document(index_terms(content), index_terms(" ".join(tags)))


def keyword_scores(terms: frozenset[str], docs: Sequence[Document]) -> list[float]:
    """Score of each document for the query terms; 0 means no term hit.

    Each hit counts TAG_WEIGHT in the tags and CONTENT_WEIGHT in the content, times the
    term's rarity in this scope, so a term that every memory has ("喜欢") ranks less
    than one that few have ("咖啡").
    """
    n = len(docs)
    weights: dict[str, float] = {}
    for term in terms:
        df = sum(1 for d in docs if term in d.content_terms or term in d.tag_terms)
        if df:
            weights[term] = math.log(1.0 + n / df)
    scores = []
    for d in docs:
        score = 0.0
        for term, w in weights.items():
            if term in d.tag_terms:
                score += TAG_WEIGHT * w
            if term in d.content_terms:
                score += CONTENT_WEIGHT * w
        scores.append(score)
    return scores


def unit(vector: Sequence[float]) -> tuple[float, ...] | None:
    """The vector scaled to length 1, or None for a zero vector."""
    norm = math.sqrt(sum(x * x for x in vector))
    if norm == 0.0 or not math.isfinite(norm):
        return None
    return tuple(x / norm for x in vector)


def cosine(a: Sequence[float], b: Sequence[float]) -> float:
    """Cosine of two unit vectors; 0 when their sizes differ (a model change)."""
    if len(a) != len(b):
        return 0.0
    return sum(map(operator.mul, a, b))


def semantic_bonus(similarity: float, weight: float, floor: float) -> float:
    """The score added for a cosine similarity: 0 at or below `floor`, `weight` at 1.

    Unrelated texts still have a cosine well above 0 with real models, so only the part
    above the floor counts; otherwise every memory would match every query.
    """
    if similarity <= floor or floor >= 1.0:
        return 0.0
    return weight * (similarity - floor) / (1.0 - floor)
