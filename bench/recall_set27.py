"""A twenty-seventh evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code: nothing under mnemo/, mnemo_panel/, plugins/, tests/, docs/ or
.ci/ was opened, read or searched while writing it (not even the first 80 lines of mnemo/message.py
that were allowed: the messages are made by recall_sets' `_user`), nor the README, bench/recall.py,
bench/context.py, any other bench file's body, any note or issue text, nor any figure or score of
any set; no git command was run, the issue and search tools were not used, the recall code was
never imported or called, on this set or any other, and the set was never scored while it was
written. It is not to be tuned on; its figures are to be read once, at the end. What was read, and
nothing else of the repository: the names of the files in bench/ (`ls bench`); a grep's list of
bench/recall_sets.py's top-level names (`grep -n "^[A-Za-z_]"`: the first line of each, which shows
the heads of `third_set`'s and `long_conversation`'s tables and the functions' parameters);
bench/recall_sets.py from its docstring to the end of `second_set` (lines 1 to 175: `Set`,
`_stamp`, `_user`, `_fits`, `_other`, `DAY`, `START`, `second_set` and its tables; by a slip the
last line printed was the comment line that heads the third set) and from `stem` to the end (lines
417 on: `stem`, `pairs`, `check_messages`, `check_questions`, `describe`); in bench/recall_set26.py
its module docstring (printed whole by a short program that parsed the file and printed
`ast.get_docstring`) and its lines from `twenty_sixth_set` to the end (found with
`grep -n "^def twenty_sixth_set"`: `twenty_sixth_set`, `_check`, `_line_langs` and the `__main__`
block), for the shape of what is returned and checked; the openings (the first 2,500 characters) of
the module docstrings of bench/recall_set4.py to recall_set25.py, printed by a short program that
parsed each file with `ast` and wrote only those to a scratch file outside the repository, printed
from it in two pieces (the tool's output limit); the ruff settings in pyproject.toml (a grep with
15 lines of context after `[tool.ruff`, which showed its two ruff tables and reached the end of the
file). Slips: a `wc -l` of bench/recall_set26.py was tacked onto the grep that found
`twenty_sixth_set` (its line count, 3,762, nothing else); the first check of the interpreter, made
while it was still installing, failed and its traceback printed two import lines of the package
(line 24 of mnemo/__init__.py, importing from `.config`, and line 18 of mnemo/config.py, importing
from pydantic), and later a scratch script named `numbers.py` in the scratch directory shadowed the
standard library's `numbers` and its traceback printed the same two lines again (with pydantic's
own, outside the repository); ruff's first runs, made without `--no-cache`, wrote a `.ruff_cache`
directory at the repository's root, deleted once noticed (later runs used `--no-cache`), and to see
what had been written a `find`, run three times, listed the names of the files changed in the
repository since the scratch directory was made (that cache's and this file, and the second time
five files of a .pytest_cache that this work did not make, pytest never having been run here; left
alone and unread, and filtered out of the third listing), an `ls` looked for bytecode caches in
bench/ and mnemo/ (there were none: the environment sets PYTHONDONTWRITEBYTECODE) and a `stat`
dated the cache. Importing mnemo.message (through recall_sets) runs the package's __init__, so the
rest of the package is loaded, never called, whenever this set is built, as with every set that
imports recall_sets. The builder's last part (the placement of each fact on the day nearest its
turn that works, the ordinary talk drawn at three times the rate and thinned a whole thread at a
time, the pass that stamps the messages and fills in the facts, the questions' languages drawn
across) and the frame of `_check` follow set 26's lines read for that purpose, and some helpers
bear the names those lines call (`_Gen`, `_day`, `_facts`, `_around`, `_passing`, `_lang`, `_cut`,
`_shares`, `_questions`, `_never`, `_online`, `_window_of`, `_next_start`, `_eligible`,
`_line_langs`); their bodies, the tables and the rest are this set's own. The long lines were
folded to ruff's width by a scratch tool outside the repository, and the module's tables and the
built set compared equal before and after. While the set was written it was run only on its own:
its `_check`, its printed lines and counts, its `_check` over seeds 1 to 40 (all pass, each build
0.3 to 0.8 s here), and a scratch test outside the repository (/tmp/set27-breaks/) that broke
copies of the set in fifty-six ways and saw `_check` fail on each by the assertion meant (matched
on the source line of the failing assert): a used detail in an ordinary line, an unsaid value said,
a paraphrase sharing two characters with its evidence, a question's language mislabelled, a fact's
language mislabelled, two messages out of order, a message after the weeks, too few messages, a
shape short, a keyword question without its detail or naming a member, a partial question giving
the detail, a line said while its speaker is offline (the nurse at 03:12), an evidence line said by
another member, a late answer not naming its asker, a late answer to a question asked while the
member was online, a late answer given after the member's first window back, an answer more than an
hour after its question, a reply without the question's quote, a correction without the wrong
value, a correction made a day later, a split's second line two minutes on, a split's first line
giving the detail, a terse answer naming its topic, a reported fact confirmed by someone else or
two hours on, a 接龙 list unlike its record, a 接龙 entry posted by someone not its entrant, a 接龙
closed by its requester, a long message with the detail at its end, a guess game revealed half an
hour on, a guess game with the member guessing, a baby log with a wrong feed count, a wrong longest
stretch, nappies unlike the day's count, posted by someone not a parent, of the wrong day, or twice
for one day, a checkup card with a wrong weight or posted the day after its visit, an evidence line
outside its topic's days, an "around" line with the detail or on the evidence's day, a topic given
to a member who cannot have it, a member with a fact too many, a member twice on a topic, a used
value in a never-said question, an answering word said in a line, a named never-said question about
a topic the member holds, a named never-said question dropped, chatter about the past or naming a
member, too few questions across languages, the lines' languages skewed, a value inside a member's
name and a value inside another. Nothing was imported but bench/recall_sets.py (and through it
mnemo/message.py).

It differs from the other twenty-six (bench/recall.py's `first_set`, recall_sets' `second_set`,
`third_set` and `long_conversation`, recall_set4's sessions of a timeline, recall_set5's point
process, recall_set6's day of threads, recall_set7's windows of interleaved threads, recall_set8's
members' presence, recall_set9's working week's agenda, recall_set10's club calendar,
recall_set11's semester of scenes, recall_set12's family's meal-time slots, recall_set13's
incidents waiting on office hours, recall_set14's chain of the group's moods, recall_set15's
compound's event log, recall_set16's guild's weekly game calendar, recall_set17's football club's
fixture list, recall_set18's daily check-in cycle, recall_set19's rescue cases, recall_set20's
night market's tide, recall_set21's wedding checklist, recall_set22's sky, recall_set23's
production calendar, recall_set24's broadcast schedules, recall_set25's ward rota, recall_set26's
itinerary and phone signal on Te Araroa) in what it is about and how it is laid out:

- the conversation is the QQ group that a Singapore hospital's antenatal class (taught in Mandarin
  and English) kept after the class: eleven new or nearly new mums, three of their husbands, one
  mum's mother come from Harbin for the confinement and the nurse educator who taught the class,
  over six weeks from START + 1,831 days (Monday 2031-01-06 to Sunday 02-16), laid out in
  Singapore's wall clock: Chinese New Year (the eve on Wednesday 01-22, 初一 and 初二 on Thursday
  and Friday, public holidays), 人日 and its 捞鱼生 (01-29), 元宵 (02-06) and Valentine's Day
  (02-14); two births (小米 on 01-15, Jojo on 01-30), nine babies' full month (满月, the thirtieth
  day) within the weeks, the clinic visits (a jaundice review at a week, Hep B's second dose at a
  month, the two-month jabs), three dads' return to work four weeks after the birth;
- it is laid out by the babies' feeds: what decides who talks when is each baby's round of feeds,
  drawn once (the same for every seed of the set) as a renewal process from the birth: a feed of 18
  to 38 minutes (shorter with age; 40 to 65 for 佳慧's twins, fed together), then a gap by the hour
  and the baby's age (the evening's cluster feeds from 18:30 to 22:30, 1.2 hours growing with age;
  nights from 22:30, 2.3 hours growing to five and more; days 2 hours growing slowly; times 0.7 to
  1.35). A mum is online during every feed she gives (from five hours after the birth), in about
  half the daytime naps after a feed (10 to 45 minutes, ending before the next feed), some late
  evenings and in the clinic's waiting room on a visit day; three dads each take one night feed
  with a bottle (家豪 the first feed from 22:00 to 00:30, 志明 from 01:00 to 04:30, Ahmad from
  02:00 to 05:00) while the mum sleeps through it, and otherwise keep a work day's breaks (the
  commutes, lunch, an evening) from four weeks after the birth and a home day's hours before that
  and at weekends and holidays; 李阿姨 keeps her own clock (05:30 to 07:10, 13:30 to 14:20, 19:45
  to 21:15), Sister Lim her office hours (weekdays but the holidays, 09:00 to 12:00 and 14:00 to
  17:30, some evenings); the two mums pregnant at the start keep a waiting mum's days and some
  sleepless small hours, post from the labour ward's door ("羊水破了，去医院了！" / "Waters broke,
  off to the hospital!") and are silent from labour (nine and seven hours) to five hours after the
  birth. Every line is said while its speaker is online (checked, three minutes' grace). What the
  feeds and visits make the group say is scripted from them: the baby logs a parent posts the next
  morning ("【宝宝日记】汤圆 · 1月31日 · 第45天 / 喂奶 7 次 · 最长一觉 5小时20分 / 尿布 8 片" /
  "[Baby log] Bean · Jan 19 · day 44 / Feeds: 6 · longest stretch 4h 45m / Nappies: 9"), the feeds
  begun that day and the longest stretch between them the layout's, one count of nappies a baby a
  day, one log a baby a day; the checkup cards posted after a visit ("【体检】Kai 第61天 · 体重
  4.74kg · 身长 57cm · 六合一加肺炎疫苗" / "[Checkup] Adam · day 33 · 4.00 kg · 55 cm · Hep B dose
  2"), the age, weight and length the baby's growth (a 7 % dip over four days, regained by the
  twelfth, then 30 g a day; 0.11 cm a day), one card a visit; the birth announcements ("【报喜】小
  米 1月15日 13:55 出生，3.05kg，母子平安🎉") and the full months ("Adam is one month old today!
  🎉") with their congratulations; the nurse's Monday tips ("【温馨提示】…" / "[Weekly tip] …");
  the greetings of the eve's evening and 初一's morning. Besides, every window online opens
  ordinary threads, a Poisson count by its length, its kind and the opener's talk, their kind by
  what the opener is doing: a night feed (the "3am club"), care questions (jaundice, green poop,
  nappy rash, cradle cap, tummy time) answered by the others and by the nurse when she is in,
  confinement (猪脚姜, no washing hair, the aircon ban) for a mum in her first 28 days, the day's
  life, a dad's work day or paternity leave, 李阿姨's cooking and Harbin's cold, the nurse's tips,
  pictures, the waiting mums, the clinic's queue, morning greetings, the festival's days;
  @-questions answered when the member comes online within twenty minutes or, now and then, on
  coming back ("@佳慧 刚看到，八十到一百吧"); replies by those online who read the opener's line
  and have not spoken in the thread, the chattier likelier and a member likelier the likelier they
  write a language the opener reads; reply quotes "[回复 X：…]"; a line naming a time of day ("中午
  ", "tonight", "早"), and a member's own line on their topic, said at that time. The threads are
  drawn once at three times the rate and thinned at random, a whole thread at a time, to about
  3,000 lines (2,991 with the default seed, 2,990 to 2,993 over seeds 1 to 40); times strictly
  increasing, a second apart at least;
- numbers are in the logs and cards (feeds, hours and minutes, nappies, kg, cm, days of age), the
  clock times of the night lines, ml, degrees and queue numbers (209 of the 2,991 lines hold a
  digit with the default seed), so a number alone is no answer;
- sixteen members of their own, each with how much they talk, odds of an English and a mixed line,
  and which languages they read (questions, reports, guesses and replies go between those who read
  each other, and a Chinese value is said or guessed only by one who reads Chinese): 诗涵 (the
  group's owner, Chinese mixing English) and her husband 家豪, Rachel (English-leaning), Priya,
  Nurul and her husband Ahmad, Hannah (English only) and her husband 志明 (both), 小雅 (Chinese
  only) and her mother 李阿姨 (Chinese only), 美琪 (mixing most), 晓彤 (Chinese, due mid-January),
  Jess (mixing), 佳慧 (twins, Chinese), Mei Ling (English-leaning, due at the end of January) and
  Sister Lim (the nurse, both); lines about half Chinese, a third English and the rest mixed
  (1,517, 979 and 495 with the default seed; zh 47.8 to 52.5 %, en 30.9 to 35.0 %, mixed 15.1 to
  18.0 % over seeds 1 to 40);
- fourteen topics of their own, each a member's own thing: ten a parent's (the pram, the formula,
  the carrier, where the confinement nanny comes from, the song that gets the baby to sleep, the
  clinic for the jabs, the breast pump (a mum's), the shop of the full-month gift boxes, the
  newborn photographer, the baby's first outing (李阿姨's too)) and four anyone's (the reunion
  dinner's restaurant, said before the eve; the night snack; the CNY flowers, by day 22; the usual
  drink); six facts a topic, 84 facts, a member once a topic at most, four to six facts a member
  (the nurse four, 李阿姨 four, the dads five, the mums five or six); each topic's twelve values
  six Latin and six Chinese, the English-only members' values Latin, the Chinese-only members'
  Chinese, the others' filled to three and three a topic where that fits (42 of the 84 details
  Latin with the default seed); a pregnant mum's parent's topic only from three days after her
  birth;
- facts in twelve shapes, seven each, dealt in turn over a shuffled order and swapped to fit, each
  placed on the day nearest its turn (days 0 to 39) that works, at a time its people are online:
  one message in the first person ("one"); another's @-question answered within 45 minutes by a
  terse line without the topic's words ("answer"); asked while the member is offline and answered
  in the member's first window online after it, an hour to two days later, naming the asker ("@志明
  才看到消息，银柳吧", "@Jess just finished feeding, …": "late"); a wrong value of the detail's
  script corrected 90 seconds to 15 minutes later or in the member's next window online, the
  correcting line holding both ("Earlier I wrote Ipoh, it's actually Penang": "correction"); the
  topic in one line and the detail 20 to 75 seconds later, sometimes with another's "然后呢？"
  between ("split"); another member saying it to the member, who confirms within 50 minutes without
  it ("reported"); a #接龙 list, one a topic, begun by another member, two or three members with no
  fact or entry on the topic each reposting it with their entry ("还没定", "tbc"), the member's
  entry closing it ("jielong"); a QQ reply quote of the @-question with the terse answer under it
  ("reply"); the day told in the evening in a long message, the detail in its middle ("long"); the
  member's riddle, two wrong guesses by others within minutes in scripts both read, then the answer
  within twenty minutes ("猜猜我现在天天喝什么？" / "Bandung？" / "是不是姜枣茶" / "都不对～是大麦
  茶": "guess"); and this set's own two structured shapes, where the detail sits in a field of a
  post the layout writes: the note line of a parent's baby log, its numbers the layout's ("外出：推
  Joolz Day下楼走了一圈", "Pumped: 480ml with the Lansinoh", "Top-ups: … 60ml x3", "Bedtime: … on
  repeat": "tracker"), and the note of a checkup card posted after one of the household's clinic
  visits ("Clinic: Tiny Toes", "医生说：奶粉继续喝金领冠就行", "Lactation nurse says: go down a
  flange size on the …": "checkup"); in Chinese, English or mixed (a line's language counted with
  names, the detail, the wrong value, numbers' units and a reply's quote cut out, a line of the
  detail alone taking the detail's script, a 接龙 by its last line: 38 zh, 40 en and 6 mixed with
  the default seed);
- near misses: each correction's wrong value and each guess game's two wrong guesses; the members'
  own lines on their topic two days from the evidence at least, without the detail ("around": 65
  facts, 82 lines with the default seed); two members a topic with no fact or list entry on it
  saying a line on it in passing, and a third asked about it by an @-question never answered; the
  lists' other entries; the ordinary logs and cards; the ordinary @-questions and their late
  answers; the numbers;
- questions in the third person, three classes, templates of this set's own: "keyword" carries the
  detail and no member's name ("谁家的婴儿车是{x}？", "Who pumps with a {x}?"), "partial" names the
  member and the topic ("{n}家的陪月阿姨是哪里人？", "Which clinic does {n} use for the jabs?"),
  "paraphrase" names the member and shares no English content word (stemmed with recall_sets'
  `stem`, a stop list aside) and no two Chinese characters in a row with the evidence, the names of
  members and babies, the detail and a wrong value aside ("{n}挤母乳靠的机器是哪家的？", "Which
  tune makes {n}'s kid drift off?"; checked in code; a topic's three paraphrases are tried in turn,
  then those of the other language); 40 % of the questions of a Chinese or English fact asked in
  the other language (95 of 234 with the default seed; between 35 and 50 % checked, 39.8 to 40.6 %
  over seeds 1 to 40); each question's language checked;
- never-said questions, 90: 45 name a member (15 a topic's partial question of a member who spoke
  of it only in passing or was asked and never answered, 15 a detail no line gives of a member's
  own topic: the pram's colour, the formula's stage, whether the carrier was second-hand, the
  nanny's salary, the song's singer, parking at the clinic, the pump's warranty, the boxes'
  shipping fee, the outing's tickets, the retouched photos, a private room for the dinner, the
  snack's calories, the flowers' vase, the drink's sugar level; 15 an unsaid value put to a member
  with no fact or entry on its topic: "Does {n} push a {y}?"), 45 name no one (30 an unsaid value
  in a topic's keyword question, 15 of eighteen things nobody did: a passport, a flight, swimming,
  pierced ears, an ambulance, moving house, the lottery, a tattoo, a towed car, a marathon, a lost
  wallet, a kitten, a jellyfish, a python, food poisoning, skydiving, a celebrity, a phone in the
  toilet); the words that would answer the detail questions and the things nobody did (颜色 /
  colour, 几段 / stage, 二手 / second-hand, 工资 / salary, 谁唱 / singer, 停车 / parking, 保修 /
  warranty, 运费 / shipping, 门票 / ticket, 精修 / retouch, 包厢 / private room, 卡路里 / calorie,
  花瓶 / vase, 几分甜 / sugar level, 护照 / passport, 游泳 / swim, …) and every unsaid value appear
  in no line (checked in code); 90 chatter turns (of 96) a new parent might send the bot (ml a
  feed, sterilising bottles, swaddling, what lo hei means, a thank-you card for the nurse, a CNY
  greeting for the boss, translations, greetings), no member named, nothing about the group's past
  (no "说过", "之前", "谁", "那天", "昨天", "上次", "刚才", "记得", "said", "who", "before",
  "yesterday", "did", "was", "last", "earlier", "remember" and the like, checked in code).

The set checks itself as it is built (`_check`): recall_sets' `check_messages` (a second apart at
least, within the six weeks, 2,930 to 3,070 messages); the weeks begin after START + 1,800 days;
every line said while its speaker is online by the babies' feeds, the clinic visits, the dads'
days, 李阿姨's clock, the nurse's hours or the waiting mums' days (three minutes' grace); 84 facts,
seven in each of the twelve shapes; sixteen members, fourteen topics of six Chinese and six Latin
values; every value its own and none inside another, a member's or a baby's name, a place's name or
a list's filler; a member once a topic, each member's count of facts, each topic its members'; each
detail in the last of its evidence lines and no other message, each wrong value in the line that
said it and the correction only, each wrong guess in its guess only, any other value nowhere; the
evidence said by the fact's carrier (another member for "reported", the member otherwise); keyword
questions carrying the detail and no member's name, partial and paraphrase ones naming the member
and not the detail, paraphrases sharing nothing with the evidence, each question in its recorded
language, the fact's language that of its evidence; the evidence within its topic's days; the
"around" lines the member's, without the detail and two days from the evidence at least; terse
answers, late answers, replies, a split's second line and a guess game's answer without the topic's
words; an answer after its @-question by another member, the question without the detail (within
the hour; a late one asked while the member was offline and answered in the member's first window
online after it, an hour to two days on, naming the asker); a correction made within twenty minutes
or in the member's next window online; a split's two lines within ninety seconds, the first with
the topic's words; a reported fact confirmed by the member within the hour without the detail; a 接
龙 begun by another member, each entrant posting the list so far, the detail in the list's last
entry after two entries or more, none of the entrants with a fact on the topic, one list a topic; a
long message's detail away from both its ends; a guess game opened by the member with the topic's
words, two guesses or more by others, each its recorded value, answered within twenty minutes; a
baby log of the member's baby posted the morning after its day; a checkup card of the member's baby
after one of its visits; every log's and card's numbers the layout's, by a parent of the baby, one
log a baby a day; the share of questions across languages; no used value in a never-said question
and none of the answering words in any line; named never-said questions on no topic the member's
facts or list entries hold (but the unsaid details of their own); no chatter about the past; the
lines' languages (zh 45 to 56 %, en 28 to 38 %, mixed 11 to 22 %); then recall_sets'
`check_questions`. Run it from the repository's root (`python -m bench.recall_set27` or
`python bench/recall_set27.py`, which puts the root on sys.path first) to check it is deterministic
for a seed, builds in under two seconds (0.3 to 0.8 s here), and to print its counts, its lines'
languages and a few lines and questions.

Each fact records its "evidence" (the created_at of the message(s) carrying it: two for a split),
"detail", "rare" (the detail: the word a keyword question carries), "kind" (the topic), "name" and
"uid" (the member it is about), "shape", "lang" ("zh", "en" or "mix": the evidence's), its
questions ("keyword", "partial", "paraphrase") and their languages ("q_lang"), "carrier" (who said
it), "asker" and "asked_at" (for "answer", "late" and "reply"), "around" (the created_at of the
member's other lines on the topic, none with the detail), for a correction the wrong value
("earlier") and when it was said ("earlier_at"), for a reported fact its confirmation
("confirmed_at"), for a 接龙 list its other entries ([member, entry]), when they were posted
("entries_at"), who began it and when ("requester", "request_at"), for a guess game its wrong
guesses ("guessed"), who made them and when ("guessers", "guessed_at") and when it was opened
("opened_at"). Stamps are written in the machine's local time (recall_sets' `_stamp`) and the days
are laid out in UTC as Singapore's wall clock (UTC+8), so they read as meant where the local time
is UTC; the feeds, the growth, the visits' ages and the schedules are this set's approximations,
not clinical figures.

Noticed while writing it: "Congratulations" holds "tula" (the carrier Tula became Manduca) and
"Stokke" holds "kk" (a place name dropped from the list the values are checked against); the first
Chinese long messages came out under sixty characters, so fragments are added until each side has
two dozen, and a long message by the nurse or 李阿姨 told of a husband coming home to bathe the
baby, so those two tell the day with fragments of their own; English-only members answered and
guessed Chinese values, so askers, reporters and guessers read the value's script; the English
lines were 45 % at first, so the English-only members' talk was turned down and a reply is likelier
from a member the likelier they write a language the opener reads; a pregnant mum told where her
baby's first outing had been before it was born, so a waiting mum's parent's topics come three days
after her birth; the nurse was bringing the baby to reunion dinner, so the templates of the topics
anyone has name no baby; "Eating lunch one-handed" went up at 19:08 and "阿姨早！" at 21:08, so a
line naming a time of day is said at that time; two logs of one baby for one day gave two counts of
nappies, so there is one log a baby a day and one count; checkup facts outnumbered a household's
visits, so a household has as many as its visits at most; guess games ran short of wrong values in
a script the member reads, so such a game trades its shape away; the named questions with an unsaid
value ran out of members (the nurse and 李阿姨 hold nearly all their topics), so a member may be
asked twice; "a Ergobaby" needed its "an" and "just finished feeding, It's" its lower case; nine
full months drew a 复读 of the same three cheers, so the cheers are more; a reunion dinner's 接龙
closed after the dinner on the eve, so the topic ends on day 15; the ordinary pools are short, so
lines repeat over the weeks ("打针前先喂饱"), and replies are drawn from pools written to their
kind of thread, not to each opener.
"""

from __future__ import annotations

import bisect
import datetime as dt
import functools
import itertools
import random
import re
import sys
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: the repository's root goes on the path first
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

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

HOUR = 3600.0
MINUTE = 60.0
T0 = START + 1831 * DAY  # Monday 2031-01-06 00:00, Singapore's wall clock laid out as UTC
NDAYS = 42
END = T0 + NDAYS * DAY
DATE0 = dt.date(2031, 1, 6)
HOLIDAYS = {17, 18}  # 初一 and 初二 (Thursday and Friday 01-23, 01-24)
CNY_EVE, RENRI, YUANXIAO, VALENTINE = 16, 23, 31, 39
CLASSES = ("keyword", "partial", "paraphrase")
SHAPES = ("one", "answer", "late", "correction", "split", "reported", "jielong", "reply",
          "long", "guess", "tracker", "checkup")
TERSE_SHAPES = ("answer", "late", "reply", "split", "guess")
FLIP = 0.4  # the share of a zh or en fact's questions asked in the other language

# -- the members ---------------------------------------------------------------------------
# name: (QQ number, how much they talk, odds of an English line, odds of a mixed line, reads)
PEOPLE: dict[str, tuple[int, float, float, float, str]] = {
    "诗涵": (1843302711, 1.25, 0.08, 0.30, "zh en"),
    "家豪": (2290417765, 0.85, 0.22, 0.36, "zh en"),
    "Rachel": (1590283346, 1.1, 0.45, 0.27, "zh en"),
    "Priya": (3318806420, 0.5, 1.0, 0.0, "en"),
    "Nurul": (2871160953, 0.45, 1.0, 0.0, "en"),
    "Ahmad": (3046512278, 0.35, 1.0, 0.0, "en"),
    "Hannah": (1702946631, 0.5, 1.0, 0.0, "en"),
    "志明": (2558013490, 0.7, 0.28, 0.36, "zh en"),
    "小雅": (1465092837, 1.45, 0.0, 0.02, "zh"),
    "李阿姨": (908126654, 1.1, 0.0, 0.0, "zh"),
    "美琪": (2734419085, 1.15, 0.18, 0.46, "zh en"),
    "晓彤": (1928845013, 1.05, 0.04, 0.26, "zh en"),
    "Jess": (3155270468, 1.0, 0.40, 0.38, "zh en"),
    "佳慧": (2019663572, 1.0, 0.02, 0.15, "zh en"),
    "Mei Ling": (1377408926, 0.7, 0.40, 0.28, "zh en"),
    "Sister Lim": (2610038847, 0.8, 0.40, 0.10, "zh en"),
}
MEMBERS = list(PEOPLE)
QQ = {m: PEOPLE[m][0] for m in MEMBERS}
OWNER, NURSE, GRAN = "诗涵", "Sister Lim", "李阿姨"
# facts a member: the nurse has the four topics anyone has, 李阿姨 one more
FACTS_PER = {"Sister Lim": 4, "李阿姨": 4, "家豪": 5, "志明": 5, "Ahmad": 5, "诗涵": 6,
             "Rachel": 6, "Priya": 6, "美琪": 6, "Jess": 6, "小雅": 6, "Nurul": 5, "Hannah": 5,
             "晓彤": 5, "佳慧": 5, "Mei Ling": 5}

# the babies: nickname -> mum, dad in the group (or ""), birth in days from T0, birth weight
# (kg), length (cm), twins
BABIES: dict[str, tuple[str, str, float, float, float, bool]] = {
    "汤圆": ("诗涵", "家豪", -18.35, 3.21, 50.0, False),
    "Bean": ("Rachel", "", -29.6, 3.05, 49.0, False),
    "Anika": ("Priya", "", -9.3, 2.98, 49.0, False),
    "Adam": ("Nurul", "Ahmad", -24.7, 3.40, 51.0, False),
    "Leo": ("Hannah", "志明", -14.2, 3.62, 52.0, False),
    "糖糖": ("小雅", "", -5.5, 2.86, 48.0, False),
    "Kai": ("美琪", "", -35.1, 3.30, 50.0, False),
    "小米": ("晓彤", "", 9.58, 3.05, 49.0, False),
    "Poppy": ("Jess", "", -21.4, 3.15, 50.0, False),
    "双宝": ("佳慧", "", -27.8, 2.45, 46.0, True),
    "Jojo": ("Mei Ling", "", 24.27, 3.20, 50.0, False),
}
BABY_OF = {p: b for b, (mum, dad, *_) in BABIES.items() for p in (mum, dad) if p}
MUMS = [v[0] for v in BABIES.values()]
DADS = [v[1] for v in BABIES.values() if v[1]]
PARENTS = MUMS + DADS
LABOUR = {"晓彤": 9.0, "Mei Ling": 7.0}  # hours of labour before the birth, offline
# the night feed a dad takes (a bottle of expressed milk): the first feed starting in these
# hours of each night (past 24 = after midnight)
NIGHT_DAD = {"家豪": (22.0, 24.5), "志明": (25.0, 28.5), "Ahmad": (26.0, 29.0)}
VISIT_AGES = (7, 30, 60)  # jaundice review, Hep B dose 2, the two-month jabs


def _day(t: float) -> int:
    return int((t - T0) // DAY)


def _hour(t: float) -> float:
    return ((t - T0) % DAY) / HOUR


def _at(d: int, h: float) -> float:
    return T0 + d * DAY + h * HOUR


def _date(d: int) -> dt.date:
    return DATE0 + dt.timedelta(days=d)


def _workday(d: int) -> bool:
    return d % 7 < 5 and d not in HOLIDAYS


def _born(baby: str) -> float:
    return T0 + BABIES[baby][2] * DAY


def _bday(baby: str) -> int:
    return _day(_born(baby))


def _back(dad: str) -> int:
    """The first workday a dad is back at work: four weeks after the birth."""
    baby = BABY_OF[dad]
    d = _day(_born(baby) + 28 * DAY)
    while not _workday(d):
        d += 1
    return d


def _at_work(who: str, d: int) -> bool:
    return who in DADS and _workday(d) and d >= _back(who)


# -- the layout: the babies' feeds decide who is online --------------------------------------


def _layout(seed: int = 27) -> tuple[dict[str, list[tuple[float, float, str]]],
                                     dict[str, list[tuple[int, float, float, int]]],
                                     dict[str, list[tuple[float, float, str]]]]:
    """Every baby's feeds (start, end, who feeds), every baby's clinic visits (day, start,
    end, age) and every member's windows online (start, end, kind), drawn once."""
    rng = random.Random(seed)
    feeds: dict[str, list[tuple[float, float, str]]] = {}
    visits: dict[str, list[tuple[int, float, float, int]]] = {}
    raw: dict[str, list[tuple[float, float, str]]] = {m: [] for m in MEMBERS}
    for baby, (mum, dad, _, _, _, twins) in BABIES.items():
        b0 = _born(baby)
        fs: list[tuple[float, float, str]] = []
        nights: set[int] = set()
        t = b0 + rng.uniform(0.5, 1.5) * HOUR
        while t < END + DAY:
            age = (t - b0) / DAY
            dur = rng.uniform(40, 65) if twins else rng.uniform(18, 38) - min(age, 40) * 0.12
            h = _hour(t)
            feeder = mum
            if dad in NIGHT_DAD:
                lo, hi = NIGHT_DAD[dad]
                rel = (t - T0) / HOUR
                night = int((rel - lo) // 24)
                if lo <= rel - night * 24 < hi and night not in nights and t > b0 + DAY:
                    feeder = dad
                    nights.add(night)
            if 18.5 <= h < 22.5 and age < 50:
                mean = 1.2 + age / 50  # the evening's cluster feeds
            elif h >= 22.5 or h < 5.5:
                mean = 2.3 + min(age, 60) / 20
            else:
                mean = 2.0 + min(age, 60) / 45
            fs.append((t, t + dur * MINUTE, feeder))
            t += dur * MINUTE + mean * rng.uniform(0.7, 1.35) * HOUR
        feeds[baby] = fs
        up = b0 + 5 * HOUR  # the mum is back online five hours after the birth
        for i, (s, e, who) in enumerate(fs):
            if s < up and who == mum:
                continue
            raw[who].append((s, e, "feed"))
            nxt = fs[i + 1][0] if i + 1 < len(fs) else e + 3 * HOUR
            if who == mum and 7.5 <= _hour(e) < 20 and rng.random() < 0.45:
                a = e + rng.uniform(5, 25) * MINUTE
                b = min(a + rng.uniform(10, 45) * MINUTE, nxt - 2 * MINUTE)
                if b - a > 5 * MINUTE:
                    raw[mum].append((a, b, "nap"))
        for d in range(-2, NDAYS + 1):
            if rng.random() < 0.3 and _at(d, 21) > up:
                a = _at(d, 21 + rng.uniform(0, 1))
                raw[mum].append((a, a + rng.uniform(15, 40) * MINUTE, "evening"))
        vs = []
        for age in VISIT_AGES:
            d = _day(b0 + age * DAY)
            while not _workday(d):
                d += 1
            if 0 <= d < NDAYS:
                s = _at(d, rng.uniform(9.0, 11.5))
                e = s + rng.uniform(60, 100) * MINUTE
                vs.append((d, s, e, age))
                raw[mum].append((s, e, "clinic"))
                if dad and not _at_work(dad, d):
                    raw[dad].append((s, e, "clinic"))
        visits[baby] = vs
    for mum, hours in LABOUR.items():
        born = _born(BABY_OF[mum])
        ls = born - hours * HOUR
        for d in range(-2, _day(ls) + 1):
            for a, b in ((9.5, 12.0), (14.0, 17.5), (20.0, 23.5)):
                j = rng.uniform(-0.2, 0.2)
                raw[mum].append((_at(d, a + j), min(_at(d, b + j), ls - 20 * MINUTE), "bump"))
            if rng.random() < 0.5:
                a = _at(d + 1, rng.uniform(2, 5))
                raw[mum].append((a, min(a + 25 * MINUTE, ls - 20 * MINUTE), "insomnia"))
        raw[mum].append((ls - 20 * MINUTE, ls, "labour"))
        raw[mum] = [w for w in raw[mum] if w[1] > w[0] and (w[0] >= born or w[1] <= ls)]
    for dad in DADS:
        for d in range(-2, NDAYS + 1):
            j = rng.uniform(-0.15, 0.15)
            if _at_work(dad, d):
                ws = ((8.1, 8.75, "commute"), (12.5, 13.35, "lunch"), (18.5, 19.2, "commute"),
                      (21.0, 22.75, "evening"))
            else:
                ws = ((9.5, 11.0, "home"), (14.5, 16.0, "home"), (20.5, 22.75, "evening"))
            for a, b, kind in ws:
                raw[dad].append((_at(d, a + j), _at(d, b + j), kind))
    for d in range(-2, NDAYS + 1):
        if _workday(d):
            j = rng.uniform(-0.15, 0.15)
            raw[NURSE] += [(_at(d, 9 + j), _at(d, 12 + j), "office"),
                           (_at(d, 14 + j), _at(d, 17.5 + j), "office")]
            if rng.random() < 0.3:
                raw[NURSE].append((_at(d, 21), _at(d, 21.6), "evening"))
        j = rng.uniform(-0.2, 0.2)
        raw[GRAN] += [(_at(d, 5.5 + j), _at(d, 7.15 + j), "clock"),
                      (_at(d, 13.5 + j), _at(d, 14.35 + j), "clock"),
                      (_at(d, 19.75 + j), _at(d, 21.25 + j), "clock")]
    for m in MEMBERS:
        raw[m].sort()
    return feeds, visits, raw


def _merge(ws: list[tuple[float, float, str]]) -> list[tuple[float, float]]:
    out: list[list[float]] = []
    for a, b, _ in sorted(ws):
        if out and a <= out[-1][1] + 1.0:
            out[-1][1] = max(out[-1][1], b)
        else:
            out.append([a, b])
    return [(a, b) for a, b in out]


FEEDS, VISITS, RAW = _layout()
WIN = {m: _merge(RAW[m]) for m in MEMBERS}
STARTS = {m: [a for a, _ in WIN[m]] for m in MEMBERS}


def _window_of(who: str, t: float, grace: float = 0.0) -> tuple[float, float] | None:
    i = bisect.bisect_right(STARTS[who], t + grace) - 1
    if i >= 0 and WIN[who][i][1] + grace >= t:
        return WIN[who][i]
    return None


def _online(who: str, t: float, grace: float = 0.0) -> bool:
    return _window_of(who, t, grace) is not None


def _next_start(who: str, t: float) -> float | None:
    i = bisect.bisect_right(STARTS[who], t)
    return STARTS[who][i] if i < len(STARTS[who]) else None


def _spans(who: str, a: float, b: float) -> list[tuple[float, float]]:
    i = max(0, bisect.bisect_right(STARTS[who], a) - 1)
    out = []
    ws = WIN[who]
    while i < len(ws) and ws[i][0] < b:
        lo, hi = max(ws[i][0], a), min(ws[i][1], b)
        if hi > lo:
            out.append((lo, hi))
        i += 1
    return out


def _when(rng: random.Random, who: str, a: float, b: float, need: float = 0.0) -> float | None:
    """A time in [a, b) at which `who` is online and stays so for `need` seconds."""
    cands = [(lo, hi - need) for lo, hi in _spans(who, a, b) if hi - need > lo]
    if not cands:
        return None
    x = rng.uniform(0, sum(hi - lo for lo, hi in cands))
    for lo, hi in cands:
        if x <= hi - lo:
            return lo + x
        x -= hi - lo
    return cands[-1][1]


def _log_counts(baby: str, d: int) -> tuple[int, float]:
    """The feeds a baby began on day d and the longest stretch between feeds begun that day."""
    fs = FEEDS[baby]
    a, b = _at(d, 0), _at(d + 1, 0)
    count = sum(1 for s, _, _ in fs if a <= s < b)
    gaps = [n[0] - c[1] for c, n in itertools.pairwise(fs) if a <= c[1] < b]
    return count, max(gaps)


def _weight(baby: str, d: int, second: bool = False) -> float:
    bw = BABIES[baby][3] - (0.11 if second else 0.0)
    age = d - _bday(baby)
    if age <= 4:
        w = bw * (1 - 0.07 * age / 4)
    elif age <= 12:
        w = bw * (0.93 + 0.07 * (age - 4) / 8)
    else:
        w = bw + 0.03 * (age - 12)
    return round(w, 2)


def _length(baby: str, d: int) -> int:
    return round(BABIES[baby][4] + 0.11 * (d - _bday(baby)))


MONTHS = {1: "Jan", 2: "Feb"}
JAB = {7: ("黄疸复查", "jaundice review"), 30: ("乙肝第二针", "Hep B dose 2"),
       60: ("六合一加肺炎疫苗", "6-in-1 and PCV")}
TRACK_ZH = re.compile(r"【宝宝日记】(\S+) · (\d+)月(\d+)日 · 第(\d+)天\n喂奶 (\d+) 次 · 最长一觉 "
                      r"(\d+)小时(\d+)分\n尿布 (\d+) 片")
TRACK_EN = re.compile(r"\[Baby log\] (\S+) · (Jan|Feb) (\d+) · day (\d+)\nFeeds: (\d+) · "
                      r"longest stretch (\d+)h (\d+)m\nNappies: (\d+)")
CARD_ZH = re.compile(r"【体检】(\S+) 第(\d+)天 · 体重 (\d+\.\d\d)kg · 身长 (\d+)cm · (\S+)")
CARD_EN = re.compile(r"\[Checkup\] (\S+) · day (\d+) · (\d+\.\d\d) kg · (\d+) cm · (.+?)(?:\n|$)")


def _nappies(baby: str, d: int) -> int:
    """A day's nappies: one count for the baby and the day, whoever posts the log."""
    return random.Random(f"{baby} {d}").randint(6, 10)


def _log_text(rng: random.Random, baby: str, d: int, lang: str, note: str = "") -> str:
    count, longest = _log_counts(baby, d)
    hh, mm = int(longest // HOUR), int(longest % HOUR // MINUTE)
    day = _date(d)
    n = d - _bday(baby) + 1
    naps = _nappies(baby, d)
    if lang == "zh":
        text = (f"【宝宝日记】{baby} · {day.month}月{day.day}日 · 第{n}天\n"
                f"喂奶 {count} 次 · 最长一觉 {hh}小时{mm}分\n尿布 {naps} 片")
    else:
        text = (f"[Baby log] {baby} · {MONTHS[day.month]} {day.day} · day {n}\n"
                f"Feeds: {count} · longest stretch {hh}h {mm:02d}m\nNappies: {naps}")
    return text + (f"\n{note}" if note else "")


def _card_text(baby: str, visit: tuple[int, float, float, int], lang: str, note: str = "") -> str:
    d, _, _, age = visit
    n = d - _bday(baby) + 1
    w, cm = _weight(baby, d), _length(baby, d)
    jab = JAB[age][0 if lang == "zh" else 1]
    if lang == "zh":
        text = f"【体检】{baby} 第{n}天 · 体重 {w:.2f}kg · 身长 {cm}cm · {jab}"
        if BABIES[baby][5]:
            text += f"\n二宝 体重 {_weight(baby, d, True):.2f}kg"
    else:
        text = f"[Checkup] {baby} · day {n} · {w:.2f} kg · {cm} cm · {jab}"
        if BABIES[baby][5]:
            text += f"\nTwin two: {_weight(baby, d, True):.2f} kg"
    return text + (f"\n{note}" if note else "")


# -- the topics ------------------------------------------------------------------------------
# who: "parent" (a mum or a dad), "mum", "any", or "outing" (a parent or 李阿姨); vals: six Latin
# and six Chinese; words: the topic's words (a terse line holds none); span: the days a fact or
# a line on it may fall on; the rest are templates ({x} the detail, {n} a member, {y} a value).
TOPICS: dict[str, dict[str, Any]] = {
    "pram": {
        "who": "parent",
        "vals": ["Bugaboo Fox", "Joolz Day", "Cybex Priam", "Babyzen Yoyo", "UPPAbaby Vista",
                 "Stokke Xplory", "好孩子", "小龙哈彼", "宝得适", "乐途", "贝能", "可优比"],
        "words": ["婴儿车", "推车", "pram", "stroller"],
        "one": {"zh": ["我们家婴儿车最后买了{x}，单手就能收", "推车定了{x}，今天刚送到",
                       "纠结了一个月，婴儿车还是选了{x}"],
                "en": ["We ended up with the {x} pram, folds one-handed",
                       "Pram's sorted: {x}, delivered today",
                       "After a month of dithering we went with the {x} stroller"],
                "mix": ["婴儿车最后买了{x}，fold 起来超快", "Pram 定了{x}，今天刚到货"]},
        "ask": {"zh": ["@{n} 你们家推车是什么牌子？", "@{n} 你们的婴儿车买的哪款？"],
                "en": ["@{n} which pram did you get?", "@{n} what stroller are you using?"]},
        "intro": {"zh": ["我们的婴儿车终于到了", "推车今天到货了"],
                  "en": ["Pram finally arrived!", "The stroller came today"],
                  "mix": ["Pram 终于到了！"]},
        "guess": {"zh": ["猜猜我们家推车是什么牌子？提示：很轻"],
                  "en": ["Guess which pram we got! Hint: it's light"],
                  "mix": ["猜猜我们的 pram 是哪个牌子？"]},
        "report": {"zh": ["@{n} 楼下那台{x}婴儿车是你们家的吧？"],
                   "en": ["@{n} that {x} stroller by the lift is yours, right?"]},
        "mid": {"zh": "推车用的是{x}，上巴士也不费劲",
                "en": "the pram is a {x}, which gets on the bus without a fight"},
        "jl": {"zh": "#接龙 大家的推车都是什么牌子？团购雨罩用",
               "en": "#接龙 Which pram does everyone have? For the rain cover group buy"},
        "around": {"zh": ["推车轮子有点响，要上点油", "今天推车出去，半路下雨了",
                          "推车的篮子太小了"],
                   "en": ["Pram wheel is squeaking, need to oil it",
                          "Took the stroller out and got caught in the rain",
                          "The pram basket is tiny"]},
        "passing": {"zh": ["婴儿车好贵啊，还在看", "推车放不进电梯真头疼"],
                    "en": ["Prams are so expensive", "Still haven't decided on a stroller"]},
        "kw": {"zh": "谁家的婴儿车是{x}？", "en": "Whose pram is a {x}?"},
        "part": {"zh": "{n}家买了哪款婴儿车？", "en": "Which pram did {n} buy?"},
        "para": {"zh": ["{n}带孩子出门坐的四轮座驾是哪家出的？", "{n}遛娃用的那辆车子品牌叫啥？",
                        "{n}让小朋友躺着逛街的车叫啥？"],
                 "en": ["What does {n} wheel the little one around in?",
                        "Which brand of buggy carries {n}'s kid about town?",
                        "On what wheels does {n}'s infant ride?"]},
        "probe": ("{n}家婴儿车是什么颜色的？", "What colour is {n}'s pram?", ["颜色", "colour",
                                                                   "color"]),
        "valq": {"zh": "{n}家的婴儿车是{y}吗？", "en": "Does {n} push a {y}?"},
        "log": {"zh": "外出：推{x}下楼走了一圈", "en": "Out: first walk in the {x}"},
    },
    "formula": {
        "who": "parent",
        "vals": ["Aptamil", "Similac", "Enfamil", "Friso", "Karicare", "Kendamil",
                 "飞鹤", "君乐宝", "金领冠", "澳优", "合生元", "贝因美"],
        "words": ["奶粉", "配方", "formula"],
        "one": {"zh": ["奶不够，开始混喂了，奶粉用的{x}", "奶粉换成{x}之后不怎么胀气了"],
                "en": ["Started topping up with formula, we're on {x}",
                       "Switched formula to {x} and the gas is way better"],
                "mix": ["混喂了，formula 用的{x}", "奶粉换了{x}，less gassy now"]},
        "ask": {"zh": ["@{n} 你们喝的什么奶粉？"], "en": ["@{n} which formula are you using?"]},
        "intro": {"zh": ["奶粉终于定下来了"], "en": ["Finally settled on a formula"],
                  "mix": ["Formula 终于定了"]},
        "guess": {"zh": ["猜猜我们最后选了哪个奶粉？"], "en": ["Guess which formula we landed on?"],
                  "mix": ["猜猜我们 formula 选了哪个？"]},
        "report": {"zh": ["@{n} 你们家也是喝{x}的吧？看到你家奶粉罐了"],
                   "en": ["@{n} you're on {x} too right? Saw the formula tin in your photo"]},
        "mid": {"zh": "奶粉喝的是{x}，便便正常多了",
                "en": "the formula is {x} now and the poos are back to normal"},
        "jl": {"zh": "#接龙 大家奶粉都喝哪个牌子？",
               "en": "#接龙 Formula brands, everyone? Comparing prices"},
        "around": {"zh": ["奶粉又涨价了", "冲奶粉的水温总是掌握不好", "奶粉罐又空了"],
                   "en": ["Formula prices went up again", "Never get the formula water temp right",
                          "Another empty formula tin"]},
        "passing": {"zh": ["纯母乳太累了，想加点奶粉"], "en": ["Thinking of adding some formula"]},
        "kw": {"zh": "谁家宝宝喝{x}奶粉？", "en": "Whose baby drinks {x}?"},
        "part": {"zh": "{n}家宝宝喝哪个牌子的奶粉？", "en": "Which formula does {n}'s baby drink?"},
        "para": {"zh": ["{n}给孩子冲的那罐粉是哪家出的？", "{n}家小朋友吃的人工乳品属于啥品牌？",
                        "{n}瓶喂时用的乳品叫啥？"],
                 "en": ["What powdered milk goes into {n}'s bottles?",
                        "Which tin does {n} scoop from for the little one?",
                        "What brand of infant milk does {n} buy?"]},
        "probe": ("{n}家宝宝喝的奶粉是几段的？", "Which stage is {n}'s formula?", ["几段",
                                                                       "stage"]),
        "valq": {"zh": "{n}家宝宝喝的是{y}吗？", "en": "Is {n}'s baby on {y}?"},
        "log": {"zh": "配方：今天加了{x} 60ml×3", "en": "Top-ups: {x} 60ml x3"},
        "card": {"zh": "医生说：奶粉继续喝{x}就行", "en": "Doc says: stick with {x}"},
    },
    "carrier": {
        "who": "parent",
        "vals": ["Ergobaby", "BabyBjorn", "Manduca", "Artipoppe", "Konny", "Lillebaby",
                 "袋鼠爸爸", "抱抱熊", "拉比", "小蜗牛", "贝肽斯", "背背乐"],
        "words": ["背带", "背巾", "carrier", "sling"],
        "one": {"zh": ["背带买了{x}，背着去买菜手解放了", "今天第一次用{x}背带出门"],
                "en": ["Got a {x} carrier, hands free at the market",
                       "First outing in the {x} carrier today"],
                "mix": ["背带买了{x}，hands-free 太爽了"]},
        "ask": {"zh": ["@{n} 你们用的什么背带？"], "en": ["@{n} which carrier do you use?"]},
        "intro": {"zh": ["新背带到了！"], "en": ["New carrier arrived!"],
                  "mix": ["新 carrier 到了！"]},
        "guess": {"zh": ["猜猜我入了哪个背带？"], "en": ["Guess which carrier I caved and bought"],
                  "mix": ["猜猜我买了哪个 carrier？"]},
        "report": {"zh": ["@{n} 你背的是{x}吧？在诊所看到你了"],
                   "en": ["@{n} was that a {x} carrier you had at the clinic?"]},
        "mid": {"zh": "背带用的是{x}，腰不累", "en": "the carrier is a {x} and my back is fine"},
        "jl": {"zh": "#接龙 大家用的什么背带？新手妈妈想参考",
               "en": "#接龙 Carriers! What is everyone using?"},
        "around": {"zh": ["背带背久了肩膀酸", "背带洗了还没干", "宝宝在背带里秒睡"],
                   "en": ["Shoulders ache after an hour in the carrier",
                          "Carrier in the wash, still damp",
                          "Baby falls asleep instantly in the carrier"]},
        "passing": {"zh": ["想买个背带，不知道哪个好"], "en": ["Anyone recommend a carrier?"]},
        "kw": {"zh": "谁用的是{x}背带？", "en": "Who wears a {x} carrier?"},
        "part": {"zh": "{n}用的是哪个牌子的背带？", "en": "Which carrier does {n} use?"},
        "para": {"zh": ["{n}把娃绑在胸前靠啥？", "{n}出门挂宝宝那套装备是哪家的？",
                        "{n}贴身兜娃的布兜叫啥？"],
                 "en": ["What does {n} strap the infant to their chest with?",
                        "Which brand holds {n}'s kid close on walks?",
                        "What's {n}'s wrap-and-buckle gear called?"]},
        "probe": ("{n}的背带是二手的吗？", "Was {n}'s carrier second-hand?",
                  ["二手", "second-hand", "secondhand"]),
        "valq": {"zh": "{n}用的是{y}背带吗？", "en": "Does {n} use a {y} carrier?"},
        "log": {"zh": "外出：用{x}背着下楼走了半小时", "en": "Out: 30 min walk in the {x}"},
        "card": {"zh": "医生说：{x}背的时候腿要成M字",
                 "en": "Doc says: the {x} is fine, keep the legs in an M"},
    },
    "nanny": {
        "who": "parent",
        "vals": ["Ipoh", "Penang", "Malacca", "Kuantan", "Seremban", "Klang",
                 "梅州", "潮汕", "福清", "莆田", "湛江", "揭阳"],
        "words": ["陪月", "月嫂", "阿姨", "nanny", "confinement"],
        "one": {"zh": ["我们的陪月阿姨是{x}人，做菜超好吃", "陪月姐姐从{x}来的，经验很足"],
                "en": ["Our confinement nanny is from {x}, her soups are amazing",
                       "The nanny came over from {x}, super experienced"],
                "mix": ["陪月 auntie 是{x}来的，cooking 一流"]},
        "ask": {"zh": ["@{n} 你们的陪月是哪里人？"],
                "en": ["@{n} where's your confinement nanny from?"]},
        "intro": {"zh": ["说说我们家的陪月阿姨"], "en": ["Our confinement nanny started today"],
                  "mix": ["我们的 confinement nanny 来了"]},
        "guess": {"zh": ["猜猜我们陪月阿姨是哪里人？"],
                  "en": ["Guess where our confinement nanny is from!"],
                  "mix": ["猜猜我们的 nanny 是哪里人？"]},
        "report": {"zh": ["@{n} 你们陪月是{x}的吧？听口音像"],
                   "en": ["@{n} your nanny's from {x}, isn't she? The accent gave it away"]},
        "mid": {"zh": "陪月阿姨是{x}人，煲汤一绝",
                "en": "the confinement nanny, who's from {x}, makes the best soups"},
        "jl": {"zh": "#接龙 大家的陪月阿姨都是哪里人？",
               "en": "#接龙 Where's everyone's confinement nanny from?"},
        "around": {"zh": ["陪月阿姨今天休息", "陪月还有一周就走了，舍不得", "陪月又煮了姜茶"],
                   "en": ["Nanny's day off today", "One week left with the nanny, sad",
                          "The nanny made ginger tea again"]},
        "passing": {"zh": ["陪月阿姨好难约"], "en": ["Booking a confinement nanny is so hard"]},
        "kw": {"zh": "谁家陪月阿姨是{x}人？", "en": "Whose confinement nanny comes from {x}?"},
        "part": {"zh": "{n}家的陪月阿姨是哪里人？", "en": "Where is {n}'s confinement nanny from?"},
        "para": {"zh": ["{n}请的月子帮手老家在哪？", "{n}家产后帮工的籍贯是？",
                        "{n}坐月子时帮工的家乡在何处？"],
                 "en": ["Which town does {n}'s postpartum helper hail from?",
                        "Where's the woman who cooked for {n}'s household after the birth "
                        "originally"
                        " from?",
                        "What's the hometown of {n}'s month-long help?"]},
        "probe": ("{n}家陪月阿姨一个月工资多少？", "What's {n}'s nanny's salary?", ["工资",
                                                                       "salary", "月薪"]),
        "valq": {"zh": "{n}家的陪月是{y}人吗？", "en": "Is {n}'s nanny from {y}?"},
        "terse": {"zh": ["{x}", "{x}的", "{x}来的"], "en": ["{x}", "From {x}", "{x}!"],
                  "mix": ["{x}来的 lah"]},
    },
    "song": {
        "who": "parent",
        "vals": ["Clair de Lune", "Moon River", "Yellow Submarine", "Hey Jude", "Edelweiss",
                 "Brahms Lullaby", "虫儿飞", "茉莉花", "月亮代表我的心", "小燕子", "外婆的澎湖湾",
                 "天黑黑"],
        "words": ["哄睡", "歌", "song", "lullaby"],
        "one": {"zh": ["哄睡神曲是{x}，一放就睡", "每天晚上唱{x}，唱到第三遍就睡了"],
                "en": ["Our magic sleep song is {x}, works every time",
                       "I sing {x} and she's out by the third round"],
                "mix": ["哄睡 playlist 只有一首：{x}"]},
        "ask": {"zh": ["@{n} 你们哄睡放什么歌？"],
                "en": ["@{n} what song gets your baby to sleep?"]},
        "intro": {"zh": ["发现了一首哄睡神曲"], "en": ["Found the song that knocks him out"],
                  "mix": ["找到哄睡 song 了"]},
        "guess": {"zh": ["猜猜我们家哄睡放的是哪首歌？"],
                  "en": ["Guess the song that puts ours to sleep!"],
                  "mix": ["猜猜我们的哄睡 song？"]},
        "report": {"zh": ["@{n} 你视频里唱的是{x}吧哈哈"],
                   "en": ["@{n} was that {x} you were humming in the video? 😂"]},
        "mid": {"zh": "哄睡放的是{x}，十分钟搞定",
                "en": "bedtime song is {x}, ten minutes and done"},
        "jl": {"zh": "#接龙 分享一下你们的哄睡歌", "en": "#接龙 Share your baby's sleep song"},
        "around": {"zh": ["今晚哄睡失败了", "哄睡唱到嗓子哑", "哄睡的歌要换了"],
                   "en": ["Bedtime song failed tonight", "Sang myself hoarse at bedtime",
                          "Need a new bedtime song"]},
        "passing": {"zh": ["哄睡太难了，唱什么都不管用"], "en": ["No song works on ours"]},
        "kw": {"zh": "谁家宝宝听{x}入睡？", "en": "Whose baby falls asleep to {x}?"},
        "part": {"zh": "{n}家哄睡放的是哪首歌？", "en": "What song does {n} use at bedtime?"},
        "para": {"zh": ["{n}让小家伙合眼靠的是哪段旋律？", "{n}夜里对着娃哼哪支曲子？",
                        "{n}家孩子听啥音乐才肯闭眼？"],
                 "en": ["Which tune makes {n}'s kid drift off?",
                        "What melody does {n} hum to settle the infant?",
                        "Which track is on repeat when {n} puts the little one down?"]},
        "probe": ("{n}家哄睡歌是谁唱的版本？", "Which singer's version does {n} play at bedtime?",
                  ["谁唱", "singer", "歌手"]),
        "valq": {"zh": "{n}家哄睡放的是{y}吗？", "en": "Does {n} play {y} at bedtime?"},
        "log": {"zh": "哄睡：放{x}，十分钟睡着", "en": "Bedtime: {x} on repeat, asleep in 10 min"},
        "terse": {"zh": ["{x}", "{x}，百试百灵", "是{x}"], "en": ["{x}", "{x}, works every time",
                                                          "It's {x}"],
                  "mix": ["{x}，works every time"]},
    },
    "clinic": {
        "who": "parent",
        "vals": ["Kiddo Clinic", "Cradle Kids", "Tiny Toes", "Little Oak", "Bambini",
                 "Bright Sprout", "仁心儿科", "康宁诊所", "宝安儿科", "慈光诊所", "安怡儿科",
                 "乐康诊所"],
        "words": ["诊所", "儿科", "医生", "打针", "clinic", "doctor", "paediatric", "jab"],
        "one": {"zh": ["打针体检都在{x}，医生很耐心", "我们固定去{x}看儿科"],
                "en": ["We do all the jabs at {x}, the doctor is lovely",
                       "Our paediatrician is at {x}"],
                "mix": ["打针都去{x}，doctor 超 nice"]},
        "ask": {"zh": ["@{n} 你们打针去哪个诊所？"],
                "en": ["@{n} which clinic do you go to for jabs?"]},
        "intro": {"zh": ["找到一家很好的儿科诊所"], "en": ["Found a great paediatric clinic"],
                  "mix": ["找到一家很好的 clinic"]},
        "guess": {"zh": ["猜猜我们换到哪家诊所了？"], "en": ["Guess which clinic we switched to!"],
                  "mix": ["猜猜我们换了哪家 clinic？"]},
        "report": {"zh": ["@{n} 今天在{x}门口看到你了！"],
                   "en": ["@{n} saw you outside {x} this morning!"]},
        "mid": {"zh": "下午去{x}打了针，哭了两声就好",
                "en": "went to {x} for the jab in the afternoon, two cries and done"},
        "jl": {"zh": "#接龙 大家打疫苗都去哪个诊所？",
               "en": "#接龙 Which clinic does everyone use for vaccinations?"},
        "around": {"zh": ["诊所排队排了一个小时", "下次打针要预约了", "医生说体重长得不错"],
                   "en": ["Waited an hour at the clinic", "Need to book the next jab",
                          "Doctor says weight gain is good"]},
        "passing": {"zh": ["想换个儿科医生"], "en": ["Looking for a new paediatrician"]},
        "kw": {"zh": "谁带宝宝去{x}打针？", "en": "Who takes the baby to {x}?"},
        "part": {"zh": "{n}家宝宝在哪个诊所打针？",
                 "en": "Which clinic does {n} use for the jabs?"},
        "para": {"zh": ["{n}给孩子接种找的是哪家医疗点？", "{n}家娃看病常去的地方叫啥？",
                        "{n}带娃量体重称身长去哪？"],
                 "en": ["Where does {n}'s infant get vaccinated?",
                        "Which practice sees {n}'s kid for check-ups?",
                        "Where does {n} take the little one when unwell?"]},
        "probe": ("{n}去的诊所停车方便吗？", "Is there parking at {n}'s clinic?", ["停车",
                                                                         "parking"]),
        "valq": {"zh": "{n}家宝宝在{y}打针吗？", "en": "Does {n}'s baby get jabs at {y}?"},
        "card": {"zh": "地点：{x}", "en": "Clinic: {x}"},
    },
    "pump": {
        "who": "mum",
        "vals": ["Medela", "Spectra", "Lansinoh", "Elvie", "Willow", "Philips Avent",
                 "小白熊", "贝瑞克", "新贝", "好女人", "喜朗", "优合"],
        "words": ["吸奶器", "吸奶", "pump"],
        "one": {"zh": ["吸奶器用的{x}，静音很好", "入了{x}吸奶器，夜里吸奶不吵老公"],
                "en": ["My pump is a {x}, nice and quiet", "Got the {x} pump, doesn't wake anyone"],
                "mix": ["吸奶器买了{x}，quiet 到不行"]},
        "ask": {"zh": ["@{n} 你用的什么吸奶器？"], "en": ["@{n} which pump do you use?"]},
        "intro": {"zh": ["新吸奶器到了"], "en": ["New pump arrived"], "mix": ["新的 pump 到了"]},
        "guess": {"zh": ["猜猜我买了哪个吸奶器？"], "en": ["Guess which pump I got?"],
                  "mix": ["猜猜我的 pump 是哪个？"]},
        "report": {"zh": ["@{n} 你那个吸奶器是{x}吧？声音好小"],
                   "en": ["@{n} is yours the {x} pump? It's so quiet"]},
        "mid": {"zh": "吸奶器是{x}，一次能吸一百多毫升",
                "en": "the pump is a {x} and I get about 120ml a go"},
        "jl": {"zh": "#接龙 大家的吸奶器是哪个牌子？", "en": "#接龙 Pump brands please! Comparing"},
        "around": {"zh": ["吸奶吸到怀疑人生", "吸奶器的配件又要消毒", "今天吸了好多"],
                   "en": ["Pumping is so tedious", "Sterilising pump parts again",
                          "Good pumping session today"]},
        "passing": {"zh": ["吸奶器好贵，还在犹豫"], "en": ["Is a pump worth it?"]},
        "kw": {"zh": "谁用{x}吸奶器？", "en": "Who pumps with a {x}?"},
        "part": {"zh": "{n}用的是哪个吸奶器？", "en": "Which breast pump does {n} use?"},
        "para": {"zh": ["{n}挤母乳靠的机器是哪家的？", "{n}存奶用的那台电动设备属于啥品牌？",
                        "{n}把乳汁抽出来靠啥？"],
                 "en": ["What machine does {n} express milk with?",
                        "Which brand helps {n} bottle her own supply?",
                        "What device does {n} use for expressing?"]},
        "probe": ("{n}的吸奶器保修几年？", "How long is the warranty on {n}'s pump?", ["保修",
                                                                              "warranty"]),
        "valq": {"zh": "{n}用的是{y}吸奶器吗？", "en": "Does {n} pump with a {y}?"},
        "log": {"zh": "吸奶：{x}，一天一共480ml", "en": "Pumped: 480ml with the {x}"},
        "card": {"zh": "泌乳顾问说：{x}的喇叭罩换小一号",
                 "en": "Lactation nurse says: go down a flange size on the {x}"},
    },
    "box": {
        "who": "parent",
        "vals": ["Bengawan Solo", "Golden Bloom", "Joy Mama", "Red Peony", "Ling Kueh",
                 "Nonya Delight", "喜宝坊", "如意坊", "满福轩", "红蛋铺", "团圆记", "金喜斋"],
        "words": ["满月", "礼盒", "红蛋", "full month", "full-month", "gift box"],
        "one": {"zh": ["满月礼盒订了{x}的，红蛋加蛋糕", "满月礼盒找{x}做，已经下单了"],
                "en": ["Full-month boxes ordered from {x}, red eggs and kueh",
                       "We're doing the full-month gift boxes with {x}"],
                "mix": ["满月 boxes 订了{x}，red eggs 好漂亮"]},
        "ask": {"zh": ["@{n} 你们满月礼盒在哪家订的？"],
                "en": ["@{n} where did you order your full-month boxes?"]},
        "intro": {"zh": ["满月礼盒搞定了"], "en": ["Full-month boxes sorted!"],
                  "mix": ["满月 boxes 搞定了"]},
        "guess": {"zh": ["猜猜满月礼盒我们找的哪家？"],
                  "en": ["Guess who's doing our full-month boxes?"],
                  "mix": ["猜猜我们的满月 boxes 找的哪家？"]},
        "report": {"zh": ["@{n} 你们满月礼盒是{x}的吧？我妈收到了说好吃"],
                   "en": ["@{n} your full-month box was from {x} right? My mum loved it"]},
        "mid": {"zh": "满月礼盒订的是{x}，周六送",
                "en": "the full-month boxes are from {x}, arriving Saturday"},
        "jl": {"zh": "#接龙 满月礼盒大家都订的哪家？",
               "en": "#接龙 Full-month box shops, share please"},
        "around": {"zh": ["满月礼盒要送四十家，数不过来", "满月礼盒的红蛋染得好红",
                          "满月礼盒送完了"],
                   "en": ["Forty full-month boxes to deliver, help", "The red eggs are SO red",
                          "All full-month boxes delivered"]},
        "passing": {"zh": ["满月礼盒好多选择，挑花眼"], "en": ["So many full-month box options"]},
        "kw": {"zh": "谁家满月礼盒是{x}做的？", "en": "Whose full-month boxes came from {x}?"},
        "part": {"zh": "{n}家的满月礼盒在哪订的？",
                 "en": "Where did {n} order the full-month boxes?"},
        "para": {"zh": ["{n}给亲友派的红鸡蛋糕点出自哪家铺子？",
                        "{n}宝宝三十天时分送的点心是谁家做的？",
                        "{n}庆祝娃出生一个月的伴手礼找谁订？"],
                 "en": ["Which bakery made the treats {n} sent round when the baby hit thirty"
                        " days?",
                        "Who baked the celebration parcels {n} handed out to relatives?",
                        "Where did {n} get the hampers for the baby's thirtieth day?"]},
        "probe": ("{n}家满月礼盒运费多少？", "What was the shipping fee for {n}'s boxes?", ["运费",
                                                                                  "shipping"]),
        "valq": {"zh": "{n}家的满月礼盒是{y}的吗？", "en": "Did {n} order from {y}?"},
    },
    "outing": {
        "who": "outing",
        "vals": ["Jewel", "VivoCity", "East Coast Park", "MacRitchie", "Botanic Gardens",
                 "Gardens by the Bay", "牛车水", "滨海湾", "裕廊湖", "榜鹅", "碧山公园", "乌节路"],
        "words": ["出门", "第一次", "outing", "first trip"],
        "one": {"zh": ["宝宝第一次出门去了{x}，乖得不得了", "带宝宝第一次出远门，去了{x}"],
                "en": ["First proper outing with the baby: {x}!",
                       "Took her to {x} for her first trip out"],
                "mix": ["第一次 outing 去了{x}，全程睡觉"]},
        "ask": {"zh": ["@{n} 宝宝第一次出门去了哪？"],
                "en": ["@{n} where was your first outing with the baby?"]},
        "intro": {"zh": ["今天带宝宝第一次出门了！"], "en": ["First outing with the baby today!"],
                  "mix": ["今天第一次 outing！"]},
        "guess": {"zh": ["猜猜宝宝第一次出门去了哪？"],
                  "en": ["Guess where the baby's first outing was!"],
                  "mix": ["猜猜宝宝第一次 outing 去了哪？"]},
        "report": {"zh": ["@{n} 看到你们去了{x}！第一次出门吗"],
                   "en": ["@{n} saw your photos at {x}! First outing?"]},
        "mid": {"zh": "第一次出门去了{x}，人不多",
                "en": "the first trip out was to {x}, not too crowded"},
        "jl": {"zh": "#接龙 宝宝第一次出门都去了哪里？",
               "en": "#接龙 Where did your baby's first outing go?"},
        "around": {"zh": ["出门要带的东西好多", "下次出门要避开中午", "出门一趟回来累瘫"],
                   "en": ["So much to pack for one outing", "Next outing, avoid noon",
                          "One trip out and I'm wiped"]},
        "passing": {"zh": ["还不敢带宝宝出门"], "en": ["Too scared to take ours out yet"]},
        "kw": {"zh": "谁家宝宝第一次出门去了{x}？", "en": "Whose baby's first outing was to {x}?"},
        "part": {"zh": "{n}家宝宝第一次出门去了哪里？",
                 "en": "Where did {n} take the baby on the first outing?"},
        "para": {"zh": ["{n}头一回带娃逛的地方叫啥？", "{n}领着小婴儿首次离家到过哪儿？",
                        "{n}家娃初次见世面在何处？"],
                 "en": ["Which spot did the newborn in {n}'s household visit on leaving home the"
                        " very first time?",
                        "Where did {n} head with the infant on day one out of the flat?",
                        "What place saw the public debut of the baby in {n}'s home?"]},
        "probe": ("{n}去那里的门票多少钱？", "How much were the tickets for {n}'s outing?", ["门票",
                                                                                   "ticket"]),
        "valq": {"zh": "{n}家宝宝第一次出门去的是{y}吗？",
                 "en": "Was the baby's first outing with {n} to {y}?"},
        "log": {"zh": "外出：第一次去{x}", "en": "Out: first trip to {x}"},
        "terse": {"zh": ["{x}", "去了{x}", "{x}，人不多"], "en": ["{x}", "{x}!", "We went to {x}"],
                  "mix": ["{x}，not crowded"]},
    },
    "photo": {
        "who": "parent",
        "vals": ["Little Pea Studio", "Snapshot Bunny", "Moonbeam Studio", "Cotton Lens",
                 "Tiny Frames", "Hello Pudding", "小豆丁影像", "萌宝馆", "时光印记", "暖暖影楼",
                 "初见摄影",
                 "蜜糖映画"],
        "words": ["新生儿照", "拍照", "摄影", "写真", "photo", "shoot", "photographer"],
        "one": {"zh": ["新生儿照约了{x}，下周上门拍", "写真找的{x}，样片好好看"],
                "en": ["Booked {x} for the newborn shoot next week",
                       "Newborn photos with {x}, the previews are gorgeous"],
                "mix": ["newborn shoot 约了{x}，好期待"]},
        "ask": {"zh": ["@{n} 你们新生儿照找的谁拍？"], "en": ["@{n} who did your newborn photos?"]},
        "intro": {"zh": ["新生儿照约好了"], "en": ["Newborn shoot booked!"],
                  "mix": ["newborn shoot 约好了"]},
        "guess": {"zh": ["猜猜我们的新生儿照找的哪家？"],
                  "en": ["Guess which studio did our newborn photos"],
                  "mix": ["猜猜我们 newborn photos 找的哪家？"]},
        "report": {"zh": ["@{n} 你家新生儿照是{x}拍的吧？风格好像"],
                   "en": ["@{n} your newborn photos were by {x}, right? I recognised the style"]},
        "mid": {"zh": "新生儿照找的是{x}，拍了两个小时",
                "en": "the newborn photos were with {x}, two hours of posing"},
        "jl": {"zh": "#接龙 新生儿照大家找的哪家？",
               "en": "#接龙 Newborn photographers, who did you use?"},
        "around": {"zh": ["新生儿照的成片还没出来", "拍照那天宝宝一直醒着", "新生儿照选片选到头疼"],
                   "en": ["Still waiting for our newborn photos",
                          "Baby stayed awake the whole shoot",
                          "Choosing photos is so hard"]},
        "passing": {"zh": ["新生儿照要不要拍呢"], "en": ["Is a newborn shoot worth it?"]},
        "kw": {"zh": "谁家的新生儿照是{x}拍的？", "en": "Whose newborn photos were done by {x}?"},
        "part": {"zh": "{n}家的新生儿照是哪家拍的？", "en": "Who did {n}'s newborn photos?"},
        "para": {"zh": ["{n}给娃留影找的是哪家工作室？", "{n}家小婴儿的艺术照出自谁手？",
                        "{n}请来记录宝贝头几周模样的是哪个团队？"],
                 "en": ["Which studio captured {n}'s kid in those first weeks?",
                        "Who took the posed pictures of {n}'s infant?",
                        "Which team immortalised {n}'s little one on camera?"]},
        "probe": ("{n}家新生儿照精修了几张？", "How many retouched shots did {n} get?", ["精修",
                                                                              "retouch"]),
        "valq": {"zh": "{n}家的新生儿照是{y}拍的吗？", "en": "Did {y} do {n}'s newborn photos?"},
    },
    "reunion": {
        "who": "any",
        "span": (0, 15),
        "vals": ["Crystal Jade", "Peach Garden", "Jumbo Seafood", "Imperial Treasure", "Wah Lok",
                 "Tung Lok", "聚福楼", "好运来", "金满楼", "喜临门", "福满堂", "家和酒家"],
        "words": ["年夜饭", "团圆饭", "reunion"],
        "one": {"zh": ["年夜饭订了{x}，一大家子十几个人", "今年团圆饭在{x}吃"],
                "en": ["Reunion dinner's at {x} this year, the whole clan is coming",
                       "We booked {x} for reunion dinner"],
                "mix": ["reunion dinner 订了{x}，一大家子"]},
        "ask": {"zh": ["@{n} 年夜饭在哪吃？"], "en": ["@{n} where's your reunion dinner?"]},
        "intro": {"zh": ["年夜饭订好了！"], "en": ["Reunion dinner booked!"],
                  "mix": ["reunion dinner 订好了！"]},
        "guess": {"zh": ["猜猜我们年夜饭订在哪？"], "en": ["Guess where our reunion dinner is!"],
                  "mix": ["猜猜我们 reunion dinner 在哪？"]},
        "report": {"zh": ["@{n} 你们年夜饭订在{x}对吧？"],
                   "en": ["@{n} your reunion dinner's at {x}, yeah?"]},
        "mid": {"zh": "年夜饭订在{x}，包了一张大圆桌",
                "en": "reunion dinner is at {x}, one big round table"},
        "jl": {"zh": "#接龙 年夜饭大家在哪吃？",
               "en": "#接龙 Reunion dinner plans, where's everyone eating?"},
        "around": {"zh": ["年夜饭订位好难", "年夜饭的菜单发来了", "年夜饭要穿什么"],
                   "en": ["Reunion dinner seating plan is a puzzle",
                          "Got the reunion dinner menu",
                          "What do I even wear to reunion dinner"]},
        "passing": {"zh": ["年夜饭还没订，急"],
                    "en": ["Haven't booked reunion dinner yet, panicking"]},
        "kw": {"zh": "谁家年夜饭在{x}吃？", "en": "Whose reunion dinner is at {x}?"},
        "part": {"zh": "{n}家年夜饭在哪里吃？", "en": "Where is {n} having reunion dinner?"},
        "para": {"zh": ["{n}除夕晚上全家聚餐去哪个馆子？", "{n}大年三十团聚的饭局设在哪？",
                        "{n}家过年那顿大餐安排在哪间餐厅？"],
                 "en": ["Which restaurant hosts {n}'s family feast on New Year's Eve?",
                        "Where does {n}'s clan gather to eat the night before the Lunar New Year?",
                        "At what eatery will {n} celebrate the eve of the festival?"]},
        "probe": ("{n}家年夜饭订的是包厢吗？", "Did {n} book a private room for reunion dinner?",
                  ["包厢", "private room"]),
        "valq": {"zh": "{n}家年夜饭在{y}吃吗？", "en": "Is {n}'s reunion dinner at {y}?"},
        "terse": {"zh": ["{x}", "在{x}", "订了{x}"], "en": ["{x}", "At {x}", "We booked {x}"],
                  "mix": ["{x}，booked 了"]},
    },
    "snack": {
        "who": "any",
        "vals": ["Tim Tam", "Hello Panda", "Pocky", "Khong Guan", "Kinder Bueno", "Pringles",
                 "芝麻糊", "红枣糕", "鸡精", "核桃酥", "绿豆饼", "蛋黄酥"],
        "words": ["零食", "夜宵", "宵夜", "snack"],
        "one": {"zh": ["夜里的零食是{x}，一晚上吃半包", "半夜饿了就啃{x}"],
                "en": ["My night snack is {x}, half a pack a night", "3am hunger = {x}"],
                "mix": ["半夜 snack 只能是{x}"]},
        "ask": {"zh": ["@{n} 半夜饿了吃什么零食？"], "en": ["@{n} what's your go-to night snack?"]},
        "intro": {"zh": ["找到半夜最佳零食了"], "en": ["Found the perfect night snack"],
                  "mix": ["找到最好的 night snack 了"]},
        "guess": {"zh": ["猜猜我半夜的零食是啥？"], "en": ["Guess my 3am snack"],
                  "mix": ["猜猜我的 3am snack"]},
        "report": {"zh": ["@{n} 你床头又是{x}吧哈哈"],
                   "en": ["@{n} let me guess, {x} by the bed again? 😂"]},
        "mid": {"zh": "半夜的零食是{x}，床头放了一罐",
                "en": "the night snack is {x}, a tin of it by the bed"},
        "jl": {"zh": "#接龙 半夜零食推荐", "en": "#接龙 Night snack recommendations!"},
        "around": {"zh": ["零食又吃完了", "半夜吃零食胖了两斤", "今晚忍住没吃零食"],
                   "en": ["Out of snacks again", "The night snacking is showing",
                          "Resisted the snacks tonight"]},
        "passing": {"zh": ["夜里好饿但不想吃零食"], "en": ["Need a healthier night snack"]},
        "kw": {"zh": "谁半夜吃{x}？", "en": "Who snacks on {x} at night?"},
        "part": {"zh": "{n}夜里饿了吃什么？", "en": "What does {n} snack on at night?"},
        "para": {"zh": ["{n}凌晨往嘴里塞的是啥？", "{n}床头常备哪样吃的？",
                        "{n}熬夜时靠哪种小点心续命？"],
                 "en": ["What does {n} munch during the small hours?",
                        "Which treat keeps {n} going between 2 and 5 am?",
                        "What's in {n}'s bedside stash?"]},
        "probe": ("{n}的夜宵一包多少卡路里？", "How many calories are in {n}'s night snack?",
                  ["卡路里", "calorie"]),
        "valq": {"zh": "{n}半夜吃的是{y}吗？", "en": "Does {n} eat {y} at night?"},
    },
    "flower": {
        "who": "any",
        "span": (0, 22),
        "vals": ["Poinsettia", "Kalanchoe", "Anthurium", "Chrysanthemum", "Bougainvillea",
                 "Cymbidium", "桃花", "水仙", "银柳", "富贵竹", "金桔", "蝴蝶兰"],
        "words": ["年花", "花", "flower", "plant"],
        "one": {"zh": ["今年的年花买了{x}，放在门口", "家里年花是{x}，开得正好"],
                "en": ["Our CNY flowers this year: {x} by the door",
                       "Got {x} for the new year, the flat smells lovely"],
                "mix": ["年花买了{x}，好 festive"]},
        "ask": {"zh": ["@{n} 今年买了什么年花？"], "en": ["@{n} what CNY flowers did you get?"]},
        "intro": {"zh": ["年花买回来了"], "en": ["Bought our CNY flowers"],
                  "mix": ["CNY 年花买回来了"]},
        "guess": {"zh": ["猜猜我们家今年摆的什么年花？"], "en": ["Guess our CNY flowers this year"],
                  "mix": ["猜猜我们的 CNY 年花？"]},
        "report": {"zh": ["@{n} 你家门口那盆{x}好漂亮"],
                   "en": ["@{n} that {x} outside your door is gorgeous"]},
        "mid": {"zh": "年花买了{x}，摆在客厅", "en": "the CNY flowers are {x}, in the living room"},
        "jl": {"zh": "#接龙 大家今年摆什么年花？", "en": "#接龙 CNY flowers, what's everyone got?"},
        "around": {"zh": ["年花要浇水了", "年花开得正好", "年花快谢了"],
                   "en": ["Must water the CNY flowers", "Our CNY flowers are in full bloom",
                          "CNY flowers are wilting"]},
        "passing": {"zh": ["今年年花还没买"], "en": ["Haven't bought CNY flowers yet"]},
        "kw": {"zh": "谁家年花摆的是{x}？", "en": "Whose CNY flowers are {x}?"},
        "part": {"zh": "{n}家今年摆的是什么年花？", "en": "What CNY flowers did {n} buy?"},
        "para": {"zh": ["{n}过年在屋里放了哪种植物？", "{n}春节装点家门用的盆栽是？",
                        "{n}为新春添的绿植叫啥？"],
                 "en": ["Which plant decorates {n}'s home for the Spring Festival?",
                        "What blooms did {n} bring home for the lunar holiday?",
                        "What's potted at {n}'s place for the festive season?"]},
        "probe": ("{n}家的年花插在什么花瓶里？", "What vase are {n}'s flowers in?", ["花瓶",
                                                                         "vase"]),
        "valq": {"zh": "{n}家的年花是{y}吗？", "en": "Did {n} get {y} for CNY?"},
    },
    "drink": {
        "who": "any",
        "vals": ["Teh Halia", "Kopi Gao", "Milo Dinosaur", "Bandung", "Yuan Yang", "Teh Tarik",
                 "薏米水", "菊花茶", "大麦茶", "红豆水", "洛神花茶", "姜枣茶"],
        "words": ["饮料", "喝", "drink"],
        "one": {"zh": ["最近每天一杯{x}，续命", "{x}是我现在的标配饮料"],
                "en": ["Daily {x} keeping me alive", "My usual drink these days: {x}"],
                "mix": ["每天一杯{x}，lifesaver"]},
        "ask": {"zh": ["@{n} 你最近都喝什么？"],
                "en": ["@{n} what's your usual drink these days?"]},
        "intro": {"zh": ["找到续命饮料了"], "en": ["Found my survival drink"],
                  "mix": ["找到 survival drink 了"]},
        "guess": {"zh": ["猜猜我现在天天喝什么？"], "en": ["Guess what I drink every day now"],
                  "mix": ["猜猜我每天 drink 什么？"]},
        "report": {"zh": ["@{n} 你又在喝{x}了吧"],
                   "en": ["@{n} is that a {x} in your hand again? 😂"]},
        "mid": {"zh": "饮料每天都是{x}", "en": "my drink every day is {x}"},
        "jl": {"zh": "#接龙 大家现在的续命饮料是啥？", "en": "#接龙 What's your survival drink?"},
        "around": {"zh": ["今天忘了买饮料", "饮料喝太多睡不着", "常去的饮料摊过年关门了"],
                   "en": ["Forgot my drink today", "Too much caffeine, can't nap",
                          "My drink stall is closed for CNY"]},
        "passing": {"zh": ["最近不知道喝什么好"],
                    "en": ["I need a new go-to drink"]},
        "kw": {"zh": "谁每天喝{x}？", "en": "Who drinks {x} every day?"},
        "part": {"zh": "{n}最近常喝什么？", "en": "What does {n} usually drink these days?"},
        "para": {"zh": ["{n}每天靠哪杯东西提神？", "{n}平时点单点哪样？", "{n}的杯子里常装着啥？"],
                 "en": ["Which beverage does {n} order daily?",
                        "What's in {n}'s cup most mornings?",
                        "Which brew keeps {n} upright?"]},
        "probe": ("{n}喝的饮料几分甜？", "What sugar level does {n} order?", ["几分甜",
                                                                      "sugar level"]),
        "valq": {"zh": "{n}每天喝{y}吗？", "en": "Does {n} drink {y} every day?"},
    },
}
KINDS = list(TOPICS)
PLACES = ["新加坡", "Singapore", "哈尔滨", "Tampines", "Bishan", "Toa Payoh", "巴刹"]

TERSE = {"zh": ["{x}", "{x}吧", "是{x}", "{x}，还行", "{x}～"],
         "en": ["{x}", "{x} 👍", "It's {x}", "{x}, no complaints"],
         "mix": ["{x}啦，not bad", "是{x} lah", "{x}，so far so good"]}
LATE = {"zh": ["@{a} 刚看到，", "@{a} 才看到消息，"], "en": ["@{a} just saw this, ",
                                                     "@{a} sorry, only seeing this now: "],
        "mix": ["@{a} 刚看到 sorry，"]}
LATE_MUM = {"zh": ["@{a} 喂完才看到，"], "en": ["@{a} just finished feeding, "],
            "mix": ["@{a} 喂完 feed 才看到，"]}
CORR = {"zh": ["说错了，不是{y}，是{x}", "更正一下：是{x}，{y}是我朋友家的",
               "打错了，{x}才对，不是{y}"],
        "en": ["Correction: {x}, not {y} 🤦", "Sorry, I meant {x}, not {y}",
               "Wait no, it's {x}. {y} is my sister's"],
        "mix": ["sorry 打错了，是{x}不是{y}"]}
CORR_LATE = {"zh": ["刚才说错了，是{x}不是{y}"], "en": ["Earlier I wrote {y}, it's actually {x}"],
             "mix": ["刚才打错了 sorry，是{x}不是{y}"]}
PUSH = {"zh": ["然后呢？", "是哪个？", "快说"], "en": ["and??", "which one?", "Go on"],
        "mix": ["然后呢 haha", "which one 呀"]}
CONFIRM = {"zh": ["对对，就是它", "哈哈被你发现了", "是的没错", "对呀"],
           "en": ["Yep, that's the one!", "Haha busted", "Yes!", "Correct 😄"],
           "mix": ["对呀 haha", "yes 就是它"]}
GUESS = {"zh": ["{y}？", "是不是{y}", "我猜{y}", "{y}吧"], "en": ["{y}?", "Is it {y}?",
                                                           "My guess: {y}"],
         "mix": ["{y}? 我猜的"]}
REVEAL = {"zh": ["都不对～是{x}", "哈哈不是，是{x}", "答案：{x}"],
          "en": ["Nope! It's {x}", "Close but no, {x}", "Answer: {x} 😄"],
          "mix": ["都不对 haha，是{x}"]}
JL_FILL = {"zh": ["还没定", "还在挑", "还没想好", "随缘", "再看看"],
           "en": ["not sure yet", "still deciding", "haven't picked", "tbc", "open to ideas"]}
JL_TAIL = {"zh": ["，推荐", "，好用", "，满意"], "en": [" - recommend", ", love it",
                                               ", very happy"]}
REACT = {"zh": ["哇", "不错哦", "赞", "羡慕", "好耶"], "en": ["Nice!", "Ooh", "Love that",
                                                     "Good one"],
         "mix": ["nice 哦", "赞 👍"]}
LONG = {
    "zh": ["今天终于带宝宝下楼晒了太阳", "婆婆早上来送了一锅汤", "中午一口气睡了两个小时",
           "下午下了一场大雨", "晚上老公早点回来帮忙洗澡", "体重比上周涨了一点", "奶量好像上来了",
           "最近夜里能睡三个小时了", "家里的冷气终于修好了", "快递又堆了一门口",
           "邻居阿姨送来一袋橙子",
           "早上那顿喂得特别顺", "宝宝今天第一次对着我笑", "洗了三次衣服还没洗完"],
    "en": ["the nappy count hit ten by lunch", "my mother-in-law dropped off soup in the morning",
           "she napped for two whole hours at lunch", "it poured all afternoon",
           "husband came home early to help with the bath", "weight is up a bit from last week",
           "supply finally seems to be picking up", "we're getting three-hour stretches at night",
           "the aircon got fixed at last", "the parcels are piling up at the door",
           "the neighbour brought round a bag of oranges", "the morning feed went really smoothly",
           "he gave me his first proper smile", "three loads of laundry and still going"],
}


LONG_OTHER = {
    "zh": ["今天天气好闷", "下午下了一场大雨", "家里的冷气终于修好了", "快递又堆了一门口",
           "邻居阿姨送来一袋橙子",
           "早上去巴刹买了菜", "晚上煮了一锅汤", "中午在楼下吃了碗面", "地铁上挤得要命",
           "周末想好好睡一觉",
           "楼下的花开了", "晚上散步的时候起风了"],
    "en": ["it poured all afternoon", "the aircon got fixed at last",
           "the parcels are piling up at the door", "the neighbour brought round a bag of oranges",
           "the clinic was busy all morning", "lunch was a bowl of noodles downstairs",
           "the MRT was packed both ways", "I'm planning to sleep in this weekend",
           "the trees downstairs are flowering", "a breeze finally picked up in the evening",
           "my phone screen cracked a little", "the market was heaving"],
}
LONG_EN_OPEN = ["Day recap:", "Long update, sorry:", "Quick recap of the day:"]


def _eligible(kind: str, m: str) -> bool:
    who = TOPICS[kind]["who"]
    return (who == "any" or (who == "parent" and m in PARENTS) or (who == "mum" and m in MUMS)
            or (who == "outing" and (m in PARENTS or m == GRAN)))


def _span(kind: str, m: str = "") -> tuple[int, int]:
    """The days a line on the topic may fall on (for a mum still pregnant at the start, a
    parent's topic only from three days after the birth)."""
    lo, hi = TOPICS[kind].get("span", (0, NDAYS - 1))
    if m in LABOUR and TOPICS[kind]["who"] != "any":
        lo = max(lo, _bday(BABY_OF[m]) + 3)
    return lo, hi


# -- languages -------------------------------------------------------------------------------

HAN = re.compile(r"[\u4e00-\u9fff]")
LATIN = re.compile(r"[A-Za-z]+")
UNIT = re.compile(r"\d+(?:\.\d+)?\s?(?:ml|kg|cm|h|m|am|pm|g|oz|min|x)\b", re.I)
QUOTE = re.compile(r"^\[回复 [^\n]*\]\n")


def _reads(who: str, lang: str) -> bool:
    langs = PEOPLE[who][4].split()
    return all(x in langs for x in ("zh", "en")) if lang == "mix" else lang in langs


def _writes(who: str, lang: str) -> bool:
    _, _, p_en, p_mix, _ = PEOPLE[who]
    return {"zh": p_en < 1.0, "en": p_en > 0.0, "mix": p_mix > 0.0}[lang]


def _pick(rng: random.Random, who: str, readers: tuple[str, ...] = (),
          plain: bool = False) -> str | None:
    """The language of a line by `who` that all `readers` read (no mixed line if `plain`)."""
    _, _, p_en, p_mix, _ = PEOPLE[who]
    r = rng.random()
    want = "en" if r < p_en else "mix" if r < p_en + p_mix else "zh"
    for lang in (want, *(x for x in ("zh", "en", "mix") if x != want)):
        if plain and lang == "mix":
            continue
        if _writes(who, lang) and all(_reads(m, lang) for m in readers):
            return lang
    return None


def _knows(who: str, value: str) -> bool:
    """Whether `who` would write `value`: a Chinese value only by one who reads Chinese."""
    return value.isascii() or _reads(who, "zh")


def _cut(text: str, words: tuple[str, ...] | list[str]) -> str:
    for w in _longest_first(tuple(words)):
        text = text.replace(w, " ")
    return text


@functools.cache
def _longest_first(words: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted((w for w in words if w), key=len, reverse=True))


def _lang(text: str, cut: tuple[str, ...] | list[str] = (), detail: str = "") -> str:
    """zh, en or mix: a line's language with a reply's quote, names, the detail and the
    numbers' units cut out; a line of the detail alone takes the detail's script."""
    t = UNIT.sub(" ", _cut(QUOTE.sub("", text), (*cut, detail)))
    han, lat = bool(HAN.search(t)), bool(LATIN.search(t))
    if han and lat:
        return "mix"
    if han or lat:
        return "zh" if han else "en"
    return "zh" if HAN.search(detail) or not detail else "en"


STOP = set("a an the is are am be been being of to in on at for with and or but by from as it its "
           "this that these those what which who whom whose when where why how does do did has "
           "have had will would can could should i you he she we they me him her us them my your "
           "his our their s t up out about into over get got go goes went so not no yes just "
           "there here then than very too all any some one".split())


def _content(text: str, drop: tuple[str, ...]) -> tuple[set[str], set[str]]:
    t = _cut(QUOTE.sub("", text), drop)
    words = {stem(w) for w in re.findall(r"[a-z]+", t.lower()) if w not in STOP}
    return words, pairs(t)


def _shares(q: str, t: str, drop: tuple[str, ...]) -> bool:
    """Whether a question shares an English content word (stemmed) or two Chinese characters
    in a row with a line, names, the detail and a wrong value aside."""
    w1, p1 = _content(q, drop)
    w2, p2 = _content(t, drop)
    return bool(w1 & w2 or p1 & p2)


# -- the facts -------------------------------------------------------------------------------


def _facts(rng: random.Random) -> list[dict[str, Any]]:
    """Who has a fact on which topic (a member once a topic, FACTS_PER facts a member), each
    with its own value, and the shapes dealt over them."""
    order = sorted(KINDS, key=lambda k: (sum(_eligible(k, m) for m in MEMBERS), KINDS.index(k)))
    for _ in range(2000):
        left = dict(FACTS_PER)
        owners: dict[str, list[str]] = {}
        for i, kind in enumerate(order):
            rest = order[i + 1:]
            slack = {m: sum(_eligible(k, m) for k in rest) - left[m] for m in MEMBERS}
            cands = [m for m in MEMBERS if _eligible(kind, m) and left[m] > 0]
            forced = [m for m in cands if slack[m] < 0]
            if len(forced) > 6 or len(cands) < 6:
                break
            free = [m for m in cands if m not in forced]
            chosen = list(forced)
            while len(chosen) < 6:
                w = [left[m] / (slack[m] + 2) for m in free]
                m = rng.choices(free, w)[0]
                free.remove(m)
                chosen.append(m)
            for m in chosen:
                left[m] -= 1
            owners[kind] = chosen
        if len(owners) == len(KINDS) and not any(left.values()):
            break
    else:
        raise RuntimeError("no assignment of topics to members")
    facts: list[dict[str, Any]] = []
    for kind in KINDS:
        vals = TOPICS[kind]["vals"]
        latin = [v for v in vals if v.isascii()]
        han = [v for v in vals if not v.isascii()]
        rng.shuffle(latin)
        rng.shuffle(han)
        ms = owners[kind]
        need = {m: "en" if PEOPLE[m][4] == "en" else "zh" if PEOPLE[m][4] == "zh" else ""
                for m in ms}
        free = [m for m in ms if not need[m]]
        rng.shuffle(free)
        n_en = sum(1 for m in ms if need[m] == "en")
        for m in free:
            need[m] = "en" if n_en < 3 else "zh"
            n_en += need[m] == "en"
        for m in ms:
            x = latin.pop() if need[m] == "en" else han.pop()
            facts.append({"kind": kind, "name": m, "uid": QQ[m], "detail": x})
    rng.shuffle(facts)
    deal = [SHAPES[i % len(SHAPES)] for i in range(len(facts))]
    for f, shape in zip(facts, deal, strict=True):
        f["shape"] = shape
    for _ in range(50):
        bad = [i for i, f in enumerate(facts) if not _fits(facts, i, f["shape"])]
        if not bad:
            break
        for i in bad:
            js = list(range(len(facts)))
            rng.shuffle(js)
            for j in js:
                a, b = facts[i]["shape"], facts[j]["shape"]
                if a == b:
                    continue
                facts[i]["shape"], facts[j]["shape"] = b, a
                if _fits(facts, i, b) and _fits(facts, j, a):
                    break
                facts[i]["shape"], facts[j]["shape"] = a, b
    assert all(_fits(facts, i, f["shape"]) for i, f in enumerate(facts))
    # the wrong values: a correction's (of the detail's script), a guess game's two guesses
    # (in a script the member reads); a guess game short of them trades its shape away
    for _ in range(200):
        taken = {f["detail"] for f in facts}
        short = None
        for i, f in enumerate(facts):
            f.pop("earlier", None)
            f.pop("guessed", None)
            spare = [v for v in TOPICS[f["kind"]]["vals"] if v not in taken]
            same = [v for v in spare if v.isascii() == f["detail"].isascii()]
            if f["shape"] == "correction":
                f["earlier"] = rng.choice(same or spare)
                taken.add(f["earlier"])
            if f["shape"] == "guess":
                known = [v for v in spare if _knows(f["name"], v)]
                if len(known) < 2:
                    short = i
                    break
                f["guessed"] = rng.sample(known, 2)
                taken.update(f["guessed"])
        if short is None:
            return facts
        js = [j for j, o in enumerate(facts) if o["kind"] != facts[short]["kind"]
              and o["shape"] not in ("guess", "correction")]
        rng.shuffle(js)
        for j in js:
            a, b = facts[short]["shape"], facts[j]["shape"]
            facts[short]["shape"], facts[j]["shape"] = b, a
            if _fits(facts, short, b) and _fits(facts, j, a):
                break
            facts[short]["shape"], facts[j]["shape"] = a, b
    raise RuntimeError("no wrong values for the guess games")


def _fits(facts: list[dict[str, Any]], i: int, shape: str) -> bool:
    f = facts[i]
    tp = TOPICS[f["kind"]]
    if shape == "tracker":
        return f["name"] in PARENTS and "log" in tp
    if shape == "checkup":  # a card a visit: no more of them in a household than visits
        if f["name"] not in PARENTS or "card" not in tp:
            return False
        baby = BABY_OF[f["name"]]
        return sum(o["shape"] == "checkup" and BABY_OF.get(o["name"]) == baby
                   for j, o in enumerate(facts) if j != i) < len(VISITS[baby])
    if shape == "jielong":
        return not any(o["shape"] == "jielong" and o["kind"] == f["kind"]
                       for j, o in enumerate(facts) if j != i)
    if shape in ("guess", "correction"):  # wrong values a topic: four at most of its six spare
        load = {"guess": 2, "correction": 1}
        return load[shape] + sum(load.get(o["shape"], 0) for j, o in enumerate(facts)
                                 if j != i and o["kind"] == f["kind"]) <= 4
    return True


class _Gen:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.recs: list[tuple[float, str, str, int, str]] = []
        self.cards: set[tuple[int, float, float, int]] = set()
        self.logged: set[tuple[str, int]] = set()  # (baby, day) of the logs posted

    def add(self, t: float, who: str, text: str, k: int = -1, role: str = "") -> None:
        self.recs.append((t, who, _an(text), k, role))


def _an(text: str) -> str:
    """"a" before a value that begins with a vowel becomes "an"."""
    return re.sub(r"\b([Aa]) (?=[AEIOU][a-z])", r"\1n ", text)


def _terse(rng: random.Random, kind: str, lang: str, x: str) -> str:
    return rng.choice(TOPICS[kind].get("terse", TERSE)[lang]).format(x=x)


def _react(g: _Gen, t: float, to: str, lang: str, k: int = -1) -> None:
    """Someone online a moment later reacts, in a language `to` reads."""
    rng = g.rng
    at = t + rng.uniform(20, 240)
    cands = [m for m in MEMBERS if m != to and _online(m, at) and _reads(m, lang)]
    if cands and rng.random() < 0.7:
        m = rng.choice(cands)
        rl = _pick(rng, m, (to,))
        if rl:
            g.add(at, m, rng.choice(REACT[rl]), k, "")


def _one(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    rng, n = g.rng, f["name"]
    t = _when(rng, n, _at(d, 0), _at(d + 1, 0), 2 * MINUTE)
    if t is None:
        return False
    lang = _pick(rng, n) or "zh"
    g.add(t, n, rng.choice(TOPICS[f["kind"]]["one"][lang]).format(x=f["detail"]), k, "evidence")
    _react(g, t, n, lang)
    return True


def _ask_answer(g: _Gen, k: int, f: dict[str, Any], d: int, reply: bool) -> bool:
    rng, n, tp = g.rng, f["name"], TOPICS[f["kind"]]
    for _ in range(30):
        t1 = _when(rng, n, _at(d, 0), _at(d + 1, 0), MINUTE)
        if t1 is None:
            return False
        opts = [(m, t) for m in MEMBERS if m != n
                for t in [_when(rng, m, t1 - 45 * MINUTE, t1 - 40)] if t is not None]
        rng.shuffle(opts)
        for a, t0 in opts:
            ql = _pick(rng, a, (n,), plain=True)
            al = _pick(rng, n, (a,))
            if ql is None or al is None or not _knows(a, f["detail"]):
                continue
            ask = rng.choice(tp["ask"][ql]).format(n=n)
            ans = _terse(rng, f["kind"], al, f["detail"])
            if reply:
                ans = f"[回复 {a}：{ask}]\n{ans}"
            g.add(t0, a, ask, k, "ask")
            g.add(t1, n, ans, k, "evidence")
            f["asker"] = a
            return True
    return False


def _answer(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    return _ask_answer(g, k, f, d, False)


def _reply(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    return _ask_answer(g, k, f, d, True)


def _late(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    rng, n, tp = g.rng, f["name"], TOPICS[f["kind"]]
    others = [m for m in MEMBERS if m != n]
    for _ in range(40):
        a = rng.choice(others)
        t0 = _when(rng, a, _at(d, 0), _at(d + 1, 0))
        if t0 is None or _online(n, t0, 3 * MINUTE):
            continue
        s = _next_start(n, t0)
        if s is None or not HOUR <= s - t0 <= 2 * DAY:
            continue
        w = _window_of(n, s)
        if w is None or w[1] - s < MINUTE:
            continue
        t1 = s + rng.uniform(15, min(8 * MINUTE, w[1] - s - 10))
        ql = _pick(rng, a, (n,), plain=True)
        al = _pick(rng, n, (a,))
        if ql is None or al is None or not _knows(a, f["detail"]):
            continue
        pre = (LATE_MUM if n in MUMS and rng.random() < 0.5 else LATE)[al]
        g.add(t0, a, rng.choice(tp["ask"][ql]).format(n=n), k, "ask")
        terse = _terse(rng, f["kind"], al, f["detail"])
        if al == "en" and not terse.startswith(f["detail"]):
            terse = terse[0].lower() + terse[1:]
        g.add(t1, n, rng.choice(pre).format(a=a) + terse, k, "evidence")
        f["asker"] = a
        return True
    return False


def _correction(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    rng, n, tp, y = g.rng, f["name"], TOPICS[f["kind"]], f["earlier"]
    for _ in range(30):
        t0 = _when(rng, n, _at(d, 0), _at(d + 1, 0), MINUTE)
        if t0 is None:
            return False
        lang = _pick(rng, n) or "zh"
        if rng.random() < 0.6:
            t1 = t0 + rng.uniform(90, 15 * MINUTE)
            if not _online(n, t1):
                continue
            corr = rng.choice(CORR[lang])
        else:
            w0 = _window_of(n, t0)
            s = _next_start(n, w0[1]) if w0 else None
            if s is None or s - t0 > 2 * DAY:
                continue
            w1 = _window_of(n, s)
            if w1 is None or w1[1] - s < MINUTE:
                continue
            t1 = s + rng.uniform(15, min(6 * MINUTE, w1[1] - s - 10))
            corr = rng.choice(CORR_LATE[lang])
        g.add(t0, n, rng.choice(tp["one"][lang]).format(x=y), k, "earlier")
        g.add(t1, n, corr.format(x=f["detail"], y=y), k, "evidence")
        return True
    return False


def _split(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    rng, n, tp = g.rng, f["name"], TOPICS[f["kind"]]
    for _ in range(20):
        t0 = _when(rng, n, _at(d, 0), _at(d + 1, 0), 2 * MINUTE)
        if t0 is None:
            return False
        t1 = t0 + rng.uniform(20, 75)
        lang = _pick(rng, n) or "zh"
        g.add(t0, n, rng.choice(tp["intro"][lang]), k, "evidence")
        mid = t0 + (t1 - t0) / 2
        cands = [m for m in MEMBERS if m != n and _online(m, mid) and _reads(m, lang)]
        if cands and rng.random() < 0.4:
            m = rng.choice(cands)
            pl = _pick(rng, m, (n,))
            if pl:
                g.add(mid, m, rng.choice(PUSH[pl]))
        g.add(t1, n, _terse(rng, f["kind"], lang, f["detail"]), k, "evidence")
        return True
    return False


def _reported(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    rng, n, tp = g.rng, f["name"], TOPICS[f["kind"]]
    others = [m for m in MEMBERS if m != n]
    for _ in range(40):
        r = rng.choice(others)
        t0 = _when(rng, r, _at(d, 0), _at(d + 1, 0), MINUTE)
        if t0 is None:
            continue
        t1 = _when(rng, n, t0 + 30, t0 + 50 * MINUTE)
        rl = _pick(rng, r, (n,), plain=True)
        cl = _pick(rng, n, (r,))
        if t1 is None or rl is None or cl is None or not _knows(r, f["detail"]):
            continue
        g.add(t0, r, rng.choice(tp["report"][rl]).format(n=n, x=f["detail"]), k, "evidence")
        g.add(t1, n, rng.choice(CONFIRM[cl]), k, "confirm")
        f["reporter"] = r
        return True
    return False


def _jielong(g: _Gen, k: int, f: dict[str, Any], d: int, busy: list[str]) -> bool:
    rng, n, kind = g.rng, f["name"], f["kind"]
    tp = TOPICS[kind]
    for _ in range(30):
        r = rng.choice([m for m in MEMBERS if m != n])
        t0 = _when(rng, r, _at(d, 0), _at(d + 1, 0), MINUTE)
        lang = _pick(rng, r, (n,), plain=True)
        if t0 is None or lang is None:
            continue
        pool = [m for m in MEMBERS if m not in (n, r) and _eligible(kind, m) and m not in busy
                and _reads(m, lang)]
        want = rng.choice((2, 3))
        if len(pool) < want:
            continue
        rng.shuffle(pool)
        head = tp["jl"][lang]
        recs = [(t0, r, head, k, "request")]
        entries: list[list[str]] = []
        t = t0
        for m in pool:
            if len(entries) == want:
                break
            te = _when(rng, m, t + MINUTE, t + 12 * HOUR)
            if te is None:
                continue
            entries.append([m, rng.choice(JL_FILL[lang])])
            lines = [head] + [f"{j + 1}. {e} {v}" for j, (e, v) in enumerate(entries)]
            recs.append((te, m, "\n".join(lines), k, "entry"))
            t = te
        if len(entries) < 2:
            continue
        tn = _when(rng, n, t + MINUTE, t + 12 * HOUR)
        if tn is None:
            continue
        lines = [head] + [f"{j + 1}. {e} {v}" for j, (e, v) in enumerate(entries)]
        lines.append(f"{len(entries) + 1}. {n} {f['detail']}{rng.choice(JL_TAIL[lang])}")
        recs.append((tn, n, "\n".join(lines), k, "evidence"))
        for rec in recs:
            g.add(*rec)
        f["entries"], f["requester"] = entries, r
        return True
    return False


def _long(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    rng, n, tp = g.rng, f["name"], TOPICS[f["kind"]]
    t = _when(rng, n, _at(d, 17), _at(d + 1, 3), 3 * MINUTE)  # the day told in the evening
    lang = _pick(rng, n, plain=True)
    if t is None or lang is None:
        return False
    pool = LONG[lang] if n in PARENTS and _day(t) > _bday(BABY_OF[n]) else LONG_OTHER[lang]
    frags = rng.sample(pool, len(pool))
    before: list[str] = []
    after: list[str] = []
    for side in (before, after):  # two fragments a side at least, two dozen characters
        while len(side) < 2 or len("".join(side)) < 24:
            side.append(frags.pop())
    mid = tp["mid"][lang].format(x=f["detail"])
    if lang == "zh":
        text = "，".join([*before, mid, *after]) + "。"
    else:
        text = rng.choice(LONG_EN_OPEN) + " " + ". ".join(
            [*(x[0].upper() + x[1:] for x in before), "Oh and " + mid,
             *(x[0].upper() + x[1:] for x in after)]) + "."
    g.add(t, n, text, k, "evidence")
    _react(g, t, n, lang)
    return True


def _guess(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    rng, n, tp = g.rng, f["name"], TOPICS[f["kind"]]
    for _ in range(30):
        t0 = _when(rng, n, _at(d, 0), _at(d + 1, 0), 12 * MINUTE)
        if t0 is None:
            return False
        lang = _pick(rng, n) or "zh"
        recs = [(t0, n, rng.choice(tp["guess"][lang]), k, "open")]
        t, who = t0, []
        for y in f["guessed"]:
            found = None
            for _ in range(8):
                at = t + rng.uniform(20, 5 * MINUTE)
                cands = [m for m in MEMBERS if m != n and m not in who and _online(m, at)
                         and _reads(m, lang) and _knows(m, y)]
                if cands:
                    found = (at, rng.choice(cands))
                    break
            if found is None:
                break
            at, m = found
            gl = _pick(rng, m, (n,)) or "zh"
            recs.append((at, m, rng.choice(GUESS[gl]).format(y=y), k, "guess"))
            who.append(m)
            t = at
        if len(who) < 2:
            continue
        tr = t + rng.uniform(20, 4 * MINUTE)
        rl = _pick(rng, n, tuple(who))
        if not _online(n, tr) or rl is None or tr - t0 > 20 * MINUTE:
            continue
        recs.append((tr, n, rng.choice(REVEAL[rl]).format(x=f["detail"]), k, "evidence"))
        for rec in recs:
            g.add(*rec)
        f["guessers"] = who
        return True
    return False


def _tracker(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    rng, n, tp = g.rng, f["name"], TOPICS[f["kind"]]
    baby = BABY_OF[n]
    if d - 1 <= _bday(baby) or d < 1:
        return False
    t = _when(rng, n, _at(d, 6), _at(d, 14), MINUTE)
    lang = _pick(rng, n, plain=True)
    if t is None or lang is None:
        return False
    if (baby, d - 1) in g.logged:
        return False
    g.add(t, n, _log_text(rng, baby, d - 1, lang, tp["log"][lang].format(x=f["detail"])), k,
          "evidence")
    g.logged.add((baby, d - 1))
    return True


def _checkup(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    rng, n, tp = g.rng, f["name"], TOPICS[f["kind"]]
    baby = BABY_OF[n]
    for v in VISITS[baby]:
        if v[0] != d or v in g.cards:
            continue
        t = _when(rng, n, v[2] - 10 * MINUTE, v[2] + 10 * HOUR, MINUTE)
        lang = _pick(rng, n, plain=True)
        if t is None or lang is None:
            return False
        g.add(t, n, _card_text(baby, v, lang, tp["card"][lang].format(x=f["detail"])), k,
              "evidence")
        g.cards.add(v)
        return True
    return False


SCRIPT = {"one": _one, "answer": _answer, "late": _late, "correction": _correction,
          "split": _split, "reported": _reported, "reply": _reply, "long": _long,
          "guess": _guess, "tracker": _tracker, "checkup": _checkup}


# -- the ordinary talk -----------------------------------------------------------------------


def _p(text: str) -> list[str]:
    return text.split("|")


# opener and reply pools by kind of thread and language ({clock}: the line's time, {n}: days)
OPEN: dict[str, dict[str, list[str]]] = {
    "night": {
        "zh": _p("又醒了，今晚第三顿|{clock}，有人醒着吗|喂着喂着自己差点睡着|今晚睡了不到两个小时|"
                 "拍嗝拍了二十分钟还没出来|刚换完尿布又尿了一身|半夜的组屋好安静|眼睛都睁不开了，"
                 "还剩一边|"
                 "吃完又精神了，瞪着我看|这个点还在线的都是战友|单手打字，错字见谅|冷气有点冷，"
                 "给宝宝加了件衣服|"
                 "饿到睡不着，起来煮了个面|这一觉睡了三个半小时，感动哭|老公打呼比宝宝哭还响|"
                 "又是抱着才肯睡，一放就醒|{clock}了，还在喂|夜里刷手机，越刷越清醒|"
                 "宝宝哼哼唧唧一整夜|"
                 "换尿布的时候他对我笑了|夜奶完了反而睡不着|窗外下大雨，宝宝睡得好香|喂完手都麻了"),
        "en": _p("3am club, anyone up?|Feed number three tonight|{clock} and wide awake|"
                 "Burped for twenty minutes, nothing|Just changed a nappy and got peed on|"
                 "Typing one-handed, excuse typos|Cluster feeding since eleven, send help|"
                 "She did a 3.5 hour stretch!!|Anyone else's baby grunt all night?|"
                 "So hungry at night, raiding the fridge|Contact napping at {clock}, can't move|"
                 "Put him down, he woke up, repeat|Why is 4am the longest hour|"
                 "Rain on the window, baby fast asleep on me|Night feed done, now I can't sleep|"
                 "He smiled at me during the nappy change 🥹|Husband snoring through all of it|"
                 "Four hours straight for the first time!!|Scrolling at {clock} to stay awake|"
                 "Arms numb from holding her"),
        "mix": _p("夜奶 again 😩|{clock} club 报到|又 cluster feeding 了，从十一点到现在|"
                  "今晚 record 睡了三个小时！|单手打字 sorry typos|burp 不出来，拍到手酸|"
                  "宝宝 grunting 一整晚|night feed 完了反而睡不着|哈哈 3am 的战友们好"),
    },
    "care": {
        "zh": _p("宝宝黄疸退得慢正常吗？|便便有点绿，要紧吗？|屁屁红了，大家用什么膏？|"
                 "一直打嗝怎么办？|"
                 "吐奶好多，是不是喂多了？|头上长了好多黄痂|脸上冒了好多小痘痘|指甲怎么剪啊，"
                 "不敢下手|"
                 "肚脐还没掉，正常吗？|趴着练抬头每天多久合适？|鼻子呼噜呼噜的|晚上一放下就哭|"
                 "体重涨得慢，有点焦虑|睡觉总是扭来扭去哼哼|一次喝多少算够？|眼屎有点多，要紧吗？|"
                 "洗澡水多少度合适？|宝宝打喷嚏是不是着凉了？"),
        "en": _p("Is green poop normal?|Nappy rash, what cream do you use?|"
                 "Hiccups after every feed, normal?|She spits up so much, overfeeding?|"
                 "Cradle cap, how do you get rid of it?|Baby acne everywhere this week|"
                 "How do you trim their nails without panicking|Cord stump still on at day 12, ok?|"
                 "How long do you do tummy time?|So congested at night, any tips?|"
                 "Only naps on me, anyone else?|Weight gain is slow and I'm stressing|"
                 "How many ml per feed at 4 weeks?|Sticky eyes this morning, should I worry?|"
                 "Bath water temp, how warm?|Sneezing a lot, is that a cold?"),
        "mix": _p("宝宝 hiccups 一直停不下来|green poop 正常吗？|nappy rash 好严重怎么办|"
                  "tummy time 一天几次？|cradle cap 有什么办法？|体重 gain 得慢，好焦虑"),
    },
    "conf": {
        "zh": _p("今天又是猪脚姜|麻油鸡吃到怕了|一个月不能洗头太难了|不让开冷气，热死|"
                 "坐月子第{n}天，数着日子|"
                 "姜水冲凉好香|汤汤水水喝得好饱|今天偷偷洗了头|婆婆说不能碰冷水|黑醋猪脚真的好吃|"
                 "月子里不让看手机，我偷偷看"),
        "en": _p("Confinement day {n}, counting down|Not allowed to wash my hair, I feel gross|"
                 "Another bowl of ginger pork trotters|The aircon ban is killing me|"
                 "Herbal bath tonight, smells amazing|Sesame oil chicken for the fifth day running|"
                 "MIL caught me with cold water 😬|Socks on in 32 degrees, confinement life"),
        "mix": _p("confinement 第{n}天，猪脚姜 again|偷偷开了 aircon 🤫|herbal bath 好香|"
                  "月子里不能 wash hair 好痛苦"),
    },
    "life": {
        "zh": _p("外面下大雨，正好在家|衣服终于晾完了|今天家里来了好多亲戚看宝宝|网购的纸尿裤到了|"
                 "趁他睡着扒两口饭|"
                 "今天好闷热|宝宝睡了，我也眯一会|洗奶瓶洗到手软|楼下咖啡店打包了一碗面|"
                 "刚给宝宝洗完澡|"
                 "婆婆又来送汤了|快递堆成山了|今天阳光好，抱宝宝在窗边晒了晒|洗衣机一天转三次|"
                 "宝宝衣服又小了|"
                 "终于洗上了热水澡|邻居送来一袋橙子|出门倒了个垃圾，感觉像放风|外卖到了，吃饭吃饭"),
        "en": _p("Raining nonstop, good day to stay in|Laundry mountain conquered|In-laws visiting "
                 "again|"
                 "Nappy delivery arrived|Eating lunch one-handed while she sleeps|So humid today|"
                 "Nap trapped on the sofa|Washed eleven bottles today|First bath at home went ok|"
                 "Took out the rubbish and it felt like a holiday|Sun's out, sat by the window "
                 "with him|"
                 "Baby clothes already too small|Neighbour dropped off oranges|"
                 "Hot shower finally, feel human|Three loads of washing today|"
                 "Grocery run with a newborn is an expedition"),
        "mix": _p("Grab 送了午饭，终于吃上了|今天 so humid|nap time！我也睡一下|laundry 洗不完|"
                  "婆婆又来了 send help|宝宝衣服 too small 了"),
    },
    "work": {
        "zh": _p("回公司第一天，脑子转不动|开会差点睡着|午饭吃快点|地铁上站着都能睡|"
                 "同事问我睡得怎么样，笑了|"
                 "今天准点下班|老板让我早点回家，感动|工位上放了宝宝照片|咖啡已经第三杯了"),
        "en": _p("Back at work, brain is mush|Nodded off in a meeting|MRT packed as usual|"
                 "Colleagues keep asking how I'm sleeping lol|Leaving on time today no matter what|"
                 "Third coffee and it's only 10|Baby photo on the desk now|"
                 "Boss told me to go home early 🙏"),
        "mix": _p("office 里打瞌睡|今天 WFH 一天，爽|third coffee 了还是困|MRT 上站着都能睡"),
    },
    "home": {
        "zh": _p("陪产假的日子，全职奶爸|今天我负责洗澡|老婆在睡，我在看娃|换尿布技术突飞猛进|"
                 "推着宝宝在楼下走了两圈"),
        "en": _p("Paternity leave life, full-time dad|Bath duty is mine today|Wife asleep, I'm on "
                 "baby watch|"
                 "Nappy change speed run, new record|Walked laps of the void deck with him"),
        "mix": _p("paternity leave 第二周|今天我负责 bath time|老婆在睡 I'm on duty"),
    },
    "granny": {
        "zh": _p("大家早，今天给小雅炖了鱼汤|新加坡太热了，出门一身汗|哈尔滨今天零下二十度|"
                 "外孙女晚上睡得不错|"
                 "今天去巴刹买菜了|这边的菜比家里贵|我们那边坐月子一个月不出门|给宝宝缝了个小被子|"
                 "你们年轻人要多睡觉|今天熬了骨头汤|孩子们早上好"),
        "en": [], "mix": [],
    },
    "tip": {
        "zh": _p("提醒：三个月内发烧超过38度要马上去急诊|一天湿尿布少于6片要联系我们|仰睡最安全|"
                 "妈妈们每次喂奶记得喝杯水|这周大家还好吗？|产后六周记得自己也要复查|"
                 "热线二十四小时都有人接"),
        "en": _p("Reminder: skin-to-skin helps with settling, dads too!|"
                 "Fewer than 6 wet nappies a day? Call us|Back to sleep, every sleep|"
                 "Fever above 38 under 3 months, go to A&E|"
                 "Tummy time: start with 2 to 3 minutes after naps|"
                 "Mums, a glass of water with every feed please|"
                 "Hospital hotline is open 24 hours if you need it|How is everyone doing this "
                 "week?|"
                 "Remember your own check-up at six weeks, mums"),
        "mix": _p("提醒 mums：喂奶记得 drink water"),
    },
    "pic": {
        "zh": _p("[图片] 今天的小脚丫|[图片] 睡成一个大字|[图片] 吃饱了的样子|[图片] 第一次抬头|"
                 "[图片] 新衣服|"
                 "[图片] 打哈欠被我拍到了|[图片] 手手好小"),
        "en": _p("[Photo] milk drunk face|[Photo] caught the first smile|[Photo] starfish sleeping|"
                 "[Photo] new onesie from grandma|[Photo] tummy time champion|[Photo] that yawn|"
                 "[Photo] tiny fingers"),
        "mix": _p("[图片] milk drunk 了|[Photo] 第一次 tummy time"),
    },
    "bump": {
        "zh": _p("预产期快到了，好紧张|今天产检一切正常|腰好酸|待产包收拾好了|半夜又起来上厕所|"
                 "看你们带娃，我又期待又害怕|肚子发紧了一晚上"),
        "en": _p("Due date soon, nervous|Hospital bag packed|Braxton Hicks all evening|"
                 "Can't sleep, baby kicking|Reading all your night feed updates, terrified lol|"
                 "Check-up today, all good"),
        "mix": _p("hospital bag 收拾好了|Braxton Hicks 一整晚|好紧张 due date 快到了"),
    },
    "clinic": {
        "zh": _p("在诊所排队，前面还有十几个|打针前先喂饱|等叫号中|诊所好多宝宝在哭"),
        "en": _p("Waiting at the clinic, 12 ahead of us|Fed him before the jab, fingers crossed|"
                 "Queue number 47|Clinic full of crying babies"),
        "mix": _p("排队中 queue number 31|等打针 so nervous"),
    },
    "greet": {
        "zh": _p("早|早～|早上好|大家早|早安☀️"), "en": _p("Morning all|Good morning!|Morning ☀️"),
        "mix": _p("早 morning|morning 大家早"),
    },
}
REPLY: dict[str, dict[str, list[str]]] = {
    "night": {
        "zh": _p("同醒+1|我也在喂|抱抱，熬过这几周就好了|刚喂完，准备睡了|战友加油|我这边刚放下|"
                 "一样，两个小时一醒|"
                 "夜奶战队报到|能睡一会是一会|哈哈哈一样|竖着抱拍拍试试|羡慕能睡四个小时的|"
                 "我也饿醒了|"
                 "喝口温水再睡"),
        "en": _p("Here, feeding too|Same, just put her down|Solidarity 🙏|Hang in there|"
                 "Ours just woke up too|Night shift reporting|Sleep when you can!|Same boat|"
                 "That's amazing, enjoy it|Try holding him upright|Jealous of that stretch!|"
                 "Go back to bed 😴|Snack and water, then sleep"),
        "mix": _p("same same 😵|我也在 feeding|加油 lah|抱抱 hang in there|羡慕 four hours!|快去 "
                  "sleep"),
    },
    "care": {
        "zh": _p("正常的，多观察|我们家也是，过几天就好了|问问医生放心点|护臀膏厚涂|竖抱拍一拍|"
                 "少量多餐试试|"
                 "用婴儿油软化再梳|睡着的时候剪|我们第十四天才掉|一天几次，每次几分钟慢慢加|"
                 "不发烧就先观察|"
                 "生理盐水滴一滴|三十七度左右|每天湿尿布够六片就行|我们家也吐，医生说正常"),
        "en": _p("Totally normal!|Ours had it too, cleared in a week|Barrier cream, thick layer|"
                 "Hold him upright for a bit|Smaller feeds more often?|Baby oil and a soft brush|"
                 "Do it while they sleep|Ours fell off at day 14|Few minutes a few times a day|"
                 "Saline drops helped us|Contact naps are a phase 😅|If no fever, just watch|"
                 "Around 37 degrees|Six wet nappies a day is the rule"),
        "mix": _p("normal 的 lah|我们也是, don't worry|barrier cream 厚涂就好|saline drops 有用|"
                  "问 doctor 比较放心"),
    },
    "nurse": {
        "zh": _p("这个月龄正常的，注意尿布次数|超过两周没退就来复查|每次换尿布都涂护臀膏|"
                 "发烧超过38度直接去急诊|"
                 "喂完竖抱二十分钟|那是粟粒疹，会自己消|担心就打热线，别硬扛"),
        "en": _p("Normal at this age, keep an eye on wet nappies|"
                 "Bring him in if it lasts more than two weeks|"
                 "Barrier cream at every change, air time helps|"
                 "If there's fever above 38, go straight to A&E|Upright for 20 minutes after feeds|"
                 "That's milia, it goes away by itself|Call the hotline if you're worried"),
        "mix": _p("正常的 dear，keep watching"),
    },
    "conf": {
        "zh": _p("忍忍就过去了|我也偷偷洗了哈哈|猪脚姜我可以吃一辈子|开小风扇吧|快了快了|"
                 "我婆婆也是这么说|"
                 "身体要紧，听老人的"),
        "en": _p("Almost there!|I cheated and washed mine 🤫|Fan on low, don't tell anyone|Hang in "
                 "there|"
                 "Ginger trotters forever|Your body will thank you"),
        "mix": _p("忍忍 lah almost done|我也 cheat 了哈哈"),
    },
    "life": {
        "zh": _p("羡慕|哈哈一样|辛苦了|多休息|好好吃饭|我也是|抓紧时间睡|赞|我们这边也下雨"),
        "en": _p("Same here|Rest while you can!|Haha relatable|Enjoy!|Good for you|Sounds lovely|"
                 "We've got rain too"),
        "mix": _p("same 哈哈|辛苦了 rest well|好 relatable"),
    },
    "work": {
        "zh": _p("辛苦了|哈哈哈理解|早点回家|加油|我老公也是"),
        "en": _p("Hang in there!|Haha been there|"
                                                         "Go home early!|Coffee is life"),
        "mix": _p("辛苦了 bro|加油 lah"),
    },
    "granny": {"zh": _p("阿姨早！|阿姨辛苦了|阿姨好厉害|谢谢阿姨|阿姨注意防晒|哈尔滨好冷啊"),
               "en": [], "mix": []},
    "tip": {"zh": _p("谢谢 Sister|收到！|好的谢谢|收到收到"),
            "en": _p("Thanks Sister!|Noted, thank you|Good reminder 🙏|Thank you!"),
            "mix": _p("收到 thanks!")},
    "pic": {"zh": _p("好可爱！|太萌了|萌化了|小脸肉嘟嘟|想捏捏|好乖啊"),
            "en": _p("So cute!!|Those cheeks 😍|Adorable|Melting|Look at those fingers!"),
            "mix": _p("cute 到不行|好 adorable")},
    "bump": {"zh": _p("快了快了|加油！|放轻松|到时候记得报喜"),
             "en": _p("You got this!|Soon!|Rest up while you can|Exciting!!"),
             "mix": _p("加油 you got this")},
    "clinic": {"zh": _p("加油|打完针抱抱|我们也排了好久"),
               "en": _p("Good luck!|Cuddles after!|Hope it's quick"),
               "mix": _p("加油 good luck")},
    "greet": {"zh": _p("早|早～|早呀"), "en": _p("Morning!|Morning 👋"), "mix": _p("早 morning")},
    "cny": {"zh": _p("新年快乐！|哈哈哈一样|恭喜发财|同乐同乐"),
            "en": _p("Happy CNY!|Haha same|Huat ah!"),
            "mix": _p("新年快乐 huat ah!")},
}
REPLY["home"] = REPLY["life"]
CNY = {
    "pre": {"zh": _p("年货买好了|红包封买了一大叠|大扫除做不动，让老公做|今年第一次带宝宝过年|"
                     "年饼吃太多了|新衣服给宝宝买好了"),
            "en": _p("CNY goodies all bought|Bought a stack of red packets|"
                     "Spring cleaning delegated to husband|Baby's first CNY outfit is ready|"
                     "Too many CNY cookies already"),
            "mix": _p("年货 shopping 完成|ang bao 准备好了")},
    "eve": {"zh": _p("除夕快乐！|团圆的一天，好累也好开心|守岁守不动了|宝宝穿上新衣服了"),
            "en": _p("Happy CNY eve!|Too full to move|Staying up till midnight? not a chance"),
            "mix": _p("除夕快乐 everyone!")},
    "day": {"zh": _p("新年快乐！恭喜发财|拜年拜到腿软|宝宝收了好多红包|新年快乐，宝宝们健康长大"),
            "en": _p("Happy Chinese New Year!|Huat ah!|Baby collected so many ang baos|"
                     "Visiting day, baby slept through it"),
            "mix": _p("新年快乐 Huat ah!|拜年 day two，好累")},
    "renri": {"zh": _p("今天人日，捞鱼生啦|捞起捞起！"),
              "en": _p("Lo hei! Huat ah!|Yusheng tossing with a baby on my hip"),
              "mix": _p("捞起 lo hei！")},
    "yuanxiao": {"zh": _p("元宵节快乐|今天吃元宵"),
                 "en": _p("Happy Chap Goh Mei!|Last day of CNY, sad"),
                 "mix": _p("元宵快乐 happy Chap Goh Mei")},
    "valentine": {"zh": _p("情人节快乐，今年的礼物是一觉到天亮"),
                  "en": _p("Valentine's Day = nappy day"),
                  "mix": _p("Valentine's 快乐，礼物是 sleep")},
}
# ordinary @-questions and their answers
ASKS = [
    ("@{n} 宝宝现在一次喝多少？", "@{n} how much is baby drinking per feed now?",
     _p("一次九十左右|八十到一百吧|看心情哈哈"), _p("About 90ml|80 to 100ml|Depends on the mood "
                                   "haha")),
    ("@{n} 你们晚上几点洗澡？", "@{n} what time do you do bath?", _p("晚上七点左右|睡前，八点吧"),
     _p("Around 7pm|Before bed, about 8")),
    ("@{n} 晚上能睡多久了？", "@{n} how long is baby sleeping at night now?",
     _p("三个小时左右|最长四个小时"),
     _p("3 hours or so|Four at best")),
    ("@{n} 你们用纸尿裤还是拉拉裤？", "@{n} nappies or pull-ups?",
     _p("纸尿裤|还是纸尿裤，拉拉裤太早"),
     _p("Nappies still|Nappies, pull-ups later")),
    ("@{n} 产假还剩几周？", "@{n} how much leave do you have left?", _p("还有六周|一个多月"),
     _p("Six weeks|About a month")),
    ("@{n} 宝宝黄疸退了吗？", "@{n} has the jaundice cleared?", _p("退了！|还有一点点"),
     _p("Yes all clear!|Almost")),
    ("@{n} 睡觉包被吗？", "@{n} do you swaddle?", _p("包的，睡得更久|不包，他不喜欢"),
     _p("Yes, sleeps longer|No, she hates it")),
    ("@{n} 白天小睡几次？", "@{n} how many naps in the day?", _p("四五次吧|数不清哈哈"),
     _p("Four or five|Lost count haha")),
    ("@{n} 还好吗？好久没见你说话", "@{n} you ok? haven't heard from you",
     _p("还好，就是累|活着哈哈"),
     _p("Alive, just tired|Surviving 😅")),
]
NURSE_ASK = ("@{n} 宝宝体重涨得怎样？", "@{n} how's the weight gain going?",
             _p("涨了不少|还行，在曲线上"),
             _p("Good gains this week|On track"))
SAW = {"zh": "@{a} 刚看到，", "en": "@{a} just saw this: ", "mix": "@{a} 刚看到，"}
LABOUR_LINE = {"zh": "羊水破了，去医院了！", "en": "Waters broke, off to the hospital!"}
CONGRATS = {"zh": _p("恭喜恭喜！|恭喜！母子平安就好|欢迎小宝贝🎉|太好了，好好休息|"
                     "恭喜恭喜，辛苦了"),
            "en": _p("Congratulations!!|Welcome little one 🎉|Congrats, rest up!|"
                     "So happy for you!|Yay, welcome to the club"),
            "mix": _p("恭喜 congrats!!|welcome 小宝贝 🎉")}
MANYUE = {"zh": "{b}今天满月啦🎉", "en": "{b} is one month old today! 🎉",
          "mix": "{b}满月啦 one month!"}
MANYUE_R = {"zh": _p("满月快乐！|恭喜满月|时间过得好快|一个月了，好快|宝宝满月快乐"),
            "en": _p("Happy one month!|Time flies!|Happy full month 🎉|A whole month already!|"
                     "One month down 🥳"),
            "mix": _p("满月快乐 time flies|happy 满月！")}


def _fill(rng: random.Random, text: str, t: float, who: str) -> str:
    if "{clock}" in text:
        h = _hour(t)
        text = text.replace("{clock}", f"{int(h)}:{int(h % 1 * 60):02d}")
    if "{n}" in text:
        baby = BABY_OF.get(who)
        text = text.replace("{n}", str(max(1, _day(t) - _bday(baby) + 1) if baby else 10))
    return text


# lines that name a time of day go only at those hours
TIMED = [(re.compile(r"早|[Mm]orning"), 5, 11), (re.compile(r"lunch|午饭|中午|午餐"), 11, 15),
         (re.compile(r"晚上|tonight|evening"), 17, 30), (re.compile(r"阳光|太阳|Sun's out"), 8, 18),
         (re.compile(r"下午|afternoon"), 13, 20)]


@functools.cache
def _hours_of(line: str) -> tuple[tuple[int, int], ...]:
    return tuple((lo, hi) for rx, lo, hi in TIMED if rx.search(line) and "早点" not in line)


def _timely(line: str, t: float) -> bool:
    h = _hour(t)
    return all(lo <= h < hi or lo <= h + 24 < hi for lo, hi in _hours_of(line))


def _line(rng: random.Random, pool: dict[str, list[str]], lang: str,
          t: float | None = None) -> str | None:
    """A line of the pool in the language (a mixed one falls back on Chinese); at time `t`,
    a morning greeting only in the morning."""
    for lg in (lang, "zh" if lang == "mix" else lang):
        lines = pool.get(lg, [])
        if t is not None:
            lines = [x for x in lines if _timely(x, t)]
        if lines:
            return rng.choice(lines)
    return None


def _thread_kind(rng: random.Random, who: str, t: float, kind: str) -> str:
    d, h = _day(t), _hour(t)
    weights: dict[str, float] = {}
    if kind in ("feed", "nap", "evening", "insomnia") and (h >= 23 or h < 6):
        weights = {"night": 6, "care": 1.5, "pic": 0.5, "ask": 0.6}
    elif kind in ("feed", "nap", "evening"):
        weights = {"life": 3, "care": 2.5, "pic": 1.5, "ask": 1.2}
        baby = BABY_OF.get(who)
        if who in MUMS and baby and 0 <= (t - _born(baby)) / DAY < 28:
            weights["conf"] = 2.5
        if who in DADS:
            weights["home"] = 1.5
    elif kind in ("commute", "lunch"):
        weights = {"work": 4, "life": 1, "pic": 1, "ask": 1}
    elif kind == "home":
        weights = {"home": 3, "life": 1.5, "care": 1, "pic": 1}
    elif kind == "clock":
        weights = {"granny": 5, "ask": 0.5}
    elif kind == "office":
        weights = {"tip": 2, "nurse_ask": 2}
    elif kind in ("bump", "insomnia", "labour"):
        weights = {"bump": 4, "life": 1.5, "ask": 0.8}
    elif kind == "clinic":
        weights = {"clinic": 4, "pic": 1}
    if 6 <= h < 9 and kind not in ("office",):
        weights["greet"] = weights.get("greet", 0) + 1.2
    if 10 <= d <= 15 or d in (CNY_EVE, 17, 18, RENRI, YUANXIAO, VALENTINE):
        weights["cny"] = 2.5 if d in (CNY_EVE, 17, 18) else 1.0
    return rng.choices(list(weights), list(weights.values()))[0]


def _cny_phase(d: int) -> str:
    return ("eve" if d == CNY_EVE else "day" if d in (17, 18) else "renri" if d == RENRI
            else "yuanxiao" if d == YUANXIAO else "valentine" if d == VALENTINE else "pre")


def _affinity(m: str, to: str) -> float:
    """How likely `m` is to write a line `to` reads (so a Chinese-leaning member seldom
    answers an English-only one)."""
    _, _, p_en, p_mix, _ = PEOPLE[m]
    odds = {"en": p_en, "mix": p_mix, "zh": 1 - p_en - p_mix}
    return max(0.05, sum(p for lang, p in odds.items() if _reads(to, lang)))


def _thread(g: _Gen, who: str, t: float, kind: str) -> None:
    """One ordinary thread opened by `who` at `t`: the opener's line and replies by those
    online then who read it, each in a language the opener reads."""
    rng = g.rng
    tk = _thread_kind(rng, who, t, kind)
    lang = _pick(rng, who) or "zh"
    if tk in ("ask", "nurse_ask"):
        _ask_thread(g, who, t, tk == "nurse_ask")
        return
    pool = CNY[_cny_phase(_day(t))] if tk == "cny" else OPEN[tk]
    text = _line(rng, pool, lang, t)
    if text is None:
        return
    text = _fill(rng, text, t, who)
    lang = _lang(text, MEMBERS)
    g.add(t, who, text)
    said = {who}
    rk = "nurse" if tk == "care" else tk
    n_rep = min(6, int(rng.expovariate(1 / 1.7)))
    at = t
    for _ in range(n_rep):
        at += min(8 * MINUTE, max(8.0, rng.lognormvariate(4.0, 0.9)))
        cands = [m for m in MEMBERS if m not in said and _online(m, at) and _reads(m, lang)]
        if not cands:
            continue
        m = rng.choices(cands, [PEOPLE[c][1] * _affinity(c, who) for c in cands])[0]
        rl = _pick(rng, m, (who,))
        if rl is None:
            continue
        pool_r = REPLY["nurse"] if (rk == "nurse" and m == NURSE) else REPLY[
            "care" if rk == "nurse" else rk]
        reply = _line(rng, pool_r, rl, at)
        if reply is None:
            continue
        if rng.random() < 0.12:
            reply = f"[回复 {who}：{text.splitlines()[0][:24]}]\n{reply}"
        g.add(at, m, reply)
        said.add(m)


def _ask_thread(g: _Gen, who: str, t: float, nurse: bool) -> None:
    rng = g.rng
    zh, en, a_zh, a_en = NURSE_ASK if nurse else rng.choice(ASKS)
    targets = [m for m in (MUMS if nurse else MEMBERS) if m != who and m not in (NURSE, GRAN)]
    n = rng.choice(targets)
    ql = _pick(rng, who, (n,), plain=True)
    if ql is None:
        return
    g.add(t, who, (zh if ql == "zh" else en).format(n=n))
    al = _pick(rng, n, (who,), plain=True)
    if al is None:
        return
    ans = rng.choice(a_zh if al == "zh" else a_en)
    t1 = _when(rng, n, t + 30, t + 20 * MINUTE)
    if t1 is not None:
        g.add(t1, n, ans)
        return
    s = _next_start(n, t)
    if s is not None and s - t < 12 * HOUR and rng.random() < 0.5:
        w = _window_of(n, s)
        if w and w[1] - s > MINUTE:
            g.add(s + rng.uniform(10, min(5 * MINUTE, w[1] - s - 5)), n,
                  SAW[al].format(a=who) + ans)


BASE = {"feed": 0.55, "nap": 0.9, "evening": 0.7, "insomnia": 1.2, "commute": 0.8, "lunch": 0.8,
        "home": 0.35, "clock": 0.45, "office": 0.22, "bump": 0.2, "labour": 0.0, "clinic": 0.8}


def _threads(g: _Gen, mult: float) -> list[tuple[int, int]]:
    """Ordinary threads opened in every window online (a Poisson count by its length, the
    opener's talk and the window's kind); the span of g.recs each thread took."""
    spans = []
    rng = g.rng
    for who in MEMBERS:
        for a, b, kind in RAW[who]:
            a, b = max(a, T0), min(b, END - MINUTE)
            if b - a < MINUTE:
                continue
            lam = BASE[kind] * PEOPLE[who][1] * mult * (b - a) / HOUR
            for _ in range(_poisson(rng, lam)):
                n0 = len(g.recs)
                _thread(g, who, rng.uniform(a, b - 30), kind)
                spans.append((n0, len(g.recs)))
    return spans


def _poisson(rng: random.Random, lam: float) -> int:
    n, p, lim = 0, 1.0, pow(2.718281828459045, -lam)
    while True:
        p *= rng.random()
        if p <= lim:
            return n
        n += 1


def _specials(g: _Gen) -> None:
    """What the calendar and the babies make the group say: the births, the full months,
    the nurse's Monday tips, the festival's greetings, the trackers' logs and the cards."""
    rng = g.rng
    for mum, hours in LABOUR.items():
        baby = BABY_OF[mum]
        born = _born(baby)
        ls = born - hours * HOUR
        lang = "en" if PEOPLE[mum][2] > 0.5 else "zh"
        g.add(ls - rng.uniform(3, 15) * MINUTE, mum, LABOUR_LINE[lang])
        t = (_when(rng, mum, born + 5 * HOUR, born + 9 * HOUR, MINUTE)
             or _when(rng, mum, born + 5 * HOUR, born + 2 * DAY, MINUTE))
        if t is None:
            continue
        when = born - T0
        day = _date(int(when // DAY))
        hh, mm = int(when % DAY // HOUR), int(when % HOUR // MINUTE)
        text = (f"【报喜】{baby} {day.month}月{day.day}日 {hh}:{mm:02d} 出生，{BABIES[baby][3]}kg，"
                "母子平安🎉"
                if lang == "zh" else
                f"[Announcement] {baby} arrived {MONTHS[day.month]} {day.day}, {hh}:{mm:02d}, "
                f"{BABIES[baby][3]} kg! Both doing well 🎉")
        g.add(t, mum, text)
        _cheer(g, t, mum, lang, CONGRATS, 8 * HOUR)
    for baby in BABIES:
        mum = BABIES[baby][0]
        d = _bday(baby) + 30
        if 0 <= d < NDAYS:
            t = _when(rng, mum, _at(d, 8), _at(d, 22), MINUTE)
            if t is not None:
                lang = _pick(rng, mum) or "zh"
                g.add(t, mum, MANYUE[lang].format(b=baby))
                _cheer(g, t, mum, lang, MANYUE_R, 5 * HOUR)
    for d in range(0, NDAYS, 7):
        if _workday(d):
            t = _when(rng, NURSE, _at(d, 9.5), _at(d, 12), MINUTE)
            if t is not None:
                lang = _pick(rng, NURSE, plain=True) or "en"
                tip = rng.choice(OPEN["tip"][lang])
                g.add(t, NURSE, ("【温馨提示】" if lang == "zh" else "[Weekly tip] ") + tip)
    for d, lo, hi in ((CNY_EVE, 18, 24), (17, 7, 13)):
        for m in MEMBERS:
            t = _when(rng, m, _at(d, lo), _at(d, hi))
            if t is not None and rng.random() < 0.8:
                lang = _pick(rng, m) or "zh"
                g.add(t, m, rng.choice(CNY[_cny_phase(d)][lang]))
    for baby, (mum, dad, *_) in BABIES.items():
        for d in range(max(1, _bday(baby) + 2), NDAYS):
            poster = rng.choice([p for p in (mum, dad) if p])
            if rng.random() < 0.17 and (baby, d - 1) not in g.logged:
                t = _when(rng, poster, _at(d, 6), _at(d, 14), MINUTE)
                lang = _pick(rng, poster, plain=True)
                if t is not None and lang:
                    g.add(t, poster, _log_text(rng, baby, d - 1, lang))
                    g.logged.add((baby, d - 1))
        for v in VISITS[baby]:
            if v in g.cards or rng.random() < 0.25:
                continue
            t = _when(rng, mum, v[2] - 10 * MINUTE, v[2] + 10 * HOUR, MINUTE)
            lang = _pick(rng, mum, plain=True)
            if t is not None and lang:
                g.add(t, mum, _card_text(baby, v, lang))


def _cheer(g: _Gen, t: float, to: str, lang: str, pool: dict[str, list[str]],
           within: float) -> None:
    rng = g.rng
    for m in MEMBERS:
        if m == to or not _reads(m, lang) or rng.random() < 0.35:
            continue
        at = _when(rng, m, t + 20, t + within)
        rl = _pick(rng, m, (to,))
        if at is not None and rl:
            g.add(at, m, rng.choice(pool[rl]))


def _around(g: _Gen, k: int, f: dict[str, Any], ev: list[int]) -> None:
    """The member's own lines on the topic, two days from the evidence at least."""
    rng, n, tp = g.rng, f["name"], TOPICS[f["kind"]]
    lo, hi = _span(f["kind"], n)
    days = [d for d in range(lo, min(hi + 2, NDAYS)) if all(abs(d - e) >= 2 for e in ev)]
    for d in rng.sample(days, min(len(days), rng.choice((0, 1, 1, 2)))):
        t = _when(rng, n, _at(d, 0), _at(d + 1, 0), MINUTE)
        lang = _pick(rng, n, plain=True)
        lines = [x for x in tp["around"][lang or "zh"] if t is not None and _timely(x, t)]
        if t is not None and lang and lines:
            g.add(t, n, rng.choice(lines), k, "around")


def _passing(g: _Gen, busy: dict[str, list[str]]) -> tuple[dict[str, list[str]],
                                                           dict[str, list[str]]]:
    """For each topic, two members with no fact or list entry on it say a line on it in
    passing, and a third is asked about it and never answers."""
    rng = g.rng
    holders: dict[str, list[str]] = {kind: [] for kind in KINDS}
    asked: dict[str, list[str]] = {kind: [] for kind in KINDS}
    for kind in KINDS:
        tp = TOPICS[kind]
        lo, hi = _span(kind)
        pool = [m for m in MEMBERS if _eligible(kind, m) and m not in busy[kind]]
        rng.shuffle(pool)
        for m in pool[:2]:
            for _ in range(20):
                d = rng.randint(lo, hi)
                t = _when(rng, m, _at(d, 0), _at(d + 1, 0), MINUTE)
                lang = _pick(rng, m, plain=True)
                if t is not None and lang:
                    g.add(t, m, rng.choice(tp["passing"][lang]))
                    holders[kind].append(m)
                    break
        for m in pool[2:3]:
            for _ in range(40):
                d = rng.randint(lo, hi)
                a = rng.choice([o for o in MEMBERS if o != m])
                t = _when(rng, a, _at(d, 0), _at(d + 1, 0), MINUTE)
                ql = _pick(rng, a, (m,), plain=True)
                if t is not None and ql:
                    g.add(t, a, rng.choice(tp["ask"][ql]).format(n=m))
                    asked[kind].append(m)
                    break
    return holders, asked


# -- questions -------------------------------------------------------------------------------

NAMES = (*MEMBERS, *BABIES)
NOBODY = [
    ("谁给宝宝办了护照？", "Who applied for the baby's passport?", ["护照", "passport"]),
    ("谁带宝宝坐了飞机？", "Who flew somewhere with the baby?", ["飞机", "flew", "flight"]),
    ("谁带宝宝去游泳了？", "Who took the baby swimming?", ["游泳", "swim"]),
    ("谁家宝宝打了耳洞？", "Whose baby got ears pierced?", ["耳洞", "pierc"]),
    ("谁叫了救护车？", "Who called an ambulance?", ["救护车", "ambulance"]),
    ("谁搬家了？", "Who moved house?", ["搬家", "moved house", "moving house"]),
    ("谁中了彩票？", "Who won the lottery?", ["彩票", "lottery"]),
    ("谁去纹身了？", "Who got a tattoo?", ["纹身", "tattoo"]),
    ("谁的车被拖走了？", "Whose car got towed?", ["拖走", "towed"]),
    ("谁跑了马拉松？", "Who ran a marathon?", ["马拉松", "marathon"]),
    ("谁的钱包丢了？", "Who lost a wallet?", ["钱包", "wallet"]),
    ("谁领养了小猫？", "Who adopted a kitten?", ["小猫", "kitten"]),
    ("谁被水母蛰了？", "Who got stung by a jellyfish?", ["水母", "jellyfish"]),
    ("谁在家里看到了蟒蛇？", "Who found a python at home?", ["蟒蛇", "python"]),
    ("谁食物中毒了？", "Who got food poisoning?", ["食物中毒", "food poisoning"]),
    ("谁去跳伞了？", "Who went skydiving?", ["跳伞", "skydiv"]),
    ("谁在商场碰到了明星？", "Who bumped into a celebrity at the mall?", ["明星", "celebrit"]),
    ("谁的手机掉进马桶了？", "Whose phone fell in the toilet?", ["马桶", "toilet"]),
]
CHATTER = _p(
    "宝宝一直打嗝怎么办|怎么判断宝宝吃饱了|帮我算一下90毫升是几盎司|帮我写一段满月宴的致辞|"
    "新生儿一天睡多少小时正常|"
    "推荐几首适合哄睡的纯音乐|红包上写什么祝福语好|奶瓶怎么消毒比较好|母乳在冰箱里能放几天|"
    "月子里可以吃水果吗|"
    "帮我写个请假邮件给老板|婴儿湿疹怎么护理|宝宝晚上不睡觉怎么办|给孩子起英文名有什么建议|"
    "产后脱发正常吗|"
    "新加坡的疫苗接种时间表是怎样的|怎么冲奶粉不结块|辅食一般几个月开始加|早安|谢谢你|晚安|"
    "今天农历几号|元宵节有什么习俗|"
    "把这句话翻译成英文：谢谢你送的礼物|怎么回复长辈的拜年信息|产后多久可以运动|"
    "帮我写一张感谢卡给护士|"
    "蒸汽消毒锅和紫外线消毒柜哪个好|宝宝发烧多少度要去医院|怎么给新生儿拍嗝|帮我列一个待产包清单|"
    "吸奶器的配件多久换一次|"
    "背带怎么背才不伤腰|宝宝趴睡安全吗|产假结束怎么调整心态|给宝宝洗澡的正确步骤是什么|"
    "帮我想几个宝宝的小名|"
    "纸尿裤的尺码怎么选|怎么知道宝宝是不是肠绞痛|宝宝指甲太长怎么剪|夜里喂奶怎么不那么困|"
    "给我讲个笑话提提神|"
    "帮我把这段话改得礼貌一点|满月照可以怎么拍|一个月的宝宝能看多远|"
    "How many ml should a 5 week old drink per feed?|Convert 120 ml to ounces|"
    "How do I know if my baby is getting enough milk?|Write a thank-you note for a baby gift|"
    "What's a good bedtime routine for a newborn?|How long can breast milk stay in the fridge?|"
    "Is it normal for a newborn to sneeze a lot?|Give me a short CNY greeting for my boss|"
    "How do I sterilise bottles without a steriliser?|What temperature should a baby's bath be?|"
    "Tips for getting a newborn to nap longer?|How do I swaddle properly?|What does lo hei mean?|"
    "How many wet nappies a day is normal?|Recommend some podcasts for night feeds|"
    "Translate happy full month into Chinese|good morning|thanks!|What's the time in London now?|"
    "How to soothe a colicky baby?|When do babies start smiling?|"
    "Help me plan a simple menu for a full-month party|"
    "How do I go back to work after maternity leave without losing my mind?|"
    "Explain the 6-in-1 vaccine simply|What's the difference between baby acne and eczema?|"
    "How often should a newborn poop?|Is it safe to use a fan in the baby's room?|"
    "Suggest names for a group chat of new parents|How do I clean a baby's tongue?|"
    "What should be in a nappy bag?|How do I burp a sleepy baby?|Write a short poem about 3am "
    "feeds|"
    "What is cluster feeding?|How much tummy time at six weeks?|Can I drink coffee while "
    "breastfeeding?|"
    "How do I store formula powder once opened?|What is a dream feed?|Best way to wash baby "
    "clothes?|"
    "How do I make ginger tea?|What's a polite way to say no to visitors?|"
    "Give me three quick dinners I can cook one-handed|night night|Tell me a fun fact to stay "
    "awake|"
    "How warm should the room be for a newborn?|"
    "宝宝 hiccups 怎么办|帮我写个 caption 给满月照|tummy time 一天做多久|nappy rash 用什么 cream|"
    "怎么 sterilise 奶瓶|CNY 红包给多少合适"
)
PAST = re.compile(r"说过|之前|谁|那天|昨天|上次|以前|刚才|记得|提过|前几天|上周|"
                  r"\b(?:said|who|whose|before|yesterday|did|was|were|last|earlier|remember|"
                  r"mentioned|told|ago)\b", re.I)


def _questions(f: dict[str, Any], said: list[str]) -> None:
    tp = TOPICS[f["kind"]]
    n, x, ql = f["name"], f["detail"], f["q_lang"]
    f["keyword"] = _an(tp["kw"][ql["keyword"]].format(x=x))
    f["partial"] = tp["part"][ql["partial"]].format(n=n)
    drop = (*NAMES, x, f.get("earlier", ""))
    first = ql["paraphrase"]
    for lang in (first, "en" if first == "zh" else "zh"):
        for q in tp["para"][lang]:
            q = q.format(n=n)
            if not any(_shares(q, t, drop) for t in said):
                f["paraphrase"], ql["paraphrase"] = q, lang
                return
    raise RuntimeError(f"no paraphrase for {f['kind']} of {n}: {said}")


def _never(rng: random.Random, facts: list[dict[str, Any]], spare: dict[str, list[str]],
           holders: dict[str, list[str]], asked: dict[str, list[str]],
           owners: dict[str, list[str]]) -> tuple[list[str], list[tuple[str, str, str]], list[str]]:
    """90 questions about things never said: 45 naming a member, 45 naming no one."""
    facts_of = {(f["kind"], f["name"]) for f in facts}
    never: list[str] = []
    about: list[tuple[str, str, str]] = []
    probes: list[str] = []
    pas = sorted({(kind, m) for kind in KINDS for m in holders[kind] + asked[kind]
                  if m not in owners[kind] and (kind, m) not in facts_of})
    rng.shuffle(pas)
    for kind, m in pas[:15]:
        never.append(TOPICS[kind]["part"][rng.choice(("zh", "en"))].format(n=m))
        about.append((kind, m, "passing"))
    for f in rng.sample(facts, 15):
        zh, en, words = TOPICS[f["kind"]]["probe"]
        never.append((zh if rng.random() < 0.5 else en).format(n=f["name"]))
        about.append((f["kind"], f["name"], "detail"))
        probes += words
    vals = [(kind, m) for kind in KINDS for m in MEMBERS if _eligible(kind, m)
            and m not in owners[kind] and (kind, m) not in facts_of and (kind, m) not in pas[:15]]
    rng.shuffle(vals)
    used: set[str] = set()
    for kind, m in vals:
        if sum(w == "value" for *_, w in about) == 15:
            break
        if not spare[kind] or sum(a == m for _, a, w in about if w == "value") == 2:
            continue
        y = spare[kind].pop()
        never.append(_an(TOPICS[kind]["valq"][rng.choice(("zh", "en"))].format(n=m, y=y)))
        about.append((kind, m, "value"))
        used.add(y)
    kinds = itertools.cycle(rng.sample(KINDS, len(KINDS)))
    while len(never) < 75:
        kind = next(kinds)
        if spare[kind]:
            never.append(_an(TOPICS[kind]["kw"][rng.choice(("zh", "en"))].format(
                x=spare[kind].pop())))
    for zh, en, words in rng.sample(NOBODY, 15):
        never.append(zh if rng.random() < 0.5 else en)
        probes += words
    return never, about, probes


# -- the set ---------------------------------------------------------------------------------


def twenty_seventh_set(seed: int = 2727) -> Set:
    """The held-out twenty-seventh set (see the module's docstring)."""
    rng = random.Random(seed)
    facts = _facts(rng)
    g = _Gen(rng)
    days = [(i * 40) // len(facts) for i in range(len(facts))]
    rng.shuffle(days)
    busy = {kind: [f["name"] for f in facts if f["kind"] == kind] for kind in KINDS}
    for k, (f, d0) in enumerate(zip(facts, days, strict=True)):
        lo, hi = _span(f["kind"], f["name"])
        d0 = min(max(d0, lo), hi)
        for d in sorted(range(lo, hi + 1), key=lambda d: (abs(d - d0), d)):
            n0, cards, logged = len(g.recs), set(g.cards), set(g.logged)
            if f["shape"] == "jielong":
                ok = _jielong(g, k, f, d, busy[f["kind"]])
            else:
                ok = SCRIPT[f["shape"]](g, k, f, d)
            if ok and all(T0 < r[0] < END - HOUR and _day(r[0]) <= hi for r in g.recs[n0:]):
                break
            del g.recs[n0:]
            g.cards, g.logged = cards, logged
        else:
            raise RuntimeError(f"no day for the {f['shape']} of {f['name']}")
        if f["shape"] == "jielong":
            busy[f["kind"]] += [m for m, _ in f["entries"]]
    for k, f in enumerate(facts):
        ev = sorted({_day(r[0]) for r in g.recs if r[3] == k and r[4] == "evidence"})
        _around(g, k, f, ev)
    owners = {kind: list(ms) for kind, ms in busy.items()}
    holders, asked = _passing(g, busy)
    _specials(g)
    # the ordinary threads, drawn once at three times the rate and thinned at random, a whole
    # thread at a time, to about 3,000 lines
    n_s = len(g.recs)
    size = sum(1 for r in g.recs if T0 < r[0] < END - MINUTE)
    g.rng = random.Random(seed * 1000 + 1)
    spans = _threads(g, 3.0)
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
        f["lang"] = _lang(line, (*NAMES, f.get("earlier", "")), f["detail"])
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
    never, about, probes = _never(rng, facts, spare, holders, asked, owners)
    chatter = rng.sample(CHATTER, 90)
    s = Set("twenty_seventh", messages, facts, never, chatter, classes=CLASSES, members=dict(QQ))
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
    assert T0 > START + 1800 * DAY and END - T0 == 6 * 7 * DAY, "six weeks after day 1,800"
    assert len(s.facts) == 84 and s.classes == CLASSES, len(s.facts)
    shapes = collections.Counter(f["shape"] for f in s.facts)
    assert set(shapes) == set(SHAPES) and set(shapes.values()) == {7}, shapes
    assert s.members == QQ and len(s.members) == 16 and len(TOPICS) == 14
    every = [v for tp in TOPICS.values() for v in tp["vals"]]
    of = {v: kind for kind, tp in TOPICS.items() for v in tp["vals"]}
    for tp in TOPICS.values():
        assert sum(v.isascii() for v in tp["vals"]) == 6 and len(tp["vals"]) == 12, tp["vals"]
    assert len({v.lower() for v in every}) == len(every), "every value its own"
    fillers = [e for side in (*JL_FILL.values(), *JL_TAIL.values()) for e in side]
    for v in every:
        lv = v.lower()
        assert not any(lv in o.lower() for o in every if o != v), v
        assert not any(m.lower() in lv or lv in m.lower() for m in (*NAMES, *PLACES)), v
        assert not any(lv in e.lower() for e in fillers), v
    assert len({(f["kind"], f["name"]) for f in s.facts}) == len(s.facts), "once a topic"
    per = collections.Counter(f["name"] for f in s.facts)
    assert per == collections.Counter(FACTS_PER), per
    assert all(_eligible(f["kind"], f["name"]) for f in s.facts), "a topic its members'"
    facts_of = {(f["kind"], f["name"]) for f in s.facts}
    low = [t.lower() for t in texts]
    index = {at: i for i, at in enumerate(times)}
    speaker = [t.split("] ", 1)[1].split("(", 1)[0] for t in texts]
    # who talks when: every line said while its speaker is online (a feed, a nap, the clinic,
    # the work day's breaks, the nurse's office hours, 李阿姨's clock, a pregnant mum's days)
    for at, who in zip(times, speaker, strict=True):
        assert _online(who, at, 3 * MINUTE), (who, at, _day(at), _hour(at))

    def by(at: float, who: str) -> bool:
        return f"] {who}({s.members[who]}): " in texts[index[at]]

    home: dict[str, list[float]] = {}
    for f in s.facts:
        x, n, ev, shape, c = f["detail"], f["name"], f["evidence"], f["shape"], f["carrier"]
        words = TOPICS[f["kind"]]["words"]
        assert of[x] == f["kind"] and ev == sorted(ev) and all(at in index for at in ev), f
        assert len(ev) == (2 if shape == "split" else 1), f
        said = [said_at[at] for at in ev]
        assert all(by(at, c) for at in ev), (c, ev)
        assert (c == n) == (shape != "reported"), f
        assert f["uid"] == s.members[n] and x in f["keyword"] and f["rare"] == [x], f
        assert not any(m in f["keyword"] for m in MEMBERS), f["keyword"]
        for cls in ("partial", "paraphrase"):
            assert n in f[cls] and x.lower() not in f[cls].lower(), f[cls]
        drop = (*NAMES, x, f.get("earlier", ""))
        assert not any(_shares(f["paraphrase"], t, drop) for t in said), (f["paraphrase"], said)
        assert set(f["q_lang"]) == set(CLASSES) and f["lang"] in ("zh", "en", "mix")
        line = said[-1].rsplit("\n", 1)[-1] if shape == "jielong" else " ".join(said)
        assert f["lang"] == _lang(line, (*NAMES, f.get("earlier", "")), x), (f["lang"], said)
        for cls in CLASSES:  # a question is in the language it is said to be in
            assert _lang(f[cls], drop) == f["q_lang"][cls], (f[cls], f["q_lang"])
        assert x in said[-1] and not any(x.lower() in t.lower() for t in said[:-1]), (x, said)
        for at in f["around"]:
            assert by(at, n) and x.lower() not in low[index[at]], f
            assert at not in ev and all(abs(_day(at) - _day(e)) >= 2 for e in ev), f
        home[x] = [ev[-1]]
        lo, hi = _span(f["kind"], n)
        assert all(lo <= _day(at) <= hi for at in ev), (f["kind"], ev)
        if shape in TERSE_SHAPES:  # the detail said without the topic's words
            part = _cut(QUOTE.sub("", said[-1]), (x, *NAMES)).lower()
            assert not any(w.lower() in part for w in words), said
        if shape in ("answer", "late", "reply"):
            a, asked = f["asker"], f["asked_at"]
            assert asked in index and a != n and asked < ev[0], f
            assert said_at[asked].startswith(f"@{n} ") and by(asked, a), f
            assert x.lower() not in low[index[asked]]
            if shape == "late":  # asked while the member was away, answered on coming back
                assert not _online(n, asked) and said[0].startswith(f"@{a} "), f
                win = _window_of(n, ev[0], 3 * MINUTE)
                assert win is not None and win[0] == _next_start(n, asked), f
                assert HOUR <= ev[0] - asked <= 2 * DAY + 10 * MINUTE, f
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
        if shape == "split":  # the topic, then the detail within ninety seconds
            assert ev[1] - ev[0] <= 90 and x not in said[0], f
            assert any(w.lower() in said[0].lower() for w in words), said
        if shape == "reported":  # said to the member, who confirms without it
            conf = f["confirmed_at"]
            assert said[0].startswith(f"@{n} ") and ev[0] < conf < ev[0] + HOUR, f
            assert by(conf, n) and x.lower() not in low[index[conf]], f
        if shape == "jielong":
            assert sum(o["kind"] == f["kind"] for o in s.facts if o["shape"] == shape) == 1
            lines = said[0].split("\n")
            assert lines[0] == said_at[f["request_at"]] and lines[0].startswith("#接龙"), said
            assert by(f["request_at"], f["requester"]) and f["requester"] != n
            assert lines[-1].startswith(f"{len(lines) - 1}. {n} {x}"), said
            entries = [f"{j + 1}. {m} {e}" for j, (m, e) in enumerate(f["entries"])]
            assert entries == lines[1:-1] and len(f["entries"]) >= 2, said
            assert len(f["entries_at"]) == len(entries), f
            for j, at in enumerate(f["entries_at"]):  # each entrant posts the list so far
                assert by(at, f["entries"][j][0]) and said_at[at].split("\n") == lines[:j + 2]
            assert f["request_at"] < f["entries_at"][0] and f["entries_at"][-1] < ev[0]
            assert n not in {m for m, _ in f["entries"]}
            assert not any((f["kind"], m) in facts_of for m, _ in f["entries"]), f["entries"]
        if shape == "long":
            i = said[0].index(x)
            assert len(said[0]) > 60 and i > 15 and len(said[0]) - i - len(x) > 15, said
        if shape == "guess":  # the member's riddle, two wrong guesses by others, the answer
            o, ats = f["opened_at"], f["guessed_at"]
            assert by(o, n) and o < ats[0] and ats[-1] < ev[0] and ev[0] - o <= 20 * MINUTE
            assert any(w.lower() in said_at[o].lower() for w in words), said_at[o]
            assert len(ats) == len(f["guessed"]) == len(f["guessers"]) >= 2, f
            assert len(set(f["guessers"])) == len(ats) and n not in f["guessers"]
            for y, at, m in zip(f["guessed"], ats, f["guessers"], strict=True):
                assert of[y] == f["kind"] and y != x and y in said_at[at] and by(at, m)
                home[y] = [at]
        if shape == "tracker":
            head = TRACK_ZH.match(said[0]) or TRACK_EN.match(said[0])
            assert head and head.group(1) == BABY_OF[n], said
            assert _day(ev[0]) == _logged(head) + 1 and _hour(ev[0]) < 14.05, said
        if shape == "checkup":
            head = CARD_ZH.match(said[0]) or CARD_EN.match(said[0])
            assert head and head.group(1) == BABY_OF[n], said
            assert _visit_of(head.group(1), ev[0]) is not None, said
    # every value only where it belongs: a detail in its evidence, a wrong value in the line
    # that said it (and the correction), any other value nowhere
    for v in every:
        lv = v.lower()
        hits = [at for at, t in zip(times, low, strict=True) if lv in t]
        assert hits == home.get(v, []), (v, hits)
    # every baby log and every checkup card: by a parent of the baby, its numbers the layout's,
    # one log a baby a day
    logs: set[tuple[str, int]] = set()
    for at, who, t in zip(times, speaker, texts, strict=True):
        body = t.split("): ", 1)[1]
        log = TRACK_ZH.match(body) or TRACK_EN.match(body)
        if log:
            baby, day = log.group(1), _logged(log)
            assert who in BABIES[baby][:2] and _day(at) == day + 1, body
            assert (baby, day) not in logs and int(log.group(8)) == _nappies(baby, day), body
            logs.add((baby, day))
            count, longest = _log_counts(baby, day)
            assert int(log.group(4)) == day - _bday(baby) + 1, body
            assert int(log.group(5)) == count, (body, count)
            assert (int(log.group(6)), int(log.group(7))) == (
                int(longest // HOUR), int(longest % HOUR // MINUTE)), (body, longest)
        card = CARD_ZH.match(body) or CARD_EN.match(body)
        if card:
            baby = card.group(1)
            v = _visit_of(baby, at)
            assert who in BABIES[baby][:2] and v is not None, body
            d = v[0]
            assert int(card.group(2)) == d - _bday(baby) + 1, body
            assert float(card.group(3)) == _weight(baby, d) and int(card.group(4)) == _length(
                baby, d), (body, _weight(baby, d), _length(baby, d))
            assert card.group(5) in JAB[v[3]], body
    cross = sum(1 for f in s.facts for ql in f["q_lang"].values()
                if f["lang"] != "mix" and ql != f["lang"])
    plain = sum(1 for f in s.facts if f["lang"] != "mix") * len(CLASSES)
    assert 0.35 <= cross / plain <= 0.5, (cross, plain)
    for q in s.never:  # no value of a message in a never-said question
        assert not any(v.lower() in q.lower() for v in home), q
    if probes is not None:  # nor what would answer one anywhere in the talk
        talk = "\n".join(low)
        for p in probes:
            assert p.lower() not in talk, p
    if owners is not None and about is not None:
        # a named never-said question asks nothing a line answers: not a topic of the
        # member's facts or list entries (but a detail of it no line gives)
        assert len(about) == 45, about
        assert collections.Counter(w for *_, w in about) == {
            "passing": 15, "detail": 15, "value": 15}, about
        for kind, m, why in about:
            if why == "detail":
                assert (kind, m) in facts_of
            else:
                assert m not in owners[kind] and (kind, m) not in facts_of, (kind, m, why)
    for q in s.chatter:  # chatter asks nothing about the group's past
        assert not PAST.search(q), q
    langs = _line_langs(s)
    total = sum(langs.values())
    assert 0.45 <= langs["zh"] / total <= 0.56, langs
    assert 0.28 <= langs["en"] / total <= 0.38, langs
    assert 0.11 <= langs["mix"] / total <= 0.22, langs
    check_questions(s, [*home])


def _logged(head: re.Match[str]) -> int:
    """The day a baby log's header is about."""
    month = int(head.group(2)) if head.group(2).isdigit() else 1 + (head.group(2) == "Feb")
    return (dt.date(2031, month, int(head.group(3))) - DATE0).days


def _visit_of(baby: str, at: float) -> tuple[int, float, float, int] | None:
    """The baby's clinic visit a card posted at `at` reports: that day, after the visit."""
    for v in VISITS[baby]:
        if v[0] == _day(at) and v[1] < at <= v[2] + 10 * HOUR + 3 * MINUTE:
            return v
    return None


def _line_langs(s: Set) -> dict[str, int]:
    import collections

    texts = (m.text().split("): ", 1)[1] for m in s.messages)
    return dict(collections.Counter(_lang(t, NAMES) for t in texts))


if __name__ == "__main__":
    import collections

    print(describe(twenty_seventh_set, "mix"))
    s = twenty_seventh_set()
    print("questions", len(s.facts) * len(CLASSES), "over", len(s.facts), "facts")
    print("per member", dict(collections.Counter(f["name"] for f in s.facts)))
    print("carriers other than the member:", sum(f["carrier"] != f["name"] for f in s.facts))
    print("shapes", dict(collections.Counter(f["shape"] for f in s.facts)))
    print("line langs", _line_langs(s))
    print(
        "lines with a digit",
        sum(any(ch.isdigit() for ch in m.text().split("): ", 1)[1]) for m in s.messages),
    )
    print("births", {b: str(_date(_bday(b))) for b in ("小米", "Jojo")})
    rng = random.Random(0)
    for m in rng.sample(s.messages, 8):
        print("  ", m.text().replace("\n", " / ")[:140])
    for f in rng.sample(s.facts, 3):
        print(f["shape"], f["lang"], "|", f["keyword"], "|", f["partial"], "|", f["paraphrase"])
    print("never:", *rng.sample(s.never, 3), sep="\n  ")
    print("chatter:", *rng.sample(s.chatter, 3), sep="\n  ")
