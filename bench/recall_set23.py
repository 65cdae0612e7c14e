"""A twenty-third evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code: nothing under mnemo/ (but the first 80 lines of
mnemo/message.py, for the `Message` constructor), mnemo_panel/, plugins/, tests/, docs/ or .ci/
was opened, read or searched while writing it, nor the README, bench/recall.py,
bench/context.py, any other bench file's body, any note or issue text, nor any figure or score
of any set, and no git command was run; the recall code was never imported or run, on this set
or any other, and the set was never scored while it was written. It is not to be tuned on; its
figures are to be read once, at the end. What was read, and nothing else of the repository:
the names of the files in bench/ (`ls bench`); a grep's list of bench/recall_sets.py's
top-level names (the first line of each, which shows the heads of `third_set`'s and
`long_conversation`'s tables); bench/recall_sets.py from its docstring to the end of
`second_set` (so `Set`, `_stamp`, `_user`, `_fits`, `_other`, `DAY`, `START`, `second_set` and
its tables; the page printed ran on, by a slip, over the one comment line that heads the third
set) and from `stem` to the end (`stem`, `pairs`, `check_messages`, `check_questions`,
`describe`); in bench/recall_set22.py its module docstring (its first 164 lines, up to the
imports) and its lines from `twenty_second_set` to the end (`twenty_second_set`, `_check`,
`_line_langs` and the `__main__` block), for the shape of what is returned and checked, and, by
a slip, what a grep meant only to find where those begin printed besides: its line count, its
import lines and the first line (the name and, where it fits, the parameters; nothing of a
body) of 31 of its helper functions (`_cut` to `_reply`); the openings (the first 2,500
characters) of the module docstrings of bench/recall_set4.py to recall_set21.py (a first print
of them all was cut in its middle by the tool's output limit, so those of recall_set10.py to
recall_set16.py were printed again); the first 80 lines of mnemo/message.py; the ruff
settings in pyproject.toml (a grep with 25 lines of context after `[tool.ruff`, which reached
the end of the file and showed nothing else). The generator below is its own. While it was
written it was run only on its own: its `_check`, its printed lines and counts, and its
`_check` over seeds 1 to 40 (all pass), importing nothing but bench/recall_sets.py and
mnemo/message.py.

It differs from the other twenty-two (bench/recall.py's `first_set`, recall_sets' `second_set`,
`third_set` and `long_conversation`, recall_set4's sessions of a timeline, recall_set5's point
process, recall_set6's day of threads, recall_set7's windows of interleaved threads,
recall_set8's members' presence, recall_set9's working week's agenda, recall_set10's club
calendar, recall_set11's semester of scenes, recall_set12's family's meal-time slots,
recall_set13's incidents waiting on office hours, recall_set14's chain of the group's moods,
recall_set15's compound's event log, recall_set16's guild's weekly game calendar, recall_set17's
football club's fixture list, recall_set18's daily check-in cycle, recall_set19's rescue cases,
recall_set20's night market's tide, recall_set21's wedding checklist, recall_set22's sky) in
what it is about and how it is laid out:

- the conversation is the QQ group of sixteen members of an amateur bilingual theatre troupe in
  Shanghai putting on Shakespeare's Twelfth Night (《第十二夜》, a Chinese-English version, in a
  180-seat studio theatre) over 60 days from START + 1,404 days (Monday 2029-11-05, the cast
  list, to Thursday 2030-01-03): the table read (Saturday 11-10), nine blocking rehearsals, the
  off-book day (Saturday 12-01), six runs, the costume fitting (Wednesday 12-05, its time-slot
  接龙 the days before), two set-building Sundays (12-09 and 12-16, each with its 接龙), the
  load-in (Monday 12-17), the technical rehearsal, two dress rehearsals, opening night on 冬至
  (Friday 12-21), five more performances (two on Saturday 12-22, a Sunday matinee, Friday
  12-28 and the closing night on Saturday 12-29, the strike and the cast party after it),
  平安夜, a line run on Christmas night, and the aftermath (photos, the accounts, 跨年 and 元旦,
  a 接龙 for the next play, the video);
- it is laid out by the production calendar and the play's scene breakdown: each day has a
  class (with the default calendar 22 "off", 9 "block", 7 "run", 5 "show", 5 "after", 3
  "dark", 2 "build", 2 "dress", and "casting", "read", "fitting", "loadin" and "tech" once)
  that sets its events and the rate of its ordinary talk. On a rehearsal day the stage
  manager's call (【排练通知】 / [Rehearsal call]: the date, the hours, the room, the scenes, the
  characters called with their actors) decides who is in the room: the actors of the scenes
  called (the play's eighteen scenes with who is in each, two a blocking rehearsal in order,
  then acts and full runs). They answer the call ("收到"), say in the afternoon they will be
  late, arrive, post from the break, get the director's 【排练笔记】 after (numbered notes by
  character: pages, steps, cues, pauses), acknowledge them and say they are home; while the
  room is busy only those not called talk (a quarter of the day's ordinary threads fall in
  those hours, among them). A show day has the producer's ticket count in the morning, the
  call, "toi toi toi" and a 复读 of "演出顺利！" before curtain, the interval report, the curtain
  call picture and its "辛苦了"s, the director's word and the way home; the other classes
  have theirs (the cast list and its 恭喜恭喜, the read's arrivals and running time, fitting
  pictures and Malvolio's yellow stockings, the build's 接龙 and sawing, the load-in's lamps and
  cues, the cue-to-cue, the dress runs' times and slips, the strike and the party, the
  accounts). Besides, every day has its "早"s and "晚安"s (Poisson draws) and as many ordinary
  threads as a Poisson draw at its class's rate (a quarter more on weekends and 元旦), of kinds
  weighted by where the calendar stands (lines being learnt only once there is a script and
  not after the run, ticket talk only between the start of sales and opening night): learning
  lines, life, other shows, pictures, the fool's songs, admin, tickets, @-pings answered in
  the answerer's own language, 复读 (a line said again by two to four others), reply quotes
  "[回复 X：...]" and long messages. The days are drawn again with a scaled rate until about
  3,000 lines (3,049 with the default seed, in four draws); times strictly increasing, a
  second apart at least;
- numbers are everywhere (call times, rooms, pages, scene and cue numbers, minutes late,
  running times, temperatures, prices, tickets sold of 180, slots, the accounts: 735 of the
  3,049 lines hold a digit), so a number alone is no answer;
- sixteen members of their own: 老贺 (the director: the cast list, notes, long messages), Vivian
  (the stage manager: calls, notices, sign-up lists), the cast 小满 (Viola), Ethan (Orsino,
  from Toronto), 梅子 (Olivia), 糖糖 (Sebastian), Tobias (Sir Toby, from
  Freiburg), 大熊 (Sir Andrew), Chloe (Maria), 周周 (Malvolio), Rafael (Feste, a guitarist) and
  阿哲 (Antonio, Fabian and the Captain), and the crew Nina (costumes), 老白 (the set builder),
  豆子 (the producer: tickets, the troupe's public account, the accounts) and Kenji (lights and
  sound); each with how much they talk and odds of an English and of a mixed line, so lines
  are about half Chinese, a third English and the rest mixed (1,556, 1,020 and 473 with the
  default seed);
- fourteen topics of their own, each a member's own thing: what they ride to rehearsals, what
  they take for a sore throat, their stage makeup's brand, the play their audition monologue
  came from, their dream role, the snack they bring, whom they warm up to, their rehearsal
  shoes, the charm on their script bag, where they get a drink after rehearsal, the film that
  made them want to act, their sport, their metro stop, the book they are reading; six facts a
  topic, 84 facts, a member once a topic at most and five or six facts a member, each with its
  own value (six Chinese and six Latin values a topic; an English-leaning member mostly has a
  Latin one);
- facts in twelve shapes, dealt in turn over a shuffled order (seven each), on days 2 to 51 (a
  late answer or a correction a day or two after): one message in the first person ("one");
  another member's @-question answered within the hour by a terse line without the topic's
  words ("answer"); asked in the evening and answered the next morning or the one after,
  "才看到 @X ..." / "just saw this @X ..." ("late"); a wrong value said by the member and
  corrected minutes later or the next morning, the correcting line holding both being the
  evidence ("correction"); the topic in one line and the detail within ninety seconds in the
  next, sometimes with another's "快说" between, both the evidence ("split"); another member
  saying it to the member ("@X 你那双排练鞋是…的吧？"), who confirms without it ("reported");
  the stage manager's 【通知】 / [Notice] (bike parking, throat sweets backstage, dressing-room
  seats, the open day, the programme's easter eggs, the snack rota, the warm-up playlist, the
  floor, drinks after a run, the newsletter, a warm-up class, rides home, the book corner)
  naming the member and the detail (the producer's, when it is the stage manager's own)
  ("notice"); the member's entry closing a topic's 接龙 list, after the stage manager's prompt
  and two or three others' entries, none a value ("jielong"); a reply quote of the @-question
  with the answer after it ("reply"); the detail in the middle of a long message of other news
  ("long"); and this set's own two, which a theatre troupe has: the producer's 【后台快问快答】 /
  [Backstage Q&A] post for the troupe's public account, a header and four questions and
  answers, the topic's question second or third and its answer the detail (the stage manager
  posts it when it is the producer's own) ("qa"); and a pastiche of a line of the play
  (朱生豪's Chinese or Shakespeare's English: "If music be the food of love, play on", "Dost thou
  think, because thou art virtuous, there shall be no more cakes and ale?", "What country,
  friends, is this?", "Make me a willow cabin at your gate", "Some are born great...") turned
  by the member to their own detail ("parody"); in Chinese, English or mixed (a line's
  language counted with names, the detail, the wrong value, image markers and a reply's quote
  cut out, a line of the detail alone taking the detail's script, a 接龙 by its last line: 42
  zh, 34 en and 8 mix with the default seed);
- near misses: each correction's wrong value; the members' own lines on their topic on days
  three from the evidence at least, without the detail ("around": 82 facts, 117 lines with the
  default seed); others' lines on each topic in passing (three members a topic with no fact or
  接龙 entry on it); an @-question on each topic put to a fourth such member, never answered;
  the lists' other entries ("坐地铁", "still looking"); the Q&A's other answers; the notices'
  other words; the numbers;
- questions in the third person, three classes, templates of this set's own: "keyword"
  carries the detail and no member's name ("谁排练穿{x}？", "Who gets off the metro at {x}?"),
  "partial" names the member and the topic ("{n}试镜演的是哪部戏的独白？", "What does {n} take
  for a sore throat?"), "paraphrase" names the member and shares no English content word
  (stemmed with recall_sets' `stem`, a stop list aside) and no two Chinese characters in a row
  with the evidence, names, the detail and a wrong value aside ("{n}走上表演之路是被哪部影片点燃
  的？", "What trinket dangles from {n}'s bag?"; checked in code; a topic's three paraphrases
  are tried in turn, then those of the other language); 40 % of the questions of a Chinese or
  English evidence line asked in the other language (91 of 228 with the default seed; between
  35 and 50 % checked); each question's language checked;
- never-said questions, 90: 45 name a member (15 a topic's partial question of a member who
  spoke of it only in passing or was asked and never answered, 15 a detail no line gives of a
  member's own topic (the bike's colour, the pharmacy, the foundation's shade, whose
  translation, the shoe size, the sugar level, the cinema, the station's exit...), 15 an unsaid
  value put as a question to a member with no fact or entry on its topic ("Does {n} ride a
  {y}?")), 45 name no one (30 an unsaid value in a topic's keyword question, 15 things nobody
  did: a phone left in a taxi, a review in the newspaper, a sprained ankle, a raffle); the words
  that would answer the detail questions and the things nobody did (颜色 / colour, 药房 /
  pharmacy, 色号 / shade, 出租车, newspaper, ...) and every unsaid value appear in no line
  (checked in code); 90 chatter turns a member might send the bot (translations, sums,
  drafts of notices and toasts, how-to questions about voice, makeup and costumes, greetings),
  no member named, nothing about the group's past (no "说过", "之前", "谁", "said", "who" and the
  like, checked in code).

The set checks itself as it is built (`_check`): recall_sets' `check_messages` (a second apart
at least, within the 60 days, 2,930 to 3,070 messages); 80 to 90 facts, seven in each of the
twelve shapes; sixteen members, fourteen topics of six Chinese and six Latin values; every
value its own and none inside another or a member's name or a list's other entry; a member
once a topic and five or six facts each; each detail in the last of its evidence lines and no
other message, each wrong value in the line that said it and the correction only, any other
value nowhere; the evidence said by the fact's carrier (the stage manager or the producer for
"notice" and "qa", another member for "reported", the member otherwise); keyword questions
carrying the detail and no member's name, partial and paraphrase ones naming the member and
not the detail, paraphrases sharing nothing with the evidence, each question in its recorded
language; the "around" lines the member's, without the detail and two days from the evidence
at least; terse answers, late answers, replies and split second lines without the topic's
words; an answer after its @-question by another member, the question without the detail
(within the hour; a late one a day or two later, to the asker); a correction made within
twenty minutes or the next day; a split's two lines within ninety seconds; a reported fact
confirmed by the member within the hour without the detail; a 接龙 detail in the list's last
entry, after two entries or more, the others the ones recorded; a notice's evidence a 【通知】 or
[Notice] naming the member; a long message's detail away from both its ends; a Q&A of five
lines naming the member in its header, the detail the answer of one middle line only; a
parody a line of the play; the share of questions across languages; no used value in a
never-said question and none of the answering words in any line; named never-said questions
on no topic the member's facts or 接龙 entries hold (but the unsaid details of their own); no
chatter about the past; the lines' languages (zh 45 to 56 %, en 28 to 38 %, mixed 11 to 22 %);
then recall_sets' `check_questions`. Run it from the repository's root (`python -m
bench.recall_set23` or `python bench/recall_set23.py`) to check it is deterministic for a
seed, builds in under two seconds (about 0.2 s), and to print its counts, its lines' languages
and a few lines and questions.

Each fact records its "evidence" (the created_at of the message(s) carrying it: two for a
split), "detail", "rare" (the detail: the word a keyword question carries), "kind" (the topic),
"name" and "uid" (the member it is about), "shape", "lang" ("zh", "en" or "mix": the evidence
line's), its questions ("keyword", "partial", "paraphrase") and their languages ("q_lang"),
"carrier" (who said it), "asker" and "asked_at" (for "answer", "late" and "reply"), "around"
(the created_at of the member's other lines on the topic, none with the detail), "entries" (a
jielong list's other entries, [member, entry]), "confirmed_at" (a reported fact's
confirmation) and, for a correction, the wrong value ("earlier") and when it was said
("earlier_at"). Stamps are written in the machine's local time (recall_sets' `_stamp`) and the
days are laid out in UTC as Shanghai's wall clock, so they read as meant where the local time
is UTC.

Noticed while writing it: ruff counts a CJK character as two columns, so the Chinese tables
are wrapped early; a Chinese Q&A is written with 问/答 rather than Q/A, which would have made
every Chinese Q&A a mixed line; a terse answer's check caught "看" of "才看到" as a topic word of
the books (so the books' words are 书, 读, book, read); "radio" as an answering word of a
nobody-question sat inside the value Radiohead, and "Oreo" inside "choreography", so neither is
used; the detail questions are unanswerable by construction (no template says a colour, a
pharmacy, a shade...) and the check of their answering words is a guard, not a proof; a few
ordinary lines are the same whatever the day ("anyway, see you at the next call" can come
after the run), and on a show day the talk before and after the show is the ordinary kind.
"""

from __future__ import annotations

import math
import random
import re
import sys
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: the repository's root on the path
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

T0 = START + 1404 * DAY  # Monday 2029-11-05, the day the cast list goes up
DAYS = 60
END = T0 + DAYS * DAY + 6 * 3600.0
HOUR = 3600.0
MINUTE = 60.0
FLIP = 0.4  # the share of a zh or en fact's questions asked in the other language

# -- the troupe -------------------------------------------------------------------------

# name: (QQ number, how much they talk, odds of an English line, odds of a mixed one)
PEOPLE: dict[str, tuple[int, float, float, float]] = {
    "老贺": (2853301147, 1.0, 0.03, 0.08),  # the director: notes, long messages
    "Vivian": (1720459386, 1.5, 0.40, 0.22),  # the stage manager: calls, notices, lists
    "小满": (3310872254, 1.4, 0.08, 0.15),  # Viola
    "Ethan": (2960114573, 1.0, 0.80, 0.13),  # Orsino, from Toronto
    "梅子": (1498302765, 0.8, 0.05, 0.10),  # Olivia
    "糖糖": (3021786649, 1.3, 0.08, 0.18),  # Sebastian
    "Tobias": (2287650341, 0.9, 0.86, 0.08),  # Sir Toby, from Freiburg
    "大熊": (1865203397, 1.1, 0.05, 0.12),  # Sir Andrew
    "Chloe": (3398120576, 1.1, 0.45, 0.38),  # Maria, grew up in Vancouver
    "周周": (2519874630, 0.9, 0.06, 0.10),  # Malvolio, a worrier
    "Rafael": (1634097258, 0.9, 0.86, 0.08),  # Feste, a guitarist from Recife
    "阿哲": (2745318806, 0.8, 0.25, 0.20),  # Antonio, Fabian and the Captain
    "Nina": (3176602459, 0.7, 0.55, 0.20),  # costumes
    "老白": (1950473318, 0.6, 0.00, 0.04),  # the set builder, terse
    "豆子": (2408861975, 0.9, 0.15, 0.20),  # the producer: tickets, the public account
    "Kenji": (2831045562, 0.8, 0.80, 0.12),  # lights and sound
}
MEMBERS = list(PEOPLE)
QQ = {n: v[0] for n, v in PEOPLE.items()}
DIRECTOR, SM, PRODUCER = "老贺", "Vivian", "豆子"
CHARS: dict[str, tuple[str, str]] = {
    "小满": ("薇奥拉", "Viola"), "Ethan": ("奥西诺", "Orsino"), "梅子": ("奥丽维娅", "Olivia"),
    "糖糖": ("西巴斯辛", "Sebastian"), "Tobias": ("托比", "Sir Toby"),
    "大熊": ("安德鲁", "Sir Andrew"), "Chloe": ("玛丽娅", "Maria"),
    "周周": ("马伏里奥", "Malvolio"), "Rafael": ("费斯特", "Feste"),
    "阿哲": ("安东尼奥", "Antonio"),
}
CAST = list(CHARS)
CREW = [m for m in MEMBERS if m not in CHARS]
# the play's scenes and who of the cast is in each: a call sheet calls scenes, so it
# decides who spends the evening in the rehearsal room
SCENES: list[tuple[str, tuple[str, ...]]] = [
    ("1.1", ("Ethan",)), ("1.2", ("小满", "阿哲")), ("1.3", ("Tobias", "Chloe", "大熊")),
    ("1.4", ("小满", "Ethan")), ("1.5", ("Chloe", "Rafael", "梅子", "周周", "小满")),
    ("2.1", ("阿哲", "糖糖")), ("2.2", ("小满", "周周")),
    ("2.3", ("Tobias", "大熊", "Rafael", "Chloe", "周周")), ("2.4", ("Ethan", "小满", "Rafael")),
    ("2.5", ("Tobias", "大熊", "阿哲", "Chloe", "周周")),
    ("3.1", ("小满", "Rafael", "Tobias", "大熊", "梅子", "Chloe")),
    ("3.2", ("Tobias", "大熊", "阿哲")),
    ("3.3", ("糖糖", "阿哲")), ("3.4", ("梅子", "Chloe", "周周", "Tobias", "阿哲", "大熊", "小满")),
    ("4.1", ("糖糖", "Rafael", "大熊", "Tobias", "梅子")),
    ("4.2", ("Chloe", "Rafael", "Tobias", "周周")),
    ("4.3", ("糖糖", "梅子")), ("5.1", tuple(CAST)),
]
LABELS = [s for s, _ in SCENES]

# -- the topics: each a member's own thing, six facts a topic ---------------------------
# vals: six Chinese and six Latin values; words: the topic's own words (not in a terse
# line); me: the member saying it; ask: another's @-question; rep: another saying it to the
# member; intro: a split's first line; notice/qa/parody/jl: the set's notices, backstage
# Q&A, Shakespeare pastiches and sign-up lists; around: the member's lines on it without the
# detail; passing: others' lines on it; kw/part/para: the three classes of questions;
# unsaid: a detail no line gives (and the words that would give it); guess: a value put to
# a member as a question.
TOPICS: dict[str, dict[str, Any]] = {
    "ride": {
        "vals": ["小牛", "飞鸽", "雅迪", "爱玛", "绿源", "台铃",
                 "Brompton", "Dahon", "Birdy", "Gazelle", "Cannondale", "Strida"],
        "words": ("骑", "车", "电驴", "ride", "bike", "scooter", "cycl"),
        "me": {"zh": ["我排练都是骑{x}来的，{min}分钟就到", "我那辆{x}是去年{k}00块收的二手"],
               "en": ["I ride my {x} to rehearsals, {min} minutes door to door",
                      "got my {x} second-hand last year for {k}00 kuai"]},
        "ask": {"zh": "你平时骑什么来排练？", "en": "what do you ride to rehearsals?"},
        "rep": {"zh": "你骑的是{x}对吧？", "en": "you ride a {x}, right?"},
        "intro": {"zh": "说到我排练骑的车——", "en": "re: what I ride to rehearsals —"},
        "notice": {"zh": "【通知】剧场后门只能停{k}辆两轮车，已登记：{n}的{x}。其他人请停对面商场",
                   "en": "[Notice] The theatre's back door has room for {k} bikes. Registered "
                         "so far: {n}'s {x}. Everyone else please use the mall across the road."},
        "qa": {"zh": "平时骑什么来排练？", "en": "What do you ride to rehearsals?"},
        "parody": {"zh": "假如音乐是爱情的食粮，那就奏下去吧；假如{x}是排练的坐骑，那就骑下去吧",
                   "en": "If music be the food of love, play on; if a {x} be the steed of "
                         "rehearsal, ride on"},
        "jl": {"zh": ("剧场停车登记（两轮）", ["坐地铁", "打车", "走路", "还没定"]),
               "en": ("Bike parking at the theatre", ["metro", "taxi", "walking", "tbd"])},
        "around": {"zh": ["今天车没电了，走过来的", "下雨天骑车来排练，到了全身湿透",
                          "车链子又掉了，修车花了{price}块", "小区新规定电驴不能上楼，烦"],
                   "en": ["got a flat on the way, walking the rest", "rode in through the "
                          "rain, soaked", "my bike lock froze this morning", "someone "
                          "parked right in front of my bike again"]},
        "passing": {"zh": ["电驴上牌好麻烦", "冬天骑车来排练的都是勇士", "想买辆自行车通勤"],
                    "en": ["thinking of getting a bike for rehearsals", "cycling in this "
                           "cold is brave", "is it safe to leave a bike outside the studio?"]},
        "kw": {"zh": "谁骑{x}来排练？", "en": "Who rides a {x} to rehearsals?"},
        "part": {"zh": "{n}骑什么来排练？", "en": "What does {n} ride to rehearsals?"},
        "para": {"zh": ["{n}是靠哪种两轮坐驾赶到彩排场地的？", "{n}蹬的那辆出自哪家厂？",
                        "{n}通勤用的座驾属于哪个品牌？"],
                 "en": ["Which two-wheeler carries {n} across town to practice?",
                        "What make is the machine {n} pedals in on?",
                        "{n} commutes on which brand of wheels?"]},
        "unsaid": {"zh": ("{n}的车是什么颜色的？", ("颜色",)),
                   "en": ("What colour is {n}'s bike?", ("colour", "color"))},
        "guess": {"zh": "{n}骑的是{y}吗？", "en": "Does {n} ride a {y}?"},
    },
    "lozenge": {
        "vals": ["金嗓子", "胖大海", "罗汉果", "枇杷膏", "西瓜霜", "川贝",
                 "Ricola", "Strepsils", "Vocalzone", "Olbas", "Jakemans", "Throaties"],
        "words": ("嗓", "喉", "含", "throat", "voice", "lozenge"),
        "me": {"zh": ["嗓子不行的时候我就含{x}，一天{k}颗", "我包里常备{x}，护嗓全靠它"],
               "en": ["{x} is my go-to when my voice goes, like {k} a day",
                      "always have {x} in my bag for my throat"]},
        "ask": {"zh": "你嗓子哑了吃什么？", "en": "what do you take when your voice goes?"},
        "rep": {"zh": "你嗓子哑了吃的是{x}吧？", "en": "you swear by {x} for your voice, yeah?"},
        "intro": {"zh": "我护嗓的秘密武器是", "en": "my secret weapon for my voice:"},
        "notice": {"zh": "【通知】演出期间后台常备润喉糖，{n}赞助了{k}盒{x}，谢谢！",
                   "en": "[Notice] Backstage will keep throat sweets during the run: {n} is "
                         "donating {k} packs of {x}. Thank you!"},
        "qa": {"zh": "嗓子哑了靠什么救？", "en": "What saves your voice when it goes?"},
        "parody": {"zh": "有的人生来好嗓子，有的人练出好嗓子，有的人是被{x}硬塞出来的好嗓子",
                   "en": "Some are born with great voices, some achieve great voices, and some "
                         "have {x} thrust upon 'em"},
        "jl": {"zh": ("后台润喉糖，谁带什么", ["保温杯泡水", "随便", "还没买", "蜂蜜水"]),
               "en": ("Throat sweets for backstage", ["honey water", "whatever's there",
                                                       "tbd"])},
        "around": {"zh": ["嗓子又哑了，今晚的词要省着喊", "润喉糖吃完了，明天得去买",
                          "感冒了，全靠含片撑着", "老贺说我第{p}页喊太多，嗓子顶不住"],
                   "en": ["my voice is shot after tonight", "out of throat sweets again",
                          "drinking so much warm water I'm basically tea now",
                          "losing my voice, pray for me"]},
        "passing": {"zh": ["后台要不要备点润喉糖", "嗓子疼有什么偏方吗", "冬天排练嗓子好干"],
                    "en": ["anyone have a trick for a sore throat?", "we should keep throat "
                           "sweets backstage", "the heating dries my throat out"]},
        "kw": {"zh": "谁嗓子不舒服就吃{x}？", "en": "Who takes {x} when their voice goes?"},
        "part": {"zh": "{n}嗓子哑了吃什么？", "en": "What does {n} take for a sore throat?"},
        "para": {"zh": ["{n}喉咙沙了靠哪样东西缓解？", "{n}保护声带的小药片是哪种？",
                        "{n}发声器官难受时会用哪一种？"],
                 "en": ["What soothes {n}'s vocal cords?", "What remedy keeps {n} from "
                        "going hoarse?", "Which pastille does {n} reach for when hoarse?"]},
        "unsaid": {"zh": ("{n}的润喉糖是在哪家药房买的？", ("药房",)),
                   "en": ("Which pharmacy does {n} buy throat sweets from?", ("pharmacy",))},
        "guess": {"zh": "{n}护嗓吃的是{y}吗？", "en": "Does {n} take {y} for the voice?"},
    },
    "makeup": {
        "vals": ["毛戈平", "花西子", "完美日记", "卡姿兰", "玛丽黛佳", "橘朵",
                 "Kryolan", "Mehron", "Ben Nye", "Graftobian", "Snazaroo", "Illamasqua"],
        "words": ("妆", "makeup", "make-up"),
        "me": {"zh": ["我化妆一直用{x}，上台不脱妆", "舞台妆我用{x}的，出汗也不花"],
               "en": ["I do my stage makeup with {x}, it survives {k} hours of sweat",
                      "been using {x} for makeup since uni"]},
        "ask": {"zh": "你化妆用什么牌子？", "en": "what makeup brand do you use?"},
        "rep": {"zh": "你化妆用的是{x}对不对？", "en": "your makeup is {x}, isn't it?"},
        "intro": {"zh": "舞台妆我现在用的牌子是", "en": "the makeup brand I've switched to:"},
        "notice": {"zh": "【通知】化妆间安排：自带化妆品的坐左边，{n}（{x}）靠窗第{k}个位子",
                   "en": "[Notice] Dressing room: if you bring your own makeup sit on the "
                         "left. {n} ({x}) has seat {k} by the window."},
        "qa": {"zh": "化妆用什么牌子？", "en": "Which makeup brand do you use?"},
        "parody": {"zh": "化得好吗？——好极了，假如那全是{x}的手笔",
                   "en": "Is't not well done? — Excellently done, if {x} did all (makeup "
                         "check before the run)"},
        "jl": {"zh": ("化妆品自备登记", ["用公用的", "还没买", "看情况"]),
               "en": ("Own makeup sign-up", ["using the shared kit", "tbd", "need to buy"])},
        "around": {"zh": ["化妆练了{k}遍，眼线还是歪的", "今天试了舞台妆，卸了半小时",
                          "化妆品又要补货了", "舞台灯下脸太白了，得加深"],
                   "en": ["practised my stage makeup {k} times, eyeliner still wonky",
                          "took half an hour to get my makeup off", "need to restock "
                          "makeup before tech", "looked like a ghost under the lights"]},
        "passing": {"zh": ["舞台妆好难画", "化妆品好贵啊", "卸妆卸到怀疑人生"],
                    "en": ["stage makeup is a whole skill", "makeup is so expensive",
                           "does anyone know how to do an old-age makeup?"]},
        "kw": {"zh": "谁化妆用{x}？", "en": "Who does their stage makeup with {x}?"},
        "part": {"zh": "{n}化妆用什么牌子？", "en": "Which makeup brand does {n} use?"},
        "para": {"zh": ["{n}往脸上涂的油彩出自哪家？", "{n}上台前抹在脸上的是哪家的货？",
                        "{n}的粉底眼线属于哪个品牌？"],
                 "en": ["Whose greasepaint goes on {n}'s face?", "Which cosmetics label does "
                        "{n} trust under the lights?", "Which brand of face paint is {n} "
                        "loyal to?"]},
        "unsaid": {"zh": ("{n}用的粉底是几号色号？", ("色号",)),
                   "en": ("What shade of foundation does {n} wear?", ("shade",))},
        "guess": {"zh": "{n}化妆用的是{y}吗？", "en": "Is {n}'s makeup {y}?"},
    },
    "monologue": {
        "vals": ["雷雨", "茶馆", "原野", "暗恋桃花源", "恋爱的犀牛", "狗儿爷涅槃",
                 "Macbeth", "Othello", "Medea", "Antigone", "The Seagull", "Hedda Gabler"],
        "words": ("试镜", "独白", "audition", "monologue"),
        "me": {"zh": ["我试镜演的是《{x}》里那段独白，{min}分钟", "当初试镜我选的是《{x}》的选段"],
               "en": ["I auditioned with a speech from {x}",
                      "my audition piece was from {x}, cut down to {k} minutes"]},
        "ask": {"zh": "你当初试镜演的哪部戏的独白？",
                "en": "what was your audition monologue from?"},
        "rep": {"zh": "你试镜演的是《{x}》吧？", "en": "you auditioned with {x}, right?"},
        "intro": {"zh": "我当年试镜那段独白是", "en": "my audition monologue was from"},
        "notice": {"zh": "【通知】周日开放日有{k}分钟才艺环节，{n}演试镜选段《{x}》，欢迎带朋友来",
                   "en": "[Notice] Sunday's open day has a {k}-minute showcase: {n} will do "
                         "the audition speech from {x}. Bring friends!"},
        "qa": {"zh": "试镜演的哪段独白？", "en": "What was your audition monologue?"},
        "parody": {"zh": "我是我父亲家里所有的女儿，也是《{x}》独白唯一的试镜者",
                   "en": "I am all the daughters of my father's house, and all the "
                         "auditioners of {x} too"},
        "jl": {"zh": ("开放日选段报名", ["还在选", "看情况", "报名唱歌"]),
               "en": ("Open day pieces", ["still choosing", "maybe", "singing instead"])},
        "around": {"zh": ["又翻出了当年试镜那段录像，好尴尬", "试镜那段独白我现在还背得出来",
                          "今天梦到自己又在试镜", "那段试镜词我当时练了一个月"],
                   "en": ["found the video of my audition, cringe", "I can still recite my "
                          "audition speech", "dreamt I was auditioning again",
                          "I practised that audition piece for a month"]},
        "passing": {"zh": ["试镜真的好紧张", "你们试镜都准备了多久", "明年招新试镜要不要我帮忙"],
                    "en": ["auditions are terrifying", "how long did everyone prep their "
                           "audition?", "monologues are harder than scenes"]},
        "kw": {"zh": "谁试镜演的是《{x}》？", "en": "Who auditioned with a speech from {x}?"},
        "part": {"zh": "{n}试镜演的是哪部戏的独白？", "en": "Which play was {n}'s audition "
                                                    "monologue from?"},
        "para": {"zh": ["{n}争取角色时朗诵的片段出自哪部剧本？", "{n}当初面试剧社念的是哪出戏？",
                        "{n}报名时准备的那段独角台词选自何处？"],
                 "en": ["Which script did {n} recite from to win a part?",
                        "What drama supplied {n}'s tryout speech?",
                        "From which work did {n} pick a solo piece to try out?"]},
        "unsaid": {"zh": ("{n}试镜那段独白用的是谁的译本？", ("译本",)),
                   "en": ("Whose translation did {n} use for the audition speech?",
                          ("translation",))},
        "guess": {"zh": "{n}试镜演的是《{y}》吗？", "en": "Did {n} audition with {y}?"},
    },
    "dream": {
        "vals": ["繁漪", "王利发", "江滨柳", "虎妞", "祥子", "金子",
                 "Iago", "Blanche", "Prospero", "Cyrano", "Puck", "Rosalind"],
        "words": ("角色", "梦想", "dream", "role", "part"),
        "me": {"zh": ["我这辈子最想演{x}，演完就退休", "我的梦想角色是{x}"],
               "en": ["my dream role is {x}, no contest", "I'd give anything to play {x}"]},
        "ask": {"zh": "你最想演的角色是谁？", "en": "what's your dream role?"},
        "rep": {"zh": "你最想演的是{x}吧？", "en": "your dream role is {x}, right?"},
        "intro": {"zh": "我的梦想角色你们猜不到", "en": "my dream role, since you asked:"},
        "notice": {"zh": "【通知】节目单彩蛋页“我的梦想角色”目前收到：{n}——{x}。其他人周五前交给我",
                   "en": "[Notice] Programme easter egg, 'my dream role', so far: {n}, {x}. "
                         "Everyone else by Friday please."},
        "qa": {"zh": "最想演的角色？", "en": "Your dream role?"},
        "parody": {"zh": "时间的旋转木马终会带来报应，也终会带来{x}这个角色",
                   "en": "The whirligig of time brings in his revenges, and one day it "
                         "brings me {x}"},
        "jl": {"zh": ("节目单彩蛋：梦想角色", ["没想好", "保密", "随便写"]),
               "en": ("Programme easter egg: dream role", ["no idea", "secret", "tbd"])},
        "around": {"zh": ["做梦都想演那个角色", "今天又把梦想角色的剧本翻出来看了",
                          "等我四十岁就去演那个角色", "我跟老贺说了我最想演的角色，他笑了"],
                   "en": ["still dreaming about that role", "re-read the script of my "
                          "dream part tonight", "one day I'll play it, mark my words",
                          "told 老贺 what role I'm dying to play, he laughed"]},
        "passing": {"zh": ["每个演员都有个梦想角色吧", "梦想角色这个问题好难答"],
                    "en": ["everyone has a dream role, right?", "dream roles are such a "
                           "hard question"]},
        "kw": {"zh": "谁最想演{x}？", "en": "Whose dream role is {x}?"},
        "part": {"zh": "{n}最想演的角色是谁？", "en": "What is {n}'s dream role?"},
        "para": {"zh": ["{n}此生最渴望扮演哪个人物？", "{n}梦寐以求的舞台人物是谁？",
                        "哪个戏中人物是{n}最想挑战的？"],
                 "en": ["Which character does {n} long to portray someday?",
                        "Whom would {n} most love to embody onstage?",
                        "Which figure from drama does {n} yearn to take on?"]},
        "unsaid": {"zh": ("{n}是从多大开始想演那个角色的？", ("多大",)),
                   "en": ("How old was {n} when that dream part first appealed?",
                          ("how old",))},
        "guess": {"zh": "{n}最想演的是{y}吗？", "en": "Is {n}'s dream role {y}?"},
    },
    "snack": {
        "vals": ["蛋黄酥", "绿豆糕", "青团", "鲜肉月饼", "蝴蝶酥", "条头糕",
                 "Haribo", "Pocky", "KitKat", "Tim Tams", "Jaffa Cakes", "Stroopwafel"],
        "words": ("零食", "带", "snack", "bring"),
        "me": {"zh": ["我周四带{x}来，给大家分", "排练零食我只认{x}"],
               "en": ["I'm bringing {x} on Thursday for everyone",
                      "{x} is the only rehearsal snack that matters"]},
        "ask": {"zh": "你周四带什么零食？", "en": "what snack are you bringing on Thursday?"},
        "rep": {"zh": "你周四带{x}对吧？", "en": "you're on {x} duty Thursday, right?"},
        "intro": {"zh": "周四零食我负责，带的是", "en": "for Thursday's snack I'm bringing"},
        "notice": {"zh": "【通知】本周排练零食轮值：周四{n}（{x}），周六待定，预算{price}元",
                   "en": "[Notice] Snack rota this week: Thursday {n} ({x}), Saturday tbd, "
                         "budget {price} yuan."},
        "qa": {"zh": "排练带什么零食？", "en": "Your rehearsal snack?"},
        "parody": {"zh": "你以为你自己道德高尚，别人就不能吃{x}了吗？",
                   "en": "Dost thou think, because thou art virtuous, there shall be no "
                         "more {x}?"},
        "jl": {"zh": ("排练零食轮值", ["水果", "还没想好", "坚果"]),
               "en": ("Rehearsal snack rota", ["fruit", "tbd", "nuts"])},
        "around": {"zh": ["这周零食轮到我了，记得提醒我", "零食买多了，周六继续",
                          "排练室的零食柜要补货了", "今天带的零食五分钟就没了"],
                   "en": ["my turn for snacks this week, remind me", "bought way too many "
                          "snacks, leftovers Saturday", "the snack box is empty again",
                          "snack budget this week: {price} yuan"]},
        "passing": {"zh": ["排练零食这周谁负责", "零食柜空了", "排到九点就饿了"],
                    "en": ["who's on snacks this week?", "snacks keep me alive at rehearsal"]},
        "kw": {"zh": "谁带{x}来排练？", "en": "Who brings {x} to rehearsal?"},
        "part": {"zh": "{n}排练带什么零食？", "en": "What snack does {n} bring to rehearsal?"},
        "para": {"zh": ["{n}给大伙分享哪种小吃？", "{n}负责投喂的点心是哪样？",
                        "{n}拿去分的甜食是什么？"],
                 "en": ["What treat does {n} hand round?", "Which nibbles does {n} share "
                        "with the cast?", "What goodies does {n} supply?"]},
        "unsaid": {"zh": ("{n}带的零食是自己家里做的吗？", ("自己家里做", "家里做")),
                   "en": ("Are {n}'s snacks homemade?", ("homemade",))},
        "guess": {"zh": "{n}排练带的是{y}吗？", "en": "Does {n} bring {y} to rehearsal?"},
    },
    "warmup": {
        "vals": ["五月天", "陈奕迅", "草东", "万能青年旅店", "痛仰", "刺猬",
                 "ABBA", "Coldplay", "Radiohead", "Lizzo", "Hozier", "Blondie"],
        "words": ("热身", "听", "歌", "warm", "listen", "song", "music"),
        "me": {"zh": ["我热身必须听{x}，不然进不了状态", "上台前我耳机里只放{x}"],
               "en": ["I warm up to {x}, every single time",
                      "it's {x} in my headphones before I go on"]},
        "ask": {"zh": "你热身听谁的歌？", "en": "who do you warm up to?"},
        "rep": {"zh": "你热身听的是{x}吧？", "en": "you warm up to {x}, right?"},
        "intro": {"zh": "我上台前耳机里只放", "en": "what I warm up to before every show:"},
        "notice": {"zh": "【通知】后台热身歌单由Kenji统一放，已收到{n}点的{x}，其他人周三前报",
                   "en": "[Notice] Kenji will play one warm-up playlist backstage. So far "
                         "{n} asked for {x}; the rest of you by Wednesday."},
        "qa": {"zh": "热身听谁的歌？", "en": "Who do you warm up to?"},
        "parody": {"zh": "假如音乐是爱情的食粮，那就放{x}吧，放到我吃撑为止",
                   "en": "If music be the food of love, play {x}; give me excess of it"},
        "jl": {"zh": ("后台热身歌单", ["随便", "纯音乐", "什么都行"]),
               "en": ("Backstage warm-up playlist", ["anything", "instrumental",
                                                      "dealer's choice"])},
        "around": {"zh": ["耳机坏了，今天没法热身了", "热身歌单更新了{k}首",
                          "今天热身跳太嗨被邻居敲门", "上台前不听歌我就紧张"],
                   "en": ["headphones died, no warm-up music today", "added {k} songs to "
                          "my warm-up list", "danced too hard warming up, neighbour "
                          "knocked", "can't go on without my warm-up songs"]},
        "passing": {"zh": ["热身听歌真的有用吗", "后台能放歌吗"],
                    "en": ["does music actually help you warm up?", "can we play music "
                           "backstage?"]},
        "kw": {"zh": "谁热身听{x}？", "en": "Who warms up to {x}?"},
        "part": {"zh": "{n}热身听谁的歌？", "en": "Whose music does {n} warm up to?"},
        "para": {"zh": ["{n}开场前用哪位歌手或乐队给自己打气？", "{n}进入状态靠哪位歌手的旋律？",
                        "哪个乐队或歌手陪{n}做上场准备？"],
                 "en": ["Which artist pumps {n} up before going on?", "Whose tunes get {n} "
                        "ready to perform?", "{n} gets in the zone with which singer or "
                        "band?"]},
        "unsaid": {"zh": ("{n}热身最爱放哪一首？", ("哪一首",)),
                   "en": ("What's the song title {n} warms up to?", ("song title",))},
        "guess": {"zh": "{n}热身听的是{y}吗？", "en": "Does {n} warm up to {y}?"},
    },
    "shoes": {
        "vals": ["回力", "飞跃", "安踏", "李宁", "特步", "鸿星尔克",
                 "Capezio", "Bloch", "Repetto", "Converse", "Birkenstock", "Onitsuka"],
        "words": ("鞋", "穿", "shoe", "wear"),
        "me": {"zh": ["我排练一直穿{x}，软底不打滑", "我的排练鞋是{x}的，穿了{k}年"],
               "en": ["I rehearse in {x}, soft soles", "my rehearsal shoes are {x}, had "
                      "them {k} years"]},
        "ask": {"zh": "你排练穿什么鞋？", "en": "what shoes do you rehearse in?"},
        "rep": {"zh": "你那双排练鞋是{x}的吧？", "en": "those rehearsal shoes are {x}, right?"},
        "intro": {"zh": "我排练那双鞋的牌子是", "en": "my rehearsal shoes are from"},
        "notice": {"zh": "【通知】剧场地胶不能穿硬底鞋！{n}的{x}已确认可以，其他人不确定的拍照发我",
                   "en": "[Notice] No hard soles on the theatre floor! {n}'s {x} are fine; "
                         "if you're unsure, send me a photo."},
        "qa": {"zh": "排练穿什么鞋？", "en": "What shoes do you rehearse in?"},
        "parody": {"zh": "在你的门前用柳枝筑一所小屋，再穿着{x}在门口来回踱步",
                   "en": "Make me a willow cabin at your gate, and I'll pace it in my {x}"},
        "jl": {"zh": ("排练鞋登记（地胶不能穿硬底）", ["还在找", "借的", "光脚"]),
               "en": ("Rehearsal shoes check", ["still looking", "borrowed", "barefoot"])},
        "around": {"zh": ["排练鞋开胶了", "新鞋磨脚，贴了{k}个创可贴", "地胶太滑，鞋底得换",
                          "鞋落在排练室了，谁帮我收一下"],
                   "en": ["my rehearsal shoes are falling apart", "new shoes gave me {k} "
                          "blisters", "the floor is so slippery in these shoes",
                          "left my shoes in the studio again"]},
        "passing": {"zh": ["排练要穿软底鞋吗", "买鞋好难，脚太宽"],
                    "en": ["do we need soft-soled shoes?", "my feet hurt after every run"]},
        "kw": {"zh": "谁排练穿{x}？", "en": "Who rehearses in {x}?"},
        "part": {"zh": "{n}排练穿什么鞋？", "en": "What shoes does {n} rehearse in?"},
        "para": {"zh": ["{n}踩在地胶上的那双出自哪个品牌？", "{n}脚下那双平底的是哪家货？",
                        "{n}练功时脚上套的是哪家的？"],
                 "en": ["What footwear label is {n} loyal to for practice?", "Which brand is "
                        "on {n}'s feet during practice?", "{n} pads around the studio in "
                        "which brand?"]},
        "unsaid": {"zh": ("{n}穿几码的鞋？", ("鞋码", "几码")),
                   "en": ("What shoe size is {n}?", ("shoe size",))},
        "guess": {"zh": "{n}排练穿的是{y}吗？", "en": "Does {n} rehearse in {y}?"},
    },
    "charm": {
        "vals": ["平安扣", "桃木梳", "小葫芦", "铜钱", "招财猫", "护身符",
                 "Totoro", "Snoopy", "Pikachu", "Moomin", "Miffy", "Kirby"],
        "words": ("挂", "幸运", "charm", "lucky", "hang"),
        "me": {"zh": ["我剧本袋上挂着个{x}，每场都带着", "我的幸运物是{x}，从第一部戏就跟着我"],
               "en": ["there's a {x} hanging on my script bag, it comes to every show",
                      "my lucky charm is a little {x}"]},
        "ask": {"zh": "你剧本袋上挂的那个是什么？", "en": "what's that thing on your script bag?"},
        "rep": {"zh": "你剧本袋上挂的是{x}吧？", "en": "that's a {x} on your script bag, "
                                                "isn't it?"},
        "intro": {"zh": "我剧本袋上那个挂件是", "en": "the little charm on my script bag is"},
        "notice": {"zh": "【通知】节目单彩蛋“幸运物”：{n}——{x}，还差{k}个人没交",
                   "en": "[Notice] Programme easter egg, 'lucky charms': {n}, {x}. Still "
                         "missing {k} of you."},
        "qa": {"zh": "你的幸运物？", "en": "Your lucky charm?"},
        "parody": {"zh": "旅程终止于情人的相会，每场演出终止于我口袋里的{x}",
                   "en": "Journeys end in lovers meeting, and every show ends with my {x} "
                         "in my pocket"},
        "jl": {"zh": ("幸运物登记（节目单彩蛋）", ["没有", "保密", "还没想好"]),
               "en": ("Lucky charms for the programme", ["none", "secret", "tbd"])},
        "around": {"zh": ["幸运物差点丢了，吓死", "今天没带幸运物，心里发慌",
                          "挂件的绳子断了，用皮筋绑着", "每次上台前摸一下挂件"],
                   "en": ["almost lost my lucky charm today", "forgot my charm at home, "
                          "feel naked", "the string on my charm snapped", "I touch my charm "
                          "before every entrance"]},
        "passing": {"zh": ["你们有幸运物吗", "演员是不是都有点迷信"],
                    "en": ["do actors really all have lucky charms?", "theatre people are "
                           "so superstitious"]},
        "kw": {"zh": "谁的剧本袋上挂着{x}？", "en": "Whose script bag has a {x} on it?"},
        "part": {"zh": "{n}剧本袋上挂的是什么？", "en": "What hangs on {n}'s script bag?"},
        "para": {"zh": ["{n}背包上晃来晃去的小玩意是什么？", "{n}求好运随身的挂坠是啥？",
                        "护佑{n}的那个小物件是哪样？"],
                 "en": ["What trinket dangles from {n}'s bag?", "Which mascot does {n} "
                        "carry for good fortune?", "What talisman travels with {n}?"]},
        "unsaid": {"zh": ("{n}的挂件是谁送的？", ("送的", "送我")),
                   "en": ("Who gave {n} the charm?", ("gift", "gave it"))},
        "guess": {"zh": "{n}剧本袋上挂的是{y}吗？", "en": "Is there a {y} on {n}'s script bag?"},
    },
    "drink": {
        "vals": ["喜茶", "奈雪", "茶百道", "蜜雪冰城", "沪上阿姨", "古茗",
                 "Manner", "Seesaw", "Luckin", "Arabica", "Costa", "Lavazza"],
        "words": ("喝", "杯", "drink", "cup"),
        "me": {"zh": ["排练完我一般去{x}买一杯", "我每次排完都要喝{x}，不然回不了血"],
               "en": ["after rehearsal I always grab something from {x}",
                      "{x} after every rehearsal, it's a ritual"]},
        "ask": {"zh": "排练完你去哪家买喝的？", "en": "where do you get your drink after "
                                                "rehearsal?"},
        "rep": {"zh": "你每次排完都去{x}对吧？", "en": "you always go to {x} after, right?"},
        "intro": {"zh": "我排完必去的那家是", "en": "my post-rehearsal drink place is"},
        "notice": {"zh": "【通知】周六联排后请大家喝饮料，{n}推荐了{x}，{k}杯以内报销",
                   "en": "[Notice] Drinks are on the troupe after Saturday's run. {n} "
                         "suggested {x}; up to {k} cups reimbursed."},
        "qa": {"zh": "排练完去哪家喝？", "en": "Where do you get a drink after rehearsal?"},
        "parody": {"zh": "眼前的欢笑就在眼前，眼前的{x}也在眼前",
                   "en": "Present mirth hath present laughter, and present {x} hath "
                         "present joy"},
        "jl": {"zh": ("周六联排后饮品拼单", ["不喝", "白开水", "随便"]),
               "en": ("Drinks order after Saturday's run", ["nothing for me", "water",
                                                            "anything"])},
        "around": {"zh": ["今天排完没喝到，难受", "奶茶又涨价了，{price}块一杯",
                          "排完去买喝的，店已经关了", "戒糖第{k}天，失败"],
                   "en": ["the shop was closed after rehearsal, tragic", "drinks went up to "
                          "{price} a cup", "day {k} of no bubble tea, failed", "no "
                          "post-rehearsal drink tonight, sad"]},
        "passing": {"zh": ["排完来杯热的真舒服", "排练室附近喝的好少"],
                    "en": ["a hot drink after rehearsal hits different", "is there anywhere "
                           "open near the studio after ten?"]},
        "kw": {"zh": "谁排练完要去{x}？", "en": "Who goes to {x} after rehearsal?"},
        "part": {"zh": "{n}排练完去哪家买喝的？", "en": "Where does {n} get a drink after "
                                                "rehearsal?"},
        "para": {"zh": ["{n}收工后去哪家店买饮品？", "{n}散场后回血靠哪家店？",
                        "{n}练完常光顾哪家铺子？"],
                 "en": ["Which shop does {n} visit once practice ends?", "Where does {n} "
                        "refuel with a beverage when practice is over?", "What chain "
                        "supplies {n}'s end-of-evening beverage?"]},
        "unsaid": {"zh": ("{n}点奶茶一般要几分糖？", ("分糖",)),
                   "en": ("How much sugar does {n} take?", ("sugar",))},
        "guess": {"zh": "{n}排练完去的是{y}吗？", "en": "Does {n} go to {y} after rehearsal?"},
    },
    "film": {
        "vals": ["霸王别姬", "鬼子来了", "阳光灿烂的日子", "大话西游", "无间道", "花样年华",
                 "Amadeus", "Birdman", "Whiplash", "Amelie", "Casablanca", "Rushmore"],
        "words": ("电影", "入坑", "演戏", "film", "movie", "act"),
        "me": {"zh": ["我是看了《{x}》才想演戏的", "让我入坑的是《{x}》，那年我{age}岁"],
               "en": ["{x} is the film that made me want to act",
                      "I saw {x} when I was a teenager and that was it for me"]},
        "ask": {"zh": "你是看了哪部电影才想演戏的？", "en": "which film got you into acting?"},
        "rep": {"zh": "你是因为《{x}》入坑的吧？", "en": "it was {x} that got you into "
                                                 "acting, right?"},
        "intro": {"zh": "让我想演戏的那部电影是", "en": "the film that made me want to act:"},
        "notice": {"zh": "【通知】公众号下期推文“我为什么演戏”，{n}写的是《{x}》，其他人周日前交稿",
                   "en": "[Notice] Next newsletter, 'why I act': {n} wrote about {x}. Everyone "
                         "else please send yours by Sunday."},
        "qa": {"zh": "哪部电影让你入坑？", "en": "Which film got you into acting?"},
        "parody": {"zh": "有的人生来就会演戏，有的人苦练成了演员，有的人是被《{x}》推上了舞台",
                   "en": "Some are born actors, some achieve acting, and some have {x} "
                         "thrust upon 'em at fifteen"},
        "jl": {"zh": ("公众号推文：让我入坑的电影", ["想不起来了", "还在想", "保密"]),
               "en": ("Newsletter: the film that got me into acting", ["can't remember",
                                                                       "thinking", "secret"])},
        "around": {"zh": ["今晚又重看了一遍那部让我入坑的电影", "那部电影的原声我能循环一整天",
                          "今天给同事安利了我的入坑电影", "那部片子我看了{k}遍"],
                   "en": ["rewatched the film that started it all tonight", "I've seen that "
                          "film {k} times", "made my flatmate watch my favourite film",
                          "the soundtrack of that film is on repeat"]},
        "passing": {"zh": ["大家都是看了什么电影入坑的", "最近有什么好电影"],
                    "en": ["what film got everyone into acting?", "film actors have it "
                           "easy, they get retakes"]},
        "kw": {"zh": "谁是看了《{x}》才想演戏的？", "en": "Who got into acting because of {x}?"},
        "part": {"zh": "{n}是看了哪部电影才想演戏的？", "en": "Which film made {n} want to act?"},
        "para": {"zh": ["{n}走上表演之路是被哪部影片点燃的？", "哪部片子让{n}萌生了当演员的念头？",
                        "{n}受哪部影片启发开始登台？"],
                 "en": ["What movie inspired {n} to go on stage?", "Which picture sparked "
                        "{n}'s passion for performing?", "{n} caught the performing bug "
                        "from which picture?"]},
        "unsaid": {"zh": ("{n}是在哪家电影院看的那部片子？", ("电影院",)),
                   "en": ("Which cinema did {n} see that film in?", ("cinema",))},
        "guess": {"zh": "{n}是看了《{y}》才想演戏的吗？", "en": "Did {y} make {n} want to act?"},
    },
    "sport": {
        "vals": ["八段锦", "太极拳", "攀岩", "飞盘", "桨板", "陆冲",
                 "Pilates", "Zumba", "Capoeira", "Muay Thai", "Parkour", "Krav Maga"],
        "words": ("练", "运动", "sport", "train", "exercise"),
        "me": {"zh": ["我平时练{x}，一周{k}次", "最近在练{x}，核心好多了"],
               "en": ["I do {x} {k} times a week", "been doing {x} for a while, my core "
                      "thanks me"]},
        "ask": {"zh": "你平时练什么运动？", "en": "what sport do you do?"},
        "rep": {"zh": "你在练{x}对吧？", "en": "you do {x}, right?"},
        "intro": {"zh": "我平时练的运动是", "en": "the sport I do to keep fit:"},
        "notice": {"zh": "【通知】周六热身由{n}带一节{x}，{k}0分钟，穿方便活动的衣服",
                   "en": "[Notice] Saturday's warm-up: {n} will lead {k}0 minutes of {x}. "
                         "Wear something you can move in."},
        "qa": {"zh": "平时练什么运动？", "en": "What sport do you do?"},
        "parody": {"zh": "与其做愚蠢的聪明人，不如做聪明的傻瓜；与其跑步机，不如{x}",
                   "en": "Better a witty fool than a foolish wit, and better {x} than a "
                         "treadmill"},
        "jl": {"zh": ("体能课分组（平时练什么）", ["什么都不练", "跑步", "散步"]),
               "en": ("Fitness groups: what do you do", ["nothing", "running", "walking"])},
        "around": {"zh": ["今天练完腿抖，爬楼都费劲", "这周练了{k}次，核心有进步",
                          "运动完嗓子反而更开了", "肩膀拉伤了，这周先停"],
                   "en": ["legs are jelly after today's session", "trained {k} times this "
                          "week", "pulled a shoulder, taking a break", "working out before "
                          "rehearsal actually helps"]},
        "passing": {"zh": ["演员要不要健身啊", "体能跟不上，跑完全剧好累"],
                    "en": ["should actors work out more?", "I get winded in the fight "
                           "scene"]},
        "kw": {"zh": "谁在练{x}？", "en": "Who does {x}?"},
        "part": {"zh": "{n}平时练什么运动？", "en": "What sport does {n} do?"},
        "para": {"zh": ["{n}靠哪项锻炼保持体能？", "{n}业余时间在做哪种身体训练？",
                        "{n}健身选的是哪一项？"],
                 "en": ["How does {n} stay in shape?", "Which workout keeps {n} fit?",
                        "What physical discipline is {n} into?"]},
        "unsaid": {"zh": ("{n}那项运动练了几年了？", ("练了几年", "几年了")),
                   "en": ("How many years has {n} kept up that sport?", ("years of",))},
        "guess": {"zh": "{n}平时练的是{y}吗？", "en": "Does {n} do {y}?"},
    },
    "stop": {
        "vals": ["静安寺", "陕西南路", "龙华中路", "江苏路", "中山公园", "漕宝路",
                 "Xintiandi", "Xujiahui", "Lujiazui", "Hongqiao", "Wujiaochang", "Qibao"],
        "words": ("地铁", "站", "下车", "metro", "stop", "station"),
        "me": {"zh": ["我坐地铁在{x}下，再走{min}分钟", "我每次都是{x}下车，出站就到"],
               "en": ["I get off the metro at {x} and walk {min} minutes",
                      "my stop is {x}, then it's a short walk"]},
        "ask": {"zh": "你坐地铁在哪站下？", "en": "which metro stop do you get off at?"},
        "rep": {"zh": "你是在{x}下车吧？", "en": "you get off at {x}, right?"},
        "intro": {"zh": "我每天下车的那站是", "en": "my metro stop every night is"},
        "notice": {"zh": "【通知】散场拼车：{n}在{x}下，顺路的找{n}，{k}人一车",
                   "en": "[Notice] Sharing rides after shows: {n} gets out at {x}; if that's "
                         "on your way, find {n}. {k} to a car."},
        "qa": {"zh": "坐地铁在哪站下？", "en": "Which metro stop is yours?"},
        "parody": {"zh": "朋友们，这是什么国土？——这是{x}，小姐。（每晚的下车站）",
                   "en": "What country, friends, is this? — This is {x}, lady. (my stop, "
                         "every night)"},
        "jl": {"zh": ("散场拼车/同路登记", ["打车", "有车", "住得近"]),
               "en": ("Going home after shows", ["taxi", "driving", "walking distance"])},
        "around": {"zh": ["地铁又延误了，晚到{min}分钟", "出站那个口在修，要绕路",
                          "今天坐过站了，多坐了{k}站", "末班车差点没赶上"],
                   "en": ["metro delayed again, {min} min late", "missed my stop, went {k} "
                          "stops too far", "nearly missed the last train home",
                          "my usual station entrance is shut for works"]},
        "passing": {"zh": ["排练室离地铁站有点远", "末班车几点来着"],
                    "en": ["the studio is a bit far from the metro", "when is the last "
                           "train on line 10?"]},
        "kw": {"zh": "谁在{x}下车？", "en": "Who gets off the metro at {x}?"},
        "part": {"zh": "{n}坐地铁在哪站下？", "en": "Which metro stop does {n} get off at?"},
        "para": {"zh": ["{n}乘轨道交通到哪里出来？", "{n}回家在哪个站台离开车厢？",
                        "{n}每晚在哪儿出闸？"],
                 "en": ["Where does {n} leave the train?", "Where does {n} hop off the "
                        "subway?", "{n}'s underground platform is which one?"]},
        "unsaid": {"zh": ("{n}下车走几号出口？", ("出口",)),
                   "en": ("Which exit does {n} take?", ("exit",))},
        "guess": {"zh": "{n}是在{y}下车吗？", "en": "Does {n} get off at {y}?"},
    },
    "book": {
        "vals": ["三体", "围城", "边城", "红楼梦", "白鹿原", "平凡的世界",
                 "Dune", "Stoner", "Rebecca", "Middlemarch", "Circe", "Persuasion"],
        "words": ("书", "读", "book", "read"),
        "me": {"zh": ["最近在看《{x}》，排练间隙看几页", "我包里那本是《{x}》，看到第{p}页了"],
               "en": ["I'm reading {x} between scenes", "currently on page {p} of {x}"]},
        "ask": {"zh": "你最近在看什么书？", "en": "what book are you reading?"},
        "rep": {"zh": "你在看《{x}》对吧？", "en": "you're reading {x}, right?"},
        "intro": {"zh": "我最近排练间隙在看的书是", "en": "the book I'm reading between "
                                                  "scenes:"},
        "notice": {"zh": "【通知】后台读书角：{n}带了《{x}》，看完放回道具桌旁的篮子，共{k}本",
                   "en": "[Notice] Backstage book corner: {n} brought {x}. Put books back "
                         "in the basket by the props table. {k} books so far."},
        "qa": {"zh": "最近在看什么书？", "en": "What are you reading?"},
        "parody": {"zh": "不要害怕伟大，也不要害怕《{x}》的厚度",
                   "en": "Be not afraid of greatness, nor of the length of {x}"},
        "jl": {"zh": ("后台读书角，带一本书", ["还没想好", "带漫画", "看手机"]),
               "en": ("Backstage book corner", ["tbd", "comics", "phone"])},
        "around": {"zh": ["那本书看到第{p}页了", "在地铁上看书看到坐过站",
                          "书太厚了，包都背不动", "那本书的结局我猜到了"],
                   "en": ["on page {p} of my book now", "missed my stop because I was "
                          "reading", "this book is so heavy to carry around",
                          "guessed the twist already"]},
        "passing": {"zh": ["后台可以放几本书", "好久没好好看书了"],
                    "en": ["anyone reading anything good?", "I haven't finished a book "
                           "since we started"]},
        "kw": {"zh": "谁在看《{x}》？", "en": "Who is reading {x}?"},
        "part": {"zh": "{n}最近在看什么书？", "en": "What book is {n} reading?"},
        "para": {"zh": ["{n}手头在啃哪部作品？", "{n}空闲时捧着的是哪部作品？",
                        "{n}正在翻的那本是哪部？"],
                 "en": ["Which novel has {n} got on the go?", "What title is {n} working "
                        "through?", "What's {n} currently buried in?"]},
        "unsaid": {"zh": ("{n}看的那本是谁翻译的？", ("翻译",)),
                   "en": ("Who translated the novel {n} is on?", ("translated",))},
        "guess": {"zh": "{n}在看的是《{y}》吗？", "en": "Is {n} reading {y}?"},
    },
}
KINDS = list(TOPICS)
CLASSES = ("keyword", "partial", "paraphrase")
SHAPES = ("one", "answer", "late", "correction", "split", "reported", "notice", "jielong",
          "reply", "long", "qa", "parody")
TERSE_SHAPES = ("answer", "late", "reply", "split")

# a terse line: the detail and nothing of the topic's words
TERSE = {"zh": ["{x}", "{x}哈哈", "是{x}", "{x}！", "{x}，没想到吧"],
         "en": ["{x}", "{x} haha", "it's {x}", "{x}!", "{x}, obviously"],
         "mix": ["{x} 哈哈", "{x} obviously 哈", "是 {x} lol"]}
CONFIRM = {"zh": ["对", "对的", "没错哈哈", "是的", "嗯嗯"],
           "en": ["yep", "yes haha", "that's the one", "correct"],
           "mix": ["对 yep", "yes 没错"]}
CORRECT = {"zh": ["不对不对，说错了，是{x}，不是{y}", "更正：{x}，不是{y}"],
           "en": ["wait no, {x}, not {y}", "correction: it's {x}, not {y}"],
           "mix": ["等下 not {y}，是{x}", "更正 it's {x}，不是{y}"]}
CORRECT_NEXT = {"zh": ["更正一下昨天说的，是{x}不是{y}", "昨天脑子糊了，是{x}，不是{y}"],
                "en": ["correction from yesterday: {x}, not {y}", "brain fog last night, "
                       "it's {x} not {y}"],
                "mix": ["昨天说错了 it's {x} not {y}"]}
LATE = {"zh": "才看到 @{a} {t}", "en": "just saw this @{a} {t}", "mix": "才看到 @{a} {t} lol"}
SPLIT_PUSH = ["快说", "然后呢", "go on", "and?", "？？"]
LONG_HEAD = {
    "zh": ["今天真的是兵荒马乱的一天，早上开了{k}个会，中午只啃了个面包，",
           "跟大家汇报一下近况：最近工作忙到飞起，每天{hh}才下班，",
           "刚刚回家路上想了很多，关于这部戏也关于自己，想起当初为什么要来剧社，"],
    "en": ["Quick life update since I've been quiet: work has been chaos, {k} deadlines this "
           "week, and ", "Random thought on the way home tonight, bear with me: "],
}
LONG_TAIL = {
    "zh": ["，反正晚上还得去排练，第{p}页那段词还没背熟，先不说了",
           "，总之这个冬天过得很充实，谢谢大家一直带着我，首演那天我请大家喝东西",
           "，好了不啰嗦了，下次排练见，记得带铅笔和剧本，别又忘在家里"],
    "en": [", and anyway I still haven't nailed page {p}, so that's my evening sorted.",
           ". Okay, that's enough from me, see you all at the next call."],
}
QA_HEAD = {"zh": "【后台快问快答 · 第{no}期】嘉宾：{n}（{role}）",
           "en": "[Backstage Q&A #{no}] Guest: {n} ({role})"}
QA_FILL = {
    "zh": [("第一次上台是几岁？", "{k}岁，幼儿园演一棵树"), ("演出前最怕什么？", "忘词"),
           ("给观众一句话？", "关掉手机，好好享受"), ("剧里最喜欢哪句？", "有的人生来伟大"),
           ("排练最难忘的瞬间？", "第一次全剧联排"), ("上台前会做什么？", "深呼吸{k}次")],
    "en": [("First time on stage?", "age {k}, a tree in a school play"),
           ("Biggest fear before a show?", "going blank"),
           ("One line for the audience?", "phones off, enjoy it"),
           ("Favourite line in the play?", "Some are born great"),
           ("Best rehearsal memory?", "our first full run"),
           ("Pre-show routine?", "{k} deep breaths")],
}
ROLE = {"zh": {**{m: c[0] for m, c in CHARS.items()}, "老贺": "导演", "Vivian": "舞台监督",
               "Nina": "服装", "老白": "舞美", "豆子": "制作人", "Kenji": "灯光音响"},
        "en": {**{m: c[1] for m, c in CHARS.items()}, "老贺": "director",
               "Vivian": "stage manager", "Nina": "costumes", "老白": "set",
               "豆子": "producer", "Kenji": "lights & sound"}}
NOBODY: list[tuple[str, tuple[str, ...]]] = [
    ("谁在首演那天把手机落在出租车上了？", ("出租车",)),
    ("Who got a review in the newspaper?", ("newspaper", "报纸")),
    ("谁的爸妈从外地飞来看戏？", ("飞来",)),
    ("Who proposed on stage after the closing show?", ("propos", "求婚")),
    ("谁在剧场被保安拦住了？", ("保安",)),
    ("Which of us sprained an ankle on the build day?", ("ankle", "崴")),
    ("谁的隐形眼镜在台上掉了？", ("隐形眼镜",)),
    ("Who brought a puppy to the rehearsal room?", ("puppy", "小狗")),
    ("谁给剧组订了生日蛋糕？", ("生日",)),
    ("Who got food poisoning before opening night?", ("poisoning", "食物中毒")),
    ("谁在后台打翻了一整瓶卸妆水？", ("卸妆水",)),
    ("Who won the raffle at the cast party?", ("raffle", "抽奖")),
    ("谁的车被贴了罚单？", ("罚单",)),
    ("Which of us was on a TV talk show?", ("talk show", "电视")),
    ("谁在谢幕的时候摔了一跤？", ("摔",)),
    ("谁的台词本被咖啡泼湿了？", ("泼",)),
    ("Who flew in from Beijing to see the show?", ("beijing", "北京")),
]
CHATTER = [
    "帮我把“If music be the food of love, play on”翻译成中文", "180个座位卖了163张，上座率是多少？",
    "写一段演出前的暖场广播词，提醒观众关手机", "怎么快速背台词？有什么科学的方法",
    "What's a good vocal warm-up for a cold morning?", "给我讲讲《第十二夜》的剧情梗概",
    "How do I stop my voice cracking when I shout on stage?", "舞台上哭戏怎么哭得出来",
    "帮我写一条首演的朋友圈文案，轻松一点", "Translate 'break a leg' into natural Chinese",
    "一张票88元，卖了412张，一共多少钱？", "What does 'cross-gartered' mean in Shakespeare?",
    "推荐几个适合热身的绕口令", "Give me three tips for projecting to the back row",
    "怎么缓解上台前的紧张？", "写一封感谢赞助商的邮件，语气正式",
    "How long should a curtain call last?", "如果一场戏两小时二十分钟，七点半开演几点结束？",
    "Can you explain iambic pentameter simply?", "帮我把这句改得更口语：吾心甚悦",
    "What's the difference between a comedy and a farce?", "写一首关于冬至的小诗",
    "明天上海天气怎么样", "How many calories are in a bowl of wonton soup?",
    "给剧社的公众号想五个推文标题", "What is a 'stage left' vs 'house left'?",
    "今天冬至要吃饺子还是汤圆？", "Suggest a name for a small amateur theatre troupe",
    "三个人AA一顿饭花了357元，每人多少？", "How do I get candle wax out of velvet?",
    "帮我列一个装台需要的工具清单", "What rhymes with 'Illyria'?",
    "写一段谢幕后导演的致辞，两分钟左右", "Explain the Malvolio subplot in two sentences",
    "怎么用针线把裤脚收短？", "What's a polite way to ask people to pay their share?",
    "推荐一个免费的录音剪辑软件", "How should I store a wig between shows?",
    "有什么适合剧组团建的游戏", "What does 'toi toi toi' mean?",
    "帮我算一下：每周排练三次，每次两个半小时，七周一共多少小时？",
    "Write a short thank-you note to a lighting designer", "舞台上的追光是什么意思",
    "How do I get rid of stage fright before an audition?", "给我一个十分钟的拉伸流程",
    "What's the origin of the phrase 'break a leg'?", "元旦放假安排是怎样的？",
    "Translate '演出顺利' into English", "怎么写一份演出的预算表？",
    "Is honey actually good for a sore throat?", "写一段跨年夜的祝福，发给朋友",
    "What time is sunset in Shanghai in late December?", "背景音乐的版权要怎么处理？",
    "Give me a fun icebreaker for a first read-through", "话剧和音乐剧有什么区别？",
    "How do you pronounce 'Aguecheek'?", "怎么让眼线在出汗的时候不花？",
    "What's a good way to memorise cue lines?", "推荐几部适合业余剧社排的喜剧",
    "Write a haiku about opening night", "帮我想一个幕间休息的小游戏",
    "How much water should I drink before a two-hour show?", "平安夜有什么好玩的活动",
    "What's the best way to fold a costume for travel?", "给我讲一个关于莎士比亚的冷知识",
    "Convert 2 hours 17 minutes into minutes", "写一个失物招领的通知模板",
    "How do I tie a cravat?", "帮我把这段话翻译成英文：感谢大家七周的陪伴",
    "What's a gobo in stage lighting?", "怎么在手机上做一个接龙表格？",
    "Suggest a warm drink that's good for the voice", "英国的Twelfth Night是哪一天？",
    "Draft a message asking for volunteers to help paint a set", "演员怎么练台步？",
    "What's the plural of 'dramaturg'?", "用一句话介绍《第十二夜》给没看过的人",
    "How early should actors arrive before curtain?", "舞台监督的工作都有哪些？",
    "Write a limerick about a forgetful actor", "如何把一张海报压缩到2MB以内？",
    "Give me a checklist for a post-show strike", "做一个简单的剧组通讯录模板",
    "Is it bad luck to whistle in a theatre?", "帮我想三个庆功宴的祝酒词",
    "How do I say 'thank you for coming' in Portuguese?", "什么是黑匣子剧场？",
    "What's the difference between a matinee and an evening show?", "怎么给旧皮鞋补色？",
    "早上好呀", "Good night, talk tomorrow", "帮我把12月21日到29日的演出场次排成一张表",
    "What's a quick dinner I can make in fifteen minutes?", "冬天嘴唇干裂怎么办",
    "Write a two-line poem about snow on the Bund", "怎么用英文说“谢幕”？",
    "Recommend a podcast about acting", "写一个下部戏的招新启事，三百字以内",
    "How do I clean a velvet costume?", "晚安，明天见",
]
PAST = re.compile(r"说过|提到|之前|上次|刚才|记得|群里|谁|earlier|said|mention|told|last time|"
                  r"remember|in the group|\bwho\b", re.I)
STOP = {
    "the", "a", "an", "of", "to", "in", "on", "at", "for", "with", "by", "from", "and", "or",
    "is", "are", "was", "were", "be", "been", "do", "does", "did", "who", "what", "which",
    "where", "when", "how", "whose", "whom", "that", "this", "it", "its", "they", "them",
    "their", "he", "she", "his", "her", "i", "me", "my", "you", "your", "we", "our", "us",
    "s", "t", "as", "up", "out", "into", "than", "then", "so", "not", "no", "yes", "there",
    "here", "have", "has", "had", "one", "about", "after", "all", "any", "some", "just",
    "like", "can", "will", "would", "d", "ll", "re", "m", "ve", "once", "over", "across",
}

# -- the ordinary talk ------------------------------------------------------------------

THREADS: dict[str, dict[str, dict[str, list[str]]]] = {
    "lines": {
        "open": {
            "zh": ["第{p}页那段词我背了{k}遍还是卡", "地铁上背词，旁边大爷一直盯着我看",
                   "午休偷偷对了一遍第{scene}场", "离了本子我脑子一片空白",
                   "有没有人今晚线上对词？{hh}开始", "我把第{scene}场的词录成语音了，睡前循环",
                   "导演说第{p}页要停一拍，我一停就忘词", "朱生豪的版本真的好美，就是太难背了",
                   "今天背到第{k}页了，进度{pct}%"],
            "en": ["page {p} is absolutely killing me", "running lines on the metro again, "
                   "people think I'm insane", "anyone up for a line run on video tonight? "
                   "{hh}?", "I'm at like {pct}% of my lines", "recorded my cues on my phone, "
                   "listening on loop", "why does Shakespeare need {k} words for everything",
                   "just realised I've been saying the wrong line on p.{p} for two weeks"],
            "mix": ["第{p}页 I keep blanking，救命", "今晚 line run 有人吗？{hh}",
                    "背词进度 {pct}% 😭", "Shakespeare 的词真的 too much"],
        },
        "re": {"zh": ["我也是", "+1", "多念几遍就好了", "加油！", "我可以陪你对", "同卡",
                      "哈哈哈哈", "稳住", "我第{p}页也一样"],
               "en": ["same", "you got this", "same here tbh", "I can run it with you",
                      "relatable", "hang in there", "+1"],
               "mix": ["same 哈哈", "加油 you got this", "我也 stuck", "+1 救命"]},
        "more": {"zh": ["好，那我{hh}上线", "谢谢！明天再对一遍", "我先去背了"],
                 "en": ["ok {hh} then", "thanks, going back to it", "deal"],
                 "mix": ["ok {hh} 见", "谢啦 going back to it"]},
    },
    "life": {
        "open": {
            "zh": ["今天加班{k}个小时，好想辞职", "上海今天{temp}度还下雨，冻透了",
                   "午饭{price}块一份的沙拉，吃完更饿了",
                   "公司年会让我表演节目，我说我只会莎士比亚",
                   "周末终于可以睡懒觉了", "楼下新开了家面馆，{price}块一碗还挺好吃",
                   "今天开了{k}个会，人都傻了", "快递丢了，客服说要等{k}天"],
            "en": ["{temp} degrees and raining, classic Shanghai", "{k} hours of overtime again",
                   "my boss wants a report by tomorrow morning", "finally a day off",
                   "just paid {price} for a sandwich, this city", "the heating in my flat "
                   "is broken again", "had {k} meetings today, brain is soup"],
            "mix": ["今天 {k} 个 meeting，累死", "好冷 it's {temp} degrees",
                    "加班 {k} 小时，send help", "weekend 终于来了"],
        },
        "re": {"zh": ["辛苦了", "抱抱", "哈哈哈哈", "太惨了", "同", "多穿点", "一样一样",
                      "这也太离谱了", "我今天也{k}个会"],
               "en": ["oof", "hugs", "same", "sending strength", "that's rough", "lol",
                      "stay warm"],
               "mix": ["oof 辛苦", "抱抱 hang in there", "哈哈 same"]},
        "more": {"zh": ["没事，排练就开心了", "明天还得早起"],
                 "en": ["anyway, see you at the next call", "off to bed soon"],
                 "mix": ["没事 rehearsal 治愈一切"]},
    },
    "theatre": {
        "open": {
            "zh": ["上话那部《枕头人》周末还有票吗？", "昨晚去看了《驴得水》，{price}块的票，值",
                   "下个月有剧团来演《玩偶之家》，有人一起吗", "听说那个沉浸式的戏涨到{price}了",
                   "今天路过剧场门口，好多人排队"],
            "en": ["anyone seen the new immersive show? tickets are {price} now",
                   "went to the Les Mis tour last night, {k} curtain calls",
                   "there's a Pinter double bill next month, who's in",
                   "the Wilde comedy downtown is sold out already"],
            "mix": ["《枕头人》 tickets 还有吗", "昨晚那部 immersive 的 {price} 块 worth it"],
        },
        "re": {"zh": ["我想去", "带我一个", "好看吗", "太贵了", "我上周看了，推荐",
                      "{price}还行", "我看的那场{k}排，视野很好"],
               "en": ["I'm in", "how was it?", "too pricey for me", "heard good things"],
               "mix": ["我 in", "好看吗 worth it?"]},
        "more": {"zh": ["那我买{k}张", "我查一下周末的场次"],
                 "en": ["I'll grab {k} tickets", "let me check the dates"],
                 "mix": ["我先 check 一下场次"]},
    },
    "pic": {
        "open": {
            "zh": ["[图片] 排练室窗外好美", "[图片] 今天的便当", "[图片] 猫主子不让我背词",
                   "[图片] 新剧本打印出来了，{p}页", "[图片] 下班路上的梧桐"],
            "en": ["[图片] sunset from the studio", "[图片] my cat is helping me learn lines",
                   "[图片] the programme draft", "[图片] lunch"],
            "mix": ["[图片] 今天的 sunset", "[图片] 猫 helping me 背词"],
        },
        "re": {"zh": ["好看", "哇", "可爱！", "😍", "想吃"],
               "en": ["nice", "cute!!", "😍", "gorgeous"],
               "mix": ["好看 nice", "cute 哈哈"]},
        "more": {"zh": ["[表情]"], "en": ["[表情]"], "mix": ["[表情]"]},
    },
    "music": {
        "open": {
            "zh": ["费斯特那几首歌的谱我重新编了，{key}调", "今晚谁想听我弹一下那首雨歌",
                   "结尾的歌要不要加一段和声"],
            "en": ["new arrangement for 'O Mistress Mine' in {key}, thoughts?",
                   "the rain song at the end needs a second verse, working on it",
                   "recorded a demo of the finale, {k} minutes, link in the group files"],
            "mix": ["'The rain it raineth' 那首 改成 {key} 调了", "finale 的 demo 传群文件了"],
        },
        "re": {"zh": ["好听！", "期待", "鸡皮疙瘩起来了"],
               "en": ["love it", "🎸", "so good"], "mix": ["好听 love it"]},
        "more": {"zh": ["明天排练弹给你们听"], "en": ["will play it at the next call"],
                 "mix": ["next call 弹给你们听"]},
    },
    "admin": {
        "open": {
            "zh": ["团费{price}元，周五前转给豆子", "剧本第{k}版已经传群文件了，改动在第{p}页",
                   "下周排练室换到{room}", "请大家把下周的时间冲突填进表格，周日截止",
                   "排练室押金{price}0，这周要续"],
            "en": ["Term fee is {price}, please send it to 豆子 by Friday",
                   "Script v{k} uploaded, changes on p.{p}",
                   "Please fill in your conflicts for next week by Sunday"],
            "mix": ["script v{k} 已上传，changes 在第{p}页", "团费 {price}，pls 周五前转"],
        },
        "re": {"zh": ["收到", "收到～", "好的"], "en": ["got it", "done", "ok"],
               "mix": ["收到 thx", "ok 收到"]},
        "more": {"zh": ["还差{k}个人"], "en": ["still waiting on {k} of you"],
                 "mix": ["还差 {k} 个 people"]},
    },
    "tickets": {
        "open": {
            "zh": ["首演票已售{sold}/{cap}，大家多转发", "首演票还剩{k}张，{price}元一张",
                   "海报做好了，朋友圈转一下[图片]"],
            "en": ["Opening night {sold}/{cap} sold, please share the poster!",
                   "opening night: {k} tickets left at {price}"],
            "mix": ["首演 {sold}/{cap} sold，pls 转发", "poster 好了 转一下[图片]"],
        },
        "re": {"zh": ["已转发", "冲", "我同事要{k}张"], "en": ["shared!", "my office wants "
                                                            "{k}"],
               "mix": ["已转 shared"]},
        "more": {"zh": ["谢谢大家"], "en": ["thank you all"], "mix": ["thx 大家"]},
    },
}
# an @-question and its answer, each in its speaker's own language
PINGS: list[dict[str, tuple[str, str]]] = [
    {"zh": ("周六几点到？", "两点，提前十分钟"), "en": ("what time Saturday?", "2pm, come 10 min "
                                                                     "early"),
     "mix": ("周六 what time?", "2点 come early 哈")},
    {"zh": ("剧本是第几版的？", "第{k}版，群文件里有"),
     "en": ("which script version are we on?", "v{k}, it's in the group files"),
     "mix": ("script 第几版？", "v{k} 群文件")},
    {"zh": ("明天能早点来对词吗", "可以，{early}"), "en": ("can you run lines before call "
                                                   "tomorrow?", "sure, {early}?"),
     "mix": ("明天 early 对词？", "ok {early} 见")},
    {"zh": ("你今晚来吗", "来，可能晚{min}分钟"), "en": ("are you coming tonight?", "yes, maybe "
                                                                    "{min} min late"),
     "mix": ("今晚来吗 tonight?", "来 maybe late")},
    {"zh": ("你那有多余的铅笔吗", "有，给你留一支"), "en": ("got a spare pencil?", "yep, I'll "
                                                                  "leave one on the table"),
     "mix": ("有 spare 铅笔吗", "有 I'll leave one")},
    {"zh": ("那个道具信做好了吗", "做好了，在道具箱"), "en": ("is the prop letter done?", "done, "
                                                                      "it's in the props box"),
     "mix": ("prop letter 做好了吗", "done 在道具箱")},
    {"zh": ("你会打领结吗", "会，到时候帮你"), "en": ("can you tie a bow tie?", "yes, I'll do "
                                                                "yours"),
     "mix": ("会打 bow tie 吗", "会 I'll help")},
    {"zh": ("周日排练室订了吗", "订了，{room}"), "en": ("did anyone book the room for Sunday?",
                                                   "done, room {room}"),
     "mix": ("Sunday 的 room 订了吗", "订了 {room}")},
]
REPEATS = ["哈哈哈哈哈哈", "笑死", "黄袜子哈哈哈", "好耶！", "冲！", "辛苦了", "绝了", "救命",
           "yellow stockings 😂", "let's gooo", "iconic", "Malvolio 的黄袜子 😂", "+1"]
MORNING = {"zh": ["早", "早安", "早～", "早上好", "早 今天也要背词", "早 好冷", "早 今天{temp}度",
                  "早，{k}号线挤死了"],
           "en": ["morning!", "gm", "morning all", "good morning ☕", "morning! {temp}° out "
                  "there"],
           "mix": ["早 morning", "gm 早"]}
NIGHT = {"zh": ["晚安", "睡了睡了", "晚安～", "我也睡了"], "en": ["night all", "gn",
                                                           "good night"],
         "mix": ["晚安 gn", "night 明天见"]}
ACK = {"zh": ["收到", "收到～", "收到 今晚见", "👌 收到", "收到，{eta}到"],
       "en": ["got it", "ok!", "see you there", "got it, there by {eta}"],
       "mix": ["收到 see you", "ok 收到"]}
HOME = {"zh": ["到家了", "到家了 晚安", "安全到家", "终于到家", "到家了，路上{min}分钟"],
        "en": ["home", "home safe", "made it home", "home, {min} min door to door"],
        "mix": ["到家了 gn", "home 到家"]}
ARRIVE = {"zh": ["到了", "在楼下了", "门锁了？谁开一下", "还有{min}分钟到", "到了，{room}门口"],
          "en": ["here", "outside, buzz me in?", "on the bus, {min} min", "parking now"],
          "mix": ["到了 here", "{min} min 到"]}
LATE_CALL = {"zh": ["今晚加班，晚到{min}分钟", "地铁故障，估计{eta}到"],
             "en": ["running {min} min late tonight, sorry!", "stuck at work, there by {eta}"],
             "mix": ["今晚 late {min} mins sorry"]}
NOTES = ["第{p}页那句别急，停一拍再说", "走位往左{k}步，别挡着后面的人",
         "声音再大一点，最后一排要听得见",
         "哭的那段收着点，留给观众", "进场太早了，等第{q}个音效", "眼神给对手，别看地板",
         "那句笑话的重音放在后半句", "换场再快{k}秒", "第{p}页的停顿太长了"]
BREAK = {"zh": ["[图片] 第{scene}场走位", "休息十分钟", "这场越排越好笑了", "托比和安德鲁笑死我"],
         "en": ["[图片] blocking {scene}", "ten minute break", "this scene is getting so "
                "funny", "Toby and Andrew are killing me"],
         "mix": ["[图片] {scene} 走位 in progress", "break 十分钟"]}


def _at(d: int, h: float) -> float:
    return T0 + d * DAY + h * HOUR


def _day(t: float) -> int:
    return int((t - T0) // DAY)


def _date(d: int, lang: str) -> str:
    import datetime as dt

    when = dt.datetime(2029, 11, 5) + dt.timedelta(days=d)
    return f"{when.month}月{when.day}日" if lang == "zh" else when.strftime("%b %-d")


def _poisson(rng: random.Random, lam: float) -> int:
    limit, k, p = math.exp(-lam), 0, 1.0
    while True:
        p *= rng.random()
        if p <= limit:
            return k
        k += 1


def _pick_lang(rng: random.Random, who: str) -> str:
    _, _, en, mix = PEOPLE[who]
    r = rng.random()
    return "en" if r < en else "mix" if r < en + mix else "zh"


def _two(rng: random.Random, who: str) -> str:
    """A language for a line that has no mixed form: a mixed pick falls to either."""
    lang = _pick_lang(rng, who)
    return lang if lang != "mix" else rng.choice(("zh", "en"))


def _gap(rng: random.Random, median: float = 40.0) -> float:
    return min(900.0, max(4.0, rng.lognormvariate(math.log(median), 0.8)))


NUMS: dict[str, Any] = {
    "num": lambda r: str(r.randint(3, 60)), "k": lambda r: str(r.randint(2, 9)),
    "p": lambda r: str(r.randint(3, 96)), "min": lambda r: str(r.choice([5, 10, 15, 20, 30])),
    "price": lambda r: str(r.choice([18, 22, 25, 28, 32, 35, 38, 45, 58, 68, 88, 120])),
    "hh": lambda r: f"{r.randint(20, 23)}:{r.choice(['00', '15', '30', '45'])}",
    "temp": lambda r: str(r.randint(1, 12)), "pct": lambda r: str(r.randint(20, 95)),
    "q": lambda r: str(r.randint(1, 96)), "scene": lambda r: r.choice(LABELS),
    "room": lambda r: r.choice(["3B", "3C", "2A", "501"]),
    "sold": lambda r: str(r.randint(60, 178)), "cap": lambda r: "180",
    "key": lambda r: r.choice("CDEGA"), "age": lambda r: str(r.randint(12, 19)),
    "eta": lambda r: f"{r.choice([19, 20])}:{r.choice(['05', '15', '20', '40', '50'])}",
    "early": lambda r: f"{r.choice([18, 19])}:{r.choice(['00', '10', '15', '20'])}",
}


def _fill(rng: random.Random, text: str, **kw: Any) -> str:
    def sub(m: re.Match[str]) -> str:
        key = m.group(1)
        return str(kw[key]) if key in kw else NUMS[key](rng)

    return re.sub(r"\{(\w+)\}", sub, text)


def _mixed(rng: random.Random, zh: str, en: str) -> str:
    """A mixed line from a topic's lines: a Chinese one with an English tail, or an English
    one with a Chinese head or tail, as the group writes them."""
    if rng.random() < 0.5:
        return zh + rng.choice([" lol", " haha", " tbh", " btw", " no joke", " fr"])
    if rng.random() < 0.5:
        return rng.choice(["说真的 ", "话说 ", "对了 ", "救命 "]) + en
    return en + rng.choice([" 哈哈", " 笑死", " 绝了", " 唉"])


def _topic_line(rng: random.Random, options: dict[str, Any], lang: str, **kw: Any) -> str:
    """One of a topic's lines (a list or a single template a language) in `lang`."""
    def one(lg: str) -> str:
        v = options[lg]
        return _fill(rng, rng.choice(v) if isinstance(v, list) else v, **kw)

    if lang == "mix":
        return _mixed(rng, one("zh"), one("en"))
    return one(lang)


# -- the generator ----------------------------------------------------------------------

Rec = tuple[float, str, str, int, str]  # time, who, text, fact index, role


class _Gen:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.recs: list[Rec] = []

    def say(self, t: float, who: str, text: str, k: int = -1, role: str = "") -> float:
        self.recs.append((t, who, text, k, role))
        return t


def _calendar() -> list[dict[str, Any]]:
    """The production calendar: what each day is, and on rehearsal days which scenes are
    called and so which of the cast are in the room."""
    blocks = [8, 10, 12, 15, 17, 19, 22, 24, 26]
    half = LABELS.index("3.1")
    runs = {29: LABELS[:half], 31: LABELS[half:], 33: LABELS, 36: LABELS[:half],
            38: LABELS[half:], 40: LABELS, 50: LABELS}
    shows = {46: [19.5], 47: [14.5, 19.5], 48: [14.5], 53: [19.5], 54: [19.5]}
    fixed = {0: "casting", 5: "read", 30: "fitting", 34: "build", 41: "build", 42: "loadin",
             43: "tech", 44: "dress", 45: "dress", 49: "dark", 51: "dark", 52: "dark"}
    cal: list[dict[str, Any]] = []
    for d in range(DAYS):
        wd = d % 7
        info: dict[str, Any] = {"d": d, "wd": wd, "off": wd >= 5 or d == 57, "scenes": [],
                                "called": [], "shows": []}
        if d in blocks:
            i = blocks.index(d)
            info["cls"] = "block"
            info["scenes"] = LABELS[2 * i:2 * i + 2]
        elif d in runs:
            info["cls"] = "run"
            info["scenes"] = runs[d]
        elif d in shows:
            info["cls"] = "show"
            info["shows"] = shows[d]
        elif d in fixed:
            info["cls"] = fixed[d]
        elif d >= 55:
            info["cls"] = "after"
        else:
            info["cls"] = "off"
        if info["scenes"]:
            info["called"] = [m for m in CAST
                              if any(m in who for s, who in SCENES if s in info["scenes"])]
            info["start"], info["end"] = (14.0, 18.0) if wd == 5 else (19.5, 22.0)
        cal.append(info)
    return cal


# hours free to talk on a day of each class: (from, to, weight)
FREE: dict[str, list[tuple[float, float, float]]] = {
    "off": [(8.0, 9.5, 0.15), (12.0, 13.5, 0.3), (18.5, 23.3, 0.55)],
    "off_we": [(10.0, 12.0, 0.3), (13.0, 18.0, 0.35), (19.0, 23.3, 0.35)],
    "rehearse": [(8.0, 9.5, 0.2), (12.0, 13.5, 0.4), (22.4, 23.4, 0.4)],
    "rehearse_we": [(9.5, 12.5, 0.4), (18.8, 23.3, 0.6)],
    "show": [(9.5, 12.0, 0.5), (12.0, 13.2, 0.2), (22.8, 23.6, 0.3)],
    "matinee": [(9.5, 12.0, 0.4), (18.0, 23.0, 0.6)],
    "tech": [(12.2, 13.0, 0.5), (23.2, 23.8, 0.5)],
    "dress": [(9.0, 12.0, 0.3), (12.0, 13.5, 0.3), (22.8, 23.6, 0.4)],
    "build": [(8.5, 9.5, 0.2), (12.0, 13.0, 0.3), (18.5, 23.0, 0.5)],
}


def _free_key(info: dict[str, Any]) -> str:
    cls = info["cls"]
    if cls in ("block", "run", "read"):
        return "rehearse_we" if info["wd"] == 5 else "rehearse"
    if cls == "show":
        return "matinee" if info["shows"] == [14.5] else "show"
    if cls in ("loadin", "tech"):
        return "tech"
    if cls in ("dress", "build"):
        return cls
    return "off_we" if info["off"] else "off"


def _hour(rng: random.Random, info: dict[str, Any], morning: bool = False,
          evening: bool = False) -> float:
    wins = FREE[_free_key(info)]
    if morning:
        wins = wins[:1]
    elif evening:
        wins = wins[-1:]
    a, b, _ = rng.choices(wins, weights=[w for *_, w in wins])[0]
    return rng.uniform(a, b - 0.3)


def _others(rng: random.Random, but: tuple[str, ...] = (), n: int = 1) -> list[str]:
    pool = [m for m in MEMBERS if m not in but]
    weights = [PEOPLE[m][1] for m in pool]
    out: list[str] = []
    while len(out) < n:
        m = rng.choices(pool, weights=weights)[0]
        if m not in out:
            out.append(m)
    return out


def _react(g: _Gen, t: float, but: tuple[str, ...], most: int = 2) -> float:
    """Others' reactions to a line, nothing of its detail in them."""
    for m in _others(g.rng, but, g.rng.randint(0, most)):
        t += _gap(g.rng, 30)
        lang = _pick_lang(g.rng, m)
        g.say(t, m, g.rng.choice({"zh": ["哈哈哈", "羡慕", "可以啊", "👍", "真的假的"],
                                  "en": ["nice", "ha, love it", "noted", "👍"],
                                  "mix": ["nice 哈哈", "可以 nice"]}[lang]))
    return t


def _say_fact(g: _Gen, t: float, who: str, text: str, k: int) -> float:
    return g.say(t, who, text, k, "evidence")


def _facts(rng: random.Random) -> list[dict[str, Any]]:
    """84 facts: six a topic, a member once a topic at most, five or six a member, shapes
    dealt in turn over a shuffled order, each with its own value."""
    load = dict.fromkeys(MEMBERS, 0)
    facts: list[dict[str, Any]] = []
    kinds = list(KINDS)
    rng.shuffle(kinds)
    for kind in kinds:
        order = sorted(MEMBERS, key=lambda m: (load[m], rng.random()))[:6]
        vals = list(TOPICS[kind]["vals"])
        rng.shuffle(vals)
        for m in order:
            load[m] += 1
            # an English-leaning member mostly has a Latin value, the others a Chinese one
            latin = rng.random() < 0.25 + 0.6 * PEOPLE[m][2]
            pick = next((v for v in vals if v.isascii() == latin), vals[0])
            vals.remove(pick)
            facts.append({"kind": kind, "name": m, "uid": QQ[m], "detail": pick})
    rng.shuffle(facts)
    for i, f in enumerate(facts):
        f["shape"] = SHAPES[i % len(SHAPES)]
    taken = {f["detail"] for f in facts}
    for f in facts:
        if f["shape"] == "correction":
            free = [v for v in TOPICS[f["kind"]]["vals"] if v not in taken]
            # a wrong value in the detail's script if one is left
            f["earlier"] = rng.choice([v for v in free if v.isascii() == f["detail"].isascii()]
                                      or free)
            taken.add(f["earlier"])
    return facts


def _ask(g: _Gen, f: dict[str, Any], a: str) -> str:
    return "@" + f["name"] + " " + TOPICS[f["kind"]]["ask"][_two(g.rng, a)]


def _terse(g: _Gen, f: dict[str, Any], lang: str | None = None) -> str:
    lang = lang or _pick_lang(g.rng, f["name"])
    return g.rng.choice(TERSE[lang]).replace("{x}", f["detail"])


def _one(g: _Gen, k: int, f: dict[str, Any], info: dict[str, Any]) -> None:
    tp, n = TOPICS[f["kind"]], f["name"]
    t = _at(info["d"], _hour(g.rng, info))
    t = _say_fact(g, t, n, _topic_line(g.rng, tp["me"], _pick_lang(g.rng, n), x=f["detail"]), k)
    _react(g, t, (n,))


def _answer(g: _Gen, k: int, f: dict[str, Any], info: dict[str, Any]) -> None:
    n = f["name"]
    a = f["asker"] = _others(g.rng, (n,))[0]
    t = g.say(_at(info["d"], _hour(g.rng, info)), a, _ask(g, f, a), k, "ask")
    if g.rng.random() < 0.4:
        t += _gap(g.rng, 40)
        g.say(t, _others(g.rng, (n, a))[0], g.rng.choice(["好问题", "我也想知道", "+1",
                                                          "good question"]))
    t += g.rng.uniform(60, 40 * MINUTE)
    _say_fact(g, t, n, _terse(g, f), k)


def _late(g: _Gen, k: int, f: dict[str, Any], info: dict[str, Any], cal: list[Any]) -> None:
    n, d = f["name"], info["d"]
    a = f["asker"] = _others(g.rng, (n,))[0]
    g.say(_at(d, g.rng.uniform(20.5, 23.2)), a, _ask(g, f, a), k, "ask")
    d2 = d + (1 if g.rng.random() < 0.7 else 2)
    lang = _pick_lang(g.rng, n)
    text = LATE[lang].format(a=a, t=_terse(g, f, "en" if lang == "mix" else lang))
    _say_fact(g, _at(d2, _hour(g.rng, cal[d2], morning=True)), n, text, k)


def _correction(g: _Gen, k: int, f: dict[str, Any], info: dict[str, Any],
                cal: list[Any]) -> None:
    tp, n, d = TOPICS[f["kind"]], f["name"], info["d"]
    lang = _pick_lang(g.rng, n)
    t = _at(d, _hour(g.rng, info, evening=True))
    g.say(t, n, _topic_line(g.rng, tp["me"], lang, x=f["earlier"]), k, "earlier")
    if g.rng.random() < 0.65:
        t = _react(g, t, (n,), 1) + g.rng.uniform(90, 14 * MINUTE)
        text = g.rng.choice(CORRECT[lang])
    else:
        t = _at(d + 1, _hour(g.rng, cal[d + 1], morning=True))
        text = g.rng.choice(CORRECT_NEXT[lang])
    _say_fact(g, t, n, text.format(x=f["detail"], y=f["earlier"]), k)


def _split(g: _Gen, k: int, f: dict[str, Any], info: dict[str, Any]) -> None:
    tp, n = TOPICS[f["kind"]], f["name"]
    lang = _two(g.rng, n)
    t = _say_fact(g, _at(info["d"], _hour(g.rng, info)), n, tp["intro"][lang], k)
    if g.rng.random() < 0.4:
        t += g.rng.uniform(8, 30)
        g.say(t, _others(g.rng, (n,))[0], g.rng.choice(SPLIT_PUSH))
    _say_fact(g, t + g.rng.uniform(10, 45), n, _terse(g, f), k)


def _reported(g: _Gen, k: int, f: dict[str, Any], info: dict[str, Any]) -> None:
    tp, n = TOPICS[f["kind"]], f["name"]
    r = f["reporter"] = _others(g.rng, (n,))[0]
    lang = _pick_lang(g.rng, r)
    text = "@" + n + " " + _topic_line(g.rng, tp["rep"], lang, x=f["detail"])
    t = _say_fact(g, _at(info["d"], _hour(g.rng, info)), r, text, k)
    t += g.rng.uniform(30, 30 * MINUTE)
    g.say(t, n, g.rng.choice(CONFIRM[_pick_lang(g.rng, n)]), k, "confirm")


def _notice(g: _Gen, k: int, f: dict[str, Any], info: dict[str, Any]) -> None:
    tp, n = TOPICS[f["kind"]], f["name"]
    poster = f["poster"] = PRODUCER if n == SM else SM
    lang = _two(g.rng, poster)
    t = _say_fact(g, _at(info["d"], _hour(g.rng, info)), poster,
                  _fill(g.rng, tp["notice"][lang], n=n, x=f["detail"]), k)
    for m in _others(g.rng, (poster,), g.rng.randint(1, 3)):
        t += _gap(g.rng, 50)
        g.say(t, m, g.rng.choice([a for a in ACK[_pick_lang(g.rng, m)] if "{" not in a]))


def _jielong(g: _Gen, k: int, f: dict[str, Any], info: dict[str, Any], busy: set[str],
             most: int) -> None:
    tp, n = TOPICS[f["kind"]], f["name"]
    lang = _two(g.rng, SM)
    title, pool = tp["jl"][lang]
    free = [m for m in MEMBERS if m not in busy and m != n]
    g.rng.shuffle(free)
    people = free[:g.rng.randint(2, min(3, most))]
    f["entries"] = [[m, e] for m, e in zip(people, g.rng.sample(pool, len(people)),
                                            strict=True)]
    t = _at(info["d"], _hour(g.rng, info))
    prompt = {"zh": f"【接龙】{title}，大家接一下", "en": f"Sign-up: {title}, add yourselves "
                                                       "below"}[lang]
    t = g.say(t, SM, prompt)
    rows: list[str] = []
    for m, e in f["entries"]:
        t += g.rng.uniform(2 * MINUTE, 50 * MINUTE)
        rows.append(f"{len(rows) + 1}. {m} {e}")
        g.say(t, m, "\n".join([f"#接龙 {title}", *rows]), k, "list")
    t += g.rng.uniform(2 * MINUTE, 50 * MINUTE)
    rows.append(f"{len(rows) + 1}. {n} {f['detail']}")
    _say_fact(g, t, n, "\n".join([f"#接龙 {title}", *rows]), k)


def _reply(g: _Gen, k: int, f: dict[str, Any], info: dict[str, Any]) -> None:
    n = f["name"]
    a = f["asker"] = _others(g.rng, (n,))[0]
    q = _ask(g, f, a)
    t = g.say(_at(info["d"], _hour(g.rng, info)), a, q, k, "ask")
    t += g.rng.uniform(3 * MINUTE, 45 * MINUTE)
    _say_fact(g, t, n, f"[回复 {a}：{q}] {_terse(g, f)}", k)


def _long(g: _Gen, k: int, f: dict[str, Any], info: dict[str, Any]) -> None:
    tp, n = TOPICS[f["kind"]], f["name"]
    lang = _two(g.rng, n)
    mid = _topic_line(g.rng, tp["me"], lang, x=f["detail"])
    tails = [x for x in LONG_TAIL[lang] if n in CAST or not re.search("词|page", x)]
    text = (_fill(g.rng, g.rng.choice(LONG_HEAD[lang])) + mid
            + _fill(g.rng, g.rng.choice(tails)))
    t = _say_fact(g, _at(info["d"], _hour(g.rng, info, evening=True)), n, text, k)
    _react(g, t, (n,))


def _qa(g: _Gen, k: int, f: dict[str, Any], info: dict[str, Any], no: int) -> None:
    tp, n = TOPICS[f["kind"]], f["name"]
    poster = f["poster"] = SM if n == PRODUCER else PRODUCER
    lang = _two(g.rng, n)
    fill = g.rng.sample(QA_FILL[lang], 3)
    at = g.rng.randint(1, 2)  # the topic's question second or third of four
    qs = [*fill[:at], (tp["qa"][lang], f["detail"]), *fill[at:]]
    form = "{i}. 问：{q} 答：{a}" if lang == "zh" else "Q{i}: {q}  A: {a}"
    rows = [_fill(g.rng, QA_HEAD[lang], no=no, n=n, role=ROLE[lang][n])]
    rows += [form.format(i=i + 1, q=q, a=a if a == f["detail"] else _fill(g.rng, a))
             for i, (q, a) in enumerate(qs)]
    t = _say_fact(g, _at(info["d"], _hour(g.rng, info)), poster, "\n".join(rows), k)
    t += _gap(g.rng, 60)
    g.say(t, n, {"zh": "哈哈哈我好正经", "en": "haha I sound so serious",
                 "mix": "哈哈 I sound so serious"}[_pick_lang(g.rng, n)])
    _react(g, t, (n, poster))


def _parody(g: _Gen, k: int, f: dict[str, Any], info: dict[str, Any]) -> None:
    tp, n = TOPICS[f["kind"]], f["name"]
    lang = _two(g.rng, n)
    t = _say_fact(g, _at(info["d"], _hour(g.rng, info)), n,
                  tp["parody"][lang].replace("{x}", f["detail"]), k)
    for m in _others(g.rng, (n,), g.rng.randint(1, 2)):
        t += _gap(g.rng, 40)
        g.say(t, m, g.rng.choice(["莎翁落泪", "哈哈哈哈哈有文化", "Shakespeare is shaking",
                                  "10/10 would cast", "朱生豪看了都说好"]))


def _around(g: _Gen, k: int, f: dict[str, Any], cal: list[Any], ev_days: list[int]) -> None:
    """The member's own lines on the topic, days away from the evidence, no detail."""
    tp, n = TOPICS[f["kind"]], f["name"]
    days = [d for d in range(2, DAYS - 1) if all(abs(d - e) >= 3 for e in ev_days)]
    many = g.rng.choices([0, 1, 2], weights=[0.1, 0.5, 0.4])[0]
    for d in g.rng.sample(days, many):
        t = _at(d, _hour(g.rng, cal[d]))
        t = g.say(t, n, _topic_line(g.rng, tp["around"], _pick_lang(g.rng, n)), k, "around")
        if g.rng.random() < 0.5:
            m = _others(g.rng, (n,))[0]
            g.say(t + _gap(g.rng, 40), m, g.rng.choice(
                {"zh": ["哈哈哈", "抱抱", "懂", "太真实了"], "en": ["lol", "relatable", "oof"],
                 "mix": ["哈哈 relatable", "oof 懂"]}[_pick_lang(g.rng, m)]))


def _passing(g: _Gen, busy: dict[str, set[str]], cal: list[Any]
             ) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Others' lines on each topic in passing (three members a topic with nothing on it),
    and an @-question on it to a fourth, never answered."""
    holders: dict[str, set[str]] = {}
    asked: dict[str, set[str]] = {}
    for kind in KINDS:
        tp = TOPICS[kind]
        free = [m for m in MEMBERS if m not in busy[kind]]
        g.rng.shuffle(free)
        holders[kind] = set(free[:3])
        asked[kind] = {free[3]}
        for m in free[:3]:
            for _ in range(g.rng.randint(1, 2)):
                d = g.rng.randrange(1, DAYS - 1)
                g.say(_at(d, _hour(g.rng, cal[d])), m,
                      _topic_line(g.rng, tp["passing"], _pick_lang(g.rng, m)))
        d = g.rng.randrange(1, DAYS - 1)
        a = _others(g.rng, (free[3],))[0]
        g.say(_at(d, _hour(g.rng, cal[d])), a, "@" + free[3] + " " + tp["ask"][_two(g.rng, a)])
    return holders, asked


SCRIPT = {"one": _one, "answer": _answer, "split": _split, "reported": _reported,
          "notice": _notice, "reply": _reply, "long": _long, "parody": _parody}


# -- the production's days --------------------------------------------------------------

LONG_ORD = {
    "zh": ["说个事，今天午休偷偷对词被领导撞见了，他问我是不是在背PPT，我说在背莎士比亚，他愣了"
           "三秒说那你年会给我们来一段，现在我年会要表演{k}分钟，谁来救救我",
           "刚刚算了一下，从读剧到首演一共{num}天，排练二十多次，每次两三个小时，这个冬天一半的"
           "晚上都在排练厅，但说真的一点都不后悔，谢谢大家",
           "给新来的朋友科普一下：排练笔记是导演每次排完发的，看到自己角色名就是说你，回个收到就"
           "行；有冲突提前一周跟Vivian说；排练室十点半必须清场，不然要多交{price}块"],
    "en": ["Honest confession: I almost quit after the first week. I couldn't get through page "
           "{p} without tripping over every other word, and I thought everyone else was miles "
           "ahead. Then something clicked. Anyway, thanks for being patient with me, all of you.",
           "Long day. {k} meetings, a deadline moved up by two days, and the metro stuck in a "
           "tunnel for {min} minutes. But I ran my whole second act in my head while waiting, "
           "so not a total loss."],
    "mix": ["今天真的 rough day，早上{k}个会，中午没吃饭，下午 deadline 提前，晚上还想背词 but "
            "my brain is gone，先睡了明天再战"],
}
PARTY = [
    "七周，{k}场演出，从读剧那天谁都不认识谁到今天，谢谢每一个人。明年还要一起演，说好了",
    "刚刚谢幕的时候我哭得妆都花了，Nina别骂我。这是我第一次演主要角色，谢谢老贺信我",
    "I came to Shanghai not knowing anyone and now I have fifteen people I'd call at 3am. "
    "Thank you, all of you. Same time next year?",
    "Best thing I've done in years. Sore feet, no voice, zero regrets. Love you lot.",
    "作为后台的人说一句：你们在台上发光的时候，我们在侧幕看得好骄傲",
    "最后一场第{p}页那句我终于没忘词哈哈哈哈，圆满了",
]
KIND_W = {"lines": 3.0, "life": 4.0, "theatre": 1.2, "pic": 1.5, "music": 0.5, "admin": 0.8,
          "tickets": 0.4, "ping": 2.0, "repeat": 1.2, "reply": 1.5, "long": 0.5}
RATE = {"off": 7.0, "casting": 6.0, "read": 5.0, "block": 5.0, "run": 5.0, "fitting": 5.0,
        "build": 4.0, "loadin": 2.0, "tech": 2.0, "dress": 3.0, "show": 3.0, "dark": 7.0,
        "after": 6.0}
OPENERS = {"music": ("Rafael", "Kenji"), "admin": (SM, PRODUCER, DIRECTOR),
           "tickets": (PRODUCER, SM), "lines": tuple(CAST)}


def _hm(h: float) -> str:
    return f"{int(h)}:{round((h % 1) * 60):02d}"


def _wd(d: int, lang: str) -> str:
    return "一二三四五六日"[d % 7] if lang == "zh" else ["Mon", "Tue", "Wed", "Thu", "Fri",
                                                         "Sat", "Sun"][d % 7]


def _scope(scenes: list[str], lang: str) -> str:
    half = LABELS.index("3.1")
    if scenes == LABELS:
        return {"zh": "全剧联排", "en": "full run"}[lang]
    if scenes == LABELS[:half]:
        return {"zh": "第一、二幕", "en": "Acts 1-2"}[lang]
    if scenes == LABELS[half:]:
        return {"zh": "第三至五幕", "en": "Acts 3-5"}[lang]
    return "、".join(scenes) if lang == "zh" else ", ".join(scenes)


def _chorus(g: _Gen, t: float, line: str, pool: list[str], few: int = 2, most: int = 5,
            but: str = "") -> float:
    """A 复读: one line said by several members in a row (not again by `but`, who said the
    line it answers)."""
    pool = [m for m in pool if m != but]
    people = g.rng.sample(pool, min(len(pool), g.rng.randint(few, most)))
    for m in people:
        t = g.say(t + g.rng.uniform(4, 40), m, line)
    return t


def _run_time(g: _Gen) -> str:
    return f"2:{g.rng.randint(8, 31):02d}:{g.rng.randint(0, 59):02d}"


def _rehearsal(g: _Gen, info: dict[str, Any]) -> None:
    d, rng = info["d"], g.rng
    start, end, called = info["start"], info["end"], info["called"]
    lang = _pick_lang(rng, SM)
    base = "zh" if lang == "mix" else lang
    extra = {"zh": "请提前10分钟到，带铅笔", "en": "Please be 10 min early, bring a pencil"}[base]
    if d == 26:
        extra = {"zh": "今天起脱稿，不许拿本！", "en": "Off book from today, no scripts!"}[base]
    elif d == 50:
        extra = {"zh": "圣诞快乐！今晚只对词，不走位", "en": "Merry Christmas! Line run only, "
                                                       "no blocking"}[base]
    elif info["cls"] == "run":
        extra = {"zh": "计时跑，中间不停", "en": "Timed run, no stopping"}[base]
    who = ("、".join(f"{CHARS[m][0]}（{m}）" for m in called) if base == "zh"
           else ", ".join(f"{CHARS[m][1]} ({m})" for m in called))
    room = NUMS["room"](rng)
    if base == "zh":
        text = (f"【排练通知】{_date(d, 'zh')}（周{_wd(d, 'zh')}）{_hm(start)}–{_hm(end)}\n"
                f"地点：长乐路排练厅{room}\n排：{_scope(info['scenes'], 'zh')}\n"
                f"请到：{who}\n{extra}")
    else:
        text = (f"[Rehearsal call] {_date(d, 'en')} ({_wd(d, 'en')}) {_hm(start)}-{_hm(end)}\n"
                f"Room: Changle Rd studio {room}\nScenes: {_scope(info['scenes'], 'en')}\n"
                f"Called: {who}\n{extra}")
    if lang == "mix":
        text += "\npls be on time 🙏"
    t = g.say(_at(d, rng.uniform(8.5, 9.8) if start < 15 else rng.uniform(9.5, 11.5)), SM, text)
    for m in rng.sample(called, min(len(called), rng.randint(2, 5))):
        t = g.say(t + _gap(rng, 90), m, _fill(rng, rng.choice(ACK[_pick_lang(rng, m)])))
    if start > 15 and rng.random() < 0.6:
        m = rng.choice(called)
        t = g.say(_at(d, rng.uniform(15.5, 18.5)), m,
                  _fill(rng, rng.choice(LATE_CALL[_pick_lang(rng, m)])))
        g.say(t + _gap(rng, 60), SM, rng.choice(["好的", "收到", "noted, thx", "ok 路上小心"]))
    t = _at(d, start - 0.45)
    for m in rng.sample(called, min(len(called), rng.randint(2, 4))):
        t = g.say(t + _gap(rng, 150), m, _fill(rng, rng.choice(ARRIVE[_pick_lang(rng, m)])))
    t = _at(d, (start + end) / 2 + rng.uniform(-0.2, 0.2))
    for m in rng.sample([*called, SM], rng.randint(1, 3)):
        t = g.say(t + _gap(rng, 60), m, _fill(rng, rng.choice(BREAK[_pick_lang(rng, m)])))
    t = _at(d, end + rng.uniform(0.05, 0.25))
    if info["cls"] == "run":
        lg = _two(rng, SM)
        t = g.say(t, SM, _fill(rng, {"zh": "今晚{s}计时 {rt}，比上次快{min}分钟",
                                     "en": "Tonight's {s}: {rt}, {min} min faster than last "
                                           "time"}[lg], s=_scope(info["scenes"], lg),
                               rt=_run_time(g)))
    noted = rng.sample(called, min(len(called), rng.randint(3, 5)))
    rows = [f"【排练笔记】{_date(d, 'zh')}"]
    rows += [f"{i + 1}. {CHARS[m][0]}：{_fill(rng, rng.choice(NOTES))}" for i, m in
             enumerate(noted)]
    rows.append("辛苦了，下次见")
    t = g.say(t + rng.uniform(5, 20) * MINUTE, DIRECTOR, "\n".join(rows))
    for m in rng.sample(noted, rng.randint(1, len(noted))):
        t = g.say(t + _gap(rng, 60), m, rng.choice(["收到导演", "收到", "noted, thanks",
                                                    "收到 noted"]))
    for m in rng.sample(called, min(len(called), rng.randint(1, 4))):
        t = g.say(t + _gap(rng, 300), m, _fill(rng, rng.choice(HOME[_pick_lang(rng, m)])))


def _casting(g: _Gen, info: dict[str, Any]) -> None:
    rng = g.rng
    rows = ["【选角公布】《第十二夜》中英双语版"]
    rows += [f"{CHARS[m][0]}——{m}" for m in CAST]
    rows += ["服装 Nina，舞美 老白，灯光音响 Kenji，舞台监督 Vivian，制作 豆子",
             "首演12月21日，梧桐小剧场，{cap}座。排练周二、周四晚，周六下午"]
    t = g.say(_at(0, rng.uniform(19.8, 20.3)), DIRECTOR, _fill(rng, "\n".join(rows)))
    t = _chorus(g, t, "恭喜恭喜", [m for m in MEMBERS if m != DIRECTOR], 3, 6)
    for m in rng.sample(CAST, 4):
        lg = _two(rng, m)
        t = g.say(t + _gap(rng, 50), m, {"zh": f"{CHARS[m][0]}就是我了哈哈",
                                         "en": f"{CHARS[m][1]}! can't wait"}[lg])
    t = g.say(t + _gap(rng, 120), SM, "剧本第一版周二发群文件，周六下午两点读剧，全体到")


def _read(g: _Gen, info: dict[str, Any]) -> None:
    rng, d = g.rng, info["d"]
    g.say(_at(d, 9.2), SM, f"【读剧会】{_date(d, 'zh')}（周六）14:00 长乐路排练厅，全体演员+主创，"
                           "带剧本和铅笔")
    t = _at(d, 13.6)
    for m in rng.sample(MEMBERS, 6):
        t = g.say(t + _gap(rng, 100), m, _fill(rng, rng.choice(ARRIVE[_pick_lang(rng, m)])))
    g.say(_at(d, 14.6), PRODUCER, "[图片] 读剧现场，第一次全员到齐")
    t = g.say(_at(d, 17.6), SM, f"读完了！全剧 {_run_time(g)}，比预想长")
    t = _chorus(g, t, "辛苦了", MEMBERS, 2, 4)
    g.say(_at(d, 21.3), DIRECTOR, _fill(rng, (
        "今天读完我特别感动。我们这群人，白天有{k}种不同的工作，晚上聚在一起念四百年前的词。"
        "接下来七周会很累，会忘词，会吵架，但十二月二十一号那天大幕拉开的时候，一切都值得。"
        "谢谢大家愿意来。")))


def _fitting(g: _Gen, info: dict[str, Any]) -> None:
    rng, d = g.rng, info["d"]
    order = rng.sample(CAST, rng.randint(5, 8))
    rows: list[str] = []
    for i, m in enumerate(order):
        dd = d - 3 + (i * 3) // len(order)
        slot = f"{19 + (i * 20) // 60}:{(i * 20) % 60:02d}"
        rows.append(f"{i + 1}. {slot} {m}")
        head = f"#接龙 试装时间（{_date(d, 'zh')}周三晚，Nina工作室）"
        g.say(_at(dd, 20.0 + i * 0.3 + rng.uniform(0, 0.25)), m, "\n".join([head, *rows]))
    t = _at(d, 19.2)
    lines = [("", "[图片] 第一套试好了"), ("Nina", "腰围再收{k}厘米就好"),
             ("Nina", "Malvolio's yellow stockings have arrived [图片]"), ("周周", "绑带好难绑"),
             ("梅子", "[图片] 奥丽维娅的黑纱"), ("Nina", "the cape is {k} cm too long, fixing it "
                                                   "tonight"), ("", "Nina 太强了")]
    for who, line in rng.sample(lines, 5):
        t = g.say(t + _gap(rng, 400), who or rng.choice([m for m in order if m != "Nina"]),
                  _fill(rng, line))
    _chorus(g, t, "黄袜子哈哈哈", MEMBERS, 2, 4, g.recs[-1][1])


def _build(g: _Gen, info: dict[str, Any]) -> None:
    rng, d = g.rng, info["d"]
    g.say(_at(d - 3, 20.4), "老白", _fill(rng, f"【搭景】周日{_date(d, 'zh')} 10:00 仓库，"
                                               "需要{k}个人，会用电钻的优先"))
    rows: list[str] = []
    for i, m in enumerate(rng.sample([x for x in MEMBERS if x != "老白"], rng.randint(4, 6))):
        rows.append(f"{i + 1}. {m} {rng.choice(['全天', '上午', '下午', 'all day', '来打杂'])}")
        g.say(_at(d - 3 + (i + 1) // 3, 20.6 + 0.4 * i), m,
              "\n".join([f"#接龙 周日搭景 {_date(d, 'zh')}", *rows]))
    t = _at(d, 9.8)
    lines = [("老白", "到了，门开了"), ("老白", "螺丝不够，谁顺路带{num}颗M6"),
             (None, "[图片] 平台框架立起来了"), (None, "锯了{num}块板，手在抖"),
             (None, "外卖到了 {k}份"), (None, "刷了{k}遍漆"), ("老白", "收工"),
             (None, "[图片] 收工合影")]
    for who, line in lines:
        t = g.say(t + rng.uniform(15, 70) * MINUTE, who or rng.choice(MEMBERS),
                  _fill(rng, line))


def _theatre_day(g: _Gen, info: dict[str, Any]) -> None:
    """Load-in, the technical rehearsal and the dress rehearsals: long days in the theatre."""
    rng, d, cls = g.rng, info["d"], info["cls"]
    if cls == "loadin":
        script = [(8.4, SM, "【装台】今天8:30进场，货车9点到，演员不用来"),
                  (9.1, "老白", "车到了"), (11.0, "Kenji", "LX: 4{k} of 56 lamps hung"),
                  (12.4, SM, "#接龙 午饭\n1. Vivian 盖饭\n2. 老白 面"),
                  (15.5, "Kenji", "focus done through LX{q}"), (17.8, "老白", "[图片] 平台上台了"),
                  (20.5, "Kenji", "programming cues, {q} so far"), (23.4, SM, "收工，明天13:30")]
    elif cls == "tech":
        script = [(11.0, SM, "【技术合成】14:00开始 cue to cue，演员13:30到，穿排练鞋"),
                  (14.8, SM, "cue to cue 走到第{q}个了"), (16.3, "Kenji", "SQ{k} is late, "
                                                                        "fixing"),
                  (17.9, PRODUCER, "盒饭到了，{k}0份，在后台"), (19.6, "大熊", "站着等灯好冷"),
                  (21.4, "Kenji", "LX{q} is a 3 count now"), (23.3, SM, "今天到这，明天18:00化妆")]
    else:
        script = [(10.5, SM, "【彩排】18:00化妆，19:30开始，带妆全剧"),
                  (18.2, rng.choice(CAST), "[图片] 化妆间"),
                  (22.2, SM, "彩排 " + _run_time(g) + "，穿帮{k}处，老贺马上发笔记")]
        if d == 45:
            script.append((22.5, PRODUCER, "今晚来了{k}0个朋友看彩排，反馈超好"))
    for h, who, line in script:
        g.say(_at(d, h + rng.uniform(0, 0.15)), who, _fill(rng, line))
    t = _at(d, 23.5)
    if d == 45:
        t = _chorus(g, t, "明天首演！冲！", MEMBERS, 3, 6)
    for m in rng.sample(MEMBERS, rng.randint(2, 4)):
        t = g.say(t + _gap(rng, 400), m, _fill(rng, rng.choice(HOME[_pick_lang(rng, m)])))


def _show(g: _Gen, info: dict[str, Any]) -> None:
    rng, d = g.rng, info["d"]
    sold = rng.randint(150, 180)
    g.say(_at(d, rng.uniform(9.6, 10.6)), PRODUCER,
          f"【票务】{_date(d, 'zh')}场 已售{sold}/180，剩{180 - sold}张，要票的私我")
    if d == 46:
        g.say(_at(d, 10.9), "糖糖", "冬至快乐！今天首演！晚上散场吃饺子")
    for h in info["shows"]:
        call = h - 2.0
        g.say(_at(d, call - 1.5), SM, f"【演出通知】今天{_hm(h)}开演，演员{_hm(call)}到场化妆，"
                                      f"技术{_hm(call - 0.5)}到")
        t = _at(d, h - 0.6)
        t = g.say(t, "Tobias", "toi toi toi")
        t = _chorus(g, t, rng.choice(["演出顺利！", "break a leg!", "冲！"]), MEMBERS, 3, 6,
                    "Tobias")
        t = _at(d, h + 1.1)
        g.say(t, rng.choice([PRODUCER, SM]),
              _fill(rng, rng.choice(["上半场顺利，笑声不断，信那场全场鼓掌",
                                      "interval: full house, the letter scene brought the "
                                      "house down"])))
        t = _at(d, h + 2.5)
        who = rng.choice(CAST)
        t = g.say(t, who, "谢幕 [图片]")
        t = _chorus(g, t, "辛苦了", MEMBERS, 2, 5, who)
        g.say(t + _gap(rng, 200), DIRECTOR, _fill(rng, "今天很好，{k}个小问题明天说"))
    if d == 54:
        t = _at(d, 22.6)
        for who, line in [(SM, "拆台开始，{k}点前必须清场"), ("老白", "平台拆完了"),
                          (rng.choice(MEMBERS), "[图片] 空舞台"), (PRODUCER, "庆功宴 [图片]")]:
            t = g.say(t + rng.uniform(15, 40) * MINUTE, who, _fill(rng, line))
        t = _chorus(g, t, "干杯🍻", MEMBERS, 4, 7, PRODUCER)
        for m, line in zip(rng.sample(MEMBERS, 3), rng.sample(PARTY, 3), strict=True):
            t = g.say(t + _gap(rng, 300), m, _fill(rng, line))
    t = max(t, _at(d, 23.6))  # the closing night goes home after the party
    for m in rng.sample(MEMBERS, rng.randint(2, 4)):
        t = g.say(t + _gap(rng, 300), m, _fill(rng, rng.choice(HOME[_pick_lang(rng, m)])))


def _after(g: _Gen, info: dict[str, Any]) -> None:
    rng, d = g.rng, info["d"]
    if d == 55:
        g.say(_at(d, 11.2), PRODUCER, _fill(rng, "照片上传群相册了，共{num}0张，录像在剪"))
        _chorus(g, _at(d, 15.0), "好空虚", MEMBERS, 2, 4)
    elif d == 56:
        income = rng.randint(70, 85) * 1000
        costs = [rng.randint(a, b) * 100 for a, b in ((180, 240), (60, 110), (90, 150),
                                                       (20, 45))]
        rows = ["【账目公示】", f"票房收入{income}元（{rng.randint(780, 880)}张）",
                f"场租{costs[0]}元", f"服装道具{costs[1]}元", f"灯光音响租赁{costs[2]}元",
                f"宣传印刷{costs[3]}元", f"结余{income - sum(costs)}元，作为下部戏的启动资金"]
        t = g.say(_at(d, 12.3), PRODUCER, "\n".join(rows))
        _chorus(g, t, "辛苦豆子", MEMBERS, 2, 4)
        _chorus(g, _at(d, 24.0), "新年快乐！", MEMBERS, 4, 7)
    elif d == 57:
        _chorus(g, _at(d, 10.2), "Happy New Year!", MEMBERS, 2, 4)
    elif d == 58:
        plays = ["《等待戈多》", "《玩偶之家》", "《推销员之死》", "Waiting for Godot",
                 "A Doll's House", "《人间喜剧》", "Arcadia"]
        t = g.say(_at(d, 20.1), DIRECTOR, "【接龙】下一部想排什么，大家写一下")
        rows: list[str] = []
        for i, m in enumerate(rng.sample(MEMBERS, 5)):
            rows.append(f"{i + 1}. {m} {rng.choice(plays)}")
            t = g.say(t + rng.uniform(5, 40) * MINUTE, m, "\n".join(["#接龙 下一部戏", *rows]))
    else:
        g.say(_at(d, 21.0), PRODUCER, _fill(rng, "录像剪好了，{num}0分钟，网盘链接在群文件"))


def _holiday(g: _Gen, info: dict[str, Any]) -> None:
    d = info["d"]
    if d == 49:
        _chorus(g, _at(d, 19.2), "平安夜快乐", MEMBERS, 3, 5)
    if d == 50:
        _chorus(g, _at(d, 8.7), "Merry Christmas!", MEMBERS, 3, 5)


EVENTS = {"block": _rehearsal, "run": _rehearsal, "casting": _casting, "read": _read,
          "fitting": _fitting, "build": _build, "loadin": _theatre_day, "tech": _theatre_day,
          "dress": _theatre_day, "show": _show, "after": _after}


def _greetings(g: _Gen, info: dict[str, Any]) -> None:
    rng, d = g.rng, info["d"]
    a, b = (8.5, 10.5) if info["off"] else (7.0, 9.3)
    t = _at(d, rng.uniform(a, b))
    for m in _others(rng, (), min(6, _poisson(rng, 2.5))):
        options = [x for x in MORNING[_pick_lang(rng, m)] if d < 54 or "背词" not in x]
        t = g.say(t + _gap(rng, 120), m, _fill(rng, rng.choice(options)))
    t = _at(d, rng.uniform(23.3, 24.3) + (2.5 if d == 54 else 0.0))
    for m in _others(rng, (), min(5, _poisson(rng, 1.8))):
        t = g.say(t + _gap(rng, 150), m, rng.choice(NIGHT[_pick_lang(rng, m)]))


def _line(g: _Gen, kind: str, step: str, who: str, t: float = 0.0) -> str:
    h = (t - T0) % DAY / HOUR
    later = f"{max(20, min(23, int(h) + 1))}:{g.rng.choice(['00', '15', '30', '45'])}"
    return _fill(g.rng, g.rng.choice(THREADS[kind][step][_pick_lang(g.rng, who)]), hh=later)


def _thread(g: _Gen, t: float, kind: str, pool: list[str]) -> None:
    """An ordinary thread among `pool`: its lines a gap apart."""
    rng = g.rng
    weights = [PEOPLE[m][1] for m in pool]
    openers = [m for m in OPENERS.get(kind, ()) if m in pool] or pool
    a = rng.choice(openers)
    b = rng.choices(pool, weights=weights)[0]
    while b == a and len(pool) > 1:
        b = rng.choices(pool, weights=weights)[0]
    if kind == "repeat":
        t = g.say(t, a, rng.choice(REPEATS))
        _chorus(g, t, g.recs[-1][2], pool, 2, 4, a)
        return
    if kind == "ping":
        ping = rng.choice(PINGS)
        t = g.say(t, a, f"@{b} " + _fill(rng, ping[_pick_lang(rng, a)][0]))
        g.say(t + rng.uniform(30, 20 * MINUTE), b, _fill(rng, ping[_pick_lang(rng, b)][1]))
        return
    if kind == "long":
        t = g.say(t, a, _fill(rng, rng.choice(LONG_ORD[_pick_lang(rng, a)])))
        for m in rng.sample(pool, min(len(pool), rng.randint(1, 2))):
            if m != a:
                t = g.say(t + _gap(rng), m, _line(g, "life", "re", m))
        return
    if kind == "reply":
        base = rng.choice(["lines", "life", "theatre"])
        first = _line(g, base, "open", a)
        t = g.say(t, a, first)
        t = g.say(t + _gap(rng, 60), b, f"[回复 {a}：{first}] " + _line(g, base, "re", b))
        return
    t = g.say(t, a, _line(g, kind, "open", a, t))
    others = [m for m in pool if m != a] or pool
    for _ in range(rng.choices([0, 1, 2, 3, 4], weights=[0.1, 0.3, 0.3, 0.2, 0.1])[0]):
        m = rng.choices(others, weights=[PEOPLE[o][1] for o in others])[0]
        t = g.say(t + _gap(rng), m, _line(g, kind, "re", m, t))
    if rng.random() < 0.3:
        g.say(t + _gap(rng), a, _line(g, kind, "more", a, t))


def _days(g: _Gen, cal: list[dict[str, Any]], scale: float) -> None:
    """Each day as the production calendar has it: its events, its greetings, and as many
    ordinary threads as a Poisson draw at its class's rate."""
    rng = g.rng
    for info in cal:
        d, cls = info["d"], info["cls"]
        if cls in EVENTS:
            EVENTS[cls](g, info)
        _holiday(g, info)
        _greetings(g, info)
        weights = dict(KIND_W)
        if cls in ("loadin", "tech", "dress"):
            weights.update(lines=0.5, tickets=1.5, theatre=0.4, admin=0.2)
        elif cls == "show" or d > 45:
            weights.update(lines=0.3, tickets=0.0, theatre=0.6, admin=0.2)
            if d > 54:  # the run is over: nothing to learn, rehearse or sing for
                weights.update(lines=0.0, music=0.0, ping=0.4)
        elif d < 2:  # no script yet
            weights.update(lines=0.0, tickets=0.0, music=0.0)
        elif d < 21:  # tickets not on sale yet
            weights.update(tickets=0.0)
        else:
            weights.update(tickets=1.2)
        rate = RATE[cls] * scale * (1.25 if info["off"] else 1.0)
        for _ in range(_poisson(rng, rate)):
            kind = rng.choices(list(weights), weights=list(weights.values()))[0]
            pool = list(MEMBERS)
            if info["called"] and rng.random() < 0.25:  # the room busy: the others talk
                h = rng.uniform(info["start"] + 0.2, info["end"] - 0.3)
                pool = [m for m in MEMBERS if m not in info["called"]
                        and m not in (SM, DIRECTOR)]
            else:
                h = _hour(rng, info)
            _thread(g, _at(d, h), kind, pool)


# -- questions --------------------------------------------------------------------------

IMG = re.compile(r"\[(图片|表情|动画表情|语音)\]")
QUOTE = re.compile(r"\[回复 [^\]]*\]")


def _cut(text: str, drop: tuple[str, ...]) -> str:
    for w in sorted((w for w in drop if w), key=len, reverse=True):
        text = text.replace(w, " ")
    return text


def _lang(text: str, drop: tuple[str, ...], detail: str = "") -> str:
    """A line's language, names, the detail, image markers and a reply's quote cut out; a
    line of the detail alone takes the detail's script."""
    t = _cut(QUOTE.sub(" ", IMG.sub(" ", text)), (*drop, detail))
    han = re.search(r"[\u4e00-\u9fff]", t) is not None
    latin = re.search(r"[A-Za-z]", t) is not None
    if han and latin:
        return "mix"
    if han or latin:
        return "zh" if han else "en"
    return "en" if detail.isascii() else "zh"


def _content(text: str, drop: tuple[str, ...]) -> tuple[set[str], set[str]]:
    t = _cut(text, drop).lower()
    words = {stem(w) for w in re.findall(r"[a-z]+", t) if w not in STOP}
    return words - STOP, pairs(t)


def _shares(a: str, b: str, drop: tuple[str, ...]) -> bool:
    wa, pa = _content(a, drop)
    wb, pb = _content(b, drop)
    return bool(wa & wb or pa & pb)


def _questions(rng: random.Random, f: dict[str, Any], said: list[str]) -> None:
    tp, x, n, ql = TOPICS[f["kind"]], f["detail"], f["name"], f["q_lang"]
    f["keyword"] = tp["kw"][ql["keyword"]].replace("{x}", x)
    f["partial"] = tp["part"][ql["partial"]].replace("{n}", n)
    drop = (*MEMBERS, x, f.get("earlier", ""))
    first = ql["paraphrase"]
    for lang in (first, "en" if first == "zh" else "zh"):
        options = list(tp["para"][lang])
        rng.shuffle(options)
        for q in (o.replace("{n}", n) for o in options):
            if not any(_shares(q, t, drop) for t in said):
                f["paraphrase"], ql["paraphrase"] = q, lang
                return
    raise AssertionError(f"no paraphrase for {f['kind']} clear of {said}")


def _never(rng: random.Random, facts: list[dict[str, Any]], spare: dict[str, list[str]],
           holders: dict[str, set[str]], asked: dict[str, set[str]],
           owners: dict[str, set[str]]) -> tuple[list[str], list[tuple[str, str, str]],
                                                 list[str]]:
    """90 questions nothing said answers: 45 naming a member (15 a topic's question of a
    member who spoke of it only in passing or was asked and never answered, 15 a detail no
    line gives of a member's own topic, 15 an unsaid value put to a member with nothing on
    its topic), 45 naming no one (30 an unsaid value in a keyword question, 15 things
    nobody did); with the words whose absence from the messages makes each unanswerable."""
    out: list[str] = []
    about: list[tuple[str, str, str]] = []
    probes: list[str] = []
    passing = sorted({(k, m) for k in KINDS for m in holders[k] | asked[k]})
    rng.shuffle(passing)
    for kind, m in passing[:15]:
        out.append(TOPICS[kind]["part"][rng.choice(("zh", "en"))].replace("{n}", m))
        about.append((kind, m, "passing"))
    for f in rng.sample(facts, 15):
        q, pr = TOPICS[f["kind"]]["unsaid"][rng.choice(("zh", "en"))]
        out.append(q.replace("{n}", f["name"]))
        about.append((f["kind"], f["name"], "detail"))
        probes += pr
    kinds = rng.sample(KINDS, len(KINDS)) + rng.sample(KINDS, 1)
    for kind in kinds:
        m = rng.choice([m for m in MEMBERS if m not in owners[kind]])
        y = spare[kind].pop()
        q = TOPICS[kind]["guess"][rng.choice(("zh", "en"))]
        out.append(q.replace("{n}", m).replace("{y}", y))
        about.append((kind, m, "value"))
        probes.append(y)
    for _ in range(30):  # from the topics with the most values left
        most = max(len(v) for v in spare.values())
        kind = rng.choice([k for k in KINDS if len(spare[k]) == most])
        y = spare[kind].pop()
        out.append(TOPICS[kind]["kw"][rng.choice(("zh", "en"))].replace("{x}", y))
        probes.append(y)
    for q, pr in rng.sample(NOBODY, 15):
        out.append(q)
        probes += pr
    return out, about, probes


# -- the set ----------------------------------------------------------------------------

def twenty_third_set(seed: int = 2323) -> Set:
    """The held-out twenty-third set (see the module's docstring)."""
    rng = random.Random(seed)
    cal = _calendar()
    facts = _facts(rng)
    g = _Gen(rng)
    days = [2 + (i * (DAYS - 10)) // len(facts) for i in range(len(facts))]
    rng.shuffle(days)
    busy: dict[str, set[str]] = {kind: set() for kind in KINDS}
    for f in facts:
        busy[f["kind"]].add(f["name"])
    lists = {kind: sum(f["shape"] == "jielong" and f["kind"] == kind for f in facts)
             for kind in KINDS}
    qa_no = 0
    for k, f in enumerate(facts):
        info = cal[days[k]]
        if f["shape"] == "jielong":  # four members a topic left for the passing lines
            most = (len(MEMBERS) - 6 - 4) // lists[f["kind"]]
            assert most >= 2, lists
            _jielong(g, k, f, info, busy[f["kind"]], most)
            busy[f["kind"]] |= {m for m, _ in f["entries"]}
        elif f["shape"] in ("late", "correction"):
            (_late if f["shape"] == "late" else _correction)(g, k, f, info, cal)
        elif f["shape"] == "qa":
            qa_no += 1
            _qa(g, k, f, info, qa_no)
        else:
            SCRIPT[f["shape"]](g, k, f, info)
    for k, f in enumerate(facts):
        ev = sorted({_day(r[0]) for r in g.recs if r[3] == k and r[4] == "evidence"})
        _around(g, k, f, cal, ev)
    owners = {kind: set(ms) for kind, ms in busy.items()}  # facts and 接龙 entries
    holders, asked = _passing(g, busy, cal)
    scripted, scale = list(g.recs), 1.0
    for attempt in range(16):  # the days drawn again until about 3,000 lines
        g.recs = list(scripted)
        g.rng = random.Random(seed * 1000 + attempt)
        _days(g, cal, scale)
        size = sum(1 for r in g.recs if T0 < r[0] < END - MINUTE)
        if 2930 <= size <= 3070:
            break
        scale *= 1 + 1.2 * (3000 - size) / size
    recs = sorted(((i, r) for i, r in enumerate(g.recs) if T0 < r[0] < END - MINUTE),
                  key=lambda x: (x[1][0], x[0]))
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
        if f["shape"] == "reported":
            f["confirmed_at"] = f.pop("_confirm")[0]
        f.pop("_list", None)
        f["carrier"] = (f.pop("poster") if f["shape"] in ("notice", "qa")
                        else f.pop("reporter") if f["shape"] == "reported" else f["name"])
        texts = [said_at[t] for t in f["evidence"]]
        line = texts[-1].rsplit("\n", 1)[-1] if f["shape"] == "jielong" else " ".join(texts)
        f["lang"] = _lang(line, (*MEMBERS, f.get("earlier", "")), f["detail"])
        f["rare"] = [f["detail"]]
    plain = [(k, c) for k, f in enumerate(facts) if f["lang"] != "mix" for c in CLASSES]
    crossed = set(rng.sample(plain, round(FLIP * len(plain))))
    for k, f in enumerate(facts):
        if f["lang"] == "mix":
            f["q_lang"] = {c: rng.choice(("zh", "en")) for c in CLASSES}
        else:
            other = "en" if f["lang"] == "zh" else "zh"
            f["q_lang"] = {c: other if (k, c) in crossed else f["lang"] for c in CLASSES}
        _questions(rng, f, [said_at[t] for t in f["evidence"]])
    taken = {v for f in facts for v in (f["detail"], f.get("earlier", "")) if v}
    spare = {kind: [v for v in tp["vals"] if v not in taken] for kind, tp in TOPICS.items()}
    for vals in spare.values():
        rng.shuffle(vals)
    never, about, probes = _never(rng, facts, spare, holders, asked, owners)
    chatter = rng.sample(CHATTER, 90)
    s = Set("twenty_third", messages, facts, never, chatter, classes=CLASSES,
            members=dict(QQ))
    _check(s, said_at, owners, about, probes)
    return s


def _check(
    s: Set,
    said_at: dict[float, str] | None = None,
    owners: dict[str, set[str]] | None = None,
    about: list[tuple[str, str, str]] | None = None,
    probes: list[str] | None = None,
) -> None:
    """The set's own checks (see the module's docstring)."""
    import collections

    texts, times, said_at = check_messages(s, said_at, T0, END, (2930, 3070))
    assert 80 <= len(s.facts) <= 90 and s.classes == CLASSES
    shapes = collections.Counter(f["shape"] for f in s.facts)
    assert set(shapes) == set(SHAPES) and set(shapes.values()) == {7}, shapes
    assert len(s.members) == 16 and len(TOPICS) == 14
    every = [v for tp in TOPICS.values() for v in tp["vals"]]
    of = {v: kind for kind, tp in TOPICS.items() for v in tp["vals"]}
    for tp in TOPICS.values():
        assert sum(v.isascii() for v in tp["vals"]) == 6 and len(tp["vals"]) == 12, tp["vals"]
    assert len({v.lower() for v in every}) == len(every), "every value its own"
    for v in every:
        assert not any(v.lower() in o.lower() for o in every if o != v), v
        assert not any(m.lower() in v.lower() or v.lower() in m.lower() for m in MEMBERS), v
    for tp in TOPICS.values():
        for _, entries in tp["jl"].values():
            for e in entries:
                assert not any(v.lower() in e.lower() for v in every), e
    assert len({(f["kind"], f["name"]) for f in s.facts}) == len(s.facts), "once a topic"
    per = collections.Counter(f["name"] for f in s.facts)
    assert set(per) == set(MEMBERS) and set(per.values()) <= {5, 6}, per
    low = [t.lower() for t in texts]
    index = {at: i for i, at in enumerate(times)}

    def by(at: float, who: str) -> bool:
        return f"] {who}({s.members[who]}): " in texts[index[at]]

    home: dict[str, list[float]] = {}
    for f in s.facts:
        x, n, ev, shape, c = f["detail"], f["name"], f["evidence"], f["shape"], f["carrier"]
        assert of[x] == f["kind"] and ev == sorted(ev) and all(at in index for at in ev), f
        assert len(ev) == (2 if shape == "split" else 1), f
        said = [said_at[at] for at in ev]
        assert all(by(at, c) for at in ev), (c, ev)
        assert (c == n) == (shape not in ("reported", "notice", "qa")), f
        assert f["uid"] == s.members[n] and x in f["keyword"] and f["rare"] == [x], f
        assert not any(m in f["keyword"] for m in MEMBERS), f["keyword"]
        for cls in ("partial", "paraphrase"):
            assert n in f[cls] and x.lower() not in f[cls].lower(), f[cls]
        drop = (*MEMBERS, x, f.get("earlier", ""))
        assert not any(_shares(f["paraphrase"], t, drop) for t in said), (f["paraphrase"], said)
        assert set(f["q_lang"]) == set(CLASSES) and f["lang"] in ("zh", "en", "mix")
        for cls in CLASSES:  # a question is in the language it is said to be in
            assert _lang(f[cls], drop) == f["q_lang"][cls], (f[cls], f["q_lang"])
        assert x in said[-1] and not any(x.lower() in t.lower() for t in said[:-1]), (x, said)
        for at in f["around"]:
            assert by(at, n) and x.lower() not in low[index[at]]
            assert at not in ev and all(abs(_day(at) - _day(e)) >= 2 for e in ev), f
        home[x] = [ev[-1]]
        if shape in TERSE_SHAPES:  # the detail said without the topic's words
            part = QUOTE.sub("", _cut(said[-1], (x, *MEMBERS))).lower()
            assert not any(w.lower() in part for w in TOPICS[f["kind"]]["words"]), said
        if shape in ("answer", "late", "reply"):
            a, asked = f["asker"], f["asked_at"]
            assert a != n and asked < ev[0] and f"@{n}" in said_at[asked] and by(asked, a), f
            assert x.lower() not in low[index[asked]]
            if shape == "late":
                assert 1 <= _day(ev[0]) - _day(asked) <= 2 and f"@{a}" in said[0], f
            else:
                assert ev[0] - asked < HOUR, f
            if shape == "reply":
                assert said[0].startswith(f"[回复 {a}：{said_at[asked]}] "), said
        if shape == "correction":
            y, e0 = f["earlier"], f["earlier_at"]
            home[y] = [e0, ev[0]]
            assert of[y] == f["kind"] and y != x and e0 < ev[0] and by(e0, n)
            assert ev[0] - e0 < 20 * MINUTE or _day(ev[0]) == _day(e0) + 1, f
            assert x.lower() not in low[index[e0]] and y in said[0] and x in said[0]
        if shape == "split":
            assert ev[1] - ev[0] <= 90 and x not in said[0], f
        if shape == "reported":  # said to the member, who confirms without it
            conf = f["confirmed_at"]
            assert said[0].startswith(f"@{n} ") and ev[0] < conf < ev[0] + HOUR, f
            assert by(conf, n) and x.lower() not in low[index[conf]], f
        if shape == "jielong":
            lines = said[0].split("\n")
            assert lines[0].startswith("#接龙") and lines[-1] == f"{len(lines) - 1}. {n} {x}", said
            entries = [f"{j + 1}. {m} {e}" for j, (m, e) in enumerate(f["entries"])]
            assert entries == lines[1:-1], said
            assert len(f["entries"]) >= 2 and n not in {m for m, _ in f["entries"]}
        if shape == "notice":
            assert said[0].startswith(("【通知】", "[Notice]")) and n in said[0], said
            assert c == (PRODUCER if n == SM else SM), f
        if shape == "long":
            i = said[0].index(x)
            assert len(said[0]) > 60 and i > 15 and len(said[0]) - i - len(x) > 15, said
        if shape == "qa":  # the detail one answer of the Q&A, neither first nor last line
            lines = said[0].split("\n")
            assert lines[0].startswith(("【后台快问快答", "[Backstage Q&A")) and n in lines[0]
            assert len(lines) == 5 and sum(x in ln for ln in lines) == 1, said
            assert x not in lines[1] and x not in lines[-1], said
            assert any(ln.endswith(("：" + x, ": " + x)) for ln in lines), said
            assert c == (SM if n == PRODUCER else PRODUCER), f
        if shape == "parody":  # a line of the play turned to the member's own detail
            assert any(w in said[0] for w in ("music be", "born", "daughters", "whirligig",
                                              "virtuous", "willow", "Journeys", "mirth",
                                              "witty fool", "country", "afraid", "well done",
                                              "音乐", "生来", "女儿", "旋转", "道德", "柳枝",
                                              "旅程", "欢笑", "傻瓜", "国土", "害怕", "好极了"))
    # every value only where it belongs: a detail in its evidence, a wrong value in the line
    # that said it and the one that corrected it, any other value nowhere
    for v in every:
        hits = [at for at, t in zip(times, low, strict=True) if v.lower() in t]
        assert hits == home.get(v, []), (v, hits)
    cross = sum(1 for f in s.facts for ql in f["q_lang"].values()
                if f["lang"] != "mix" and ql != f["lang"])
    plain = sum(1 for f in s.facts if f["lang"] != "mix") * len(CLASSES)
    assert 0.35 <= cross / plain <= 0.5, (cross, plain)
    for q in s.never:  # no value of a message in a never-said question
        assert not any(v.lower() in q.lower() for v in home), q
    if probes is not None:  # nor what would answer one anywhere in the talk
        for p in probes:
            assert not any(p.lower() in t for t in low), p
    if owners is not None and about is not None:
        # a named never-said question asks nothing a line answers: not a topic of the
        # member's facts or 接龙 entries (but a detail of it no line gives)
        facts_of = {(f["kind"], f["name"]) for f in s.facts}
        assert len(about) == 45, about
        assert collections.Counter(w for *_, w in about) == {"passing": 15, "detail": 15,
                                                              "value": 15}, about
        for kind, m, why in about:
            if why == "detail":
                assert (kind, m) in facts_of
            else:
                assert m not in owners[kind] and (kind, m) not in facts_of
    for q in s.chatter:  # chatter asks nothing about the group's past
        assert not PAST.search(q), q
    langs = _line_langs(s)
    total = sum(langs.values())
    assert 0.45 <= langs["zh"] / total <= 0.56, langs
    assert 0.28 <= langs["en"] / total <= 0.38, langs
    assert 0.11 <= langs["mix"] / total <= 0.22, langs
    check_questions(s, [*home])


def _line_langs(s: Set) -> dict[str, int]:
    import collections

    texts = (m.text().split("): ", 1)[1] for m in s.messages)
    return dict(collections.Counter(_lang(t, tuple(MEMBERS)) for t in texts))


if __name__ == "__main__":
    import collections

    print(describe(twenty_third_set, "mix"))
    s = twenty_third_set()
    print("questions", len(s.facts) * len(CLASSES), "over", len(s.facts), "facts")
    print("per member", dict(collections.Counter(f["name"] for f in s.facts)))
    print("carriers other than the member:", sum(f["carrier"] != f["name"] for f in s.facts))
    print("shapes", dict(collections.Counter(f["shape"] for f in s.facts)))
    print("line langs", _line_langs(s))
    rng = random.Random(0)
    for m in rng.sample(s.messages, 8):
        print("  ", m.text().replace("\n", " / ")[:140])
    for f in rng.sample(s.facts, 3):
        print(f["shape"], f["lang"], "|", f["keyword"], "|", f["partial"], "|", f["paraphrase"])
    print("never:", *rng.sample(s.never, 3), sep="\n  ")
    print("chatter:", *rng.sample(s.chatter, 3), sep="\n  ")
