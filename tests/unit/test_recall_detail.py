"""The detail rule of the recall gate: a line answers a question when it holds the
question's own rare word, or, when every word of the question was said somewhere, a
detail of its own."""

from __future__ import annotations

from collections import Counter

from mnemo.recall import detail, terms
from mnemo.recall.terms import text_terms

# Other talk of the conversation: the counts a question's words are judged by. MBTI is
# a topic the group talks of: more messages hold it than a detail's few.
TALK = ["今天又下雨了", "我家狗又把拖鞋咬坏了", "周末去爬山吗", "晚上吃火锅", "MBTI 都是玄学吧",
        "又在聊 MBTI", "MBTI 测了三次结果都不一样", "公司招人还看 MBTI",
        "我家狗最近掉毛好厉害", "健身房人好多", "狗狗疫苗打完了", "买了个新键盘",
        "What a week", "going for a run later", "下雨天就想睡觉", "疫苗要提前预约"]


def answers(question: str, line: str, talk: list[str] = TALK,
            names: tuple[str, ...] = ("阿鬼", "唐唐", "Nadia")) -> bool:
    counts = Counter(t for text in [*talk, line] for t in text_terms(text))
    return detail.holds(line, detail.read(question, names), counts)


def test_a_remark_on_the_topic_holds_no_detail_an_answer_does() -> None:
    asked = "What is 阿鬼's MBTI type?"
    assert not answers(asked, "MBTI 真的准吗")
    # A name written as one, a number: a detail the question does not hold.
    assert answers(asked, "Took the MBTI test, got INTJ")
    assert answers("唐唐家的狗几岁了", "我家狗3岁了")
    assert not answers("唐唐家的狗几岁了", "我家狗又把拖鞋咬坏了")


def test_a_noun_no_other_message_holds_is_a_detail_one_others_hold_is_not() -> None:
    asked = "唐唐家的狗叫什么"
    assert answers(asked, "我家狗叫芝麻糊")
    # 疫苗 is in other messages too: the topic, not what the dog is called.
    assert not answers(asked, "我家狗的疫苗还没打")
    # An English word no other message holds is one too; common ones are not, a name
    # written as one is.
    talk = [*TALK, "my flatmate works late", "he works too much", "flatmate drama again",
            "new flatmate moving in", "the flatmate hunt goes on"]
    assert answers("What does Nadia's flatmate do?", "my flatmate works as a sommelier", talk)
    assert not answers("What does Nadia's flatmate do?", "my flatmate works too much", talk)
    assert not answers(asked, "我家狗叫了一晚上 so annoying",
                       [*TALK, "so annoying", "the drilling is annoying"])
    assert answers(asked, "我家狗叫 Biscuit")
    # "名字" names what is asked after: the answer fills it, never says it.
    assert answers("唐唐家的狗叫什么名字", "我家狗叫芝麻糊")


def test_a_question_holding_a_word_never_said_is_answered_only_by_its_rare_word() -> None:
    # "旺财" was never said: a dog with another name is no answer, detail or not.
    assert not answers("谁家狗叫旺财", "我家狗叫芝麻糊")
    assert answers("谁家狗叫芝麻糊", "我家狗叫芝麻糊")
    # "wear" was never said either, but the question's rare word is the answer's.
    assert answers("Who wears Speedgoat 5?", "Speedgoat 5 for the trail, super comfy")
    assert not answers("Who wears Speedgoat 5?", "going for a trail run later")


def test_with_a_word_never_said_a_rare_topic_word_is_no_answer() -> None:
    # Two lines speak of the wedding: a topic, if a rare one. The hotel asked after was
    # never said: the remark is no answer; the line holding the hotel said once is.
    talk = [*TALK, "下个月去喝喜酒，婚礼在周六"]
    assert not answers("谁的婚礼办在喜来登？", "婚礼的事好多", talk)
    assert answers("谁的婚礼办在喜来登？", "婚礼酒店定了，喜来登", talk)
    # Without a word unsaid, the rare topic word is the question's own.
    assert answers("谁的婚礼在周六？", "婚礼的事好多", talk)


def test_codes_and_numbers_the_question_names_answer_it() -> None:
    # 13 is in many messages; the question names it, and the line that says it answers.
    talk = [*TALK, "13号线又停了", "住13楼好累", "13 点开会", "13 块一斤"]
    assert answers("谁瘦了13斤？", "瘦了13斤，开心", talk)
    assert not answers("谁瘦了13斤？", "瘦了好多，开心", talk)
    assert answers("谁订了B3场打羽毛球？", "@橙子 刚看到，B3场，到了直接报我手机号")
    assert answers("Whose washer showed E4-2?", "洗衣机罢工了，一直报 E4-2 error")
    assert not answers("Whose washer showed E4-2?", "洗衣机罢工了，一直报错")
    # A number inside the code is no answer alone: "99" of "149/99", "76" of "122/76".
    assert answers("149/99这个血压是谁的？", "早上量了一下 149/99，有点高")
    assert not answers("149/99这个血压是谁的？", "抢到了47.99")
    assert not answers("Whose blood pressure came out at 122/76?", "抢到了49.76")


def test_another_code_of_the_kind_asked_does_not_answer() -> None:
    # Booth 11.2H26 is not booth 8.0B19: whose that is was never said.
    assert not answers("广交会8.0B19是谁家的展位？", "广交会我们的展位是11.2H26，欢迎来坐坐")
    assert answers("广交会8.0B19是谁家的展位？", "我们在8.0B19，欢迎来坐坐")
    assert not answers("上周 ACoS 9.6% 的是谁？", "my ACoS last week was 18.9%, ugh")
    assert not answers("Whose washer showed E4-2?", "洗衣机一直报 E3-1，修不好")


def test_a_number_is_met_whole_and_counting_what_the_question_counts() -> None:
    talk = [*TALK, "13号线又停了", "住13楼好累", "13 点开会", "13 块一斤", "排骨今天33一斤"]
    # 33床 is a bed: a line holding 33 for a price holds another thing.
    assert not answers("谁住在33床？", "排骨今天33一斤", talk)
    assert answers("谁住在33床？", "我爸住33床，靠窗", talk)
    # Another number of the same measure is another value.
    assert not answers("谁瘦了13斤？", "瘦了12斤，开心", talk)
    assert answers("谁瘦了13斤？", "打错了，是13斤，不是31斤", talk)
    # A date is one value: its month is another day's too; "1" is not in "12月".
    assert not answers("谁12月15号搬家？", "我12月29号搬家，电梯要占一上午", talk)
    assert answers("谁12月15号搬家？", "我12月15日搬家，电梯要占一上午", talk)
    assert not answers("谁1月20号搬家？", "我12月18号搬家", talk)
    # The number alone, its measure left out, still names it.
    assert answers("0419号柜是谁的？", "Locker number from before: 0419", talk)


def test_a_word_the_segmenter_does_not_know_is_met_as_its_characters() -> None:
    # jieba cuts 抹茶拿铁 into four characters: they are one word all the same.
    assert answers("Who drinks 抹茶拿铁?", "我的固定点单：抹茶拿铁")


def test_how_something_happened_is_not_what_the_question_asks_after() -> None:
    # "压到" is a verb the two share; the glass never came up: no answer.
    assert not answers("谁是压到碎玻璃摔的？", "林小鹿上周是压到湿青苔摔的，大家下山慢点")
    assert answers("谁是压到湿青苔摔的？", "林小鹿上周是压到湿青苔摔的，大家下山慢点")


def test_members_names_are_no_detail() -> None:
    # The line names a member: who it is about, not a detail of the question's topic.
    assert not answers("唐唐家的狗叫什么", "@Nadia 我家狗叫了一晚上")


def test_how_a_question_asks_is_no_word_unsaid() -> None:
    # "recommended" was never said, but as a common word it is how the question asks;
    # the name it asks after is in two lines, rare all the same.
    talk = [*TALK, "Brightloop again tonight?"]
    assert answers("Who recommended Brightloop?", "It's called Brightloop, best ramen", talk)
    # A segmenter's verb ("说来" of "怎么说来着") and its cut astray ("上种" of "阳台上种了
    # 什么", a distinguishing word) are not things never said either.
    assert answers("咖啡那事之前怎么说来着？", "我最喜欢喝手冲咖啡，尤其是耶加雪菲",
                   [*TALK, "咖啡喝多了睡不着", "下午来杯咖啡"])
    assert answers("陈晨阳台上种了什么？", "阳台终于有点样子了 种了一盆琴叶榕",
                   [*TALK, "阳台好晒", "阳台漏水了", "阳台的花开了", "收拾阳台"], ("陈晨",))
    # A compound whose parts were said apart was said: "生日礼物" of "生日" and "礼物".
    talk = [*TALK, "生日快乐", "礼物收到了", "生日蛋糕好吃", "礼物太贵了", "妈妈生日"]
    assert answers("陈晨给妈妈买了什么生日礼物？", "我妈生日快到了 给她买了个拍立得", talk,
                   ("陈晨",))


def test_a_segmenters_stray_cut_and_the_asking_words_are_no_words_unsaid() -> None:
    cat, trip = "跟大家说一下，我家的橘猫名叫团子，三岁了", "我下个月十五号去成都出差"
    talk = [*TALK, "橘猫真能吃", "橘猫又胖了", "出差好累", "又要出差", "又去出差"]
    # jieba cuts "那只橘猫叫" as "只橘" + "猫叫": "只橘" was never said, "橘猫" was.
    assert answers("还记得我家那只橘猫叫什么吗", cat, talk)
    # "多大" asks an age, "哪个城市" the slot 成都 fills: neither is a thing unsaid.
    assert answers("那只橘猫现在多大了", cat, talk)
    assert answers("我出差要去的是哪个城市来着", trip, talk)


def test_the_words_a_question_word_asks_after_are_its_slot_not_its_detail() -> None:
    # The kind of thing asked ("什么乐器", "Which hand cream"), met alone, is a remark on
    # the topic: the answer fills it with one of its own.
    talk = [*TALK, "周末去听音乐会", "my hands are so dry lately", "coffee ran out again",
            "the milk ran out"]
    assert not answers("唐唐在学什么乐器？", "学乐器好难啊", talk, ("唐唐",))
    assert answers("唐唐在学什么乐器？", "最近在学乐器，学的是卡林巴", talk, ("唐唐",))
    asked = "Which hand cream does Nadia use?"
    assert not answers(asked, "hand cream ran out again", talk)
    assert answers(asked, "hand cream: Cetaphil, nothing else works", talk)
    # "谁的" of a member named asks what fills it; of nobody named, whose it is.
    assert not answers("唐唐要去看谁的演唱会？", "现在演唱会的票太难抢了", talk, ("唐唐",))
    assert answers("唐唐要去看谁的演唱会？", "抢到了周杰伦演唱会的票", talk, ("唐唐",))
    assert answers("谁的卷帘门坏了？", "我家卷帘门又卡住了", talk)
    assert answers("Whose roller door is broken?", "my roller door is stuck again", talk)


def test_a_particle_beside_a_word_tells_nothing_of_how_it_was_cut() -> None:
    # "色的" was said ("红色的外套"), but 的 joins no word: 墨绿色 was never said.
    talk = [*TALK, "买了件红色的外套", "绿色的最好看", "毛衣起球了"]
    assert not answers("谁织了墨绿色的毛衣？", "给萌萌织的毛衣是枣红色的，快织好了", talk)
    assert answers("谁织了墨绿色的毛衣？", "我织了件墨绿色的毛衣", talk)


def test_a_name_of_several_words_is_unsaid_when_one_of_them_is() -> None:
    # "Breaking" was never said: the one "bad" of the talk is no part of the show.
    talk = [*TALK, "binge-watched a whole season last night"]
    dortmund = "Been a Dortmund fan since I was a kid, through all the bad seasons"
    assert not answers("Who binged Breaking Bad?", dortmund, talk)
    assert answers("Who binged Breaking Bad?", "finally finished Breaking Bad, wow", talk)


def test_an_english_word_opening_a_chinese_question_is_a_name() -> None:
    # Mapleview was never said: another brand's complaint does not answer.
    talk = [*TALK, "链接又被投诉了", "投诉的链接恢复了吗", "链接下架了"]
    grovia = "我的链接被Grovia投诉侵权了，直接下架"
    assert not answers("Mapleview投诉的是谁的链接？", grovia, talk)
    assert answers("Mapleview投诉的是谁的链接？", "我的链接被Mapleview投诉了", talk)
    assert terms.plain_words("Mapleview投诉的是谁的链接？") == frozenset()
    assert terms.plain_words("Mapleview is great") == terms.latin_terms("Mapleview is great")


def test_an_amount_in_chinese_numerals_is_a_value() -> None:
    assert [detail.amount(a) for a in ("三千六", "八百八", "两万五", "一千零五", "十二万")] == [
        3600, 880, 25000, 1005, 120000]
    talk = [*TALK, "压岁钱给多少我还没想好", "现在压岁钱都发微信了"]
    asked = "每人三千六压岁钱是谁说的？"
    assert not answers(asked, "今年给小辈的压岁钱我定了，每人一千六", talk)
    assert answers(asked, "今年给小辈的压岁钱我定了，每人三千六", talk)
    assert answers(asked, "压岁钱定了，每人3600", talk)


def test_a_word_joined_to_one_never_said_is_part_of_a_name_never_said() -> None:
    asked = "Which member uses 顺丰国际 as their forwarder?"
    assert not answers(asked, "correction: it's 鲸航国际, not Seabridge Logistics")
    assert answers("Which member uses 鲸航国际 as their forwarder?",
                   "correction: it's 鲸航国际, not Seabridge Logistics")


def test_a_question_naming_a_value_is_answered_by_a_line_saying_a_number() -> None:
    talk = [*TALK, "现在压岁钱都发微信了", "压岁钱的事回头再说"]
    asked = "谁今年压岁钱给八百八？"
    assert not answers(asked, "压岁钱给多少我还没想好", talk)
    assert answers(asked, "今年压岁钱给八百八，图个吉利", talk)
    assert answers(asked, "压岁钱今年给880", talk)


def test_a_question_asking_when_is_answered_by_a_line_saying_a_time() -> None:
    talk = [*TALK, "婚礼的事好多", "婚礼要请多少人啊", "When's the next meetup?"]
    asked = "唐唐的婚礼定在哪天？"
    assert not answers(asked, "梦中的婚礼，中间快的那段还是弹不好", talk)
    assert answers(asked, "婚礼定在国庆，到时候都来", talk)
    assert answers(asked, "婚礼定了，10月3号", talk)
    assert not answers("When is Nadia's wedding?", "the wedding playlist is a mess", talk)
    assert answers("When is Nadia's wedding?", "Re the wedding: Valentine's Day, confirmed",
                   talk)
    # Asked when it was done, the line's own stamp may be the answer.
    assert answers("唐唐哪天到的成都？", "到成都啦，好热", talk)
    assert answers("When did Nadia move?", "finally moved into the new flat", talk)
    # A "when" inside the question joins a clause: it asks for a colour.
    assert answers("Which colour did Nadia pick when redoing the flat?",
                   "went with Sage Whisper for the walls", talk)


def test_a_common_english_word_never_said_is_unsaid_in_english_the_group_speaks() -> None:
    talk = [*TALK, "summer plans anyone?", "this summer is too hot", "got a new job",
            "job hunting is exhausting", "my summer break starts Friday"]
    job = "got a summer job as a night receptionist, starting next week"
    # "summer" was said, "married" never: the question asks after what nobody said.
    assert not answers("Who got married this summer?", job, talk)
    assert answers("Who got a job this summer?", job, talk)
    # Most of an English question's words never said: it asks in English about talk
    # in other words, and its common words are how it asks.
    assert answers("Who landed employment during the holidays?",
                   "got a summer job as a night receptionist, starting next week", talk)
    # With a Chinese word, the English around it is the frame: "east" and "gate" said,
    # "announced" never, and the 递易柜 asked after is what the answer holds.
    assert answers("Who announced the new 递易柜 at the east gate?", "东门新装了个递易柜",
                   [*TALK, "east gate is closed again", "递易柜又满了"])


def test_with_a_name_never_said_a_common_word_said_once_is_no_answer() -> None:
    outback = "I can drive the Outback for transport runs, fits three carriers"
    # "Odyssey" was never said; "transport" once, in the line about another car.
    assert not answers("Who drives an Odyssey for the transport runs?", outback)
    assert answers("Who drives an Outback for the transport runs?", outback)
    # Without a name never said, the word said once is the detail asked after.
    assert answers("Who offered transport runs?", outback)


def test_a_chinese_run_in_an_english_question_is_one_name() -> None:
    talk = [*TALK, "招财猫摆件到了", "mascot vote closes Friday", "mascot ideas anyone?"]
    sir = "[回复 Diego：@Tommy what name did you suggest for the mascot?] Sir Purrcival"
    # A segmenter cuts "招财喵" as a verb and a sound: neither a word never said. Whole,
    # it was never said: a name of another mascot is no answer.
    assert not answers("Who suggested 招财喵 as the mascot's name?", sir, talk)
    assert answers("Who suggested Sir Purrcival as the mascot's name?", sir, talk)
    # Nor is a line holding a piece of it ("招财").
    assert not answers("Who suggested 招财喵 as the mascot's name?",
                       "招财猫摆件是谁买的，mascot 也叫招财吧", talk)
    assert answers("Who suggested 招财喵 as the mascot's name?",
                   "I'd go with 招财喵 for the mascot", talk)
    # A run that is how the question asks ("谁带了") names nothing.
    assert answers("potluck谁带了butter chicken？", "potluck I'm bringing butter chicken", talk)
    # Short, an English question weighs no more than its Chinese name; it is English all
    # the same: a line holding a piece of the name ("拾光") is no answer.
    talk = [*TALK, "天文 app 推荐一个", "今晚拍星星"]
    assert not answers("Which of us posts as 星河拾光?", "拾光天文吧", talk)
    assert answers("Which of us posts as 星河拾光?", "我的网名就是星河拾光", talk)


def test_of_a_word_met_and_one_never_said_the_rarer_in_the_language_is_asked_after() -> None:
    # "蓝牙开门器" was never said: "大门", said once, is where, not what broke.
    assert not answers("谁说大门的蓝牙开门器坏了？", "大门打不开是因为道闸电机出故障")
    # "送人" was never said either, but "咖啡机" is the rarer word: what was bought.
    assert answers("谁买了咖啡机送人？", "给她买了个咖啡机，已经寄回家了")


def test_a_question_naming_a_value_is_not_answered_by_another_value() -> None:
    talk = [*TALK, "my ACoS last week was 18.9%", "ACoS too high again", "4 new reviews"]
    asked = "Whose ACoS was 52.4%?"
    assert not answers(asked, "spent $347 on ads today for 52 orders", talk)
    assert answers(asked, "ACoS hit 52.4% this week, ouch", talk)


def test_the_kind_a_name_never_said_ends_with_is_no_word_of_it() -> None:
    # "补时小酒馆" was never said; "酒馆" is what kind of place it is, and another pub
    # of the kind holds it once.
    talk = [*TALK, "今晚补时绝杀太刺激了", "补时阶段又丢球"]
    assert not answers("谁一般在补时小酒馆看球？", "我在老码头酒馆，整个店都炸了！", talk)
    assert answers("谁一般在补时小酒馆看球？", "我一般在补时小酒馆看球，老板是球迷", talk)
    # Said once, the kind of a name said is the line's own.
    assert answers("谁一般在老码头酒馆看球？", "我在老码头酒馆，整个店都炸了！", talk)


def test_an_everyday_word_a_dictionary_tags_as_a_name_is_no_name_of_the_line() -> None:
    # jieba's dictionary tags "东西" a place: the line would hold a name of its own.
    talk = [*TALK, "辣酱配面条绝了", "辣酱又吃完了", "今天的辣酱太辣", "这东西好用",
            "买东西去", "东西到了"]
    assert not answers("唐唐最离不开哪个辣酱？", "辣酱这东西真离不开", talk)
    assert answers("唐唐最离不开哪个辣酱？", "辣酱这东西真离不开，老干妈永远的神", talk)


def test_a_verb_in_the_passive_is_how_it_happened_not_what_is_asked() -> None:
    # "被扣" (a noun to the dictionary) was said once; "能效标签", never said, is asked.
    talk = [*TALK, "海关查得好严", "货到了吗", "这批货质量不错"]
    asked = "谁的货因为能效标签被扣了？"
    assert not answers(asked, "货在海关被扣了，说缺UKCA标志", talk)
    assert answers(asked, "货被扣了，缺能效标签", talk)


def test_a_name_asked_is_not_a_number_a_colour_nor_a_name_all_say() -> None:
    talk = [*TALK, *(f"Day {n} 打卡：TPO 听力 {n % 3 + 1} 篇" for n in range(1, 9)),
            "错题本又写满了", "错题本好用", "今天整理错题本"]
    asked = "阿鬼的错题本是什么牌子的？"
    assert not answers(asked, "Day 46 打卡：TPO 听力 1 篇。薄荷绿的错题本又写满一页", talk)
    assert not answers(asked, "我的错题本是墨绿色的", talk)
    assert answers(asked, "错题本用的是Kokuyo", talk)
    assert answers(asked, "错题本用的国誉", talk)
    # Asked what it looks like, the colour is the answer.
    assert answers("阿鬼的错题本是什么样的？", "我的错题本是墨绿色的", talk)


def test_of_whose_thing_is_what_the_thing_is_topic_and_what_is_said_of_it_the_detail() -> None:
    # The group speaks of its error notebooks in Chinese: one line names one in English.
    talk = [*TALK, "错题本又写满了", "错题本好用"]
    asked = "Whose error notebook is lavender?"
    assert not answers(asked, "my error notebook is almost full", talk)
    assert answers(asked, "my error notebook is lavender", talk)


def test_the_value_a_who_question_closes_on_is_what_it_asks_after() -> None:
    # "久盛" is cut into "久" and "盛", "极简" into "极" and "简": single characters a
    # segmenter's stray cut leaves, but closing "谁…是…" they are the value asked after.
    talk = [*TALK, "地板的安装师傅今天来了", "我家地板选的菲林格尔，纠结了好久",
            "听说你家地板是圣象? nice", "装修风格选的Wabi-sabi", "装修风格还没想好"]
    for asked in ("谁家地板用的是久盛？", "谁家装修风格用的是极简？", "谁家地板用的是大自然？"):
        assert detail.read(asked, ()).chinese[0][1] == detail.NAME, asked
        assert not answers(asked, "我家地板选的菲林格尔，纠结了好久", talk), asked
        assert not answers(asked, "装修风格选的Wabi-sabi", talk), asked
    assert answers("谁家地板用的是菲林格尔？", "我家地板选的菲林格尔，纠结了好久", talk)
    # A time it closes on is when, not a name.
    assert all(kind != detail.NAME for _, kind, _ in detail.read("谁的生日是明天？", ()).chinese)
    # Of "谁是温州人？" the place is the value: "我温州的" says it.
    assert answers("谁是温州人？", "我温州的，口音改不掉", [*TALK, "温州好吃的多"])
