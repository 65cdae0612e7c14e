"""A member's terse answer is embedded with the question it answers, a correction with
the line it corrects."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from mnemo.memory import EmbeddingRefused
from mnemo.recall.answers import (
    LATE_ROWS,
    LATE_SECONDS,
    carried_on,
    context_of,
    corrected,
    corrects,
    looks_back,
    question_of,
    revealed,
    with_context,
)
from mnemo.recall.said import is_question, reveals
from mnemo.recall.scan import vectors_of
from mnemo.recall.search import Recall, names
from mnemo.recall.thread import ANSWER_ROWS, CARRY_SECONDS, FOLLOW_SECONDS
from mnemo.recall.words import names_something
from mnemo.store import Stores
from mnemo.store.base import RecallDoc
from tests.unit.test_recall import bot, filled
from tests.unit.test_recall_thread import ZHOU, Chat, ClassEmbedder, embedded

IDS = {"唐唐": "1", "大熊": "2", "老周": "3", "Leo": "4"}


def line(n: int, at: float, name: str, said: str, role: str = "user") -> RecallDoc:
    speaker = f"{name}({IDS[name]})" if name else ""
    return RecallDoc(n, "g:1", n, at, "", role, speaker, said)


ASKED = line(1, 1000.0, "大熊", "@唐唐 你帐篷是哪款？")


def test_a_terse_answer_answers_the_question_that_named_its_speaker() -> None:
    other = line(2, 1010.0, "老周", "我也想买个帐篷")
    answer = line(3, 1020.0, "唐唐", "Cloud Up 2，双人的")
    assert question_of(answer, [ASKED, other]) == ASKED
    assert with_context(answer, ASKED) == "@唐唐 你帐篷是哪款？\nCloud Up 2，双人的"
    # Another member's line after it answers nothing: the question named 唐唐.
    assert question_of(line(3, 1020.0, "老周", "MSR 的吧"), [ASKED]) is None


def test_the_nearest_question_naming_the_speaker_is_the_one_answered() -> None:
    again = line(2, 1010.0, "Leo", "唐唐 which tent?")
    assert question_of(line(3, 1020.0, "唐唐", "Cloud Up 2"), [ASKED, again]) == again


def test_a_line_after_the_speaker_spoke_or_too_far_answers_nothing() -> None:
    answer = line(20, 1100.0, "唐唐", "Cloud Up 2，双人的")
    # They said something in between: that was the answer, if any.
    assert question_of(answer, [ASKED, line(2, 1050.0, "唐唐", "等下我看看")]) is None
    # A question of theirs in between leaves the one put to them open.
    assert question_of(answer, [ASKED, line(2, 1050.0, "唐唐", "@老周 你的呢？")]) == ASKED
    chatter = [line(2 + i, 1001.0 + i, "老周", "哈哈") for i in range(ANSWER_ROWS)]
    assert question_of(answer, [ASKED, *chatter]) is None
    assert question_of(answer, [ASKED, *chatter[1:]]) == ASKED
    late = line(3, 1000.0 + FOLLOW_SECONDS + 1, "唐唐", "Cloud Up 2，双人的")
    assert question_of(late, [ASKED]) is None
    # Away from the phone for three quarters of an hour, they still answer it.
    assert question_of(line(3, 1000.0 + 45 * 60, "唐唐", "Cloud Up 2"), [ASKED]) == ASKED


def test_an_answer_given_later_names_its_asker() -> None:
    day = 86400.0
    chatter = [line(2 + i, 2000.0 + i, "老周", "哈哈") for i in range(100)]
    answer = line(200, 1000.0 + day, "唐唐", "@大熊 刚看到，Cloud Up 2")
    assert question_of(answer, [ASKED, *chatter]) == ASKED
    # Addressed to someone who did not ask, or too late: no question.
    to_other = line(200, 1000.0 + day, "唐唐", "@老周 刚看到，Cloud Up 2")
    assert question_of(to_other, [ASKED, *chatter]) is None
    too_late = line(200, 1001.0 + LATE_SECONDS, "唐唐", "@大熊 刚看到，Cloud Up 2")
    assert question_of(too_late, [ASKED, *chatter]) is None
    assert looks_back(answer) == LATE_ROWS


def test_questions_and_the_bots_lines_answer_nothing() -> None:
    asked_back = line(2, 1010.0, "唐唐", "你问哪个帐篷？")
    assert question_of(asked_back, [ASKED]) is None and looks_back(asked_back) == 0
    reply = line(2, 1010.0, "", "Cloud Up 2 是一款双人帐篷", role="assistant")
    assert question_of(reply, [ASKED]) is None and looks_back(reply) == 0
    assert looks_back(line(2, 1010.0, "唐唐", "Cloud Up 2")) == ANSWER_ROWS


def test_a_correction_is_read_with_the_line_it_mends() -> None:
    said = line(1, 1000.0, "唐唐", "帐篷买了冷山3代，周末试试")
    other = line(2, 2000.0, "老周", "冷山3代挺好的")
    mend = line(3, 1000.0 + 86400.0, "唐唐", "昨天说错了，是冷山2代，不是冷山3代")
    assert corrects(mend) == ["冷山3代"]
    # Their own line with the wrong value, not another member's.
    assert corrected(mend, [said, other]) == said == context_of(mend, [said, other])
    assert with_context(mend, said) == "帐篷买了冷山3代，周末试试\n" + mend.said
    assert looks_back(mend) == LATE_ROWS
    assert corrected(line(3, 1001.0 + LATE_SECONDS, "唐唐", mend.said), [said]) is None
    english = line(3, 1500.0, "唐唐", "correction: 215.5元, not 251.5元.")
    assert corrects(english) == ["251.5元"]
    assert corrected(english, [line(1, 1000.0, "唐唐", "我垫了251.5元")]) is not None
    for mended, wrong in (("打错了，保柏，不是保诚", "保诚"), ("it's tiramisu, not panna cotta",
                                                       "panna cotta"),
                          ("rangehood, not cooktop", "cooktop")):
        assert corrects(line(3, 1500.0, "唐唐", mended)) == [wrong]
    # How people say no is no value: nothing is looked for.
    for no in ("不是吧", "not bad", "是不是很好", "不是很懂", "not really", "不是我说的"):
        assert corrects(line(3, 1500.0, "唐唐", no)) == [], no
    # A question to them first: that is what a line answering it is read with.
    asked = line(2, 86400.0 + 990.0, "大熊", "@唐唐 你帐篷是哪款？")
    answer = line(3, 86400.0 + 1000.0, "唐唐", "冷山2代，不是冷山3代")
    assert context_of(answer, [said, asked]) == asked


def test_a_value_sent_right_after_its_topic_carries_it_on() -> None:
    topic = line(1, 1000.0, "唐唐", "道闸又不认我的车了，明明登记过")
    value = line(2, 1030.0, "唐唐", "浙B·R0915，麻烦物业查一下")
    assert carried_on(value, [topic]) == topic == context_of(value, [topic])
    # Others' lines in between that say little ("？", "猜不到") leave it carried on; one
    # that says something, or three lines, end it.
    quips = [line(2, 1005.0, "老周", "？"), line(3, 1010.0, "大熊", "哈哈")]
    assert carried_on(value, [topic, *quips]) == topic
    assert carried_on(value, [topic, line(2, 1010.0, "老周", "我的也是，昨天就不认")]) is None
    assert carried_on(value, [topic, *quips, line(4, 1020.0, "Leo", "lol")]) is None
    # The bot's reply in between, however short, makes it a new turn.
    assert carried_on(value, [topic, line(2, 1010.0, "", "好的", role="assistant")]) is None
    # A minute too late, or no value of its own.
    late = line(2, 1001.0 + CARRY_SECONDS, "唐唐", value.said)
    assert carried_on(late, [topic]) is None
    assert carried_on(line(2, 1030.0, "唐唐", "哈哈累死"), [topic]) is None
    assert carried_on(line(2, 1030.0, "唐唐", "车呢？B3吗"), [topic]) is None  # a question
    for said in ("枫桥实验小学，二年级", "Dec 27th, from 9am", "it's called Biscuit",
                 "Defender 哈哈", "是Agena"):
        assert names_something(said), said
    # An English line's first word is capitalised whatever it is; an "Ok" or an acronym
    # beside Chinese is no name.
    for said in ("好的好的", "so annoying", "Thanks all", "Ok 哈哈", "OK了", "OIII 还差"):
        assert not names_something(said), said


def test_the_answer_to_a_guessing_game_goes_with_the_line_that_started_it() -> None:
    teaser = line(1, 1000.0, "唐唐", "猜猜我给那只猫起了啥名")
    guesses = [line(2, 1060.0, "老周", "咪咪？"), line(3, 1100.0, "大熊", "肯定是橘子"),
               line(4, 1150.0, "Leo", "no idea")]
    reveal = line(5, 1300.0, "唐唐", "哈哈都没猜中，奶盖")
    assert revealed(reveal, [teaser, *guesses]) == teaser == context_of(reveal,
                                                                         [teaser, *guesses])
    assert looks_back(reveal) == LATE_ROWS  # the guesses may run on for a while
    for said in ("nope, all wrong: Hiace", "揭晓：冷湖", "公布答案：Dark Acres",
                 "reveal 一下 是观天阁", "都不对，是秀秀", "哈哈不是，是桃花",
                 "哈哈哈不对，朝阳！", "哈哈 nope，Kettlebell！", "Nope, Atonement!",
                 "haha no, Mochi"):
        assert reveals(said), said
    # Saying no without the answer reveals nothing; nor does a line without the "no".
    for said in ("哈哈都不对", "nope, all wrong", "奶盖", "猜猜看", "不是，是我", "不对！",
                 "nope!", "no, no", "nobody knows Mochi"):
        assert not reveals(said), said
    # Another member's "都不对" is not the answer; nor a teaser past an hour, nor a
    # line of theirs that asked no one to guess.
    assert revealed(line(5, 1300.0, "老周", "都不对，是奶盖"), [teaser, *guesses]) is None
    late = line(5, 1000.0 + FOLLOW_SECONDS + 1, "唐唐", reveal.said)
    assert revealed(late, [teaser, *guesses]) is None
    assert revealed(reveal, [line(1, 1000.0, "唐唐", "给那只猫起了个名"), *guesses]) is None
    # Their latest teaser is the one answered.
    again = line(4, 1200.0, "唐唐", "再猜一次")
    assert revealed(reveal, [teaser, *guesses, again]) == again


TEXTS = ["@唐唐 你帐篷是哪款？", "唐唐 which tent?", "@大熊 刚看到，Cloud Up 2",
         "Cloud Up 2", "哈哈", "@Leo 在吗？", "@老周 刚看到，好的", "老周你去吗？"]


@given(st.lists(st.tuples(st.sampled_from(list(IDS)), st.sampled_from(TEXTS),
                          st.floats(0, 3 * 86400)), max_size=30),
       st.sampled_from(list(IDS)), st.sampled_from(TEXTS))
def test_what_an_answer_answers_is_an_earlier_question_naming_it(
        talk: list[tuple[str, str, float]], name: str, said: str) -> None:
    at = 0.0
    earlier = []
    for n, (who, text, gap) in enumerate(talk):
        at += gap / 10
        earlier.append(line(n, at, who, text))
    doc = line(len(talk), at + 1.0, name, said)
    found = question_of(doc, earlier)
    if found is None:
        return
    assert found in earlier and is_question(found.said) and not is_question(doc.said)
    assert found.speaker != doc.speaker and names(found.said, doc.speaker)
    assert doc.at - found.at <= LATE_SECONDS
    after = earlier[earlier.index(found) + 1:]
    near = (len(after) < ANSWER_ROWS and doc.at - found.at <= FOLLOW_SECONDS
            and all(d.speaker != doc.speaker or is_question(d.said) for d in after))
    # Past the near rule, only a line addressing the asker answers.
    assert near or names(doc.said, found.speaker)


# -- the vectors -----------------------------------------------------------------------


async def test_a_question_in_other_words_finds_the_terse_answer_itself(stores: Stores) -> None:
    chat = Chat(stores)
    await chat.say("周一鸣", "今天好热")
    await chat.say("小红", "@周一鸣 你带的新人叫什么？")
    await chat.say("老王", "哈哈哈")
    await chat.say("周一鸣", "岳小满，挺机灵")
    await chat.say("小红", "岳小满挺好")  # a line after it, not an answer to anything
    await stores.history.append("g:1", [bot("好的", chat.at + 1)])
    recall = Recall(stores.recall, ClassEmbedder())  # type: ignore[arg-type]
    await filled(stores, recall)
    found = [h.doc.said for h in await recall.search("g:1", "周一鸣的徒弟是谁", limit=3)]
    # "徒弟" and "新人" mean the same to the model; the answer holds neither.
    assert "岳小满，挺机灵" in found
    # Its vectors: its own, then it with the question; the others' only their own.
    rows = {said: len(vectors_of(v)) for _, _, v, said in await stores.recall.vectors("g:1")}
    assert rows["岳小满，挺机灵"] == 2
    assert rows["岳小满挺好"] == rows["哈哈哈"] == rows["好的"] == 1


class Refusing(ClassEmbedder):
    """Refuses any text holding `word`, as a content inspection does."""

    word = "新人"

    async def embed(self, texts: list[str], *, query: bool = False) -> list[list[float]]:
        if any(self.word in t for t in texts):
            raise EmbeddingRefused("refused", 400, "inappropriate content")
        return await super().embed(texts, query=query)


async def test_a_refused_question_leaves_the_answer_its_own_vector(stores: Stores) -> None:
    chat = Chat(stores)
    await chat.say("小红", "@周一鸣 你带的新人叫什么？")
    await chat.say("周一鸣", "岳小满，挺机灵")
    recall = Recall(stores.recall, Refusing())  # type: ignore[arg-type]
    filler = await filled(stores, recall)
    refused = await stores.recall.refusals("g:1")
    # The question alone is refused; the answer keeps its words' vector.
    assert refused is not None and refused.count == 1 and filler.refused == 1
    vectors = await stores.recall.vectors("g:1")
    assert [len(vectors_of(v)) for _, _, v, _ in vectors] == [0, 1]


async def test_a_correction_a_day_later_is_found_by_what_it_mends(stores: Stores) -> None:
    chat = Chat(stores)
    await chat.say("周一鸣", "我带的实习生叫岳小满")
    await chat.chatter(5)
    await chat.say("周一鸣", "昨天打错了，是岳晓满，不是岳小满", after=86400.0)
    await chat.chatter(5)
    recall = await embedded(stores)
    found = [h.doc.said for h in await recall.search("g:1", "周一鸣的徒弟叫什么", limit=3)]
    assert "昨天打错了，是岳晓满，不是岳小满" in found


async def test_a_value_sent_after_its_topic_is_found_by_the_topic(stores: Stores) -> None:
    chat = Chat(stores)
    await chat.say("周一鸣", "我带的新人今天入职了", after=60.0)
    await chat.say("周一鸣", "Yue Xiaoman，清华的", after=20.0)
    await chat.say("周一鸣", "晚上还要加班", after=20.0)
    await chat.chatter(5)
    recall = await embedded(stores)
    found = [h.doc.said for h in await recall.search("g:1", "周一鸣的徒弟叫什么", limit=2)]
    # The name holds no word of the topic; sent after it, it is embedded with it.
    assert "Yue Xiaoman，清华的" in found
    rows = {said: len(vectors_of(v)) for _, _, v, said in await stores.recall.vectors("g:1")}
    assert rows["Yue Xiaoman，清华的"] == 2 and rows["晚上还要加班"] == 1


async def test_the_answer_to_a_guessing_game_is_found_by_its_topic(stores: Stores) -> None:
    chat = Chat(stores)
    await chat.say("周一鸣", "猜猜我带的新人叫什么")
    await chat.say("小红", "小张？", after=120.0)
    await chat.say("老王", "肯定是个女生", after=120.0)
    await chat.say("周一鸣", "都不对，是秀秀", after=300.0)
    await chat.chatter(5)
    recall = await embedded(stores)
    query = "周一鸣的徒弟叫什么"
    # The answer holds no word of the topic (the teaser holds "新人"), and it is short.
    assert "都不对，是秀秀" in [h.doc.said for h in await recall.search("g:1", query, limit=2)]
    assert "都不对，是秀秀" in [d.said for d in await recall.said_by("g:1", query, ZHOU,
                                                                  limit=3)]
