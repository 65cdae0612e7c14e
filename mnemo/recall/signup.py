"""Sign-up lists (接龙): what a member said by posting one.

A group signs up by list: someone posts a head and the first entry, and each member who
joins posts the whole list again with an entry of their own added ("#接龙 周二夜骑 1.苏晴
2.唐唐"). Each post is stored and indexed as that member's message, but all it says of
its poster is their entry: the head is the organiser's, the other entries the others'.

Two readings follow. Embedded entry by entry with the names in, each entry is mostly a
name ("1. 阿豪 7包"), and a question naming the member meets every list they are on:
a list is embedded without the members' names, each entry after the head (`embedded`),
what it says of each.
And a post whose own entry says nothing besides the name ("3. 阿豪 我来") is no statement
of its poster's (`own_entry`, for `Recall.said_by`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from .said import MAX_CLAUSES

# A list opens with its tag; its entries are numbered, on lines of their own or in a row.
_HEAD = re.compile(r"\s*#?接龙")
_ENTRY = re.compile(r"(?:^|(?<=\s))\d{1,3}\s*[.、．)）]\s*(?=\S)", re.MULTILINE)
_WORD = re.compile(r"[^\W_]")


@dataclass(frozen=True, slots=True)
class SignUp:
    head: str  # "#接龙 周二夜骑", whitespace folded
    entries: tuple[str, ...]  # each entry's words after its number, whitespace folded


def read(text: str) -> SignUp | None:
    """`text` as a sign-up list, or None for any other message."""
    if not _HEAD.match(text):
        return None
    marks = list(_ENTRY.finditer(text))
    if not marks:
        return None
    ends = [m.start() for m in marks[1:]] + [len(text)]
    return SignUp(" ".join(text[:marks[0].start()].split()),
                  tuple(" ".join(text[m.end():end].split())
                        for m, end in zip(marks, ends, strict=True)))


def _unnamed(entry: str, names: Sequence[str]) -> str:
    for name in names:
        entry = entry.replace(name, " ")
    return " ".join(entry.split())


def embedded(text: str, signup: SignUp, names: Sequence[str]) -> list[str]:
    """What is embedded for the list `text` reads as: the list, its head, and its
    newest entries, each after the head (what it answers: "24包" of "统一订塑料袋"), all
    without the names of `names` (how texts name the conversation's members, longest
    first). Each entry is so embedded in the post that added it and the next few, never
    in all the reposts of a long list."""
    entries = [e for e in (_unnamed(e, names) for e in signup.entries) if e]
    return [_unnamed(text, names), signup.head,
            *(f"{signup.head} {e}" for e in entries[len(entries) - (MAX_CLAUSES - 1):])]


def own_entry(signup: SignUp, poster: Sequence[str]) -> str:
    """What the list's poster (named by one of `poster`) wrote in it: the last entry
    naming them, without the name; "" when none does."""
    own = [e for e in signup.entries if any(n in e for n in poster)]
    return _unnamed(own[-1], poster) if own else ""


def signed_only(signup: SignUp, poster: Sequence[str]) -> bool:
    """Whether the list holds nothing of its poster's own: no entry of theirs, or one
    with their name alone ("2.Kiki_Wang")."""
    return not _WORD.search(own_entry(signup, poster))
