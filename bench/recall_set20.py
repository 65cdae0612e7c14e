"""A twentieth evidence set for bench/recall.py: held out, never to choose anything on.

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
its top-level names; in bench/recall_set19.py its first 200 lines (its module docstring, its
imports, its constants and the head of its member table), a grep's list of its top-level names
(the first line of each), and its lines from `nineteenth_set` to the end (`nineteenth_set`,
`_answer_part`, `_check`, `_line_langs` and the `__main__` block), for the shape of what is
returned and checked; the openings (the first 2,500 characters) of the module docstrings of
bench/recall_set4.py to recall_set18.py; the first 80 lines of mnemo/message.py; the ruff
settings in pyproject.toml. The generator below is its own.

It differs from the other nineteen (bench/recall.py's `first_set`, recall_sets' `second_set`,
`third_set` and `long_conversation`, recall_set4's sessions of a timeline, recall_set5's point
process, recall_set6's day of threads, recall_set7's windows of interleaved threads,
recall_set8's members' presence, recall_set9's working week's agenda, recall_set10's club
calendar, recall_set11's semester of scenes, recall_set12's family's meal-time slots,
recall_set13's incidents waiting on office hours, recall_set14's chain of the group's moods,
recall_set15's compound's event log, recall_set16's guild's weekly game calendar, recall_set17's
football club's fixture list, recall_set18's daily check-in cycle, recall_set19's rescue cases)
in what it is about and how it is laid out:

- the conversation is the QQ group of sixteen stall owners of a night market by a university
  town in Changsha (its manager, Chinese stall owners, returnees and foreign students selling
  crêpes and egg waffles) over six spring weeks from START + 1,180 days (Monday 2029-03-26 to
  Monday 05-07, 清明 and the 五一 holiday among them), laid out by the tide of the market: each
  night has a crowd (by weekday, busiest on Fridays and Saturdays and in the 五一 week, a draw a
  night) and the group's talk runs against it: a morning of "早"s and restocking, noon, the
  setting up from half past three, the trading hours from six, where the busier the night the
  fewer the lines ("忙死了", "零钱 anyone？"), and the packing up after half past eleven, where
  the busier the night the more (takings, "到家了", late snacks); Mondays (the market's rest
  night) and heavy-rain nights are rest nights, talk all evening; every ordinary thread (a line,
  an exchange, an @-question and its answer, 复读, a reply quote "[回复 X：...]", a long
  message, a 接龙 list growing a name at a time) drawn by a phase's rate, and the days drawn
  again until they hold about 3,000 lines (2,976 with the default seed); the manager's Monday
  【群公告】 and its "收到"s; times strictly increasing, a second apart at least;
- numbers are everywhere (stall numbers, takings, portions, prices, fees, degrees, counts), so a
  line with a number is no answer;
- sixteen members of their own: the manager (老郑, the 【群公告】s), the admin who starts the 接龙
  lists (芳姐, stinky tofu), 阿豪 (skewers), Lily陈 (fruit tea), 小马哥 (fried noodles), Kevin
  (phone cases), 蔡蔡 (earrings), 王叔 (sugar painting), Mandy (flowers), 大刘 (ring toss), Jay_K
  (vintage clothes), 小鱼 (lemon tea, a student), 阿珍 (fried chicken), Sam Wong (egg waffles),
  Nadia (crêpes, an exchange student) and 豆包 (instant photos); each with odds of an English
  and of a mixed line and how much they talk, so lines are about 50 % Chinese, a third English
  and the rest mixed (1,535, 993 and 448 with the default seed);
- seventeen topics of their own, five facts each, 85 facts, a member once a topic at most and
  five or six facts a member, each with its own detail (five Chinese and five Latin values a
  topic): the frying-oil brand, the make of the stall trike, the payment speaker, the stall
  lamps' brand, the power station, the hometown, the helper's name, the signature item, the
  chili sauce, the canopy's brand, where they restock, the platform the stall is posted on,
  where the trade was learnt, the van, the day job, the name given to the stall cat, the song
  looped at the stall;
- facts in eleven shapes, dealt in turn down the topics (one 8, answer 8, late 8, correction 8,
  split 8, reported 8, notice 8, jielong 8, reply 7, long 7, guess 7): one message in the
  first person ("one"); another member's @-question answered within the hour by a terse line
  without the topic's words ("answer"); asked in the trading hours and answered a day or two
  later, "才看到 @X ..." / "just saw this @X ..." ("late"); a wrong value said by the member and
  corrected minutes later or the next morning, the correcting line holding both being the
  evidence ("correction"); the topic in one line and the detail within ninety seconds in the
  next, sometimes with another's "快说" between, both the evidence ("split"); another member
  saying it to the member, who confirms without it ("reported"); the manager's 【群公告】
  naming the member and the detail ("notice"); the member's entry closing a 接龙 list, the
  list's other entries others' own ("jielong"); a reply quote of the @-question with the
  answer under it ("reply"); the detail in the middle of a long message of other news
  ("long"); and this set's own: the member makes the group guess ("猜猜我家现在换成哪家的油了"),
  two or three others guess without a value, and the member gives the answer tersely ("都没猜
  中，{x}": "guess"); in Chinese, English or mixed (a line's language counted with names, the
  detail and the wrong value cut out, a line of the detail alone taking the detail's script:
  49 zh, 21 en and 15 mix with the default seed);
- near misses: each correction's wrong value; the members' own lines on their topic on days
  three from the evidence at least, without the detail ("around": 55 facts, 82 lines with the
  default seed); others' lines on each topic in passing (three members a topic with no fact
  on it); an @-question on each topic put to a member with nothing on it, never answered; the
  接龙 lists' other entries; the guesses; the ordinary lines full of numbers;
- questions in the third person, three classes, templates of this set's own: "keyword"
  carries the detail and no member's name ("谁家炸东西用{x}的油？", "Whose trike is a {x}?"),
  "partial" names the member and the topic ("{n}在哪里进货？", "What song does {n} play at the
  stall?"), "paraphrase" names the member and shares no English content word (stemmed with
  recall_sets' `stem`, a stop list aside) and no two Chinese characters in a row with the
  evidence, names, the detail and a wrong value aside (checked in code; a topic's paraphrases
  are tried in turn, and only if none fits, those of the other language); 40 % of the
  questions of a Chinese or English evidence line asked in the other language (84 of 210 with
  the default seed; between 35 and 50 % checked); each question's language checked;
- never-said questions, 90: 45 name a member (15 a topic's partial question of a member who
  spoke of it only in passing, 15 a detail no line gives of a member's topic (the oil's price,
  the lamps' watts, the cat's age), 15 a never-said value put to a member with no line on its
  topic), 45 name no one (34 a never-said value in a topic's keyword question, 11 things
  nobody had); 90 chatter turns a member might send the bot (how-to questions, translations,
  sums, signs and posts to draft, greetings), no member named, nothing about the group's past.

The set checks itself as it is built (`_check`): recall_sets' `check_messages` (a second apart
at least, within the six weeks, 2,800 to 3,200 messages) and the first after START + 1,100
days; 80 to 90 facts in all eleven shapes; every value its own and none inside another or a
member's name or a 接龙 list's other entry; a member once a topic and five or six facts each;
each detail in the last of its evidence lines and no other message, each wrong value in the
line that said it and the correction only, any other value nowhere; the evidence said by the
fact's carrier (the manager for "notice", another member for "reported", the member
otherwise); keyword questions carrying the detail and no member's name, partial and
paraphrase ones naming the member and not the detail, paraphrases sharing nothing with the
evidence, each question in its recorded language; the "around" lines the member's, without
the detail and two days from the evidence at least; terse answers, split second lines and
guess answers without the topic's words; an answer after its @-question by another member
(within the hour; a late one on a later day, to the asker); a split's two lines within two
minutes; a 接龙 detail in the list's last entry and the other entries the ones recorded; a
notice's evidence a 【群公告】 naming the member; a long message's detail away from both its
ends; a guess's answer within the hour of the member's opening, two lines of others between;
the share of questions across languages; no value of a message in a never-said question; then
recall_sets' `check_questions`. Run it from the repository's root (`python -m
bench.recall_set20` or `python bench/recall_set20.py`) to check it is deterministic for a seed,
builds in under two seconds, and to print its counts (and its lines' languages).

Each fact records its "evidence" (the created_at of the message(s) carrying it: two for a
split), "detail", "rare" (the detail: the word a keyword question carries), "kind" (the topic),
"name" and "uid" (the member it is about), "shape", "lang" ("zh", "en" or "mix": the evidence
line's), its questions ("keyword", "partial", "paraphrase") and their languages ("q_lang"),
"carrier" (who said it), "asker" and "asked_at" (for "answer", "late" and "reply"), "around"
(the created_at of the member's other lines on the topic, none with the detail), "entries" (a
jielong list's other entries, [member, entry]), "prompt_at" (a guess's opening) and, for a
correction, the wrong value ("earlier") and when it was said ("earlier_at"). Stamps are
written in the machine's local time (recall_sets' `_stamp`) and the days are laid out in UTC as
Beijing's wall clock, so they read as meant where the local time is UTC.
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

BASE = 1180  # 2029-03-26, a Monday: six spring weeks of a night market
DAYS = 42  # to Monday 2029-05-07
T0 = START + BASE * DAY
END = T0 + DAYS * DAY
HOUR = 3600.0
MINUTE = 60.0
CLASSES = ("keyword", "partial", "paraphrase")
FLIP = 0.4  # the share of questions in the other language than a zh or en evidence line
QINGMING = 9  # Wednesday 04-04
MAYDAY = (36, 37, 38, 39, 40)  # 05-01 to 05-05: the holiday, the busiest nights
# the base crowd of a night by weekday (Monday: the market's rest night)
CROWD = (0.0, 0.3, 0.35, 0.45, 0.75, 0.9, 0.7)

# name, QQ number, odds of an English and of a mixed line, how much they talk
PEOPLE: list[tuple[str, int, float, float, float]] = [
    ("老郑", 20001, 0.02, 0.1, 1.1),  # the market's manager: the 【群公告】s
    ("芳姐", 20002, 0.06, 0.2, 1.3),  # stinky tofu; starts most 接龙 lists
    ("阿豪", 20003, 0.1, 0.26, 1.1),  # skewers
    ("Lily陈", 20004, 0.46, 0.34, 1.2),  # fruit tea
    ("小马哥", 20005, 0.1, 0.22, 0.9),  # fried rice noodles
    ("Kevin", 20006, 0.72, 0.22, 1.0),  # phone cases
    ("蔡蔡", 20007, 0.22, 0.32, 1.0),  # handmade earrings
    ("王叔", 20008, 0.02, 0.1, 0.7),  # sugar painting
    ("Mandy", 20009, 0.68, 0.26, 0.9),  # flowers
    ("大刘", 20010, 0.1, 0.24, 0.9),  # ring toss
    ("Jay_K", 20011, 0.68, 0.28, 1.0),  # vintage clothes
    ("小鱼", 20012, 0.34, 0.32, 1.4),  # lemon tea, a student
    ("阿珍", 20013, 0.1, 0.24, 0.8),  # fried chicken
    ("Sam Wong", 20014, 0.78, 0.18, 1.0),  # egg waffles, from Hong Kong
    ("Nadia", 20015, 0.92, 0.05, 0.9),  # crêpes, an exchange student from Russia
    ("豆包", 20016, 0.4, 0.3, 1.1),  # instant photos
]
MEMBERS = [p[0] for p in PEOPLE]
QQ = {p[0]: p[1] for p in PEOPLE}
EN = {p[0]: p[2] for p in PEOPLE}
MIX = {p[0]: p[3] for p in PEOPLE}
TALK = {p[0]: p[4] for p in PEOPLE}
OWNER = "老郑"
ADMIN = "芳姐"
# the order the facts' members are dealt in, topic after topic, five a topic
ORDER = [
    "阿豪",
    "Kevin",
    "小鱼",
    "Mandy",
    "芳姐",
    "Sam Wong",
    "蔡蔡",
    "Jay_K",
    "大刘",
    "Nadia",
    "阿珍",
    "Lily陈",
    "王叔",
    "豆包",
    "小马哥",
    "老郑",
]
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
    "guess",
)
TERSE_SHAPES = ("answer", "late", "reply", "split", "guess")

CJK = re.compile(r"[\u4e00-\u9fff]")
LATIN = re.compile(r"[A-Za-z]{2,}")
PUNCT = re.compile(r"[，。！？、,.!?:;：；]+")
STOP = {
    "the", "a", "an", "is", "are", "was", "were", "be", "do", "does", "did", "what", "which",
    "who", "whose", "where", "when", "how", "of", "for", "to", "in", "on", "at", "with", "by",
    "from", "and", "or", "his", "her", "their", "they", "he", "she", "it", "its", "that",
    "this", "you", "your", "my", "me", "we", "our", "has", "have", "had", "any", "one", "so",
    "up", "out", "all", "about", "into", "after", "before", "over", "under", "not", "no",
    "there", "can", "us", "them", "got", "get", "every", "again",
}  # fmt: skip

# Each topic: its values (five Chinese, five Latin: the facts' details, a correction's wrong
# value, and the never-said ones), its words (none in a terse answer), the member's own line
# ("say", by language), the lines on it without a detail ("around": the member's; "passing":
# others'), an @-question ("ask"), another member's report ("report"), the owner's notice, a
# 接龙 list (its title and others' entries), the guessing game's opening ("guess"), a split's
# first line ("head"), its questions ("kq", "pq", "pp": keyword, partial, paraphrase) and a
# never-said detail of a member's topic ("nd").
TOPICS: dict[str, dict[str, Any]] = {
    "oil": {
        "vals": [
            "鲁花",
            "金龙鱼",
            "福临门",
            "胡姬花",
            "多力",
            "Mazola",
            "Wesson",
            "Crisco",
            "Bertolli",
            "Filippo Berio",
        ],
        "words": ["油", "oil", "炸", "fry"],
        "say": {
            "zh": "我家炸东西一直用{x}的油，换过别的都不行",
            "en": "I fry everything in {x} oil, tried others and they all smoke",
            "mix": "炸串我只认{x}的 oil，别的太腻",
        },
        "around": {
            "zh": ["今天又去扛了两桶油，手要断了", "油价又涨了，一桶贵了{a}块"],
            "en": [
                "oil went up again, {a} more a drum",
                "changed the frying oil tonight, the old batch was dark",
            ],
        },
        "passing": {
            "zh": ["炸东西的油真的不能省", "隔壁那家油换得太少了，一股味"],
            "en": ["you can smell who reuses their frying oil", "frying oil is half my costs lol"],
        },
        "ask": {
            "zh": "@{n} 你家炸东西用的啥牌子的油？",
            "en": "@{n} which brand of oil do you fry with?",
        },
        "report": {
            "zh": "@{n} 你家炸串用的是{x}的油吧，我看到后面的桶了",
            "en": "@{n} you fry with {x} oil right? saw the drums behind your stall",
        },
        "notice": "【群公告】食用油拼单这次由{n}牵头，统一订{x}，按桶分运费，周四到货",
        "jl": (
            "#接龙 食用油拼单（写品牌和桶数）",
            ["菜籽油 2桶", "散装大豆油 3桶", "花生油 1桶", "调和油 2桶"],
        ),
        "guess": {"zh": "猜猜我家现在换成哪家的油了", "en": "guess which oil I switched to"},
        "head": {"zh": "你们问的那个炸东西的油", "en": "about the frying oil you asked"},
        "kq": {"zh": "谁家炸东西用{x}的油？", "en": "Who fries with {x} oil?"},
        "pq": {"zh": "{n}用的是哪个牌子的油？", "en": "Which oil brand does {n} use?"},
        "pp": {
            "zh": ["{n}家锅里倒的是哪家出品？", "{n}那口大锅里装的是谁家产品？"],
            "en": ["What goes into {n}'s deep pan, which label?", "Whose product fills {n}'s wok?"],
        },
        "nd": {"zh": "{n}家的油多少钱一桶？", "en": "How much does {n} pay for a drum of oil?"},
    },
    "cart": {
        "vals": [
            "宗申",
            "金彭",
            "绿源",
            "五星钻豹",
            "淮海",
            "Yadea",
            "Tailg",
            "Sunra",
            "Aima",
            "Lvneng",
        ],
        "words": ["三轮", "车", "cart", "trike"],
        "say": {
            "zh": "我拉摊子那辆三轮是{x}的，拉五百斤都不喘",
            "en": "my stall trike is a {x}, hauls the whole setup no problem",
            "mix": "我那辆三轮是{x}的，battery 很耐用",
        },
        "around": {
            "zh": ["三轮车又没电了，推了两公里", "今天三轮胎扎了，补胎{a}块"],
            "en": [
                "trike battery died halfway, had to push it",
                "need new tyres on the trike, {a} each",
            ],
        },
        "passing": {
            "zh": ["电三轮现在上牌好麻烦", "停三轮的地方又被占了"],
            "en": ["where do you all park your trikes?", "saw a trike get towed at the east gate"],
        },
        "ask": {"zh": "@{n} 你那辆三轮什么牌子的？", "en": "@{n} what make is your trike?"},
        "report": {
            "zh": "@{n} 你那三轮是{x}的吧，我上次看到车标了",
            "en": "@{n} your trike's a {x} isn't it? saw the badge",
        },
        "notice": "【群公告】{n}推荐的{x}三轮车店给群里摊主优惠，报群名就行",
        "jl": (
            "#接龙 统计一下拉摊用的车（方便安排停车位）",
            ["电动车", "手推车", "面包车", "自行车拖斗"],
        ),
        "guess": {"zh": "猜猜我新换的三轮是哪家的", "en": "guess what make my new trike is"},
        "head": {"zh": "说下我那辆拉货的三轮", "en": "about my trike"},
        "kq": {"zh": "谁的三轮是{x}的？", "en": "Whose trike is a {x}?"},
        "pq": {"zh": "{n}的三轮车是什么牌子？", "en": "What make is {n}'s trike?"},
        "pp": {
            "zh": ["{n}运东西的座驾出自哪个厂？", "{n}拉货那台电动的是谁家造的？"],
            "en": [
                "Which factory built {n}'s three-wheeler?",
                "Who manufactured the vehicle {n} moves gear with?",
            ],
        },
        "nd": {
            "zh": "{n}的三轮车一次充电能跑多远？",
            "en": "How far does {n}'s trike go on one charge?",
        },
    },
    "speaker": {
        "vals": [
            "收钱吧",
            "拉卡拉",
            "乐刷",
            "付呗",
            "富友",
            "SumUp",
            "Zettle",
            "PayPie",
            "Yoco",
            "Clover",
        ],
        "words": ["收款", "音箱", "speaker", "payment", "到账"],
        "say": {
            "zh": "我收款用的是{x}的音箱，到账报得特别快",
            "en": "my payment speaker is a {x}, announces every scan instantly",
            "mix": "收款音箱我用{x}，声音大 customers 都听得到",
        },
        "around": {
            "zh": ["收款音箱又不响了，吓我一跳", "今晚收款到账慢了{a}分钟"],
            "en": [
                "payment speaker went silent again, scary",
                "the speaker said {a} yuan, the customer paid {b}",
            ],
        },
        "passing": {
            "zh": ["收款码被人换过的新闻看到没，大家小心", "音箱声音开小点，吵到隔壁了"],
            "en": [
                "check your QR codes, someone swapped one on the east row",
                "turn the payment speakers down a bit lol",
            ],
        },
        "ask": {
            "zh": "@{n} 你收款那个音箱哪家的？",
            "en": "@{n} which company's payment speaker do you use?",
        },
        "report": {
            "zh": "@{n} 你那个收款音箱是{x}的吧，声音好大",
            "en": "@{n} your payment speaker is {x} right? it's so loud",
        },
        "notice": "【群公告】{n}帮大家问好了，{x}的收款音箱可以统一申请，费率低一点",
        "jl": ("#接龙 收款音箱登记（写哪家的）", ["银行送的", "微信那个", "支付宝那个", "二手的"]),
        "guess": {
            "zh": "猜猜我新换的收款音箱是哪家的",
            "en": "guess which payment box I switched to",
        },
        "head": {"zh": "说下我那个收款的音箱", "en": "about my payment speaker"},
        "kq": {"zh": "谁的收款音箱是{x}的？", "en": "Whose payment speaker is from {x}?"},
        "pq": {"zh": "{n}的收款音箱是哪家的？", "en": "Which payment speaker does {n} use?"},
        "pp": {
            "zh": ["{n}收钱时念数字的小盒子出自谁家？", "{n}摊上报钱数的那个玩意儿谁家做的？"],
            "en": [
                "Whose little box reads out the sums at {n}'s counter?",
                "What brand calls out the money at {n}'s table?",
            ],
        },
        "nd": {
            "zh": "{n}的收款音箱费率是多少？",
            "en": "What fee rate does {n} pay on that card reader?",
        },
    },
    "light": {
        "vals": [
            "欧普",
            "雷士",
            "佛山照明",
            "公牛",
            "三雄极光",
            "Yeelight",
            "Govee",
            "Nitecore",
            "Lumeno",
            "Brightway",
        ],
        "words": ["灯", "light", "lamp"],
        "say": {
            "zh": "我摊上那几盏灯是{x}的，照得菜特别有食欲",
            "en": "the lamps on my stall are {x}, make everything look great",
            "mix": "我摊上的灯是{x}的，拍照超 nice",
        },
        "around": {
            "zh": ["灯又坏了一盏，摊上黑乎乎的", "今晚灯光调暖了一点"],
            "en": ["one of my lamps blew again", "warmer light tonight, looks better"],
        },
        "passing": {
            "zh": ["灯亮一点生意真的好一点", "有人知道哪里修灯吗"],
            "en": ["brighter stalls sell more, no joke", "the row by the gate is so dark at night"],
        },
        "ask": {"zh": "@{n} 你摊上的灯哪个牌子的？", "en": "@{n} what brand are your stall lamps?"},
        "report": {
            "zh": "@{n} 你摊上那灯是{x}的吧，好亮",
            "en": "@{n} your lamps are {x} right? so bright",
        },
        "notice": "【群公告】{n}联系了{x}的灯具经销商，群里统一采购打八折",
        "jl": ("#接龙 换灯登记（写品牌）", ["太阳能灯", "露营灯", "灯串", "灯带"]),
        "guess": {"zh": "猜猜我新买的灯是啥牌子", "en": "guess the brand of my new lamps"},
        "head": {"zh": "说下我摊上的灯", "en": "about my lamps"},
        "kq": {"zh": "谁摊上的灯是{x}的？", "en": "Whose stall lamps are {x}?"},
        "pq": {"zh": "{n}摊上的灯是什么牌子？", "en": "What brand are {n}'s lamps?"},
        "pp": {
            "zh": ["{n}晚上照明用的是谁家产品？", "{n}那边亮堂堂靠的是哪个厂子？"],
            "en": [
                "Which maker's bulbs brighten {n}'s corner after dark?",
                "Whose glow fixtures hang over {n}'s counter?",
            ],
        },
        "nd": {"zh": "{n}摊上的灯一共几瓦？", "en": "How many watts are {n}'s lamps?"},
    },
    "power": {
        "vals": [
            "电小二",
            "华宝",
            "紫米",
            "安克",
            "品胜",
            "Jackery",
            "EcoFlow",
            "Bluetti",
            "Goal Zero",
            "Oukitel",
        ],
        "words": ["电源", "power", "battery", "电池"],
        "say": {
            "zh": "我用的户外电源是{x}的，一晚上用不完",
            "en": "my power station is a {x}, lasts the whole night",
            "mix": "户外电源我用{x}，一晚上 no problem",
        },
        "around": {
            "zh": ["电源没充满就出来了，十点就没电了", "户外电源充一次要{a}个小时"],
            "en": [
                "forgot to charge the power station, died at ten",
                "the power station takes {a} hours to charge",
            ],
        },
        "passing": {
            "zh": ["市场的电又跳闸了", "拉电线的费用这个月涨了"],
            "en": ["the market power tripped again", "electricity fee went up {a} this month"],
        },
        "ask": {"zh": "@{n} 你的户外电源是哪家的？", "en": "@{n} which power station do you use?"},
        "report": {
            "zh": "@{n} 你那个户外电源是{x}的吧，看着好结实",
            "en": "@{n} your power station is a {x} right? looks sturdy",
        },
        "notice": "【群公告】{n}找到了{x}户外电源的批发渠道，要的私聊",
        "jl": ("#接龙 户外电源团购（写型号）", ["大容量的", "小的就行", "二手也行", "先观望"]),
        "guess": {"zh": "猜猜我这个户外电源是谁家的", "en": "guess whose power station this is"},
        "head": {"zh": "你们问的那个户外电源", "en": "about the power station"},
        "kq": {"zh": "谁用{x}的户外电源？", "en": "Who runs a {x} power station?"},
        "pq": {"zh": "{n}用的户外电源是哪家的？", "en": "Which power station does {n} use?"},
        "pp": {
            "zh": ["{n}夜里靠什么牌子的大蓄能箱撑场？", "{n}摊子不拉市电，靠谁家的储能盒？"],
            "en": [
                "Whose portable energy box keeps {n}'s stuff running?",
                "What charged unit does {n} rely on after dark?",
            ],
        },
        "nd": {"zh": "{n}的户外电源容量多大？", "en": "What capacity is {n}'s power station?"},
    },
    "hometown": {
        "vals": [
            "邵阳",
            "郴州",
            "湘潭",
            "常德",
            "怀化",
            "Penang",
            "Almaty",
            "Ipoh",
            "Kazan",
            "Tashkent",
        ],
        "words": ["老家", "hometown", "from"],
        "say": {
            "zh": "我老家是{x}的，那边的小吃也是这个做法",
            "en": "I'm from {x}, grew up on food like this",
            "mix": "我老家{x}，hometown 的口味",
        },
        "around": {
            "zh": ["好想回老家啊", "老家打电话来催我回去"],
            "en": ["miss home so much tonight", "my mum called from home again"],
        },
        "passing": {
            "zh": ["五一你们回老家吗", "老家的口味还是不一样"],
            "en": ["anyone going home for the May holiday?", "nothing beats home cooking"],
        },
        "ask": {"zh": "@{n} 你老家哪里的？", "en": "@{n} where's your hometown?"},
        "report": {
            "zh": "@{n} 你老家是{x}的吧，听口音像",
            "en": "@{n} you're from {x} right? the accent gives it away",
        },
        "notice": "【群公告】{n}下周回{x}，摊位这几天由隔壁帮忙照看",
        "jl": ("#接龙 老乡会报名（写老家）", ["长沙本地", "株洲", "娄底", "永州"]),
        "guess": {"zh": "猜猜我老家哪的", "en": "guess where I'm from"},
        "head": {"zh": "你们问我老家", "en": "about where I'm from"},
        "kq": {"zh": "谁的老家在{x}？", "en": "Who is from {x}?"},
        "pq": {"zh": "{n}老家是哪里的？", "en": "Where is {n}'s hometown?"},
        "pp": {
            "zh": ["{n}是在哪座城市出生长大的？", "{n}的故乡在什么地方？"],
            "en": [
                "In which city was {n} born and raised?",
                "Which place does {n} regard as their birthplace?",
            ],
        },
        "nd": {"zh": "{n}多少年没回老家了？", "en": "How many years since {n} last went home?"},
    },
    "helper": {
        "vals": [
            "小雪",
            "阿彬",
            "秀秀",
            "老四",
            "春花",
            "Vicky",
            "Benny",
            "Ollie",
            "Rosa",
            "Tomas",
        ],
        "words": ["帮", "helper", "help"],
        "say": {
            "zh": "忙的时候是{x}来帮我看摊，人特别靠谱",
            "en": "when it's busy {x} helps me at the stall, super reliable",
            "mix": "周末{x}来帮我看摊，very reliable",
        },
        "around": {
            "zh": ["今晚一个人忙不过来，手都抖了", "想再找个人帮忙，一晚{a}块有人来吗"],
            "en": ["alone tonight, couldn't keep up", "looking for weekend help, {b} a night"],
        },
        "passing": {
            "zh": ["现在找个帮手好难", "帮手一晚上给多少合适"],
            "en": [
                "hard to find reliable help these days",
                "what do you pay your helpers per night?",
            ],
        },
        "ask": {"zh": "@{n} 平时谁帮你看摊？", "en": "@{n} who helps you at the stall?"},
        "report": {
            "zh": "@{n} 你那个帮手是叫{x}吧，挺勤快",
            "en": "@{n} your helper is {x} right? hard worker",
        },
        "notice": "【群公告】{n}的帮手{x}下周开始兼职帮忙维持排队，大家配合",
        "jl": (
            "#接龙 周末需要帮手的摊位（写帮手名字）",
            ["还没找到", "自己家人", "找学生", "不需要"],
        ),
        "guess": {"zh": "猜猜今晚谁来帮我看摊了", "en": "guess who's helping me tonight"},
        "head": {"zh": "说下帮我看摊的人", "en": "about my helper"},
        "kq": {"zh": "谁的帮手叫{x}？", "en": "Whose helper is called {x}?"},
        "pq": {"zh": "{n}的帮手叫什么名字？", "en": "What's the name of {n}'s helper?"},
        "pp": {
            "zh": ["{n}身边打下手的那位怎么称呼？", "{n}人手不够时谁去替班？"],
            "en": [
                "Who lends {n} an extra pair of hands on rush nights?",
                "What do people call the person assisting {n}?",
            ],
        },
        "nd": {"zh": "{n}给帮手一晚多少钱？", "en": "How much does {n} pay the helper a night?"},
    },
    "signature": {
        "vals": [
            "火山臭豆腐",
            "爆汁牛肉串",
            "芋泥波波",
            "铁板鱿鱼",
            "芝士年糕",
            "Lava Fries",
            "Dragon Roll",
            "Cloud Crepe",
            "Tiger Wrap",
            "Sunset Tea",
        ],
        "words": ["招牌", "signature", "卖得最好", "best seller"],
        "say": {
            "zh": "我家招牌是{x}，一晚上能卖一百多份",
            "en": "my signature is the {x}, best seller every night",
            "mix": "我家招牌 {x}，every night sold out",
        },
        "around": {
            "zh": ["招牌今晚又卖断了", "想搞个新招牌，大家给点意见"],
            "en": ["signature sold out by nine again", "thinking of a new signature item"],
        },
        "passing": {
            "zh": ["有个招牌菜真的很重要", "隔壁那个新招牌看着不错"],
            "en": [
                "every stall needs one signature thing",
                "that new signature at the gate looks good",
            ],
        },
        "ask": {"zh": "@{n} 你家招牌是啥？", "en": "@{n} what's your signature item?"},
        "report": {
            "zh": "@{n} 你家招牌{x}今天又卖空了吧",
            "en": "@{n} your {x} sold out again tonight right?",
        },
        "notice": "【群公告】恭喜{n}的{x}上了本地美食号推荐，大家一起加油",
        "jl": ("#接龙 美食节报名（写参赛菜品）", ["凉面", "糖油粑粑", "酸辣粉", "烤红薯"]),
        "guess": {
            "zh": "猜猜我家现在卖最好的是哪个",
            "en": "guess what's selling best at my stall",
        },
        "head": {"zh": "说下我家的招牌", "en": "about my signature"},
        "kq": {"zh": "谁家的招牌是{x}？", "en": "Whose signature item is the {x}?"},
        "pq": {"zh": "{n}家的招牌是什么？", "en": "What is {n}'s signature item?"},
        "pp": {
            "zh": ["{n}摊上最出名的那样东西叫什么？", "来{n}这儿必点的是哪个？"],
            "en": ["What do customers always order from {n}?", "Which item made {n} famous?"],
        },
        "nd": {
            "zh": "{n}家招牌卖多少钱一份？",
            "en": "What does {n} charge for the signature item?",
        },
    },
    "spice": {
        "vals": [
            "老干妈",
            "虎邦",
            "饭扫光",
            "李锦记",
            "坛坛乡",
            "Tabasco",
            "Sriracha",
            "Cholula",
            "Valentina",
            "Huy Fong",
        ],
        "words": ["辣", "酱", "chili", "sauce", "spicy"],
        "say": {
            "zh": "我家的辣椒酱用的是{x}，客人都说够味",
            "en": "my chili sauce is {x}, customers love the kick",
            "mix": "辣椒酱我用{x}，spicy 但是香",
        },
        "around": {
            "zh": ["辣椒酱又快用完了", "今天有客人说太辣了"],
            "en": ["running low on chili sauce", "a customer said too spicy tonight lol"],
        },
        "passing": {
            "zh": ["湖南人没有辣椒活不了", "辣椒又涨价了"],
            "en": ["chili prices are up {a}% this month", "some customers can't handle any spice"],
        },
        "ask": {"zh": "@{n} 你家辣椒酱用的哪家？", "en": "@{n} which chili sauce do you use?"},
        "report": {
            "zh": "@{n} 你家辣椒酱是{x}的吧，我尝出来了",
            "en": "@{n} that's {x} chili sauce you use right? I could taste it",
        },
        "notice": "【群公告】{n}牵头拼单{x}辣椒酱，一箱十二瓶，周五前报名",
        "jl": ("#接龙 辣椒酱拼单（写牌子）", ["自家剁辣椒", "散装辣椒油", "蒜蓉辣酱", "黄灯笼"]),
        "guess": {"zh": "猜猜我家辣椒酱用的哪家", "en": "guess which chili sauce I use"},
        "head": {"zh": "你们问的那个辣椒酱", "en": "re the chili sauce"},
        "kq": {"zh": "谁家的辣椒酱是{x}？", "en": "Who uses {x} chili sauce?"},
        "pq": {"zh": "{n}用的辣椒酱是什么牌子？", "en": "Which chili sauce brand does {n} use?"},
        "pp": {
            "zh": ["{n}给客人加的红色调料出自哪家？", "{n}那边味道够冲靠哪个厂子的瓶装货？"],
            "en": [
                "Whose hot condiment goes on {n}'s food?",
                "What red bottled stuff does {n} add to every order?",
            ],
        },
        "nd": {
            "zh": "{n}一个月用掉几瓶辣椒酱？",
            "en": "How many jars of chili sauce does {n} go through?",
        },
    },
    "canopy": {
        "vals": [
            "牧高笛",
            "骆驼",
            "探路者",
            "挪客",
            "原始人",
            "Naturehike",
            "Quechua",
            "Ozark",
            "Vango",
            "Coleman",
        ],
        "words": ["棚", "帐篷", "canopy", "tent"],
        "say": {
            "zh": "我摊上那顶棚子是{x}的，大风都没吹跑",
            "en": "my canopy is a {x}, survived every storm so far",
            "mix": "我那顶棚子是{x}的，防雨 perfect",
        },
        "around": {
            "zh": ["棚子有个角漏雨了", "收棚子收了{a}分钟"],
            "en": ["my canopy leaks at one corner", "took {a} minutes to fold the canopy"],
        },
        "passing": {
            "zh": ["风大的时候棚子一定要压好", "昨晚东门那边有个棚子被吹翻了"],
            "en": [
                "weigh your canopies down tonight, wind warning",
                "a canopy flew off at the east gate last night",
            ],
        },
        "ask": {"zh": "@{n} 你那顶棚子哪家买的？", "en": "@{n} what brand is your canopy?"},
        "report": {
            "zh": "@{n} 你那棚子是{x}的吧，质量真好",
            "en": "@{n} your canopy's a {x} isn't it? great quality",
        },
        "notice": "【群公告】{n}帮大家谈了{x}的棚子团购价，统一颜色更好看",
        "jl": ("#接龙 统一换棚子（写品牌）", ["随便哪家", "要蓝色的", "先不换", "要大号的"]),
        "guess": {"zh": "猜猜我新棚子是哪家的", "en": "guess the brand of my new canopy"},
        "head": {"zh": "说下我那顶棚子", "en": "about my canopy"},
        "kq": {"zh": "谁的棚子是{x}的？", "en": "Whose canopy is a {x}?"},
        "pq": {"zh": "{n}的棚子是什么牌子？", "en": "What brand is {n}'s canopy?"},
        "pp": {
            "zh": ["{n}头顶遮风挡雨的那块顶是谁家做的？", "{n}摊位上方撑着的篷布出自哪家？"],
            "en": [
                "Which company made the shelter over {n}'s pitch?",
                "Whose rain cover shields {n}'s spot?",
            ],
        },
        "nd": {"zh": "{n}的棚子多大尺寸？", "en": "What size is {n}'s canopy?"},
    },
    "market": {
        "vals": [
            "高桥大市场",
            "红星冻品城",
            "马王堆蔬菜城",
            "黄兴海鲜城",
            "三湘南湖",
            "Metro",
            "FreshHub",
            "GreenCart",
            "Costco",
            "Aldi",
        ],
        "words": ["进货", "批发", "restock", "wholesale"],
        "say": {
            "zh": "我都是去{x}进货，比别处便宜一截",
            "en": "I restock at {x}, way cheaper than anywhere else",
            "mix": "进货我都去{x}，cheaper 很多",
        },
        "around": {
            "zh": ["今天进货又起晚了", "进货花了{c}块，心疼"],
            "en": ["restocking took all morning", "spent {c} on stock today"],
        },
        "passing": {
            "zh": ["进货的地方离得太远了", "批发价又涨了"],
            "en": ["wholesale prices keep climbing", "restock runs eat my whole morning"],
        },
        "ask": {"zh": "@{n} 你平时去哪进货？", "en": "@{n} where do you restock?"},
        "report": {
            "zh": "@{n} 你是在{x}进的货吧，早上看到你了",
            "en": "@{n} you restock at {x} right? saw you there this morning",
        },
        "notice": "【群公告】{n}和{x}谈好了，群里摊主进货报群名打九五折",
        "jl": ("#接龙 明早拼车进货（写去哪）", ["菜市场", "附近超市", "网上订", "老地方"]),
        "guess": {"zh": "猜猜我现在去哪进货", "en": "guess where I restock now"},
        "head": {"zh": "你们问我去哪进货", "en": "about where I restock"},
        "kq": {"zh": "谁去{x}进货？", "en": "Who restocks at {x}?"},
        "pq": {"zh": "{n}在哪里进货？", "en": "Where does {n} restock?"},
        "pp": {
            "zh": ["{n}一早采购原料跑的是哪家？", "{n}的食材都从哪个地方拉回来？"],
            "en": [
                "Where does {n} buy supplies in bulk?",
                "Which place does {n} source ingredients from?",
            ],
        },
        "nd": {"zh": "{n}每次进货花多少钱？", "en": "How much does {n} spend on each restock?"},
    },
    "account": {
        "vals": [
            "小红书",
            "抖音",
            "快手",
            "视频号",
            "大众点评",
            "Instagram",
            "TikTok",
            "YouTube",
            "Pinterest",
            "Lemon8",
        ],
        "words": ["账号", "视频", "post", "account", "followers"],
        "say": {
            "zh": "我家摊子在{x}上有账号，每晚都发视频",
            "en": "I post my stall on {x} every night, got a few followers now",
            "mix": "我在{x}发摊子的视频，followers 涨了不少",
        },
        "around": {
            "zh": ["今晚拍的视频没人看", "粉丝又涨了{a}个"],
            "en": ["tonight's video flopped", "got {a} new followers today"],
        },
        "passing": {
            "zh": ["现在不发视频真的没人知道你", "拍视频好累"],
            "en": [
                "posting videos is basically half the job now",
                "filming while cooking is so hard",
            ],
        },
        "ask": {
            "zh": "@{n} 你在哪个平台发视频？",
            "en": "@{n} which app do you post your stall on?",
        },
        "report": {"zh": "@{n} 我在{x}刷到你家摊子了哈哈", "en": "@{n} saw your stall on {x} lol"},
        "notice": "【群公告】{n}开了夜市的{x}官方号，大家出摊拍的素材可以发过去",
        "jl": ("#接龙 登记各家账号（写平台）", ["朋友圈", "还没开", "微博", "公众号"]),
        "guess": {"zh": "猜猜我现在主要在哪发视频", "en": "guess which app I post on now"},
        "head": {"zh": "说下我发视频的平台", "en": "about where I post videos"},
        "kq": {"zh": "谁在{x}上发摊子的视频？", "en": "Who posts the stall on {x}?"},
        "pq": {"zh": "{n}在哪个平台发视频？", "en": "Which platform does {n} post on?"},
        "pp": {
            "zh": ["{n}拍的短片都传到什么网站？", "去哪能刷到{n}摊位的片子？"],
            "en": [
                "Where can one watch clips of {n}'s stand?",
                "On which site does {n} upload footage?",
            ],
        },
        "nd": {"zh": "{n}的账号有多少粉丝？", "en": "How many followers does {n}'s account have?"},
    },
    "course": {
        "vals": [
            "新东方烹饪",
            "蓝翔",
            "渝味培训",
            "老街小吃学堂",
            "湘菜师傅班",
            "Le Cordon Bleu",
            "Udemy",
            "Skillshare",
            "MasterClass",
            "Coursera",
        ],
        "words": ["学", "learn", "course", "手艺"],
        "say": {
            "zh": "我这手艺是在{x}学的，学了三个月",
            "en": "I learned to cook at {x}, three months of classes",
            "mix": "我的手艺是在{x}学的，course 挺贵",
        },
        "around": {
            "zh": ["当年学手艺可吃了不少苦", "想再去学点新东西"],
            "en": ["learning this took me ages", "thinking of taking another class"],
        },
        "passing": {
            "zh": ["现在学门手艺也不便宜", "学费都要{c}了"],
            "en": [
                "cooking classes cost {c} now, crazy",
                "online videos taught me half of what I know",
            ],
        },
        "ask": {"zh": "@{n} 你这手艺在哪学的？", "en": "@{n} where did you learn to cook?"},
        "report": {
            "zh": "@{n} 你是{x}出来的吧，刀工一看就是",
            "en": "@{n} you trained at {x} right? your knife work shows",
        },
        "notice": "【群公告】{n}联系了{x}的老师，周一休市那天来市场做免费培训",
        "jl": ("#接龙 周一培训报名（写想学的）", ["刀工", "摆盘", "拍视频", "记账"]),
        "guess": {"zh": "猜猜我在哪学的", "en": "guess where I learned"},
        "head": {"zh": "你们问我手艺哪学的", "en": "about where I learned"},
        "kq": {"zh": "谁是在{x}学的手艺？", "en": "Who learned the trade at {x}?"},
        "pq": {"zh": "{n}的手艺是在哪学的？", "en": "Where did {n} learn to cook?"},
        "pp": {
            "zh": ["{n}当初拜师受训去的是哪里？", "{n}从哪个培训机构出师？"],
            "en": ["Which school trained {n}?", "Where did {n} study before opening up?"],
        },
        "nd": {"zh": "{n}学手艺花了多少学费？", "en": "How much did {n}'s cooking classes cost?"},
    },
    "van": {
        "vals": [
            "五菱宏光",
            "长安之星",
            "金杯",
            "东风小康",
            "开瑞",
            "Transit",
            "Hiace",
            "Sprinter",
            "Kangoo",
            "Vivaro",
        ],
        "words": ["车", "van", "drive"],
        "say": {
            "zh": "进货我开的是一辆{x}，能装不少",
            "en": "I drive a {x} van for the big restocks",
            "mix": "进货开我那辆{x}，space 很大",
        },
        "around": {
            "zh": ["车又要保养了", "油费一个月{c}"],
            "en": ["van needs a service again", "fuel cost me {c} this month"],
        },
        "passing": {
            "zh": ["市场门口又贴罚单了", "停车位越来越难找"],
            "en": ["parking tickets at the gate again", "can't find parking anywhere"],
        },
        "ask": {"zh": "@{n} 你开的什么车？", "en": "@{n} what do you drive?"},
        "report": {
            "zh": "@{n} 门口那辆{x}是你的吧",
            "en": "@{n} that {x} at the gate is yours right?",
        },
        "notice": "【群公告】{n}的{x}每周三早上去批发市场，顺路的可以搭货",
        "jl": ("#接龙 周三拼车进货（写车）", ["没车", "电动车", "打车", "坐公交"]),
        "guess": {"zh": "猜猜我新提的车是啥", "en": "guess what I drive now"},
        "head": {"zh": "说下我进货开的车", "en": "about my van"},
        "kq": {"zh": "谁开{x}？", "en": "Who drives a {x}?"},
        "pq": {"zh": "{n}开的是什么车？", "en": "What vehicle does {n} drive?"},
        "pp": {
            "zh": ["{n}拉大批原料时坐的是哪款？", "{n}出门跑批发用哪种四个轮子的？"],
            "en": [
                "Which model carries {n}'s bulk supplies?",
                "What motor does {n} take on supply runs?",
            ],
        },
        "nd": {"zh": "{n}的车是哪年买的？", "en": "What year did {n} buy that van?"},
    },
    "dayjob": {
        "vals": [
            "顺丰",
            "京东物流",
            "比亚迪",
            "中联重科",
            "三一重工",
            "DHL",
            "IKEA",
            "Decathlon",
            "Starbucks",
            "Uniqlo",
        ],
        "words": ["上班", "白天", "day job", "work"],
        "say": {
            "zh": "我白天在{x}上班，晚上才出摊",
            "en": "by day I work at {x}, the stall is my evening gig",
            "mix": "白天在{x}上班，night 才出来摆摊",
        },
        "around": {
            "zh": ["白天上班晚上出摊，真的熬不住", "今天加班到{a}点，差点没出摊"],
            "en": [
                "day job plus the stall is killing me",
                "overtime till {a} today, nearly skipped the stall",
            ],
        },
        "passing": {
            "zh": ["有正经工作的还出摊，佩服", "白天上班晚上摆摊的不少吧"],
            "en": [
                "respect to everyone doing this after a day job",
                "half the market has a day job I bet",
            ],
        },
        "ask": {"zh": "@{n} 你白天在哪上班？", "en": "@{n} where do you work during the day?"},
        "report": {
            "zh": "@{n} 你白天在{x}上班对吧，我看到你工牌了",
            "en": "@{n} you work at {x} during the day right? saw your badge",
        },
        "notice": "【群公告】{n}所在的{x}招兼职，群里有需要的可以问问",
        "jl": ("#接龙 白天有空的登记（写在哪上班）", ["自由职业", "全职摆摊", "在家带娃", "学生"]),
        "guess": {"zh": "猜猜我白天在哪上班", "en": "guess where I work by day"},
        "head": {"zh": "说下我白天的工作", "en": "about my day job"},
        "kq": {"zh": "谁白天在{x}上班？", "en": "Who works at {x} by day?"},
        "pq": {"zh": "{n}白天在哪上班？", "en": "Where does {n} work during the day?"},
        "pp": {
            "zh": ["{n}出摊之前给哪家公司打工？", "{n}的正职是哪个单位？"],
            "en": [
                "Which employer pays {n}'s salary before sunset?",
                "What company employs {n} on weekdays?",
            ],
        },
        "nd": {"zh": "{n}白天上班几点下班？", "en": "What time does {n} finish the day job?"},
    },
    "cat": {
        "vals": [
            "煤球",
            "奶盖",
            "团子",
            "大橘",
            "芝麻糊",
            "Pepper",
            "Oreo",
            "Nugget",
            "Pumpkin",
            "Ginger",
        ],
        "words": ["猫", "cat", "喂"],
        "say": {
            "zh": "我摊子底下那只猫我叫它{x}，每晚都来",
            "en": "the cat under my stall, I call her {x}, comes every night",
            "mix": "我摊下那只猫叫{x}，so cute",
        },
        "around": {
            "zh": ["那只猫今晚没来，有点担心", "给猫买了{a}块的猫粮"],
            "en": ["the stall cat didn't show tonight", "bought cat food again, {a} yuan"],
        },
        "passing": {
            "zh": ["市场里的猫越来越多了", "有人在喂东门那几只猫吗"],
            "en": [
                "so many cats around the market lately",
                "who's feeding the cats by the east gate?",
            ],
        },
        "ask": {
            "zh": "@{n} 你摊下那只猫叫啥？",
            "en": "@{n} what do you call the cat at your stall?",
        },
        "report": {
            "zh": "@{n} 你家那只{x}又在我这蹭吃的哈哈",
            "en": "@{n} your {x} is begging at my stall again haha",
        },
        "notice": "【群公告】{n}喂的那只{x}下周要去绝育，费用群里自愿分摊",
        "jl": ("#接龙 给市场的猫起名（写名字）", ["小白", "花花", "咪咪", "黑黑"]),
        "guess": {"zh": "猜猜我给那只猫起了啥名", "en": "guess what I named the cat"},
        "head": {"zh": "说下我摊子底下那只猫", "en": "about the stall cat"},
        "kq": {"zh": "谁给猫起名叫{x}？", "en": "Who named a cat {x}?"},
        "pq": {"zh": "{n}摊下那只猫叫什么？", "en": "What does {n} call the cat at the stall?"},
        "pp": {
            "zh": ["{n}照顾的那只小动物起了个啥称呼？", "{n}那边晚上常来讨食的毛孩子叫啥？"],
            "en": [
                "What nickname did {n} give the furry visitor?",
                "How does {n} address the little animal that visits?",
            ],
        },
        "nd": {"zh": "{n}那只猫几岁了？", "en": "How old is the cat that visits {n}?"},
    },
    "song": {
        "vals": [
            "野狼迪斯科",
            "最炫民族风",
            "恭喜发财",
            "本草纲目",
            "小苹果",
            "Despacito",
            "Dancing Queen",
            "Gangnam Style",
            "Macarena",
            "Mr Blue Sky",
        ],
        "words": ["歌", "song", "music", "放"],
        "say": {
            "zh": "我摊上一直循环放{x}，客人听到就过来了",
            "en": "I loop {x} at my stall all night, pulls people in",
            "mix": "我摊上循环放{x}，客人 vibe 一下就来了",
        },
        "around": {
            "zh": ["今晚音响坏了，好安静", "被隔壁投诉音乐太吵了"],
            "en": ["my speaker's busted, so quiet tonight", "got told to turn my music down"],
        },
        "passing": {
            "zh": ["夜市的歌一个比一个洗脑", "谁家的歌放太大声了"],
            "en": [
                "the music here gets stuck in my head every night",
                "someone's blasting music way too loud",
            ],
        },
        "ask": {
            "zh": "@{n} 你摊上老放的那首歌叫啥？",
            "en": "@{n} what's that song you keep playing?",
        },
        "report": {
            "zh": "@{n} 你家又在放{x}了，我都会唱了",
            "en": "@{n} you're playing {x} again lol, I know every word",
        },
        "notice": "【群公告】{n}摊上的{x}被投诉音量太大了，晚上十点后大家音乐调小",
        "jl": ("#接龙 开市暖场歌单（写歌名）", ["甜蜜蜜", "月亮代表我的心", "好运来", "青花瓷"]),
        "guess": {"zh": "猜猜我今晚循环的是哪首", "en": "guess what I'm looping tonight"},
        "head": {"zh": "说下我摊上放的歌", "en": "about the song at my stall"},
        "kq": {"zh": "谁的摊上循环放{x}？", "en": "Whose stall loops {x}?"},
        "pq": {"zh": "{n}摊上放的是什么歌？", "en": "What song does {n} play at the stall?"},
        "pp": {
            "zh": ["{n}那边反复响起的曲子是哪支？", "{n}用来招揽人的旋律是哪首？"],
            "en": [
                "Which tune echoes from {n}'s corner again and again?",
                "What track does {n} use to draw a crowd?",
            ],
        },
        "nd": {"zh": "{n}的音响是什么牌子？", "en": "What brand is {n}'s loudspeaker?"},
    },
}
KINDS = list(TOPICS)

# -- the shapes' own words ------------------------------------------------------------------

TERSE = {
    "zh": ["{x}", "{x}啊", "一直是{x}", "{x}，好几年了", "是{x}"],
    "en": ["{x}", "{x}, always", "it's {x}", "{x} 👍"],
    "mix": ["{x} 啊 always", "一直 {x} lol", "{x} 咯 haha"],
}
LATE = {  # {a} the asker: the member away when asked, answering on a later day
    "zh": ["才看到 @{a} {ans}", "@{a} 昨天没看群，{ans}", "刚翻到 @{a} {ans}"],
    "en": ["just saw this @{a} {ans}", "@{a} sorry, missed this yesterday: {ans}"],
    "mix": ["才看到 @{a} {ans}", "@{a} sorry 昨天没看群，{ans}"],
}
SPLIT_TAIL = {"zh": ["{x}", "就是{x}", "是{x}"], "en": ["{x}", "it's {x}"], "mix": ["{x}", "是{x}"]}
NUDGE = {"zh": ["快说", "然后呢", "？"], "en": ["which?", "go on", "?"]}
CONFIRM = {
    "zh": ["对，哈哈", "是的是的", "被你发现了", "眼真尖"],
    "en": ["yep haha", "yes that's the one", "you got me", "good eye"],
}
FIX_NOW = {  # {y} the wrong value, {x} the right one
    "zh": ["更正一下，刚才说错了，不是{y}，是{x}", "打错了，{x}，不是{y}"],
    "en": ["correction: {x}, not {y}, my bad", "sorry, typo: it's {x}, not {y}"],
    "mix": ["sorry 打错了，是{x} 不是{y}", "更正 correction：{x}，不是{y}"],
}
FIX_LATE = {
    "zh": ["昨天说错了，不是{y}，是{x}，记混了", "纠正一下昨天的：{x}，不是{y}"],
    "en": ["yesterday I said {y}, I meant {x}", "fixing what I said yesterday: {x}, not {y}"],
    "mix": ["昨天说错了 sorry，是{x} 不是{y}", "yesterday 说的不对，是{x}，不是{y}"],
}
NOTICE_ACK = ["收到", "收到！", "好的", "收到收到", "👌"]
GUESSES = {  # others' guesses in the guessing game: no value in them
    "zh": ["便宜的那种？", "猜不到", "网上随便买的？", "肯定是贵的", "跟我一样的吧", "不知道啊"],
    "en": ["the cheap one?", "no idea", "something fancy?", "same as mine?", "pass lol"],
}
REVEAL = {  # the member's answer to the game: terse
    "zh": ["都没猜中，{x}", "哈哈都不对，是{x}", "揭晓：{x}"],
    "en": ["nope, all wrong: {x}", "haha no, {x}", "answer: {x}"],
    "mix": ["都不对 haha，{x}", "nope 都没猜中，{x}"],
}
LONG_OPEN = {
    "zh": ["说几件事哈，", "今天事情有点多，跟大家汇报一下，", "唠叨几句，"],
    "en": ["ok a few things from me, ", "long one sorry, ", "catching up on the group, "],
}
LONG_EXTRA = {
    "zh": [
        "今天早上五点就起来备料了",
        "儿子期中考试考了{a}名",
        "房东说下个月房租要涨{b}块",
        "昨晚收摊到一点多，腰都直不起来",
        "下午还去医院拿了个药",
        "周末想带孩子出去走走",
        "这个月的管理费我已经交了",
    ],
    "en": [
        "I was up at five prepping",
        "my landlord wants {b} more next month",
        "packed up at one last night, my back hurts",
        "had a dentist thing this afternoon",
        "my phone screen cracked again",
        "already paid this month's fee",
    ],
}
LONG_CLOSE = {
    "zh": ["就这些，晚上见", "先这样，去忙了"],
    "en": ["that's all, see you tonight", "ok back to work"],
}

# -- the ordinary lines of a day, by the tide of the market ---------------------------------

POOL: dict[str, dict[str, list[str]]] = {
    "morning": {
        "zh": [
            "早",
            "早啊",
            "早上好",
            "今天去进货的举手",
            "菜价又涨了",
            "早，昨晚收摊到一点多",
            "困死了",
            "今天出不出摊？",
            "天气预报说晚上{a}度",
            "六点就起了，还是排了{a}分钟",
            "早上的豆浆涨到{a}块了",
            "今天谁去批发市场，帮我带{a}斤葱",
        ],
        "en": [
            "morning all",
            "morning!",
            "so sleepy today",
            "up since six again",
            "forecast says {a} degrees tonight",
            "coffee first, then prep",
            "need {a} kilos of flour, anyone going out?",
        ],
        "mix": ["早 morning", "今天 prep 好多", "昨晚 sold out 了哈哈", "morning，困死"],
    },
    "setup": {
        "zh": [
            "出摊了",
            "占位占位",
            "今天几点开市？",
            "电线谁借我一根",
            "今天风好大",
            "{a}号位旁边的下水道又堵了",
            "今天备了{b}斤料",
            "城管今天来检查吗",
            "到了到了",
            "谁帮我抬一下桌子",
            "今天{a}号位没来，空着",
        ],
        "en": [
            "setting up now",
            "anyone got a spare extension cord?",
            "wind's crazy today",
            "prepped {b} portions today",
            "here, setting up at {a}",
            "who's near the gate?",
        ],
        "mix": ["出摊了 let's go", "今天 prep 了{b}份", "电线 anyone？", "到了 setting up"],
    },
    "trade": {
        "zh": [
            "忙死了",
            "排队排到{a}号位了",
            "谁有零钱，换{b}块",
            "城管来了没",
            "今晚人好少",
            "卖完了！",
            "[图片]",
            "[表情]",
            "收款码扫不出来，急",
            "有人帮我看下摊吗，上个厕所",
            "人太多了",
            "又有人问路",
            "今晚{a}号位那边好热闹",
        ],
        "en": [
            "slammed rn",
            "dead tonight",
            "sold out!",
            "anyone got change for a {b}?",
            "queue is insane",
            "need a bathroom break, anyone watch my stall?",
            "so busy",
        ],
        "mix": ["今晚 crazy busy", "零钱 anyone？", "sold out 了！", "排队 insane"],
    },
    "pack": {
        "zh": [
            "收摊了",
            "今晚{c}块，还行",
            "营业额{c}，比昨天少",
            "累瘫了",
            "谁去吃宵夜",
            "到家了",
            "晚安",
            "明天见",
            "今晚卖了{b}份",
            "垃圾记得带走",
            "今天好冷，手都冻僵了",
            "今晚第{a}个问我要不要微信的",
        ],
        "en": [
            "packing up",
            "made {c} tonight, not bad",
            "home, goodnight",
            "who's up for a late snack?",
            "sold {b} portions",
            "my feet are dead",
            "night all",
        ],
        "mix": ["收摊 done", "今晚 {c} 还可以", "goodnight 各位", "宵夜 anyone？"],
    },
    "rest": {  # a rest night: Mondays, rain
        "zh": [
            "今晚休息，在家躺平",
            "有人打牌吗",
            "明天能出吗",
            "这雨下的，白备料了",
            "休市的晚上不知道干嘛",
            "看了部电影，好看",
            "追剧追到{a}集了",
            "在家包饺子",
            "给孩子辅导作业，气死",
            "哈哈哈哈",
            "笑死",
            "+1",
            "确实",
        ],
        "en": [
            "night off, doing nothing",
            "anyone want to play cards online?",
            "rain all night",
            "watched a movie, pretty good",
            "just chilling",
            "lol",
            "same",
            "haha true",
        ],
        "mix": ["今晚 day off 了", "休息 chill 一下", "笑死 lol", "真的 same"],
    },
    "life": {
        "zh": [
            "孩子又发烧了",
            "今天去医院排了{a}个号",
            "房租又到期了",
            "这周末有人去看电影吗",
            "哈哈哈哈",
            "笑死",
            "+1",
            "确实",
            "是的",
            "中午吃啥",
            "吃了碗粉，{a}块",
            "好困",
            "下午睡了一觉",
            "[表情]",
        ],
        "en": [
            "lol",
            "same",
            "true",
            "kid's sick again",
            "rent's due ugh",
            "haha",
            "lunch?",
            "had noodles, {a} yuan",
            "nap time",
        ],
        "mix": ["笑死 lol", "真的 same", "lunch 吃啥", "好困 so tired"],
    },
}
PING = {  # an @-question of the day and its answer
    "zh": [
        ("@{m} 明天出摊吗", ["出", "出的", "看天气"]),
        ("@{m} 借我个插排", ["好，过来拿", "在车上"]),
        ("@{m} 你今晚几点收？", ["十二点吧", "卖完就收"]),
        ("@{m} 帮我带{a}个塑料袋", ["好", "行"]),
    ],
    "en": [
        ("@{m} you out tomorrow?", ["yes", "probably", "depends on rain"]),
        ("@{m} can I borrow a power strip?", ["sure, come grab it", "in my car"]),
        ("@{m} what time you packing up?", ["around midnight", "when I sell out"]),
    ],
}
REPEAT = ["收到", "辛苦了", "冲冲冲", "好耶", "哈哈哈哈", "+1", "加油加油", "nice!!"]
WEEK_NOTICE = [
    "【群公告】本周管理费{b}元，周五前交到我这里，谢谢配合",
    "【群公告】周三晚上卫生检查，{a}点前把摊位周边清干净",
    "【群公告】消防检查：每个摊位备一个灭火器，周四前拍照发群里",
    "【群公告】最近有人往下水道倒油，发现一次罚{b}元，大家互相监督",
    "【群公告】东门那边施工，这周{a}号到{b}号位往里挪两米",
]
JL_PLAIN = [  # the group's own 接龙 lists, none a fact's
    ("#接龙 周一休市聚餐报名", ["AA", "带家属", "我来", "晚点到"]),
    ("#接龙 五一加班出摊的登记", ["全天", "晚上", "只出三天", "看情况"]),
    ("#接龙 统一订塑料袋（写数量）", ["{a}包", "{a}扎", "{a}箱"]),
]

# a member asking the bot something with no past in it: no member named, no value
CHATTER = [
    "帮我写一段招顾客的文案，卖烤冷面的",
    "怎么把“扫码付款”翻译成英文？",
    "早上好呀",
    "帮我算一下，成本八块卖十五，一晚卖一百份赚多少",
    "你好",
    "晚安啦",
    "今天长沙天气怎么样？",
    "怎么申请个体工商户？",
    "帮我起个摊位的名字，卖手工发夹的",
    "“老板再来一份”英文怎么说",
    "Can you help me write a price sign in English?",
    "How do I say 'no refunds' in Chinese?",
    "good morning bot",
    "What's a catchy name for a crepe stand?",
    "How do I keep fried food crispy for longer?",
    "Translate 'spicy or not spicy?' into Chinese",
    "write me a short thank-you note for customers",
    "How do I price handmade earrings?",
    "what is a good way to display flowers at night?",
    "How long does cooked rice keep unrefrigerated?",
    "夏天食材怎么保鲜？",
    "帮我写个转让摊位的启事",
    "油炸的温度一般多少度合适？",
    "糖画的糖怎么熬不会苦？",
    "帮我想几个柠檬茶的宣传语",
    "怎么做一个简单的记账表？",
    "帮我翻译一下：本店不议价",
    "How do I make a QR code for my menu?",
    "thanks!",
    "tell me a joke",
    "你会讲笑话吗",
    "帮我写一段道歉的话，给等太久的顾客",
    "What should I say to a customer who wants a discount?",
    "Explain what VAT is simply",
    "how many calories are in a bubble tea?",
    "怎么做冷泡柠檬茶？",
    "Give me three slogans for a phone case stall",
    "怎么在下雨天保护电器？",
    "帮我把这句话改得礼貌点：排队请往后站",
    "Translate 'please queue here' into Chinese",
    "How do I clean a griddle properly?",
    "蛋仔的面糊比例是多少？",
    "How do I make crepe batter?",
    "帮我写一个五一活动的海报文字",
    "买一送一和打八折哪个更划算？",
    "Is it rude to haggle in China?",
    "What's the Chinese word for receipt?",
    "怎么跟城管沟通比较好？",
    "你叫什么名字",
    "Can you write a short poem about a night market?",
    "什么是灵活就业社保？",
    "怎么给小猫驱虫？",
    "How do I say 'sold out' in Cantonese?",
    "一斤等于多少克？",
    "帮我写一段朋友圈文案，今晚出摊",
    "How do I keep my hands warm in winter?",
    "炸鸡怎么腌更入味？",
    "What's the difference between a sole trader and a company?",
    "hello there",
    "有什么提神的方法吗",
    "怎么缓解腰疼？",
    "Recommend a stretch for back pain",
    "帮我想个拍短视频的开头",
    "How do I write a good product description?",
    "我想学英语，从哪开始？",
    "What's a polite way to ask someone to move their cart?",
    "怎么把照片拍得更有食欲？",
    "How do I say 'scan to pay' in Russian?",
    "帮我算一下一个月交二十天管理费每天十五块一共多少",
    "What does 'gross margin' mean?",
    "早安！今天也要加油",
    "How do I deal with a rude customer calmly?",
    "怎么写请假条？",
    "Summarize the rules of mahjong briefly",
    "帮我写个招学徒的启事",
    "How do I fold a paper box?",
    "有没有适合夜市的背景音乐推荐",
    "What's a good lunch that's quick to make?",
    "怎么保养不锈钢台面？",
    "Write a one-line welcome sign for a flower stall",
    "“欢迎光临”用英语怎么说",
    "辣椒油怎么熬才香？",
    "Is it ok to freeze dough?",
    "给我讲讲怎么记流水账",
    "What's the weather like in spring in Hunan usually?",
    "怎么做一个简单的价目表？",
    "Give me a tongue twister in Chinese",
    "晚上好",
    "How long should I rest after a long night on my feet?",
    "帮我把这段话翻成英文：明天休息一天",
    "What are some cheap ways to decorate a stall?",
]
NOBODY = [  # things nobody in the group had
    "谁家卖榴莲千层？",
    "Who sells roasted chestnuts here?",
    "谁的摊位上有咖啡机？",
    "Who in the group has a food truck?",
    "谁家养了一只鹦鹉在摊上？",
    "Who runs the bubble waffle cart with a dog?",
    "谁去过日本学做章鱼烧？",
    "Which stall sells handmade candles?",
    "谁家卖现做的肠粉？",
    "Who plays the guitar at the stall?",
    "谁在群里说过要开第二家店？",
    "Who sells secondhand books?",
]
NV = {  # a never-said value put to a member with no line on its topic
    "zh": ["{n}提过{v}吗？", "{n}是不是说过{v}？", "{n}跟{v}有关系吗？"],
    "en": [
        "Did {n} ever mention {v}?",
        "Has {n} said anything about {v}?",
        "Is {n} linked to {v}?",
    ],
}


def _cut(text: str, drop: tuple[str, ...]) -> str:
    for d in sorted((d for d in drop if d), key=len, reverse=True):
        text = re.sub(re.escape(d), " ", text, flags=re.IGNORECASE)
    return text


def _content(text: str, drop: tuple[str, ...]) -> tuple[set[str], set[str]]:
    """A text's English content words (stemmed, the stop list aside) and its pairs of Chinese
    characters, `drop` (names, the detail, a wrong value) cut out first."""
    cut = _cut(text, drop)
    words = {stem(w.lower()) for w in LATIN.findall(cut)} - {stem(w) for w in STOP}
    return words, pairs(cut)


def _shares(a: str, b: str, drop: tuple[str, ...]) -> bool:
    wa, pa = _content(a, drop)
    wb, pb = _content(b, drop)
    return bool(wa & wb or pa & pb)


def _lang(text: str, drop: tuple[str, ...], detail: str = "") -> str:
    """A line's language, `drop` and the detail cut out; a line of the detail alone takes the
    detail's script."""
    cut = _cut(text, (*drop, detail))
    zh, en = bool(CJK.search(cut)), bool(LATIN.search(cut))
    if zh and en:
        return "mix"
    if zh or en:
        return "zh" if zh else "en"
    return "en" if detail.isascii() else "zh"


def _day(t: float) -> int:
    return int((t - T0) // DAY)


def _at(d: int, h: float) -> float:
    return T0 + d * DAY + h * HOUR


def _poisson(rng: random.Random, lam: float) -> int:
    if lam <= 0:
        return 0
    if lam > 30:
        return max(0, round(rng.gauss(lam, math.sqrt(lam))))
    n, p, limit = 0, 1.0, math.exp(-lam)
    while True:
        p *= rng.random()
        if p < limit:
            return n
        n += 1


def _nums(rng: random.Random, text: str) -> str:
    return text.format(a=rng.randint(2, 30), b=rng.randint(10, 300), c=rng.randint(300, 4000))


def _pick_lang(rng: random.Random, who: str) -> str:
    r = rng.random()
    return "en" if r < EN[who] else "mix" if r < EN[who] + MIX[who] else "zh"


def _two(rng: random.Random, who: str) -> str:
    """A language for a line that has no mixed form: zh or en."""
    return "en" if rng.random() < EN[who] + MIX[who] / 3 else "zh"


class _Gen:
    """The lines as they are scripted: (time, speaker, text, fact index, role)."""

    def __init__(self, rng: random.Random, rest: set[int], crowd: list[float]) -> None:
        self.rng = rng
        self.rest = rest  # the nights the market does not open: Mondays, heavy rain
        self.crowd = crowd
        self.recs: list[tuple[float, str, str, int, str]] = []
        self.evdays: dict[int, set[int]] = {}

    def add(self, t: float, who: str, text: str, k: int = -1, role: str = "") -> None:
        self.recs.append((t, who, text, k, role))
        if role in ("evidence", "earlier", "ask", "prompt"):
            self.evdays.setdefault(k, set()).add(_day(t))

    def someone(self, but: tuple[str, ...] = ()) -> str:
        pool = [m for m in MEMBERS if m not in but]
        return self.rng.choices(pool, weights=[TALK[m] for m in pool])[0]

    def calm(self, d: int) -> float:
        """A time on day `d` when stall owners talk: a morning, noon, the setting up, the
        packing up after midnight, or a rest night's evening."""
        slots = [(8.5, 11.0), (12.0, 13.5), (15.5, 17.2)]
        slots.append((19.0, 22.5) if d in self.rest else (23.6, 24.6))
        h0, h1 = self.rng.choice(slots)
        return _at(d, self.rng.uniform(h0, h1))

    def busy(self, d: int) -> float:
        """A time on day `d` in the trading hours (or a rest night's evening)."""
        return _at(d, self.rng.uniform(19.5, 22.5))


def _facts(rng: random.Random) -> list[dict[str, Any]]:
    """Five facts a topic, their members dealt in ORDER, their shapes in SHAPES' order, their
    details drawn by the language the member is likely to say them in."""
    facts: list[dict[str, Any]] = []
    taken: set[str] = set()
    for ti, kind in enumerate(KINDS):
        vals = TOPICS[kind]["vals"]
        row = []
        for j in range(5):
            i = ti * 5 + j
            row.append(
                {"kind": kind, "name": ORDER[i % len(ORDER)], "shape": SHAPES[i % len(SHAPES)]}
            )
        for j, f in enumerate(row):  # the owner does not post a notice about the owner
            if f["shape"] == "notice" and f["name"] == OWNER:
                o = row[(j + 1) % 5]
                f["name"], o["name"] = o["name"], f["name"]
        for f in row:
            n = f["name"]
            want = "zh" if f["shape"] in ("notice", "jielong") else _pick_lang(rng, n)
            latin = want == "en" or (want == "mix" and rng.random() < 0.5)
            free = [v for v in vals if v not in taken and v.isascii() == latin]
            free = free or [v for v in vals if v not in taken]
            x = rng.choice(free)
            taken.add(x)
            if want == "en" and not x.isascii():
                want = "mix"
            f.update(detail=x, want=want, uid=QQ[n])
            if f["shape"] == "correction":
                wrong = [v for v in vals if v not in taken and v.isascii() == x.isascii()]
                f["earlier"] = rng.choice(wrong or [v for v in vals if v not in taken])
                taken.add(f["earlier"])
        facts.extend(row)
    return facts


def _terse(rng: random.Random, want: str, x: str) -> str:
    return rng.choice(TERSE[want]).format(x=x)


def _asker(g: _Gen, n: str) -> tuple[str, str]:
    a = g.someone((n,))
    return a, _two(g.rng, a)


def _one(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    t = g.calm(d)
    g.add(t, f["name"], TOPICS[f["kind"]]["say"][f["want"]].format(x=f["detail"]), k, "evidence")


def _answer(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, tp = f["name"], TOPICS[f["kind"]]
    a, al = _asker(g, n)
    t = g.calm(d)
    ask = tp["ask"][al].format(n=n)
    g.add(t, a, ask, k, "ask")
    ans = _terse(g.rng, f["want"], f["detail"])
    if f["shape"] == "reply":
        ans = f"[回复 {a}：{ask}]\n{ans}"
    g.add(t + g.rng.uniform(2, 40) * MINUTE, n, ans, k, "evidence")
    f["asker"] = a


def _late(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, tp = f["name"], TOPICS[f["kind"]]
    a, al = _asker(g, n)
    g.add(g.busy(d), a, tp["ask"][al].format(n=n), k, "ask")
    ans = _terse(g.rng, f["want"], f["detail"])
    text = g.rng.choice(LATE[f["want"]]).format(a=a, ans=ans)
    g.add(_at(d + g.rng.choice((1, 1, 2)), g.rng.uniform(8.5, 11.0)), n, text, k, "evidence")
    f["asker"] = a


def _correction(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, tp, x, y, w = f["name"], TOPICS[f["kind"]], f["detail"], f["earlier"], f["want"]
    t = g.calm(d)
    g.add(t, n, tp["say"][w].format(x=y), k, "earlier")
    if g.rng.random() < 0.6:
        g.add(
            t + g.rng.uniform(2, 20) * MINUTE,
            n,
            g.rng.choice(FIX_NOW[w]).format(x=x, y=y),
            k,
            "evidence",
        )
    else:
        g.add(
            _at(d + 1, g.rng.uniform(8.5, 11.0)),
            n,
            g.rng.choice(FIX_LATE[w]).format(x=x, y=y),
            k,
            "evidence",
        )


def _split(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, tp, w = f["name"], TOPICS[f["kind"]], f["want"]
    t = g.calm(d)
    g.add(t, n, tp["head"]["en" if w == "en" else "zh"], k, "evidence")
    if g.rng.random() < 0.4:
        o = g.someone((n,))
        g.add(t + g.rng.uniform(8, 25), o, g.rng.choice(NUDGE[_two(g.rng, o)]))
    tail = g.rng.choice(SPLIT_TAIL[w]).format(x=f["detail"])
    g.add(t + g.rng.uniform(35, 90), n, tail, k, "evidence")


def _reported(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, tp = f["name"], TOPICS[f["kind"]]
    r = g.someone((n,))
    t = g.calm(d)
    g.add(t, r, tp["report"][_two(g.rng, r)].format(n=n, x=f["detail"]), k, "evidence")
    g.add(t + g.rng.uniform(1, 15) * MINUTE, n, g.rng.choice(CONFIRM[_two(g.rng, n)]), k, "confirm")
    f["reporter"] = r


def _notice(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    t = _at(d, g.rng.uniform(9.0, 11.0))
    g.add(t, OWNER, TOPICS[f["kind"]]["notice"].format(n=f["name"], x=f["detail"]), k, "evidence")
    ack = g.rng.choice(NOTICE_ACK)
    for _ in range(g.rng.randint(2, 4)):
        t += g.rng.uniform(20, 300)
        g.add(t, g.someone((OWNER,)), ack)


def _jielong(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, tp = f["name"], TOPICS[f["kind"]]
    title, pool = tp["jl"]
    starter = ADMIN if n != ADMIN else OWNER
    others = [
        starter,
        *g.rng.sample([m for m in MEMBERS if m not in (n, starter)], g.rng.randint(1, 3)),
    ]
    entries = [[m, e] for m, e in zip(others, g.rng.sample(pool, len(others)), strict=False)]
    t = _at(d, g.rng.uniform(8.5, 10.5))
    for i in range(1, len(entries) + 1):
        lines = [f"{j + 1}. {m} {e}" for j, (m, e) in enumerate(entries[:i])]
        g.add(t, entries[i - 1][0], "\n".join([title, *lines]))
        t += g.rng.uniform(20, 120) * MINUTE
    lines = [f"{j + 1}. {m} {e}" for j, (m, e) in enumerate(entries)]
    lines.append(f"{len(entries) + 1}. {n} {f['detail']}")
    g.add(t, n, "\n".join([title, *lines]), k, "evidence")
    f["entries"] = entries


def _long(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    n, tp, w = f["name"], TOPICS[f["kind"]], f["want"]
    frame = "en" if w == "en" else "zh"
    e1, e2 = (_nums(g.rng, e) for e in g.rng.sample(LONG_EXTRA[frame], 2))
    say = tp["say"][w].format(x=f["detail"])
    o, c = g.rng.choice(LONG_OPEN[frame]), g.rng.choice(LONG_CLOSE[frame])
    text = f"{o}{e1}. {say}. {e2}. {c}" if frame == "en" else f"{o}{e1}；{say}；{e2}。{c}"
    g.add(g.calm(d), n, text, k, "evidence")


def _guess(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    """This set's own shape: the member makes the group guess, others guess wrong, and the
    member gives the answer tersely."""
    n, tp, w = f["name"], TOPICS[f["kind"]], f["want"]
    t = g.calm(d)
    g.add(t, n, tp["guess"]["en" if w == "en" else "zh"], k, "prompt")
    for o in g.rng.sample([m for m in MEMBERS if m != n], g.rng.randint(2, 3)):
        t += g.rng.uniform(0.5, 5) * MINUTE
        g.add(t, o, g.rng.choice(GUESSES[_two(g.rng, o)]))
    t += g.rng.uniform(1, 8) * MINUTE
    g.add(t, n, g.rng.choice(REVEAL[w]).format(x=f["detail"]), k, "evidence")


SCRIPT = {
    "one": _one,
    "answer": _answer,
    "reply": _answer,
    "late": _late,
    "correction": _correction,
    "split": _split,
    "reported": _reported,
    "notice": _notice,
    "jielong": _jielong,
    "long": _long,
    "guess": _guess,
}


def _around(g: _Gen, k: int, f: dict[str, Any]) -> None:
    """The member's own lines on the topic, on days two away from the fact's at least."""
    if g.rng.random() > 0.65:
        return
    near = g.evdays[k]
    days = [d for d in range(1, DAYS - 1) if all(abs(d - e) >= 3 for e in near)]
    for d in g.rng.sample(days, g.rng.randint(1, 2)):
        lang = _two(g.rng, f["name"])
        text = _nums(g.rng, g.rng.choice(TOPICS[f["kind"]]["around"][lang]))
        g.add(g.calm(d), f["name"], text, k, "around")


def _passing(g: _Gen, facts: list[dict[str, Any]]) -> dict[str, set[str]]:
    """Others' lines on each topic in passing (three members a topic with no fact on it), and an
    @-question on each topic to a member with nothing on it, never answered."""
    holders: dict[str, set[str]] = {}
    for kind in KINDS:
        has = {f["name"] for f in facts if f["kind"] == kind}
        free = [m for m in MEMBERS if m not in has]
        holders[kind] = set(g.rng.sample(free, 3))
        for m in sorted(holders[kind]):
            for _ in range(g.rng.randint(1, 2)):
                lang = _two(g.rng, m)
                text = _nums(g.rng, g.rng.choice(TOPICS[kind]["passing"][lang]))
                g.add(g.calm(g.rng.randrange(1, DAYS - 1)), m, text)
        idle = g.rng.choice([m for m in free if m not in holders[kind]])
        a = g.someone((idle,))
        g.add(
            g.busy(g.rng.randrange(1, DAYS - 1)),
            a,
            TOPICS[kind]["ask"][_two(g.rng, a)].format(n=idle),
        )
    return holders


def _line(g: _Gen, t: float, kind: str, who: str = "") -> None:
    who = who or g.someone()
    lang = _pick_lang(g.rng, who)
    g.add(t, who, _nums(g.rng, g.rng.choice(POOL[kind][lang])))


def _thread(g: _Gen, t: float, kind: str) -> None:
    """One ordinary thread of the day: a line, an exchange, an @-question and its answer,
    复读, a reply quote, a long message or a 接龙 list."""
    rng = g.rng
    r = rng.random()
    if r < 0.5:
        _line(g, t, kind)
    elif r < 0.68:
        for _ in range(rng.randint(2, 4)):
            _line(g, t, rng.choice((kind, kind, "life")))
            t += rng.uniform(10, 150)
    elif r < 0.77:
        a = g.someone()
        m = g.someone((a,))
        q, answers = rng.choice(PING[_two(rng, a)])
        g.add(t, a, _nums(rng, q.format(m=m, a="{a}")))
        g.add(t + rng.uniform(30, 900), m, rng.choice(answers))
    elif r < 0.84:
        text = rng.choice(REPEAT)
        for m in rng.sample(MEMBERS, rng.randint(3, 5)):
            g.add(t, m, text)
            t += rng.uniform(3, 40)
    elif r < 0.91:
        a = g.someone()
        quote = _nums(rng, rng.choice(POOL[kind][_two(rng, a)]))
        g.add(t, a, quote)
        b = g.someone((a,))
        resp = _nums(rng, rng.choice(POOL["life"][_two(rng, b)]))
        g.add(t + rng.uniform(20, 600), b, f"[回复 {a}：{quote}]\n{resp}")
    elif r < 0.97:
        who = g.someone()
        lang = _two(rng, who)
        parts = [_nums(rng, x) for x in rng.sample(LONG_EXTRA[lang], 3)]
        glue = "；" if lang == "zh" else ". "
        g.add(
            t,
            who,
            rng.choice(LONG_OPEN[lang]) + glue.join(parts) + glue + rng.choice(LONG_CLOSE[lang]),
        )
    elif kind in ("morning", "rest", "life"):
        title, pool = rng.choice(JL_PLAIN)
        people = rng.sample(MEMBERS, rng.randint(2, 5))
        said = [f"{j + 1}. {m} {_nums(rng, pool[j % len(pool)])}" for j, m in enumerate(people)]
        for i in range(1, len(people) + 1):
            lines = said[:i]
            g.add(t, people[i - 1], "\n".join([title, *lines]))
            t += rng.uniform(5, 60) * MINUTE
    else:
        _line(g, t, kind)


def _fill(g: _Gen, scale: float) -> None:
    """The days' ordinary threads by the tide of the market: talk thins as the crowd rises in
    the trading hours and comes back at the packing up; rest nights are all talk."""
    rng = g.rng
    for d in range(DAYS):
        rest, crowd = d in g.rest, g.crowd[d]
        phases = [("morning", 7.5, 11.5, 3.2), ("life", 12.0, 14.0, 2.6)]
        if rest:
            phases.append(("rest", 18.5, 23.8, 5.5))
        else:
            phases += [
                ("setup", 15.5, 17.9, 3.6),
                ("trade", 18.0, 23.5, 4.0 * (1 - 0.85 * crowd)),
                ("pack", 23.5, 25.6, 3.0 * (0.5 + crowd)),
            ]
        for kind, h0, h1, rate in phases:
            for _ in range(_poisson(rng, rate * (h1 - h0) * scale)):
                _thread(g, _at(d, rng.uniform(h0, h1)), kind)
        if d % 7 == 0:  # the manager's Monday notice, and its 收到s
            t = _at(d, rng.uniform(9.5, 10.5))
            g.add(t, OWNER, _nums(rng, rng.choice(WEEK_NOTICE)))
            for m in rng.sample(MEMBERS[1:], rng.randint(3, 6)):
                t += rng.uniform(30, 900)
                g.add(t, m, "收到")
    for d, text in (
        (QINGMING - 1, "【群公告】明天清明，市场照常开，祭扫的摊主提前说一声"),
        (MAYDAY[0] - 3, "【群公告】五一五天延长营业到凌晨{a}点，加派了保安，大家注意安全"),
    ):
        g.add(_at(d, 10.2), OWNER, _nums(rng, text))


def _questions(rng: random.Random, f: dict[str, Any], said: list[str]) -> None:
    tp, x, n = TOPICS[f["kind"]], f["detail"], f["name"]
    drop = (*MEMBERS, x, f.get("earlier", ""))
    ql = f["q_lang"]
    f["keyword"] = tp["kq"][ql["keyword"]].format(x=x)
    f["partial"] = tp["pq"][ql["partial"]].format(n=n)
    mine, other = ql["paraphrase"], "en" if ql["paraphrase"] == "zh" else "zh"
    for lang in (mine, other):  # a topic's paraphrases in turn; the other language's only if none
        options = [p.format(n=n) for p in tp["pp"][lang]]
        rng.shuffle(options)
        fit = [q for q in options if not any(_shares(q, s, drop) for s in said)]
        if fit:
            f["paraphrase"], ql["paraphrase"] = fit[0], lang
            return
    raise AssertionError(("no paraphrase fits", f["kind"], said))


def _never(
    rng: random.Random,
    facts: list[dict[str, Any]],
    spare: dict[str, list[str]],
    holders: dict[str, set[str]],
) -> list[str]:
    """90 never-said questions: 45 naming a member (15 a topic's question of a member who spoke
    of it only in passing, 15 a detail no line gives of a member's topic, 15 a never-said value
    put to a member with no line on its topic), 45 naming no one (34 a never-said value, 11
    things nobody had)."""
    has = {(f["kind"], f["name"]) for f in facts}
    pool = [(kind, v) for kind in KINDS for v in spare[kind]]
    rng.shuffle(pool)
    lang = lambda: rng.choice(("zh", "en"))  # noqa: E731
    named: list[str] = []
    passing = sorted((kind, m) for kind, ms in holders.items() for m in ms)
    for kind, m in rng.sample(passing, 15):
        named.append(TOPICS[kind]["pq"][lang()].format(n=m))
    for f in rng.sample(facts, 15):
        named.append(TOPICS[f["kind"]]["nd"][lang()].format(n=f["name"]))
    for kind, v in pool[:15]:
        m = rng.choice([m for m in MEMBERS if (kind, m) not in has and m not in holders[kind]])
        named.append(rng.choice(NV[lang()]).format(n=m, v=v))
    nobody = [TOPICS[kind]["kq"][lang()].format(x=v) for kind, v in pool[15:49]]
    nobody += rng.sample(NOBODY, 11)
    return named + nobody


def twentieth_set(seed: int = 2020) -> Set:
    """The held-out twentieth set (see the module's docstring)."""
    rng = random.Random(seed)
    rain = {d for d in range(DAYS) if d % 7 and d not in MAYDAY and rng.random() < 0.14}
    rest = {d for d in range(DAYS) if d % 7 == 0} | rain
    crowd = [
        0.0
        if d in rest
        else min(
            1.0, max(0.05, CROWD[d % 7] + (0.25 if d in MAYDAY else 0) + rng.uniform(-0.1, 0.1))
        )
        for d in range(DAYS)
    ]
    g = _Gen(rng, rest, crowd)
    facts = _facts(rng)
    days = [1 + (i * (DAYS - 4)) // len(facts) for i in range(len(facts))]
    rng.shuffle(days)
    for k, f in enumerate(facts):
        SCRIPT[f["shape"]](g, k, f, days[k])
    for k, f in enumerate(facts):
        _around(g, k, f)
    holders = _passing(g, facts)
    scripted, scale = list(g.recs), 1.0
    for attempt in range(12):  # the days drawn again until about 3,000 lines
        g.recs = list(scripted)
        g.rng = random.Random(seed * 100 + attempt)
        _fill(g, scale)
        size = sum(1 for r in g.recs if T0 < r[0] < END - MINUTE)
        if 2920 <= size <= 3080:
            break
        scale *= 1 + 1.5 * (3000 - size) / size
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
        if f["shape"] == "guess":
            f["prompt_at"] = f.pop("_prompt")[0]
        f.pop("_confirm", None)
        f["carrier"] = (
            OWNER
            if f["shape"] == "notice"
            else f.pop("reporter")
            if f["shape"] == "reported"
            else f["name"]
        )
        texts = [said_at[t] for t in f["evidence"]]
        line = (
            texts[-1].rsplit("\n", 1)[-1] if f["shape"] in ("jielong", "reply") else " ".join(texts)
        )
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
        _questions(rng, f, [said_at[t] for t in f["evidence"]])
    taken = {v for f in facts for v in (f["detail"], f.get("earlier", "")) if v}
    spare = {kind: [v for v in tp["vals"] if v not in taken] for kind, tp in TOPICS.items()}
    never = _never(rng, facts, spare, holders)
    chatter = rng.sample(CHATTER, 90)
    s = Set("twentieth", messages, facts, never, chatter, classes=CLASSES, members=dict(QQ))
    _check(s, said_at)
    return s


def _check(s: Set, said_at: dict[float, str] | None = None) -> None:
    """The set's own checks (see the module's docstring)."""
    texts, times, said_at = check_messages(s, said_at, T0, END, (2800, 3200))
    assert s.messages[0].created_at > START + 1100 * DAY
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
        assert shape != "notice" or c == OWNER, f
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
        if shape == "jielong":
            assert said[0].startswith("#接龙") and said[0].endswith(f"{n} {x}"), said
            assert [f"{j + 1}. {m} {e}" for j, (m, e) in enumerate(f["entries"])] == said[0].split(
                "\n"
            )[1:-1], said
        if shape == "notice":
            assert said[0].startswith("【群公告】") and n in said[0] and c != n, said
        if shape == "long":
            i = said[0].index(x)
            assert len(said[0]) > 40 and i > 10 and len(said[0]) - i - len(x) > 10, said
        if shape == "guess":  # the member's game, others' guesses, then the answer
            p = f["prompt_at"]
            assert f"] {n}(" in texts[index[p]] and x.lower() not in low[index[p]], f
            assert 0 < ev[0] - p < HOUR, f
            between = texts[index[p] + 1 : index[ev[0]]]
            assert sum(f"] {n}(" not in t for t in between) >= 2, f
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
    check_questions(s, [*home])


def _line_langs(s: Set) -> dict[str, int]:
    import collections

    return dict(
        collections.Counter(_lang(m.text().split("): ", 1)[1], tuple(MEMBERS)) for m in s.messages)
    )


if __name__ == "__main__":
    import collections

    print(describe(twentieth_set, "mix"))
    s = twentieth_set()
    print("questions", len(s.facts) * len(CLASSES), "over", len(s.facts), "facts")
    print("per member", dict(collections.Counter(f["name"] for f in s.facts)))
    print("carriers other than the member:", sum(f["carrier"] != f["name"] for f in s.facts))
    print("shapes", dict(collections.Counter(f["shape"] for f in s.facts)))
    print("line langs", _line_langs(s))
