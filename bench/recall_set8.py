"""An eighth evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code (neither read nor searched while writing it, and the set
never scored while it was written, nor any figure of the other sets looked up): it is not
to be tuned on, and its figures are to be read once, at the end. It differs from the
other seven (bench/recall.py's `first_set`, bench/recall_sets.py's `second_set`,
`third_set` and `long_conversation`, bench/recall_set4.py's `fourth_set` (sessions of a
timeline), bench/recall_set5.py's `fifth_set` (a point process), bench/recall_set6.py's
`sixth_set` (a day's threads), bench/recall_set7.py's `seventh_set` (windows whose
threads are interleaved)) in how it is laid out and in what it is about:

- the conversation is laid out by presence: 22 days from START + 137 days (2026-05-18, a
  Monday); each member has habits (the hours they tend to come online: an early riser,
  night owls, lunch-break and evening people, one mostly online at night), each habit
  comes true on a day with its own chance (weekends a little more often, mornings later)
  and gives a stretch online of ten minutes to three hours; every thread goes to a time
  its first speaker is online, its other speakers are whoever is online then (the
  chattier the likelier), and threads that overlap in time interleave by their times;
  an @-question to a member who is offline is answered when the member is next online,
  an hour to a day later ("@橙子 刚看到，…"); a correction may come the next day; gaps of
  seconds to minutes (log-normal) within a thread; about 2,600 messages, strictly
  increasing times (a second apart at least); quiet small hours, busy evenings;
- facts are stories: most members talk about their topic on other days, before and
  after the detail, without ever giving it ("洗衣机好像不太对劲" days before "看反了，是
  EC3 不是 E2-4", "洗衣机修好了，师傅半小时搞定" days after), and others answer those lines
  in the topic's words, so a member's on-topic lines without the detail are many (about
  120 lines for 60 of the 70 facts, each fact's listed in "around");
- 14 members of their own: Chinese names (林晓雯, 周一鸣), nicknames (阿蛮, 胖虎, 橙子,
  老郑, 二木, 小鹿), English names (Marcus, Ada, Nico), a romanised one (Yuki), mixed
  (bobo熊, Ray.Z); each with how much they talk and how often they write English, so
  the English-leaning ones say more English lines and more facts in English; QQ
  texture: short reactions ("蚌埠住了", "tql", "[表情]", "lol"), 复读 (one line by several
  members in a row), @-mentions answered, quotes of earlier lines ("「二木：月底了钱包空
  了」 太真实了"), pictures answered ("[图片]" / "在哪拍的"), 接龙 lists growing a name a
  line ("#接龙 周日羽毛球 1.橙子 2.Yuki"), lines of the time of day (morning, noon,
  afternoon, evening, night, Monday, Friday), and lines in the topics' words said by
  anyone ("停车费又涨了", "anyone else's bus always late on Mondays?"), never a detail;
- 17 topics of their own: a living room's paint colour, a pet tortoise's name, a hotel
  room on a work trip, a piano piece being practised, a book club's book of the month,
  a badminton court booked, the bus taken to work, a running shoe model, a blood
  pressure reading at a checkup, a laptop model, a mother's birthday cake, a washing
  machine's error code, a parking spot, a campsite, how much a fund is down, an
  electricity bill, a day's step count; four facts a topic (two topics five), 70 facts,
  a member once a topic, each with its own detail: numbers with units and codes
  ("1217", "145/95", "12.6%", "412元", "$96.40", "23508步", "26,400 steps", "B2-317",
  "E4-2"), names ("铁蛋", "Sheldon"), places ("白石岭营地", "Pine Hollow"), products
  ("Pegasus 41", "拯救者Y7000"), English and Chinese titles ("Klara and the Sun",
  "菊次郎的夏天");
- facts in seven shapes: one message ("one"); a context line then the detail ("split");
  another member's question, an @-mention or a QQ quote of the member's earlier line on
  the topic, answered minutes later ("answer"); the same answered when the member is
  next online, an hour or more later ("late"); a wrong value then its correction, in the
  same thread or the next day ("correction": the wrong value is a near miss, digits
  swapped or last year's campsite, said in a message of its own; the correcting message
  is the evidence and carries both); another member stating the detail about the
  member, who confirms without it ("about"); the detail inside a message about the
  day's other errands ("inline"); in Chinese, English or mixed within the line;
- questions in the third person with templates of this set's own ("谁家…", "{x}是谁的…",
  "X之前说…什么来着", "Whose … is …?", "What did X …?"): "keyword" carries the detail
  and names no one ("谁家乌龟叫铁蛋？"), "partial" names the member and the topic in
  other words, "paraphrase" names the member and shares no English content word and no
  two Chinese characters in a row with the evidence message (checked in code); each
  class asked across the fact's language four times in ten (a keyword question stays
  Chinese when the detail has Chinese characters);
- never-said questions, 90: 45 name a member (16 a topic's question of a member who
  talked of the topic in passing but gave no detail of it; 15 a detail no line states
  of the topic the member did give a detail of: the tortoise's age, the hotel's name,
  the paint's brand; 8 a topic's question of a member who never touched it; 6 of
  topics no one had), 45 name no one ("之前有人说过…吗", "Did anyone mention …?"), two a
  topic in its words and 11 of topics no one had; 80 chatter turns a member might send
  the bot (greetings, jokes, requests, general knowledge, advice, opinions), drawn from
  three a topic in its words ("洗衣机有异味怎么清理？") and 31 others.

The set checks itself as it is built (`_check`): strictly increasing times after START +
130 days, each detail in its one evidence message and in no other message, no detail
inside another detail or a decoy, a member once a topic, the evidence said by the
fact's carrier, each keyword question carrying its detail, each partial and paraphrase
naming the member and not the detail, each paraphrase sharing nothing with its evidence,
the "around" lines the member's and without the detail, a correction's wrong value said
before in a message of its own, no detail in a never-said question or a chatter turn, 45
never-said questions naming a member and 45 naming no one, no duplicates. Run the module
to check it is deterministic for a seed and to print its counts.

Each fact records its "evidence" (the created_at of the message carrying its detail),
"detail", "rare" (the detail, the word a keyword question carries), "kind" (the topic),
"name" and "uid" (the member it is about), "shape", "lang" ("zh", "en" or "mixed": the
evidence line's), its questions ("keyword", "partial", "paraphrase") and their languages
("q_lang"), "carrier" (who said the detail), "asker" (who asked, for "answer" and
"late"), "around" (the created_at of the member's other lines on the topic, none of
them with the detail) and, for a correction, the wrong value ("earlier") and when it
was said ("earlier_at"). Stamps are written in the machine's local time (recall_sets'
`_stamp`) and the day's rhythm is laid out in UTC, so they read as meant where the local
time is UTC.
"""

from __future__ import annotations

import itertools
import math
import random
import re
from typing import Any

from bench.recall_set7 import _bigrams
from bench.recall_sets import DAY, START, Set, _fits, _other, _user, describe

UID = 18_400
FIRST_DAY = START + 137 * DAY  # 2026-05-18, a Monday
DAYS = 22
TOTAL = 2600

# name, how much they talk, how often their chatter is English, their habits: (hour of
# the day they tend to come online, the chance they do on a weekday).
PEOPLE: list[tuple[str, float, float, tuple[tuple[float, float], ...]]] = [
    ("林晓雯", 1.0, 0.05, ((8.4, 0.6), (12.4, 0.8), (21.0, 0.8))),
    ("阿蛮", 1.6, 0.1, ((0.8, 0.5), (14.2, 0.5), (22.6, 0.9))),
    ("胖虎", 1.3, 0.05, ((12.1, 0.6), (19.6, 0.9), (22.2, 0.4))),
    ("Marcus", 0.8, 0.8, ((7.1, 0.7), (23.3, 0.6))),
    ("Yuki", 1.0, 0.4, ((10.2, 0.5), (13.0, 0.6), (20.5, 0.8))),
    ("老郑", 0.9, 0.0, ((6.4, 0.9), (9.1, 0.5), (18.6, 0.6))),
    ("橙子", 2.0, 0.1, ((9.6, 0.8), (12.6, 0.9), (16.1, 0.7), (21.4, 0.9))),
    ("Ada", 0.9, 0.5, ((12.6, 0.7), (20.1, 0.7))),
    ("周一鸣", 0.5, 0.05, ((21.6, 0.7),)),
    ("bobo熊", 1.5, 0.15, ((11.1, 0.6), (15.4, 0.8), (23.4, 0.6))),
    ("Ray.Z", 0.9, 0.35, ((0.4, 0.5), (22.4, 0.8))),
    ("小鹿", 1.2, 0.1, ((10.6, 0.5), (16.4, 0.7), (21.1, 0.8))),
    ("Nico", 0.7, 0.7, ((12.0, 0.8), (18.1, 0.5))),
    ("二木", 0.8, 0.05, ((1.4, 0.6), (23.0, 0.8))),
]
MEMBERS = [p[0] for p in PEOPLE]
CHATTY = {p[0]: p[1] for p in PEOPLE}
ENGLISH = {p[0]: p[2] for p in PEOPLE}


def _l(zh: str, en: str, mixed: str) -> dict[str, str]:
    return {"zh": zh, "en": en, "mixed": mixed}


# A topic: its details (the facts') and decoys (a wrong value said before a correction);
# a template a shape and language ({x} the detail, {y} the wrong value); "split" the
# context line then the detail line; "ask" another member's question (an @ is put in
# front); "pre" and "post" the member's own lines about the topic before and after the
# detail, never carrying one; "chat" anyone's lines in the topic's words; the questions
# by class and language ({n} the member); "never_n" details no line states (asked of a
# member who gave the topic's detail), "never_anon" questions naming no one; "bot"
# chatter turns. "ascii_zh": whether a Latin-letter detail may stand in a Chinese line.
TOPICS: dict[str, dict[str, Any]] = {
    "paint": {
        "details": ["燕麦色", "雾霾蓝", "奶咖白", "橄榄绿", "Sage Whisper", "Misty Lilac",
                    "Sea Salt"],
        "decoys": ["象牙白", "浅灰蓝", "Dove Grey", "Linen White"],
        "one": _l("客厅的墙终于刷完了，选的{x}，比色卡上好看",
                  "Finished painting the living room walls — went with {x}, "
                  "looks way better than the swatch",
                  "墙刷完了！最后选的{x}，vibe 很对"),
        "split": {"zh": ("周末把客厅的墙自己刷了一遍，累瘫", "颜色是{x}，刷了两遍才匀"),
                  "en": ("Spent the whole weekend repainting the living room myself",
                         "The colour's called {x}, needed two coats"),
                  "mixed": ("周末 DIY 刷墙，累到手抬不起来", "color 是 {x}，两遍才刷匀")},
        "ask": {"zh": "你家墙最后刷的什么颜色？",
                "en": "what colour did you end up painting the walls?"},
        "answer": _l("{x}，一开始想要白的，后来觉得太素",
                     "{x}! almost went with plain white but it felt too bland",
                     "{x}，本来想纯白，but 太单调了"),
        "wrong": _l("墙刷的{y}，家里人挑的", "We painted the walls {y}", "墙刷了 {y}"),
        "fix": _l("啊不对，不是{y}，是{x}，我把色卡看串了",
                  "Correction: not {y}, it's {x} — I mixed up the swatches",
                  "sorry 说错了，不是 {y}，是 {x}，色卡看串了"),
        "about": _l("@{n} 你家客厅不是刷成{x}了吗，照片里超好看",
                    "@{n} your living room is {x} now right? saw the photo, love it",
                    "@{n} 你家客厅刷成 {x} 了对吧，照片超 nice"),
        "confirm": {"zh": "对对，刷了两遍", "en": "yep, two coats"},
        "inline": _l("周末干了不少活：买了新窗帘、把客厅刷成了{x}、还扔了两袋旧衣服",
                     "Busy weekend: new curtains, the living room is {x} now, and I finally "
                     "tossed two bags of old clothes",
                     "周末好忙，窗帘换了，墙刷成 {x} 了，旧衣服也清掉两袋"),
        "pre": {"zh": ["准备自己刷墙，有人刷过吗", "色卡看花眼了，选不出来",
                       "刷墙的滚筒和胶带都买好了"],
                "en": ["Thinking of repainting the living room myself this month",
                       "I've been staring at paint swatches for an hour"]},
        "post": {"zh": ["刷墙的味道终于散了", "墙面有一块没刷匀，强迫症犯了"],
                 "en": ["The paint smell is finally gone",
                        "Found a patch on the wall I missed, ugh"]},
        "chat": ["刷墙真是体力活", "乳胶漆味道多久能散啊", "有人用过配色的app吗",
                 "白墙其实最耐看", "anyone know if you need a primer before painting?",
                 "刷墙一定要贴美纹纸", "painting walls is weirdly relaxing",
                 "颜色选深了显得房间小"],
        "keyword": {"zh": ["谁家墙刷的是{x}来着？", "{x}是谁家墙的颜色？"],
                    "en": ["Whose walls are painted {x}?", "Who went with {x} for their walls?"]},
        "partial": {"zh": ["{n}家墙最后刷的什么颜色？", "{n}之前说客厅刷成什么色了？"],
                    "en": ["What colour did {n} paint the walls?",
                           "Which paint colour did {n} pick for the living room?"]},
        "paraphrase": {"zh": ["{n}家里装修，涂料挑了个啥色调？",
                              "{n}自己动手粉刷房子，选的哪种色调来着？"],
                       "en": ["What shade ended up in {n}'s flat after the DIY job?",
                              "Which hue did {n} choose when redoing the home?"]},
        "never_n": ["{n}刷墙用的什么牌子的漆？", "{n}家刷墙花了多少钱？",
                    "How many litres of paint did {n} buy?"],
        "never_anon": ["之前有人说过刷墙请师傅多少钱一平吗？",
                       "Did anyone say which paint brand they used?"],
        "bot": ["刷墙前要不要先刷底漆？", "what colours go well with a grey sofa?",
                "帮我想个客厅配色方案"],
    },
    "tortoise": {
        "details": ["阿福", "团长", "铁蛋", "糯米", "Sheldon", "Pebble", "Toast"],
        "decoys": ["阿财", "铁柱", "年糕", "Shelby", "Pickle"],
        "one": _l("家里新来了只小乌龟，名字叫{x}", "We got a little tortoise! Its name is {x}",
                  "新养了只 tortoise，名字叫 {x}"),
        "split": {"zh": ("朋友出国，把他的乌龟托付给我了", "它叫{x}，一天就吃两片菜叶"),
                  "en": ("A friend moved abroad and left me their tortoise",
                         "It's called {x} and eats like two lettuce leaves a day"),
                  "mixed": ("朋友出国了，tortoise 留给我养", "它叫 {x}，超级 chill")},
        "ask": {"zh": "你家乌龟叫啥名字来着", "en": "what's your tortoise called again?"},
        "answer": _l("叫{x}，喊它它也不理", "{x}. it ignores me when I call it",
                     "{x}，叫它也不理我 lol"),
        "wrong": _l("我家乌龟叫{y}", "my tortoise is called {y}", "我家 tortoise 叫 {y}"),
        "fix": _l("打错字了，不是{y}，叫{x}", "typo — not {y}, its name is {x}",
                  "typo 了，不是 {y}，叫 {x}"),
        "about": _l("@{n} 你家{x}今天出来晒太阳了没", "@{n} did {x} get some sun today?",
                    "@{n} 你家 {x} 今天 sunbathe 了吗"),
        "confirm": {"zh": "晒了，趴了一下午", "en": "yep, basked all afternoon"},
        "inline": _l("今天请了半天假，先去取了快递，又带{x}去宠物医院剪了指甲，回来还得加班",
                     "Took half a day off: picked up a parcel, took {x} to the vet to get its "
                     "nails clipped, now back to work",
                     "半天假：拿快递，带 {x} 去 vet 剪指甲，然后继续搬砖"),
        "pre": {"zh": ["在考虑要不要养只乌龟", "乌龟的晒背灯买哪种好",
                       "乌龟好像不爱吃东西，有点担心"],
                "en": ["Thinking about getting a tortoise",
                       "Is a UVB lamp really necessary for a tortoise?"]},
        "post": {"zh": ["乌龟今天又越狱了，在沙发底下找到的", "乌龟冬眠的事好头疼"],
                 "en": ["The tortoise escaped again, found it under the sofa",
                        "Worried about the tortoise hibernating"]},
        "chat": ["乌龟能活好几十年吧", "养乌龟的人都好佛系",
                 "tortoises are surprisingly fast when they want to be",
                 "我小时候也养过乌龟，后来跑丢了", "乌龟要不要天天晒太阳啊",
                 "宠物医院看乌龟的好少", "a tortoise will outlive all of us lol",
                 "乌龟是不是不认主人"],
        "keyword": {"zh": ["谁家乌龟叫{x}？", "{x}是谁养的乌龟来着"],
                    "en": ["Who has a tortoise named {x}?", "Whose tortoise is {x}?"]},
        "partial": {"zh": ["{n}养的乌龟叫什么名字？", "{n}家那只乌龟叫啥来着"],
                    "en": ["What's the name of {n}'s tortoise?",
                           "What did {n} call the pet tortoise?"]},
        "paraphrase": {"zh": ["{n}那只背着壳的宠物怎么称呼？", "{n}养的那个爬行动物叫什么？",
                              "{n}那只慢吞吞的壳类伙伴怎么称呼？"],
                       "en": ["What does {n} call the shelled pet at home?",
                              "How is the reptile that lives with {n} known?"]},
        "never_n": ["{n}家乌龟几岁了？", "{n}的乌龟是什么品种？",
                    "How big is {n}'s tortoise?"],
        "never_anon": ["之前有人说过乌龟一天喂几次吗？",
                       "Did anyone mention buying a turtle tank?"],
        "bot": ["乌龟一般能活多少年？", "what should I feed a pet tortoise?",
                "给我的乌龟起个名字吧"],
    },
    "hotel": {
        "details": ["1217", "2306", "0815", "3409", "1522", "2718"],
        "decoys": ["1271", "2036", "0851", "3490", "1252"],
        "one": _l("到酒店了，住{x}房间，窗外就是高架",
                  "Checked in, I'm in room {x}, right above the highway",
                  "check in 了，房间 {x}，窗外是高架"),
        "split": {"zh": ("这周出差，公司订的酒店离会场挺近", "房间号{x}，有事可以寄东西过来"),
                  "en": ("On a work trip this week, hotel's close to the venue",
                         "Room {x} if anyone needs to send me anything"),
                  "mixed": ("这周出差，hotel 离会场挺近", "房间号 {x}，有事 call 我")},
        "ask": {"zh": "你住几号房？我明天也到那个酒店",
                "en": "which room are you in? I'm at the same hotel tomorrow"},
        "answer": _l("{x}，电梯出来右转到底", "{x}, turn right out of the lift, it's at the end",
                     "{x}，出电梯 turn right 到底"),
        "wrong": _l("我住{y}", "I'm in {y}", "我住 {y}"),
        "fix": _l("不对不对，是{x}不是{y}，门卡套上写的",
                  "wait, it's {x} not {y}, just checked the key card sleeve",
                  "不对，是 {x} 不是 {y}，看了眼 key card"),
        "about": _l("@{n} 前台说你住{x}，我把文件放你门口了啊",
                    "@{n} front desk said you're in {x}, left the folder by your door",
                    "@{n} 前台说你在 {x}，文件放你门口了哈"),
        "confirm": {"zh": "收到收到，谢了", "en": "got it, thanks!"},
        "inline": _l("今天开了一天会，晚饭在楼下随便吃了点，回{x}洗个澡就睡",
                     "Meetings all day, grabbed dinner downstairs, heading back to room {x} "
                     "to crash",
                     "开了一天会，dinner 随便吃的，回 {x} 洗洗睡了"),
        "pre": {"zh": ["下周要出差三天，行李还没收", "出差的酒店是公司统一订的",
                       "又要出差了，最烦住酒店"],
                "en": ["Got a work trip next week, three nights",
                       "Company booked the hotel for the trip, fingers crossed"]},
        "post": {"zh": ["出差回来了，酒店的枕头太硬睡得脖子疼", "酒店早餐倒是不错"],
                 "en": ["Back from the trip, that hotel pillow wrecked my neck",
                        "Hotel breakfast was decent at least"]},
        "chat": ["出差住酒店最怕隔音差", "酒店的房间号是不是都避开4",
                 "anyone else hate hotel air con?", "出差的报销好麻烦", "我出差必带自己的枕套",
                 "hotel rooms near the lift are the worst", "连锁酒店其实都差不多",
                 "出差一次胖三斤"],
        "keyword": {"zh": ["谁出差住的{x}房间？", "{x}是谁的房间号？"],
                    "en": ["Who was staying in room {x}?", "Whose hotel room was {x}?"]},
        "partial": {"zh": ["{n}出差住的酒店房间号是多少？", "{n}那次出差住几号房？"],
                    "en": ["What room number did {n} have at the hotel?",
                           "Which hotel room was {n} in on the work trip?"]},
        "paraphrase": {"zh": ["{n}公干那几天，下榻在哪一间？", "{n}外地开会时睡的屋子门牌是啥？"],
                       "en": ["Where exactly did {n} sleep while away for the job?",
                              "What door number was {n} assigned while traveling for the "
                              "company?"]},
        "never_n": ["{n}出差住的哪家酒店？", "{n}那次出差去的哪个城市？",
                    "How much was {n}'s hotel per night?"],
        "never_anon": ["之前有人说过出差补贴一天多少吗？",
                       "Did anyone mention which airline they flew for the trip?"],
        "bot": ["出差住酒店有什么省钱小技巧？", "what should I pack for a three-day business trip?",
                "酒店退房一般几点？"],
    },
    "piano": {
        "details": ["River Flows in You", "Clair de Lune", "Canon in D", "梦中的婚礼",
                    "菊次郎的夏天", "小星星变奏曲"],
        "decoys": ["Moonlight Sonata", "天空之城", "爱的纪念", "Canon in C"],
        "one": _l("最近钢琴在练{x}，左手总是跟不上",
                  "Been practising {x} on the piano, my left hand keeps lagging",
                  "钢琴最近在练 {x}，left hand 老跟不上"),
        "split": {"zh": ("三十岁了重新开始学钢琴，每天练一小时", "这个月的曲子是{x}"),
                  "en": ("Picked the piano back up at 30, an hour a day",
                         "This month's piece is {x}"),
                  "mixed": ("三十岁重新学 piano，每天一小时", "这个月的曲子是 {x}")},
        "ask": {"zh": "你钢琴现在练到哪首了？", "en": "what piece are you on now with the piano?"},
        "answer": _l("{x}，中间那段快的还弹不顺", "{x}, still can't get the fast middle bit",
                     "{x}，中间快的那段还是不 smooth"),
        "wrong": _l("我现在在练{y}", "I'm working on {y} now", "现在在练 {y}"),
        "fix": _l("发错了，不是{y}，是{x}，{y}是上个月的",
                  "wait no, not {y} — that was last month, now it's {x}",
                  "不对，{y} 是上个月的，现在是 {x}"),
        "about": _l("@{n} 昨天视频里你弹的是{x}吧，好听",
                    "@{n} that was {x} you were playing in the video, right? sounded lovely",
                    "@{n} 视频里弹的是 {x} 吧，好好听"),
        "confirm": {"zh": "嘿嘿，还差得远", "en": "haha thanks, long way to go"},
        "inline": _l("这周排满了：周二加班，周三练{x}，周五还要去看我妈",
                     "Week's packed: overtime Tuesday, {x} practice Wednesday, visiting my mum "
                     "Friday",
                     "这周满了，周二加班，周三练 {x}，周五回家看妈"),
        "pre": {"zh": ["买了个二手电钢琴，放客厅刚好", "钢琴老师说我手型不对",
                       "好久不弹琴，手指都僵了"],
                "en": ["Bought a used digital piano, fits right in the living room",
                       "My piano teacher says my wrists are too stiff"]},
        "post": {"zh": ["今天终于把那首曲子完整弹下来了", "练琴被邻居敲门了，尴尬"],
                 "en": ["Finally played the whole piece start to finish today",
                        "Neighbour knocked during my practice, awkward"]},
        "chat": ["大人学钢琴还来得及吗", "电钢琴和真钢琴手感差好多", "练琴最难的是坚持",
                 "does anyone here play piano?", "小时候被逼着考级，现在一点都不想弹",
                 "the metronome is my enemy", "钢琴课一节课好贵", "听别人弹琴好治愈"],
        "keyword": {"zh": ["谁在练{x}？", "{x}是谁在弹的曲子"],
                    "en": ["Who's practising {x}?", "Who was learning {x} on the piano?"]},
        "partial": {"zh": ["{n}钢琴在练哪首曲子？", "{n}最近弹琴练的是什么？"],
                    "en": ["What piece is {n} practising on the piano?",
                           "Which piano piece was {n} working on?"]},
        "paraphrase": {"zh": ["{n}那架键盘乐器上正学着哪支作品？",
                              "{n}每天对着黑白键磨的是啥旋律？"],
                       "en": ["Which tune has {n} been learning at the keys lately?",
                              "What melody is {n} rehearsing on that instrument?"]},
        "never_n": ["{n}的钢琴老师叫什么？", "{n}考到钢琴几级了？", "What brand is {n}'s piano?"],
        "never_anon": ["之前有人说过钢琴课一节多少钱吗？",
                       "Did anyone mention a piano recital date?"],
        "bot": ["成年人自学钢琴从哪里开始？", "recommend some easy piano pieces for beginners",
                "钢琴和吉他哪个更好学？"],
    },
    "bookclub": {
        "details": ["Klara and the Sun", "The Remains of the Day", "Project Hail Mary",
                    "额尔古纳河右岸", "长安的荔枝", "置身事内", "我与地坛"],
        "decoys": ["Never Let Me Go", "The Martian", "平凡的世界", "人生海海"],
        "one": _l("读书会这个月定的书是{x}，我已经看了一半",
                  "Book club pick this month is {x}, I'm halfway through",
                  "book club 这个月读 {x}，看了一半了"),
        "split": {"zh": ("我参加的那个读书会这个月轮到我选书", "选了{x}，大家周日线上聊"),
                  "en": ("It was my turn to choose the book club book this month",
                         "Went with {x}, we're meeting online Sunday"),
                  "mixed": ("这个月轮到我给 book club 选书", "选了 {x}，周日线上 discuss")},
        "ask": {"zh": "你们读书会这个月读啥？", "en": "what's your book club reading this month?"},
        "answer": _l("{x}，推荐，不厚", "{x}, highly recommend, it's not long",
                     "{x}，不厚，recommend"),
        "wrong": _l("这个月读书会读{y}", "book club's doing {y} this month",
                    "这个月 book club 读 {y}"),
        "fix": _l("说错了不是{y}，那是上个月的，这个月是{x}",
                  "no wait, {y} was last month — this month is {x}",
                  "不对，{y} 是上个月的，这个月是 {x}"),
        "about": _l("@{n} 听说你们读书会在读{x}，借我看看呗",
                    "@{n} heard your book club is on {x}, can I borrow it after?",
                    "@{n} 听说你们 book club 在读 {x}，看完借我呗"),
        "confirm": {"zh": "行，我看完给你", "en": "sure, once I'm done"},
        "inline": _l("周末计划：睡懒觉、把{x}看完、晚上和朋友吃火锅",
                     "Weekend plan: sleep in, finish {x}, hotpot with friends",
                     "周末计划：睡到自然醒，看完 {x}，晚上火锅"),
        "pre": {"zh": ["报名了一个线上读书会", "读书会的群好活跃，每天都在聊",
                       "这个月的书还没开始看，完了"],
                "en": ["Joined an online book club, first meeting soon",
                       "Haven't even started this month's book club book"]},
        "post": {"zh": ["读书会聊得好嗨，聊了三个小时", "下个月的书还没定"],
                 "en": ["Book club ran three hours last night, so fun",
                        "Still don't know what next month's book is"]},
        "chat": ["现在静下心看完一本书好难", "有没有人推荐点好看的小说", "kindle 吃灰好久了",
                 "I read way more when I had a commute", "读书会是不是都是聊着聊着就跑题",
                 "纸质书还是比电子书舒服", "anyone tried audiobooks?",
                 "今年的读书目标又要完不成了"],
        "keyword": {"zh": ["谁的读书会在读{x}？", "{x}是谁读书会选的书？"],
                    "en": ["Whose book club is reading {x}?",
                           "Who mentioned reading {x} for book club?"]},
        "partial": {"zh": ["{n}读书会这个月读的哪本书？", "{n}他们读书会选的什么书？"],
                    "en": ["What is {n}'s book club reading this month?",
                           "Which book did {n}'s book club pick?"]},
        "paraphrase": {"zh": ["{n}参加的那个共读小组，眼下在啃哪部作品？",
                              "{n}和书友们最近一起研究的是哪本？"],
                       "en": ["Which title are {n} and the other readers going through "
                              "together?", "What novel is {n}'s reading group tackling?"]},
        "never_n": ["{n}读书会在哪里见面？", "{n}的读书会有多少人？", "Who runs {n}'s book club?"],
        "never_anon": ["之前有人推荐过哪本科幻小说吗？",
                       "Did anyone say how many books they read last year?"],
        "bot": ["推荐几本适合通勤看的书", "how do I get back into reading?",
                "读书会一般怎么组织比较好？"],
    },
    "court": {
        "details": ["B3场", "东区4号场", "二楼9号场", "A5场地", "Court 11", "Court 6"],
        "decoys": ["B8场", "西区4号场", "二楼6号场", "Court 17", "Court 9"],
        "one": _l("周四晚上羽毛球场订好了，{x}，八点到十点",
                  "Booked badminton for Thursday 8-10pm, {x}",
                  "周四 badminton 订好了，{x}，8 点开打"),
        "split": {"zh": ("抢到周六的羽毛球场了！手速够快", "{x}，靠窗那块，没事的可以来"),
                  "en": ("Managed to grab a badminton court for Saturday!",
                         "It's {x}, the one by the windows, come if you're free"),
                  "mixed": ("抢到周六的 badminton court 了！", "{x}，靠窗那块，free 的来")},
        "ask": {"zh": "周末羽毛球订的哪个场？", "en": "which court did you book for badminton?"},
        "answer": _l("{x}，到了直接报我手机号", "{x}, just give my number at the desk",
                     "{x}，到了 front desk 报我手机号"),
        "wrong": _l("羽毛球订的{y}", "badminton's on {y}", "badminton 订的 {y}"),
        "fix": _l("订单截图看错了，不是{y}，是{x}", "misread the booking — not {y}, it's {x}",
                  "看错了，不是 {y}，是 {x}"),
        "about": _l("@{n} 你订的是{x}对吧？我先去占着",
                    "@{n} you booked {x}, right? I'll go ahead and warm up",
                    "@{n} 你订的 {x} 对吧，我先去 warm up"),
        "confirm": {"zh": "对，我晚点到", "en": "yes, running a bit late"},
        "inline": _l("今天事儿多：早上交报告，中午取快递，晚上{x}打羽毛球",
                     "Busy day: report due this morning, parcel at lunch, badminton at {x} "
                     "tonight",
                     "今天好忙，上午交 report，晚上去 {x} 打球"),
        "pre": {"zh": ["羽毛球馆的场子越来越难订了", "最近想恢复打羽毛球", "新买的羽毛球拍到了"],
                "en": ["Badminton courts are impossible to book lately",
                       "New badminton racket arrived"]},
        "post": {"zh": ["打完羽毛球腿都软了", "昨天打球膝盖有点疼"],
                 "en": ["Legs are jelly after badminton",
                        "My knee's a bit sore from the game yesterday"]},
        "chat": ["羽毛球馆晚上的场子都被抢光了", "周末有人打羽毛球吗", "羽毛球拍线多少磅合适啊",
                 "badminton is so much harder than it looks", "打球前一定要热身",
                 "谁有羽毛球馆的会员卡", "doubles or singles?", "球馆的空调跟没开一样"],
        "keyword": {"zh": ["谁订了{x}打羽毛球？", "{x}是谁订的场？"],
                    "en": ["Who booked {x} for badminton?", "Who had {x} booked?"]},
        "partial": {"zh": ["{n}订的羽毛球场是哪个？", "{n}那次打羽毛球订的几号场？"],
                    "en": ["Which badminton court did {n} book?",
                           "What court did {n} reserve for badminton?"]},
        "paraphrase": {"zh": ["{n}约人挥拍那回，拿下的是哪块地？", "{n}抢到的运动位置具体在哪？"],
                       "en": ["Where exactly was {n} playing shuttlecock that time?",
                              "Which spot did {n} reserve for the racket sport?"]},
        "never_n": ["{n}的羽毛球拍是什么牌子？", "{n}羽毛球场订了多少钱？",
                    "What string tension does {n} use on the racket?"],
        "never_anon": ["之前有人说过球馆会员卡多少钱吗？",
                       "Did anyone say who won the badminton match?"],
        "bot": ["羽毛球怎么发球比较稳？", "is badminton good cardio?", "打羽毛球前怎么热身？"],
    },
    "bus": {
        "details": ["M417", "B21", "T15", "快3路", "环线Y6", "329路"],
        "decoys": ["M471", "B12", "T51", "快5路", "239路"],
        "one": _l("换了新路线上班，现在坐{x}，不用换乘了",
                  "New commute: I take the {x} now, no more transfers",
                  "通勤换路线了，现在坐 {x}，no transfer"),
        "split": {"zh": ("地铁那段施工，我上班路线改了", "改坐{x}了，比地铁还快十分钟"),
                  "en": ("Metro line's under repair so I changed how I get to work",
                         "Taking the {x} now, actually ten minutes faster"),
                  "mixed": ("地铁施工，commute 路线改了", "改坐 {x}，还快十分钟")},
        "ask": {"zh": "你现在上班坐哪路车？", "en": "which bus do you take to work now?"},
        "answer": _l("{x}，小区门口就有站", "the {x}, stop's right outside my building",
                     "{x}，小区门口就有 stop"),
        "wrong": _l("我现在坐{y}上班", "I take the {y} to work now", "现在坐 {y} 上班"),
        "fix": _l("说错了，是{x}，不是{y}", "sorry, it's the {x}, not the {y}",
                  "sorry 是 {x}，不是 {y}"),
        "about": _l("@{n} 早上在{x}上看到你了，睡得好香",
                    "@{n} saw you on the {x} this morning, you were fast asleep lol",
                    "@{n} 早上在 {x} 上看到你了，睡得超香 lol"),
        "confirm": {"zh": "哈哈哈太困了", "en": "haha so tired"},
        "inline": _l("今天倒霉透了，{x}坐过站，咖啡洒了，开会还迟到",
                     "Awful morning: missed my stop on the {x}, spilled coffee, late for "
                     "standup",
                     "今天好倒霉，{x} 坐过站，coffee 也洒了"),
        "pre": {"zh": ["通勤时间太长了，想换个路线", "早高峰地铁挤到窒息",
                       "公司搬了，上班路线全变了"],
                "en": ["My commute is killing me, need a better route",
                       "Office moved so my whole commute changed"]},
        "post": {"zh": ["今天公交又晚点了二十分钟", "早上那趟车人好少，居然有座"],
                 "en": ["Bus was twenty minutes late again",
                        "Got a seat on the bus this morning, miracle"]},
        "chat": ["早高峰的公交根本挤不上去", "公交专用道真的快很多",
                 "anyone else's bus always late on Mondays?", "坐公交看书容易晕车",
                 "通勤一个半小时，人都废了", "I miss biking to work", "地铁比公交稳定多了",
                 "公交卡要充值了"],
        "keyword": {"zh": ["谁上班坐{x}？", "坐{x}通勤的是谁来着"],
                    "en": ["Who takes the {x} to work?", "Who commutes on the {x}?"]},
        "partial": {"zh": ["{n}现在上班坐哪路公交？", "{n}通勤换成哪趟车了？"],
                    "en": ["Which bus does {n} take to work now?",
                           "What route does {n} ride to the office?"]},
        "paraphrase": {"zh": ["{n}每日往返单位搭的是几路？", "{n}早晨去公司乘哪一班？"],
                       "en": ["What line does {n} ride each morning for the job?",
                              "Which number gets {n} to the office daily?"]},
        "never_n": ["{n}上班路上要多久？", "{n}在哪站上车？",
                    "What time does {n} leave home for work?"],
        "never_anon": ["之前有人说过公交月票多少钱吗？",
                       "Did anyone mention switching to an e-bike?"],
        "bot": ["坐车看手机为什么会晕？", "any tips for making a long commute less boring?",
                "早高峰怎么避开人多"],
    },
    "shoes": {
        "details": ["Pegasus 41", "Novablast 4", "Clifton 9", "Kayano 30", "飞影PB", "赤兔6"],
        "decoys": ["Pegasus 40", "Novablast 3", "Clifton 8", "赤兔5"],
        "one": _l("新跑鞋到了，{x}，脚感软得像踩棉花",
                  "New running shoes arrived — {x}, feels like running on clouds",
                  "新跑鞋到了，{x}，cushion 超软"),
        "split": {"zh": ("之前那双跑鞋跑了八百公里，底都磨平了", "换了双{x}，今晚试跑五公里"),
                  "en": ("My old running shoes hit 800 km, soles are gone",
                         "Got a pair of {x}, testing them on a 5k tonight"),
                  "mixed": ("旧跑鞋跑了 800 km，底磨平了", "换了双 {x}，今晚 test 一下")},
        "ask": {"zh": "你新买的跑鞋是哪款？看着不错",
                "en": "which running shoes did you get? they look nice"},
        "answer": _l("{x}，打折入的", "{x}, got them on sale", "{x}，sale 的时候入的"),
        "wrong": _l("我买的{y}", "mine are the {y}", "我买的 {y}"),
        "fix": _l("看错了，鞋盒上写的是{x}，不是{y}", "oops, box says {x}, not {y}",
                  "鞋盒上写的是 {x}，不是 {y}，my bad"),
        "about": _l("@{n} 你脚上那双是{x}吧，我也想买",
                    "@{n} those are {x} you're wearing, right? been eyeing them",
                    "@{n} 你那双是 {x} 吧，我也想入"),
        "confirm": {"zh": "是的，挺好穿", "en": "yep, comfy"},
        "inline": _l("今日：早上开会，中午穿{x}去江边跑了一圈，下午困成狗",
                     "Today: morning meeting, lunchtime run by the river in my {x}, afternoon "
                     "slump",
                     "今天中午穿 {x} 去江边 run 了一圈，下午困死"),
        "pre": {"zh": ["跑鞋该换了，鞋底都磨偏了", "跑步店试了一下午鞋", "想买双缓震好点的跑鞋"],
                "en": ["Need new running shoes, these are done",
                       "Spent the afternoon trying on shoes at the running store"]},
        "post": {"zh": ["新鞋跑了十公里，有点磨脚后跟", "新跑鞋越穿越舒服"],
                 "en": ["New shoes gave me a blister on the heel",
                        "Breaking in the new shoes, getting better"]},
        "chat": ["跑鞋到底多少公里该换", "买跑鞋一定要去店里试",
                 "anyone run in carbon plate shoes?",
                 "跑鞋越来越贵了", "宽脚买鞋好难", "I only buy running shoes on sale",
                 "鞋柜已经放不下了", "跑步还是得穿专业的鞋"],
        "keyword": {"zh": ["谁买了{x}？", "穿{x}跑步的是谁？"],
                    "en": ["Who got the {x}?", "Who's running in {x}?"]},
        "partial": {"zh": ["{n}新买的跑鞋是哪一款？", "{n}换的跑鞋是什么型号？"],
                    "en": ["Which running shoes did {n} buy?",
                           "What model are {n}'s new running shoes?"]},
        "paraphrase": {"zh": ["{n}最近入手的运动鞋是啥系列？", "{n}慢跑脚上穿的那双叫什么？"],
                       "en": ["What pair of trainers did {n} pick up lately?",
                              "Which sneakers is {n} jogging in these days?"]},
        "never_n": ["{n}的跑鞋多少钱买的？", "{n}穿多大码的鞋？",
                    "How far does {n} run each week?"],
        "never_anon": ["之前有人说过马拉松报名了吗？",
                       "Did anyone say where the running store is?"],
        "bot": ["扁平足适合什么样的跑鞋？", "how often should I replace running shoes?",
                "跑步膝盖疼怎么办"],
    },
    "bp": {
        "details": ["145/95", "138/88", "150/100", "132/86", "128/92", "142/90"],
        "decoys": ["135/95", "148/88", "160/100", "123/86"],
        "one": _l("体检报告出来了，血压{x}，医生让我少吃盐",
                  "Checkup results are in: blood pressure {x}, doctor says cut the salt",
                  "体检 report 出来了，血压 {x}，要少吃盐了"),
        "split": {"zh": ("单位体检结果出来了，别的都还行", "就是血压偏高，{x}，要复查"),
                  "en": ("Got my annual checkup results, mostly fine",
                         "Except blood pressure, {x}, need a recheck"),
                  "mixed": ("体检结果出来了，大部分 OK", "就血压高，{x}，要 recheck")},
        "ask": {"zh": "你血压量出来多少？", "en": "what was your blood pressure reading?"},
        "answer": _l("{x}，有点吓人", "{x}, kind of scary", "{x}，有点 scary"),
        "wrong": _l("血压量的{y}", "my reading was {y}", "血压是 {y}"),
        "fix": _l("刚又看了一眼报告，是{x}，不是{y}",
                  "looked at the report again — {x}, not {y}",
                  "再看了下 report，是 {x} 不是 {y}"),
        "about": _l("@{n} 你那天量的是{x}吧？记得去复查",
                    "@{n} your blood pressure was {x}, wasn't it? don't skip the recheck",
                    "@{n} 你那天血压是 {x} 吧，记得 recheck"),
        "confirm": {"zh": "嗯嗯，下周去", "en": "I won't, booked for next week"},
        "inline": _l("今天体检折腾一上午：抽了四管血，血压{x}，B超排了半小时",
                     "Checkup took all morning: four tubes of blood, BP {x}, waited half an "
                     "hour for the ultrasound",
                     "体检一上午，抽了四管血，BP {x}，ultrasound 排了半小时"),
        "pre": {"zh": ["明天体检，今晚十点后不能吃东西", "最近老是头晕，准备去体检",
                       "体检预约排到下周了"],
                "en": ["Annual checkup tomorrow, fasting from 10pm",
                       "Been getting headaches, booked a checkup"]},
        "post": {"zh": ["复查完了，医生说问题不大", "开始每天早上量血压了"],
                 "en": ["Recheck went fine, doctor wasn't worried",
                        "Bought a home blood pressure monitor"]},
        "chat": ["体检抽血前一晚不能吃东西", "年纪大了体检报告一片箭头",
                 "anyone else get nervous at the doctor's?", "少吃盐少熬夜，说得容易",
                 "体检的早餐居然还挺好吃", "I always forget to pick up the checkup report",
                 "单位体检项目越来越少了", "熬夜真的伤身体"],
        "keyword": {"zh": ["谁的血压是{x}？", "血压{x}的是谁来着？"],
                    "en": ["Whose blood pressure was {x}?", "Who had a reading of {x}?"]},
        "partial": {"zh": ["{n}体检血压多少？", "{n}体检量出来血压是多少来着？"],
                    "en": ["What was {n}'s blood pressure at the checkup?",
                           "What blood pressure did {n} get at the physical?"]},
        "paraphrase": {"zh": ["{n}心血管那项指标测出来的数值？",
                              "{n}最近那次健康筛查，压力读数多少？"],
                       "en": ["What numbers did {n} get when the cuff went on?",
                              "How high were {n}'s cardiovascular figures at that exam?"]},
        "never_n": ["{n}的体检在哪家医院做的？", "{n}的血糖多少？", "What was {n}'s cholesterol?"],
        "never_anon": ["之前有人说过体检查出脂肪肝吗？",
                       "Did anyone mention their eyesight test results?"],
        "bot": ["血压多少算正常？", "what foods help lower blood pressure?",
                "体检前需要注意什么？"],
    },
    "laptop": {
        "details": ["ThinkPad X13", "MateBook 14", "Zenbook S14", "MacBook Air M3",
                    "拯救者Y7000", "小新Pro16"],
        "decoys": ["ThinkPad T14", "MateBook 16", "MacBook Air M2", "拯救者R7000"],
        "one": _l("新笔记本到了，{x}，开机速度飞快",
                  "New laptop day! Got the {x}, boots in seconds",
                  "新 laptop 到了，{x}，开机 super 快"),
        "split": {"zh": ("旧电脑风扇响得跟拖拉机一样，终于换了", "买的{x}，轻了一半"),
                  "en": ("My old laptop fan sounded like a tractor, finally replaced it",
                         "Went for the {x}, half the weight"),
                  "mixed": ("旧电脑风扇太吵，终于换了", "买了 {x}，轻了一半 nice")},
        "ask": {"zh": "你新电脑买的哪款？我也在挑",
                "en": "which laptop did you end up buying? I'm shopping too"},
        "answer": _l("{x}，续航挺顶", "{x}, battery life is great", "{x}，battery 很顶"),
        "wrong": _l("新电脑是{y}", "new laptop's a {y}", "新电脑是 {y}"),
        "fix": _l("说错了，是{x}，{y}是我同事那台", "sorry, mine's the {x} — the {y} is my "
                  "colleague's", "说错，是 {x}，{y} 是同事那台"),
        "about": _l("@{n} 你那台{x}借我装个软件呗", "@{n} can I borrow your {x} to install "
                    "something?", "@{n} 你那台 {x} 借我装个 software 呗"),
        "confirm": {"zh": "行，明天带过来", "en": "sure, I'll bring it tomorrow"},
        "inline": _l("今天把数据全迁到{x}上了，顺便清了网盘，还把旧电脑挂闲鱼了",
                     "Migrated everything to the {x} today, cleaned up my cloud drive, listed "
                     "the old machine for sale",
                     "今天 data 全迁到 {x} 了，旧电脑挂闲鱼"),
        "pre": {"zh": ["电脑越来越卡，得换了", "笔记本选择困难症犯了", "大促想换台轻薄本"],
                "en": ["Laptop is dying, need a new one",
                       "Comparing laptops for hours, so confusing"]},
        "post": {"zh": ["新电脑的键盘手感一般", "新电脑用了一周，还挺满意"],
                 "en": ["New laptop keyboard takes some getting used to",
                        "A week in with the new laptop, pretty happy"]},
        "chat": ["现在的笔记本接口越来越少", "买电脑还是等大促吧", "anyone use a laptop stand?",
                 "轻薄本打游戏不行的", "程序员用什么电脑比较好",
                 "my laptop battery lasts like two hours", "电脑内存到底多少才够用",
                 "换电脑最烦的就是迁移数据"],
        "keyword": {"zh": ["谁买了{x}？", "{x}是谁的电脑？"],
                    "en": ["Who bought the {x}?", "Whose laptop is a {x}?"]},
        "partial": {"zh": ["{n}新买的笔记本是哪款？", "{n}换的电脑是什么型号？"],
                    "en": ["Which laptop did {n} buy?", "What model is {n}'s new laptop?"]},
        "paraphrase": {"zh": ["{n}最近入手的便携机是啥？", "{n}办公用的那台新机器什么牌子型号？"],
                       "en": ["What portable computer did {n} pick up recently?",
                              "Which notebook machine does {n} work on these days?"]},
        "never_n": ["{n}的新电脑多少钱？", "{n}的电脑是在哪买的？",
                    "How much RAM does {n}'s laptop have?"],
        "never_anon": ["之前有人说过显示器买的哪款吗？", "Did anyone mention buying a tablet?"],
        "bot": ["笔记本电池怎么保养？", "what laptop would you recommend for a student?",
                "电脑开机很慢怎么办"],
    },
    "cake": {
        "details": ["芒果千层", "黑森林", "抹茶红豆", "草莓奶油", "Tiramisu", "Red Velvet",
                    "Lemon Drizzle"],
        "decoys": ["榴莲千层", "白森林", "抹茶慕斯", "Carrot Cake", "Cheesecake"],
        "one": _l("我妈生日订的蛋糕是{x}，她最爱这个",
                  "Ordered a {x} cake for my mum's birthday, her favourite",
                  "我妈生日 cake 订了 {x}，她最爱"),
        "split": {"zh": ("周六我妈过生日，蛋糕刚订好", "{x}的，六寸，够四个人吃"),
                  "en": ("Mum's birthday is Saturday, just ordered the cake",
                         "It's a {x}, six inches, enough for four"),
                  "mixed": ("周六我妈生日，cake 刚订好", "{x} 的，六寸 enough")},
        "ask": {"zh": "你妈生日蛋糕订的什么口味？",
                "en": "what flavour cake did you get for your mum's birthday?"},
        "answer": _l("{x}，甜度刚好", "{x}, not too sweet", "{x}，不会太 sweet"),
        "wrong": _l("蛋糕订的{y}", "cake is a {y}", "蛋糕订了 {y}"),
        "fix": _l("哦不对，是{x}，{y}那款卖完了", "oh wait, it's {x} — the {y} sold out",
                  "不对，{y} 卖完了，换成 {x}"),
        "about": _l("@{n} 阿姨生日的{x}好好吃，谢谢招待",
                    "@{n} that {x} at your mum's party was amazing, thanks for having us",
                    "@{n} 阿姨生日那个 {x} 太好吃了，thanks"),
        "confirm": {"zh": "哈哈哈你们喜欢就好", "en": "glad you liked it!"},
        "inline": _l("周六安排：上午打扫，下午去取{x}蛋糕，晚上全家吃饭",
                     "Saturday: clean up in the morning, pick up the {x} cake in the afternoon, "
                     "family dinner",
                     "周六上午打扫，下午取 {x} cake，晚上家庭聚餐"),
        "pre": {"zh": ["我妈生日快到了，还没想好送啥", "蛋糕店都要提前三天订", "纠结蛋糕口味中"],
                "en": ["Mum's birthday is coming up, no idea what to do",
                       "Cake shops need three days' notice, who knew"]},
        "post": {"zh": ["我妈生日过得很开心", "蛋糕吃不完，冰箱里还剩一半"],
                 "en": ["Mum loved her birthday dinner", "Still half a cake in the fridge"]},
        "chat": ["现在的生日蛋糕都好贵", "动物奶油比植物奶油好吃多了",
                 "anyone know a good bakery near the office?", "生日蛋糕吃两口就腻",
                 "我家楼下的蛋糕店倒闭了", "cake for breakfast is valid", "订蛋糕记得写字",
                 "蛋糕上的水果其实最好吃"],
        "keyword": {"zh": ["谁家生日蛋糕订的{x}？", "订了{x}蛋糕的是谁？"],
                    "en": ["Who ordered a {x} cake?", "Whose mum had a {x} birthday cake?"]},
        "partial": {"zh": ["{n}给妈妈过生日订的什么蛋糕？", "{n}家里给妈妈过生日的蛋糕啥口味？"],
                    "en": ["What flavour was {n}'s mum's birthday cake?",
                           "What cake did {n} order for the birthday?"]},
        "paraphrase": {"zh": ["{n}为母亲庆生准备的甜点是哪种？", "{n}给老人家祝寿买的点心什么味？"],
                       "en": ["Which dessert did {n} arrange for the mother's celebration?",
                              "What treat did {n} get when the mom turned a year older?"]},
        "never_n": ["{n}的妈妈多大岁数了？", "{n}的蛋糕在哪家店订的？",
                    "What gift did {n} give the mum?"],
        "never_anon": ["之前有人说过哪家蛋糕店好吃吗？",
                       "Did anyone mention a surprise birthday party?"],
        "bot": ["生日祝福语帮我写一段", "what's a good birthday gift for my mom?",
                "蛋糕放冰箱能放几天？"],
    },
    "washer": {
        "details": ["E21", "F07", "E4-2", "EC3", "H18", "C-05"],
        "decoys": ["E12", "F70", "E2-4", "H81"],
        "one": _l("洗衣机罢工了，屏幕一直显示{x}",
                  "Washing machine died mid-cycle, screen just says {x}",
                  "洗衣机罢工了，一直报 {x} error"),
        "split": {"zh": ("洗衣机洗到一半停了，衣服还泡在里面", "面板上闪着{x}，查说明书也没看懂"),
                  "en": ("Washing machine stopped halfway, clothes still soaking",
                         "Display is flashing {x}, manual is useless"),
                  "mixed": ("洗衣机洗一半停了，衣服还泡着", "显示 {x}，manual 看不懂")},
        "ask": {"zh": "你家洗衣机报的什么码？我帮你查查",
                "en": "what error code is your washer showing? I'll look it up"},
        "answer": _l("{x}，一直闪", "{x}, keeps blinking", "{x}，一直 blinking"),
        "wrong": _l("洗衣机报{y}", "it's showing {y}", "洗衣机报 {y}"),
        "fix": _l("看反了，是{x}不是{y}", "read it upside down lol, it's {x} not {y}",
                  "看反了，是 {x} 不是 {y}"),
        "about": _l("@{n} 你家洗衣机那个{x}，师傅说是排水泵堵了",
                    "@{n} the {x} on your washer — repair guy said it's the drain pump",
                    "@{n} 你家洗衣机的 {x}，师傅说是 drain pump 堵了"),
        "confirm": {"zh": "对，修好了", "en": "yep, all fixed now"},
        "inline": _l("今天真是：早上停水，中午外卖洒了，晚上洗衣机又报{x}",
                     "What a day: water cut in the morning, lunch spilled, and now the washer "
                     "is showing {x}",
                     "今天早上停水，中午外卖洒了，晚上洗衣机又报 {x}，无语"),
        "pre": {"zh": ["洗衣机最近声音好大", "洗衣机脱水的时候整个在跳", "洗衣机好像不太对劲"],
                "en": ["Washer's been making a weird noise",
                       "The washing machine shakes like crazy on spin"]},
        "post": {"zh": ["洗衣机修好了，师傅半小时搞定", "洗衣机修完安静多了"],
                 "en": ["Washer's fixed, took the guy half an hour",
                        "Washing machine is so quiet after the repair"]},
        "chat": ["洗衣机要定期清洗槽", "滚筒洗衣机洗得真慢",
                 "anyone have a good repair guy for appliances?", "洗衣机放阳台会不会坏得快",
                 "洗衣机用久了都会出毛病", "the washer ate one of my socks again",
                 "家电坏了修还是换好纠结", "洗衣机异味怎么去"],
        "keyword": {"zh": ["谁家洗衣机报{x}？", "{x}是谁家洗衣机的故障码？"],
                    "en": ["Whose washer showed {x}?",
                           "Who had the {x} error on the washing machine?"]},
        "partial": {"zh": ["{n}家洗衣机报的什么错误代码？", "{n}洗衣机坏了显示的啥？"],
                    "en": ["What error code was {n}'s washing machine showing?",
                           "What did {n}'s washer display when it broke?"]},
        "paraphrase": {"zh": ["{n}那台洗涤电器出故障时亮的字母数字是什么？",
                              "{n}家滚筒出毛病那天提示了什么？"],
                       "en": ["What did the laundry appliance at {n}'s place flash when it "
                              "failed?", "Which fault readout did {n} get from the laundry "
                              "appliance?"]},
        "never_n": ["{n}家洗衣机是什么牌子？", "{n}修洗衣机花了多少钱？",
                    "How old is {n}'s washing machine?"],
        "never_anon": ["之前有人说过洗衣机多久清洗一次吗？",
                       "Did anyone say their dishwasher broke?"],
        "bot": ["洗衣机有异味怎么清理？", "how do I get a stain out of a white shirt?",
                "羽绒服能机洗吗"],
    },
    "parking": {
        "details": ["B2-317", "负一层A086", "C区208", "B1-049", "P3-116"],
        "decoys": ["B2-371", "B1-094", "C区280", "P3-161"],
        "one": _l("小区车位终于抽到了，{x}，离电梯很近",
                  "Finally got a parking spot in our building: {x}, right by the lift",
                  "车位抽到了！{x}，离 elevator 超近"),
        "split": {"zh": ("物业今天抽车位，我居然中了", "{x}，以后不用在路边转圈了"),
                  "en": ("The building did the parking lottery today and I actually won",
                         "Spot {x}, no more circling the block"),
                  "mixed": ("物业抽车位，我居然中了 lucky", "{x}，不用在路边找位了")},
        "ask": {"zh": "你车位几号？我朋友来了停你那",
                "en": "what's your parking spot number? my friend's visiting"},
        "answer": _l("{x}，我这周出差空着，随便停", "{x}, I'm away this week so go ahead",
                     "{x}，这周我不在，feel free"),
        "wrong": _l("我车位是{y}", "my spot is {y}", "我车位 {y}"),
        "fix": _l("发错了，{x}才对，{y}是隔壁的", "sorry, {x} — {y} is my neighbour's",
                  "sorry 发错，{x} 才对，{y} 是隔壁"),
        "about": _l("@{n} 你车位{x}被人占了，我拍照发你了",
                    "@{n} someone's parked in your spot {x}, sent you a pic",
                    "@{n} 你的 {x} 被人占了，pic 发你了"),
        "confirm": {"zh": "气死，我去找物业", "en": "ugh, calling the management office"},
        "inline": _l("今天：早上洗车，中午去4S店保养，回来停{x}发现灯没关",
                     "Today: car wash, service at the dealer, parked back in {x} and left the "
                     "lights on",
                     "早上洗车，中午保养，停回 {x} 发现忘关灯了"),
        "pre": {"zh": ["小区车位太紧张了，每天晚上抢位", "物业说下个月抽车位",
                       "租车位还是买车位，纠结"],
                "en": ["Parking in our complex is a nightmare",
                       "Management is doing a parking spot lottery next month"]},
        "post": {"zh": ["有固定车位真的幸福感拉满", "车位旁边是个柱子，倒车好难"],
                 "en": ["Having my own parking spot is life-changing",
                        "There's a pillar next to my spot, reversing is a pain"]},
        "chat": ["地下车库信号好差", "停车费又涨了",
                 "anyone know if street parking is free on Sundays?", "倒车入库我永远一把进不去",
                 "车位比车还贵", "the garage lights in my building are always broken",
                 "小区车位只租不卖", "晚上回来车位都满了"],
        "keyword": {"zh": ["谁的车位是{x}？", "{x}是谁家车位？"],
                    "en": ["Whose parking spot is {x}?", "Who has parking space {x}?"]},
        "partial": {"zh": ["{n}的车位号是多少？", "{n}小区车位是几号来着？"],
                    "en": ["What's {n}'s parking spot number?",
                           "Which parking space does {n} have?"]},
        "paraphrase": {"zh": ["{n}在地库里固定停的那格编号？", "{n}那辆车晚上停哪个格子？"],
                       "en": ["Where in the garage does {n} leave the car overnight?",
                              "What's the bay code for {n}'s car in the basement?"]},
        "never_n": ["{n}的车位多少钱买的？", "{n}开的什么车？",
                    "How much is {n}'s parking fee a month?"],
        "never_anon": ["之前有人说过充电桩怎么装吗？", "Did anyone mention getting a car towed?"],
        "bot": ["侧方停车有什么技巧？", "is it better to rent or buy a parking space?",
                "地下车库手机没信号怎么办"],
    },
    "camp": {
        "details": ["白石岭营地", "松涧露营地", "星野营地", "Pine Hollow", "Cedar Flats",
                    "Moonlake Camp"],
        "decoys": ["白石溪营地", "松林营地", "Pine Valley", "Cedar Creek"],
        "one": _l("周末去露营了，营地在{x}，晚上能看到银河",
                  "Went camping this weekend at {x}, could see the Milky Way",
                  "周末 camping，营地是 {x}，晚上有银河"),
        "split": {"zh": ("第一次带娃去露营，帐篷搭了一个小时", "地方是{x}，有热水能洗澡"),
                  "en": ("First camping trip with the kids, tent took an hour to pitch",
                         "The site was {x}, they even had hot showers"),
                  "mixed": ("第一次带娃 camping，帐篷搭了一小时", "地方是 {x}，有 hot shower")},
        "ask": {"zh": "你们上周去的哪个营地？看照片好美",
                "en": "where did you camp last week? the photos look amazing"},
        "answer": _l("{x}，开车两个小时", "{x}, two hours' drive", "{x}，开车两小时 roughly"),
        "wrong": _l("我们去的{y}", "we were at {y}", "去的 {y}"),
        "fix": _l("记混了，是{x}，{y}是去年去的", "mixed them up — {x}, {y} was last year",
                  "记混了，是 {x}，{y} 是去年的"),
        "about": _l("@{n} 你在{x}拍的星空绝了，能发原图吗",
                    "@{n} your star photos from {x} are unreal, can you send the originals?",
                    "@{n} 你在 {x} 拍的星空绝了，原图 send 我一下"),
        "confirm": {"zh": "可以，晚上发你", "en": "sure, tonight"},
        "inline": _l("这周末没闲着：周五加班，周六去{x}扎营，周日回来洗了一天东西",
                     "Busy weekend: overtime Friday, camped at {x} Saturday, spent Sunday "
                     "washing everything",
                     "周五加班，周六去 {x} 扎营，周日洗了一天 gear"),
        "pre": {"zh": ["想去露营，装备还没买齐", "天气预报说周末晴，适合露营",
                       "帐篷买了两顶纠结退哪个"],
                "en": ["Want to go camping, still missing half the gear",
                       "Forecast says sunny this weekend, perfect for camping"]},
        "post": {"zh": ["露营回来被蚊子咬了二十多个包", "帐篷晾了三天还没干"],
                 "en": ["Back from camping with a million mosquito bites",
                        "Tent is still drying on the balcony"]},
        "chat": ["露营装备一入坑就停不下来", "天幕和帐篷哪个更实用",
                 "anyone been camping with a dog?", "露营最怕半夜下雨", "现在营地都好难订",
                 "camping food always tastes better", "精致露营其实就是换个地方吃饭",
                 "防蚊液一定要带"],
        "keyword": {"zh": ["谁去{x}露营了？", "去{x}的是谁来着？"],
                    "en": ["Who went camping at {x}?", "Who stayed at {x}?"]},
        "partial": {"zh": ["{n}露营去的哪个营地？", "{n}上次露营是在哪？"],
                    "en": ["Which campsite did {n} go to?", "Where did {n} go camping?"]},
        "paraphrase": {"zh": ["{n}在野外搭棚睡觉的那地方叫啥？",
                              "{n}带帐篷过夜的那个野外地点叫什么？"],
                       "en": ["Where did {n} sleep outdoors under canvas?",
                              "What's the name of the outdoor spot {n} spent the night at?"]},
        "never_n": ["{n}露营带的帐篷是什么牌子？", "{n}露营一晚多少钱？",
                    "What did {n} cook while camping?"],
        "never_anon": ["之前有人说过哪里能租露营装备吗？",
                       "Did anyone mention seeing a bear while camping?"],
        "bot": ["第一次露营需要准备什么？", "how do I keep a tent dry in the rain?",
                "露营做饭有什么简单的菜谱"],
    },
    "fund": {
        "details": ["12.6%", "8.3%", "23%", "31.5%", "6.8%", "19.2%"],
        "decoys": ["16.2%", "3.8%", "32%", "13.5%"],
        "one": _l("去年买的那只基金现在亏了{x}，不敢看了",
                  "That fund I bought last year is down {x}, I can't look at it",
                  "去年买的 fund 现在亏了 {x}，不敢打开 app"),
        "split": {"zh": ("听同事的买了只医药基金，后悔死了", "到今天为止亏了{x}"),
                  "en": ("Bought a healthcare fund on a colleague's tip, big mistake",
                         "As of today it's down {x}"),
                  "mixed": ("听同事的买了只医药 fund，后悔", "到今天亏了 {x}")},
        "ask": {"zh": "你那只基金现在亏多少了？", "en": "how much is your fund down now?"},
        "answer": _l("{x}，躺平了", "{x}, I've given up", "{x}，已经躺平 whatever"),
        "wrong": _l("基金亏了{y}", "my fund's down {y}", "fund 亏了 {y}"),
        "fix": _l("看错行了，是{x}，{y}是我哥那只", "misread the row — {x}, the {y} one is my "
                  "brother's", "看错行，是 {x}，{y} 是我哥那只"),
        "about": _l("@{n} 你那只基金都亏{x}了还不割啊", "@{n} your fund is down {x} and you're "
                    "still holding?", "@{n} 你那只 fund 亏了 {x} 还不割？"),
        "confirm": {"zh": "再等等，说不定能回本", "en": "waiting for it to bounce back"},
        "inline": _l("月底盘点：信用卡还完了，房租交了，基金还是亏{x}，唉",
                     "Month-end check: credit card paid, rent paid, fund still down {x}, sigh",
                     "月底盘点，信用卡还了，房租交了，fund 还是 -{x}"),
        "pre": {"zh": ["基金又绿了，心态崩了", "要不要补仓啊好纠结", "再也不听别人推荐买基金了"],
                "en": ["My fund is bleeding again", "Should I buy more to average down? no idea"]},
        "post": {"zh": ["今天基金涨了一点点，蚊子腿", "决定基金不看了，眼不见心不烦"],
                 "en": ["Fund went up a tiny bit today, lol",
                        "Deleted the fund app, out of sight out of mind"]},
        "chat": ["基金赚钱的人都不说话", "定投是不是比较稳",
                 "anyone actually making money on funds this year?", "理财还是存银行最安心",
                 "一看收益就想卖", "index funds are the only thing I trust",
                 "基金经理换人了要不要卖", "今天大盘又跌了"],
        "keyword": {"zh": ["谁的基金亏了{x}？", "基金亏{x}的是谁？"],
                    "en": ["Whose fund is down {x}?", "Who said their fund lost {x}?"]},
        "partial": {"zh": ["{n}的基金亏了多少？", "{n}买的那只基金现在亏成啥样了？"],
                    "en": ["How much is {n}'s fund down?", "How much has {n} lost on the fund?"]},
        "paraphrase": {"zh": ["{n}那笔理财投资缩水了几成？", "{n}投进去的钱目前回撤百分之多少？"],
                       "en": ["What percentage has {n}'s investment shed?",
                              "By how much has {n}'s money shrunk in the market?"]},
        "never_n": ["{n}买基金投了多少钱？", "{n}的基金是在哪个app上买的？",
                    "Who manages {n}'s fund?"],
        "never_anon": ["之前有人说过买了黄金吗？", "Did anyone mention their stock picks?"],
        "bot": ["基金定投适合新手吗？", "what's the difference between a stock and a bond?",
                "怎么做月度预算比较好"],
    },
    "power": {
        "details": ["412元", "386块", "298.6元", "527块", "$143", "$96.40"],
        "decoys": ["421元", "368块", "289.6元", "$134"],
        "one": _l("这个月电费{x}，空调开猛了",
                  "Electricity bill this month: {x}. The AC is eating my wallet",
                  "这个月电费 {x}，AC 开太狠了"),
        "split": {"zh": ("电费单来了，看到数字心一凉", "{x}，比上个月多了一倍"),
                  "en": ("Power bill just came in and I felt faint", "{x}, double last month"),
                  "mixed": ("电费单来了，看到数字 shock", "{x}，比上个月 double")},
        "ask": {"zh": "你家这个月电费多少？我家的离谱",
                "en": "how much was your electricity bill this month? mine's insane"},
        "answer": _l("{x}，比你还离谱吧", "{x}, probably worse than yours",
                     "{x}，应该比你还 crazy"),
        "wrong": _l("电费{y}", "bill was {y}", "电费 {y}"),
        "fix": _l("刚看错了，电费是{x}，{y}是水电燃气加起来的",
                  "misread — electricity is {x}, {y} was everything combined",
                  "看错了，电费是 {x}，{y} 是加起来的 total"),
        "about": _l("@{n} 你家电费{x}啊，是不是电表有问题",
                    "@{n} {x} for electricity?? maybe your meter's broken",
                    "@{n} 电费 {x} 也太夸张了，meter 坏了吧"),
        "confirm": {"zh": "我也怀疑，明天找物业", "en": "that's what I'm thinking, calling them "
                    "tomorrow"},
        "inline": _l("刚把账单都交了：话费、网费、电费{x}、物业费，钱包空了",
                     "Paid all the bills: phone, internet, electricity {x}, building fees. "
                     "Wallet's empty",
                     "账单都交了，话费网费，电费 {x}，物业费，钱包 empty"),
        "pre": {"zh": ["今年夏天太热了，空调一直开着", "电费单子还没出来，有点怕",
                       "家里装了个除湿机，感觉电表在狂转"],
                "en": ["AC has been on nonstop this week", "Dreading this month's power bill"]},
        "post": {"zh": ["电费太高，开始每晚关总闸睡觉", "换了个一级能效的空调，看下个月能省多少"],
                 "en": ["Trying to cut the power bill, unplugging everything",
                        "Got a smart plug to track what's eating power"]},
        "chat": ["阶梯电价真的坑", "夏天空调开一整晚心疼电费",
                 "anyone know if the peak/off-peak plan is worth it?", "热水器是耗电大户",
                 "电费一般几号出账", "our building's power went out again", "晚上十点后电费便宜吗",
                 "节能灯到底省不省电"],
        "keyword": {"zh": ["谁家电费{x}？", "电费是{x}的是谁来着"],
                    "en": ["Whose electricity bill was {x}?", "Who had a {x} power bill?"]},
        "partial": {"zh": ["{n}家这个月电费多少钱？", "{n}的电费交了多少？"],
                    "en": ["How much was {n}'s electricity bill?",
                           "What did {n} pay for power this month?"]},
        "paraphrase": {"zh": ["{n}那边用电开销是什么数？", "{n}这阵子的供电缴费金额？"],
                       "en": ["What did {n} owe the utility company?",
                              "How pricey was the meter reading at {n}'s home?"]},
        "never_n": ["{n}家用了多少度电？", "{n}家空调是什么牌子？",
                    "How much is {n}'s water bill?"],
        "never_anon": ["之前有人说过装太阳能板吗？", "Did anyone mention their gas bill?"],
        "bot": ["空调开多少度最省电？", "how can I lower my electricity bill in summer?",
                "一度电大概多少钱"],
    },
    "steps": {
        "ascii_zh": False,
        "details": ["23508步", "31246步", "18777步", "42012步", "26,400 steps",
                    "19,850 steps"],
        "decoys": ["25308步", "13246步", "28,400 steps"],
        "one": _l("今天逛了一天古镇，微信运动{x}，腿废了",
                  "Walked around the old town all day, {x} on my phone, legs are dead",
                  "今天 city walk 一整天，{x}，legs 废了"),
        "split": {"zh": ("今天带爸妈去逛了一天园子", "手机显示走了{x}，我妈比我还能走"),
                  "en": ("Took my parents around the botanical garden all day",
                         "Phone says {x}, mum outwalked me"),
                  "mixed": ("带爸妈逛了一天 garden", "手机显示 {x}，我妈比我还能走")},
        "ask": {"zh": "你今天走了多少步？朋友圈看你一直在逛",
                "en": "how many steps did you do today? saw you out all day"},
        "answer": _l("{x}，脚底起泡了", "{x}, got a blister", "{x}，blister 都出来了"),
        "wrong": _l("今天走了{y}", "did {y} today", "今天 {y}"),
        "fix": _l("截图看错了，是{x}，{y}是昨天的", "wrong screenshot — {x}, {y} was yesterday",
                  "看错截图，是 {x}，{y} 是昨天的"),
        "about": _l("@{n} 你今天{x}，霸榜了啊", "@{n} {x} today?? you're top of the leaderboard",
                    "@{n} 你今天 {x}，leaderboard 第一"),
        "confirm": {"zh": "哈哈腿要断了", "en": "my legs are gone"},
        "inline": _l("今天：早起爬山，中午吃了碗面，下午逛博物馆，一共{x}",
                     "Today: morning hike, noodles for lunch, museum in the afternoon, {x} total",
                     "早上爬山，下午 museum，一共 {x}"),
        "pre": {"zh": ["这周末打算去走城墙", "好久没运动了，打算多走走", "新买了个运动手环"],
                "en": ["Planning a big walk this weekend", "Got a fitness band to count steps"]},
        "post": {"zh": ["昨天走太多了，今天小腿酸得下不了楼", "走了那么多体重一点没掉"],
                 "en": ["Calves are wrecked from all that walking",
                        "Walked all that and didn't lose a gram"]},
        "chat": ["一天一万步真的难", "微信运动又被我妈超了",
                 "anyone else's step counter go crazy on the bus?", "走路是最好的运动",
                 "手机放口袋计步准吗", "step challenge at work this month, I'm losing", "散步消食",
                 "周末暴走一天就瘫了"],
        "keyword": {"zh": ["谁那天走了{x}？", "{x}是谁的步数？"],
                    "en": ["Who walked {x} in a day?", "Who had {x} on their step counter?"]},
        "partial": {"zh": ["{n}那天走了多少步？", "{n}那次暴走步数是多少？"],
                    "en": ["How many steps did {n} walk that day?", "What was {n}'s step count?"]},
        "paraphrase": {"zh": ["{n}那回脚力消耗，计步器显示多少？", "{n}徒步那次的计数是多少？"],
                       "en": ["How far on foot did {n} get, according to the counter?",
                              "What did {n}'s pedometer read after the long outing?"]},
        "never_n": ["{n}那天走了几公里？", "{n}的运动手环是什么牌子？",
                    "How many calories did {n} burn?"],
        "never_anon": ["之前有人说过去爬了泰山吗？", "Did anyone mention running a half marathon?"],
        "bot": ["每天走一万步有必要吗？", "is walking enough exercise to lose weight?",
                "推荐几个适合周末暴走的城市"],
    },
}

# -- the group's texture --------------------------------------------------------------------

REACT = {"zh": ["哈哈哈", "哈哈哈哈哈", "[表情]", "牛", "笑死", "绝了", "真的假的", "啊这",
                "好家伙", "羡慕", "蚌埠住了", "tql", "可以啊", "[图片]"],
         "en": ["lol", "nice", "omg", "haha", "wow", "no way", "oof", "love it"]}
SHORT = ["嗯嗯", "+1", "？", "好的", "收到", "ok", "了解", "嗯", "hhh", "[表情]", "确实",
         "有道理", "是吧", "hmm"]
FILL = {"zh": ["然后呢", "咋了", "细说", "展开讲讲", "怎么了"], "en": ["and?", "so?", "go on"]}
DOUBT = {"zh": ["啊？", "确定吗", "你再看看", "？？"], "en": ["wait what", "u sure?", "huh"]}
NUDGE = {"zh": ["@{n} 人呢", "@{n} 在吗"], "en": ["@{n} hello?", "@{n} you there?"]}
LATE_LEAD = {"zh": "刚看到，", "en": "sorry just saw this — ", "mixed": "刚看到 sorry，"}
NEXT_DAY_LEAD = {"zh": "更正一下昨天说的，", "en": "Re yesterday — ",
                 "mixed": "更正一下 yesterday 的，"}
GENERIC = {
    "zh": ["今天好热", "有人吃过楼下新开的麻辣烫吗", "我先去开个会", "周末有啥安排",
           "这天气说变就变", "刚才那个视频笑死我了", "奶茶续命", "明天又要早起",
           "谁有好看的剧推荐", "我的快递又被放错柜了", "今天地铁好挤", "想辞职去放羊",
           "老板今天心情不错", "外卖超时半小时了", "刚开完会，脑子是空的", "有没有人一起点奶茶",
           "周报还没写", "下雨了，没带伞", "好想放假", "猫又把杯子推下去了", "今天摸鱼被抓了",
           "月底了钱包空了", "买的东西又降价了", "明天是不是要调休", "这破电脑又卡了",
           "困到灵魂出窍", "有人看昨晚的比赛吗", "楼上又在装修", "我去拿个快递", "冰美式yyds",
           "手机快没电了", "谁能帮我砍一刀", "又到了不知道吃什么的时候", "这周过得好快",
           "感觉要感冒了", "群里好安静", "在路上了", "我觉得可以", "不太行", "这个我知道",
           "刚刚在忙", "今天一天都在开会", "这个表情包哪来的", "有人会修自行车吗",
           "楼下便利店关门了", "想吃烧烤", "头发又该剪了", "今天效率奇低"],
    "en": ["anyone around?", "so tired today", "coffee time", "that meeting was pointless",
           "what's everyone up to this weekend?", "it's pouring outside", "brb",
           "this week is dragging", "ok that's hilarious", "same here", "sounds good",
           "I'm starving", "traffic was awful", "need a vacation", "can't focus at all today",
           "that video is gold", "my inbox is a disaster", "going for a walk, back soon",
           "anyone watching the game?"],
}
TIMELY = {
    "morning": ["早", "早啊", "早上好", "morning all", "又是被闹钟叫醒的一天", "早饭吃了啥",
                "困死了，咖啡呢", "早八人报道"],
    "noon": ["中午吃啥", "外卖到了", "lunch?", "午休午休", "食堂今天有红烧肉", "吃完饭好困",
             "lunch was great"],
    "afternoon": ["下午好困", "三点几啦，饮茶先", "下午茶有人拼吗", "afternoon slump is real",
                  "中午睡过头了"],
    "evening": ["下班了", "终于下班", "晚饭吃啥", "off work finally", "今天加班吗", "到家了，瘫了",
                "今天的晚霞好好看", "晚上吃火锅吧", "刚到家", "just got home",
                "who's up for dinner later?"],
    "night": ["晚安", "睡了睡了", "还有人没睡吗", "night all", "又熬夜了", "明天还要早起，睡了",
              "你们都不睡觉的吗", "明天见"],
    "monday": ["周一综合症", "又是周一", "monday again ugh"],
    "friday": ["周五了！", "TGIF", "周末快乐"],
}
REPEAT = ["哈哈哈哈哈哈哈哈", "太强了", "冲", "好耶", "6666", "可以可以", "打卡", "awsl",
          "绝绝子", "支持"]
AT_ASK = ["@{b} 在吗", "@{b} 文件发你了，看下", "@{b} 晚上开黑吗", "@{b} 借我下你的会员",
          "@{b} are you coming tonight?", "@{b} 奶茶要不要", "@{b} call me when you're free",
          "@{b} 快来看群公告"]
AT_REPLY = ["来了", "在的", "好嘞", "马上", "ok", "收到", "yes!", "不了今天好累", "稍等",
            "on my way"]
QUOTE_REPLY = ["+1", "确实", "哈哈哈哈说得对", "真的", "same", "笑死", "有道理", "太真实了"]
MEDIA = ["[图片]", "[图片] 看这个", "[视频]", "[表情]"]
MEDIA_REPLY = ["哈哈哈哈哈这是啥", "可爱", "lol what", "绝了", "救命", "在哪拍的"]
JIELONG = ["周六爬山", "周五聚餐", "周日羽毛球", "团购水果", "拼单奶茶", "周末桌游"]

# Turns a member might send the bot that ask nothing about what was said.
BOT_GENERAL = [
    "早上好", "你好呀", "讲个笑话", "tell me a joke", "帮我写个请假条", "今天星期几",
    "what's the capital of Australia?", "推荐一部好看的电影", "怎么煮溏心蛋",
    "翻译一下 long time no see", "你觉得猫好还是狗好", "how do I say thank you in Japanese?",
    "帮我想个群名", "1公里等于多少英里", "给我一点动力", "周末去哪玩比较好",
    "what's a good name for a goldfish?", "怎么缓解焦虑", "hello bot", "在吗", "谢谢你",
    "写一首关于夏天的短诗", "Python怎么读取csv文件", "你会下象棋吗",
    "how many ounces in a cup?", "推荐个减脂餐", "帮我算一下 37 乘 48", "失眠了怎么办",
    "why is the sky blue?", "给我推荐几首歌", "can you help me write an email to my boss?",
]

Line = tuple[str, str, str]  # (speaker, text, role: "" | "evidence" | "earlier" | "around")
STOP = {
    "a", "an", "the", "and", "or", "but", "of", "to", "in", "on", "at", "for", "with",
    "from", "by", "is", "are", "was", "were", "be", "been", "do", "does", "did", "what",
    "which", "who", "whose", "where", "when", "how", "why", "that", "this", "it", "its",
    "i", "me", "my", "you", "your", "he", "she", "his", "her", "they", "their", "them",
    "we", "our", "us", "so", "just", "now", "then", "too", "up", "out", "not", "no",
    "yes", "has", "have", "had", "ll", "ve", "re", "m", "t", "d", "s", "some", "can",
    "will", "would", "if", "as", "into", "there", "here", "any", "anyone",
}
SHAPES = {"one": 11, "split": 10, "answer": 11, "late": 8, "correction": 11, "about": 10,
          "inline": 9}
NEVER_NAMED = ["{n}的猫叫什么名字？", "{n}之前说要去哪里潜水？",
               "What's the name of {n}'s hamster?",
               "{n}的驾照考了几次？", "Which language is {n} learning?", "{n}的婚礼定在哪天？",
               "{n}搬家搬到哪个小区了？", "Which football team does {n} support?",
               "{n}上次说的那个纹身是什么图案？"]
NEVER_ANON = ["之前有人说过要去学潜水吗？", "Did anyone mention adopting a cat?",
              "有人提过自己在学日语吗？", "Did anyone say they got a promotion?",
              "之前有人说过搬家的事吗？", "Has anyone talked about their grandma's garden?",
              "有人说过去看了哪场演唱会吗？", "Did anyone mention a broken phone screen?",
              "之前有人聊过考研的事吗？", "Did anyone say they're getting married?",
              "有人提过养仓鼠吗？", "Did anyone talk about a ski trip?",
              "Did anyone mention their car getting scratched?"]


# -- words -----------------------------------------------------------------------------------

def _stem(word: str) -> str:
    for suffix in ("ing", "ed", "es", "s", "e", "y"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[:-len(suffix)]
    return word


def _words(text: str) -> set[str]:
    """English content words, crudely stemmed ("flashing" and "flash" are one word)."""
    return {_stem(w) for w in re.findall(r"[a-z]+", text.lower()) if len(w) > 1 and w not in STOP}


def _shares(question: str, evidence: str, name: str) -> set[str]:
    """What a question shares with its evidence, the member's name aside."""
    q, e = question.replace(name, " "), evidence.replace(name, " ")
    return (_words(q) & _words(e)) | (_bigrams(q) & _bigrams(e))


def _pick(rng: random.Random, pool: list[str], avoid: set[str] | tuple[str, ...] = ()) -> str:
    """A member of `pool`, weighted by how much each talks."""
    names = [n for n in pool if n not in avoid] or [n for n in MEMBERS if n not in avoid]
    return rng.choices(names, weights=[CHATTY[n] for n in names])[0]


def _speaks(rng: random.Random, who: str) -> str:
    return "en" if rng.random() < ENGLISH[who] else "zh"


# -- the facts --------------------------------------------------------------------------------

def _lang(rng: random.Random, x: str, name: str, topic: dict[str, Any]) -> str:
    """The evidence line's language: an English-leaning member writes English more often."""
    if x.isascii():
        if rng.random() < 0.25 + 0.5 * ENGLISH[name]:
            return "en"
        if not topic.get("ascii_zh", True):
            return "mixed"
        return "zh" if rng.random() < 0.6 else "mixed"
    return "mixed" if rng.random() < 0.3 + 0.4 * ENGLISH[name] else "zh"


def _some(rng: random.Random, pool: list[str], weights: list[float]) -> list[str]:
    """None, one or two of `pool`, in its order (the order of a story: fixed, then quiet)."""
    k = rng.choices(range(len(weights)), weights)[0]
    return [pool[i] for i in sorted(rng.sample(range(len(pool)), k))]


def _facts(rng: random.Random) -> list[dict[str, Any]]:
    kinds = list(TOPICS)
    five = set(rng.sample(kinds, sum(SHAPES.values()) - 4 * len(kinds)))
    shapes = [s for s, n in SHAPES.items() for _ in range(n)]
    rng.shuffle(shapes)
    facts: list[dict[str, Any]] = []
    for kind in kinds:
        topic = TOPICS[kind]
        count = 5 if kind in five else 4
        for x, name in zip(rng.sample(topic["details"], count), rng.sample(MEMBERS, count),
                           strict=True):
            shape = shapes[len(facts)]
            lang = _lang(rng, x, name, topic)
            y = None
            if shape == "correction":  # the wrong value: a decoy of the detail's script
                decoys = [d for d in topic["decoys"] if d.isascii() == x.isascii()]
                y = max(decoys or topic["decoys"],
                        key=lambda d, x=x: (len(set(d) & set(x)), rng.random()))
            side = {"zh": "zh", "en": "en", "mixed": rng.choice(["zh", "en"])}[lang]
            pre = _some(rng, topic["pre"][side], [0.35, 0.45, 0.2])
            post = _some(rng, topic["post"][side], [0.5, 0.35, 0.15])
            facts.append({"kind": kind, "name": name, "uid": UID + MEMBERS.index(name),
                          "detail": x, "rare": [x], "shape": shape, "lang": lang,
                          "earlier": y, "side": side, "pre": pre, "post": post})
    for f in facts:
        f["parts"], f["carrier"], f["asker"] = _said(rng, f)
    return facts


def _react(rng: random.Random, side: str, k: int | None = None) -> list[Line]:
    """Others' reactions (the speaker "?" is whoever is online when it is said)."""
    n = rng.choice([0, 0, 1, 1, 2]) if k is None else k
    pool = REACT["en"] if side == "en" and rng.random() < 0.7 else REACT["zh"]
    return [("?", rng.choice(pool), "") for _ in range(n)]


def _said(rng: random.Random, f: dict[str, Any]
          ) -> tuple[list[tuple[str, list[Line]]], str, str | None]:
    """The fact's lines as parts: ("core", lines) first, then ("late", lines) said at the
    member's next time online an hour or more on, or ("next", lines) a day later."""
    topic = TOPICS[f["kind"]]
    n, x, y = f["name"], f["detail"], f["earlier"]
    lang, side, shape = f["lang"], f["side"], f["shape"]

    def say(key: str) -> str:
        return str(topic[key][lang]).format(x=x, y=y, n=n)

    if shape == "one":
        return [("core", [(n, say("one"), "evidence"), *_react(rng, side)])], n, None
    if shape == "inline":
        return [("core", [(n, say("inline"), "evidence"), *_react(rng, side)])], n, None
    if shape == "split":
        a, b = topic["split"][lang]
        lines: list[Line] = [(n, a, "around")]
        if rng.random() < 0.5:
            lines.append(("?", rng.choice(FILL[side] + SHORT), ""))
        return [("core", [*lines, (n, b.format(x=x), "evidence"), *_react(rng, side)])], n, None
    if shape in ("answer", "late"):
        asker = _pick(rng, MEMBERS, (n,))
        ask_side = side if rng.random() < 0.7 else _other(side)
        ask = topic["ask"][ask_side]
        if f["pre"] and rng.random() < 0.5:  # a QQ quote of the member's earlier line
            ask = f"「{n}：{f['pre'][-1]}」 {ask}"
        else:
            ask = f"@{n} {ask}"
        lines = [(asker, ask, "")]
        for _ in range(rng.choice([0, 1, 1, 2])):
            lines.append(("?", rng.choice(SHORT + REACT[ask_side]), ""))
        if shape == "answer":
            return [("core", [*lines, (n, say("answer"), "evidence"), *_react(rng, side)])], \
                n, asker
        if rng.random() < 0.5:
            lines.append((asker, rng.choice(NUDGE[ask_side]).format(n=n), ""))
        late = f"@{asker} {LATE_LEAD[lang]}{say('answer')}"
        return [("core", lines), ("late", [(n, late, "evidence"), *_react(rng, side)])], n, asker
    if shape == "correction":
        lines = [(n, say("wrong"), "earlier")]
        if rng.random() < 0.4:  # the member corrects it the next day
            lines.extend(_react(rng, side, rng.choice([0, 1])))
            fix = NEXT_DAY_LEAD[lang] + say("fix")
            return [("core", lines), ("next", [(n, fix, "evidence"), *_react(rng, side)])], n, None
        for _ in range(rng.choice([0, 1, 1, 2])):
            lines.append(("?", rng.choice(DOUBT[side] + SHORT), ""))
        return [("core", [*lines, (n, say("fix"), "evidence"), *_react(rng, side)])], n, None
    assert shape == "about", shape
    carrier = _pick(rng, MEMBERS, (n,))
    lines = [(carrier, say("about"), "evidence")]
    if rng.random() < 0.4:
        lines.extend(_react(rng, side, 1))
    lines.append((n, topic["confirm"][side], "around"))
    return [("core", lines)], carrier, None


def _questions(rng: random.Random, f: dict[str, Any], evidence: str) -> None:
    """One question a class, in the fact's language or (a third of them) across."""
    topic = TOPICS[f["kind"]]
    n, x = f["name"], f["detail"]
    base = f["side"] if f["lang"] == "mixed" else f["lang"]
    q_lang: dict[str, str] = {}
    for cls in ("keyword", "partial", "paraphrase"):
        ql = _other(base) if rng.random() < 0.4 else base
        if cls == "keyword" and not _fits(x, ql):
            ql = "zh"
        templates = list(topic[cls][ql])
        rng.shuffle(templates)
        if cls == "paraphrase":  # the first sharing nothing with the evidence, else across
            ok = [t for t in templates if not _shares(t.format(n=n), evidence, n)]
            if not ok:
                ql = _other(ql)
                ok = [t for t in topic[cls][ql] if not _shares(t.format(n=n), evidence, n)]
            assert ok, (f["kind"], f["shape"], f["lang"], evidence)
            templates = ok
        f[cls] = templates[0].format(x=x, n=n)
        q_lang[cls] = ql
    f["q_lang"] = q_lang


# -- presence: who is online when ------------------------------------------------------------

Span = tuple[float, float]
Rec = tuple[float, int, str, str, str, int]  # at, order, speaker, text, role, fact (-1: none)
HABITS = {p[0]: p[3] for p in PEOPLE}


def _day(t: float) -> int:
    return int((t - FIRST_DAY) // DAY)


def _gap(rng: random.Random) -> float:
    return min(600.0, max(3.0, rng.lognormvariate(math.log(35), 0.9)))


def _stints(rng: random.Random) -> dict[str, list[Span]]:
    """Each member's times online: a day, each habit comes true with its chance (weekends
    a little more often, mornings later), an hour drawn near it, a length of minutes to
    hours."""
    out: dict[str, list[Span]] = {}
    for name, _, _, habits in PEOPLE:
        spans: list[Span] = []
        for d in range(DAYS):
            weekend = d % 7 >= 5  # FIRST_DAY is a Monday
            for hour, chance in habits:
                if rng.random() >= min(0.95, chance * (1.15 if weekend else 1.0)):
                    continue
                h = hour + (1.2 if weekend and 5 <= hour < 12 else 0.0) + rng.gauss(0, 0.6)
                start = max(FIRST_DAY + 60, FIRST_DAY + d * DAY + h * 3600)
                length = min(10800.0, max(600.0, rng.lognormvariate(math.log(2700), 0.6)))
                spans.append((start, start + length))
        out[name] = sorted(spans)
    return out


def _online(stints: dict[str, list[Span]], t: float) -> list[str]:
    return [n for n in MEMBERS if any(a <= t <= b for a, b in stints[n])]


def _slot(rng: random.Random, stints: dict[str, list[Span]], who: str, after: float,
          day: int | None = None) -> float:
    """A time `who` is online after `after`: on `day` (any of their times that day), or
    without a day the first time they are on again; a time of their habits if none."""
    spans = stints[who]
    span: Span | None
    if day is not None:
        options = [s for s in spans if _day(s[0]) == day and s[1] > after + 300]
        span = rng.choice(options) if options else None
    else:
        span = next((s for s in spans if s[1] > after + 300), None)
    if span is None:
        if day is not None:
            hour = rng.choice(HABITS[who])[0] + rng.gauss(0, 0.5)
            start = max(FIRST_DAY + day * DAY + hour * 3600, after + 300)
        else:
            start = after + rng.uniform(600, 4 * 3600)
        span = (start, start + rng.uniform(1200, 3600))
        spans.append(span)
        spans.sort()
    lo = max(span[0], after + 60)
    hi = span[1] - 120 if day is None else min(span[1] - 120, FIRST_DAY + (day + 1) * DAY - 600)
    return rng.uniform(lo, max(lo + 1, hi))


def _emit(rng: random.Random, stints: dict[str, list[Span]], out: list[Rec], t: float,
          lines: list[Line], k: int, avoid: set[str]) -> float:
    """Say `lines` from `t` on, seconds to minutes apart; a "?" speaker is someone online
    then (not in `avoid`, not the line before's). Returns the last line's time."""
    last = ""
    for i, (who, text, role) in enumerate(lines):
        if i:
            t += _gap(rng)
        if who == "?":
            who = _pick(rng, _online(stints, t), avoid | {last})
        out.append((t, len(out), who, text, role, k))
        last = who
    return t


# -- the facts' placement ---------------------------------------------------------------------

def _beat(rng: random.Random, stints: dict[str, list[Span]], out: list[Rec], k: int,
          f: dict[str, Any], text: str, after: float, day: int) -> float:
    """The member's line on the topic without the detail, on `day`; sometimes another
    member answers in the topic's words, or reacts."""
    lines: list[Line] = [(f["name"], text, "around")]
    r = rng.random()
    if r < 0.35:
        lines.append(("?", rng.choice(TOPICS[f["kind"]]["chat"]), f"chat:{f['kind']}"))
    elif r < 0.7:
        lines.append(("?", rng.choice(FILL[f["side"]] + REACT[f["side"]] + SHORT), ""))
    t = _slot(rng, stints, f["name"], after, day)
    return _emit(rng, stints, out, t, lines, k, {f["name"]})


def _place_facts(rng: random.Random, facts: list[dict[str, Any]],
                 stints: dict[str, list[Span]], out: list[Rec]) -> None:
    """A fact's day; its member's lines before it (days before), its parts (the core when
    its first speaker is online that day; a late answer when the member is next online an
    hour or more on; a correction the next day), and its member's lines after (days after)."""
    for k, f in enumerate(facts):
        n, parts = f["name"], f["parts"]
        avoid = {n, f["carrier"]} | ({f["asker"]} if f["asker"] else set())
        tail = 1 + (3 if len(parts) > 1 else 0) + (2 if f["post"] else 0)
        d = rng.randint(2 if f["pre"] else 0, DAYS - tail)
        after = FIRST_DAY
        pre_days = sorted(rng.sample(range(max(0, d - 6), d), len(f["pre"])))
        for day, text in zip(pre_days, f["pre"], strict=True):
            after = _beat(rng, stints, out, k, f, text, after, day)
        # The core goes to a time its member is online (an asker's when the answer is late,
        # a carrier's when another member says the detail).
        lead = {"late": f["asker"], "about": f["carrier"]}.get(f["shape"], n)
        t = _slot(rng, stints, lead, after, d)
        end = _emit(rng, stints, out, t, parts[0][1], k, avoid)
        for rule, lines in parts[1:]:
            day = min(DAYS - 1, _day(end) + 1) if rule == "next" else None
            t = _slot(rng, stints, n, end + 3600, day)
            end = _emit(rng, stints, out, t, lines, k, avoid)
        days = list(range(_day(end) + 1, min(DAYS, _day(end) + 7)))
        post = f["post"][:len(days)]
        for day, text in zip(sorted(rng.sample(days, len(post))), post, strict=True):
            end = _beat(rng, stints, out, k, f, text, end, day)


# -- the chatter ------------------------------------------------------------------------------

def _timely(rng: random.Random, t: float) -> list[str]:
    """The lines that fit the time of day (and Monday mornings, Friday afternoons)."""
    hour = (t - FIRST_DAY) % DAY / 3600
    weekday = _day(t) % 7
    slot = ("night" if hour < 5 or hour >= 23 else "morning" if 6 <= hour < 10.5
            else "noon" if 11.5 <= hour < 13.5 else "afternoon" if 14 <= hour < 17
            else "evening" if 17.5 <= hour < 21 else "")
    out = list(TIMELY[slot]) if slot else []
    if weekday == 0 and hour < 14 and rng.random() < 0.3:
        out += TIMELY["monday"]
    if weekday == 4 and hour >= 12 and rng.random() < 0.3:
        out += TIMELY["friday"]
    return out


def _chatter_thread(rng: random.Random, t: float, lead: str, online: list[str],
                    said: list[tuple[float, str, str]]) -> list[Line]:
    """A thread with no fact in it, started by `lead` at `t` with whoever is online: topic
    talk, small talk, 复读, an @, a quote of an earlier line, a picture, a 接龙."""
    kind = rng.choices(["topic", "small", "repeat", "at", "quote", "media", "jielong"],
                       weights=[3, 5, 0.8, 1.5, 1, 0.8, 0.25])[0]
    others = [n for n in online if n != lead]
    company = [lead]
    for _ in range(rng.randint(1, 3)):
        who = _pick(rng, others, set(company))
        if who not in company:
            company.append(who)
    if kind == "repeat":
        line = rng.choice(REPEAT)
        rest = rng.sample([m for m in MEMBERS if m != lead], rng.randint(2, 4))
        return [(w, line, "") for w in [lead, *rest]]
    if kind == "at":
        b = company[1] if len(company) > 1 else _pick(rng, MEMBERS, {lead})
        out: list[Line] = [(lead, rng.choice(AT_ASK).format(b=b), ""),
                           (b, rng.choice(AT_REPLY), "")]
        if rng.random() < 0.4:
            out.append((lead, rng.choice(SHORT), ""))
        return out
    earlier = [(w, x) for at, w, x in said if t - 3 * DAY < at < t - 120 and w != lead]
    if kind == "quote" and earlier:
        who, text = rng.choice(earlier[-60:])
        out = [(lead, f"「{who}：{text}」 {rng.choice(QUOTE_REPLY)}", "")]
        return out + [(rng.choice(company), rng.choice(SHORT), "")
                      for _ in range(rng.randint(0, 2))]
    if kind == "media":
        return [(lead, rng.choice(MEDIA), "")] + [(c, rng.choice(MEDIA_REPLY), "")
                                                  for c in company[1:]]
    if kind == "jielong":
        what = rng.choice(JIELONG)
        names = [lead, *rng.sample([m for m in MEMBERS if m != lead], rng.randint(2, 5))]
        return [(w, f"#接龙 {what} " + " ".join(f"{j + 1}.{names[j]}" for j in range(i + 1)), "")
                for i, w in enumerate(names)]
    timely = _timely(rng, t)
    topic = rng.choice(list(TOPICS)) if kind == "topic" else None
    used: set[str] = set()
    out = []
    for i in range(rng.randint(3, 8)):
        who = company[i % len(company)] if rng.random() < 0.8 else _pick(rng, online or MEMBERS)
        side = "en" if rng.random() < ENGLISH[who] else "zh"
        r = rng.random()
        if topic and (i == 0 or r < 0.35):
            pool = [c for c in TOPICS[topic]["chat"] if c not in used]
            mine = [c for c in pool if c.isascii() == (side == "en")] or pool
            if mine:
                text = rng.choice(mine)
                used.add(text)
                out.append((who, text, f"chat:{topic}"))
                continue
        if timely and r < 0.3:
            text = timely.pop(rng.randrange(len(timely)))
        elif r < 0.55:
            text = rng.choice(SHORT + REACT[side])
        else:
            text = rng.choice([g for g in GENERIC[side] if g not in used] or GENERIC[side])
            used.add(text)
        out.append((who, text, ""))
    return out


def _fill(rng: random.Random, stints: dict[str, list[Span]], out: list[Rec]) -> None:
    """Chatter threads until the set has its size: a member (the chattier the likelier),
    one of their times online (a busier day the likelier), the others online then."""
    factor = [rng.uniform(0.5, 1.5) * (1.25 if d % 7 >= 5 else 1.0) for d in range(DAYS)]
    said: list[tuple[float, str, str]] = []
    count = len(out)
    while count < TOTAL:
        lead = _pick(rng, MEMBERS)
        spans = [s for s in stints[lead] if 0 <= _day(s[0]) < DAYS]
        a, b = rng.choices(spans, weights=[factor[_day(s[0])] for s in spans])[0]
        t = rng.uniform(a, b)
        thread = _chatter_thread(rng, t, lead, _online(stints, t), said)
        _emit(rng, stints, out, t, thread, -1, set())
        said.extend((t, w, x) for w, x, _ in thread
                    if len(x) >= 6 and not x.startswith(("「", "#", "@", "[")))
        said.sort()
        count += len(thread)


# -- the set ----------------------------------------------------------------------------------

def eighth_set(seed: int = 8808) -> Set:
    """The held-out eighth set (see the module's docstring)."""
    rng = random.Random(seed)
    facts = _facts(rng)
    stints = _stints(rng)
    out: list[Rec] = []
    _place_facts(rng, facts, stints, out)
    _fill(rng, stints, out)
    out.sort(key=lambda r: (r[0], r[1]))
    messages = []
    talked: set[tuple[str, str]] = set()  # (topic, member) of the topics' chat lines
    at = 0.0
    for t, _, who, text, role, k in out:
        at = round(max(t, at + 1.0), 3)
        messages.append(_user(at, who, UID + MEMBERS.index(who), text))
        if role.startswith("chat:"):
            talked.add((role[5:], who))
        elif role:
            facts[k].setdefault(f"_{role}", []).append(at)
    by_at = {m.created_at: m.text() for m in messages}
    for f in facts:
        f["evidence"] = f.pop("_evidence")
        f["around"] = f.pop("_around", [])
        if f["shape"] == "correction":
            f["earlier_at"] = f.pop("_earlier")[0]
        else:
            f.pop("earlier")
        _questions(rng, f, by_at[f["evidence"][0]])
        for key in ("parts", "side", "pre", "post"):
            f.pop(key)
    never = _never(rng, facts, talked)
    chatter = rng.sample([b for t in TOPICS.values() for b in t["bot"]] + BOT_GENERAL, 80)
    s = Set("eighth", messages, facts, never, chatter,
            members={n: UID + i for i, n in enumerate(MEMBERS)})
    _check(s)
    return s


def _never(rng: random.Random, facts: list[dict[str, Any]], talked: set[tuple[str, str]]
           ) -> list[str]:
    """45 name a member: a topic's question of a member who talked of the topic in passing
    but gave no detail of it (16), a detail no line states of a topic the member did give
    one of (15), a topic's question of a member who never touched it (8), a topic no one
    had (6); 45 name no one: two a topic, the rest of topics no one had."""
    has = {(f["kind"], f["name"]) for f in facts}
    named: list[str] = []

    def add(q: str) -> None:
        if q not in named:
            named.append(q)

    near = sorted(talked - has)
    rng.shuffle(near)
    for kind, name in near[:16]:
        add(rng.choice(TOPICS[kind]["partial"][rng.choice(["zh", "en"])]).format(n=name))
    own = sorted(has)
    rng.shuffle(own)
    for kind, name in own[:15]:
        add(rng.choice(TOPICS[kind]["never_n"]).format(n=name))
    while len(named) < 39:
        kind, name = rng.choice(list(TOPICS)), rng.choice(MEMBERS)
        if (kind, name) not in has and (kind, name) not in talked:
            add(rng.choice(TOPICS[kind]["partial"][rng.choice(["zh", "en"])]).format(n=name))
    for q in rng.sample(NEVER_NAMED, 6):
        add(q.format(n=rng.choice(MEMBERS)))
    anon = [q for t in TOPICS.values() for q in t["never_anon"]] + rng.sample(NEVER_ANON, 11)
    out = named + anon
    rng.shuffle(out)
    return out


def _check(s: Set) -> None:
    """The set's own checks (see the module's docstring)."""
    texts = [m.text() for m in s.messages]
    times = [m.created_at for m in s.messages]
    assert all(a < b for a, b in itertools.pairwise(times)), "times strictly increase"
    assert times[0] > START + 130 * DAY and 2000 <= len(times) <= 3000, (times[0], len(times))
    details = [f["detail"] for f in s.facts]
    decoys = [d for t in TOPICS.values() for d in t["decoys"]]
    for x in details:
        assert not any(x in o or o in x for o in details + decoys if o != x), x
    assert len({(f["kind"], f["name"]) for f in s.facts}) == len(s.facts), "a member once a topic"
    at_index = {at: i for i, at in enumerate(times)}
    for f in s.facts:
        x, n = f["detail"], f["name"]
        where = [at for at, t in zip(times, texts, strict=True) if x in t]
        assert where == f["evidence"] and len(where) == 1, (x, where, f["evidence"])
        ev = texts[at_index[f["evidence"][0]]]
        carrier = f["carrier"]
        assert f" {carrier}({s.members[carrier]}): " in ev, (carrier, ev)
        assert x in f["keyword"] and all(r in f["keyword"] for r in f["rare"]), f["keyword"]
        for cls in ("partial", "paraphrase"):
            assert n in f[cls] and x not in f[cls], (cls, f[cls])
        shared = _shares(f["paraphrase"], ev, n)
        assert not shared, (f["paraphrase"], ev, shared)
        assert f["lang"] in ("zh", "en", "mixed") and set(f["q_lang"].values()) <= {"zh", "en"}
        for at in f["around"]:
            line = texts[at_index[at]]
            assert f" {n}({f['uid']}): " in line and x not in line and at != f["evidence"][0]
        if f["shape"] == "correction":
            assert f["earlier"] in texts[at_index[f["earlier_at"]]] and f["earlier"] in ev
            assert f["earlier_at"] < f["evidence"][0]
    low = [d.lower() for d in details]
    for q in s.never + s.chatter:
        assert not any(d in q.lower() for d in low), q
    named = [q for q in s.never if any(n in q for n in s.members)]
    assert len(named) == len(s.never) - len(named) == 45, len(named)
    assert len(set(s.never)) == len(s.never) and len(set(s.chatter)) == len(s.chatter) == 80


if __name__ == "__main__":
    print(describe(eighth_set, "mixed"))
