"""A twenty-second evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code: nothing under mnemo/ (but the first 80 lines of
mnemo/message.py, for the `Message` constructor), mnemo_panel/, plugins/, tests/, docs/ or .ci/
was opened, read or searched while writing it, nor the README, bench/recall.py,
bench/context.py, any other bench file's body, any note or issue text, nor any figure or score
of any set, and no git command was run; the recall code was never run on this set and the set
was never scored while it was written. It is not to be tuned on; its figures are to be read
once, at the end. What was read, and nothing else of the repository: the names of the files in
bench/; bench/recall_sets.py from its docstring to the end of `second_set` (so `Set`, `_stamp`,
`_user`, `DAY`, `START`, `_fits`, `_other`, `second_set` and its tables; the page printed ran
on, by a slip, over `third_set` and its tables to the head of `long_conversation`'s) and from
`stem` to the end (`stem`, `pairs`, `check_messages`, `check_questions`, `describe`), with a
grep's list of its top-level names; in bench/recall_set21.py its first 160 lines (its module
docstring and, by a slip, the imports after it), a grep's list of its top-level names (the
first line of each), and its lines from `twenty_first_set` to the end (`twenty_first_set`,
`_check`, `_line_langs` and the `__main__` block), for the shape of what is returned and
checked; the openings (the first 2,500 characters) of the module docstrings of
bench/recall_set4.py to recall_set20.py; the first 80 lines of mnemo/message.py; the ruff
settings in pyproject.toml (a grep's context around them showed its dependency and packaging
tables too). The generator below is its own.

It differs from the other twenty-one (bench/recall.py's `first_set`, recall_sets' `second_set`,
`third_set` and `long_conversation`, recall_set4's sessions of a timeline, recall_set5's point
process, recall_set6's day of threads, recall_set7's windows of interleaved threads,
recall_set8's members' presence, recall_set9's working week's agenda, recall_set10's club
calendar, recall_set11's semester of scenes, recall_set12's family's meal-time slots,
recall_set13's incidents waiting on office hours, recall_set14's chain of the group's moods,
recall_set15's compound's event log, recall_set16's guild's weekly game calendar, recall_set17's
football club's fixture list, recall_set18's daily check-in cycle, recall_set19's rescue cases,
recall_set20's night market's tide, recall_set21's wedding checklist) in what it is about and
how it is laid out:

- the conversation is the QQ group (星空观测群) of sixteen amateur astronomers and
  astrophotographers in Beijing over 58 days from START + 1,334 days (Monday 2029-08-27 to
  Tuesday 10-23): the new moons of 09-08 and 10-08, the full moon of 中秋 (Saturday 09-22), a
  community open night (Saturday 09-29, its notice and volunteers' 接龙 the days before), the
  国庆 week at new moon with the group's camp at 木兰围场 (10-02 to 10-04, its notice and 接龙 the
  week before), a narrowband-filter group buy (a notice and its 接龙), the Draconids (10-08)
  and the Orionids (10-21, under a bright moon, with their own notice and 接龙);
- it is laid out by the sky: every night has the moon's age, light, rise and set (its mean
  motion from a known new moon), the hours of astronomical night without it (dusk and dawn
  drifting with the season) and a weather drawn from a Markov chain (clear, hazy, cloudy,
  rain); the night's class follows from them: "go" (clear, two and a half moonless hours at
  least, and a Friday, a Saturday, a holiday or one other night in four), "home" (clear but
  moonlit, or a workday: balconies), "hazy", "cloud", "rain", and the three "camp" days (7, 23,
  5, 12, 8 and 3 with the default seed). Each day the organiser posts the night's
  【今晚星空预报】 (cloud cover, transparency, seeing, the moon's light, rise and set, dusk and
  dawn, the dark hours, a verdict) and the group answers it by the class; a go night has a
  carpool 接龙 in the afternoon (each member who joins posts the whole list again), the
  attendees' lines from the site from arriving and setting up through the hours of guiding,
  dew and meridian flips to flats and packing up in the small hours, the "到家了"s before
  dawn, and the next day's pictures with praise or a 复读 and now and then an observation log;
  a home night has its balconies (planets, the Moon, narrowband); the camp has its days
  (leaving, arriving, pitching tents, dinner, the night out or cards in a tent under clouds,
  frost at dawn, packing up). Besides, a day has its ordinary threads, as many as a Poisson
  draw at its class's rate (a quarter more on weekends and holidays), of kinds weighted by the
  class (astronomy chat, gear, processing, life: work on workdays, days off otherwise, @-pings
  answered, 复读 of one line by three to five members after a line or a picture, reply quotes
  "[回复 X：...]", long messages, image markers, logs and profile cards, balconies), at hours
  of a workday or a day off (lunch, evenings); a morning's "早"s and a night's "晚安"s. The
  days are drawn again with a scaled rate until about 3,000 lines (3,068 with the default
  seed); times strictly increasing, a second apart at least;
- numbers are everywhere (the forecasts, exposures and sub counts, guiding errors, HFR,
  temperatures, prices, seats, hours, percentages: a third of the lines hold a digit), so a
  number alone is no answer;
- sixteen members of their own: 老周 (the organiser: forecasts, notices, lists), 苏苏 (his
  deputy), 林夕, 小鱼干, Kevin, Aiden_W, 胖猫, 赵一帆, Hana, 石头, Marcus, 阿蓝, Yuki, 大刘, 七月
  and Olly; each with odds of an English and of a mixed line and how much they talk, so lines
  are about half Chinese, a third English and the rest mixed (1,534, 984 and 550 with the
  default seed);
- fourteen topics of their own, each a member's own thing, six facts a topic, 84 facts, a
  member once a topic at most and five or six facts a member, each with its own detail (six
  Chinese and six Latin values a topic): the main telescope's maker, the imaging camera's, the
  season's target, the processing software, the end-of-year stargazing trip, the hot drink in
  the thermos, the down coat's brand, the guesthouse stayed at out of town, the gear shop, the
  rig's nickname, where they first saw the Milky Way, the car driven to the sites, the photo
  account's name, the wide-angle lens's maker;
- facts in twelve shapes, dealt in turn over a shuffled order (seven each): one message in the
  first person ("one"); another member's @-question answered within the hour by a terse line
  without the topic's words ("answer"); asked in the evening and answered the next morning or
  the one after, "才看到 @X ..." / "just saw this @X ..." ("late"); a wrong value said by the
  member and corrected minutes later or the next morning, the correcting line holding both
  being the evidence ("correction"); the topic in one line and the detail within ninety
  seconds in the next, sometimes with another's "快说" between, both the evidence ("split");
  another member saying it to the member ("@X 你主镜是…的对吧"), who confirms without it
  ("reported"); the organiser's 【通知】 (a talk, an outreach night, a carpool, lodging) naming
  the member and the detail (his deputy's, when it is the organiser's own) ("notice"); the
  member's entry closing a topic's 接龙 list, the list's two or three other entries others'
  own, none a value ("jielong"); a reply quote of the @-question with the answer after it
  ("reply"); the detail in the middle of a long message of other news ("long"); and this set's
  own two, which a hobby group has: the detail one field of a filled-in form, the group's
  observation log (【观测记录】 / [Obs log]: date, site, object, exposure, temperature, notes)
  or its profile card (【资料卡】 / [Profile]: name, district, rig, usual site, motto), the topic's
  field third and never on the first or last line ("form"); and a guessing game, the member's
  teaser with a picture ("猜猜我…是哪家的 [图片]"), two or three others' guesses (none a value)
  and the member's terse reveal within the hour ("guess"); in Chinese, English or mixed (a
  line's language counted with names, the detail, the wrong value, image markers and a reply's
  quote cut out, a line of the detail alone taking the detail's script: 43 zh, 21 en and 20
  mix with the default seed);
- near misses: each correction's wrong value; the members' own lines on their topic on days
  three from the evidence at least, without the detail ("around": 76 facts, 144 lines with the
  default seed); others' lines on each topic in passing (three members a topic with no fact or
  entry on it); an @-question on each topic put to a fourth such member, never answered; the
  topic lists' other entries ("还没买", "看假期"); the guesses; the objects of a night's logs and
  pictures beside a season's target; the forecasts and the numbers;
- questions in the third person, three classes, templates of this set's own: "keyword"
  carries the detail and no member's name ("谁的主镜是{x}的？", "Who drinks {x} on field
  nights?"), "partial" names the member and the topic ("{n}开的什么车？", "What is {n}'s
  target this season?"), "paraphrase" names the member and shares no English content word
  (stemmed with recall_sets' `stem`, a stop list aside) and no two Chinese characters in a row
  with the evidence, names, the detail and a wrong value aside ("{n}通宵追星时随身带什么热乎的？",
  "Which vehicle carries {n} and the equipment out of town?"; checked in code; a topic's
  paraphrases are tried in turn, then those of the other language); 40 % of the questions of
  a Chinese or English evidence line asked in the other language (77 of 192 with the default
  seed; between 35 and 50 % checked); each question's language checked;
- never-said questions, 90: 45 name a member (15 a topic's partial question of a member who
  spoke of it only in passing, 15 a detail no line gives of a member's topic (the scope's
  aperture, the coat's colour, the account's followers), 15 a never-said value put to a
  member with nothing on its topic), 45 name no one (30 a never-said value in a topic's
  keyword question, 15 things nobody had or did: an observatory dome, a radio telescope, an
  aurora); none asks of a member a topic their facts or their 接龙 entries hold (checked in
  code); 90 chatter turns a member might send the bot (how-to questions, sums, translations,
  notices and captions to draft, greetings), no member named, nothing about the group's past.

The set checks itself as it is built (`_check`): recall_sets' `check_messages` (a second apart
at least, within the 58 days, 2,800 to 3,200 messages) and the first after START + 1,330
days; 80 to 90 facts in all twelve shapes; 14 to 18 members, 12 to 16 topics of six Chinese
and six Latin values; every value its own and none inside another or a member's name or a
list's other entry; a member once a topic and five or six facts each; each detail in the last
of its evidence lines and no other message, each wrong value in the line that said it and the
correction only, any other value nowhere; the evidence said by the fact's carrier (the
organiser or his deputy for "notice", another member for "reported", the member otherwise);
keyword questions carrying the detail and no member's name, partial and paraphrase ones
naming the member and not the detail, paraphrases sharing nothing with the evidence, each
question in its recorded language; the "around" lines the member's, without the detail and
two days from the evidence at least; terse answers, split second lines and reveals without
the topic's words; an answer after its @-question by another member, the question without
the detail (within the hour; a late one a day or two later, to the asker); a correction made
within twenty minutes or the next day; a split's two lines within ninety seconds; a reported
fact confirmed by the member within the hour without the detail; a 接龙 detail in the list's
last entry, after two entries or more, the others the ones recorded; a notice's evidence a
【通知】 naming the member; a long message's detail away from both its ends; a form's detail the
only field holding it, neither first nor last; a guess's teaser by the member without the
detail, two guesses or more by others without it, the reveal within the hour; the share of
questions across languages; no value of a message in a never-said question, and no named
never-said question on a topic the member's facts or 接龙 entries hold; then recall_sets'
`check_questions`. Run it from the repository's root (`python -m bench.recall_set22` or
`python bench/recall_set22.py`) to check it is deterministic for a seed, builds in under two
seconds, and to print its counts (and its lines' languages).

Each fact records its "evidence" (the created_at of the message(s) carrying it: two for a
split), "detail", "rare" (the detail: the word a keyword question carries), "kind" (the topic),
"name" and "uid" (the member it is about), "shape", "lang" ("zh", "en" or "mix": the evidence
line's), its questions ("keyword", "partial", "paraphrase") and their languages ("q_lang"),
"carrier" (who said it), "asker" and "asked_at" (for "answer", "late" and "reply"), "around"
(the created_at of the member's other lines on the topic, none with the detail), "entries" (a
jielong list's other entries, [member, entry]), "confirmed_at" (a reported fact's
confirmation), "teased_at" and "guesses" (a guess's teaser and the others' guesses) and, for a
correction, the wrong value ("earlier") and when it was said ("earlier_at"). Stamps are
written in the machine's local time (recall_sets' `_stamp`) and the days are laid out in UTC
as Beijing's wall clock, so they read as meant where the local time is UTC.
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

HOUR = 3600.0
MINUTE = 60.0
BASE = 1334  # Monday 2029-08-27
DAYS = 58  # to Tuesday 2029-10-23
T0 = START + BASE * DAY
END = T0 + DAYS * DAY
NEW_MOON = 947_182_440.0  # 2000-01-06 18:14 UTC, a new moon
SYNODIC = 29.530588853  # days from new moon to new moon
MID_AUTUMN = 26  # Saturday 09-22, the full moon
OPEN_NIGHT = 33  # Saturday 09-29
HOLIDAY = range(35, 42)  # the National Day week, 10-01 to 10-07, at new moon
CAMP = (36, 37, 38)  # the camp, 10-02 to 10-04
DRACONIDS = 42  # 10-08
ORIONIDS = 55  # 10-21
CLASSES = ("keyword", "partial", "paraphrase")
FLIP = 0.4  # the share of questions in the other language than a zh or en evidence line

# name, QQ number, odds of an English line, of a mixed one, how much they talk
PEOPLE: list[tuple[str, int, float, float, float]] = [
    ("老周", 2851004417, 0.06, 0.14, 1.6),  # the organiser: forecasts, notices, lists
    ("苏苏", 1390427718, 0.16, 0.18, 1.2),  # his deputy
    ("林夕", 2063881942, 0.26, 0.2, 1.0),
    ("小鱼干", 3317459020, 0.08, 0.14, 1.3),
    ("Kevin", 1152093366, 0.78, 0.12, 1.0),
    ("Aiden_W", 2298740051, 0.72, 0.18, 0.8),
    ("胖猫", 1720518833, 0.06, 0.12, 1.1),
    ("赵一帆", 3025741186, 0.3, 0.22, 0.8),
    ("Hana", 2477106934, 0.66, 0.22, 0.9),
    ("石头", 1609332875, 0.08, 0.18, 0.9),
    ("Marcus", 2914450762, 0.84, 0.1, 0.8),
    ("阿蓝", 1483920517, 0.26, 0.28, 1.0),
    ("Yuki", 2736015498, 0.6, 0.26, 0.9),
    ("大刘", 1068274139, 0.04, 0.1, 1.1),
    ("七月", 3190846205, 0.38, 0.28, 0.9),
    ("Olly", 2540391768, 0.88, 0.08, 0.7),
]
MEMBERS = [p[0] for p in PEOPLE]
QQ = {p[0]: p[1] for p in PEOPLE}
EN = {p[0]: p[2] for p in PEOPLE}
MIX = {p[0]: p[3] for p in PEOPLE}
TALK = {p[0]: p[4] for p in PEOPLE}
ORGANISER = "老周"
DEPUTY = "苏苏"

SHAPES = ("one", "answer", "late", "correction", "split", "reported", "notice", "jielong", "reply",
          "long", "form", "guess")
# the detail's line without the topic's words
TERSE_SHAPES = ("answer", "late", "reply", "split", "guess")

CJK = re.compile(r"[\u4e00-\u9fff]")
LATIN = re.compile(r"[A-Za-z]{2,}")
MARKS = re.compile(r"\[(?:图片|表情|动画表情)\]")
QUOTE = re.compile(r"^\[回复 [^\]]*\]\s*")
STOP = {
    "a", "an", "the", "of", "to", "in", "on", "at", "for", "by", "with", "from", "is", "are", "was",
    "were", "be", "been", "do", "does", "did", "what", "which", "who", "whom", "whose", "where",
    "when", "how", "why", "that", "this", "these", "those", "it", "its", "and", "or", "as", "has",
    "have", "had", "his", "her", "their", "they", "them", "he", "she", "me", "my", "we", "our",
    "you", "your", "up", "out", "about", "into", "over", "under", "after", "before", "any", "some",
    "can", "will", "would", "should", "could", "not", "no", "yes", "there", "than", "then", "so",
    "if", "us", "all", "just", "now", "re", "ll", "ve",
}
STOP_STEMS = {stem(w) for w in STOP}


# kind: its twelve values (six Chinese, six Latin), the words a terse line leaves out, and
# per language its templates: {x} the detail, {n} the member, {a} the asker.
TOPICS: dict[str, dict[str, Any]] = {
    "scope": {
        "vals": ["信达", "博冠", "星特朗", "裕众", "米德", "锐星", "Askar", "William Optics",
                 "Takahashi", "Explore Scientific", "Vixen", "Stellarvue"],
        "words": ["镜", "望远", "scope", "telescope", "折射", "refractor", "牌子", "brand"],
        "one": {"zh": ["新主镜到了，{x}的，周末首光", "我主镜最后还是选了{x}，二手收的"],
                "en": ["my main scope is a {x} now, first light this weekend",
                       "went with a {x} for the main scope in the end"],
                "mix": ["主镜换成 {x} 了，first light 等周六"]},
        "ask": {"zh": ["@{n} 你主镜是哪家的？", "@{n} 你现在用的望远镜啥牌子"],
                "en": ["@{n} what brand is your main scope?",
                       "@{n} which telescope are you using now?"],
                "mix": ["@{n} 你的 main scope 是哪家的"]},
        "tease": {"zh": ["跟大家说下 我主镜终于换了", "新镜子到货了"],
                  "en": ["ok so I finally replaced my main scope", "new telescope arrived today"],
                  "mix": ["主镜终于换了 guys"]},
        "said": {"zh": ["@{n} 你主镜是{x}的对吧", "@{n} 听说你主镜换成{x}了"],
                 "en": ["@{n} your main scope's a {x}, right?"],
                 "mix": ["@{n} 你 main scope 是 {x} 对吧"]},
        "notice": {"zh": ["【通知】周六学校科普课目视位安排：{n} 带{x}主镜，负责土星和月亮，"
                          "其他人帮忙排队"],
                   "en": ["【通知】School outreach on Saturday: {n} brings the {x} scope for "
                          "Saturn, the rest of us help with the queue"]},
        "jl": ("统计一下大家主镜牌子 方便借配件", ["还没买", "用的朋友的", "DIY的", "在等货"]),
        "long": {"zh": ["周末总结一下：周五下班直接去了怀柔，风有点大，架好已经十点多。"
                        "这次主要是试新主镜 {x}，星点还算圆，边缘有点拉伸，可能要调一下后截距。"
                        "拍了 40 张 180 秒，回来叠了一下，噪点比预想的少。下次想试试加减焦。"],
                 "en": ["Quick recap of the weekend: got to the site around ten, wind was "
                        "annoying for the first hour. Main thing was testing the new {x} scope, "
                        "stars look round in the centre but a bit stretched at the edges, "
                        "probably backfocus. Took 40 subs of 180s and stacked them last night."],
                 "mix": ["周末 recap：周五下班直接去了怀柔，风有点大。主要是 test 新主镜 {x}，"
                         "星点中间还行，edges 有点拉伸，可能是 backfocus 的问题。拍了 40 张 "
                         "180s。"]},
        "form": ("主镜", "Scope", "log"),
        "guess": ({"zh": ["猜猜我新主镜是哪家的 [图片]"],
                   "en": ["guess which brand my new scope is [图片]"],
                   "mix": ["猜猜新 scope 是哪家 [图片]"]},
                  {"zh": ["国产的吧", "看着像日系", "是不是白色那款", "我猜进口的"],
                   "en": ["some Chinese brand?", "looks Japanese to me", "the white one?"]}),
        "around": {"zh": ["主镜到货了还没开箱", "主镜的后截距还是没调好", "周末想把主镜带出去试试"],
                   "en": ["still haven't unboxed the new scope",
                          "backfocus on the scope is still off",
                          "want to take the scope out this weekend"],
                   "mix": ["主镜 backfocus 还是不对", "新 scope 还没开箱"]},
        "passing": {"zh": ["大家主镜都多大口径", "我也想换主镜了 钱包不同意",
                           "小口径折射真的够用吗"],
                    "en": ["what aperture are your scopes?", "scope prices went up again"],
                    "mix": ["想换 scope 了 但没钱"]},
        "kw": {"zh": ["谁的主镜是{x}的？", "用{x}望远镜的是哪位？"],
               "en": ["Who has a {x} as their main scope?", "Which of us uses a {x} telescope?"]},
        "part": {"zh": ["{n}的主镜是什么牌子？", "{n}现在用哪家的望远镜？"],
                 "en": ["What brand is {n}'s main scope?", "Which telescope maker does {n} use?"]},
        "para": {"zh": ["{n}观天用的那支长筒出自哪个厂商？", "{n}那台看夜空的仪器是谁家造的？",
                        "{n}平时对准星空的大家伙由何处生产？"],
                 "en": ["Which maker built the optical tube {n} aims upward?",
                        "Who manufactured the instrument {n} observes with?",
                        "Which company produced the optics {n} points at the heavens?"]},
        "unsaid": {"zh": ["{n}的主镜口径多大？", "{n}的主镜花了多少钱？"],
                   "en": ["What aperture is {n}'s main scope?",
                          "How much did {n} pay for the main scope?"]},
        "valq": {"zh": ["{n}的主镜是{x}的吗？"], "en": ["Is {n}'s main scope a {x}?"]},
    },
    "camera": {
        "vals": ["佳能", "尼康", "索尼", "富士", "宾得", "松下", "ZWO", "QHY", "Atik", "Moravian",
                 "Player One", "ToupTek"],
        "words": ["相机", "机身", "camera", "body", "制冷", "cooled"],
        "one": {"zh": ["我拍深空的相机是{x}的，制冷版", "相机最后入了{x}，等了一个月"],
                "en": ["my imaging camera is a {x}, the cooled one",
                       "ended up buying a {x} camera, waited a month for it"],
                "mix": ["相机入了 {x} 的 cooled 版本"]},
        "ask": {"zh": ["@{n} 你拍深空用的什么相机？", "@{n} 你那台相机哪家的"],
                "en": ["@{n} which camera do you shoot deep sky with?",
                       "@{n} what camera is that?"],
                "mix": ["@{n} 你的 camera 是哪家的"]},
        "tease": {"zh": ["换相机了", "新相机到手！"],
                  "en": ["got a new camera", "camera upgrade done"],
                  "mix": ["新 camera 到了"]},
        "said": {"zh": ["@{n} 你相机是{x}的吧 我看你发的图了"],
                 "en": ["@{n} you shoot with a {x} camera, right?"],
                 "mix": ["@{n} 你 camera 是 {x} 的吧"]},
        "notice": {"zh": ["【通知】器材交流会分享人：{n} 讲讲{x}相机的制冷和增益设置，"
                          "周四晚八点线上"],
                   "en": ["【通知】Gear night speaker: {n} on cooling and gain with the {x} "
                          "camera, Thursday 8pm online"]},
        "jl": ("统计大家拍深空用的相机 做个增益对照表",
               ["手机", "还在用单反", "借的", "没有 纯目视"]),
        "long": {"zh": ["说下最近的情况：上周把导星重新调了一遍，RMS 能压到 0.7 左右。"
                        "相机这边一直用的 {x}，制冷到零下十度，暗场重新拍了一套，30 张 300 秒。"
                        "接下来想把平场也补上，上次有暗角。"],
                 "en": ["Small update from me: retuned the guiding last week and it's down to "
                        "about 0.7 rms. On the camera side I'm still on the {x}, cooled to minus "
                        "ten, and I redid the darks, 30 of 300s. Flats are next, I had "
                        "vignetting."],
                 "mix": ["最近的 update：guiding 调到了 0.7 左右。camera 一直用的 {x}，"
                         "制冷到零下十度，darks 重新拍了 30 张。下一步补 flats。"]},
        "form": ("相机", "Camera", "log"),
        "guess": ({"zh": ["猜猜我新相机是哪家 [图片]"],
                   "en": ["guess what camera this is [图片]"],
                   "mix": ["猜猜这台 camera 哪家的 [图片]"]},
                  {"zh": ["国产的？", "日系吧", "看着像改机"],
                   "en": ["one of the Chinese brands?", "Japanese?", "a modded DSLR?"]}),
        "around": {"zh": ["相机制冷好像有点问题", "相机的暗场又得重拍", "周末把相机带去试试增益"],
                   "en": ["camera cooling is acting up", "need to redo the darks for my camera"],
                   "mix": ["相机 cooling 有点问题", "camera 的 darks 要重拍"]},
        "passing": {"zh": ["制冷相机是真的贵", "制冷相机的增益大家设多少"],
                    "en": ["cooled cameras are so pricey",
                           "what gain do you all use on cooled cameras?"],
                    "mix": ["cooled 相机好贵"]},
        "kw": {"zh": ["谁拍深空用的是{x}相机？", "用{x}相机的是谁？"],
               "en": ["Who images with a {x} camera?", "Which of us shoots on a {x}?"]},
        "part": {"zh": ["{n}拍深空用的什么相机？", "{n}的相机是哪家的？"],
                 "en": ["Which camera does {n} use for deep sky?",
                        "What camera brand does {n} shoot with?"]},
        "para": {"zh": ["{n}采集星光的感光设备是哪个厂牌？", "{n}记录天体影像靠的是谁家产品？"],
                 "en": ["Whose sensor does {n} rely on to record faint objects?",
                        "Which company made the imaging device {n} owns?"]},
        "unsaid": {"zh": ["{n}的相机像素多少？", "{n}的相机多少钱买的？"],
                   "en": ["How many megapixels is {n}'s camera?",
                          "What did {n} pay for the camera?"]},
        "valq": {"zh": ["{n}拍深空用的是{x}相机吗？"], "en": ["Does {n} shoot with a {x} camera?"]},
    },
    "target": {
        "vals": ["玫瑰星云", "北美星云", "面纱星云", "加州星云", "蝌蚪星云", "三角座星系",
                 "Pacman Nebula", "Crescent Nebula", "Eagle Nebula", "Soul Nebula", "Bubble Nebula",
                 "Iris Nebula"],
        "words": ["目标", "星云", "target", "nebula", "拍摄", "这季", "season"],
        "one": {"zh": ["这个季度我就死磕{x}了，目标 20 小时", "今年秋天的主攻目标定了：{x}"],
                "en": ["this season I'm going all in on the {x}, aiming for 20 hours",
                       "my target for the autumn is the {x}"],
                "mix": ["这季 target 定了 就拍 {x}"]},
        "ask": {"zh": ["@{n} 你这季主攻哪个目标？", "@{n} 最近在拍什么"],
                "en": ["@{n} what's your target this season?",
                       "@{n} what are you shooting these days?"],
                "mix": ["@{n} 你这季的 target 是啥"]},
        "tease": {"zh": ["这季的目标定好了", "决定了 今年秋天就拍一个目标"],
                  "en": ["picked my target for the season", "decided on one target for the autumn"],
                  "mix": ["这季 target 定好了"]},
        "said": {"zh": ["@{n} 你这季在拍{x}对吧"],
                 "en": ["@{n} you're on the {x} this season, right?"],
                 "mix": ["@{n} 你这季 target 是 {x} 对吧"]},
        "notice": {"zh": ["【通知】本月作品分享会：{n} 讲{x}的拍摄和后期，周五晚上线上见"],
                   "en": ["【通知】Monthly image share: {n} walks us through shooting the {x}, "
                          "Friday night online"]},
        "jl": ("这个季度大家的主攻目标 避免扎堆", ["还没想好", "随缘拍", "只拍行星", "跟着大家"]),
        "long": {"zh": ["更新一下进度：这周晴了两天，周二在阳台拍了 3 小时窄带，周六去了怀柔。"
                        "现在手上攒的是 {x} 的数据，Ha 比较多，OIII 还差一点。"
                        "打算月底前凑够再一起处理，到时候发群里。"],
                 "en": ["Progress report: two clear nights this week, three hours of narrowband "
                        "from the balcony on Tuesday and a trip out on Saturday. What I'm "
                        "building up is data on the {x}, plenty of Ha, OIII still thin. I'll "
                        "process it all at the end of the month."],
                 "mix": ["进度 update：这周晴了两天，阳台拍了 3 小时 narrowband。现在攒的是 {x} "
                         "的数据，Ha 够了 OIII 还差。月底一起 process。"]},
        "form": ("本季目标", "Season target", "log"),
        "guess": ({"zh": ["猜猜这是哪个目标 [图片] 我这季就拍它"],
                   "en": ["guess the target [图片] that's my project for the season"],
                   "mix": ["猜猜这是哪个 target [图片]"]},
                  {"zh": ["猎户座那个？", "M31 吧", "M42？"],
                   "en": ["the Orion one?", "M31?", "Pleiades?"]}),
        "around": {"zh": ["目标的 OIII 还差好多", "这季的目标数据攒了一半了",
                          "目标今晚位置不错 可惜阴天"],
                   "en": ["still short on OIII for my target",
                          "about halfway on data for my target"],
                   "mix": ["target 的 OIII 还不够", "我的 target 今晚位置很好 可惜阴"]},
        "passing": {"zh": ["秋天的目标好多 选择困难", "拍星云还是得去暗一点的地方"],
                    "en": ["so many autumn targets, can't choose",
                           "nebulae really need darker skies"],
                    "mix": ["秋季 targets 太多了"]},
        "kw": {"zh": ["谁这季在拍{x}？", "主攻{x}的是哪位？"],
               "en": ["Who is shooting the {x} this season?", "Which of us is imaging the {x}?"]},
        "part": {"zh": ["{n}这季主攻哪个目标？", "{n}这个秋天的长期拍摄目标是什么？"],
                 "en": ["What is {n}'s target this season?",
                        "Which object is {n}'s long project this autumn?"]},
        "para": {"zh": ["{n}今年秋天专心记录的是哪片深空？", "{n}近来长时间对准的是天上哪一处？"],
                 "en": ["Which deep-sky object occupies {n}'s autumn nights?",
                        "What patch of heaven has {n} devoted months to?"]},
        "unsaid": {"zh": ["{n}打算把这个目标的作品投给哪个比赛？", "{n}的目标作品打印出来挂在哪？"],
                   "en": ["Which contest will {n} enter the target image in?",
                          "Where will {n} hang a print of the target?"]},
        "valq": {"zh": ["{n}这季在拍{x}吗？"], "en": ["Is {n} shooting the {x} this season?"]},
    },
    "software": {
        "vals": ["醒图", "美图秀秀", "黄油相机", "泼辣修图", "光影魔术手", "一甜相机", "PixInsight",
                 "Siril", "DeepSkyStacker", "Sequator", "GraXpert", "Affinity Photo"],
        "words": ["软件", "后期", "app", "software", "修图", "process", "editing", "处理"],
        "one": {"zh": ["我后期一直用{x}，习惯了", "后期软件换成{x}了，出图快多了"],
                "en": ["I do all my processing in {x} these days",
                       "switched my editing to {x}, way faster"],
                "mix": ["后期现在全在 {x} 里做 much faster"]},
        "ask": {"zh": ["@{n} 你后期用的什么软件？", "@{n} 你这图用啥修的"],
                "en": ["@{n} what software do you process in?",
                       "@{n} what did you edit this with?"],
                "mix": ["@{n} 你后期用什么 software"]},
        "tease": {"zh": ["后期软件换了", "终于找到顺手的修图软件了"],
                  "en": ["changed my processing software", "found an editing app I actually like"],
                  "mix": ["后期 software 换了"]},
        "said": {"zh": ["@{n} 你后期是用{x}做的吧"],
                 "en": ["@{n} you process in {x}, right?"],
                 "mix": ["@{n} 你后期是 {x} 对吧"]},
        "notice": {"zh": ["【通知】周三后期教学直播：{n} 用{x}从叠加到出图完整走一遍，带好数据"],
                   "en": ["【通知】Processing livestream Wednesday: {n} goes from stacking to the "
                          "final image in {x}, bring your data"]},
        "jl": ("大家后期都用啥 新人参考", ["手机自带的", "不修图", "找朋友帮修", "还在学"]),
        "long": {"zh": ["分享一下这周的后期心得：先把平场暗场都补齐，再叠加，"
                        "叠完的图拉伸前先去背景。工具上我现在主要靠 {x}，一张图从头到尾要好久。"
                        "去星点那步最慢，电脑风扇狂转，一晚上就过去了。"],
                 "en": ["Some processing notes from this week: get flats and darks sorted first, "
                        "then stack, and remove the background before stretching. These days I "
                        "mostly work in {x}, start to finish. Star removal is the slowest step, "
                        "the fans go crazy."],
                 "mix": ["后期心得：先补齐 flats 和 darks，再 stack，拉伸前先去背景。现在主要用 "
                         "{x}，star removal 最慢 电脑风扇狂转。"]},
        "form": ("后期", "Software", "log"),
        "guess": ({"zh": ["猜猜我这张用什么修的 [图片] 出图只花了20分钟"],
                   "en": ["guess what I edited this in [图片] took me 20 minutes"],
                   "mix": ["猜猜用什么 app 修的 [图片]"]},
                  {"zh": ["PS？", "手机修的吧", "Lightroom？"],
                   "en": ["Photoshop?", "Lightroom?", "phone app?"]}),
        "around": {"zh": ["后期还在学 好难", "昨晚修图修到两点", "后期软件又更新了"],
                   "en": ["still learning the processing side", "was editing till 2am"],
                   "mix": ["后期 workflow 还没搞明白", "editing 到两点"]},
        "passing": {"zh": ["后期比拍摄难多了", "修图真的看天赋"],
                    "en": ["processing is harder than shooting honestly",
                           "editing takes me forever"],
                    "mix": ["后期好难 honestly"]},
        "kw": {"zh": ["谁后期用{x}？", "用{x}修图的是哪位？"],
               "en": ["Who processes in {x}?", "Which of us edits with {x}?"]},
        "part": {"zh": ["{n}后期用的什么软件？", "{n}修图靠哪个软件？"],
                 "en": ["What software does {n} process in?", "Which editing app does {n} use?"]},
        "para": {"zh": ["{n}把原始照片变成成品靠哪款程序？", "{n}调色出片时打开的是哪个工具？"],
                 "en": ["Which program turns {n}'s raw frames into finished pictures?",
                        "What tool does {n} open to polish a photograph?"]},
        "unsaid": {"zh": ["{n}的后期软件是正版还是破解？", "{n}修图用的电脑是什么配置？"],
                   "en": ["Is {n}'s processing software a paid licence?",
                          "What computer does {n} edit on?"]},
        "valq": {"zh": ["{n}后期用的是{x}吗？"], "en": ["Does {n} process in {x}?"]},
    },
    "trip": {
        "vals": ["冷湖", "纳木错", "德令哈", "额济纳", "茫崖", "可可西里", "Atacama", "La Palma",
                 "Tekapo", "Namibia", "Uluru", "Mauna Kea"],
        "words": ["旅行", "远行", "trip", "travel", "假期", "holiday", "出发"],
        "one": {"zh": ["年底的观星远行定了，去{x}，机票都订了", "年底要去{x}拍星，期待好久了"],
                "en": ["booked my big stargazing trip for the end of the year, going to {x}",
                       "heading to {x} at the end of the year to shoot the sky"],
                "mix": ["年底的 big trip 定了 去 {x}"]},
        "ask": {"zh": ["@{n} 你年底观星远行去哪？", "@{n} 你说的年底那趟长途去哪来着"],
                "en": ["@{n} where's your big stargazing trip at the end of the year?",
                       "@{n} where are you going on that long trip in December?"],
                "mix": ["@{n} 你年底的 trip 去哪"]},
        "tease": {"zh": ["年底的远行目的地定了", "年底的机票订好了！"],
                  "en": ["my end-of-year trip is decided", "just booked the flights for December!"],
                  "mix": ["年底 trip 目的地定了"]},
        "said": {"zh": ["@{n} 你年底是去{x}拍星吧"],
                 "en": ["@{n} you're off to {x} at the end of the year, right?"],
                 "mix": ["@{n} 你年底的 trip 是去 {x} 吧"]},
        "notice": {"zh": ["【通知】下次线上分享：{n} 讲讲{x}观星行程的准备，签证、"
                          "住宿和器材托运都会聊"],
                   "en": ["【通知】Next online talk: {n} on planning the stargazing trip to {x}, "
                          "visas, lodging and flying with gear"]},
        "jl": ("统计下年底有没有人出远门拍星 看能不能拼团",
               ["今年不去了", "看假期", "钱不够", "等明年"]),
        "long": {"zh": ["最近在做攻略：年底的年假批下来了，一共 9 天，加上周末能凑 11 天。"
                        "路线看了好几版，最后决定去 {x}，那边海拔高、晴夜多，就是器材托运麻烦，"
                        "赤道仪得拆了放随身行李。预算还在算，纠结要不要带大镜子。"],
                 "en": ["Been planning all week: leave for December got approved, 9 days, 11 with "
                        "the weekends. Looked at a bunch of routes and in the end it's {x}, high "
                        "altitude and lots of clear nights. Flying with the mount is the annoying "
                        "part, it has to come apart for the cabin bag."],
                 "mix": ["攻略 update：年底的年假批了 9 天。routes 看了好几版，最后决定去 {x}，"
                         "晴夜多。就是器材托运麻烦，mount 要拆了带上飞机。"]},
        "form": ("远行目的地", "Trip", "card"),
        "guess": ({"zh": ["猜猜我年底去哪拍星 [图片] 给个提示 很远"],
                   "en": ["guess where I'm going in December [图片] hint: far"],
                   "mix": ["猜猜我的 trip 去哪 [图片]"]},
                  {"zh": ["新疆？", "西藏吧", "国外？"],
                   "en": ["Tibet?", "somewhere in Xinjiang?", "overseas?"]}),
        "around": {"zh": ["远行的攻略还没做完", "器材托运的规定好复杂", "远行的机票又涨了"],
                   "en": ["still planning the big trip", "airline rules for gear are a pain"],
                   "mix": ["trip 的攻略还没做完", "flights 又涨价了"]},
        "passing": {"zh": ["远行拍星预算一般多少", "国内哪里晴夜最多啊"],
                    "en": ["how do you fly with a mount?",
                           "where in China has the most clear nights?"],
                    "mix": ["dark sky trip 预算多少合适"]},
        "kw": {"zh": ["谁年底要去{x}拍星？", "要去{x}观星的是哪位？"],
               "en": ["Who is going to {x} to photograph the stars?",
                      "Which of us has a stargazing trip to {x}?"]},
        "part": {"zh": ["{n}年底的观星远行去哪？", "{n}年底要去哪里拍星？"],
                 "en": ["Where is {n}'s big stargazing trip at the end of the year?",
                        "Where is {n} travelling in December to shoot the stars?"]},
        "para": {"zh": ["{n}这回长途跋涉要奔向何方？", "{n}准备飞往什么地方追逐暗夜？"],
                 "en": ["Which faraway destination will {n} journey toward for darkness?",
                        "Where will {n} fly to chase pristine heavens?"]},
        "unsaid": {"zh": ["{n}远行坐哪家航空公司？", "{n}远行跟谁一起去？"],
                   "en": ["Which airline is {n} flying on the trip?",
                          "Who is going with {n} on the trip?"]},
        "valq": {"zh": ["{n}年底是去{x}拍星吗？"],
                 "en": ["Is {n} going to {x} in December to shoot the stars?"]},
    },
    "drink": {
        "vals": ["姜枣茶", "红糖水", "普洱", "热豆浆", "桂圆茶", "枸杞菊花茶", "Milo", "Ovaltine",
                 "Horlicks", "Nescafe", "Lipton", "Twinings"],
        "words": ["喝", "保温杯", "热饮", "drink", "thermos", "flask", "杯"],
        "one": {"zh": ["观测夜我保温杯里永远是{x}", "熬夜拍星我只靠{x}续命"],
                "en": ["my thermos on a field night is always {x}",
                       "on cold nights it's {x} that keeps me going"],
                "mix": ["保温杯里必须是 {x}, non-negotiable"]},
        "ask": {"zh": ["@{n} 你保温杯里装的啥？", "@{n} 你熬夜喝什么"],
                "en": ["@{n} what's in your thermos?", "@{n} what do you drink on field nights?"],
                "mix": ["@{n} 你 thermos 里装的啥"]},
        "tease": {"zh": ["分享一个熬夜拍星的续命神器", "找到最适合夜里喝的东西了"],
                  "en": ["found the perfect drink for cold field nights",
                         "ok my field-night drink secret:"],
                  "mix": ["熬夜 secret weapon 找到了"]},
        "said": {"zh": ["@{n} 你保温杯里又是{x}吧 哈哈"],
                 "en": ["@{n} let me guess, {x} in the thermos again"],
                 "mix": ["@{n} thermos 里又是 {x} 吧"]},
        "notice": {"zh": ["【通知】周六夜观后勤分工：热饮由{n}负责，{x}管够，其他人带杯子就行"],
                   "en": ["【通知】Saturday night duties: {n} is on hot drinks, plenty of {x}, "
                          "just bring a mug"]},
        "jl": ("周六夜观热饮统计 看看要烧几壶水", ["白开水", "不用", "自带", "随便"]),
        "long": {"zh": ["上周末在山上熬了一整夜，总结一下：后半夜最低到两三度，车窗上全是露水，"
                        "风倒是不大。吃的方面带了泡面和自热火锅，保温杯里装的是 {x}，"
                        "半夜两点喝一口整个人都活过来了。下次要多带一块电池，加热带太耗电。"],
                 "en": ["Notes from the all-nighter last weekend: it got down to two or three "
                        "degrees after midnight and everything was wet with dew. Food was instant "
                        "noodles and self-heating hotpot, and the thermos had {x} in it, which "
                        "saved me at 2am. Next time I'm bringing a spare battery."],
                 "mix": ["上周末熬了个 all-nighter：后半夜两三度 全是露水。food 是泡面，"
                         "保温杯里是 {x}，半夜两点喝一口 saved my life。下次多带一块 battery。"]},
        "form": ("补给", "Supplies", "log"),
        "guess": ({"zh": ["猜猜我保温杯里是什么 [图片] 熬夜神器"],
                   "en": ["guess what's in my thermos [图片] field night essential"],
                   "mix": ["猜猜 thermos 里是啥 [图片]"]},
                  {"zh": ["热水？", "红牛？", "奶茶？"],
                   "en": ["hot water?", "tea?", "energy drink?"]}),
        "around": {"zh": ["保温杯又忘带了", "熬夜还是得喝点热的", "保温杯漏了 包里全湿"],
                   "en": ["forgot my thermos again", "thermos leaked all over my bag"],
                   "mix": ["thermos 又忘带了", "保温杯漏了 bag 全湿"]},
        "passing": {"zh": ["夜里太冷了 得带点热的喝", "保温杯推荐一下"],
                    "en": ["need something hot for those cold nights",
                           "anyone recommend a good thermos?"],
                    "mix": ["晚上太冷 need something hot"]},
        "kw": {"zh": ["谁观测夜喝{x}？", "保温杯里装{x}的是哪位？"],
               "en": ["Who drinks {x} on field nights?",
                      "Which of us fills the thermos with {x}?"]},
        "part": {"zh": ["{n}观测夜保温杯里装的什么？", "{n}熬夜拍星喝什么？"],
                 "en": ["What does {n} drink on field nights?",
                        "What's in {n}'s thermos when shooting?"]},
        "para": {"zh": ["{n}在野外守夜时靠哪种饮品暖身子？", "{n}通宵追星时随身带什么热乎的？"],
                 "en": ["Which beverage warms {n} during long outdoor vigils?",
                        "What hot refreshment does {n} carry until dawn?"]},
        "unsaid": {"zh": ["{n}的保温杯是什么牌子？", "{n}的保温杯多大容量？"],
                   "en": ["What brand is {n}'s thermos?", "How big is {n}'s thermos?"]},
        "valq": {"zh": ["{n}观测夜喝的是{x}吗？"], "en": ["Does {n} drink {x} on field nights?"]},
    },
    "coat": {
        "vals": ["波司登", "鸭鸭", "骆驼", "探路者", "凯乐石", "伯希和", "Arcteryx", "Patagonia",
                 "Columbia", "Mammut", "Canada Goose", "Fjallraven"],
        "words": ["羽绒服", "衣服", "外套", "coat", "jacket", "穿", "wear", "down"],
        "one": {"zh": ["观测夜我就靠{x}的羽绒服扛着", "新买的{x}羽绒服，零下十度都不冷"],
                "en": ["my {x} down jacket is what gets me through field nights",
                       "new {x} coat, didn't feel the cold at all"],
                "mix": ["{x} 的 down jacket 真的暖"]},
        "ask": {"zh": ["@{n} 你那件羽绒服哪家的？", "@{n} 你穿的什么外套那么暖"],
                "en": ["@{n} which brand is your down jacket?",
                       "@{n} what coat were you wearing, looked warm"],
                "mix": ["@{n} 你那件 jacket 哪家的"]},
        "tease": {"zh": ["买了件新羽绒服 为了观测夜", "终于找到不冷的外套了"],
                  "en": ["bought a proper coat for field nights",
                         "finally found a jacket that's warm enough"],
                  "mix": ["新 jacket 到了 for field nights"]},
        "said": {"zh": ["@{n} 你那件是{x}的吧 看着就暖"],
                 "en": ["@{n} that's a {x} jacket, isn't it?"],
                 "mix": ["@{n} 你那件 jacket 是 {x} 的吧"]},
        "notice": {"zh": ["【通知】夜观防寒提醒：山上后半夜很冷，参考{n}穿的{x}那种厚羽绒服，"
                          "别只穿冲锋衣"],
                   "en": ["【通知】Cold nights ahead: it gets really cold up there after midnight,"
                          " dress like {n} in that thick {x} down coat, not just a shell"]},
        "jl": ("入秋防寒装备自查 写一下穿什么", ["冲锋衣加抓绒", "军大衣", "还没买", "借的"]),
        "long": {"zh": ["来说说我这几年冬天观测的经验：脚最容易冷，一定要穿厚袜子和高帮鞋；"
                        "手套要两层，里面薄的方便操作。外面我穿的是 {x} 的长款羽绒服，"
                        "站四个小时都没问题。另外暖宝宝贴后腰，效果比贴肚子好。"],
                 "en": ["What I've learned from winter sessions: feet get cold first, so thick "
                        "socks and high boots; two layers of gloves, thin ones inside so you can "
                        "work the gear. On top I wear a long {x} down coat and four hours "
                        "standing is fine. Heat packs go on the lower back."],
                 "mix": ["冬天观测 tips：脚最容易冷，thick socks 必须；手套两层。外面穿 {x} "
                         "的长款 down coat，站四个小时没问题。heat packs 贴后腰。"]},
        "form": ("防寒", "Outerwear", "log"),
        "guess": ({"zh": ["猜猜我新羽绒服哪家的 [图片] 零下二十度款"],
                   "en": ["guess the brand of my new coat [图片] rated to minus twenty"],
                   "mix": ["猜猜这件 jacket 哪家 [图片]"]},
                  {"zh": ["国产的吧", "户外品牌？", "看着很贵"],
                   "en": ["outdoor brand?", "looks expensive", "Chinese brand?"]}),
        "around": {"zh": ["羽绒服洗完有点结块", "外套拉链坏了 要去修", "今年羽绒服还没拿出来"],
                   "en": ["zip on my coat broke", "haven't got the winter coat out yet"],
                   "mix": ["羽绒服 zip 坏了", "winter coat 还没拿出来"]},
        "passing": {"zh": ["夜里真的冷 得穿羽绒服了", "羽绒服打折有人知道吗"],
                    "en": ["it's down jacket weather at night now", "any coat sales going on?"],
                    "mix": ["该穿 down jacket 了"]},
        "kw": {"zh": ["谁穿{x}的羽绒服？", "观测夜穿{x}的是哪位？"],
               "en": ["Who wears a {x} coat on field nights?",
                      "Which of us has a {x} down jacket?"]},
        "part": {"zh": ["{n}的羽绒服是什么牌子？", "{n}观测夜穿哪家的外套？"],
                 "en": ["What brand is {n}'s down jacket?",
                        "Which coat does {n} wear on field nights?"]},
        "para": {"zh": ["{n}在寒夜里裹着哪家厂商出品的御寒衣物？",
                        "{n}抵挡深秋低温靠的是谁家做的棉服？"],
                 "en": ["Which label keeps {n} warm during freezing vigils?",
                        "Whose garment protects {n} from the chill outdoors?"]},
        "unsaid": {"zh": ["{n}的羽绒服是什么颜色？", "{n}的羽绒服多少钱？"],
                   "en": ["What colour is {n}'s coat?", "How much did {n}'s coat cost?"]},
        "valq": {"zh": ["{n}穿的是{x}的羽绒服吗？"], "en": ["Does {n} wear a {x} coat?"]},
    },
    "lodge": {
        "vals": ["听星阁", "观星小院", "银河驿站", "北斗客栈", "望舒居", "星野小筑", "Orion Lodge",
                 "Dark Acres", "Polaris Inn", "Zenith Camp", "Dipper Hostel", "Lyra House"],
        "words": ["民宿", "住宿", "住", "lodge", "stay", "room", "房间", "guesthouse"],
        "one": {"zh": ["去远郊拍星我一般住{x}，老板人很好", "这次订的是{x}，院子里就能架设"],
                "en": ["when I shoot out of town I usually stay at {x}",
                       "booked {x} this time, you can set up right in the yard"],
                "mix": ["每次都住 {x}, owner 人超好"]},
        "ask": {"zh": ["@{n} 你上次住的民宿叫啥？", "@{n} 你常住的那家民宿是哪个"],
                "en": ["@{n} what was that place you stayed at?",
                       "@{n} which guesthouse do you usually book?"],
                "mix": ["@{n} 你常住的 guesthouse 叫啥"]},
        "tease": {"zh": ["找到一家超适合拍星的民宿", "推荐个民宿"],
                  "en": ["found a great place to stay for shooting",
                         "guesthouse recommendation incoming"],
                  "mix": ["发现一个 perfect 民宿"]},
        "said": {"zh": ["@{n} 你每次都住{x}对吧"],
                 "en": ["@{n} you always stay at {x}, right?"],
                 "mix": ["@{n} 你每次都 stay 在 {x} 吧"]},
        "notice": {"zh": ["【通知】下次远郊拍星住宿已定：跟{n}常住的{x}订了四间房，周五前报名"],
                   "en": ["【通知】Next trip out of town: four rooms booked at {x}, where {n} "
                          "always stays, sign up by Friday"]},
        "jl": ("问一下大家去远郊拍星住哪 做个清单", ["当天来回", "睡车里", "搭帐篷", "看情况"]),
        "long": {"zh": ["说一下上周末：周五晚上九点到的，风大没拍成，就在屋里调设备。"
                        "第二天白天去看了几个机位，晚上在 {x} 院子里架的，视野很开阔，"
                        "北边只有一点点光害。拍到四点多，回屋睡了三个小时，早饭还不错。"],
                 "en": ["Last weekend: got in at nine on Friday, too windy so I just tinkered "
                        "with the gear indoors. Scouted a few spots on Saturday and set up that "
                        "night in the yard at {x}, wide open view, only a little glow to the "
                        "north. Shot until after four."],
                 "mix": ["上周末 recap：周五九点到 风太大。周六晚上在 {x} 的院子里 setup，"
                         "视野超开阔，北边一点点 light pollution。拍到四点多。"]},
        "form": ("住宿", "Lodging", "log"),
        "guess": ({"zh": ["猜猜我住的哪家 [图片] 院子里就能拍"],
                   "en": ["guess where I'm staying [图片] can shoot from the yard"],
                   "mix": ["猜猜住的哪家 [图片] yard 里就能拍"]},
                  {"zh": ["农家院？", "是不是上次那家", "帐篷？"],
                   "en": ["a farmhouse?", "the same one as last time?", "camping?"]}),
        "around": {"zh": ["民宿老板问我下个月还去不去", "民宿的热水又坏了", "民宿涨价了"],
                   "en": ["the guesthouse owner asked if I'm coming next month",
                          "prices at my usual place went up"],
                   "mix": ["民宿 owner 又问我去不去", "民宿又涨价了 sigh"]},
        "passing": {"zh": ["远郊的民宿越来越贵了", "民宿旺季都订不到"],
                    "en": ["guesthouses out there keep getting pricier",
                           "guesthouses are booked out on holidays"],
                    "mix": ["民宿 holiday 都订满了"]},
        "kw": {"zh": ["谁拍星常住{x}？", "住{x}的是哪位？"],
               "en": ["Who usually stays at {x}?", "Which of us books {x} for shooting trips?"]},
        "part": {"zh": ["{n}去远郊拍星住哪家民宿？", "{n}常住的民宿叫什么？"],
                 "en": ["Which guesthouse does {n} stay at?",
                        "Where does {n} usually stay on shooting trips?"]},
        "para": {"zh": ["{n}出城追星时过夜的落脚点叫什么名字？", "{n}郊外熬夜后回哪间屋子歇息？"],
                 "en": ["Where does {n} sleep after an evening beneath dark heavens?",
                        "What's the name of {n}'s usual overnight base outside town?"]},
        "unsaid": {"zh": ["{n}住的民宿老板姓什么？", "{n}住的民宿离北京多少公里？"],
                   "en": ["What's the owner's name at {n}'s guesthouse?",
                          "How far from Beijing is {n}'s guesthouse?"]},
        "valq": {"zh": ["{n}拍星是住{x}吗？"], "en": ["Does {n} stay at {x}?"]},
    },
    "shop": {
        "vals": ["北极星光学", "望远小铺", "星辰数码", "观天阁", "天河器材", "拾光天文", "Agena",
                 "High Point", "Teleskop Express", "Astroshop", "Rother Valley",
                 "First Light Optics"],
        "words": ["店", "买", "shop", "store", "bought", "商家", "order", "下单"],
        "one": {"zh": ["我器材基本都在{x}买，售后靠谱", "导星镜又是在{x}下的单"],
                "en": ["I buy pretty much all my gear from {x}, good after-sales",
                       "ordered from {x} again"],
                "mix": ["gear 基本都在 {x} 买"]},
        "ask": {"zh": ["@{n} 你器材都在哪家买的？", "@{n} 你那个在哪个店下的单"],
                "en": ["@{n} where do you buy your gear?",
                       "@{n} which shop did you order it from?"],
                "mix": ["@{n} 你的 gear 在哪买的"]},
        "tease": {"zh": ["推荐一家器材店", "找到个靠谱的卖家"],
                  "en": ["shop recommendation for you all", "found a gear shop I trust"],
                  "mix": ["靠谱的 shop 找到了"]},
        "said": {"zh": ["@{n} 你是在{x}买的吧"],
                 "en": ["@{n} you got yours from {x}, right?"],
                 "mix": ["@{n} 你的 gear 是 {x} 买的吧"]},
        "notice": {"zh": ["【通知】滤镜团购：{n}已经跟{x}谈好了九折，想要的周日前接龙"],
                   "en": ["【通知】Filter group buy: {n} got 10% off from {x}, sign up by Sunday"]},
        "jl": ("大家常在哪买器材 新人避坑用", ["闲鱼", "海淘", "朋友转的", "线下店"]),
        "long": {"zh": ["踩坑经历分享：上个月在某宝买的导星线是坏的，退货拖了两周。后来换到 {x}，"
                        "客服当天就回，坏了直接寄新的，顺丰隔天到。价格贵一点点，但省心，"
                        "现在小配件也都在那边买了。"],
                 "en": ["A cautionary tale: the guide cable I got online last month was dead and "
                        "the return took two weeks. Then I switched to {x}, they answered the "
                        "same day and just sent a new one. A bit pricier but no stress, all my "
                        "small parts come from there now."],
                 "mix": ["踩坑分享：上个月网上买的导星线是坏的，return 拖了两周。后来换到 {x}，"
                         "客服 same day 回复 直接寄新的。贵一点 但省心。"]},
        "form": ("常买的店", "Shop", "card"),
        "guess": ({"zh": ["猜猜我在哪买的 [图片] 价格你们猜不到"],
                   "en": ["guess where I ordered this [图片] price was wild"],
                   "mix": ["猜猜在哪个 shop 买的 [图片]"]},
                  {"zh": ["闲鱼？", "官方店？", "海淘？"],
                   "en": ["second hand?", "official store?", "overseas?"]}),
        "around": {"zh": ["器材店说货还要等两周", "上次买的配件有问题 在找店家", "店里又缺货了"],
                   "en": ["shop says two more weeks for my order",
                          "still waiting on the shop to reply"],
                   "mix": ["shop 说还要等两周", "店里又 out of stock"]},
        "passing": {"zh": ["买器材真的要货比三家", "最近器材都涨价了"],
                    "en": ["always compare shops before buying gear",
                           "gear prices are up everywhere"],
                    "mix": ["买 gear 要货比三家"]},
        "kw": {"zh": ["谁的器材都在{x}买？", "常在{x}下单的是哪位？"],
               "en": ["Who buys their gear from {x}?", "Which of us orders from {x}?"]},
        "part": {"zh": ["{n}器材都在哪家店买？", "{n}常在哪个店下单？"],
                 "en": ["Which shop does {n} buy gear from?", "Where does {n} order equipment?"]},
        "para": {"zh": ["{n}添置装备时信任的是哪个商家？", "{n}一般找谁家采购观测配件？"],
                 "en": ["Which retailer does {n} trust for equipment?",
                        "From whom does {n} usually purchase accessories?"]},
        "unsaid": {"zh": ["{n}在店里一共花了多少钱？", "{n}在店里买的第一件东西是什么？"],
                   "en": ["How much has {n} spent at that shop?",
                          "What was the first thing {n} bought at that gear shop?"]},
        "valq": {"zh": ["{n}是在{x}买器材吗？"], "en": ["Does {n} buy gear from {x}?"]},
    },
    "nickname": {
        "vals": ["小钢炮", "铁疙瘩", "黑金刚", "胖橘", "老伙计", "二师兄", "Gandalf", "Big Bertha",
                 "Bumblebee", "Marvin", "Pumpkin", "Moby"],
        "words": ["外号", "名字", "叫", "name", "call", "nickname", "起"],
        "one": {"zh": ["我给我的赤道仪起了个名字叫{x}", "我家那套设备外号{x}，大家以后就这么叫"],
                "en": ["I named my rig {x}, that's its name now", "my mount's nickname is {x}"],
                "mix": ["我的 rig 外号叫 {x}"]},
        "ask": {"zh": ["@{n} 你给你那套设备起的外号叫啥来着？", "@{n} 你那台赤道仪叫什么名字"],
                "en": ["@{n} what did you name your rig again?",
                       "@{n} what's your mount's nickname?"],
                "mix": ["@{n} 你的 rig 外号叫啥"]},
        "tease": {"zh": ["我给设备起了个名字", "我的赤道仪有名字了"],
                  "en": ["my rig has a name now", "I gave my mount a name"],
                  "mix": ["我的 rig 有名字了"]},
        "said": {"zh": ["@{n} 你那套叫{x}是吧 哈哈"],
                 "en": ["@{n} your rig's called {x}, right? lol"],
                 "mix": ["@{n} 你的 rig 叫 {x} 是吧"]},
        "notice": {"zh": ["【通知】器材展示日名单更新：{n}的{x}（就是那台赤道仪）也会来，欢迎围观"],
                   "en": ["【通知】Gear show list update: {n}'s rig, the famous {x}, will be "
                          "there too"]},
        "jl": ("给自己的设备报个外号 做群名片用", ["还没起", "就叫赤道仪", "不好意思说", "没有"]),
        "long": {"zh": ["更新一下装备情况：上周把赤道仪送去保养了，换了新的润滑脂，回差小了很多。"
                        "顺便把线缆重新理了一遍，现在整套设备，也就是大家说的 {x}，"
                        "上下车十分钟就能搞定。周末如果晴，想去门头沟试一下。"],
                 "en": ["Gear update: the mount went in for service last week, fresh grease, much "
                        "less backlash. I also redid all the cabling, so the whole rig, a.k.a. "
                        "{x}, goes in and out of the car in ten minutes now. If it's clear this "
                        "weekend I'll test it out west."],
                 "mix": ["装备 update：赤道仪保养完了 backlash 小多了。线缆重新理了，整套 rig "
                         "也就是 {x}，十分钟就能 setup。周末晴的话去试试。"]},
        "form": ("设备外号", "Rig name", "card"),
        "guess": ({"zh": ["猜猜我给新赤道仪起了什么名 [图片]"],
                   "en": ["guess what I named the new mount [图片]"],
                   "mix": ["猜猜我 mount 叫啥 [图片]"]},
                  {"zh": ["小白？", "大宝？", "老黑？"], "en": ["Whitey?", "Big Boy?", "R2?"]}),
        "around": {"zh": ["我那套设备又闹脾气了", "赤道仪保养回来了"],
                   "en": ["my rig is acting up again", "the mount is back from service"],
                   "mix": ["rig 又闹脾气", "mount 保养回来了"]},
        "passing": {"zh": ["给设备起名字好可爱", "给赤道仪起名字是什么梗"],
                    "en": ["naming your gear is such a thing here lol",
                           "who started the naming-your-rig thing"],
                    "mix": ["gear 起名 好可爱"]},
        "kw": {"zh": ["谁的设备外号叫{x}？", "哪位把赤道仪叫作{x}？"],
               "en": ["Whose rig is called {x}?", "Which of us named their mount {x}?"]},
        "part": {"zh": ["{n}的设备外号叫什么？", "{n}给赤道仪起了什么名字？"],
                 "en": ["What is {n}'s rig called?", "What did {n} name the mount?"]},
        "para": {"zh": ["{n}平时怎么称呼自家那套观测装置？",
                        "{n}那台追踪天体的机器被取了什么昵称？"],
                 "en": ["By what pet title does {n} refer to the tracking equipment?",
                        "What affectionate label did {n} give the observing setup?"]},
        "unsaid": {"zh": ["{n}的赤道仪载重多少公斤？", "{n}的赤道仪多重？"],
                   "en": ["What payload can {n}'s mount carry?", "How heavy is {n}'s mount?"]},
        "valq": {"zh": ["{n}的设备外号是{x}吗？"], "en": ["Is {n}'s rig called {x}?"]},
    },
    "firstsky": {
        "vals": ["敦煌", "大理", "喀纳斯", "若尔盖", "稻城", "泸沽湖", "Queenstown", "Reykjavik",
                 "Moab", "Flagstaff", "Cairns", "Banff"],
        "words": ["银河", "milky", "第一次", "first", "入坑", "hooked"],
        "one": {"zh": ["我第一次亲眼看到银河是在{x}，那晚就入坑了",
                       "说起来我入坑就是因为在{x}看到了银河"],
                "en": ["first time I saw the Milky Way with my own eyes was in {x}, hooked ever "
                       "since", "I got into all this after seeing the Milky Way in {x}"],
                "mix": ["第一次看到 Milky Way 是在 {x}"]},
        "ask": {"zh": ["@{n} 你第一次看到银河是在哪？", "@{n} 你当初在哪入的坑"],
                "en": ["@{n} where did you first see the Milky Way?",
                       "@{n} where did you get hooked on this?"],
                "mix": ["@{n} 你第一次看到 Milky Way 在哪"]},
        "tease": {"zh": ["说个我入坑的故事", "想起我第一次看到银河的那晚"],
                  "en": ["story time: how I got into this",
                         "remembering the first night I saw the Milky Way"],
                  "mix": ["my 入坑 story 来了"]},
        "said": {"zh": ["@{n} 你是在{x}第一次看到银河的吧"],
                 "en": ["@{n} you first saw the Milky Way in {x}, right?"],
                 "mix": ["@{n} 你 first Milky Way 是在 {x} 吧"]},
        "notice": {"zh": ["【通知】下期群访谈嘉宾：{n}，聊聊在{x}第一次看到银河的故事，周日晚九点"],
                   "en": ["【通知】Next member chat: {n} on first seeing the Milky Way in {x}, "
                          "Sunday 9pm"]},
        "jl": ("大家第一次看到银河是在哪 做个小统计",
               ["还没看到过", "小时候老家", "记不清了", "飞机上"]),
        "long": {"zh": ["新朋友问我怎么入的坑，统一回答一下：有一年出去玩，住的地方晚上停电，"
                        "出门一抬头，在 {x} 看到了这辈子第一条银河，站那傻看了半个小时。"
                        "回来就买了第一台小望远镜，后来就停不下来了。"],
                 "en": ["New folks keep asking how I got into this, so: years ago on a holiday "
                        "the power went out one night, I stepped outside, and there in {x} was "
                        "the first Milky Way of my life. Stood there staring for half an hour. "
                        "Bought a little telescope as soon as I got home."],
                 "mix": ["新朋友问我怎么入坑的：有一年出去玩 停电了，出门一抬头，在 {x} 看到了 "
                         "first Milky Way，傻看了半小时。回来就买了小望远镜。"]},
        "form": ("第一次看银河", "First Milky Way", "card"),
        "guess": ({"zh": ["猜猜我第一次看到银河是在哪 [图片] 老照片了"],
                   "en": ["guess where I first saw the Milky Way [图片] old photo"],
                   "mix": ["猜猜我 first Milky Way 在哪 [图片]"]},
                  {"zh": ["西藏？", "新疆？", "老家？"],
                   "en": ["Tibet?", "your hometown?", "a desert?"]}),
        "around": {"zh": ["又想起第一次看到银河的那晚了", "好想再回去看一次当年的银河"],
                   "en": ["still think about the first time I saw the Milky Way",
                          "want to go back where I first saw it"],
                   "mix": ["好想回去再看一次 Milky Way", "first night 的银河忘不了"]},
        "passing": {"zh": ["城市里根本看不到银河", "银河季快过去了"],
                    "en": ["you can't see the Milky Way in the city at all",
                           "Milky Way season is almost over"],
                    "mix": ["city 里看不到银河"]},
        "kw": {"zh": ["谁第一次看到银河是在{x}？", "在{x}入坑的是哪位？"],
               "en": ["Who first saw the Milky Way in {x}?",
                      "Which of us got hooked on stargazing in {x}?"]},
        "part": {"zh": ["{n}第一次看到银河是在哪里？", "{n}是在哪入的坑？"],
                 "en": ["Where did {n} first see the Milky Way?",
                        "Where did {n} get hooked on stargazing?"]},
        "para": {"zh": ["{n}初次用肉眼目睹那条星河时身处何地？",
                        "{n}迷上天文的那一晚人在哪座城镇？"],
                 "en": ["In what town was {n} when the galaxy's band appeared overhead?",
                        "Where was {n} when this passion began?"]},
        "unsaid": {"zh": ["{n}第一次看到银河是哪一年？", "{n}第一次看银河时跟谁一起？"],
                   "en": ["What year did {n} first see the Milky Way?",
                          "Who was with {n} the first time?"]},
        "valq": {"zh": ["{n}是在{x}第一次看到银河的吗？"],
                 "en": ["Did {n} first see the Milky Way in {x}?"]},
    },
    "car": {
        "vals": ["坦克300", "哈弗H6", "长城炮", "理想L8", "问界M7", "五菱宏光", "Land Cruiser",
                 "Wrangler", "Outback", "Forester", "Defender", "Pajero"],
        "words": ["车", "car", "drive", "driving", "suv"],
        "one": {"zh": ["我拍星都开{x}去，后备箱能塞下全套", "换车了，现在开{x}，土路也不怕"],
                "en": ["I drive a {x} out to the sites, fits the whole rig",
                       "new car: a {x}, dirt roads are no problem now"],
                "mix": ["现在开 {x}, 全套 gear 都塞得下"]},
        "ask": {"zh": ["@{n} 你现在开的什么车？", "@{n} 你那车是啥"],
                "en": ["@{n} what are you driving these days?", "@{n} what car is that?"],
                "mix": ["@{n} 你那 car 是啥"]},
        "tease": {"zh": ["换车了！", "提新车了 以后拍星方便了"],
                  "en": ["new car!", "picked up a new car, field trips just got easier"],
                  "mix": ["new car 提了"]},
        "said": {"zh": ["@{n} 你开的是{x}吧 上次看到了"],
                 "en": ["@{n} you drive a {x}, right? saw it last time"],
                 "mix": ["@{n} 你的 car 是 {x} 吧"]},
        "notice": {"zh": ["【通知】周六拼车安排：{n}开{x}，能带三个人加器材，在回龙观集合"],
                   "en": ["【通知】Saturday carpool: {n} drives the {x}, three people plus gear, "
                          "meet at Huilongguan"]},
        "jl": ("统计一下能开车的 写车型 方便分配器材",
               ["没车", "借我爸的", "电动车不敢开远", "坐别人的"]),
        "long": {"zh": ["说下上周六的情况：下午四点从城里出发，高速有点堵，到山脚已经快七点。"
                        "最后那段土路我那辆 {x} 爬得挺轻松，后面两辆轿车差点上不去。回程三点出发，"
                        "五点半到家，油钱大家 AA 了每人四十。"],
                 "en": ["About last Saturday: left town at four, traffic on the expressway, "
                        "reached the foot of the hill close to seven. My {x} handled the last "
                        "stretch of dirt road easily, the two sedans behind nearly didn't make "
                        "it. Left at three and was home by half five."],
                 "mix": ["上周六 recap：四点出发 高速堵，快七点到山脚。最后那段 dirt road 我的 "
                         "{x} 很轻松，后面两辆 sedan 差点上不去。"]},
        "form": ("座驾", "Car", "card"),
        "guess": ({"zh": ["猜猜我提的什么车 [图片] 拍星专用"],
                   "en": ["guess what I'm driving now [图片] built for dirt roads"],
                   "mix": ["猜猜 new car 是啥 [图片]"]},
                  {"zh": ["越野？", "电车吧", "SUV？"], "en": ["an SUV?", "an EV?", "a pickup?"]}),
        "around": {"zh": ["车去保养了 这周拍不了", "车后备箱又塞不下了"],
                   "en": ["car's in for service this week",
                          "can't fit everything in the boot again"],
                   "mix": ["car 去保养了", "后备箱 full 了 塞不下"]},
        "passing": {"zh": ["远郊的路好难开", "周末出城的高速好堵"],
                    "en": ["the roads out to the sites are rough",
                           "parking at the sites is a mess"],
                    "mix": ["出城 traffic 太堵了"]},
        "kw": {"zh": ["谁开{x}去拍星？", "开{x}的是哪位？"],
               "en": ["Who drives a {x} to the sites?", "Which of us has a {x}?"]},
        "part": {"zh": ["{n}开的什么车？", "{n}去拍星开哪辆车？"],
                 "en": ["What car does {n} drive?", "What does {n} drive to the sites?"]},
        "para": {"zh": ["{n}奔赴郊外时驾驶的是哪款座驾？", "{n}载着器材出城靠的是什么交通工具？"],
                 "en": ["Which vehicle carries {n} and the equipment out of town?",
                        "What model gets {n} to remote locations?"]},
        "unsaid": {"zh": ["{n}的车是什么颜色？", "{n}的车牌尾号是多少？"],
                   "en": ["What colour is {n}'s car?", "What is {n}'s licence plate?"]},
        "valq": {"zh": ["{n}开的是{x}吗？"], "en": ["Does {n} drive a {x}?"]},
    },
    "account": {
        "vals": ["星河拾光", "夜行观星人", "今夜有星", "逐光记", "野星星", "看星星的猫",
                 "darkskydiary", "photonhunter", "stardust_lab", "nightfieldnotes", "orbitandink",
                 "deepskydad"],
        "words": ["账号", "小红书", "account", "handle", "ig", "关注", "follow"],
        "one": {"zh": ["我的小红书号叫{x}，拍的图都发那", "大家可以关注我的账号{x}"],
                "en": ["my photo account is {x}, everything goes up there",
                       "you can follow me at {x}"],
                "mix": ["我的 account 是 {x}, 求关注"]},
        "ask": {"zh": ["@{n} 你发图的账号叫啥？", "@{n} 你小红书号多少"],
                "en": ["@{n} what's your photo account?", "@{n} what's your handle?"],
                "mix": ["@{n} 你的 account 叫啥"]},
        "tease": {"zh": ["开了个账号专门发星空", "我也开始发图了"],
                  "en": ["started an account just for my astro shots",
                         "I'm posting my photos online now"],
                  "mix": ["开了个 account 发星空图"]},
        "said": {"zh": ["@{n} 你账号是{x}吧 刷到你了"],
                 "en": ["@{n} you're {x}, right? your post came up in my feed"],
                 "mix": ["@{n} 你的 account 是 {x} 吧"]},
        "notice": {"zh": ["【通知】本周群友作品推荐：{n}的账号{x}，秋季银河系列非常值得一看"],
                   "en": ["【通知】This week's member pick: {n}'s account {x}, the autumn Milky "
                          "Way series is worth a look"]},
        "jl": ("互关一下 写发图账号", ["没开", "不发图", "私号不公开", "刚注册还没名"]),
        "long": {"zh": ["最近的一点感想：发图之后才知道后期有多重要，最火的一条是七夕那晚的银河，"
                        "点赞八百多。账号名用的 {x}，起名时纠结了一周。现在每周更新两次，"
                        "评论区好多问器材的，回都回不过来。"],
                 "en": ["Some thoughts after posting for a while: you really learn how much "
                        "processing matters. My most popular post was the Milky Way on Qixi, 800 "
                        "likes. The account is {x}, took me a week to pick the name. I post twice "
                        "a week and can't keep up with the gear questions."],
                 "mix": ["发图的感想：最火的一条是七夕那晚的银河，800 多 likes。account 名叫 {x}，"
                         "起名纠结了一周。评论区全是问 gear 的。"]},
        "form": ("发图账号", "Account", "card"),
        "guess": ({"zh": ["猜猜我账号叫啥 [图片] 名字想了一周"],
                   "en": ["guess my account name [图片] took me a week to pick"],
                   "mix": ["猜猜我 account 叫啥 [图片]"]},
                  {"zh": ["带星字的？", "英文名？", "你的网名？"],
                   "en": ["something with 'star'?", "your username from here?", "in English?"]}),
        "around": {"zh": ["账号涨粉好慢", "账号又被限流了"],
                   "en": ["my account growth is so slow", "got shadowbanned again lol"],
                   "mix": ["account 涨粉好慢", "又被限流了 sad"]},
        "passing": {"zh": ["发图平台现在都要限流", "账号起名好难"],
                    "en": ["naming an account is so hard", "social media reach is terrible lately"],
                    "mix": ["account 起名好难"]},
        "kw": {"zh": ["谁的发图账号叫{x}？", "账号是{x}的是哪位？"],
               "en": ["Whose photo account is {x}?", "Which of us posts as {x}?"]},
        "part": {"zh": ["{n}发图的账号叫什么？", "{n}的小红书号是什么？"],
                 "en": ["What is {n}'s photo account called?", "What handle does {n} post under?"]},
        "para": {"zh": ["{n}在网上晒作品时用的昵称是什么？",
                        "想在平台上找到{n}的照片该搜索哪个名字？"],
                 "en": ["Under which username can people find {n}'s pictures online?",
                        "What name does {n} publish images under on social media?"]},
        "unsaid": {"zh": ["{n}的账号有多少粉丝？", "{n}的账号头像是什么？"],
                   "en": ["How many followers does {n}'s account have?",
                          "What is {n}'s profile picture?"]},
        "valq": {"zh": ["{n}的发图账号是{x}吗？"], "en": ["Is {n}'s photo account {x}?"]},
    },
    "lens": {
        "vals": ["七工匠", "永诺", "唯卓仕", "老蛙", "中一光学", "铭匠光学", "Sigma", "Samyang",
                 "Tamron", "Rokinon", "Zeiss", "Voigtlander"],
        "words": ["镜头", "广角", "lens", "wide", "焦段"],
        "one": {"zh": ["拍银河我用的是{x}的广角", "广角镜头入了{x}，边缘星点很好"],
                "en": ["for wide Milky Way shots I use a {x} lens",
                       "got a {x} wide-angle, corners are sharp"],
                "mix": ["广角 lens 入了 {x}"]},
        "ask": {"zh": ["@{n} 你拍银河那个广角是哪家的？", "@{n} 你那颗镜头什么牌子"],
                "en": ["@{n} which wide-angle lens do you use for the Milky Way?",
                       "@{n} what brand is that lens?"],
                "mix": ["@{n} 你那颗 wide lens 哪家的"]},
        "tease": {"zh": ["新广角到了", "终于入了个广角"],
                  "en": ["new wide-angle arrived", "finally got a proper wide lens"],
                  "mix": ["新 wide lens 到了"]},
        "said": {"zh": ["@{n} 你那颗广角是{x}的吧"],
                 "en": ["@{n} that wide lens of yours is a {x}, right?"],
                 "mix": ["@{n} 你的 wide lens 是 {x} 吧"]},
        "notice": {"zh": ["【通知】银河拍摄入门课：{n}带着{x}广角现场演示对焦和构图，周六傍晚集合"],
                   "en": ["【通知】Milky Way basics: {n} demos focusing and framing with the {x} "
                          "wide lens, Saturday at dusk"]},
        "jl": ("拍银河的广角镜头统计 看看能不能互借", ["套头", "手机", "没有广角", "借的"]),
        "long": {"zh": ["这次出去的一些小结：风不大但露水重，镜头加热带一直开着，电池耗得很快。"
                        "银河用的是 {x} 的广角，光圈全开，单张 15 秒，拼了 9 张全景。"
                        "回来发现左下角有点虚，下次要多拍几组。"],
                 "en": ["Notes from the trip: not windy but heavy dew, the heater strap ran all "
                        "night and ate the battery. The Milky Way was on the {x} wide lens wide "
                        "open, 15 seconds a frame, a 9-frame panorama. The bottom left corner is "
                        "soft, so more sets next time."],
                 "mix": ["这次小结：露水重，dew heater 一直开着。银河用的是 {x} 的广角，wide open "
                         "单张 15 秒，拼了 9 张 panorama。"]},
        "form": ("广角", "Wide lens", "log"),
        "guess": ({"zh": ["猜猜我这颗广角是哪家 [图片] 边缘超锐"],
                   "en": ["guess the lens [图片] corners are crazy sharp"],
                   "mix": ["猜猜这颗 lens 哪家 [图片]"]},
                  {"zh": ["原厂的？", "国产的吧", "二手的？"],
                   "en": ["first-party?", "Chinese brand?", "second hand?"]}),
        "around": {"zh": ["广角镜头起雾了", "镜头加热带又坏了一根"],
                   "en": ["my wide lens fogged up", "another dew strap died"],
                   "mix": ["lens 又起雾了", "dew strap 又坏了一根"]},
        "passing": {"zh": ["拍银河广角是必须的吗", "广角镜头好贵啊"],
                    "en": ["do you really need an ultra-wide for the Milky Way?",
                           "wide lenses are so expensive"],
                    "mix": ["广角 lens 好贵"]},
        "kw": {"zh": ["谁拍银河用{x}的镜头？", "用{x}广角的是哪位？"],
               "en": ["Who shoots the Milky Way with a {x} lens?",
                      "Which of us owns a {x} wide-angle?"]},
        "part": {"zh": ["{n}拍银河的广角是什么牌子？", "{n}用哪家的广角镜头？"],
                 "en": ["What brand is {n}'s wide-angle lens?",
                        "Which lens does {n} use for the Milky Way?"]},
        "para": {"zh": ["{n}捕捉整片星河时装在机身前的玻璃出自哪个厂家？",
                        "{n}记录大视野夜景用的光学组件是谁家的？"],
                 "en": ["Which manufacturer made the glass {n} mounts for sweeping nightscapes?",
                        "Whose optics does {n} use to capture the galactic arc?"]},
        "unsaid": {"zh": ["{n}的广角镜头焦距多少？", "{n}的广角镜头多少钱？"],
                   "en": ["What focal length is {n}'s wide lens?",
                          "How much did {n}'s wide lens cost?"]},
        "valq": {"zh": ["{n}拍银河用的是{x}镜头吗？"], "en": ["Does {n} use a {x} lens?"]},
    },
}


KINDS = list(TOPICS)

# The group's own words, none a value: the observing sites near Beijing, where carpools meet,
# the objects of ordinary talk (none a topic's value).
SITES = {"zh": ["怀柔水库边", "延庆老地方", "密云石城", "灵山脚下", "白河堡", "古北口"],
         "en": ["the Huairou spot", "Yanqing", "Miyun", "Lingshan", "Baihebao", "Gubeikou"]}
SPOTS = ["回龙观", "望京", "西二旗", "五道口", "草房", "亦庄"]
DEEP = ["M31", "M42", "M45", "M13", "M27", "M57", "IC 1805", "NGC 869", "M15", "M2"]
OBJS = {"zh": ["M31", "M42", "M45", "M13", "M27", "M57", "IC 1805", "NGC 869", "土星", "木星",
               "月面", "仙女座", "双星团", "银河拱桥"],
        "en": ["M31", "M42", "M45", "M13", "M27", "M57", "IC 1805", "NGC 869", "Saturn", "Jupiter",
               "the Moon", "the Double Cluster", "Andromeda"]}

MORNING = {"zh": ["早", "早上好", "早早早", "早呀", "早 昨晚只睡了{n1}个小时", "早 外面{mtemp}度",
                  "早 昨晚拍到{small}点", "早 今天{mtemp}度 晴", "早 {mtemp}度 有点凉"],
           "en": ["morning!", "gm", "morning all", "good morning", "morning, {mtemp} degrees out",
                  "morning, slept {n1} hours", "morning, {mtemp}C here"],
           "mix": ["早 gm", "morning 早", "早 coffee 续命", "早 {mtemp}度 nice"]}
NIGHT = {"zh": ["晚安", "睡了睡了", "溜了 晚安", "晚安安", "晚安 明天{n1}点起"],
         "en": ["night all", "gn", "off to bed", "night, up at {n1} tomorrow"],
         "mix": ["晚安 gn", "睡了 night", "gn 晚安安"]}
VERDICT = {"go": ["晴夜加暗夜，出发！拼车接龙见", "难得的好天，能去的去", "周末好天，冲"],
           "home": ["晴但月亮亮，阳台拍拍行星和月面", "工作日就在家附近拍吧",
                    "晴夜但有月，窄带可以"],
           "hazy": ["透明度一般，拍拍月亮行星", "有霾，深空就算了"],
           "cloud": ["云多，大概率拍不了", "今晚歇了，整理数据吧"],
           "rain": ["有雨，器材收好", "下雨，休息"],
           "camp": ["营地天气如上，大家注意保暖", "营地今晚情况如上"]}
FC_REACT = {"go": {"zh": ["冲！", "今晚去", "终于晴了", "请好假了哈哈", "可惜明天要上班",
                          "等了{n1}周了", "{late}点出发", "今晚{n1}个人？"],
                   "en": ["finally clear!", "I'm in", "can't tonight, work tomorrow", "let's go",
                          "leaving at {late}"],
                   "mix": ["冲冲冲 let's go", "今晚 clear 了", "finally 晴了"]},
            "home": {"zh": ["月亮太亮了", "阳台走起", "拍个木星吧", "这月光 深空别想了",
                            "月亮 {pct}% 还拍啥"],
                     "en": ["moon's too bright", "balcony night then", "planets it is",
                            "{pct}% moon, no thanks"],
                     "mix": ["balcony night 走起", "moon 太亮了"]},
            "hazy": {"zh": ["这霾…", "透明度 2 也叫晴？", "拍月亮吧", "AQI {n2}0 算了"],
                     "en": ["that haze though", "moon and planets only"],
                     "mix": ["haze 太重了"]},
            "cloud": {"zh": ["又阴了😭", "这天气…", "那就修图吧", "连续阴了{n1}天了"],
                      "en": ["clouds again", "ugh", "processing night then"],
                      "mix": ["又 cloudy 了", "修图 night"]},
            "rain": {"zh": ["下吧下吧", "正好休息", "器材在车上 赶紧收", "雨下到明天{n1}点"],
                     "en": ["rain, great", "rest night"],
                     "mix": ["rain 正好休息"]},
            "camp": {"zh": ["收到", "营地见", "多穿点"],
                     "en": ["got it", "see you at camp"],
                     "mix": ["收到 see you"]}}
CARPOOL = ["开车 余{seats}座", "蹭车", "自驾", "晚点到", "开车 满了", "坐地铁到集合点", "带目视镜",
           "只待到十二点", "蹭车 带赤道仪", "自驾 十点后到"]
# a night out: arriving and setting up, the hours of shooting, packing up
FIELD = {"start": {"zh": ["到了 在架设", "到了 风不大", "架好了 等天黑",
                          "北极校准完 误差 {n1}′{n2}″", "对焦 HFR {hfr}"],
                   "en": ["here, setting up", "arrived, not much wind",
                          "polar alignment done, {n1} arcmin off", "focus HFR {hfr}"],
                   "mix": ["到了 setting up", "polar alignment 搞定 误差 {n1}′"]},
         "mid": {"zh": ["导星 RMS {rms}″", "温度 {temp}℃ 湿度 {pct}%", "露水好重 加热带开到最大",
                        "[图片] 首张 {exp}s", "银河肉眼可见！", "风有点大 星点拖了",
                        "第 {cnt} 张了", "电池还剩 {pct}%", "有车灯 这张废了", "冷死了",
                        "卫星划过去三条😂", "[图片] 手机随手拍的银河", "中天了 开始主拍",
                        "[图片] 导星曲线", "中场休息 泡面", "子午翻转了", "有人带充电宝吗"],
                 "en": ["guiding at {rms}\" rms", "{temp}°C and dropping",
                        "dew everywhere, heater on max", "[图片] first sub, {exp}s",
                        "Milky Way naked eye!!", "wind is killing my stars", "sub {cnt} done",
                        "battery at {pct}%", "someone's headlights ruined a frame", "so cold",
                        "[图片] quick phone shot", "meridian flip done"],
                 "mix": ["guiding {rms}″ 还行", "露水 crazy 加热带全开",
                         "[图片] first light {exp}s", "sub {cnt} 了 still going"]},
         "end": {"zh": ["开始拍平场", "撤了 收拾中", "收工", "云上来了 撤"],
                 "en": ["starting flats", "packing up", "calling it a night"],
                 "mix": ["packing up 了 冷死", "flats 拍完 收工"]}}
HOME_REACT = {"zh": ["羡慕", "好好拍", "等图", "明天要看成片", "在家看你们直播",
                     "等图 {late}点前发？"],
              "en": ["jealous", "good luck out there", "waiting for pics",
                     "post pics before {late}?"],
              "mix": ["羡慕 jealous", "等 pics"]}
HOME_AGAIN = {"zh": ["到家了", "安全到家", "到家 洗洗睡了"], "en": ["home safe", "made it home"],
              "mix": ["到家了 home safe"]}
RESULTS = {"zh": ["[图片]\n昨晚的 {deep}，{cnt}×{exp}s，还没仔细修",
                  "[图片] 昨晚成片 {deep} 叠了 {cnt} 张", "[图片][图片] 昨晚收获 {deep} 和银河"],
           "en": ["[图片]\nlast night's {deep}, {cnt}×{exp}s, rough edit",
                  "[图片] {deep} from last night, {cnt} subs"],
           "mix": ["[图片] 昨晚的 {deep} rough edit", "[图片] {deep} {cnt} subs 叠的"]}
PRAISE = {"zh": ["太强了", "好看", "这星点可以", "哇", "羡慕", "细节好多", "{cnt} 张就这效果？",
                 "这张给 {n1} 分", "才 {n1} 小时就这样了"],
          "en": ["wow", "stunning", "nice stars", "so good", "10/10", "only {n1} hours of data?"],
          "mix": ["太强了 wow", "好看 nice", "{n1} 小时 data 就这样 wow"]}
BALCONY = {"zh": ["[图片] 阳台拍的木星 {cnt} 帧叠加", "月亮太亮 只能拍窄带", "[图片] 今晚的月面",
                  "阳台光害 {n1} 等 哭了", "土星环好清楚", "在楼顶拍 风好大",
                  "阳台只能看到{n1}颗星", "阳台 {late}:{mm} 土星过中天",
                  "[图片] 木星 {n1} 个卫星都看到了"],
           "en": ["[图片] Jupiter from the balcony, {cnt} frames stacked",
                  "moon's too bright for broadband", "[图片] the Moon tonight",
                  "Saturn's rings look crisp tonight", "rooftop session, windy",
                  "[图片] Saturn at {late}:{mm}", "seeing {n1}/5 on the balcony"],
           "mix": ["[图片] 阳台 Jupiter {cnt} frames", "moon 太亮了 只能 narrowband"]}
GEAR = {"zh": ["赤道仪回差有点大 怎么调", "出一个 {n1}0mm 导星镜 {price} 元",
               "加热带买 {n1} 根够不够", "极轴镜要不要校准一下", "电池续航只有 {n1} 小时 不够用",
               "平场板 {price} 值吗", "有没有人用过电动调焦", "滤镜轮卡住了", "导星线又断了",
               "收了个二手赤道仪 {price}", "周末把赤道仪拆开加了油", "三脚架要不要换碳纤维的",
               "求一根 {n1} 米的USB线", "电池 {n2}Ah 够一晚吗", "滤镜 {n1}nm 和 {n1}nm 差多少",
               "导星镜 {n2}0mm 焦距够吗", "二手赤道仪 {price} 能收吗"],
        "en": ["anyone tuned backlash on their mount?",
               "selling a {n1}0mm guide scope, {price} yuan", "how many dew straps do I need",
               "is a flat panel worth {price}?", "my battery only lasts {n1} hours",
               "electronic focuser worth it?", "filter wheel is stuck again",
               "picked up a used mount for {price}", "is a {n2}Ah battery enough for a night?",
               "{n1}nm or {n1}nm filters?", "would you pay {price} for a used mount?"],
        "mix": ["赤道仪 backlash 怎么调", "guide scope 出了 {price}", "flat panel 值得买吗",
                "USB hub 又掉线", "{n2}Ah 的 battery 够吗"]}
PROCESS = {"zh": ["这张叠了 {cnt} 张 还是好多噪点", "平场没拍好 有暗角", "[图片] 修图前后对比",
                  "拉伸拉过了 星点都胖了", "背景梯度去不干净", "今晚不拍 修上周的数据",
                  "颜色调了 {n1} 遍 还是偏绿", "去星点之后好看多了",
                  "叠了 {cnt} 张 用了 {n1} 个小时", "暗场 {n2} 张够吗", "拉伸到第 {n1} 步就崩了"],
           "en": ["stacked {cnt} subs and it's still noisy",
                  "my flats are off, vignetting everywhere", "[图片] before and after",
                  "overstretched it, stars are bloated", "can't get rid of the gradient",
                  "processing last week's data tonight", "colour balance still too green",
                  "took {n1} hours to stack", "are {n2} darks enough?"],
           "mix": ["[图片] before/after 对比", "gradient 去不掉 烦", "flats 没拍好",
                   "stack 了 {n1} 个小时"]}
LIFE = {"zh": ["中午吃啥", "楼下新开了家面馆 {n2} 块一碗", "孩子今天又感冒了", "快递丢了",
               "明天降温 记得穿厚点", "猫把我的星图撕了", "好困", "今天 {mtemp} 度 舒服",
               "外卖等了 {n2} 分钟", "今天走了 {n2}00 步", "房租又涨了 {price}"],
        "en": ["what's for lunch", "parcel went missing", "kid's off sick today", "so sleepy",
               "nice weather today", "lunch was {n2} yuan", "waited {n2} minutes for delivery"],
        "mix": ["lunch 吃啥", "好困 so sleepy", "快递 lost 了", "外卖 {n2} 分钟 still not here"]}
WORK = {"zh": ["今天加班到 {late} 点", "地铁又挤爆了", "下班下班", "开会开了 {n1} 个小时",
               "周末有人打球吗", "地铁上挤了 {n2} 分钟", "今天 {n1} 个会"],
        "en": ["working late again", "metro was packed", "meeting ran {n1} hours", "long day",
               "anyone playing badminton this weekend?", "commute took {n2} minutes",
               "{n1} meetings today"],
        "mix": ["今天 overtime 到 {late} 点", "好累 long day", "meeting 开了 {n1} 小时",
                "{n1} 个 meeting 累死"]}
OFF = {"zh": ["睡到中午", "带孩子去公园了", "回趟老家", "在家大扫除", "出去吃火锅了",
              "假期余额不足", "睡了 {n1}0 个小时", "带娃逛了 {n1} 个小时"],
       "en": ["slept till noon", "took the kids to the park", "cleaning the flat all day",
              "hotpot tonight", "slept {n1}0 hours lol"],
       "mix": ["睡到 noon 哈哈", "hotpot 走起"]}
CHAT = {"zh": ["今年秋天晴天好少", "看了眼卫星云图 {pct}% 的云", "光害地图又更新了",
               "有人看到昨晚的火流星吗", "国际空间站明晚过境 {eve}:{mm}", "这周的视宁度都不行",
               "木星冲日快到了", "想去远一点的地方拍", "白天在家测试一下设备",
               "下个新月是 {dd} 号吧", "今晚月亮几点落", "今晚云量预报 {pct}%", "这周就{n1}个晴夜",
               "月亮{late}点才落", "光害 {n1} 等的地方都难找", "下个新月还有 {n1} 天",
               "明天最低 {temp} 度"],
        "en": ["so few clear nights this autumn", "satellite map shows {pct}% cloud",
               "light pollution map got an update", "ISS pass tomorrow night at {eve}:{mm}",
               "seeing has been bad all week", "did anyone see the fireball last night?",
               "only {n1} clear nights this week", "{pct}% cloud forecast tonight",
               "moon sets at {late}:{mm}", "new moon in {n1} days", "low of {temp} tomorrow"],
        "mix": ["ISS 明晚 {eve}:{mm} 过境", "seeing 一直不好", "秋天 clear nights 太少了",
                "这周 only {n1} 个晴夜", "cloud {pct}% 唉"]}
PINGS = {"zh": [("@{m} 今晚去吗", "去 九点左右到"), ("@{m} 导星线还在你那吗", "在的 下次带给你"),
                ("@{m} 上次的数据发我一份", "晚上传网盘"), ("@{m} 周六有空吗", "有 怎么了"),
                ("@{m} 你那个加热带还有多的吗", "有一根 拿去"),
                ("@{m} 到家没", "到了 {small}:{mm} 到的"),
                ("@{m} 你的赤道仪借我用两天？", "行 明天拿")],
         "en": [("@{m} coming tonight?", "yep, there around nine"),
                ("@{m} still got my guide cable?", "yes, bringing it next time"),
                ("@{m} can you send me the data?", "uploading tonight"),
                ("@{m} home safe?", "yep, got in at {small}:{mm}"),
                ("@{m} free on Saturday?", "should be, why")],
         "mix": [("@{m} 今晚 coming 吗", "来 9 点到"), ("@{m} data 发我一份", "ok 晚上传")]}
REPEAT = ["晴了！", "冲冲冲", "羡慕", "太强了", "+1", "好耶", "哈哈哈哈", "yyds", "nice!!",
          "🌌🌌🌌", "绝了", "awesome", "respect", "[图片]"]
QUOTE_RE = {"zh": ["同意", "真的", "哈哈哈 是的", "我也是", "确实", "+1"],
            "en": ["same here", "true", "lol yes", "agreed", "+1"],
            "mix": ["真的 same", "确实 true"]}
# a thread's answers to its first line, by the first line's table
ANSWER_RE = {"chat": {"zh": ["没注意", "真的假的", "哈哈", "我也想知道", "是啊", "唉",
                             "看了 {pct}%", "我这边 {pct}% 云", "查了下 {n1} 天后才晴"],
                      "en": ["no idea", "really?", "haha", "same question", "yeah", "didn't notice",
                             "{pct}% here too"],
                      "mix": ["真的 really", "哈哈 same"]},
             "life": {"zh": ["辛苦了", "哈哈哈", "同", "我也是", "抱抱", "走起",
                             "我也是 {late} 点才下班"],
                      "en": ["same", "lol", "hang in there", "ugh same", "same, {n1} meetings"],
                      "mix": ["辛苦 hang in there", "same 哈哈"]},
             "gear": {"zh": ["我也遇到过", "换根线试试", "这个价还行", "先拍一组测试",
                             "重装一下驱动", "问问卖家", "我那根用了 {n1} 年了", "{price} 可以入"],
                      "en": ["had the same issue", "try another cable", "that price is fair",
                             "reinstall the driver maybe", "{price} is a fair price"],
                      "mix": ["换根 cable 试试", "price 还行"]}}
LONG_TALK = {"zh": ["分享一下周末的情况：周六下午三点出发，路上堵了一个多小时，到延庆已经七点。"
                    "架设花了四十分钟，十点开始拍，一直拍到三点半，一共 {cnt} 张 {exp} 秒。温度从 "
                    "{temp} 度掉到零度左右，露水特别重，加热带一直开着。回来一叠，效果还行，"
                    "就是有两条卫星轨迹。",
                    "给新人的一点建议：先别急着买大镜子，一台稳的赤道仪比什么都重要。"
                    "北极校准学会了再说导星，导星稳了再说长曝光。"
                    "第一年拍拍月亮行星和亮的星团就很好，M42、M31、M45 都是入门好目标。"
                    "预算的话赤道仪占一半，别省。",
                    "这个月的天气统计了一下：{dd} 天里只有 {n1} 个晴夜，其中有 {n1} 个还赶上月亮。"
                    "能出去拍的基本就剩周末那两次。十月份据说会好一点，大家可以把假期留着。",
                    "今天下午把所有电池都测了一遍，{n1} 块里有两块已经不行了，标称 {n2}Ah "
                    "实际只剩一半。冬天要来了，低温下掉电更快，建议大家出发前都充满，"
                    "再多带一块备用。"],
             "en": ["Quick recap of Saturday: left at three, sat in traffic for over an hour and "
                    "got to Yanqing around seven. Setup took forty minutes, shot from ten until "
                    "half three, {cnt} subs of {exp}s. Temperature dropped from {temp} to about "
                    "zero and the dew was brutal.",
                    "A tip for the new folks: don't rush to buy a big scope, a solid mount "
                    "matters more than anything. Learn polar alignment first, then guiding, then "
                    "long exposures. M42, M31 and M45 are great first targets.",
                    "Tested all the batteries this afternoon: two of the {n1} are done, rated "
                    "{n2}Ah and holding maybe half. Cold weather is coming, so charge everything "
                    "before you leave."],
             "mix": ["周六 recap：三点出发 traffic 堵了一个多小时，七点到延庆。setup 四十分钟，"
                     "十点拍到三点半，{cnt} subs × {exp}s。露水 brutal，加热带一直开着。",
                     "新人 tips：先别买大镜子，mount 最重要。先学 polar alignment，再学 guiding。"
                     "M42、M31 都是好目标。"]}
IMAGES = ["[图片]", "[图片][图片]", "[表情]", "[动画表情]", "[图片][图片][图片]"]
GENERIC_LOG = {"zh": "【观测记录】\n日期：{date}\n地点：{site}\n拍摄对象：{obj}\n曝光：{exp}s × "
                     "{cnt}\n温度：{temp}℃\n备注：{note}",
               "en": "[Obs log]\nDate: {date}\nSite: {site_en}\nObject: {obj_en}\nExposure: "
                     "{exp}s x {cnt}\nTemp: {temp}C\nNotes: {note_en}"}
NOTES = {"zh": ["风大 星点拖", "露水重", "视宁度一般", "后半夜云上来了", "状态不错"],
         "en": ["windy", "heavy dew", "average seeing", "clouds after 2am", "good night overall"]}
MOTTOS = ["晴天就是好心情", "随缘拍星", "下一个晴夜见", "器材党", "慢慢来"]
RIGS = ["折射 + 赤道仪", "折射 + 导星", "牛反 + 赤道仪", "单反 + 星野赤道仪", "目视为主"]
DISTRICTS = ["朝阳", "海淀", "昌平", "通州", "丰台", "大兴"]

# The group's calendar: the Mid-Autumn festival, the open night, the National Day camp, the
# meteor showers and a filter group buy.
SPECIAL = {"mid_autumn": {"zh": ["中秋快乐", "[图片] 今晚的月亮 {cnt} 帧叠加",
                                 "月饼吃了 {n1} 个 撑", "这月亮亮得拍不了深空哈哈", "赏月去了",
                                 "[图片] 楼顶的月亮"],
                          "en": ["happy mid-autumn!", "[图片] full moon tonight",
                                 "mooncakes everywhere"],
                          "mix": ["中秋快乐 happy mid-autumn", "[图片] 月亮 full moon"]},
           "open_night": {"zh": ["来了好多小朋友", "排队排到 {n1}0 米外",
                                 "[图片] 小朋友第一次看土星", "讲解讲到嗓子哑了",
                                 "有个小朋友问土星是不是假的😂", "[图片] 现场"],
                          "en": ["so many kids here", "the queue is massive",
                                 "[图片] a kid seeing Saturn for the first time"],
                          "mix": ["[图片] open night 现场", "kids 太多了 哈哈"]},
           "leave": {"zh": ["出发了 高速有点堵", "出发！", "服务区吃个饭"],
                     "en": ["on the road", "leaving now"],
                     "mix": ["出发了 on the road"]},
           "arrive": {"zh": ["到营地了 [图片]", "到了 营地好大"],
                      "en": ["made it to camp [图片]", "here!"],
                      "mix": ["到营地了 [图片] finally"]},
           "pitch": {"zh": ["帐篷搭好了", "风好大 帐篷差点飞了", "营地有信号 惊了"],
                     "en": ["tent's up", "so windy"],
                     "mix": ["tent 搭好了"]},
           "dinner": {"zh": ["烤串走起", "泡面配烤肠", "[图片] 晚饭"],
                      "en": ["bbq time", "[图片] dinner"],
                      "mix": ["bbq 走起"]},
           "cloudy": {"zh": ["今晚云有点多", "云太厚 在帐篷里打牌", "等云散"],
                      "en": ["clouds rolling in", "cards in the tent"],
                      "mix": ["云太厚 cards 走起"]},
           "dawn": {"zh": ["早上起来帐篷上全是霜", "半夜 {temp} 度", "[图片] 营地日出"],
                    "en": ["frost on the tent this morning", "[图片] sunrise at camp"],
                    "mix": ["帐篷上全是 frost"]},
           "day": {"zh": ["补觉中", "白天在营地晒太阳", "[图片] 营地的银河", "下午去草原走走"],
                   "en": ["catching up on sleep", "[图片] Milky Way over the camp"],
                   "mix": ["补觉 zzz"]},
           "pack": {"zh": ["收帐篷了", "回程了 堵车", "撤营 [图片]"],
                    "en": ["packing the tent", "heading home"],
                    "mix": ["回程了 traffic 好堵"]},
           "draconids": {"zh": ["天龙座流星雨 看了半小时 一颗没有", "据说今年 ZHR 只有 {n1}",
                                "看到一颗！"],
                         "en": ["Draconids were a bust for me", "saw one! just one"],
                         "mix": ["Draconids 一颗没看到"]},
           "orionids": {"zh": ["数到 {n1} 颗了", "[图片] 拍到一颗亮的", "月亮太亮 只能看到亮的",
                               "一小时 {n2} 颗？没有吧"],
                        "en": ["counted {n1} so far", "[图片] caught a bright one",
                               "moon's washing them out"],
                        "mix": ["数到 {n1} 颗 so far", "[图片] 拍到一颗 bright 的"]}}
# the organiser's own notices of the calendar, each with a 接龙 after it
NOTICES = {"group_buy": ("【通知】窄带滤镜团购，本月底截单，接龙写型号和数量，满 {n1} 件有折扣",
                         "窄带滤镜团购",
                         ["Ha 7nm ×1", "双窄带 ×1", "OIII ×1", "UV/IR ×2", "SII ×1",
                          "光害滤镜 ×1"]),
           "open_night": ("【通知】9月29日周六 社区天文开放夜，18:30 在社区广场，需要志愿者 {n1} "
                          "名，带目视镜的优先，接龙报名", "开放夜志愿者",
                          ["讲解", "维持秩序", "带目视镜", "拍照", "发小册子", "管排队"]),
           "camp": ("【通知】国庆木兰围场露营 10月2日-4日，营地 {price} 元/晚，最低气温零下 {n1} "
                    "度注意保暖，接龙报名", "国庆露营",
                    ["两晚", "三晚", "只去一晚", "带帐篷", "睡车里", "开车 余{seats}座"]),
           "orionids": ("【通知】10月21日晚猎户座流星雨之夜，在延庆老地方，月亮较亮，以目视为主，"
                        "接龙报名", "流星雨之夜",
                        ["去", "看天气", "在家阳台看", "带孩子", "晚点到"])}
NOTICE_ACK = ["收到", "收到！", "好的", "收到收到", "👌", "ok", "got it"]

TERSE = {"zh": ["{x}", "{x}哈哈", "是{x}", "{x}吧", "就{x}"],
         "en": ["{x}", "{x} lol", "it's {x}", "{x} :)"],
         "mix": ["{x} 哈哈", "是 {x} lol"]}
LATE = {"zh": ["才看到 @{a} {x}", "刚看到消息 @{a} 是{x}"],
        "en": ["just saw this @{a} {x}", "sorry just saw it @{a} {x}"],
        "mix": ["才看到 @{a} it's {x}"]}
SPLIT_TAIL = {"zh": ["{x}", "是{x}", "就是{x}"],
              "en": ["{x}", "it's {x}"],
              "mix": ["{x} 哈哈", "是 {x}"]}
NUDGE = {"zh": ["快说", "然后呢", "？？"], "en": ["which?", "go on", "and?"], "mix": ["快说 go on"]}
CONFIRM = {"zh": ["对的", "是的哈哈", "嗯嗯没错", "你怎么知道的😂"],
           "en": ["yep", "haha yes", "that's right"],
           "mix": ["对 yep", "没错 haha"]}
FIX_NOW = {"zh": ["打错了，不是{y}，是{x}", "更正一下：{x}，不是{y}"],
           "en": ["typo, not {y}, it's {x}", "correction: {x}, not {y}"],
           "mix": ["打错了 not {y}, 是 {x}"]}
FIX_LATE = {"zh": ["昨晚说错了，不是{y}，是{x}", "早，纠正一下昨晚的：{x}，不是{y}"],
            "en": ["I said it wrong last night: not {y}, it's {x}",
                   "morning, correction to last night: {x}, not {y}"],
            "mix": ["昨晚说错了 not {y}, it's {x}"]}
REVEAL = {"zh": ["揭晓：{x}", "哈哈 是{x}", "公布答案：{x}"],
          "en": ["reveal: {x}", "answer: {x}", "haha it's {x}"],
          "mix": ["reveal 一下 是{x}", "答案 {x} 哈哈"]}
REACT = {"zh": ["好家伙", "可以啊", "牛", "哈哈哈", "👍", "不错不错", "第{n1}次看到了哈哈",
                "点{n1}个赞"],
         "en": ["nice", "oh cool", "lol", "👍", "sweet"],
         "mix": ["nice 哈哈", "可以啊 cool"]}


RIGS_EN = ["refractor + mount", "refractor + guiding", "Newtonian + mount", "DSLR + star tracker",
           "mostly visual"]
MOTTOS_EN = ["clear skies", "one more sub", "see you next new moon", "gear nerd", "slow and steady"]


# turns a member might send the bot: no member, nothing of the group's past
CHATTER = ["怎么计算望远镜的极限星等？",
           "How do I polar align when Polaris is hidden behind a building?",
           "帮我把“今晚云量太高，活动取消”翻译成英文", "Translate 'dew heater' into Chinese",
           "帮我写一条周末观星活动的报名通知，语气活泼一点", "300秒乘以40张一共是多少小时？",
           "早上好！", "What's the difference between a refractor and a reflector?",
           "焦距400mm配APS-C画幅，视场大概多大？",
           "Give me a packing list for a night of astrophotography in autumn", "月相是怎么形成的？",
           "写一首关于星空的五言绝句", "How many arcseconds are in one degree?",
           "帮我算一下：焦距 560mm，像元 3.76 微米，像素比例是多少？",
           "What does 'seeing' mean in astronomy?", "赤道仪和经纬仪有什么区别？",
           "Write a short thank-you note to volunteers after a public stargazing night",
           "把“导星”翻译成英文怎么说？", "晚上好呀", "What is the Bortle scale?",
           "一年有几次流星雨比较值得看？", "Explain what a meridian flip is in two sentences",
           "帮我想个天文社团的口号", "12乘以180秒，再加上20张暗场，总共多少张照片？",
           "How long does light from the Andromeda galaxy take to reach us?", "什么是天文晨昏？",
           "Can you suggest a name for a stargazing club newsletter?",
           "帮我润色一下这句话：今晚的星星特别亮", "土星环为什么有时候看不见？",
           "What temperature should I cool an astro camera to?", "怎么判断今晚适不适合拍深空？",
           "Translate 'light pollution' into Japanese", "用一句话解释什么是光年",
           "What's a good beginner book on observing?", "帮我写一段朋友圈文案，配一张银河的照片",
           "Is it safe to look at the Sun through a telescope?", "北极星在哪个方向？怎么找？",
           "Summarise how to take flat frames", "给小学生讲星座，有什么好玩的小故事？",
           "What is an f-ratio and why does it matter?", "你好", "hello there", "谢谢你", "thanks!",
           "早", "good night", "一个 2000mAh 的电池给 12W 的加热带能用多久？",
           "How do I convert 45 minutes into seconds?",
           "帮我把这段英文翻成中文：clear skies and steady seeing",
           "What causes the twinkling of stars?", "写一封邮件向营地老板咨询十月的价格",
           "What is the best time of year to see the Milky Way core?",
           "帮我列一个露营要带的东西清单", "How do I clean dust off a camera sensor safely?",
           "星等每差一等亮度差多少倍？",
           "Draft a polite message asking someone to return borrowed gear", "什么是窄带滤镜？",
           "What's the difference between LRGB and narrowband imaging?",
           "帮我算一下从北京到张家口大概开几个小时",
           "Recommend some stretches for standing outside all night", "怎么用手机拍月亮？",
           "What does HFR mean in focusing?", "把“月落时间”翻译成英文",
           "Give me three fun facts about Jupiter", "冬天户外怎么给电池保温？",
           "Write a haiku about a cloudy night", "一光年大约多少公里？",
           "How do I read a star chart?", "帮我写个请假条，明天要早点走", "What's 15% of 2,400?",
           "给我讲讲黑洞是什么", "How far is the Moon from Earth?", "火星什么时候离地球最近？",
           "Can you explain what guiding RMS means?", "帮我把下周的观测计划整理成表格",
           "What is a Messier object?", "早安，今天天气怎么样？",
           "Tell me a joke about astronomers", "为什么秋天的夜空星星少？",
           "How do satellites affect long-exposure photos?", "“我们下次晴天见”用英文怎么说？",
           "What is astronomical twilight?", "帮我算 7 个人平摊 1260 元每人多少",
           "Explain the difference between a comet and an asteroid", "怎么给望远镜准直？",
           "What should I eat before an all-night session?", "写一段开放夜的开场白，两分钟左右",
           "How do I stack photos on a laptop?", "什么是视宁度，怎么看预报？",
           "Write a checklist for setting up an equatorial mount", "晚安", "Good morning!",
           "帮我起个观星小组的群名", "What is the zodiacal light?"]
# things nobody in the group had or did
NOBODY = ["谁家里装了天文台圆顶？", "谁拍到过极光？", "谁有一台射电望远镜？",
          "谁发现过一颗新彗星？", "谁养了一只鹦鹉？", "谁参加过天文奥赛？", "谁的赤道仪被偷了？",
          "谁被请去天文台做讲座了？", "Who owns a 16-inch Dobsonian?",
          "Who has a solar telescope with an H-alpha filter?", "Who flew a drone over the camp?",
          "Who took a hot-air balloon ride this autumn?", "Who named a minor planet?",
          "Who went to the Arctic to see the aurora?",
          "Who sold a whole observatory on the second-hand market?",
          "Who got a telescope as a wedding gift?"]


def _cut(text: str, drop: tuple[str, ...]) -> str:
    """`text` without the names, values and phrases in `drop` (any case)."""
    for d in sorted((d for d in drop if d), key=len, reverse=True):
        text = re.sub(re.escape(d), " ", text, flags=re.IGNORECASE)
    return text


def _an(text: str) -> str:
    """English's "an" before a name that starts with a vowel ("an Askar")."""
    return re.sub(r"\ba (?=[AEIOU])", "an ", text)


def _lang(text: str, drop: tuple[str, ...], detail: str = "") -> str:
    """A line's language with `drop` and the detail cut out, image markers and a reply
    quote's head left aside; a line of the detail alone takes the detail's script."""
    s = QUOTE.sub("", MARKS.sub(" ", _cut(text, (*drop, detail))).strip())
    cjk, lat = bool(CJK.search(s)), bool(LATIN.search(s))
    if cjk and lat:
        return "mix"
    if lat:
        return "en"
    if cjk:
        return "zh"
    return "en" if detail and detail.isascii() else "zh"


def _content(text: str, drop: tuple[str, ...]) -> tuple[set[str], set[str]]:
    """A text's English content words (stemmed, the stop list aside) and Chinese pairs."""
    s = _cut(text, drop).lower()
    words = {stem(w) for w in re.findall(r"[a-z]+", s) if len(w) > 1} - STOP_STEMS
    return words, pairs(s)


def _shares(a: str, b: str, drop: tuple[str, ...]) -> bool:
    wa, pa = _content(a, drop)
    wb, pb = _content(b, drop)
    return bool(wa & wb or pa & pb)


def _at(d: int, h: float) -> float:
    return T0 + d * DAY + h * HOUR


def _day(t: float) -> int:
    return int((t - T0) // DAY)


def _date(d: int) -> str:
    import datetime as dt

    return (dt.date(2029, 8, 27) + dt.timedelta(days=d)).strftime("%m-%d")


def _clock(h: float) -> str:
    h %= 24
    minutes = round(h * 60) % (24 * 60)
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _poisson(rng: random.Random, lam: float) -> int:
    limit, k, p = math.exp(-lam), 0, rng.random()
    while p > limit:
        k += 1
        p *= rng.random()
    return k


def _pick_lang(rng: random.Random, who: str) -> str:
    r = rng.random()
    return "en" if r < EN[who] else "mix" if r < EN[who] + MIX[who] else "zh"


def _pick(rng: random.Random, table: dict[str, list[Any]], lang: str) -> Any:
    return rng.choice(table.get(lang) or table["zh"])


def _who(rng: random.Random, but: tuple[str, ...] = ()) -> str:
    pool = [m for m in MEMBERS if m not in but]
    return rng.choices(pool, weights=[TALK[m] for m in pool])[0]


def _fill(rng: random.Random, text: str, d: int = 0, **kw: Any) -> str:
    """Numbers and the group's words into an ordinary line's slots."""
    if "{" not in text:
        return text
    low = 15 - 0.27 * d  # the night's low falls from 15 to 0 over the weeks
    vals: dict[str, Any] = {
        "n1": rng.randint(2, 9), "n2": rng.randint(10, 99), "cnt": rng.randint(12, 90),
        "exp": rng.choice([60, 120, 180, 240, 300, 600]), "seats": rng.randint(1, 3),
        "pct": rng.randint(8, 96), "price": rng.randint(3, 60) * 50,
        "rms": f"{rng.uniform(0.35, 1.3):.2f}", "hfr": f"{rng.uniform(1.6, 3.4):.2f}",
        "mm": f"{rng.randint(0, 59):02d}", "dd": rng.randint(1, 28), "late": rng.randint(19, 23),
        "small": f"{rng.randint(0, 4):02d}", "eve": rng.randint(19, 22),
        "date": _date(d), "site": rng.choice(SITES["zh"]), "site_en": rng.choice(SITES["en"]),
        "obj": rng.choice(OBJS["zh"]), "obj_en": rng.choice(OBJS["en"]), "deep": rng.choice(DEEP),
        "temp": rng.randint(round(low) - 3, round(low) + 3),
        "mtemp": round(low) + rng.randint(2, 7),
        "note": rng.choice(NOTES["zh"]), "note_en": rng.choice(NOTES["en"]),
    }
    vals.update(kw)
    return text.format(**vals)


def _gap(rng: random.Random, median: float = 40.0) -> float:
    return min(900.0, max(3.0, rng.lognormvariate(math.log(median), 0.9)))


class _Gen:
    """The records of the conversation as it is written: (time, who, text, fact, role)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.recs: list[tuple[float, str, str, int, str]] = []

    def add(self, t: float, who: str, text: str, k: int = -1, role: str = "") -> None:
        self.recs.append((t, who, _an(text), k, role))

    def say(self, t: float, who: str, table: dict[str, list[str]], d: int = 0, **kw: Any) -> None:
        line = _pick(self.rng, table, _pick_lang(self.rng, who))
        self.add(t, who, _fill(self.rng, line, d, **kw))


# -- the sky: the moon's phase and a chain of weather, night by night ------------------


def _sky(rng: random.Random) -> list[dict[str, Any]]:
    """Each night's sky: the weather (a Markov chain), the moon's age, light, rise and
    set (its mean motion from a known new moon), the hours of dark without it, and the
    night's class (go, home, hazy, cloud, rain, camp)."""
    chain = {"clear": (0.64, 0.17, 0.14, 0.05), "hazy": (0.42, 0.3, 0.21, 0.07),
             "cloudy": (0.4, 0.12, 0.32, 0.16), "rain": (0.58, 0.05, 0.27, 0.1)}
    states = ("clear", "hazy", "cloudy", "rain")
    weather = "clear"
    nights = []
    for d in range(DAYS):
        weather = rng.choices(states, weights=chain[weather])[0]
        age = ((_at(d, 22) - 8 * HOUR - NEW_MOON) / DAY) % SYNODIC
        light = (1 - math.cos(2 * math.pi * age / SYNODIC)) / 2
        rise = (6.0 + 24 * age / SYNODIC) % 24
        dusk, dawn = 20.6 - 0.028 * d, 28.2 + 0.02 * d
        steps = [dusk + 0.1 * i for i in range(int((dawn - dusk) * 10))]
        dark = sum(0.1 for h in steps if light < 0.12 or (h - rise) % 24 >= 12.4)
        cloud = {"clear": rng.randint(0, 15), "hazy": rng.randint(15, 40),
                 "cloudy": rng.randint(50, 95), "rain": rng.randint(85, 100)}[weather]
        if d in CAMP:
            cls = "camp"
        elif weather == "rain":
            cls = "rain"
        elif weather == "cloudy":
            cls = "cloud"
        elif weather == "hazy":
            cls = "hazy"
        elif dark >= 2.5 and (d % 7 in (4, 5) or d in HOLIDAY or rng.random() < 0.25):
            cls = "go"
        else:
            cls = "home"
        nights.append({"weather": weather, "cls": cls, "light": light, "rise": rise,
                       "set": (rise + 12.4) % 24, "dusk": dusk, "dawn": dawn - 24,
                       "dark": dark, "cloud": cloud, "seeing": rng.randint(1, 5),
                       "transparency": rng.randint(3 if weather == "clear" else 1, 5)})
    return nights


# -- the facts ---------------------------------------------------------------------------


def _facts(rng: random.Random) -> list[dict[str, Any]]:
    """84 facts: six a topic, each member once a topic at most and five or six in all,
    each with its own detail; shapes dealt in turn over a shuffled order."""
    order = list(MEMBERS)
    rng.shuffle(order)
    facts: list[dict[str, Any]] = []
    wrong: dict[str, list[str]] = {}
    for t, kind in enumerate(KINDS):
        vals = list(TOPICS[kind]["vals"])
        rng.shuffle(vals)
        for j in range(6):
            name = order[(t * 6 + j) % len(order)]
            facts.append({"kind": kind, "name": name, "uid": QQ[name], "detail": vals[j]})
        wrong[kind] = vals[6:]
    rng.shuffle(facts)
    for k, f in enumerate(facts):
        f["shape"] = SHAPES[k % len(SHAPES)]
        if f["shape"] == "correction":  # a wrong value of the detail's own script
            pool = wrong[f["kind"]]
            same = [v for v in pool if v.isascii() == f["detail"].isascii()] or pool
            f["earlier"] = same[0]
            pool.remove(same[0])
    return facts


def _want(
    rng: random.Random, who: str, x: str, forms: tuple[str, ...] = ("zh", "en", "mix")
) -> str:
    """The language of a fact's line by its speaker's odds; an English line carries only
    a detail written in Latin letters."""
    lang = _pick_lang(rng, who)
    if lang == "en" and not x.isascii():
        lang = "mix" if "mix" in forms else "zh"
    if lang not in forms:
        lang = "zh"
    return lang


def _hour(rng: random.Random) -> float:
    lo, hi = rng.choices([(9.0, 11.5), (12.0, 13.6), (15.0, 17.8), (19.0, 22.8)],
                         weights=[0.15, 0.2, 0.15, 0.5])[0]
    return rng.uniform(lo, hi)


def _asker(g: _Gen, f: dict[str, Any]) -> str:
    return _who(g.rng, (f["name"],))


def _ask(g: _Gen, f: dict[str, Any], a: str, name: str | None = None) -> str:
    return _pick(g.rng, TOPICS[f["kind"]]["ask"], _pick_lang(g.rng, a)).format(n=name or f["name"])


def _reacts(g: _Gen, t: float, but: tuple[str, ...], most: int = 2) -> None:
    for m in g.rng.sample([m for m in MEMBERS if m not in but], g.rng.randint(0, most)):
        t += _gap(g.rng, 60)
        g.say(t, m, REACT)


def _one(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, x = f["name"], f["detail"]
    t = _at(d, _hour(g.rng))
    line = _pick(g.rng, TOPICS[f["kind"]]["one"], _want(g.rng, n, x))
    g.add(t, n, line.format(x=x), k, "evidence")
    _reacts(g, t, (n,))


def _answer(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, x, rng = f["name"], f["detail"], g.rng
    a = f["asker"] = _asker(g, f)
    t = _at(d, _hour(rng))
    g.add(t, a, _ask(g, f, a), k, "ask")
    if rng.random() < 0.4:
        g.say(t + rng.uniform(20, 300), _who(rng, (n, a)), CHAT, d)
    g.add(t + rng.uniform(3, 45) * MINUTE, n, _pick(rng, TERSE, _want(rng, n, x)).format(x=x), k,
          "evidence")


def _late(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, x, rng = f["name"], f["detail"], g.rng
    a = f["asker"] = _asker(g, f)
    g.add(_at(d, rng.uniform(20.2, 22.8)), a, _ask(g, f, a), k, "ask")
    t = _at(d + rng.choice((1, 1, 2)), rng.uniform(7.8, 12.5))
    g.add(t, n, _pick(rng, LATE, _want(rng, n, x)).format(a=a, x=x), k, "evidence")


def _correction(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, x, y, rng = f["name"], f["detail"], f["earlier"], g.rng
    lang = _want(rng, n, x + y)
    now = rng.random() < 0.55
    t = _at(d, _hour(rng) if now else rng.uniform(20.0, 23.0))
    g.add(t, n, _pick(rng, TOPICS[f["kind"]]["one"], lang).format(x=y), k, "earlier")
    if now:
        t2 = t + rng.uniform(2, 14) * MINUTE
        fix = _pick(rng, FIX_NOW, lang)
    else:
        t2 = _at(d + 1, rng.uniform(7.4, 9.8))
        fix = _pick(rng, FIX_LATE, lang)
    g.add(t2, n, fix.format(x=x, y=y), k, "evidence")


def _split(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, x, rng = f["name"], f["detail"], g.rng
    lang = _want(rng, n, x)
    t = _at(d, _hour(rng))
    g.add(t, n, _pick(rng, TOPICS[f["kind"]]["tease"], lang), k, "evidence")
    if rng.random() < 0.5:
        o = _who(rng, (n,))
        g.add(t + rng.uniform(8, 28), o, _pick(rng, NUDGE, _pick_lang(rng, o)))
    g.add(t + rng.uniform(35, 80), n, _pick(rng, SPLIT_TAIL, lang).format(x=x), k, "evidence")


def _reported(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, x, rng = f["name"], f["detail"], g.rng
    r = f["reporter"] = _asker(g, f)
    t = _at(d, _hour(rng))
    line = _pick(rng, TOPICS[f["kind"]]["said"], _want(rng, r, x))
    g.add(t, r, line.format(n=n, x=x), k, "evidence")
    g.add(t + rng.uniform(1, 40) * MINUTE, n, _pick(rng, CONFIRM, _pick_lang(rng, n)), k, "confirm")


def _notice(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, x, rng = f["name"], f["detail"], g.rng
    poster = f["poster"] = DEPUTY if n == ORGANISER else ORGANISER
    lang = "en" if rng.random() < 0.3 and x.isascii() else "zh"
    t = _at(d, rng.choice((rng.uniform(9.0, 11.5), rng.uniform(19.0, 21.5))))
    g.add(t, poster, TOPICS[f["kind"]]["notice"][lang][0].format(n=n, x=x), k, "evidence")
    for m in rng.sample([m for m in MEMBERS if m not in (poster, n)], rng.randint(2, 4)):
        t += _gap(rng, 90)
        g.add(t, m, rng.choice(NOTICE_ACK))


def _jielong(g: _Gen, k: int, f: dict[str, Any], d: int, busy: set[str], most: int) -> None:
    """A topic's 接龙 list closed by the member's entry, the others' entries no value."""
    n, x, rng = f["name"], f["detail"], g.rng
    title, pool = TOPICS[f["kind"]]["jl"]
    free = [m for m in MEMBERS if m not in busy and m != n]
    who = rng.sample(free, min(rng.randint(2, 3), most))
    entries = [[m, e] for m, e in zip(who, rng.sample(pool, len(who)), strict=True)]
    f["entries"] = entries
    head = f"#接龙 {title}"
    lines: list[str] = []
    t = _at(d, rng.uniform(11.5, 20.0))
    for j, (m, e) in enumerate(entries):
        lines.append(f"{j + 1}. {m} {e}")
        g.add(t, m, "\n".join([head, *lines]), k, "list")
        t += rng.uniform(3, 40) * MINUTE
    g.add(t, n, "\n".join([head, *lines, f"{len(lines) + 1}. {n} {x}"]), k, "evidence")


def _reply(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, x, rng = f["name"], f["detail"], g.rng
    a = f["asker"] = _asker(g, f)
    t = _at(d, _hour(rng))
    ask = _ask(g, f, a)
    g.add(t, a, ask, k, "ask")
    answer = _pick(rng, TERSE, _want(rng, n, x)).format(x=x)
    g.add(t + rng.uniform(2, 50) * MINUTE, n, f"[回复 {a}：{ask}] {answer}", k, "evidence")


def _long(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, x = f["name"], f["detail"]
    t = _at(d, _hour(g.rng))
    line = _pick(g.rng, TOPICS[f["kind"]]["long"], _want(g.rng, n, x))
    g.add(t, n, line.format(x=x), k, "evidence")
    _reacts(g, t, (n,))


def _form_text(rng: random.Random, d: int, lang: str, name: str, kind: str | None = None,
               x: str = "", form: str = "") -> str:
    """An observation log (【观测记录】) or a profile card (【资料卡】), in Chinese or English,
    with the topic's field (when `kind`) third."""
    label_zh, label_en, form = TOPICS[kind]["form"] if kind else ("", "", form)
    zh = lang != "en"
    if form == "log":
        head = "【观测记录】" if zh else "[Obs log]"
        exp, cnt = rng.choice([120, 180, 300]), rng.randint(12, 60)
        temp = round(15 - 0.27 * d) + rng.randint(-3, 3)
        fields = ([("日期", _date(d)), ("地点", rng.choice(SITES["zh"])),
                   ("拍摄对象", rng.choice(OBJS["zh"])), ("曝光", f"{exp}s × {cnt}"),
                   ("温度", f"{temp}℃"), ("备注", rng.choice(NOTES["zh"]))] if zh else
                  [("Date", _date(d)), ("Site", rng.choice(SITES["en"])),
                   ("Object", rng.choice(OBJS["en"])), ("Exposure", f"{exp}s x {cnt}"),
                   ("Temp", f"{temp}C"), ("Notes", rng.choice(NOTES["en"]))])
    else:
        head = "【资料卡】" if zh else "[Profile]"
        i = rng.randrange(len(RIGS))
        fields = ([("群昵称", name), ("坐标", "北京" + rng.choice(DISTRICTS)), ("设备", RIGS[i]),
                   ("常去", rng.choice(SITES["zh"])), ("一句话", rng.choice(MOTTOS))] if zh else
                  [("Name", name), ("Based in", "Beijing"), ("Rig", RIGS_EN[i]),
                   ("Usual site", rng.choice(SITES["en"])), ("Motto", rng.choice(MOTTOS_EN))])
    if kind:
        label = label_zh if zh else label_en
        fields = [fl for fl in fields if fl[0] != label]
        fields.insert(2, (label, x))
    sep = "：" if zh else ": "
    return "\n".join([head, *(f"{a}{sep}{b}" for a, b in fields)])


def _form(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, x = f["name"], f["detail"]
    t = _at(d, _hour(g.rng))
    lang = _want(g.rng, n, x, ("zh", "en"))
    g.add(t, n, _form_text(g.rng, d, lang, n, f["kind"], x), k, "evidence")
    _reacts(g, t, (n,), 1)


def _guess(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, x, rng = f["name"], f["detail"], g.rng
    teasers, guesses = TOPICS[f["kind"]]["guess"]
    lang = _want(rng, n, x)
    t = _at(d, _hour(rng))
    g.add(t, n, _pick(rng, teasers, lang), k, "tease")
    at = t
    for o in rng.sample([m for m in MEMBERS if m != n], rng.randint(2, 3)):
        at += rng.uniform(0.5, 6) * MINUTE
        g.add(at, o, _pick(rng, guesses, "en" if _pick_lang(rng, o) == "en" else "zh"), k, "guess")
    g.add(at + rng.uniform(1, 10) * MINUTE, n, _pick(rng, REVEAL, lang).format(x=x), k, "evidence")


SCRIPT = {"one": _one, "answer": _answer, "late": _late, "correction": _correction, "split": _split,
          "reported": _reported, "notice": _notice, "reply": _reply, "long": _long, "form": _form,
          "guess": _guess}


def _around(g: _Gen, k: int, f: dict[str, Any], ev_days: list[int]) -> None:
    """The member's own lines on the topic, days from the evidence, without the detail."""
    rng = g.rng
    days = [d for d in range(1, DAYS - 1) if all(abs(d - e) >= 3 for e in ev_days)]
    for d in rng.sample(days, rng.choice((0, 1, 1, 2, 2, 3))):
        n = f["name"]
        g.add(_at(d, _hour(rng)), n, _pick(rng, TOPICS[f["kind"]]["around"], _pick_lang(rng, n)), k,
              "around")


def _passing(g: _Gen, busy: dict[str, set[str]]) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Three members a topic with nothing on it say something on it in passing; one more
    is asked about it by @ and never answers."""
    rng = g.rng
    holders: dict[str, set[str]] = {}
    asked: dict[str, set[str]] = {}
    for kind in KINDS:
        pool = [m for m in MEMBERS if m not in busy[kind]]
        assert len(pool) >= 4, (kind, pool)
        picked = rng.sample(pool, 4)
        holders[kind], asked[kind] = set(picked[:3]), {picked[3]}
        for m in picked[:3]:
            for _ in range(rng.randint(1, 2)):
                g.add(_at(rng.randrange(1, DAYS - 1), _hour(rng)), m,
                      _pick(rng, TOPICS[kind]["passing"], _pick_lang(rng, m)))
        a = _who(rng, (picked[3],))
        text = _pick(rng, TOPICS[kind]["ask"], _pick_lang(rng, a)).format(n=picked[3])
        g.add(_at(rng.randrange(1, DAYS - 1), _hour(rng)), a, text)
    return holders, asked


# -- the days: what the sky makes of each ---------------------------------------------------

RATE = {"go": 6.0, "home": 7.5, "hazy": 7.5, "cloud": 8.5, "rain": 6.0, "camp": 4.0}
# a night's class: the ordinary threads of its day
WEIGHTS = {"go": {"chat": 3,
                  "gear": 1,
                  "process": 1,
                  "life": 2,
                  "ping": 2,
                  "repeat": 1.5,
                  "quote": 1.2,
                  "long": 0.4,
                  "image": 1,
                  "log": 0.3,
                  "card": 0.2},
           "home": {"chat": 2.5,
                    "gear": 1.5,
                    "process": 1.5,
                    "life": 2,
                    "ping": 1.5,
                    "repeat": 1,
                    "quote": 1.2,
                    "long": 0.4,
                    "image": 1,
                    "balcony": 2.5,
                    "log": 0.3,
                    "card": 0.2},
           "hazy": {"chat": 2.5,
                    "gear": 1.5,
                    "process": 2,
                    "life": 2,
                    "ping": 1.5,
                    "repeat": 1,
                    "quote": 1.2,
                    "long": 0.4,
                    "image": 1,
                    "balcony": 1.5,
                    "card": 0.2},
           "cloud": {"chat": 2,
                     "gear": 2.5,
                     "process": 2.5,
                     "life": 2.5,
                     "ping": 1.5,
                     "repeat": 1,
                     "quote": 1.2,
                     "long": 0.5,
                     "image": 1.2,
                     "card": 0.3},
           "rain": {"chat": 1.5,
                    "gear": 2,
                    "process": 2,
                    "life": 3,
                    "ping": 1.5,
                    "repeat": 1,
                    "quote": 1,
                    "long": 0.5,
                    "image": 1.2,
                    "card": 0.2},
           "camp": {"chat": 1, "life": 1, "ping": 1.5, "repeat": 1.5, "image": 1.5, "quote": 0.5}}


def _thread_hour(rng: random.Random, free: bool) -> float:
    spans = ([(9.0, 12.0, 0.2), (12.0, 18.0, 0.3), (18.0, 23.8, 0.5)] if free else
             [(7.8, 9.3, 0.08), (11.8, 13.6, 0.22), (14.5, 18.0, 0.15), (18.5, 23.6, 0.55)])
    lo, hi, _ = rng.choices(spans, weights=[s[2] for s in spans])[0]
    return rng.uniform(lo, hi)


def _thread(g: _Gen, kind: str, t: float, d: int) -> None:
    """One ordinary thread from time `t`: its lines a log-normal gap apart."""
    rng = g.rng
    a = _who(rng)
    if kind in ("chat", "gear", "process", "life", "balcony"):
        free = d % 7 >= 5 or d in HOLIDAY
        table = {"chat": CHAT, "gear": GEAR, "process": PROCESS, "balcony": BALCONY,
                 "life": rng.choice((LIFE, OFF if free else WORK))}[kind]
        answers = PRAISE if kind in ("process", "balcony") else ANSWER_RE[kind]
        g.say(t, a, table, d)
        for b in rng.sample([m for m in MEMBERS if m != a], rng.randint(1, 4)):
            t += _gap(rng)
            if rng.random() < 0.15:  # the first speaker goes on
                g.say(t, a, table, d)
            else:
                g.say(t, b, rng.choice((table, table, answers)), d)
    elif kind == "ping":
        m = _who(rng, (a,))
        ask, answer = _pick(rng, PINGS, _pick_lang(rng, a))
        g.add(t, a, _fill(rng, ask, d, m=m))
        g.add(t + _gap(rng, 150), m, _fill(rng, answer, d))
    elif kind == "repeat":  # a line, then one answer to it said by three to five in a row
        g.say(t, a, rng.choice((CHAT, PROCESS, {"zh": IMAGES})), d)
        line = rng.choice(REPEAT)
        for m in rng.sample([m for m in MEMBERS if m != a], rng.randint(3, 5)):
            t += rng.uniform(3, 25)
            g.add(t, m, line)
    elif kind == "quote":
        table = rng.choice((CHAT, GEAR, PROCESS, LIFE))
        first = _fill(rng, _pick(rng, table, _pick_lang(rng, a)), d)
        g.add(t, a, first)
        b = _who(rng, (a,))
        quoted = first if len(first) <= 18 else first[:16] + "..."
        g.add(t + _gap(rng, 90), b, f"[回复 {a}：{quoted}] "
              + _fill(rng, _pick(rng, QUOTE_RE, _pick_lang(rng, b)), d))
    elif kind == "long":
        g.say(t, a, LONG_TALK, d, dd=rng.randint(20, 31))
        _reacts(g, t + 30, (a,))
    elif kind == "image":
        g.add(t, a, rng.choice(IMAGES))
        _reacts(g, t, (a,))
    elif kind in ("log", "card"):
        lang = "en" if _pick_lang(rng, a) == "en" else "zh"
        g.add(t, a, _form_text(rng, d, lang, a, form=kind))
        _reacts(g, t, (a,), 1)


def _list(g: _Gen, t: float, d: int, head: str, who: list[str], pool: list[str]) -> list[str]:
    """A 接龙 list: each member adds an entry and posts the whole list again."""
    rng = g.rng
    lines: list[str] = []
    for m in who:
        lines.append(f"{len(lines) + 1}. {m} {_fill(rng, rng.choice(pool), d)}")
        g.add(t, m, "\n".join([head, *lines]))
        t += rng.uniform(2, 50) * MINUTE
    return who


def _forecast(g: _Gen, d: int, s: dict[str, Any]) -> None:
    rng = g.rng
    t = _at(d, rng.uniform(15.8, 17.6))
    text = (f"【今晚星空预报】{_date(d)}\n云量 {s['cloud']}%  透明度 {s['transparency']}/5  视宁度 "
            f"{s['seeing']}/5\n月相 {round(100 * s['light'])}%  月出 {_clock(s['rise'])}  月落 "
            f"{_clock(s['set'])}\n天文晨昏 {_clock(s['dusk'])} - {_clock(s['dawn'])}，无月暗夜约 "
            f"{s['dark']:.1f} 小时\n{rng.choice(VERDICT[s['cls']])}")
    poster = ORGANISER if rng.random() < 0.85 else DEPUTY
    g.add(t, poster, text)
    for m in rng.sample([m for m in MEMBERS if m != poster], rng.randint(1, 4)):
        t += _gap(rng, 70)
        g.say(t, m, FC_REACT[s["cls"]], d)


def _field(g: _Gen, d: int, who: list[str], scale: float, camp: bool = False) -> None:
    """A night out: the attendees arrive and set up, shoot until the small hours, pack up
    and get home (at the camp, to their tents), and post their pictures the next day."""
    rng = g.rng
    start = 20.4 if camp else 19.6
    for m in who:
        if rng.random() < 0.75:
            g.say(_at(d, start + rng.uniform(0, 1.3)), m, FIELD["start"], d)
    lines = max(4, int(rng.randint(8, 14) * scale))
    for h in sorted(rng.uniform(start + 1.2, 26.0) for _ in range(lines)):
        g.say(_at(d, h), rng.choice(who), FIELD["mid"], d)
    for m in rng.sample(who, min(len(who), rng.randint(1, 2))):
        g.say(_at(d, rng.uniform(26.0, 27.2)), m, FIELD["end"], d)
    for m in rng.sample([m for m in MEMBERS if m not in who], rng.randint(1, 3)):
        g.say(_at(d, rng.uniform(20.0, 22.5)), m, HOME_REACT, d)
    if not camp:
        for m in rng.sample(who, min(len(who), rng.randint(1, 3))):
            g.say(_at(d, rng.uniform(27.6, 29.0)), m, HOME_AGAIN, d)
    for m in rng.sample(who, min(len(who), rng.randint(1, 3))):
        t = _at(d + 1, rng.uniform(10.0, 22.5))
        g.say(t, m, RESULTS, d)
        if rng.random() < 0.3:
            line = rng.choice(("太强了", "羡慕", "yyds", "好看"))
            for o in rng.sample([x for x in MEMBERS if x != m], rng.randint(3, 4)):
                t += rng.uniform(3, 30)
                g.add(t, o, line)
        else:
            _reacts(g, t, (m,), 3)
        if rng.random() < 0.25:
            lang = "en" if _pick_lang(rng, m) == "en" else "zh"
            g.add(t + _gap(rng, 300), m, _fill(rng, GENERIC_LOG[lang], d))


def _camp(g: _Gen, d: int, who: list[str], clear: bool, scale: float) -> None:
    """A day of the camp: leaving and arriving, pitching tents, dinner, the night (out
    under the sky, or cards in a tent under clouds), frost at dawn, packing up."""
    rng = g.rng
    first, last = d == CAMP[0], d == CAMP[-1]
    spans = ([("leave", 7.5, 10.0), ("arrive", 11.5, 14.0), ("pitch", 14.0, 17.0)] if first else
             [("dawn", 6.5, 8.5), ("day", 10.0, 16.5)])
    spans += [("pack", 9.0, 15.0)] if last else [("dinner", 18.0, 19.8)]
    if not last and not clear:
        spans.append(("cloudy", 20.0, 23.5))
    for key, lo, hi in spans:
        for m in rng.sample(who, min(len(who), max(1, int(rng.randint(2, 4) * scale)))):
            g.say(_at(d, rng.uniform(lo, hi)), m, SPECIAL[key], d)
    if last:
        for m in rng.sample(who, min(len(who), rng.randint(2, 4))):
            g.say(_at(d, rng.uniform(17.0, 20.0)), m, HOME_AGAIN, d)
    elif clear:
        _field(g, d, who, scale * 0.8, camp=True)


def _event(g: _Gen, d: int, key: str, who: list[str], lo: float, hi: float, n: int) -> None:
    for h in sorted(g.rng.uniform(lo, hi) for _ in range(n)):
        g.say(_at(d, h), g.rng.choice(who), SPECIAL[key], d)


def _days(g: _Gen, sky: list[dict[str, Any]], scale: float) -> None:
    """Every day of the eight weeks, by its night's sky and the group's calendar."""
    rng = g.rng
    listed: dict[str, list[str]] = {}
    for key, d in (("group_buy", 12), ("open_night", 27), ("camp", 29), ("orionids", 52)):
        text, title, pool = NOTICES[key]
        t = _at(d, rng.uniform(9.5, 11.0))
        g.add(t, ORGANISER, _fill(rng, text, d))
        for m in rng.sample([m for m in MEMBERS if m != ORGANISER], rng.randint(2, 4)):
            t += _gap(rng, 90)
            g.add(t, m, rng.choice(NOTICE_ACK))
        who = rng.sample(MEMBERS, rng.randint(5, 8))
        listed[key] = _list(g, t + rng.uniform(20, 90) * MINUTE, d, f"#接龙 {title}", who, pool)
    for d in range(DAYS):
        s = sky[d]
        cls = s["cls"]
        free = d % 7 >= 5 or d in HOLIDAY
        if rng.random() < 0.8:
            t = _at(d, rng.uniform(7.2, 8.6) if not free else rng.uniform(8.5, 10.2))
            for m in rng.sample(MEMBERS, rng.randint(2, 5)):
                g.say(t, m, MORNING, d)
                t += _gap(rng, 50)
        if cls != "rain" or rng.random() < 0.5:
            _forecast(g, d, s)
        if cls == "go":
            who = rng.sample(MEMBERS, rng.randint(3, 6))
            if ORGANISER not in who and rng.random() < 0.5:
                who[0] = ORGANISER
            spot, site = rng.choice(SPOTS), rng.choice(SITES["zh"])
            meet = rng.choice(("18:30", "19:00", "19:30"))
            head = f"#接龙 {_date(d)} 今晚去{site} {meet} {spot}集合"
            _list(g, _at(d, rng.uniform(11.5, 15.5)), d, head, who, CARPOOL)
            _field(g, d, who, scale)
        elif cls == "camp":
            _camp(g, d, listed["camp"], s["weather"] in ("clear", "hazy"), scale)
        elif cls in ("home", "hazy") and rng.random() < 0.7:
            _thread(g, "balcony", _at(d, rng.uniform(19.5, 22.5)), d)
        if d == MID_AUTUMN:
            t = _at(d, rng.uniform(8.0, 9.5))
            for m in rng.sample(MEMBERS, rng.randint(5, 7)):
                g.add(t, m, "中秋快乐" if rng.random() < 0.7 else "中秋快乐🥮")
                t += rng.uniform(3, 40)
            _event(g, d, "mid_autumn", MEMBERS, 18.5, 23.0, max(4, int(10 * scale)))
        if d == OPEN_NIGHT:
            _event(g, d, "open_night", listed["open_night"], 18.0, 22.0, max(4, int(9 * scale)))
        if d == DRACONIDS:
            _event(g, d, "draconids", MEMBERS, 20.0, 24.5, max(3, int(5 * scale)))
        if d == ORIONIDS:
            _event(g, d, "orionids", listed["orionids"], 21.0, 27.5, max(4, int(10 * scale)))
        weights = WEIGHTS[cls]
        for _ in range(_poisson(rng, RATE[cls] * (1.25 if free else 1.0) * scale)):
            kind = rng.choices(list(weights), weights=list(weights.values()))[0]
            h = rng.uniform(19.3, 23.6) if kind == "balcony" else _thread_hour(rng, free)
            _thread(g, kind, _at(d, h), d)
        if rng.random() < 0.7:
            t = _at(d, rng.uniform(23.0, 24.6))
            for m in rng.sample(MEMBERS, rng.randint(1, 3)):
                g.say(t, m, NIGHT, d)
                t += _gap(rng, 60)


# -- questions ---------------------------------------------------------------------------


def _questions(rng: random.Random, f: dict[str, Any], said: list[str]) -> None:
    """The fact's three questions in their languages; a paraphrase sharing nothing with the
    evidence (names, the detail and a wrong value aside), tried in turn in its language,
    then in the other."""
    tp, n, x = TOPICS[f["kind"]], f["name"], f["detail"]
    ql = f["q_lang"]
    f["keyword"] = _an(rng.choice(tp["kw"][ql["keyword"]]).format(x=x))
    f["partial"] = rng.choice(tp["part"][ql["partial"]]).format(n=n)
    drop = (*MEMBERS, x, f.get("earlier", ""))
    want = ql["paraphrase"]
    for lang in (want, "en" if want == "zh" else "zh"):
        options = list(tp["para"][lang])
        rng.shuffle(options)
        for q in options:
            q = q.format(n=n)
            if not any(_shares(q, s, drop) for s in said):
                f["paraphrase"], ql["paraphrase"] = q, lang
                return
    raise AssertionError(("no paraphrase fits", f["kind"], said))


def _never(
    rng: random.Random,
    facts: list[dict[str, Any]],
    spare: dict[str, list[str]],
    holders: dict[str, set[str]],
    busy: dict[str, set[str]],
) -> tuple[list[str], list[tuple[str, str, str]]]:
    """90 questions about things never said: 45 naming a member, 45 no one."""
    never: list[str] = []
    about: list[tuple[str, str, str]] = []

    def lang() -> str:
        return rng.choice(("zh", "en"))

    passing = sorted((kind, m) for kind in KINDS for m in holders[kind])
    for kind, m in rng.sample(passing, 15):  # a topic's partial question, of one who passed by
        never.append(rng.choice(TOPICS[kind]["part"][lang()]).format(n=m))
        about.append((kind, m, "passing"))
    for f in rng.sample(facts, 15):  # a detail of the member's topic no line gives
        never.append(rng.choice(TOPICS[f["kind"]]["unsaid"][lang()]).format(n=f["name"]))
        about.append((f["kind"], f["name"], "detail"))
    kinds = [kind for kind in KINDS if any(m not in busy[kind] for m in MEMBERS)]
    rng.shuffle(kinds)
    for i in range(15):  # a never-said value, put to one with nothing on its topic
        kind = kinds[i % len(kinds)]
        m = rng.choice([m for m in MEMBERS if m not in busy[kind]])
        never.append(_an(TOPICS[kind]["valq"][lang()][0].format(n=m, x=spare[kind].pop())))
        about.append((kind, m, "value"))
    for i in range(30):  # a never-said value in a topic's keyword question
        kind = max(KINDS[i % len(KINDS):] + KINDS[: i % len(KINDS)], key=lambda k: len(spare[k]))
        never.append(_an(rng.choice(TOPICS[kind]["kw"][lang()]).format(x=spare[kind].pop())))
    never += rng.sample(NOBODY, 15)
    return never, about


# -- the set -----------------------------------------------------------------------------


def twenty_second_set(seed: int = 2222) -> Set:
    """The held-out twenty-second set (see the module's docstring)."""
    rng = random.Random(seed)
    sky = _sky(rng)
    facts = _facts(rng)
    g = _Gen(rng)
    days = [2 + (i * (DAYS - 8)) // len(facts) for i in range(len(facts))]
    rng.shuffle(days)
    busy: dict[str, set[str]] = {kind: set() for kind in KINDS}
    for f in facts:
        busy[f["kind"]].add(f["name"])
    lists = {kind: sum(f["shape"] == "jielong" and f["kind"] == kind for f in facts)
             for kind in KINDS}
    for k, f in enumerate(facts):
        if f["shape"] == "jielong":  # four members a topic left for the passing lines
            most = (len(MEMBERS) - 6 - 4) // lists[f["kind"]]
            assert most >= 2, lists
            _jielong(g, k, f, days[k], busy[f["kind"]], most)
            busy[f["kind"]] |= {m for m, _ in f["entries"]}
        else:
            SCRIPT[f["shape"]](g, k, f, days[k])
    for k, f in enumerate(facts):
        _around(g, k, f, sorted({_day(r[0]) for r in g.recs if r[3] == k and r[4] == "evidence"}))
    owners = {kind: set(ms) for kind, ms in busy.items()}  # facts and 接龙 entries
    holders, asked = _passing(g, busy)
    for kind in KINDS:
        busy[kind] |= holders[kind] | asked[kind]
    scripted, scale = list(g.recs), 1.0
    for attempt in range(12):  # the days drawn again until about 3,000 lines
        g.recs = list(scripted)
        g.rng = random.Random(seed * 1000 + attempt)
        _days(g, sky, scale)
        size = sum(1 for r in g.recs if T0 < r[0] < END - MINUTE)
        if 2930 <= size <= 3070:
            break
        scale *= 1 + 1.1 * (3000 - size) / size
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
        if f["shape"] == "guess":
            f["teased_at"] = f.pop("_tease")[0]
            f["guesses"] = f.pop("_guess")
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
    never, about = _never(rng, facts, spare, holders, busy)
    chatter = rng.sample(CHATTER, 90)
    s = Set("twenty_second", messages, facts, never, chatter, classes=CLASSES, members=dict(QQ))
    _check(s, said_at, owners, about)
    return s


def _check(
    s: Set,
    said_at: dict[float, str] | None = None,
    owners: dict[str, set[str]] | None = None,
    about: list[tuple[str, str, str]] | None = None,
) -> None:
    """The set's own checks (see the module's docstring)."""
    texts, times, said_at = check_messages(s, said_at, T0, END, (2800, 3200))
    assert s.messages[0].created_at > START + 1330 * DAY
    assert 80 <= len(s.facts) <= 90 and s.classes == CLASSES
    assert {f["shape"] for f in s.facts} == set(SHAPES)
    assert 14 <= len(s.members) <= 18 and 12 <= len(TOPICS) <= 16
    every = [v for tp in TOPICS.values() for v in tp["vals"]]
    of = {v: kind for kind, tp in TOPICS.items() for v in tp["vals"]}
    for tp in TOPICS.values():
        assert sum(v.isascii() for v in tp["vals"]) == 6 and len(tp["vals"]) == 12, tp["vals"]
    assert len({v.lower() for v in every}) == len(every), "every value its own"
    for v in every:
        assert not any(v.lower() in o.lower() for o in every if o != v), v
        assert not any(m.lower() in v.lower() or v.lower() in m.lower() for m in MEMBERS), v
    for tp in TOPICS.values():
        for e in tp["jl"][1]:
            assert not any(v.lower() in e.lower() or e.lower() in v.lower() for v in every), e
    assert len({(f["kind"], f["name"]) for f in s.facts}) == len(s.facts), "a member once a topic"
    per = {m: sum(f["name"] == m for f in s.facts) for m in MEMBERS}
    assert set(per.values()) <= {5, 6}, per
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
        assert shape != "notice" or c in (ORGANISER, DEPUTY), f
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
            assert said[0].startswith("【通知】") and n in said[0] and c != n, said
        if shape == "long":
            i = said[0].index(x)
            assert len(said[0]) > 60 and i > 15 and len(said[0]) - i - len(x) > 15, said
        if shape == "form":  # the detail a field of a form of five lines or more, inside it
            lines = said[0].split("\n")
            assert lines[0] in ("【观测记录】", "[Obs log]", "【资料卡】", "[Profile]"), said
            assert len(lines) >= 6 and sum(x in ln for ln in lines) == 1, said
            assert x not in lines[1] and x not in lines[-1], said
            assert any(ln.endswith(("：" + x, ": " + x)) for ln in lines), said
        if shape == "guess":  # teased by the member, guessed at by others, told within the hour
            t0, gs = f["teased_at"], f["guesses"]
            assert by(t0, n) and t0 < min(gs) and max(gs) < ev[0] < t0 + HOUR and len(gs) >= 2, f
            assert all(not by(at, n) and x.lower() not in low[index[at]] for at in gs), f
            assert x.lower() not in low[index[t0]]
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
    if owners is not None and about is not None:
        # a named never-said question asks nothing a line answers: not a topic of the
        # member's facts or 接龙 entries (but a detail of it no line gives)
        facts_of = {(f["kind"], f["name"]) for f in s.facts}
        entries = {(f["kind"], m) for f in s.facts for m, _ in f.get("entries", ())}
        assert len(about) == 45 and [w for _, _, w in about].count("passing") == 15, about
        for kind, m, why in about:
            if why == "detail":
                assert (kind, m) in facts_of
            else:
                assert (kind, m) not in facts_of and (kind, m) not in entries
                assert m not in owners[kind]
    check_questions(s, [*home])


def _line_langs(s: Set) -> dict[str, int]:
    import collections

    texts = (m.text().split("): ", 1)[1] for m in s.messages)
    return dict(collections.Counter(_lang(t, tuple(MEMBERS)) for t in texts))


if __name__ == "__main__":
    import collections

    print(describe(twenty_second_set, "mix"))
    s = twenty_second_set()
    print("questions", len(s.facts) * len(CLASSES), "over", len(s.facts), "facts")
    print("per member", dict(collections.Counter(f["name"] for f in s.facts)))
    print("carriers other than the member:", sum(f["carrier"] != f["name"] for f in s.facts))
    print("shapes", dict(collections.Counter(f["shape"] for f in s.facts)))
    print("line langs", _line_langs(s))
