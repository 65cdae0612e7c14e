"""A twenty-fourth evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code: nothing under mnemo/ (but the first 80 lines of
mnemo/message.py, for the `Message` constructor), mnemo_panel/, plugins/, tests/, docs/ or .ci/
was opened, read or searched while writing it, nor the README, bench/recall.py,
bench/context.py, any other bench file's body, any note or issue text, nor any figure or score
of any set, and no git command was run; the recall code was never called, on this set or any
other, and the set was never scored while it was written. It is not to be tuned on; its
figures are to be read once, at the end. What was read, and nothing else of the repository:
the names of the files in bench/ (`ls bench`); a grep's list of bench/recall_sets.py's
top-level names (the first line of each, which shows the heads of `third_set`'s and
`long_conversation`'s tables); bench/recall_sets.py from its docstring to the end of
`second_set` (so `Set`, `_stamp`, `_user`, `_fits`, `_other`, `DAY`, `START`, `second_set` and
its tables; by a slip the page printed was a fixed 400 lines, which ran on over `third_set`,
its tables and its body, and `long_conversation`'s tables and the first lines of its body)
and from `stem` to the end (`stem`, `pairs`, `check_messages`, `check_questions`,
`describe`); in bench/recall_set23.py its module docstring (its first 206 lines) and its lines
from `twenty_third_set` to the end (`twenty_third_set`, `_check`, `_line_langs` and the
`__main__` block), for the shape of what is returned and checked, and, by slips, its import
lines and the line after them that sets its start (lines 207 to 232), and what a grep meant
only to find where those begin printed besides: its line count and the first line of each of
its top-level definitions (the names and parameters of its helper functions, nothing of a
body, and the first line of each of its tables). Some of those first lines are reused here:
the Chinese terse answers, confirmations and corrections, "才看到 @{a} {t}" / "just saw this
@{a} {t}", the pushes of a split, a few "早"s, "晚安"s, "收到"s and 复读 lines, the patterns
of image markers and reply quotes, the head of the pattern of words about the past, and the
helpers' names (`_at`, `_day`, `_poisson`, `_pick_lang`, `_gap`, `_fill`, `_Gen`, `_react`,
`_around`, `_passing`, `_days`, `_cut`, `_lang`, `_content`, `_shares`, `_questions`,
`_never`), whose bodies here are this set's own. Besides: the openings (the first 2,500
characters) of the module docstrings of bench/recall_set4.py to recall_set22.py (printed by a
short program that parsed each file and printed only its docstring's opening); the first 80
lines of mnemo/message.py; the ruff settings in pyproject.toml (a grep with 25 lines of
context after `[tool.ruff`, which reached the end of the file and showed nothing else). One
more slip: a first run with an interpreter that lacked a dependency failed on importing
mnemo.message, and its traceback printed the chain of the package's imports (one import line
each of mnemo/__init__.py, conversations.py, agent.py, client.py and endpoint.py, and the
line of recall_sets.py that imports `Message`); importing mnemo.message runs the package's
__init__, so the rest of the package is loaded, never called, whenever this set is built, as
with every set that imports recall_sets. While the set was written it was run only on its own:
its `_check`, its printed lines and counts, its `_check` over seeds 1 to 40 (all pass), and a
scratch test outside the repository that broke copies of the set in seventeen ways (a value in
an ordinary line, an unsaid value said, a keyword question without its detail, a paraphrase
sharing words with its evidence, a question's language, times out of order, a shape short, a
used value in a never-said question, chatter about the past, evidence on another line, ...) and
saw `_check` fail on each; importing nothing but bench/recall_sets.py and mnemo/message.py.

It differs from the other twenty-three (bench/recall.py's `first_set`, recall_sets' `second_set`,
`third_set` and `long_conversation`, recall_set4's sessions of a timeline, recall_set5's point
process, recall_set6's day of threads, recall_set7's windows of interleaved threads,
recall_set8's members' presence, recall_set9's working week's agenda, recall_set10's club
calendar, recall_set11's semester of scenes, recall_set12's family's meal-time slots,
recall_set13's incidents waiting on office hours, recall_set14's chain of the group's moods,
recall_set15's compound's event log, recall_set16's guild's weekly game calendar, recall_set17's
football club's fixture list, recall_set18's daily check-in cycle, recall_set19's rescue cases,
recall_set20's night market's tide, recall_set21's wedding checklist, recall_set22's sky,
recall_set23's production calendar) in what it is about and how it is laid out:

- the conversation is the QQ group of 萤火字幕组, a hobby fansub team of sixteen making
  Chinese-English subtitles for two foreign shows in season, over eight weeks from START +
  1,523 days (Monday 2030-03-04 to Sunday 04-28): an American legal drama, Harbor Lights
  (《港湾灯火》, season 3, episodes 4 to 10, on Sunday nights in New York, so Monday morning in
  Beijing; off the air on Monday 04-01, its finale of double length on Monday 04-22), and a
  British nature documentary, The Tidewater Diaries (《潮汐日记》, episodes 1 to 6, on Thursday
  nights in London, so before dawn on Friday in Beijing, 03-08 to 04-12); the clocks change
  under them (New York and Vancouver on Sunday 03-10, so the drama's raws come an hour earlier;
  London on 03-31, the documentary's too; Melbourne back on 04-07), and there are the voice
  meeting (Sunday 03-24, its notice and its minutes), April Fools' Day and the recruitment
  notice on the idle Monday, 清明's long weekend (Friday 04-05 to Sunday 04-07, an episode still
  to do), the trial translations' deadline (Wednesday 04-10) and their marking, and the season's
  end (the finale's "完结撒花", the thanks, a 接龙 vote on the next show, the season pack);
- it is laid out by the two broadcast schedules and the subtitle pipeline each episode goes
  through, and by the clocks the members live on. Each day has a class (with the default
  calendar 21 "off", 7 "a_next", 6 "a_air", 6 "b_air", 6 "b_out", 5 "wrap", 2 "test", and
  "meeting", "hiatus" and "finale" once) that sets its ordinary talk's rate and what it is
  about (subtitling questions and encoding on an air day, plot talk and view counts the day
  after a release, life on the idle Monday and at the end). An episode's day runs its pipeline:
  the raw-hunter in Vancouver posts the raw an hour after the broadcast (her evening for the
  drama, her early afternoon for the documentary), the leader opens the claims and the
  translators claim its parts in a 接龙 (six parts of the drama, eight of the finale, four of
  the documentary, each list posted again with every claim), they post from the middle of their
  parts, the timer posts the timing, the parts are handed in, the last one gets the leader's
  @-nudge and comes in, then proofreading, encoding, the release post (【发布】 / [Release]:
  the show, the episode, the crew by role, one translator's note, "本集碎碎念 · X：..." /
  "Note from X: ...") and its "辛苦了"s, and often a typo fixed the next day; the
  documentary's parts are done on Friday evening and Saturday morning and it is released on
  Saturday afternoon. Who talks when
  follows from that and from the members' clocks: the crew of an episode posts its work in the
  working hours, and the ordinary threads of those hours mostly go to the others; every member
  has the hours they are awake on Beijing's clock (office hours and evenings, night owls till
  two, and the members abroad at their own mornings, lunches and evenings, which move with
  their clocks), a thread's opener is drawn from those awake at its hour and its repliers from
  those awake then; "早" and "晚安" are said only by those living on Beijing's clock. Besides
  the pipeline and the days of their own, every day has its "早"s and "晚安"s (Poisson draws)
  and as many ordinary threads as a Poisson draw at its class's rate (a quarter more at
  weekends and on the holiday), of kinds weighted by its class: subtitling questions (puns,
  swearing, units, lines too long, courtroom terms, bird names), plot talk, life (some lines
  only at their hour of the day and by those on Beijing's clock), encoding and files, view
  counts and comments, the leader's reminders, pictures, @-questions answered in the
  answerer's own language, 复读 (a line said again by two to four others), reply quotes
  "[回复 X：...]" and long messages; a thread's numbers are drawn once, so its replies agree
  with its opener. The days' ordinary talk is drawn again with a scaled rate until about
  3,000 lines (2,969 with the default seed, in one draw); times strictly increasing, a second
  apart at least;
- numbers are everywhere (episode and part numbers, runtimes, sizes, percentages left, lines
  per part, minutes late, frames, timecodes, views, followers, temperatures, rents, the claims'
  lists: 669 of the 2,969 lines hold a digit), so a number alone is no answer;
- sixteen members of their own: 阿澈 (the leader: claims, nudges, notices, release posts), 阿宁
  (a proofreader and the deputy), Zoe (a proofreader, in Melbourne), the translators 小鹿 and
  七七 (students, night owls), Hannah (an English teacher in Shanghai), 大卫, 薄荷, Owen (in
  Singapore), Marco (in Hangzhou) and Nadia (in Toronto), the timers 老鱼 and 阿布, Leo (the
  encoder), 桔梗 (the typesetter) and Yuki (the raw-hunter, in Vancouver); each with how much
  they talk and odds of an English and of a mixed line, so lines are about half Chinese, a
  third English and the rest mixed (1,551, 900 and 518 with the default seed);
- fourteen topics of their own, each a member's own thing: the keyboard they type subtitles on,
  the dictionary they look words up in, the show that got them into subbing, their favourite
  font, their release-night drink, their headphones, the language they learn besides English,
  the video player they check releases in, their podcast, their hometown, their favourite
  actor, their coffee chain, the game they unwind with, their laptop; six facts a topic, 84
  facts, a member once a topic at most and five or six facts a member, each with its own value
  (six Chinese and six Latin values a topic; an English-leaning member mostly has a Latin one:
  48 of the 84 details are Latin with the default seed);
- facts in twelve shapes, dealt in turn over a shuffled order (seven each), on days 1 to 47 (a
  late answer or a correction a day or two after; a release post on its episode's day): one
  message in the first person ("one"); another member's @-question answered within the hour by
  a terse line without the topic's words ("answer"); asked in the evening and answered the next
  morning or the one after, "才看到 @X ..." / "just saw this @X ..." ("late"); a wrong value
  said by the member and corrected minutes later or the next morning, the correcting line
  holding both being the evidence ("correction"); the topic in one line and the detail within
  seventy seconds in the next, sometimes with another's "快说" between, both the evidence
  ("split"); another member saying it to the member ("@X 你那副耳机是…吧？"), who confirms
  without it ("reported"); the leader's 【通知】 / [Notice] (a keycap group buy, the glossary's
  sources, the recruitment post, the style vote, release-night drinks, wired headphones for
  timing, a documentary with other audio, a rendering test, the listening challenge, a map of
  hometowns, a watch party, the meetup's café, game night, a local encoding test) naming the
  member and the detail (the deputy's, when it is the leader's own) ("notice"); the member's
  entry closing a topic's 接龙 list, after the leader's prompt and two or three others'
  entries, none a value ("jielong"); a reply quote of the @-question with the answer after it
  ("reply"); the detail in the middle of a long message of other news ("long"); and this set's
  own two, which a fansub group has: the member's answer posted as a subtitle cue, its number,
  its timecodes ("00:14:05,120 --> 00:14:08,480") and a Chinese and an English line both
  holding the detail, a subber's joke ("srt"); and the detail in the translator's note of an
  episode's release post, posted by the leader, the member (always a translator) among that
  episode's translators ("release"); in Chinese, English or mixed (a line's language counted
  with names, the detail, the wrong value, image markers and a reply's quote cut out, a line of
  the detail alone taking the detail's script, a 接龙 by its last line, a cue always mixed: 46
  zh, 15 en and 23 mix with the default seed);
- near misses: each correction's wrong value; the members' own lines on their topic on days
  two from the evidence at least, without the detail ("around": 76 facts, 117 lines with the
  default seed); others' lines on each topic in passing (three members a topic with no fact or
  接龙 entry on it); an @-question on each topic put to a fourth such member, never answered;
  the lists' other entries ("笔记本自带的", "still looking") and the claims' lists; the other
  release posts' notes; the notices' other words; the numbers;
- questions in the third person, three classes, templates of this set's own: "keyword"
  carries the detail and no member's name ("谁用{x}耳机对轴？", "Who looks words up in {x}?"),
  "partial" names the member and the topic ("{n}老家是哪里的？", "Which video player does {n}
  use?"), "paraphrase" names the member and shares no English content word (stemmed with
  recall_sets' `stem`, a stop list aside) and no two Chinese characters in a row with the
  evidence, names, the detail and a wrong value aside ("{n}心尖上的艺人是哪位？", "What clacky
  device does {n} write with?"; checked in code; a topic's three paraphrases are tried in turn,
  then those of the other language); 40 % of the questions of a Chinese or English evidence
  line asked in the other language (73 of 183 with the default seed; between 35 and 50 %
  checked); each question's language checked;
- never-said questions, 90: 45 name a member (15 a topic's partial question of a member who
  spoke of it only in passing or was asked and never answered, 15 a detail no line gives of a
  member's own topic (the keyboard's colour, a paper or an app dictionary, the website, the
  font's size, how many cans, the headphones' price, the textbook, the player's theme, the
  podcast's speed, the train station, meeting the actor, the sugar, the rank, the memory), 15
  an unsaid value put as a question to a member with no fact or entry on its topic ("Does {n}
  listen to {y}?")), 45 name no one (30 an unsaid value in a topic's keyword question, 15
  things nobody did: a broken hard drive, a takedown notice, a banned account, a contest, a
  job interview, a parking ticket, a red packet sent wrong...); the words that would answer the
  detail questions and the things nobody did (颜色 / colour, 纸质, 网站, 字号, cans, price, 教材,
  皮肤 / theme, 倍速, 高铁, 真人, sugar, 段位, 内存 / memory, 硬盘, takedown, ...) and every
  unsaid value appear in no line (checked in code); 90 chatter turns a member might send the
  bot (translations, timecode and frame sums, drafts of notices and thank-you notes, how-tos
  about subtitles, encoding and courtroom words, greetings), no member named, nothing about
  the group's past (no "说过", "之前", "谁", "said", "who" and the like, checked in code).

The set checks itself as it is built (`_check`): recall_sets' `check_messages` (a second apart
at least, within the 56 days, 2,930 to 3,070 messages); 80 to 90 facts, seven in each of the
twelve shapes; sixteen members, fourteen topics of six Chinese and six Latin values; every
value its own and none inside another or a member's name or a list's other entry; a member
once a topic and five or six facts each; each detail in the last of its evidence lines and no
other message, each wrong value in the line that said it and the correction only, any other
value nowhere; the evidence said by the fact's carrier (the leader or the deputy for "notice",
the leader for "release", another member for "reported", the member otherwise); keyword
questions carrying the detail and no member's name, partial and paraphrase ones naming the
member and not the detail, paraphrases sharing nothing with the evidence, each question in its
recorded language; the "around" lines the member's, without the detail and two days from the
evidence at least; terse answers, late answers, replies and split second lines without the
topic's words; an answer after its @-question by another member, the question without the
detail (within the hour; a late one a day or two later, to the asker); a correction made within
twenty minutes or the next day; a split's two lines within ninety seconds; a reported fact
confirmed by the member within the hour without the detail; a 接龙 detail in the list's last
entry, after two entries or more, the others the ones recorded and none of them with a fact on
the topic; a notice's evidence a 【通知】 or [Notice] naming the member; a long message's detail
away from both its ends; a cue's number, timecodes, a Chinese line and an English line, the
detail in both and nowhere else; a release post naming the member among its translators, the
detail in the member's note only, within two days of a broadcast; the share of questions
across languages; no used value in a never-said question and none of the answering words in
any line; named never-said questions on no topic the member's facts or 接龙 entries hold (but
the unsaid details of their own); no chatter about the past; the lines' languages (zh 45 to
56 %, en 28 to 38 %, mixed 11 to 22 %); then recall_sets' `check_questions`. Run it from the
repository's root (`python -m bench.recall_set24` or `python bench/recall_set24.py`) to check
it is deterministic for a seed, builds in under two seconds (0.2 to 0.5 s), and to print its
counts, its lines' languages and a few lines and questions.

Each fact records its "evidence" (the created_at of the message(s) carrying it: two for a
split), "detail", "rare" (the detail: the word a keyword question carries), "kind" (the topic),
"name" and "uid" (the member it is about), "shape", "lang" ("zh", "en" or "mix": the evidence
line's), its questions ("keyword", "partial", "paraphrase") and their languages ("q_lang"),
"carrier" (who said it), "asker" and "asked_at" (for "answer", "late" and "reply"), "around"
(the created_at of the member's other lines on the topic, none with the detail), "entries" (a
jielong list's other entries, [member, entry]), "confirmed_at" (a reported fact's
confirmation) and, for a correction, the wrong value ("earlier") and when it was said
("earlier_at"). Stamps are written in the machine's local time (recall_sets' `_stamp`) and the
days are laid out in UTC as Beijing's wall clock, so they read as meant where the local time is
UTC.

Noticed while writing it: "asking" holds "skin", so the player's detail question asks for a
theme; "fell asleep" was in a podcast line, so nobody dozes off instead; "Same" holds "Sam" and
"Leopold" holds "Leo", so neither is a name or a value here; a member in Toronto said "gm" at
her evening, so "早" and "晚安" are said only by those on Beijing's clock, and lunch, the
commute and overtime only at their hours; a reply drew its own numbers ("超过22个字" answered
"2个字以内"), so a thread's numbers are drawn once; a release note says "my part", so the
release facts are the translators' (a shape dealt to another member's fact is swapped with a
translator's); every cue holds Chinese and English, so the seven "srt" facts are mixed ones and
their questions' languages are drawn; ruff counts a CJK character as two columns, so the
Chinese tables are wrapped early; the detail questions are unanswerable by construction (no
template says a colour, a price, a textbook...) and the check of their answering words is a
guard, not a proof; the ordinary replies are drawn from their kind's pool, not written to
their opener, so a thread can read loosely.
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

T0 = START + 1523 * DAY  # Monday 2030-03-04, Harbor Lights S03E04 airs this morning
DAYS = 56
END = T0 + DAYS * DAY + 6 * 3600.0
HOUR = 3600.0
MINUTE = 60.0
FLIP = 0.4  # the share of a zh or en fact's questions asked in the other language

# name: (QQ number, how much they talk, odds of an English line, of a mixed line, clock).
# The clock is where they live, which decides the Beijing hours they are awake in.
PEOPLE: dict[str, tuple[int, float, float, float, str]] = {
    "阿澈": (1843302917, 1.5, 0.13, 0.16, "cn"),  # group leader: claims, notices, releases
    "Yuki": (2290471563, 0.9, 0.66, 0.20, "van"),  # raws, from Vancouver
    "小鹿": (3058816240, 1.4, 0.15, 0.16, "owl"),  # translator, a student
    "Hannah": (1276650398, 1.1, 0.80, 0.15, "cn"),  # translator, teaches English in Shanghai
    "大卫": (2917735506, 0.9, 0.15, 0.14, "cn"),  # translator
    "薄荷": (1650098872, 1.0, 0.15, 0.16, "cn"),  # translator
    "Owen": (2473361908, 1.0, 0.62, 0.28, "cn"),  # translator, in Singapore
    "七七": (3319027765, 1.3, 0.13, 0.14, "owl"),  # translator, a student
    "Marco": (1098834452, 0.8, 0.88, 0.08, "cn"),  # translator, in Hangzhou
    "Nadia": (2685510049, 0.8, 0.72, 0.20, "tor"),  # translator, in Toronto
    "阿宁": (1532276681, 1.0, 0.15, 0.15, "cn"),  # proofreader, the deputy
    "Zoe": (2846193370, 0.9, 0.62, 0.26, "mel"),  # proofreader, in Melbourne
    "老鱼": (1967420583, 0.9, 0.12, 0.12, "cn"),  # timer
    "阿布": (3120685914, 1.1, 0.15, 0.15, "owl"),  # timer, a student
    "Leo": (2039958127, 1.0, 0.40, 0.36, "cn"),  # encoder
    "桔梗": (1784452036, 0.9, 0.13, 0.15, "owl"),  # typesetter
}
MEMBERS = list(PEOPLE)
QQ = {n: v[0] for n, v in PEOPLE.items()}
LEADER, DEPUTY, RAW, ENC, TS = "阿澈", "阿宁", "Yuki", "Leo", "桔梗"
TRANSLATORS = ["小鹿", "Hannah", "大卫", "薄荷", "Owen", "七七", "Marco", "Nadia"]
PROOF = ["阿宁", "Zoe"]
TIMERS = ["老鱼", "阿布"]
# Harbor Lights airs on Sunday nights in New York (Monday morning in Beijing), The
# Tidewater Diaries on Thursday nights in London (Friday before dawn in Beijing).
A_EPS = {0: 4, 7: 5, 14: 6, 21: 7, 35: 8, 42: 9, 49: 10}
B_EPS = {4: 1, 11: 2, 18: 3, 25: 4, 32: 5, 39: 6}
US_DST, UK_DST, AU_DST = 6, 27, 34  # the days the clocks change in the three places
HOLIDAY = (32, 33, 34)  # 清明

# Each topic: its values (six Chinese, six Latin), the words that name it (a terse line
# holds none), the member's own line ("one"), another's @-question ("ask"), another
# saying it to the member ("rep"), the topic before the detail ("split"), the leader's
# notice, a 接龙 (its title and the others' entries, none a value), the middle of a long
# message, a subtitle cue (its Chinese and English lines), a note in a release post, the
# member's lines on it without the detail ("around"), others' lines on it ("passing"),
# the questions ("kw", "part", "para"), a detail no line gives ("dq": the question and
# the words that would answer it) and an unsaid value put to a member ("vq").
TOPICS: dict[str, dict[str, Any]] = {
    "keyboard": {
        "vals": ["达尔优", "珂芝", "黑爵", "雷柏", "腹灵", "狼蛛",
                 "HHKB", "Filco", "Ducky", "NuPhy", "Realforce", "Logitech MX Keys"],
        "words": ("键盘", "keyboard", "键帽", "keycap"),
        "one": {"zh": ["我的键盘是{x}，敲了三年还没坏", "换了个{x}的键盘，手感好太多",
                       "敲字幕全靠这把{x}"],
                "en": ["my keyboard is a {x}, three years and still going",
                       "switched to a {x} keyboard, so much nicer to type on"],
                "mix": ["新键盘是{x}，typing feel 一流", "这把{x} keyboard 用了两年了"]},
        "ask": {"zh": "@{n} 你敲字幕用的什么键盘？", "en": "@{n} what keyboard do you sub on?",
                "mix": "@{n} 你的 keyboard 什么牌子？"},
        "rep": {"zh": "@{n} 你照片里那把键盘是{x}吧？",
                "en": "@{n} that keyboard in your photo is a {x}, right?",
                "mix": "@{n} 照片里那把 keyboard 是{x}吧？"},
        "split": {"zh": "说到键盘，我前两天换了一把",
                  "en": "speaking of keyboards, I finally got a new one",
                  "mix": "说到 keyboard，我刚换了新的"},
        "notice": {"zh": "【通知】键帽团购周五截单。{n}的键盘是{x}，配列特殊，我单独去问了商家，"
                         "其他人照常报名",
                   "en": "[Notice] The keycap group buy closes Friday. {n}'s keyboard is a {x} "
                         "with an odd layout, so I'm asking the seller separately; everyone else "
                         "sign up as usual"},
        "jl": {"zh": ("键帽团购登记：报一下自己的键盘", ["笔记本自带的", "还没想好", "随便哪个都行",
                                                "借室友的"]),
               "en": ("keycap group buy: what keyboard do you have",
                      ["laptop built-in", "not sure yet", "borrowing my flatmate's",
                       "whatever's cheapest"])},
        "long": {"zh": "顺便说下，我把键盘换成{x}了，打字声音小了很多",
                 "en": "oh and I switched my keyboard to a {x}, way quieter now",
                 "mix": "顺便说下键盘换成{x}了，much quieter"},
        "srt": ("这一整集的字幕，都是我用{x}敲出来的",
                "Every line of this episode, I typed on a {x}"),
        "murmur": {"zh": "这集是用新到的{x}键盘敲完的，手指很开心",
                   "en": "typed this whole episode on my new {x} keyboard, happy fingers"},
        "around": {"zh": ["键盘有个键又开始连击了，烦死", "今晚把键盘拆了洗了一遍",
                          "键盘声音太吵，室友抗议了"],
                   "en": ["my keyboard's space bar is squeaking again",
                          "spent the evening cleaning my keyboard",
                          "my flatmate says my keyboard is too loud lol"],
                   "mix": ["键盘的 space 键又卡了", "keyboard 洗完了，终于不黏了"]},
        "passing": {"zh": ["开会的时候键盘声音好大哈哈", "有人知道键盘进水怎么办吗",
                           "想换键盘了，预算两三百"],
                    "en": ["anyone know how to fix a sticky keyboard?",
                           "the keyboard clatter on voice chat is real",
                           "thinking of a new keyboard, budget around 300"],
                    "mix": ["键盘 recommendation 有吗，预算三百", "开麦的时候 keyboard 声音好大"]},
        "kw": {"zh": ["谁用的是{x}键盘？", "谁的键盘是{x}？"],
               "en": ["Who types on a {x}?", "Whose keyboard is a {x}?"]},
        "part": {"zh": ["{n}用的是什么键盘？", "{n}的键盘是哪个牌子？"],
                 "en": ["What keyboard does {n} use?", "Which keyboard brand does {n} have?"]},
        "para": {"zh": ["{n}敲打文字靠的是哪家出品？", "{n}桌上那套输入设备出自哪家厂商？",
                        "{n}每晚噼里啪啦按的是哪款？"],
                 "en": ["What clacky device does {n} write with?",
                        "Which brand makes the gear {n} taps on?",
                        "Whose hardware sits under {n}'s fingers when writing?"]},
        "dq": ("{n}的键盘是什么颜色的？", "What colour is {n}'s keyboard?",
               ("颜色", "colour", "color")),
        "vq": ("{n}用的是{y}键盘吗？", "Does {n} type on a {y}?"),
    },
    "dict": {
        "vals": ["欧路词典", "有道词典", "金山词霸", "英汉大词典", "海词", "必应词典",
                 "Merriam-Webster", "Collins", "Longman", "Urban Dictionary", "Wiktionary",
                 "Cambridge"],
        "words": ("词典", "字典", "dictionary", "查词"),
        "one": {"zh": ["我查词只信{x}", "翻译的时候我一直开着{x}"],
                "en": ["I only trust {x} when I look words up",
                       "{x} is always open when I translate"],
                "mix": ["查词我只用{x}，其他的 not reliable", "我的 go-to 词典是{x}"]},
        "ask": {"zh": "@{n} 你查词一般用哪个词典？",
                "en": "@{n} which dictionary do you use for lookups?",
                "mix": "@{n} 你查词用哪个 dictionary？"},
        "rep": {"zh": "@{n} 你查词是用{x}的吧？",
                "en": "@{n} you look everything up in {x}, right?",
                "mix": "@{n} 你查词用的是{x}吧？the one you screenshot"},
        "split": {"zh": "说到查词，我一直用同一个词典",
                  "en": "re dictionaries, I've used the same one for years",
                  "mix": "说到 dictionary，我只信一个"},
        "notice": {"zh": "【通知】术语表里的释义统一注明出处。{n}查词用{x}，那一批的出处由{n}补全",
                   "en": "[Notice] Glossary entries now need a source. {n} looks words up in "
                         "{x}, so {n} fills in the sources for that batch"},
        "jl": {"zh": ("整理组内常用词典清单：报一下你查词用的", ["百度一下就行", "看心情",
                                                      "书架上那本，忘了名字", "没有固定的"]),
               "en": ("shared list of the dictionaries we use",
                      ["just google it", "depends on the word", "the one on my shelf",
                       "nothing fixed"])},
        "long": {"zh": "还有，我现在查词全换成{x}了，例句多很多",
                 "en": "also I've moved all my lookups to {x}, far better example sentences",
                 "mix": "还有查词我全换成{x}了，example sentences 多"},
        "srt": ("每一个生词，我都先查{x}", "Every new word, I check {x} first"),
        "murmur": {"zh": "为了第二段的俚语，在{x}里泡了一整晚",
                   "en": "lived in {x} all night for the slang in my part"},
        "around": {"zh": ["今天又被一个俚语卡了半小时，词典都查不到", "词典会员到期了，要不要续呢",
                          "查词查到凌晨"],
                   "en": ["spent half an hour on one idiom tonight, no dictionary had it",
                          "my dictionary subscription runs out next week",
                          "looking up words till 1am again"],
                   "mix": ["这个 idiom 词典里根本没有", "dictionary 会员要续费了"]},
        "passing": {"zh": ["有没有好用的词典推荐", "查词比翻译还花时间", "词典里的例句好老"],
                    "en": ["any dictionary recommendations for slang?",
                           "looking words up takes longer than translating",
                           "dictionary examples are always so dated"],
                    "mix": ["词典推荐一下？mostly for slang", "查词 takes forever 今天"]},
        "kw": {"zh": ["谁查词用{x}？", "用{x}查词的是哪位？"],
               "en": ["Who looks words up in {x}?", "Who relies on {x} for lookups?"]},
        "part": {"zh": ["{n}查词用哪个词典？", "{n}常用的词典是哪个？"],
                 "en": ["Which dictionary does {n} use?",
                        "What dictionary does {n} look words up in?"]},
        "para": {"zh": ["{n}碰到生僻单词会去翻哪部工具书？", "{n}遇到陌生表达时依赖哪种参考资料？",
                        "{n}弄懂冷门说法靠的是哪套辞书？"],
                 "en": ["Where does {n} go to decode unfamiliar vocabulary?",
                        "What reference book does {n} consult for strange terms?",
                        "Which lexicon does {n} swear by?"]},
        "dq": ("{n}的词典是纸质版还是电子版？", "Is {n}'s dictionary a paperback or an app?",
               ("纸质", "paperback")),
        "vq": ("{n}查词用的是{y}吗？", "Does {n} look words up in {y}?"),
    },
    "gateway": {
        "vals": ["老友记", "生活大爆炸", "绝命毒师", "黑镜", "无耻之徒", "纸牌屋",
                 "Sherlock", "Fleabag", "Prison Break", "Gossip Girl", "Downton Abbey",
                 "Peaky Blinders"],
        "words": ("入坑", "第一部剧", "gateway", "first show", "got me into"),
        "one": {"zh": ["我是被{x}带进字幕组的", "当年看{x}看到想自己翻，就这么进来了"],
                "en": ["{x} is the show that got me into subbing",
                       "I started subbing because of {x}"],
                "mix": ["入坑剧是{x}，whole reason I'm here", "我是{x}入的坑 lol"]},
        "ask": {"zh": "@{n} 你是哪部剧入的坑？", "en": "@{n} which show got you into subbing?",
                "mix": "@{n} 你的 gateway show 是哪部？"},
        "rep": {"zh": "@{n} 你是{x}入的坑对吧？",
                "en": "@{n} you got into subbing through {x}, right?",
                "mix": "@{n} 你是{x}入坑的吧，I'm sure of it"},
        "split": {"zh": "说到入坑剧，我的那部有点丢人",
                  "en": "my gateway show is a bit embarrassing tbh",
                  "mix": "说到入坑剧，mine is kinda embarrassing"},
        "notice": {"zh": "【通知】招新帖要放几位组员的入坑剧，{n}的是{x}，其他人想上的私聊我",
                   "en": "[Notice] The recruitment post will list a few members' gateway shows: "
                         "{n}'s is {x}. DM me if you want yours on it"},
        "jl": {"zh": ("新人介绍素材：你入坑的第一部剧", ["想不起来了", "一部动画，不算",
                                                "太多了选不出来", "不记得名字"]),
               "en": ("intro material: the first show that got you subbing",
                      ["can't remember", "an anime, doesn't count", "too many to pick",
                       "forgot the title"])},
        "long": {"zh": "说起来我当年就是追{x}追到想自己翻字幕的",
                 "en": "funny thing, {x} was what made me want to sub in the first place",
                 "mix": "说起来当年就是{x}让我 want to sub"},
        "srt": ("一切都是从{x}开始的", "It all started with {x}"),
        "murmur": {"zh": "翻到结尾那段，想起当年追{x}的夜晚",
                   "en": "the ending of this one took me back to binging {x} years ago"},
        "around": {"zh": ["重温了一下入坑剧，还是好看", "当年入坑的那部剧要出新版了？",
                          "我入坑那会儿还在论坛下字幕"],
                   "en": ["rewatched my gateway show, still holds up",
                          "heard my first-ever show is getting a remake?",
                          "back when I got into this we downloaded subs from forums"],
                   "mix": ["重温入坑剧中，still so good", "入坑那年 forum 还很火"]},
        "passing": {"zh": ["大家入坑剧都是哪部啊", "入坑剧一般都是情景喜剧吧", "我入坑太晚了"],
                    "en": ["feels like everyone's gateway show is a sitcom",
                           "what got people into subbing back then?",
                           "I came to this way too late lol"],
                    "mix": ["入坑剧 mostly sitcom 吧", "gateway show 这个话题好怀旧"]},
        "kw": {"zh": ["谁是看{x}入的坑？", "{x}带进字幕组的是哪位？"],
               "en": ["Who got into subbing through {x}?", "Whose gateway show was {x}?"]},
        "part": {"zh": ["{n}是哪部剧入的坑？", "{n}入坑字幕组的第一部剧是什么？"],
                 "en": ["Which show got {n} into subbing?", "What was {n}'s gateway show?"]},
        "para": {"zh": ["{n}最早迷上那部外国连续剧叫啥？", "引领{n}走进这个圈子那部作品叫啥？",
                        "促使{n}动手做对白转写那套节目叫啥？"],
                 "en": ["Which series first hooked {n} on this hobby?",
                        "What programme lured {n} into the craft?",
                        "What series set {n} down this road?"]},
        "dq": ("{n}当年是在哪个网站看的那部剧？", "Which website did {n} first watch that show on?",
               ("网站", "website")),
        "vq": ("{n}是看{y}入坑的吗？", "Did {n} get into subbing through {y}?"),
    },
    "font": {
        "vals": ["思源黑体", "方正兰亭黑", "汉仪旗黑", "华康少女", "冬青黑体", "苹方",
                 "Helvetica", "Futura", "Gill Sans", "Garamond", "Frutiger", "Avenir"],
        "words": ("字体", "font", "typeface"),
        "one": {"zh": ["我最喜欢的字体是{x}，看着舒服", "自己的草稿一律用{x}"],
                "en": ["my favourite font is {x}, easy on the eyes",
                       "all my own drafts are in {x}"],
                "mix": ["我的 favourite font 是{x}", "草稿一律{x}，no exceptions"]},
        "ask": {"zh": "@{n} 你最喜欢哪个字体？", "en": "@{n} what's your favourite font?",
                "mix": "@{n} 你 favourite 的字体是哪个？"},
        "rep": {"zh": "@{n} 你草稿都用{x}吧？",
                "en": "@{n} your drafts are always in {x}, aren't they?",
                "mix": "@{n} 你的 draft 都是{x}吧？"},
        "split": {"zh": "说到字体，我有个私心最爱", "en": "on fonts, I have one secret favourite",
                  "mix": "说到 font，我有个私心最爱"},
        "notice": {"zh": "【通知】下季字幕样式投票，{n}推荐的{x}进了备选，周日一起看效果",
                   "en": "[Notice] Next season's subtitle style vote: {n}'s pick, {x}, made the "
                         "shortlist. We'll compare on Sunday"},
        "jl": {"zh": ("下季字幕样式：报一下你最喜欢的字体", ["默认的就好", "没研究过", "哪个都行",
                                                   "跟着大家"]),
               "en": ("next season's subtitle style: your favourite font",
                      ["whatever's default", "never thought about it", "no preference",
                       "anything readable"])},
        "long": {"zh": "另外我现在做草稿全换成{x}了，眼睛舒服多了",
                 "en": "also I've switched all my drafts to {x}, my eyes thank me",
                 "mix": "另外草稿全换成{x}了，eyes 舒服多了"},
        "srt": ("看不清的话，换{x}试试", "If you can't read this, try {x}"),
        "murmur": {"zh": "偷偷把自己那段的草稿换成了{x}，校对表示没发现",
                   "en": "secretly drafted my part in {x}, the proofreader didn't notice"},
        "around": {"zh": ["今天研究了一晚上字体，眼睛花了", "字体装太多，软件打开好慢",
                          "想给草稿换个字体"],
                   "en": ["spent all evening comparing fonts, my eyes hurt",
                          "too many fonts installed, the editor takes ages to open",
                          "thinking of changing the font on my drafts"],
                   "mix": ["font 装太多了，打开好慢", "字体 nerd 模式又开了"]},
        "passing": {"zh": ["这个字幕字体好丑", "字体版权的事大家注意下", "有没有免费商用的字体"],
                    "en": ["is that font even free for commercial use?",
                           "the font on that other group's release is painful",
                           "font licensing is such a mess"],
                    "mix": ["字体 license 这块要小心", "这个 font 太细了看不清"]},
        "kw": {"zh": ["谁最喜欢{x}这个字体？", "谁的草稿都用{x}？"],
               "en": ["Whose favourite font is {x}?", "Who drafts everything in {x}?"]},
        "part": {"zh": ["{n}最喜欢什么字体？", "{n}偏爱的字体是哪个？"],
                 "en": ["What is {n}'s favourite font?", "Which font does {n} like best?"]},
        "para": {"zh": ["{n}心目中最顺眼的印刷体叫啥？", "{n}钟爱哪款铅字造型？",
                        "哪套字形最合{n}胃口？"],
                 "en": ["Which typeface does {n} adore?", "What lettering style wins {n}'s heart?",
                        "Which glyph design is {n} partial to?"]},
        "dq": ("{n}喜欢的那个字体一般设几号字？", "What point size does {n} set that font at?",
               ("字号", "几号字", "point size")),
        "vq": ("{n}最喜欢的字体是{y}吗？", "Is {y} {n}'s favourite font?"),
    },
    "drink": {
        "vals": ["东鹏特饮", "维他柠檬茶", "冰红茶", "元气森林", "脉动", "六个核桃",
                 "Red Bull", "Coke Zero", "Lipton", "Milo", "Ribena", "Yakult"],
        "words": ("饮料", "drink", "续命", "喝"),
        "one": {"zh": ["发布夜我靠{x}续命", "赶稿必备{x}，不喝会睡着"],
                "en": ["{x} is how I survive release night",
                       "can't get through a deadline without {x}"],
                "mix": ["发布夜 fuel 是{x}", "赶稿必备{x}，no joke"]},
        "ask": {"zh": "@{n} 你熬夜赶稿喝什么？", "en": "@{n} what do you drink on release night?",
                "mix": "@{n} 发布夜你喝啥 drink？"},
        "rep": {"zh": "@{n} 你赶稿必喝{x}对吧？",
                "en": "@{n} you're a {x} person on release nights, right?",
                "mix": "@{n} 你发布夜是{x} person 吧？"},
        "split": {"zh": "说到发布夜续命，我只认一种",
                  "en": "release night fuel, I only trust one thing",
                  "mix": "说到续命饮料，only one for me"},
        "notice": {"zh": "【通知】周一发布夜的饮料我统一下单，{n}照旧{x}，其他人十点前报",
                   "en": "[Notice] I'm ordering drinks for Monday's release night: {n} gets the "
                         "usual {x}, everyone else tell me by 10"},
        "jl": {"zh": ("发布夜饮料统计（周一统一下单）", ["白开水就行", "不用了谢谢", "随便来点",
                                               "看当天"]),
               "en": ("release night drinks, ordering Monday",
                      ["just water", "I'm fine thanks", "surprise me", "decide on the day"])},
        "long": {"zh": "然后今晚的续命饮料是{x}，已经囤了一箱",
                 "en": "and tonight's fuel is {x}, stocked a whole crate",
                 "mix": "然后今晚 fuel 是{x}，囤了一箱"},
        "srt": ("凌晨两点，陪着我的只有{x}", "2 a.m., and only {x} keeps me company"),
        "murmur": {"zh": "翻到一半{x}喝完了，后半段纯靠意志",
                   "en": "ran out of {x} halfway through my part, finished on willpower"},
        "around": {"zh": ["今天熬太晚了，心跳好快", "决定戒掉熬夜饮料，坚持三天了",
                          "楼下便利店又关门了，什么都买不到"],
                   "en": ["I need to cut down on the late-night drinks",
                          "convenience store downstairs closed early, tragic",
                          "day three of no caffeine, send help"],
                   "mix": ["今晚不喝了，cutting down", "便利店关门了 tragic"]},
        "passing": {"zh": ["熬夜喝饮料真的伤身", "你们发布夜都喝什么啊", "少喝点甜饮料"],
                    "en": ["release night drinks are a health hazard",
                           "what does everyone drink for late nights?",
                           "too many energy drinks in this group"],
                    "mix": ["熬夜饮料 health hazard 啊", "大家 late night 都喝啥"]},
        "kw": {"zh": ["谁发布夜靠{x}续命？", "谁赶稿必喝{x}？"],
               "en": ["Who survives release night on {x}?", "Whose deadline drink is {x}?"]},
        "part": {"zh": ["{n}熬夜赶稿喝什么？", "{n}发布夜喝的是什么？"],
                 "en": ["What does {n} drink on release night?",
                        "What is {n}'s late-night drink?"]},
        "para": {"zh": ["{n}通宵时靠哪种瓶装东西提神？", "陪{n}撑过深更半夜那罐是啥？",
                        "{n}熬到天亮时手边摆着啥？"],
                 "en": ["Which beverage stops {n} nodding off?",
                        "What bottled stuff props {n} up overnight?",
                        "What carton sits by {n}'s elbow at dawn?"]},
        "dq": ("{n}发布夜一晚上能喝掉多少罐？", "How many cans does {n} get through in one night?",
               ("多少罐", "cans")),
        "vq": ("{n}发布夜喝的是{y}吗？", "Does {n} drink {y} on release night?"),
    },
    "phones": {
        "vals": ["漫步者", "水月雨", "声阔", "倍思", "绿联", "飞傲",
                 "Sennheiser", "AirPods Pro", "Beyerdynamic", "Audio-Technica", "Sony XM5",
                 "Bose QC45"],
        "words": ("耳机", "headphones", "earbuds", "耳塞"),
        "one": {"zh": ["我对轴一直戴{x}的耳机", "耳机是{x}，小声的台词也听得清"],
                "en": ["I time everything with my {x} headphones",
                       "my headphones are {x}, great for catching mumbled lines"],
                "mix": ["耳机是{x}，timing 特别准", "对轴用的{x}，clear 得很"]},
        "ask": {"zh": "@{n} 你听台词戴什么耳机？", "en": "@{n} what headphones do you use?",
                "mix": "@{n} 你的 headphones 什么牌子？"},
        "rep": {"zh": "@{n} 你那副耳机是{x}吧？",
                "en": "@{n} those are {x} headphones you've got, right?",
                "mix": "@{n} 你那副是{x}吧，sound 很好那个"},
        "split": {"zh": "说到耳机，我这副用了四年了",
                  "en": "on headphones, mine are four years old now",
                  "mix": "说到耳机，mine are 四年老将"},
        "notice": {"zh": "【通知】对轴统一用有线耳机：{n}的{x}是蓝牙的，会有延迟，对轴时记得换",
                   "en": "[Notice] Please time with wired headphones: {n}'s {x} are Bluetooth and "
                         "lag, so swap them when timing"},
        "jl": {"zh": ("耳机延迟测试：报一下你听台词用的耳机", ["手机送的", "外放", "还在找",
                                             "借的"]),
               "en": ("headphone lag test: what do you listen with",
                      ["the ones that came with my phone", "laptop speakers", "still looking",
                       "a borrowed pair"])},
        "long": {"zh": "另外我的耳机换成{x}了，小声的台词听清楚了好多",
                 "en": "also got {x} headphones, I can finally hear the mumbled lines",
                 "mix": "另外耳机换成{x}，mumbled lines 都听得清了"},
        "srt": ("这句听不清？我的{x}表示听得很清楚", "Can't hear that line? My {x} can"),
        "murmur": {"zh": "第四段有句台词特别小声，戴着{x}听了十几遍",
                   "en": "one whispered line in my part took a dozen replays on my {x}"},
        "around": {"zh": ["耳机线又被猫咬了", "戴耳机太久耳朵疼", "耳机左边有点杂音"],
                   "en": ["the cat chewed my headphone cable again",
                          "ears hurt from wearing headphones all day",
                          "left side of my headphones is crackling"],
                   "mix": ["耳机又被猫咬了 sigh", "戴了一天 headphones 耳朵疼"]},
        "passing": {"zh": ["有线耳机还是香", "对轴不戴耳机真的不行", "耳机推荐有吗，三百以内"],
                    "en": ["wired headphones are underrated",
                           "you can't time subs without decent headphones",
                           "any headphone recs under 300?"],
                    "mix": ["耳机 rec 有吗 三百以内", "wired 耳机 yyds"]},
        "kw": {"zh": ["谁戴的是{x}的耳机？", "谁用{x}耳机对轴？"],
               "en": ["Who times subs with {x} headphones?", "Whose headphones are {x}?"]},
        "part": {"zh": ["{n}用的是什么耳机？", "{n}的耳机是哪个牌子？"],
                 "en": ["What headphones does {n} use?", "Which brand are {n}'s headphones?"]},
        "para": {"zh": ["{n}贴在耳朵上的音频设备是哪家产？", "{n}辨别对白时戴的是哪款？",
                        "罩住{n}双耳的是谁家货？"],
                 "en": ["Which audio gear does {n} wear over the ears?",
                        "What does {n} clamp over the ears while syncing?",
                        "Which make of listening kit does {n} own?"]},
        "dq": ("{n}的耳机当时多少钱买的？", "What price did {n} pay for those headphones?",
               ("多少钱买", "price")),
        "vq": ("{n}用的是{y}耳机吗？", "Does {n} use {y} headphones?"),
    },
    "tongue": {
        "vals": ["粤语", "闽南语", "韩语", "俄语", "泰语", "阿拉伯语",
                 "Esperanto", "Welsh", "Icelandic", "Catalan", "Swahili", "Tagalog"],
        "words": ("外语", "language", "学语言"),
        "one": {"zh": ["最近在自学{x}，每天半小时", "除了英语，我还在学{x}"],
                "en": ["I've been teaching myself {x}, half an hour a day",
                       "besides English I'm learning {x}"],
                "mix": ["最近在学{x}，slowly but surely", "除了 English 我还在啃{x}"]},
        "ask": {"zh": "@{n} 你除了英语还在学什么语言？",
                "en": "@{n} are you learning any other language?",
                "mix": "@{n} 你还在学别的 language 吗？"},
        "rep": {"zh": "@{n} 你在学{x}对吧？", "en": "@{n} you're learning {x}, aren't you?",
                "mix": "@{n} 你在学{x}吧，so cool"},
        "split": {"zh": "说到学外语，我最近又开了个新坑",
                  "en": "on languages, I started a new one recently",
                  "mix": "说到外语，new one 又开坑了"},
        "notice": {"zh": "【通知】下个月可能有部小语种纪录片，{n}在学{x}，原声先请{n}过一遍",
                   "en": "[Notice] We may get a documentary with non-English audio next month; {n} "
                         "is learning {x}, so {n} does a first pass on the audio"},
        "jl": {"zh": ("小语种人才登记：除了英语还会啥", ["只会英语", "一点点日常", "在考虑",
                                          "还没开始"]),
               "en": ("who speaks what besides English",
                      ["English only", "a few phrases", "thinking about it", "haven't started"])},
        "long": {"zh": "还有我开始学{x}了，报了个线上课", "en": "also I started {x} lessons online",
                 "mix": "还有我开始学{x}了，online class"},
        "srt": ("今天也在努力学{x}", "Still studying {x}, one day at a time"),
        "murmur": {"zh": "翻完这段赶紧去背{x}单词了，今天的打卡还没做",
                   "en": "done with my part, off to do today's {x} flashcards"},
        "around": {"zh": ["今天的外语打卡差点忘了", "学新语言好难，语法要疯了", "外语课作业还没写"],
                   "en": ["almost forgot today's language streak",
                          "the grammar of this new language is breaking me",
                          "haven't done my language homework yet"],
                   "mix": ["language streak 差点断了", "新语言的 grammar 要疯"]},
        "passing": {"zh": ["学第二外语的人好厉害", "小语种的片子好难找字幕", "我连英语都没学好"],
                    "en": ["people learning third languages amaze me",
                           "subs for non-English shows are so hard to find",
                           "I'm still working on my English lol"],
                    "mix": ["小语种 subs 好难找", "学 third language 太强了"]},
        "kw": {"zh": ["谁在学{x}？", "学{x}的是哪位？"],
               "en": ["Who is learning {x}?", "Who studies {x} on the side?"]},
        "part": {"zh": ["{n}除了英语还在学什么语言？", "{n}在学哪门外语？"],
                 "en": ["What other language is {n} learning?",
                        "Which language besides English is {n} studying?"]},
        "para": {"zh": ["{n}私下钻研哪国的话？", "{n}正在啃哪种陌生的口音与文法？",
                        "{n}另外攻读的是何种方言或国语？"],
                 "en": ["Which tongue is {n} picking up on the side?",
                        "What foreign speech is {n} drilling?",
                        "Which vocabulary is {n} memorising lately?"]},
        "dq": ("{n}学那门语言用的哪本教材？", "Which textbook is {n} using for that language?",
               ("教材", "textbook")),
        "vq": ("{n}在学{y}吗？", "Is {n} learning {y}?"),
    },
    "player": {
        "vals": ["迅雷影音", "暴风影音", "射手播放器", "恒星播放器", "完美解码", "百度影音",
                 "PotPlayer", "mpv", "VLC", "IINA", "Infuse", "MPC-HC"],
        "words": ("播放器", "player", "看片"),
        "one": {"zh": ["我看成品一直用{x}", "电脑上只装了{x}，别的都卸了"],
                "en": ["I check every release in {x}", "{x} is the only player on my laptop"],
                "mix": ["看成品只用{x}，lightweight", "播放器就装了个{x}，enough"]},
        "ask": {"zh": "@{n} 你用什么播放器看成品？",
                "en": "@{n} which player do you watch releases in?",
                "mix": "@{n} 你的 player 是哪个？"},
        "rep": {"zh": "@{n} 你是用{x}看片的吧？", "en": "@{n} you watch everything in {x}, right?",
                "mix": "@{n} 你看片用{x}吧，screenshot 里那个"},
        "split": {"zh": "说到播放器，我用的那个很冷门",
                  "en": "on video players, mine is a bit niche",
                  "mix": "说到 player，我的很冷门"},
        "notice": {"zh": "【通知】成品兼容性测试分工：{n}用{x}检查字幕显示，其他人用默认的就行",
                   "en": "[Notice] Release compatibility check: {n} tests subtitle rendering "
                         "in {x}; everyone else just use the default"},
        "jl": {"zh": ("字幕兼容测试：报一下你看片用的播放器", ["浏览器直接看", "电视上看",
                                             "手机自带的",
                                                    "看情况"]),
               "en": ("subtitle rendering test: which player do you use",
                      ["straight in the browser", "on the TV", "whatever's on my phone",
                       "depends"])},
        "long": {"zh": "另外我把播放器换成{x}了，特效字幕终于不错位",
                 "en": "also I moved to {x} and the styled subs finally render right",
                 "mix": "另外播放器换成{x}，styled subs 终于不错位了"},
        "srt": ("这条字幕在{x}里显示完美", "This line renders perfectly in {x}"),
        "murmur": {"zh": "压制前在{x}里逐帧看了一遍自己那段，放心",
                   "en": "checked my part frame by frame in {x} before encoding, all good"},
        "around": {"zh": ["播放器又自动更新了，设置全没了", "看片的时候字幕老是错位",
                          "播放器卡顿，得换一个了"],
                   "en": ["my player auto-updated and wiped my settings",
                          "subs keep drifting when I play things back",
                          "my video player stutters on 4K, need a new one"],
                   "mix": ["播放器 update 之后设置全没了", "看片 stutter 好严重"]},
        "passing": {"zh": ["有些播放器不认特效字幕", "手机看片字幕太小", "电视上看片字幕会糊"],
                    "en": ["some players ignore styled subtitles entirely",
                           "subs are tiny when you watch on a phone",
                           "TV apps mangle our styling sometimes"],
                    "mix": ["有的 player 不认特效", "手机看片 subs 太小"]},
        "kw": {"zh": ["谁用{x}看片？", "谁看成品用的是{x}？"],
               "en": ["Who watches releases in {x}?", "Who checks subs in {x}?"]},
        "part": {"zh": ["{n}用什么播放器？", "{n}看片用的是哪个播放器？"],
                 "en": ["Which video player does {n} use?",
                        "What player does {n} watch releases in?"]},
        "para": {"zh": ["{n}回放视频时开的是哪款软件？", "{n}电脑里负责放映的程序叫啥？",
                        "{n}靠哪个应用来放视频？"],
                 "en": ["Which app does {n} open to view clips?",
                        "What program handles {n}'s viewing?",
                        "Which software does {n} rely on for playback?"]},
        "dq": ("{n}的播放器装的什么皮肤？", "Which theme has {n} put on the player?",
               ("皮肤", "theme")),
        "vq": ("{n}看片用的是{y}吗？", "Does {n} watch releases in {y}?"),
    },
    "podcast": {
        "vals": ["忽左忽右", "日谈公园", "随机波动", "声东击西", "无聊斋", "大内密谈",
                 "Radiolab", "Freakonomics", "Planet Money", "Song Exploder", "Desert Island Discs",
                 "Hardcore History"],
        "words": ("播客", "podcast", "听力"),
        "one": {"zh": ["我练听力每天听{x}", "通勤路上必听{x}"],
                "en": ["I listen to {x} every day to train my ears", "{x} is my commute podcast"],
                "mix": ["通勤必听{x}，every single day", "播客的话我追{x}，so good"]},
        "ask": {"zh": "@{n} 你平时听什么播客？", "en": "@{n} what podcast do you listen to?",
                "mix": "@{n} 你有追的 podcast 吗？"},
        "rep": {"zh": "@{n} 你一直在听{x}是吧？", "en": "@{n} you're a {x} listener, right?",
                "mix": "@{n} 你在追{x}吧，every episode"},
        "split": {"zh": "说到播客，我每天通勤都在听一档",
                  "en": "podcast-wise, I've got one I never miss",
                  "mix": "说到 podcast，我有一档每期必听"},
        "notice": {"zh": "【通知】本周听力打卡由{n}带，材料用{n}常听的{x}，每天一期",
                   "en": "[Notice] {n} runs this week's listening challenge with an episode a day "
                         "of {x}, which {n} listens to anyway"},
        "jl": {"zh": ("听力打卡素材征集：报一个你常听的播客", ["不听播客", "只听歌", "有声书算吗",
                                             "随缘"]),
               "en": ("listening challenge: name a podcast you actually listen to",
                      ["don't really do podcasts", "music only", "do audiobooks count?",
                       "whatever's trending"])},
        "long": {"zh": "另外最近通勤一直在听{x}，练耳朵很有用",
                 "en": "also I've been listening to {x} on the commute, great for the ears",
                 "mix": "另外通勤在听{x}，great for listening"},
        "srt": ("戴上耳机，{x}又更新了", "Headphones on, {x} has a new episode"),
        "murmur": {"zh": "这集语速太快，幸亏平时听{x}练出来了",
                   "en": "the fast talkers in my part were fine, years of {x} paid off"},
        "around": {"zh": ["播客听到一半地铁到站了", "最近通勤听播客听得有点腻", "播客听到睡着了"],
                   "en": ["missed my stop listening to a podcast",
                          "getting tired of my usual podcast rotation",
                          "fell asleep to a podcast again"],
                   "mix": ["podcast 听到坐过站", "通勤 podcast 最近有点腻"]},
        "passing": {"zh": ["听播客练听力真的有用吗", "有没有语速慢一点的播客", "播客比听歌累"],
                    "en": ["do podcasts actually help your listening?",
                           "any slow-paced podcasts for beginners?",
                           "podcasts tire me out more than music"],
                    "mix": ["podcast 练听力 useful 吗", "慢一点的 podcast 有推荐吗"]},
        "kw": {"zh": ["谁每天听{x}？", "谁在追{x}这档节目？"],
               "en": ["Who listens to {x}?", "Who never misses an episode of {x}?"]},
        "part": {"zh": ["{n}平时听什么播客？", "{n}常听的播客是哪档？"],
                 "en": ["Which podcast does {n} listen to?", "What podcast does {n} follow?"]},
        "para": {"zh": ["{n}搭车时收听哪档节目？", "{n}追更的音频栏目叫啥？",
                        "哪档谈话类电台陪着{n}？"],
                 "en": ["What audio show fills {n}'s travel time?",
                        "Which talk programme does {n} follow?",
                        "What spoken-word series accompanies {n}?"]},
        "dq": ("{n}一般几倍速听播客？", "At what playback speed does {n} listen?",
               ("倍速", "playback speed")),
        "vq": ("{n}在听{y}吗？", "Does {n} listen to {y}?"),
    },
    "hometown": {
        "vals": ["汕头", "自贡", "景德镇", "丹东", "绵阳", "柳州",
                 "Leeds", "Penang", "Bologna", "Halifax", "Dundee", "Ipoh"],
        "words": ("老家", "hometown", "家乡"),
        "one": {"zh": ["我老家是{x}的，那边的粉特别好吃", "我是{x}人，土生土长"],
                "en": ["I'm from {x} originally", "born and raised in {x}"],
                "mix": ["老家{x}，born and raised", "我是{x}人，hometown pride"]},
        "ask": {"zh": "@{n} 你老家哪里的？", "en": "@{n} where's your hometown?",
                "mix": "@{n} 你 hometown 是哪？"},
        "rep": {"zh": "@{n} 你老家是{x}的吧？", "en": "@{n} you're from {x}, right?",
                "mix": "@{n} 你是{x}人吧，if I'm not wrong"},
        "split": {"zh": "说到老家，我那儿挺小众的",
                  "en": "my hometown? most people haven't heard of it",
                  "mix": "说到老家，most people 没听过"},
        "notice": {"zh": "【通知】季末彩蛋要做一张地图标出大家的老家：{n}是{x}的，其他人私聊我",
                   "en": "[Notice] For the season-end easter egg we're pinning everyone's "
                         "hometown on a map: {n} is from {x}, DM me yours"},
        "jl": {"zh": ("彩蛋地图：报一下老家", ["不想说", "到处搬，没有老家", "就在本地", "保密"]),
               "en": ("map easter egg: where's your hometown",
                      ["rather not say", "moved around too much", "right here", "secret"])},
        "long": {"zh": "说起来我老家{x}最近上了热搜，家里人好激动",
                 "en": "my hometown {x} was in the news this week, my family is thrilled",
                 "mix": "说起来老家{x}上了热搜，family 很激动"},
        "srt": ("不管走多远，我都是{x}人", "No matter where I go, I'm from {x}"),
        "murmur": {"zh": "这集有个海边小镇，看着好像我老家{x}",
                   "en": "the seaside town in my part looked just like {x}, where I grew up"},
        "around": {"zh": ["我妈又寄了一箱老家的特产", "好久没回老家了", "老家下雪了，好羡慕"],
                   "en": ["mum sent another box of snacks from home", "haven't been home in ages",
                          "it's snowing back home, jealous"],
                   "mix": ["老家 snacks 又寄来了", "好久没回 hometown 了"]},
        "passing": {"zh": ["大家老家都是哪儿的", "每到假期就想家", "老家的早餐天下第一"],
                    "en": ["holidays always make me homesick", "hometown breakfast is undefeated",
                           "where's everyone from, actually?"],
                    "mix": ["hometown 早餐 best", "假期 homesick 了"]},
        "kw": {"zh": ["谁的老家是{x}？", "谁是{x}人？"],
               "en": ["Who is from {x}?", "Whose hometown is {x}?"]},
        "part": {"zh": ["{n}老家是哪里的？", "{n}是哪里人？"],
                 "en": ["Where is {n}'s hometown?", "Where is {n} from originally?"]},
        "para": {"zh": ["{n}出生长大的城市叫啥？", "{n}的故乡位于何处？",
                        "{n}小时候在哪座城镇生活？"],
                 "en": ["In which place did {n} grow up?", "Which town reared {n}?",
                        "What city does {n} call a birthplace?"]},
        "dq": ("{n}老家离高铁站多远？", "How far is {n}'s hometown from the train station?",
               ("高铁", "train station")),
        "vq": ("{n}老家是{y}的吗？", "Is {n} from {y}?"),
    },
    "idol": {
        "vals": ["胡歌", "周迅", "倪妮", "张译", "雷佳音", "赵丽颖",
                 "Olivia Colman", "Cillian Murphy", "Jodie Comer", "Paul Mescal", "Riz Ahmed",
                 "Dev Patel"],
        "words": ("本命", "演员", "actor", "actress", "fave"),
        "one": {"zh": ["我的本命是{x}，谁都不能说不好", "{x}的剧我每部都追"],
                "en": ["{x} is my all-time favourite actor", "I'd watch {x} read a phone book"],
                "mix": ["本命是{x}，no debate", "{x}的戏 I watch everything"]},
        "ask": {"zh": "@{n} 你本命是谁？", "en": "@{n} who's your favourite actor?",
                "mix": "@{n} 你的本命 actor 是谁？"},
        "rep": {"zh": "@{n} 你本命是{x}吧？", "en": "@{n} your favourite actor is {x}, right?",
                "mix": "@{n} 你本命是{x}吧，obviously"},
        "split": {"zh": "说到本命，我这个人很专一", "en": "favourite actor? easy, one name",
                  "mix": "说到本命，just one name"},
        "notice": {"zh": "【通知】周六组内观影，{n}提名了{x}主演的片，其他人有想看的下午前报",
                   "en": "[Notice] Saturday watch party: {n} nominated a film starring {x}. Other "
                         "suggestions by the afternoon"},
        "jl": {"zh": ("观影投票：报一下你的本命演员", ["没有本命", "太多了", "动画角色算吗",
                                         "保密"]),
               "en": ("watch party: favourite actor",
                      ["don't have one", "too many", "do voice actors count?", "secret"])},
        "long": {"zh": "还有{x}官宣新剧了，我已经开始期待",
                 "en": "also {x} has a new series coming and I'm already excited",
                 "mix": "还有{x}官宣新剧了，so excited"},
        "srt": ("这辈子我只追{x}", "In this life, I follow only {x}"),
        "murmur": {"zh": "翻的时候一直在想，这个角色要是{x}来演就好了",
                   "en": "kept imagining {x} in this role the whole time"},
        "around": {"zh": ["本命的新剧什么时候播啊", "本命上热搜了，又是绯闻",
                          "本命的采访我看了三遍"],
                   "en": ["when is my fave's new show coming out",
                          "my fave is trending again, ugh, gossip",
                          "watched my fave's interview three times"],
                   "mix": ["本命新剧 when", "fave 又上热搜了"]},
        "passing": {"zh": ["追星伤钱又伤神", "演员的采访有时候比剧还好看", "你们都有本命吗"],
                    "en": ["stanning is expensive", "actor interviews can be better than the shows",
                           "does everyone here have a fave?"],
                    "mix": ["追星 expensive 啊", "演员 interview 比剧好看"]},
        "kw": {"zh": ["谁的本命是{x}？", "谁是{x}的粉丝？"],
               "en": ["Whose favourite actor is {x}?", "Who is a {x} fan?"]},
        "part": {"zh": ["{n}的本命是谁？", "{n}最喜欢的演员是谁？"],
                 "en": ["Who is {n}'s favourite actor?", "Which actor is {n}'s fave?"]},
        "para": {"zh": ["{n}最迷哪位影视明星？", "让{n}死心塌地的偶像叫啥？",
                        "{n}心尖上的艺人是哪位？"],
                 "en": ["Which star does {n} adore above everyone?",
                        "Whose screen acting does {n} idolise?",
                        "Which performer has {n}'s undying devotion?"]},
        "dq": ("{n}见过本命真人吗？", "Has {n} ever met that actor in person?", ("真人",
                                                                         "in person")),
        "vq": ("{n}的本命是{y}吗？", "Is {y} {n}'s favourite actor?"),
    },
    "coffee": {
        "vals": ["瑞幸", "库迪", "星巴克", "幸运咖", "挪瓦", "太平洋咖啡",
                 "Seesaw", "Tims", "Costa", "Peet's", "Blue Bottle", "Arabica"],
        "words": ("咖啡", "coffee", "拿铁", "latte"),
        "one": {"zh": ["我的咖啡只喝{x}", "每天上班前一杯{x}"],
                "en": ["my coffee is always from {x}", "a {x} cup every morning, non-negotiable"],
                "mix": ["咖啡只喝{x}，daily ritual", "每天早上一杯{x}，non-negotiable"]},
        "ask": {"zh": "@{n} 你平时喝哪家咖啡？", "en": "@{n} where do you get your coffee?",
                "mix": "@{n} 你的 coffee 是哪家？"},
        "rep": {"zh": "@{n} 你天天喝{x}吧？", "en": "@{n} you're a {x} regular, right?",
                "mix": "@{n} 你是{x}的 regular 吧？"},
        "split": {"zh": "说到咖啡，我只认一家", "en": "coffee-wise, I'm loyal to one place",
                  "mix": "说到咖啡，I'm loyal to one place"},
        "notice": {"zh": "【通知】线下聚会定在周六下午三点，地点就在{n}推荐的{x}门店，{n}帮忙占座",
                   "en": "[Notice] Meetup is Saturday 3pm at the {x} that {n} recommended; "
                         "{n} will save seats"},
        "jl": {"zh": ("聚会前统计：你常喝哪家咖啡", ["不喝咖啡", "喝茶", "便利店的",
                                        "哪家近喝哪家"]),
               "en": ("before the meetup: your usual coffee place",
                      ["no coffee for me", "tea person", "convenience store stuff",
                       "whichever is closest"])},
        "long": {"zh": "另外我最近每天早上都去{x}，店员都认识我了",
                 "en": "also I'm at {x} every morning now, the staff know my order",
                 "mix": "另外每天早上都去{x}，staff 都认识我了"},
        "srt": ("今天的我，由{x}赞助", "Today's me is sponsored by {x}"),
        "murmur": {"zh": "这集是在{x}坐了一下午翻完的",
                   "en": "translated my whole part in a corner of {x}"},
        "around": {"zh": ["今天咖啡喝多了，手在抖", "戒咖啡第二天，头好痛", "咖啡又涨价了"],
                   "en": ["too much coffee today, hands shaking",
                          "day two without coffee, headache",
                          "coffee went up again, ouch"],
                   "mix": ["coffee 喝多了 手抖", "咖啡又涨价了 ouch"]},
        "passing": {"zh": ["下午犯困，来杯咖啡", "咖啡因对我已经没用了", "咖啡和茶你们选哪个"],
                    "en": ["caffeine stopped working on me years ago", "coffee or tea, pick one",
                           "afternoon slump, need coffee"],
                    "mix": ["咖啡因 doesn't work anymore", "coffee 还是茶"]},
        "kw": {"zh": ["谁每天喝{x}？", "谁的咖啡只认{x}？"],
               "en": ["Who gets coffee from {x}?", "Who is a regular at {x}?"]},
        "part": {"zh": ["{n}平时喝哪家咖啡？", "{n}常去哪家咖啡店？"],
                 "en": ["Where does {n} get coffee?", "Which coffee chain does {n} go to?"]},
        "para": {"zh": ["{n}每早提神那杯出自哪个连锁？", "{n}算是哪个连锁品牌的熟客？",
                        "{n}惯常光顾的饮品铺子叫啥？"],
                 "en": ["Which chain brews {n}'s wake-up cup?",
                        "What café brand does {n} frequent?",
                        "Where is {n} a faithful customer for a caffeinated fix?"]},
        "dq": ("{n}那杯咖啡一般点几分糖？", "How much sugar does {n} take in that coffee?",
               ("几分糖", "sugar")),
        "vq": ("{n}喝的是{y}吗？", "Does {n} get coffee from {y}?"),
    },
    "game": {
        "vals": ["原神", "光遇", "蛋仔派对", "开心消消乐", "王者荣耀", "黑神话",
                 "Stardew Valley", "Celeste", "Balatro", "Tetris", "Minecraft", "Hollow Knight"],
        "words": ("游戏", "game", "开黑", "gaming"),
        "one": {"zh": ["发布完我就去玩{x}放松", "最近沉迷{x}，每天睡前来几把"],
                "en": ["after a release I unwind with {x}", "I've been hooked on {x} lately"],
                "mix": ["发布完玩会{x} relax 一下", "最近沉迷{x}，send help"]},
        "ask": {"zh": "@{n} 你平时玩什么游戏？", "en": "@{n} what game are you playing these days?",
                "mix": "@{n} 你最近玩什么 game？"},
        "rep": {"zh": "@{n} 你在玩{x}吧？", "en": "@{n} you're still on {x}, right?",
                "mix": "@{n} 你在玩{x}吧，saw your status"},
        "split": {"zh": "说到游戏，我最近又陷进去一个",
                  "en": "gaming-wise, I've got a new obsession",
                  "mix": "说到游戏，new obsession 了"},
        "notice": {"zh": "【通知】周日晚上组内开黑，{n}开房，玩{x}，想来的九点上线",
                   "en": "[Notice] Sunday game night: {n} is hosting {x}, join at 9"},
        "jl": {"zh": ("周日开黑：报一下你平时玩的", ["不玩游戏", "只看直播", "都行", "手残，围观"]),
               "en": ("game night: what do you usually play",
                      ["I don't game", "I just watch streams", "anything", "spectating only"])},
        "long": {"zh": "然后我最近在玩{x}，已经停不下来了",
                 "en": "and I've been playing {x} every night, can't stop",
                 "mix": "然后最近在玩{x}，can't stop"},
        "srt": ("（音乐）再来一局{x}", "(music) One more round of {x}"),
        "murmur": {"zh": "翻完这段奖励自己一局{x}",
                   "en": "rewarding myself with some {x} now that my part is done"},
        "around": {"zh": ["打游戏打到三点，后悔", "游戏又更新了，下了一晚上", "游戏卡关了，求助"],
                   "en": ["gamed till 3am, regret", "the update took all night to download",
                          "stuck on a level, send help"],
                   "mix": ["game update 下了一晚上", "卡关了 help"]},
        "passing": {"zh": ["发布完谁开黑", "游戏玩多了眼睛疼", "最近有什么好玩的游戏"],
                    "en": ["any good games lately?", "too much gaming, my eyes hurt",
                           "who's up for a game after release?"],
                    "mix": ["game 推荐有吗", "发布完开黑 anyone"]},
        "kw": {"zh": ["谁在玩{x}？", "谁发布完玩{x}放松？"],
               "en": ["Who is playing {x}?", "Who unwinds with {x}?"]},
        "part": {"zh": ["{n}平时玩什么游戏？", "{n}最近在玩哪个游戏？"],
                 "en": ["What game does {n} play?", "Which game is {n} into lately?"]},
        "para": {"zh": ["{n}闲暇时沉浸在哪款电子娱乐里？", "让{n}手柄不离手的是哪款作品？",
                        "{n}下班后消磨时光靠哪个虚拟世界？"],
                 "en": ["Which video title eats up {n}'s spare hours?",
                        "What does {n} boot up for fun?",
                        "Which interactive pastime has hooked {n}?"]},
        "dq": ("{n}在那个游戏里是什么段位？", "What ranked tier is {n} in that game?",
               ("段位", "ranked tier")),
        "vq": ("{n}在玩{y}吗？", "Is {n} playing {y}?"),
    },
    "laptop": {
        "vals": ["机械革命", "神舟战神", "联想小新", "华硕天选", "七彩虹", "宏碁",
                 "ThinkPad", "MacBook Air", "Surface Pro", "Razer Blade", "Zenbook", "Dell XPS"],
        "words": ("电脑", "笔记本", "laptop", "computer"),
        "one": {"zh": ["我的电脑是{x}，压制有点吃力", "做字幕全靠这台{x}"],
                "en": ["my laptop is a {x}, struggles a bit with encoding",
                       "all my subbing happens on a {x}"],
                "mix": ["电脑是{x}，encode 有点吃力", "这台{x} laptop 陪我三年了"]},
        "ask": {"zh": "@{n} 你用的什么电脑？", "en": "@{n} what laptop are you on?",
                "mix": "@{n} 你的 laptop 是哪款？"},
        "rep": {"zh": "@{n} 你那台是{x}吧？", "en": "@{n} that's a {x} you've got, right?",
                "mix": "@{n} 你那台是{x}吧，the one with stickers"},
        "split": {"zh": "说到电脑，我这台是二手的", "en": "laptop-wise, mine is second-hand",
                  "mix": "说到电脑，mine is 二手的"},
        "notice": {"zh": "【通知】本地压制测试：先用{n}的{x}跑一遍第五集，看要多久，其他人等结果",
                   "en": "[Notice] Local encoding test: {n}'s {x} runs episode 5 first so we know "
                         "how long it takes; others wait for the numbers"},
        "jl": {"zh": ("压制测试：报一下你的电脑", ["台式，自己攒的", "公司的不能用", "平板",
                                       "还在修"]),
               "en": ("encoding test: what machine do you have",
                      ["self-built desktop", "work one, can't use it", "just a tablet",
                       "in for repair"])},
        "long": {"zh": "还有我换了台{x}，压制快了一倍",
                 "en": "also I got a {x}, encoding is twice as fast now",
                 "mix": "还有换了台{x}，encode 快了一倍"},
        "srt": ("感谢{x}，今晚没有死机", "Thanks to my {x}, no crash tonight"),
        "murmur": {"zh": "翻到一半{x}自动更新重启了，差点没保存",
                   "en": "my {x} force-restarted for updates mid-part, nearly lost everything"},
        "around": {"zh": ["电脑风扇吵得像飞机", "电脑又蓝屏了", "想换电脑，钱包不同意"],
                   "en": ["laptop fan sounds like a jet engine",
                          "laptop crashed again, lost ten minutes of work",
                          "want a new laptop, wallet says no"],
                   "mix": ["laptop 风扇像飞机", "电脑又 crash 了"]},
        "passing": {"zh": ["压制还是台式机快", "笔记本散热是硬伤", "电脑开太多窗口卡死了"],
                    "en": ["desktops just encode faster", "laptop cooling is always the weak point",
                           "too many tabs, computer froze"],
                    "mix": ["笔记本 cooling 是硬伤", "电脑 froze 了又"]},
        "kw": {"zh": ["谁用的是{x}？", "谁的电脑是{x}？"],
               "en": ["Who works on a {x}?", "Whose laptop is a {x}?"]},
        "part": {"zh": ["{n}用的什么电脑？", "{n}的笔记本是哪款？"],
                 "en": ["What laptop does {n} have?", "Which computer does {n} use?"]},
        "para": {"zh": ["{n}干活的机器是哪个品牌？", "{n}随身携带的便携主机出自哪家？",
                        "{n}桌面上摆着哪款设备？"],
                 "en": ["Which machine does {n} rely upon?", "What portable rig does {n} carry?",
                        "Which brand built {n}'s workstation?"]},
        "dq": ("{n}的电脑内存多大？", "How much memory does {n}'s laptop have?", ("内存",
                                                                          "memory")),
        "vq": ("{n}用的是{y}吗？", "Is {n} on a {y}?"),
    },
}
KINDS = list(TOPICS)
CLASSES = ("keyword", "partial", "paraphrase")
SHAPES = ("one", "answer", "late", "correction", "split", "reported", "notice", "jielong",
          "reply", "long", "srt", "release")
TERSE_SHAPES = ("answer", "late", "reply", "split")

TERSE = {"zh": ["{x}", "{x}哈哈", "是{x}", "{x}！", "{x}，没想到吧"],
         "en": ["{x}", "{x} lol", "it's {x}", "{x}!", "{x}, surprisingly"],
         "mix": ["{x} 哈哈 lol", "{x}，没想到吧 lol", "是{x} haha"]}
CONFIRM = {"zh": ["对", "对的", "没错哈哈", "是的", "嗯嗯"],
           "en": ["yep", "yes!", "that's right", "yup haha"],
           "mix": ["对 lol", "yes 没错", "嗯嗯 yep"]}
CORRECT = {"zh": ["不对不对，说错了，是{x}，不是{y}", "更正：{x}，不是{y}"],
           "en": ["wait no, typo: it's {x}, not {y}", "correction: {x}, not {y}"],
           "mix": ["typo 了，是{x}，不是{y}", "更正 correction：{x} not {y}"]}
CORRECT_NEXT = {"zh": ["更正一下昨天说的，是{x}不是{y}", "昨天脑子糊了，是{x}，不是{y}"],
                "en": ["correcting myself from yesterday: {x}, not {y}",
                       "brain was fried yesterday, it's {x} not {y}"],
                "mix": ["更正一下 yesterday 的：{x}，不是{y}"]}
LATE = {"zh": "才看到 @{a} {t}", "en": "just saw this @{a} {t}", "mix": "才看到 @{a} {t} lol"}
SPLIT_PUSH = {"zh": ["快说", "然后呢", "？？"], "en": ["go on", "and?", "??"],
              "mix": ["快说 go on"]}
SRT_PRE = ["", "字幕组职业病犯了，上字幕：\n", "[subtitle mode]\n", "用字幕回答：\n"]
LONG_HEAD = {
    "zh": ["今天真是忙疯了，早上去银行办了点事排了四十分钟，中午又被拉去开了个会。",
           "汇报一下近况：这周上班还算顺利，周三加了一次班，周末打算好好睡一觉。",
           "跟大家说几件事，第一是我下周可能要出差三天，翻译进度可能慢一点。"],
    "en": ["Quick life update: work has been brutal this week, two late nights and a surprise "
           "deadline on Wednesday. ",
           "Catching up on the chat after a long day, sorry for going quiet since Tuesday. ",
           "A few things from me: I might travel for work for three days next week, so my parts "
           "may be slower. "],
    "mix": ["汇报一下近况：这周 work 很忙，加了两次班，deadline 一个接一个。",
            "Catching up 一下，今天开了三个会，脑子已经不转了。"],
}
LONG_TAIL = {
    "zh": ["。好了不说了，今晚还要赶自己那段，大家加油！",
           "。先这样，去洗澡了，晚点上线对一下时间轴。",
           "。就这些，周末见，记得看群公告。"],
    "en": [". Anyway, back to my part now, good luck everyone tonight!",
           ". That's all from me, off to shower, online again in an hour.",
           ". That's it, see you all at the weekend, check the pinned notice."],
    "mix": ["。好了先这样，back to my part，大家加油！", ". Anyway 先去洗澡了，晚点上线。"],
}
TIMECODE = re.compile(r"^\d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}$")

RAW_A = {"zh": "生肉到了：港湾灯火第三季第{ep}集，时长{mm}分{ss}秒，已传群文件",
         "en": "Raw is up: Harbor Lights S03E{e2}, 1080p WEB-DL, {gb} GB, runtime {mm}:{ss}",
         "mix": "raw 到了，S03E{e2}，{mm}分{ss}秒，群文件自取"}
RAW_B = {"zh": "潮汐日记第{ep}集生肉到了，{mm}分钟，群文件自取",
         "en": "Tidewater Diaries E{e2} raw is in the group files, {mm} minutes",
         "mix": "潮汐日记 E{e2} raw 到了，{mm}分钟"}
CLAIM = {"A": "#接龙 港湾灯火第{ep}集翻译认领（{parts}段，每段约{per}分钟）",
         "B": "#接龙 潮汐日记第{ep}集翻译认领（{parts}段，每段约{per}分钟）"}
GO = {"zh": ["收到，开工！", "收到，今晚目标十一点前发", "好，开始认领，老规矩"],
      "en": ["got it, let's go", "thanks! claims are open"], "mix": ["收到 let's go", "开工 team"]}
PROGRESS = {
    "A": {"zh": ["第{p}段翻完一半了", "第{p}段卡在一个法律术语上", "第{p}段有段吵架戏，语速好快"],
          "en": ["part {p} halfway done", "stuck on a legal term in part {p}",
                 "part {p} has a shouting match, so fast"],
          "mix": ["第{p}段 halfway 了", "第{p}段有个 legal term 卡住了"]},
    "B": {"zh": ["第{p}段翻完一半了", "第{p}段全是鸟名，查到眼花", "第{p}段旁白好长，一句要拆三行"],
          "en": ["part {p} halfway done", "part {p} is all bird names, help",
                 "the narration in part {p} runs long, splitting lines"],
          "mix": ["第{p}段 halfway 了", "第{p}段全是 bird names"]},
}
LEFT = {"zh": "第{p}段还剩{pct}%", "en": "part {p}: about {pct}% left",
        "mix": "part {p} 还剩{pct}%"}
HANDIN = {"zh": ["第{p}段交了，放群文件了", "第{p}段搞定，{lines}行，已上传"],
          "en": ["part {p} uploaded to the group files", "part {p} done, {lines} lines, uploaded"],
          "mix": ["第{p}段 uploaded 了", "第{p}段 done，{lines}行"]}
TIMING = {"zh": ["第{ep}集时间轴做好了，{lines}行", "轴打完了，有几句重叠的我标出来了"],
          "en": ["timing for ep {ep} done, {lines} lines",
                 "timing finished, flagged a few overlaps"],
          "mix": ["时间轴 done，{lines}行", "轴打完了，overlap 的标黄了"]}
NUDGE = {"zh": "还差第{p}段，@{b} 几点能交？", "en": "still missing part {p}, @{b} ETA?",
         "mix": "第{p}段还没交，@{b} ETA？"}
NUDGE_RE = {"zh": ["{k}分钟", "马上马上", "十分钟内"], "en": ["{k} min", "almost there",
                                                    "10 minutes"],
            "mix": ["马上 almost done", "{k} min 内"]}
PROOF_GO = {"zh": ["开始校对", "校对开工"], "en": ["starting proofreading", "proofing now"],
            "mix": ["校对 start"]}
PROOF_DONE = {"zh": ["校对完了，改了{k}处", "校完，统一了{k}个译名"],
              "en": ["proofreading done, {k} fixes", "done, unified {k} names"],
              "mix": ["校对 done，改了{k}处"]}
ENCODING = {"zh": ["压制中，预计{min}分钟", "开始压了，{min}分钟左右"],
            "en": ["encoding, about {min} min", "encode started, ~{min} minutes"],
            "mix": ["压制中 ETA {min}分钟"]}
ENCODED = {"zh": ["压好了，{mb}兆，上传中", "压完了，上传中"], "en": ["encoded, {mb} MB, uploading",
                                                     "done, uploading now"],
           "mix": ["压好了 {mb}MB uploading"]}
THANKS = {"zh": ["辛苦了", "辛苦了！", "辛苦辛苦", "辛苦了 晚安", "大家辛苦了"],
          "en": ["thanks all!", "great work team", "thank you everyone"],
          "mix": ["辛苦了 thanks all", "great work 辛苦了"]}
MURMUR = {"A": {"zh": ["第{p}段的法庭术语查到怀疑人生", "这集的双关我尽力了",
                       "法官语速太快，听了好多遍",
                       "结尾那段翻得我鼻子一酸", "本集脏话密度创新高"],
                "en": ["the judge in my part talks way too fast", "did my best with the puns",
                       "the ending got me a little teary", "record swearing density this week"]},
          "B": {"zh": ["旁白好温柔，翻着翻着就困了", "那只海獭太可爱了", "鸟的名字查了一晚上"],
                "en": ["the otters in this one, I can't", "the narrator nearly put me to sleep",
                       "spent the night on bird names"]}}
RELEASE = {
    "A": {"zh": "【发布】《港湾灯火》第三季第{ep}集 中英双语字幕\n翻译：{trans}\n"
                "校对：{proof}　时间轴：{timer}　压制：{enc}　片源：{raw}　"
                "特效：{ts}　监制：{lead}\n"
                "本集碎碎念 · {m}：{note}\n链接见群公告，欢迎挑错",
          "en": "[Release] Harbor Lights S03E{e2}, bilingual subs\nTranslation: {trans}\n"
                "Proofreading: {proof} | Timing: {timer} | Encoding: {enc} | Raw: {raw} | "
                "Typesetting: {ts} | Supervisor: {lead}\nNote from {m}: {note}\n"
                "Links in the pinned notice, typo reports "
                "welcome"},
    "B": {"zh": "【发布】《潮汐日记》第{ep}集 中英双语字幕\n翻译：{trans}\n"
                "校对：{proof}　时间轴：{timer}　压制：{enc}　片源：{raw}　"
                "特效：{ts}　监制：{lead}\n"
                "本集碎碎念 · {m}：{note}\n链接见群公告，欢迎挑错",
          "en": "[Release] The Tidewater Diaries E{e2}, bilingual subs\nTranslation: {trans}\n"
                "Proofreading: {proof} | Timing: {timer} | Encoding: {enc} | Raw: {raw} | "
                "Typesetting: {ts} | Supervisor: {lead}\nNote from {m}: {note}\n"
                "Links in the pinned notice, typo reports "
                "welcome"},
}
NOTE_HEAD = {"zh": "本集碎碎念 · {m}：", "en": "Note from {m}: "}
ERRATA = {"zh": "第{ep}集{mm}分{ss}秒有个错字，修正版已经压好了",
          "en": "typo at {mm}:{ss} in ep {ep}, the fixed version is up",
          "mix": "第{ep}集 {mm}:{ss} 有个 typo，修正版已上传"}

# the days of their own: the clocks changing, the meeting, the hiatus, recruitment, the end
SPECIAL: dict[int, list[tuple[float, str, str]]] = {
    US_DST: [(10.5, RAW, "Clocks sprang forward here today, so Harbor Lights raws land an hour "
                         "earlier from tomorrow"),
             (21.3, "Nadia", "same in Toronto, lost an hour of sleep lol"),
             (21.6, LEADER, "收到，明天九点半就可以盯生肉了")],
    UK_DST: [(20.2, "Hannah", "UK clocks went forward today, so Tidewater airs at 3am Beijing "
                              "time from this week"),
             (20.4, "阿布", "那我周五早上起来就有生肉了哈哈")],
    AU_DST: [(18.1, "Zoe", "Melbourne clocks went back last night, I'm only 2 hours ahead of you "
                           "now"),
             (18.3, "Owen", "so you finally sleep at a normal time?"),
             (18.5, "Zoe", "haha we'll see")],
    20: [(10.2, LEADER, "【通知】今晚八点语音会议：下季选剧、术语表、招新，能来的都来"),
         (10.4, "小鹿", "收到"), (10.6, "Hannah", "I'll be there"), (11.0, "老鱼", "收到"),
         (20.0, LEADER, "[语音] 会议开始了，进来吧"), (20.05, "七七", "我麦坏了，打字参加"),
         (20.1, "Owen", "in, can hear you fine"), (20.4, "大卫", "同意下季接纪录片"),
         (20.6, "Marco", "+1 for the documentary"),
         (21.2, LEADER, "【会议纪要】\n1. 下季接《北岸》第一季，片源还是美国那边盯\n"
                        "2. 术语表每周三更新，阿宁负责\n3. 四月一日开始招新，试译题两段\n"
                        "4. 潮汐日记收尾后休息一周"),
         (21.3, "薄荷", "收到收到"), (21.4, "Zoe", "thanks for the notes!")],
    28: [(9.2, LEADER, "【通知】本周港湾灯火停播一周，下周一恢复，大家好好休息"),
         (9.4, "七七", "好耶放假"), (9.6, "Hannah", "finally a Monday off"),
         (12.3, "七七", "宣布：下季我们改做韩剧[表情]"), (12.4, "阿布", "愚人节快乐"),
         (12.5, "Owen", "nice try"),
         (20.1, LEADER, "【招新】试译题已放群文件，两段各五分钟，四月十日截止，欢迎转发"),
         (20.3, "Zoe", "shared it on my feed"), (20.4, "薄荷", "转了")],
    37: [(21.0, LEADER, "试译收到十一份，这周末前评完，评分表在群文件"),
         (21.2, DEPUTY, "我负责前六份"), (21.3, "Zoe", "I'll take the other five")],
    38: [(22.1, DEPUTY, "第三份翻得不错，语感很好"), (22.2, "Zoe",
                                          "#8 is solid too, good ear for jokes"),
         (22.4, LEADER, "周末定人，先别外传")],
    50: [(12.2, LEADER, "完结集播放两万三，谢谢大家这一季"), (12.3, "小鹿", "撒花"),
         (12.35, "Hannah", "what a season"), (12.4, "七七", "撒花")],
    51: [(20.0, LEADER, "下季投票走起，想接哪部报一下"),
         (20.2, "大卫", "#接龙 下季想接哪部\n1. 大卫 北岸"),
         (20.4, "Marco", "#接龙 下季想接哪部\n1. 大卫 北岸\n2. Marco 北岸"),
         (20.6, "桔梗", "#接龙 下季想接哪部\n1. 大卫 北岸\n2. Marco 北岸\n3. 桔梗 潮汐日记第二季"),
         (20.9, "Owen", "#接龙 下季想接哪部\n1. 大卫 北岸\n2. Marco 北岸\n3. 桔梗 潮汐日记第二季\n"
                        "4. Owen 随便")],
    53: [(21.0, ENC, "全季合集压好了，放群文件了，一共七集"), (21.2, "阿布", "收藏了")],
    55: [(21.5, LEADER, "这季就到这，休息两周，下季见"), (21.6, "小鹿", "下季见"),
         (21.65, "七七", "下季见"), (21.7, "Nadia", "see you next season!"), (21.8, "薄荷",
                                                                         "下季见")],
}
HOLIDAY_LINES = {"zh": ["清明假期第一天，高速好堵", "假期也要翻潮汐日记，辛苦", "清明安康",
                        "下雨了，清明果然下雨"],
                 "en": ["long weekend, finally", "it's raining, as it always does at Qingming"],
                 "mix": ["假期 mode on", "清明 long weekend 开始"]}

# Ordinary talk: each line as (zh, en, mix), the speaker's language picking one.
OPEN: dict[str, list[tuple[str, str, str]]] = {
    "sub": [
        ("第{p}段第{line}行那句双关怎么翻比较好",
         "how would you render the pun at line {line} of part {p}?",
         "第{p}段 line {line} 那个 pun 怎么翻"),
        ("“反对有效”和“抗议有效”哪个更自然？",
         "for 'sustained', which of our two usual renderings reads better?",
         "sustained 到底翻反对有效还是抗议有效"),
        ("这集脏话好多，要不要弱化", "lots of swearing this episode, do we tone it down?",
         "这集 swearing 好多，要弱化吗"),
        ("律师助理那个角色的译名统一一下", "let's unify the paralegal's name across episodes",
         "paralegal 那个角色的译名统一一下"),
        ("这句俚语我查了半小时还是没懂",
         "spent half an hour on one line of slang and I'm still lost",
         "这句 slang 查了半小时还是不懂"),
        ("一行字幕超过{chars}个字了，要不要拆",
         "this line is over {chars} characters, should I split it?",
         "这行超过{chars}个字了，split 一下？"),
        ("第{min}分钟那个梗是在致敬老电影吧",
         "the joke at minute {min} is a nod to some old film, right?",
         "第{min}分钟那个梗 is a reference 吧"),
        ("语气词要不要翻出来", "do we translate filler words like 'well' and 'you know'?",
         "filler words 要不要翻"),
        ("这个单位要不要换算成公里", "do we convert miles to kilometres here?",
         "miles 要不要换成公里"),
        ("片尾歌词这次也要翻吗", "are we doing the end-credits lyrics this time?",
         "片尾 lyrics 要翻吗"),
        ("这个词术语表里没有，我先按自己的翻了",
         "this term's not in the glossary, going with my own for now",
         "glossary 里没有这个词，我先自己翻了"),
        ("双关实在翻不出来，加个注释吧", "the pun is untranslatable, adding a note",
         "pun 翻不出来，加 note 吧"),
        ("鸟的学名要不要放括号里", "do we put the Latin bird names in brackets?",
         "鸟的 Latin name 要不要括号"),
        ("旁白这句太长了，{k}秒放不下", "the narrator's line is too long for {k} seconds",
         "旁白这句太长，{k}秒放不下"),
    ],
    "show": [
        ("第{ep}集结尾那个反转我没想到", "did not see that twist at the end of ep {ep} coming",
         "第{ep}集 ending 那个反转绝了"),
        ("这季的编剧换人了吧，节奏好慢", "new writers this season? the pacing is slow",
         "这季 pacing 好慢"),
        ("潮汐日记的摄影真的美", "the cinematography on Tidewater is gorgeous",
         "潮汐日记的 cinematography 太美了"),
        ("女主律师这季好帅", "the lead lawyer is on fire this season", "女主律师这季 so cool"),
        ("预告说下集有人要退场", "the promo says someone leaves next episode",
         "promo 说下集有人退场"),
        ("纪录片那只海豹宝宝太可爱了", "that seal pup in the documentary, I can't",
         "那只 seal pup 太可爱"),
        ("剧透警告：第{ep}集有大事", "spoiler warning: big stuff in ep {ep}",
         "spoiler 警告，第{ep}集有大事"),
        ("港湾灯火收视好像在跌", "ratings are dipping for Harbor Lights apparently",
         "Harbor Lights ratings 在跌"),
        ("续订了吗？", "has it been renewed yet?", "renew 了吗"),
        ("旁白大叔的声音好治愈", "the narrator's voice is so soothing", "旁白的 voice 好治愈"),
    ],
    "life": [
        ("今天降温了，{temp}度", "it dropped to {temp} degrees today", "今天{temp}度，so cold"),
        ("午饭吃什么好纠结", "can't decide what to have for lunch", "lunch 吃啥好纠结"),
        ("下班了，地铁好挤", "off work, the metro is packed", "下班了 metro 好挤"),
        ("周末有人去看樱花吗", "anyone going to see the cherry blossoms this weekend?",
         "周末樱花 anyone？"),
        ("今天加班到{h}点", "stuck at work till {h}:30 tonight", "加班到{h}点 ugh"),
        ("外卖迟到了{min}分钟", "my takeout is {min} minutes late", "外卖 late 了{min}分钟"),
        ("楼下在装修，吵死了", "the flat downstairs is being renovated, so loud",
         "楼下装修 so loud"),
        ("终于下班了", "finally off work", "终于下班 finally"),
        ("今天下雨，没带伞", "rain and no umbrella, classic", "下雨没带伞 classic"),
        ("我家猫今天又拆家了", "my cat destroyed the sofa today", "我家猫又拆家了 lol"),
        ("感冒了，嗓子疼", "caught a cold, throat's sore", "感冒了 sore throat"),
        ("今天走了{k}千步", "{k}k steps today", "今天{k}k steps"),
        ("房东说下个月涨租{k}百", "landlord wants {k}00 more rent from next month",
         "房东要涨{k}00 rent"),
        ("体检报告出来了，还行", "health check results are in, all fine", "体检 results 还行"),
    ],
    "tech": [
        ("这集码率压到{k}兆了，画质还行", "encoded this one at {k} Mbps, looks fine",
         "这集 bitrate {k}M，画质还行"),
        ("网盘限速了，下载好慢", "the cloud drive is throttling downloads again",
         "网盘 throttle 了，好慢"),
        ("成品{mb}兆，能不能再小点", "release is {mb} MB, can we go smaller?",
         "成品{mb}MB，smaller 一点？"),
        ("特效字幕渲染好慢", "styled subs take forever to render", "特效 render 好慢"),
        ("时间轴偏了{k}帧，整体挪一下", "timing is {k} frames off, shift everything",
         "时间轴偏了{k} frames"),
        ("群文件满了，清一下旧的", "group files are full, clearing old stuff",
         "群文件满了 clean up 一下"),
        ("字幕软件出新版了，要不要升级", "new version of the subtitle editor is out, upgrade?",
         "字幕软件 new version 出了"),
        ("上传到{pct}%断了", "upload died at {pct}%", "upload 到{pct}% 断了"),
    ],
    "stats": [
        ("第{ep}集播放量{views}了", "ep {ep} is at {views} views", "第{ep}集 views {views}"),
        ("评论区有人夸字幕翻得好", "someone in the comments praised our subs",
         "comments 里有人夸字幕"),
        ("有观众说第{min}分钟有错字", "a viewer says there's a typo at minute {min}",
         "观众说第{min}分钟有 typo"),
        ("关注涨了{k}百", "we gained {k}00 followers", "followers 涨了{k}00"),
        ("评论区有人在催更潮汐日记", "people in the comments are asking for Tidewater already",
         "评论区在催更 Tidewater"),
    ],
    "admin": [
        ("提醒：文件命名按第几集_第几段_名字", "reminder: name files episode_part_yourname",
         "提醒 file naming 按 集_段_名字"),
        ("术语表更新了{k}条，翻之前看一下",
         "the glossary has {k} new entries, check before translating",
         "glossary 更新了{k}条"),
        ("这周有空帮忙校对潮汐日记的举手", "anyone free to help proofread Tidewater this week?",
         "这周 proofread 有空的举手"),
        ("群公告更新了，看一下", "pinned notice updated, please read", "群公告 updated 看一下"),
        ("交稿前自己先过一遍错别字", "run a typo pass on your part before handing it in",
         "交稿前先自己 check 一遍 typo"),
    ],
    "pic": [
        ("[图片] 今天的晚霞", "[图片] sunset from my window", "[图片] 今天的 sunset"),
        ("[图片] 工位", "[图片] my desk tonight", "[图片] desk setup 今晚"),
        ("[图片] 监工猫", "[图片] the cat supervising", "[图片] 监工猫 supervising"),
        ("[图片] 零食", "[图片] snack break", "[图片] 零食 break"),
        ("[图片] 截图笑死", "[图片] this screenshot lol", "[图片] screenshot 笑死"),
        ("[图片] 楼下的樱花开了", "[图片] cherry blossoms outside", "[图片] 樱花 finally"),
    ],
}
# lines of a time of day in Beijing, said then and by those who live on its clock
TIMED = {"午饭吃什么好纠结": (10.8, 13.5), "下班了，地铁好挤": (17.0, 20.0), "终于下班了": (17.0,
                                                                       22.0),
         "今天加班到{h}点": (18.0, 22.5), "今天降温了，{temp}度": (6.0, 23.0),
         "今天下雨，没带伞": (7.0, 21.0)}
REPLY: dict[str, list[tuple[str, str, str]]] = {
    "sub": [("我觉得意译就好", "I'd go with the sense, not the words", "意译就好 I think"),
            ("按术语表来", "stick to the glossary", "按 glossary 来"),
            ("加个注释吧", "add a translator's note", "加个 note 吧"),
            ("拆成两行", "split it into two lines", "拆成两行 yes"),
            ("保留原文，后面括号解释", "keep the original and explain in brackets",
             "保留原文 + 括号"),
            ("弱化一点，平台会审", "tone it down a bit, the platform checks",
             "弱化一下，platform 会审"),
            ("问问校对", "ask the proofreaders", "问下 proofreader"),
            ("哈哈哈这个难", "haha that's a tough one", "this one is hard 哈哈"),
            ("上一季怎么翻的？翻群文件看看", "how did we do it last season? check the group files",
             "上一季怎么翻的 check 一下群文件"),
            ("我投第二个", "second option for me", "我投 option 2"),
            ("十五个字以内最好", "fifteen characters or fewer is best", "十五个字以内 best")],
    "show": [("别剧透！", "no spoilers!", "no spoiler 啊"), ("同感", "same", "同感 same"),
             ("我哭了", "I cried", "我 cried"), ("还没看，先撤", "haven't watched yet, leaving",
                                             "还没看 bye"),
             ("官方说续订了，第四季", "official: renewed for season 4", "renewed 了 第四季"),
             ("那段配乐也好", "the score in that scene too", "那段 music 也好"),
             ("编剧太狠了", "the writers are ruthless", "编剧 ruthless"),
             ("剧透的罚翻歌词", "spoilers get you lyrics duty", "剧透罚翻 lyrics"),
             ("第{min}分钟那段我看了三遍", "I rewatched minute {min} three times",
              "第{min}分钟 rewatch 了三遍")],
    "life": [("哈哈哈", "haha", "哈哈 lol"), ("多喝热水", "drink some hot water", "多喝热水 lol"),
             ("注意身体", "take care", "take care 注意身体"), ("我也是", "me too", "me too 我也是"),
             ("周末见", "see you at the weekend", "周末见 see ya"), ("羡慕", "jealous",
                                                               "羡慕 jealous"),
             ("[图片] 同款", "[图片] same here", "[图片] same 同款"),
             ("加油", "hang in there", "加油 hang in there")],
    "tech": [("别升级，等稳定版", "don't upgrade yet, wait for stable", "先别 upgrade"),
             ("我来弄", "I'll handle it", "我来 handle"),
             ("可以，画质看不出差别", "fine, can't tell the difference",
              "可以 no visible difference"),
             ("重新传一下", "re-upload it", "重传 again"), ("收到", "got it", "收到 ok"),
             ("辛苦", "thanks", "辛苦 thanks"),
             ("我这边传到{pct}%了", "mine's at {pct}% now", "我这边 {pct}% 了")],
    "stats": [("好耶", "yay", "好耶 yay"), ("错字已修，修正版稍后", "typo fixed, v2 coming",
                                        "typo 修了，v2 稍后"),
              ("大家辛苦了", "great work everyone", "辛苦了 great work"), ("冲冲冲", "let's go",
                                                                   "冲 let's go")],
    "admin": [("收到", "got it", "收到 ok"), ("好的", "ok", "好的 ok"), ("我可以", "I can",
                                                                 "我可以 I'm free"),
              ("明白", "understood", "明白 understood"),
              ("第{k}条我补一下", "I'll add to item {k}", "第{k}条我 add 一下")],
    "pic": [("好看", "nice", "nice 好看"), ("馋了", "now I'm hungry", "馋了 hungry"),
            ("猫猫！", "kitty!", "猫猫 cute"), ("哈哈哈哈", "lmao", "哈哈 lmao")],
}
# an @-question and its answer, the answer in the answerer's own language; the first two
# are put to a translator about their part
PING = [
    (("@{b} 第{p}段什么时候能交？", "@{b} when can you hand in part {p}?", "@{b} 第{p}段 ETA？"),
     ("一个小时内", "within the hour", "一小时内 ok")),
    (("@{b} 你这次是第几段", "@{b} which part are you on this time?", "@{b} 你是 part 几"),
     ("第{p}段", "part {p}", "part {p}，第{p}段")),
    (("@{b} 群文件里那个样式模板在哪", "@{b} where's the style template in the group files?",
      "@{b} template 在哪"), ("在模板文件夹", "templates folder", "template 文件夹里")),
    (("@{b} 今晚能帮忙校一段吗", "@{b} can you proofread a part tonight?",
      "@{b} 今晚能 proofread 吗"),
     ("可以，晚点", "sure, a bit later", "可以 later")),
    (("@{b} 周末有空吗", "@{b} free this weekend?", "@{b} weekend 有空吗"),
     ("周日有", "Sunday yes", "Sunday 可以")),
]
REPEATS = ["哈哈哈哈哈哈", "笑死", "好耶！", "冲！", "辛苦了", "绝了", "救命", "+1", "lmao", "same",
           "[表情]"]
MORNING = {"zh": ["早", "早安", "早～", "早上好", "早 今天{temp}度"], "en": ["morning all",
                                                                 "good morning", "gm"],
           "mix": ["早 morning", "gm 早"]}
NIGHT = {"zh": ["晚安", "睡了睡了", "晚安～", "我也睡了"], "en": ["night all", "gn", "good night"],
         "mix": ["晚安 gn", "睡了 night"]}
LONG_ORD = {
    "zh": ["今天复盘一下上周的成品：错字{k}个，时间轴偏移两处，译名不统一三处，整体比上季好很多，"
           "大家交稿前记得对一下术语表，尤其是法庭戏的说法。",
           "说个好消息，咱们的成品这周在站内排到了字幕区第{k}名，评论区好多人说看得很舒服，"
           "感谢大家这么晚还在翻，发布夜大家早点交稿就能早点睡。"],
    "en": ["Small retro on last week's release: {k} typos, two timing drifts and three names that "
           "didn't match the glossary. Much better than last season, but please check the "
           "glossary before you hand in, especially the courtroom terms.",
           "Good news: our release hit number {k} in the subtitle section this week and the "
           "comments love how readable the lines are. Thanks for all the late nights, everyone."],
    "mix": ["复盘一下：上周 release 错字{k}个，timing 偏了两处，整体比上季好，"
            "交稿前记得 check 一下 glossary，尤其是法庭戏。"],
}

# Turns a member might send the bot: translations, timing sums, drafts, how-tos, greetings.
CHATTER = [
    "帮我把这句翻成中文：You can't handle the truth", "23.976帧的视频，一分钟是多少帧？",
    "怎么用ffmpeg把字幕烧进视频里", "Aegisub里怎么整体平移时间轴", "帮我写个招新通知，要求英语六级",
    "how do you say 'cliffhanger' in Chinese?", "write a short thank-you note to our viewers",
    "讲个冷笑话", "今天适合出门吗", "translate 'objection, your honour' into Chinese",
    "字幕一行最多放多少个汉字比较合适", "what's the difference between SRT and ASS subtitles?",
    "帮我想个字幕组的口号", "how many characters per second can people read comfortably?",
    "给我推荐三部英剧", "frame rate 25 和 23.976 差多少", "帮我润色这句：法官大人，我反对",
    "what does 'sidebar, your honor' mean in a courtroom?", "写一段发布公告的模板",
    "怎么把双语字幕改成上下两行", "explain 'the ball is in your court' in simple words",
    "给新人写一份翻译注意事项", "晚上好", "早上好呀",
    "how do I convert miles to kilometres quickly?",
    "1小时23分45秒是多少秒", "what's a polite way to remind someone about a deadline?",
    "帮我起个群名", "翻译腔怎么避免", "give me five ways to translate 'awkward'",
    "双关语一般怎么处理", "英式英语和美式英语拼写有哪些常见区别", "写一首关于熬夜的打油诗",
    "tell me a fun fact about otters", "海豹和海狮怎么区分", "what is a paralegal exactly?",
    "帮我算一下，七集每集四十四分钟一共多少小时", "make a checklist for proofreading subtitles",
    "用一句话介绍港湾灯火这部剧", "how to keep subtitles in sync after cutting ads?",
    "推荐一个番茄钟的用法", "what's the plural of 'octopus'?", "帮我写个请假条，说周一要加班",
    "translate '辛苦了' into natural English", "字幕里的人名要不要加引号",
    "how do I say 'spoiler alert' in Chinese?", "怎么判断一句台词是不是反讽", "讲讲字幕组的历史",
    "what does 'sustained' mean when a judge says it?", "帮我把这段话缩短到二十个字以内",
    "give me a pep talk for a late-night deadline", "怎么用Excel统计每个人翻了多少行",
    "北京今天几度", "what time is it in Toronto now?", "墨尔本现在几点",
    "how to say 'break a leg' in Chinese?", "帮我写个会议纪要的格式",
    "字幕时间轴的入点出点是什么意思",
    "what's a good font size for 1080p subtitles?", "怎么压缩视频又不太损失画质",
    "translate 'it's not rocket science'", "帮我想三个周末团建的点子", "番茄炒蛋先放番茄还是先放蛋",
    "how long should a subtitle stay on screen?", "把这句英文改得更口语：I am very tired today",
    "what does 'pro bono' mean?", "解释一下什么是硬字幕和软字幕", "推荐几本学翻译的书",
    "give me a haiku about rain", "帮我检查这句有没有语病：我们明天将会去开会议",
    "what's the Chinese for 'closing argument'?", "怎么礼貌地拒绝加班", "hi bot",
    "how do you pronounce 'Worcestershire'?", "帮我写个生日祝福", "什么是意译什么是直译",
    "what are some British slang words for 'tired'?", "一集四十四分钟分六段，每段多少分钟",
    "write a two-line bio for a subtitle translator", "怎么做一个好的校对", "今天星期几",
    "how to stay awake without coffee?", "帮我把'cross-examination'翻成中文",
    "what is a voice-over in a documentary?", "给我讲讲潮汐是怎么形成的", "在吗",
    "summarise the rules of good subtitling in five points", "怎么在字幕里表示画外音",
    "which is correct: 'judgement' or 'judgment'?", "帮我写一个招新试译的评分标准",
    "怎么把时间码 00:12:30,500 换算成秒", "what's a polite way to say no in Chinese?",
    "讲个和法律有关的笑话", "how do I split a long subtitle line nicely?",
    "帮我想一个字幕组的新名字", "what does 'hearsay' mean in court?", "怎么缓解眼睛疲劳",
    "谢谢你", "good night bot", "what's the Chinese for 'seal pup'?", "怎么写一封感谢观众的信",
]
# Things nobody in the group did: a never-said question's words, and lines that do not hold them.
NOBODY = [
    ("谁的移动硬盘摔坏了？", ("硬盘",)), ("Who got a takedown notice from the studio?",
                              ("takedown",)),
    ("谁的账号被封了？", ("被封",)), ("Who entered the subtitle translation contest?",
                            ("contest",)),
    ("谁去字幕公司面试了？", ("面试",)), ("Who dozed off during the voice meeting?", ("dozed",)),
    ("谁的猫把水打翻了？", ("打翻",)), ("Who flew to London to see a play?", ("london",)),
    ("谁中了抽奖？", ("抽奖",)), ("Who got a parking ticket?", ("parking",)),
    ("谁发错了红包？", ("红包",)), ("Who dyed their hair blue?", ("dyed",)),
    ("谁搬家了？", ("搬家",)), ("Who broke their wrist?", ("wrist",)),
    ("谁买了投影仪？", ("投影仪",)),
]
PAST = re.compile(r"说过|提到|之前|上次|刚才|记得|群里|谁|哪位|昨天|上周|以前|"
                  r"\b(earlier|said|mention\w*|told|last time|who|whose|remember|before|"
                  r"yesterday|last week|ago)\b", re.I)
STOP = {
    "a", "an", "the", "is", "are", "was", "were", "be", "been", "do", "does", "did", "what",
    "which", "who", "whose", "where", "when", "how", "of", "on", "in", "at", "to", "for", "with",
    "by", "from", "and", "or", "s", "it", "its", "that", "this", "they", "their", "them", "he",
    "she", "his", "her", "i", "my", "me", "you", "your", "we", "our", "us", "has", "have", "had",
    "not", "no", "so", "as", "up", "out", "any", "t", "m", "re", "ll", "ve", "d", "into", "over",
    "about", "than", "then", "there", "these", "those", "one", "just", "all", "now", "get", "got",
}

REACT = {"zh": ["哈哈哈", "可以可以", "好家伙", "[表情]", "懂了", "👍"], "en": ["nice", "ha",
                                                                 "oh cool", "fair"],
         "mix": ["nice 哈哈", "可以 nice", "好家伙 lol"]}
ACK = {"zh": ["收到", "收到～", "👌 收到", "好的"], "en": ["got it", "noted", "ok!"],
       "mix": ["收到 ok", "noted 收到"]}
PROMPT = {"zh": "接龙走起：{t}，按格式往下接", "en": "sign-up time: {t}, add yourself below"}
RATE = {"off": 11.5, "a_air": 7.0, "a_next": 10.0, "b_air": 9.0, "b_out": 8.0, "hiatus": 13.0,
        "meeting": 8.0, "test": 10.0, "finale": 6.0, "wrap": 11.5}
KIND_W = {"life": 3.0, "sub": 1.2, "show": 1.0, "tech": 0.6, "stats": 0.0, "admin": 0.5, "pic": 1.0,
          "ping": 0.9, "repeat": 0.7, "quote": 0.7, "long": 0.3}
# where the calendar stands changes what the ordinary talk is about
KIND_BY = {"a_air": {"sub": 2.5, "tech": 1.2, "ping": 1.5}, "finale": {"sub": 2.5, "tech": 1.2,
                                                                       "ping": 1.5},
           "b_air": {"sub": 1.8, "show": 1.4}, "b_out": {"sub": 1.2, "show": 1.4, "stats": 1.0},
           "a_next": {"stats": 1.5, "show": 2.0}, "hiatus": {"life": 4.0, "show": 1.5},
           "wrap": {"life": 4.0, "show": 1.5, "stats": 0.8}, "meeting": {"admin": 1.2},
           "test": {"admin": 1.0}}
IDX = {"zh": 0, "en": 1, "mix": 2}
IMG = re.compile(r"\[(图片|表情|动画表情|语音|文件)\]")
QUOTE = re.compile(r"\[回复 [^\]]*\]")
_NUM: dict[str, Any] = {
    "k": lambda r: r.randint(2, 9), "min": lambda r: r.randint(3, 44),
    "mb": lambda r: r.randint(380, 990), "pct": lambda r: r.randint(10, 90),
    "views": lambda r: r.randint(3000, 26000), "temp": lambda r: r.randint(4, 19),
    "h": lambda r: r.randint(20, 23), "p": lambda r: r.randint(1, 6),
    "line": lambda r: r.randint(12, 180), "lines": lambda r: r.randint(90, 170),
    "gb": lambda r: round(r.uniform(1.8, 3.2), 1), "mm": lambda r: r.randint(41, 45),
    "ss": lambda r: f"{r.randint(0, 59):02d}", "chars": lambda r: r.randint(18, 26),
}


def _at(d: int, h: float) -> float:
    return T0 + d * DAY + h * HOUR


def _day(t: float) -> int:
    return int((t - T0) // DAY)


def _weekend(d: int) -> bool:
    return d % 7 >= 5 or d in HOLIDAY


def _windows(who: str, d: int) -> list[tuple[float, float, float]]:
    """The Beijing hours `who` is awake and online on day `d` (start, end, weight)."""
    zone, wk = PEOPLE[who][4], _weekend(d)
    if zone == "cn":
        return ([(9.0, 12.0, 1.0), (14.0, 18.0, 1.2), (19.0, 24.3, 2.6)] if wk
                else [(7.4, 9.0, 0.8), (12.0, 13.5, 1.2), (18.5, 23.8, 3.0)])
    if zone == "owl":
        return ([(11.0, 14.0, 1.0), (15.0, 18.0, 1.0), (20.0, 26.0, 3.0)] if wk
                else [(10.0, 11.5, 0.5), (12.5, 14.0, 1.0), (16.0, 18.0, 0.6), (20.0, 25.8, 3.0)])
    # abroad: their own mornings, lunches and evenings, on Beijing's clock for the day
    off = {"van": 16 if d < US_DST else 15, "tor": 13 if d < US_DST else 12,
           "mel": -3 if d < AU_DST else -2}[zone]
    local = ([(8.0, 11.0, 0.8), (13.0, 17.0, 1.0), (18.0, 23.5, 2.5)] if wk
             else [(6.8, 8.5, 0.7), (12.0, 13.0, 0.5), (18.0, 23.5, 2.5)])
    return [((s + off) % 24, (s + off) % 24 + e - s, w) for s, e, w in local]


def _hour(rng: random.Random, who: str, d: int, lo: float = 0.0, hi: float = 26.0) -> float:
    spans = [(max(s, lo), min(e, hi), w) for s, e, w in _windows(who, d) if min(e, hi) > max(s, lo)]
    if not spans:
        return rng.uniform(lo, hi)
    s, e, _ = rng.choices(spans, weights=[w * (e - s) for s, e, w in spans])[0]
    return rng.uniform(s, e)


def _active(who: str, d: int, h: float) -> bool:
    return any(s <= h < e for s, e, _ in _windows(who, d))


def _pick(rng: random.Random, pool: list[str], but: tuple[str, ...] = ()) -> str:
    cands = [m for m in pool if m not in but]
    return rng.choices(cands, weights=[PEOPLE[m][1] for m in cands])[0]


def _some(rng: random.Random, pool: list[str], n: int) -> list[str]:
    """`n` different members of `pool` at most, the chattier the likelier."""
    out: list[str] = []
    for _ in range(min(n, len(pool))):
        out.append(_pick(rng, pool, tuple(out)))
    return out


def _around_now(rng: random.Random, d: int, h: float, but: tuple[str, ...] = ()) -> str:
    """Someone online at that hour, the chattier the likelier (anyone if nobody is)."""
    on = [m for m in MEMBERS if m not in but and _active(m, d, h)]
    return _pick(rng, on or MEMBERS, but)


def _pick_lang(rng: random.Random, who: str) -> str:
    r, p_en, p_mix = rng.random(), PEOPLE[who][2], PEOPLE[who][3]
    return "en" if r < p_en else "mix" if r < p_en + p_mix else "zh"


def _lang_for(rng: random.Random, who: str, x: str) -> str:
    """A speaker's language for a line carrying `x`: an English line carries only a Latin
    value, so a Chinese value moves such a line to Chinese or mixed."""
    lang = _pick_lang(rng, who)
    if lang == "en" and not x.isascii():
        lang = rng.choice(("zh", "mix"))
    return lang


def _two(lang: str) -> str:
    return "en" if lang == "en" else "zh"


def _gap(rng: random.Random, median: float = 40.0) -> float:
    return min(600.0, max(3.0, median * math.exp(rng.gauss(0.0, 0.8))))


def _poisson(rng: random.Random, lam: float) -> int:
    limit, k, p = math.exp(-lam), 0, 1.0
    while True:
        p *= rng.random()
        if p <= limit:
            return k
        k += 1


def _fill(rng: random.Random, text: str, **kw: Any) -> str:
    def one(m: re.Match[str]) -> str:
        key = m.group(1)
        if key in kw:
            return str(kw[key])
        return str(_NUM[key](rng)) if key in _NUM else m.group(0)

    return re.sub(r"\{(\w+)\}", one, text)


class _Gen:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        # (time, who, text, fact index or -1, role in the fact)
        self.recs: list[tuple[float, str, str, int, str]] = []

    def say(self, t: float, who: str, text: str, k: int = -1, role: str = "") -> float:
        self.recs.append((t, who, text, k, role))
        return t


def _calendar() -> list[dict[str, Any]]:
    cal = []
    for d in range(DAYS):
        if d in A_EPS:
            cls = "finale" if d == max(A_EPS) else "a_air"
        elif d - 1 in A_EPS:
            cls = "a_next"
        elif d == 28:
            cls = "hiatus"
        elif d in B_EPS:
            cls = "b_air"
        elif d - 1 in B_EPS:
            cls = "b_out"
        elif d == 20:
            cls = "meeting"
        elif d in (37, 38):
            cls = "test"
        elif d > max(A_EPS):
            cls = "wrap"
        else:
            cls = "off"
        ep = max(e for a, e in A_EPS.items() if a <= d)
        cal.append({"d": d, "cls": cls, "ep": ep, "weekend": _weekend(d)})
    return cal


def _episodes(rng: random.Random) -> list[dict[str, Any]]:
    eps = []
    for i, (d, ep) in enumerate(sorted(A_EPS.items())):
        parts = 8 if d == max(A_EPS) else 6
        eps.append({"show": "A", "air": d, "rel": d, "ep": ep, "parts": parts,
                    "trans": rng.sample(TRANSLATORS, parts),
                    "proof": PROOF[(i + rng.randint(0, 1)) % 2],
                    "timer": TIMERS[i % 2], "fact": -1})
    for i, (d, ep) in enumerate(sorted(B_EPS.items())):
        eps.append({"show": "B", "air": d, "rel": d + 1, "ep": ep, "parts": 4,
                    "trans": rng.sample(TRANSLATORS, 4), "proof": PROOF[(i + 1) % 2],
                    "timer": TIMERS[(i + 1) % 2], "fact": -1})
    return eps


def _facts(rng: random.Random) -> list[dict[str, Any]]:
    order = list(MEMBERS)
    rng.shuffle(order)
    # four members with six facts, twelve with five: 84, six a topic
    seq = [m for j, m in enumerate(order) for _ in range(6 if j < 4 else 5)]
    kinds = list(KINDS)
    rng.shuffle(kinds)
    # a member's facts are consecutive in `seq`, so they fall on different topics
    facts = [{"kind": kinds[i % len(kinds)], "name": m, "uid": QQ[m]} for i, m in enumerate(seq)]
    rng.shuffle(facts)
    for j, f in enumerate(facts):
        f["shape"] = SHAPES[j % len(SHAPES)]
    while True:  # one 接龙 a topic: a list closes on one member's entry
        jl = [f["kind"] for f in facts if f["shape"] == "jielong"]
        dup = next((f for f in facts if f["shape"] == "jielong" and jl.count(f["kind"]) > 1), None)
        if dup is None:
            break
        swap = rng.choice([f for f in facts if f["shape"] != "jielong" and f["kind"] not in jl])
        dup["shape"], swap["shape"] = swap["shape"], "jielong"
    while True:  # a release post's note is one of the episode's translators'
        bad = next((f for f in facts if f["shape"] == "release" and f["name"] not in TRANSLATORS),
                   None)
        if bad is None:
            break
        swap = rng.choice([f for f in facts if f["name"] in TRANSLATORS
                           and f["shape"] not in ("release", "jielong")])
        bad["shape"], swap["shape"] = swap["shape"], "release"
    pools = {kind: {"zh": [v for v in tp["vals"] if not v.isascii()],
                    "en": [v for v in tp["vals"] if v.isascii()]} for kind, tp in TOPICS.items()}
    for f in facts:
        latin = rng.random() < (0.9 if PEOPLE[f["name"]][2] >= 0.3 else 0.25)
        script = "en" if latin else "zh"
        pool = pools[f["kind"]][script] or pools[f["kind"]]["zh" if latin else "en"]
        f["detail"] = pool.pop(rng.randrange(len(pool)))
    for f in facts:
        if f["shape"] == "correction":  # a wrong value of the same script when one is left
            script = "en" if f["detail"].isascii() else "zh"
            pool = pools[f["kind"]][script] or pools[f["kind"]][_other_script(script)]
            f["earlier"] = pool.pop(rng.randrange(len(pool)))
    return facts


def _other_script(script: str) -> str:
    return "zh" if script == "en" else "en"


def _react(g: _Gen, t: float, but: tuple[str, ...], most: int = 2) -> float:
    d = _day(t)
    for _ in range(g.rng.randint(0, most)):
        t += _gap(g.rng, 45)
        who = _around_now(g.rng, d, (t - T0 - d * DAY) / HOUR, but)
        g.say(t, who, g.rng.choice(REACT[_pick_lang(g.rng, who)]))
    return t


def _terse(g: _Gen, f: dict[str, Any], lang: str) -> str:
    return g.rng.choice(TERSE[lang]).format(x=f["detail"])


def _fact_hour(g: _Gen, who: str, d: int) -> float:
    return _at(d, _hour(g.rng, who, d, 8.0, 23.2))


def _one(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, x = f["name"], f["detail"]
    lang = _lang_for(g.rng, n, x)
    t = g.say(_fact_hour(g, n, d), n, g.rng.choice(TOPICS[f["kind"]]["one"][lang]).format(x=x), k,
              "evidence")
    _react(g, t, (n,))


def _ask(g: _Gen, k: int, f: dict[str, Any], t: float) -> str:
    n = f["name"]
    d = _day(t)
    a = _around_now(g.rng, d, (t - T0 - d * DAY) / HOUR, (n,))
    f["asker"] = a
    text = TOPICS[f["kind"]]["ask"][_pick_lang(g.rng, a)].format(n=n)
    g.say(t, a, text, k, "ask")
    return text


def _answer(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n = f["name"]
    t = _fact_hour(g, n, d)
    _ask(g, k, f, t)
    t += g.rng.uniform(1, 35) * MINUTE
    g.say(t, n, _terse(g, f, _lang_for(g.rng, n, f["detail"])), k, "evidence")
    _react(g, t, (n,), 1)


def _late(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n = f["name"]
    _ask(g, k, f, _at(d, g.rng.uniform(20.5, 23.2)))
    lang = _lang_for(g.rng, n, f["detail"])
    t = _at(d + g.rng.choice((1, 1, 2)), g.rng.uniform(7.6, 11.5))
    g.say(t, n, LATE[lang].format(a=f["asker"], t=_terse(g, f, lang)), k, "evidence")


def _correction(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, x, y = f["name"], f["detail"], f["earlier"]
    lang = _lang_for(g.rng, n, x)
    t = g.say(_fact_hour(g, n, d), n, g.rng.choice(TOPICS[f["kind"]]["one"][lang]).format(x=y), k,
              "earlier")
    _react(g, t, (n,), 1)
    if g.rng.random() < 0.5:  # minutes later
        t += g.rng.uniform(2, 14) * MINUTE
        g.say(t, n, g.rng.choice(CORRECT[lang]).format(x=x, y=y), k, "evidence")
    else:  # the next morning
        t = _at(_day(t) + 1, g.rng.uniform(8.0, 11.5))
        g.say(t, n, g.rng.choice(CORRECT_NEXT[lang]).format(x=x, y=y), k, "evidence")


def _split(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n = f["name"]
    lang = _lang_for(g.rng, n, f["detail"])
    t0 = g.say(_fact_hour(g, n, d), n, TOPICS[f["kind"]]["split"][lang], k, "evidence")
    if g.rng.random() < 0.4:
        who = _around_now(g.rng, d, (t0 - T0 - d * DAY) / HOUR, (n,))
        g.say(t0 + g.rng.uniform(8, 22), who, g.rng.choice(SPLIT_PUSH[_pick_lang(g.rng, who)]))
    g.say(t0 + g.rng.uniform(30, 65), n, _terse(g, f, lang), k, "evidence")


def _reported(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, x = f["name"], f["detail"]
    t = _fact_hour(g, n, d)
    r = _around_now(g.rng, d, (t - T0 - d * DAY) / HOUR, (n,))
    f["reporter"] = r
    g.say(t, r, TOPICS[f["kind"]]["rep"][_lang_for(g.rng, r, x)].format(n=n, x=x), k, "evidence")
    t += g.rng.uniform(1, 30) * MINUTE
    g.say(t, n, g.rng.choice(CONFIRM[_pick_lang(g.rng, n)]), k, "confirm")


def _notice(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, x = f["name"], f["detail"]
    poster = DEPUTY if n == LEADER else LEADER
    f["poster"] = poster
    lang = _two(_lang_for(g.rng, poster, x))
    h = g.rng.uniform(11.6, 12.8) if g.rng.random() < 0.4 else g.rng.uniform(19.5, 21.8)
    t = g.say(_at(d, h), poster, TOPICS[f["kind"]]["notice"][lang].format(n=n, x=x), k, "evidence")
    for _ in range(g.rng.randint(1, 3)):
        t += _gap(g.rng, 60)
        who = _around_now(g.rng, d, h, (poster,))
        g.say(t, who, g.rng.choice(ACK[_pick_lang(g.rng, who)]))


def _jielong(g: _Gen, k: int, f: dict[str, Any], d: int, holders: list[str]) -> None:
    """The member's entry closes a topic's 接龙 after two or three others' entries."""
    n, x = f["name"], f["detail"]
    prompter = DEPUTY if n == LEADER else LEADER
    lang = _two(_pick_lang(g.rng, prompter))
    title, entries = TOPICS[f["kind"]]["jl"][lang]
    h = _hour(g.rng, prompter, d, 12.0, 21.5)
    t = g.say(_at(d, h), prompter, PROMPT[lang].format(t=title))
    who = [m for m in MEMBERS if m not in holders and m != n]
    picked: list[str] = []
    for _ in range(g.rng.randint(2, 3)):
        picked.append(_pick(g.rng, who, tuple(picked)))
    f["entries"] = [[m, e] for m, e in zip(picked, g.rng.sample(entries, len(picked)), strict=True)]
    lines = [f"#接龙 {title}"]
    for j, (m, e) in enumerate(f["entries"]):
        t += g.rng.uniform(1, 25) * MINUTE
        lines.append(f"{j + 1}. {m} {e}")
        g.say(t, m, "\n".join(lines), k, "list")
    t += g.rng.uniform(2, 30) * MINUTE
    lines.append(f"{len(lines)}. {n} {x}")
    g.say(t, n, "\n".join(lines), k, "evidence")


def _reply(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n = f["name"]
    t = _fact_hour(g, n, d)
    asked = _ask(g, k, f, t)
    t += g.rng.uniform(1, 40) * MINUTE
    terse = _terse(g, f, _lang_for(g.rng, n, f["detail"]))
    g.say(t, n, f"[回复 {f['asker']}：{asked}] {terse}", k, "evidence")


def _long(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, x = f["name"], f["detail"]
    lang = _lang_for(g.rng, n, x)
    mid = TOPICS[f["kind"]]["long"][lang].format(x=x)
    head = g.rng.choice(LONG_HEAD[lang])
    if head.endswith(" "):  # a new English sentence
        mid = mid[0].upper() + mid[1:]
    text = head + mid + g.rng.choice(LONG_TAIL[lang])
    t = g.say(_fact_hour(g, n, d), n, text, k, "evidence")
    _react(g, t, (n,), 1)


def _srt(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    """The member answers in a subtitle cue: its number, its times, a Chinese and an
    English line (a subber's joke)."""
    n, x = f["name"], f["detail"]
    zh, en = TOPICS[f["kind"]]["srt"]
    s = g.rng.uniform(60, 2600)
    e = s + g.rng.uniform(1.5, 4.5)

    def tc(v: float) -> str:
        ms = round(v * 1000)
        return f"{ms // 3600000:02d}:{ms // 60000 % 60:02d}:{ms // 1000 % 60:02d},{ms % 1000:03d}"

    cue = f"{g.rng.randint(12, 640)}\n{tc(s)} --> {tc(e)}\n{zh.format(x=x)}\n{en.format(x=x)}"
    t = g.say(_fact_hour(g, n, d), n, g.rng.choice(SRT_PRE) + cue, k, "evidence")
    _react(g, t, (n,), 2)


SCRIPT = {"one": _one, "answer": _answer, "late": _late, "correction": _correction,
          "split": _split, "reported": _reported, "notice": _notice, "reply": _reply,
          "long": _long, "srt": _srt}


def _staff(e: dict[str, Any]) -> list[str]:
    return [*e["trans"], e["proof"], e["timer"], ENC, RAW, TS, LEADER]


def _release(g: _Gen, e: dict[str, Any], t: float, facts: list[dict[str, Any]]) -> float:
    """The release post; its note is a staff member's, the fact's when the episode has one."""
    k = e["fact"]
    if k >= 0:
        f = facts[k]
        m, x = f["name"], f["detail"]
        poster = f["poster"] = LEADER
        note = TOPICS[f["kind"]]["murmur"][_two(_lang_for(g.rng, m, x))].format(x=x)
    else:
        poster, m = LEADER, g.rng.choice(e["trans"])
        note = _fill(g.rng, g.rng.choice(MURMUR[e["show"]][_two(_pick_lang(g.rng, m))]))
    lang = _two(_pick_lang(g.rng, poster))
    sep = "、" if lang == "zh" else ", "
    text = RELEASE[e["show"]][lang].format(
        ep=e["ep"], e2=f"{e['ep']:02d}", trans=sep.join(e["trans"]), proof=e["proof"],
        timer=e["timer"], enc=ENC, raw=RAW, ts=TS, lead=LEADER, m=m, note=note)
    g.say(t, poster, text, k, "evidence" if k >= 0 else "")
    seen: list[str] = [poster]
    for _ in range(g.rng.randint(3, 6)):  # the 辛苦了 after a release
        t += _gap(g.rng, 25)
        who = _pick(g.rng, MEMBERS, tuple(seen))
        seen.append(who)
        g.say(t, who, g.rng.choice(THANKS[_pick_lang(g.rng, who)]))
    return t


def _episode(g: _Gen, e: dict[str, Any], facts: list[dict[str, Any]]) -> None:
    """An episode's day(s): the raw, the claims, the parts, timing, the late part and its
    nudge, proofreading, encoding, the release and its thanks."""
    rng, d, a = g.rng, e["air"], e["show"] == "A"
    lang_of = {m: _pick_lang(rng, m) for m in MEMBERS}
    if a:
        air = (10.0 if d < US_DST else 9.0) + (0.5 if e["parts"] > 6 else 0.0)
        mm = rng.randint(80, 88) if e["parts"] > 6 else rng.randint(41, 45)
        raw = RAW_A
    else:
        air, mm, raw = (4.0 if d < UK_DST else 3.0), rng.randint(47, 52), RAW_B
    t = _at(d, air + rng.uniform(1.05, 1.5))
    g.say(t, RAW, _fill(rng, raw[lang_of[RAW]], ep=e["ep"], e2=f"{e['ep']:02d}", mm=mm))
    t = _at(d, (t - _at(d, 0)) / HOUR + (0.1 if a else 3.0))
    g.say(t, LEADER, rng.choice(GO[lang_of[LEADER]]))
    order = list(e["trans"])
    rng.shuffle(order)
    nums = list(range(1, e["parts"] + 1))
    rng.shuffle(nums)
    part = dict(zip(order, nums, strict=True))
    header = CLAIM[e["show"]].format(ep=e["ep"], parts=e["parts"], per=round(mm / e["parts"]))
    lines = [header]
    for i, m in enumerate(order):
        t += rng.uniform(40, 600)
        lines.append(f"{i + 1}. {m} 第{part[m]}段")
        g.say(t, m, "\n".join(lines))
    work = (12.5, 16.8) if a else (19.0, 23.3)
    g.say(_at(d, rng.uniform(13.5, 16.5) if a else rng.uniform(15.0, 18.0)), e["timer"],
          _fill(rng, rng.choice(TIMING[lang_of[e["timer"]]]), ep=e["ep"]))
    for m in order:  # a word from the middle of the part, then sometimes what is left
        h = rng.uniform(work[0], (work[0] + work[1]) / 2)
        mid = rng.choice(PROGRESS[e["show"]][_pick_lang(rng, m)])
        g.say(_at(d, h), m, _fill(rng, mid, p=part[m]))
        if rng.random() < 0.5:
            g.say(_at(d, rng.uniform(h + 0.3, work[1])), m,
                  _fill(rng, LEFT[_pick_lang(rng, m)], p=part[m], pct=rng.randint(10, 40)))
    late = rng.choice(order)
    hand = (d, 17.0, 20.3) if a else (d + 1, 9.0, 12.0)
    for m in order:
        if m != late:
            g.say(_at(hand[0], rng.uniform(hand[1], hand[2])), m,
                  _fill(rng, rng.choice(HANDIN[_pick_lang(rng, m)]), p=part[m]))
    t = _at(hand[0], hand[2] + rng.uniform(0.2, 0.5))
    g.say(t, LEADER, _fill(rng, NUDGE[lang_of[LEADER]], p=part[late], b=late))
    t += _gap(rng, 120)
    g.say(t, late, _fill(rng, rng.choice(NUDGE_RE[lang_of[late]])))
    t += rng.uniform(600, 1500)
    g.say(t, late, _fill(rng, rng.choice(HANDIN[lang_of[late]]), p=part[late]))
    t += rng.uniform(300, 900) if a else rng.uniform(1.0, 2.0) * HOUR
    g.say(t, e["proof"], rng.choice(PROOF_GO[lang_of[e["proof"]]]))
    t += rng.uniform(1.2, 1.8) * HOUR
    g.say(t, e["proof"], _fill(rng, rng.choice(PROOF_DONE[lang_of[e["proof"]]])))
    t += _gap(rng, 200)
    g.say(t, ENC, _fill(rng, rng.choice(ENCODING[lang_of[ENC]]), min=rng.randint(15, 35)))
    t += rng.uniform(15, 35) * MINUTE
    g.say(t, ENC, _fill(rng, rng.choice(ENCODED[lang_of[ENC]])))
    t = _release(g, e, t + rng.uniform(5, 15) * MINUTE, facts)
    if e["parts"] > 6:  # the finale
        for who in rng.sample(MEMBERS, 4):
            t += _gap(rng, 20)
            g.say(t, who, "完结撒花")
        g.say(t + _gap(rng, 120), LEADER,
              "这一季辛苦大家了：七集，四十多个小时的片子，每周一熬到半夜，每周六还要赶纪录片。"
              "评论区说我们的字幕读着舒服，这是对字幕组最好的夸奖。休息两周，下季见！")
    if a and rng.random() < 0.6:  # a typo found the next day
        who = rng.choice([e["proof"], ENC])
        g.say(_at(d + 1, rng.uniform(12.0, 13.4)), who,
              _fill(rng, ERRATA[_pick_lang(rng, who)], ep=e["ep"]))


def _around(g: _Gen, k: int, f: dict[str, Any], ev_days: list[int]) -> None:
    """The member's own lines on the topic on other days, without the detail."""
    n = f["name"]
    many = g.rng.choices((0, 1, 2), weights=(0.08, 0.52, 0.4))[0]
    days = [d for d in range(1, DAYS - 1) if all(abs(d - e) >= 2 for e in ev_days)]
    said: list[str] = []
    for d in g.rng.sample(days, many):
        lang = _pick_lang(g.rng, n)
        text = g.rng.choice([s for s in TOPICS[f["kind"]]["around"][lang] if s not in said])
        said.append(text)
        t = g.say(_at(d, _hour(g.rng, n, d, 8.0, 23.5)), n, text, k, "around")
        if g.rng.random() < 0.3:
            _react(g, t, (n,), 1)


def _passing(g: _Gen, busy: dict[str, list[str]]) -> tuple[dict[str, list[str]], dict[str, str]]:
    """Others' lines on each topic in passing (three members with no fact or entry on it)
    and an @-question on it to a fourth such member, never answered."""
    holders, asked = {}, {}
    for kind in KINDS:
        free = [m for m in MEMBERS if m not in busy[kind]]
        g.rng.shuffle(free)
        holders[kind], asked[kind] = free[:3], free[3]
        for m in free[:3]:
            d = g.rng.randrange(1, DAYS - 1)
            g.say(_at(d, _hour(g.rng, m, d, 8.0, 23.5)), m,
                  g.rng.choice(TOPICS[kind]["passing"][_pick_lang(g.rng, m)]))
        d = g.rng.randrange(1, DAYS - 1)
        a = _pick(g.rng, MEMBERS, (asked[kind],))
        g.say(_at(d, _hour(g.rng, a, d, 8.0, 23.5)), a,
              TOPICS[kind]["ask"][_pick_lang(g.rng, a)].format(n=asked[kind]))
    return holders, asked


def _special(g: _Gen, cal: list[dict[str, Any]]) -> None:
    for d, lines in SPECIAL.items():
        for h, who, text in lines:
            g.say(_at(d, h) + g.rng.uniform(0, 40), who, text)
    for d in HOLIDAY:
        for who in g.rng.sample(MEMBERS, 3):
            g.say(_at(d, _hour(g.rng, who, d, 9.0, 22.0)), who,
                  g.rng.choice(HOLIDAY_LINES[_pick_lang(g.rng, who)]))


def _line(rng: random.Random, table: list[tuple[str, str, str]], who: str, **kw: Any) -> str:
    return _fill(rng, rng.choice(table)[IDX[_pick_lang(rng, who)]], **kw)


def _thread(g: _Gen, info: dict[str, Any], kind: str, busy: tuple[str, ...], work: tuple[float,
                                                                                         float]
            ) -> None:
    """An ordinary thread: its opener online at its hour, others online then answering; in
    an episode's working hours its crew mostly keeps to the work."""
    rng, d = g.rng, info["d"]
    o = _pick(rng, MEMBERS)
    h = _hour(rng, o, d, 7.0, 25.5)
    if o in busy and work[0] <= h <= work[1] and rng.random() < 0.75:
        o = _around_now(rng, d, h, busy)
    t = _at(d, h)
    # one draw of each number for the whole thread, so a reply agrees with its opener
    kw = {key: draw(rng) for key, draw in _NUM.items()} | {"ep": info["ep"]}
    if kind == "repeat":
        text = rng.choice(REPEATS)
        g.say(t, o, text)
        seen = [o]
        for _ in range(rng.randint(2, 4)):
            t += rng.uniform(2, 25)
            seen.append(_around_now(rng, d, h, tuple(seen)))
            g.say(t, seen[-1], text)
        return
    if kind == "ping":
        i = rng.randrange(len(PING))
        on = [m for m in (TRANSLATORS if i < 2 else MEMBERS) if m != o and _active(m, d, h)]
        b = _pick(rng, on or [m for m in TRANSLATORS if m != o])
        q, a = PING[i]
        g.say(t, o, _line(rng, [q], o, b=b, **kw))
        g.say(t + _gap(rng, 90), b, _line(rng, [a], b, **kw))
        return
    if kind == "long":
        g.say(t, o, _fill(rng, rng.choice(LONG_ORD[_pick_lang(rng, o)])))
        base = "life"
    else:
        base = rng.choice(("life", "show", "sub")) if kind == "quote" else kind
        local = PEOPLE[o][4] in ("cn", "owl")
        table = [row for row in OPEN[base] if row[0] not in TIMED
                 or (local and TIMED[row[0]][0] <= h % 24 <= TIMED[row[0]][1])]
        first = _line(rng, table, o, **kw)
        g.say(t, o, first)
    seen = [o]
    for j, said in enumerate(rng.sample(REPLY[base], rng.randint(1, 3))):
        t += _gap(rng)
        who = _around_now(rng, d, h, tuple(seen[-1:]))
        seen.append(who)
        text = _line(rng, [said], who, **kw)
        if kind == "quote" and j == 0:
            text = f"[回复 {o}：{first}] {text}"
        g.say(t, who, text)


def _days(g: _Gen, cal: list[dict[str, Any]], eps: list[dict[str, Any]], scale: float) -> None:
    rng = g.rng
    crews = {}
    for e in eps:  # who is at work, and when, on an episode's days
        crews[e["air"]] = (tuple(_staff(e)), (12.5, 23.5) if e["show"] == "A" else (19.0, 23.5))
        if e["show"] == "B":
            crews[e["rel"]] = (tuple(_staff(e)), (9.0, 18.0))
    for info in cal:
        d = info["d"]
        # "早" and "晚安" by those whose morning and night they are, once a day each
        home = [m for m in MEMBERS if PEOPLE[m][4] in ("cn", "owl")]
        for who in _some(rng, home, _poisson(rng, 3.0)):
            g.say(_at(d, _hour(rng, who, d, 6.0, 10.5)), who,
                  _fill(rng, rng.choice(MORNING[_pick_lang(rng, who)])))
        for who in _some(rng, home, _poisson(rng, 2.4)):
            g.say(_at(d, _hour(rng, who, d, 22.8, 26.0)), who,
                  rng.choice(NIGHT[_pick_lang(rng, who)]))
        weights = {**KIND_W, **KIND_BY.get(info["cls"], {})}
        kinds = list(weights)
        busy, work = crews.get(d, ((), (0.0, 0.0)))
        lam = RATE[info["cls"]] * scale * (1.25 if info["weekend"] else 1.0)
        for _ in range(_poisson(rng, lam)):
            kind = rng.choices(kinds, weights=[weights[c] for c in kinds])[0]
            _thread(g, info, kind, busy, work)


def _cut(text: str, drop: tuple[str, ...]) -> str:
    text = IMG.sub(" ", QUOTE.sub(" ", text))
    for w in sorted((w for w in drop if w), key=len, reverse=True):
        text = text.replace(w, " ")
    return text


def _lang(text: str, drop: tuple[str, ...], detail: str = "") -> str:
    """A line's language with names, the detail, a wrong value, image markers and a reply's
    quote cut out; a line of the detail alone takes the detail's script."""
    t = _cut(text, (*drop, detail))
    zh = bool(re.search(r"[\u4e00-\u9fff]", t))
    en = bool(re.search(r"[A-Za-z]", t))
    if zh or en:
        return "mix" if zh and en else "zh" if zh else "en"
    if detail and detail in text:
        return "en" if detail.isascii() else "zh"
    return "zh"


def _content(text: str, drop: tuple[str, ...]) -> tuple[set[str], set[str]]:
    t = _cut(text, drop)
    words = {stem(w) for w in re.findall(r"[a-z]+", t.lower()) if w not in STOP}
    return words - STOP, pairs(t)


def _shares(a: str, b: str, drop: tuple[str, ...]) -> bool:
    wa, pa = _content(a, drop)
    wb, pb = _content(b, drop)
    return bool(wa & wb or pa & pb)


def _questions(rng: random.Random, f: dict[str, Any], said: list[str]) -> None:
    tp, x, n, ql = TOPICS[f["kind"]], f["detail"], f["name"], f["q_lang"]
    f["keyword"] = rng.choice(tp["kw"][ql["keyword"]]).format(x=x)
    f["partial"] = rng.choice(tp["part"][ql["partial"]]).format(n=n)
    drop = (*MEMBERS, x, f.get("earlier", ""))
    lang = ql["paraphrase"]
    other = "en" if lang == "zh" else "zh"
    tries = [(lang, q) for q in rng.sample(tp["para"][lang], 3)]
    tries += [(other, q) for q in rng.sample(tp["para"][other], 3)]
    for q_lang, q in tries:  # the paraphrases of the question's language first
        q = q.format(n=n)
        if not any(_shares(q, t, drop) for t in said):
            f["paraphrase"], ql["paraphrase"] = q, q_lang
            return
    raise AssertionError(("no paraphrase fits", f["kind"], said))


def _never(rng: random.Random, facts: list[dict[str, Any]], spare: dict[str, list[str]],
           holders: dict[str, list[str]], asked: dict[str, str], owners: dict[str, set[str]]
           ) -> tuple[list[str], list[tuple[str, str, str]], list[str]]:
    facts_of = {(f["kind"], f["name"]) for f in facts}
    never: list[str] = []
    about: list[tuple[str, str, str]] = []
    probes: list[str] = []
    # a topic's partial question of a member who spoke of it only in passing or was asked
    cands = [(kind, m) for kind in KINDS for m in [*holders[kind], asked[kind]]]
    for kind, m in rng.sample(cands, 15):
        never.append(rng.choice(TOPICS[kind]["part"][rng.choice(("zh", "en"))]).format(n=m))
        about.append((kind, m, "passing"))
    # a detail of a member's own topic that no line gives
    for f in rng.sample(facts, 15):
        zh, en, words = TOPICS[f["kind"]]["dq"]
        never.append((zh if rng.random() < 0.5 else en).format(n=f["name"]))
        probes += words
        about.append((f["kind"], f["name"], "detail"))
    # an unsaid value: 15 put to a member with nothing on the topic, 30 asked of no one
    order = list(KINDS)
    rng.shuffle(order)
    turn = 0
    for i in range(45):
        while not spare[order[turn % len(order)]]:
            turn += 1
        kind = order[turn % len(order)]
        turn += 1
        y = spare[kind].pop()
        lang = rng.choice(("zh", "en"))
        if i < 15:
            m = rng.choice([m for m in MEMBERS if m not in owners[kind] and (kind,
                                                                             m) not in facts_of])
            zh, en = TOPICS[kind]["vq"]
            never.append((zh if lang == "zh" else en).format(n=m, y=y))
            about.append((kind, m, "value"))
        else:
            never.append(rng.choice(TOPICS[kind]["kw"][lang]).format(x=y))
    for q, words in NOBODY:  # things nobody did
        never.append(q)
        probes += words
    return never, about, probes


def twenty_fourth_set(seed: int = 2424) -> Set:
    """The held-out twenty-fourth set (see the module's docstring)."""
    rng = random.Random(seed)
    cal = _calendar()
    eps = _episodes(rng)
    facts = _facts(rng)
    g = _Gen(rng)
    rel = [k for k, f in enumerate(facts) if f["shape"] == "release"]
    for k, i in zip(rel, rng.sample(range(len(eps)), len(rel)), strict=True):
        e, n = eps[i], facts[k]["name"]
        e["fact"] = k
        if n not in e["trans"]:  # the member among that episode's translators
            e["trans"][rng.randrange(len(e["trans"]))] = n
    others = [k for k, f in enumerate(facts) if f["shape"] != "release"]
    days = [1 + (i * 47) // len(others) for i in range(len(others))]
    rng.shuffle(days)
    busy = {kind: [f["name"] for f in facts if f["kind"] == kind] for kind in KINDS}
    for k, d in zip(others, days, strict=True):
        f = facts[k]
        if f["shape"] == "jielong":
            _jielong(g, k, f, d, busy[f["kind"]])
            busy[f["kind"]] += [m for m, _ in f["entries"]]
        else:
            SCRIPT[f["shape"]](g, k, f, d)
    for e in eps:
        _episode(g, e, facts)
    _special(g, cal)
    for k, f in enumerate(facts):
        ev = sorted({_day(r[0]) for r in g.recs if r[3] == k and r[4] == "evidence"})
        _around(g, k, f, ev)
    owners = {kind: set(ms) for kind, ms in busy.items()}  # facts and 接龙 entries
    holders, asked = _passing(g, busy)
    scripted, scale = list(g.recs), 1.0
    for attempt in range(16):  # the days' ordinary talk drawn again until about 3,000 lines
        g.recs = list(scripted)
        g.rng = random.Random(seed * 1000 + attempt)
        _days(g, cal, eps, scale)
        size = sum(1 for r in g.recs if T0 < r[0] < END - MINUTE)
        if 2950 <= size <= 3050:  # within the checked 2,930 to 3,070, with a margin
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
        f["carrier"] = (f.pop("poster") if f["shape"] in ("notice", "release")
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
    s = Set("twenty_fourth", messages, facts, never, chatter, classes=CLASSES,
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
    facts_of = {(f["kind"], f["name"]) for f in s.facts}
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
        assert (c == n) == (shape not in ("reported", "notice", "release")), f
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
            part = _cut(said[-1], (x, *MEMBERS)).lower()
            assert not any(w.lower() in part for w in TOPICS[f["kind"]]["words"]), said
        if shape in ("answer", "late", "reply"):
            a, asked = f["asker"], f["asked_at"]
            assert asked in index and a != n and asked < ev[0], f
            assert f"@{n}" in said_at[asked] and by(asked, a), f
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
            assert not any((f["kind"], m) in facts_of for m, _ in f["entries"]), f["entries"]
        if shape == "notice":
            assert said[0].startswith(("【通知】", "[Notice]")) and n in said[0], said
            assert c == (DEPUTY if n == LEADER else LEADER), f
        if shape == "long":
            i = said[0].index(x)
            assert len(said[0]) > 60 and i > 15 and len(said[0]) - i - len(x) > 15, said
        if shape == "srt":  # a subtitle cue: number, times, a Chinese line, an English line
            lines = said[0].split("\n")
            assert lines[-4].isdigit() and TIMECODE.match(lines[-3]), said
            assert x in lines[-2] and x in lines[-1] and said[0].count(x) == 2, said
            assert re.search(r"[\u4e00-\u9fff]", lines[-2].replace(x, "")), said
            assert not re.search(r"[\u4e00-\u9fff]", lines[-1].replace(x, "")), said
        if shape == "release":  # the release post, the detail in the member's note only
            lines = said[0].split("\n")
            assert lines[0].startswith(("【发布】", "[Release]")) and n in "\n".join(lines[1:3])
            notes = [ln for ln in lines if x in ln]
            assert len(notes) == 1 and notes[0].startswith(
                (NOTE_HEAD["zh"].format(m=n), NOTE_HEAD["en"].format(m=n))), said
            assert c == LEADER and n in TRANSLATORS and n in lines[1], f
            assert any(0 < ev[0] - _at(d, 0) < 2 * DAY for d in [*A_EPS, *B_EPS]), f
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

    print(describe(twenty_fourth_set, "mix"))
    s = twenty_fourth_set()
    print("questions", len(s.facts) * len(CLASSES), "over", len(s.facts), "facts")
    print("per member", dict(collections.Counter(f["name"] for f in s.facts)))
    print("carriers other than the member:", sum(f["carrier"] != f["name"] for f in s.facts))
    print("shapes", dict(collections.Counter(f["shape"] for f in s.facts)))
    print("line langs", _line_langs(s))
    print("lines with a digit", sum(any(ch.isdigit() for ch in m.text().split("): ", 1)[1])
                                    for m in s.messages))
    rng = random.Random(0)
    for m in rng.sample(s.messages, 8):
        print("  ", m.text().replace("\n", " / ")[:140])
    for f in rng.sample(s.facts, 3):
        print(f["shape"], f["lang"], "|", f["keyword"], "|", f["partial"], "|", f["paraphrase"])
    print("never:", *rng.sample(s.never, 3), sep="\n  ")
    print("chatter:", *rng.sample(s.chatter, 3), sep="\n  ")
