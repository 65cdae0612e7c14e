"""A twenty-fifth evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code: nothing under mnemo/ (but the first 80 lines of
mnemo/message.py, for the `Message` constructor), mnemo_panel/, plugins/, tests/, docs/ or .ci/
was opened, read or searched while writing it, nor the README, bench/recall.py,
bench/context.py, any other bench file's body, any note or issue text, nor any figure or score
of any set, and no git command was run; the recall code was never called, on this set or any
other, and the set was never scored while it was written. It is not to be tuned on; its figures
are to be read once, at the end. What was read, and nothing else of the repository: the names of
the files in bench/ (`ls bench`); a grep's list of bench/recall_sets.py's top-level names (the
first line of each, which shows the heads of `third_set`'s and `long_conversation`'s tables and
the two functions' parameters); bench/recall_sets.py from its docstring to the end of
`second_set` (lines 1 to 175: `Set`, `_stamp`, `_user`, `_fits`, `_other`, `DAY`, `START`,
`second_set` and its tables; by a slip the last line printed was the comment line that heads the
third set) and from `stem` to the end (`stem`, `pairs`, `check_messages`, `check_questions`,
`describe`); in bench/recall_set24.py its module docstring (its first 233 lines) and its lines
from `twenty_fourth_set` to the end (`twenty_fourth_set`, `_check`, `_line_langs` and the
`__main__` block), for the shape of what is returned and checked, and, by slips, what two greps
meant only to find where those begin printed besides: the first five lines holding triple quotes
(its docstring's first line and close, and the one-line docstrings of three of its helpers,
`_windows`, `_some` and `_around_now`, on the hours a member is online and drawing the
chattier), and the first line of each of its top-level definitions (its constants, the first
line of each of its tables, and the names and parameters of its helper functions, nothing else
of a body). Some of those first lines show through here: the QQ conventions "[回复 X：...]" and
"#接龙", the patterns of image markers and reply quotes, the head of the pattern of words about
the past (this set's is longer and its own), and the helpers' names (`_at`, `_day`, `_weekend`,
`_windows`, `_active`, `_someone`, `_pick_lang`, `_lang_for`, `_gap`, `_poisson`, `_fill`,
`_Gen`, `_react`, `_terse`, `_one`, `_answer`, `_late`, `_correction`, `_split`, `_reported`,
`_notice`, `_jielong`, `_reply`, `_long`, `_around`, `_passing`, `_special`, `_days`, `_cut`,
`_lang`, `_content`, `_shares`, `_questions`, `_never`), whose bodies here are this set's own;
its table of Chinese terse answers, confirmations and corrections was seen by its first line
only and this set's are worded apart; this set's first drafts of the docstrings of `_windows`
and `_someone` came out close to those three one-line docstrings and were reworded, and its late
answers and pushes were reworded away from the first lines of set 24's; the commonest QQ phrases
still coincide with the first lines of set 24's tables ("早", "早上好", "晚安", "睡了睡了",
"收到", "night all", "gn", "noted", "got it", "[表情]", "辛苦了", "绝了", "+1", "same", a
correction's "是{x}， 不是{y}", a reply's "[回复 X：...]"). Besides: the openings (the first
2,500 characters) of the module docstrings of bench/recall_set4.py to recall_set23.py, printed
by a short program that parsed each file and printed only its docstring's opening (a first print
of them all was cut in its middle by the tool's output limit, so those of recall_set9.py to
recall_set18.py were printed again); the first 80 lines of mnemo/message.py (its head and the
`Message` class); the ruff settings in pyproject.toml (a grep with 25 lines of context after
`[tool.ruff`, which reached the end of the file and showed nothing else). The interpreter was
checked once by importing mnemo.message and bench.recall_sets (importing mnemo.message runs the
package's __init__, so the rest of the package is loaded, never called, whenever this set is
built, as with every set that imports recall_sets), and `ls` listed the virtualenv's bin/
(outside the repository). While the set was written it was run only on its own: its `_check`,
its printed lines and counts, its `_check` over seeds 1 to 40 (all pass), and a scratch test
outside the repository that broke copies of the set in twenty-nine ways (a used detail in an
ordinary line, an unsaid value said, a keyword question without its detail, a paraphrase sharing
a word with its evidence, a question's language mislabelled, two messages out of order, a shape
short, a used value in a never-said question, chatter about the past or naming a member,
evidence on the next line, a handover posted off its poster's shift, a swap for a shift the rota
does not give, a late answer the same day, an answer two hours on, a split three minutes apart,
a terse answer naming its topic, a 接龙 list unlike its record or signed by an owner of the
topic, a named never-said question dropped, an answering word or a thing nobody did said in a
line, a correction three hours later, a confirmation by someone else, a notice by a member, the
lines' languages, too few messages, an "around" line with the detail, the share of questions
across languages) and saw `_check` fail on each, by the assertion meant; importing nothing but
bench/recall_sets.py and mnemo/message.py.

It differs from the other twenty-four (bench/recall.py's `first_set`, recall_sets' `second_set`,
`third_set` and `long_conversation`, recall_set4's sessions of a timeline, recall_set5's point
process, recall_set6's day of threads, recall_set7's windows of interleaved threads,
recall_set8's members' presence, recall_set9's working week's agenda, recall_set10's club
calendar, recall_set11's semester of scenes, recall_set12's family's meal-time slots,
recall_set13's incidents waiting on office hours, recall_set14's chain of the group's moods,
recall_set15's compound's event log, recall_set16's guild's weekly game calendar, recall_set17's
football club's fixture list, recall_set18's daily check-in cycle, recall_set19's rescue cases,
recall_set20's night market's tide, recall_set21's wedding checklist, recall_set22's sky,
recall_set23's production calendar, recall_set24's broadcast schedules) in what it is about and
how it is laid out:

- the conversation is the QQ group of ward 7B, a general-surgery ward of an international
  hospital in Shanghai, over eight weeks from START + 1,614 days (Monday 2030-06-03 to Sunday
  07-28, and the last night shift's handover on the Monday morning after): the plum rain (梅雨,
  06-12 to 07-05), a mock accreditation survey the week of 06-17 (its notice on Friday 06-14, a
  fire drill on Wednesday 06-19 at 14:00, its result on 06-21), the monthly theory exam (三基,
  Wednesday 06-26; its notice on 06-24 and its results on 06-28), two new starters on Monday
  07-01 and the 七一 gala, paydays (06-15, 07-15), the July heat (its notice on 07-07), the ward
  dinner (Saturday 07-20; its notice and a 接龙 on 07-14 in which who can come follows from the
  rota) and a typhoon (Thursday 07-25, its notice the day before);
- it is laid out by the ward's rotating shift rota. The twelve nurses on it each work an
  eight-day turn, A (08:00 to 15:00), A, P (15:00 to 22:00), P, N (22:00 to 08:00), N, off, off,
  each from her own place in it, so that every shift of every day has three nurses (the even
  places are taken twice, the odd ones once). Every shift ends in a handover post by one of its
  nurses ("【交班】7B 6月16日 P班" / "[Handover] 7B Jun 16, P shift": the census, admissions,
  discharges, theatre cases, level-1 care, monitors, a bed's issue, a 备注 / Note line), at
  07:32 to 07:50, 14:35 to 14:53 and 21:35 to 21:53, 169 of them, now and then a 收到 from the
  shift coming on. Who is awake and free when follows from each member's shift that day: on an A
  day before work, at lunch and from 15:12 to 23:12; on a P day the morning and after 22:06; on
  the first night from 09:24 till 21:30 and, on the ward, the quiet hours from 02:24 to 04:36;
  on the second night off the first at 08:06, asleep till 14:00, then the same; on the day after
  nights 08:06 to 08:54 and the afternoon and evening; the head nurse and her deputy in office
  hours and evenings (all day at weekends); Fiona in Sydney two hours ahead (no daylight saving
  there in June and July) and Gemma in Dublin seven hours behind at their own mornings, lunches
  and evenings. A thread's opener is drawn from those awake at its time (the chattier and the
  longer awake the likelier), its repliers from those awake then; in a night shift's quiet hours
  the talk is the night nurses' own (call bells, coffee, drains, the word one must not say on a
  quiet night) with Gemma's evening; "早" is said at the speaker's own morning (the members
  abroad say it at theirs), the nurses coming off nights say goodnight at eight in the morning
  ("夜班结束，大家早安，我晚安"), those on nights wake at two, and "晚安" at the speaker's own
  bedtime names tomorrow's shift from the rota; an @-question about a nurse's shift on some
  weekday is answered from the rota. The week has the head nurse's rota notice on Thursday
  evenings, the huddle notice on Sunday evenings and the in-service notice on Tuesdays (each
  with its 收到s), routine swap requests on about three days in ten (a taker on another shift
  that day, or off, from the rota; now and then the head nurse's "改一下排班表") and a
  night-food 接龙 on most Tuesday and Friday nights among that night's nurses. Besides, each day
  has as many ordinary threads as a Poisson draw (a quarter more at weekends, more on the
  typhoon days), of kinds weighted by the day and the hour: the ward, life, study, the rota
  (rota nurses only), food (at meal times), @-questions, 复读, reply quotes "[回复 X：...]",
  pictures, long messages, the weather of the period (fine, rain, heat, typhoon) and the special
  days' own (the survey, the exam, the new starters); the members abroad have threads of their
  own and open none about the ward, the rota, food or the weather, nor answer those; a thread's
  numbers are drawn once, so its replies agree with its opener. The days' ordinary talk is drawn
  again with a scaled rate until about 3,000 lines (2,974 with the default seed); times strictly
  increasing, a second apart at least;
- numbers are everywhere (census and bed numbers, blood pressures, temperatures, drains in 毫升
  / ml, glucose, pain scores, pump numbers, steps, minutes, dates and weekdays of swaps, prices,
  rents, scores, night allowances, the lists' prices: 736 of the 2,974 lines hold a digit), so a
  number alone is no answer;
- sixteen members of their own: 梅姐 (the head nurse: notices, the rota), 阿珍 (the teaching
  nurse and deputy: 接龙s, the survey's checks), the rota's twelve: 小满, 阿琳, 糖糖, 大鹏 and
  老贺 (male nurses), 小叶, 芝芝, Vivian and Kelvin (mixing English in), Maricel and Paolo
  (Filipino nurses) and Siobhan (Irish), and two former colleagues abroad, Fiona (studying in
  Sydney) and Gemma (nursing in Dublin); each with how much they talk and odds of an English and
  of a mixed line (a handover, a swap or a notice is written in Chinese or English), so lines
  are about half Chinese, a third English and the rest mixed (1,562, 951 and 461 with the
  default seed);
- fourteen topics of their own, each a member's own thing: the shoes they wear on shift, their
  night-shift snack, their stethoscope, the specialty course they are taking, their off-shift
  sport, their pet's name, what they ride to work, the instrument they are learning, their hand
  cream, the nursing school they trained at, what is in their flask, where they go on annual
  leave, whose concert they got tickets for, the character on their badge reel; six facts a
  topic, 84 facts, a member once a topic at most and five or six facts a member, each with its
  own value (six Chinese and six Latin values a topic; an English-leaning member mostly has a
  Latin one: 45 of the 84 details are Latin with the default seed);
- facts in twelve shapes, dealt in turn over a shuffled order (seven each), on days 1 to 49 (a
  near day when the member is not about; a late answer or a correction a day or two after, so
  the facts' lines fall on days 1 to 52): one message in the first person ("one"); another
  member's @-question answered within the hour by a terse line without the topic's words
  ("answer"); asked in the evening while the member is at work on a night shift, asleep or on
  another clock, and answered when the member is next about, the next day or the one after,
  "刚下夜班 @X ..." / "@X just off nights, ..." after a night shift, "刚醒 @X ..." / "@X sorry,
  was asleep: ..." otherwise ("late"); a wrong value said by the member and corrected minutes
  later or the next day, the correcting line holding both being the evidence ("correction"); the
  topic in one line and the detail within seventy seconds in the next, sometimes with another's
  "说呀" between, both the evidence ("split"); another member saying it to the member ("@X
  你穿的是…吧？"), who confirms without it ("reported"); the head nurse's 【通知】 / [Notice]
  (closed-toe shoes, eating in the staff room, cleaning stethoscopes, a specialty course's
  place, the union's sports group, the open day's pet photos, the basement chargers, the 七一
  gala's act, a box of hand cream, a nursing school's mentors, cups in the prep room, summer
  leave, a covered shift, badge reels over names) naming the member and the detail (the
  deputy's, when it is the head nurse's own) ("notice"); the member's entry closing a topic's
  接龙 list, after the deputy's request and two or three others' entries, none a value
  ("jielong"); a reply quote of the @-question with the answer under it ("reply"); the detail in
  the middle of a long message of other news ("long"); and this set's own two, which a ward's
  group has: the member's shift-swap request ("【换班】6月14日（周五）我的P班，想换A班或N班，
  原因：..." / "[Swap] Jun 14 (Fri) my P shift, looking for ...; reason: ..."), for a shift the
  rota gives her two to nine days on, its reason holding the detail (a course's assessment, a
  match, the pet's operation, the ride's service, a grade exam, the school's alumni day, the
  start of the leave, the concert), a taker on another shift replying ("swap"); and the member's
  handover post at the end of one of her own shifts, its 备注 / Note line holding the detail
  (the spare shoes under the locker, the night snack in the fridge, the stethoscope left in the
  treatment room, the hand cream at the station, the flask on the windowsill, the badge reel
  lost in the corridor) ("handover"); both only a rota nurse's, on the topics that fit (a shape
  dealt to another fact is swapped with one that fits); in Chinese, English or mixed (a line's
  language counted with names, the detail, the wrong value, image markers and a reply's quote
  cut out, a line of the detail alone taking the detail's script, a 接龙 by its last line: 43
  zh, 30 en and 11 mix with the default seed);
- near misses: each correction's wrong value; the members' own lines on their topic on days two
  from the evidence at least, without the detail ("around": 72 facts, 101 lines with the default
  seed); others' lines on each topic in passing (three members a topic with no fact or 接龙
  entry on it); an @-question on each topic put to a fourth such member, never answered; the
  lists' other entries ("还没想好", "just hot water"); the other 162 handover posts and their
  notes ("治疗室冰箱11度，已报后勤"); the routine swaps' reasons; the notices' other words; the
  numbers;
- questions in the third person, three classes, templates of this set's own: "keyword" carries
  the detail and no member's name ("谁的胸牌挂件是{x}？", "Who rides a {x} to work?"), "partial"
  names the member and the topic ("{n}保温杯里泡的什么？", "Which stethoscope does {n} use?"),
  "paraphrase" names the member and shares no English content word (stemmed with recall_sets'
  `stem`, a stop list aside) and no two Chinese characters in a row with the evidence, names,
  the detail and a wrong value aside ("{n}工牌底下吊着哪个卡通？", "What keeps {n} fed through
  the small hours?"; checked in code; a topic's three paraphrases are tried in turn, then those
  of the other language); 40 % of the questions of a Chinese or English evidence line asked in
  the other language (88 of 219 with the default seed; between 35 and 50 % checked); each
  question's language checked;
- never-said questions, 90: 45 name a member (15 a topic's partial question of a member who
  spoke of it only in passing or was asked and never answered, 15 a detail no line gives of a
  member's own topic (the shoe size, how spicy, an engraving, the course fee, the venue, the
  breed, the number plate, the price of a lesson, the scent, the year of graduating, the water
  temperature, the flight, the seat, who gave the badge reel), 15 an unsaid value put as a
  question to a member with no fact or entry on its topic ("Does {n} ride a {y} to work?")), 45
  name no one (30 an unsaid value in a topic's keyword question, 15 things nobody did: a
  needlestick injury, a lottery win, a stolen e-bike, fainting on the ward, a complaint letter,
  a lost passport, a tattoo, a proposal, food poisoning, a flooded flat, a cracked screen, being
  locked out, speeding, giving blood, a dog bite, a crashed car, fifteen of these); the words
  that would answer the detail questions and the things nobody did (鞋码, 几分辣 / spicy, 刻字 /
  engrav, 报名费, 场馆 / venue, 品种 / breed, 车牌 / plate, 课时费, 香味 / scent, 毕业 /
  graduat, 水温, 机票 / flight, 座位 / seat, 谁送的 / gave me, 针扎, lottery, ...) and every
  unsaid value appear in no line (checked in code); 90 chatter turns (of 98) a member might
  send the bot (drip rates and dose sums, translations of ward phrases, drafts of thank-you
  notes, notices and leave requests, how-tos about pressure sores, drains, insulin, sleeping
  after nights, the plum rain and the typhoon, greetings), no member named, nothing about the
  group's past (no "说过", "之前", "谁", "那天", "said", "who", "before" and the like, checked
  in code).

The set checks itself as it is built (`_check`): recall_sets' `check_messages` (a second apart
at least, within the 56 days and the last morning, 2,930 to 3,070 messages); 80 to 90 facts,
seven in each of the twelve shapes; sixteen members, fourteen topics of six Chinese and six
Latin values; every value its own and none inside another or a member's name or a list's filler;
a member once a topic and five or six facts each; each detail in the last of its evidence lines
and no other message, each wrong value in the line that said it and the correction only, any
other value nowhere; the evidence said by the fact's carrier (the head nurse or her deputy for
"notice", another member for "reported", the member otherwise); keyword questions carrying the
detail and no member's name, partial and paraphrase ones naming the member and not the detail,
paraphrases sharing nothing with the evidence, each question in its recorded language; the
"around" lines the member's, without the detail and two days from the evidence at least; terse
answers, late answers, replies and split second lines without the topic's words; an answer after
its @-question by another member, the question without the detail (within the hour; a late one a
day or two later, asked while the member was away, the answer naming the asker); a correction
made within twenty minutes or the next day; a split's two lines within ninety seconds; a
reported fact confirmed by the member within the hour without the detail; a 接龙 detail in the
list's last entry, after two entries or more, the others the ones recorded and none of them with
a fact on the topic; a notice's evidence a 【通知】 or [Notice] naming the member; a long
message's detail away from both its ends; a swap request whose date, weekday and shift are the
member's own on the rota, two to ten days on, the detail in its reason; a handover post of five
lines whose header's date and shift are the member's own on the rota, posted on the right day in
its shift's handover minutes, numbers in its census lines, the detail in its 备注 / Note line;
the share of questions across languages; no used value in a never-said question and none of the
answering words in any line; named never-said questions on no topic the member's facts or 接龙
entries hold (but the unsaid details of their own); no chatter about the past; the lines'
languages (zh 45 to 56 %, en 28 to 38 %, mixed 11 to 22 %); then recall_sets' `check_questions`.
Run it from the repository's root (`python -m bench.recall_set25` or `python
bench/recall_set25.py`) to check it is deterministic for a seed, builds in under two seconds
(0.2 to 0.9 s), and to print its counts, its lines' languages and a few lines and questions.

Each fact records its "evidence" (the created_at of the message(s) carrying it: two for a
split), "detail", "rare" (the detail: the word a keyword question carries), "kind" (the topic),
"name" and "uid" (the member it is about), "shape", "lang" ("zh", "en" or "mix": the evidence
line's), its questions ("keyword", "partial", "paraphrase") and their languages ("q_lang"),
"carrier" (who said it), "asker" and "asked_at" (for "answer", "late" and "reply"), "around"
(the created_at of the member's other lines on the topic, none with the detail), "entries" (a
jielong list's other entries, [member, entry]), "confirmed_at" (a reported fact's confirmation),
for a correction the wrong value ("earlier") and when it was said ("earlier_at"), for a swap or
a handover the rota's "shift" ("A", "P" or "N") and for a swap the day of the shift to swap
("swap_day", counted from Monday 2030-06-03). Stamps are written in the machine's local time
(recall_sets' `_stamp`) and the days are laid out in UTC as Beijing's wall clock, so they read
as meant where the local time is UTC.

Noticed while writing it: the handover template's "{mon}" was both the month and the count on
monitors, so the first build printed "心电监护Jul人"; "gave me" (an answering word of the badge
reel's detail question) was in a night nurse's "gave me a fright", which the probe check caught;
the 接龙 fillers repeated ("还没想好" three times), so a list's entries take different ones;
"好的护士长" was acknowledging a nurse's handover, so only the head nurse's posts get it;
"下夜班才看到" was said by members who had not worked a night, so a late answer speaks of the
night only after a night shift; Fiona in Sydney complained about the night allowance and
answered "grab me one" to the canteen, so the threads about the ward, the rota, food and the
weather are opened and answered in Shanghai only (the rota's by its nurses); "{k2} of {k}" drew
"5 of 5"; the dinner's list ran past one in the morning among sleepers, so it is signed by those
awake; values and names were chosen clear of ordinary words ("Kinder" is in kindergarten,
"Stitch" in stitches, "Tern" in pattern and afternoon, "大宝" is a parent's word for a child,
"可乐" a drink, "叶子" leaves, "Rhea" is in diarrhea, "Joy" in enjoy); the first build had
English at 28 to 30 % and failed on seven of the forty seeds, and after the odds were raised the
mixed lines fell to 14 %, so the Chinese members' odds of a mixed line were raised too; seed 40
ran a topic out of unsaid values for the named value questions, so those take a topic each
first; a line of neither script ("+1", "👍", "[图片]" alone) counts as Chinese, the group's
default; ruff counts a CJK character as two columns, so the Chinese tables are wrapped early;
the detail questions are unanswerable by construction (no template gives a size, a scent, a
fee...) and the check of their answering words is a guard, not a proof; the ordinary threads'
replies are written to their openers, but reactions and 复读 are drawn from short pools and can
read loosely, and the members abroad have few threads of their own.
"""

from __future__ import annotations

import datetime as dt
import functools
import math
import random
import re
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

# -- the calendar -------------------------------------------------------------------------

D0 = 1614  # START + 1,614 days: Monday 2030-06-03
T0 = START + D0 * DAY
DATE0 = dt.date(2030, 6, 3)
DAYS = 56
HOUR = 3600.0
MINUTE = 60.0
END = T0 + DAYS * DAY + 9 * HOUR  # the last night shift hands over on the 57th morning
FLIP = 0.4  # the share of a zh or en fact's questions asked in the other language
WD = "一二三四五六日"
WDN = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
MON = {6: "Jun", 7: "Jul", 8: "Aug"}
RAIN = range(9, 33)  # 梅雨: 06-12 to 07-05
HEAT = range(33, 50)
TYPHOON = range(50, 53)  # 台风 on Thursday 07-25 (day 52)

# -- the ward's sixteen: (QQ, role, how much they talk, odds of an English line, of a mixed one)

PEOPLE: dict[str, tuple[int, str, float, float, float]] = {
    "梅姐": (3310274801, "lead", 1.0, 0.12, 0.12),
    "阿珍": (2902385516, "deputy", 1.1, 0.25, 0.16),
    "小满": (1749260338, "rota", 1.3, 0.10, 0.21),
    "阿琳": (2588103947, "rota", 1.0, 0.08, 0.17),
    "糖糖": (3127755062, "rota", 1.5, 0.12, 0.24),
    "大鹏": (1183620479, "rota", 0.9, 0.08, 0.14),
    "小叶": (2460918833, "rota", 1.0, 0.14, 0.22),
    "芝芝": (3051147726, "rota", 1.2, 0.14, 0.26),
    "老贺": (1320668154, "rota", 0.7, 0.02, 0.08),
    "Maricel": (2783004619, "rota", 1.2, 0.85, 0.08),
    "Siobhan": (3196512270, "rota", 1.0, 0.92, 0.04),
    "Paolo": (2217439905, "rota", 0.9, 0.85, 0.08),
    "Kelvin": (1895372264, "rota", 1.0, 0.50, 0.30),
    "Vivian": (2630581197, "rota", 1.1, 0.42, 0.33),
    "Fiona": (1467029358, "sydney", 0.9, 0.50, 0.30),
    "Gemma": (3078815642, "dublin", 0.8, 0.55, 0.25),
}
MEMBERS = list(PEOPLE)
QQ = {n: v[0] for n, v in PEOPLE.items()}
LEADER, DEPUTY = "梅姐", "阿珍"
# the rota: eight days a turn, A (08-15), A, P (15-22), P, N (22-08), N, off, off; each
# nurse starts the turn at her own place in it, so every shift has three nurses every day
CYCLE = "AAPPNN休休"
OFFSET = {"小满": 0, "Vivian": 0, "Maricel": 1, "糖糖": 2, "老贺": 2, "Kelvin": 3, "小叶": 4,
          "Paolo": 4, "Siobhan": 5, "阿琳": 6, "芝芝": 6, "大鹏": 7}
ROTA = list(OFFSET)
BASE = {"N": 7.5, "A": 14.55, "P": 21.55}  # the hour a shift's handover post begins


def _at(d: int, h: float) -> float:
    """Day `d`'s hour `h` on Beijing's wall clock (laid out in UTC)."""
    return T0 + d * DAY + h * HOUR


def _day(t: float) -> int:
    return int((t - T0) // DAY)


def _hour(t: float) -> float:
    return (t - T0) / HOUR - 24 * _day(t)


def _weekend(d: int) -> bool:
    return d % 7 in (5, 6)


def _date(d: int) -> dt.date:
    return DATE0 + dt.timedelta(days=d)


def _shift(who: str, d: int) -> str:
    """The rota's shift of `who` on day `d`: "A", "P", "N" (from 22:00), "休", or "" for a
    member not on the rota."""
    return CYCLE[(d + OFFSET[who]) % 8] if who in OFFSET else ""


@functools.cache
def _windows(who: str, d: int) -> tuple[tuple[float, float, float], ...]:
    """When `who` is up and free to chat on day `d`, as (from, to, weight) in Beijing hours;
    hours past 24 run into the next day. A nurse's follow from her shift that day."""
    role = PEOPLE[who][1]
    if role == "rota":
        i = (d + OFFSET[who]) % 8
        if CYCLE[i] == "A":
            return ((6.2, 7.6, 0.8), (11.8, 12.4, 0.5), (15.2, 23.2, 1.4))
        if CYCLE[i] == "P":
            return ((8.6 if i == 2 else 9.2, 14.4, 1.3), (22.1, 24.7, 0.9))
        if i == 4:  # the first night: up all day, the quiet hours on the ward
            return ((9.4, 21.5, 1.2), (26.4, 28.6, 0.7))
        if i == 5:  # off the first night, asleep till the afternoon, on again
            return ((8.1, 8.9, 0.8), (14.0, 21.5, 1.2), (26.4, 28.6, 0.7))
        if i == 6:
            return ((8.1, 8.9, 0.8), (14.0, 23.6, 1.3))
        return ((9.0, 24.2, 1.3),)
    if role == "lead":
        if _weekend(d):
            return ((9.0, 21.8, 1.0),)
        return ((7.2, 8.1, 0.8), (8.1, 17.4, 0.35), (17.6, 22.4, 1.2))
    if role == "deputy":
        if _weekend(d):
            return ((9.5, 23.4, 1.0),)
        return ((7.4, 8.0, 0.6), (8.0, 17.0, 0.4), (17.2, 23.2, 1.2))
    if role == "sydney":  # two hours ahead of Beijing (no daylight saving in June and July)
        return ((5.0, 7.0, 1.0), (9.5, 11.0, 0.6), (15.5, 21.5, 1.2))
    # Dublin, seven hours behind: her breakfast, her lunch, her evening
    return ((14.0, 15.4, 0.9), (19.5, 20.5, 0.7), (25.0, 30.4, 1.3))


def _active(who: str, t: float) -> bool:
    d = _day(t)
    h = (t - T0) / HOUR - 24 * d
    return (any(a <= h < b for a, b, _ in _windows(who, d))
            or any(a <= h + 24 < b for a, b, _ in _windows(who, d - 1)))


def _when(rng: random.Random, who: str, d: int, lo: float = 0.0,
          hi: float = 32.0) -> float | None:
    """A time on day `d` when `who` is awake, between hours `lo` and `hi`."""
    spans = [(max(a, lo), min(b, hi), w) for a, b, w in _windows(who, d)]
    spans = [s for s in spans if s[1] - s[0] > 0.05]
    if not spans:
        return None
    a, b, _ = rng.choices(spans, weights=[(b - a) * w for a, b, w in spans])[0]
    return _at(d, rng.uniform(a, b))


def _slot(rng: random.Random, who: str, d: int, lo: float = 7.5, hi: float = 22.8) -> float:
    """A time `who` is awake on day `d` or the nearest day that has one."""
    for off in (0, 1, -1, 2, -2, 3, -3, 4):
        t = _when(rng, who, max(1, d + off), lo, hi)
        if t is not None:
            return t
    raise AssertionError((who, d))


def _next_active(who: str, t: float, limit: float = 60 * HOUR) -> float | None:
    """The first time after `t` that `who` is awake (five-minute steps)."""
    u = t
    while u < t + limit:
        u += 5 * MINUTE
        if _active(who, u):
            return u
    return None


def _someone(rng: random.Random, t: float, but: tuple[str, ...] = (),
             pool: list[str] | None = None) -> str | None:
    """A member up at `t` (from `pool`, not in `but`), drawn by how much each talks; None
    when all of them are asleep or at work."""
    awake = [m for m in (pool or MEMBERS) if m not in but and _active(m, t)]
    if not awake:
        return None
    return rng.choices(awake, weights=[PEOPLE[m][2] for m in awake])[0]


def _pick_lang(rng: random.Random, who: str) -> str:
    p_en, p_mix = PEOPLE[who][3], PEOPLE[who][4]
    r = rng.random()
    return "en" if r < p_en else "mix" if r < p_en + p_mix else "zh"


def _lang_for(rng: random.Random, who: str, x: str) -> str:
    """A fact's language: the member's, leaning to a mixed line when the detail is in the
    other script."""
    lang = _pick_lang(rng, who)
    if (lang == "zh") == x.isascii() and lang != "mix" and rng.random() < 0.35:
        return "mix"
    return lang


def _post_lang(rng: random.Random, who: str) -> str:
    """A structured post (a handover, a swap, a notice) is written in Chinese or English."""
    return "en" if rng.random() < PEOPLE[who][3] + 0.4 * PEOPLE[who][4] else "zh"


def _gap(rng: random.Random, median: float = 40.0) -> float:
    return min(900.0, max(4.0, rng.lognormvariate(math.log(median), 0.8)))


def _poisson(rng: random.Random, lam: float) -> int:
    limit, k, p = math.exp(-lam), 0, rng.random()
    while p > limit:
        k += 1
        p *= rng.random()
    return k


def _temp(rng: random.Random, d: int) -> int:
    if d in HEAT:
        return rng.randint(35, 39)
    if d in RAIN:
        return rng.randint(23, 28)
    if d in TYPHOON:
        return rng.randint(27, 30)
    return rng.randint(26, 31)


def _nums(rng: random.Random, d: int = 0) -> dict[str, Any]:
    """A thread's numbers, drawn once, so its replies agree with its opener."""
    j = rng.randint(1, 6)
    k = rng.randint(3, 9)
    return {
        "k": k, "k2": rng.randint(2, k - 1), "w": rng.randrange(16000, 29000, 100),
        "bed": rng.randint(1, 40), "bed2": rng.randint(1, 40), "temp": _temp(rng, d),
        "t38": f"38.{rng.randint(1, 9)}", "bp": f"{rng.randint(150, 182)}/{rng.randint(86, 104)}",
        "p": rng.randint(4, 8), "ml": rng.randrange(60, 420, 10),
        "g": f"{rng.randint(12, 19)}.{rng.randint(0, 9)}", "h": rng.randint(2, 4),
        "h2": rng.randint(2, 6), "hr": rng.randint(96, 124), "r": rng.randrange(200, 900, 50),
        "line": rng.choice((2, 4, 6, 7, 8, 9, 11, 16)), "yuan": rng.randint(15, 68),
        "score": rng.randint(78, 99), "eur": rng.randrange(950, 1700, 50),
        "wk": rng.randint(2, 8), "c": rng.randint(30, 40), "i": rng.randint(0, 5),
        "o": rng.randint(0, 6), "op": rng.randint(0, 8), "l1": rng.randint(2, 8),
        "mnt": rng.randint(1, 6), "t4": rng.randint(9, 12), "wd": WD[(d + j) % 7],
        "wdn": WDN[(d + j) % 7], "pct": rng.randint(60, 98), "mm": rng.randint(10, 50),
        "syd": rng.randint(8, 17), "dub": rng.randint(11, 19), "cm": rng.randint(8, 40),
    }


def _fill(rng: random.Random, text: str, d: int = 0, **kw: Any) -> str:
    return text.format(**{**_nums(rng, d), **kw})


MIX_ZH = ["lol", "hh", "orz", "tbh", "omg", "haha", "ok"]
MIX_EN = ["哈哈", "辛苦了", "加油", "好的", "真的", "笑死"]


def _render(rng: random.Random, tri: tuple[str, str, str], lang: str) -> str:
    """One of a line's three versions (Chinese, English, mixed); a missing mixed version is
    the Chinese one with an English word or the English one with a Chinese word."""
    zh, en, mix = tri
    if lang == "zh":
        return zh
    if lang == "en":
        return en
    if mix:
        return mix
    if rng.random() < 0.5:
        return f"{zh} {rng.choice(MIX_ZH)}"
    return f"{en} {rng.choice(MIX_EN)}"


def _choose(rng: random.Random, table: dict[str, list[str]], lang: str) -> str:
    return rng.choice(table[lang])


# -- the members' own things: fourteen topics ---------------------------------------------

CLASSES = ("keyword", "partial", "paraphrase")
TOPICS: dict[str, dict[str, Any]] = {
    "shoes": {
        "vals": ["回力", "足力健", "意尔康", "奥康", "骆驼", "鸿星尔克",
                 "Hoka", "Skechers", "Dansko", "Brooks", "Birkenstock", "Clove"],
        "words": ["鞋", "shoe", "footwear"],
        "say": {"zh": ["上班现在都穿{x}，一天两万步脚也不疼",
                       "换了{x}的护士鞋，软底，走一整个夜班都不累"],
                "en": ["I wear {x} on shift now, twenty thousand steps and my feet are fine",
                       "switched to {x} for the ward, soft soles, best money I've spent"],
                "mix": ["现在上班穿 {x}，真的 life saver", "{x} 的鞋 yyds，走一天 no pain"]},
        "intro": {"zh": ["跟你们说，我终于换了上班穿的鞋", "你们猜我现在上班穿啥鞋"],
                  "en": ["finally got new work shoes", "guess what I wear on shift now"],
                  "mix": ["新的 work shoes 到了"]},
        "ask": {"zh": ["你上班穿的啥鞋啊，我脚后跟磨破了", "你那双鞋哪个牌子的，看着好软"],
                "en": ["what shoes do you wear on shift? my feet are dying",
                       "which brand are your work shoes?"],
                "mix": ["你的鞋 which brand？我想 copy 一双"]},
        "report": {"zh": ["你穿的是{x}吧？一天跑下来都没见你喊脚疼", "你脚上那双是{x}对吧"],
                   "en": ["those are {x}, right? you never moan about your feet",
                          "you're in {x} these days, aren't you"],
                   "mix": ["你穿的是 {x} 吧？看着 super 舒服"]},
        "notice": {"zh": "【通知】院感要求病区内穿包头软底鞋，{n}穿的{x}就符合要求，下周一开始抽查",
                   "en": "[Notice] Infection control wants closed-toe soft soles on the ward; "
                         "{n}'s {x} are the kind that pass. Spot checks from Monday."},
        "jl": {"zh": ("统计一下大家上班穿的鞋，准备团购",
                      ["还没选好", "随便买的，不记得牌子", "穿了三年的老款"]),
               "en": ("List the shoes you wear on shift, we may do a group buy",
                      ["still shopping around", "no idea, cheap ones", "same old pair"])},
        "around": {"zh": ["今天走了{w}步，鞋底都要磨平了", "脚后跟又起了个泡",
                          "下夜班脚肿得跟馒头一样"],
                   "en": ["{w} steps today, my feet are done", "another blister on my heel"],
                   "mix": ["脚好痛 after {w} steps"]},
        "passing": {"zh": ["上班穿什么鞋最舒服啊，求推荐", "夜班站一晚上腿都肿了"],
                    "en": ["anyone know a good shoe for twelve hours on your feet?",
                           "my feet hate me after nights"],
                    "mix": ["推荐一下 comfy 的工作鞋"]},
        "note": {"zh": "更衣柜下面那双{x}是我的备用鞋，别当失物交了",
                 "en": "the {x} under my locker are my spare pair, not lost property"},
        "kw": {"zh": "谁上班穿{x}？", "en": "Who wears {x} on shift?"},
        "part": {"zh": "{n}上班穿什么牌子的鞋？",
                 "en": "What brand of shoes does {n} wear for work?"},
        "para": {"zh": ["{n}值夜时脚蹬哪款？", "{n}跑病区靠哪家底子护脚？",
                        "{n}脚下那对来头如何？"],
                 "en": ["What footgear gets {n} through twelve-hour stints?",
                        "Which label makes {n}'s ward trainers?",
                        "{n} relies on which kind of footgear during rounds?"]},
        "detail": {"zh": "{n}的护士鞋穿多大码？", "en": "What shoe size is {n}?"},
        "probes": ["鞋码", "多大码", "shoe size"],
        "value": {"zh": "{n}上班是不是穿{y}？", "en": "Does {n} wear {y} to work?"},
    },
    "snack": {
        "vals": ["螺蛳粉", "煎饼果子", "关东煮", "烤冷面", "肠粉", "凉皮",
                 "Pocky", "Pringles", "Yakult", "Toblerone", "Doritos", "Twix"],
        "words": ["夜宵", "零食", "snack"],
        "say": {"zh": ["夜班必备{x}，半夜三点吃一口回血", "我的夜班续命神器是{x}"],
                "en": ["{x} is my night shift fuel, one bite at 3am and I'm human again",
                       "can't do nights without {x}"],
                "mix": ["夜班 must-have 就是 {x}", "{x} 是我的 night shift 续命神器"]},
        "intro": {"zh": ["说个我的夜班秘密武器", "夜班到三点我就靠一样东西撑着"],
                  "en": ["ok confession about what gets me through nights",
                         "my secret weapon at 3am, guess"],
                  "mix": ["夜班 secret weapon 揭晓一下"]},
        "ask": {"zh": ["你夜班都吃啥，我饿得前胸贴后背", "你夜宵一般吃什么"],
                "en": ["what do you eat on nights? I'm starving by 2",
                       "what's your go-to night snack?"],
                "mix": ["你夜班吃啥 snack？"]},
        "report": {"zh": ["你夜班又带{x}了吧，休息室全是那个味", "你的夜宵是不是{x}"],
                   "en": ["you brought {x} again for nights, didn't you",
                          "that's your {x} in the staff room, right?"],
                   "mix": ["你夜班又吃 {x} 了吧 haha"]},
        "notice": {"zh": "【通知】夜班请到休息室吃东西，{n}的{x}味道飘到{bed}床了，大家注意",
                   "en": "[Notice] Night staff, please eat in the staff room. {n}'s {x} "
                         "smelled lovely but it reached bed {bed}."},
        "jl": {"zh": ("夜班零食大调查，接一下你最常带的",
                      ["看心情", "啥都行，不挑", "我不吃夜宵，只喝水"]),
               "en": ("Night snack survey, add what you usually bring",
                      ["whatever's in the fridge", "nothing, just water", "depends on the day"])},
        "around": {"zh": ["夜班饿到胃疼", "今天忘带夜宵了，饿了一晚上", "半夜三点的饥饿感太真实了"],
                   "en": ["forgot my snack tonight, starving", "the 3am hunger is real"],
                   "mix": ["夜班 hungry 到怀疑人生"]},
        "passing": {"zh": ["夜班吃什么不容易胖啊", "休息室的零食柜又空了"],
                    "en": ["what's a night snack that won't wreck my stomach?",
                           "snack drawer in the staff room is empty again"],
                    "mix": ["零食柜 empty 了，谁补一下"]},
        "note": {"zh": "冰箱第二层那盒{x}是我的夜宵，别当过期的扔了",
                 "en": "the {x} on the second shelf of the fridge is my night snack, "
                       "please don't bin it"},
        "kw": {"zh": "谁夜班爱吃{x}？", "en": "Who eats {x} on night shift?"},
        "part": {"zh": "{n}夜班吃什么当夜宵？", "en": "What does {n} eat on night shifts?"},
        "para": {"zh": ["{n}后半夜嘴馋靠啥垫肚子？", "{n}熬通宵填饱肚皮用哪样？",
                        "凌晨{n}犒劳自己啃哪样？"],
                 "en": ["What keeps {n} fed through the small hours?",
                        "{n} munches on which treat after midnight?",
                        "What's {n}'s favourite bite in the dead of dark?"]},
        "detail": {"zh": "{n}的夜宵一般要几分辣？",
                   "en": "How spicy does {n} like the night snack?"},
        "probes": ["几分辣", "微辣", "特辣", "spicy"],
        "value": {"zh": "{n}夜班是不是吃{y}？", "en": "Does {n} eat {y} on nights?"},
    },
    "scope": {
        "vals": ["鱼跃", "华瑞", "康尔", "英诺", "亚利", "瑞光",
                 "Littmann", "Riester", "Welch Allyn", "Heine", "Omron", "Prestige"],
        "words": ["听诊", "stethoscope", "scope"],
        "say": {"zh": ["我的听诊器是{x}的，呼吸音听得特别清楚", "用了{x}的听诊器以后再也回不去了"],
                "en": ["my stethoscope's a {x}, breath sounds come through crystal clear",
                       "got a {x} stethoscope and I'm never going back"],
                "mix": ["我的 stethoscope 是 {x} 的，音质 amazing"]},
        "intro": {"zh": ["新听诊器到了！", "我换听诊器了，你们猜"],
                  "en": ["new stethoscope arrived!", "upgraded my stethoscope, guess"],
                  "mix": ["新 stethoscope 到手"]},
        "ask": {"zh": ["你听诊器什么牌子的，我的听肠鸣音跟没听一样", "你那个听诊器好用吗，哪家的"],
                "en": ["what stethoscope do you have? mine can't pick up bowel sounds",
                       "is your stethoscope any good? which brand?"],
                "mix": ["你的听诊器 which brand？"]},
        "report": {"zh": ["你那个是{x}的听诊器吧，借我用过一次好清楚", "你脖子上挂的是{x}吧"],
                   "en": ["yours is a {x}, isn't it? sounded so clear when I borrowed it",
                          "that's a {x} round your neck, right?"],
                   "mix": ["你那个是 {x} 吧，音质 so good"]},
        "notice": {"zh": "【通知】听诊器每班用酒精擦拭并登记，抽查中{n}的{x}保养最好，大家参照",
                   "en": "[Notice] Wipe stethoscopes with alcohol every shift and log it. "
                         "{n}'s {x} was the best kept in the spot check."},
        "jl": {"zh": ("登记一下个人听诊器，方便消毒登记",
                      ["用科室公用的", "还没买", "旧的那个，牌子磨掉了"]),
               "en": ("Register your own stethoscope for the cleaning log",
                      ["I use the ward one", "haven't got my own yet",
                       "old one, logo's worn off"])},
        "around": {"zh": ["今天听诊听了{k}个病人，耳朵疼", "听诊器的耳塞该换了"],
                   "en": ["ears sore from listening to {k} chests", "my earpieces need replacing"],
                   "mix": ["耳朵 sore，听了 {k} 个病人"]},
        "passing": {"zh": ["听诊器有必要买贵的吗", "科室那个公用听诊器谁又拿走了"],
                    "en": ["is an expensive stethoscope worth it?",
                           "the ward stethoscope has gone walkabout again"],
                    "mix": ["听诊器 worth it 吗"]},
        "note": {"zh": "我的{x}听诊器落在处置室了，帮我收进护士站抽屉",
                 "en": "left my {x} stethoscope in the treatment room, can someone put it in "
                       "the station drawer"},
        "kw": {"zh": "谁用{x}的听诊器？", "en": "Whose stethoscope is a {x}?"},
        "part": {"zh": "{n}的听诊器是什么牌子的？", "en": "Which stethoscope does {n} use?"},
        "para": {"zh": ["{n}挂在颈间听心肺那件哪家产？", "{n}脖子上挂的那副出自哪个厂？",
                        "{n}查体时颈上那副产自何方？"],
                 "en": ["Which maker built the listening tube around {n}'s neck?",
                        "What brand hangs round {n}'s neck for heart sounds?",
                        "{n} checks lungs with equipment from which company?"]},
        "detail": {"zh": "{n}的听诊器上刻了什么字？",
                   "en": "What's engraved on {n}'s stethoscope?"},
        "probes": ["刻字", "刻了", "engrav"],
        "value": {"zh": "{n}用的听诊器是{y}的吗？", "en": "Is {n}'s stethoscope a {y}?"},
    },
    "cert": {
        "vals": ["伤口造口", "静脉治疗", "重症监护", "糖尿病教育", "安宁疗护", "血液净化",
                 "TNCC", "CCRN", "ENPC", "NIHSS", "CNOR", "CWOCN"],
        "words": ["专科", "培训", "course", "cert"],
        "say": {"zh": ["报了{x}专科护士培训，三个月，周末上课", "我在考{x}的专科证书，书比砖还厚"],
                "en": ["signed up for the {x} course, three months of weekend classes",
                       "I'm studying for {x}, the manual is a brick"],
                "mix": ["在准备 {x} 的 certificate，压力山大"]},
        "intro": {"zh": ["我报了个专科培训，给自己找罪受", "决定考个专科证书了"],
                  "en": ["I've signed up for a specialty course, send help",
                         "decided to go for a specialty certificate"],
                  "mix": ["报了一个 specialty course"]},
        "ask": {"zh": ["你报的哪个专科培训呀，我也想报", "你在考什么证，天天抱着书"],
                "en": ["which specialty course did you sign up for?",
                       "what are you studying for, you're always reading"],
                "mix": ["你报的哪个 course？"]},
        "report": {"zh": ["你在上{x}的专科培训对吧，周末都见不到你", "听说你报了{x}"],
                   "en": ["you're doing the {x} course, right? never see you on weekends",
                          "heard you're on {x}"],
                   "mix": ["你在读 {x} 吧，好卷 haha"]},
        "notice": {"zh": "【通知】护理部{x}专科培训名额下来了，本科室推荐{n}，"
                         "请下周一上午去护理部报到",
                   "en": "[Notice] Nursing department places for {x} are confirmed: ours goes "
                         "to {n}. Please report to the nursing office on Monday morning."},
        "jl": {"zh": ("今年想报的专科方向，接龙统计", ["还没想好", "今年先不报", "看排班再说"]),
               "en": ("Which specialty course would you apply for this year?",
                      ["not sure yet", "skipping this year", "depends on the rota"])},
        "around": {"zh": ["培训作业写到凌晨{h}点", "周末又要上课，第{k}周了"],
                   "en": ["course assignment kept me up till {h}am",
                          "weekend class again, week {k}"],
                   "mix": ["作业 due 明天，还差 {k} 页"]},
        "passing": {"zh": ["专科护士证书对晋升有用吗", "今年护理部的培训名额好少"],
                    "en": ["does a specialty certificate actually help with promotion?",
                           "so few course places this year"],
                    "mix": ["专科培训 worth it 吗"]},
        "reason": {"zh": "那天是{x}专科培训的结业考核", "en": "{x} course assessment is that day"},
        "kw": {"zh": "谁在上{x}的专科培训？", "en": "Who is doing the {x} course?"},
        "part": {"zh": "{n}在读哪个专科方向？", "en": "Which specialty course is {n} taking?"},
        "para": {"zh": ["{n}进修钻研的方向叫啥？", "{n}正深造哪门专长？", "{n}想拿哪张执照？"],
                 "en": ["What specialist qualification is {n} chasing?",
                        "Which advanced credential is {n} working toward?",
                        "{n} hopes to earn which certification?"]},
        "detail": {"zh": "{n}的专科培训报名费多少？",
                   "en": "How much was the course fee for {n}'s specialty training?"},
        "probes": ["报名费", "course fee", "学费"],
        "value": {"zh": "{n}在上{y}的专科课吗？", "en": "Is {n} doing the {y} course?"},
    },
    "sport": {
        "vals": ["羽毛球", "飞盘", "攀岩", "普拉提", "桨板", "八段锦",
                 "Zumba", "CrossFit", "Muay Thai", "Padel", "Kickboxing", "Aerial Yoga"],
        "words": ["运动", "锻炼", "练", "sport", "exercise", "train"],
        "say": {"zh": ["下班去练{x}，一周三次，出一身汗整个人都活了", "最近迷上{x}，休息日必去"],
                "en": ["I do {x} after work three times a week, sweating it out saves my sanity",
                       "hooked on {x} lately, every day off"],
                "mix": ["最近迷上 {x}，every day off 必去"]},
        "intro": {"zh": ["我最近找到个解压的运动", "下班后的新爱好，你们猜"],
                  "en": ["found a new way to de-stress after shifts",
                         "new after-work sport, guess"],
                  "mix": ["新的 workout 爱好"]},
        "ask": {"zh": ["你休息都练什么，身材保持得这么好", "你下班去运动吗，带我一个"],
                "en": ["what do you do to stay fit on days off?",
                       "do you work out after shifts? take me with you"],
                "mix": ["你 workout 练啥？"]},
        "report": {"zh": ["你周末又去练{x}了吧，朋友圈都刷到了", "你在练{x}对不对"],
                   "en": ["you were at {x} again this weekend, saw the photos",
                          "you do {x}, right?"],
                   "mix": ["你又去 {x} 了吧 haha"]},
        "notice": {"zh": "【通知】工会暑期活动：{n}带{x}小组，周六上午在职工活动中心，"
                         "想参加的找{n}",
                   "en": "[Notice] Union summer activity: {n} is leading a {x} group on "
                         "Saturday morning at the staff centre. Talk to {n} if you want in."},
        "jl": {"zh": ("工会运动小组报名，接一下想参加的项目",
                      ["都行", "我就去凑个数", "太累了先不参加"]),
               "en": ("Union sports groups, put down what you'd join",
                      ["anything", "just there for the snacks", "too tired, maybe later"])},
        "around": {"zh": ["今天练得腿软，下楼梯都抖", "休息日去运动了{h}个小时"],
                   "en": ["legs like jelly after training today",
                          "{h} hours of exercise on my day off"],
                   "mix": ["练完 legs 在发抖"]},
        "passing": {"zh": ["倒班的人怎么坚持运动啊", "办了健身卡去了{k}次"],
                    "en": ["how do shift workers keep up with exercise?",
                           "paid for a gym card and went {k} times"],
                    "mix": ["健身卡 wasted 了"]},
        "reason": {"zh": "那天有{x}比赛，队里缺人",
                   "en": "{x} competition that day and the team's short"},
        "kw": {"zh": "谁下班去练{x}？", "en": "Who does {x} after work?"},
        "part": {"zh": "{n}下班做什么运动？", "en": "What sport does {n} do off shift?"},
        "para": {"zh": ["{n}休息日靠哪样挥汗？", "{n}歇班去折腾哪项？", "{n}强身健体玩哪样？"],
                 "en": ["How does {n} stay fit on days off?",
                        "What keeps {n} active between rotas?",
                        "{n} burns energy doing which activity?"]},
        "detail": {"zh": "{n}在哪个场馆练？", "en": "Which venue does {n} go to?"},
        "probes": ["场馆", "venue"],
        "value": {"zh": "{n}下班去练{y}吗？", "en": "Does {n} do {y} after work?"},
    },
    "pet": {
        "vals": ["年糕", "芋圆", "豆包", "糯米", "花卷", "煤球",
                 "Pepper", "Maple", "Juniper", "Basil", "Cosmo", "Ollie"],
        "words": ["猫", "狗", "宠物", "pet", "cat", "dog"],
        "say": {"zh": ["我家猫叫{x}，每次下夜班回家都蹲门口等我", "家里那只小狗叫{x}，天天拆家"],
                "en": ["my cat's called {x}, waits at the door every time I get home from nights",
                       "the dog is {x}, chews everything"],
                "mix": ["我家猫叫 {x}，super 黏人"]},
        "intro": {"zh": ["家里新来了个小家伙", "给你们介绍下我家毛孩子"],
                  "en": ["we have a new furry housemate", "meet my little one"],
                  "mix": ["家里 new member 到了"]},
        "ask": {"zh": ["你家猫叫什么呀，好可爱", "你那只狗叫啥名"],
                "en": ["what's your cat called? so cute", "what's the dog's name?"],
                "mix": ["你家宠物 name 是啥"]},
        "report": {"zh": ["你家那只是叫{x}吧，朋友圈天天晒", "你的猫叫{x}对吧"],
                   "en": ["your cat's {x}, right? you post it every day",
                          "that's {x}, your dog, isn't it?"],
                   "mix": ["你家 {x} 又上热搜了 haha"]},
        "notice": {"zh": "【通知】医院开放日照片墙征集“我和我的毛孩子”，科室推荐{n}和{x}，"
                         "周五前把照片发我",
                   "en": "[Notice] For the open-day photo wall ('me and my pet') the ward has "
                         "put forward {n} and {x}. Photos to me by Friday."},
        "jl": {"zh": ("开放日照片墙，家里有宠物的接一下名字", ["没养，蹭一下", "养了鱼，没起名",
                                                     "等换了房子再养"]),
               "en": ("Photo wall: pet owners, add your pet's name",
                      ["no pets, just here", "I have fish, no names", "one day"])},
        "around": {"zh": ["家里那只今天把沙发抓破了", "下夜班回家睡觉被踩醒{k}次"],
                   "en": ["the little monster scratched the sofa today",
                          "woken up {k} times by paws on my face"],
                   "mix": ["家里那只 destroyed 我的拖鞋"]},
        "passing": {"zh": ["倒班的人适合养猫吗", "想养只狗，又怕没时间遛"],
                    "en": ["is a cat a good idea with shift work?", "want a dog but who'd walk it"],
                    "mix": ["想养猫 but 倒班"]},
        "reason": {"zh": "{x}那天约了绝育手术，我得陪着",
                   "en": "{x} is booked in to be neutered and I need to be there"},
        "kw": {"zh": "谁家的宠物叫{x}？", "en": "Whose pet is called {x}?"},
        "part": {"zh": "{n}家的宠物叫什么名字？", "en": "What's the name of {n}'s pet?"},
        "para": {"zh": ["{n}养的毛孩子唤作啥？", "{n}屋里那只小家伙起了哪个名儿？",
                        "{n}家毛球儿怎么称呼？"],
                 "en": ["What do they call the furry friend at {n}'s place?",
                        "{n}'s four-legged housemate answers to which name?",
                        "How is {n}'s critter known at home?"]},
        "detail": {"zh": "{n}家的宠物是什么品种？", "en": "What breed is {n}'s pet?"},
        "probes": ["品种", "breed"],
        "value": {"zh": "{n}家的宠物叫{y}吗？", "en": "Is {n}'s pet called {y}?"},
    },
    "ride": {
        "vals": ["雅迪", "爱玛", "小牛", "台铃", "九号", "绿源",
                 "Vespa", "Brompton", "Segway", "Yamaha", "Dahon", "Gogoro"],
        "words": ["车", "ride", "scooter", "bike"],
        "say": {"zh": ["我每天骑{x}电动车上下班，十五分钟到医院",
                       "买了辆{x}，下夜班不用等早班车了"],
                "en": ["I ride a {x} to the hospital, fifteen minutes door to door",
                       "got a {x}, no more waiting for the first bus after nights"],
                "mix": ["每天骑 {x} 上班，super 方便"]},
        "intro": {"zh": ["终于不用挤地铁了，买了辆车", "换了个上下班的交通工具"],
                  "en": ["finally done with the metro, got myself wheels",
                         "new way to get to work"],
                  "mix": ["买了新 ride，不挤地铁了"]},
        "ask": {"zh": ["你每天骑什么车上班，看着挺快", "你那辆电动车哪个牌子"],
                "en": ["what do you ride to work? looks quick", "which brand is your scooter?"],
                "mix": ["你的车 which brand？"]},
        "report": {"zh": ["你那辆是{x}吧，停车棚里最显眼", "你骑{x}上班对吧"],
                   "en": ["that's your {x} in the bike shed, right?",
                          "you ride a {x} in, don't you"],
                   "mix": ["你的 {x} 停在门口 so cute"]},
        "notice": {"zh": "【通知】地下车库充电桩夜间停用，{n}的{x}晚上充电被保安登记了，"
                         "大家注意充电时间",
                   "en": "[Notice] The basement chargers are off at night; security logged "
                         "{n}'s {x} charging after hours. Mind the times."},
        "jl": {"zh": ("统计一下骑车上班的，申请车棚位置",
                      ["坐地铁，不用", "偶尔骑共享的", "打车党"]),
               "en": ("Who rides to work? Applying for shed spaces",
                      ["metro, no need", "shared bikes sometimes", "taxi person"])},
        "around": {"zh": ["今天下雨骑车，裤子全湿", "电瓶只剩{k}格了"],
                   "en": ["rode in the rain, soaked trousers", "battery down to {k} bars"],
                   "mix": ["电瓶 low battery 了"]},
        "passing": {"zh": ["医院车棚又满了", "电动车要上牌吗"],
                    "en": ["the hospital bike shed is full again",
                           "do e-bikes need registering here?"],
                    "mix": ["车棚 full 了"]},
        "reason": {"zh": "我的{x}那天约了保养，店里只有白天能修",
                   "en": "my {x} is booked in for a service and the shop only does daytime"},
        "kw": {"zh": "谁骑{x}上下班？", "en": "Who rides a {x} to work?"},
        "part": {"zh": "{n}骑什么车上下班？", "en": "What does {n} ride to work?"},
        "para": {"zh": ["{n}往返医院骑哪款两轮？", "{n}通勤坐骑出自哪家？",
                        "{n}每日代步靠哪个品牌？"],
                 "en": ["Which two-wheeler carries {n} in each morning?",
                        "{n} commutes on what make of machine?",
                        "What brand gets {n} from home to the hospital?"]},
        "detail": {"zh": "{n}的车牌号是多少？", "en": "What's the number plate on {n}'s ride?"},
        "probes": ["车牌", "plate"],
        "value": {"zh": "{n}是骑{y}上班吗？", "en": "Does {n} ride a {y} to work?"},
    },
    "instrument": {
        "vals": ["古筝", "琵琶", "二胡", "竹笛", "葫芦丝", "扬琴",
                 "Ukulele", "Cello", "Kalimba", "Ocarina", "Banjo", "Harmonica"],
        "words": ["乐器", "琴", "instrument", "music"],
        "say": {"zh": ["下班在学{x}，刚学会第一首曲子", "报了个{x}班，每周上一次，手指都磨红了"],
                "en": ["learning the {x} after work, just managed my first tune",
                       "signed up for {x} lessons, once a week, fingers sore"],
                "mix": ["在学 {x}，第一首曲子 finally 会了"]},
        "intro": {"zh": ["我给自己报了个乐器班", "猜猜我下班在学什么"],
                  "en": ["I signed up for music lessons", "guess what I'm learning after work"],
                  "mix": ["报了个 music class"]},
        "ask": {"zh": ["你在学什么乐器呀，朋友圈那个视频", "你学的那个乐器叫啥"],
                "en": ["what instrument are you learning? saw your video",
                       "what's that instrument you're playing?"],
                "mix": ["你学的 instrument 是啥"]},
        "report": {"zh": ["你在学{x}吧，视频里弹得不错", "你那个{x}练得怎么样了"],
                   "en": ["you're learning {x}, right? sounded good in the video",
                          "how's the {x} going?"],
                   "mix": ["你的 {x} 进步好大 wow"]},
        "notice": {"zh": "【通知】七一文艺汇演我们科的节目定了：{n}{x}独奏，"
                         "周三晚上彩排，大家来捧场",
                   "en": "[Notice] Our act for the July 1 gala is {n} playing {x}, solo. "
                         "Rehearsal Wednesday evening, come and cheer."},
        "jl": {"zh": ("七一汇演征节目，会乐器的接一下", ["不会，负责鼓掌", "小时候学过，早忘了",
                                                "可以帮忙搬道具"]),
               "en": ("July 1 gala: anyone play anything? Add yourself",
                      ["I can clap", "did piano as a kid, forgot all of it", "I'll carry props"])},
        "around": {"zh": ["今天练了{mm}分钟，邻居没敲门", "手指练得起茧了"],
                   "en": ["practised {mm} minutes, neighbours didn't complain",
                          "calluses on my fingertips now"],
                   "mix": ["练了 {mm} 分钟 progress 好慢"]},
        "passing": {"zh": ["成年人学乐器还来得及吗", "楼上有人每晚练琴，还挺好听"],
                    "en": ["is thirty too late to learn an instrument?",
                           "someone in my building practises every night, it's nice"],
                    "mix": ["想学个 instrument 解压"]},
        "reason": {"zh": "那天是{x}考级，三级", "en": "my {x} grade exam is that day"},
        "kw": {"zh": "谁在学{x}？", "en": "Who is learning the {x}?"},
        "part": {"zh": "{n}在学什么乐器？", "en": "Which instrument is {n} learning?"},
        "para": {"zh": ["{n}下班后摆弄哪样家伙什奏曲子？", "{n}闲时琢磨哪门器乐？",
                        "{n}拜师练的是哪样响器？"],
                 "en": ["What does {n} practise making tunes on?",
                        "{n} takes lessons on which noisemaker?",
                        "Which thing does {n} play melodies with lately?"]},
        "detail": {"zh": "{n}学乐器一节课多少钱？", "en": "How much does {n} pay per lesson?"},
        "probes": ["课时费", "一节课", "per lesson"],
        "value": {"zh": "{n}在学{y}吗？", "en": "Is {n} learning the {y}?"},
    },
    "cream": {
        "vals": ["百雀羚", "郁美净", "谢馥春", "相宜本草", "隆力奇", "美加净",
                 "Neutrogena", "Aveeno", "Eucerin", "Atrix", "Nivea", "Cetaphil"],
        "words": ["护手霜", "霜", "cream", "lotion"],
        "say": {"zh": ["一天洗手几十次，全靠{x}护手霜续命", "我的护手霜是{x}，抹完不油"],
                "en": ["washing my hands fifty times a shift, {x} hand cream is the only "
                       "thing that works", "my hand cream is {x}, not greasy at all"],
                "mix": ["{x} 的护手霜 saved 我的手"]},
        "intro": {"zh": ["手终于不裂了，找到一款护手霜", "给你们安利个护手的"],
                  "en": ["my hands finally stopped cracking, found the right cream",
                         "hand care recommendation incoming"],
                  "mix": ["找到一款 hand cream 真的好用"]},
        "ask": {"zh": ["你用什么护手霜，我手裂得出血了", "你那个护手霜哪家的，好香"],
                "en": ["what hand cream do you use? mine are bleeding",
                       "which hand cream is that?"],
                "mix": ["你的护手霜 which one？"]},
        "report": {"zh": ["你用的是{x}的护手霜吧，护士站那支", "你的护手霜是{x}对吧"],
                   "en": ["that's your {x} at the station, right?", "you use {x}, don't you"],
                   "mix": ["你用的 {x} 吧 smells nice"]},
        "notice": {"zh": "【通知】手卫生检查后手部皲裂的同事较多，护士长买了一批{x}放护士站，"
                         "{n}负责登记领取",
                   "en": "[Notice] Lots of cracked hands after the hand-hygiene audit. There's a "
                         "box of {x} at the station; {n} is keeping the sign-out list."},
        "jl": {"zh": ("手裂的接一下，统计需要护手霜的人数",
                      ["随便什么都行", "我有，不用", "要一支"]),
               "en": ("Cracked hands? Add yourself for the hand cream order",
                      ["anything's fine", "I've got some", "one please"])},
        "around": {"zh": ["手背又裂口子了", "今天洗手洗到手指发白"],
                   "en": ["knuckles cracked again", "hands raw from washing today"],
                   "mix": ["手好干 dry 到裂"]},
        "passing": {"zh": ["天还没冷手就裂了", "免洗洗手液太伤手"],
                    "en": ["hand rub is destroying my skin", "my hands are like sandpaper"],
                    "mix": ["洗手液 too harsh"]},
        "note": {"zh": "护士站台面上那支{x}是我的，大家随便用",
                 "en": "the tube of {x} at the station is mine, help yourselves"},
        "kw": {"zh": "谁用{x}护手霜？", "en": "Who uses {x} hand cream?"},
        "part": {"zh": "{n}用哪个牌子的护手霜？", "en": "Which hand cream does {n} use?"},
        "para": {"zh": ["{n}那双手靠哪家膏子养着？", "{n}指节干裂涂哪款？", "{n}防皲裂抹哪家？"],
                 "en": ["What does {n} rub into cracked knuckles?",
                        "Which product keeps {n}'s skin from splitting?",
                        "{n} moisturises with which brand?"]},
        "detail": {"zh": "{n}的护手霜是什么香味？", "en": "What scent is {n}'s hand cream?"},
        "probes": ["香味", "scent"],
        "value": {"zh": "{n}用的是{y}护手霜吗？", "en": "Does {n} use {y} hand cream?"},
    },
    "school": {
        "vals": ["湘雅", "华西", "齐鲁", "协和", "同济", "中山",
                 "Monash", "Deakin", "Griffith", "Curtin", "Massey", "Silliman"],
        "words": ["学校", "母校", "school", "university", "uni"],
        "say": {"zh": ["我是{x}护理学院出来的，那时候实习比现在还累",
                       "在{x}读的护理本科，宿舍楼下就是附属医院"],
                "en": ["I trained at {x}, placements there were brutal",
                       "did my nursing degree at {x}, four long years"],
                "mix": ["我是 {x} 出来的，nursing school 那几年好累"]},
        "intro": {"zh": ["说起来你们知道我哪个学校出来的吗", "聊到母校了"],
                  "en": ["speaking of nursing school, mine was", "ok so my old school"],
                  "mix": ["说到 nursing school"]},
        "ask": {"zh": ["你是哪个学校出来的呀", "你本科在哪读的"],
                "en": ["where did you do your nursing degree?", "which uni did you train at?"],
                "mix": ["你 nursing school 在哪"]},
        "report": {"zh": ["你是{x}出来的吧，难怪操作这么规范", "你母校是{x}对吧"],
                   "en": ["you trained at {x}, right? shows in your technique",
                          "{x} grad, aren't you?"],
                   "mix": ["你是 {x} 的吧，so professional"]},
        "notice": {"zh": "【通知】{x}护理学院暑期来院招带教老师，{n}是校友，负责对接，"
                         "想带教的找{n}",
                   "en": "[Notice] {x} is recruiting clinical mentors here this summer. {n} "
                         "studied there and will coordinate; see {n} if interested."},
        "jl": {"zh": ("科室统计一下大家的母校，护理部要",
                      ["本地护校", "大专，后来专升本", "不说了哈哈"]),
               "en": ("Nursing office wants everyone's training school",
                      ["local college", "diploma then a top-up degree", "abroad, long story"])},
        "around": {"zh": ["母校群里又在催捐款", "今天碰到个师妹来实习"],
                   "en": ["old school group chat is asking for donations again",
                          "met a student from my old school on placement today"],
                   "mix": ["母校 group 又在刷屏"]},
        "passing": {"zh": ["现在护理本科分数线好高", "带的实习生问我当年怎么考的"],
                    "en": ["nursing entry grades are so high now",
                           "my student asked what school was like back then"],
                    "mix": ["现在的 nursing students 好卷"]},
        "reason": {"zh": "回{x}参加校庆，老同学聚一聚",
                   "en": "{x} alumni day, seeing my old classmates"},
        "kw": {"zh": "谁是{x}出来的？", "en": "Who trained at {x}?"},
        "part": {"zh": "{n}是哪个学校出来的？", "en": "Which nursing school did {n} go to?"},
        "para": {"zh": ["{n}读书时的学府叫啥？", "{n}出身哪座院校？", "{n}当年在哪求学？"],
                 "en": ["Where did {n} study to become a nurse?", "What's {n}'s alma mater?",
                        "{n} qualified at which institution?"]},
        "detail": {"zh": "{n}是哪一年毕业的？", "en": "What year did {n} graduate?"},
        "probes": ["毕业", "graduat"],
        "value": {"zh": "{n}是{y}出来的吗？", "en": "Did {n} train at {y}?"},
    },
    "tea": {
        "vals": ["枸杞", "菊花", "陈皮", "胖大海", "大麦茶", "罗汉果",
                 "Rooibos", "Chamomile", "Hibiscus", "Yerba Mate", "Earl Grey", "Genmaicha"],
        "words": ["茶", "杯", "tea", "flask"],
        "say": {"zh": ["我的保温杯里永远泡着{x}，夜班靠它", "每天一杯{x}，养生从上班开始"],
                "en": ["my flask always has {x} in it, gets me through nights",
                       "a flask of {x} every shift, that's my self-care"],
                "mix": ["保温杯里泡 {x}，night shift 必备"]},
        "intro": {"zh": ["说说我的养生秘方", "我保温杯里泡的东西你们猜不到"],
                  "en": ["my self-care secret for shifts", "you'll never guess what's in my flask"],
                  "mix": ["我的 flask 里装的是"]},
        "ask": {"zh": ["你保温杯里泡的啥，颜色好好看", "你天天喝的那个是什么"],
                "en": ["what's in your flask? nice colour", "what's that you drink every shift?"],
                "mix": ["你杯子里泡的 what？"]},
        "report": {"zh": ["你杯子里泡的是{x}吧，一股味", "你又泡{x}了"],
                   "en": ["that's {x} in your flask, right?", "{x} again today?"],
                   "mix": ["你的 {x} 好香 lol"]},
        "notice": {"zh": "【通知】配药室不能放私人水杯，{n}泡{x}的那个保温杯请移到休息室，评审要查",
                   "en": "[Notice] No personal cups in the prep room; {n}, please move the "
                         "flask of {x} to the staff room before the inspection."},
        "jl": {"zh": ("休息室下午茶团购，接一下你平时泡的", ["白开水", "咖啡党", "都行"]),
               "en": ("Tea order for the staff room, add what you drink",
                      ["just hot water", "coffee only", "anything"])},
        "around": {"zh": ["今天忙得一口水都没喝", "保温杯落在家里了"],
                   "en": ["not a sip of water all shift", "left my flask at home"],
                   "mix": ["忘带 flask 了，渴死"]},
        "passing": {"zh": ["护士站的热水器坏了", "夜班喝咖啡还是喝茶好"],
                    "en": ["the hot water tap at the station is broken",
                           "coffee or tea for nights, which is better?"],
                    "mix": ["热水器 broken 了"]},
        "note": {"zh": "配药室窗台上的保温杯是我的，泡的{x}，别倒掉",
                 "en": "the flask on the prep room windowsill is mine, it's {x}, "
                       "don't pour it out"},
        "kw": {"zh": "谁的保温杯里泡{x}？", "en": "Who keeps {x} in a flask on shift?"},
        "part": {"zh": "{n}保温杯里泡的什么？", "en": "What does {n} brew in the flask?"},
        "para": {"zh": ["{n}随身那只壶里浸着啥？", "{n}养生饮品选哪样？",
                        "{n}当班时啜饮哪种冲泡物？"],
                 "en": ["What's steeping in {n}'s bottle all day?",
                        "{n} sips which infusion on duty?", "What brew does {n} carry around?"]},
        "detail": {"zh": "{n}泡茶用多少度的水？", "en": "What water temperature does {n} use?"},
        "probes": ["水温", "多少度的水", "water temp"],
        "value": {"zh": "{n}杯子里泡的是{y}吗？", "en": "Does {n} keep {y} in the flask?"},
    },
    "leave": {
        "vals": ["大理", "阿勒泰", "涠洲岛", "敦煌", "霞浦", "西双版纳",
                 "Bali", "Boracay", "Hokkaido", "Tasmania", "Langkawi", "Palawan"],
        "words": ["年假", "旅游", "假期", "leave", "holiday", "trip"],
        "say": {"zh": ["年假批了！准备去{x}待一周，手机关机", "攒了一年的年假，要去{x}"],
                "en": ["annual leave approved! a week in {x}, phone off",
                       "saved my leave all year for {x}"],
                "mix": ["年假批了，{x} here I come"]},
        "intro": {"zh": ["年假终于批下来了", "宣布一下我的年假计划"],
                  "en": ["my annual leave just got approved", "announcing my holiday plans"],
                  "mix": ["annual leave 批了！"]},
        "ask": {"zh": ["你年假去哪玩呀", "你休假准备去哪"],
                "en": ["where are you going on leave?", "any holiday plans for your leave?"],
                "mix": ["你年假 plan 去哪"]},
        "report": {"zh": ["你年假是去{x}吧，攻略都做好了吧", "听说你要去{x}"],
                   "en": ["you're off to {x} on leave, right?", "heard you're going to {x}"],
                   "mix": ["你去 {x} 对吧，好羡慕 jealous"]},
        "notice": {"zh": "【通知】暑期年假安排：{n}第{wk}周去{x}，其他人的年假申请本周五前交",
                   "en": "[Notice] Summer leave: {n} is away in week {wk} ({x}); everyone else, "
                         "leave forms by Friday."},
        "jl": {"zh": ("暑期年假意向，接一下想去哪", ["在家躺着", "回老家", "还没想好"]),
               "en": ("Summer leave plans, where are you going?",
                      ["staying home", "visiting family", "no plans yet"])},
        "around": {"zh": ["年假倒计时{k}天", "在研究攻略，头大"],
                   "en": ["{k} days till my leave", "planning the trip, so many tabs open"],
                   "mix": ["倒计时 {k} 天 can't wait"]},
        "passing": {"zh": ["年假什么时候才能排到我", "暑假出去玩的人好多"],
                    "en": ["when will I ever get leave approved", "everywhere's packed in summer"],
                    "mix": ["年假 approved 了吗"]},
        "reason": {"zh": "想把年假接上，那天出发去{x}",
                   "en": "heading to {x} that morning, start of my annual leave"},
        "kw": {"zh": "谁年假去{x}？", "en": "Who is going to {x} on annual leave?"},
        "part": {"zh": "{n}年假去哪儿？", "en": "Where is {n} going on annual leave?"},
        "para": {"zh": ["{n}休长假奔赴哪里？", "{n}这趟远行终点在哪？",
                        "{n}攒的休息日打算飞往何处？"],
                 "en": ["Where is {n} escaping to for the getaway?",
                        "{n}'s vacation destination is where?",
                        "Where will {n} spend those days away?"]},
        "detail": {"zh": "{n}年假的机票多少钱？", "en": "How much was {n}'s flight?"},
        "probes": ["机票", "flight"],
        "value": {"zh": "{n}年假是去{y}吗？", "en": "Is {n} going to {y} on leave?"},
    },
    "concert": {
        "vals": ["周深", "毛不易", "张韶涵", "李健", "五月天", "薛之谦",
                 "Coldplay", "Westlife", "Keane", "Hozier", "Lorde", "Sigrid"],
        "words": ["演唱会", "票", "concert", "ticket", "gig"],
        "say": {"zh": ["抢到了{x}的演唱会门票！！下个月去", "要去看{x}的演唱会了，哭死"],
                "en": ["got {x} tickets!! going next month", "seeing {x} live, I might cry"],
                "mix": ["抢到 {x} 的票了！！omg"]},
        "intro": {"zh": ["我抢到票了！！！", "手速终于赢了一次"],
                  "en": ["I GOT TICKETS", "my fastest fingers ever, guess"],
                  "mix": ["抢到了 tickets！！"]},
        "ask": {"zh": ["你抢的谁的演唱会啊", "你下个月请假是去看演唱会吗，谁的"],
                "en": ["whose concert did you get tickets for?", "which gig are you going to?"],
                "mix": ["你去看谁的 concert"]},
        "report": {"zh": ["你是要去看{x}吧，朋友圈都发了", "你抢到{x}的票了？"],
                   "en": ["you're going to {x}, right? saw your post", "you got {x} tickets?!"],
                   "mix": ["你去看 {x} 吗 so jealous"]},
        "notice": {"zh": "【通知】下周排班已调整：{n}去看{x}演唱会那天的班已换好，其他调班找我",
                   "en": "[Notice] Next week's rota is adjusted; {n}'s shift on the {x} "
                         "concert day is covered. Other swaps through me."},
        "jl": {"zh": ("暑期演唱会拼车接龙，接一下去看谁", ["还没抢到", "看直播就行", "陪朋友去"]),
               "en": ("Summer concert carpool, who are you seeing?",
                      ["no tickets yet", "watching the stream", "tagging along with a friend"])},
        "around": {"zh": ["今天手机一直在刷抢票", "在练应援口号"],
                   "en": ["refreshing the ticket site all day", "learning the chants already"],
                   "mix": ["在练 fan chant 哈哈"]},
        "passing": {"zh": ["现在演唱会的票太难抢了", "黄牛价翻了{k}倍"],
                    "en": ["concert tickets are impossible these days",
                           "resale prices are {k} times face value"],
                    "mix": ["黄牛 price 离谱"]},
        "reason": {"zh": "抢到了{x}的演唱会门票！！", "en": "I got {x} tickets!!"},
        "kw": {"zh": "谁要去看{x}的演唱会？", "en": "Who got tickets to see {x}?"},
        "part": {"zh": "{n}要去看谁的演唱会？", "en": "Whose concert is {n} going to?"},
        "para": {"zh": ["{n}准备去现场听哪位唱？", "{n}追星要奔哪场？",
                        "{n}拼手速抢到哪位歌手的入场券？"],
                 "en": ["Which singer is {n} going to hear in person?",
                        "{n} bagged passes for which act?",
                        "Who will {n} watch perform on stage?"]},
        "detail": {"zh": "{n}的演唱会座位在哪个区？", "en": "Which section is {n}'s seat in?"},
        "probes": ["座位", "seat"],
        "value": {"zh": "{n}要去看{y}的演唱会吗？", "en": "Is {n} going to see {y} live?"},
    },
    "badge": {
        "vals": ["玉桂狗", "库洛米", "线条小狗", "蜡笔小新", "小刘鸭", "美乐蒂",
                 "Snoopy", "Miffy", "Totoro", "Pochacco", "Kirby", "Chiikawa"],
        "words": ["挂件", "胸牌", "badge", "reel"],
        "say": {"zh": ["我的胸牌挂件是{x}，病房里的小朋友都爱摸",
                       "换了个{x}的胸牌挂件，查房都开心点"],
                "en": ["my badge reel is a {x}, the kids on the ward love it",
                       "got a {x} badge reel, rounds are cheerier"],
                "mix": ["新的 badge reel 是 {x}，cute 到爆"]},
        "intro": {"zh": ["新胸牌挂件到了", "给胸牌换了个装饰"],
                  "en": ["new badge reel arrived", "my ID badge got an upgrade"],
                  "mix": ["新的 badge reel！"]},
        "ask": {"zh": ["你胸牌上挂的是啥，好可爱", "你那个挂件哪买的，什么角色"],
                "en": ["what's on your badge reel? so cute", "which character is on your badge?"],
                "mix": ["你的 badge reel 是谁啊"]},
        "report": {"zh": ["你胸牌上挂的是{x}吧，病人都夸", "你挂件是{x}对吧"],
                   "en": ["that's a {x} on your badge, right?", "your reel's a {x}, isn't it"],
                   "mix": ["你的 {x} 挂件 so cute"]},
        "notice": {"zh": "【通知】胸牌挂件不能遮挡姓名和工号，{n}的{x}挂法是对的，大家参照",
                   "en": "[Notice] Badge reels must not cover your name or staff number. "
                         "{n}'s {x} is worn the right way, copy that."},
        "jl": {"zh": ("团购胸牌挂件，接一下想要的角色",
                      ["都行，可爱就行", "不用了，有了", "看看再说"]),
               "en": ("Group buy on badge reels, what character do you want?",
                      ["anything cute", "got one already", "maybe"])},
        "around": {"zh": ["挂件的绳子又断了", "今天有个小朋友一直拽我胸牌"],
                   "en": ["my badge reel cord snapped again",
                          "a little patient kept tugging my badge today"],
                   "mix": ["挂件 broken 了"]},
        "passing": {"zh": ["现在胸牌挂件好多可爱的", "工号牌老是翻过去"],
                    "en": ["there are so many cute badge reels now",
                           "my ID keeps flipping backwards"],
                    "mix": ["胸牌 flip 过去了"]},
        "note": {"zh": "谁捡到一个{x}的胸牌挂件，是我的，掉在走廊了",
                 "en": "if anyone finds a {x} badge reel, it's mine, dropped it in the corridor"},
        "kw": {"zh": "谁的胸牌挂件是{x}？", "en": "Whose badge reel is a {x}?"},
        "part": {"zh": "{n}的胸牌挂件是什么？", "en": "What's on {n}'s badge reel?"},
        "para": {"zh": ["{n}工牌底下吊着哪个卡通？", "{n}证件卡扣上拴的哪只玩偶？",
                        "{n}名牌旁晃悠的小人儿是哪个？"],
                 "en": ["Which cartoon dangles from {n}'s ID card?",
                        "What character hangs off {n}'s name tag?",
                        "{n}'s lanyard charm is which mascot?"]},
        "detail": {"zh": "{n}的胸牌挂件是谁送的？", "en": "Who gave {n} that badge reel?"},
        "probes": ["谁送的", "送我的", "a gift", "gave me"],
        "value": {"zh": "{n}的挂件是{y}吗？", "en": "Is {n}'s badge reel a {y}?"},
    },
}
KINDS = list(TOPICS)
NOTE_KINDS = [k for k, tp in TOPICS.items() if "note" in tp]  # a handover's 备注 can hold
SWAP_KINDS = [k for k, tp in TOPICS.items() if "reason" in tp]  # a reason to swap a shift
SHAPES = ("one", "answer", "late", "correction", "split", "reported", "notice", "jielong",
          "reply", "long", "swap", "handover")
TERSE_SHAPES = ("answer", "late", "reply", "split")

# -- the facts' wordings -------------------------------------------------------------------

TERSE = {"zh": ["就{x}", "{x}呀", "{x}啦", "是{x}哦", "{x}，推荐"],
         "en": ["it's {x}", "{x} haha", "{x}, why?", "{x} lol"],
         "mix": ["就 {x} 啦 hh", "{x} 呀 lol", "是 {x} yeah"]}
CONFIRM = {"zh": ["对对对", "是的呀", "被你发现了", "嗯，就是这个"],
           "en": ["yep, that's the one", "haha yes", "correct!"],
           "mix": ["对 that's it", "yes 就是"]}
CORRECT = {"zh": ["打错了，是{x}，不是{y}", "手滑，{x}才对，{y}是我记岔了"],
           "en": ["typo: {x}, not {y}", "ugh, I meant {x}, not {y}"],
           "mix": ["sorry 打错，{x} 不是 {y}"]}
CORRECT_NEXT = {"zh": ["下夜班脑子不清醒，昨天说的{y}不对，是{x}",
                       "纠正一下：{x}，昨天顺手打成{y}了"],
                "en": ["re yesterday: it's {x}, I wrote {y} half asleep",
                       "correction from last night, {x} not {y}"],
                "mix": ["纠正一下 yesterday 的，是 {x} 不是 {y}"]}
LATE = {"night": {"zh": ["刚下夜班 @{a} {t}", "夜班忙疯了，现在回 @{a} {t}"],
                  "en": ["@{a} sorry, was on nights, {t}", "@{a} just off nights, {t}"],
                  "mix": ["@{a} 刚下夜班 sorry，{t}"]},
        "sleep": {"zh": ["刚醒 @{a} {t}", "昨晚睡得早，现在回 @{a} {t}"],
                  "en": ["@{a} sorry, was asleep: {t}", "@{a} morning! {t}"],
                  "mix": ["@{a} 刚醒 sorry，{t}"]}}
PUSH = {"zh": ["说呀", "嗯？", "哪个"], "en": ["which one?", "spill!", "well?"],
        "mix": ["所以 which one？"]}
LONG_HEAD = {
    "zh": ["汇报一下近况：这周忙得脚不沾地，回家倒头就睡，醒了就吃，",
           "最近事情好多，房东说下个月要涨{r}块，还在纠结要不要换地方住，",
           "跟大家说下，这个月累到麻木，体检还查出来缺维生素，不过也有开心的事，"],
    "en": ["Quick update from me: flat out all week, sleeping whenever I'm not working, and ",
           "Lots going on: the landlord wants another {r} a month and I'm still deciding "
           "whether to stay, and "],
    "mix": ["近况 update：这周忙到 zombie 了，",
            "最近 busy 到飞起，房租又涨了 {r}，"]}
LONG_TAIL = {
    "zh": ["。另外周三业务学习轮到我讲，幻灯片才做了{k}页，求各位帮我看看",
           "。对了，护士站的打印机我报修了，说是周{wd}来修，大家先用治疗室那台",
           "。总之活着就好，大家夜班注意安全，下班路上慢点"],
    "en": [". Also I'm presenting at Wednesday's in-service and only have {k} slides, please "
           "have a look", ". Anyway, stay safe on nights everyone, and drink some water"],
    "mix": ["。Anyway 大家夜班注意安全，drink more water",
            "。另外周三的 in-service 我讲，slides 才 {k} 页 help"]}
SWAP_HEAD = {"zh": "【换班】{mo}月{dd}日（周{wd}）我的{S}班，想换{want}，原因：{why}",
             "en": "[Swap] {mon} {dd} ({wdn}) my {S} shift, looking for {want}; reason: {why}"}
WANT = {"zh": {"A": "P班或休息", "P": "A班或N班", "N": "A班或P班都行"},
        "en": {"A": "a P or a day off", "P": "an A or an N", "N": "an A or a P, either"}}
SWAP_WHY = {"zh": ["家里有点事", "孩子学校开家长会", "要去办居住证", "带我妈去复查",
                   "房东那天来修热水器", "要考驾照科目二"],
            "en": ["family thing", "visa appointment", "the landlord's fixing the boiler that day",
                   "dentist appointment", "driving test"]}
TAKE = {"zh": {"休": ["我那天休，可以帮你上", "我休息，跟你换"],
               "on": ["我可以，那天我{S2}班，跟你换", "我{S2}班，换吗"]},
        "en": {"休": ["I'm off that day, I'll do it", "off that day, happy to take it"],
               "on": ["I can swap, I'm on {S2} that day", "I'm {S2} that day, want to trade?"]}}
SWAP_OK = {"zh": ["换好了记得在排班本上签字", "可以，我改一下排班表"],
           "en": ["fine, sign the rota book once it's sorted", "ok, I'll update the rota"]}
HANDOVER = {
    "zh": "【交班】7B {mo}月{dd}日 {S}班\n在院{c}人，新入{i}，出院{o}，手术{op}\n"
          "一级护理{l1}人，心电监护{mnt}人\n{issue}\n备注：{note}",
    "en": "[Handover] 7B {mon} {dd}, {S} shift\ncensus {c}, admitted {i}, discharged {o}, "
          "theatre {op}\nlevel 1 care {l1}, on monitors {mnt}\n{issue}\nNote: {note}"}
ISSUES = {"zh": ["{bed}床术后第{k2}天，体温{t38}，已报医生", "{bed}床血压{bp}，遵医嘱复测",
                 "{bed}床疼痛评分{p}分，已用药", "{bed}床引流{ml}毫升，颜色淡红",
                 "{bed}床留置针外渗，已重新穿刺", "{bed}床血糖{g}，已通知值班医生",
                 "{bed}床夜间烦躁，家属陪护中", "病区平稳，无特殊"],
          "en": ["bed {bed} post-op day {k2}, temp {t38}, doctor informed",
                 "bed {bed} BP {bp}, repeat ordered", "bed {bed} pain score {p}, analgesia given",
                 "bed {bed} drain {ml} ml, light red", "bed {bed} cannula tissued, re-sited",
                 "bed {bed} glucose {g}, on-call doctor told", "ward settled, nothing to add"]}
NOTES = {"zh": ["无", "治疗室冰箱{t4}度，已报后勤", "{k}号输液泵报警频繁，已送设备科",
                "明早{bed2}床空腹抽血，已贴条", "打印机缺纸", "{bed2}床家属要求明早见主任"],
         "en": ["none", "treatment room fridge at {t4} degrees, estates called",
                "pump {k} keeps alarming, sent to equipment", "bed {bed2} fasting bloods at 6",
                "printer out of paper", "bed {bed2}'s family want the consultant tomorrow"]}
JL_ASK = {"zh": "麻烦大家接一下龙：{p}", "en": "{p} - please add yourselves to the list"}

# -- the ward's own rhythm -----------------------------------------------------------------

ACK = [("收到", "noted", "收到 thanks"), ("收到收到", "will do", "ok 收到"),
       ("收到，谢谢", "noted 👍", "")]
ACK_LEAD = [*ACK, ("好的护士长", "ok, thanks", "好的护士长 thanks")]
REACT = [("哈哈哈哈", "haha", ""), ("羡慕", "jealous", "羡慕 lol"), ("厉害了", "oh wow", ""),
         ("[表情]", "[表情]", "[表情]"), ("可以啊", "nice one", "nice 啊"), ("👏", "👏", "👏"),
         ("牛", "love it", "")]
MORNING = {"zh": ["早", "早上好", "早～出门了", "早，今天{temp}度", "早安各位"],
           "en": ["morning!", "morning all", "gm"], "mix": ["早 morning", "morning 各位"]}
ABROAD_MORNING = {"Fiona": ["悉尼早上好", "morning from Sydney, {syd}° here", "早 from Sydney"],
                  "Gemma": ["morning from Dublin", "都柏林早上好，又是阴天", "早 from Dublin"]}
NIGHT = {"zh": ["晚安", "睡了睡了", "晚安各位", "晚安，明天{S}班", "明天{S}班，先睡了"],
         "en": ["night all", "off to bed", "gn", "{S} shift tomorrow, night"],
         "mix": ["晚安 gn", "睡了 night", "明天 {S} 班 good night"]}
ABROAD_NIGHT = {"Fiona": ["night from Sydney", "悉尼这边睡了，晚安"],
                "Gemma": ["night all, Dublin signing off", "都柏林晚安 night"]}
NIGHT_DAY = [("晚安", "night all", "晚安 gn"), ("睡了睡了", "off to bed", "睡了 night")]
NIGHT_OFF = {"zh": ["晚安，明天休息", "终于明天休息，晚安"], "en": ["day off tomorrow, night all"],
             "mix": ["明天休息 yay 晚安"]}
POSTNIGHT = {"zh": ["下夜班了，回家睡觉", "夜班结束，大家早安，我晚安", "熬过来了，睡了"],
             "en": ["off nights, bed time", "night shift done, good morning to you and good "
                    "night to me"],
             "mix": ["下夜班 zzz", "night shift done，睡了"]}
WAKE = {"zh": ["睡醒了，下午好", "起床了，今晚又是夜班"], "en": ["awake, afternoon all",
                                                     "up, nights again tonight"],
        "mix": ["睡醒了 afternoon"]}
REPEATS = ["辛苦了", "冲", "哈哈哈哈", "绝了", "+1", "苦", "救命", "lol", "same", "🙏",
           "太真实了", "下班！"]
QUOTE_RE = [("同感", "same here", "same 同感"), ("哈哈哈哈", "haha", ""), ("真的假的", "no way",
                                                                    "真的假的 no way"),
            ("太惨了", "oof", ""), ("+1", "+1", "+1")]

THREADS: dict[str, list[tuple[tuple[str, str, str], list[tuple[str, str, str]]]]] = {
    "ward": [
        (("今天{k}台手术，腿都跑断了", "{k} cases to theatre today, my legs are done",
          "今天 {k} 台手术，legs are done"),
         [("辛苦了，明天还有{k2}台", "and {k2} more booked for tomorrow", ""),
          ("我今天走了{w}步", "my watch says {w} steps", "")]),
        (("{bed}床家属第{k}次来问什么时候出院", "bed {bed}'s family asked about discharge "
          "for the {k}th time", "{bed}床家属 asked again，第{k}次了"),
         [("让他们等主任查房", "told them to wait for the consultant's round", ""),
          ("主任说周{wd}", "consultant says {wdn}", "")]),
        (("{k}号输液泵又报警了，这是第{k2}次送修", "pump {k} alarming again, repair number {k2}",
          ""), [("那台早该报废了", "that one should be scrapped", ""),
                ("设备科说下周换新的", "equipment says new ones next week", "")]),
        (("治疗室的血糖仪被谁拿走了", "whoever borrowed the glucometer from the treatment "
          "room, bring it back please", ""),
         [("在{bed}床床头柜上", "it's on bed {bed}'s locker", ""), ("找到了", "found it", "")]),
        (("今天新入{k}个，全是急诊上来的", "{k} admissions today, all from ED", ""),
         [("难怪这么乱", "explains the chaos", ""), ("明天还有{k2}个预约的", "{k2} booked in "
          "for tomorrow too", "")]),
        (("手卫生抽查，{k}个时机我只答出{k2}个", "hand hygiene spot check, got {k2} of {k} "
          "moments", ""), [("我也差点挂了", "nearly failed mine too", ""),
                           ("背口诀：两前三后", "two befores, three afters", "")]),
        (("打印机又卡纸了，交班单打不出来", "printer jammed again, can't print the handover "
          "sheets", ""), [("拍一下侧面就好", "thump the side, it works", ""),
                          ("用医生办那台", "use the one in the doctors' office", "")]),
        (("{bed}床阿姨给大家送了一箱西瓜，在休息室", "the lady in bed {bed} left a box of "
          "watermelon in the staff room", ""), [("好感动", "so sweet", ""),
                                                ("给夜班留点", "save some for nights", "")]),
        (("医嘱系统又卡了，{k}分钟才登进去", "the order system took {k} minutes to log in "
          "again", ""), [("信息科说在升级", "IT says it's an upgrade", ""),
                         ("手写吧先", "paper for now", "")]),
        (("今天出院{k}个，床一下空了一半", "{k} discharges today, half the beds empty", ""),
         [("明天就满回来了", "full again by tomorrow", ""), ("享受这一刻", "enjoy it while "
          "it lasts", "")]),
    ],
    "night": [
        (("今晚好…算了不说那个字", "tonight is so… nope, not saying it",
          "今晚好… not saying the Q word"),
         [("千万别说！", "don't you dare", "别说 don't jinx it"),
          ("说了就来{k}个急诊", "say it and {k} admissions turn up", "")]),
        (("{bed}床又按铃了，今晚第{k}次", "bed {bed} has rung {k} times tonight", ""),
         [("是不是睡不着", "can't sleep probably", ""), ("给他点安慰", "bit of reassurance", "")]),
        (("凌晨{h}点，眼皮在打架", "{h}am and my eyelids are fighting", ""),
         [("再撑{h2}个小时", "{h2} more hours", ""), ("起来走两步", "walk a lap", "")]),
        (("泡面的水开了，有人要吗", "kettle's boiled, anyone want noodles?", ""),
         [("给我留一碗", "save me one", ""), ("减肥，忍住", "resisting", "")]),
        (("夜班第{k2}杯咖啡了，心率{hr}", "coffee number {k2} tonight, heart rate {hr}", ""),
         [("别喝了", "stop it", ""), ("我第{k}杯", "I'm on {k}", "")]),
        (("走廊灯坏了一盏，巡视的时候吓我一跳", "one of the corridor lights is out, it scared me "
          "half to death on rounds", ""), [("明早报修", "report it in the morning", ""),
                                    ("我也被吓过", "same thing got me", "")]),
        (("{bed}床引流今晚出了{ml}毫升，已经报了", "bed {bed}'s drain put out {ml} ml tonight, "
          "reported", ""), [("医生怎么说", "what did the doctor say?", ""),
                            ("继续观察", "keep watching", "")]),
        (("还有{h2}个小时下班", "{h2} more hours to go", ""),
         [("熬住", "hang on", ""), ("天快亮了", "nearly light out", "")]),
    ],
    "life": [
        (("房东说下个月涨{r}块房租", "landlord's putting the rent up {r} next month", ""),
         [("太狠了", "brutal", ""), ("我们那边也涨了", "ours went up too", "")]),
        (("下夜班睡到下午{h}点，起来天都黑了", "slept till {h}pm after nights, woke up in the "
          "dark", ""), [("正常操作", "standard", ""), ("我也是", "same", "")]),
        (("地铁{line}号线又停了，打车花了{yuan}块", "line {line} was down again, taxi cost "
          "{yuan} yuan", ""), [("报销吗", "can you claim it?", ""), ("我也迟到了", "made me late "
                                                                   "too", "")]),
        (("周末去相亲，对方问我能不能不上夜班", "blind date asked if I could stop doing "
          "nights", ""), [("哈哈哈哈", "hahaha", ""), ("下一个", "next", "")]),
        (("洗衣机坏了，制服堆了{k}套", "washing machine died, {k} sets of scrubs piled up", ""),
         [("拿来医院洗", "use the hospital laundry", ""), ("快修", "get it fixed", "")]),
        (("腰又疼了，搬病人搬的", "my back's gone again, patient handling", ""),
         [("用过床板啊", "use the slide sheet", ""), ("去推拿一下", "get a massage", "")]),
        (("孩子期末考了{score}分，奖励了一个冰淇淋", "kid got {score} in the exam, bought her "
          "an ice cream", ""), [("厉害", "clever kid", ""), ("才一个冰淇淋", "only one ice "
                                                          "cream?", "")]),
        (("买了遮光窗帘，白天睡觉终于不被晒醒", "got blackout curtains, day sleep finally "
          "works", ""), [("求链接", "link please", ""), ("救命神器", "life changing", "")]),
        (("这个月电费{yuan}0，空调开太猛了", "electricity bill {yuan}0 this month, too much "
          "aircon", ""), [("夏天没办法", "it's summer", ""), ("我家也是", "same here", "")]),
        (("体检报告出来了，维生素D又低", "checkup results, vitamin D low again", ""),
         [("夜班人的宿命", "night shift life", ""), ("多晒太阳", "get some sun", "")]),
    ],
    "study": [
        (("三基题库更新了，{k}0道新题", "the exam question bank has {k}0 new questions", ""),
         [("救命", "help", ""), ("有答案吗", "any answers?", "")]),
        (("继续教育学分我还差{k}分", "I'm {k} credits short for the year", ""),
         [("线上课可以补", "online modules count", ""), ("我也差", "me too", "")]),
        (("周三业务学习的幻灯片做了{k}页还没完", "Wednesday's in-service slides are at {k} "
          "pages and not done", ""), [("加油", "you've got this", ""),
                                      ("{k2}页够了", "{k2} is plenty", "")]),
        (("护理部要交个案，月底截止", "nursing office wants a case report by month end", ""),
         [("写哪个病人好", "which patient should I use?", ""), ("又来", "again", "")]),
        (("论文被拒了，审稿意见{k}条", "paper rejected, {k} reviewer comments", ""),
         [("改改再投", "revise and resubmit", ""), ("抱抱", "hugs", "")]),
        (("英语口语模拟考了{score}分", "speaking mock came back {score}", ""),
         [("很可以了", "that's good", ""), ("教教我", "teach me", "")]),
        (("操作考核抽到心肺复苏，按压{k}0次手都酸了", "skills check was CPR, {k}0 compressions "
          "and my arms are gone", ""), [("标准", "textbook", ""), ("我抽到吸痰", "I got "
                                                               "suction", "")]),
    ],
    "rota": [
        (("这个月我排了{k}个夜班", "{k} nights on my rota this month", ""),
         [("我{k2}个", "I've got {k2}", ""), ("平均一下吧", "spread them out please", "")]),
        (("下周连着{k2}个A班，起不来", "{k2} earlies in a row next week", ""),
         [("定三个闹钟", "three alarms", ""), ("至少不用熬夜", "at least no nights", "")]),
        (("排班表什么时候出", "when's the rota out?", ""),
         [("周四晚上", "Thursday night usually", ""), ("等护士长", "waiting on the boss", "")]),
        (("年假还剩{k}天，不知道什么时候能休", "{k} days of leave left and no idea when I'll "
          "use them", ""), [("赶紧申请", "apply now", ""), ("暑假难", "summer's hard", "")]),
        (("倒班倒得生物钟全乱了", "my body clock has no idea what day it is", ""),
         [("褪黑素了解一下", "melatonin?", ""), ("习惯就好", "you get used to it", "")]),
        (("夜班费这个月涨到{yuan}0一个了", "night allowance is {yuan}0 a shift now", ""),
         [("终于", "finally", ""), ("还是不够", "still not enough", "")]),
    ],
    "food": [
        (("食堂今天有红烧肉，{yuan}块一份", "canteen has braised pork today, {yuan} yuan", ""),
         [("冲", "on my way", ""), ("给我带一份", "grab me one", "")]),
        (("点外卖吗，满{k}0减{k2}", "ordering delivery? {k2} off over {k}0", ""),
         [("我要", "me", ""), ("算我一个", "count me in", "")]),
        (("休息室的微波炉排队{k}个人", "queue of {k} for the staff room microwave", ""),
         [("再买一个吧", "we need a second one", ""), ("我吃冷的", "eating mine cold", "")]),
        (("奶茶拼单有人吗", "bubble tea group order, anyone?", ""),
         [("少糖去冰", "less sugar no ice", ""), ("+1", "+1", "")]),
        (("今天忙到{h}点才吃午饭", "didn't get lunch till {h}pm", ""),
         [("抱抱", "hugs", ""), ("我还没吃", "still haven't eaten", "")]),
    ],
    "rain": [
        (("又下雨了，鞋子湿透", "raining again, soaked", ""),
         [("梅雨季没办法", "plum rain season", ""), ("带双拖鞋", "bring flip-flops", "")]),
        (("梅雨季衣服三天没干", "three days and the laundry's still damp", ""),
         [("买个烘干机", "get a dryer", ""), ("一股味", "the smell", "")]),
        (("雨太大，路上堵了{mm}分钟", "rain so heavy the road took {mm} minutes", ""),
         [("注意安全", "be careful", ""), ("地铁也挤", "metro's packed too", "")]),
    ],
    "heat": [
        (("今天{temp}度，走到医院全湿了", "{temp} degrees, drenched by the time I got in", ""),
         [("中暑了没", "not heatstroke I hope", ""), ("换件衣服", "change your top", "")]),
        (("休息室空调坏了，{temp}度", "staff room aircon died, it's {temp} in there", ""),
         [("报后勤", "call estates", ""), ("去治疗室凉快", "go cool off in treatment", "")]),
    ],
    "typhoon": [
        (("台风要来了，明天地铁可能停", "typhoon on the way, the metro might shut tomorrow",
          ""), [("住值班室吧", "stay in the on-call room", ""), ("我打车", "I'll get a taxi", "")]),
        (("阳台的花都搬进来了", "brought all the balcony plants in", ""),
         [("窗户贴胶带", "tape the windows", ""), ("我家也是", "same", "")]),
    ],
    "fine": [
        (("今天天气好好，适合出去走走", "gorgeous day out there", ""),
         [("下班去走走", "walk after work", ""), ("晒晒太阳", "get some sun", "")]),
    ],
    "audit": [
        (("评审组今天查了{k}个病历", "the survey team went through {k} charts today", ""),
         [("我们的过了吗", "did ours pass?", ""), ("问了我{k2}个问题", "they asked me {k2} "
                                                     "questions", "")]),
        (("冰箱温度记录又被点名", "fridge temperature log got flagged again", ""),
         [("每班都要签", "sign it every shift", ""), ("谁漏签的", "who missed it", "")]),
        (("抢救车的药全部核对完了，{k}个快过期", "crash cart checked, {k} items near expiry",
          ""), [("换掉", "swap them out", ""), ("辛苦", "thanks", "")]),
    ],
    "exam": [
        (("三基考完了，感觉{score}分", "theory exam done, feels like {score}", ""),
         [("我估计挂", "think I failed", ""), ("最后一题选C", "last one was C", "")]),
    ],
    "newbies": [
        (("新来的两个小姑娘好乖", "the two new starters are lovely", ""),
         [("带教辛苦", "mentors, good luck", ""), ("当年的我们", "us, once", "")]),
    ],
}
ABROAD_T = {
    "Fiona": [(("悉尼今天{syd}度，冬天好冷", "Sydney is {syd} degrees today, winter's brutal",
                ""), [("穿秋裤", "thermals", ""), ("这边{temp}度，换吗", "it's {temp} here, "
                                                     "want to swap?", "")]),
              (("这学期{k}门课，作业好多", "{k} units this term, so much reading", ""),
               [("加油", "you'll be fine", ""), ("羡慕能读书", "jealous you get to study", "")]),
              (("AHPRA注册材料交了，等{k}周", "registration papers in, {k} weeks' wait", ""),
               [("顺利", "fingers crossed", ""), ("好慢", "so slow", "")])],
    "Gemma": [(("都柏林又下雨了，第{k}天", "rain in Dublin again, day {k}", ""),
               [("上海也下", "Shanghai too", ""), ("带伞", "umbrella", "")]),
              (("这边一个夜班十二个小时，比国内长", "nights here are twelve hours, longer than "
                "home", ""), [("好辛苦", "tough", ""), ("工资呢", "and the pay?", "")]),
              (("都柏林房租{eur}欧一个月", "rent here is {eur} euro a month", ""),
               [("吓人", "scary", ""), ("还是上海便宜", "Shanghai's cheaper", "")])],
}
PICS = [("[图片] 今天的晚霞", "[图片] sunset from the ward window", ""),
        ("[图片] 护士站的绿萝长疯了", "[图片] the station's pothos is taking over", ""),
        ("[图片] 夜班的月亮", "[图片] night shift moon", ""),
        ("[图片] 窗外在打雷", "[图片] lightning outside", ""),
        ("[图片] 病人家属送的锦旗", "[图片] a thank-you banner from a family", "")]
LONG_PLAIN = [("说一下近况：搬到离医院{k}站地铁的地方了，房租贵了{r}块但能多睡半小时，"
               "楼下有个菜市场，"
               "下夜班顺便买菜，感觉生活质量提高了不少",
               "Life update: moved to a place {k} metro stops from the hospital, the rent's {r} "
               "more but I get an extra half hour of sleep, and there's a market downstairs "
               "for after nights", ""),
              ("今天一个出院的老爷爷拉着我的手说谢谢，说住院{k}天最喜欢夜班的护士，"
               "因为半夜他疼的时候"
               "有人陪他说话，突然觉得这份工作还是有意义的",
               "A grandpa going home today held my hand and said thank you, said in {k} days "
               "the night nurses were his favourites because someone talked to him when it "
               "hurt at night. Made the job feel worth it", "")]
ASK_SHIFT = {"zh": "@{b} 你周{wd}什么班？", "en": "@{b} what are you on {wdn}?",
             "mix": "@{b} 你 {wdn} 什么班？"}
ANS_SHIFT = {"zh": {"on": "周{wd}{S}班，怎么了", "休": "那天休息"},
             "en": {"on": "{S} shift on {wdn}, why?", "休": "off that day"},
             "mix": {"on": "{S}班 why", "休": "休息 that day"}}
ASK_FREE = [(("@{b} 下班了吗", "@{b} finished yet?", ""),
             ("快了，在写护理记录", "almost, finishing notes", "")),
            (("@{b} 在吗，问个事", "@{b} got a sec?", ""), ("在的", "yep", "在 what's up")),
            (("@{b} 明天能早来半小时吗", "@{b} could you come in half an hour early "
              "tomorrow?", ""), ("可以", "sure", "ok 可以"))]
KIND_W = {"ward": 1.3, "life": 2.2, "study": 0.6, "rota": 0.8, "food": 0.9, "ask": 1.0,
          "repeat": 0.45, "quote": 0.6, "pic": 0.55, "long": 0.18, "weather": 0.5}
LEAD_NOTICES = {
    "rota": ("【通知】下周排班表已上传群文件，有问题周五中午前找我",
             "[Notice] Next week's rota is in the group files; problems to me by Friday noon"),
    "huddle": ("【通知】明早07:45示教室晨会，A班同事提前十分钟到",
               "[Notice] Huddle tomorrow 07:45 in the teaching room, earlies ten minutes early"),
    "inservice": ("【通知】周三15:30业务学习：{topic}，主讲{who}，记得签到",
                  "[Notice] Wednesday 15:30 in-service: {topic_en}, led by {who}; sign in"),
}
INSERVICE = [("术后早期活动", "early mobilisation after surgery"),
             ("管路滑脱的预防", "preventing tube dislodgement"),
             ("跌倒评估量表", "falls risk scoring"), ("疼痛评估与记录", "pain scoring and notes"),
             ("围手术期血糖管理", "perioperative glucose control"),
             ("压力性损伤的预防", "pressure injury prevention"),
             ("输血反应的识别", "spotting transfusion reactions"),
             ("血栓风险评估", "clot risk assessment")]
NIGHT_FOOD = ["皮蛋瘦肉粥 1{p}", "馄饨 1{k}", "小笼包 2{k2}", "炒饭 1{k}", "牛肉面 2{p}",
              "酸辣粉 1{k2}", "生煎 1{p}"]
SPECIAL = {
    11: [("lead", 10.5, "【通知】下周一至周五医院模拟评审，重点查：冰箱温度记录、抢救车、"
                        "手卫生、病历书写，请大家提前自查"),
         ("deputy", 10.8, "抢救车我周六上午来核对，{k}个人帮忙就够")],
    14: [("lead", 7.7, "今天评审组进病区，大家精神点"),
         ("deputy", 16.5, "第一天结束，问题不多，明天继续")],
    16: [("lead", 9.6, "【通知】今天14:00消防演练，A班{k}人参加，其他人坚守岗位"),
         ("deputy", 14.8, "演练结束，疏散用时{k}分{mm}秒，比上次快")],
    18: [("lead", 17.8, "【通知】模拟评审结果：我科扣{k}分，主要是冰箱记录和病历，下周整改")],
    21: [("lead", 11.5, "【通知】周三15:00三基理论考试，地点示教室，不在班的同事请准时到")],
    25: [("lead", 16.2, "【通知】三基考试成绩：平均{score}分，最高98分，"
                        "{k2}人需补考，时间另行通知")],
    28: [("lead", 8.3, "【通知】欢迎两位新同事小周、小林今天报到，带教老师本周排班同上"),
         ("deputy", 12.6, "新同事的带教手册在群文件里，带教老师请签字")],
    34: [("lead", 9.2, "【通知】高温天气，病区空调统一{cm}度以下，大家注意防暑，多喝水")],
    41: [("lead", 20.6, "【通知】科室聚餐定在7月20日（周六）晚上6点，地点群文件里，接龙报名")],
    47: [("deputy", 18.4, "[图片] 人齐了，开吃"), ("lead", 20.9, "今天辛苦大家了，干杯")],
    51: [("lead", 17.6, "【通知】台风明天登陆，夜班同事可以住值班室，上下班注意安全")],
    52: [("deputy", 7.6, "台风天，A班的同事到了报个平安"), ("lead", 21.0, "今天大家都辛苦了")],
}
PAYDAY = (12, 42)
PAY_LINES = [("工资到了", "payday!", ""), ("绩效{k2}{k}0，还行", "bonus was {k2}{k}0, fine", ""),
             ("夜班费发了", "night allowance is in", "")]

# -- chatter and never-said questions ------------------------------------------------------

CHATTER = [
    "帮我算一下：500毫升液体4小时输完，滴系数20，每分钟多少滴？", "压疮分期怎么区分，简单讲讲",
    "帮我写一段感谢病人家属送锦旗的话，不要太长", "夜班后怎么调整作息比较好？",
    "给我出5道普外科术后护理的选择题", "把“禁食禁水”翻译成英文", "胰岛素皮下注射部位怎么轮换？",
    "帮我把这句话改得正式一点：明天的会改到下午三点", "推荐几首适合下夜班回家路上听的歌",
    "怎么跟情绪激动的家属沟通比较好", "帮我列一个出院宣教的提纲", "24小时出入量怎么算",
    "心电监护的报警阈值一般怎么设", "给新来的同事写一段欢迎词", "帮我想一个科室团建的口号",
    "SBAR交班怎么写？举个例子", "痛风急性期饮食要注意什么", "写一首关于护士的小诗，四句就行",
    "硝酸甘油怎么保存", "50公斤的人，每公斤每分钟5微克，多巴胺怎么配",
    "用英语怎么说“请您侧身”", "帮我算算这个月夜班费：8个夜班，每个120",
    "写一个换班申请的格式", "深静脉血栓预防有哪些措施", "教我做一个简单的Excel排班表",
    "怎么快速入睡？", "给我讲个笑话，累死了", "腹腔引流管护理要点是什么", "术后第一天可以吃什么",
    "What's the normal range for potassium?", "Convert 38.6 Celsius to Fahrenheit",
    "How do I explain a PCA pump to an anxious patient?",
    "Give me three tips for surviving a run of nights",
    "Draft an email asking for two days of annual leave", "What does NPO stand for?",
    "Write a short welcome note for new starters on a surgical ward",
    "How many mg is 0.25 g?", "Explain the Glasgow Coma Scale in simple terms",
    "What's a good stretch for lower back pain after lifting patients?",
    "Translate 'the doctor will see you soon' into Chinese",
    "How should I store insulin pens once opened?", "Give me a checklist for a pre-op patient",
    "Help me word a polite reply to an upset relative",
    "What's the difference between sepsis and SIRS?", "Suggest a playlist for a rainy commute",
    "Write a haiku about the plum rain", "How do I calculate a drip rate in drops per minute?",
    "Is 39 degrees too hot to go running?", "Recommend a book for a long train ride",
    "How long does jet lag usually last?", "What should a burns first-aid kit contain?",
    "Tell me a joke about nurses", "Summarise the steps of hand hygiene",
    "What's a polite way to decline an extra shift?", "Help me plan meals for a week of nights",
    "What are the signs of dehydration in the elderly?", "Explain what an ABG tells you",
    "Write a birthday message for a colleague, funny but kind",
    "How many steps are in a 5 km walk?",
    "帮我 check 一下这段英文的语法：Patient stable overnight, no complaints",
    "NEWS2 评分怎么算", "OET 写作有什么技巧", "IELTS 7分难不难",
    "帮我翻译 discharge summary 这个词", "PICC 维护多久一次", "怎么用 Excel 算平均值",
    "给我一个 morning routine 的建议", "what's 早班 in English?",
    "帮我起个 ward newsletter 的名字", "GCS 15分是什么意思", "how to say 留置针 in English",
    "解释一下 qid 和 tid 的区别", "give me 5 个护理诊断的例子", "帮我写个 out of office 自动回复",
    "D-dimer 高说明什么", "INR 多少算正常", "help me 算一下 BMI：身高160，体重55",
    "推荐一个背单词的 app", "早上好呀，今天天气不错", "你好，在吗", "晚安", "谢谢你帮忙",
    "今天好累，陪我聊会儿天", "帮我写一条请假条，理由是发烧", "台风天出门要注意什么",
    "高温天怎么防中暑", "梅雨季衣服晒不干怎么办", "推荐几个上海适合周末去的地方",
    "How do I get rid of mould in a bathroom?", "Good morning! Any tips to wake up faster?",
    "Thanks, that helped a lot", "写一段护理质量分析会的开场白",
    "一个病区40张床，白班3个护士，床护比怎么算",
    "What should I pack for a weekend in Hangzhou?",
    "帮我算一下从晚上十点到早上八点是几个小时",
    "What's a nice way to thank a night-shift team?", "How to keep calm during a fire drill?",
    "给我讲讲台风的等级",
]
NOBODY = [
    ("谁被针扎伤了？", "Who had a needlestick injury?", ["针扎", "needlestick", "needle-stick"]),
    ("谁中了彩票？", "Who won the lottery?", ["彩票", "lottery"]),
    ("谁的电动车被偷了？", "Whose e-bike got stolen?", ["被偷", "stolen"]),
    ("谁在病房里晕倒了？", "Who fainted on the ward?", ["晕倒", "fainted"]),
    ("谁收到了投诉信？", "Who got a complaint letter?", ["投诉信", "complaint letter"]),
    ("谁的护照丢了？", "Who lost a passport?", ["护照", "passport"]),
    ("谁去纹身了？", "Who got a tattoo?", ["纹身", "tattoo"]),
    ("谁被求婚了？", "Who got proposed to?", ["求婚", "propos"]),
    ("谁食物中毒了？", "Who got food poisoning?", ["食物中毒", "food poisoning"]),
    ("谁家里漏水了？", "Whose flat flooded?", ["漏水", "flooded"]),
    ("谁的手机屏幕摔碎了？", "Whose phone screen cracked?", ["摔碎", "cracked screen",
                                                    "screen cracked"]),
    ("谁被锁在门外了？", "Who got locked out?", ["锁在门外", "locked out"]),
    ("谁超速被拍了？", "Who got caught speeding?", ["超速", "speeding"]),
    ("谁去献血了？", "Who gave blood?", ["献血", "gave blood", "donated blood"]),
    ("谁被狗咬了？", "Who got bitten by a dog?", ["被狗咬", "bitten"]),
    ("谁把车撞了？", "Who crashed the car?", ["撞车", "crashed"]),
]
PAST = re.compile(r"说过|提到|之前|上次|刚才|记得|群里|谁|哪位|昨天|上周|以前|前天|那天|聊过|"
                  r"\bsaid\b|\bwho\b|\bwhose\b|mention|earlier|yesterday|remember|\bago\b|"
                  r"\btold\b|\bbefore\b|last (?:time|week|night)|previous", re.IGNORECASE)
STOP = {
    "a", "an", "the", "and", "or", "but", "of", "in", "on", "at", "to", "for", "with", "from",
    "by", "is", "are", "was", "were", "be", "been", "am", "do", "does", "did", "has", "have",
    "had", "what", "which", "who", "whose", "where", "when", "how", "why", "that", "this",
    "it", "its", "s", "t", "ll", "re", "ve", "m", "d", "i", "me", "my", "you", "your", "he",
    "she", "his", "her", "they", "them", "their", "we", "our", "us", "there", "so", "as",
    "if", "not", "no", "yes", "too", "very", "just", "all", "any", "some", "one", "up",
    "out", "about", "into", "over", "will", "would", "can", "could", "get", "got", "kind",
}

CJK = re.compile(r"[\u4e00-\u9fff]")
LATIN = re.compile(r"[A-Za-z]{2,}")
IMG = re.compile(r"\[(?:图片|表情|语音|文件|视频)\]")
QUOTE = re.compile(r"\[回复 [^\]\n]*\]")
HEAD_ZH = re.compile(r"^【交班】7B (\d+)月(\d+)日 ([APN])班$")
HEAD_EN = re.compile(r"^\[Handover\] 7B (Jun|Jul|Aug) (\d+), ([APN]) shift$")
SWAP_ZH = re.compile(r"^【换班】(\d+)月(\d+)日（周(.)）我的([APN])班，想换[^，]+，原因：(.+)$")
SWAP_EN = re.compile(r"^\[Swap\] (Jun|Jul|Aug) (\d+) \((\w+)\) my ([APN]) shift, looking for "
                     r"[^;]+; reason: (.+)$")


# -- the generator ---------------------------------------------------------------------------


class _Gen:
    """The lines drawn so far (time, speaker, text, fact index or -1, role) and the random
    source that draws them."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.recs: list[tuple[float, str, str, int, str]] = []
        self.plain: list[tuple[float, str, str]] = []  # ordinary lines a reply quote may quote
        self.slots: set[tuple[int, str]] = set()  # handover posts taken by facts

    def say(self, t: float, who: str, text: str, k: int = -1, role: str = "") -> float:
        self.recs.append((t, who, text, k, role))
        return t


def _facts(rng: random.Random) -> list[dict[str, Any]]:
    """Six members a topic, five or six topics a member, a value each; the twelve shapes
    dealt in turn over a shuffled order, then swapped where a shape does not fit (a
    handover's note or a swap's reason is a rota nurse's, on a topic that fits it)."""
    cap = dict.fromkeys(MEMBERS, 5)
    for m in rng.sample(MEMBERS, 4):
        cap[m] = 6
    left = dict(cap)
    owners: dict[str, list[str]] = {}
    for kind in rng.sample(KINDS, len(KINDS)):
        ties = {m: rng.random() for m in MEMBERS}
        pool = sorted(MEMBERS, key=lambda m: (-left[m], ties[m]))[:6]
        owners[kind] = pool
        for m in pool:
            left[m] -= 1
    facts: list[dict[str, Any]] = []
    for kind in KINDS:
        vals = TOPICS[kind]["vals"]
        zh, la = rng.sample(vals[:6], 6), rng.sample(vals[6:], 6)
        for m in sorted(owners[kind], key=MEMBERS.index):
            latin = rng.random() < (0.85 if PEOPLE[m][3] >= 0.4 else 0.25)
            pool = la if (latin and la) or not zh else zh
            facts.append({"kind": kind, "name": m, "uid": QQ[m], "detail": pool.pop()})
    for i, k in enumerate(rng.sample(range(len(facts)), len(facts))):
        facts[k]["shape"] = SHAPES[i % len(SHAPES)]

    def fits(f: dict[str, Any], shape: str) -> bool:
        if shape == "handover":
            return f["name"] in OFFSET and f["kind"] in NOTE_KINDS
        if shape == "swap":
            return f["name"] in OFFSET and f["kind"] in SWAP_KINDS
        return True

    def clash(k: int, shape: str) -> bool:  # one 接龙 fact a topic
        return shape == "jielong" and any(
            g["shape"] == "jielong" and g["kind"] == facts[k]["kind"]
            for j, g in enumerate(facts) if j != k)

    for _ in range(50):
        bad = [k for k, f in enumerate(facts) if not fits(f, f["shape"]) or clash(k, f["shape"])]
        if not bad:
            break
        for k in bad:
            f = facts[k]
            for j in rng.sample(range(len(facts)), len(facts)):
                g = facts[j]
                if j == k or g["shape"] == f["shape"]:
                    continue
                if fits(f, g["shape"]) and fits(g, f["shape"]):
                    f["shape"], g["shape"] = g["shape"], f["shape"]
                    if not (clash(k, f["shape"]) or clash(j, g["shape"])):
                        break
                    f["shape"], g["shape"] = g["shape"], f["shape"]
    taken = {f["detail"] for f in facts}
    for f in facts:
        if f["shape"] == "correction":  # a wrong value of the topic, of the same script
            vals = [v for v in TOPICS[f["kind"]]["vals"] if v not in taken]
            same = [v for v in vals if v.isascii() == f["detail"].isascii()]
            f["earlier"] = rng.choice(same or vals)
            taken.add(f["earlier"])
    return facts


def _react(g: _Gen, t: float, but: tuple[str, ...], most: int = 2) -> float:
    """Others' short reactions after a line."""
    for _ in range(g.rng.randint(0, most)):
        who = _someone(g.rng, t + 30, but)
        if who is None:
            break
        t += _gap(g.rng, 35)
        g.say(t, who, _render(g.rng, g.rng.choice(REACT), _pick_lang(g.rng, who)))
        but = (*but, who)
    return t


def _terse(g: _Gen, f: dict[str, Any], lang: str) -> str:
    return g.rng.choice(TERSE[lang]).format(x=f["detail"])


def _say(g: _Gen, f: dict[str, Any], lang: str, x: str | None = None) -> str:
    """The member saying the detail (or `x`, a wrong value) in the first person."""
    return _fill(g.rng, _choose(g.rng, TOPICS[f["kind"]]["say"], lang),
                 x=f["detail"] if x is None else x)


def _one(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n = f["name"]
    t = _slot(g.rng, n, d)
    g.say(t, n, _say(g, f, _lang_for(g.rng, n, f["detail"])), k, "evidence")
    _react(g, t, (n,))


def _asked(g: _Gen, k: int, f: dict[str, Any], d: int) -> tuple[float, str]:
    """Another member's @-question on the topic, at a time the member is awake too."""
    n = f["name"]
    for attempt in range(30):
        t = _slot(g.rng, n, d + attempt // 6)
        a = _someone(g.rng, t, (n,))
        if a is not None:
            q = f"@{n} " + _choose(g.rng, TOPICS[f["kind"]]["ask"], _pick_lang(g.rng, a))
            g.say(t, a, q, k, "ask")
            f["asker"] = a
            return t, q
    raise AssertionError(f)


def _answer(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    t, _ = _asked(g, k, f, d)
    t += g.rng.uniform(2, 40) * MINUTE
    g.say(t, f["name"], _terse(g, f, _lang_for(g.rng, f["name"], f["detail"])), k, "evidence")
    _react(g, t, (f["name"],), 1)


def _reply(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    t, q = _asked(g, k, f, d)
    t += g.rng.uniform(3, 45) * MINUTE
    text = f"[回复 {f['asker']}：{q}]\n" + _terse(g, f, _lang_for(g.rng, f["name"], f["detail"]))
    g.say(t, f["name"], text, k, "evidence")
    _react(g, t, (f["name"],), 1)


def _late(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    """Asked in the evening while the member is at work or asleep, answered when the member
    is next about, the next morning or the one after."""
    n, rng = f["name"], g.rng
    for dd in (d, d + 1, d + 2, d + 3, d - 1, d + 4):
        hours = [19.5 + 0.25 * i for i in range(16)]
        for h in rng.sample(hours, len(hours)):
            t = _at(dd, h)
            if _active(n, t):
                continue
            a = _someone(rng, t, (n,))
            seen = _next_active(n, t)
            if a is None or seen is None or not 1 <= _day(seen) - dd <= 2:
                continue
            q = f"@{n} " + _choose(rng, TOPICS[f["kind"]]["ask"], _pick_lang(rng, a))
            g.say(t, a, q, k, "ask")
            f["asker"] = a
            lang = _lang_for(rng, n, f["detail"])
            why = "night" if _shift(n, _day(t)) == "N" else "sleep"
            text = rng.choice(LATE[why][lang]).format(a=a, t=_terse(g, f, lang))
            g.say(seen + rng.uniform(2, 30) * MINUTE, n, text, k, "evidence")
            return
    raise AssertionError(f)


def _correction(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, rng, x, y = f["name"], g.rng, f["detail"], f["earlier"]
    t = _slot(rng, n, d, 8.0, 21.0)
    lang = _lang_for(rng, n, x)
    g.say(t, n, _say(g, f, lang, y), k, "earlier")
    nxt = _when(rng, n, d + 1, 7.5, 21.5) if rng.random() < 0.5 and _day(t) == d else None
    if nxt is None:
        g.say(t + rng.uniform(3, 15) * MINUTE, n, rng.choice(CORRECT[lang]).format(x=x, y=y),
              k, "evidence")
    else:
        g.say(nxt, n, rng.choice(CORRECT_NEXT[lang]).format(x=x, y=y), k, "evidence")


def _split(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, rng = f["name"], g.rng
    t = _slot(rng, n, d)
    lang = _lang_for(rng, n, f["detail"])
    g.say(t, n, _choose(rng, TOPICS[f["kind"]]["intro"], lang), k, "evidence")
    other = _someone(rng, t, (n,))
    if other is not None and rng.random() < 0.5:
        g.say(t + rng.uniform(12, 28), other, _choose(rng, PUSH, _pick_lang(rng, other)))
    g.say(t + rng.uniform(36, 70), n, _terse(g, f, lang), k, "evidence")
    _react(g, t + 75, (n,), 1)


def _reported(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, rng = f["name"], g.rng
    for attempt in range(30):
        t = _slot(rng, n, d + attempt // 6)
        r = _someone(rng, t, (n,))
        if r is not None:
            break
    else:
        raise AssertionError(f)
    text = f"@{n} " + _fill(rng, _choose(rng, TOPICS[f["kind"]]["report"], _lang_for(rng, r, f[
        "detail"])), x=f["detail"])
    g.say(t, r, text, k, "evidence")
    f["reporter"] = r
    g.say(t + rng.uniform(2, 30) * MINUTE, n, _choose(rng, CONFIRM, _pick_lang(rng, n)), k,
          "confirm")


def _notice(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    rng = g.rng
    poster = DEPUTY if f["name"] == LEADER else LEADER
    t = _slot(rng, poster, d, 8.5, 21.0)
    lang = _post_lang(rng, poster)
    text = _fill(rng, TOPICS[f["kind"]]["notice"][lang], d, n=f["name"], x=f["detail"])
    g.say(t, poster, text, k, "evidence")
    f["poster"] = poster
    _acks(g, t, (poster,), 3)


def _acks(g: _Gen, t: float, but: tuple[str, ...], most: int) -> None:
    """One to `most` 收到s after a post of `but[0]` (the head nurse's get "好的护士长" too)."""
    table = ACK_LEAD if but[0] == LEADER else ACK
    for _ in range(g.rng.randint(1, most)):
        who = _someone(g.rng, t + 60, but)
        if who is None:
            return
        t += _gap(g.rng, 50)
        g.say(t, who, _render(g.rng, g.rng.choice(table), _pick_lang(g.rng, who)))
        but = (*but, who)


def _jielong(g: _Gen, k: int, f: dict[str, Any], d: int, busy: list[str]) -> None:
    """The leader's deputy asks for a 接龙; two or three others sign (none with a fact on the
    topic, none a value), each posting the list again; the member's entry closes it."""
    n, rng = f["name"], g.rng
    starter = LEADER if n == DEPUTY else DEPUTY
    t = _slot(rng, starter, d, 9.0, 19.0)
    lang = _post_lang(rng, starter)
    prompt, fillers = TOPICS[f["kind"]]["jl"][lang]
    fillers = rng.sample(fillers, len(fillers))
    g.say(t, starter, JL_ASK[lang].format(p=prompt))
    entries: list[list[str]] = []
    want = rng.randint(2, 3)
    for _ in range(40):
        if len(entries) == want:
            break
        t += rng.uniform(4, 50) * MINUTE
        m = _someone(rng, t, (n, *busy, *(e[0] for e in entries)))
        if m is None:
            continue
        entries.append([m, fillers[len(entries) % len(fillers)]])
        lines = [f"#接龙 {prompt}"] + [f"{j + 1}. {a} {e}" for j, (a, e) in enumerate(entries)]
        g.say(t, m, "\n".join(lines), k, "list")
    assert len(entries) >= 2, f
    seen = t if _active(n, t + 10 * MINUTE) else _next_active(n, t)
    assert seen is not None
    t = seen + rng.uniform(5, 40) * MINUTE
    lines = ([f"#接龙 {prompt}"] + [f"{j + 1}. {a} {e}" for j, (a, e) in enumerate(entries)]
             + [f"{len(entries) + 1}. {n} {f['detail']}"])
    g.say(t, n, "\n".join(lines), k, "evidence")
    f["entries"] = entries


def _long(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, rng = f["name"], g.rng
    t = _slot(rng, n, d)
    lang = _lang_for(rng, n, f["detail"])
    text = (_fill(rng, rng.choice(LONG_HEAD[lang]), d) + _say(g, f, lang)
            + _fill(rng, rng.choice(LONG_TAIL[lang]), d))
    g.say(t, n, text, k, "evidence")
    _react(g, t, (n,), 2)


def _swap_text(rng: random.Random, lang: str, who: str, d2: int, why: str) -> str:
    s, day = _shift(who, d2), _date(d2)
    return SWAP_HEAD[lang].format(mo=day.month, dd=day.day, mon=MON[day.month], wd=WD[d2 % 7],
                                  wdn=WDN[d2 % 7], S=s, want=WANT[lang][s], why=why)


def _swap_replies(g: _Gen, t: float, who: str, d2: int) -> None:
    """Someone on another shift that day (or off) takes it; the leader now and then signs
    off."""
    rng = g.rng
    s = _shift(who, d2)
    takers = [m for m in ROTA if m != who and _shift(m, d2) != s]
    t += _gap(rng, 300)
    m = _someone(rng, t, (who,), takers)
    if m is None:
        return
    lang = _post_lang(rng, m)
    s2 = _shift(m, d2)
    line = rng.choice(TAKE[lang]["休" if s2 == "休" else "on"]).format(S2=s2)
    g.say(t, m, line)
    if rng.random() < 0.45 and _active(LEADER, t + 20 * MINUTE):
        g.say(t + rng.uniform(5, 40) * MINUTE, LEADER,
              rng.choice(SWAP_OK[_post_lang(rng, LEADER)]))


def _swap(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    """The member asks to swap a shift of the coming days; the reason holds the detail."""
    n, rng = f["name"], g.rng
    t = _slot(rng, n, d, 9.0, 22.5)
    d1 = _day(t)
    d2 = rng.choice([e for e in range(d1 + 2, d1 + 10) if _shift(n, e) in "APN"])
    lang = _post_lang(rng, n)
    why = TOPICS[f["kind"]]["reason"][lang].format(x=f["detail"])
    g.say(t, n, _swap_text(rng, lang, n, d2, why), k, "evidence")
    f["swap_day"], f["shift"] = d2, _shift(n, d2)
    _swap_replies(g, t, n, d2)


def _handover_text(rng: random.Random, lang: str, d: int, s: str, note: str) -> str:
    day = _date(d)
    kw = _nums(rng, d)
    issue = rng.choice(ISSUES[lang]).format(**kw)
    return HANDOVER[lang].format(**{**kw, "mo": day.month, "dd": day.day, "mon": MON[day.month],
                                    "S": s, "issue": issue, "note": note})


def _handover(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    """The member's handover post at the end of one of her shifts, its 备注 holding the
    detail."""
    n, rng = f["name"], g.rng
    for off in (0, 1, -1, 2, -2, 3, -3, 4, -4, 5):
        dd = max(1, d + off)
        s = _shift(n, dd)
        post = dd + 1 if s == "N" else dd
        if s in ("A", "P", "N") and (post, s) not in g.slots:
            break
    else:
        raise AssertionError(f)
    g.slots.add((post, s))
    lang = _post_lang(rng, n)
    note = TOPICS[f["kind"]]["note"][lang].format(x=f["detail"])
    t = _at(post, BASE[s] + rng.uniform(0.03, 0.33))
    g.say(t, n, _handover_text(rng, lang, dd, s, note), k, "evidence")
    f["shift"] = s
    _acks(g, t, (n,), 1)


SCRIPT = {"one": _one, "answer": _answer, "late": _late, "correction": _correction,
          "split": _split, "reported": _reported, "notice": _notice, "reply": _reply,
          "long": _long, "swap": _swap, "handover": _handover}


def _around(g: _Gen, k: int, f: dict[str, Any], ev_days: list[int]) -> None:
    """The member's own lines on the topic, two days from the evidence at least, without the
    detail."""
    n, rng = f["name"], g.rng
    days = [d for d in range(1, DAYS - 1) if all(abs(d - e) >= 2 for e in ev_days)]
    for d in rng.sample(days, rng.choices((0, 1, 2), weights=(0.12, 0.5, 0.38))[0]):
        t = _when(rng, n, d, 9.0, 22.0)
        if t is not None:
            text = _fill(rng, _choose(rng, TOPICS[f["kind"]]["around"], _pick_lang(rng, n)), d)
            g.say(t, n, text, k, "around")


def _passing(g: _Gen, busy: dict[str, list[str]]) -> tuple[dict[str, list[str]], dict[str, str]]:
    """Three members a topic (no fact or 接龙 entry on it) mention it in passing; an
    @-question on it to a fourth is never answered."""
    rng = g.rng
    holders: dict[str, list[str]] = {}
    asked: dict[str, str] = {}
    for kind in KINDS:
        free = [m for m in MEMBERS if m not in busy[kind]]
        four = rng.sample(free, 4)
        holders[kind], asked[kind] = four[:3], four[3]
        for m in four[:3]:
            d = rng.randint(1, DAYS - 2)
            t = _slot(rng, m, d, 9.0, 22.5)
            g.say(t, m, _fill(rng, _choose(rng, TOPICS[kind]["passing"], _pick_lang(rng, m)), d))
        m = four[3]
        for _ in range(20):
            d = rng.randint(1, DAYS - 2)
            t = _slot(rng, m, d, 9.0, 22.5)
            a = _someone(rng, t, (m,))
            if a is not None:
                g.say(t, a, f"@{m} " + _choose(rng, TOPICS[kind]["ask"], _pick_lang(rng, a)))
                break
    return holders, asked


def _handovers(g: _Gen) -> None:
    """Every shift's handover post, by one of its nurses, at its end; a 收到 now and then."""
    rng = g.rng
    for post in range(DAYS + 1):
        for s in ("N", "A", "P"):
            if (post, s) in g.slots or (post == DAYS and s != "N"):
                continue
            d = post - 1 if s == "N" else post
            who = rng.choice([m for m in ROTA if _shift(m, d) == s])
            lang = _post_lang(rng, who)
            note = _fill(rng, rng.choice(NOTES[lang]), d)
            t = _at(post, BASE[s] + rng.uniform(0.03, 0.33))
            g.say(t, who, _handover_text(rng, lang, d, s, note))
            if rng.random() < 0.45:
                nxt = {"N": "A", "A": "P", "P": "N"}[s]
                fresh = [m for m in ROTA if _shift(m, post) == nxt]
                m = rng.choice(fresh)
                g.say(t + _gap(rng, 60), m, _render(rng, rng.choice(ACK), _pick_lang(rng, m)))


def _special(g: _Gen) -> None:
    """The ward's week and its days of their own: the rota notice on Thursday evenings, the
    huddle notice on Sundays, the in-service notice on Tuesdays, routine swaps, the mock
    survey, the exam, the new starters, paydays, the heat, the dinner and the typhoon."""
    rng = g.rng
    for d in range(DAYS):
        wd = d % 7
        for key, when, h in (("rota", 3, 20.4), ("huddle", 6, 21.0), ("inservice", 1, 17.7)):
            if wd != when:
                continue
            zh, en = LEAD_NOTICES[key]
            lang = _post_lang(rng, LEADER)
            topic, topic_en = rng.choice(INSERVICE)
            text = (zh if lang == "zh" else en).format(topic=topic, topic_en=topic_en,
                                                      who=rng.choice(ROTA))
            t = _at(d, h + rng.uniform(0, 0.4))
            g.say(t, LEADER, text)
            _acks(g, t, (LEADER,), 4)
        if rng.random() < 0.3:  # a routine swap
            who = rng.choice(ROTA)
            t = _when(rng, who, d, 9.0, 22.0)
            if t is not None:
                opts = [e for e in range(d + 2, d + 9) if _shift(who, e) in "APN"]
                d2 = rng.choice(opts)
                lang = _post_lang(rng, who)
                g.say(t, who, _swap_text(rng, lang, who, d2, rng.choice(SWAP_WHY[lang])))
                _swap_replies(g, t, who, d2)
        for role, h, text in SPECIAL.get(d, []):
            who = LEADER if role == "lead" else DEPUTY
            t = _at(d, h + rng.uniform(0, 0.2))
            g.say(t, who, _fill(rng, text, d))
            _acks(g, t, (who,), 3)
        if d in PAYDAY:
            t = _at(d, 10.0 + rng.uniform(0, 2))
            for _ in range(3):
                m = _someone(rng, t)
                if m is not None:
                    g.say(t, m, _fill(rng, _render(rng, rng.choice(PAY_LINES), _pick_lang(rng, m))))
                t += _gap(rng, 90)
        if wd in (1, 4) and rng.random() < 0.7:  # a night-food 接龙 on the night shift
            nurses = [m for m in ROTA if _shift(m, d) == "N"]
            t = _at(d, 23.2 + rng.uniform(0, 0.5))
            rows: list[str] = []
            for m in rng.sample(nurses, len(nurses)):
                rows.append(f"{len(rows) + 1}. {m} " + _fill(rng, rng.choice(NIGHT_FOOD), d))
                g.say(t, m, "\n".join(["#接龙 夜宵外卖，零点半截止", *rows]))
                t += rng.uniform(2, 12) * MINUTE
    # the dinner's list: who can come follows from the rota that Saturday
    t, rows, signed = _at(41, 20.9), [], [LEADER]
    while len(rows) < 7 and t < _at(43, 0):
        t += rng.uniform(3, 40) * MINUTE
        m = _someone(rng, t, tuple(signed), ROTA)
        if m is None:
            continue
        signed.append(m)
        s = _shift(m, 47)
        entry = "参加" if s in ("A", "休") else f"那天{s}班，来不了"
        rows.append(f"{len(rows) + 1}. {m} {entry}")
        g.say(t, m, "\n".join(["#接龙 7月20日科室聚餐", *rows]))


def _line_kind(rng: random.Random, who: str, d: int, h: float) -> str:
    """What an ordinary thread is about: the quiet hours of a night shift have their own
    talk, the members abroad theirs, the rest drawn by weight (food only at meal times)."""
    if who in OFFSET and h >= 24 and _shift(who, d) == "N":
        return "night"
    if who in ABROAD_T and rng.random() < 0.45:
        return "abroad"
    w = dict(KIND_W)
    if who in ABROAD_T:  # far from the ward and its weather
        for kind in ("ward", "rota", "food", "weather"):
            w[kind] = 0.0
    if who not in OFFSET:  # the head nurse and her deputy are not on the rota
        w["rota"] = 0.0
    if not (11.0 <= h <= 13.5 or 17.0 <= h <= 19.5 or h >= 23):
        w["food"] = 0.0
    if d in range(14, 19) and who not in ABROAD_T:
        w["audit"] = 1.2
    if d in (23, 24) and who not in ABROAD_T:
        w["exam"] = 1.2
    if d in (28, 29, 30) and who not in ABROAD_T:
        w["newbies"] = 1.0
    if d in TYPHOON:
        w["weather"] = 2.0
    kinds = list(w)
    return rng.choices(kinds, weights=[w[x] for x in kinds])[0]


def _weather(d: int) -> str:
    return ("typhoon" if d in TYPHOON else "heat" if d in HEAT or d > TYPHOON[-1]
            else "rain" if d in RAIN else "fine")


def _ordinary(g: _Gen, t: float, who: str, text: str) -> float:
    g.say(t, who, text)
    g.plain.append((t, who, text))
    return t


def _thread(g: _Gen, d: int, who: str, t: float) -> None:
    """One ordinary thread opened by `who` at `t`: its replies by whoever is awake then."""
    rng = g.rng
    h = (t - T0) / HOUR - 24 * d
    kind = _line_kind(rng, who, d, h)
    kw = _nums(rng, d)
    if kind == "repeat":
        line = rng.choice(REPEATS)
        _ordinary(g, t, who, line)
        but = (who,)
        for _ in range(rng.randint(2, 4)):
            m = _someone(rng, t, but)
            if m is None:
                return
            t += rng.uniform(4, 40)
            g.say(t, m, line)
            but = (*but, m)
        return
    if kind == "quote":
        recent = [p for p in g.plain if t - 5 * HOUR < p[0] < t and p[1] != who
                  and "\n" not in p[2] and "[" not in p[2] and "@" not in p[2]
                  and len(p[2]) >= 6]
        if recent:
            _, sp, line = rng.choice(recent[-12:])
            reply = _render(rng, rng.choice(QUOTE_RE), _pick_lang(rng, who))
            g.say(t, who, f"[回复 {sp}：{line}]\n{reply}")
        return
    if kind == "ask":
        b = _someone(rng, t, (who,))
        if b is None:
            return
        la, lb = _pick_lang(rng, who), _pick_lang(rng, b)
        t2 = t + _gap(rng, 120)
        if b in OFFSET:
            j = rng.randint(1, 6)
            dd = d + j
            s = _shift(b, dd)
            names = {"b": b, "wd": WD[dd % 7], "wdn": WDN[dd % 7], "S": s}
            _ordinary(g, t, who, ASK_SHIFT[la].format(**names))
            _ordinary(g, t2, b, ANS_SHIFT[lb]["休" if s == "休" else "on"].format(**names))
        else:
            q, a = rng.choice(ASK_FREE)
            _ordinary(g, t, who, _render(rng, q, la).format(b=b))
            _ordinary(g, t2, b, _render(rng, a, lb))
        return
    if kind == "pic":
        _ordinary(g, t, who, _render(rng, rng.choice(PICS), _pick_lang(rng, who)))
        _react(g, t, (who,), 2)
        return
    if kind == "long":
        _ordinary(g, t, who, _fill(rng, _render(rng, rng.choice(LONG_PLAIN), _pick_lang(rng, who)
                                                ), d))
        _react(g, t, (who,), 2)
        return
    if kind == "abroad":
        opener, replies = rng.choice(ABROAD_T[who])
    else:
        table = THREADS[_weather(d) if kind == "weather" else kind]
        opener, replies = rng.choice(table)
    _ordinary(g, t, who, _render(rng, opener, _pick_lang(rng, who)).format(**kw))
    but: tuple[str, ...] = (who,)
    pool = ROTA if kind == "rota" else LOCAL if kind in ON_SITE else None
    for tri in replies[:rng.randint(1, len(replies))]:
        m = _someone(rng, t, but, pool)
        if m is None:
            return
        t += _gap(rng)
        _ordinary(g, t, m, _render(rng, tri, _pick_lang(rng, m)).format(**kw))
        but = (m,)
    _react(g, t, (who,), 1)


def _greetings(g: _Gen, d: int) -> None:
    """The day's "早"s, each at the speaker's own morning; the nurses off a night shift going
    to bed at eight; the ones on nights waking at two; the "晚安"s, each at the speaker's own
    bedtime and naming tomorrow's shift."""
    rng = g.rng
    for m in MEMBERS:
        wins = _windows(m, d)
        if m in ABROAD_MORNING:
            if rng.random() < 0.35:
                g.say(_at(d, wins[0][0] + rng.uniform(0.05, 0.8)), m,
                      _fill(rng, rng.choice(ABROAD_MORNING[m]), d))
            if rng.random() < 0.3:
                b = wins[-1][1]
                g.say(_at(d, b - rng.uniform(0.05, 0.4)), m, rng.choice(ABROAD_NIGHT[m]))
            continue
        s = _shift(m, d)
        if m in OFFSET and wins[0][0] == 8.1:  # off a night shift this morning
            if rng.random() < 0.5:
                g.say(_at(d, 8.1 + rng.uniform(0.02, 0.6)), m,
                      _choose(rng, POSTNIGHT, _pick_lang(rng, m)))
        elif rng.random() < 0.22:
            g.say(_at(d, wins[0][0] + rng.uniform(0.02, 0.5)), m,
                  _fill(rng, _choose(rng, MORNING, _pick_lang(rng, m)), d))
        if s == "N" and rng.random() < 0.25:
            g.say(_at(d, 14.05 + rng.uniform(0, 0.6)), m, _choose(rng, WAKE, _pick_lang(rng, m)))
        if s != "N" and rng.random() < 0.22:
            end = max(b for _, b, _ in wins)
            nxt, lang = _shift(m, d + 1), _pick_lang(rng, m)
            if nxt == "休":
                line = _choose(rng, NIGHT_OFF, lang)
            elif nxt:
                line = _choose(rng, NIGHT, lang).format(S=nxt)
            else:  # the leader and the deputy keep office hours
                line = _render(rng, rng.choice(NIGHT_DAY), lang)
            g.say(_at(d, end - rng.uniform(0.05, 0.5)), m, line)


LOCAL = [m for m in MEMBERS if m not in ABROAD_T]
ON_SITE = ("ward", "food", "weather", "audit", "exam", "newbies")
RATE = 9.5  # ordinary threads a day (a quarter more at weekends), before scaling


def _days(g: _Gen, scale: float) -> None:
    """Every day's greetings and as many ordinary threads as a Poisson draw, each opened by
    someone awake at its time (the chattier the likelier)."""
    rng = g.rng
    for d in range(DAYS):
        _greetings(g, d)
        lam = RATE * scale * (1.25 if _weekend(d) else 1.0) * (1.3 if d in TYPHOON else 1.0)
        weights = [PEOPLE[m][2] * sum((b - a) * w for a, b, w in _windows(m, d))
                   for m in MEMBERS]
        for _ in range(_poisson(rng, lam)):
            who = rng.choices(MEMBERS, weights=weights)[0]
            t = _when(rng, who, d)
            if t is not None:
                _thread(g, d, who, t)


# -- languages, questions, never-said --------------------------------------------------------


def _cut(text: str, drop: tuple[str, ...]) -> str:
    """`text` without the names, values, image markers and reply quotes in `drop`."""
    text = QUOTE.sub(" ", IMG.sub(" ", text))
    for w in sorted((w for w in drop if w), key=len, reverse=True):
        text = text.replace(w, " ")
    return text


def _lang(text: str, drop: tuple[str, ...], detail: str = "") -> str:
    """A line's language, with `drop` (names, values) cut out: "mix" with Chinese characters
    and a Latin word of two letters or more, "zh" or "en" with one of them, the detail's
    script for a line of the detail alone, "zh" for a line of neither."""
    cut = _cut(text, (*drop, detail))
    zh, en = bool(CJK.search(cut)), bool(LATIN.search(cut))
    if zh and en:
        return "mix"
    if zh or en:
        return "zh" if zh else "en"
    if detail:
        return "en" if detail.isascii() else "zh"
    return "zh"


def _content(text: str, drop: tuple[str, ...]) -> tuple[set[str], set[str]]:
    """The stemmed English content words and the Chinese character pairs of `text`."""
    cut = _cut(text, drop)
    words = {stem(w) for w in re.findall(r"[a-z]+", cut.lower()) if w not in STOP}
    return {w for w in words if w not in STOP}, pairs(cut)


def _shares(a: str, b: str, drop: tuple[str, ...]) -> bool:
    wa, za = _content(a, drop)
    wb, zb = _content(b, drop)
    return bool(wa & wb or za & zb)


def _questions(rng: random.Random, f: dict[str, Any], said: list[str]) -> None:
    """The fact's three questions; a paraphrase is the first of its topic's (in the asked
    language, then the other) that shares nothing with the evidence."""
    tp, x, n, ql = TOPICS[f["kind"]], f["detail"], f["name"], f["q_lang"]
    f["keyword"] = tp["kw"][ql["keyword"]].format(x=x)
    f["partial"] = tp["part"][ql["partial"]].format(n=n)
    drop = (*MEMBERS, x, f.get("earlier", ""))
    first = ql["paraphrase"]
    for lang in (first, "en" if first == "zh" else "zh"):
        for p in rng.sample(tp["para"][lang], len(tp["para"][lang])):
            q = p.format(n=n)
            if not any(_shares(q, t, drop) for t in said):
                f["paraphrase"], ql["paraphrase"] = q, lang
                return
    raise AssertionError((f, said))


def _never(rng: random.Random, facts: list[dict[str, Any]], spare: dict[str, list[str]],
           holders: dict[str, list[str]], asked: dict[str, str], owners: dict[str, set[str]]
           ) -> tuple[list[str], list[tuple[str, str, str]], list[str]]:
    """Ninety questions nothing answers: 45 naming a member (a topic the member only spoke of
    in passing or was asked and never answered; a detail of the member's own topic no line
    gives; an unsaid value of a topic the member has nothing on), 45 naming no one (an unsaid
    value in a keyword question; a thing nobody did). Returns them, what each named one is
    about, and the words that would answer them (to be in no line)."""
    facts_of = {(f["kind"], f["name"]) for f in facts}
    langs = ("zh", "en")
    named: list[str] = []
    about: list[tuple[str, str, str]] = []
    cands = [(kind, m) for kind in KINDS for m in [*holders[kind], asked[kind]]]
    for kind, m in rng.sample(cands, 15):
        named.append(TOPICS[kind]["part"][rng.choice(langs)].format(n=m))
        about.append((kind, m, "passing"))
    pool = rng.sample(facts, len(facts))
    picked: list[dict[str, Any]] = []
    for f in pool:  # a kind each first, then any
        if f["kind"] not in {p["kind"] for p in picked}:
            picked.append(f)
    picked += [f for f in pool if f not in picked][:15 - len(picked)]
    for f in picked[:15]:
        named.append(TOPICS[f["kind"]]["detail"][rng.choice(langs)].format(n=f["name"]))
        about.append((f["kind"], f["name"], "detail"))
    free = [(kind, m) for kind in KINDS for m in MEMBERS
            if m not in owners[kind] and (kind, m) not in facts_of]
    chosen: list[tuple[str, str, str]] = []
    for kind, m in rng.sample(free, len(free)):  # a topic each first, then any with values
        if len(chosen) < 15 and spare[kind] and (
                len(chosen) >= len(KINDS) or kind not in {c for c, *_ in chosen}):
            chosen.append((kind, m, spare[kind].pop()))
    for kind, m, y in chosen:
        named.append(TOPICS[kind]["value"][rng.choice(langs)].format(n=m, y=y))
        about.append((kind, m, "value"))
    nobody: list[str] = []
    kinds = rng.sample(KINDS, len(KINDS))
    for i in range(30):
        kind = kinds[i % len(kinds)]
        if not spare[kind]:
            kind = max(KINDS, key=lambda c: len(spare[c]))
        nobody.append(TOPICS[kind]["kw"][rng.choice(langs)].format(x=spare[kind].pop()))
    for zh, en, _ in rng.sample(NOBODY, 15):
        nobody.append(rng.choice((zh, en)))
    probes = [p for tp in TOPICS.values() for p in tp["probes"]]
    probes += [p for *_, ps in NOBODY for p in ps]
    never = named + nobody
    order = rng.sample(range(90), 90)
    return [never[i] for i in order], about, probes


def twenty_fifth_set(seed: int = 2525) -> Set:
    """The held-out twenty-fifth set (see the module's docstring)."""
    rng = random.Random(seed)
    facts = _facts(rng)
    g = _Gen(rng)
    days = [1 + (i * 49) // len(facts) for i in range(len(facts))]
    rng.shuffle(days)
    busy = {kind: [f["name"] for f in facts if f["kind"] == kind] for kind in KINDS}
    for k, (f, d) in enumerate(zip(facts, days, strict=True)):
        if f["shape"] == "jielong":
            _jielong(g, k, f, d, busy[f["kind"]])
            busy[f["kind"]] += [m for m, _ in f["entries"]]
        else:
            SCRIPT[f["shape"]](g, k, f, d)
    for k, f in enumerate(facts):
        ev = sorted({_day(r[0]) for r in g.recs if r[3] == k and r[4] == "evidence"})
        _around(g, k, f, ev)
    owners = {kind: set(ms) for kind, ms in busy.items()}  # facts and 接龙 entries
    holders, asked = _passing(g, busy)
    _handovers(g)
    _special(g)
    scripted, scale = list(g.recs), 1.0
    for attempt in range(16):  # the days' ordinary talk drawn again until about 3,000 lines
        g.recs, g.plain = list(scripted), []
        g.rng = random.Random(seed * 1000 + attempt)
        _days(g, scale)
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
        f["carrier"] = (f.pop("poster") if f["shape"] == "notice"
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
    s = Set("twenty_fifth", messages, facts, never, chatter, classes=CLASSES,
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
        for _, fillers in tp["jl"].values():
            for e in fillers:
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
        assert (c == n) == (shape not in ("reported", "notice")), f
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
            if shape == "late":  # asked while the member was away, answered a day or two on
                assert 1 <= _day(ev[0]) - _day(asked) <= 2 and f"@{a}" in said[0], f
                assert not _active(n, asked), f
            else:
                assert ev[0] - asked < HOUR, f
            if shape == "reply":
                assert said[0].startswith(f"[回复 {a}：{said_at[asked]}]\n"), said
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
        if shape == "swap":  # a swap request for a shift the rota gives the member
            head = SWAP_ZH.match(said[0]) or SWAP_EN.match(said[0])
            assert head and x in head.group(5) and n in ROTA, said
            month, dd = head.group(1), int(head.group(2))
            day = dt.date(2030, int(month) if month.isdigit() else
                          {v: k for k, v in MON.items()}[month], dd)
            d2 = (day - DATE0).days
            assert head.group(4) == _shift(n, d2) == f["shift"] and d2 == f["swap_day"], said
            assert head.group(3) in (WD[d2 % 7], WDN[d2 % 7]), said
            assert 2 <= d2 - _day(ev[0]) <= 10, (d2, said)
        if shape == "handover":  # the member's post at the end of her own shift
            lines = said[0].split("\n")
            head = HEAD_ZH.match(lines[0]) or HEAD_EN.match(lines[0])
            assert head and len(lines) == 5 and n in ROTA, said
            assert lines[-1].startswith(("备注：", "Note: ")) and x in lines[-1], said
            assert all(re.search(r"\d", ln) for ln in lines[1:3]), said
            month, dd, sh = head.group(1), int(head.group(2)), head.group(3)
            day = dt.date(2030, int(month) if month.isdigit() else
                          {v: k for k, v in MON.items()}[month], dd)
            d = (day - DATE0).days
            post = d + 1 if sh == "N" else d
            assert _shift(n, d) == sh == f["shift"] and _day(ev[0]) == post, said
            assert BASE[sh] <= _hour(ev[0]) < BASE[sh] + 0.4, _hour(ev[0])
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

    print(describe(twenty_fifth_set, "mix"))
    s = twenty_fifth_set()
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
