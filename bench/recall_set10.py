"""A tenth evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code: nothing under mnemo/, mnemo_panel/ or plugins/ was opened,
read or searched while writing it, nor bench/recall.py, nor any README note or figure of any
set's scores, and the set was never scored (nor the recall code run on it) while it was
written. It is not to be tuned on; its figures are to be read once, at the end. What was read:
bench/recall_sets.py (its docstring, the `Set`, `_stamp`, `_user`, `describe`, and the head of
`second_set`'s templates on the way), the top docstrings of bench/recall_set4.py to
recall_set9.py, and in recall_set9.py its import lines, `ninth_set`, its `_check` and its
`__main__` block (for the shape of what is returned). It differs from the other nine
(bench/recall.py's `first_set`, recall_sets' `second_set`, `third_set` and
`long_conversation`, recall_set4's sessions of a timeline, recall_set5's point process,
recall_set6's day of threads, recall_set7's windows of interleaved threads, recall_set8's
members' presence, recall_set9's working week's agenda) in what it is about and how it is
laid out:

- the conversation is a city cycling and hiking club's QQ group (Hangzhou) over seven weeks
  from START + 249 days (Monday 2026-09-07 to Sunday 10-25, the National Day week among them),
  laid out by the club's calendar of events, each event a run of bursts at its own hours: a
  Monday evening notice of Saturday's hike ("【活动】周六（9月12日）北高峰徒步，全程约14km，
  爬升620m…接龙报名") and its 接龙 list growing a name a line over Monday to Thursday evenings;
  a Tuesday night ride (a lunchtime notice and a short 接龙, a roll call at 19:10 of "到了",
  lines from the road, "到家了" after); a Thursday carpool 接龙 (drivers with free seats,
  passengers with where they get on); a Friday evening weather check; Saturday's hike (a roll
  call before seven, lines from the trail in the morning and at noon, photos, an AA notice and
  "已转" after); a Sunday morning of lost-and-found; a long Sunday ride every other week; and
  in the holiday week a two-day camp instead of the hike (a 国庆露营 接龙 over the week before,
  a campfire evening and a camp morning). Around the events, each day's ordinary bursts: a
  morning of "早"s, lunch, sometimes an afternoon, one or two evenings, a few goodnights.
  Every burst gets its lines (gaps of seconds to minutes, log-normal); a fact's lines go into
  bursts of the days they belong to (lost things after a weekend, injuries after a ride,
  carpool cars on Thursdays, tents in the camp's weeks), among others' lines, and bursts that
  overlap in time interleave; about 2,600 messages, strictly increasing, a second apart at least;
- numbers are everywhere in ordinary talk (distances, climbing metres, average speeds, tyre
  pressures, temperatures, rain chances, AA shares, headcounts, steps, heart rates, seats), so a
  line with a number is not by itself an answer; each such line is drawn again until no detail,
  wrong value or never-said value is inside it;
- 14 members of their own: Chinese names (林小鹿, 陈思远, 苏晴, 何一帆), nicknames (老周, 阿凯,
  大熊, 阿布, 唐唐), English names (Mia, Leo), mixed (Kiki_Wang, Ethan.Z, Sam老师); each with
  how much they talk and how often they write English (Leo nearly always, Mia often), three of
  them leading the events; five facts each, a member once a topic, the English-leaning ones
  more often given the details in Latin letters; QQ texture: short reactions ("tql", "[表情]",
  "lol", "respect"), 复读 ("到家了", "已转", "辛苦领队！" by three to five members),
  @-mentions answered, quotes of earlier lines ("「Leo：so windy today」 +1"), pictures
  answered ("[图片] 今天的晚霞" / "在哪拍的"), 接龙 lists, Chinese, English and mixed lines;
- 17 topics of their own: the bike a member rides ("Domane SL5", "喜德盛RS350"), what an
  injury came from ("湿青苔", "pothole"), a thing left behind after an outing ("墨绿色保温杯",
  "Petzl headlamp"), the car a driver brings ("白色宋PLUS", "grey Model Y"), a PB up the
  club's test climb ("23分41秒", "19m52s"), a dog's name ("豆包", "Pepper"), hiking shoes
  ("凯乐石MT5", "Speedgoat 5"), a race entered ("崇礼168", "L'Etape Chengdu"), a bike
  computer ("Edge 540", "行者小星"), the estate a member is picked up from ("翠湖天地",
  "Maple Court"), weight lost since joining ("6.5斤", "11 pounds"), a trail snack ("咸蛋黄麻薯",
  "Clif Bar"), a camera ("理光GR3", "RX100 VII"), an allergy ("猕猴桃", "bee stings"), a route
  a member will lead ("五云山环线", "Wutong Ridge Loop"), a tent ("冷山2代", "Hubba Hubba"), what
  a member paid upfront for the group ("486元", "¥1,140"); four facts a topic (two topics
  five), 70 facts, each with its own detail;
- facts in eight shapes: one message ("one", 10); another member's @-question answered a few
  lines later, the answer not repeating the question's words ("answer", 10: "@大熊 你家狗子名
  字叫啥？" / "Pepper! she's an angel"); the same answered a day or two later ("@苏晴 刚看到，
  …": "late", 7); the member's context line then their next line with the detail alone ("我脚
  崴了，这周歇着" / "下坡的时候压到松果，直接飞出去了": "cont", 10); a wrong value said in a
  message of its own and corrected by the same member in the thread or the next day ("打错了，
  是372块，不是327块", "昨天说错了，…": "correction", 9, the correcting message the evidence);
  the member talking of the topic on three or four days without the detail, then giving it
  once ("drip", 8); another member stating the detail about the member, who confirms without it
  ("听说老周家狗叫年糕", "@大熊 的银色途观L好宽敞": "about", 9); the detail inside the
  member's entry that closes a 接龙 list (a hike's, a carpool's or the camp's: "…7.苏晴 带黑巧
  能量块分大家", then "满员，截止啦": "roster", 7); in Chinese, English or mixed ("mix": a
  Latin-letter detail in a Chinese line or a Chinese detail in an English one);
- near misses and distractors: each correction's wrong value; others' lines on the topics in
  passing, some with values that are nobody's detail ("我朋友骑 Tarmac SL7", "老虎坡 KOM 是
  14分52秒", "墨绿色水壶是谁的？", "我同事住翠湖北苑", "我朋友对芒果过敏"); the members' own
  lines on their topic without the detail on other days (48 facts, 108 lines with the default
  seed, listed in "around"); carpool and 接龙 entries that name members with other things;
- questions in the third person, three classes as in the ninth set, templates of this set's
  own: "keyword" carries the detail ("谁家狗叫年糕？", "Who crashed on a pothole?", "阿凯报的是
  崇礼168吗？"), "partial" names the member and the topic in other words, not the detail
  ("老周家的狗叫什么？", "What car does 阿布 drive?"), "paraphrase" names the member and shares
  no English content word (crudely stemmed, a stop list aside) and no two Chinese characters in
  a row with the evidence message (checked in code: "老周养的那只汪星人怎么称呼？", "What caused
  Ethan.Z's tumble?"); each class asked across the fact's language with odds of 0.44 (a
  keyword question stays Chinese when the detail has Chinese characters; about a quarter of
  the questions of "zh" and "en" facts in all), so details given in English are asked in
  Chinese and the other way;
- never-said questions, 90: 45 name a member (15 a topic's question of a member who spoke of
  the topic in passing and has no detail of it; 14 a detail no line states of a topic the
  member did give a detail of: the bike's price, the dog's breed, the stitches, the shoe size,
  the route's length; 8 a topic's question of a member who never touched it; 8 of things no
  one had: a cat, a ski trip, a guitar teacher), 45 name no one (34 ask after a value nobody
  ever said, two a topic: "谁开黑色汉EV？", "Did anyone mention beef jerky?"; 11 of things no one
  had: a kayaking trip, bees); 90 chatter turns a member might send the bot (greetings, jokes,
  requests, general knowledge, advice), three a topic in its words ("扭伤了应该冷敷还是热敷？",
  "How do I keep condensation out of a tent?") and others.

The set checks itself as it is built (`_check`): times a second apart at least within the seven
weeks, 2,000 to 3,000 messages, 60 to 80 facts, each detail (case aside) in its one evidence
message and in no other, no detail inside another detail, a wrong value or a never-said value,
a member once a topic, the evidence said by the fact's carrier (another member only for
"about"), each keyword question carrying its detail, each partial and paraphrase naming the
member and not the detail, each paraphrase sharing nothing with its evidence, the "around"
lines the member's and without the detail, an answer later than its @-question and sharing no
word with it (a late one more than an hour later), a continuation's line straight after the
member's own context line, a correction's wrong value said first in a message of its own
without the detail and nowhere but there and in the evidence, a 接龙 detail in the list's
last entry and in no later line, the never-said values and the unused wrong values nowhere in
the conversation, no detail or wrong value in a never-said question or a chatter turn, 45
never-said questions naming a member and 45 naming no one, no member named in a chatter turn,
no never-said question among the real ones, no duplicates. Run the module (from the repository
root, with it on the path as for the other sets: `PYTHONPATH=. python bench/recall_set10.py`)
to check it is deterministic for a seed, builds in under two seconds, and to print its counts.

Each fact records its "evidence" (the created_at of the one message carrying its detail),
"detail", "rare" (a list holding the detail: the word a keyword question carries), "kind"
(the topic), "name" and "uid" (the member it is about), "shape", "lang" ("zh", "en" or "mix":
the evidence line's), its questions ("keyword", "partial", "paraphrase") and their languages
("q_lang"), "carrier" (who said the detail), "asker" and "asked_at" (for "answer" and
"late"), "around" (the created_at of the member's other lines on the topic, none with the
detail) and, for a correction, the wrong value ("earlier") and when it was said
("earlier_at"). Stamps are written in the machine's local time (recall_sets' `_stamp`) and the
days are laid out in UTC, so they read as meant where the local time is UTC.
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Callable
from typing import Any

from bench.recall_sets import DAY, START, Set, _user, check_questions, describe, stem
from mnemo.message import Message

BASE = 249  # START + 249 days: Monday 2026-09-07
WEEKS = 7
UID = 52000
CLASSES = ("keyword", "partial", "paraphrase")

# name, how much they talk, how often they write English
PEOPLE: list[tuple[str, float, float]] = [
    ("老周", 1.5, 0.02), ("林小鹿", 1.0, 0.1), ("Mia", 1.0, 0.75), ("阿凯", 1.3, 0.05),
    ("陈思远", 0.7, 0.1), ("Kiki_Wang", 1.4, 0.35), ("大熊", 0.9, 0.03), ("苏晴", 1.2, 0.1),
    ("Leo", 0.8, 0.9), ("阿布", 1.0, 0.05), ("何一帆", 0.6, 0.15), ("Ethan.Z", 0.9, 0.5),
    ("唐唐", 1.1, 0.08), ("Sam老师", 0.8, 0.3)]
MEMBERS = [p[0] for p in PEOPLE]
WEIGHT = {p[0]: p[1] for p in PEOPLE}
ENGLISH = {p[0]: p[2] for p in PEOPLE}
LEADERS = ("老周", "苏晴", "阿凯")

Line = tuple[str, str, str, int]  # who, said, role, the fact's index (-1: none)

# Each topic: its details (the detail, a near-miss wrong value said first in a correction,
# "" where the topic takes no correction), the member's lines with the detail ("one"), the
# member's lines on the topic without it ("ctx"), the detail line after a context line
# ("cont"), another member's question ("ask", {n} the member) and the answer ("reply", which
# shares no word with the question), another member's line stating it ("about"), an entry of
# a 接龙 list ("roster"), others' lines on the topic in passing ("pass"), the questions by
# class, questions of details no line states ("unsaid"), values no one ever says ("ghost")
# and lines a member might send the bot in the topic's words ("bot").
TOPICS: dict[str, dict[str, Any]] = {
    "bike": {
        "details": [("Domane SL5", "Domane SL6"), ("TCR Advanced 2", "TCR Advanced 3"),
                    ("喜德盛RS350", "喜德盛RS330"), ("Endurace CF7", "Endurace CF8"),
                    ("美利达斯特拉400", "美利达斯特拉300")],
        "one": {"zh": ["新车到了，{x}，今晚就去试骑", "我现在骑的是{x}，碳架轻很多"],
                "en": ["Finally upgraded to a {x} this week", "My bike these days is a {x}"]},
        "ctx": {"zh": ["新车骑着真顺", "车还在磨合，刹车有点软", "这车上坡比我旧的那台强多了",
                       "换车之后均速快了一截", "换车了！明天带去给你们看"],
                "en": ["new bike feels so smooth", "still getting used to the new frame",
                       "the new ride climbs so much better"]},
        "cont": {"zh": ["{x}，店里最后一台", "{x}，二手收的九成新"],
                 "en": ["a {x}, last one in the shop", "{x}, picked it up second hand"]},
        "ask": {"zh": ["@{n} 你那辆新车啥牌子？"], "en": ["@{n} what are you riding these days?"]},
        "reply": {"zh": ["{x}，二手收的，九成新", "{x}，上个月提的"],
                  "en": ["{x}, got it second hand", "a {x}, bought in spring"]},
        "about": {"zh": ["@{n} 你那台{x}今天擦得锃亮啊", "{n}骑的{x}也太帅了吧"],
                  "en": ["{n}'s {x} looks so clean today"]},
        "roster": None,
        "pass": {"zh": ["捷安特店在搞活动", "碳架是真的贵", "我朋友骑 Tarmac SL7，贵得离谱",
                        "Emonda 好像出新款了"],
                 "en": ["anyone know a good bike shop near 文三路?",
                        "carbon frames are so pricey"]},
        "keyword": {"zh": ["谁骑的是{x}？", "{n}骑的是{x}吗？"], "en": ["Who rides a {x}?"]},
        "partial": {"zh": ["{n}骑的是什么车？", "{n}换的新车是什么型号？"],
                    "en": ["What bike does {n} ride?", "Which bike did {n} get?"]},
        "paraphrase": {"zh": ["{n}的坐骑是哪一款？", "{n}平时蹬的那台是啥型号？"],
                       "en": ["Which model is {n}'s two-wheeler?",
                              "What does {n} pedal around on?"]},
        "unsaid": {"zh": ["{n}的车多少钱买的？", "{n}那台车多重？"],
                   "en": ["How much did {n} pay for the bike?", "How heavy is {n}'s bike?"]},
        "ghost": ["崔克Madone", "Aeroad CF"],
        "bot": ["公路车和山地车哪个适合通勤？", "How often should I lube my bike chain?",
                "碳纤维车架摔了还能骑吗？"],
    },
    "injury": {
        "details": [("湿青苔", ""), ("井盖", ""), ("松果", ""), ("pothole", "")],
        "one": {"zh": ["上周下坡压到{x}摔了，膝盖现在还青着"],
                "en": ["went down on a {x} last week, knee still purple"]},
        "ctx": {"zh": ["我脚崴了，这周歇着", "膝盖擦破一大块", "手腕还肿着，骑不了车",
                       "伤还没好，周六去不了了", "摔了一跤，人没事，车没事"],
                "en": ["hurt my ankle, sitting this week out", "still limping a bit",
                       "had a little crash, I'm fine"]},
        "cont": {"zh": ["下坡的时候压到{x}，直接飞出去了", "就是{x}害的，一点没看见"],
                 "en": ["rolled over a {x} on the way down and went over the bars"]},
        "ask": {"zh": ["@{n} 怎么弄的？严重不"], "en": ["@{n} oh no, what happened?"]},
        "reply": {"zh": ["下山那段压到{x}，没刹住", "{x}，天黑没看清"],
                  "en": ["hit a {x} on the descent, lost the front", "a {x}, didn't see it"]},
        "about": {"zh": ["{n}上周是压到{x}摔的，大家下山慢点"],
                  "en": ["{n} went down on a {x} last week, careful out there"]},
        "roster": None,
        "pass": {"zh": ["下雨天下坡一定慢点", "碘伏和创可贴我都带了", "护膝还是要戴",
                        "路上好多碎石子，小心"],
                 "en": ["careful, the trail is slippery after rain", "first aid kit is in my bag"]},
        "keyword": {"zh": ["谁是压到{x}摔的？", "{n}是被{x}弄伤的吗？"],
                    "en": ["Who crashed on a {x}?"]},
        "partial": {"zh": ["{n}是怎么受伤的？", "{n}那次摔伤是怎么回事？"],
                    "en": ["How did {n} get hurt?", "What happened when {n} got injured?"]},
        "paraphrase": {"zh": ["{n}那回挂彩是什么缘故？", "{n}跌倒的原因是啥？"],
                       "en": ["What caused {n}'s tumble?", "Why did {n} take a fall?"]},
        "unsaid": {"zh": ["{n}的伤去哪家医院看的？", "{n}缝了几针？"],
                   "en": ["How many stitches did {n} need?", "Which clinic did {n} go to?"]},
        "ghost": ["碎玻璃", "speed bump"],
        "bot": ["扭伤了应该冷敷还是热敷？", "What should be in a basic first-aid kit for hiking?",
                "摔车后头盔还能继续用吗？"],
    },
    "lost": {
        "details": [("墨绿色保温杯", ""), ("Petzl headlamp", ""), ("灰色抓绒衣", ""),
                    ("粉色骑行手套", "")],
        "one": {"zh": ["有人看到我的{x}吗？周六之后就找不到了"],
                "en": ["Has anyone seen my {x}? lost it after Saturday"]},
        "ctx": {"zh": ["我好像有东西落在车上了", "周六回来发现少了样东西",
                       "家里翻遍了，应该是落山上了"],
                "en": ["I think I left something in someone's car",
                       "still can't find my stuff from the weekend"]},
        "cont": {"zh": ["{x}，应该是休息点忘拿了"], "en": ["my {x}, probably at the rest stop"]},
        "ask": {"zh": ["@{n} 你落的是啥？我车上有几样"],
                "en": ["@{n} what did you lose? a few things were left in my car"]},
        "reply": {"zh": ["{x}，后排座位底下看看"], "en": ["the {x}, try under the back seat"]},
        "about": {"zh": ["车上捡到一个{x}，是 @{n} 的吧", "@{n} 你的{x}在我这，下次给你"],
                  "en": ["found a {x} in my boot, @{n} is it yours?"]},
        "roster": None,
        "pass": {"zh": ["谁的雨伞落我车上了", "每次活动都有人落东西哈哈", "失物招领：一只手套",
                        "墨绿色水壶是谁的？", "休息点有件灰色冲锋衣没人拿"],
                 "en": ["lost and found pile is getting big", "someone left pink arm sleeves"]},
        "keyword": {"zh": ["谁丢了{x}？", "{n}丢的是{x}吗？"], "en": ["Whose {x} went missing?"]},
        "partial": {"zh": ["{n}落下了什么东西？", "{n}丢了啥？"],
                    "en": ["What did {n} leave behind?", "What did {n} lose?"]},
        "paraphrase": {"zh": ["{n}遗失的物件是哪样？"],
                       "en": ["Which belonging of {n}'s was misplaced?"]},
        "unsaid": {"zh": ["{n}丢的东西值多少钱？", "{n}的东西是谁送回去的？"],
                   "en": ["How much was {n}'s missing item worth?"]},
        "ghost": ["橙色头巾", "Oakley sunglasses"],
        "bot": ["怎么防止出门落东西？", "Write a lost-and-found notice for a water bottle",
                "保温杯能装碳酸饮料吗？"],
    },
    "car": {
        "details": [("白色宋PLUS", "白色宋Pro"), ("grey Model Y", "grey Model 3"),
                    ("红色CX-5", "红色CX-30"), ("银色途观L", "银色途岳")],
        "one": {"zh": ["周六我开{x}，停在地铁口等大家"],
                "en": ["I'll bring my {x}, look for it at the station"]},
        "ctx": {"zh": ["周六我可以开车", "我车能带三个人", "车刚保养完，周末没问题"],
                "en": ["I can drive on Saturday, three seats free", "car's just been serviced"]},
        "cont": {"zh": ["{x}，在路边打双闪那台"], "en": ["{x}, the one with hazards on"]},
        "ask": {"zh": ["@{n} 明早怎么认你？"], "en": ["@{n} how do I spot you tomorrow?"]},
        "reply": {"zh": ["{x}，打双闪那台"], "en": ["{x}, hazards on"]},
        "about": {"zh": ["@{n} 的{x}好宽敞，后排坐着舒服"],
                  "en": ["{n}'s {x} is so comfy in the back"]},
        "roster": "{n} 司机 {x} 余3座",
        "pass": {"zh": ["停车场满了，停路边吧", "高速有点堵", "油费 AA 吧", "停车场一排白色Model 3",
                        "谁的红色思域挡住出口了"],
                 "en": ["carpool list is up", "parking at the trailhead is a nightmare"]},
        "keyword": {"zh": ["谁开{x}？", "{n}开的是{x}吗？"], "en": ["Who drives a {x}?"]},
        "partial": {"zh": ["{n}开的是什么车？", "{n}的车是哪款？"],
                    "en": ["What car does {n} drive?", "Which car is {n}'s?"]},
        "paraphrase": {"zh": ["{n}载人的那台是哪款？", "{n}接送大伙用的座驾是啥？"],
                       "en": ["Which vehicle does {n} give people lifts in?"]},
        "unsaid": {"zh": ["{n}的车是哪年买的？", "{n}的车油耗多少？"],
                   "en": ["How many km are on {n}'s car?"]},
        "ghost": ["黑色汉EV", "blue Civic"],
        "bot": ["新能源车冬天续航掉多少？", "How do I split fuel costs fairly in a carpool?",
                "高速服务区能充电吗？"],
    },
    "pb": {
        "details": [("23分41秒", "23分14秒"), ("19m52s", "19m25s"), ("31分07秒", "30分07秒"),
                    ("27m18s", "27m38s")],
        "one": {"zh": ["老虎坡 PB 刷到{x}了！"], "en": ["New PB on 老虎坡: {x}!"]},
        "ctx": {"zh": ["今天又去刷老虎坡了", "上坡还是差口气", "PB 又没破，腿不行",
                       "老虎坡最后那个弯太要命"],
                "en": ["hill repeats on 老虎坡 again", "so close to a PB today"]},
        "cont": {"zh": ["{x}，比上次快了一点"], "en": ["{x}, a bit quicker than last time"]},
        "ask": {"zh": ["@{n} 现在最好成绩多少？"], "en": ["@{n} what's your best up 老虎坡 now?"]},
        "reply": {"zh": ["{x}，还差点意思"], "en": ["{x}, still not great"]},
        "about": {"zh": ["{n}老虎坡都{x}了，太猛了"], "en": ["{n} did 老虎坡 in {x}, beast"]},
        "roster": None,
        "pass": {"zh": ["老虎坡今天风大", "谁陪我去刷坡", "Strava 赛段又被人刷了",
                        "老虎坡 KOM 是 14分52秒，非人类"],
                 "en": ["that segment is brutal", "who's up for hill repeats?"]},
        "keyword": {"zh": ["谁老虎坡 PB 是{x}？", "{n}上老虎坡用了{x}吗？"],
                    "en": ["Whose PB is {x}?"]},
        "partial": {"zh": ["{n}爬老虎坡最快多少？", "{n}老虎坡的成绩是多少？"],
                    "en": ["What's {n}'s best time up 老虎坡?", "How fast is {n} up 老虎坡?"]},
        "paraphrase": {"zh": ["{n}冲那道陡坡最快用了多久？", "{n}登那段山路最短耗时多少？"],
                       "en": ["How fast has {n} ever climbed that steep hill?"]},
        "unsaid": {"zh": ["{n}上坡的功率多少瓦？", "{n}的最大心率是多少？"],
                   "en": ["What's {n}'s FTP?"]},
        "ghost": ["18分30秒", "25m05s"],
        "bot": ["上坡的时候怎么调呼吸？", "What cadence should I use on steep climbs?",
                "功率计值得买吗？"],
    },
    "dog": {
        "details": [("豆包", ""), ("芝麻糊", ""), ("Pepper", ""), ("年糕", "")],
        "one": {"zh": ["我家狗叫{x}，周六带它一起来"],
                "en": ["Our dog {x} is coming along on Saturday"]},
        "ctx": {"zh": ["周六带狗一起行不行？", "狗子今天爬山累瘫了", "给狗买了个小背包"],
                "en": ["my dog loves the trail", "the pup slept all evening after the hike"]},
        "cont": {"zh": ["叫{x}，很乖不乱跑"], "en": ["{x}, very well behaved"]},
        "ask": {"zh": ["@{n} 你家狗子名字叫啥？"], "en": ["@{n} what's your pup called?"]},
        "reply": {"zh": ["{x}！特别乖"], "en": ["{x}! she's an angel"]},
        "about": {"zh": ["听说{n}家狗叫{x}，好可爱的名字", "{n}家的{x}今天爬得比人还快"],
                  "en": ["{n}'s dog {x} stole the show today"]},
        "roster": "{n}+狗狗{x}",
        "pass": {"zh": ["山上好多人遛狗", "记得带狗绳", "那条路能带狗吗", "山上遇到一只柯基叫馒头"],
                 "en": ["dogs allowed on that trail?", "so many dogs on the hill today"]},
        "keyword": {"zh": ["谁家狗叫{x}？", "{n}家的狗是叫{x}吗？"],
                    "en": ["Whose dog is called {x}?"]},
        "partial": {"zh": ["{n}家的狗叫什么？", "{n}的狗狗名字是啥？"],
                    "en": ["What's the name of {n}'s dog?", "What is {n}'s dog called?"]},
        "paraphrase": {"zh": ["{n}养的那只汪星人怎么称呼？"],
                       "en": ["What does {n} call the pup?", "How is {n}'s pet known?"]},
        "unsaid": {"zh": ["{n}的狗什么品种？", "{n}家狗几岁了？"],
                   "en": ["How much does {n}'s dog weigh?"]},
        "ghost": ["旺财", "Biscuit"],
        "bot": ["狗狗爬山要注意什么？", "How much water does a dog need on a hike?",
                "夏天带狗出门怎么防中暑？"],
    },
    "shoes": {
        "details": [("X Ultra 4", "X Ultra 3"), ("凯乐石MT5", "凯乐石MT6"), ("Moab 3", "Moab 2"),
                    ("Speedgoat 5", "Speedgoat 4")],
        "one": {"zh": ["新入了双{x}，周六试试"], "en": ["Got a pair of {x} for the hikes"]},
        "ctx": {"zh": ["新鞋还在磨脚", "这双鞋抓地真好", "徒步鞋该换了"],
                "en": ["new boots are finally broken in", "my old boots fell apart"]},
        "cont": {"zh": ["{x}，打折入的"], "en": ["{x}, got them on sale"]},
        "ask": {"zh": ["@{n} 你脚上那双是啥？看着不错"],
                "en": ["@{n} what are those on your feet? look good"]},
        "reply": {"zh": ["{x}，穿着挺舒服"], "en": ["{x}, super comfy"]},
        "about": {"zh": ["{n}那双{x}防水真好，蹚水都没湿"],
                  "en": ["{n}'s {x} stayed dry through the stream"]},
        "roster": None,
        "pass": {"zh": ["下雨天鞋底太滑", "鞋带松了好几次", "迈乐和萨洛蒙哪个好",
                        "店里 Speedgoat 6 在打折"],
                 "en": ["anyone tried trail runners for hiking?"]},
        "keyword": {"zh": ["谁穿{x}？", "{n}穿的是{x}吗？"], "en": ["Who wears {x}?"]},
        "partial": {"zh": ["{n}穿的什么徒步鞋？", "{n}的徒步鞋是哪双？"],
                    "en": ["Which hiking shoes does {n} wear?", "What boots does {n} have?"]},
        "paraphrase": {"zh": ["{n}登山穿哪款靴子？", "{n}走山路蹬的是哪款？"],
                       "en": ["What footwear does {n} trek in?"]},
        "unsaid": {"zh": ["{n}的鞋多少码？", "{n}那双鞋多少钱？"],
                   "en": ["What size shoes does {n} take?"]},
        "ghost": ["Lowa Renegade", "北面Vectiv"],
        "bot": ["徒步鞋要买大半码吗？", "How do I break in new hiking boots?",
                "防水鞋真的有用吗？"],
    },
    "race": {
        "details": [("崇礼168", "崇礼100"), ("环千岛湖", "环太湖"),
                    ("Gran Fondo Hainan", "Gran Fondo Xiamen"),
                    ("L'Etape Chengdu", "L'Etape Hangzhou")],
        "one": {"zh": ["报了{x}，十一月见分晓"], "en": ["Signed up for {x} in November"]},
        "ctx": {"zh": ["报了个比赛，有点紧张", "开始备赛了", "比赛前还得拉几次长距离"],
                "en": ["signed up for a race in November", "race prep starts now"]},
        "cont": {"zh": ["{x}，报名费不便宜"], "en": ["{x}, entry fee was steep"]},
        "ask": {"zh": ["@{n} 你报的是哪场？"], "en": ["@{n} which event did you enter?"]},
        "reply": {"zh": ["{x}，十一月"], "en": ["{x}, it's in November"]},
        "about": {"zh": ["{n}要去{x}了，大家给加个油"], "en": ["{n} is doing {x}, let's cheer"]},
        "roster": None,
        "pass": {"zh": ["今年比赛报名都好快", "赛前一周别乱吃", "朋友报了崇礼300，疯了"],
                 "en": ["race season is coming", "anyone racing this autumn?"]},
        "keyword": {"zh": ["谁报了{x}？", "{n}报的是{x}吗？"], "en": ["Who entered {x}?"]},
        "partial": {"zh": ["{n}报名了哪个比赛？", "{n}要参加什么比赛？"],
                    "en": ["Which race did {n} sign up for?", "What race is {n} doing?"]},
        "paraphrase": {"zh": ["{n}要去参加的赛事是哪一场？"],
                       "en": ["What competition is {n} preparing for?"]},
        "unsaid": {"zh": ["{n}的参赛号码多少？", "{n}的目标完赛时间是多少？"],
                   "en": ["What's {n}'s bib number?"]},
        "ghost": ["环青海湖", "Ironman Xiamen"],
        "bot": ["第一次参加骑行赛要准备什么？", "How should I taper before a race?",
                "比赛补给怎么安排？"],
    },
    "computer": {
        "details": [("Edge 540", "Edge 530"), ("Wahoo Bolt", "Wahoo Roam"), ("行者小星",
                                                                             "行者小巨"),
                    ("高驰Pace 3", "高驰Pace 2")],
        "one": {"zh": ["码表换成{x}了，导航好用多了"], "en": ["Switched my head unit to a {x}"]},
        "ctx": {"zh": ["码表又没电了", "新码表导航挺好用", "换了码表数据终于准了"],
                "en": ["my head unit keeps losing GPS", "new head unit is a game changer"]},
        "cont": {"zh": ["{x}，续航很顶"], "en": ["a {x}, battery lasts forever"]},
        "ask": {"zh": ["@{n} 你用的啥记录？数据挺准"],
                "en": ["@{n} what do you record rides with?"]},
        "reply": {"zh": ["{x}，续航很顶"], "en": ["a {x}, battery lasts ages"]},
        "about": {"zh": ["{n}那台{x}导航比我手机准"],
                  "en": ["{n}'s {x} found the trail when my phone didn't"]},
        "roster": None,
        "pass": {"zh": ["轨迹我发群文件了", "山里 GPS 信号差", "心率带又没电了",
                        "Edge 1050 出了，好贵"],
                 "en": ["upload your rides to the club page"]},
        "keyword": {"zh": ["谁用{x}？", "{n}用的是{x}吗？"], "en": ["Who uses a {x}?"]},
        "partial": {"zh": ["{n}用的什么码表？", "{n}的码表是哪款？"],
                    "en": ["What bike computer does {n} use?", "Which head unit does {n} have?"]},
        "paraphrase": {"zh": ["{n}骑行靠哪款设备记录轨迹？", "{n}出门靠什么仪器看路线？"],
                       "en": ["Which gadget tracks {n}'s rides?"]},
        "unsaid": {"zh": ["{n}的码表多少钱？", "{n}码表是在哪买的？"],
                   "en": ["Where did {n} buy the bike computer?"]},
        "ghost": ["Karoo 3", "迈金C606"],
        "bot": ["码表和手机导航哪个好？", "How do I export a GPX track?", "心率带需要每次都戴吗？"],
    },
    "home": {
        "details": [("翠湖天地", "翠湖花园"), ("碧云国际社区", "碧云新村"), ("滨江壹号院",
                                                                             "滨江一号"),
                    ("Maple Court", "Maple Garden")],
        "one": {"zh": ["我住{x}，谁顺路可以捎我一下"], "en": ["I live at {x}, anyone passing by?"]},
        "ctx": {"zh": ["我住得有点远，得早起", "从我家到集合点要四十分钟",
                       "我那边地铁早班车太晚了"],
                "en": ["I'm on the far side of town", "first metro from mine is too late"]},
        "cont": {"zh": ["{x}，东门出来就是大路"], "en": ["{x}, the east gate"]},
        "ask": {"zh": ["@{n} 你从哪出发？我看看顺不顺路"],
                "en": ["@{n} where should I pick you up?"]},
        "reply": {"zh": ["{x}东门，六点半等你"], "en": ["{x}, east gate, half six"]},
        "about": {"zh": ["我每次都去{x}接{n}"], "en": ["I usually grab {n} from {x}"]},
        "roster": "{n}（{x}上车）",
        "pass": {"zh": ["那边小区进门要登记", "东门不好停车", "早上六点路上真空",
                        "我同事住翠湖北苑，离我好近"],
                 "en": ["pickup points are on the sheet"]},
        "keyword": {"zh": ["谁住{x}？", "{n}住在{x}吗？"], "en": ["Who lives at {x}?"]},
        "partial": {"zh": ["{n}住在哪个小区？", "{n}家是哪个小区的？"],
                    "en": ["Which neighbourhood does {n} live in?",
                           "What estate does {n} live on?"]},
        "paraphrase": {"zh": ["{n}的家在什么地方？"], "en": ["Where is {n}'s home?"]},
        "unsaid": {"zh": ["{n}家住几楼？", "{n}家楼下有没有地铁？"],
                   "en": ["What's {n}'s building number?"]},
        "ghost": ["绿城桂花园", "Oak Terrace"],
        "bot": ["早上六点打车好打吗？", "How early should I leave to beat traffic on a Saturday?",
                "小区门口临停会被贴条吗？"],
    },
    "weight": {
        "details": [("6.5斤", "5.6斤"), ("11 pounds", "14 pounds"), ("13斤", "12斤"),
                    ("4.2公斤", "2.4公斤")],
        "one": {"zh": ["加入俱乐部以来瘦了{x}"], "en": ["Down {x} since I joined the club"]},
        "ctx": {"zh": ["最近骑车瘦了点", "体重终于往下走了", "晚饭后不吃零食了"],
                "en": ["lost a bit of weight since joining", "my jeans are loose now"]},
        "cont": {"zh": ["{x}，三个月"], "en": ["{x}, in three months"]},
        "ask": {"zh": ["@{n} 瘦了多少？看着明显"], "en": ["@{n} how much have you lost? it shows"]},
        "reply": {"zh": ["{x}，主要是管住嘴"], "en": ["{x}, mostly cutting snacks"]},
        "about": {"zh": ["{n}都瘦了{x}了，羡慕"], "en": ["{n} dropped {x}, jealous"]},
        "roster": None,
        "pass": {"zh": ["国庆肯定要胖回来", "今天吃太多了", "骑完一顿火锅全吃回来",
                        "我同事三个月瘦了20斤"],
                 "en": ["scale says no", "all that riding and I still gained"]},
        "keyword": {"zh": ["谁瘦了{x}？", "{n}瘦了{x}吗？"], "en": ["Who lost {x}?"]},
        "partial": {"zh": ["{n}减了多少体重？", "{n}瘦了多少？"],
                    "en": ["How much weight has {n} lost?", "How much has {n} slimmed down?"]},
        "paraphrase": {"zh": ["{n}掉秤掉了几斤？", "{n}身上少了多少肉？"],
                       "en": ["How much lighter is {n} now?"]},
        "unsaid": {"zh": ["{n}现在多重？", "{n}的目标体重是多少？"],
                   "en": ["What's {n}'s target weight?"]},
        "ghost": ["7.5公斤", "20 pounds"],
        "bot": ["骑车减肥一周骑几次合适？", "Is cycling or hiking better for losing weight?",
                "运动后吃什么不容易胖？"],
    },
    "snack": {
        "details": [("咸蛋黄麻薯", ""), ("Clif Bar", ""), ("海苔肉松卷", ""), ("黑巧能量块", "")],
        "one": {"zh": ["我爬山必带{x}，不带没劲"], "en": ["I never hike without {x}"]},
        "ctx": {"zh": ["今天补给带少了，饿死", "山上吃东西最香", "补给我包里还有"],
                "en": ["always pack too much food", "I get so hungry on the trail"]},
        "cont": {"zh": ["{x}，每次都带一大包"], "en": ["{x}, a whole bag of them"]},
        "ask": {"zh": ["@{n} 你刚分的那个是啥？好好吃"],
                "en": ["@{n} what was that thing you shared? so good"]},
        "reply": {"zh": ["{x}，楼下超市买的"], "en": ["{x}, from the corner shop"]},
        "about": {"zh": ["{n}每次都分{x}给大家，太暖了"],
                  "en": ["{n} handed out {x} again, legend"]},
        "roster": "{n} 带{x}分大家",
        "pass": {"zh": ["今天带了橘子，谁要", "山顶泡面yyds", "香蕉是最好的补给",
                        "咸蛋黄饼干也好吃"],
                 "en": ["bananas are the best trail food"]},
        "keyword": {"zh": ["谁每次都带{x}？", "{n}带的是{x}吗？"],
                    "en": ["Who always brings {x}?"]},
        "partial": {"zh": ["{n}爬山带什么吃的？", "{n}的补给是什么？"],
                    "en": ["What snack does {n} bring on hikes?", "What food does {n} pack?"]},
        "paraphrase": {"zh": ["{n}路上爱啃哪种零嘴？"],
                       "en": ["Which trail food is {n}'s favourite?"]},
        "unsaid": {"zh": ["{n}一次带几升水？", "{n}的补给一般花多少钱？"],
                   "en": ["How much water does {n} carry?"]},
        "ghost": ["卤鸡爪", "beef jerky"],
        "bot": ["徒步一天要带多少补给？", "What are good high-energy snacks for a long ride?",
                "能量胶怎么吃才不伤胃？"],
    },
    "camera": {
        "details": [("理光GR3", "理光GR2"), ("RX100 VII", "RX10 IV"), ("Pocket 3", "Pocket 2"),
                    ("富士X100V", "富士X100F")],
        "one": {"zh": ["今天的片子都是{x}拍的，直出"], "en": ["All today's shots are from my {x}"]},
        "ctx": {"zh": ["今天拍了好多片子", "照片晚点发相册", "新相机还在摸索"],
                "en": ["light was amazing up top", "still learning the new camera"]},
        "cont": {"zh": ["{x}，直出没修"], "en": ["{x}, straight out of camera"]},
        "ask": {"zh": ["@{n} 这几张好出片，用的啥机器？"],
                "en": ["@{n} these look great, what camera?"]},
        "reply": {"zh": ["{x}，没修过"], "en": ["{x}, no edits"]},
        "about": {"zh": ["{n}那台{x}拍夕阳绝了"], "en": ["{n}'s {x} nailed the sunset"]},
        "roster": None,
        "pass": {"zh": ["相册里今天的照片好多", "谁拍到我了吗", "逆光拍人好难", "理光GR4 还没出吗"],
                 "en": ["photos are up in the album"]},
        "keyword": {"zh": ["谁用{x}拍照？", "{n}用的是{x}吗？"], "en": ["Who shoots with a {x}?"]},
        "partial": {"zh": ["{n}用什么相机拍照？", "{n}的相机是哪款？"],
                    "en": ["What camera does {n} use?", "Which camera does {n} shoot with?"]},
        "paraphrase": {"zh": ["{n}的照片靠哪款器材？"],
                       "en": ["Which gear does {n} take pictures with?"]},
        "unsaid": {"zh": ["{n}的相机多少钱？", "{n}用的什么镜头？"],
                   "en": ["What lens does {n} use?"]},
        "ghost": ["徕卡Q3", "GoPro 12"],
        "bot": ["手机拍风景怎么构图？", "How do I shoot a sunset without blowing out the sky?",
                "相机带上山怎么防潮？"],
    },
    "allergy": {
        "details": [("头孢", ""), ("bee stings", ""), ("猕猴桃", ""), ("shellfish", "")],
        "one": {"zh": ["提醒一下，我对{x}过敏"], "en": ["Heads up, I'm allergic to {x}"]},
        "ctx": {"zh": ["我有样东西过敏，出门得带药", "过敏药随身带着", "吃东西之前我得看看成分"],
                "en": ["my allergy is acting up", "I always carry my meds"]},
        "cont": {"zh": ["{x}，严重的话会喘不上气"], "en": ["{x}, it gets bad"]},
        "ask": {"zh": ["@{n} 你是对啥过敏来着？我备点药"],
                "en": ["@{n} what are you allergic to again?"]},
        "reply": {"zh": ["{x}，药我自己带了"], "en": ["{x}, I carry my own meds"]},
        "about": {"zh": ["记一下，{n}不能碰{x}"], "en": ["note: {n} can't have {x}"]},
        "roster": "{n} 备注{x}过敏",
        "pass": {"zh": ["过敏季到了", "山上蚊子好多，带驱蚊水", "我朋友对芒果过敏"],
                 "en": ["antihistamines in my bag if anyone needs"]},
        "keyword": {"zh": ["谁对{x}过敏？", "{n}是对{x}过敏吗？"],
                    "en": ["Who is allergic to {x}?"]},
        "partial": {"zh": ["{n}对什么过敏？", "{n}的过敏源是什么？"],
                    "en": ["What is {n} allergic to?", "What's {n}'s allergy?"]},
        "paraphrase": {"zh": ["{n}碰不得哪样东西？"],
                       "en": ["What must {n} avoid for health reasons?"]},
        "unsaid": {"zh": ["{n}过敏吃哪种药？", "{n}过敏是几岁开始的？"],
                   "en": ["What does {n} take for the allergy?"]},
        "ghost": ["花粉", "dust mites"],
        "bot": ["被蜜蜂蛰了怎么处理？",
                "What's the difference between an allergy and an intolerance?",
                "户外急救包要放抗过敏药吗？"],
    },
    "route": {
        "details": [("五云山环线", "五云山北线"), ("龙门古道", "龙门小道"),
                    ("Wutong Ridge Loop", "Wutong Valley Loop"), ("十里琅珰", "九里琅珰")],
        "one": {"zh": ["下个月我带{x}，报名先别急"], "en": ["I'll lead the {x} next month"]},
        "ctx": {"zh": ["下个月我想带一次线", "在踩线，路况还行", "踩线踩了一天，累"],
                "en": ["planning to lead a hike in October", "scouting a route this weekend"]},
        "cont": {"zh": ["{x}，风景好，强度中等"], "en": ["{x}, moderate, great views"]},
        "ask": {"zh": ["@{n} 你带哪条线？"], "en": ["@{n} which trail are you leading?"]},
        "reply": {"zh": ["{x}，强度中等"], "en": ["the {x}, moderate"]},
        "about": {"zh": ["{n}下个月带{x}，大家留时间"],
                  "en": ["{n} is leading {x} next month, save the date"]},
        "roster": None,
        "pass": {"zh": ["这条线周末人好多", "路线图发群里了", "五云山北坡今天封路了"],
                 "en": ["trail map is in the files"]},
        "keyword": {"zh": ["谁要带{x}？", "{n}带的是{x}吗？"], "en": ["Who's leading the {x}?"]},
        "partial": {"zh": ["{n}下个月带哪条路线？", "{n}要带的线是哪条？"],
                    "en": ["Which route is {n} leading next month?", "What hike is {n} leading?"]},
        "paraphrase": {"zh": ["{n}计划领队走的是哪段山路？"],
                       "en": ["What path will {n} guide us on?"]},
        "unsaid": {"zh": ["{n}那条线爬升多少？", "{n}那条线全程多少公里？"],
                   "en": ["How long is {n}'s route?"]},
        "ghost": ["宝石山夜线", "Lion Rock Trail"],
        "bot": ["怎么评估一条徒步路线的难度？", "How do I plan a loop hike with water stops?",
                "领队需要带什么装备？"],
    },
    "tent": {
        "details": [("Hubba Hubba", "Elixir 2"), ("冷山2代", "冷山3代"), ("Cloud Up 2",
                                                                          "Cloud Up 3"),
                    ("Copper Spur", "Tiger Wall")],
        "one": {"zh": ["露营我带自己的{x}"], "en": ["Bringing my {x} for the camping trip"]},
        "ctx": {"zh": ["国庆露营帐篷我自己带", "帐篷晾了一下午", "帐篷有点重，背着累"],
                "en": ["pitched my tent in the garden to test it", "my tent is a bit heavy"]},
        "cont": {"zh": ["{x}，双人的"], "en": ["a {x}, two-person"]},
        "ask": {"zh": ["@{n} 你那顶是啥？看着好搭"], "en": ["@{n} which tent is that? looks easy"]},
        "reply": {"zh": ["{x}，三分钟搞定"], "en": ["{x}, up in three minutes"]},
        "about": {"zh": ["{n}那顶{x}晚上一点都不漏风"],
                  "en": ["{n}'s {x} stayed bone dry all night"]},
        "roster": "{n} 自带{x}",
        "pass": {"zh": ["营地晚上好冷", "帐篷钉记得多带几根", "冷山1代还能用吗"],
                 "en": ["who has a spare tent peg?"]},
        "keyword": {"zh": ["谁带了{x}？", "{n}的帐篷是{x}吗？"], "en": ["Who has a {x}?"]},
        "partial": {"zh": ["{n}露营用的什么帐篷？", "{n}的帐篷是哪款？"],
                    "en": ["Which tent does {n} camp in?", "What tent did {n} bring?"]},
        "paraphrase": {"zh": ["{n}野外过夜住的是哪款篷子？"],
                       "en": ["What shelter does {n} sleep in outdoors?"]},
        "unsaid": {"zh": ["{n}的睡袋是几度的？", "{n}的帐篷多重？"],
                   "en": ["What sleeping pad does {n} use?"]},
        "ghost": ["Nemo Dagger", "挪客隧道帐"],
        "bot": ["露营睡袋怎么选温标？", "How do I keep condensation out of a tent?",
                "下雨天怎么搭帐篷？"],
    },
    "paid": {
        "details": [("486元", "468元"), ("372块", "327块"), ("¥1,140", "¥1,410"),
                    ("215.5元", "251.5元"), ("¥730", "¥370")],
        "one": {"zh": ["农家乐一共{x}，我先垫了，回头 AA"],
                "en": ["I covered the bus, {x} total, will split later"]},
        "ctx": {"zh": ["农家乐的钱我先垫了", "账回头一起算", "垫的钱还没收齐"],
                "en": ["I paid for the bus, will send the split", "still collecting for the bus"]},
        "cont": {"zh": ["一共{x}，发票我拿着"], "en": ["{x} in total, I have the receipt"]},
        "ask": {"zh": ["@{n} 你垫了多少？我转你"],
                "en": ["@{n} how much did you front? I'll send my share"]},
        "reply": {"zh": ["{x}，不急"], "en": ["{x}, no rush"]},
        "about": {"zh": ["这次{n}垫了{x}，大家记得转"],
                  "en": ["{n} paid {x} upfront, please settle up"]},
        "roster": None,
        "pass": {"zh": ["AA 账单发群里了", "转账记得备注名字", "上次团建人均 128 元"],
                 "en": ["sent my share"]},
        "keyword": {"zh": ["谁垫了{x}？", "{n}垫付的是{x}吗？"], "en": ["Who paid {x} upfront?"]},
        "partial": {"zh": ["{n}先垫了多少钱？", "{n}垫付了多少？"],
                    "en": ["How much did {n} pay upfront?", "How much did {n} front?"]},
        "paraphrase": {"zh": ["{n}替大伙掏了多少？"],
                       "en": ["What sum did {n} cover for everyone?"]},
        "unsaid": {"zh": ["{n}垫的钱还有几个人没转？", "{n}上次聚餐请了几个人？"],
                   "en": ["How many people still owe {n}?"]},
        "ghost": ["¥999", "888块"],
        "bot": ["AA 账单怎么算最公平？", "Is there an app to split group expenses?",
                "垫付的钱多久没还算正常？"],
    },
}

# -- the club's ordinary talk ------------------------------------------------------------

PLACES = ["北高峰", "九溪烟树", "满觉陇", "龙坞茶村", "径山古道", "半山公园", "超山", "大明山",
          "湘湖", "西溪湿地", "天竺三寺", "宝石山"]
RIDES = ["钱塘江绿道", "之江路", "三江口", "良渚环线", "湘湖绿道", "西溪路"]
MEETS = ["地铁龙翔桥站B口", "黄龙体育中心", "植物园正门", "武林广场", "西湖文化广场"]
AREAS = ["文三路", "武林门", "城西银泰", "下沙", "萧山", "良渚", "滨江区政府", "古荡"]
MORNING = ["早", "早～", "早上好", "morning!", "早，骑车上班中", "早安打卡", "今天好冷，早",
           "morning all", "早啊，今天有雾", "早，地铁好挤", "早早早", "gm"]
NOON = ["午饭吃啥", "lunch time", "中午骑车去吃个面", "食堂今天有红烧肉", "午休睡不着",
        "外卖又迟到了", "anyone else eating at their desk?", "今天中午太阳好大"]
NIGHT = ["睡了睡了，明早还要早起", "晚安", "night all", "明天见", "晚安各位", "困了，撤"]
GENERAL = {
    "zh": ["今天风好大，逆风骑回家腿都废了", "公司楼下新开了家咖啡店", "下班了，有人去江边骑一圈吗",
           "这周加班，周六估计悬", "周末天气看着还行", "终于周五了", "今天通勤路上好多人骑车",
           "我那条路又在修", "晚上吃啥", "健身房今天人巨多", "刚洗完车，明天就下雨",
           "新买的骑行服到了，颜色比图上深", "头盔扣坏了，得换一个", "链条又响了，回去上点油",
           "谁有多余的内胎借我一根", "打气筒落家里了", "西湖边今天好多人", "这个天气最适合爬山",
           "桂花开了，满城都是香的", "今天骑到一半下雨了", "被蚊子咬了好几个包", "腿酸到下楼梯都难",
           "上班摸鱼看骑行视频", "晚上有人一起夜跑吗", "刚补完胎，手都黑了",
           "楼下共享单车全被骑走了",
           "这周末有台风吗", "明天降温了，大家多穿点", "国庆去哪玩还没想好", "好久没去爬山了",
           "昨晚没睡好，今天一直犯困", "我妈又让我相亲", "周末想去骑趟远的", "谁知道哪里修车靠谱",
           "骑行裤买小了一码", "今天看到一只松鼠", "山上信号太差了", "刚买了个新车灯，贼亮"],
    "en": ["anyone riding along the river tonight?", "so windy today", "finally Friday",
           "weather looks decent for the weekend", "my chain is squeaking again",
           "need a new helmet", "who's around this weekend?", "legs are dead after yesterday",
           "the osmanthus smell everywhere is unreal", "commute took forever today",
           "just fixed a flat, hands are filthy", "anyone know a good physio?",
           "rain again tomorrow apparently", "can't wait for the holiday", "so sleepy today",
           "new lights arrived, they're blinding"],
    "mix": ["今天 commute 逆风，心态崩了", "周末 plan 是啥", "这个 weather 太适合 hiking 了",
            "我的 Strava 又断了一截", "腿 totally 废了", "下班 ride 一圈？", "明天 rain 的话还去吗",
            "周六 hiking 谁开车", "new 骑行服到了", "今晚 night ride 谁来"],
}
NUMBERS = ["今天通勤 {km}km，均速 {spd}", "Strava 显示爬升 {e}m，{km} 公里", "明天 {t}°，降水 {p}%",
           "this morning's ride: {km} km, avg {spd}", "体感温度 {t} 度", "今天走了 {steps} 步",
           "胎压打到 {psi} psi 了", "电量只剩 {pct}%", "刚看了下这月骑了 {km2} 公里",
           "last week: {km2} km total", "从家到集合点 {k} 公里", "高速堵了 {m} 分钟",
           "心率最高 {hr}，吓人", "today: {e} m of climbing, {km} km", "这周骑了 {few} 次了",
           "周末 {t} 度，穿短袖还是长袖", "头盔 {c} 块买的，还行"]
REACT = ["哈哈哈", "哈哈哈哈哈", "+1", "666", "[表情]", "lol", "nice", "牛", "tql", "收到",
         "好的", "冲", "绝了", "笑死", "羡慕", "respect", "👍", "哈哈真的", "same", "可以可以",
         "辛苦了", "[表情][表情]", "哈哈哈哈", "好耶", "🐮"]
OK = {"zh": ["哈哈是的", "对对", "嘿嘿", "是我是我", "谢谢～", "[表情]", "哈哈被发现了"],
      "en": ["haha yes", "yep that's me", "thanks!", "lol yes"]}
REPEAT = {"chat": ["周六见！", "收到", "冲冲冲", "周末愉快", "明天见", "+1", "哈哈哈哈哈"],
          "roll": ["到了", "冲冲冲", "出发！"], "after": ["到家了", "辛苦领队！", "辛苦辛苦",
                                                          "谢谢领队"],
          "aa": ["已转", "已转～", "转了"]}
MEDIA = ["[图片]", "[图片] 今天的晚霞", "[图片] 楼下的猫", "[图片][图片]", "[图片] 看这个云"]
MEDIA_REPLY = ["在哪拍的", "好看！", "这是哪", "绝美", "nice shot", "我也想去", "哇"]
AT = [("@{m} 周六来吗", ["来的", "看情况", "加班，下次"]),
      ("@{m} 你的打气筒还在我这", ["好，下次带给我", "不急"]),
      ("@{m} 明天夜骑去不", ["去！", "腿还酸，不去了"]),
      ("@{m} are you coming Saturday?", ["yes!", "probably not, working"]),
      ("@{m} 上次那个修车店地址发我下", ["好，私你", "等下找找"]),
      ("@{m} 借我个尾灯", ["行，周二给你", "我只有一个[表情]"])]
ROLL = ["到了", "在路上，五分钟", "我到停车场了", "[图片] 集合点", "还有谁没到？", "马上马上",
        "地铁晚点了，稍等", "on my way", "here!", "买个早饭就来"]
LIVE = ["山顶了！[图片]", "休息点补水", "掉队了等等我", "下坡慢点", "{k}km 了", "腿废了",
        "[图片] 风景绝了", "前面岔路走左边", "still climbing lol", "后面的跟上", "补给点到了",
        "这段台阶好长", "[图片]", "收队了", "路有点滑，注意"]
AFTER = ["[图片]", "[图片][图片]", "今天辛苦了", "照片发相册了", "到家了", "今天太爽了",
         "腿已经不是我的了", "下次还来", "great ride everyone", "谢谢领队", "晒黑了",
         "回来路上堵死了", "洗澡睡觉", "今天 {km} 公里，爬升 {e}m"]
WEATHER = ["明天 {t}°，多云，还去吗", "预报说下午有雨", "去！雨小的话照常", "带好雨衣",
           "the forecast says {p}% rain", "风有点大，大家注意", "照常出发"]


class _Filler:
    """Ordinary lines: none holds a detail, a wrong value or a never-said value."""

    def __init__(self, rng: random.Random, forbidden: list[str]) -> None:
        self.rng = rng
        self.forbidden = [f.lower() for f in forbidden]
        self.said: list[tuple[str, str]] = []

    def clean(self, text: str) -> bool:
        low = text.lower()
        return not any(f in low for f in self.forbidden)

    def fmt(self, text: str, **kw: str) -> str:
        r = self.rng
        for _ in range(80):
            out = text.format(
                km=f"{r.randint(8, 140)}{r.choice(['', '.' + str(r.randint(1, 9))])}",
                spd=f"{r.randint(18, 31)}.{r.randint(0, 9)}", e=str(r.randint(12, 190) * 10),
                t=str(r.randint(9, 33)), p=str(r.randint(1, 9) * 10),
                steps=str(r.randint(6000, 41000)), psi=str(r.randint(55, 110)),
                pct=str(r.randint(3, 40)), km2=str(r.randint(120, 1400)), k=str(r.randint(2, 45)),
                m=str(r.randint(5, 90)), hr=str(r.randint(160, 198)), c=str(r.randint(150, 900)),
                few=str(r.randint(2, 6)),
                **kw)
            if self.clean(out):
                return out
        raise AssertionError(text)

    def who(self, avoid: tuple[str, ...] = ()) -> str:
        names = [n for n in MEMBERS if n not in avoid]
        return self.rng.choices(names, [WEIGHT[n] for n in names])[0]

    def line(self, who: str | None = None) -> tuple[str, str]:
        r = self.rng
        who = who or self.who()
        roll = r.random()
        if roll < 0.22:
            text = self.fmt(r.choice(NUMBERS))
        elif r.random() < ENGLISH[who]:
            text = r.choice(GENERAL["en"] + GENERAL["mix"][:3])
        else:
            text = r.choice(GENERAL["zh"] + GENERAL["mix"])
        self.said.append((who, text))
        return who, text

    def thread(self, kind: str, pool: str = "chat") -> list[tuple[str, str, str]]:
        """A few lines of one kind of thread: (who, said, role)."""
        r = self.rng
        out: list[tuple[str, str, str]] = []
        if kind == "chat":
            for _ in range(r.randint(2, 6)):
                who, text = self.line()
                out.append((who, text, ""))
                if r.random() < 0.35:
                    out.append((self.who((who,)), r.choice(REACT), ""))
        elif kind == "topic":
            topic = r.choice(sorted(TOPICS))
            t = TOPICS[topic]
            first = self.who()
            lang = "en" if r.random() < ENGLISH[first] else "zh"
            out.append((first, self.fmt(r.choice(t["pass"][lang])), "chat:" + topic))
            for _ in range(r.randint(1, 3)):
                who = self.who((first,))
                if r.random() < 0.4:
                    other = "en" if r.random() < ENGLISH[who] else "zh"
                    out.append((who, self.fmt(r.choice(t["pass"][other])), "chat:" + topic))
                else:
                    out.append((who, r.choice(REACT), ""))
        elif kind == "repeat":
            text = r.choice(REPEAT[pool])
            people = r.sample(MEMBERS, r.randint(3, 5))
            out += [(p, text, "") for p in people]
        elif kind == "at":
            a, b = r.sample(MEMBERS, 2)
            ask, answers = r.choice(AT)
            out += [(a, ask.format(m=b), ""), (b, r.choice(answers), "")]
        elif kind == "quote" and self.said:
            who, text = r.choice(self.said[-40:])
            if len(text) <= 24 and not text.startswith("「"):
                me = self.who((who,))
                tail = r.choice(["+1", "哈哈哈真的", "same", "太真实了"])
                out.append((me, f"「{who}：{text}」 {tail}", ""))
        elif kind == "media":
            who = self.who()
            out.append((who, r.choice(MEDIA), ""))
            for _ in range(r.randint(1, 3)):
                out.append((self.who((who,)), r.choice(MEDIA_REPLY), ""))
        return out

    def fill(self, n: int) -> list[tuple[str, str, str]]:
        r = self.rng
        out: list[tuple[str, str, str]] = []
        kinds = ["chat", "topic", "repeat", "at", "quote", "media"]
        while len(out) < n:
            out += self.thread(r.choices(kinds, [8, 3, 1, 2, 1, 1.5])[0])
        return out

    def pick(self, pool: list[str], n: int) -> list[tuple[str, str, str]]:
        """n lines of a pool, each said once while the pool lasts."""
        picked = self.rng.sample(pool, min(n, len(pool)))
        picked += [self.rng.choice(pool) for _ in range(n - len(picked))]
        return [(self.who(), self.fmt(text), "") for text in picked]

FIX_SAME = {"zh": ["更正一下，不是{y}，是{x}", "打错了，是{x}，不是{y}"],
            "en": ["correction: {x}, not {y}", "typo, it's {x} not {y}"]}
FIX_NEXT = {"zh": ["昨天说错了，是{x}，不是{y}"], "en": ["I said {y} yesterday, it's actually {x}"]}
LATE = {"zh": "@{a} 刚看到，", "en": "@{a} sorry just saw this, "}
SHAPES = {"one": 10, "answer": 10, "late": 7, "cont": 10, "correction": 9, "drip": 8,
          "about": 9, "roster": 7}
# the days of the week (0 Monday) a topic's fact lands on, where it has a habit
WHEN = {"lost": (5, 6, 0), "injury": (6, 0, 1), "paid": (5, 6), "car": (3, 4), "home": (3, 4),
        "pb": (1, 2, 6), "camera": (5, 6, 0)}
NOBODY = {"zh": ["{n}的游泳馆年卡在哪办的？", "{n}的吉他老师叫什么？", "{n}家的猫叫什么名字？",
                 "{n}的摩托车是什么牌子？", "{n}的婚礼定在哪天？", "{n}家孩子在哪个小学？",
                 "{n}去年冬天在哪滑的雪？", "{n}的马拉松最好成绩多少？"],
          "en": ["Which gym does {n} go to?", "What's {n}'s blood type?",
                 "Where did {n} go skiing last winter?", "What instrument does {n} play?",
                 "How many kids does {n} have?", "What's {n}'s marathon PB?"]}
NOONE = {"zh": ["之前有人说过要去西藏骑行吗？", "群里谁说过自己在练攀岩？",
                "有人提过皮划艇活动吗？",
                "之前谁说过家里养了鹦鹉？", "谁说过要转卖自行车？", "有人说过冬天去滑雪吗？"],
         "en": ["Did anyone mention a kayaking trip?", "Has anyone said they do rock climbing?",
                "Did someone mention selling a tandem bike?", "Who said they keep bees?",
                "Did anyone talk about a half marathon in December?"]}
GHOST_Q = {"zh": ["之前有人说过{x}吗？", "群里谁提过{x}？"],
           "en": ["Did anyone mention {x}?", "Has anyone in the group said {x}?"]}
BOT_GENERAL = [
    "早上好！今天适合骑车吗？", "帮我写个周六徒步的活动通知", "讲个笑话吧",
    "How do I fix a flat tire?",
    "推荐几条杭州周边的徒步路线", "骑行前要做哪些拉伸？", "What's a good beginner cycling plan?",
    "明天要下雨的话户外活动怎么安排？", "帮我算一下 62 公里骑 3 小时均速多少",
    "Translate 接龙 into English",
    "你觉得爬山和骑车哪个更累？", "Can you summarise the rules for group rides?", "谢谢你！",
    "中暑了怎么办？", "How many calories does an hour of hiking burn?", "怎么给链条上油？",
    "秋天去哪里看银杏比较好？", "Write a short poem about autumn hiking", "晚安～",
    "骑行头盔多久换一次？", "What should I wear for a cold morning ride?", "推荐一款骑行手机支架",
    "帮我想个俱乐部的口号", "徒步时迷路了怎么办？", "Is it safe to ride at night?",
    "怎么组织一次二十人的露营？", "你好呀", "How do I clean a muddy bike?", "爬山膝盖疼怎么办？",
    "What's the etiquette for passing hikers on a narrow trail?", "给我讲讲什么是踏频",
    "周末带小孩爬山要带什么？", "Suggest a name for our cycling group", "户外活动买什么保险好？",
    "如何判断要不要换车胎？", "Can you remind me how 接龙 works?", "杭州哪里适合看日出？",
    "How long should a first overnight camping trip be?", "帮我整理一下露营装备清单"]


class _Burst:
    __slots__ = ("day", "hour", "kind", "lines")

    def __init__(self, day: int, hour: float, kind: str, lines: list[Line]) -> None:
        self.day = day
        self.hour = hour
        self.kind = kind
        self.lines = lines


FACT_KINDS = ("evening", "noon", "afternoon", "after", "camp")


def _lines(raw: list[tuple[str, str, str]]) -> list[Line]:
    return [(w, t, ro, -1) for w, t, ro in raw]


def _insert(rng: random.Random, burst: _Burst, lines: list[Line], spread: int) -> None:
    """Puts lines into a burst in their order, 0 to `spread` others' lines between two."""
    idx = rng.randint(0, len(burst.lines))
    for j, line in enumerate(lines):
        if j:
            idx = min(len(burst.lines), idx + rng.randint(0, spread))
        burst.lines.insert(idx, line)
        idx += 1


def _date(day: int) -> str:
    import datetime as dt

    d = dt.date(2026, 1, 1) + dt.timedelta(days=BASE + day)
    return f"{d.month}月{d.day}日"


def _plan(rng: random.Random, fill: _Filler) -> dict[int, list[_Burst]]:
    """The days' ordinary bursts: mornings, lunch, afternoons, evenings, nights."""
    days: dict[int, list[_Burst]] = {}
    for d in range(WEEKS * 7):
        weekend = d % 7 >= 5
        bl: list[_Burst] = []
        if rng.random() < (0.5 if weekend else 0.85):
            bl.append(_Burst(d, rng.uniform(7.0, 8.5) + (1.5 if weekend else 0.0), "morning",
                             _lines(fill.pick(MORNING, rng.randint(2, 6))
                                    + fill.fill(rng.randint(0, 4)))))
        if rng.random() < 0.6:
            bl.append(_Burst(d, rng.uniform(12.0, 12.8), "noon",
                             _lines(fill.pick(NOON, rng.randint(1, 2))
                                    + fill.fill(rng.randint(2, 8)))))
        if rng.random() < 0.35:
            bl.append(_Burst(d, rng.uniform(15.0, 16.8), "afternoon",
                             _lines(fill.fill(rng.randint(2, 7)))))
        hours = [rng.uniform(19.6, 20.4)]
        if rng.random() < 0.5:
            hours.append(rng.uniform(21.3, 22.2))
        for h in hours:
            bl.append(_Burst(d, h, "evening", _lines(fill.fill(rng.randint(5, 19)))))
        if rng.random() < 0.5:
            bl.append(_Burst(d, rng.uniform(23.0, 23.5), "night",
                             _lines(fill.pick(NIGHT, rng.randint(1, 3)))))
        days[d] = bl
    return days


def _jielong(rng: random.Random, fill: _Filler, title: str, boss: str, n: int,
             last: tuple[str, str, int] | None, entry: Callable[[str], str]) -> list[Line]:
    """A 接龙 list growing a name a line; a fact's entry (who, entry, fact) ends it."""
    avoid = {last[0]} if last else set()
    people = [boss] + [p for p in rng.sample(MEMBERS, len(MEMBERS)) if p != boss and p not in avoid]
    entries: list[str] = []
    out: list[Line] = []
    for p in people[:n]:
        entries.append(entry(p))
        out.append((p, f"#接龙 {title} " + " ".join(f"{i}.{e}" for i, e in
                                                  enumerate(entries, 1)), "", -1))
    if last:
        who, entry, k = last
        entries.append(entry)
        out.append((who, f"#接龙 {title} " + " ".join(f"{i}.{e}" for i, e in
                                                    enumerate(entries, 1)), "evidence", k))
        out.append((boss, rng.choice(["满员，截止啦", "人齐了，截止", "报满了，谢谢大家"]), "", -1))
    for who, text, _, _ in out:
        assert fill.clean(text) or (last and who == last[0]), text
    return out

CAMP = ["篝火点起来了[图片]", "星星好多", "谁带了扑克", "好冷，睡袋不够厚", "烤串好了快来",
        "早上起来全是露水", "[图片] 营地日出", "谁的手电借我一下", "泡面真香", "wind is picking up"]
HIKE_NOTICE = ("【活动】周六（{date}）{place}徒步，全程约{km}km，爬升{e}m，{hh} {meet}集合，"
               "限{cap}人，接龙报名")
RIDE_NOTICE = "今晚夜骑 19:30 {meet}，{ride}来回约{k}公里，老规矩带好车灯"


def _events(rng: random.Random, fill: _Filler, days: dict[int, list[_Burst]],
            roster: dict[tuple[str, int], tuple[str, str, int]]) -> None:
    """The club's weeks: notices, 接龙, night rides, carpools, hikes, the holiday camp."""
    places = rng.sample(PLACES, WEEKS)

    def add(day: int, hour: float, kind: str, lines: list[Line]) -> None:
        days[day].append(_Burst(day, hour, kind, lines))

    def spread(lines: list[Line], on: list[int]) -> None:
        """Later 接龙 lines over the evenings of some days, in order."""
        if not lines:
            return
        chunks = sorted(rng.sample(range(1, len(lines)), min(len(on) - 1, len(lines) - 1)))
        for day, part in zip(on, _cut(lines, chunks), strict=False):
            ev = [b for b in days[day] if b.kind == "evening"]
            _insert(rng, ev[0], part, 3)

    def reacts(n: int) -> list[Line]:
        return [(fill.who(), rng.choice(REACT), "", -1) for _ in range(n)]

    for w in range(WEEKS):
        d0 = 7 * w
        boss = LEADERS[w % len(LEADERS)]
        camp = w == 3
        if not camp:
            notice = fill.fmt(HIKE_NOTICE, date=_date(d0 + 5), place=places[w],
                              hh=rng.choice(["7:00", "7:30", "6:45"]), meet=rng.choice(MEETS),
                              cap=str(rng.randint(12, 24)))
            title = f"周六{places[w]}徒步"
            jl = _jielong(rng, fill, title, boss, rng.randint(5, 10), roster.get(("hike", w)),
                          lambda p: p + rng.choice(["", "", "", "+1", " 可能晚到", " 带朋友"]))
            head = rng.randint(2, 4)
            add(d0, rng.uniform(20.0, 20.5), "notice",
                [(boss, notice, "", -1), *reacts(2), *jl[:head]])
            spread(jl[head:], [d0 + 1, d0 + 2, d0 + 3])
        else:
            add(d0, rng.uniform(20.0, 20.5), "notice",
                [(boss, "露营装备清单发群文件了，帐篷、睡袋、头灯别忘了", "", -1), *reacts(3)])
        if w == 2:
            notice = "【国庆露营】10月3日-4日 安吉溪谷营地两天一夜，自带帐篷的请备注，接龙报名"
            jl = _jielong(rng, fill, "国庆露营", "阿凯", rng.randint(8, 12),
                          roster.get(("camp", w)),
                          lambda p: p + rng.choice(["", "", " 自带帐篷", " 需要借帐篷", "+1"]))
            add(d0, rng.uniform(21.0, 21.4), "notice",
                [("阿凯", notice, "", -1), *reacts(3), *jl[:3]])
            spread(jl[3:], [d0 + 1, d0 + 2, d0 + 3, d0 + 4])
        # Tuesday night ride
        rl = _jielong(rng, fill, "周二夜骑", "苏晴", rng.randint(3, 7), None, lambda p: p)
        ride = fill.fmt(RIDE_NOTICE, meet=rng.choice(MEETS), ride=rng.choice(RIDES))
        add(d0 + 1, rng.uniform(12.9, 13.2), "ride", [("苏晴", ride, "", -1), *rl])
        add(d0 + 1, rng.uniform(19.1, 19.3), "roll", _lines(fill.pick(ROLL, rng.randint(3, 7))))
        add(d0 + 1, rng.uniform(20.0, 20.3), "live", _lines(fill.pick(LIVE, rng.randint(2, 5))))
        add(d0 + 1, rng.uniform(21.5, 21.8), "after",
            _lines(fill.pick(AFTER, rng.randint(3, 8)) + fill.thread("repeat", "after")))
        # Thursday carpool, Friday weather
        if not camp:
            cp = _jielong(rng, fill, f"周六{places[w]}拼车", boss, rng.randint(4, 8),
                          roster.get(("carpool", w)),
                          lambda p: p + rng.choice([f" 司机 余{rng.randint(1, 4)}座",
                                                    f"（{rng.choice(AREAS)}上车）",
                                                    f"（{rng.choice(AREAS)}上车）"]))
            add(d0 + 3, rng.uniform(20.6, 20.9), "carpool",
                [(boss, "周六拼车接龙，司机写余座，乘客写上车点", "", -1), *cp, *reacts(1)])
        add(d0 + 4, rng.uniform(21.0, 21.3), "weather",
            _lines(fill.pick(WEATHER, rng.randint(3, 6))))
        # the weekend
        sat, sun = d0 + 5, d0 + 6
        add(sat, rng.uniform(6.7, 7.0) + (0.6 if camp else 0.0), "roll",
            _lines(fill.pick(ROLL, rng.randint(6, 11)) + fill.thread("repeat", "roll")))
        add(sat, rng.uniform(9.5, 9.8), "live", _lines(fill.pick(LIVE, rng.randint(4, 8))))
        add(sat, rng.uniform(12.0, 12.4), "live", _lines(fill.pick(LIVE, rng.randint(3, 6))))
        if camp:
            add(sat, rng.uniform(19.4, 19.6), "camp",
                _lines(fill.pick(CAMP, rng.randint(8, 14)) + fill.fill(rng.randint(4, 10))))
            add(sun, rng.uniform(7.4, 7.7), "camp", _lines(fill.pick(CAMP, rng.randint(4, 8))))
            add(sun, rng.uniform(17.0, 17.3), "after", _lines(fill.pick(AFTER, rng.randint(8, 14))))
        else:
            aa = fill.fmt("今天农家乐+门票 AA 每人 {fee} 元，转我就行", fee=str(rng.randint(35,
                                                                                            95)))
            add(sat, rng.uniform(17.6, 18.0), "after",
                [*_lines(fill.pick(AFTER, rng.randint(7, 14))), (boss, aa, "", -1),
                 *_lines(fill.thread("repeat", "aa"))])
            lost = [(fill.who(), fill.fmt(rng.choice(TOPICS["lost"]["pass"]["zh"])), "chat:lost")
                    for _ in range(rng.randint(1, 3))]
            add(sun, rng.uniform(10.2, 10.5), "lostfound",
                _lines(lost + fill.pick(REACT, 2) + fill.fill(rng.randint(2, 5))))
        if w % 2 == 1 and not camp:
            add(sun, rng.uniform(6.5, 6.7), "roll", _lines(fill.pick(ROLL, rng.randint(4, 7))))
            add(sun, rng.uniform(12.3, 12.6), "after", _lines(fill.pick(AFTER, rng.randint(4, 9))))


def _cut(lines: list[Line], at: list[int]) -> list[list[Line]]:
    edges = [0, *at, len(lines)]
    return [lines[a:b] for a, b in itertools.pairwise(edges)]


def _tl(rng: random.Random, who: str, detail: str) -> str:
    """The language of the template a member says a detail in."""
    if detail.isascii():
        return "en" if rng.random() < ENGLISH[who] + 0.3 else "zh"
    return "en" if rng.random() < ENGLISH[who] * 0.6 else "zh"


def _label(tl: str, detail: str) -> str:
    if tl == "zh" and not detail.isascii():
        return "zh"
    if tl == "en" and detail.isascii():
        return "en"
    return "mix"


def _facts(rng: random.Random) -> list[dict[str, Any]]:
    """Each detail to a member (five facts a member, a member once a topic), a shape, days."""
    items = [(k, x, y) for k, t in TOPICS.items() for x, y in t["details"]]
    assert len(items) == sum(SHAPES.values()) == 5 * len(MEMBERS)
    for _ in range(500):
        order = rng.sample(items, len(items))
        count = dict.fromkeys(MEMBERS, 0)
        facts: list[dict[str, Any]] = []
        for k, x, y in order:
            free = [m for m in MEMBERS if count[m] < 5 and all(
                f["kind"] != k or f["name"] != m for f in facts)]
            if not free:
                break
            low = min(count[m] for m in free)
            least = [m for m in free if count[m] == low]
            # the English-leaning members tend to have the details in Latin letters
            m = rng.choices(least, [0.3 + ENGLISH[m] if x.isascii() else 1.3 - ENGLISH[m]
                                    for m in least])[0]
            count[m] += 1
            facts.append({"kind": k, "detail": x, "earlier": y, "name": m,
                          "uid": UID + MEMBERS.index(m)})
        if len(facts) == len(items):
            break
    else:
        raise AssertionError("no assignment")
    facts.sort(key=lambda f: (list(TOPICS).index(f["kind"]), f["detail"]))
    # shapes: the 接龙 entries first (at most one a topic but dog and snack, one tent), the
    # corrections next (topics with a wrong value), the rest shuffled
    left = dict(SHAPES)
    roster_kinds = ["car", "home", "dog", "snack", "allergy", "tent", rng.choice(["dog", "snack"])]
    for kind in roster_kinds:
        f = rng.choice([f for f in facts if f["kind"] == kind and "shape" not in f])
        f["shape"] = "roster"
        left["roster"] -= 1
    wrong = [f for f in facts if f["earlier"] and "shape" not in f]
    for f in rng.sample(wrong, left.pop("correction")):
        f["shape"] = "correction"
    left.pop("roster")
    rest = [s for s, n in left.items() for _ in range(n)]
    rng.shuffle(rest)
    for f, s in zip([f for f in facts if "shape" not in f], rest, strict=True):
        f["shape"] = s
    # the weeks of the 接龙 lists
    weeks = {"carpool": [0, 1, 2, 4, 5, 6], "hike": [0, 1, 2, 4, 5, 6], "camp": [2]}
    for f in facts:
        if f["shape"] == "roster":
            lst = {"car": "carpool", "home": "carpool", "tent": "camp"}.get(f["kind"], "hike")
            w = rng.choice(weeks[lst])
            weeks[lst].remove(w)
            f["list"] = (lst, w)
            f["day"] = 7 * w + (4 if lst == "camp" else 3)
        else:
            lo, hi = (11 if f["shape"] == "drip" else 1), 46
            if f["kind"] == "tent":
                lo, hi = max(lo, 8), 25
            days = [d for d in range(lo, hi) if d % 7 in WHEN.get(f["kind"], range(7))]
            f["day"] = rng.choice(days)
    return facts


def _segments(rng: random.Random, fill: _Filler, f: dict[str, Any], k: int
              ) -> list[tuple[int, list[Line], int]]:
    """A fact's lines, as (day, lines, most others' lines between two) to place."""
    t = TOPICS[f["kind"]]
    m, x, y, d, shape = f["name"], f["detail"], f["earlier"], f["day"], f["shape"]
    tl = _tl(rng, m, x)

    def ctx(lang: str, used: set[str]) -> str:
        both = t["ctx"][lang] + t["ctx"][_flip(lang)]
        pool = [c for c in both if c not in used] or t["ctx"][lang]
        c = rng.choice(pool[:len(t["ctx"][lang])] if rng.random() < 0.8 else pool)
        used.add(c)
        return c

    used: set[str] = set()
    lang = "en" if rng.random() < ENGLISH[m] else "zh"
    segs: list[tuple[int, list[Line], int]] = []
    react = [(fill.who((m,)), rng.choice(REACT), "", -1)] if rng.random() < 0.5 else []
    if shape == "one":
        one = rng.choice(t["one"][tl]).format(x=x)
        segs.append((d, [(m, one, "evidence", k), *react], 1))
    elif shape == "cont":
        cont = rng.choice(t["cont"][tl]).format(x=x)
        segs.append((d, [(m, ctx(tl, used), "around", k), (m, cont, "evidence", k), *react],
                     rng.choice([0, 0, 1])))
    elif shape in ("answer", "late"):
        a = fill.who((m,))
        f["asker"] = a
        al = "en" if rng.random() < ENGLISH[a] + 0.1 else "zh"
        first = [(m, ctx(lang, used), "around", k)] if rng.random() < 0.5 else []
        ask = (a, rng.choice(t["ask"][al]).format(n=m), "ask", k)
        reply = rng.choice(t["reply"][tl]).format(x=x)
        if shape == "answer":
            segs.append((d, [*first, ask, (m, reply, "evidence", k)], 3))
        else:
            segs.append((d, [*first, ask], 2))
            segs.append((min(48, d + rng.choice([1, 1, 2])),
                         [(m, LATE[tl].format(a=a) + reply, "evidence", k), *react], 1))
    elif shape == "correction":
        said = rng.choice(t["one"][tl]).format(x=y)
        if rng.random() < 0.5:
            fix = rng.choice(FIX_SAME[tl]).format(x=x, y=y)
            segs.append((d, [(m, said, "earlier", k), (m, fix, "evidence", k)], 5))
        else:
            fix = rng.choice(FIX_NEXT[tl]).format(x=x, y=y)
            segs.append((d, [(m, said, "earlier", k), *react], 1))
            segs.append((min(48, d + 1), [(m, fix, "evidence", k)], 1))
    elif shape == "about":
        c = fill.who((m,))
        f["carrier"] = c
        tl = _tl(rng, c, x)
        line = rng.choice(t["about"][tl]).format(n=m, x=x)
        segs.append((d, [(c, line, "evidence", k), (m, rng.choice(OK[lang]), "around", k)],
                     rng.choice([0, 1, 2, 3])))
    elif shape == "drip":
        before = rng.sample(range(max(0, d - 16), d), rng.randint(3, 4))
        after = [d + rng.randint(2, 5)] if rng.random() < 0.4 and d + 5 < 49 else []
        for day in before + after:
            talk: list[Line] = [(m, ctx(lang, used), "around", k)]
            if rng.random() < 0.5:
                o = fill.who((m,))
                ol = "en" if rng.random() < ENGLISH[o] else "zh"
                talk.append((o, rng.choice(t["pass"][ol] + REACT[:6]), "", -1))
            if rng.random() < 0.3:
                talk.append((m, ctx(lang, used), "around", k))
            segs.append((day, talk, 2))
        segs.append((d, [(m, rng.choice(t["one"][tl]).format(x=x), "evidence", k), *react], 1))
    elif shape == "roster":
        tl = "zh"
    f["tl"] = tl
    f["lang"] = _label(tl, x)
    if shape not in ("drip", "roster") and rng.random() < 0.55:
        taken = {s[0] for s in segs}
        for _ in range(rng.randint(1, 2)):
            day = d + rng.choice([-9, -6, -4, -3, -2, 2, 3, 5, 8])
            if 0 <= day < 49 and day not in taken:
                taken.add(day)
                segs.append((day, [(m, ctx(lang, used), "around", k)], 1))
    return segs


def _glue(rng: random.Random, burst: _Burst, facts: list[dict[str, Any]]) -> None:
    """A continuation stays the member's next line after its context line, at most one
    other member's line between (other segments inserted later may have split them)."""
    for k, f in enumerate(facts):
        if f["shape"] != "cont":
            continue
        ev = [i for i, ln in enumerate(burst.lines) if ln[3] == k and ln[2] == "evidence"]
        if not ev:
            continue
        line = burst.lines.pop(ev[0])
        ctx = max(i for i, ln in enumerate(burst.lines[:ev[0]]) if ln[3] == k)
        at = ctx + 1
        if at < len(burst.lines) and burst.lines[at][0] != f["name"] and rng.random() < 0.3:
            at += 1
        burst.lines.insert(at, line)


def _flip(lang: str) -> str:
    return "en" if lang == "zh" else "zh"


def _gap(rng: random.Random) -> float:
    return min(900.0, max(2.0, rng.lognormvariate(3.4, 0.9)))


STOP = {"the", "a", "an", "and", "or", "of", "to", "in", "on", "at", "for", "with", "is", "are",
        "was", "were", "be", "did", "does", "do", "what", "which", "who", "whose", "how", "when",
        "where", "why", "that", "this", "it", "its", "my", "your", "his", "her", "their", "our",
        "i", "you", "he", "she", "we", "they", "me", "from", "by", "up", "has", "have", "had",
        "any", "anyone", "s", "t", "now", "still", "so", "just", "about", "again", "much", "many",
        "m", "ll", "re", "ve", "d"}


def _words(text: str) -> set[str]:
    """English content words (crudely stemmed) and pairs of Chinese characters in a row."""
    for name in MEMBERS:
        text = text.replace(name, " ")
    out = {stem(w) for w in re.findall(r"[a-z]+", text.lower()) if w not in STOP}
    for run in re.findall(r"[\u4e00-\u9fff]+", text):
        out |= {run[i:i + 2] for i in range(len(run) - 1)}
    return out


def _shares(question: str, said: str, detail: str = "") -> set[str]:
    if detail:
        question, said = question.replace(detail, " "), said.replace(detail, " ")
    return _words(question) & _words(said)


def _questions(rng: random.Random, f: dict[str, Any], said: str) -> None:
    """The fact's questions by class, each in the fact's language or across it."""
    t = TOPICS[f["kind"]]
    x, n = f["detail"], f["name"]
    f["q_lang"] = {}
    for cls in CLASSES:
        if f["lang"] == "mix":
            ql = rng.choice(["zh", "en"])
        else:
            ql = f["lang"] if rng.random() < 0.56 else _flip(f["lang"])
        if cls == "keyword" and not x.isascii():
            ql = "zh"
        if cls == "paraphrase":
            tries = [(ql, q) for q in rng.sample(t[cls][ql], len(t[cls][ql]))]
            tries += [(_flip(ql), q) for q in t[cls][_flip(ql)]]
            ql, q = next((lq, q) for lq, q in tries if not _shares(q.format(n=n), said))
        else:
            q = rng.choice(t[cls][ql])
        f[cls] = q.format(n=n, x=x)
        f["q_lang"][cls] = ql


def _never(rng: random.Random, facts: list[dict[str, Any]], talked: set[tuple[str, str]]
           ) -> list[str]:
    """90 questions of things never said: 45 name a member, 45 no one."""
    had = {(f["kind"], f["name"]) for f in facts}
    out: list[str] = []

    def add(q: str) -> bool:
        if q in out:
            return False
        out.append(q)
        return True

    def ask(kind: str, name: str, cls: str = "partial") -> str:
        lang = "en" if rng.random() < 0.4 else "zh"
        return rng.choice(TOPICS[kind][cls][lang]).format(n=name)

    kinds = sorted(TOPICS)
    # the leaders post the AA sums, so no never-said question asks what they paid upfront
    had |= {("paid", n) for n in LEADERS}
    passing = sorted((k, n) for k, n in talked if (k, n) not in had)
    for k, n in rng.sample(passing, len(passing)):
        if len(out) == 15:
            break
        add(ask(k, n))
    for f in rng.sample(facts, len(facts)):
        if len(out) == 29:
            break
        add(ask(f["kind"], f["name"], "unsaid"))
    untouched = sorted((k, n) for k in kinds for n in MEMBERS
                       if (k, n) not in had and (k, n) not in talked)
    for k, n in rng.sample(untouched, len(untouched)):
        if len(out) == 37:
            break
        add(ask(k, n))
    while len(out) < 45:
        lang = "en" if rng.random() < 0.4 else "zh"
        add(rng.choice(NOBODY[lang]).format(n=rng.choice(MEMBERS)))
    for k in kinds:
        for g in TOPICS[k]["ghost"]:
            lang = "zh" if not g.isascii() or rng.random() < 0.5 else "en"
            if rng.random() < 0.5:
                add(TOPICS[k]["keyword"][lang][0].format(x=g))
            else:
                add(rng.choice(GHOST_Q[lang]).format(x=g))
    for q in rng.sample(NOONE["zh"] + NOONE["en"], 90 - len(out)):
        add(q)
    return out


def tenth_set(seed: int = 1010) -> Set:
    """The held-out tenth set (see the module's docstring)."""
    rng = random.Random(seed)
    facts = _facts(rng)
    ghosts = [g for t in TOPICS.values() for g in t["ghost"]]
    forbidden = [f["detail"] for f in facts] + [f["earlier"] for f in facts if f["earlier"]]
    fill = _Filler(rng, forbidden + ghosts)
    roster = {}
    for k, f in enumerate(facts):
        if f["shape"] == "roster":
            roster[f["list"]] = (f["name"], TOPICS[f["kind"]]["roster"].format(
                n=f["name"], x=f["detail"]), k)
    days = _plan(rng, fill)
    _events(rng, fill, days, roster)
    for k, f in enumerate(facts):
        for day, lines, spread in _segments(rng, fill, f, k):
            room = [b for b in days[day] if b.kind in FACT_KINDS]
            burst = rng.choices(room, [len(b.lines) + 3 for b in room])[0]
            _insert(rng, burst, lines, spread)
    for b in (b for bl in days.values() for b in bl):
        _glue(rng, b, facts)
    recs: list[tuple[float, int, str, str, str, int]] = []
    for d in sorted(days):
        for b in days[d]:
            t = START + (BASE + d) * DAY + b.hour * 3600
            for who, said, role, k in b.lines:
                quick = k >= 0 and role == "evidence" and facts[k]["shape"] == "cont"
                t += rng.uniform(3.0, 25.0) if quick else _gap(rng)
                recs.append((t, len(recs), who, said, role, k))
    recs.sort()
    messages: list[Message] = []
    talked: set[tuple[str, str]] = set()
    said_at: dict[float, str] = {}
    at = 0.0
    for t, _, who, said, role, k in recs:
        at = round(max(t, at + 1.0), 3)
        messages.append(_user(at, who, UID + MEMBERS.index(who), said))
        said_at[at] = said
        if role.startswith("chat:"):
            talked.add((role[5:], who))
        elif role:
            facts[k].setdefault("_" + role, []).append(at)
    for f in facts:
        f["evidence"] = f.pop("_evidence")
        f["around"] = f.pop("_around", [])
        f.setdefault("carrier", f["name"])
        if f["shape"] in ("answer", "late"):
            f["asked_at"] = f.pop("_ask")[0]
        if f["shape"] == "correction":
            f["earlier_at"] = f.pop("_earlier")[0]
        else:
            f.pop("earlier")
        f["rare"] = [f["detail"]]
        _questions(rng, f, said_at[f["evidence"][0]])
        for key in ("day", "tl", "list"):
            f.pop(key, None)
    never = _never(rng, facts, talked)
    chatter = rng.sample([b for t in TOPICS.values() for b in t["bot"]] + BOT_GENERAL, 90)
    s = Set("tenth", messages, facts, never, chatter,
            members={n: UID + i for i, n in enumerate(MEMBERS)})
    _check(s, said_at)
    return s


def _check(s: Set, said_at: dict[float, str] | None = None) -> None:
    """The set's own checks (see the module's docstring)."""
    texts = [m.text() for m in s.messages]
    times = [m.created_at for m in s.messages]
    if said_at is None:
        said_at = {at: t.split("): ", 1)[1] for at, t in zip(times, texts, strict=True)}
    assert all(b - a >= 1.0 for a, b in itertools.pairwise(times)), "a second apart at least"
    assert times[0] > START + BASE * DAY and times[-1] < START + (BASE + 7 * WEEKS) * DAY
    assert 2000 <= len(times) <= 3000, len(times)
    assert 60 <= len(s.facts) <= 80 and s.classes == CLASSES
    low = [t.lower() for t in texts]
    details = [f["detail"] for f in s.facts]
    wrongs = [y for t in TOPICS.values() for _, y in t["details"] if y]
    ghosts = [g for t in TOPICS.values() for g in t["ghost"]]
    for x in details:
        others = [o for o in details + wrongs + ghosts if o != x]
        assert not any(x.lower() in o.lower() or o.lower() in x.lower() for o in others), x
    assert len({(f["kind"], f["name"]) for f in s.facts}) == len(s.facts), "a member once a topic"
    for f in s.facts:
        x, n, ev = f["detail"], f["name"], f["evidence"]
        where = [at for at, t in zip(times, low, strict=True) if x.lower() in t]
        assert where == ev and len(ev) == 1, (x, where, ev)
        said = said_at[ev[0]]
        line = texts[times.index(ev[0])]
        assert f"] {f['carrier']}({s.members[f['carrier']]}): " in line, (f["carrier"], line)
        assert (f["carrier"] == n) == (f["shape"] != "about"), f
        assert f["uid"] == s.members[n] and f["rare"] == [x] and x in f["keyword"]
        for cls in ("partial", "paraphrase"):
            assert n in f[cls] and x.lower() not in f[cls].lower(), (cls, f[cls])
        assert not _shares(f["paraphrase"], said), (f["paraphrase"], said)
        assert set(f["q_lang"]) == set(CLASSES) and set(f["q_lang"].values()) <= {"zh", "en"}
        assert f["lang"] in ("zh", "en", "mix")
        for at in f["around"]:
            assert f"] {n}({f['uid']}): " in texts[times.index(at)] and x not in said_at[at]
        if f["shape"] in ("answer", "late"):
            asked = said_at[f["asked_at"]]
            assert f["asked_at"] < ev[0] and f"@{n}" in asked, asked
            assert not _shares(said, asked, x), (said, asked)
            if f["shape"] == "late":
                assert ev[0] - f["asked_at"] > 3600, f
        if f["shape"] == "cont":
            j = times.index(ev[0])
            own = [at for at, t in zip(times[j - 12:j], texts[j - 12:j], strict=True)
                   if f"] {n}({f['uid']}): " in t]
            assert own and own[-1] in f["around"], (x, said)  # the member's line before
        if f["shape"] == "correction":
            y = f["earlier"]
            hits = [at for at, t in zip(times, low, strict=True) if y.lower() in t]
            assert hits == [f["earlier_at"], ev[0]], (y, hits)
            assert x not in said_at[f["earlier_at"]] and y in said
        if f["shape"] == "roster":
            assert said.startswith("#接龙 ") and x in said.rsplit(".", 1)[-1], said
            assert not any(x in t for t in texts[times.index(ev[0]) + 1:])
    for g in ghosts + [y for y in wrongs if not any(
            f.get("earlier") == y for f in s.facts)]:
        assert not any(g.lower() in t for t in low), g
    check_questions(s, details + wrongs)


if __name__ == "__main__":
    import collections

    print(describe(tenth_set, "mix"))
    s = tenth_set()
    print("per member", dict(collections.Counter(f["name"] for f in s.facts)))
    print("carriers other than the member:", sum(f["carrier"] != f["name"] for f in s.facts))
