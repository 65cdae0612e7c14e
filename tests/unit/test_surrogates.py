"""Text from outside made valid Unicode: lone surrogates become U+FFFD, nothing else moves."""

from __future__ import annotations

import json
import re

from hypothesis import assume, given
from hypothesis import strategies as st

from mnemo.images import image_hash
from mnemo.incoming import Image, Incoming, Quote, Speaker, render
from mnemo.keys import ConversationKey
from mnemo.surrogates import replace_surrogates

SURROGATES = st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF)
# Valid characters (hypothesis leaves surrogates out by default) mixed with surrogates.
ANY_STR = st.text(st.one_of(st.characters(), SURROGATES))
PAIR = re.compile("[\ud800-\udbff][\udc00-\udfff]")


def test_examples() -> None:
    # As json.loads gives them: a OneBot implementation in JavaScript that cut an emoji.
    assert json.loads('"坏字\\ud800符"') == "坏字\ud800符"
    assert replace_surrogates("坏字\ud800符") == "坏字\ufffd符"
    assert replace_surrogates("卡片名\ud83d") == "卡片名\ufffd"
    assert replace_surrogates("\ude00开头") == "\ufffd开头"
    assert replace_surrogates("\ud800\ud800") == "\ufffd\ufffd"
    assert replace_surrogates("\ude00\ud83d") == "\ufffd\ufffd"  # the wrong order: no pair
    # A high surrogate before a low one is the character they encode.
    assert replace_surrogates("\ud83d\ude00") == "😀"
    assert replace_surrogates("😀\ud800😀") == "😀\ufffd😀"
    assert replace_surrogates("") == ""


def test_valid_text_is_the_same_object() -> None:
    # Nothing to replace, nothing copied: the common case costs one regex search.
    for text in ("你好", "😀 emoji", "\ufffd already", "a" * 10_000):
        assert replace_surrogates(text) is text


@given(ANY_STR)
def test_the_result_always_encodes_as_utf8(text: str) -> None:
    replace_surrogates(text).encode("utf-8")


@given(st.text())
def test_valid_text_is_unchanged(text: str) -> None:
    assert replace_surrogates(text) is text


@given(ANY_STR)
def test_each_lone_surrogate_becomes_one_replacement_character(text: str) -> None:
    assume(not PAIR.search(text))
    expected = "".join("\ufffd" if 0xD800 <= ord(c) <= 0xDFFF else c for c in text)
    assert replace_surrogates(text) == expected


def test_every_text_of_an_incoming_message_is_made_valid() -> None:
    # The engine's door: whatever a front end builds, the stored turn encodes as UTF-8.
    quote = Quote("小红\ud83d", ["被引用的\udc00话", Image("http://img/\ud800.png")])
    msg = Incoming(ConversationKey("g:1"), Speaker("7", "小明\ud83d"),
                   ["坏\ud800字", Image("http://img/a.png")], quote=quote, time=0.0)
    assert msg.speaker.name == "小明\ufffd"
    assert list(msg.parts) == ["坏\ufffd字", Image("http://img/a.png")]
    assert msg.quote is not None and msg.quote.name == "小红\ufffd"
    assert list(msg.quote.parts) == ["被引用的\ufffd话", Image("http://img/\ufffd.png")]
    quoted, own = image_hash("http://img/\ufffd.png"), image_hash("http://img/a.png")
    assert render(msg, max_chars=1000).text.endswith(
        f"小明\ufffd(7): [引用 小红\ufffd: 被引用的\ufffd话[图片 {quoted}]] 坏\ufffd字[图片 {own}]")
    # Valid parts are taken as they are, not copied.
    parts = ["好", Image("http://img/a.png")]
    assert Incoming(ConversationKey("g:1"), Speaker("7"), parts).parts is parts
