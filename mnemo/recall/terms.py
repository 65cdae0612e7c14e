"""Search terms for the recall index: what goes into FTS5 and what a query asks for.

The cutting is memory search's (CJK unigrams and bigrams, words and their parts), so a
two-character Chinese word is one term. English words are folded first (`fold`): case,
simple plural and inflection endings ("Researching" meets "research", "biked" meets
"bike"), hyphens ("de-stress" is "destress", "de" and "stress"), so the variants of a
word are one term; digits and mixed words ("iPhone15") keep their parts. A query drops
English function and question words (they match every other question) and keeps its
rarest terms only: a long message has dozens of bigrams, most of them meaningless across
word boundaries, and matching every one of them would cost more than it finds.

`VERSION` names this cutting: an index cut another way is cut again when the store
opens (see `Stores.prepare`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..memory.search import index_terms, query_terms

MAX_QUERY_CHARS = 1000
MAX_QUERY_TERMS = 12
VERSION = "2"

_LATIN = re.compile(r"[A-Za-z]+(?:['’-][A-Za-z]+)*")
# Words that say nothing about what a question is about.
_FUNCTION = frozenset(
    "a an the and or but of to in on at for from by with about into over after as is are "
    "am was were be been being do does did done have has had i you he she it we they me "
    "him her us them my your his its our their this that these those there here what "
    "when where who whom whose which why how can could will would should shall may might "
    "must not no so if then than too very just also ever any some all s t".split())


# Irregular forms of common verbs, as their plain form: "went biking" answers "go biking".
_IRREGULAR = {
    "went": "go", "gone": "go", "made": "make", "got": "get", "gotten": "get", "ran": "run",
    "saw": "see", "seen": "see", "gave": "give", "given": "give", "took": "take",
    "taken": "take", "bought": "buy", "found": "find", "told": "tell", "said": "say",
    "met": "meet", "felt": "feel", "left": "leave", "came": "come", "began": "begin",
    "begun": "begin", "brought": "bring", "thought": "think", "taught": "teach",
    "wrote": "write", "written": "write", "drove": "drive", "driven": "drive", "ate": "eat",
    "eaten": "eat", "flew": "fly", "flown": "fly", "swam": "swim", "won": "win",
    "sang": "sing", "sung": "sing", "lost": "lose", "kept": "keep", "slept": "sleep",
    "paid": "pay", "sold": "sell", "sent": "send", "spent": "spend", "built": "build",
    "knew": "know", "known": "know", "grew": "grow", "grown": "grow", "held": "hold",
    "children": "child", "men": "man", "women": "woman", "people": "person",
    "mice": "mouse", "feet": "foot", "teeth": "tooth"}


def stem(word: str) -> str:
    """A lower-case English word without its simple endings: plural, -ing, -ed, -es, a
    final e (so "bike", "bikes", "biking" and "biked" are all "bik")."""
    w = word.lower().replace("’", "'")
    if w.endswith("'s"):
        w = w[:-2]
    w = w.replace("'", "")
    w = _IRREGULAR.get(w, w)
    if len(w) <= 3:
        return w
    if w.endswith("ies") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("sses"):
        w = w[:-2]
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    for ending in ("ing", "ed"):
        if w.endswith(ending) and len(w) - len(ending) >= 3:
            w = w[:-len(ending)]
            if len(w) >= 3 and w[-1] == w[-2] and w[-1] not in "aeiouls":
                w = w[:-1]  # "planned" -> "plan", "running" -> "run"
            break
    if w.endswith("e") and len(w) > 3:
        w = w[:-1]
    if w.endswith("y") and len(w) > 3:
        w = w[:-1] + "i"  # "study" and "studies", "studied" meet at "studi"
    return w


def fold(text: str, *, query: bool = False) -> str:
    """`text` with each English word stemmed; a hyphenated one also joined and in its
    parts; in a query, function words dropped."""
    def one(m: re.Match[str]) -> str:
        raw = m.group(0)
        parts = re.split(r"['’-]", raw) if "-" in raw else [raw]
        forms = []
        if len(parts) > 1:
            forms.append(stem("".join(parts)))
        forms += [stem(p) for p in parts if not (query and p.lower() in _FUNCTION)]
        plain = raw.lower().replace("’", "'")
        # "What's", "it's": the function word with its clitic is still one.
        if query and len(parts) == 1 and (plain in _FUNCTION
                                          or plain.removesuffix("'s") in _FUNCTION):
            return " "
        return " " + " ".join(f for f in forms if f) + " "
    return _LATIN.sub(one, text)


def doc_terms(session: str, text: str) -> str:
    """The FTS5 `terms` column for a text of `session`: the session token, then each
    term prefixed with it, joined by spaces."""
    token = session_token(session)
    return " ".join([token, *(f"{token}_{t}" for t in sorted(text_terms(text)))])


def text_terms(text: str) -> frozenset[str]:
    """The terms a stored text is indexed by (both backends)."""
    return index_terms(fold(text))


def ask_terms(text: str) -> list[str]:
    """The terms a query searches for (before keeping the rarest)."""
    return sorted(query_terms(fold(text[:MAX_QUERY_CHARS], query=True)))


def latin_terms(text: str) -> frozenset[str]:
    """The folded English words (and numbers) a query asks with, function words out."""
    return latin_of(ask_terms(text))


def latin_of(terms: Iterable[str]) -> frozenset[str]:
    """The English words and numbers among a query's `terms`."""
    return frozenset(t for t in terms if t.isascii() and t.isalnum())


# English words that say little of what a question is about: light verbs and the most
# generic nouns and adjectives. "What's the name of Tom's cat?" meets every "we named
# him ..." by one, "Where did Melanie go skiing?" every "I went ..." (as folded terms).
LIGHT = latin_terms("go come get make take give put say tell call name thing stuff way "
                    "new good like want know see look use let happen")


# Where a sentence starts: its first word is capitalised whatever it is.
_SENTENCE = re.compile(r"(?:^|[.!?。！？\n])[\s\"'“‘(（]*$")
_CJK_NEXT = re.compile(r"\s*[\u3400-\u9fff]")


def plain_words(text: str) -> frozenset[str]:
    """The folded English words of a query written in lower case (or capitalised only as
    a sentence's first word): common words, unlike a name ("Biscuit", "Denver") or a
    brand written as one."""
    out: set[str] = set()
    for m in _LATIN.finditer(text[:MAX_QUERY_CHARS]):
        word = m.group(0)
        # A sentence's first word, unless a Chinese sentence goes on from it: there it is
        # a name ("Mapleview投诉的是谁的链接？").
        if word.islower() or (word[1:].islower() and _SENTENCE.search(text[:m.start()])
                              and not _CJK_NEXT.match(text, m.end())):
            out.update(latin_terms(word))
    return frozenset(out)


def session_token(session: str) -> str:
    """The session as one FTS5 token: `g:123` -> `sg123`."""
    return "s" + session.replace(":", "")


def session_terms(session: str, terms: Iterable[str]) -> list[str]:
    token = session_token(session)
    return [f"{token}_{t}" for t in terms]


def match_expression(prefixed: Iterable[str]) -> str:
    """An FTS5 MATCH for any of the (session-prefixed) terms.

    Terms hold only letters, digits, `_` and CJK characters (see `index_terms`), and each
    is quoted besides, so nothing a user typed can become FTS5 syntax.
    """
    return " OR ".join(f'"{t}"' for t in prefixed)
