"""A thirtieth evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code: nothing under mnemo/ (but the first 80 lines of mnemo/message.py),
mnemo_panel/, plugins/, tests/, docs/ or .ci/ was opened, read or searched while writing it, nor the
README, bench/recall.py, bench/context.py, any other bench file's body, any note or issue text, nor
any figure or score of any set; no git command was run, no search or lookup tool was used, the
recall code was never imported or called, on this set or any other, and the set was never scored
while it was written. It is not to be tuned on; its figures are to be read once, at the end. What
was read, and nothing else of the repository: the names of the files in bench/ (`ls bench`, in one
command with the grep that follows); a grep's list of bench/recall_sets.py's top-level names (`grep
-n "^[A-Za-z_]"`: the first line of each, which shows the heads of `third_set`'s and
`long_conversation`'s tables and the functions' parameters); bench/recall_sets.py from its docstring
to the end of `second_set` (`sed -n '1,175p'`: `Set`, `_stamp`, `_user`, `_fits`, `_other`, `DAY`,
`START`, `second_set` and its tables; by a slip, as in the sets before, the last lines printed were
the comment line that heads the third set and the blank line after it, line 176 being its first
top-level name) and from `stem` to the end (`sed -n '417,$p'`, in the same command: `stem`, `pairs`,
`check_messages`, `check_questions`, `describe`); in bench/recall_set29.py its module docstring
(printed whole by a short program, run with the environment's python, that parsed the file with
`ast` and printed `ast.get_docstring`, in one command with `grep -n "^def twenty_ninth_set"`, which
printed its line number only) and its lines from `twenty_ninth_set` to the end (`sed -n '2137,$p'`:
`twenty_ninth_set`, `_check_layout`, `_fillers`, `_check`, `_line_langs` and the `__main__` block),
for the shape of what is returned and checked; the openings (the first 2,500 characters) of the
module docstrings of bench/recall_set4.py to recall_set28.py, written by a short program that parsed
each file with `ast` to a scratch file outside the repository (in one command with the making of the
scratch directories, and with a `wc -c` of the file), printed from it in three pieces cut by
characters (Python slices, the tool's output limit; the first printing program carried a stray
comment line of its own); the first 80 lines of mnemo/message.py (`head -80`: its docstring,
imports, constants and the `Message` dataclass, for its constructor and `text()`) and the ruff
settings in pyproject.toml (a `grep -n -A 15` for `[tool.ruff`, its bracket escaped, which showed
its two ruff tables, `[tool.ruff]` and `[tool.ruff.lint]`, and reached the end of the file), both in
the command that printed the third piece. Slips and side effects: to see that no cache had been
written into the repository, a `find . -name __pycache__ -newer …` was run once from the
repository's root (it walked the repository's names and printed none; nothing of any file was read)
with an `ls bench | grep -c pycache` (0); a `date` was run with the first `cat` of the brief and a
few times after; a short program outside the repository worked out the weekdays of START + 2,000 to
2,014 days. Nothing else was read and no file of the repository but this one was written
(PYTHONDONTWRITEBYTECODE was set for every run that imported from it, ruff was only run with
`--no-cache`). Importing mnemo.message (through recall_sets) runs the package's __init__, so the
rest of the package is loaded, never called, whenever this set is built, as with every set that
imports recall_sets; the tracebacks seen while writing printed lines of this file, of the scratch
tests and of Python's runpy only (a broken pipe from a `head`). The builder's last part (the
placement of each fact on the day nearest its turn that works, the ordinary threads drawn and
thinned a whole thread at a time to about 3,000 lines, the pass that stamps the messages and fills
in the facts, the questions' languages drawn across), the frame of `_check` and of `_check_layout`,
`_fillers`, the fields of the facts and the `__main__` block follow set 29's lines read for that
purpose, and some helpers bear the names those lines call (`_Gen`, `_facts`, `_around`, `_passing`,
`_specials`, `_threads`, `_questions`, `_never`, `_window_of`, `_next_start`, `_online`, `_cut`,
`_lang`, `_shares`, `_fact_lang`, `_body_lang`, `_line_langs`, `_layout`, `_reads`, `_writes`,
`_script`, `_eligible`, `_day`, `_hour`, `_date`); their bodies, the layout, the tables and the rest
are this set's own. While the set was written it was run only on its own: its `_check`, its printed
lines and counts, its `_check` over seeds 1 to 40 (all pass, each build 0.31 to 0.53 s here), its
determinism under three hash seeds (0, 1 and 12345: the same messages, facts, never-said questions
and chatter for seeds 3030 and 7), and a scratch test outside the repository
(/tmp/set30/breaks/run.py) that breaks copies of the set in fifty-five ways and sees `_check` fail
on each by the assertion meant (matched on the source line of the failing assert): a used detail in
an ordinary line, an unsaid value said, a paraphrase sharing two characters or an English word with
its evidence, a line said while its speaker is offline, two messages out of order, a message after
the weeks, too few messages, a shape short, a keyword question without its detail or naming a
member, a partial question giving the detail, a question's or a fact's language mislabelled, an
evidence line recorded as another member's, a late answer not naming its asker, an answer more than
ten minutes after its question, a reply without its quote, a correction without the wrong value or
made windows later, a split's first line giving the detail or its second line minutes on, a terse
answer naming its topic, a reported fact confirmed by someone else, a 接龙 list unlike its record, a
接龙 entry posted by someone not its entrant, a long message with the detail at its end, a guess
game with the member guessing or answered half an hour on, a progress card with the wrong day count
or another's flat or posted late in a window, an inspection card on a day without one, two cards by
one owner in a day, a noise answer with the wrong trade or by an owner, an "around" line with the
detail or on the evidence's day, a member with a fact twice on a topic or a fact too many, a used
value in a never-said question, an answering word said in a line, a named never-said question on a
topic the member holds, chatter about the past or naming a member, a never-said question twice, the
lines' languages skewed, a line in a language its speaker does not write, a morning greeting in the
afternoon, an @-mention of no member, too few questions across languages, a value inside another and
inside a fixed line of the tables, the property's steward online on a Sunday and a flat worked on a
Saturday (the last four by changing the module's tables or the cached layout in the test's memory,
restored after; the set passes again at the end).

It differs from the other twenty-nine (bench/recall.py's `first_set`, recall_sets' `second_set`,
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
voyage) in what it is about and how it is laid out:
- the conversation is 栖云里3号楼装修群, the QQ group of fourteen owners of building 3 of a new
  residential block, handed over bare and renovated by all of them at once, with the property
  office's steward (小何) and a foreman who works on several of the flats (老郑); over six weeks
  from START + 2,006 days (Monday 2031-06-30 to Sunday 08-10), the group's clock UTC. Unlike the
  owners' groups of sets 13 and 15 (a lived-in compound's incidents and events), nobody lives here
  yet: the group is about the work;
- it is laid out by each flat's renovation schedule of trades and by who can be on the phone when.
  The schedules are simulated once (the same for every seed, from a fixed generator): each flat
  starts between twelve days before the weeks and six days into them and goes through demolition
  (拆改, 3 to 5 working days), plumbing and wiring (水电, 5 to 8), the plumbing check (水电验收, one
  day), tiling (泥瓦, 8 to 12), carpentry (木工, 6 to 9), painting (油漆, 5 to 8) and the final
  check (竣工验收, one day), each trade's days in a row and on weekdays only (the property office
  allows no work at weekends), every flat's plumbing check inside the weeks. Who can talk when is
  simulated with it: each owner keeps a habit's windows online (three retired early risers: early
  morning, mid-morning, afternoon, evening; eight office workers: the commute, lunch and two evening
  slots on weekdays, longer stretches at weekends; three night owls: late morning, before dinner and
  late night), each window coming true with its own chance and lasting 20 to 90 minutes; the steward
  is online only in office hours on weekdays (08:30 to 12:00 and 14:00 to 17:30, never in the lunch
  break); the foreman, on site all day, only in his lunch break (12:00 to 13:30) and an evening slot
  (18:30 to 20:30) six days a week, a Sunday morning and evening; and an owner is on site, and
  online, from 10:00 to 11:30 on the day of their flat's plumbing or final check. Every line is said
  while its speaker is online (checked, two minutes' grace for the second-apart stamps). What the
  layout makes the group say is scripted from it: an owner's 【进度】 card on coming online on a
  working day of the flat ("【进度】7月28日 · 1301 · 木工 第2天 · 下一步 油漆" / "[Progress] Jul 21
  · 0902 · tiling day 6 · next: carpentry"), its date, flat, trade, day of the trade and the next
  trade the layout's, at most one card an owner a day, sometimes with a note ("备注：材料进场",
  "Note: debris cleared"); an owner's 【验收】 card on arrival on site on a check day
  ("【验收】7月8日 · 0802 · 水电验收 · 通过" / "[Inspection] … · plumbing check · passed"); an
  owner's noise question to the steward about another flat in working hours ("@小何
  1502在施工吗？好吵") answered by the steward within minutes while she is online with what the
  layout has for that flat that day ("@阿珍 1201今天是拆改，18点前可以施工", "@Raj nothing
  registered for 0401 today"). Besides, every window online opens ordinary threads, a Poisson count
  by its length and the member's talk: the work's gripes and numbers (drilling upstairs, cement dust
  in the lift, debris removal at so many yuan a load, metres of conduit, waterproofing so many
  centimetres up the wall, the budget over by so many ten-thousands, workers leaving at four),
  greetings at their time of day ("早", "Morning all" before ten, "晚安", "Night all" after half
  past nine, checked), replies by those online at each reply's time ("同感", "ask the office", "+1",
  "[图片]", "[表情]", some with an @ of the opener). The threads are drawn and thinned at random, a
  whole thread at a time, to about 3,000 lines (2,991 with the default seed, 2,990 to 2,994 over
  seeds 1 to 40); times strictly increasing, a second apart at least;
- numbers are in the cards (dates, flats, days of a trade), the noise answers (flats, 18点), prices,
  metres, centimetres, budgets and hours (783 of the 2,991 lines hold a digit with the default
  seed), so a number alone is no answer;
- sixteen members of their own, each with how much they talk and odds of a Chinese, English and
  mixed line (one who mixes writes and reads both scripts, the others one): 王姐, 老陈 and 阿珍
  (retired, Chinese only), 周周, 大卫 and 思远 (Chinese, now and then mixed), 小林, Mavis and 雨桐
  (all three), Kevin, Sophie and Tom (English-leaning, mixing), Mark and Raj (English only), the
  steward 小何 (mostly Chinese) and the foreman 老郑 (Chinese only); a value is said, asked for,
  reported or guessed only by one who reads its script, and a guess only in a script the member
  reads; lines about half Chinese, a third English and the rest mixed (1,408, 854 and 382 with the
  default seed, 347 with no words such as "+1" or "[图片]"; zh 49.5 to 54.0 %, en 30.7 to 35.0 %,
  mixed 14.1 to 17.4 % over seeds 1 to 40; a line's language counted with members' names, numbers,
  markers, "@", "#接龙" and a reply's quote cut out, a 接龙 list by its last line);
- twelve topics of their own, each a member's own thing: eight for the owners only (the tiles, the
  flooring, the wall paint, the smart lock, the range hood, the interior style, the sofa, the
  bathroom fittings) and four anyone's (the air conditioner, the big plant for the living room, the
  lights, the water filter: the steward and the foreman have homes too); seven facts a topic, 84
  facts, a member once a topic at most, five or six facts an owner, four each for the steward and
  the foreman; each topic's fourteen values seven Latin and seven Chinese (Marazzi and 东鹏, Dulux
  and 立邦, Aqara and 凯迪仕, Japandi and 奶油风, Monstera and 龟背竹), the English-only members'
  values Latin, the Chinese-only members' Chinese, the others' whichever script has more left;
- facts in twelve shapes, seven each, dealt over a shuffled order and swapped to fit (the cards'
  shapes to owners, an inspection no more often than the owner's check days, one 接龙 a topic), each
  placed on the day nearest its turn (days 0 to 39) that works, at a time its people are online: one
  message in the first person ("one"); another's @-question answered within minutes by a terse line
  without the topic's words ("answer"); asked while the member is offline and answered early in the
  member's next window online, an hour to two days later, naming the asker ("@周周 才看到， Atlas
  Concorde": "late"); a wrong value of the detail's script corrected 90 seconds to 15 minutes later
  or early in the member's next window online, the correcting line holding both ("Sorry, X, not Y",
  "说错了，是X不是Y": "correction"); the topic in one line and the detail 20 to 70 seconds later,
  sometimes with another's "然后呢？" between ("split"); another member saying it to the member
  ("@思远 听说你家瓷砖上了Casalgrande？"), who confirms within minutes without it ("reported"); a
  #接龙 list begun by another member who could have the topic, two or three members with no fact or
  entry on the topic each reposting it with their entry ("2. 雨桐 等设计师推荐"), the member's entry
  closing it ("jielong"); a QQ reply quote of the @-question with the terse answer under it
  ("reply"); the member's day told in a long message, the detail in its middle ("long"); the
  member's riddle, two wrong guesses by others within minutes, then the answer ("Guess which wall
  paint we picked" / "多乐士吧?" / "立邦？" / "Nope, Benjamin Moore!": "guess"); and this set's own
  two, where the detail sits in the note of a card the layout writes: the note of the member's
  【进度】 card on coming online on a working day of the flat ("[Progress] Jul 21 · 0902 · tiling
  day 6 · next: carpentry" with "Note: the flooring arrived too, Kaindl": "progress") and the note
  of the member's 【验收】 card on arrival on site on the morning of the plumbing check
  ("【验收】7月8日 · 0802 · 水电验收 · 通过" with "备注：瓷砖也到货了，蒙娜丽莎": "inspection"); in
  Chinese, English or mixed (a fact's language its evidence's, the detail and the wrong value cut
  out too, a line of the detail alone taking the detail's script: 44 zh, 28 en and 12 mixed with the
  default seed);
- near misses: each correction's wrong value and each guess game's two wrong guesses; the members'
  own lines on their topic two days from the evidence at least, without the detail (still choosing
  before it, "瓷砖还在比价，头大", living with it after, "The flooring is in, happy with it":
  "around", 61 facts, 93 lines with the default seed); two members a topic with no fact or list
  entry on it saying a line on it in passing ("听说空调最近涨价了"), and a third asked about it by
  an @-question never answered; the lists' other entries; the ordinary cards (111 progress and 13
  inspection cards in all with the default seed, the facts' among them); the ordinary @-questions;
  the numbers;
- questions in the third person, three classes, templates of this set's own: "keyword" carries the
  detail and no member's name ("谁家瓷砖用的是Florim？", "Who went with Pergo for the flooring?"),
  "partial" names the member and the topic ("周周家的瓷砖选了哪家？", "Which smart lock did Mavis go
  for?"), "paraphrase" names the member and shares no English content word (stemmed with
  recall_sets' `stem`, a stop list aside) and no two Chinese characters in a row with the evidence,
  the names, numbers, the detail and a wrong value aside ("老陈厨房灶台上方抽风的机器是哪家？",
  "Whose planks will Kevin walk on at home?"; checked in code; a topic's two paraphrases are tried
  in turn, then those of the other language); 40 % of the questions of a Chinese or English fact
  asked in the other language (86 of 216 with the default seed; between 35 and 50 % checked); each
  question's language checked;
- never-said questions, 90: 45 name a member (15 a topic's partial question of a member who spoke of
  it only in passing or was asked and never answered; 15 a detail no line gives of a member's own
  topic: the tiles' price per square metre, the floorboards' thickness, the paint's colour code, the
  lock's price, a side-draft hood, the design studio, the sofa's seats, a wall-hung toilet, the air
  conditioner's horsepower, the flower market, the bulbs' colour temperature, how often the filter
  is changed; 15 an unsaid value put to a member with no fact or entry on its topic who could have
  it and reads its script: "Does {n} have {y} for the {t}?"), 45 name no one (30 an unsaid value in
  a topic's keyword question, 15 of eighteen things nobody did: relics dug up, a fall from a ladder,
  a contractor gone bust, a flood into the flat below, a feng-shui master, a raffle kitchen, a fine
  for illegal building, a snake in the shaft, formaldehyde, a flat sold mid-renovation, a rats'
  nest, a famous designer, a home lift, a sauna, two flats knocked into one, a lawsuit, a typhoon, a
  piano on the balcony); the words that would answer any of these (一平米 / per square metre, 厘厚 /
  millimetres thick, 色号 / colour code, 块钱买的 / paid about, 侧吸 / side-draft, 工作室 / studio,
  人位 / seater, 壁挂 / wall-hung, 几匹 / horsepower, 花市 / flower market, 色温 / colour
  temperature, 多久一换 / swap cartridges, 文物, ladder, 跑路, flooded, 风水, raffle, 违规搭建,
  snake, 甲醛, sold their, 老鼠, famous, 家用电梯, sauna, 打通, sued, 台风, piano) and every unsaid
  value appear in no line (checked in code); 90 chatter turns (of 99) an owner might send the bot
  (paint and grout sums, translations for the workers or the office, waterproofing, airing a new
  flat, notes to neighbours, a housewarming wish, jokes, recipes, stretches, a WiFi name), no member
  named, nothing about the group's past (no "说过", "之前", "谁", "那天", "昨天", "上次", "刚才",
  "记得", "以前", "said", "who", "before", "yesterday", "did", "was", "last", "earlier", "remember",
  "ago", "told", checked in code).

The set checks itself as it is built (`_check`): recall_sets' `check_messages` (a second apart at
least, within the six weeks, 2,930 to 3,070 messages); the weeks begin after START + 2,000 days; 84
facts, seven in each of the twelve shapes; sixteen members, twelve topics of seven Chinese and seven
Latin values; every value its own and none inside another, a member's name or a fixed line of the
tables; a member once a topic, each member's count of facts, an owners' topic's facts the owners',
each value in a script its member reads; the layout (every flat's work on weekdays only, the trades
in order and each trade's days in a row, a check day inside the weeks for every flat; no member's
windows overlapping or touching; the steward's in office hours on weekdays and never in the lunch
break, the foreman's in his breaks but on Sundays, the owners' after six in the morning and within
their day; an owner online from ten on a check day); every line said while its speaker is online
(two minutes' grace), a greeting at its time of day, every line in a language its speaker writes,
every @ naming a member; each detail in the last of its evidence lines and no other message, each
wrong value in the line that said it and the correction only, each wrong guess in its guess only,
any other value nowhere; the evidence said by the fact's carrier (another member for "reported", the
member otherwise); keyword questions carrying the detail and no member's name, partial and
paraphrase ones naming the member and not the detail, paraphrases sharing nothing with the evidence,
each question in its recorded language, the fact's language that of its evidence; the evidence
within days 0 to 39; the "around" lines the member's, on the topic, without the detail and two days
from the evidence at least; terse answers, late answers, replies and a split's second line without
the topic's words; an answer after its @-question by another member who reads the value's script,
the question without the detail (within ten minutes, the answer's "@" its asker's; a late one asked
while the member was offline and answered in the member's first window online after it, an hour to
two days on, naming the asker); a reply under the quote of its question; a correction made within
twenty minutes or in the member's next window online; a split's two lines within ninety seconds, the
first with the topic's words; a reported fact said to the member by one who reads its script,
confirmed by the member within twenty minutes without the detail; a 接龙 begun by another member,
each entrant posting the list so far, the detail in the list's last entry after two entries or more,
none of the entrants with a fact on the topic, all of them and the requester able to have it, the
member and the entrants able to read the list's script, one list a topic; a long message's detail
away from both its ends; a guess game opened by the member with the topic's words, answered without
them within twenty minutes, two guesses by distinct others, each its recorded value in a script its
guesser and the member read; a "progress" or "inspection" fact in the note of a card of the
member's, an owner; every 【进度】 card by an owner within five minutes of coming online, on a
working day of their flat and not a check day, its date, flat, trade, day and next trade the
layout's; every 【验收】 card by an owner between 10:00 and 10:05 of a check day of their flat, its
date, flat and check the layout's; one card an owner a day; every noise answer the steward's, after
a question to her about that flat within ten minutes, its trade (or "nothing registered") the
layout's for that flat and day; the share of questions across languages; no used value in a
never-said question and none of the answering words in any line; named never-said questions on no
topic the member's facts or list entries hold (but the unsaid details of their own) and about a
member who could have it; no chatter about the past; the lines' languages (zh 45 to 57 %, en 26 to
38 %, mixed 12 to 23 %); then recall_sets' `check_questions`. Run it from the repository's root
(`python -m bench.recall_set30` or `python bench/recall_set30.py`, which puts the root on sys.path
first) to check it is deterministic for a seed, builds in under two seconds (0.3 to 0.55 s here),
and to print its counts, its lines' languages and a few lines and questions.

Each fact records its "evidence" (the created_at of the message(s) carrying it: two for a split),
"detail", "rare" (the detail: the word a keyword question carries), "kind" (the topic), "name" and
"uid" (the member it is about), "shape", "lang" ("zh", "en" or "mix": the evidence's), its questions
("keyword", "partial", "paraphrase") and their languages ("q_lang"), "carrier" (who said it),
"asker" and "asked_at" (for "answer", "late" and "reply"), "around" (the created_at of the member's
other lines on the topic, none with the detail), for a correction the wrong value ("earlier") and
when it was said ("earlier_at"), for a reported fact its confirmation ("confirmed_at"), for a 接龙
list its other entries ([member, entry]), when they were posted ("entries_at"), who began it and
when ("requester", "request_at"), for a guess game its wrong guesses ("guessed"), who made them and
when ("guessers", "guessed_at") and when it was opened ("opened_at"). Stamps are written in the
machine's local time (recall_sets' `_stamp`) and the days are laid out in UTC, so they read as meant
where the local time is UTC; the trades' lengths, the office's rules and the hours online are this
set's approximations, not a site's diary.

Noticed while writing it: "Grohe" is inside "Hansgrohe", "老板" (a range-hood maker) is an everyday
word, "美的" is inside "真美的", "Gree" is inside "green" and "agree", "Carrier", "Freedom" and
"Dark" are everyday English, "Tom Dixon" holds a member's name and "Lockin" is inside "locking", so
those values were replaced before the first run; "May" is inside "Maybe" and "Tom" inside
"Tomorrow", so the member is Mavis and no chatter or unnamed question begins so; a mixing member
picking a mixed reply such as "+1 真的" wrote a line that counts as Chinese only, and one who mixes
was said not to write Chinese, so one who mixes writes and reads both scripts; "搬家那天" in a
chatter turn held "那天", a word about the past; an inspection card was looked for at the start of
the on-site window, but a window that began earlier merged with it, so the card goes at ten o'clock
and is checked there; an owner was dealt two inspections with one check day in the weeks, so the
deal counts them; a retired owner's 接龙 found no requester online within two hours before her entry
(seed 19), so the list may run over up to ten hours; an English-only owner reposted a Chinese 接龙
list, so the list is in a script the member reads and its entrants read it; an English-only member's
guess game drew a guess in Chinese from a Chinese-only member, so guesses are in a script the member
reads; an owner was still "comparing the flooring" after its card had noted it delivered, so the
member's lines after the evidence are about living with the thing; the lines came out 57 % Chinese
and 29 % English at first, so the English-only members talk more and the bilingual ones mix more.
"""

from __future__ import annotations

import functools
import itertools
import random
import re
import sys
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.recall_sets import DAY, START, Set, _user, check_messages, check_questions, describe
from bench.recall_sets import pairs as _pairs
from bench.recall_sets import stem as _stem

HOUR, MINUTE = 3600.0, 60.0
T0 = START + 2006 * DAY  # Monday 2031-06-30
END = T0 + 42 * DAY
CLASSES = ("keyword", "partial", "paraphrase")
FLIP = 0.4
GRACE = 2 * MINUTE
SHAPES = ("one", "answer", "late", "correction", "split", "reported", "jielong", "reply",
          "long", "guess", "progress", "inspection")
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

# name, habit, flat, talk, odds of a (zh, en, mix) line
PEOPLE = [
    ("王姐", "early", "1201", 1.0, (1.0, 0.0, 0.0)),
    ("老陈", "early", "0802", 1.0, (1.0, 0.0, 0.0)),
    ("周周", "office", "1502", 1.1, (0.7, 0.0, 0.3)),
    ("小林", "office", "0601", 1.2, (0.3, 0.3, 0.4)),
    ("Mavis", "owl", "1102", 1.1, (0.3, 0.35, 0.35)),
    ("Kevin", "office", "0902", 1.0, (0.15, 0.6, 0.25)),
    ("Mark", "office", "1701", 1.2, (0.0, 1.0, 0.0)),
    ("Sophie", "office", "1402", 1.0, (0.1, 0.75, 0.15)),
    ("大卫", "office", "0701", 1.0, (0.75, 0.0, 0.25)),
    ("Raj", "owl", "1601", 1.1, (0.0, 1.0, 0.0)),
    ("雨桐", "office", "1001", 1.1, (0.4, 0.1, 0.5)),
    ("Tom", "office", "0502", 1.1, (0.0, 0.85, 0.15)),
    ("思远", "owl", "1301", 1.0, (0.85, 0.0, 0.15)),
    ("阿珍", "early", "0401", 0.9, (1.0, 0.0, 0.0)),
    ("小何", "office_hours", None, 1.3, (0.7, 0.25, 0.05)),
    ("老郑", "breaks", None, 0.9, (1.0, 0.0, 0.0)),
]
MEMBERS = [p[0] for p in PEOPLE]
QQ = {n: 73000 + i for i, n in enumerate(MEMBERS)}
HABIT = {p[0]: p[1] for p in PEOPLE}
FLAT = {p[0]: p[2] for p in PEOPLE if p[2]}
TALK = {p[0]: p[3] for p in PEOPLE}
ODDS = {p[0]: p[4] for p in PEOPLE}
OWNERS = [n for n in MEMBERS if n in FLAT]
STAFF = ("小何", "老郑")
FACTS_PER = {n: (6 if i < 6 else 5) for i, n in enumerate(OWNERS)} | {"小何": 4, "老郑": 4}

PHASES = [("拆改", "demolition"), ("水电", "plumbing"), ("水电验收", "plumbing check"),
          ("泥瓦", "tiling"), ("木工", "carpentry"), ("油漆", "painting"),
          ("竣工验收", "final check")]
LENGTHS = [(3, 5), (5, 8), (1, 1), (8, 12), (6, 9), (5, 8), (1, 1)]
CHECKS = (2, 6)

# the topics: zh and en nouns, fourteen values (seven Latin, seven Chinese), the
# paraphrases (zh, en), a never-said detail question (zh, en) and what would answer it
TOPICS: dict[str, dict[str, Any]] = {
    "tile": {"t": ("瓷砖", "tiles"), "own": True,
             "vals": ["Marazzi", "Florim", "Porcelanosa", "Mutina", "Casalgrande",
                      "Iris Ceramica", "Atlas Concorde", "东鹏", "马可波罗", "蒙娜丽莎",
                      "诺贝尔", "冠珠", "新明珠", "萨米特"],
             "para": (["{n}家地面墙面铺贴用的哪家货？", "{n}屋里铺的砖出自哪个厂？"],
                      ["Which ceramic maker is going on {n}'s floors?",
                       "From whose kiln do {n}'s surfaces come?"]),
             "detail": ("{n}家瓷砖一平米多少钱？", "How much per square metre are {n}'s tiles?"),
             "probe": ["一平米", "per square metre"]},
    "floor": {"t": ("地板", "flooring"), "own": True,
              "vals": ["Kronotex", "Pergo", "Kaindl", "Egger", "Quickstep", "Tarkett", "Haro",
                       "圣象", "大自然", "德尔", "久盛", "菲林格尔", "生活家", "安信"],
              "para": (["{n}脚下踩的木料是哪家的？", "{n}家走路那一层铺的哪个厂？"],
                       ["Whose planks will {n} walk on at home?",
                        "Which timber maker covers {n}'s rooms underfoot?"]),
              "detail": ("{n}家地板是几厘厚的？", "How thick are {n}'s floorboards?"),
              "probe": ["厘厚", "millimetres thick"]},
    "paint": {"t": ("乳胶漆", "wall paint"), "own": True,
              "vals": ["Dulux", "Benjamin Moore", "Farrow", "Nippon", "Jotun", "Sherwin",
                       "Valspar", "立邦", "三棵树", "嘉宝莉", "华润", "多乐士", "紫荆花", "芬琳"],
              "para": (["{n}四壁抹的涂料是哪个厂的？", "{n}屋里刷墙那桶东西出自哪家？"],
                       ["Whose coating covers {n}'s rooms?",
                        "Which coating maker is {n} using indoors?"]),
              "detail": ("{n}家墙刷的什么色号？", "What colour code is {n}'s paint?"),
              "probe": ["色号", "colour code"]},
    "lock": {"t": ("门锁", "smart lock"), "own": True,
             "vals": ["Aqara", "Kaadas", "Yale", "Dessmann", "Eufy", "Nuki", "Ultraloq",
                      "凯迪仕", "德施曼", "鹿客", "小米", "萤石", "坚朗", "王力"],
             "para": (["{n}家进门刷指纹那玩意儿是哪家？", "{n}大门上装的电子玩意儿谁家产的？"],
                      ["Whose keyless entry gadget guards {n}'s home?",
                       "Which fingerprint gadget did {n} fit on the front entrance?"]),
             "detail": ("{n}家门锁花了多少钱？", "What did {n}'s lock cost?"),
             "probe": ["块钱买的", "paid about"]},
    "hood": {"t": ("油烟机", "range hood"), "own": True,
             "vals": ["Fotile", "Robam", "Elica", "Faber", "Miele", "Siemens", "Bosch",
                      "火星人", "方太", "华帝", "亿田", "海尔", "帅康", "万和"],
             "para": (["{n}厨房灶台上方抽风的机器是哪家？", "{n}家炒菜排烟靠哪个厂？"],
                      ["Which extractor maker sits above {n}'s stove?",
                       "Whose fume extractor hangs in {n}'s kitchen?"]),
             "detail": ("{n}家油烟机是侧吸还是顶吸？", "Is {n}'s hood side-draft or top?"),
             "probe": ["侧吸", "side-draft"]},
    "style": {"t": ("装修风格", "interior style"), "own": True,
              "vals": ["Wabi-sabi", "Japandi", "Bauhaus", "Memphis", "Boho", "Nordic",
                       "Mid-century", "侘寂", "奶油风", "原木风", "新中式", "法式", "极简",
                       "中古风"],
              "para": (["{n}家整体走的什么路子？", "{n}屋里打算弄成啥调调？"],
                       ["What look is {n} going for at home?",
                        "Which aesthetic is {n}'s home being done in?"]),
              "detail": ("{n}家的设计师是哪个工作室的？", "Which studio designed {n}'s flat?"),
              "probe": ["工作室", "studio"]},
    "sofa": {"t": ("沙发", "sofa"), "own": True,
             "vals": ["Natuzzi", "Poltrona", "Minotti", "Ligne Roset", "Vitra", "Kuka",
                      "Cassina", "顾家", "芝华仕", "林氏", "源氏木语", "维意", "慕思", "全友"],
             "para": (["{n}客厅里坐着看电视那件大家具是哪家？", "{n}家躺着追剧的那件买的谁家？"],
                      ["Whose couch will {n}'s lounge get?",
                       "Which seating maker is {n} buying the big couch from?"]),
             "detail": ("{n}家沙发是几人位的？", "How many seats does {n}'s couch have?"),
             "probe": ["人位", "seater"]},
    "bath": {"t": ("卫浴", "bathroom fittings"), "own": True,
             "vals": ["Kohler", "Villeroy", "Toto", "Hansgrohe", "Duravit", "Roca", "Geberit",
                      "九牧", "恒洁", "箭牌", "惠达", "法恩莎", "浪鲸", "安华"],
             "para": (["{n}家洗手间里的龙头马桶是哪家？", "{n}浴室五金出自哪个厂？"],
                      ["Whose taps and toilet are going into {n}'s washroom?",
                       "Which faucet maker is {n} using?"]),
             "detail": ("{n}家马桶是不是壁挂的？", "Is {n}'s toilet wall-hung?"),
             "probe": ["壁挂", "wall-hung"]},
    "aircon": {"t": ("空调", "air conditioner"), "own": False,
               "vals": ["Daikin", "Hitachi", "Toshiba", "Fujitsu", "Trane", "York", "Lennox",
                        "格力", "海信", "奥克斯", "志高", "长虹", "科龙", "春兰"],
               "para": (["{n}家制冷的机器是哪家？", "{n}屋里吹冷风靠哪个厂？"],
                        ["Whose cooling unit keeps {n} cool?",
                         "Which cooling maker did {n} buy from?"]),
               "detail": ("{n}家空调是几匹的？", "What horsepower is {n}'s unit?"),
               "probe": ["几匹", "horsepower"]},
    "plant": {"t": ("绿植", "plant"), "own": False,
              "vals": ["Monstera", "Pothos", "Calathea", "Alocasia", "Philodendron",
                       "Sansevieria", "Strelitzia", "龟背竹", "琴叶榕", "绿萝", "发财树",
                       "虎皮兰", "天堂鸟", "橡皮树"],
              "para": (["{n}客厅摆的那盆叶子是啥品种？", "{n}家那盆大叶子叫什么？"],
                       ["What leafy thing stands in {n}'s lounge?",
                        "Which potted greenery does {n} keep?"]),
              "detail": ("{n}家绿植是在哪个花市买的？", "Which flower market sold {n} it?"),
              "probe": ["花市", "flower market"]},
    "lights": {"t": ("灯具", "lights"), "own": False,
               "vals": ["Artemide", "Flos", "Foscarini", "Vibia", "Luceplan", "Moooi", "Gubi",
                        "欧普", "雷士", "三雄极光", "阳光照明", "飞利浦", "松下", "西顿"],
               "para": (["{n}家照亮屋子的东西是哪家？", "{n}屋里吊顶上亮的那些出自哪个厂？"],
                        ["Whose lamps brighten {n}'s rooms?", "Which lamp maker is {n} using?"]),
               "detail": ("{n}家灯是几千K的色温？", "What colour temperature are {n}'s bulbs?"),
               "probe": ["色温", "colour temperature"]},
    "water": {"t": ("净水器", "water filter"), "own": False,
              "vals": ["Aquasana", "Brita", "Pentair", "Culligan", "Everpure", "Doulton",
                       "Ecowater", "沁园", "安吉尔", "史密斯", "碧水源", "佳尼特", "浩泽", "立升"],
              "para": (["{n}家喝的水靠哪个厂的机器过一遍？", "{n}厨房下面装的过滤机器是哪家？"],
                       ["Whose purifier cleans {n}'s drinking supply?",
                        "Which purifier maker is {n} using?"]),
              "detail": ("{n}家净水器滤芯多久一换？", "How often does {n} swap cartridges?"),
              "probe": ["多久一换", "swap cartridges"]},
}
KINDS = list(TOPICS)

ONE = {"zh": ["{t}最后定了{x}", "我家{t}选的{x}，纠结了好久", "{t}下单了，{x}的"],
       "en": ["Finally settled on {x} for the {t}", "We went with {x} for our {t}"],
       "mix": ["{t}最后选了{x}, not cheap though", "{t}就{x}了，done"]}
ASK = {"zh": ["@{n} 你家{t}最后选的哪家？", "@{n} {t}定了没，哪家的？"],
       "en": ["@{n} which {t} did you end up with?", "@{n} what {t} are you getting?"]}
TERSE = {"zh": ["{x}", "{x}吧", "选了{x}", "{x}，还行"], "en": ["{x}", "{x} in the end",
         "went with {x}"], "mix": ["{x}啦", "{x} lol"]}
LATE = {"zh": "@{a} 才看到，{x}", "en": "@{a} just saw this, {x}", "mix": "@{a} 才看到, {x}"}
CORRECT = {"zh": "说错了，是{x}不是{y}", "en": "Sorry, {x}, not {y}", "mix": "typo，是{x}不是{y}"}
CORRECT_LATE = {"zh": "更正一下，{t}是{x}不是{y}", "en": "Correction: the {t} is {x}, not {y}",
                "mix": "更正: {t}是{x}, not {y}"}
SPLIT1 = {"zh": ["{t}终于定下来了", "跟你们说，{t}选好了"], "en": ["Finally decided on the {t}",
          "Ok the {t} is sorted"], "mix": ["{t}终于 decided 了"]}
PUSH = {"zh": ["{x}", "就{x}"], "en": ["{x}", "it's {x}"], "mix": ["{x}!"]}
THEN = {"zh": "然后呢？", "en": "and?", "mix": "然后呢？"}
REPORT = {"zh": "@{n} 听说你家{t}上了{x}？", "en": "@{n} heard you got {x} for the {t}?",
          "mix": "@{n} 听说你家{t}是{x}? nice"}
CONFIRM = {"zh": ["对，就是那个", "是的哈哈"], "en": ["yep, that's the one", "haha yes"],
           "mix": ["对 yes"]}
GUESS_OPEN = {"zh": "猜猜我家{t}选了哪家", "en": "Guess which {t} we picked",
              "mix": "猜猜我家{t}选了哪家, hint: 不便宜"}
GUESS = {"zh": ["{y}？", "是不是{y}"], "en": ["{y}?", "I bet {y}"], "mix": ["{y}吧?"]}
REVEAL = {"zh": ["不对，是{x}！", "都不是，{x}"], "en": ["Nope, {x}!", "Not even close, {x}"],
          "mix": ["No no，是{x}"]}
JL_HEAD = {"zh": "#接龙 大家{t}都选的啥，统计一下", "en": "#接龙 {t} picks, add yours"}
JL_ENTRY = {"zh": ["还在比", "看预算", "等设计师推荐", "没想好"],
            "en": ["still comparing", "depends on budget", "waiting on the designer"]}
LONG = {
    "zh": ["今天一早请了半天假去建材城转了一大圈", "中午在工地边上随便吃了碗牛肉面",
           "下午跟工长对了一遍插座的位置", "{t}最后拍板{x}", "晚上回去还得开两个会",
           "周末再来看看贴得怎么样，累死了"],
    "en": ["Took the morning off and walked the whole building materials mall",
           "grabbed noodles near the site at noon", "went over the socket plan with the "
           "foreman after lunch", "and the {t} is {x}, decided at last",
           "still have two calls tonight", "will come back on the weekend to check, exhausted"],
    "mix": ["今天请了半天假去建材城", "lunch 在工地边上随便吃了点", "下午跟工长过了一遍插座",
            "{t}最后选了{x}", "晚上还有两个 call", "weekend 再来看看，累死"],
}
NOTE = {"zh": "备注：{t}也到货了，{x}", "en": "Note: the {t} arrived too, {x}",
        "mix": "备注：{t}到了, {x}"}
PLAIN_NOTE = {"zh": ["备注：工人到齐", "备注：材料进场", "备注：垃圾已清"],
              "en": ["Note: crew all here", "Note: materials in", "Note: debris cleared"]}
AROUND = {"zh": ["{t}还在比价，头大", "今天又去看了一圈{t}", "{t}的事跟家里吵了一架",
                 "{t}到底要不要加钱升级"],
          "en": ["Still comparing {t} options, headache", "Went to look at {t} again today",
                 "Argued with my partner about the {t} again"],
          "mix": ["{t}还在比, so many options", "今天又去看{t}了, tired"]}
AFTER = {"zh": ["{t}装好了，挺满意", "{t}的安装师傅今天来了"],
         "en": ["The {t} is in, happy with it", "Installer came for the {t} today"],
         "mix": ["{t}装好了, happy"]}
PASSING = {"zh": ["{t}水太深了", "听说{t}最近涨价了", "{t}这东西一分钱一分货"],
           "en": ["{t} prices are wild this year", "anyone know a decent {t} shop?"],
           "mix": ["{t}真的水深, be careful"]}
KEYWORD = {"zh": "谁家{t}用的是{x}？", "en": "Who went with {x} for the {t}?"}
PARTIAL = {"zh": "{n}家的{t}选了哪家？", "en": "Which {t} did {n} go for?"}
UNSAID = {"zh": "{n}家{t}是{y}吗？", "en": "Does {n} have {y} for the {t}?"}

PROG = {"zh": "【进度】{m}月{d}日 · {f} · {ph} 第{i}天 · 下一步 {nx}",
        "en": "[Progress] {mon} {d} · {f} · {ph} day {i} · next: {nx}"}
INSP = {"zh": "【验收】{m}月{d}日 · {f} · {ph} · 通过",
        "en": "[Inspection] {mon} {d} · {f} · {ph} · passed"}
PROG_RE = re.compile(r"^(?:【进度】(\d+)月(\d+)日 · (\d{4}) · (\S+) 第(\d+)天 · 下一步 (\S+)"
                     r"|\[Progress\] ([A-Z][a-z]{2}) (\d+) · (\d{4}) · (.+?) day (\d+)"
                     r" · next: (.+))$")
INSP_RE = re.compile(r"^(?:【验收】(\d+)月(\d+)日 · (\d{4}) · (\S+) · 通过"
                     r"|\[Inspection\] ([A-Z][a-z]{2}) (\d+) · (\d{4}) · (.+?) · passed)$")
NOISE_Q = {"zh": "@小何 {f}在施工吗？好吵", "en": "@小何 is {f} working today? so loud"}
NOISE_A = {"zh": ("@{a} {f}今天是{ph}，18点前可以施工", "@{a} {f}今天没有报备施工"),
           "en": ("@{a} {f} is on {ph} today, work allowed till 18:00",
                  "@{a} nothing registered for {f} today")}
NOISE_RE = re.compile(r"^@\S+ (?:(\d{4})今天是(\S+)，18点前可以施工|(\d{4})今天没有报备施工"
                      r"|(\d{4}) is on (.+) today, work allowed till 18:00"
                      r"|nothing registered for (\d{4}) today)$")

MORNING = {"zh": ["早", "早上好", "早啊各位"], "en": ["Morning all", "morning!"],
           "mix": ["早 morning"]}
NIGHT = {"zh": ["晚安", "睡了睡了"], "en": ["Night all", "good night"], "mix": ["晚安 night"]}
MORNING_RE = re.compile(r"^(早|早上好|早啊各位|Morning all|morning!|早 morning)$")
NIGHT_RE = re.compile(r"^(晚安|睡了睡了|Night all|good night|晚安 night)$")
OPEN = {
    "zh": ["楼上电钻又开始了", "电梯里全是水泥灰", "今天{d}号楼道又被堵了",
           "有人知道哪家开荒保洁靠谱吗",
           "垃圾清运一车{d}块，贵不贵", "我家水电改了{d}米线管", "物业说周末不能动工",
           "防水要刷到{d}公分高吗", "材料电梯什么时候能用", "楼下车位又被货车占了",
           "今天工人{d}点就走了", "吊顶做完了，看着还行", "装修预算又超了{d}万"],
    "en": ["The drilling upstairs started again", "the lift is full of cement dust",
           "anyone know a good cleaning crew?", "debris removal is {d} yuan a load, fair?",
           "we ran {d} metres of conduit", "no work on weekends, the office says",
           "waterproofing {d} cm up the wall, right?", "when can we use the freight lift?",
           "a truck is blocking the parking again", "workers left at {d} today",
           "ceiling is done, looks fine", "budget is over by {d}k again"],
    "mix": ["楼上电钻又开始了, so loud", "电梯 full of 水泥灰", "垃圾清运{d}块一车, ok吗",
            "今天 workers {d}点就走了", "预算又超了{d}k, sigh", "防水刷{d}公分 enough?"],
}
REPLY = {"zh": ["哈哈哈", "真的", "同感", "太难了", "我家也是", "问问物业吧", "忍忍就过去了",
                "+1", "[图片]", "[表情]", "确实"],
         "en": ["lol", "same here", "ugh", "true", "ask the office", "hang in there", "+1",
                "[图片]", "yeah"],
         "mix": ["真的 same", "哈哈 lol", "+1 真的", "ask 物业吧"]}

NOBODY = [("谁家装修时挖到了文物？", ["文物"]), ("Who fell off a ladder on site?", ["ladder"]),
          ("谁家被装修公司跑路了？", ["跑路"]), ("Whose flat flooded the neighbours below?",
                                                ["flooded"]),
          ("谁家请了风水师看房子？", ["风水"]), ("Who won a free kitchen in a raffle?", ["raffle"]),
          ("谁家被罚了违规搭建？", ["违规搭建"]), ("Who found a snake in the shaft?", ["snake"]),
          ("谁家甲醛超标住不进去？", ["甲醛"]), ("Who sold their flat mid-renovation?",
                                             ["sold their"]),
          ("谁家墙里发现了老鼠窝？", ["老鼠"]), ("Who hired a famous designer from TV?",
                                             ["famous"]),
          ("谁家装了家用电梯？", ["家用电梯"]), ("Who built a sauna in the bathroom?", ["sauna"]),
          ("谁家打通了两套房？", ["打通"]), ("Who got sued by the contractor?", ["sued"]),
          ("谁家窗户被台风吹坏了？", ["台风"]), ("Who put a piano on the balcony?", ["piano"])]

CHATTER = [t.format(d=d) for t, ds in (
    ("帮我算一下{d}平米的墙面大概要几桶漆", (60, 85, 120)),
    ("How much grout do I need for {d} square metres?", (8, 12, 20)),
    ("卫生间防水一般刷多高，{d}公分够吗", (30, 180)),
    ("Translate into Chinese: the socket should be {d} cm above the floor", (30, 110)),
    ("给我写一条{d}字以内的乔迁祝福", (20, 50)),
    ("What's a polite way to ask workers to start after {d} am?", (8, 9)),
    ("水电改造一般要{d}天吗", (7, 10)),
    ("Convert {d} square feet to square metres", (500, 800, 1200)),
    ("给装修师傅买水，一箱{d}瓶够不够", (12, 24)),
    ("Is {d}% humidity too high for laying wood floors?", (65, 80)),
    ("新房通风{d}个月能入住吗", (3, 6)),
    ("Write a short note for the neighbours about {d} days of drilling", (3, 5)),
    ("瓷砖留缝{d}毫米合适吗", (1, 2, 3)),
    ("What wattage bulb suits a {d} square metre bedroom?", (12, 15)),
    ("推荐几个{d}平米小户型的收纳办法", (60, 75)),
    ("Give me a checklist for a plumbing inspection, {d} items", (10, 15)),
    ("开荒保洁{d}平米一般多少钱", (90, 120)),
    ("How long does paint need between coats at {d} degrees?", (15, 25)),
    ("用英语怎么说“{d}号楼的电梯坏了”", (3, 8)),
    ("Help me plan a move with {d} boxes", (30, 60)),
) for d in ds] + [
    "帮我写一首关于新家的小诗", "装修吵到邻居了，怎么道歉比较好", "怎么判断瓷砖有没有空鼓",
    "What does a damp-proof course do?", "讲个笑话吧，装修太累了", "Tell me a joke about plumbers",
    "甲方和乙方是什么意思", "What's the difference between matte and eggshell?",
    "推荐几部适合周末看的电影", "How do I keep a cat calm during drilling?",
    "地暖和空调哪个更省电", "Explain load-bearing walls simply", "今天天气适合刷漆吗",
    "What should be in a renovation contract?", "帮我想个新家WiFi的名字",
    "How do I get cement off glass?", "怎么去除新家具的味道", "Recommend a podcast for a commute",
    "夏天刷墙要注意什么", "What's a good houseplant for low light?",
    "教我做一道简单的家常菜", "How do I unclog a drain without chemicals?",
    "晚上睡不着怎么办", "Write a thank-you note to a builder", "怎么跟物业沟通比较有效",
    "What's the best way to store leftover paint?", "给我讲讲北欧风的特点",
    "How many coats of primer are usual?", "搬家当日要准备什么", "Suggest a name for a cat",
    "怎么挑一把好用的电钻", "What time zone is Sydney in?", "油漆味对宠物有影响吗",
    "How do I politely decline a sales call?", "家里插座一般留几个", "Explain what grout is",
    "周末去哪里放松一下比较好", "How do I measure a window for curtains?",
    "怎么给老人讲清楚智能锁的用法", "What's a quick lunch I can cook in ten minutes?",
    "帮我把这句话翻译成英文：请在六点前清理楼道", "Is bamboo flooring durable?",
    "装修合同里的增项要怎么防", "What's the etiquette for tipping movers here?",
    "怎么判断木地板是不是受潮了", "Give me three stretches for a sore back",
    "帮我起草一个给邻居的感谢卡", "How loud is a hammer drill in decibels?",
    "夏天开空调多少度最省电", "Teach me five words of Cantonese",
    "水管冻裂了怎么办", "What's a good colour for a north-facing room?",
    "乔迁宴请多少人合适", "How do I patch a small hole in plasterboard?",
    "推荐一个好用的记账方法",
]
PAST = re.compile(r"说过|之前|谁|那天|昨天|上次|刚才|记得|以前|\bsaid\b|\bwho\b|\bbefore\b|"
                  r"yesterday|\bdid\b|\bwas\b|\blast\b|earlier|remember|\bago\b|\btold\b", re.I)
STOP = {"the", "a", "an", "of", "to", "in", "on", "for", "what", "which", "who", "does", "did",
        "is", "was", "their", "they", "with", "at", "by", "and", "or", "s", "it", "do", "has",
        "have", "whose", "from", "are", "will", "be", "being", "how"}
QUOTE = re.compile(r"^\[回复 [^\]]*\]\n")
MENTION = re.compile(r"@(\S+)")
CJK = re.compile(r"[\u4e00-\u9fff]")


# -- the layout -------------------------------------------------------------------------

def _day(at: float) -> int:
    return int((at - T0) // DAY)


def _hour(at: float) -> float:
    return ((at - T0) % DAY) / HOUR


def _weekday(d: int) -> int:
    return d % 7  # T0 is a Monday


class _Lay:
    def __init__(self) -> None:
        r = random.Random(30)
        self.work: dict[str, dict[int, tuple[int, int]]] = {}  # flat: day -> (phase, nth)
        for n in OWNERS:
            while True:
                start = r.randint(-12, 6)
                lens = [r.randint(a, b) for a, b in LENGTHS]
                plan: dict[int, tuple[int, int]] = {}
                ph, nth, d = 0, 0, start
                while ph < len(PHASES) and d < 60:
                    if _weekday(d) < 5:
                        nth += 1
                        plan[d] = (ph, nth)
                        if nth == lens[ph]:
                            ph, nth = ph + 1, 0
                    d += 1
                checks = [d for d, (p, _) in plan.items() if p in CHECKS and 1 <= d <= 38]
                if checks:
                    break
            self.work[FLAT[n]] = plan
        self.wins: dict[str, list[tuple[float, float]]] = {}
        for n in MEMBERS:
            ws: list[tuple[float, float]] = []
            for d in range(-1, 43):
                for a, b, p in _slots(n, d):
                    if r.random() < p:
                        ln = r.uniform(20, min(90, (b - a) * 60)) * MINUTE
                        s0 = T0 + d * DAY + a * HOUR + r.uniform(0, (b - a) * HOUR - ln)
                        ws.append((s0, s0 + ln))
                if n in FLAT and self.phase(FLAT[n], d)[0] in CHECKS:
                    ws.append((T0 + d * DAY + 10 * HOUR, T0 + d * DAY + 11.5 * HOUR))
            ws.sort()
            merged: list[tuple[float, float]] = []
            for s0, e0 in ws:
                if merged and s0 <= merged[-1][1] + MINUTE:
                    merged[-1] = (merged[-1][0], max(merged[-1][1], e0))
                else:
                    merged.append((s0, e0))
            self.wins[n] = merged

    def phase(self, flat: str, d: int) -> tuple[int, int]:
        return self.work[flat].get(d, (-1, 0))


def _slots(n: str, d: int) -> list[tuple[float, float, float]]:
    h, wk = HABIT[n], _weekday(d)
    if h == "early":
        return [(6.0, 8.5, 0.85), (9.5, 11.5, 0.45), (14.5, 17.0, 0.55), (19.0, 21.0, 0.7)]
    if h == "owl":
        return [(11.0, 13.0, 0.5), (17.0, 19.0, 0.3), (21.5, 23.9, 0.9)]
    if h == "office":
        if wk < 5:
            return [(7.3, 8.5, 0.35), (12.0, 13.5, 0.6), (19.0, 21.0, 0.8), (21.0, 23.5, 0.6)]
        return [(9.0, 12.0, 0.6), (14.0, 18.0, 0.5), (20.0, 23.5, 0.8)]
    if h == "office_hours":
        if wk < 5:
            return [(8.5, 10.0, 0.9), (10.0, 12.0, 0.8), (14.0, 15.7, 0.8), (15.8, 17.5, 0.8)]
        return []
    if wk < 6:  # the foreman: his lunch and his evening, on site otherwise
        return [(12.0, 13.5, 0.9), (18.5, 20.5, 0.7)]
    return [(10.0, 12.0, 0.6), (20.0, 22.0, 0.6)]


@functools.lru_cache(maxsize=1)
def _layout() -> _Lay:
    return _Lay()


def _window_of(who: str, at: float, grace: float = 0.0) -> tuple[float, float] | None:
    for w in _layout().wins[who]:
        if w[0] - grace <= at <= w[1] + grace:
            return w
    return None


def _online(who: str, at: float, grace: float = 0.0) -> bool:
    return _window_of(who, at, grace) is not None


def _next_start(who: str, at: float) -> float | None:
    for w in _layout().wins[who]:
        if w[0] > at:
            return w[0]
    return None


def _writes(who: str) -> set[str]:
    """A member who mixes writes both; the others only their one language."""
    if ODDS[who][2] > 0:
        return {"zh", "en", "mix"}
    return {lang for lang, p in zip(("zh", "en"), ODDS[who][:2], strict=True) if p > 0}


def _script(v: str) -> str:
    return "zh" if CJK.search(v) else "en"


def _reads(who: str, script: str) -> bool:
    w = _writes(who)
    return script in w or "mix" in w


def _eligible(kind: str, who: str) -> bool:
    return who in FLAT or not TOPICS[kind]["own"]


def _cut(text: str, extra: tuple[str, ...] = ()) -> str:
    text = QUOTE.sub("", text)
    for v in sorted((*extra, *MEMBERS), key=len, reverse=True):
        if v:
            text = text.replace(v, " ")
    text = re.sub(r"\[(图片|表情)\]|#接龙|@", " ", text)
    return re.sub(r"\d+", " ", text)


def _lang(text: str, extra: tuple[str, ...] = ()) -> str:
    t = _cut(text, extra)
    zh, en = bool(CJK.search(t)), bool(re.search(r"[A-Za-z]", t))
    return "mix" if zh and en else "zh" if zh else "en" if en else "none"


def _body_lang(body: str) -> str:
    if body.startswith("#接龙"):
        body = body.rsplit("\n", 1)[-1]
    return _lang(body)


def _fact_lang(line: str, x: str, y: str) -> str:
    lang = _lang(line, (x, y))
    return _script(x) if lang == "none" else lang


def _shares(q: str, text: str, cut: tuple[str, ...]) -> bool:
    a, b = _cut(q, cut).lower(), _cut(text, cut).lower()
    wa = {_stem(w) for w in re.findall(r"[a-z]+", a)} - {_stem(w) for w in STOP}
    wb = {_stem(w) for w in re.findall(r"[a-z]+", b)}
    return bool(wa & wb) or bool(_pairs(a) & _pairs(b))


def _date(at: float, lang: str) -> dict[str, Any]:
    import datetime as dt

    t = dt.datetime(2031, 6, 30) + dt.timedelta(days=_day(at))
    return {"m": t.month, "d": t.day, "mon": MONTHS[t.month - 1]}


# -- the builder ------------------------------------------------------------------------

class _Gen:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.lay = _layout()
        self.recs: list[tuple[float, str, str, int, str]] = []
        self.carded: set[tuple[str, int]] = set()

    def pick(self, who: str) -> str:
        return self.rng.choices(("zh", "en", "mix"), ODDS[who])[0]

    def add(self, t: float, who: str, text: str, k: int = -1, role: str = "") -> None:
        self.recs.append((t, who, text, k, role))

    def wins(self, who: str, d: int) -> list[tuple[float, float]]:
        a, b = T0 + d * DAY, T0 + (d + 1) * DAY
        out = [w for w in self.lay.wins[who] if a <= w[0] < b]
        self.rng.shuffle(out)
        return out

    def others(self, at: float, span: float, pred: Any) -> list[str]:
        out = [m for m in MEMBERS if pred(m) and _online(m, at) and _online(m, at + span)]
        self.rng.shuffle(out)
        return out


def _t(f: dict[str, Any], lang: str) -> str:
    return TOPICS[f["kind"]]["t"][0 if lang != "en" else 1]


def _lng(g: _Gen, who: str, x: str) -> str:
    """A line's language for `who` saying `x`: a Chinese-only speaker never has a Latin
    value and the other way round, so the pick stands."""
    return g.pick(who)


def _one(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, x, r = f["name"], f["detail"], g.rng
    for s0, e0 in g.wins(n, d):
        t = s0 + r.uniform(1, 5) * MINUTE
        if t > e0 - MINUTE:
            continue
        lang = _lng(g, n, x)
        g.add(t, n, r.choice(ONE[lang]).format(t=_t(f, lang), x=x), k, "evidence")
        return True
    return False


def _asked(g: _Gen, k: int, f: dict[str, Any], d: int, shape: str) -> bool:
    n, x, r = f["name"], f["detail"], g.rng
    ok = lambda m: m != n and _reads(m, _script(x))  # noqa: E731
    if shape == "late":
        asks = [(w, a) for a in MEMBERS if ok(a) for w in g.wins(a, d)]
        r.shuffle(asks)
        for (s0, e0), a in asks:
            t = s0 + r.uniform(1, 6) * MINUTE
            if t > e0 - MINUTE or _online(n, t, 5 * MINUTE):
                continue
            nxt = _next_start(n, t)
            if nxt is None or not HOUR <= nxt - t <= 2 * DAY:
                continue
            la = g.pick(a)
            ask = r.choice(ASK["en" if la == "en" else "zh"]).format(n=n, t=_t(f, la))
            g.add(t, a, ask, k, "ask")
            g.add(nxt + r.uniform(1, 4) * MINUTE, n, LATE[_lng(g, n, x)].format(a=a, x=x), k,
                  "evidence")
            f["asker"] = a
            return True
        return False
    for s0, e0 in g.wins(n, d):
        t = s0 + r.uniform(1, 6) * MINUTE
        gap = r.uniform(0.5, 8) * MINUTE
        if t + gap > e0 - MINUTE:
            continue
        for a in g.others(t, 0, ok):
            la = g.pick(a)
            ask = r.choice(ASK["en" if la == "en" else "zh"]).format(n=n, t=_t(f, la))
            lang = _lng(g, n, x)
            terse = r.choice(TERSE[lang]).format(x=x)
            g.add(t, a, ask, k, "ask")
            if shape == "reply":
                g.add(t + gap, n, f"[回复 {a}：{ask}]\n{terse}", k, "evidence")
            else:
                g.add(t + gap, n, f"@{a} {terse}", k, "evidence")
            f["asker"] = a
            return True
    return False


def _correction(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, x, y, r = f["name"], f["detail"], f["earlier"], g.rng
    for s0, e0 in g.wins(n, d):
        t = s0 + r.uniform(1, 4) * MINUTE
        if t > e0 - 3 * MINUTE:
            continue
        lang = _lng(g, n, x)
        g.add(t, n, r.choice(ONE[lang]).format(t=_t(f, lang), x=y), k, "earlier")
        t2 = t + r.uniform(1.5, 15) * MINUTE
        if t2 < e0 - 20:
            g.add(t2, n, CORRECT[lang].format(x=x, y=y), k, "evidence")
        else:
            nxt = _next_start(n, e0)
            if nxt is None:
                return False
            g.add(nxt + r.uniform(1, 4) * MINUTE, n,
                  CORRECT_LATE[lang].format(t=_t(f, lang), x=x, y=y), k, "evidence")
        return True
    return False


def _split(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, x, r = f["name"], f["detail"], g.rng
    for s0, e0 in g.wins(n, d):
        t = s0 + r.uniform(1, 5) * MINUTE
        if t > e0 - 3 * MINUTE:
            continue
        lang = _lng(g, n, x)
        g.add(t, n, r.choice(SPLIT1[lang]).format(t=_t(f, lang)), k, "first")
        gap = r.uniform(20, 70)
        between = g.others(t + gap / 2, 0, lambda m: m != n)
        if between and r.random() < 0.5:
            g.add(t + gap / 2, between[0], THEN[g.pick(between[0])])
        g.add(t + gap, n, r.choice(PUSH[lang]).format(x=x), k, "evidence")
        return True
    return False


def _reported(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, x, r = f["name"], f["detail"], g.rng
    for s0, e0 in g.wins(n, d):
        t = s0 + r.uniform(1, 5) * MINUTE
        gap = r.uniform(1, 12) * MINUTE
        if t + gap > e0 - MINUTE:
            continue
        for c in g.others(t, 0, lambda m: m != n and _reads(m, _script(x))):
            la = g.pick(c)
            g.add(t, c, REPORT[la].format(n=n, t=_t(f, la), x=x), k, "evidence")
            g.add(t + gap, n, r.choice(CONFIRM[g.pick(n)]), k, "confirm")
            f["reporter"] = c
            return True
    return False


def _jielong(g: _Gen, k: int, f: dict[str, Any], d: int, busy: list[str]) -> bool:
    n, x, r = f["name"], f["detail"], g.rng
    kind = f["kind"]
    for (s0, e0), back in itertools.product(g.wins(n, d), (1, 2, 4, 8)):
        t_end = s0 + r.uniform(3, 10) * MINUTE
        if t_end > e0 - MINUTE:
            continue
        t_req = t_end - r.uniform(40, 80) * MINUTE * back
        free = [m for m in MEMBERS if m != n and m not in busy and _eligible(kind, m)]
        reqs = [m for m in free if _online(m, t_req)]
        if not reqs:
            continue
        q = r.choice(reqs)
        lang = "en" if g.pick(q) == "en" else "zh"
        if not _reads(n, lang):  # a list in a script the member reads
            lang = "en" if lang == "zh" else "zh"
            if lang not in _writes(q):
                continue
        head = JL_HEAD[lang].format(t=_t(f, lang))
        times = sorted(r.uniform(t_req + 2 * MINUTE, t_end - MINUTE) for _ in range(6))
        entries: list[tuple[str, str]] = []
        ats: list[float] = []
        for at in times:
            cands = [m for m in free if m != q and m not in dict(entries) and _online(m, at)
                     and _reads(m, lang)]
            if cands and len(entries) < 3:
                m = r.choice(cands)
                le = "en" if g.pick(m) == "en" or (lang == "en" and "en" in _writes(m)) else "zh"
                if le not in _writes(m) and "mix" not in _writes(m):
                    le = "zh" if "zh" in _writes(m) else "en"
                entries.append((m, r.choice(JL_ENTRY[le])))
                ats.append(at)
        if len(entries) < 2:
            continue
        lines = [head] + [f"{j + 1}. {m} {e}" for j, (m, e) in enumerate(entries)]
        g.add(t_req, q, head, k, "request")
        for j, at in enumerate(ats):
            g.add(at, entries[j][0], "\n".join(lines[:j + 2]), k, "entry")
        g.add(t_end, n, "\n".join([*lines, f"{len(lines)}. {n} {x}"]), k, "evidence")
        f["requester"], f["entries"] = q, [list(e) for e in entries]
        return True
    return False


def _long(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, x, r = f["name"], f["detail"], g.rng
    for s0, e0 in g.wins(n, d):
        t = s0 + r.uniform(1, 5) * MINUTE
        if t > e0 - MINUTE:
            continue
        lang = _lng(g, n, x)
        sep = "，" if lang != "en" else ", "
        text = sep.join(LONG[lang]).format(t=_t(f, lang), x=x)
        g.add(t, n, text, k, "evidence")
        return True
    return False


def _guess(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, x, r = f["name"], f["detail"], g.rng
    ys = f["guessed"]
    for s0, e0 in g.wins(n, d):
        t = s0 + r.uniform(1, 4) * MINUTE
        if t + 12 * MINUTE > e0:
            continue
        ats = [t + r.uniform(0.5, 3) * MINUTE, t + r.uniform(3.5, 7) * MINUTE]
        who: list[str] = []
        for y, at in zip(ys, ats, strict=True):
            c = [m for m in MEMBERS if m != n and m not in who and _online(m, at)
                 and _reads(m, _script(y))]
            if not c:
                break
            who.append(r.choice(c))
        if len(who) < 2:
            continue
        lang = _lng(g, n, x)
        g.add(t, n, GUESS_OPEN[lang].format(t=_t(f, lang)), k, "open")
        for y, at, m in zip(ys, ats, who, strict=True):
            g.add(at, m, r.choice(GUESS[g.pick(m)]).format(y=y), k, "guess")
        g.add(t + r.uniform(8, 11) * MINUTE, n, r.choice(REVEAL[lang]).format(x=x), k,
              "evidence")
        f["guessers"] = who
        return True
    return False


def _card(g: _Gen, n: str, at: float, insp: bool, note: str) -> tuple[str, str] | None:
    ph, i = g.lay.phase(FLAT[n], _day(at))
    lang = "en" if g.pick(n) == "en" else "zh"
    if "zh" not in _writes(n) and "mix" not in _writes(n):
        lang = "en"
    if "en" not in _writes(n) and "mix" not in _writes(n):
        lang = "zh"
    j = 0 if lang == "zh" else 1
    if insp:
        if ph not in CHECKS:
            return None
        head = INSP[lang].format(f=FLAT[n], ph=PHASES[ph][j], **_date(at, lang))
    else:
        if ph < 0 or ph in CHECKS:
            return None
        head = PROG[lang].format(f=FLAT[n], ph=PHASES[ph][j], i=i, nx=PHASES[ph + 1][j],
                                 **_date(at, lang))
    return head, lang


def _carded(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, x, r = f["name"], f["detail"], g.rng
    insp = f["shape"] == "inspection"
    if (n, d) in g.carded:
        return False
    for s0, e0 in g.wins(n, d):
        t = s0 + r.uniform(0.5, 2.5) * MINUTE
        if insp:
            t = T0 + d * DAY + 10 * HOUR + r.uniform(0.5, 2.5) * MINUTE
            if not s0 <= t <= e0:
                continue
        made = _card(g, n, t, insp, "")
        if made is None:
            return False
        head, lang = made
        nl = lang if g.pick(n) != "mix" else "mix"
        if nl == "mix" and "mix" not in _writes(n):
            nl = lang
        g.add(t, n, head + "\n" + NOTE[nl].format(t=_t(f, nl), x=x), k, "evidence")
        g.carded.add((n, d))
        return True
    return False


SCRIPT = {"one": _one, "answer": lambda g, k, f, d: _asked(g, k, f, d, "answer"),
          "late": lambda g, k, f, d: _asked(g, k, f, d, "late"),
          "reply": lambda g, k, f, d: _asked(g, k, f, d, "reply"),
          "correction": _correction, "split": _split, "reported": _reported, "long": _long,
          "guess": _guess, "progress": _carded, "inspection": _carded}


def _facts(rng: random.Random) -> list[dict[str, Any]]:
    """Who holds what: 84 facts, seven a topic, a member once a topic, the counts of
    FACTS_PER; values in scripts their holders read; the shapes dealt to fit."""
    for _ in range(200):
        left = dict(FACTS_PER)
        hold: dict[str, list[str]] = {}
        ok = True
        for kind in sorted(KINDS, key=lambda kd: TOPICS[kd]["own"], reverse=True):
            cands = [m for m in MEMBERS if left[m] > 0 and _eligible(kind, m)]
            cands.sort(key=lambda m: (-left[m], rng.random()))
            if len(cands) < 7:
                ok = False
                break
            hold[kind] = cands[:7]
            for m in cands[:7]:
                left[m] -= 1
        if not ok or any(left.values()):
            continue
        facts: list[dict[str, Any]] = []
        for kind in KINDS:
            vals = list(TOPICS[kind]["vals"])
            rng.shuffle(vals)
            for m in sorted(hold[kind], key=lambda m: len(_writes(m))):
                if _reads(m, "zh") and _reads(m, "en"):
                    zh = sum(_script(v) == "zh" for v in vals)
                    sc = "zh" if zh * 2 > len(vals) else "en"
                else:
                    sc = "zh" if _reads(m, "zh") else "en"
                v = next((v for v in vals if _script(v) == sc), None)
                if v is None:
                    ok = False
                    break
                vals.remove(v)
                facts.append({"kind": kind, "name": m, "uid": QQ[m], "detail": v})
            if not ok:
                break
        if not ok:
            continue
        shapes = [s for s in SHAPES for _ in range(7)]
        rng.shuffle(shapes)
        for _ in range(2000):
            bad = [i for i, (f, s) in enumerate(zip(facts, shapes, strict=True))
                   if not _fits_shape(f, s, facts, shapes)]
            if not bad:
                break
            i, j = rng.choice(bad), rng.randrange(len(facts))
            shapes[i], shapes[j] = shapes[j], shapes[i]
        else:
            continue
        for f, s in zip(facts, shapes, strict=True):
            f["shape"] = s
        if _wrong_values(rng, facts):
            return facts
    raise RuntimeError("no deal")


def _fits_shape(f: dict[str, Any], s: str, facts: list[dict[str, Any]],
                shapes: list[str]) -> bool:
    if s in ("progress", "inspection") and f["name"] not in FLAT:
        return False
    if s == "inspection":  # no more than the member's inspection days in the weeks
        days = [d for d, (p, _) in _layout().work[FLAT[f["name"]]].items()
                if p in CHECKS and 0 <= d <= 39]
        return sum(1 for o, t in zip(facts, shapes, strict=True)
                   if t == s and o["name"] == f["name"]) <= len(days)
    if s == "jielong":
        return sum(1 for o, t in zip(facts, shapes, strict=True)
                   if t == "jielong" and o["kind"] == f["kind"]) == 1
    return True


def _wrong_values(rng: random.Random, facts: list[dict[str, Any]]) -> bool:
    used = {f["detail"] for f in facts}
    for f in facts:
        if f["shape"] not in ("correction", "guess"):
            continue
        sc = _script(f["detail"])
        spare = [v for v in TOPICS[f["kind"]]["vals"] if v not in used
                 and _reads(f["name"], _script(v))]
        rng.shuffle(spare)
        if f["shape"] == "correction":
            c = [v for v in spare if _script(v) == sc]
            if not c:
                return False
            f["earlier"] = c[0]
            used.add(c[0])
        else:
            if len(spare) < 2:
                return False
            f["guessed"] = spare[:2]
            used.update(spare[:2])
    return True


def _around(g: _Gen, k: int, f: dict[str, Any], ev_days: list[int]) -> None:
    n, r = f["name"], g.rng
    if r.random() < 0.3:
        return
    days = [d for d in range(40) if all(abs(d - e) >= 2 for e in ev_days)]
    for d in r.sample(days, min(2, len(days)))[: r.choice((1, 2))]:
        for s0, e0 in g.wins(n, d):
            t = r.uniform(s0 + MINUTE, e0 - MINUTE)
            if e0 - s0 < 3 * MINUTE or _day(t) != d:
                continue
            lang = g.pick(n)
            said = AROUND if d < min(ev_days) else AFTER  # choosing before, living with after
            g.add(t, n, r.choice(said[lang]).format(t=_t(f, lang)), k, "around")
            break


def _passing(g: _Gen, owners: dict[str, list[str]]
             ) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    r = g.rng
    said: dict[str, list[str]] = {}
    asked: dict[str, list[str]] = {}
    for kind in KINDS:
        free = [m for m in MEMBERS if m not in owners[kind] and _eligible(kind, m)]
        r.shuffle(free)
        said[kind], asked[kind] = [], []
        for m in free:
            if len(said[kind]) == 2:
                break
            d = r.randrange(40)
            for s0, e0 in g.wins(m, d):
                if e0 - s0 < 3 * MINUTE:
                    continue
                lang = g.pick(m)
                f = {"kind": kind}
                g.add(r.uniform(s0 + MINUTE, e0 - MINUTE), m,
                      r.choice(PASSING[lang]).format(t=_t(f, lang)))
                said[kind].append(m)
                break
        for m in free:
            if m in said[kind] or asked[kind]:
                continue
            d = r.randrange(40)
            done = False
            for s0, _ in g.wins(m, d):
                t = s0 + MINUTE
                for a in g.others(t, 0, lambda x, m=m: x != m):
                    la = g.pick(a)
                    f = {"kind": kind}
                    g.add(t, a, r.choice(ASK["en" if la == "en" else "zh"]).format(
                        n=m, t=_t(f, la)))
                    asked[kind].append(m)
                    done = True
                    break
                if done:
                    break
    return said, asked


def _specials(g: _Gen) -> None:
    """The cards the layout writes (progress on a working day, at the start of a window;
    inspection in the morning on site) and the noise questions the property answers."""
    r = g.rng
    for n in OWNERS:
        for d in range(42):
            if (n, d) in g.carded:
                continue
            ph = g.lay.phase(FLAT[n], d)[0]
            insp = ph in CHECKS
            if ph < 0 or r.random() > (0.8 if insp else 0.3):
                continue
            for s0, e0 in sorted(g.wins(n, d)):
                t = s0 + r.uniform(0.5, 2.5) * MINUTE
                if insp:
                    t = T0 + d * DAY + 10 * HOUR + r.uniform(0.5, 2.5) * MINUTE
                    if not s0 <= t <= e0:
                        continue
                made = _card(g, n, t, insp, "")
                if made:
                    head, lang = made
                    if r.random() < 0.4:
                        head += "\n" + r.choice(PLAIN_NOTE[lang])
                    g.add(t, n, head)
                    g.carded.add((n, d))
                break
    for d in range(42):
        if _weekday(d) >= 5:
            continue
        for _ in range(r.choice((2, 3, 4))):
            t = T0 + d * DAY + r.choice((r.uniform(8.6, 11.5), r.uniform(14.2, 17.2))) * HOUR
            gap = r.uniform(1, 6) * MINUTE
            if not (_online("小何", t) and _online("小何", t + gap)):
                continue
            askers = [m for m in OWNERS if _online(m, t)]
            if not askers:
                continue
            a = r.choice(askers)
            flat = r.choice([FLAT[m] for m in OWNERS if m != a])
            la = "en" if g.pick(a) == "en" else "zh"
            if la == "zh" and "zh" not in _writes(a) and "mix" not in _writes(a):
                la = "en"
            g.add(t, a, NOISE_Q[la].format(f=flat))
            ph = g.lay.phase(flat, d)[0]
            if la == "en" and "en" not in _writes("小何"):
                la = "zh"
            j = 0 if la == "zh" else 1
            ans = NOISE_A[la][0 if ph >= 0 else 1]
            g.add(t + gap, "小何", ans.format(a=a, f=flat, ph=PHASES[ph][j] if ph >= 0 else ""))


def _poisson(r: random.Random, lam: float) -> int:
    n, p, lim = 0, 1.0, pow(2.718281828459045, -lam)
    while True:
        p *= r.random()
        if p < lim:
            return n
        n += 1


def _threads(g: _Gen, rate: float) -> list[tuple[int, int]]:
    r = g.rng
    spans = []
    for n in MEMBERS:
        for s0, e0 in g.lay.wins[n]:
            if not T0 < s0 < END:
                continue
            for _ in range(_poisson(r, rate * TALK[n] * (e0 - s0) / HOUR)):
                a = len(g.recs)
                t = r.uniform(s0, e0 - MINUTE)
                h = _hour(t)
                lang = g.pick(n)
                if 5 <= h < 10 and r.random() < 0.25:
                    g.add(t, n, r.choice(MORNING[lang]))
                elif h >= 21.5 and r.random() < 0.25:
                    g.add(t, n, r.choice(NIGHT[lang]))
                else:
                    g.add(t, n, r.choice(OPEN[lang]).format(d=r.randint(2, 40)))
                for _ in range(r.choice((0, 1, 1, 2, 2, 3, 4))):
                    t += r.uniform(15, 180)
                    on = [m for m in MEMBERS if _online(m, t)]
                    if not on:
                        break
                    m = r.choices(on, [TALK[x] for x in on])[0]
                    lm = g.pick(m)
                    line = r.choice(REPLY[lm])
                    if m != n and r.random() < 0.2:
                        line = f"@{n} {line}"
                    g.add(t, m, line)
                spans.append((a, len(g.recs)))
    return spans


def _questions(f: dict[str, Any], said: list[str]) -> None:
    n, x, kind = f["name"], f["detail"], f["kind"]
    tp = TOPICS[kind]
    cut = (x, f.get("earlier", ""))
    f["keyword"] = KEYWORD[f["q_lang"]["keyword"]].format(t=_t(f, f["q_lang"]["keyword"]), x=x)
    f["partial"] = PARTIAL[f["q_lang"]["partial"]].format(t=_t(f, f["q_lang"]["partial"]), n=n)
    want = f["q_lang"]["paraphrase"]
    order = [(want, p) for p in tp["para"][want == "en"]]
    order += [("en" if want == "zh" else "zh", p) for p in tp["para"][want == "zh"]]
    for lang, p in order:
        q = p.format(n=n)
        if not any(_shares(q, s, cut) for s in said):
            f["paraphrase"], f["q_lang"]["paraphrase"] = q, lang
            return
    raise RuntimeError(f"no paraphrase for {f['kind']} of {n}")


def _never(rng: random.Random, facts: list[dict[str, Any]], spare: dict[str, list[str]],
           said: dict[str, list[str]], asked: dict[str, list[str]],
           owners: dict[str, list[str]]) -> tuple[list[str], list[tuple[str, str, str]]]:
    out: list[str] = []
    about: list[tuple[str, str, str]] = []
    passing = [(kd, m) for kd in KINDS for m in said[kd] + asked[kd]]
    rng.shuffle(passing)
    for kd, m in passing[:15]:
        lang = rng.choice(("zh", "en")) if _reads(m, "en") else "zh"
        out.append(PARTIAL[lang].format(t=TOPICS[kd]["t"][lang == "en"], n=m))
        about.append((kd, m, "passing"))
    pool = list(facts)
    rng.shuffle(pool)
    for f in pool[:15]:
        lang = rng.choice(("zh", "en"))
        out.append(TOPICS[f["kind"]]["detail"][lang == "en"].format(n=f["name"]))
        about.append((f["kind"], f["name"], "detail"))
    pairs_ = [(kd, m) for kd in KINDS for m in MEMBERS
              if m not in owners[kd] and _eligible(kd, m)]
    rng.shuffle(pairs_)
    for kd, m in pairs_:
        if len([a for a in about if a[2] == "value"]) == 15:
            break
        ys = [y for y in spare[kd] if _reads(m, _script(y))]
        if not ys:
            continue
        y = ys[0]
        spare[kd].remove(y)
        lang = "zh" if _script(y) == "zh" or not _reads(m, "en") else "en"
        q = UNSAID[lang].format(n=m, y=y, t=TOPICS[kd]["t"][lang == "en"])
        if q in out:
            continue
        out.append(q)
        about.append((kd, m, "value"))
    rest = [(kd, y) for kd in KINDS for y in spare[kd]]
    rng.shuffle(rest)
    for kd, y in rest[:30]:
        lang = _script(y)
        out.append(KEYWORD[lang].format(t=TOPICS[kd]["t"][lang == "en"], x=y))
    out += [q for q, _ in rng.sample(NOBODY, 15)]
    return out, about


PROBES = [p for tp in TOPICS.values() for p in tp["probe"]] + [p for _, ps in NOBODY for p in ps]


def thirtieth_set(seed: int = 3030) -> Set:
    """The held-out thirtieth set (see the module's docstring)."""
    rng = random.Random(seed)
    facts = _facts(rng)
    g = _Gen(rng)
    days = [(i * 40) // len(facts) for i in range(len(facts))]
    rng.shuffle(days)
    busy = {kind: [f["name"] for f in facts if f["kind"] == kind] for kind in KINDS}
    for k, (f, d0) in enumerate(zip(facts, days, strict=True)):
        for d in sorted(range(40), key=lambda d: (abs(d - d0), d)):
            n0, carded = len(g.recs), set(g.carded)
            if f["shape"] == "jielong":
                ok = _jielong(g, k, f, d, busy[f["kind"]])
            else:
                ok = SCRIPT[f["shape"]](g, k, f, d)
            if ok and all(T0 < r[0] < END - HOUR and 0 <= _day(r[0]) <= 39
                          for r in g.recs[n0:]):
                break
            del g.recs[n0:]
            g.carded = carded
        else:
            raise RuntimeError(f"no day for the {f['shape']} of {f['name']}")
        if f["shape"] == "jielong":
            busy[f["kind"]] += [m for m, _ in f["entries"]]
    for k, f in enumerate(facts):
        ev = sorted({_day(r[0]) for r in g.recs if r[3] == k and r[4] == "evidence"})
        _around(g, k, f, ev)
    owners = {kind: list(ms) for kind, ms in busy.items()}
    said, asked = _passing(g, owners)
    _specials(g)
    n_s = len(g.recs)
    size = sum(1 for r in g.recs if T0 < r[0] < END - MINUTE)
    g.rng = random.Random(seed * 1000 + 1)
    spans = _threads(g, 1.2)
    drawn, g.recs = g.recs[n_s:], g.recs[:n_s]
    order = list(range(len(spans)))
    g.rng.shuffle(order)
    keep: list[int] = []
    for i in order:
        a, b = spans[i]
        n = sum(1 for r in drawn[a - n_s:b - n_s] if T0 < r[0] < END - MINUTE)
        if size + n <= 3010:
            keep.append(i)
            size += n
        if size >= 2990:
            break
    for i in sorted(keep):
        a, b = spans[i]
        g.recs.extend(drawn[a - n_s:b - n_s])
    g.rng = rng
    recs = sorted(((i, r) for i, r in enumerate(g.recs) if T0 < r[0] < END - MINUTE),
                  key=lambda x: (x[1][0], x[0]))
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
        line = texts[-1].rsplit("\n", 1)[-1] if f["shape"] == "jielong" else " ".join(texts)
        f["lang"] = _fact_lang(line, f["detail"], f.get("earlier", ""))
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
    never, about = _never(rng, facts, spare, said, asked, owners)
    chatter = rng.sample(CHATTER, 90)
    s = Set("thirtieth", messages, facts, never, chatter, classes=CLASSES, members=dict(QQ))
    _check(s, said_at, owners, about)
    return s


def _fillers() -> list[str]:
    tables = [ONE, ASK, TERSE, LATE, CORRECT, CORRECT_LATE, SPLIT1, PUSH, THEN, REPORT, CONFIRM,
              GUESS_OPEN, GUESS, REVEAL, JL_HEAD, JL_ENTRY, LONG, NOTE, PLAIN_NOTE, AROUND, AFTER,
              PASSING, PROG, INSP, NOISE_Q, NOISE_A, MORNING, NIGHT, OPEN, REPLY]
    out: list[str] = []
    for tb in tables:
        for side in tb.values():
            out += [side] if isinstance(side, str) else list(side)
    out += [p for ph in PHASES for p in ph]
    return [re.sub(r"\{[a-z]+\}", " ", e) for e in out]


def _check_layout() -> None:
    """Every flat's work on weekdays only, in the order of the trades, each trade its days
    in a row; an inspection inside the weeks for every flat; every member's windows apart,
    the property's in office hours on weekdays, the foreman's in his breaks, an owner on
    site from ten to half past eleven on an inspection day."""
    lay = _layout()
    for n in OWNERS:
        plan = lay.work[FLAT[n]]
        seq = [plan[d] for d in sorted(plan)]
        assert all(_weekday(d) < 5 for d in plan), n
        for (p0, i0), (p1, i1) in itertools.pairwise(seq):
            assert (p1 == p0 and i1 == i0 + 1) or (p1 == p0 + 1 and i1 == 1), (n, p0, p1)
        assert any(p in CHECKS and 1 <= d <= 38 for d, (p, _) in plan.items()), n
    for n, ws in lay.wins.items():
        assert all(a[1] < b[0] for a, b in itertools.pairwise(ws)), n
        for s0, e0 in ws:
            d, h, h1 = _day(s0), _hour(s0), _hour(e0 - 1)
            if n == "小何":
                assert _weekday(d) < 5 and 8.5 <= h and h1 <= 17.5, (n, d, h)
                assert not 12 <= h < 14 and not 12 <= h1 < 14, (n, d, h)
            elif n == "老郑":
                lunch, evening = 12 <= h and h1 <= 13.5, 18.5 <= h and h1 <= 20.5
                assert _weekday(d) == 6 or lunch or evening, (n, d, h)
            else:
                assert 6 <= h and _day(e0 - 1) == d, (n, d, h)
    for n in OWNERS:
        for d in range(42):
            if lay.phase(FLAT[n], d)[0] in CHECKS:
                w = _window_of(n, T0 + d * DAY + 10.5 * HOUR)
                assert w is not None and w[0] <= T0 + d * DAY + 10 * HOUR, (n, d)


def _check(
    s: Set,
    said_at: dict[float, str] | None = None,
    owners: dict[str, list[str]] | None = None,
    about: list[tuple[str, str, str]] | None = None,
) -> None:
    """The set's own checks (see the module's docstring)."""
    import collections

    lay = _layout()
    texts, times, said_at = check_messages(s, said_at, T0, END, (2930, 3070))
    assert T0 > START + 2000 * DAY and END - T0 == 6 * 7 * DAY, "six weeks after day 2,000"
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
    assert len({(f["kind"], f["name"]) for f in s.facts}) == len(s.facts), "once a topic"
    per = collections.Counter(f["name"] for f in s.facts)
    assert per == collections.Counter(FACTS_PER), per
    assert all(_reads(f["name"], _script(f["detail"])) for f in s.facts), "a script it reads"
    assert all(_eligible(f["kind"], f["name"]) for f in s.facts), "an owners' topic's holder"
    facts_of = {(f["kind"], f["name"]) for f in s.facts}
    low = [t.lower() for t in texts]
    index = {at: i for i, at in enumerate(times)}
    speaker = [t.split("] ", 1)[1].split("(", 1)[0] for t in texts]
    bodies = [t.split("): ", 1)[1] for t in texts]
    _check_layout()
    for at, who, body in zip(times, speaker, bodies, strict=True):
        assert _online(who, at, GRACE), (who, at, _day(at), _hour(at), body)
        if MORNING_RE.match(body):
            assert 5 <= _hour(at) < 10, (who, body, _hour(at))
        if NIGHT_RE.match(body):
            assert _hour(at) >= 21.5, (who, body, _hour(at))
        lang = _body_lang(body)
        assert lang in (*_writes(who), "none"), (who, lang, body)
        for m in MENTION.findall(body):
            assert m in s.members, (m, body)

    def by(at: float, who: str) -> bool:
        return f"] {who}({s.members[who]}): " in texts[index[at]]

    home: dict[str, list[float]] = {}
    for f in s.facts:
        x, n, ev, shape, c = f["detail"], f["name"], f["evidence"], f["shape"], f["carrier"]
        words = [w.lower() for w in TOPICS[f["kind"]]["t"]]
        assert of[x] == f["kind"] and ev == sorted(ev) and all(at in index for at in ev), f
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
        line = said[-1].rsplit("\n", 1)[-1] if shape == "jielong" else " ".join(said)
        assert f["lang"] == _fact_lang(line, x, f.get("earlier", "")), (f["lang"], said)
        for cls in CLASSES:
            assert _lang(f[cls], cut) == f["q_lang"][cls], (f[cls], f["q_lang"])
        assert x in said[-1] and not any(x.lower() in t.lower() for t in said[:-1]), (x, said)
        for at in f["around"]:
            assert by(at, n) and x.lower() not in low[index[at]], f
            assert any(w in low[index[at]] for w in words), f
            assert at not in ev and all(abs(_day(at) - _day(e)) >= 2 for e in ev), f
        home[x] = [ev[-1]]
        assert all(0 <= _day(at) <= 39 for at in ev), ev
        if shape in ("answer", "late", "reply", "split"):
            part = _cut(said[-1], (x,)).lower()
            assert not any(w in part for w in words), said
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
            assert of[y] == f["kind"] and y != x and e0 < ev[0] and by(e0, n)
            w0 = _window_of(n, e0, GRACE)
            w1 = _window_of(n, ev[0], GRACE)
            assert w0 is not None and w1 is not None, f
            assert ev[0] - e0 < 20 * MINUTE or w1[0] == _next_start(n, w0[1]), f
            assert x.lower() not in low[index[e0]] and y in said[0] and x in said[0]
        if shape == "split":
            assert ev[1] - ev[0] <= 90 and x not in said[0], f
            assert any(w in said[0].lower() for w in words), said
        if shape == "reported":
            conf = f["confirmed_at"]
            assert c != n and _reads(c, _script(x)), f
            assert said[0].startswith(f"@{n} ") and ev[0] < conf < ev[0] + 20 * MINUTE, f
            assert by(conf, n) and x.lower() not in low[index[conf]], f
        if shape == "jielong":
            assert sum(o["kind"] == f["kind"] for o in s.facts if o["shape"] == shape) == 1
            lines = said[0].split("\n")
            assert lines[0] == said_at[f["request_at"]] and lines[0].startswith("#接龙"), said
            assert by(f["request_at"], f["requester"]) and f["requester"] != n
            assert all(_eligible(f["kind"], m) for m in (f["requester"], *dict(f["entries"])))
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
            assert not any((f["kind"], m) in facts_of for m, _ in f["entries"]), f["entries"]
        if shape == "long":
            i = said[0].index(x)
            assert len(said[0]) > 60 and i > 15 and len(said[0]) - i - len(x) > 15, said
        if shape == "guess":
            o, ats = f["opened_at"], f["guessed_at"]
            assert by(o, n) and o < ats[0] and ats[-1] < ev[0] and ev[0] - o <= 20 * MINUTE
            assert any(w in said_at[o].lower() for w in words), said_at[o]
            part = _cut(said[0], (x,)).lower()
            assert not any(w in part for w in words), said
            assert len(ats) == len(f["guessed"]) == len(f["guessers"]) >= 2, f
            assert len(set(f["guessers"])) == len(ats) and n not in f["guessers"]
            for y, at, m in zip(f["guessed"], ats, f["guessers"], strict=True):
                assert _reads(m, _script(y)) and _reads(n, _script(y)), (m, n, y)
                assert of[y] == f["kind"] and y != x and y in said_at[at] and by(at, m)
                home[y] = [at]
        if shape in ("progress", "inspection"):
            head = (PROG_RE if shape == "progress" else INSP_RE).match(said[0].split("\n")[0])
            assert head and x in said[0].split("\n", 1)[1] and n in FLAT, said
    for v in every:
        lv = v.lower()
        hits = [at for at, t in zip(times, low, strict=True) if lv in t]
        assert hits == home.get(v, []), (v, hits)
    # the cards and the property's answers, true to the layout
    carded: set[tuple[str, int]] = set()
    for at, who, body in zip(times, speaker, bodies, strict=True):
        head = body.split("\n", 1)[0]
        d = _day(at)
        m1, m2 = PROG_RE.match(head), INSP_RE.match(head)
        if m1 or m2:
            assert who in FLAT and (who, d) not in carded, (who, body)
            carded.add((who, d))
            w = _window_of(who, at, GRACE)
            assert w is not None, (who, body)
            if m1:  # on coming online
                assert at - w[0] <= 5 * MINUTE, (who, body)
            ph, i = lay.phase(FLAT[who], d)
            lang = "zh" if head.startswith("【") else "en"
            j = 0 if lang == "zh" else 1
            if m1:
                assert ph >= 0 and ph not in CHECKS, (who, body)
                want = PROG[lang].format(f=FLAT[who], ph=PHASES[ph][j], i=i,
                                         nx=PHASES[ph + 1][j], **_date(at, lang))
            else:
                assert ph in CHECKS and 10 <= _hour(at) < 10 + 5 / 60, (who, body)
                want = INSP[lang].format(f=FLAT[who], ph=PHASES[ph][j], **_date(at, lang))
            assert head == want, (head, want)
        if m := NOISE_RE.match(body):
            assert who == "小何", body
            flat = next(g for g in m.groups() if g and g.isdigit())
            ph = lay.phase(flat, d)[0]
            if m.group(2) or m.group(5):
                name = m.group(2) or m.group(5)
                assert ph >= 0 and name == PHASES[ph][0 if m.group(2) else 1], (body, ph)
            else:
                assert ph < 0, (body, ph)
            q = times[index[at] - 1] if index[at] else None
            assert any(flat in said_at[t] and "@小何" in said_at[t] and t < at
                       and at - t < 10 * MINUTE for t in times[max(0, index[at] - 30):index[at]]), (
                body, q)
    cross = sum(1 for f in s.facts for ql in f["q_lang"].values()
                if f["lang"] != "mix" and ql != f["lang"])
    plain = sum(1 for f in s.facts if f["lang"] != "mix") * len(CLASSES)
    assert 0.35 <= cross / plain <= 0.5, (cross, plain)
    for q in s.never:
        assert not any(v.lower() in q.lower() for v in home), q
    talk = "\n".join(low)
    for p in PROBES:
        assert p.lower() not in talk, p
    if owners is not None and about is not None:
        assert len(about) == 45, about
        assert collections.Counter(w for *_, w in about) == {
            "passing": 15, "detail": 15, "value": 15}, about
        for kind, m, why in about:
            if why == "detail":
                assert (kind, m) in facts_of
            else:
                assert m not in owners[kind] and (kind, m) not in facts_of, (kind, m, why)
                assert _eligible(kind, m), (kind, m, why)
    for q in s.chatter:
        assert not PAST.search(q), q
    langs = _line_langs(s)
    total = langs["zh"] + langs["en"] + langs["mix"]
    assert 0.45 <= langs["zh"] / total <= 0.57, langs
    assert 0.26 <= langs["en"] / total <= 0.38, langs
    assert 0.12 <= langs["mix"] / total <= 0.23, langs
    check_questions(s, [*home])


def _line_langs(s: Set) -> dict[str, int]:
    import collections

    texts = (m.text().split("): ", 1)[1] for m in s.messages)
    out = collections.Counter(_body_lang(t) for t in texts)
    return {k: out.get(k, 0) for k in ("zh", "en", "mix", "none")}


if __name__ == "__main__":
    import collections

    print(describe(thirtieth_set, "mix"))
    s = thirtieth_set()
    print("questions", len(s.facts) * len(CLASSES), "over", len(s.facts), "facts")
    print("per member", dict(collections.Counter(f["name"] for f in s.facts)))
    print("carriers other than the member:", sum(f["carrier"] != f["name"] for f in s.facts))
    print("line langs", _line_langs(s))
    print("lines with a digit",
          sum(any(ch.isdigit() for ch in m.text().split("): ", 1)[1]) for m in s.messages))
    bodies = [m.text().split("): ", 1)[1] for m in s.messages]
    print("progress cards", sum(bool(PROG_RE.match(b.split("\n")[0])) for b in bodies),
          "inspection cards", sum(bool(INSP_RE.match(b.split("\n")[0])) for b in bodies))
    rng = random.Random(0)
    for m in rng.sample(s.messages, 10):
        print("  ", m.text().replace("\n", " / ")[:150])
    for f in rng.sample(s.facts, 4):
        print(f["shape"], f["lang"], "|", f["keyword"], "|", f["partial"], "|", f["paraphrase"])
    print("never:", *rng.sample(s.never, 3), sep="\n  ")
    print("chatter:", *rng.sample(s.chatter, 3), sep="\n  ")
