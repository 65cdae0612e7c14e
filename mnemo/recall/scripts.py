"""Which writing system a text is mostly in: Chinese characters, Latin letters, ….

An embeddings model puts every text of one language near a direction of its own, and a
question asked in Chinese about a line said in English loses to any Chinese line on
the topic. The vector side takes each language's own centre out of its rows (see
`scan.VectorTable.top`); this names the language a text is in, by the script most of
it is written in. A character of a script written without spaces counts as a word of
letters, so "明天 meeting 改到 3pm" is Chinese and "ok sure 好" English.

A conversation's texts are read at once when its vectors are loaded (100,000 of them for
a long one): one pass of numpy over all their code points, not a loop per character.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

# The scripts told apart, by number (a table keeps one small integer per row). NONE is
# a text with no letters of these: "666", "[图片]", emoji.
(NONE, HAN, KANA, HANGUL, LATIN, CYRILLIC, GREEK, ARABIC, HEBREW, DEVANAGARI,
 THAI) = range(11)
NAMES = ("none", "han", "kana", "hangul", "latin", "cyrillic", "greek", "arabic",
         "hebrew", "devanagari", "thai")
COUNT = len(NAMES)

# (first, last code point, script, weight). A Chinese character or a kana is about a
# word, a hangul block a syllable of one, a letter of the others a fifth of one.
_RANGES = (
    (0x3040, 0x30FF, KANA, 4),       # hiragana, katakana
    (0x3400, 0x4DBF, HAN, 4),        # CJK extension A
    (0x4E00, 0x9FFF, HAN, 4),        # CJK unified ideographs
    (0xF900, 0xFAFF, HAN, 4),        # CJK compatibility ideographs
    (0xAC00, 0xD7AF, HANGUL, 2),     # hangul syllables
    (0x0041, 0x005A, LATIN, 1),
    (0x0061, 0x007A, LATIN, 1),
    (0x00C0, 0x024F, LATIN, 1),      # accented Latin (× and ÷ among them: rare)
    (0x0400, 0x04FF, CYRILLIC, 1),
    (0x0370, 0x03FF, GREEK, 1),
    (0x0600, 0x06FF, ARABIC, 1),
    (0x0590, 0x05FF, HEBREW, 1),
    (0x0900, 0x097F, DEVANAGARI, 1),
    (0x0E00, 0x0E7F, THAI, 1),
)


def scripts_of(texts: Sequence[str]) -> np.ndarray:
    """Each text's script (int8), weighed as above; NONE for a text without letters.
    Japanese writes Chinese characters among its kana: any kana makes Han text KANA.
    On a tie the script listed first wins."""
    n = len(texts)
    if n == 0:
        return np.zeros(0, dtype=np.int8)
    codes = np.frombuffer("".join(texts).encode("utf-32-le", "surrogatepass"),
                          dtype=np.uint32)
    script = np.zeros(len(codes), dtype=np.int64)
    weight = np.zeros(len(codes), dtype=np.float64)
    for first, last, which, w in _RANGES:
        inside = (codes >= first) & (codes <= last)
        script[inside] = which
        weight[inside] = w
    owner = np.repeat(np.arange(n), np.fromiter(map(len, texts), dtype=np.int64, count=n))
    weights = np.bincount(owner * COUNT + script, weights=weight,
                          minlength=n * COUNT).reshape(n, COUNT)
    japanese = weights[:, KANA] > 0
    weights[japanese, KANA] += weights[japanese, HAN]
    weights[japanese, HAN] = 0
    weights[:, NONE] = 0
    best = weights.argmax(axis=1)
    best[weights.max(axis=1) == 0] = NONE
    return best.astype(np.int8)


def script_of(text: str) -> int:
    """The script of one text (see `scripts_of`)."""
    return int(scripts_of([text])[0])
