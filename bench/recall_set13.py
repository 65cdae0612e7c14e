"""A thirteenth evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code: nothing under mnemo/ (but mnemo/message.py, for the `Message`
constructor), mnemo_panel/, plugins/, tests/ or docs/ was opened, read or searched while writing
it, nor the README, bench/recall.py, any note or issue text, nor any figure or score of any set;
the recall code was never run on this set and the set was never scored while it was written. It
is not to be tuned on; its figures are to be read once, at the end. What was read: bench/
recall_sets.py (its docstring, `Set`, `_stamp`, `_user`, `describe`, `check_questions`, `DAY`,
`START` and `second_set`), the top docstrings of bench/recall_set4.py to recall_set12.py, and in
recall_set12.py its imports, the list of its top-level names, `twelfth_set`, `_check` and its
`__main__` block (for the shape of what is returned). The generator below is its own. It differs
from the other twelve (bench/recall.py's `first_set`, recall_sets' `second_set`, `third_set` and
`long_conversation`, recall_set4's sessions of a timeline, recall_set5's point process,
recall_set6's day of threads, recall_set7's windows of interleaved threads, recall_set8's
members' presence, recall_set9's working week's agenda, recall_set10's club calendar,
recall_set11's semester of scenes, recall_set12's family's meal-time slots) in what it is about
and how it is laid out:

- the conversation is the owners' group (业主群) of a residential compound (锦园, eight buildings)
  over 17 weeks from START + 424 days (Monday 2027-03-01 to Sunday 06-27): 清明, the 五一 holiday,
  the neighbourhood festival (邻里节, Saturday 05-15, its notice and two sign-up 接龙 lists the
  fortnight before), 端午 (06-09) and the plum-rain weeks of June, when leaks come. It is laid out
  as incidents waiting on office hours: every thread (a fact, an incident such as a leak, a
  stuck lift, a broken gate, a lost dog, a blocked car; a notice and its "收到"s; a weekly 团购
  接龙 that grows from Monday to its close on Tuesday night and is collected on Thursday; the
  day's ordinary talk) is a script of lines, each line waiting after the one before by its own
  gap and then, if its speaker is not around, until the speaker's next hours begin: the
  property manager's account answers only in office hours (weekdays 08:30 to 18:00, Saturday
  mornings, holidays' mornings), so a night-time report gets its "收到，已安排师傅" the next
  morning; the elderly keep early hours and write "[语音转文字] …" transcripts; office workers
  are about before work, at lunch and in the evening; the expat tenants and the night owls
  until one or two. Threads overlap freely and their lines interleave by time; the times are
  strictly increasing, a second apart at least; about 3,000 messages;
- numbers are everywhere (units as 5-2-1003, floors, parcel pickup codes, parking spaces of
  strangers' cars such as B1-064, plates, prices a 斤, red-packet amounts, dates and hours of
  water cuts), so a line with a number is no answer; every ordinary line is drawn again until no
  detail, wrong value or never-said value is inside it;
- 19 members of their own: the property manager's account (物业管家小陶), three building reps
  (1栋楼长刘姐, 3栋楼长老马, 5栋楼长Grace), owners named by unit as owners' groups do (2-1502陈哥,
  3-1101小林, 赵工4-1603), three elderly residents who mostly send voice transcripts (6-301王阿姨,
  4-702李大爷, 7-101孙奶奶), the group-buy organiser (团长阿珍), parents (豆豆妈, 乐乐爸), two
  young night owls (橘子汽水, 喵喵酱), a car owner (车主老杨) and three expat or bilingual tenants
  writing English or mixed lines (Mark_5-2201, Sophie 1-903, Daniel金); QQ texture: @-mentions,
  reply quotes ("[回复 X：…]"), 复读 of "收到" after notices and of holiday greetings, red packets
  and their thanks, forwarded notices (【转发】), pictures and stickers;
- 13 topics of their own (where a leak came from, what broke in a lift, what broke in a gate,
  where a parcel turned up, a lost pet's name, the source of a noise at night, a parking
  space, what was ordered in a group buy, who renovates and with what, a festival act or stall,
  a child's class, a recommended handyman, an e-bike's make), 70 facts, a member at most once a
  topic, each with its own detail;
- facts in ten shapes: one message ("one"); an @-question answered within the hour without the
  question's words ("answer"); the same answered the next day or later ("late"); a wrong value
  corrected by the same member there or the next day ("correction", the correcting message the
  evidence); the detail split over the member's two messages seconds apart, each part a rare
  word of its own ("split": both messages are the evidence; the questions ask after the second
  part); another member reporting the detail about the member, who confirms without it
  ("reported"); the detail inside an elderly member's voice transcript ("voice"); the detail
  inside a long notice of the property manager, a building rep or the group-buy organiser
  ("notice"); the detail in the entry that closes a 接龙 list ("jielong"); a reply quote of
  another member's line with the detail after it ("reply"); in Chinese, English or mixed
  ("mix": a Latin-letter detail in a Chinese line, a Chinese one in an English line, or a
  Chinese line with English in it);
- near misses: each correction's wrong value, the members' own lines on their topic on other
  days without the detail (listed in "around"), others' lines on the topics with values that
  are nobody's own, the 接龙 lists' other entries, and incidents of the same kinds with no fact;
- questions in the third person, three classes, templates of this set's own: "keyword" carries
  the detail, "partial" names the member and the topic in other words, "paraphrase" names the
  member and shares no English content word (crudely stemmed, a stop list aside) and no two
  Chinese characters in a row with the evidence, names aside (checked in code); notices and
  split facts have templates of their own; each class asked across the language of the
  evidence with odds of 0.35;
- never-said questions, 90: 45 name a member (15 a topic's question of a member with no fact of
  it, 15 a detail nobody gave of a topic the member did give a detail of, 15 a never-said value
  put to a member with no fact of its topic), 45 name no one (34 ask after a never-said value,
  11 after things nobody had); 90 chatter turns a member might send the bot (greetings, jokes,
  requests, general knowledge, household advice; 15 on the topics in general words), no member
  named.

The set checks itself as it is built (`_check`): times a second apart at least within the 17
weeks, 2,600 to 3,500 messages, 60 to 80 facts, every value (details, split parts, wrong values,
never-said values) its own and none inside another, a member once a topic, each detail and split
part (case aside) in its evidence message and no other, the evidence said by the fact's carrier
(another member only for "reported"), keyword questions carrying the detail, partial and
paraphrase ones naming the member and not the detail, paraphrases sharing nothing with the
evidence, the "around" lines the member's and without the detail, an answer after its
@-question by another member and sharing no word with it (within the hour; a late one more than
an hour later), a correction's wrong value said first by the member without the detail and
nowhere but there and in the evidence, a split's two parts by the member within two minutes, a
接龙 detail in the list's last entry and in no later line, a voice fact's evidence a transcript
of an elderly member, a notice's evidence a notice, never-said values nowhere in the
conversation, then recall_sets' `check_questions`. Run the module from the repository root
(`PYTHONPATH=. python bench/recall_set13.py`) to check it is deterministic for a seed, builds in
under two seconds, and to print its counts.

Each fact records its "evidence" (the created_at of the message(s) carrying its detail: two for a
split), "detail", "rare" (the words a keyword question may carry: the detail, and a split's
first part), "kind" (the topic), "name" and "uid" (the member it is about), "shape", "lang"
("zh", "en" or "mix": the evidence's), its questions ("keyword", "partial", "paraphrase") and
their languages ("q_lang"), "carrier" (who said the detail), "asker" and "asked_at" (for
"answer", "late" and "reply"), "around" (the created_at of the member's other lines on the
topic, none with the detail), for a correction the wrong value ("earlier") and when it was said
("earlier_at"), and for a split its first part ("part"). Stamps are written in the machine's
local time (recall_sets' `_stamp`) and the days are laid out in UTC as Beijing's wall clock, so
they read as meant where the local time is UTC.
"""

from __future__ import annotations

import random
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

if __name__ == "__main__":  # run as a script: the repository root on the path
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.recall_sets import DAY, START, Set, _user, check_messages, check_questions, describe
from mnemo.message import Message

BASE = 424  # 2027-03-01, a Monday
DAYS = 119  # to 2027-06-27, a Sunday
T0 = START + BASE * DAY
UID = 1_313_000_100
CLASSES = ("keyword", "partial", "paraphrase")
FLIP = 0.35
HOLIDAYS = {35, 61, 62, 63, 64, 65, 100}  # 清明, 五一, 端午
FESTIVAL = 75  # Saturday 2027-05-15

# -- members -----------------------------------------------------------------------------

# name, hours, share of English lines, how much they talk
PEOPLE: list[tuple[str, str, float, float]] = [
    ("物业管家小陶", "office", 0.0, 5.0),
    ("1栋楼长刘姐", "day", 0.0, 5.0),
    ("3栋楼长老马", "day", 0.0, 3.5),
    ("5栋楼长Grace", "work", 0.3, 3.5),
    ("2-1502陈哥", "work", 0.0, 4.5),
    ("6-301王阿姨", "elder", 0.0, 3.5),
    ("4-702李大爷", "elder", 0.0, 3.0),
    ("7-101孙奶奶", "elder", 0.0, 2.0),
    ("Mark_5-2201", "expat", 0.95, 3.0),
    ("Sophie 1-903", "expat", 0.7, 3.0),
    ("Daniel金", "work", 0.45, 3.0),
    ("团长阿珍", "day", 0.0, 5.5),
    ("豆豆妈", "day", 0.0, 5.0),
    ("乐乐爸", "work", 0.05, 4.0),
    ("3-1101小林", "work", 0.1, 3.5),
    ("橘子汽水", "night", 0.1, 5.0),
    ("车主老杨", "work", 0.0, 3.5),
    ("喵喵酱", "night", 0.05, 4.0),
    ("赵工4-1603", "work", 0.15, 3.0),
]
MEMBERS = [p[0] for p in PEOPLE]
HOURS_OF = {p[0]: p[1] for p in PEOPLE}
ENGLISH = {p[0]: p[2] for p in PEOPLE}
TALK = {p[0]: p[3] for p in PEOPLE}
PM = "物业管家小陶"
LEADER = "团长阿珍"
ELDERS = ("6-301王阿姨", "4-702李大爷", "7-101孙奶奶")
REPS = ("1栋楼长刘姐", "3栋楼长老马", "5栋楼长Grace")
MIXERS = ("5栋楼长Grace", "Daniel金")
TAGS = ("btw ", "FYI ", "tbh ", "lol ")

# -- facts: (kind, member, shape, detail, wrong value or a split's first part) -----------

FACTS: list[tuple[str, str, str, str, str]] = [
    ("leak", "2-1502陈哥", "one", "热熔接头", ""),
    ("leak", "Mark_5-2201", "answer", "shower valve", ""),
    ("leak", "6-301王阿姨", "voice", "暖气片阀门", ""),
    ("leak", "3-1101小林", "correction", "地漏存水弯", "马桶法兰"),
    ("leak", "3栋楼长老马", "notice", "屋面天沟", ""),
    ("leak", "豆豆妈", "late", "空调冷凝管", ""),
    ("elevator", PM, "notice", "门机皮带", ""),
    ("elevator", "5栋楼长Grace", "reply", "ARD module", ""),
    ("elevator", "4-702李大爷", "voice", "平层感应器", ""),
    ("elevator", "Sophie 1-903", "one", "light curtain", ""),
    ("elevator", "1栋楼长刘姐", "correction", "抱闸线圈", "曳引钢带"),
    ("gate", "1栋楼长刘姐", "notice", "地感线圈", ""),
    ("gate", "车主老杨", "answer", "道闸电机", ""),
    ("gate", "Daniel金", "one", "RFID reader", ""),
    ("gate", "7-101孙奶奶", "voice", "电控锁", ""),
    ("gate", "赵工4-1603", "late", "门禁主板", ""),
    ("parcel", "橘子汽水", "reported", "配电间门口", ""),
    ("parcel", "Mark_5-2201", "late", "Locker C9", ""),
    ("parcel", "豆豆妈", "reply", "妈妈驿站", ""),
    ("parcel", PM, "notice", "递易柜", ""),
    ("parcel", "4-702李大爷", "voice", "保安亭后面", ""),
    ("pet", "喵喵酱", "split", "银渐层", "芝麻汤圆"),
    ("pet", "Sophie 1-903", "reported", "Biscuit", ""),
    ("pet", "乐乐爸", "answer", "年糕", ""),
    ("pet", "6-301王阿姨", "voice", "黑豆", ""),
    ("pet", LEADER, "one", "布丁", ""),
    ("pet", "3-1101小林", "late", "可颂", ""),
    ("noise", "橘子汽水", "one", "架子鼓", ""),
    ("noise", "2-1502陈哥", "reported", "麻将机", ""),
    ("noise", "Mark_5-2201", "correction", "subwoofer", "treadmill"),
    ("noise", "1栋楼长刘姐", "answer", "空气能外机", ""),
    ("noise", "Daniel金", "reply", "帕梅拉", ""),
    ("parking", "车主老杨", "correction", "B2-118", "B2-181"),
    ("parking", "2-1502陈哥", "answer", "B1-043", ""),
    ("parking", "Daniel金", "reported", "B2-206", ""),
    ("parking", "乐乐爸", "one", "B1-077", ""),
    ("parking", "5栋楼长Grace", "late", "B2-251", ""),
    ("parking", "赵工4-1603", "reply", "B1-162", ""),
    ("groupbuy", "豆豆妈", "jielong", "丹东草莓", ""),
    ("groupbuy", "6-301王阿姨", "jielong", "五常稻花香", ""),
    ("groupbuy", "Sophie 1-903", "jielong", "Zespri", ""),
    ("groupbuy", "橘子汽水", "jielong", "阳光玫瑰", ""),
    ("groupbuy", LEADER, "notice", "盘锦蟹田米", ""),
    ("groupbuy", "赵工4-1603", "correction", "凯特芒", "贵妃芒"),
    ("reno", "3-1101小林", "split", "微水泥", "青檐设计"),
    ("reno", "喵喵酱", "answer", "朴舍家装", ""),
    ("reno", "乐乐爸", "late", "栖木工作室", ""),
    ("reno", "5栋楼长Grace", "split", "岩板台面", "Hanssem"),
    ("reno", LEADER, "split", "艺术涂料", "木里装饰"),
    ("festival", "7-101孙奶奶", "jielong", "葫芦丝", ""),
    ("festival", "Mark_5-2201", "jielong", "ukulele", ""),
    ("festival", "1栋楼长刘姐", "notice", "糖画摊", ""),
    ("festival", "乐乐爸", "reply", "扎染", ""),
    ("festival", "橘子汽水", "reported", "快板", ""),
    ("class", "豆豆妈", "split", "于老师", "童趣画室"),
    ("class", "Sophie 1-903", "answer", "Kumon", ""),
    ("class", "2-1502陈哥", "late", "乐高机器人", ""),
    ("class", "3栋楼长老马", "one", "少年宫书法", ""),
    ("class", "Daniel金", "correction", "Scratch", "Python"),
    ("class", "6-301王阿姨", "voice", "太极扇", ""),
    ("handyman", "7-101孙奶奶", "reported", "鲍师傅", ""),
    ("handyman", "喵喵酱", "one", "阙师傅", ""),
    ("handyman", "车主老杨", "answer", "岑师傅", ""),
    ("handyman", "5栋楼长Grace", "reply", "Lam师傅", ""),
    ("handyman", "4-702李大爷", "correction", "蔺师傅", "卞师傅"),
    ("ebike", "车主老杨", "split", "冠能", "雅迪"),
    ("ebike", LEADER, "reported", "小牛", ""),
    ("ebike", "3栋楼长老马", "late", "台铃", ""),
    ("ebike", "3-1101小林", "one", "九号", ""),
    ("ebike", "喵喵酱", "answer", "爱玛", ""),
]
# values nobody ever says, by topic (never-said questions ask after them)
GHOSTS: dict[str, list[str]] = {
    "leak": ["水表井", "PPR三通"], "elevator": ["变频器", "Schindler"],
    "gate": ["蓝牙开门器", "车牌识别相机"], "parcel": ["京东自提柜", "Locker A4"],
    "pet": ["旺财", "Mochi", "雪球"], "noise": ["卡拉OK音箱", "鼓风机"],
    "parking": ["B2-309", "B1-015"], "groupbuy": ["烟台大樱桃", "云南蓝莓", "Sunkist"],
    "reno": ["Urbanline", "筑梦家装"], "festival": ["舞狮", "beatbox"],
    "class": ["小海豚游泳", "街舞"], "handyman": ["鲁师傅", "Mr. Fu"],
    "ebike": ["Segway", "绿源"],
}
NOBODY_HAD = ["谁家养了鹦鹉？", "Who in the group keeps chickens on the balcony?",
              "谁家装了太阳能热水器？", "之前有人说过要卖钢琴吗？",
              "Did anyone mention a kayak stored in the garage?", "谁说过自己在小区开了托管班？",
              "Who said they were getting solar panels on the roof?", "有人提过家里养蜜蜂吗？",
              "谁说要在楼顶搭个菜园？", "Did someone say they run a bakery from home?",
              "之前谁说过家里有台3D打印机？", "Who mentioned teaching piano to the kids here?"]

# -- topics' templates: (zh, en) lists; {x} the detail, {n} the member, {a} a split's first
# part; {b}, {d}, {n2}, {p}, {u} numbers filled in

Pair = tuple[list[str], list[str]]
TOPICS: dict[str, dict[str, Any]] = {
    "leak": {
        "say": (["家里漏水的原因找到了，是{x}老化开裂，已经换新的",
                 "师傅拆开吊顶查了一下午，最后确认是{x}的问题",
                 "楼下天花板那块湿印子，元凶是我家{x}，真不好意思"],
                ["Found what was leaking in my flat: the {x}. Replaced it this morning",
                 "The plumber opened the wall, it was the {x} all along"]),
        "ask": (["@{n} 你家往楼下渗水那事弄清楚没？", "@{n} 上回说的滴水，后来咋样了"],
                ["@{n} did you figure out where the water was coming from?",
                 "@{n} any update on the drip into the flat below?"]),
        "ctx": (["楼下阿姨又来敲门说滴水了，头大", "请了半天假在家等师傅看漏水",
                 "漏水修好了，就是墙皮还得等干透了再刷"],
                ["Still waiting for the plumber, the flat below got wet again",
                 "Leak's sorted, just waiting for the wall to dry out"]),
        "react": (["赶紧关总阀", "梅雨天真是到处渗水", "@物业管家小陶 麻烦派人看看", "修好就好"],
                  ["Glad it's fixed!", "Same thing happened to us last year"]),
        "kw": (["谁家漏水是{x}出的问题？", "{x}坏了导致漏水的是哪户？"],
               ["Whose leak turned out to be the {x}?"]),
        "part": (["{n}家漏水最后查出是哪里的问题？"],
                 ["What was causing the leak at {n}'s place?"]),
        "para": (["{n}屋里渗出来的水源头在哪儿？", "{n}那户往下渗的毛病出在何处"],
                 ["Where did the water in {n}'s home come from in the end?",
                  "What part failed in {n}'s plumbing?"]),
        "voice": ["[语音转文字] 哎呀我跟大家说一下啊，我家那个漏水，师傅来看了，说是{x}坏掉了，"
                  "现在换好了，楼下的不好意思啊"],
        "notice": ["【通知】{b}栋顶层住户反映的渗水问题已查明，原因是{x}堵塞开裂，{d}起施工队上"
                   "天台维修，预计{n2}天，期间请勿上天台，谢谢配合。"],
        "named": (["{n}家漏水是哪里坏了？"], ["What caused the leak in {n}'s flat?"]),
        "nodetail": (["{n}家漏水维修一共花了多少钱？"], ["How much did {n} pay to fix the leak?"]),
        "ghostq": (["{n}家漏水是不是{g}的问题？"], ["Was {n}'s leak from the {g}?"]),
    },
    "elevator": {
        "say": (["电梯停的原因问到了，维保师傅说是{x}坏了，在等配件",
                 "今天又被困了十分钟，出来问了维修的，说是{x}的毛病"],
                ["Asked the lift technician, he said the {x} is faulty and they're waiting "
                 "for parts", "Stuck in the lift again for ten minutes. The repair guy blamed "
                 "the {x}"]),
        "ask": (["@{n} 咱们楼那部梯子到底怎么了？", "@{n} 啥时候能好啊，知道啥情况不"],
                ["@{n} what's wrong with our lift this time?",
                 "@{n} do you know when the elevator will be back?"]),
        "ctx": (["爬了十几层楼，腿都软了", "电梯还没好，买的米只能扛上去"],
                ["Took the stairs again today, my legs are dead",
                 "Lift still out, hauling groceries up the stairs"]),
        "react": (["这电梯三天两头坏", "老人上下楼太难了", "维保公司该换了"],
                  ["Ugh, not again", "Hope they fix it soon"]),
        "kw": (["电梯坏在{x}是谁说的？", "谁提到电梯的{x}出了故障？"],
               ["Who said the lift's {x} was broken?"]),
        "part": (["{n}说电梯出的是什么毛病？"], ["What did {n} say was wrong with the lift?"]),
        "para": (["{n}讲的升降机故障是哪个零件？", "按{n}的说法，轿厢罢工是因为哪块部件"],
                 ["According to {n}, which component made the elevator fail?"]),
        "voice": ["[语音转文字] 那个电梯啊，我问了修电梯的小伙子，他讲是{x}有问题，要等几天，"
                  "大家爬楼慢一点哦"],
        "notice": ["【通知】{b}栋{u}号电梯经维保单位检查为{x}磨损，需更换配件，{d}前暂停使用，"
                   "请业主走另一部电梯，给大家带来不便敬请谅解。"],
        "named": (["{n}说电梯坏的是哪个部件？"], ["Which lift part did {n} say was broken?"]),
        "nodetail": (["{n}说电梯配件要等几天？"],
                     ["How many days did {n} say the lift repair would take?"]),
        "ghostq": (["{n}是不是说电梯的{g}坏了？"], ["Did {n} say the lift's {g} failed?"]),
    },
    "gate": {
        "say": (["北门闸机那事问清楚了，是{x}坏了，厂家说要换",
                 "刚跟保安聊了，大门打不开是因为{x}出故障"],
                ["Talked to the guard, the north gate problem is the {x}, they need a new one",
                 "The gate keeps failing because of the {x}, apparently"]),
        "ask": (["@{n} 北边那个杆子到底啥毛病，天天抬不起来", "@{n} 你问过保安没有，咋回事"],
                ["@{n} any idea why the barrier won't lift?",
                 "@{n} did security tell you what's up with the entrance?"]),
        "ctx": (["又被闸机拦住了，刷了五次", "北门还是坏的，绕到南门多走好远"],
                ["Gate ate my card again", "North gate still broken, walked all the way round"]),
        "react": (["早该修了", "保安天天手动抬杆也辛苦", "外卖都进不来"],
                  ["Finally someone asked", "Thanks for checking"]),
        "kw": (["谁说大门的{x}坏了？"], ["Who said the gate's {x} was broken?",
                                      "Who mentioned a broken {x} at the gate?"]),
        "part": (["{n}说小区门禁出的什么故障？"], ["What did {n} say was wrong with the gate?"]),
        "para": (["照{n}的讲法，出入口栏杆失灵是哪个部件造成的",
                  "{n}打听到进出口那套设备哪块零件罢工了"],
                 ["Which component did {n} blame for the entrance barrier failing?"]),
        "voice": ["[语音转文字] 我今天问了门口的小伙子，他说那个门是{x}坏了，所以刷不开，"
                  "你们出门带好钥匙啊"],
        "notice": ["【转发】关于北门车辆道闸的情况说明：近期道闸频繁失灵，经厂家检测为{x}损坏，"
                   "新配件预计{n2}个工作日到货，期间请车主走南门，{b}栋地库出口不受影响。"],
        "named": (["{n}说北门闸机坏的是哪个部件？"], ["Which gate part did {n} say had failed?"]),
        "nodetail": (["{n}说北门道闸修一次要多少钱？"],
                     ["How much did {n} say the gate repair costs?"]),
        "ghostq": (["{n}是不是说大门的{g}坏了？"], ["Did {n} say the gate's {g} was broken?"]),
    },
    "parcel": {
        "say": (["找到了！我的快递被放在{x}，快递员也太随意了", "问了一圈，包裹原来搁在{x}"],
                ["Found my parcel, the courier left it at {x}",
                 "Mystery solved: my package was sitting at {x} the whole time"]),
        "ask": (["@{n} 你那个丢了的件寻着没", "@{n} 你前天说没收到的东西，有下落了吗"],
                ["@{n} did your missing delivery ever show up?",
                 "@{n} any luck tracking down that box?"]),
        "about": (["@{n} 你的快递被放在{x}了，我刚路过看到名字",
                   "{n}你家的包裹在{x}躺着呢，快去拿"],
                  ["@{n} your parcel is at {x}, saw your name on it",
                   "Hey {n}, there's a box with your name at {x}"]),
        "ctx": (["显示已签收但是门口没有，有人拿错了吗？", "快递又不见了，这个月第二次了"],
                ["Tracking says delivered but nothing at my door?",
                 "Another parcel missing, this is getting old"]),
        "react": (["现在快递员都不送上门了", "建议装个监控", "找到就好"],
                  ["Glad you found it", "Couriers here are so random"]),
        "kw": (["谁的快递被放在了{x}？", "快递在{x}找到的是谁？"],
               ["Whose parcel ended up at {x}?"]),
        "part": (["{n}的快递最后在哪找到的？"], ["Where was {n}'s parcel in the end?"]),
        "para": (["{n}那个下落不明的包裹最终在何处寻回", "{n}丢失的件后来出现在什么地方"],
                 ["Where did {n}'s lost delivery turn up?"]),
        "nkw": (["东门新装了{x}是谁通知的？"], ["Who announced the new {x} at the east gate?"]),
        "npart": (["{n}通知东门新装的是什么快递柜？"],
                  ["What did {n} say was installed at the east gate for parcels?"]),
        "npara": (["{n}发文说收件用的新设备叫啥"],
                  ["Which new delivery box did {n} tell us about?"]),
        "voice": ["[语音转文字] 小陶啊，我孙子寄来的东西找到了，在{x}，谢谢那个值班的小伙子啊"],
        "notice": ["【通知】为解决快递乱放的问题，物业在东门新装了{x}，{d}起快递员统一投放，"
                   "超过{n2}小时未取每次收费0.5元，详情见公告栏。"],
        "nodetail": (["{n}丢的那个快递里是什么东西？"], ["What was in {n}'s missing parcel?"]),
        "ghostq": (["{n}的快递是不是被放到{g}了？"], ["Was {n}'s parcel left at {g}?"]),
    },
    "pet": {
        "say": (["我家那只叫{x}，跑出去两天了，大家见到帮忙说一声",
                 "走丢的是我家{x}，胆子小，叫名字会过来"],
                ["Our pet {x} slipped out this morning, please message me if you see it",
                 "We lost {x} last night, answers to the name if you call"]),
        "ask": (["@{n} 你家毛孩子回来了吗？叫啥，我们遛弯帮你喊",
                 "@{n} 那只小家伙怎么称呼，散步时好帮你喊"],
                ["@{n} what's your little one called? We'll shout for it on our walk",
                 "@{n} what should we call out?"]),
        "about": (["刚在{b}栋地库看到@{n} 家的{x}了，往车库出口跑了",
                   "那只{x}是{n}家的吧？在儿童乐园那边"],
                  ["Just saw {x} near building {b}, that's {n}'s pet right?",
                   "@{n} I think {x} is hiding under the cars in the garage"]),
        "split": (("我家猫跑了，名字叫{a}", "是只{x}，灰白色，特别胆小"),
                  ("Our cat got out, her name is {a}", "She's a {x}, grey and very shy")),
        "ctx": (["还没找到，今晚再去地库转一圈", "找到了！！谢谢大家帮忙转发",
                 "印了寻宠启事贴在各栋大堂了"],
                ["Still searching, checking the garage again tonight",
                 "Found! Thank you all so much"]),
        "react": (["帮转发了", "我晚上遛狗帮你留意", "保安亭可以调监控"],
                  ["Will keep an eye out!", "Shared with the other group"]),
        "kw": (["谁家的宠物叫{x}？", "叫{x}的那只是谁家的？"], ["Whose pet is called {x}?"]),
        "part": (["{n}家走丢的宠物叫什么名字？"], ["What's the name of {n}'s lost pet?"]),
        "para": (["{n}那只跑丢的毛孩子怎么称呼", "{n}养的小动物唤作啥"],
                 ["What does {n} call the animal that went missing?"]),
        "skw": (["谁家丢的是一只{x}？"], ["Whose missing cat is a {x}?"]),
        "spart": (["{n}家走丢的猫叫什么、是什么品种？"],
                  ["What are the name and breed of {n}'s lost cat?"]),
        "spara": (["{n}那只溜出去的喵星人怎么称呼、属于哪个种类"],
                  ["What's {n}'s runaway kitty called, and what kind is it?"]),
        "voice": ["[语音转文字] 我们家那个小狗叫{x}，早上跑出去了，黑色的，大家看到了跟我说一声"
                  "啊，谢谢谢谢"],
        "named": (["{n}家的狗叫什么名字？"], ["What's the name of {n}'s dog?"]),
        "nodetail": (["{n}家的宠物几岁了？"], ["How old is {n}'s pet?"]),
        "ghostq": (["{n}家是不是有只叫{g}的宠物？"], ["Does {n} have a pet called {g}?"]),
    },
    "noise": {
        "say": (["查到了，半夜咚咚响的是楼上的{x}，已经上门沟通了",
                 "吵了一个月的声音终于找到源头：{x}"],
                ["Figured out the noise at night, it's the {x} upstairs",
                 "That thumping every night? A {x}. Talked to them today"]),
        "ask": (["@{n} 每晚那个动静到底哪来的？", "@{n} 你们楼晚上咚咚的是啥"],
                ["@{n} did you ever find out what that racket was?",
                 "@{n} what's making the sound at midnight?"]),
        "about": (["@{n} 你说的吵人的声音是{x}吧，我在楼道也听到了",
                   "{n}楼上那家的{x}，隔两层都听得见"],
                  ["@{n} pretty sure the noise is a {x}, I can hear it from the stairwell",
                   "{n}'s upstairs neighbour has a {x}, right?"]),
        "ctx": (["昨晚又是一点多才安静，睡不着", "跟物业反映了噪音的事，说会去调解"],
                ["Another night of no sleep", "Reported the noise to the property office"]),
        "react": (["太影响休息了", "可以找物业协调一下", "晚上十点后真的该安静"],
                  ["That's rough", "Earplugs help a bit"]),
        "kw": (["被{x}吵得睡不着的是谁？", "谁说半夜的噪音是{x}？"],
               ["Who complained about a {x} at night?"]),
        "part": (["{n}说晚上吵人的是什么声音？"], ["What did {n} say the night-time noise was?"]),
        "para": (["害{n}失眠的那个动静来源于什么", "{n}投诉的扰民响声究竟出自哪样东西"],
                 ["What's keeping {n} awake after dark?"]),
        "named": (["{n}说半夜吵的是什么？"], ["What did {n} say was so loud at midnight?"]),
        "nodetail": (["{n}找物业调解噪音用了几次？"],
                     ["How many times did {n} report the noise?"]),
        "ghostq": (["{n}是不是说晚上吵的是{g}？"], ["Did {n} say the noise was a {g}?"]),
    },
    "parking": {
        "say": (["我的车位是{x}，谁的车停我位置上了，麻烦挪一下",
                 "跟大家说下，{x}是我家的车位，别再停了"],
                ["Whoever is parked in {x}, that's my spot, please move",
                 "FYI {x} is my parking space, someone keeps using it"]),
        "ask": (["@{n} 你家买的那个位子编号多少，我看看挨不挨着", "@{n} 地下室你们停哪"],
                ["@{n} which bay is yours downstairs?",
                 "@{n} where do you leave the car in the basement?"]),
        "about": (["@{n} {x}那个是你的位吧，有辆电动车充电线拉过去了",
                   "{n}家{x}那个位被一辆白车堵了"],
                  ["@{n} someone's parked across {x}, that's yours isn't it?"]),
        "ctx": (["车位又被占了，物业说会贴条", "今天地库转了三圈才找到地方"],
                ["Someone took my spot again", "Garage is a nightmare tonight"]),
        "react": (["占位的太没素质了", "打物业电话让保安来", "贴个条提醒一下"],
                  ["So annoying", "Call the guards"]),
        "kw": (["车位{x}是谁家的？", "谁的车位是{x}？"], ["Who owns parking space {x}?"]),
        "part": (["{n}的车位号是多少？"], ["Which parking space is {n}'s?"]),
        "para": (["{n}在地库停车的那块地方编号是啥", "{n}的停车格位于哪个号码"],
                 ["What's the number of {n}'s bay in the garage?"]),
        "named": (["{n}家停车的位置编号是多少？"], ["What's {n}'s parking space number?"]),
        "nodetail": (["{n}的车位当时多少钱买的？"],
                     ["How much did {n} pay for the parking space?"]),
        "ghostq": (["{n}的车位是不是{g}？"], ["Is {g} {n}'s parking space?"]),
    },
    "groupbuy": {
        "say": (["我这次团的是{x}，品质真不错，推荐", "改一下我的单，要{x}两箱"],
                ["I got {x} in this round of the group buy, really good",
                 "Put me down for two boxes of {x} please"]),
        "ask": (["@{n} 你上回推荐的那个好吃的是啥来着", "@{n} 这周你订了什么"],
                ["@{n} what did you order this week?",
                 "@{n} what was the tasty thing you recommended?"]),
        "ctx": (["团购的到了吗？我下班去拿", "阿珍辛苦了，每次都帮大家搬"],
                ["Picked up my group-buy box, thanks!", "Is the group buy here yet?"]),
        "react": (["看着不错", "下次我也要", "阿珍选的都好吃"],
                  ["Looks good!", "Count me in next time"]),
        "kw": (["团购里谁订了{x}？", "谁团了{x}？"], ["Who ordered {x} in the group buy?"]),
        "part": (["{n}团购订的是什么？"], ["What did {n} order in the group buy?"]),
        "para": (["{n}在拼单里买了哪样吃的", "{n}跟着阿珍一起凑单要的是啥货"],
                 ["Which food did {n} get through the neighbours' bulk order?"]),
        "nkw": (["{x}这个特别团是谁发的？"], ["Who announced the special group buy of {x}?"]),
        "npart": (["{n}预告的下周特别团是什么？"], ["What's the special group buy {n} announced?"]),
        "npara": (["{n}提前吆喝的那批粮食是哪种"],
                  ["What product did {n} say would ship straight from the farm?"]),
        "notice": ["【团购预告】下周特别团：{x}，产地直发，{p}元一袋（{n2}0斤装），想要的先私聊我"
                   "登记，周三统一下单～"],
        "nodetail": (["{n}团购的东西一共花了多少钱？"],
                     ["How much did {n} spend on the group buy?"]),
        "ghostq": (["{n}是不是团了{g}？"], ["Did {n} order {g} in the group buy?"]),
    },
    "reno": {
        "say": (["我家装修找的{x}，设计和施工都还行", "装修公司定了，{x}，下个月开工"],
                ["We went with {x} for the renovation, pretty happy so far",
                 "Signed with {x} for the reno, they start next month"]),
        "ask": (["@{n} 你们家翻新请的哪个团队", "@{n} 求个施工方，你家用的谁"],
                ["@{n} who did your remodel? Looking for someone good",
                 "@{n} which crew did the work on your flat?"]),
        "split": (("装修公司定了，是{a}", "他们推荐客厅做{x}，我觉得挺好看"),
                  ("Picked {a} for our reno", "They suggested {x} for the living room, looks "
                                              "great")),
        "ctx": (["装修期间打扰大家了，有问题随时找我", "今天开始拆旧，可能会有点吵，抱歉"],
                ["Sorry about the drilling this week", "Reno almost done, thanks for your "
                                                       "patience"]),
        "react": (["装修辛苦", "有效果图吗", "记得按规定时间施工哦"],
                  ["Can't wait to see it", "Good luck with the reno!"]),
        "kw": (["谁家找的{x}装修？"], ["Who hired {x} for their renovation?"]),
        "part": (["{n}家装修找的是哪家公司？"], ["Which company is doing {n}'s renovation?"]),
        "para": (["{n}翻新住所请的哪个团队", "替{n}改造屋子的是哪一家"],
                 ["Who did {n} hire to redo their flat?"]),
        "skw": (["谁家装修做了{x}？"], ["Whose renovation has {x}?"]),
        "spart": (["{n}家装修找了哪家、客厅用的什么材料？"],
                  ["Which firm and which material did {n} choose for the renovation?"]),
        "spara": (["{n}翻新屋子请的哪个团队、大厅铺了啥"],
                  ["Who's redoing {n}'s home, and what finish goes in the lounge?"]),
        "named": (["{n}家装修是哪家公司做的？"], ["Which company did {n} use for the renovation?"]),
        "nodetail": (["{n}家装修一共花了多少钱？"], ["How much did {n}'s renovation cost?"]),
        "ghostq": (["{n}家是不是找{g}装修的？"], ["Did {n} hire {g} for the renovation?"]),
    },
    "festival": {
        "say": (["邻里节我报了{x}，到时候大家来捧场", "跟大家说一声，我邻里节那天负责{x}"],
                ["I signed up to do {x} at the neighbourhood festival, come watch!",
                 "For the neighbourhood festival I'm on {x}"]),
        "ask": (["@{n} 五月那个小区活动你准备了啥", "@{n} 你在那天的游园会上出什么节目"],
                ["@{n} what are you bringing to the block party?",
                 "@{n} what's your act for the May event?"]),
        "about": (["听说@{n} 邻里节要表演{x}，期待！", "{n}报了{x}，大家记得去看"],
                  ["Heard {n} is doing {x} at the festival!"]),
        "ctx": (["邻里节的节目还在排练，有点紧张", "邻里节那天天气好就好了"],
                ["Practising every evening for the festival", "Hope it doesn't rain on "
                                                              "festival day"]),
        "react": (["期待期待", "一定去捧场", "好厉害"], ["Can't wait!", "Amazing"]),
        "kw": (["邻里节上{x}是谁报的？"], ["Who signed up for {x} at the neighbourhood festival?"]),
        "part": (["{n}邻里节报了什么节目？"], ["What is {n} doing at the neighbourhood festival?"]),
        "para": (["小区五月那场联欢上{n}献艺的是啥", "{n}在街坊聚会上准备了哪样才艺"],
                 ["What's {n}'s contribution to the residents' fair in May?"]),
        "nkw": (["邻里节分工里谁发的1栋负责{x}？"],
                ["Who posted that building 1 runs the {x} at the festival?"]),
        "npart": (["{n}发的邻里节分工里1栋负责什么？"],
                  ["In {n}'s task list for the festival, what is building 1 doing?"]),
        "npara": (["照{n}的安排，一号楼在街坊联欢上承担哪项"],
                  ["Per {n}'s plan, what's the first block in charge of at the fair?"]),
        "notice": ["【邻里节分工】{d}中心花园邻里节，各栋楼长认领任务：1栋负责{x}，3栋负责音响和"
                   "舞台，5栋负责签到和志愿者，6栋负责游园券，有问题@我。"],
        "nodetail": (["{n}的邻里节节目排在第几个？"], ["What slot is {n}'s festival act in?"]),
        "ghostq": (["{n}邻里节是不是报了{g}？"], ["Is {n} doing {g} at the festival?"]),
    },
    "class": {
        "say": (["孩子报了{x}，每周六上午上课", "给娃报的{x}，试听了一次挺喜欢"],
                ["Signed my kid up for {x}, Saturday mornings",
                 "The kids started {x} this month, they love it"]),
        "ask": (["@{n} 你家小朋友周末去学啥了", "@{n} 娃最近在哪个班上课"],
                ["@{n} what class is your little one taking these days?",
                 "@{n} where do your kids go on weekends?"]),
        "split": (("娃报了{a}，就在东门对面", "带课的是{x}，特别有耐心"),
                  ("Signed the kid up at {a}, right across from the east gate",
                   "Her teacher is {x}, super patient")),
        "ctx": (["周末接送孩子上课，一天跑三趟", "孩子的课下周停一次"],
                ["Weekend class run again", "No class next week, yay"]),
        "react": (["我家也想报", "有试听吗", "离得近挺方便"],
                  ["Sounds fun!", "Is there a trial class?"]),
        "kw": (["谁家报了{x}？", "上{x}的是谁家？"], ["Who signed up for {x}?"]),
        "part": (["{n}说报的是什么班？"], ["What class did {n} sign up for?"]),
        "para": (["{n}家安排了哪门课外兴趣", "{n}那边每到周末去学什么本领"],
                 ["What after-school activity did {n} pick?"]),
        "skw": (["谁家孩子的老师是{x}？"], ["Whose kid has {x} as a teacher?"]),
        "spart": (["{n}家孩子在哪学、老师是谁？"],
                  ["Where does {n}'s kid study and who teaches them?"]),
        "spara": (["{n}家娃去哪个机构、由哪位教"],
                  ["Which studio does {n}'s child attend, and with whom?"]),
        "voice": ["[语音转文字] 我呀在老年大学报了个{x}的班，每礼拜二去，好玩得很，你们也去嘛"],
        "named": (["{n}家孩子周末上的什么兴趣班？"], ["What class does {n}'s kid go to?"]),
        "nodetail": (["{n}家孩子那个班一节课多少钱？"],
                     ["How much is a lesson at {n}'s kid's class?"]),
        "ghostq": (["{n}家孩子是不是在学{g}？"], ["Is {n}'s kid taking {g}?"]),
    },
    "handyman": {
        "say": (["推荐个师傅，{x}，水电都会，收费公道", "我家上次就是{x}修的，手艺好"],
                ["Recommend {x}, did all our plumbing and wiring, fair price",
                 "{x} fixed ours last time, very good work"]),
        "ask": (["@{n} 你那回找来干活的人靠谱不，叫什么", "@{n} 有熟悉的修理工介绍一个吗"],
                ["@{n} who was that repairman you used? Need one",
                 "@{n} got a contact for someone handy?"]),
        "about": (["@{n} 你家那个水龙头是{x}修的吧，我也想找他", "{n}家用的{x}挺好，我问过了"],
                  ["@{n} was it {x} who fixed your tap? I need him too"]),
        "ctx": (["家里水龙头又滴了，烦", "修好了，这回应该能撑久一点"],
                ["Tap dripping again", "All fixed, finally"]),
        "react": (["求电话", "收藏了", "好师傅难找"], ["Saving this!", "Thanks for the tip"]),
        "kw": (["谁推荐的{x}？"], ["Who recommended {x}?"]),
        "part": (["{n}推荐的师傅是哪位？"], ["Which handyman did {n} recommend?"]),
        "para": (["{n}介绍给邻居的修理工叫啥", "{n}那位手艺人怎么称呼"],
                 ["Who's the repairman {n} vouched for?"]),
        "named": (["{n}找的水电工是谁？"], ["Which plumber did {n} use?"]),
        "nodetail": (["{n}推荐的师傅电话多少？"], ["What's the phone number of {n}'s handyman?"]),
        "ghostq": (["{n}推荐的是不是{g}？"], ["Did {n} recommend {g}?"]),
    },
    "ebike": {
        "say": (["新买的电动车是{x}的，续航还行", "电动车换了，{x}，充一次跑一周"],
                ["Got a new e-bike, a {x}, battery lasts all week", "My new scooter's a {x}"]),
        "ask": (["@{n} 你那辆新坐骑啥品牌", "@{n} 楼下停的那台两轮的是你的吗，哪家出的"],
                ["@{n} what make is your new ride?",
                 "@{n} which brand did you end up buying?"]),
        "about": (["@{n} 你那辆{x}停在消防通道了，物业在拍照", "{n}家的{x}电动车挡住单元门了"],
                  ["@{n} your {x} is blocking the fire lane, the guards are taking photos"]),
        "split": (("电动车买好了，{a}的", "型号是{x}，新国标"),
                  ("Bought an e-bike, it's a {a}", "Model is the {x}")),
        "ctx": (["电动车不让上楼充电了，只能去充电棚", "今天骑车去菜场，十分钟就到"],
                ["Charging shed was full again", "Rode to the market, so handy"]),
        "react": (["不错不错", "电池记得别在楼道充", "多少钱？"], ["Nice!", "Enjoy the ride"]),
        "kw": (["谁买了{x}电动车？", "骑{x}的是谁？"], ["Who rides a {x}?"]),
        "part": (["{n}的电动车是什么牌子的？"], ["What brand is {n}'s e-bike?"]),
        "para": (["{n}新入手的两轮代步工具出自哪个厂家", "{n}那台电驴什么来路"],
                 ["Which maker built {n}'s new scooter?"]),
        "skw": (["谁的电动车是{x}型号？"], ["Whose e-bike is the {x} model?"]),
        "spart": (["{n}的电动车是什么牌子什么型号？"], ["What brand and model is {n}'s e-bike?"]),
        "spara": (["{n}入手的电驴出自哪家、具体哪一款"],
                  ["Which maker and which version is {n}'s new scooter?"]),
        "named": (["{n}骑的电动车是什么牌子？"], ["What make is {n}'s e-bike?"]),
        "nodetail": (["{n}的电动车多少钱买的？"], ["How much did {n} pay for the e-bike?"]),
        "ghostq": (["{n}骑的是不是{g}？"], ["Does {n} ride a {g}?"]),
    },
}
# days a topic's facts may fall on (first day, last day)
SPAN = {"festival": (60, 74), "leak": (40, 114)}
FIX_NOW = (["打错了，不是{y}，是{x}", "更正一下：是{x}，刚才说成{y}了"],
           ["Typo, it's {x}, not {y}", "Correction: {x}, not {y}"])
FIX_LATER = (["昨天说错了，不是{y}，是{x}", "纠正下昨天的话，是{x}不是{y}"],
             ["Correction from yesterday: it's {x}, not {y}", "Sorry, I meant {x} yesterday, "
                                                            "not {y}"])
LATE = (["刚看到，", "不好意思才看到，"], ["Sorry, just saw this. ", "Only just saw this, "])
CONFIRM = (["对对，谢谢提醒", "是的是的，哈哈被你发现了", "嗯嗯，是我家的", "没错，谢啦"],
           ["Yes that's right, thanks!", "Haha yes, that's mine", "Yep, thanks for letting me "
                                                                  "know"])
ELDER_FILL = ["哎呀", "那个", "我跟你们讲", "嗯"]

# -- ordinary talk -----------------------------------------------------------------------

DAWN = ["早", "早上好", "早安", "大家早", "早啊", "[图片]", "今天{tmp}度，出门加件衣服",
        "菜场今天青菜{p}一斤，比昨天便宜", "[语音转文字] 早上好啊，今天天气不错，出来晒晒太阳",
        "[语音转文字] 小区里那个健身器材谁在修啊，好几天了", "东门早上几点开？",
        "晨练回来了，中心花园的月季开了", "今天收厨余垃圾吗？", "[语音转文字] 大家早，今天菜场鸡蛋"
        "{p}一斤", "跳广场舞的今天几点？", "[表情]"]
NOTICES = ["【通知】{d}{t}起{b}栋停水检修，预计{n2}小时，请提前储水。",
           "【温馨提示】本周{d}进行绿化消杀，请看管好宠物和小孩，勿触碰草坪。",
           "【通知】{d}上午{b}栋电梯年检，期间暂停使用约{n2}0分钟。",
           "【提醒】请业主将电动车停放至指定区域，楼道内禁止充电，发现一次拍照通报。",
           "【通知】本季度物业费缴费截止{d}，可在小程序缴纳，逾期将收取滞纳金。",
           "【通知】{d}晚上{t}消防演练，听到警报请勿惊慌，按指示有序撤离。",
           "【温馨提示】近期快递量大，{b}栋门口请勿堆放纸箱，物业每天{t}统一清理。",
           "【通知】{d}{t}至{t2}{b}栋{u}单元停电检修，请关闭家中大功率电器。",
           "【提醒】雨季来临，请各位业主检查阳台地漏和窗户密封，发现渗水及时报修。",
           "【通知】地下车库{d}晚上进行地面清洗，请{b}栋的车主提前挪车。",
           "【公示】{n2}月份维修基金使用情况已张贴在各栋大堂，欢迎监督。",
           "【温馨提示】高空抛物违法！请大家看好自家阳台上的物品。"]
ACKS = ["收到", "收到，谢谢", "好的", "收到👌", "+1", "已阅", "收到收到", "好的，辛苦了"]
PARCEL = ["谁的快递？取件码{code}，放在{b}栋大堂了", "丰巢满了，快递员把东西都堆门口了",
          "有人拿错快递了吗，尾号{tail}的", "谁拿错了一个{b}-{u}-{room}的包裹，请放回前台",
          "快递柜超时要收费了，{p}元，太离谱", "今天顺丰小哥说{t}以后才来",
          "大堂有个{b}-{u}-{room}的生鲜快递，再不拿要坏了", "菜鸟驿站今天排队好长",
          "取件码{code}是谁的，在东门快递柜卡住打不开"]
PARCEL_EN = ["Anyone got a package for {b}-{u}-{room}? It's been in the lobby for two days",
             "Is the parcel locker at the east gate working today?",
             "Courier called me but I'm not home, can he leave it with the guards?"]
DAYTIME = ["中午吃啥", "东门那家面馆涨价了，一碗{p}", "今天太阳好，被子都晒上了",
           "有没有人知道附近哪里修鞋", "小区门口的水果店今天{fruit}{p}一斤",
           "午休了，楼下别割草了🙏", "[图片]", "放学了，{b}栋门口好多家长",
           "有人去接孩子顺路吗", "[语音转文字] 小陶啊，我们{b}栋楼道灯又不亮了",
           "今天{b}栋有人搬家，电梯占用一下午", "小区绿化又在修剪了，一股青草味",
           "业委会换届的事大家怎么看", "{b}栋的垃圾桶满了没人收", "[语音转文字] 今天{b}栋门口"
           "卖菜的来了没有", "中心花园的喷泉今天开了", "谁知道社区医院周末开门吗",
           "下午有人在{b}栋楼下放风筝，小孩好开心"]
EVENING = ["晚饭后去中心花园散步的举手", "{b}栋楼下的路灯坏了好几个", "今天物业费交了吗",
           "篮球场晚上灯开到几点？", "谁家孩子的滑板车落在儿童乐园了", "垃圾分类督导今晚又在",
           "小区的流浪猫被喂胖了哈哈", "北门那个闸机又卡人了",
           "楼下有辆车{plate}开着双闪停了一晚上",
           "B1-{sp}那辆白车压线停，旁边的车都出不去", "今天{b}栋电梯里有人抽烟，味道好大",
           "明天降温，阳台的衣服收一下", "小区门口新开了一家烘焙店，蛋挞{p}一个",
           "{b}栋楼下有只小狗没人牵，谁家的？", "今晚月亮好圆", "健身房的跑步机又坏了一台",
           "儿童乐园的滑梯螺丝松了，家长注意", "有人知道{b}栋{room}是在装修吗，好多灰",
           "谁家的外卖放在{b}栋门口半小时了", "物业能不能把地库的灯修一下，{b}栋那边好暗",
           "今天的垃圾分类又被点名了，{b}栋厨余桶里有塑料袋", "夏天快到了，泳池什么时候开？",
           "业主大会的投票大家投了吗", "小区里的枇杷熟了，别乱摘啊", "[图片]", "[表情]",
           "晚上遛狗的注意一下，有人在草坪上发现了碎玻璃", "{b}栋楼顶的太阳能是谁家的，在漏水",
           "{b}栋{u}单元的门禁又坏了，门一直开着", "今晚{t}有人在{b}栋放烟花，吓哭小孩了",
           "谁有多余的纸箱，搬家用", "明天早上{t}开始小区洗路面，车别停路边",
           "有人一起拼车去机场吗，周五早上", "隔壁小区车位都卖到{n2}0万了"]
EVENING_EN = ["Does anyone know a good dry cleaner nearby?", "Is the gym in the clubhouse open "
              "on weekends?", "The north gate app isn't working again",
              "Hi all, which bin is for kitchen waste? still confused lol",
              "Thanks for the help earlier!", "Is there a pharmacy open late near the east gate?",
              "Does the water get cut again tomorrow?", "Lovely evening for a walk around the pond",
              "Someone left a stroller in the lobby of building {b}",
              "How do I pay the property fee without WeChat Pay?",
              "Kids are loving the new playground equipment", "Any recommendations for a "
              "Mandarin tutor around here?"]
EVENING_MIX = ["今天的garbage sorting检查好严", "有人知道怎么在app上交物业费吗？the mini program "
               "keeps crashing", "楼下新开的coffee shop还不错", "周末有人一起去hiking吗",
               "谁家wifi叫{b}-{u}-{room}，信号好强哈哈"]
NIGHT = ["楼上几点了还在拖椅子，{t}了", "睡不着，有人一起骂骂楼上吗", "夜宵有人拼单吗",
         "小区后门的烧烤摊今晚出摊了", "晚安各位", "外面下大雨了，车窗记得关", "[表情]",
         "谁家的狗一直在叫，{b}栋这边都听得到"]
NIGHT_EN = ["Anyone else hearing that alarm?", "Night all", "Is the back gate locked after "
            "midnight?"]
REACT = ["哈哈哈", "[表情]", "+1", "同感", "👍", "真的", "笑死", "辛苦了", "太好了", "[图片]",
         "同问", "顶", "确实"]
REACT_EN = ["lol", "haha", "+1", "Same here", "Thanks!"]
AT_PAIRS = [("@{w} 明天一起去菜场吗", "好呀，七点楼下见"),
            ("@{w} 谢谢你帮忙搬东西！", "不客气，邻居嘛"),
            ("@{w} 你家门口的纸箱还要吗，不要我拿去卖了", "拿走拿走"),
            ("@{w} 晚上带孩子下来玩吗", "来来来，八点儿童乐园"),
            ("@{w} 借个梯子用一下可以吗", "可以，在我家门口，自己拿"),
            ("@{w} 你上次说的那家早餐店叫啥", "东门出去左转第二家，包子好吃"),
            ("@{w} thanks for holding the lift this morning!", "No problem!")]
QUOTE_RESP = ["同意", "是的，我也遇到过", "+1", "哈哈确实", "物业快来看看", "顶一下"]
RED = ["[QQ红包]恭喜发财，大吉大利", "[QQ红包]谢谢大家支持团购", "[QQ红包]邻居们辛苦了"]
RED_THANKS = ["谢谢老板", "谢谢红包", "手慢了", "抢到{yuan}元哈哈", "谢谢谢谢", "[表情]", "Thanks!"]
GREETINGS = {35: ["清明安康", "清明出行注意安全"], 61: ["五一快乐", "劳动节快乐"],
             100: ["端午安康", "端午节快乐，吃粽子了吗"]}
INCIDENTS: dict[str, list[tuple[str, str]]] = {
    "leak": [("R", "{b}栋{room}楼道天花板在滴水，谁家的？"), ("O", "赶紧叫物业"),
             ("P", "收到，已通知维修师傅上门查看"), ("R", "师傅来了，在查")],
    "elevator": [("R", "{b}栋{u}号梯又停了，我走了{n2}层楼"), ("O", "上个月刚修过啊"),
                 ("P", "收到，维保单位{t}前到场")],
    "gate": [("R", "北门闸机刷不开，大家走东门"), ("O", "又坏了？"),
             ("P", "已报修，请大家暂时走东门")],
    "pet": [("R", "{b}栋楼下有只小狗没人牵，棕色的，谁家的？"), ("O", "好像是走丢的"),
            ("R", "已经抱到保安亭了")],
    "noise": [("R", "楼上几点了还在拖东西，{t}了"), ("O", "同楼，我也听到了"),
              ("O", "可以找物业调解")],
    "parking": [("R", "B1-{sp}那辆车把出口堵了，谁的车？"), ("O", "打物业电话挪车吧"),
                ("P", "已联系车主挪车")],
    "reno": [("R", "{b}栋{room}装修电钻从早上八点响到现在"),
             ("P", "装修时间是工作日8:00-12:00，14:00-18:00，我们去提醒一下")],
}
FRUIT = ["沃柑", "金煌芒", "丑橘", "阿克苏苹果", "麒麟西瓜", "水蜜桃", "黄心猕猴桃", "荔枝",
         "杨梅", "东北大米", "土鸡蛋", "小番茄", "椰青", "车厘子", "砂糖橘", "香梨"]
BUY_TITLES = ["本周水果团", "周末水果拼单", "大米杂粮团", "时令水果团", "农家土特产团"]
QTY = ["1箱", "2箱", "1袋", "2斤", "3斤", "5斤", "x1", "x2"]
ACTS = ["合唱", "诗朗诵", "广场舞", "相声", "太极拳", "魔方表演", "二胡", "儿童走秀", "剪纸",
        "猜灯谜", "书法现场写福"]
BOT_GENERAL = [
    "早上好呀", "你好，在吗", "讲个笑话听听", "今天星期几", "帮我写一段生日祝福，给我妈的",
    "推荐几部最近好看的电影", "西红柿炒鸡蛋怎么做好吃", "怎么把微信聊天记录导到新手机",
    "给我起个好听的群昵称", "晚上吃什么好，给点建议", "How do you say 'property fee' in Chinese?",
    "Tell me a joke", "What's a good name for a cat?", "帮我算一下 37 乘以 24", "今天适合洗车吗",
    "怎么去除衣服上的油渍", "推荐一个适合五岁孩子的绘本", "给我讲个睡前故事",
    "Can you translate 'the lift is out of order' into Chinese?", "夏天空调开多少度最省电",
    "怎样防止阳台的花被晒死", "帮我写个请假条，孩子发烧", "如何跟邻居礼貌地沟通",
    "What's the weather usually like in Hangzhou in June?", "一斤等于多少克", "怎么煮粽子不散",
    "帮我想个团建的游戏", "哈哈你好可爱", "你是机器人吗", "谢谢你", "晚安",
    "推荐几首适合跳广场舞的歌", "怎么教孩子系鞋带", "西瓜怎么挑才甜", "How do I get rid of mold "
    "in the bathroom?", "帮我写一首关于春天的小诗", "地铁上被挤到了好烦", "最近有什么新闻",
    "怎么做红烧肉", "帮我写个感谢信给保安大叔", "什么是梅雨季", "为什么夏天会打雷",
    "Recommend some easy Chinese dishes to cook", "怎么快速入睡", "手机内存满了怎么办",
    "用电饭煲怎么做蛋糕", "你喜欢什么颜色", "帮我想一句朋友圈文案，周末去郊游",
    "蚊子太多了怎么办", "如何挑选好的大米", "Is it rude to knock on a neighbour's door late?",
    "What should I bring to a Chinese neighbour's housewarming?", "今天好热啊", "你会下围棋吗",
    "怎么养绿萝", "帮我把这句话翻译成英文：欢迎来我家做客", "周末带孩子去哪玩好",
    "What does 业主群 mean?", "怎么给老人设置手机大字体", "推荐个适合全家看的综艺",
    "辣椒油怎么炸才香", "帮我写一条寻物启事的模板，丢了一把伞", "蒸鸡蛋羹怎么才嫩",
    "How long should I boil dumplings?", "给我讲讲端午节的由来", "咖啡喝多了睡不着怎么办",
    "帮我出三道小学数学题", "怎么跟孩子解释为什么要垃圾分类", "家里有小孩，用什么拖地比较安全",
    "Tell me something interesting about pandas", "今天心情不好，安慰我一下",
    "你觉得夏天好还是冬天好",
    "快递单号怎么查", "怎么清洗洗衣机", "What's a polite way to say no in Chinese?",
    "帮我起个小区读书会的名字", "豆浆机怎么清洗", "怎样写一份邻里节的主持稿开场白",
]
BOT_TOPICAL = [
    "家里漏水一般先检查哪里？", "电梯困人了应该怎么自救？", "小区车位是买划算还是租划算",
    "楼上太吵了怎么沟通比较好", "快递老是丢，有什么办法", "宠物走丢了该怎么找",
    "装修公司怎么挑不容易被坑", "团购水果怎么判断新鲜不新鲜", "孩子上兴趣班一周几次合适",
    "电动车电池在家充电安全吗", "How do I find a reliable plumber in China?",
    "What should I do if my dog goes missing?", "Who fixes a broken building gate, the property "
    "company or the owners?", "How do I complain politely about noise upstairs?",
    "业主群里一般怎么发通知比较好", "门禁卡丢了怎么补办", "物业费包括哪些服务",
    "邻里节可以办些什么活动", "What are good neighbourhood festival activities for kids?",
]

# -- words and languages -----------------------------------------------------------------

CJK = re.compile(r"[\u4e00-\u9fff]+")
LATIN = re.compile(r"[A-Za-z]+")
STOP = {
    "the", "and", "for", "you", "your", "our", "did", "does", "what", "which", "who", "whose",
    "where", "when", "how", "that", "this", "with", "from", "about", "was", "were", "are",
    "has", "have", "had", "his", "her", "its", "they", "them", "their", "she", "him", "any",
    "all", "one", "not", "but", "say", "said", "just", "saw", "sorry", "only", "yes", "btw",
    "fyi", "tbh", "lol", "there", "here", "some", "again", "got", "get", "out", "isn",
    "it's", "can", "will", "would", "could", "should", "really", "very", "also", "then",
    "ever", "what's", "who's", "whom",
}


def _stem(w: str) -> str:
    w = w.lower()
    for end in ("ing", "ies", "ed", "es", "s"):
        if w.endswith(end) and len(w) - len(end) >= 3:
            return w[: -len(end)] + ("y" if end == "ies" else "")
    return w


def _words(text: str) -> set[str]:
    return {_stem(w) for w in LATIN.findall(text) if len(w) >= 3 and w.lower() not in STOP}


def _grams(text: str) -> set[str]:
    return {run[i:i + 2] for run in CJK.findall(text) for i in range(len(run) - 1)}


def _strip(text: str, drop: tuple[str, ...]) -> str:
    for d in sorted(drop, key=len, reverse=True):
        if d:
            text = re.sub(re.escape(d), " ", text, flags=re.IGNORECASE)
    return text


def _shares(a: str, b: str, drop: tuple[str, ...] = ()) -> bool:
    """Whether two lines share an English content word or two Chinese characters in a row,
    the member names and `drop` aside."""
    a, b = _strip(a, (*drop, *MEMBERS)), _strip(b, (*drop, *MEMBERS))
    return bool(_words(a) & _words(b) or _grams(a) & _grams(b))


def _lang(text: str, value: str) -> str:
    """The language of a fact's line: "mix" where a Latin-letter detail sits in a Chinese
    line, a Chinese one in an English line, or the line itself is both."""
    rest = _strip(text, (value, *MEMBERS))
    zh, en = bool(CJK.search(rest)), bool(re.search(r"[A-Za-z]{3,}", rest))
    if zh and en:
        return "mix"
    if zh:
        return "mix" if value.isascii() else "zh"
    return "en" if value.isascii() else "mix"


def _values() -> tuple[list[str], list[str]]:
    """The details, split parts and wrong values; the never-said values."""
    said = [f[3] for f in FACTS] + [f[4] for f in FACTS if f[4]]
    ghosts = [g for gs in GHOSTS.values() for g in gs]
    return said, ghosts


# -- laying out --------------------------------------------------------------------------

@dataclass
class _Line:
    who: str
    text: str
    gap: float = 0.0  # seconds after the thread's line before
    role: str = ""  # "evidence", "around", "ask", "earlier", "confirm"
    k: int = -1  # the fact it belongs to
    wait: bool = True  # whether it waits for its speaker's hours


def _weekend(d: int) -> bool:
    return d % 7 >= 5 or d in HOLIDAYS


def _windows(kind: str, d: int) -> list[tuple[float, float]]:
    off = _weekend(d)
    if kind == "office":
        return [] if d % 7 == 6 else [(9.0, 12.0)] if off else [(8.5, 18.0)]
    if kind == "elder":
        return [(5.8, 11.0), (14.5, 20.5)]
    if kind == "day":
        return [(7.0, 22.5)]
    if kind == "work":
        return [(8.5, 23.8)] if off else [(7.0, 8.8), (12.0, 13.5), (18.5, 23.8)]
    if kind == "expat":
        return [(9.5, 25.0)] if off else [(7.5, 9.0), (12.0, 13.5), (18.0, 25.0)]
    return [(10.5, 26.0)] if off else [(12.0, 13.5), (19.0, 26.0)]  # night owls


def _awake(rng: random.Random, who: str, t: float) -> float:
    """`t`, or the start of the speaker's next hours (a little after) if they are away."""
    d0 = int((t - T0) // DAY)
    later: list[float] = []
    for d in range(d0 - 1, d0 + 9):
        for a, b in _windows(HOURS_OF[who], d):
            s, e = T0 + d * DAY + a * 3600, T0 + d * DAY + b * 3600
            if s <= t < e:
                return t
            if s > t:
                later.append(s)
    return min(later) + rng.uniform(60, 1500)


def _lay(rng: random.Random, lines: list[_Line], start: float) -> list[tuple[float, _Line]]:
    out: list[tuple[float, _Line]] = []
    t = start
    for i, ln in enumerate(lines):
        if i:
            t += ln.gap
        if ln.wait:
            t = _awake(rng, ln.who, t)
        out.append((t, ln))
    return out


class _Gen:
    """The set's generator: its random source, the values no ordinary line may hold, and the
    lines laid out so far."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        said, ghosts = _values()
        self.bad = [v.lower() for v in said + ghosts]
        self.recs: list[tuple[float, _Line]] = []
        self.weights = [TALK[m] for m in MEMBERS]

    # numbers and fills
    def _num(self, key: str, d: int) -> str:
        r = self.rng
        if key == "b":
            return str(r.randint(1, 8))
        if key == "u":
            return str(r.randint(1, 2))
        if key == "room":
            return f"{r.randint(2, 26)}0{r.randint(1, 4)}"
        if key == "code":
            return f"{r.randint(1, 9)}-{r.randint(1, 9)}-{r.randint(1000, 9999)}"
        if key == "p":
            return f"{r.randint(3, 98)}.{r.randint(0, 9)}" if r.random() < 0.5 else str(
                r.randint(2, 199))
        if key in ("t", "t2"):
            return f"{r.randint(7, 22):02d}:{r.choice(('00', '15', '30', '45'))}"
        if key == "d":
            day = d + r.randint(0, 6)
            return f"{_month_day(day)}"
        if key == "n2":
            return str(r.randint(2, 9))
        if key == "tail":
            return f"{r.randint(0, 9999):04d}"
        if key == "yuan":
            return f"{r.randint(0, 9)}.{r.randint(1, 99):02d}"
        if key == "sp":
            return f"{r.randint(1, 299):03d}"
        if key == "plate":
            return "浙A·" + "".join(r.choice("0123456789ABCDEFGHJKLMNPQRSTUVWXYZ")
                                    for _ in range(5))
        if key == "tmp":
            return str(r.randint(6, 35))
        if key == "fruit":
            return r.choice(FRUIT)
        if key == "w":
            return self.who()
        raise KeyError(key)

    def fill(self, tpl: str, d: int, **given: str) -> str:
        def one(m: re.Match[str]) -> str:
            key = m.group(1)
            return given[key] if key in given else self._num(key, d)

        return re.sub(r"\{(\w+)\}", one, tpl)

    def line(self, pool: list[str], d: int) -> str:
        """An ordinary line from a pool, drawn again until it holds no value."""
        for _ in range(40):
            text = self.fill(self.rng.choice(pool), d)
            if not any(v in text.lower() for v in self.bad):
                return text
        return "[表情]"

    def who(self, *, but: tuple[str, ...] = (), among: tuple[str, ...] = ()) -> str:
        names = [m for m in (among or MEMBERS) if m not in but]
        return self.rng.choices(names, [TALK[m] for m in names])[0]

    def put(self, lines: list[_Line], start: float) -> list[tuple[float, _Line]]:
        laid = _lay(self.rng, lines, start)
        self.recs.extend(laid)
        return laid

    def at(self, d: int, hour: float, spread: float = 0.5) -> float:
        return T0 + d * DAY + (hour + self.rng.uniform(0.0, spread)) * 3600

    def gap(self, median: float = 90.0) -> float:
        return min(1800.0, max(4.0, self.rng.lognormvariate(0.0, 0.8) * median))


def _month_day(d: int) -> str:
    months = [(3, 31), (4, 30), (5, 31), (6, 30), (7, 31)]
    for m, n in months:
        if d < n:
            return f"{m}月{d + 1}日"
        d -= n
    return "7月31日"


# -- the days' ordinary talk -------------------------------------------------------------

def _ordinary(g: _Gen) -> None:
    rng = g.rng
    for d in range(DAYS):
        def chat(hour: float, n: int, pools: list[list[str]], spread: float = 1.0,
                 d: int = d) -> None:
            lines: list[_Line] = []
            for _ in range(n):
                w = g.who(but=(PM,))
                en = rng.random() < ENGLISH[w]
                pool = (EVENING_EN if rng.random() < 0.8 else EVENING_MIX) if en else \
                    rng.choice(pools)
                r = rng.random()
                if r < 0.08 and lines:
                    prev = lines[-1]
                    snip = prev.text[:14]
                    text = f"[回复 {prev.who}：{snip}] {rng.choice(QUOTE_RESP)}"
                elif r < 0.25:
                    text = rng.choice(REACT_EN if en else REACT)
                else:
                    text = g.line(pool, d)
                if text.startswith("[语音转文字]"):  # transcripts are the elders'
                    w = g.who(among=ELDERS)
                lines.append(_Line(w, text, g.gap(80)))
            if lines:
                g.put(lines, g.at(d, hour, spread))

        if rng.random() < 0.7:  # dawn
            lines = []
            for _ in range(rng.randint(1, 4)):
                text = g.line(DAWN, d)
                early = ELDERS if text.startswith("[语音转文字]") else (
                    *ELDERS, "1栋楼长刘姐", LEADER, "豆豆妈")
                lines.append(_Line(g.who(among=early), text, g.gap(120)))
            g.put(lines, g.at(d, 6.1, 1.2))
        if d % 7 != 6 and rng.random() < (0.55 if not _weekend(d) else 0.2):  # a notice
            lines = [_Line(PM, g.line(NOTICES, d))]
            for w in rng.sample([m for m in MEMBERS if m != PM], rng.randint(1, 5)):
                lines.append(_Line(w, rng.choice(ACKS), g.gap(40), wait=False))
            if rng.random() < 0.3:
                lines.append(_Line("Sophie 1-903", "Thanks! Does this include building "
                                   f"{rng.randint(1, 8)}?", g.gap(300)))
                lines.append(_Line(PM, "是的，全部楼栋都包括", g.gap(200)))
            g.put(lines, g.at(d, 8.7, 1.5))
        if rng.random() < 0.7:  # parcels
            lines = []
            for _ in range(rng.randint(1, 3)):
                w = g.who(but=(PM,))
                pool = PARCEL_EN if rng.random() < ENGLISH[w] else PARCEL
                lines.append(_Line(w, g.line(pool, d), g.gap(200)))
            g.put(lines, g.at(d, 11.5, 2.0))
        if rng.random() < 0.6:
            chat(12.1, rng.randint(2, 5), [DAYTIME])
        if rng.random() < 0.45:
            chat(15.0, rng.randint(1, 4), [DAYTIME])
        for h in (19.0, 20.6):
            if rng.random() < 0.85:
                chat(h, rng.randint(2, 9), [EVENING, EVENING, DAYTIME])
        if rng.random() < 0.35:
            lines = []
            for _ in range(rng.randint(1, 3)):
                w = g.who(among=("橘子汽水", "喵喵酱", "Mark_5-2201", "Sophie 1-903", "Daniel金",
                                 "3-1101小林", "2-1502陈哥"))
                pool = NIGHT_EN if rng.random() < ENGLISH[w] else NIGHT
                lines.append(_Line(w, g.line(pool, d), g.gap(150)))
            g.put(lines, g.at(d, 23.2, 1.0))
        if rng.random() < 0.35:  # an @-exchange
            ask, ans = rng.choice(AT_PAIRS)
            a, b = g.who(but=(PM,)), g.who(but=(PM,))
            if a != b:
                g.put([_Line(a, ask.format(w=b)), _Line(b, ans, g.gap(300))], g.at(d, 18.8, 3.0))
        if rng.random() < 0.12:  # 复读
            seed = rng.choice(["支持", "同意", "顶一下", "已交", "收到"])
            lines = [_Line(w, seed, g.gap(25)) for w in rng.sample(MEMBERS[1:], rng.randint(3, 6))]
            g.put(lines, g.at(d, 20.0, 2.0))
        if rng.random() < 0.3:  # an incident of no fact
            kind = rng.choice(list(INCIDENTS))
            r, o = g.who(but=(PM,)), g.who(but=(PM,))
            lines = []
            for role, tpl in INCIDENTS[kind]:
                w = PM if role == "P" else r if role == "R" else o
                lines.append(_Line(w, g.fill(tpl, d, sp=g._num("sp", d)), g.gap(200)))
            if not any(v in ln.text.lower() for ln in lines for v in g.bad):
                g.put(lines, g.at(d, rng.choice((7.5, 12.0, 19.5, 22.0)), 1.0))
        if d in GREETINGS:  # a holiday's greetings and red packets
            lines = [_Line(PM, f"祝各位业主{GREETINGS[d][0]}！")]
            for w in rng.sample(MEMBERS[1:], rng.randint(5, 9)):
                lines.append(_Line(w, rng.choice(GREETINGS[d]), g.gap(30)))
            lines.append(_Line(LEADER, RED[0], g.gap(60)))
            for w in rng.sample(MEMBERS[1:], rng.randint(3, 6)):
                lines.append(_Line(w, g.fill(rng.choice(RED_THANKS), d), g.gap(15)))
            g.put(lines, g.at(d, 9.0, 1.0))


def _lists(g: _Gen, facts: list[dict[str, Any]]) -> None:
    """The weekly group buys (Monday to Tuesday night, collected on Thursday) and the
    festival's two sign-up lists; a jielong fact's entry closes its list."""
    rng = g.rng
    closing = {f["_list"]: f for f in facts if f["shape"] == "jielong"}
    for w in range(DAYS // 7):
        key = f"buy{w}"
        title = rng.choice(BUY_TITLES)
        head = f"#接龙\n{title}（第{w + 1}期）\n想要什么写什么，周二晚上截单，周四到货"
        entries: list[str] = []
        lines = [_Line(LEADER, head)]
        f = closing.get(key)
        skip = (PM, LEADER) if f is None else (PM, LEADER, f["name"])
        for who in rng.sample([m for m in MEMBERS if m not in skip], rng.randint(4, 9)):
            entries.append(f"{len(entries) + 1}. {who} {rng.choice(FRUIT)} {rng.choice(QTY)}")
            lines.append(_Line(who, head + "\n" + "\n".join(entries), g.gap(2400)))
        if f is not None:
            entries.append(f"{len(entries) + 1}. {f['name']} {f['detail']} {rng.choice(QTY)}")
            lines.append(_Line(f["name"], head + "\n" + "\n".join(entries), g.gap(3000),
                               "evidence", f["_k"]))
        lines.append(_Line(LEADER, "截单啦，谢谢大家，周四下午到货通知", g.gap(5000)))
        g.put(lines, g.at(7 * w, 10.0, 0.5))
        arrive = [_Line(LEADER, f"到货了，{rng.randint(1, 8)}栋架空层自提，按接龙顺序拿哈")]
        for who in rng.sample(MEMBERS[1:], rng.randint(2, 5)):
            arrive.append(_Line(who, rng.choice(["已取", "拿到了，谢谢阿珍", "下班去拿", "[图片]"]),
                                g.gap(600)))
        if rng.random() < 0.3:
            arrive.append(_Line(LEADER, RED[1], g.gap(300)))
            for who in rng.sample(MEMBERS[1:], 3):
                arrive.append(_Line(who, g.fill(rng.choice(RED_THANKS), 7 * w + 3), g.gap(15)))
        g.put(arrive, g.at(7 * w + 3, 16.0, 1.0))
    for i, day in enumerate((62, 68)):
        key = f"fest{i}"
        head = f"#接龙\n邻里节才艺报名（第{i + 1}批）\n5月15日下午中心花园，节目写在名字后面"
        entries = []
        lines = [_Line("1栋楼长刘姐", head)]
        f = closing[key]
        for who in rng.sample([m for m in MEMBERS if m not in (PM, f["name"])],
                              rng.randint(3, 6)):
            entries.append(f"{len(entries) + 1}. {who} {rng.choice(ACTS)}")
            lines.append(_Line(who, head + "\n" + "\n".join(entries), g.gap(1800)))
        entries.append(f"{len(entries) + 1}. {f['name']} {f['detail']}")
        lines.append(_Line(f["name"], head + "\n" + "\n".join(entries), g.gap(2400),
                           "evidence", f["_k"]))
        lines.append(_Line("1栋楼长刘姐", "这批报满了，谢谢大家支持！", g.gap(3000)))
        g.put(lines, g.at(day, 19.0, 0.5))
    lines = [_Line("1栋楼长刘姐", "邻里节开始啦，大家到中心花园来！")]
    for _ in range(24):
        w = g.who(but=(PM,))
        lines.append(_Line(w, rng.choice(["太热闹了", "[图片]", "[视频]", "孩子们玩疯了", "好好吃",
                                          "节目真精彩", "Great atmosphere!", "[表情]", "鼓掌👏",
                                          "楼长们辛苦了"]), g.gap(90)))
    g.put(lines, g.at(FESTIVAL, 14.5, 0.3))


# -- facts -------------------------------------------------------------------------------

def _pick(rng: random.Random, pair: Pair, lang: str) -> str:
    return rng.choice(pair[0] if lang == "zh" else pair[1])


def _days(rng: random.Random) -> list[int]:
    """A day for each fact, spread over the weeks, a topic's span respected."""
    out: list[int] = []
    for kind, _n, _s, _x, _y in FACTS:
        lo, hi = SPAN.get(kind, (2, DAYS - 5))
        out.append(rng.randint(lo, hi))
    return out


def _facts(g: _Gen) -> list[dict[str, Any]]:
    rng = g.rng
    facts: list[dict[str, Any]] = []
    days = _days(rng)
    buy_weeks = rng.sample(range(1, DAYS // 7), 4)
    fest = iter(("fest0", "fest1"))
    buys = iter(buy_weeks)
    for k, (kind, n, shape, x, y) in enumerate(FACTS):
        lang = "en" if rng.random() < ENGLISH[n] else "zh"
        if shape == "voice":
            lang = "zh"
        f: dict[str, Any] = {"kind": kind, "name": n, "uid": UID + MEMBERS.index(n),
                             "shape": shape, "detail": x, "carrier": n, "_k": k, "_tl": lang}
        if shape == "correction":
            f["earlier"] = y
        if shape == "split":
            f["part"] = y
        if shape == "jielong":
            if kind == "festival":
                f["_list"] = next(fest)
            else:
                f["_list"] = f"buy{next(buys)}"
        facts.append(f)
        if shape != "jielong":
            _thread(g, f, days[k])
        _around(g, f, days[k] if shape != "jielong" else _list_day(f["_list"]))
    return facts


def _list_day(key: str) -> int:
    return {"fest0": 62, "fest1": 68}.get(key, 7 * int(key[3:]) if key.startswith("buy") else 0)


def _mixed(rng: random.Random, who: str, text: str) -> str:
    if who in MIXERS and CJK.search(text) and rng.random() < 0.5:
        return rng.choice(TAGS) + text
    return text


def _thread(g: _Gen, f: dict[str, Any], d: int) -> None:
    """Lay out a fact's thread, again until its shape's timing holds."""
    rng = g.rng
    for _ in range(60):
        lines = _script(g, f, d)
        start = g.at(d, rng.uniform(7.0, 21.0), 0.5)
        laid = _lay(rng, lines, start)
        times = {ln.role: t for t, ln in laid if ln.role in ("ask", "earlier")}
        ev = [t for t, ln in laid if ln.role == "evidence"]
        last = max(t for t, _ in laid)
        if last > T0 + (DAYS - 0.2) * DAY:
            continue
        if f["shape"] in ("answer", "reply") and ev[0] - times["ask"] > 3000:
            continue
        if f["shape"] == "late" and not 3600 < ev[0] - times["ask"] < 2.5 * DAY:
            continue
        if f["shape"] == "split" and ev[1] - ev[0] > 120:
            continue
        g.recs.extend(laid)
        return
    raise AssertionError(f"no room for {f['detail']}")


def _script(g: _Gen, f: dict[str, Any], d: int) -> list[_Line]:
    rng = g.rng
    kind, n, shape, x, lang, k = f["kind"], f["name"], f["shape"], f["detail"], f["_tl"], f["_k"]
    tp = TOPICS[kind]
    li = 0 if lang == "zh" else 1

    def fill(tpl: str, **kw: str) -> str:
        return g.fill(tpl, d, **kw)

    def others(m: int) -> list[_Line]:
        out = []
        for _ in range(m):
            w = g.who(but=(n,))
            wl = 1 if rng.random() < ENGLISH[w] else 0
            out.append(_Line(w, rng.choice(tp["react"][wl]), g.gap(90), k=-1))
        return out

    lines: list[_Line] = []
    if shape == "one":
        lines = [_Line(n, _mixed(rng, n, fill(_pick(rng, tp["say"], lang), x=x)), 0.0,
                       "evidence", k)]
        lines += others(rng.randint(1, 3))
    elif shape in ("answer", "late", "reply"):
        a = g.who(but=(n, PM) if n != PM else (n,))
        f["asker"] = a
        al = "en" if rng.random() < ENGLISH[a] else "zh"
        pairs = [(q, s) for q in tp["ask"][0 if al == "zh" else 1] for s in tp["say"][li]]
        rng.shuffle(pairs)
        if shape != "reply":
            pairs = [(q, s) for q, s in pairs
                     if not _shares(q.format(n=n), s.format(x=x), (x,))
                     and not _shares(q.format(n=n), LATE[li][0] + LATE[li][1], ())]
        q, s = pairs[0]
        ask = q.format(n=n)
        lines = [_Line(a, ask, 0.0, "ask", k)]
        lines += others(rng.randint(0, 2))
        say = fill(s, x=x)
        if shape == "late":
            say = rng.choice(LATE[li]) + say
            gap = rng.uniform(0.5, 1.1) * DAY
        else:
            gap = rng.uniform(60, 1500)
        say = _mixed(rng, n, say)
        if shape == "reply":
            say = f"[回复 {a}：{ask[:16]}] {say}"
        lines.append(_Line(n, say, gap, "evidence", k))
        lines += others(rng.randint(0, 2))
    elif shape == "correction":
        y = f["earlier"]
        tpls = tp["say"][li]
        lines = [_Line(n, fill(rng.choice(tpls), x=y), 0.0, "earlier", k)]
        lines += others(rng.randint(0, 2))
        later = rng.random() < 0.4
        fix = rng.choice((FIX_LATER if later else FIX_NOW)[li]).format(x=x, y=y)
        if n in ELDERS:
            fix = "[语音转文字] " + fix
        lines.append(_Line(n, fix, rng.uniform(0.7, 1.0) * DAY if later
                           else rng.uniform(40, 900), "evidence", k))
    elif shape == "split":
        ta, tb = tp["split"][li]
        lines = [_Line(n, _mixed(rng, n, ta.format(a=f["part"])), 0.0, "evidence", k),
                 _Line(n, tb.format(x=x), rng.uniform(6, 50), "evidence", k, wait=False)]
        lines += others(rng.randint(1, 2))
    elif shape == "reported":
        c = g.who(but=(n, PM))
        f["carrier"] = c
        cl = 1 if rng.random() < ENGLISH[c] else 0
        lines = [_Line(c, fill(rng.choice(tp["about"][cl]), x=x, n=n), 0.0, "evidence", k)]
        lines += others(rng.randint(0, 1))
        lines.append(_Line(n, rng.choice(CONFIRM[li]), rng.uniform(60, 1800), "confirm", k))
    elif shape == "voice":
        text = "[语音转文字] " + rng.choice(ELDER_FILL) + "，" + \
            fill(rng.choice(tp["voice"]), x=x).removeprefix("[语音转文字] ")
        lines = [_Line(n, text, 0.0, "evidence", k)]
        lines += others(rng.randint(1, 3))
    elif shape == "notice":
        lines = [_Line(n, fill(rng.choice(tp["notice"]), x=x), 0.0, "evidence", k)]
        for w in rng.sample([m for m in MEMBERS if m != n], rng.randint(2, 5)):
            lines.append(_Line(w, rng.choice(ACKS), g.gap(40), wait=False))
    return lines


def _around(g: _Gen, f: dict[str, Any], d: int) -> None:
    """The member's own lines on the topic on other days, without the detail."""
    rng = g.rng
    tp = TOPICS[f["kind"]]
    if f["shape"] == "notice" or rng.random() < 0.3:
        return
    for _ in range(rng.randint(1, 2)):
        od = d + rng.choice((-1, 1)) * rng.randint(1, 9)
        if not 1 <= od < DAYS - 2 or od == d:
            continue
        li = 1 if rng.random() < ENGLISH[f["name"]] else 0
        text = rng.choice(tp["ctx"][li])
        lines = [_Line(f["name"], text, 0.0, "around", f["_k"])]
        w = g.who(but=(f["name"],))
        lines.append(_Line(w, rng.choice(REACT_EN if rng.random() < ENGLISH[w] else REACT),
                           g.gap(120)))
        laid = _lay(rng, lines, g.at(od, rng.uniform(7.0, 21.0)))
        if laid[-1][0] < T0 + (DAYS - 0.2) * DAY:
            g.recs.extend(laid)


# -- questions ---------------------------------------------------------------------------

def _questions(rng: random.Random, f: dict[str, Any], said: list[str]) -> None:
    tp = TOPICS[f["kind"]]
    n, x = f["name"], f["detail"]
    base = f["_tl"]
    prefix = "s" if f["shape"] == "split" else "n" if (
        f["shape"] == "notice" and "nkw" in tp) else ""
    drop = (x, f.get("part", ""), f.get("earlier", ""))
    f["q_lang"] = {}
    for cls, key in zip(CLASSES, ("kw", "part", "para"), strict=True):
        ql = base if rng.random() >= FLIP else ("en" if base == "zh" else "zh")
        pair = tp[prefix + key] if prefix + key in tp else tp[key]
        options = list(pair[0] if ql == "zh" else pair[1])
        rng.shuffle(options)
        if cls == "paraphrase":
            fine = [o for o in options
                    if not any(_shares(o.format(n=n), s, drop) for s in said)]
            if not fine:
                ql = "en" if ql == "zh" else "zh"
                fine = [o for o in (pair[0] if ql == "zh" else pair[1])
                        if not any(_shares(o.format(n=n), s, drop) for s in said)]
            options = fine
        assert options, (f["detail"], cls)
        f[cls] = options[0].format(x=x, n=n)
        f["q_lang"][cls] = ql


def _never(rng: random.Random, facts: list[dict[str, Any]]) -> list[str]:
    had = {(f["kind"], f["name"]) for f in facts}
    out: list[str] = []
    real = {f[c] for f in facts for c in CLASSES}

    def add(q: str, bucket: list[str]) -> bool:
        if q in real or q in out or q in bucket:
            return False
        bucket.append(q)
        return True

    kinds = [k for k in TOPICS if k not in ("groupbuy", "festival", "parcel")]
    picks: list[str] = []
    while len(picks) < 15:  # a topic's question of a member with no fact of it
        kind, n = rng.choice(kinds), rng.choice(MEMBERS[1:])
        if (kind, n) not in had:
            add(_pick(rng, TOPICS[kind]["named"], rng.choice(("zh", "en"))).format(n=n), picks)
    out += picks
    picks = []
    for f in rng.sample(facts, len(facts)):  # a detail nobody gave, of a member's topic
        if len(picks) == 15:
            break
        add(_pick(rng, TOPICS[f["kind"]]["nodetail"], rng.choice(("zh", "en"))).format(
            n=f["name"]), picks)
    out += picks
    picks = []
    while len(picks) < 15:  # a never-said value put to a member with no fact of its topic
        kind, n = rng.choice(list(GHOSTS)), rng.choice(MEMBERS[1:])
        if (kind, n) not in had:
            g = rng.choice(GHOSTS[kind])
            add(_pick(rng, TOPICS[kind]["ghostq"], rng.choice(("zh", "en"))).format(n=n, g=g),
                picks)
    out += picks
    picks = []
    while len(picks) < 34:  # a never-said value, no one named
        kind = rng.choice(list(GHOSTS))
        g = rng.choice(GHOSTS[kind])
        add(_pick(rng, TOPICS[kind]["kw"], rng.choice(("zh", "en"))).format(x=g), picks)
    out += picks
    out += rng.sample(NOBODY_HAD, 11)
    rng.shuffle(out)
    return out


# -- the set -----------------------------------------------------------------------------

def thirteenth_set(seed: int = 1313) -> Set:
    """The held-out thirteenth set (see the module's docstring)."""
    rng = random.Random(seed)
    g = _Gen(rng)
    _ordinary(g)
    facts = _facts(g)
    _lists(g, facts)
    end = T0 + DAYS * DAY
    recs = sorted(((t, i, ln) for i, (t, ln) in enumerate(g.recs)), key=lambda r: (r[0], r[1]))
    messages: list[Message] = []
    said_at: dict[float, str] = {}
    at = 0.0
    for t, _, ln in recs:
        nxt = round(max(t, at + 1.0), 3)
        if nxt >= end - 60:
            assert ln.k < 0, ln
            continue
        at = nxt
        messages.append(_user(at, ln.who, UID + MEMBERS.index(ln.who), ln.text))
        said_at[at] = ln.text
        if ln.k >= 0 and ln.role:
            facts[ln.k].setdefault("_" + ln.role, []).append(at)
    for f in facts:
        f["evidence"] = f.pop("_evidence")
        f["around"] = f.pop("_around", [])
        f.pop("_confirm", None)
        if f["shape"] in ("answer", "late", "reply"):
            f["asked_at"] = f.pop("_ask")[0]
        if f["shape"] == "correction":
            f["earlier_at"] = f.pop("_earlier")[0]
        said = [said_at[t] for t in f["evidence"]]
        f["lang"] = _lang(said[-1], f["detail"]) if f["shape"] != "jielong" else _lang(
            said[0].rsplit("\n", 1)[-1], f["detail"])
        f["rare"] = [f["detail"]] + ([f["part"]] if f["shape"] == "split" else [])
        _questions(rng, f, said)
        for key in ("_k", "_tl", "_list"):
            f.pop(key, None)
    never = _never(rng, facts)
    chatter = rng.sample(BOT_GENERAL, 75) + rng.sample(BOT_TOPICAL, 15)
    rng.shuffle(chatter)
    s = Set("thirteenth", messages, facts, never, chatter,
            members={n: UID + i for i, n in enumerate(MEMBERS)})
    _check(s, said_at)
    return s


def _check(s: Set, said_at: dict[float, str] | None = None) -> None:
    """The set's own checks (see the module's docstring)."""
    texts, times, said_at = check_messages(s, said_at, T0, T0 + DAYS * DAY, (2600, 3500))
    assert 60 <= len(s.facts) <= 80 and s.classes == CLASSES
    low = [t.lower() for t in texts]
    said, ghosts = _values()
    values = said + ghosts
    assert len({v.lower() for v in values}) == len(values), "every value its own"
    for v in values:
        assert not any(v.lower() in o.lower() for o in values if o != v), v
    assert len({(f["kind"], f["name"]) for f in s.facts}) == len(s.facts), "a member once a topic"
    index = {at: i for i, at in enumerate(times)}
    for f in s.facts:
        x, n, ev, uid, shape = f["detail"], f["name"], f["evidence"], f["uid"], f["shape"]
        parts = [f["part"], x] if shape == "split" else [x]
        assert len(ev) == len(parts) and ev == sorted(ev) and all(at in index for at in ev), f
        for part, at in zip(parts, ev, strict=True):
            where = [t for t, line in zip(times, low, strict=True) if part.lower() in line]
            assert where == [at], (part, where, at)
        said = [said_at[at] for at in ev]
        carrier = f["carrier"]
        for at in ev:
            assert f"] {carrier}({s.members[carrier]}): " in texts[index[at]], (carrier, at)
        assert (carrier == n) == (shape != "reported"), f
        assert uid == s.members[n] and x in f["keyword"] and f["rare"][0] == x, f
        for cls in ("partial", "paraphrase"):
            assert n in f[cls] and not any(p.lower() in f[cls].lower() for p in parts), f[cls]
        drop = (*parts, f.get("earlier", ""))
        assert not any(_shares(f["paraphrase"], t, drop) for t in said), (f["paraphrase"], said)
        assert set(f["q_lang"]) == set(CLASSES) and set(f["q_lang"].values()) <= {"zh", "en"}
        assert f["lang"] in ("zh", "en", "mix")
        for at in f["around"]:
            assert f"] {n}({uid}): " in texts[index[at]] and x.lower() not in said_at[at].lower()
            assert at not in ev
        if shape in ("answer", "late", "reply"):
            asked = said_at[f["asked_at"]]
            a = f["asker"]
            assert f"] {a}({s.members[a]}): " in texts[index[f["asked_at"]]] and a != n
            assert f["asked_at"] < ev[0] and f"@{n}" in asked, asked
            if shape == "late":
                assert 3600 < ev[0] - f["asked_at"], f
                assert not _shares(said[0], asked, (x,)), (said, asked)
            else:
                assert ev[0] - f["asked_at"] < 3600, f
            if shape == "answer":
                assert not _shares(said[0], asked, (x,)), (said, asked)
            if shape == "reply":
                assert said[0].startswith(f"[回复 {a}："), said
        if shape == "correction":
            y = f["earlier"]
            hits = [at for at, t in zip(times, low, strict=True) if y.lower() in t]
            assert hits == [f["earlier_at"], ev[0]], (y, hits)
            assert x.lower() not in said_at[f["earlier_at"]].lower() and y in said[0]
            assert f"] {n}({uid}): " in texts[index[f["earlier_at"]]]
        if shape == "split":
            assert ev[1] - ev[0] < 120, f
        if shape == "jielong":
            assert said[0].startswith("#接龙") and x in said[0].rsplit("\n", 1)[-1], said
            assert not any(x.lower() in t for t in low[index[ev[0]] + 1:])
        if shape == "voice":
            assert said[0].startswith("[语音转文字] ") and n in ELDERS, said
        if shape == "notice":
            assert said[0].startswith("【") and len(said[0]) > 40, said
    for v in ghosts:
        assert not any(v.lower() in t for t in low), v
    check_questions(s, said)


if __name__ == "__main__":
    import collections

    print(describe(thirteenth_set, "mix"))
    s = thirteenth_set()
    print("questions", sum(len(CLASSES) for _ in s.facts), "over", len(s.facts), "facts")
    print("per member", dict(collections.Counter(f["name"] for f in s.facts)))
    print("carriers other than the member:", sum(f["carrier"] != f["name"] for f in s.facts))
