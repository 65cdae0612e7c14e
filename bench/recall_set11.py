"""An eleventh evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code: nothing under mnemo/ (but mnemo/message.py, for the `Message`
constructor), mnemo_panel/, plugins/, tests/ or docs/ was opened, read or searched while writing
it, nor the README, bench/recall.py, any note or issue text, nor any figure or score of any set;
the recall code was never run on this set and the set was never scored while it was written. It
is not to be tuned on; its figures are to be read once, at the end. What was read: bench/
recall_sets.py (its docstring, `Set`, `_stamp`, `_user`, `describe`, `DAY`, `START`, and the
head of `second_set`'s and `third_set`'s templates on the way), the top docstrings of bench/
recall_set4.py to recall_set10.py, and in recall_set10.py its imports, the names of its top-level
definitions, `tenth_set`, `_check` and its `__main__` block (for the shape of what is returned);
the generator below is its own. It differs from the other ten (bench/recall.py's `first_set`,
recall_sets' `second_set`, `third_set` and `long_conversation`, recall_set4's sessions of a
timeline, recall_set5's point process, recall_set6's day of threads, recall_set7's windows of
interleaved threads, recall_set8's members' presence, recall_set9's working week's agenda,
recall_set10's club calendar of events) in what it is about and how it is laid out:

- the conversation is the QQ group of Chinese students and a few international friends at a
  university in Melbourne (Clayton) over one semester squeezed into nine weeks from START + 53
  days (Monday 2026-02-23 to Sunday 04-26): O-week, teaching weeks, the mid-semester break
  (census date on its Tuesday, daylight saving ending on its Sunday, after which home is two
  hours behind, not three), two more teaching weeks and an exam week. It is laid out by the
  semester's rhythm, each day a set of scenes at their own hours: a morning (commutes, myki,
  the weather), on teaching weekdays the break after each lecture of the timetable (12 units,
  FIT2004 to ATS1325, each with its weekday and hour, its lines said by the members who take
  it), O-week's orientation scenes, lunch, sometimes an afternoon, one or two evenings
  (cooking, Coles and the Asian grocers, shifts, footy), a call home some evenings (the hour
  at home from the time difference of the day), the night before a deadline (16 of them)
  or an exam (12) a late study session running past midnight (its unit and assessment, the
  owls and those who take it), a "交了！" run just before each hand-in, exam scenes in the
  last week, weekend outings (Great Ocean Road and Phillip Island in the break, the
  Dandenongs, Queen Vic Market, St Kilda, the Yarra Valley) with lines from the road minutes
  apart, and one-off moments (the welcome, clubs day, the break, census date, the clock
  change, the exam timetable, the end of semester). Scenes that overlap in time interleave;
  gaps are log-normal around a median of their own (half a minute after a lecture, four
  minutes on an outing or at night); about 3,000 messages, strictly increasing, a second
  apart at least;
- numbers are everywhere in ordinary talk (grocery bills, prices a kilo, myki balances,
  temperatures, steps, quiz marks, queue minutes, shifts, word counts), so a line with a
  number is no answer; each such line is drawn again until no detail, wrong value or
  never-said value is inside it, and a line is not said again within five days when it can
  be helped;
- 15 members of their own: Chinese names (王梓涵, 陈一诺, 宋可欣), nicknames (小鱼, 米粒, 老赵,
  周周, 桃子), mixed handles (Andy_Xu, Coco_Li, Jasper黄) and international friends (Aanya,
  Mateo, Hana, and Ollie, a local); each with how much they talk, how often they write
  English (Mateo and Ollie always, Aanya and Hana mostly), how late they stay up and what
  they study (IT, commerce, engineering, design: the units they take); four or five facts
  each, a member once a topic; QQ texture: short reactions ("tql", "[表情]", "lol", "笑死"),
  复读 runs ("交了！", "放假了！", "救命"), @-questions answered by the member named, quotes
  of earlier lines ("「Coco_Li：just finished work, dead」 same"), pictures answered, 接龙
  lists, Chinese, English and Chinese lines full of English terms
  ("FIT2004的A1明天due，我还没开始");
- 17 topics of their own: what a member's flatmate does ("牙科护士", "sommelier"), the weekly
  rent ("一周265", "$347 a week"), where a member works shifts ("喜茶Box Hill店", "Grindhouse
  Coffee"), the hourly pay ("时薪27.5", "$36/hr"), a mark for one assessment of one unit
  ("36.5/40", "82/100"), what the old place's bond was docked for ("窗帘发霉", "a cracked
  mirror"), the bus, tram or train line taken ("703路公交", "Sandringham line"), the town a
  member stayed overnight in over the break ("阿波罗湾", "Port Fairy"), the OSHC insurer
  ("保柏", "nib OSHC"), the dish brought to a share-house potluck ("酸菜鱼", "empanadas"), the
  club joined at O-week ("击剑社", "Salsa Society"), the hometown ("哈尔滨", "Chennai"), the
  mobile carrier ("amaysim", "沃达丰"), what a group project builds ("二手教材交易平台", "chore
  tracker"), the usual coffee ("燕麦拿铁", "oat flat white"), what is broken at home
  ("热水器", "ducted heating"), the flight home ("CZ322"); four facts a topic (the mark and
  the potluck five), 70 facts, each with its own detail and a near-miss wrong value;
- facts in nine shapes: one message ("one", 8); the detail inside a long message about the
  day ("inline", 4); another member's @-question answered a few lines later (one to three of
  its scene's lines, more where scenes interleave) without the question's words ("answer",
  10); the same answered a day or two later ("@Coco_Li 刚看到，…":
  "late", 7); the member's context line and, seconds later, their next line with the detail
  ("cont", 9); a wrong value said in a message of its own and corrected by the same member in
  the thread or the next day ("打错了，27/30，不是21/30", "correction from yesterday: …":
  "correction", 9, the correcting message the evidence); the member talking of the topic on
  three or four days without the detail, then giving it once ("drip", 9); another member
  stating the detail about the member, who confirms without it ("about", 8); the detail in
  the entry that closes a 接龙 list (O-week clubs, two potlucks, a rent survey, a coffee run,
  flights home: "roster", 6); in Chinese, English or mixed ("mix": a Latin-letter detail in a
  Chinese line or a Chinese one in an English line);
- near misses and distractors: each correction's wrong value; others' lines on the topics in
  passing without a value ("墨尔本房租真的离谱", "is Phillip Island worth it?") and with values
  that are nobody's own ("我学长在Box Hill租的一周195", "my friend works at Lune"); the lists'
  other entries; the members' own lines on their topic without the detail on other days
  (listed in "around");
- questions in the third person, three classes, templates of this set's own: "keyword"
  carries the detail ("谁的bond因为窗帘发霉被扣了？", "Who commutes on the Sandringham line?"),
  "partial" names the member and the topic in other words, not the detail ("Andy_Xu每周房租交
  多少？", "What club did Jasper黄 sign up for?"), "paraphrase" names the member and shares no
  English content word (crudely stemmed, a stop list aside) and no two Chinese characters in
  a row with the evidence message, the member's name aside (checked in code: "和陈一诺同住一屋檐
  下那人从事哪种职业？", "Which telco provides Mateo's number?"); each class asked across the
  fact's language with odds of 0.4 (a Chinese detail may sit in an English question: "Who
  brought 酸菜鱼 to the potluck?");
- never-said questions, 90: 45 name a member (15 a topic's question of a member who spoke of
  it in passing with no detail of theirs; 14 a detail no line states of a topic the member
  did give a detail of: the landlord's name, the bond paid, the flight's date; 8 a topic's
  question of a member who never touched it; 8 of things nobody had: a cat, a scholarship, a
  guitar teacher), 45 name no one (34 ask after a value nobody ever said, two a topic:
  "谁在瑞幸打工？", "Who takes the Hurstbridge line?"; 11 of things no one had: a surfing
  lesson, a Tasmania trip); 90 chatter turns a member might send the bot (greetings, jokes,
  requests, general knowledge, advice; 15 of them on the topics in general words: "澳洲租房
  一般要交几周的bond？", "How do I get my rental bond back in Victoria?"), no member named.

The set checks itself as it is built (`_check`): times a second apart at least within the nine
weeks, 2,200 to 3,400 messages, 60 to 80 facts, every value (details, wrong values, never-said
values) distinct and none inside another value or a decoy, a member once a topic, each detail
(case aside) in its one evidence message and in no other, the evidence said by the fact's
carrier (another member only for "about"), each keyword question carrying its detail, each
partial and paraphrase naming the member and not the detail, each paraphrase sharing nothing
with its evidence, the "around" lines the member's and without the detail (a drip's on three
days at least), an answer later than its @-question by the @-asker and sharing no word with it
(within 16 messages and the hour; a late one more than an hour later), a continuation straight
after the member's own context line, a correction's wrong value said first by the member in a
message of its own without the detail and nowhere but there and in the evidence, a 接龙 detail
in the list's last entry and in no later line, the never-said values and the unspoken details
and wrong values nowhere in the conversation, no detail or wrong value in a never-said question
or a chatter turn, 45 never-said questions naming a member and 45 naming no one, no member
named in a chatter turn, no question twice, no never-said question among the real ones, no
duplicates. Run the module from the repository root (`PYTHONPATH=. python
bench/recall_set11.py`) to check it is deterministic for a seed, builds in under two seconds,
and to print its counts.

Each fact records its "evidence" (the created_at of the one message carrying its detail),
"detail", "rare" (a list holding the detail: the word a keyword question carries), "kind" (the
topic), "name" and "uid" (the member it is about), "shape", "lang" ("zh", "en" or "mix": the
evidence line's), its questions ("keyword", "partial", "paraphrase") and their languages
("q_lang"), "carrier" (who said the detail), "asker" and "asked_at" (for "answer" and "late"),
"around" (the created_at of the member's other lines on the topic, none with the detail) and,
for a correction, the wrong value ("earlier") and when it was said ("earlier_at"). Stamps are
written in the machine's local time (recall_sets' `_stamp`) and the days are laid out in UTC
as Melbourne's wall clock, so they read as meant where the local time is UTC.
"""

from __future__ import annotations

import itertools
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

BASE = 53  # START + 53 days: Monday 2026-02-23, the O-week of semester one
WEEKS = 9
DAYS = 7 * WEEKS
UID = 110300
CLASSES = ("keyword", "partial", "paraphrase")
DST_END = 41  # Sunday 2026-04-05: daylight saving ends in Melbourne, home is two hours behind

# name, how much they talk, how often they write English, night owl, what they study
PEOPLE: list[tuple[str, float, float, float, str]] = [
    ("王梓涵", 1.0, 0.15, 0.5, "it"),
    ("小鱼", 1.7, 0.1, 0.6, "com"),
    ("Andy_Xu", 1.2, 0.5, 0.4, "it"),
    ("陈一诺", 0.8, 0.2, 0.3, "com"),
    ("米粒", 1.1, 0.1, 0.8, "it"),
    ("Aanya", 0.7, 0.95, 0.3, "it"),
    ("Mateo", 0.6, 1.0, 0.2, "com"),
    ("Hana", 0.7, 0.85, 0.3, "des"),
    ("老赵", 0.9, 0.05, 0.5, "eng"),
    ("Coco_Li", 1.3, 0.4, 0.4, "com"),
    ("周周", 1.0, 0.2, 0.7, "it"),
    ("Jasper黄", 0.9, 0.45, 0.5, "eng"),
    ("宋可欣", 0.7, 0.25, 0.2, "com"),
    ("Ollie", 0.5, 1.0, 0.2, "eng"),
    ("桃子", 1.2, 0.15, 0.4, "des"),
]
MEMBERS = [p[0] for p in PEOPLE]
WEIGHT = {p[0]: p[1] for p in PEOPLE}
ENGLISH = {p[0]: p[2] for p in PEOPLE}
OWL = {p[0]: p[3] for p in PEOPLE}
ABROAD = ("Aanya", "Mateo", "Hana", "Ollie")
CN = [m for m in MEMBERS if m not in ABROAD]

# unit: (weekday of its lecture, the hour it ends)
UNITS: dict[str, tuple[int, int]] = {
    "FIT2004": (0, 12), "FIT3171": (1, 11), "FIT2014": (3, 15), "MTH1030": (2, 10),
    "ECC1000": (0, 16), "ACC1100": (2, 14), "BFC2140": (3, 11), "MKC1200": (4, 12),
    "ENG1005": (1, 15), "ENG1014": (4, 10), "DES1120": (2, 17), "ATS1325": (3, 13),
}
MAJORS = {"it": ["FIT2004", "FIT3171", "FIT2014", "MTH1030"],
          "com": ["ECC1000", "ACC1100", "BFC2140", "MKC1200"],
          "eng": ["ENG1005", "ENG1014", "MTH1030"],
          "des": ["DES1120", "ATS1325", "MKC1200"]}
TAKES = {p[0]: MAJORS[p[4]] for p in PEOPLE}
# (day, unit, assessment, handed in (True) or sat (False))
DUES: list[tuple[int, str, str, bool]] = [
    (18, "FIT2004", "A1", True), (46, "FIT2004", "A2", True), (24, "FIT3171", "A1", True),
    (52, "FIT3171", "A2", True), (31, "FIT2014", "A1", True), (22, "MTH1030", "A1", True),
    (29, "MTH1030", "midsem", False), (32, "ECC1000", "essay", True),
    (44, "ECC1000", "midsem", False), (25, "ACC1100", "A1", True), (45, "BFC2140", "A1", True),
    (53, "MKC1200", "report", True), (23, "ENG1005", "A1", True),
    (46, "ENG1014", "lab report", True), (50, "DES1120", "portfolio", True),
    (30, "ATS1325", "essay", True)]
EXAMS = {"MTH1030": 56, "ACC1100": 56, "FIT2004": 57, "ENG1005": 57, "ECC1000": 58,
         "DES1120": 58, "FIT3171": 59, "ENG1014": 59, "FIT2014": 60, "BFC2140": 60,
         "MKC1200": 61, "ATS1325": 61}


def _week_kind(week: int) -> str:
    return {0: "oweek", 5: "break", 8: "exam"}.get(week, "teach")


# -- the topics --------------------------------------------------------------------------
# details: (the detail, a near-miss wrong value, who may have it: None anyone, "cn" the
# Chinese members, else the one member). Templates: {x} the detail, {n} the member, {m} the
# member @-asked, {v} a decoy nobody owns, {u} a unit, {a} an assessment.

TOPICS: dict[str, dict[str, Any]] = {
    "flatmate": {
        "n": 4, "win": (2, 60), "who": "all", "pref": ("evening", "home", "lunch"),
        "details": [("牙科护士", "兽医助理", None), ("房产中介", "保险经纪", None),
                    ("奶茶店店长", "面包店学徒", None), ("健身教练", "游泳教练", None),
                    ("律所实习生", "会计所实习生", None), ("中餐馆大厨", "日料店帮厨", None),
                    ("paramedic", "firefighter", None), ("tram driver", "bus driver", None),
                    ("pastry chef", "line cook", None), ("physio", "chiro", None),
                    ("sommelier", "bartender", None), ("crane operator", "forklift driver", None)],
        "say": {"zh": ["我室友是{x}，作息跟我完全反着", "对了我那个新室友是{x}，人挺好的",
                       "跟你们说，我室友是{x}，每天回来都累瘫"],
                "en": ["my flatmate's a {x}, so she's out at weird hours",
                       "turns out my new flatmate is a {x}",
                       "my flatmate works as a {x}, never home before midnight"]},
        "ctx": {"zh": ["我室友今天又上夜班去了", "新室友人还不错，就是作息很怪",
                       "室友今天给我带了吃的哈哈", "室友又忙到半夜才回来"],
                "en": ["my flatmate's on nights again this week",
                       "new flatmate is nice but we never see each other",
                       "flatmate brought home leftovers again, legend"]},
        "ask": {"zh": ["@{m} 你室友干啥的来着", "@{m} 你那个室友做哪行的？"],
                "en": ["@{m} what does your flatmate do again?",
                       "@{m} what's your flatmate's job?"]},
        "ans": {"zh": ["{x}，所以老是不在家", "{x}呀，忙得很"],
                "en": ["{x}! hence the night shifts", "a {x} lol, busy busy"]},
        "about": {"zh": ["听说{n}的室友是{x}，好酷", "@{n} 你室友不是{x}嘛，下次帮我问问"],
                  "en": ["{n}'s flatmate is a {x}, right? so cool",
                         "@{n} isn't your flatmate a {x}?"]},
        "pass": {"zh": ["好羡慕你们室友都好相处", "我室友又把碗堆在水池里", "找室友好难"],
                 "en": ["flatmate left the heater on all day again",
                        "anyone know a good site for finding flatmates?"]},
        "near": {"zh": ["我表姐的室友是{v}，天天夜班", "我同学的室友好像是{v}"],
                 "en": ["my cousin's flatmate is an {v}", "a friend of mine lives with an {v}"]},
        "decoy": {"zh": ["护工", "程序员", "外卖小哥"],
                  "en": ["accountant", "electrician", "Uber driver"]},
        "kw": {"zh": ["谁的室友是{x}？", "{x}是谁的室友来着？"],
               "en": ["Whose flatmate is a {x}?", "Who lives with a {x}?"]},
        "part": {"zh": ["{n}的室友是做什么工作的？", "{n}那个室友做哪一行？"],
                 "en": ["What does {n}'s flatmate do for work?",
                        "What job does {n}'s flatmate have?"]},
        "para": {"zh": ["跟{n}合租那位靠啥谋生？", "和{n}同住一屋檐下那人从事哪种职业？"],
                 "en": ["How does the person sharing {n}'s house earn a living?",
                        "What's the occupation of {n}'s housemate?"]},
        "unsaid": {"zh": "{n}的室友叫什么名字？", "en": "What's the name of {n}'s flatmate?"},
        "ghost": [("消防员", "zh"), ("pilot", "en")],
        "gq": {"zh": "谁的室友是{v}？", "en": "Whose flatmate is a {v}?"},
        "bot": ["和室友作息不一样怎么相处？",
                "How do I bring up cleaning with a flatmate without a fight?"],
    },
    "rent": {
        "n": 4, "win": (3, 60), "who": "all", "pref": ("evening", "lunch"),
        "details": [("一周265", "一周256", None), ("每周238刀", "每周283刀", None),
                    ("一周312", "一周321", None), ("每周199刀", "每周191刀", None),
                    ("一周287", "一周278", None), ("$290 pw", "$209 pw", None),
                    ("$347 a week", "$374 a week", None), ("$255 per week", "$225 per week", None),
                    ("$410 pw", "$401 pw", None), ("$318 a week", "$381 a week", None)],
        "say": {"zh": ["我现在房租{x}，还不包bills", "我那间{x}，带独卫，还行吧",
                       "签了签了，{x}，下周搬进去"],
                "en": ["my rent is {x}, bills not included",
                       "signed the lease today, {x} for a room with ensuite",
                       "paying {x} now, which hurts"]},
        "ctx": {"zh": ["房租又要涨了，烦", "这周要交房租了，钱包空空", "中介说下个季度要涨租"],
                "en": ["rent's due Friday again, where does the money go",
                       "agent says rent goes up next quarter"]},
        "ask": {"zh": ["@{m} 你那边房租多少？", "@{m} 你们那个房子租金贵不贵"],
                "en": ["@{m} how much is your rent?", "@{m} what do you pay for your room?"]},
        "ans": {"zh": ["{x}，bills另算", "{x}，还能接受"],
                "en": ["{x}, bills on top", "{x} :( bills extra"]},
        "about": {"zh": ["{n}那间才{x}，太香了吧", "@{n} 你那间不是{x}嘛，好便宜"],
                  "en": ["{n} only pays {x}, jealous", "@{n} yours is {x}, isn't it?"]},
        "pass": {"zh": ["墨尔本房租真的离谱", "今年Clayton的房子好难租",
                        "看了三个inspection都没下文"],
                 "en": ["rent in Melbourne is insane",
                        "went to two inspections today, so many people"]},
        "near": {"zh": ["我学长在Box Hill租的{v}", "听说Carnegie有个单间{v}"],
                 "en": ["my mate in Footscray pays {v}", "saw a room in Caulfield for {v}"]},
        "decoy": {"zh": ["一周220", "一周350", "每周400刀", "一周195", "一周245"],
                  "en": ["$180 pw", "$500 a week", "$275 pw"]},
        "roster": ("大家房租多少？做个小调查看看谁被坑了", "{loc}单间 {x}"),
        "kw": {"zh": ["谁的房租是{x}？", "房租{x}的是谁？"],
               "en": ["Who pays {x} in rent?", "Whose rent is {x}?"]},
        "part": {"zh": ["{n}的房租是多少？", "{n}每周房租交多少？"],
                 "en": ["How much is {n}'s rent?", "What does {n} pay for rent?"]},
        "para": {"zh": ["{n}住的地方每个礼拜得花多少钱？", "{n}给房东掏的租金数额是？"],
                 "en": ["What does {n} hand the landlord for housing?",
                        "How costly is {n}'s accommodation?"]},
        "unsaid": {"zh": "{n}的房东叫什么名字？", "en": "What's the name of {n}'s landlord?"},
        "ghost": [("一周420", "zh"), ("$560 pw", "en")],
        "gq": {"zh": "谁的房租是{v}？", "en": "Who pays {v} in rent?"},
        "bot": ["澳洲租房一般要交几周的bond？", "What should I check at a rental inspection?"],
    },
    "cafe": {
        "n": 4, "win": (5, 60), "who": "all", "pref": ("evening", "afternoon"),
        "details": [("喜茶Box Hill店", "喜茶Glen Waverley店", None),
                    ("海底捞CBD店", "海底捞Chadstone店", None), ("一点点Clayton店",
                     "一点点Carnegie店", None),
                    ("南洋小厨", "南洋食堂", None), ("Little Fig Espresso",
                     "Little Fig Bakery", None),
                    ("Tram Stop Cafe", "Tram Stop Bar", None), ("Grindhouse Coffee",
                     "Grinders Coffee", None),
                    ("Larder & Co", "Pantry & Co", None), ("Bluestone Bakery",
                     "Bluestone Deli", None),
                    ("Koko's Dumplings", "Koko's Noodles", None)],
        "say": {"zh": ["我在{x}找到兼职了！周末两个shift", "现在周末在{x}打工，做barista",
                       "跟你们说我去{x}上班了，还包一顿饭"],
                "en": ["got a casual job at {x}, weekend shifts",
                       "I'm working at {x} now, mostly on the register"]},
        "ctx": {"zh": ["今天shift好累，站了六个小时", "又被排了周日早班", "打工的地方今天超忙"],
                "en": ["double shift today, my feet are dead",
                       "got rostered on Sunday morning again"]},
        "ask": {"zh": ["@{m} 你兼职在哪家店啊", "@{m} 你在哪打工来着"],
                "en": ["@{m} where's your part-time job?", "@{m} where do you work again?"]},
        "ans": {"zh": ["{x}呀，欢迎来玩", "{x}，来了报我名字打折哈哈"],
                "en": ["{x}! come visit", "{x}, I can sneak you a discount lol"]},
        "about": {"zh": ["今天去{x}看到{n}在上班哈哈", "@{n} 你不是在{x}打工嘛，帮我看看还招人吗"],
                  "en": ["saw {n} working at {x} today haha",
                         "@{n} you're at {x} right? are they hiring?"]},
        "pass": {"zh": ["想找个兼职，有人内推吗", "Seek上的兼职都要有经验", "打工和学习好难平衡"],
                 "en": ["anyone know places hiring casuals?",
                        "applied to like ten cafes, no replies"]},
        "near": {"zh": ["我朋友在{v}打工，天天累成狗", "{v}在招人，有人想去吗"],
                 "en": ["my friend works at {v}, says it's chaos", "{v} is hiring btw"]},
        "decoy": {"zh": ["麦当劳", "Kmart"], "en": ["Lune", "Brother Baba Budan", "Hungry Jack's"]},
        "kw": {"zh": ["谁在{x}打工？", "在{x}上班的是谁？"],
               "en": ["Who works at {x}?", "Which of them has a job at {x}?"]},
        "part": {"zh": ["{n}在哪里做兼职？", "{n}打工的那家店叫啥？"],
                 "en": ["Where does {n} work part-time?",
                        "What's the name of the shop {n} works at?"]},
        "para": {"zh": ["{n}课余挣零花钱的地方是哪儿？", "{n}业余受雇于哪家商户？"],
                 "en": ["Which business employs {n} outside of uni?",
                        "Who pays {n} for casual hours?"]},
        "unsaid": {"zh": "{n}打工那家店的老板是哪国人？",
                   "en": "Where is the owner of {n}'s workplace from?"},
        "ghost": [("Pellegrini's", "en"), ("瑞幸", "zh")],
        "gq": {"zh": "谁在{v}打工？", "en": "Who works at {v}?"},
        "bot": ["兼职面试一般会问什么？", "How do I write a resume for a café job?"],
    },
    "pay": {
        "n": 4, "win": (8, 60), "who": "all", "pref": ("evening", "afternoon", "lunch"),
        "details": [("时薪27.5", "时薪25.7", None), ("一小时32刀", "一小时23刀", None),
                    ("时薪41", "时薪44", None), ("一小时35刀", "一小时53刀", None),
                    ("时薪30.6", "时薪36.0", None), ("$29.80 an hour", "$28.90 an hour", None),
                    ("$36/hr", "$63/hr", None), ("$45 per hour", "$54 per hour", None),
                    ("$31.50/hr", "$35.10/hr", None)],
        "say": {"zh": ["我tutoring现在{x}，还不错", "老板给我涨到{x}了！",
                       "兼职{x}，一周干十几个小时"],
                "en": ["my tutoring pays {x}, not bad", "boss bumped me to {x}!"]},
        "ctx": {"zh": ["这周工资到账了，开心", "发薪日！", "打工的钱刚够交房租"],
                "en": ["payday today, finally", "my payslip looks wrong again"]},
        "ask": {"zh": ["@{m} 你那个兼职给多少一小时", "@{m} 你打工工资咋样"],
                "en": ["@{m} how much does your job pay?", "@{m} what's the hourly rate there?"]},
        "ans": {"zh": ["{x}，周末还有penalty rate", "{x}，不算高"],
                "en": ["{x}, plus penalty rates on Sundays", "{x}, could be worse"]},
        "about": {"zh": ["{n}家教{x}，羡慕死了", "@{n} 你不是{x}嘛，请客请客"],
                  "en": ["{n} gets {x} for tutoring, teach me your ways",
                         "@{n} {x}?? you're rich"]},
        "pass": {"zh": ["最低工资又涨了吧", "有些中餐馆给的工资好低", "黑工千万别去"],
                 "en": ["is the minimum wage going up in July?",
                        "some places still pay cash under award, avoid"]},
        "near": {"zh": ["我朋友那家奶茶店只给{v}", "听说有的实习{v}"],
                 "en": ["my friend's restaurant pays {v}, that's illegal right?",
                        "uni tutors get like {v}"]},
        "decoy": {"zh": ["时薪24", "一小时50刀", "时薪18"], "en": ["$25/hr", "$60 an hour"]},
        "kw": {"zh": ["谁打工拿{x}？", "{x}的是谁来着？"],
               "en": ["Who earns {x}?", "Who's on {x} at their job?"]},
        "part": {"zh": ["{n}打工一小时挣多少？", "{n}的时薪是多少？"],
                 "en": ["What's {n}'s hourly rate?", "How much does {n} make an hour?"]},
        "para": {"zh": ["{n}每干六十分钟能拿到几块钱？", "{n}做家教那份活儿报酬多高？"],
                 "en": ["What does {n} earn per sixty minutes of work?",
                        "How well is {n} compensated at that gig?"]},
        "unsaid": {"zh": "{n}的工资是现金还是转账？",
                   "en": "Does {n} get paid in cash or by bank transfer?"},
        "ghost": [("时薪60", "zh"), ("$72 an hour", "en")],
        "gq": {"zh": "谁打工拿{v}？", "en": "Who earns {v}?"},
        "bot": ["澳洲casual工作有super吗？", "How many hours can student visa holders work?"],
    },
    "mark": {
        "n": 5, "win": (23, 62), "who": "all", "pref": ("lecture", "lunch", "afternoon", "evening"),
        "details": [("36.5/40", "35.6/40", None), ("82/100", "28/100", None),
                    ("17/20", "19/20", None), ("41/50", "14/50", None), ("73/100", "37/100", None),
                    ("27/30", "21/30", None), ("44.5/50", "45.4/50", None),
                    ("88/100", "68/100", None)],
        "say": {"zh": ["{u} {a}出分了，{x}，比我想的好", "{u}的{a}拿了{x}，稳了",
                       "{a}成绩出来了：{x}。{u}终于不用担心挂科"],
                "en": ["{u} {a} marks are out, got {x}", "got {x} for {u} {a}, I'll take it"]},
        "ctx": {"zh": ["{u}的{a}怎么还没出分", "等{u} {a}出分等得好焦虑", "{a}感觉写砸了，{u}要完"],
                "en": ["still waiting on {u} {a} marks", "pretty sure I bombed {u} {a}"]},
        "ask": {"zh": ["@{m} {u} {a}出了吗，考得咋样", "@{m} 你{a}几分"],
                "en": ["@{m} did you get your {u} {a} back?", "@{m} how'd {a} go?"]},
        "ans": {"zh": ["{x}，还行", "{x}啦，没挂就好"],
                "en": ["{x}, happy with that", "{x}, phew"]},
        "about": {"zh": ["{n}{a}拿了{x}，学霸实锤", "@{n} 你{u}{a}{x}还说自己不会？"],
                  "en": ["{n} got {x} on {a}, absolute legend",
                         "@{n} {x} on {u} {a} and you said you failed?"]},
        "pass": {"zh": ["这学期的assignment好多", "tutor改分好严", "Moodle上的feedback看不懂"],
                 "en": ["marks for everything come out so slowly",
                        "the rubric for this assignment is so vague"]},
        "near": {"zh": ["听说{u}去年{a}平均分才{v}", "学长说这门课{v}就算高分了"],
                 "en": ["heard the {u} {a} average was {v}",
                        "my tutor said {v} is basically an HD"]},
        "decoy": {"zh": ["24/40", "61/100", "13/20"], "en": ["31/50", "58/100"]},
        "kw": {"zh": ["谁的{a}拿了{x}？", "{u} {a}考{x}的是谁？"],
               "en": ["Who got {x} on {a}?", "Who scored {x} in {u} {a}?"]},
        "part": {"zh": ["{n}的{u} {a}拿了多少分？", "{n}的{a}成绩怎么样？"],
                 "en": ["What mark did {n} get for {u} {a}?", "How did {n} do on {a} in {u}?"]},
        "para": {"zh": ["{n}那次考核最后评了多少？", "{n}交上去那份东西被打了几分？"],
                 "en": ["What score did {n} receive on that piece of coursework?",
                        "How was {n} graded on that one?"]},
        "unsaid": {"zh": "{n}那门{u}的lecturer是谁？", "en": "Who's the lecturer for {n}'s {u}?"},
        "ghost": [("39/40", "zh"), ("96/100", "en")],
        "gq": {"zh": "谁的作业拿了{v}？", "en": "Who scored {v} on an assignment?"},
        "bot": ["怎么申请special consideration？", "What's the difference between a D and an HD?"],
    },
    "bond": {
        "n": 4, "win": (1, 30), "who": "all", "pref": ("evening", "lunch"),
        "details": [("地毯上的红酒渍", "地毯上的咖啡渍", None), ("墙上的钉子眼",
                    "墙上的胶带印", None),
                    ("烤箱没洗干净", "冰箱没擦干净", None), ("窗帘发霉", "浴帘发霉", None),
                    ("冰箱门把手断了", "衣柜门把手松了", None),
                    ("a burnt benchtop", "a scratched benchtop", None),
                    ("a cracked mirror", "a cracked window", None),
                    ("the lost gate remote", "the lost mailbox key", None),
                    ("blu-tack marks", "sticky tape marks", None),
                    ("a stained mattress", "a stained couch", None)],
        "say": {"zh": ["旧房子的bond退了，被扣了一部分，理由是{x}",
                       "bond终于回来了，中介说{x}要扣钱",
                       "bond扣钱了，就因为{x}，气死"],
                "en": ["got my bond back minus a chunk for {x}",
                       "agent docked my bond for {x}, unreal"]},
        "ctx": {"zh": ["搬出来两周了，bond还没退", "RTBA那边说在处理", "中介一直拖着不退bond"],
                "en": ["still waiting on my bond from the old place",
                       "the old agent is ghosting me about the bond"]},
        "ask": {"zh": ["@{m} 你之前那个bond后来怎么说", "@{m} 押金退回来了吗"],
                "en": ["@{m} did you ever get your bond back?",
                       "@{m} what happened with the bond in the end?"]},
        "ans": {"zh": ["扣了一点，说是{x}", "少了一截，因为{x}"],
                "en": ["mostly, they kept some for {x}", "minus a bit for {x}, whatever"]},
        "about": {"zh": ["{n}的bond因为{x}被扣了，太坑了", "@{n} 你那个{x}扣钱的事后来申诉了吗"],
                  "en": ["{n} got docked for {x}, so dodgy",
                         "@{n} did you dispute the {x} deduction?"]},
        "pass": {"zh": ["退房前一定要拍照", "bond这种事中介最会坑人",
                        "搬家前记得做end of lease clean"],
                 "en": ["take photos before you move out, always",
                        "end of lease cleaning is such a scam"]},
        "near": {"zh": ["我朋友bond被扣了，因为{v}", "学姐说有中介会拿{v}当理由扣钱"],
                 "en": ["my friend got charged for {v} when she moved out"]},
        "decoy": {"zh": ["清洁费", "换锁"], "en": ["professional cleaning",
                         "carpet steam cleaning"]},
        "kw": {"zh": ["谁的bond因为{x}被扣了？", "因为{x}被扣押金的是谁？"],
               "en": ["Whose bond was docked for {x}?", "Who lost bond money over {x}?"]},
        "part": {"zh": ["{n}的bond为什么被扣？", "{n}的押金因为啥少了？"],
                 "en": ["Why did {n} lose part of the bond?",
                        "What was taken out of {n}'s bond for?"]},
        "para": {"zh": ["{n}搬离旧居时被房方克扣保证金的缘由？",
                        "{n}那笔租房保证金遭削减是何原因？"],
                 "en": ["What reason did the old landlord give for keeping some of {n}'s deposit?",
                        "Which damage cost {n} money when moving out?"]},
        "unsaid": {"zh": "{n}当初交了多少bond？", "en": "How much bond did {n} pay?"},
        "ghost": [("宠物抓痕", "zh"), ("a broken blind", "en")],
        "gq": {"zh": "谁的bond因为{v}被扣了？", "en": "Whose bond was docked for {v}?"},
        "bot": ["bond被扣不合理可以去哪投诉？", "How do I get my rental bond back in Victoria?"],
    },
    "line": {
        "n": 4, "win": (2, 45), "who": "all", "pref": ("morning",),
        "details": [("703路公交", "733路公交", None), ("64路电车", "67路电车", None),
                    ("Belgrave线", "Lilydale线", None), ("900路公交", "903路公交", None),
                    ("Glen Waverley线", "Alamein线", None), ("Sandringham line",
                     "Frankston line", None),
                    ("Upfield line", "Craigieburn line", None), ("631 bus", "630 bus", None),
                    ("Route 96 tram", "Route 86 tram", None)],
        "say": {"zh": ["我每天坐{x}去学校，早高峰挤爆", "搬家以后改坐{x}了，方便多了",
                       "我通勤靠{x}，经常晚点"],
                "en": ["I take the {x} every day, always packed",
                       "switched to the {x} since I moved, way easier"]},
        "ctx": {"zh": ["今天车又晚点了二十分钟", "早上myki刷不上，差点被查", "通勤好累啊"],
                "en": ["my commute was a nightmare today",
                       "train got cancelled again, classic Metro"]},
        "ask": {"zh": ["@{m} 你每天怎么来学校的", "@{m} 你住那边坐哪路车"],
                "en": ["@{m} how do you get to campus?",
                       "@{m} which way do you come in every morning?"]},
        "ans": {"zh": ["坐{x}，还算准点", "{x}呀，门口就有站"],
                "en": ["the {x}, usually on time-ish", "{x}, stop's right outside"]},
        "about": {"zh": ["{n}每天坐{x}，跟我一样", "@{n} 你不是坐{x}的吗，今天停运了"],
                  "en": ["{n} takes the {x} too, we always bump into each other",
                         "@{n} the {x} is down today, you ok?"]},
        "pass": {"zh": ["Metro又罢工了？", "myki concession办了没", "火车又晚点了，烦"],
                 "en": ["train replacement buses again this weekend",
                        "myki top-up machine ate my card"]},
        "near": {"zh": ["我朋友每天坐{v}，说人巨多"],
                 "en": ["my mate takes the {v}, says it's the worst"]},
        "decoy": {"zh": ["Cranbourne线", "601路shuttle"], "en": ["Pakenham line", "Werribee line"]},
        "kw": {"zh": ["谁每天坐{x}？", "坐{x}上学的是谁？"],
               "en": ["Who takes the {x}?", "Who commutes on the {x}?"]},
        "part": {"zh": ["{n}每天坐什么车来学校？", "{n}通勤坐哪条线？"],
                 "en": ["What does {n} take to get to uni?", "Which line does {n} commute on?"]},
        "para": {"zh": ["{n}平日乘哪种公共交通往返校园？", "{n}上课路上搭的是哪趟？"],
                 "en": ["What public transport brings {n} in for classes?",
                        "How does {n} travel to lectures?"]},
        "unsaid": {"zh": "{n}通勤单程要多久？", "en": "How long is {n}'s commute?"},
        "ghost": [("Hurstbridge line", "en"), ("48路电车", "zh")],
        "gq": {"zh": "谁每天坐{v}？", "en": "Who takes the {v}?"},
        "bot": ["Myki学生卡怎么申请？", "Is it cheaper to use Myki or tap a bank card?"],
    },
    "stay": {
        "n": 4, "win": (36, 46), "who": "all", "pref": ("evening", "outing", "home"),
        "around_from": 20,
        "details": [("阿波罗湾", "洛恩", None), ("巴拉瑞特", "吉朗", None),
                    ("戴尔斯福德", "马其顿山", None), ("本迪戈", "雪帕顿", None),
                    ("瓦南布尔", "波特兰", None), ("Apollo Bay", "Anglesea", None),
                    ("Port Fairy", "Port Campbell", None), ("Halls Gap", "Dunkeld", None),
                    ("Cowes", "Inverloch", None), ("Marysville", "Healesville", None)],
        "say": {"zh": ["mid-sem break去玩了，晚上住在{x}，超安静",
                       "这次自驾住的{x}，民宿老板人超好",
                       "我们最后一晚住{x}，看到好多星星"],
                "en": ["we stayed the night in {x}, such a cute town",
                       "ended up staying in {x}, found a cheap Airbnb"]},
        "ctx": {"zh": ["break想出去玩，有人一起吗", "租车好贵啊，还要年满25", "订住宿订得头大"],
                "en": ["planning a road trip for the break, any tips?",
                       "accommodation prices for Easter are wild"]},
        "ask": {"zh": ["@{m} 你们那晚在哪过夜的", "@{m} 出去玩住哪了"],
                "en": ["@{m} where did you guys stay overnight?",
                       "@{m} where'd you sleep on the trip?"]},
        "ans": {"zh": ["{x}，离海边很近", "{x}！推荐"],
                "en": ["{x}! highly recommend", "{x}, tiny place but lovely"]},
        "about": {"zh": ["{n}他们那晚住{x}，照片好好看", "@{n} 你们住{x}那家是不是有壁炉"],
                  "en": ["{n}'s group stayed in {x}, the pics are amazing",
                         "@{n} was {x} nice? saw your story"]},
        "pass": {"zh": ["大洋路一天来回好赶", "企鹅岛值得去吗", "想去看十二门徒"],
                 "en": ["is Phillip Island worth it?",
                        "Great Ocean Road in one day is a lot of driving"]},
        "near": {"zh": ["我去年住的{v}，也不错", "朋友推荐住{v}"],
                 "en": ["last time I stayed in {v}, also nice"]},
        "decoy": {"zh": ["市区的YHA"], "en": ["Torquay", "Queenscliff"]},
        "kw": {"zh": ["谁出去玩住在{x}？", "在{x}过夜的是谁？"],
               "en": ["Who stayed overnight in {x}?", "Who spent a night in {x}?"]},
        "part": {"zh": ["{n}放假出去玩住在哪？", "{n}旅行那晚在哪过夜？"],
                 "en": ["Where did {n} stay on the break trip?",
                        "Which town did {n} sleep in on the trip?"]},
        "para": {"zh": ["{n}假期外出时投宿于哪个镇子？", "{n}度假期间落脚的城镇叫啥？"],
                 "en": ["In which town did {n} lodge while travelling over the holiday?",
                        "Where did {n} bed down during the getaway?"]},
        "unsaid": {"zh": "{n}住的那家民宿叫什么？",
        "en": "What was the name of {n}'s accommodation?"},
        "ghost": [("Echuca", "en"), ("米尔迪拉", "zh")],
        "gq": {"zh": "谁出去玩住在{v}？", "en": "Who stayed overnight in {v}?"},
        "bot": ["大洋路自驾需要几天？", "Any tips for driving on the left for the first time?"],
    },
    "oshc": {
        "n": 4, "win": (3, 60), "who": "visa", "pref": ("lunch", "afternoon", "evening"),
        "details": [("Bupa", "Budget Direct", None), ("Allianz Care", "Allianz Partners", None),
                    ("nib OSHC", "HCF", None), ("CBHS", "ahm", None), ("Medibank",
                     "Medicare", None),
                    ("保柏", "保诚", None), ("安联", "友邦", None)],
        "say": {"zh": ["我的OSHC买的是{x}，中介推荐的", "OSHC是{x}，理赔还挺快", "我保险用的{x}"],
                "en": ["my OSHC is with {x}, the agent picked it",
                       "I'm on {x} for OSHC, claims are quick"]},
        "ctx": {"zh": ["OSHC要续费了，好贵", "看GP要先付钱再报销好麻烦", "签证续签要OSHC证明"],
                "en": ["my OSHC is about to expire, ugh",
                       "had to pay upfront at the GP and claim later"]},
        "ask": {"zh": ["@{m} 你保险是哪家的", "@{m} 你OSHC买的谁家"],
                "en": ["@{m} which OSHC provider are you with?",
                       "@{m} who's your health cover with?"]},
        "ans": {"zh": ["{x}，还行", "{x}，app挺好用的"],
                "en": ["{x}, the app is decent", "{x}, no complaints"]},
        "about": {"zh": ["{n}买的{x}，说报销很快", "@{n} 你是{x}吧，我也想换"],
                  "en": ["{n}'s with {x}, apparently claims are easy",
                         "@{n} you're on {x} right? thinking of switching"]},
        "pass": {"zh": ["有人知道OSHC可以换保险公司吗", "看牙OSHC不报", "GP预约排到下周了"],
                 "en": ["OSHC doesn't cover dental, right?", "bulk billing GPs near Clayton?"]},
        "near": {"zh": ["我表弟用的{v}，说一般"], "en": ["my cousin went with {v}, meh"]},
        "decoy": {"zh": ["学校默认那家"], "en": ["Frank Health", "HBF"]},
        "kw": {"zh": ["谁的OSHC是{x}？", "买{x}保险的是谁？"],
               "en": ["Whose OSHC is with {x}?", "Who has {x} for OSHC?"]},
        "part": {"zh": ["{n}的OSHC是哪家的？", "{n}买的哪家学生保险？"],
                 "en": ["Which OSHC provider is {n} with?", "Who is {n}'s health insurer?"]},
        "para": {"zh": ["{n}留学医疗险由哪间公司承保？", "{n}看病报销找的是哪个机构？"],
                 "en": ["Which company insures {n}'s medical costs as an overseas student?",
                        "Who covers {n} when visiting a doctor?"]},
        "unsaid": {"zh": "{n}的OSHC一年多少钱？", "en": "How much does {n}'s OSHC cost per year?"},
        "ghost": [("Westfund", "en"), ("澳世尔", "zh")],
        "gq": {"zh": "谁的OSHC是{v}？", "en": "Whose OSHC is with {v}?"},
        "bot": ["OSHC能报销看牙吗？", "What does student health cover usually include?"],
    },
    "potluck": {
        "n": 5, "win": (12, 52), "who": "all", "pref": ("evening",),
        "details": [("酸菜鱼", "水煮鱼", None), ("可乐鸡翅", "啤酒鸭", None),
                    ("韭菜盒子", "韭菜饺子", None), ("红烧排骨", "糖醋排骨", None), ("凉皮",
                     "凉面", None),
                    ("番茄牛腩", "土豆牛腩", None), ("麻婆豆腐", "家常豆腐", None),
                    ("butter chicken", "chicken tikka", None), ("empanadas", "arepas", None),
                    ("pavlova", "lamingtons", None), ("onigiri", "gyoza", None),
                    ("tiramisu", "panna cotta", None), ("sausage rolls", "meat pies", None),
                    ("shakshuka", "frittata", None)],
        "say": {"zh": ["potluck我带{x}，家传手艺", "potluck那天我做{x}，你们别抢"],
                "en": ["I'm bringing {x} to the potluck", "I'll make {x} for the potluck"]},
        "ctx": {"zh": ["potluck要带什么菜好纠结", "我厨艺一般，potluck会不会丢人",
                       "周末试做了一下potluck的菜"],
                "en": ["no idea what to cook for the potluck",
                       "did a test run of my potluck dish, not bad"]},
        "ask": {"zh": ["@{m} potluck你做啥", "@{m} 周五你带什么菜"],
                "en": ["@{m} what are you bringing on Friday?", "@{m} what's your potluck dish?"]},
        "ans": {"zh": ["{x}！已经练过两次了", "{x}，我妈视频教的"],
                "en": ["{x}! practised twice already", "{x}, my mum's recipe"]},
        "about": {"zh": ["{n}做的{x}绝了，全被吃光", "@{n} 你的{x}还有剩吗"],
                  "en": ["{n}'s {x} was gone in five minutes",
                         "@{n} can I get the recipe for your {x}?"]},
        "pass": {"zh": ["potluck记得带饭盒打包", "下次potluck能不能在我家", "我只会煮泡面哈哈"],
                 "en": ["potlucks are the best part of share house life",
                        "I can only make instant noodles lol"]},
        "near": {"zh": ["上次potluck有人带了{v}，好吃"],
                 "en": ["someone brought {v} last time, so good"]},
        "decoy": {"zh": ["饺子", "水果沙拉", "炒面", "辣子鸡", "卤味拼盘"],
                  "en": ["garlic bread", "fried rice", "brownies", "spring rolls",
                         "chips and dip"]},
        "roster": ("周五house potluck 六点开始 每人一个菜", "{x}"),
        "kw": {"zh": ["potluck谁带了{x}？", "{x}是谁做的？"],
               "en": ["Who brought {x} to the potluck?", "Who made the {x}?"]},
        "part": {"zh": ["{n}potluck带了什么菜？", "{n}那次做的啥菜？"],
                 "en": ["What did {n} bring to the potluck?",
                        "What dish did {n} cook for the potluck?"]},
        "para": {"zh": ["{n}给大家聚餐贡献了哪道料理？", "众人共享晚餐时{n}端出来的是？"],
                 "en": ["Which food did {n} contribute to the shared dinner?",
                        "What did {n} cook when everyone ate together?"]},
        "unsaid": {"zh": "{n}那道菜买食材花了多少钱？",
                   "en": "How much did {n} spend on ingredients for the dish?"},
        "ghost": [("北京烤鸭", "zh"), ("lasagne", "en")],
        "gq": {"zh": "potluck谁带了{v}？", "en": "Who brought {v} to the potluck?"},
        "bot": ["十个人的聚餐做什么菜比较好？", "What's an easy dish to bring to a potluck?"],
    },
    "club": {
        "n": 4, "win": (0, 13), "who": "all", "pref": ("oweek", "lunch", "evening"),
        "details": [("击剑社", "射箭社", None), ("跆拳道社", "空手道社", None), ("汉服社",
                    "cosplay社", None),
                    ("街舞社", "爵士舞社", None), ("辩论社", "模联社", None),
                    ("Ultimate Frisbee club", "Touch Footy club", None),
                    ("Salsa Society", "Swing Society", None),
                    ("Board Games Society", "Video Games Society", None),
                    ("Rock Climbing club", "Hiking club", None), ("Chess Club", "Poker Club", None),
                    ("Rowing Club", "Sailing Club", None)],
        "say": {"zh": ["Clubs day报了{x}，第一次活动下周", "我加了{x}，社员好热情"],
                "en": ["signed up for {x} at clubs day", "joined {x}, first session is next week"]},
        "ctx": {"zh": ["Clubs day人好多，拿了一堆传单", "好多社团啊，不知道报哪个",
                       "社团活动好像跟我tute冲突了"],
                "en": ["clubs day was chaos, so many free snacks",
                       "can't decide which clubs to join"]},
        "ask": {"zh": ["@{m} 你最后报了哪个社团", "@{m} 你加了什么社"],
                "en": ["@{m} which club did you end up joining?",
                       "@{m} did you join anything at clubs day?"]},
        "ans": {"zh": ["{x}！下周第一次活动", "{x}，来一起呀"],
                "en": ["{x}! first session next week", "{x}, come along"]},
        "about": {"zh": ["{n}报了{x}，好酷", "@{n} 你们{x}招新还收人吗"],
                  "en": ["{n} joined {x}, that's so cool", "@{n} is {x} still taking members?"]},
        "pass": {"zh": ["社团会费也要钱吗", "O-week好多免费pizza", "想交朋友还是得参加社团"],
                 "en": ["free pizza at every club stall lol",
                        "clubs are the best way to meet locals"]},
        "near": {"zh": ["我同学加了{v}，天天练"], "en": ["my friend joined {v} and loves it"]},
        "decoy": {"zh": ["羽毛球社", "摄影社", "动漫社"], "en": ["Anime Club", "Esports Club",
                         "Choir"]},
        "roster": ("大家O-week报了啥社团 互相拉人", "{x}"),
        "kw": {"zh": ["谁报了{x}？", "加入{x}的是谁？"],
               "en": ["Who joined {x}?", "Who signed up for {x}?"]},
        "part": {"zh": ["{n}加了哪个社团？", "{n}在O-week报了什么社团？"],
                 "en": ["Which club did {n} join?", "What club did {n} sign up for?"]},
        "para": {"zh": ["{n}参与了学校里哪一个学生团体？", "{n}课外归属于何种兴趣组织？"],
                 "en": ["What student society is {n} part of?",
                        "Which campus group does {n} belong to?"]},
        "unsaid": {"zh": "{n}那个社团会费多少？",
        "en": "What's the membership fee for {n}'s club?"},
        "ghost": [("Quidditch Club", "en"), ("啦啦队", "zh")],
        "gq": {"zh": "谁报了{v}？", "en": "Who joined {v}?"},
        "bot": ["大学社团怎么选比较好？", "How do I make friends in a new country?"],
    },
    "hometown": {
        "n": 4, "win": (1, 60), "who": "all", "pref": ("home", "evening"),
        "details": [("哈尔滨", "长春", "cn"), ("昆明", "贵阳", "cn"), ("温州", "台州", "cn"),
                    ("洛阳", "开封", "cn"), ("南宁", "柳州", "cn"), ("西宁", "兰州", "cn"),
                    ("Dalian", "Dandong", "cn"), ("Xiamen", "Quanzhou", "cn"),
                    ("Zhuhai", "Zhongshan", "cn"), ("Chennai", "Bangalore", "Aanya"),
                    ("Medellín", "Bogotá", "Mateo"), ("Osaka", "Kobe", "Hana"),
                    ("Wagga Wagga", "Albury", "Ollie")],
        "say": {"zh": ["我老家{x}的，这边冬天对我来说是小意思", "我是{x}人，好想家里的菜",
                       "我家在{x}，暑假回去"],
                "en": ["I'm from {x} originally", "I grew up in {x}, miss the food so much"]},
        "ctx": {"zh": ["好想家里的菜啊", "我妈又寄了一箱零食", "想家了"],
                "en": ["so homesick this week", "mum sent a care package, crying"]},
        "ask": {"zh": ["@{m} 你老家哪里的", "@{m} 你是哪人来着"],
                "en": ["@{m} where are you from originally?", "@{m} where's home for you?"]},
        "ans": {"zh": ["{x}！有机会来玩", "{x}，欢迎来玩"],
                "en": ["{x}! you should visit", "{x}, you'd love the food"]},
        "about": {"zh": ["{n}是{x}人，回去记得带特产哈", "@{n} 你{x}的吧，听说那边最近降温了"],
                  "en": ["{n}'s from {x}, ask them about the food", "@{n} you're from {x} right?"]},
        "pass": {"zh": ["过年没回家有点难受", "国内快递到这边要两周", "好想吃家乡菜"],
                 "en": ["miss home food so bad", "care packages take forever to arrive"]},
        "near": {"zh": ["我同学是{v}人，超能吃辣"], "en": ["my tutor's from {v}"]},
        "decoy": {"zh": ["成都", "重庆", "深圳"], "en": ["Perth", "Adelaide"]},
        "kw": {"zh": ["谁是{x}人？", "老家在{x}的是谁？"],
               "en": ["Who's from {x}?", "Whose hometown is {x}?"]},
        "part": {"zh": ["{n}老家是哪里的？", "{n}是哪里人？"],
                 "en": ["Where is {n} from?", "What's {n}'s hometown?"]},
        "para": {"zh": ["{n}出生成长的城市叫什么？", "{n}的故乡位于何处？"],
                 "en": ["What place does {n} call their birthplace?",
                        "Which city raised {n} as a kid?"]},
        "unsaid": {"zh": "{n}在老家读的哪所高中？",
        "en": "Which high school did {n} attend back home?"},
        "ghost": [("拉萨", "zh"), ("Reykjavik", "en")],
        "gq": {"zh": "谁是{v}人？", "en": "Who's from {v}?"},
        "bot": ["想家的时候怎么调节？", "How do I cook Chinese food with Australian ingredients?"],
    },
    "sim": {
        "n": 4, "win": (0, 20), "who": "all", "pref": ("oweek", "lunch", "evening"),
        "details": [("amaysim", "Kogan Mobile", None), ("Lebara", "Lycamobile", None),
                    ("Boost Mobile", "Circles.Life", None), ("Felix Mobile", "Exetel", None),
                    ("Aldi Mobile", "Woolworths Mobile", None), ("Vaya", "Dodo", None),
                    ("沃达丰", "澳洲电信", None)],
        "say": {"zh": ["我手机卡用的{x}，信号还行", "换成{x}了，比之前便宜"],
                "en": ["I'm on {x} now, cheap and the coverage is fine", "switched my SIM to {x}"]},
        "ctx": {"zh": ["手机卡又要充值了", "这边手机套餐好贵", "房间里信号好差"],
                "en": ["my phone bill is so expensive here", "zero reception in my room, help"]},
        "ask": {"zh": ["@{m} 你手机卡哪家的", "@{m} 你用的啥运营商"],
                "en": ["@{m} which phone company are you with?", "@{m} what SIM did you get?"]},
        "ans": {"zh": ["{x}，便宜", "{x}，信号还可以"],
                "en": ["{x}, it's cheap", "{x}, works fine"]},
        "about": {"zh": ["{n}用的{x}，说挺划算", "@{n} 你是{x}吗，我也想办"],
                  "en": ["{n}'s on {x}, reckons it's a good deal", "@{n} you're with {x} right?"]},
        "pass": {"zh": ["机场办的卡好贵，别在机场办", "有人知道哪家信号好吗", "手机卡月租都不便宜"],
                 "en": ["don't buy a SIM at the airport, total rip-off",
                        "which carrier has coverage out in the hills?"]},
        "near": {"zh": ["我朋友用{v}，说一般"], "en": ["my friend uses {v}, says it drops out"]},
        "decoy": {"zh": ["Telstra"], "en": ["Optus", "TPG"]},
        "kw": {"zh": ["谁用的{x}？", "手机卡是{x}的是谁？"],
               "en": ["Who's on {x}?", "Who uses {x} for their phone?"]},
        "part": {"zh": ["{n}的手机卡是哪家的？", "{n}用哪家运营商？"],
                 "en": ["Which mobile carrier is {n} with?", "What SIM does {n} use?"]},
        "para": {"zh": ["{n}电话号码归哪间通讯公司管？", "{n}上网打电话靠的服务商是？"],
                 "en": ["Which telco provides {n}'s number?",
                        "Who does {n} pay for calls and data?"]},
        "unsaid": {"zh": "{n}的套餐每月多少流量？", "en": "How much data does {n}'s plan include?"},
        "ghost": [("Moose Mobile", "en"), ("Tangerine", "zh")],
        "gq": {"zh": "谁用的{v}？", "en": "Who's on {v}?"},
        "bot": ["澳洲手机卡哪家比较划算？",
                "Do I need an Australian number to open a bank account?"],
    },
    "project": {
        "n": 4, "win": (14, 55), "who": "all", "pref": ("lecture", "night", "crunch", "afternoon"),
        "details": [("二手教材交易平台", "二手家具交易平台", None), ("宿舍报修小程序",
                    "宿舍门禁小程序", None),
                    ("食堂排队预测", "图书馆座位预测", None), ("校园失物招领", "校园拼车", None),
                    ("parking spot finder", "parking fine tracker", None),
                    ("chore tracker", "chore roster bot", None),
                    ("bushfire alert dashboard", "flood alert dashboard", None),
                    ("recipe swap app", "recipe cost app", None),
                    ("tram crowd predictor", "tram delay predictor", None)],
        "say": {"zh": ["我们组project做{x}，我负责前端", "group project定了，做{x}",
                       "我们组的选题是{x}"],
                "en": ["our group's building a {x} for the project",
                       "we're doing a {x}, I'm on backend"]},
        "ctx": {"zh": ["group project组员又失联了", "今晚组会开到十点", "我们组的idea被tutor否了"],
                "en": ["my group is so quiet on Teams", "group meeting ran way over again"]},
        "ask": {"zh": ["@{m} 你们组最后选了啥题", "@{m} 你们那个project做的是啥"],
                "en": ["@{m} what's your group project about?", "@{m} what did your team pick?"]},
        "ans": {"zh": ["{x}，我负责UI", "{x}，还挺好玩的"],
                "en": ["a {x}! I'm doing the UI", "a {x}, kinda fun actually"]},
        "about": {"zh": ["{n}他们组做{x}，demo超厉害", "@{n} 你们那个{x}能给我用用吗"],
                  "en": ["{n}'s group is building a {x}, looked slick in the demo",
                         "@{n} can I beta test your {x}?"]},
        "pass": {"zh": ["group project真的是友谊的试金石", "组员free ride好气",
                        "presentation排在最后一组"],
                 "en": ["group projects are a test of friendship",
                        "one of my teammates hasn't done anything"]},
        "near": {"zh": ["隔壁组做的{v}，好无聊"], "en": ["another team is doing a {v}, boring"]},
        "decoy": {"zh": ["记账app", "外卖比价"], "en": ["todo list", "weather app"]},
        "kw": {"zh": ["谁的小组做{x}？", "{x}是谁组里的项目？"],
               "en": ["Whose group is building the {x}?", "Whose team made a {x}?"]},
        "part": {"zh": ["{n}的group project做的是什么？", "{n}他们组选了什么题目？"],
                 "en": ["What is {n}'s group project about?",
                        "What did {n}'s team pick for the project?"]},
        "para": {"zh": ["{n}跟同学合作开发的东西是干嘛用的？", "{n}所在团队搞的作品主题为何？"],
                 "en": ["What are {n} and classmates developing together?",
                        "Which software is {n}'s team creating?"]},
        "unsaid": {"zh": "{n}那组的tutor叫什么？", "en": "Who is the tutor for {n}'s group?"},
        "ghost": [("智能垃圾分类", "zh"), ("drone delivery app", "en")],
        "gq": {"zh": "谁的小组做{v}？", "en": "Whose group is building a {v}?"},
        "bot": ["小组作业组员不干活怎么办？", "How do I split work fairly in a group project?"],
    },
    "coffee": {
        "n": 4, "win": (3, 62), "who": "all", "pref": ("morning", "lunch"),
        "details": [("燕麦拿铁", "椰奶拿铁", None), ("冰美式", "热美式", None), ("抹茶拿铁",
                    "焙茶拿铁", None),
                    ("oat flat white", "almond flat white", None), ("dirty chai",
                     "chai latte", None),
                    ("piccolo", "cortado", None), ("soy mocha", "soy latte", None),
                    ("long macchiato", "short macchiato", None), ("batch brew", "cold brew", None)],
        "say": {"zh": ["我每天一杯{x}续命", "我的固定点单：{x}", "早上没有{x}我醒不过来"],
                "en": ["my usual is a {x}", "can't function without my {x}"]},
        "ctx": {"zh": ["今天的咖啡做得好难喝", "咖啡钱一个月花了好多",
                       "Campus Centre的咖啡排队好长"],
                "en": ["coffee queue at campus is insane",
                       "spent way too much on coffee this month"]},
        "ask": {"zh": ["@{m} 我去买咖啡，你要啥", "@{m} 帮你带一杯？喝什么"],
                "en": ["@{m} coffee run, what do you want?", "@{m} grabbing coffee, your usual?"]},
        "ans": {"zh": ["{x}，谢啦", "{x}，爱你"], "en": ["{x} please!", "a {x}, thank you!!"]},
        "about": {"zh": ["{n}永远只喝{x}", "@{n} 给你带了{x}，老规矩"],
                  "en": ["{n} only ever drinks {x}", "@{n} got you a {x}, the usual"]},
        "pass": {"zh": ["墨尔本咖啡真的好喝", "Flat white到底是啥", "戒咖啡第三天，头好痛"],
                 "en": ["Melbourne coffee ruined Starbucks for me",
                        "trying to cut down on caffeine"]},
        "near": {"zh": ["我同学最爱{v}"], "en": ["my tutor always has a {v}"]},
        "decoy": {"zh": ["热巧克力", "英式早餐茶"], "en": ["flat white", "cappuccino", "latte"]},
        "roster": ("九点前去Campus Centre代买咖啡 要的接", "{x}"),
        "kw": {"zh": ["谁每天喝{x}？", "点{x}的是谁？"], "en": ["Who drinks {x}?",
                      "Whose usual is a {x}?"]},
        "part": {"zh": ["{n}一般点什么咖啡？", "{n}喝咖啡的口味是啥？"],
                 "en": ["What coffee does {n} order?", "What's {n}'s usual coffee?"]},
        "para": {"zh": ["{n}平日靠哪款提神饮品？", "{n}早晨常喝的那杯饮料是？"],
                 "en": ["Which caffeinated drink does {n} always get?",
                        "What does {n} order at the café each morning?"]},
        "unsaid": {"zh": "{n}一般在哪家店买咖啡？", "en": "Which café does {n} usually buy from?"},
        "ghost": [("焦糖玛奇朵", "zh"), ("affogato", "en")],
        "gq": {"zh": "谁每天喝{v}？", "en": "Who drinks {v}?"},
        "bot": ["咖啡喝多了心慌怎么办？",
                "What's the difference between a latte and a flat white?"],
    },
    "repair": {
        "n": 4, "win": (5, 60), "who": "all", "pref": ("evening", "morning"),
        "details": [("热水器", "暖气片", None), ("烘干机", "洗碗机", None), ("马桶水箱",
                    "浴缸下水", None),
                    ("后门门锁", "前门门铃", None), ("抽油烟机", "电磁炉", None),
                    ("rangehood", "cooktop", None), ("shower mixer", "shower drain", None),
                    ("roller door", "side gate", None), ("ducted heating", "split system", None),
                    ("oven door", "oven light", None)],
        "say": {"zh": ["家里{x}坏了快一周，中介还不派人", "我们家{x}又坏了，报修了三次",
                       "崩溃，{x}坏了"],
                "en": ["the {x} has been broken for a week and the agent won't send anyone",
                       "our {x} died again, third repair request"]},
        "ctx": {"zh": ["中介回邮件好慢", "房子里好多东西都坏了", "报修单提交了还没人理"],
                "en": ["agent still hasn't replied to my maintenance request",
                       "everything in this house is falling apart"]},
        "ask": {"zh": ["@{m} 你们家那个东西修好没", "@{m} 你家又啥坏了"],
                "en": ["@{m} what broke at your place this time?",
                       "@{m} did the agent ever fix your thing?"]},
        "ans": {"zh": ["{x}，还没人来", "{x}呗，等了一周了"],
                "en": ["the {x}, still waiting", "the {x} again, classic"]},
        "about": {"zh": ["{n}家{x}坏了好久了，中介真不靠谱", "@{n} 你家{x}修好了没"],
                  "en": ["{n}'s {x} has been broken for ages, dodgy agent",
                         "@{n} is your {x} fixed yet?"]},
        "pass": {"zh": ["租房最怕东西坏了中介不管", "报修要写邮件留证据", "我们家灯泡又烧了"],
                 "en": ["always put repair requests in writing",
                        "urgent repairs have to be done fast by law, right?"]},
        "near": {"zh": ["我朋友家{v}坏了一个月"],
                 "en": ["my friend's {v} has been broken for a month"]},
        "decoy": {"zh": ["冰箱", "灯泡"], "en": ["letterbox", "fence"]},
        "kw": {"zh": ["谁家{x}坏了？", "{x}坏了的是谁家？"],
               "en": ["Whose {x} is broken?", "Who has been waiting on a {x} repair?"]},
        "part": {"zh": ["{n}家里什么坏了？", "{n}家哪样东西一直没修？"],
                 "en": ["What's broken at {n}'s place?", "What needs fixing in {n}'s house?"]},
        "para": {"zh": ["{n}住处出故障的设施是哪样？", "{n}租的屋子里罢工的家电是？"],
                 "en": ["Which appliance stopped working where {n} lives?",
                        "What fault is {n} waiting on maintenance for?"]},
        "unsaid": {"zh": "{n}家中介叫什么名字？",
        "en": "What's the name of {n}'s property manager?"},
        "ghost": [("阳台栏杆", "zh"), ("smoke alarm", "en")],
        "gq": {"zh": "谁家{v}坏了？", "en": "Whose {v} is broken?"},
        "bot": ["租的房子东西坏了房东不修怎么办？",
                "How do I write a repair request email to my agent?"],
    },
    "flight": {
        "n": 4, "win": (42, 61), "who": "cn", "pref": ("evening", "night", "exam"),
        "details": [("CZ322", "CZ332", None), ("MU738", "MU783", None), ("CA176", "CA166", None),
                    ("MF802", "MF820", None), ("HU7999", "HU7989", None), ("3U3856",
                     "3U3865", None),
                    ("CX178", "CX187", None)],
        "say": {"zh": ["回国机票买了，{x}，肉疼", "订好了{x}，终于可以回家了",
                       "我是{x}回去，有同班的吗"],
                "en": ["booked my flight home, {x}", "I'm on {x} going home, anyone else?"]},
        "ctx": {"zh": ["机票好贵啊，暑假回国要一万多", "在比价回国机票", "要不要中转省点钱"],
                "en": ["flights home are so expensive this year",
                       "still deciding whether to transit in Singapore"]},
        "ask": {"zh": ["@{m} 你回国坐哪班飞机", "@{m} 机票订好没，哪趟"],
                "en": ["@{m} which flight are you taking home?", "@{m} booked your flight yet?"]},
        "ans": {"zh": ["{x}，红眼航班", "{x}，经济舱挤一挤"], "en": ["{x}, the red-eye",
                       "{x}, economy obviously"]},
        "about": {"zh": ["{n}订的{x}，好羡慕可以早回去", "@{n} 你是{x}吧，帮我带点东西"],
                  "en": ["{n}'s on {x}, lucky",
                         "@{n} you're flying {x} right? can you bring something back?"]},
        "pass": {"zh": ["暑假回不回国好纠结", "机票比价用哪个app", "签证到期前要不要回国一趟"],
                 "en": ["flights are cheaper on a Tuesday apparently",
                        "not going home this winter, too expensive"]},
        "near": {"zh": ["我学姐坐的{v}，说餐很难吃"],
                 "en": ["my cousin flew {v} last year, terrible food"]},
        "decoy": {"zh": ["CZ344", "MU736", "CA188"], "en": ["SQ208", "CX134", "MU762"]},
        "roster": ("暑假回国航班登记 看看有没有同一班的", "{x}"),
        "kw": {"zh": ["谁坐{x}回国？", "{x}是谁的航班？"],
               "en": ["Who's flying home on {x}?", "Whose flight is {x}?"]},
        "part": {"zh": ["{n}回国坐哪班飞机？", "{n}订的哪个航班？"],
                 "en": ["Which flight is {n} taking home?", "What flight did {n} book?"]},
        "para": {"zh": ["{n}返乡乘坐的班次编号是？", "{n}搭乘哪趟航空班次回家？"],
                 "en": ["What's the number of the plane {n} boards to go back to China?",
                        "Which airline service carries {n} back?"]},
        "unsaid": {"zh": "{n}是哪天的航班？", "en": "What date does {n} fly?"},
        "ghost": [("NZ123", "en"), ("EK409", "zh")],
        "gq": {"zh": "谁坐{v}回国？", "en": "Whose flight is {v}?"},
        "bot": ["回国机票什么时候买最便宜？",
                "How early should I get to the airport for an international flight?"],
    },
}

# -- ordinary talk ------------------------------------------------------------------------
# Placeholders: {u} a unit (the scene's, else the speaker's), {a} an assessment, {o} another
# member, {tz} the hours home is behind, {cnh} the hour at home, numbers {m} {m2} {pr} {t} {s}
# {q} {c} {w} {h} {k} {qa}/{qb}.

POOL: dict[str, dict[str, list[str]]] = {
    "morning": {
        "zh": ["早", "早～", "早上好", "早，今天好冷", "起不来了", "早八的lecture谁排的", "morning",
               "早，又是被闹钟吵醒的一天", "今天墨尔本一天四季", "出门忘带伞了", "车上好挤",
               "早，有人在学校了吗", "myki刷不出来，气", "tram上有人在唱歌哈哈", "火车又晚点了",
               "被查票了，还好touch on了", "早上的shuttle bus排了好长的队", "早，今天有tute吗",
               "昨晚没睡好，今天靠咖啡撑", "今天好晒，记得涂防晒", "路上看到一只鹦鹉好大",
               "早饭吃了{gro}，健康", "早上起来发现{eat}那边下冰雹了", "闹钟响了五次才起",
               "今天雾好大，什么都看不见", "早，昨晚的作业交了吗"],
        "en": ["morning all", "morning!", "why is it so cold this morning",
               "who else is on campus already?", "four seasons in one day again",
               "forgot my umbrella, classic", "train delayed again, Metro never changes",
               "ticket inspectors at the station, heads up", "the shuttle bus queue is insane",
               "magpie swooped me on the way in lol", "snoozed my alarm five times, oops",
               "foggy as anything this morning", "who's in the library already, save me a seat",
               "the sunrise was unreal on the way in", "running late, tell the tutor I'm coming"]},
    "lecture": {
        "zh": ["{u} lecture讲得好快，完全没跟上", "{u}的slides上传了吗",
               "{u}这周的tute在哪个building",
               "有人录了{u}的lecture吗，我睡过了", "{u}下周有quiz？？", "刚下{u}，脑子好空",
               "{u}的applied session点名吗", "{u} Ed上有人问了一样的问题",
               "{u}作业spec更新了，看Moodle",
               "{u}今天讲的我一个字都没听懂", "{u}的lecturer又拖堂十分钟", "{u}的tutor人好好",
               "{u}的reading好长", "坐最后一排刷手机被{u}的lecturer点名了", "{u}的workshop要不要去",
               "{u}下周考哪几章", "{u}的lecture theatre空调好冷", "{u}好像要改成线上了"],
        "en": ["did anyone understand the last part of {u}?", "{u} slides are up on Moodle",
               "is the {u} quiz this week or next?", "just got out of {u}, brain empty",
               "the {u} lecturer went ten minutes over again", "{u} recording isn't up yet?",
               "{u} tute was actually useful today", "which chapters are in the {u} quiz?",
               "the {u} theatre is freezing", "{u} applied class is so packed"]},
    "lunch": {
        "zh": ["午饭吃啥", "Campus Centre的拉面又涨价了", "带饭了，昨晚剩的咖喱",
               "有人一起吃饭吗，我在Menzies楼下",
               "今天食堂人好多", "想吃麻辣烫", "学校的寿司卷好贵", "午饭吃了个Subway，还是饿",
               "Nando's排队的人好多", "中午去Clayton吃越南粉吗", "吃饱了好困", "今天带的{dish}",
               "中午去{eat}吃吗，坐shuttle", "午饭只吃了个苹果", "Campus Centre的{dish}还行"],
        "en": ["lunch anyone?", "the sushi place on campus is so overpriced",
               "brought leftovers today, proud of myself",
               "where's good for lunch near the library?",
               "banh mi again, no regrets", "brought {dish} for lunch, meal prep paying off",
               "anyone keen for {eat} after class?", "food coma incoming",
               "campus food prices are a crime"]},
    "afternoon": {
        "zh": ["library四楼好安静", "下午有tute，不想去", "在Matheson占了个位",
               "有人在library吗，借个充电器",
               "下午好困", "刚做完lab，手都酸了", "consultation hour排了好多人", "图书馆空调好冷",
               "下午的tute只来了三个人", "study room订到了，要来的说", "下午茶有人吗",
               "去Lemon Scented Lawn晒太阳"],
        "en": ["anyone at the library? need a charger", "afternoon slump is real",
               "tute got cancelled, free afternoon", "booked a study room till 5, come through",
               "consultation queue is out the door", "sitting on the lawn, it's actually sunny",
               "who wants afternoon tea?"]},
    "evening": {
        "zh": ["今晚吃火锅有人来吗", "去Coles买菜，有人要带东西吗", "Woolies的鸡腿打折了",
               "今天做了红烧肉，大成功",
               "Box Hill的亚超有新到的火锅底料", "晚上打羽毛球，有人来吗", "今晚footy谁看",
               "刚下班，累死",
               "在追新剧，停不下来", "下雨了，快收衣服", "今晚做饭还是点外卖",
               "Uber Eats配送费好贵",
               "晚饭吃了三碗饭", "亚超的冻饺子买一送一", "煮了一锅粥，暖和", "Aldi的牛排还挺便宜",
               "今天去Chinatown吃了烤鱼", "晚上有人去gym吗", "洗完澡头发还没干就睡会不会头疼",
               "今晚做{dish}，有人来蹭饭吗", "Coles的{gro}打折了，快冲",
               "{eat}新开了家店，周末去吗",
               "在看{show}，停不下来", "第一次做{dish}，居然成功了", "{eat}的奶茶店排队排到门口",
               "今天在Woolies买了{gro}，好贵", "有人会做{dish}吗，求教程"],
        "en": ["anyone want to play badminton tonight?", "Coles run, need anything?",
               "the Asian grocer in Box Hill has the good tofu",
               "cooked for the first time this week lol",
               "footy's on tonight, who's watching?", "just finished work, dead",
               "uber eats fees are criminal", "made dumplings from scratch, 10/10 would not again",
               "Aldi middle aisle got me again", "making {dish} tonight, come over",
               "{gro} on special at Coles btw", "new place opened in {eat}, anyone keen?",
               "binge-watching {show}, send help", "first attempt at {dish}, it's edible!",
               "anyone know a good recipe for {dish}?", "{gro} prices at Woolies are wild",
               "laundry day, the dryer queue is long", "basketball at the sports centre tonight?"]},
    "home": {
        "zh": ["刚跟家里视频完", "我妈发语音问我吃了没", "跟家里差{tz}小时，每次视频都要约时间",
               "爸妈问我什么时候回家", "家里寄的快递到了！", "国内这会儿{cnh}点，刚好吃晚饭",
               "我爸学会发表情包了哈哈", "跟我妈视频她一直说我瘦了", "奶奶问我这边冷不冷",
               "我妈让我多穿点", "我妈在视频里给我看她种的花", "国内现在{cnh}点多，我妹还在写作业"],
        "en": ["just called home, they're having dinner",
               "my parents keep asking when I'm coming home",
               "mum sent a voice message at 6am their time lol",
               "video call with grandma, she's the best",
               "home feels so far this week"]},
    "night": {
        "zh": ["还有人没睡吗", "{u}的作业写不完了", "library通宵区还有位吗", "熬夜第三天",
               "明天早八，我先睡了", "晚安", "睡不着，刷会儿手机", "饿了，有人点宵夜吗",
               "Ed上tutor半夜还在回复，好敬业", "晚安各位", "隔壁在开party好吵", "又熬到一点了",
               "夜宵煮了包泡面", "明天还有{u}的tute，睡了"],
        "en": ["anyone still up?", "can't sleep, doomscrolling", "night all",
               "hungry, is anything open this late?", "one more episode then bed, promise",
               "neighbours are having a party, great", "bed time, {u} tute at 9"]},
    "crunch": {
        "zh": ["{u} {a}还差两题", "{u}的{a}明天due，我还没开始", "spec里这句话什么意思",
               "Ed上有人问了同一个问题", "test case过不了，崩溃", "还有几个小时due", "通宵了通宵了",
               "我先交个draft保底", "Turnitin相似度多少算正常", "{u}的{a}谁还在写", "咖啡第四杯了",
               "reference格式要用APA吗", "word count超了怎么办", "{u} {a}的rubric谁看懂了",
               "写完一半了，冲"],
        "en": ["{u} {a} is due tomorrow and I'm cooked",
               "my code passes locally but not on the autograder",
               "who's still awake for {u}?", "extension requests close tonight right?",
               "submitting a draft just in case", "halfway through {a}, send snacks",
               "does the {u} {a} need a cover page?"]},
    "due": {
        "zh": ["交了！", "交了交了", "终于交了", "交完了睡觉", "卡在最后一分钟交的",
               "提交页面卡了吓死"],
        "en": ["submitted!!", "done, going to sleep", "submitted with two minutes to spare"]},
    "oweek": {
        "zh": ["Clubs day在哪里", "学生卡办好了", "myki concession要去哪办", "Kmart买了一堆家具",
               "宜家的床好难装",
               "银行卡激活了", "orientation的免费午餐没抢到", "campus tour走断腿",
               "学校好大，迷路了",
               "选课系统崩了", "Allocate+抢tute时间好难", "有人知道TFN怎么申请吗",
               "Facebook Marketplace捡了张桌子",
               "新房间还什么都没有", "宿舍楼下的袋鼠雕像好可爱"],
        "en": ["where do we get the student ID card?", "the free BBQ at orientation was great",
               "Kmart haul for the new room", "campus is huge, got lost twice",
               "Allocate+ gave me an 8am tute, cry", "got a desk off Marketplace for $20",
               "orientation quiz night was fun"]},
    "break": {
        "zh": ["终于放假了", "break一周都在打工", "假期也得写作业", "睡到中午好幸福",
               "Easter的巧克力半价了",
               "假期大家去哪玩了", "学校好空", "放假第三天，已经无聊了", "假期在家做{dish}"],
        "en": ["break week!!", "working extra shifts over the break",
               "easter eggs half price at Coles",
               "campus is a ghost town", "slept twelve hours, no regrets"]},
    "exam": {
        "zh": ["考场在哪里", "考场好远", "明天考{u}，还没复习完", "考完{u}了！", "计算器要不要带",
               "考试要带学生卡", "复习资料有人有吗", "最后一门了冲", "考试的时候手都写酸了",
               "{u}最后一题完全不会"],
        "en": ["exam venue is so far", "done with {u}!!", "do we need to bring student ID?",
               "one more exam to go", "the last question in {u} was brutal"]},
}
DISHES = ["番茄炒蛋", "咖喱饭", "炸酱面", "蛋炒饭", "卤肉饭", "炒河粉", "青椒肉丝", "土豆烧鸡",
          "pasta",
          "pho", "kimchi stew", "fried noodles", "ramen"]
GROCERY = ["牛肉", "三文鱼", "鸡蛋", "牛油果", "草莓", "芒果", "虾", "豆腐", "大白菜", "salmon",
           "avocados",
           "strawberries", "lamb chops", "mince"]
EATS = ["Box Hill", "Glen Waverley", "Chinatown", "Springvale", "Footscray", "Carnegie", "Oakleigh"]
SHOWS = ["新剧", "综艺", "Bluey", "Survivor", "老友记", "甄嬛传", "Love Island"]
NUMS = {
    "zh": ["Coles今天花了{m}刀，心痛", "Woolies鸡腿打折，{pr}刀一公斤", "myki余额只剩{m2}了",
           "今天{t}度还下雨",
           "今天走了{s}步", "lab做到第{q}题了", "essay写了{w}字，还差好多",
           "Ed上这个帖子已经{c}个回复了",
           "quiz {qa}/{qb}，还行", "排队排了{c}分钟", "lecture只来了{c}个人", "这周上了{h}个shift",
           "亚超米一袋{m}刀", "电费账单来了，{m}刀", "今天{t}度，穿短袖了",
           "点外卖花了{m}刀，下次不点了", "lab quiz {qa}/{qb}，粗心扣分"],
    "en": ["spent ${m} at Woolies, how", "it's {t} degrees and raining again",
           "{c} people in the queue at the post office", "only {q} questions left",
           "got {qa}/{qb} on the quiz, fine", "train delayed {k} min again",
           "{s} steps today, mostly to the library", "electricity bill was ${m}, what"]}
REACT = ["哈哈哈", "哈哈哈哈哈", "+1", "[表情]", "lol", "草", "真的假的", "救命", "笑死", "666",
         "respect", "tql", "same", "omg", "好家伙", "确实", "nice", "😂", "？", "hhhh", "离谱"]
AT: list[tuple[dict[str, str], dict[str, list[str]]]] = [
    ({"zh": "@{o} 今晚来library吗", "en": "@{o} library tonight?"},
     {"zh": ["来", "在路上了", "今晚不了"], "en": ["yep", "can't tonight", "omw"]}),
    ({"zh": "@{o} 借我看下{u}的笔记", "en": "@{o} can I borrow your {u} notes?"},
     {"zh": ["发你了", "等我回家"], "en": ["sent!", "sure, later tonight"]}),
    ({"zh": "@{o} 周末去Box Hill吗", "en": "@{o} Box Hill this weekend?"},
     {"zh": ["去！", "看情况", "周六可以"], "en": ["down", "maybe Sunday"]}),
    ({"zh": "@{o} 你到了吗", "en": "@{o} you here yet?"},
     {"zh": ["到了", "马上马上", "五分钟"], "en": ["here", "2 min"]}),
    ({"zh": "@{o} tute几点来着", "en": "@{o} what time's the tute?"},
     {"zh": ["两点吧，看Allocate", "好像四点"], "en": ["2pm I think", "check Allocate+"]}),
]
MEDIA = ["[图片]", "[图片] 今天的晚霞", "[图片] 楼下的鹦鹉", "[图片][图片]",
         "[图片] 学校里的袋鼠标志",
         "[图片] 今天的晚饭", "[图片] 图书馆窗外", "[图片] 这个云", "[图片] 路上的涂鸦",
         "[图片] 新买的锅",
         "[图片] sunset from the train", "[图片] look at this possum"]
MEDIA_REPLY = ["在哪拍的", "好看", "绝了", "nice", "哇", "饿了", "好美"]
QUOTE = ["「{w}：{t}」 +1", "「{w}：{t}」 真的", "「{w}：{t}」 same", "「{w}：{t}」 哈哈哈"]
REPEAT = {"morning": ["早", "早～"], "lecture": ["+1", "同问"], "lunch": ["+1", "饿了"],
          "afternoon": ["哈哈哈哈", "+1"], "evening": ["哈哈哈哈", "+1",
                        "馋了"], "home": ["想家了"],
          "night": ["晚安", "晚安～"], "crunch": ["救命", "我也是", "一起熬"], "due": ["交了！"],
          "oweek": ["冲", "+1"], "break": ["放假了！"], "exam": ["考完了！", "冲"],
          "outing": ["下次还去", "羡慕"]}
OUTINGS: dict[str, dict[str, list[str]]] = {
    "gor": {"zh": ["出发！大洋路", "十二门徒到了[图片]", "风好大", "路上好多弯，有点晕车",
                   "海边好美",
                   "灯塔[图片]", "鱼薯条好好吃", "树上有考拉！", "司机辛苦了",
                   "吉普斯兰那边也想去"],
            "en": ["on the road!", "Twelve Apostles are unreal", "so windy at the lookout",
                   "koala spotted!!"]},
    "pi": {"zh": ["企鹅归巢要等到天黑", "企鹅好小只！", "不能拍照好可惜", "风好冷，多穿点",
                  "看到海豹了"],
           "en": ["penguins!!!", "freezing waiting for the penguin parade"]},
    "hills": {"zh": ["Puffing Billy人好多", "山上雾好大", "Sky High看夜景[图片]",
                     "山里的scone好好吃"],
              "en": ["the Dandenongs are so pretty", "Puffing Billy was packed"]},
    "market": {"zh": ["Queen Vic Market的donut", "买了好多菜", "市场的生蚝好便宜",
                      "周日市场人好多"],
               "en": ["hot jam donuts at Queen Vic!!", "market haul"]},
    "beach": {"zh": ["St Kilda看日落[图片]", "海边散步", "Luna Park好小", "彩色小房子[图片]",
                     "Brighton好多人拍照"],
              "en": ["sunset at St Kilda pier", "bathing boxes are so cute"]},
    "valley": {"zh": ["Yarra Valley酒庄，喝了好多", "草莓园摘草莓[图片]", "巧克力工厂试吃停不下来"],
               "en": ["wine tasting in Yarra Valley, send help",
                      "chocolaterie samples are unlimited??"]},
}
OUT_ANY = {"zh": ["[图片]", "[图片][图片]", "到家了", "今天好累但好开心", "照片发群相册了",
                  "拼车的AA一下",
                  "已转", "下次还去", "羡慕，下次带我"],
           "en": ["home safe", "photo dump incoming", "best day", "jealous, take me next time"]}
DEST_NAME = {"gor": "大洋路", "pi": "企鹅岛", "hills": "丹德农山", "market": "Queen Vic",
             "beach": "St Kilda", "valley": "Yarra Valley"}

FIX_SAME = {"zh": ["更正一下，是{x}，不是{y}", "打错了，{x}，不是{y}"],
            "en": ["sorry typo, it's {x}, not {y}", "wait no, {x} not {y}"]}
FIX_NEXT = {"zh": ["昨天说错了，是{x}不是{y}", "纠正一下昨天的，是{x}，不是{y}"],
            "en": ["correction from yesterday: {x}, not {y}"]}
LATE = {"zh": "@{a} 刚看到，", "en": "@{a} sorry just saw this, "}
CONFIRM = {"zh": ["哈哈对", "是的是的", "被你发现了", "嗯嗯", "[表情]", "哈哈哈是我"],
           "en": ["haha yep", "guilty", "yes!!", "lol yes"]}
INLINE = {"zh": ["今天流水账：早上去Coles，中午在library，{s}，晚上还得赶{u}的作业",
                 "汇报一下这周：{u}的作业写了一半，{s}，周末打算躺平"],
          "en": ["long day: groceries in the morning, library till 3, {s}, and I still have {u} "
                 "readings tonight", "week update: {u} going ok, {s}, and I finally did laundry"]}
CLOSE = {"zh": ["满了，截止啦", "OK 统计完毕，谢谢大家", "就这些了，到时候见"],
         "en": ["that's everyone, closing the list"]}
LOCS = ["Clayton", "Carnegie", "Oakleigh", "Box Hill", "Glen Waverley", "Caulfield"]
# (kind, the day it opens, the day it closes, the scene kinds it goes in)
LISTS: list[tuple[str, int, int, tuple[str, ...]]] = [
    ("club", 1, 4, ("oweek", "evening")), ("potluck", 14, 17, ("evening", "lunch")),
    ("rent", 22, 24, ("evening",)), ("coffee", 44, 44, ("morning",)),
    ("potluck", 49, 51, ("evening", "lunch")), ("flight", 53, 57, ("evening", "night"))]

# never-said questions about things nobody in the group had
NOBODY = {"zh": ["{n}养的猫叫什么？", "{n}的实习在哪家公司？", "{n}的奖学金有多少？",
                 "{n}上次滑雪去的哪个雪场？",
                 "{n}的吉他课在哪上？", "{n}男朋友叫什么名字？", "{n}的钢琴考到几级了？"],
          "en": ["What's {n}'s cat called?", "Where did {n} do an internship?",
                 "How big is {n}'s scholarship?", "Which ski resort did {n} go to?",
                 "Who is {n}'s guitar teacher?", "What's the name of {n}'s band?"]}
NOONE = ["群里有人养猫吗？", "之前有人说过拿到实习offer吗？", "有人提过去新西兰玩吗？",
         "谁说过自己在学冲浪？",
         "之前有人说过要去滑雪吗？", "群里有人在学钢琴吗？", "Did anyone mention a skydiving trip?",
         "Has anyone talked about buying a car?", "Did anyone say they got a scholarship?",
         "Did anyone mention learning the violin?", "Has anyone been to Tasmania?",
         "Did anyone talk about adopting a dog?", "谁说过要去看澳网？"]
BOT_GENERAL = [
    "早上好！", "晚安啦", "你好呀", "在吗", "讲个笑话", "再来一个笑话", "今天心情不好，陪我聊聊",
    "推荐一部电影吧", "推荐几首适合学习听的歌", "帮我起个群名", "Hi bot!", "good morning!",
    "tell me a joke", "I'm bored, entertain me", "what's a good movie for tonight?",
    "你觉得猫好还是狗好？", "你是谁做的？", "你会不会累啊", "帮我想个朋友圈文案",
    "1+1等于几", "光速是多少？", "地球到月球有多远？", "为什么天是蓝的？",
    "What's the capital of Canada?",
    "How far is the sun from Earth?", "why do cats purr?", "how many bones are in the human body?",
    "Python里list和tuple有什么区别？", "怎么用git撤销上一次commit？", "递归和迭代有什么区别？",
    "explain big-O notation simply", "what's a hash table?", "how do I center a div?",
    "帮我把这句话翻译成英文：我明天请假", "translate 'see you tomorrow' into Chinese",
    "怎么写一封请假邮件给tutor？", "how do I ask a lecturer for an extension politely?",
    "essay怎么写introduction？", "how do I paraphrase without plagiarising?",
    "怎么提高英语口语？", "any tips for public speaking?", "熬夜之后怎么恢复？",
    "how do I fix my sleep schedule?", "失眠怎么办", "how much water should I drink a day?",
    "番茄炒蛋先放番茄还是先放蛋？", "米饭怎么煮不会糊？", "how long do I boil an egg for?",
    "一个人吃饭做什么菜简单？", "what's a cheap healthy meal?", "推荐点好玩的桌游",
    "what board games are good for six people?", "周末在家做什么好？", "给我讲个冷知识",
    "tell me a fun fact", "澳洲有什么必吃的东西？", "what's vegemite made of?",
    "袋鼠能倒着走吗？", "why do magpies swoop?", "墨尔本为什么一天四季？",
    "what's the best way to learn to cook?", "怎么记单词效率高？", "pomodoro technique是什么？",
    "how do I stay focused while studying?", "考前焦虑怎么办？", "how do I make a study timetable?",
    "帮我想个生日祝福", "write a short poem about autumn", "写一首关于秋天的小诗",
    "石头剪刀布！", "猜个数字吧", "are you a robot?", "你喜欢什么颜色？", "今天星期几？",
    "what's the weather usually like in April in Melbourne?", "怎么跟朋友道歉比较好？",
    "how do I say no to a friend nicely?", "怎么省钱？", "any budgeting tips for students?",
    "信用卡和debit card有什么区别？", "what is a tax file number for?", "哈哈哈哈你好可爱",
    "谢谢你！", "thanks bot", "你会说粤语吗？", "can you speak Japanese?"]


# -- the machinery ------------------------------------------------------------------------

CJK = re.compile(r"[\u4e00-\u9fff]")


def _has_cjk(text: str) -> bool:
    return bool(CJK.search(text))


def _latin(text: str) -> bool:
    return any(c.isascii() and c.isalpha() for c in text)


def _eligible(kind: str, who: str) -> bool:
    rule = TOPICS[kind]["who"]
    return rule == "all" or (rule == "cn" and who in CN) or (rule == "visa" and who != "Ollie")


def _fmt(template: str, **values: Any) -> str:
    return template.format_map(values)


@dataclass
class _Line:
    who: str
    text: str
    # "", "evidence", "around", "ask", "earlier", "confirm", "chat:K", "near:K", "list:K"
    role: str = ""
    k: int = -1  # the fact's index, for a fact's line
    glue: bool = False  # said straight after the line before it, a few seconds on


@dataclass
class _Scene:
    kind: str
    day: int
    start: float  # seconds after the day's midnight
    gap: float  # the median gap between its lines, in seconds
    unit: str = ""
    work: str = ""
    lines: list[_Line] = field(default_factory=list)


class _Filler:
    """Ordinary lines: a speaker by how much they talk, a line in their language, its numbers
    drawn again until no detail, wrong value or never-said value is inside it."""

    def __init__(self, rng: random.Random, forbidden: list[str]) -> None:
        self.rng = rng
        self.bad = sorted({f.lower() for f in forbidden})
        self.last: dict[str, int] = {}  # a line's text: the last day it was said

    def clean(self, text: str) -> bool:
        low = text.lower()
        return not any(b in low for b in self.bad)

    def who(self, cast: list[str] | None = None, but: tuple[str, ...] = ()) -> str:
        pool = ([m for m in (cast or MEMBERS) if m not in but]
                or [m for m in MEMBERS if m not in but])
        return self.rng.choices(pool, [WEIGHT[m] for m in pool])[0]

    def lang(self, who: str) -> str:
        return "en" if self.rng.random() < ENGLISH[who] else "zh"

    def values(self, who: str, scene: _Scene | None) -> dict[str, Any]:
        r = self.rng
        qb = r.choice([10, 15, 20, 25, 30, 40, 50])
        day = scene.day if scene else 0
        tz = 3 if day < DST_END else 2
        hour = int((scene.start if scene else 20 * 3600) // 3600)
        unit = (scene.unit if scene and scene.unit else r.choice(TAKES[who]))
        return {"u": unit, "a": (scene.work if scene and scene.work
                                else r.choice(["A1", "A2", "midsem", "essay"])),
                "o": self.who(but=(who,)), "tz": "三" if tz == 3 else "两", "cnh": (hour - tz) % 24,
                "m": r.randint(12, 180), "m2": f"{r.uniform(0.5, 9.9):.2f}",
                "pr": f"{r.uniform(3, 16):.1f}", "t": r.randint(9, 31), "s": r.randint(3000, 24000),
                "q": r.randint(2, 9), "c": r.randint(3, 60), "w": r.randint(3, 25) * 100,
                "h": r.randint(2, 6), "k": r.randint(5, 40), "qb": qb, "dish": r.choice(DISHES),
                "gro": r.choice(GROCERY), "eat": r.choice(EATS), "show": r.choice(SHOWS),
                "qa": r.randint(qb // 2, qb)}

    def say(self, pools: dict[str, list[str]], who: str, scene: _Scene | None = None,
            lang: str | None = None) -> str:
        lang = lang or self.lang(who)
        options = pools.get(lang) or pools.get("zh" if lang == "en" else "en") or []
        for attempt in range(80):
            template = self.rng.choice(options)
            if ("{tz}" in template or "{cnh}" in template) and who not in CN:
                continue
            text = _fmt(template, **self.values(who, scene))
            if not self.clean(text):
                continue
            if scene is not None:  # a line not said again within five days, if it can be
                if attempt < 40 and scene.day - self.last.get(text, -99) <= 5:
                    continue
                self.last[text] = scene.day
            return text
        raise AssertionError(f"no clean line for {who} from {options[:2]}")


def _texture(rng: random.Random, fill: _Filler, scene: _Scene, n: int, cast: list[str],
             pool: dict[str, list[str]]) -> None:
    """Fill a scene with n-odd ordinary lines of its kind and of a group chat's texture."""
    out = scene.lines
    core = _enrolled(scene.unit) if scene.unit else cast  # a unit's lines by those who take it
    while len(out) < n:
        r = rng.random()
        who = fill.who(cast)
        if r < 0.56:
            who = fill.who(core)
            out.append(_Line(who, fill.say(pool, who, scene)))
        elif r < 0.70:
            out.append(_Line(who, rng.choice(REACT)))
        elif r < 0.80:
            out.append(_Line(who, fill.say(NUMS, who, scene)))
        elif r < 0.86:
            ask, replies = rng.choice(AT)
            lang = fill.lang(who)
            text = _fmt(ask[lang], **fill.values(who, scene))
            other = text.split()[0][1:]
            out.append(_Line(who, text))
            out.append(_Line(other, rng.choice(replies[fill.lang(other)])))
        elif r < 0.90:
            out.append(_Line(who, rng.choice(MEDIA)))
            out.append(_Line(fill.who(cast, but=(who,)), rng.choice(MEDIA_REPLY)))
        elif r < 0.96:
            said = [ln for ln in out if not ln.role and len(ln.text) > 5 and "「" not in ln.text
                    and "@" not in ln.text and ln.who != who]
            if said:
                q = rng.choice(said)
                out.append(_Line(who, rng.choice(QUOTE).format(w=q.who, t=q.text)))
        else:
            if rng.random() < 0.45:
                continue
            text = rng.choice(REPEAT.get(scene.kind, ["+1"]))
            for m in rng.sample(MEMBERS, rng.randint(3, 5)):
                out.append(_Line(m, text))


def _scene(rng: random.Random, fill: _Filler, kind: str, day: int, hour: float, n: int,
           gap: float, cast: list[str] | None = None, unit: str = "", work: str = "",
           pool: dict[str, list[str]] | None = None) -> _Scene:
    s = _Scene(kind, day, hour * 3600 + rng.uniform(0, 600), gap, unit, work)
    _texture(rng, fill, s, n, cast or MEMBERS, pool or POOL[kind])
    return s


def _enrolled(unit: str) -> list[str]:
    return [m for m in MEMBERS if unit in TAKES[m]]


def _plan(rng: random.Random, fill: _Filler) -> dict[int, list[_Scene]]:
    """Each day's scenes, from the semester's calendar: the week's kind (O-week, teaching,
    the mid-semester break, exams), the lectures of the day, the deadlines of the next day,
    the weekend's outings."""
    days: dict[int, list[_Scene]] = {}
    dues = {}
    for d, unit, work, handed in DUES:
        dues.setdefault(d, []).append((unit, work, handed))
    for day in range(DAYS):
        week, wd = divmod(day, 7)
        wk = _week_kind(week)
        weekend = wd >= 5
        sc: list[_Scene] = []
        if rng.random() < (0.6 if weekend else 0.9):
            sc.append(_scene(rng, fill, "morning", day, rng.uniform(9, 10.5) if weekend
                             else rng.uniform(7.2, 8.8), rng.randint(3, 7), 70))
        if wk == "teach" and not weekend:
            for unit, (lwd, end) in UNITS.items():
                if lwd == wd and rng.random() < 0.8:
                    cast = _enrolled(unit) + rng.sample(MEMBERS, 2)
                    sc.append(_scene(rng, fill, "lecture", day, end + 0.02, rng.randint(3, 8), 28,
                                     cast, unit=unit))
        if wk == "oweek" and not weekend:
            for hour in (10.5, 14.5):
                sc.append(_scene(rng, fill, "oweek", day, hour + rng.uniform(0, 1.5),
                                 rng.randint(6, 12), 60))
        if wk == "exam" and not weekend:
            for unit, ed in EXAMS.items():
                if ed == day:
                    sc.append(_scene(rng, fill, "exam", day, rng.choice([12.3, 17.3]),
                                     rng.randint(4, 8), 40,
                                     _enrolled(unit) + rng.sample(MEMBERS, 2),
                                     unit=unit))
        if not weekend and rng.random() < 0.7:
            sc.append(_scene(rng, fill, "lunch", day, rng.uniform(12.0, 12.8),
                             rng.randint(3, 7), 45))
        if rng.random() < (0.3 if weekend else 0.4):
            sc.append(_scene(rng, fill, "break" if wk == "break" and wd < 5 else "afternoon", day,
                             rng.uniform(14.5, 16.5), rng.randint(3, 6), 55))
        first = rng.uniform(18.0, 20.0)
        sc.append(_scene(rng, fill, "evening", day, first, rng.randint(6, 12), 50))
        if rng.random() < 0.5:
            sc.append(_scene(rng, fill, "evening", day, first + rng.uniform(0.1, 0.8),
                             rng.randint(4, 9), 55))
        if rng.random() < 0.3:
            sc.append(_scene(rng, fill, "home", day, rng.uniform(20.5, 21.8), rng.randint(3, 6), 50,
                             CN))
        tomorrow = [x for x in dues.get(day + 1, [])] + [
            (u, "exam", False) for u, ed in EXAMS.items() if ed == day + 1]
        if tomorrow and day < DAYS - 1:
            unit, work, _ = rng.choice(tomorrow)
            owls = [m for m in MEMBERS if rng.random() < OWL[m]]
            sc.append(_scene(rng, fill, "crunch", day, rng.uniform(22.0, 23.2), rng.randint(10, 18),
                             240, _enrolled(unit) * 2 + owls, unit=unit, work=work))
        elif wk in ("teach", "exam") and day < DAYS - 1 and rng.random() < 0.45:
            sc.append(_scene(rng, fill, "night", day, rng.uniform(22.3, 23.6),
                             rng.randint(3, 7), 90,
                             [m for m in MEMBERS if OWL[m] >= 0.4]))
        for unit, work, handed in dues.get(day, []):
            if handed:
                cast = _enrolled(unit)
                s = _Scene("due", day, 23.3 * 3600 + rng.uniform(0, 900), 35, unit, work)
                for m in rng.sample(cast, min(len(cast), rng.randint(3, 5))):
                    s.lines.append(_Line(m, fill.say(POOL["due"], m, s)))
                sc.append(s)
        outing = wk == "break" and wd < 5 and rng.random() < 0.55
        if (wd == 5 and rng.random() < 0.8) or (wd == 6 and rng.random() < 0.35) or outing:
            dest = rng.choice(["gor", "pi"] if wk == "break" and wd < 3 else list(OUTINGS))
            crowd = rng.sample(MEMBERS, rng.randint(3, 6))
            pool = {lang: OUTINGS[dest][lang] + OUT_ANY[lang] for lang in ("zh", "en")}
            s = _scene(rng, fill, "outing", day, rng.uniform(8.5, 10.0), rng.randint(9, 16), 260,
                       crowd * 3 + MEMBERS, pool=pool)
            s.lines.insert(0, _Line(crowd[0], f"{DEST_NAME[dest]}小分队出发！" if rng.random() < 0.6
                                    else f"{DEST_NAME[dest]} crew heading off!"))
            sc.append(s)
        days[day] = sc
    _beats(rng, fill, days)
    return days


def _beats(rng: random.Random, fill: _Filler, days: dict[int, list[_Scene]]) -> None:
    """The semester's one-off moments."""
    def add(day: int, hour: float, lines: list[tuple[str, str]], kind: str = "evening") -> None:
        s = _Scene(kind, day, hour * 3600, 40)
        s.lines = [_Line(w, t) for w, t in lines]
        days[day].append(s)

    add(0, 9.2, [("小鱼", "欢迎新同学进群！群里都是Clayton这边的，有事直接问"), ("Aanya",
                 "hi everyone!"),
                 ("Mateo", "hola! thanks for the add"), ("宋可欣", "大家好～"), ("Ollie",
                  "g'day all"),
                 ("米粒", "欢迎欢迎")], "morning")
    add(2, 11.0, [("Coco_Li", "Clubs day今天！Menzies草坪那边"), ("桃子", "冲，去拿免费的东西"),
                  ("Hana", "is there free food?"), ("Coco_Li", "tons")], "oweek")
    add(35, 10.0, [("小鱼", "mid-sem break开始了！"), ("周周", "放假了！"), ("老赵", "放假了！"),
                   ("Andy_Xu", "放假了！"), ("Jasper黄", "finally")], "break")
    add(36, 13.0, [("陈一诺", "今天census date，想退课的抓紧"), ("桃子", "谢提醒"),
                   ("Mateo", "wait what's census date?"), ("陈一诺",
                    "last day to drop without paying")],
        "break")
    add(DST_END, 10.5, [("王梓涵", "夏令时今天结束了，手机自动往回拨了一小时"), ("米粒",
                        "和国内时差变成两小时了"),
                        ("Ollie", "daylight saving's over, extra hour of sleep!"), ("小鱼",
                         "赚到一小时")],
        "morning")
    add(45, 16.0, [("Andy_Xu", "exam timetable出来了，大家去看"), ("周周", "我第一门就是周一"),
                   ("Coco_Li", "最后一门在周五，好惨"), ("Hana",
                    "mine are all in the same week lol")],
        "afternoon")
    add(62, 20.0, [("小鱼", "这学期结束啦，大家假期愉快"), ("老赵", "假期愉快"), ("桃子",
                   "假期愉快"),
                   ("Aanya", "happy holidays everyone!"), ("Ollie", "legends, see you next sem")])


SHAPES = {"one": 8, "answer": 10, "late": 7, "cont": 9, "correction": 9, "drip": 9, "about": 8,
          "inline": 4}  # and "roster", one a list of LISTS


def _other(rng: random.Random, who: str) -> str:
    pool = [m for m in MEMBERS if m != who]
    return rng.choices(pool, [WEIGHT[m] for m in pool])[0]


def _facts(rng: random.Random) -> list[dict[str, Any]]:
    """Who has which topic, in which shape and language, with which detail, on which days."""
    count = dict.fromkeys(MEMBERS, 0)
    facts: list[dict[str, Any]] = []
    for kind, t in TOPICS.items():
        chosen: list[str] = []
        for _ in range(t["n"]):
            pool = [m for m in MEMBERS if _eligible(kind, m) and m not in chosen]
            low = min(count[m] for m in pool)
            m = rng.choice([p for p in pool if count[p] == low])
            chosen.append(m)
            count[m] += 1
        facts += [{"kind": kind, "name": m, "uid": UID + MEMBERS.index(m)} for m in chosen]
    for i, (kind, _, close, _) in enumerate(LISTS):
        f = rng.choice([f for f in facts if f["kind"] == kind and "shape" not in f])
        f.update(shape="roster", list=i, day=close)
    rest = [f for f in facts if "shape" not in f]
    shapes = [s for s, c in SHAPES.items() for _ in range(c)]
    assert len(shapes) == len(rest), (len(shapes), len(rest))
    rng.shuffle(shapes)
    used: set[str] = set()
    for f, shape in zip(rest, shapes, strict=True):
        f["shape"] = shape
    for f in facts:
        t, n = TOPICS[f["kind"]], f["name"]
        if f["shape"] == "about":
            f["carrier"] = _other(rng, n)
        if f["shape"] in ("answer", "late"):
            f["asker"] = _other(rng, n)
        speaker = f.get("carrier", n)
        english = rng.random() < ENGLISH[speaker]
        lang = "zh" if f["shape"] == "roster" else ("en" if english else "zh")
        cands = [(x, y) for x, y, o in t["details"] if x not in used
                 and (o is None or o == n or (o == "cn" and n in CN))]
        own = [(x, y) for x, y, o in t["details"] if o == n]
        cands = own or cands
        latin = [c for c in cands if not _has_cjk(c[0])]
        cjk = [c for c in cands if _has_cjk(c[0])]
        if lang == "en":
            pick = latin or cjk
        else:
            pick = cjk if cjk and (rng.random() < 0.6 or not latin) else latin
        x, y = rng.choice(pick)
        used.add(x)
        f.update(detail=x, earlier=y, L=lang)
        if _has_cjk(x):
            f["lang"] = "zh" if lang == "zh" else "mix"
        elif _latin(x):
            f["lang"] = "en" if lang == "en" else "mix"
        else:
            f["lang"] = lang
        lo, hi = t["win"]
        f["from"] = t.get("around_from", 0)
        if f["kind"] == "mark":
            due, unit, work = rng.choice([(d, u, a) for d, u, a, _ in DUES
                                          if u in TAKES[n] and d <= 46])
            f.update(u=unit, a=work, **{"from": due + 1})
            lo, hi = due + 5, min(DAYS - 2, due + 18)
        if f["kind"] == "potluck":  # the dish before one of the two potlucks, praise after
            lo, hi = rng.choice([(18, 22), (53, 57)] if f["shape"] == "about"
                                else [(11, 17), (45, 52)])
        if f["shape"] == "roster":
            continue
        if f["shape"] == "drip":
            f["day"] = rng.randint(max(lo, f["from"] + 5, 8), hi)
        elif f["shape"] in ("late", "correction"):
            f["day"] = rng.randint(lo, hi - 1)
        else:
            f["day"] = rng.randint(lo, hi)
    return facts


Seg = tuple[int, tuple[str, ...], list[tuple[_Line, int]]]


def _said(rng: random.Random, f: dict[str, Any], lang: str, value: str) -> str:
    t = TOPICS[f["kind"]]
    return _fmt(rng.choice(t["say"][lang]), x=value, u=f.get("u", ""), a=f.get("a", ""))


def _own(rng: random.Random, fill: _Filler, f: dict[str, Any], k: int,
         lang: str | None = None) -> _Line:
    """One of the member's own lines on the topic, without the detail, not one said before."""
    t = TOPICS[f["kind"]]
    lang = lang or fill.lang(f["name"])
    done = f.setdefault("_said", set())
    options = [tm for tm in t["ctx"][lang] if tm not in done] or [
        tm for tm in t["ctx"][_flip(lang)] if tm not in done] or t["ctx"][lang]
    template = rng.choice(options)
    done.add(template)
    return _Line(f["name"], _fmt(template, u=f.get("u", ""), a=f.get("a", "")), "around", k)


def _segments(rng: random.Random, fill: _Filler, f: dict[str, Any], k: int) -> list[Seg]:
    t = TOPICS[f["kind"]]
    n, x, y, lang, day, shape = f["name"], f["detail"], f["earlier"], f["L"], f["day"], f["shape"]
    pref = t["pref"]
    said = _said(rng, f, lang, x)
    segs: list[Seg] = []
    if shape == "one":
        segs.append((day, pref, [(_Line(n, said, "evidence", k), 0)]))
    elif shape == "inline":
        body = said.rstrip("，。！!,. ")
        text = _fmt(rng.choice(INLINE[lang]), s=body, u=rng.choice(TAKES[n]))
        segs.append((day, pref, [(_Line(n, text, "evidence", k), 0)]))
    elif shape in ("answer", "late"):
        asker = f["asker"]
        alang = fill.lang(asker)
        pairs = [(q, a) for q in t["ask"][alang] for a in t["ans"][lang]]
        rng.shuffle(pairs)
        for q, a in pairs:
            ask = _fmt(q, m=n, u=f.get("u", ""), a=f.get("a", ""))
            ans = _fmt(a, x=x)
            if shape == "late":
                ans = _fmt(LATE[lang], a=asker) + ans
            if not _shares(ans, ask, (x, n, asker)):
                break
        else:
            raise AssertionError(("answer shares the question's words", f))
        asked = _Line(asker, ask, "ask", k)
        answer = _Line(n, ans, "evidence", k)
        if shape == "answer":
            segs.append((day, pref, [(asked, 0), (answer, rng.randint(1, 3))]))
        else:
            later = min(DAYS - 1, day + (1 if rng.random() < 0.7 else 2))
            segs.append((day, pref, [(asked, 0)]))
            segs.append((later, ("morning", "lunch", "afternoon", "evening"), [(answer, 0)]))
            f["answer_day"] = later
    elif shape == "cont":
        ctx = _own(rng, fill, f, k, lang)
        ev = _Line(n, said, "evidence", k, glue=True)
        segs.append((day, pref, [(ctx, 0), (ev, 0)]))
        f["_ctx"] = ctx
    elif shape == "correction":
        wrong = _Line(n, _said(rng, f, lang, y), "earlier", k)
        if rng.random() < 0.5:
            fix = _Line(n, _fmt(rng.choice(FIX_SAME[lang]), x=x, y=y), "evidence", k)
            segs.append((day, pref, [(wrong, 0), (fix, rng.randint(2, 5))]))
        else:
            fix = _Line(n, _fmt(rng.choice(FIX_NEXT[lang]), x=x, y=y), "evidence", k)
            segs.append((day, pref, [(wrong, 0)]))
            segs.append((day + 1, pref, [(fix, 0)]))
    elif shape == "drip":
        room = list(range(max(f["from"], day - 24), day))
        for d in sorted(rng.sample(room, rng.randint(3, 4))):
            segs.append((d, pref, [(_own(rng, fill, f, k), 0)]))
        segs.append((day, pref, [(_Line(n, said, "evidence", k), 0)]))
    elif shape == "about":
        c = f["carrier"]
        text = _fmt(rng.choice(t["about"][lang]), n=n, x=x, u=f.get("u", ""), a=f.get("a", ""))
        ok = _Line(n, rng.choice(CONFIRM[fill.lang(n)]), "confirm", k)
        segs.append((day, pref, [(_Line(c, text, "evidence", k), 0), (ok, rng.randint(1, 3))]))
    if shape not in ("drip", "roster") and rng.random() < 0.45:
        room = list(range(max(f["from"], day - 12), day))
        for d in rng.sample(room, min(len(room), rng.randint(1, 2))):
            segs.append((d, pref, [(_own(rng, fill, f, k), 0)]))
    return segs


def _lists(rng: random.Random, fill: _Filler, facts: list[dict[str, Any]]
           ) -> tuple[list[Seg], set[tuple[str, str]]]:
    """The 接龙 lists, a name a line over a few days, each closed by a fact's member."""
    segs: list[Seg] = []
    valued: set[tuple[str, str]] = set()
    for i, (kind, first, close, pref) in enumerate(LISTS):
        k = next(j for j, f in enumerate(facts) if f.get("list") == i)
        f = facts[k]
        t = TOPICS[kind]
        title, entry = t["roster"]
        holders = {g["name"] for g in facts if g["kind"] == kind}
        pool = [m for m in MEMBERS if m not in holders and _eligible(kind, m)]
        people = rng.sample(pool, rng.randint(3, 4))
        decoys = rng.sample(t["decoy"]["zh"] + t["decoy"]["en"], len(people))
        entries: list[str] = []
        lines: list[tuple[int, _Line]] = []
        when = sorted(rng.randint(first, close) for _ in people)
        for p, v, d in zip(people, decoys, when, strict=True):
            entries.append(f"{len(entries) + 1}.{p} {_fmt(entry, x=v, loc=rng.choice(LOCS))}")
            lines.append((d, _Line(p, f"#接龙 {title} " + " ".join(entries), f"list:{kind}", -1)))
            valued.add((kind, p))
        entries.append(f"{len(entries) + 1}.{f['name']} "
                       f"{_fmt(entry, x=f['detail'], loc=rng.choice(LOCS))}")
        lines.append((close, _Line(f["name"], f"#接龙 {title} " + " ".join(entries),
                     "evidence", k)))
        boss = people[0]
        lines.append((close, _Line(boss, rng.choice(CLOSE[fill.lang(boss)]))))
        for d in sorted({d for d, _ in lines}):
            parts = [ln for dd, ln in lines if dd == d]
            segs.append((d, pref, [(ln, 0 if j == 0 else rng.randint(1, 4))
                                   for j, ln in enumerate(parts)]))
    return segs, valued


def _passing(rng: random.Random, fill: _Filler, facts: list[dict[str, Any]],
             valued: set[tuple[str, str]]) -> tuple[list[Seg], set[tuple[str, str]],
                                                    set[tuple[str, str]]]:
    """Others' lines on each topic: in passing without a value, or a value nobody owns."""
    segs: list[Seg] = []
    talked: set[tuple[str, str]] = set()
    near: set[tuple[str, str]] = set()
    for kind, t in TOPICS.items():
        holders = {f["name"] for f in facts if f["kind"] == kind}
        free = [m for m in MEMBERS if m not in holders and (kind, m) not in valued]
        lo, hi = t["win"]
        lo, hi = max(0, lo - 5), min(DAYS - 1, hi + 3)
        passers = rng.sample(free, min(3, len(free) - 1))
        for p in passers:
            for _ in range(rng.randint(1, 2)):
                line = _Line(p, fill.say(t["pass"], p), f"chat:{kind}")
                segs.append((rng.randint(lo, hi), t["pref"], [(line, 0)]))
            talked.add((kind, p))
        rest = [m for m in free if m not in passers]
        for p in rng.sample(rest, min(2, len(rest))):
            lang = fill.lang(p)
            v = rng.choice(t["decoy"][lang] or t["decoy"]["zh"])
            pool = {lang: [tm.replace("{v}", v) for tm in t["near"][lang]]}
            segs.append((rng.randint(lo, hi), t["pref"],
                         [(_Line(p, fill.say(pool, p, lang=lang), f"near:{kind}"), 0)]))
            near.add((kind, p))
    return segs, talked, near


def _insert(rng: random.Random, fill: _Filler, scene: _Scene, parts: list[tuple[_Line, int]]
            ) -> None:
    """Put a segment's lines into a scene, each part after the given number of others' lines,
    never between a glued line and the line before it."""
    gaps = [g for _, g in parts[1:]]
    need = sum(gaps)
    if len(scene.lines) < need + 1:
        _texture(rng, fill, scene, need + 1 + len(scene.lines), MEMBERS,
                 POOL.get(scene.kind, POOL["evening"]))
    n = len(scene.lines)
    starts = []
    for p0 in range(n - need + 1):
        pos = list(itertools.accumulate([p0, *gaps]))
        if all(p == n or not scene.lines[p].glue for p in pos):
            starts.append(pos)
    pos = rng.choice(starts)
    for (line, _), p in reversed(list(zip(parts, pos, strict=True))):
        scene.lines.insert(p, line)


def _place(rng: random.Random, fill: _Filler, days: dict[int, list[_Scene]], seg: Seg) -> None:
    day, pref, parts = seg
    room = [s for s in days[day] if s.kind in pref] or [s for s in days[day] if s.kind != "due"]
    scene = rng.choices(room, [len(s.lines) + 3 for s in room])[0]
    _insert(rng, fill, scene, parts)


# -- questions ----------------------------------------------------------------------------

STOP = {"the", "a", "an", "and", "or", "of", "to", "in", "on", "at", "for", "with", "is", "are",
        "was", "were", "be", "been", "do", "does", "did", "what", "which", "who", "whose", "whom",
        "where", "when", "how", "why", "that", "this", "it", "its", "s", "i", "you", "your", "my",
        "me", "we", "our", "they", "their", "them", "he", "she", "his", "her", "has", "have", "had",
        "about", "from", "by", "as", "up", "out", "so", "not", "no", "yes", "there", "any", "some",
        "one", "than", "then", "just", "too", "very", "can", "could", "would", "will", "ll", "re",
        "ve", "m", "t", "d", "into", "over", "if", "but", "all", "each", "per"}


def _words(text: str) -> set[str]:
    return {stem(w) for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in STOP}


def _shares(question: str, said: str, drop: tuple[str, ...] = ()) -> set[str]:
    """The English content words (crudely stemmed, stop words aside) and the pairs of Chinese
    characters in a row that a question shares with a message, names and details dropped."""
    for d in drop:
        if d:
            question = re.sub(re.escape(d), " ", question, flags=re.IGNORECASE)
            said = re.sub(re.escape(d), " ", said, flags=re.IGNORECASE)
    return (_words(question) & _words(said)) | (pairs(question) & pairs(said))


def _flip(lang: str) -> str:
    return "en" if lang == "zh" else "zh"


def _questions(rng: random.Random, f: dict[str, Any], said: str) -> None:
    t = TOPICS[f["kind"]]
    base = f["lang"] if f["lang"] in ("zh", "en") else f["L"]
    vals = {"n": f["name"], "x": f["detail"], "u": f.get("u", ""), "a": f.get("a", "")}
    q_lang: dict[str, str] = {}
    for cls, key in zip(CLASSES, ("kw", "part", "para"), strict=True):
        lang = _flip(base) if rng.random() < 0.4 else base
        if cls == "paraphrase":
            tried = []
            for ql in (lang, _flip(lang)):
                options = list(t[key][ql])
                rng.shuffle(options)
                tried += [(ql, _fmt(o, **vals)) for o in options]
            fits = [(ql, q) for ql, q in tried if not _shares(q, said, (f["name"],))]
            assert fits, ("no paraphrase shares nothing with", said, tried)
            lang, f[cls] = fits[0]
        else:
            f[cls] = _fmt(rng.choice(t[key][lang]), **vals)
        q_lang[cls] = lang
    f["q_lang"] = q_lang


def _never(rng: random.Random, facts: list[dict[str, Any]], talked: set[tuple[str, str]],
           busy: set[tuple[str, str]]) -> list[str]:
    """90 never-said questions: 45 naming a member, 45 naming no one."""
    holders = {(f["kind"], f["name"]) for f in facts}

    def topic_q(kind: str, m: str) -> str:
        lang = rng.choice(["zh", "en"])
        unit = rng.choice(TAKES[m])
        work = next((a for _, u, a, _ in DUES if u == unit), "A1")
        return _fmt(rng.choice(TOPICS[kind]["part"][lang]), n=m, u=unit, a=work)

    named: list[str] = []
    touched = sorted(p for p in talked if p not in holders and p not in busy)
    rng.shuffle(touched)
    seen: set[str] = set()
    for kind, m in touched:  # topics a member spoke of in passing, with no detail of theirs
        if len(named) < 15 and kind not in seen:
            named.append(topic_q(kind, m))
            seen.add(kind)
    for kind in rng.sample(list(TOPICS), 14):  # a detail nobody gave, of a member's topic
        f = rng.choice([f for f in facts if f["kind"] == kind])
        named.append(_fmt(TOPICS[kind]["unsaid"][rng.choice(["zh", "en"])], n=f["name"],
                          u=f.get("u", "")))
    untouched = sorted((k, m) for k in TOPICS for m in MEMBERS if _eligible(k, m)
                       and (k, m) not in holders and (k, m) not in talked and (k, m) not in busy)
    for kind, m in rng.sample(untouched, 8):  # topics the member never touched
        named.append(topic_q(kind, m))
    had = [(lang, q) for lang in ("zh", "en") for q in NOBODY[lang]]
    for _, q in rng.sample(had, 8):  # things nobody had
        named.append(_fmt(q, n=rng.choice(MEMBERS)))
    nobody = [_fmt(t["gq"][lang], v=v) for t in TOPICS.values() for v, lang in t["ghost"]]
    nobody += rng.sample(NOONE, 45 - len(nobody))
    return named + nobody


# -- the set ------------------------------------------------------------------------------

def _values() -> tuple[list[str], list[str], list[str], list[str]]:
    """Every topic's details, wrong values, never-said values and decoys."""
    xs = [x for t in TOPICS.values() for x, _, _ in t["details"]]
    ys = [y for t in TOPICS.values() for _, y, _ in t["details"]]
    ghosts = [v for t in TOPICS.values() for v, _ in t["ghost"]]
    decoys = [v for t in TOPICS.values() for lang in ("zh", "en") for v in t["decoy"][lang]]
    return xs, ys, ghosts, decoys


def eleventh_set(seed: int = 1111) -> Set:
    """The held-out eleventh set (see the module's docstring)."""
    rng = random.Random(seed)
    facts = _facts(rng)
    xs, ys, ghosts, _ = _values()
    fill = _Filler(rng, xs + ys + ghosts)
    days = _plan(rng, fill)
    segs, valued = _lists(rng, fill, facts)
    for k, f in enumerate(facts):
        if f["shape"] != "roster":
            segs += _segments(rng, fill, f, k)
    passing, talked, near = _passing(rng, fill, facts, valued)
    for seg in segs + passing:
        _place(rng, fill, days, seg)
    recs: list[tuple[float, int, _Line]] = []
    for d in sorted(days):
        for s in days[d]:
            t = START + (BASE + d) * DAY + s.start
            for ln in s.lines:
                t += (rng.uniform(3.0, 20.0) if ln.glue
                      else min(1500.0, s.gap * math.exp(rng.gauss(0.0, 0.9))))
                recs.append((t, len(recs), ln))
    recs.sort(key=lambda r: (r[0], r[1]))
    times = [r[0] for r in recs]
    order = [r[2] for r in recs]
    for f in facts:  # a continuation is the member's next line after their context line
        ctx = f.pop("_ctx", None)
        if ctx is None:
            continue
        i = next(j for j, ln in enumerate(order) if ln is ctx)
        k = facts.index(f)
        j = next(j for j, ln in enumerate(order) if ln.k == k and ln.role == "evidence")
        between = order[i + 1:j]
        mine = [ln for ln in between if ln.who == f["name"]]
        if mine:
            order[i + 1:j + 1] = [ln for ln in between if ln.who != f["name"]] + [order[j]]
            order[i + 2 + len(between) - len(mine):i + 2 + len(between) - len(mine)] = mine
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
        f.setdefault("carrier", f["name"])
        if f["shape"] in ("answer", "late"):
            f["asked_at"] = f.pop("_ask")[0]
            busy.add((f["kind"], f["asker"]))
        if f["shape"] == "correction":
            f["earlier_at"] = f.pop("_earlier")[0]
        else:
            f.pop("earlier")
        if f["shape"] == "about":
            busy.add((f["kind"], f["carrier"]))
        f["rare"] = [f["detail"]]
        _questions(rng, f, said_at[f["evidence"][0]])
    never = _never(rng, facts, talked, busy)
    for f in facts:
        for key in ("day", "L", "list", "from", "u", "a", "answer_day", "_said"):
            f.pop(key, None)
    topical = [b for t in TOPICS.values() for b in t["bot"]]
    chatter = rng.sample(BOT_GENERAL, 75) + rng.sample(topical, 15)
    rng.shuffle(chatter)
    s = Set("eleventh", messages, facts, never, chatter,
            members={n: UID + i for i, n in enumerate(MEMBERS)})
    _check(s, said_at)
    return s


def _check(s: Set, said_at: dict[float, str] | None = None) -> None:
    """The set's own checks (see the module's docstring)."""
    texts, times, said_at = check_messages(
        s, said_at, START + BASE * DAY, START + (BASE + DAYS) * DAY, (2200, 3400))
    assert 60 <= len(s.facts) <= 80 and s.classes == CLASSES
    low = [t.lower() for t in texts]
    xs, ys, ghosts, decoys = _values()
    values = xs + ys + ghosts
    assert len({v.lower() for v in values}) == len(values), "every value its own"
    for v in values:
        assert not any(v.lower() in o.lower() for o in values + decoys if o != v), v
    assert len({(f["kind"], f["name"]) for f in s.facts}) == len(s.facts), "a member once a topic"
    assert len({f["detail"] for f in s.facts}) == len(s.facts)
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
        assert not _shares(f["paraphrase"], said, (n,)), (f["paraphrase"], said)
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
            assert not _shares(said, asked, (x, n, a)), (said, asked)
            if f["shape"] == "late":
                assert ev[0] - f["asked_at"] > 3600, f
            else:
                assert index[ev[0]] - index[f["asked_at"]] <= 16, f
                assert ev[0] - f["asked_at"] < 3600, f
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
            assert said.startswith("#接龙 ") and x in said.rsplit(".", 1)[-1], said
            assert not any(x.lower() in t for t in low[index[ev[0]] + 1:])
    spoken = {f["detail"] for f in s.facts} | {f.get("earlier", "") for f in s.facts}
    for v in values:
        if v not in spoken:
            assert not any(v.lower() in t for t in low), v
    check_questions(s, xs + ys)


if __name__ == "__main__":
    import collections

    print(describe(eleventh_set, "mix"))
    s = eleventh_set()
    print("questions", sum(len(CLASSES) for _ in s.facts), "over", len(s.facts), "facts")
    print("per member", dict(collections.Counter(f["name"] for f in s.facts)))
    print("carriers other than the member:", sum(f["carrier"] != f["name"] for f in s.facts))
