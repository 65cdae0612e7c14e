"""The script a text is mostly written in, which names the language of its vector."""

from __future__ import annotations

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from mnemo.recall import scripts
from mnemo.recall.scripts import script_of, scripts_of


@pytest.mark.parametrize(("text", "script"), [
    ("周末一起去爬山吗？", scripts.HAN),
    ("see you at the gym tomorrow", scripts.LATIN),
    ("明天 meeting 改到 3pm", scripts.HAN),    # two characters outweigh seven letters
    ("ok sure 好", scripts.LATIN),
    ("今日は雨ですね", scripts.KANA),            # Japanese: Chinese characters among kana
    ("안녕하세요", scripts.HANGUL),
    ("Привет, как дела?", scripts.CYRILLIC),
    ("Café crème brûlée", scripts.LATIN),
    ("666", scripts.NONE),
    ("[图片]", scripts.HAN),
    ("😀😀 !!", scripts.NONE),
    ("", scripts.NONE),
    ("\ud800 lone surrogate", scripts.LATIN),  # what a client may send: no error
])
def test_a_text_is_in_the_script_most_of_it_is_written_in(text: str, script: int) -> None:
    assert script_of(text) == script


@given(st.integers(1, 30), st.integers(0, 200))
def test_a_chinese_character_weighs_four_letters(han: int, letters: int) -> None:
    text = "中" * han + " " + "a" * letters
    assert script_of(text) == (scripts.HAN if 4 * han >= letters else scripts.LATIN)


@given(st.lists(st.text(max_size=30), max_size=20))
def test_texts_read_together_get_what_each_gets_alone(texts: list[str]) -> None:
    together = scripts_of(texts)
    assert together.tolist() == [script_of(t) for t in texts]
    assert all(0 <= s < scripts.COUNT for s in together.tolist())


@given(st.text(max_size=30), st.sampled_from(["中文", "English words", "Русский"]))
def test_enough_of_a_script_makes_the_text_that_script(text: str, more: str) -> None:
    # (a kana makes Chinese characters Japanese, whatever their number)
    assume(not (more == "中文" and any("\u3040" <= c <= "\u30ff" for c in text)))
    assert script_of(text + more * 40) == script_of(more)
