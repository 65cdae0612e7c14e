"""A thirty-first evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code: nothing under mnemo/ (but the first 80 lines of mnemo/message.py),
mnemo_panel/, plugins/, tests/, docs/ or .ci/ was opened, read or searched while writing it, nor the
README, bench/recall.py, bench/context.py, any other bench file's body, any note or issue text, nor
any figure or score of any set; no git command was run, no search or lookup tool was used, the
recall code was never imported or called, on this set or any other, and the set was never scored
while it was written. It is not to be tuned on; its figures are to be read once, at the end. What
was read, and nothing else of the repository: the names of the files in bench/ (`ls bench`, in one
command with the grep and the first sed that follow); a grep's list of bench/recall_sets.py's
top-level names (`grep -n "^[A-Za-z_]"`: the first line of each, which shows the heads of
`third_set`'s and `long_conversation`'s tables and the functions' parameters); bench/recall_sets.py
from its docstring to the end of `second_set` (`sed -n '1,175p'`: `Set`, `_stamp`, `_user`, `_fits`,
`_other`, `DAY`, `START`, `second_set` and its tables; as in the sets before, the last lines printed
were blank lines and the comment line that heads the third set) and from `stem` to the end (`sed -n
'417,$p'`, a command of its own: `stem`, `pairs`, `check_messages`, `check_questions`, `describe`);
in bench/recall_set30.py its module docstring (printed whole by a short program, run with the
environment's python, that parsed the file with `ast` and printed `ast.get_docstring`, in one
command with `grep -n "^def thirtieth_set"`, which printed its line number, 1381, and, by a slip, a
`wc -l` of the file, which printed its line count, 1778, and nothing else) and its lines from
`thirtieth_set` to the end (`sed -n '1381,$p'`: `thirtieth_set`, `_fillers`, `_check_layout`,
`_check`, `_line_langs` and the `__main__` block), for the shape of what is returned and checked;
the openings (the first 2,500 characters) of the module docstrings of bench/recall_set4.py to
recall_set29.py, written by a short program that parsed each file with `ast` to a scratch file
outside the repository (/tmp/set31/openings.txt; in one command with the making of the scratch
directories, a `wc -c` of the file and the two reads that follow), printed from it in three pieces
cut by characters (Python slices, the tool's output limit; a `date` ran with the third); the first
80 lines of mnemo/message.py (`head -80`: its docstring, imports, constants and the `Message`
dataclass, for its constructor and `text()`) and the ruff settings in pyproject.toml (`grep -n -A
15` for `[tool.ruff`, its bracket escaped, which showed its two ruff tables, `[tool.ruff]` and
`[tool.ruff.lint]`, and reached the end of the file). Slips and side effects, besides the `wc -l`
above: `date` was run with the first `cat` of the brief and a few times after; a short program run
with the system's python3, outside the repository and importing nothing of it, worked out the date
and weekday of START + 2,076 days; small editing programs, run with the environment's python without
PYTHONDONTWRITEBYTECODE, rewrote strings of this file only and imported nothing; greps, `sed -n` and
`wc -l` were run on this file itself; at the end, to see that no cache had been written, the names
in bench/ were listed once more (`ls bench | grep -c -i pycache`, which printed 0). Nothing else was
read and no file of the repository but this one was written (PYTHONDONTWRITEBYTECODE was set for
every run that imported from it, ruff was only run with `--no-cache`). Importing mnemo.message
(through recall_sets) runs the package's __init__, so the rest of the package is loaded, never
called, whenever this set is built, as with every set that imports recall_sets; the tracebacks seen
while writing printed lines of this file, one line of recall_sets' `describe` (`s = make()`, in the
range read) and one of Python's random module. The builder's last part (each fact placed on the day
nearest its turn that works, the ordinary threads drawn and thinned a whole thread at a time to
about 3,000 lines, the pass that stamps the messages and fills in the facts, the questions'
languages drawn across), the frame of `_check`, `_check_layout` and `_fillers`, the fields of the
facts and the `__main__` block follow set 30's lines read for that purpose, and some helpers bear
the names those lines call (`_Gen`, `_facts`, `_around`, `_passing`, `_specials`, `_threads`,
`_questions`, `_never`, `_window_of`, `_next_start`, `_online`, `_cut`, `_lang`, `_shares`,
`_fact_lang`, `_body_lang`, `_line_langs`, `_layout`, `_reads`, `_writes`, `_script`, `_day`); their
bodies, the layout, the tables and the rest are this set's own. While the set was written it was run
only on its own: its `_check`, its printed lines and counts, its `_check` over seeds 1 to 40 (all
pass, each build 0.29 to 0.39 s here), its determinism under three hash seeds (0, 1 and 12345: the
same messages, facts, never-said questions and chatter for seeds 3131 and 7), and a scratch test
outside the repository (/tmp/set31/breaks/run.py) that breaks copies of the set in fifty-four ways
and sees `_check` fail on each by the assertion meant (matched on the source line of the failing
assert): a used detail in an ordinary line, an unsaid value said, a paraphrase sharing words with
its evidence, a line said while its speaker is offline, two messages out of order, a message after
the weeks, too few messages, a shape short, a keyword question without its detail or naming a
member, a partial question giving the detail, a question's or a fact's language mislabelled, an
evidence line recorded as another member's, a late answer not naming its asker, a reply without its
quote, a correction without the wrong value or with one of the other script, a split's first line
giving the detail, a terse answer naming its topic, a reported fact's confirmation before it, a 接龙
list unlike its record, a 接龙 entry recorded at another entrant's line, a long message with the
detail at its end, a guess game with the member guessing or one guess short, a morning card with the
wrong local time or city, two cards by one member in a local day, a line by a member after their
goodnight in the same window, a morning greeting in the local afternoon, a goodnight at local noon,
an evening line in the local morning, a time answer with the wrong clock or the wrong city, an
@-mention of no member, a line in a language its speaker does not write, an "around" line with the
detail or on the evidence's day, a member with a fact twice on a topic, a used value in a never-said
question, an answering word said in a line, a named never-said question on a topic the member holds,
chatter about the past or naming a member, a never-said question twice, the lines' languages skewed,
a "clock" fact without its card, a "goodnight" fact without its goodnight, too few questions across
languages, a value inside another and inside a fixed line of the tables, two windows of a member
overlapping and a window in the small hours of its member's night (the last four by changing the
module's tables or the cached layout in the test's memory, restored after; the set passes again at
the end).

It differs from the other thirty (bench/recall.py's `first_set`, recall_sets' `second_set`,
`third_set` and `long_conversation`, recall_set4's sessions of a timeline, recall_set5's point
process, recall_set6's day of threads, recall_set7's windows of interleaved threads, recall_set8's
members' presence, recall_set9's working week's agenda, recall_set10's club calendar, recall_set11's
semester of scenes, recall_set12's family's meal-time slots, recall_set13's incidents waiting on
office hours, recall_set14's chain of the group's moods, recall_set15's compound's event log,
recall_set16's guild's weekly game calendar, recall_set17's football club's fixture list,
recall_set18's daily check-in cycle, recall_set19's rescue cases, recall_set20's night market's
tide, recall_set21's wedding checklist, recall_set22's sky, recall_set23's production calendar,
recall_set24's broadcast schedules, recall_set25's ward rota, recall_set26's itinerary and phone
signal on Te Araroa, recall_set27's babies' feeds, recall_set28's hours of service, recall_set29's
voyage, recall_set30's renovation schedules) in what it is about and how it is laid out:
- the conversation is "SIS 2016届 · 天涯海角", the QQ group of sixteen old classmates of an
  international school's class of 2016 in Shanghai, now living in sixteen cities across the world's
  time zones (Chengdu, Shanghai, Singapore, Tokyo, Seoul, Sydney and Auckland; Dubai, Moscow, Berlin
  and London; Sao Paulo, Toronto, New York, Vancouver and Los Angeles), over six weeks from START +
  2,076 days (Monday 2031-09-08 to Sunday 10-19), the group's clock UTC. Nobody shares a day with
  anyone: when London says good night, Auckland is having breakfast;
- it is laid out by each member's own local day: every member has a UTC offset (a fixed one:
  daylight saving is left out) and a day's habits in their own local time (the office kind: an early
  morning, lunch, sometimes a late afternoon, the evening and a late slot; the night-owl kind: a
  late morning, early afternoon, before dinner, the evening and past midnight), each habit coming
  true on a local day with its own chance (weekdays and weekends by the member's own calendar, a
  weekend morning later) and lasting 20 to 90 minutes; the windows are turned into UTC, those
  touching the one before are dropped, and the whole is simulated once (the same for every seed,
  from a fixed generator: 1,832 windows). A member's local day begins at two in the morning and
  every window lies between six in the morning and two at night of its member's clock (checked).
  Every line is said while its speaker is online (checked, two minutes' grace for the second-apart
  stamps). What the layout makes the group say is scripted from it: a member's morning card when
  their first window of the local day opens in the morning ("【早】东京 10:04 · 周一 · 14°C" /
  "[Morning] Sao Paulo 09:27 · Sat · 29°C"), within five minutes of coming online, its city, its
  local time (to two minutes) and its local weekday the member's own, at most one a member a local
  day, sometimes with a note ("备注：今天降温", "Note: train delayed"); greetings at their local
  time of day ("早", "Morning all" before eleven, a member's own morning; "晚安", "Night all" after
  half past nine, their own night, as a window closes, after which the member says nothing more in
  that window: checked); besides, every window online opens ordinary threads, a Poisson count by its
  length and the member's talk, opened by the window's member and replied to by whoever else is
  online at each reply's time: the time zones ("时差倒不过来", "jet lag is killing me"), life abroad
  (rent, trains, visa papers, missing home food, a reunion call), the topics' words in passing
  ("机票好贵啊", "the gym was full"), reactions ("同感", "same here", "+1", "[图片]", some with an @
  of the opener); now and then the opener asks what time it is ("你们那边几点了", "what time is it
  over there?") and those online answer each with their own city and clock ("温哥华这边 21:08",
  "东京这边 14:36 already", "07:25 here in Toronto"; the city the speaker's and the time theirs to
  two minutes, checked); lines of the end of a day ("我这边刚下班， 你们呢", "can't sleep", "worked
  till 21 tonight") come only from 17:00 on the speaker's clock (checked). The threads are drawn and
  thinned at random, a whole thread at a time, to about 3,000 lines (2,990 with the default seed,
  2,990 to 2,994 over seeds 1 to 40); times strictly increasing, a second apart at least;
- numbers are in the cards (local times, temperatures), steps, kilometres, hours of overtime and
  degrees, the time answers (525 of the 2,990 lines hold a digit with the default seed), so a number
  alone is no answer;
- sixteen members of their own, each with a city, how much they talk and odds of a Chinese, English
  and mixed line (one who mixes writes and reads both scripts, the others one): 老孙 and 大伟
  (Chinese only), 周岚, 小柚 and 浩然 (Chinese, now and then mixed), 欣然, 晓峰, 子涵 and 佳琪 (all
  three), Anjali and Yuna (English-leaning, mixing), Hannah, Diego, Oscar, Liam and Noor (English
  only); a value is said, asked for, reported or guessed only by one who reads its script; lines
  about 45 % Chinese, 40 % English and 14 % mixed (1,230, 1,118 and 367 with the default seed, 275
  with no words such as "+1" or "[图片]"; zh 42.2 to 47.5 %, en 38.3 to 43.6 %, mixed 12.7 to 15.8 %
  over seeds 1 to 40; a line's language counted with members' names, numbers, markers, "@", "°C",
  "#接龙" and a reply's quote cut out, a 接龙 list by its last line);
- twelve topics of their own, each a member's own thing in the city they live in: the coffee place,
  the supermarket, the flight home, the gym, the show being watched, the new car, the pet's name,
  the gig, the Chinese restaurant, the running shoes, the book being read, the new board game; seven
  facts a topic, 84 facts, a member once a topic at most (a rotation through the members, shuffled
  by the seed), six facts for four members and five for the others; each topic's fourteen values
  seven Latin and seven Chinese (Monmouth and 瑞幸, Waitrose and 盒马, Qantas and 川航, Severance
  and 繁花, Mitski and 草东, Piranesi and 我与地坛, Wingspan and 三国杀), the English-only members'
  values Latin, the Chinese-only members' Chinese, the others' whichever script has more left;
- facts in twelve shapes, seven each (a topic's seven all different), each placed on the UTC day
  nearest its turn (days 0 to 39) that works, at a time its people are online: one message in the
  first person ("one"); another's @-question answered within minutes by a terse line without the
  topic's words ("answer"); asked while the member is offline, asleep or at work in their own time
  zone, and answered early in the member's next window online, an hour to two days later, naming the
  asker ("@Anjali 刚醒看到，是Equinox": "late"); a wrong value of the detail's script corrected 90
  seconds to 15 minutes later or early in the member's next window online, the correcting line
  holding both ("Sorry, X, not Y", "说错了，是X不是Y": "correction"); the topic in one line and the
  detail 20 to 70 seconds later, sometimes with another's "然后呢？" between ("split"); another
  member saying it to the member ("@子涵 你常去的超市是盒马对吧？"), who confirms within minutes
  without it ("reported"); a #接龙 list begun by another member three to eight hours before, two or
  three members with no fact on the topic each reposting it with their entry ("2. Diego none lol")
  as they come online, the member's entry closing it ("jielong"); a QQ reply quote of the @-question
  with the terse answer under it ("reply"); the member's day told in a long message, the detail in
  its middle ("long"); the member's riddle, two wrong guesses by others within minutes, then the
  answer ("你们猜我新买的车是哪个" / "岚图？" / "蔚来吧？" / "都不是，小鹏": "guess"); and this
  set's own two, where the detail sits in a line the member's own clock writes: the note of the
  member's morning card as their local day begins ("【早】悉尼 07:00 · 周一 · 20°C" with
  "备注：常去的超市换成胖东来了": "clock"), and the member's goodnight as a window late in their own
  evening closes, after which they say nothing more in it ("Night all, before I forget: Succession
  for my show": "goodnight"); in Chinese, English or mixed (a fact's language its evidence's, the
  detail and the wrong value cut out too, a card's by its note, a 接龙's by its last line, a line of
  the detail alone taking the detail's script: 44 zh, 32 en and 8 mixed with the default seed);
- near misses: each correction's wrong value and each guess game's two wrong guesses; the members'
  own lines on their topic two days from the evidence at least, without the detail (still choosing
  before it, "超市有推荐吗，选不出来", living with it after, "Happy with my gym so far": "around",
  71 facts, 101 lines with the default seed); two members a topic with no fact or list entry on it
  saying a line on it in passing ("说到在追的剧，我一点头绪都没有", "no idea about a new car
  myself"), and a third asked about it by an @-question never answered; the lists' other entries;
  the ordinary cards and goodnights (220 cards and 211 goodnights in all with the default seed, the
  facts' among them); the ordinary @-questions; the numbers;
- questions in the third person, three classes, templates of this set's own: "keyword" carries the
  detail and no member's name ("谁常去Woolworths买菜？", "Who signed up at 乐刻 to work out?"),
  "partial" names the member and the topic ("Yuna新入的桌游是哪个？", "Which supermarket does Oscar
  use?"), "paraphrase" names the member and shares no English content word (stemmed with
  recall_sets' `stem`, a stop list aside) and no two Chinese characters in a row with the evidence,
  the names, numbers, the detail and a wrong value aside ("子涵柴米油盐在哪家店采购？", "What does
  Yuna play at the table with friends?"; checked in code; a topic's two paraphrases are tried in
  turn, then those of the other language); 40 % of the questions of a Chinese or English fact asked
  in the other language (91 of 228 with the default seed; between 35 and 50 % and 75 at least
  checked); each question's language checked;
- never-said questions, 90: 45 name a member (15 a topic's partial question of a member who spoke of
  it only in passing or was asked and never answered; 15 a detail no line gives of a member's own
  topic: oat milk in the coffee, a loyalty card, business class, a personal trainer, how many
  seasons, a car loan, a vaccinated pet, floor seats, reservations, the shoe size, an e-book, the
  board game's edition; 15 an unsaid value put to a member with no fact or entry on its topic who
  reads its script: "Is {y} {n}'s supermarket?"), 45 name no one (30 an unsaid value in a topic's
  keyword question, 15 of eighteen things nobody did: a lottery win, a Vegas wedding, a burglary, a
  celebrity met, a driving test, a parrot, a trip round the world, a leg broken skiing, a new
  citizenship, a bakery, a fine abroad, the northern lights, a deposit on a house, a tattoo,
  surfing, a full marathon, bees on a balcony, skydiving); the words that would answer any of these
  (燕麦 / oat milk, 积分卡 / loyalty, 商务舱 / business class, 私教 / personal trainer, 几季 /
  seasons, 贷款 / loan, 疫苗 / vaccin, 内场 / floor seats, 排号 / reservation, 几码 / size, 电子版 /
  e-book, 版本 / edition, 彩票, lottery, 维加斯, vegas, 小偷, burgl, 明星, celebrit, 驾照, driving
  test, 鹦鹉, parrot, 环游, travel the world, 滑雪, skiing, 国籍, citizenship, 面包店, bakery, 罚款,
  fined, 极光, northern lights, 首付, deposit, 纹身, tattoo, 冲浪, surf, 全马, marathon, 蜜蜂, bees,
  跳伞, skydiv) and every unsaid value appear in no line (checked in code); 90 chatter turns (of
  100) a member might send the bot (translations, sums, conversions, recipes, stretches, time-zone
  sums, a birthday wish, jokes, riddles), no member named, nothing about the group's past (no
  "说过", "之前", "谁", "那天", "昨天", "上次", "刚才", "记得", "以前", "said", "who", "before",
  "yesterday", "did", "was", "last", "earlier", "remember", "ago", "told", checked in code).

The set checks itself as it is built (`_check`): recall_sets' `check_messages` (a second apart at
least, within the six weeks, 2,930 to 3,070 messages); the weeks begin after START + 2,060 days; 84
facts, seven in each of the twelve shapes; sixteen members with names apart, twelve topics of seven
Chinese and seven Latin values; every value its own and none inside another, a member's name or a
fixed line of the tables; a member once a topic, each member's count of facts, each value in a
script its member reads; the layout (no member's windows overlapping or touching, each inside its
member's waking day and 90 minutes long at most, twenty morning windows and ten late ones a member
at least); every line said while its speaker is online (two minutes' grace), nothing from a member
after their goodnight in that window, a greeting at its local time of day, an end-of-day line from
17:00 on its speaker's clock, a time answer with its speaker's city and clock (to two minutes),
every line in a language its speaker writes, every @ naming a member; each detail in the last of its
evidence lines and no other message, each wrong value in the line that said it and the correction
only, each wrong guess in its guess only, any other value nowhere; the evidence said by the fact's
carrier (another member for "reported", the member otherwise); keyword questions carrying the detail
and no member's name, partial and paraphrase ones naming the member and not the detail, paraphrases
sharing nothing with the evidence, each question in its recorded language, the fact's language that
of its evidence; the evidence within days 0 to 39; the "around" lines the member's, on the topic,
without the detail and two days from the evidence at least; terse answers, late answers, replies and
a split's second line without the topic's words; an answer after its @-question by another member
who reads the value's script, the question without the detail (within ten minutes, the answer's "@"
its asker's; a late one asked while the member was offline and answered in the member's first window
online after it, an hour to two days on, naming the asker); a reply under the quote of its question;
a correction of the detail's script made within twenty minutes or in the member's next window
online; a split's two lines within ninety seconds, the first with the topic's words; a reported fact
said to the member by one who reads its script, confirmed by the member within twenty minutes
without the detail; a 接龙 begun by another member, each entrant posting the list so far, the detail
in the list's last entry after two entries or more, none of the entrants with a fact on the topic,
the member and the entrants able to read the list's script, one list a topic; a long message's
detail away from both its ends; a guess game opened by the member with the topic's words, answered
without them within twenty minutes, two guesses by distinct others, each its recorded value in a
script its guesser and the member read; a "clock" fact in the note of the member's card, a
"goodnight" fact in a goodnight said at ten at night or later on the member's clock, within ten
minutes of the window's end; every card within five minutes of the opening of its member's first
window of the local day, a morning one, its city, local time and weekday the member's, one a member
a local day; the share of questions across languages; no used value in a never-said question and
none of the answering words in any line; named never-said questions on no topic the member's facts
or list entries hold (but the unsaid details of their own); no chatter about the past; the lines'
languages (zh 38 to 55 %, en 30 to 45 %, mixed 10 to 24 %); then recall_sets' `check_questions`. Run
it from the repository's root (`python -m bench.recall_set31` or `python bench/recall_set31.py`,
which puts the root on sys.path first) to check it is deterministic for a seed, builds in under two
seconds (0.29 to 0.39 s here), and to print its counts, its lines' languages and a few lines and
questions.

Each fact records its "evidence" (the created_at of the message(s) carrying it: two for a split),
"detail", "rare" (the detail: the word a keyword question carries), "kind" (the topic), "name" and
"uid" (the member it is about), "shape", "lang" ("zh", "en" or "mix": the evidence's), its questions
("keyword", "partial", "paraphrase") and their languages ("q_lang"), "carrier" (who said it),
"asker" and "asked_at" (for "answer", "late" and "reply"), "around" (the created_at of the member's
other lines on the topic, none with the detail), for a correction the wrong value ("earlier") and
when it was said ("earlier_at"), for a reported fact its confirmation ("confirmed_at"), for a 接龙
list its other entries ([member, entry]), when they were posted ("entries_at"), who began it
("requester", "request_at"), for a guess game its wrong guesses ("guessed"), who made them and when
("guessers", "guessed_at") and when it was opened ("opened_at"). Stamps are written in the machine's
local time (recall_sets' `_stamp`) and the days are laid out in UTC, so they read as meant where the
local time is UTC; the members' own clocks are UTC plus a fixed offset, the habits and their chances
are this set's approximations, not anyone's diary.

Noticed while writing it: the pet's topic phrase first said "毛孩子", none of the topic's words, so
an "around" line on it failed its check and the phrase became "家里宠物的名字"; the Chinese long
message was under sixty characters; a chatter turn ("a trick to remember names") held "remember";
the lines came out 48 % English and 38 % Chinese at first, so the English-only members talk less and
the bilingual ones write more Chinese; a deal of the values ran short of one script (seed 33), so
those who read one script are dealt first and a deal that runs short is dealt again; an "around"
line was placed in a window that opened on one UTC day and ran into the next, next to its evidence
(seed 22), so an "around" line keeps to the day it was meant for; "Oscar" holds "car", so a topic's
English words are looked for at a word's start with the names cut out; "你的常去的超市" read badly,
so the templates put the topic's phrase after "你" and "我" without "的"; the chatter table held
ninety turns only, so ten were added and ninety are drawn of a hundred.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import math
import random
import re
import sys
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: put the repository's root on sys.path
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.recall_sets import DAY, START, Set, _user, check_messages, check_questions, pairs, stem

MINUTE = 60.0
HOUR = 3600.0
T0 = START + 2076 * DAY  # Monday 2031-09-08 00:00 UTC, the group's clock
END = T0 + 42 * DAY
GRACE = 120.0  # the stamps are pushed a second apart at least, never this far
CLASSES = ("keyword", "partial", "paraphrase")
FLIP = 0.4  # share of a zh or en fact's questions asked in the other language
SHAPES = ("one", "answer", "late", "correction", "split", "reported", "jielong", "reply",
          "long", "guess", "clock", "goodnight")

# -- the members: where each lives (a fixed UTC offset: daylight saving is left out), what
# they write, how much they talk, what kind of day they keep -----------------------------
# (name, uid, city zh, city en, UTC offset in hours, writes, talk, habit, odds zh/en/mix)
PEOPLE: list[tuple[str, int, str, str, int, str, float, str, tuple[float, float, float]]] = [
    ("老孙", 3101, "成都", "Chengdu", 8, "zh", 1.3, "office", (1, 0, 0)),
    ("周岚", 3102, "上海", "Shanghai", 8, "bi", 1.3, "office", (0.8, 0.04, 0.16)),
    ("小柚", 3103, "东京", "Tokyo", 9, "bi", 1.1, "owl", (0.7, 0.06, 0.24)),
    ("欣然", 3104, "新加坡", "Singapore", 8, "bi", 1.2, "office", (0.5, 0.2, 0.3)),
    ("大伟", 3105, "莫斯科", "Moscow", 3, "zh", 1.3, "office", (1, 0, 0)),
    ("晓峰", 3106, "柏林", "Berlin", 1, "bi", 1.0, "owl", (0.55, 0.2, 0.25)),
    ("Hannah", 3107, "伦敦", "London", 0, "en", 1.0, "office", (0, 1, 0)),
    ("Diego", 3108, "圣保罗", "Sao Paulo", -3, "en", 0.9, "owl", (0, 1, 0)),
    ("Anjali", 3109, "多伦多", "Toronto", -5, "bi", 1.0, "office", (0.1, 0.65, 0.25)),
    ("Oscar", 3110, "纽约", "New York", -5, "en", 0.9, "office", (0, 1, 0)),
    ("子涵", 3111, "温哥华", "Vancouver", -8, "bi", 1.1, "owl", (0.6, 0.1, 0.3)),
    ("Yuna", 3112, "首尔", "Seoul", 9, "bi", 0.9, "owl", (0.1, 0.6, 0.3)),
    ("佳琪", 3113, "悉尼", "Sydney", 10, "bi", 1.0, "office", (0.6, 0.15, 0.25)),
    ("Liam", 3114, "奥克兰", "Auckland", 12, "en", 0.8, "office", (0, 1, 0)),
    ("浩然", 3115, "洛杉矶", "Los Angeles", -8, "bi", 1.0, "owl", (0.75, 0.05, 0.2)),
    ("Noor", 3116, "迪拜", "Dubai", 4, "en", 0.8, "office", (0, 1, 0)),
]
MEMBERS = [p[0] for p in PEOPLE]
QQ = {p[0]: p[1] for p in PEOPLE}
CITY = {p[0]: {"zh": p[2], "en": p[3]} for p in PEOPLE}
OFFSET = {p[0]: p[4] for p in PEOPLE}
KIND_OF = {p[0]: p[5] for p in PEOPLE}
TALK = {p[0]: p[6] for p in PEOPLE}
HABIT = {p[0]: p[7] for p in PEOPLE}
ODDS = {p[0]: p[8] for p in PEOPLE}
# the first four in the rotation below hold six facts, the others five
ROTATION = ["Hannah", "欣然", "子涵", "Oscar", "老孙", "周岚", "小柚", "大伟", "晓峰", "Diego",
            "Anjali", "Yuna", "佳琪", "Liam", "浩然", "Noor"]
FACTS_PER = {n: 6 if i < 4 else 5 for i, n in enumerate(ROTATION)}
# a local day's habits (start hour range in local time, chance on a weekday, at a weekend)
HABITS: dict[str, list[tuple[float, float, float, float]]] = {
    "office": [(6.5, 8.3, 0.8, 0.55), (12.0, 13.0, 0.6, 0.3), (15.5, 17.0, 0.2, 0.4),
               (19.0, 21.0, 0.75, 0.7), (22.0, 23.3, 0.55, 0.6)],
    "owl": [(8.0, 10.5, 0.75, 0.6), (13.0, 14.5, 0.45, 0.4), (17.0, 18.5, 0.35, 0.5),
            (20.5, 22.0, 0.7, 0.7), (23.0, 24.3, 0.6, 0.7)],
}


def _reads(n: str, script: str) -> bool:
    """Who reads what: a member who mixes reads and writes both scripts."""
    return KIND_OF[n] == "bi" or KIND_OF[n] == script


def _writes(n: str) -> tuple[str, ...]:
    return ("zh", "en", "mix") if KIND_OF[n] == "bi" else (KIND_OF[n],)


def _script(text: str) -> str:
    return "zh" if re.search(r"[\u4e00-\u9fff]", text) else "en"


# -- the topics: each a member's own thing, seven Latin and seven Chinese values ---------
TOPICS: dict[str, dict[str, Any]] = {
    "coffee": {
        "tz": "常去的咖啡店", "te": "coffee place", "t": ["咖啡", "coffee"],
        "vals": ["Monmouth", "Stumptown", "Intelligentsia", "Onibus", "Fuglen", "Sightglass",
                 "Kurasu", "瑞幸", "库迪", "挪瓦", "鹰集", "幸运咖", "隅田川", "时萃"],
        "kw": ("谁常去{x}喝咖啡？", "Who gets their coffee at {x}?"),
        "part": ("{n}常去哪家咖啡店？", "Which coffee place does {n} go to?"),
        "para": (("{n}每天提神的那杯饮料从哪儿买？", "{n}早上续命靠哪家店？"),
                 ("Where does {n} buy the drink that wakes them up?",
                  "Which shop fuels {n}'s caffeine habit?")),
        "never": ("{n}喝拿铁加不加燕麦奶？", "Does {n} take oat milk?"),
    },
    "grocery": {
        "tz": "常去的超市", "te": "supermarket", "t": ["超市", "supermarket", "grocer"],
        "vals": ["Tesco", "Waitrose", "Aldi", "Lidl", "Loblaws", "Woolworths", "Carrefour",
                 "盒马", "山姆", "永辉", "大润发", "麦德龙", "华润万家", "胖东来"],
        "kw": ("谁常去{x}买菜？", "Who does their shopping at {x}?"),
        "part": ("{n}平时去哪家超市？", "Which supermarket does {n} use?"),
        "para": (("{n}柴米油盐在哪家店采购？", "{n}囤吃的喝的一般跑哪家卖场？"),
                 ("Where does {n} stock up on food for the week?",
                  "Which chain does {n} buy milk and eggs from?")),
        "never": ("{n}在那家店办了积分卡没有？", "Does {n} have a loyalty card there?"),
    },
    "flight": {
        "tz": "回国的航班", "te": "flight home", "t": ["航班", "机票", "flight"],
        "vals": ["Lufthansa", "Emirates", "Qantas", "Cathay", "Finnair", "KLM", "Etihad",
                 "国航", "东航", "南航", "川航", "海航", "厦航", "深航"],
        "kw": ("谁订了{x}的机票回国？", "Who booked {x} to fly home?"),
        "part": ("{n}回国坐哪家航空？", "Which airline is {n} flying home with?"),
        "para": (("{n}坐谁家的飞机回老家？", "{n}探亲那趟飞机是哪个公司的？"),
                 ("Which carrier takes {n} back to see family?",
                  "What airline will carry {n} to China?")),
        "never": ("{n}回国坐的是商务舱吗？", "Is {n} flying business class?"),
    },
    "gym": {
        "tz": "办卡的健身房", "te": "gym", "t": ["健身", "gym"],
        "vals": ["PureGym", "Equinox", "Virgin Active", "Planet Fitness", "GoodLife",
                 "Basic-Fit", "Jetts", "乐刻", "超级猩猩", "威尔士", "一兆韦德", "金吉鸟",
                 "舒适堡", "中体倍力"],
        "kw": ("谁在{x}办了健身卡？", "Who signed up at {x} to work out?"),
        "part": ("{n}在哪家健身房办的卡？", "Which gym did {n} join?"),
        "para": (("{n}撸铁去的是哪个连锁？", "{n}练肌肉在哪家馆子？"),
                 ("Where does {n} lift weights?", "Which chain does {n} sweat at?")),
        "never": ("{n}请私教了吗？", "Does {n} have a personal trainer?"),
    },
    "show": {
        "tz": "在追的剧", "te": "show", "t": ["剧", "show", "series"],
        "vals": ["Severance", "Shogun", "Succession", "Fleabag", "Ted Lasso", "Bluey", "Andor",
                 "繁花", "漫长的季节", "狂飙", "庆余年", "人世间", "隐秘的角落", "三体"],
        "kw": ("谁在追{x}？", "Who is watching {x}?"),
        "part": ("{n}在追什么剧？", "What show is {n} watching?"),
        "para": (("{n}每晚守着看的是哪部？", "{n}下班后一集接一集看的叫啥？"),
                 ("What is {n} binging on TV?", "Which program keeps {n} up at night?")),
        "never": ("{n}追的那部一共几季？", "How many seasons does {n}'s one have?"),
    },
    "car": {
        "tz": "新买的车", "te": "new car", "t": ["车", "car"],
        "vals": ["Corolla", "Civic", "Outback", "Prius", "Camry", "Tiguan", "Ioniq",
                 "比亚迪", "岚图", "蔚来", "小鹏", "极氪", "问界", "五菱"],
        "kw": ("谁提了{x}？", "Who bought a {x}?"),
        "part": ("{n}买的什么车？", "What car did {n} get?"),
        "para": (("{n}代步的那辆是啥牌子？", "{n}开的是哪款四个轮子的？"),
                 ("What does {n} drive now?", "Which model sits in {n}'s garage?")),
        "never": ("{n}的车是贷款买的吗？", "Did {n} take a loan for it?"),
    },
    "pet": {
        "tz": "家里宠物的名字", "te": "pet's name", "t": ["宠物", "猫", "狗", "pet", "cat", "dog"],
        "vals": ["Biscuit", "Pickles", "Nugget", "Waffles", "Clementine", "Bagel", "Marmite",
                 "年糕", "汤圆", "煤球", "豆包", "芝麻", "团子", "元宝"],
        "kw": ("谁家的毛孩子叫{x}？", "Whose pet is called {x}?"),
        "part": ("{n}家的宠物叫什么？", "What is {n}'s pet called?"),
        "para": (("{n}养的小家伙取了啥名？", "{n}家那只四条腿的叫什么？"),
                 ("What name did {n} give the furry one at home?",
                  "How does {n} call their little animal?")),
        "never": ("{n}家的宠物打疫苗了吗？", "Is {n}'s animal vaccinated?"),
    },
    "gig": {
        "tz": "要去的演唱会", "te": "gig", "t": ["演唱会", "乐队", "gig", "band", "concert"],
        "vals": ["Coldplay", "Radiohead", "Oasis", "Arctic Monkeys", "Bon Iver", "Fontaines",
                 "Mitski", "五月天", "陈奕迅",
                 "草东", "万能青年旅店", "告五人", "落日飞车", "痛仰"],
        "kw": ("谁抢到了{x}的票？", "Who has tickets for {x}?"),
        "part": ("{n}要去看谁的演唱会？", "Which gig is {n} going to?"),
        "para": (("{n}买票要听哪位唱歌？", "{n}打算去现场听谁？"),
                 ("Whose live show will {n} see?", "Which act is {n} off to hear?")),
        "never": ("{n}的票是内场吗？", "Did {n} get floor seats?"),
    },
    "food": {
        "tz": "常去的中餐馆", "te": "Chinese restaurant", "t": ["中餐", "餐馆", "restaurant"],
        "vals": ["Haidilao", "Din Tai Fung", "Barshu", "Dumpling Legend", "Xiaolongkan",
                 "Tasty Pot", "Nan Xiang", "湊湊", "大龙燚", "太二", "西贝", "费大厨", "眉州东坡",
                 "南京大牌档"],
        "kw": ("谁常去{x}吃饭？", "Who eats at {x}?"),
        "part": ("{n}常去哪家中餐馆？", "Which Chinese restaurant does {n} go to?"),
        "para": (("{n}想家了会去哪儿解馋？", "{n}馋家乡味道时去哪家店？"),
                 ("Where does {n} go when homesick for dumplings?",
                  "Which place feeds {n} a taste of home?")),
        "never": ("{n}常去的那家要排号吗？", "Does that place take reservations for {n}?"),
    },
    "shoes": {
        "tz": "新跑鞋", "te": "running shoes", "t": ["跑鞋", "跑步", "shoes", "running"],
        "vals": ["Hoka", "Asics", "Brooks", "Saucony", "Mizuno", "Altra", "On Cloud",
                 "李宁", "特步", "安踏", "必迈", "鸿星尔克", "匹克", "乔丹体育"],
        "kw": ("谁买了{x}的跑鞋？", "Who got {x} running shoes?"),
        "part": ("{n}的跑鞋是什么牌子？", "Which running shoes did {n} buy?"),
        "para": (("{n}晨练脚上穿的是哪家？", "{n}练长距离穿谁家的？"),
                 ("What brand is on {n}'s feet for jogging?",
                  "Whose trainers does {n} jog in?")),
        "never": ("{n}的鞋穿几码？", "What size does {n} wear?"),
    },
    "book": {
        "tz": "在读的书", "te": "book", "t": ["书", "book", "reading"],
        "vals": ["Middlemarch", "Circe", "Piranesi", "Shuggie Bain", "Stoner", "Babel",
                 "Pachinko", "围城", "白鹿原", "额尔古纳河右岸", "长安的荔枝", "置身事内",
                 "我与地坛", "平凡的世界"],
        "kw": ("谁在读{x}？", "Who is reading {x}?"),
        "part": ("{n}在读什么书？", "What book is {n} reading?"),
        "para": (("{n}睡前翻的是哪本？", "{n}最近捧着看的叫啥名？"),
                 ("What is {n} turning the pages of at bedtime?",
                  "Which title keeps {n} company on the train?")),
        "never": ("{n}看的是电子版吗？", "Is {n} on an e-book?"),
    },
    "boardgame": {
        "tz": "新入的桌游", "te": "board game", "t": ["桌游", "board game"],
        "vals": ["Catan", "Wingspan", "Carcassonne", "Codenames", "Dixit", "Splendor",
                 "Ticket to Ride", "三国杀", "狼人杀", "阿瓦隆", "卡坦岛", "德国心脏病",
                 "花砖物语", "妙探寻凶"],
        "kw": ("谁入了{x}？", "Who bought {x}?"),
        "part": ("{n}新入的桌游是哪个？", "Which board game did {n} get?"),
        "para": (("{n}周末跟朋友在桌上玩的是啥？", "{n}聚会拿出来玩的那盒叫什么？"),
                 ("What does {n} play at the table with friends?",
                  "Which box comes out when {n} has people over?")),
        "never": ("{n}的桌游是哪个版本？", "Which edition does {n} have?"),
    },
}
KINDS = list(TOPICS)
# the words that answer a never-said question about a member's own topic, one list a topic
NEVER_PROBES = {
    "coffee": ["燕麦", "oat milk"], "grocery": ["积分卡", "loyalty"],
    "flight": ["商务舱", "business class"], "gym": ["私教", "personal trainer"],
    "show": ["几季", "seasons"], "car": ["贷款", "loan"], "pet": ["疫苗", "vaccin"],
    "gig": ["内场", "floor seats"], "food": ["排号", "reservation"],
    "shoes": ["几码", "size"], "book": ["电子版", "e-book"], "boardgame": ["版本", "edition"],
}
# things nobody did (a question, its words that would answer it)
NOBODY: list[tuple[str, str, list[str]]] = [
    ("谁中了彩票？", "Who won the lottery?", ["彩票", "lottery"]),
    ("谁在拉斯维加斯结婚了？", "Who got married in Vegas?", ["维加斯", "vegas"]),
    ("谁家被小偷光顾了？", "Whose flat got burgled?", ["小偷", "burgl"]),
    ("谁偶遇了大明星？", "Who bumped into a celebrity?", ["明星", "celebrit"]),
    ("谁考到驾照了？", "Who passed a driving test?", ["驾照", "driving test"]),
    ("谁养了鹦鹉？", "Who adopted a parrot?", ["鹦鹉", "parrot"]),
    ("谁辞职去环游世界了？", "Who quit to travel the world?", ["环游", "travel the world"]),
    ("谁滑雪摔断了腿？", "Who broke a leg skiing?", ["滑雪", "skiing"]),
    ("谁入了外国国籍？", "Who changed citizenship?", ["国籍", "citizenship"]),
    ("谁开了面包店？", "Who opened a bakery?", ["面包店", "bakery"]),
    ("谁在国外被罚款了？", "Who got fined abroad?", ["罚款", "fined"]),
    ("谁看到极光了？", "Who saw the northern lights?", ["极光", "northern lights"]),
    ("谁付了首付？", "Who put down a deposit on a house?", ["首付", "deposit"]),
    ("谁去纹身了？", "Who got a tattoo?", ["纹身", "tattoo"]),
    ("谁学会冲浪了？", "Who learned to surf?", ["冲浪", "surf"]),
    ("谁跑完了全马？", "Who finished a full marathon?", ["全马", "marathon"]),
    ("谁在阳台养蜜蜂？", "Who keeps bees on the balcony?", ["蜜蜂", "bees"]),
    ("谁去跳伞了？", "Who went skydiving?", ["跳伞", "skydiv"]),
]
PROBES = [p for ps in NEVER_PROBES.values() for p in ps] + [p for *_, ps in NOBODY for p in ps]

# -- what the facts' lines say ({tz}/{te} the topic, {x} the detail, {a} the other) ------
ONE = {"zh": ["说一下，我{tz}定了，{x}", "我{tz}现在固定是{x}了", "汇报一下：{tz}选了{x}"],
       "en": ["FYI my {te} is {x} now", "Settled it: {x} is my {te}",
              "Update from me: {x} for the {te}"],
       "mix": ["我{tz} finally 定了，{x}", "{tz}这边 update 一下：{x}"]}
ASK = {"zh": ["@{n} 你{tz}是哪个？", "@{n} 问下你{tz}定了没"],
       "en": ["@{n} which {te} did you go with?", "@{n} what's your {te} these days?"],
       "mix": ["@{n} 你{tz} 是哪个 btw?"]}
TERSE = {"zh": ["@{a} {x}吧", "@{a} {x}，强推", "@{a} 目前是{x}"],
         "en": ["@{a} {x}, why?", "@{a} {x} :)", "@{a} {x} for now"],
         "mix": ["@{a} {x} 哈哈", "@{a} 目前 {x}"]}
LATE = {"zh": ["@{a} 才看到，{x}", "@{a} 刚醒看到，是{x}"],
        "en": ["@{a} just saw this, {x}", "@{a} sorry, timezones! {x}"],
        "mix": ["@{a} 才看到 sorry，{x}"]}
WRONG = {"zh": ["我{tz}是{y}", "我{tz}最后选的{y}"],
         "en": ["My {te} is {y}", "Went with {y} for the {te}"],
         "mix": ["我{tz} 是 {y} btw"]}
CORRECT = {"zh": ["说错了，是{x}不是{y}", "更正：{x}，不是{y}"],
           "en": ["Sorry, {x}, not {y}", "Correction: {x}, not {y}"],
           "mix": ["打错了 sorry，是{x}不是{y}"]}
SPLIT1 = {"zh": ["我{tz}终于定下来了", "跟你们说我{tz}的事"], "en": ["My {te} is finally sorted",
                                                          "Quick one about my {te}"],
          "mix": ["我{tz}终于 sorted 了"]}
SPLIT2 = {"zh": ["就是{x}", "{x}！"], "en": ["{x}, that's the one", "It's {x}"],
          "mix": ["就是 {x} lol"]}
THEN = {"zh": ["然后呢？", "哪个？"], "en": ["and?", "which one?"], "mix": ["然后呢 lol"]}
REPORT = {"zh": ["@{n} 听说你{tz}换成{x}了？", "@{n} 你{tz}是{x}对吧？"],
          "en": ["@{n} heard your {te} is {x} now?", "@{n} so your {te} is {x}, right?"],
          "mix": ["@{n} 听说你{tz} 是 {x} 了 right?"]}
CONFIRM = {"zh": ["对哈哈", "是的是的", "消息真灵通"],
           "en": ["yep!", "haha yes", "news travels fast"],
           "mix": ["对 lol", "yes 是的"]}
JL_HEAD = {"zh": "#接龙 大家{tz}都是哪个？", "en": "#接龙 what's everyone's {te}?"}
JL_ENTRY = {"zh": ["还没定", "在纠结", "没有哈哈", "下个月再说"],
            "en": ["not sure yet", "still deciding", "none lol", "ask me next month"]}
LONG = {"zh": ["今天好忙，早上开了两个会，中午随便吃了点，下午顺便把{tz}定成了{x}，"
               "晚上还得加班改方案，改完估计又是半夜了，你们那边现在几点，都在干嘛"],
        "en": ["Long day here: two meetings before lunch, then errands, and I finally "
               "picked {x} as my {te}, after that a call with my parents and laundry"],
        "mix": ["今天 super busy，上午两个 meeting，下午顺便把{tz}定成了{x}，晚上还要 call "
                "爸妈，然后洗衣服收拾房间，你们那边现在几点了"]}
GUESS_OPEN = {"zh": ["猜猜我{tz}选了哪个", "你们猜我{tz}是哪个"],
              "en": ["Guess my {te}", "Bet you can't guess my {te}"],
              "mix": ["猜猜我{tz} 是哪个 lol"]}
GUESS = {"zh": ["{y}吧？", "{y}？"], "en": ["{y}?", "is it {y}?"]}
REVEAL = {"zh": ["不对，是{x}！", "都不是，{x}"], "en": ["Nope, {x}!", "Wrong! {x}"],
          "mix": ["都不对 haha，{x}！"]}
NOTE = {"zh": ["备注：{tz}换成{x}了", "备注：顺便说下{tz}定了{x}"],
        "en": ["Note: switched my {te} to {x}", "Note: {x} is my {te} now"],
        "mix": ["备注：{tz} 换成 {x} 了"]}
PLAIN_NOTE = {"zh": ["备注：下雨了", "备注：今天降温", "备注：又要加班", "备注：周五了"],
              "en": ["Note: raining again", "Note: long day ahead", "Note: Friday vibes",
                     "Note: train delayed"],
              "mix": ["备注：今天 WFH"]}
NIGHT_NOTE = {"zh": ["晚安～睡前说一声，{tz}定了{x}", "晚安各位，{tz}最后是{x}"],
              "en": ["Night all, before I forget: {x} for my {te}",
                     "Night all! {te} sorted, {x}"],
              "mix": ["晚安 all～{tz} 最后 pick 了 {x}"]}
AROUND = {"zh": ["{tz}还在纠结", "{tz}有推荐吗，选不出来"],
          "en": ["Still can't decide on a {te}", "Any tips for a {te}? stuck"],
          "mix": ["{tz} 还在纠结 help"]}
AFTER = {"zh": ["{tz}用着挺满意", "{tz}还不错哈哈"],
         "en": ["Happy with my {te} so far", "The {te} is working out"],
         "mix": ["{tz} 挺 nice 的"]}
PASSING = {"zh": ["说到{tz}，我一点头绪都没有", "{tz}这种事我一直拖着"],
           "en": ["no idea about a {te} myself", "I keep putting off the {te} thing"],
           "mix": ["{tz} 我还没 figure out"]}
CARD = {"zh": "【早】{city} {hh}:{mm} · {wd} · {c}°C",
        "en": "[Morning] {city} {hh}:{mm} · {wd} · {c}°C"}
WD = {"zh": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
      "en": ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]}
CARD_RE = re.compile(r"^(?:【早】|\[Morning\] )(.+?) (\d\d):(\d\d) · (\S+) · (-?\d+)°C$")
MORNING = {"zh": ["早", "早上好", "早安各位"], "en": ["Morning all", "Good morning"],
           "mix": ["早 everyone"]}
NIGHT = {"zh": ["晚安", "晚安各位", "睡了睡了 晚安"], "en": ["Night all", "night night"],
         "mix": ["晚安 all"]}
MORNING_RE = re.compile(r"^(早$|早上好|早安|早 everyone|Morning all|Good morning)")
NIGHT_RE = re.compile(r"^(晚安|睡了睡了|Night all|night night)")
OPEN = {
    "zh": ["今天下雨了，烦", "这边{d}度，冷死了",
           "时差倒不过来",
           "有人醒着吗", "刚开完会累死", "周末有空视频吗", "这边房租又涨了", "地铁又停运了",
           "今天做了红烧肉", "想吃家里的饺子了", "同学聚会什么时候搞",
           "班主任的生日快到了吧", "今天走了{d}步", "又胖了{d}斤",
           "咖啡又涨价了", "超市人好多", "机票好贵啊", "健身房今天人爆满", "最近没什么好剧",
           "停车好难", "家里猫又拆家了", "演唱会门票秒没", "想吃中餐了", "跑了{d}公里",
           "最近没时间看书", "周末约桌游吗", "签证材料准备好了", "搬家太累了"],
    "en": ["raining again here", "{d} degrees today, freezing",
           "jet lag is killing me", "anyone awake?", "back-to-back meetings ugh",
           "video call this weekend?", "rent went up again", "trains are down again",
           "miss home food so much", "when's the reunion call",
           "{d}k steps today", "coffee is so expensive now",
           "the supermarket was packed", "flights are insane this year", "the gym was full",
           "nothing good to watch lately", "parking here is a nightmare",
           "my cat knocked everything over", "concert tickets sold out in minutes",
           "craving Chinese food", "ran {d}k this morning", "no time for books lately",
           "board game night anyone?", "visa paperwork done finally", "moving flats is hell"],
    "mix": ["今天 meeting 开到好晚", "刚 submit 完 report 累死", "这边 weather 太好了",
            "jet lag 还没倒过来", "有没有人 online 哈哈", "周末 video call 吗",
            "想吃火锅 so bad", "这周 deadline 好多", "房东又 raise rent 了"],
}
# said only in the member's own evening or night (local 17:00 on), checked
EVENING = {"zh": ["我这边刚下班，你们呢", "加班到{d}点", "又熬夜了"],
           "en": ["just got off work, you guys?", "worked till {d} tonight", "can't sleep"],
           "mix": ["又 overtime 到{d}点"]}
EVENING_RE = re.compile("^(" + "|".join(
    re.escape(e).replace(re.escape("{d}"), r"\d+") for side in EVENING.values() for e in side)
    + ")$")
# the time zones asked about, each answer the speaker's own city and local time (checked)
TIME_Q = {"zh": "你们那边几点了", "en": "what time is it over there?",
          "mix": "你们那边 what time 了"}
TIME_A = {"zh": "{city}这边 {hh}:{mm}", "en": "{hh}:{mm} here in {city}",
          "mix": "{city}这边 {hh}:{mm} already"}
TIME_A_RE = re.compile(r"^(?:(\S+?)这边 (\d\d):(\d\d)(?: already)?|(\d\d):(\d\d) here in (.+))$")
REPLY = {"zh": ["哈哈哈", "同感", "真的假的", "羡慕", "好家伙", "确实", "我这边也是", "注意身体",
                "冲",
                "太惨了", "抱抱"],
         "en": ["lol", "same here", "haha", "nice", "omg", "ugh", "true", "jealous", "sounds fun",
                "hang in there"],
         "mix": ["哈哈 same", "真的 lol", "好 jealous", "太 real 了", "抱抱 hang in there"],
         "none": ["+1", "[图片]", "[表情]", "？", "6"]}
CHATTER = [
    "帮我把'周末愉快'翻译成英文", "translate 'happy holidays' into Chinese please",
    "一杯米等于多少克", "how many tablespoons in a cup?", "给我讲个冷笑话", "tell me a joke",
    "推荐一个番茄炒蛋的做法", "how do I boil an egg soft?", "东京和伦敦差几个小时",
    "what's 8 hours behind UTC?", "帮我写一句生日祝福", "write a short birthday wish",
    "怎么倒时差比较快", "tips for beating jet lag?", "北京现在几点",
    "what time is it in Sydney now",
    "帮我算一下 37 乘 24", "what's 15% of 80?", "给我取个英文名", "suggest a name for a goldfish",
    "怎么煮一锅好喝的排骨汤", "recipe for banana bread please", "推荐几个伸展动作",
    "a quick stretch for my neck?", "写一首关于月亮的短诗", "write a haiku about rain",
    "周末在家可以做什么", "ideas for a rainy Sunday", "怎么跟房东说要修热水器",
    "how to ask my landlord to fix the heater", "帮我把这句话改得礼貌一点：快点回复",
    "make this polite: reply asap", "感冒了吃什么好", "what helps a sore throat?",
    "怎么做手冲", "how long to steep green tea?", "介绍一下中秋节", "explain Mid-Autumn Festival",
    "冬令时是什么", "what is daylight saving time", "给我一个记单词的方法",
    "a trick to learn new words", "用英文怎么说'加油'", "how do you say 'cheers' in Chinese",
    "推荐一个放松的呼吸练习", "a breathing exercise to relax", "怎么叠衬衫不皱",
    "how to fold a fitted sheet", "帮我起个群公告标题", "title for a group call invite",
    "番茄能放冰箱吗", "can I freeze cooked rice?", "怎么快速入睡", "how to fall asleep faster",
    "给我出一道脑筋急转弯", "give me a riddle", "饺子馅怎么调", "how to fold dumplings",
    "怎么给绿萝浇水", "how often to water a cactus", "帮我规划一个下午的散步路线",
    "plan a one-hour walk loop idea", "写一句给爸妈的问候", "a short message for my parents",
    "怎么练字比较快", "how to improve handwriting", "一周的早餐吃什么好", "easy breakfast ideas",
    "帮我想个周末视频的游戏", "a party game for a video call", "什么是时区",
    "how many time zones are there", "夸夸我", "cheer me up please", "怎么泡一壶好茶",
    "how to make cold brew at home", "帮我把 10 英里换成公里", "convert 30 Celsius to Fahrenheit",
    "用三个词形容秋天", "three words for autumn", "给我讲讲月亮为什么有阴晴圆缺",
    "why does the moon have phases", "怎么清洗运动水壶", "how to clean a water bottle",
    "推荐一种简单的折纸", "how to fold a paper crane", "一个人吃饭怎么做两个菜",
    "dinner for one in 20 minutes", "怎么写一张感谢卡", "how to write a thank-you card",
    "帮我把 5 磅换算成公斤", "how many grams in an ounce?", "怎么用英文写请假邮件",
    "write a two-line poem about the sea", "教我一个简单的魔术", "how to say thank you in Korean",
    "怎么把衣服上的油渍洗掉", "how long to boil pasta?", "给我讲一个关于海洋的冷知识",
    "a fun fact about octopuses",
]
PAST = re.compile(r"说过|之前|谁|那天|昨天|上次|刚才|记得|以前|\bsaid\b|\bwho\b|before|yesterday|"
                  r"\bdid\b|\bwas\b|\blast\b|earlier|remember|\bago\b|\btold\b", re.I)
STOP = {"the", "a", "an", "is", "are", "was", "do", "does", "did", "what", "which", "who",
        "whose", "where", "how", "my", "your", "their", "them", "they", "to", "of", "for", "at",
        "on", "in", "with", "and", "it", "s", "that", "this", "from", "by", "up", "when", "now",
        "be", "has", "have", "go", "get", "got", "i", "you", "me", "so", "off", "one", "will",
        "back"}
MENTION = re.compile(r"@(\S+)")


# -- time ------------------------------------------------------------------------------

def _day(t: float) -> int:
    """The UTC day of the weeks (0 is Monday 2031-09-08)."""
    return int((t - T0) // DAY)


def _local(n: str, t: float) -> float:
    """Seconds since T0 on the member's own clock."""
    return t - T0 + OFFSET[n] * HOUR


def _lhour(n: str, t: float) -> float:
    """The member's local hour, a night's small hours counted on as 24 to 26."""
    h = (_local(n, t) % DAY) / HOUR
    return h + 24 if h < 2 else h


def _lday(n: str, t: float) -> int:
    """The member's local day, which begins at two in the morning."""
    return int((_local(n, t) - 2 * HOUR) // DAY)


def _weekday(ld: int) -> int:
    return ld % 7


# -- the layout: each member's windows online, from their local day ----------------------

@functools.lru_cache(maxsize=1)
def _layout() -> dict[str, list[tuple[float, float]]]:
    """Each member's windows online in UTC, simulated once from a fixed generator: every
    local day, each habit comes true with its own chance and lasts 20 to 90 minutes;
    a window touching the one before is dropped."""
    rng = random.Random(31)
    out: dict[str, list[tuple[float, float]]] = {}
    for n in MEMBERS:
        wins: list[tuple[float, float]] = []
        for ld in range(-2, 44):
            weekend = _weekday(ld) >= 5
            for h0, h1, p_wd, p_we in HABITS[HABIT[n]]:
                if rng.random() >= (p_we if weekend else p_wd):
                    continue
                start = h0 + rng.random() * (h1 - h0) + (0.7 if weekend and h0 < 11 else 0.0)
                length = rng.uniform(20, 90) * MINUTE
                s = T0 + ld * DAY + start * HOUR - OFFSET[n] * HOUR
                wins.append((round(s), round(s + length)))
        wins.sort()
        kept: list[tuple[float, float]] = []
        for w in wins:
            if (not kept or kept[-1][1] + 5 * MINUTE < w[0]) and T0 < w[0] and w[1] < END - HOUR:
                kept.append(w)
        out[n] = kept
    return out


@functools.lru_cache(maxsize=1)
def _starts() -> dict[str, list[float]]:
    return {n: [s for s, _ in ws] for n, ws in _layout().items()}


def _window_of(n: str, t: float, grace: float = 0.0) -> tuple[float, float] | None:
    """The member's window online at `t` (the windows are apart by more than the grace)."""
    ws = _layout()[n]
    i = bisect.bisect_right(_starts()[n], t + grace) - 1
    if i >= 0 and ws[i][0] - grace <= t <= ws[i][1] + grace:
        return ws[i]
    return None


def _online(n: str, t: float, grace: float = 0.0) -> bool:
    return _window_of(n, t, grace) is not None


def _next_start(n: str, t: float) -> float | None:
    return next((s for s, _ in _layout()[n] if s > t), None)


def _wins_on(n: str, d: int) -> list[tuple[float, float]]:
    return [w for w in _layout()[n] if _day(w[0]) == d]


def _first_of_lday(n: str, w: tuple[float, float]) -> bool:
    """A window that opens the member's local day, in the morning (a card's window)."""
    ld = _lday(n, w[0])
    first = next(x for x in _layout()[n] if _lday(n, x[0]) == ld)
    return first == w and 6 <= _lhour(n, w[0]) < 11.5


# -- the generator's state -----------------------------------------------------------------

class _Gen:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.recs: list[list[Any]] = []  # [t, who, text, fact index or -1, role]
        self.nights: dict[str, list[float]] = {n: [] for n in MEMBERS}
        self.carded: set[tuple[str, int]] = set()

    def add(self, t: float, who: str, text: str, k: int = -1, role: str = "") -> None:
        self.recs.append([t, who, text, k, role])

    def can(self, n: str, t: float) -> bool:
        """Online, and not after their own goodnight in this window."""
        w = _window_of(n, t)
        if w is None or not T0 < t < END - HOUR:
            return False
        return not any(w[0] <= nt < t for nt in self.nights[n])

    def quiet_after(self, n: str, t: float) -> bool:
        """No line of the member's later in the window (a goodnight's condition)."""
        w = _window_of(n, t)
        assert w is not None
        return not any(r[1] == n and t <= r[0] <= w[1] + GRACE for r in self.recs)

    def lang(self, n: str) -> str:
        zh, en, _ = ODDS[n]
        r = self.rng.random()
        return "zh" if r < zh else "en" if r < zh + en else "mix"

    def lang_for(self, n: str, x: str) -> str:
        """A language the member writes in which a line carrying `x` makes sense."""
        for _ in range(20):
            lang = self.lang(n)
            if lang != "en" or x.isascii():
                return lang
        return "mix" if KIND_OF[n] == "bi" else KIND_OF[n]

    def pick(self, table: dict[str, Any], lang: str, **kw: str) -> str:
        side = table[lang]
        text = side if isinstance(side, str) else self.rng.choice(side)
        return text.format(**kw)

    def others(self, n: str, t: float, script: str | None = None) -> list[str]:
        return [m for m in MEMBERS if m != n and self.can(m, t)
                and (script is None or _reads(m, script))]


def _tw(kind: str) -> dict[str, str]:
    """The topic's phrases a template fills in: `tz` in Chinese, `te` in English (a mixed
    template takes the Chinese one, so both are always given)."""
    tp = TOPICS[kind]
    return {"tz": tp["tz"], "te": tp["te"]}


def _times_in(g: _Gen, n: str, d: int, margin: float = 25 * MINUTE) -> list[float]:
    """A few candidate times in the member's windows of UTC day `d`, room after them."""
    out = []
    for s, e in _wins_on(n, d):
        if e - s > margin + 2 * MINUTE:
            out.append(s + 2 * MINUTE + g.rng.random() * (e - s - margin - 2 * MINUTE))
    g.rng.shuffle(out)
    return out


# -- the shapes ----------------------------------------------------------------------------

def _one(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, x = f["name"], f["detail"]
    for t in _times_in(g, n, d, 5 * MINUTE):
        if g.can(n, t):
            lang = g.lang_for(n, x)
            g.add(t, n, g.pick(ONE, lang, x=x, **_tw(f["kind"])), k, "evidence")
            return True
    return False


def _ask_answer(g: _Gen, k: int, f: dict[str, Any], d: int, reply: bool) -> bool:
    n, x = f["name"], f["detail"]
    for t in _times_in(g, n, d, 12 * MINUTE):
        if not g.can(n, t):
            continue
        askers = g.others(n, t, _script(x))
        if not askers:
            continue
        a = g.rng.choice(askers)
        ask = g.pick(ASK, g.lang(a), n=n, **_tw(f["kind"]))
        t1 = t + g.rng.uniform(40, 420)
        if not g.can(n, t1):
            continue
        terse = g.pick(TERSE, g.lang_for(n, x), a=a, x=x)
        if reply:  # a QQ reply quote carries the question, the answer under it
            terse = f"[回复 {a}：{ask}]\n" + terse.split(" ", 1)[1]
        g.add(t, a, ask, k, "ask")
        g.add(t1, n, terse, k, "evidence")
        f["asker"] = a
        return True
    return False


def _answer(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    return _ask_answer(g, k, f, d, False)


def _reply(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    return _ask_answer(g, k, f, d, True)


def _late(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    """Asked while the member sleeps in their own time zone, answered on waking."""
    n, x = f["name"], f["detail"]
    cands = [m for m in MEMBERS if m != n and _reads(m, _script(x))]
    g.rng.shuffle(cands)
    for a in cands:
        for t in _times_in(g, a, d, 5 * MINUTE):
            if _online(n, t, 3 * MINUTE) or not g.can(a, t):
                continue
            s = _next_start(n, t)
            if s is None:
                continue
            t1 = s + g.rng.uniform(60, 300)
            if not (HOUR <= t1 - t <= 2 * DAY) or not g.can(n, t1):
                continue
            g.add(t, a, g.pick(ASK, g.lang(a), n=n, **_tw(f["kind"])), k, "ask")
            g.add(t1, n, g.pick(LATE, g.lang_for(n, x), a=a, x=x), k, "evidence")
            f["asker"] = a
            return True
    return False


def _correction(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, x, y = f["name"], f["detail"], f["earlier"]
    for t in _times_in(g, n, d, 20 * MINUTE):
        if not g.can(n, t):
            continue
        if g.rng.random() < 0.6:
            t1 = t + g.rng.uniform(90, 900)
        else:  # noticed only in the member's next window online
            w = _window_of(n, t)
            s = _next_start(n, w[1]) if w else None
            if s is None:
                continue
            t1 = s + g.rng.uniform(60, 240)
        if not g.can(n, t1):
            continue
        lang = g.lang_for(n, x)
        g.add(t, n, g.pick(WRONG, lang, y=y, **_tw(f["kind"])), k, "earlier")
        g.add(t1, n, g.pick(CORRECT, lang, x=x, y=y), k, "evidence")
        return True
    return False


def _split(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, x = f["name"], f["detail"]
    for t in _times_in(g, n, d, 5 * MINUTE):
        t1 = t + g.rng.uniform(20, 70)
        if not (g.can(n, t) and g.can(n, t1)):
            continue
        lang = g.lang_for(n, x)
        g.add(t, n, g.pick(SPLIT1, lang, **_tw(f["kind"])), k, "first")
        others = g.others(n, t + 10)
        if others and g.rng.random() < 0.5:
            m = g.rng.choice(others)
            g.add(t + g.rng.uniform(5, t1 - t - 5), m, g.pick(THEN, g.lang(m)))
        g.add(t1, n, g.pick(SPLIT2, lang, x=x), k, "evidence")
        return True
    return False


def _reported(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, x = f["name"], f["detail"]
    for t in _times_in(g, n, d, 20 * MINUTE):
        if not g.can(n, t):
            continue
        cs = g.others(n, t, _script(x))
        if not cs:
            continue
        c = g.rng.choice(cs)
        t1 = t + g.rng.uniform(40, 600)
        if not g.can(n, t1):
            continue
        g.add(t, c, g.pick(REPORT, g.lang_for(c, x), n=n, x=x, **_tw(f["kind"])), k,
              "evidence")
        g.add(t1, n, g.pick(CONFIRM, g.lang(n)), k, "confirm")
        f["reporter"] = c
        return True
    return False


def _long(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, x = f["name"], f["detail"]
    for t in _times_in(g, n, d, 5 * MINUTE):
        if g.can(n, t):
            lang = g.lang_for(n, x)
            g.add(t, n, g.pick(LONG, lang, x=x, **_tw(f["kind"])), k, "evidence")
            return True
    return False


def _guess(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, x = f["name"], f["detail"]
    for t in _times_in(g, n, d, 20 * MINUTE):
        if not g.can(n, t):
            continue
        lang = g.lang_for(n, x)
        ats, who = [], []
        at = t
        for y in f["guessed"]:
            at += g.rng.uniform(30, 200)
            cs = [m for m in g.others(n, at, _script(y)) if m not in who]
            if not cs:
                break
            who.append(g.rng.choice(cs))
            ats.append(at)
        t1 = at + g.rng.uniform(40, 240)
        if len(who) < len(f["guessed"]) or not g.can(n, t1):
            continue
        g.add(t, n, g.pick(GUESS_OPEN, lang, **_tw(f["kind"])), k, "open")
        for y, m, a in zip(f["guessed"], who, ats, strict=True):
            g.add(a, m, g.pick(GUESS, _script(y), y=y), k, "guess")
        g.add(t1, n, g.pick(REVEAL, lang, x=x), k, "evidence")
        f["guessers"] = who
        return True
    return False


def _card(g: _Gen, n: str, w: tuple[float, float], lang: str) -> tuple[float, str]:
    t = w[0] + g.rng.uniform(20, 240)
    m = int(_local(n, t) % DAY // MINUTE)
    head = CARD["en" if lang == "en" else "zh"].format(
        city=CITY[n]["en" if lang == "en" else "zh"], hh=f"{m // 60:02d}", mm=f"{m % 60:02d}",
        wd=WD["en" if lang == "en" else "zh"][_weekday(_lday(n, t))], c=g.rng.randint(4, 31))
    return t, head


def _clock(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    """The note of the member's morning card, the first thing on their local day."""
    n, x = f["name"], f["detail"]
    for w in _wins_on(n, d):
        if not _first_of_lday(n, w) or (n, _lday(n, w[0])) in g.carded:
            continue
        lang = g.lang_for(n, x)
        t, head = _card(g, n, w, lang)
        if not g.can(n, t):
            continue
        g.add(t, n, head + "\n" + g.pick(NOTE, lang, x=x, **_tw(f["kind"])), k, "evidence")
        g.carded.add((n, _lday(n, t)))
        return True
    return False


def _goodnight(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    """The member's goodnight at the end of a window late in their local evening."""
    n, x = f["name"], f["detail"]
    for w in _wins_on(n, d):
        t = w[1] - g.rng.uniform(60, 300)
        if _lhour(n, t) < 22 or not g.can(n, t) or not g.quiet_after(n, t):
            continue
        lang = g.lang_for(n, x)
        g.add(t, n, g.pick(NIGHT_NOTE, lang, x=x, **_tw(f["kind"])), k, "evidence")
        g.nights[n].append(t)
        return True
    return False


def _jielong(g: _Gen, k: int, f: dict[str, Any], d: int, facts: list[dict[str, Any]]) -> bool:
    """A #接龙 begun by another, two or three entries, the member's entry closing it."""
    n, x, kind = f["name"], f["detail"], f["kind"]
    lang = "en" if KIND_OF[n] == "en" or (KIND_OF[n] == "bi" and g.rng.random() < 0.4) else "zh"
    if not _reads(n, _script(x)):
        return False
    holders = {o["name"] for o in facts if o["kind"] == kind}
    free = [m for m in MEMBERS if m not in holders and _reads(m, lang)]
    for t in _times_in(g, n, d, 5 * MINUTE):
        t0 = t - g.rng.uniform(3, 8) * HOUR
        reqs = [m for m in MEMBERS if m != n and _reads(m, lang) and g.can(m, t0)]
        if not reqs or _day(t0) < 0:
            continue
        r = g.rng.choice(reqs)
        want = g.rng.choice((2, 3))
        entries: list[tuple[str, str, float]] = []
        at = t0
        for m in sorted(free, key=lambda _: g.rng.random()):
            if len(entries) == want or m == r:
                continue
            s = next((s for s, _ in _layout()[m] if at < s < t - 3 * MINUTE), None)
            if s is None:
                continue
            e_at = s + g.rng.uniform(60, 180)
            if g.can(m, e_at) and e_at < t - 2 * MINUTE:
                entries.append((m, g.rng.choice(JL_ENTRY[lang]), e_at))
        entries.sort(key=lambda e: e[2])
        if len(entries) < 2 or not g.can(n, t):
            continue
        head = JL_HEAD[lang].format(**_tw(kind))
        g.add(t0, r, head, k, "request")
        lines = [head]
        for j, (m, e, e_at) in enumerate(entries):
            lines.append(f"{j + 1}. {m} {e}")
            g.add(e_at, m, "\n".join(lines), k, "entry")
        lines.append(f"{len(entries) + 1}. {n} {x}")
        g.add(t, n, "\n".join(lines), k, "evidence")
        f["requester"], f["entries"] = r, [[m, e] for m, e, _ in entries]
        return True
    return False


SCRIPT = {"one": _one, "answer": _answer, "late": _late, "correction": _correction,
          "split": _split, "reported": _reported, "reply": _reply, "long": _long,
          "guess": _guess, "clock": _clock, "goodnight": _goodnight}


# -- the facts -------------------------------------------------------------------------

def _facts(rng: random.Random) -> list[dict[str, Any]]:
    """84 facts: twelve topics of seven, each member once a topic at most (a rotation
    through the members), twelve shapes of seven (a topic's seven shapes all differ, so
    its wrong values and guesses never run out), values in a script the member reads."""
    for _ in range(100):  # a deal whose values run short in a script is dealt again
        facts = _deal(rng)
        if facts:
            return facts
    raise RuntimeError("no deal of the values")


def _deal(rng: random.Random) -> list[dict[str, Any]]:
    kinds = KINDS[:]
    rng.shuffle(kinds)
    shapes = list(SHAPES)
    rng.shuffle(shapes)
    six, five = ROTATION[:4], ROTATION[4:]
    rng.shuffle(six)
    rng.shuffle(five)
    rot = six + five
    facts: list[dict[str, Any]] = []
    for i, kind in enumerate(kinds):
        left = {"zh": [v for v in TOPICS[kind]["vals"] if not v.isascii()],
                "en": [v for v in TOPICS[kind]["vals"] if v.isascii()]}
        for vals in left.values():
            rng.shuffle(vals)
        group = []
        for j in range(7):
            n = rot[(7 * i + j) % 16]
            group.append({"kind": kind, "name": n, "uid": QQ[n], "shape": shapes[(i + j) % 12]})
        # those who read one script only first, so the others take what is left
        for f in sorted(group, key=lambda f: KIND_OF[f["name"]] == "bi"):
            if KIND_OF[f["name"]] == "bi":
                script = max(("zh", "en"), key=lambda s: (len(left[s]), rng.random()))
            else:
                script = KIND_OF[f["name"]]
            if not left[script]:
                return []
            f["detail"] = left[script].pop()
        for f in group:  # the near misses come from what is left of the topic's values
            if f["shape"] == "correction":
                if not left[_script(f["detail"])]:
                    return []
                f["earlier"] = left[_script(f["detail"])].pop()
            if f["shape"] == "guess":
                pool = [v for s in ("zh", "en") if _reads(f["name"], s) for v in left[s]]
                if len(pool) < 2:
                    return []
                f["guessed"] = rng.sample(pool, 2)
                for y in f["guessed"]:
                    left[_script(y)].remove(y)
        facts += group
    return facts


def _around(g: _Gen, k: int, f: dict[str, Any], ev: list[int]) -> None:
    """The member's own lines on the topic two days from the evidence at least, without
    the detail: still choosing before it, living with it after."""
    n = f["name"]
    want = g.rng.choice((0, 1, 1, 2, 2))
    days = [d for d in range(40) if all(abs(d - e) >= 2 for e in ev)]
    g.rng.shuffle(days)
    for d in days:
        if want == 0:
            break
        for t in _times_in(g, n, d, 3 * MINUTE)[:1]:
            if g.can(n, t) and _day(t) == d:
                lang = g.lang(n)
                table = AROUND if d < ev[0] else AFTER
                g.add(t, n, g.pick(table, lang, **_tw(f["kind"])), k, "around")
                want -= 1


def _passing(g: _Gen, facts: list[dict[str, Any]], busy: dict[str, set[str]]
             ) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """Two members a topic with nothing on it say a line on it in passing; a third is
    asked about it by an @-question that is never answered."""
    said: dict[str, list[str]] = {}
    asked: dict[str, list[str]] = {}
    for kind in KINDS:
        free = [m for m in MEMBERS if m not in busy[kind]]
        g.rng.shuffle(free)
        said[kind], asked[kind] = [], []
        for m in free:
            if len(said[kind]) == 2 and asked[kind]:
                break
            for d in sorted(range(40), key=lambda _: g.rng.random()):
                ts = [t for t in _times_in(g, m, d, 3 * MINUTE) if g.can(m, t)]
                if not ts:
                    continue
                t = ts[0]
                if len(said[kind]) < 2:
                    lang = g.lang(m)
                    g.add(t, m, g.pick(PASSING, lang, **_tw(kind)))
                    said[kind].append(m)
                else:
                    askers = g.others(m, t)
                    if not askers:
                        continue
                    a = g.rng.choice(askers)
                    g.add(t, a, g.pick(ASK, g.lang(a), n=m, **_tw(kind)))
                    asked[kind].append(m)
                break
    return said, asked


def _specials(g: _Gen) -> None:
    """The morning cards, the greetings of the night: what each local day makes people say."""
    for n in MEMBERS:
        for w in _layout()[n]:
            ld = _lday(n, w[0])
            if _first_of_lday(n, w) and (n, ld) not in g.carded and g.rng.random() < 0.45:
                lang = g.lang(n)
                t, head = _card(g, n, w, lang)
                if g.can(n, t):
                    note = g.pick(PLAIN_NOTE, lang) if g.rng.random() < 0.3 else ""
                    g.add(t, n, head + ("\n" + note if note else ""))
                    g.carded.add((n, ld))
            t = w[1] - g.rng.uniform(40, 240)
            if (_lhour(n, t) >= 22 and g.rng.random() < 0.4 and g.can(n, t)
                    and g.quiet_after(n, t)):
                g.add(t, n, g.pick(NIGHT, g.lang(n)))
                g.nights[n].append(t)


def _threads(g: _Gen) -> list[tuple[int, int]]:
    """Ordinary threads, opened in every window by its member, a Poisson count by its
    length, replied to by whoever else is online then; their spans in `g.recs`."""
    spans = []
    names = MEMBERS
    for n in MEMBERS:
        for s, e in _layout()[n]:
            lam = (e - s) / MINUTE / 20 * TALK[n]
            count = _poisson(g.rng, lam)
            for _ in range(count):
                t = s + g.rng.random() * (e - s - MINUTE)
                if not g.can(n, t):
                    continue
                a = len(g.recs)
                lang = g.lang(n)
                lh = _lhour(n, t)
                asks_time = g.rng.random() < 0.06
                if asks_time:
                    text = TIME_Q[lang]
                elif 5 <= lh < 10.5 and g.rng.random() < 0.25:
                    text = g.pick(MORNING, lang)
                elif lh >= 17 and g.rng.random() < 0.12:
                    text = g.pick(EVENING, lang, d=str(g.rng.randint(2, 23)))
                else:
                    text = g.pick(OPEN, lang, d=str(g.rng.randint(2, 23)))
                g.add(t, n, text)
                at, last = t, n
                answered = {n}
                for _ in range(g.rng.choice((0, 1, 1, 2, 2, 3, 4))):
                    at += g.rng.uniform(15, 200)
                    who = [m for m in names if m != last and g.can(m, at)
                           and not (asks_time and m in answered)]
                    if not who:
                        break
                    m = g.rng.choices(who, [TALK[x] for x in who])[0]
                    rl = "none" if g.rng.random() < 0.2 else g.lang(m)
                    text = g.pick(REPLY, rl)
                    if asks_time:  # each answers with their own city and clock
                        rl = g.lang(m)
                        mins = int(_local(m, at) % DAY // MINUTE)
                        text = TIME_A[rl].format(city=CITY[m]["en" if rl == "en" else "zh"],
                                                 hh=f"{mins // 60:02d}", mm=f"{mins % 60:02d}")
                        answered.add(m)
                    elif m != n and g.rng.random() < 0.2:
                        text = f"@{n} {text}"
                    g.add(at, m, text)
                    last = m
                spans.append((a, len(g.recs)))
    return spans


def _poisson(rng: random.Random, lam: float) -> int:
    limit, k, p = math.exp(-lam), 0, rng.random()
    while p > limit:
        k += 1
        p *= rng.random()
    return k


# -- language and words ------------------------------------------------------------------

CJK = re.compile(r"[\u4e00-\u9fff]")


def _cut(text: str, extra: tuple[str, ...] = ()) -> str:
    """A line without a reply's quote, #接龙, the given values, members' names, @s, image
    markers and numbers: what is left to tell its language and its words."""
    text = re.sub(r"^\[回复 [^\]]*\]\n", "", text)
    text = text.replace("#接龙", " ")
    for v in extra:
        if v:
            text = re.sub(re.escape(v), " ", text, flags=re.I)
    for n in MEMBERS:
        text = text.replace(n, " ")
    text = re.sub(r"\[图片\]|\[表情\]|@|°C", " ", text)
    return re.sub(r"\d+", " ", text)


def _lang(text: str, extra: tuple[str, ...] = ()) -> str:
    t = _cut(text, extra)
    zh, en = bool(CJK.search(t)), bool(re.search(r"[A-Za-z]{2,}", t))
    return "mix" if zh and en else "zh" if zh else "en" if en else "none"


def _body_lang(body: str) -> str:
    """A line's language; a 接龙 list's by its last line."""
    return _lang(body.rsplit("\n", 1)[-1] if body.startswith("#接龙") else body)


def _fact_lang(line: str, x: str, y: str) -> str:
    lang = _lang(line, (x, y))
    return _script(x) if lang == "none" else lang


def _content(text: str, cut: tuple[str, ...]) -> tuple[set[str], set[str]]:
    t = _cut(text, cut)
    words = {stem(w) for w in re.findall(r"[a-z]+", t.lower()) if w not in STOP and len(w) > 1}
    return words, pairs(t)


def _shares(q: str, text: str, cut: tuple[str, ...]) -> bool:
    """Whether a paraphrase shares an English content word or two Chinese characters in a
    row with an evidence line (names, numbers and the values aside)."""
    qw, qp = _content(q, cut)
    tw, tp = _content(text, cut)
    return bool(qw & tw or qp & tp)


def _topical(text: str, kind: str) -> bool:
    """Whether a line holds its topic's words (names and values cut out)."""
    t = _cut(text, tuple(TOPICS[kind]["vals"])).lower()
    return any((w in t) if CJK.search(w) else bool(re.search(rf"\b{w}", t))
               for w in TOPICS[kind]["t"])


def _evidence_line(f: dict[str, Any], texts: list[str]) -> str:
    """The part of the evidence that tells its language: a 接龙's last line, a card's note."""
    if f["shape"] == "jielong":
        return texts[-1].rsplit("\n", 1)[-1]
    if f["shape"] == "clock":
        return texts[-1].split("\n", 1)[1]
    return " ".join(_cut(t) if t.startswith("[回复") else t for t in texts)


def _questions(f: dict[str, Any], said: list[str]) -> None:
    tp, n, x = TOPICS[f["kind"]], f["name"], f["detail"]
    cut = (x, f.get("earlier", ""))
    for cls in CLASSES:
        lang = f["q_lang"][cls]
        i = 0 if lang == "zh" else 1
        if cls == "keyword":
            f[cls] = tp["kw"][i].format(x=x)
        elif cls == "partial":
            f[cls] = tp["part"][i].format(n=n)
        else:  # the paraphrases in the asked language first, then the other one's
            tries = [(lang, p) for p in tp["para"][i]] + [
                ("en" if i == 0 else "zh", p) for p in tp["para"][1 - i]]
            for ql, p in tries:
                q = p.format(n=n)
                if not any(_shares(q, t, cut) for t in said):
                    f[cls], f["q_lang"][cls] = q, ql
                    break
            else:
                raise RuntimeError(f"no paraphrase for {f['kind']} of {n}: {said}")


def _never(rng: random.Random, facts: list[dict[str, Any]], spare: dict[str, list[str]],
           said: dict[str, list[str]], asked: dict[str, list[str]], busy: dict[str, set[str]]
           ) -> tuple[list[str], list[tuple[str, str, str]]]:
    """45 never-said questions naming a member (15 of each kind below), 45 naming no one."""
    out: list[str] = []
    about: list[tuple[str, str, str]] = []

    def lang(m: str) -> str:  # a question in a language the member reads
        return rng.choice(("zh", "en")) if KIND_OF[m] == "bi" else KIND_OF[m]

    passing = [(kind, m) for kind in KINDS for m in said[kind] + asked[kind]]
    for kind, m in rng.sample(passing, 15):
        out.append(TOPICS[kind]["part"][0 if lang(m) == "zh" else 1].format(n=m))
        about.append((kind, m, "passing"))
    for f in rng.sample(facts, 15):
        out.append(TOPICS[f["kind"]]["never"][0 if lang(f["name"]) == "zh" else 1].format(
            n=f["name"]))
        about.append((f["kind"], f["name"], "detail"))
    pool = [(kind, m) for kind in KINDS for m in MEMBERS
            if m not in busy[kind] and m not in said[kind] + asked[kind]]
    rng.shuffle(pool)
    flat = [(kind, y) for kind in KINDS for y in spare[kind]]
    rng.shuffle(flat)
    used_y: set[str] = set()
    for kind, m in pool:
        if sum(1 for *_, w in about if w == "value") == 15:
            break
        ys = [y for y in spare[kind] if _reads(m, _script(y)) and y not in used_y]
        if not ys:
            continue
        y = ys[0]
        used_y.add(y)
        tp = TOPICS[kind]
        q = (f"{m}{tp['tz']}是{y}吗？" if (lang(m) == "zh" and _script(y) == "zh") or
             KIND_OF[m] == "zh" else f"Is {y} {m}'s {tp['te']}?")
        out.append(q)
        about.append((kind, m, "value"))
    unnamed = [(kind, y) for kind, y in flat if y not in used_y][:30]
    for kind, y in unnamed:
        out.append(TOPICS[kind]["kw"][rng.randrange(2)].format(x=y))
    for zh, en, _ in rng.sample(NOBODY, 15):
        out.append(rng.choice((zh, en)))
    return out, about


# -- the set ---------------------------------------------------------------------------

def thirty_first_set(seed: int = 3131) -> Set:
    """The held-out thirty-first set (see the module's docstring)."""
    rng = random.Random(seed)
    facts = _facts(rng)
    g = _Gen(rng)
    days = [(i * 40) // len(facts) for i in range(len(facts))]
    rng.shuffle(days)
    for k, (f, d0) in enumerate(zip(facts, days, strict=True)):
        for d in sorted(range(40), key=lambda d: (abs(d - d0), d)):
            n0, carded = len(g.recs), set(g.carded)
            nights = {n: list(v) for n, v in g.nights.items()}
            if f["shape"] == "jielong":
                ok = _jielong(g, k, f, d, facts)
            else:
                ok = SCRIPT[f["shape"]](g, k, f, d)
            if ok and all(0 <= _day(r[0]) <= 39 for r in g.recs[n0:]):
                break
            del g.recs[n0:]
            g.carded, g.nights = carded, nights
        else:
            raise RuntimeError(f"no day for the {f['shape']} of {f['name']}")
    for k, f in enumerate(facts):
        ev = sorted({_day(r[0]) for r in g.recs if r[3] == k and r[4] == "evidence"})
        _around(g, k, f, ev)
    busy = {kind: {f["name"] for f in facts if f["kind"] == kind} for kind in KINDS}
    for f in facts:
        if f["shape"] == "jielong":
            busy[f["kind"]] |= {m for m, _ in f["entries"]}
    said, asked = _passing(g, facts, busy)
    _specials(g)
    n_s = len(g.recs)
    size = n_s
    g.rng = random.Random(seed * 1000 + 1)
    spans = _threads(g)
    drawn, g.recs = g.recs[n_s:], g.recs[:n_s]
    order = list(range(len(spans)))
    g.rng.shuffle(order)
    keep: list[int] = []
    for i in order:  # a whole thread at a time, to about 3,000 lines
        a, b = spans[i]
        if size + b - a <= 3010:
            keep.append(i)
            size += b - a
        if size >= 2990:
            break
    for i in sorted(keep):
        a, b = spans[i]
        g.recs.extend(drawn[a - n_s:b - n_s])
    g.rng = rng
    recs = sorted(enumerate(g.recs), key=lambda x: (x[1][0], x[0]))
    messages = []
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
        if f["shape"] == "split":
            f["evidence"] = sorted(f["evidence"] + f.pop("_first"))
        if f["shape"] == "reported":
            f["confirmed_at"] = f.pop("_confirm")[0]
        if f["shape"] == "jielong":
            f["request_at"] = f.pop("_request")[0]
            f["entries_at"] = f.pop("_entry")
        if f["shape"] == "guess":
            f["opened_at"] = f.pop("_open")[0]
            f["guessed_at"] = f.pop("_guess")
        f["carrier"] = f.pop("reporter") if f["shape"] == "reported" else f["name"]
        texts = [said_at[t] for t in f["evidence"]]
        f["lang"] = _fact_lang(_evidence_line(f, texts), f["detail"], f.get("earlier", ""))
        f["rare"] = [f["detail"]]
    plain = [(k, c) for k, f in enumerate(facts) if f["lang"] != "mix" for c in CLASSES]
    crossed = set(rng.sample(plain, round(FLIP * len(plain))))
    for k, f in enumerate(facts):
        if f["lang"] == "mix":
            f["q_lang"] = {c: rng.choice(("zh", "en")) for c in CLASSES}
        else:
            other = "en" if f["lang"] == "zh" else "zh"
            f["q_lang"] = {c: other if (k, c) in crossed else f["lang"] for c in CLASSES}
        _questions(f, [said_at[t] for t in f["evidence"]])
    taken = {v for f in facts for v in (f["detail"], f.get("earlier", ""), *f.get("guessed", ()))
             if v}
    spare = {kind: [v for v in tp["vals"] if v not in taken] for kind, tp in TOPICS.items()}
    for vals in spare.values():
        rng.shuffle(vals)
    never, about = _never(rng, facts, spare, said, asked, busy)
    chatter = rng.sample(CHATTER, 90)
    s = Set("thirty_first", messages, facts, never, chatter, classes=CLASSES, members=dict(QQ))
    _check(s, said_at, busy, about)
    return s


def _fillers() -> list[str]:
    """Every fixed line of the tables, placeholders blanked."""
    tables = [ONE, ASK, TERSE, LATE, WRONG, CORRECT, SPLIT1, SPLIT2, THEN, REPORT, CONFIRM,
              JL_HEAD, JL_ENTRY, LONG, GUESS_OPEN, GUESS, REVEAL, NOTE, PLAIN_NOTE, NIGHT_NOTE,
              AROUND, AFTER, PASSING, CARD, MORNING, NIGHT, OPEN, REPLY, EVENING, TIME_Q,
              TIME_A]
    out: list[str] = []
    for tb in tables:
        for side in tb.values():
            out += [side] if isinstance(side, str) else list(side)
    for tp in TOPICS.values():
        out += [tp["tz"], tp["te"]]
    return [re.sub(r"\{[a-z]+\}", " ", e) for e in out]


def _check_layout() -> None:
    """Every member's windows apart and inside their own waking day (06:00 to 02:00 local);
    every member has mornings and late evenings enough for cards and goodnights."""
    lay = _layout()
    for n, ws in lay.items():
        assert all(a[1] < b[0] for a, b in itertools.pairwise(ws)), n
        for s, e in ws:
            assert 6 <= _lhour(n, s) and _lhour(n, e) <= 26 and e - s <= 90 * MINUTE + 1, (n, s)
            assert _lday(n, s) == _lday(n, e), (n, s)
        assert sum(_first_of_lday(n, w) for w in ws) >= 20, n
        assert sum(_lhour(n, w[1]) >= 22 for w in ws) >= 10, n


def _check(
    s: Set,
    said_at: dict[float, str] | None = None,
    busy: dict[str, set[str]] | None = None,
    about: list[tuple[str, str, str]] | None = None,
) -> None:
    """The set's own checks (see the module's docstring)."""
    import collections

    texts, times, said_at = check_messages(s, said_at, T0, END, (2930, 3070))
    assert T0 > START + 2060 * DAY and END - T0 == 42 * DAY, "six weeks after day 2,060"
    assert len(s.facts) == 84 and s.classes == CLASSES, len(s.facts)
    shapes = collections.Counter(f["shape"] for f in s.facts)
    assert set(shapes) == set(SHAPES) and set(shapes.values()) == {7}, shapes
    assert s.members == QQ and len(s.members) == 16 and len(TOPICS) == 12
    every = [v for tp in TOPICS.values() for v in tp["vals"]]
    of = {v: kind for kind, tp in TOPICS.items() for v in tp["vals"]}
    for tp in TOPICS.values():
        assert sum(v.isascii() for v in tp["vals"]) == 7 and len(tp["vals"]) == 14, tp["vals"]
    assert len({v.lower() for v in every}) == len(every), "every value its own"
    fillers = [e.lower() for e in _fillers()]
    for v in every:
        lv = v.lower()
        assert not any(lv in o.lower() for o in every if o != v), v
        assert not any(m.lower() in lv or lv in m.lower() for m in MEMBERS), v
        assert not any(lv in e for e in fillers), v
    assert not any(a in b for a in MEMBERS for b in MEMBERS if a != b), "names apart"
    assert len({(f["kind"], f["name"]) for f in s.facts}) == len(s.facts), "once a topic"
    per = collections.Counter(f["name"] for f in s.facts)
    assert per == collections.Counter(FACTS_PER), per
    assert all(_reads(f["name"], _script(f["detail"])) for f in s.facts), "a script it reads"
    facts_of = {(f["kind"], f["name"]) for f in s.facts}
    low = [t.lower() for t in texts]
    index = {at: i for i, at in enumerate(times)}
    speaker = [t.split("] ", 1)[1].split("(", 1)[0] for t in texts]
    bodies = [t.split("): ", 1)[1] for t in texts]
    _check_layout()
    last_night: dict[str, float] = {}
    for at, who, body in zip(times, speaker, bodies, strict=True):
        assert _online(who, at, GRACE), (who, at, _lhour(who, at), body)
        w = _window_of(who, at, GRACE)
        if who in last_night:  # nothing more from a member after their goodnight
            assert w is None or not w[0] - GRACE <= last_night[who] < at, (who, body)
        if MORNING_RE.match(body):
            assert 5 <= _lhour(who, at) < 11, (who, body, _lhour(who, at))
        if NIGHT_RE.match(body):
            assert _lhour(who, at) >= 21.5, (who, body, _lhour(who, at))
            last_night[who] = at
        if EVENING_RE.match(body):
            assert _lhour(who, at) >= 17, (who, body, _lhour(who, at))
        if m := TIME_A_RE.match(body):  # a city's time, the speaker's own
            city, hh, mm = (m.group(1), m.group(2), m.group(3)) if m.group(1) else (
                m.group(6), m.group(4), m.group(5))
            assert city in CITY[who].values(), (who, body)
            said_min, true_min = int(hh) * 60 + int(mm), int(_local(who, at) % DAY // MINUTE)
            assert min(abs(said_min - true_min), 1440 - abs(said_min - true_min)) <= 2, (
                who, body, true_min)
        lang = _body_lang(body)
        assert lang in (*_writes(who), "none"), (who, lang, body)
        for m in MENTION.findall(body):
            assert m in s.members, (m, body)

    def by(at: float, who: str) -> bool:
        return f"] {who}({s.members[who]}): " in texts[index[at]]

    home: dict[str, list[float]] = {}
    for f in s.facts:
        x, n, ev, shape, c = f["detail"], f["name"], f["evidence"], f["shape"], f["carrier"]
        kind = f["kind"]
        assert of[x] == kind and ev == sorted(ev) and all(at in index for at in ev), f
        assert len(ev) == (2 if shape == "split" else 1), f
        said = [said_at[at] for at in ev]
        assert all(by(at, c) for at in ev), (c, ev)
        assert (c == n) == (shape != "reported"), f
        assert f["uid"] == s.members[n] and x in f["keyword"] and f["rare"] == [x], f
        assert not any(m in f["keyword"] for m in MEMBERS), f["keyword"]
        for cls in ("partial", "paraphrase"):
            assert n in f[cls] and x.lower() not in f[cls].lower(), f[cls]
        cut = (x, f.get("earlier", ""))
        assert not any(_shares(f["paraphrase"], t, cut) for t in said), (f["paraphrase"], said)
        assert set(f["q_lang"]) == set(CLASSES) and f["lang"] in ("zh", "en", "mix")
        assert f["lang"] == _fact_lang(_evidence_line(f, said), x, f.get("earlier", "")), (
            f["lang"], said)
        for cls in CLASSES:
            assert _lang(f[cls], cut) == f["q_lang"][cls], (f[cls], f["q_lang"])
        assert x in said[-1] and not any(x.lower() in t.lower() for t in said[:-1]), (x, said)
        for at in f["around"]:
            assert by(at, n) and x.lower() not in low[index[at]], f
            assert _topical(texts[index[at]], kind), f
            assert at not in ev and all(abs(_day(at) - _day(e)) >= 2 for e in ev), f
        home[x] = [ev[-1]]
        assert all(0 <= _day(at) <= 39 for at in ev), ev
        if shape in ("answer", "late", "reply", "split"):
            assert not _topical(said[-1], kind), said
        if shape in ("answer", "late", "reply"):
            a, asked = f["asker"], f["asked_at"]
            assert _reads(a, _script(x)) and a != n, (a, x)
            assert asked in index and asked < ev[0], f
            assert said_at[asked].startswith(f"@{n} ") and by(asked, a), f
            assert x.lower() not in low[index[asked]]
            if shape == "late":
                assert not _online(n, asked, GRACE) and said[0].startswith(f"@{a} "), f
                win = _window_of(n, ev[0], GRACE)
                assert win is not None and win[0] == _next_start(n, asked), f
                assert HOUR <= ev[0] - asked <= 2 * DAY + 10 * MINUTE, f
            else:
                assert ev[0] - asked < 10 * MINUTE, f
            if shape == "reply":
                assert said[0].startswith(f"[回复 {a}：{said_at[asked]}]\n"), said
            if shape == "answer":
                assert said[0].startswith(f"@{a} "), said
        if shape == "correction":
            y, e0 = f["earlier"], f["earlier_at"]
            home[y] = [e0, ev[0]]
            assert of[y] == kind and y != x and e0 < ev[0] and by(e0, n)
            assert _script(y) == _script(x), (x, y)
            w0 = _window_of(n, e0, GRACE)
            w1 = _window_of(n, ev[0], GRACE)
            assert w0 is not None and w1 is not None, f
            assert ev[0] - e0 < 20 * MINUTE or w1[0] == _next_start(n, w0[1]), f
            assert x.lower() not in low[index[e0]] and y in said[0] and x in said[0]
        if shape == "split":
            assert ev[1] - ev[0] <= 90 and x not in said[0], f
            assert _topical(said[0], kind), said
        if shape == "reported":
            conf = f["confirmed_at"]
            assert c != n and _reads(c, _script(x)), f
            assert said[0].startswith(f"@{n} ") and ev[0] < conf < ev[0] + 20 * MINUTE, f
            assert by(conf, n) and x.lower() not in low[index[conf]], f
        if shape == "jielong":
            assert sum(o["kind"] == kind for o in s.facts if o["shape"] == shape) == 1
            lines = said[0].split("\n")
            assert lines[0] == said_at[f["request_at"]] and lines[0].startswith("#接龙"), said
            assert by(f["request_at"], f["requester"]) and f["requester"] != n
            assert lines[-1] == f"{len(lines) - 1}. {n} {x}", said
            entries = [f"{j + 1}. {m} {e}" for j, (m, e) in enumerate(f["entries"])]
            assert entries == lines[1:-1] and len(f["entries"]) >= 2, said
            assert len(f["entries_at"]) == len(entries), f
            for j, at in enumerate(f["entries_at"]):
                assert by(at, f["entries"][j][0]) and said_at[at].split("\n") == lines[:j + 2]
            assert f["request_at"] < f["entries_at"][0] and f["entries_at"][-1] < ev[0]
            assert n not in {m for m, _ in f["entries"]}
            script = _script(lines[0].replace("#接龙", ""))
            assert all(_reads(m, script) for m in (n, *dict(f["entries"]))), (script, f)
            assert not any((kind, m) in facts_of for m, _ in f["entries"]), f["entries"]
        if shape == "long":
            i = said[0].index(x)
            assert len(said[0]) > 60 and i > 15 and len(said[0]) - i - len(x) > 15, said
        if shape == "guess":
            o, ats = f["opened_at"], f["guessed_at"]
            assert by(o, n) and o < ats[0] and ats[-1] < ev[0] and ev[0] - o <= 20 * MINUTE
            assert _topical(said_at[o], kind), said_at[o]
            assert not _topical(said[0], kind), said
            assert len(ats) == len(f["guessed"]) == len(f["guessers"]) >= 2, f
            assert len(set(f["guessers"])) == len(ats) and n not in f["guessers"]
            for y, at, m in zip(f["guessed"], ats, f["guessers"], strict=True):
                assert _reads(m, _script(y)) and _reads(n, _script(y)), (m, n, y)
                assert of[y] == kind and y != x and y in said_at[at] and by(at, m)
                home[y] = [at]
        if shape == "clock":  # the note of the member's own morning card
            head, _, note = said[0].partition("\n")
            assert CARD_RE.match(head) and x in note and x not in head, said
        if shape == "goodnight":  # the member's goodnight, late on their own clock
            assert NIGHT_RE.match(said[0]) and _lhour(n, ev[0]) >= 22, (said, _lhour(n, ev[0]))
            w = _window_of(n, ev[0], GRACE)
            assert w is not None and w[1] - ev[0] <= 10 * MINUTE, (said, w)
    for v in every:
        lv = v.lower()
        hits = [at for at, t in zip(times, low, strict=True) if lv in t]
        assert hits == home.get(v, []), (v, hits)
    # the morning cards, true to each member's own clock and calendar
    carded: set[tuple[str, int]] = set()
    for at, who, body in zip(times, speaker, bodies, strict=True):
        head = body.split("\n", 1)[0]
        if not (m := CARD_RE.match(head)):
            continue
        ld = _lday(who, at)
        assert (who, ld) not in carded, (who, body)
        carded.add((who, ld))
        w = _window_of(who, at, GRACE)
        assert w is not None and _first_of_lday(who, w) and at - w[0] <= 5 * MINUTE, (who, body)
        lang = "en" if head.startswith("[") else "zh"
        assert m.group(1) == CITY[who][lang] and m.group(4) == WD[lang][_weekday(ld)], (who, body)
        said_min = int(m.group(2)) * 60 + int(m.group(3))
        true_min = int(_local(who, at) % DAY // MINUTE)
        assert min(abs(said_min - true_min), 1440 - abs(said_min - true_min)) <= 2, (body, true_min)
    cross = sum(1 for f in s.facts for ql in f["q_lang"].values()
                if f["lang"] != "mix" and ql != f["lang"])
    plain = sum(1 for f in s.facts if f["lang"] != "mix") * len(CLASSES)
    assert 0.35 <= cross / plain <= 0.5, (cross, plain)
    assert cross >= 75, cross
    for q in s.never:
        assert not any(v.lower() in q.lower() for v in home), q
    talk = "\n".join(low)
    for p in PROBES:
        assert p.lower() not in talk, p
    if busy is not None and about is not None:
        assert len(about) == 45, about
        assert collections.Counter(w for *_, w in about) == {
            "passing": 15, "detail": 15, "value": 15}, about
        for kind, m, why in about:
            if why == "detail":
                assert (kind, m) in facts_of
            else:
                assert m not in busy[kind] and (kind, m) not in facts_of, (kind, m, why)
    for q in s.chatter:
        assert not PAST.search(q), q
    langs = _line_langs(s)
    total = langs["zh"] + langs["en"] + langs["mix"]
    assert 0.38 <= langs["zh"] / total <= 0.55, langs
    assert 0.30 <= langs["en"] / total <= 0.45, langs
    assert 0.10 <= langs["mix"] / total <= 0.24, langs
    check_questions(s, [*home])


def _line_langs(s: Set) -> dict[str, int]:
    import collections

    texts = (m.text().split("): ", 1)[1] for m in s.messages)
    out = collections.Counter(_body_lang(t) for t in texts)
    return {k: out.get(k, 0) for k in ("zh", "en", "mix", "none")}


if __name__ == "__main__":
    import collections

    from bench.recall_sets import describe

    print(describe(thirty_first_set, "mix"))
    s = thirty_first_set()
    print("questions", len(s.facts) * len(CLASSES), "over", len(s.facts), "facts")
    print("per member", dict(collections.Counter(f["name"] for f in s.facts)))
    print("line langs", _line_langs(s))
    bodies = [m.text().split("): ", 1)[1] for m in s.messages]
    print("lines with a digit", sum(any(ch.isdigit() for ch in b) for b in bodies))
    print("morning cards", sum(bool(CARD_RE.match(b.split("\n")[0])) for b in bodies),
          "goodnights", sum(bool(NIGHT_RE.match(b)) for b in bodies))
    rng = random.Random(0)
    for m in rng.sample(s.messages, 10):
        print("  ", m.text().replace("\n", " / ")[:150])
    for f in rng.sample(s.facts, 4):
        print(f["shape"], f["lang"], "|", f["keyword"], "|", f["partial"], "|", f["paraphrase"])
    print("never:", *rng.sample(s.never, 3), sep="\n  ")
    print("chatter:", *rng.sample(s.chatter, 3), sep="\n  ")
