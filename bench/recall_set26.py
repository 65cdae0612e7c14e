"""A twenty-sixth evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code: nothing under mnemo/ (but the first 80 lines of
mnemo/message.py, for the `Message` constructor), mnemo_panel/, plugins/, tests/, docs/ or .ci/
was opened, read or searched while writing it, nor the README, bench/recall.py,
bench/context.py, any other bench file's body, any note or issue text, nor any figure or score
of any set, and no git command was run but one `git status --short`, tacked by a slip onto a
line of final checks, whose output was thrown away unread (piped to `head -0`); the recall code
was never called, on this set or any other, and the set was never scored while it was written.
It is not to be tuned on; its figures are to be read once, at the end. What was read, and
nothing else of the repository: the names of the files in bench/ (`ls bench`); a grep's list of
bench/recall_sets.py's top-level names (the first line of each, which shows the heads of
`third_set`'s and `long_conversation`'s tables and the parameters of the functions);
bench/recall_sets.py from its docstring to the end of `second_set` (lines 1 to 175: `Set`,
`_stamp`, `_user`, `_fits`, `_other`, `DAY`, `START`, `second_set` and its tables; by a slip the
page printed ended on the comment line that heads the third set) and from `stem` to the end
(`stem`, `pairs`, `check_messages`, `check_questions`, `describe`); in bench/recall_set25.py its
module docstring (printed whole by a program that parsed the file and printed
`ast.get_docstring`, with the docstring's first and last line numbers, 1 and 273) and its lines
from `twenty_fifth_set` to the end (`twenty_fifth_set`, `_check`, `_line_langs` and the
`__main__` block), for the shape of what is returned and checked, found with
`grep -n "^def twenty_fifth_set"` only; and, by a slip, a `wc -l` of that file (its line count,
2650, nothing else); the openings (the first 2,500 characters) of the module docstrings of
bench/recall_set4.py to recall_set24.py, printed by a short program that parsed each file and
printed only that (those of recall_set15.py to recall_set24.py written to a scratch file outside
the repository and printed from it in two pieces); the first 80 lines of mnemo/message.py; the
ruff settings in pyproject.toml (a grep with 25 lines of context after `[tool.ruff`, which
reached the end of the file and showed nothing else). Slips besides: the first check of the
interpreter, made while it was still installing, failed and its traceback printed two import
lines of the package (line 24 of mnemo/__init__.py, importing from `.config`, and line 18 of
mnemo/config.py, importing from pydantic), nothing else of either file; and once, to see how
many draws the old sizing loop took, a copy of this file with one print added was written into
bench/ as `_dbg26.py`, run and deleted at once (nothing else of the repository was created or
changed). Importing mnemo.message runs the package's __init__, so the rest of the package is
loaded, never called, whenever this set is built, as with every set that imports recall_sets.
Outside the repository: the virtualenv's bin/ was listed, the workplace's notes on its package
lists were read, and Debian's `wamerican` word list was installed, to check that no Latin value
or name is inside an English word. While the set was written it was run only on its own: its
`_check`, its printed lines and counts, its `_check` over seeds 1 to 40 (all pass, each build
0.5 to 0.7 s), and a scratch test outside the repository (/tmp/set26-breaks/) that broke copies
of the set in thirty-nine ways and saw `_check` fail on each by the assertion meant (matched on
the source line of the failing assert): a used detail in an ordinary line, an unsaid value said,
a paraphrase sharing two characters with its evidence, a question's language mislabelled, two
messages out of order, a shape short, a keyword question without its detail or naming a member,
a used value in a never-said question, chatter about the past or naming a member, evidence on
the next line, a hiker's line while out of signal, a relay's km not the itinerary's, a relay
sent from a day with signal, a relay text over 160 characters, a resupply list's days of food
wrong, a resupply list to a town not the next or from a town the hiker is not in, a late answer
not naming the asker, a late answer to a question asked while the member was online, a
correction without the wrong value, a split's second line two minutes on, a terse answer naming
its topic, a 接龙 list unlike its record or signed by an owner of the topic, a second list on a
topic, a notice posted by a member, a reported fact confirmed by someone else, a named
never-said question dropped, an answering word or a thing nobody did said in a line, the lines'
languages, too few messages, an "around" line with the detail, too few questions across
languages, a tracker position not the itinerary's, a hikers' topic given to a non-hiker and a
fact's language mislabelled. Nothing was imported but bench/recall_sets.py and mnemo/message.py.

It differs from the other twenty-five (bench/recall.py's `first_set`, recall_sets' `second_set`,
`third_set` and `long_conversation`, recall_set4's sessions of a timeline, recall_set5's point
process, recall_set6's day of threads, recall_set7's windows of interleaved threads,
recall_set8's members' presence, recall_set9's working week's agenda, recall_set10's club
calendar, recall_set11's semester of scenes, recall_set12's family's meal-time slots,
recall_set13's incidents waiting on office hours, recall_set14's chain of the group's moods,
recall_set15's compound's event log, recall_set16's guild's weekly game calendar,
recall_set17's football club's fixture list, recall_set18's daily check-in cycle,
recall_set19's rescue cases, recall_set20's night market's tide, recall_set21's wedding
checklist, recall_set22's sky, recall_set23's production calendar, recall_set24's broadcast
schedules, recall_set25's ward rota) in what it is about and how it is laid out:

- the conversation is the QQ group of a "tramily" walking Te Araroa, New Zealand's long trail,
  southbound: eleven hikers and five at home, over six weeks from START + 1,768 days (Monday
  2030-11-04 to Sunday 12-15, and the Monday morning after), from the King Country and the
  Whanganui River over the Tararua Range to Wellington, across Cook Strait by ferry and on
  through the Queen Charlotte Track and the Richmond Range to St Arnaud and, for the fastest
  three, Boyle Village (km 1,748 to 2,129 on the last evening); the period's days: Guy Fawkes
  night (11-05), 双十一 at home (11-11), a red heavy-rain warning for the Tararuas (its notice
  on Tuesday 11-19, the storm on 11-20 and 11-21, when the hikers in a town stay there and those
  out walk half as far), the Munich Christmas market (from 11-25), the tramily dinner at the
  trail angel's in Wellington on the Saturday the most hikers are there (11-30; its notice five
  days before and a 接龙 signed by those the itinerary brings to Wellington that day, as each
  first comes online), the cancelled sailings (Thursday 12-05: a hiker in Wellington that day
  waits) and 大雪 (12-07);
- it is laid out by where the hikers are and whether they have signal. Each hiker has a fixed
  itinerary, walked out day by day from a starting km, a pace and the towns they mean to rest
  in: the trail is a list of places (towns, a river put-in, Ship Cove) with the stretch after
  each given a kind of signal (none in the ranges, on the river and over the passes; patchy on
  the back roads, the farm tracks and the Queen Charlotte; full on the road walks and the coast)
  and a factor on the pace (slow in the Tararuas and the Richmond Range, fast on the river);
  every town reached ends the day ("nero", arriving at an hour the day's walking gives), a zero
  day is spent in the towns of the hiker's own list (or the storm's or the cancelled sailing's),
  and Wellington is left by the ferry. A hiker is online all of a zero day, from arrival on a
  nero, before setting off where the night had signal, at a camp with some signal in the
  evening (and at lunch on a road walk), on the ferry, and never in the ranges, where their
  satellite messenger's texts reach their contact at home instead (17 to 22 of each hiker's
  42 nights are camps without signal); the five at home keep their own clocks (Wiremu, the
  trail angel in Wellington, and Pippa, off the trail with a stress fracture in Auckland, on
  NZDT with work hours and weekends; 泽妈 in Chengdu and 小霜 in Shanghai five hours behind;
  Lukas in Munich twelve behind). Every line is said while its speaker is online (checked).
  What the itinerary makes the hikers say is scripted from it: "进塔拉鲁瓦山脉了，大概5天没
  信号，怀卡内见" / "Heading into the Richmond Range, about 9 days without signal" in the last
  window before a stretch without signal (the days and the next town the itinerary's), "出山
  了！" / "Back in signal after 6 days!" in the first after it with the family's "终于出来了",
  "到旺格努伊了！先去洗澡" on arrival, routine satellite texts relayed by the contact
  ("[inReach] Margaux · Nov 24 20:36 · km 1633: All good, 21 km today, hut tonight"), routine
  resupply lists from the towns whose next town and days of food are the itinerary's, and
  Pippa's evening tracker post of every hiker's km ("[Tracker] Nov 19 21:00 · 阿泽 1668 ·
  Tomasz 1653 · ..."; checked against the itinerary). Besides, every ten minutes' ordinary
  threads are a Poisson draw on the talk of those online then, their openers drawn from them
  (the chattier likelier, a hiker in town more so) and their kinds by what the opener is doing:
  a hiker at camp (km, sandflies, river crossings, huts), in town (bunks, laundry, the
  supermarket), setting off; the family at home; weather (in New Zealand only); @-questions
  answered in a language both read; "where is he now?" from the families answered from the
  tracker; 复读, pictures, reply quotes "[回复 X：...]", long messages; a reply is by someone
  who reads the opener's line and has not spoken in the thread. The threads are drawn once at
  three times the rate and thinned at random, a whole thread at a time, to about 3,000 lines
  (2,991 with the default seed, 2,990 to 2,993 over seeds 1 to 40); times strictly
  increasing, a second apart at least;
- numbers are everywhere (km, daily distances, metres of climb, degrees, wind, rain in mm,
  river flows in cumecs, bunk and pizza prices, days of food, food counts in the lists, signal
  bars, battery percentages, the tracker's eleven km, the relays' times and km: 860 of the
  2,991 lines hold a digit), so a number alone is no answer;
- sixteen members of their own: the hikers 岚姐 (the group's owner, notices in Chinese when
  she has signal), 阿泽 (the fastest, mixing English in), 周屿 and 苏沐 (mostly Chinese), 乔安
  and 简宁 (English-leaning, mixing), 老罗 (no English), Henrik, Margaux, Ingrid and Tomasz
  (English); at home Wiremu (the trail angel: notices in English, the bounce boxes), Pippa
  (the tracker and the lists), 泽妈 (阿泽's mother, no English), 小霜 (岚姐's daughter) and
  Lukas (Henrik's brother); each with how much they talk and odds of an English and a mixed
  line, and which languages they read (泽妈 and 老罗 no English, the foreigners no Chinese:
  questions, reports and replies go between those who read each other), so lines are about
  half Chinese, a third English and the rest mixed (1,501, 1,007 and 483 with the default
  seed);
- fourteen topics of their own, each a member's own thing: six only a hiker has (the tent,
  the navigation app, the dinner cooked most nights, the first meal wanted in town, the
  charity walked for, the quilt), one the hikers, the trail angel and Pippa have (the bird
  most hoped for), seven anyone has (the book being read, the song stuck in the head, the
  home town, the camera, the employer, the series being watched, the video channel); six
  facts a topic, 84 facts, a member once a topic at most and five or six facts a member, each
  with its own value (six Chinese and six Latin values a topic; the foreigners' values are
  Latin, 泽妈's and 老罗's Chinese, a foreigner's home town theirs: 49 of the 84 details are
  Latin with the default seed);
- facts in twelve shapes, dealt in turn over a shuffled order (seven each), each placed on a day
  near its turn (days 1 to 40; a late answer or a correction up to a week on) at a time its
  people are online: one message in the first person ("one"); another's @-question answered
  within the hour by a terse line without the topic's words ("answer"); asked while the member
  is away and answered in the member's next window online, a hiker after a stretch without
  signal (30 hours to a week: "刚出山才看到 @X ..." / "@X back in signal, ..."), the others
  after a night or a working day (four hours at least: "@X just saw this, ...") ("late"); a
  wrong value corrected minutes later or in the member's next window online, the correcting line
  holding both the evidence ("correction"); the topic in one line and the detail within
  seventy-five seconds in the next, sometimes with another's "说呀" between ("split"); another
  member saying it to the member, who confirms without it ("reported"); the owner's 【通知】 or
  the trail angel's [Notice] naming a hiker and the detail (guylines in a gale, a reroute loaded
  in the app, the bounce boxes' dinners, the dinner's menu, a fundraiser, a quilt posted south,
  a sanctuary's rule, a book swap, the karaoke queue, a parcel from home, the group photo, a
  lift north, no spoilers, a live stream) ("notice"); the member's entry closing a topic's 接龙
  list (one list a topic), after Pippa's (or the owner's, or the angel's) request and two or
  three others' entries, none a value ("jielong"); a reply quote of the @-question with the
  answer under it ("reply"); the detail in the middle of a long message of the day's news
  ("long"); and this set's own two, which a thru-hikers' group has: the hiker's satellite text
  from a camp without signal, posted by their contact at home ("【卫星消息】阿泽 11月15日 19:29
  · 1609公里：帮我在...发个 动态" / "[inReach] Henrik · Dec 6 19:16 · km 1928: First thing when
  I'm out: ..."; on a day the itinerary has them camping out of signal, the km theirs, posted
  within fourteen hours of being sent, the text 160 characters at most) ("relay"); and the
  hiker's resupply list from a town ("【补给】旺格努伊→北帕，4天的量：" / "[Resupply] Havelock →
  St Arnaud, 10 days of food:", numbered items, the detail one of them: a dinner, a spare pole
  for the tent, the quilt for the south, spare batteries for the camera, the next book, sausage
  from home, stickers for the charity), posted on a day the itinerary has them in that town,
  with the next town and the days of food it gives ("resupply"); relay, resupply and notice only
  a hiker's (a shape dealt to another fact is swapped with one that fits); in Chinese, English
  or mixed (a line's language counted with names, the detail, the wrong value, image markers and
  a reply's quote cut out, a line of the detail alone taking the detail's script, a 接龙 by its
  last line: 36 zh, 43 en and 5 mix with the default seed);
- near misses: each correction's wrong value; the members' own lines on their topic two days
  from the evidence at least, without the detail ("around": 63 facts, 85 lines with the default
  seed); three members a topic with no fact or list entry on it saying a line on it in passing;
  an @-question on each topic put to a fourth such member, never answered; the lists' other
  entries ("还没想好", "not sure yet"); the 66 other relays and 27 other resupply lists, the
  tracker posts, the notices' other words, the numbers;
- questions in the third person, three classes, templates of this set's own: "keyword" carries
  the detail and no member's name ("谁的睡袋是{x}的？", "Who navigates with {x}?"), "partial"
  names the member and the topic ("{n}进城第一顿想吃什么？", "Which charity is {n} raising
  money for?"), "paraphrase" names the member and shares no English content word (stemmed with
  recall_sets' `stem`, a stop list aside) and no two Chinese characters in a row with the
  evidence, names, the detail and a wrong value aside ("{n}夜里裹着哪家出的羽绒被过夜？",
  "Which tune won't leave {n} alone?"; checked in code; a topic's three paraphrases are tried
  in turn, then those of the other language); 40 % of the questions of a Chinese or English
  evidence line asked in the other language (95 of 237 with the default seed; between 35 and
  50 % checked); each question's language checked;
- never-said questions, 90: 45 name a member (15 a topic's partial question of a member who
  spoke of it only in passing or was asked and never answered, 15 a detail no line gives of a
  member's own topic: the tent's colour, the app's subscription, the dinner's calories, the
  sauce, the fundraiser's deadline, the quilt's rating, the binoculars, the book's author, the
  song's singer, the home town's postcode, the camera's lens and whether it was second-hand,
  the staff number, the episodes, the channel's followers; 15 an unsaid value put as a
  question to a member with no fact or entry on its topic: "Does {n} navigate with {y}?"), 45
  name no one (30 an unsaid value in a topic's keyword question, 15 of eighteen things nobody
  did: wasps, a whale, bungy, a lost passport, a trout, the lottery, a tattoo, skydiving, a
  helicopter, a towed car, a proposal, speeding, search and rescue, a dog bite, a broken wrist,
  a penguin, food poisoning, a stolen pack); the words that would answer the detail questions
  and the things nobody did (颜色 / colour, 订阅 / subscri, 卡路里 / calori, 蘸料 / sauce, 截止 /
  deadline, 温标 / rating, 望远镜 / binocular, 作者 / author, 谁唱 / singer, 邮编 / postcode, 镜头
  / lens, 二手 / second-hand, 工号, 多少集 / episode, 粉丝 / follower, 马蜂 / wasp, 鲸 / whale,
  ...) and every unsaid value appear in no line (checked in code); 90 chatter turns (of 96) a
  member might send the bot (blisters, sandflies, river crossings, sums of days and km, miles
  and kilometres, translations, thank-you notes to a trail angel, knots, phone batteries in
  the cold, greetings), no member named, nothing about the group's past (no "说过", "之前",
  "谁", "那天", "昨天", "said", "who", "before", "yesterday", "did", "was" and the like, checked
  in code).

The set checks itself as it is built (`_check`): recall_sets' `check_messages` (a second apart
at least, within the six weeks and the last morning, 2,930 to 3,070 messages); every line said
while its speaker is online by the itinerary's signal or their own clock (three minutes'
grace); 80 to 90 facts, seven in each of the twelve shapes; sixteen members, fourteen topics of
six Chinese and six Latin values; every value its own and none inside another, a member's name,
a place's name or a list's filler; a member once a topic, five or six facts each, a hikers'
topic a hiker's; each detail in the last of its evidence lines and no other message, each
wrong value in the line that said it and the correction only, any other value nowhere; the
evidence said by the fact's carrier (the owner or the angel for "notice", another member for
"reported", the contact for "relay", the member otherwise); keyword questions carrying the
detail and no member's name, partial and paraphrase ones naming the member and not the detail,
paraphrases sharing nothing with the evidence, each question in its recorded language, the
fact's language that of its evidence; the "around" lines the member's, without the detail and
two days from the evidence at least; terse answers, late answers, replies and split second
lines without the topic's words; an answer after its @-question by another member, the
question without the detail (within the hour; a late one asked while the member was offline
and answered in the member's first window online after it, 30 hours to a week later for a
hiker and four hours at least for the others, naming the asker); a correction made within
twenty minutes or in the member's next window online; a split's two lines within ninety
seconds; a reported fact confirmed by the member within the hour without the detail; a 接龙
detail in the list's last entry, after two entries or more, the others the ones recorded and
none of them with a fact on the topic, one list a topic; a notice's evidence a 【通知】 or
[Notice] naming the member, by the owner or the angel; a long message's detail away from both
its ends; a relay whose header names the hiker, a time and a day on which the itinerary has
them camping out of signal and the km of that camp, posted by their contact within fourteen
hours, the detail in a text of 160 characters at most; a resupply list whose town is where
the itinerary has the hiker that day and whose next town and days of food are the
itinerary's, the items numbered, the detail among them; the tracker's positions the
itinerary's; the share of questions across languages; no used value in a never-said question
and none of the answering words in any line; named never-said questions on no topic the
member's facts or list entries hold (but the unsaid details of their own); no chatter about
the past; the lines' languages (zh 45 to 56 %, en 28 to 38 %, mixed 11 to 22 %); then
recall_sets' `check_questions`. Run it from the repository's root (`python -m
bench.recall_set26`) to check it is deterministic for a seed, builds in under two seconds (0.5
to 0.7 s here), and to print its counts, its lines' languages and a few lines and questions.

Each fact records its "evidence" (the created_at of the message(s) carrying it: two for a
split), "detail", "rare" (the detail: the word a keyword question carries), "kind" (the topic),
"name" and "uid" (the member it is about), "shape", "lang" ("zh", "en" or "mix": the evidence
line's), its questions ("keyword", "partial", "paraphrase") and their languages ("q_lang"),
"carrier" (who said it), "asker" and "asked_at" (for "answer", "late" and "reply"), "around"
(the created_at of the member's other lines on the topic, none with the detail), "entries" and
"requester" (a 接龙 list's other entries, [member, entry], and who started it),
"confirmed_at" (a reported fact's confirmation), for a correction the wrong value ("earlier")
and when it was said ("earlier_at"), for a relay when the hiker sent it ("sent_at") and the km
of the camp ("km"), for a resupply list the town, the next town and the days of food
("town", "next", "days"). Stamps are written in the machine's local time (recall_sets'
`_stamp`) and the days are laid out in UTC as New Zealand's wall clock (NZDT), so they read as
meant where the local time is UTC; the km, the paces and the signal of the stretches are this
set's approximations of the trail, not surveyed figures.

Noticed while writing it: two names first chosen were inside English words ("Odile" in
crocodile, "Hannes" in Johannes), so the word list was installed and every Latin value and
name checked against it; "鲸" (the answering word of the whale) was inside three first values
(鲸跃互娱, 鲸落之夜, 白鲸渡口), which were renamed; "出山", one of the first-meal topic's words,
is in the late answers from the ranges, so the topic's words are "进城", "第一顿" and the like;
"{k}十公里" printed "3十公里"; "a Arvenna" needed its "an", and a first-person line put inside
a long message needed its capital dropped (but not "I"); Wiremu's nights are exactly eight
hours, so a late answer of someone at home waits four hours at least, and a hiker's was made to
come out of the ranges (30 hours at least) so that the shape is the trail's; 泽妈 asked Pippa
in Chinese and Tomasz told 泽妈 her home town in English, so questions go between those who
read each other and in a language both read; 小霜 posted "[图片] 小屋" from Shanghai and "今天的
日落" went up at 13:44, so pictures are by place and have no hour in them; "到镇上了！" was
said hours after arriving, so arrivals are scripted at the arrival hour; an opener answered
their own line ("吃顿好的"), so a reply is by someone yet to speak in the thread; three lists on
one topic left nobody to sign a fourth (seed 31), so there is one list a topic (checked); the
Chinese long messages came out under sixty characters, so fragments are added until each side
has two dozen; the notices about someone at home read oddly (a book left at the Whanganui
hostel by Pippa in Auckland), so notices are the hikers'; Lukas's wrong home town was Zigong,
so a wrong home town comes from the same kind of town; Wiremu got a Chinese bird in an English
line, so the foreigners' values are Latin; the first build had English at 47 % (Pippa and
Wiremu online all day), so their talk was turned down; redrawing the ordinary threads with a
scaled rate swung by 150 lines around 3,000 and took up to eleven draws (5 to 6 s), so they
are drawn once and thinned, and the first thinning sliced the drawn lines by the length of a
list it was extending, which skewed the lines' languages until it was fixed; Auckland was 2°C
and a pizza cost 150 dollars; the detail questions are unanswerable by construction (no
template gives a colour, a rating, a postcode...) and the check of their answering words is a
guard, not a proof; the ordinary pools are short, so lines repeat over the weeks ("楼下的桂花
谢了"), and replies are drawn from pools written to their kind of thread, not to each opener.
"""

from __future__ import annotations

import bisect
import datetime as dt
import functools
import math
import random
import re
import string
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

HOUR = 3600.0
MINUTE = 60.0
T0 = START + 1768 * DAY  # Monday 2030-11-04 00:00 on New Zealand's wall clock (NZDT)
NDAYS = 42
END = T0 + NDAYS * DAY + 12 * HOUR  # and the Monday morning after, for the last relays
DATE0 = dt.date(2030, 11, 4)
CLASSES = ("keyword", "partial", "paraphrase")
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
    "relay",
    "resupply",
)
TERSE_SHAPES = ("answer", "late", "reply", "split")
FLIP = 0.4  # the share of a zh or en fact's questions asked in the other language
MON = {11: "Nov", 12: "Dec"}

# name: (QQ number, role, how much they talk, odds of an English line, odds of a mixed one).
# Roles: "hiker" (on the trail, online only where the itinerary gives signal), "angel" (the
# trail angel in Wellington), "base" (off the trail with a stress fracture, in Auckland),
# "home" (family on another clock).
PEOPLE: dict[str, tuple[int, str, float, float, float]] = {
    "岚姐": (1609342217, "hiker", 1.6, 0.02, 0.10),
    "阿泽": (2873140526, "hiker", 1.6, 0.12, 0.36),
    "周屿": (1986653021, "hiker", 1.2, 0.08, 0.28),
    "乔安": (3350219874, "hiker", 1.2, 0.40, 0.36),
    "苏沐": (2240918836, "hiker", 1.0, 0.06, 0.25),
    "老罗": (1145207763, "hiker", 1.3, 0.0, 0.03),
    "简宁": (2718466309, "hiker", 1.1, 0.30, 0.38),
    "Henrik": (3906615482, "hiker", 0.5, 0.96, 0.03),
    "Margaux": (3142207759, "hiker", 0.5, 0.95, 0.04),
    "Ingrid": (2579013364, "hiker", 0.5, 0.96, 0.03),
    "Tomasz": (3661028845, "hiker", 0.5, 0.90, 0.12),
    "Wiremu": (2095537718, "angel", 0.55, 0.97, 0.02),
    "Pippa": (3208841196, "base", 0.3, 0.94, 0.05),
    "泽妈": (1370482259, "home", 1.6, 0.0, 0.02),
    "小霜": (2661590473, "home", 1.4, 0.06, 0.40),
    "Lukas": (3877246610, "home", 0.2, 0.97, 0.02),
}
MEMBERS = list(PEOPLE)
QQ = {n: p[0] for n, p in PEOPLE.items()}
OWNER = "岚姐"  # the group's owner (群主): notices in Chinese, when she has signal
ANGEL = "Wiremu"  # notices in English, and the owner's own
BASE = "Pippa"  # keeps the tracker map and starts the lists
# hiker: (km on the morning of Monday 11-04, km a day on easy ground, towns for a zero day)
HIKERS: dict[str, tuple[int, float, frozenset[str]]] = {
    "岚姐": (1195, 23, frozenset({"National Park", "Whanganui", "Wellington", "Havelock"})),
    "阿泽": (1290, 31, frozenset({"Whanganui", "Wellington", "St Arnaud"})),
    "周屿": (1180, 24, frozenset({"National Park", "Palmerston North", "Wellington"})),
    "乔安": (1226, 25, frozenset({"Wellington", "St Arnaud"})),
    "苏沐": (1150, 22, frozenset({"Whanganui", "Wellington"})),
    "老罗": (1130, 19, frozenset({"Taumarunui", "Whanganui", "Levin", "Wellington"})),
    "简宁": (1210, 24, frozenset({"Whanganui", "Wellington"})),
    "Henrik": (1262, 28, frozenset({"Whanganui", "Wellington"})),
    "Margaux": (1232, 25, frozenset({"Whanganui", "Levin", "Wellington"})),
    "Ingrid": (1160, 27, frozenset({"Wellington"})),
    "Tomasz": (1250, 28, frozenset({"Wellington", "Havelock"})),
}
# whose phone a hiker's satellite messenger texts when there is no signal
CONTACT = {
    "岚姐": "小霜",
    "阿泽": "泽妈",
    "Henrik": "Lukas",
    "老罗": "Wiremu",
    "苏沐": "Wiremu",
    "Margaux": "Wiremu",
    "Tomasz": "Wiremu",
    "乔安": "Pippa",
    "周屿": "Pippa",
    "简宁": "Pippa",
    "Ingrid": "Pippa",
}
# the off-trail members' hours online on their own clocks (weekdays, weekends), and how far
# their clock is from New Zealand's (hours to add to NZDT)
CLOCK = {"Wiremu": 0, "Pippa": 0, "泽妈": -5, "小霜": -5, "Lukas": -12}
LOCAL: dict[str, tuple[list[tuple[float, float]], list[tuple[float, float]]]] = {
    "Wiremu": ([(6.7, 8.2), (12.1, 12.9), (17.5, 22.7)], [(7.8, 22.9)]),
    "Pippa": ([(8.4, 11.6), (15.8, 23.3)], [(9.0, 23.4)]),
    "泽妈": (
        [(6.2, 9.2), (11.4, 12.6), (14.8, 17.2), (19.0, 22.4)],
        [(6.2, 9.2), (11.4, 12.6), (14.8, 17.2), (19.0, 22.4)],
    ),
    "小霜": ([(7.5, 8.6), (12.0, 13.3), (19.2, 23.9)], [(9.6, 23.9)]),
    "Lukas": ([(6.6, 7.6), (12.1, 13.0), (18.0, 23.2)], [(9.0, 23.6)]),
}

# Te Araroa southbound, km from Cape Reinga: (km, Chinese name, English name, kind)
TRAIL: list[tuple[int, str, str, str]] = [
    (1148, "陶马鲁努伊", "Taumarunui", "town"),
    (1226, "国家公园村", "National Park", "town"),
    (1298, "瓦卡霍罗", "Whakahoro", "put-in"),
    (1440, "旺格努伊", "Whanganui", "town"),
    (1524, "北帕", "Palmerston North", "town"),
    (1592, "莱文", "Levin", "town"),
    (1668, "怀卡内", "Waikanae", "town"),
    (1736, "惠灵顿", "Wellington", "town"),
    (1742, "船湾", "Ship Cove", "put-in"),
    (1812, "哈夫洛克", "Havelock", "town"),
    (1852, "佩罗鲁斯桥", "Pelorus Bridge", "pass"),
    (1982, "圣阿尔诺", "St Arnaud", "town"),
    (2080, "博伊尔", "Boyle Village", "town"),
    (2212, "亚瑟隘口", "Arthur's Pass", "town"),
    (2420, "特卡波", "Tekapo", "town"),
]
ZH_PLACE = {en: zh for _, zh, en, _ in TRAIL}
# the stretch after each place: (signal, pace factor, Chinese name, English name)
SECTIONS: list[tuple[str, float, str, str]] = [
    ("patchy", 1.0, "乡间公路", "the back roads"),
    ("none", 0.9, "四十二号林道", "the 42 Traverse"),
    ("none", 1.35, "旺格努伊河", "the river"),
    ("full", 1.1, "公路段", "the road walk"),
    ("patchy", 1.0, "农场段", "the farm tracks"),
    ("none", 0.55, "塔拉鲁瓦山脉", "the Tararuas"),
    ("full", 1.1, "海岸步道", "the coast path"),
    ("ferry", 1.0, "库克海峡", "Cook Strait"),
    ("patchy", 0.95, "夏洛特女王步道", "the Queen Charlotte"),
    ("full", 1.0, "佩罗鲁斯河谷", "the Pelorus valley"),
    ("none", 0.6, "里士满山脉", "the Richmond Range"),
    ("none", 0.75, "怀奥隘口", "Waiau Pass"),
    ("none", 0.8, "哈珀隘口", "Harper Pass"),
    ("none", 0.85, "拉凯阿河谷", "the Rakaia"),
]
STORM = frozenset({16, 17})  # Wed 11-20 and Thu 11-21: a red heavy-rain warning
FERRY_OFF = frozenset({31})  # Thu 12-05: Cook Strait sailings cancelled for wind


def _section(km: float) -> int:
    for i in range(len(TRAIL) - 1):
        if TRAIL[i][0] <= km < TRAIL[i + 1][0]:
            return i
    return len(TRAIL) - 2


def _town_at(km: float) -> str | None:
    return next((en for k, _, en, kind in TRAIL if k == km and kind == "town"), None)


def _walk(name: str) -> list[dict[str, Any]]:
    """A hiker's days: where each starts and ends, and whether it is spent walking, in a
    town (a zero, or a "nero" arriving at some hour) or on the ferry. Every town reached
    is a night's stop; a zero is taken where the hiker means to, or where the storm or the
    cancelled sailings hold them."""
    km0, pace, zeros = HIKERS[name]
    km = float(km0)
    town = _town_at(km)
    prev = "town" if town else SECTIONS[_section(km)][0]
    zeroed: set[str] = set()
    days: list[dict[str, Any]] = []
    for d in range(NDAYS + 16):
        rec: dict[str, Any] = {
            "start": km,
            "prev": prev,
            "left": None,
            "town": None,
            "arrive": None,
        }
        held = d in STORM or (town == "Wellington" and d in FERRY_OFF)
        if town is not None and (held or (town in zeros and town not in zeroed)):
            zeroed.add(town)
            rec.update(kind="zero", end=km, town=town, sig="town")
        elif town == "Wellington":
            km = TRAIL[8][0] + round(pace * 0.35, 1)
            rec.update(kind="ferry", left=town, end=km, sig="patchy")
            town = None
        else:
            rec["left"] = town
            budget, pos, arrived = 1.0, km, None
            while budget > 1e-9:
                i = _section(pos)
                speed = pace * SECTIONS[i][1] * (0.5 if d in STORM else 1.0)
                dist = TRAIL[i + 1][0] - pos
                if dist <= budget * speed + 1e-9:
                    budget -= dist / speed
                    pos = float(TRAIL[i + 1][0])
                    if TRAIL[i + 1][3] == "town":
                        arrived = TRAIL[i + 1][2]
                        break
                else:
                    pos, budget = round(pos + budget * speed, 1), 0.0
            km = pos
            if arrived:
                rec.update(
                    kind="nero",
                    end=km,
                    town=arrived,
                    sig="town",
                    arrive=round(7 + 10 * (1 - budget), 2),
                )
            else:
                rec.update(kind="walk", end=km, sig=SECTIONS[_section(km)][0])
            town = arrived
        prev = rec["sig"]
        days.append(rec)
    return days


ITIN = {name: _walk(name) for name in HIKERS}


def _merge(spans: list[tuple[float, float]]) -> list[tuple[float, float]]:
    out: list[tuple[float, float]] = []
    for a, b in sorted(spans):
        if out and a <= out[-1][1]:
            out[-1] = (out[-1][0], max(b, out[-1][1]))
        else:
            out.append((a, b))
    return out


def _hiker_hours(rec: dict[str, Any]) -> list[tuple[float, float]]:
    """The hours of a hiker's day with signal and awake: all of a zero day, from arrival on
    a nero, before setting off where the night had signal, at a camp with some signal in the
    evening (and at lunch on a road walk), on the ferry; nothing in the ranges."""
    if rec["kind"] == "zero":
        return [(7.4, 22.8)]
    out: list[tuple[float, float]] = []
    if rec["prev"] == "town":
        out.append((6.3, 8.1))
    elif rec["prev"] in ("patchy", "full"):
        out.append((5.9, 6.7))
    if rec["kind"] == "ferry":
        out += [(8.1, 13.2), (19.0, 21.0)]
    elif rec["kind"] == "nero":
        out.append((rec["arrive"] + 0.25, 22.7))
    elif rec["sig"] == "full":
        out += [(12.0, 12.6), (18.6, 21.3)]
    elif rec["sig"] == "patchy":
        out.append((19.0, 21.0))
    return _merge(out)


def _build_windows() -> dict[str, tuple[list[float], list[float]]]:
    win: dict[str, tuple[list[float], list[float]]] = {}
    for name in MEMBERS:
        spans: list[tuple[float, float]] = []
        if name in HIKERS:
            for d, rec in enumerate(ITIN[name]):
                base = T0 + d * DAY
                spans += [(base + a * HOUR, base + b * HOUR) for a, b in _hiker_hours(rec)]
        else:
            for ld in range(-2, NDAYS + 3):  # local days, on the member's own clock
                base = T0 + ld * DAY - CLOCK[name] * HOUR
                hours = LOCAL[name][0 if ld % 7 < 5 else 1]
                spans += [(base + a * HOUR, base + b * HOUR) for a, b in hours]
        merged = _merge(spans)
        win[name] = ([a for a, _ in merged], [b for _, b in merged])
    return win


WIN = _build_windows()


def _window_of(name: str, t: float, grace: float = 0.0) -> tuple[float, float] | None:
    starts, ends = WIN[name]
    i = bisect.bisect_right(starts, t) - 1
    if i >= 0 and t <= ends[i] + grace:
        return starts[i], ends[i]
    return None


def _online(name: str, t: float, grace: float = 0.0) -> bool:
    return _window_of(name, t, grace) is not None


def _next_start(name: str, t: float) -> float:
    starts, _ = WIN[name]
    i = bisect.bisect_right(starts, t)
    return starts[i] if i < len(starts) else math.inf


def _day(t: float) -> int:
    return int((t - T0) // DAY)


def _hour(t: float) -> float:
    return ((t - T0) % DAY) / HOUR


def _local_hour(name: str, t: float) -> float:
    return (_hour(t) + CLOCK.get(name, 0)) % 24


def _date(d: int) -> dt.date:
    return DATE0 + dt.timedelta(days=d)


def _km_at(name: str, t: float) -> int:
    rec = ITIN[name][_day(t)]
    return int(rec["start"] if _hour(t) < 9 else rec["end"])


def _next_town(name: str, d: int) -> tuple[str, int] | None:
    """From a town on day d: the next town the hiker reaches and the days of food it takes
    (the day they leave to the day they arrive, both counted)."""
    days = ITIN[name]
    leave = next((e for e in range(d + 1, len(days)) if days[e]["left"] is not None), None)
    if leave is None:
        return None
    arrive = next((e for e in range(leave, len(days)) if days[e]["kind"] == "nero"), None)
    if arrive is None:
        return None
    return days[arrive]["town"], arrive - leave + 1


# -- topics -------------------------------------------------------------------------------
# Each a member's own thing, with six Chinese and six Latin values, none an ordinary word or
# inside one. "who": "hiker" (only the hikers have one), "bird" (the hikers, the trail angel
# and Pippa) or "all". Lines: "one" (the member's first-person line), "ask" (an @-question
# without the detail), "report" (another saying it to the member), "split" (the topic
# without the detail), "around" (the member's own lines without it), "passing" (others'),
# "notice", "jl" (a list's title), "relay" (a satellite text), "box" (a resupply item or
# None); questions "kw", "part", "para" (tried in turn), "detail" (asking what no line
# says, with the words that would answer it), "value" (an unsaid value put to a member).
TOPICS: dict[str, dict[str, Any]] = {
    "tent": {
        "who": "hiker",
        "words": ["帐篷", "tent"],
        "vals": [
            "牧高笛",
            "挪客",
            "岭雀",
            "北峦",
            "云脊",
            "山棱",
            "Tarnlite",
            "Skyvora",
            "Kestova",
            "Arvenna",
            "Lumbrex",
            "Ostrik",
        ],
        "one": {
            "zh": [
                "我的帐篷是{x}的，单人双层，{g}克",
                "跟大家报备一下，这趟背的帐篷是{x}，风里挺稳",
            ],
            "en": [
                "My tent's a {x}, {g} g with the pegs",
                "For the record I'm sleeping in a {x} this trip",
            ],
            "mix": ["我的 tent 是{x}，{g} g，超轻", "这趟背的帐篷是{x}，single wall 的"],
        },
        "ask": ("@{n} 你的帐篷是什么牌子的？", "@{n} what tent are you carrying?"),
        "report": ("@{n} 你的帐篷是{x}吧？", "@{n} that's a {x} tent you've got, right?"),
        "split": ("说到帐篷，我的是", "re tents, mine's a"),
        "around": {
            "zh": ["帐篷昨晚结了一层霜", "我的帐篷拉链有点卡了", "今天把帐篷摊开晒了一下午"],
            "en": [
                "tent was dripping inside this morning",
                "my tent zip is getting sticky",
                "dried the tent on the hostel lawn for an hour",
            ],
        },
        "passing": {
            "zh": ["营地里挤了{k}顶帐篷", "这种风最考验帐篷了"],
            "en": ["counted {k} tents at the campsite tonight", "wind like this is hard on tents"],
        },
        "notice": (
            "【通知】今晚阵风{w}公里每小时，帐篷都多打几根地钉，{n}那顶{x}记得把风绳拉上",
            "[Notice] Gusts of {w} km/h tonight. Peg everything twice; {n}, get the "
            "guylines out on that {x}.",
        ),
        "jl": ("#接龙 南岛前帐篷登记（写牌子）", "#接龙 tent check before the South Island"),
        "relay": ("风太大，{x}被压弯了一根杆，人没事", "Wind bent a pole on the {x} but it held."),
        "box": ("{x}的备用杆和地钉", "spare pole and pegs for the {x}"),
        "kw": ("谁的帐篷是{x}的？", "Who carries a {x} tent?"),
        "part": ("{n}用的是什么帐篷？", "Which tent does {n} use?"),
        "para": {
            "zh": [
                "{n}每晚睡的那个能折叠的布屋子出自哪家？",
                "{n}背上那座轻便小窝是哪个厂做的？",
                "{n}野外过夜撑起来的棚子叫啥？",
            ],
            "en": [
                "What shelter does {n} put up each evening?",
                "Which brand of nylon roof does {n} sleep beneath?",
                "What portable house goes up wherever {n} stops?",
            ],
        },
        "detail": [
            ("{n}的帐篷是什么颜色的？", "What colour is {n}'s tent?", ["颜色", "colour", "color"])
        ],
        "value": ("{n}的帐篷是{y}的吗？", "Is {n}'s tent a {y}?"),
    },
    "navapp": {
        "who": "hiker",
        "words": ["导航", "软件", "app", "nav"],
        "vals": [
            "两步路",
            "六只脚",
            "奥维",
            "山径通",
            "野途",
            "踏迹",
            "FarOut",
            "Gaia GPS",
            "CalTopo",
            "Komoot",
            "OsmAnd",
            "Locus Map",
        ],
        "one": {
            "zh": ["我导航一直用{x}，离线图提前下好了", "我手机上的导航软件是{x}，轨迹挺准"],
            "en": [
                "I navigate with {x}, offline maps all downloaded",
                "{x} is my nav app, the track layer is spot on",
            ],
            "mix": ["我导航用{x}，offline maps 都下好了"],
        },
        "ask": ("@{n} 你用哪个软件导航？", "@{n} which app do you navigate with?"),
        "report": ("@{n} 你导航用的是{x}对吧？", "@{n} you're on {x} for navigation, yeah?"),
        "split": ("导航软件的话我用", "nav app wise I use"),
        "around": {
            "zh": ["导航又飘了{k}0米，吓一跳", "手机导航耗电太快了"],
            "en": [
                "my nav was off by {k}0 m at the junction",
                "navigation eats my battery so fast",
            ],
        },
        "passing": {
            "zh": ["这段没有导航真的会迷路", "导航软件说还有{k}公里"],
            "en": [
                "without a nav app you'd get lost on this bit",
                "apps say {k} km to the next hut",
            ],
        },
        "notice": (
            "【通知】{km}公里处起改线绕行，{n}的{x}已经更新了新轨迹，要文件的找{n}",
            "[Notice] Reroute from km {km}. {n} has the new track loaded in {x}, ask for the file.",
        ),
        "jl": ("#接龙 大家用的导航软件", "#接龙 which nav app are you on"),
        "relay": (
            "{x}显示离小屋还有{k}公里，今晚就地扎营",
            "{x} says {k} km to the hut, camping short.",
        ),
        "box": None,
        "kw": ("谁用{x}导航？", "Who navigates with {x}?"),
        "part": ("{n}用哪个软件导航？", "Which navigation app does {n} use?"),
        "para": {
            "zh": [
                "{n}靠手机上哪款程序认路？",
                "{n}辨方向找路线依赖哪个电子工具？",
                "{n}在岔口判断往哪走时看的是啥？",
            ],
            "en": [
                "Which phone program tells {n} the way?",
                "What does {n} rely on to find the route?",
                "On which screen does {n} check where the path goes?",
            ],
        },
        "detail": [
            (
                "{n}的导航软件一年订阅多少钱？",
                "How much is {n}'s yearly subscription?",
                ["订阅", "subscri"],
            )
        ],
        "value": ("{n}用{y}导航吗？", "Does {n} navigate with {y}?"),
    },
    "dinner": {
        "who": "hiker",
        "words": ["晚饭", "dinner"],
        "vals": [
            "螺蛳粉",
            "酸辣粉",
            "油泼面",
            "热干面",
            "担担面",
            "腊味饭",
            "Trailbru Chili",
            "Peakfuel Korma",
            "Radix Pilaf",
            "Ridgepot Ramen",
            "Campmate Satay",
            "Summitwok Noodles",
        ],
        "one": {
            "zh": ["我每天晚饭都煮{x}，吃不腻", "晚饭又是{x}，我已经连吃{k}天了"],
            "en": [
                "Dinner is {x} most nights, never gets old",
                "{x} for dinner again, night {k} in a row",
            ],
            "mix": ["晚饭又是{x}，hiker hunger 真的顶不住"],
        },
        "ask": ("@{n} 你晚饭一般煮什么？", "@{n} what do you cook for dinner out there?"),
        "report": ("@{n} 你晚饭天天{x}吧？", "@{n} you live on {x} for dinner, don't you?"),
        "split": ("晚饭的话我基本都是", "dinner most nights is"),
        "around": {
            "zh": ["今晚的晚饭煮糊了", "晚饭分量越来越不够了"],
            "en": ["burnt my dinner again", "dinner portions feel tiny now"],
        },
        "passing": {
            "zh": ["营地里大家都在煮晚饭", "晚饭吃完才{h}点"],
            "en": [
                "everyone cooking dinner at once in the hut",
                "dinner done by {h}, hiker midnight soon",
            ],
        },
        "notice": (
            "【通知】补给箱{d}号统一寄出，{n}要的{x}我多买了{k}包",
            "[Notice] Bounce boxes go out on the {d}th. Got {k} extra {x} for {n}.",
        ),
        "jl": ("#接龙 补给箱晚饭口味登记", "#接龙 dinner flavours for the bounce boxes"),
        "relay": ("晚饭又是{x}，第{k}晚了", "{x} again for dinner, night {k}."),
        "box": ("{x} ×{k}", "{x} ×{k}"),
        "kw": ("谁每晚都煮{x}？", "Who cooks {x} most nights?"),
        "part": ("{n}晚饭一般煮什么？", "What does {n} cook for dinner on the trail?"),
        "para": {
            "zh": [
                "{n}天黑扎营后锅里通常是啥？",
                "{n}傍晚填肚子靠哪种吃食？",
                "{n}收工以后炉子上热的是哪样？",
            ],
            "en": [
                "What ends up in {n}'s pot once camp is set?",
                "Which meal fills {n} up after a long day?",
                "What's bubbling on {n}'s stove come evening?",
            ],
        },
        "detail": [
            (
                "{n}的晚饭一包有多少卡路里？",
                "How many calories are in {n}'s usual dinner?",
                ["卡路里", "calori"],
            )
        ],
        "value": ("{n}晚饭常吃{y}吗？", "Does {n} eat {y} for dinner most nights?"),
    },
    "craving": {
        "who": "hiker",
        "words": ["进城", "第一顿", "town", "first meal", "craving"],
        "vals": [
            "锅包肉",
            "酸汤肥牛",
            "冒菜",
            "肠粉",
            "烤冷面",
            "钵钵鸡",
            "Fergburger",
            "Hokey Pokey",
            "Lamington",
            "Whitebait Fritters",
            "Pineapple Lumps",
            "Kumara Chips",
        ],
        "one": {
            "zh": ["进城第一顿我要吃{x}，谁也别拦我", "出山第一件事：找{x}"],
            "en": ["First thing in town I'm getting {x}", "Been dreaming of {x} for {k}0 km"],
            "mix": ["进城第一顿必须是{x}，no compromise"],
        },
        "ask": ("@{n} 进城第一顿想吃啥？", "@{n} what's the first thing you'll eat in town?"),
        "report": ("@{n} 你进城第一顿又要{x}吧？", "@{n} first meal in town is {x} again, right?"),
        "split": ("进城第一顿我已经想好了", "first meal in town sorted:"),
        "around": {
            "zh": ["离进城还有{k}0公里，脑子里全是吃的", "进城第一顿得好好吃"],
            "en": [
                "{k}0 km to town and all I think about is food",
                "planning my first town meal already",
            ],
        },
        "passing": {
            "zh": ["进城吃顿好的是最大的动力", "镇上就一家店开到{h}点"],
            "en": ["town food is the best motivation", "the only café in town shuts at {h}"],
        },
        "notice": (
            "【通知】聚餐的馆子定了，{n}点名要{x}，老板说可以做",
            "[Notice] Dinner venue sorted. {n} asked for {x} and the owner says yes.",
        ),
        "jl": ("#接龙 聚餐点菜", "#接龙 dinner orders"),
        "relay": ("出山第一件事：{x}", "First thing when I'm out: {x}."),
        "box": None,
        "kw": ("谁进城第一顿想吃{x}？", "Who wants {x} first thing in town?"),
        "part": ("{n}进城第一顿想吃什么？", "What does {n} want to eat first in town?"),
        "para": {
            "zh": [
                "{n}下山后最馋哪一口？",
                "{n}回到有人烟的地方头一件要解馋的是啥？",
                "{n}在山里天天惦记着哪样美食？",
            ],
            "en": [
                "Which treat is {n} longing for after the hills?",
                "What will {n} order the moment civilisation appears?",
                "What dish fuels {n}'s daydreams out there?",
            ],
        },
        "detail": [
            (
                "{n}进城第一顿要配什么蘸料？",
                "What sauce does {n} want with that meal?",
                ["蘸料", "sauce"],
            )
        ],
        "value": ("{n}进城第一顿想吃{y}吗？", "Is {y} what {n} wants first in town?"),
    },
    "charity": {
        "who": "hiker",
        "words": ["募捐", "筹款", "公益", "charity", "fundrais", "donat", "raise", "raising"],
        "vals": [
            "山桥助学",
            "候鸟书屋",
            "萤光计划",
            "青禾基金",
            "溪语公益",
            "麦田书箱",
            "Riverkin Trust",
            "Tidewell Fund",
            "Hopewater",
            "Stillmarsh Trust",
            "Oakenreach",
            "Fernwell Fund",
        ],
        "one": {
            "zh": ["我这趟走的每一公里都在为{x}募捐", "跟大家说下，我在为{x}筹款，目前{p}元"],
            "en": [
                "Every km I walk raises money for {x}",
                "I'm fundraising for {x}, {p} dollars so far",
            ],
            "mix": ["我在为{x}募捐，已经 {p} dollars 了"],
        },
        "ask": ("@{n} 你在为哪个公益募捐？", "@{n} which charity are you walking for?"),
        "report": ("@{n} 你是在为{x}募捐吧？", "@{n} you're raising money for {x}, right?"),
        "split": ("我这次募捐是为了", "the charity I'm walking for is"),
        "around": {
            "zh": ["募捐页面又多了{k}笔", "今天有人给我的募捐捐了{p}元"],
            "en": ["{k} new donations on my page today", "my fundraiser passed another milestone"],
        },
        "passing": {
            "zh": ["好多人走步道是为了募捐", "募捐这事挺有意义的"],
            "en": ["lots of people walk for a charity", "charity walks are a big thing here"],
        },
        "notice": (
            "【通知】群公告更新：{n}在为{x}募捐，已经筹到{p}元，大家有空转发",
            "[Notice] {n} is walking for {x}; {p} dollars raised so far, please share.",
        ),
        "jl": ("#接龙 募捐链接汇总", "#接龙 fundraiser list"),
        "relay": (
            "帮我在{x}的募捐页更新：已走{km}公里",
            "Please post on the {x} page: {km} km done.",
        ),
        "box": ("{x}的贴纸 ×{k}（路上发）", "{k} {x} stickers to hand out"),
        "kw": ("谁在为{x}募捐？", "Who is walking to raise money for {x}?"),
        "part": ("{n}在为哪个公益项目募捐？", "Which charity is {n} raising money for?"),
        "para": {
            "zh": [
                "{n}一路筹的善款打给哪家机构？",
                "{n}走这条路顺带帮哪个组织要钱？",
                "大家捐给{n}的钱最后进了谁的账？",
            ],
            "en": [
                "Where do the pledges gathered by {n} end up?",
                "Which good cause benefits from {n}'s trek?",
                "Which organisation receives the cash people give {n}?",
            ],
        },
        "detail": [
            (
                "{n}的募捐什么时候截止？",
                "What's the deadline of {n}'s fundraiser?",
                ["截止", "deadline"],
            )
        ],
        "value": ("{n}在为{y}募捐吗？", "Is {n} raising money for {y}?"),
    },
    "quilt": {
        "who": "hiker",
        "words": ["睡袋", "quilt", "sleeping bag"],
        "vals": [
            "黑冰",
            "暖峰",
            "绒境",
            "冰岬",
            "雪垭",
            "羽棠",
            "Nordvell",
            "Hollowloft",
            "Duvena",
            "Cumulix",
            "Loftara",
            "Emberdown",
        ],
        "one": {
            "zh": ["我的睡袋是{x}的，零下{t}度也扛得住", "说一下，我睡袋用的是{x}"],
            "en": [
                "My quilt's a {x}, fine down to -{t}°C",
                "Sleeping under a {x} quilt, best thing I packed",
            ],
            "mix": ["我的睡袋是{x}，-{t}°C 也 no problem"],
        },
        "ask": ("@{n} 你的睡袋是什么牌子？", "@{n} what quilt are you using?"),
        "report": ("@{n} 你的睡袋是{x}吧？", "@{n} your quilt's a {x}, isn't it?"),
        "split": ("睡袋的话，我的是", "quilt question, mine's a"),
        "around": {
            "zh": ["昨晚睡袋有点潮", "睡袋晒了一下午，蓬起来了"],
            "en": ["quilt got damp last night", "aired the quilt all afternoon"],
        },
        "passing": {
            "zh": ["南岛晚上要冷多了，睡袋得换厚的", "小屋里一排睡袋挂着晾"],
            "en": [
                "South Island nights need a warmer quilt",
                "a row of quilts drying on the hut rail",
            ],
        },
        "notice": (
            "【通知】南岛夜里会到零下{t}度，{n}的{x}睡袋已经从惠灵顿寄往哈夫洛克",
            "[Notice] South Island nights hit -{t}°C. {n}'s {x} quilt left my place "
            "for Havelock today.",
        ),
        "jl": ("#接龙 南岛睡袋登记", "#接龙 quilt check for the South Island"),
        "relay": ("零下{t}度，{x}够暖，放心", "-{t}°C tonight, the {x} is keeping me warm."),
        "box": ("{x}睡袋（换季用）", "the {x} quilt (swap for the south)"),
        "kw": ("谁的睡袋是{x}的？", "Whose quilt is a {x}?"),
        "part": ("{n}的睡袋是什么牌子？", "Which quilt does {n} sleep in?"),
        "para": {
            "zh": [
                "{n}夜里裹着哪家出的羽绒被过夜？",
                "{n}靠哪个品牌的铺盖抵御山里的寒气？",
                "{n}钻进去保暖的那条东西是谁家产的？",
            ],
            "en": [
                "Which brand of down keeps {n} cosy after dark?",
                "What does {n} wrap up in on frosty evenings?",
                "Whose insulation does {n} crawl into when camp goes cold?",
            ],
        },
        "detail": [
            (
                "{n}的睡袋温标是几度？",
                "What temperature rating does {n}'s quilt have?",
                ["温标", "rating"],
            )
        ],
        "value": ("{n}睡的是{y}的睡袋吗？", "Does {n} sleep under a {y} quilt?"),
    },
    "bird": {
        "who": "bird",
        "words": ["鸟", "bird"],
        "vals": [
            "啄羊鹦鹉",
            "鸮鹦鹉",
            "南秧鸡",
            "蓝鸭",
            "新西兰鸠",
            "簇胸吸蜜鸟",
            "Kokako",
            "Mohua",
            "Tieke",
            "Karearea",
            "Titipounamu",
            "Hihi",
        ],
        "one": {
            "zh": ["我这趟最想看到的鸟是{x}", "来新西兰之前就想见{x}，还没遇到"],
            "en": [
                "The bird I most want to see out here is a {x}",
                "Still hoping for a {x} before the end",
            ],
            "mix": ["我的 bird wishlist 第一名：{x}"],
        },
        "ask": ("@{n} 你最想看到哪种鸟？", "@{n} which bird are you hoping to see?"),
        "report": ("@{n} 你最想看的是{x}对吧？", "@{n} the one bird you're after is a {x}, right?"),
        "split": ("我最想看到的鸟是", "the bird I'm hoping for is"),
        "around": {
            "zh": ["今天听到好多鸟叫，不知道是哪种", "拿手机录了一段鸟叫"],
            "en": [
                "heard a bird I couldn't name this morning",
                "recorded some birdsong by the river",
            ],
        },
        "passing": {
            "zh": ["这边的鸟一点都不怕人", "营地边有只鸟偷面包"],
            "en": ["the birds here have zero fear of people", "a bird tried to steal my bread"],
        },
        "notice": (
            "【通知】保护区规定：看到{x}请保持{k}0米距离，{n}尤其注意",
            "[Notice] Sanctuary rule: keep {k}0 m back from any {x}. {n}, that means you.",
        ),
        "jl": ("#接龙 最想见到的鸟", "#接龙 bird wishlist"),
        "relay": ("看到{x}了！！就在营地旁边", "SAW A {x} right by camp!!"),
        "box": None,
        "kw": ("谁最想看到{x}？", "Who hopes to see a {x}?"),
        "part": ("{n}最想看到哪种鸟？", "Which bird does {n} most want to see?"),
        "para": {
            "zh": [
                "{n}心心念念想遇见哪种飞禽？",
                "{n}的观禽清单上排头的是什么？",
                "哪种长翅膀的家伙是{n}此行的头号目标？",
            ],
            "en": [
                "Which feathered creature tops {n}'s list?",
                "What species would make {n}'s trip if spotted?",
                "Which winged local is {n} keen to meet?",
            ],
        },
        "detail": [
            ("{n}用什么望远镜看鸟？", "Which binoculars does {n} use?", ["望远镜", "binocular"])
        ],
        "value": ("{n}最想看的是{y}吗？", "Is {y} the bird {n} hopes to spot?"),
    },
    "book": {
        "who": "all",
        "words": ["书", "book", "read"],
        "vals": [
            "雾港来信",
            "盐湖纪事",
            "松针与雪",
            "白桦渡口",
            "星河旅馆",
            "北纬群山",
            "Vesperine",
            "Quillon Bay",
            "Oriel Station",
            "Harrowgate Letters",
            "Saltmarsh Year",
            "Tessaly Maps",
        ],
        "one": {
            "zh": ["我最近在看《{x}》，每晚看{k}0页", "这阵子睡前读的是《{x}》"],
            "en": [
                "Currently reading {x}, {k}0 pages a night",
                "My bedtime book at the moment is {x}",
            ],
            "mix": ["最近在读 {x}，kindle 上看的"],
        },
        "ask": ("@{n} 你最近在看什么书？", "@{n} what are you reading at the moment?"),
        "report": ("@{n} 你在看《{x}》吧？", "@{n} you're reading {x}, aren't you?"),
        "split": ("最近在看的书是", "the book I'm on right now is"),
        "around": {
            "zh": ["今晚又看了{k}0页书", "书快看完了，得找下一本"],
            "en": [
                "read {k}0 pages before lights out",
                "nearly finished my book, need the next one",
            ],
        },
        "passing": {
            "zh": ["小屋里有个书架，可以换书", "青旅有一整墙的书"],
            "en": ["the hut has a little book swap shelf", "hostel has a whole wall of books"],
        },
        "notice": (
            "【通知】书籍漂流：{n}把《{x}》留在了旺格努伊的青旅，后面的人记得拿",
            "[Notice] Book swap: {n} left {x} at the Whanganui hostel; next one through, grab it.",
        ),
        "jl": ("#接龙 书籍漂流登记", "#接龙 book swap list"),
        "relay": (
            "《{x}》看完了，下一本在补给箱里",
            "Finished {x} by headlamp, next one is in the box.",
        ),
        "box": ("《{x}》（下一本要看的）", "{x} (next read)"),
        "kw": ("谁在看《{x}》？", "Who is reading {x}?"),
        "part": ("{n}最近在读什么书？", "What book is {n} reading?"),
        "para": {
            "zh": [
                "{n}熄灯前翻的是哪部作品？",
                "{n}睡前捧着啥消磨时光？",
                "{n}眼下沉迷于哪本小说？",
            ],
            "en": [
                "Which novel has {n} hooked lately?",
                "Which story is {n} absorbed in?",
                "What title keeps {n} company once the sun sets?",
            ],
        },
        "detail": [
            (
                "{n}在看的那本书作者是谁？",
                "Who is the author of the book {n} is on?",
                ["作者", "author"],
            )
        ],
        "value": ("{n}在看《{y}》吗？", "Is {n} reading {y}?"),
    },
    "song": {
        "who": "all",
        "words": ["歌", "song", "hum", "哼", "loop", "循环"],
        "vals": [
            "七里晚风",
            "月台以北",
            "橘色公路",
            "纸飞机场",
            "落潮之夜",
            "雨巷电台",
            "Velvet Harbour",
            "Cinder Waltz",
            "Static Orchard",
            "Marigold Radio",
            "Lowtide Disco",
            "Paperplane Sky",
        ],
        "one": {
            "zh": ["我脑子里一直在循环《{x}》，走了{k}0公里还在唱", "这几天走路一直哼《{x}》"],
            "en": [
                "{x} has been stuck in my head for {k}0 km",
                "I can't stop humming {x} on the climbs",
            ],
            "mix": ["脑子里一直 loop《{x}》，救命"],
        },
        "ask": ("@{n} 你脑子里循环的是哪首歌？", "@{n} what song is stuck in your head?"),
        "report": ("@{n} 你又在哼《{x}》了吧？", "@{n} you've been humming {x} again, right?"),
        "split": ("脑子里循环的那首歌是", "the song on loop in my head:"),
        "around": {
            "zh": ["一首歌在脑子里转了一整天", "耳机没电，只能自己哼歌"],
            "en": ["same song in my head all day", "headphones died so I'm singing to myself"],
        },
        "passing": {
            "zh": ["走路的时候特别容易被洗脑", "小屋里有人在弹吉他唱歌"],
            "en": ["walking makes any tune an earworm", "someone at the hut had a ukulele"],
        },
        "notice": (
            "【通知】聚餐后去唱K，{n}已经点了《{x}》，其他人接着点",
            "[Notice] Karaoke after dinner; {n} has already queued {x}.",
        ),
        "jl": ("#接龙 K歌点歌", "#接龙 karaoke queue"),
        "relay": ("脑子里一直是《{x}》，救命", "{x} on loop in my head all day."),
        "box": None,
        "kw": ("谁脑子里一直在放《{x}》？", "Who has {x} stuck in their head?"),
        "part": ("{n}脑子里循环的是哪首歌？", "Which song is stuck in {n}'s head?"),
        "para": {
            "zh": [
                "哪段旋律在{n}耳边挥之不去？",
                "{n}嘴里反复念叨的是哪支曲子？",
                "{n}下意识唱出来的调子叫什么？",
            ],
            "en": [
                "Which tune won't leave {n} alone?",
                "What melody keeps replaying for {n} these days?",
                "Which track is {n} unable to shake off?",
            ],
        },
        "detail": [
            (
                "{n}循环的那首歌是谁唱的？",
                "Who is the singer of the tune {n} hums?",
                ["谁唱", "singer"],
            )
        ],
        "value": ("{n}脑子里循环的是《{y}》吗？", "Is {y} the song stuck in {n}'s head?"),
    },
    "hometown": {
        "who": "all",
        "words": ["老家", "家乡", "hometown", "home", "from", "grew"],
        "vals": [
            "丹东",
            "泸州",
            "赣州",
            "鹤岗",
            "景洪",
            "汕尾",
            "Rostock",
            "Annecy",
            "Tromso",
            "Gdynia",
            "Timaru",
            "Zigong",
        ],
        "one": {
            "zh": ["我老家是{x}的，这边的山让我想起家", "说起来我老家在{x}，冬天零下{t}度"],
            "en": ["I'm from {x} originally", "Home for me is {x}, about {k} hours from the sea"],
            "mix": ["我老家 {x}，totally different vibe"],
        },
        "ask": ("@{n} 你老家哪里的？", "@{n} where's home for you?"),
        "report": ("@{n} 你老家是{x}的吧？", "@{n} you grew up in {x}, right?"),
        "split": ("我老家是", "home town is"),
        "around": {
            "zh": ["想家了，老家现在{t}度", "老家的朋友问我什么时候回去"],
            "en": [
                "homesick tonight, it's {t}°C back home",
                "friends back home keep asking when I'm back",
            ],
        },
        "passing": {
            "zh": ["这里的山跟国内的完全不一样", "每个人的老家都有好吃的"],
            "en": [
                "everyone's hometown has a better bakery than here",
                "this valley could be anywhere in Europe",
            ],
        },
        "notice": (
            "【通知】{n}老家{x}寄来的特产到了，放在惠灵顿，路过的自取",
            "[Notice] A parcel from {x} arrived for {n}; it's at my place, collect it "
            "on your way through.",
        ),
        "jl": ("#接龙 明信片寄到哪（写老家）", "#接龙 postcards: write your hometown"),
        "relay": ("这里的山像老家{x}", "These hills look like home in {x}."),
        "box": ("老家{x}寄来的腊肠", "sausage my mum sent from {x}"),
        "kw": ("谁的老家在{x}？", "Whose hometown is {x}?"),
        "part": ("{n}老家是哪里的？", "Where is {n}'s hometown?"),
        "para": {
            "zh": ["{n}是在哪座城市长大的？", "{n}出生成长的地方叫什么？", "{n}的籍贯是哪儿？"],
            "en": [
                "Where was {n} raised?",
                "Which town did {n} spend childhood in?",
                "What place does {n} count as their roots?",
            ],
        },
        "detail": [
            (
                "{n}老家的邮编是多少？",
                "What's the postcode of {n}'s hometown?",
                ["邮编", "postcode"],
            )
        ],
        "value": ("{n}老家是{y}吗？", "Is {n} from {y}?"),
    },
    "camera": {
        "who": "all",
        "words": ["相机", "camera", "拍", "shoot"],
        "vals": [
            "大疆",
            "影石",
            "七工匠",
            "永诺",
            "唯卓仕",
            "老蛙",
            "Ricoh",
            "Lumix",
            "Hasselblad",
            "Pentax",
            "Leica",
            "Contax",
        ],
        "one": {
            "zh": ["我这趟拍照全靠{x}，一天拍{k}0张", "说一下，我的相机是{x}的"],
            "en": [
                "All my photos are on a {x}, {k}0 shots a day",
                "I'm shooting with a {x} these days",
            ],
            "mix": ["我的 camera 是{x}，一天 {k}0 张"],
        },
        "ask": ("@{n} 你用什么相机拍的？", "@{n} what are you shooting with?"),
        "report": ("@{n} 你用的是{x}吧？拍得真好", "@{n} that's a {x} you shoot with, right?"),
        "split": ("相机的话我用的是", "camera wise I've got a"),
        "around": {
            "zh": ["今天拍了{k}0张照片", "相机电池又见底了"],
            "en": ["took {k}0 photos today", "camera battery is nearly flat"],
        },
        "passing": {
            "zh": ["这里随手一拍都是壁纸", "光线太好了，想拍照"],
            "en": ["every view here is a postcard", "golden hour on the ridge was unreal"],
        },
        "notice": (
            "【通知】聚餐合照由{n}负责，{n}带{x}，{h}点前到",
            "[Notice] Group photo at dinner: {n} brings the {x}, everyone there by {h}.",
        ),
        "jl": ("#接龙 摄影比赛报名（写相机）", "#接龙 photo contest: your camera"),
        "relay": ("{x}没电了，照片等出山再发", "{x} battery dead, photos when I'm out."),
        "box": ("{x}的备用电池 ×2", "two spare batteries for the {x}"),
        "kw": ("谁用{x}拍照？", "Who shoots with a {x}?"),
        "part": ("{n}用什么相机？", "What camera does {n} use?"),
        "para": {
            "zh": [
                "{n}那些美图是用哪家的设备出的片？",
                "{n}记录风景靠哪台机器？",
                "{n}按快门的那台家伙什么来头？",
            ],
            "en": [
                "Which device captures {n}'s scenery?",
                "What gear produces {n}'s pictures?",
                "Whose make of kit does {n} click away with?",
            ],
        },
        "detail": [
            ("{n}的相机配的什么镜头？", "Which lens is on {n}'s camera?", ["镜头", "lens"]),
            (
                "{n}的相机是二手的吗？",
                "Was {n}'s camera bought second-hand?",
                ["二手", "second-hand"],
            ),
        ],
        "value": ("{n}用{y}拍照吗？", "Does {n} shoot with a {y}?"),
    },
    "job": {
        "who": "all",
        "words": ["上班", "公司", "工作", "work", "job", "employ"],
        "vals": [
            "星澜科技",
            "木棉物流",
            "青柚设计",
            "澜跃互娱",
            "远岫建筑",
            "南栖咨询",
            "Corvana",
            "Nexaro",
            "Quillstone",
            "Halvorsen Marine",
            "Thornbury Studio",
            "Velamar",
        ],
        "one": {
            "zh": ["我在{x}上班，{k}年了", "说起来我是{x}的员工"],
            "en": ["I work at {x}, {k} years now", "My employer is {x}"],
            "mix": ["我在{x}上班，{k} years 了"],
        },
        "ask": ("@{n} 你在哪家公司上班？", "@{n} where do you work?"),
        "report": ("@{n} 你是在{x}上班吧？", "@{n} you work at {x}, don't you?"),
        "split": ("我上班的公司是", "I work at"),
        "around": {
            "zh": ["公司邮件又来了{k}0封", "一想到上班就头大"],
            "en": ["{k}0 work emails waiting, not opening them", "trying not to think about work"],
        },
        "passing": {
            "zh": ["上班哪有走路快乐", "好多人辞职来走步道"],
            "en": ["work can wait", "half the hikers here quit their jobs"],
        },
        "notice": (
            "【通知】{n}{d}号要回{x}上班，得提前到奥克兰，大家帮忙留意顺风车",
            "[Notice] {n} is due back at {x} on the {d}th and needs a lift north; any leads?",
        ),
        "jl": ("#接龙 下山后回哪上班", "#接龙 where you're heading back to work"),
        "relay": ("帮我跟{x}说一声，{d}号前回邮件", "Tell {x} I'll answer emails by the {d}th."),
        "box": None,
        "kw": ("谁在{x}上班？", "Who works at {x}?"),
        "part": ("{n}在哪家公司上班？", "Which company does {n} work for?"),
        "para": {
            "zh": [
                "{n}的饭碗端在哪个单位？",
                "{n}领的是哪家雇主的薪水？",
                "{n}平时给哪个老板打工？",
            ],
            "en": [
                "Who signs {n}'s paycheque?",
                "Which firm has {n} on its payroll?",
                "Whose salary slips bear {n}'s name?",
            ],
        },
        "detail": [
            ("{n}在公司的工号是多少？", "What's {n}'s staff number?", ["工号", "staff number"])
        ],
        "value": ("{n}在{y}上班吗？", "Does {n} work at {y}?"),
    },
    "series": {
        "who": "all",
        "words": ["剧", "series", "show", "watch", "追"],
        "vals": [
            "南城旧案",
            "云上书院",
            "春江夜行",
            "旧港风云",
            "青石巷",
            "雁回关",
            "Caddis Point",
            "Brennfield",
            "Saltmere",
            "Kestler",
            "Dunmore Road",
            "Lowmoor",
        ],
        "one": {
            "zh": ["我最近在追《{x}》，一晚上看了{k}集", "最近在追《{x}》，更新太慢了"],
            "en": ["Currently bingeing {x}, {k} in one night", "{x} is my show at the moment"],
            "mix": ["最近在追《{x}》，plot twist 太多了"],
        },
        "ask": ("@{n} 你最近在追什么剧？", "@{n} what show are you watching?"),
        "report": ("@{n} 你在追《{x}》吧？", "@{n} you're watching {x}, aren't you?"),
        "split": ("最近在追的剧是", "the show I'm hooked on:"),
        "around": {
            "zh": ["追剧追到{h}点", "等更新等得心急"],
            "en": ["stayed up till {h} watching my show", "waiting for the next drop is torture"],
        },
        "passing": {
            "zh": ["下雨天最适合追剧", "青旅的电视只有{k}个台"],
            "en": ["rain days are for watching shows", "the hostel TV gets {k} stations"],
        },
        "notice": (
            "【通知】请不要在群里剧透，{n}还在追《{x}》",
            "[Notice] No spoilers please, {n} is only halfway through {x}.",
        ),
        "jl": ("#接龙 雨天追剧推荐", "#接龙 rainy-day shows"),
        "relay": ("别剧透《{x}》！出山再看", "No {x} spoilers till I'm out!"),
        "box": None,
        "kw": ("谁在追《{x}》？", "Who is bingeing {x}?"),
        "part": ("{n}最近在追什么剧？", "Which series is {n} watching?"),
        "para": {
            "zh": [
                "{n}每天盼着更新的是哪部电视节目？",
                "{n}熬夜盯着屏幕看的连续剧叫啥？",
                "{n}沉迷的那个故事片集是哪部？",
            ],
            "en": [
                "Which programme keeps {n} glued to a screen?",
                "Which box set has {n} staying up late?",
                "What drama does {n} follow episode after episode?",
            ],
        },
        "detail": [
            (
                "{n}追的那部剧一共多少集？",
                "How many episodes does {n}'s series have?",
                ["多少集", "episode"],
            )
        ],
        "value": ("{n}在追《{y}》吗？", "Is {n} bingeing {y}?"),
    },
    "vlog": {
        "who": "all",
        "words": ["频道", "channel", "vlog", "视频", "video"],
        "vals": [
            "拾步笔记",
            "雾里行舟",
            "慢走星球",
            "野径日记",
            "赶路的云",
            "背包里的海",
            "Slowboots",
            "Tussockcast",
            "Wanderquill",
            "Bootprint Daily",
            "Kilometre Kid",
            "Gravelgrin",
        ],
        "one": {
            "zh": ["我的频道叫{x}，每周更新{k}条", "顺便宣传下我的频道：{x}"],
            "en": [
                "My channel is called {x}, {k}0 videos so far",
                "Shameless plug: my channel is {x}",
            ],
            "mix": ["我的 vlog 频道叫{x}，求关注"],
        },
        "ask": ("@{n} 你的频道叫什么？", "@{n} what's your channel called?"),
        "report": ("@{n} 你的频道是{x}吧？", "@{n} your channel's {x}, right?"),
        "split": ("我的频道名字是", "channel name is"),
        "around": {
            "zh": ["今天剪了{k}分钟的视频", "视频传了两个小时还没传完"],
            "en": ["edited {k} minutes of footage tonight", "upload stuck at {k}0 percent"],
        },
        "passing": {
            "zh": ["走步道的博主好多", "青旅网速传不了视频"],
            "en": ["so many trail vloggers this year", "hostel wifi can't handle video uploads"],
        },
        "notice": (
            "【通知】{n}的频道{x}今晚{h}点直播，大家去捧场",
            "[Notice] {n} goes live on {x} at {h} tonight.",
        ),
        "jl": ("#接龙 频道互关", "#接龙 channel follow list"),
        "relay": (
            "帮我在{x}发个动态：还活着，已走{km}公里",
            "Post on {x} for me: alive, {km} km done.",
        ),
        "box": None,
        "kw": ("谁的频道叫{x}？", "Whose channel is called {x}?"),
        "part": ("{n}的频道叫什么？", "What's {n}'s channel called?"),
        "para": {
            "zh": [
                "{n}在网上发视频用的账号名是啥？",
                "{n}拍的旅途影像发布在哪个号上？",
                "想看{n}的短片该搜什么名字？",
            ],
            "en": [
                "Where can one find {n}'s clips?",
                "What handle does {n} publish footage under?",
                "Under what name does {n} post films online?",
            ],
        },
        "detail": [
            (
                "{n}的频道有多少粉丝？",
                "How many followers does {n}'s channel have?",
                ["粉丝", "follower"],
            )
        ],
        "value": ("{n}的频道叫{y}吗？", "Is {n}'s channel called {y}?"),
    },
}
KINDS = list(TOPICS)
FOREIGN_HOME = ("Rostock", "Annecy", "Tromso", "Gdynia", "Timaru")  # not a Chinese member's
HOME_OF = {
    "Henrik": "Rostock",
    "Lukas": "Rostock",
    "Margaux": "Annecy",
    "Ingrid": "Tromso",
    "Tomasz": "Gdynia",
    "Wiremu": "Timaru",
    "Pippa": "Timaru",
}


# -- the group's ordinary talk ------------------------------------------------------------
# Pools by what the speaker is doing: (zh, en, mix) lists. Fills: {k} a small count, {n2} a
# day's km, {km} the speaker's trail km, {e} metres of climb, {t} degrees, {w} wind, {mm}
# rain, {p} dollars or yuan, {h} an hour, {pct} a percentage, {c} a river's flow, {town} and
# {range} where the speaker is or is going, {who} a hiker of theirs.
Pool = dict[str, list[str]]
CAMP: Pool = {
    "zh": [
        "今天走了{n2}公里，腿废了",
        "到营地了，今天爬升{e}米",
        "今晚住小屋，{k}个人挤一间",
        "沙蝇太多了，被咬了{n2}个包",
        "下午下了{k}个小时的雨",
        "脚上又起了{k}个水泡",
        "终于有一格信号了",
        "今天过了{k}次河，鞋一直是湿的",
        "晚上{t}度，冷",
        "明天计划走{n2}公里",
        "今天遇到{k}个北上的徒步者",
        "水源点干了，背了{k}升水上来",
        "天还没黑就困了",
        "山脊上风大到站不稳",
        "路标太少，绕了{k}公里冤枉路",
        "营地旁边就是河，水声好大",
        "今天的泥没过脚踝",
        "晚霞绝了，可惜信号只够发字",
        "小屋登记本上写了我们的名字",
        "明天有个{e}米的大爬升，早点睡",
    ],
    "en": [
        "Made camp, {n2} km today",
        "Hut tonight, {k} of us squeezed in",
        "sandflies are out of control",
        "{k} river crossings today, feet never dry",
        "{e} m of climbing and my legs are done",
        "one bar of signal on the ridge, hi all",
        "{t}°C in the hut already",
        "aiming for {n2} km tomorrow",
        "met {k} northbounders today",
        "carried {k} litres up for the dry stretch",
        "hiker midnight and I'm ready for it",
        "the wind on the tops was wild",
        "missed a marker and added {k} km",
        "camped by the river, it's loud",
        "mud up to the ankles all afternoon",
        "big climb tomorrow, {e} m, early night",
        "signed the hut book for all of us",
    ],
    "mix": [
        "今天{n2}公里，sandflies 太狠了",
        "营地到了，views 绝了",
        "hut 里{k}个人，挤",
        "明天 big climb，{e}米",
        "脚上 blister 又多了{k}个",
        "今晚{t}度，cold",
    ],
}
CAMP_RE: Pool = {
    "zh": [
        "注意安全",
        "辛苦了",
        "加油！",
        "早点睡",
        "太强了",
        "膝盖还好吗",
        "多喝水",
        "羡慕",
        "好好休息",
        "明天顺利",
    ],
    "en": [
        "nice one",
        "legend",
        "stay safe",
        "rest up",
        "get some sleep",
        "brutal",
        "go you",
        "sounds epic",
        "respect",
    ],
    "mix": ["加油 legend", "辛苦了 rest up", "stay safe 啊", "太强了 respect"],
}
TOWN: Pool = {
    "zh": [
        "青旅床位{b}纽币一晚",
        "洗衣服排队排了{k}台",
        "超市补给花了{p}纽币",
        "汉堡吃了{k}个，还饿",
        "今天零日，躺一天",
        "镇上就一家超市",
        "搭便车{k}分钟就搭上了",
        "鞋底磨平了，换新的要2{n2}纽币",
        "在咖啡馆充电，{pct}%了",
        "洗完澡感觉重新做人",
        "邮局下午{k}点关门，差点没拿到箱子",
        "镇上的披萨{b}纽币一个，值",
        "体重轻了{k}公斤",
    ],
    "en": [
        "hostel bunk is {b} dollars",
        "laundry queue is {k} machines deep",
        "spent {p} dollars on resupply",
        "zero day, not moving",
        "hitched in after {k} minutes",
        "charging everything at the café, {pct}%",
        "new shoes cost 2{n2} bucks, ouch",
        "one supermarket and it shuts at {h}pm",
        "post office closes at {k}pm, made it just in time",
        "lost {k} kg so far apparently",
        "the pie shop here is worth the whole section",
    ],
    "mix": ["zero day 躺平", "resupply 花了{p}纽币", "青旅 bunk {b}纽币"],
}
TOWN_RE: Pool = {
    "zh": ["好好休息", "吃顿好的", "多吃点", "羡慕能洗澡", "好好睡一觉"],
    "en": ["enjoy town", "eat everything", "enjoy the shower", "rest those legs"],
    "mix": ["好好休息 enjoy", "吃顿好的 eat everything"],
}
ARRIVE: Pool = {
    "zh": ["到{town}了！先去洗澡", "终于到{town}了"],
    "en": ["Made it to {town}! Shower first, then food", "{town} at last"],
    "mix": ["到{town}了，shower 第一"],
}
MORNING_RE: Pool = {
    "zh": ["注意安全", "加油！", "一路顺利", "出发！"],
    "en": ["have a good one", "go well", "stay safe"],
    "mix": ["加油 go well"],
}
MORNING_OUT: Pool = {
    "zh": ["出发了，今天目标{n2}公里", "早，{t}度，出发", "收拾好了，进山", "吃完早饭出发"],
    "en": [
        "heading out, {n2} km planned",
        "off we go, {t}°C",
        "packed and walking",
        "early start today",
    ],
    "mix": ["出发了 let's go", "早，{t}度，walking"],
}
HOME: dict[str, Pool] = {
    "泽妈": {
        "zh": [
            "成都今天1{t}度，下雨",
            "今天买菜花了{b}块",
            "你们注意安全啊",
            "新西兰那边现在几点了",
            "看到照片了，晒黑了",
            "记得多吃点",
            "跳了{k}0分钟的操",
            "今天降温了，只有{t}度",
            "[语音]",
            "楼下的桂花谢了",
            "今天包了{n2}个饺子",
            "菜市场的橘子{k}块一斤",
        ],
        "en": [],
        "mix": ["OK 好的"],
    },
    "小霜": {
        "zh": [
            "上海今天{t}度，冻死",
            "加班到{h}点",
            "地铁挤了{k}站",
            "周末去看了个展",
            "刚下班",
            "点了个外卖{b}块",
            "又是忙到飞起的一天",
            "开了{k}个会",
            "今天降温了，羽绒服穿上了",
        ],
        "en": ["long day", "finally home"],
        "mix": ["今天 meeting 开了{k}个", "加班 again", "周五 finally", "外卖到了 yummy"],
    },
    "Wiremu": {
        "zh": [],
        "en": [
            "Wellington wind at {w} km/h today, classic",
            "bounce boxes all packed",
            "can do a pickup from the ferry at {h}",
            "garden's going mad with all the rain",
            "spare room is free from Friday",
            "ferry's running normally today",
            "posted {k} boxes this morning",
            "the harbour looks like glass for once",
            "rugby on tonight if anyone's in town",
        ],
        "mix": [],
    },
    "Pippa": {
        "zh": [],
        "en": [
            "physio says {k} more weeks",
            "walked {k} km on the foot today, no pain",
            "tracker map updated",
            "jealous of all of you",
            "café shift done",
            "booked a scan for Thursday",
            "Auckland is 2{t}°C and humid",
            "the boot comes off in {k} weeks",
        ],
        "mix": ["physio 说还要{k}周"],
    },
    "Lukas": {
        "zh": [],
        "en": [
            "Munich is {t}°C and grey",
            "it's early here, coffee first",
            "snow forecast for the weekend",
            "long day at work",
            "Christmas market opens soon",
            "watching the tracker with my coffee",
        ],
        "mix": [],
    },
}
HOME_RE: Pool = {
    "zh": ["哈哈", "注意身体", "是啊", "辛苦", "好冷", "抱抱"],
    "en": ["haha", "oh nice", "ugh", "same", "hang in there", "sounds lovely"],
    "mix": ["哈哈 same", "好冷 brr"],
}
WEATHER: Pool = {
    "zh": [
        "明天有雨，{mm}毫米",
        "山上风速{w}公里每小时",
        "气象局发了大风预警",
        "这周大部分是晴天",
        "河水涨了，流量{c}立方米每秒",
        "明早零下{t}度，注意保暖",
    ],
    "en": [
        "MetService says {mm} mm tomorrow",
        "gusts to {w} km/h on the tops",
        "heavy rain watch for the weekend",
        "clear all week apparently",
        "river flow at {c} cumecs, too high to cross",
        "frost tonight, -{t}°C in the valleys",
    ],
    "mix": ["明天 {mm} mm 的雨", "风速{w}，crazy"],
}
WEATHER_RE: Pool = {
    "zh": ["收到", "好的", "谢谢提醒", "那我明天晚点出发"],
    "en": ["thanks", "noted", "good to know", "will wait it out"],
    "mix": ["收到 thanks", "好的 noted"],
}
ATQ: list[tuple[str, str, str, str]] = [  # (zh question, zh answer, en question, en answer)
    ("@{m} 你那边有信号吗？", "有，{k}格", "@{m} got signal there?", "{k} bars, barely"),
    (
        "@{m} 膝盖还疼吗？",
        "好多了，今天走了{n2}公里",
        "@{m} how's the knee?",
        "better, {n2} km today no pain",
    ),
    ("@{m} 到哪了？", "{km}公里处", "@{m} where are you now?", "km {km}"),
    (
        "@{m} 明天走多少？",
        "{n2}公里左右",
        "@{m} plan for tomorrow?",
        "{n2} km if the weather holds",
    ),
    ("@{m} 吃了吗", "吃了吃了", "@{m} eaten yet?", "just now"),
    ("@{m} 那边冷吗", "{t}度，还行", "@{m} cold where you are?", "{t}°C, fine"),
    ("@{m} 要不要帮你寄东西", "不用啦，谢谢", "@{m} need anything posted?", "all good, thanks"),
    ("@{m} 还在线吗", "在的", "@{m} still up?", "yep, for a bit"),
]
WHEREABOUTS = {"泽妈": "阿泽", "小霜": "岚姐", "Lukas": "Henrik"}  # whom they ask after
WHERE_Q = {"泽妈": "阿泽今天走到哪了？", "小霜": "我妈到哪了？", "Lukas": "where's Henrik at now?"}
WHERE_A: Pool = {
    "zh": ["{km}公里，在{place}附近", "看定位在{km}公里处", "{place}那边，{km}公里"],
    "en": ["km {km}, near {place}", "tracker has them at km {km}", "{place}, km {km}"],
    "mix": ["tracker 显示{km}公里"],
}
REPEAT: Pool = {
    "zh": ["加油！", "注意安全！", "哈哈哈哈哈", "冲", "羡慕", "好美"],
    "en": ["legend", "+1", "stay safe!", "go go go"],
    "mix": ["加油 legend"],
}
PICTURE: Pool = {
    "zh": [
        "[图片]",
        "[图片] 今天的风景",
        "[图片][图片]",
        "[图片] 小屋",
        "[图片] 补给",
        "[图片] 河边",
        "[表情]",
    ],
    "en": [
        "[图片] view from the top",
        "[图片] the trail",
        "[图片] the hut",
        "[图片] river crossing",
    ],
    "mix": ["[图片] 绝美 view"],
}
PICTURE_HOME: Pool = {
    "zh": ["[图片]", "[图片] 今天的晚饭", "[图片] 楼下的银杏", "[表情]", "[图片] 下班路上"],
    "en": ["[图片]", "[图片] the harbour", "[图片] dinner", "[图片] frost on the car"],
    "mix": ["[图片] 今天的 view"],
}
PICTURE_RE: Pool = {
    "zh": ["好美！", "绝了", "壁纸", "[表情]", "哇"],
    "en": ["wow", "stunning", "unreal"],
    "mix": ["绝了 wow"],
}
MORNING: Pool = {
    "zh": ["早", "早上好", "早安", "早啊大家"],
    "en": ["morning all", "morning!", "gm"],
    "mix": ["早 morning"],
}
NIGHT: Pool = {
    "zh": ["晚安", "睡了睡了", "晚安各位"],
    "en": ["night all", "gn", "off to bed"],
    "mix": ["晚安 gn"],
}
ENTER: Pool = {
    "zh": ["进{range}了，大概{k}天没信号，{town}见", "要进山了，预计{k}天后出来，有事找{who}"],
    "en": [
        "Heading into {range}, about {k} days without signal. See you in {town}.",
        "Going dark for {k} days, {who} has my satellite texts",
    ],
    "mix": ["进{range}了，{k} days no signal，{town}见"],
}
EXIT: Pool = {
    "zh": ["出山了！{k}天没洗澡", "终于有信号了，{k}天没看群", "活着出来了"],
    "en": [
        "Back in signal after {k} days!",
        "Out of {range}, alive and starving",
        "{k} days of messages to catch up on",
    ],
    "mix": ["出山了 alive", "有信号了！{k} days 没看群"],
}
EXIT_RE: Pool = {
    "zh": ["终于出来了", "欢迎回来", "担心死了", "平安就好"],
    "en": ["welcome back!", "phew", "good to hear from you"],
    "mix": ["欢迎回来 welcome back"],
}
ACK: Pool = {
    "zh": ["收到", "收到👌", "好的", "明白"],
    "en": ["noted", "got it", "👍", "thanks for this"],
    "mix": ["收到 thanks"],
}
ROUTINE_RELAY: Pool = {
    "zh": [
        "平安，今天{n2}公里，住小屋",
        "一切正常，明天过河",
        "平安，风大",
        "到营地了，{k}个人一起",
        "平安，下了一天雨",
    ],
    "en": [
        "All good, {n2} km today, hut tonight",
        "Safe. River low, crossing tomorrow",
        "All fine, wet but happy",
        "Camp at {km}, {k} others here",
    ],
    "mix": [],
}
FOODS: Pool = {
    "zh": [
        "燕麦{k}包",
        "泡面{k}包",
        "能量棒{n2}根",
        "花生酱{k}罐",
        "奶粉{k}袋",
        "巧克力{k}块",
        "卷饼{n2}张",
        "电解质{k}条",
        "坚果{k}袋",
        "芝士{k}块",
    ],
    "en": [
        "oats ×{k}",
        "instant noodles ×{k}",
        "bars ×{n2}",
        "peanut butter ×{k}",
        "milk powder ×{k}",
        "chocolate ×{k}",
        "tortillas ×{n2}",
        "electrolytes ×{k}",
        "nuts ×{k}",
        "cheese ×{k}",
    ],
    "mix": [],
}
LONG_TRAIL: Pool = {
    "zh": [
        "今天从{town}出发，",
        "一共走了{n2}公里，爬升{e}米，",
        "中午在河边吃了{k}个卷饼，",
        "下午的路全是泥，",
        "遇到{k}个北上的徒步者，聊了半天，",
        "晚上住的小屋有{k}个床位，",
        "明天打算早点出发，",
        "膝盖还行，脚上贴了{k}块胶布，",
        "水源点都有水，",
        "风一直很大，",
        "看到了特别漂亮的山谷，",
        "补给还剩{k}天的量，",
    ],
    "en": [
        "Left {town} early, ",
        "{n2} km in the end with {e} m of climbing, ",
        "lunch by the river, ",
        "the afternoon was all mud, ",
        "met {k} northbounders and chatted for ages, ",
        "the hut tonight has {k} bunks, ",
        "plan is an early start tomorrow, ",
        "knees are fine, {k} plasters on the feet, ",
        "water sources all flowing, ",
        "wind all day, ",
        "a valley I'll remember for years, ",
        "{k} days of food left, ",
    ],
}
LONG_HOME: Pool = {
    "zh": [
        "今天上午去了趟超市，",
        "菜价又涨了，",
        "下午在家收拾屋子，",
        "晚上看了会儿电视，",
        "楼下邻居问起你们，",
        "天气越来越冷了，",
        "今天走了{k}千步，",
        "单位里事情多，",
        "周末打算去看看爸妈，",
        "最近睡得早，",
    ],
    "en": [
        "work was hectic today, ",
        "went for a walk along the waterfront, ",
        "the weather turned again, ",
        "cooked a big pot of soup, ",
        "the neighbours asked after you all, ",
        "spent the evening sorting parcels, ",
        "got an early night yesterday, ",
        "{n2} thousand steps today, ",
        "the weekend is looking busy, ",
    ],
}
SPECIAL: dict[int, dict[str, list[str]]] = {
    1: {
        "en": [
            "fireworks going off all over Wellington",
            "Guy Fawkes, the dog is hiding under the bed",
            "can hear fireworks from the campsite",
        ],
        "zh": ["外面在放烟花，今天是什么节？", "镇上好多烟花"],
    },
    7: {
        "zh": ["双十一买了{k}件衣服", "购物车清空了，花了{p}块", "双十一快递已经在路上了"],
        "en": [],
    },
    15: {
        "en": [
            "red warning for the Tararuas tomorrow, {mm} mm forecast",
            "stay put if you're in town tomorrow",
        ],
        "zh": ["明天塔拉鲁瓦山区红色暴雨预警", "在镇上的明天别出发了"],
    },
    16: {
        "zh": ["雨太大了，窗外全是水", "河水暴涨，流量{c}立方米每秒"],
        "en": [
            "rain is biblical",
            "river is at {c} cumecs and rising",
            "hut is full of wet hikers",
        ],
    },
    17: {"zh": ["雨小点了", "还在下，明天应该停"], "en": ["rain easing", "one more day of this"]},
    21: {"en": ["Christmas market opened today, Glühwein is {k} euros"], "zh": []},
    30: {
        "en": ["sailings cancelled tomorrow, {w} km/h in the strait", "no ferries Thursday"],
        "zh": ["明天渡轮停航了", "海峡风太大，明天不开船"],
    },
    33: {"zh": ["今天大雪节气，北方都下雪了", "大雪了，吃碗羊肉汤"], "en": []},
}


# -- questions about nothing ----------------------------------------------------------------
NOBODY: list[tuple[str, str, list[str]]] = [  # things nobody did: (zh, en, answering words)
    ("谁被马蜂蛰了？", "Who got stung by wasps?", ["马蜂", "wasp"]),
    ("谁在海边看到了鲸鱼？", "Who saw a whale from the coast?", ["鲸", "whale"]),
    ("谁去蹦极了？", "Who went bungy jumping?", ["蹦极", "bungy", "bungee"]),
    ("谁把护照弄丢了？", "Who lost a passport?", ["护照", "passport"]),
    ("谁钓到了鳟鱼？", "Who caught a trout?", ["鳟鱼", "trout"]),
    ("谁中了彩票？", "Who won the lottery?", ["彩票", "lottery"]),
    ("谁去纹身了？", "Who got a tattoo?", ["纹身", "tattoo"]),
    ("谁去跳伞了？", "Who went skydiving?", ["跳伞", "skydiv"]),
    ("谁是坐直升机出山的？", "Who got flown out by helicopter?", ["直升机", "helicopter"]),
    ("谁的车被拖走了？", "Whose car got towed?", ["拖走", "towed"]),
    ("谁在山顶求婚了？", "Who proposed on a summit?", ["求婚", "propos"]),
    ("谁被罚了超速？", "Who got a speeding ticket?", ["超速", "speeding"]),
    ("谁在山里迷路报警了？", "Who called search and rescue?", ["报警", "search and rescue"]),
    ("谁被狗咬了？", "Who got bitten by a dog?", ["狗咬", "bitten"]),
    ("谁摔断了手腕？", "Who broke a wrist?", ["手腕", "wrist"]),
    ("谁在海滩见到了企鹅？", "Who met a penguin on the beach?", ["企鹅", "penguin"]),
    ("谁食物中毒了？", "Who got food poisoning?", ["中毒", "poisoning"]),
    ("谁的背包被偷了？", "Whose pack got stolen?", ["被偷", "stolen"]),
]
# what a member might send the bot: how-tos, sums, translations, drafts, greetings; no member
# named and nothing about the group's past
CHATTER = [
    "水泡要不要挑破？",
    "怎么预防沙蝇叮咬？",
    "过河的时候背包扣要不要解开？",
    "失温的早期症状有哪些？",
    "一公里等于多少英里？",
    "30英里是多少公里？",
    "每天走30公里大概要消耗多少热量？",
    "帮我算一下：每天25公里，还剩480公里，要走几天？",
    "新西兰比北京快几个小时？",
    "怎么用英语说“借过一下”？",
    "“搭便车”英语怎么说？",
    "帮我翻译：请问去镇上的车几点发？",
    "帮我写一段感谢信，给帮我们寄补给的朋友",
    "写一首关于山谷的小诗",
    "推荐几种轻便又顶饿的零食",
    "户外炉头在室内能用吗？",
    "怎么打一个牢固的帐篷风绳结？",
    "高海拔烧水为什么不容易开？",
    "晒伤了怎么处理？",
    "膝盖下坡疼怎么缓解？",
    "徒步鞋一般能穿多少公里？",
    "怎么判断河水能不能过？",
    "下雨天怎么让衣服干得快一点？",
    "脚踝扭了要冰敷还是热敷？",
    "早上好呀",
    "晚安",
    "谢谢你",
    "讲个笑话吧",
    "今天适合做什么运动？",
    "怎么做一个简单的行程表？",
    "帮我列一个五天的补给清单",
    "净水片和过滤器哪个好？",
    "登山杖的长度怎么调？",
    "怎么在野外找北？",
    "紫外线指数8是什么意思？",
    "防晒霜要多久补涂一次？",
    "怎么给手机省电？",
    "充电宝能带上渡轮吗？",
    "帮我把这段话改得礼貌一点：明天能来接我吗",
    "睡不着怎么办？",
    "帮我想个徒步小队的队名",
    "什么是零日？",
    "新西兰的圣诞节一般怎么过？",
    "给妈妈报平安的话怎么写比较暖？",
    "推荐一个拉伸小腿的动作",
    "怎么煮米饭不糊锅？",
    "用英语写一张感谢卡",
    "冻疮和冻伤有什么区别？",
    "脱水的时候喝什么比较好？",
    "你好",
    "How do I treat a blister on the heel?",
    "What's a good stretch for tight calves?",
    "How many calories are in a tablespoon of peanut butter?",
    "Convert 42 miles to kilometres",
    "How do I say 'thank you for the ride' in Chinese?",
    "Write a short thank-you note to a trail angel",
    "What's the best way to dry socks overnight?",
    "How cold is too cold for a summer quilt?",
    "Give me a haiku about rain on a tent",
    "What are signs of hypothermia?",
    "How do I cross a river safely?",
    "Is it safe to drink stream water without treating it?",
    "Suggest a dinner that cooks in five minutes",
    "What's the time difference between Munich and Auckland?",
    "How long does it take to walk 20 km with a heavy pack?",
    "What does 'tramping' mean?",
    "Help me plan a rest day",
    "Good morning!",
    "Good night",
    "Thanks a lot",
    "Tell me a joke",
    "How do I keep my phone battery alive in the cold?",
    "What's a good podcast for long walks?",
    "How do I tape my toes to stop rubbing?",
    "Translate 'where is the bus stop' into Chinese",
    "What's the difference between a hut and a bivvy?",
    "Recommend an easy knot for a clothesline",
    "How much water should I drink on a hot day?",
    "Explain UV index in one sentence",
    "Draft a polite email asking for more leave",
    "What should go in a basic first aid kit?",
    "How do I make instant noodles taste better?",
    "Why do my legs cramp at night?",
    "Give me three ideas for a rainy afternoon",
    "How do I pronounce Whanganui?",
    "What's a good name for a hiking playlist?",
    "Is it rude to hitchhike in New Zealand?",
    "Write a limerick about mud",
    "How do I fold a map properly?",
    "What's a zero day?",
    "hi there",
    "Can you help me with some maths?",
    "What is 17% of 240?",
    "今天该穿几层衣服？",
    "帮我规划一个休息日",
    "雨天徒步要注意什么？",
]
PAST = re.compile(
    r"说过|之前|以前|谁|那天|上次|昨天|前天|记得|刚才|提过|聊过|\bwho\b|whose|said|"
    r"\bago\b|before|last time|yesterday|earlier|remember|mention|told|\bdid\b|"
    r"\bwas\b|\bwere\b",
    re.I,
)

# -- languages and shared words -------------------------------------------------------------
HAN = re.compile(r"[\u4e00-\u9fff]")
LATIN = re.compile(r"[A-Za-z]{2,}")
IMG = re.compile(r"\[(?:图片|表情|语音|视频)\]")
QUOTE = re.compile(r"^\[回复 [^\n]*?\]\n")
STOP = frozenset(
    """a an the is are am be been being do does did doing what which who whom whose
where when why how of in on at to for with by from and or but it its this that these those i my
me mine you your he his him she her they their them we our us up out off into about as has have
had not no so if then than there here all any some just again get got will would can could s t
re ve ll d m""".split()
)


@functools.lru_cache(maxsize=4096)
def _drop_re(drop: tuple[str, ...]) -> re.Pattern[str] | None:
    words = sorted({d for d in drop if d}, key=lambda d: (-len(d), d))
    return re.compile("|".join(map(re.escape, words)), re.I) if words else None


def _cut(text: str, drop: tuple[str, ...]) -> str:
    """`text` with every string of `drop` (the longest first, any case) made a space."""
    pat = _drop_re(drop)
    return pat.sub(" ", text) if pat else text


def _lang(text: str, drop: tuple[str, ...] = (), detail: str = "") -> str:
    """A line's language: "mix" with Chinese and a Latin word both, "en" with Latin words
    only, "zh" otherwise; names and `drop`, image markers and a reply's quote cut out first.
    A line that is `detail` and nothing else takes the detail's script."""
    t = _cut(IMG.sub(" ", QUOTE.sub("", text)), (*drop, detail))
    han, latin = bool(HAN.search(t)), bool(LATIN.search(t))
    if han and latin:
        return "mix"
    if latin:
        return "en"
    if not han and detail:
        return "zh" if HAN.search(detail) else "en"
    return "zh"


def _content(text: str, drop: tuple[str, ...]) -> tuple[set[str], set[str]]:
    t = _cut(text, drop)
    words = {stem(w) for w in re.findall(r"[a-z]+", t.lower()) if len(w) > 1 and w not in STOP}
    return words, pairs(t)


def _shares(q: str, text: str, drop: tuple[str, ...]) -> bool:
    """Whether a question shares an English content word (stemmed) or two Chinese
    characters in a row with a line, `drop` (names, the detail, a wrong value) aside."""
    qa, qb = _content(q, drop)
    ta, tb = _content(text, drop)
    return bool(qa & ta or qb & tb)


# -- writing the conversation -------------------------------------------------------------
TERSE: Pool = {
    "zh": ["{x}", "{x}呀", "是{x}", "{x}～", "{x}，咋了", "{x}哈哈"],
    "en": ["{x}", "{x} :)", "it's {x}", "{x}, why?", "{x} haha", "oh, {x}"],
}
LATE_TRAIL: Pool = {
    "zh": ["刚出山才看到 @{a} {t}", "@{a} 才有信号，{t}"],
    "en": ["@{a} back in signal, {t}", "just out of the hills @{a} {t}"],
}
LATE_HOME: Pool = {
    "zh": ["刚看到 @{a} {t}", "@{a} 才看到消息，{t}"],
    "en": ["@{a} just saw this, {t}", "sorry, was asleep @{a} {t}"],
}
CORRECT: Pool = {
    "zh": ["打错了，是{x}，不是{y}", "更正一下：{x}，不是{y}", "说错了，{x}才对，不是{y}"],
    "en": ["correction: {x}, not {y}", "sorry, I meant {x}, not {y}", "typo: {x}, not {y}"],
}
SPLIT2: Pool = {"zh": ["{x}", "{x}！", "就是{x}"], "en": ["{x}", "{x}!", "{x}, fyi"]}
PUSH: Pool = {"zh": ["然后呢", "说呀", "？"], "en": ["and?", "go on", "?"]}
CONFIRM: Pool = {
    "zh": ["对", "是的", "没错", "嗯，就是", "对对对"],
    "en": ["yep", "yes!", "that's the one", "correct", "yup"],
}
JL_FILL: Pool = {
    "zh": ["还没想好", "待定", "随便", "都行", "到时候看", "跳过"],
    "en": ["not sure yet", "pass", "tbc", "anything", "skip me", "no idea"],
}
EN_TAGS = [" lol", " haha", " omg", " tbh", " btw"]
ZH_TAGS = [" 哈哈", " 啊啊啊", " 好吧", " 绝了"]
RELAY_ZH = "【卫星消息】{n} {m}月{dd}日 {hh:02d}:{mi:02d} · {km}公里：{body}"
RELAY_EN = "[inReach] {n} · {mon} {dd} {hh:02d}:{mi:02d} · km {km}: {body}"
RELAY_ZH_RE = re.compile(
    r"^【卫星消息】(\S+) (\d+)月(\d+)日 (\d\d):(\d\d) · (\d+)公里：(.+)$", re.S
)
RELAY_EN_RE = re.compile(
    r"^\[inReach\] (\S+) · (Nov|Dec) (\d+) (\d\d):(\d\d) · km (\d+): (.+)$", re.S
)
BOX_ZH_RE = re.compile(r"^【补给】(\S+)→(\S+)，(\d+)天的量：$")
BOX_EN_RE = re.compile(r"^\[Resupply\] (.+) → (.+), (\d+) days of food:$")
TRACK_RE = re.compile(r"^\[Tracker\] (Nov|Dec) (\d+) 21:00 · (.+)$")


# the template fields drawn as numbers: (low, high, multiplier)
SPANS: dict[str, tuple[int, int, int]] = {
    "k": (2, 9, 1),
    "n2": (12, 38, 1),
    "e": (3, 16, 100),
    "t": (1, 9, 1),
    "w": (45, 120, 1),
    "mm": (15, 140, 1),
    "p": (18, 240, 1),
    "h": (7, 11, 1),
    "pct": (8, 96, 1),
    "c": (40, 320, 1),
    "g": (780, 1490, 1),
    "b": (28, 48, 1),
}
_FIELDS: dict[str, tuple[str, ...]] = {}


def _fields(tpl: str) -> tuple[str, ...]:
    if tpl not in _FIELDS:
        _FIELDS[tpl] = tuple(dict.fromkeys(f for _, f, _, _ in string.Formatter().parse(tpl) if f))
    return _FIELDS[tpl]


def _poisson(rng: random.Random, lam: float) -> int:
    if lam <= 0:
        return 0
    k, p, limit = 0, rng.random(), math.exp(-lam)
    while p > limit:
        k += 1
        p *= rng.random()
    return k


def _pick_lang(rng: random.Random, who: str) -> str:
    _, _, _, p_en, p_mix = PEOPLE[who]
    r = rng.random()
    return "en" if r < p_en else "mix" if r < p_en + p_mix else "zh"


def _two(rng: random.Random, lang: str) -> int:
    """Which of a (zh, en) pair a line in `lang` takes; a mixed speaker takes either."""
    return {"zh": 0, "en": 1}.get(lang, rng.randrange(2))


def _line(rng: random.Random, pool: Pool, lang: str) -> str:
    if pool.get(lang):
        return rng.choice(pool[lang])
    if lang == "mix":  # a Chinese line with an English word tacked on, or the other way
        base = "zh" if pool.get("zh") and (not pool.get("en") or rng.random() < 0.5) else "en"
        return rng.choice(pool[base]) + rng.choice(EN_TAGS if base == "zh" else ZH_TAGS)
    other = "en" if lang == "zh" else "zh"
    return rng.choice(pool.get(other) or pool["mix"])


def _place(name: str, t: float, lang: str) -> str:
    rec = ITIN[name][_day(t)]
    if rec["town"] and (rec["kind"] == "zero" or _hour(t) >= (rec["arrive"] or 0)):
        return ZH_PLACE[rec["town"]] if lang == "zh" else rec["town"]
    sec = SECTIONS[_section(_km_at(name, t))]
    return sec[2] if lang == "zh" else sec[3]


class _Gen:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.recs: list[tuple[float, str, str, int, str]] = []

    def say(self, t: float, who: str, text: str, k: int = -1, role: str = "") -> None:
        self.recs.append((t, who, text, k, role))

    def fill(self, who: str, t: float, lang: str, need: tuple[str, ...]) -> dict[str, Any]:
        """The numbers and places a template asks for, drawn for `who` at t: a hiker's km,
        next town and next range are the itinerary's."""
        r = self.rng
        d = max(0, min(_day(t), NDAYS - 1))
        zh = lang == "zh"
        out: dict[str, Any] = {}
        for key in need:
            if key in SPANS:
                lo, hi, mul = SPANS[key]
                out[key] = r.randint(lo, hi) * mul
            elif key == "km":
                out[key] = _km_at(who, t) if who in HIKERS else r.randint(1200, 1990)
            elif key == "town":
                nxt = (
                    next(
                        (
                            e["town"]
                            for e in ITIN[who][d:]
                            if e["kind"] == "nero" and e["end"] > _km_at(who, t)
                        ),
                        "Wellington",
                    )
                    if who in HIKERS
                    else r.choice(["Wellington", "Havelock"])
                )
                out[key] = ZH_PLACE[nxt] if zh else nxt
            elif key == "range":
                sec = (
                    SECTIONS[_section(ITIN[who][min(d + 1, NDAYS)]["end"])]
                    if who in HIKERS
                    else SECTIONS[5]
                )
                out[key] = sec[2] if zh else sec[3]
            elif key == "d":
                out[key] = (_date(d) + dt.timedelta(days=r.randint(8, 30))).day
            elif key == "who":
                out[key] = CONTACT.get(who, ANGEL)
        return out

    def text(self, tpl: str, who: str, t: float, lang: str, **extra: Any) -> str:
        need = tuple(k for k in _fields(tpl) if k not in extra)
        return tpl.format(**self.fill(who, t, lang, need), **extra)


def _free(
    names: list[str], d: int, lo: float, hi: float, span: float, rng: random.Random
) -> float | None:
    """A time on day d, between the hours lo and hi, when all of `names` are online and
    stay online for `span` seconds."""
    a0, b0 = T0 + d * DAY + lo * HOUR, T0 + d * DAY + hi * HOUR
    spans = [(a0, b0)]
    for n in names:
        starts, ends = WIN[n]
        i = bisect.bisect_right(ends, a0)
        mine = []
        while i < len(starts) and starts[i] < b0:
            mine.append((starts[i], ends[i]))
            i += 1
        spans = [(max(a, c), min(b, e)) for a, b in spans for c, e in mine if max(a, c) < min(b, e)]
    spans = [(a + 2 * MINUTE, b - span - 2 * MINUTE) for a, b in spans if b - a > span + 5 * MINUTE]
    if not spans:
        return None
    total = sum(b - a for a, b in spans)
    x = rng.uniform(0, total)
    for a, b in spans:
        if x <= b - a:
            return round(a + x)
        x -= b - a
    return round(spans[-1][1])


def _online_at(t: float, but: tuple[str, ...] = ()) -> list[str]:
    return [m for m in MEMBERS if m not in but and _online(m, t)]


def _weight(name: str, t: float) -> float:
    w = PEOPLE[name][2]
    if name in HIKERS:
        rec = ITIN[name][_day(t)]
        w *= 1.5 if rec["kind"] == "zero" else 1.2 if rec["kind"] == "nero" else 0.8
    elif _local_hour(name, t) > 22.5:
        w *= 0.5
    return w


def _reads(m: str, lang: str) -> bool:
    """Whether a member reads a line in `lang`: 泽妈 and 老罗 no English, the foreigners no
    Chinese."""
    if lang == "en":
        return PEOPLE[m][3] + PEOPLE[m][4] >= 0.08
    if lang == "zh":
        return PEOPLE[m][3] < 0.9
    return True


def _side(rng: random.Random, a: str, b: str) -> str | None:
    """The language a puts a question to b in: one both read, a's own if it is one."""
    sides = [x for x in ("zh", "en") if _reads(a, x) and _reads(b, x)]
    if not sides:
        return None
    lang = _pick_lang(rng, a)
    return lang if lang in sides else rng.choice(sides)


def _someone(
    rng: random.Random, t: float, but: tuple[str, ...] = (), reads: str | None = None
) -> str | None:
    """One of those online at t (who read `reads`), the chattier the likelier."""
    cands = [m for m in _online_at(t, but) if reads is None or _reads(m, reads)]
    if not cands:
        return None
    return rng.choices(cands, [_weight(m, t) for m in cands])[0]


def _gap(rng: random.Random) -> float:
    return min(600.0, max(8.0, rng.lognormvariate(3.9, 0.8)))


# -- the facts ------------------------------------------------------------------------------
def _eligible(kind: str, name: str) -> bool:
    who = TOPICS[kind]["who"]
    return who == "all" or name in HIKERS or (who == "bird" and name in (ANGEL, BASE))


def _fits(f: dict[str, Any], shape: str) -> bool:
    if shape == "relay":
        return f["name"] in HIKERS
    if shape == "resupply":
        return f["name"] in HIKERS and TOPICS[f["kind"]]["box"] is not None
    if shape == "notice":  # the notices are about the walk: a hiker's
        return f["name"] in HIKERS
    return True


def _assign(rng: random.Random) -> list[tuple[str, str]]:
    """Six members a topic, each member five or six topics: the hikers' topics first."""
    order = sorted(KINDS, key=lambda k: {"hiker": 0, "bird": 1, "all": 2}[TOPICS[k]["who"]])
    for _ in range(500):
        cap = {m: 5 for m in MEMBERS}
        for m in rng.sample([m for m in MEMBERS if m in HIKERS], 4):
            cap[m] = 6
        out: list[tuple[str, str]] = []
        for kind in order:
            cands = [m for m in MEMBERS if _eligible(kind, m) and cap[m] > 0]
            rng.shuffle(cands)
            # the roomiest first, and a hiker last on a topic anyone may have: the five at
            # home can have no other kind, the hikers' own topics came first
            cands.sort(
                key=lambda m: -cap[m] + (0.5 if m in HIKERS and TOPICS[kind]["who"] == "all" else 0)
            )
            if len(cands) < 6:
                break
            for m in cands[:6]:
                cap[m] -= 1
                out.append((kind, m))
        else:
            if not any(cap.values()):
                return out
    raise RuntimeError("no assignment of members to topics")


def _facts(rng: random.Random) -> list[dict[str, Any]]:
    pairs_ = _assign(rng)
    facts: list[dict[str, Any]] = []
    used: list[str] = []
    for kind, name in pairs_:
        vals = TOPICS[kind]["vals"]
        p_en = PEOPLE[name][3] + 0.4 * PEOPLE[name][4]
        # the foreigners' values are Latin, 泽妈's and 老罗's Chinese, the others' either
        latin = not _reads(name, "zh") or (_reads(name, "en") and rng.random() < p_en + 0.15)
        pool = [v for v in vals if v.isascii() == latin and v not in used]
        if kind == "hometown":  # a Chinese member's home town is Chinese (or Zigong)
            own = HOME_OF.get(name)
            pool = (
                [own]
                if own and own not in used
                else [
                    v
                    for v in vals
                    if v not in used
                    and v not in FOREIGN_HOME
                    and (not v.isascii() or v == "Zigong")
                ]
                if not name.isascii()
                else [v for v in FOREIGN_HOME if v not in used]
            )
        pool = pool or [v for v in vals if v not in used]
        x = rng.choice(pool)
        used.append(x)
        facts.append({"kind": kind, "name": name, "uid": QQ[name], "detail": x})
    rng.shuffle(facts)
    for i, f in enumerate(facts):
        f["shape"] = SHAPES[i % len(SHAPES)]
    for f in facts:  # a shape dealt to a fact it does not fit is swapped with one that fits
        if _fits(f, f["shape"]):
            continue
        other = next(o for o in facts if _fits(o, f["shape"]) and _fits(f, o["shape"]))
        f["shape"], other["shape"] = other["shape"], f["shape"]
    for f in facts:  # one list a topic, or a second list would find everyone signed
        lists = [o["kind"] for o in facts if o["shape"] == "jielong" and o is not f]
        if f["shape"] == "jielong" and f["kind"] in lists:
            other = next(
                o
                for o in facts
                if o["shape"] != "jielong" and o["kind"] not in lists and _fits(f, o["shape"])
            )
            f["shape"], other["shape"] = other["shape"], f["shape"]
    for f in facts:
        if f["shape"] == "correction":
            vals = [v for v in TOPICS[f["kind"]]["vals"] if v not in used]
            same = [
                v
                for v in vals
                if v.isascii() == f["detail"].isascii()
                and (f["kind"] != "hometown" or (v in FOREIGN_HOME) == f["name"].isascii())
            ]
            f["earlier"] = rng.choice(same or vals)
            used.append(f["earlier"])
    return facts


def _topic(
    g: _Gen, f: dict[str, Any], key: str, lang: str, who: str, t: float, **extra: Any
) -> str:
    """A topic's line `key` in `lang` for fact f, said by `who` at t."""
    tp = TOPICS[f["kind"]][key]
    if isinstance(tp, dict):
        tpl = g.rng.choice(tp.get(lang) or tp["zh" if lang == "mix" else lang])
    else:
        tpl = tp[_two(g.rng, lang)]
    extra.setdefault("x", f["detail"])
    # "a Arvenna" reads wrong: "an" before a value starting with a vowel
    return re.sub(
        r"\b([Aa]) (?=[AEIOU][a-z])", r"\1n ", g.text(tpl, who, t, lang, n=f["name"], **extra)
    )


def _terse(g: _Gen, f: dict[str, Any], lang: str) -> str:
    return g.rng.choice(TERSE["en" if lang == "en" else "zh"]).format(x=f["detail"])


def _one(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n = f["name"]
    t = _free([n], d, 7, 23, 60, g.rng)
    if t is None:
        return False
    g.say(t, n, _topic(g, f, "one", _pick_lang(g.rng, n), n, t), k, "evidence")
    return True


def _asked(g: _Gen, k: int, f: dict[str, Any], d: int, quote: bool) -> bool:
    """Another member's @-question answered tersely within the hour ("answer", "reply")."""
    n, rng = f["name"], g.rng
    for a in rng.sample([m for m in MEMBERS if m != n], len(MEMBERS) - 1):
        side = _side(rng, a, n)
        t = _free([a, n], d, 7.5, 22.5, 40 * MINUTE, rng) if side else None
        if side is None or t is None:
            continue
        q = _topic(g, f, "ask", side, a, t)
        ta = t + rng.uniform(2, 25) * MINUTE
        ans = _terse(g, f, _pick_lang(rng, n))
        g.say(t, a, q, k, "ask")
        g.say(ta, n, f"[回复 {a}：{q}]\n{ans}" if quote else ans, k, "evidence")
        f["asker"] = a
        return True
    return False


def _late(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    """Asked while the member is out of signal or asleep, answered in the member's next
    window online: after the ranges for a hiker, the next morning for the others."""
    n, rng = f["name"], g.rng
    for a in rng.sample([m for m in MEMBERS if m != n], len(MEMBERS) - 1):
        side = _side(rng, a, n)
        for _ in range(6 if side else 0):
            t = _free([a], d, 0, 24, 0, rng)
            if t is None or _online(n, t):
                continue
            nxt = _next_start(n, t)
            end = WIN[n][1][WIN[n][0].index(nxt)] if nxt < math.inf else 0
            # a hiker is asked while in the ranges, the others while asleep or at work
            least = 30 * HOUR if n in HIKERS else 4 * HOUR
            if not (least <= nxt - t <= 7 * DAY and end - nxt > 30 * MINUTE):
                continue
            ta = nxt + rng.uniform(3, 20) * MINUTE
            lang = _pick_lang(rng, n)
            pool = LATE_TRAIL if n in HIKERS and nxt - t > 30 * HOUR else LATE_HOME
            ans = rng.choice(pool["en" if lang == "en" else "zh"]).format(a=a, t=_terse(g, f, lang))
            g.say(t, a, _topic(g, f, "ask", side or "zh", a, t), k, "ask")
            g.say(ta, n, ans, k, "evidence")
            f["asker"] = a
            return True
    return False


def _correction(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    """A wrong value, corrected minutes later or in the member's next window online."""
    n, rng = f["name"], g.rng
    t = _free([n], d, 7, 22.5, 25 * MINUTE, rng)
    if t is None:
        return False
    lang = _pick_lang(rng, n)
    ta = t + rng.uniform(3, 15) * MINUTE
    if rng.random() < 0.4:
        win = _window_of(n, t)
        nxt = _next_start(n, win[1]) if win else math.inf
        if nxt - t <= 7 * DAY and WIN[n][1][WIN[n][0].index(nxt)] - nxt > 25 * MINUTE:
            ta = nxt + rng.uniform(2, 15) * MINUTE
    wrong = _topic(g, f, "one", lang, n, t, x=f["earlier"])
    fix = rng.choice(CORRECT["en" if lang == "en" else "zh"]).format(x=f["detail"], y=f["earlier"])
    g.say(t, n, wrong, k, "earlier")
    g.say(ta, n, fix, k, "evidence")
    return True


def _split(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, rng = f["name"], g.rng
    t = _free([n], d, 7, 23, 3 * MINUTE, rng)
    if t is None:
        return False
    lang = _pick_lang(rng, n)
    second = t + rng.uniform(25, 75)
    g.say(t, n, _topic(g, f, "split", lang, n, t), k, "evidence")
    pusher = _someone(rng, t + 12, (n,)) if rng.random() < 0.35 else None
    if pusher:
        g.say(t + (second - t) / 2, pusher, _line(rng, PUSH, _pick_lang(rng, pusher)))
    g.say(
        second,
        n,
        rng.choice(SPLIT2["en" if lang == "en" else "zh"]).format(x=f["detail"]),
        k,
        "evidence",
    )
    return True


def _reported(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, rng = f["name"], g.rng
    for r in rng.sample([m for m in MEMBERS if m != n], len(MEMBERS) - 1):
        side = _side(rng, r, n)
        t = _free([r, n], d, 8, 22.5, 40 * MINUTE, rng) if side else None
        if side is None or t is None:
            continue
        g.say(t, r, _topic(g, f, "report", side, r, t), k, "evidence")
        g.say(
            t + rng.uniform(1, 35) * MINUTE,
            n,
            _line(rng, CONFIRM, "en" if _pick_lang(rng, n) == "en" else "zh"),
            k,
            "confirm",
        )
        f["reporter"] = r
        return True
    return False


def _acks(g: _Gen, t: float, poster: str, n_max: int, lang: str) -> None:
    at, said = t, [poster]
    for _ in range(g.rng.randint(1, n_max)):
        at += _gap(g.rng)
        who = _someone(g.rng, at, tuple(said), lang)
        if who:
            said.append(who)
            g.say(at, who, _line(g.rng, ACK, _pick_lang(g.rng, who)))


def _notice(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, rng = f["name"], g.rng
    for p in (OWNER, ANGEL):
        if p == n:
            continue
        t = _free([p], d, 8, 22, 30 * MINUTE, rng)
        if t is None:
            continue
        lang = "zh" if p == OWNER else "en"
        g.say(t, p, _topic(g, f, "notice", lang, p, t), k, "evidence")
        _acks(g, t, p, 3, lang)
        f["poster"] = p
        return True
    return False


def _jielong(g: _Gen, k: int, f: dict[str, Any], d: int, busy: list[str]) -> bool:
    """A list started by Pippa (or the owner, or the angel) that two or three others sign
    with no value of the topic, the member's entry closing it."""
    n, rng = f["name"], g.rng
    for q in (BASE, OWNER, ANGEL):
        if q == n:
            continue
        t = _free([q], d, 9, 20, 20 * MINUTE, rng)
        if t is None:
            continue
        lang = _pick_lang(rng, q)
        head = TOPICS[f["kind"]]["jl"][_two(rng, lang)]
        plan: list[tuple[float, str, str]] = []
        at, want = t, rng.randint(2, 3)
        fills = {"zh": rng.sample(JL_FILL["zh"], 3), "en": rng.sample(JL_FILL["en"], 3)}
        while len(plan) < want and at < t + 4 * HOUR:
            at += rng.uniform(3, 40) * MINUTE
            who = [
                m
                for m in _online_at(at)
                if m != n and m not in busy and m not in (p for _, p, _ in plan)
            ]
            if who:
                m = rng.choice(who)
                side = "en" if _pick_lang(rng, m) == "en" else "zh"
                plan.append((at, m, fills[side].pop()))
        if len(plan) < 2:
            continue
        last = plan[-1][0] + rng.uniform(3, 40) * MINUTE
        if not _online(n, last):
            nxt = _next_start(n, last)
            if nxt - last > 6 * HOUR:
                continue
            last = nxt + rng.uniform(2, 10) * MINUTE
        g.say(t, q, head, k, "request")
        lines = [head]
        for j, (at, m, e) in enumerate(plan):
            lines.append(f"{j + 1}. {m} {e}")
            g.say(at, m, "\n".join(lines))
        lines.append(f"{len(plan) + 1}. {n} {f['detail']}")
        g.say(last, n, "\n".join(lines), k, "evidence")
        f["entries"] = [[m, e] for _, m, e in plan]
        f["requester"] = q
        return True
    return False


def _long(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, rng = f["name"], g.rng
    t = _free([n], d, 8, 23, 10 * MINUTE, rng)
    if t is None:
        return False
    lang = _pick_lang(rng, n)
    side = "en" if lang == "en" else "zh"
    frags = [
        g.text(x, n, t, side)
        for x in rng.sample((LONG_TRAIL if n in HIKERS else LONG_HOME)[side], 8)
    ]
    pre, post = "", ""
    while frags and (len(pre) < 24 or len(post) < 24):  # long either side
        pre += frags.pop()
        if frags:
            post += frags.pop()
    post = post.rstrip("，, ")
    mid = _topic(g, f, "one", "en" if lang == "mix" else side, n, t)
    if mid[0].isupper() and not mid.startswith((f["detail"], "I ", "I'")):  # mid-sentence
        mid = mid[0].lower() + mid[1:]
    sep = ", " if side == "en" else "，"
    g.say(t, n, pre + mid + sep + post + ("." if side == "en" else "。"), k, "evidence")
    return True


def _relay(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    """The hiker's satellite text from a camp without signal, posted by their contact."""
    n, rng = f["name"], g.rng
    rec = ITIN[n][d]
    if not (rec["kind"] == "walk" and rec["sig"] == "none"):
        return False
    c = CONTACT[n]
    sent = T0 + d * DAY + round(rng.uniform(18.7, 20.6) * 60) * MINUTE
    post = sent + rng.uniform(2, 25) * MINUTE
    if not _online(c, post):
        post = _next_start(c, sent) + rng.uniform(2, 20) * MINUTE
    if post - sent > 14 * HOUR or not _online(c, post):
        return False
    km = int(rec["end"])
    body = _topic(g, f, "relay", _pick_lang(rng, n), n, sent, km=km)
    when = _date(d)
    hh, mi = divmod(round(_hour(sent) * 60), 60)
    tpl = RELAY_ZH if c in ("泽妈", "小霜") else RELAY_EN
    g.say(
        post,
        c,
        tpl.format(
            n=n, m=when.month, mon=MON[when.month], dd=when.day, hh=hh, mi=mi, km=km, body=body
        ),
        k,
        "evidence",
    )
    f["sent_at"], f["km"] = sent, km
    return True


def _box(
    g: _Gen, n: str, d: int, lang: str, item: str | None, k: int = -1
) -> tuple[str, str, int] | None:
    """A resupply list posted from a town: the next town and the days of food the
    itinerary gives, the items numbered; `item` among them."""
    rec = ITIN[n][d]
    nxt = _next_town(n, d)
    if rec["kind"] not in ("zero", "nero") or nxt is None:
        return None
    town, (nt, days) = rec["town"], nxt
    lo = 8.0 if rec["kind"] == "zero" else rec["arrive"] + 0.3
    t = _free([n], d, lo, 22, 10 * MINUTE, g.rng)
    if t is None:
        return None
    side = "en" if lang == "en" else "zh"
    items = [g.text(x, n, t, side) for x in g.rng.sample(FOODS[side], g.rng.randint(3, 4))]
    if item is not None:
        items.insert(g.rng.randint(1, len(items)), item)
    head = (
        f"[Resupply] {town} → {nt}, {days} days of food:"
        if side == "en"
        else f"【补给】{ZH_PLACE[town]}→{ZH_PLACE[nt]}，{days}天的量："
    )
    g.say(
        t,
        n,
        "\n".join([head] + [f"{i + 1}. {x}" for i, x in enumerate(items)]),
        k,
        "evidence" if item is not None else "",
    )
    return town, nt, days


def _resupply(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, rng = f["name"], g.rng
    lang = _pick_lang(rng, n)
    item = _topic(g, f, "box", lang, n, T0 + d * DAY)
    got = _box(g, n, d, lang, item, k)
    if got is None:
        return False
    f["town"], f["next"], f["days"] = got
    return True


SCRIPT: dict[str, Any] = {
    "one": _one,
    "answer": lambda g, k, f, d: _asked(g, k, f, d, False),
    "late": _late,
    "correction": _correction,
    "split": _split,
    "reported": _reported,
    "notice": _notice,
    "reply": lambda g, k, f, d: _asked(g, k, f, d, True),
    "long": _long,
    "relay": _relay,
    "resupply": _resupply,
}


def _around(g: _Gen, k: int, f: dict[str, Any], ev_days: list[int]) -> None:
    """The member's own lines on the topic, without the detail, two days from it at least."""
    n, rng = f["name"], g.rng
    want = rng.choice([0, 1, 1, 2])
    days = [d for d in range(NDAYS) if all(abs(d - e) >= 2 for e in ev_days)]
    rng.shuffle(days)
    for d in days:
        if want == 0:
            break
        t = _free([n], d, 7, 23, 0, rng)
        if t is None:
            continue
        lang = _pick_lang(rng, n)
        g.say(t, n, g.text(_line(rng, TOPICS[f["kind"]]["around"], lang), n, t, lang), k, "around")
        want -= 1


def _any_time(g: _Gen, who: str) -> float:
    for _ in range(60):
        t = _free([who], g.rng.randrange(1, NDAYS - 1), 8, 22.5, 0, g.rng)
        if t is not None:
            return t
    raise RuntimeError(f"{who} is never online")


def _passing(g: _Gen, busy: dict[str, list[str]]) -> tuple[dict[str, list[str]], dict[str, str]]:
    """Three members a topic with no fact or list entry on it say a line on it in passing;
    a fourth is asked about it and never answers."""
    rng = g.rng
    holders: dict[str, list[str]] = {}
    asked: dict[str, str] = {}
    for kind in KINDS:
        free = [m for m in MEMBERS if m not in busy[kind]]
        rng.shuffle(free)
        free.sort(key=lambda m: not _eligible(kind, m))
        asked[kind] = free[0]
        holders[kind] = free[1:4]
        for m in holders[kind]:
            t = _any_time(g, m)
            lang = _pick_lang(rng, m)
            g.say(t, m, g.text(_line(rng, TOPICS[kind]["passing"], lang), m, t, lang))
        a = rng.choice([m for m in MEMBERS if m != asked[kind] and _side(rng, m, asked[kind])])
        t = _any_time(g, a)
        side = _side(rng, a, asked[kind]) or "zh"
        g.say(t, a, TOPICS[kind]["ask"][_two(rng, side)].format(n=asked[kind]))
    return holders, asked


def _first_town(name: str, d: int) -> str:
    return next((e["town"] for e in ITIN[name][d:] if e["kind"] == "nero"), "Wellington")


def _trail_life(g: _Gen) -> None:
    """What the itinerary makes the hikers say: going out of signal and back, routine
    satellite texts relayed by their contacts, resupply lists from the towns, and Pippa's
    evening tracker post."""
    rng = g.rng
    for n in HIKERS:
        starts, ends = WIN[n]
        for i in range(len(starts) - 1):
            gap = starts[i + 1] - ends[i]
            if gap < 30 * HOUR:
                continue
            k = max(1, round(gap / DAY))
            d_in, d_out = _day(ends[i]) + 1, _day(starts[i + 1])
            sec_in = SECTIONS[_section(ITIN[n][min(d_in, len(ITIN[n]) - 1)]["end"])]
            sec_out = SECTIONS[_section(ITIN[n][max(d_out - 1, 0)]["end"])]
            t = ends[i] - rng.uniform(4, 25) * MINUTE
            if T0 < t < END - HOUR and rng.random() < 0.8:
                lang = _pick_lang(rng, n)
                town = _first_town(n, d_in)
                g.say(
                    t,
                    n,
                    g.text(
                        _line(rng, ENTER, lang),
                        n,
                        t,
                        lang,
                        k=k,
                        range=sec_in[2] if lang != "en" else sec_in[3],
                        town=ZH_PLACE[town] if lang != "en" else town,
                    ),
                )
            t = starts[i + 1] + rng.uniform(3, 25) * MINUTE
            if T0 < t < END - HOUR and t < ends[i + 1] and rng.random() < 0.8:
                lang = _pick_lang(rng, n)
                g.say(
                    t,
                    n,
                    g.text(
                        _line(rng, EXIT, lang),
                        n,
                        t,
                        lang,
                        k=k,
                        range=sec_out[2] if lang != "en" else sec_out[3],
                    ),
                )
                at, said = t, [n]
                read = "en" if lang == "en" else "zh"
                for _ in range(rng.randint(1, 2)):
                    at += _gap(rng)
                    who = (
                        CONTACT[n]
                        if CONTACT[n] not in said and _online(CONTACT[n], at)
                        else _someone(rng, at, tuple(said), read)
                    )
                    if who:
                        said.append(who)
                        g.say(at, who, _line(rng, EXIT_RE, _pick_lang(rng, who)))
        c = CONTACT[n]
        for d, rec in enumerate(ITIN[n][:NDAYS]):
            if rec["kind"] == "walk" and rec["sig"] == "none" and rng.random() < 0.35:
                sent = T0 + d * DAY + round(rng.uniform(18.5, 20.8) * 60) * MINUTE
                post = sent + rng.uniform(2, 25) * MINUTE
                if not _online(c, post):
                    post = _next_start(c, sent) + rng.uniform(2, 20) * MINUTE
                if post - sent > 14 * HOUR or not _online(c, post) or post > END - HOUR:
                    continue
                lang = _pick_lang(rng, n)
                km = int(rec["end"])
                body = g.text(_line(rng, ROUTINE_RELAY, lang), n, sent, lang, km=km)
                when = _date(d)
                hh, mi = divmod(round(_hour(sent) * 60), 60)
                tpl = RELAY_ZH if c in ("泽妈", "小霜") else RELAY_EN
                g.say(
                    post,
                    c,
                    tpl.format(
                        n=n,
                        m=when.month,
                        mon=MON[when.month],
                        dd=when.day,
                        hh=hh,
                        mi=mi,
                        km=km,
                        body=body,
                    ),
                )
            if rec["kind"] == "nero" and rng.random() < 0.6:  # said on arriving, not later
                t = T0 + d * DAY + (rec["arrive"] + 0.3) * HOUR + rng.uniform(2, 20) * MINUTE
                lang = _pick_lang(rng, n)
                town = rec["town"] if lang == "en" else ZH_PLACE[rec["town"]]
                g.say(t, n, _line(rng, ARRIVE, lang).format(town=town))
            if rec["kind"] == "nero" and rng.random() < 0.35:
                stay = d + 1 if ITIN[n][d + 1]["kind"] == "zero" and rng.random() < 0.5 else d
                _box(g, n, stay, _pick_lang(rng, n), None)
    for d in range(NDAYS):
        t = T0 + d * DAY + (21 + rng.uniform(0.05, 0.6)) * HOUR
        if rng.random() < 0.12 or not _online(BASE, t):
            continue
        when = _date(d)
        pos = sorted(HIKERS, key=lambda n: (-ITIN[n][d]["end"], n))
        body = " · ".join(f"{n} {int(ITIN[n][d]['end'])}" for n in pos)
        g.say(t, BASE, f"[Tracker] {MON[when.month]} {when.day} 21:00 · {body}")


def _dinner_day() -> int:
    """The Saturday the most hikers are in Wellington by the evening."""

    def count(d: int) -> int:
        return sum(
            1
            for n in HIKERS
            if ITIN[n][d]["town"] == "Wellington" and (ITIN[n][d]["arrive"] or 0) < 17.5
        )

    return max(range(5, NDAYS, 7), key=lambda d: (count(d), -d))


DINNER = _dinner_day()


def _special(g: _Gen) -> None:
    """The period's days: Guy Fawkes, 双十一, the storm and its warning, the Munich market,
    the cancelled sailings, 大雪, the owner's Sunday notices and the dinner at Wiremu's."""
    rng = g.rng
    here = [ANGEL, BASE, *HIKERS]  # in New Zealand
    who_for = {
        1: here,
        7: ["泽妈", "小霜"],
        15: here,
        16: here,
        17: here,
        21: ["Lukas"],
        30: here,
        33: ["泽妈", "小霜"],
    }
    for d, pool in SPECIAL.items():
        for lang, lines in pool.items():
            for tpl in lines:
                for _ in range(30):
                    t = T0 + d * DAY + rng.uniform(8, 22.5) * HOUR
                    cands = [
                        m
                        for m in who_for[d]
                        if _online(m, t) and (PEOPLE[m][3] < 0.5) == (lang == "zh")
                    ]
                    if cands:
                        m = rng.choice(cands)
                        g.say(t, m, g.text(tpl, m, t, lang))
                        break
    notices = [
        (
            15,
            "[Notice] Red heavy-rain warning for the Tararuas, Wednesday and Thursday: "
            "{mm} mm forecast, rivers to {c} cumecs. In a town, stay there; in a hut, "
            "stay in it.",
        ),
        (
            30,
            "[Notice] Thursday's sailings are cancelled, {w} km/h in the strait. If "
            "you were booked, you're on Friday's instead.",
        ),
    ]
    for d, tpl in notices:
        t = _free([ANGEL], d, 18, 21.5, 10 * MINUTE, rng)
        if t is not None:
            g.say(t, ANGEL, g.text(tpl, ANGEL, t, "en"))
            _acks(g, t, ANGEL, 4, "en")
    for d in range(6, NDAYS, 7):
        t = _free([OWNER], d, 19, 21.5, 10 * MINUTE, rng)
        if t is not None:
            g.say(
                t,
                OWNER,
                g.text(
                    "【通知】本周提醒：1. 进山前在群里报备几天出来；2. 卫星消息每晚{h}点前"
                    "发一条；3. 河水超过{c}立方米每秒就等一天。",
                    OWNER,
                    t,
                    "zh",
                    h=rng.randint(7, 9),
                ),
            )
            _acks(g, t, OWNER, 3, "zh")
    when = _date(DINNER)
    t = _free([ANGEL], DINNER - 5, 18, 21, 10 * MINUTE, rng)
    if t is None:
        return
    g.say(
        t,
        ANGEL,
        f"[Notice] Tramily dinner at mine, Sat {when.day} {MON[when.month]}, 6pm. "
        "If you'll be in Wellington, sign the list.",
    )
    lines = ["#接龙 Sat dinner at Wiremu's", "1. Wiremu cooking the lamb"]
    g.say(t + 40, ANGEL, "\n".join(lines))
    coming = [n for n in HIKERS if ITIN[n][DINNER]["town"] == "Wellington"]
    signs = []
    for n in coming:
        at = _next_start(n, t) + rng.uniform(5, 40) * MINUTE
        if at < T0 + DINNER * DAY + 17 * HOUR and _online(n, at):
            signs.append((at, n))
    for at, n in sorted(signs):
        lang = _pick_lang(rng, n)
        entry = rng.choice(
            ["来！", "+1", "带甜点"] if lang == "zh" else ["I'm in", "+1", "bringing wine"]
        )
        lines.append(f"{len(lines)}. {n} {entry}")
        g.say(at, n, "\n".join(lines))
    for n in coming:
        at = T0 + DINNER * DAY + rng.uniform(19, 22) * HOUR
        if _online(n, at):
            lang = _pick_lang(rng, n)
            g.say(
                at,
                n,
                _line(
                    rng,
                    {
                        "zh": ["[图片] 聚餐！", "[图片] 全家福", "吃撑了"],
                        "en": ["[图片] tramily dinner!", "best lamb of my life"],
                        "mix": ["[图片] 聚餐 dinner"],
                    },
                    lang,
                ),
            )


def _greetings(g: _Gen) -> None:
    """ "早" at each one's own morning, goodnight at their own bedtime."""
    rng = g.rng
    for m in MEMBERS:
        starts, ends = WIN[m]
        for a, b in zip(starts, ends, strict=True):
            if not T0 < a < END - HOUR:
                continue
            la, lb = _local_hour(m, a), _local_hour(m, b)
            if 5.5 <= la <= 10.5 and rng.random() < 0.22:
                g.say(a + rng.uniform(1, 15) * MINUTE, m, _line(rng, MORNING, _pick_lang(rng, m)))
            if (lb >= 20.5 or lb < 1) and b - a > 40 * MINUTE and rng.random() < 0.2:
                g.say(b - rng.uniform(2, 12) * MINUTE, m, _line(rng, NIGHT, _pick_lang(rng, m)))


def _kinds(name: str, t: float) -> dict[str, float]:
    """What an opener talks about, by where they are and what they are doing."""
    if name in HIKERS:
        rec = ITIN[name][_day(t)]
        h = _hour(t)
        if rec["kind"] == "zero" or (rec["kind"] == "nero" and h >= rec["arrive"]):
            return {
                "town": 4.0,
                "picture": 1.2,
                "atq": 1.0,
                "repeat": 0.3,
                "long": 0.25,
                "weather": 0.5,
            }
        if h < 9:
            return {"morning_out": 3.0, "weather": 0.6, "picture": 0.3}
        return {"camp": 5.0, "picture": 1.0, "atq": 0.6, "weather": 0.6, "repeat": 0.2}
    out = {"home": 4.0, "atq": 0.8, "picture": 0.5, "repeat": 0.3, "long": 0.2}
    if CLOCK[name] == 0:  # New Zealand's weather is talked of in New Zealand
        out["weather"] = 0.6
    if name in WHEREABOUTS:
        out["where"] = 1.2
    return out


POOLS: dict[str, tuple[Pool, Pool]] = {
    "camp": (CAMP, CAMP_RE),
    "town": (TOWN, TOWN_RE),
    "morning_out": (MORNING_OUT, MORNING_RE),
    "weather": (WEATHER, WEATHER_RE),
    "picture": (PICTURE, PICTURE_RE),
}


def _replies(g: _Gen, t: float, opener: str, text: str, pool: Pool) -> None:
    """Others' replies to an opener, each by someone else who reads the opener's line."""
    rng = g.rng
    at, said = t, [opener]
    read = _lang(text, tuple(MEMBERS))
    for i in range(rng.choices([0, 1, 2, 3, 4], [25, 35, 24, 11, 5])[0]):
        at += _gap(rng)
        who = _someone(rng, at, tuple(said), None if read == "mix" else read)
        if who is None:
            return
        lang = _pick_lang(rng, who)
        line = g.text(_line(rng, pool, lang), who, at, lang)
        if i == 0 and "\n" not in text and rng.random() < 0.08:
            line = f"[回复 {opener}：{text[:20]}]\n{line}"
        g.say(at, who, line)
        said.append(who)


def _thread(g: _Gen, t: float, opener: str) -> None:
    rng = g.rng
    kinds = _kinds(opener, t)
    kind = rng.choices(list(kinds), list(kinds.values()))[0]
    lang = _pick_lang(rng, opener)
    side = "en" if lang == "en" else "zh" if lang == "zh" else rng.choice(("zh", "en"))
    if kind == "atq":
        cands = [m for m in _online_at(t + 60, (opener,)) if _side(rng, opener, m)]
        if not cands:
            return
        to = rng.choice(cands)
        side = _side(rng, opener, to) or "zh"
        idx = rng.randrange(len(ATQ)) if to in HIKERS else rng.randrange(4, len(ATQ))
        q = ATQ[idx][0 if side == "zh" else 2].format(m=to)
        g.say(t, opener, q)
        ta = t + rng.uniform(1, 8) * MINUTE
        if _online(to, ta):
            la = _pick_lang(rng, to)
            g.say(ta, to, g.text(ATQ[idx][3 if la == "en" else 1], to, ta, la))
        return
    if kind == "where":
        target = WHEREABOUTS[opener]
        g.say(t, opener, WHERE_Q[opener])
        ta = t + rng.uniform(1, 15) * MINUTE
        read = _lang(WHERE_Q[opener])
        who = (
            target
            if _online(target, ta)
            else _someone(
                rng,
                ta,
                tuple(m for m in MEMBERS if m not in (BASE, ANGEL, "小霜") or m == opener),
                read,
            )
        )
        if who is None:
            return
        la = _pick_lang(rng, who)
        if who == target:
            g.say(ta, who, g.text(ATQ[2][3 if la == "en" else 1], who, ta, la))
        else:
            g.say(
                ta,
                who,
                g.text(
                    _line(rng, WHERE_A, la),
                    who,
                    ta,
                    la,
                    km=_km_at(target, ta),
                    place=_place(target, ta, "en" if la == "en" else "zh"),
                ),
            )
        return
    if kind == "repeat":
        text = _line(rng, REPEAT, lang)
        g.say(t, opener, text)
        at, said = t, [opener]
        read = _lang(text)
        for _ in range(rng.randint(1, 3)):
            at += rng.uniform(5, 60)
            who = _someone(rng, at, tuple(said), None if read == "mix" else read)
            if who is None:
                break
            g.say(at, who, text)
            said.append(who)
        return
    if kind == "long":
        frags = rng.sample((LONG_TRAIL if opener in HIKERS else LONG_HOME)[side], 6)
        body = "".join(g.text(x, opener, t, side) for x in frags).rstrip("，, ")
        g.say(t, opener, body + ("." if side == "en" else "。"))
        return
    pool, re_pool = (HOME[opener], HOME_RE) if kind == "home" else POOLS[kind]
    if kind == "picture" and opener not in HIKERS:
        pool = PICTURE_HOME
    text = g.text(_line(rng, pool, lang), opener, t, lang)
    g.say(t, opener, text)
    _replies(g, t, opener, text, re_pool)


SLOT = 600.0
_SLOTS: list[list[str]] = []
RATE = 0.02  # threads in ten minutes for each unit of talk online; drawn at 3x, then thinned


def _days(g: _Gen, scale: float) -> list[tuple[int, int]]:
    """Each ten minutes' ordinary threads: as many as a Poisson draw on the talk online.
    Returns where each thread's lines lie in g.recs."""
    if not _SLOTS:
        _SLOTS.extend(_online_at(T0 + s * SLOT + SLOT / 2) for s in range(int((END - T0) // SLOT)))
    rng = g.rng
    spans: list[tuple[int, int]] = []
    for s, names in enumerate(_SLOTS):
        if not names:
            continue
        mass = sum(PEOPLE[m][2] for m in names)
        for _ in range(_poisson(rng, scale * RATE * mass)):
            t = T0 + s * SLOT + rng.uniform(0, SLOT)
            opener = _someone(rng, t)
            if opener:
                n0 = len(g.recs)
                _thread(g, t, opener)
                spans.append((n0, len(g.recs)))
    return spans


# -- questions ------------------------------------------------------------------------------
def _questions(rng: random.Random, f: dict[str, Any], said: list[str]) -> None:
    tp, x, n = TOPICS[f["kind"]], f["detail"], f["name"]
    for cls, key in (("keyword", "kw"), ("partial", "part")):
        f[cls] = tp[key][0 if f["q_lang"][cls] == "zh" else 1].format(x=x, n=n)
    drop = (*MEMBERS, x, f.get("earlier", ""))
    first = f["q_lang"]["paraphrase"]
    for lang in (first, "en" if first == "zh" else "zh"):
        for tpl in tp["para"][lang]:
            q = tpl.format(n=n)
            if not any(_shares(q, t, drop) for t in said):
                f["paraphrase"], f["q_lang"]["paraphrase"] = q, lang
                return
    raise RuntimeError(f"no paraphrase clear of {said}")


def _never(
    rng: random.Random,
    facts: list[dict[str, Any]],
    spare: dict[str, list[str]],
    holders: dict[str, list[str]],
    asked: dict[str, str],
    owners: dict[str, list[str]],
) -> tuple[list[str], list[tuple[str, str, str]], list[str]]:
    """Ninety questions nothing answers: 45 naming a member (a topic they spoke of only in
    passing or were asked about, a detail of their own topic no line gives, an unsaid value
    put to one with nothing on the topic), 45 naming no one (unsaid values in keyword
    questions, things nobody did); with the words that would answer them."""
    facts_of = [(f["kind"], f["name"]) for f in facts]
    never: list[str] = []
    about: list[tuple[str, str, str]] = []
    probes: list[str] = []

    def side() -> int:
        return rng.randrange(2)

    cands = [(kind, m) for kind in KINDS for m in [*holders[kind], asked[kind]]]
    rng.shuffle(cands)
    chosen: list[tuple[str, str]] = []
    for cap in (1, 2, 4):  # a topic each first
        for c in cands:
            if len(chosen) < 15 and c not in chosen and sum(k == c[0] for k, _ in chosen) < cap:
                chosen.append(c)
    for kind, m in chosen:
        never.append(TOPICS[kind]["part"][side()].format(n=m))
        about.append((kind, m, "passing"))
    for kind in KINDS:
        for zh, en, words in TOPICS[kind]["detail"]:
            f = rng.choice([f for f in facts if f["kind"] == kind])
            never.append((zh, en)[side()].format(n=f["name"]))
            about.append((kind, f["name"], "detail"))
            probes += words
    kinds = [*KINDS, *rng.sample(KINDS, 15 - len(KINDS))]
    for kind in kinds:
        ms = [m for m in MEMBERS if m not in owners[kind] and (kind, m) not in facts_of]
        ms.sort(key=lambda m: not _eligible(kind, m))
        m = rng.choice([m for m in ms if _eligible(kind, m)] or ms)
        y = spare[kind].pop()
        never.append(TOPICS[kind]["value"][side()].format(n=m, y=y))
        about.append((kind, m, "value"))
    for _ in range(30):
        kind = max(KINDS, key=lambda k: (len(spare[k]), rng.random()))
        y = spare[kind].pop()
        never.append(TOPICS[kind]["kw"][side()].format(x=y))
    for zh, en, words in rng.sample(NOBODY, 15):
        never.append((zh, en)[side()])
        probes += words
    return never, about, probes


# -- the set --------------------------------------------------------------------------------
def twenty_sixth_set(seed: int = 2626) -> Set:
    """The held-out twenty-sixth set (see the module's docstring)."""
    rng = random.Random(seed)
    facts = _facts(rng)
    g = _Gen(rng)
    days = [1 + (i * 39) // len(facts) for i in range(len(facts))]
    rng.shuffle(days)
    busy = {kind: [f["name"] for f in facts if f["kind"] == kind] for kind in KINDS}
    for k, (f, d0) in enumerate(zip(facts, days, strict=True)):
        for d in sorted(range(1, NDAYS - 1), key=lambda d: (abs(d - d0), d)):
            n0 = len(g.recs)
            if f["shape"] == "jielong":
                ok = _jielong(g, k, f, d, busy[f["kind"]])
            else:
                ok = SCRIPT[f["shape"]](g, k, f, d)
            if ok and all(T0 < r[0] < END - HOUR for r in g.recs[n0:]):
                break
            del g.recs[n0:]
        else:
            raise RuntimeError(f"no day for the {f['shape']} of {f['name']}")
        if f["shape"] == "jielong":
            busy[f["kind"]] += [m for m, _ in f["entries"]]
    for k, f in enumerate(facts):
        ev = sorted({_day(r[0]) for r in g.recs if r[3] == k and r[4] == "evidence"})
        _around(g, k, f, ev)
    owners = {kind: list(ms) for kind, ms in busy.items()}  # facts and list entries
    holders, asked = _passing(g, busy)
    _trail_life(g)
    _greetings(g)
    _special(g)
    # the ordinary threads, drawn once at a rate that gives more than enough and thinned at
    # random, a whole thread at a time, to about 3,000 lines
    n_s = len(g.recs)
    size = sum(1 for r in g.recs if T0 < r[0] < END - MINUTE)
    g.rng = random.Random(seed * 1000 + 1)
    spans = _days(g, 3.0)
    drawn, g.recs = g.recs[n_s:], g.recs[:n_s]
    order = list(range(len(spans)))
    g.rng.shuffle(order)
    keep: list[int] = []
    for i in order:
        a, b = spans[i]
        n = sum(1 for r in drawn[a - n_s : b - n_s] if T0 < r[0] < END - MINUTE)
        if size + n <= 3010:
            keep.append(i)
            size += n
        if size >= 2990:
            break
    for i in sorted(keep):
        a, b = spans[i]
        g.recs.extend(drawn[a - n_s : b - n_s])
    g.rng = rng
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
        if f["shape"] == "reported":
            f["confirmed_at"] = f.pop("_confirm")[0]
        f.pop("_request", None)
        f["carrier"] = (
            f.pop("poster")
            if f["shape"] == "notice"
            else f.pop("reporter")
            if f["shape"] == "reported"
            else CONTACT[f["name"]]
            if f["shape"] == "relay"
            else f["name"]
        )
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
    taken = [v for f in facts for v in (f["detail"], f.get("earlier", "")) if v]
    spare = {kind: [v for v in tp["vals"] if v not in taken] for kind, tp in TOPICS.items()}
    for vals in spare.values():
        rng.shuffle(vals)
    never, about, probes = _never(rng, facts, spare, holders, asked, owners)
    chatter = rng.sample(CHATTER, 90)
    s = Set("twenty_sixth", messages, facts, never, chatter, classes=CLASSES, members=dict(QQ))
    _check(s, said_at, owners, about, probes)
    return s


def _check(
    s: Set,
    said_at: dict[float, str] | None = None,
    owners: dict[str, list[str]] | None = None,
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
    places = [p for _, zh, en, _ in TRAIL for p in (zh, en)]
    fillers = [e for side in JL_FILL.values() for e in side]
    for v in every:
        assert not any(v.lower() in o.lower() for o in every if o != v), v
        assert not any(m.lower() in v.lower() or v.lower() in m.lower() for m in MEMBERS), v
        assert not any(v.lower() in p.lower() or p.lower() in v.lower() for p in places), v
        assert not any(v.lower() in e.lower() for e in fillers), v
    assert len({(f["kind"], f["name"]) for f in s.facts}) == len(s.facts), "once a topic"
    per = collections.Counter(f["name"] for f in s.facts)
    assert set(per) == set(MEMBERS) and set(per.values()) <= {5, 6}, per
    assert all(_eligible(f["kind"], f["name"]) for f in s.facts), "a hiker's topic, a hiker's"
    facts_of = {(f["kind"], f["name"]) for f in s.facts}
    low = [t.lower() for t in texts]
    index = {at: i for i, at in enumerate(times)}
    speaker = [t.split("] ", 1)[1].split("(", 1)[0] for t in texts]
    # who talks when: every line said while its speaker is online, by the itinerary's signal
    # for a hiker, by their own clock for the others
    for at, who in zip(times, speaker, strict=True):
        assert _online(who, at, 3 * MINUTE), (who, at, _day(at), _hour(at))

    def by(at: float, who: str) -> bool:
        return f"] {who}({s.members[who]}): " in texts[index[at]]

    home: dict[str, list[float]] = {}
    for f in s.facts:
        x, n, ev, shape, c = f["detail"], f["name"], f["evidence"], f["shape"], f["carrier"]
        assert of[x] == f["kind"] and ev == sorted(ev) and all(at in index for at in ev), f
        assert len(ev) == (2 if shape == "split" else 1), f
        said = [said_at[at] for at in ev]
        assert all(by(at, c) for at in ev), (c, ev)
        assert (c == n) == (shape not in ("reported", "notice", "relay")), f
        assert f["uid"] == s.members[n] and x in f["keyword"] and f["rare"] == [x], f
        assert not any(m in f["keyword"] for m in MEMBERS), f["keyword"]
        for cls in ("partial", "paraphrase"):
            assert n in f[cls] and x.lower() not in f[cls].lower(), f[cls]
        drop = (*MEMBERS, x, f.get("earlier", ""))
        assert not any(_shares(f["paraphrase"], t, drop) for t in said), (f["paraphrase"], said)
        assert set(f["q_lang"]) == set(CLASSES) and f["lang"] in ("zh", "en", "mix")
        line = said[-1].rsplit("\n", 1)[-1] if shape == "jielong" else " ".join(said)
        assert f["lang"] == _lang(line, (*MEMBERS, f.get("earlier", "")), x), (f["lang"], said)
        for cls in CLASSES:  # a question is in the language it is said to be in
            assert _lang(f[cls], drop) == f["q_lang"][cls], (f[cls], f["q_lang"])
        assert x in said[-1] and not any(x.lower() in t.lower() for t in said[:-1]), (x, said)
        for at in f["around"]:
            assert by(at, n) and x.lower() not in low[index[at]]
            assert at not in ev and all(abs(_day(at) - _day(e)) >= 2 for e in ev), f
        home[x] = [ev[-1]]
        if shape in TERSE_SHAPES:  # the detail said without the topic's words
            part = _cut(QUOTE.sub("", said[-1]), (x, *MEMBERS)).lower()
            assert not any(w.lower() in part for w in TOPICS[f["kind"]]["words"]), said
        if shape in ("answer", "late", "reply"):
            a, asked = f["asker"], f["asked_at"]
            assert asked in index and a != n and asked < ev[0], f
            assert f"@{n}" in said_at[asked] and by(asked, a), f
            assert x.lower() not in low[index[asked]]
            if shape == "late":  # asked while the member was away, answered on coming back
                assert not _online(n, asked) and f"@{a}" in said[0], f
                win = _window_of(n, ev[0], 3 * MINUTE)
                assert win is not None and win[0] == _next_start(n, asked), f
                least = 30 * HOUR if n in HIKERS else 4 * HOUR
                assert least <= ev[0] - asked <= 7 * DAY + HOUR, f
            else:
                assert ev[0] - asked < HOUR, f
            if shape == "reply":
                assert said[0].startswith(f"[回复 {a}：{said_at[asked]}]\n"), said
        if shape == "correction":  # minutes later, or in the member's next window online
            y, e0 = f["earlier"], f["earlier_at"]
            home[y] = [e0, ev[0]]
            assert of[y] == f["kind"] and y != x and e0 < ev[0] and by(e0, n)
            w0 = _window_of(n, e0, 3 * MINUTE)
            w1 = _window_of(n, ev[0], 3 * MINUTE)
            assert w0 is not None and w1 is not None, f
            assert ev[0] - e0 < 20 * MINUTE or w1[0] == _next_start(n, w0[1]), f
            assert x.lower() not in low[index[e0]] and y in said[0] and x in said[0]
        if shape == "split":
            assert ev[1] - ev[0] <= 90 and x not in said[0], f
        if shape == "reported":  # said to the member, who confirms without it
            conf = f["confirmed_at"]
            assert said[0].startswith(f"@{n} ") and ev[0] < conf < ev[0] + HOUR, f
            assert by(conf, n) and x.lower() not in low[index[conf]], f
        if shape == "jielong":
            assert sum(o["kind"] == f["kind"] for o in s.facts if o["shape"] == shape) == 1
            lines = said[0].split("\n")
            assert lines[0].startswith("#接龙") and lines[-1] == f"{len(lines) - 1}. {n} {x}", said
            entries = [f"{j + 1}. {m} {e}" for j, (m, e) in enumerate(f["entries"])]
            assert entries == lines[1:-1], said
            assert len(f["entries"]) >= 2 and n not in {m for m, _ in f["entries"]}
            assert not any((f["kind"], m) in facts_of for m, _ in f["entries"]), f["entries"]
        if shape == "notice":
            assert said[0].startswith(("【通知】", "[Notice]")) and n in said[0], said
            assert c == (ANGEL if n == OWNER else OWNER) or (c == ANGEL and n != ANGEL), f
        if shape == "long":
            i = said[0].index(x)
            assert len(said[0]) > 60 and i > 15 and len(said[0]) - i - len(x) > 15, said
        if shape == "relay":  # a satellite text from a camp without signal, by the contact
            head = RELAY_ZH_RE.match(said[0]) or RELAY_EN_RE.match(said[0])
            assert head and head.group(1) == n and c == CONTACT[n], said
            month = int(head.group(2)) if head.group(2).isdigit() else 11 + (head.group(2) == "Dec")
            d = (dt.date(2030, month, int(head.group(3))) - DATE0).days
            sent = T0 + d * DAY + int(head.group(4)) * HOUR + int(head.group(5)) * MINUTE
            rec = ITIN[n][d]
            assert sent == f["sent_at"] and rec["kind"] == "walk" and rec["sig"] == "none", f
            assert not _online(n, sent) and int(head.group(6)) == int(rec["end"]) == f["km"]
            assert 0 < ev[0] - sent <= 14 * HOUR and x in head.group(7), f
            assert len(head.group(7)) <= 160, said
        if shape == "resupply":  # a list from a town, its next town and days from the walk
            lines = said[0].split("\n")
            head = BOX_ZH_RE.match(lines[0]) or BOX_EN_RE.match(lines[0])
            assert head and n in HIKERS and x not in lines[0], said
            d = _day(ev[0])
            rec = ITIN[n][d]
            town, nxt = head.group(1), head.group(2)
            assert rec["kind"] in ("zero", "nero") and town in (rec["town"], ZH_PLACE[rec["town"]])
            want = _next_town(n, d)
            assert want is not None and nxt in (want[0], ZH_PLACE[want[0]]), (said, want)
            assert int(head.group(3)) == want[1] == f["days"], (said, want)
            assert all(ln.startswith(f"{j + 1}. ") for j, ln in enumerate(lines[1:])), said
            assert any(x in ln for ln in lines[1:]) and len(lines) >= 4, said
    # every value only where it belongs: a detail in its evidence, a wrong value in the line
    # that said it and the one that corrected it, any other value nowhere
    for v in every:
        hits = [at for at, t in zip(times, low, strict=True) if v.lower() in t]
        assert hits == home.get(v, []), (v, hits)
    # the tracker's positions are the itinerary's
    for t in texts:
        body = t.split("): ", 1)[1]
        track = TRACK_RE.match(body)
        if track:
            d = (dt.date(2030, 11 + (track.group(1) == "Dec"), int(track.group(2))) - DATE0).days
            for item in track.group(3).split(" · "):
                who, km = item.rsplit(" ", 1)
                assert int(km) == int(ITIN[who][d]["end"]), (body, who)
    cross = sum(
        1 for f in s.facts for ql in f["q_lang"].values() if f["lang"] != "mix" and ql != f["lang"]
    )
    plain = sum(1 for f in s.facts if f["lang"] != "mix") * len(CLASSES)
    assert 0.35 <= cross / plain <= 0.5, (cross, plain)
    for q in s.never:  # no value of a message in a never-said question
        assert not any(v.lower() in q.lower() for v in home), q
    if probes is not None:  # nor what would answer one anywhere in the talk
        for p in probes:
            assert not any(p.lower() in t for t in low), p
    if owners is not None and about is not None:
        # a named never-said question asks nothing a line answers: not a topic of the
        # member's facts or list entries (but a detail of it no line gives)
        assert len(about) == 45, about
        assert collections.Counter(w for *_, w in about) == {
            "passing": 15,
            "detail": 15,
            "value": 15,
        }, about
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

    print(describe(twenty_sixth_set, "mix"))
    s = twenty_sixth_set()
    print("questions", len(s.facts) * len(CLASSES), "over", len(s.facts), "facts")
    print("per member", dict(collections.Counter(f["name"] for f in s.facts)))
    print("carriers other than the member:", sum(f["carrier"] != f["name"] for f in s.facts))
    print("shapes", dict(collections.Counter(f["shape"] for f in s.facts)))
    print("line langs", _line_langs(s))
    print(
        "lines with a digit",
        sum(any(ch.isdigit() for ch in m.text().split("): ", 1)[1]) for m in s.messages),
    )
    print("dinner day", DINNER, _date(DINNER))
    rng = random.Random(0)
    for m in rng.sample(s.messages, 8):
        print("  ", m.text().replace("\n", " / ")[:140])
    for f in rng.sample(s.facts, 3):
        print(f["shape"], f["lang"], "|", f["keyword"], "|", f["partial"], "|", f["paraphrase"])
    print("never:", *rng.sample(s.never, 3), sep="\n  ")
    print("chatter:", *rng.sample(s.chatter, 3), sep="\n  ")
