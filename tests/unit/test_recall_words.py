"""The Chinese words a question asks about, as the recall gate cuts them."""

from __future__ import annotations

from mnemo.recall.words import chinese_words, met, says_little


def test_what_a_question_is_about_not_how_it_asks() -> None:
    assert chinese_words("Rohan的年终奖发了几个月", ("Rohan",)) == {"年终奖"}
    # A word a segmenter cuts one way here and another there is met as its run.
    assert met(chinese_words("还记得我家那只橘猫叫什么吗"), "我家的橘猫名叫团子") != set()
    asked = chinese_words("之前有人说的那个盲盒隐藏款是什么来着")
    assert any("盲盒" in run for run in asked)
    assert not asked & {"之前", "有人", "那个", "什么", "来着"}
    assert chinese_words("What did Tom say?") == frozenset()
    # A name the segmenter does not know, cut into characters, one of them a morpheme
    # alone ("琊"), is one run.
    assert chinese_words("谁在看琅琊榜？") == {"琅琊榜"}
    assert not met(chinese_words("谁在看琅琊榜？"), "蜜月打算去亚布力，已经在看机票了")


def test_a_members_name_is_cut_out_before_the_words() -> None:
    # Cut as text, "顾北辰" is "顾" and "北辰"; as a name it is no word of the question.
    assert chinese_words("顾北辰的香水多少钱一瓶？", ("顾北辰",)) == {"香水"}
    assert "北辰" in chinese_words("顾北辰的香水多少钱一瓶？")


def test_a_word_is_met_where_the_text_holds_it() -> None:
    assert met({"年终奖", "香水"}, "年终奖发了三个月") == {"年终奖"}
    assert met({"年终奖"}, "下个月开始3750一个月") == frozenset()


def test_a_short_line_says_little_whatever_image_or_plus_one_it_holds() -> None:
    # A digit is a value ("B1-077"), but not an image's hash nor a bare "+1" (me too).
    for line in ("到了", "+1", "[图片] 看这个", "[图片 0a1b2c3d4e5f] 看这个"):
        assert says_little(line), line
    for line in ("B1-077", "苏晴+1", "[图片 0a1b2c3d4e5f] 36码", "+1，周六我也带帐篷去湖边"):
        assert not says_little(line), line
