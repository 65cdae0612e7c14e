"""A twelfth evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code: nothing under mnemo/ (but mnemo/message.py, for the `Message`
constructor), mnemo_panel/, plugins/, tests/ or docs/ was opened, read or searched while writing
it, nor the README, bench/recall.py, any note or issue text, nor any figure or score of any set;
the recall code was never run on this set and the set was never scored while it was written. It
is not to be tuned on; its figures are to be read once, at the end. What was read: bench/
recall_sets.py (its docstring, `Set`, `_stamp`, `_user`, `describe`, `DAY`, `START`, and
`second_set` and the head of `third_set`'s templates on the way), the top docstrings of bench/
recall_set4.py to recall_set11.py, and in recall_set11.py its imports, the list of its top-level
names (and, by a slip, the first lines of its member table), `eleventh_set`, `_check` and its
`__main__` block (for the shape of what is returned). The generator below is its own. It
differs from the other eleven (bench/recall.py's `first_set`, recall_sets' `second_set`,
`third_set` and `long_conversation`, recall_set4's sessions of a
timeline, recall_set5's point process, recall_set6's day of threads, recall_set7's windows of
interleaved threads, recall_set8's members' presence, recall_set9's working week's agenda,
recall_set10's club calendar, recall_set11's semester of scenes) in what it is about and how it
is laid out:

- the conversation is an extended family's group chat (家族群) over 19 weeks from START + 263
  days (Monday 2026-09-21 to Sunday 2027-01-31): 中秋 on the fifth day (09-25), the 国庆 week, 重阳,
  the grandfather's hospital week in November (daily ward updates, visits, a 陪床 rota talked
  over), 双十一, the grandmother's birthday, 冬至, 元旦, 腊八, and the Spring Festival
  preparations at the end (tickets home, the reunion-dinner list, 压岁钱). It is laid out around
  the family's day rather than around events: every day is a row of meal-time slots (the dawn
  greeting ritual of 早安 pictures and the grandparents' "早" and voice messages, breakfast,
  lunch, an afternoon, dinner, the evening's main talk, a late hour, and the small hours when
  the cousins abroad are awake), each slot coming true on a day with its own chance and drawing
  its speakers from who keeps those hours (the grandparents at dawn and meals, the parents'
  generation at lunch and in the evening, a high-school senior late at night, a cousin in
  London at Beijing's dawn and small hours, one in Boston in the small hours and at breakfast);
  festival days get a burst of greetings and [QQ红包] lines seconds apart, the hospital week
  three ward scenes a day. Slots that overlap in time interleave; gaps are log-normal around
  the slot's median (a quarter minute in a red-packet burst, two to three minutes at dawn);
  about 3,000 messages, strictly increasing, a second apart at least;
- numbers are everywhere (blood pressures and steps in the forwarded articles and the
  grandparents' reports, market prices a 斤, temperatures, red-packet amounts, electricity
  bills, fuel prices, exam marks of other people's children, train and flight numbers of
  strangers), so a line with a number is no answer; each such line is drawn again until no
  detail, wrong value or never-said value is inside it;
- 14 members of their own over three generations and two in-laws: a grandfather under his
  name (周德厚, "爷爷"), a grandmother under a motto (平安是福, "奶奶"), parents and aunts and
  uncles under names or kinship terms (建国 "大伯", 红梅 "大伯母", 二舅, 阿芳 "二舅妈", 周丽Lily
  "小姨", 陈志远 "小姨父"), cousins (周子轩 "表哥", Vivian in London "小薇", Kevin_Chen in
  Boston "小凯", Tony周 in Shenzhen, 萌萌 in 高三) and a fiancée (林婉 "婉婉"); each with how
  much they talk, how often they write English (Kevin_Chen and Vivian mostly) and the slots
  they keep; the grandparents write short lines and "[语音转文字] …" transcripts, 红梅 sends the
  早安 pictures and forwarded 【转发】 articles; others mention a member by kinship term as
  often as by name, so a fact stated about a member uses the term;
- 19 topics of their own: a blood-pressure reading, a daily medicine, what grows on a balcony,
  the 压岁钱 each child gets, the grandfather's hospital bed, a dish's secret ingredient, the
  colour of a sweater being knitted, the show being watched, the brand chosen in a renovation,
  the dish brought to a family dinner, a holiday trip, money lent or repaid, a mooncake
  flavour, a pet's name, a present for the grandparents, the train or flight home, the
  wedding hotel, an exam result, a new job; five facts a member, a member once a topic, 70
  facts, each with its own detail;
- facts in ten shapes: one message ("one", 8); an @-question answered a few lines later
  without the question's words ("answer", 9); the same answered the next day ("late", 7); the
  member's context line and their next line with the detail ("cont", 7); a wrong value
  corrected by the same member in the thread or the next day ("correction", 8, the correcting
  message the evidence); the member on the topic on three or four days before giving the
  detail once ("drip", 8); another member stating the detail about the member by kinship term
  or name, the member confirming without it ("about", 9); the detail inside a grandparent's
  voice transcript ("voice", 5) or a long message about the day ("long", 5); the detail in the
  entry that closes a 接龙 list (the 中秋 dinner, the 月饼 group order, the tickets home, the
  reunion dinner: "roster", 4); in Chinese, English or mixed ("mix": a Latin-letter detail in
  a Chinese line or a Chinese one in an English line);
- near misses: each correction's wrong value; others' lines on the topics with values that
  are nobody's own ("我们楼下李阿姨血压175/100", "我同学坐的CA981晚点了"), forwarded articles on
  the same things, the lists' other entries, and the members' own lines on their topic on other
  days without the detail (listed in "around");
- questions in the third person, three classes, templates of this set's own: "keyword"
  carries the detail, "partial" names the member and the topic in other words, "paraphrase"
  names the member and shares no English content word (crudely stemmed, a stop list aside) and
  no two Chinese characters in a row with the evidence message, the member's name and kinship
  terms aside (checked in code); each class asked across the fact's language with odds of 0.4;
- never-said questions, 90: 45 name a member (15 a topic's question of a member who spoke of
  it in passing with no detail; 14 a detail nobody gave of a topic the member did give a detail
  of; 8 a topic's question of a member who never touched it; 8 of things nobody had), 45 name
  no one (34 ask after a value nobody said, 11 after things nobody had); 90 chatter turns a
  member might send the bot (greetings, jokes, requests, general knowledge, health and cooking
  advice; 15 on the topics in general words), no member named.

The set checks itself as it is built (`_check`): times a second apart at least within the 19
weeks, 2,500 to 3,500 messages, 60 to 80 facts, every value (details, wrong values, never-said
values) its own and none inside another value or a decoy, a member once a topic, each detail
(case aside) in its one evidence message and no other, the evidence said by the fact's carrier
(another member only for "about"), keyword questions carrying the detail, partial and
paraphrase ones naming the member and not the detail, paraphrases sharing nothing with the
evidence, the "around" lines the member's and without the detail (a drip's on three days at
least before it), an answer after its @-question by another member, sharing no word with it
(within the hour; a late one more than an hour later), a continuation straight after the
member's own context line, a correction's wrong value said first by the member without the
detail and nowhere but there and in the evidence, a 接龙 detail in the list's last entry and in
no later line, never-said values nowhere in the conversation, no detail or wrong value in a
never-said question or a chatter turn, 45 never-said questions naming a member and 45 naming no
one, no member named in a chatter turn, no question twice, no never-said question among the
real ones. Run the module from the repository root (`PYTHONPATH=. python
bench/recall_set12.py`) to check it is deterministic for a seed, builds in under two seconds,
and to print its counts.

Each fact records its "evidence" (the created_at of the one message carrying its detail),
"detail", "rare" (a list holding the detail: the word a keyword question carries), "kind" (the
topic), "name" and "uid" (the member it is about), "shape", "lang" ("zh", "en" or "mix": the
evidence line's), its questions ("keyword", "partial", "paraphrase") and their languages
("q_lang"), "carrier" (who said the detail), "asker" and "asked_at" (for "answer" and "late"),
"around" (the created_at of the member's other lines on the topic, none with the detail) and,
for a correction, the wrong value ("earlier") and when it was said ("earlier_at"). Stamps are
written in the machine's local time (recall_sets' `_stamp`) and the days are laid out in UTC
as Beijing's wall clock, so they read as meant where the local time is UTC.
"""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass, field
from typing import Any

from bench.recall_sets import (
    DAY,
    START,
    Set,
    _user,
    check_messages,
    check_questions,
    describe,
    pairs,
    stem,
)
from mnemo.message import Message

BASE = 263  # START + 263 days: Monday 2026-09-21
DAYS = 133  # to Sunday 2027-01-31
UID = 121200
CLASSES = ("keyword", "partial", "paraphrase")
FLIP = 0.4

# display name, kinship terms others use, how much they talk, share of English, slots kept
PEOPLE: list[tuple[str, list[str], float, float, dict[str, float]]] = [
    ("周德厚", ["爷爷", "老爷子"], 0.5, 0.0,
     {"dawn": 1.0, "morning": 0.6, "noon": 0.4, "dinner": 0.5, "evening": 0.2}),
    ("平安是福", ["奶奶"], 0.6, 0.0,
     {"dawn": 1.0, "morning": 0.7, "noon": 0.5, "afternoon": 0.5, "dinner": 0.5,
      "evening": 0.3}),
    ("建国", ["大伯", "大哥"], 0.8, 0.02,
     {"dawn": 0.3, "morning": 0.5, "noon": 0.6, "dinner": 0.5, "evening": 1.0, "late": 0.3}),
    ("红梅", ["大伯母", "大嫂"], 1.2, 0.0,
     {"dawn": 1.2, "morning": 0.6, "noon": 0.8, "afternoon": 0.8, "dinner": 0.8,
      "evening": 1.0, "late": 0.2}),
    ("二舅", ["二舅", "建军"], 0.9, 0.02,
     {"noon": 0.5, "dinner": 0.6, "evening": 1.0, "late": 0.7}),
    ("阿芳", ["二舅妈", "芳姐"], 0.8, 0.0,
     {"morning": 0.4, "noon": 0.7, "afternoon": 0.6, "dinner": 0.8, "evening": 0.8}),
    ("周丽Lily", ["小姨", "小丽"], 1.3, 0.12,
     {"morning": 0.5, "noon": 0.8, "afternoon": 0.4, "dinner": 0.6, "evening": 1.0,
      "late": 0.6}),
    ("陈志远", ["小姨父", "老陈"], 0.5, 0.05,
     {"noon": 0.5, "dinner": 0.3, "evening": 0.6, "late": 0.4}),
    ("周子轩", ["表哥", "子轩"], 0.9, 0.1, {"noon": 0.6, "evening": 0.8, "late": 1.0}),
    ("Vivian", ["小薇", "表姐"], 0.8, 0.6, {"dawn": 0.8, "small": 0.8, "evening": 0.5}),
    ("Kevin_Chen", ["小凯", "Kevin"], 0.8, 0.75,
     {"morning": 0.8, "late": 0.6, "small": 1.0, "evening": 0.3}),
    ("Tony周", ["Tony", "周涛"], 0.7, 0.3,
     {"noon": 0.4, "evening": 0.6, "late": 1.0, "small": 0.3}),
    ("林婉", ["婉婉", "准表嫂"], 0.5, 0.1, {"noon": 0.5, "evening": 0.7, "late": 0.5}),
    ("萌萌", ["萌萌", "萌萌妹妹"], 0.7, 0.05, {"dinner": 0.3, "evening": 0.3, "late": 1.0}),
]
MEMBERS = [p[0] for p in PEOPLE]
ALIAS = {p[0]: p[1] for p in PEOPLE}
TALK = {p[0]: p[2] for p in PEOPLE}
ENGLISH = {p[0]: p[3] for p in PEOPLE}
KEEPS = {p[0]: p[4] for p in PEOPLE}
ELDERS = ("周德厚", "平安是福")
ABROAD = ("Vivian", "Kevin_Chen")

# slot: start hour from, to; median gap (s); lines from, to; chance on a weekday, a weekend day
SLOTS: dict[str, tuple[float, float, float, int, int, float, float]] = {
    "dawn": (5.3, 6.4, 140.0, 3, 7, 0.97, 0.97),
    "morning": (7.4, 9.0, 120.0, 1, 4, 0.45, 0.6),
    "noon": (11.7, 12.6, 80.0, 2, 6, 0.6, 0.7),
    "afternoon": (14.5, 16.8, 150.0, 1, 4, 0.25, 0.5),
    "dinner": (18.0, 19.2, 80.0, 2, 6, 0.6, 0.75),
    "evening": (20.0, 21.5, 90.0, 4, 12, 0.9, 0.95),
    "late": (22.6, 23.3, 120.0, 1, 5, 0.45, 0.55),
    "small": (1.0, 3.0, 200.0, 1, 4, 0.35, 0.35),
}
# day: what the family marks on it
FESTIVALS = {4: "中秋", 10: "国庆", 27: "重阳", 75: "生日", 92: "冬至", 102: "元旦", 116: "腊八",
             130: "小年"}
HOSPITAL = range(49, 56)  # the grandfather's week in hospital, 11-09 to 11-15

# -- the facts --------------------------------------------------------------------------------

# member, topic, shape, the language of the line that carries it, detail, wrong value, carrier
FACTS: list[tuple[str, str, str, str, str, str, str]] = [
    ("周德厚", "bp", "about", "zh", "158/96", "", "建国"),
    ("周德厚", "pill", "voice", "zh", "硝苯地平", "", ""),
    ("周德厚", "grow", "drip", "zh", "朝天椒", "", ""),
    ("周德厚", "yasui", "voice", "zh", "一千二", "", ""),
    ("周德厚", "bed", "about", "zh", "14床", "", "周丽Lily"),
    ("平安是福", "bp", "voice", "zh", "132/78", "", ""),
    ("平安是福", "pill", "answer", "zh", "阿司匹林肠溶片", "", ""),
    ("平安是福", "recipe", "voice", "zh", "山楂片", "", ""),
    ("平安是福", "knit", "one", "zh", "枣红色", "", ""),
    ("平安是福", "show", "voice", "zh", "父母爱情", "", ""),
    ("建国", "bp", "correction", "zh", "136/88", "163/88", ""),
    ("建国", "pill", "late", "zh", "瑞舒伐他汀", "", ""),
    ("建国", "yasui", "one", "zh", "一千六", "", ""),
    ("建国", "reno", "drip", "zh", "圣象", "", ""),
    ("建国", "trip", "answer", "zh", "婺源", "", ""),
    ("红梅", "bp", "long", "zh", "127/83", "", ""),
    ("红梅", "grow", "cont", "zh", "茉莉", "", ""),
    ("红梅", "recipe", "cont", "zh", "马蹄", "", ""),
    ("红梅", "dish", "roster", "zh", "四喜烤麸", "", ""),
    ("红梅", "trip", "correction", "zh", "乌镇", "西塘", ""),
    ("二舅", "bp", "late", "zh", "151/97", "", ""),
    ("二舅", "yasui", "correction", "zh", "一千八", "一千五", ""),
    ("二舅", "loan", "drip", "zh", "三万六", "", ""),
    ("二舅", "reno", "answer", "zh", "马可波罗", "", ""),
    ("二舅", "mooncake", "roster", "zh", "云腿", "", ""),
    ("阿芳", "grow", "about", "zh", "圣女果", "", "红梅"),
    ("阿芳", "recipe", "one", "zh", "腐乳汁", "", ""),
    ("阿芳", "reno", "cont", "zh", "方太", "", ""),
    ("阿芳", "dish", "answer", "zh", "蛋饺", "", ""),
    ("阿芳", "pet", "drip", "zh", "翠花", "", ""),
    ("周丽Lily", "recipe", "answer", "zh", "Worcestershire", "", ""),
    ("周丽Lily", "yasui", "about", "zh", "两千二", "", "周子轩"),
    ("周丽Lily", "reno", "long", "zh", "Kohler", "", ""),
    ("周丽Lily", "dish", "roster", "zh", "醉鸡", "", ""),
    ("周丽Lily", "pet", "late", "zh", "Coco", "", ""),
    ("陈志远", "pill", "one", "zh", "二甲双胍", "", ""),
    ("陈志远", "loan", "answer", "zh", "两万五", "", ""),
    ("陈志远", "pet", "long", "zh", "煤球", "", ""),
    ("陈志远", "trip", "correction", "zh", "雪乡", "亚布力", ""),
    ("陈志远", "mooncake", "about", "zh", "流心奶黄", "", "周丽Lily"),
    ("周子轩", "gift", "answer", "zh", "欧姆龙", "", ""),
    ("周子轩", "loan", "late", "zh", "八万", "", ""),
    ("周子轩", "flight", "cont", "zh", "G7586", "", ""),
    ("周子轩", "trip", "one", "zh", "Maldives", "", ""),
    ("周子轩", "venue", "drip", "zh", "君悦", "", ""),
    ("Vivian", "recipe", "correction", "en", "cardamom", "nutmeg", ""),
    ("Vivian", "gift", "about", "zh", "Fortnum", "", "周丽Lily"),
    ("Vivian", "flight", "late", "en", "BA169", "", ""),
    ("Vivian", "pet", "one", "en", "Biscuit", "", ""),
    ("Vivian", "work", "drip", "en", "Monzo", "", ""),
    ("Kevin_Chen", "gift", "cont", "en", "Kindle", "", ""),
    ("Kevin_Chen", "flight", "answer", "en", "UA857", "", ""),
    ("Kevin_Chen", "score", "correction", "en", "3.82", "3.28", ""),
    ("Kevin_Chen", "trip", "late", "en", "Montreal", "", ""),
    ("Kevin_Chen", "work", "about", "zh", "Wayfair", "", "周丽Lily"),
    ("Tony周", "gift", "correction", "en", "扫地机器人", "洗碗机", ""),
    ("Tony周", "loan", "correction", "zh", "四千八", "四千五", ""),
    ("Tony周", "flight", "roster", "zh", "G1506", "", ""),
    ("Tony周", "score", "drip", "zh", "88分", "", ""),
    ("Tony周", "work", "long", "zh", "大疆", "", ""),
    ("林婉", "gift", "cont", "zh", "蚕丝被", "", ""),
    ("林婉", "flight", "about", "zh", "MU5137", "", "周子轩"),
    ("林婉", "dish", "drip", "zh", "松鼠鳜鱼", "", ""),
    ("林婉", "score", "late", "zh", "二级甲等", "", ""),
    ("林婉", "work", "cont", "zh", "育英中学", "", ""),
    ("萌萌", "dish", "one", "zh", "可乐鸡翅", "", ""),
    ("萌萌", "pet", "about", "zh", "球球", "", "阿芳"),
    ("萌萌", "score", "answer", "zh", "612分", "", ""),
    ("萌萌", "mooncake", "one", "zh", "冰皮抹茶", "", ""),
    ("萌萌", "show", "long", "zh", "葬送的芙莉莲", "", ""),
]

# the days a topic's evidence may fall on, by topic (and member where it differs)
WHEN: dict[str, tuple[int, int]] = {
    "bp": (2, 130), "pill": (2, 130), "grow": (2, 95), "yasui": (106, 131), "bed": (50, 54),
    "recipe": (2, 130), "knit": (60, 100), "show": (2, 130), "reno": (15, 110),
    "dish": (104, 131), "trip": (11, 22), "loan": (20, 120), "mooncake": (0, 3), "pet": (2, 130),
    "gift": (52, 128), "flight": (96, 126), "venue": (30, 100), "score": (20, 110),
    "work": (2, 130),
}
WHEN_OF: dict[tuple[str, str], tuple[int, int]] = {
    ("周德厚", "bp"): (50, 54), ("周德厚", "pill"): (57, 70), ("陈志远", "trip"): (100, 112),
    ("周子轩", "trip"): (40, 120), ("Kevin_Chen", "trip"): (67, 76),
    ("Kevin_Chen", "score"): (30, 80),
}

Tpl = dict[str, list[str]]

TOPICS: dict[str, dict[str, Any]] = {
    "bp": {
        "said": {"zh": ["今天去社区医院量了，{x}", "体检报告出来了，血压{x}",
                        "早上起来测了一下{x}，还行吧"],
                 "en": ["checkup today, BP was {x}", "blood pressure {x} this morning"]},
        "ctx": {"zh": ["这几天后脑勺有点发紧", "体检约在周四上午，要空腹",
                       "医生让我每天早晚各测一次"],
                "en": ["annual checkup next week, need to fast"]},
        "ask": {"zh": ["@{a} 体检结果咋样？", "@{a} 上回去医院弄的单子怎么样了"],
                "en": ["@{a} how was the checkup?"]},
        "ans": {"zh": ["{x}，医生说要少吃咸", "测出来{x}，让我再观察观察"],
                "en": ["{x}, doc says less salt"]},
        "about": {"zh": ["刚陪{a}测了，{x}，有点高", "{a}今天血压{x}，大家放心"],
                  "en": ["{a}'s BP was {x} today"]},
        "voice": ["[语音转文字] 今天早上我自己在家量了血压，{x}，你们不要担心啊，药我天天按时吃的",
                  "[语音转文字] 跟你们说一下，社区医生上门来测了，{x}，说比上个月稳定"],
        "long": {"zh": ["今天一早去医院体检，排队排了快一个钟头，抽了四管血，B超做完又去拍片子，"
                        "血压量出来{x}，医生说回去注意饮食多运动，中午在医院门口吃了碗面，下午回家"
                        "补了个觉"],
                 "en": ["long day: checkup at 8, fasting so starving, blood tests, an ultrasound, "
                        "BP came out {x}, then straight to work"]},
        "passing": {"zh": ["天冷了血压容易高，大家注意",
                           "【转发】《高血压的人早上千万别做这3件事》",
                           "家里血压计是不是该换了", "量血压前要先坐着歇五分钟"],
                    "en": ["remember to take your BP meds everyone"]},
        "near": {"zh": ["我们楼下李阿姨血压{d}，直接住院了", "医生说正常应该在{d}以下"],
                 "en": ["my colleague's reading was {d}, scary"]},
        "decoys": ["140/90", "120/80", "175/100", "160/95"],
        "ghosts": ["149/99", "122/76"],
        "q": {"keyword": {"zh": ["谁的血压量出来是{x}？", "{x}这个血压是谁的？"],
                          "en": ["Whose blood pressure came out at {x}?"]},
              "partial": {"zh": ["{n}的血压多少？", "{n}测的血压是多少来着？"],
                          "en": ["What was {n}'s blood pressure?"]},
              "paraphrase": {"zh": ["{n}高低压读数各是几", "{n}那次心血管指标查出来多高",
                                    "说说{n}量压的数值"],
                             "en": ["What reading did {n} get from the cuff?",
                                    "How did {n}'s heart-health numbers look?"]}},
        "miss": {"zh": ["{n}的心率是多少？", "{n}体检的胆固醇指标多少？"],
                 "en": ["What is {n}'s resting heart rate?"]},
        "bot": ["血压高平时吃饭要注意什么？", "电子血压计和水银的哪个准？",
                "What's a normal blood pressure for a 70-year-old?"],
    },
    "pill": {
        "said": {"zh": ["我现在每天早上吃{x}，一天一片", "医生给换成{x}了"],
                 "en": ["doc switched me to {x}"]},
        "ctx": {"zh": ["药快吃完了，明天去开", "最近吃药老忘，得买个药盒", "这个药吃了有点干咳"],
                "en": ["need a refill this week"]},
        "ask": {"zh": ["@{a} 你现在吃的降压药叫啥？", "@{a} 医生开的是什么药啊"],
                "en": ["@{a} which meds are you on now?"]},
        "ans": {"zh": ["{x}，一天一片，早饭后", "换成{x}了，早上一片"],
                "en": ["{x}, once daily after breakfast"]},
        "about": {"zh": ["{a}现在吃的是{x}，我看过药盒了", "{a}那个{x}别断了啊"],
                  "en": ["{a} is on {x} now"]},
        "voice": ["[语音转文字] 那个{x}我吃着还可以，就是有点口干，你们别给我乱买保健品了啊",
                  "[语音转文字] 医生让我每天早上吃一片{x}，我记着呢，放在电视柜上"],
        "long": {"zh": ["跟大家汇报一下：上午去医院复查，挂的专家号，等了两个多小时，医生看了单子"
                        "说指标还行，药换成{x}了，每天一片，回来路上顺便买了点橘子"],
                 "en": ["follow-up went fine, waited two hours, switched to {x}, bought oranges"]},
        "passing": {"zh": ["药盒子我给买了带提醒的那种", "【转发】《这几种药千万不能和柚子一起吃》",
                           "吃药的时间要固定", "医保卡里还有钱吗"],
                    "en": ["don't stop meds without asking the doctor"]},
        "near": {"zh": ["我同事他爸吃{d}吃了十年", "药店说{d}现在集采便宜多了"],
                 "en": ["my landlord takes {d} too apparently"]},
        "decoys": ["厄贝沙坦", "苯磺酸氨氯地平", "美托洛尔"],
        "ghosts": ["坎地沙坦", "格列美脲"],
        "q": {"keyword": {"zh": ["谁在吃{x}？", "吃{x}的是哪位？"],
                          "en": ["Who takes {x} every day?"]},
              "partial": {"zh": ["{n}每天吃的什么药？", "{n}医生给开了啥药？"],
                          "en": ["Which medicine is {n} on?"]},
              "paraphrase": {"zh": ["{n}日常服用哪种药物", "{n}平日里按时服下的是啥"],
                             "en": ["What pill does {n} swallow regularly?",
                                    "Which prescription does {n} rely on?"]}},
        "miss": {"zh": ["{n}的药一盒多少钱？", "{n}的药是在哪家药店买的？"],
                 "en": ["Which pharmacy does {n} get medicine from?"]},
        "bot": ["降压药早上吃好还是晚上吃好？", "Can you take aspirin with blood pressure meds?"],
    },
    "grow": {
        "said": {"zh": ["阳台上那几盆{x}长得特别好", "今年院子里种了{x}"],
                 "en": ["my balcony {x} are finally thriving"]},
        "ctx": {"zh": ["今天给阳台的花浇了水", "买了两袋营养土", "天冷了，花盆得搬进屋"],
                "en": ["repotted everything today"]},
        "ask": {"zh": ["@{a} 你阳台上那些盆栽是啥？"], "en": ["@{a} what are you growing?"]},
        "ans": {"zh": ["{x}，今年结了好多"], "en": ["{x}, loads this year"]},
        "about": {"zh": ["{a}种的{x}结了一大串", "{a}阳台那几盆{x}被猫啃了哈哈"],
                  "en": ["{a}'s {x} look amazing"]},
        "voice": ["[语音转文字] 我在楼下那块地种了点{x}，长得蛮好，过年你们回来摘了带走"],
        "long": {"zh": ["周末大扫除：窗帘拆下来洗了，冰箱清了一遍，阳台重新收拾，{x}移到了大盆里，"
                        "又去花鸟市场转了一圈，买了个新喷壶，累得腰酸"],
                 "en": ["cleaning day: curtains, fridge, moved the {x} to a bigger pot"]},
        "passing": {"zh": ["花鸟市场周末人好多", "[图片] 楼下的桂花开了", "多肉冬天要少浇水",
                           "绿萝真是怎么养都死不了"],
                    "en": ["my plants are dying again lol"]},
        "near": {"zh": ["我同学家种{d}，天天发朋友圈", "小区有人在绿化带里种{d}，被物业拔了"],
                 "en": ["my neighbour grows {d} on the windowsill"]},
        "decoys": ["小番茄", "韭菜", "月季"],
        "ghosts": ["向日葵", "蓝莓苗"],
        "q": {"keyword": {"zh": ["谁家种了{x}？", "种{x}的是谁？"],
                          "en": ["Who is growing {x}?"]},
              "partial": {"zh": ["{n}种的是什么？", "{n}阳台上养的啥植物？"],
                          "en": ["What does {n} grow at home?"]},
              "paraphrase": {"zh": ["{n}栽培着哪样作物", "{n}亲手照料的绿植属于哪一品种"],
                             "en": ["What greenery is {n} tending?"]}},
        "miss": {"zh": ["{n}的花盆是在哪儿买的？", "{n}用的什么肥料？"],
                 "en": ["What fertiliser does {n} use?"]},
        "bot": ["冬天阳台的花要怎么防冻？", "How often should I water potted tomatoes?"],
    },
    "yasui": {
        "said": {"zh": ["今年给小辈的压岁钱我定了，每人{x}", "压岁钱我准备好了，一人{x}"],
                 "en": ["lucky money this year: {x} each"]},
        "ctx": {"zh": ["又快过年了，得去银行换新钱", "今年红包封面买好了",
                       "压岁钱给多少我还没想好"],
                "en": ["need to get new notes from the bank"]},
        "ask": {"zh": ["@{a} 今年给孩子们包多少？"],
                "en": ["@{a} how much for the kids this year?"]},
        "ans": {"zh": ["一人{x}，新票子都换好了"], "en": ["{x} each, new notes ready"]},
        "about": {"zh": ["{a}说了今年每人{x}，大家别推", "听说{a}今年压岁钱一人{x}，好大方"],
                  "en": ["{a} is giving {x} each this year"]},
        "voice": ["[语音转文字] 今年压岁钱啊，我给每个孙子孙女{x}，钱都取好了放在柜子里，你们回来"
                  "就拿"],
        "long": {"zh": ["过年的事我先列一下：年货基本买齐了，对联和福字买了两套，压岁钱每人{x}，"
                        "除夕在家吃，初二去外婆家，初五以后大家各自安排"],
                 "en": ["CNY list: groceries done, couplets bought, {x} per kid, dinner at home"]},
        "passing": {"zh": ["现在压岁钱都发微信了", "红包封面今年好多好看的", "[图片] 银行换的新钱",
                           "小时候的压岁钱都被我妈收走了哈哈"],
                    "en": ["do adults still get red envelopes lol"]},
        "near": {"zh": ["我们公司同事说他们那边压岁钱给{d}", "新闻说有地方压岁钱平均{d}"],
                 "en": ["a colleague says they give {d} back home"]},
        "decoys": ["两百", "五千", "一万"],
        "ghosts": ["三千六", "八百八"],
        "q": {"keyword": {"zh": ["谁今年压岁钱给{x}？", "每人{x}压岁钱是谁说的？"],
                          "en": ["Who gives {x} per kid as lucky money?"]},
              "partial": {"zh": ["{n}今年压岁钱给多少？"],
                          "en": ["How much lucky money is {n} giving each kid?"]},
              "paraphrase": {"zh": ["{n}春节给晚辈塞多少", "{n}新春给后生们准备的红封金额"],
                             "en": ["What amount will {n} hand each youngster at the new year?"]}},
        "miss": {"zh": ["{n}的红包封面是什么图案？", "{n}换新钱是去的哪家银行？"],
                 "en": ["Which bank did {n} get new notes from?"]},
        "bot": ["压岁钱一般给多少合适？",
                "What's the meaning of red envelopes at Chinese New Year?"],
    },
    "bed": {
        "ctx": {"zh": ["[语音转文字] 医院的饭菜太淡了，没味道",
                       "[语音转文字] 我在医院挺好的，你们别来回跑"],
                "en": [""]},
        "about": {"zh": ["{a}住在心内科{x}，靠窗那张", "{a}已经转到{x}了，明天上午探视"],
                  "en": ["{a} is in {x} now"]},
        "passing": {"zh": ["明天谁去医院换班", "探视时间是下午三点到八点", "住院押金先交了"],
                    "en": ["how is grandpa doing today?"]},
        "near": {"zh": ["隔壁{d}的大爷今天出院了",
                        "{d}那家人半夜打呼噜"], "en": ["{d} got discharged"]},
        "decoys": ["15床", "9床", "21床"],
        "ghosts": ["27床", "33床"],
        "q": {"keyword": {"zh": ["谁住在{x}？"], "en": ["Who stayed in {x} at the hospital?"]},
              "partial": {"zh": ["{n}住院住的哪张床？"],
                          "en": ["Which bed was {n} in at the hospital?"]},
              "paraphrase": {"zh": ["{n}病房里躺的铺位编号", "{n}当时病号位是第几张"],
                             "en": ["What was {n}'s ward spot number during that stay?"]}},
        "miss": {"zh": ["{n}的主治医生姓什么？", "{n}住院花了多少钱？"],
                 "en": ["What was {n}'s doctor called?"]},
        "bot": ["老人住院陪护要准备些什么？", "What should you bring to someone in hospital?"],
    },
    "recipe": {
        "said": {"zh": ["我做红烧肉的秘诀就是加{x}", "那个汤好喝是因为放了{x}"],
                 "en": ["the secret is a pinch of {x}", "secret ingredient: {x}, trust me"]},
        "ctx": {"zh": ["今天又做了一锅，家里人抢着吃", "周末试了个新做法", "你们要学的话我下次教"],
                "en": ["baked again tonight, the flat smells amazing", "tried a new bake today"]},
        "ask": {"zh": ["@{a} 你那个菜怎么做得这么香？", "@{a} 求秘方！"],
                "en": ["@{a} what's your secret?"]},
        "ans": {"zh": ["加了{x}，别的都一样", "关键是{x}，少放一点就行"],
                "en": ["a little {x}, that's all"]},
        "about": {"zh": ["{a}做菜放{x}，难怪好吃", "我问过了，{a}家的秘诀是{x}"],
                  "en": ["{a} adds {x}, that's the trick"]},
        "voice": ["[语音转文字] 红烧肉好吃啊，你们要放几片{x}，肉就烂得快还不腻，火要小，炖一个半"
                  "钟头"],
        "long": {"zh": ["今天在家做了一桌：清炒虾仁、蒜蓉西兰花、红烧肉，肉里我放了{x}，所以不腻，"
                        "孩子吃了两碗饭，洗碗洗到九点，明天打算包点馄饨冻起来"],
                 "en": ["Sunday cooking marathon: soup, two curries, braised pork with {x}, "
                        "flatmates went silent"]},
        "passing": {"zh": ["[图片] 今天的晚饭", "看着好香啊", "下次教教我", "我做饭只会番茄炒蛋"],
                    "en": ["that looks so good", "recipe pls"]},
        "near": {"zh": ["网上说红烧肉要放{d}", "我婆婆做菜爱放{d}"],
                 "en": ["my flatmate puts {d} in everything"]},
        "decoys": ["黄冰糖", "八角", "老抽"],
        "ghosts": ["桂皮", "fish sauce"],
        "q": {"keyword": {"zh": ["谁做菜的秘诀是加{x}？", "放{x}的秘方是谁的？"],
                          "en": ["Whose secret ingredient is {x}?"]},
              "partial": {"zh": ["{n}的拿手菜秘诀是什么？", "{n}做菜加的秘密配料是啥？"],
                          "en": ["What's {n}'s secret ingredient?"]},
              "paraphrase": {"zh": ["{n}掌勺时私藏的那味料", "{n}烹饪的独门诀窍指的哪样东西"],
                             "en": ["What hidden extra makes {n}'s cooking special?",
                                    "Which trick does {n} use in the kitchen?"]}},
        "miss": {"zh": ["{n}的汤要炖几个小时？", "{n}用的是什么牌子的锅？"],
                 "en": ["What brand of pot does {n} cook with?"]},
        "bot": ["红烧肉怎么做才不腻？", "How do I make braised pork tender?"],
    },
    "knit": {
        "said": {"zh": ["给萌萌织的毛衣是{x}的，快织好了"], "en": ["the sweater is {x}"]},
        "ctx": {"zh": ["眼睛花了，织得慢", "毛线买回来了"], "en": [""]},
        "passing": {"zh": ["现在谁还穿手织的毛衣", "我小时候的毛衣都是家里老人织的"],
                    "en": ["hand-knitted sweaters are the best"]},
        "near": {"zh": ["商场那件{d}的毛衣打折"], "en": ["saw a {d} jumper on sale"]},
        "decoys": ["藏青色", "米白色"],
        "ghosts": ["墨绿色"],
        "q": {"keyword": {"zh": ["谁织了{x}的毛衣？"], "en": ["Who is knitting a {x} sweater?"]},
              "partial": {"zh": ["{n}织的毛衣是什么颜色？"],
                          "en": ["What colour is the sweater {n} is knitting?"]},
              "paraphrase": {"zh": ["{n}一针一线打的那件衣裳啥色调"],
                             "en": ["Which shade is the jumper {n} is making by hand?"]}},
        "miss": {"zh": ["{n}织毛衣用了几团线？"], "en": ["How many balls of yarn did {n} use?"]},
        "bot": ["毛衣起球了怎么办？", "How do I wash a wool sweater?"],
    },
    "show": {
        "said": {"zh": ["最近天天晚上看{x}", "在追{x}，一集不落"], "en": ["binging {x} lately"]},
        "ctx": {"zh": ["晚上八点的电视剧又开始了", "遥控器找不着了"], "en": ["need a new show"]},
        "voice": ["[语音转文字] 我最近晚上都看{x}，演得真好，看得我直掉眼泪，你们有空也看看"],
        "long": {"zh": ["最近的日常：每天六点起背单词，上课刷题，晚自习到九点半，回家洗完澡还要再做"
                        "一套卷子，唯一的快乐就是周末偷偷看一集{x}，看完就睡"],
                 "en": ["my week: classes, library, gym, and one episode of {x} on Sunday"]},
        "passing": {"zh": ["现在的电视剧都太长了", "[图片] 电视上这个演员好眼熟",
                           "有什么好看的剧推荐吗"],
                    "en": ["any good shows? need something for the plane"]},
        "near": {"zh": ["我同事说{d}特别好看",
                        "{d}又重播了"], "en": ["everyone at work is watching {d}"]},
        "decoys": ["繁花", "狂飙", "甄嬛传"],
        "ghosts": ["琅琊榜", "漫长的季节"],
        "q": {"keyword": {"zh": ["谁在看{x}？"], "en": ["Who has been watching {x}?"]},
              "partial": {"zh": ["{n}最近在追什么剧？"], "en": ["What show is {n} into lately?"]},
              "paraphrase": {"zh": ["{n}这阵子守着哪部片子", "{n}近来迷上了哪套节目"],
                             "en": ["Which series keeps {n} glued to the screen?"]}},
        "miss": {"zh": ["{n}最喜欢哪个演员？"], "en": ["Who is {n}'s favourite actor?"]},
        "bot": ["最近有什么好看的电视剧？", "Any good Chinese dramas to recommend?"],
    },
    "reno": {
        "said": {"zh": ["装修的东西我们定了{x}的", "跑了三趟建材市场，最后定的{x}"],
                 "en": ["went with {x} for the reno in the end"]},
        "ctx": {"zh": ["今天又去建材市场了，腿都走断了", "装修师傅说下周开始贴砖", "装修预算又超了",
                       "水电改造今天验收"],
                "en": ["reno update: still dusty"]},
        "ask": {"zh": ["@{a} 家里装修东西选好没？"], "en": ["@{a} did you pick the stuff yet?"]},
        "ans": {"zh": ["定了{x}，下周送货"], "en": ["{x}, delivery next week"]},
        "about": {"zh": ["{a}家装修用的{x}，挺上档次", "我去看过了，{a}选的是{x}"],
                  "en": ["{a} went with {x}"]},
        "long": {"zh": ["装修进度汇报：水电改完了，墙面刮了两遍腻子，木工下周进场，预算比原计划多"
                        "了两万，卫生间{x}的订单今天签了，师傅说年前能完工，大家到时候来暖房"],
                 "en": ["reno update: plumbing done, walls done, ordered {x}, done by CNY"]},
        "passing": {"zh": ["装修真的是个坑", "甲醛一定要测", "【转发】《装修最容易后悔的10个地方》",
                           "装修完至少通风三个月"],
                    "en": ["renovations always take twice as long"]},
        "near": {"zh": ["我朋友家用的{d}，说还行", "建材市场{d}在搞活动"],
                 "en": ["my friend used {d} and regrets it"]},
        "decoys": ["东鹏", "大自然", "九牧", "华帝"],
        "ghosts": ["欧派", "诺贝尔"],
        "q": {"keyword": {"zh": ["谁家装修选了{x}？"], "en": ["Who chose {x} for the renovation?"]},
              "partial": {"zh": ["{n}装修定的什么牌子？"],
                          "en": ["Which brand did {n} pick for the renovation?"]},
              "paraphrase": {"zh": ["{n}翻新房子挑中哪家产品", "{n}修整屋子最后拍板用谁家货"],
                             "en": ["What make did {n} settle on while redoing the home?"]}},
        "miss": {"zh": ["{n}装修总共花了多少钱？", "{n}家装修请的哪个施工队？"],
                 "en": ["How much did {n}'s renovation cost in total?"]},
        "bot": ["装修完多久能入住？", "How long should a new flat air out after renovation?"],
    },
    "dish": {
        "said": {"zh": ["年夜饭我负责{x}", "到时候我做一道{x}带过去"],
                 "en": ["I'm making {x} for the big dinner"]},
        "ctx": {"zh": ["年夜饭的菜单大家商量一下", "今年过年在谁家吃？", "我得提前练练手"],
                "en": ["need to practise a dish for CNY"]},
        "ask": {"zh": ["@{a} 年夜饭你做啥？"], "en": ["@{a} what are you cooking for CNY?"]},
        "ans": {"zh": ["{x}，我拿手的"], "en": ["{x}, my specialty"]},
        "about": {"zh": ["{a}说要做{x}，我已经开始期待了"], "en": ["{a} is making {x}!"]},
        "passing": {"zh": ["年夜饭菜单定了没", "今年年夜饭要不要去饭店订", "鱼一定要有，年年有余"],
                    "en": ["can't wait for the reunion dinner"]},
        "near": {"zh": ["饭店的年夜饭套餐里有{d}", "我同事家年夜饭必有{d}"],
                 "en": ["the restaurant set menu has {d}"]},
        "decoys": ["白切鸡", "红烧蹄髈", "油焖大虾", "盐水鸭", "糖醋排骨", "凉拌海蜇", "红烧带鱼",
                   "八宝饭"],
        "ghosts": ["佛跳墙", "东坡肘子"],
        "q": {"keyword": {"zh": ["谁负责做{x}？", "家宴上的{x}是谁带的？"],
                          "en": ["Who is bringing {x} to the family dinner?"]},
              "partial": {"zh": ["{n}家宴上带什么菜？", "{n}聚餐那天负责哪道菜？"],
                          "en": ["Which dish is {n} bringing?"]},
              "paraphrase": {"zh": ["{n}团圆宴贡献的是哪样", "{n}亲戚们一起吃那顿揽下了哪个"],
                             "en": ["What will {n} cook for the reunion meal?"]}},
        "miss": {"zh": ["{n}做菜买的鱼多少钱一斤？", "{n}几点到家里帮忙？"],
                 "en": ["What time is {n} arriving to help cook?"]},
        "bot": ["年夜饭一般要准备几个菜？",
                "What are traditional dishes for Chinese New Year's Eve?"],
    },
    "trip": {
        "said": {"zh": ["这次出去玩去的{x}，人山人海", "蜜月打算去{x}，已经在看机票了"],
                 "en": ["just back from {x}, what a trip"]},
        "ctx": {"zh": ["假期想出去走走，还没定去哪", "酒店订好了", "行李收拾了一晚上"],
                "en": ["packing now, leaving early tomorrow"]},
        "ask": {"zh": ["@{a} 你们放假去哪儿玩了？"],
                "en": ["@{a} where did you go for the break?"]},
        "ans": {"zh": ["{x}，风景太好了"], "en": ["{x}! pics coming"]},
        "about": {"zh": ["{a}他们去{x}了，朋友圈好多照片"], "en": ["{a} went to {x}"]},
        "long": {"zh": ["假期流水账：第一天开了六个小时车，第二天爬山，第三天在{x}逛古镇，吃了好多"
                        "小吃，回来堵了四个小时，到家十一点多"],
                 "en": ["Thanksgiving recap: drove six hours, ate too much, two days in {x}, "
                        "froze"]},
        "passing": {"zh": ["国庆哪儿都是人", "[图片] 景区门口", "还是在家待着舒服", "高速上堵死了"],
                    "en": ["anyone travelling for the holiday?"]},
        "near": {"zh": ["我同事去{d}了，说人挤人", "朋友圈一半人在{d}"],
                 "en": ["half my class went to {d}"]},
        "decoys": ["三亚", "西湖", "景德镇", "New York"],
        "ghosts": ["九寨沟", "Banff"],
        "q": {"keyword": {"zh": ["谁的旅行目的地是{x}？", "谁提到去{x}玩？"],
                          "en": ["Whose trip was to {x}?"]},
              "partial": {"zh": ["{n}去哪儿玩？", "{n}那趟旅行的目的地是哪？"],
                          "en": ["Where did {n} travel?"]},
              "paraphrase": {"zh": ["{n}出游落脚在什么地方", "{n}假日外出奔赴哪里"],
                             "en": ["Which place did {n} visit on holiday?",
                                    "What spot did {n} head off to?"]}},
        "miss": {"zh": ["{n}旅行住的哪家酒店？", "{n}出去玩花了多少钱？"],
                 "en": ["Which hotel did {n} stay at on the trip?"]},
        "bot": ["国庆出游有什么避开人流的建议？", "Where should I go for a short winter trip?"],
    },
    "loan": {
        "said": {"zh": ["借的钱今天还上了，{x}，转账了", "我跟家里借了{x}，年底前还"],
                 "en": ["paid back the {x} today"]},
        "ctx": {"zh": ["最近手头有点紧", "那笔钱的事我记着呢", "下个月发了年终奖就还"],
                "en": ["money's tight this month"]},
        "ask": {"zh": ["@{a} 上次那笔数目是多少来着？"], "en": ["@{a} how much was it again?"]},
        "ans": {"zh": ["{x}，我记在本子上了"], "en": ["{x}, I wrote it down"]},
        "about": {"zh": ["{a}借的{x}已经还了，说一声"], "en": ["{a} paid back the {x}"]},
        "long": {"zh": ["跟大家说个事：装修超预算了，跟大哥借了{x}，打了借条，明年六月前还清，这事"
                        "不用瞒着，家里人互相帮衬，以后谁有难处也一样"],
                 "en": ["quick update: borrowed {x} from family, will repay by June"]},
        "passing": {"zh": ["亲兄弟明算账", "借钱的事最伤感情", "转账记得备注"],
                    "en": ["never lend money to friends lol"]},
        "near": {"zh": ["我朋友借出去{d}到现在没还", "新闻里说有人被骗了{d}"],
                 "en": ["a friend lost {d} to a scam"]},
        "decoys": ["十万", "六千", "一万五"],
        "ghosts": ["七万二", "三千三"],
        "q": {"keyword": {"zh": ["谁提到{x}那笔借款？"], "en": ["Who mentioned the {x} loan?"]},
              "partial": {"zh": ["{n}借的钱是多少？", "{n}说的那笔钱数目多大？"],
                          "en": ["How much money did {n} borrow or pay back?"]},
              "paraphrase": {"zh": ["{n}跟亲戚之间周转了多少资金", "{n}欠款金额几何"],
                             "en": ["What sum changed hands between {n} and a relative?"]}},
        "miss": {"zh": ["{n}那笔钱约定的利息是多少？", "{n}的年终奖发了多少？"],
                 "en": ["What interest did {n} agree to pay?"]},
        "bot": ["亲戚借钱不还怎么开口？", "Is it a good idea to lend money to family?"],
    },
    "mooncake": {
        "said": {"zh": ["今年月饼我就认{x}", "月饼我要{x}的，别的不吃"],
                 "en": ["{x} mooncakes or nothing"]},
        "ctx": {"zh": ["月饼太甜了不敢多吃", "中秋又要胖了"], "en": ["mooncake season!"]},
        "about": {"zh": ["{a}就爱{x}，给他留了两个"], "en": ["{a} only eats {x}"]},
        "passing": {"zh": ["月饼拼单的别忘了", "[图片] 单位发的月饼", "月饼越来越贵了",
                           "中秋吃螃蟹吗"],
                    "en": ["can someone mail me mooncakes lol"]},
        "near": {"zh": ["超市{d}的卖得最快", "我同事最爱{d}"], "en": ["the shop only had {d}"]},
        "decoys": ["豆沙", "椰蓉", "黑芝麻", "双黄白莲蓉", "金华火腿"],
        "ghosts": ["鲜肉", "咸蛋黄肉松"],
        "q": {"keyword": {"zh": ["谁爱吃{x}月饼？"], "en": ["Who wanted {x} mooncakes?"]},
              "partial": {"zh": ["{n}要的月饼是什么口味？"],
                          "en": ["Which mooncake flavour does {n} like?"]},
              "paraphrase": {"zh": ["{n}八月十五点名要哪种馅", "{n}团圆节那种圆饼偏好何种馅儿"],
                             "en": ["What filling did {n} pick for the Mid-Autumn treats?"]}},
        "miss": {"zh": ["{n}的月饼一盒多少钱？"], "en": ["How much was {n}'s box of mooncakes?"]},
        "bot": ["月饼放冰箱能放多久？", "Why do people eat mooncakes at Mid-Autumn?"],
    },
    "pet": {
        "said": {"zh": ["我家猫叫{x}", "我们家那只叫{x}，可黏人了"],
                 "en": ["my cat's called {x}", "this is {x}, our new furball"]},
        "ctx": {"zh": ["[图片] 家里的小东西又捣乱了", "猫粮又要买了", "今天带去打疫苗"],
                "en": ["vet appointment tomorrow"]},
        "ask": {"zh": ["@{a} 你家那只小家伙叫啥名？"],
                "en": ["@{a} what's the little one called?"]},
        "ans": {"zh": ["{x}，脾气大得很"], "en": ["{x}, she's a menace"]},
        "about": {"zh": ["{a}那只{x}太胖了，该减肥了", "{a}的{x}又把花盆打翻了"],
                  "en": ["{a}'s {x} is so fat lol"]},
        "long": {"zh": ["周末没出门，上午睡到十点，下午收拾屋子，{x}把沙发挠了个洞，晚上点了外卖，"
                        "看了两集剧就困了"],
                 "en": ["quiet Sunday: slept in, laundry, {x} knocked a plant off the shelf"]},
        "passing": {"zh": ["[图片] 楼下的流浪猫", "养猫的人衣服上全是毛", "狗狗冬天要穿衣服吗"],
                    "en": ["cats are chaos"]},
        "near": {"zh": ["我同学家狗叫{d}", "楼下那只猫大家都叫它{d}"],
                 "en": ["my flatmate's dog is called {d}"]},
        "decoys": ["旺财", "大黄", "咪咪"],
        "ghosts": ["Pudding", "阿福"],
        "q": {"keyword": {"zh": ["谁家宠物叫{x}？"], "en": ["Whose pet is named {x}?"]},
              "partial": {"zh": ["{n}的宠物叫什么？"], "en": ["What's {n}'s pet called?"]},
              "paraphrase": {"zh": ["{n}养的那只小动物取了啥名儿", "{n}豢养的毛孩子怎么称呼"],
                             "en": ["How does {n} address the furry companion at home?"]}},
        "miss": {"zh": ["{n}的宠物几岁了？", "{n}家宠物是什么品种？"],
                 "en": ["How old is {n}'s pet?"]},
        "bot": ["猫咪不爱喝水怎么办？", "How often should a dog be bathed?"],
    },
    "gift": {
        "said": {"zh": ["给爷爷奶奶买了{x}，快递明天到", "我给家里老人订了个{x}"],
                 "en": ["got grandpa and grandma a {x}, arriving Thursday",
                        "ordered a {x} for the grandparents"]},
        "ctx": {"zh": ["不知道给老人买啥好", "双十一看了一晚上", "老人啥都说不要"],
                "en": ["what do you even buy grandparents"]},
        "ask": {"zh": ["@{a} 你给老人家挑的啥？"], "en": ["@{a} what did you get them?"]},
        "ans": {"zh": ["{x}，他们用得上"], "en": ["a {x}, figured they'd use it"]},
        "about": {"zh": ["{a}给爷爷奶奶寄的{x}到了，二老可高兴了", "{a}送的{x}奶奶天天用"],
                  "en": ["{a} sent them {x}"]},
        "long": {"zh": ["双十一战果：给自己买了件羽绒服，给爸妈买了空气炸锅，给爷爷奶奶买了{x}，"
                        "还囤了三箱牛奶，钱包已空"],
                 "en": ["Black Friday haul: boots, a coffee grinder, a {x} for the grandparents"]},
        "passing": {"zh": ["老人不爱用新东西", "买东西记得开发票保修", "双十一又剁手了"],
                    "en": ["Black Friday deals are insane"]},
        "near": {"zh": ["我同事给他爸买了{d}", "电视购物天天卖{d}"],
                 "en": ["my friend got her nan a {d}"]},
        "decoys": ["足浴盆", "保温杯", "老人手机", "电热毯"],
        "ghosts": ["跑步机", "iPad"],
        "q": {"keyword": {"zh": ["谁给老人买了{x}？"], "en": ["Who got the grandparents a {x}?"]},
              "partial": {"zh": ["{n}给爷爷奶奶买的什么？"],
                          "en": ["What did {n} buy for the grandparents?"]},
              "paraphrase": {"zh": ["{n}孝敬两位长辈的东西是啥", "{n}为祖辈添置了哪样物件"],
                             "en": ["Which present did {n} pick for the elders?"]}},
        "miss": {"zh": ["{n}买的礼物花了多少钱？"], "en": ["How much did {n}'s present cost?"]},
        "bot": ["给七十多岁的老人送什么礼物好？", "Gift ideas for elderly grandparents?"],
    },
    "flight": {
        "said": {"zh": ["回家的票抢到了，{x}，腊月二十六晚上到", "票买好了，{x}"],
                 "en": ["booked! {x}, lands on the 2nd", "flight home sorted: {x}"]},
        "ctx": {"zh": ["回家的票还没抢到", "今年春运好难", "请假批下来了"],
                "en": ["flights home are so expensive this year",
                       "trying to get time off for CNY"]},
        "ask": {"zh": ["@{a} 哪天到？坐的哪班？"], "en": ["@{a} when do you land? which flight?"]},
        "ans": {"zh": ["{x}，晚上九点落地"], "en": ["{x}, gets in around 9pm"]},
        "about": {"zh": ["{a}坐{x}回来，我去接", "{a}是{x}，到时候谁去机场？"],
                  "en": ["{a} is on {x}"]},
        "long": {"zh": ["春节安排：年会开完二十五号请假，行李箱得先寄一部分，{x}，落地以后直接去"
                        "奶奶家，年初六返程票还没买"],
                 "en": ["CNY plan: last exam on the 18th, pack on the 19th, {x} on the 20th"]},
        "passing": {"zh": ["春运抢票太难了", "接机的安排一下", "[图片] 机场"],
                    "en": ["airport at 5am again"]},
        "near": {"zh": ["我同学坐的{d}晚点了三个小时", "新闻说{d}取消了"],
                 "en": ["my friend's {d} got cancelled"]},
        "decoys": ["CA981", "G102", "MU587"],
        "ghosts": ["CZ3101", "G7055"],
        "q": {"keyword": {"zh": ["谁坐{x}回来？"], "en": ["Who is on {x}?"]},
              "partial": {"zh": ["{n}回家坐哪班？", "{n}回家的航班或车次是多少？"],
                          "en": ["Which flight or train is {n} taking home?"]},
              "paraphrase": {"zh": ["{n}返乡搭乘的班次编号", "{n}春节归来乘的哪一趟"],
                             "en": ["What service number will carry {n} back for the holiday?"]}},
        "miss": {"zh": ["{n}的座位号是多少？", "{n}票价多少钱？"],
                 "en": ["What seat number does {n} have?"]},
        "bot": ["春运抢票有什么技巧？", "How early should I book flights for Chinese New Year?"],
    },
    "venue": {
        "said": {"zh": ["婚礼酒店定了，{x}，五楼宴会厅"], "en": ["wedding venue booked: {x}"]},
        "ctx": {"zh": ["今天又看了两家酒店", "婚宴酒店好难订", "婚期基本定在正月了",
                       "婚礼的事好多"],
                "en": ["venue hunting again"]},
        "passing": {"zh": ["婚礼要早点定酒店", "喜糖买哪种好", "婚纱照拍了没"],
                    "en": ["weddings are so expensive"]},
        "near": {"zh": ["我同学在{d}办的，还不错", "{d}的婚宴一桌好贵"],
                 "en": ["a friend got married at the {d}"]},
        "decoys": ["希尔顿", "万豪"],
        "ghosts": ["喜来登"],
        "q": {"keyword": {"zh": ["谁的婚礼办在{x}？"], "en": ["Whose wedding is at the {x}?"]},
              "partial": {"zh": ["{n}婚礼在哪个酒店？"],
                          "en": ["Which hotel is {n}'s wedding at?"]},
              "paraphrase": {"zh": ["{n}办喜事订的场地是哪儿", "{n}结婚摆酒的地方"],
                             "en": ["Where will {n} tie the knot?"]}},
        "miss": {"zh": ["{n}婚礼请的司仪是谁？", "{n}婚礼伴郎是谁？"],
                 "en": ["Who is {n}'s best man?"]},
        "bot": ["婚礼要提前多久订酒店？", "How far ahead should you book a wedding venue?"],
    },
    "score": {
        "said": {"zh": ["这次考试{x}", "成绩出来了，{x}"],
                 "en": ["got my midterm back: {x}", "grades are in, GPA {x}"]},
        "ctx": {"zh": ["下周就考试了好紧张", "复习不完了", "考完了，等成绩"],
                "en": ["exams next week, pray for me"]},
        "ask": {"zh": ["@{a} 考得咋样？"], "en": ["@{a} how did the exam go?"]},
        "ans": {"zh": ["{x}，还行吧", "出了，{x}"], "en": ["{x}, not bad"]},
        "about": {"zh": ["{a}这回{x}，进步不小", "听说{a}考了{x}"], "en": ["{a} got {x}"]},
        "passing": {"zh": ["现在的孩子学习压力太大了", "期中考试下周开始", "家长会又要开了"],
                    "en": ["finals season is rough"]},
        "near": {"zh": ["我同事孩子考了{d}", "去年一本线是{d}"], "en": ["my roommate got {d}"]},
        "decoys": ["530分", "GPA 3.5", "合格"],
        "ghosts": ["645分", "3.91"],
        "q": {"keyword": {"zh": ["谁考了{x}？"], "en": ["Who scored {x}?"]},
              "partial": {"zh": ["{n}考试成绩多少？", "{n}那次考试结果如何？"],
                          "en": ["What was {n}'s exam result?"]},
              "paraphrase": {"zh": ["{n}测验拿到的分数等级", "{n}应试最终得了几"],
                             "en": ["How did {n} do on that test?", "What mark did {n} earn?"]}},
        "miss": {"zh": ["{n}的排名第几？", "{n}数学单科多少分？"],
                 "en": ["What rank did {n} come in the class?"]},
        "bot": ["孩子考试前紧张怎么办？", "How can I help a teenager with exam stress?"],
    },
    "work": {
        "said": {"zh": ["offer拿到了，{x}", "下个月入职{x}"],
                 "en": ["signed with {x}!", "starting at {x} next month"]},
        "ctx": {"zh": ["最近在面试，好累", "这周三个面试", "在等结果"],
                "en": ["third round interview tomorrow", "still waiting to hear back"]},
        "ask": {"zh": ["@{a} 工作定了没？"], "en": ["@{a} any news on the job?"]},
        "ans": {"zh": ["{x}，下月报到"], "en": ["{x}, start in March"]},
        "about": {"zh": ["{a}暑假实习拿到了，在{x}", "{a}拿到{x}的offer了"],
                  "en": ["{a} got an offer from {x}"]},
        "long": {"zh": ["汇报一下近况：换工作的事定了，下个月去{x}，做无人机的嵌入式，深圳这边房子"
                        "先不退，过年前还要把交接做完，到时候回去再跟大家细说"],
                 "en": ["life update: new job at {x}, moving flats in March"]},
        "passing": {"zh": ["现在工作好难找", "年轻人别太累了", "[图片] 公司年会"],
                    "en": ["job market is brutal"]},
        "near": {"zh": ["我同学去了{d}", "{d}又裁员了"], "en": ["my flatmate just joined {d}"]},
        "decoys": ["腾讯", "Google", "华为"],
        "ghosts": ["Shopee", "小红书"],
        "q": {"keyword": {"zh": ["谁在{x}工作？"], "en": ["Who works at {x}?"]},
              "partial": {"zh": ["{n}在哪家单位上班？", "{n}的工作定在哪了？"],
                          "en": ["Where does {n} work?"]},
              "paraphrase": {"zh": ["{n}目前供职的机构名称", "{n}端的是哪家饭碗"],
                             "en": ["Which employer hired {n}?"]}},
        "miss": {"zh": ["{n}的年薪多少？", "{n}的领导叫什么？"],
                 "en": ["What is {n}'s salary?"]},
        "bot": ["面试前要准备什么？", "How do I negotiate a job offer?"],
    },
}

FIX_SAME = {"zh": ["刚才说错了，是{x}，不是{y}", "更正：{x}，{y}是我记岔了"],
            "en": ["oops, {x} not {y}", "correction: {x}, not {y}"]}
FIX_NEXT = {"zh": ["昨天说的不对，应该是{x}，不是{y}"],
            "en": ["correcting myself from yesterday: {x}, not {y}"]}
LATE = {"zh": "@{a} 刚看到，", "en": "@{a} sorry just saw this — "}
CONFIRM = {"zh": ["哈哈对", "是的是的", "嗯嗯", "[表情]", "被你说中了"],
           "en": ["haha yes", "yep", "guilty"],
           "old": ["[语音转文字] 对对对，你们都别操心我", "嗯", "好的好的"]}

# 接龙 lists: topic, organizer, header, the entries before the fact's (member, entry) and days
LISTS: list[tuple[str, str, str, list[tuple[str, str]], tuple[int, int]]] = [
    ("mooncake", "周丽Lily", "#接龙 中秋月饼拼单，写口味和盒数",
     [("周丽Lily", "双黄白莲蓉 两盒"), ("建国", "豆沙 一盒"), ("红梅", "椰蓉 一盒"),
      ("周子轩", "金华火腿 一盒")], (0, 3)),
    ("dish", "二舅", "#接龙 十五晚上家宴，每家带一个菜",
     [("二舅", "盐水鸭"), ("建国", "糖醋排骨"), ("周子轩", "两箱啤酒（不会做菜）"),
      ("Tony周", "凉拌海蜇")], (0, 3)),
    ("flight", "周丽Lily", "#接龙 春节回家的车次/航班，方便安排接站",
     [("周丽Lily", "我们自驾，腊月二十八到"), ("建国", "我和子轩负责接站"),
      ("二舅", "不用接，在家等你们")], (108, 116)),
    ("dish", "建国", "#接龙 年夜饭每家一个菜，别重样",
     [("建国", "白切鸡"), ("二舅", "红烧蹄髈"), ("陈志远", "油焖大虾"), ("Tony周", "红烧带鱼")],
     (118, 124)),
]
LIST_OF = {("二舅", "mooncake"): 0, ("周丽Lily", "dish"): 1, ("Tony周", "flight"): 2,
           ("红梅", "dish"): 3}
CLOSE = ["好，统计完了，谢谢大家", "齐了，就这些", "OK 截止了"]

# -- the texture --------------------------------------------------------------------------------

GREET_PIC = ["[图片] 早安！家人们新的一天平安喜乐", "[图片] 早上好，今天也要开开心心",
             "[图片] 早安，天凉了注意添衣", "[图片] 早上好，祝家人们身体健康万事如意",
             "[图片] 清晨的问候送给最亲的家人", "[图片] 早安，一日之计在于晨"]
EARLY = ["早", "早上好", "早安", "早～", "爸妈早", "爷爷奶奶早", "今天{t}度，多穿点",
         "起了，准备去买菜", "公园里打太极的人好多", "[图片] 今天的日出", "早饭吃的豆浆油条",
         "今早走了{steps}步了", "早，今天有雾", "小区门口的早点铺又涨价了，包子{p2}一个"]
OLD_VOICE = ["[语音转文字] 早上好啊，今天天气好，我去公园转了一圈",
             "[语音转文字] 你们都起来了没有，早饭要吃啊，不吃早饭对胃不好",
             "[语音转文字] 天冷了，出门多穿点衣服，别感冒了",
             "[语音转文字] 菜场今天的青菜{p2}块一斤，贵了",
             "[语音转文字] 我今天去楼下晒太阳，碰到老张了，他问你们好",
             "[语音转文字] 萌萌要好好学习啊，别熬夜，身体要紧",
             "[语音转文字] 你们工作忙就别老往回跑，我们好着呢",
             "[语音转文字] 今天小区发了{n}个鸡蛋，排队排了半天",
             "[语音转文字] 这个手机怎么发照片啊，我按了半天没出来",
             "[语音转文字] 晚饭吃了没有啊，我们吃的面条",
             "[语音转文字] 今天走了{steps}步，腿不疼了"]
OLD_SHORT = ["好", "好的", "嗯", "知道了", "[表情]", "吃了", "好好好", "👍", "收到",
             "好孩子", "注意身体"]
MEAL = ["[图片] 今天中午吃这个", "[图片] 晚饭做好了", "看着好香", "馋了", "自己做的？",
        "中午食堂又是土豆丝", "外卖又涨价了，一份{p}", "今晚吃火锅", "吃了吗", "刚吃完",
        "排骨今天{p}一斤", "[图片] 饺子", "晚饭吃啥好纠结", "白菜{p2}块钱一斤", "鲈鱼{p}一条",
        "[图片] 刚出锅", "今天煮了一锅粥", "孩子不好好吃饭怎么办", "食堂今天有红烧鸡腿",
        "[图片] 楼下新开的面馆", "这个看着好吃"]
EVENING = ["今天好累", "哈哈哈", "[表情]", "收到", "好的", "👍", "哈哈哈哈哈", "确实", "是的",
           "明天降温，最低{t}度", "今天走了{steps}步", "油价又涨了，92号{p2}一升",
           "下周{wd}我出差", "视频通话吗？", "【转发】《{article}》", "刚到家", "今天加班到{h}点",
           "孩子作业写到现在", "周末回来吃饭吗", "楼下超市打折，鸡蛋{p}一板",
           "电费这个月{money}", "看到了", "[图片]", "[图片][图片]", "这个好", "晚安", "早点睡",
           "堵车堵了{n}分钟", "今天{t}度，热死了", "下雨了，出门带伞", "群里好热闹",
           "刚开完会", "明天要早起", "[图片] 今天的晚霞", "这个视频笑死我了",
           "楼上又在装修，吵了一天", "快递到了", "物业费又涨了，一平{p2}", "周末去看看爸妈",
           "小区停车费一个月{money}", "手机又卡了", "有人用过这个吗？"]
ARTICLES = ["空腹血糖超过{v}就要警惕", "70岁以上老人每天走多少步最合适", "这5种菜隔夜千万别吃",
            "冬天泡脚的正确方法", "医生提醒：降压药不要随便停", "孩子近视的{n}个信号",
            "装修后多久入住才安全", "今年春运{n}个抢票技巧", "转给家里老人：这{n}种电话一定是诈骗",
            "每天一个鸡蛋到底好不好", "高三家长必看：最后{n}天怎么陪孩子"]
NIGHT_ZH = ["还不睡？", "刚下班", "作业终于写完了，睡了", "明天还要早起", "熬夜对身体不好啊",
            "晚安", "睡不着", "加班到现在", "刷题刷到现在", "饿了，煮包面", "明天早读，睡了",
            "刚到家，累瘫"]
ABROAD_EN = ["morning everyone (well, night here)", "just finished class", "it's {t}°C here lol",
             "miss home food so much", "lol", "haha", "good night!", "heading to the library",
             "rent went up again, {money} a month", "sending love from far away", "who's up?",
             "dinner was instant noodles again", "the subway was delayed {n} min",
             "so jetlagged", "snowing here today", "can't sleep", "just got home from work",
             "group project is killing me", "made dumplings today!", "miss you all",
             "it's {h}pm here", "my flatmate burned the rice again"]
ABROAD_ZH = ["这边刚中午", "这边下雪了", "刚下课", "想吃家里的饭了", "这边天黑得好早，四点就黑了",
             "刚睡醒，你们那边晚上了吧", "这边超市的菜好贵", "室友又在楼下开party"]
REACT = ["哈哈哈", "[表情]", "👍", "好的", "哈哈", "真的假的", "厉害", "可以可以", "羡慕",
         "好好好", "收到", "😂", "加油", "辛苦了"]
REACT_EN = ["lol", "haha", "nice", "omg", "wow", "same", "love it"]
WEEKDAYS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]
FEAST_LINES: dict[str, list[str]] = {
    "中秋": ["[QQ红包] 中秋快乐", "中秋快乐！", "谢谢！", "抢到了{r}", "手气最佳哈哈",
           "[图片] 月亮好圆",
           "团团圆圆", "Happy Mid-Autumn!", "月饼吃了吗", "[图片] 一家人的合影",
                                                   "中秋快乐，身体健康"],
    "国庆": ["国庆快乐", "[图片] 高速堵成这样", "出门的注意安全", "[QQ红包] 国庆快乐", "抢到了{r}",
           "祖国生日快乐", "假期快乐！", "happy holidays!"],
    "重阳": ["重阳节快乐，祝爷爷奶奶身体健康", "[QQ红包] 重阳快乐", "谢谢孩子们", "抢到了{r}",
           "[语音转文字] 谢谢你们啊，我们身体好着呢", "重阳快乐", "爷爷奶奶长命百岁"],
    "生日": ["奶奶生日快乐！", "祝奶奶福如东海寿比南山", "[图片] 蛋糕", "[QQ红包] 生日快乐",
           "抢到了{r}", "happy birthday grandma!!", "[语音转文字] 谢谢大家，谢谢大家，都好好的",
           "奶奶生日快乐，身体健康"],
    "冬至": ["冬至快乐", "饺子吃了没", "南方吃汤圆北方吃饺子", "[QQ红包] 冬至大如年", "抢到了{r}",
           "[图片] 包的饺子", "今天白天最短", "冬至快乐，记得吃饺子"],
    "元旦": ["新年快乐！", "Happy New Year!", "[QQ红包] 元旦快乐", "抢到了{r}", "新的一年平平安安",
           "2027快乐", "跨年了！", "新年快乐，万事如意"],
    "腊八": ["腊八粥熬好了", "[图片] 腊八粥", "过了腊八就是年", "腊八快乐", "[QQ红包] 腊八快乐",
           "抢到了{r}"],
    "小年": ["小年快乐", "扫尘了没", "[QQ红包] 小年快乐", "抢到了{r}", "年货办齐了吗",
           "小年快乐！"],
}
OLD_WARD = ["[语音转文字] 我没事，你们该上班上班", "[语音转文字] 医院里挺好的，护士都客气",
            "[语音转文字] 今天下床走了两圈，腿有劲了", "[语音转文字] 你们别都往这跑，路上累"]
WARD = ["爷爷今天精神好多了", "输完液了，在睡觉", "医生查房说指标在往好了走", "今晚我陪床",
        "明天上午谁去？", "饭送到了", "[图片] 病房", "爷爷说医院的饭太淡", "CT结果明天出",
        "护士说要多下床走走", "我下班过去", "爷爷让大家别担心", "今天输了{n}瓶", "收到，辛苦了",
        "明天我去换班", "[图片] 爷爷在喝粥", "医生说再观察两天"]
ATS = [("@{m} 周末回来吃饭吗", "回，周六中午"), ("@{m} 到家了吗", "到了"),
       ("@{m} 快递收到没", "收到了，谢谢"), ("@{m} 视频吗", "等会儿，在外面"),
       ("@{m} 明天降温，多穿点", "知道啦")]

# -- never-said questions and chatter turns ------------------------------------------------------

NOBODY = {"zh": ["{n}的钢琴老师姓什么？", "{n}的马拉松成绩是多少？", "{n}家的房车是什么牌子？",
                 "{n}考研报的哪个学校？", "{n}的纹身是什么图案？", "{n}的股票赚了多少？"],
          "en": ["What instrument does {n} play?", "Which gym does {n} go to?",
                 "Where did {n} go skiing?", "What breed is {n}'s horse?"]}
NOONE = ["群里谁养了仓鼠？", "有人说过去北海道滑雪吗？", "Did anyone mention a piano recital?",
         "谁家买了房车？", "有谁去考了潜水证？", "Who ran a marathon this year?",
         "有人提过装太阳能热水器吗？", "Did anyone adopt a rabbit?", "谁家孩子学了围棋？",
         "Has anyone been to Iceland?", "谁说过要去考研？", "Who took up pottery?",
         "有人中过彩票吗？"]
BOT_GENERAL = [
    "早上好！", "晚上好呀", "你好", "在吗？", "你是谁？", "讲个笑话吧", "再讲一个", "哈哈哈你真逗",
    "谢谢你", "你会做饭吗？", "今天星期几？", "帮我写一段给长辈的生日祝福", "帮我想个群名",
    "给我推荐几本书", "怎么把照片传到电脑上？", "微信字体怎么调大？", "手机内存满了怎么办？",
    "冬天手脚冰凉怎么办？", "感冒了吃什么好得快？", "失眠怎么办？", "每天喝多少水合适？",
    "老人补钙吃什么好？", "糖尿病人能吃水果吗？", "膝盖疼能爬山吗？", "怎么腌咸菜？",
    "饺子馅怎么调才好吃？", "蒸馒头怎么发面？", "鱼怎么蒸才不腥？", "汤圆煮多久？",
    "腊八粥放什么料？", "春联上联下联怎么分？", "为什么过年要贴福字？", "冬至是哪天？",
    "中秋节的来历是什么？", "重阳节有什么习俗？", "元宵节和春节隔几天？", "帮我算一下1234乘以5",
    "人民币和英镑汇率大概多少？", "伦敦和北京差几个小时？", "波士顿现在几点？",
    "帮我翻译：我想你们了", "How do you say 'happy new year' in Chinese?",
    "Tell me a joke", "Good morning!", "What's the weather like in London in winter?",
    "How do I video call my grandparents on WeChat?", "Can you recommend a good book?",
    "What's a good gift for my mom?", "How do I make dumplings from scratch?",
    "Explain compound interest simply", "What's the capital of Australia?",
    "How many hours ahead is Beijing from Boston?", "Write a short poem about family",
    "怎么防止老人被电话诈骗？", "家里老人不会用智能手机怎么教？", "高三学生每天睡几个小时合适？",
    "留学生回国要隔离吗？", "红包怎么发拼手气的？", "群公告怎么设置？", "帮我写个请假条",
    "推荐几部适合全家看的电影", "月亮为什么有时候是红的？", "为什么冬天白天短？",
    "地球到月亮多远？", "光速是多少？", "世界上最高的山是哪座？", "长江有多长？",
    "猫为什么怕黄瓜？", "狗能吃巧克力吗？", "鸡蛋怎么煮才好剥？", "隔夜菜能吃吗？",
    "怎么去除冰箱异味？", "羽绒服怎么洗？", "怎么记住生词？", "What's a healthy breakfast?",
    "How much sleep does a teenager need?", "Is it safe to eat leftover rice?",
    "How do I stop my cat scratching the sofa?", "Any tips for a long-haul flight?",
    "帮我起个宝宝的小名", "结婚请柬怎么写？", "你喜欢什么颜色？", "你会唱歌吗？",
    "晚安啦", "明天见", "你今天开心吗？", "给我讲讲春节的由来",
]

# -- helpers ------------------------------------------------------------------------------------

CJK = re.compile(r"[\u4e00-\u9fff]")
STOP = {"the", "a", "an", "and", "or", "of", "to", "in", "on", "at", "for", "with", "is", "are",
        "was", "were", "be", "been", "did", "do", "does", "what", "which", "who", "whom", "whose",
        "how", "when", "where", "why", "that", "this", "it", "its", "s", "has", "have", "had",
        "from", "by", "as", "about", "into", "their", "they", "he", "she", "his", "her", "my",
        "i", "me", "you", "your", "we", "our", "not", "no", "yes", "so", "up", "out", "just",
        "any", "all", "one", "there", "than", "then", "can", "will", "would", "should",
        "could", "get", "got", "d", "ll", "re", "ve", "t", "m"}


def _words(text: str) -> set[str]:
    return {stem(w) for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in STOP}


def _shares(question: str, said: str, drop: tuple[str, ...] = ()) -> set[str]:
    """The English content words and the two-character Chinese runs the two texts share."""
    for d in sorted(drop, key=len, reverse=True):
        if d:
            question = question.replace(d, " ").replace(d.lower(), " ")
            said = said.replace(d, " ").replace(d.lower(), " ")
    return (_words(question) & _words(said)) | (pairs(question) & pairs(said))


def _names(who: str) -> tuple[str, ...]:
    return (who, *ALIAS[who])


def _line_lang(template_lang: str, detail: str) -> str:
    if template_lang == "zh":
        return "mix" if detail.isascii() else "zh"
    return "en" if detail.isascii() else "mix"


def _values() -> tuple[list[str], list[str], list[str], list[str]]:
    """Details, wrong values, never-said values and the decoys (others' values, lists' entries)."""
    xs = [f[4] for f in FACTS]
    ys = [f[5] for f in FACTS if f[5]]
    ghosts = [g for t in TOPICS.values() for g in t["ghosts"]]
    decoys = [d for t in TOPICS.values() for d in t["decoys"]]
    return xs, ys, ghosts, decoys


@dataclass
class _Line:
    who: str
    text: str
    k: int = -1
    role: str = ""
    glue: bool = False


@dataclass
class _Scene:
    day: int
    slot: str
    start: float
    gap: float
    lines: list[_Line] = field(default_factory=list)


class _Filler:
    """Draws ordinary lines, again until none holds a value it must not."""

    def __init__(self, rng: random.Random, banned: list[str]) -> None:
        self.rng = rng
        self.banned = [b.lower() for b in banned]
        self.recent: list[str] = []

    def choice(self, pool: list[str]) -> str:
        """A template of the pool not among the last few drawn, when it can be helped."""
        for _ in range(6):
            template = self.rng.choice(pool)
            if template not in self.recent:
                break
        self.recent = [*self.recent[-11:], template]
        return template

    def clean(self, text: str) -> bool:
        low = text.lower()
        return not any(b in low for b in self.banned)

    def fmt(self, template: str) -> str:
        r = self.rng
        for _ in range(50):
            text = template.format(
                t=r.randint(-8, 34), steps=r.randint(1200, 19800), p=r.randint(12, 48),
                p2=f"{r.randint(1, 9)}.{r.randint(0, 9)}", n=r.randint(2, 45),
                money=r.randint(80, 2400), h=r.randint(7, 11), wd=r.choice(WEEKDAYS),
                r=f"{r.randint(0, 66)}.{r.randint(1, 99):02d}",
                v=f"{r.randint(5, 7)}.{r.randint(0, 9)}",
                article=r.choice(ARTICLES).format(v=f"{r.randint(5, 7)}.{r.randint(0, 9)}",
                                                  n=r.randint(3, 12)),
                m="{m}")
            if self.clean(text):
                return text
        raise AssertionError(template)

    def say(self, who: str, slot: str) -> str:
        r = self.rng
        if who in ELDERS:
            if slot == "dawn" and r.random() < 0.35:
                return self.fmt(self.choice(EARLY[:7]))
            pool = OLD_VOICE if r.random() < 0.45 else OLD_SHORT
            return self.fmt(self.choice(pool))
        if who == "红梅" and slot == "dawn" and r.random() < 0.6:
            return self.choice(GREET_PIC)
        if who in ABROAD:
            if r.random() < ENGLISH[who]:
                return self.fmt(self.choice(ABROAD_EN + REACT_EN))
            return self.fmt(self.choice(ABROAD_ZH + REACT))
        if r.random() < ENGLISH[who]:
            return self.fmt(self.choice([*REACT_EN, "ok", "thx", "good night", "lol same"]))
        pool = {"dawn": EARLY, "morning": EARLY + EVENING[:12], "noon": MEAL + REACT,
                "dinner": MEAL + REACT, "late": NIGHT_ZH + REACT, "small": NIGHT_ZH,
                "afternoon": EVENING}.get(slot, EVENING + REACT)
        if who == "红梅" and r.random() < 0.25:
            return self.fmt("【转发】《{article}》")
        return self.fmt(self.choice(pool))


def _cast(slot: str, but: tuple[str, ...] = ()) -> tuple[list[str], list[float]]:
    who = [m for m in MEMBERS if KEEPS[m].get(slot, 0.0) > 0 and m not in but]
    return who, [KEEPS[m][slot] * TALK[m] for m in who]


def _texture(rng: random.Random, fill: _Filler, scene: _Scene, n: int,
             but: tuple[str, ...] = ()) -> list[_Line]:
    who, weights = _cast(scene.slot, but)
    if not who:
        who, weights = [m for m in MEMBERS if m not in but], [1.0] * (len(MEMBERS) - len(but))
    out: list[_Line] = []
    while len(out) < n:
        w = rng.choices(who, weights)[0]
        roll = rng.random()
        if roll < 0.06 and n - len(out) >= 2 and w not in ELDERS:  # an @-exchange
            ask, ans = rng.choice(ATS)
            other = rng.choice([m for m in who if m != w] or [w])
            if other != w:
                out.append(_Line(w, ask.format(m=other)))
                out.append(_Line(other, ans))
                continue
        if roll < 0.12 and scene.slot == "dawn":  # the morning roll call
            for m in rng.sample(who, min(len(who), rng.randint(2, 4))):
                out.append(_Line(m, rng.choice(["早", "早上好", "早～", "早安"])))
            continue
        out.append(_Line(w, fill.say(w, scene.slot)))
    return out[:max(n, 1)] if n else []


def _burst(rng: random.Random, fill: _Filler, feast: str, n: int) -> list[_Line]:
    """A festival's burst: red packets from the elder generations, each grabbed and thanked for,
    and greetings, none said more than twice."""
    lines = FEAST_LINES[feast]
    greet = [g for g in lines if not g.startswith(("[QQ红包]", "抢到了"))] * 2
    rng.shuffle(greet)
    packets = [g for g in lines if g.startswith("[QQ红包]")] or ["[QQ红包] 节日快乐"]
    givers = ["周德厚", "平安是福", "建国", "红梅", "二舅", "周丽Lily", "陈志远"]
    talk = [TALK[m] for m in MEMBERS]
    out: list[_Line] = []
    while len(out) < n:
        if rng.random() < 0.3 or not greet:
            giver = rng.choice(givers)
            out.append(_Line(giver, rng.choice(packets)))
            for m in rng.sample([m for m in MEMBERS if m != giver], rng.randint(2, 5)):
                if m in ELDERS:
                    continue
                if rng.random() < 0.6:
                    out.append(_Line(m, fill.fmt("抢到了{r}")))
                else:
                    thanks = rng.choice(["谢谢{t}！", "谢谢{t}～", "thanks {t}!"])
                    out.append(_Line(m, thanks.format(t=rng.choice(ALIAS[giver]))))
        else:
            text = greet.pop()
            who = rng.choices(MEMBERS, talk)[0]
            if text.isascii() and ENGLISH[who] < 0.1:
                who = rng.choice([m for m in MEMBERS if ENGLISH[m] >= 0.1])
            out.append(_Line(who, fill.fmt(text)))
    return out


def _plan(rng: random.Random, fill: _Filler) -> dict[int, list[_Scene]]:
    days: dict[int, list[_Scene]] = {}
    for d in range(DAYS):
        weekend = d % 7 >= 5
        factor = rng.uniform(0.4, 1.0) * (1.25 if weekend else 1.0)
        scenes: list[_Scene] = []
        for slot, (lo, hi, gap, nlo, nhi, pwd, pwe) in SLOTS.items():
            if rng.random() >= (pwe if weekend else pwd):
                continue
            s = _Scene(d, slot, rng.uniform(lo, hi) * 3600, gap)
            s.lines = _texture(rng, fill, s, max(1, round(rng.randint(nlo, nhi) * factor)))
            scenes.append(s)
        feast = FESTIVALS.get(d)
        if feast:
            s = _Scene(d, "evening", rng.uniform(9.5, 10.5) * 3600 if feast != "中秋"
                       else 19.6 * 3600, 15.0)
            s.lines = _burst(rng, fill, feast, rng.randint(18, 32))
            scenes.append(s)
        if d in HOSPITAL:
            for hour in (9.0, 15.2, 21.8):
                s = _Scene(d, "ward", (hour + rng.uniform(0, 0.6)) * 3600, 110.0)
                cast = ["建国", "红梅", "二舅", "阿芳", "周丽Lily", "陈志远", "周子轩", "Tony周"]
                for text in rng.sample(WARD, rng.randint(4, 9)):
                    s.lines.append(_Line(rng.choice(cast), fill.fmt(text)))
                if rng.random() < 0.4:
                    s.lines.append(_Line("周德厚", rng.choice(OLD_WARD)))
                scenes.append(s)
        days[d] = scenes
    return days


# a fact's or a passing line's block: lines and ("gap", n) for others' lines between
Block = list[Any]


def _scene_for(rng: random.Random, days: dict[int, list[_Scene]], day: int, who: str,
               also: str = "", avoid: tuple[str, ...] = ()) -> _Scene:
    keeps = KEEPS[who]
    cand = [s for s in days[day] if keeps.get(s.slot, 0.0) > 0 and s.slot not in avoid
            and (not also or KEEPS[also].get(s.slot, 0.0) > 0 or s.slot == "ward")]
    if not cand:
        cand = [s for s in days[day] if keeps.get(s.slot, 0.0) > 0 and s.slot not in avoid]
    if cand:
        return rng.choices(cand, [keeps.get(s.slot, 0.3) for s in cand])[0]
    slot = max((s for s in keeps if s not in avoid), key=lambda s: keeps[s])
    lo, hi, gap = SLOTS[slot][:3]
    scene = _Scene(day, slot, rng.uniform(lo, hi) * 3600, gap)
    days[day].append(scene)
    return scene


def _put(rng: random.Random, fill: _Filler, days: dict[int, list[_Scene]], day: int,
         block: Block, who: str, also: str = "", avoid: tuple[str, ...] = ()) -> None:
    scene = _scene_for(rng, days, day, who, also, avoid)
    lines: list[_Line] = []
    for item in block:
        if isinstance(item, _Line):
            lines.append(item)
        else:
            lines += _texture(rng, fill, scene, item[1], (who, also) if also else (who,))
    pos = rng.randint(0, len(scene.lines))
    scene.lines[pos:pos] = lines


def _pick(rng: random.Random, options: list[str], **values: str) -> str:
    return rng.choice([o for o in options if o]).format(**values)


def _other(rng: random.Random, who: str, pool: tuple[str, ...] = ()) -> str:
    return rng.choice([m for m in (pool or MEMBERS) if m != who and m not in ELDERS])


def _facts(rng: random.Random, fill: _Filler, days: dict[int, list[_Scene]]
           ) -> list[dict[str, Any]]:
    facts: list[dict[str, Any]] = []
    for k, (n, kind, shape, lang, x, y, carrier) in enumerate(FACTS):
        t = TOPICS[kind]
        lo, hi = WHEN_OF.get((n, kind), WHEN[kind])
        f: dict[str, Any] = {"kind": kind, "name": n, "uid": UID + MEMBERS.index(n),
                             "shape": shape, "detail": x, "earlier": y,
                             "carrier": carrier or n, "_tl": lang}
        facts.append(f)
        ev_day = rng.randint(lo + 5, hi) if shape == "drip" else rng.randint(lo, hi - 1)
        if (n, kind) in LIST_OF:
            continue
        said_lang = lang

        def own(text: str, role: str = "around", glue: bool = False, who: str = n,
                k: int = k) -> _Line:
            if who in ELDERS and role == "around" and not text.startswith("["):
                text = "[语音转文字] " + text
            return _Line(who, text, k, role, glue)

        ctx = t.get("ctx", {}).get(lang) or t.get("ctx", {}).get("zh", [])
        if shape == "one":
            _put(rng, fill, days, ev_day, [own(_pick(rng, t["said"][lang], x=x), "evidence")], n)
        elif shape in ("answer", "late"):
            asker = _other(rng, n)
            f["asker"] = asker
            ask_lang = "en" if rng.random() < ENGLISH[asker] else "zh"
            ask = own(_pick(rng, t["ask"][ask_lang], a=n), "ask", who=asker)
            ans = _pick(rng, t["ans"][lang], x=x)
            if shape == "answer":
                block = [ask, ("gap", rng.randint(1, 3)), own(ans, "evidence")]
                _put(rng, fill, days, ev_day, block, n, asker)
            else:
                _put(rng, fill, days, ev_day, [ask], asker, avoid=("small", "late"))
                ans = LATE[lang].format(a=asker) + ans
                _put(rng, fill, days, ev_day + 1, [own(ans, "evidence")], n,
                     avoid=("small", "dawn"))
        elif shape == "cont":
            block = [own(_pick(rng, ctx)), own(_pick(rng, t["said"][lang], x=x), "evidence", True)]
            f["_ctx"] = block[0]
            _put(rng, fill, days, ev_day, block, n)
        elif shape == "correction":
            wrong = own(_pick(rng, t["said"][lang], x=y), "earlier")
            if rng.random() < 0.5:
                fix = own(_pick(rng, FIX_SAME[lang], x=x, y=y), "evidence")
                _put(rng, fill, days, ev_day, [wrong, ("gap", rng.randint(1, 4)), fix], n)
            else:
                fix = own(_pick(rng, FIX_NEXT[lang], x=x, y=y), "evidence")
                _put(rng, fill, days, ev_day, [wrong], n)
                _put(rng, fill, days, ev_day + 1, [fix], n)
        elif shape == "drip":
            before = rng.sample(range(lo, ev_day), rng.randint(3, 4))
            lines = rng.sample(ctx, min(len(ctx), len(before)))
            lines += [rng.choice(ctx) for _ in range(len(before) - len(lines))]
            for d, text in zip(sorted(before), lines, strict=True):
                _put(rng, fill, days, d, [own(text)], n)
            _put(rng, fill, days, ev_day, [own(_pick(rng, t["said"][lang], x=x), "evidence")], n)
        elif shape == "about":
            term = rng.choice(ALIAS[n])
            line = own(_pick(rng, t["about"][lang], a=term, x=x), "evidence", who=carrier)
            yes = rng.choice(CONFIRM["old" if n in ELDERS else
                                     ("en" if rng.random() < ENGLISH[n] else "zh")])
            block = [line, ("gap", rng.randint(0, 2)), own(yes, "confirm")]
            _put(rng, fill, days, ev_day, block, n, carrier)
        elif shape == "voice":
            _put(rng, fill, days, ev_day, [own(_pick(rng, t["voice"], x=x), "evidence"),
                                           ("gap", rng.randint(1, 2))], n)
        elif shape == "long":
            _put(rng, fill, days, ev_day, [own(_pick(rng, t["long"][lang], x=x), "evidence")], n)
        f["_lang"] = _line_lang(said_lang, x)
        if shape not in ("drip", "cont") and ctx and rng.random() < 0.55:  # the topic, no detail
            for d in rng.sample(range(max(0, lo - 6), min(DAYS, hi + 6)), rng.randint(1, 2)):
                if d != ev_day:
                    _put(rng, fill, days, d, [own(_pick(rng, ctx))], n)
    return facts


def _lists(rng: random.Random, fill: _Filler, days: dict[int, list[_Scene]],
           facts: list[dict[str, Any]]) -> set[tuple[str, str]]:
    valued: set[tuple[str, str]] = set()
    for (n, kind), li in LIST_OF.items():
        k = next(i for i, f in enumerate(facts) if f["name"] == n and f["kind"] == kind)
        t_kind, org, header, entries, (lo, hi) = LISTS[li]
        assert t_kind == kind
        x = facts[k]["detail"]
        posted: list[str] = []
        by_day: dict[int, Block] = {}
        day = lo
        for i, (who, entry) in enumerate(entries):
            posted.append(f"{i + 1}. {who} {entry}")
            text = header + "\n" + "\n".join(posted)
            assert fill.clean(text), text
            by_day.setdefault(day, []).extend([_Line(who, text), ("gap", rng.randint(1, 3))])
            valued.add((kind, who))
            if rng.random() < 0.6 and day < hi - 1:
                day += 1
        for d, block in by_day.items():
            _put(rng, fill, days, d, block, org)
        tail = {"dish": "{x}", "mooncake": "{x} 两盒", "flight": "{x}，腊月二十七下午到"}[kind]
        posted.append(f"{len(entries) + 1}. {n} " + tail.format(x=x))
        text = header + "\n" + "\n".join(posted)
        _put(rng, fill, days, hi, [_Line(n, text, k, "evidence"), ("gap", rng.randint(1, 3)),
                                   _Line(org, rng.choice(CLOSE))], n)
        facts[k]["_lang"] = _line_lang("zh", x)
    return valued


def _passing(rng: random.Random, fill: _Filler, days: dict[int, list[_Scene]],
             facts: list[dict[str, Any]]) -> tuple[set[tuple[str, str]], set[tuple[str, str]]]:
    """Others' lines on the topics: without a value, and with values that are nobody's own."""
    has = {(f["kind"], f["name"]) for f in facts}
    talked: set[tuple[str, str]] = set()
    near: set[tuple[str, str]] = set()
    for kind, t in TOPICS.items():
        lo, hi = WHEN[kind]
        lo, hi = max(0, lo - 8), min(DAYS - 1, hi + 8)
        for j in range(7):
            nearby = j >= 5
            who = rng.choice([m for m in MEMBERS if (kind, m) not in has])
            lang = "en" if rng.random() < ENGLISH[who] else "zh"
            if who in ELDERS:
                lang = "zh"
            if nearby:
                text = _pick(rng, t["near"][lang], d=rng.choice(t["decoys"]))
                near.add((kind, who))
            else:
                text = _pick(rng, t["passing"][lang])
                talked.add((kind, who))
            if who in ELDERS and not text.startswith("[语音"):
                text = "[语音转文字] " + text
            assert fill.clean(text), text
            block: Block = [_Line(who, text)]
            if rng.random() < 0.5:
                block.append(_Line(_other(rng, who), fill.fmt(rng.choice(REACT))))
            _put(rng, fill, days, rng.randint(lo, hi), block, who)
    return talked - near, near


def _questions(rng: random.Random, f: dict[str, Any], said: str) -> None:
    t = TOPICS[f["kind"]]
    n, x = f["name"], f["detail"]
    base = f["_tl"] if f["lang"] == "mix" else f["lang"]
    f["q_lang"] = {}
    for cls in CLASSES:
        lang = ("en" if base == "zh" else "zh") if rng.random() < FLIP else base
        langs = [lang, "en" if lang == "zh" else "zh"]
        chosen = ""
        for lg in langs:
            options = list(t["q"][cls][lg])
            rng.shuffle(options)
            for o in options:
                q = o.format(n=n, x=x)
                if cls == "paraphrase" and _shares(q, said, _names(n)):
                    continue
                chosen, lang = q, lg
                break
            if chosen:
                break
        assert chosen, (cls, f["kind"], n, said)
        f[cls] = chosen
        f["q_lang"][cls] = lang


def _never(rng: random.Random, facts: list[dict[str, Any]], talked: set[tuple[str, str]],
           busy: set[tuple[str, str]]) -> list[str]:
    has = {(f["kind"], f["name"]) for f in facts}

    def partial(kind: str, who: str) -> str:
        lang = "en" if rng.random() < 0.35 else "zh"
        return rng.choice(TOPICS[kind]["q"]["partial"][lang]).format(n=who)

    out: list[str] = []
    spoke = sorted(p for p in talked if p not in has and p not in busy)
    for kind, who in rng.sample(spoke, 15):
        out.append(partial(kind, who))
    for f in rng.sample(facts, 14):
        lang = "en" if rng.random() < 0.35 else "zh"
        out.append(rng.choice(TOPICS[f["kind"]]["miss"][lang]).format(n=f["name"]))
    untouched = sorted((kind, m) for kind in TOPICS for m in MEMBERS
                       if (kind, m) not in has and (kind, m) not in talked
                       and (kind, m) not in busy)
    for kind, who in rng.sample(untouched, 8):
        out.append(partial(kind, who))
    nobody = [q.format(n=m) for q in NOBODY["zh"] + NOBODY["en"] for m in MEMBERS]
    out += rng.sample(nobody, 8)
    ghosts = [(kind, g) for kind, t in TOPICS.items() for g in t["ghosts"]]
    for kind, g in rng.sample(ghosts, 34):
        lang = "zh" if CJK.search(g) or rng.random() < 0.6 else "en"
        out.append(rng.choice(TOPICS[kind]["q"]["keyword"][lang]).format(x=g))
    out += rng.sample(NOONE, 11)
    assert len(set(out)) == len(out) == 90, len(set(out))
    return out


def twelfth_set(seed: int = 1212) -> Set:
    """The held-out twelfth set (see the module's docstring)."""
    rng = random.Random(seed)
    xs, ys, ghosts, _ = _values()
    fill = _Filler(rng, xs + ys + ghosts)
    days = _plan(rng, fill)
    facts = _facts(rng, fill, days)
    valued = _lists(rng, fill, days, facts)
    talked, near = _passing(rng, fill, days, facts)
    recs: list[tuple[float, int, _Line]] = []
    for d in sorted(days):
        for s in days[d]:
            t = START + (BASE + d) * DAY + s.start
            for i, ln in enumerate(s.lines):
                if i:
                    t += (rng.uniform(3.0, 20.0) if ln.glue
                          else min(800.0, s.gap * math.exp(rng.gauss(0.0, 0.9))))
                recs.append((t, len(recs), ln))
    recs.sort(key=lambda r: (r[0], r[1]))
    order = [r[2] for r in recs]
    times = [r[0] for r in recs]
    for f in facts:  # a continuation is the member's next line after their context line
        ctx = f.pop("_ctx", None)
        if ctx is None:
            continue
        i = next(j for j, ln in enumerate(order) if ln is ctx)
        j = next(j for j in range(i + 1, len(order)) if order[j].role == "evidence"
                 and order[j].k == ctx.k)
        drop = [q for q in range(i + 1, j) if order[q].who == f["name"] and order[q].k < 0]
        assert len(drop) == sum(1 for q in range(i + 1, j) if order[q].who == f["name"])
        for q in reversed(drop):
            del order[q]
            del times[q]
    messages: list[Message] = []
    said_at: dict[float, str] = {}
    at = 0.0
    for t, ln in zip(times, order, strict=True):
        at = round(max(t, at + 1.0), 3)
        messages.append(_user(at, ln.who, UID + MEMBERS.index(ln.who), ln.text))
        said_at[at] = ln.text
        if ln.k >= 0 and ln.role:
            facts[ln.k].setdefault("_" + ln.role, []).append(at)
    busy = valued | near
    for f in facts:
        f["evidence"] = f.pop("_evidence")
        f["around"] = f.pop("_around", [])
        f.pop("_confirm", None)
        if f["shape"] in ("answer", "late"):
            f["asked_at"] = f.pop("_ask")[0]
            busy.add((f["kind"], f["asker"]))
        if f["shape"] == "correction":
            f["earlier_at"] = f.pop("_earlier")[0]
        else:
            f.pop("earlier")
        if f["shape"] == "about":
            busy.add((f["kind"], f["carrier"]))
        f["lang"] = f.pop("_lang")
        f["rare"] = [f["detail"]]
        _questions(rng, f, said_at[f["evidence"][0]])
        f.pop("_tl")
    never = _never(rng, facts, talked, busy)
    topical = [b for t in TOPICS.values() for b in t["bot"]]
    chatter = rng.sample(BOT_GENERAL, 75) + rng.sample(topical, 15)
    rng.shuffle(chatter)
    s = Set("twelfth", messages, facts, never, chatter,
            members={n: UID + i for i, n in enumerate(MEMBERS)})
    _check(s, said_at)
    return s


def _check(s: Set, said_at: dict[float, str] | None = None) -> None:
    """The set's own checks (see the module's docstring)."""
    texts, times, said_at = check_messages(
        s, said_at, START + BASE * DAY, START + (BASE + DAYS + 1) * DAY, (2500, 3500))
    assert 60 <= len(s.facts) <= 80 and s.classes == CLASSES
    low = [t.lower() for t in texts]
    xs, ys, ghosts, decoys = _values()
    values = xs + ys + ghosts
    assert len({v.lower() for v in values}) == len(values), "every value its own"
    for v in values:
        assert not any(v.lower() in o.lower() for o in values + decoys if o != v), v
        assert not any(o.lower() in v.lower() for o in decoys), v
    entries = [e for li in LISTS for _, e in li[3]]
    assert not any(v.lower() in e.lower() for v in values for e in entries)
    assert len({(f["kind"], f["name"]) for f in s.facts}) == len(s.facts), "a member once a topic"
    index = {at: i for i, at in enumerate(times)}
    for f in s.facts:
        x, n, ev, uid = f["detail"], f["name"], f["evidence"], f["uid"]
        where = [at for at, t in zip(times, low, strict=True) if x.lower() in t]
        assert where == ev and len(ev) == 1, (x, where, ev)
        said = said_at[ev[0]]
        line = texts[index[ev[0]]]
        carrier = f["carrier"]
        assert f"] {carrier}({s.members[carrier]}): " in line, (carrier, line)
        assert (carrier == n) == (f["shape"] != "about"), f
        assert uid == s.members[n] and f["rare"] == [x] and x in f["keyword"], f
        for cls in ("partial", "paraphrase"):
            assert n in f[cls] and x.lower() not in f[cls].lower(), (cls, f[cls])
        assert not _shares(f["paraphrase"], said, _names(n)), (f["paraphrase"], said)
        assert set(f["q_lang"]) == set(CLASSES) and set(f["q_lang"].values()) <= {"zh", "en"}
        assert f["lang"] in ("zh", "en", "mix")
        for at in f["around"]:
            assert f"] {n}({uid}): " in texts[index[at]] and x.lower() not in said_at[at].lower()
            assert at != ev[0]
        if f["shape"] == "drip":
            assert len({int((at - START) // DAY) for at in f["around"] if at < ev[0]}) >= 3, f
        if f["shape"] in ("answer", "late"):
            asked = said_at[f["asked_at"]]
            a = f["asker"]
            assert f"] {a}({s.members[a]}): " in texts[index[f["asked_at"]]] and a != n
            assert f["asked_at"] < ev[0] and f"@{n}" in asked, asked
            assert not _shares(said, asked, (x, *_names(n), *_names(a))), (said, asked)
            if f["shape"] == "late":
                assert ev[0] - f["asked_at"] > 3600, f
            else:
                assert ev[0] - f["asked_at"] < 3600 and index[ev[0]] - index[f["asked_at"]] < 30
        if f["shape"] == "cont":
            j = index[ev[0]]
            own = [at for at, t in zip(times[:j], texts[:j], strict=True)
                   if f"] {n}({uid}): " in t]
            assert own and own[-1] in f["around"] and ev[0] - own[-1] < 300, (x, said)
        if f["shape"] == "correction":
            y = f["earlier"]
            hits = [at for at, t in zip(times, low, strict=True) if y.lower() in t]
            assert hits == [f["earlier_at"], ev[0]], (y, hits)
            assert x.lower() not in said_at[f["earlier_at"]].lower() and y in said
            assert f"] {n}({uid}): " in texts[index[f["earlier_at"]]]
        if f["shape"] == "roster":
            assert said.startswith("#接龙 ") and x in said.rsplit("\n", 1)[-1], said
            assert not any(x.lower() in t for t in low[index[ev[0]] + 1:])
        if f["shape"] == "voice":
            assert said.startswith("[语音转文字] ") and n in ELDERS
    spoken = {f["detail"] for f in s.facts} | {f.get("earlier", "") for f in s.facts}
    for v in values:
        if v not in spoken:
            assert not any(v.lower() in t for t in low), v
    check_questions(s, xs + ys)


if __name__ == "__main__":
    import collections

    print(describe(twelfth_set, "mix"))
    s = twelfth_set()
    print("questions", sum(len(CLASSES) for _ in s.facts), "over", len(s.facts), "facts")
    print("per member", dict(collections.Counter(f["name"] for f in s.facts)))
    print("carriers other than the member:", sum(f["carrier"] != f["name"] for f in s.facts))
