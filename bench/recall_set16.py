"""A sixteenth evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code: nothing under mnemo/ (but mnemo/message.py, for the `Message`
constructor), mnemo_panel/, plugins/, tests/ or docs/ was opened, read or searched while writing
it, nor the README, bench/recall.py, bench/context.py, any note or issue text, nor any figure or
score of any set; the recall code was never run on this set and the set was never scored while it
was written. It is not to be tuned on; its figures are to be read once, at the end. What was
read, and nothing else of the repository: the names of the files in bench/; bench/recall_sets.py
from its docstring to the end of `second_set` (so `Set`, `_stamp`, `_user`, `DAY`, `START`,
`_fits`, `_other`, `second_set` and its tables) and from `stem` to the end (`stem`, `pairs`,
`check_messages`, `check_questions`, `describe`), with a grep's list of its top-level names (the
first line of each); the module docstrings of bench/recall_set4.py to recall_set15.py (of
recall_set12.py and recall_set13.py their first three fifths, of recall_set14.py its first three
fifths and its end); in recall_set15.py its imports, the list of its top-level names (as a grep
printed them, with the first line of each), and its lines from `fifteenth_set` to the end
(`fifteenth_set`, `ALIASES`, `_answer_part`, `_check` and the `__main__` block), for the shape of
what is returned and checked; besides, the ruff settings in pyproject.toml and the head of
mnemo/message.py. The generator below is its own.

It differs from the other fifteen (bench/recall.py's `first_set`, recall_sets' `second_set`,
`third_set` and `long_conversation`, recall_set4's sessions of a timeline, recall_set5's point
process, recall_set6's day of threads, recall_set7's windows of interleaved threads,
recall_set8's members' presence, recall_set9's working week's agenda, recall_set10's club
calendar, recall_set11's semester of scenes, recall_set12's family's meal-time slots,
recall_set13's incidents waiting on office hours, recall_set14's chain of the group's moods,
recall_set15's compound's event log) in what it is about and how it is laid out:

- the conversation is the QQ group (公会群) of a guild in a Chinese MMO over six weeks from
  START + 720 days (Wednesday 2027-12-22 to Tuesday 2028-02-01), laid out by the game's weekly
  calendar rather than by anyone's life: Wednesday's maintenance (07:00 to 11:00, now and then
  extended) and the weekly reset after it; raid nights on Tuesday, Thursday and Saturday (the
  raid leader's call at 19:40 with a voice-channel room, pulls every seven to seventeen minutes
  from 20:00 with wipes, boss percentages, damage numbers, rolls and DKP bids, 复读 of "gg" and
  "过了！！！", the treasurer's DKP and 金团 settlement at 23:00); the dailies at noon; late
  farming from 23:30 and the small hours; the 3.5 patch mid-way (its notes 01-07, pre-download
  01-10, patch day 01-12 with its extended maintenance and the new raid, whose name and bosses
  replace the old raid's in the talk from then on); the server merge (announced 01-14, done in
  the maintenance of 01-19); the guild-vs-guild weekend (01-22 and 01-23, its sign-up 接龙 the
  week before); the winter festival from Christmas, New Year's Eve's countdown, 除夕 (01-25:
  no raid, red packets, fireworks) and the Spring Festival event the week after. Each member's
  stretches online are drawn first, day by day on their own clock and turned into Beijing time
  (an evening in Vancouver is Beijing's late morning to mid-afternoon, in London its small
  hours, in Sydney its late afternoon and evening, so Bree_AU leaves raids at half past nine
  and Finn_EU raids only on Saturdays), students thinner in their exam weeks, raiders online on
  raid nights, those on Beijing time mostly online on 除夕's evening; each calendar event then
  sets off a thread among the members online at that minute (an opener, the lead's when they
  are on; lines that fit the event;
  reactions; reply quotes "[回复 X：...]" of an earlier line; @-exchanges answered when the
  member named is next online, with "刚看到" / "sorry just saw this" past an hour; 复读), with
  log-normal gaps, and nobody talks to themselves when alone; hours without anyone online stay
  silent. The facts, the members' own lines on their topics, lines in passing and the 接龙 lists
  are scripts put at times their speakers are online. The threads' lengths are scaled until the
  weeks hold about 3,000 lines (2,927 with the default seed); the times are strictly increasing,
  a second apart at least;
- numbers are everywhere (gear scores, DKP points, gold prices, damage in 亿 and k dps, boss
  percentages, voice-channel rooms, queue lengths, pings, download sizes), so a line with a
  number is no answer; every ordinary line is drawn again until no detail, wrong value or
  never-said value is in it;
- 17 members of their own: the guild leader (破晓, 会长), the raid leader (铁锤, 团长), the
  treasurer who keeps the bank and the DKP (算盘), two more officers (小七, a student; 月半, a
  nurse on shifts), students with exam weeks (阿呆, 糖豆), night owls and farmers (夜枭, 团子),
  office workers (老K, 苏苏, 大飞), overseas players who write English (Ryan_NA in Vancouver,
  Finn_EU in London, Bree_AU in Sydney), one in Toronto and one in Kuala Lumpur who mix (Leon林,
  Wei_KL); each with a routine, how much they talk, and their odds of an English and of a mixed
  line; lines mix Chinese with the game's English jargon (DPS, CD, boss, gg, afk, roll, YY);
- 16 topics of their own, five facts each, 80 facts, a member at most once a topic, four or
  five facts a member, each with its own detail: the main's class, the server transferred from,
  a graphics card bought, a rare mount that dropped, the job in real life, the hometown, the exam
  being taken, the cat's name, the keyboard, the streaming channel's name, the boss of an old
  server first kill, the in-game wedding partner, why they quit for a month, the gold owed to
  the guild bank, the alt's name, a title earned;
- facts in ten shapes (fixed by topic, so with any seed: one 9, answer 9, late 7, correction 9,
  split 8, reported 8, notice 7, jielong 7, reply 8, long 8): one message ("one"); another
  member's @-question answered within the hour by a terse line without the topic's words
  ("answer"); the same asked while the member is offline and answered the next day, "刚看到" /
  "sorry just saw this" ("late"); a wrong value said by the member and corrected there or the
  next day ("correction": the correcting line, holding both values, is the evidence); the topic
  in one line and the detail seconds later in the next, both the evidence ("split"); another
  member stating it to the member, who confirms without it ("reported"); an officer's notice
  naming the member (【公会公告】, the treasurer's 【金库公示】: "notice"); the member's entry
  closing a 接龙 list (the GvG sign-up, the merge survey, going home for 春节, the bank's
  self-report, the alts' registration, the streams' follow list, a keyboard show-off:
  "jielong"); a reply quote of the @-question with the answer under it ("reply"); the detail in
  the middle of a long message of other news ("long"); in Chinese, English or mixed (a line's
  language is counted with its detail, the names and the game's jargon cut out: with the
  default seed 48 zh, 15 en, 17 mix);
- near misses: each correction's wrong value, the members' own lines on their topic on other
  days without the detail (listed in "around": 49 facts, 57 lines with the default seed), the
  接龙 lists' other entries (values nobody has as a fact), the raid's bosses and loot, others'
  lines on the topics in passing, and the students' lines in their exam weeks;
- questions in the third person, three classes, templates of this set's own: "keyword" carries
  the detail ("Who got the 赤焰麒麟?", "谁的直播间叫深夜打野铺？"), "partial" names the member and
  the topic ("Which server did 破晓 transfer from?", "团子欠公会金库多少金？"), "paraphrase" names
  the member and shares no English content word (crudely stemmed, a stop list aside) and no two
  Chinese characters in a row with the evidence, names, the detail and a wrong value aside
  (checked in code); 42 % of the questions of a Chinese or English evidence line asked in the
  other language (79 of 189 with the default seed; between 35 and 50 % checked);
- never-said questions, 90: 45 name a member (15 a topic's question of a member who spoke of
  the topic in passing with no fact of it, 15 a detail no line gives of a topic the member did
  give a detail of (the cat's breed, the graphics card's price, the exam's score), 15 a
  never-said value put to a member with no word of its topic), 45 name no one (34 ask after a
  never-said value, 11 after things nobody had); 90 chatter turns a member might send the bot
  (game knowledge, time zones, translations, notices and slogans to draft, greetings, advice),
  no member named.

The set checks itself as it is built (`_check`): times a second apart at least within the six
weeks and after START + 700 days, 2,800 to 3,200 messages, 70 to 90 facts in all ten shapes, five
a topic, every value (details, said or not, and wrong values) its own and none inside another or
a member's name or a list's other entry, a member once a topic, each detail (case aside) in its
evidence and no other message, each wrong value in the line that said it and the correction
only, any other value nowhere, the evidence said by the fact's carrier (an officer for "notice",
the treasurer for the bank's, another member for "reported"), keyword questions carrying the
detail, partial and paraphrase ones naming the member and not the detail, paraphrases sharing
nothing with the evidence, the "around" lines the member's and without the detail, an answer
after its @-question by another member (within the hour; a late one on a later day), terse
answers and split second lines without the topic's words, a split's two lines within two
minutes and the detail in the second, a 接龙 detail in the list's last entry, a notice's
evidence a 【...】 line naming the member, the share of questions across languages, no value of
a message in a never-said question, then recall_sets' `check_questions`. Run it from the
repository's root (`python -m bench.recall_set16`) to check it is deterministic for a seed,
builds in under two seconds, and to print its counts.

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

import bisect
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

BASE = 720  # 2027-12-22, a Wednesday: the week's maintenance day
DAYS = 42  # to 2028-02-01, a Tuesday
T0 = START + BASE * DAY
END = T0 + DAYS * DAY
HOUR = 3600.0
MINUTE = 60.0
CLASSES = ("keyword", "partial", "paraphrase")
FLIP = 0.42  # the share of questions in the other language than a zh or en evidence line
RAID_DAYS = (1, 3, 5)  # Tuesday, Thursday, Saturday, 20:00 to 23:00
MAINTENANCE = 2  # Wednesday: 07:00 to 11:00 down, then the weekly reset
XMAS = 3  # 12-25, a Saturday: the winter festival event opens
NEW_YEAR = 10  # 2028-01-01
PATCH_NOTES = 16  # 01-07: the 3.5 patch notes
PREDOWNLOAD = 19  # 01-10
PATCH = 21  # 01-12, a Wednesday: the long maintenance, then the new raid
MERGE_NEWS = 23  # 01-14: the server merge is announced
MERGE = 28  # 01-19, a Wednesday: the merge's maintenance
GVG = (31, 32)  # 01-22 and 01-23: the guild-vs-guild weekend, sign-ups the week before
EVE = 34  # 01-25, 除夕: no raid, fireworks in the guild hall
SPRING = 35  # 01-26, 春节: the Spring Festival event for the week after
EXAMS = range(14, 28)  # the students' exam weeks

# (name, QQ number, routine, hours Beijing is ahead of the member's own clock, odds of an
# English line, odds of a mixed one, how much they talk, tags)
PEOPLE: list[tuple[str, int, str, float, float, float, float, str]] = [
    ("破晓", 1520337718, "office", 0.0, 0.0, 0.10, 1.3, "leader officer raider"),
    ("铁锤", 2284019356, "late", 0.0, 0.0, 0.15, 1.6, "rl officer raider"),
    ("算盘", 1093847562, "office", 0.0, 0.0, 0.08, 1.0, "bank officer raider"),
    ("小七", 3318820475, "student", 0.0, 0.03, 0.15, 1.3, "officer student raider"),
    ("月半", 2750193846, "nurse", 0.0, 0.0, 0.10, 0.9, "officer raider"),
    ("阿呆", 1936620584, "student", 0.0, 0.0, 0.10, 1.2, "student raider"),
    ("糖豆", 2463018857, "student", 0.0, 0.03, 0.12, 1.0, "student"),
    ("夜枭", 1659203374, "owl", 0.0, 0.0, 0.12, 1.1, "raider farmer"),
    ("老K", 2087463319, "late", 0.0, 0.05, 0.25, 1.0, "raider"),
    ("苏苏", 1402958836, "office", 0.0, 0.0, 0.08, 0.9, "raider"),
    ("大飞", 2950038417, "office", 0.0, 0.0, 0.12, 0.8, "raider"),
    ("团子", 1788325046, "owl", 0.0, 0.02, 0.10, 0.9, "farmer"),
    ("Ryan_NA", 3562019874, "abroad", 16.0, 1.0, 0.04, 0.9, "abroad"),  # Vancouver
    ("Finn_EU", 3490127765, "abroad", 8.0, 1.0, 0.03, 0.8, "abroad raider"),  # London
    ("Bree_AU", 3377201458, "abroad", -3.0, 0.97, 0.06, 0.9, "abroad raider"),  # Sydney
    ("Leon林", 2638810092, "abroad", 13.0, 0.35, 0.45, 1.0, "abroad"),  # Toronto
    ("Wei_KL", 2801457736, "office", 0.0, 0.2, 0.45, 0.9, "raider"),  # Kuala Lumpur
]
MEMBERS = [p[0] for p in PEOPLE]
QQ = {p[0]: p[1] for p in PEOPLE}
ROUTINE = {p[0]: p[2] for p in PEOPLE}
AHEAD = {p[0]: p[3] for p in PEOPLE}
EN = {p[0]: p[4] for p in PEOPLE}
MIX = {p[0]: p[5] for p in PEOPLE}
TALK = {p[0]: p[6] for p in PEOPLE}
TAGS = {p[0]: set(p[7].split()) for p in PEOPLE}
LEADER, RL, BANK = "破晓", "铁锤", "算盘"
OFFICERS = [m for m in MEMBERS if "officer" in TAGS[m]]

# Hours on the member's own clock (past 24 runs into the night): weekdays, then weekends.
ROUTINES: dict[str, tuple[list[tuple[float, float]], list[tuple[float, float]]]] = {
    "office": ([(7.6, 8.8), (12.0, 13.3), (18.8, 24.5)], [(9.5, 12.5), (13.5, 25.5)]),
    "late": ([(8.6, 9.4), (12.3, 13.5), (19.5, 26.0)], [(11.0, 26.5)]),
    "student": ([(8.0, 8.6), (12.0, 13.0), (17.0, 18.5), (21.0, 26.0)], [(10.5, 27.0)]),
    "nurse": ([(6.8, 7.5), (13.5, 15.5), (19.5, 23.5)], [(9.0, 14.0), (18.0, 24.0)]),
    "owl": ([(13.0, 15.0), (20.0, 28.5)], [(14.0, 29.0)]),
    "abroad": ([(7.0, 8.0), (12.0, 13.0), (18.0, 24.5)], [(9.0, 25.0)]),
}
EXAM_HOURS = ([(21.5, 24.0)], [(14.0, 17.0), (21.0, 24.5)])  # a student's day in exam weeks

# The sixteen topics. Each has its details (five Chinese, five in Latin letters: the facts
# draw five, the rest are never said and feed the never-said questions), a wrong value for a
# correction in each script, and its lines by shape, each as (Chinese, English): "one" the
# plain message, "ask" an @-question, "terse" its answer without the topic's words, "ctx"
# and "bare" a split's two lines, "report" another member stating it, "long" the clause of
# a long message, "around" the member's own lines without the detail, "passing" others'
# lines on the topic; then the questions: "kw" carries the detail, "part" names the member
# and the topic, "para" (alternatives) names the member in other words, "never" asks a
# detail no line gives, "ask_v" puts a value to a member. "days" is when the facts fall.
TOPICS: dict[str, dict[str, Any]] = {
    "cls": {
        "words": ["职业", "class", "spec", "主玩", "专精"], "days": (0, 39),
        "zh": ["影舞刺客", "圣痕祭司", "血魔剑士", "潮汐术士", "铁卫骑士"],
        "en": ["Stormcaller", "Runeweaver", "Hexblade", "Soulwarden", "Thornseer"],
        "wrong": ("暗影刺客", "Stormbringer"),
        "one": (["说一下，我大号主玩{x}，开荒排位可以找我", "我主玩{x}，别的号都是挂机用的"],
                ["fyi I main {x}, alts are just for farming",
                 "my main is a {x} btw, ping me for prog"]),
        "ask": (["@{n} 你大号玩的什么职业来着？排团要用"],
                ["@{n} what class is your main again? doing the roster"]),
        "terse": (["{x}，玩了三年了", "{x}哈哈"], ["{x}, since beta", "{x} lol"]),
        "ctx": (["说下我主玩的职业，方便排团"], ["for the raid roster, here's my main spec"]),
        "bare": (["{x}，输出位"], ["{x}, dps slot"]),
        "report": (["@{n} 你不是主玩{x}吗，公会战来顶一下"],
                   ["@{n} you main {x} right? we need you for gvg"]),
        "long": (["大号现在是{x}"], ["my main is a {x} now"]),
        "around": (["我这职业这版本被削惨了", "专精天赋又重洗了一遍，肝疼"],
                   ["my class got nerfed so hard this patch",
                    "respecced again, talent trees are a mess"]),
        "passing": (["这版本哪个职业强啊", "纯输出职业开荒真累"],
                    ["which class is strongest this patch?", "tank classes are so undersupplied"]),
        "kw": (["谁主玩{x}？"], ["Who mains a {x}?"]),
        "part": (["{n}大号是什么职业？"], ["What class does {n} main?"]),
        "para": (["{n}平时最常操作的那个角色走的是哪条路线？", "{n}的首选角色属于哪一系？"],
                 ["Which role archetype does {n} usually log in with?",
                  "What kind of character does {n} usually bring to fights?"]),
        "never": (["{n}的大号叫什么名字？"], ["What is the name of {n}'s main character?"]),
        "ask_v": (["{n}主玩的是{v}吗？"], ["Does {n} main a {v}?"]),
    },
    "server": {
        "words": ["服务器", "转服", "server", "transfer", "老服"], "days": (0, 39), "flip": False,
        "zh": ["紫禁之巅", "烟雨江南", "龙吟峡", "白帝城", "落霞渡"],
        "en": ["Frostmoor", "Emberfall", "Silverbrook", "Duskhaven", "Ironvale"],
        "wrong": ("烟雨楼台", "Frosthold"),
        "one": (["我是从{x}转过来的，那边快成鬼服了"],
                ["I transferred over from {x}, that realm was dead"]),
        "ask": (["@{n} 你以前在哪个服的？"], ["@{n} which server were you on before?"]),
        "terse": (["{x}，待了两年"], ["{x}, two years there"]),
        "ctx": (["其实我是转服过来的"], ["I'm actually a server transfer"]),
        "bare": (["原来在{x}"], ["used to be on {x}"]),
        "report": (["@{n} 你是{x}那边来的吧？我好像见过你"],
                   ["@{n} you came from {x}, right? think I saw you there"]),
        "long": (["以前在{x}混"], ["I used to play on {x}"]),
        "around": (["老服的朋友都退坑了", "转服卡还是挺贵的"],
                   ["miss my old server sometimes", "server transfer tokens cost way too much"]),
        "passing": (["转服要多少钱来着", "合服以后老服的人会不会回来"],
                    ["does anyone know the transfer fee now?", "old servers are ghost towns"]),
        "kw": (["谁是从{x}转过来的？"], ["Who transferred from {x}?"]),
        "part": (["{n}转服之前在哪个服务器？"], ["Which server did {n} transfer from?"]),
        "para": (["{n}投奔咱们帮会前效力于哪片区？", "{n}最早落脚的那片区叫啥？"],
                 ["Where did {n} roam prior to joining us?", "Which shard hosted {n} originally?"]),
        "never": (["{n}转服花了多少钱？"], ["How much did {n}'s realm move cost?"]),
        "ask_v": (["{n}以前是{v}的吗？"], ["Was {n} on {v} before?"]),
    },
    "gpu": {
        "words": ["显卡", "graphics", "gpu"], "days": (8, 39),
        "zh": ["七彩虹4070S", "影驰4060Ti", "铭瑄7800XT", "华硕TUF4080", "索泰3060"],
        "en": ["RTX 4070 Super", "RX 7900 GRE", "Arc A770", "RTX 3080 Ti", "GTX 1660S"],
        "wrong": ("七彩虹4060S", "RTX 4060 Super"),
        "one": (["新显卡到了，{x}，开全特效终于不掉帧了"],
                ["new graphics card came in, {x}, raid fps is finally smooth"]),
        "ask": (["@{n} 你显卡最后买的哪张？"], ["@{n} which gpu did you end up getting?"]),
        "terse": (["{x}，双十二抢的"], ["{x}, grabbed it on sale"]),
        "ctx": (["为了新版本咬牙换了显卡"], ["caved and upgraded my graphics card for the patch"]),
        "bare": (["{x}，钱包空了"], ["{x}, wallet is crying"]),
        "report": (["@{n} 听说你上了{x}？土豪带带我"], ["@{n} heard you got a {x}, rich kid"]),
        "long": (["显卡换成了{x}"], ["swapped in a {x} as my new gpu"]),
        "around": (["新显卡风扇有点吵", "显卡驱动更新完游戏闪退了"],
                   ["new graphics card fans are loud af", "gpu driver update broke my game lol"]),
        "passing": (["显卡又涨价了，离谱", "我这老显卡开团就掉帧"],
                    ["gpu prices are insane again", "my old graphics card is dying in raids"]),
        "kw": (["谁买了{x}？"], ["Who bought a {x}?"]),
        "part": (["{n}新买的显卡是哪张？"], ["Which graphics card did {n} buy?"]),
        "para": (["{n}电脑里刚装上的图形硬件是什么型号？", "{n}给主机添置的出图硬件是哪款？"],
                 ["What video hardware sits in {n}'s rig now?",
                  "Which renderer chip did {n} install?"]),
        "never": (["{n}的显卡花了多少钱？"], ["How much did {n} pay for the new GPU?"]),
        "ask_v": (["{n}买的是{v}吗？"], ["Did {n} buy a {v}?"]),
    },
    "mount": {
        "words": ["坐骑", "mount", "掉落"], "days": (0, 39),
        "zh": ["赤焰麒麟", "霜翼狮鹫", "幽冥骨龙", "青鸾羽驾", "琉璃白鹿"],
        "en": ["Void Manta", "Starlit Stag", "Ashen Wyvern", "Tidal Serpent", "Gilded Roc"],
        "wrong": ("赤炎麒麟", "Void Mantis"),
        "one": (["家人们！今晚终于出了{x}！！！手在抖"],
                ["LADS {x} finally dropped for me tonight"]),
        "ask": (["@{n} 昨晚你出了啥？全服公告刷屏了"],
                ["@{n} what dropped for you last night? the server announcement was all over"]),
        "terse": (["{x}，手都在抖"], ["{x}!! still shaking"]),
        "ctx": (["今晚欧了一把"], ["rng finally loved me tonight"]),
        "bare": (["{x}！"], ["{x}!!"]),
        "report": (["@{n} 全服公告说你出了{x}，请客请客"],
                   ["@{n} the server announcement says you got {x}, gz!!"]),
        "long": (["昨晚还出了{x}"], ["also {x} dropped for me last night"]),
        "notice": "【公会公告】恭喜 {n} 刷出稀有坐骑{x}！欧气分给大家，今晚团本让 {n} 摸第一把装备",
        "around": (["坐骑本今天又去刷了一趟", "坐骑收集快到一百只了"],
                   ["ran the mount dungeon again", "my mount collection is almost at 100"]),
        "passing": (["这坐骑掉率是不是千分之一", "我刷坐骑本刷到吐了"],
                    ["mount drop rates in this game are a joke",
                     "anyone want to farm mounts tonight?"]),
        "kw": (["谁出了{x}？"], ["Who got the {x}?"]),
        "part": (["{n}刷出来的稀有坐骑是什么？"], ["Which rare mount dropped for {n}?"]),
        "para": (["{n}运气爆棚弄到手的那只能骑的宝贝叫啥？", "{n}脸白得到的那个代步神兽是哪只？"],
                 ["What lucky ride did {n} obtain?", "Which creature can {n} ride around on now?"]),
        "never": (["{n}那只坐骑是哪个副本掉的？"], ["Which dungeon did {n}'s mount drop in?"]),
        "ask_v": (["{n}是不是出了{v}？"], ["Did {n} get the {v}?"]),
    },
    "job": {
        "words": ["工作", "上班", "job", "work"], "days": (0, 39),
        "zh": ["地铁调度员", "宠物美容师", "高铁乘务员", "殡葬司仪", "无人机飞手"],
        "en": ["actuary", "tattoo artist", "crane operator", "glassblower", "court stenographer"],
        "wrong": ("地铁司机", "tattoo apprentice"),
        "one": (["我现实里是{x}，所以工作日晚上经常来不了"],
                ["irl I'm a {x}, so weeknights are hit or miss"]),
        "ask": (["@{n} 你现实是干啥的？老是半夜才上线"],
                ["@{n} what do you do irl? you're always on at weird hours"]),
        "terse": (["{x}，排班制"], ["{x}, shift schedule"]),
        "ctx": (["说下我为啥老请假，工作原因"], ["reason I miss raids sometimes is my job"]),
        "bare": (["我是{x}"], ["I'm a {x}"]),
        "report": (["@{n} 你不是{x}吗，今天不用上班？"], ["@{n} aren't you a {x}? no work today?"]),
        "long": (["工作还是{x}，最近忙"], ["still working as a {x}"]),
        "around": (["今天上班累死了，团本请个假", "工作又要出差一周"],
                   ["work is killing me this week", "got called into work again, sorry rl"]),
        "passing": (["上班摸鱼做日常被老板看见了", "你们工作日都几点下班"],
                    ["anyone else doing dailies at work lol", "work tomorrow, can't stay late"]),
        "kw": (["谁现实里是{x}？"], ["Who works as a {x}?"]),
        "part": (["{n}现实里是做什么工作的？"], ["What is {n}'s job in real life?"]),
        "para": (["{n}线下靠什么营生？", "{n}离开游戏以后的饭碗是哪一行？"],
                 ["How does {n} earn a living offline?", "What profession pays {n}'s bills?"]),
        "never": (["{n}一个月挣多少？"], ["How much does {n} earn a month?"]),
        "ask_v": (["{n}是{v}吗？"], ["Is {n} a {v}?"]),
    },
    "home": {
        "words": ["老家", "hometown", "家乡", "grew up"], "days": (0, 39), "flip": False,
        "zh": ["柳州", "绵阳", "赣州", "丹东", "自贡"],
        "en": ["Cork", "Halifax", "Dunedin", "Ipswich", "Galway"],
        "wrong": ("宜宾", "Limerick"),
        "one": (["我老家{x}的，过年回去给你们寄特产"],
                ["I'm from {x} originally, it's freezing there this time of year"]),
        "ask": (["@{n} 你老家哪里的？"], ["@{n} where's your hometown?"]),
        "terse": (["{x}，小地方"], ["{x}, small place"]),
        "ctx": (["过年要回老家了"], ["heading back to my hometown for the holidays"]),
        "bare": (["{x}，小城市"], ["{x}, small city"]),
        "report": (["@{n} 你是{x}人吧，语音里口音一听就是"],
                   ["@{n} you're from {x}, right? heard your accent on voice"]),
        "long": (["过年回{x}"], ["flying back to {x} for new year"]),
        "around": (["老家今天下雪了", "回老家的票还没抢到"],
                   ["my hometown got snow today", "still haven't booked the trip home"]),
        "passing": (["过年回老家还能上游戏吗", "老家网太差了打不了团"],
                    ["anyone else's hometown internet awful?", "going home = no raids for a week"]),
        "kw": (["谁老家是{x}的？"], ["Whose hometown is {x}?"]),
        "part": (["{n}老家是哪里的？"], ["Where is {n}'s hometown?"]),
        "para": (["{n}是在哪座城长大的？", "{n}出生成长的故土叫啥？"],
                 ["Which town did {n} grow up in?", "Where was {n} raised?"]),
        "never": (["{n}老家有几口人？"], ["How big is {n}'s family back home?"]),
        "ask_v": (["{n}老家是{v}吗？"], ["Is {n} from {v}?"]),
    },
    "exam": {
        "words": ["考试", "exam", "备考", "test"], "days": (3, 26),
        "zh": ["教资面试", "注会税法", "考研政治", "日语N2", "专升本数学"],
        "en": ["LSAT", "GMAT", "CFA Level I", "IELTS Academic", "MCAT"],
        "wrong": ("注会经济法", "FRM Part 1"),
        "one": (["这两周我要考{x}，团本先请假了"],
                ["taking the {x} in two weeks, gonna miss some raids"]),
        "ask": (["@{n} 你最近在准备什么考试啊？都不上线"],
                ["@{n} what exam are you studying for? haven't seen you online"]),
        "terse": (["{x}，下周三"], ["{x}, next wednesday"]),
        "ctx": (["考试周来了，先消失一阵"], ["exam season, I'm dying"]),
        "bare": (["{x}，根本看不完"], ["{x}, so much to review"]),
        "report": (["@{n} 你{x}复习得怎么样了？"], ["@{n} how's the {x} prep going?"]),
        "long": (["在准备{x}"], ["prepping for the {x}"]),
        "around": (["考试周不上线了，大家加油", "刷题刷到眼花"],
                   ["exam prep is eating my life", "can't raid, studying for a test"]),
        "passing": (["考试周的学生党好惨", "我当年考试前一晚还在打团"],
                    ["good luck to everyone with exams lol", "exam week = guild is empty"]),
        "kw": (["谁在考{x}？"], ["Who is taking the {x}?"]),
        "part": (["{n}在准备什么考试？"], ["Which exam is {n} preparing for?"]),
        "para": (["{n}闭关苦读要应付的是哪场测验？", "{n}埋头啃书想拿下的是哪一关？"],
                 ["What assessment is {n} cramming for?",
                  "Which certification does {n} hope to pass?"]),
        "never": (["{n}考试考了多少分？"], ["What score did {n} get on the exam?"]),
        "ask_v": (["{n}是在考{v}吗？"], ["Is {n} sitting the {v}?"]),
    },
    "pet": {
        "words": ["猫", "宠物", "pet", "cat"], "days": (0, 39),
        "zh": ["煤球", "芝麻糊", "阿福", "豆沙包", "土豆泥"],
        "en": ["Pickles", "Biscotti", "Gizmo", "Pepperoni", "Churro"],
        "wrong": ("煤炭", "Pickle Rick"),
        "one": (["我家猫叫{x}，刚才又踩我键盘了"],
                ["my cat {x} just walked across my keyboard again"]),
        "ask": (["@{n} 你家主子叫啥名字？刚才语音里一直在叫"],
                ["@{n} what's your cat called? heard it on voice"]),
        "terse": (["{x}，三岁了"], ["{x}, she's three"]),
        "ctx": (["刚才语音里那个叫声是我家猫"], ["that noise on voice was my cat lol"]),
        "bare": (["它叫{x}"], ["her name is {x}"]),
        "report": (["@{n} 你家{x}又上镜了，直播里看到了"], ["@{n} {x} was on camera again lol"]),
        "long": (["家里猫{x}最近挑食"], ["my cat {x} has been picky lately"]),
        "around": (["猫又把我耳机线咬断了", "给猫买的猫爬架到了"],
                   ["cat knocked my drink over again", "the cat keeps sitting on my mouse"]),
        "passing": (["有人养猫吗，猫粮推荐一下", "我家猫一到开团就叫"],
                    ["pets + raids = chaos", "do cats ever stop screaming at 3am"]),
        "kw": (["谁家猫叫{x}？"], ["Whose cat is called {x}?"]),
        "part": (["{n}家的猫叫什么名字？"], ["What is {n}'s cat called?"]),
        "para": (["{n}养的那只喵星人怎么称呼？", "{n}屋中毛孩子的昵称是？"],
                 ["What nickname does {n} use for the furry friend at home?",
                  "How is {n}'s feline known?"]),
        "never": (["{n}的猫是什么品种？"], ["What breed is {n}'s cat?"]),
        "ask_v": (["{n}家的猫叫{v}吗？"], ["Is {n}'s cat called {v}?"]),
    },
    "keyboard": {
        "words": ["键盘", "keyboard", "外设"], "days": (0, 39),
        "zh": ["达尔优A87", "黑峡谷X5", "雷柏V500", "腹灵MK870", "珂芝K75"],
        "en": ["Wooting 60HE", "Ducky One 3", "Razer Huntsman", "Keychron Q1", "Leopold FC900R"],
        "wrong": ("达尔优A98", "Keychron Q2"),
        "one": (["新键盘到了，{x}，手感真不错"],
                ["new keyboard arrived, {x}, feels amazing"]),
        "ask": (["@{n} 你那个键盘声音好好听，什么牌子？"],
                ["@{n} your keyboard sounds so clacky on voice, which one is it?"]),
        "terse": (["{x}，茶轴"], ["{x}, brown switches"]),
        "ctx": (["换了个新键盘"], ["got a new keyboard"]),
        "bare": (["{x}，打团顺手多了"], ["{x}, way better for raids"]),
        "report": (["@{n} 你用的是{x}吧？语音里噼里啪啦的"],
                   ["@{n} that's a {x} you're typing on, right? so loud"]),
        "long": (["键盘换成了{x}"], ["switched keyboards to a {x}"]),
        "around": (["键盘空格键有点卡", "新键盘还在适应"],
                   ["my spacebar keeps sticking", "still getting used to the new keyboard"]),
        "passing": (["有推荐的机械键盘吗，预算三百", "键盘声太吵被室友骂了"],
                    ["membrane keyboards are fine, fight me", "is a 60% keyboard ok for raiding?"]),
        "kw": (["谁用的是{x}？"], ["Who uses a {x}?"]),
        "part": (["{n}的键盘是什么牌子的？"], ["What keyboard does {n} use?"]),
        "para": (["{n}打字敲的那块外设是哪家的？", "{n}桌上噼啪作响的输入设备是啥型号？"],
                 ["Which input device sits on {n}'s desk?", "What board does {n} type on?"]),
        "never": (["{n}的键盘多少钱买的？"], ["How much did {n}'s keyboard cost?"]),
        "ask_v": (["{n}用的是{v}吗？"], ["Does {n} type on a {v}?"]),
    },
    "stream": {
        "words": ["直播", "stream", "channel", "频道"], "days": (0, 39),
        "zh": ["咸鱼翻身台", "摸鱼电台", "深夜打野铺", "灭团研究所", "月下茶话会"],
        "en": ["LootGoblinTV", "SnackTankLive", "WipeClubTV", "CozyHealsLive", "NoCritNoLife"],
        "wrong": ("咸鱼翻身记", "LootGremlinTV"),
        "one": (["我开了个直播间叫「{x}」，晚上打团会播，来捧场"],
                ["started streaming! channel is {x}, I'll stream raid nights"]),
        "ask": (["@{n} 你直播间叫啥来着？我去关注"], ["@{n} what's your stream called again?"]),
        "terse": (["搜「{x}」就行"], ["{x}, thanks!!"]),
        "ctx": (["我开始直播了，晚上打团同步播"], ["I started streaming our raids"]),
        "bare": (["搜{x}"], ["search {x}"]),
        "report": (["@{n} 昨晚刷到你的「{x}」了，弹幕好多"],
                   ["@{n} caught your {x} stream last night, chat was wild"]),
        "long": (["直播间「{x}」涨了点粉"], ["my channel {x} got a few new followers"]),
        "notice": "【公会公告】{n} 的直播间「{x}」今晚八点直播新团本，大家有空去点个关注",
        "around": (["今晚直播卡成PPT了", "直播推流一直掉"],
                   ["stream kept dropping frames tonight", "sorry chat, the stream was laggy"]),
        "passing": (["打团开直播会不会被狙", "现在直播平台抽成好高"],
                    ["streaming raids seems stressful", "who watches game streams at 3am lol"]),
        "kw": (["谁的直播间叫{x}？"], ["Whose channel is {x}?"]),
        "part": (["{n}的直播间叫什么名字？"], ["What is {n}'s streaming channel called?"]),
        "para": (["{n}在网上开播用的房间名是啥？", "观众去哪个房间能瞧见{n}开播？"],
                 ["Where can viewers watch {n} broadcast live?",
                  "Under what title does {n} broadcast?"]),
        "never": (["{n}的直播间有多少粉丝？"], ["How many followers does {n}'s channel have?"]),
        "ask_v": (["{n}的直播间是不是叫{v}？"], ["Is {n}'s channel called {v}?"]),
    },
    "firstkill": {
        "words": ["首杀", "first kill", "boss", "server first"], "days": (0, 39),
        "zh": ["深渊领主卡萨", "霜骨女王", "影蚀之母", "熔火巨像", "噬星者阿蒙"],
        "en": ["Vorgath the Undying", "Ironjaw", "Queen Sylvara", "the Hollow King", "Maw of Ruin"],
        "wrong": ("深渊领主卡诺", "Queen Sylvana"),
        "one": (["吹个牛，当年老服{x}的首杀是我们团拿的"],
                ["humble brag: my old guild got the server first on {x}"]),
        "ask": (["@{n} 你当年拿过哪个boss的首杀？"],
                ["@{n} which boss did you get a server first on back then?"]),
        "terse": (["{x}，打了三个通宵"], ["{x}, three all-nighters"]),
        "ctx": (["说起首杀，我当年也拿过一个"],
                ["speaking of first kills, I had one back in the day"]),
        "bare": (["{x}，截图还在"], ["{x}, still have the screenshot"]),
        "report": (["@{n} 听说你当年拿过{x}的首杀？大佬"],
                   ["@{n} heard you got the server first on {x}, legend"]),
        "long": (["翻到当年{x}首杀的截图"], ["found my old {x} first kill screenshot"]),
        "notice": "【公会公告】今晚开荒新团本，{n} 当年在老服拿过{x}的首杀，机制不懂的多问问 {n}",
        "around": (["首杀那晚打到凌晨五点", "现在的boss机制比当年简单多了"],
                   ["first kill nights were brutal back then",
                    "bosses these days are so much easier"]),
        "passing": (["这版本首杀估计又被工作室拿了", "首杀奖励是称号还是坐骑"],
                    ["world first race is so sweaty",
                     "do we even try for server first this tier?"]),
        "kw": (["谁拿过{x}的首杀？"], ["Who got the first kill on {x}?"]),
        "part": (["{n}当年拿过哪个boss的首杀？"], ["Which boss did {n} get a first kill on?"]),
        "para": (["{n}率先击败过的头目是谁？", "{n}在全区抢先打倒过的守关怪是谁？"],
                 ["Which enemy did {n}'s team defeat before anyone else on the realm?",
                  "What foe did {n} topple ahead of every other group?"]),
        "never": (["{n}首杀那次团里有几个人？"],
                  ["How many players were in {n}'s first-kill group?"]),
        "ask_v": (["{n}拿的是{v}的首杀吗？"], ["Did {n} get the first kill on {v}?"]),
    },
    "partner": {
        "words": ["情缘", "结婚", "婚礼", "wedding", "married", "partner"], "days": (0, 39),
        "zh": ["南笙", "拾光", "木槿花开", "清风徐来", "半盏茶"],
        "en": ["Emberly", "Astraea", "Moonpetal", "Kestrel", "Juniper"],
        "wrong": ("南歌", "Ember Lee"),
        "one": (["官宣一下，我和{x}结情缘了，周六主城办婚礼"],
                ["officially married in-game to {x} lol, ceremony saturday"]),
        "ask": (["@{n} 你游戏里结婚的那位叫啥？"], ["@{n} who did you marry in-game again?"]),
        "terse": (["{x}呀，隔壁帮会的"], ["{x}, from the other guild"]),
        "ctx": (["我在游戏里结婚了哈哈"], ["so I got married in-game"]),
        "bare": (["对方叫{x}"], ["it's {x}"]),
        "report": (["@{n} 你和{x}的婚礼什么时候办？我要去吃席"],
                   ["@{n} when's the wedding with {x}? I'm coming"]),
        "long": (["和{x}的婚礼定在周六"], ["wedding with {x} is on saturday"]),
        "notice": "【公会公告】{n} 与 {x} 本周六晚八点半在主城月老祠举行情缘婚礼，欢迎全会吃席",
        "around": (["情缘今天又没上线", "婚礼的烟花买了二十组"],
                   ["my in-game spouse is afk all week", "bought fireworks for the wedding"]),
        "passing": (["游戏情缘靠谱吗", "结婚系统的烟花好贵"],
                    ["in-game weddings are so wholesome", "who even gets married in mmos lol"]),
        "kw": (["谁和{x}结了情缘？"], ["Who married {x} in the game?"]),
        "part": (["{n}的游戏情缘是谁？"], ["Who is {n}'s in-game wedding partner?"]),
        "para": (["{n}在线上牵手拜堂的另一半是谁？", "跟{n}在虚拟世界成双成对的是哪位？"],
                 ["Whom did {n} wed inside the virtual world?", "Who is {n}'s virtual spouse?"]),
        "never": (["{n}的情缘是男是女？"], ["Is {n}'s in-game spouse a guy or a girl?"]),
        "ask_v": (["{n}的情缘是{v}吗？"], ["Is {n} married to {v} in the game?"]),
    },
    "quit": {
        "words": ["退坑", "afk", "quit", "一个月", "没上线", "month"], "days": (0, 39),
        "zh": ["腱鞘炎", "封闭式集训", "女儿出生", "肾结石", "装修新房"],
        "en": ["wisdom teeth", "jury duty", "a broken wrist", "night school", "burnout"],
        "wrong": ("腕管综合征", "a sprained wrist"),
        "one": (["之前消失一个月是因为{x}，现在回来了"],
                ["I was gone for a month because of {x}, back now"]),
        "ask": (["@{n} 你上个月怎么突然不上线了？"],
                ["@{n} where were you last month? thought you quit"]),
        "terse": (["{x}，现在好多了"], ["{x}, all good now"]),
        "ctx": (["解释下我上个月为啥退坑"], ["about why I went afk for a month"]),
        "bare": (["{x}，别提了"], ["{x}, long story"]),
        "report": (["@{n} 听说你上个月是因为{x}才没上线？"],
                   ["@{n} heard you were gone because of {x}, you ok?"]),
        "long": (["上个月没上线是因为{x}"], ["the month off was because of {x}"]),
        "around": (["退坑一个月回来装备全落后了", "回归礼包领了吗"],
                   ["coming back after a month off is rough",
                    "so much catching up after that break"]),
        "passing": (["一个月不上线号会不会被回收", "退坑容易回坑难"],
                    ["half the guild takes a break every winter lol",
                     "quitting is easy, coming back isn't"]),
        "kw": (["谁因为{x}消失了一个月？"], ["Who was gone for a month because of {x}?"]),
        "part": (["{n}之前退坑一个月是因为什么？"], ["Why did {n} quit the game for a month?"]),
        "para": (["{n}那阵子销声匿迹的缘由是啥？", "{n}那段长时间缺席是出了什么事？"],
                 ["What kept {n} offline for that stretch?",
                  "What was behind {n}'s extended absence?"]),
        "never": (["{n}退坑那个月去哪儿了？"], ["Where did {n} go during that month off?"]),
        "ask_v": (["{n}消失一个月是因为{v}吗？"], ["Was {n} gone for a month because of {v}?"]),
    },
    "owe": {
        "words": ["欠", "金库", "bank", "owe", "借"], "days": (0, 39),
        "zh": ["3.6万金", "8800金", "1.75万金", "4.2万金", "6300金"],
        "en": ["52k gold", "19,400 gold", "7.5k gold", "31k gold", "2,750 gold"],
        "wrong": ("3.2万金", "25k gold"),
        "one": (["我还欠公会金库{x}，月底发工资就还"],
                ["I still owe the guild bank {x}, paying it back end of month"]),
        "ask": (["@{n} 你在金库那边还差多少来着？在对账"],
                ["@{n} how much do you still owe the bank? doing the books"]),
        "terse": (["{x}，下周清"], ["{x}, I'll clear it next week"]),
        "ctx": (["我在金库借的钱还没还完"], ["still haven't paid the bank back"]),
        "bare": (["还剩{x}"], ["{x} left"]),
        "report": (["@{n} 账本上你还差{x}哦，别忘了"],
                   ["@{n} ledger says you owe {x}, just a reminder"]),
        "long": (["金库还欠着{x}"], ["still owe the bank {x}"]),
        "notice": "【金库公示】{n} 借款{x}尚未归还，请月底前还清。其余账目已对平，明细见群文件",
        "around": (["金库的钱下周一定还", "借金库的钱买了材料，冲装分"],
                   ["I'll pay the bank back soon, promise", "borrowed from the bank for mats"]),
        "passing": (["金库现在还有多少钱", "借金库的钱要利息吗"],
                    ["does the guild bank charge interest lol", "who manages the bank again?"]),
        "kw": (["谁欠公会金库{x}？"], ["Who owes the guild bank {x}?"]),
        "part": (["{n}欠公会金库多少金？"], ["How much gold does {n} owe the guild bank?"]),
        "para": (["{n}对帮会财务还有多大一笔没结清？", "{n}拖着没给帮会公款的是多大一笔？"],
                 ["What sum is {n} in debt to our treasury?",
                  "How deep in the red is {n} with the treasury?"]),
        "never": (["{n}是哪天向金库借的钱？"], ["On what date did {n} borrow from the bank?"]),
        "ask_v": (["{n}是不是欠金库{v}？"], ["Does {n} owe the bank {v}?"]),
    },
    "alt": {
        "words": ["小号", "alt"], "days": (0, 39),
        "zh": ["月下独酌", "二两白粥", "布丁不甜", "北巷旧梦", "橙子汽水"],
        "en": ["Shadowmint", "Thornpaw", "Lazyhealz", "Pebblepunch", "Frostnugget"],
        "wrong": ("月下独饮", "Shadowmoss"),
        "one": (["我小号叫{x}，看到了拉一下进分会"],
                ["my alt is {x}, invite it to the sub-guild pls"]),
        "ask": (["@{n} 你小号叫啥？我拉你进分会"],
                ["@{n} what's your alt's name? I'll send the invite"]),
        "terse": (["{x}，谢啦"], ["{x}, ty"]),
        "ctx": (["我练了个小号"], ["made an alt this week"]),
        "bare": (["叫{x}"], ["it's called {x}"]),
        "report": (["@{n} 刚才野外那个{x}是你小号吧？"],
                   ["@{n} was that {x} in the open world your alt?"]),
        "long": (["小号{x}也满级了"], ["my alt {x} hit max level too"]),
        "notice": "【公会公告】{n} 的小号「{x}」已拉进分会，春节福利照常发放",
        "around": (["小号今天也满级了", "小号装备全靠大号养"],
                   ["leveling my alt is so slow", "my alt is fully geared off my main lol"]),
        "passing": (["小号可以领公会福利吗", "练小号太费时间了"],
                    ["alts are a trap honestly", "should I level an alt for the patch?"]),
        "kw": (["谁的小号叫{x}？"], ["Whose alt is named {x}?"]),
        "part": (["{n}的小号叫什么？"], ["What is {n}'s alt called?"]),
        "para": (["{n}第二个角色取的啥名号？", "{n}另开的备用角色怎么称呼？"],
                 ["What did {n} dub the second character?",
                  "Under which label does {n}'s backup character go?"]),
        "never": (["{n}的小号是什么职业？"], ["What class is {n}'s alt?"]),
        "ask_v": (["{n}的小号叫{v}吗？"], ["Is {n}'s alt called {v}?"]),
    },
    "title": {
        "words": ["称号", "title"], "days": (0, 39),
        "zh": ["破浪者", "万古长夜", "不灭星辰", "孤影独行", "星海领航员"],
        "en": ["Gloryhound", "the Unbroken", "Tidebreaker", "Stormchaser", "Keeper of Embers"],
        "wrong": ("破浪人", "the Unbowed"),
        "one": (["成就刷完了，拿到称号「{x}」"], ["got the {x} title finally"]),
        "ask": (["@{n} 你名字上面那个新称号是啥？"],
                ["@{n} what's that new title over your head?"]),
        "terse": (["{x}，肝了一个月"], ["{x}, took a month of grinding"]),
        "ctx": (["新称号到手了"], ["new title unlocked"]),
        "bare": (["「{x}」"], ["{x}!"]),
        "report": (["@{n} 你那个「{x}」称号也太帅了"], ["@{n} the {x} title looks so good on you"]),
        "long": (["称号换成了「{x}」"], ["equipped the {x} title"]),
        "notice": "【公会公告】恭喜 {n} 拿到称号「{x}」，本服第三个！",
        "around": (["称号成就还差最后一个", "称号特效好像有bug"],
                   ["one achievement left for the title", "title effects are bugged again"]),
        "passing": (["这版本新称号怎么拿", "称号能不能隐藏啊"],
                    ["titles in this game are so flashy", "is the new title worth the grind?"]),
        "kw": (["谁拿到了「{x}」称号？"], ["Who earned the {x} title?"]),
        "part": (["{n}拿到的新称号是什么？"], ["What title did {n} earn?"]),
        "para": (["{n}角色头顶挂的荣誉头衔叫啥？", "{n}当下展示的头衔是哪一款？"],
                 ["Which honorific does {n} display now?", "What honour is shown above {n}?"]),
        "never": (["{n}的称号是做哪个成就拿的？"], ["Which achievement gave {n} the title?"]),
        "ask_v": (["{n}的称号是「{v}」吗？"], ["Does {n} have the {v} title?"]),
    },
}

# Each topic's five facts by shape; ten shapes, eighty facts.
PLAN: dict[str, tuple[str, ...]] = {
    "cls": ("jielong", "one", "answer", "correction", "long"),
    "server": ("jielong", "reported", "late", "split", "reply"),
    "gpu": ("correction", "answer", "split", "long", "one"),
    "mount": ("notice", "reported", "one", "reply", "late"),
    "job": ("answer", "late", "split", "long", "reported"),
    "home": ("jielong", "correction", "reply", "one", "long"),
    "exam": ("split", "answer", "correction", "late", "reply"),
    "pet": ("one", "reply", "reported", "split", "long"),
    "keyboard": ("jielong", "correction", "answer", "reply", "late"),
    "stream": ("jielong", "notice", "one", "split", "answer"),
    "firstkill": ("notice", "correction", "reported", "long", "reply"),
    "partner": ("notice", "reported", "late", "answer", "one"),
    "quit": ("long", "correction", "answer", "split", "reported"),
    "owe": ("jielong", "notice", "correction", "reply", "late"),
    "alt": ("jielong", "notice", "split", "one", "correction"),
    "title": ("notice", "reported", "one", "answer", "long"),
}
SHAPES = ("one", "answer", "late", "correction", "split", "reported", "notice", "jielong", "reply",
          "long")
EXAM_TAKERS = [m for m in MEMBERS if "student" in TAGS[m]] + ["算盘", "Ryan_NA", "Wei_KL"]

# The sign-up lists (接龙), one a topic that closes with a fact: (topic, first and last day,
# organiser, heading, (Chinese entries, English entries) that are nobody's fact).
LISTS: dict[str, tuple[str, tuple[int, int], str, str, tuple[list[str], list[str]]]] = {
    "gvg": ("cls", (26, 30), RL, "#接龙 周六公会战报名（ID+职业），满30人截止",
            (["狂战", "神射手", "元素使", "圣骑", "游侠", "毒师", "盾卫"], ["Berserker",
                                                            "Ranger"])),
    "merge": ("server", (24, 27), LEADER, "#接龙 合服前统计一下，大家原来是哪个服转过来的",
              (["流云阁", "天涯海阁", "青鸾台", "雁门关", "听雨轩"], ["Stormreach", "Oakshade"])),
    "home": ("home", (29, 33), "小七", "#接龙 春节回老家的报一下城市，看看能不能线下面基",
             (["南昌", "洛阳", "威海", "潮州", "遵义", "芜湖"], ["Penang", "Darwin"])),
    "bank": ("owe", (11, 15), BANK, "#接龙 金库借款自报，月底前还清（名字+金额）",
             (["900金", "2500金", "1.1万金", "4000金", "700金"], ["3k gold", "600 gold"])),
    "alt": ("alt", (5, 9), "月半", "#接龙 小号登记，领春节福利用（名字+小号）",
            (["一口酥", "南瓜粥", "夏天的风", "不吃香菜", "晚安喵"], ["Mossbeard", "Tinybolt"])),
    "stream": ("stream", (17, 21), "小七", "#接龙 公会直播间互关（名字+直播间）",
               (["阿喵不加班", "今天也要开心", "小熊打野中", "咕咕电台"], ["BlueMoonLive",
                                                       "PotatoTank"])),
    "kb": ("keyboard", (36, 39), "老K", "#接龙 晒键盘，顺便看看要不要拼团（名字+键盘）",
           (["罗技G610", "狼蛛F87", "樱桃MX3", "ikbc C87"], ["Akko 3068", "Royal Kludge"])),
}
LIST_OF = {v[0]: k for k, v in LISTS.items()}

# What each kind of calendar event sets off: who may take part ("tag"), who opens when
# online ("lead", with odds "lead_odds" if not always), the mean number of lines after the
# opener, the median gap in seconds, and its lines (Chinese, English); "echo" lines get
# repeated by a few members (复读).
EVENTS: dict[str, dict[str, Any]] = {
    "morning": {"n": 4, "gap": 80,
                "open": (["早", "早啊各位", "早，又是搬砖的一天", "早，地铁上做个日常",
                          "起床失败，再躺{min}分钟"],
                         ["morning all", "gm", "morning, coffee first"]),
                "re": (["早", "早~", "早啊", "困死了", "地铁上摸鱼", "今天{temp}度，冻成狗",
                        "昨晚没睡够", "早，公司楼下排队买早饭", "早早早"],
                       ["morning!", "gm gm", "o/", "it's {temp} degrees here",
                        "gm, slept {k} hours"])},
    "daily": {"n": 6, "gap": 70,
              "open": (["日常刷新了，今天悬赏在{map}", "午休上线做日常",
                        "今日跑商{goods}收购价{gold}金，冲",
                        "中午谁来组个悬赏，{map}那个"],
                       ["dailies reset, bounty is in {map_en} today",
                        "lunch break dailies, anyone?"]),
              "re": (["做完了", "带我带我", "{map}那个任务卡了，谁知道怎么过", "挂机中",
                      "午饭吃的{food}",
                      "我只做了一半就要开会了", "跑商今天亏了{gold}金", "今天日常好多", "+1",
                      "等我五分钟"],
                     ["done with mine", "invite pls", "that {map_en} quest bugged for me",
                      "eating {food_en} lol"])},
    "afternoon": {"n": 3, "gap": 120,
                  "open": (["下午好无聊，有人摸鱼吗", "下午茶时间", "领导不在，偷偷上线挂个机",
                            "刚开完{k}个会"],
                           ["afternoon slump", "anyone around? bored"]),
                  "re": (["我在", "摸鱼+1", "上班呢，手机看看", "今天好冷", "快下班了吧",
                          "挂机钓鱼中",
                          "刚在拍卖行收了一组材料，{gold}金"],
                         ["here", "same lol", "fishing afk", "just woke up tbh"])},
    "evening": {"n": 8, "gap": 100,
                "open": (["下班了，今晚谁一起刷{map}", "有人组五人本吗，差个奶",
                          "今晚不开团，大家自由活动",
                          "拍卖行{loot}掉价了，{gold}金就能收", "今天装分到{gs}了"],
                         ["anyone for dungeons tonight?", "need a healer for a quick run",
                          "no raid tonight right?"]),
                "re": (["来", "我来奶", "等我吃完饭", "差个坦", "刚到家", "我去做周常了",
                        "加我一个",
                        "今天好累不想动", "{room}房语音", "我装分才{gs}，能去吗"],
                       ["I'm in", "can heal", "give me 10", "sure, inv", "voice room {room}?"])},
    "raid_call": {"tag": "raider", "lead": RL, "n": 7, "gap": 40,
                  "open": (["@全体成员 今晚{raid}，19:50 YY {room} 集合，装分{gs}以上",
                            "今晚开荒{boss}，药水食物自备，YY {room}",
                            "集合集合，今晚目标{boss}，别迟到"],
                           ["raid tonight, voice room {room}, be on time"]),
                  "re": (["来了", "1", "到", "在路上，五分钟", "今晚请假，加班", "坦克到了",
                          "奶妈就位",
                          "药水没了，谁卖我两组", "食物{gold}金一组，贵死", "YY进不去，卡了",
                          "今晚打到几点"],
                         ["here", "omw", "1", "can only stay till {h}", "joining voice now"])},
    "pull": {"tag": "raider", "lead": RL, "lead_odds": 0.45, "n": 2.2, "gap": 30,
             "echo": ["过了！！！", "gg", "666"],
             "open": (["开了开了", "第{k}把，都打起精神", "倒数三二一，拉了", "再来一把",
                       "换个打法，坦克拉到左边"],
                      ["pulling", "pull in 5", "one more go"]),
             "re": (["灭了，{boss}剩{pct}%", "奶不过来了", "DPS不够啊，{dmg}", "谁又踩圈了",
                     "嘲讽CD没接上",
                     "gg", "过了！！！", "出了{loot}，roll点", "{dkp}分竞拍{loot}", "全灭，跑尸",
                     "我掉线了，重连中", "这把{dmg}，稳了", "狂暴了，差{pct}%", "P2转阶段注意分散",
                     "打断呢？？", "坦克别动", "有人没吃药水"],
                    ["wiped at {pct}%", "gg", "healers oom", "dps check failed, {dmg_en}",
                     "brb afk 2 min",
                     "who stood in fire lol", "LET'S GO", "nice pull",
                     "{dkp} dkp on the {loot_en}"])},
    "raid_end": {"tag": "raider", "lead": BANK, "n": 4, "gap": 60,
                 "open": (["今晚DKP已记，出勤每人+{dkp}，明细看群文件",
                           "金团分账：每人{gold}金，邮件已发",
                           "今晚拍卖总额{gold}金，扣掉修理费每人{dkp}"],
                          ["dkp is updated, +{dkp} for attendance"]),
                 "re": (["收到", "辛苦团长", "辛苦算账", "明天还开吗", "晚安",
                         "修理费花了{gold}金，心疼",
                         "下周见", "今晚打得不错"],
                        ["gn all", "gg wp", "thanks for the run"])},
    "farm": {"n": 5, "gap": 150,
             "open": (["夜猫子们还在吗，刷图了", "半夜挖矿效率最高",
                       "拍卖行金价{gold}，这会儿收材料",
                       "有人一起刷精英怪吗"],
                      ["late night farm crew assemble", "anyone farming?"]),
             "re": (["在", "挖了{k}组了", "困了，再刷一会", "这会儿野外没人抢怪", "金价又跌了",
                     "明天还要上班……", "刷到{loot}了哈哈", "我去睡了，晚安"],
                    ["here", "farming mats", "gn", "it's {h}pm here lol"])},
    "owl": {"n": 3, "gap": 200,
            "open": (["还有人醒着吗", "失眠了，上线钓鱼", "凌晨副本不用排队，爽"],
                     ["anyone awake?", "who's still up in china lol"]),
            "re": (["我", "快睡吧", "还在刷", "明天早八……", "这个点延迟才{ping}"],
                   ["still up", "ping is {ping} right now", "evening here"])},
    "eu": {"n": 3, "gap": 180,
           "open": (["还有人在吗", "早起的鸟儿有虫吃"],
                    ["evening from London, anyone on?", "finished work, logging in",
                     "anyone up for a dungeon?"]),
           "re": (["在", "我在挂机", "刚醒"],
                  ["here", "yo", "sure", "queue is {queue} lol", "ping {ping}, playable"])},
    "na": {"n": 4, "gap": 150,
           "open": (["中午有人吗", "午休摸鱼"],
                    ["evening here, who's around?", "done with work, time to farm",
                     "is it lunch time over there?"]),
           "re": (["在吃饭", "中午好", "北美那边几点了", "在公司，手机看看"],
                  ["yep lunch break", "here", "gl", "it's snowing here lol"])},
    "maint": {"lead": LEADER, "n": 5, "gap": 90,
              "open": (["【维护】今天7点到11点停服维护，补偿{k}0钻",
                        "又周三了，停服维护，上班安心了",
                        "维护开始了，大家下线"],
                       ["maintenance is up, servers down till 11 beijing time"]),
              "re": (["又维护", "补偿能不能多给点", "维护完记得做周常", "上班路上，正好",
                      "每周三都这样",
                      "官方说大概{h}点开"],
                     ["maintenance again lol", "perfect, bedtime here"])},
    "maint_more": {"n": 4, "gap": 60,
                   "open": (["官方说延长维护到{h}点……", "延长维护了，无语"],
                            ["maintenance extended again"]),
                   "re": (["又延长", "补偿+1", "习惯了", "下午再上吧"], ["extended again??",
                                                            "classic"])},
    "reset": {"n": 5, "gap": 60,
              "open": (["开服了！周常刷新，本周团本CD重置", "周常做了吗，本周{boss}掉落翻倍",
                        "开服了，排队{queue}人"],
                       ["servers are up, weekly reset"]),
              "re": (["冲", "排队中", "周常做完了", "本周奖励一般", "又掉线了", "登不上",
                      "有人一起做周常吗"],
                     ["servers up", "queue {queue} lol"])},
    "patch_notes": {"n": 8, "gap": 60,
                    "open": (["3.5版本公告出了，新团本下周三开", "新版本公告看了吗，奶妈又被削了",
                              "新版本装等上限提到{gs}"],
                             ["3.5 patch notes are out"]),
                    "re": (["看了，又被削了", "终于有新本了", "新团本几个boss", "得攒点金子",
                            "又要重新配装", "新时装好看"],
                           ["patch notes look sick", "healers nerfed again smh"])},
    "predl": {"n": 6, "gap": 80,
              "open": (["预下载开了，{gb}个G", "新版本预下载了吗，{gb}G", "预下载速度好慢"],
                       ["predownload is live, {gb} gigs"]),
              "re": (["下好了", "下了一半", "硬盘不够了", "公司网速快，偷偷下", "{gb}G也太大了"],
                     ["predownload done", "{gb} gigs, my ssd is crying"])},
    "patch": {"lead": LEADER, "n": 6, "gap": 120,
              "open": (["今天大版本维护，到下午三点", "版本更新维护中，今天摸不了鱼了",
                        "预计下午开服"],
                       ["patch day, servers down till 3pm beijing"]),
              "re": (["等", "坐等新本", "今天请假了哈哈", "估计又要延长", "下午见"],
                     ["patch day hype", "gonna sleep through it"])},
    "patch_delay": {"n": 5, "gap": 60,
                    "open": (["果然延长了，到{h}点", "延长维护，补偿{k}0钻"], ["delayed, classic"]),
                    "re": (["意料之中", "无语", "补偿太少"], ["of course", "lmao"])},
    "patch_live": {"n": 10, "gap": 40,
                   "open": (["开服了！新团本开了", "新版本上线，排队{queue}人",
                             "新本进去看了，{boss}好难"],
                            ["patch is live!", "new raid is open"]),
                   "re": (["排队中", "卡成PPT", "新地图好看", "任务好长", "装备提升好大",
                           "今晚开荒吗",
                           "服务器炸了", "{boss}机制好复杂"],
                          ["queue {queue}", "new zone looks amazing", "server crashed lol"])},
    "merge_news": {"lead": LEADER, "n": 10, "gap": 50,
                   "open": (["官方公告：下周三合服，我们和隔壁两个服合并", "合服公告出了，看了吗",
                             "要合服了，名字重复的要改名"],
                            ["merge announced for next wednesday"]),
                   "re": (["终于合服了", "名字会不会被抢", "合服后排队怎么办", "拍卖行物价要乱了",
                           "隔壁服那个大帮会要来了", "公会战要难打了", "改名卡免费吗"],
                          ["merge? finally", "will names get reset?"])},
    "merge_talk": {"n": 5, "gap": 90,
                   "open": (["合服后公会要不要招人", "合服前把金子换成材料",
                             "听说隔壁服金价{gold}"],
                            ["should we recruit after the merge?"]),
                   "re": (["招吧", "稳一点好", "看会长", "先观望", "金价要跌"],
                          ["recruit, we need healers", "wait and see"])},
    "merge_day": {"n": 6, "gap": 90,
                  "open": (["合服维护开始了", "合服完了，排队{queue}人", "合服后主城挤爆了"],
                           ["merge is done, queue is huge"]),
                  "re": (["卡死了", "好多新人", "名字被改了", "拍卖行东西贵了", "延迟{ping}"],
                         ["so many new faces", "lag is insane"])},
    "gvg_call": {"tag": "raider", "lead": LEADER, "n": 8, "gap": 30,
                 "open": (["公会战集合！YY {room}，八点准时开",
                           "@全体成员 公会战二十分钟后开始，进语音"],
                          ["gvg in 20, get in voice"]),
                 "re": (["到", "来了", "冲冲冲", "坦克就位", "药吃好了", "今晚必赢"], ["here",
                                                                     "let's go"])},
    "gvg": {"tag": "raider", "n": 5, "gap": 25, "echo": ["冲", "666"],
            "open": (["推中路！", "守住据点", "对面{k}个人冲过来了", "复活点集合"], ["push mid!"]),
            "re": (["冲", "顶住", "奶呢", "我死了", "拿下据点了", "对面好多人", "积分领先{k}0分",
                    "撤撤撤",
                    "666"],
                   ["push!", "hold!", "got the flag"])},
    "gvg_end": {"tag": "raider", "lead": LEADER, "n": 6, "gap": 40,
                "open": (["公会战结束，今晚赢了，积分{k}0比{k}0", "打完了，大家辛苦"],
                         ["gvg over, we won"]),
                "re": (["辛苦辛苦", "明天继续", "爽", "会长牛", "手都麻了"], ["gg wp",
                                                              "great fight"])},
    "xmas": {"n": 6, "gap": 90, "echo": ["圣诞快乐"],
             "open": (["冬日庆典活动开了，雪人副本可以刷时装", "圣诞快乐各位",
                       "活动的雪球道具好好玩"],
                      ["merry christmas all"]),
             "re": (["圣诞快乐", "时装好看", "已经刷了{k}次", "平安夜吃苹果了吗"],
                    ["merry christmas!", "happy holidays from down under"])},
    "countdown": {"n": 8, "gap": 20, "echo": ["新年快乐"],
                  "open": (["还有几分钟跨年了", "主城放烟花了，快来"], ["almost midnight there!"]),
                  "re": (["新年快乐", "跨年快乐！", "2028冲冲冲", "主城卡了"],
                         ["happy new year!"])},
    "newyear": {"n": 6, "gap": 60,
                "open": (["元旦快乐，今天活动双倍经验", "新年第一天，大家新年快乐"],
                         ["happy new year all"]),
                "re": (["元旦快乐", "新年快乐", "今年一定欧一把", "新年第一把团本必过"], ["hny!"])},
    "eve": {"n": 10, "gap": 40, "echo": ["除夕快乐", "新年快乐"],
            "open": (["除夕快乐！今晚不开团，公会大厅十一点半放烟花", "[QQ红包]除夕快乐",
                      "年夜饭吃了吗"],
                     ["happy lunar new year eve!"]),
            "re": (["除夕快乐", "谢谢会长红包", "抢到{k}块", "手慢了", "吃撑了", "烟花几点放",
                    "新年快乐",
                    "[QQ红包]恭喜发财"],
                   ["happy lunar new year!", "恭喜发财 lol"])},
    "spring": {"n": 8, "gap": 40, "echo": ["新年快乐"],
               "open": (["新年快乐！！！", "[QQ红包]新春快乐", "春节活动开了，红包副本刷起来"],
                        ["happy new year!!"]),
               "re": (["新年快乐", "恭喜发财", "红包拿来", "抢到了", "给大家拜年了"],
                      ["happy new year!", "gong xi fa cai"])},
    "fest": {"n": 5, "gap": 100,
             "open": (["春节活动的灯笼任务做了吗", "年兽副本今天刷了{k}次", "活动商店兑换了啥"],
                      ["anyone doing the lantern event?"]),
             "re": (["做了", "还没", "年兽好打", "换了时装染色", "亲戚家网不好"],
                    ["lantern quest is cute", "event is fun"])},
    "exam": {"tag": "student", "n": 3, "gap": 120,
             "open": (["明天考高数，救命", "复习不完了", "考完一门，还剩{k}门"],
                      ["finals tomorrow, pray"]),
             "re": (["加油", "稳过", "考完再上线", "我也是", "挂科警告"], ["good luck!"])},
}

# The raid of the season before the patch and the patch's new one, their bosses and loot.
RAIDS = (("熔渊之巅", ["炎魔督军", "熔渊看守", "灰烬双子", "焚天之主"], ["the Ember Warlord",
                                                     "Ashen Twins"]),
         ("深海回廊", ["潮汐守卫", "海妖女皇", "珊瑚祭司", "深海巨鲸"], ["Tide Warden",
                                                     "Siren Queen"]))
LOOT = (["熔渊之心", "灰烬护腕", "海妖之泪", "潮汐法杖", "焚天披风", "珊瑚指环"],
        ["Emberheart Core", "Siren's Tear", "Tidecaller Staff", "Coral Band"])
MAPS = (["落星原", "迷雾沼泽", "碧波港", "寒铁峡谷", "古战场"], ["Mistfen", "Starfall Plains",
                                                "Coral Bay"])
FOOD = (["黄焖鸡", "螺蛳粉", "麻辣烫", "沙县", "牛肉面", "煲仔饭"], ["a sandwich", "leftover pizza",
                                                    "ramen"])
GOODS = ["丝绸", "茶叶", "瓷器", "香料"]


def _slots(rng: random.Random, t: float) -> dict[str, str]:
    """Values for the placeholders of an ordinary line, numbers everywhere."""
    raid, bosses, bosses_en = RAIDS[1] if t >= T0 + (PATCH + 0.6) * DAY else RAIDS[0]
    return {
        "raid": raid, "boss": rng.choice(bosses), "boss_en": rng.choice(bosses_en),
        "pct": str(rng.randint(1, 60)), "gs": str(rng.randint(7200, 9699)),
        "dkp": str(rng.choice([5, 10, 15, 20, 25, 30, 40, 60, 80, 120, 150, 200, 260])),
        "gold": str(rng.randint(3, 480) * 10), "room": str(rng.randint(1000, 9999)),
        "dmg": f"{rng.randint(8, 46) / 10}亿", "dmg_en": f"{rng.randint(180, 690)}k dps",
        "min": str(rng.randint(2, 45)), "h": str(rng.randint(1, 12)), "k": str(rng.randint(2, 9)),
        "loot": rng.choice(LOOT[0]), "loot_en": rng.choice(LOOT[1]), "map": rng.choice(MAPS[0]),
        "map_en": rng.choice(MAPS[1]), "food": rng.choice(FOOD[0]), "food_en": rng.choice(FOOD[1]),
        "goods": rng.choice(GOODS), "temp": str(rng.randint(-12, 18)),
        "queue": str(rng.randint(120, 4800)), "ping": str(rng.randint(60, 380)),
        "gb": str(rng.randint(18, 46)),
    }


REACT = (["哈哈哈", "+1", "[表情]", "[图片]", "草", "6", "牛", "tql", "笑死", "确实", "啊这"],
         ["lol", "lmao", "+1", "nice", "gg", "o7", "haha"])
QUOTE_RESP = (["同感", "+1", "哈哈确实", "真的", "太真实了", "说得对"], ["same", "so true", "+1",
                                                          "this"])
MIX_TAILS = [" lol", " xd"]
EN_TAILS = [" 哈哈", " 哈哈哈", " 笑死"]
# (ask, answer) for ordinary @-exchanges: (Chinese ask, English ask, Chinese answer, English)
AT_PAIRS = [
    ("@{b} 今晚来打团吗", "@{b} you raiding tonight?", "来", "yeah I'll be there"),
    ("@{b} 帮我带个周常呗", "@{b} can you carry me through the weekly?", "行，上线喊我",
     "sure, ping me"),
    ("@{b} 你还有多余的强化石吗", "@{b} got any spare enchant mats?", "有几组，邮寄给你了",
     "a few stacks, mailing them"),
    ("@{b} 昨晚那把你怎么掉线了", "@{b} what happened last night, you dc'd", "家里断网了",
     "internet died"),
    ("@{b} 副本门口等你", "@{b} waiting at the dungeon entrance", "马上", "omw"),
    ("@{b} 拍卖行那个东西你要不要", "@{b} want that thing on the auction house?", "不要了，谢谢",
     "nah, thanks"),
    ("@{b} 周末公会活动来吗", "@{b} coming to the guild event this weekend?", "看情况", "maybe"),
]
LATE = (["@{a} 刚看到，", "@{a} 不好意思才看到，"], ["@{a} sorry just saw this, ",
                                         "@{a} just saw this, "])
CONFIRM = (["哈哈是的", "对对", "消息这么灵通", "嗯嗯，没错"], ["haha yes", "yep", "guilty", "yup"])
FIX_NOW = (["打错了，是{x}，不是{w}", "更正：刚才写错了，是{x}不是{w}"],
           ["typo, {x} not {w}", "correction: {x}, not {w}"])
LATE_FIX = (["昨天说错了，是{x}，不是{w}", "纠正一下昨天的，{x}，不是{w}"],
            ["correction from yesterday: {x}, not {w}", "I said it wrong yesterday, {x} not {w}"])
ACKS = (["收到", "恭喜恭喜", "欧皇", "好的", "来了来了", "👍", "收到收到"], ["gz!", "nice",
                                                          "got it", "👍"])
THANKS = (["谢谢{o}", "哈哈谢谢", "谢谢大家", "感谢官方认证"],
          ["thanks {o}!", "haha ty", "thanks all"])
REACT_FACT = (["哇", "恭喜", "厉害", "真的假的", "哈哈哈", "好家伙"], ["nice", "gz", "wow", "lol"])
LONG_OPEN = (["跟大家汇报下最近：", "碎碎念一下：", "最近的事一口气说了："],
             ["quick life update:", "catching up on the week:", "ok long one, sorry:"])
LONG_EXTRA = (["这周日常全清了，装分到了{gs}", "年会抽了个{k}等奖", "昨晚挖矿挖了{k}组",
               "家里宽带又断了{min}分钟", "加班加到{h}点", "拍卖行卖了一组材料赚了{gold}金",
               "室友天天半夜打呼", "下个月可能要出差"],
              ["cleared all my dailies, gear score {gs} now", "work has been {h}-hour days",
               "sold some mats for {gold}g", "my internet dropped for {min} minutes again",
               "flat is freezing", "might travel for work next month"])
LONG_CLOSE = (["就这些，今晚团本见", "先这样，晚上见"], ["anyway, see you at raid",
                                         "that's all, cya tonight"])
LIST_CLOSE = (["满了，截止，谢谢大家", "截止啦，辛苦各位"], ["closed, thanks all"])

# Never-said questions about things nobody in the group had.
NOBODY = ["谁在公会里养了蜥蜴？", "谁去年去冰岛看了极光？", "Who here plays the bagpipes?",
          "谁在游戏里开了家花店？", "Who in the guild runs a food truck?", "谁的情缘是个NPC？",
          "Who got a tattoo of the guild logo?", "谁把公会名字纹在手上了？",
          "Who in the guild is learning to fly a plane?", "谁家里养了一匹真马？",
          "Who mentioned buying a VR headset for raids?", "谁说过要去南极旅游？"]

# Turns a member might send the bot: the group's voice, many questions, nobody named.
CHATTER = [
    "开团前需要准备哪些消耗品？", "帮我算一下DKP怎么分比较公平",
    "翻译一下 stack on the tank 是啥意思",
    "给今晚的开荒写个动员口号", "what's a good name for a guild event?", "推荐点熬夜不伤身的零食",
    "explain what an enrage timer is", "DPS和HPS有什么区别？", "奶妈站位一般站哪里比较安全",
    "怎么跟新人解释仇恨机制", "how do I stop lagging in raids?", "有什么好用的语音软件推荐",
    "帮我写个公会招人的帖子", "写一段公会战的战前动员", "what does 'rl' stand for?",
    "副本灭了十次怎么调整心态", "游戏里的金价为什么老是波动", "怎么判断一个装备值不值得拍",
    "给我讲讲什么是金团", "how do guild banks usually work in MMOs?", "熬夜打团第二天怎么提神",
    "有没有适合打团听的歌", "帮我想个霸气的公会口号",
    "what's the difference between DKP and loot council?",
    "how to write a fair loot rule", "打团被骂了怎么办", "什么配置能流畅跑大型网游",
    "推荐一个显示器刷新率", "给新人写一份开荒注意事项", "合服一般会有什么影响",
    "版本更新前要准备什么", "预下载一般多大比较正常", "帮我算算一周打三次团要多少小时",
    "how many hours a week is healthy for gaming?", "写首打油诗庆祝过本", "讲个游戏相关的冷笑话",
    "tell me a joke about tanks", "网游里的情缘是什么意思", "公会战一般怎么分配人手",
    "how do time zones work for a raid at 8pm Beijing?", "北京时间晚上八点是伦敦几点？",
    "悉尼现在比北京快几个小时？", "what time is 8pm Beijing in Vancouver?",
    "怎么礼貌地劝退挂机的人",
    "给会长写个新年祝福", "春节祝福语来几条", "写一段除夕夜公会烟花的主持词",
    "good new year greetings for a guild chat?", "帮我写个维护延长的吐槽", "怎么写一份团本复盘",
    "boss战的阶段转换一般怎么提醒", "做个团本分工表的模板", "翻译一下 'don't stand in the fire'",
    "how do I politely ask someone to repay gold?", "怎么记账不容易出错", "Excel怎么做DKP统计表",
    "给我一个拍卖规则的例子", "推荐几款护眼的台灯", "腰不好久坐打游戏怎么办",
    "what stretches help after a long raid?", "通宵后怎么补觉比较好", "给学生党写个考试加油的话",
    "期末周怎么安排复习和游戏", "how do I balance exams and gaming?", "写个请假不打团的理由",
    "公会群规写几条", "怎么处理公会里的争吵", "how should officers handle drama?",
    "帮我起个公会分会的名字", "给团队取个外号", "写一段鼓励新人的话", "what's a good raid warm-up?",
    "什么是打断技能", "讲讲坦克的职责", "what does a raid leader actually do?",
    "帮我写个招募奶妈的广告", "游戏截图怎么拍好看", "直播打游戏需要什么设备",
    "what bitrate should I stream at?", "怎么降低游戏延迟", "路由器怎么设置游戏加速",
    "is wired better than wifi for gaming?", "给我讲讲服务器合并的原理", "MMO为什么要每周维护",
    "why do game patches take so long to download?", "写个段子吐槽排队", "帮我写个跨年倒计时的文案",
    "推荐几款双人游戏", "what's a cozy game for winter break?", "怎么跟家里人解释打游戏",
    "熬夜对皮肤影响大吗", "晚上十一点以后还适合喝咖啡吗",
    "how do I stay focused during long pulls?",
    "给公会战写一首战歌的歌词", "写一段感谢团长的话", "how do I thank my raid team?",
]
CJK = re.compile(r"[\u4e00-\u9fff]")
WORD = re.compile(r"[a-z0-9]+")
LATIN = re.compile(r"[A-Za-z]{2,}")
# The game's jargon a Chinese line uses as it stands: it does not make the line English.
JARGON = re.compile(r"\b(dps|hps|cd|boss|gg|afk|rl|yy|dkp|ppt|bug|roll|tql|qq|id|btw|lol|xd|"
                    r"npc|p2|ok)\b", re.I)
STOP = {
    "a", "an", "the", "of", "to", "in", "on", "for", "is", "was", "are", "be", "what", "which",
    "who", "whom", "whose", "did", "does", "do", "that", "this", "it", "its", "and", "or",
    "with", "at", "by", "from", "has", "have", "had", "he", "she", "they", "them", "their",
    "his", "her", "s", "about", "after", "before", "up", "out", "now", "how", "where", "when",
    "why", "any", "so", "i", "my", "me", "you", "your", "we", "our", "us", "away", "there",
    "again", "just", "ll", "re", "m", "t", "all", "too",
}


def _content(text: str, drop: tuple[str, ...]) -> tuple[set[str], set[str]]:
    """A text's English content words (crudely stemmed) and its Chinese pairs, `drop` cut."""
    low = text.lower()
    for d in sorted(drop, key=len, reverse=True):
        if d:
            low = low.replace(d.lower(), " ")
    words = {stem(w) for w in WORD.findall(low) if w not in STOP and not w.isdigit()}
    return words, pairs(low)


def _shares(a: str, b: str, drop: tuple[str, ...]) -> bool:
    """Whether `a` shares an English content word or two Chinese characters in a row with `b`."""
    wa, pa = _content(a, drop)
    wb, pb = _content(b, drop)
    return bool(wa & wb or pa & pb)


def _lang(text: str, drop: tuple[str, ...]) -> str:
    """A line's language, the names (in `drop`) and the game's jargon cut, its detail kept."""
    for d in sorted(drop, key=len, reverse=True):
        if d:
            text = text.replace(d, " ")
    text = JARGON.sub(" ", text)
    cjk, latin = bool(CJK.search(text)), bool(LATIN.search(text))
    return "mix" if cjk and latin else "zh" if cjk else "en"


def _day(t: float) -> int:
    return int((t - T0) // DAY)


def _weekday(d: int) -> int:
    return (d + 2) % 7  # day 0 is a Wednesday; Monday is 0


def _gap(rng: random.Random, median: float) -> float:
    return max(2.0, rng.lognormvariate(math.log(median), 0.8))


def _poisson(rng: random.Random, lam: float) -> int:
    k, p, limit = 0, 1.0, math.exp(-lam)
    while True:
        p *= rng.random()
        if p <= limit:
            return k
        k += 1


def _windows(rng: random.Random) -> dict[str, list[tuple[float, float]]]:
    """Each member's stretches online over the weeks, in Beijing time: their routine on
    their own clock, each stretch coming true with its own odds, the students' exam weeks
    thinner, raid nights and the guild-vs-guild weekend added for the raiders, and 除夕."""
    out: dict[str, list[tuple[float, float]]] = {}
    for who in MEMBERS:
        ahead, spans = AHEAD[who], []
        student = "student" in TAGS[who]
        for d in range(-2, DAYS + 2):
            weekend = _weekday(d) >= 5
            hours = ROUTINES[ROUTINE[who]][weekend]
            if student and d in EXAMS:
                hours = EXAM_HOURS[weekend]
            for a, b in hours:
                if rng.random() < (0.9 if weekend else 0.82):
                    a += rng.uniform(-0.3, 0.4)
                    b += rng.uniform(-0.5, 0.4)
                    spans.append((T0 + d * DAY + (a + ahead) * HOUR,
                                  T0 + d * DAY + (b + ahead) * HOUR))
            base = T0 + d * DAY
            if "raider" in TAGS[who] and _weekday(d) in RAID_DAYS and d != EVE:
                odds = 0.4 if student and d in EXAMS else 0.88
                if who == "Finn_EU":  # a weekday raid is his morning at work
                    odds = 0.85 if _weekday(d) == 5 else 0.0
                end = 21.6 if who == "Bree_AU" else 23.3  # past midnight in Sydney she leaves
                if rng.random() < odds:
                    spans.append((base + 19.6 * HOUR, base + end * HOUR))
            if d in GVG and "raider" in TAGS[who] and rng.random() < 0.9:
                spans.append((base + 19.4 * HOUR, base + 22.4 * HOUR))
            if d == EVE and ahead == 0.0 and rng.random() < 0.85:
                spans.append((base + 18.0 * HOUR, base + 24.6 * HOUR))
        spans.sort()
        merged: list[tuple[float, float]] = []
        for a, b in spans:
            if merged and a <= merged[-1][1]:
                merged[-1] = (merged[-1][0], max(b, merged[-1][1]))
            else:
                merged.append((a, b))
        out[who] = merged
    return out


class _Gen:
    """What the simulation carries: the random source, every line so far as (time, speaker,
    text, fact index or -1, role), the members' stretches online, the values no ordinary
    line may hold, how often each ordinary line was used, and who spoke of what."""

    def __init__(self, rng: random.Random, win: dict[str, list[tuple[float, float]]],
                 values: list[str]) -> None:
        self.rng = rng
        self.win = win
        self.starts = {w: [a for a, _ in spans] for w, spans in win.items()}
        self.values = [v.lower() for v in values]
        self.recs: list[tuple[float, str, str, int, str]] = []
        self.used: dict[str, int] = {}
        self.listed: set[tuple[str, str]] = set()
        self.passing: set[tuple[str, str]] = set()

    def next_on(self, who: str, t: float) -> float:
        """The first time from `t` on that `who` is online (inf past the weeks)."""
        spans = self.win[who]
        i = bisect.bisect_right(self.starts[who], t) - 1
        if i >= 0 and spans[i][1] > t:
            return t
        return spans[i + 1][0] if i + 1 < len(spans) else math.inf

    def on(self, who: str, t: float, stay: float = 0.0) -> bool:
        """Whether `who` is online at `t` and for `stay` seconds after."""
        spans = self.win[who]
        i = bisect.bisect_right(self.starts[who], t) - 1
        return i >= 0 and spans[i][1] > t + stay

    def about(self, t: float, tag: str | None = None, stay: float = 0.0) -> list[str]:
        return [m for m in MEMBERS if (tag is None or tag in TAGS[m]) and self.on(m, t, stay)]

    def weighted(self, people: list[str], avoid: str = "") -> str:
        pool = [p for p in people if p != avoid] or people
        return self.rng.choices(pool, weights=[TALK[p] for p in pool])[0]

    def lang(self, who: str) -> str:
        return "en" if self.rng.random() < EN[who] else "zh"

    def safe(self, text: str) -> bool:
        low = text.lower()
        return not any(v in low for v in self.values)

    def pick(self, pool: list[str]) -> str:
        """The least used line of a pool (a random one among them), so lines repeat little."""
        least = min(self.used.get(p, 0) for p in pool)
        line = self.rng.choice([p for p in pool if self.used.get(p, 0) == least])
        self.used[line] = self.used.get(line, 0) + 1
        return line

    def line(self, who: str, t: float, pools: tuple[list[str], list[str]]) -> str:
        """An ordinary line of `who` from a (Chinese, English) pair of pools, its numbers
        drawn, drawn again until it holds no value; now and then with a mixed tail."""
        lang = self.lang(who)
        for _ in range(40):
            text = self.pick(pools[1] if lang == "en" and pools[1] else pools[0])
            text = text.format(**_slots(self.rng, t))
            if self.rng.random() < MIX[who] * 0.5:
                text += self.rng.choice(EN_TAILS if lang == "en" else MIX_TAILS)
            if self.safe(text):
                return text
        raise AssertionError(f"no clean line from {pools[0][0]}")

    def say(self, t: float, who: str, text: str, k: int = -1, role: str = "") -> None:
        assert t < END, (t, who, text)
        if k < 0:  # an ordinary line holds no value: details, wrong values, never-said ones
            assert self.safe(text), text
        self.recs.append((t, who, text, k, role))


def _other(lang: str) -> str:
    return "en" if lang == "zh" else "zh"


def _values() -> tuple[list[str], list[str]]:
    """Every detail of the pools (said by a fact or never said), and every wrong value."""
    details = [v for t in TOPICS.values() for v in (*t["zh"], *t["en"])]
    wrong = [v for t in TOPICS.values() for v in t["wrong"]]
    return details, wrong


def _eligible(kind: str, shape: str, who: str) -> bool:
    if kind == "exam" and who not in EXAM_TAKERS:
        return False
    if kind == "job" and "student" in TAGS[who]:
        return False
    if kind == "owe" and who == BANK:  # the bank does not owe itself
        return False
    if shape == "jielong":
        _, _, organiser, _, _ = LISTS[LIST_OF[kind]]
        if who == organiser or (kind == "home" and AHEAD[who] != 0.0):
            return False
    return True


def _facts(rng: random.Random) -> list[dict[str, Any]]:
    """Who has which fact in which shape and language, and its detail: a member at most once
    a topic, the load spread (the exam's few takers first)."""
    load = dict.fromkeys(MEMBERS, 0)
    facts: list[dict[str, Any]] = []
    for kind in sorted(PLAN, key=lambda k: (k != "exam", k != "job", list(PLAN).index(k))):
        topic, taken = TOPICS[kind], set()
        for shape in PLAN[kind]:
            cands = [m for m in MEMBERS if m not in taken and _eligible(kind, shape, m)]
            least = min(load[m] for m in cands)
            name = rng.choice([m for m in cands if load[m] == least])
            taken.add(name)
            load[name] += 1
            own = "en" if rng.random() < EN[name] else "zh"
            script = own
            if topic.get("flip", True) and rng.random() < min(0.45, 1.3 * MIX[name]):
                script = _other(own)  # a Latin-letter detail in a Chinese line, or the other way
            free = [v for v in topic[script] if v not in {f["detail"] for f in facts}]
            detail = rng.choice(free)
            lo, hi = topic["days"]
            day = LISTS[LIST_OF[kind]][1][1] if shape == "jielong" else rng.randint(lo, hi)
            f: dict[str, Any] = {"kind": kind, "name": name, "uid": QQ[name], "detail": detail,
                                 "shape": shape, "carrier": name, "_own": own, "_day": day}
            if shape == "correction":
                f["earlier"] = topic["wrong"][0 if script == "zh" else 1]
            facts.append(f)
    order = list(PLAN)
    facts.sort(key=lambda f: (order.index(f["kind"]), PLAN[f["kind"]].index(f["shape"])))
    return facts


def _render(rng: random.Random, pools: tuple[list[str], list[str]], lang: str, **kw: str) -> str:
    return rng.choice(pools[1] if lang == "en" else pools[0]).format(**kw)


def _start(g: _Gen, who: str, d: int, stay: float) -> float:
    """A time on day `d` (or the nearest day that has one) when `who` is online and stays
    `stay` seconds more."""
    for off in (0, 1, -1, 2, -2, 3, -3, 4, 5, 6):
        day = min(max(d + off, 0), DAYS - 3)
        lo, hi = T0 + day * DAY + 6 * HOUR, T0 + (day + 1) * DAY + 2 * HOUR
        spans = [(max(a, lo), min(b, hi)) for a, b in g.win[who] if b > lo and a < hi]
        spans = [(a, b) for a, b in spans if b - a > stay + 60]
        if spans:
            a, b = g.rng.choice(spans)
            return g.rng.uniform(a, b - stay - 30)
    raise AssertionError((who, d))


def _with_other(g: _Gen, who: str, d: int, stay: float, online: bool) -> tuple[float, str]:
    """A time `who` is online (`online`) or not, with another member online to speak."""
    for attempt in range(60):
        other = g.rng.choice([m for m in MEMBERS if m != who])
        t = _start(g, other, d + attempt // 12, 120.0)
        if (online and g.on(who, t, stay)) or (not online and g.next_on(who, t) > t + 2 * HOUR):
            return t, other
    raise AssertionError((who, d))


def _react(g: _Gen, t: float, who: str) -> float:
    """Now and then someone online reacts to a fact's line."""
    people = [m for m in g.about(t) if m != who]
    if people and g.rng.random() < 0.5:
        t += g.rng.uniform(8, 90)
        other = g.weighted(people)
        g.say(t, other, g.rng.choice(REACT_FACT[g.lang(other) == "en"]))
    return t


def _script(g: _Gen, k: int, f: dict[str, Any]) -> None:
    """The lines of one fact, at times its speakers are online."""
    rng, topic, n, x, shape = g.rng, TOPICS[f["kind"]], f["name"], f["detail"], f["shape"]
    own, d = f["_own"], f["_day"]
    if shape in ("one", "long", "split", "correction"):
        t = _start(g, n, d, 20 * MINUTE)
        if shape == "one":
            g.say(t, n, _render(rng, topic["one"], own, x=x), k, "evidence")
        elif shape == "long":
            g.say(t, n, _long(g, t, n, own, _render(rng, topic["long"], own, x=x)), k, "evidence")
        elif shape == "split":
            g.say(t, n, _render(rng, topic["ctx"], own), k, "evidence")
            t += rng.uniform(5, 50)
            g.say(t, n, _render(rng, topic["bare"], own, x=x), k, "evidence")
        else:
            w = f["earlier"]
            g.say(t, n, _render(rng, topic["one"], own, x=w), k, "earlier")
            if rng.random() < 0.6:  # seen at once
                t = _react(g, t, n) + rng.uniform(60, 600)
                g.say(t, n, _render(rng, FIX_NOW, own, x=x, w=w), k, "evidence")
            else:  # seen the next day
                t = g.next_on(n, T0 + (_day(t) + 1) * DAY + 8 * HOUR)
                g.say(t, n, _render(rng, LATE_FIX, own, x=x, w=w), k, "evidence")
        _react(g, t, n)
    elif shape in ("answer", "reply"):
        t, asker = _with_other(g, n, d, 40 * MINUTE, online=True)
        ask = _render(rng, topic["ask"], g.lang(asker), n=n)
        g.say(t, asker, ask, k, "ask")
        answer = _render(rng, topic["terse"], own, x=x)
        if shape == "reply":
            answer = f"[回复 {asker}：{ask}]\n{answer}"
        g.say(t + rng.uniform(40, 900), n, answer, k, "evidence")
        f["asker"] = asker
    elif shape == "late":
        t, asker = _with_other(g, n, d, 0.0, online=False)
        ask = _render(rng, topic["ask"], g.lang(asker), n=n)
        g.say(t, asker, ask, k, "ask")
        t2 = g.next_on(n, T0 + (_day(t) + 1) * DAY + rng.uniform(7, 13) * HOUR)
        lead = _render(rng, LATE, own, a=asker)
        g.say(t2, n, lead + _render(rng, topic["terse"], own, x=x), k, "evidence")
        f["asker"] = asker
    elif shape == "reported":
        t, reporter = _with_other(g, n, d, 0.0, online=rng.random() < 0.6)
        g.say(t, reporter, _render(rng, topic["report"], g.lang(reporter), x=x, n=n), k, "evidence")
        t2 = g.next_on(n, t + rng.uniform(30, 400))
        yes = _render(rng, CONFIRM, own)
        if t2 - t > HOUR:
            yes = _render(rng, LATE, own, a=reporter) + yes
        g.say(t2, n, yes, k, "confirm")
        f["carrier"] = reporter
    elif shape == "notice":
        officers = [BANK] if f["kind"] == "owe" else [m for m in OFFICERS if m != n]
        officer = rng.choice(officers)
        t = _start(g, officer, d, 10 * MINUTE)
        g.say(t, officer, topic["notice"].format(n=n, x=x), k, "evidence")
        others = [m for m in g.about(t) if m not in (n, officer)]
        for other in rng.sample(others, min(len(others), rng.randint(1, 4))):
            t += rng.uniform(5, 60)
            g.say(t, other, rng.choice(ACKS[g.lang(other) == "en"]))
        t2 = g.next_on(n, t + rng.uniform(30, 600))
        g.say(t2, n, _render(rng, THANKS, own, o=officer), k, "confirm")
        f["carrier"] = officer


def _long(g: _Gen, t: float, who: str, lang: str, clause: str) -> str:
    """A long message with the detail's clause in the middle of other news."""
    rng = g.rng
    extras: list[str] = []
    for template in rng.sample(LONG_EXTRA[lang == "en"], 3):  # three different pieces of news
        for _ in range(40):
            e = template.format(**_slots(rng, t))
            if g.safe(e):
                extras.append(e)
                break
    assert len(extras) == 3, extras
    body = [extras[0], extras[1], clause, extras[2]] if rng.random() < 0.5 else \
        [extras[0], clause, extras[1], extras[2]]
    opener, close = rng.choice(LONG_OPEN[lang == "en"]), rng.choice(LONG_CLOSE[lang == "en"])
    if lang == "en":
        return f"{opener} {'. '.join(body)}. {close}"
    return f"{opener}{'，'.join(body)}。{close}"


def _list_script(g: _Gen, k: int, f: dict[str, Any], holders: set[str]) -> None:
    """A 接龙 list over its days, each entrant reposting it with their line, the fact's member
    closing it; the other entries are values nobody has as a fact."""
    rng, kind, n = g.rng, f["kind"], f["name"]
    _, (d0, d1), organiser, head, decoys = LISTS[LIST_OF[kind]]
    pools = (rng.sample(decoys[0], len(decoys[0])), rng.sample(decoys[1], len(decoys[1])))
    entries: list[str] = []

    def post(t: float, who: str, role: str, kk: int = -1) -> None:
        body = "\n".join(f"{i}. {e}" for i, e in enumerate(entries, 1))
        g.say(t, who, f"{head}\n{body}" if body else head, kk, role)

    t = _start(g, organiser, d0, 10 * MINUTE)
    if organiser not in holders:
        entries.append(f"{organiser} {pools[0].pop()}")
        g.listed.add((kind, organiser))
    post(t, organiser, "")
    entrants = [m for m in MEMBERS if m not in (n, organiser) and m not in holders
                and (kind != "home" or AHEAD[m] == 0.0)]
    count = rng.randint(3, 5)
    for i, m in enumerate(rng.sample(entrants, count)):
        pool = pools[EN[m] > 0.5]
        if not pool:
            continue
        day = d0 + (d1 - d0) * (i + 1) // (count + 1)
        t = g.next_on(m, max(_start(g, m, day, 120.0), t + 120))
        entries.append(f"{m} {pool.pop()}")
        g.listed.add((kind, m))
        post(t, m, "")
    t = g.next_on(n, max(_start(g, n, d1, 120.0), t + 120))
    entries.append(f"{n} {f['detail']}")
    post(t, n, "evidence", k)
    t = g.next_on(organiser, t + rng.uniform(120, 1800))
    if t < END - HOUR:
        g.say(t, organiser, rng.choice(LIST_CLOSE[EN[organiser] > 0.5]))


def _around(g: _Gen, k: int, f: dict[str, Any], busy: set[int]) -> None:
    """The member's own lines on the topic on other days, without the detail."""
    rng, n = g.rng, f["name"]
    if rng.random() > 0.6:
        return
    said: set[str] = set()
    for _ in range(rng.choice((1, 1, 2))):
        days = [d for d in range(DAYS - 3) if d not in busy]
        t = _start(g, n, rng.choice(days), 60.0)
        text = _render(rng, TOPICS[f["kind"]]["around"], g.lang(n))
        if text not in said and g.safe(text):
            said.add(text)
            g.say(t, n, text, k, "around")
            _react(g, t, n)


def _passing(g: _Gen, facts: list[dict[str, Any]]) -> None:
    """Two or three members with no fact of a topic speak of it in passing, with no value."""
    rng = g.rng
    for kind, topic in TOPICS.items():
        holders = {f["name"] for f in facts if f["kind"] == kind}
        free = [m for m in MEMBERS if m not in holders and (kind, m) not in g.listed]
        for m in rng.sample(free, rng.randint(2, 3)):
            t = _start(g, m, rng.randrange(DAYS - 3), 60.0)
            g.say(t, m, _render(rng, topic["passing"], g.lang(m)))
            g.passing.add((kind, m))


def _log(rng: random.Random) -> list[tuple[float, str]]:
    """The game's calendar, day by day: what happens when (Beijing time)."""
    out: list[tuple[float, str]] = []
    for d in range(DAYS):
        base, wd = T0 + d * DAY, _weekday(d)
        weekend = wd >= 5

        def at(hour: float, kind: str, base: float = base) -> None:
            out.append((base + hour * HOUR, kind))

        at((9.8 if weekend else 8.0) + rng.uniform(-0.3, 0.5), "morning")
        at(12.0 + rng.uniform(0.0, 0.3), "daily")
        if rng.random() < 0.55:
            at(rng.uniform(14.5, 17.0), "afternoon")
        if rng.random() < 0.75:
            at(rng.uniform(10.5, 14.5), "na")  # the evening in Vancouver and Toronto
        if rng.random() < 0.55:
            at(rng.uniform(2.5, 7.0), "eu")  # the evening in London
        if wd == MAINTENANCE and d not in (PATCH, MERGE):
            at(6.95, "maint")
            late = rng.random() < 0.4
            if late:
                at(10.2, "maint_more")
            at(12.6 if late else 11.05, "reset")
        if d == PATCH:
            for hour, kind in ((6.1, "patch"), (9.0, "patch"), (12.0, "patch_delay"),
                               (15.2, "patch_live"), (20.0, "patch_live"), (22.5, "patch_live")):
                at(hour, kind)
        if d == MERGE:
            for hour in (7.2, 14.0, 20.5):
                at(hour, "merge_day")
        if d in GVG:
            at(19.5, "gvg_call")
            for i in range(10):
                at(20.0 + i * 0.2, "gvg")
            at(22.1, "gvg_end")
        elif wd in RAID_DAYS and d != EVE:
            at(19.65, "raid_call")
            hour = 20.05
            while hour < 22.8:
                at(hour, "pull")
                hour += rng.uniform(0.12, 0.28)
            at(23.05, "raid_end")
        else:
            at(rng.uniform(19.0, 21.0), "evening")
            if rng.random() < 0.5:
                at(rng.uniform(21.2, 22.6), "evening")
        if rng.random() < 0.8:
            at(rng.uniform(23.3, 24.2), "farm")
        if rng.random() < 0.6 and d < DAYS - 1:
            at(rng.uniform(25.0, 27.0), "owl")
        if d in EXAMS and rng.random() < 0.6:
            at(rng.uniform(22.0, 23.5), "exam")
        specials = {
            XMAS: [(12.5, "xmas"), (18.5, "xmas")],
            NEW_YEAR - 1: [(23.9, "countdown")],
            NEW_YEAR: [(10.0, "newyear"), (14.0, "newyear")],
            PATCH_NOTES: [(19.2, "patch_notes"), (21.0, "patch_notes")],
            PREDOWNLOAD: [(10.0, "predl"), (20.5, "predl")],
            MERGE_NEWS: [(19.1, "merge_news"), (21.0, "merge_news")],
            EVE: [(18.0, "eve"), (21.0, "eve"), (23.85, "eve")],
            SPRING: [(0.05, "spring"), (11.0, "spring")],
        }
        for hour, kind in specials.get(d, []):
            at(hour, kind)
        if MERGE_NEWS < d < MERGE:
            at(rng.uniform(20.0, 22.0), "merge_talk")
        if SPRING < d:
            at(rng.uniform(14.0, 16.0), "fest")
    return sorted(e for e in out if e[0] < END - HOUR)


def _happen(g: _Gen, t: float, kind: str, scale: float) -> None:
    """One calendar event's thread among the members online then: its opener, then lines,
    reactions, reply quotes, @-exchanges (answered when the member named is next online)
    and 复读, with log-normal gaps."""
    ev, rng = EVENTS[kind], g.rng
    tag = ev.get("tag")
    people = g.about(t, tag)
    if not people:
        return
    lead = ev.get("lead")
    if lead in people and rng.random() < ev.get("lead_odds", 1.0):
        who = lead
    else:
        who = g.weighted(people)
    thread = [(who, g.line(who, t, ev["open"]))]
    g.say(t, who, thread[0][1])
    for _ in range(_poisson(rng, ev["n"] * scale)):
        t += _gap(rng, ev["gap"])
        people = g.about(t, tag) or g.about(t)
        if not people or t >= END - HOUR:
            return
        last = thread[-1][0]
        if people == [last]:  # nobody else about: no one talks to themselves for long
            continue
        who = g.weighted(people, avoid=last)
        en = g.lang(who) == "en"
        r = rng.random()
        if r < 0.12:
            text = g.pick(REACT[en])
        elif r < 0.19 and any(w != who for w, _ in thread):
            quoted_who, quoted = rng.choice([(w, q) for w, q in thread if w != who])
            quoted = quoted.split("\n")[-1]
            quoted = quoted if len(quoted) <= 24 else quoted[:22] + "…"
            text = f"[回复 {quoted_who}：{quoted}]\n{g.pick(QUOTE_RESP[en])}"
        elif r < 0.24:
            b = rng.choice([m for m in MEMBERS if m != who])
            ask, ask_en, ans, ans_en = rng.choice(AT_PAIRS)
            text = (ask_en if en else ask).format(b=b)
            answer_at = g.next_on(b, t + _gap(rng, 90))
            if answer_at < END - HOUR:
                b_en = g.lang(b) == "en"
                reply = ans_en if b_en else ans
                if answer_at - t > HOUR:
                    reply = rng.choice(LATE[b_en]).format(a=who) + reply
                else:
                    reply = f"@{who} {reply}"
                g.say(answer_at, b, reply)
        elif r < 0.3 and ev.get("echo"):
            text = rng.choice(ev["echo"])
            for other in rng.sample(people, min(len(people), rng.randint(1, 3))):
                if other != who:
                    g.say(t + rng.uniform(2, 9), other, text)
        else:
            text = g.line(who, t, ev["re"])
        g.say(t, who, text)
        thread.append((who, text))


def _fill(g: _Gen, log: list[tuple[float, str]], scale: float) -> None:
    for t, kind in log:
        _happen(g, t, kind, scale)


def _questions(rng: random.Random, f: dict[str, Any], said: list[str]) -> None:
    """The fact's three questions in the languages drawn for them; the paraphrase the first
    of its alternatives that shares nothing with the evidence."""
    topic, n, x = TOPICS[f["kind"]], f["name"], f["detail"]
    ql = f["q_lang"]
    f["keyword"] = _render(rng, topic["kw"], ql["keyword"], x=x)
    f["partial"] = _render(rng, topic["part"], ql["partial"], n=n)
    drop = (*MEMBERS, x, f.get("earlier", ""))
    options = list(topic["para"][ql["paraphrase"] == "en"])
    rng.shuffle(options)
    for p in options:
        q = p.format(n=n)
        if not any(_shares(q, s, drop) for s in said):
            f["paraphrase"] = q
            return
    raise AssertionError((f["kind"], f["shape"], said))


def _never(rng: random.Random, facts: list[dict[str, Any]], g: _Gen) -> list[str]:
    """90 never-said questions: 45 naming a member (15 a topic's question of a member who
    spoke of it in passing with no fact of it, 15 a detail no line gives of a topic the
    member gave a detail of, 15 a never-said value put to a member with no word of its
    topic), 45 naming no one (34 after a never-said value, 11 after things nobody had)."""
    details = {f["detail"] for f in facts}
    holders: dict[str, set[str]] = {}
    for f in facts:
        holders.setdefault(f["kind"], set()).add(f["name"])
    unsaid = [(kind, v) for kind, t in TOPICS.items() for v in (*t["zh"], *t["en"])
              if v not in details]
    rng.shuffle(unsaid)

    def lang() -> str:
        return rng.choice(("zh", "en"))

    out: list[str] = []
    passing = sorted(p for p in g.passing if p[1] not in holders[p[0]] and p not in g.listed)
    for kind, m in rng.sample(passing, 15):
        out.append(_render(rng, TOPICS[kind]["part"], lang(), n=m))
    kinds = rng.sample(list(TOPICS), 15)
    for kind in kinds:
        f = rng.choice([f for f in facts if f["kind"] == kind])
        out.append(_render(rng, TOPICS[kind]["never"], lang(), n=f["name"]))
    quiet = [(kind, v) for kind, v in unsaid]
    for kind, v in quiet[:15]:
        spoke = holders[kind] | {m for k, m in g.passing | g.listed if k == kind}
        m = rng.choice([m for m in MEMBERS if m not in spoke])
        out.append(_render(rng, TOPICS[kind]["ask_v"], lang(), n=m, v=v))
    for kind, v in quiet[15:49]:
        out.append(_render(rng, TOPICS[kind]["kw"], lang(), x=v))
    out.extend(rng.sample(NOBODY, 11))
    return out


def sixteenth_set(seed: int = 1616) -> Set:
    """The held-out sixteenth set (see the module's docstring)."""
    rng = random.Random(seed)
    details, wrong = _values()
    g = _Gen(rng, _windows(rng), details + wrong)
    facts = _facts(rng)
    holders: dict[str, set[str]] = {}
    busy: dict[str, set[int]] = {}
    for f in facts:
        holders.setdefault(f["kind"], set()).add(f["name"])
    for k, f in enumerate(facts):
        if f["shape"] == "jielong":
            _list_script(g, k, f, holders[f["kind"]])
        else:
            _script(g, k, f)
        busy.setdefault(f["name"], set()).update({f["_day"] - 1, f["_day"], f["_day"] + 1})
    for k, f in enumerate(facts):
        _around(g, k, f, busy[f["name"]])
    _passing(g, facts)
    scripted, log, scale = list(g.recs), _log(rng), 1.0
    for attempt in range(10):  # the events' threads drawn again until about 3,000 lines
        g.recs, g.used = list(scripted), {}
        g.rng = random.Random(seed * 100 + attempt)
        _fill(g, log, scale)
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
    for f in facts:
        f["evidence"] = f.pop("_evidence")
        f["around"] = f.pop("_around", [])
        if f["shape"] in ("answer", "late", "reply"):
            f["asked_at"] = f.pop("_ask")[0]
        if f["shape"] == "correction":
            f["earlier_at"] = f.pop("_earlier")[0]
        for key in ("_confirm", "_own", "_day"):
            f.pop(key, None)
        line = said_at[f["evidence"][-1]].rsplit("\n", 1)[-1]
        f["lang"] = _lang(line, (*MEMBERS, f.get("earlier", "")))
        f["rare"] = [f["detail"]]
    plain = [(k, c) for k, f in enumerate(facts) if f["lang"] != "mix" for c in CLASSES]
    crossed = set(rng.sample(plain, round(FLIP * len(plain))))
    for k, f in enumerate(facts):
        if f["lang"] == "mix":
            f["q_lang"] = {c: rng.choice(("zh", "en")) for c in CLASSES}
        else:
            f["q_lang"] = {c: _other(f["lang"]) if (k, c) in crossed else f["lang"]
                           for c in CLASSES}
        _questions(rng, f, [said_at[t] for t in f["evidence"]])
    never = _never(rng, facts, g)
    chatter = rng.sample(CHATTER, 90)
    s = Set("sixteenth", messages, facts, never, chatter, members=dict(QQ))
    _check(s, said_at)
    return s


def _answer_part(text: str) -> str:
    """An answer without its reply quote or its "just saw this" opening."""
    text = text.rsplit("\n", 1)[-1]
    for p in (*LATE[0], *LATE[1]):
        head = p.split("{a}")[1]
        if head in text:
            text = text.split(head, 1)[1]
    return text


def _check(s: Set, said_at: dict[float, str] | None = None) -> None:
    """The set's own checks (see the module's docstring)."""
    details, wrong = _values()
    texts, times, said_at = check_messages(s, said_at, T0, END, (2800, 3200))
    assert s.messages[0].created_at > START + 700 * DAY
    assert 70 <= len(s.facts) <= 90 and s.classes == CLASSES
    assert {f["shape"] for f in s.facts} == set(SHAPES)
    values = details + wrong
    assert len({v.lower() for v in values}) == len(values), "every value its own"
    for v in values:
        assert not any(v.lower() in o.lower() for o in values if o != v), v
        assert not any(m.lower() in v.lower() or v.lower() in m.lower() for m in MEMBERS), v
    for _, _, _, _, decoys in LISTS.values():
        for e in (*decoys[0], *decoys[1]):
            assert not any(v.lower() in e.lower() or e.lower() in v.lower() for v in values), e
    assert len({(f["kind"], f["name"]) for f in s.facts}) == len(s.facts), "a member once a topic"
    for kind in TOPICS:
        assert sum(f["kind"] == kind for f in s.facts) == 5, kind
    low = [t.lower() for t in texts]
    index = {at: i for i, at in enumerate(times)}
    home: dict[str, list[float]] = {}
    for f in s.facts:
        x, n, ev, shape, c = f["detail"], f["name"], f["evidence"], f["shape"], f["carrier"]
        assert ev == sorted(ev) and all(at in index for at in ev), f
        assert len(ev) == (2 if shape == "split" else 1), f
        said = [said_at[at] for at in ev]
        for at in ev:
            assert f"] {c}({s.members[c]}): " in texts[index[at]], (c, at)
        assert (c == n) == (shape not in ("reported", "notice")), f
        assert shape != "notice" or (c in OFFICERS and (f["kind"] != "owe" or c == BANK)), f
        assert f["uid"] == s.members[n] and x in f["keyword"] and f["rare"] == [x], f
        for cls in ("partial", "paraphrase"):
            assert n in f[cls] and x.lower() not in f[cls].lower(), f[cls]
        drop = (*MEMBERS, x, f.get("earlier", ""))
        assert not any(_shares(f["paraphrase"], t, drop) for t in said), (f["paraphrase"], said)
        assert set(f["q_lang"]) == set(CLASSES) and set(f["q_lang"].values()) <= {"zh", "en"}
        assert f["lang"] in ("zh", "en", "mix")
        for at in f["around"]:
            assert f"] {n}({f['uid']}): " in texts[index[at]] and x.lower() not in low[index[at]]
            assert at not in ev
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
            assert f"] {n}({f['uid']}): " in texts[index[f["earlier_at"]]]
            assert x.lower() not in low[index[f["earlier_at"]]] and y in said[0] and x in said[0]
        if shape == "split":
            assert ev[1] - ev[0] < 120 and x not in said[0], f
        if shape == "jielong":
            assert said[0].startswith("#接龙") and said[0].endswith(f"{n} {x}"), said
        if shape == "notice":
            assert said[0].startswith("【") and n in said[0], said
    # every value only where it belongs: a detail in its evidence, a wrong value in the line
    # that said it and the one that corrected it, any other value (never said, or a wrong
    # value no correction used) nowhere
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


if __name__ == "__main__":
    import collections

    print(describe(sixteenth_set, "mix"))
    s = sixteenth_set()
    print("questions", len(s.facts) * len(CLASSES), "over", len(s.facts), "facts")
    print("per member", dict(collections.Counter(f["name"] for f in s.facts)))
    print("carriers other than the member:", sum(f["carrier"] != f["name"] for f in s.facts))
    print("shapes", dict(collections.Counter(f["shape"] for f in s.facts)))
