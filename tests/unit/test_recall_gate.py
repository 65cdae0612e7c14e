"""The recall gate over a search's hits: what a question's words and the member it
names say about a hit that stands out by its vectors or by its words."""

from __future__ import annotations

from dataclasses import replace

from mnemo.recall.gate import choose, read
from mnemo.recall.search import Hit
from mnemo.store.base import RecallDoc

FLOOR = 0.3


def doc(n: int, speaker: str, said: str) -> RecallDoc:
    return RecallDoc(n, "g:1", n, float(n), "2026-01-01 10:00", "user", speaker, said)


def by_vector(n: int, speaker: str, said: str, margin: float = 0.1) -> Hit:
    """A hit its vectors alone found, standing well above the field."""
    return Hit(doc(n, speaker, said), 0.03, 0.0, 0.9, 0.45, margin, judged=True)


def by_words(n: int, speaker: str, said: str, rarest: int = 1) -> Hit:
    """A hit its words found, in words few messages hold, by a search that compared no
    vectors (no embeddings configured)."""
    return Hit(doc(n, speaker, said), 0.03, 1.0, 0.0, specific=True, rarest=rarest)


def by_both(n: int, speaker: str, said: str, margin: float = 0.1) -> Hit:
    """A hit its words found (in words few messages hold) and its vectors stand out."""
    return Hit(doc(n, speaker, said), 0.03, 1.0, 0.9, 0.45, margin, specific=True,
               judged=True)


def words_not_near(n: int, speaker: str, said: str) -> Hit:
    """A hit its words found; its vectors compared, no nearer than the field."""
    return Hit(doc(n, speaker, said), 0.03, 1.0, 0.85, 0.2, 0.0, specific=True, judged=True)


def shown(query: str, hits: list[Hit], members: tuple[str, ...] = ()) -> list[str]:
    return [h.doc.said for h in choose(hits, FLOOR, top_k=5, window_at=(),
                                       asked=read(query, hits, members))]


def test_a_block_needs_both_witnesses_when_the_search_had_both() -> None:
    said = "Guess what, we finally got a puppy!"
    # The model puts a pet parrot beside the puppy as near as a paraphrase: vectors
    # alone show nothing, whatever the question.
    assert shown("Who has a pet parrot?", [by_vector(1, "Mel(1)", said)]) == []
    assert shown("Who got a puppy?", [by_vector(1, "Mel(1)", said)]) == []
    assert shown("Who got a puppy?", [by_both(1, "Mel(1)", said)]) == [said]
    # A member's line on the topic, found by its words, holds no name: its vectors are
    # no nearer than the rest, so no block.
    intern = "这周要来个实习生，我带"
    asked = "郑一凡带的实习生叫什么名字？"
    assert shown(asked, [words_not_near(2, "郑一凡(1)", intern)], ("郑一凡(1)",)) == []
    # Without vectors that can judge (no embeddings, the service paused, too few vectors
    # for a steady centre) the words decide.
    assert shown(asked, [by_words(2, "郑一凡(1)", intern)], ("郑一凡(1)",)) == [intern]
    # In the window already, the best hit is one the model reads: no block.
    hits = [by_both(1, "Mel(1)", said), by_both(3, "Mel(1)", "The puppy is called Rex")]
    assert choose(hits, FLOOR, top_k=5, window_at=(1.0,),
                  asked=read("Who got a puppy?", hits)) == []


def test_a_near_topic_meets_no_word_of_an_english_question() -> None:
    puppy = by_both(1, "Mel(1)", "Guess what, we finally got a puppy!")
    # Found by the question's light words, the puppy is no answer about a parrot.
    assert shown("Who has a pet parrot?", [puppy]) == []
    # A Chinese question likewise wants a word of two characters met; a paraphrase
    # sharing none is `history_search`'s.
    trip = by_both(2, "小周(2)", "我周一要去成都出差")
    assert shown("星期一去蓉城公干的是哪位", [trip]) == []
    assert shown("周一去成都的是哪位", [trip]) == ["我周一要去成都出差"]
    toothbrush = by_both(3, "林峰(3)", "给她买了个电动牙刷，已经寄回家了", margin=0.3)
    assert shown("谁去看了牙医来着？", [toothbrush]) == []


def test_a_question_naming_a_member_is_about_what_they_said() -> None:
    kittens = "We adopted two kittens, their names are Luna and Oliver"
    theirs = by_both(1, "Caroline(1)", kittens)
    other = by_both(2, "Melanie(2)", "Our dog Max had surgery on his paw")
    # Another member's message is no answer about Melanie's pet.
    assert shown("What happened to Melanie's dog?", [theirs, other]) == [
        "Our dog Max had surgery on his paw"]
    assert shown("What are Caroline's kittens called?", [theirs, other]) == [kittens]
    # By its words, the named member's own message meets the name besides the words.
    book = "I'm reading Becoming by Michelle Obama right now"
    assert shown("What book is Melanie reading?", [by_words(3, "Melanie(2)", book)]) == [book]
    # (Melanie's greeting, standing out of nothing, only tells that she is a member.)
    hello = by_vector(4, "Melanie(2)", "hi", margin=0.0)
    assert shown("What book is Melanie reading?", [by_words(3, "Caroline(1)", book), hello]) == []


def test_a_line_telling_another_member_of_theirs_is_not_about_its_speaker() -> None:
    nanny = by_both(1, "家豪(1)",
                    "@Ahmad your nanny's from Kuantan, isn't she? The accent gave it away")
    members = ("家豪(1)", "Ahmad(2)")
    assert shown("Where is 家豪's confinement nanny from?", [nanny], members) == []
    assert shown("Where is Ahmad's confinement nanny from?", [nanny], members) == [nanny.doc.said]
    # A guess put to another is theirs too; what the speaker tells of their own is theirs.
    guess = by_both(2, "家豪(1)", "@Ahmad let me guess, Tim Tam by the bed again?")
    assert shown("家豪夜里饿了吃Tim Tam吗？", [guess], members) == []
    own = by_both(3, "家豪(1)", "@Ahmad our nanny is from Ipoh, her soups are amazing")
    assert shown("Where is 家豪's confinement nanny from?", [own], members) == [own.doc.said]


def test_a_common_word_alone_is_no_match_a_name_is() -> None:
    # In a short conversation "go" (from "went") is in few messages, yet says nothing
    # of skiing.
    went = [by_words(1, "Jon(3)", "I went biking with friends along the river trail", 3),
            by_words(2, "Jon(3)", "I went camping at Lake Tahoe", 3)]
    assert shown("Where did we go skiing?", went) == []
    # A name of a thing is the most specific word there is.
    biscuit = "He's a corgi and we named him Biscuit"
    assert shown("Who has a dog called Biscuit?", [by_words(3, "Mel(1)", biscuit)]) == [
        biscuit]


def test_the_member_and_a_light_word_are_no_topic() -> None:
    # Tom's own message, near by its vectors and meeting "name", says nothing of a cat.
    corgi = "He's a corgi and we named him Biscuit"
    assert shown("What's the name of Tom's cat?", [by_vector(1, "Tom(3)", corgi)]) == []
    assert shown("What's the name of Tom's cat?", [by_words(1, "Tom(3)", corgi, 20)]) == []
    # "go" (from "went") and the member are all Melanie's biking meets of skiing.
    biking = by_words(2, "Melanie(2)", "I went biking with friends along the river trail", 3)
    assert shown("Where did Melanie go skiing?", [biking]) == []
    assert shown("Who did Melanie go biking with?", [biking]) == [
        "I went biking with friends along the river trail"]
    # The price: a corgi is a dog to the vectors only. A question of light words only is
    # left as it was.
    assert shown("What's the name of Tom's dog?", [by_both(1, "Tom(3)", corgi)]) == []
    assert shown("What did Tom name it?", [by_both(1, "Tom(3)", corgi)]) == [corgi]
    # A word of another script the question asks with is a topic met.
    trip = by_words(3, "Jon(4)", "下个月去喀什玩一周，已经订好酒店了")
    assert shown("Which of us is visiting 喀什?", [trip]) == [trip.doc.said]


def test_a_chinese_question_needs_a_word_of_it() -> None:
    # Near by the vectors, the member's own message, no word shared: a camera is not a
    # keyboard.
    keyboard = by_both(1, "Priya(5)", "买了一台Akko的 mechanical keyboard, 红轴的")
    assert shown("Priya买的相机是什么牌子？", [keyboard]) == []
    # A word of two characters shared ("爬山"), the same kind of hit is shown.
    hike = by_both(2, "小周(6)", "周六早上去香山爬山")
    assert shown("小周周末去哪里爬山？", [hike]) == ["周六早上去香山爬山"]
    # Naming nobody, the same: a synonym alone ("登高") is `history_search`'s to find.
    assert shown("星期六去登高的是哪位", [hike]) == []
    assert shown("星期六去爬山的是哪位", [hike]) == ["周六早上去香山爬山"]


def test_a_question_naming_a_member_is_not_answered_by_anothers_words() -> None:
    # The conversation's members tell who "老郑" is, though no hit is his.
    podcast = by_words(1, "Beatriz(4)", "播客名字叫夜行船")
    assert shown("老郑的播客叫什么？", [podcast], ("老郑(1)", "Beatriz(4)")) == []
    assert shown("Beatriz的播客叫什么？", [podcast], ("老郑(1)", "Beatriz(4)")) == [
        "播客名字叫夜行船"]
    # Said of him by another member, it is about him.
    said_of = by_words(2, "Beatriz(4)", "老郑的播客叫半糖电台")
    assert shown("老郑的播客叫什么？", [said_of], ("老郑(1)", "Beatriz(4)")) == [
        "老郑的播客叫半糖电台"]


def test_a_chinese_question_is_met_by_its_words_not_by_bigrams_across_them() -> None:
    # "几个月" and "一个月" share the bigram "个月"; the question is about a bonus.
    salary = "下个月开始3750一个月"
    assert shown("Rohan的年终奖发了几个月？", [by_words(1, "Rohan(7)", salary)]) == []
    assert shown("Rohan的年终奖发了几个月？", [by_both(1, "Rohan(7)", salary)]) == []
    bonus = by_words(2, "Rohan(7)", "年终奖发了三个月，还行")
    assert shown("Rohan的年终奖发了几个月？", [bonus]) == [bonus.doc.said]
    # One of two words, in a message of the few holding it: the detail asked by name.
    town = by_words(3, "Ray仔(9)", "景德镇，你们肯定没去过", rarest=1)
    assert shown("景德镇是群里哪位的老家？", [town]) == [town.doc.said]
    # One of two, in a word many messages hold: a child's school says nothing of 奥数,
    # even where the vectors put it near.
    school = replace(by_both(4, "蒋昊天(2)", "孩子上学的事终于定了"), rarest=40)
    assert shown("谁家孩子在学奥数？", [school]) == []


def test_two_characters_that_only_put_a_sentence_are_no_word_of_it() -> None:
    # "的是" is in two lines of some conversations, yet says nothing of a yoga mat.
    best = by_words(1, "晓彤(3)", "我们店现在卖得最好的是硅胶折叠水杯", rarest=2)
    assert shown("卖yoga mat的是谁？", [best]) == []
    mat = by_words(2, "小鱼(4)", "最近在卖 yoga mat，走量还行", rarest=2)
    assert shown("卖yoga mat的是谁？", [mat]) == [mat.doc.said]


def test_words_alone_are_sure_only_by_a_word_few_messages_hold() -> None:
    # Without vectors that can judge, a member's line on a topic the group often talks
    # of meets every word of a question about it, whatever detail the question asks.
    wallet = "钱包里现在只剩公交卡了"
    asked = "Nadia的钱包是在哪丢的？"
    assert shown(asked, [by_words(1, "Nadia(3)", wallet, rarest=12)], ("Nadia(3)",)) == []
    # The same line by a word in three messages or fewer is sure.
    assert shown(asked, [by_words(1, "Nadia(3)", wallet, rarest=3)], ("Nadia(3)",)) == [wallet]
    # With vectors that judge, a common word met is no bar: the vectors witness too.
    assert shown(asked, [replace(by_both(1, "Nadia(3)", wallet), rarest=12)],
                 ("Nadia(3)",)) == [wallet]


def test_a_question_after_a_number_is_answered_by_a_message_holding_one() -> None:
    # The member's own line on the topic says no number: no answer to "多少度".
    fog = by_words(1, "卢一鸣(1)", "近视的人冬天进屋眼镜全是雾")
    assert shown("卢一鸣近视多少度？", [fog], ("卢一鸣(1)",)) == []
    degrees = by_words(2, "卢一鸣(1)", "我近视左眼450度右眼500")
    assert shown("卢一鸣近视多少度？", [fog, degrees], ("卢一鸣(1)",)) == [
        "我近视左眼450度右眼500"]
    # Written in words, in either language.
    assert shown("卢一鸣近视多少度？", [by_words(3, "卢一鸣(1)", "近视三百五十度了")],
                 ("卢一鸣(1)",)) == ["近视三百五十度了"]
    locker = by_words(4, "Rohan(4)", "my locker is number seven, next to the door")
    assert shown("How many is Rohan's locker?", [locker], ("Rohan(4)",)) == [
        "my locker is number seven, next to the door"]
    # A question that asks no number is met as before.
    assert shown("卢一鸣近视的时候眼镜怎么了？", [fog], ("卢一鸣(1)",)) == [
        "近视的人冬天进屋眼镜全是雾"]


def test_what_asks_a_number_and_what_says_one() -> None:
    from mnemo.recall.said import asks_quantity, holds_number

    for asked in ("储物柜是几号？", "买了多少个盲盒", "How many cats does she have?",
                  "what time is the meeting", "要开多久"):
        assert asks_quantity(asked), asked
    for other in ("做了好几个碗", "他几乎不来", "谁去了成都？", "What is her cat called?",
                  "Who works at 言几又?", "How far up the ladder has she gotten?"):
        assert not asks_quantity(other), other
    for said in ("3号柜", "四百五", "两个", "twelve of them", "买了十二个"):
        assert holds_number(said), said
    for said in ("一起去吃饭", "买了一堆东西", "someone said so", "下次再说"):
        assert not holds_number(said), said


def test_a_reply_that_only_agrees_with_a_quoted_statement_is_no_answer() -> None:
    question = "What mark did 王梓涵 get for FIT2014 A1?"
    echo = "「王梓涵：FIT2014 A1 is due tomorrow and I'm cooked」 真的"
    assert shown(question, [by_both(1, "米粒(4)", echo)], ("王梓涵(2)",)) == []
    # Under a quoted question, a short reply is the answer.
    answer = "[引用 Aanya: 王梓涵 FIT2014 A1 过了吗？] 过了过了"
    assert shown(question, [by_both(2, "王梓涵(2)", answer)], ("王梓涵(2)",)) == [answer]
    # With words of its own, a reply under a statement says something.
    more = "「王梓涵：FIT2014 A1 is due tomorrow」 got 91 on FIT2014 A1, so relieved"
    assert shown(question, [by_both(3, "王梓涵(2)", more)], ("王梓涵(2)",)) == [more]


def test_asked_whether_something_was_said_a_line_on_its_topic_is_no_answer() -> None:
    def counted(query: str, hit: Hit, counts: dict[str, int]) -> list[str]:
        asked = replace(read(query, [hit]), counts=counts)
        return [h.doc.said for h in choose([hit], FLOOR, top_k=5, window_at=(), asked=asked)]

    rebase = by_both(1, "阿泽(3)", "重构分支 rebase 冲突了")
    counts = {"支付": 0, "重构": 2, "延期": 0, "付重": 0, "构要": 0, "要延": 0}
    # Its topic word is in a few lines, none of them saying it: not what was asked.
    assert counted("之前有人说过支付重构要延期吗？", rebase, counts) == []
    # Asked what, not whether, the same rare topic word is met as before.
    assert counted("支付重构要延期吗？", rebase, counts) == [rebase.doc.said]
    # The thing said, in this line alone, is.
    vendor = by_both(2, "许嘉禾(4)", "孟涵今天面的那个是北辰智联的吧？我好像认识")
    assert counted("之前有人提过北辰智联的候选人吗？", vendor,
                   {"北辰": 1, "辰智": 1, "智联": 1, "候选": 2, "选人": 2}) == [vendor.doc.said]


def test_what_asks_whether_something_was_said() -> None:
    from mnemo.recall.said import asks_whether_said

    assert asks_whether_said("之前有人说过洗衣机多久清洗一次吗？")
    assert asks_whether_said("小明提过他要搬家没有？")
    assert not asks_whether_said("谁说过要去成都？")
    assert not asks_whether_said("洗衣机多久清洗一次？")


def test_a_question_of_no_word_but_the_member_is_met_by_no_line_holding_only_that() -> None:
    members = ("阿飞(1)", "胖虎(2)")
    # Its reply quotes another question to him: "阿飞" and "是什么" are all it shares.
    armband = by_words(1, "阿飞(1)", "[回复 胖虎：@阿飞 你那件签名的宝贝是什么来着？]\n"
                       "captain's armband啊")
    assert shown("阿飞开的是什么车？", [armband], members) == []
    # The quote of the question it answers shares "么车": the answer under it is shown.
    car = by_words(2, "阿飞(1)", "[回复 胖虎：@阿飞 你开什么车？]\n思域")
    assert shown("阿飞开的是什么车？", [car], members) == [car.doc.said]


def test_a_line_met_only_in_the_words_it_quotes_of_another_is_not_its_speakers() -> None:
    members = ("老黄(1)", "Anika(2)")
    notice = by_words(1, "老黄(1)", "【群公告】周四晚8点语音分享，主讲 @Anika。"
                      "先放一段Anika的自我介绍：“Pixelhaus does all our product photos now”")
    assert shown("Who took 老黄's product photos?", [notice], members) == []
    # His own words on his photos are his.
    own = by_words(2, "老黄(1)", "our product photos are all by Pixelhaus now")
    assert shown("Who took 老黄's product photos?", [own], members) == [own.doc.said]
