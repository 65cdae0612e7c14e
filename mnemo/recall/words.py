"""The Chinese words a question is about, cut by a segmenter, for the recall gate.

The index cuts Chinese into character bigrams (`terms`), which find a word wherever it
is, but also meet across word boundaries: "Rohan的年终奖发了几个月" shares "个月" with
his "下个月开始3750一个月", which says nothing of a bonus. The gate asks instead whether
a hit holds the question's words as a reader would cut them: jieba's dictionary and
parts of speech (rjieba, its Rust port, dictionary inside the wheel: nothing is fetched),
leaving out pronouns, numerals, measure words, particles, time and place words ("之前",
"上次", "几个"): how a question asks, not what about. What is left comes in runs of
content words, each met by any two of its characters in a row. Members' names are cut
out first: a segmenter splits "顾北辰" into "顾" and "北辰".
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

import rjieba

from .said import MARKER

# Parts of speech (jieba's tags) of how a question asks rather than what about: pronouns
# (r: 谁, 什么, 我家), numerals and measure words (m, q: 几个, 一瓶), particles and
# auxiliaries (u, y, e), prepositions and conjunctions (p, c), place, time and adverbs
# (f, t, d: 之前, 上次, 一直). Everything else of two characters or more is a word,
# tags a dictionary does not know included: a pet called "咪咪" is tagged a sound (o).
ASKING_TAGS = ("r", "m", "q", "u", "y", "e", "p", "c", "f", "t", "d")
# A character alone is part of a run when it is a noun or an adjective ("橘" of "橘猫"),
# or a morpheme a dictionary knows only inside words ("琊" of "琅琊榜", cut 琅 / 琊 / 榜: else
# "谁在看琅琊榜？" is no word at all, and "已经在看机票了" answers it by "在看"; lexical only,
# never said on bench/recall.py's twelfth set 3.3 → 2.2 %, nothing else moved); a verb
# alone is mostly how a question asks ("是", "去", "办").
_GLUED = ("n", "a", "g")
# How a question refers to earlier talk ("之前有人说过…吗", "记得…来着"): never what it
# is about. "之前" is in few messages of a conversation, so as a rare word of the
# question it let "吃东西之前我得看看成分" answer "之前有人说过¥999吗？" (`gate.read`).
TALK = frozenset("有人 知道 记得 说过 提过 提到 说起 来着 之前 以前 上次 当时 听说 告诉 讲过 "
                 "说的 大家 群里".split())
# Words tagged otherwise that ask rather than say.
ASKING = TALK | frozenset(
    "是不是 有没有 还是 什么样 怎么样 为什么 哪个 哪些 哪里 哪儿 哪位 多少 多久 几点 问问 "
    "请问 一下 时候 后来 东西 事情 情况 问题 觉得 应该 可能 已经 一直 还有 就是 那个 这个"
    .split())
CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
# Characters that say how a sentence is put, not what it is about: particles, pronouns,
# the copula, common adverbs. A pair of them ("的是", "是谁") is in few messages of some
# conversations, yet no word: as the rare word of "卖yoga mat的是谁？" it let a line about
# silicone cups answer (`gate.read`; lexical only, never said on bench/recall.py's
# fourteenth set 5.6 → 4.4 %, nothing else moved).
_FUNCTION = frozenset("的了着过是在和与及或给把被让向对从吗呢吧啊呀哦嘛谁什么哪我你他她它们这那"
                      "有就都也还很不没")
# jieba's tags of proper names: people, places, organisations, other proper nouns.
PROPER = ("nr", "ns", "nt", "nz")
# Everyday words jieba's dictionary tags as names ("东西" a place, east and west; "明白" a
# person): in chat they are the thing, the sun, the city. Tagged a name, "辣酱这东西真离不
# 开" held a name of its own and answered "大刘最离不开哪个辣酱？" (`detail`; with
# multilingual-e5-small, never said on bench/recall.py's twenty-eighth set 3.3 → 2.2 %).
_COMMON = {"东西": "n", "太阳": "n", "卫星": "n", "城市": "n", "明白": "v", "阳光": "n",
           "小姐": "n", "道德": "n"}
# "被" and one character after it ("被扣", "被盗") is a verb put in the passive, which
# jieba's dictionary tags a noun: how something happened, never what a question asks
# after ("谁的货因为能效标签被扣了？"). Not the nouns the dictionary counts often ("被子",
# "被窝", "被告"). Never said on the fourteenth set 3.3 → 2.2 % with multilingual-e5-small;
# lexical only, the fourteenth 4.4 → 3.3 %, the sixth 3.8 → 2.5 % ("谁的微信被盗过？" and
# "还好没被盗刷"); nothing else moved.
_PASSIVE = re.compile(f"被{CJK.pattern}")
PASSIVE_NOUN = 200
# A line of at most this many letters, digits and characters holding no value says
# nothing of its own ("here", "到了", "周六可以", "今晚不了").
LITTLE_CHARS = 8
# A noun the segmenter's dictionary counts at most this many times is one the language
# hardly uses: mostly a name it does not know (a brand, a title, a place: "老蛙", "绒境",
# "三体"). The stock replies it tags nouns are mostly common ("都行" 176, "保密" 676,
# "自带" 1130), a few not ("随缘" 4).
RARE_NOUN = 10
_NOT_WORD = re.compile(r"\W")
# A capitalised word, not an "Ok" nor an acronym ("OIII", "OK了").
_CAPITALISED = re.compile(r"(?<![A-Za-z])[A-Z][a-z]{2,}")
# What such a line may hold that is no value of the speaker's: an image (its marker's
# hash has digits), a bare "+1" (me too).
_NOT_OWN = re.compile(rf"{MARKER.pattern}|^\s*[+＋]\d\s*$")


@lru_cache(maxsize=1024)
def frequency(word: str) -> int:
    """How common `word` is in the language: its count in the segmenter's dictionary, or
    for a word it does not know, what its pieces make (rarely above a few)."""
    return int(rjieba.suggest_freq(word))


@lru_cache(maxsize=256)
def tagged(text: str) -> tuple[tuple[str, str], ...]:
    """`text`'s words with jieba's parts of speech (`_mended`)."""
    return tuple((w, _mended(w, tag)) for w, tag in rjieba.tag(text[:1000]))


def _mended(word: str, tag: str) -> str:
    """jieba's tag of `word`, but for everyday words it tags as names (`_COMMON`) and
    verbs in the passive it tags as nouns (`_PASSIVE`)."""
    if word in _COMMON:
        return _COMMON[word]
    if tag.startswith("n") and _PASSIVE.fullmatch(word) and frequency(word) < PASSIVE_NOUN:
        return "v"
    return tag


def capitalised(text: str) -> bool:
    """Whether `text` holds a capitalised word, not an "Ok" nor an acronym."""
    return bool(_CAPITALISED.search(text))


def names_something(text: str) -> bool:
    """Whether `text` holds a value: a digit, a name written as one (a capital past an
    English line's first word, or anywhere in a line holding Chinese), a proper noun as
    jieba tags it ("枫桥", "恒润")."""
    if any(c.isdigit() for c in text):
        return True
    if any(w[:1].isupper() for w in text.split()[1:]):
        return True
    # Chinese has no capitals: beside it, a capitalised word is a name wherever it
    # stands ("Defender 哈哈", "是Agena"). On bench/recall.py's sets with
    # multilingual-e5-small, +0.7 points summed over the seen sets, none lower.
    if CJK.search(text) and capitalised(text):
        return True
    return any(tag in PROPER for _, tag in tagged(text))


def rare_noun(text: str) -> bool:
    """Whether `text` holds a Chinese noun of two characters or more that the language
    hardly uses (`RARE_NOUN`): a value named, where no capital marks one."""
    return any(len(word) >= 2 and tag.startswith("n") and CJK.match(word)
               and frequency(word) <= RARE_NOUN for word, tag in tagged(text))


def says_little(text: str) -> bool:
    """Whether `text` is too short to say anything of its own (`LITTLE_CHARS`): "到了",
    "[图片] 看这个", "+1"."""
    text = _NOT_OWN.sub(" ", text)
    return word_chars(text) <= LITTLE_CHARS and not names_something(text)


def word_chars(text: str) -> int:
    """How many letters, digits and characters `text` holds, spaces and marks aside."""
    return len(_NOT_WORD.sub("", text))


def cut_names(text: str, names: Iterable[str]) -> str:
    """`text` with each of `names` (longest first) cut out: a segmenter splits "顾北辰"
    into "顾" and "北辰", and a name is who a question is about, not what."""
    for name in names:
        if name:
            text = text.replace(name, "，")
    return text


@lru_cache(maxsize=256)
def chinese_words(text: str, names: tuple[str, ...] = ()) -> frozenset[str]:
    """What `text` asks about in Chinese: each run of its content words (two characters
    or more in all), `names` cut out.

    A run, not each word: a segmenter cuts a word it does not know one way in one text
    and another way in the next ("橘猫叫什么" is "橘" and "猫叫", "我家的橘猫" has
    "橘猫"), so what is met is the run (`met`)."""
    if not CJK.search(text):
        return frozenset()
    text = cut_names(text, names)
    runs: list[str] = []
    run = ""
    for word, tag in rjieba.tag(text[:1000]):
        if (not tag.startswith(ASKING_TAGS) and word not in ASKING
                and all(CJK.match(c) for c in word)
                and (len(word) > 1 or tag.startswith(_GLUED))):
            run += word
        else:
            runs.append(run)
            run = ""
    runs.append(run)
    return frozenset(r for r in runs if len(r) >= 2)


def met(runs: Iterable[str], text: str) -> frozenset[str]:
    """The runs of `runs` (`chinese_words`) that `text` holds two characters of in a row.
    Within a run of content words, a bigram across two of them is rarely met by chance,
    unlike one across a particle or a numeral ("几个月" and "一个月")."""
    return frozenset(r for r in runs if any(r[i:i + 2] in text for i in range(len(r) - 1)))


def function_pair(term: str) -> bool:
    """Whether `term` is two Chinese characters that say how a sentence is put, not what
    it is about (`_FUNCTION`: "的是" of "卖yoga mat的是谁？")."""
    return len(term) == 2 and all(c in _FUNCTION for c in term)
