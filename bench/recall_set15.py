"""A fifteenth evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code: nothing under mnemo/ (but mnemo/message.py, for the `Message`
constructor), mnemo_panel/, plugins/, tests/ or docs/ was opened, read or searched while writing
it, nor the README, bench/recall.py, bench/context.py, any note or issue text, nor any figure or
score of any set; the recall code was never run on this set and the set was never scored while it
was written. It is not to be tuned on; its figures are to be read once, at the end. What was
read, and nothing else of the repository: bench/recall_sets.py (its docstring, `Set`, `_stamp`,
`_user`, `DAY`, `START`, `second_set`, `stem`, `pairs`, `check_messages`, `check_questions`
and `describe`, and on the way the lines between them: `_fits`, `_other`, `second_set`'s
tables, and a grep's list of the module's top-level names with the first line of each), the
module docstrings of bench/recall_set4.py to recall_set14.py, and in recall_set14.py its
imports, the list of its top-level names (as a grep printed them, with the first line of each
table), `fourteenth_set`, `_check` and its `__main__` block (for the shape of what is returned
and checked); besides, the ruff settings in pyproject.toml and the head of mnemo/message.py. The
generator below is its own.

It differs from the other fourteen (bench/recall.py's `first_set`, recall_sets' `second_set`,
`third_set` and `long_conversation`, recall_set4's sessions of a timeline, recall_set5's point
process, recall_set6's day of threads, recall_set7's windows of interleaved threads,
recall_set8's members' presence, recall_set9's working week's agenda, recall_set10's club
calendar, recall_set11's semester of scenes, recall_set12's family's meal-time slots,
recall_set13's incidents waiting on office hours, recall_set14's chain of the group's moods) in
how it is laid out and in what it is about:

- the conversation is the residents' group (业主群) of 枫林湾, a twelve-building compound in
  Suzhou, over seven winter weeks from START + 690 days (Monday 2027-11-22 to Sunday 2028-01-09): a
  water cut (12-01), a cold wave (12-08, 12-09), the residents' meeting (its notice 12-10,
  proposals collected by 接龙, the vote on Saturday 12-18, the result 12-20), 双十二 and the
  parcels after it, 冬至 (12-22, a dumpling evening in the clubhouse), a Christmas Eve potluck
  (12-24) and 元旦. Unlike the thirteenth set's owners' group (spring, seventeen weeks, threads
  waiting on office hours), it is laid out by the compound's event log: first a log of what happens
  to the buildings each day (three courier waves, the garbage-sorting windows, the school run on
  weekdays, morning and evening dog walks, renovation drilling in the permitted hours, the property
  office's notices in its hours, gate and lift faults, the lunch break, evenings and nights, and
  the water cut, the frozen pipes, the meeting, the festival evenings and greetings on their days);
  each entry touches the households whose profile it concerns (car owners for the garage gate,
  parents for the school run, dog owners for the walks, the retirees for the early mornings, the
  ones at home for the drilling, everyone for the couriers), and of those only the members whose
  routine has the phone in hand at that minute react (the retirees from before six to nine at night
  with a nap, office workers at the commute, at lunch and in the evening, night owls until two, the
  home-workers all day, the property desk and its engineer in office hours), in one of the event's
  threads (an opener and replies that fit it, the least used first and none twice a day), a
  reaction (哈哈, [表情], lol), a reply quote of an earlier line of the thread, an @-exchange
  answered by the member named when next about, or a line of the desk or the engineer; gaps are
  log-normal around the event's median. The facts, the members' own lines on their topics, the
  lines in passing and the 接龙 lists (the organiser's ordinary 团购 list every third day, its
  delivery two days on, among them) are household events of their own, put at their topic's hours,
  each line waiting until its speaker's routine has them about (an evening @-question to a member
  already asleep is answered the next morning). The number of reactions an event brings is scaled
  until the weeks hold about 3,000 lines; the times are strictly increasing, a second apart at
  least;
- numbers and codes are everywhere (flats as 7幢2单元1104 or 11-1-2302, pickup codes of eight
  digits, plates of strangers' cars, floors, prices a 斤, fees, temperatures, dates and hours
  in notices, minutes of queues), so a line with a number is no answer; every ordinary line is
  drawn again until no detail, wrong value or never-said value is in it;
- 20 members of their own: the property desk's account (物业客服小吴) and its engineer
  (工程部老何), a building rep (周老师), retirees (张阿姨, 老陈, 刘奶奶), the group-buy organiser
  (团长小丽), parents (朵朵妈, 小宇爸), a home-maker renovating (王姐), young renters (阿Ken,
  小鹿, 大鹏), foreign residents who write English (Tom_UK, Priya_S, Lukas_M, Maria_BR, Yuki_T)
  and two bilingual ones who mix (Jenny陈, Kevin_Li); each with a routine, how much they talk,
  their odds of an English and of a mixed line, and tags for the events that touch them;
- 16 topics of their own, five facts each, 80 facts, a member at most once a topic, three to
  five facts a member, each with its own detail: a car's plate (苏E·7Q2M5), a dog's breed, the
  flat a member lives in, the renovation contractor, a child's school, a parcel's pickup code,
  the monthly rent of a parking space, a moving date, what caused a leak, what the noise at
  night was, what was lost, what was ordered in a group buy, the dish brought to the potluck,
  the proposal put to the residents' meeting, the employer, a cat's name;
- facts in ten shapes (with the default seed: one 13, answer 11, late 6, correction 10, split
  8, reported 9, notice 5, jielong 5, reply 7, long 6): one message ("one"); another member's
  @-question answered within the hour by a terse line without the topic's words ("answer");
  the same answered the next day, "刚看到" / "sorry just saw this" ("late"); a wrong value said by
  the member and corrected there or the next day ("correction": the correcting line, holding
  both values, is the evidence; a leak's or a noise's first guess, a typo of a code, a changed
  order or dish); the topic in one line and the detail seconds later in the next, both the
  evidence ("split"); another member stating it to the member, who confirms without it
  ("reported"); the property office's notice naming the member (a fire-lane plate, a parcel at
  the desk, a renovation permit, a lift booked for a move, a thing found: "notice"); the
  member's entry closing a 接龙 list (two group buys, the 冬至 and Christmas Eve potlucks, the
  meeting's proposals: "jielong"); a reply quote of the @-question with the answer under it
  ("reply"); the detail inside a long message with other news ("long"); in Chinese, English or
  mixed (a line's language is counted with its detail and the names cut out);
- near misses: each correction's wrong value, the members' own lines on their topic on other
  days without the detail (listed in "around"), others' lines on the same things with values
  that are nobody's (a poodle, strangers' plates, other dishes and groceries in the lists), and
  members with no fact of a topic who speak of it in passing;
- questions in the third person, three classes, templates of this set's own: "keyword" carries
  the detail ("Whose dog is a beagle?", "谁在团购里订了丑橘？"), "partial" names the member and
  the topic ("王姐家装修请的哪家施工队？", "What breed is Tom_UK's dog?"), "paraphrase" names the
  member and shares no English content word (crudely stemmed, a stop list aside) and no two
  Chinese characters in a row with the evidence, names, the detail and a wrong value aside
  (checked in code); each class asked in the other language than a Chinese or English evidence
  line with odds of 0.42 (between a third and a half of those questions, checked; about 40 %
  with the default seed);
- never-said questions, 90: 45 name a member (15 a topic's question of a member who spoke of
  the topic in passing with no fact of it, 15 a detail no line gives of a topic the member did
  give a detail of (the dog's name, the renovation's cost, the class teacher), 15 a never-said
  value put to a member with no word of its topic), 45 name no one (34 ask after a never-said
  value, 11 after things nobody had); 90 chatter turns a member might send the bot (household
  advice, translations, notices to draft, general knowledge, greetings, jokes), no member named.

The set checks itself as it is built (`_check`): times a second apart at least within the seven
weeks and after START + 640 days, 2,800 to 3,200 messages, 70 to 90 facts in nine shapes at
least, every value (details, their typos, wrong values, never-said values) its own and none
inside another, a member once a topic, each detail (case aside) in its evidence and no other
message, each wrong value in the line that said it and the correction only, any other value
nowhere, the evidence said by the fact's carrier (the office for "notice", another member for
"reported"), keyword questions carrying the detail, partial and paraphrase ones naming the
member and not the detail, paraphrases sharing nothing with the evidence, the "around" lines
the member's and without the detail, an answer after its @-question by another member (within
the hour; a late one on a later day), terse answers and split second lines without the topic's
words, a split's two lines within two minutes and the detail in the second, a 接龙 detail in
the list's last entry, a notice's evidence a 【物业通知】 naming the member, the share of
questions across languages, then recall_sets' `check_questions`. Run it from the repository's
root (`python bench/recall_set15.py`) to check it is deterministic for a seed, builds in under
two seconds, and to print its counts.

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

BASE = 690  # 2027-11-22, a Monday
DAYS = 49  # to 2028-01-09, a Sunday
T0 = START + BASE * DAY
HOUR = 3600.0
CLASSES = ("keyword", "partial", "paraphrase")
FLIP = 0.42  # the odds of a question in the other language than a zh or en evidence line
WATER_CUT = 9  # 12-01, a Wednesday: the water is off in buildings 7 to 12
COLD = (16, 17)  # the cold wave, pipes and heaters
MEETING = (18, 26, 28)  # the residents' meeting: notice, the vote (a Saturday), the result
DOUBLE_12 = 20  # 双十二, parcels for the three days after
WINTER = 30  # 冬至, 12-22: the clubhouse dumpling evening
XMAS = 32  # Christmas Eve potluck
NEW_YEAR = 40  # 元旦
COMPOUND = "枫林湾"

# -- the households ---------------------------------------------------------------------
# name, QQ, routine, odds of an English line, odds of a mixed one, how much they talk, tags
PEOPLE: list[tuple[str, int, str, float, float, float, str]] = [
    ("物业客服小吴", 2851103917, "desk", 0.0, 0.0, 1.1, "staff"),
    ("工程部老何", 1739920456, "crew", 0.0, 0.0, 0.5, "staff"),
    ("周老师", 460218735, "early", 0.0, 0.0, 1.0, "rep cat"),
    ("张阿姨", 1127730581, "early", 0.0, 0.0, 1.5, "dog old"),
    ("老陈", 873015562, "early", 0.0, 0.0, 1.0, "car old"),
    ("刘奶奶", 2093317840, "early", 0.0, 0.0, 0.6, "old"),
    ("团长小丽", 3318076629, "organiser", 0.0, 0.0, 1.4, "kids car dog"),
    ("朵朵妈", 1580042377, "parent", 0.0, 0.05, 1.2, "kids cat reno"),
    ("小宇爸", 995204418, "parent", 0.0, 0.05, 0.8, "kids car cat"),
    ("王姐", 1876520093, "home", 0.0, 0.0, 1.1, "reno dog"),
    ("阿Ken", 2740981156, "owl", 0.05, 0.15, 1.0, "renter cat"),
    ("小鹿", 3009417728, "office", 0.0, 0.08, 0.9, "renter"),
    ("大鹏", 1460097351, "wfh", 0.0, 0.12, 0.9, "renter car"),
    ("Tom_UK", 3587120946, "office", 0.95, 0.05, 0.9, "renter dog foreign"),
    ("Priya_S", 3612907754, "parent", 0.9, 0.08, 0.8, "renter kids foreign"),
    ("Lukas_M", 3655018291, "office", 0.92, 0.05, 0.7, "renter car foreign"),
    ("Maria_BR", 3590046613, "wfh", 0.95, 0.05, 0.9, "renter cat foreign"),
    ("Yuki_T", 3570264480, "parent", 0.75, 0.15, 0.6, "kids cat foreign"),
    ("Jenny陈", 2218894670, "office", 0.3, 0.35, 1.0, "dog car reno"),
    ("Kevin_Li", 2436610095, "owl", 0.2, 0.4, 0.9, "car"),
]
MEMBERS = [p[0] for p in PEOPLE]
QQ = {p[0]: p[1] for p in PEOPLE}
ROUTINE = {p[0]: p[2] for p in PEOPLE}
EN = {p[0]: p[3] for p in PEOPLE}
MIX = {p[0]: p[4] for p in PEOPLE}
TALK = {p[0]: p[5] for p in PEOPLE}
TAGS = {p[0]: set(p[6].split()) for p in PEOPLE}
OFFICE = "物业客服小吴"
CREW = "工程部老何"
ORGANISER = "团长小丽"
RESIDENTS = [m for m in MEMBERS if "staff" not in TAGS[m]]
OLD = [m for m in MEMBERS if ROUTINE[m] == "early"]

# when each routine has the phone in hand, in Beijing hours ("wd" weekdays, "sat", "sun");
# a window may run past midnight (hours past 24 are the next day's small hours)
ROUTINES: dict[str, dict[str, list[tuple[float, float]]]] = {
    "desk": {"wd": [(8.5, 12.0), (13.0, 17.5)], "sat": [(9.0, 12.0)], "sun": []},
    "crew": {"wd": [(8.0, 12.0), (13.0, 17.5)], "sat": [(8.0, 12.0)], "sun": []},
    "early": {"wd": [(5.8, 11.4), (13.6, 21.3)], "sat": [(5.8, 11.4), (13.6, 21.3)],
              "sun": [(6.2, 11.4), (13.6, 21.3)]},
    "organiser": {"wd": [(7.3, 23.2)], "sat": [(7.8, 23.4)], "sun": [(7.8, 23.4)]},
    "parent": {"wd": [(6.6, 8.2), (12.0, 13.4), (16.2, 17.2), (19.3, 22.8)],
               "sat": [(7.8, 22.8)], "sun": [(7.8, 22.6)]},
    "home": {"wd": [(7.0, 11.3), (13.0, 22.5)], "sat": [(7.5, 22.5)], "sun": [(7.5, 22.5)]},
    "office": {"wd": [(7.2, 8.9), (12.0, 13.5), (18.2, 23.8)], "sat": [(9.0, 24.5)],
               "sun": [(9.0, 23.8)]},
    "owl": {"wd": [(8.6, 9.4), (12.3, 14.0), (19.0, 26.0)], "sat": [(11.0, 27.0)],
            "sun": [(11.0, 25.5)]},
    "wfh": {"wd": [(9.3, 25.0)], "sat": [(10.0, 25.5)], "sun": [(10.0, 25.0)]},
}

# -- the topics -------------------------------------------------------------------------
# Per topic: its values ("x": Chinese, English and either-language ones; "wrong": the
# near misses a correction starts from, or "swap" for a typo of the value itself; "never":
# values no line says), the words a terse answer leaves out ("words"), the hours its
# household events happen at, and its lines by language (zh, en): "say" a full statement,
# "ask" another's @-question, "terse" the answer that does not repeat the topic's words,
# "split" a topic line then a detail line, "report" another member stating it, "notice" the
# office's, "around" the member's own lines without the detail, "passing" a line of a member
# who has no such fact, and the questions: keyword, partial, paraphrases, "nq" (a detail no
# line gives of the same thing) and "nv" (a never-said value put to a member).
TOPICS: dict[str, dict[str, Any]] = {
    "plate": {
        "x": {"any": ["苏E·7Q2M5", "沪A·D7312", "浙B·R0915", "皖K·3F8C7", "苏U·M2046",
                      "鲁B·W6633"]},
        "swap": True,
        "never": ["苏E·9H3T1", "沪B·K5570", "赣A·62P18"],
        "words": ["车牌", "plate", "牌照"],
        "hours": [(7.0, 9.0), (17.5, 21.0)],
        "say": (["我车牌{x}，停在{b}幢门口那辆，挡到谁了叫我一声",
                 "车登记好了，车牌{x}，道闸应该能认了"],
                ["my plate is {x}, parked by block {b}, shout if it's in anyone's way",
                 "registered the car with the office, plate {x}, the barrier should read it now"]),
        "ask": (["@{n} 你车牌多少？物业在统计地库的车", "@{n} 你家车牌号报一下，我帮你登记道闸"],
                ["@{n} what's your plate? the office is listing the cars in the garage",
                 "@{n} can you send me your plate number? I'll add it to the barrier list"]),
        "terse": (["{x}，谢谢啦", "{x}，麻烦了"], ["{x}, thanks!", "{x} — cheers"]),
        "split": ([("道闸又不认我的车了，明明登记过", "{x}，麻烦物业查一下")],
                  [("the barrier won't read my car again and it IS registered",
                    "{x} — can someone check?")]),
        "report": (["@{n} 你那辆{x}停到消防通道上了，快去挪一下", "@{n} 早上看到你的{x}被贴条了"],
                   ["@{n} your {x} is across the fire lane, might want to move it",
                    "@{n} there's a ticket on your {x} by the north gate"]),
        "notice": ["【物业通知】车牌{x}的车主（{n}）请尽快挪车，车辆占用{b}幢消防通道，谢谢配合"],
        "around": (["道闸抬杆又慢，排了{num}分钟才出去", "车停地库一晚上电瓶没电了，这天冷的",
                    "今天洗车排队排到门口", "我那车位又被临时车占了", "年检约好了，下周去"],
                   ["took {num} minutes to get out of the garage this morning",
                    "car battery died overnight, this cold is brutal",
                    "someone parked across my space again", "got the car serviced, ¥{big} ouch"]),
        "passing": (["我打算明年买车，先看看地库情况", "还在摇号，不知道啥时候能摇上"],
                    ["thinking of getting a car next year, how bad is the garage?"]),
        "keyword": ("车牌是{x}的那辆车是谁的？", "Whose car is {x}?"),
        "partial": ("{n}的车牌号是多少？", "What's the plate number of {n}'s car?"),
        "paraphrase": (["{n}开的那辆汽车挂什么号码？", "{n}平常驾驶的那台小轿车登记号是啥？"],
                       ["Which registration does the vehicle {n} drives carry?",
                        "What licence number is on the motor {n} uses?"]),
        "nq": (["{n}的车是什么颜色的？", "{n}开的是什么牌子的车？"],
               ["What colour is {n}'s car?", "What make of car does {n} drive?"]),
        "nv": ("{n}的车牌是{v}吗？", "Is {v} the plate on {n}'s car?"),
    },
    "dog": {
        "x": {"zh": ["柯基", "萨摩耶", "比熊", "雪纳瑞"],
              "en": ["Jack Russell", "whippet", "Shiba Inu", "beagle"]},
        "never": ["哈士奇", "Dalmatian", "阿拉斯加", "Great Dane"],
        "words": ["狗", "dog", "品种", "breed"],
        "hours": [(6.8, 8.0), (19.5, 21.5)],
        "say": (["我家狗是{x}，遛的时候都牵绳的，大家放心", "我们家那只{x}今天剃毛了，像换了只狗"],
                ["ours is a {x}, always on the lead I promise",
                 "took our {x} to the groomer, he looks like a different dog"]),
        "ask": (["@{n} 你家狗狗什么品种呀？好乖", "@{n} 早上在楼下看到你家狗了，是啥品种？"],
                ["@{n} what breed is your dog? so well behaved",
                 "@{n} saw your dog downstairs this morning, what breed is he?"]),
        "terse": (["{x}，就是掉毛厉害", "是{x}哈哈"], ["{x}! a menace though", "a {x}, rescued"]),
        "split": ([("早上电梯里叫的那只是我家的，给大家道歉", "{x}就是嗓门大，在训了")],
                  [("sorry about the barking in the lift this morning, that was ours",
                    "{x}s are just loud, we're working on it")]),
        "report": (["@{n} 你家{x}今天在草坪上撒欢，太可爱了",
                    "@{n} 早上碰到你家{x}了，一直往我身上扑哈哈"],
                   ["@{n} your {x} was zooming round the lawn this morning, so cute"]),
        "around": (["早上遛狗冷死了，草上全是霜", "狗粮又涨价了，一袋{big}元",
                    "带狗打了疫苗，花了{big}块", "我家那只今天又拆家了", "给狗买了件羽绒服哈哈"],
                   ["walked the dog at 6, frost everywhere",
                    "dog food went up again, ¥{big} a bag now",
                    "the pup chewed through a charger cable today",
                    "bought the dog a little winter coat lol"]),
        "passing": (["我也想养只狗，家里老人不同意", "看到楼下的狗狗好想养一只"],
                    ["been thinking about adopting a dog, any good vets nearby?"]),
        "keyword": ("谁家养的是{x}？", "Whose dog is a {x}?"),
        "partial": ("{n}家的狗是什么品种？", "What breed is {n}'s dog?"),
        "paraphrase": (["{n}养的那只汪星人属于哪一类？", "{n}每天牵出去溜的毛孩子是哪种？"],
                       ["What kind of pup does {n} keep?", "Which sort of hound does {n} own?"]),
        "nq": (["{n}家的狗叫什么名字？"], ["What is {n}'s dog called?"]),
        "nv": ("{n}家养的是{v}吗？", "Is {n}'s dog a {v}?"),
    },
    "flat": {
        "x": {"zh": ["7幢2单元1104", "3幢1单元502", "12幢3单元1801", "5幢2单元602", "1幢3单元2201"],
              "en": ["11-1-2302", "5-2-1603", "9-1-702", "2-3-1401"]},
        "swap": True,
        "never": ["8幢1单元901", "6-2-1203", "10幢3单元303"],
        "words": ["住", "live", "flat", "门牌"],
        "hours": [(9.0, 11.0), (19.0, 21.5)],
        "say": (["我家住{x}，有快递放错的可以送过来", "我家是{x}，有事可以来找我"],
                ["I'm in {x}, happy to take in parcels if anyone's away",
                 "we're at {x} if anyone needs anything"]),
        "ask": (["@{n} 您家是几幢几单元？我把东西给您送上去",
                 "@{n} 你住哪户？快递员把你的件放我这了"],
                ["@{n} which flat are you in? the courier left your box with me",
                 "@{n} what's your unit number? I'll drop it round"]),
        "terse": (["{x}，麻烦你了", "{x}，谢谢谢谢"], ["{x}, thank you!", "{x} — you're a star"]),
        "split": ([("快递老是送错，我写一下我家门牌", "{x}，别再放错了")],
                  [("couriers keep getting our address wrong so for the record",
                    "{x}, near the top")]),
        "notice": ["【物业通知】{n}（{x}）您的国际包裹已到物业前台，请带证件领取，前台开放至17:30"],
        "around": (["我们这单元电梯又停了，爬了{f}层", "我家那层楼道灯坏了{num}天了",
                    "我们这栋的信箱又被塞满小广告", "楼道里谁家的鞋柜挡路了"],
                   ["lift in our block is out again, walked up {f} floors",
                    "the corridor light on our floor has been out for {num} days",
                    "our letterbox is stuffed with flyers again"]),
        "passing": (["我们这栋住了快十年了，电梯越来越不行"],
                    ["been in this block three years, the lift has never been worse"]),
        "keyword": ("谁住在{x}？", "Who lives at {x}?"),
        "partial": ("{n}家住几幢几单元？", "Which flat does {n} live in?"),
        "paraphrase": (["{n}的家具体在哪栋楼哪一户？", "{n}那户的地址是？"],
                       ["Where exactly is {n}'s home in the compound?",
                        "What's {n}'s address within the estate?"]),
        "nq": (["{n}在这个小区住了几年了？"], ["How long has {n} lived here?"]),
        "nv": ("{n}是不是住{v}？", "Does {n} live at {v}?"),
    },
    "reno": {
        "x": {"zh": ["顺达装饰", "老蒋水电", "匠心家装", "金诚装修队", "鲁班到家"],
              "en": ["HomeCraft Studio", "BuildRight", "Mr. Xu's crew"]},
        "wrong": {"zh": ["金城装修队", "顺发装饰", "匠人家装"], "en": ["BuildWise", "CasaFix"]},
        "never": ["东易日盛", "宏远装饰", "Zhao's Plumbing"],
        "words": ["装修", "reno", "施工"],
        "hours": [(9.0, 11.5), (14.0, 17.0), (19.5, 21.5)],
        "say": (["我家装修找的{x}，报价还算实在，下周开工", "装修定了{x}，合同签了，工期{num}天"],
                ["we went with {x} for the renovation, the quote was fair, starting next week"]),
        "ask": (["@{n} 你家装修找的哪家？我家厨房也想翻新", "@{n} 你家施工队哪里找的，靠谱吗？"],
                ["@{n} who's doing your renovation? thinking of redoing our kitchen"]),
        "terse": (["{x}，人挺靠谱的", "{x}，我把电话推给你"], ["{x} — solid so far",
                                                               "{x}, I'll DM you the number"]),
        "split": ([("装修这事终于定下来了", "{x}，周一进场")],
                  [("finally sorted the renovation", "{x}, they start Monday")]),
        "report": (["@{n} 你家是{x}在做吧？今天在电梯里碰到他们的工人了"],
                   ["@{n} that's {x} working at yours right? met their guys in the lift"]),
        "notice": ["【物业通知】装修公示：{n}家（{flat}）装修申请已审批，"
                   "施工单位{x}，{date}起施工{num}天，"
                   "施工时间工作日8:00-12:00、14:00-18:00，周末禁止电钻作业，请邻居们理解"],
        "around": (["装修真是磨人，今天又跑了一趟建材市场", "瓷砖到了{num}箱，先堆楼道里，不好意思",
                    "水电改造做完了，下周贴砖", "装修预算又超了"],
                   ["renovation week {num}, living on takeaway", "the tiles finally arrived",
                    "budget's blown again, classic"]),
        "passing": (["我家厨房也想翻新，还在犹豫", "装修太吓人了，我还是凑合住吧"],
                    ["we'd like to redo the bathroom at some point"]),
        "keyword": ("谁家装修找的{x}？", "Who hired {x} for their renovation?"),
        "partial": ("{n}家装修请的哪家施工队？", "Which contractor is renovating {n}'s flat?"),
        "paraphrase": (["{n}屋里翻新是交给哪个团队做的？", "给{n}家动工的是哪帮工人？"],
                       ["Who did {n} get in to redo their home?",
                        "Which builders did {n} choose for the makeover?"]),
        "nq": (["{n}家装修一共花了多少钱？"], ["How much did {n}'s renovation cost?"]),
        "nv": ("{n}家装修找的是{v}吗？", "Did {n} hire {v} for the renovation?"),
    },
    "school": {
        "x": {"zh": ["枫桥实验小学", "东沙湖学校", "星洲小学", "新城外国语学校"],
              "en": ["Harbour Bay International School", "Lakeside Montessori",
                     "Maple Leaf Academy"]},
        "never": ["景城学校", "Riverside British School", "金鸡湖小学"],
        "words": ["学校", "school", "上学"],
        "hours": [(7.0, 8.0), (16.3, 17.0), (19.5, 21.5)],
        "say": (["孩子在{x}读二年级，校车就在小区北门", "我家娃在{x}上一年级，每天七点二十出门"],
                ["our son is in year 2 at {x}, the bus stops at the north gate"]),
        "ask": (["@{n} 你家孩子在哪上学？我们明年要报名了",
                 "@{n} 你家娃读的哪个学校，校车方便吗？"],
                ["@{n} which school is your kid at? we're applying next year"]),
        "terse": (["{x}，三年级了", "{x}，校车就在北门"],
                  ["{x}, year 3 now", "{x} — the bus picks up at the north gate"]),
        "split": ([("开学那阵真折腾，总算安顿好了", "{x}，二年级")],
                  [("finally sorted where the little one goes", "{x}, year 1")]),
        "report": (["@{n} 你家娃也是{x}的吧，今天校门口看到你了"],
                   ["@{n} your boy is at {x} too right? saw you at the gate"]),
        "around": (["今天堵在校门口{num}分钟", "孩子作业写到十点，崩溃", "家长会又要请假",
                    "学校又要交{big}的资料费"],
                   ["the school run took {num} minutes today",
                    "parent-teacher meeting again, that's my afternoon gone",
                    "school wants another ¥{big} for a trip"]),
        "passing": (["我家娃明年上小学，现在在看学区"],
                    ["we'll need a school for our daughter next autumn"]),
        "keyword": ("谁家孩子在{x}上学？", "Whose kid goes to {x}?"),
        "partial": ("{n}家孩子在哪个学校读书？", "Which school does {n}'s child attend?"),
        "paraphrase": (["{n}家小朋友每天去哪里念书？", "{n}的娃读的是哪所？"],
                       ["Where does {n}'s little one study?",
                        "Where is {n}'s youngster enrolled?"]),
        "nq": (["{n}家孩子的班主任姓什么？"], ["Who is {n}'s child's class teacher?"]),
        "nv": ("{n}家孩子是在{v}读书吗？", "Does {n}'s child go to {v}?"),
    },
    "locker": {
        "x": {"any": ["40731258", "62019847", "83125506", "57390214", "19684072", "30965148"]},
        "swap": True,
        "never": ["30571946", "71820365", "94402713"],
        "words": ["取件码", "code", "快递", "parcel"],
        "hours": [(11.0, 13.0), (15.0, 17.5), (19.0, 21.0)],
        "say": (["谁在丰巢旁边帮我取个件，取件码{x}，放我门口就行，谢谢！"],
                ["could someone grab my parcel from the locker? code {x}, "
                 "just leave it by my door, thanks!"]),
        "ask": (["@{n} 我在快递柜这儿，你的取件码发我，顺手帮你拿",
                 "@{n} 你的快递还在柜子里，要我帮你取吗？码多少"],
                ["@{n} I'm at the lockers now, send me your code and I'll grab it"]),
        "terse": (["{x}，爱你", "{x}，谢啦"], ["{x} — you're a lifesaver", "{x}, thank you!!"]),
        "split": ([("姐妹们谁在楼下，帮我拿下丰巢的件", "{x}，谢谢")],
                  [("anyone near the lockers? mine expires tonight", "{x}, big thanks")]),
        "around": (["丰巢又超时收费了，一块五", "最近买太多，快递柜根本塞不下",
                    "驿站又把我的件弄丢了", "快递三天了还没到"],
                   ["the locker charged me overdue fees again",
                    "my stuff is stuck at the courier station again",
                    "tracking says delivered, it's not"]),
        "passing": (["我的快递也还没到"], ["still waiting on mine too"]),
        "keyword": ("取件码{x}是谁的快递？", "Whose parcel had the pickup code {x}?"),
        "partial": ("{n}让人帮忙取快递时给的取件码是多少？",
                    "What locker code did {n} give for the parcel?"),
        "paraphrase": (["{n}托邻居拿包裹时报的那串数字是？", "{n}请别人代领包裹用的凭证号是？"],
                       ["Which digits did {n} share so a neighbour could collect a package?",
                        "What number unlocks {n}'s delivery box?"]),
        "nq": (["{n}那个快递是哪家快递公司送的？"], ["Which courier delivered {n}'s parcel?"]),
        "nv": ("{n}的取件码是{v}吗？", "Was {v} {n}'s pickup code?"),
    },
    "parking": {
        "x": {"zh": ["380元/月", "每月420", "一个月350块"],
              "en": ["¥460 a month", "450 yuan/month", "¥395/month"]},
        "wrong": {"zh": ["360元/月", "每月240", "一个月530块"],
                  "en": ["¥640 a month", "540 yuan/month", "¥359/month"]},
        "never": ["每月500", "¥300 a month", "一个月280块"],
        "words": ["车位", "parking", "租", "rent", "space"],
        "hours": [(8.0, 9.5), (19.0, 22.0)],
        "say": (["我地库那个车位现在租金{x}，比去年涨了", "续了车位，{x}，签了一年"],
                ["my garage space is {x} now, up from last year",
                 "renewed the parking spot, {x} for a year"]),
        "ask": (["@{n} 你那个地库车位现在多少钱租的？我也想租一个"],
                ["@{n} how much are you paying for your garage spot? want one too"]),
        "terse": (["{x}，签一年还能便宜点", "{x}，物业那边签的"],
                  ["{x}, cheaper if you sign for a year",
                                                   "{x}, through the office"]),
        "report": (["@{n} 物业说你那车位现在是{x}，是不是又涨了"],
                   ["@{n} heard your garage space went up to {x}?"]),
        "around": (["地库车位又被临时车占了", "地面停车越来越难了，转了{num}圈", "车位合同快到期了",
                    "地库的灯又坏了一排"],
                   ["someone parked in my spot again",
                    "circled the estate {num} times looking for a space",
                    "my parking contract is up for renewal soon"]),
        "passing": (["我也在找车位，有出租的吗"], ["anyone renting out a garage space?"]),
        "keyword": ("车位租金{x}的是谁？", "Who pays {x} for a parking space?"),
        "partial": ("{n}租的车位每月多少钱？", "How much is {n}'s parking space rent?"),
        "paraphrase": (["{n}为了停放爱车每个月要掏多少？", "{n}停车的那块地方，月费多少？"],
                       ["What does {n} spend monthly to keep the car underground?",
                        "How much does {n} hand over each month for somewhere to leave the car?"]),
        "nq": (["{n}的车位在地库几号？"], ["What number is {n}'s garage bay?"]),
        "nv": ("{n}的车位是{v}吗？", "Is {n}'s parking space {v}?"),
    },
}
TOPICS.update({
    "move": {
        "x": {"zh": ["12月18号", "1月6号", "12月29号"],
              "en": ["Dec 27th", "January 8th", "the 3rd of January"]},
        "wrong": {"zh": ["12月19号", "1月9号", "12月28号"],
                  "en": ["Dec 17th", "January 18th", "the 13th of January"]},
        "never": ["12月15号", "Jan 15th", "1月20号"],
        "words": ["搬", "move", "moving"],
        "hours": [(9.0, 11.5), (19.5, 22.0)],
        "days": (3, 22),
        "say": (["我{x}搬家，那天电梯要占一上午，提前跟大家说声抱歉"],
                ["heads up, we're moving out on {x}, sorry in advance for hogging the lift"]),
        "ask": (["@{n} 你哪天搬？我想问问你那个沙发还要不要", "@{n} 听说你要搬走了，定哪天了？"],
                ["@{n} when's the move? wanted to ask about your sofa"]),
        "terse": (["{x}，沙发送你了", "{x}，上午"], ["{x}, the sofa's yours if you want it",
                                                     "{x}, mornings"]),
        "split": ([("房子到期不续了，要走了", "{x}，上午九点开始")],
                  [("lease is up and we're not renewing", "{x}, from 9am")]),
        "notice": ["【物业通知】{x}上午9:00-12:00，{b}幢{u}单元电梯预留给{n}搬家使用，"
                   "电梯内已加装保护板，请其他住户错峰出行"],
        "around": (["纸箱收集中，谁家有不要的纸箱", "打包打到崩溃，东西怎么这么多",
                    "搬家公司报价{big}，贵不贵", "家具挂闲鱼了，有需要的私聊"],
                   ["packing is chaos, who knew we owned this much stuff",
                    "anyone have spare cardboard boxes?", "movers quoted ¥{big}, is that fair?"]),
        "passing": (["我合同明年到期，也在考虑搬不搬"],
                    ["our lease ends in spring, not sure if we'll stay"]),
        "keyword": ("谁{x}搬家？", "Who is moving on {x}?"),
        "partial": ("{n}定在哪天搬家？", "When is {n} moving?"),
        "paraphrase": (["{n}离开这个小区是哪一天？", "{n}那边换住处定的什么日子？"],
                       ["What day does {n} leave the estate?", "On which date is {n} relocating?"]),
        "nq": (["{n}搬去哪个小区？"], ["Where is {n} moving to?"]),
        "nv": ("{n}是{v}搬家吗？", "Is {n} moving on {v}?"),
    },
    "leak": {
        "x": {"zh": ["分水器", "马桶进水阀", "热水器安全阀", "楼上防水层"],
              "en": ["a cracked PPR elbow", "the washing machine hose", "the shower mixer valve"]},
        "wrong": {"zh": ["楼上卫生间", "暖气片", "洗碗机"], "en": ["the dishwasher", "a loose tap",
                                                                   "the radiator"]},
        "never": ["空调冷凝管", "the boiler flue", "厨房水槽"],
        "words": ["漏", "leak", "滴水"],
        "hours": [(8.0, 11.0), (19.0, 22.0)],
        "say": (["家里漏水的原因找到了，是{x}，换了个新的"],
                ["found the leak: {x}, plumber replaced it this morning"]),
        "ask": (["@{n} 你家上次漏水后来查出来是哪里的问题？我家天花板也湿了"],
                ["@{n} what was causing the leak at yours in the end? "
                 "our ceiling has a damp patch"]),
        "terse": (["{x}，换了就好了", "{x}的问题，老何来看的"], ["{x}, sorted after a swap",
                                                                 "{x} — 老何 found it"]),
        "first": (["家里漏水了，估计是{w}的问题，等师傅来看"],
                  ["water on the floor again, pretty sure it's {w}"]),
        "fix": (["师傅看过了，不是{w}，是{x}", "更正一下，不是{w}，师傅说是{x}"],
                ["plumber says not {w} after all, it was {x}"]),
        "report": (["@{n} 听老何说你家是{x}坏了，修好没"],
                   ["@{n} 老何 said it was {x} at yours, all fixed?"]),
        "around": (["天花板又有水印了，头疼", "楼下邻居说他家墙皮湿了，又要上门查",
                    "卫生间地面总是湿的", "保险公司说要先出报告"],
                   ["the damp patch on the ceiling is back",
                    "downstairs says their wall is wet again",
                    "the bathroom floor is always wet, ugh"]),
        "passing": (["我家卫生间墙角也有点潮，不知道是不是渗水"],
                    ["our bathroom corner looks damp too, hmm"]),
        "keyword": ("谁家漏水是因为{x}？", "Whose leak turned out to be {x}?"),
        "partial": ("{n}家漏水是什么原因？", "What caused the leak in {n}'s flat?"),
        "paraphrase": (["{n}屋里往外渗的毛病，最后查到是哪个部件？",
                        "让{n}家天花板发潮的罪魁祸首是啥？"],
                       ["What turned out to be behind the water problem at {n}'s?",
                        "Which part failed in {n}'s home and let the water through?"]),
        "nq": (["{n}家修漏水花了多少钱？"], ["How much did {n} pay to fix the leak?"]),
        "nv": ("{n}家漏水是{v}的问题吗？", "Was {n}'s leak caused by {v}?"),
    },
    "noise": {
        "x": {"zh": ["楼上跳绳", "麻将机", "电钻打孔", "拖椅子"], "en": ["a drum kit",
                                                                         "a subwoofer",
                                                                         "a treadmill"]},
        "wrong": {"zh": ["空调外机", "水管震动", "楼下烘干机"], "en": ["the lift motor",
                                                                       "a tumble dryer",
                                                                       "the water pump"]},
        "never": ["电子琴", "a karaoke machine", "弹珠"],
        "words": ["吵", "噪音", "noise", "声音"],
        "hours": [(22.5, 24.5), (7.0, 8.5)],
        "say": (["查到了，半夜的声音是{x}，已经跟那户沟通了"],
                ["mystery solved, the late-night thumping is {x} upstairs, I've had a word"]),
        "ask": (["@{n} 你说的半夜那个声响，最后搞清楚是啥了吗？"],
                ["@{n} did you ever figure out what that racket at night was?"]),
        "terse": (["{x}，已经去说了", "是{x}，物业也找过了"], ["{x}! spoke to them already",
                                                               "{x}, the office had a word"]),
        "first": (["半夜咚咚响，应该是{w}"], ["the humming at night has to be {w}"]),
        "fix": (["上去看了，不是{w}，是{x}", "搞错了，不是{w}，其实是{x}"],
                ["went up to check, not {w} — it's {x}"]),
        "split": ([("破案了，半夜那个动静", "{x}，十二点了还在弄")],
                  [("found out what the 1am thumping is", "{x}, at midnight, unbelievable")]),
        "around": (["又被吵醒了，凌晨一点", "这楼隔音太差了，今晚又没睡好", "买了副耳塞，希望有用",
                    "跟物业反映了，说会去沟通"],
                   ["woken up at 1am again", "this building's soundproofing is a joke",
                    "earplugs ordered, fingers crossed"]),
        "passing": (["我们那栋晚上也挺吵的"], ["our block gets loud at night too"]),
        "keyword": ("谁家被{x}吵到了？", "Who was kept up by {x}?"),
        "partial": ("吵到{n}的噪音是哪来的？", "What was making the noise {n} complained about?"),
        "paraphrase": (["{n}晚上睡不着，罪魁祸首查出来是什么？", "害{n}失眠的那个源头是啥？"],
                       ["What kept {n} awake at night, in the end?",
                        "What turned out to be disturbing {n}'s sleep?"]),
        "nq": (["吵{n}的那户住几楼？"], ["Which floor is the neighbour who disturbed {n} on?"]),
        "nv": ("吵到{n}的是{v}吗？", "Was it {v} keeping {n} up?"),
    },
    "lost": {
        "x": {"zh": ["门禁卡", "小熊钥匙扣", "蓝色滑板车", "银色保温杯"],
              "en": ["AirPods case", "grey North Face glove", "Kindle"]},
        "never": ["学生证", "wedding ring", "红色雨伞"],
        "words": ["丢", "lost", "掉了", "找"],
        "hours": [(8.0, 11.0), (18.5, 21.5)],
        "say": (["谁捡到一个{x}？昨天在{b}幢门口丢的，谢谢大家"],
                ["has anyone seen my {x}? dropped it near block {b} yesterday"]),
        "ask": (["@{n} 你早上说丢东西了，丢的啥？我留意下"],
                ["@{n} you said you lost something this morning, what was it? "
                 "I'll keep an eye out"]),
        "terse": (["{x}，应该在{b}幢那边", "一个{x}，谢谢啦"], ["my {x}, somewhere near block {b}",
                                                                "{x}, thank you"]),
        "split": ([("丢东西了，大家帮忙留意一下", "{x}，应该在{b}幢附近")],
                  [("lost something on the way home, keep an eye out please",
                    "my {x}, around block {b}")]),
        "notice": ["【物业通知】{n}遗失的{x}已由保洁在{b}幢门口拾到，"
                   "现存放在物业前台，请本人带证件来领"],
        "around": (["东西还是没找到，算了", "以后出门得检查一遍口袋", "去物业问了，还没人送过来",
                    "监控看了，没拍到"],
                   ["still no luck finding it", "note to self: check pockets before leaving",
                    "asked at the front desk, nothing yet"]),
        "passing": (["我上个月也丢过东西，后来在物业找到的"],
                    ["I lost something at the gym last month, never turned up"]),
        "keyword": ("谁丢了{x}？", "Who lost their {x}?"),
        "partial": ("{n}丢了什么东西？", "What did {n} lose?"),
        "paraphrase": (["{n}不见了的那件物品是啥？", "{n}落在外面找不回的是哪样？"],
                       ["Which belonging went missing on {n}?", "What item of {n}'s vanished?"]),
        "nq": (["{n}丢的东西值多少钱？"], ["How much was the thing {n} lost worth?"]),
        "nv": ("{n}丢的是{v}吗？", "Did {n} lose a {v}?"),
    },
    "groupbuy": {
        "x": {"zh": ["阳澄湖大闸蟹", "赣南脐橙", "五常大米", "东北冻饺子", "丑橘"],
              "en": ["Yunnan coffee beans", "frozen blueberries", "Norwegian salmon"]},
        "wrong": {"zh": ["砂糖橘", "东北大米"], "en": ["Hainan coffee beans",
                                                       "frozen raspberries"]},
        "never": ["烟台苹果", "Wagyu beef", "榴莲"],
        "words": ["团购", "订", "order", "买"],
        "hours": [(9.0, 11.0), (19.5, 22.0)],
        "say": (["这次团购我订了{x}，两箱，明天到"],
                ["ordered the {x} in this week's group buy, arriving tomorrow"]),
        "ask": (["@{n} 你这次团了啥？我看看要不要跟"],
                ["@{n} what did you get in the group buy? might join"]),
        "terse": (["{x}，两箱", "{x}，上次的挺好吃"], ["{x}, two bags",
                                                       "{x} — last batch was great"]),
        "fix": (["改一下，{w}不要了，换成{x}"], ["change of plan, not {w}, switching to {x}"]),
        "around": (["上次团的东西还没吃完", "团购群又上新了，钱包要空了",
                    "团长挑的东西质量一直不错", "冰箱塞满了，不能再团了"],
                   ["still working through last week's group-buy haul",
                    "the freezer is full, no more group buys for me",
                    "the organiser's picks are always good"]),
        "passing": (["这次团购我就不跟了"], ["skipping the group buy this week"]),
        "keyword": ("谁在团购里订了{x}？", "Who ordered {x} in the group buy?"),
        "partial": ("{n}这次团购订了什么？", "What did {n} order in the group buy?"),
        "paraphrase": (["{n}跟着团长拼单买的是哪样东西？", "{n}拼的那一单是什么货？"],
                       ["What did {n} pick up through the neighbours' bulk deal?",
                        "Which goods did {n} sign up for in the shared purchase?"]),
        "nq": (["{n}这次团购一共花了多少？"], ["How much did {n} spend on the group buy?"]),
        "nv": ("{n}团购订的是{v}吗？", "Did {n} order {v} in the group buy?"),
    },
    "festival": {
        "x": {"zh": ["荠菜饺子", "酒酿圆子", "桂花冬酿酒", "羊肉汤", "酱方"],
              "en": ["mulled wine", "mince pies", "shepherd's pie", "brigadeiros"]},
        "wrong": {"zh": ["三鲜饺子", "白切羊肉"], "en": ["eggnog", "apple crumble"]},
        "never": ["八宝饭", "gingerbread", "腊肠"],
        "words": ["带", "bring", "聚餐", "potluck"],
        "hours": [(19.0, 21.5)],
        "days": (24, 31),
        "say": (["冬至聚餐我带{x}，自己家做的"], ["for the potluck I'll bring {x}, homemade"]),
        "ask": (["@{n} 冬至聚餐您准备带啥？我们别撞了"],
                ["@{n} what are you bringing to the potluck? don't want to double up"]),
        "terse": (["{x}，做一大锅", "{x}，自己家做的"], ["{x}, a big batch",
                                                         "{x}! my grandma's recipe"]),
        "fix": (["改主意了，不带{w}了，带{x}"], ["change of plan: {x} instead of {w}"]),
        "around": (["冬至那天我可能要加班，尽量赶回来", "会所的桌子够不够，要不要再借几张",
                    "聚餐要不要自己带碗筷", "今年冬至准备在会所过"],
                   ["might be late for the potluck, work thing",
                    "does the clubhouse have enough chairs?", "should we bring our own plates?"]),
        "passing": (["聚餐我就去凑个热闹"], ["I'll just come for the company haha"]),
        "keyword": ("聚餐谁带了{x}？", "Who is bringing {x} to the potluck?"),
        "partial": ("{n}聚餐带什么菜？", "What dish is {n} bringing to the potluck?"),
        "paraphrase": (["{n}给大伙那顿饭贡献了哪道吃的？", "{n}为那晚的百家宴做的是什么？",
                        "{n}拿去会所请邻居尝的是哪样？"],
                       ["What is {n} contributing to the shared meal?",
                        "Which food will {n} turn up with for the communal dinner?"]),
        "nq": (["{n}聚餐带几个人来？"], ["How many guests is {n} coming with to the potluck?"]),
        "nv": ("{n}聚餐带的是{v}吗？", "Is {n} bringing {v} to the potluck?"),
    },
    "vote": {
        "x": {"zh": ["加装充电桩", "增设减速带", "更换单元门禁", "补种桂花树"],
              "en": ["a second bike shed", "CCTV at gate 3", "a dog-poo bin"]},
        "never": ["屋顶花园", "a sauna in the clubhouse", "外墙翻新"],
        "words": ["提案", "建议", "propos", "vote", "投票", "议题"],
        "hours": [(19.0, 22.0), (9.0, 11.0)],
        "days": (18, 25),
        "say": (["业主大会我提的是{x}，希望大家支持"],
                ["my proposal for the residents' meeting is {x}, please vote for it"]),
        "ask": (["@{n} 业主大会你提了什么议题？我好投票"],
                ["@{n} what did you put forward for the meeting? want to back it"]),
        "terse": (["{x}，拜托支持一下", "{x}，老问题了"], ["{x}, please back it!",
                                                           "{x} — long overdue"]),
        "report": (["@{n} 你提的{x}我第一个赞成"], ["@{n} I'm backing your {x} idea"]),
        "around": (["业主大会那天我一定到", "投票的事大家都上点心", "委托书已经交了",
                    "这次议题有点多"],
                   ["will be at the residents' meeting for sure",
                    "please everyone actually vote this time", "handed in my proxy form"]),
        "passing": (["业主大会我应该去不了，委托别人投了"], ["can't make the meeting, proxy sent"]),
        "keyword": ("谁在业主大会上提议{x}？", "Who proposed {x} at the residents' meeting?"),
        "partial": ("{n}给业主大会提的议题是什么？",
                    "What did {n} propose for the residents' meeting?"),
        "paraphrase": (["{n}希望小区今后添哪样东西？", "{n}想让全体业主同意办的事是啥？"],
                       ["What change does {n} want the owners to approve?",
                        "Which improvement is {n} pushing for around the estate?"]),
        "nq": (["{n}投票选了哪位业委会委员？"], ["Who did {n} vote for as committee chair?"]),
        "nv": ("{n}提的是{v}吗？", "Did {n} propose {v}?"),
    },
    "work": {
        "x": {"zh": ["苏芯微电子", "蓝湾半导体", "恒润医疗"],
              "en": ["Nordwerk Automation", "Kestrel Robotics", "Meridian Biotech",
                     "Halcyon Games"]},
        "never": ["星汉物流", "Brightwave Pharma", "云杉科技"],
        "words": ["上班", "工作", "work", "job"],
        "hours": [(12.0, 13.4), (19.0, 22.0)],
        "say": (["我在{x}上班，园区那边，通勤二十分钟"],
                ["I work at {x}, over in the industrial park, 20 min by bike"]),
        "ask": (["@{n} 你在哪上班呀？早上总看到你骑车往东"],
                ["@{n} where do you work? always see you cycling east in the morning"]),
        "terse": (["{x}，就在园区", "{x}，离地铁近"], ["{x}, in the industrial park",
                                                       "{x}, ten minutes away"]),
        "split": ([("换工作了，下周一入职", "{x}，离得更近了")], [("new job starts Monday",
                                                                   "{x}, much closer")]),
        "report": (["@{n} 你是{x}的吧？我同事说在那见过你"],
                   ["@{n} you're at {x} right? my colleague says he's seen you there"]),
        "around": (["今天又加班到九点", "通勤路上堵死了", "年底了，忙得脚不沾地",
                    "明天出差，周五回"],
                   ["stuck at the office till 9 again", "traffic on the way in was awful",
                    "year-end crunch, send help"]),
        "passing": (["最近在找工作，头秃"], ["job hunting at the moment, wish me luck"]),
        "keyword": ("谁在{x}上班？", "Who works at {x}?"),
        "partial": ("{n}在哪家公司上班？", "Which company does {n} work for?"),
        "paraphrase": (["{n}每天去哪家单位挣钱？", "{n}的雇主是谁？"],
                       ["Who employs {n}?", "Where does {n} earn a living?"]),
        "nq": (["{n}在公司做什么职位？"], ["What's {n}'s job title?"]),
        "nv": ("{n}是在{v}上班吗？", "Does {n} work at {v}?"),
    },
    "cat": {
        "x": {"zh": ["煤球", "糯米", "咕噜", "大橘"], "en": ["Nacho", "Pudding", "Biscuit",
                                                             "Miso"]},
        "never": ["团子", "Oreo", "Pepper"],
        "words": ["猫", "cat", "名字", "name", "叫"],
        "hours": [(19.0, 22.5), (9.0, 11.0)],
        "say": (["我家猫叫{x}，胆子特别小"], ["our cat is called {x}, she's a scaredy thing"]),
        "ask": (["@{n} 你家猫主子叫啥名？好漂亮", "@{n} 朋友圈那只猫是你家的吧，叫什么？"],
                ["@{n} what's your cat's name? she's gorgeous"]),
        "terse": (["{x}，胆小得很", "{x}哈哈"], ["{x}! she'd love to hear that",
                                                 "{x}, after a snack"]),
        "split": ([("我家主子今天又打翻了水杯", "{x}你给我等着")],
                  [("our little monster knocked a mug off the counter again", "{x} is grounded")]),
        "report": (["@{n} 你家{x}又趴在窗台上看鸟了哈哈"],
                   ["@{n} saw {x} on your windowsill again, so cute"]),
        "around": (["猫砂又涨价了", "家里主子挑食，换了{num}种猫粮", "猫又在半夜跑酷",
                    "带猫去打了疫苗"],
                   ["cat litter went up again", "she's refusing every food we buy",
                    "midnight zoomies again"]),
        "passing": (["我也想养只猫，房东不让"], ["landlord won't allow cats, sadly"]),
        "keyword": ("谁家的猫叫{x}？", "Whose cat is called {x}?"),
        "partial": ("{n}家的猫叫什么名字？", "What's the name of {n}'s cat?"),
        "paraphrase": (["{n}养的那只喵星人怎么称呼？", "{n}家主子的大名是？"],
                       ["How does {n} address that feline of theirs?",
                        "What does {n} call the kitty at home?"]),
        "nq": (["{n}家的猫几岁了？"], ["How old is {n}'s cat?"]),
        "nv": ("{n}家的猫叫{v}吗？", "Is {n}'s cat called {v}?"),
    },
})

# the facts: per topic, whose and in what shape
PLAN: dict[str, list[tuple[str, str]]] = {
    "plate": [("老陈", "notice"), ("小宇爸", "correction"), ("Lukas_M", "answer"),
              ("Kevin_Li", "reported"), ("大鹏", "split")],
    "dog": [("Tom_UK", "one"), ("张阿姨", "reported"), ("王姐", "reply"), ("Jenny陈", "answer"),
            ("团长小丽", "late")],
    "flat": [("周老师", "long"), ("刘奶奶", "answer"), ("Tom_UK", "correction"), ("小鹿", "late"),
             ("Maria_BR", "notice")],
    "reno": [("王姐", "notice"), ("朵朵妈", "one"), ("Jenny陈", "correction"), ("周老师",
                                                                                "reported"),
             ("老陈", "reply")],
    "school": [("朵朵妈", "answer"), ("小宇爸", "one"), ("Priya_S", "late"), ("团长小丽", "split"),
               ("Yuki_T", "reported")],
    "locker": [("阿Ken", "answer"), ("小鹿", "correction"), ("大鹏", "split"), ("Priya_S", "reply"),
               ("Yuki_T", "late")],
    "parking": [("老陈", "one"), ("小宇爸", "long"), ("Kevin_Li", "correction"), ("Lukas_M",
                                                                                  "answer"),
                ("大鹏", "reported")],
    "move": [("Lukas_M", "notice"), ("阿Ken", "correction"), ("小鹿", "one"), ("Priya_S", "split"),
             ("Kevin_Li", "late")],
    "leak": [("老陈", "correction"), ("王姐", "one"), ("Priya_S", "answer"), ("Yuki_T", "long"),
             ("张阿姨", "reported")],
    "noise": [("张阿姨", "one"), ("小宇爸", "correction"), ("阿Ken", "reply"), ("大鹏", "long"),
              ("Maria_BR", "split")],
    "lost": [("刘奶奶", "notice"), ("小鹿", "one"), ("Tom_UK", "split"), ("Maria_BR", "reply"),
             ("周老师", "long")],
    "groupbuy": [("张阿姨", "jielong"), ("朵朵妈", "jielong"), ("Jenny陈", "correction"),
                 ("Maria_BR", "one"), ("王姐", "answer")],
    "festival": [("周老师", "jielong"), ("Tom_UK", "jielong"), ("刘奶奶", "one"), ("小鹿",
                                                                                   "correction"),
                 ("Priya_S", "reply")],
    "vote": [("老陈", "jielong"), ("Jenny陈", "long"), ("Kevin_Li", "one"), ("Maria_BR", "answer"),
             ("周老师", "reported")],
    "work": [("Tom_UK", "answer"), ("Lukas_M", "late"), ("大鹏", "one"), ("Kevin_Li", "split"),
             ("Jenny陈", "reported")],
    "cat": [("朵朵妈", "reply"), ("阿Ken", "one"), ("Yuki_T", "split"), ("团长小丽", "reported"),
            ("小宇爸", "answer")],
}
SHAPES = ("one", "answer", "late", "correction", "split", "reported", "notice", "jielong", "reply",
          "long")

# -- the 接龙 lists --------------------------------------------------------------------
# topic -> (day, hour it opens, title) of the lists a fact closes; the other entries' things
LISTS: dict[str, list[tuple[int, float, str]]] = {
    "groupbuy": [(5, 9.2, "#接龙 冬季生鲜团购，明晚十点截单，周四下午北门自提"),
                 (23, 9.4, "#接龙 年货团购第一波，周五截单，{b}幢门口自提")],
    "festival": [(28, 19.6, "#接龙 冬至夜会所包饺子，12月22日晚6点，每家带一个菜"),
                 (30, 20.1, "#接龙 平安夜百家宴 Christmas Eve potluck，会所7pm，带一道菜")],
    "vote": [(19, 19.3, "#接龙 业主大会议题征集（周五截止），格式：姓名+议题")],
}
ENTRIES = {  # (Chinese entries, English entries)
    "groupbuy": (["车厘子 2斤", "草莓 1盒", "土鸡蛋 30个", "纯牛奶 1箱", "冬笋 3斤", "羊排 2斤",
                  "沃柑 5斤", "红薯 5斤", "手工水饺 2袋", "山核桃 1罐"],
                 ["sourdough x2", "avocados x6", "Greek yogurt x4", "oat milk x6"]),
    "festival": (["红烧肉", "凉拌木耳", "糖醋排骨", "白斩鸡", "春卷", "炒年糕", "油爆虾", "卤牛肉"],
                 ["clam chowder", "potato salad", "tiramisu", "samosas", "roast potatoes"]),
    "vote": (["楼道灯换声控", "垃圾房除臭", "绿化修剪", "儿童滑梯翻新", "地库照明",
              "快递驿站延长营业",
              "健身器材更新", "会所开放时间延长"],
             ["more benches by the lake", "fix the north gate barrier",
              "brighter lights on the lake path"]),
}
ORDINARY_LIST = "#接龙 {title}，{day}截单，{b}幢门口自提"
ORDINARY_TITLES = ["周末水果团", "有机蔬菜箱", "早餐面包团", "牛奶月卡", "火锅食材团",
                   "冬季暖宝宝", "洗衣凝珠团", "猫砂狗粮团"]

# -- the building's events and the lines they bring ------------------------------------
# kind -> who it touches (tags or routines, or "all"), the mean number of lines after the
# first, the median gap in seconds, and its threads: (openers zh, openers en, replies zh,
# replies en), one drawn an event, the least used first
EVENTS: dict[str, dict[str, Any]] = {
    "morning": {"who": "old organiser early", "mean": 2.0, "gap": 90, "threads": [
        (["早", "早上好", "早安各位"], ["morning all"], ["早", "早早", "早上好呀", "早安"],
         ["morning!"]),
        (["今天{temp}度，出门多穿点", "早，又降温了，才{temp}度"],
         ["{temp} degrees this morning, wrap up"],
         ["是的，好冷", "谢谢提醒", "羽绒服都拿出来了"], ["brr, thanks"]),
        (["菜场青菜今天{price}一斤", "菜场的冬笋{price}一斤，贵", "早市的草鸡蛋{price}一斤"], [],
         ["又涨了", "超市便宜点", "我等会去买点", "太贵了"], []),
        (["晨练回来了，湖边走了{num}圈", "湖边打太极的人越来越多了"],
         ["did a lap of the lake, lovely mist"],
         ["厉害", "坚持就是胜利", "明天带上我"], ["nice"]),
        (["早，又起雾了，开车慢点", "雾好大，对面楼都看不见"],
         ["thick fog this morning, careful driving"],
         ["是的，看不清", "校车估计要晚"], ["yeah can't see a thing"]),
    ]},
    "school": {"who": "kids", "mean": 2.2, "gap": 60, "threads": [
        (["北门又堵了，{num}辆车排着", "放学接娃的车把路堵死了"],
         ["north gate is gridlocked again"],
         ["每天都堵", "物业能不能派个保安指挥一下", "我们走路去了"], ["same every day",
                                                                      "we walked in the end"]),
        (["校车晚了{num}分钟", "校车怎么还没到"], ["school bus is {num} minutes late today"],
         ["刚到北门", "司机说路上堵", "我们等了好久"], ["just arrived", "ours too"]),
        (["今天降温，孩子们多穿点", "明天学校要穿校服外套"], ["remember coats, it's freezing"],
         ["谢谢提醒", "已经裹成球了"], ["thanks!"]),
        (["{b}幢门口有车挡道，校车过不去", "谁的车停在{b}幢路口了，校车过不去"],
         ["a car is blocking the bus by block {b}"], ["已经打电话给物业了", "太没素质了"],
         ["reported it to the office"]),
        (["今天作业好多，写到九点", "明天学校开放日，有家长去吗"],
         ["anyone going to the open day tomorrow?"],
         ["我们也是", "我请假去", "作业太多了"], ["I'll be there"]),
    ]},
    "courier": {"who": "all", "mean": 2.6, "gap": 80, "threads": [
        (["快递柜又满了，放驿站了", "丰巢满了，快递员直接放大厅了"],
         ["lockers are full again, everything's at the courier station"],
         ["我的也在驿站", "驿站几点关门？", "八点半吧"], ["mine too"]),
        (["{flat}的快递在我门口，谁的来拿下", "{b}幢大厅一堆快递没人拿"],
         ["there's a box for {flat} outside my door", "{num} boxes in the lobby of block {b}"],
         ["是我的，马上下来", "谢谢谢谢", "不是我的"], ["that one's mine, sorry!",
                                                        "on my way down"]),
        (["取件码{code}的是谁的，放错格子了", "有个取件码{code}的件被放到我格子里了"],
         ["someone's parcel with code {code} ended up in my locker"],
         ["不是我的", "问问驿站吧", "好人一生平安"], ["not mine"]),
        (["顺丰小哥说今天{h2}点后才送", "京东的车堵在北门进不来"],
         ["the courier van can't get in at the north gate"], ["好的我去看看", "谢谢提醒",
                                                              "又是保安不让进"],
         ["thanks"]),
        (["驿站的件堆到门口了", "驿站今天人好多，排了{num}分钟"],
         ["the courier station queue is {num} minutes long"], ["晚点再去", "[表情]", "太夸张了"],
         ["I'll go later"]),
    ]},
    "garbage": {"who": "all", "mean": 1.5, "gap": 120, "threads": [
        (["垃圾房那边又堆满了", "湿垃圾桶{h}点就满了"], ["the bins by block {b} are overflowing"],
         ["物业说了要加桶", "拍照发物业了"], ["+1"]),
        (["大件垃圾周六统一清运", "旧家具放哪里？"], ["when's bulky waste collection?"],
         ["周六上午", "放南门垃圾房旁边"], ["Saturday morning I think"]),
        (["谁家把纸箱扔湿垃圾桶了", "督导阿姨今天在{b}幢门口"],
         ["the sorting lady is at block {b} today"],
         ["垃圾分类太难了", "被说了一顿哈哈"], ["haha she caught me too"]),
    ]},
    "walk": {"who": "dog old", "mean": 1.6, "gap": 100, "threads": [
        (["遛狗的注意牵绳啊，{b}幢门口有小孩", "楼下那只泰迪又没牵绳"],
         ["a poodle was off lead near the playground again"],
         ["就是，素质", "小孩怕狗，大家注意下", "已经说过好几次了"], ["agreed"]),
        (["草坪上的狗屎谁家的，请清理一下"],
         ["please pick up after your dogs on the lawn by block {b}"],
         ["我每次都带袋子的", "物业装个摄像头吧"], ["we always carry bags"]),
        (["晚上遛狗碰到一只拉布拉多，好大", "湖边遛狗的人好多"],
         ["so many dogs out by the lake tonight"],
         ["是隔壁小区的吧", "那只好乖"], ["it's a friendly one"]),
    ]},
    "reno": {"who": "old home wfh", "mean": 2.0, "gap": 150,
             "crew": ["已通知装修户注意施工时间", "我去看一下"], "threads": [
        (["{b}幢又在打电钻了，{h}点就开始", "中午能不能别砸墙了"],
         ["drilling started at {h} sharp again"],
         ["忍忍吧，谁家都有这一天", "物业管管啊",
          "我家也是，头疼"], ["earplugs are my best friend"]),
        (["装修垃圾堆楼道里了，谁家的", "电梯里全是装修的灰"],
         ["renovation dust all over the stairwell in block {b}"], ["已经跟物业说了", "太过分了"],
         ["reported it"]),
        (["楼上装修装了{num}个月了", "周末还在敲，不是规定不让吗"],
         ["they were hammering on a Sunday again"],
         ["周末不让电钻的", "打物业电话"], ["the rules say no drilling at weekends"]),
    ]},
    "lunch": {"who": "office owl wfh", "mean": 1.8, "gap": 100, "threads": [
        (["中午吃啥", "午饭有推荐吗"], ["lunch ideas anyone?"], ["沙县", "门口的麻辣烫",
                                                                 "随便吃点"],
         ["the noodle place"]),
        (["门口新开的面馆{price}一碗，还行"],
         ["anyone tried the new noodle place at the gate? ¥{price} a bowl"],
         ["汤不错", "分量有点少"], ["it's decent", "the dumplings are better"]),
        (["外卖小哥进不来，门禁又坏了"], ["delivery guy can't get through the gate again"],
         ["找保安开一下", "我也是"], ["same here"]),
        (["午休了", "困死了，下午还要开会"], ["need a nap"], ["哈哈哈", "同困"], ["same"]),
    ]},
    "evening": {"who": "all", "mean": 4.0, "gap": 110, "threads": [
        (["今晚好冷，{temp}度", "降温了，明天最低{temp}度"], ["{temp} degrees tonight, brr"],
         ["是的，好冷", "暖气都开了", "羽绒服穿起来"], ["freezing"]),
        (["会所健身房几点关门？"], ["is the clubhouse gym open till 10?"], ["十点", "九点半吧"],
         ["10pm I think"]),
        (["{b}幢楼下的路灯坏了", "湖边那段路灯不亮了"], ["street light by block {b} is out"],
         ["已经报修了", "晚上走路小心点"], ["reported it this morning"]),
        (["有人一起夜跑吗，湖边{num}公里"], ["anyone up for a run around the lake tomorrow?"],
         ["我也想去", "太冷了不去", "明天几点"], ["count me in"]),
        (["今天菜场猪肉涨到{price}一斤了", "小区门口的烤红薯{price}一个"], [],
         ["太贵了", "物价涨得离谱"], []),
        (["电费这个月{amt}，空调开太多了"], ["electricity bill was ¥{amt}, ouch"],
         ["我家也是", "冬天就是费电"], ["same here"]),
        (["物业费交了没，截止{date}"], [], ["交了", "公众号上交方便"], []),
        (["有谁知道附近哪里修自行车"], ["where do people get bikes fixed around here?"],
         ["南门外面有一家", "地铁站旁边"], ["the one by the south gate"]),
        (["湖边的灯今天好美", "[图片] 今晚的月亮"], ["the lake looks lovely tonight"],
         ["好美", "[图片]", "在哪拍的"], ["gorgeous"]),
        (["有没有靠谱的家政推荐", "谁家有多余的纸箱"], ["can anyone recommend a cleaner?"],
         ["私聊你", "我问问"], ["DM'd you"]),
        (["小区门口那家水果店关门了", "北门新开了一家便利店"],
         ["there's a new convenience store at the north gate"], ["真的吗", "东西贵不贵"], ["nice"]),
        (["{plate}的车没关大灯，谁的", "地库里{plate}的车窗没关"], [],
         ["谁的快去看看", "发物业群吧"], []),
    ]},
    "night": {"who": "owl wfh office", "mean": 1.6, "gap": 140, "threads": [
        (["还有人没睡吗", "睡不着"], ["anyone still up?"], ["没睡+1", "明天还要上班，睡了"],
         ["night all"]),
        (["楼上又在走来走去"], ["anyone else hear that bang just now?"], ["我也听到了", "这楼隔音"],
         ["yep heard it"]),
        (["夜宵有人拼吗", "外卖到了，保安大哥真好"], ["late-night noodles anyone?"], ["来一份",
                                                                                      "减肥中"],
         ["tempting"]),
    ]},
    "gate": {"who": "car", "mean": 1.8, "gap": 90, "crew": ["已经在修了，{num}分钟",
                                                            "道闸系统重启了，再试试"],
             "threads": [
        (["地库道闸又坏了，排了{num}辆车", "北门道闸抬杆太慢"],
         ["parking gate won't read plates again, queue of {num} cars"],
         ["又坏了？", "找老何", "我绕南门出去了"], ["again??", "went out the south gate"]),
        (["道闸不识别，临时车收费{price}元"], [], ["找物业退", "我上次也是"], []),
        (["{plate}堵在地库出口了，谁的车"], ["{plate} is blocking the garage exit, whose is it?"],
         ["不是小区的车吧", "打电话给保安"], ["call security"]),
    ]},
    "lift": {"who": "all", "mean": 2.0, "gap": 80, "crew": ["维保人员{num}分钟到", "已恢复运行"],
             "threads": [
        (["{b}幢{u}单元电梯又卡在{f}楼了", "电梯里有人困住了吗？警铃一直在响"],
         ["lift in block {b} is stuck on {f} again"], ["这电梯该换了", "业主大会赶紧议一议",
                                                       "走楼梯吧"],
         ["that lift needs replacing", "stairs it is"]),
        (["{b}幢电梯维保到几点？"], ["how long is the lift maintenance in {b}-{u}?"], ["说是{h2}点",
                                                                                       "下午吧"],
         ["till the afternoon I think"]),
    ]},
    "water": {"who": "all", "mean": 3.0, "gap": 90, "crew": ["抢修中，预计{num}分钟恢复",
                                                             "已经在处理了"],
              "threads": [
        (["停水到几点？", "{b}幢又停水了", "水压好小"], ["how long is the water off for?",
                                                         "no water in block {b}"],
         ["通知说四点", "我家也没水", "提前接了两桶"], ["4pm the notice said", "same here"]),
        (["水管冻住了，谁家有热水", "热水器打不着火，是不是太冷了"],
         ["pipes froze overnight, anyone else?"],
         ["阳台的水管包一下", "我家也是", "用温水慢慢冲"], ["ours too",
                                                            "wrap the pipe in a towel"]),
    ]},
    "meeting": {"who": "all", "mean": 3.4, "gap": 120, "threads": [
        (["业主大会大家都去投票啊", "投票率要过半才有效"],
         ["please vote this time, it needs a majority"],
         ["一定去", "已经委托了", "+1"], ["will do", "+1"]),
        (["电梯更换的方案大家看了吗", "维修基金还剩多少？"],
         ["has anyone read the lift replacement plan?"],
         ["电梯确实该换了", "希望这次能通过", "公告栏有"], ["yes, long overdue"]),
        (["委托书在哪领？"], ["where do we get the proxy forms?"], ["物业前台", "前台有"],
         ["at the front desk"]),
    ]},
    "met": {"who": "all", "mean": 3.0, "gap": 100, "threads": [
        (["会开完了，到场{num}户", "会开得好长，终于结束了"],
         ["meeting's over, {num} households came"],
         ["辛苦了", "结果什么时候出", "电梯的事总算有眉目了"], ["thanks for going"]),
        (["今天会上吵得好凶", "停车那个议题没讨论完"], ["the parking item got heated"],
         ["下次再议吧", "每次都这样"], ["classic"]),
    ]},
    "party": {"who": "all", "mean": 5.0, "gap": 70, "threads": [
        (["会所好热闹", "[图片]", "饺子包好了，下锅了"], ["[图片]", "what a lovely evening"],
         ["太好吃了", "哈哈哈", "辛苦组织的邻居", "下次还来"], ["so good", "thank you all!"]),
        (["谁家小朋友的手套落这儿了", "今天来了{num}家"], ["thanks everyone for coming"],
         ["[表情]", "明年还办"], ["best evening in ages"]),
    ]},
}
OFFICE_LINES = ["【物业通知】{date}{h}:00至{h2}:00，{b}幢{u}单元电梯年检，请走另一部电梯",
                "【物业通知】本季度物业费已出账，可在公众号缴纳，截止{date}",
                "【物业通知】{date}上午消防演练，听到警报请勿惊慌",
                "【温馨提示】近期降温，请关好阳台窗户，防止水管冻裂",
                "【物业通知】{b}幢{u}单元{f}楼楼道堆物请于{date}前清理",
                "【物业通知】{date}起北门道闸升级，期间请走南门",
                "【温馨提示】小区内遛狗请牵绳并及时清理粪便",
                "【物业通知】{date}下午{h2}点起{b}幢二次供水水箱清洗，届时水压偏低",
                "【物业通知】{date}晚上绿化带消杀，请看管好宠物和小孩",
                "【温馨提示】电动车请勿推入电梯和楼道，充电请到{b}幢旁充电棚",
                "【物业通知】{date}上午{h}点起更换{b}幢单元门禁主板，期间请刷卡后手动开门",
                "【温馨提示】近期快递量大，驿站营业延长至21:00",
                "【物业通知】{date}对地库照明进行检修，请车主注意慢行",
                "【温馨提示】高空抛物违法，请各位业主看管好阳台物品"]
OFFICE_KINDS = ("courier", "garbage", "walk", "reno", "gate", "lift", "water")
OFFICE_RE = ["收到，马上安排", "已通知保安处理", "已记录，谢谢反馈", "好的，已转工程部",
             "已安排保洁清理",
             "收到，我们去现场看一下"]
ACKS = ["收到", "收到，谢谢物业", "好的", "收到👌", "got it, thanks", "👍", "辛苦了"]
REACT = (["哈哈哈", "+1", "[表情]", "[图片]", "确实", "好的", "哈哈", "真的假的", "辛苦了"],
         ["lol", "same", "👍", "haha", "oh no"])
AT_PAIRS = [  # (ask zh, ask en, answer zh, answer en)
    ("@{w} 明天物业几点上班？", "@{w} what time does the office open tomorrow?", "八点半",
     "8:30 I think"),
    ("@{w} 你家钥匙落我这了", "@{w} you left your keys at mine", "啊谢谢，晚上来拿",
     "oh thanks, I'll come by tonight"),
    ("@{w} 快递帮你拿上来了", "@{w} got your box, leaving it by your door", "太感谢了",
     "you're a star"),
    ("@{w} 你家阳台衣服掉下去了", "@{w} some of your laundry fell off the balcony",
     "马上下去捡，谢谢",
     "oh no, going down now, thanks"),
    ("@{w} 明天一起去菜场吗", "@{w} fancy the market tomorrow morning?", "好呀，七点楼下见",
     "sure, 7 downstairs?"),
    ("@{w} 你家门口的灯一直亮着", "@{w} your door light's been on all day", "好的我去关",
     "thanks, will switch it off"),
    ("@{w} 你的伞落在大厅了", "@{w} your umbrella is in the lobby", "啊谢谢", "ah thanks!"),
    ("@{w} 借个梯子用用", "@{w} could I borrow a ladder?", "可以，来拿吧", "sure, come grab it"),
]
QUOTE_RESP = (["同感", "+1", "哈哈确实", "真的", "太真实了"], ["same", "so true", "+1"])
MIX_TAILS = [" lol", " haha", "，btw", "，honestly", "，fyi"]
EN_TAILS = ["，谢谢大家", " 哈哈哈", "，辛苦了", "，谢谢"]
LONG_OPEN = (["跟大家说几件事：", "碎碎念一下：", "汇报下近况："], ["quick update from us:",
                                                                    "a few things:"])
LONG_EXTRA = (["今天菜场的冬笋{price}一斤，贵死了", "物业费这季度交了{amt}",
               "楼下快递驿站搬到{b}幢旁边了",
               "{b}幢电梯这周又维保了两次", "孩子期末模拟考了{score}分", "湖边的银杏全黄了，好看"],
              ["the ginkgo trees by the lake have gone gold",
               "paid the service fee, ¥{amt} this quarter",
               "the courier station moved next to block {b}",
               "the lift in {b} was down twice this week"])
CONFIRM = (["哈哈是的", "对对", "嗯嗯，没错", "消息真灵通"], ["haha yes", "yep", "guilty",
                                                              "that's right"])
FIX_NOW = (["打错了，是{x}，不是{w}", "更正：刚才写错了，是{x}不是{w}"],
           ["typo sorry — {x}, not {w}",
                                                            "correction: {x}, not {w}"])
LATE_FIX = (["昨天说错了，是{x}，不是{w}", "纠正一下昨天的，{x}，不是{w}"],
            ["correction to yesterday: {x}, not {w}", "I got it wrong yesterday — {x}, not {w}"])
LATE = (["@{a} 刚看到，", "@{a} 不好意思才看到，"], ["@{a} sorry just saw this, ",
                                                     "@{a} only just seen this — "])
THANKS = (["谢谢物业", "好的谢谢", "收到，马上来"], ["thanks!", "great, thank you", "on my way"])
NOBODY = ["谁家养了鹦鹉？", "Who here keeps chickens on their balcony?", "谁在小区里开了民宿？",
          "谁家请了住家保姆？", "Who here does rock climbing?", "谁家阳台种了番茄？",
          "Who has a sauna at home?", "谁家房子挂出去卖了？", "谁家孩子在学小提琴？",
          "Who in the group owns a motorbike?", "谁家买了二手钢琴？"]

# -- what members ask the bot that is not about the group's past -----------------------
CHATTER = [
    "帮我写一段催交物业费的温馨提示", "冬至为什么要吃饺子？",
    "How long do frozen dumplings need to boil?",
    "狗狗冬天需要穿衣服吗", "What's a good way to unclog a shower drain?",
    "帮我翻译成英文：电梯维保期间请走楼梯",
    "苏州冬天要不要买除湿机？", "给我讲个笑话", "早上好呀", "晚安",
    "How do I say 'parcel locker' in Chinese?",
    "水管冻裂了应该先做什么？", "猫咪掉毛严重怎么办", "租房合同到期退押金要注意什么？",
    "Is it normal for radiators to make a knocking sound?", "帮我算一下：每月380，一年多少钱",
    "今天适合洗车吗",
    "What should I bring to a Chinese potluck?", "装修噪音的规定时间一般是几点到几点？",
    "怎么跟邻居委婉地提噪音问题",
    "写一首关于冬天的小诗", "What's the difference between 业主 and 租户?",
    "电动车充电桩一般多少钱一度",
    "小孩上学路上怎么保证安全", "How do I get a parking permit in China as a foreigner?",
    "大闸蟹怎么蒸才好吃",
    "帮我起个团购群的名字", "推荐几部适合全家看的电影", "How cold does Suzhou get in January?",
    "冬天怎么养绿萝",
    "物业费一般包含哪些服务？", "Can you explain what 接龙 means?", "怎么判断家里是不是漏水",
    "How do I write a polite note to my upstairs neighbour?", "元旦有什么好玩的地方推荐",
    "今天星期几",
    "帮我写个失物招领的启事模板", "Recommend a good winter soup recipe", "宠物疫苗一年打几次？",
    "业主大会的投票规则一般是怎样的？", "What's a good gift for a neighbour who helped me move?",
    "怎么去除衣服上的油渍", "讲个冷笑话", "How do I reset a smart door lock?",
    "热水器温度设多少度最省电",
    "帮我列一个搬家清单", "Are space heaters safe to leave on overnight?", "小区里可以放烟花吗",
    "What time does the sun set in December here?", "怎么跟物业投诉比较有效", "酒酿怎么做",
    "Explain the Winter Solstice festival in two sentences", "孩子晚上不睡觉怎么办",
    "推荐一个好用的记账方法",
    "What's the Chinese word for 'plumber'?", "怎么挑选新鲜的鱼", "快递丢了怎么索赔",
    "Is tap water safe to drink in China?", "北方人和南方人冬至吃的有什么不同",
    "帮我润色一下这段话：感谢大家的帮助",
    "How do I keep my cat off the kitchen counter?", "下雪天开车要注意什么",
    "怎么做一个简单的家庭预算",
    "What's a good board game for a group of neighbours?", "室内湿度多少比较合适",
    "帮我想个业主群的群规",
    "Can you recommend a podcast for learning Chinese?", "地铁几点停运一般", "中午吃什么好",
    "How do I politely decline a group-buy order?", "冬天皮肤干怎么办", "一斤等于多少克",
    "What do people usually say at New Year in Chinese?", "帮我写一句元旦祝福",
    "How long does paint smell last after renovating?",
    "怎么让狗狗不乱叫", "What's the best way to store winter clothes?", "圣诞节在中国放假吗",
    "给邻居送什么小礼物合适", "How do I descale a kettle?", "孩子感冒了能吃橘子吗",
    "帮我写个停车位出租的广告",
    "What's a reasonable tip for movers?", "电梯困人了应该怎么办", "怎么清洗洗衣机",
    "Translate 'please keep the fire lane clear' into Chinese", "晚上睡不好有什么办法",
    "帮我查一下明天天气怎么样",
    "Any tips for soundproofing a bedroom?", "猫能吃鱼干吗", "新年计划怎么写比较好",
]

# -- helpers ----------------------------------------------------------------------------
CJK = re.compile(r"[\u4e00-\u9fff]")
WORD = re.compile(r"[a-z0-9]+")
LATIN = re.compile(r"[A-Za-z]{2,}")
SLOT = re.compile(r"\{(\w+)\}")
ACRONYMS = {"pm", "am", "ok"}
STOP = {
    "a", "an", "the", "of", "to", "in", "on", "at", "for", "by", "with", "from", "and", "or",
    "is", "are", "was", "were", "be", "been", "do", "does", "did", "have", "has", "had", "what",
    "which", "who", "whose", "where", "when", "how", "why", "much", "many", "it", "its", "this",
    "that", "there", "their", "they", "them", "he", "she", "his", "her", "him", "i", "me", "my",
    "we", "our", "us", "you", "your", "s", "t", "so", "not", "no", "yes", "just", "up", "out",
    "if", "as", "can", "will", "would", "about", "into", "any", "all", "some", "one",
}
PROVINCES = "苏沪浙皖鲁京粤闽赣豫"


def _content(text: str, drop: tuple[str, ...]) -> tuple[set[str], set[str]]:
    """The English content words (crudely stemmed) and the Chinese character pairs of a
    text, with `drop` (names, the detail, a wrong value) cut out first."""
    low = text.lower()
    for d in sorted((d for d in drop if d), key=len, reverse=True):
        low = low.replace(d.lower(), " ")
    words = {stem(w) for w in WORD.findall(low) if w not in STOP and len(w) > 1}
    return words, pairs(low)


def _shares(a: str, b: str, drop: tuple[str, ...]) -> bool:
    wa, pa = _content(a, drop)
    wb, pb = _content(b, drop)
    return bool(wa & wb or pa & pb)


def _lang(text: str, drop: tuple[str, ...], detail: str) -> str:
    """zh, en or mix: the language of a line with its detail and the names cut out (a
    line of nothing else, such as a 接龙 entry, is the detail's)."""
    for d in sorted((d for d in (*drop, detail) if d), key=len, reverse=True):
        text = text.replace(d, " ")
    latin = [w for w in LATIN.findall(text) if w.lower() not in ACRONYMS]
    if CJK.search(text):
        return "mix" if latin else "zh"
    if not latin:
        return "zh" if CJK.search(detail) else "en"
    return "en"


def _typo(x: str) -> str:
    """The value with its last two differing ASCII letters or digits swapped."""
    chars = list(x)
    for i in range(len(chars) - 1, 0, -1):
        a, b = chars[i - 1], chars[i]
        if a != b and a.isascii() and b.isascii() and a.isalnum() and b.isalnum():
            chars[i - 1], chars[i] = b, a
            return "".join(chars)
    raise ValueError(x)


def _pool(kind: str) -> list[str]:
    return [v for vs in TOPICS[kind]["x"].values() for v in vs]


def _values() -> tuple[list[str], list[str]]:
    """Every value a fact may say (details, their typos, wrong values) and the never-said."""
    said: list[str] = []
    for kind, t in TOPICS.items():
        xs = _pool(kind)
        said += xs
        if t.get("swap"):
            said += [_typo(v) for v in xs]
        said += [v for vs in t.get("wrong", {}).values() for v in vs]
    never = [v for t in TOPICS.values() for v in t["never"]]
    return said, never


def _date(d: int) -> str:
    """Day d of the weeks as a notice writes it ("12月3日")."""
    when = dt.date(2027, 11, 22) + dt.timedelta(days=d)
    return f"{when.month}月{when.day}日"


def _day(t: float) -> int:
    return int((t - T0) // DAY)


def _windows(who: str, d: int) -> list[tuple[float, float]]:
    wd = d % 7
    return ROUTINES[ROUTINE[who]]["wd" if wd < 5 else ("sat" if wd == 5 else "sun")]


def _avail(who: str, t: float) -> bool:
    """Has the member the phone in hand at t (their routine's windows that day)?"""
    d = _day(t)
    h = (t - T0 - d * DAY) / HOUR
    for dd, off in ((d, 0.0), (d - 1, 24.0)):
        if dd < 0:
            continue
        if any(a <= h + off < b for a, b in _windows(who, dd)):
            return True
    return False


def _next(rng: random.Random, who: str, t: float) -> float:
    """t if the member is about then, else a little after the start of their next window."""
    if _avail(who, t):
        return t
    d = _day(t)
    for dd in range(d, d + 4):
        for a, _b in _windows(who, dd):
            s = T0 + dd * DAY + a * HOUR
            if s >= t:
                return s + rng.uniform(20, 1500)
    raise AssertionError((who, t))


def _gap(rng: random.Random, median: float) -> float:
    return max(4.0, rng.lognormvariate(math.log(median), 0.8))


def _poisson(rng: random.Random, lam: float) -> int:
    k, p, limit = 0, rng.random(), math.exp(-lam)
    while p > limit:
        k += 1
        p *= rng.random()
    return k


def _weighted(rng: random.Random, people: list[str]) -> str:
    return rng.choices(people, weights=[TALK[p] for p in people])[0]


def _touched(who: str) -> list[str]:
    if who == "all":
        return list(RESIDENTS)
    tags = set(who.split())
    return [m for m in RESIDENTS if TAGS[m] & tags or ROUTINE[m] in tags]


def _slot(rng: random.Random, name: str) -> str:
    r = rng.randint
    if name == "b":
        return str(r(1, 12))
    if name == "u":
        return str(r(1, 3))
    if name == "f":
        return str(r(2, 26))
    if name == "num":
        return str(r(2, 9) if rng.random() < 0.5 else r(10, 60))
    if name == "price":
        return rng.choice([str(r(3, 30)), f"{r(3, 30)}.{r(1, 9)}"])
    if name == "big":
        return str(r(40, 399))
    if name == "score":
        return str(r(68, 99))
    if name == "temp":
        return str(r(-3, 12))
    if name == "code":
        return "".join(str(r(0, 9)) for _ in range(8))
    if name == "plate":
        tail = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(5))
        return f"{rng.choice(PROVINCES)}{rng.choice('ABCDEFGHJK')}·{tail}"
    if name == "flat":
        b, u, f, n = r(1, 12), r(1, 3), r(2, 26), r(1, 4)
        return rng.choice([f"{b}幢{u}单元{f}{n:02d}", f"{b}-{u}-{f}{n:02d}"])
    if name == "date":
        return rng.choice([f"12月{r(1, 31)}号", f"1月{r(1, 15)}号", f"12月{r(1, 31)}日"])
    if name == "h":
        return str(r(7, 10))
    if name == "h2":
        return str(r(12, 18))
    if name == "amt":
        return f"{r(180, 3200)}.{r(0, 99):02d}"
    if name == "day":
        return rng.choice(["周二", "周三", "周四", "明晚", "后天"])
    raise KeyError(name)


class _Gen:
    """The lines as they are made: (time, speaker, text, fact index or -1, role)."""

    def __init__(self, rng: random.Random, bad: list[str]) -> None:
        self.rng = rng
        low = sorted({v.lower() for v in bad}, key=len, reverse=True)
        self.bad = re.compile("|".join(re.escape(v) for v in low))
        self.recs: list[tuple[float, str, str, int, str]] = []
        self.recent: list[tuple[str, str]] = []
        self.listed: set[tuple[str, str]] = set()  # (member, topic) of every 接龙 entry
        self.used: dict[str, int] = {}
        self.today: dict[int, set[str]] = {}  # the threads each day has had

    def pick(self, options: list[Any]) -> Any:
        """One of the options, the least used the likeliest (a line is not said every day)."""
        keys = [str(o) for o in options]
        weights = [1.0 / (1 + self.used.get(k, 0)) ** 2 for k in keys]
        i = self.rng.choices(range(len(options)), weights)[0]
        self.used[keys[i]] = self.used.get(keys[i], 0) + 1
        return options[i]

    def put(self, t: float, who: str, text: str, k: int = -1, role: str = "") -> None:
        self.recs.append((t, who, text, k, role))

    def fill(self, template: str, fixed: dict[str, str] | None = None,
             allowed: tuple[str, ...] = ()) -> str:
        """The template's slots filled, drawn again until no value but `allowed` is in it."""
        fixed = fixed or {}
        for _ in range(60):
            text = SLOT.sub(lambda m: fixed[m.group(1)] if m.group(1) in fixed
                            else _slot(self.rng, m.group(1)), template)
            low = text.lower()
            for a in allowed:
                low = low.replace(a.lower(), " ")
            if not self.bad.search(low):
                return text
        raise AssertionError(template)

    def line(self, who: str, pair: tuple[list[str], list[str]], lang: str,
             fixed: dict[str, str] | None = None, allowed: tuple[str, ...] = ()) -> str:
        """A line of `pair` (Chinese lines, English lines) in `lang` for the member."""
        base = _base(who, lang)
        options = (pair[1] or REACT[1]) if base == "en" else pair[0]
        text = self.fill(self.pick(options), fixed, allowed)
        if lang == "mix":
            text += self.rng.choice(EN_TAILS if base == "en" else MIX_TAILS)
        return text

    def say(self, t: float, who: str, pair: tuple[list[str], list[str]]) -> str:
        """An ordinary line of the member's, in a language drawn for it."""
        text = self.line(who, pair, _lang_of(self.rng, who))
        self.put(t, who, text)
        self.recent = [*self.recent[-5:], (who, text)]
        return text


def _lang_of(rng: random.Random, who: str) -> str:
    r = rng.random()
    return "en" if r < EN[who] else ("mix" if r < EN[who] + MIX[who] else "zh")


def _plain(rng: random.Random, who: str) -> str:
    """zh or en, as the member would write a question."""
    return _base(who, _lang_of(rng, who))


def _base(who: str, lang: str) -> str:
    return "en" if lang == "en" or (lang == "mix" and EN[who] > 0.5) else "zh"


def _start(rng: random.Random, who: str, d: int, hours: list[tuple[float, float]]) -> float:
    """A time on day d in one of the topic's hours when the member is about."""
    for _ in range(16):
        a, b = rng.choice(hours)
        t = T0 + d * DAY + rng.uniform(a, b) * HOUR
        if _avail(who, t):
            return t
    a, b = hours[0]
    return _next(rng, who, T0 + d * DAY + rng.uniform(a, b) * HOUR)


def _react(g: _Gen, t: float, who: str) -> None:
    """Now and then another member's reaction a little after a line."""
    rng = g.rng
    if rng.random() < 0.45:
        t2 = t + _gap(rng, 70)
        here = [m for m in RESIDENTS if m != who and _avail(m, t2)]
        if here:
            g.say(t2, _weighted(rng, here), REACT)


def _facts(rng: random.Random) -> list[dict[str, Any]]:
    """The facts of the plan with their carriers, languages, values, askers and days."""
    facts: list[dict[str, Any]] = []
    used: set[str] = set()
    for kind, plan in PLAN.items():
        t = TOPICS[kind]
        lists = list(LISTS.get(kind, []))
        for name, shape in plan:
            f: dict[str, Any] = {"kind": kind, "name": name, "uid": QQ[name], "shape": shape}
            others = [m for m in RESIDENTS if m != name]
            carrier = {"notice": OFFICE, "reported": rng.choice(others)}.get(shape, name)
            lang = "zh" if carrier == OFFICE else _lang_of(rng, carrier)
            base = _base(carrier, lang)
            other = "zh" if base == "en" else "en"
            xs = [v for v in t["x"].get("any", []) + t["x"].get(base, []) if v not in used]
            xs = xs or [v for v in t["x"].get(other, []) if v not in used]
            f["detail"] = rng.choice(xs)
            used.add(f["detail"])
            if shape == "correction":
                if t.get("swap"):
                    f["earlier"] = _typo(f["detail"])
                else:
                    ws = [v for v in t["wrong"].get(base, []) if v not in used]
                    ws = ws or [v for v in t["wrong"].get(other, []) if v not in used]
                    f["earlier"] = rng.choice(ws)
                    used.add(f["earlier"])
            f["carrier"] = carrier
            f["_lang"] = lang
            if shape == "jielong":
                f["_day"], f["_hour"], f["_title"] = lists.pop(0)
            else:
                lo, hi = t.get("days", (1, 44))
                f["_day"] = rng.randint(lo, hi)
            facts.append(f)
    return facts


def _script(g: _Gen, k: int, f: dict[str, Any]) -> None:
    """The lines of one fact, each at a time its speaker is about."""
    rng = g.rng
    t = TOPICS[f["kind"]]
    n, x, d, shape, lang = f["name"], f["detail"], f["_day"], f["shape"], f["_lang"]
    hours = t["hours"]
    fixed = {"x": x, "n": n}
    if shape in ("one", "long"):
        at = _start(rng, n, d, hours)
        text = g.line(n, t["say"], lang, fixed, (x,))
        if shape == "long":
            base = _base(n, lang) == "en"
            extra = [g.fill(e) for e in rng.sample(LONG_EXTRA[base], 2)]
            parts = [*extra, text]
            rng.shuffle(parts)
            body = " " + ". ".join(parts) if base else "；".join(parts)
            text = rng.choice(LONG_OPEN[base]) + body
        g.put(at, n, text, k, "evidence")
        _react(g, at, n)
    elif shape in ("answer", "reply"):
        for _ in range(80):  # another member about, and the member about within the hour
            a0, b0 = rng.choice(hours)
            ask_at = T0 + d * DAY + rng.uniform(a0, b0) * HOUR
            at = ask_at + _gap(rng, 200)
            askers = [m for m in RESIDENTS if m != n and _avail(m, ask_at)]
            if askers and _avail(n, at) and at - ask_at < 3000:
                break
            d = d + 1 if d < 44 and rng.random() < 0.2 else d
        else:
            raise AssertionError(f)
        f["_day"] = d
        a = f["asker"] = _weighted(rng, askers)
        ask = g.line(a, t["ask"], _plain(rng, a), {"n": n})
        g.put(ask_at, a, ask, k, "ask")
        answer = g.line(n, t["terse"], lang, fixed, (x,))
        if shape == "reply":
            answer = f"[回复 {a}：{ask}]\n{answer}"
        g.put(at, n, answer, k, "evidence")
        _react(g, at, n)
    elif shape == "late":
        ask_at = T0 + d * DAY + rng.uniform(20.6, 22.8) * HOUR
        askers = [m for m in RESIDENTS if m != n and _avail(m, ask_at)]
        a = f["asker"] = _weighted(rng, askers)
        g.put(ask_at, a, g.line(a, t["ask"], _plain(rng, a), {"n": n}), k, "ask")
        at = _next(rng, n, T0 + (d + 1) * DAY + rng.uniform(6.5, 10.0) * HOUR)
        base = _base(n, lang) == "en"
        text = rng.choice(LATE[base]).format(a=a) + g.line(n, t["terse"], lang, fixed, (x,))
        g.put(at, n, text, k, "evidence")
    elif shape == "correction":
        w = f["earlier"]
        at = _start(rng, n, d, hours)
        first = t.get("first", t["say"])
        g.put(at, n, g.line(n, first, lang, {"w": w, "x": w, "n": n}, (w,)), k, "earlier")
        base = _base(n, lang) == "en"
        if rng.random() < 0.5:
            at2 = _next(rng, n, at + _gap(rng, 300))
            fixes = t.get("fix", FIX_NOW)
        else:
            at2 = _next(rng, n, T0 + (d + 1) * DAY + rng.uniform(7.5, 21.0) * HOUR)
            fixes = t.get("fix", LATE_FIX)
        text = g.fill(rng.choice(fixes[base]), {"x": x, "w": w}, (x, w))
        g.put(at2, n, text, k, "evidence")
    elif shape == "split":
        at = _start(rng, n, d, hours)
        one, two = rng.choice(t["split"][_base(n, lang) == "en"])
        g.put(at, n, g.fill(one), k, "evidence")
        g.put(at + rng.uniform(6, 45), n, g.fill(two, fixed, (x,)), k, "evidence")
    elif shape == "reported":
        c = f["carrier"]
        at = _start(rng, c, d, hours)
        g.put(at, c, g.line(c, t["report"], lang, fixed, (x,)), k, "evidence")
        at2 = _next(rng, n, at + _gap(rng, 240))
        g.put(at2, n, g.line(n, CONFIRM, _lang_of(rng, n)), k, "confirm")
    elif shape == "notice":
        at = _start(rng, OFFICE, d, [(8.7, 11.6), (13.2, 17.2)])
        g.put(at, OFFICE, g.fill(rng.choice(t["notice"]), fixed, (x,)), k, "evidence")
        _acks(g, at, rng.randint(1, 3))
        at2 = _next(rng, n, at + _gap(rng, 600))
        g.put(at2, n, g.line(n, THANKS, _lang_of(rng, n)), k, "confirm")
    else:
        raise AssertionError(shape)


def _acks(g: _Gen, t: float, count: int) -> float:
    """收到 after a notice, most of them the same word (复读)."""
    rng = g.rng
    word = ACKS[0] if rng.random() < 0.7 else rng.choice(ACKS)
    said: set[str] = set()
    for _ in range(count):
        t += _gap(rng, 45)
        here = [m for m in RESIDENTS if m not in said and _avail(m, t)]
        if not here:
            break
        who = _weighted(rng, here)
        said.add(who)
        g.put(t, who, word if rng.random() < 0.8 else rng.choice(ACKS))
    return t


def _list_script(g: _Gen, k: int, f: dict[str, Any], holders: set[str]) -> None:
    """A 接龙 list growing a line a member, the fact's member's entry closing it."""
    rng = g.rng
    kind, n, x = f["kind"], f["name"], f["detail"]
    title = g.fill(f["_title"])
    opener = {"groupbuy": ORGANISER, "vote": "张阿姨"}.get(
        kind, ORGANISER if "冬至" in title else "Maria_BR")
    pool = [m for m in RESIDENTS if m not in holders and m not in (opener, n)]
    rng.shuffle(pool)
    others = pool[:rng.randint(5, 8)]
    items = _items(g, kind, [opener, *others])
    entries = [f"1. {opener} {items[0]}"]
    at = _next(rng, opener, T0 + f["_day"] * DAY + f["_hour"] * HOUR)
    g.put(at, opener, "\n".join([title, *entries]))
    g.listed.add((opener, kind))
    for m, item in zip(others, items[1:], strict=True):
        at = _next(rng, m, at + _gap(rng, 1100))
        entries.append(f"{len(entries) + 1}. {m} {item}")
        g.put(at, m, "\n".join([title, *entries]))
        g.listed.add((m, kind))
    at = _next(rng, n, at + _gap(rng, 1100))
    tail = rng.choice([" 2份", " x2", "", " 1箱"]) if kind == "groupbuy" else ""
    entries.append(f"{len(entries) + 1}. {n} {x}{tail}")
    g.put(at, n, "\n".join([title, *entries]), k, "evidence")
    close = (["满了，截止啦，谢谢大家", "接龙截止，辛苦大家"],
             ["that's everyone, list closed, thanks!"])
    g.put(_next(rng, opener, at + _gap(rng, 400)), opener, g.line(opener, close, _lang_of(rng,
                                                                                          opener)))


def _items(g: _Gen, kind: str, people: list[str], taken: list[str] | None = None) -> list[str]:
    """An entry of a list for each of the people, in their language, none twice."""
    taken = list(taken or [])
    out: list[str] = []
    for m in people:
        en = _base(m, _lang_of(g.rng, m)) == "en"
        zh_items, en_items = ENTRIES[kind]
        options = [i for i in (en_items if en else zh_items) if i not in taken]
        options = options or [i for i in zh_items + en_items if i not in taken]
        item = g.rng.choice(options)
        taken.append(item)
        out.append(item)
    return out


def _tuan(g: _Gen, d: int, holders: set[str]) -> None:
    """An ordinary group-buy list of the organiser's: opened, grown, closed, collected."""
    rng = g.rng
    title = g.fill(ORDINARY_LIST, {"title": rng.choice(ORDINARY_TITLES)})
    at = _next(rng, ORGANISER, T0 + d * DAY + rng.uniform(8.8, 10.2) * HOUR)
    entries = [f"1. {ORGANISER} {_items(g, 'groupbuy', [ORGANISER])[0]}"]
    g.put(at, ORGANISER, "\n".join([title, *entries]))
    pool = [m for m in RESIDENTS if m not in holders and m != ORGANISER]
    taken = [entries[0].split(" ", 2)[2]]
    for _ in range(rng.randint(3, 8)):
        at2 = at + _gap(rng, 1800)
        here = [m for m in pool if _avail(m, at2)]
        if not here or _day(at2) != d:
            break
        m = _weighted(rng, here)
        pool.remove(m)
        item = _items(g, "groupbuy", [m], taken)[0]
        taken.append(item)
        at = at2
        entries.append(f"{len(entries) + 1}. {m} {item}")
        g.put(at, m, "\n".join([title, *entries]))
        g.listed.add((m, "groupbuy"))
    g.listed.add((ORGANISER, "groupbuy"))
    arrive = T0 + (d + 2) * DAY + rng.uniform(14.5, 16.0) * HOUR
    if _day(arrive) < DAYS - 1:
        g.put(arrive, ORGANISER, g.fill("团购的东西到了，{b}幢门口自提，六点前拿走哈"))
        _acks(g, arrive, rng.randint(2, 4))


def _around(g: _Gen, k: int, f: dict[str, Any], busy: set[int]) -> None:
    """The member's own lines on the topic on other days, none with the detail."""
    rng = g.rng
    t = TOPICS[f["kind"]]
    n = f["name"]
    for _ in range(rng.choice((0, 1, 1, 2, 2, 2, 3))):
        d = rng.randint(0, DAYS - 3)
        if d in busy:
            continue
        busy.add(d)
        at = _start(rng, n, d, t["hours"])
        if _day(at) >= DAYS - 1:
            continue
        g.put(at, n, g.line(n, t["around"], _lang_of(rng, n)), k, "around")
        _react(g, at, n)


PASSING_NOT = {"plate": {"car"}, "parking": {"car"}, "dog": {"dog"}, "cat": {"cat"},
               "school": {"kids", "old"}, "reno": {"reno"}}


def _passing(g: _Gen, facts: list[dict[str, Any]]) -> set[tuple[str, str]]:
    """Members with no fact of a topic who speak of it in passing (never-said questions
    ask them the topic's question)."""
    rng = g.rng
    had = {(f["name"], f["kind"]) for f in facts} | g.listed
    pairs_ = [(m, kind) for kind in TOPICS for m in RESIDENTS if (m, kind) not in had
              and not TAGS[m] & PASSING_NOT.get(kind, set())
              and (kind != "move" or "renter" in TAGS[m])]
    rng.shuffle(pairs_)
    out: set[tuple[str, str]] = set()
    per: dict[str, int] = {}
    for m, kind in pairs_:
        if len(out) == 24:
            break
        if per.get(kind, 0) >= 2:
            continue
        per[kind] = per.get(kind, 0) + 1
        out.add((m, kind))
        at = _start(rng, m, rng.randint(1, DAYS - 3), TOPICS[kind]["hours"])
        g.put(at, m, g.line(m, TOPICS[kind]["passing"], _lang_of(rng, m)))
    return out


# -- the building's event log ----------------------------------------------------------
GREET = {WINTER: ["冬至快乐", "冬至大如年，大家冬至快乐！"],
         XMAS + 1: ["圣诞快乐", "Merry Christmas everyone!"],
         NEW_YEAR: ["新年快乐", "元旦快乐！", "Happy New Year!"]}
NOTICES = {WATER_CUT - 1: "【物业通知】明天8:00-16:00，7至12幢管网检修停水，请提前储水",
           COLD[0]: "【温馨提示】寒潮来袭，最低{temp}度，请包好室外水管，关好门窗",
           MEETING[0]: "【物业通知】业主大会定于本周六（12月18日）14:00在会所召开，"
                       "议题：维修基金使用、电梯更换、停车管理，不能到场的请到前台领委托书",
           MEETING[2]: "【公示】业主大会表决结果：电梯更换方案同意{num}户，具体见公告栏"}


def _log(rng: random.Random) -> list[tuple[float, str]]:
    """The compound's events over the weeks: what happens, and when."""
    log: list[tuple[float, str]] = []
    for d in range(DAYS):
        wd = d % 7
        weekend = wd >= 5

        def at(a: float, b: float, d: int = d) -> float:
            return T0 + d * DAY + rng.uniform(a, b) * HOUR

        log.append((at(6.0, 7.6), "morning"))
        if not weekend:
            log += [(at(7.1, 7.6), "school"), (at(16.3, 16.9), "school"), (at(12.0, 13.2), "lunch")]
            if rng.random() < 0.5:
                log.append((at(9.0, 11.0) if rng.random() < 0.5 else at(14.2, 17.0), "reno"))
        if wd < 6 and rng.random() < (0.5 if wd < 5 else 0.3):
            log.append((at(8.8, 11.2) if wd == 5 else at(8.8, 16.8), "office"))
        for a, b in ((10.0, 11.3), (14.6, 15.9), (19.0, 20.4)):
            if rng.random() < 0.8:
                log.append((at(a, b), "courier"))
        if DOUBLE_12 < d <= DOUBLE_12 + 3:
            log += [(at(11.5, 13.0), "courier"), (at(17.0, 18.5), "courier")]
        if rng.random() < 0.5:
            log.append((at(7.2, 8.8) if rng.random() < 0.5 else at(18.2, 19.8), "garbage"))
        if rng.random() < 0.6:
            log.append((at(6.9, 7.7), "walk"))
        if rng.random() < 0.7:
            log.append((at(20.0, 21.3), "walk"))
        for _ in range(rng.choice((2, 3, 3, 4) if weekend else (1, 2, 2, 3))):
            log.append((at(19.2, 22.4), "evening"))
        if weekend:
            log.append((at(10.0, 17.0), "evening"))
        if rng.random() < 0.7 and d < DAYS - 1:
            log.append((at(22.8, 24.6), "night"))
        if rng.random() < 0.35:
            log.append((at(7.6, 8.8) if rng.random() < 0.5 else at(17.8, 19.2), "gate"))
        if rng.random() < 0.25:
            log.append((at(8.0, 21.0), "lift"))
        if d == WATER_CUT:
            log += [(at(8.2, 8.6), "water"), (at(11.0, 12.0), "water"), (at(16.0, 16.5), "water")]
        if d in COLD:
            log += [(at(6.5, 8.0), "water"), (at(19.5, 21.0), "water")]
        if MEETING[0] < d < MEETING[1] and rng.random() < 0.7:
            log.append((at(19.5, 21.8), "meeting"))
        if d == MEETING[1]:
            log += [(at(13.0, 13.8), "meeting"), (at(16.2, 17.5), "met"), (at(19.5, 21.0), "met")]
        if d in (WINTER, XMAS):
            log += [(at(18.2, 18.8), "party"), (at(19.6, 20.6), "party")]
        if d in GREET:
            log.append((at(6.5, 8.5), "greet"))
        if d in NOTICES:
            log.append((at(9.0, 10.5), "notice"))
    return sorted(log)


def _happen(g: _Gen, t: float, kind: str, scale: float) -> None:
    """One event of the log and the lines it brings from the households it touches."""
    rng = g.rng
    if kind in ("office", "notice"):
        t = _next(rng, OFFICE, t)
        text = NOTICES[_day(t)] if kind == "notice" else g.pick(OFFICE_LINES)
        g.put(t, OFFICE, g.fill(text, {"date": _date(_day(t) + rng.randint(1, 5))}))
        _acks(g, t, rng.randint(2, 5) if kind == "notice" else rng.randint(0, 3))
        return
    if kind == "greet":
        words = GREET[_day(t)]
        first = rng.choice(words)
        for who in rng.sample(RESIDENTS, rng.randint(5, 9)):
            t = _next(rng, who, t + _gap(rng, 50))
            g.put(t, who, first if rng.random() < 0.6 else rng.choice(words))
        return
    spec = EVENTS[kind]
    here = [m for m in _touched(spec["who"]) if _avail(m, t)]
    if not here:
        return
    today = g.today.setdefault(_day(t), set())
    fresh = [th for th in spec["threads"] if str(th) not in today] or spec["threads"]
    zh, en, re_zh, re_en = g.pick(fresh)
    today.add(str((zh, en, re_zh, re_en)))
    g.recent = []
    who = _weighted(rng, here)
    said = {g.say(t, who, (zh, en))}
    last = who
    for _ in range(_poisson(rng, spec["mean"] * scale)):
        t += _gap(rng, spec["gap"])
        pool = [m for m in (here if rng.random() < 0.7 else RESIDENTS) if m != last and _avail(m,
                                                                                               t)]
        if not pool:
            break
        who = _weighted(rng, pool)
        r = rng.random()
        quotable = [(q, x) for q, x in g.recent if q != who and len(x) >= 6 and x[-1] not in "？?"]
        staff = [m for m in (CREW if "crew" in spec else "", OFFICE if kind in OFFICE_KINDS else "")
                 if m and m not in said and _avail(m, t)]
        if staff and rng.random() < 0.3:
            who = staff[0]
            said.add(who)
            g.say(t, who, (spec["crew"] if who == CREW else OFFICE_RE, []))
        elif r < 0.5:
            said.add(g.say(t, who, ([o for o in re_zh if o not in said] or REACT[0],
                                    [o for o in re_en if o not in said])))
        elif r < 0.62 and len(zh) > len(said & set(zh)) + 1:
            said.add(g.say(t, who, ([o for o in zh if o not in said], [])))
        elif r < 0.8:
            g.say(t, who, REACT)
        elif r < 0.9 and quotable:
            qwho, qtext = rng.choice(quotable)
            quote = qtext if len(qtext) <= 18 else qtext[:18] + "…"
            resp = g.line(who, QUOTE_RESP, _lang_of(rng, who))
            g.put(t, who, f"[回复 {qwho}：{quote}]\n{resp}")
        else:
            others = [m for m in RESIDENTS if m != who and _avail(m, t)]
            if not others:
                continue
            w = _weighted(rng, others)
            ask_zh, ask_en, ans_zh, ans_en = g.pick(AT_PAIRS)
            g.put(t, who, (ask_en if _base(who, _lang_of(rng,
                                                         who)) == "en" else ask_zh).format(w=w))
            t2 = _next(rng, w, t + _gap(rng, 150))
            g.put(t2, w, ans_en if _base(w, _lang_of(rng, w)) == "en" else ans_zh)
        last = who


def _fill(g: _Gen, log: list[tuple[float, str]], scale: float) -> None:
    end = T0 + DAYS * DAY - 3600
    start = len(g.recs)
    for t, kind in log:
        _happen(g, t, kind, scale)
    g.recs[start:] = [r for r in g.recs[start:] if r[0] < end]


def _questions(rng: random.Random, f: dict[str, Any], said: list[str]) -> None:
    """The three questions of a fact, each in the evidence's language or across it."""
    t = TOPICS[f["kind"]]
    n, x = f["name"], f["detail"]
    drop = (*MEMBERS, x, f.get("earlier", ""))
    q_lang: dict[str, str] = {}
    for cls in CLASSES:
        if f["lang"] in ("zh", "en"):
            ql = ("en" if f["lang"] == "zh" else "zh") if rng.random() < FLIP else f["lang"]
        else:
            ql = rng.choice(("zh", "en"))
        i = int(ql == "en")
        if cls == "paraphrase":
            ok: list[str] = []
            for j in (i, 1 - i):
                options = [o.format(n=n) for o in t["paraphrase"][j]]
                ok = [o for o in options if not any(_shares(o, s, drop) for s in said)]
                if ok:
                    i = j
                    break
            assert ok, (n, f["kind"], said)
            f[cls] = rng.choice(ok)
        else:
            f[cls] = t[cls][i].format(n=n, x=x)
        q_lang[cls] = "en" if i else "zh"
    f["q_lang"] = q_lang


def _never(rng: random.Random, facts: list[dict[str, Any]], listed: set[tuple[str, str]],
           passing: set[tuple[str, str]]) -> list[str]:
    """90 never-said questions: 45 naming a member, 45 naming no one."""
    real = {f[c] for f in facts for c in CLASSES}
    had = {(f["name"], f["kind"]) for f in facts}
    out: list[str] = []

    def add(q: str, room: int, into: list[str]) -> None:
        if q not in real and q not in out and q not in into and len(into) < room:
            into.append(q)

    # 15: the topic's question of a member who spoke of it in passing, with no fact of it
    a: list[str] = []
    for m, kind in sorted(passing):
        add(TOPICS[kind]["partial"][rng.randint(0, 1)].format(n=m), 15, a)
    # 15: a detail no line gives, of a topic the member did give a detail of
    b: list[str] = []
    for f in rng.sample(facts, len(facts)):
        i = rng.randint(0, 1)
        add(rng.choice(TOPICS[f["kind"]]["nq"][i]).format(n=f["name"]), 15, b)
    # 15: a never-said value put to a member with no word of its topic
    c: list[str] = []
    free = [(m, kind) for kind in TOPICS for m in RESIDENTS
            if (m, kind) not in had | listed | passing]
    for m, kind in rng.sample(free, len(free)):
        v = rng.choice(TOPICS[kind]["never"])
        add(TOPICS[kind]["nv"][rng.randint(0, 1)].format(n=m, v=v), 15, c)
    # 34 a never-said value asked of no one, 11 things nobody had
    d: list[str] = []
    values = [(kind, v) for kind in TOPICS for v in TOPICS[kind]["never"]]
    for kind, v in rng.sample(values, len(values)):
        i = int(not CJK.search(v)) if rng.random() < 0.75 else rng.randint(0, 1)
        add(TOPICS[kind]["keyword"][i].format(x=v, n=""), 34, d)
    out = a + b + c + d + list(NOBODY)
    assert len(a) == len(b) == len(c) == 15 and len(d) == 34, (len(a), len(b), len(c), len(d))
    return out


def fifteenth_set(seed: int = 1515) -> Set:
    """The held-out fifteenth set (see the module's docstring)."""
    rng = random.Random(seed)
    said_values, never_values = _values()
    g = _Gen(rng, said_values + never_values)
    facts = _facts(rng)
    holders: dict[str, set[str]] = {}
    for f in facts:
        holders.setdefault(f["kind"], set()).add(f["name"])
    busy: dict[str, set[int]] = {}
    for k, f in enumerate(facts):
        if f["shape"] == "jielong":
            _list_script(g, k, f, holders[f["kind"]])
        else:
            _script(g, k, f)
        days = busy.setdefault(f["name"], set())
        days.update({f["_day"], f["_day"] + 1})
    for d in range(1, DAYS - 3, 3):
        if not any(abs(d - day) <= 2 for day, _, _ in LISTS["groupbuy"]):
            _tuan(g, d, holders["groupbuy"])
    for k, f in enumerate(facts):
        _around(g, k, f, busy[f["name"]])
    passing = _passing(g, facts)
    scripted = list(g.recs)
    log = _log(rng)
    scale = 1.0
    for attempt in range(10):  # the log's reactions drawn again until about 3,000 lines
        g.recs, g.recent, g.today = list(scripted), [], {}
        g.rng = random.Random(seed * 100 + attempt)
        _fill(g, log, scale)
        if 2900 <= len(g.recs) <= 3100:
            break
        scale *= (3000 - len(scripted)) / max(1, len(g.recs) - len(scripted))
    assert 2900 <= len(g.recs) <= 3100, len(g.recs)
    end = T0 + DAYS * DAY
    recs = sorted(enumerate(g.recs), key=lambda r: (r[1][0], r[0]))
    messages: list[Message] = []
    said_at: dict[float, str] = {}
    at = 0.0
    for _, (t, who, text, k, role) in recs:
        at = round(max(t, at + 1.0), 3)
        assert at < end
        messages.append(_user(at, who, QQ[who], text))
        said_at[at] = text
        if k >= 0:
            facts[k].setdefault("_" + role, []).append(at)
    for f in facts:
        f["evidence"] = f.pop("_evidence")
        f["around"] = f.pop("_around", [])
        if f["shape"] in ("answer", "late", "reply"):
            f["asked_at"] = f.pop("_ask")[0]
        if f["shape"] == "correction":
            f["earlier_at"] = f.pop("_earlier")[0]
        for key in ("_confirm", "_lang", "_day", "_hour", "_title"):
            f.pop(key, None)
        said = [said_at[t] for t in f["evidence"]]
        line = said[-1].rsplit("\n", 1)[-1]
        f["lang"] = _lang(line, (*MEMBERS, *ALIASES, f.get("earlier", "")), f["detail"])
        f["rare"] = [f["detail"]]
        _questions(rng, f, said)
    never = _never(rng, facts, g.listed, passing)
    chatter = rng.sample(CHATTER, 90)
    s = Set("fifteenth", messages, facts, never, chatter, members=dict(QQ))
    _check(s, said_at)
    return s


ALIASES = ("老何",)  # a member as others call them


def _answer_part(text: str) -> str:
    """An answer without its reply quote or its "just saw this" opening."""
    text = text.rsplit("\n", 1)[-1]
    for p in LATE[0] + LATE[1]:
        head = p.split("{a}")[1]
        if head in text:
            text = text.split(head, 1)[1]
    return text


def _check(s: Set, said_at: dict[float, str] | None = None) -> None:
    """The set's own checks (see the module's docstring)."""
    said_values, never_values = _values()
    texts, times, said_at = check_messages(s, said_at, T0, T0 + DAYS * DAY, (2800, 3200))
    assert s.messages[0].created_at > START + 640 * DAY
    assert 70 <= len(s.facts) <= 90 and s.classes == CLASSES
    assert len({f["shape"] for f in s.facts}) >= 9
    values = said_values + never_values
    assert len({v.lower() for v in values}) == len(values), "every value its own"
    for v in values:
        assert not any(v.lower() in o.lower() for o in values if o != v), v
    assert len({(f["kind"], f["name"]) for f in s.facts}) == len(s.facts), "a member once a topic"
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
        assert c != OFFICE or shape == "notice", f
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
            assert said[0].startswith("#接龙") and said[0].rsplit("\n", 1)[-1].endswith(
                tuple(f"{n} {x}{t}" for t in ("", " 2份", " x2", " 1箱"))), said
        if shape == "notice":
            assert said[0].startswith("【物业通知】") and n in said[0], said
    # every value only where it belongs: a detail in its evidence, a wrong value in the line
    # that said it and the one that corrected it, any other value (a never-said one, or one
    # of the pools no fact drew) nowhere
    for v in values:
        hits = [at for at, t in zip(times, low, strict=True) if v.lower() in t]
        assert hits == home.get(v, []), (v, hits)
    cross = sum(1 for f in s.facts for ql in f["q_lang"].values()
                if f["lang"] != "mix" and ql != f["lang"])
    plain = sum(1 for f in s.facts if f["lang"] != "mix") * len(CLASSES)
    assert 0.33 <= cross / plain <= 0.5, (cross, plain)
    check_questions(s, said_values)


if __name__ == "__main__":
    import collections

    print(describe(fifteenth_set, "mix"))
    s = fifteenth_set()
    print("questions", len(s.facts) * len(CLASSES), "over", len(s.facts), "facts")
    print("per member", dict(collections.Counter(f["name"] for f in s.facts)))
    print("carriers other than the member:", sum(f["carrier"] != f["name"] for f in s.facts))
    print("shapes", dict(collections.Counter(f["shape"] for f in s.facts)))
