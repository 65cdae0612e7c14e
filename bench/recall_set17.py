"""A seventeenth evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code: nothing under mnemo/ (but mnemo/message.py, for the `Message`
constructor), mnemo_panel/, plugins/, tests/ or docs/ was opened, read or searched while writing
it, nor the README, bench/recall.py, bench/context.py, any other bench file's body, any note or
issue text, nor any figure or score of any set, and no git command was run; the recall code was
never run on this set and the set was never scored while it was written. It is not to be tuned
on; its figures are to be read once, at the end. What was read, and nothing else of the
repository: the names of the files in bench/; bench/recall_sets.py from its docstring to the end
of `second_set` (so `Set`, `_stamp`, `_user`, `DAY`, `START`, `_fits`, `_other`, `second_set`
and its tables) and from `stem` to the end (`stem`, `pairs`, `check_messages`,
`check_questions`, `describe`), with a grep's list of its top-level names; in
bench/recall_set16.py its module docstring and imports (its first 158 lines), a grep's list of
its top-level names (the first line of each, which shows the head of some of its tables), and
its lines from `sixteenth_set` to the end (`sixteenth_set`, `_answer_part`, `_check` and the
`__main__` block), for the shape of what is returned and checked; the openings (the first 2,500
characters) of the module docstrings of bench/recall_set4.py to recall_set15.py; the first 80
lines of mnemo/message.py (its head and the `Message` class, for its constructor) and a grep
of its top-level names; the ruff settings in pyproject.toml. The
generator below is its own.

It differs from the other sixteen (bench/recall.py's `first_set`, recall_sets' `second_set`,
`third_set` and `long_conversation`, recall_set4's sessions of a timeline, recall_set5's point
process, recall_set6's day of threads, recall_set7's windows of interleaved threads,
recall_set8's members' presence, recall_set9's working week's agenda, recall_set10's club
calendar, recall_set11's semester of scenes, recall_set12's family's meal-time slots,
recall_set13's incidents waiting on office hours, recall_set14's chain of the group's moods,
recall_set15's compound's event log, recall_set16's guild's weekly game calendar) in what it is
about and how it is laid out:

- the conversation is the QQ group of Chinese and overseas fans of a football club (Westport
  City, 西港城, "the Gulls") through the second half of a season, eight weeks from START + 809
  days (Monday 2028-03-20, after the sixteenth set's weeks) to Monday 05-15, laid out by the
  fixture list: the international break first (nine quiet days: national-team results and
  injury scares), then twelve fixtures on Beijing's clock: league Saturdays and Sundays (22:00,
  21:00, 23:30), the Europa League quarter- and semi-finals on Thursday nights in England, so
  03:00 on Friday in Beijing (the first leg's result drawn first and the second's drawn until
  the tie is won, so the semi-final is played), a Wednesday night league match in England
  (02:45 on Thursday in Beijing), the Cup
  semi-final at Wembley (Sunday 23:30), the derby week with Westport Albion (Monday 04-17 to
  the derby on Saturday 04-22 at 19:30, an early kick-off in England) and the run-in to the
  last day (Sunday 05-14, every ground at 23:00, other grounds' scores in the talk). Each match
  is drawn first, minute by minute (goals and who scored and assisted, an own goal now and
  then, penalties scored and missed, VAR checks that let a goal stand or rule it out, yellow
  and red cards, chances and saves, substitutions, half-time after the first half's added
  time, the second half, the added minutes and the final whistle), with who watches it (those
  online at kick-off mostly; at 03:00 the night-shift worker, the fans in London, New York and
  Vancouver and a few who stay up); each match day is then a run of threads: the morning's
  build-up (line-up guesses, odds, bets, predictions), the team news an hour before kick-off
  (the starting eleven with shirt numbers and the formation) and its reactions, who watches
  where (the bar owner's watch party, a dorm's phone, a dodgy stream; the season-ticket holder
  at the ground for home matches), the kick-off's "COYG!!!", the live burst following the
  match's own events ("进了！！！" / "GOAL!!!" said and said again by the watchers, 复读, then the
  scorer and the score; VAR; red cards; talk between the events, louder for the derby, the Cup
  semi-final, the last day and European nights), the ratings and arguments after the whistle,
  and the next morning's post-mortem. The days between are ordinary threads at their hours (a
  morning of "早"s, lunch, an afternoon when England wakes, one or two evenings, the small hours
  and the early morning), of transfer rumours, squad news and press conferences, tickets,
  fantasy-league deadlines, the table in the run-in and the derby's banter in its week, each
  with reactions, @-exchanges answered by the member named when online, and reply quotes
  "[回复 X：...]"; nothing while a match is on but the match. Each member's hours are their own
  (Beijing wall clock, so the fan in London is online from Beijing's afternoon to its small
  hours, the one in Sydney from its early morning to its evening), with a day off now and then.
  The threads' lengths are scaled until the weeks hold about 3,000 lines (3,072 with the
  default seed, 1,110 of them in the two hours after a kick-off, 238 on the derby's day, under
  25 a day in the international break); the times are strictly increasing, a second apart at
  least;
- numbers are everywhere (scores, minutes, xG, possession, ratings, odds, ticket prices, seat
  blocks, shirt numbers in the team news, transfer fees, points, goal difference, table
  positions), so a line with a number is no answer; every ordinary line is drawn again until no
  detail, wrong value or never-said value is in it;
- 17 members of their own: the group admin who posts 【群公告】 (老岳), the deputy admin who runs
  the 接龙 lists (小满, a graduate student), a bar owner in Chengdu who hosts the watch parties
  (大鹏), a night-shift worker (老周), a season-ticket holder in England who writes English
  (Gareth), a Chinese student in London (林子), fans in New York, Sydney and Vancouver (Mia_NYC,
  Josh_AU, Eddie陈), students (阿飞, a night owl; 糖糖), a punter (胖虎), a factory worker (钢蛋),
  a banker in Shenzhen (Sunny王), a designer (小鱼), a fan since the nineties who keeps early
  hours (张叔) and one in Hong Kong (Coco); each with their hours, how much they talk and their
  odds of an English and of a mixed line, so lines are about 60 % Chinese, 22 % English and
  18 % mixed (1,834, 688 and 550 with the default seed), with football words in both languages
  (VAR, xG, FPL, 点球, 乌龙, 补时, clean sheet, MOTM);
- 16 topics of their own, five facts each, 80 facts, a member at most once a topic, four or
  five facts a member, each with its own detail: the name printed on a new shirt, the bar they
  watch in, a favourite former player, the fantasy team's name, the city of an away trip, the
  hometown, the job, the dog's name, the car, the forfeit paid for a lost bet, a signed item
  owned, the other club secretly liked, a five-a-side injury, the forum username, the matchday
  drink, a tattoo;
- facts in eleven shapes, fixed by topic so the same with any seed (one 8, answer 7, late 7,
  correction 8, split 7, reported 7, notice 6, jielong 7, reply 7, long 7, aside 9): one message
  ("one"); another member's @-question answered within the hour by a terse line without the
  topic's words ("answer"); the same asked while the member is away and answered on a later day,
  "才看到" / "just seeing this" ("late"); a wrong value said by the member and corrected minutes
  later or the next day ("correction": the correcting line, holding both values, is the
  evidence); the topic in one line and the detail seconds later in the next, sometimes with
  another's "快说" between, both the evidence ("split"); another member stating it to the
  member, who confirms without it ("reported"); the admin's 【群公告】 naming the member
  ("notice"); the member's entry closing a 接龙 list (two batches of the shirt group-buy, two
  fantasy-league sign-ups, the forum IDs' list, the Cup semi-final's and the derby's watch
  parties at the bar: "jielong"); a reply quote of the @-question with the answer under it
  ("reply"); the detail in the middle of a long message of other news ("long"); and this set's
  own, the detail said in passing in the middle of a live match's burst, seconds after a goal,
  between the watchers' "进了！！！" and their next cheers ("aside": "我在{x}，整个店都炸了！",
  "{x} is barking at the telly lol"); in Chinese, English or mixed (a line's language is counted
  with the detail, the names and the football words cut out, a line of the detail alone taking
  the detail's script: with the default seed 44 zh, 22 en, 14 mix);
- near misses: each correction's wrong value, the members' own lines on their topic on other
  days without the detail (listed in "around": 44 facts, 57 lines with the default seed), the
  接龙 lists' other entries (players' names and numbers on shirts, other teams' names, drinks,
  IDs nobody has as a fact), others' lines on the topics in passing, and the matches' own lines
  full of names and numbers;
- questions in the third person, three classes, templates of this set's own: "keyword" carries
  the detail ("Whose dog is called {x}?", "谁的虎扑ID是{x}？"), "partial" names the member and
  the topic ("What car does {n} drive?", "{n}看球时一般喝什么？"), "paraphrase" names the member
  and shares no English content word (crudely stemmed, a stop list aside) and no two Chinese
  characters in a row with the evidence, names, the detail and a wrong value aside (checked in
  code; a topic's paraphrases are tried in turn until one shares nothing); 40 % of the
  questions of a Chinese or English evidence line asked in the other language (79 of 198 with
  the default seed; between 35 and 50 % checked);
- never-said questions, 90: 45 name a member (15 a topic's question of a member who spoke of
  the topic only in passing, 15 a detail no line gives of a member's topic (the dog's breed,
  the car's colour, the shirt's size, the tattoo's studio), 15 a never-said value put to a
  member with no line on its topic), 45 name no one (34 ask after a never-said value, 11 after
  things nobody had); 90 chatter turns a member might send the bot (the rules, football words,
  time zones, translations, notices and invitations to draft, greetings, advice), no member
  named, nothing asked about the group's past.

The set checks itself as it is built (`_check`): times a second apart at least within the eight
weeks and after START + 700 days, 2,800 to 3,200 messages, 80 facts, each topic's five in its
fixed shapes, every value (details, said or not, and wrong values) its own and none inside
another or a member's name or a list's other entry, a member once a topic and four or five
facts each, each detail (case aside) in its evidence and no other message, each wrong value in
the line that said it and the correction only, any other value nowhere, the evidence said by
the fact's carrier (an officer for "notice", another member for "reported", the member
otherwise), keyword questions carrying the detail, partial and paraphrase ones naming the member
and not the detail, paraphrases sharing nothing with the evidence, the "around" lines the
member's, without the detail and two days from it at least, an answer after its @-question by
another member (within the hour; a late one on a later day), terse answers and split second
lines without the topic's words, a split's two lines within two minutes and the detail in the
second, a 接龙 detail in the list's last entry, a notice's evidence a 【...】 line naming the
member, a long message's detail away from both its ends, an aside within three hours of a
kick-off with a goal's cry in the two minutes before it and another member's line in the two
minutes after, the share of questions across languages, no value of a message in a never-said
question, then recall_sets' `check_questions`. Run it from the repository's root (`python -m
bench.recall_set17`) to check it is deterministic for a seed, builds in under two seconds, and
to print its counts (and its lines' languages).

Each fact records its "evidence" (the created_at of the message(s) carrying it: two for a
split), "detail", "rare" (the detail: the word a keyword question carries), "kind" (the topic),
"name" and "uid" (the member it is about), "shape", "lang" ("zh", "en" or "mix": the evidence
line's), its questions ("keyword", "partial", "paraphrase") and their languages ("q_lang"),
"carrier" (who said it), "asker" and "asked_at" (for "answer", "late" and "reply"), "around"
(the created_at of the member's other lines on the topic, none with the detail) and, for a
correction, the wrong value ("earlier") and when it was said ("earlier_at"). Stamps are written
in the machine's local time (recall_sets' `_stamp`) and the days are laid out in UTC as
Beijing's wall clock, so they read as meant where the local time is UTC.
"""

from __future__ import annotations

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

BASE = 809  # 2028-03-20, a Monday: the international break's first week
DAYS = 57  # to Monday 2028-05-15, the night after the season's last match day
T0 = START + BASE * DAY
END = T0 + DAYS * DAY
HOUR = 3600.0
MINUTE = 60.0
CLASSES = ("keyword", "partial", "paraphrase")
FLIP = 0.4  # the share of questions in the other language than a zh or en evidence line
INTL = range(0, 9)  # the international break: Monday 03-20 to Tuesday 03-28
DERBY_WEEK = range(28, 34)  # Monday 04-17 to the derby on Saturday 04-22
RUN_IN = range(42, DAYS)  # the last four league rounds

# Members: name, QQ uid, weekday and weekend hours online (Beijing wall clock; past 24 is
# the small hours after), odds of an English and of a mixed line, how much they talk, tags.
PEOPLE = [
    ("老岳", 1902217, ((7.5, 9.0), (12.0, 13.5), (18.5, 24.5)), ((9.0, 25.5),),
     0.02, 0.08, 1.2, "admin officer beijing"),
    ("小满", 2385106, ((9.0, 12.5), (14.0, 18.0), (20.0, 26.0)), ((10.0, 27.0),),
     0.04, 0.22, 1.3, "officer lists student"),
    ("大鹏", 1466530, ((13.0, 27.5),), ((12.0, 28.0),),
     0.02, 0.06, 1.0, "bar chengdu"),
    ("老周", 2750318, ((15.5, 31.0),), ((15.5, 31.0),),
     0.0, 0.04, 0.9, "night"),
    ("Gareth", 3012447, ((14.5, 30.5),), ((14.0, 31.0),),
     0.93, 0.03, 1.1, "uk season"),
    ("林子", 2291804, ((16.0, 33.0),), ((17.0, 33.5),),
     0.3, 0.45, 1.0, "uk student"),
    ("Mia_NYC", 3318260, ((19.5, 36.0),), ((21.0, 37.0),),
     0.6, 0.3, 0.9, "us"),
    ("Josh_AU", 3405771, ((4.0, 21.5),), ((5.0, 22.0),),
     0.9, 0.05, 0.8, "au"),
    ("阿飞", 2158893, ((10.0, 13.0), (15.0, 28.0)), ((11.0, 28.5),),
     0.03, 0.15, 1.2, "student owl"),
    ("糖糖", 2602945, ((8.0, 9.0), (12.0, 14.0), (19.0, 25.0)), ((10.0, 25.5),),
     0.05, 0.3, 1.0, "student"),
    ("胖虎", 1733620, ((8.0, 9.5), (12.0, 14.0), (18.0, 25.0)), ((10.0, 26.0),),
     0.02, 0.1, 1.2, "bets"),
    ("钢蛋", 2840077, ((6.5, 7.5), (12.0, 13.0), (19.0, 24.0)), ((9.0, 24.5),),
     0.0, 0.05, 0.8, "factory"),
    ("Sunny王", 2977512, ((8.0, 9.0), (12.5, 13.5), (21.0, 25.0)), ((10.0, 25.0),),
     0.15, 0.4, 0.9, "finance"),
    ("小鱼", 2519346, ((10.0, 12.0), (14.0, 18.0), (21.0, 26.0)), ((11.0, 26.5),),
     0.05, 0.2, 0.9, "designer"),
    ("张叔", 1208854, ((5.5, 12.0), (15.0, 23.5)), ((5.5, 23.5),),
     0.0, 0.0, 0.8, "veteran"),
    ("Eddie陈", 3150628, ((22.0, 39.0),), ((23.0, 39.5),),
     0.45, 0.4, 0.8, "canada"),
    ("Coco", 2730419, ((8.0, 9.5), (12.5, 14.0), (19.0, 26.0)), ((10.0, 26.0),),
     0.25, 0.4, 0.9, "hongkong"),
]
MEMBERS = [p[0] for p in PEOPLE]
QQ = {p[0]: p[1] for p in PEOPLE}
WEEKDAY_HOURS = {p[0]: p[2] for p in PEOPLE}
WEEKEND_HOURS = {p[0]: p[3] for p in PEOPLE}
EN = {p[0]: p[4] for p in PEOPLE}
MIX = {p[0]: p[5] for p in PEOPLE}
TALK = {p[0]: p[6] for p in PEOPLE}
TAGS = {p[0]: set(p[7].split()) for p in PEOPLE}
OFFICERS = ["老岳", "小满"]
ADMIN = "老岳"

# -- the club and its fixtures -------------------------------------------------------------

CLUB = ("Westport City", "西港城")
MANAGER = "Moretti"
KEEPER = "Hartley"
SQUAD = {  # shirt number: name, the position's line (d, m or f)
    1: ("Hartley", "g"), 2: ("Duarte", "d"), 3: ("Whitlock", "d"), 4: ("Mensah", "d"),
    5: ("Kovac", "d"), 6: ("Ayoub", "m"), 8: ("Brandt", "m"), 10: ("Nakamura", "m"),
    14: ("Lindqvist", "m"), 9: ("Okafor", "f"), 11: ("Ferreira", "f"), 7: ("Danso", "f"),
    17: ("Pryce", "f"), 19: ("Ruiz", "d"), 23: ("Oduya", "m"),
}
PLAYERS = [v[0] for v in SQUAD.values()]
SQUAD_LINE = {v[0]: v[1] for v in SQUAD.values()}
NUMBER = {v[0]: n for n, v in SQUAD.items()}
OUTFIELD = [v[0] for v in SQUAD.values() if v[1] != "g"]
SCORERS = {"Okafor": 5, "Ferreira": 3, "Danso": 3, "Nakamura": 2, "Pryce": 2, "Brandt": 1,
           "Lindqvist": 1, "Kovac": 1, "Mensah": 0.5}
TARGETS = ["Van Aerde", "Tiago Lume", "Kasper Holm", "Idrissa Bah", "Nico Albrecht"]
OPPONENTS = {  # key: English name, Chinese name, how strong (goals they expect)
    "kingsmoor": ("Kingsmoor United", "金斯摩尔联", 1.2),
    "valdera": ("Sporting Valdera", "瓦尔德拉竞技", 1.1),
    "ashby": ("Ashby Town", "阿什比", 0.8),
    "redcliffe": ("Redcliffe City", "雷德克利夫城", 1.3),
    "dunmore": ("Dunmore Rangers", "邓莫尔流浪者", 0.9),
    "albion": ("Westport Albion", "阿尔比恩", 1.3),
    "radomir": ("FK Radomir", "拉多米尔", 1.2),
    "castlebridge": ("Castlebridge", "卡斯尔布里奇", 1.0),
    "pendle": ("Pendle Vale", "彭德尔谷", 0.9),
    "harrow": ("Harrow Forest", "哈罗森林", 1.0),
}
HEAT = {"albion": 2.0, "redcliffe": 1.8}  # how loud a match's live burst is (1: a league match)
COMPS = {"league": ("联赛", "league"), "europa": ("欧联", "Europa League"),
         "cup": ("足总杯半决赛", "the Cup semi")}
# (day, kick-off hour on Beijing's clock (past 24: the small hours after), competition,
# opponent, at home (None: a neutral ground))
FIXTURES = [
    (12, 22.0, "league", "kingsmoor", False),  # Saturday 04-01, 15:00 in England
    (17, 27.0, "europa", "valdera", True),  # Thursday 04-06 20:00 in England: 03:00 Friday
    (20, 21.0, "league", "ashby", True),  # Sunday 04-09
    (24, 27.0, "europa", "valdera", False),  # the quarter-final's second leg
    (27, 23.5, "cup", "redcliffe", None),  # Sunday 04-16 at Wembley, 16:30 in England
    (30, 26.75, "league", "dunmore", True),  # Wednesday 04-19, 19:45 in England
    (33, 19.5, "league", "albion", True),  # the derby, Saturday 04-22, 12:30 in England
    (38, 27.0, "europa", "radomir", False),  # the semi-final's first leg
    (41, 21.0, "league", "castlebridge", False),  # Sunday 04-30
    (45, 27.0, "europa", "radomir", True),
    (48, 23.5, "league", "pendle", False),  # Sunday 05-07
    (55, 23.0, "league", "harrow", True),  # Sunday 05-14: the last day, all at 16:00
]

# -- the topics --------------------------------------------------------------------------------
# Each topic: the words that name it (a terse answer has none of them), its values (a detail,
# a wrong value or a never-said one: drawn per fact, the rest never said), what the lines of
# each shape say ({n} the member, {x} the detail, {a} the asker), the member's lines on it
# without the detail ("around"), others' lines on it in passing, the three classes' question
# templates, and for the never-said questions a detail no line gives ("other") and a value
# put to a member ("probe", {v}).
SHAPES_OF = {
    "shirt": ("jielong", "jielong", "one", "split", "correction"),
    "pub": ("aside", "answer", "one", "late", "reply"),
    "legend": ("aside", "long", "reported", "reply", "one"),
    "fantasy": ("jielong", "jielong", "notice", "answer", "correction"),
    "away": ("long", "late", "split", "notice", "aside"),
    "hometown": ("answer", "late", "reported", "long", "one"),
    "job": ("reply", "correction", "split", "long", "answer"),
    "dog": ("one", "aside", "reported", "late", "split"),
    "car": ("answer", "correction", "long", "reply", "late"),
    "forfeit": ("notice", "notice", "reported", "aside", "correction"),
    "signed": ("notice", "one", "reply", "split", "aside"),
    "secret": ("reported", "late", "answer", "correction", "long"),
    "injury": ("aside", "split", "one", "reply", "correction"),
    "forum": ("jielong", "answer", "late", "one", "reply"),
    "drink": ("jielong", "jielong", "aside", "reported", "split"),
    "tattoo": ("long", "correction", "reported", "aside", "notice"),
}
SHAPES = ("one", "answer", "late", "correction", "split", "reported", "notice", "jielong", "reply",
          "long", "aside")

TOPICS: dict[str, dict[str, Any]] = {
    "shirt": {
        "words": ["球衣", "印", "shirt", "jersey", "kit", "print"],
        "values": ["BIG POTATO", "LAOMAO", "DUMPLING", "KAISER WU", "GUOGUO", "MR MIDNIGHT",
                   "XIAOBAI", "PANDA KICK", "TOFU KING", "ROCKET RAY", "HAIOU 99"],
        "say": {"zh": ["新球衣到了！背后印的{x}，号码自己编的", "球衣订好了，印{x}，下周发货"],
                "en": ["New home shirt arrived, got {x} printed on the back",
                       "Ordered the shirt with {x} on the back, can't wait"],
                "mix": ["新 shirt 到了，背后印 {x}，so proud", "球衣 custom 了 {x}，下周到"]},
        "intro": {"zh": ["新球衣背后印了个名字，你们猜"],
                  "en": ["Got a custom name printed on my new shirt, guess what"],
                  "mix": ["新球衣背后 custom 了个名字，guess"]},
        "list": ("球衣团购第{b}批（主场款，自定义印字）", "格式：名字 + 印字，周五截止",
                 ["OKAFOR 9", "BRANDT 8", "HARTLEY 1", "NAKAMURA 10", "FERREIRA 11", "不印字",
                  "DANSO 7", "MENSAH 4"]),
        "around": {"zh": ["新球衣洗了一次有点掉色", "球衣到了，队徽是绣的不是烫的，满意"],
                   "en": ["washed the new kit once and the sponsor's already peeling",
                          "shirt came, badge is stitched not heat pressed, happy"]},
        "passing": {"zh": ["今年主场球衣设计一般", "想买件客场球衣，有人拼单吗"],
                    "en": ["the away kit this year is gorgeous tbh", "kit launch was dull"]},
        "keyword": {"zh": ["谁的球衣背后印的是{x}？"],
                    "en": ["Whose shirt has {x} printed on the back?"]},
        "partial": {"zh": ["{n}的球衣背后印的什么名字？"],
                    "en": ["What name did {n} get printed on the shirt?"]},
        "paraphrase": {"zh": ["{n}那件新战袍后面是哪几个字母？", "{n}给自己定制的队服写了啥？",
                              "{n}新入手的战袍上绣着什么称呼？"],
                       "en": ["What lettering does {n}'s new top carry?",
                              "Which letters are stitched across {n}'s fresh top?"]},
        "other": {"zh": ["{n}的球衣买的什么尺码？"],
                  "en": ["What size did {n} order the shirt in?"]},
        "probe": {"zh": ["{n}的球衣是不是印的{v}？"],
                  "en": ["Did {n} get {v} printed on a shirt?"]},
    },
    "pub": {
        "words": ["酒吧", "酒馆", "bar", "pub"],
        "values": ["The Tin Whistle", "Kicks Bar", "The Ferryman", "Goalmouth Tavern",
                   "Red Lantern Pub", "The Crooked Crossbar", "The Lamplighter", "绿茵小馆",
                   "老码头酒馆", "九十分钟酒吧", "补时小酒馆"],
        "say": {"zh": ["我一般在{x}看球，投影大，啤酒便宜", "我看球基本都在{x}，老板也是球迷"],
                "en": ["I watch most games at {x}, big screen and cheap pints",
                       "{x} is my local for matches, landlord's a fan"],
                "mix": ["一般在 {x} 看球，atmosphere 很好", "我都去 {x}，big screen 超爽"]},
        "ask": {"zh": ["@{n} 你平时在哪个酒吧看球？", "@{n} 你们那边看球去哪家酒吧？"],
                "en": ["@{n} which pub do you usually watch at?",
                       "@{n} where do you go to watch the games, which bar?"]},
        "aside": {"zh": ["我在{x}，整个店都炸了！", "{x}里的人全站起来了哈哈哈"],
                  "en": ["whole of {x} just erupted!!", "{x} is absolutely bouncing"],
                  "mix": ["{x} 整个炸了 what scenes", "{x} 里面全站起来了 crazy"]},
        "around": {"zh": ["今晚还是去老地方看，占了个靠前的位置", "老地方今天人好多，差点没座"],
                   "en": ["heading to my usual spot for the game, saving a seat",
                          "usual place is rammed tonight, standing at the back"]},
        "passing": {"zh": ["有没有人知道哪家酒吧放英超？", "酒吧看球气氛好，就是太吵"],
                    "en": ["any pubs near the station showing the game?",
                           "pub viewing beats the sofa every time"]},
        "keyword": {"zh": ["谁一般在{x}看球？"], "en": ["Who usually watches the games at {x}?"]},
        "partial": {"zh": ["{n}一般在哪个酒吧看球？"],
                    "en": ["Which pub does {n} usually watch the matches in?"]},
        "paraphrase": {"zh": ["{n}常去哪家店里看比赛？", "{n}惯常泡在哪个馆子盯直播？"],
                       "en": ["Where does {n} tend to go for telly and a drink on game nights?",
                              "What venue does {n} frequent for matchday viewing?"]},
        "other": {"zh": ["{n}看球的那家店在哪条街？"],
                  "en": ["Which street is the bar where {n} watches on?"]},
        "probe": {"zh": ["{n}是不是常在{v}看球？"], "en": ["Does {n} watch the games at {v}?"]},
    },
    "legend": {
        "words": ["球员", "偶像", "legend", "player", "最喜欢", "favourite"],
        "values": ["Milan Radek", "Joel Brannigan", "Sami Okonkwo", "Luca Ferrandi",
                   "Tomas Kreuz", "Declan Foyle", "Yuri Semak", "范德胡克", "奥斯卡森", "老贝尔蒂",
                   "马塞利诺"],
        "say": {"zh": ["我最喜欢的老球员还是{x}，那脚任意球绝了", "要说偶像，永远是{x}"],
                "en": ["All-time favourite has to be {x}, nobody hit a free kick like him",
                       "my favourite ever player is still {x}"],
                "mix": ["最喜欢的 legend 永远是 {x}，GOAT", "偶像是 {x}，no debate"]},
        "ask": {"zh": ["@{n} 你心中最伟大的前球员是谁？"],
                "en": ["@{n} who's your favourite ex-player of ours?"]},
        "report": {"zh": ["@{n} 你最爱的是{x}吧，头像都是他"],
                   "en": ["@{n} your all-time favourite is {x}, isn't it? your avatar's him"]},
        "clause": {"zh": ["顺便说一句我最喜欢的老球员是{x}"],
                   "en": ["and yes my all-time favourite is still {x}"]},
        "aside": {"zh": ["这脚射门有{x}当年的味道了！", "恍惚间以为{x}回来了"],
                  "en": ["that strike was pure {x}!!", "proper {x} finish that"],
                  "mix": ["这球有 {x} 当年的 feel", "{x} 附体了 what a hit"]},
        "around": {"zh": ["翻到一段老录像，当年那批球员是真能踢", "今天又看了一遍二十年前的集锦"],
                   "en": ["found some old highlights from the 2000s, what a team that was",
                          "rewatching old season reviews on a slow night"]},
        "passing": {"zh": ["现在的球员跟当年的没法比", "老队长那代人才是真的硬"],
                    "en": ["they don't make players like the old ones anymore",
                           "kids today never saw the proper old team"]},
        "keyword": {"zh": ["谁最喜欢的老球员是{x}？"],
                    "en": ["Whose all-time favourite former player is {x}?"]},
        "partial": {"zh": ["{n}最喜欢的前球员是谁？"],
                    "en": ["Who is {n}'s favourite former player?"]},
        "paraphrase": {"zh": ["{n}心里排第一的退役名宿叫什么？", "{n}崇拜的那位已挂靴的人是谁？"],
                       "en": ["Which retired star does {n} rate above everyone?",
                              "Who is the hero of yesteryear that {n} idolises?"]},
        "other": {"zh": ["{n}最喜欢的老球员穿几号？"],
                  "en": ["What shirt number did {n}'s favourite old player wear?"]},
        "probe": {"zh": ["{n}最喜欢的老球员是{v}吗？"],
                  "en": ["Is {v} the favourite former player of {n}?"]},
    },
    "fantasy": {
        "words": ["fantasy", "fpl", "队名", "战队", "team name"],
        "values": ["Net Profit FC", "Pass Masters", "Offside Trappers", "Inverted Fullbacks",
                   "Sofa Tacticians", "Gegenpress Gang", "Bench Warmers XI", "盘带小王子",
                   "铁桶阵联队",
                   "熬夜冠军队", "佛系踢球队"],
        "say": {"zh": ["我 fantasy 队名改成{x}了", "fantasy 新赛季队名就叫{x}"],
                "en": ["Renamed my FPL team to {x}", "my fantasy side is called {x} now"],
                "mix": ["fantasy 队名改成 {x} 了 lol", "FPL 战队叫 {x}，cool 吧"]},
        "ask": {"zh": ["@{n} 你的 fantasy 队名叫啥？我加你联赛"],
                "en": ["@{n} what's your fantasy team called? want to add you"]},
        "notice": ["【群公告】fantasy 小联赛月度冠军：{n}，战队「{x}」，奖品球衣一件，下月继续",
                   "【群公告】本月 fantasy 排名第一：{n}（{x}），月底发奖"],
        "list": ("fantasy 小联赛{b}报名，写上战队名", "联赛码群文件里有，报完名记得加",
                 ["Fergie Time FC", "Parked Bus", "海鸥冲冲冲", "VAR Victims", "Tiki Taka Tuesday",
                  "Row Z Rockets", "无敌替补席", "Top Bins"]),
        "around": {"zh": ["这周 fantasy 又扣了4分，换人换出事", "fantasy 队长又选错了，气死"],
                   "en": ["took a -4 hit in FPL again, never learn",
                          "my FPL captain blanked again"]},
        "passing": {"zh": ["fantasy 截止前记得换队长", "fantasy 这游戏太伤身体了"],
                    "en": ["FPL deadline in 2 hours, don't forget your captain",
                           "fantasy is ruining my weekends"]},
        "keyword": {"zh": ["谁的 fantasy 战队叫{x}？"],
                    "en": ["Whose fantasy team is called {x}?"]},
        "partial": {"zh": ["{n}的 fantasy 队名是什么？"],
                    "en": ["What is {n}'s fantasy team called?"]},
        "paraphrase": {"zh": ["{n}在那个线上经理游戏里给阵容起了啥名？", "{n}的虚拟球会叫什么？"],
                       "en": ["What did {n} christen the squad in the online manager game?",
                              "Under which moniker does {n} enter the virtual manager contest?"]},
        "other": {"zh": ["{n}的 fantasy 总分现在多少？"],
                  "en": ["How many fantasy points does {n} have in total?"]},
        "probe": {"zh": ["{n}的 fantasy 队名是不是{v}？"],
                  "en": ["Is {n}'s fantasy team called {v}?"]},
    },
    "away": {
        "words": ["客场", "away", "trip", "飞去"],
        "values": ["Bilbao", "Gdansk", "Salzburg", "Rotterdam", "Glasgow", "Marseille", "Tbilisi",
                   "里斯本", "伊斯坦布尔", "那不勒斯", "布拉格"],
        "say": {"zh": ["最难忘的客场是去{x}那次，输了但是值"],
                "en": ["Best away trip I ever did was {x}, lost 2-0 but what a city"],
                "mix": ["最难忘的 away day 是 {x}，输了也值"]},
        "intro": {"zh": ["说起客场，我最远跑过一次，你们肯定想不到"],
                  "en": ["furthest away trip I've ever done, you won't believe it"],
                  "mix": ["最远的一次 away trip，你们 guess 一下"]},
        "ask": {"zh": ["@{n} 你跟过最远的客场是哪？"],
                "en": ["@{n} what's the furthest away trip you've been on?"]},
        "clause": {"zh": ["那年跟着球队去了{x}看客场"],
                   "en": ["did the away trip to {x} that year"]},
        "notice": ["【群公告】本周球迷故事：{n} 当年独自飞去{x}看客场的经历，已整理到群相册"],
        "aside": {"zh": ["上次这么激动还是在{x}客场", "比当年在{x}那个进球还爽"],
                  "en": ["haven't celebrated like that since {x}", "best moment since {x}"],
                  "mix": ["上次这么 hyped 还是在 {x}", "比 {x} 那次还 crazy"]},
        "around": {"zh": ["又想跟客场了，就是年假不够", "翻到以前跟客场的票根了"],
                   "en": ["itching for another away trip, just need the leave",
                          "found my old away ticket stubs in a drawer"]},
        "passing": {"zh": ["客场票是真难抢", "跟客场太烧钱了"],
                    "en": ["away tickets sold out in 10 minutes again",
                           "away days cost a fortune"]},
        "keyword": {"zh": ["谁去{x}跟过客场？"], "en": ["Who went on the away trip to {x}?"]},
        "partial": {"zh": ["{n}跟客场去过哪座城市？"],
                    "en": ["Which city did {n} travel to for an away game?"]},
        "paraphrase": {"zh": ["{n}出远门追随主队到过哪里？", "{n}为了看自家球会去了哪个外地城市？"],
                       "en": ["Where did {n} journey to follow the lads on the road?",
                              "Which foreign destination did {n} visit for a fixture?"]},
        "other": {"zh": ["{n}那趟客场花了多少钱？"], "en": ["How much did {n}'s away trip cost?"]},
        "probe": {"zh": ["{n}是不是去{v}跟过客场？"],
                  "en": ["Did {n} go to {v} for an away game?"]},
    },
    "hometown": {
        "words": ["老家", "家乡", "hometown", "grew up", "来自", "from"],
        "values": ["Grimsby", "Wagga Wagga", "Dundee", "Ballarat", "Zigong", "Truro", "Penzance",
                   "丹东", "景德镇", "鹤岗", "锦州"],
        "say": {"zh": ["我老家{x}的，那边连个看球的酒吧都没有"],
                "en": ["I'm from {x} originally, not exactly a football town"],
                "mix": ["我老家 {x} 的，football 氛围为零"]},
        "ask": {"zh": ["@{n} 你老家哪的来着？", "@{n} 你是哪里人啊？"],
                "en": ["@{n} where are you from originally?", "@{n} where did you grow up?"]},
        "report": {"zh": ["@{n} 你是{x}人对吧，听口音就像"],
                   "en": ["@{n} you grew up in {x}, right?"]},
        "clause": {"zh": ["五一要回{x}老家一趟"],
                   "en": ["heading back to {x} to see my folks in May"]},
        "around": {"zh": ["回老家的票买好了，到时候只能手机看球", "老家那边网太差，直播卡成PPT"],
                   "en": ["visiting my parents next month, their wifi is rubbish for streams",
                          "back home the only pub shows darts"]},
        "passing": {"zh": ["过年回老家看球真难，网太卡", "老家的人根本不懂足球"],
                    "en": ["my hometown mates think football is boring",
                           "grew up watching on a tiny tv"]},
        "keyword": {"zh": ["谁老家是{x}的？"], "en": ["Who is from {x} originally?"]},
        "partial": {"zh": ["{n}老家是哪里的？"], "en": ["Where is {n}'s hometown?"]},
        "paraphrase": {"zh": ["{n}是在什么地方长大的？", "{n}出生的那座城叫啥？"],
                       "en": ["Which town did {n} spend childhood in?",
                              "What place was {n} born and raised in?"]},
        "other": {"zh": ["{n}多少年没回老家了？"],
                  "en": ["How many years has it been since {n} last went home?"]},
        "probe": {"zh": ["{n}老家是不是{v}？"], "en": ["Is {n} originally from {v}?"]},
    },
    "job": {
        "words": ["工作", "上班", "job", "work", "职业"],
        "values": ["anaesthetist", "air traffic controller", "pastry chef", "tram driver",
                   "quantity surveyor", "dental hygienist", "locksmith", "地铁检修工",
                   "中学物理老师",
                   "宠物医生", "外卖站长"],
        "say": {"zh": ["我是做{x}的，所以周末经常排班"],
                "en": ["my job? {x}, so weekend shifts are a pain"],
                "mix": ["我是 {x}，shift 排得很乱"]},
        "intro": {"zh": ["换工作了，新工作你们肯定猜不到"],
                  "en": ["started a new job this week, bet you can't guess"],
                  "mix": ["换 job 了，你们 guess 一下"]},
        "ask": {"zh": ["@{n} 你是做什么工作的？老看你半夜在线"],
                "en": ["@{n} what do you do for work? you're always on at odd hours"]},
        "clause": {"zh": ["新工作是{x}，还在适应"], "en": ["the new job ({x}) is going ok"]},
        "around": {"zh": ["今天上班累成狗，回家就等开球了", "明天又要早班，今晚只看上半场"],
                   "en": ["long day at work, just want three points tonight",
                          "early shift tomorrow, first half only for me"]},
        "passing": {"zh": ["明天还要上班，下半场不看了", "上班摸鱼看转会新闻"],
                    "en": ["work in the morning, might skip the second half",
                           "checking transfer news under the desk at work"]},
        "keyword": {"zh": ["谁是做{x}的？"], "en": ["Who said their job is {x}?"]},
        "partial": {"zh": ["{n}是做什么工作的？"], "en": ["What does {n} do for a living?"]},
        "paraphrase": {"zh": ["{n}靠哪一行谋生？", "{n}的饭碗是什么？"],
                       "en": ["What is {n}'s profession?", "How does {n} earn a wage?"]},
        "other": {"zh": ["{n}在哪家单位上班？"], "en": ["Which company employs {n}?"]},
        "probe": {"zh": ["{n}是不是做{v}的？"], "en": ["Is {n}'s job {v}?"]},
    },
    "dog": {
        "words": ["狗", "dog", "pup", "汪"],
        "values": ["Pretzel", "Biscotti", "Juniper", "Marmalade", "Pickles", "Rolo", "Bramble",
                   "芝麻糊", "年糕", "豆包", "煤球"],
        "say": {"zh": ["我家狗叫{x}，每次进球都跟着叫"],
                "en": ["My dog {x} goes mental every time we score"],
                "mix": ["我家 dog 叫 {x}，very 吵"]},
        "intro": {"zh": ["给你们看看我家狗[图片]"], "en": ["meet my dog [图片]"],
                  "mix": ["我家 dog [图片] cute 吧"]},
        "ask": {"zh": ["@{n} 你家狗叫什么名字来着？"],
                "en": ["@{n} what's your dog's name again?"]},
        "report": {"zh": ["@{n} 你家狗是叫{x}吧？上次视频里听你喊了"],
                   "en": ["@{n} your dog's {x}, yeah? heard you shout it on the call"]},
        "aside": {"zh": ["{x}被我吓得钻沙发底下了哈哈", "{x}跟着我一起嚎"],
                  "en": ["{x} is barking at the telly lol", "{x} just leapt off the sofa with me"],
                  "mix": ["{x} 吓得 hide 到沙发底下 lol", "{x} 也在 bark 哈哈"]},
        "around": {"zh": ["遛完狗了，赶上开球", "狗子半夜要出门，只能错过下半场"],
                   "en": ["walked the dog at half time, missed nothing",
                          "dog wants out at kick-off, typical"]},
        "passing": {"zh": ["楼下的狗又在叫", "好想养条狗，可惜租房不让"],
                    "en": ["my neighbour's dog howls every time we concede lol",
                           "want a dog so badly, landlord says no"]},
        "keyword": {"zh": ["谁家的狗叫{x}？"], "en": ["Whose dog is called {x}?"]},
        "partial": {"zh": ["{n}家的狗叫什么？"], "en": ["What's the name of {n}'s dog?"]},
        "paraphrase": {"zh": ["{n}养的那只宠物怎么称呼？", "{n}的毛孩子名字是啥？"],
                       "en": ["What does {n} call the family pet?",
                              "How is {n}'s four-legged friend known?"]},
        "other": {"zh": ["{n}家的狗是什么品种？"], "en": ["What breed is {n}'s dog?"]},
        "probe": {"zh": ["{n}家的狗是不是叫{v}？"], "en": ["Is {n}'s dog called {v}?"]},
    },
    "car": {
        "words": ["车", "car", "drive", "开车"],
        "values": ["Skoda Octavia", "Volvo V70", "Mini Cooper", "Subaru Forester", "Mazda MX-5",
                   "Ford Fiesta", "Kia Ceed", "五菱宏光", "比亚迪海豹", "老捷达", "长城哈弗"],
        "say": {"zh": ["我开的是{x}，去客场拉四个人没问题"],
                "en": ["I drive a {x}, fits four of us for away days"],
                "mix": ["我开 {x}，road trip 没问题"]},
        "ask": {"zh": ["@{n} 你开什么车？去球场那天能不能捎我"],
                "en": ["@{n} what car have you got? can you give me a lift on Saturday?"]},
        "clause": {"zh": ["新提了辆{x}"], "en": ["picked up a {x} last week"]},
        "around": {"zh": ["车又送去保养了，这周只能坐地铁", "开车去球场堵了一个半小时"],
                   "en": ["car's in the garage again, bus to the game it is",
                          "sat in traffic for ninety minutes after the match"]},
        "passing": {"zh": ["球场附近停车太难了", "打车去酒吧，喝了不能开车"],
                    "en": ["parking near the ground is a nightmare", "never drive to a derby"]},
        "keyword": {"zh": ["谁开的是{x}？"], "en": ["Who drives a {x}?"]},
        "partial": {"zh": ["{n}开的是什么车？"], "en": ["What car does {n} drive?"]},
        "paraphrase": {"zh": ["{n}平时代步用的是哪款？", "{n}的座驾是啥牌子型号？"],
                       "en": ["Which motor does {n} own?",
                              "What vehicle is {n} behind the wheel of?"]},
        "other": {"zh": ["{n}的车是什么颜色？"], "en": ["What colour is {n}'s car?"]},
        "probe": {"zh": ["{n}开的是不是{v}？"], "en": ["Does {n} drive a {v}?"]},
    },
    "forfeit": {
        "words": ["赌", "输了", "bet", "lost", "愿赌服输"],
        "values": ["pink tutu", "haggis supper", "mankini karaoke", "shaved eyebrow", "green hair",
                   "ice bath", "clown wig", "剃了光头", "请全群喝奶茶", "倒立喝啤酒", "穿女仆装"],
        "say": {"zh": ["上周赌输了，惩罚是{x}，认了"],
                "en": ["Lost the bet, the forfeit is {x}, fair enough"],
                "mix": ["bet 输了，惩罚是 {x}，认了"]},
        "report": {"zh": ["@{n} 愿赌服输啊，说好的{x}呢"],
                   "en": ["@{n} you lost the bet mate, where's the {x}?"]},
        "notice": ["【群公告】德比赌约执行情况：{n} 已兑现——{x}，照片见群相册，大家监督",
                   "【群公告】上周赌局结算：{n} 输了，惩罚{x}已完成，视频在群文件"],
        "aside": {"zh": ["还顶着赌输的{x}看球呢，进了也值了"],
                  "en": ["still in the {x} from the bet and we've scored lol"],
                  "mix": ["顶着 {x} 看球 but we scored 值了"]},
        "around": {"zh": ["以后再也不乱打赌了", "赌约的事别提了，丢人"],
                   "en": ["never betting against my own team again", "still paying for that bet"]},
        "passing": {"zh": ["赌一顿烧烤，这场2-1", "谁敢跟我赌一把"],
                    "en": ["fiver says we win by two", "who wants a bet on the derby"]},
        "keyword": {"zh": ["谁赌输以后兑现了{x}？"], "en": ["Who paid off a lost bet with {x}?"]},
        "partial": {"zh": ["{n}赌输了之后付出了什么代价？"],
                    "en": ["What did {n} have to do after losing the bet?"]},
        "paraphrase": {"zh": ["{n}押错比分受了什么罚？", "{n}猜错结果被怎么处置了？"],
                       "en": ["What penalty did {n} pay for the wrong wager?",
                              "Which punishment was {n} handed for a failed wager?"]},
        "other": {"zh": ["{n}那次赌的是哪场比赛？"], "en": ["Which match was {n}'s lost bet on?"]},
        "probe": {"zh": ["{n}赌输了是不是{v}？"], "en": ["Did {n} pay a bet off with {v}?"]},
    },
    "signed": {
        "words": ["签名", "signed", "autograph"],
        "values": ["corner flag", "captain's armband", "matchday programme", "training bib",
                   "shin pads", "goalkeeper gloves", "dugout seat", "队长袖标", "门将手套",
                   "护腿板",
                   "比赛用球"],
        "say": {"zh": ["晒一下我的签名{x}[图片]，镇宅之宝"],
                "en": ["my signed {x} is finally framed [图片]"],
                "mix": ["晒一下签名 {x} [图片] my treasure"]},
        "intro": {"zh": ["搬家翻出来一件签名的宝贝"],
                  "en": ["found my prized signed thing while moving"],
                  "mix": ["搬家翻出一件 signed 的宝贝"]},
        "ask": {"zh": ["@{n} 你那件签名的宝贝是什么来着？"],
                "en": ["@{n} what's that signed thing you've got on the wall?"]},
        "notice": ["【群公告】建群五周年抽奖结果：签名{x}由 {n} 抽中，已寄出，请注意查收"],
        "aside": {"zh": ["抱着我的签名{x}看的，灵！"],
                  "en": ["holding my signed {x} for luck and it worked!"],
                  "mix": ["抱着签名 {x} 看的，lucky charm"]},
        "around": {"zh": ["签名的宝贝挂客厅了，每次输球都想摘下来", "那件签名的东西要不要去装裱"],
                   "en": ["moved my signed stuff to the study, too much glare",
                          "thinking of getting my signed bits insured lol"]},
        "passing": {"zh": ["签名球衣现在闲鱼上都炒到两千了", "签名会排了三个小时"],
                    "en": ["signed stuff on eBay is silly money now",
                           "queued two hours for an autograph once"]},
        "keyword": {"zh": ["谁有一件签名{x}？"], "en": ["Who owns a signed {x}?"]},
        "partial": {"zh": ["{n}收藏的签名物是什么？"], "en": ["What signed item does {n} own?"]},
        "paraphrase": {"zh": ["{n}手里那件有亲笔字迹的宝贝是啥？",
                              "{n}珍藏的带球星笔迹的物件叫啥？",
                              "{n}收着的哪样藏品上留有球员亲笔？"],
                       "en": ["Which autographed treasure hangs in {n}'s home?",
                              "What memorabilia with a player's scrawl does {n} keep?"]},
        "other": {"zh": ["{n}那件签名物是谁签的？"],
                  "en": ["Whose signature is on {n}'s signed item?"]},
        "probe": {"zh": ["{n}是不是有签名{v}？"], "en": ["Does {n} have a signed {v}?"]},
    },
    "secret": {
        "words": ["偷偷", "第二支持", "second team", "secretly", "soft spot"],
        "values": ["St. Pauli", "Boca Juniors", "Union Berlin", "Galatasaray", "Napoli",
                   "Feyenoord", "Sturm Graz", "长春亚泰", "多特蒙德", "凯尔特人", "毕尔巴鄂竞技"],
        "say": {"zh": ["说个秘密，我其实偷偷也喜欢{x}"],
                "en": ["confession: I've got a soft spot for {x}"],
                "mix": ["confession，我偷偷也喜欢 {x}"]},
        "ask": {"zh": ["@{n} 除了我们你还偷偷支持哪个队？"],
                "en": ["@{n} who's your secret second team?"]},
        "report": {"zh": ["@{n} 你是不是偷偷粉{x}？朋友圈都看到了"],
                   "en": ["@{n} you secretly follow {x}, don't you? saw the scarf"]},
        "clause": {"zh": ["另外承认一下我偷偷关注{x}"],
                   "en": ["also I'll admit I check {x}'s results every week"]},
        "around": {"zh": ["周末除了看我们，还顺便看了场别的联赛", "第二支持的那队昨晚也赢了，双喜"],
                   "en": ["watched a bit of another league last night, don't tell anyone",
                          "my other lot won too, good weekend"]},
        "passing": {"zh": ["第二支持的球队这种事，谁没有呢", "只爱一个队，别的都不看"],
                    "en": ["everyone's got a second team, don't lie", "one club, no second team"]},
        "keyword": {"zh": ["谁偷偷喜欢{x}？"], "en": ["Who has a soft spot for {x}?"]},
        "partial": {"zh": ["{n}私下还支持哪支球队？"],
                    "en": ["Which other club does {n} secretly support?"]},
        "paraphrase": {"zh": ["{n}心里藏着的另一个主队是哪家？",
                              "{n}暗中关心成绩的另外一家俱乐部是？"],
                       "en": ["What other side does {n} quietly cheer on?",
                              "Which rival outfit does {n} privately root for?"]},
        "other": {"zh": ["{n}是什么时候开始喜欢那支球队的？"],
                  "en": ["Since when has {n} liked that other club?"]},
        "probe": {"zh": ["{n}是不是偷偷喜欢{v}？"], "en": ["Does {n} secretly support {v}?"]},
    },
    "injury": {
        "words": ["受伤", "伤", "injury", "injured", "五人制", "five-a-side", "5-a-side"],
        "values": ["cracked rib", "dislocated thumb", "sprained wrist", "broken toe", "black eye",
                   "chipped tooth", "split lip", "锁骨骨折", "跟腱发炎", "脚趾骨裂", "手腕脱臼"],
        "say": {"zh": ["周四踢五人制，{x}，这周只能躺着看球了"],
                "en": ["five-a-side on Thursday, ended up with a {x}"],
                "mix": ["five-a-side 又挂了，{x}，只能躺平看球"]},
        "intro": {"zh": ["踢五人制又挂彩了"], "en": ["five-a-side went badly last night"],
                  "mix": ["five-a-side 又挂彩了"]},
        "ask": {"zh": ["@{n} 听说你踢球受伤了？伤哪了"],
                "en": ["@{n} heard you got hurt at five-a-side, what happened?"]},
        "aside": {"zh": ["跳起来庆祝，{x}又疼了哈哈"],
                  "en": ["jumped off the sofa, my {x} did not enjoy that"],
                  "mix": ["跳太高了，{x} 又疼了 worth it"]},
        "around": {"zh": ["伤还没好，下周的五人制又去不了", "理疗师说还要养两周"],
                   "en": ["still can't play five-a-side, physio says two more weeks",
                          "back at physio this morning, slow progress"]},
        "passing": {"zh": ["周末谁去踢五人制？缺两个", "年纪大了踢球容易伤"],
                    "en": ["anyone up for five-a-side on Sunday?",
                           "five-a-side is a contact sport now"]},
        "keyword": {"zh": ["谁踢五人制落下了{x}？"], "en": ["Who got a {x} playing five-a-side?"]},
        "partial": {"zh": ["{n}踢五人制伤到了哪？"],
                    "en": ["What injury did {n} pick up at five-a-side?"]},
        "paraphrase": {"zh": ["{n}在小场地比赛里出了什么状况？", "{n}业余踢球时身体哪里挂彩了？",
                              "{n}跟朋友踢野球弄坏了哪里？"],
                       "en": ["What did {n} hurt during the kickabout?",
                              "Which body part did {n} damage in the weekly kickabout?"]},
        "other": {"zh": ["{n}的伤要养几周？"],
                  "en": ["How many weeks will {n} be out with the knock?"]},
        "probe": {"zh": ["{n}踢球是不是弄了个{v}？"], "en": ["Did {n} get a {v} at five-a-side?"]},
    },
    "forum": {
        "words": ["虎扑", "id", "论坛", "username", "forum"],
        "values": ["sofa_ultra", "gull_on_tour", "nightkickoff", "xg_merchant", "row_z_rocket",
                   "deadline_dan", "pitchside_pete", "西港老炮儿", "卡位大师", "边路闪电",
                   "熬夜看球人"],
        "say": {"zh": ["我虎扑ID是{x}，欢迎互关"],
                "en": ["my forum username is {x} if anyone wants to follow"],
                "mix": ["虎扑 ID 是 {x}，follow 一下"]},
        "ask": {"zh": ["@{n} 你虎扑ID叫啥？我关注一下"],
                "en": ["@{n} what's your username on the forum?"]},
        "list": ("群友虎扑ID登记{b}，互相关注一下", "格式：群名 + ID",
                 ["海鸥之翼", "gull_forever", "Moretti下课", "夜猫看球", "stat_padder",
                  "westport_til_i_die", "替补席常客"]),
        "around": {"zh": ["虎扑上又被喷了，懒得回", "在虎扑发的帖子火了，回复两百多"],
                   "en": ["got into an argument on the forum again, logging off",
                          "my forum post about the midfield blew up"]},
        "passing": {"zh": ["虎扑那帖子笑死我了", "论坛上都在骂主帅"],
                    "en": ["the forum is in meltdown after that result",
                           "forum's a cesspit tonight"]},
        "keyword": {"zh": ["谁的虎扑ID是{x}？"], "en": ["Whose forum username is {x}?"]},
        "partial": {"zh": ["{n}的虎扑ID是什么？"], "en": ["What is {n}'s username on the forum?"]},
        "paraphrase": {"zh": ["{n}在那个体育社区上的网名叫什么？", "{n}上网发帖用的昵称是啥？"],
                       "en": ["Which handle does {n} post under online?",
                              "What online alias does {n} use on the message board?"]},
        "other": {"zh": ["{n}在虎扑注册几年了？"],
                  "en": ["How long has {n} had the forum account?"]},
        "probe": {"zh": ["{n}的虎扑ID是不是{v}？"], "en": ["Is {n}'s forum username {v}?"]},
    },
    "drink": {
        "words": ["喝", "drink", "pint", "酒", "饮"],
        "values": ["shandy", "Irish coffee", "ginger beer", "mulled cider", "Vimto", "cherry cola",
                   "lemon squash", "冰镇酸梅汤", "乌龙茶", "枸杞泡水", "菊花茶"],
        "intro": {"zh": ["看球必备的那一杯，我雷打不动就那一样"],
                  "en": ["my matchday drink never changes"],
                  "mix": ["看球必备 drink，永远那一样"]},
        "report": {"zh": ["@{n} 你看球必点{x}是吧，给你留了"],
                   "en": ["@{n} it's {x} for you as usual, right?"]},
        "aside": {"zh": ["进了！{x}洒了一桌"], "en": ["spilled my {x} everywhere!!"],
                  "mix": ["{x} 洒了一身 worth it"]},
        "list": ("{b}观赛@鹏哥店里，报名+点单", "人数定了好留座，先到先坐",
                 ["扎啤", "可乐", "Tsingtao", "苏打水", "精酿IPA", "红茶", "雪碧"]),
        "around": {"zh": ["今晚不喝了，明天还要早起", "看球的时候手边没杯东西不习惯"],
                   "en": ["on the soft drinks tonight, early start tomorrow",
                          "can't watch a match without something in hand"]},
        "passing": {"zh": ["鹏哥店里的扎啤又涨价了", "看球喝酒伤身"],
                    "en": ["pints are £7 at the ground now, daylight robbery",
                           "dry April, never again"]},
        "keyword": {"zh": ["谁看球时必点{x}？"], "en": ["Who always orders {x} on matchday?"]},
        "partial": {"zh": ["{n}看球时一般喝什么？"],
                    "en": ["What does {n} usually drink during matches?"]},
        "paraphrase": {"zh": ["{n}比赛夜杯子里通常装的是啥？",
                              "{n}守着直播时手边放着哪种东西解渴？"],
                       "en": ["What's in {n}'s glass on game nights?",
                              "Which beverage does {n} order while the game is on?"]},
        "other": {"zh": ["{n}一场比赛一般喝几杯？"],
                  "en": ["How many glasses does {n} get through in a match?"]},
        "probe": {"zh": ["{n}看球是不是喝{v}？"], "en": ["Does {n} drink {v} during matches?"]},
    },
    "tattoo": {
        "words": ["纹身", "纹了", "tattoo", "inked"],
        "values": ["gull on the forearm", "crest behind the ear", "anchor on the wrist",
                   "scoreline on the ribs", "lighthouse on the shin", "club motto on the back",
                   "badge on the ankle", "脚踝海鸥", "手臂队徽", "后颈船锚", "胸口队歌"],
        "say": {"zh": ["终于去纹了，{x}，疼死"], "en": ["got the tattoo done, {x}, hurt like hell"],
                "mix": ["终于去 ink 了，{x}，痛死"]},
        "report": {"zh": ["@{n} 听说你纹了{x}？给看看"],
                   "en": ["@{n} heard you got the {x} done, pics or it didn't happen"]},
        "clause": {"zh": ["还有我纹了{x}"], "en": ["oh and I finally got the tattoo: {x}"]},
        "aside": {"zh": ["我的{x}在发烫哈哈"], "en": ["my {x} is tingling, told you it was lucky"],
                  "mix": ["我的 {x} 在发烫 lucky"]},
        "notice": ["【群公告】赌约兑现通报：{n} 说到做到，纹了{x}，群主佩服"],
        "around": {"zh": ["纹身还在结痂，痒得要命", "纹身店下周复查"],
                   "en": ["tattoo's still healing, itchy as anything",
                          "touch-up session next week"]},
        "passing": {"zh": ["有人想一起去纹个队徽吗", "纹身这事得想清楚"],
                    "en": ["thinking about a club tattoo, talk me out of it",
                           "tattoos and football, classic"]},
        "keyword": {"zh": ["谁纹了{x}？"], "en": ["Whose tattoo is the {x}?"]},
        "partial": {"zh": ["{n}纹了什么纹身？"], "en": ["What tattoo did {n} get?"]},
        "paraphrase": {"zh": ["{n}皮肤上刺了什么图案？", "{n}身上永久留下的图样是哪个？"],
                       "en": ["What design did {n} have etched onto the skin?",
                              "Which permanent body art does {n} now carry?"]},
        "other": {"zh": ["{n}的纹身是在哪家店做的？"],
                  "en": ["Which studio did {n} get the tattoo at?"]},
        "probe": {"zh": ["{n}是不是纹了{v}？"], "en": ["Is {n}'s tattoo the {v}?"]},
    },
}

# -- ordinary lines ------------------------------------------------------------------------
# Pools by kind and language; slots: {p} {q} players, {gk} the keeper, {mg} the manager, {o}
# and {oz} the opponent, {s} a score, {m} a minute, {k} a kick-off time, numbers ({n} {nn}
# {pr} {odd} {pct} {r} {xg} {pos} {pts} {gd} {fee} {blk}), {tgt} a transfer target, {sc} the
# scorer, {as} the assist.
POOLS: dict[str, dict[str, list[str]]] = {
    "morning": {
        "zh": ["早", "早啊", "早上好，昨晚几点睡的", "上班路上刷到{p}的训练视频", "地铁上信号太差",
               "今天好困", "今天降温了", "刚醒，错过了什么", "早饭吃了俩包子", "打卡成功，开始摸鱼",
               "今天{nn}度，热死"],
        "en": ["coffee number {n}", "what did I miss?", "quiet in here today",
               "anything new on {p}?",
               "just got home, anything new?"],
        "mix": ["早，今天 Monday blues", "好困 need coffee", "morning，昨晚又熬夜了"],
    },
    "lunch": {
        "zh": ["午饭吃啥", "外卖到了，边吃边刷新闻", "午休{nn}分钟，先睡会", "楼下新开了家面馆",
               "开会开到现在", "食堂今天有红烧肉", "中午刷到{p}的采访"],
        "en": ["what did I miss", "quiet in here today", "anyone seen the {p} interview?"],
        "mix": ["午饭 ordered 了，{pr}块", "lunch break 刷新闻"],
    },
    "daily": {
        "zh": ["下午好困", "摸鱼中", "下午茶拼单有人吗", "开会开到现在", "今天{nn}度，热死",
               "周末去哪玩"],
        "en": ["morning all", "raining again here, obviously", "train's delayed again",
               "work is dragging today", "{nn} emails before 10am, kill me", "sun's out for once",
               "just got home, anything new?"],
        "mix": ["下午好困 need coffee", "摸鱼 time"],
    },
    "evening": {
        "zh": ["下班了，回家开直播", "晚上吃了顿火锅", "加班中，比赛只能看集锦了", "到家了",
               "今天又加班",
               "刚健身回来", "晚饭吃啥好", "又到周末了", "明天又是周五了"],
        "en": ["evening all", "what did I miss", "work is dragging today", "off to the gym",
               "weekend at last"],
        "mix": ["下班 finally", "今晚 chill 一下"],
    },
    "early": {
        "zh": ["起这么早？", "早起遛弯回来了", "五点多就醒了", "早班车上", "夜班下了，回家睡觉"],
        "en": ["evening all", "quiet in here", "anything happen while I was at work?",
               "home from work finally"],
        "mix": ["早起 club 报到", "夜班下了 finally"],
    },
    "night": {
        "zh": ["还有人没睡吗", "睡不着，又看了一遍上场集锦", "夜宵吃了碗面", "熬夜党报到",
               "{n}点了还在刷转会新闻", "明天要早起，先撤了", "晚安各位"],
        "en": ["quiet in here", "lunch break over here, anything new?", "afternoon all",
               "what's the latest on {p}?"],
        "mix": ["还有人 awake 吗", "night owl 报到"],
    },
    "rumour": {
        "zh": ["听说我们报价{fee}00万镑买{tgt}", "{tgt}的经纪人今天到西港了",
               "罗马诺还没说 here we go，别激动",
               "{tgt}要是来了，{p}得坐板凳", "那个爆料号准确率不到{pct}%", "转会窗还没开就这么热闹",
               "夏窗预算据说只有{fee}00万", "{p}续约谈崩了？", "{tgt}周薪{nn}万镑？离谱",
               "{p}的解约金是{fee}00万", "据说有{n}家俱乐部在问{q}"],
        "en": ["reports say we've bid £{fee}m for {tgt}",
               "the papers say talks are advanced for {tgt}",
               "not believing anything till here we go", "if {tgt} signs, {p} is gone",
               "{p} contract talks stalled apparently", "£{fee}m for {tgt} is daylight robbery",
               "that ITK account is wrong {pct}% of the time", "{n} clubs sniffing around {q} now"],
        "mix": ["{tgt} 的 medical 据说下周", "又是 ITK 瞎编的吧", "£{fee}m 买 {tgt}？crazy",
                "{p} 要走？no way"],
    },
    "squad": {
        "zh": ["{mg}赛前发布会说{p}腿筋有点问题，当天决定", "{p}恢复训练了[图片]",
               "{p}膝盖又伤了，至少缺阵{n}周", "{q}小腿拉伤，这周出不了场", "发布会上{mg}说要轮换",
               "{p}训练课缺席了，不会又伤了吧", "{q}复出了，替补名单里有他",
               "U21的小将{n}号被提上一线队了"],
        "en": ["{mg} says {p} is a doubt with a hamstring", "{p} back in training [图片]",
               "{q} out for {n} weeks with a knee problem",
               "presser at 1:30, hope for good news on {p}",
               "{mg} hinted at rotation for midweek", "{q} in the squad again, finally"],
        "mix": ["{p} 又 injured 了，绝了", "{mg} 说 {q} 是 fifty-fifty", "{p} 回来 training 了"],
    },
    "tickets": {
        "zh": ["客场票开售了，£{pr}一张", "半决赛的票{nn}分钟就没了", "主场票涨到£{pr}了",
               "二手票{n}倍价格，抢钱啊", "欧战客场票分到{nn}00张", "季票续订截止日是下周{n}"],
        "en": ["away tickets are £{pr}, got mine", "semi tickets gone in {nn} minutes",
               "ballot results out, missed again", "{nn}00 away tickets for the European game, mad",
               "I'm in block {blk} on Saturday, anyone nearby?",
               "season ticket renewal is £{pr}0, ouch"],
        "mix": ["ticket 又涨到 £{pr}，离谱", "抢到了 block {blk}，lucky"],
    },
    "fpl": {
        "zh": ["fantasy 截止还有{n}小时", "这周队长给{p}还是{q}？", "fantasy 排名掉到{nn}万名了",
               "{p}本周身价涨了0.{n}", "双赛周来了，外卡什么时候开",
               "fantasy 这周拿了{nn}分，还行"],
        "en": ["captain {p} or {q} this week?", "FPL deadline in {n} hours!",
               "wildcard now or wait?",
               "{p} owned by {nn}% of managers", "bench boost disaster again",
               "{nn} points this week, green arrow"],
        "mix": ["fantasy 队长选 {p}，all in", "FPL 这周 {nn} 分 not bad"],
    },
    "intl": {
        "zh": ["国家队比赛日，无聊", "{p}为国家队进了一个", "国际比赛日千万别受伤",
               "{q}国家队训练受伤了？吓死",
               "两周没球看，干点啥", "国家队这踢得，还不如看我们的U21",
               "{p}国家队首发{nn}分钟，还好没事",
               "国际比赛日正好补觉"],
        "en": ["international break is the worst", "{p} scored for his country, nice",
               "please no injuries this break",
               "{q} pulled out of the squad, precautionary apparently",
               "two weeks of nothing", "{p} played {nn} minutes for his country, fine"],
        "mix": ["international break 好无聊", "{p} 国家队 scored 了 nice"],
    },
    "derby": {
        "zh": ["德比周！", "这周必须赢阿尔比恩", "阿尔比恩那边的球迷又在嚣张",
               "上次德比{s}，记忆犹新",
               "德比的票黄牛卖到£{pr}0", "德比输了我一周不上班", "周六19:30开球，早场",
               "德比战绩：近{n}场赢了{n}场",
               "阿尔比恩门将上次送了个大礼", "德比日全城都是蓝白两色"],
        "en": ["derby week, can't focus on anything", "Albion fans are insufferable this week",
               "last derby still haunts me", "early kick-off on Saturday, lunchtime here",
               "if we lose this I'm moving abroad",
               "derby tickets going for £{pr}0 online, madness"],
        "mix": ["derby week 到了，紧张", "阿尔比恩 fans 又在 talk big"],
    },
    "table": {
        "zh": ["还剩{n}轮，领先第五{n}分", "积分榜：第{pos}，{pts}分，净胜球+{gd}", "前四稳了吗？",
               "剩下的赛程不算难", "算了一下，最后几轮拿{nn}分以上就稳", "欧冠资格就差这几场",
               "隔壁又输了，哈哈哈"],
        "en": ["{n} games left, {n} point gap to fifth", "table check: {pos}th on {pts} points",
               "top four is in our hands", "run-in looks kind to us",
               "goal difference could matter, +{gd} now"],
        "mix": ["还剩 {n} 轮，top four 稳吗", "积分榜 {pos}th，{pts} 分"],
    },
    "build": {
        "zh": ["比赛日！", "今晚{k}对{oz}", "赔率{odd}，我押主胜",
               "猜首发：{gk}门将，{f1}、{f2}锋线",
               "今晚{oz}肯定摆大巴", "上次对{oz}是{s}", "今晚谁来鹏哥店里？", "预测{s}",
               "今晚不赢说不过去",
               "{oz}最近{n}场不败，小心", "买了{nn}块的零食等开球"],
        "en": ["matchday!!", "{o} today, can't wait",
               "odds are {odd} for the win, free money",
               "predicted XI: {gk} in goal, {f1} and {f2} up top", "{o} will park the bus",
               "prediction: {s}",
               "big one tonight", "{o} unbeaten in {n}, careful"],
        "mix": ["今晚 {o}，must win", "预测 {s}，{p} 梅开二度 lol", "matchday 到了，紧张"],
    },
    "newsre": {
        "zh": ["{p}又替补？", "这首发可以", "{mg}疯了吧，{q}打右后卫？", "没有{p}我有点慌",
               "终于让{q}首发了",
               "中场太软了", "这阵型没见过"],
        "en": ["{p} on the bench again??", "strong XI, no excuses", "{q} at right back, brave",
               "no {p}? worried", "finally {q} starts"],
        "mix": ["{p} bench？why", "这首发 solid"],
    },
    "where": {
        "zh": ["今晚在鹏哥店里，人挺多", "宿舍手机看，信号一般", "家里投影已就位",
               "直播链接有没有？",
               "在车上，用流量看", "店里坐满了，{nn}多人", "被窝里看，别吵醒室友"],
        "en": ["on a dodgy stream as usual", "pub's rammed, got a seat by the bar",
               "watching from bed, perfect", "stream link anyone?", "sofa, snacks, ready"],
        "mix": ["手机 stream 看，lag 严重", "投影 ready 了"],
    },
    "ground": {
        "en": ["at the ground, block {blk}, atmosphere's electric",
               "in my seat, {nn} minutes to go",
               "away end is bouncing already", "queue for the turnstiles is mental today"],
    },
    "kick": {
        "zh": ["要开始了！", "来了来了", "海鸥冲！", "开球！"], "en": ["here we go!", "COYG!!!",
                                                                       "kick off!"],
        "mix": ["开球了 let's go", "COYG 冲！"],
    },
    "react": {
        "zh": ["哈哈哈", "+1", "[表情]", "[图片]", "笑死", "确实", "6", "啊这", "牛", "绝了",
               "哈哈", "真的"],
        "en": ["lol", "haha", "+1", "fair", "true", "[图片]", "this", "ha"], "mix": ["哈哈 true",
                                                                                     "笑死 lol"],
    },
}
LIVE: dict[str, dict[str, list[str]]] = {
    "cry": {"zh": ["进了！！！", "进了进了进了", "进啦！！！", "球进了！！"],
            "en": ["GOAL!!!", "GOOOAL", "YESSSS", "GET IN!!!"]},
    "goal_us": {
        "zh": ["{sc}！！！{m}分钟", "{s}！！！", "{sc}太强了", "这脚射门绝了",
               "助攻是{as}的，传得好",
               "xG 0.{n} 都能进", "{sc}本赛季第{nn}球了"],
        "en": ["{sc} you beauty!!", "{s}!!!", "what a finish from {sc}",
               "{as} with the assist, brilliant",
               "get in {sc}", "{sc} again, {m} minutes"],
        "mix": ["{sc} 太 clutch 了", "{s}！！what a goal"],
    },
    "og": {"zh": ["乌龙！哈哈哈", "对面乌龙了，{s}", "乌龙球也是球"],
           "en": ["own goal! we'll take it", "OG, {s}, lovely"], "mix": ["乌龙 lol 收下了"]},
    "goal_them": {
        "zh": ["卧槽", "防守呢？？", "{gk}在干嘛", "{m}分钟丢球，{s}", "又是定位球丢的", "心态崩了",
               "盯人呢？？"],
        "en": ["oh for god's sake", "where was the marking", "{s}, fuming", "set piece again",
               "nooo"],
        "mix": ["防守 where？？", "{s}，崩了 man"],
    },
    "var": {"zh": ["VAR在看", "等等，VAR", "check 越位", "别吹别吹", "这都要看这么久？"],
            "en": ["VAR check...", "wait for it", "offside? looked on", "come on ref"],
            "mix": ["VAR 又来了 wait", "check 越位 ugh"]},
    "var_no": {"zh": ["取消了？？越位一个脚尖", "VAR又来了，还是{s}", "这都能吹？"],
               "en": ["disallowed for a toenail", "VAR ruining football again",
                      "unbelievable, still {s}"],
               "mix": ["取消了 unbelievable"]},
    "var_yes": {"zh": ["进球有效！！", "有效！", "吓死我了，算了"], "en": ["it stands!!",
                                                                           "goal given!"]},
    "pen": {"zh": ["点球！！", "点球点球", "{sc}主罚"], "en": ["PENALTY!", "pen! who's taking it",
                                                               "{sc} to take"],
            "mix": ["点球！！penalty"]},
    "pen_miss": {"zh": ["罚丢了。。。", "被扑出来了"], "en": ["missed. unreal",
                                                              "saved, of course"]},
    "red": {"zh": ["红牌！！", "直接红了", "少一人了", "这红牌太冤了"],
            "en": ["RED CARD", "off he goes", "down to ten", "never a red"]},
    "red_them": {"zh": ["对面红牌！", "对方少一人了，优势在我"], "en": ["their man's off!",
                                                                        "ten men, go for it"]},
    "yellow": {"zh": ["黄牌了", "{p}吃牌，下场停赛了"], "en": ["booked",
                                                               "{p} booked, misses the next one"]},
    "chance": {"zh": ["差一点！", "中柱了！！", "这都不进", "对面门将扑得好", "单刀啊！！",
                      "偏出一点点"],
               "en": ["so close!", "off the post!!", "how has that not gone in", "what a save",
                      "inches wide"],
               "mix": ["中柱了 unlucky", "这都不进 how"]},
    "save": {"zh": ["{gk}神扑！！", "{gk}救了一个必进球"], "en": ["{gk} what a save!!",
                                                                  "{gk} saves us again"]},
    "sub": {"zh": ["{p}下，{q}上", "换人了，{q}登场", "{mg}这换人看不懂"],
            "en": ["{q} on for {p}", "sub: {q} on", "strange sub from {mg}"]},
    "ambient": {
        "zh": ["这球踢得好闷", "控球率{pct}%，就是不射门", "中场丢球太多", "{p}今天状态一般",
               "对面就等反击",
               "{p}跑不动了", "还有{nn}分钟", "快进一个吧", "节奏太慢了", "{p}这传球什么鬼",
               "对面{n}号好烦",
               "边路打不开", "角球{n}比{nn}了"],
        "en": ["this is painful to watch", "{pct}% possession and nothing to show",
               "{p} having a shocker",
               "we need a goal", "come on lads", "so sloppy in midfield",
               "{nn} minutes left, come on",
               "their number {n} is a menace", "shoot!!", "{p} looks knackered"],
        "mix": ["控球 {pct}% 但是没 shots", "{p} 今天 invisible", "come on 快进一个"],
    },
    "elsewhere": {"zh": ["其他场：{oz}那边丢球了！", "现在实时积分榜我们第{pos}", "隔壁场还是0-0",
                         "{oz}落后了，前四有戏"],
                  "en": ["other scores: {o} are losing!", "as it stands we're {pos}th",
                         "still 0-0 elsewhere"], "mix": ["as it stands 第{pos}，稳住"]},
    "ht": {"zh": ["半场{s}", "上半场xG {xg} 比 0.{n}", "中场休息，去拿啤酒", "下半场{mg}得换人了"],
           "en": ["HT {s}", "half time, xG {xg} vs 0.{n}", "half time, kettle on",
                  "changes needed at the break"],
           "mix": ["半场 {s}，not good enough", "HT，xG {xg}"]},
    "sh": {"zh": ["下半场开始了", "回来了回来了"], "en": ["second half underway",
                                                          "here we go again"]},
    "added": {"zh": ["补时{n}分钟", "补时{n}分钟？太少了"], "en": ["{n} added minutes",
                                                                   "only {n} minutes added??"]},
    "ft_win": {"zh": ["全场结束！{s}！", "三分到手！", "赢了赢了", "终场哨响，{s}！"],
               "en": ["FULL TIME {s}!!", "three points!!", "get in, what a win"],
               "mix": ["赢了 {s}！what a night"]},
    "ft_draw": {"zh": ["{s}，平了", "一分也行吧", "这都没赢"], "en": ["{s}, a point I guess",
                                                                      "two points dropped"],
                "mix": ["{s} draw，meh"]},
    "ft_loss": {"zh": ["输了，{s}", "心态崩了，睡觉", "{mg}下课"], "en": ["lost {s}, gutted",
                                                                          "that's a bad one"],
                "mix": ["输了 {s}，gutted"]},
    "rate": {
        "zh": ["评分：{gk} {r}，{p} {r2}，{q} {r3}", "全场最佳给{p}", "{q}今天{r}分不能再多了",
               "{p}这场 xG {xg}，就进了{n}个？", "{p} {r2}分，{q} {r3}分，中场全体不及格"],
        "en": ["ratings: {gk} {r}, {p} {r2}, {q} {r3}", "MOTM {p} easily", "{q} a {r} at best",
               "{p} xG {xg}, should've had a hat-trick", "{p} {r2}, the rest {r3} tops"],
        "mix": ["MOTM 给 {p}，{r2} 分", "评分 {q} {r3}，so bad"],
    },
    "argue": {
        "zh": ["{mg}的换人太保守", "VAR这判罚真的离谱", "{p}该首发", "别骂了，{q}已经尽力了",
               "这阵型不适合{p}", "主裁是对面派来的吧", "{q}今天跑了{nn}公里，态度没问题",
               "中场被打穿了{n}次"],
        "en": ["{mg} got the subs wrong again", "that VAR decision was a joke",
               "{p} has to start next week",
               "stop blaming {q}", "ref was shocking", "we were second best for {nn} minutes"],
        "mix": ["{mg} 的 subs 看不懂", "VAR 这判罚 ridiculous"],
    },
    "after": {
        "zh": ["昨晚那个判罚还是想不通", "集锦看了三遍", "熬夜看球，今天上班像个鬼", "早，昨晚{s}",
               "今天的新闻全是{p}", "{mg}赛后说对{p}很满意"],
        "en": ["still buzzing from last night", "watched the highlights three times",
               "morning, still can't believe that result",
               "{mg}'s post-match interview was something"],
        "mix": ["昨晚 {s}，still 没缓过来", "集锦 watched 三遍"],
    },
}
MIX_TAILS = [" lol", " tbh", " no joke", " come on", " honestly", " man"]
TERSE = {"zh": ["{x}", "{x}啊", "是{x}", "{x}，怎么了", "{x}哈哈", "就{x}呗"],
         "en": ["{x}", "{x} haha", "{x}, why?", "{x} mate", "it's {x}"],
         "mix": ["{x} 啊 lol", "{x} 哈哈 why", "是 {x} btw"]}
LATE = {"zh": ["@{a} 才看到，", "@{a} 昨晚睡了没看到，"], "en": ["@{a} just seeing this, ",
                                                                 "@{a} sorry, missed this, "]}
CONFIRM = {"zh": ["哈哈对", "是的是的", "被你发现了", "嗯嗯没错"], "en": ["haha yep", "guilty",
                                                                          "yeah that's right"]}
FIX_NOW = {"zh": ["打错了，是{x}，不是{y}",
                  "更正一下：{x}，不是{y}"], "en": ["typo, it's {x} not {y}"],
           "mix": ["更正：是 {x}，not {y}"]}
FIX_LATE = {"zh": ["昨天说错了，是{x}不是{y}", "纠正一下昨天的，{x}，不是{y}"],
            "en": ["correction from yesterday: {x}, not {y}"],
            "mix": ["昨天说错了 sorry，是 {x} 不是 {y}"]}
REACT_FACT = {"zh": ["哇", "厉害", "真的假的", "哈哈哈", "好家伙", "羡慕"], "en": ["nice", "wow",
                                                                                   "lol", "class"]}
LONG_OPEN = {"zh": ["汇报一下最近：", "碎碎念几句："], "en": ["quick life update:",
                                                              "catching up on the week:"]}
LONG_EXTRA = {"zh": ["这周加了{n}天班", "fantasy 这周拿了{nn}分", "买了张£{pr}的客场票",
                     "周末去爬了个山",
                     "{p}的采访看了，挺感动", "房租又涨了{nn}0块"],
              "en": ["work's been mad, {n} late nights", "got {nn} points in FPL this week",
                     "booked the train for the {o} game", "finally fixed the boiler",
                     "gym {n} times this week"]}
LONG_CLOSE = {"zh": ["就这些，晚上见",
                     "先这样，周末一起看球"], "en": ["anyway, see you for kick-off",
                                                     "right, back to work"]}
LIST_CLOSE = ["满了，截止，谢谢大家", "截止啦，辛苦各位", "人齐了，就这些"]
AT_PAIRS = {
    "zh": [("@{b} 今晚去鹏哥店里吗", "去，{k}到"), ("@{b} 链接发我一下", "私你了"),
           ("@{b} 你押了多少", "{nn}块"), ("@{b} 周六几点开球", "{k}"),
           ("@{b} 下周一起去踢球吗", "看情况")],
    "en": [("@{b} you watching tonight?", "course, wouldn't miss it"),
           ("@{b} got a spare ticket by any chance?", "sorry mate, all gone"),
           ("@{b} staying up for this one?", "obviously")],
}
QUOTE_RESP = {"zh": ["同感", "+1", "确实", "说得对"], "en": ["this", "agreed", "+1"]}

# -- questions about things nobody had, and chatter turns for the bot ------------------------
NOBODY = ["群里谁当过球童？", "谁在群里跟主教练合过影？", "谁去现场看过世界杯决赛？",
          "群里谁考过裁判证？",
          "谁在球场求过婚？", "谁家里养了一只鹦鹉？", "Who here has been a ball boy?",
          "Who in the group has met the manager in person?", "Who has been to a World Cup final?",
          "Who here has refereed a proper match?", "Who owns a racehorse?",
          "Which of us played in a youth academy?", "谁在群里开过球迷大巴？"]
CHATTER = [
    "越位规则到底怎么判的？", "帮我写一个观赛活动的群公告，周六晚上八点", "英超一个赛季有多少轮？",
    "xG 是什么意思？", "伦敦现在几点？", "点球大战的规则是什么？", "帮我把“今晚必胜”翻译成英文",
    "推荐几部足球电影", "欧联杯和欧冠有什么区别？", "帮我想一个球迷群的口号",
    "熬夜看球第二天怎么补觉比较好？",
    "黄牌累积几张停赛？", "什么是帽子戏法？", "给我讲个足球冷笑话",
    "怎么跟家里人解释凌晨三点看球？",
    "足总杯是哪一年开始办的？", "帮我算一下：45英镑等于多少人民币，按9.1算",
    "写一首关于进球的打油诗",
    "门线技术是怎么工作的？", "VAR 是哪一年引入英超的？", "清单：看球要准备哪些零食？", "早上好呀",
    "帮我起草一段欢迎新群友的话", "“乌龙球”英文怎么说？", "“clean sheet”中文怎么说？",
    "什么叫高位逼抢？",
    "4-3-3 和 4-2-3-1 有什么区别？", "帮我写个球迷聚会的邀请函", "英国夏令时几号开始？",
    "客场进球规则为什么取消了？",
    "给球迷群取个有意思的群名", "晚上看球喝什么不影响睡眠？", "怎么练颠球？", "五人制足球场多大？",
    "帮我把这句话改得礼貌一点：周六谁迟到谁请客", "讲讲足球历史上最经典的逆转", "什么是假九号？",
    "足球比赛补时怎么算的？", "帮我写一句给主队加油的横幅标语", "英国看球的酒吧文化是怎样的？",
    "What does xG actually measure?", "How does the offside rule work for a header?",
    "Can you draft a notice for our Saturday watch party?",
    "What time is 3pm in London in Beijing time?",
    "Give me a good chant for a cup semi-final", "Explain why the away goals rule was scrapped",
    "How many substitutes are allowed now?", "Suggest a name for a five-a-side team",
    "What's a clean sheet?", "Translate 'unlucky, next time' into Chinese", "good morning bot",
    "What's the difference between a false nine and a target man?",
    "How long is half time in football?",
    "Write a limerick about a goalkeeper", "What's the best way to stretch before five-a-side?",
    "Explain the Champions League format in simple terms", "What does 'parking the bus' mean?",
    "Recommend a good book about football tactics", "How do I politely decline a bet?",
    "What's a hat-trick called in Chinese?", "Tell me a fun fact about the World Cup",
    "How do penalty shootouts work in a cup final?",
    "What's the time difference between Sydney and London?",
    "Help me write a birthday message for a football fan", "What is gegenpressing?",
    "Draft a polite reminder that the sign-up list closes Friday",
    "Is it healthy to drink coffee at midnight?",
    "What's the rule on handball in the box?", "Can you explain what a 'six-pointer' is?",
    "Give me three icebreaker questions for a watch party",
    "How do you say 'come on you blues' in Chinese?",
    "帮我写个 matchday 的开场白", "clean sheet 和零封是一个意思吗？",
    "能解释一下 inverted fullback 吗？",
    "给我推荐几个足球 podcast", "帮我写一条“感谢大家参加”的 notice",
    "fantasy 里的 wildcard 是什么？",
    "深夜看球怎么保护眼睛？", "帮我列一个观赛派对的 checklist", "今天天气怎么样？", "讲个笑话吧",
    "什么是 tiki-taka？", "帮我写一段比赛日的朋友圈文案", "足球里的“十二码”是什么意思？",
    "踢球前应该怎么热身？", "球场上的第四官员是干什么的？",
    "How many teams get relegated each season?",
    "What's the origin of the word 'derby' in football?",
    "Can you summarise the offside rule in one sentence?",
    "Write a short poem about waiting for kick-off", "Which snacks travel well to a stadium?",
]
CJK = re.compile(r"[\u4e00-\u9fff]")
WORD = re.compile(r"[a-z0-9]+")
LATIN = re.compile(r"[A-Za-z]{2,}")
FOOTBALL = re.compile(
    r"(?<![a-z])(var|xg|fpl|coyg|motm|vs|ht|ft|id|itk|u21|" + "|".join(
        [p.lower() for p in (*PLAYERS, MANAGER, *TARGETS)]
        + [w.lower() for o in OPPONENTS.values() for w in o[0].split()]
        + ["westport", "city"]) + r")(?![a-z])", re.IGNORECASE)
STOP = {"a", "an", "the", "of", "to", "in", "on", "at", "for", "with", "by", "from", "and", "or",
        "is", "are", "was", "were", "be", "been", "do", "does", "did", "what", "which", "who",
        "whose", "where", "when", "how", "why", "that", "this", "it", "its", "s", "has", "have",
        "had", "get", "got", "i", "my", "me", "you", "your", "he", "she", "they", "their", "them",
        "his", "her", "we", "our", "us", "there", "about", "as", "into", "onto", "up", "out", "so",
        "just", "any", "all", "now", "t", "m", "ve", "re", "ll", "d"}


def _content(text: str, drop: tuple[str, ...]) -> tuple[set[str], set[str]]:
    """A text's English content words (crudely stemmed, the stop list aside) and its pairs
    of Chinese characters, the strings of `drop` cut out first."""
    low = text.lower()
    for d in sorted((d for d in drop if d), key=len, reverse=True):
        low = low.replace(d.lower(), " ")
    words = {stem(w) for w in WORD.findall(low) if w not in STOP}
    return words, pairs(low)


def _shares(a: str, b: str, drop: tuple[str, ...]) -> bool:
    wa, pa = _content(a, drop)
    wb, pb = _content(b, drop)
    return bool(wa & wb or pa & pb)


def _lang(text: str, drop: tuple[str, ...], detail: str = "") -> str:
    """A line's language with the names, the detail, the football jargon, pictures and
    quotes cut out (a line of the detail alone: the detail's script)."""
    text = text.rsplit("\n", 1)[-1] if text.startswith("[回复 ") else text
    for d in sorted((d for d in (*drop, detail) if d), key=len, reverse=True):
        text = re.sub(re.escape(d), " ", text, flags=re.IGNORECASE)
    text = FOOTBALL.sub(" ", text.replace("[图片]", " ").replace("[表情]", " "))
    cjk, latin = bool(CJK.search(text)), bool(LATIN.search(text))
    if not cjk and not latin and detail:
        return "en" if detail.isascii() else "zh"
    return "mix" if cjk and latin else "en" if latin else "zh"


def _day(t: float) -> int:
    return int((t - T0) // DAY)


def _gap(rng: random.Random, median: float) -> float:
    return max(2.0, median * math.exp(rng.gauss(0.0, 0.8)))


def _poisson(rng: random.Random, lam: float) -> int:
    k, p, limit = 0, 1.0, math.exp(-lam)
    while True:
        p *= rng.random()
        if p <= limit:
            return k
        k += 1


def _hhmm(h: float) -> str:
    h %= 24
    return f"{int(h):02d}:{round((h % 1) * 60):02d}"


def _values() -> tuple[dict[str, str], list[str]]:
    """Every value of every topic (its topic by value) and all of them in one list."""
    of = {v: k for k, t in TOPICS.items() for v in t["values"]}
    return of, list(of)


def _slots(rng: random.Random, ctx: dict[str, str]) -> dict[str, Any]:
    p, q = rng.sample(OUTFIELD, 2)
    f1, f2 = rng.sample([x for x in OUTFIELD if SQUAD_LINE[x] == "f"], 2)
    rate = [5, 5.5, 6, 6.5, 7, 7.5, 8, 8.5, 9]
    opp = OPPONENTS[rng.choice(list(OPPONENTS))]
    d: dict[str, Any] = {
        "p": p, "q": q, "gk": KEEPER, "mg": MANAGER, "n": rng.randint(2, 5),
        "nn": rng.randint(10, 95), "pr": rng.randint(30, 95), "odd": f"{rng.uniform(1.4, 4.5):.2f}",
        "pct": rng.randint(38, 71), "r": rng.choice(rate), "r2": rng.choice(rate),
        "r3": rng.choice(rate), "xg": f"{rng.uniform(0.3, 2.9):.1f}",
        "s": f"{rng.randint(0, 3)}-{rng.randint(0, 2)}", "m": rng.randint(2, 89),
        "k": rng.choice(["21:00", "22:00", "23:30", "03:00", "19:30", "15:00", "20:00"]),
        "pos": rng.randint(3, 6), "pts": rng.randint(55, 72), "gd": rng.randint(10, 30),
        "fee": rng.randint(25, 85), "tgt": rng.choice(TARGETS),
        "blk": f"{rng.choice('ABCDEFGHJKLMNPRSTUWXY')}{rng.randint(101, 528)}",
        "o": opp[0], "oz": opp[1], "sc": p, "as": q,
        "f1": f1, "f2": f2}
    d.update(ctx)
    return d


def _pick_lang(rng: random.Random, who: str) -> str:
    r = rng.random()
    return "en" if r < EN[who] else "mix" if r < EN[who] + MIX[who] else "zh"


def _draw(rng: random.Random, pool: dict[str, list[str]], lang: str) -> str:
    if lang in pool:
        return rng.choice(pool[lang])
    if lang == "mix":
        return rng.choice(pool.get("zh") or pool["en"]) + rng.choice(MIX_TAILS)
    return rng.choice(pool.get("zh") or pool["en"]) if lang == "zh" else rng.choice(
        pool.get("en") or pool["zh"])


def _on(who: str, t: float, off: set[tuple[str, int]]) -> bool:
    """Whether `who` is online at `t` by their own hours (a day off aside)."""
    x = (t - T0) / HOUR
    d = int(x // 24)
    for dd in (d, d - 1):
        if (who, dd) in off:
            continue
        hours = WEEKDAY_HOURS if dd % 7 < 5 else WEEKEND_HOURS
        if any(dd * 24 + s <= x < dd * 24 + e for s, e in hours[who]):
            return True
    return False


class _Gen:
    """The lines said so far, who is around when, and the values no ordinary line may hold."""

    def __init__(self, rng: random.Random, bad: re.Pattern[str], off: set[tuple[str, int]],
                 matches: list[dict[str, Any]]) -> None:
        self.rng = rng
        self.bad = bad
        self.off = off
        self.recs: list[tuple[float, str, str, int, str]] = []
        self.fact_days: dict[str, set[int]] = {}
        self.asides: dict[float, tuple[float, str]] = {}  # a goal's time: an aside's, whose
        self.spans = [(m["K"] - 100 * MINUTE, m["ft"] + HOUR, m["watch"]) for m in matches]
        self.live = [(m["K"] - 5 * MINUTE, m["ft"] + 10 * MINUTE) for m in matches]

    def awake(self, who: str, t: float) -> bool:
        return _on(who, t, self.off) or any(a <= t < b and who in w for a, b, w in self.spans)

    def in_live(self, t: float) -> bool:
        return any(a <= t < b for a, b in self.live)

    def pick(self, t: float, exclude: tuple[str, ...] = (), among: Any = None) -> str | None:
        cands = [m for m in MEMBERS  # in the members' order, whatever `among` is
                 if (among is None or m in among) and m not in exclude and self.awake(m, t)]
        if not cands:
            return None
        return self.rng.choices(cands, [TALK[m] for m in cands])[0]

    def add(self, t: float, who: str, text: str, k: int = -1, role: str = "") -> None:
        self.recs.append((t, who, text, k, role))

    def clean(self, make: Any, avoid: set[str] | None = None) -> str:
        """A line drawn again until it holds no value of any topic (nor, while it can, a line
        of `avoid`: what the thread said already)."""
        for i in range(80):
            text = make()
            if not self.bad.search(text) and (avoid is None or i > 8 or text not in avoid):
                return text
        raise AssertionError("no clean line")

    def say(self, t: float, who: str, pool: dict[str, list[str]],
            ctx: dict[str, Any] | None = None, lang: str | None = None,
            avoid: set[str] | None = None) -> str:
        lang = lang or _pick_lang(self.rng, who)
        text = self.clean(lambda: _draw(self.rng, pool, lang).format(**_slots(self.rng, ctx or {})),
                          avoid)
        self.add(t, who, text)
        if avoid is not None:
            avoid.add(text)
        return text


# -- the matches ---------------------------------------------------------------------------

def _match(rng: random.Random, i: int, need: Any = None) -> dict[str, Any]:
    """One fixture's events, minute by minute, on the clock."""
    day, kh, comp, opp, home = FIXTURES[i]
    k = T0 + day * DAY + kh * HOUR
    name, zh, power = OPPONENTS[opp]
    lam_us = 1.75 if home else 1.35 if home is None else 1.25
    lam_them = power * (0.8 if home else 1.05)
    while True:
        us, them = _poisson(rng, lam_us), _poisson(rng, lam_them)
        if 0 < us + them and us <= 5 and them <= 4 and (need is None or need(us, them)):
            break
    s1, s2 = rng.randint(1, 4), rng.randint(3, 7)

    def at(minute: int, frac: float) -> float:
        if minute <= 45:
            return k + (minute - 1 + frac) * MINUTE
        return k + (45 + s1 + 15 + minute - 46 + frac) * MINUTE

    minutes = iter(rng.sample(range(3, 90), us + them + 14))
    main: list[tuple[int, str]] = []
    for _ in range(us):
        r = rng.random()
        main.append((next(minutes), "og" if r < 0.07 else "pen_goal" if r < 0.17 else "goal_us"))
    main += [(next(minutes), "goal_them") for _ in range(them)]
    if rng.random() < 0.35:
        main.append((next(minutes), "goal_us_no"))
    if rng.random() < 0.15:
        main.append((next(minutes), "pen_miss"))
    main += [(next(minutes), rng.choice(["chance", "chance", "save"]))
             for _ in range(rng.randint(4, 8))]
    main += [(next(minutes), "yellow") for _ in range(rng.randint(1, 3))]
    if rng.random() < 0.12:
        main.append((next(minutes), "red"))
    elif rng.random() < 0.15:
        main.append((next(minutes), "red_them"))
    main += [(rng.randint(58, 86), "sub") for _ in range(rng.randint(2, 4))]
    timed = sorted((at(m, rng.uniform(0.1, 0.9)), kind, m) for m, kind in main)
    events: list[tuple[float, str, dict[str, Any]]] = [(k, "kick", {})]
    score = [0, 0]
    ht = k + (45 + s1) * MINUTE
    ft = at(90, 0.0) + s2 * MINUTE
    halftime_done = False
    scorers, weights = list(SCORERS), list(SCORERS.values())
    for t, kind, m in timed:
        if t > ht and not halftime_done:
            events.append((ht, "ht", {"s": f"{score[0]}-{score[1]}"}))
            events.append((ht + 15 * MINUTE, "sh", {}))
            halftime_done = True
        scorer = rng.choices(scorers, weights)[0]
        assist = rng.choice([p for p in OUTFIELD if p != scorer])
        if kind in ("goal_us", "og", "pen_goal"):
            score[0] += 1
        elif kind == "goal_them":
            score[1] += 1
        events.append((t, kind, {"m": m, "s": f"{score[0]}-{score[1]}",
                                 "sc": scorer, "as": assist}))
    if not halftime_done:
        events.append((ht, "ht", {"s": f"{score[0]}-{score[1]}"}))
        events.append((ht + 15 * MINUTE, "sh", {}))
    events.append((at(90, 0.0), "added", {"n": s2}))
    result = "win" if score[0] > score[1] else "draw" if score[0] == score[1] else "loss"
    events.append((ft, "ft_" + result, {"s": f"{score[0]}-{score[1]}"}))
    events.sort(key=lambda e: e[0])
    goals = [t for t, kind, _ in events if kind in ("goal_us", "og", "pen_goal")]
    return {"i": i, "K": k, "ft": ft, "events": events, "us": us, "them": them, "goals": goals,
            "o": name, "oz": zh, "home": home, "comp": comp, "kh": kh, "day": day,
            "s": f"{score[0]}-{score[1]}"}


def _matches(rng: random.Random, off: set[tuple[str, int]]) -> list[dict[str, Any]]:
    """The twelve fixtures (the quarter-final won on aggregate, so the semi-final is played)
    and who watches each: those online at kick-off mostly, others for the big nights."""
    out: list[dict[str, Any]] = []
    for i in range(len(FIXTURES)):
        need = None
        if i == 3:  # the second leg: won on aggregate
            first = (out[1]["us"], out[1]["them"])

            def need(us: int, them: int, first: tuple[int, int] = first) -> bool:
                return first[0] + us > first[1] + them
        m = _match(rng, i, need)
        big = m["comp"] != "league" or FIXTURES[i][3] == "albion" or i == len(FIXTURES) - 1
        watch = set()
        for who in MEMBERS:
            p = (0.93 if _on(who, m["K"], off) else 0.25 if m["kh"] >= 25 and big
                 else 0.06 if m["kh"] >= 25 else 0.6 if big else 0.3)
            if "night" in TAGS[who]:
                p = 0.97
            if rng.random() < p:
                watch.add(who)
        m["watch"] = watch
        out.append(m)
    return out


def _day_kind(d: int) -> str:
    if d in INTL:
        return "intl"
    if d in DERBY_WEEK:
        return "derby"
    return "runin" if d in RUN_IN else "normal"


SLOTS = ((8.0, 9.8, 0.75, "morning"), (12.0, 13.8, 0.7, "lunch"), (15.0, 17.5, 0.6, "afternoon"),
         (19.5, 23.5, 0.95, "evening"), (20.5, 23.0, 0.55, "evening"), (24.3, 26.0, 0.45, "late"),
         (5.0, 7.0, 0.35, "early"))


def _log(rng: random.Random, matches: list[dict[str, Any]]) -> list[tuple[float, str, int,
                                                                           dict[str, Any]]]:
    """The ordinary threads of every day: a time, a kind, a length before scaling, a context
    (the next opponent, the last score); none while a match is on."""
    busy = [(m["K"] - 150 * MINUTE, m["ft"] + 90 * MINUTE) for m in matches]
    out: list[tuple[float, str, int, dict[str, Any]]] = []
    for d in range(DAYS):
        kind = _day_kind(d)
        ahead = [m for m in matches if m["day"] >= d]
        past = [m for m in matches if m["day"] < d]
        ctx: dict[str, Any] = {}
        if ahead:
            ctx.update(o=ahead[0]["o"], oz=ahead[0]["oz"], k=_hhmm(ahead[0]["kh"]))
        if past:
            ctx["s"] = past[-1]["s"]
        for lo, hi, p, part in SLOTS:
            if kind == "intl":
                p *= 0.45
            if rng.random() >= p:
                continue
            t = T0 + d * DAY + rng.uniform(lo, hi) * HOUR
            if t >= END - 2 * HOUR or any(a <= t < b for a, b in busy):
                continue
            weights = {"daily": 3.0, "rumour": 1.6, "squad": 1.2, "tickets": 0.6, "fpl": 0.8,
                       "table": 0.4}
            if kind == "intl":
                weights.update(intl=3.0, squad=0.4, tickets=0.2, fpl=0.2, table=0.1)
            elif kind == "derby":
                weights.update(derby=4.0)
            elif kind == "runin":
                weights.update(table=2.5, rumour=2.2)
            if d % 7 in (4, 5):
                weights["fpl"] += 1.0
            if any(m["day"] == d - 1 or (m["day"] == d - 2 and m["kh"] > 24) for m in matches):
                weights["after"] = 2.5 if part in ("morning", "lunch") else 0.8
            if any(m["day"] == d + 1 for m in matches):
                weights["build"] = 1.5
            if part in ("late", "early"):
                weights = {"night" if part == "late" else "early": 3.0, "rumour": 0.5, "daily": 0.5}
            what = rng.choices(list(weights), list(weights.values()))[0]
            if what == "daily":  # the day's own small talk at its hour
                what = {"morning": "morning", "lunch": "lunch", "evening": "evening",
                        "late": "night"}.get(part, "daily")
            n = rng.randint(2, 6) if kind == "intl" else rng.randint(3, 11)
            out.append((t, what, n, ctx))
    return out


def _pool(kind: str) -> dict[str, list[str]]:
    return POOLS[kind] if kind in POOLS else LIVE[kind]


def _thread(g: _Gen, t: float, kind: str, n: int, ctx: dict[str, Any],
            among: Any = None, median: float = 50.0) -> float:
    """A thread of `n` lines of a kind among whoever is online, with reactions, @-exchanges
    answered by the member named, and reply quotes; the time after its last line."""
    rng = g.rng
    prev: tuple[str, str] | None = None
    seen: set[str] = set()
    for i in range(n):
        who = g.pick(t, (prev[0],) if prev else (), among)
        if who is None:
            t += _gap(rng, median)
            continue
        r = rng.random()
        if i and r < 0.12:
            text = g.say(t, who, POOLS["react"], avoid=seen)
        elif r < 0.17 and among is None:  # no @-exchanges among a match's watchers
            lang = "en" if _pick_lang(rng, who) == "en" else "zh"
            other = g.pick(t, (who,), among)
            if other is None:
                text = g.say(t, who, _pool(kind), ctx, avoid=seen)
            else:
                ask, ans = rng.choice(AT_PAIRS[lang])
                slots = _slots(rng, ctx)
                text = g.clean(lambda ask=ask, o=other, s=slots: ask.format(b=o, **s))
                g.add(t, who, text)
                t2 = t + _gap(rng, 70.0)
                if g.awake(other, t2):
                    reply = g.clean(lambda ans=ans, s=slots: ans.format(**s))
                    g.add(t2, other, reply)
                    t, who, text = t2, other, reply
        elif r < 0.21 and prev is not None and prev[0] != who:
            lang = "en" if _pick_lang(rng, who) == "en" else "zh"
            head = prev[1].split("\n")[-1][:16]
            text = g.clean(lambda h=head, p=prev[0], lg=lang: f"[回复 {p}：{h}]\n"
                           + rng.choice(QUOTE_RESP[lg]))
            g.add(t, who, text)
        else:
            text = g.say(t, who, _pool(kind), ctx, avoid=seen)
        prev = (who, text)
        t += _gap(rng, median)
    return t


def _cries(g: _Gen, t: float, among: set[str], n: int) -> float:
    """A goal: "进了！！！" / "GOAL!!!" said and said again by the watchers (复读)."""
    rng = g.rng
    said: dict[str, str] = {}
    last = ""
    for _ in range(n):
        who = g.pick(t, (last,), among)
        if who is None:
            break
        lang = "en" if _pick_lang(rng, who) == "en" else "zh"
        if lang not in said or rng.random() < 0.3:
            said[lang] = rng.choice(LIVE["cry"][lang])
        g.add(t, who, said[lang])
        last = who
        t += rng.uniform(2.0, 7.0)
    return t


def _render_match(g: _Gen, m: dict[str, Any], scale: float) -> None:
    """A fixture's build-up, team news, where everyone watches, the live burst following the
    match's own events, the ratings and arguments after, and the next morning."""
    rng, w = g.rng, m["watch"]
    heat = HEAT.get(FIXTURES[m["i"]][3], 1.4 if m["comp"] == "europa" else 1.0)
    if m["i"] == len(FIXTURES) - 1:
        heat = 1.8
    ctx = {"o": m["o"], "oz": m["oz"], "k": _hhmm(m["kh"])}
    k, day = m["K"], m["day"]

    def sc(n: float) -> int:
        return max(1, round(n * scale * heat))

    build_h = rng.uniform(10.0, 12.5) if m["kh"] < 24 else rng.uniform(20.0, 22.0)
    build_at = T0 + day * DAY + build_h * HOUR
    _thread(g, build_at, "build", sc(rng.randint(5, 10)), ctx)
    _thread(g, k - 90 * MINUTE, "build", sc(rng.randint(2, 5)), ctx, w)
    poster = next((p for p in ("小满", "Gareth", "老岳") if p in w and g.awake(p, k - HOUR)), None)
    poster = poster or g.pick(k - HOUR, (), w)
    if poster is not None:
        xi = [KEEPER, *rng.sample([p for p in OUTFIELD if SQUAD_LINE[p] == "d"], 4),
              *rng.sample([p for p in OUTFIELD if SQUAD_LINE[p] == "m"], 3),
              *rng.sample([p for p in OUTFIELD if SQUAD_LINE[p] == "f"], 3)]
        form = rng.choice(["4-3-3", "4-2-3-1", "3-4-3"])
        if EN[poster] > 0.5:
            text = f"Team news ({form}): " + ", ".join(f"{p} {NUMBER[p]}" for p in xi)
        else:
            text = f"首发出炉（{form}）：" + "，".join(f"{NUMBER[p]}号{p}" for p in xi)
        g.add(k - HOUR + rng.uniform(0, 120), poster, text)
        _thread(g, k - 57 * MINUTE, "newsre", sc(rng.randint(3, 7)), ctx, w, 40.0)
    elsewhere = w - {"Gareth"} if m["home"] else w
    _thread(g, k - 35 * MINUTE, "where", sc(rng.randint(3, 7)), ctx, elsewhere, 60.0)
    if m["home"] and "Gareth" in w:
        g.say(k - 25 * MINUTE + rng.uniform(0, 300), "Gareth", POOLS["ground"], ctx)
    _thread(g, k - 3 * MINUTE, "kick", rng.randint(2, 4), ctx, w, 15.0)
    events = m["events"]
    for j, (te, kind, ex) in enumerate(events):
        c = {**ctx, **ex}
        if kind == "kick":
            t = te + 30.0
        elif kind in ("goal_us", "og", "pen_goal", "goal_us_no"):
            if kind == "pen_goal":
                _thread(g, te - 70.0, "pen", 2, c, w, 12.0)
            t = _cries(g, te + rng.uniform(2.0, 6.0), w, rng.randint(3, 6))
            if kind == "goal_us_no":
                t = _thread(g, t + 20.0, "var", sc(rng.randint(2, 3)), c, w, 15.0)
                t = _thread(g, t + 60.0, "var_no", sc(rng.randint(2, 4)), c, w, 15.0)
            else:
                t = _thread(g, t + rng.uniform(8.0, 25.0), "og" if kind == "og" else "goal_us",
                            max(3, sc(rng.randint(3, 6))), c, w, 14.0)
                if te in g.asides:  # the others go on cheering after a member's aside
                    ta, who = g.asides[te]
                    for _ in range(2):
                        tb = ta + rng.uniform(5.0, 60.0)
                        other = g.pick(tb, (who,), w)
                        if other is not None:
                            g.say(tb, other, LIVE["goal_us"], c)
                if rng.random() < 0.25:
                    t = _thread(g, t + 10.0, "var", 2, c, w, 15.0)
                    t = _thread(g, t + 40.0, "var_yes", 2, c, w, 15.0)
        elif kind == "pen_miss":
            t = _thread(g, te, "pen", 2, c, w, 12.0)
            t = _thread(g, t + 30.0, "pen_miss", sc(2), c, w, 12.0)
        elif kind in ("goal_them", "red", "red_them", "ht"):
            t = _thread(g, te + rng.uniform(5, 20), kind, sc(rng.randint(3, 6)), c, w, 18.0)
        elif kind.startswith("ft_"):
            t = _thread(g, te + rng.uniform(5, 20), kind, sc(rng.randint(4, 8)), c, w, 15.0)
        elif kind in ("chance", "save", "sh", "added"):
            t = _thread(g, te + rng.uniform(5, 15), kind, rng.randint(1, 2), c, w, 12.0)
        elif kind in ("yellow", "sub"):
            if rng.random() < 0.6:
                t = _thread(g, te + rng.uniform(5, 30), kind, 1, c, w)
        if j + 1 < len(events) and not kind.startswith("ft_"):  # talk between the events
            nxt = events[j + 1][0]
            if kind == "ht":
                continue
            rate = scale * heat / (2.5 * MINUTE)
            for _ in range(_poisson(rng, rate * (nxt - te))):
                ta = rng.uniform(max(t, te) + 20.0, max(t, te) + 21.0 + max(0.0, nxt - te - 90.0))
                if ta < nxt - 15.0:
                    who = g.pick(ta, (), w)
                    if who is not None:
                        last_day = m["i"] == len(FIXTURES) - 1 and rng.random() < 0.3
                        other = OPPONENTS[rng.choice(["kingsmoor", "castlebridge", "pendle"])]
                        g.say(ta, who, LIVE["elsewhere" if last_day else "ambient"],
                              {**c, "o": other[0], "oz": other[1]} if last_day else c)
    ft = m["ft"]
    after = {**ctx, "s": m["s"]}
    _thread(g, ft + rng.uniform(4, 8) * MINUTE, "rate", sc(rng.randint(6, 12)), after, w, 45.0)
    _thread(g, ft + rng.uniform(22, 30) * MINUTE, "argue", sc(rng.randint(3, 8)), after, w, 55.0)
    nxt_day = T0 + (day + 1) * DAY + (rng.uniform(8.5, 10.0) if m["kh"] < 24 else 12.5) * HOUR
    _thread(g, nxt_day, "after", sc(rng.randint(3, 8)), after)


def _fill(g: _Gen, log: list[tuple[float, str, int, dict[str, Any]]],
          matches: list[dict[str, Any]], scale: float) -> None:
    for t, kind, n, ctx in log:
        _thread(g, t, kind, max(1, round(n * scale)), ctx)
    for m in matches:
        _render_match(g, m, scale)


# -- the facts -----------------------------------------------------------------------------

GUESS = {"zh": ["啥？", "快说", "猜不到", "？"], "en": ["go on then", "what?", "no idea"]}
ACKS = {"zh": ["收到", "👍", "恭喜恭喜", "哈哈哈", "收到收到", "牛"], "en": ["nice",
                                                                             "ha, brilliant",
                                                                             "noted"]}
# the 接龙 lists: (topic, batch) -> the day it opens and what fills its title's {b}
LISTS = {("shirt", 0): (2, "一"), ("shirt", 1): (26, "二"), ("fantasy", 0): (9, "（下半程）"),
         ("fantasy", 1): (35, "（最后五轮杯赛）"), ("forum", 0): (14, ""),
         ("drink", 0): (24, "足总杯半决赛"), ("drink", 1): (30, "周六德比")}
NOTICE_DAYS = {"forfeit": range(34, 46), "tattoo": range(35, 50), "fantasy": range(39, 45)}


def _facts(rng: random.Random) -> list[dict[str, Any]]:
    """Five members a topic, four or five topics a member, shapes fixed by topic."""
    for _ in range(200):
        five = set(rng.sample(MEMBERS, 12))
        left = {m: 5 if m in five else 4 for m in MEMBERS}
        facts: list[dict[str, Any]] = []
        for kind, shapes in SHAPES_OF.items():
            ranked = sorted((m for m in MEMBERS if left[m] > 0),
                            key=lambda m: (-left[m], rng.random()))
            if len(ranked) < 5:
                break
            chosen = ranked[:5]
            rng.shuffle(chosen)
            for who, shape in zip(chosen, shapes, strict=True):
                left[who] -= 1
                facts.append({"kind": kind, "name": who, "uid": QQ[who], "shape": shape})
        if len(facts) == 80:
            return facts
    raise AssertionError("no assignment")


def _value(rng: random.Random, kind: str, lang: str, taken: set[str]) -> str:
    """A value of the topic nobody has used yet, in Latin letters for an English line."""
    free = [v for v in TOPICS[kind]["values"] if v not in taken and (lang != "en" or v.isascii())]
    v = rng.choice(free)
    taken.add(v)
    return v


def _when(g: _Gen, who: str, days: Any, others: tuple[str, ...] = (), span: float = 0.0,
          live_ok: bool = False) -> float | None:
    """A time on one of `days` when `who` (and `others`) are online, to `span` after."""
    days = list(days)
    for _ in range(400):
        t = T0 + g.rng.choice(days) * DAY + g.rng.uniform(0.0, 24.0) * HOUR
        if t + span >= END - 3 * HOUR:
            continue
        if not live_ok and (g.in_live(t) or g.in_live(t + span)):
            continue
        if all(g.awake(x, t) and g.awake(x, t + span) for x in (who, *others)):
            return t
    return None


def _next_on(g: _Gen, who: str, t: float, later_day: bool = False) -> float:
    """The first time from `t` that `who` is online (on a later day than `t`'s)."""
    d0 = _day(t)
    x = t
    while x < END - 3 * HOUR:
        if g.awake(who, x) and not g.in_live(x) and (not later_day or _day(x) > d0):
            return x
        x += 10 * MINUTE
    raise AssertionError((who, t))


def _react(g: _Gen, t: float, who: str, p: float = 0.45) -> None:
    if g.rng.random() < p:
        other = g.pick(t, (who,))
        if other is not None:
            lang = "en" if _pick_lang(g.rng, other) == "en" else "zh"
            g.add(t, other, g.rng.choice(REACT_FACT[lang]))


def _zh_en(rng: random.Random, who: str) -> str:
    return "en" if _pick_lang(rng, who) == "en" else "zh"


def _long(g: _Gen, lang: str, clause: str, ctx: dict[str, Any]) -> str:
    """A long message of other news with the detail's clause in its middle."""
    rng = g.rng
    base = "zh" if lang == "mix" else lang
    picks = rng.sample(LONG_EXTRA[base], 3 if base == "zh" else rng.randint(2, 3))
    extras = [g.clean(lambda e=e: e.format(**_slots(rng, ctx))) for e in picks]
    middle = [*extras[:-1], clause, extras[-1]]
    if base == "zh":
        return rng.choice(LONG_OPEN["zh"]) + "；".join(middle) + "。" + rng.choice(LONG_CLOSE["zh"])
    return (rng.choice(LONG_OPEN["en"]) + " " + ". ".join(middle) + ". "
            + rng.choice(LONG_CLOSE["en"]))


def _script(g: _Gen, k: int, f: dict[str, Any], taken: dict[str, set[str]],
            matches: list[dict[str, Any]], used_goals: set[float]) -> None:
    """A fact's lines in its shape, at times its speakers are online."""
    rng = g.rng
    n, kind, shape = f["name"], f["kind"], f["shape"]
    tp, mine = TOPICS[kind], taken[kind]
    days = [d for d in range(1, DAYS - 2) if d not in g.fact_days.get(n, set())] or list(
        range(1, DAYS - 2))
    f["carrier"] = n

    def when(who: str, others: tuple[str, ...] = (), span: float = 0.0,
             on: Any = None) -> float:
        t = _when(g, who, on or days, others, span) or _when(g, who, range(1, DAYS - 2), others,
                                                           span)
        assert t is not None, (who, others)
        return t

    if shape == "aside":
        for least in (5, 3):  # a goal of a match the member watches with others, not yet used
            goals = [t for m in matches for t in m["goals"]
                     if n in m["watch"] and len(m["watch"]) >= least and t not in used_goals]
            if goals:
                break
        else:  # none: the member stays up for an evening match with a goal after all
            m = rng.choice([m for m in matches if m["kh"] < 24
                            and any(t not in used_goals for t in m["goals"])])
            m["watch"].add(n)
            goals = [t for t in m["goals"] if t not in used_goals]
        t0 = rng.choice(goals)
        used_goals.add(t0)
        lang = _pick_lang(rng, n)
        x = _value(rng, kind, lang, mine)
        t = t0 + rng.uniform(24.0, 48.0)
        g.add(t, n, rng.choice(tp["aside"][lang]).format(x=x), k, "evidence")
        g.asides[t0] = (t, n)
    elif shape == "one":
        t = when(n)
        lang = _pick_lang(rng, n)
        x = _value(rng, kind, lang, mine)
        g.add(t, n, rng.choice(tp["say"][lang]).format(x=x), k, "evidence")
        _react(g, t + rng.uniform(20, 200), n)
    elif shape in ("answer", "reply", "late"):
        askers = [m for m in MEMBERS if m != n]
        t = None
        for _ in range(300):
            a = rng.choice(askers)
            if shape == "late":  # asked while the member is away for an hour at least
                t = _when(g, a, days)
                if t is not None and not any(g.awake(n, t + s * MINUTE) for s in range(0, 70, 10)):
                    break
                t = None
            else:
                t = _when(g, n, days, (a,), 30 * MINUTE)
                if t is not None:
                    break
        assert t is not None, f
        qlang = _zh_en(rng, a)
        ask = rng.choice(tp["ask"][qlang]).format(n=n)
        g.add(t, a, ask, k, "ask")
        f["asker"] = a
        lang = _pick_lang(rng, n)
        x = _value(rng, kind, lang, mine)
        ans = rng.choice(TERSE[lang]).format(x=x)
        if shape == "late":
            t2 = _next_on(g, n, t + HOUR, later_day=True) + rng.uniform(60, 600)
            ans = rng.choice(LATE["en" if lang == "en" else "zh"]).format(a=a) + ans
        else:
            t2 = t + rng.uniform(60, 1500)
            if shape == "reply":
                ans = f"[回复 {a}：{ask}]\n{ans}"
        g.add(t2, n, ans, k, "evidence")
        t = t2
    elif shape == "reported":
        r = rng.choice([m for m in MEMBERS if m != n])
        t = _when(g, r, days)
        while t is None:
            r = rng.choice([m for m in MEMBERS if m != n])
            t = _when(g, r, days)
        lang = _zh_en(rng, r)
        x = _value(rng, kind, lang, mine)
        g.add(t, r, rng.choice(tp["report"][lang]).format(n=n, x=x), k, "evidence")
        f["carrier"] = r
        t2 = _next_on(g, n, t + 30.0) + rng.uniform(20, 900)
        g.add(t2, n, rng.choice(CONFIRM[_zh_en(rng, n)]), k, "confirm")
    elif shape == "notice":
        o = ADMIN if n != ADMIN else "小满"
        t = when(o, on=[d for d in NOTICE_DAYS.get(kind, days) if d in days] or days)
        x = _value(rng, kind, "zh", mine)
        g.add(t, o, rng.choice(tp["notice"]).format(n=n, x=x), k, "evidence")
        f["carrier"] = o
        for i in range(rng.randint(1, 3)):
            other = g.pick(t + (i + 1) * 40.0, (o,))
            if other is not None:
                g.add(t + (i + 1) * 40.0 + rng.uniform(0, 30), other,
                      rng.choice(ACKS[_zh_en(rng, other)]))
    elif shape == "split":
        t = when(n, span=2 * MINUTE)
        lang = _pick_lang(rng, n)
        x = _value(rng, kind, lang, mine)
        g.add(t, n, rng.choice(tp["intro"][lang]), k, "evidence")
        t2 = t + rng.uniform(15.0, 50.0)
        if rng.random() < 0.5:
            other = g.pick(t + 6.0, (n,))
            if other is not None:
                g.add(t + rng.uniform(4.0, 10.0), other, rng.choice(GUESS[_zh_en(rng, other)]))
        g.add(t2, n, rng.choice(TERSE[lang]).format(x=x), k, "evidence")
    elif shape == "long":
        t = when(n)
        lang = _pick_lang(rng, n)
        x = _value(rng, kind, "en" if lang != "zh" else "zh", mine)
        clause = rng.choice(tp["clause"]["zh" if lang == "zh" else "en"]).format(x=x)
        if lang == "mix":  # a Chinese message around an English clause
            clause = rng.choice(tp["clause"]["en"]).format(x=x)
        g.add(t, n, _long(g, lang, clause, {}), k, "evidence")
        _react(g, t + rng.uniform(30, 300), n)
    elif shape == "correction":
        t = when(n)
        lang = _pick_lang(rng, n)
        y = _value(rng, kind, lang, mine)
        x = _value(rng, kind, lang, mine)
        g.add(t, n, rng.choice(tp["say"][lang]).format(x=y), k, "earlier")
        f["earlier"] = y
        if rng.random() < 0.5 and g.awake(n, t + 10 * MINUTE):
            t2 = t + rng.uniform(60, 540)
            fix = rng.choice(FIX_NOW[lang])
        else:
            t2 = _next_on(g, n, t + HOUR, later_day=True) + rng.uniform(60, 600)
            fix = rng.choice(FIX_LATE[lang])
        g.add(t2, n, fix.format(x=x, y=y), k, "evidence")
        t = t2
    else:
        raise AssertionError(shape)
    f["detail"] = x
    g.fact_days.setdefault(n, set()).add(_day(t))


def _list_script(g: _Gen, k: int, f: dict[str, Any], holders: set[str], batch: int,
                 taken: dict[str, set[str]]) -> None:
    """A 接龙 list: opened by its organiser, a name a message over a day or so, the fact's
    member's entry its last, then closed."""
    rng = g.rng
    n, kind = f["name"], f["kind"]
    title, note, decoys = TOPICS[kind]["list"]
    day, fill = LISTS[(kind, batch)]
    prefer = ["大鹏", "小满", "老岳"] if kind == "drink" else ["小满", "老岳", "大鹏"]
    starters = [m for m in prefer + MEMBERS if m not in holders]
    t = None
    for s in starters:
        t = _when(g, s, [day], span=0.0)
        if t is not None:
            break
    assert t is not None
    picks = rng.sample(decoys, len(decoys))
    entries = [(s, picks.pop())]
    head = f"#接龙 {title.format(b=fill)}\n{note}\n"

    def text() -> str:
        return head + "\n".join(f"{i}. {w} {v}" for i, (w, v) in enumerate(entries, 1))

    g.add(t, s, text())
    others = [m for m in MEMBERS if m not in holders and m != s]
    rng.shuffle(others)
    for who in others[:rng.randint(3, min(5, len(picks) - 1))]:
        t2 = _when(g, who, [_day(t), _day(t) + 1])
        if t2 is None or t2 <= t:
            continue
        t = t2
        entries.append((who, picks.pop()))
        g.add(t, who, text())
    x = _value(rng, kind, "zh", taken[kind])
    t = _next_on(g, n, t + rng.uniform(5, 90) * MINUTE) + rng.uniform(30, 300)
    entries.append((n, x))
    g.add(t, n, text(), k, "evidence")
    f["carrier"], f["detail"] = n, x
    g.fact_days.setdefault(n, set()).add(_day(t))
    t = _next_on(g, s, t + rng.uniform(20, 120) * MINUTE)
    g.add(t + rng.uniform(0, 300), s, rng.choice(LIST_CLOSE))


def _around(g: _Gen, k: int, f: dict[str, Any], busy: set[int]) -> None:
    """The member's own lines on the topic on other days, without the detail."""
    rng = g.rng
    if rng.random() >= 0.65:
        return
    n, tp = f["name"], TOPICS[f["kind"]]
    days = [d for d in range(DAYS - 1) if d not in busy]
    for _ in range(1 if rng.random() < 0.7 else 2):
        t = _when(g, n, days)
        if t is None:
            continue
        lang = _pick_lang(rng, n)
        g.add(t, n, g.clean(lambda lang=lang: _draw(rng, tp["around"], lang)), k, "around")
        _react(g, t + rng.uniform(20, 240), n, 0.35)


def _passing(g: _Gen, facts: list[dict[str, Any]]) -> set[tuple[str, str]]:
    """Others' lines on the topics in passing: two a topic, by members with no fact of it."""
    rng = g.rng
    said: set[tuple[str, str]] = set()
    for kind, tp in TOPICS.items():
        holders = {f["name"] for f in facts if f["kind"] == kind}
        free = [m for m in MEMBERS if m not in holders]
        for who in rng.sample(free, 2):
            t = _when(g, who, range(DAYS - 1))
            if t is None:
                continue
            lang = _pick_lang(rng, who)
            g.add(t, who, g.clean(lambda lang=lang, tp=tp: _draw(rng, tp["passing"], lang)))
            said.add((who, kind))
    return said


# -- questions -----------------------------------------------------------------------------

def _questions(rng: random.Random, f: dict[str, Any], said: list[str]) -> None:
    """The fact's three questions in their languages; a paraphrase sharing nothing with the
    evidence (names, the detail and the wrong value aside)."""
    n, x, tp = f["name"], f["detail"], TOPICS[f["kind"]]
    drop = (*MEMBERS, x, f.get("earlier", ""))
    for c in CLASSES:
        lang = f["q_lang"][c]
        if c == "paraphrase":
            cands = [q.format(n=n) for q in tp[c][lang]]
            rng.shuffle(cands)
            fits = [q for q in cands if not any(_shares(q, s, drop) for s in said)]
            assert fits, (f["kind"], lang, said)
            f[c] = fits[0]
        else:
            f[c] = rng.choice(tp[c][lang]).format(n=n, x=x)


def _never(rng: random.Random, facts: list[dict[str, Any]], passing: set[tuple[str, str]],
           around: set[tuple[str, str]]) -> list[str]:
    """90 questions about things never said: 45 naming a member (15 a topic's question of a
    member who spoke of it only in passing, 15 a detail no line gives of a member's topic, 15
    a never-said value put to a member with no line on its topic), 45 naming no one (34 after
    a never-said value, 11 after things nobody had)."""
    used = {f["detail"] for f in facts} | {f["earlier"] for f in facts if "earlier" in f}
    free = {k: [v for v in t["values"] if v not in used] for k, t in TOPICS.items()}
    for vs in free.values():
        rng.shuffle(vs)
    has = {(f["name"], f["kind"]) for f in facts}
    out: list[str] = []

    def lang() -> str:
        return rng.choice(("zh", "en"))

    for who, kind in rng.sample(sorted(passing - has), 15):
        out.append(rng.choice(TOPICS[kind]["partial"][lang()]).format(n=who))
    for f in rng.sample(facts, 15):
        out.append(rng.choice(TOPICS[f["kind"]]["other"][lang()]).format(n=f["name"]))
    quiet = sorted((m, k) for m in MEMBERS for k in TOPICS
                   if (m, k) not in has | passing | around)
    for who, kind in rng.sample(quiet, 15):
        out.append(rng.choice(TOPICS[kind]["probe"][lang()]).format(n=who, v=free[kind].pop()))
    for _ in range(34):  # the topic with the most values left, each time
        kind = max(TOPICS, key=lambda k: (len(free[k]), rng.random()))
        out.append(rng.choice(TOPICS[kind]["keyword"][lang()]).format(x=free[kind].pop()))
    out += rng.sample(NOBODY, 11)
    return out


# -- the set -------------------------------------------------------------------------------

def seventeenth_set(seed: int = 1717) -> Set:
    """The held-out seventeenth set (see the module's docstring)."""
    rng = random.Random(seed)
    _, values = _values()
    bad = re.compile("|".join(re.escape(v) for v in sorted(values, key=len, reverse=True)),
                     re.IGNORECASE)
    off = {(m, d) for d in range(-1, DAYS) for m in MEMBERS if rng.random() < 0.1}
    matches = _matches(rng, off)
    g = _Gen(rng, bad, off, matches)
    facts = _facts(rng)
    taken: dict[str, set[str]] = {kind: set() for kind in TOPICS}
    holders: dict[str, set[str]] = {}
    for f in facts:
        holders.setdefault(f["kind"], set()).add(f["name"])
    used_goals: set[float] = set()
    batch: dict[str, int] = {}
    for k, f in enumerate(facts):
        if f["shape"] == "jielong":
            b = batch[f["kind"]] = batch.get(f["kind"], -1) + 1
            _list_script(g, k, f, holders[f["kind"]], b, taken)
        else:
            _script(g, k, f, taken, matches, used_goals)
    busy = {m: {d + e for d in ds for e in (-1, 0, 1)} for m, ds in g.fact_days.items()}
    for k, f in enumerate(facts):
        _around(g, k, f, busy.get(f["name"], set()))
    passing = _passing(g, facts)
    scripted, log, scale = list(g.recs), _log(rng, matches), 1.0
    for attempt in range(10):  # the threads drawn again until about 3,000 lines
        g.recs = list(scripted)
        g.rng = random.Random(seed * 100 + attempt)
        _fill(g, log, matches, scale)
        if 2900 <= len(g.recs) <= 3100:
            break
        scale *= (3000 - len(scripted)) / max(1, len(g.recs) - len(scripted))
    assert 2900 <= len(g.recs) <= 3100, len(g.recs)
    recs = sorted(enumerate(g.recs), key=lambda r: (r[1][0], r[0]))
    messages: list[Message] = []
    said_at: dict[float, str] = {}
    at = 0.0
    for _, (t, who, text, k, role) in recs:
        at = round(max(t, at + 1.0), 3)
        assert at < END
        messages.append(_user(at, who, QQ[who], text))
        said_at[at] = text
        if k >= 0 and role:
            facts[k].setdefault("_" + role, []).append(at)
    around = set()
    for f in facts:
        f["evidence"] = f.pop("_evidence")
        f["around"] = f.pop("_around", [])
        if f["around"]:
            around.add((f["name"], f["kind"]))
        if f["shape"] in ("answer", "late", "reply"):
            f["asked_at"] = f.pop("_ask")[0]
        if f["shape"] == "correction":
            f["earlier_at"] = f.pop("_earlier")[0]
        f.pop("_confirm", None)
        texts = [said_at[t] for t in f["evidence"]]
        line = (texts[-1].rsplit("\n", 1)[-1] if f["shape"] == "jielong"
                else " ".join(x.rsplit("\n", 1)[-1] for x in texts))
        f["lang"] = _lang(line, (*MEMBERS, f.get("earlier", "")), f["detail"])
        f["rare"] = [f["detail"]]
    plain = [(k, c) for k, f in enumerate(facts) if f["lang"] != "mix" for c in CLASSES]
    crossed = set(rng.sample(plain, round(FLIP * len(plain))))
    for k, f in enumerate(facts):
        if f["lang"] == "mix":
            f["q_lang"] = {c: rng.choice(("zh", "en")) for c in CLASSES}
        else:
            f["q_lang"] = {c: ("en" if f["lang"] == "zh" else "zh") if (k, c) in crossed
                           else f["lang"] for c in CLASSES}
        _questions(rng, f, [said_at[t] for t in f["evidence"]])
    never = _never(rng, facts, passing, around)
    chatter = rng.sample(CHATTER, 90)
    s = Set("seventeenth", messages, facts, never, chatter, members=dict(QQ))
    _check(s, said_at)
    return s


def _answer_part(text: str) -> str:
    """An answer without its reply quote or its "just seeing this" opening."""
    text = text.rsplit("\n", 1)[-1]
    for p in (*LATE["zh"], *LATE["en"]):
        head = p.split("{a}")[1]
        if head in text:
            text = text.split(head, 1)[1]
    return text


def _check(s: Set, said_at: dict[float, str] | None = None) -> None:
    """The set's own checks (see the module's docstring)."""
    of, values = _values()
    texts, times, said_at = check_messages(s, said_at, T0, END, (2800, 3200))
    assert s.messages[0].created_at > START + 700 * DAY
    assert len(s.facts) == 80 and s.classes == CLASSES
    assert {f["shape"] for f in s.facts} == set(SHAPES)
    for kind, shapes in SHAPES_OF.items():  # the shapes fixed by topic, five a topic
        assert sorted(f["shape"] for f in s.facts if f["kind"] == kind) == sorted(shapes), kind
    assert len({v.lower() for v in values}) == len(values), "every value its own"
    for v in values:
        assert not any(v.lower() in o.lower() for o in values if o != v), v
        assert not any(m.lower() in v.lower() or v.lower() in m.lower() for m in MEMBERS), v
    for tp in TOPICS.values():
        for e in tp.get("list", ("", "", []))[2]:
            assert not any(v.lower() in e.lower() or e.lower() in v.lower() for v in values), e
    assert len({(f["kind"], f["name"]) for f in s.facts}) == len(s.facts), "a member once a topic"
    per = {m: sum(f["name"] == m for f in s.facts) for m in MEMBERS}
    assert set(per.values()) <= {4, 5}, per
    low = [t.lower() for t in texts]
    index = {at: i for i, at in enumerate(times)}
    cries = {c for lang in LIVE["cry"].values() for c in lang}
    kickoffs = [T0 + d * DAY + h * HOUR for d, h, *_ in FIXTURES]
    home: dict[str, list[float]] = {}
    for f in s.facts:
        x, n, ev, shape, c = f["detail"], f["name"], f["evidence"], f["shape"], f["carrier"]
        assert of[x] == f["kind"] and ev == sorted(ev) and all(at in index for at in ev), f
        assert len(ev) == (2 if shape == "split" else 1), f
        said = [said_at[at] for at in ev]
        for at in ev:
            assert f"] {c}({s.members[c]}): " in texts[index[at]], (c, at)
        assert (c == n) == (shape not in ("reported", "notice")), f
        assert shape != "notice" or c in OFFICERS, f
        assert f["uid"] == s.members[n] and x in f["keyword"] and f["rare"] == [x], f
        for cls in ("partial", "paraphrase"):
            assert n in f[cls] and x.lower() not in f[cls].lower(), f[cls]
        drop = (*MEMBERS, x, f.get("earlier", ""))
        assert not any(_shares(f["paraphrase"], t, drop) for t in said), (f["paraphrase"], said)
        assert set(f["q_lang"]) == set(CLASSES) and set(f["q_lang"].values()) <= {"zh", "en"}
        assert f["lang"] in ("zh", "en", "mix")
        assert all(x in t for t in said[-1:]), (x, said)
        for at in f["around"]:
            assert f"] {n}({f['uid']}): " in texts[index[at]] and x.lower() not in low[index[at]]
            assert at not in ev and abs(_day(at) - _day(ev[-1])) >= 2, f
        home[x] = [ev[-1]]
        words = TOPICS[f["kind"]]["words"]
        if shape in ("answer", "late", "reply", "split"):  # terse: not the topic's words
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
                assert said[0].startswith(f"[回复 {a}："), said
        if shape == "correction":
            y = f["earlier"]
            home[y] = [f["earlier_at"], ev[0]]
            assert y != x and f["earlier_at"] < ev[0]
            assert f"] {n}({f['uid']}): " in texts[index[f["earlier_at"]]]
            assert x.lower() not in low[index[f["earlier_at"]]] and y in said[0] and x in said[0]
        if shape == "split":
            assert ev[1] - ev[0] < 120 and x not in said[0], f
        if shape == "jielong":
            assert said[0].startswith("#接龙") and said[0].endswith(f"{n} {x}"), said
        if shape == "notice":
            assert said[0].startswith("【") and n in said[0] and c != n, said
        if shape == "long":
            i = said[0].index(x)
            assert len(said[0]) > 40 and i > 10 and len(said[0]) - i - len(x) > 10, said
        if shape == "aside":  # in a match's live burst, between the goal's cries and the rest
            at = ev[0]
            assert any(k <= at <= k + 3 * HOUR for k in kickoffs), f
            j = index[at]
            before = [i for i in range(j - 1, -1, -1) if at - times[i] <= 120]
            after = [i for i in range(j + 1, len(times)) if times[i] - at <= 120]
            assert any(said_at[times[i]] in cries for i in before), f
            assert any(f"] {n}(" not in texts[i] for i in after), f
    # every value only where it belongs: a detail in its evidence, a wrong value in the line
    # that said it and the one that corrected it, any other value nowhere
    for v in values:
        hits = [at for at, t in zip(times, low, strict=True) if v.lower() in t]
        assert hits == home.get(v, []), (v, hits)
    cross = sum(1 for f in s.facts for ql in f["q_lang"].values()
                if f["lang"] != "mix" and ql != f["lang"])
    plain = sum(1 for f in s.facts if f["lang"] != "mix") * len(CLASSES)
    assert 0.35 <= cross / plain <= 0.5, (cross, plain)
    for q in s.never:  # a never-said question's values are in no message
        assert not any(v.lower() in q.lower() for v in home), q
    check_questions(s, [*home])


def _line_langs(s: Set) -> dict[str, int]:
    import collections

    return dict(collections.Counter(_lang(m.text().split("): ", 1)[1], tuple(MEMBERS))
                                    for m in s.messages))


if __name__ == "__main__":
    import collections

    print(describe(seventeenth_set, "mix"))
    s = seventeenth_set()
    print("questions", len(s.facts) * len(CLASSES), "over", len(s.facts), "facts")
    print("per member", dict(collections.Counter(f["name"] for f in s.facts)))
    print("carriers other than the member:", sum(f["carrier"] != f["name"] for f in s.facts))
    print("shapes", dict(collections.Counter(f["shape"] for f in s.facts)))
    print("line langs", _line_langs(s))
