"""The Chinese words a question is about, cut by a segmenter, for the recall gate.

The index cuts Chinese into character bigrams (`terms`), which find a word wherever it
is, but also meet across word boundaries: "Rohan的年终奖发了几个月" shares "个月" with
his "下个月开始3750一个月", which says nothing of a bonus. The gate asks instead whether
a hit holds the question's words as a reader would cut them: jieba's dictionary and
parts of speech (rjieba, its Rust port, dictionary inside the wheel: nothing is fetched),
keeping words of two characters or more but pronouns, numerals, measure words,
particles, time and place words ("之前", "上次", "几个"): how a question asks, not what
about. Members' names are cut out first: a segmenter splits "顾北辰" into "顾" and
"北辰".
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

import rjieba

# Parts of speech (jieba's tags) of how a question asks rather than what about: pronouns
# (r: 谁, 什么, 我家), numerals and measure words (m, q: 几个, 一瓶), particles and
# auxiliaries (u, y, e), prepositions and conjunctions (p, c), place, time and adverbs
# (f, t, d: 之前, 上次, 一直). Everything else of two characters or more is a word,
# tags a dictionary does not know included: a pet called "咪咪" is tagged a sound (o).
_ASKING_TAGS = ("r", "m", "q", "u", "y", "e", "p", "c", "f", "t", "d")
# Words tagged otherwise that ask rather than say.
_ASKING = frozenset(
    "有人 知道 记得 说过 提过 提到 说起 来着 是不是 有没有 还是 什么样 怎么样 为什么 "
    "哪个 哪些 哪里 哪儿 哪位 多少 多久 几点 问问 请问 一下 大家 群里 时候 之前 以前 上次 "
    "后来 东西 事情 情况 问题 当时 觉得 听说 应该 可能 已经 一直 还有 就是 那个 这个 "
    "说的 讲过 告诉".split())
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


@lru_cache(maxsize=256)
def chinese_words(text: str, names: tuple[str, ...] = ()) -> frozenset[str]:
    """The Chinese content words of `text` (two characters or more), `names` cut out."""
    if not _CJK.search(text):
        return frozenset()
    for name in names:
        if name:
            text = text.replace(name, "，")
    out = set()
    for word, tag in rjieba.tag(text[:1000]):
        if (len(word) >= 2 and not tag.startswith(_ASKING_TAGS) and word not in _ASKING
                and all(_CJK.match(c) for c in word)):
            out.add(word)
    return frozenset(out)


def met(words: Iterable[str], text: str) -> frozenset[str]:
    """The words of `words` that `text` holds."""
    return frozenset(w for w in words if w in text)
