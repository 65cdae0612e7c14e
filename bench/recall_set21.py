"""A twenty-first evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code: nothing under mnemo/ (but the first 80 lines of
mnemo/message.py, for the `Message` constructor), mnemo_panel/, plugins/, tests/, docs/ or .ci/
was opened, read or searched while writing it, nor the README, bench/recall.py,
bench/context.py, any other bench file's body, any note or issue text, nor any figure or score
of any set, and no git command was run; the recall code was never run on this set and the set
was never scored while it was written. It is not to be tuned on; its figures are to be read
once, at the end. What was read, and nothing else of the repository: the names of the files in
bench/; bench/recall_sets.py from its docstring to the end of `second_set` (so `Set`, `_stamp`,
`_user`, `DAY`, `START`, `_fits`, `_other`, `second_set` and its tables) and from `stem` to the
end (`stem`, `pairs`, `check_messages`, `check_questions`, `describe`), with a grep's list of
its top-level names; in bench/recall_set20.py its first 200 lines (its module docstring, its
imports, its constants and the head of its member table), a grep's list of its top-level names
(the first line of each), and its lines from `twentieth_set` to the end (`twentieth_set`,
`_check`, `_line_langs` and the `__main__` block), for the shape of what is returned and
checked; the openings (the first 2,500 characters) of the module docstrings of
bench/recall_set4.py to recall_set19.py; the first 80 lines of mnemo/message.py; the ruff
settings in pyproject.toml. The generator below is its own.

It differs from the other twenty (bench/recall.py's `first_set`, recall_sets' `second_set`,
`third_set` and `long_conversation`, recall_set4's sessions of a timeline, recall_set5's point
process, recall_set6's day of threads, recall_set7's windows of interleaved threads,
recall_set8's members' presence, recall_set9's working week's agenda, recall_set10's club
calendar, recall_set11's semester of scenes, recall_set12's family's meal-time slots,
recall_set13's incidents waiting on office hours, recall_set14's chain of the group's moods,
recall_set15's compound's event log, recall_set16's guild's weekly game calendar, recall_set17's
football club's fixture list, recall_set18's daily check-in cycle, recall_set19's rescue cases,
recall_set20's night market's tide) in what it is about and how it is laid out:

- the conversation is the QQ group (婚礼筹备群) of sixteen friends planning 晓棠 and Dan周's
  wedding over the seven weeks before it and the days after, from START + 1,306 days (Monday
  2029-07-30; the wedding on Saturday 09-15, the set ends on Wednesday 09-19);
- it is laid out by the couple's checklist: 23 items (the guest list, the venue's balance, the
  e-invitations, the candy boxes, the seating chart, the convoy route, the rehearsal ...), each
  given to a member, opened on its day ("【新增】座位表 交给晓棠了，…", with the owner's "收到")
  and ticked off days to weeks later ("✅ 座位表 搞定了！", then a few "辛苦了"s); the more items
  open on a day, the more the group talks that day (a day's threads drawn by a rate of five
  plus 0.85 an open item, a quarter more at weekends, again until about 3,000 lines: 3,019 with
  the default seed), and four threads in ten are an open item's talk (its owner among the
  speakers: quotes, versions, budgets, deadlines); every Monday the bride reposts the checklist
  as a 【群公告】 (ticked ✅ and open ⬜ items, the days left) and it is acknowledged; the
  wedding day itself is a burst from half past five in the morning, the days after it photos
  and thanks; the hours of a thread follow the day (weekdays around work, a peak in the
  evening; weekends all day); besides, a morning's "早"s, a night's "晚安"s, exchanges, @-pings
  answered, 复读 (one line by three to five members), reply quotes "[回复 X：...]", long
  messages, and the group's own 接龙 lists (试菜, 彩排 arrival times, folding candy boxes,
  favours), each reposted whole by every member who adds an entry; times strictly increasing,
  a second apart at least;
- numbers are everywhere (days to go, quotes, budgets, versions, hours, counts, degrees, table
  numbers: four lines in ten hold a digit), so a number alone is no answer;
- sixteen members of their own: 晓棠 (the bride, the checklist and its 【群公告】s), Dan周 (the
  groom), 糖糖 (the maid of honour, who starts the 接龙 lists), Kiki, 阿凯 (the best man), Leo_M,
  大飞, Yvonne, 小桃, Marco, Jess, 阿Ken, 七七, Owen (the MC), 米粒 and 老蒋 (the groom's uncle);
  each with odds of an English and of a mixed line and how much they talk, so lines are about
  half Chinese, a third English and the rest mixed (1,435, 963 and 621 with the default seed);
- fourteen topics of their own, each member's own part of the day, six facts a topic, 84
  facts, a member once a topic at most and five or six facts a member, each with its own detail
  (six Chinese and six Latin values a topic): the outfit's shop, the hotel for the night, the
  gift's brand, the song sung at the reception, the city flown in from, the plus-one's name,
  the makeup studio, the camera brought, the car lent to the convoy, the dance school, the food
  they cannot eat, the shoes' brand, the door game prepared, where the pet boards;
- facts in eleven shapes, dealt in turn (one 8, answer 8, late 8, correction 8, split 8,
  reported 8, notice 8, jielong 7, reply 7, long 7, forward 7): one message in the first person
  ("one"); another member's @-question answered within the hour by a terse line without the
  topic's words ("answer"); asked in the evening and answered a day or two later, "才看到 @X
  ..." / "just saw this @X ..." ("late"); a wrong value said by the member and corrected
  minutes later or the next morning, the correcting line holding both being the evidence
  ("correction"); the topic in one line and the detail within ninety seconds in the next,
  sometimes with another's "快说" between, both the evidence ("split"); another member saying it
  to the member ("@X 礼服在…订的对吧"), who confirms without it ("reported"); the bride's
  【群公告】 of progress naming the member and the detail (the groom's, when it is the bride's own)
  ("notice"); the member's entry closing a topic's 接龙 list, the list's other entries others'
  own, none a value ("jielong"); a reply quote of the @-question with the answer under it
  ("reply"); the detail in the middle of a long message of other news ("long"); and this set's
  own: the member forwards a shop's, a studio's or an airline's message that holds the detail
  ("转发一下商家的消息👇" above 「【Ibis】…已确认…」: "forward"); in Chinese, English or mixed (a
  line's language counted with names, the detail and the wrong value cut out, a line of the
  detail alone taking the detail's script: 39 zh, 35 en and 10 mix with the default seed);
- near misses: each correction's wrong value; the members' own lines on their topic on days
  three from the evidence at least, without the detail ("around": 64 facts, 86 lines with the
  default seed); others' lines on each topic in passing (three members a topic with no fact or
  entry on it); an @-question on each topic put to one more such member, never answered; the
  topic lists' other entries ("还在挑", "住家里"); the checklist's talk; the numbers;
- questions in the third person, three classes, templates of this set's own: "keyword"
  carries the detail and no member's name ("谁婚礼那晚住在{x}？", "Who is driving a {x} in the
  convoy?"), "partial" names the member and the topic ("{n}有什么忌口？", "Where is {n}'s pet
  staying?"), "paraphrase" names the member and shares no English content word (stemmed with
  recall_sets' `stem`, a stop list aside) and no two Chinese characters in a row with the
  evidence, names, the detail and a wrong value aside ("{n}喜宴过后在哪里过夜？", "Which label
  will {n} have on at the ceremony?"; checked in code; a topic's paraphrases are tried in turn,
  and only if none fits, those of the other language); 40 % of the questions of a Chinese or
  English evidence line asked in the other language (89 of 222 with the default seed; between
  35 and 50 % checked); each question's language checked;
- never-said questions, 90: 45 name a member (15 a topic's partial question of a member who
  spoke of it only in passing, 15 a detail no line gives of a member's topic (the outfit's
  price, the flight number, the cat's name), 15 a never-said value put to a member with nothing
  on its topic), 45 name no one (30 a never-said value in a topic's keyword question, 15 things
  nobody had: a lion dance, a drone, a yacht); none asks of a member a topic their facts or
  their 接龙 entries hold (checked in code); 90 chatter turns a member might send the bot
  (how-to questions, translations, toasts and notices to draft, sums, greetings), no member
  named, nothing about the group's past.

The set checks itself as it is built (`_check`): recall_sets' `check_messages` (a second apart
at least, within the seven weeks, 2,800 to 3,200 messages) and the first after START + 1,300
days; 80 to 90 facts in all eleven shapes; every value its own and none inside another or a
member's name or a list's other entry; a member once a topic and five or six facts each; each
detail in the last of its evidence lines and no other message, each wrong value in the line
that said it and the correction only, any other value nowhere; the evidence said by the fact's
carrier (the bride, or the groom, for "notice", another member for "reported", the member
otherwise); keyword questions carrying the detail and no member's name, partial and paraphrase
ones naming the member and not the detail, paraphrases sharing nothing with the evidence, each
question in its recorded language; the "around" lines the member's, without the detail and two
days from the evidence at least; terse answers and split second lines without the topic's
words; an answer after its @-question by another member, the question without the detail
(within the hour; a late one on a later day, to the asker); a split's two lines within two
minutes; a reported fact confirmed by the member within the hour without the detail; a 接龙
detail in the list's last entry and the other entries the ones recorded; a notice's evidence a
【群公告】 naming the member; a long message's detail away from both its ends; a forward's detail
inside the quoted message and not in the note above it; the share of questions across
languages; no value of a message in a never-said question, and no named never-said question on
a topic the member's facts or 接龙 entries hold; then recall_sets' `check_questions`. Run it
from the repository's root (`python -m bench.recall_set21` or `python bench/recall_set21.py`)
to check it is deterministic for a seed, builds in under two seconds, and to print its counts
(and its lines' languages).

Each fact records its "evidence" (the created_at of the message(s) carrying it: two for a
split), "detail", "rare" (the detail: the word a keyword question carries), "kind" (the topic),
"name" and "uid" (the member it is about), "shape", "lang" ("zh", "en" or "mix": the evidence
line's), its questions ("keyword", "partial", "paraphrase") and their languages ("q_lang"),
"carrier" (who said it), "asker" and "asked_at" (for "answer", "late" and "reply"), "around"
(the created_at of the member's other lines on the topic, none with the detail), "entries" (a
jielong list's other entries, [member, entry]), "confirmed_at" (a reported fact's confirmation)
and, for a correction, the wrong value ("earlier") and when it was said ("earlier_at"). Stamps
are written in the machine's local time (recall_sets' `_stamp`) and the days are laid out in
UTC as Beijing's wall clock, so they read as meant where the local time is UTC.
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

BASE = 1306  # Monday 2029-07-30: seven weeks before the wedding
DAYS = 50  # to Wednesday 2029-09-19
WEDDING = 47  # Saturday 2029-09-15
T0 = START + BASE * DAY
END = T0 + DAYS * DAY
HOUR = 3600.0
MINUTE = 60.0
CLASSES = ("keyword", "partial", "paraphrase")
FLIP = 0.4  # the share of questions in the other language than a zh or en evidence line

# name, QQ number, odds of an English and of a mixed line, how much they talk
PEOPLE: list[tuple[str, int, float, float, float]] = [
    ("晓棠", 21001, 0.08, 0.2, 1.4),  # the bride: the checklist and its 【群公告】s
    ("Dan周", 21002, 0.4, 0.3, 1.1),  # the groom, back from Sydney
    ("糖糖", 21003, 0.06, 0.2, 1.3),  # the maid of honour: starts the 接龙 lists
    ("Kiki", 21004, 0.6, 0.26, 1.0),  # a bridesmaid, works in Singapore
    ("阿凯", 21005, 0.1, 0.24, 1.1),  # the best man
    ("Leo_M", 21006, 0.7, 0.2, 0.9),  # the groom's flatmate from Sydney
    ("大飞", 21007, 0.04, 0.16, 0.9),  # a groomsman, drives
    ("Yvonne", 21008, 0.62, 0.3, 1.0),  # a bridesmaid, a designer
    ("小桃", 21009, 0.12, 0.3, 1.2),  # a bridesmaid, the bride's cousin
    ("Marco", 21010, 0.94, 0.04, 0.8),  # the groom's Italian classmate
    ("Jess", 21011, 0.7, 0.24, 0.9),  # the bride's colleague
    ("阿Ken", 21012, 0.3, 0.4, 1.0),  # a groomsman, the photographer of the group
    ("七七", 21013, 0.08, 0.2, 1.0),  # a bridesmaid, a student
    ("Owen", 21014, 0.8, 0.16, 0.9),  # the MC, the bride's old classmate
    ("米粒", 21015, 0.2, 0.34, 1.1),  # the bride's roommate from college
    ("老蒋", 21016, 0.02, 0.08, 0.7),  # the groom's uncle, who sorts the cars
]
MEMBERS = [p[0] for p in PEOPLE]
QQ = {p[0]: p[1] for p in PEOPLE}
EN = {p[0]: p[2] for p in PEOPLE}
MIX = {p[0]: p[3] for p in PEOPLE}
TALK = {p[0]: p[4] for p in PEOPLE}
BRIDE = "晓棠"
GROOM = "Dan周"
MOH = "糖糖"

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
    "forward",
)
TERSE_SHAPES = ("answer", "late", "reply", "split")

CJK = re.compile(r"[\u4e00-\u9fff]")
LATIN = re.compile(r"[A-Za-z]{2,}")
STOP = {
    "the", "a", "an", "is", "are", "was", "were", "be", "of", "to", "in", "on", "at", "for",
    "with", "and", "or", "what", "which", "who", "whose", "where", "when", "how", "does", "do",
    "did", "will", "it", "its", "that", "this", "from", "by", "as", "has", "have", "had", "s",
    "i", "you", "he", "she", "they", "we", "my", "your", "his", "her", "their", "our", "me",
    "him", "them", "us", "so", "just", "up", "out", "about", "there", "not", "no", "yes",
}  # fmt: skip

# The fourteen topics: what each member told the group of their own part of the day. "vals":
# six Chinese and six Latin values, each its own; "words": the topic's words, kept out of a
# terse answer; the lines by language ({x} the detail, {d} {e} numbers); "kq", "pq", "pp":
# the keyword, partial and paraphrase questions ({n} the member); "nd": a detail of the
# topic no line gives; "nv": a never-said value ({v}) put to a member.
TOPICS: dict[str, dict[str, Any]] = {
    "outfit": {
        "vals": [
            "素锦坊",
            "云裳阁",
            "衣香记",
            "青禾成衣",
            "月白礼服馆",
            "织梦阁",
            "Reiss",
            "Massimo Dutti",
            "Self-Portrait",
            "Suitsupply",
            "Ted Baker",
            "Needle & Thread",
        ],
        "words": ["礼服", "西装", "裙", "穿", "衣服", "suit", "dress", "wear", "outfit"],
        "one": {
            "zh": ["我那天穿的西装在{x}定做的，改了{d}次", "伴娘裙我最后在{x}买了，腰身刚好"],
            "en": [
                "Got my outfit for the day at {x}, fits after {d} fittings",
                "Ordered the dress from {x} finally",
            ],
            "mix": ["那天的 outfit 定了，{x}的，size 刚好"],
        },
        "intro": {
            "zh": ["当天穿的衣服定了", "礼服终于搞定了"],
            "en": ["Sorted my outfit for the day"],
        },
        "ask": {
            "zh": ["你那天的衣服在哪家买的？", "你礼服定哪家了"],
            "en": ["where's your outfit from?", "which shop did you get the suit at?"],
        },
        "rep": {"zh": ["礼服在{x}订的对吧"], "en": ["you got the suit at {x} right?"]},
        "notice": "{n}的当天礼服已在{x}取好",
        "mid": {
            "zh": "衣服也弄好了，{x}的，试了{d}遍",
            "en": "outfit's done too, from {x}, tried it on {d} times",
        },
        "fwd": {
            "zh": "【{x}】您好，您定制的礼服已完成第{d}次修改，可到店试穿",
            "en": "[{x}] Your garment is ready for its fitting no. {d}",
        },
        "around": {
            "zh": ["礼服腰身还得再收{d}厘米", "衣服还要去改一次", "穿着礼服蹲不下去哈哈"],
            "en": ["still need one more fitting", "the sleeves are {d} cm too long lol"],
        },
        "pass": {
            "zh": ["现在租礼服都要{e}起步", "西装还是定做的合身"],
            "en": ["renting a suit is like {e} now", "tailored suits are worth it"],
        },
        "jl": (
            "#接龙 当天衣服准备好了吗（报一下，方便统一颜色）",
            ["还在挑", "穿自己的", "借的", "还没买"],
        ),
        "kq": {"zh": "谁婚礼那天穿{x}的衣服？", "en": "Who is wearing {x} to the wedding?"},
        "pq": {
            "zh": "{n}婚礼当天穿哪家的衣服？",
            "en": "Where is {n}'s outfit for the wedding from?",
        },
        "pp": {
            "zh": ["{n}那身行头是在哪买的？", "{n}出席时一身装扮出自哪个牌子？"],
            "en": [
                "Which label will {n} have on at the ceremony?",
                "What brand did {n} pick to look sharp on Saturday?",
            ],
        },
        "nd": {"zh": "{n}的礼服花了多少钱？", "en": "How much did {n} pay for the outfit?"},
        "nv": {"zh": "{n}婚礼那天穿的是{v}吗？", "en": "Is {n} wearing {v} to the wedding?"},
    },
    "hotel": {
        "vals": [
            "亚朵",
            "全季",
            "桔子水晶",
            "丽枫",
            "维也纳国际",
            "锦江都城",
            "Hilton Garden",
            "Ibis",
            "Novotel",
            "Holiday Inn",
            "Hyatt Place",
            "Ramada",
        ],
        "words": ["酒店", "住", "房", "hotel", "room", "stay", "book"],
        "one": {
            "zh": ["我婚礼那晚住{x}，离酒楼{d}公里", "房间订好了，{x}，住两晚"],
            "en": [
                "Booked {x} for the wedding night, {d} min from the venue",
                "I'm staying at {x}, two nights",
            ],
            "mix": ["酒店 book 好了，{x}，{d} 晚"],
        },
        "intro": {"zh": ["那晚住哪定了", "酒店订好了"], "en": ["Booked where I'm staying"]},
        "ask": {
            "zh": ["你那晚住哪个酒店？", "你酒店订的哪家"],
            "en": ["which hotel are you staying at?", "where did you book for the night?"],
        },
        "rep": {"zh": ["你住{x}是吧"], "en": ["you're at {x} that night right?"]},
        "notice": "{n}婚礼当晚入住{x}，接送车会经过",
        "mid": {"zh": "住的地方也订了，{x}，{d}晚", "en": "also booked the room, {x}, {d} nights"},
        "fwd": {
            "zh": "【{x}】尊敬的宾客，您的预订已确认，共{d}晚，入住请携带证件",
            "en": "[{x}] Dear guest, your booking is confirmed for {d} nights",
        },
        "around": {
            "zh": ["酒店那边说可以延迟退房到{d}点", "房间是大床还是双床还没确定"],
            "en": ["asked for late checkout at {d}pm", "room has no window lol"],
        },
        "pass": {
            "zh": ["国庆前后酒店都涨价", "那附近的酒店一晚要{e}"],
            "en": ["hotels near there are {e} a night", "book early, rooms go fast"],
        },
        "jl": (
            "#接龙 婚礼当晚住哪（接送车要排路线）",
            ["住家里", "住朋友家", "还没订", "当晚回去"],
        ),
        "kq": {"zh": "谁婚礼那晚住在{x}？", "en": "Who is staying at {x} for the wedding?"},
        "pq": {"zh": "{n}婚礼那晚住哪家酒店？", "en": "Which hotel is {n} staying at?"},
        "pp": {
            "zh": ["{n}喜宴过后在哪里过夜？", "{n}当晚睡在什么地方？"],
            "en": [
                "Where will {n} sleep after the reception?",
                "Where does {n} spend Saturday night?",
            ],
        },
        "nd": {"zh": "{n}订的酒店房间号是多少？", "en": "What's {n}'s room number at the hotel?"},
        "nv": {"zh": "{n}是不是住{v}？", "en": "Is {n} staying at {v}?"},
    },
}
TOPICS.update(
    {
        "gift": {
            "vals": [
                "小熊电器",
                "苏泊尔",
                "九阳",
                "摩飞",
                "北鼎",
                "东菱",
                "Le Creuset",
                "Dyson",
                "Smeg",
                "Staub",
                "KitchenAid",
                "Nespresso",
            ],
            "words": ["礼物", "送", "gift", "give", "present"],
            "one": {
                "zh": ["我给新人的礼物买好了，{x}的一套，{d}号到", "礼物选了{x}的，希望他们用得上"],
                "en": [
                    "Got the couple a {x} set as my gift, arrives on the {d}th",
                    "My present for them is from {x}",
                ],
                "mix": ["gift 买好了，{x}那套，已经下单"],
            },
            "intro": {
                "zh": ["给新人的礼物买了", "礼物搞定"],
                "en": ["Bought my gift for the couple"],
            },
            "ask": {
                "zh": ["你送新人什么礼物？", "你礼物买了啥"],
                "en": ["what are you giving them?", "what did you get as a gift?"],
            },
            "rep": {"zh": ["你送的是{x}那套对吧"], "en": ["your gift is the {x} set right?"]},
            "notice": "{n}送的{x}礼物已寄到新房，谢谢",
            "mid": {
                "zh": "礼物也买了，{x}的，寄到新房",
                "en": "got them a gift as well, a {x} one",
            },
            "fwd": {
                "zh": "【{x}官方旗舰店】亲，您购买的商品已发货，预计{d}天送达",
                "en": "[{x} store] Your order has shipped and arrives in {d} days",
            },
            "around": {
                "zh": ["礼物要不要写张卡片", "礼物盒子有点大不好带"],
                "en": ["should I wrap the gift myself?", "the gift box is huge"],
            },
            "pass": {
                "zh": ["送礼物还是直接包红包好", "新人收礼物收到手软"],
                "en": ["cash or a gift, what do people do?", "gifts are so hard to pick"],
            },
            "jl": (
                "#接龙 送新人的礼物报一下（避免撞了）",
                ["还没想好", "包红包", "和别人合送", "手写信"],
            ),
            "kq": {"zh": "谁送了新人{x}的东西？", "en": "Who gave the couple something from {x}?"},
            "pq": {
                "zh": "{n}送新人的礼物是哪个牌子的？",
                "en": "What brand is {n}'s gift to the couple?",
            },
            "pp": {
                "zh": ["{n}给这对新婚夫妇挑的是哪家货？", "{n}为新婚二人备了哪家的货？"],
                "en": [
                    "Which maker did {n} choose for the newlyweds?",
                    "What did {n} buy the bride and groom?",
                ],
            },
            "nd": {"zh": "{n}的礼物花了多少钱？", "en": "How much did {n} spend on the gift?"},
            "nv": {"zh": "{n}送的是{v}的东西吗？", "en": "Did {n} give the couple a {v}?"},
        },
        "song": {
            "vals": [
                "小幸运",
                "今天你要嫁给我",
                "告白气球",
                "红豆",
                "最浪漫的事",
                "婚礼的祝福",
                "A Thousand Years",
                "Thinking Out Loud",
                "Can't Help Falling",
                "Make You Feel My Love",
                "Everything Has Changed",
                "Die With A Smile",
            ],
            "words": ["歌", "唱", "song", "sing"],
            "one": {
                "zh": ["我在婚宴上唱{x}，已经练了{d}遍", "我准备唱的歌定了，{x}"],
                "en": [
                    "I'll sing {x} at the reception, practiced it {d} times",
                    "My song for the party is {x}",
                ],
                "mix": ["婚宴上我 sing {x}，KTV 练过了"],
            },
            "intro": {
                "zh": ["婚宴上唱的歌定了", "我要唱的歌选好了"],
                "en": ["Picked the song I'll sing"],
            },
            "ask": {
                "zh": ["你婚宴上唱哪首？", "你那首歌定了没"],
                "en": ["which song are you singing?", "what's your song at the party?"],
            },
            "rep": {"zh": ["你唱的是{x}吧"], "en": ["you're singing {x} right?"]},
            "notice": "{n}在婚宴第二环节演唱{x}，伴奏已收到",
            "mid": {"zh": "婚宴上唱的歌也定了，{x}", "en": "also the song I'll sing is {x}"},
            "fwd": {
                "zh": "【KTV预订】您好，您点的{x}伴奏带已发送，时长{d}分钟",
                "en": "[Studio] Your backing track for {x} is ready, {d} minutes",
            },
            "around": {
                "zh": ["唱歌那段我好紧张", "高音那里还是上不去"],
                "en": ["nervous about the singing part", "can't hit the high note yet"],
            },
            "pass": {
                "zh": ["婚宴上唱歌好容易跑调", "去KTV练歌吗"],
                "en": ["who else is singing?", "karaoke practice anyone?"],
            },
            "jl": ("#接龙 婚宴表演报名（唱歌写歌名）", ["还没想好", "合唱", "不唱了", "弹吉他"]),
            "kq": {"zh": "谁要在婚宴上唱{x}？", "en": "Who will sing {x} at the reception?"},
            "pq": {
                "zh": "{n}在婚宴上唱什么歌？",
                "en": "What song is {n} singing at the reception?",
            },
            "pp": {
                "zh": ["{n}喜酒时准备演出哪一曲？", "{n}给新郎新娘献上的曲目叫啥？"],
                "en": [
                    "Which tune will {n} perform for the couple?",
                    "What number is {n} doing on stage?",
                ],
            },
            "nd": {"zh": "{n}唱歌用的是哪个调？", "en": "What key is {n} singing in?"},
            "nv": {"zh": "{n}是不是唱{v}？", "en": "Is {n} singing {v}?"},
        },
        "city": {
            "vals": [
                "哈尔滨",
                "乌鲁木齐",
                "桂林",
                "大连",
                "昆明",
                "洛阳",
                "Melbourne",
                "Vancouver",
                "Osaka",
                "Munich",
                "Lyon",
                "Auckland",
            ],
            "words": ["飞", "航班", "机票", "fly", "flight", "ticket"],
            "one": {
                "zh": ["我从{x}飞过去，周五落地", "机票买了，{x}出发，转{d}次"],
                "en": ["Flying in from {x} on Friday", "Booked my flight out of {x}, {d} stops"],
                "mix": ["我从{x}飞，flight 周五晚上到"],
            },
            "intro": {"zh": ["机票买好了", "航班定了"], "en": ["Booked my flight"]},
            "ask": {
                "zh": ["你从哪里飞过来？", "你机票哪里出发的"],
                "en": ["where are you flying in from?", "where's your flight from?"],
            },
            "rep": {"zh": ["你从{x}飞过来对吧"], "en": ["you're flying in from {x} right?"]},
            "notice": "{n}从{x}飞来，周五晚上接机",
            "mid": {"zh": "机票也出了，从{x}走", "en": "flight's booked too, leaving from {x}"},
            "fwd": {
                "zh": "【航旅通知】您预订的{x}出发航班已出票，请提前{d}小时到达机场",
                "en": "[Airline] Your ticket departing {x} is issued, check in {d} hours early",
            },
            "around": {
                "zh": ["机票又涨了{e}", "航班可能延误，到时候再说"],
                "en": ["flight prices went up again", "might get a delayed flight"],
            },
            "pass": {
                "zh": ["国庆前机票好贵", "有人要接机吗"],
                "en": ["flights that week are pricey", "anyone need an airport pickup?"],
            },
            "jl": (
                "#接龙 外地来的报一下出发地（安排接机）",
                ["坐高铁", "开车来", "本地的", "还没买票"],
            ),
            "kq": {"zh": "谁从{x}飞过来参加婚礼？", "en": "Who is flying in from {x}?"},
            "pq": {"zh": "{n}从哪里飞来参加婚礼？", "en": "Where is {n} flying in from?"},
            "pp": {
                "zh": ["{n}是打哪座城市赶来喝喜酒？", "{n}出发地在何处？"],
                "en": [
                    "Which city does {n} set off from for the party?",
                    "What place is {n} travelling from?",
                ],
            },
            "nd": {"zh": "{n}的航班号是多少？", "en": "What's {n}'s flight number?"},
            "nv": {"zh": "{n}是不是从{v}飞过来？", "en": "Is {n} coming from {v}?"},
        },
        "plusone": {
            "vals": [
                "周小满",
                "林一诺",
                "陈嘉禾",
                "许念安",
                "顾北辰",
                "沈若溪",
                "Chloe",
                "Ethan",
                "Matilda",
                "Rafael",
                "Ingrid",
                "Tobias",
            ],
            "words": ["带", "家属", "对象", "plus", "bring", "partner"],
            "one": {
                "zh": ["我会带家属，{x}，到时候介绍给你们", "我带的人是{x}，多一个座位"],
                "en": ["I'm bringing {x} as my plus-one", "My plus one is {x}, one more seat"],
                "mix": ["我带 plus one，{x}，麻烦加个位"],
            },
            "intro": {"zh": ["我要带个家属", "我带人来"], "en": ["I'm bringing a plus-one"]},
            "ask": {
                "zh": ["你带谁来？", "你家属叫啥名字，座位表要写"],
                "en": ["who's your plus-one?", "who are you bringing?"],
            },
            "rep": {"zh": ["你带{x}来对吧"], "en": ["you're bringing {x} right?"]},
            "notice": "{n}携家属{x}出席，座位已加",
            "mid": {"zh": "另外我带家属，{x}", "en": "also I'm bringing {x} along"},
            "fwd": {
                "zh": "【电子请柬回执】出席人：{x}，人数{d}，备注：同行家属",
                "en": "[RSVP] Guest: {x}, party of {d}, note: plus one",
            },
            "around": {
                "zh": ["带家属的话坐哪桌", "我家属第一次见你们有点紧张"],
                "en": [
                    "my plus-one is nervous about meeting you all",
                    "is it ok to bring someone?",
                ],
            },
            "pass": {
                "zh": ["带家属的记得报人数", "座位表要按家属排"],
                "en": ["plus-ones need a seat too", "don't forget the plus-ones"],
            },
            "jl": ("#接龙 带家属的报名字（座位表用）", ["一个人来", "不带", "还不确定", "单身狗"]),
            "kq": {"zh": "谁带{x}一起来？", "en": "Who is bringing {x} to the wedding?"},
            "pq": {"zh": "{n}带的家属叫什么？", "en": "What's the name of {n}'s plus-one?"},
            "pp": {
                "zh": ["{n}同行的伴侣名字是？", "{n}会和哪位一起出席？"],
                "en": ["Whom will {n} come with on Saturday?", "Who accompanies {n}?"],
            },
            "nd": {
                "zh": "{n}的家属是做什么工作的？",
                "en": "What does {n}'s plus-one do for a living?",
            },
            "nv": {"zh": "{n}是带{v}来吗？", "en": "Is {n} coming with {v}?"},
        },
    }
)
TOPICS.update(
    {
        "makeup": {
            "vals": [
                "花间妆社",
                "小鹿造型",
                "一念妆造",
                "初见美妆",
                "暖阳造型",
                "素颜工坊",
                "Glow Lab",
                "Bloom Studio",
                "Velvet Room",
                "Blush & Co",
                "Lumi Beauty",
                "Pinkbox",
            ],
            "words": ["妆", "化", "头发", "造型", "makeup", "hair", "studio"],
            "one": {
                "zh": ["我那天早上去{x}化妆，{d}点开始", "化妆约了{x}，做头发一起"],
                "en": [
                    "Booked {x} for hair and makeup, starts at {d}am",
                    "I'm getting my makeup done at {x}",
                ],
                "mix": ["makeup 约了{x}，早上{d}点"],
            },
            "intro": {
                "zh": ["化妆的地方约好了", "我妆造约了"],
                "en": ["Booked my makeup for the day"],
            },
            "ask": {
                "zh": ["你在哪家化妆？", "你妆造约的哪里"],
                "en": ["where are you doing your makeup?", "which studio for your hair?"],
            },
            "rep": {"zh": ["你化妆约的{x}吧"], "en": ["you booked {x} for makeup right?"]},
            "notice": "{n}当天早上在{x}化妆，六点前到",
            "mid": {"zh": "化妆也约了，{x}", "en": "makeup is booked at {x} as well"},
            "fwd": {
                "zh": "【{x}】预约成功：妆造{d}人，请提前十分钟到店",
                "en": "[{x}] Booking confirmed: hair and makeup for {d}",
            },
            "around": {
                "zh": ["化妆要五点起床我哭了", "试妆的时候眼线画歪了"],
                "en": ["makeup trial went ok", "have to be up at 5 for hair"],
            },
            "pass": {
                "zh": ["伴娘统一化妆吗", "早上化妆的时间好紧"],
                "en": ["makeup at 5am is brutal", "do bridesmaids do their own hair?"],
            },
            "jl": (
                "#接龙 当天化妆安排（跟着新娘化的写跟妆）",
                ["跟妆", "自己化", "不化", "还没约"],
            ),
            "kq": {"zh": "谁婚礼那天在{x}化妆？", "en": "Who is getting ready at {x} on the day?"},
            "pq": {"zh": "{n}当天在哪里化妆？", "en": "Where is {n} getting their makeup done?"},
            "pp": {
                "zh": ["{n}打扮梳头是哪家负责？", "{n}早晨由谁家来弄脸和发型？"],
                "en": [
                    "Who does {n}'s face and curls that morning?",
                    "Which salon takes care of {n} before the ceremony?",
                ],
            },
            "nd": {"zh": "{n}化妆花了多少钱？", "en": "How much is {n} paying for makeup?"},
            "nv": {"zh": "{n}是不是在{v}化妆？", "en": "Is {n} doing makeup at {v}?"},
        },
        "camera": {
            "vals": [
                "大疆口袋",
                "理光",
                "宾得",
                "奥林巴斯",
                "哈苏",
                "徕卡",
                "Fujifilm X100V",
                "Canon R6",
                "Sony A7C",
                "Ricoh GR",
                "Insta360",
                "Lumix S5",
            ],
            "words": ["相机", "拍", "镜头", "camera", "shoot", "lens"],
            "one": {
                "zh": ["我那天带{x}去拍，电池备了{d}块", "相机我带{x}，拍花絮"],
                "en": [
                    "I'm bringing my {x} to shoot candids, {d} batteries",
                    "Taking the {x} for photos on the day",
                ],
                "mix": ["那天我带{x}，拍 vlog 用"],
            },
            "intro": {"zh": ["我那天带相机去", "拍照的机器定了"], "en": ["I'll bring a camera"]},
            "ask": {
                "zh": ["你那天带什么相机？", "你拍花絮用哪台"],
                "en": ["which camera are you bringing?", "what are you shooting with?"],
            },
            "rep": {"zh": ["你带的是{x}吧"], "en": ["you're bringing the {x} right?"]},
            "notice": "{n}当天带{x}拍花絮，素材会后统一收",
            "mid": {"zh": "相机我带{x}，帮你们拍点花絮", "en": "I'll bring the {x} for candids"},
            "fwd": {
                "zh": "【租赁平台】您租用的{x}已发出，租期{d}天，归还请附配件",
                "en": "[Rental] Your {x} has shipped, rental period {d} days",
            },
            "around": {
                "zh": ["相机的卡要多买一张", "镜头要不要租一个"],
                "en": ["need another memory card", "should I rent a lens?"],
            },
            "pass": {
                "zh": ["跟拍会拍得很好的", "手机拍也够了"],
                "en": ["phones are fine for candids", "the photographer has two cameras"],
            },
            "jl": ("#接龙 当天带相机的报一下（统一收素材）", ["用手机", "不带", "借的", "还没定"]),
            "kq": {"zh": "谁婚礼那天带{x}拍照？", "en": "Who is bringing a {x} to the wedding?"},
            "pq": {
                "zh": "{n}婚礼那天带什么相机？",
                "en": "Which camera is {n} bringing to the wedding?",
            },
            "pp": {
                "zh": ["{n}用来记录喜宴花絮的机器是啥？", "{n}准备哪台设备摄影？"],
                "en": [
                    "What gear will {n} use for snaps?",
                    "Which device does {n} carry around for pictures?",
                ],
            },
            "nd": {"zh": "{n}的相机是哪年买的？", "en": "What year did {n} buy the camera?"},
            "nv": {"zh": "{n}是不是带{v}拍？", "en": "Is {n} bringing a {v}?"},
        },
        "car": {
            "vals": [
                "红旗",
                "蔚来",
                "岚图",
                "比亚迪",
                "小鹏",
                "极氪",
                "Tesla",
                "Volvo",
                "Audi",
                "Lexus",
                "Porsche",
                "Jaguar",
            ],
            "words": ["车", "开", "drive", "car"],
            "one": {
                "zh": ["婚车我开{x}，前一天去洗", "我那辆{x}可以当婚车，{d}座的"],
                "en": [
                    "I can drive my {x} in the convoy",
                    "My {x} is washed and ready for the convoy",
                ],
                "mix": ["婚车我出一辆{x}，convoy 第{d}辆"],
            },
            "intro": {
                "zh": ["婚车我出一辆", "我的车可以当婚车"],
                "en": ["I'll put my car in the convoy"],
            },
            "ask": {
                "zh": ["你开什么车来当婚车？", "你那辆车是啥"],
                "en": ["what car are you driving in the convoy?", "what do you drive?"],
            },
            "rep": {"zh": ["你出的婚车是{x}吧"], "en": ["your convoy car is a {x} right?"]},
            "notice": "{n}的{x}编入婚车车队，第二辆",
            "mid": {"zh": "婚车我出{x}，已经约了洗车", "en": "my {x} can be in the convoy"},
            "fwd": {
                "zh": "【洗车店】您的{x}精洗已预约，时间周五{d}点",
                "en": "[Car wash] Your {x} detail is booked for Friday at {d}",
            },
            "around": {
                "zh": ["婚车要贴花吗", "车子前一天要去洗"],
                "en": ["do we decorate the cars?", "my car needs a wash before"],
            },
            "pass": {
                "zh": ["婚车要几辆够", "车队路线要踩一下点"],
                "en": ["how many cars do we need?", "convoy route needs a dry run"],
            },
            "jl": ("#接龙 能出婚车的报车型", ["不开车", "打车", "没车", "借车中"]),
            "kq": {"zh": "谁开{x}当婚车？", "en": "Who is driving a {x} in the convoy?"},
            "pq": {"zh": "{n}出的婚车是什么车？", "en": "What car is {n} driving in the convoy?"},
            "pp": {
                "zh": ["{n}接新娘那辆座驾是啥牌子？", "{n}贡献的迎亲座驾型号？"],
                "en": [
                    "Which brand of vehicle does {n} lend for picking up the bride?",
                    "What will {n} be behind the wheel of on Saturday?",
                ],
            },
            "nd": {"zh": "{n}的车牌号是多少？", "en": "What's {n}'s license plate?"},
            "nv": {"zh": "{n}的婚车是{v}吗？", "en": "Is {n}'s convoy car a {v}?"},
        },
        "dance": {
            "vals": [
                "律动舞社",
                "足尖舞蹈",
                "舞者之家",
                "星光舞室",
                "旋律舞社",
                "悦动舞团",
                "Step Up Studio",
                "Salsa Corner",
                "Rhythm House",
                "Tango Loft",
                "Groove Room",
                "Dance Hub",
            ],
            "words": ["舞", "跳", "dance", "class"],
            "one": {
                "zh": ["我报了{x}的课，练开场舞，每周{d}次", "开场舞我在{x}学的"],
                "en": [
                    "Signed up at {x} to learn the opening dance",
                    "Taking dance classes at {x}",
                ],
                "mix": ["开场舞我在{x}上 class，每周{d}节"],
            },
            "intro": {
                "zh": ["开场舞的课报了", "我去学跳舞了"],
                "en": ["Signed up for dance lessons"],
            },
            "ask": {
                "zh": ["你在哪学的开场舞？", "你跳舞报的哪家"],
                "en": ["where are you taking dance lessons?", "which dance class did you join?"],
            },
            "rep": {"zh": ["你在{x}学跳舞对吧"], "en": ["you're learning at {x} right?"]},
            "notice": "{n}在{x}练好了开场舞，彩排时带大家过一遍",
            "mid": {"zh": "跳舞课也报了，{x}", "en": "also joined {x} for the dance"},
            "fwd": {
                "zh": "【{x}】课程提醒：本周{d}节，请穿软底鞋",
                "en": "[{x}] Reminder: {d} classes this week, soft shoes please",
            },
            "around": {
                "zh": ["开场舞第二段还是记不住", "跳舞跳得腿疼"],
                "en": ["still can't get the second part of the dance", "my legs hurt from class"],
            },
            "pass": {
                "zh": ["开场舞要不要全员上", "跳舞的视频发一下"],
                "en": ["is everyone in the opening dance?", "send the dance video pls"],
            },
            "jl": ("#接龙 开场舞参加的报名", ["看视频学", "不跳", "跟着跳", "在家练"]),
            "kq": {"zh": "谁在{x}学跳舞？", "en": "Who is taking classes at {x}?"},
            "pq": {"zh": "{n}在哪里学的开场舞？", "en": "Where is {n} learning the opening dance?"},
            "pp": {
                "zh": ["{n}是找哪家机构练舞步？", "{n}为婚礼排练肢体动作去的是何处？"],
                "en": [
                    "Which school teaches {n} the moves?",
                    "Where does {n} practise steps for Saturday?",
                ],
            },
            "nd": {"zh": "{n}的舞蹈课一节多少钱？", "en": "How much is one of {n}'s lessons?"},
            "nv": {"zh": "{n}是不是在{v}学的？", "en": "Does {n} learn at {v}?"},
        },
    }
)
TOPICS.update(
    {
        "diet": {
            "vals": [
                "香菜",
                "芒果",
                "花生",
                "菠萝",
                "蘑菇",
                "羊肉",
                "shellfish",
                "gluten",
                "lactose",
                "sesame",
                "walnuts",
                "kiwi",
            ],
            "words": ["吃", "过敏", "忌口", "eat", "allerg", "food"],
            "one": {
                "zh": ["提醒一下我不能吃{x}，一吃就过敏", "我忌口{x}，酒席那边说一声"],
                "en": ["Heads up, I can't eat {x}, allergic", "No {x} for me please, allergy"],
                "mix": ["我 allergic to {x}，酒席麻烦避开"],
            },
            "intro": {
                "zh": ["我有个忌口要报一下", "提醒下我有过敏的东西"],
                "en": ["I have a food allergy to flag"],
            },
            "ask": {
                "zh": ["你有什么不能吃的？", "你忌口是啥来着"],
                "en": ["anything you can't eat?", "what are you allergic to?"],
            },
            "rep": {"zh": ["你不吃{x}对吧"], "en": ["you can't have {x} right?"]},
            "notice": "{n}忌口{x}，已告知酒店后厨",
            "mid": {
                "zh": "还有我不能吃{x}，麻烦跟酒店说下",
                "en": "also I can't eat {x}, tell the kitchen",
            },
            "fwd": {
                "zh": "【宴会部】已备注：宾客忌口{x}，第{d}桌单独出菜",
                "en": "[Banquet] Noted: guest avoids {x}, table {d} served separately",
            },
            "around": {
                "zh": ["过敏药我会带着", "酒席菜单能发我看看吗"],
                "en": ["I'll bring my allergy pills", "can I see the menu first?"],
            },
            "pass": {
                "zh": ["有忌口的记得报", "酒席有几道菜可以换"],
                "en": ["tell us about allergies", "the menu can swap a few dishes"],
            },
            "jl": ("#接龙 忌口报一下（酒店后厨要）", ["无忌口", "都能吃", "不吃辣", "少油"]),
            "kq": {"zh": "谁不能吃{x}？", "en": "Who can't eat {x}?"},
            "pq": {"zh": "{n}有什么忌口？", "en": "What food is {n} allergic to?"},
            "pp": {
                "zh": ["{n}碰不得哪样食材？", "喜宴的菜单里得替{n}避开哪种东西？"],
                "en": [
                    "Which ingredient must the kitchen keep off {n}'s plate?",
                    "What should the chef leave out for {n}?",
                ],
            },
            "nd": {"zh": "{n}过敏起来会怎么样？", "en": "What happens when {n} has a reaction?"},
            "nv": {"zh": "{n}是不是不能吃{v}？", "en": "Can {n} not have {v}?"},
        },
        "shoes": {
            "vals": [
                "百丽",
                "红蜻蜓",
                "达芙妮",
                "奥康",
                "意尔康",
                "千百度",
                "Jimmy Choo",
                "Clarks",
                "Ecco",
                "Birkenstock",
                "Vans",
                "Skechers",
            ],
            "words": ["鞋", "shoe", "heel"],
            "one": {
                "zh": ["鞋子买了{x}的，{d}厘米跟", "我当天穿{x}的鞋，软底不累"],
                "en": ["Got {x} shoes for the day, {d} cm heels", "My shoes are {x}, comfy"],
                "mix": ["shoes 买了{x}，{d}码"],
            },
            "intro": {"zh": ["当天的鞋买了", "鞋子搞定了"], "en": ["Bought shoes for the day"]},
            "ask": {
                "zh": ["你鞋子买的哪家？", "你那天穿什么鞋"],
                "en": ["which shoes did you get?", "where are your shoes from?"],
            },
            "rep": {"zh": ["你的鞋是{x}的吧"], "en": ["your shoes are {x} right?"]},
            "notice": "{n}当天的鞋是{x}，已放到新娘房",
            "mid": {"zh": "鞋也买了，{x}的", "en": "got the shoes too, {x}"},
            "fwd": {
                "zh": "【{x}】亲，您的鞋已签收，{d}天内可换码",
                "en": "[{x}] Your shoes were delivered, exchange within {d} days",
            },
            "around": {
                "zh": ["鞋有点磨脚要贴创可贴", "高跟鞋站一天会死"],
                "en": ["my shoes pinch a bit", "heels all day will kill me"],
            },
            "pass": {
                "zh": ["备一双平底鞋换", "新鞋记得先穿几天"],
                "en": ["bring flats to change into", "break in new shoes first"],
            },
            "jl": ("#接龙 伴娘伴郎鞋子统计（颜色要统一）", ["穿旧的", "还没买", "借的", "黑色的"]),
            "kq": {"zh": "谁婚礼那天穿{x}的鞋？", "en": "Who is wearing {x} shoes to the wedding?"},
            "pq": {"zh": "{n}当天穿哪个牌子的鞋？", "en": "What shoes is {n} wearing on the day?"},
            "pp": {
                "zh": ["{n}脚上那双是哪家出品？", "{n}为婚礼挑的足下之物出自谁家？"],
                "en": [
                    "Which brand will be on {n}'s feet?",
                    "What did {n} buy for walking around at the ceremony?",
                ],
            },
            "nd": {"zh": "{n}的鞋是什么颜色？", "en": "What colour are {n}'s shoes?"},
            "nv": {"zh": "{n}的鞋是{v}的吗？", "en": "Are {n}'s shoes {v}?"},
        },
        "game": {
            "vals": [
                "口红猜猜猜",
                "蒙眼找鞋",
                "俯卧撑挑战",
                "吹气球",
                "真心话卡片",
                "喝柠檬汁",
                "Charades",
                "Jenga",
                "Twister",
                "Pictionary",
                "Taboo",
                "Kahoot",
            ],
            "words": ["游戏", "堵门", "game", "play"],
            "one": {
                "zh": ["堵门游戏我准备了{x}，道具买好了", "我负责的游戏是{x}，{d}分钟一轮"],
                "en": [
                    "My door game is {x}, props ready",
                    "I'm running {x} at the door, {d} rounds",
                ],
                "mix": ["堵门 game 我出{x}，保证好玩"],
            },
            "intro": {"zh": ["堵门游戏我想好了", "我的游戏定了"], "en": ["Planned my door game"]},
            "ask": {
                "zh": ["你堵门准备什么游戏？", "你那个游戏是啥"],
                "en": ["what game are you doing at the door?", "what's your door game?"],
            },
            "rep": {"zh": ["你准备的游戏是{x}吧"], "en": ["your game is {x} right?"]},
            "notice": "堵门环节：{n}负责{x}",
            "mid": {"zh": "堵门游戏我准备了{x}", "en": "my door game is {x}"},
            "fwd": {
                "zh": "【道具店】您购买的{x}道具包已发货，共{d}件",
                "en": "[Party shop] Your {x} kit has shipped, {d} items",
            },
            "around": {
                "zh": ["游戏道具还差一点", "堵门不能太狠哈哈"],
                "en": ["need a few more props", "the door games can't be too mean"],
            },
            "pass": {
                "zh": ["堵门别太久，吉时要到", "游戏准备几个够"],
                "en": ["door games should be quick", "how many games do we need?"],
            },
            "jl": ("#接龙 堵门游戏认领", ["打下手", "拍照", "负责红包", "还没想"]),
            "kq": {"zh": "谁堵门准备了{x}？", "en": "Who is running {x} at the door?"},
            "pq": {"zh": "{n}堵门准备的是什么游戏？", "en": "What door game did {n} plan?"},
            "pp": {
                "zh": ["{n}刁难新郎那一关玩啥？", "{n}拦着接亲队伍时安排了哪项节目？"],
                "en": [
                    "How will {n} tease the groom when he arrives?",
                    "Which challenge has {n} set for the groomsmen?",
                ],
            },
            "nd": {"zh": "{n}的游戏道具花了多少钱？", "en": "How much did {n}'s props cost?"},
            "nv": {"zh": "{n}准备的是{v}吗？", "en": "Is {n} doing {v}?"},
        },
        "pet": {
            "vals": [
                "毛孩子之家",
                "汪星人酒店",
                "喵呜寄养",
                "宠爱乐园",
                "爪爪驿站",
                "萌宠小屋",
                "Paws Inn",
                "Happy Tails",
                "Furry Friends",
                "Pet Haven",
                "Woof Club",
                "Kitty Lodge",
            ],
            "words": ["寄养", "猫", "狗", "pet", "cat", "dog", "sitter"],
            "one": {
                "zh": ["我家猫那几天寄养在{x}，{d}天", "狗狗送去{x}寄养了"],
                "en": ["My cat is boarding at {x} that weekend", "Dog goes to {x} while I'm away"],
                "mix": ["我家猫 boarding 在{x}，{d}天"],
            },
            "intro": {
                "zh": ["我家猫寄养安排好了", "狗狗有地方去了"],
                "en": ["Sorted out the pet sitting"],
            },
            "ask": {
                "zh": ["你家猫那几天放哪？", "你狗寄养在哪"],
                "en": ["where's your cat staying?", "who's watching your dog?"],
            },
            "rep": {"zh": ["你家猫放{x}对吧"], "en": ["your pet is at {x} right?"]},
            "notice": "{n}的猫已寄养在{x}，可以安心来了",
            "mid": {"zh": "我家猫也寄养在{x}了", "en": "the cat is boarding at {x}"},
            "fwd": {
                "zh": "【{x}】主人您好，毛孩子已入住，今日进食正常，共寄养{d}天",
                "en": "[{x}] Your pet checked in and ate well, staying {d} days",
            },
            "around": {
                "zh": ["我家猫会不会不吃饭", "寄养要打疫苗证明"],
                "en": ["worried my cat won't eat", "they need vaccine records"],
            },
            "pass": {
                "zh": ["寄养一天要{e}", "猫放家里两天没事吧"],
                "en": ["pet boarding is {e} a day", "cats are fine alone for two days"],
            },
            "jl": ("#接龙 家里有猫狗的报一下安排", ["没养", "家人照顾", "带过来", "室友喂"]),
            "kq": {"zh": "谁家宠物寄养在{x}？", "en": "Whose pet is boarding at {x}?"},
            "pq": {"zh": "{n}的宠物寄养在哪？", "en": "Where is {n}'s pet staying?"},
            "pp": {
                "zh": ["{n}出门喝喜酒时毛孩子托付给了谁家？", "{n}离家那阵子小动物住哪儿？"],
                "en": [
                    "Who looks after {n}'s animal over the weekend?",
                    "Which place minds {n}'s furry companion?",
                ],
            },
            "nd": {"zh": "{n}的猫叫什么名字？", "en": "What's the name of {n}'s cat?"},
            "nv": {"zh": "{n}的宠物寄养在{v}吗？", "en": "Is {n}'s pet at {v}?"},
        },
    }
)
KINDS = list(TOPICS)

# the checklist: (item, item in English, who it is given to, the day it opens, days it is open)
TASKS: list[tuple[str, str, str, int, int]] = [
    ("宾客名单", "guest list", "晓棠", 0, 12),
    ("场地尾款", "venue balance", "Dan周", 0, 20),
    ("电子请柬", "e-invitations", "Yvonne", 1, 9),
    ("婚纱照选片", "photo selection", "阿Ken", 2, 14),
    ("喜糖盒", "candy boxes", "小桃", 4, 18),
    ("伴手礼", "favours", "米粒", 5, 21),
    ("主持串词", "MC script", "Owen", 6, 30),
    ("花艺布置", "flower setup", "Yvonne", 8, 26),
    ("接亲流程", "pick-up plan", "糖糖", 10, 28),
    ("婚车路线", "convoy route", "老蒋", 12, 25),
    ("座位表", "seating chart", "晓棠", 14, 26),
    ("蛋糕试吃", "cake tasting", "Kiki", 15, 10),
    ("酒水清单", "drinks list", "阿凯", 16, 18),
    ("背景音乐", "background music", "Jess", 18, 20),
    ("成长视频", "slideshow video", "阿Ken", 19, 24),
    ("签到台", "welcome desk", "七七", 22, 18),
    ("红包分装", "red envelopes", "米粒", 26, 18),
    ("彩排安排", "rehearsal", "Owen", 30, 14),
    ("接机安排", "airport pickups", "大飞", 32, 14),
    ("当天时间表", "day-of timeline", "糖糖", 33, 14),
    ("回礼清单", "return-gift list", "小桃", 36, 11),
    ("应急包", "emergency kit", "Kiki", 38, 9),
    ("答谢卡", "thank-you cards", "晓棠", 44, 6),
]
TASK_LINE = {  # talk on an open item: {t} the item, numbers filled in
    "zh": [
        "{t}今天能定下来吗",
        "{t}还差{d}项没弄",
        "{t}那边报价{e}，有点贵",
        "{t}我问了{d}家了",
        "{t}进度大概{d}0%",
        "{t}现在谁在跟？",
        "{t}明天{h}点前要给答复",
        "{t}第{d}版发群文件了",
        "{t}预算超了{c}块",
        "{t}再拖就来不及了",
        "{t}我觉得第{d}个方案好",
        "{t}周{w}前搞定",
        "{t}的表格我改了{d}处",
        "{t}那个商家回我了，说{h}点前发",
        "{t}先别动，等我问问",
    ],
    "en": [
        "any update on the {t}?",
        "{t} is about {d}0% done",
        "{t} quote came back at {e}",
        "I asked {d} places about the {t}",
        "{t} needs to be done by Friday",
        "uploaded v{d} of the {t}",
        "{t} is {c} over budget",
        "who's handling the {t}?",
        "I like option {d} for the {t}",
        "{t}: {d} things left",
    ],
    "mix": [
        "{t}那边 ok 了吗",
        "{t}的 deadline 是周{w}",
        "{t} 我 update 了第{d}版",
        "{t}报价{e}，too much 吧",
        "{t} 还差{d}个 item",
    ],
}
TASK_OPEN = ["【新增】{t} 交给{o}了，{d}号前搞定", "清单加一项：{t}，@{o} 辛苦你跟一下"]
TASK_DONE = {
    "zh": ["✅ {t} 搞定了！", "{t}终于弄完了，打勾✅"],
    "en": ["✅ {t} done!"],
    "mix": ["{t} done ✅ 撒花"],
}
TASK_ACK = ["辛苦了", "太棒了", "好耶", "👏👏", "nice!!", "yay", "撒花🎉", "辛苦辛苦"]
# the group's own chatter: no topic, no value, numbers in plenty
CHAT = {
    "zh": [
        "今天加班到{h}点，累死",
        "楼下奶茶第二杯半价",
        "刚开完{d}个会",
        "周末谁有空去试菜",
        "我这边下雨了",
        "地铁挤死了",
        "这周过得好快",
        "还有{g}天就婚礼了！！",
        "今天3{d}度热死",
        "中午吃了麻辣烫{c}块",
        "晚上谁还在",
        "我困了先睡",
        "刚到家",
        "明天{h}点起床",
        "哈哈哈哈哈",
        "笑死我了",
        "好好好",
        "等我{d}分钟",
        "我也是",
        "群里好热闹",
        "快递到了{d}个",
        "这个月花了{e}了",
        "好想放假",
        "婚礼那天会不会下雨啊",
        "天气预报说周六2{d}度",
        "我订了闹钟{h}点",
    ],
    "en": [
        "long day, {d} meetings",
        "just got home",
        "anyone still up?",
        "good morning!",
        "night all",
        "lol",
        "omg {g} days to go!!",
        "it's 3{d} degrees here today",
        "stuck in traffic for {c} min",
        "coffee number {d} today",
        "same here",
        "brb",
        "on my way",
        "work is crazy this week",
        "so excited!!",
        "I'll check tonight",
        "sounds good",
        "haha yes",
        "can't wait",
        "busy week lol",
    ],
    "mix": [
        "今天 meeting 开了{d}个",
        "晚上 call 一下？",
        "我 ok 的",
        "周末 free 吗",
        "还有{g}天 so excited",
        "今天好 busy",
        "哈哈 same",
        "等我 {d} 分钟 brb",
        "这周 deadline 好多",
        "我先 offline 了",
    ],
}
MORNING = {"zh": ["早", "早上好", "早呀", "早早早"], "en": ["morning!", "gm"], "mix": ["早 gm"]}
NIGHT = {"zh": ["晚安", "睡了睡了", "晚安安"], "en": ["night!", "gn"], "mix": ["晚安 gn"]}
REPEAT = ["好耶", "冲冲冲", "哈哈哈哈", "+1", "辛苦了", "羡慕", "期待！", "yay!!"]
PING = [  # an @-question of no topic and its answer
    ("@{b} 今晚有空吗，{h}点语音一下", "有的"),
    ("@{b} 你到家没", "到了到了"),
    ("@{b} 文件收到了吗", "收到"),
    ("@{b} are you free at {h}?", "yep"),
    ("@{b} 明天{h}点能来帮忙吗", "可以"),
    ("@{b} did you see my message?", "just did"),
    ("@{b} 群文件第{d}个打不开", "我再传一次"),
    ("@{b} 周{w}一起去踩点吗", "行"),
]
# the group's own 接龙 lists, none a topic's
JL_PLAIN = [
    ("#接龙 周六试菜谁去", ["去", "去，{h}点到", "可能晚点", "去！"]),
    ("#接龙 彩排那天几点能到", ["{h}点", "{h}点半", "下班就来", "{h}点左右"]),
    ("#接龙 帮忙叠喜糖盒（周{w}晚上）", ["我", "我可以", "+1", "带个朋友"]),
    ("#接龙 伴手礼要几份", ["{d}份", "{d}份", "1份", "{d}份谢谢"]),
]
# how a fact is said around its detail, whatever the topic ({x} the detail, {y} a wrong one)
TERSE = {"zh": ["{x}", "{x}哈哈", "是{x}", "{x}吧应该", "就{x}"],
         "en": ["{x}", "{x} :)", "it's {x}"], "mix": ["{x} 哈哈", "是{x} lol"]}  # fmt: skip
LATE = {"zh": ["才看到 @{a} {x}", "刚看到消息 @{a} 是{x}"], "en": ["just saw this @{a} {x}",
        "sorry only saw it now @{a} it's {x}"], "mix": ["才看到 sorry @{a} {x}"]}  # fmt: skip
SPLIT_TAIL = {"zh": ["{x}", "就是{x}", "是{x}"], "en": ["{x}", "it's {x}"], "mix": ["{x}", "是{x}"]}
NUDGE = {"zh": ["快说", "然后呢", "？？"], "en": ["which?", "go on", "and?"]}
CONFIRM = {"zh": ["对的哈哈", "是的", "嗯嗯没错", "你怎么知道的😂"], "en": ["yep", "haha yes",
           "that's right"], "mix": ["对 yes", "嗯 correct"]}  # fmt: skip
FIX_NOW = {
    "zh": ["打错了，不是{y}，是{x}", "更正：{y}说错了，是{x}"],
    "en": ["typo, not {y}, it's {x}", "correction: {x}, not {y}"],
    "mix": ["sorry 说错了，不是{y}，是{x}"],
}
FIX_LATE = {
    "zh": ["昨天说错了，不是{y}，是{x}", "更正一下昨天的：{y}不对，是{x}"],
    "en": ["I said {y} yesterday, it's actually {x}"],
    "mix": ["昨天 typo 了，不是{y}，是{x}"],
}
NOTICE_ACK = ["收到", "收到！", "好的", "收到收到", "👌", "ok"]
LONG_OPEN = {
    "zh": [
        "汇报一下这周的情况：周一加班到{h}点，周{w}又出差，",
        "跟大家说下近况，最近忙疯了，房贷第{d}期刚还完，",
        "碎碎念一下：今天地铁坐过站{d}次，",
    ],
    "en": [
        "Quick update from me: work has been nuts, {d} deadlines this week, ",
        "Catching up on the chat, {c} unread lol. Anyway, ",
    ],
    "mix": ["碎碎念 time：这周 OT 了{d}天，", "update 一下：最近 busy 到飞起，"],
}
LONG_CLOSE = {
    "zh": ["，另外周{w}我{h}点以后才有空，有事先留言，么么", "，其他的等见面再说，还有{g}天冲鸭"],
    "en": [
        ". Otherwise all fine, free after {h} most nights, see you all soon",
        ". That's it from me, {g} days to go!",
    ],
    "mix": ["，其他 ok，周{w}之后都 free，see you", "，就这些，{g}天后见 love u all"],
}
FWD_NOTE = {"zh": ["转发一下商家的消息👇", "刚收到的，记录一下👇"], "en": ["fwd from the shop 👇",
            "just got this 👇"], "mix": ["商家刚发的 fwd 一下👇"]}  # fmt: skip
# a member might send the bot these: nothing about the group's past, no member named
CHATTER = [
    "婚礼致辞一般说多久合适？",
    "帮我写一段三十秒的伴娘致辞",
    "How do I say 'congratulations' in Italian?",
    "把'百年好合'翻译成英文",
    "红包一般包多少合适？",
    "帮我写个婚礼倒计时的朋友圈文案",
    "What's a good toast for a best man?",
    "早上好呀",
    "晚安~",
    "你好，你是谁？",
    "怎么在Excel里做座位表？",
    "How do I make a QR code for an RSVP form?",
    "帮我算一下 12 桌每桌 10 人要多少把椅子",
    "写一首四句的祝福诗",
    "How long should a wedding slideshow be?",
    "西装和礼服有什么区别？",
    "怎么叠一个爱心形状的红包？",
    "Give me three ideas for a wedding hashtag",
    "帮我把这句话改得正式一点：谢谢大家来",
    "Translate '早生贵子' into English",
    "婚礼上常用的背景音乐有哪些？",
    "What does 'RSVP' stand for?",
    "高跟鞋磨脚怎么办？",
    "How do I fix a zipper that's stuck?",
    "怎么让气球飘得更久？",
    "帮我列一个婚礼当天应急包的清单",
    "What should I write in a wedding card?",
    "伴郎要做哪些事？",
    "How do I tie a bow tie?",
    "怎么做一个简单的签到墙？",
    "推荐几个适合婚礼的游戏",
    "How much do people usually tip a wedding DJ?",
    "帮我写一条邀请函的开头",
    "白衬衫沾了红酒怎么洗？",
    "What's the difference between a tux and a suit?",
    "怎么跟长辈解释晚到？",
    "帮我写个感谢宾客的短信",
    "How do I keep flowers fresh overnight?",
    "怎么给视频加字幕？",
    "Can you proofread my speech?",
    "今天天气怎么样？",
    "你会讲笑话吗？讲一个",
    "How many calories in a slice of wedding cake?",
    "怎么用手机拍出好看的人像？",
    "帮我想一个伴娘团的群名",
    "What time zone is Sydney in?",
    "从上海到杭州高铁多久？",
    "How do I say 'cheers' in Japanese?",
    "怎么避免晕车？",
    "帮我写一段新郎的誓词，温柔一点",
    "What's a polite way to decline a wedding invite?",
    "喜帖上的日期怎么写比较好看？",
    "How do I iron a shirt without an iron?",
    "给我五个破冰小游戏",
    "怎么计算婚宴每桌的预算？",
    "Write a haiku about love",
    "怎么做 PPT 的渐变背景？",
    "What's a good gift under 500 yuan?",
    "帮我把这段话翻译成英文：祝你们幸福",
    "怎么快速消除黑眼圈？",
    "How do I stop my voice shaking when I speak in public?",
    "婚礼流程一般怎么排？",
    "谢谢你！",
    "帮我起草一个拼车的通知",
    "How do I split a bill fairly among friends?",
    "怎么保存鲜花做成干花？",
    "What do you call the groom's friends in Chinese?",
    "如何写一段有趣的开场白？",
    "推荐一个记账的方法",
    "How long does it take to learn a simple dance?",
    "帮我写一个提醒大家带身份证的通知",
    "你好呀",
    "Is it rude to wear white to a wedding?",
    "怎么把照片批量压缩？",
    "What does 'something borrowed' mean?",
    "帮我查一下'囍'字怎么写",
    "How do I write a thank-you note?",
    "怎么在群里发起投票？",
    "有没有适合朗读的英文情诗？",
    "What's the best way to pack a suit in a suitcase?",
    "婚礼上能穿黑色吗？",
    "帮我写三句调侃新郎的话",
    "How do I make a playlist on my phone?",
    "怎么安排车队的顺序？",
    "What should a groomsman bring on the day?",
    "帮我写个早安问候",
    "怎么说'新婚快乐'用粤语？",
    "Give me a checklist for the morning of a wedding",
    "怎样快速学会化淡妆？",
    "Thanks, that helps!",
    "如何给一百个人分组？",
    "What's a nice way to say goodbye at the end of a party?",
]
NOBODY = [  # things nobody in the group had or did
    "谁请了舞狮队来婚礼？",
    "Who is flying a drone over the venue?",
    "谁负责放烟花？",
    "Who booked a yacht for the after-party?",
    "谁请了乐队来现场演奏？",
    "Who has a tattoo of the couple's names?",
    "谁订了热气球？",
    "Who rented a vintage bus?",
    "谁要穿汉服来婚礼？",
    "Who learned sign language for the vows?",
    "谁会在婚礼上变魔术？",
    "Who is bringing a horse to the ceremony?",
    "谁在婚礼上求婚了？",
    "Who wrote a novel about the couple?",
    "谁准备了冰雕？",
]
WEDDING_LINES = {
    "zh": [
        "出发了出发了",
        "新娘太美了😭",
        "接到新娘了！",
        "吉时到",
        "堵门好激烈哈哈",
        "仪式开始了",
        "第{d}桌在这边",
        "敬酒敬到第{d}桌了",
        "新郎哭了哈哈哈",
        "累瘫了",
    ],
    "en": [
        "on our way!",
        "the bride looks stunning",
        "ceremony starting",
        "so emotional",
        "table {d} is over here",
        "best wedding ever",
    ],
    "mix": ["新娘好美 omg", "仪式 start 了", "敬酒到第{d}桌 lol"],
}
AFTER_LINES = {
    "zh": [
        "照片上传群相册了，共{c}张",
        "昨天太开心了",
        "谢谢大家这{d}周的帮忙",
        "腿还是酸的",
        "视频剪好了发群文件",
    ],
    "en": ["uploaded {c} photos to the album", "what a day yesterday", "thank you all so much"],
    "mix": ["照片 uploaded 了{c}张", "thank you 大家"],
}


def _cut(text: str, drop: tuple[str, ...]) -> str:
    for d in sorted((d for d in drop if d), key=len, reverse=True):
        text = text.replace(d, " ")
    return text


def _content(text: str, drop: tuple[str, ...]) -> tuple[set[str], set[str]]:
    """The English content words (stemmed) and the Chinese pairs of `text`, `drop` cut."""
    t = _cut(text, drop)
    words = {stem(w.lower()) for w in LATIN.findall(t) if w.lower() not in STOP}
    return words, pairs(t)


def _shares(a: str, b: str, drop: tuple[str, ...]) -> bool:
    wa, pa = _content(a, drop)
    wb, pb = _content(b, drop)
    return bool(wa & wb or pa & pb)


def _lang(text: str, drop: tuple[str, ...], detail: str = "") -> str:
    """A line's language with names, the detail and a wrong value cut out; a line of the
    detail alone takes the detail's script."""
    t = _cut(text, (*drop, detail))
    c, latin = bool(CJK.search(t)), bool(LATIN.search(t))
    if c and latin:
        return "mix"
    if c or latin:
        return "zh" if c else "en"
    return "zh" if CJK.search(detail) else "en"


def _day(t: float) -> int:
    return int((t - T0) // DAY)


def _at(d: int, h: float) -> float:
    return T0 + d * DAY + h * HOUR


def _poisson(rng: random.Random, lam: float) -> int:
    if lam <= 0:
        return 0
    n, p, limit = 0, 1.0, math.exp(-lam)
    while True:
        p *= rng.random()
        if p < limit:
            return n
        n += 1


def _pick_lang(rng: random.Random, who: str) -> str:
    r = rng.random()
    return "en" if r < EN[who] else "mix" if r < EN[who] + MIX[who] else "zh"


def _two(rng: random.Random, who: str) -> str:
    """zh or en for a template that has no mixed form."""
    return "en" if rng.random() < EN[who] + MIX[who] / 2 else "zh"


def _fill(rng: random.Random, text: str, d: int, **kw: str) -> str:
    """`text` with its keys put in and its numbers drawn ({g}: days to the wedding)."""

    def put(m: re.Match[str]) -> str:
        k = m.group(1)
        if k in kw:
            return kw[k]
        if k == "g":
            return str(max(1, WEDDING - d))
        if k == "d":
            return str(rng.randint(2, 9))
        if k == "e":
            return str(rng.choice((180, 260, 399, 520, 688, 880, 1200, 1680, 2400, 3600)))
        if k == "h":
            return str(rng.randint(6, 22))
        if k == "c":
            return str(rng.randint(11, 68))
        if k == "w":
            return "一二三四五六日"[rng.randrange(7)]
        raise KeyError(k)

    return re.sub(r"\{(\w)\}", put, text)


class _Gen:
    """The lines drawn so far: (time, who, text, fact index or -1, role)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.recs: list[tuple[float, str, str, int, str]] = []

    def add(self, t: float, who: str, text: str, k: int = -1, role: str = "") -> float:
        self.recs.append((t, who, text, k, role))
        return t

    def who(self, but: tuple[str, ...] = ()) -> str:
        pool = [m for m in MEMBERS if m not in but]
        return self.rng.choices(pool, [TALK[m] for m in pool])[0]

    def gap(self) -> float:
        return min(900.0, self.rng.lognormvariate(3.6, 0.9))  # seconds: most under two minutes

    def hour(self, d: int) -> float:
        """An hour of day `d` by the day's rhythm: weekdays around work, weekends all day."""
        if d % 7 in (5, 6):
            spans = ((8.5, 12.0, 1.0), (12.0, 18.0, 1.3), (18.0, 23.4, 1.9))
        else:
            spans = ((7.2, 9.0, 0.5), (9.0, 12.0, 0.45), (12.0, 13.6, 1.0), (13.6, 18.0, 0.5),
                     (18.5, 23.4, 2.3))  # fmt: skip
        a, b, _ = self.rng.choices(spans, [s[2] for s in spans])[0]
        return self.rng.uniform(a, b)

    def evening(self) -> float:
        return self.rng.uniform(19.0, 22.2)

    def say(self, who: str, pool: dict[str, list[str]], d: int, **kw: str) -> str:
        lang = _pick_lang(self.rng, who)
        options = pool.get(lang) or pool["zh"]
        return _fill(self.rng, self.rng.choice(options), d, **kw)


def _facts(rng: random.Random) -> list[dict[str, Any]]:
    """Six facts a topic, a member once a topic, the shapes dealt in turn."""
    facts: list[dict[str, Any]] = []
    taken: set[str] = set()
    for k in range(6 * len(KINDS)):
        kind, n = KINDS[k // 6], MEMBERS[k % len(MEMBERS)]
        shape = SHAPES[k % len(SHAPES)]
        want = _pick_lang(rng, n)
        vals = TOPICS[kind]["vals"]
        latin = [v for v in vals if v.isascii() and v not in taken]
        han = [v for v in vals if not v.isascii() and v not in taken]
        x = rng.choice(latin if want == "en" or rng.random() < 0.35 or not han else han)
        taken.add(x)
        f: dict[str, Any] = {"kind": kind, "name": n, "uid": QQ[n], "shape": shape,
                             "detail": x, "want": want}  # fmt: skip
        if shape == "correction":
            y = rng.choice([v for v in (latin if x.isascii() else han) if v not in taken])
            taken.add(y)
            f["earlier"] = y
        facts.append(f)
    return facts


def _terse(rng: random.Random, want: str, x: str) -> str:
    return rng.choice(TERSE[want]).format(x=x)


def _ask(g: _Gen, f: dict[str, Any], d: int, a: str) -> str:
    lang = _two(g.rng, a)
    return f"@{f['name']} " + _fill(g.rng, g.rng.choice(TOPICS[f["kind"]]["ask"][lang]), d)


def _asker(g: _Gen, f: dict[str, Any]) -> str:
    a = g.who(but=(f["name"],))
    f["asker"] = a
    return a


def _one(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    tp, rng = TOPICS[f["kind"]], g.rng
    text = _fill(rng, rng.choice(tp["one"][f["want"]]), d, x=f["detail"])
    g.add(_at(d, g.hour(d)), f["name"], text, k, "evidence")


def _answer(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    a = _asker(g, f)
    t = g.add(_at(d, g.evening()), a, _ask(g, f, d, a), k, "ask")
    g.add(t + g.rng.uniform(120, 2400), f["name"], _terse(g.rng, f["want"], f["detail"]), k,
          "evidence")  # fmt: skip


def _late(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    a = _asker(g, f)
    g.add(_at(d, g.rng.uniform(20.0, 22.5)), a, _ask(g, f, d, a), k, "ask")
    later = d + g.rng.choice((1, 1, 2))
    text = g.rng.choice(LATE[f["want"]]).format(a=a, x=f["detail"])
    g.add(_at(later, g.rng.uniform(7.5, 12.0)), f["name"], text, k, "evidence")


def _correction(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    tp, rng, n = TOPICS[f["kind"]], g.rng, f["name"]
    x, y = f["detail"], f["earlier"]
    t = g.add(_at(d, g.evening()), n, _fill(rng, rng.choice(tp["one"][f["want"]]), d, x=y), k,
              "earlier")  # fmt: skip
    if rng.random() < 0.5:
        text, at = rng.choice(FIX_NOW[f["want"]]), t + rng.uniform(180, 1200)
    else:
        text, at = rng.choice(FIX_LATE[f["want"]]), _at(d + 1, rng.uniform(8.0, 11.0))
    g.add(at, n, text.format(x=x, y=y), k, "evidence")


def _split(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    tp, rng, n = TOPICS[f["kind"]], g.rng, f["name"]
    head = "en" if f["want"] == "en" else "zh"
    t = g.add(_at(d, g.hour(d)), n, rng.choice(tp["intro"][head]), k, "evidence")
    if rng.random() < 0.5:
        o = g.who(but=(n,))
        g.add(t + rng.uniform(15, 35), o, rng.choice(NUDGE[_two(rng, o)]))
    tail = {"en": "en", "zh": "zh", "mix": "en"}[f["want"]]
    g.add(t + rng.uniform(50, 85), n, rng.choice(SPLIT_TAIL[tail]).format(x=f["detail"]), k,
          "evidence")  # fmt: skip


def _reported(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    tp, rng, n = TOPICS[f["kind"]], g.rng, f["name"]
    r = g.who(but=(n,))
    f["reporter"] = r
    text = f"@{n} " + rng.choice(tp["rep"][_two(rng, r)]).format(x=f["detail"])
    t = g.add(_at(d, g.hour(d)), r, text, k, "evidence")
    conf = rng.choice(CONFIRM[f["want"]])
    g.add(t + rng.uniform(60, 600), n, conf, k, "confirm")


def _notice(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    tp, rng, n = TOPICS[f["kind"]], g.rng, f["name"]
    c = GROOM if n == BRIDE else BRIDE
    f["poster"] = c
    task = rng.choice(TASKS)[0]
    body = tp["notice"].format(n=n, x=f["detail"])
    lines = ["【群公告】进度更新", f"1. {body}", f"2. {task}还差{{d}}项", "3. 距离婚礼还有{g}天"]
    text = _fill(rng, "\n".join(lines), d)
    t = g.add(_at(d, rng.uniform(9.0, 10.5)), c, text, k, "evidence")
    for who in rng.sample([m for m in MEMBERS if m != c], rng.randint(2, 4)):
        t += rng.uniform(30, 400)
        g.add(t, who, rng.choice(NOTICE_ACK))


def _jielong(g: _Gen, k: int, f: dict[str, Any], d: int, holders: set[str]) -> None:
    tp, rng, n = TOPICS[f["kind"]], g.rng, f["name"]
    title, pool = tp["jl"]
    free = [m for m in MEMBERS if m not in holders and m != n]
    starter = MOH if MOH in free else rng.choice(free)
    others = [starter, *rng.sample([m for m in free if m != starter], rng.randint(1, 3))]
    entries = [[m, rng.choice(pool)] for m in others]
    f["entries"] = entries
    t = _at(d, g.hour(d))
    for i, (m, _) in enumerate(entries):
        lines = [f"{j + 1}. {mm} {e}" for j, (mm, e) in enumerate(entries[: i + 1])]
        g.add(t, m, "\n".join([title, *lines]), k, "list")
        t += rng.uniform(60, 1500)
    lines = [f"{j + 1}. {mm} {e}" for j, (mm, e) in enumerate(entries)]
    g.add(t, n, "\n".join([title, *lines, f"{len(entries) + 1}. {n} {f['detail']}"]), k,
          "evidence")  # fmt: skip


def _reply(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    a = _asker(g, f)
    ask = _ask(g, f, d, a)
    t = g.add(_at(d, g.evening()), a, ask, k, "ask")
    text = f"[回复 {a}：{ask}]\n{_terse(g.rng, f['want'], f['detail'])}"
    g.add(t + g.rng.uniform(300, 3000), f["name"], text, k, "evidence")


def _long(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    tp, rng, n, w = TOPICS[f["kind"]], g.rng, f["name"], f["want"]
    mid = tp["mid"]["en" if w == "en" else "zh"]
    text = rng.choice(LONG_OPEN[w]) + mid + rng.choice(LONG_CLOSE[w])
    g.add(_at(d, g.evening()), n, _fill(rng, text, d, x=f["detail"]), k, "evidence")


def _forward(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    """This set's own: the member forwards a shop's (or an airline's, a studio's) message that
    holds the detail, under a line of their own."""
    tp, rng, n, w = TOPICS[f["kind"]], g.rng, f["name"], f["want"]
    shop = _fill(rng, tp["fwd"]["en" if w == "en" else "zh"], d, x=f["detail"])
    text = f"{rng.choice(FWD_NOTE[w])}\n「{shop}」"
    g.add(_at(d, g.hour(d)), n, text, k, "evidence")


SCRIPT = {
    "one": _one,
    "answer": _answer,
    "late": _late,
    "correction": _correction,
    "split": _split,
    "reported": _reported,
    "notice": _notice,
    "reply": _reply,
    "long": _long,
    "forward": _forward,
}


def _around(g: _Gen, k: int, f: dict[str, Any], days: list[int]) -> None:
    """The member's own lines on the topic, without the detail, three days from it at least."""
    rng, n = g.rng, f["name"]
    away = [d for d in range(1, WEDDING) if all(abs(d - e) >= 3 for e in days)]
    for _ in range(rng.choice((0, 1, 1, 2))):
        d = rng.choice(away)
        text = _fill(rng, rng.choice(TOPICS[f["kind"]]["around"][_two(rng, n)]), d)
        g.add(_at(d, g.hour(d)), n, text, k, "around")


def _passing(
    g: _Gen, facts: list[dict[str, Any]], busy: dict[str, set[str]]
) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Others' lines on each topic in passing (three members with nothing on it), and an
    @-question on each topic put to one more such member, never answered."""
    rng = g.rng
    holders: dict[str, set[str]] = {}
    asked: dict[str, set[str]] = {}
    for kind, tp in TOPICS.items():
        free = [m for m in MEMBERS if m not in busy[kind]]
        chosen = rng.sample(free, 4)
        holders[kind] = set(chosen[:3])
        for m in chosen[:3]:
            d = rng.randrange(1, WEDDING)
            g.add(_at(d, g.hour(d)), m, _fill(rng, rng.choice(tp["pass"][_two(rng, m)]), d))
        z = chosen[3]
        a = g.who(but=(z,))
        d = rng.randrange(1, WEDDING - 1)
        ask = _fill(rng, rng.choice(tp["ask"][_two(rng, a)]), d)
        g.add(_at(d, g.hour(d)), a, f"@{z} {ask}")
        asked[kind] = {z}
    return holders, asked


def _thread(g: _Gen, t: float, d: int, open_tasks: list[tuple[str, str, str, int, int]]) -> None:
    """One ordinary thread at `t`: a task's talk, an exchange, an @-question, 复读, a reply
    quote, a long message."""
    rng = g.rng
    r = rng.random()
    if open_tasks and r < 0.42:
        zh, en, owner, _, _ = rng.choice(open_tasks)
        for i in range(rng.randint(2, 5)):
            who = owner if i == 1 else g.who()
            lang = _pick_lang(rng, who)
            g.add(t, who, _fill(rng, rng.choice(TASK_LINE[lang]), d, t=en if lang == "en" else zh))
            t += g.gap()
    elif r < 0.72:
        for _ in range(rng.randint(1, 4)):
            who = g.who()
            g.add(t, who, g.say(who, CHAT, d))
            t += g.gap()
    elif r < 0.8:
        a = g.who()
        b = g.who(but=(a,))
        q, ans = rng.choice(PING)
        g.add(t, a, _fill(rng, q, d, b=b))
        g.add(t + rng.uniform(40, 900), b, ans)
    elif r < 0.87:
        line = rng.choice(REPEAT)
        for who in rng.sample(MEMBERS, rng.randint(3, 5)):
            g.add(t, who, line)
            t += rng.uniform(3, 40)
    elif r < 0.95:
        a = g.who()
        b = g.who(but=(a,))
        said = g.say(a, CHAT, d)
        g.add(t, a, said)
        g.add(t + g.gap(), b, f"[回复 {a}：{said}]\n{g.say(b, CHAT, d)}")
    else:
        who = g.who()
        lang = _pick_lang(rng, who)
        text = rng.choice(LONG_OPEN[lang]) + rng.choice(CHAT[lang]) + rng.choice(LONG_CLOSE[lang])
        g.add(t, who, _fill(rng, text, d))


def _days(g: _Gen, scale: float) -> None:
    """The ordinary days, laid out by the checklist: the more items open, the more talk."""
    rng = g.rng
    plain = list(JL_PLAIN)
    rng.shuffle(plain)
    jl_days = {8 + 9 * i: jl for i, jl in enumerate(plain)}
    for d in range(DAYS):
        open_tasks = [tk for tk in TASKS if tk[3] <= d < min(tk[3] + tk[4], WEDDING)]
        weekend = d % 7 in (5, 6)
        for tk in TASKS:
            if tk[3] == d:  # an item opened: the bride or the maid of honour gives it out
                o = rng.choice((BRIDE, MOH))
                t = g.add(_at(d, g.hour(d)), o, _fill(rng, rng.choice(TASK_OPEN), d, t=tk[0],
                                                           o=tk[2]))  # fmt: skip
                if tk[2] != o:
                    g.add(t + g.gap(), tk[2], rng.choice(NOTICE_ACK))
            if min(tk[3] + tk[4], WEDDING - 1) == d:  # ticked off, and the group cheers
                lang = _pick_lang(rng, tk[2])
                t = g.add(
                    _at(d, g.hour(d)),
                    tk[2],
                    _fill(rng, rng.choice(TASK_DONE[lang]), d, t=tk[1] if lang == "en" else tk[0]),
                )
                for who in rng.sample([m for m in MEMBERS if m != tk[2]], rng.randint(1, 4)):
                    t += rng.uniform(5, 200)
                    g.add(t, who, rng.choice(TASK_ACK))
        if d % 7 == 0 and d < WEDDING:  # Monday: the checklist as a 【群公告】
            done = [tk[0] for tk in TASKS if tk[3] + tk[4] <= d]
            left = [tk[0] for tk in open_tasks]
            text = "\n".join([f"【群公告】筹备清单（第{d // 7 + 1}周）",
                              *(f"✅ {x}" for x in done[-4:]), *(f"⬜ {x}" for x in left),
                              f"距离婚礼还有{WEDDING - d}天，大家加油！"])  # fmt: skip
            t = g.add(_at(d, rng.uniform(8.6, 9.4)), BRIDE, text)
            for who in rng.sample(MEMBERS[1:], rng.randint(2, 5)):
                t += rng.uniform(20, 600)
                g.add(t, who, rng.choice(NOTICE_ACK))
        if d in jl_days:  # one of the group's own 接龙 lists
            title, pool = jl_days[d]
            title = _fill(rng, title, d)
            t, entries = _at(d, g.evening()), []
            for who in rng.sample(MEMBERS, rng.randint(3, 6)):
                entries.append(f"{len(entries) + 1}. {who} {_fill(rng, rng.choice(pool), d)}")
                g.add(t, who, "\n".join([title, *entries]))
                t += rng.uniform(40, 1200)
        if rng.random() < 0.85:  # the morning's 早s
            t = _at(d, rng.uniform(7.0, 9.0) + (1.5 if weekend else 0))
            for who in rng.sample(MEMBERS, rng.randint(2, 5)):
                g.add(t, who, g.say(who, MORNING, d))
                t += g.gap()
        if rng.random() < 0.6:
            t = _at(d, rng.uniform(23.0, 23.6))
            for who in rng.sample(MEMBERS, rng.randint(1, 3)):
                g.add(t, who, g.say(who, NIGHT, d))
                t += rng.uniform(5, 60)
        if d >= WEDDING:  # the day itself and after
            pool = WEDDING_LINES if d == WEDDING else AFTER_LINES
            for _ in range(_poisson(rng, scale * (70 if d == WEDDING else 22))):
                who = g.who()
                h = rng.uniform(5.5, 23.0) if d == WEDDING else g.hour(d)
                g.add(_at(d, h), who, g.say(who, pool, d))
        lam = scale * ((5.0 + 0.85 * len(open_tasks)) * (1.25 if weekend else 1.0))
        if d >= WEDDING:
            lam *= 0.3
        for _ in range(_poisson(rng, lam)):
            _thread(g, _at(d, g.hour(d)), d, open_tasks)


def _questions(f: dict[str, Any], said: list[str]) -> None:
    """The three questions, each in its language; a paraphrase tried in its language first,
    and only if none of the topic's fits, in the other."""
    tp, x, n, ql = TOPICS[f["kind"]], f["detail"], f["name"], f["q_lang"]
    f["keyword"] = tp["kq"][ql["keyword"]].format(x=x)
    f["partial"] = tp["pq"][ql["partial"]].format(n=n)
    drop = (*MEMBERS, x, f.get("earlier", ""))
    want = ql["paraphrase"]
    for lang in (want, "en" if want == "zh" else "zh"):
        fits = [p.format(n=n) for p in tp["pp"][lang]]
        fits = [p for p in fits if not any(_shares(p, t, drop) for t in said)]
        if fits:
            f["paraphrase"], ql["paraphrase"] = fits[0], lang
            return
    raise AssertionError(("no paraphrase fits", f["kind"], said))


def _never(
    rng: random.Random,
    facts: list[dict[str, Any]],
    spare: dict[str, list[str]],
    holders: dict[str, set[str]],
    owners: dict[str, set[str]],
    busy: dict[str, set[str]],
) -> tuple[list[str], list[tuple[str, str, str]]]:
    """Ninety questions about things never said: 45 naming a member (15 a topic's partial
    question of a member who spoke of it only in passing, 15 a detail no line gives of a
    member's topic, 15 a never-said value put to a member with no line on its topic) and 45
    naming no one (30 a never-said value in a keyword question, 15 things nobody had), with
    what each named one is about: (topic, member, why)."""
    out: list[str] = []
    about: list[tuple[str, str, str]] = []

    def put(q: str, kind: str = "", m: str = "", why: str = "") -> bool:
        if q in out:
            return False
        out.append(q)
        if m:
            about.append((kind, m, why))
        return True

    lang = ["zh", "en"]
    pairs_ = sorted((kind, m) for kind, ms in holders.items() for m in ms)
    rng.shuffle(pairs_)
    for kind, m in pairs_[:15]:
        assert m not in owners[kind]
        put(TOPICS[kind]["pq"][lang[len(out) % 2]].format(n=m), kind, m, "passing")
    for f in rng.sample(facts, 15):
        q = TOPICS[f["kind"]]["nd"][lang[len(out) % 2]].format(n=f["name"])
        put(q, f["kind"], f["name"], "detail")
    used: set[str] = set()
    while len(out) < 45:
        kind = rng.choice(KINDS)
        m = rng.choice([mm for mm in MEMBERS if mm not in busy[kind]])
        v = rng.choice([v for v in spare[kind] if v not in used])
        if put(TOPICS[kind]["nv"][lang[len(out) % 2]].format(n=m, v=v), kind, m, "value"):
            used.add(v)
    left = [(kind, v) for kind in KINDS for v in spare[kind] if v not in used]
    for kind, v in rng.sample(left, 30):
        put(TOPICS[kind]["kq"][lang[len(out) % 2]].format(x=v))
    out += NOBODY
    return out, about


def twenty_first_set(seed: int = 2121) -> Set:
    """The held-out twenty-first set (see the module's docstring)."""
    rng = random.Random(seed)
    g = _Gen(rng)
    facts = _facts(rng)
    days = [1 + (i * (WEDDING - 4)) // len(facts) for i in range(len(facts))]
    rng.shuffle(days)
    busy: dict[str, set[str]] = {kind: set() for kind in KINDS}
    for f in facts:
        busy[f["kind"]].add(f["name"])
    for k, f in enumerate(facts):
        if f["shape"] == "jielong":
            _jielong(g, k, f, days[k], set(busy[f["kind"]]))
            busy[f["kind"]] |= {m for m, _ in f["entries"]}
        else:
            SCRIPT[f["shape"]](g, k, f, days[k])
    for k, f in enumerate(facts):
        ev_days = sorted({_day(r[0]) for r in g.recs if r[3] == k and r[4] == "evidence"})
        _around(g, k, f, ev_days)
    owners = {kind: set(ms) for kind, ms in busy.items()}  # facts and 接龙 entries
    holders, asked = _passing(g, facts, busy)
    for kind in KINDS:
        busy[kind] |= holders[kind] | asked[kind]
    scripted, scale = list(g.recs), 1.0
    for attempt in range(12):  # the days drawn again until about 3,000 lines
        g.recs = list(scripted)
        g.rng = random.Random(seed * 100 + attempt)
        _days(g, scale)
        size = sum(1 for r in g.recs if T0 < r[0] < END - MINUTE)
        if 2920 <= size <= 3080:
            break
        scale *= 1 + 1.2 * (3000 - size) / size
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
        f.pop("_list", None)
        f["carrier"] = (
            f.pop("poster")
            if f["shape"] == "notice"
            else f.pop("reporter")
            if f["shape"] == "reported"
            else f["name"]
        )
        texts = [said_at[t] for t in f["evidence"]]
        last = f["shape"] in ("jielong", "reply")
        line = texts[-1].rsplit("\n", 1)[-1] if last else " ".join(texts)
        f["lang"] = _lang(line, (*MEMBERS, f.get("earlier", "")), f["detail"])
        f["rare"] = [f["detail"]]
        del f["want"]
    plain = [(k, c) for k, f in enumerate(facts) if f["lang"] != "mix" for c in CLASSES]
    crossed = set(rng.sample(plain, round(FLIP * len(plain))))
    for k, f in enumerate(facts):
        if f["lang"] == "mix":
            f["q_lang"] = {c: rng.choice(("zh", "en")) for c in CLASSES}
        else:
            other = "en" if f["lang"] == "zh" else "zh"
            f["q_lang"] = {c: other if (k, c) in crossed else f["lang"] for c in CLASSES}
        _questions(f, [said_at[t] for t in f["evidence"]])
    taken = {v for f in facts for v in (f["detail"], f.get("earlier", "")) if v}
    spare = {kind: [v for v in tp["vals"] if v not in taken] for kind, tp in TOPICS.items()}
    never, about = _never(rng, facts, spare, holders, owners, busy)
    chatter = rng.sample(CHATTER, 90)
    s = Set("twenty_first", messages, facts, never, chatter, classes=CLASSES, members=dict(QQ))
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
    assert s.messages[0].created_at > START + 1300 * DAY
    assert 80 <= len(s.facts) <= 90 and s.classes == CLASSES
    assert {f["shape"] for f in s.facts} == set(SHAPES)
    every = [v for tp in TOPICS.values() for v in tp["vals"]]
    of = {v: kind for kind, tp in TOPICS.items() for v in tp["vals"]}
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
    home: dict[str, list[float]] = {}
    for f in s.facts:
        x, n, ev, shape, c = f["detail"], f["name"], f["evidence"], f["shape"], f["carrier"]
        assert of[x] == f["kind"] and ev == sorted(ev) and all(at in index for at in ev), f
        assert len(ev) == (2 if shape == "split" else 1), f
        said = [said_at[at] for at in ev]
        for at in ev:
            assert f"] {c}({s.members[c]}): " in texts[index[at]], (c, at)
        assert (c == n) == (shape not in ("reported", "notice")), f
        assert shape != "notice" or c in (BRIDE, GROOM), f
        assert f["uid"] == s.members[n] and x in f["keyword"] and f["rare"] == [x], f
        assert not any(m in f["keyword"] for m in MEMBERS), f["keyword"]
        for cls in ("partial", "paraphrase"):
            assert n in f[cls] and x.lower() not in f[cls].lower(), f[cls]
        drop = (*MEMBERS, x, f.get("earlier", ""))
        assert not any(_shares(f["paraphrase"], t, drop) for t in said), (f["paraphrase"], said)
        assert set(f["q_lang"]) == set(CLASSES) and f["lang"] in ("zh", "en", "mix")
        for cls in CLASSES:  # a question is in the language it is said to be in
            assert _lang(f[cls], drop) == f["q_lang"][cls], (f[cls], f["q_lang"])
        assert x in said[-1] and not any(x in t for t in said[:-1]), (x, said)
        for at in f["around"]:
            assert f"] {n}({f['uid']}): " in texts[index[at]] and x.lower() not in low[index[at]]
            assert at not in ev and all(abs(_day(at) - _day(e)) >= 2 for e in ev), f
        home[x] = [ev[-1]]
        if shape in TERSE_SHAPES:  # the detail said without the topic's words
            part = _cut(said[-1].rsplit("\n", 1)[-1], (x, *MEMBERS)).lower()
            assert not any(w.lower() in part for w in TOPICS[f["kind"]]["words"]), said
        if shape in ("answer", "late", "reply"):
            a, asked = f["asker"], f["asked_at"]
            assert a != n and asked < ev[0] and f"@{n}" in said_at[asked], f
            assert f"] {a}({s.members[a]}): " in texts[index[asked]]
            assert x.lower() not in low[index[asked]]
            if shape == "late":
                assert _day(ev[0]) > _day(asked) and f"@{a}" in said[0], f
            else:
                assert ev[0] - asked < HOUR, f
            if shape == "reply":
                assert said[0].startswith(f"[回复 {a}：@{n} "), said
        if shape == "correction":
            y = f["earlier"]
            home[y] = [f["earlier_at"], ev[0]]
            assert of[y] == f["kind"] and y != x and f["earlier_at"] < ev[0]
            assert f"] {n}({f['uid']}): " in texts[index[f["earlier_at"]]]
            assert x.lower() not in low[index[f["earlier_at"]]] and y in said[0] and x in said[0]
        if shape == "split":
            assert ev[1] - ev[0] < 120 and x not in said[0], f
        if shape == "reported":  # said to the member, who confirms without it
            conf = f["confirmed_at"]
            assert said[0].startswith(f"@{n} ") and ev[0] < conf < ev[0] + HOUR, f
            assert f"] {n}(" in texts[index[conf]] and x.lower() not in low[index[conf]], f
        if shape == "jielong":
            assert said[0].startswith("#接龙") and said[0].endswith(f"{n} {x}"), said
            assert [f"{j + 1}. {m} {e}" for j, (m, e) in enumerate(f["entries"])] == said[0].split(
                "\n"
            )[1:-1], said
            assert n not in {m for m, _ in f["entries"]}
        if shape == "notice":
            assert said[0].startswith("【群公告】") and n in said[0] and c != n, said
        if shape == "long":
            i = said[0].index(x)
            assert len(said[0]) > 40 and i > 10 and len(said[0]) - i - len(x) > 10, said
        if shape == "forward":  # the detail inside the forwarded message, under the note
            head, _, quoted = said[0].partition("\n「")
            assert quoted.endswith("」") and x in quoted and x not in head, said
    # every value only where it belongs: a detail in its evidence, a wrong value in the line
    # that said it and the one that corrected it, any other value nowhere
    for v in every:
        hits = [at for at, t in zip(times, low, strict=True) if v.lower() in t]
        assert hits == home.get(v, []), (v, hits)
    cross = sum(
        1 for f in s.facts for ql in f["q_lang"].values() if f["lang"] != "mix" and ql != f["lang"]
    )
    plain = sum(1 for f in s.facts if f["lang"] != "mix") * len(CLASSES)
    assert 0.35 <= cross / plain <= 0.5, (cross, plain)
    for q in s.never:  # a never-said question's values are in no message
        assert not any(v.lower() in q.lower() for v in home), q
    if owners is not None and about is not None:
        # a named never-said question asks nothing a line answers: not a topic of the
        # member's facts or 接龙 entries (but a detail of it no line gives)
        facts_of = {(f["kind"], f["name"]) for f in s.facts}
        entries = {(f["kind"], m) for f in s.facts for m, _ in f.get("entries", ())}
        assert len(about) == 45, len(about)
        for kind, m, why in about:
            if why == "detail":
                assert (kind, m) in facts_of
            else:
                assert (kind, m) not in facts_of and (kind, m) not in entries
                assert m not in owners[kind]
    check_questions(s, [*home])


def _line_langs(s: Set) -> dict[str, int]:
    import collections

    return dict(
        collections.Counter(_lang(m.text().split("): ", 1)[1], tuple(MEMBERS)) for m in s.messages)
    )


if __name__ == "__main__":
    import collections

    print(describe(twenty_first_set, "mix"))
    s = twenty_first_set()
    print("questions", len(s.facts) * len(CLASSES), "over", len(s.facts), "facts")
    print("per member", dict(collections.Counter(f["name"] for f in s.facts)))
    print("carriers other than the member:", sum(f["carrier"] != f["name"] for f in s.facts))
    print("shapes", dict(collections.Counter(f["shape"] for f in s.facts)))
    print("line langs", _line_langs(s))
