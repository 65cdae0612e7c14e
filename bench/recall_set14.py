"""A fourteenth evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code: nothing under mnemo/ (but mnemo/message.py, for the `Message`
constructor), mnemo_panel/, plugins/, tests/ or docs/ was opened, read or searched while writing
it, nor the README, bench/recall.py, any note or issue text, nor any figure or score of any set;
the recall code was never run on this set and the set was never scored while it was written. It
is not to be tuned on; its figures are to be read once, at the end. What was read: bench/
recall_sets.py (its docstring, `Set`, `_stamp`, `_user`, `describe`, `check_questions`,
`check_messages`, `stem`, `pairs`, `DAY`, `START` and `second_set`, and on the way the lines
between them: `_fits`, `_other`, `second_set`'s tables and the last lines of
`long_conversation`), the top docstrings of bench/recall_set4.py to recall_set13.py, and in
recall_set13.py its imports, the list of its top-level names (as a grep printed them, with the
first line of each of its tables), `thirteenth_set`, `_check` and its `__main__` block (for the
shape of what is returned and checked); besides, the ruff settings in pyproject.toml. The
generator below is its own. It differs from the other thirteen (bench/recall.py's `first_set`,
recall_sets' `second_set`, `third_set` and `long_conversation`, recall_set4's sessions of a
timeline, recall_set5's point process, recall_set6's day of threads, recall_set7's windows of
interleaved threads, recall_set8's members' presence, recall_set9's working week's agenda,
recall_set10's club calendar, recall_set11's semester of scenes, recall_set12's family's
meal-time slots, recall_set13's incidents waiting on office hours) in what it is about and how
it is laid out:

- the conversation is a QQ group of cross-border e-commerce sellers (深圳跨境卖家交流群: Amazon
  sellers in Shenzhen, Yiwu and Hong Kong, a freight forwarder's saleswoman, sellers living in
  LA, Hamburg, Saigon, Leeds and Milan) over eight weeks from START + 606 days (Monday
  2027-08-30 to Sunday 10-24): the Q4 stocking rush, the last sailing before 国庆, 中秋 (09-15),
  the 国庆 week (10-01 to 10-07), Prime Big Deal Days (10-12, 10-13) and the first phase of the
  Canton Fair (广交会, from 10-15);
- it is laid out by a chain of the group's moods rather than by a calendar: quiet (nobody), chat,
  a heated burst (only chat leads into one: a policy change, the dollar falling, freight rates
  doubling, the back office down, a wave of suspensions, storage fees; seconds apart, reactions
  and 复读), and the night's slow talk of the owls and the members abroad. A quiet stretch ends,
  by thinning, with the odds of its hour and of its day (weekends and 国庆 quieter, Prime days
  and the fair busier, a factor of its own each day); each mood lasts its own while and sends
  messages with log-normal gaps of its own; the weeks of moods are drawn again until they hold
  about 3,000 times. The times come first; then every script (a fact's lines, a member's own
  lines on their topic on other days, the owner's notices and red packets, four 接龙 lists)
  waits for its start and then takes, line by line, the first time of the chain at which its
  turn has come (a gap after the line before, or the next day's morning for a late answer or a
  next-day correction) and its speaker is online (each member has Beijing hours of their own:
  the ones abroad by their own day, so Jake_LA talks from 22:00 to 14:00); a split's second
  line, a notice's "收到"s and "1"s and a forward's follow-up are glued seconds after, whatever
  the chain. Every other time of the chain gets an ordinary line of someone online, a line
  several members repeat (复读), an @-exchange answered by the member named, or a reply quote
  of an earlier ordinary line; the mood decides which. About 3,000 messages, strictly
  increasing, a second apart at least;
- numbers are everywhere (orders a day, return rates, CPCs, review scores, ASINs, UPS and FBA
  numbers, container numbers, freight quotes, exchange rates to four places, hotel prices
  near the fair, percentages of all kinds), so a line with a number is no answer; every
  ordinary line is drawn again until no detail, wrong value or never-said value is inside it;
- 18 members of their own: the group's owner (老黄, the notices and red packets), a forwarder's
  saleswoman (货代Cici), Chinese sellers (义乌阿强, 晓彤, 陈姐, 小鱼, 胖哥, 阿墨, 糖糖), bilingual
  ones (Tony_SZ, David伟, May姐, Kelvin in Hong Kong) and five abroad who write English
  (Jake_LA, Hannah, Minh, Anika, Marco); each with how much they talk, their odds of an English
  line and of a mixed one (the English-leaning write no Chinese line of their own, only join a
  复读 or an acknowledgement, and their mixed lines are English with a Chinese word), and their
  hours;
- 17 topics of their own (a freight forwarder, a first-leg shipping route, a best-selling
  product, the town of a factory, the brand behind an infringement complaint, a Canton Fair
  booth number, a payout service, an ACoS figure, the city of an overseas warehouse, an ERP, a
  product-photo studio, the paper missing when customs held a shipment, a trade show abroad, a
  new brand's name, an exchange rate locked, a new marketplace, a 国庆 destination), 80 facts,
  four or five a topic, a member at most once a topic, four or five facts a member, each with
  its own detail (a name, a place, a code, a percentage, a rate);
- facts in eleven shapes: one message ("one"); another member's @-question answered when the
  member is next about, minutes to hours later ("answer"); the same answered the next day or
  later, "刚看到" ("late"); a reply quote of the question with the answer after it ("reply"); a
  wrong value corrected by the same member there or the next day ("correction", the correcting
  message the evidence, it names both values); the member's two lines seconds apart, the topic
  then the detail ("split": both are the evidence); another member stating it to the member, who
  confirms without it ("reported"); the member's words quoted inside the owner's long notice of
  a talk that week ("notice"); the detail inside the member's long update about other things
  ("long"); a platform or logistics e-mail forwarded (【转发】) with the detail in it
  ("forward": complaints and customs holds); the member's entry closing a 接龙 list of the fair
  or of 国庆 ("jielong");
- languages: Chinese, English and mixed lines, within a message (a Chinese line with an English
  tail, an English quote inside a Chinese notice, a Chinese detail in an English line) and
  across a fact's lines (an English question answered in Chinese); a line's language is
  counted with its detail and the trade's acronyms (ERP, ACoS, FBA, Q4...) aside;
- near misses: each correction's wrong value, the members' own lines on their topic on other
  days without the detail (listed in "around"), others' lines on the topics with values that
  are nobody's own (forwarders, towns, brands), the 接龙 lists' other entries, the notices;
- questions in the third person, three classes, templates of this set's own by topic and
  language: "keyword" carries the detail, "partial" names the member and the topic in other
  words (one that shares a word with the evidence preferred), "paraphrase" names the member and
  shares no English content word (crudely stemmed, a stop list aside) and no two Chinese
  characters in a row with the evidence, names, the detail and a wrong value aside (checked in
  code); each class asked in the other language than a Chinese or English evidence line with
  odds of one half (a third of all questions at least, checked);
- never-said questions, 90: 45 name a member (15 a topic's question of a member with no word
  of it, 15 a detail nobody gave of a topic the member did give a detail of, 15 a never-said
  value put to a member with no fact of its topic), 45 name no one (34 ask after a never-said
  value, 11 after things nobody had); 90 chatter turns a member might send the bot
  (translations, replies to customers, listing copy, sums, jokes, greetings, trade questions),
  no member named.

The set checks itself as it is built (`_check`): times a second apart at least within the eight
weeks and after START + 600 days, 2,700 to 3,400 messages, 70 to 90 facts, every value (details,
wrong values, never-said values) its own and none inside another, a member once a topic, each
detail (case aside) in its evidence and no other message, each wrong value in the member's line
that said it and the correction only, no ordinary line holding a detail, a wrong value or a
never-said value, the evidence said by the fact's carrier (the owner for "notice", another member
for "reported"), keyword questions carrying the detail, partial and paraphrase ones naming the
member and not the detail, paraphrases sharing nothing with the evidence, the "around" lines
the member's and without the detail, an answer after its @-question by another member (a late
one on a later day), a split's two lines within two minutes and the detail in the second, a
接龙 detail in the list's last entry, a notice's evidence a 【群公告】 naming the member, a
forward a 【转发】, a third of the questions across languages at least, then recall_sets'
`check_questions`. Run it from the repository's root (`python -m bench.recall_set14`) to check
it is deterministic for a seed, builds in under two seconds, and to print its counts.

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

import math
import random
import re
import sys
from dataclasses import dataclass, field
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

BASE = 606  # 2027-08-30, a Monday
DAYS = 56  # to 2027-10-24, a Sunday
T0 = START + BASE * DAY
HOUR = 3600.0
CLASSES = ("keyword", "partial", "paraphrase")
FLIP = 0.5  # the odds of a question in the other language than a zh or en evidence line
MID_AUTUMN = 16  # 2027-09-15
GOLDEN = range(32, 39)  # 国庆, 10-01 to 10-07
PRIME = (43, 44)  # Prime Big Deal Days, 10-12 and 10-13
FAIR = 46  # the Canton Fair's first phase opens, 10-15

# -- members --------------------------------------------------------------------------------
# name, QQ number, Beijing hours online (end past 24 runs into the next day), odds of an
# English line, odds of a mixed line, how much they talk
PEOPLE: list[tuple[str, int, tuple[int, int], float, float, float]] = [
    ("老黄", 10_086_377, (8, 23), 0.0, 0.05, 0.9),
    ("货代Cici", 2_754_190_331, (9, 22), 0.1, 0.45, 1.1),
    ("义乌阿强", 87_662_015, (7, 24), 0.0, 0.05, 1.3),
    ("Tony_SZ", 1_390_228_764, (10, 26), 0.2, 0.4, 1.1),
    ("晓彤", 3_021_554_806, (9, 24), 0.0, 0.15, 1.0),
    ("陈姐", 569_301_442, (7, 22), 0.0, 0.0, 0.8),
    ("小鱼", 2_210_087_913, (12, 27), 0.0, 0.1, 1.2),
    ("胖哥", 751_446_920, (9, 25), 0.0, 0.05, 1.4),
    ("阿墨", 1_874_650_209, (10, 26), 0.05, 0.2, 0.8),
    ("Jake_LA", 3_288_410_075, (22, 38), 0.95, 0.0, 0.9),
    ("Hannah", 2_919_006_518, (14, 29), 0.9, 0.05, 0.8),
    ("Minh", 1_656_773_480, (8, 24), 0.85, 0.05, 0.8),
    ("Anika", 3_412_958_027, (15, 31), 0.9, 0.0, 0.7),
    ("Marco", 2_087_331_694, (15, 29), 0.9, 0.05, 0.7),
    ("David伟", 974_120_583, (9, 24), 0.2, 0.5, 1.0),
    ("May姐", 1_118_645_372, (8, 23), 0.05, 0.35, 1.0),
    ("Kelvin", 2_603_791_148, (9, 25), 0.5, 0.3, 0.9),
    ("糖糖", 3_175_482_960, (11, 26), 0.0, 0.1, 1.1),
]
MEMBERS = [p[0] for p in PEOPLE]
QQ = {p[0]: p[1] for p in PEOPLE}
HOURS = {p[0]: p[2] for p in PEOPLE}
EN = {p[0]: p[3] for p in PEOPLE}
MIX = {p[0]: p[4] for p in PEOPLE}
TALK = {p[0]: p[5] for p in PEOPLE}
OWNER = "老黄"
ABROAD = {"Jake_LA": "LA", "Hannah": "Hamburg", "Minh": "Saigon", "Anika": "Leeds",
          "Marco": "Milan"}

# -- topics ---------------------------------------------------------------------------------
# Each topic: its details (one a fact), wrong values (said first, then corrected), values
# never said (asked after all the same), what a member says of it in Chinese and in English
# (first person, {x} the detail), how another asks it, a two-line telling (intro, then the
# detail), another member's report of it, the member's lines on it without the detail, a
# notice's title, and the questions by class and language ({n} the member, {x} the detail),
# "yesno": a value put to a member, and "other": a detail of the topic nobody gives, asked of
# a member who did give one.
TOPICS: dict[str, dict[str, Any]] = {
    "forwarder": {
        "details": ["鲸航国际", "速帆物流", "Bluefin Freight", "Orca Cargo", "捷鸥供应链"],
        "wrong": ["远帆通", "Seabridge Logistics"],
        "never": ["顺丰国际", "Harborline Express"],
        "core": (["现在货代换成{x}了，时效稳定多了", "我们一直走{x}，价格还算厚道"],
                 ["we switched our forwarder to {x}, much more reliable so far",
                  "been using {x} for freight for a while, prices are fair"]),
        "mix": ["货代现在用 {x}, so far so good"],
        "ask": ("@{n} 你们现在货代用的哪家？",
                "@{n} which forwarder are you guys using these days?"),
        "intro": ("换货代了，之前那家太坑", "finally changed forwarders, the old one was a mess"),
        "tail": ("{x}，朋友介绍的", "{x}, a friend recommended them"),
        "report": ("@{n} 听说你们家货代换成{x}了？", "@{n} heard you moved your freight to {x}?"),
        "around": (["货代又说舱位紧张，要加钱", "货代那边还没回我消息"],
                   ["forwarder says space is tight again, price up",
                    "still waiting on my forwarder to reply"]),
        "title": "货代避坑经验",
        "q": {"keyword": (["谁家货代用的是{x}？", "之前谁说在用{x}发货来着？"],
                          ["Who ships with {x}?", "Which member uses {x} as their forwarder?"]),
              "partial": (["{n}现在用哪家货代？", "{n}的货代是哪家？"],
                          ["Which forwarder does {n} use now?", "Who is {n}'s freight forwarder?"]),
              "paraphrase": (["{n}把货交给哪个公司运到国外？", "{n}找谁帮忙把商品运出去？",
                              "帮{n}把东西送出海的是哪家？"],
                             ["Which company moves {n}'s goods overseas?",
                              "Who handles getting {n}'s stock abroad?",
                              "What outfit carries {n}'s cargo across the ocean?"])},
        "yesno": ("{n}的货代是不是{v}？", "Does {n} ship with {v}?"),
        "other": ("{n}的货代从深圳到美西一般多少天？",
                  "How many days does {n}'s forwarder take to the US west coast?"),
    },
    "channel": {
        "details": ["美森正班", "以星快船", "中欧班列", "卡航直达", "海铁联运"],
        "wrong": ["美森加班", "盐田快船"],
        "never": ["达飞快船", "空运直飞"],
        "core": (["这批货走{x}，大概下月初到仓", "头程我都走{x}，贵点但稳"],
                 ["this batch goes by {x}, should hit the warehouse early next month",
                  "I always send first-leg by {x}, pricier but steady"]),
        "mix": ["这批 first-leg 走{x}, ETA 下月初"],
        "ask": ("@{n} 你们这批货走什么渠道？", "@{n} what route is your batch taking?"),
        "intro": ("Q4 的货今天刚出厂", "Q4 stock just left the factory today"),
        "tail": ("走{x}", "going {x}"),
        "report": ("@{n} 你们那批是走{x}吧？", "@{n} your batch is on {x}, isn't it?"),
        "around": (["头程排柜又延了", "这批货还在路上，急死"],
                   ["first-leg delayed again, sigh", "stock still on the water, nervous"]),
        "title": "Q4头程怎么选",
        "q": {"keyword": (["谁的货走的{x}？", "之前谁说头程走{x}？"],
                          ["Whose shipment went by {x}?", "Who sends first-leg via {x}?"]),
              "partial": (["{n}这批货走的什么头程渠道？", "{n}的货走哪个渠道？"],
                          ["Which route did {n}'s batch take?",
                           "What first-leg channel did {n} pick?"]),
              "paraphrase": (["{n}的商品是怎么运过去的？", "{n}选了哪种运输方式？",
                              "{n}用什么方式把东西送到海外？"],
                             ["How is {n}'s stock traveling overseas?",
                              "By what means is {n} moving the goods?",
                              "Which transport option did {n} choose?"])},
        "yesno": ("{n}这批货是不是走{v}？", "Did {n}'s batch go by {v}?"),
        "other": ("{n}这批货一共多少方？", "How many cubic meters was {n}'s batch?"),
    },
    "bestseller": {
        "details": ["硅胶折叠水杯", "猫咪饮水机", "磁吸车载支架", "bamboo bread box",
                    "pet hair roller"],
        "wrong": ["硅胶冰格", "silicone ice tray"],
        "never": ["电动牙刷", "yoga mat"],
        "core": (["我们店现在卖得最好的是{x}，一天能出两三百单", "今年的爆款就靠{x}撑着"],
                 ["our best seller right now is the {x}, a couple hundred orders a day",
                  "the {x} is carrying the whole store this year"]),
        "mix": ["店里 best seller 还是{x}, 一天两百多单"],
        "ask": ("@{n} 你们店现在主推什么？", "@{n} what's your top product these days?"),
        "intro": ("今年终于出了个爆款", "finally got a hit product this year"),
        "tail": ("{x}，没想到吧", "the {x}, didn't see that coming"),
        "report": ("@{n} 你家{x}最近卖爆了吧", "@{n} your {x} is selling like crazy huh"),
        "around": (["爆款被跟卖了，气死", "主推款库存快断了"],
                   ["someone hijacked my top listing again", "top item almost out of stock"]),
        "title": "从0做出爆款",
        "q": {"keyword": (["谁家的{x}卖得最好？", "卖{x}的是谁？"],
                          ["Who is selling lots of the {x}?", "Whose store lives on the {x}?"]),
              "partial": (["{n}店里卖得最好的是什么？", "{n}的爆款是哪个？"],
                          ["What's {n}'s best-selling product?",
                           "Which item is {n}'s best seller?"]),
              "paraphrase": (["{n}靠哪样东西赚钱最多？", "{n}哪个商品最受欢迎？",
                              "哪件商品给{n}带来最大收入？"],
                             ["Which item earns {n} the most money?",
                              "What product is most popular for {n}?",
                              "What does {n} move the most units of?"])},
        "yesno": ("{n}是不是靠{v}出单最多？", "Is the {v} {n}'s best seller?"),
        "other": ("{n}的爆款进价多少？",
                  "What does {n} pay the factory per unit for their top item?"),
    },
    "factory": {
        "details": ["澄海", "永康", "曹县", "德化", "揭阳"],
        "wrong": ["潮州", "温岭"],
        "never": ["晋江", "平湖"],
        "core": (["我们的工厂在{x}，老板人挺好", "货都是{x}的厂子做的"],
                 ["our factory is in {x}, the owner is super nice",
                  "all our stuff is made by a factory in {x}"]),
        "ask": ("@{n} 你们工厂在哪边？", "@{n} where's your factory located?"),
        "intro": ("今天去看厂了，坐了四个小时车", "went to visit our factory today, 4 hours drive"),
        "tail": ("在{x}，下次带你们去", "it's in {x}, could take you guys next time"),
        "report": ("@{n} 你们厂子在{x}对吧", "@{n} your factory's in {x}, right?"),
        "around": (["工厂又说原材料涨价", "工厂那边品控又出问题了"],
                   ["factory says raw materials went up again",
                    "quality control issues at the factory again"]),
        "title": "跟工厂打交道",
        "q": {"keyword": (["谁的工厂在{x}？", "哪位群友的货是{x}生产的？"],
                          ["Whose factory is in {x}?", "Who gets their goods made in {x}?"]),
              "partial": (["{n}的工厂在哪个城市？", "{n}的厂在哪？"],
                          ["Where is {n}'s factory?", "In which city is {n}'s factory?"]),
              "paraphrase": (["{n}的商品是哪个地方生产的？", "{n}家货源出自什么地方？",
                              "{n}找的生产商位于何处？"],
                             ["In which town is {n}'s merchandise produced?",
                              "Where does {n}'s manufacturer operate?",
                              "Which place produces {n}'s products?"])},
        "yesno": ("{n}的工厂是在{v}吗？", "Is {n}'s factory in {v}?"),
        "other": ("{n}的工厂有多少工人？", "How many workers does {n}'s factory have?"),
    },
    "complaint": {
        "details": ["Kittora", "Lumisol", "Pawzen", "Grovia", "Fenwick Toys"],
        "wrong": ["Brivana", "Zentoro"],
        "never": ["Solvane", "Mapleview"],
        "core": (["我的链接被{x}投诉侵权了，直接下架", "被{x}发了侵权投诉，申诉中"],
                 ["got an IP complaint from {x}, listing taken down",
                  "{x} filed an infringement report against me, appealing now"]),
        "forward": ("【转发】卖家通知：我们收到权利人{x}的知识产权投诉，您的商品 {asin} 已被移除。"
                    "如有异议请在7天内提交申诉。",
                    "【转发】Notice of Policy Warning: we removed ASIN {asin} after a report of "
                    "intellectual property infringement from the rights owner {x}. You may "
                    "appeal within 7 days."),
        "ask": ("@{n} 你们链接被谁投诉的？", "@{n} who reported your listing?"),
        "intro": ("链接又被投诉了，烦死", "another IP complaint on my listing, ugh"),
        "tail": ("{x}，说我侵权外观", "it's {x}, they claim design infringement"),
        "report": ("@{n} 你是不是被{x}投诉了", "@{n} you got hit by {x} too right?"),
        "around": (["申诉材料写了三天了", "侵权的事还没搞定"],
                   ["been writing the appeal for three days", "still fighting that IP thing"]),
        "title": "侵权申诉实操",
        "q": {"keyword": (["谁被{x}投诉了？", "{x}投诉的是谁的链接？"],
                          ["Who got an infringement complaint from {x}?",
                           "Whose listing did {x} report?"]),
              "partial": (["{n}的链接被哪个品牌投诉侵权？", "{n}被谁投诉了？"],
                          ["Which brand filed the IP complaint against {n}?",
                           "Who reported {n}'s listing?"]),
              "paraphrase": (["是谁告了{n}抄袭？", "哪家公司找{n}麻烦说盗用设计？",
                              "{n}惹上了哪家的版权官司？"],
                             ["Whose lawyers went after {n} for copying?",
                              "Which company accused {n} of stealing a design?",
                              "Who claimed {n} copied their product?"])},
        "yesno": ("{n}是被{v}投诉的吗？", "Did {v} file a complaint against {n}?"),
        "other": ("{n}的申诉最后成功了吗？", "Did {n} win the appeal in the end?"),
    },
    "booth": {
        "details": ["11.2H28", "9.3C15", "17.1E07", "13.1J22", "4.2K09"],
        "wrong": ["11.2H26", "9.3C51"],
        "never": ["12.1F33", "8.0B19"],
        "core": (["广交会我们的展位是{x}，欢迎来坐坐", "今年一期我们在{x}摆展"],
                 ["our Canton Fair booth is {x}, come say hi",
                  "we're exhibiting at {x} in phase one"]),
        "entry": ("展位{x}，欢迎来坐", "booth {x}, come by"),
        "ask": ("@{n} 广交会你们摆在哪？", "@{n} where's your booth at the fair?"),
        "intro": ("广交会的展位终于抽到了", "finally got a booth at the Canton Fair"),
        "tail": ("{x}，位置还不错", "{x}, decent spot"),
        "report": ("@{n} 你们展位是{x}吧，我到时候去找你",
                   "@{n} you're at {x} right? I'll come find you"),
        "around": (["广交会的物料还没印好", "展会的样品还在打包"],
                   ["booth materials for the fair still not printed",
                    "still packing samples for the fair"]),
        "title": "广交会参展准备",
        "q": {"keyword": (["广交会{x}是谁家的展位？", "{x}那个展位是哪位群友的？"],
                          ["Whose booth is {x}?", "Which member is exhibiting at {x}?"]),
              "partial": (["{n}在广交会的展位号是多少？", "{n}的展位在哪？"],
                          ["What's {n}'s booth number at the Canton Fair?",
                           "Where is {n}'s booth?"]),
              "paraphrase": (["去琶洲找{n}的话，要到哪个位置？", "{n}在会展中心哪个摊位？",
                              "想当面找{n}，会场里去哪儿？"],
                             ["Where in the Guangzhou expo halls can I find {n}'s stand?",
                              "Which stand number should visitors look for to meet {n}?",
                              "At the trade show in Pazhou, where does {n} sit?"])},
        "yesno": ("{n}的展位是{v}吗？", "Is {n}'s booth {v}?"),
        "other": ("{n}的展位花了多少钱？", "How much did {n} pay for the booth?"),
        "span": (24, 45),
    },
    "payment": {
        "details": ["PingPong", "连连支付", "万里汇", "Payoneer", "Airwallex"],
        "wrong": ["寻汇", "Paysera"],
        "never": ["易宝支付", "Tipalti"],
        "core": (["回款我现在都走{x}，提现到账快", "收款账户换成{x}了，费率低一点"],
                 ["I withdraw everything through {x} now, money lands fast",
                  "moved my payouts to {x}, lower fees"]),
        "ask": ("@{n} 你们收款用的啥？", "@{n} what do you use to get paid out?"),
        "intro": ("收款账户终于换了", "finally switched payout accounts"),
        "tail": ("{x}，到账快多了", "{x}, way faster"),
        "report": ("@{n} 你现在是用{x}收款吧", "@{n} you're on {x} for payouts now, yeah?"),
        "around": (["这个月回款又晚了两天", "收款账户又要补资料"],
                   ["payout was late by two days again this month",
                    "payout account wants more documents again"]),
        "title": "回款与结汇",
        "q": {"keyword": (["谁在用{x}收款？", "用{x}提现的是谁？"],
                          ["Who gets paid out through {x}?", "Which member withdraws via {x}?"]),
              "partial": (["{n}现在用什么收款？", "{n}的收款账户是哪家？"],
                          ["Which payout account does {n} use?", "How does {n} get paid out?"]),
              "paraphrase": (["{n}的销售额是通过什么转回国内的？",
                              "{n}的营业收入靠哪个平台汇回来？",
                              "{n}怎么把海外挣的钱拿回来？"],
                             ["How does {n} bring the sales revenue home?",
                              "Which service moves {n}'s earnings back to China?",
                              "Through what does {n} receive the store's income?"])},
        "yesno": ("{n}是用{v}收款吗？", "Does {n} get paid out through {v}?"),
        "other": ("{n}提现的手续费是多少？", "What fee does {n} pay on withdrawals?"),
    },
    "acos": {
        "details": ["41.7%", "18.9%", "27.3%", "33.6%", "22.8%"],
        "wrong": ["14.7%", "36.1%"],
        "never": ["52.4%", "9.6%"],
        "core": (["上周广告 ACoS 做到{x}，还得压", "我的 ACoS 现在是{x}，勉强能接受"],
                 ["my ACoS last week was {x}, need to bring it down",
                  "ACoS sitting at {x} right now, could be worse"]),
        "ask": ("@{n} 你们广告花费占比多少？", "@{n} how's your ad spend ratio looking?"),
        "intro": ("广告报表刚拉出来", "just pulled the ad report"),
        "tail": ("ACoS {x}，哭了", "ACoS {x}, crying"),
        "report": ("@{n} 你上周 ACoS 才{x}？怎么做到的", "@{n} your ACoS was only {x}?? how"),
        "around": (["广告又烧了好多钱", "广告组又重建了一遍"],
                   ["burned so much on ads again", "rebuilt my ad campaigns from scratch"]),
        "title": "广告优化",
        "q": {"keyword": (["谁的 ACoS 是{x}？", "上周 ACoS {x} 的是谁？"],
                          ["Whose ACoS was {x}?", "Who reported an ACoS of {x}?"]),
              "partial": (["{n}上周的 ACoS 多少？", "{n}的 ACoS 是多少？"],
                          ["What was {n}'s ACoS last week?", "What ACoS did {n} get?"]),
              "paraphrase": (["{n}投放推广花掉的钱占营收几成？", "{n}买流量的支出占销售额的比例？",
                              "{n}推广费用相对成交金额是什么水平？"],
                             ["How much of {n}'s revenue goes to sponsored promotions?",
                              "What share of sales does {n} pay for marketing clicks?",
                              "How big is {n}'s promotion cost compared with turnover?"])},
        "yesno": ("{n}的 ACoS 是不是{v}？", "Was {n}'s ACoS {v}?"),
        "other": ("{n}的广告一共开了几个活动？", "How many ad campaigns does {n} run?"),
    },
    "warehouse": {
        "details": ["Savannah", "Rialto", "Duisburg", "Daventry", "Fontana"],
        "wrong": ["Ontario", "Dallas"],
        "never": ["Memphis", "Rotterdam"],
        "core": (["我们的海外仓在{x}，离港口近", "货都放在{x}的海外仓"],
                 ["our 3PL warehouse is in {x}, close to the port",
                  "all our stock sits in a warehouse in {x}"]),
        "ask": ("@{n} 你们海外仓在哪个城市？", "@{n} where's your 3PL located?"),
        "intro": ("海外仓又换了", "changed 3PL again"),
        "tail": ("这次在{x}", "this one's in {x}"),
        "report": ("@{n} 你们仓在{x}对吧", "@{n} your warehouse is in {x}, right?"),
        "around": (["海外仓这个月又涨价了", "海外仓发错货了，郁闷"],
                   ["3PL raised prices again this month", "3PL shipped the wrong items, annoyed"]),
        "title": "海外仓选择",
        "q": {"keyword": (["谁的海外仓在{x}？", "海外仓设在{x}的是哪位？"],
                          ["Whose warehouse is in {x}?", "Which member has a 3PL in {x}?"]),
              "partial": (["{n}的海外仓在哪？", "{n}用的海外仓在哪个城市？"],
                          ["Where is {n}'s overseas warehouse?", "Where is {n}'s 3PL?"]),
              "paraphrase": (["{n}把库存存放在哪座城市？", "{n}的存货囤在国外什么地方？",
                              "{n}在哪个城市租了库房？"],
                             ["In what city does {n} keep inventory stored?",
                              "Where abroad are {n}'s goods kept?",
                              "Which city holds {n}'s stockpile?"])},
        "yesno": ("{n}的海外仓在{v}吗？", "Is {n}'s warehouse in {v}?"),
        "other": ("{n}的海外仓一个月仓租多少？", "How much is {n}'s monthly storage fee?"),
    },
    "erp": {
        "details": ["领星", "马帮", "积加", "Sellerboard", "店小秘"],
        "wrong": ["易仓", "通途"],
        "never": ["赛盒", "Linnworks"],
        "core": (["ERP 我们用的{x}，报表挺全", "一直在用{x}，习惯了"],
                 ["we run everything on {x}, reports are decent",
                  "been using {x} as our ERP for years"]),
        "ask": ("@{n} 你们用什么 ERP？", "@{n} which ERP are you on?"),
        "intro": ("ERP 终于迁移完了", "finally finished migrating our ERP"),
        "tail": ("换到{x}了", "moved to {x}"),
        "report": ("@{n} 你们是用{x}的吧", "@{n} you guys are on {x} right"),
        "around": (["ERP 又卡死了", "ERP 的报表对不上账"],
                   ["ERP froze again", "ERP numbers don't match the bank again"]),
        "title": "ERP怎么选",
        "q": {"keyword": (["谁在用{x}？", "用{x}做 ERP 的是谁？"],
                          ["Who uses {x}?", "Which member runs {x}?"]),
              "partial": (["{n}用的是哪个 ERP？", "{n}的 ERP 是哪家的？"],
                          ["Which ERP does {n} use?", "What ERP is {n} on?"]),
              "paraphrase": (["{n}管理订单和库存靠什么软件？", "{n}公司拿哪个系统管店铺？",
                              "{n}那边处理订单用的是啥工具？"],
                             ["What software does {n} rely on for orders and stock?",
                              "Which system manages {n}'s shops?",
                              "What tool handles order processing for {n}?"])},
        "yesno": ("{n}用的是{v}吗？", "Is {n} on {v}?"),
        "other": ("{n}的 ERP 一年多少钱？", "How much does {n} pay per year for the ERP?"),
    },
    "photo": {
        "details": ["光合影棚", "Pixelhaus", "白盒摄影", "木子拍摄", "Studio Kiwi"],
        "wrong": ["橙子影像", "Lumen Lab"],
        "never": ["小象摄影", "Frame Factory"],
        "core": (["主图是找{x}拍的，转化高了不少", "产品图都交给{x}了，省心"],
                 ["had {x} shoot our main images, conversion went up a lot",
                  "{x} does all our product photos now"]),
        "ask": ("@{n} 你们主图谁拍的？好看", "@{n} who shot your listing photos? they look great"),
        "intro": ("新品的图拍完了", "new product photos are done"),
        "tail": ("{x}拍的，效果不错", "{x} did them, really happy"),
        "report": ("@{n} 你们的图是{x}拍的吧", "@{n} those were shot by {x}, right?"),
        "around": (["白底图又被系统判不合格", "主图改了三版还是不满意"],
                   ["main image got flagged by the system again",
                    "third version of the main image, still not happy"]),
        "title": "主图拍摄",
        "q": {"keyword": (["谁找{x}拍的图？", "{x}给谁拍过产品图？"],
                          ["Who hired {x} for photos?", "Whose pictures were done by {x}?"]),
              "partial": (["{n}的产品图是谁拍的？", "{n}的主图找谁拍的？"],
                          ["Who took {n}'s product photos?", "Who shot {n}'s main images?"]),
              "paraphrase": (["{n}请了哪家工作室给商品照相？", "{n}的商品照片出自哪个团队？",
                              "替{n}拍摄商品照片的是谁家？"],
                             ["Which studio did {n} pay to photograph the goods?",
                              "What team was behind {n}'s item pictures?",
                              "Who was behind the camera for {n}'s catalogue?"])},
        "yesno": ("{n}的图是{v}拍的吗？", "Did {v} shoot {n}'s photos?"),
        "other": ("{n}拍一套图花了多少钱？", "How much did {n} pay for a set of pictures?"),
    },
    "hold": {
        "details": ["磁检报告", "FDA注册", "CPC证书", "UKCA标志", "熏蒸证明"],
        "wrong": ["MSDS", "原产地证"],
        "never": ["CE认证", "能效标签"],
        "core": (["货在海关被扣了，说缺{x}", "清关卡住了，要补{x}"],
                 ["my shipment is stuck at customs, they want the {x}",
                  "customs hold, missing {x}"]),
        "forward": ("【转发】物流通知：您的货件 {no} 被目的港海关查验，原因：缺少{x}，"
                    "请于3个工作日内补交资料。",
                    "【转发】Update: Shipment {no} is on hold at destination customs. Reason: "
                    "missing {x}. Please provide documents within 3 business days."),
        "ask": ("@{n} 你们货被扣是因为啥？", "@{n} why did customs hold your stuff?"),
        "intro": ("货被海关扣了", "customs held my container"),
        "tail": ("缺{x}，在补了", "need the {x}, working on it"),
        "report": ("@{n} 你那批是不是因为{x}被扣", "@{n} yours got held over the {x} thing right?"),
        "around": (["清关还没放行，急", "海关那边还没消息"],
                   ["still not cleared, stressing", "no word from customs yet"]),
        "title": "清关资料",
        "q": {"keyword": (["谁的货因为{x}被扣了？", "谁清关缺了{x}？"],
                          ["Whose shipment was held over the {x}?", "Who was missing the {x}?"]),
              "partial": (["{n}的货在海关被扣是缺了什么？", "{n}的货为什么被扣？"],
                          ["What was {n}'s shipment held at customs for?",
                           "Why did customs hold {n}'s shipment?"]),
              "paraphrase": (["{n}还差哪份文件才能把箱子放出来？", "入境时{n}少交了什么证明？",
                              "{n}那批东西在口岸被拦，是少了哪样材料？"],
                             ["Which paper did {n} lack when the border stopped the cargo?",
                              "What document was absent from {n}'s import papers?",
                              "What certificate did the border officers ask {n} for?"])},
        "yesno": ("{n}的货是因为{v}被扣的吗？", "Was {n}'s cargo held over the {v}?"),
        "other": ("{n}的货被扣了几天？", "How many days was {n}'s cargo stuck?"),
    },
    "expo": {
        "details": ["Ambiente", "Spoga", "东京礼品展", "ASD展", "Autumn Fair"],
        "wrong": ["Tendence", "科隆五金展"],
        "never": ["Nordstil", "迪拜消费电子展"],
        "core": (["下个月要去{x}看看市场", "机票订好了，去{x}逛一圈"],
                 ["heading to {x} next month to scout the market", "flights booked for {x}"]),
        "ask": ("@{n} 你出国看哪个展？", "@{n} which trade show are you flying to?"),
        "intro": ("签证下来了，可以出国看展了", "visa came through, I can go to the show"),
        "tail": ("{x}，第一次去", "{x}, first time"),
        "report": ("@{n} 你是去{x}吧，帮我带点资料",
                   "@{n} you're going to {x} right? grab me some catalogues"),
        "around": (["看展的酒店好贵", "出国看展的行程还没排好"],
                   ["hotels near the show are crazy expensive", "still planning the show trip"]),
        "title": "海外展会",
        "q": {"keyword": (["谁要去{x}？", "{x}是谁要去看的？"],
                          ["Who's going to {x}?", "Which member is flying out for {x}?"]),
              "partial": (["{n}出国去看哪个展？", "{n}要去的展会是哪个？"],
                          ["Which overseas trade show is {n} attending?",
                           "What show is {n} flying to?"]),
              "paraphrase": (["{n}要飞去国外参观什么博览会？", "{n}打算到外国逛哪场商贸会？",
                              "境外哪场博览会{n}准备参加？"],
                             ["Which foreign exhibition will {n} visit?",
                              "What international expo does {n} plan to attend?",
                              "Which overseas fair is on {n}'s travel plan?"])},
        "yesno": ("{n}是要去{v}吗？", "Is {n} going to {v}?"),
        "other": ("{n}出国看展住哪个酒店？", "Which hotel is {n} staying at for the show?"),
    },
    "brand": {
        "details": ["Nordlume", "Pawsly", "沐禾", "Kindora", "Velmora"],
        "wrong": ["Brightnest", "禾木"],
        "never": ["Luminara", "青柚"],
        "core": (["新品牌名定了，叫{x}，商标在注册", "我们新牌子就叫{x}，下个月上线"],
                 ["new brand name is {x}, trademark filing in progress",
                  "we're launching the new brand as {x} next month"]),
        "ask": ("@{n} 你们新品牌叫啥？", "@{n} what did you call the new brand?"),
        "intro": ("新品牌的名字想了一个月", "spent a month on the new brand name"),
        "tail": ("最后定了{x}", "went with {x} in the end"),
        "report": ("@{n} 你的新牌子{x}挺好听", "@{n} {x} is a nice name for the brand"),
        "around": (["商标注册还在审", "品牌备案材料又被打回来了"],
                   ["trademark still under examination",
                    "brand registry application bounced again"]),
        "title": "品牌起名与商标",
        "q": {"keyword": (["{x}是谁的品牌？", "谁的新品牌叫{x}？"],
                          ["Whose brand is {x}?", "Who named their brand {x}?"]),
              "partial": (["{n}的新品牌叫什么？", "{n}的品牌名是啥？"],
                          ["What is {n}'s new brand called?", "What's the name of {n}'s brand?"]),
              "paraphrase": (["{n}给自家新牌子起了啥名字？", "{n}的自有标签叫什么？",
                              "{n}为自己的产品线取的名称是？"],
                             ["What label name did {n} pick for the product line?",
                              "What's {n}'s own label called?",
                              "Which title did {n} choose for the house label?"])},
        "yesno": ("{n}的新品牌是叫{v}吗？", "Is {n}'s new brand called {v}?"),
        "other": ("{n}的商标在哪个国家注册？", "In which country did {n} file the trademark?"),
    },
    "rate": {
        "details": ["7.0825", "7.1136", "7.0961", "7.1048", "7.0779"],
        "wrong": ["7.0528", "7.1263"],
        "never": ["7.0314", "7.1487"],
        "core": (["今天结汇了一笔，锁在{x}", "美金按{x}结掉了一部分"],
                 ["converted a chunk today at {x}", "locked in {x} on part of my USD"]),
        "ask": ("@{n} 你那笔美金按多少结的？", "@{n} what rate did you lock?"),
        "intro": ("今天把美金结了一部分", "exchanged some USD today"),
        "tail": ("{x}，不等了", "{x}, not waiting anymore"),
        "report": ("@{n} 你是{x}结的吧，比我好", "@{n} you got {x}? better than mine"),
        "around": (["汇率天天跌，不敢结", "结汇的事还在犹豫"],
                   ["rate keeps dropping, scared to convert",
                    "still on the fence about converting"]),
        "title": "结汇时机",
        "q": {"keyword": (["谁是按{x}结汇的？", "{x}结汇的是哪位？"],
                          ["Who converted at {x}?", "Which member locked {x}?"]),
              "partial": (["{n}结汇的汇率是多少？", "{n}按什么汇率结的？"],
                          ["What exchange rate did {n} get?", "At what rate did {n} convert?"]),
              "paraphrase": (["{n}把美元换成人民币时一块钱值多少？",
                              "{n}兑换外币拿到的价位是多少？",
                              "{n}卖出美元时的牌价是？"],
                             ["When {n} swapped dollars into yuan, how much was each dollar worth?",
                              "What price per greenback did {n} receive?",
                              "How many RMB per dollar did {n} end up with?"])},
        "yesno": ("{n}是按{v}结汇的吗？", "Did {n} convert at {v}?"),
        "other": ("{n}这次结了多少美金？", "How many dollars did {n} exchange this time?"),
    },
    "market": {
        "details": ["Temu", "Mercado Libre", "Kaufland", "Allegro", "Walmart"],
        "wrong": ["OZON", "Fruugo"],
        "never": ["Cdiscount", "Shopee"],
        "core": (["下个月开始做{x}，店铺刚审核过", "{x}的店开起来了，先铺二十个品"],
                 ["starting on {x} next month, store just got approved",
                  "opened a {x} store, listing twenty products first"]),
        "ask": ("@{n} 你们除了亚马逊还做哪个平台？", "@{n} any other platforms besides Amazon?"),
        "intro": ("新平台的店开下来了", "new marketplace store got approved"),
        "tail": ("{x}，先试试水", "{x}, testing the waters"),
        "report": ("@{n} 你在做{x}了？效果咋样", "@{n} you're on {x} now? how is it"),
        "around": (["新平台的规则好多", "新店还没出单"],
                   ["the new platform's rules are endless", "new store, zero orders so far"]),
        "title": "新平台入驻",
        "q": {"keyword": (["谁开了{x}的店？", "在{x}上卖货的是谁？"],
                          ["Who opened a store on {x}?", "Which member sells on {x}?"]),
              "partial": (["{n}新开的是哪个平台？", "{n}还在哪个平台开店？"],
                          ["Which new platform did {n} start selling on?",
                           "What marketplace did {n} join?"]),
              "paraphrase": (["{n}最近去哪个网站上架了？", "{n}除了亚马逊又入驻了谁家？",
                              "{n}扩展到了哪家电商？"],
                             ["Where else online is {n} going to list goods?",
                              "Which website did {n} expand to?",
                              "On what e-commerce site did {n} begin trading?"])},
        "yesno": ("{n}是不是开了{v}的店？", "Did {n} open a {v} store?"),
        "other": ("{n}新店第一个月卖了多少？",
                  "How much did {n}'s new store sell in its first month?"),
    },
    "holiday": {
        "details": ["涠洲岛", "霞浦", "阿那亚", "腾冲", "Penang"],
        "wrong": ["北海", "平潭"],
        "never": ["婺源", "Bali"],
        "core": (["国庆去{x}玩几天，电脑不带了", "假期订了{x}的民宿，终于能歇歇"],
                 ["off to {x} for the National Day week, leaving the laptop home",
                  "booked a guesthouse in {x} for the holiday, finally a break"]),
        "entry": ("去{x}", "going to {x}"),
        "ask": ("@{n} 国庆去哪玩？", "@{n} any plans for Golden Week?"),
        "intro": ("国庆终于能歇几天", "finally a few days off for the holiday"),
        "tail": ("去{x}", "going to {x}"),
        "report": ("@{n} 你国庆去{x}是吧，拍照片",
                   "@{n} you're heading to {x} for the holiday right? send pics"),
        "around": (["假期还得回客户邮件", "国庆的单还得有人发"],
                   ["still answering customer emails on holiday",
                    "someone has to ship orders over the holiday"]),
        "title": "假期运营",
        "q": {"keyword": (["国庆谁去了{x}？", "去{x}过国庆的是谁？"],
                          ["Who went to {x} over the holiday?",
                           "Which member spent Golden Week in {x}?"]),
              "partial": (["{n}国庆去哪玩了？", "{n}国庆假期去了哪？"],
                          ["Where did {n} go for the National Day holiday?",
                           "Where did {n} travel for Golden Week?"]),
              "paraphrase": (["{n}十月初的长假在什么地方度过的？", "{n}十一那几天跑去哪里旅游？",
                              "黄金周{n}出门到了何处？"],
                             ["Where did {n} spend the October break?",
                              "What place did {n} visit in early October?",
                              "Which spot did {n} escape to during the autumn vacation?"])},
        "yesno": ("{n}国庆是去{v}了吗？", "Did {n} go to {v} for the holiday?"),
        "other": ("{n}国庆跟谁一起去的？", "Who did {n} travel with in the holiday?"),
        "span": (20, 31),
    },
}
# the detail-bearing message of a topic in a mixed line: a Chinese line with this tail
MIX_TAILS = ["，fyi", "，so far so good", " lol", "，honestly not bad", " btw"]
EN_TAILS = ["，哈哈", " 哈哈哈", "，加油", " 谢谢大家"]
ACRONYMS = {"erp", "acos", "fba", "q4", "asin", "ip", "usd", "eta", "pl"}

SHAPES = ("one", "answer", "late", "correction", "split", "reported", "notice", "long", "reply",
          "jielong", "forward")
LATE = (["@{a} 刚看到，", "@{a} 不好意思才看到，"], ["@{a} sorry just saw this, ",
                                                     "@{a} only just saw this: "])
FIX_NOW = (["打错了，是{x}，不是{w}", "更正：刚才说错了，是{x}不是{w}"],
           ["typo above, {x}, not {w}", "correction: it's {x}, not {w}"])
FIX_LATER = (["昨天说错了，是{x}不是{w}", "纠正一下昨天的，是{x}，不是{w}"],
             ["said it wrong yesterday: {x}, not {w}",
              "small fix to yesterday's message: {x}, not {w}"])
CONFIRM = (["对哈哈", "是的，消息挺灵通", "嗯嗯，没错", "对，刚定下来"],
           ["yep, that's right", "haha yes", "correct!", "yeah, all sorted now"])
FOLLOW = (["有没有大佬遇到过，怎么处理", "头大，谁有经验"],
          ["anyone dealt with this before?", "any advice? first time for me"])
LONG_OPEN = (["汇报一下最近的情况", "说点近况，最近太忙了", "碎碎念一下"],
             ["quick update from my side", "long message, sorry", "catching up with the group"])
LONG_EXTRA = (["这个月单量还算稳定", "Q4 的货基本都备完了", "最近在招一个运营，不太好招",
               "家里老人身体还行，放心了", "周末打算休息一天", "广告还在慢慢调",
               "新品打样打了三轮"],
              ["orders are steady this month", "most Q4 stock is already on the way",
               "we're hiring an ops person, tough market", "taking Sunday off for once",
               "still tweaking campaigns", "third round of samples for the new item"])
NOTICE_FACT = ("【群公告】本周{wd}晚8点群内语音分享，主讲 @{n}，题目「{title}」。"
               "先放一段{n}的自我介绍："
               "“{core}”。想听的扣1，分享完抽两个红包。")
WEEKDAYS = ["一", "二", "三", "四", "五", "六", "日"]
LISTS: dict[str, list[tuple[int, str]]] = {  # topic -> (day, title) of its 接龙 lists
    "booth": [(39, "广交会一期群友见面会（16号晚）"), (44, "广交会串门，有展位的报一下")],
    "holiday": [(27, "国庆安排"), (30, "国庆假期谁在线")],
}
LIST_OTHERS = {
    "booth": (["只逛不摆", "16号到", "陪客户逛", "第一天去", "看情况", "只参加见面会"],
              ["just visiting", "arriving on the 16th", "coming with a client"]),
    "holiday": (["在家躺平", "回老家", "在家发货", "带娃", "加班", "看店"],
                ["staying home", "working through", "visiting family"]),
}

# -- never said ------------------------------------------------------------------------------
NOBODY_HAD = ["谁家养了柯基？", "Who ran a marathon recently?", "谁最近考了驾照？",
              "Who got married this autumn?", "谁在学钢琴？", "Who bought an electric car?",
              "谁家宝宝刚出生？", "Who moved to Singapore?", "谁辞职去读MBA了？",
              "Who got a tattoo?", "谁中了彩票？"]

# -- chatter: what a member sends the bot --------------------------------------------------------
CHATTER = [
    "帮我把这段 listing 翻译成德语", "Write me a polite reply to a customer asking for a refund",
    "今天好累啊，说个笑话", "What's a good way to reduce the return rate for apparel?",
    "给我起五个适合宠物用品的英文店名", "帮我算一下 1200 美金按 7.1 换多少人民币",
    "How do I write a bullet point that doesn't sound like a robot?", "早上好呀机器人",
    "推荐几本讲跨境电商的书", "Explain VAT for EU sellers like I'm five",
    "写一首关于打包发货的打油诗", "What's the difference between FOB and DDP?",
    "帮我想想黑五的促销文案", "Is it better to launch before or after Black Friday?",
    "客户说收到的东西坏了，怎么回比较好", "Translate 'please leave us a review' into Spanish",
    "晚安", "Good night bot", "你觉得做独立站还有机会吗",
    "Give me a checklist for Q4 inventory planning",
    "帮我写一封催工厂交货的邮件，语气客气点",
    "What's a reasonable profit margin for small home goods?",
    "讲讲美国的消费税怎么算", "How long does trademark registration usually take in the US?",
    "今天天气怎么样", "Tell me a joke about shipping containers", "帮我润色一下这段英文邮件",
    "怎么跟工厂砍价比较有效", "What's a good follow-up email to a supplier who went quiet?",
    "有什么办法提高主图点击率", "How should I price a product with 30% landed cost?",
    "帮我列一个新品上架前的检查清单", "Summarize the pros and cons of FBA vs self-fulfilment",
    "日语的'谢谢惠顾'怎么说", "What does 'hazmat review' mean on Amazon?",
    "做亚马逊需要注意哪些税务问题", "Can you help me name a line of kitchen gadgets?",
    "你好", "hi there", "写一段给老客户的节日问候", "How do I calculate landed cost per unit?",
    "帮我解释一下什么是长尾关键词", "What are good keywords for a phone stand listing?",
    "周末去哪放松比较好，推荐一下", "Any tips for staying focused while working from home?",
    "怎么写一份靠谱的供应商评估表", "Draft a message asking a customer to update their review",
    "介绍一下德国的包装法", "Is it worth paying for a trademark watch service?",
    "教我做一个简单的利润表格", "What's the best time to post on TikTok for US buyers?",
    "帮我把这句话改得更地道：we are very happy for your order",
    "Recommend a podcast about e-commerce",
    "头疼，给点放松的建议", "Write a short thank-you note for a supplier",
    "用一句话鼓励一下今天没出单的我", "How do returns usually work for EU customers?",
    "美国站的退货期一般多长", "What's the difference between a UPC and an EAN?",
    "帮我想三个店铺 slogan", "How do I say 'out of stock' politely in French?",
    "有什么好用的时间管理方法", "Explain what a bill of lading is",
    "给我写个请假条，明天去看牙", "Suggest a healthy lunch I can eat at my desk",
    "讲讲什么是一件代发", "What questions should I ask a new 3PL before signing?",
    "教我几个英文客服常用句型", "Is dropshipping still worth it?",
    "今天心情不好，陪我聊聊", "How can I make product photos look better with a phone?",
    "帮我想个团建活动", "Write a haiku about customs paperwork",
    "怎么判断一个品类是不是红海", "Give me five ideas for a bundle offer",
    "给新来的运营写一份入职说明", "What's a polite way to decline a supplier's offer?",
    "帮我总结一下亚马逊的账户健康指标", "How do I handle a negative review calmly?",
    "出差去广州，推荐点吃的", "Recommend a good laptop bag for travel",
    "帮我算算 35 美金的售价，佣金 15% 后剩多少",
    "What's the weather usually like in October in Guangzhou?",
    "教我写一个产品描述的开头", "How many hours of sleep do adults actually need?",
    "给我讲个关于老板的冷笑话", "Help me plan my week, I have too much to do",
    "怎么跟海外客户视频开会不尴尬", "What's an incoterm?",
    "推荐几个学英语的方法", "Any advice for negotiating freight rates?",
]

# -- ordinary lines ------------------------------------------------------------------------------
REACT = (["哈哈哈", "哈哈哈哈哈", "+1", "？", "草", "6", "666", "绝了", "真的假的", "笑死", "确实",
          "好家伙", "蚌埠住了", "[表情]", "[图片]", "[动画表情]", "[戳一戳]", "懂了", "牛", "tql",
          "羡慕", "救命", "我也是", "太难了", "冲", "稳", "hhh", "👍", "🤣", "😭"],
         ["lol", "lmao", "same", "+1", "nice", "oof", "haha", "wow", "true", "yep", "no way", "ugh",
          "[表情]", "[图片]", "rip", "congrats", "💀", "👀", "big if true", "facts"])
TALK_ZH = [
    "今天出了{n}单，比昨天多{m}单", "这周退货率{p}%，顶不住了", "有人知道现在 FBA 入库要排几天吗",
    "今天汇率{rate}，纠结要不要结", "广交会附近酒店涨到{hotel}一晚了",
    "{fwd}最近是不是爆仓了，提柜好慢",
    "刚收到一个差评，说包装破了", "Review 掉到 {r} 星了，心累", "CPC 又涨了，一个点击{c}刀",
    "FBA 库容又砍了，只给了{n}个", "旺季备了{n}箱货，心里没底", "单号 {trk} 三天没更新了",
    "柜子 {cont} 今天终于到港了", "样品到了，做工一般般", "工厂说国庆要放{hol}天假",
    "又被跟卖了，投诉都投不过来", "今天广告烧了{n}刀，出了{m}单", "{town}那边有家厂报价便宜{m}%",
    "听说有人卖{ip}周边被冻结了", "后台又打不开了，是我网的问题吗", "有没有靠谱的 VAT 代理推荐",
    "亚马逊新政策看得我头大", "今天打包了{n}个件，腰断了", "listing 标题改了{m}遍还是没流量",
    "{asin} 这个链接排名掉到{rank}名了", "美西海运报价又涨了，一个大柜{box}刀",
    "客户要退款，说颜色不对", "刚开完会，一堆事", "有人做过德国站吗，VAT 怎么弄",
    "深圳今天{deg}度，热死",
    "快递今天没来收件", "谁有测评的渠道，私聊", "今天的秒杀报上了，{n}件", "Best Seller 标又没了",
    "这个月利润率才{p}%", "供应商又延期交货，说要{m}天", "物流商报价单发我一份呗",
    "今天仓库盘点，少了{m}件", "买家留言问能不能开发票", "新品上架第{m}天，还没出单",
    "问一下，日本站 JCT 现在怎么交", "包装盒供应商涨价{p}%", "有人用过{fwd}吗，靠谱不",
    "快递面单打印机又卡纸", "这个品类竞争太激烈了", "今天又来了{m}个退货", "黑五的秒杀报了{m}个",
    "刚被客户骂了一顿，心态崩了", "店铺绩效还是绿的，稳住", "新品的评论终于破{m}个了",
    "{town}的样品寄到了，还行", "物流时效又慢了{m}天", "今天公司停电，在咖啡馆干活",
]
TALK_EN = [
    "{n} orders today, {m} more than yesterday", "return rate hit {p}% this week, brutal",
    "anyone know how long FBA check-in takes right now?", "CPC went up again, ${c} a click",
    "review score dropped to {r}, sigh", "tracking {trk} hasn't moved in three days",
    "container {cont} finally arrived at port", "sample arrived, quality is meh",
    "is seller central down or is it just me", "spent ${n} on ads today for {m} orders",
    "ordered {n} units for Q4, fingers crossed",
    "answered {n} customer emails today, my hands hurt",
    "anyone entered deals for Prime Big Deal Days?", "listing got hijacked again, so annoying",
    "got a 1-star because the box was dented", "supplier pushed the delivery back {m} days",
    "margins this month are only {p}%", "{asin} dropped to rank #{rank} overnight",
    "freight quote for the US west coast is ${box} per 40ft now",
    "does anyone have a VAT agent they trust?",
    "rewrote my listing title {m} times, still no traffic",
    "customer wants a refund because the colour looks different",
    "Q4 is going to be wild this year",
    "packed {n} parcels today, my back is done", "new listing day {m}, zero sales so far",
    "inventory count came up {m} units short",
    "any tips for getting reviews without breaking rules?",
    "the new policy update is so confusing", "heard {fwd} is slow these days",
    "{m} returns today, all 'changed my mind'", "account health still green, phew",
    "power cut at the office, working from a cafe",
]
TALK_MIX = [
    "今天 orders 有{n}单，还行", "这个 listing 的 CTR 才{p}%", "FBA 入库 delay 了{m}天，无语",
    "客户要 refund，说 size 不对", "ok 我先去 pack 货了", "Q4 备货 plan 还没定",
    "review 又多了个 1 星，心累",
    "这个 supplier 太慢了 seriously", "今天 sales 比上周好{p}%", "明天 call 工厂谈价格",
    "新品 launch 第{m}天",
    "coupon 又被薅了{m}单 lol", "这波 traffic 有点东西", "meeting 开完了，累",
    "offer 给了个 {m}% off 试试",
]
MORNING = (["早", "早啊", "早上好", "早安各位", "又是搬砖的一天", "起床看后台，出了{n}单",
            "美国那边昨晚出单不错"],
           ["morning all", "gm", "coffee first", "morning, what did I miss"])
NOON = (["吃饭去了", "中午吃啥", "外卖到了", "午休一下", "今天食堂又是土豆"],
        ["lunch break", "grabbing food", "lunch time here"])
EVENING = (["下班了", "还在打包", "今天累死", "晚上还得开会对账", "晚饭吃啥好"],
           ["done for the day", "long day", "dinner time"])
NIGHT = (["还有人没睡吗", "美国那边开始出单了", "睡了睡了", "熬夜看广告数据", "夜宵拼单有人吗",
          "失眠了"],
         ["just woke up, what did I miss", "good night", "it's morning here, coffee time",
          "US morning rush starting", "still up?", "night owls unite"])
ABROAD_LINES = ["morning from {city}", "greetings from {city}, rainy again", "{city} is cold today",
                "it's {deg}°C in {city} today"]
HOT = [
    (["亚马逊又改退货政策了", "这还怎么玩", "又要亏了", "卖家太难了", "规则天天变"],
     ["Amazon changed the returns policy again", "this is insane", "prepare for more returns"]),
    (["美元今天跌惨了", "结汇的哭了", "还好前两天结了一点", "别慌，会回来的"],
     ["USD tanked today", "rip margins", "should've converted last week"]),
    (["海运价格一夜涨了一倍", "抢舱位吧", "Q4 又要炸", "货代电话被打爆了"],
     ["ocean rates doubled overnight", "book now or cry later", "peak season chaos"]),
    (["后台又崩了", "我也是，刷不出来", "又崩？", "重启大法"],
     ["seller central is down", "same here", "lol classic"]),
    (["一大波店被封了，大家小心", "吓死", "赶紧检查绩效", "又是关联？"],
     ["wave of suspensions going around", "check your account health", "scary stuff"]),
    (["FBA 仓储费又要涨了", "不让人活了", "清库存吧", "旺季附加费也来了"],
     ["FBA storage fees going up again", "time to clear old stock", "they always find a way"]),
]
HOT_REACT = (["卧槽", "离谱", "太难了", "救命", "😭", "我也是", "真的假的", "？", "草", "蚌埠住了",
              "[表情]",
              "服了", "无语"],
             ["ugh", "no way", "wtf", "oof", "rip", "same", "💀", "seriously?", "[表情]"])
ECHO_EN = ["+1", "respect", "lol", "🔥🔥🔥", "let's go"]
ECHO = ["收到", "+1", "冲冲冲", "顶", "蹲一个", "求链接", "好家伙", "大佬带带我", "哈哈哈哈", "666",
        "爆单爆单", "respect"]
AT_PAIRS = ([("@{w} 在吗", "在，咋了"), ("@{w} 那个报价表发我下", "发你私聊了"),
             ("@{w} 周末出来吃饭不", "可以啊"), ("@{w} 你那边 listing 恢复了吗",
                                                 "恢复了，谢谢关心"),
             ("@{w} 样品收到了吗", "收到了，谢啦"), ("@{w} 加你好友了，通过一下", "通过了")],
            [("@{w} you around?", "yep what's up"),
             ("@{w} can you DM me that supplier contact?", "sent!"),
             ("@{w} did the samples arrive?", "yes yesterday, thanks"),
             ("@{w} got a sec for a call later?", "sure, after 9 my time")])
QUOTE_RESP = (["同感", "+1", "哈哈确实", "我也是", "真的假的", "求细说", "太真实了"],
              ["same", "+1", "so true", "lol same", "this", "wait really?"])
WEEKLY = ["Q4 备货节奏", "旺季广告怎么打", "国庆期间物流安排", "Prime 会员日复盘", "广交会选品",
          "退货率怎么降", "黑五网一准备", "海外仓对比"]
ACKS = ["收到", "收到👌", "好的", "+1", "收到收到", "[表情]", "got it", "noted"]
DECOY = {"fwd": ["环宇通", "海豚速运", "Polaris Shipping"], "town": ["东莞", "宁波", "汕头"],
         "ip": ["Disney", "Hello Kitty", "Marvel"]}


# -- text helpers -----------------------------------------------------------------------------
CJK = re.compile(r"[\u4e00-\u9fff]")
WORD = re.compile(r"[a-z0-9]+")
STOP = {
    "a", "an", "the", "is", "are", "was", "were", "be", "been", "do", "does", "did", "what",
    "which", "who", "whose", "whom", "where", "when", "why", "how", "to", "of", "in", "on", "at",
    "for", "with", "and", "or", "by", "from", "that", "this", "it", "its", "their", "they", "them",
    "he", "she", "his", "her", "my", "our", "we", "i", "you", "your", "me", "us", "has", "have",
    "had", "any", "some", "s", "t", "not", "no", "so", "as", "about", "up", "out", "there", "than",
    "if", "but", "all", "into", "one", "re", "ll", "m", "d", "ve", "yes", "yeah", "much", "many",
}


def _content(text: str, drop: tuple[str, ...]) -> tuple[set[str], set[str]]:
    """The crude stems of a text's English words (a stop list aside) and its Chinese pairs,
    with the given strings (names, details) taken out first."""
    for d in sorted(drop, key=len, reverse=True):
        if d:
            text = re.sub(re.escape(d), " ", text, flags=re.IGNORECASE)
    words = {stem(w) for w in WORD.findall(text.lower()) if w not in STOP}
    return words, pairs(text)


def _shares(a: str, b: str, drop: tuple[str, ...]) -> bool:
    wa, pa = _content(a, drop)
    wb, pb = _content(b, drop)
    return bool(wa & wb or pa & pb)


def _lang(text: str, detail: str) -> str:
    """zh, en or mix: the line's own language, its detail and the trade's acronyms aside."""
    rest = text.replace(detail, " ")
    for n in MEMBERS:
        rest = rest.replace(n, " ")
    latin = [w for w in re.findall(r"[A-Za-z]{2,}", rest) if w.lower() not in ACRONYMS]
    cjk = bool(CJK.search(rest))
    if cjk and latin:
        return "mix"
    return "en" if latin else "zh"


def _values() -> tuple[list[str], list[str]]:
    """Every value said (details, wrong values) and every value never said."""
    said = [v for t in TOPICS.values() for v in t["details"] + t["wrong"]]
    never = [v for t in TOPICS.values() for v in t["never"]]
    return said, never


def _day(t: float) -> int:
    return int((t - T0) // DAY)


def _hour(t: float) -> float:
    return ((t - T0) % DAY) / HOUR


def _online(who: str, t: float) -> bool:
    a, b = HOURS[who]
    h = _hour(t)
    return a <= h < b or a <= h + 24 < b


# -- the group's clock: a chain of moods ----------------------------------------------------------
WAKE = [0.45, 0.3, 0.2, 0.15, 0.12, 0.12, 0.15, 0.35, 0.6, 0.8, 0.85, 0.85,
        0.9, 0.75, 0.75, 0.8, 0.8, 0.75, 0.65, 0.7, 0.9, 1.0, 0.95, 0.7]
QUIET = 145 * 60.0  # mean wait between tries at waking the group
CHAT_LEN = 6 * 60.0
NIGHT_LEN = 30 * 60.0
HOT_ODDS = 0.13


def _clock(rng: random.Random) -> list[tuple[float, str, int]]:
    """The times of the messages, from a chain of the group's moods: quiet (no one), chat,
    a heated burst that only chat leads into, and the night's slow talk of the owls and the
    members abroad. A quiet stretch ends, by thinning, with the odds of the hour and the day;
    each mood lasts its own while and sends messages with log-normal gaps of its own."""
    dayf = [rng.lognormvariate(0, 0.25) * (0.85 if d % 7 >= 5 else 1.0)
            * (0.6 if d in GOLDEN else 1.0) * (1.3 if d in PRIME else 1.0)
            * (1.15 if FAIR <= d < FAIR + 5 else 1.0) for d in range(DAYS)]
    out: list[tuple[float, str, int]] = []
    t = T0 + 7.5 * HOUR
    end = T0 + DAYS * DAY - 2 * HOUR
    burst = 0

    def run(state: str, length: float, median: float, sigma: float, floor: float) -> None:
        nonlocal t, burst
        burst += 1
        stop = t + length
        while t < stop and t < end:
            out.append((t, state, burst))
            t += max(floor, rng.lognormvariate(math.log(median), sigma))

    while t < end:
        t += rng.expovariate(1 / QUIET)
        if t >= end:
            break
        h = int(_hour(t))
        if rng.random() > min(1.0, WAKE[h] * dayf[_day(t)]):
            continue
        if h < 7:
            run("night", rng.expovariate(1 / NIGHT_LEN) + 120, 150, 0.9, 3)
            continue
        run("chat", rng.expovariate(1 / CHAT_LEN) + 120, 55, 0.85, 2)
        if rng.random() < HOT_ODDS:
            run("hot", rng.expovariate(1 / 240) + 60, 13, 0.7, 1.5)
            run("chat", rng.expovariate(1 / 240) + 60, 45, 0.85, 2)
    return out


# -- scripts ---------------------------------------------------------------------------------------
@dataclass
class _Line:
    who: str
    text: str
    gap: float = 0.0  # seconds after the line before, at least
    k: int = -1  # the fact's index
    role: str = ""  # evidence, earlier, ask, around, confirm
    glued: bool = False  # said `gap` after the line before, whatever the clock
    nextday: bool = False  # waits for the next day's morning


@dataclass
class _Script:
    start: float
    lines: list[_Line]
    pos: int = 0
    ready: float = 0.0
    order: int = 0


@dataclass
class _Gen:
    rng: random.Random
    bad: list[str]
    scripts: list[_Script] = field(default_factory=list)
    recs: list[tuple[float, _Line]] = field(default_factory=list)
    recent: list[tuple[str, str]] = field(default_factory=list)
    # lines still to come of an ordinary exchange: who ("" for anyone online who has not said
    # it yet), the text, until when it may still come, the echo it belongs to
    queue: list[tuple[str, str, float, int]] = field(default_factory=list)
    echoed: dict[int, set[str]] = field(default_factory=dict)
    hot: dict[int, int] = field(default_factory=dict)
    hot_said: dict[int, set[str]] = field(default_factory=dict)
    last: str = ""

    def add(self, start: float, lines: list[_Line]) -> None:
        self.scripts.append(_Script(start, lines, order=len(self.scripts)))

    def clean(self, text: str) -> bool:
        low = text.lower()
        return not any(v in low for v in self.bad)


def _lang_of(rng: random.Random, who: str) -> str:
    r = rng.random()
    if r < EN[who] or (r >= EN[who] + MIX[who] and EN[who] >= 0.8):
        return "en"
    return "mix" if r < EN[who] + MIX[who] else "zh"


def _asin(rng: random.Random) -> str:
    return "B0" + "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(8))


def _slots(rng: random.Random, text: str, who: str) -> str:
    """An ordinary line's numbers and names, drawn afresh each time."""
    fill = {
        "n": lambda: str(rng.randint(2, 480)), "m": lambda: str(rng.randint(2, 60)),
        "p": lambda: f"{rng.uniform(3, 45):.1f}", "c": lambda: f"{rng.uniform(0.4, 3.2):.2f}",
        "r": lambda: rng.choice(["3.6", "3.8", "3.9", "4.1", "4.2", "4.3", "4.4", "4.6", "4.7"]),
        "rate": lambda: f"{rng.uniform(7.02, 7.16):.4f}",
        "hotel": lambda: str(rng.randint(6, 18) * 100),
        "trk": lambda: f"1Z{rng.randint(10**9, 10**10 - 1)}",
        "cont": lambda: rng.choice(["MSKU", "TGHU", "OOLU",
                                    "CMAU"]) + str(rng.randint(10**6, 10**7 - 1)),
        "asin": lambda: _asin(rng), "rank": lambda: str(rng.randint(1000, 90000)),
        "box": lambda: str(rng.randint(20, 60) * 100),
        "deg": lambda: str(rng.randint(22, 35)), "hol": lambda: str(rng.randint(5, 12)),
        "fwd": lambda: rng.choice(DECOY["fwd"]), "town": lambda: rng.choice(DECOY["town"]),
        "ip": lambda: rng.choice(DECOY["ip"]), "city": lambda: ABROAD.get(who, "Shenzhen"),
    }
    return re.sub(r"\{(\w+)\}", lambda m: fill[m.group(1)](), text)


def _ordinary(g: _Gen, t: float, state: str, burst: int, who: str) -> list[str]:
    """One ordinary line of `who` at `t` (or a few, for a line several members repeat or an
    @-exchange: the rest go to the queue), drawn again until no value is inside it."""
    rng = g.rng
    lang = _lang_of(rng, who)
    zh = (lang == "zh" or (lang == "mix" and rng.random() < 0.4)) and EN[who] < 0.8
    side = 0 if zh else 1
    h = _hour(t)
    d = _day(t)
    for _ in range(60):
        r = rng.random()
        more: list[str] = []
        if state == "hot":
            if burst not in g.hot:
                g.hot[burst] = rng.randrange(len(HOT))
                g.hot_said[burst] = set()
                text = HOT[g.hot[burst]][side][0]
                g.hot_said[burst].add(text)
            elif r < 0.45 and (left := [x for x in HOT[g.hot[burst]][side][1:]
                                        if x not in g.hot_said[burst]]):
                text = rng.choice(left)
                g.hot_said[burst].add(text)
            elif r < 0.8:
                text = rng.choice(HOT_REACT[side])
            elif r < 0.88:
                text = rng.choice([["卧槽", "太离谱了", "离谱"], ["wtf", "omg", "bruh"]][side])
                more = [text] * rng.randint(1, 3)
            else:
                text = rng.choice(TALK_ZH if zh else TALK_EN)
        elif r < 0.2:
            text = rng.choice(REACT[side])
        elif r < 0.26:
            text = rng.choice(["[图片]", "[图片]", "[表情]", "[动画表情]", "[视频]"])
        elif r < 0.36:
            if who in ABROAD and rng.random() < 0.3:
                text = rng.choice(ABROAD_LINES)
            else:
                pool = (MORNING if 6 <= h < 10.5 else NOON if 11 <= h < 13.5
                        else EVENING if 17.5 <= h < 21 else NIGHT if h >= 22.5 or h < 6 else None)
                text = rng.choice(pool[side]) if pool else rng.choice(TALK_ZH if zh else TALK_EN)
        elif r < 0.39:
            text = rng.choice(ECHO if EN[who] < 0.8 else ECHO_EN)
            if d == MID_AUTUMN and rng.random() < 0.6:
                text = "中秋快乐" if side == 0 else "Happy Mid-Autumn!"
            if d in GOLDEN and rng.random() < 0.5:
                text = "国庆快乐" if side == 0 else "Happy Golden Week!"
            more = [text] * rng.randint(2, 4)
        elif r < 0.45:
            others = [m for m in MEMBERS if m != who and _online(m, t)]
            if not others:
                continue
            w = rng.choice(others)
            ask, ans = rng.choice(AT_PAIRS[1 if EN[w] >= 0.8 else side])
            text = ask.format(w=w)
            more = [f"\x00{w}\x00{ans}"]
        elif r < 0.51 and g.recent:
            qwho, qtext = rng.choice(g.recent[-15:])
            if qwho == who or len(qtext) < 8 or qtext[0] in "[@":
                continue
            snip = qtext if len(qtext) <= 14 else qtext[:14] + "…"
            text = f"[回复 {qwho}：{snip}] {rng.choice(QUOTE_RESP[side])}"
        elif lang == "mix" and EN[who] < 0.8 and r < 0.75:
            text = rng.choice(TALK_MIX)
        else:
            text = rng.choice(TALK_ZH if zh else TALK_EN)
        text = _slots(rng, text, who)
        if g.clean(text):
            return [text, *more]
    raise AssertionError(f"no clean ordinary line for {who}")


# -- facts -----------------------------------------------------------------------------------------
def _pick(rng: random.Random, pair: tuple[Any, Any], lang: str) -> str:
    side = pair[1] if lang == "en" else pair[0]
    return rng.choice(side) if isinstance(side, list) else side


def _core(rng: random.Random, topic: dict[str, Any], lang: str, x: str, who: str) -> str:
    if lang == "mix" and EN[who] >= 0.8:  # English with a Chinese word or two
        return _pick(rng, topic["core"], "en").format(x=x) + rng.choice(EN_TAILS)
    if lang == "mix":
        if "mix" in topic and rng.random() < 0.6:
            return rng.choice(topic["mix"]).format(x=x)
        return rng.choice(topic["core"][0]).format(x=x) + rng.choice(MIX_TAILS)
    return _pick(rng, topic["core"], lang).format(x=x)


def _side(lang: str, who: str) -> str:
    """The side of a template pair a member's line takes: English for an English line and for
    the English-leaning members' mixed ones."""
    return "en" if lang == "en" or EN[who] >= 0.8 else "zh"


def _facts(rng: random.Random) -> list[dict[str, Any]]:
    """Who has which detail, and in what shape it is told."""
    facts: list[dict[str, Any]] = []
    count = dict.fromkeys(MEMBERS, 0)
    shapes = dict.fromkeys(SHAPES, 0)
    for kind, topic in TOPICS.items():
        details = topic["details"][:4] if list(TOPICS).index(kind) % 3 == 2 else topic["details"]
        order = sorted(MEMBERS, key=lambda m: (count[m], rng.random()))
        wrong = list(topic["wrong"])
        n_lists = len(LISTS.get(kind, []))
        for i, x in enumerate(details):
            name = order[i]
            count[name] += 1
            if i < n_lists:
                shape = "jielong"
            elif kind in ("complaint", "hold") and i < n_lists + 2:
                shape = "forward"
            else:
                can = [s for s in SHAPES if s not in ("jielong", "forward")
                       and not (s == "correction" and not wrong)
                       and not (s == "notice" and name == OWNER)]
                shape = min(can, key=lambda s: (shapes[s], rng.random()))
            shapes[shape] += 1
            f: dict[str, Any] = {"kind": kind, "name": name, "uid": QQ[name], "detail": x,
                                 "shape": shape, "carrier": name}
            if shape == "correction":
                f["earlier"] = wrong.pop(rng.randrange(len(wrong)))
            facts.append(f)
    return facts


def _start(rng: random.Random, who: str, d: int) -> float:
    a, b = HOURS[who]
    h = rng.uniform(a, min(b, a + 14) - 0.5)
    if h >= 24:
        h -= 24
    return T0 + d * DAY + h * HOUR


def _fact_days(rng: random.Random, facts: list[dict[str, Any]]) -> list[int]:
    """A day for each fact: topics with a season in it, the rest spread over the weeks."""
    free = [d for d in range(1, DAYS - 5)]
    rng.shuffle(free)
    days: list[int] = []
    for i, f in enumerate(facts):
        span = TOPICS[f["kind"]].get("span")
        if span:
            days.append(rng.randint(*span))
        else:
            days.append(free[i % len(free)])
    return days


def _script(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    rng = g.rng
    topic = TOPICS[f["kind"]]
    n, x, shape = f["name"], f["detail"], f["shape"]
    lang = _lang_of(rng, n)
    side = _side(lang, n)
    others = [m for m in MEMBERS if m != n and m != OWNER]
    lines: list[_Line] = []
    first = n
    if shape == "one":
        lines = [_Line(n, _core(rng, topic, lang, x, n), k=k, role="evidence")]
    elif shape in ("answer", "late", "reply"):
        a = rng.choice(others)
        f["asker"] = a
        first = a
        alang = _side(_lang_of(rng, a), a)
        ask = _pick(rng, topic["ask"], alang).format(n=n)
        core = _core(rng, topic, lang, x, n)
        if shape == "late":
            core = _pick(rng, LATE, side).format(a=a) + core
        elif shape == "reply":
            core = f"[回复 {a}：{ask}] {core}"
        lines = [_Line(a, ask, k=k, role="ask"),
                 _Line(n, core, gap=rng.uniform(20, 900), k=k, role="evidence",
                       nextday=shape == "late")]
    elif shape == "correction":
        w = f["earlier"]
        later = rng.random() < 0.4
        fix = _pick(rng, FIX_LATER if later else FIX_NOW, side).format(x=x, w=w)
        lines = [_Line(n, _core(rng, topic, lang, w, n), k=k, role="earlier"),
                 _Line(n, fix, gap=rng.uniform(40, 600), k=k, role="evidence", nextday=later)]
    elif shape == "split":
        lines = [_Line(n, _pick(rng, topic["intro"], side), k=k, role="evidence"),
                 _Line(n, _pick(rng, topic["tail"], side).format(x=x), gap=rng.uniform(4, 50),
                       k=k, role="evidence", glued=True)]
    elif shape == "reported":
        r = rng.choice(others)
        f["carrier"] = r
        first = r
        rlang = _side(_lang_of(rng, r), r)
        report = _pick(rng, topic["report"], rlang).format(n=n, x=x)
        lines = [_Line(r, report, k=k, role="evidence"),
                 _Line(n, _pick(rng, CONFIRM, side), gap=rng.uniform(15, 400), k=k, role="confirm")]
    elif shape == "notice":
        f["carrier"] = OWNER
        first = OWNER
        wd = WEEKDAYS[rng.randint(d % 7, 6)]
        core = _core(rng, topic, lang, x, n)
        text = NOTICE_FACT.format(wd=wd, n=n, title=topic["title"], core=core)
        lines = [_Line(OWNER, text, k=k, role="evidence")]
        lines += [_Line("*", rng.choice(["1", "扣1", "11", "+1", "1111"]),
                        gap=rng.uniform(8, 90), glued=True) for _ in range(rng.randint(2, 5))]
    elif shape == "long":
        extra = rng.sample(LONG_EXTRA[1 if side == "en" else 0], 2)
        op = rng.choice(LONG_OPEN[1 if side == "en" else 0])
        core = _core(rng, topic, lang, x, n)
        text = (f"{op}: {extra[0]}. {core}. {extra[1]}." if side == "en"
                else f"{op}：{extra[0]}；{core}；{extra[1]}。")
        lines = [_Line(n, text, k=k, role="evidence")]
    elif shape == "forward":
        no = f"FBA{rng.randint(10**8, 10**9 - 1)}{rng.choice('ABCDEFGHJK')}"
        asin = _asin(rng)
        lines = [_Line(n, _pick(rng, topic["forward"], side).format(x=x, no=no, asin=asin), k=k,
                       role="evidence"),
                 _Line(n, _pick(rng, FOLLOW, side), gap=rng.uniform(6, 60), glued=True)]
    else:
        raise AssertionError(shape)
    g.add(_start(rng, first, d), lines)


def _list_script(g: _Gen, kind: str, day: int, title: str, k: int, f: dict[str, Any],
                 said: set[tuple[str, str]]) -> None:
    """A 接龙 list: a member a line, each line the whole list so far, the fact's entry last."""
    rng = g.rng
    n, x = f["name"], f["detail"]
    pool = [m for m in MEMBERS if m != n and m != OWNER]
    who = [OWNER, *rng.sample(pool, rng.randint(3, 6)), n]
    entries: list[str] = []
    lines: list[_Line] = []
    for i, m in enumerate(who):
        side = 1 if EN[m] > 0.5 else 0
        if m == n:
            entry = f"{m} " + _pick(rng, TOPICS[kind]["entry"], "en" if side else "zh").format(x=x)
        else:
            entry = f"{m} {rng.choice(LIST_OTHERS[kind][side])}"
        said.add((m, kind))
        entries.append(f"{i + 1}. {entry}")
        text = "#接龙 " + title + "\n" + "\n".join(entries)
        last = m == n
        lines.append(_Line(m, text, gap=rng.uniform(120, 5400) if i else 0.0,
                           k=k if last else -1, role="evidence" if last else ""))
    g.add(T0 + day * DAY + rng.uniform(10, 13) * HOUR, lines)


def _calendar(g: _Gen) -> None:
    """The group's own beats: a Monday notice, the 国庆 cut-off, red packets on 中秋 and 国庆,
    the Prime reminder and the fair's notice."""
    rng = g.rng
    notices: list[tuple[int, float, str]] = []
    for w in range(DAYS // 7):
        notices.append((w * 7, rng.uniform(9.5, 11), f"【群公告】本周话题：{WEEKLY[w]}。"
                        "群规：禁止发广告和拉人，违者直接踢。有干货的欢迎分享，月底评选发红包。"))
    notices += [
        (9, 15.2, "【通知】国庆前最后一班美西快船9月24号截单，走空派的最晚9月28号交货，"
                  "要发的抓紧。"),
        (MID_AUTUMN, 12.1, "[QQ红包]中秋快乐，大家月饼吃起来"),
        (GOLDEN[0], 10.3, "[QQ红包]国庆快乐，出去玩的注意安全"),
        (41, 14.5, "【提醒】Prime Big Deal Days 10月12-13日，秒杀和优惠券记得检查库存，别超卖。"),
        (38, 16.0, "【广交会】一期10月15日开幕，群友见面会定在16号晚上7点，琶洲附近，明天开接龙，"
                   "有展位的写上展位号。"),
        (26, 15.0, "【国庆】明天接龙一下大家的国庆安排，方便互相照应发货。"),
    ]
    for d, h, text in notices:
        acks = ["谢谢老板", "谢谢红包", "手慢了", "抢到了哈哈", "[表情]",
                "Thanks boss!"] if text.startswith(
            "[QQ红包]") else ACKS
        lines = [_Line(OWNER, text)]
        lines += [_Line("*", rng.choice(acks), gap=rng.uniform(6, 120), glued=True)
                  for _ in range(rng.randint(3, 6))]
        g.add(T0 + d * DAY + h * HOUR, lines)


def _around(g: _Gen, k: int, f: dict[str, Any], d: int) -> None:
    """The member's own lines on the topic, days before or after, without the detail."""
    rng = g.rng
    n = f["name"]
    for _ in range(rng.choice([0, 1, 1, 2])):
        dd = d + rng.choice([-1, 1]) * rng.randint(2, 9)
        if not 0 <= dd < DAYS - 3:
            continue
        side = _side(_lang_of(rng, n), n)
        text = _pick(rng, TOPICS[f["kind"]]["around"], side)
        g.add(_start(rng, n, dd), [_Line(n, text, k=k, role="around")])


def _fill(g: _Gen, clock: list[tuple[float, str, int]]) -> None:
    """The scripts' lines take the clock's times when their speaker is online and their turn
    has come; every other time gets an ordinary line of someone online."""
    rng = g.rng
    pending = sorted(g.scripts, key=lambda s: s.start)
    active: list[_Script] = []
    j = 0
    for t, state, burst in clock:
        while j < len(pending) and pending[j].start <= t:
            pending[j].ready = pending[j].start
            active.append(pending[j])
            j += 1
        pick: _Script | None = None
        for sc in sorted(active, key=lambda s: (s.ready, s.order)):
            if sc.ready <= t and _online(sc.lines[sc.pos].who, t):
                pick = sc
                break
        if pick is not None:
            at = t
            while True:
                ln = pick.lines[pick.pos]
                if ln.who == "*":  # an acknowledgement: whoever is online
                    on = [m for m in MEMBERS if m not in (OWNER, g.last) and _online(m, at)]
                    ln.who = rng.choice(on or [m for m in MEMBERS if m not in (OWNER, g.last)])
                g.recs.append((at, ln))
                g.last = ln.who
                pick.pos += 1
                if pick.pos == len(pick.lines):
                    active.remove(pick)
                    break
                nxt = pick.lines[pick.pos]
                if nxt.glued:
                    at += nxt.gap
                    continue
                if nxt.nextday:
                    pick.ready = T0 + (_day(at) + 1) * DAY + rng.uniform(8, 14) * HOUR
                else:
                    pick.ready = at + nxt.gap
                break
            continue
        said = False
        while g.queue and not said:
            who, text, until, echo = g.queue.pop(0)
            if t > until:
                continue
            if not who:
                cand = [m for m in MEMBERS if m not in g.echoed[echo] and _online(m, t)]
                if not cand:
                    continue
                who = rng.choices(cand, [TALK[m] for m in cand])[0]
                g.echoed[echo].add(who)
            elif not _online(who, t):
                continue
            g.recs.append((t, _Line(who, text)))
            g.recent.append((who, text))
            g.last = who
            said = True
        if not said:
            online = [m for m in MEMBERS if _online(m, t)]
            if not online:
                continue
            who = rng.choices(online, [TALK[m] for m in online])[0]
            if who == g.last and rng.random() < 0.7:
                who = rng.choices(online, [TALK[m] for m in online])[0]
            texts = _ordinary(g, t, state, burst, who)
            g.recs.append((t, _Line(who, texts[0])))
            g.recent.append((who, texts[0]))
            g.last = who
            g.echoed[len(g.recs)] = {who}
            for more in texts[1:]:
                if more.startswith("\x00"):
                    _, w, ans = more.split("\x00")
                    g.queue.append((w, ans, t + 1800, -1))
                else:
                    g.queue.append(("", more, t + 600, len(g.recs)))
    left = [sc for sc in g.scripts if sc.pos < len(sc.lines)]
    assert not left, [(sc.lines[sc.pos].who, sc.lines[sc.pos].text) for sc in left[:5]]


# -- questions -------------------------------------------------------------------------------------
def _questions(rng: random.Random, f: dict[str, Any], said: list[str], seen: set[str]) -> None:
    topic = TOPICS[f["kind"]]
    n, x = f["name"], f["detail"]
    drop = (*MEMBERS, x, f.get("earlier", ""))
    f["q_lang"] = {}
    for cls in CLASSES:
        if f["lang"] in ("zh", "en"):
            ql = ("en" if f["lang"] == "zh" else "zh") if rng.random() < FLIP else f["lang"]
        else:
            ql = rng.choice(("zh", "en"))
        chosen = ""
        for lang in (ql, "en" if ql == "zh" else "zh"):
            cands = list(topic["q"][cls][0 if lang == "zh" else 1])
            rng.shuffle(cands)
            if cls == "partial":  # some words of the evidence besides the name, if it can
                cands.sort(key=lambda c: not any(_shares(c.format(n=n), t, drop) for t in said))
            for c in cands:
                q = c.format(n=n, x=x)
                if q in seen:
                    continue
                if cls == "keyword" and x not in q:
                    continue
                if cls != "keyword" and (x.lower() in q.lower() or n not in q):
                    continue
                if cls == "paraphrase" and any(_shares(q, s, drop) for s in said):
                    continue
                chosen = q
                f["q_lang"][cls] = lang
                break
            if chosen:
                break
        assert chosen, (cls, f, said)
        f[cls] = chosen
        seen.add(chosen)


def _never(rng: random.Random, facts: list[dict[str, Any]],
           said: set[tuple[str, str]]) -> list[str]:
    """90 questions nothing in the conversation answers: 45 name a member, 45 no one."""
    kinds = list(TOPICS)
    has = {(f["name"], f["kind"]) for f in facts}
    out: list[str] = []
    lang = 0
    # a topic's question of a member with no word of it
    free = [(m, k) for m in MEMBERS for k in kinds if (m, k) not in said and (m, k) not in has]
    for m, k in rng.sample(free, 15):
        out.append(rng.choice(TOPICS[k]["q"]["partial"][lang]).format(n=m))
        lang ^= 1
    # a detail nobody gave, of a topic the member did give a detail of
    for f in rng.sample(facts, 15):
        out.append(TOPICS[f["kind"]]["other"][lang].format(n=f["name"]))
        lang ^= 1
    # a never-said value put to a member with no fact of its topic
    for m, k in rng.sample(free, 15):
        v = rng.choice(TOPICS[k]["never"])
        out.append(TOPICS[k]["yesno"][lang].format(n=m, v=v))
        lang ^= 1
    # no one named: a never-said value, and things nobody had
    for k in kinds:
        for v in TOPICS[k]["never"]:
            out.append(rng.choice(TOPICS[k]["q"]["keyword"][lang]).format(x=v))
            lang ^= 1
    out += NOBODY_HAD
    assert len(out) == 90 and len(set(out)) == 90, len(set(out))
    return out


def fourteenth_set(seed: int = 1414) -> Set:
    """The held-out fourteenth set (see the module's docstring)."""
    rng = random.Random(seed)
    said_values, never_values = _values()
    g = _Gen(rng, [v.lower() for v in said_values + never_values])
    clock = _clock(rng)
    while not 2850 <= len(clock) <= 3050:  # weeks of moods drawn again until about 3,000
        clock = _clock(rng)
    facts = _facts(rng)
    days = _fact_days(rng, facts)
    said_slots: set[tuple[str, str]] = {(f["name"], f["kind"]) for f in facts}
    lists = {kind: list(v) for kind, v in LISTS.items()}
    for k, f in enumerate(facts):
        if f["shape"] == "jielong":
            day, title = lists[f["kind"]].pop(0)
            _list_script(g, f["kind"], day, title, k, f, said_slots)
            days[k] = day
        else:
            _script(g, k, f, days[k])
        _around(g, k, f, days[k])
    _calendar(g)
    _fill(g, clock)
    end = T0 + DAYS * DAY
    recs = sorted(enumerate(g.recs), key=lambda r: (r[1][0], r[0]))
    messages: list[Message] = []
    said_at: dict[float, str] = {}
    at = 0.0
    for _, (t, ln) in recs:
        at = round(max(t, at + 1.0), 3)
        assert at < end
        messages.append(_user(at, ln.who, QQ[ln.who], ln.text))
        said_at[at] = ln.text
        if ln.k >= 0 and ln.role:
            facts[ln.k].setdefault("_" + ln.role, []).append(at)
    seen: set[str] = set()
    for f in facts:
        f["evidence"] = f.pop("_evidence")
        f["around"] = f.pop("_around", [])
        f.pop("_confirm", None)
        if f["shape"] in ("answer", "late", "reply"):
            f["asked_at"] = f.pop("_ask")[0]
        if f["shape"] == "correction":
            f["earlier_at"] = f.pop("_earlier")[0]
        said = [said_at[t] for t in f["evidence"]]
        line = said[-1].rsplit("\n", 1)[-1] if f["shape"] == "jielong" else said[-1]
        f["lang"] = _lang(line, f["detail"])
        f["rare"] = [f["detail"]]
        _questions(rng, f, said, seen)
    never = _never(rng, facts, said_slots)
    chatter = rng.sample(CHATTER, 90)
    s = Set("fourteenth", messages, facts, never, chatter, members=dict(QQ))
    _check(s, said_at)
    return s


def _check(s: Set, said_at: dict[float, str] | None = None) -> None:
    """The set's own checks (see the module's docstring)."""
    said_values, never_values = _values()
    texts, times, said_at = check_messages(s, said_at, T0, T0 + DAYS * DAY, (2700, 3400))
    assert s.messages[0].created_at > START + 600 * DAY
    assert 70 <= len(s.facts) <= 90 and s.classes == CLASSES
    values = said_values + never_values
    assert len({v.lower() for v in values}) == len(values), "every value its own"
    for v in values:
        assert not any(v.lower() in o.lower() for o in values if o != v), v
    assert len({(f["kind"], f["name"]) for f in s.facts}) == len(s.facts), "a member once a topic"
    low = [t.lower() for t in texts]
    index = {at: i for i, at in enumerate(times)}
    fact_lines: set[float] = set()
    for f in s.facts:
        x, n, ev, shape = f["detail"], f["name"], f["evidence"], f["shape"]
        assert ev == sorted(ev) and all(at in index for at in ev), f
        assert len(ev) == (2 if shape == "split" else 1), f
        where = [t for t, line in zip(times, low, strict=True) if x.lower() in line]
        assert where == [ev[-1]], (x, where, ev)
        said = [said_at[at] for at in ev]
        c = f["carrier"]
        for at in ev:
            assert f"] {c}({s.members[c]}): " in texts[index[at]], (c, at)
        assert (c == n) == (shape not in ("reported", "notice")), f
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
        fact_lines.update(ev)
        if shape in ("answer", "late", "reply"):
            a, asked = f["asker"], f["asked_at"]
            assert a != n and asked < ev[0] and f"@{n}" in said_at[asked]
            assert f"] {a}({s.members[a]}): " in texts[index[asked]]
            if shape == "late":
                assert _day(ev[0]) > _day(asked), f
            if shape == "reply":
                assert said[0].startswith(f"[回复 {a}："), said
            fact_lines.add(asked)
        if shape == "correction":
            y = f["earlier"]
            hits = [at for at, t in zip(times, low, strict=True) if y.lower() in t]
            assert hits == [f["earlier_at"], ev[0]], (y, hits)
            assert f"] {n}({f['uid']}): " in texts[index[f["earlier_at"]]]
            fact_lines.add(f["earlier_at"])
        if shape == "split":
            assert ev[1] - ev[0] < 120 and x not in said[0], f
        if shape == "jielong":
            assert said[0].startswith("#接龙") and x in said[0].rsplit("\n", 1)[-1], said
        if shape == "notice":
            assert said[0].startswith("【群公告】") and f"@{n}" in said[0], said
        if shape == "forward":
            assert said[0].startswith("【转发】"), said
    # every value only where it belongs: a detail in its evidence, a wrong value in the line
    # that said it and the one that corrected it, a never-said value nowhere; so no ordinary
    # line (none of a fact's own) holds a detail, a wrong value or a never-said value
    home: dict[str, list[float]] = {}
    for f in s.facts:
        home[f["detail"]] = [f["evidence"][-1]]
        if "earlier" in f:
            home[f["earlier"]] = [f["earlier_at"], f["evidence"][0]]
    for v in values:
        hits = [at for at, t in zip(times, low, strict=True) if v.lower() in t]
        assert hits == home.get(v, []), (v, hits)
    bad = [v.lower() for v in values]
    for at, t in zip(times, low, strict=True):
        if at not in fact_lines:
            assert not any(v in t for v in bad), t
    # questions: a third at least across the language of their evidence
    cross = sum(1 for f in s.facts for ql in f["q_lang"].values()
                if f["lang"] != "mix" and ql != f["lang"])
    assert 3 * cross >= len(s.facts) * len(CLASSES), cross
    check_questions(s, said_values)


if __name__ == "__main__":
    import collections

    print(describe(fourteenth_set, "mix"))
    s = fourteenth_set()
    print("questions", len(s.facts) * len(CLASSES), "over", len(s.facts), "facts")
    print("per member", dict(collections.Counter(f["name"] for f in s.facts)))
    print("carriers other than the member:", sum(f["carrier"] != f["name"] for f in s.facts))
