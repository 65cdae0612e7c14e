"""An eighteenth evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code: nothing under mnemo/ (but mnemo/message.py, for the `Message`
constructor), mnemo_panel/, plugins/, tests/ or docs/ was opened, read or searched while writing
it, nor the README, bench/recall.py, bench/context.py, any other bench file's body, any note or
issue text, nor any figure or score of any set, and no git command was run but one `git status`
whose output was thrown away unread; the recall code was never run on this set and the set was
never scored while it was written. It is not to be tuned on; its figures are to be read once,
at the end. What was read, and nothing else of the
repository: the names of the files in bench/; bench/recall_sets.py from its docstring to the end
of `second_set` (so `Set`, `_stamp`, `_user`, `DAY`, `START`, `_fits`, `_other`, `second_set`
and its tables) and from `stem` to the end (`stem`, `pairs`, `check_messages`,
`check_questions`, `describe`), with a grep's list of its top-level names; in
bench/recall_set17.py its module docstring and imports (its first 182 lines), a grep's list of
its top-level names (the first line of each, which shows the head of some of its tables), and
its lines from `seventeenth_set` to the end (`seventeenth_set`, `_answer_part`, `_check`,
`_line_langs` and the `__main__` block), for the shape of what is returned and checked; the
openings (the first 2,500 characters) of the module docstrings of bench/recall_set4.py to
recall_set16.py; the first 80 lines of mnemo/message.py (its head and the `Message` class, for
its constructor); the ruff settings in pyproject.toml. The generator below is its own.

It differs from the other seventeen (bench/recall.py's `first_set`, recall_sets' `second_set`,
`third_set` and `long_conversation`, recall_set4's sessions of a timeline, recall_set5's point
process, recall_set6's day of threads, recall_set7's windows of interleaved threads,
recall_set8's members' presence, recall_set9's working week's agenda, recall_set10's club
calendar, recall_set11's semester of scenes, recall_set12's family's meal-time slots,
recall_set13's incidents waiting on office hours, recall_set14's chain of the group's moods,
recall_set15's compound's event log, recall_set16's guild's weekly game calendar, recall_set17's
football club's fixture list) in what it is about and how it is laid out:

- the conversation is the QQ group of sixteen people preparing together for IELTS, TOEFL and
  the GRE over a summer, ten weeks from START + 886 days (Monday 2028-06-05) to Monday 08-14,
  laid out by the daily check-in (打卡) cycle: each member's morning (their own: Sydney's
  dawn is Beijing's 04:00, Toronto's and LA's mornings are Beijing's evening and night) opens
  with a formatted 打卡 post in their exam's units ("Day 23 打卡：单词 120 / 听力 2 篇 / 阅读 1
  套", "Day 72 check-in: 120 words / 23 TC-SE / 33 quant", the streak's day their own), now and
  then skipped, with others' "卷王 respect"s; the week's beats are the owner's Monday 【群公告】
  (the week's mock papers, Wednesday's quiz, the rules), Wednesday night's vocabulary quiz (an
  English word, four options, the answers "B吧" / "going with C", the reveal; other nights now
  and then one by a member abroad), the Saturday mock at
  09:00 and the score lines after 11:30 (band scores "L 7.5 R 7.0 W 6.0 S 6.5，总分 7.0", TPO
  sections and totals, GRE "V155 Q166"), and Sunday night's ranking of the week's 打卡 counts
  ("【第3周打卡排行】 1. 豆包 7/7 ..."), counted from the posts themselves; eight members sit
  their exam in the weeks (booked 24 days before, the night before, the day's "出发去考场了"
  at their local 08:00 with the group's "加油！！！" said again and again, "考完了" five hours
  later, the scores 13 days after and the "恭喜！！"s); between, each day's ordinary threads at
  their hours (a morning's "早"s and the owner's reminders, lunch, an afternoon and two or
  three evenings of study talk (listening, T/F/NG, Task 2, shadowing, verbal), life (the heat,
  takeaway, a neighbour's drilling) and shared materials ("剑桥雅思18", "Magoosh视频课", "王陆
  语料库": nobody's fact), the small hours when the members abroad talk), with answers by
  whoever is online, reply quotes "[回复 X：...]", 复读, @-questions answered only when the
  member named is online, and goodnights; the threads are scaled until the weeks hold about
  3,000 lines (3,040 with the default seed, 912 of them 打卡 posts); times strictly
  increasing, a second apart at least;
- numbers are everywhere (打卡 counts, streak days, band scores, section scores, totals,
  minutes, word counts, ranking counts, dates, paper numbers), so a line with a number is no
  answer; every ordinary line is drawn again while a value (said or not) would be in it;
- sixteen members of their own: the owner who posts the 【群公告】s, the reminders and the
  ranking (Vivian, TOEFL), the admin who starts most 接龙 lists (桃子, a teacher in Chengdu),
  students (阿哲, a night owl; 周周, a high-school senior; 豆包, the chattiest; 梓萱, an art
  student; 思远; 一一, quiet), a nurse on shifts (Ruby), an engineer up at 05:30 (老陈), members in
  Toronto (Kevin_L), Berlin (Nina), Sydney (Mandy), Singapore (Ethan), Hong Kong (Jasmine) and
  LA (Leo); each with their weekday and weekend hours, how much they talk and their odds of an
  English and of a mixed line, so lines are about 50 % Chinese, 30 % English and 20 % mixed
  (1,567, 912 and 561 with the default seed; exam words such as TPO or Task kept out of the
  count);
- seventeen topics of their own, five facts each, 85 facts, a member at most once a topic and
  five or six facts a member, each with its own detail: the tutor's name, the exam city, the
  exam venue (of a member sitting the exam in the weeks, in the fortnight before it), the
  vocabulary app, the dream school, the master's major, the roommate's name, the error
  notebook's colour, the forum username, the part-time job, the pet's name, the hometown, the
  scholarship applied for, the vocabulary book, the speaking partner's country, the study spot,
  the YouTube channel followed (the exam cities, venues and study spots of the five members
  living abroad, Hong Kong aside, abroad; the others' in China);
- facts in twelve shapes, fixed by topic so the same with any seed (one 7, answer 8, late 7,
  correction 7, split 7, reported 7, notice 6, jielong 7, reply 7, long 7, checkin 8, multi 7):
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
  ("long"); and this set's own two: the detail in the member's own 打卡 post of the day, after
  the counts ("Day 31 打卡：单词 150 / 听力 3 篇。今天在{x}自习": "checkin"), and the topic in
  one line and, an hour later with others' lines between, the detail with no topic word
  ("刚才忘了说，{x}"), where only the two together answer, both the evidence ("multi"); in
  Chinese, English or mixed (a line's language counted with names, the detail and the wrong
  value cut out, a line of the detail alone taking the detail's script: 45 zh, 25 en and 15 mix
  with the default seed);
- near misses: each correction's wrong value; the members' own lines on their topic on other
  days without the detail ("around": 42 facts, 50 lines with the default seed); others' lines
  on the topics in passing, three or four members a topic ("我也想找个外教，但是好贵"); @-questions
  on a topic put to a member with nothing to say on it, never answered; the 接龙 lists' other
  entries (cities, apps, schools, IDs, books, spots, channels nobody has as a fact); the shared
  materials' names; the 打卡 posts, mock scores and rankings full of numbers;
- questions in the third person, three classes, templates of this set's own: "keyword"
  carries the detail ("谁的语伴来自{x}？", "Whose error notebook is {x}?"), "partial" names the
  member and the topic ("What app does {n} use for vocabulary?", "{n}在哪个城市考试？"),
  "paraphrase" names the member and shares no English content word (stemmed with recall_sets'
  `stem`, a stop list aside) and no two Chinese characters in a row with the evidence, names,
  the detail and a wrong value aside (checked in code; a topic's paraphrases are tried in turn,
  and only if none fits, those of the other language); 40 % of the questions of a Chinese or
  English evidence line asked in the other language (85 of 210 with the default seed; between
  35 and 50 % checked); each question's language checked to be the one recorded;
- never-said questions, 90: 45 name a member (15 a topic's question of a member who spoke of
  the topic only in passing, 15 a detail no line gives of a member's topic (the tutor's
  nationality, the exam room's floor, the pet's age, the study spot's closing time), 15 a
  never-said value put to a member with no line on its topic), 45 name no one (34 ask after a
  never-said value of a topic, 11 after things nobody had); 90 chatter turns a member might
  send the bot (grammar, translations, essay openings and structures, definitions, time-zone
  sums, exam rules, greetings, advice), no member named, nothing asked about the group's past.

The set checks itself as it is built (`_check`): times a second apart at least within the ten
weeks and after START + 880 days, 2,800 to 3,200 messages, 80 to 90 facts, each topic's five in
its fixed shapes, every value (details, wrong values and never-said values) its own and none
inside another or a member's name or a list's other entry, a member once a topic and four to
six facts each, each detail in the last of its evidence lines and no other message, each wrong
value in the line that said it and the correction only, any other value nowhere, the evidence
said by the fact's carrier (the owner for "notice", another member for "reported", the member
otherwise), keyword questions carrying the detail and no member's name, partial and paraphrase
ones naming the member and not the detail, paraphrases sharing nothing with the evidence, each
question in its recorded language, the "around" lines the member's, without the detail and two
days from the evidence at least, an answer after its @-question by another member (within the
hour; a late one on a later day), terse answers, split and multi second lines without the
topic's words, a split's two lines within two minutes and a multi's 45 to 80 minutes apart with
others' lines between, a 接龙 detail in the list's last entry, a notice's evidence a 【群公告】
naming the member, a long message's detail away from both its ends, a checkin's evidence a 打卡
post, the member's only one for that streak day, with counts before the detail, the share of
questions across languages, no value of a message in a never-said question, then recall_sets'
`check_questions`. Run it from the repository's root (`python -m bench.recall_set18` or `python
bench/recall_set18.py`) to check it is deterministic for a seed, builds in under two seconds,
and to print its counts (and its lines' languages).

Each fact records its "evidence" (the created_at of the message(s) carrying it: two for a split
or a multi), "detail", "rare" (the detail: the word a keyword question carries), "kind" (the
topic), "name" and "uid" (the member it is about), "shape", "lang" ("zh", "en" or "mix": the
evidence line's), its questions ("keyword", "partial", "paraphrase") and their languages
("q_lang"), "carrier" (who said it), "asker" and "asked_at" (for "answer", "late" and
"reply"), "around" (the created_at of the member's other lines on the topic, none with the
detail), "entries" (a jielong list's other entries, [member, entry]), "sp" and "se" (a pet's
kind) and, for a correction, the wrong value ("earlier") and when it was said ("earlier_at").
Stamps are written in the machine's local time (recall_sets' `_stamp`) and the days are laid
out in UTC as Beijing's wall clock, so they read as meant where the local time is UTC.
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

BASE = 886  # 2028-06-05, a Monday: the summer's ten weeks of exam preparation
DAYS = 70  # to Monday 2028-08-14
T0 = START + BASE * DAY
END = T0 + DAYS * DAY
HOUR = 3600.0
MINUTE = 60.0
CLASSES = ("keyword", "partial", "paraphrase")
FLIP = 0.4  # the share of questions in the other language than a zh or en evidence line

# name, QQ number, weekday hours, weekend hours (Beijing's clock; past 24 is the small hours
# after), odds of an English and of a mixed line, how much they talk, the exam, the 打卡
# streak's day on the first day, where they live
Hours = list[tuple[float, float]]
PEOPLE: list[tuple[str, int, Hours, Hours, float, float, float, str, int, str]] = [
    (
        "Vivian", 52301,
        [(7.0, 9.0), (12.0, 13.5), (20.0, 23.5)],
        [(8.5, 12.0), (15.0, 17.0), (20.0, 23.5)],
        0.25, 0.22, 1.5, "toefl", 41, "北京",
    ),
    (
        "阿哲", 52302,
        [(10.0, 12.0), (14.5, 17.0), (22.0, 26.0)],
        [(11.0, 13.0), (16.0, 18.0), (22.0, 26.5)],
        0.1, 0.25, 1.2, "gre", 63, "杭州",
    ),
    (
        "Ruby", 52303,
        [(6.5, 8.0), (13.0, 14.0), (19.0, 23.0)],
        [(9.0, 12.0), (19.0, 23.0)],
        0.3, 0.2, 1.0, "ielts", 27, "广州",
    ),
    (
        "周周", 52304,
        [(8.0, 11.0), (15.0, 17.5), (20.0, 23.0)],
        [(9.0, 12.0), (15.0, 18.0), (20.0, 23.5)],
        0.1, 0.15, 1.3, "toefl", 18, "长沙",
    ),
    (
        "Kevin_L", 52305,
        [(7.5, 11.5), (20.0, 24.0)],
        [(6.0, 12.0), (21.0, 25.0)],
        0.6, 0.2, 0.9, "gre", 52, "Toronto",
    ),
    (
        "梓萱", 52306,
        [(10.0, 12.0), (14.0, 18.0), (21.0, 25.0)],
        [(11.0, 13.0), (15.0, 18.0), (21.0, 25.5)],
        0.12, 0.28, 1.1, "ielts", 33, "上海",
    ),
    (
        "老陈", 52307,
        [(5.5, 7.5), (12.0, 13.0), (21.0, 23.0)],
        [(6.0, 9.0), (14.0, 16.0), (20.5, 22.5)],
        0.1, 0.1, 0.8, "ielts", 75, "天津",
    ),
    (
        "Nina", 52308,
        [(14.0, 18.0), (21.0, 27.0)],
        [(15.0, 19.0), (22.0, 27.5)],
        0.5, 0.25, 0.9, "ielts", 12, "Berlin",
    ),
    (
        "豆包", 52309,
        [(9.5, 12.0), (13.0, 18.0), (20.0, 25.0)],
        [(10.5, 13.0), (14.0, 18.0), (20.0, 25.5)],
        0.08, 0.25, 1.7, "toefl", 36, "武汉",
    ),
    (
        "Ethan", 52310,
        [(7.0, 8.5), (12.0, 14.0), (20.0, 24.0)],
        [(9.0, 12.0), (16.0, 18.0), (21.0, 24.0)],
        0.62, 0.18, 1.0, "gre", 48, "Singapore",
    ),
    (
        "一一", 52311,
        [(8.0, 10.0), (19.0, 22.0)],
        [(9.0, 11.0), (19.0, 22.5)],
        0.2, 0.1, 0.5, "toefl", 9, "济南",
    ),
    (
        "Mandy", 52312,
        [(4.0, 7.0), (10.0, 12.5), (17.0, 21.0)],
        [(5.0, 9.0), (11.0, 13.0), (17.0, 21.5)],
        0.45, 0.28, 0.9, "ielts", 30, "Sydney",
    ),
    (
        "思远", 52313,
        [(9.0, 11.0), (15.0, 18.0), (22.0, 25.0)],
        [(10.0, 12.0), (16.0, 18.0), (22.5, 25.5)],
        0.2, 0.25, 0.9, "gre", 57, "西安",
    ),
    (
        "Jasmine", 52314,
        [(8.0, 10.0), (12.5, 14.0), (19.0, 24.0)],
        [(10.0, 13.0), (19.0, 24.5)],
        0.3, 0.38, 1.0, "ielts", 21, "Hong Kong",
    ),
    (
        "Leo", 52315,
        [(9.0, 14.0), (23.0, 28.0)],
        [(10.0, 15.0), (23.5, 28.0)],
        0.68, 0.15, 0.8, "gre", 44, "LA",
    ),
    (
        "桃子", 52316,
        [(7.0, 9.0), (11.0, 13.0), (20.0, 23.0)],
        [(8.0, 11.0), (14.0, 17.0), (20.0, 23.0)],
        0.15, 0.15, 1.0, "ielts", 66, "成都",
    ),
]
MEMBERS = [p[0] for p in PEOPLE]
QQ = {p[0]: p[1] for p in PEOPLE}
WEEKDAY_HOURS = {p[0]: p[2] for p in PEOPLE}
WEEKEND_HOURS = {p[0]: p[3] for p in PEOPLE}
EN = {p[0]: p[4] for p in PEOPLE}
MIX = {p[0]: p[5] for p in PEOPLE}
TALK = {p[0]: p[6] for p in PEOPLE}
EXAM = {p[0]: p[7] for p in PEOPLE}
STREAK = {p[0]: p[8] for p in PEOPLE}
OWNER = "Vivian"  # the group owner: the 【群公告】s and the weekly ranking
ADMIN = "桃子"  # starts most 接龙 lists
# the window a member checks in at: their own morning (Toronto's and LA's mornings are
# Beijing's evening and night)
CHECKIN_WINDOW = {"Kevin_L": 1, "Leo": 1}
# the day (from the first Monday) of a member's exam in the ten weeks; results 13 days later
EXAM_DAY = {
    "Ruby": 26,
    "Nina": 31,
    "周周": 33,
    "阿哲": 40,
    "Leo": 45,
    "老陈": 47,
    "Jasmine": 52,
    "梓萱": 54,
}
RESULT_AFTER = 13
ABROAD = {"Kevin_L", "Nina", "Mandy", "Leo", "Ethan"}  # their exam cities, venues and study spots
PLACES = {"city", "venue", "spot"}  # are abroad; the others' are in China
EXAM_NAME = {"ielts": ("雅思", "IELTS"), "toefl": ("托福", "TOEFL"), "gre": ("GRE", "GRE")}

# The topics: "vals" the values (a fact's detail, a correction's wrong value or a never-said
# value, drawn per seed), "words" the topic's words (kept out of terse answers), "say" a first
# person line with the detail, "ask" another's @-question, "head" a split's or multi's first
# line (the topic, no detail), "tail" the end of a 打卡 post, "report" another member saying it
# to the member, "notice" the owner's 【群公告】, "list" a 接龙's header and its other entries,
# "around" the member's own lines on the topic without the detail, "passing" anyone's lines on
# the topic, then the questions: "kw" (keyword), "part" (partial), "para" (paraphrase), "deep"
# (a detail nobody gave) and "probe" (a never-said value put to a member).
TOPICS: dict[str, dict[str, Any]] = {
    "tutor": {
        "vals": [
            "Pemberton", "Castellanos", "Ms Adebayo", "Mr Lindqvist", "Fenwick", "Thornbury",
            "Okoro", "庞晓岚", "蔺舒", "卓一帆",
        ],
        "words": ["外教", "老师", "tutor", "teacher", "lesson", "上课", "辅导"],
        "say": {
            "zh": [
                "我的外教是{x}，一周两节口语课", "现在跟{x}上一对一，贵是贵了点但真的有用",
                "我请的辅导老师叫{x}，专门改作文",
            ],
            "en": [
                "my tutor is {x}, two speaking lessons a week",
                "I've been doing one-on-one classes with {x}",
                "{x} is my writing tutor and marks everything in red",
            ],
            "mix": ["我的 tutor 是{x}，lesson 一周两次", "跟{x}上课 really helps，口语进步好多"],
        },
        "ask": {
            "zh": ["@{n} 你那个外教叫啥来着", "@{n} 你上课的老师是哪位呀"],
            "en": ["@{n} what's your tutor's name again?", "@{n} who are you taking lessons with?"],
        },
        "tail": {
            "zh": ["{x}布置的作文写完了", "晚上还有{x}的口语课"],
            "en": ["lesson with {x} tonight", "finished the essay {x} assigned"],
            "mix": ["晚上 lesson with {x}"],
        },
        "notice": [
            "【群公告】本周日晚8点口语分享会：{n}请来了自己的外教{x}，大家提前准备问题～",
            "【群公告】{n}的老师{x}答应周五晚帮群里免费批改三篇作文，想要的私聊{n}",
        ],
        "around": {
            "zh": [
                "今天外教课又被纠音纠了半小时", "上课的时候脑子一片空白，白交学费了",
                "老师说我的 Task 2 论证太弱",
            ],
            "en": ["tutor said my intonation is flat lol", "my lesson got moved to Thursday"],
        },
        "passing": {
            "zh": ["我也想找个外教，但是好贵", "有没有人推荐靠谱的口语老师", "外教课到底值不值啊"],
            "en": ["are private tutors worth it?", "thinking about getting a tutor for writing"],
        },
        "kw": {
            "zh": ["谁的外教是{x}？", "{x}是群里谁的老师？"],
            "en": ["Whose tutor is {x}?", "Who in the group takes lessons with {x}?"],
        },
        "part": {
            "zh": ["{n}的外教叫什么名字？", "{n}跟哪位老师上课？"],
            "en": ["What is {n}'s tutor called?", "Who does {n} take lessons with?"],
        },
        "para": {
            "zh": ["{n}花钱请谁一对一补习？", "给{n}私下辅导的那位叫啥？", "谁在单独教{n}英文？"],
            "en": [
                "Which person coaches {n} privately?", "Who gives {n} paid one-on-one help?",
                "Who is coaching {n}?",
            ],
        },
        "deep": {
            "zh": ["{n}的外教是哪国人？", "{n}的外教课多少钱一节？"],
            "en": ["Where is {n}'s tutor from?", "How much does {n} pay per lesson?"],
        },
        "probe": {"zh": ["{n}是不是跟{v}上课？"], "en": ["Does {n} take lessons with {v}?"]},
    },
    "city": {
        "vals": [
            "石家庄", "南宁", "洛阳", "兰州", "呼和浩特", "济宁", "Leipzig", "Penang", "Adelaide",
            "Christchurch",
        ],
        "words": ["考点", "城市", "city", "考试", "exam", "test", "去哪"],
        "say": {
            "zh": [
                "我报的是{x}的考点，那边位置多", "考试定在{x}了，到时候坐高铁过去",
                "我在{x}考，离家近点",
            ],
            "en": [
                "I'm sitting the exam in {x}",
                "booked the test in {x}, the closest centre with seats",
                "my exam is in {x}, taking the train there",
            ],
            "mix": ["我的 exam 在{x}，提前一天过去", "test centre 选了{x}，没别的位置了"],
        },
        "ask": {
            "zh": ["@{n} 你在哪个城市考？", "@{n} 你最后报的哪里的考点"],
            "en": ["@{n} which city are you taking it in?", "@{n} where did you book your test?"],
        },
        "head": {
            "zh": ["考点城市定了", "终于抢到考位了，在外地"],
            "en": ["got my test city sorted", "finally grabbed a seat, out of town though"],
        },
        "list": (
            "#接龙 报考城市统计，方便约同城考友",
            ["北京", "上海", "成都", "深圳", "西安", "重庆", "南京", "Melbourne", "Vancouver"],
        ),
        "around": {
            "zh": ["考点太难抢了，刷了一晚上", "去考试还得订酒店，好麻烦"],
            "en": ["the test centre is so far away", "need to book a hotel near the exam place"],
        },
        "passing": {
            "zh": ["听说北京考位又被抢光了", "现在考位好难约", "有没有人知道哪里考位多"],
            "en": ["seats are gone everywhere this summer", "test centres are fully booked again"],
        },
        "kw": {
            "zh": ["谁在{x}考试？", "谁报了{x}的考点？"],
            "en": ["Who is taking the exam in {x}?", "Who booked a test in {x}?"],
        },
        "part": {
            "zh": ["{n}在哪个城市考试？", "{n}的考点在哪座城市？"],
            "en": ["Which city is {n} taking the exam in?", "Where is {n} sitting the test?"],
        },
        "para": {
            "zh": ["{n}要跑到哪儿去应考？", "{n}赶考去的是哪个地方？"],
            "en": [
                "Which town will {n} travel to for the big day?",
                "Where is {n} heading to be assessed?",
            ],
        },
        "deep": {
            "zh": ["{n}考试那天住哪家酒店？"],
            "en": ["Which hotel is {n} staying at for the exam?"],
        },
        "probe": {"zh": ["{n}是不是在{v}考试？"], "en": ["Is {n} taking the exam in {v}?"]},
    },
    "venue": {
        "vals": [
            "翠湖会展中心", "博雅楼", "明德楼", "国贸培训中心", "东湖宾馆", "Hillcrest Centre",
            "Kingsgate House", "Riverside Campus", "Elm Court",
        ],
        "words": ["考场", "考点", "venue", "教室", "building"],
        "say": {
            "zh": [
                "我的考场在{x}，离地铁站就五分钟", "查到考场了，是{x}", "考场安排在{x}，还挺好找",
            ],
            "en": [
                "my exam venue is {x}", "just checked, I'm sitting it at {x}",
                "the venue is {x}, ten minutes from the station",
            ],
            "mix": ["考场在{x}，pretty easy to find", "venue 是{x}，离我家不远"],
        },
        "ask": {
            "zh": ["@{n} 你考场在哪栋楼？", "@{n} 考场具体在哪知道了吗"],
            "en": ["@{n} do you know your venue yet?", "@{n} where exactly is your exam room?"],
        },
        "head": {
            "zh": ["准考证打印出来了，考场也定了", "刚看了准考证上的考场地址"],
            "en": [
                "printed my admission ticket, the venue's on it",
                "finally know where my exam room is",
            ],
        },
        "notice": [
            "【群公告】{n}下周在{x}考试，同一考场的小伙伴可以约着一起去",
            "【群公告】提醒{n}：{x}那边考试当天要提前40分钟到，带好护照",
        ],
        "around": {
            "zh": ["考场附近有没有好吃的", "去考场要转两趟地铁，怕迟到"],
            "en": [
                "worried I'll get lost on the way to the venue",
                "going to do a trial run to the venue this weekend",
            ],
        },
        "passing": {
            "zh": ["考场的空调听说特别冷", "考场里耳机质量看运气"],
            "en": [
                "heard some venues have terrible headphones",
                "bring a jacket, exam rooms are freezing",
            ],
        },
        "kw": {
            "zh": ["谁的考场在{x}？", "谁要去{x}考试？"],
            "en": ["Whose exam venue is {x}?", "Who is sitting the exam at {x}?"],
        },
        "part": {
            "zh": ["{n}的考场在哪里？", "{n}在哪栋楼考试？"],
            "en": ["Where is {n}'s exam venue?", "Which building is {n} sitting the exam in?"],
        },
        "para": {
            "zh": ["{n}应试当天要去哪栋建筑？", "{n}那场测验具体在什么地方进行？"],
            "en": [
                "On the big day, which building must {n} go to?",
                "At which address will {n} be assessed?",
            ],
        },
        "deep": {"zh": ["{n}的考场在几楼？"], "en": ["Which floor is {n}'s exam room on?"]},
        "probe": {"zh": ["{n}的考场是不是在{v}？"], "en": ["Is {n} sitting the exam at {v}?"]},
    },
    "app": {
        "vals": [
            "Memrise", "Quizlet", "Elsa Speak", "Busuu", "WordUp", "Lingvist", "扇贝单词", "百词斩",
            "墨墨背单词", "知米背单词",
        ],
        "words": ["app", "软件", "背单词", "vocab", "words"],
        "say": {
            "zh": [
                "我背单词一直用{x}，复习提醒很好用", "换成{x}背了，感觉记得牢一点",
                "我用的是{x}，每天刷两百个",
            ],
            "en": [
                "I use {x} for vocab every morning",
                "switched to {x} for words, the spaced repetition works",
                "{x} is my vocab app, 200 a day",
            ],
            "mix": ["我用{x}背 vocab，每天 200 个", "{x} 真的 good，背单词神器"],
        },
        "ask": {
            "zh": ["@{n} 你背单词用的哪个软件", "@{n} 你用啥app背的"],
            "en": [
                "@{n} which app do you use for vocab?", "@{n} what are you using to learn words?",
            ],
        },
        "head": {
            "zh": ["安利一个背单词的app", "我换了个背单词软件"],
            "en": ["found a great vocab app", "changed my vocab app this week"],
        },
        "tail": {
            "zh": ["用{x}复习了两轮", "{x}上今天的任务也清完了"],
            "en": ["did two review rounds on {x}", "cleared today's queue on {x}"],
            "mix": ["{x} 上 review 了两轮"],
        },
        "list": (
            "#接龙 大家都用什么app背单词",
            ["欧路词典", "有道词典", "Duolingo", "恋词", "纸质书", "Excel 自己做"],
        ),
        "around": {
            "zh": ["今天背单词的任务又没清完", "app 提醒我已经欠了三天的复习了"],
            "en": ["my vocab app streak just broke", "the review pile on my app is huge"],
        },
        "passing": {
            "zh": ["背单词软件太多了不知道选哪个", "有没有好用的背单词app推荐"],
            "en": ["which vocab app is best?", "vocab apps all feel the same to me"],
        },
        "kw": {
            "zh": ["谁用{x}背单词？", "{x}是谁在用的app？"],
            "en": ["Who uses {x} for vocabulary?", "Who in the group learns words with {x}?"],
        },
        "part": {
            "zh": ["{n}用什么app背单词？", "{n}背单词用的哪个软件？"],
            "en": ["What app does {n} use for vocabulary?", "Which vocab app is {n} on?"],
        },
        "para": {
            "zh": ["{n}记生词靠手机上哪个工具？", "{n}手机里记词汇的程序叫啥？"],
            "en": [
                "Which phone tool helps {n} memorise new terms?",
                "On {n}'s phone, what program drills the lexicon?",
            ],
        },
        "deep": {
            "zh": ["{n}的背单词app会员多少钱？"],
            "en": ["How much is {n}'s vocab app subscription?"],
        },
        "probe": {"zh": ["{n}是不是用{v}背单词？"], "en": ["Does {n} use {v} for vocab?"]},
    },
    "dream": {
        "vals": [
            "Edinburgh", "McGill", "Carnegie Mellon", "ETH Zurich", "Purdue", "Monash", "Leiden",
            "Tufts", "墨尔本大学", "帝国理工", "曼彻斯特大学",
        ],
        "words": ["梦校", "学校", "大学", "dream", "school", "university", "申请", "apply"],
        "say": {
            "zh": ["我的梦校是{x}，做梦都想去", "目标就是{x}，分数不够就没戏", "最想去的学校是{x}"],
            "en": [
                "my dream school is {x}", "{x} is the one I really want",
                "if I get into {x} I'll cry",
            ],
            "mix": ["{x}是我的 dream school，冲", "我 really want {x}，分数一定要够"],
        },
        "ask": {
            "zh": ["@{n} 你梦校是哪所", "@{n} 最想去哪个学校呀"],
            "en": ["@{n} what's your dream school?", "@{n} where do you most want to go?"],
        },
        "head": {
            "zh": ["想了一晚上，梦校定下来了", "终于决定了最想冲的学校"],
            "en": [
                "made up my mind about my dream school",
                "decided which school I'm going all in for",
            ],
        },
        "report": {
            "zh": ["@{n} 你不是一直想去{x}吗", "{n}的梦校是{x}对吧"],
            "en": [
                "@{n} {x} is your dream school, right?", "{n}'s been obsessed with {x} forever lol",
            ],
        },
        "list": (
            "#接龙 梦校墙，写下来就能上！",
            ["港大", "多大", "UBC", "悉尼大学", "NUS", "早稻田", "KCL", "哥大"],
        ),
        "around": {
            "zh": ["看了梦校的录取均分，压力好大", "梦校的申请截止日期是十二月"],
            "en": [
                "checked my dream school's average scores, scary",
                "dream school deadline is in December",
            ],
        },
        "passing": {
            "zh": ["大家梦校都好厉害", "梦校这种东西想想就好"],
            "en": [
                "everyone's dream schools are so ambitious",
                "dream schools are just dreams for me lol",
            ],
        },
        "kw": {
            "zh": ["谁的梦校是{x}？", "谁最想去{x}？"],
            "en": ["Whose dream school is {x}?", "Who most wants to get into {x}?"],
        },
        "part": {
            "zh": ["{n}的梦校是哪所？", "{n}最想去哪所大学？"],
            "en": ["What is {n}'s dream school?", "Which university does {n} most want to attend?"],
        },
        "para": {
            "zh": ["{n}心里头号目标院校是哪家？", "{n}最向往读书的地方是哪？"],
            "en": ["Which campus is {n}'s top hope?", "Where does {n} long to study most?"],
        },
        "deep": {
            "zh": ["{n}的梦校申请费多少？"],
            "en": ["What's the application fee at {n}'s dream school?"],
        },
        "probe": {"zh": ["{n}的梦校是不是{v}？"], "en": ["Is {v} {n}'s dream school?"]},
    },
    "major": {
        "vals": [
            "Biostatistics", "Urban Planning", "Landscape Architecture", "Epidemiology",
            "Marine Biology", "Cognitive Science", "精算", "翻译硕士", "教育技术", "食品科学",
            "金融工程",
        ],
        "words": ["专业", "major", "study", "方向", "master"],
        "say": {
            "zh": ["我打算申{x}专业", "研究生想读{x}，跟本科不太一样", "专业定了，就{x}"],
            "en": [
                "I'm applying for {x}", "planning to do a master's in {x}",
                "going for {x} for grad school",
            ],
            "mix": ["我想读{x}，master 两年", "major 定了，{x}"],
        },
        "ask": {
            "zh": ["@{n} 你申的什么专业", "@{n} 你研究生读啥方向"],
            "en": ["@{n} what are you applying for?", "@{n} what's your major going to be?"],
        },
        "head": {
            "zh": ["研究生专业终于想好了", "跟爸妈吵了三天，专业定下来了"],
            "en": [
                "finally picked what to study for my master's",
                "my parents and I agreed on a major at last",
            ],
        },
        "report": {
            "zh": ["@{n} 你是要读{x}吧", "{n}申的是{x}，好难申的"],
            "en": [
                "@{n} you're going for {x}, right?", "{n} is applying for {x}, that's competitive",
            ],
        },
        "notice": [
            "【群公告】周三晚8点申请经验分享：{n}聊聊{x}专业怎么选校，欢迎旁听",
            "【群公告】下周的分享嘉宾是{n}，主题是{x}的申请和语言要求",
        ],
        "around": {
            "zh": ["专业课的先修要求好多", "看了下那个专业的就业，有点慌"],
            "en": [
                "the prerequisites for my major are a lot",
                "not sure my programme even needs a GRE",
            ],
        },
        "passing": {
            "zh": ["选专业太难了", "现在什么专业好就业啊"],
            "en": ["picking a major is so hard", "which programmes don't need GRE these days?"],
        },
        "kw": {
            "zh": ["谁要申请{x}专业？", "谁打算读{x}？"],
            "en": ["Who is applying for {x}?", "Who wants to do a master's in {x}?"],
        },
        "part": {
            "zh": ["{n}申请的是什么专业？", "{n}研究生打算读什么？"],
            "en": ["What major is {n} applying for?", "What will {n} study for the master's?"],
        },
        "para": {
            "zh": ["{n}将来深造选了哪门学科？", "{n}进修要学的领域叫什么？"],
            "en": [
                "Which field did {n} pick for further degrees?",
                "What discipline will {n} pursue after graduating?",
            ],
        },
        "deep": {"zh": ["{n}本科学的是什么？"], "en": ["What did {n} study as an undergrad?"]},
        "probe": {"zh": ["{n}是不是要读{v}？"], "en": ["Is {n} applying for {v}?"]},
    },
    "roommate": {
        "vals": [
            "Marisol", "Thaddeus", "Priscilla", "Anouk", "Benedikt", "Ingrid", "朵朵", "阿蕾",
            "小棠", "许冉",
        ],
        "words": ["室友", "roommate", "flatmate", "合租", "宿舍"],
        "say": {
            "zh": [
                "我室友叫{x}，也在备考", "室友{x}天天拉我去图书馆", "跟{x}合租，她雅思已经考完了",
            ],
            "en": [
                "my roommate {x} is studying for the same exam",
                "{x}, my flatmate, drags me to the library every day",
                "living with {x} and we quiz each other at night",
            ],
            "mix": ["室友{x} is also doing IELTS", "my flatmate {x} 天天早起"],
        },
        "ask": {
            "zh": ["@{n} 你室友叫啥来着", "@{n} 跟你一起住的那个女生叫什么"],
            "en": [
                "@{n} what's your roommate's name again?",
                "@{n} who's the flatmate you keep mentioning?",
            ],
        },
        "tail": {
            "zh": ["{x}陪我一起打的卡", "和{x}互相抽查了单词"],
            "en": ["{x} and I quizzed each other", "studied with {x} all afternoon"],
            "mix": ["和{x}互相 quiz 单词"],
        },
        "around": {
            "zh": ["室友今晚又在打游戏，吵死了", "我室友也报了考试，互相监督"],
            "en": [
                "roommate's cooking something amazing rn",
                "my roommate keeps me honest on check-ins",
            ],
        },
        "passing": {
            "zh": ["好羡慕有学习搭子室友", "我室友只会拉我打游戏"],
            "en": ["wish I had a roommate who studies", "my roommate is never home lol"],
        },
        "kw": {
            "zh": ["谁的室友叫{x}？", "{x}是谁的室友？"],
            "en": ["Whose roommate is {x}?", "Who lives with {x}?"],
        },
        "part": {
            "zh": ["{n}的室友叫什么？", "跟{n}合租的人叫啥？"],
            "en": ["What is {n}'s roommate called?", "Who is {n}'s flatmate?"],
        },
        "para": {
            "zh": ["和{n}住同一间屋的那位叫什么名字？", "{n}同住的伙伴是谁？"],
            "en": ["Who shares a place with {n}?", "Whom does {n} share a home with?"],
        },
        "deep": {"zh": ["{n}的室友是哪里人？"], "en": ["Where is {n}'s roommate from?"]},
        "probe": {"zh": ["{n}的室友是不是叫{v}？"], "en": ["Is {n}'s roommate called {v}?"]},
    },
    "notebook": {
        "vals": [
            "薄荷绿", "雾霾蓝", "芥末黄", "酒红色", "燕麦色", "burgundy", "lavender", "sage green",
            "navy blue", "coral pink",
        ],
        "words": ["错题本", "本子", "notebook", "颜色", "colour", "color"],
        "say": {
            "zh": [
                "我的错题本是{x}的，一眼就能找到", "买了个{x}的错题本，颜值高才有动力",
                "{x}那本是我的错题本，别拿错了",
            ],
            "en": [
                "my mistakes notebook is {x}", "got a {x} notebook just for wrong answers",
                "the {x} one is my error log",
            ],
            "mix": ["我的 notebook 是{x}的，专门记错题", "{x}的错题本 so pretty"],
        },
        "ask": {
            "zh": ["@{n} 你那个错题本啥颜色的，我也想买同款", "@{n} 你的错题本是哪个颜色"],
            "en": [
                "@{n} what colour is your error notebook?",
                "@{n} which colour did you get for your mistakes notebook?",
            ],
        },
        "head": {
            "zh": ["新的错题本到了", "错题本又换了一本新的"],
            "en": ["new error notebook arrived", "started a fresh mistakes notebook"],
        },
        "tail": {
            "zh": ["{x}的错题本又写满一页", "错题都抄进{x}那本了"],
            "en": ["filled another page of my {x} notebook"],
            "mix": ["{x}的 notebook 又满一页"],
        },
        "around": {
            "zh": ["错题本已经写了大半本了", "今天把错题本从头翻了一遍"],
            "en": [
                "my error notebook is almost full", "reviewed my mistakes notebook front to back",
            ],
        },
        "passing": {
            "zh": ["错题本真的有用吗", "我从来不记错题本"],
            "en": ["do error notebooks actually help?", "never kept a mistakes notebook tbh"],
        },
        "kw": {
            "zh": ["谁的错题本是{x}的？", "{x}的错题本是谁的？"],
            "en": ["Whose error notebook is {x}?", "Who has a {x} mistakes notebook?"],
        },
        "part": {
            "zh": ["{n}的错题本是什么颜色？", "{n}记错题的本子啥颜色？"],
            "en": [
                "What colour is {n}'s error notebook?", "Which colour is {n}'s mistakes notebook?",
            ],
        },
        "para": {
            "zh": ["{n}抄写做错题目用的簿子外皮什么色？", "{n}那本订正用的册子封面是哪种色调？"],
            "en": [
                "What hue is the cover of the book where {n} logs slip-ups?",
                "In which shade is {n}'s journal of errors?",
            ],
        },
        "deep": {
            "zh": ["{n}的错题本是什么牌子的？"],
            "en": ["What brand is {n}'s error notebook?"],
        },
        "probe": {"zh": ["{n}的错题本是不是{v}的？"], "en": ["Is {n}'s error notebook {v}?"]},
    },
    "forum": {
        "vals": [
            "grit_owl42", "kiwi_lemon7", "QuietFalcon", "verbal_ninja", "xiaohai1997",
            "BlueHeron_88", "moonbean_7", "蓝莓布丁x", "芋泥波波007",
        ],
        "words": ["论坛", "账号", "username", "forum", "寄托", "小红书"],
        "say": {
            "zh": [
                "我寄托上的ID是{x}，欢迎互关", "论坛账号{x}，发过几篇备考帖", "小红书搜{x}就是我",
            ],
            "en": [
                "my forum username is {x}", "I post on the forum as {x}",
                "find me as {x} on the forum",
            ],
            "mix": ["我的 forum ID 是{x}，来互关", "username {x}，发了备考 notes"],
        },
        "ask": {
            "zh": ["@{n} 你论坛ID是啥，我去关注", "@{n} 你在寄托叫什么名字"],
            "en": [
                "@{n} what's your forum username?",
                "@{n} what name do you post under on the forum?",
            ],
        },
        "head": {
            "zh": ["我把备考笔记发论坛上了", "论坛上开了个打卡帖"],
            "en": ["posted my notes on the forum", "started a check-in thread on the forum"],
        },
        "list": (
            "#接龙 互关一下寄托/小红书的ID",
            ["雅思冲冲冲", "toefl_girl", "gre_bear", "Vic_2028", "一只小考鸭", "早睡早起bot"],
        ),
        "around": {
            "zh": ["论坛上的机经帖好多", "我的帖子被加精了哈哈"],
            "en": ["my forum post got 50 likes lol", "the forum's exam recalls are gold"],
        },
        "passing": {
            "zh": ["寄托上的帖子真的有用", "小红书上的备考博主太多了"],
            "en": ["forum posts are hit or miss", "anyone read the exam forum lately?"],
        },
        "kw": {
            "zh": ["{x}是谁的ID？", "谁在论坛上叫{x}？"],
            "en": ["Whose forum username is {x}?", "Who posts as {x}?"],
        },
        "part": {
            "zh": ["{n}在论坛上的ID是什么？", "{n}的寄托账号叫什么？"],
            "en": ["What is {n}'s forum username?", "What name does {n} use on the forum?"],
        },
        "para": {
            "zh": ["网上交流区里{n}用的昵称是？", "想在网上找到{n}该搜哪个名字？"],
            "en": [
                "Under which handle can {n} be found online?",
                "What handle does {n} go by on that exam board?",
            ],
        },
        "deep": {
            "zh": ["{n}的论坛账号有多少粉丝？"],
            "en": ["How many followers does {n} have on the forum?"],
        },
        "probe": {"zh": ["{n}论坛ID是不是{v}？"], "en": ["Is {n}'s forum username {v}?"]},
    },
    "job": {
        "vals": [
            "剧本杀DM", "少儿编程助教", "宜家仓库", "猫咖店员", "婚礼跟拍", "lifeguard",
            "dog walker", "night receptionist", "museum guide", "piano accompanist",
        ],
        "words": ["兼职", "打工", "part-time", "job", "shift", "上班", "工作"],
        "say": {
            "zh": [
                "我暑假在做{x}的兼职，周末都得去", "找了份{x}的兼职，赚点报名费",
                "最近在当{x}，下班回来再背单词",
            ],
            "en": [
                "I work part-time as a {x} on weekends",
                "got a summer job as a {x} to pay the exam fee",
                "doing {x} shifts three days a week",
            ],
            "mix": ["我的 part-time 是{x}，周末上班", "做{x} to pay for the exam fee"],
        },
        "ask": {
            "zh": ["@{n} 你暑假兼职干啥呢", "@{n} 你周末在哪打工"],
            "en": ["@{n} what's your part-time job?", "@{n} what do you do on weekends for money?"],
        },
        "head": {
            "zh": ["暑假找了个兼职，明天开始上班", "兼职面试过了"],
            "en": [
                "found a summer job, starting tomorrow", "passed the interview for a part-time gig",
            ],
        },
        "report": {
            "zh": ["@{n} 你不是在做{x}吗，今天不上班？", "{n}现在是{x}了哈哈"],
            "en": ["@{n} aren't you working as a {x} this summer?", "{n} is a {x} now lol"],
        },
        "around": {
            "zh": ["今天兼职站了八个小时，腿断了", "下班太累了单词没背完"],
            "en": ["long shift today, too tired to study", "work ate my whole Saturday"],
        },
        "passing": {
            "zh": ["暑假兼职好难找", "边打工边备考太难了"],
            "en": [
                "working and studying at the same time is brutal",
                "should I get a summer job or just study?",
            ],
        },
        "kw": {
            "zh": ["谁在做{x}的兼职？", "谁暑假当{x}？"],
            "en": ["Who works part-time as a {x}?", "Who has a summer job as a {x}?"],
        },
        "part": {
            "zh": ["{n}暑假做什么兼职？", "{n}周末在哪打工？"],
            "en": ["What is {n}'s part-time job?", "What does {n} do for work this summer?"],
        },
        "para": {
            "zh": ["{n}课余靠干什么挣钱？", "{n}为了赚零花钱接了哪份活儿？"],
            "en": ["How does {n} earn pocket money?", "What gig pays {n}'s bills?"],
        },
        "deep": {"zh": ["{n}兼职一小时多少钱？"], "en": ["How much does {n} earn an hour?"]},
        "probe": {"zh": ["{n}是不是在做{v}的兼职？"], "en": ["Does {n} work as a {v}?"]},
    },
    "pet": {
        "vals": [
            "Gatsby", "Pickles", "Biscotti", "Nacho", "Waffles", "Juniper", "芝麻糊", "大橘子",
            "煤球", "豆沙",
        ],
        "words": ["猫", "狗", "cat", "dog", "pet", "宠物", "主子"],
        "say": {
            "zh": [
                "我家{sp}叫{x}，天天趴我书上", "我家{sp}叫{x}，一背单词就来捣乱",
                "{x}是我家主子，刚刚又把笔推下桌了",
            ],
            "en": [
                "my {se} is called {x}", "{x}, my {se}, just stole my pen",
                "our {se} {x} sleeps on my notes every day",
            ],
            "mix": ["我家{sp}{x} is sleeping on my keyboard", "{x}又来捣乱了 lol，在我书上睡觉"],
        },
        "ask": {
            "zh": ["@{n} 你家{sp}叫什么名字", "@{n} 你家那只{sp}叫啥"],
            "en": ["@{n} what's your {se}'s name?", "@{n} what do you call your {se}?"],
        },
        "head": {
            "zh": ["给你们看我家{sp}", "我家{sp}又在捣乱"],
            "en": ["my {se} is being a menace again", "meet my study buddy, the {se}"],
        },
        "tail": {
            "zh": ["{x}全程趴在我腿上", "{x}又把我的草稿纸咬烂了"],
            "en": ["{x} sat on my notes the whole time"],
            "mix": ["{x} sat on my 草稿纸，全程"],
        },
        "report": {
            "zh": ["@{n} 你家{x}今天又出镜了哈哈", "{n}家的{x}好可爱"],
            "en": [
                "@{n} your {se} {x} is the real star of this group", "{n}'s {se} {x} is so cute",
            ],
        },
        "around": {
            "zh": ["我家{sp}今天又把水杯打翻了", "带{sp}去打疫苗了，今天少背点"],
            "en": ["my {se} knocked my coffee over again", "vet trip today, studying less"],
        },
        "passing": {
            "zh": ["好想养只猫陪我学习", "有猫的人学习效率会变低吗哈哈"],
            "en": ["I want a cat so badly", "pets and studying don't mix lol"],
        },
        "kw": {
            "zh": ["谁家的宠物叫{x}？", "{x}是谁家的？"],
            "en": ["Whose pet is called {x}?", "Who has a pet named {x}?"],
        },
        "part": {
            "zh": ["{n}家的{sp}叫什么名字？", "{n}的宠物叫啥？"],
            "en": ["What is {n}'s {se} called?", "What's the name of {n}'s pet?"],
        },
        "para": {
            "zh": ["{n}养的那只小动物怎么称呼？", "陪{n}读书的毛孩子叫啥？"],
            "en": [
                "How is the furry friend of {n} known?", "What does {n} call the animal at home?",
            ],
        },
        "deep": {"zh": ["{n}家的{sp}几岁了？"], "en": ["How old is {n}'s {se}?"]},
        "probe": {"zh": ["{n}家的宠物是不是叫{v}？"], "en": ["Is {n}'s pet called {v}?"]},
    },
    "hometown": {
        "vals": [
            "景德镇", "丹东", "丹阳", "自贡", "汕尾", "漠河", "Ipoh", "Kuching", "Hobart",
            "Dunedin",
        ],
        "words": ["老家", "家乡", "hometown", "home", "grew up", "回家"],
        "say": {
            "zh": ["我老家是{x}的", "我是{x}人，暑假回来了", "回{x}老家了，这边网不好"],
            "en": [
                "I'm from {x} originally", "back home in {x} for two weeks",
                "grew up in {x}, it's tiny",
            ],
            "mix": ["我老家 {x}，super small", "回{x}了 for the summer"],
        },
        "ask": {
            "zh": ["@{n} 你老家哪的", "@{n} 你是哪里人来着"],
            "en": ["@{n} where are you from originally?", "@{n} where's home for you?"],
        },
        "head": {
            "zh": ["明天回老家", "放假回家乡了"],
            "en": ["flying home tomorrow", "back in my hometown for a bit"],
        },
        "report": {
            "zh": ["@{n} 你是{x}人吧，听你口音像", "{n}老家{x}的，特产超好吃"],
            "en": ["@{n} you're from {x}, right?", "{n} grew up in {x}, apparently"],
        },
        "around": {
            "zh": ["老家这边好热", "回老家天天被亲戚问考得怎么样"],
            "en": [
                "hometown internet is so slow", "relatives keep asking about my scores back home",
            ],
        },
        "passing": {
            "zh": ["暑假不想回家", "回家就学不进去"],
            "en": ["can't study at home at all", "going home for the holiday kills productivity"],
        },
        "kw": {
            "zh": ["谁的老家是{x}？", "谁是{x}人？"],
            "en": ["Who is from {x}?", "Whose hometown is {x}?"],
        },
        "part": {
            "zh": ["{n}老家是哪里？", "{n}是哪里人？"],
            "en": ["Where is {n}'s hometown?", "Where is {n} from?"],
        },
        "para": {
            "zh": ["{n}出生成长在什么地方？", "{n}小时候住在哪座城？"],
            "en": ["In which town was {n} raised?", "Which place did {n} spend childhood in?"],
        },
        "deep": {"zh": ["{n}老家有什么特产？"], "en": ["What food is {n}'s hometown famous for?"]},
        "probe": {"zh": ["{n}是不是{v}人？"], "en": ["Is {n} from {v}?"]},
    },
    "scholarship": {
        "vals": [
            "Chevening", "Fulbright", "Erasmus Mundus", "DAAD", "Knight-Hennessy", "Schwarzman",
            "国家公派", "校长奖学金", "鸿鹄奖学金",
        ],
        "words": ["奖学金", "scholarship", "funding", "面试"],
        "say": {
            "zh": [
                "我在申{x}，材料快准备完了", "打算冲一下{x}，雅思要求挺高", "{x}的申请我已经交了",
            ],
            "en": [
                "I'm applying for {x}", "going for {x}, it needs a high score",
                "submitted my {x} application today",
            ],
            "mix": ["我在申{x}，deadline 快到了", "{x} 的 essay 改了五遍"],
        },
        "ask": {
            "zh": ["@{n} 你申的哪个奖学金", "@{n} 你说的那个奖学金叫啥"],
            "en": [
                "@{n} which scholarship are you going for?",
                "@{n} what's the scholarship you applied to?",
            ],
        },
        "head": {
            "zh": ["奖学金的材料交上去了", "决定申一个全奖"],
            "en": ["sent off my scholarship application", "decided to try for a full scholarship"],
        },
        "notice": [
            "【群公告】恭喜{n}进了{x}的面试！周五晚请{n}分享准备经验",
            "【群公告】{n}在准备{x}的面试，有经验的朋友可以私聊帮帮忙",
        ],
        "around": {
            "zh": ["奖学金的推荐信还没拿到", "面试要准备的东西好多"],
            "en": [
                "still waiting on a reference letter",
                "scholarship essays are harder than the exam",
            ],
        },
        "passing": {
            "zh": ["全奖太难拿了", "奖学金都要求雅思7以上吧"],
            "en": ["full scholarships are so competitive", "do scholarships care about GRE?"],
        },
        "kw": {
            "zh": ["谁在申请{x}？", "{x}是谁申的？"],
            "en": ["Who is applying for {x}?", "Who went for {x}?"],
        },
        "part": {
            "zh": ["{n}申请的是哪个奖学金？", "{n}在申什么奖学金？"],
            "en": ["Which scholarship is {n} applying for?", "What scholarship did {n} apply to?"],
        },
        "para": {
            "zh": ["{n}想拿哪家的全额资助？", "{n}争取的那笔留学经费来自哪个项目？"],
            "en": ["Which funding programme is {n} chasing?", "Whose grant does {n} hope to win?"],
        },
        "deep": {"zh": ["{n}的奖学金每年多少钱？"], "en": ["How much is {n}'s scholarship worth?"]},
        "probe": {"zh": ["{n}是不是在申{v}？"], "en": ["Is {n} applying for {v}?"]},
    },
    "vocab": {
        "vals": [
            "要你命3000", "绿宝书", "词以类记", "考满分词汇", "Word Power Made Easy",
            "Barron's 1100", "Wordly Wise", "4000 Essential English Words",
        ],
        "words": ["单词书", "词汇书", "book", "vocab"],
        "say": {
            "zh": [
                "我在背{x}，第三遍了", "单词书用的是{x}，一天一个list", "{x}背完了，准备开始二刷",
            ],
            "en": [
                "I'm working through {x}", "my vocab book is {x}, one list a day",
                "finished {x}, starting round two",
            ],
            "mix": ["我在背{x}, list 12 done", "{x} 第二遍 review 中"],
        },
        "ask": {
            "zh": ["@{n} 你背的哪本单词书", "@{n} 你那本词汇书叫啥"],
            "en": [
                "@{n} which vocab book are you using?",
                "@{n} what's the word book you carry around?",
            ],
        },
        "head": {
            "zh": ["新买的单词书到了", "换了本单词书"],
            "en": ["my new vocab book arrived", "switched vocab books"],
        },
        "tail": {
            "zh": ["{x}背到第9个list", "{x}复习了两个list"],
            "en": ["two lists of {x} done"],
            "mix": ["{x} list 9 done"],
        },
        "list": (
            "#接龙 现在在背哪本单词书",
            ["红宝书", "恋恋有词", "新东方乱序版", "朗文词典", "剑桥真题词汇", "自己整理的"],
        ),
        "around": {
            "zh": ["单词书背了忘忘了背", "今天单词书只背了半个list"],
            "en": ["my vocab book is falling apart", "forgot half of yesterday's list"],
        },
        "passing": {
            "zh": ["单词书到底背哪本好", "单词书买了好几本都没背完"],
            "en": ["so many vocab books, which one?", "bought three word books, finished none"],
        },
        "kw": {
            "zh": ["谁在背{x}？", "{x}是谁的单词书？"],
            "en": ["Who is studying {x}?", "Who uses {x} as a word book?"],
        },
        "part": {
            "zh": ["{n}背的是哪本单词书？", "{n}在用哪本词汇书？"],
            "en": ["Which vocab book is {n} using?", "What word book does {n} study?"],
        },
        "para": {
            "zh": ["{n}手头记词汇靠哪一册？", "{n}每天啃的那本书叫什么？"],
            "en": [
                "Which volume helps {n} learn lexicon?", "What title does {n} memorise terms from?",
            ],
        },
        "deep": {
            "zh": ["{n}的单词书是第几版？"],
            "en": ["Which edition of the vocab book does {n} have?"],
        },
        "probe": {"zh": ["{n}是不是在背{v}？"], "en": ["Is {n} studying {v}?"]},
    },
    "partner": {
        "vals": [
            "Kenya", "Chile", "Ukraine", "Ghana", "Ecuador", "Latvia", "Morocco", "葡萄牙",
            "乌拉圭", "冰岛",
        ],
        "words": ["语伴", "口语", "partner", "speaking", "country"],
        "say": {
            "zh": [
                "我的口语语伴是{x}人，每周视频两次", "语伴来自{x}，口音有点难懂哈哈",
                "和{x}的语伴练了一个月了",
            ],
            "en": [
                "my speaking partner is from {x}",
                "practising with a partner from {x} twice a week",
                "my language partner lives in {x}",
            ],
            "mix": ["我的 speaking partner 是{x}人", "语伴 from {x}，口音好难"],
        },
        "ask": {
            "zh": ["@{n} 你语伴哪国的", "@{n} 你那个练口语的搭档是哪里人"],
            "en": [
                "@{n} where's your speaking partner from?",
                "@{n} which country is your language partner in?",
            ],
        },
        "tail": {
            "zh": ["和{x}的语伴练了半小时口语", "跟{x}语伴视频了40分钟"],
            "en": ["30 min call with my partner in {x}"],
            "mix": ["和{x}的 partner 练了 30 min"],
        },
        "notice": [
            "【群公告】周日英语角：{n}会带来自{x}的语伴一起聊天，名额有限",
            "【群公告】感谢{n}介绍，{x}的语伴下周三会来群里做一次口语示范",
        ],
        "report": {
            "zh": ["@{n} 你语伴是{x}的吧，好酷", "{n}的语伴是{x}人，口语进步超快"],
            "en": ["@{n} your partner's from {x}, right?", "{n} practises with someone from {x}"],
        },
        "around": {
            "zh": ["今天和语伴聊了半小时，好多词说不出来", "语伴这周请假了"],
            "en": ["partner cancelled our call again", "talked for an hour with my partner today"],
        },
        "passing": {
            "zh": ["语伴去哪找啊", "想找个练口语的外国朋友"],
            "en": ["where do you find speaking partners?", "need a speaking buddy badly"],
        },
        "kw": {
            "zh": ["谁的语伴来自{x}？", "谁跟{x}的人练口语？"],
            "en": [
                "Whose speaking partner is from {x}?",
                "Who practises speaking with someone from {x}?",
            ],
        },
        "part": {
            "zh": ["{n}的语伴是哪国人？", "{n}的口语搭档来自哪里？"],
            "en": [
                "Where is {n}'s speaking partner from?",
                "Which country is {n}'s language partner from?",
            ],
        },
        "para": {
            "zh": ["陪{n}对话的那位外国朋友籍贯是？", "{n}视频聊英文的伙伴是哪儿的？"],
            "en": [
                "Which nation does the friend {n} converses with come from?",
                "{n} chats in English with a foreigner: of what nationality?",
            ],
        },
        "deep": {
            "zh": ["{n}的语伴叫什么名字？"],
            "en": ["What is the name of {n}'s speaking partner?"],
        },
        "probe": {"zh": ["{n}的语伴是不是{v}人？"], "en": ["Is {n}'s speaking partner from {v}?"]},
    },
    "spot": {
        "vals": [
            "半亩书屋", "钟书阁", "蜂巢自习室", "市图三楼", "言几又", "青柠书房", "Blue Bottle",
            "Maple Hall", "Bean Scene", "Reading Room 4",
        ],
        "words": ["自习", "图书馆", "library", "study", "书店", "cafe"],
        "say": {
            "zh": [
                "我一般在{x}自习，安静", "最近天天泡在{x}，有空调", "{x}是我的根据地，去晚了没位置",
            ],
            "en": [
                "I usually study at {x}", "been camping at {x} every day",
                "{x} is my spot, quiet and cheap",
            ],
            "mix": ["我天天在{x} study，超安静", "{x} 是我的 base 哈哈"],
        },
        "ask": {
            "zh": ["@{n} 你平时在哪自习", "@{n} 你那个自习的地方叫啥"],
            "en": ["@{n} where do you usually study?", "@{n} what's that study place called?"],
        },
        "head": {
            "zh": ["找到一个超适合自习的地方", "换了个学习的地方"],
            "en": ["found the perfect place to study", "switched study spots this week"],
        },
        "tail": {
            "zh": ["今天在{x}自习", "在{x}坐了一整天"],
            "en": ["studied at {x} today"],
            "mix": ["今天在{x} study 了一整天"],
        },
        "notice": [
            "【群公告】周六下午线下自习：地点{x}（{n}推荐），两点开始，想来的群里说一声",
            "【群公告】{n}帮大家在{x}订了张长桌，周日上午一起自习",
        ],
        "list": ("#接龙 暑假自习据点", ["学校图书馆", "家里", "星巴克", "瑞幸", "肯德基", "宿舍"]),
        "around": {
            "zh": ["今天自习的地方人好多", "去自习的路上下雨了"],
            "en": ["my study spot was packed today", "forgot my charger at my study spot"],
        },
        "passing": {
            "zh": ["在家完全学不进去", "有没有人推荐安静的自习地方"],
            "en": ["home is the worst place to study", "any quiet study spots you'd recommend?"],
        },
        "kw": {
            "zh": ["谁常在{x}自习？", "{x}是谁的自习据点？"],
            "en": ["Who studies at {x}?", "Whose usual study spot is {x}?"],
        },
        "part": {
            "zh": ["{n}平时在哪自习？", "{n}在什么地方学习？"],
            "en": ["Where does {n} usually study?", "What is {n}'s study spot?"],
        },
        "para": {
            "zh": ["{n}白天一般待在哪儿备考？", "{n}常去哪儿埋头苦读？"],
            "en": [
                "Where does {n} spend the day preparing?", "At which place does {n} hit the books?",
            ],
        },
        "deep": {
            "zh": ["{n}自习的地方几点关门？"],
            "en": ["What time does {n}'s study spot close?"],
        },
        "probe": {"zh": ["{n}是不是在{v}自习？"], "en": ["Does {n} study at {v}?"]},
    },
    "channel": {
        "vals": [
            "Greg Mat", "IELTS Liz", "E2 IELTS", "TST Prep", "Speak English with Vanessa",
            "Arnel's Everyday English", "英语兔", "阿滨老师", "口语侠",
        ],
        "words": ["频道", "视频", "博主", "channel", "youtube", "video", "B站", "老师"],
        "say": {
            "zh": ["我每天看{x}的视频，讲得特别清楚", "口语跟着{x}练的", "{x}的课我刷了一半了"],
            "en": [
                "I watch {x} every day", "{x} on YouTube explains everything so clearly",
                "been following {x} for writing",
            ],
            "mix": ["我每天看{x}的 videos", "{x} 讲 writing 超清楚"],
        },
        "ask": {
            "zh": ["@{n} 你看的哪个博主", "@{n} 你说的那个频道叫啥"],
            "en": ["@{n} which channel do you watch?", "@{n} who's the YouTuber you mentioned?"],
        },
        "report": {
            "zh": ["@{n} 你天天看的{x}更新了", "{n}推的{x}真的不错"],
            "en": ["@{n} your favourite {x} just posted a new video", "{n} is a huge {x} fan"],
        },
        "list": (
            "#接龙 推荐一个你每天在看的英语频道/老师",
            [
                "BBC Learning English", "TED-Ed", "6 Minute English", "Rachel's English", "老友记",
                "经济学人",
            ],
        ),
        "around": {
            "zh": ["今天的视频讲的同替好有用", "看视频看着看着就睡着了"],
            "en": ["today's video on Task 1 was great", "fell asleep watching prep videos again"],
        },
        "passing": {
            "zh": ["B站的备考视频太多了", "看视频学英语到底有没有用"],
            "en": ["too many prep channels on YouTube", "are YouTube prep channels any good?"],
        },
        "kw": {
            "zh": ["谁在看{x}的视频？", "{x}是谁推荐的频道？"],
            "en": ["Who watches {x}?", "Who follows {x} on YouTube?"],
        },
        "part": {
            "zh": ["{n}每天看哪个频道？", "{n}跟着哪个博主学？"],
            "en": ["Which channel does {n} watch?", "Which YouTuber does {n} follow?"],
        },
        "para": {
            "zh": ["{n}在网上追哪位主播的备考课？", "{n}天天刷谁的讲解？"],
            "en": [
                "Whose online lessons does {n} stream daily?", "Which creator's clips teach {n}?",
            ],
        },
        "deep": {
            "zh": ["{n}看的那个频道有多少订阅？"],
            "en": ["How many subscribers does the channel {n} watches have?"],
        },
        "probe": {"zh": ["{n}是不是在看{v}？"], "en": ["Does {n} watch {v}?"]},
    },
}

# each topic's five facts in their shapes, the same with any seed
SHAPES_OF = {
    "tutor": ("notice", "correction", "answer", "checkin", "long"),
    "city": ("jielong", "late", "one", "split", "reply"),
    "venue": ("notice", "correction", "multi", "answer", "one"),
    "app": ("jielong", "checkin", "reply", "split", "late"),
    "dream": ("jielong", "multi", "reported", "one", "long"),
    "major": ("notice", "reported", "answer", "split", "reply"),
    "roommate": ("checkin", "correction", "late", "reply", "long"),
    "notebook": ("checkin", "one", "split", "answer", "multi"),
    "forum": ("jielong", "correction", "split", "reply", "late"),
    "job": ("reported", "answer", "long", "multi", "one"),
    "pet": ("checkin", "reported", "late", "split", "reply"),
    "hometown": ("reported", "correction", "answer", "multi", "long"),
    "scholarship": ("notice", "one", "late", "reply", "multi"),
    "vocab": ("jielong", "checkin", "correction", "split", "answer"),
    "partner": ("notice", "checkin", "reported", "late", "long"),
    "spot": ("jielong", "checkin", "notice", "multi", "correction"),
    "channel": ("jielong", "reported", "answer", "one", "long"),
}
SHAPES = (
    "one", "answer", "late", "correction", "split", "reported", "notice", "jielong", "reply",
    "long", "checkin", "multi",
)

# a terse answer, a late one's opening, a split's or multi's second line: none with the topic's
# words, so only the question before them (or the line before) says what the detail is
TERSE = {
    "zh": ["{x}", "{x}啊", "是{x}", "{x}，咋了", "{x}哈哈", "就{x}呀", "{x}呀，怎么啦"],
    "en": ["{x}", "{x}, why?", "it's {x}", "{x} haha", "{x} lol", "oh, {x}"],
    "mix": ["{x} 哈哈", "是 {x} lol", "{x} 呀 why"],
}
LATE = {
    "zh": ["@{a} 才看到，", "@{a} 昨天没看群，", "@{a} 刚翻到，"],
    "en": ["@{a} just saw this, ", "@{a} sorry, only seeing this now: ", "@{a} late reply but "],
    "mix": ["@{a} 才看到 sorry，", "@{a} just saw this，"],
}
SPLIT_TAIL = {
    "zh": ["{x}", "{x}！", "就是{x}", "{x}，嘿嘿"],
    "en": ["{x}", "{x}!", "it's {x}"],
    "mix": ["{x} 哈哈", "就是 {x} lol"],
}
MULTI_TAIL = {
    "zh": ["补充一下刚才说的：是{x}", "刚才忘了说，{x}", "说的那个就是{x}", "对了，是{x}"],
    "en": [
        "forgot to say earlier: {x}", "re what I said an hour ago: it's {x}",
        "oh and it's {x}, by the way",
    ],
    "mix": ["刚才那个, it's {x}", "补充一下 it's {x}"],
}
NUDGE = {"zh": ["快说", "哪个", "？", "展开说说"], "en": ["which one?", "go on", "?"]}
CONFIRM = {
    "zh": ["哈哈对", "是的是的", "被你发现了", "嗯嗯没错", "对呀"],
    "en": ["haha yep", "guilty", "yep that's right", "correct lol"],
    "mix": ["对 haha", "yep 没错"],
}
FIX_NOW = {
    "zh": ["打错了，是{x}，不是{y}", "啊不对，是{x}不是{y}，手滑", "更正：{x}，不是{y}"],
    "en": ["typo, {x} not {y}", "correction: it's {x}, not {y}", "wait no, {x} not {y} lol"],
    "mix": ["打错了 sorry，是{x} not {y}", "wait 不对，是{x}不是{y}"],
}
FIX_LATE = {
    "zh": ["昨天说错了，是{x}不是{y}", "纠正一下昨天的，{x}，不是{y}"],
    "en": ["correction to yesterday: {x}, not {y}", "said it wrong yesterday, it's {x} not {y}"],
    "mix": ["昨天说错了 sorry，是{x} not {y}"],
}
REACT = {
    "zh": ["哇", "厉害", "好家伙", "羡慕", "哈哈哈", "收到", "可以可以"],
    "en": ["nice", "wow", "cool", "oh nice", "love that"],
    "mix": ["nice 啊", "好 cool"],
}
NOTICE_ACK = {
    "zh": ["收到", "收到收到", "好的群主", "谢谢群主", "+1"],
    "en": ["noted", "got it", "thanks!"],
    "mix": ["收到 thanks", "ok 收到"],
}
THANKS = {
    "zh": ["谢谢群主！", "哈哈被点名了", "麻烦群主了"],
    "en": ["thanks Vivian!", "haha thanks for the shout-out"],
    "mix": ["谢谢群主 thanks"],
}
LONG_OPEN = {
    "zh": ["汇报一下最近：", "碎碎念几句：", "来群里更新下近况："],
    "en": ["quick update from me:", "some news since last week:", "life update:"],
}
LONG_EXTRA = {
    "zh": [
        "这周模考听力终于上7了", "昨天背了两百多个单词", "我妈天天催我早睡", "空调终于修好了",
        "下周要去体检", "口语还是老样子", "作文被批得体无完肤", "买了个新耳机练精听",
        "最近每天六点起", "阅读速度快了一点",
    ],
    "en": [
        "my listening finally hit 7 in the mock", "slept five hours again",
        "got a new pair of headphones for dictation", "reading speed is getting better",
        "writing is still my weakest part", "started waking up at six",
        "had a dentist appointment on Monday", "my speaking still sounds robotic",
    ],
}
LONG_CLOSE = {
    "zh": ["就这些，继续学习了", "好了不说了，去背单词", "先这样，晚上再聊"],
    "en": ["that's all, back to studying", "ok back to work", "more later!"],
}

# -- the group's ordinary talk -------------------------------------------------------------------

GREET = {
    "zh": [
        "早", "早上好", "早安各位", "早～今天也要加油", "早，昨晚又熬夜了", "早起成功", "早呀",
        "早，今天好困", "早上好，外面下雨了",
    ],
    "en": ["morning!", "good morning all", "morning, coffee first", "gm everyone", "morning folks"],
    "mix": ["早 morning", "morning 各位", "早安 let's go", "早，need coffee"],
}
OWNER_MORNING = [
    "早上好～今天还没打卡的记得打卡哦",
    "【提醒】打卡截止今晚12点，格式：Day X 打卡：单词/听力/阅读",
    "Morning all! Check-in closes at midnight", "今天也别断卡呀，坚持就是胜利",
    "早！昨天有{c}个人没打卡，今天补上", "Good morning! Small steps every day",
]
CHECKIN_REACT = {
    "zh": ["冲", "卷死了", "这么多单词", "向你学习", "稳", "你好自律", "打卡+1", "厉害了"],
    "en": ["nice", "beast mode", "respect", "keep it up", "solid"],
    "mix": ["卷王 respect", "nice 冲", "太 productive 了", "这个 amount 好猛", "冲 keep it up"],
}
NIGHT = {
    "zh": ["晚安", "睡了睡了", "明天见", "撑不住了，晚安", "今天就到这，晚安各位", "下线了"],
    "en": ["good night!", "night all", "gn", "off to bed", "logging off, night"],
    "mix": ["晚安 gn", "睡了 night", "good night 各位"],
}
LUNCH = {
    "zh": [
        "吃饭去了", "今天中午吃啥", "外卖到了", "又是食堂", "中午睡二十分钟再学", "点了螺蛳粉",
        "楼下新开了家面馆", "今天好热不想出门吃饭", "中午背了十个单词就困了",
    ],
    "en": [
        "lunch break!", "what's everyone eating?", "grabbing lunch", "too hot to go out for food",
        "power nap then back to it",
    ],
    "mix": ["lunch 吃了麻辣烫", "中午 nap 一下", "外卖 again lol"],
}
LIFE = {
    "zh": [
        "今天好热", "困死了", "下雨了", "空调坏了", "奶茶喝多了睡不着", "周末想出去玩但要模考",
        "我妈又问我分数", "暑假过得好快", "手机又摔了", "今天学不进去", "邻居在装修，吵死",
        "刚跑完步回来", "楼下的猫又来了", "颈椎疼", "眼睛好干", "快递到了去拿一下",
    ],
    "en": [
        "so hot today", "can't focus today", "anyone else procrastinating rn", "it's raining again",
        "my back hurts from sitting all day", "need more coffee", "went for a run, feel better",
        "neighbours are so loud", "summer is going way too fast",
    ],
    "mix": [
        "今天 focus 不了", "好困 need coffee", "下雨了 so gloomy", "今天 productive 一点了",
        "procrastinating 中，救命",
    ],
}
STUDY_OPEN = {
    "zh": [
        "今天听力Section 4错了{c}个，心态崩了", "写作Task 2又超时了", "同替词真的要背吗",
        "阅读判断题到底怎么判", "口语part 2我总是说不满两分钟", "GRE数学比想象中简单",
        "填空题太玄学了", "精听好累但是有用", "作文老是写不到250词", "听写一篇要一个小时",
        "阅读第三篇永远做不完", "口语录音听自己的声音好尴尬", "今天背的单词一个都没记住",
        "托福综合写作听力部分根本记不下来", "有人一起练口语吗", "小作文的图表题好难",
    ],
    "en": [
        "How do you guys do shadowing?", "TPO listening was so hard today",
        "I keep running out of time on reading", "Anyone else struggle with T/F/NG?",
        "my speaking sounds so robotic lol", "how long do you spend on Task 2?",
        "verbal is killing me", "is dictation worth the time?",
        "just did {c} reading passages in a row", "what's a good band for listening?",
    ],
    "mix": [
        "今天的 listening 太难了", "Task 2 写了四十分钟才 250 words", "reading 又没做完",
        "口语 part 3 完全 blank 了", "shadowing 真的有用吗", "vocab 背了又忘",
    ],
}
STUDY_RESP = {
    "zh": [
        "我也是", "同", "多练就好了", "真的", "哈哈哈同款", "慢慢来", "加油", "先把题型吃透",
        "我是先看题再听", "别急，考前都这样", "我上次也是", "每天练一点就好", "可以试试计时做",
        "同替只能靠积累", "确实", "太真实了", "我也卡在这", "多看几遍解析", "先别管分数",
        "一起加油", "我也想知道", "错题多看几遍就记住了",
    ],
    "en": [
        "same here", "practice makes perfect lol", "you'll get there", "try timing each passage",
        "same", "it gets easier", "this is so real", "don't stress, just keep going", "been there",
        "review the answer keys slowly", "one step at a time", "honestly same struggle",
    ],
    "mix": [
        "same 我也是", "慢慢来 you got this", "真的 same", "加油 keep going", "我也 struggle 这个",
        "多做几套 practice 就好", "timing 很重要", "别 panic",
    ],
}
ACK = {
    "zh": ["哈哈哈", "哈哈哈哈", "笑死", "+1", "好", "嗯嗯", "确实", "？", "[表情]", "[图片]", "6"],
    "en": ["lol", "haha", "true", "ok", "fair", "+1"],
    "mix": ["哈哈 lol", "ok 好", "笑死 lmao", "true 确实", "哈哈 same"],
}
REPEAT = ["冲冲冲", "加油！", "打卡打卡", "哈哈哈哈哈", "+1", "卷起来", "冲！"]
TZ = {
    "Nina": [
        "just had lunch here in Berlin", "it's 3pm here, peak focus time",
        "Berlin is 30 degrees today, no AC anywhere",
    ],
    "Kevin_L": [
        "Toronto thunderstorm again lol", "it's 9am here, fresh start",
        "just finished dinner, Toronto time",
    ],
    "Mandy": [
        "Sydney is freezing this week", "winter here, studying under a blanket",
        "it's 7am in Sydney, already checked in",
    ],
    "Leo": [
        "just woke up, LA is 8am", "LA traffic was insane today",
        "late night for you guys, lunch for me",
    ],
    "Ethan": ["Singapore rain again", "same time zone as you guys, finally useful"],
    "Jasmine": ["香港今日好大雨", "HK is so humid today"],
}
QUIZ = [
    ("ubiquitous", "everywhere", "rare", "noisy", "cheap"),
    ("ephemeral", "short-lived", "ancient", "heavy", "honest"),
    ("mitigate", "to lessen", "to anger", "to copy", "to begin"),
    ("candid", "frank", "sweet", "hidden", "tired"),
    ("meticulous", "very careful", "lazy", "huge", "strange"),
    ("pragmatic", "practical", "dreamy", "rude", "silent"),
    ("ambivalent", "having mixed feelings", "very happy", "left-handed", "lost"),
    ("scrutinize", "to examine closely", "to ignore", "to praise", "to delay"),
    ("lucid", "clear", "lucky", "loud", "late"),
    ("frugal", "careful with money", "fruity", "fragile", "friendly"),
    ("obsolete", "out of date", "obvious", "strict", "cheerful"),
    ("benevolent", "kind", "hostile", "brief", "modern"),
    ("tenacious", "persistent", "tense", "tiny", "tasty"),
    ("ostensibly", "apparently", "secretly", "loudly", "slowly"),
    ("garrulous", "talkative", "angry", "greedy", "gloomy"),
    ("alleviate", "to relieve", "to raise", "to allow", "to avoid"),
    ("prolific", "productive", "polite", "proud", "private"),
    ("innocuous", "harmless", "infectious", "innocent-looking", "noisy"),
    ("cogent", "convincing", "cold", "costly", "clumsy"),
    ("laconic", "using few words", "lazy", "lonely", "lucky"),
]
QUIZ_OPEN = {
    "zh": ["今日词汇小测：{w} 是什么意思？", "来一题：{w} 选哪个？"],
    "en": ["Vocab quiz! What does '{w}' mean?", "Quick one: '{w}' means...?"],
}
QUIZ_ANS = {
    "zh": ["选{o}", "{o}吧", "我猜{o}", "{o}！", "{o}，之前背过"],
    "en": ["{o}", "{o}?", "definitely {o}", "{o} I think", "going with {o}"],
}
QUIZ_REVEAL = {
    "zh": ["答案是{o}：{w} = {m}", "公布答案：{o}，{w} 就是 {m} 的意思"],
    "en": ["Answer: {o}. {w} = {m}", "It's {o}: {w} means {m}"],
}
MATERIALS = [
    "剑桥雅思18", "剑桥雅思19", "TPO合集", "托福OG", "Magoosh视频课", "Kaplan数学", "Manhattan 5lb",
    "顾家北作文书", "老友记中英字幕", "经济学人音频", "BBC 6 Minute English", "TED演讲合集",
    "王陆语料库", "口语素材5-8月题库", "GRE机经", "雅思官方指南", "Cambridge Grammar in Use",
    "Simon的范文",
]
MAT_OPEN = {
    "zh": [
        "分享个资料：{m}，需要的私聊", "有人要{m}吗，我有PDF", "整理了{m}，放群文件了",
        "{m}真的好用，强推",
    ],
    "en": [
        "Sharing: {m}, really helped me", "anyone want {m}? I have a copy",
        "uploaded {m} to the group files",
    ],
    "mix": ["分享 {m}，super useful", "{m} 放群文件了 enjoy"],
}
MAT_RESP = {
    "zh": ["求！", "谢谢分享", "已私聊", "+1 求", "好人一生平安", "已下载，谢谢"],
    "en": ["thanks!", "legend", "grabbed it, thank you", "saving this"],
    "mix": ["求 thanks", "谢谢 legend"],
}
MOCK_START = ["模考开始！计时开始，手机放远点", "各位模考开始啦，严格计时", "9点整，模考开始，加油"]
MOCK_COMMENT = {
    "zh": [
        "写作又拖后腿", "阅读进步了！", "听力最后一段完全没听懂", "口语是自己录音估的分",
        "比上周高了半分", "这套好难", "数学粗心错了两个", "填空蒙对了好几个",
    ],
    "en": [
        "writing dragged me down again", "listening was brutal", "best score so far!",
        "verbal was rough today", "timing was tight",
    ],
    "mix": ["writing 又拖后腿", "这套 listening 好难", "终于 break 7 了"],
}
MOCK_REACT = {
    "zh": ["稳了", "好高", "大佬", "羡慕", "我比你低一分", "继续冲"],
    "en": ["nice score", "well done", "that's solid", "impressive"],
    "mix": ["稳 nice", "大佬 respect"],
}
RANK_REACT = {
    "zh": ["又是豆包第一", "我居然上榜了", "下周一定全勤", "断了一天好可惜", "卷不动了"],
    "en": ["next week I'm going for 7/7", "missed one day, ugh", "respect to the top three"],
    "mix": ["下周 7/7 冲", "卷王们 respect"],
}
EXAM_REG = {
    "zh": ["报上了！{date}考{e}，没有退路了", "{e}报名成功，{date}，开始倒计时"],
    "en": ["Booked my {E} for {date}! No turning back", "{E} booked: {date}. Countdown starts"],
}
EXAM_EVE = {
    "zh": ["明天考试，今晚不学了，早点睡", "明天就考了，好紧张"],
    "en": ["exam tomorrow, trying to sleep early", "exam tomorrow, nervous"],
}
EXAM_GO = {
    "zh": ["出发去考场了", "到考场了，排队中", "要进场了，手机要交了"],
    "en": ["heading out for the exam", "made it on time, queueing now", "going in, phone off"],
}
EXAM_CHEER = ["加油！！！", "逢考必过", "冲！", "good luck!!", "稳住"]
EXAM_DONE = {
    "zh": [
        "考完了！口语Part 2抽到描述一次迷路的经历", "考完了，阅读最后一篇没做完",
        "出来了，听力还行，写作题目有点偏", "考完了，数学比模考简单",
    ],
    "en": [
        "Done! Writing task 2 was about remote work", "finished, listening was okay, reading rough",
        "done, verbal was harder than the mocks",
    ],
}
EXAM_RESULT = {
    "ielts": {
        "zh": ["出分了！L {a} R {b} W {c} S {d}，总分 {o}", "出分了：总分{o}，写作{c}"],
        "en": ["Results are out! L {a} R {b} W {c} S {d}, overall {o}"],
    },
    "toefl": {
        "zh": ["出分了！{t}分（R{a} L{b} S{c} W{d}）"],
        "en": ["Scores out: {t} (R{a} L{b} S{c} W{d})"],
    },
    "gre": {"zh": ["出分了！V{a} Q{b}，总分{t}"], "en": ["Scores are in: V{a} Q{b}, {t} total"]},
}
CONGRATS = ["恭喜！！", "恭喜恭喜", "请客请客", "大佬", "congrats!!", "太强了", "恭喜上岸"]
# an @-question and its answers, said only if the member named is online
AT_PING = [
    ("@{m} 今天打卡了没", ["打了", "还没，马上", "打了打了"]),
    ("@{m} 晚上一起练口语吗", ["好呀", "今晚不行，明天吧", "可以，九点？"]),
    ("@{m} 你那个听力资料还有吗", ["有，私你", "发群文件了"]),
    ("@{m} did you check in today?", ["yep", "not yet, doing it now"]),
    ("@{m} want to practise speaking later?", ["sure", "can't tonight, tomorrow?"]),
    ("@{m} 周六的模考你做了吗", ["做了，一般般", "没做，补上"]),
]
QUOTE_RESP = {
    "zh": ["同感", "+1", "确实", "说得对", "哈哈哈哈"],
    "en": ["this", "agreed", "+1", "so true"],
}

# things nobody in the group had or did
NOBODY = [
    "群里谁考过托福满分？", "Who in the group has taken the GMAT?", "谁的雅思口语考过9分？",
    "Who has a pet tortoise?", "谁在群里当过雅思考官？", "Who moved to Canada last month?",
    "谁报了德福考试？", "Who is learning Japanese as well?", "谁家养了一只鹦鹉？",
    "Who got married this summer?", "谁在群里开过英语培训班？", "Who has a twin brother?",
    "谁已经拿到牛津的offer了？", "Who took the exam in Macau?", "谁的作文被官方拿去当范文了？",
]
# turns a member might send the bot: no member named, nothing asked about the group's past
CHATTER = [
    "affect 和 effect 有什么区别？", "What's the difference between 'affect' and 'effect'?",
    "since 和 for 怎么用？", "When do I use the present perfect?",
    "a number of 后面用单数还是复数？", "Is 'less people' wrong? Should it be 'fewer people'?",
    "'different from' or 'different than'?", "虚拟语气 if I were 为什么不用 was？",
    "Can I start a sentence with 'And'?", "定语从句 which 和 that 什么时候不能互换？",
    "what's a dangling modifier?", "冠词 the 什么时候可以省略？", "“内卷”用英语怎么说？",
    "How do you say 加油 in English naturally?", "帮我翻译一下：我会尽快回复你",
    "translate 'procrastination' into Chinese", "“性价比”英文怎么表达？",
    "“吃土”怎么翻译比较地道？", "What's the English for 打卡?", "把“众所周知”换个高级点的说法",
    "翻译：这个问题值得深思", "雅思大作文开头怎么写比较好？",
    "How should I open an IELTS Task 2 essay?", "给我一个 agree/disagree 作文的结构",
    "Write a topic sentence about remote work", "小作文柱状图怎么描述趋势？",
    "What are good linking words for contrast?",
    "Give me a conclusion template for an opinion essay", "托福独立写作怎么举例子？",
    "GRE issue 作文怎么开头？", "帮我改一下这句：Nowadays, more and more people think that...",
    "define ubiquitous", "what does 'serendipity' mean?", "give me five synonyms for 'important'",
    "“significant”有哪些同义替换？", "meticulous 怎么读？", "用 mitigate 造个句",
    "what's the opposite of 'frugal'?", "'ephemeral' 的近义词有哪些？",
    "explain the phrasal verb 'put up with'", "what does 'on the fence' mean?",
    "北京时间晚上9点是伦敦几点？", "If it's 8pm in Beijing, what time is it in Toronto?",
    "悉尼比北京快几个小时？", "what time is 3pm Berlin in Beijing?", "洛杉矶现在是夏令时吗？",
    "纽约和北京差几个小时？", "你好呀", "hello bot", "在吗", "good morning!", "早上好", "晚安",
    "hi there", "谢谢你", "thanks a lot", "你是机器人吗？", "每天背多少单词比较合适？",
    "how do I stop procrastinating?", "考前一周应该怎么安排？", "听力怎么提高最快？",
    "How much sleep should I get before an exam?", "口语紧张怎么办？",
    "how can I improve my reading speed?", "精听和泛听哪个更重要？", "我该先考托福还是雅思？",
    "Is it better to study in the morning or at night?", "怎么保持学习动力？",
    "shadowing 应该怎么练？", "what's a good daily study schedule?", "雅思口语一共几个part？",
    "How long is the TOEFL reading section?", "GRE 满分是多少？", "雅思成绩有效期多久？",
    "Can I retake just one section of IELTS?", "托福口语怎么评分？",
    "what is a good GRE quant score?", "讲个笑话", "tell me a fun fact about English",
    "推荐几部适合练听力的美剧", "recommend a podcast for listening practice",
    "英式发音和美式发音哪个好？", "what's the longest word in English?", "帮我出三道词汇题",
    "give me a tongue twister", "“I'm fine, thank you” 真的没人这么说吗？",
    "How do I politely decline an invitation in English?", "写一封请假邮件的英文模板",
    "怎么用英语礼貌地催别人回复？", "今天星期几？", "给我一句激励的话",
    "What's a good way to memorise irregular verbs?", "7.5、7.0、6.5、6.0 的平均分是多少？",
    "雅思四项 8、7、6.5、6 总分怎么算？", "how do I pronounce 'thorough'?", "“拖延症”英语怎么说？",
]

CJK = re.compile(r"[\u4e00-\u9fff]")
LATIN = re.compile(r"[A-Za-z]{2,}")
# exam words said in Chinese lines as they are: not what makes a line mixed
LOAN = {
    "day", "tpo", "gre", "ielts", "toefl", "task", "part", "section", "pp", "og", "app", "id",
    "pdf", "qq", "ok", "dm", "list", "tc", "se",
}
STOP = {
    "a", "an", "the", "of", "to", "in", "on", "at", "for", "with", "by", "from", "and", "or", "is",
    "are", "was", "were", "be", "been", "do", "does", "did", "what", "which", "who", "whom",
    "whose", "where", "when", "why", "how", "that", "this", "it", "its", "s", "t", "d", "m", "ll",
    "re", "ve", "i", "me", "my", "you", "your", "he", "she", "they", "them", "their", "his", "her",
    "we", "our", "us", "as", "so", "if", "than", "there", "has", "have", "had", "will", "would",
    "can", "could", "should", "about", "into", "not", "no", "any", "some", "all", "just", "very",
    "must",
}


def _cut(text: str, drop: tuple[str, ...]) -> str:
    for w in sorted({w for w in drop if w}, key=len, reverse=True):
        text = re.sub(re.escape(w), " ", text, flags=re.IGNORECASE)
    return text


def _content(text: str, drop: tuple[str, ...]) -> tuple[set[str], set[str]]:
    """A text's English content words (stemmed) and its Chinese pairs, `drop` cut out first."""
    text = _cut(text, drop)
    words = {stem(w) for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in STOP}
    return words, pairs(text)


def _shares(a: str, b: str, drop: tuple[str, ...]) -> bool:
    wa, pa = _content(a, drop)
    wb, pb = _content(b, drop)
    return bool(wa & wb or pa & pb)


def _lang(text: str, drop: tuple[str, ...], detail: str = "") -> str:
    """A line's language, names and the detail cut out: Chinese, English or mixed (a line of
    the detail alone takes the detail's script)."""
    text = _cut(text, (*drop, detail))
    cjk = len(CJK.findall(text))
    lat = sum(1 for w in LATIN.findall(text) if w.lower() not in LOAN)
    if not cjk and not lat:
        return "en" if detail.isascii() and not CJK.search(text) else "zh"
    if not lat:
        return "zh"
    return "en" if not cjk else "mix"


def _day(t: float) -> int:
    return int((t - T0) // DAY)


def _gap(rng: random.Random, median: float) -> float:
    """A pause between two lines of a thread: log-normal, a second at least."""
    return max(1.0, rng.lognormvariate(math.log(median), 0.8))


def _poisson(rng: random.Random, lam: float) -> int:
    k, p, limit = 0, 1.0, math.exp(-lam)
    while True:
        p *= rng.random()
        if p < limit:
            return k
        k += 1


def _date(d: int, lang: str) -> str:
    day = dt.datetime.fromtimestamp(T0 + d * DAY, dt.timezone.utc)
    return f"{day.month}月{day.day}日" if lang == "zh" else day.strftime("%B ") + str(day.day)


def _pick_lang(rng: random.Random, who: str) -> str:
    r = rng.random()
    return "en" if r < EN[who] else "mix" if r < EN[who] + MIX[who] else "zh"


def _plain(rng: random.Random, lang: str) -> str:
    """zh or en for a pool without mixed lines."""
    return lang if lang != "mix" else rng.choice(("zh", "en"))


def _pool(pool: dict[str, list[str]] | list[str], lang: str) -> list[str]:
    if isinstance(pool, list):
        return pool
    return pool.get(lang) or pool["zh"]


class _Gen:
    """The lines drawn so far, with who is online when and what each fact has taken."""

    def __init__(self, rng: random.Random, bad: re.Pattern[str], off: set[tuple[str, int]]) -> None:
        self.rng = rng
        self.bad = bad
        self.off = off
        # (time, who, text, the fact's index or -1, the line's role for the fact)
        self.recs: list[tuple[float, str, str, int, str]] = []
        self.busy: dict[str, set[int]] = {m: set() for m in MEMBERS}  # days of a member's facts
        self.carried: set[tuple[str, int]] = set()  # the 打卡 posts a fact carries
        self.touched: set[tuple[str, str]] = set()  # (member, topic): a line by or to the member
        self.passing: set[tuple[str, str]] = set()  # (member, topic): only said in passing
        self.spans: dict[tuple[str, int], list[tuple[float, float]]] = {}
        for m in MEMBERS:
            for d in range(-1, DAYS + 1):
                hours = WEEKEND_HOURS[m] if d % 7 >= 5 else WEEKDAY_HOURS[m]
                self.spans[(m, d)] = (
                    []
                    if (m, d) in off
                    else [(T0 + d * DAY + a * HOUR, T0 + d * DAY + b * HOUR) for a, b in hours]
                )

    def add(self, t: float, who: str, text: str, k: int = -1, role: str = "") -> None:
        self.recs.append((t, who, text, k, role))

    def online(self, who: str, t: float) -> bool:
        d = _day(t)
        return any(a <= t <= b for dd in (d - 1, d) for a, b in self.spans.get((who, dd), ()))

    def present(self, t: float, but: tuple[str, ...] = ()) -> list[str]:
        return [m for m in MEMBERS if m not in but and self.online(m, t)]

    def anyone(self, t: float, but: tuple[str, ...] = ()) -> str | None:
        here = self.present(t, but)
        if not here:
            return None
        return self.rng.choices(here, [TALK[m] for m in here])[0]

    def when(
        self, who: str, d: int, need: float = 0.0, lo: float = -math.inf, hi: float = math.inf
    ) -> float | None:
        """A time in the member's hours of day `d` with `need` seconds of them left after it."""
        spans = [(max(a, lo), min(b - need, hi)) for a, b in self.spans.get((who, d), ())]
        spans = [(a, b) for a, b in spans if b > a]
        if not spans:
            return None
        r = self.rng.uniform(0, sum(b - a for a, b in spans))
        for a, b in spans:
            if r <= b - a:
                return a + r
            r -= b - a
        return spans[-1][1]

    def line(
        self,
        t: float,
        who: str,
        pool: dict[str, list[str]] | list[str],
        lang: str | None = None,
        **slots: Any,
    ) -> str:
        """An ordinary line, drawn again while a value would be in it."""
        lang = lang or _pick_lang(self.rng, who)
        for _ in range(20):
            text = self.rng.choice(_pool(pool, lang)).format(**slots)
            if not self.bad.search(text):
                break
        else:
            raise AssertionError(text)
        self.add(t, who, text)
        return text

    def react(self, t: float, who: str, p: float = 0.35) -> None:
        if self.rng.random() < p:
            t2 = t + self.rng.uniform(15, 240)
            other = self.anyone(t2, (who,))
            if other:
                self.line(t2, other, REACT)


# -- the facts --------------------------------------------------------------------------------


def _facts(rng: random.Random) -> list[dict[str, Any]]:
    """Who each topic's five facts are about: a member once a topic, five or six facts each,
    the venues of members with an exam in the weeks, no notice about the owner."""
    count = {m: 0 for m in MEMBERS}
    facts: list[dict[str, Any]] = []
    for kind in sorted(TOPICS, key=lambda k: (k != "venue", k)):
        shapes = list(SHAPES_OF[kind])
        rng.shuffle(shapes)
        shapes.sort(key=lambda s: s != "notice")  # the constrained one first
        taken: set[str] = set()
        for shape in shapes:
            pool = [
                m
                for m in MEMBERS
                if m not in taken
                and count[m] < 6
                and (kind != "venue" or m in EXAM_DAY)
                and (shape != "notice" or m != OWNER)
                and ((shape, kind) != ("notice", "spot") or m not in ABROAD)
            ]
            low = min(count[m] for m in pool)
            who = rng.choice([m for m in pool if count[m] == low])
            taken.add(who)
            count[who] += 1
            f: dict[str, Any] = {"kind": kind, "name": who, "uid": QQ[who], "shape": shape}
            if kind == "pet":
                f["sp"], f["se"] = rng.choice((("猫", "cat"), ("猫", "cat"), ("狗", "dog")))
            facts.append(f)
    return facts


def _value(rng: random.Random, kind: str, lang: str, taken: set[str], who: str = "") -> str:
    """A value of the topic nobody has taken yet, in Latin letters for an English line (and
    for a place of a member abroad)."""
    pool = [v for v in TOPICS[kind]["vals"] if v not in taken and (lang != "en" or v.isascii())]
    if kind in PLACES and who:
        pool = [v for v in pool if v.isascii() == (who in ABROAD)] or pool
    cjk = [v for v in pool if not v.isascii()]
    if lang == "zh" and cjk and rng.random() < 0.6:
        pool = cjk
    v = rng.choice(pool)
    taken.add(v)
    return v


def _write_lang(rng: random.Random, who: str, kind: str, taken: set[str], n: int = 1) -> str:
    """The member's language for a line with a value: not English once the topic's values in
    Latin letters are running out."""
    lang = _pick_lang(rng, who)
    latin = [v for v in TOPICS[kind]["vals"] if v not in taken and v.isascii()]
    if lang == "en" and kind in PLACES and who not in ABROAD:
        return "mix"  # a place in China in an English line would read wrong
    return "zh" if lang == "en" and len(latin) < n + 2 else lang


def _ctx(f: dict[str, Any], **more: Any) -> dict[str, Any]:
    return {"n": f["name"], "sp": f.get("sp", "猫"), "se": f.get("se", "cat"), **more}


def _checkin_text(rng: random.Random, who: str, d: int, lang: str) -> str:
    """A member's 打卡 post: the streak's day and the day's counts, in the exam's own units."""
    slots = {
        "k": STREAK[who] + d,
        "w": rng.randrange(80, 300, 10),
        "l": rng.randint(1, 4),
        "r": rng.randint(1, 3),
        "mm": rng.randrange(20, 95, 5),
        "e": rng.randint(1, 2),
        "v": rng.randint(10, 40),
        "q": rng.randint(10, 40),
        "s": rng.randint(2, 6),
    }
    return rng.choice(CHECKIN[EXAM[who]][lang]).format(**slots)


CHECKIN = {
    "ielts": {
        "zh": [
            "Day {k} 打卡：单词 {w} / 听力 {l} 篇 / 阅读 {r} 套",
            "Day {k} 打卡：单词{w}，听力{l}篇，写作{e}篇",
            "Day {k} 打卡 | 背词 {w} | 精听 {mm} 分钟 | 阅读 {r} 篇",
        ],
        "en": [
            "Day {k} check-in: {w} words / {l} listening / {r} reading set",
            "Day {k} check-in: vocab {w}, dictation {mm} min, writing {e} task",
        ],
        "mix": ["Day {k} 打卡：words {w} / listening {l} 篇 / 口语 {mm} min"],
    },
    "toefl": {
        "zh": [
            "Day {k} 打卡：单词 {w} / TPO 听力 {l} 篇 / 口语 {s} 题",
            "Day {k} 打卡：单词{w}，阅读{r}篇，独立写作{e}篇",
        ],
        "en": ["Day {k} check-in: {w} words / TPO listening {l} / speaking {s} tasks"],
        "mix": ["Day {k} 打卡：words {w} / TPO {l} 篇 / speaking {s} 题"],
    },
    "gre": {
        "zh": [
            "Day {k} 打卡：单词 {w} / 填空 {v} 题 / 数学 {q} 题",
            "Day {k} 打卡：单词{w}，阅读{r}篇，数学{q}题",
        ],
        "en": ["Day {k} check-in: {w} words / {v} TC-SE / {q} quant"],
        "mix": ["Day {k} 打卡：words {w} / verbal {v} 题 / quant {q} 题"],
    },
}
CHECKIN_END = {
    "zh": ["，明天继续", "。今天状态一般", "，困", "，冲"],
    "en": [", tired today", ", onwards"],
    "mix": ["，tired", "，冲 let's go"],
}
CHECKIN_SEP = {"zh": "。", "en": ". ", "mix": "，"}


def _checkin_at(g: _Gen, who: str, d: int) -> float | None:
    spans = g.spans.get((who, d)) or []
    if not spans:
        return None
    a, b = spans[min(CHECKIN_WINDOW.get(who, 0), len(spans) - 1)]
    return a + g.rng.uniform(0.05, min(0.7, (b - a) / HOUR - 0.1)) * HOUR


def _days(g: _Gen, who: str, lo: int, hi: int, span: int = 0) -> list[int]:
    """Days a fact of the member's may go to: free of their other facts, in random order."""
    days = [
        d
        for d in range(lo, hi + 1)
        if (who, d) not in g.off and not any(d + e in g.busy[who] for e in range(-1, span + 2))
    ]
    g.rng.shuffle(days)
    return days


def _asked(g: _Gen, k: int, f: dict[str, Any], t: float, a: str) -> str:
    """Another member's @-question on the fact's topic, said at `t`."""
    lang = _plain(g.rng, _pick_lang(g.rng, a))
    text = g.rng.choice(TOPICS[f["kind"]]["ask"][lang]).format(**_ctx(f))
    g.add(t, a, text, k, "ask")
    f["asker"] = a
    g.touched.add((a, f["kind"]))
    return text


def _one(g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str]) -> bool:
    n = f["name"]
    t = g.when(n, d, need=10 * MINUTE)
    if t is None:
        return False
    w = _write_lang(g.rng, n, f["kind"], taken)
    f["detail"] = x = _value(g.rng, f["kind"], w, taken, n)
    g.add(t, n, g.rng.choice(TOPICS[f["kind"]]["say"][w]).format(**_ctx(f, x=x)), k, "evidence")
    g.react(t, n)
    return True


def _answer(
    g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str], reply: bool = False
) -> bool:
    n, rng = f["name"], g.rng
    t = g.when(n, d, need=45 * MINUTE)
    if t is None:
        return False
    t2 = t + rng.uniform(2, 40) * MINUTE
    here = [m for m in g.present(t, (n,)) if g.online(m, t2) or rng.random() < 0.5]
    if not here:
        return False
    a = rng.choices(here, [TALK[m] for m in here])[0]
    q = _asked(g, k, f, t, a)
    w = _write_lang(rng, n, f["kind"], taken)
    f["detail"] = x = _value(rng, f["kind"], w, taken, n)
    text = rng.choice(TERSE[w]).format(x=x)
    if reply:  # a QQ reply quote of the question, the answer under it
        short = q if len(q) <= 18 else q[:16] + "…"
        text = f"[回复 {a}：{short}]\n{text}"
    g.add(t2, n, text, k, "evidence")
    return True


def _reply(g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str]) -> bool:
    return _answer(g, k, f, d, taken, reply=True)


def _late(g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str]) -> bool:
    """Asked while the member is away, answered on a later day."""
    n, rng = f["name"], g.rng
    for _ in range(12):
        a = rng.choice([m for m in MEMBERS if m != n])
        t = g.when(a, d)
        if (
            t is None
            or g.online(n, t)
            or any(g.online(n, t + s * MINUTE) for s in range(5, 120, 5))
        ):
            continue
        da = _day(t)  # the asker's small hours belong to the next day
        later = [
            s
            for dd in (da + 1, da + 2)
            if dd not in g.busy[n]
            for s in g.spans.get((n, dd), ())
            if _day(s[0]) > da
        ]
        if not later:
            return False
        a0, b0 = later[0]
        t2 = a0 + rng.uniform(3, min(50, (b0 - a0) / MINUTE - 1)) * MINUTE
        if _day(t2) <= da or _day(t2) >= DAYS - 1:
            return False
        _asked(g, k, f, t, a)
        w = _write_lang(rng, n, f["kind"], taken)
        f["detail"] = x = _value(rng, f["kind"], w, taken, n)
        text = rng.choice(LATE[w]).format(a=a) + rng.choice(TERSE[w]).format(x=x)
        g.add(t2, n, text, k, "evidence")
        g.busy[n].add(_day(t2))
        return True
    return False


def _correction(g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str]) -> bool:
    """A wrong value, corrected minutes later or the next day: the correcting line holds both."""
    n, rng = f["name"], g.rng
    t = g.when(n, d, need=30 * MINUTE)
    if t is None:
        return False
    now = rng.random() < 0.6
    if now:
        t2 = t + rng.uniform(2, 25) * MINUTE
    else:
        t2 = g.when(n, d + 1) if d + 1 < DAYS - 1 else None
        if t2 is None:
            return False
    w = _write_lang(rng, n, f["kind"], taken, 2)
    f["earlier"] = y = _value(rng, f["kind"], w, taken, n)
    f["detail"] = x = _value(rng, f["kind"], w, taken, n)
    g.add(t, n, rng.choice(TOPICS[f["kind"]]["say"][w]).format(**_ctx(f, x=y)), k, "earlier")
    g.react(t, n, 0.3)
    g.add(t2, n, rng.choice((FIX_NOW if now else FIX_LATE)[w]).format(x=x, y=y), k, "evidence")
    g.busy[n].add(_day(t2))
    return True


def _split(g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str]) -> bool:
    """The topic in one line, the detail in the next seconds later."""
    n, rng = f["name"], g.rng
    t = g.when(n, d, need=5 * MINUTE)
    if t is None:
        return False
    w = _write_lang(rng, n, f["kind"], taken)
    head = TOPICS[f["kind"]]["head"][_plain(rng, w)]
    g.add(t, n, rng.choice(head).format(**_ctx(f)), k, "evidence")
    t2 = t + rng.uniform(6, 30)
    other = g.anyone(t, (n,)) if rng.random() < 0.3 else None
    if other:
        g.line(t2, other, NUDGE, _plain(rng, _pick_lang(rng, other)))
        t2 += rng.uniform(8, 40)
    f["detail"] = x = _value(rng, f["kind"], w, taken, n)
    g.add(t2 + rng.uniform(2, 20), n, rng.choice(SPLIT_TAIL[w]).format(x=x), k, "evidence")
    return True


def _multi(g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str]) -> bool:
    """The topic in one line and, an hour later, the detail with no topic word: only the two
    together answer."""
    n, rng = f["name"], g.rng
    t = g.when(n, d, need=75 * MINUTE)
    if t is None:
        return False
    w = _write_lang(rng, n, f["kind"], taken)
    head = TOPICS[f["kind"]]["head"][_plain(rng, w)]
    g.add(t, n, rng.choice(head).format(**_ctx(f)), k, "evidence")
    g.react(t, n, 0.4)
    mid = t + rng.uniform(15, 40) * MINUTE  # the hour between is never silent
    g.line(mid, g.anyone(mid, (n,)) or n, LIFE)
    f["detail"] = x = _value(rng, f["kind"], w, taken, n)
    g.add(t + rng.uniform(50, 70) * MINUTE, n, rng.choice(MULTI_TAIL[w]).format(x=x), k, "evidence")
    return True


def _reported(g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str]) -> bool:
    """Another member says it to the member, who confirms without it."""
    n, rng = f["name"], g.rng
    t = g.when(n, d, need=25 * MINUTE)
    if t is None:
        return False
    r = g.anyone(t, (n,))
    if r is None:
        return False
    w = _plain(rng, _write_lang(rng, r, f["kind"], taken))
    f["detail"] = x = _value(rng, f["kind"], w, taken, n)
    g.add(t, r, rng.choice(TOPICS[f["kind"]]["report"][w]).format(**_ctx(f, x=x)), k, "evidence")
    g.add(t + rng.uniform(1, 20) * MINUTE, n, rng.choice(CONFIRM[_pick_lang(rng, n)]), k, "confirm")
    f["reporter"] = r
    g.touched.add((r, f["kind"]))
    return True


def _notice(g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str]) -> bool:
    """The owner's 【群公告】 naming the member and the detail."""
    n, rng = f["name"], g.rng
    t = g.when(OWNER, d, need=20 * MINUTE)
    if t is None:
        return False
    f["detail"] = x = _value(rng, f["kind"], "zh", taken, n)
    g.add(t, OWNER, rng.choice(TOPICS[f["kind"]]["notice"]).format(**_ctx(f, x=x)), k, "evidence")
    for _ in range(rng.randint(1, 3)):
        t += _gap(rng, 50)
        other = g.anyone(t, (OWNER, n))
        if other:
            g.line(t, other, NOTICE_ACK)
    t3 = g.when(n, d, lo=t, hi=t + 3 * HOUR)
    if t3 is not None:
        g.line(t3, n, THANKS)
    return True


def _long(g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str]) -> bool:
    """The detail in the middle of a long message of other news."""
    n, rng = f["name"], g.rng
    t = g.when(n, d, need=10 * MINUTE)
    if t is None:
        return False
    w = _plain(rng, _write_lang(rng, n, f["kind"], taken))
    f["detail"] = x = _value(rng, f["kind"], w, taken, n)
    clause = rng.choice(TOPICS[f["kind"]]["say"][w]).format(**_ctx(f, x=x))
    news = rng.sample(LONG_EXTRA[w], 4)
    parts = [*news[:2], clause, *news[2 : rng.choice((3, 4))]]
    if w == "zh":
        text = rng.choice(LONG_OPEN[w]) + "；".join(parts) + "。" + rng.choice(LONG_CLOSE[w])
    else:
        text = rng.choice(LONG_OPEN[w]) + " " + "; ".join(parts) + ". " + rng.choice(LONG_CLOSE[w])
    g.add(t, n, text, k, "evidence")
    g.react(t, n, 0.5)
    return True


def _checkin(g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str]) -> bool:
    """The detail said in the member's own 打卡 post, after the day's counts."""
    n, rng = f["name"], g.rng
    t = _checkin_at(g, n, d)
    if t is None:
        return False
    w = _write_lang(rng, n, f["kind"], taken)
    f["detail"] = x = _value(rng, f["kind"], w, taken, n)
    tail = rng.choice(TOPICS[f["kind"]]["tail"][w]).format(**_ctx(f, x=x))
    g.add(t, n, _checkin_text(rng, n, d, w) + CHECKIN_SEP[w] + tail, k, "evidence")
    g.carried.add((n, d))
    return True


def _jielong(g: _Gen, k: int, f: dict[str, Any], d: int, taken: set[str]) -> bool:
    """A 接龙 list started by the admin or the owner, growing a line a post, closed by the
    member's entry: the list's other entries are others' own, nobody's fact."""
    n, rng = f["name"], g.rng
    header, others = TOPICS[f["kind"]]["list"]
    starter = rng.choice([m for m in (ADMIN, OWNER) if m != n])
    t = g.when(starter, d, need=30 * MINUTE)
    if t is None:
        return False
    entries = rng.sample(others, rng.randint(2, 4))
    who = [starter]
    times = [t]
    for _ in entries[1:]:
        t += _gap(rng, 12 * MINUTE)
        m = g.anyone(t, (n, *who))
        if m is None:
            break
        who.append(m)
        times.append(t)
    tn = g.when(n, _day(t), lo=t + 2 * MINUTE, hi=t + 5 * HOUR)
    if tn is None:
        return False
    lang = "zh" if f["kind"] in PLACES else rng.choice(("zh", "en"))
    f["detail"] = x = _value(rng, f["kind"], lang, taken, n)
    rows: list[str] = []
    for i, (m, at) in enumerate(zip(who, times, strict=False)):
        rows.append(f"{i + 1}. {m} {entries[i]}")
        g.add(at, m, header + "\n" + "\n".join(rows))
        g.touched.add((m, f["kind"]))
    rows.append(f"{len(rows) + 1}. {n} {x}")
    g.add(tn, n, header + "\n" + "\n".join(rows), k, "evidence")
    f["entries"] = [[m, e] for m, e in zip(who, entries, strict=False)]
    return True


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
    "checkin": _checkin,
    "multi": _multi,
}


def _script(g: _Gen, k: int, f: dict[str, Any], taken: set[str]) -> None:
    n = f["name"]
    lo, hi = 1, DAYS - 3
    if f["kind"] == "venue":  # said in the fortnight before the member's exam
        lo, hi = EXAM_DAY[n] - 16, EXAM_DAY[n] - 2
    span = 2 if f["shape"] in ("late", "correction") else 0
    for d in _days(g, n, lo, hi, span):
        before = len(g.recs)
        if SCRIPT[f["shape"]](g, k, f, d, taken):
            g.busy[n].add(d)
            g.touched.add((n, f["kind"]))
            return
        del g.recs[before:]
    raise AssertionError(f"no room for {f}")


def _around(g: _Gen, k: int, f: dict[str, Any]) -> None:
    """The member's own lines on the topic on other days, without the detail."""
    n, rng = f["name"], g.rng
    if rng.random() > 0.6:
        return
    ev_days = {_day(r[0]) for r in g.recs if r[3] == k and r[4] in ("evidence", "earlier")}
    days = [d for d in range(DAYS) if all(abs(d - e) >= 2 for e in ev_days) and d not in g.busy[n]]
    for d in rng.sample(days, rng.choice((1, 1, 2))):
        t = g.when(n, d)
        if t is None or any(abs(_day(t) - e) < 2 for e in ev_days):
            continue
        lang = _plain(rng, _pick_lang(rng, n))
        g.add(t, n, rng.choice(TOPICS[f["kind"]]["around"][lang]).format(**_ctx(f)), k, "around")
        g.react(t, n, 0.4)


def _passing(g: _Gen, holders: dict[str, set[str]]) -> None:
    """Others' lines on each topic in passing, and @-questions on it nobody answers."""
    rng = g.rng
    for kind, tp in TOPICS.items():
        free = [m for m in MEMBERS if m not in holders[kind]]
        for m in rng.sample(free, rng.randint(3, 4)):
            d = rng.randrange(DAYS)
            t = g.when(m, d)
            if t is None:
                continue
            lang = _plain(rng, _pick_lang(rng, m))
            g.line(t, m, tp["passing"], lang)
            if (m, kind) not in g.touched:
                g.passing.add((m, kind))
        for _ in range(rng.randint(1, 2)):  # asked of a member with nothing to say on it
            a, m = rng.sample(free, 2)
            d = rng.randrange(DAYS)
            t = g.when(a, d)
            if t is None:
                continue
            lang = _plain(rng, _pick_lang(rng, a))
            g.line(t, a, tp["ask"], lang, n=m, sp="猫", se="cat")
            g.touched.update({(a, kind), (m, kind)})
            g.passing.discard((m, kind))
            g.passing.discard((a, kind))


# -- the days -----------------------------------------------------------------------------------


def _talk(
    g: _Gen,
    t: float,
    first: str,
    opener: dict[str, list[str]] | list[str],
    size: int,
    resp: dict[str, list[str]],
    **slots: Any,
) -> float:
    """A thread: an opening line and the answers of whoever is online, now and then a reply
    quote, a line said again by several (复读) or an @-question; returns its last time."""
    rng = g.rng
    said = g.line(t, first, opener, **slots)
    last = first
    for _ in range(size):
        t += _gap(rng, 40)
        who = g.anyone(t, (last,))
        if who is None:
            break
        r = rng.random()
        if r < 0.1:
            quote = said.split("\n")[0]
            short = quote if len(quote) <= 14 else quote[:12] + "…"
            lang = _plain(rng, _pick_lang(rng, who))
            g.add(t, who, f"[回复 {first}：{short}]\n" + rng.choice(QUOTE_RESP[lang]))
        elif r < 0.17:  # 复读
            echo = rng.choice(REPEAT)
            for m in [who, *rng.sample(g.present(t, (who,)) or [who], 1)][: rng.randint(2, 3)]:
                g.add(t, m, echo)
                t += _gap(rng, 6)
        elif r < 0.25:
            m = rng.choice([x for x in MEMBERS if x != who])
            ping, answers = rng.choice(AT_PING)
            g.line(t, who, [ping], m=m)
            if g.online(m, t + 5 * MINUTE) and rng.random() < 0.7:  # offline: never answered
                t += _gap(rng, 60)
                g.line(t, m, answers)
        elif r < 0.45:
            g.line(t, who, ACK)
        else:
            g.line(t, who, resp)
        last = who
    return t


def _starter(g: _Gen, t: float, prefer: tuple[str, ...] = ()) -> str | None:
    here = [m for m in prefer if g.online(m, t)]
    return g.rng.choice(here) if here else g.anyone(t)


def _quiz(g: _Gen, t: float, host: str) -> None:
    rng = g.rng
    word, right, *wrong = rng.choice(QUIZ)
    opts = [right, *wrong]
    rng.shuffle(opts)
    letter = "ABCD"[opts.index(right)]
    lang = "en" if EN[host] > 0.3 or rng.random() < 0.5 else "zh"
    head = rng.choice(QUIZ_OPEN[lang]).format(w=word)
    g.add(t, host, head + "\n" + "  ".join(f"{c}) {o}" for c, o in zip("ABCD", opts, strict=True)))
    for _ in range(rng.randint(3, 6)):
        t += _gap(rng, 50)
        who = g.anyone(t, (host,))
        if who:
            guess = letter if rng.random() < 0.7 else rng.choice("ABCD")
            g.line(t, who, QUIZ_ANS, _plain(rng, _pick_lang(rng, who)), o=guess)
    t += _gap(rng, 120)
    g.line(t, host, QUIZ_REVEAL, lang, o=letter, w=word, m=right)


def _band(rng: random.Random, level: float) -> float:
    return min(9.0, max(5.0, round((level + rng.gauss(0, 0.6)) * 2) / 2))


def _ielts(rng: random.Random, level: float) -> tuple[list[float], float]:
    bands = [_band(rng, level) for _ in range(4)]
    mean = sum(bands) / 4
    return bands, math.floor(mean * 2 + 0.5) / 2  # IELTS rounds .25 up to .5, .75 up to the next


def _score(
    rng: random.Random, who: str, lang: str, paper: dict[str, int], result: bool = False
) -> str:
    """A mock's or an exam's score line in the exam's own scale."""
    exam = EXAM[who]
    level = 6.0 + (QQ[who] % 5) * 0.3
    if exam == "ielts":
        (a, b, c, e), o = _ielts(rng, level)
        if result:
            return rng.choice(EXAM_RESULT["ielts"][lang]).format(a=a, b=b, c=c, d=e, o=o)
        return rng.choice(MOCK_SCORE["ielts"][lang]).format(a=a, b=b, c=c, d=e, o=o, **paper)
    if exam == "toefl":
        a, b, c, e = (rng.randint(18, 29) for _ in range(4))
        key = EXAM_RESULT if result else MOCK_SCORE
        return rng.choice(key["toefl"][lang]).format(a=a, b=b, c=c, d=e, t=a + b + c + e, **paper)
    a, b = rng.randint(146, 163), rng.randint(152, 169)
    key = EXAM_RESULT if result else MOCK_SCORE
    return rng.choice(key["gre"][lang]).format(a=a, b=b, t=a + b, **paper)


MOCK_SCORE = {
    "ielts": {
        "zh": [
            "模考：L {a} R {b} W {c} S {d}，总分 {o}",
            "剑桥{c18} T{tt}：听力{a} 阅读{b} 写作{c} 口语{d}，总{o}",
        ],
        "en": ["Mock: L {a} / R {b} / W {c} / S {d}, overall {o}"],
        "mix": ["模考 overall {o}：L {a} R {b} W {c} S {d}"],
    },
    "toefl": {
        "zh": ["TPO {p}：R{a} L{b} S{c} W{d}，总分{t}"],
        "en": ["TPO {p}: R{a} L{b} S{c} W{d} = {t}"],
        "mix": ["TPO {p} total {t}（R{a} L{b} S{c} W{d}）"],
    },
    "gre": {
        "zh": ["PP{q}：V{a} Q{b}，总分{t}"],
        "en": ["PP{q}: V{a} Q{b}, {t} total"],
        "mix": ["PP{q} 做完了，V{a} Q{b}，total {t}"],
    },
}


def _weekly(g: _Gen, d: int, done: set[tuple[str, int]]) -> None:
    """The week's beats: Monday's 【群公告】, Saturday's mock test, Sunday night's ranking."""
    rng, wd, week = g.rng, d % 7, d // 7 + 1
    paper = {"c18": 17 + week % 3, "tt": 1 + week % 4, "p": 40 + week * 2, "q": 1 + week % 4}
    if wd == 0:
        t = T0 + d * DAY + rng.uniform(8.0, 8.8) * HOUR
        g.add(
            t,
            OWNER,
            f"【群公告】第{week}周安排：周六上午9点线上模考（雅思 剑桥{paper['c18']} Test "
            f"{paper['tt']} / 托福 TPO {paper['p']} / GRE PP{paper['q']}），成绩12点以后群里报；"
            "周三晚8点词汇小测；打卡照旧，每晚12点截止。",
        )
        for _ in range(rng.randint(2, 4)):
            t += _gap(rng, 70)
            who = g.anyone(t, (OWNER,))
            if who:
                g.line(t, who, NOTICE_ACK)
    if wd == 5:
        t = T0 + d * DAY + 8.9 * HOUR
        g.line(t, OWNER, MOCK_START)
        for m in MEMBERS:
            if EXAM_DAY.get(m) == d or (m, d) in g.off or rng.random() > 0.7:
                continue
            at = g.when(m, d, lo=T0 + d * DAY + 11.4 * HOUR)
            if at is None:
                continue
            lang = _pick_lang(rng, m)
            g.add(at, m, _score(rng, m, lang, paper))
            if rng.random() < 0.45:
                g.line(at + _gap(rng, 30), m, MOCK_COMMENT)
            if rng.random() < 0.4:
                other = g.anyone(at + 90, (m,))
                if other:
                    g.line(at + _gap(rng, 90), other, MOCK_REACT)
    if wd == 6:
        t = T0 + d * DAY + rng.uniform(21.3, 21.8) * HOUR
        count = {m: sum((m, e) in done for e in range(d - 6, d + 1)) for m in MEMBERS}
        top = sorted(MEMBERS, key=lambda m: (-count[m], MEMBERS.index(m)))[:8]
        rows = "\n".join(f"{i + 1}. {m} {count[m]}/7" for i, m in enumerate(top))
        g.add(t, OWNER, f"【第{week}周打卡排行】\n{rows}\n全勤的继续保持，没打满的下周加油！")
        for _ in range(rng.randint(2, 4)):
            t += _gap(rng, 60)
            who = g.anyone(t, (OWNER,))
            if who:
                g.line(t, who, RANK_REACT)


LOCAL = {"Nina": -6.0, "Kevin_L": -12.0, "Leo": -15.0, "Mandy": 2.0}  # hours from Beijing


def _exams(g: _Gen, d: int) -> None:
    """Members' exams: booked, the night before, the day (off to it, cheers, done), the results."""
    rng = g.rng
    for m, e in EXAM_DAY.items():
        ex = EXAM_NAME[EXAM[m]]
        if d == e - 24 or d == e - 1:
            t = g.when(m, d)
            if t is None:
                continue
            if d == e - 1:
                g.line(t, m, EXAM_EVE, _plain(rng, _pick_lang(rng, m)))
            else:
                lang = _plain(rng, _pick_lang(rng, m))
                g.line(t, m, EXAM_REG, lang, date=_date(e, lang), e=ex[0], E=ex[1])
            g.react(t, m, 0.8)
        if d == e:
            t = T0 + d * DAY + (8.0 - LOCAL.get(m, 0.0)) * HOUR + rng.uniform(-20, 10) * MINUTE
            g.line(t, m, EXAM_GO, _plain(rng, _pick_lang(rng, m)))
            cheer = rng.choice(EXAM_CHEER)
            for _ in range(rng.randint(2, 4)):  # 复读
                t += _gap(rng, 25)
                who = g.anyone(t, (m,))
                if who:
                    g.add(t, who, cheer if rng.random() < 0.7 else rng.choice(EXAM_CHEER))
            t += rng.uniform(4.5, 5.5) * HOUR
            g.line(t, m, EXAM_DONE, _plain(rng, _pick_lang(rng, m)))
            g.react(t, m, 0.9)
        if d == e + RESULT_AFTER:
            t = g.when(m, d)
            if t is None:
                t = T0 + d * DAY + 12.5 * HOUR
            g.add(t, m, _score(rng, m, _plain(rng, _pick_lang(rng, m)), {}, result=True))
            for _ in range(rng.randint(2, 5)):
                t += _gap(rng, 30)
                who = g.anyone(t, (m,))
                if who:
                    g.add(t, who, rng.choice(CONGRATS))


def _fill(g: _Gen, scale: float) -> None:
    """Every day's ordinary talk around the facts' lines."""
    rng = g.rng
    done = set(g.carried)
    for d in range(DAYS):
        for m in MEMBERS:  # the morning 打卡 posts
            t = _checkin_at(g, m, d)
            if t is None or (m, d) in g.carried or rng.random() < 0.12:
                continue
            lang = _pick_lang(rng, m)
            text = _checkin_text(rng, m, d, lang)
            if rng.random() < 0.25:
                text += rng.choice(CHECKIN_END[lang])
            g.add(t, m, text)
            done.add((m, d))
            if rng.random() < 0.2:
                t2 = t + _gap(rng, 120)
                other = g.anyone(t2, (m,))
                if other:
                    g.line(t2, other, CHECKIN_REACT)
            if m in TZ and rng.random() < 0.1:
                g.line(t + _gap(rng, 200), m, TZ[m])
        day0 = T0 + d * DAY
        if rng.random() < 0.45:
            t = g.when(OWNER, d, hi=day0 + 10 * HOUR)
            if t:
                g.line(
                    t,
                    OWNER,
                    OWNER_MORNING,
                    "zh" if rng.random() < 0.7 else "en",
                    c=rng.randint(2, 6),
                )
        for m in MEMBERS:
            if rng.random() < 0.14 * scale:
                t = g.when(m, d, hi=day0 + 11 * HOUR)
                if t:
                    g.line(t, m, GREET)
            if rng.random() < 0.12 * scale:
                spans = g.spans.get((m, d)) or []
                if spans:
                    g.line(spans[-1][1] - rng.uniform(1, 15) * MINUTE, m, NIGHT)
        _weekly(g, d, done)
        _exams(g, d)
        if rng.random() < 0.6 * scale:  # lunch
            t = day0 + rng.uniform(12.0, 13.3) * HOUR
            who = _starter(g, t)
            if who:
                _talk(g, t, who, LUNCH, rng.randint(1, 4), LUNCH)
        if rng.random() < 0.45 * scale:  # an afternoon
            t = day0 + rng.uniform(14.5, 17.5) * HOUR
            who = _starter(g, t)
            if who:
                _talk(g, t, who, STUDY_OPEN, rng.randint(2, 6), STUDY_RESP, c=rng.randint(3, 9))
        if d % 7 == 2:
            _quiz(g, day0 + 20.0 * HOUR, OWNER)
        elif rng.random() < 0.2:
            t = day0 + rng.uniform(20.5, 23.0) * HOUR
            host = _starter(g, t, ("Ethan", "Kevin_L", "Jasmine", "Nina"))
            if host:
                _quiz(g, t, host)
        for _ in range(_poisson(rng, 2.4 * scale)):  # the evenings
            t = day0 + rng.uniform(19.3, 23.8) * HOUR
            who = _starter(g, t)
            if who is None:
                continue
            r = rng.random()
            if r < 0.55:
                _talk(g, t, who, STUDY_OPEN, rng.randint(3, 9), STUDY_RESP, c=rng.randint(3, 9))
            elif r < 0.85:
                _talk(g, t, who, LIFE, rng.randint(2, 7), STUDY_RESP)
            else:
                _talk(g, t, who, MAT_OPEN, rng.randint(2, 5), MAT_RESP, m=rng.choice(MATERIALS))
        if rng.random() < 0.55 * scale:  # the small hours: the members abroad
            t = day0 + rng.uniform(24.2, 26.5) * HOUR
            who = _starter(g, t, ("Leo", "Nina", "Kevin_L"))
            if who:
                pool = TZ.get(who, LIFE)
                _talk(g, t, who, pool, rng.randint(1, 4), STUDY_RESP)


# -- the questions ------------------------------------------------------------------------------


def _questions(rng: random.Random, f: dict[str, Any], said: list[str]) -> None:
    """The fact's three questions in their languages; a paraphrase tried template by template
    until one shares no content word and no two Chinese characters with the evidence."""
    tp, ctx = TOPICS[f["kind"]], _ctx(f, x=f["detail"])
    for cls, key in (("keyword", "kw"), ("partial", "part")):
        f[cls] = rng.choice(tp[key][f["q_lang"][cls]]).format(**ctx)
    drop = (*MEMBERS, f["detail"], f.get("earlier", ""))
    first = f["q_lang"]["paraphrase"]
    for lang in (first, _other(first)):  # the other language only if none of the first fits
        options = list(tp["para"][lang])
        rng.shuffle(options)
        for o in options:
            q = o.format(**ctx)
            if not any(_shares(q, t, drop) for t in said):
                f["paraphrase"], f["q_lang"]["paraphrase"] = q, lang
                return
    raise AssertionError(f"no paraphrase for {f['kind']}: {said}")


def _other(lang: str) -> str:
    return "en" if lang == "zh" else "zh"


def _never(
    rng: random.Random,
    g: _Gen,
    facts: list[dict[str, Any]],
    spare: dict[str, list[str]],
) -> list[str]:
    """90 questions about things never said: 45 naming a member, 45 naming no one."""
    holders = {(f["name"], f["kind"]) for f in facts}

    def ql() -> str:
        return rng.choice(("zh", "en"))

    named: list[str] = []
    passing = sorted(p for p in g.passing if p not in holders and p not in g.touched)
    for m, kind in rng.sample(passing, 15):  # a topic the member only touched in passing
        named.append(rng.choice(TOPICS[kind]["part"][ql()]).format(n=m, sp="猫", se="cat"))
    for f in rng.sample(facts, 15):  # a detail no line gives of a member's topic
        named.append(rng.choice(TOPICS[f["kind"]]["deep"][ql()]).format(**_ctx(f)))
    quiet = [
        (m, kind)
        for m in MEMBERS
        for kind in TOPICS
        if (m, kind) not in holders and (m, kind) not in g.touched and (m, kind) not in g.passing
    ]
    for m, kind in rng.sample(quiet, 15):  # a never-said value put to a member with no line on it
        lang = ql()
        v = rng.choice([v for v in spare[kind] if lang != "en" or v.isascii()] or spare[kind])
        named.append(rng.choice(TOPICS[kind]["probe"][lang]).format(n=m, v=v))
    nobody: list[str] = []
    pool = [(kind, v) for kind in TOPICS for v in spare[kind]]
    for kind, v in rng.sample(pool, 34):  # a never-said value, naming no one
        lang = "zh" if not v.isascii() else ql()
        nobody.append(rng.choice(TOPICS[kind]["kw"][lang]).format(x=v, sp="猫", se="cat"))
    nobody += rng.sample(NOBODY, 11)
    never = named + nobody
    assert len(set(never)) == 90, "no never-said question twice"
    return never


# -- the set --------------------------------------------------------------------------------------


def eighteenth_set(seed: int = 1818) -> Set:
    """The held-out eighteenth set (see the module's docstring)."""
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
    # the venues first (their days are fixed by the exams), the rest in random order
    order = sorted(range(len(facts)), key=lambda i: (facts[i]["kind"] != "venue", rng.random()))
    for k in order:
        _script(g, k, facts[k], taken)
    for k, f in enumerate(facts):
        _around(g, k, f)
    _passing(g, {kind: {f["name"] for f in facts if f["kind"] == kind} for kind in TOPICS})
    scripted, scale = list(g.recs), 1.0
    for attempt in range(10):  # the days drawn again until about 3,000 lines
        g.recs = list(scripted)
        g.rng = random.Random(seed * 100 + attempt)
        _fill(g, scale)
        size = sum(1 for r in g.recs if r[0] < END - MINUTE)
        if 2900 <= size <= 3100:
            break
        scale *= 1 + 1.6 * (3000 - size) / size
    recs = sorted(
        ((i, r) for i, r in enumerate(g.recs) if r[0] < END - MINUTE), key=lambda x: (x[1][0], x[0])
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
    never = _never(rng, g, facts, spare)
    chatter = rng.sample(CHATTER, 90)
    s = Set("eighteenth", messages, facts, never, chatter, classes=CLASSES, members=dict(QQ))
    _check(s, said_at)
    return s


def _answer_part(text: str) -> str:
    """An answer without its reply quote or its "just saw this" opening."""
    text = text.rsplit("\n", 1)[-1]
    for pool in LATE.values():
        for p in pool:
            head = p.split("{a}")[1]
            if head in text:
                text = text.split(head, 1)[1]
    return text


def _is_checkin(text: str) -> bool:
    return text.startswith("Day ") and ("打卡" in text[:14] or "check-in" in text[:18])


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
    assert set(per.values()) <= {4, 5, 6}, per
    low = [t.lower() for t in texts]
    index = {at: i for i, at in enumerate(times)}
    posts: dict[tuple[str, str], int] = {}  # 打卡 posts by member and the streak's day
    for at, text in zip(times, texts, strict=True):
        body = said_at[at]
        if _is_checkin(body):
            key = (text.split("] ", 1)[1].split("(", 1)[0], body.split()[1])
            posts[key] = posts.get(key, 0) + 1
    home: dict[str, list[float]] = {}
    for f in s.facts:
        x, n, ev, shape, c = f["detail"], f["name"], f["evidence"], f["shape"], f["carrier"]
        assert of[x] == f["kind"] and ev == sorted(ev) and all(at in index for at in ev), f
        assert len(ev) == (2 if shape in ("split", "multi") else 1), f
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
        if shape in ("answer", "late", "reply", "split", "multi"):  # no topic word with the detail
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
            assert of[y] == f["kind"] and y != x and f["earlier_at"] < ev[0]
            assert f"] {n}({f['uid']}): " in texts[index[f["earlier_at"]]]
            assert x.lower() not in low[index[f["earlier_at"]]] and y in said[0] and x in said[0]
        if shape == "split":
            assert ev[1] - ev[0] < 120, f
        if shape == "multi":  # an hour apart, others' lines between
            assert 45 * MINUTE <= ev[1] - ev[0] <= 80 * MINUTE, f
            assert index[ev[1]] - index[ev[0]] >= 2, f
        if shape == "jielong":
            assert said[0].startswith("#接龙") and said[0].endswith(f"{n} {x}"), said
        if shape == "notice":
            assert said[0].startswith("【群公告】") and n in said[0] and c != n, said
        if shape == "long":
            i = said[0].index(x)
            assert len(said[0]) > 40 and i > 10 and len(said[0]) - i - len(x) > 10, said
        if (
            shape == "checkin"
        ):  # the member's one 打卡 post of the day, the counts before the detail
            assert _is_checkin(said[0]) and posts[(n, said[0].split()[1])] == 1, said
            assert re.search(r"\d", said[0][: said[0].index(x)]), said
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

    print(describe(eighteenth_set, "mix"))
    s = eighteenth_set()
    print("questions", len(s.facts) * len(CLASSES), "over", len(s.facts), "facts")
    print("per member", dict(collections.Counter(f["name"] for f in s.facts)))
    print("carriers other than the member:", sum(f["carrier"] != f["name"] for f in s.facts))
    print("shapes", dict(collections.Counter(f["shape"] for f in s.facts)))
    print("line langs", _line_langs(s))
