"""A nineteenth evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code: nothing under mnemo/ (but the first 80 lines of
mnemo/message.py, for the `Message` constructor), mnemo_panel/, plugins/, tests/, docs/ or .ci/
was opened, read or searched while writing it, nor the README, bench/recall.py,
bench/context.py, any other bench file's body, any note or issue text, nor any figure or score
of any set, and no git command was run; the recall code was never run on this set and the set
was never scored while it was written. It is not to be tuned on; its figures are to be read
once, at the end. What was read, and nothing else of the repository: the names of the files in
bench/; bench/recall_sets.py from its docstring to the end of `second_set` (so `Set`, `_stamp`,
`_user`, `DAY`, `START`, `_fits`, `_other`, `second_set` and its tables) and from `stem` to the
end (`stem`, `pairs`, `check_messages`, `check_questions`, `describe`), with a grep's list of
its top-level names; in bench/recall_set18.py its first 200 lines (its module docstring, its
imports, its constants and the head of its member table), a grep's list of its top-level names
(the first line of each), and its lines from `eighteenth_set` to the end (`eighteenth_set`,
`_answer_part`, `_is_checkin`, `_check`, `_line_langs` and the `__main__` block), for the shape
of what is returned and checked; the openings (the first 2,500 characters) of the module
docstrings of bench/recall_set4.py to recall_set17.py; the first 80 lines of mnemo/message.py;
the ruff settings in pyproject.toml. The generator below is its own.

It differs from the other eighteen (bench/recall.py's `first_set`, recall_sets' `second_set`,
`third_set` and `long_conversation`, recall_set4's sessions of a timeline, recall_set5's point
process, recall_set6's day of threads, recall_set7's windows of interleaved threads,
recall_set8's members' presence, recall_set9's working week's agenda, recall_set10's club
calendar, recall_set11's semester of scenes, recall_set12's family's meal-time slots,
recall_set13's incidents waiting on office hours, recall_set14's chain of the group's moods,
recall_set15's compound's event log, recall_set16's guild's weekly game calendar, recall_set17's
football club's fixture list, recall_set18's daily check-in cycle) in what it is about and how
it is laid out:

- the conversation is the QQ group of sixteen volunteers of an animal-rescue group in Chengdu
  over nine autumn weeks from START + 977 days (Monday 2028-09-04 to Monday 11-06, 国庆 and 中秋
  among them), laid out by its rescue cases and its adoption days: 26 cases (#01 to #26), each
  a chain of stages over days at its lead's hours: a 【求助】 report of what and where
  ("【求助】建设路有只小橘猫，看着受伤了"), the lead taking it, the trapping that night with a
  helper (now and then failed and tried again the next night), the vet the next morning
  (weight, temperature, tests, "预估 920"), the bill, the treasurer's "已报销" and others'
  donations ("已转 200，给#05"), updates every few days while fostered ("【#05 更新】拆线了"),
  a few ending sadly ("一路走好" said again and again), the 【送养】 listing one to two weeks
  on, the next of the fortnightly adoption days (Saturdays 09-16, 09-30, 10-14 and 10-28 in a
  mall: the owner's Monday notice, the volunteers' 接龙 growing a name or two an evening, the
  day's arrivals, the cases asked about, photos, the stall, the wrap-up with its count and
  takings, the "辛苦了"s), the home visit and the follow-up; around them the feeding rota
  (eight stations, "3号点已喂，来了 6 只"), the owner's Monday notices, the treasurer's monthly
  【账目】, the holidays' greetings, and each day's ordinary threads at the members' hours (a
  morning's "早"s, lunch, cat talk and life, 复读, @-questions answered only when the member
  named is online, reply quotes "[回复 X：...]", long messages, photos, goodnights), scaled
  until the weeks hold about 3,000 lines (3,084 with the default seed); times strictly
  increasing, a second apart at least;
- numbers are everywhere (case numbers, weights, temperatures, bills, donations, station
  numbers and head counts, ages, dates, takings), so a line with a number is no answer; every
  ordinary line is drawn again while a value (said or not) would be in it;
- sixteen members of their own: the owner who posts the 【群公告】s and runs the adoption days
  (橘子姐), the admin who starts most 接龙 lists (小满, a student), the treasurer (阿May), a
  designer who writes most listings (Kiki), a vet (陈医生), a taxi driver (老周), a trapper
  (阿凯), a retired teacher up at six (林老师), a mother (豆豆妈), a student (糯米, the
  chattiest), a high-school student (二哈), an engineer up late (Tommy), a Canadian teacher
  (Hannah), a Spanish exchange student (Diego), a Singaporean (Sophie_W) and an Indian postdoc
  (Ravi); each with their weekday and weekend hours, how much they talk, their odds of an
  English and of a mixed line and (eight of them) a station of the feeding rota, so lines are
  about 50 % Chinese, 30 % English and 20 % mixed (1,550, 917 and 617 with the default seed);
- seventeen topics of their own, five facts each, 85 facts, a member at most once a topic and
  five or six facts a member, each with its own detail: the vet clinic the member takes
  rescues to, the foster's name, the feeding spot covered, the cat-food brand bought for the
  strays, the wild animal once rescued, what is baked for the adoption day's stall, the own
  cat's breed, the car driven on transport runs, the pill taken for a cat allergy, the pet shop
  giving a discount, the training course, the Sunday shelter, the nickname in the group, the
  park where the foster dogs are walked, the camera of the adoption photos, the litter brand,
  the name proposed for the group's mascot;
- facts in twelve shapes, fixed by topic so the same with any seed (one 7, answer 7, late 7,
  correction 7, split 7, reported 7, notice 6, jielong 7, reply 8, long 7, voice 8, ask 7):
  one message in the first person ("one"); another member's @-question answered within the
  hour by a terse line without the topic's words ("answer"); the same asked while the member
  is away and answered on a later day with "才看到" / "just saw this" ("late"); a wrong value
  said by the member and corrected minutes later or the next day, the correcting line holding
  both being the evidence ("correction"); the topic in one line and the detail seconds later
  in the next, sometimes with another's "快说" between, both the evidence ("split"); another
  member saying it to the member, who confirms without it ("reported"); the owner's 【群公告】
  naming the member and the detail ("notice"); the member's entry closing a 接龙 list, the
  list's other entries others' own ("jielong"); a reply quote of the @-question with the
  answer under it ("reply"); the detail in the middle of a long message of other news
  ("long"); and this set's own two: a voice message shown as QQ's transcription, fillers and
  no punctuation, the detail inside it ("[语音转文字] 喂 那个 我跟你们说一下哈 过敏的话我一直吃
  {x} 挺管用 嗯 就这样": "voice"); the detail said in passing inside the member's own question
  to the group, answered by another member without it ("我一直在{x}看，有人知道他们周日开门吗？":
  "ask"); in Chinese, English or mixed (a line's language counted with names, the detail and
  the wrong value cut out, a line of the detail alone taking the detail's script: 33 zh, 32 en
  and 20 mix with the default seed);
- near misses: each correction's wrong value; the members' own lines on their topic on other
  days without the detail ("around": 52 facts, 69 lines with the default seed); others' lines
  on the topics in passing, three or four members a topic ("寄养真的很累，但是好治愈"); an
  @-question on each topic put to a member with nothing to say on it, never answered; the 接龙
  lists' other entries (spots, brands, bakes, cars, courses, shelters, parks nobody has as a
  fact); the cases' own animals, spots and names; the rota's posts, bills and ledgers full of
  numbers;
- questions in the third person, three classes, templates of this set's own: "keyword"
  carries the detail ("谁寄养的小猫叫{x}？", "Who drives a {x} for the transport runs?"),
  "partial" names the member and the topic ("Which vet does {n} usually go to?",
  "{n}负责哪个投喂点？"), "paraphrase" names the member and shares no English content word
  (stemmed with recall_sets' `stem`, a stop list aside) and no two Chinese characters in a row
  with the evidence, names, the detail and a wrong value aside (checked in code; a topic's
  paraphrases are tried in turn, and only if none fits, those of the other language); 40 % of
  the questions of a Chinese or English evidence line asked in the other language (78 of 195
  with the default seed; between 35 and 50 % checked); each question's language checked to be
  the one recorded;
- never-said questions, 90: 45 name a member (15 a topic's question of a member who spoke of
  the topic only in passing, 15 a detail no line gives of a member's topic (the clinic's
  closing time, the foster's age, the car's colour, the shelter's number of dogs), 15 a
  never-said value put to a member with no line on its topic), 45 name no one (34 ask after a
  never-said value of a topic, 11 after things nobody had); 90 chatter turns a member might
  send the bot (care questions, translations, sums, listings and posters to draft, greetings),
  no member named, nothing asked about the group's past.

The set checks itself as it is built (`_check`): times a second apart at least within the nine
weeks and after START + 880 days, 2,800 to 3,200 messages, 80 to 90 facts, each topic's five in
its fixed shapes, every value (details, wrong values and never-said values) its own and none
inside another or a member's name or a list's other entry, a member once a topic and five or
six facts each, each detail in the last of its evidence lines and no other message, each wrong
value in the line that said it and the correction only, any other value nowhere, the evidence
said by the fact's carrier (the owner for "notice", another member for "reported", the member
otherwise), keyword questions carrying the detail and no member's name, partial and paraphrase
ones naming the member and not the detail, paraphrases sharing nothing with the evidence, each
question in its recorded language, the "around" lines the member's, without the detail and two
days from the evidence at least, an answer after its @-question by another member (within the
hour; a late one on a later day), terse answers and split second lines without the topic's
words, a split's two lines within two minutes, a 接龙 detail in the list's last entry and the
list's other entries the ones recorded, a notice's evidence a 【群公告】 naming the member, a long
message's detail away from both its ends, a voice message's transcription without punctuation,
an ask's evidence a question answered by another member within the hour, the share of
questions across languages, no value of a message in a never-said question, then
recall_sets' `check_questions`. Run it from the repository's root (`python -m
bench.recall_set19` or `python bench/recall_set19.py`) to check it is deterministic for a seed,
builds in under two seconds, and to print its counts (and its lines' languages).

Each fact records its "evidence" (the created_at of the message(s) carrying it: two for a
split), "detail", "rare" (the detail: the word a keyword question carries), "kind" (the topic),
"name" and "uid" (the member it is about), "shape", "lang" ("zh", "en" or "mix": the evidence
line's), its questions ("keyword", "partial", "paraphrase") and their languages ("q_lang"),
"carrier" (who said it), "asker" and "asked_at" (for "answer", "late" and "reply"), "around"
(the created_at of the member's other lines on the topic, none with the detail), "entries" (a
jielong list's other entries, [member, entry]) and, for a correction, the wrong value
("earlier") and when it was said ("earlier_at"). Stamps are written in the machine's local
time (recall_sets' `_stamp`) and the days are laid out in UTC as Beijing's wall clock, so they
read as meant where the local time is UTC.
"""

from __future__ import annotations

import datetime as dt
import math
import random
import re
import sys
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a file: the repository's root on the path
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

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

BASE = 977  # 2028-09-04, a Monday: nine weeks of an autumn of rescues
DAYS = 63  # to Monday 2028-11-06
T0 = START + BASE * DAY
END = T0 + DAYS * DAY
HOUR = 3600.0
MINUTE = 60.0
CLASSES = ("keyword", "partial", "paraphrase")
FLIP = 0.4  # the share of questions in the other language than a zh or en evidence line
ADOPTION_DAYS = (12, 26, 40, 54)  # the fortnightly Saturdays: 09-16, 09-30, 10-14, 10-28
MALLS = ("凯德广场 B1 中庭", "来福士一楼连廊", "银泰城北广场", "万象城 B2 宠物店门口")

# name, QQ number, weekday hours, weekend hours (Beijing's clock; past 24 is the small hours
# after), odds of an English and of a mixed line, how much they talk, a station of the
# feeding rota (0: none)
Hours = list[tuple[float, float]]
PEOPLE: list[tuple[str, int, Hours, Hours, float, float, float, int]] = [
    (
        "橘子姐",
        61901,
        [(7.5, 9.0), (12.0, 13.5), (19.5, 23.5)],
        [(9.0, 12.0), (14.0, 18.0), (20.0, 23.5)],
        0.1,
        0.2,
        1.4,
        0,
    ),
    (
        "小满",
        61902,
        [(8.0, 9.0), (12.0, 14.0), (20.0, 25.0)],
        [(10.0, 13.0), (15.0, 18.0), (20.0, 25.5)],
        0.23,
        0.3,
        1.3,
        1,
    ),
    (
        "Hannah",
        61903,
        [(7.0, 8.5), (12.0, 13.0), (18.0, 22.5)],
        [(9.0, 12.0), (16.0, 22.0)],
        0.88,
        0.1,
        1.0,
        2,
    ),
    (
        "阿May",
        61904,
        [(9.0, 10.0), (12.5, 13.5), (21.0, 23.5)],
        [(10.0, 12.0), (20.0, 23.0)],
        0.36,
        0.42,
        0.9,
        0,
    ),
    (
        "老周",
        61905,
        [(6.0, 7.5), (11.0, 12.0), (18.0, 23.0)],
        [(7.0, 9.0), (13.0, 16.0), (19.0, 23.0)],
        0.02,
        0.1,
        1.0,
        3,
    ),
    (
        "Tommy",
        61906,
        [(10.5, 12.0), (14.0, 15.0), (22.0, 26.5)],
        [(11.0, 14.0), (21.0, 27.0)],
        0.6,
        0.3,
        1.1,
        0,
    ),
    ("糯米", 61907, [(7.5, 8.5), (12.0, 13.5), (17.0, 24.0)], [(10.0, 24.0)], 0.2, 0.35, 1.6, 4),
    (
        "Diego",
        61908,
        [(9.0, 11.0), (16.0, 18.0), (21.0, 24.0)],
        [(11.0, 13.0), (17.0, 24.0)],
        0.85,
        0.13,
        0.8,
        0,
    ),
    (
        "陈医生",
        61909,
        [(12.5, 13.5), (20.5, 22.5)],
        [(9.0, 11.0), (20.0, 22.0)],
        0.12,
        0.35,
        0.6,
        0,
    ),
    (
        "豆豆妈",
        61910,
        [(6.5, 8.5), (13.0, 14.0), (19.0, 21.5)],
        [(7.0, 10.0), (15.0, 17.0), (19.0, 21.0)],
        0.02,
        0.12,
        1.0,
        5,
    ),
    (
        "Kiki",
        61911,
        [(10.0, 12.0), (15.0, 17.0), (21.0, 24.5)],
        [(12.0, 15.0), (20.0, 25.0)],
        0.43,
        0.38,
        1.0,
        0,
    ),
    ("阿凯", 61912, [(12.0, 13.0), (18.0, 24.0)], [(14.0, 24.0)], 0.06, 0.25, 0.9, 6),
    (
        "Sophie_W",
        61913,
        [(8.0, 9.5), (12.0, 13.0), (19.0, 23.0)],
        [(10.0, 13.0), (18.0, 23.0)],
        0.62,
        0.3,
        0.9,
        7,
    ),
    ("二哈", 61914, [(7.0, 7.5), (12.0, 12.5), (17.5, 23.5)], [(11.0, 24.5)], 0.23, 0.36, 1.2, 0),
    (
        "林老师",
        61915,
        [(6.0, 9.0), (15.0, 17.0), (19.0, 21.0)],
        [(6.0, 9.0), (15.0, 17.0), (19.0, 20.5)],
        0.02,
        0.06,
        0.8,
        8,
    ),
    (
        "Ravi",
        61916,
        [(9.0, 10.0), (13.0, 14.0), (22.0, 24.5)],
        [(10.0, 12.0), (21.0, 24.0)],
        0.88,
        0.12,
        0.7,
        0,
    ),
]
MEMBERS = [p[0] for p in PEOPLE]
QQ = {p[0]: p[1] for p in PEOPLE}
WEEKDAY_HOURS = {p[0]: p[2] for p in PEOPLE}
WEEKEND_HOURS = {p[0]: p[3] for p in PEOPLE}
EN = {p[0]: p[4] for p in PEOPLE}
MIX = {p[0]: p[5] for p in PEOPLE}
TALK = {p[0]: p[6] for p in PEOPLE}
STATION = {p[7]: p[0] for p in PEOPLE if p[7]}  # the feeding rota: station number → member
OWNER = "橘子姐"  # the group owner: the 【群公告】s, the adoption days
ADMIN = "小满"  # starts most 接龙 lists
TREASURER = "阿May"  # the 【账目】 and the reimbursements
DESIGNER = "Kiki"  # writes most 【送养】 listings
VET = "陈医生"  # a vet who reads the case numbers
TRAPPERS = ("阿凯", "老周", "糯米", "Tommy", "Sophie_W", "二哈", "小满", "Hannah")
LEADS = ("小满", "阿凯", "糯米", "Hannah", "豆豆妈", "Tommy", "Sophie_W", "林老师", "二哈", "Diego")

# the shapes of a topic's five facts, fixed, so the same with any seed
SHAPES_OF = {
    "vet": ("one", "answer", "ask", "late", "correction"),
    "foster": ("voice", "reply", "split", "reported", "long"),
    "station": ("notice", "jielong", "one", "voice", "answer"),
    "food": ("jielong", "ask", "correction", "split", "reply"),
    "wild": ("long", "voice", "reported", "late", "one"),
    "bake": ("notice", "jielong", "reply", "ask", "correction"),
    "breed": ("answer", "split", "voice", "long", "reported"),
    "car": ("notice", "jielong", "late", "ask", "one"),
    "allergy": ("reply", "correction", "voice", "answer", "long"),
    "shop": ("ask", "split", "reported", "reply", "late"),
    "course": ("notice", "jielong", "voice", "correction", "answer"),
    "shelter": ("notice", "jielong", "long", "one", "split"),
    "nickname": ("reported", "ask", "reply", "late", "voice"),
    "park": ("jielong", "answer", "split", "correction", "long"),
    "camera": ("notice", "reply", "one", "ask", "voice"),
    "litter": ("late", "reported", "correction", "one", "answer"),
    "mascot": ("split", "long", "reported", "reply", "late"),
}
SHAPES = (
    "one",
    "answer",
    "late",
    "correction",
    "split",
    "reported",
    "notice",
    "jielong",
    "reply",
    "long",
    "voice",
    "ask",
)

CJK = re.compile(r"[\u4e00-\u9fff]")
LATIN = re.compile(r"[A-Za-z]{2,}")
LOAN = {"tnr", "aa", "kg", "qq", "b1", "b2"}  # written in Chinese lines as they are
STOP = {
    "a",
    "an",
    "the",
    "of",
    "to",
    "in",
    "on",
    "at",
    "for",
    "is",
    "are",
    "was",
    "were",
    "be",
    "do",
    "does",
    "did",
    "what",
    "which",
    "who",
    "whose",
    "where",
    "when",
    "how",
    "and",
    "or",
    "it",
    "its",
    "it's",
    "that",
    "this",
    "with",
    "from",
    "by",
    "as",
    "has",
    "have",
    "had",
    "their",
    "they",
    "them",
    "he",
    "she",
    "his",
    "her",
    "i",
    "you",
    "my",
    "your",
    "me",
    "we",
    "our",
    "us",
    "about",
    "up",
    "so",
    "just",
    "not",
    "no",
    "yes",
    "there",
    "any",
    "some",
    "all",
    "s",
    "t",
    "m",
    "re",
    "ll",
    "ve",
    "d",
    "one",
    "out",
    "into",
    "than",
    "then",
    "too",
    "very",
    "can",
    "will",
    "would",
    "should",
    "if",
    "but",
    "each",
    "every",
    "own",
}


def _cut(text: str, drop: tuple[str, ...]) -> str:
    for w in sorted((w for w in drop if w), key=len, reverse=True):
        text = re.sub(re.escape(w), " ", text, flags=re.IGNORECASE)
    return text


def _content(text: str, drop: tuple[str, ...]) -> tuple[set[str], set[str]]:
    """A line's English content stems and its Chinese character pairs, `drop` cut out."""
    text = _cut(text, drop)
    words = {stem(w) for w in re.findall(r"[a-z]+", text.lower()) if w not in STOP}
    return {w for w in words if w not in STOP and len(w) > 1}, pairs(text)


def _shares(a: str, b: str, drop: tuple[str, ...]) -> bool:
    wa, pa = _content(a, drop)
    wb, pb = _content(b, drop)
    return bool(wa & wb or pa & pb)


def _lang(text: str, drop: tuple[str, ...], detail: str = "") -> str:
    """A line's language, names, the detail and a wrong value cut out; a line of the
    detail alone takes the detail's script."""
    rest = _cut(text, (*drop, detail))
    zh = bool(CJK.search(rest))
    en = any(w.lower() not in LOAN for w in LATIN.findall(rest))
    if zh and en:
        return "mix"
    if zh:
        return "zh"
    if en:
        return "en"
    return "zh" if CJK.search(detail) else "en"


# The topics: a member's own thing in a rescue group, with its values (details, wrong
# values and never-said ones alike: each its own), its words, and its lines and questions.
# {n} the member, {x} the detail, {y} a wrong value, {v} a never-said value.
TOPICS: dict[str, dict[str, Any]] = {
    "vet": {
        "label": "the vet clinic the member takes rescues to",
        "words": ["医院", "诊所", "看病", "兽医", "医生", "vet", "clinic", "doctor"],
        "vals": [
            "安和动物医院",
            "Paws & Claws",
            "百草宠物诊所",
            "Riverside Vet",
            "爪爪医院",
            "Greenleaf Clinic",
            "康乐宠物医院",
            "Northgate Vet",
            "喵呜诊所",
            "Maple Animal Hospital",
            "福宠医院",
            "Bluebell Vet",
        ],
        "say": {
            "zh": ["我一般都带它们去{x}，医生很耐心", "我们救的猫基本都在{x}看的，价格还算公道"],
            "en": [
                "I take all my rescues to {x}, the vets there are really patient",
                "{x} is where I always go, fair prices and kind staff",
            ],
            "mix": [
                "我一般去{x}，the doctors there are super patient",
                "我救的基本都在{x}看 honestly，价格还行",
            ],
        },
        "topic": {
            "zh": "终于找到一家靠谱的宠物医院了",
            "en": "finally found a vet I actually trust",
            "mix": "终于找到一家靠谱的 vet 了",
        },
        "q": {
            "zh": "@{n} 你一般带猫去哪家医院看？",
            "en": "@{n} which vet do you usually take them to?",
        },
        "report": {
            "zh": "@{n} 你们家那些猫都是在{x}看的对吧",
            "en": "@{n} you take everything to {x}, right?",
            "mix": "@{n} 你一直去{x}的吧, right?",
        },
        "ask": {
            "zh": "我一直在{x}看，有人知道他们周日开门吗？",
            "en": "I always go to {x} - anyone know if they're open on Sundays?",
            "mix": "我一直在{x}看的，有人知道 Sunday 开门吗？",
        },
        "around": {
            "zh": ["今天又去医院了，排队排了一个多小时", "医生说下周再去复查一次"],
            "en": [
                "spent the whole morning at the vet again",
                "the vet wants another check next week",
            ],
        },
        "passing": {
            "zh": ["宠物医院现在真的好贵啊", "我家楼下新开了个宠物医院，不知道咋样"],
            "en": [
                "vet bills are getting ridiculous",
                "there's a new vet near my place, no idea if it's any good",
            ],
        },
        "kw": {"zh": ["谁一直带猫去{x}看病？"], "en": ["Who takes their rescues to {x}?"]},
        "part": {
            "zh": ["{n}平时带猫去哪家宠物医院？"],
            "en": ["Which vet does {n} usually go to?"],
        },
        "para": {
            "zh": [
                "{n}的毛孩子生病了会送到哪儿？",
                "{n}信得过的兽医在什么地方？",
                "{n}常找哪位大夫给小家伙瞧？",
            ],
            "en": [
                "Where does {n} bring a sick animal?",
                "Whose practice does {n} trust with ill kittens?",
                "Where do {n}'s unwell furballs get treated?",
            ],
        },
        "unknown": {
            "zh": "{n}常去的那家医院晚上几点关门？",
            "en": "What time does {n}'s usual vet close?",
        },
        "isq": {"zh": "{n}是不是一直去{v}看病？", "en": "Does {n} take the animals to {v}?"},
    },
    "foster": {
        "label": "the name of the member's foster",
        "words": ["寄养", "名字", "foster", "name"],
        "vals": [
            "Mango",
            "煤球",
            "Pudding",
            "年糕",
            "Oreo",
            "花卷",
            "Peanut",
            "芝麻糊",
            "Biscotti",
            "糖豆",
            "Waffles",
            "豆沙包",
        ],
        "say": {
            "zh": ["我现在寄养的那只小猫叫{x}，特别黏人", "寄养的小家伙我给取名叫{x}了"],
            "en": [
                "the kitten I'm fostering is called {x}, such a cuddle bug",
                "my foster has a name now: {x}",
            ],
            "mix": ["我寄养的那只叫{x}，super clingy", "foster 的小猫我取名{x}了"],
        },
        "topic": {
            "zh": "我寄养的那只终于起好名字了",
            "en": "my foster finally has a name",
            "mix": "我的 foster 终于有名字了",
        },
        "q": {"zh": "@{n} 你寄养的那只叫啥名字？", "en": "@{n} what's your foster called?"},
        "report": {
            "zh": "@{n} 你寄养的那只是叫{x}吧，好可爱",
            "en": "@{n} your foster is {x}, right? so cute",
            "mix": "@{n} 你那只 foster 叫{x}对吧",
        },
        "ask": {
            "zh": "我寄养的{x}这两天老是半夜叫，是不是想妈妈了？有人遇到过吗？",
            "en": "my foster {x} keeps crying at night - is that normal for a kitten?",
            "mix": "我寄养的{x}半夜一直叫, is that normal?",
        },
        "around": {
            "zh": ["寄养的小猫今天终于肯吃罐头了", "寄养的那只又把纸巾盒拆了"],
            "en": [
                "my foster finally ate some wet food today",
                "the foster kitten shredded the tissue box again",
            ],
        },
        "passing": {
            "zh": ["寄养真的很累，但是好治愈", "我也想寄养一只，就是家里人不同意"],
            "en": [
                "fostering is exhausting but so worth it",
                "wish I could foster, my landlord says no pets",
            ],
        },
        "kw": {"zh": ["谁寄养的小猫叫{x}？"], "en": ["Whose foster kitten is named {x}?"]},
        "part": {
            "zh": ["{n}寄养的小猫叫什么名字？"],
            "en": ["What's the name of {n}'s foster kitten?"],
        },
        "para": {
            "zh": [
                "{n}临时照顾的那个毛球怎么称呼？",
                "{n}暂时收留的猫崽有啥昵称？",
                "{n}帮忙带的喵星人被唤作什么？",
            ],
            "en": [
                "How is the little guest staying with {n} addressed?",
                "What do people say to get the attention of the temporary lodger at {n}'s home?",
                "Which moniker did {n} give the stray living with them?",
            ],
        },
        "unknown": {"zh": "{n}寄养的那只小猫几个月大了？", "en": "How old is {n}'s foster kitten?"},
        "isq": {"zh": "{n}寄养的那只是不是叫{v}？", "en": "Is {n}'s foster named {v}?"},
    },
    "station": {
        "label": "the feeding spot the member covers",
        "words": ["投喂", "feeding", "spot"],
        "vals": [
            "桐梓林",
            "Yulin North",
            "望江楼",
            "Jiuyanqiao",
            "二仙桥",
            "Moziqiao",
            "红牌楼",
            "Mengzhuiwan",
            "抚琴",
            "Shuangnan",
            "驷马桥",
            "Wenshufang",
        ],
        "say": {
            "zh": ["我负责的投喂点在{x}，每天下班顺路喂", "{x}那个点归我管，一般晚上八点去喂"],
            "en": [
                "the feeding spot I cover is at {x}, I go every evening after work",
                "I'm the one feeding the colony at {x}",
            ],
            "mix": ["我负责{x}那个点，every evening after work", "{x}的 feeding spot 是我在喂"],
        },
        "topic": {
            "zh": "我认领的那个投喂点定下来了",
            "en": "sorted out which feeding spot I'm taking",
            "mix": "我认领的 feeding spot 定了",
        },
        "q": {
            "zh": "@{n} 你现在负责哪个投喂点？",
            "en": "@{n} which feeding spot are you covering now?",
        },
        "report": {
            "zh": "@{n} 你是负责{x}那个点的吧？",
            "en": "@{n} you're the one feeding at {x}, right?",
            "mix": "@{n} {x}那个点是你在喂吧, right?",
        },
        "ask": {
            "zh": "{x}那边最近来了只新的大橘，我喂的时候它老抢食，怎么办？",
            "en": "there's a new big tom at {x} stealing everyone's food when I feed - any tips?",
            "mix": "{x}那边我喂的时候 new cat 老抢食，any tips?",
        },
        "notice": (
            "【群公告】投喂排班调整：从本周三起 {n} 接手{x}的点，钥匙和猫粮在我这里，其余点位不变。"
        ),
        "list": (
            "投喂点认领（十月）",
            [
                "建设路",
                "沙湾",
                "府青路",
                "Luomashi",
                "高升桥",
                "Kehua Road",
                "光华村",
                "交大北门",
                "Chunxi Road",
                "Caojiaxiang",
            ],
        ),
        "around": {
            "zh": ["今天去喂的时候少了一只，有点担心", "投喂点那边又被保洁阿姨清掉了碗"],
            "en": [
                "one of the regulars didn't show up at feeding tonight",
                "someone threw away the food bowls at my spot again",
            ],
        },
        "passing": {
            "zh": ["投喂点最好别放太多，会招老鼠", "小区里有人投诉喂猫的了"],
            "en": [
                "feeding spots get complaints if you leave food out overnight",
                "some neighbours hate the feeding stations, sigh",
            ],
        },
        "kw": {"zh": ["谁负责{x}的投喂点？"], "en": ["Who covers the feeding spot at {x}?"]},
        "part": {"zh": ["{n}负责哪个投喂点？"], "en": ["Which feeding spot does {n} look after?"]},
        "para": {
            "zh": [
                "{n}每天去哪一带给流浪猫送吃的？",
                "{n}照看的街猫群在什么位置？",
                "{n}管的那片野猫饭堂在哪？",
            ],
            "en": [
                "Where does {n} put out meals for the street cats?",
                "In which area do {n}'s strays dine?",
                "Where is the outdoor cat canteen {n} runs?",
            ],
        },
        "unknown": {
            "zh": "{n}负责的那个投喂点有几只猫？",
            "en": "How many cats come to {n}'s feeding spot?",
        },
        "isq": {"zh": "{n}是在{v}喂猫吗？", "en": "Does {n} feed the cats at {v}?"},
    },
    "food": {
        "label": "the cat-food brand the member buys for the strays",
        "words": ["猫粮", "粮", "kibble", "food", "brand"],
        "vals": [
            "Orijen",
            "麦富迪",
            "Ziwi Peak",
            "比瑞吉",
            "Acana",
            "卫仕",
            "Applaws",
            "伯纳天纯",
            "Purina",
            "网易严选",
            "Carnilove",
            "诚实一口",
        ],
        "say": {
            "zh": ["我给流浪猫买的一直是{x}的，它们吃得挺香", "喂点用的我都买{x}，性价比还可以"],
            "en": [
                "I always buy {x} for the strays, they love it",
                "{x} is what I stock for the colony",
            ],
            "mix": ["我给外面的猫买的都是{x}, they love it", "喂点那边我 always 买{x}"],
        },
        "topic": {
            "zh": "给外面的猫换了个牌子的粮",
            "en": "switched the strays to a new kibble brand",
            "mix": "外面的猫换了个 brand 的粮",
        },
        "q": {
            "zh": "@{n} 你给外面那些猫买的什么粮？",
            "en": "@{n} what kibble do you buy for the strays?",
        },
        "report": {
            "zh": "@{n} 你给投喂点买的是{x}吧？",
            "en": "@{n} you buy {x} for the colony, don't you?",
            "mix": "@{n} 你买的是{x}对吧, for the colony?",
        },
        "ask": {
            "zh": "我一直买{x}给外面的猫，最近是不是涨价了？你们在哪买便宜？",
            "en": (
                "I've been buying {x} for the strays - has it "
                "gone up lately? where do you get it cheap?"
            ),
            "mix": "我一直买{x}给 strays，最近涨价了吗？where is it cheaper?",
        },
        "list": (
            "猫粮团购（满 20 袋包邮）",
            [
                "皇家 K36",
                "Nature Bridge",
                "Go Solutions",
                "帕特",
                "Instinct",
                "冠能",
                "Taste of the Wild",
                "高爷家",
                "Smilepet",
                "朗诺",
            ],
        ),
        "around": {
            "zh": ["这个月猫粮又用完了，得补货", "外面的猫最近特别能吃"],
            "en": [
                "ran out of kibble for the colony again",
                "the strays are eating like crazy this month",
            ],
        },
        "passing": {
            "zh": ["猫粮真的越来越贵了", "有没有人团购猫粮带我一个"],
            "en": ["cat food prices are wild right now", "anyone doing a bulk kibble order?"],
        },
        "kw": {"zh": ["谁给流浪猫买的是{x}？"], "en": ["Who buys {x} for the street cats?"]},
        "part": {
            "zh": ["{n}给流浪猫买哪个牌子的猫粮？"],
            "en": ["Which cat food brand does {n} buy for the strays?"],
        },
        "para": {
            "zh": [
                "{n}给街头的喵们囤什么口粮？",
                "{n}平时拿什么饲料招待野外那群？",
                "{n}采购的干饭是哪家出的？",
            ],
            "en": [
                "What does {n} stock to nourish the outdoor colony?",
                "Whose chow does {n} purchase to nourish homeless felines?",
                "From which maker does {n} order meals for wandering felines?",
            ],
        },
        "unknown": {
            "zh": "{n}买的那个猫粮多少钱一袋？",
            "en": "How much does a bag of {n}'s cat food cost?",
        },
        "isq": {"zh": "{n}给外面的猫买的是{v}吗？", "en": "Does {n} buy {v} for the strays?"},
    },
    "wild": {
        "label": "the wild animal the member once rescued",
        "words": ["野生", "救过", "wild", "rescue"],
        "vals": [
            "刺猬",
            "Kestrel",
            "猫头鹰",
            "Heron",
            "松鼠",
            "Tortoise",
            "斑鸠",
            "Mallard",
            "黄鼠狼",
            "Gecko",
            "画眉",
            "Magpie",
        ],
        "say": {
            "zh": [
                "我以前还救过一只受伤的{x}，养了两周才放走",
                "我救过最特别的是一只{x}，养好了就放了",
            ],
            "en": [
                "I once rescued an injured {x}, kept it two weeks and let it go",
                "the strangest rescue I ever did was a {x}",
            ],
            "mix": [
                "我以前救过一只{x}, kept it two weeks then let it go",
                "最奇葩的一次救了只{x} lol",
            ],
        },
        "topic": {
            "zh": "说起来我救过的最特别的一只不是猫也不是狗",
            "en": "fun fact: my weirdest rescue wasn't a cat or a dog",
            "mix": "fun fact 我救过最特别的不是猫狗",
        },
        "q": {
            "zh": "@{n} 你救过最特别的动物是啥？",
            "en": "@{n} what's the weirdest animal you've ever rescued?",
        },
        "report": {
            "zh": "@{n} 你是不是还救过一只{x}？",
            "en": "@{n} didn't you once rescue a {x}?",
            "mix": "@{n} 你不是救过一只{x}吗, right?",
        },
        "ask": {
            "zh": "之前我救过一只{x}，现在小区里又看到一只受伤的，该打哪个电话？",
            "en": (
                "I rescued a {x} once before and now there's another "
                "hurt one near my building - who do I call?"
            ),
            "mix": "以前救过一只{x}，现在又看到一只受伤的, who do I call?",
        },
        "around": {
            "zh": [
                "野生动物真的不能随便养，放生前要找专业的人看",
                "今天路上又看到一只受伤的鸟，可惜没抓到",
            ],
            "en": [
                "wildlife rescue is a whole different game",
                "saw an injured bird on the road today, couldn't catch it",
            ],
        },
        "passing": {
            "zh": ["野生动物救助好像要有资质才行", "林业局的电话大家存一下"],
            "en": [
                "you need a permit for wildlife rehab here I think",
                "wild animals are not pets, people",
            ],
        },
        "kw": {"zh": ["谁救过一只{x}？"], "en": ["Who once rescued a {x}?"]},
        "part": {
            "zh": ["{n}救过的最特别的野生动物是什么？"],
            "en": ["What wild animal did {n} once rescue?"],
        },
        "para": {
            "zh": [
                "{n}帮过哪种不是家养的小生灵？",
                "{n}曾经照料过什么林间来客？",
                "{n}当年捡回去疗伤的那位野外朋友属于哪类？",
            ],
            "en": [
                "Which non-domestic creature has {n} helped back to health?",
                "What untamed critter did {n} nurse?",
                "Which creature of the woods owes {n} its recovery?",
            ],
        },
        "unknown": {
            "zh": "{n}救的那只野生动物后来放在哪里了？",
            "en": "Where did {n} release that wild animal?",
        },
        "isq": {"zh": "{n}是不是救过一只{v}？", "en": "Did {n} once rescue a {v}?"},
    },
    "bake": {
        "label": "what the member bakes for the adoption-day stall",
        "words": ["义卖", "点心", "bake", "baking", "stall"],
        "vals": [
            "Brownies",
            "桃酥",
            "Scones",
            "蛋黄酥",
            "Macarons",
            "绿豆糕",
            "Cinnamon rolls",
            "雪花酥",
            "Madeleines",
            "凤梨酥",
            "Flapjacks",
            "枣泥糕",
        ],
        "say": {
            "zh": ["领养日义卖我做{x}，上次一下就卖光了", "义卖摊我还是带{x}吧，我最拿手"],
            "en": [
                "I'm baking {x} for the adoption day stall, they sold out last time",
                "for the bake sale I'll bring {x}, my specialty",
            ],
            "mix": ["领养日我做{x}, they sold out last time", "义卖摊我带{x} as usual"],
        },
        "topic": {
            "zh": "领养日义卖我想好做什么了",
            "en": "decided what I'm baking for the adoption day",
            "mix": "领养日 bake sale 我想好做啥了",
        },
        "q": {"zh": "@{n} 这次义卖你做什么点心？", "en": "@{n} what are you baking for the stall?"},
        "report": {
            "zh": "@{n} 你这次义卖还是做{x}吧？",
            "en": "@{n} you're doing {x} for the bake sale again, right?",
            "mix": "@{n} 义卖你做{x}对吧, again?",
        },
        "ask": {
            "zh": "义卖我打算做{x}，有人知道怎么包装才不会压碎吗？",
            "en": (
                "I'm making {x} for the bake sale - how do I pack them so they don't get crushed?"
            ),
            "mix": "义卖我做{x}，怎么包装 so they don't get crushed?",
        },
        "notice": (
            "【群公告】周六领养日义卖摊：{n} 负责带{x}，其他人带饮料和零钱，"
            "9:30 到场布置，收入全部用于医药费。"
        ),
        "list": (
            "领养日义卖带什么",
            [
                "曲奇",
                "Banana bread",
                "酥饼",
                "Muffins",
                "蛋挞",
                "Carrot cake",
                "麻花",
                "Shortbread",
                "红豆饼",
                "Lemon bars",
            ],
        ),
        "around": {
            "zh": ["烤箱又坏了，义卖前得修好", "试做了一下，糖放多了"],
            "en": [
                "my oven is acting up again, need it fixed before the sale",
                "test batch came out way too sweet",
            ],
        },
        "passing": {
            "zh": ["上次义卖的点心好好吃", "义卖能不能多做点咸的"],
            "en": [
                "the bake sale stuff last time was so good",
                "can someone bake something savoury this time?",
            ],
        },
        "kw": {"zh": ["义卖时谁做{x}？"], "en": ["Who is baking {x} for the adoption day?"]},
        "part": {
            "zh": ["{n}领养日义卖做什么点心？"],
            "en": ["What does {n} bake for the adoption day stall?"],
        },
        "para": {
            "zh": [
                "{n}给募捐摊位准备了哪样甜食？",
                "{n}拿手的那款小零嘴是啥？",
                "筹款集市上{n}负责供应哪种糕饼？",
            ],
            "en": [
                "Which treat does {n} prepare for the fundraiser table?",
                "What homemade goodies does {n} contribute to raise money?",
                "At the charity table, which pastry comes from {n}'s kitchen?",
            ],
        },
        "unknown": {
            "zh": "{n}做的点心一份卖多少钱？",
            "en": "How much does {n} charge for each treat at the stall?",
        },
        "isq": {"zh": "{n}义卖做的是{v}吗？", "en": "Is {n} baking {v} for the sale?"},
    },
    "breed": {
        "label": "the breed of the member's own cat",
        "words": ["品种", "breed"],
        "vals": [
            "Ragdoll",
            "金渐层",
            "Sphynx",
            "缅因",
            "Abyssinian",
            "德文卷毛",
            "Bengal",
            "银渐层",
            "Burmese",
            "暹罗",
            "Tonkinese",
            "挪威森林",
        ],
        "say": {
            "zh": ["我自己家那只是{x}，当年也是被弃养的", "我家的猫是只{x}，脾气超好"],
            "en": [
                "my own cat at home is a {x}, also a rescue actually",
                "my resident cat is a {x}, super chill",
            ],
            "mix": ["我家自己养的是只{x}, super chill", "my own cat 是{x}，也是救的"],
        },
        "topic": {
            "zh": "说起来我家自己那只的品种一直没跟你们说",
            "en": "never told you guys what breed my own cat is",
            "mix": "我自己家那只的 breed 一直没说",
        },
        "q": {"zh": "@{n} 你自己家那只是什么品种？", "en": "@{n} what breed is your own cat?"},
        "report": {
            "zh": "@{n} 你家那只是{x}吧？",
            "en": "@{n} your cat is a {x}, isn't it?",
            "mix": "@{n} 你家那只是{x} right?",
        },
        "ask": {
            "zh": "我家那只{x}最近掉毛特别厉害，你们有啥好用的梳子推荐吗？",
            "en": "my {x} at home is shedding like mad - any brush recommendations?",
            "mix": "我家{x}掉毛好厉害, any brush recs?",
        },
        "around": {
            "zh": ["家里那只又在吃醋了，寄养的一来它就不开心", "我家猫今天体检，一切正常"],
            "en": [
                "my own cat is jealous of the fosters again",
                "took my own cat for a checkup, all good",
            ],
        },
        "passing": {
            "zh": ["品种猫被弃养的也好多", "其实田园猫最好养"],
            "en": ["so many purebreds get dumped too", "honestly moggies are the best"],
        },
        "kw": {"zh": ["谁家自己养的猫是{x}？"], "en": ["Whose own cat is a {x}?"]},
        "part": {"zh": ["{n}自己家的猫是什么品种？"], "en": ["What breed is {n}'s own cat?"]},
        "para": {
            "zh": [
                "{n}屋里常驻的那位主子属于哪一类？",
                "{n}本人收养的喵星人血统如何？",
                "{n}的室友喵是哪种长相的？",
            ],
            "en": [
                "What kind of feline lives permanently with {n}?",
                "Which pedigree does {n}'s household pet belong to?",
                "What lineage is the kitty that rules {n}'s couch?",
            ],
        },
        "unknown": {"zh": "{n}自己家的猫几岁了？", "en": "How old is {n}'s own cat?"},
        "isq": {"zh": "{n}家的猫是{v}吗？", "en": "Is {n}'s own cat a {v}?"},
    },
    "car": {
        "label": "the car the member drives on transport runs",
        "words": ["车", "car", "drive"],
        "vals": [
            "五菱宏光",
            "Tiguan",
            "宝骏730",
            "Sylphy",
            "长安CS75",
            "Prius",
            "理想L7",
            "Outback",
            "思域",
            "Odyssey",
            "比亚迪秦",
            "Sienna",
        ],
        "say": {
            "zh": ["送猫的话我可以开{x}，后备箱能放三个笼子", "我开的是{x}，需要接送随时叫我"],
            "en": [
                "I can drive the {x} for transport runs, fits three carriers",
                "I drive a {x}, ping me whenever you need a lift for the animals",
            ],
            "mix": ["我开{x}，fits three carriers no problem", "需要接送叫我, I drive a {x}"],
        },
        "topic": {
            "zh": "以后送医可以找我，我有车了",
            "en": "btw I have a car now, can help with vet runs",
            "mix": "我有车了 btw，送医可以找我",
        },
        "q": {
            "zh": "@{n} 你开的什么车？能放几个笼子？",
            "en": "@{n} what car do you drive? how many carriers fit?",
        },
        "report": {
            "zh": "@{n} 你那辆{x}能装三个笼子吧？",
            "en": "@{n} your {x} can take three carriers, right?",
            "mix": "@{n} 你那辆{x} fits three carriers 吧?",
        },
        "ask": {
            "zh": "我的{x}后座能放猫笼吗？会不会晃得太厉害？",
            "en": (
                "can I put carriers on the back seat of my {x}, or will they slide around too much?"
            ),
            "mix": "我的{x}后座放猫笼 ok 吗？",
        },
        "notice": (
            "【群公告】周六送绝育的车安排好了：{n} 开{x}，7:50 在小区南门集合，笼子提前一晚放车上。"
        ),
        "list": (
            "周六送绝育 顺风车",
            [
                "大众朗逸",
                "Corolla",
                "哈弗H6",
                "Jetta",
                "电动小毛驴",
                "Camry",
                "奇瑞QQ",
                "Fiesta",
                "打车",
                "CR-V",
            ],
        ),
        "around": {
            "zh": ["车又被贴条了，送猫停了五分钟而已", "后备箱全是猫毛，洗车都洗不掉"],
            "en": [
                "got a parking ticket during the vet drop-off, ugh",
                "my trunk is full of cat hair forever",
            ],
        },
        "passing": {
            "zh": ["有车的志愿者真的太重要了", "打车送猫好多司机不愿意拉"],
            "en": [
                "drivers are the real MVPs of this group",
                "taxis keep refusing to take animals",
            ],
        },
        "kw": {"zh": ["谁开{x}帮忙送猫？"], "en": ["Who drives a {x} for the transport runs?"]},
        "part": {
            "zh": ["{n}开什么车帮忙送猫？"],
            "en": ["What car does {n} drive for the rescue runs?"],
        },
        "para": {
            "zh": [
                "{n}接送毛孩子时用的座驾是哪款？",
                "{n}平常握方向盘开的那台是啥型号？",
                "载着小动物跑来跑去时{n}用哪台交通工具？",
            ],
            "en": [
                "Which vehicle does {n} use to ferry animals around?",
                "What model is the automobile {n} owns?",
                "In which motor does {n} shuttle furry passengers?",
            ],
        },
        "unknown": {"zh": "{n}的车是什么颜色？", "en": "What colour is {n}'s car?"},
        "isq": {"zh": "{n}开的是{v}吗？", "en": "Does {n} drive a {v}?"},
    },
    "allergy": {
        "label": "what the member takes for a cat allergy",
        "words": ["过敏", "药", "allergy", "pill"],
        "vals": [
            "氯雷他定",
            "Zyrtec",
            "依巴斯汀",
            "Allegra",
            "酮替芬",
            "Benadryl",
            "孟鲁司特",
            "Xyzal",
            "咪唑斯汀",
            "Claritin",
            "奥洛他定",
            "Piriton",
        ],
        "say": {
            "zh": ["我对猫毛过敏，每天吃一片{x}才敢摸它们", "过敏的话我一直吃{x}，挺管用"],
            "en": [
                "I'm allergic to cats lol, I take {x} every day so I can handle them",
                "{x} is the only thing that stops my sneezing around the cats",
            ],
            "mix": ["我对猫过敏 lol，每天一片{x} keeps me going", "过敏我一直吃{x}, works for me"],
        },
        "topic": {
            "zh": "你们信吗，我其实对猫过敏",
            "en": "confession: I'm actually allergic to cats",
            "mix": "confession 我其实对猫过敏",
        },
        "q": {"zh": "@{n} 你过敏吃的什么药？", "en": "@{n} what do you take for your allergy?"},
        "report": {
            "zh": "@{n} 你过敏是吃{x}的吧？",
            "en": "@{n} you're on {x} for the allergy, right?",
            "mix": "@{n} 你吃的是{x}吧, for the allergy?",
        },
        "ask": {
            "zh": "我一直吃{x}，有人知道它会不会让人犯困吗？明天要开车送猫",
            "en": (
                "I take {x} daily - does anyone know if it makes "
                "you drowsy? driving the cats tomorrow"
            ),
            "mix": "我一直吃{x}，会不会犯困啊? driving tomorrow",
        },
        "around": {
            "zh": ["今天没吃药就去抓猫，喷嚏打了一路", "过敏又犯了，眼睛肿成桃子"],
            "en": [
                "forgot my pills before trapping, sneezed the whole night",
                "allergy flared up again, eyes all puffy",
            ],
        },
        "passing": {
            "zh": ["我有个朋友也是猫毛过敏还养了三只", "过敏的人救猫真的太拼了"],
            "en": [
                "my cousin is allergic and still has three cats",
                "being allergic and doing rescue is hardcore",
            ],
        },
        "kw": {"zh": ["谁靠吃{x}来抗过敏？"], "en": ["Who takes {x} to cope with the cats?"]},
        "part": {"zh": ["{n}猫毛过敏吃什么药？"], "en": ["Which allergy medicine does {n} take?"]},
        "para": {
            "zh": [
                "{n}为了不打喷嚏每天服用哪种药片？",
                "{n}靠哪样东西压住鼻子痒？",
                "{n}抱小家伙前要先吞下啥？",
            ],
            "en": [
                "Which tablet keeps {n} from itching and watery eyes?",
                "What medication lets {n} cuddle furry creatures?",
                "What does {n} swallow before holding kitties?",
            ],
        },
        "unknown": {"zh": "{n}对猫过敏多少年了？", "en": "How long has {n} been allergic to cats?"},
        "isq": {"zh": "{n}过敏吃的是{v}吗？", "en": "Does {n} take {v} for the allergy?"},
    },
    "shop": {
        "label": "the pet shop that gives the member a discount",
        "words": ["宠物店", "买", "shop", "buy"],
        "vals": [
            "毛球杂货铺",
            "Petopia",
            "喵喵仓库",
            "Barkery",
            "汪星超市",
            "Whisker Mart",
            "爪印小铺",
            "Petlane",
            "宠物优选",
            "Furball Co",
            "派派宠物店",
            "Kibble Corner",
        ],
        "say": {
            "zh": [
                "我买猫砂罐头都在{x}，报救助群的名字能打八折",
                "{x}的老板人很好，我每次去都给我们便宜",
            ],
            "en": [
                "I get all the supplies from {x}, they give rescuers 20% off",
                "{x} is my go-to shop, the owner always gives us a discount",
            ],
            "mix": ["我都在{x}买东西, rescuers get 20% off", "{x}的老板 super nice，每次都给折扣"],
        },
        "topic": {
            "zh": "我发现一家对救助志愿者打折的宠物店",
            "en": "found a pet shop that gives volunteers a discount",
            "mix": "找到一家给 volunteers 打折的宠物店",
        },
        "q": {
            "zh": "@{n} 你平时在哪家店买猫砂罐头？",
            "en": "@{n} where do you buy your supplies?",
        },
        "report": {
            "zh": "@{n} 你都是在{x}买的吧？",
            "en": "@{n} you get your stuff at {x}, right?",
            "mix": "@{n} 你都在{x}买的吧, right?",
        },
        "ask": {
            "zh": "我一直在{x}买东西，有人知道他们国庆营业吗？",
            "en": "I buy everything at {x} - anyone know if they're open over the holiday?",
            "mix": "我一直在{x}买, 国庆 open 吗?",
        },
        "around": {
            "zh": ["今天又扛了三袋猫砂回家，手要断了", "罐头又囤了一箱"],
            "en": [
                "hauled three bags of litter home today, my arms",
                "stocked up on wet food again",
            ],
        },
        "passing": {
            "zh": ["网上买猫砂比店里便宜好多", "宠物店的东西真的不便宜"],
            "en": ["online is way cheaper for litter", "pet shops charge a fortune for toys"],
        },
        "kw": {"zh": ["谁一直在{x}买宠物用品？"], "en": ["Who buys supplies at {x}?"]},
        "part": {
            "zh": ["{n}平时在哪家宠物店买用品？"],
            "en": ["Which pet shop does {n} buy supplies from?"],
        },
        "para": {
            "zh": [
                "{n}囤罐头、猫砂常去光顾的是哪一家？",
                "{n}给救助的小家伙们采购日用品认准哪个铺子？",
                "{n}补货的老地方叫啥？",
            ],
            "en": [
                "Where does {n} restock tins and sand?",
                "Which retailer gets {n}'s custom for rescue essentials?",
                "What store does {n} favour when restocking?",
            ],
        },
        "unknown": {
            "zh": "{n}常去的那家宠物店在哪条街？",
            "en": "Which street is {n}'s pet shop on?",
        },
        "isq": {"zh": "{n}是在{v}买东西吗？", "en": "Does {n} buy supplies at {v}?"},
    },
    "course": {
        "label": "the training course the member takes",
        "words": ["课", "培训", "course", "class"],
        "vals": [
            "宠物急救",
            "Fear Free",
            "动物行为学",
            "TNR Basics",
            "猫咪营养学",
            "Canine First Aid",
            "宠物摄影",
            "Feline Behaviour",
            "犬只训练",
            "Shelter Medicine",
            "猫咪美容",
            "Low Stress Handling",
        ],
        "say": {
            "zh": ["我报了{x}的课，周末上，学完给大家分享", "我在上{x}，学到好多东西"],
            "en": [
                "I signed up for a {x} course, weekends for a month",
                "taking {x} classes now, learning so much",
            ],
            "mix": ["我报了{x}的 course, weekends for a month", "在上{x}, super useful"],
        },
        "topic": {
            "zh": "我报了个课，跟救助有关的",
            "en": "signed up for a course, rescue related",
            "mix": "报了个 course，跟救助有关",
        },
        "q": {"zh": "@{n} 你报的什么课啊？", "en": "@{n} which course did you sign up for?"},
        "report": {
            "zh": "@{n} 你在上{x}的课对吧？",
            "en": "@{n} you're doing the {x} course, right?",
            "mix": "@{n} 你在上{x}吧, how is it?",
        },
        "ask": {
            "zh": "我报了{x}，有人上过吗？作业多不多？",
            "en": "I signed up for {x} - has anyone done it? lots of homework?",
            "mix": "我报了{x}, anyone done it? 作业多吗?",
        },
        "notice": (
            "【群公告】{n} 已报名下月的{x}培训，学完回来给大家做分享，"
            "还有想去的私聊我，费用群里补贴一半。"
        ),
        "list": (
            "下月培训报名（群里补贴一半）",
            [
                "急救复训",
                "Dog Walking",
                "摄影入门",
                "Cat Sitting",
                "收容所管理",
                "Adoption Screening",
                "猫咪心理",
                "Bird Care",
                "领养回访",
                "Foster 101",
            ],
        ),
        "around": {
            "zh": ["今天上课讲了好多，脑子满了", "课上的作业还没写完"],
            "en": ["class today was intense", "still haven't done the homework for the course"],
        },
        "passing": {
            "zh": ["有空我也想去学点专业的", "培训费好贵，等群里补贴"],
            "en": [
                "I should really take a proper course sometime",
                "courses are pricey without the subsidy",
            ],
        },
        "kw": {"zh": ["谁报了{x}的课？"], "en": ["Who signed up for {x}?"]},
        "part": {"zh": ["{n}报了什么培训课？"], "en": ["Which course is {n} taking?"]},
        "para": {
            "zh": [
                "{n}在进修哪门本事？",
                "{n}最近去听的是什么讲座？",
                "{n}为了更专业去学的那门手艺是啥？",
            ],
            "en": [
                "What training is {n} attending?",
                "Which subject is {n} studying lately?",
                "What skill is {n} learning formally?",
            ],
        },
        "unknown": {
            "zh": "{n}上的那门课一共几节？",
            "en": "How many sessions does {n}'s course have?",
        },
        "isq": {"zh": "{n}报的是{v}吗？", "en": "Is {n} taking {v}?"},
    },
    "shelter": {
        "label": "the shelter where the member helps on Sundays",
        "words": ["基地", "shelter"],
        "vals": [
            "暖窝基地",
            "Sunny Acres",
            "龙泉救助站",
            "Hope Barn",
            "毛毛之家",
            "Willow Farm",
            "青城山基地",
            "Haven Hill",
            "小狗驿站",
            "Oak Meadow",
            "新津犬舍",
            "Second Chance",
        ],
        "say": {
            "zh": ["我周日一般去{x}帮忙，那边狗太多了", "{x}是我常去的地方，每周日都去遛狗"],
            "en": [
                "I help out at {x} most Sundays, they're swamped with dogs",
                "Sundays I'm usually at {x} walking the dogs",
            ],
            "mix": ["周日我一般去{x}, swamped with dogs", "{x}是我的 Sunday 去处"],
        },
        "topic": {
            "zh": "周日我固定去一个基地帮忙了",
            "en": "I've started helping at a shelter every Sunday",
            "mix": "每个 Sunday 我去一个基地帮忙了",
        },
        "q": {
            "zh": "@{n} 你周日去的哪个基地？",
            "en": "@{n} which shelter do you go to on Sundays?",
        },
        "report": {
            "zh": "@{n} 你周日是去{x}吧？",
            "en": "@{n} you're at {x} on Sundays, right?",
            "mix": "@{n} 你 Sunday 去{x}吧?",
        },
        "ask": {
            "zh": "我周日要去{x}，有人一起吗？那边缺人手",
            "en": "going to {x} on Sunday, anyone want to come? they're short-handed",
            "mix": "周日去{x}, anyone want to come?",
        },
        "notice": (
            "【群公告】本周日去基地帮忙：{n} 带队去{x}，早上 8 点出发，想去的在下面报名，午饭 AA。"
        ),
        "list": (
            "周日基地帮忙",
            [
                "都江堰狗场",
                "Riverbend",
                "温江基地",
                "Pine Lodge",
                "崇州救助站",
                "Golden Hill",
                "彭州小院",
                "Bluewater",
                "双流狗狗之家",
                "Cedar Yard",
            ],
        ),
        "around": {
            "zh": ["周日去基地累瘫了，遛了十几条狗", "基地那边又缺狗粮了"],
            "en": ["Sunday at the shelter wiped me out", "the shelter is short on dog food again"],
        },
        "passing": {
            "zh": ["基地的狗真的太多了，根本送养不完", "想去基地帮忙但是太远了"],
            "en": ["shelters are so overcrowded right now", "I'd go to a shelter but it's so far"],
        },
        "kw": {"zh": ["谁周日去{x}帮忙？"], "en": ["Who volunteers at {x} on Sundays?"]},
        "part": {
            "zh": ["{n}周日去哪个基地帮忙？"],
            "en": ["Which shelter does {n} help at on Sundays?"],
        },
        "para": {
            "zh": [
                "{n}每逢礼拜天在哪儿出力？",
                "{n}每到休息日去给哪处收容所打下手？",
                "{n}固定跑去照看一群汪星人的场所叫啥？",
            ],
            "en": [
                "Where does {n} spend the end of each week volunteering?",
                "Which sanctuary gets {n}'s time every weekend?",
                "At what refuge does {n} lend a hand regularly?",
            ],
        },
        "unknown": {
            "zh": "{n}去的那个基地有多少只狗？",
            "en": "How many dogs live at {n}'s shelter?",
        },
        "isq": {"zh": "{n}周日是去{v}帮忙吗？", "en": "Does {n} volunteer at {v}?"},
    },
    "nickname": {
        "label": "the member's nickname in the group",
        "words": ["外号", "绰号", "nickname"],
        "vals": [
            "猫王",
            "Trapmaster",
            "捕猫侠",
            "Catnapper",
            "铲屎大队长",
            "Purrfessor",
            "罐头战神",
            "Whisker Queen",
            "喵语十级",
            "Kitty Whisperer",
            "夜行侠",
            "Feline Fixer",
        ],
        "say": {
            "zh": ["大家都叫我{x}，因为我抓猫从来没失手过", "我在群里的外号是{x}，你们给起的"],
            "en": [
                "everyone calls me {x} since I've never missed a trap",
                "my nickname in here is {x}, thanks to you lot",
            ],
            "mix": ["大家都叫我{x}, never missed a trap", "我的外号是{x} lol"],
        },
        "topic": {
            "zh": "我在群里的外号是怎么来的你们还记得吗",
            "en": "remember how I got my nickname in here?",
            "mix": "我的 nickname 怎么来的还记得吗",
        },
        "q": {"zh": "@{n} 你外号叫啥来着？", "en": "@{n} what was your nickname again?"},
        "report": {
            "zh": "@{n} 你不就是我们群的{x}嘛",
            "en": "@{n} you're our {x}, everyone knows",
            "mix": "@{n} 你就是我们的{x} lol",
        },
        "ask": {
            "zh": "为啥大家都叫我{x}啊？谁先起的？",
            "en": "wait why does everyone call me {x}? who started that?",
            "mix": "为啥叫我{x}? who started it?",
        },
        "around": {
            "zh": ["你们别再这么叫我了哈哈", "这个外号我认了"],
            "en": ["stop calling me that lol", "okay fine, I accept the nickname"],
        },
        "passing": {
            "zh": ["我们群的外号一个比一个离谱", "我也想要个外号"],
            "en": ["the nicknames in this group are unhinged", "I want a nickname too"],
        },
        "kw": {"zh": ["群里谁的外号是{x}？"], "en": ["Whose nickname is {x}?"]},
        "part": {"zh": ["{n}在群里的外号是什么？"], "en": ["What is {n}'s nickname in the group?"]},
        "para": {
            "zh": ["大伙儿怎么戏称{n}？", "{n}有个什么绰号？", "伙伴们给{n}封了个啥名头？"],
            "en": [
                "What do the volunteers jokingly dub {n}?",
                "Which title have friends given {n} as a joke?",
                "By what alias do people tease {n}?",
            ],
        },
        "unknown": {"zh": "{n}的外号是谁起的？", "en": "Who came up with {n}'s nickname?"},
        "isq": {"zh": "{n}的外号是{v}吗？", "en": "Is {n}'s nickname {v}?"},
    },
    "park": {
        "label": "where the member walks the foster dogs",
        "words": ["遛狗", "公园", "walk", "park"],
        "vals": [
            "浣花溪公园",
            "Tazishan",
            "百花潭",
            "Qinglong Lake",
            "东湖公园",
            "Guixi Park",
            "活水公园",
            "Sansheng",
            "望丛祠",
            "Jiangan River",
            "人民公园",
            "Bailuwan",
        ],
        "say": {
            "zh": ["我一般带寄养的狗去{x}遛，那边人少", "遛狗我都去{x}，草地大"],
            "en": [
                "I walk the foster dogs at {x}, it's quiet there",
                "{x} is where I take the dogs, lots of grass",
            ],
            "mix": ["遛狗我一般去{x}, it's quiet", "{x}是我遛狗的地方, lots of grass"],
        },
        "topic": {
            "zh": "我找到一个遛狗的好地方",
            "en": "found a great spot for walking the dogs",
            "mix": "找到一个遛狗的 great spot",
        },
        "q": {"zh": "@{n} 你一般去哪遛狗？", "en": "@{n} where do you walk the dogs?"},
        "report": {
            "zh": "@{n} 你是去{x}遛狗的吧？",
            "en": "@{n} you walk them at {x}, right?",
            "mix": "@{n} 你去{x}遛狗吧, right?",
        },
        "ask": {
            "zh": "我一般在{x}遛狗，那边可以不牵绳吗？",
            "en": "I usually walk the dogs at {x} - can they go off-leash there?",
            "mix": "我一般在{x}遛, off-leash ok 吗?",
        },
        "list": (
            "周末一起遛狗",
            [
                "北湖",
                "Shahe",
                "江滩",
                "Longquan",
                "锦城湖",
                "Xinhua Park",
                "桂湖",
                "Shiren Park",
                "青龙场",
                "Jinjiang Walk",
            ],
        ),
        "around": {
            "zh": ["今天遛狗下雨了，回来一身泥", "狗子今天在外面跑疯了"],
            "en": [
                "walked the dogs in the rain, mud everywhere",
                "the dogs went nuts at the park today",
            ],
        },
        "passing": {
            "zh": ["成都能遛狗的地方越来越少了", "遛狗一定要牵绳啊"],
            "en": ["hard to find places that allow dogs here", "leash your dogs, people"],
        },
        "kw": {"zh": ["谁一般去{x}遛狗？"], "en": ["Who walks the dogs at {x}?"]},
        "part": {"zh": ["{n}一般去哪里遛狗？"], "en": ["Where does {n} usually walk the dogs?"]},
        "para": {
            "zh": [
                "{n}带汪星人散步常去何处？",
                "{n}牵着毛孩子溜达的地盘在哪？",
                "狗狗放风时{n}会领它们到哪片绿地？",
            ],
            "en": [
                "Where does {n} take pups out for exercise?",
                "Which green space do {n}'s canine guests stroll through?",
                "Where do {n}'s pooches get their outings?",
            ],
        },
        "unknown": {"zh": "{n}一般几点去遛狗？", "en": "What time does {n} usually walk the dogs?"},
        "isq": {"zh": "{n}是去{v}遛狗吗？", "en": "Does {n} walk the dogs at {v}?"},
    },
    "camera": {
        "label": "the camera the member shoots adoption photos with",
        "words": ["相机", "拍", "camera", "photo"],
        "vals": [
            "X100V",
            "理光GR3",
            "Canon R6",
            "索尼A7C",
            "Pixel 8",
            "大疆Pocket",
            "Lumix S5",
            "富士XT30",
            "Nikon Z6",
            "iPhone 15",
            "佳能M50",
            "Leica Q2",
        ],
        "say": {
            "zh": ["领养照我都是用{x}拍的，自然光最好看", "我拍送养照用的是{x}"],
            "en": [
                "I shoot all the adoption photos on my {x}",
                "the adoption pics are from my {x}, natural light only",
            ],
            "mix": ["送养照都是我用{x}拍的, natural light only", "我拍照用{x} btw"],
        },
        "topic": {
            "zh": "送养照片拍得好领养率真的高",
            "en": "good photos really do get animals adopted faster",
            "mix": "送养照拍得好 adoption rate 真的高",
        },
        "q": {
            "zh": "@{n} 你拍送养照用的什么相机？",
            "en": "@{n} what camera do you shoot the adoption photos with?",
        },
        "report": {
            "zh": "@{n} 你拍照是用{x}吧？",
            "en": "@{n} those photos are from your {x}, right?",
            "mix": "@{n} 你用{x}拍的吧, right?",
        },
        "ask": {
            "zh": "我用{x}拍猫总是糊，有人知道快门要调多少吗？",
            "en": "my {x} keeps giving me blurry cat shots - what shutter speed do you use?",
            "mix": "我的{x}拍猫总是糊, what shutter speed?",
        },
        "notice": "【群公告】领养日拍照由 {n} 负责，用{x}拍，照片周一前发群相册，文案另外安排。",
        "around": {
            "zh": ["今天拍了两百多张，就三张能用", "猫咪真的太难拍了，一直动"],
            "en": ["took 200 shots today, three were usable", "cats never sit still for photos"],
        },
        "passing": {
            "zh": ["手机拍的其实也够用了", "好照片真的能帮它们找到家"],
            "en": ["phone cameras are good enough honestly", "a good photo is half the adoption"],
        },
        "kw": {"zh": ["谁用{x}拍送养照？"], "en": ["Who shoots the adoption photos on a {x}?"]},
        "part": {
            "zh": ["{n}拍送养照用什么相机？"],
            "en": ["Which camera does {n} use for adoption photos?"],
        },
        "para": {
            "zh": [
                "{n}给待领养的小家伙留影靠哪台机器？",
                "{n}手里那台记录毛孩子模样的设备是啥？",
                "{n}按快门用的是哪款器材？",
            ],
            "en": [
                "What device does {n} use to capture portraits of homeless pets?",
                "Which gear does {n} snap the available animals with?",
                "What is {n}'s equipment for picturing pets needing families?",
            ],
        },
        "unknown": {"zh": "{n}的相机是哪年买的？", "en": "When did {n} buy that camera?"},
        "isq": {"zh": "{n}拍照用的是{v}吗？", "en": "Does {n} shoot with a {v}?"},
    },
    "litter": {
        "label": "the litter brand the member uses",
        "words": ["猫砂", "litter"],
        "vals": [
            "Ever Clean",
            "霍曼",
            "Catlink",
            "洁珊",
            "Tidy Cats",
            "爱宠爱猫",
            "Fresh Step",
            "小佩",
            "Boxiecat",
            "福丸",
            "Sanicat",
            "Kitsune",
        ],
        "say": {
            "zh": ["我家和寄养的都用{x}的猫砂，结团好不粘底", "猫砂我只认{x}，味道控制得好"],
            "en": [
                "I only use {x} litter, clumps well and barely any smell",
                "{x} is the litter I buy for both my cats and the fosters",
            ],
            "mix": ["猫砂我只用{x}, clumps really well", "我家用{x}的猫砂, barely any smell"],
        },
        "topic": {
            "zh": "猫砂我终于找到一款满意的了",
            "en": "finally found a litter I actually like",
            "mix": "终于找到满意的 litter 了",
        },
        "q": {"zh": "@{n} 你用的什么猫砂？", "en": "@{n} what litter do you use?"},
        "report": {
            "zh": "@{n} 你家用的是{x}的砂吧？",
            "en": "@{n} you use {x} litter, right?",
            "mix": "@{n} 你家是{x}的砂吧, right?",
        },
        "ask": {
            "zh": "我一直用{x}的猫砂，能冲马桶吗？有人试过没",
            "en": "I've been using {x} litter - can it be flushed? anyone tried?",
            "mix": "我一直用{x}, can it be flushed?",
        },
        "around": {
            "zh": ["今天铲屎铲到怀疑人生", "猫砂又用完了，明天去买"],
            "en": ["scooped three boxes today, what is my life", "out of litter again"],
        },
        "passing": {
            "zh": ["豆腐砂和膨润土到底哪个好", "猫砂盆放哪里最合适"],
            "en": ["tofu litter vs clay, discuss", "where do you guys put the litter box?"],
        },
        "kw": {"zh": ["谁用{x}的猫砂？"], "en": ["Who uses {x} litter?"]},
        "part": {"zh": ["{n}用哪个牌子的猫砂？"], "en": ["Which litter brand does {n} use?"]},
        "para": {
            "zh": [
                "{n}给主子们厕所里铺的是什么？",
                "{n}家喵如厕用的颗粒出自哪家？",
                "{n}给喵星人准备的便盆填料是啥？",
            ],
            "en": [
                "What does {n} fill the feline toilets with?",
                "What goes into {n}'s kitty bathroom trays?",
                "Which product lines the pet toilet tray at {n}'s home?",
            ],
        },
        "unknown": {"zh": "{n}家的猫砂多久换一次？", "en": "How often does {n} change the litter?"},
        "isq": {"zh": "{n}用的是{v}的猫砂吗？", "en": "Does {n} use {v} litter?"},
    },
    "mascot": {
        "label": "the name the member proposed for the group's mascot",
        "words": ["吉祥物", "mascot"],
        "vals": [
            "毛毛侠",
            "Captain Whiskers",
            "喵大侠",
            "Sir Purrcival",
            "喵小二",
            "Biscuit Bandit",
            "橙子队长",
            "Lady Meowington",
            "阿福",
            "Mittens Prime",
            "招财喵",
            "Baron Fluff",
        ],
        "say": {
            "zh": ["群吉祥物我投{x}一票，名字是我想的", "我提议吉祥物叫{x}，好记又可爱"],
            "en": [
                "my vote for the mascot name is {x}, I came up with it",
                "I'm proposing {x} for the group mascot",
            ],
            "mix": ["吉祥物我 propose 叫{x}", "mascot 名字我投{x}"],
        },
        "topic": {
            "zh": "吉祥物的名字我想到一个好的",
            "en": "I've got a good name for the mascot",
            "mix": "吉祥物 name 我想到一个",
        },
        "q": {
            "zh": "@{n} 你提的吉祥物名字是啥？",
            "en": "@{n} what name did you suggest for the mascot?",
        },
        "report": {
            "zh": "@{n} 吉祥物叫{x}是你提的吧？",
            "en": "@{n} {x} was your idea for the mascot, right?",
            "mix": "@{n} {x}是你提的 mascot 名吧?",
        },
        "ask": {
            "zh": "我提的{x}大家觉得怎么样？要不要改？",
            "en": "what do you all think of {x} for the mascot?",
            "mix": "我提的{x}, 大家 think it works?",
        },
        "around": {
            "zh": ["吉祥物的设计稿什么时候出啊", "贴纸做出来肯定好看"],
            "en": [
                "when do we get to see the mascot sketches?",
                "mascot stickers for the stall would be so cute",
            ],
        },
        "passing": {
            "zh": ["吉祥物投票什么时候截止", "我们群真该有个吉祥物"],
            "en": ["when does the mascot vote close?", "every rescue group needs a mascot"],
        },
        "kw": {"zh": ["谁给吉祥物提议叫{x}？"], "en": ["Who suggested {x} as the mascot's name?"]},
        "part": {
            "zh": ["{n}给群吉祥物提了什么名字？"],
            "en": ["What mascot name did {n} propose?"],
        },
        "para": {
            "zh": [
                "{n}替咱们的卡通形象想的称号是啥？",
                "{n}希望代表本团队的那只卡通猫叫作什么？",
                "{n}推荐的形象代言喵怎么称呼？",
            ],
            "en": [
                "What title did {n} put forward for our cartoon emblem?",
                "Which label would {n} give the team's character?",
                "How would {n} christen the emblem critter?",
            ],
        },
        "unknown": {
            "zh": "{n}想的吉祥物是什么颜色？",
            "en": "What colour did {n} want the mascot to be?",
        },
        "isq": {"zh": "{n}提的吉祥物名字是{v}吗？", "en": "Did {n} suggest {v} for the mascot?"},
    },
}

# -- the lines around a fact ------------------------------------------------------------

TERSE = {
    "zh": ["{x}", "{x}吧", "是{x}", "{x}呀", "{x}，怎么了", "一直是{x}", "{x}啊"],
    "en": ["{x}", "{x} mostly", "it's {x}", "{x}, why?", "{x} haha", "{x} as always"],
    "mix": ["{x} 吧 lol", "是{x} haha", "{x} 啊, why?", "一直是 {x} btw"],
}
LATE = {
    "zh": ["@{a} 才看到，{ans}", "@{a} 刚看到消息，{ans}"],
    "en": ["@{a} just saw this - {ans}", "@{a} sorry, only saw this now: {ans}"],
    "mix": ["@{a} 才看到 sorry，{ans}", "@{a} just saw this，{ans}"],
}
SPLIT_TAIL = {
    "zh": ["{x}", "就是{x}", "{x}！", "是{x}哈哈"],
    "en": ["{x}!", "it's {x}", "{x} :)", "yep, {x}"],
    "mix": ["{x} 哈哈", "就是 {x} lol"],
}
NUDGE = {"zh": ["快说", "是啥", "？", "然后呢"], "en": ["which?", "go on", "?", "and?"]}
CONFIRM = {
    "zh": ["对", "是的哈哈", "对对对", "嗯嗯没错", "哈哈被你记住了"],
    "en": ["yep", "that's right", "yes haha", "correct", "guilty"],
    "mix": ["对 yep", "是的 haha", "没错 lol"],
}
FIX_NOW = {
    "zh": [
        "不对不对，说错了，不是{y}，是{x}",
        "更正一下，不是{y}，是{x}，刚才手滑",
        "诶我记错了，{y}是之前的，现在是{x}",
    ],
    "en": [
        "wait, not {y} - I meant {x}",
        "correction: not {y}, it's {x}, brain fog",
        "sorry, {y} was the old one, it's {x} now",
    ],
    "mix": ["不对 not {y}，是{x} sorry", "更正 not {y}，是 {x}, my bad"],
}
FIX_LATE = {
    "zh": ["昨天说错了，不是{y}，是{x}", "更正昨天的：{y}是我记岔了，其实是{x}"],
    "en": ["about yesterday: not {y}, it's {x}", "correcting myself from yesterday - not {y}, {x}"],
    "mix": ["昨天说错了, not {y}，是{x}"],
}
REACT = {
    "zh": ["哈哈哈", "好耶", "可以可以", "厉害", "学到了", "好可爱", "哇"],
    "en": ["nice", "love that", "haha", "cute", "oh cool", "noted"],
    "mix": ["哈哈 nice", "好耶 love it", "cute 死了"],
}
NOTICE_ACK = {
    "zh": ["收到", "收到！", "好的", "收到收到", "👌收到"],
    "en": ["got it", "noted", "ok!", "received"],
    "mix": ["ok 收到", "收到 thanks"],
}
ASK_RESP = {
    "zh": [
        "不知道诶",
        "好像可以，你打电话问问",
        "我之前问过，好像没问题",
        "这个我也想知道",
        "问问陈医生？",
    ],
    "en": [
        "no idea, maybe call them?",
        "I think it's fine",
        "good question, following",
        "ask around at the vet?",
    ],
    "mix": ["不确定 maybe call them", "我也想知道 following"],
}
LONG_OPEN = {
    "zh": [
        "跟大家汇报一下这周的情况：",
        "今天好多事，一口气说完：",
        "碎碎念一下哈，",
        "潜水好几天了，冒个泡：",
    ],
    "en": [
        "quick update from me since I've been quiet: ",
        "long message incoming, sorry: ",
        "ok life update: ",
    ],
}
LONG_EXTRA = {
    "zh": [
        "这周加班加到怀疑人生",
        "楼下的猫又生了一窝，正在想办法",
        "周末回了趟老家",
        "家里网断了两天",
        "上周的绝育名额已经排满了",
        "最近睡得很晚，作息全乱了",
        "手机屏摔碎了还没修",
        "下雨下得人都要发霉了",
        "领养回访的表格我整理了一半",
        "前两天被抓了一下，已经打了针",
    ],
    "en": [
        "work has been crazy all week",
        "my building's cat had another litter",
        "went home for the weekend",
        "the internet at home died for two days",
        "all the spay slots for last week are booked",
        "sleeping way too late these days",
        "cracked my phone screen",
        "this rain is making everything mouldy",
        "got scratched the other day, already had the shot",
    ],
}
LONG_CLOSE = {
    "zh": ["就这些，大家晚安", "先这样，回头聊", "好了不啰嗦了", "以上，爱你们"],
    "en": ["that's all for now, night all", "ok that's it, back to work", "anyway, love you all"],
}
VOICE_OPEN = {
    "zh": [
        "[语音转文字] 喂 那个 我跟你们说一下哈 ",
        "[语音转文字] 呃 我在骑车 语音说吧 ",
        "[语音转文字] 那个 就是 ",
    ],
    "en": [
        "[voice message, transcribed] um so ",
        "[voice message, transcribed] hey driving so voice note uh ",
        "[voice message, transcribed] okay so basically ",
    ],
    "mix": ["[语音转文字] 那个 um ", "[语音转文字] 呃 okay so "],
}
VOICE_END = {
    "zh": [" 嗯 就这样", " 好了先不说了", " 哈哈哈 就这样"],
    "en": [" yeah that's it", " uh okay bye", " anyway talk later"],
    "mix": [" 嗯 okay that's it", " 就这样 bye"],
}
VOICE_TAGS = ("[语音转文字] ", "[voice message, transcribed] ")
PUNCT = re.compile(r"[，。！？、,.!?:;：；\-]+")

# -- the group's own days ---------------------------------------------------------------

GREET = {
    "zh": ["早", "早上好", "早～", "早安", "早啊各位", "早，今天又下雨", "早早早"],
    "en": ["morning!", "morning all", "good morning", "mornin", "morning, coffee first"],
    "mix": ["早 morning", "morning 各位", "早啊 everyone"],
}
NIGHT = {
    "zh": ["晚安", "睡了睡了", "晚安各位", "困了，晚安", "明天还要早起，撤了", "晚安，梦里撸猫"],
    "en": ["night all", "gn", "going to bed, night", "night night", "off to sleep, night"],
    "mix": ["晚安 gn", "睡了 night all", "night 各位"],
}
LUNCH = {
    "zh": [
        "中午吃啥",
        "又是外卖",
        "食堂今天有回锅肉",
        "楼下的串串香好吃",
        "冒菜走起",
        "好饿",
        "吃了碗担担面",
    ],
    "en": [
        "lunch time!",
        "anyone else eating at their desk",
        "noodles again",
        "so hungry",
        "dumplings for lunch",
    ],
    "mix": ["lunch 吃了冒菜", "今天的 lunch 好难吃", "饿了 so hungry"],
}
CHAT = {
    "zh": [
        "今天小区里又多了一只新面孔的猫",
        "最近流浪狗好像变多了",
        "天冷了，投喂点要不要加个窝",
        "有人知道哪里能买到便宜的诱捕笼吗",
        "TNR 真的是最有效的办法",
        "我家楼下那只三花好像怀孕了",
        "下雨天外面的猫都躲哪去了",
        "谁能教教我怎么给猫喂药",
        "小猫一直打喷嚏是感冒了吗",
        "领养协议模板谁有最新版",
        "绝育之后要戴伊丽莎白圈多久",
        "最近好多人弃养，看着难受",
        "今天路过菜市场，又看到那只瘸腿的黄狗",
        "冬天快到了，笼子里的垫子要换厚的",
        "有没有人会剪猫指甲不被挠的",
        "夜里抓猫一定要两个人一起去",
        "群文件里的救助流程我更新了一版",
    ],
    "en": [
        "saw a new cat at my building today",
        "more stray dogs around lately, anyone noticed?",
        "should we add shelters at the stations before winter?",
        "where do you get cheap humane traps?",
        "TNR really is the only thing that works long term",
        "pilling a cat is an extreme sport",
        "does anyone have the latest adoption contract template?",
        "how long do they wear the cone after spay?",
        "the rain is brutal for the outdoor cats",
        "never go trapping alone at night, seriously",
        "how do you all trim claws without getting shredded?",
    ],
    "mix": [
        "今天又看到一只 new cat",
        "小猫一直打喷嚏, is it a cold?",
        "诱捕笼 where to buy 便宜的?",
        "领养协议 template 谁有",
        "天冷了 the outdoor cats 好可怜",
        "TNR 真的 works，数量明显少了",
    ],
}
RESP = {
    "zh": [
        "是的",
        "我也觉得",
        "哈哈哈",
        "真的",
        "可以可以",
        "好主意",
        "+1",
        "我那边也是",
        "心疼",
        "辛苦了",
        "我问问",
        "不知道诶",
        "看情况吧",
        "有道理",
        "同意",
        "真的假的",
        "我之前也遇到过",
    ],
    "en": [
        "same",
        "agreed",
        "lol",
        "true",
        "good idea",
        "+1",
        "so sad",
        "thanks for doing this",
        "no idea tbh",
        "depends I guess",
        "makes sense",
        "wait really?",
        "same thing happened to me",
    ],
    "mix": ["+1 同意", "哈哈 same", "真的 so sad", "辛苦了 thanks", "有道理 makes sense"],
}
LIFE = {
    "zh": [
        "今天又下雨了，成都的秋天就是这样",
        "好想吃火锅",
        "加班到现在",
        "地铁好挤",
        "周末有人去吃串串吗",
        "楼上又在装修",
        "感冒了，大家注意身体",
        "快递又丢了",
        "终于发工资了",
        "国庆去哪玩",
        "今天出太阳了！",
        "家里的洗衣机坏了",
        "刚跑完步，腿废了",
        "新开的奶茶店排队排到门口",
    ],
    "en": [
        "rain again, classic Chengdu",
        "craving hotpot so bad",
        "still at the office",
        "metro was packed today",
        "caught a cold, take care everyone",
        "finally payday",
        "any plans for the holiday?",
        "the sun is out!!",
        "my washing machine broke",
        "just finished a run, legs are dead",
    ],
    "mix": [
        "又下雨了 classic 成都",
        "好想吃火锅 so bad",
        "加班 again 累死",
        "终于 payday 了",
        "出太阳了 finally",
    ],
}
REPEAT = ["辛苦了！", "好耶！", "哈哈哈哈哈", "+1", "太好了", "冲！", "好可爱啊啊啊", "yay!!"]
AT_PING = {
    "zh": [
        "@{b} 在吗",
        "@{b} 笼子还在你那吗？",
        "@{b} 周六来不来",
        "@{b} 上次的发票发我一下",
        "@{b} 明天能帮我喂一下吗",
    ],
    "en": [
        "@{b} you around?",
        "@{b} do you still have the carrier?",
        "@{b} coming on Saturday?",
        "@{b} can you cover feeding tomorrow?",
    ],
}
AT_ANS = {
    "zh": ["在", "在的，怎么了", "还在，明天给你", "来的", "好的马上", "可以的"],
    "en": ["here", "yep, still have it", "I'll be there", "sure, one sec", "can do"],
    "mix": ["在 what's up", "ok 来的", "可以 no problem"],
}
PHOTO = [
    "[图片]",
    "[图片] 今天的小可爱",
    "[图片][图片]",
    "[图片] 睡成一团了",
    "[图片] 投喂点今天的常客",
]
QUOTE_RESP = {
    "zh": ["哈哈哈哈真的", "+1", "说得对", "我也是这么想的", "啊这"],
    "en": ["lol exactly", "+1", "this", "so true"],
}

# -- the rescue cases: found, trapped, at the vet, fostered, listed, adopted --------------

CASE_NAMES = [
    "奶盖",
    "芋圆",
    "土豆",
    "可乐",
    "橙汁",
    "汤圆",
    "馒头",
    "饭团",
    "西瓜",
    "栗子",
    "啵啵",
    "球球",
    "豆腐",
    "咖喱",
    "阿黄",
    "小七",
    "毛豆",
    "雪碧",
    "蘑菇",
    "苹果",
    "海苔",
    "年年",
    "酥酥",
    "元宝",
    "米粒",
    "大福",
    "麻薯",
    "乐乐",
    "核桃",
    "小白",
]
SPOTS = [
    ("建设路", "Jianshe Road"),
    ("九里堤", "Jiulidi"),
    ("火车北站", "North Station"),
    ("青羊宫", "Qingyang Temple"),
    ("华西坝", "Huaxiba"),
    ("川师后门", "the uni back gate"),
    ("金沙遗址", "Jinsha"),
    ("犀浦", "Xipu"),
    ("沙河堡", "Shahebao"),
    ("黄田坝", "Huangtianba"),
    ("肖家河", "Xiaojiahe"),
    ("圣灯寺", "Shengdengsi"),
    ("府南河边", "the riverside path"),
]
DESCS = [
    ("小橘猫", "ginger kitten", "猫"),
    ("三花", "calico", "猫"),
    ("奶牛猫", "tuxedo cat", "猫"),
    ("小黄狗", "yellow puppy", "狗"),
    ("狸花", "tabby", "猫"),
    ("白猫", "white cat", "猫"),
    ("黑狗", "black dog", "狗"),
    ("玳瑁", "tortie", "猫"),
    ("小土狗", "mutt puppy", "狗"),
]
TEMPER = [
    ("亲人", "very friendly"),
    ("胆小但不凶", "shy but gentle"),
    ("活泼", "playful"),
    ("粘人", "a lap cat"),
    ("安静", "calm"),
]
CASE_REPORT = {
    "zh": [
        "【求助】{spot}有只{desc}，看着受伤了，有人能去看看吗",
        "{spot}那边发现一只{desc}，一直在叫，有没有人在附近",
        "刚在{spot}看到一只{desc}，瘦得皮包骨 [图片]",
        "【求助】{spot}一只{desc}腿瘸了，躲在花坛里",
    ],
    "en": [
        "found a {desc_en} near {spot_en}, looks hurt - anyone nearby?",
        "there's a {desc_en} crying at {spot_en}, can someone check?",
    ],
    "mix": [
        "【求助】{spot}有只{desc}, looks hurt，有人在附近吗",
        "{spot}发现一只{desc}，anyone nearby?",
    ],
}
CASE_TAKE = {
    "zh": ["我今晚去看看", "我下班过去，大概八点", "我离得近，我去", "今晚我带笼子过去"],
    "en": ["I'll go tonight", "I can go after work, around 8", "I'm close, on my way later"],
    "mix": ["我今晚去 check 一下", "下班我过去, around 8"],
}
CASE_REACT = {
    "zh": ["辛苦了", "太好了！", "加油啊", "心疼", "我可以出一点医药费", "好可怜", "注意安全"],
    "en": [
        "thank you for doing this",
        "yay!!",
        "poor baby",
        "be careful out there",
        "I can chip in for the vet",
    ],
    "mix": ["辛苦了 thank you", "好可怜 poor baby", "加油 be careful"],
}
CASE_CAPTURE = {
    "zh": [
        "到{spot}了，{animal}在车底下",
        "诱捕笼放好了，人先撤远一点",
        "等了快一个小时，还没进笼",
        "抓到了！！{cid} 进笼了",
        "今晚没抓到，明天再来",
        "到了，在绿化带里，正在引出来",
    ],
    "en": [
        "at the spot, it's under a car",
        "trap is set, backing off",
        "been waiting an hour, not in yet",
        "got it!! {cid} is in the carrier",
        "no luck tonight, will try again tomorrow",
    ],
    "mix": ["到了，it's under a car", "笼子放好了, backing off", "等了一个小时 still nothing"],
}
CASE_VET = {
    "zh": [
        "{cid} 到医院了，在排号",
        "{cid} 体重 {w}kg，体温 {temp}",
        "{cid} 猫瘟阴性，有耳螨，要滴药",
        "{cid} 后腿骨折，要打钢板，预估 {cost}",
        "{cid} 检查做完了，问题不大，先住院观察",
        "{cid} 血常规出来了，有点贫血",
    ],
    "en": [
        "{cid} at the vet now, waiting",
        "{cid} weighs {w}kg, temp {temp}",
        "{cid} tested negative, just ear mites",
        "{cid} needs surgery on the leg, est. {cost}",
        "{cid} bloodwork back, a bit anaemic",
    ],
    "mix": [
        "{cid} 到医院了 waiting",
        "{cid} 体重 {w}kg, temp {temp}",
        "{cid} 猫瘟 negative，只有耳螨",
    ],
}
CASE_VET_NOTE = [
    "{cid} 这个体温还行，先别担心",
    "贫血的话先补营养，过两周复查",
    "耳螨好治，滴一周就好",
    "骨折的那个术后要限制活动，笼养",
]
CASE_UPDATE = {
    "zh": [
        "【{cid} 更新】今天吃了 {g}g 罐头，精神好多了",
        "【{cid} 更新】拆线了，恢复得不错",
        "【{cid} 更新】体重 {w}kg，长肉了",
        "【{cid} 更新】会用猫砂了，特别乖",
        "【{cid} 更新】第一针疫苗打完了",
        "【{cid} 更新】今天拉肚子了，在观察",
    ],
    "en": [
        "[{cid} update] ate {g}g of wet food today, much perkier",
        "[{cid} update] stitches out, healing well",
        "[{cid} update] up to {w}kg now",
        "[{cid} update] first vaccine done",
    ],
    "mix": [
        "【{cid} 更新】今天吃了 {g}g, much perkier",
        "【{cid} 更新】拆线了 healing well",
        "[{cid} update] 会用猫砂了",
    ],
}
CASE_COST = {
    "zh": ["{cid} 医药费 {cost}，发票发群文件了", "{cid} 今天复查花了 {cost2}，单子在群相册"],
    "en": [
        "{cid} vet bill {cost}, receipt is in the group files",
        "{cid} recheck today was {cost2}",
    ],
    "mix": ["{cid} vet bill {cost}，发票在群文件"],
}
TREASURER_ACK = ["收到，已记账", "已报销 {cost}，查收一下", "记上了", "ok 记账了"]
DONATE = {
    "zh": ["已转 {cost3}，给{cid}", "给{cid}转了 {cost3}，一点心意", "{cid} 的医药费我出 {cost3}"],
    "en": ["sent {cost3} for {cid}", "transferred {cost3} towards {cid}'s bill"],
    "mix": ["已转 {cost3} for {cid}", "{cid} 的 bill 我出 {cost3}"],
}
CASE_LISTING = {
    "zh": [
        (
            "【送养】{cid} {name}，{sex}，约{age}个月，已驱虫已打疫苗，"
            "性格{temper}，限成都，有意私聊 [图片]"
        ),
        "【送养】{cid} {name} 找家啦！{sex}，{age}个月左右，{temper}，需接受家访和回访",
    ],
    "en": [
        (
            "[for adoption] {cid}, {sex_en}, about {age} months, dewormed "
            "and vaccinated, {temper_en}, Chengdu only, DM me"
        )
    ],
}
CASE_LISTING_REACT = {
    "zh": ["已转发朋友圈", "转了", "好可爱，希望快点找到家", "转发了三个群"],
    "en": ["shared!", "reposted", "someone please adopt this baby"],
    "mix": ["已转发 shared", "好可爱 please adopt"],
}
CASE_ADOPT = {
    "zh": [
        "{cid} 有人来问了",
        "{cid} 被一对小情侣看上了，约了家访",
        "{cid} 有个阿姨很喜欢，留了电话",
        "{cid} 今天没人问，下次再带来",
    ],
    "en": [
        "someone is asking about {cid}",
        "a couple really likes {cid}, home visit next week",
        "no interest in {cid} today, next time",
    ],
    "mix": ["{cid} 有人来问了 fingers crossed", "{cid} 被看上了, home visit 约了"],
}
CASE_VISIT = {
    "zh": [
        "{cid} 家访完成，环境很好，已封窗",
        "{cid} 家访去了，领养人很靠谱，协议签了",
        "{cid} 家访没通过，没封窗还不愿意改",
    ],
    "en": [
        "home visit for {cid} done, windows are netted, all good",
        "{cid} adopter signed the contract today",
    ],
    "mix": ["{cid} 家访 done，已封窗 all good"],
}
CASE_FOLLOW = {
    "zh": ["{cid} 的领养人发照片来了 [图片]", "{cid} 在新家胖了一圈哈哈", "{cid} 回访了，一切都好"],
    "en": ["{cid}'s adopter sent pics, so fat now", "follow-up on {cid}: all good, settled in"],
    "mix": ["{cid} 在新家 so fat now 哈哈", "{cid} 回访了 all good"],
}
CASE_SAD = {
    "zh": ["{cid} 没挺过来，昨晚走了", "{cid} 今早走了，医生尽力了"],
    "en": ["{cid} didn't make it last night"],
}
SAD_REPEAT = ["一路走好", "一路走好🕯", "rest easy little one", "心疼"]
FEED = {
    "zh": [
        "{s}号点已喂，来了 {k} 只",
        "{s}号点喂好了，水也换了",
        "{s}号点今天少了一只，明天再看看",
        "{s}号点已喂 ✓",
    ],
    "en": [
        "station {s} fed, {k} cats showed up",
        "station {s} done, water changed",
        "fed station {s} ✓",
    ],
    "mix": ["{s}号点 fed ✓，来了 {k} 只", "{s}号点喂好了 water changed"],
}
WEEK_NOTICE = [
    "【群公告】本周投喂排班不变，有事请假提前找我，谢谢大家。",
    "【群公告】新进群的朋友请先看群文件里的救助流程和领养协议，谢谢。",
    "【群公告】天气转凉，各投喂点请检查窝和防雨布，缺东西找我。",
]
ADOPT_NOTICE = (
    "【群公告】本周六（{date}）领养日在{mall}，10:00-17:00，需要志愿者 8 人左右，下面接龙报名。"
)
ADOPT_DAY = {
    "zh": [
        "到场了，桌子摆好了",
        "今天人好多",
        "横幅挂好了",
        "义卖摊生意不错",
        "下雨了，人少了点",
        "有小朋友一直在摸猫，家长在旁边看着",
        "我去买水，要的说",
        "笼子都消过毒了",
    ],
    "en": [
        "here, setting up the table",
        "busy today!",
        "banner is up",
        "bake sale is doing well",
        "getting coffee, anyone want some?",
    ],
    "mix": ["到了 setting up", "今天人好多 so busy", "横幅 up 了", "去买 coffee，要的说"],
}
ADOPT_ARRIVE = {
    "zh": ["到了", "到了到了", "在停车，马上到", "我到了，先搬笼子", "地铁到了，五分钟"],
    "en": ["here!", "parking now, two min", "on my way up"],
    "mix": ["到了 setting up", "马上到 two min"],
}
ADOPT_WRAP = [
    "收摊了，今天 {k} 只有意向，义卖收入 {cost}",
    "今天辛苦大家了！{k} 只有意向，义卖收了 {cost}",
]
LEDGER = "【账目】{month}月 收入 {a} 元，支出 {b} 元，结余 {c} 元，明细见群文件"

# turns a member might send the bot: nothing about the group's past, no member named
CHATTER = [
    "猫咪多大可以打第一针疫苗？",
    "How long should a kitten stay with its mother?",
    "帮我写一段送养文案，小橘猫，三个月，很亲人",
    "What's the best way to introduce a new cat to a resident cat?",
    "狗狗误食了巧克力怎么办",
    "translate 'spay and neuter' into Chinese",
    "给我讲个冷笑话",
    "How do I build a cardboard shelter for outdoor cats in winter?",
    "猫瘟的潜伏期一般多久？",
    "what's 15% of 680?",
    "写一首关于流浪猫的短诗",
    "how do I say 'home visit' in Chinese?",
    "狗狗绝育后要注意什么",
    "推荐几本关于动物行为的书",
    "what's the difference between FIV and FeLV?",
    "怎么判断小猫几周大",
    "Can dogs eat grapes?",
    "给领养人的回访问题列个清单",
    "早上好呀",
    "晚安啦",
    "谢谢你",
    "你会说四川话吗",
    "帮我算一下 1260 减去 385",
    "How do I write a thank-you note to donors?",
    "冬天怎么给流浪猫保暖",
    "猫咪为什么会踩奶",
    "What temperature counts as a fever for a cat?",
    "帮我起草一份领养协议的要点",
    "How much wet food does a 2 kg kitten need a day?",
    "猫咪能喝牛奶吗",
    "how to calm a scared cat in a carrier",
    "给我推荐一部关于狗的电影",
    "写一条募捐的朋友圈文案",
    "what's the English word for 驱虫?",
    "小狗几个月可以洗澡",
    "Is lily toxic to cats?",
    "如何安全地给猫剪指甲",
    "how do I get cat pee smell out of a sofa?",
    "帮我把这句话翻译成英文：请先家访再领养",
    "how many hours do kittens sleep?",
    "今天星期几",
    "讲个关于猫的冷知识",
    "What vaccines do puppies need?",
    "怎么教狗狗握手",
    "what does TNR stand for?",
    "帮我想五个适合黑猫的名字",
    "猫咪呕吐毛球正常吗",
    "Can you explain how microchipping works?",
    "写一段领养日的活动介绍",
    "狗狗吃草是怎么回事",
    "how do I tell if a cat is male or female?",
    "给我一个猫粮过渡换粮的计划",
    "你觉得猫和狗哪个更聪明",
    "summarise the pros and cons of adopting a senior dog",
    "怎么给小猫做驱虫",
    "What's a good first aid kit for pets?",
    "帮我写一封感谢捐款人的邮件",
    "猫咪一天要喝多少水",
    "how do I stop a puppy from biting?",
    "流浪猫身上有跳蚤怎么处理",
    "成都十月一般多少度",
    "what's 3 kg in pounds?",
    "帮我算一下 45 乘以 12",
    "如何判断一只猫是不是绝育过",
    "Write a short poem about a rescue dog",
    "给新手铲屎官列个购物清单",
    "why do cats knead blankets?",
    "狗狗晕车怎么办",
    "How do I make a feeding schedule for three kittens?",
    "把「领养代替购买」翻译成英文",
    "猫咪的正常心率是多少",
    "good morning bot",
    "你好呀",
    "你是谁",
    "tell me a fun fact about dogs",
    "帮我写个周末领养日的海报标语",
    "猫为什么怕黄瓜",
    "How do I keep ants out of the cat food bowl?",
    "小猫拉稀要禁食吗",
    "what's the best way to clean a humane trap?",
    "帮我列一个志愿者培训大纲",
    "狗狗能吃苹果吗",
    "How long after spay can a cat eat?",
    "如何写一份救助案例的记录",
    "what should I ask a potential adopter?",
    "猫咪打完疫苗多久能洗澡",
    "给我讲讲猫的肢体语言",
    "dogs or cats, which live longer?",
    "帮我把 680、350、1260 加起来",
    "怎么防止猫抓沙发",
    "Explain ringworm in cats simply",
    "推荐一个适合新手的拍猫技巧",
    "一只成年猫一天吃多少克干粮",
    "how do I say 'thank you for adopting' in Sichuanese?",
    "写个早安问候",
]
# never-said questions naming no one: things nobody in the group had
NOBODY = [
    "谁家养了一只鹦鹉？",
    "谁在群里说过要开一家猫咖？",
    "谁救过一条蛇？",
    "谁去过泰国的大象保护营？",
    "谁在养羊驼？",
    "谁领养了一只兔子？",
    "Who adopted a rabbit?",
    "Which of us has a pet snake?",
    "Who volunteered at the elephant sanctuary in Thailand?",
    "Who wants to open a cat café?",
    "Who keeps chickens at home?",
    "Who fostered a litter of ferrets?",
    "谁家的狗会玩飞盘比赛？",
]
HOLIDAY = {
    27: ["国庆快乐！", "放假啦", "happy national day!", "国庆快乐 everyone"],
    29: ["中秋快乐！", "中秋快乐🥮", "happy mid-autumn!", "月饼吃了吗", "中秋快乐 月亮好圆"],
}


# -- the generator ------------------------------------------------------------------------


def _an(text: str) -> str:
    """ "a Outback" → "an Outback"."""
    return re.sub(r"\b([Aa]) ([AEIOU])", r"\1n \2", text)


def _day(t: float) -> int:
    return int((t - T0) // DAY)


def _weekend(d: int) -> bool:
    return d % 7 >= 5  # day 0 is a Monday


def _hours(who: str, d: int) -> Hours:
    return WEEKEND_HOURS[who] if _weekend(d) else WEEKDAY_HOURS[who]


def _gap(rng: random.Random, median: float) -> float:
    return median * math.exp(rng.gauss(0.0, 0.7))


def _poisson(rng: random.Random, lam: float) -> int:
    limit, k, p = math.exp(-lam), 0, 1.0
    while True:
        p *= rng.random()
        if p < limit:
            return k
        k += 1


def _date(d: int, lang: str) -> str:
    day = dt.date(2028, 9, 4) + dt.timedelta(days=d)
    return f"{day.month}月{day.day}日" if lang == "zh" else day.strftime("%b %d")


def _pick_lang(rng: random.Random, who: str) -> str:
    r = rng.random()
    return "en" if r < EN[who] else "mix" if r < EN[who] + MIX[who] else "zh"


def _pool(pool: dict[str, list[str]] | list[str], lang: str) -> list[str]:
    if isinstance(pool, list):
        return pool
    if lang in pool:
        return pool[lang]
    return pool["zh"] + pool.get("en", [])


class _Gen:
    """The records of the conversation being written: (time, member, text, fact, role)."""

    def __init__(self, rng: random.Random, bad: re.Pattern[str], off: set[tuple[str, int]]) -> None:
        self.rng, self.bad, self.off = rng, bad, off
        self.recs: list[tuple[float, str, str, int, str]] = []

    def add(self, t: float, who: str, text: str, k: int = -1, role: str = "") -> None:
        self.recs.append((t, who, _an(text), k, role))

    def on(self, who: str, t: float) -> bool:
        """Whether `who` is online at `t` (their hours, not a day off)."""
        d = _day(t)
        h = (t - T0) / HOUR - 24 * d
        if (who, d) not in self.off and any(a <= h < b for a, b in _hours(who, d)):
            return True
        return (who, d - 1) not in self.off and any(a <= h + 24 < b for a, b in _hours(who, d - 1))

    def online(self, t: float, but: tuple[str, ...] = ()) -> list[str]:
        return [m for m in MEMBERS if m not in but and self.on(m, t)]

    def pick(self, t: float, but: tuple[str, ...] = (), anyone: bool = False) -> str | None:
        """A member online at `t` (the chattier the likelier); anyone at all if asked."""
        there = self.online(t, but) or ([m for m in MEMBERS if m not in but] if anyone else [])
        if not there:
            return None
        return self.rng.choices(there, weights=[TALK[m] for m in there])[0]

    def line(self, t: float, who: str, pool: Any, lang: str = "", **fmt: Any) -> str:
        """An ordinary line from `pool` in `who`'s language, drawn again while a value
        would be in it; "" if none fits."""
        lang = lang or _pick_lang(self.rng, who)
        for _ in range(6):
            text = self.rng.choice(_pool(pool, lang))
            text = text.format(**fmt) if fmt else text
            if not self.bad.search(text):
                self.add(t, who, text)
                return text
        return ""

    def when(
        self, who: str, d: int, lo: float = 0.0, hi: float = 24.0, margin: float = 0.4
    ) -> float:
        """A time on day `d` within `who`'s hours (and `lo` to `hi`), `margin` hours before
        a window's end."""
        spans = [(max(a, lo), min(b, hi, 24.0) - margin) for a, b in _hours(who, d)]
        spans = [(a, b) for a, b in spans if b > a] or [(max(lo, 19.0), max(lo, 19.0) + 2.0)]
        a, b = self.rng.choices(spans, weights=[b - a for a, b in spans])[0]
        return T0 + d * DAY + self.rng.uniform(a, b) * HOUR

    def reply(
        self, t: float, but: tuple[str, ...], pool: Any, n: int = 1, median: float = 60.0
    ) -> float:
        """Up to `n` lines from `pool` by members online, after `t`; the last line's time."""
        for _ in range(n):
            who = self.pick(t, but)
            if who is None:
                break
            t += _gap(self.rng, median)
            self.line(t, who, pool)
            but = (*but, who)
        return t


def _facts(rng: random.Random) -> list[dict[str, Any]]:
    """Five members a topic, a member once a topic, five or six facts a member."""
    kinds = list(TOPICS)
    for _ in range(500):
        count = dict.fromkeys(MEMBERS, 0)
        facts: list[dict[str, Any]] = []
        order = kinds[:]
        rng.shuffle(order)
        for kind in order:
            used: set[str] = set()
            shapes = list(SHAPES_OF[kind])
            rng.shuffle(shapes)
            for shape in shapes:
                cands = [
                    m
                    for m in MEMBERS
                    if m not in used
                    and count[m] < 6
                    and not (shape == "notice" and m == OWNER)
                    and not (shape == "jielong" and m == ADMIN)
                ]
                if not cands:
                    break
                low = min(count[m] for m in cands)
                who = rng.choice([m for m in cands if count[m] == low])
                used.add(who)
                count[who] += 1
                facts.append({"kind": kind, "name": who, "uid": QQ[who], "shape": shape})
        if len(facts) == 5 * len(kinds):
            facts.sort(
                key=lambda f: (kinds.index(f["kind"]), SHAPES_OF[f["kind"]].index(f["shape"]))
            )
            return facts
    raise AssertionError("no assignment of members to facts")


def _value(rng: random.Random, kind: str, lang: str, taken: set[str]) -> str:
    """A value of the topic not yet taken, in a script the line can carry."""
    vals = [v for v in TOPICS[kind]["vals"] if v not in taken]
    if lang == "en":
        vals = [v for v in vals if v.isascii()]
    elif lang == "zh":
        han = [v for v in vals if not v.isascii()]
        if han and rng.random() < 0.75:
            vals = han
    v = rng.choice(vals)
    taken.add(v)
    return v


def _react(g: _Gen, t: float, n: str, p: float = 0.5) -> None:
    if g.rng.random() < p:
        g.reply(t, (n,), REACT, g.rng.randint(1, 2), median=50.0)


def _ask_lang(rng: random.Random, who: str) -> str:
    lang = _pick_lang(rng, who)
    return lang if lang != "mix" else rng.choice(("zh", "en"))


def _asker(g: _Gen, t: float, n: str) -> str:
    a = g.pick(t, (n,), anyone=True)
    assert a is not None
    return a


def _one(g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str]) -> None:
    n, tp, rng = f["name"], TOPICS[f["kind"]], g.rng
    lang = _pick_lang(rng, n)
    x = f["detail"] = _value(rng, f["kind"], lang, taken)
    t = g.when(n, d)
    g.add(t, n, rng.choice(tp["say"][lang]).format(x=x), k, "evidence")
    _react(g, t, n)


def _answer(
    g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str], quote: bool = False
) -> None:
    """Another member's @-question, answered within the hour by a terse line (as a reply
    quote when `quote`)."""
    n, tp, rng = f["name"], TOPICS[f["kind"]], g.rng
    lang = _pick_lang(rng, n)
    x = f["detail"] = _value(rng, f["kind"], lang, taken)
    t = g.when(n, d, margin=1.0)
    a = f["asker"] = _asker(g, t, n)
    q = tp["q"][_ask_lang(rng, a)].format(n=n)
    g.add(t, a, q, k, "ask")
    t2 = t + rng.uniform(1.5, 30.0) * MINUTE
    if rng.random() < 0.4:  # someone else's line between
        b = g.pick(t + 30, (n, a))
        if b:
            g.line(t + rng.uniform(20, t2 - t - 20), b, RESP)
    ans = rng.choice(TERSE[lang]).format(x=x)
    g.add(t2, n, f"[回复 {a}：{q}]\n{ans}" if quote else ans, k, "evidence")
    _react(g, t2, n, 0.4)


def _reply(g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str]) -> None:
    _answer(g, k, f, d, taken, quote=True)


def _late(g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str]) -> None:
    """The @-question put while the member is away, answered on a later day."""
    n, tp, rng = f["name"], TOPICS[f["kind"]], g.rng
    lang = _pick_lang(rng, n)
    x = f["detail"] = _value(rng, f["kind"], lang, taken)
    others = [m for m in MEMBERS if m != n]
    a, t = rng.choice(others), 0.0
    for _ in range(40):
        a = rng.choice(others)
        t = g.when(a, d)
        if not g.on(n, t):
            break
    f["asker"] = a
    g.add(t, a, tp["q"][_ask_lang(rng, a)].format(n=n), k, "ask")
    t2 = g.when(n, d + rng.choice((1, 1, 2)), lo=6.0, hi=23.0)
    ans = rng.choice(TERSE[lang]).format(x=x)
    g.add(t2, n, rng.choice(LATE[lang]).format(a=a, ans=ans), k, "evidence")
    _react(g, t2, n, 0.3)


def _correction(g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str]) -> None:
    """A wrong value said, corrected minutes later or the next day by a line holding both."""
    n, tp, rng = f["name"], TOPICS[f["kind"]], g.rng
    lang = _pick_lang(rng, n)
    x = f["detail"] = _value(rng, f["kind"], lang, taken)
    y = f["earlier"] = _value(rng, f["kind"], "en" if x.isascii() and lang != "zh" else lang, taken)
    t = g.when(n, d, margin=0.6)
    g.add(t, n, rng.choice(tp["say"][lang]).format(x=y), k, "earlier")
    if rng.random() < 0.35:
        g.reply(t, (n,), RESP, 1, median=40.0)
    if rng.random() < 0.6:
        t2, fix = t + rng.uniform(3.0, 25.0) * MINUTE, FIX_NOW
    else:
        t2, fix = g.when(n, d + 1), FIX_LATE
    g.add(t2, n, rng.choice(fix[lang]).format(x=x, y=y), k, "evidence")
    _react(g, t2, n, 0.3)


def _split(g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str]) -> None:
    """The topic in one line and the detail seconds later, both the evidence."""
    n, tp, rng = f["name"], TOPICS[f["kind"]], g.rng
    lang = _pick_lang(rng, n)
    x = f["detail"] = _value(rng, f["kind"], lang, taken)
    t = g.when(n, d)
    g.add(t, n, tp["topic"][lang], k, "evidence")
    t2 = t + rng.uniform(15.0, 70.0)
    if rng.random() < 0.4:
        b = g.pick(t, (n,))
        if b:
            g.add(t + rng.uniform(4.0, t2 - t - 4.0), b, rng.choice(NUDGE[_ask_lang(rng, b)]))
    g.add(t2, n, rng.choice(SPLIT_TAIL[lang]).format(x=x), k, "evidence")
    _react(g, t2, n)


def _reported(g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str]) -> None:
    """Another member says it to the member, who confirms without it."""
    n, tp, rng = f["name"], TOPICS[f["kind"]], g.rng
    t = g.when(n, d, margin=0.6)
    r = f["reporter"] = _asker(g, t, n)
    lang = _pick_lang(rng, r)
    x = f["detail"] = _value(rng, f["kind"], lang, taken)
    g.add(t, r, tp["report"][lang].format(n=n, x=x), k, "evidence")
    t2 = t + rng.uniform(0.5, 15.0) * MINUTE
    g.add(t2, n, rng.choice(CONFIRM[_pick_lang(rng, n)]), k, "confirm")
    _react(g, t2, n, 0.3)


def _notice(g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str]) -> None:
    """The owner's 【群公告】 naming the member and the detail; "收到"s after."""
    n, tp, rng = f["name"], TOPICS[f["kind"]], g.rng
    x = f["detail"] = _value(rng, f["kind"], "zh", taken)
    t = g.when(OWNER, d, lo=12.0)
    g.add(t, OWNER, tp["notice"].format(n=n, x=x), k, "evidence")
    g.reply(t, (OWNER,), NOTICE_ACK, rng.randint(2, 4), median=90.0)


def _jielong(g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str]) -> None:
    """A 接龙 list started by the admin, grown by others, closed by the member's entry."""
    n, tp, rng = f["name"], TOPICS[f["kind"]], g.rng
    x = f["detail"] = _value(rng, f["kind"], _pick_lang(rng, n), taken)
    header, pool = tp["list"]
    who = [ADMIN, *rng.sample([m for m in MEMBERS if m not in (n, ADMIN)], rng.randint(2, 5))]
    entries = rng.sample(pool, len(who))
    f["entries"] = [[m, e] for m, e in zip(who, entries, strict=True)]
    t = g.when(ADMIN, d, lo=18.0, margin=1.5)
    lines = [f"#接龙 {header}"]
    for i, (m, e) in enumerate(f["entries"]):
        lines.append(f"{i + 1}. {m} {e}")
        g.add(t, m, "\n".join(lines))
        t += _gap(rng, 6.0 * MINUTE)
    lines.append(f"{len(lines)}. {n} {x}")
    g.add(t, n, "\n".join(lines), k, "evidence")
    t += rng.uniform(20.0, 60.0) * MINUTE
    g.add(
        t, ADMIN, rng.choice(["接龙截止啦，谢谢大家", "好的截止了，我统计一下", "人齐了，截止～"])
    )


def _long(g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str]) -> None:
    """The detail in the middle of a long message of other news."""
    n, tp, rng = f["name"], TOPICS[f["kind"]], g.rng
    lang = _pick_lang(rng, n)
    x = f["detail"] = _value(rng, f["kind"], lang, taken)
    said = rng.choice(tp["say"][lang]).format(x=x)
    first, last = ("zh", "en") if lang == "mix" else (lang, lang)
    before = rng.sample(LONG_EXTRA[first], rng.randint(1, 2))
    after = rng.sample(LONG_EXTRA[last], rng.randint(1, 2))
    sep = {"zh": "，", "en": ", "}
    text = (
        rng.choice(LONG_OPEN[first])
        + sep[first].join(before)
        + sep[first]
        + said
        + sep[last]
        + sep[last].join(after)
        + ("。" if last == "zh" else ". ")
        + rng.choice(LONG_CLOSE[last])
    )
    t = g.when(n, d)
    g.add(t, n, text, k, "evidence")
    _react(g, t, n, 0.6)


def _voice(g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str]) -> None:
    """A voice message shown as QQ's transcription: fillers, no punctuation, the detail in it."""
    n, tp, rng = f["name"], TOPICS[f["kind"]], g.rng
    lang = _pick_lang(rng, n)
    x = f["detail"] = _value(rng, f["kind"], lang, taken)
    body = PUNCT.sub(" ", rng.choice(tp["say"][lang])).strip().format(x=x)
    text = re.sub(" +", " ", rng.choice(VOICE_OPEN[lang]) + body + rng.choice(VOICE_END[lang]))
    t = g.when(n, d)
    g.add(t, n, text, k, "evidence")
    _react(g, t, n, 0.4)


def _ask(g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str]) -> None:
    """The detail said in passing inside the member's own question to the group."""
    n, tp, rng = f["name"], TOPICS[f["kind"]], g.rng
    lang = _pick_lang(rng, n)
    x = f["detail"] = _value(rng, f["kind"], lang, taken)
    t = g.when(n, d, margin=0.8)
    g.add(t, n, tp["ask"][lang].format(x=x), k, "evidence")
    b = g.pick(t + 60.0, (n,), anyone=True)
    assert b is not None
    t2 = t + rng.uniform(1.0, 25.0) * MINUTE
    lang_b = _pick_lang(rng, b)
    g.add(t2, b, rng.choice(ASK_RESP[lang_b]), k, "resp")
    if rng.random() < 0.4:
        g.reply(t2, (n, b), ASK_RESP, 1, median=120.0)


SCRIPT = {
    "one": _one,
    "answer": _answer,
    "late": _late,
    "correction": _correction,
    "split": _split,
    "reported": _reported,
    "notice": _notice,
    "jielong": _jielong,
    "reply": _reply,
    "long": _long,
    "voice": _voice,
    "ask": _ask,
}


def _script(g: _Gen, k: int, f: dict[str, Any], taken: set[str]) -> None:
    d = g.rng.randint(1, DAYS - 4)
    SCRIPT[f["shape"]](g, k, f, d, taken)


def _evidence_days(g: _Gen, k: int) -> set[int]:
    return {_day(r[0]) for r in g.recs if r[3] == k and r[4] in ("evidence", "earlier", "ask")}


def _around(g: _Gen, k: int, f: dict[str, Any]) -> None:
    """The member's own lines on the topic on other days, none with the detail."""
    rng, n, tp = g.rng, f["name"], TOPICS[f["kind"]]
    if rng.random() > 0.55:
        return
    near = _evidence_days(g, k)
    days = [d for d in range(DAYS) if all(abs(d - e) >= 2 for e in near)]
    pool = {"zh": list(tp["around"]["zh"]), "en": list(tp["around"]["en"])}
    for d in sorted(rng.sample(days, 2 if rng.random() < 0.3 else 1)):
        lang = _ask_lang(rng, n)
        text = rng.choice(pool[lang])
        pool[lang].remove(text)
        t = g.when(n, d)
        g.add(t, n, text, k, "around")
        if rng.random() < 0.5:
            g.reply(t, (n,), RESP, 1)


def _passing(g: _Gen, facts: list[dict[str, Any]]) -> dict[str, set[str]]:
    """Others' lines on the topics in passing (three or four members a topic), and an
    @-question on each topic to a member with nothing to say on it, never answered."""
    rng = g.rng
    holders: dict[str, set[str]] = {}
    for kind, tp in TOPICS.items():
        has = {f["name"] for f in facts if f["kind"] == kind}
        free = [m for m in MEMBERS if m not in has]
        holders[kind] = set(rng.sample(free, rng.randint(3, 4)))
        for m in sorted(holders[kind]):
            lang = _ask_lang(rng, m)
            d = rng.randrange(DAYS)
            t = g.when(m, d)
            g.add(t, m, rng.choice(tp["passing"][lang]))
            if rng.random() < 0.5:
                g.reply(t, (m,), RESP, 1)
        quiet = [m for m in free if m not in holders[kind]]
        b = rng.choice(quiet)
        a = rng.choice([m for m in MEMBERS if m != b])
        for _ in range(30):
            t = g.when(a, rng.randrange(DAYS))
            if not g.on(b, t) and not g.on(b, t + HOUR):
                break
        g.add(t, a, tp["q"][_ask_lang(rng, a)].format(n=b))
        holders[kind + ":asked"] = {b}
    return holders


# -- the cases and the adoption days: the layout ------------------------------------------


def _cases(g: _Gen) -> dict[int, list[str]]:
    """The rescue cases, each a chain of stages over days: the report, the trapping that
    night (now and then failed and tried again), the vet the next morning, the bills, the
    updates while fostered, the listing, the adoption day it is taken to (its outcome
    said there), the home visit and the follow-up; a few end sadly. Returns the cases
    taken to each adoption day."""
    rng = g.rng
    shown: dict[int, list[str]] = {d: [] for d in ADOPTION_DAYS}
    n_cases = 26
    for i in range(n_cases):
        cid = f"#{i + 1:02d}"
        name = CASE_NAMES[i]
        desc, desc_en, animal = rng.choice(DESCS)
        spot, spot_en = rng.choice(SPOTS)
        lead = rng.choice(LEADS)
        fmt = {
            "cid": cid,
            "spot": spot,
            "spot_en": spot_en,
            "desc": desc,
            "desc_en": desc_en,
            "animal": animal,
        }
        d0 = min(DAYS - 2, int(i * (DAYS - 8) / n_cases) + rng.randint(0, 3))
        reporter = rng.choice([m for m in MEMBERS if m != lead])
        t = g.when(reporter, d0, hi=20.5, margin=0.2)
        g.line(t, reporter, CASE_REPORT, **fmt)
        t += _gap(rng, 8 * MINUTE)
        g.line(t, lead, CASE_TAKE)
        g.reply(t, (reporter, lead), CASE_REACT, rng.randint(0, 2))
        # the trapping, that night or the next, a helper along
        night = d0
        helper = rng.choice([m for m in TRAPPERS if m != lead])
        tries = 2 if rng.random() < 0.25 else 1
        for attempt in range(tries):
            tc = T0 + night * DAY + rng.uniform(20.5, 22.5) * HOUR
            g.add(tc, lead, f"出发了，{helper} 跟我一起" if rng.random() < 0.5 else "出发去抓猫了")
            tc += _gap(rng, 15 * MINUTE)
            g.line(tc, rng.choice((lead, helper)), CASE_CAPTURE, **fmt)
            tc += _gap(rng, 25 * MINUTE)
            if attempt < tries - 1:
                g.add(
                    tc,
                    lead,
                    "今晚没抓到，明天再来" if EN[lead] < 0.5 else "no luck tonight, again tomorrow",
                )
                night += 1
            else:
                g.add(
                    tc,
                    lead,
                    f"抓到了！！{cid} {name}进笼了" if EN[lead] < 0.5 else f"got it!! {cid} is in",
                )
                g.reply(tc, (lead,), CASE_REACT, rng.randint(1, 3), median=40.0)
        # the vet the next morning
        d1 = night + 1
        if d1 >= DAYS:
            continue
        tv = T0 + d1 * DAY + rng.uniform(9.0, 10.5) * HOUR
        nums = {
            "w": f"{rng.uniform(0.6, 4.5):.1f}",
            "temp": f"{rng.uniform(38.0, 39.9):.1f}",
            "cost": rng.randrange(300, 2400, 10),
            "cost2": rng.randrange(80, 400, 10),
            "g": rng.randrange(20, 90, 5),
            "cost3": rng.choice((50, 100, 200, 66, 88, 300)),
        }
        for _ in range(rng.randint(2, 3)):
            g.line(tv, lead, CASE_VET, **fmt, **nums)
            tv += _gap(rng, 20 * MINUTE)
        tn = T0 + d1 * DAY + 21.0 * HOUR
        if g.on(VET, tn) and rng.random() < 0.6:
            g.line(tn, VET, CASE_VET_NOTE, **fmt)
        tb = g.when(lead, d1, lo=12.0)
        g.line(tb, lead, CASE_COST, **fmt, **nums)
        g.line(g.when(TREASURER, min(d1 + 1, DAYS - 1)), TREASURER, TREASURER_ACK, **nums)
        for _ in range(rng.choice((0, 1, 1, 2))):
            who = rng.choice([m for m in MEMBERS if m != lead])
            g.line(
                g.when(who, min(d1 + rng.randint(0, 2), DAYS - 1)),
                who,
                DONATE,
                **fmt,
                cost3=rng.choice((50, 100, 200, 66, 88, 300)),
            )
        if rng.random() < 0.1:  # it did not make it
            ts = g.when(lead, min(d1 + rng.randint(1, 3), DAYS - 1))
            g.line(ts, lead, CASE_SAD, **fmt)
            for m in rng.sample([m for m in MEMBERS if m != lead], rng.randint(3, 5)):
                ts += rng.uniform(10.0, 90.0)
                g.add(ts, m, rng.choice(SAD_REPEAT))
            continue
        # fostered: updates every few days, then the listing
        dl = d1 + rng.randint(8, 15)
        du = d1 + rng.randint(2, 4)
        while du < min(dl, DAYS):
            nums["g"], nums["w"] = rng.randrange(20, 90, 5), f"{rng.uniform(0.8, 4.8):.1f}"
            tu = g.when(lead, du)
            g.line(tu, lead, CASE_UPDATE, **fmt, **nums)
            if rng.random() < 0.5:
                g.reply(tu, (lead,), CASE_REACT, 1)
            du += rng.randint(2, 4)
        if dl >= DAYS:
            continue
        poster = DESIGNER if rng.random() < 0.7 else lead
        sex, sex_en = rng.choice((("弟弟", "male"), ("妹妹", "female")))
        temper, temper_en = rng.choice(TEMPER)
        tl = g.when(poster, dl)
        g.line(
            tl,
            poster,
            CASE_LISTING,
            **fmt,
            name=name,
            sex=sex,
            sex_en=sex_en,
            age=rng.randint(2, 14),
            temper=temper,
            temper_en=temper_en,
        )
        g.reply(tl, (poster,), CASE_LISTING_REACT, rng.randint(1, 3), median=120.0)
        later = [d for d in ADOPTION_DAYS if d > dl]
        if later:
            shown[later[0]].append(cid)
            adopted, dv = rng.random() < 0.7, later[0] + rng.randint(3, 6)
        else:
            adopted, dv = rng.random() < 0.5, dl + rng.randint(4, 7)
        if adopted and dv < DAYS:
            g.line(g.when(lead, dv), lead, CASE_VISIT, **fmt)
            df = dv + rng.randint(7, 12)
            if df < DAYS:
                g.line(g.when(lead, df), lead, CASE_FOLLOW, **fmt)
    return shown


def _adoption_days(g: _Gen, shown: dict[int, list[str]]) -> None:
    """The fortnightly adoption days: the Monday notice, the volunteers' 接龙 over the week,
    the day at the mall (arrivals, the cases asked about, the stall) and the wrap-up."""
    rng = g.rng
    for j, d in enumerate(ADOPTION_DAYS):
        mon = d - 5
        t = g.when(OWNER, mon, lo=19.0)
        g.add(t, OWNER, ADOPT_NOTICE.format(date=_date(d, "zh"), mall=MALLS[j]))
        g.reply(t, (OWNER,), NOTICE_ACK, rng.randint(1, 3), median=120.0)
        crew = [ADMIN, *rng.sample([m for m in MEMBERS if m != ADMIN], rng.randint(5, 7))]
        lines = [f"#接龙 {_date(d, 'zh')}领养日志愿者"]
        tj = t + rng.uniform(10.0, 40.0) * MINUTE
        for i, m in enumerate(crew):  # a name or two an evening, Monday to Thursday
            if i:
                tj = max(tj + rng.uniform(60.0, 900.0), g.when(m, mon + min(3, i // 2), lo=12.0))
            lines.append(f"{i + 1}. {m}")
            g.add(tj, m, "\n".join(lines))
        # the day
        ta = T0 + d * DAY + 9.5 * HOUR
        g.add(
            ta, OWNER, f"我到{MALLS[j]}了，东西在搬" if rng.random() < 0.5 else "到了，大家慢慢来"
        )
        for m in rng.sample(crew, min(len(crew), 4)):
            ta += _gap(rng, 6 * MINUTE)
            g.line(ta, m, ADOPT_ARRIVE)
        tt = T0 + d * DAY + 10.5 * HOUR
        for cid in shown[d]:
            tt += rng.uniform(15.0, 60.0) * MINUTE
            g.line(tt, rng.choice(crew), CASE_ADOPT, cid=cid)
        for _ in range(rng.randint(4, 8)):
            tx = T0 + d * DAY + rng.uniform(10.5, 16.5) * HOUR
            who = rng.choice(crew)
            if rng.random() < 0.3:
                g.add(tx, who, rng.choice(PHOTO))
            else:
                g.line(tx, who, ADOPT_DAY)
            if rng.random() < 0.4:
                g.reply(tx, (who,), REACT, 1, median=90.0)
        tw = T0 + d * DAY + rng.uniform(17.0, 17.5) * HOUR
        k = sum(1 for _ in shown[d]) or rng.randint(1, 2)
        g.add(tw, OWNER, rng.choice(ADOPT_WRAP).format(k=k, cost=rng.randrange(600, 2000, 10)))
        line = rng.choice(["辛苦了！", "大家辛苦了", "辛苦了辛苦了"])
        for m in rng.sample([m for m in MEMBERS if m != OWNER], rng.randint(3, 5)):
            tw += rng.uniform(8.0, 60.0)
            g.add(tw, m, line)


def _calendar(g: _Gen) -> None:
    """The owner's Monday notices outside adoption weeks, the treasurer's monthly 账目,
    the holidays' greetings."""
    rng = g.rng
    for d in range(0, DAYS, 7):
        if d + 5 not in ADOPTION_DAYS:
            t = g.when(OWNER, d, hi=10.0)
            g.add(t, OWNER, rng.choice(WEEK_NOTICE))
            g.reply(t, (OWNER,), NOTICE_ACK, rng.randint(1, 2), median=200.0)
    for d, month in ((27, 9), (58, 10)):
        a = rng.randrange(4000, 12000, 10)
        b = rng.randrange(3000, a, 10)
        g.add(
            g.when(TREASURER, d, lo=20.0), TREASURER, LEDGER.format(month=month, a=a, b=b, c=a - b)
        )
    for d, pool in HOLIDAY.items():
        t = T0 + d * DAY + rng.uniform(9.0, 11.0) * HOUR
        for m in rng.sample(MEMBERS, rng.randint(5, 8)):
            t += _gap(rng, 3 * MINUTE)
            g.add(t, m, rng.choice(pool))


# -- the ordinary days ----------------------------------------------------------------------

SLOTS = [
    (7.0, 9.0, 1.0),
    (11.8, 13.6, 1.6),
    (14.0, 18.0, 1.0),
    (19.0, 21.0, 2.2),
    (21.0, 23.5, 2.6),
    (23.5, 25.5, 0.9),
]
KINDS = {
    "chat": 3.0,
    "life": 2.5,
    "repeat": 0.5,
    "ping": 0.9,
    "quote": 0.7,
    "long": 0.35,
    "photo": 0.8,
}


def _thread(g: _Gen, t: float, kind: str) -> None:
    rng = g.rng
    a = g.pick(t)
    if a is None:
        return
    if kind in ("chat", "life"):
        h = (t - T0) / HOUR % 24
        pool = LUNCH if kind == "life" and 11.5 <= h < 13.5 else CHAT if kind == "chat" else LIFE
        if not g.line(t, a, pool):
            return
        t2 = g.reply(t, (a,), RESP, rng.randint(1, 4), median=70.0)
        if t2 > t and rng.random() < 0.35:
            t = t2
            g.line(t + _gap(rng, 60.0), a, RESP)
    elif kind == "repeat":
        there = g.online(t)
        if len(there) < 3:
            return
        text = rng.choice(REPEAT)
        for m in rng.sample(there, min(len(there), rng.randint(3, 5))):
            g.add(t, m, text)
            t += rng.uniform(3.0, 40.0)
    elif kind == "ping":
        b = rng.choice([m for m in MEMBERS if m != a])
        g.line(t, a, AT_PING, lang=_ask_lang(rng, a), b=b)
        t2 = t + _gap(rng, 4 * MINUTE)
        if g.on(b, t2):
            g.line(t2, b, AT_ANS)
    elif kind == "quote":
        said = g.line(t, a, CHAT if rng.random() < 0.5 else LIFE)
        b = g.pick(t, (a,))
        if said and b:
            quote = said if len(said) <= 16 else said[:14] + "…"
            lang = _ask_lang(rng, b)
            g.add(
                t + _gap(rng, 3 * MINUTE), b, f"[回复 {a}：{quote}]\n{rng.choice(QUOTE_RESP[lang])}"
            )
    elif kind == "long":
        lang = _ask_lang(rng, a)
        sep = "，" if lang == "zh" else ", "
        text = (
            rng.choice(LONG_OPEN[lang])
            + sep.join(rng.sample(LONG_EXTRA[lang], rng.randint(3, 4)))
            + ("。" if lang == "zh" else ". ")
            + rng.choice(LONG_CLOSE[lang])
        )
        g.add(t, a, text)
        g.reply(t, (a,), RESP, rng.randint(1, 2), median=120.0)
    else:
        g.add(t, a, rng.choice(PHOTO))
        g.reply(t, (a,), REACT, rng.randint(1, 3), median=40.0)


def _fill(g: _Gen, scale: float) -> None:
    """Each day's ordinary talk at the members' hours: the morning's "早"s, the feeding
    rota's posts, threads (chat, life, 复读, @-questions, reply quotes, long messages,
    photos) and the goodnights."""
    rng = g.rng
    kinds, weights = list(KINDS), list(KINDS.values())
    for d in range(DAYS):
        base = T0 + d * DAY
        if rng.random() < 0.85:
            t = base + rng.uniform(6.8, 8.6) * HOUR
            for m in g.online(t)[: rng.randint(2, 5)]:
                t += _gap(rng, 90.0)
                g.line(t, m, GREET)
        for s, who in STATION.items():
            if rng.random() < 0.42:
                t = g.when(who, d)
                g.line(t, who, FEED, s=s, k=rng.randint(2, 9))
        n = _poisson(rng, scale * (8.5 if _weekend(d) else 7.0))
        for _ in range(n):
            a, b, _w = rng.choices(SLOTS, weights=[s[2] for s in SLOTS])[0]
            _thread(g, base + rng.uniform(a, b) * HOUR, rng.choices(kinds, weights)[0])
        if rng.random() < 0.75:
            t = base + rng.uniform(22.6, 24.6) * HOUR
            there = g.online(t)
            rng.shuffle(there)
            for m in there[: rng.randint(1, 4)]:
                t += _gap(rng, 100.0)
                g.line(t, m, NIGHT)


# -- the questions ----------------------------------------------------------------------------


def _questions(rng: random.Random, f: dict[str, Any], said: list[str]) -> None:
    """The three questions in their languages; a paraphrase tried in turn, in the other
    language only if none of its own fits."""
    tp, n, x = TOPICS[f["kind"]], f["name"], f["detail"]
    drop = (*MEMBERS, x, f.get("earlier", ""))
    ql = f["q_lang"]
    f["keyword"] = _an(rng.choice(tp["kw"][ql["keyword"]]).format(x=x))
    f["partial"] = rng.choice(tp["part"][ql["partial"]]).format(n=n)
    for lang in (ql["paraphrase"], _other(ql["paraphrase"])):
        options = list(tp["para"][lang])
        rng.shuffle(options)
        for o in options:
            q = o.format(n=n)
            if not any(_shares(q, s, drop) for s in said):
                f["paraphrase"], ql["paraphrase"] = q, lang
                return
    raise AssertionError(("no paraphrase fits", f["kind"], said))


def _other(lang: str) -> str:
    return "en" if lang == "zh" else "zh"


def _never(
    rng: random.Random,
    facts: list[dict[str, Any]],
    spare: dict[str, list[str]],
    holders: dict[str, set[str]],
) -> list[str]:
    """90 questions about things never said: 45 naming a member, 45 no one."""
    out: list[str] = []
    kinds = list(TOPICS)
    # a topic's question of a member who spoke of it only in passing
    passing = [(kind, m) for kind in kinds for m in sorted(holders[kind])]
    rng.shuffle(passing)
    seen: set[str] = set()
    for kind, m in passing:
        if len(out) == 15:
            break
        if kind in seen:
            continue
        seen.add(kind)
        out.append(rng.choice(TOPICS[kind]["part"][rng.choice(("zh", "en"))]).format(n=m))
    for kind, m in passing:
        if len(out) == 15:
            break
        q = rng.choice(TOPICS[kind]["part"][rng.choice(("zh", "en"))]).format(n=m)
        if q not in out:
            out.append(q)
    # a detail no line gives, of a member's topic
    for f in rng.sample(facts, 15):
        out.append(TOPICS[f["kind"]]["unknown"][rng.choice(("zh", "en"))].format(n=f["name"]))
    # a never-said value put to a member with no line on its topic
    for kind in rng.sample(kinds, 15):
        has = (
            {f["name"] for f in facts if f["kind"] == kind}
            | holders[kind]
            | holders[kind + ":asked"]
        )
        m = rng.choice([m for m in MEMBERS if m not in has])
        v = spare[kind].pop(rng.randrange(len(spare[kind])))
        out.append(_an(TOPICS[kind]["isq"][rng.choice(("zh", "en"))].format(n=m, v=v)))
    # no one named: never-said values, and things nobody had
    for kind in kinds:
        for _ in range(2):
            v = spare[kind].pop(rng.randrange(len(spare[kind])))
            out.append(_an(rng.choice(TOPICS[kind]["kw"][rng.choice(("zh", "en"))]).format(x=v)))
    out += rng.sample(NOBODY, 11)
    return out


def nineteenth_set(seed: int = 1919) -> Set:
    """The held-out nineteenth set (see the module's docstring)."""
    rng = random.Random(seed)
    every = [v for tp in TOPICS.values() for v in tp["vals"]]
    bad = re.compile(
        "|".join(re.escape(v) for v in sorted(every, key=len, reverse=True)), re.IGNORECASE
    )
    off = {
        (m, d) for d in range(-1, DAYS + 1) for m in MEMBERS if m != OWNER and rng.random() < 0.08
    }
    g = _Gen(rng, bad, off)
    facts = _facts(rng)
    taken: set[str] = set()
    for k in rng.sample(range(len(facts)), len(facts)):
        _script(g, k, facts[k], taken)
    for k, f in enumerate(facts):
        _around(g, k, f)
    holders = _passing(g, facts)
    _adoption_days(g, _cases(g))
    _calendar(g)
    scripted, scale = list(g.recs), 1.0
    for attempt in range(10):  # the days drawn again until about 3,000 lines
        g.recs = list(scripted)
        g.rng = random.Random(seed * 100 + attempt)
        _fill(g, scale)
        size = sum(1 for r in g.recs if T0 < r[0] < END - MINUTE)
        if 2900 <= size <= 3100:
            break
        scale *= 1 + 1.6 * (3000 - size) / size
    recs = sorted(
        ((i, r) for i, r in enumerate(g.recs) if T0 < r[0] < END - MINUTE),
        key=lambda x: (x[1][0], x[0]),
    )
    messages: list[Message] = []
    said_at: dict[float, str] = {}
    at = 0.0
    for _, (t, who, text, k, role) in recs:
        at = round(max(t, at + 1.0), 3)
        messages.append(_user(at, who, QQ[who], text))
        said_at[at] = text
        if k >= 0 and role:
            facts[k].setdefault("_" + role, []).append(at)
    for f in facts:
        f["evidence"] = sorted(f.pop("_evidence"))
        f["around"] = f.pop("_around", [])
        if f["shape"] in ("answer", "late", "reply"):
            f["asked_at"] = f.pop("_ask")[0]
        if f["shape"] == "correction":
            f["earlier_at"] = f.pop("_earlier")[0]
        f.pop("_confirm", None)
        f.pop("_resp", None)
        f["carrier"] = (
            OWNER
            if f["shape"] == "notice"
            else f.pop("reporter")
            if f["shape"] == "reported"
            else f["name"]
        )
        texts = [said_at[t] for t in f["evidence"]]
        line = (
            texts[-1].rsplit("\n", 1)[-1]
            if f["shape"] == "jielong"
            else " ".join(x.rsplit("\n", 1)[-1] for x in texts)
        )
        f["lang"] = _lang(line, (*MEMBERS, f.get("earlier", "")), f["detail"])
        f["rare"] = [f["detail"]]
    plain = [(k, c) for k, f in enumerate(facts) if f["lang"] != "mix" for c in CLASSES]
    crossed = set(rng.sample(plain, round(FLIP * len(plain))))
    for k, f in enumerate(facts):
        if f["lang"] == "mix":
            f["q_lang"] = {c: rng.choice(("zh", "en")) for c in CLASSES}
        else:
            f["q_lang"] = {
                c: _other(f["lang"]) if (k, c) in crossed else f["lang"] for c in CLASSES
            }
        _questions(rng, f, [said_at[t] for t in f["evidence"]])
    spare = {kind: [v for v in tp["vals"] if v not in taken] for kind, tp in TOPICS.items()}
    never = _never(rng, facts, spare, holders)
    chatter = rng.sample(CHATTER, 90)
    s = Set("nineteenth", messages, facts, never, chatter, classes=CLASSES, members=dict(QQ))
    _check(s, said_at)
    return s


def _answer_part(text: str) -> str:
    """An answer without its reply quote or its "just saw this" opening."""
    text = text.rsplit("\n", 1)[-1]
    for pool in LATE.values():
        for p in pool:
            head = p.split("{a}")[1].split("{ans}")[0]
            if head in text:
                text = text.split(head, 1)[1]
    return text


def _check(s: Set, said_at: dict[float, str] | None = None) -> None:
    """The set's own checks (see the module's docstring)."""
    texts, times, said_at = check_messages(s, said_at, T0, END, (2800, 3200))
    assert s.messages[0].created_at > START + 880 * DAY
    assert 80 <= len(s.facts) <= 90 and s.classes == CLASSES
    assert {f["shape"] for f in s.facts} == set(SHAPES)
    for kind, shapes in SHAPES_OF.items():  # the shapes fixed by topic
        assert sorted(f["shape"] for f in s.facts if f["kind"] == kind) == sorted(shapes), kind
    every = [v for tp in TOPICS.values() for v in tp["vals"]]
    of = {v: kind for kind, tp in TOPICS.items() for v in tp["vals"]}
    assert len({v.lower() for v in every}) == len(every), "every value its own"
    for v in every:
        assert not any(v.lower() in o.lower() for o in every if o != v), v
        assert not any(m.lower() in v.lower() or v.lower() in m.lower() for m in MEMBERS), v
    for tp in TOPICS.values():
        for e in tp.get("list", ("", []))[1]:
            assert not any(v.lower() in e.lower() or e.lower() in v.lower() for v in every), e
    assert len({(f["kind"], f["name"]) for f in s.facts}) == len(s.facts), "a member once a topic"
    per = {m: sum(f["name"] == m for f in s.facts) for m in MEMBERS}
    assert set(per.values()) <= {5, 6}, per
    low = [t.lower() for t in texts]
    index = {at: i for i, at in enumerate(times)}
    home: dict[str, list[float]] = {}
    for f in s.facts:
        x, n, ev, shape, c = f["detail"], f["name"], f["evidence"], f["shape"], f["carrier"]
        assert of[x] == f["kind"] and ev == sorted(ev) and all(at in index for at in ev), f
        assert len(ev) == (2 if shape == "split" else 1), f
        said = [said_at[at] for at in ev]
        for at in ev:
            assert f"] {c}({s.members[c]}): " in texts[index[at]], (c, at)
        assert (c == n) == (shape not in ("reported", "notice")), f
        assert shape != "notice" or c == OWNER, f
        assert f["uid"] == s.members[n] and x in f["keyword"] and f["rare"] == [x], f
        assert not any(m in f["keyword"] for m in MEMBERS), f["keyword"]
        for cls in ("partial", "paraphrase"):
            assert n in f[cls] and x.lower() not in f[cls].lower(), f[cls]
        drop = (*MEMBERS, x, f.get("earlier", ""))
        assert not any(_shares(f["paraphrase"], t, drop) for t in said), (f["paraphrase"], said)
        assert set(f["q_lang"]) == set(CLASSES) and f["lang"] in ("zh", "en", "mix")
        for cls in CLASSES:  # a question is in the language it is said to be in
            assert _lang(f[cls], drop) == f["q_lang"][cls], (f[cls], f["q_lang"])
        assert x in said[-1] and not any(x in t for t in said[:-1]), (x, said)
        for at in f["around"]:
            assert f"] {n}({f['uid']}): " in texts[index[at]] and x.lower() not in low[index[at]]
            assert at not in ev and all(abs(_day(at) - _day(e)) >= 2 for e in ev), f
        home[x] = [ev[-1]]
        words = TOPICS[f["kind"]]["words"]
        if shape in ("answer", "late", "reply", "split"):  # no topic word with the detail
            part = _answer_part(said[-1]).lower().replace(x.lower(), " ")
            assert not any(w.lower() in part for w in words), (said[-1], words)
        if shape in ("answer", "late", "reply"):
            a, asked = f["asker"], f["asked_at"]
            assert a != n and asked < ev[0] and f"@{n}" in said_at[asked], f
            assert f"] {a}({s.members[a]}): " in texts[index[asked]]
            if shape == "late":
                assert _day(ev[0]) > _day(asked), f
            else:
                assert ev[0] - asked < HOUR, f
            if shape == "reply":
                assert said[0].startswith(f"[回复 {a}：@{n} "), said
        if shape == "correction":
            y = f["earlier"]
            home[y] = [f["earlier_at"], ev[0]]
            assert of[y] == f["kind"] and y != x and f["earlier_at"] < ev[0]
            assert f"] {n}({f['uid']}): " in texts[index[f["earlier_at"]]]
            assert x.lower() not in low[index[f["earlier_at"]]] and y in said[0] and x in said[0]
        if shape == "split":
            assert ev[1] - ev[0] < 120, f
        if shape == "jielong":
            assert said[0].startswith("#接龙") and said[0].endswith(f"{n} {x}"), said
            assert [e for _, e in f["entries"]] == [
                ln.split(" ", 2)[2] for ln in said[0].split("\n")[1:-1]
            ], said
        if shape == "notice":
            assert said[0].startswith("【群公告】") and n in said[0] and c != n, said
        if shape == "long":
            i = said[0].index(x)
            assert len(said[0]) > 40 and i > 10 and len(said[0]) - i - len(x) > 10, said
        if shape == "voice":  # a transcription: its tag, then no punctuation
            tag = next(t for t in VOICE_TAGS if said[0].startswith(t))
            assert not PUNCT.search(_cut(said[0][len(tag) :], (x,))), said
        if shape == "ask":  # the member's own question, answered by another
            assert "?" in said[0] or "？" in said[0], said
            nxt = [
                i
                for i in range(index[ev[0]] + 1, min(index[ev[0]] + 40, len(times)))
                if times[i] - ev[0] < HOUR and f"] {n}(" not in texts[i]
            ]
            assert nxt, said
    # every value only where it belongs: a detail in its evidence, a wrong value in the line
    # that said it and the one that corrected it, any other value nowhere
    for v in every:
        hits = [at for at, t in zip(times, low, strict=True) if v.lower() in t]
        assert hits == home.get(v, []), (v, hits)
    cross = sum(
        1 for f in s.facts for ql in f["q_lang"].values() if f["lang"] != "mix" and ql != f["lang"]
    )
    plain = sum(1 for f in s.facts if f["lang"] != "mix") * len(CLASSES)
    assert 0.35 <= cross / plain <= 0.5, (cross, plain)
    for q in s.never:  # a never-said question's values are in no message
        assert not any(v.lower() in q.lower() for v in home), q
    check_questions(s, [*home])


def _line_langs(s: Set) -> dict[str, int]:
    import collections

    return dict(
        collections.Counter(_lang(m.text().split("): ", 1)[1], tuple(MEMBERS)) for m in s.messages)
    )


if __name__ == "__main__":
    import collections

    print(describe(nineteenth_set, "mix"))
    s = nineteenth_set()
    print("questions", len(s.facts) * len(CLASSES), "over", len(s.facts), "facts")
    print("per member", dict(collections.Counter(f["name"] for f in s.facts)))
    print("carriers other than the member:", sum(f["carrier"] != f["name"] for f in s.facts))
    print("shapes", dict(collections.Counter(f["shape"] for f in s.facts)))
    print("line langs", _line_langs(s))
