"""A seventh evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code (neither read nor searched while writing it, and the
set never scored while it was written): it is not to be tuned on, and its figures are
to be read once, at the end. It differs from the other six (bench/recall.py's
`first_set`, bench/recall_sets.py's `second_set`, `third_set` and `long_conversation`,
bench/recall_set4.py's `fourth_set`, bench/recall_set5.py's `fifth_set`,
bench/recall_set6.py's `sixth_set`) in how it is laid out and in what it is about:

- the conversation is laid out as overlapping threads: 24 days (from START + 95 days),
  each with a handful of windows of activity (an hour drawn from a weekday or weekend
  rhythm, a morning roll call of "早"s most days); every thread (a fact, a topic chat,
  a line repeated by several members, an @-exchange, a quote of an earlier line, small
  talk) goes to a window, and the threads of one window are interleaved line by line,
  so a fact's parts have others' unrelated lines between them as in a busy group; a
  fact announced one day may get its detail in a window one to three days later; gaps
  of seconds to minutes (log-normal) within a window; about 2,500 messages, strictly
  increasing times;
- 14 members of their own (Chinese names, nicknames such as 阿肥 or 老猫, English names,
  kk_2049 and 77号 with digits, Tina酱 mixed), some chattier than others; QQ texture:
  short reactions ("哈哈哈", "[表情]", "lol"), 复读 (one line by several members in a
  row), @-mentions answered, quotes of earlier lines ("「老猫：...」 +1"), English and
  mixed lines, and lines that use the topics' words in passing ("科目二又挂了一个",
  "choir rehearsal ran late again"), never a detail;
- 16 topics of its own (a dentist's clinic, what a landlord will not repair, a squat
  goal, a car-pool pickup spot, a D&D character's name, a home WiFi's name, a cousin's
  newborn's weight, a sourdough starter's name, where a speeding ticket was taken, a
  dream, a driving instructor's nickname, a tax refund's amount, a photo contest
  entry's title, an escape room, a race's finish time, a choir voice part), four or
  five members a topic, 72 facts, each with its own detail (a name, a place, a number,
  a title, a phrase);
- facts in six shapes: one message ("one"); an announcement, others' lines, then the
  detail, sometimes days later ("later"); another member's question, often an
  @-mention, answered with the detail ("answer"); a wrong value corrected ("不是X，是Y":
  "correction", the correcting message is the evidence, the wrong value is said too);
  another member stating the detail about the member, who confirms without it
  ("about"); the member's first message giving the context and a later one the detail
  the question needs ("split"); in Chinese, English or mixed (within a line or across
  the fact's lines);
- questions in the third person with templates of this set's own ("谁…", "X的…是多少",
  "之前…那个…来着", "What did X name …", "Whose … is …", with and without
  "上次/之前/last time"): "keyword" carries the detail, "partial" names the member and
  the topic in other words, "paraphrase" names the member and shares no English
  content word and no two Chinese characters in a row with the evidence message
  (checked in code); about a third across languages;
- never-said questions: half name real members (a topic's question of a member with
  no such fact, or a detail of a topic no one states), half name no one ("之前有人说过…
  吗", "Did anyone mention …?"); chatter turns a member might send the bot (greetings,
  jokes, requests, general knowledge, advice, opinions, many in the topics' words).

Each fact records its "evidence" (the created_at of the message carrying its detail:
the detail is in it and in no other message), "detail", "rare", "kind", "name", "uid",
"shape", "lang", "q_lang" (by class), "carrier" (who said the detail) and, for a
correction, the wrong value said first ("earlier", "earlier_at").
"""

from __future__ import annotations

import itertools
import math
import random
import re
from typing import Any

from bench.recall_sets import DAY, START, Set, _fits, _other, _user, describe
from mnemo.message import Message

MEMBERS: list[str] = ["沈知意", "葛小川", "鲍嘉树", "易晓棠", "阿肥", "老猫", "小满",
                      "Marcus", "Jonah", "Elif", "Quinn", "kk_2049", "77号", "Tina酱"]
UID = 13_700
# How much each member talks (relative).
CHATTY: list[float] = [1.2, 0.8, 0.6, 1.5, 2.4, 1.9, 1.1, 1.3, 0.7, 0.9, 0.5, 2.1, 1.0, 1.6]
FIRST_DAY = START + 95 * DAY  # 2026-04-06, a Monday
DAYS = 24

# Each topic: its details (one a fact's), decoys (a correction's wrong value; Latin and
# CJK ones, the one said matching the detail's script), its lines by shape and
# language ({x} the detail, {y} the decoy, {n} the member the line is about or said
# to), a question another member asks, the member's confirmation of what another said,
# its questions by class and language, never-said questions (a detail of the topic no
# one states; naming a member, "{n}", or no one) and group-chat lines in its words.
TOPICS: dict[str, dict[str, Any]] = {
    "dentist": {
        "details": ["贝齿口腔", "Maple Dental", "牙博士诊所", "BrightBite Clinic", "微笑树齿科"],
        "decoys": ["白鲸口腔", "Oakline Dental", "青苗齿科"],
        "one": {"zh": "约了{x}的洗牙，周四下午，希望别查出蛀牙",
                "en": "Booked a cleaning at {x} for Thursday afternoon, praying for no cavities",
                "mix": "洗牙约在{x}了, Thursday 下午三点"},
        "ann": {"zh": "牙又开始疼了，这回下决心去看",
                "en": "Tooth is killing me again, finally caving",
                "mix": "智齿 again 疼，这次真得去看了"},
        "det": {"zh": "约好了，去{x}，同事说那边手很轻",
                "en": "Got a slot at {x}, my coworker swears by them",
                "mix": "约了{x}, 听说 painless 哈哈"},
        "split": {"zh": ("找到一家晚上也能看牙的地方了，就在公司楼下", "叫{x}，开到晚上九点"),
                  "en": ("Found a place that does evening appointments, right by the office",
                         "It's {x}, open till 9pm"),
                  "mix": ("找到一家 evening 也能看牙的, 就在公司楼下", "{x}, 开到九点 nice")},
        "ask": {"zh": "@{n} 你上回说的那家看牙的叫啥",
                "en": "@{n} which dentist did you end up going to?"},
        "answer": {"zh": "{x}，挺好的，不推销", "en": "{x}, pretty good, no upselling",
                   "mix": "{x}, 不推销 which is rare"},
        "wrong": {"zh": "约了周四去{y}看智齿",
                  "en": "Booked my wisdom tooth check at {y} on Thursday",
                  "mix": "周四去{y} check 智齿"},
        "fix": {"zh": "打错了，不是{y}，是{x}，两家名字太像",
                "en": "Wait, not {y}, it's {x}, I always mix them up",
                "mix": "sorry 不是{y}, 是{x}"},
        "about": {"zh": "@{n} 我在{x}门口看到你了！看牙去了吧",
                  "en": "Pretty sure I saw {n} walking into {x} this morning",
                  "mix": "@{n} 今天在{x} 门口 saw you 哈哈"},
        "confirm": {"zh": "被你发现了😂 去洗牙", "en": "guilty lol, just a cleaning",
                    "mix": "对 lol 洗了个牙"},
        "keyword": {"zh": ["谁去{x}看牙了？", "之前是谁提过{x}来着"],
                    "en": ["Who went to {x}?", "Which of us mentioned {x}?"]},
        "partial": {"zh": ["{n}看牙是在哪家诊所？", "上次{n}说的那个牙科诊所叫什么来着"],
                    "en": ["Which dental clinic does {n} go to?",
                           "What was the name of {n}'s dentist last time?"]},
        "paraphrase": {"zh": ["{n}是找哪里的大夫弄的牙齿", "{n}平时护理牙齿去的是什么地方"],
                       "en": ["Where does {n} get their teeth looked after?",
                              "Whose practice takes care of {n}'s teeth?"]},
        "never_n": ["{n}上次看牙补了几颗？", "Did {n} say how much the dental visit cost?"],
        "never_anon": ["之前有人说过做牙齿矫正花了多少钱吗", "Did anyone mention getting braces?"],
        "chat": ["洗牙到底疼不疼", "智齿发炎了 脸肿成包子",
                 "anyone know a dentist open on Sundays?",
                 "看牙真的比看病还贵", "牙医说我刷牙太用力了"],
    },
    "landlord": {
        "details": ["阳台推拉门", "Haier fridge", "燃气灶打火器", "Midea AC unit", "马桶水箱"],
        "decoys": ["油烟机", "Bosch dishwasher", "卫生间门锁"],
        "one": {"zh": "房东死活不肯修{x}，说是我弄坏的，气死",
                "en": "My landlord refuses to fix the {x}, says I broke it. Unbelievable",
                "mix": "房东 refuse 修{x}, 还说是我弄坏的"},
        "ann": {"zh": "跟房东吵了一架，心累", "en": "Had a huge fight with my landlord today",
                "mix": "和 landlord 吵架了 心累"},
        "det": {"zh": "就是{x}坏了两个礼拜，他一直拖",
                "en": "The {x} has been dead for two weeks and he keeps stalling",
                "mix": "{x}坏了 two weeks 了他还拖"},
        "split": {"zh": ("家里两样东西坏了，房东只认一样", "不肯修的是{x}，说是人为损坏"),
                  "en": ("Two things broke at my place and the landlord only admits one",
                         "The one he won't touch is the {x}, claims it's my fault"),
                  "mix": ("家里两样东西坏了, landlord 只认一个",
                          "不肯修的是{x}, says it's my fault")},
        "ask": {"zh": "@{n} 你跟房东那事儿后来咋样了，到底是啥坏了",
                "en": "@{n} what was the thing your landlord won't repair?"},
        "answer": {"zh": "{x}，到现在还没人来", "en": "The {x}. Still nobody has come",
                   "mix": "{x}啊, still waiting"},
        "wrong": {"zh": "房东不修{y}，我真服了", "en": "Landlord won't touch the {y}, classic",
                  "mix": "房东不修{y}, classic"},
        "fix": {"zh": "不对，不是{y}，是{x}，{y}上个月修好了",
                "en": "Sorry, not the {y}, it's the {x}. The {y} got sorted last month",
                "mix": "不是{y}, 是{x}, my bad"},
        "about": {"zh": "@{n} 你房东还没修{x}啊？我都听你念叨一周了",
                  "en": "{n}'s landlord still hasn't fixed the {x}, right?",
                  "mix": "@{n} 你家{x} still broken 吗"},
        "confirm": {"zh": "没有！！太离谱了", "en": "nope. still nothing",
                    "mix": "对啊 还没修 离谱"},
        "keyword": {"zh": ["谁家{x}坏了房东不管？", "之前说房东不修{x}的是谁"],
                    "en": ["Whose landlord won't fix the {x}?",
                           "Who complained about a broken {x}?"]},
        "partial": {"zh": ["{n}跟房东闹矛盾是因为什么东西坏了？",
                           "上次{n}说房东拒绝修的是哪样东西"],
                    "en": ["What did {n}'s landlord refuse to repair?",
                           "What was {n}'s landlord dispute about last time?"]},
        "paraphrase": {"zh": ["{n}租的屋子里哪件设施出故障了业主撒手不理",
                              "{n}住处有什么物件损毁后出租方拒绝负责"],
                       "en": ["What at {n}'s rented flat is out of order with the owner "
                              "doing nothing?",
                              "Which fixture in {n}'s rented flat is the property owner "
                              "ignoring?"]},
        "never_n": ["{n}的房东姓什么来着？", "How much rent does {n} pay each month?"],
        "never_anon": ["之前有人说过押金退不回来吗", "Did anyone mention breaking their lease?"],
        "chat": ["房东又涨价了吗大家", "租房真的心累", "my landlord texts at 11pm, is that normal",
                 "热水器又坏了 冷水澡好清醒", "中介费到底该谁出"],
    },
    "fitness": {
        "details": ["137.5kg", "82.5公斤", "117.5 kg", "一百零五公斤", "225 lbs"],
        "decoys": ["130kg", "八十公斤", "215 lbs"],
        "one": {"zh": "定了个小目标：年底前深蹲{x}",
                "en": "New goal: squat {x} by the end of the year",
                "mix": "年底 goal 深蹲{x}，立帖为证"},
        "ann": {"zh": "今天跟教练定了年度目标，有点虚",
                "en": "Set my yearly lifting goal with my coach today, kinda scared",
                "mix": "和 coach 定了 yearly 目标 有点虚"},
        "det": {"zh": "深蹲{x}，现在离得还挺远", "en": "Squat {x}. I'm nowhere near it yet",
                "mix": "深蹲{x}, 现在 still far away"},
        "split": {"zh": ("目标定好了，是练腿的", "深蹲{x}，做不到就请大家喝奶茶"),
                  "en": ("Goal's set, and it's a leg one",
                         "Squat {x}, or I buy everyone bubble tea"),
                  "mix": ("goal 定好了, 练腿的", "深蹲{x}, 做不到请大家 bubble tea")},
        "ask": {"zh": "@{n} 你教练给你定的深蹲目标多少",
                "en": "@{n} what's your squat target again?"},
        "answer": {"zh": "{x}，年底之前", "en": "{x} by December", "mix": "{x}, before 年底"},
        "wrong": {"zh": "我的目标是深蹲{y}", "en": "My target is a {y} squat",
                  "mix": "target 是深蹲{y}"},
        "fix": {"zh": "哦不对，不是{y}，教练改成{x}了",
                "en": "Scratch that, not {y}, coach bumped it to {x}",
                "mix": "不是{y}, coach 改成{x}了"},
        "about": {"zh": "@{n} 教练说你年底要蹲{x}，真的假的",
                  "en": "Heard {n} is going for a {x} squat this year",
                  "mix": "@{n} 听说你要 squat {x}？"},
        "confirm": {"zh": "真的 别笑", "en": "yep, don't laugh", "mix": "是的 别笑 lol"},
        "keyword": {"zh": ["谁的深蹲目标是{x}？", "之前谁说要蹲{x}来着"],
                    "en": ["Who wants to squat {x}?", "Who set a goal of {x}?"]},
        "partial": {"zh": ["{n}的深蹲目标是多少？", "上次{n}说年底要练到多重"],
                    "en": ["What's {n}'s squat goal?",
                           "How heavy did {n} say they want to lift by year end?"]},
        "paraphrase": {"zh": ["{n}打算把腿部负重练到几斤", "{n}想在健身房扛起多大分量"],
                       "en": ["How much weight is {n} aiming to carry on their shoulders "
                              "at the gym?", "What number is {n} chasing under the barbell?"]},
        "never_n": ["{n}的卧推目标是多少？", "Which gym does {n} train at?"],
        "never_anon": ["有人说过自己体脂率多少吗", "Did anyone mention a deadlift record?"],
        "chat": ["练腿日 走路都飘", "leg day tomorrow, pray for me", "健身房人好多",
                 "蛋白粉哪个牌子好喝", "今天又没去健身房"],
    },
    "carpool": {
        "details": ["龙阳路3号口", "Maple & 5th corner", "万达东门", "Shell station on Harbor Rd",
                    "科技园北门岗亭"],
        "decoys": ["万达西门", "Exxon on Harbor Rd", "龙阳路1号口"],
        "one": {"zh": "拼车定了，每天早上7:40在{x}上车",
                "en": "Carpool's sorted: pickup at {x}, 7:40 every morning",
                "mix": "carpool 定了，7:40 {x} 上车"},
        "ann": {"zh": "和隔壁组的人约了拼车上班，省不少油钱",
                "en": "Joined a carpool with two guys from the other team",
                "mix": "加入了一个 carpool，省油钱"},
        "det": {"zh": "上车点在{x}，过时不候", "en": "Pickup point is {x}, they don't wait",
                "mix": "pickup 在{x}, 过时不候"},
        "split": {"zh": ("拼车的上车点换了，以后不在小区门口了", "改到{x}，要早五分钟"),
                  "en": ("The carpool pickup moved, no longer at my gate",
                         "Now it's {x}, five minutes earlier"),
                  "mix": ("carpool 上车点换了, 不在小区门口了", "改到{x}, five minutes earlier")},
        "ask": {"zh": "@{n} 你们拼车在哪上车啊，我能蹭吗",
                "en": "@{n} where do you guys meet for the carpool? can I join"},
        "answer": {"zh": "{x}，7点40", "en": "{x}, 7:40 sharp", "mix": "{x}, 7:40 别迟到"},
        "wrong": {"zh": "明天开始在{y}上车", "en": "From tomorrow we meet at {y}",
                  "mix": "明天开始 meet at {y}"},
        "fix": {"zh": "纠正：不是{y}，是{x}，司机刚改的",
                "en": "Correction: not {y}, it's {x}. Driver just changed it",
                "mix": "不是{y}, 是{x}, driver 刚改的"},
        "about": {"zh": "@{n} 早上在{x}看到你在等车了",
                  "en": "Saw {n} standing at {x} this morning, carpool life",
                  "mix": "@{n} 早上在{x} 看到你了, carpool?"},
        "confirm": {"zh": "对 拼车呢", "en": "haha yeah that's the carpool spot",
                    "mix": "yes 拼车"},
        "keyword": {"zh": ["谁在{x}等拼车？", "之前说在{x}上车的是谁"],
                    "en": ["Who gets picked up at {x}?", "Who mentioned {x} for the carpool?"]},
        "partial": {"zh": ["{n}拼车在哪儿上车？", "上次{n}说的拼车集合点是哪"],
                    "en": ["Where does {n}'s carpool pick them up?",
                           "Where was {n}'s carpool meeting point last time?"]},
        "paraphrase": {"zh": ["{n}平日搭同事顺风车要去什么位置碰头",
                              "{n}蹭别人汽车通勤时在何处会合"],
                       "en": ["Where does {n} hop into a colleague's vehicle for the commute?",
                              "At which spot does {n} catch a lift with coworkers each day?"]},
        "never_n": ["{n}拼车每个月分摊多少油钱？", "Who drives the carpool {n} is in?"],
        "never_anon": ["之前有人说过拼车晚上几点回来吗",
                       "Did anyone say what car the carpool uses?"],
        "chat": ["早高峰堵死了", "anyone driving to the office tomorrow?", "地铁又延误",
                 "油价又涨了", "打车软件今天好难叫"],
    },
    "dnd": {
        "details": ["Thistlewick Brambleknot", "Sera Ashvane", "葛罗姆·碎盾", "Pip Copperkettle",
                    "影牙·瓦尔"],
        "decoys": ["Thistle Brambleford", "Sera Ashfall", "葛罗姆·铁须"],
        "one": {"zh": "周六跑团的新角色叫{x}，半身人游荡者",
                "en": "My new character for Saturday's D&D game is {x}, a halfling rogue",
                "mix": "新 D&D 角色叫{x}, halfling rogue"},
        "ann": {"zh": "周六要开新团了，角色卡熬夜做完了",
                "en": "Finished my character sheet for the new campaign at 2am",
                "mix": "新 campaign 的角色卡做完了"},
        "det": {"zh": "名字叫{x}，背景故事写了三页",
                "en": "Name's {x}, wrote three pages of backstory",
                "mix": "名字是{x}, backstory 写了三页"},
        "split": {"zh": ("这次玩个矮人圣武士，DM说挺适合我", "取名{x}，大家周六记得叫对"),
                  "en": ("Going dwarf paladin this time, DM approved",
                         "Calling him {x}, get it right on Saturday"),
                  "mix": ("这次玩 dwarf paladin, DM 说适合我", "取名{x}, remember it")},
        "ask": {"zh": "@{n} 你新角色叫啥来着", "en": "@{n} what's your new character called?"},
        "answer": {"zh": "{x}！记住了", "en": "{x}! remember it", "mix": "{x}, 记住了 ok"},
        "wrong": {"zh": "角色名就叫{y}吧", "en": "Going with {y} as the character name",
                  "mix": "character 名字就叫{y}"},
        "fix": {"zh": "改主意了，不叫{y}，叫{x}", "en": "Changed my mind: not {y}, it's {x}",
                "mix": "不叫{y}了, final 是{x}"},
        "about": {"zh": "@{n} 的{x}昨晚一刀秒了boss哈哈哈",
                  "en": "{n}'s {x} one-shot the boss last night lmao",
                  "mix": "@{n} 的{x} carry 全场"},
        "confirm": {"zh": "高光时刻😎", "en": "best night ever", "mix": "高光 moment 😎"},
        "keyword": {"zh": ["{x}是谁的角色？", "之前谁玩的{x}来着"],
                    "en": ["Whose character is {x}?", "Who plays {x} in the campaign?"]},
        "partial": {"zh": ["{n}跑团用的角色叫什么？", "上次{n}说的D&D角色名是啥"],
                    "en": ["What is {n}'s D&D character called?",
                           "What did {n} name their character last time?"]},
        "paraphrase": {"zh": ["{n}在桌上冒险游戏里扮演的那位英雄怎么称呼",
                              "{n}骰子游戏中操控的人物姓甚名谁"],
                       "en": ["How is the hero {n} portrays in the tabletop fantasy "
                              "adventure known?",
                              "Which persona does {n} roleplay in the dice-and-dragons sessions?"]},
        "never_n": ["{n}的角色现在几级了？", "Who is the DM in {n}'s campaign?"],
        "never_anon": ["之前有人说过跑团在谁家开吗",
                       "Did anyone mention which D&D edition the group plays?"],
        "chat": ["周六跑团有人来吗", "骰子又骰了个1", "natural 20 lets go", "DM今天好狠",
                 "新买了一套金属骰子"],
    },
    "wifi": {
        "details": ["FBI_Surveillance_Van_3", "隔壁老王别蹭了", "LAN_Solo", "Pretty_Fly_WiFi",
                    "信号满格但是没网"],
        "decoys": ["LAN_Before_Time", "Pretty_Fly_5G", "楼上的别蹭"],
        "one": {"zh": "把家里WiFi名字改成了{x}，邻居应该看得到哈哈",
                "en": "Renamed our home WiFi to {x}, the neighbours will love it",
                "mix": "家里 WiFi 改名{x}了 lol"},
        "ann": {"zh": "换了新路由器，名字我想了一晚上",
                "en": "New router installed, spent way too long on the network name",
                "mix": "新 router 装好了，名字想了一晚上"},
        "det": {"zh": "最后定了{x}，密码不告诉你们", "en": "Settled on {x}. Password stays secret",
                "mix": "final 名字: {x}，密码保密"},
        "split": {"zh": ("路由器的名字改了，原来那个太土", "现在叫{x}，来我家自己找"),
                  "en": ("Changed the router name, the old one was boring",
                         "It's {x} now, find it yourself"),
                  "mix": ("router 名字改了, 原来那个太土", "现在叫{x}, find it yourself")},
        "ask": {"zh": "@{n} 你家WiFi叫啥，上次去没找到",
                "en": "@{n} what's your WiFi called? couldn't find it last time"},
        "answer": {"zh": "{x}，就那个最显眼的", "en": "{x}, the obvious one",
                   "mix": "{x}, 最显眼那个 lol"},
        "wrong": {"zh": "我家WiFi叫{y}", "en": "Our network is {y}", "mix": "WiFi 名字是{y}"},
        "fix": {"zh": "不对不对，不是{y}，那是楼下的，我家是{x}",
                "en": "No wait, not {y}, that's downstairs, ours is {x}",
                "mix": "不是{y}, 那是楼下的, 我家是{x}"},
        "about": {"zh": "@{n} 你家那个{x}太好笑了，我在楼道里都搜到了",
                  "en": "{n}'s WiFi is literally called {x} lol",
                  "mix": "@{n} 你家 WiFi {x} 笑死"},
        "confirm": {"zh": "嘿嘿 有品吧", "en": "peak humour, I know", "mix": "有品吧 hehe"},
        "keyword": {"zh": ["{x}是谁家的WiFi？", "谁把网络名字改成{x}了"],
                    "en": ["Whose WiFi is {x}?", "Who named their network {x}?"]},
        "partial": {"zh": ["{n}家的WiFi叫什么？", "之前{n}说家里无线网名字是啥"],
                    "en": ["What is {n}'s home WiFi called?",
                           "What did {n} rename their WiFi to?"]},
        "paraphrase": {"zh": ["{n}屋里那台无线上网设备广播出来的标识是什么",
                              "{n}寓所的无线热点显示成啥名号"],
                       "en": ["What SSID does {n}'s internet box broadcast at their flat?",
                              "Which hotspot label shows up for {n}'s place?"]},
        "never_n": ["{n}家的WiFi密码是多少？", "Which internet provider does {n} use?"],
        "never_anon": ["有人说过家里宽带多少兆吗", "Did anyone mention a mesh router?"],
        "chat": ["公司WiFi又断了", "路由器重启一下就好了", "the wifi here is cursed",
                 "5G信号满格但是刷不出来", "谁知道楼下咖啡馆WiFi密码"],
    },
    "baby": {
        "details": ["7斤3两", "3.45kg", "6斤9两", "8 lb 2 oz", "3620克"],
        "decoys": ["7斤2两", "8 lb 6 oz", "3520克"],
        "one": {"zh": "我表姐昨晚生了！女宝宝{x}，母女平安",
                "en": "My cousin had her baby last night! A girl, {x}, both doing great",
                "mix": "表姐生了! baby girl {x}, 母女平安"},
        "ann": {"zh": "我表姐进产房了，全家都在等消息",
                "en": "My cousin just went into labour, whole family on standby",
                "mix": "表姐进 labour 了，全家在等"},
        "det": {"zh": "生了！{x}，是个男孩", "en": "He's here! {x}, a little boy",
                "mix": "生了! {x}, a boy"},
        "split": {"zh": ("表姐家宝宝出生了，医生说体重偏大一点", "称了一下{x}，挺结实"),
                  "en": ("My cousin's baby arrived, doctor said on the heavy side",
                         "Weighed in at {x}, a chunky one"),
                  "mix": ("表姐的 baby 出生了, 医生说偏重", "称了{x}, chunky 一只")},
        "ask": {"zh": "@{n} 你表姐家小宝贝多重呀", "en": "@{n} how heavy was your cousin's baby?"},
        "answer": {"zh": "{x}！护士都说胖乎乎", "en": "{x}! the nurses said chubby",
                   "mix": "{x}! 护士说 chubby"},
        "wrong": {"zh": "表姐发消息说宝宝{y}", "en": "Cousin texted: baby is {y}",
                  "mix": "cousin 说宝宝{y}"},
        "fix": {"zh": "我看错了，不是{y}，是{x}", "en": "Misread it, not {y}, it's {x}",
                "mix": "看错了 not {y}, 是{x}"},
        "about": {"zh": "@{n} 你表姐那个{x}的宝宝满月了吧",
                  "en": "{n}'s cousin's {x} baby is so cute in the photos",
                  "mix": "@{n} 表姐家{x}的 baby 好可爱"},
        "confirm": {"zh": "对 下周满月酒", "en": "she really is haha", "mix": "是吧 超可爱"},
        "keyword": {"zh": ["谁的表姐生了个{x}的宝宝？", "之前说宝宝{x}的是谁"],
                    "en": ["Whose cousin had a {x} baby?", "Who said the baby weighed {x}?"]},
        "partial": {"zh": ["{n}表姐的宝宝出生时多重？", "上次{n}说他表姐家孩子体重多少"],
                    "en": ["How much did {n}'s cousin's baby weigh?",
                           "What was the birth weight of {n}'s cousin's baby?"]},
        "paraphrase": {"zh": ["{n}那位亲戚刚诞下的婴儿有几斤几两",
                              "{n}家亲戚新添的小娃娃生下来秤上显示多少"],
                       "en": ["What did the scale show for the newest infant among "
                              "{n}'s relatives?",
                              "How big was the newborn in {n}'s extended clan?"]},
        "never_n": ["{n}表姐的宝宝叫什么名字？", "Which hospital was {n}'s cousin's baby born at?"],
        "never_anon": ["之前有人说过满月酒在哪个饭店办吗", "Did anyone mention twins being born?"],
        "chat": ["朋友圈全是晒娃的", "新生儿好小一只", "babies are so tiny omg",
                 "满月酒随多少份子合适", "抱小孩手都酸了"],
    },
    "sourdough": {
        "details": ["Clint Yeastwood", "Bread Pitt", "面包老爹", "Doughlores", "泡泡王子"],
        "decoys": ["Yeasty Boy", "Gluten Morgan", "泡泡公主"],
        "one": {"zh": "养了一罐酸面包酵种，取名{x}，每天喂两次",
                "en": "Started a sourdough starter and named it {x}, feeding it twice a day",
                "mix": "sourdough 酵种养起来了，名字叫{x}"},
        "ann": {"zh": "我的酵种终于活了！冒泡了！",
                "en": "My starter is finally alive, it's bubbling!",
                "mix": "starter 活了！冒泡了！"},
        "det": {"zh": "正式给它起了名：{x}", "en": "Officially christened it {x}",
                "mix": "正式命名{x}, 家庭新成员"},
        "split": {"zh": ("酵种需要一个配得上它的名字，想了个谐音梗", "{x}，不接受反驳"),
                  "en": ("The starter deserved a proper pun name", "{x}. No objections accepted"),
                  "mix": ("starter 需要一个 pun 名字", "{x}, 不接受反驳")},
        "ask": {"zh": "@{n} 你那罐酵种叫啥名字来着",
                "en": "@{n} what did you name your starter again?"},
        "answer": {"zh": "{x}！它今天长高了两倍", "en": "{x}! it doubled today",
                   "mix": "{x}! 今天 doubled 了"},
        "wrong": {"zh": "酵种名字就叫{y}", "en": "The starter's name is {y}",
                  "mix": "starter 名字叫{y}"},
        "fix": {"zh": "家里投票改了，不叫{y}，叫{x}",
                "en": "Family vote overruled me: not {y}, it's {x}",
                "mix": "投票改了, not {y}, 是{x}"},
        "about": {"zh": "@{n} 你家{x}今天喂了没哈哈",
                  "en": "Has {n} fed {x} today? asking for the jar",
                  "mix": "@{n} {x} 喂了没 lol"},
        "confirm": {"zh": "喂了喂了 比我吃得好", "en": "fed and thriving lol",
                    "mix": "喂了, 比我吃得好"},
        "keyword": {"zh": ["{x}是谁养的酵种？", "谁的酵种叫{x}"],
                    "en": ["Who owns the sourdough starter {x}?", "Whose starter is {x}?"]},
        "partial": {"zh": ["{n}的酸面包酵种叫什么名字？", "之前{n}给酵种起的名是啥"],
                    "en": ["What is {n}'s sourdough starter called?",
                           "What did {n} say the starter was named last time?"]},
        "paraphrase": {"zh": ["{n}瓶中培育的那团活菌老面管它叫啥",
                              "{n}那团自己培养的发酵菌种被称作什么"],
                       "en": ["What does {n} call the living yeast culture they bake with?",
                              "How does {n} refer to the flour-and-water culture they tend?"]},
        "never_n": ["{n}用的是什么牌子的面粉？",
                    "Did {n} say what bread they baked first with the starter?"],
        "never_anon": ["有人分享过贝果的配方吗", "Did anyone mention a bread machine?"],
        "chat": ["面包烤糊了", "酵母放多了 面团爆了", "anyone tried baking bread at home?",
                 "烤箱温度到底怎么调", "今天做了个贝果 丑但好吃"],
    },
    "ticket": {
        "details": ["机场高速K23", "Route 9 bridge", "中环高架内圈", "Elm Street school zone",
                    "沪昆高速收费站"],
        "decoys": ["外环高架", "Route 6 bridge", "机场高速K32"],
        "one": {"zh": "在{x}被拍了超速，罚200扣3分，心在滴血",
                "en": "Got a speeding ticket on the {x}, $180 and points",
                "mix": "{x} 超速被拍了，罚200 扣3分"},
        "ann": {"zh": "收到一张超速罚单，我都不记得自己开快过",
                "en": "Just got a speeding ticket in the mail, no memory of speeding",
                "mix": "收到 speeding ticket, 完全没印象"},
        "det": {"zh": "查了一下是在{x}，限速八十我开了九十五",
                "en": "Looked it up, it was on the {x}, 48 in a 35",
                "mix": "查了, 在{x}, 限速 80 我开了 95"},
        "split": {"zh": ("罚单上的照片是晚上拍的，那段路我天天走", "{x}，以后得小心了"),
                  "en": ("The ticket photo was taken at night on a road I use daily",
                         "The {x}. Gotta watch it now"),
                  "mix": ("ticket 照片是晚上拍的, 那段路我天天走", "{x}, 以后 careful 了")},
        "ask": {"zh": "@{n} 你那张罚单是在哪被拍的",
                "en": "@{n} where did you get that speeding ticket?"},
        "answer": {"zh": "{x}，那个测速藏得太深", "en": "{x}, the camera is super hidden there",
                   "mix": "{x}, camera 藏得太深"},
        "wrong": {"zh": "罚单是在{y}拍的", "en": "The ticket's from the {y}",
                  "mix": "ticket 是在{y}拍的"},
        "fix": {"zh": "刚又看了一眼，不是{y}，是{x}", "en": "Looked again: not the {y}, the {x}",
                "mix": "看错了, 不是{y}, 是{x}"},
        "about": {"zh": "@{n} 你是不是在{x}被拍了？我昨天也看到那个测速了",
                  "en": "{n} got flashed on the {x}, rookie mistake",
                  "mix": "@{n} 在{x}被 flash 了是吧"},
        "confirm": {"zh": "别提了😭", "en": "don't remind me", "mix": "别提了 😭"},
        "keyword": {"zh": ["谁在{x}被拍超速了？", "之前提到{x}罚单的是谁"],
                    "en": ["Who got a ticket on the {x}?", "Who got flashed at the {x}?"]},
        "partial": {"zh": ["{n}的超速罚单是在哪条路上？", "上次{n}说被拍超速的地方是哪里"],
                    "en": ["Where did {n} get the speeding ticket?",
                           "Where was {n} caught speeding last time?"]},
        "paraphrase": {"zh": ["{n}驾驶太快被摄像头抓到的位置在何处",
                              "{n}在哪段马路上开得过快遭到抓拍"],
                       "en": ["At what spot was {n} clocked going too fast behind the wheel?",
                              "Where was {n} nabbed for going over the limit?"]},
        "never_n": ["{n}那次超速开的是什么车？", "Did {n} say whether they appealed the ticket?"],
        "never_anon": ["之前有人说过闯红灯被拍吗", "Did anyone get a parking ticket recently?"],
        "chat": ["又收到违章短信了", "这条路限速好奇怪", "speed cameras everywhere now",
                 "高架上测速太多了", "驾照分快扣完了"],
    },
    "dream": {
        "details": ["在火星卖煎饼果子", "被一群柯基追着跑", "riding a whale to work",
                    "teaching calculus to pigeons", "给秦始皇当导游"],
        "decoys": ["在月球卖煎饼果子", "riding a dolphin to work", "给汉武帝当导游"],
        "one": {"zh": "昨晚梦见自己{x}，醒来笑了半天", "en": "Dreamt I was {x}, woke up laughing",
                "mix": "昨晚做梦 {x}，太离谱了"},
        "ann": {"zh": "昨晚做了个超离谱的梦，必须分享",
                "en": "Had the weirdest dream last night, need to share",
                "mix": "昨晚的 dream 太离谱了"},
        "det": {"zh": "梦里我{x}，还挺认真", "en": "In the dream I was {x}, very seriously",
                "mix": "梦里我{x}, very seriously"},
        "split": {"zh": ("又做那种特别真实的梦了，还有剧情", "这次是{x}"),
                  "en": ("Another super vivid dream, with a plot this time", "This time I was {x}"),
                  "mix": ("又做了 vivid 的梦, 有剧情", "这次是{x}")},
        "ask": {"zh": "@{n} 你昨天说的那个梦是啥", "en": "@{n} what was that dream you mentioned?"},
        "answer": {"zh": "{x}哈哈哈", "en": "I was {x} lol", "mix": "{x} 哈哈哈 so weird"},
        "wrong": {"zh": "我梦见{y}", "en": "I dreamt I was {y}", "mix": "dream 里我{y}"},
        "fix": {"zh": "记错了，不是{y}，是{x}，更离谱",
                "en": "Actually not {y}, I was {x}, even weirder",
                "mix": "不是{y}, 是{x}, even weirder"},
        "about": {"zh": "@{n} 昨晚又梦见{x}了吗哈哈",
                  "en": "{n} once dreamt about {x}, best dream in this group",
                  "mix": "@{n} 那个{x}的梦 笑死我了"},
        "confirm": {"zh": "别笑 是真的梦到了", "en": "it was so vivid though",
                    "mix": "真的梦到了 ok"},
        "keyword": {"zh": ["谁梦见{x}？", "之前谁说做梦{x}来着"],
                    "en": ["Who dreamt about {x}?", "Who had the dream about {x}?"]},
        "partial": {"zh": ["{n}做了个什么梦？", "上次{n}说的那个怪梦是什么内容"],
                    "en": ["What did {n} dream about?", "What was {n}'s weird dream last time?"]},
        "paraphrase": {"zh": ["{n}睡着时脑海里出现了啥荒唐场面",
                              "{n}夜里睡觉脑子里上演了什么奇怪情节"],
                       "en": ["What absurd scene played in {n}'s head while asleep?",
                              "What bizarre scenario did {n}'s sleeping mind cook up?"]},
        "never_n": ["{n}有没有说过梦见自己掉牙？", "Did {n} mention sleepwalking?"],
        "never_anon": ["之前有人说过梦见前任吗",
                       "Did anyone mention a recurring dream about flying?"],
        "chat": ["昨晚又梦到考试了", "做梦梦到中彩票 醒了好失落",
                 "does anyone else dream in English?",
                 "睡不着 数羊数到三百", "梦里吃的火锅最香"],
    },
    "driving": {
        "details": ["暴躁老李", "Coach Hammer", "佛系王教练", "Mr. Brakes", "嗓门张"],
        "decoys": ["暴躁老王", "Coach Anvil", "温柔王教练"],
        "one": {"zh": "驾校分到的教练外号叫{x}，第一天就被骂哭了",
                "en": "My driving instructor is known as {x}, yelled at me on day one",
                "mix": "驾校 instructor 外号{x}, day one 就被骂了"},
        "ann": {"zh": "报了驾校，今天第一次上车",
                "en": "Signed up for driving school, first lesson today",
                "mix": "driving school 第一课 today"},
        "det": {"zh": "教练大家都叫他{x}，名不虚传",
                "en": "Everyone calls the instructor {x}, and it's earned",
                "mix": "教练外号{x}, 名不虚传"},
        "split": {"zh": ("我们驾校每个教练都有外号，我这个最出名", "{x}，懂的都懂"),
                  "en": ("Every instructor at my school has a nickname, mine's the famous one",
                         "{x}. Say no more"),
                  "mix": ("驾校每个教练都有 nickname, 我这个最出名", "{x}, 懂的都懂")},
        "ask": {"zh": "@{n} 你驾校教练是哪个",
                "en": "@{n} which instructor did you get at the driving school?"},
        "answer": {"zh": "{x}，你们自己体会", "en": "{x}. say no more", "mix": "{x}, 懂的都懂"},
        "wrong": {"zh": "分到了{y}那组", "en": "Got put in {y}'s group",
                  "mix": "分到{y} 的 group 了"},
        "fix": {"zh": "搞错了，不是{y}，是{x}，更惨", "en": "Wrong, not {y}, it's {x}, even worse",
                "mix": "不是{y}, 是{x}, worse"},
        "about": {"zh": "@{n} 你是{x}带的吧？我表弟也是他带的",
                  "en": "{n} got {x} as their instructor, pray for them",
                  "mix": "@{n} 你是{x}带的? RIP"},
        "confirm": {"zh": "是的 每天挨骂", "en": "yep, pray for me", "mix": "是的 RIP me"},
        "keyword": {"zh": ["谁的教练是{x}？", "之前谁说被{x}带"],
                    "en": ["Whose instructor is {x}?", "Who got {x} at driving school?"]},
        "partial": {"zh": ["{n}的驾校教练外号叫什么？", "上次{n}说的那个教练叫啥"],
                    "en": ["What's the nickname of {n}'s driving instructor?",
                           "What did {n} say about their driving instructor?"]},
        "paraphrase": {"zh": ["{n}学开车时跟的师傅绰号是什么", "{n}跟着学驾驶的那位老师被叫作啥"],
                       "en": ["What nickname does the person teaching {n} to handle a car go by?",
                              "Who is teaching {n} behind the wheel, by the label people use "
                              "for him?"]},
        "never_n": ["{n}科目二考了几次才过？", "When is {n}'s road test scheduled?"],
        "never_anon": ["之前有人说过驾校学费多少吗",
                       "Did anyone say which driving school is cheapest?"],
        "chat": ["科目二又挂了一个", "驾校报名费又涨了", "parallel parking is my nemesis",
                 "侧方停车我就没成功过", "教练的嘴 骗人的鬼"],
    },
    "tax": {
        "details": ["¥1,284", "2,316元", "$612", "¥3,075", "947块"],
        "decoys": ["¥1,248", "$621", "2,361元"],
        "one": {"zh": "个税汇算退了{x}，今晚加鸡腿",
                "en": "Tax refund came through: {x}! Dinner's on me",
                "mix": "tax refund 到账{x}, 今晚加鸡腿"},
        "ann": {"zh": "今天做了个税年度汇算，居然能退钱",
                "en": "Did my tax return today and apparently I get money back",
                "mix": "做了 tax return, 居然能退钱"},
        "det": {"zh": "到账了，{x}，比预想的多", "en": "It landed: {x}, more than I expected",
                "mix": "到账{x}, more than expected"},
        "split": {"zh": ("退税审核通过了，钱比去年多", "总共{x}，已经到卡上"),
                  "en": ("Refund got approved, bigger than last year",
                         "{x} in total, already in my account"),
                  "mix": ("refund 审核通过了, 比去年多", "总共{x}, already 到卡")},
        "ask": {"zh": "@{n} 你退税退了多少", "en": "@{n} how much did your tax refund come to?"},
        "answer": {"zh": "{x}，不多不少", "en": "{x}, not bad", "mix": "{x}, not bad 吧"},
        "wrong": {"zh": "退税显示{y}", "en": "Refund shows {y}", "mix": "refund 显示{y}"},
        "fix": {"zh": "眼花了，不是{y}，是{x}", "en": "My bad, not {y}, it's {x}",
                "mix": "看反了 not {y}, 是{x}"},
        "about": {"zh": "@{n} 退了{x}还不请客？",
                  "en": "{n} got {x} from taxes and hasn't bought us anything",
                  "mix": "@{n} 退税{x} 不请客吗"},
        "confirm": {"zh": "请请请 周末", "en": "fine fine, drinks on me", "mix": "请 请 weekend"},
        "keyword": {"zh": ["谁退税退了{x}？", "之前谁说到账{x}"],
                    "en": ["Who got {x} back in taxes?", "Whose tax refund was {x}?"]},
        "partial": {"zh": ["{n}退税退了多少？", "上次{n}说个税退了多少钱"],
                    "en": ["How much was {n}'s tax refund?",
                           "How much did {n} get back from taxes last time?"]},
        "paraphrase": {"zh": ["{n}从税务局那边返还回来一笔多大数目",
                              "{n}今年从国家那里拿回了多少钱"],
                       "en": ["What sum did the revenue office hand over to {n} this spring?",
                              "How much did the state give {n} this spring?"]},
        "never_n": ["{n}打算拿退税的钱买什么？", "Did {n} say how long the refund took to arrive?"],
        "never_anon": ["有人说过专项附加扣除填了哪几项吗",
                       "Did anyone mention hiring an accountant?"],
        "chat": ["个税App又崩了", "今年要补税 哭了", "tax season is the worst",
                 "退税到底多久到账", "工资条看不懂"],
    },
    "photo": {
        "details": ["《晚高峰的鸽子》", "Rust and Rain", "《外婆的缝纫机》", "Last Ferry Home",
                    "《凌晨四点的菜市场》"],
        "decoys": ["《早高峰的鸽子》", "Rain and Rust", "Last Bus Home"],
        "one": {"zh": "投了一张照片参加摄影比赛，题目叫{x}",
                "en": "Entered the city photo contest with a shot called {x}",
                "mix": "摄影比赛投稿了, 作品叫{x}"},
        "ann": {"zh": "报名了市里的摄影比赛，截止前一晚才交",
                "en": "Sent my entry to the city photo contest an hour before the deadline",
                "mix": "photo contest 最后一小时才交"},
        "det": {"zh": "作品名字定了{x}，祝我好运", "en": "Titled it {x}. Wish me luck",
                "mix": "title 定了{x}, wish me luck"},
        "split": {"zh": ("最后选了去年秋天拍的那张，黑白的", "题目叫{x}"),
                  "en": ("Went with the black and white one from last autumn", "Title is {x}"),
                  "mix": ("最后选了那张 black and white 的", "题目叫{x}")},
        "ask": {"zh": "@{n} 你参赛那张照片起了什么题目",
                "en": "@{n} what's the title of your contest photo?"},
        "answer": {"zh": "{x}，有点文艺哈哈", "en": "{x}, a bit pretentious I know",
                   "mix": "{x}, 有点 pretentious"},
        "wrong": {"zh": "我的参赛作品叫{y}", "en": "My entry is called {y}", "mix": "entry 叫{y}"},
        "fix": {"zh": "投稿系统里看了，不是{y}，是{x}", "en": "Checked the form, not {y}, it's {x}",
                "mix": "不是{y}, 是{x}, 表格上写的"},
        "about": {"zh": "@{n} 你那张{x}入围了！公众号发了",
                  "en": "{n}'s photo {x} made the shortlist!",
                  "mix": "@{n} {x} 入围了 congrats"},
        "confirm": {"zh": "啊啊啊真的吗", "en": "no way!! thank you", "mix": "真的吗 omg"},
        "keyword": {"zh": ["{x}是谁拍的？", "谁投了{x}"], "en": ["Who took the photo {x}?",
                                                                 "Whose entry was {x}?"]},
        "partial": {"zh": ["{n}参加摄影比赛的作品叫什么？", "之前{n}说的参赛照片题目是啥"],
                    "en": ["What's the title of {n}'s contest photo?",
                           "What did {n} say about their photo contest entry?"]},
        "paraphrase": {"zh": ["{n}送去评奖的那幅影像取了哪个标题",
                              "{n}拿去参评的那幅片子叫什么名目"],
                       "en": ["What heading did {n} give the picture they sent in for judging?",
                              "What caption headed the image {n} put forward to the judges?"]},
        "never_n": ["{n}参赛用的是什么相机？", "Did {n}'s photo win first prize?"],
        "never_anon": ["之前有人说过摄影比赛的奖金是多少吗",
                       "Did anyone mention a photography workshop?"],
        "chat": ["今天的晚霞好好看 [图片]", "手机拍照比相机还方便",
                 "golden hour shots hit different",
                 "摄影比赛截止是哪天来着", "胶片好贵"],
    },
    "escape": {
        "details": ["午夜病院", "The Clockmaker's Attic", "古墓守夜人", "Bunker 17", "民国戏班"],
        "decoys": ["午夜学院", "The Clockmaker's Cellar", "Bunker 71"],
        "one": {"zh": "周末去玩了密室{x}，吓到腿软",
                "en": "Did the escape room {x} on Saturday, got out with two minutes left",
                "mix": "周末玩了密室{x}, got out with 2 minutes left"},
        "ann": {"zh": "周末组队刷了个密室，全程尖叫",
                "en": "We did an escape room this weekend, so much screaming",
                "mix": "周末 escape room, 全程尖叫"},
        "det": {"zh": "主题叫{x}，强烈推荐", "en": "It was {x}, highly recommend",
                "mix": "主题是{x}, highly recommend"},
        "split": {"zh": ("上周那个密室是恐怖向的，有真人NPC", "叫{x}，别一个人去"),
                  "en": ("The room last week was a horror one with live actors",
                         "It's {x}, don't go alone"),
                  "mix": ("上周那个密室 horror 向, 有真人 NPC", "叫{x}, don't go alone")},
        "ask": {"zh": "@{n} 你们周末玩的哪个密室", "en": "@{n} which escape room did you do?"},
        "answer": {"zh": "{x}，NPC超敬业", "en": "{x}, the actors were amazing",
                   "mix": "{x}, NPC 超敬业"},
        "wrong": {"zh": "我们玩的是{y}", "en": "We did {y}", "mix": "玩的是{y}"},
        "fix": {"zh": "说错了，不是{y}，是{x}，同一家店的",
                "en": "Sorry, not {y}, it was {x}, same shop",
                "mix": "不是{y}, 是{x}, same 店"},
        "about": {"zh": "@{n} 你们那组{x}破纪录了是吧", "en": "{n}'s team set the record in {x}!",
                  "mix": "@{n} {x} 破纪录了 nb"},
        "confirm": {"zh": "运气好运气好", "en": "pure luck honestly", "mix": "运气好 lol"},
        "keyword": {"zh": ["谁去玩了{x}？", "之前谁推荐的{x}"], "en": ["Who did the {x} room?",
                                                                       "Who played {x}?"]},
        "partial": {"zh": ["{n}玩的密室主题是什么？", "上次{n}说的那个密室叫什么"],
                    "en": ["Which escape room did {n} do?",
                           "What escape room did {n} play last time?"]},
        "paraphrase": {"zh": ["{n}被锁在屋里解谜逃脱的那次去的是哪个场景",
                              "{n}那回闯关解谜去的房间是什么设定"],
                       "en": ["Which locked-puzzle adventure did {n} break out of?",
                              "What puzzle-box experience did {n} get locked inside?"]},
        "never_n": ["{n}他们那次密室几个人去的？",
                    "How much did {n}'s escape room cost per person?"],
        "never_anon": ["有人推荐过剧本杀的店吗",
                       "Did anyone mention an escape room in another city?"],
        "chat": ["有人玩过恐怖密室吗", "密室NPC吓人是真的吓",
                 "escape rooms are so fun with the right team",
                 "剧本杀和密室哪个好玩", "密室里我永远是负责尖叫的"],
    },
    "race": {
        "details": ["1:52:08", "4小时07分", "2:11:45", "58分33秒", "3:49:20"],
        "decoys": ["1:58:02", "4小时17分", "3:49:02"],
        "one": {"zh": "比赛跑完了，成绩{x}，PB！",
                "en": "Finished the race in {x}, new PB!",
                "mix": "race finish 了, {x}, PB!"},
        "ann": {"zh": "今天比赛跑完了，腿已经不是我的了", "en": "Race done, legs are gone",
                "mix": "race 跑完了 腿没了"},
        "det": {"zh": "官方成绩出来了：{x}", "en": "Official chip time is out: {x}",
                "mix": "official 成绩{x}"},
        "split": {"zh": ("比去年快了好几分钟，净时刚查到", "{x}，比预期好"),
                  "en": ("Beat last year by a few minutes, just checked the chip time",
                         "{x}, better than expected"),
                  "mix": ("比去年快了几分钟, chip time 刚查到", "{x}, 比预期好")},
        "ask": {"zh": "@{n} 你比赛成绩多少", "en": "@{n} what was your finish time?"},
        "answer": {"zh": "{x}，还行", "en": "{x}, not too bad", "mix": "{x}, 还行 ok"},
        "wrong": {"zh": "成绩是{y}", "en": "My time was {y}", "mix": "time 是{y}"},
        "fix": {"zh": "App显示错了，不是{y}，是{x}",
                "en": "App was wrong, not {y}, official is {x}",
                "mix": "不是{y}, official 是{x}"},
        "about": {"zh": "@{n} {x}也太猛了吧", "en": "{n} ran it in {x}, beast mode",
                  "mix": "@{n} {x} 太猛了"},
        "confirm": {"zh": "运气好 天气凉快", "en": "cool weather helped", "mix": "天气好 lucky"},
        "keyword": {"zh": ["谁跑出了{x}？", "之前谁说成绩{x}"], "en": ["Who finished in {x}?",
                                                                       "Whose race time was {x}?"]},
        "partial": {"zh": ["{n}比赛跑了多长时间？", "上次{n}说的完赛成绩是多少"],
                    "en": ["What was {n}'s race time?",
                           "How fast did {n} finish the race last time?"]},
        "paraphrase": {"zh": ["{n}从起点冲到终点一共花了多久", "{n}那场长跑用时多少"],
                       "en": ["How long did {n} need from the starting gun to crossing the line?",
                              "What clock reading did {n} post at the end of the run?"]},
        "never_n": ["{n}跑的是哪个城市的比赛？", "What shoes did {n} wear for the race?"],
        "never_anon": ["之前有人说过参加越野跑吗", "Did anyone mention an ultramarathon?"],
        "chat": ["今天跑了五公里 累瘫", "马拉松报名又没中签", "running in this heat is brutal",
                 "跑鞋该换了", "配速六分半 慢慢来"],
    },
    "choir": {
        "details": ["第二女高音", "baritone", "男低音二声部", "mezzo-soprano", "女中音"],
        "decoys": ["第一女高音", "tenor", "男低音一声部"],
        "one": {"zh": "合唱团试音结果出来了，我被分到{x}",
                "en": "Choir auditions are in, I'm singing {x}",
                "mix": "choir 分声部了，我是{x}"},
        "ann": {"zh": "今晚合唱团分声部，好紧张",
                "en": "Choir placement auditions tonight, nervous",
                "mix": "今晚 choir audition 好紧张"},
        "det": {"zh": "分好了，{x}，跟我想的一样", "en": "Results: {x}, as I expected",
                "mix": "结果是{x}, as expected"},
        "split": {"zh": ("指挥说我音域比较宽，纠结了半天", "最后放在{x}了"),
                  "en": ("Conductor says my range is wide, took ages to decide", "Ended up in {x}"),
                  "mix": ("指挥说我 range 比较宽, 纠结了半天", "最后放在{x}了")},
        "ask": {"zh": "@{n} 你在合唱团唱哪个声部", "en": "@{n} which part do you sing in choir?"},
        "answer": {"zh": "{x}，站最后一排", "en": "{x}, back row", "mix": "{x}, 站 back row"},
        "wrong": {"zh": "我被分到{y}", "en": "They put me in {y}", "mix": "分到{y} 了"},
        "fix": {"zh": "指挥又调了，不是{y}，是{x}",
                "en": "Conductor switched me, not {y}, it's {x}",
                "mix": "不是{y}, 改成{x}了"},
        "about": {"zh": "@{n} 你唱{x}的时候好稳", "en": "{n} sounds amazing as a {x}",
                  "mix": "@{n} 你的{x} 好稳"},
        "confirm": {"zh": "嘿嘿 练了很久", "en": "aw thanks, lots of practice",
                    "mix": "练了很久 thanks"},
        "keyword": {"zh": ["谁在合唱团唱{x}？", "之前谁被分到{x}"],
                    "en": ["Who sings {x} in the choir?", "Who got placed as {x}?"]},
        "partial": {"zh": ["{n}在合唱团唱什么声部？", "上次{n}说被分到哪个声部"],
                    "en": ["What voice part does {n} sing in the choir?",
                           "Which choir section did {n} get last time?"]},
        "paraphrase": {"zh": ["{n}在歌咏队里负责哪个音区", "{n}在歌咏队里被安排唱哪一部分"],
                       "en": ["Which vocal range was {n} assigned in the chorus?",
                              "What register does {n} perform in at chorus rehearsals?"]},
        "never_n": ["{n}的合唱团下次演出是哪天？", "What piece is {n}'s choir rehearsing?"],
        "never_anon": ["之前有人说过合唱团在哪儿排练吗", "Did anyone mention joining a band?"],
        "chat": ["今晚排练又拖堂了", "高音上不去", "choir rehearsal ran late again",
                 "合唱比赛快到了", "练声练到嗓子哑"],
    },
}

# Fact shapes and how many facts have each (72 in all).
SHAPES: dict[str, int] = {"one": 11, "later": 14, "answer": 14, "correction": 11, "about": 10,
                          "split": 12}
REACT = {"zh": ["哈哈哈", "哈哈哈哈哈哈", "[表情]", "牛", "真的假的", "笑死", "离谱", "666",
                "厉害了", "绝了", "好家伙", "啊这", "？？？", "太真实了", "羡慕", "[图片]"],
         "en": ["lol", "lmao", "nice", "no way", "haha", "omg", "damn", "wow", "😂", "👍",
                "same", "legend"]}
FILL = {"zh": ["咋了", "展开说说", "然后呢", "细说", "?", "怎么了怎么了", "来了来了", "坐等下文"],
        "en": ["what happened?", "go on", "and??", "spill", "tell us more", "?"]}
DOUBT = {"zh": ["啊？", "确定？", "你再看看", "嗯？"], "en": ["wait what", "you sure?", "huh"]}
LATER_LEAD = {"zh": "接着昨天的说，", "en": "Update on the other day: ", "mix": "update 一下，"}

GENERIC: list[str] = [
    "有人拼奶茶吗", "今天好热", "周末有啥安排", "又要开会",
    "笑死我了", "这个表情包哪来的", "谁有充电宝", "我先撤了", "楼下新开了家面馆", "好困啊",
    "明天降温", "快递到了没", "刚刚那个视频谁发的", "这天气适合睡觉", "手机快没电了",
    "谁要一起去吃烧烤", "电梯又坏了", "老板今天心情不错", "我宣布今天摸鱼",
    "今天 meeting 好多", "deadline 是明天吗", "这个 bug 改了一下午", "晚上 game 吗",
    "外卖到了 bye", "this week is dragging", "anyone seen my charger",
    "omg same", "brb meeting", "that's hilarious", "who's up?", "I need coffee",
    "weekend plans anyone?", "ok 我去洗澡了", "群里好安静", "谁在线", "今天地铁好挤",
    "新出的那个剧好看吗", "空调开太冷了", "下雨了没带伞", "能不能别@全体了",
    "the coffee machine is broken again", "who wants to split a pizza", "看到一只超肥的橘猫",
    "今天步数两万", "打工人打工魂",
    "这周过得好快", "明天几点到公司", "周报写完了吗", "楼上谁在装修啊 一直响",
    "有人看昨晚的球赛了吗", "这个月信用卡账单吓死人", "我妈又给我寄了一箱橘子", "耳机找不到了",
    "键盘上的 Esc 掉了", "who else is working late", "the new intern is so nice",
    "群主出来冒个泡", "今天的云好好看", "我的快递被别人拿错了", "冰箱里的酸奶过期了",
    "is it just me or is the office freezing", "周末想去爬山 有人吗", "我们组又要团建了",
    "今天吃了个巨辣的麻辣烫", "感冒了 鼻子不通", "双十一攒的东西还没拆", "猫把我的水杯打翻了",
    "that meeting was pointless", "有推荐的播客吗", "刚剪了头发 有点短", "外面风好大",
    "下周要出差三天", "我买的绿植又黄叶了", "reading anything good lately?", "头好痛 先下了",
]
# Lines of their hour of the day or day of the week.
TIMELY: dict[str, list[str]] = {
    "morning": ["早饭吃啥好", "又迟到了 地铁太挤", "咖啡续命中", "coffee first, then humans"],
    "noon": ["中午吃啥", "what's for lunch", "午饭有人一起吗", "饭后好困", "lunch anyone?"],
    "evening": ["下班了下班了", "大家晚上好", "晚饭吃了三碗", "终于到家了", "dinner was amazing"],
    "night": ["我去 这么晚了", "还有人没睡吗", "明天还要早起 睡了", "熬夜冠军是我", "晚安晚安"],
    "monday": ["周一综合症", "monday again ugh"],
    "friday": ["终于周五了", "friday finally", "周五快乐"],
}
SHORT: list[str] = ["哈哈哈", "[表情]", "[图片]", "+1", "？", "666", "牛", "笑死", "确实",
                    "好的", "收到", "lol", "ok", "👍", "😂", "嗯嗯", "对", "hhh", "草", "真的"]
REPEAT: list[str] = ["冲鸭", "打卡", "好饿", "晚安晚安", "雨好大", "放假放假", "发工资了",
                     "收到收到", "支持", "明天见"]
MORNING: list[str] = ["早", "早上好", "morning", "早安打工人", "早～", "早早早", "gm",
                      "早 今天好冷"]
AT_ASK: list[str] = ["@{b} 在吗", "@{b} 你昨晚几点睡的", "@{b} 明天带伞", "@{b} 文件发我一下",
                     "@{b} are you coming tonight?", "@{b} 你上号没", "@{b} 帮我带个早饭",
                     "@{b} 链接发一下"]
AT_REPLY: list[str] = ["在", "刚醒", "好嘞", "马上", "yep", "收到", "等我五分钟", "忘了 我看看"]
QUOTE_REPLY: list[str] = ["哈哈哈 真的", "同意", "+1", "lol same", "这句话我记住了", "说得好",
                          "你认真的？"]

CHAT_KIND: dict[str, str] = {line: kind for kind, t in TOPICS.items() for line in t["chat"]}
# Turns a member might send the bot that need no recall.
BOT_CHATTER: list[str] = [
    "早上好呀", "你好", "晚安", "谢谢你", "在吗机器人", "hi bot", "good night!", "thanks a lot",
    "讲个笑话", "Tell me a joke about dentists", "来个冷笑话", "tell me a pun about bread",
    "帮我写首诗", "帮我写一首关于酸面包酵种的打油诗", "给我起个跑团角色名，要精灵法师",
    "Write a haiku about a speeding ticket", "帮我把'我今天很开心'翻译成英文",
    "帮我想个好玩的WiFi名字", "给合唱团的演出写一段开场白", "帮我写个跟房东请求修东西的短信",
    "光速是多少", "地球到月球多远", "水的沸点是多少", "What's the capital of Australia?",
    "珠穆朗玛峰有多高", "How many bones are in the human body?", "一光年是多远",
    "马拉松全程多少公里", "What is the speed limit on most highways in China?",
    "新生儿一般多重算正常", "How long does a sourdough starter take to get active?",
    "科目二倒车入库有什么技巧", "洗牙多久洗一次比较好", "深蹲的时候膝盖疼怎么办",
    "个税年度汇算怎么操作", "手机拍夜景怎么调参数", "密室逃脱有什么通用解谜思路",
    "半马前一天吃什么比较好", "How do I find my vocal range?", "WiFi信号不好怎么办",
    "跟房东谈退租有什么技巧", "拼车的时候油钱怎么分比较合理", "做梦是怎么形成的",
    "怎么练才能让高音更稳", "Any tips for a first-time D&D player?",
    "What's a good warm-up before squats?", "超速罚单可以申诉吗", "摄影比赛的作品怎么起名好听",
    "你觉得猫好还是狗好", "Is pineapple on pizza okay?", "你喜欢下雨天吗", "机器人会做梦吗",
    "Do you think escape rooms are fun?", "你觉得早起好还是晚睡好", "最好看的科幻电影是哪部",
    "推荐几本适合周末看的书", "周末去哪玩比较好", "下雨天适合干什么", "我有点焦虑怎么办",
    "How do I stay motivated at the gym?", "怎么跟新邻居打招呼", "有什么好用的记账方法",
    "推荐一个适合新手的面包食谱", "帮我算一下 37 乘以 48", "今天星期几", "现在几点了",
    "What's 15% of 240?", "用三个词形容夏天", "说一句鼓励我的话", "你叫什么名字",
    "你会唱歌吗", "Can you recommend a podcast?", "帮我写个请假条", "给我讲讲黑洞",
    "How do I say thank you in Japanese?", "为什么天空是蓝色的", "教我一个绕口令",
    "陪我聊会天", "What should I cook for dinner tonight?", "推荐一首适合跑步听的歌",
    "生日祝福怎么写比较走心", "哈哈哈你太逗了",
]
# Never said: general questions naming no one, on things nobody in the group brought up.
NEVER_GENERAL: list[str] = [
    "之前有人说过去学潜水吗", "Did anyone mention adopting a rabbit?", "有人提过要去考研吗",
    "did anyone say they're learning the ukulele?", "之前有人说过家里换了新沙发吗",
    "Did anyone mention a broken washing machine?", "有人说过养了仓鼠吗",
    "Did anyone mention a camping trip?", "之前谁说过要辞职来着？",
    "Has anyone talked about getting a tattoo?", "有人说过牙套戴了多久吗",
    "Did anyone mention a cooking class?", "之前有人聊过股票亏了多少吗",
    "Did anyone mention buying a new phone?",
]
STOP: frozenset[str] = frozenset(
    "a an the of to in on at for with by from as and or but is are was were be been being do "
    "does did what which who whose whom when where why how that this these those it its i me my "
    "we our you your he him his she her they them their there here any anyone anybody someone "
    "somebody some about up out into over after before last time again so not no yes just too "
    "very can could would should will get got have has had say said mention mentioned tell told "
    "one ok".split())
WEEKDAY_HOURS: list[float] = [0.2, 0.05, 0.02, 0.0, 0.0, 0.0, 0.05, 0.4, 0.8, 0.6, 0.5, 0.7,
                              1.2, 0.9, 0.5, 0.5, 0.6, 0.8, 1.0, 1.1, 1.3, 1.4, 1.2, 0.7]
WEEKEND_HOURS: list[float] = [0.5, 0.3, 0.1, 0.02, 0.0, 0.0, 0.0, 0.05, 0.2, 0.5, 0.9, 1.1,
                              1.2, 1.0, 1.0, 1.1, 1.0, 1.0, 1.1, 1.3, 1.4, 1.4, 1.2, 0.9]

Line = tuple[str, str, str]  # (speaker, text, role: "" | "evidence" | "earlier")


def _cjk(ch: str) -> bool:
    return "\u4e00" <= ch <= "\u9fff"


def _bigrams(text: str) -> set[str]:
    return {text[i:i + 2] for i in range(len(text) - 1) if _cjk(text[i]) and _cjk(text[i + 1])}


def _stem(word: str) -> str:
    for suffix in ("ing", "ed", "es", "s", "e"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[:-len(suffix)]
    return word


def _words(text: str) -> set[str]:
    """English content words, crudely stemmed ("named" and "name" are one word)."""
    return {_stem(w) for w in re.findall(r"[a-z]+", text.lower()) if len(w) > 1 and w not in STOP}


def _shares(question: str, evidence: str, name: str) -> set[str]:
    """What a paraphrase shares with its evidence, the member's name aside."""
    q, e = question.replace(name, " "), evidence.replace(name, " ")
    return (_words(q) & _words(e)) | (_bigrams(q) & _bigrams(e))


def _member(rng: random.Random, avoid: tuple[str, ...] = ()) -> str:
    while True:
        who = rng.choices(MEMBERS, weights=CHATTY)[0]
        if who not in avoid:
            return who


def _react(rng: random.Random, lang: str, avoid: tuple[str, ...]) -> list[Line]:
    out: list[Line] = []
    for _ in range(rng.choice([0, 0, 1, 1, 2])):
        pool = REACT["en" if lang == "en" and rng.random() < 0.7 else "zh"]
        out.append((_member(rng, avoid), rng.choice(pool), ""))
    return out


# -- the facts ----------------------------------------------------------------------------

def _facts(rng: random.Random) -> list[dict[str, Any]]:
    kinds = list(TOPICS)
    five = set(rng.sample(kinds, 8))  # eight topics get five facts, the others four
    shapes = [s for s, n in SHAPES.items() for _ in range(n)]
    rng.shuffle(shapes)
    facts: list[dict[str, Any]] = []
    for kind in kinds:
        topic = TOPICS[kind]
        count = 5 if kind in five else 4
        details = rng.sample(topic["details"], count)
        names = rng.sample(MEMBERS, count)  # a member once a topic
        for x, name in zip(details, names, strict=True):
            shape = shapes[len(facts)]
            if x.isascii():
                lang = rng.choices(["en", "zh", "mix"], weights=[0.5, 0.25, 0.25])[0]
            else:
                lang = rng.choices(["zh", "mix"], weights=[0.65, 0.35])[0]
            # The wrong value: a decoy of the detail's script, the one most like it.
            decoys = [d for d in topic["decoys"] if d.isascii() == x.isascii()] or topic["decoys"]
            y = max(decoys, key=lambda d: (len(set(d) & set(x)), rng.random()))
            facts.append({"kind": kind, "name": name, "uid": UID + MEMBERS.index(name),
                          "detail": x, "rare": [x], "shape": shape, "lang": lang,
                          "earlier": y if shape == "correction" else None})
    for f in facts:
        f["parts"], f["carrier"] = _said(rng, f)
    return facts


def _said(rng: random.Random, f: dict[str, Any]) -> tuple[list[list[Line]], str]:
    """The fact's lines, in one part or (a "later" fact told over days) two."""
    topic = TOPICS[f["kind"]]
    n, x, y, lang, shape = f["name"], f["detail"], f["earlier"], f["lang"], f["shape"]
    side = "en" if lang == "en" else "zh"

    def say(key: str) -> str:
        return str(topic[key][lang]).format(x=x, y=y, n=n)

    if shape == "one":
        return [[(n, say("one"), "evidence"), *_react(rng, lang, (n,))]], n
    if shape == "later":
        first: list[Line] = [(n, say("ann"), "")]
        for _ in range(rng.randint(1, 3)):
            first.append((_member(rng, (n,)), rng.choice(FILL[side] + REACT[side]), ""))
        if rng.random() < 0.35:  # the detail a day or more later
            return [first, [(n, LATER_LEAD[lang] + say("det"), "evidence"),
                            *_react(rng, lang, (n,))]], n
        return [[*first, (n, say("det"), "evidence"), *_react(rng, lang, (n,))]], n
    if shape == "answer":
        asker = _member(rng, (n,))
        ask_lang = side if rng.random() < 0.75 else _other(side)
        lines: list[Line] = [(asker, str(topic["ask"][ask_lang]).format(n=n), "")]
        for _ in range(rng.choice([0, 0, 1, 2])):
            lines.append((_member(rng, (n, asker)), rng.choice(SHORT), ""))
        return [[*lines, (n, say("answer"), "evidence"), *_react(rng, lang, (n,))]], n
    if shape == "correction":
        lines = [(n, say("wrong"), "earlier")]
        for _ in range(rng.choice([0, 1, 1, 2])):
            lines.append((_member(rng, (n,)), rng.choice(DOUBT[side] + SHORT), ""))
        return [[*lines, (n, say("fix"), "evidence"), *_react(rng, lang, (n,))]], n
    if shape == "about":
        carrier = _member(rng, (n,))
        lines = [(carrier, say("about"), "evidence")]
        if rng.random() < 0.4:
            lines.append((_member(rng, (n, carrier)), rng.choice(REACT[side]), ""))
        return [[*lines, (n, say("confirm"), "")]], carrier
    assert shape == "split", shape
    a, b = topic["split"][lang]
    lines = [(n, a.format(x=x, n=n), "")]
    if rng.random() < 0.5:
        lines.append((_member(rng, (n,)), rng.choice(FILL[side] + SHORT), ""))
    return [[*lines, (n, b.format(x=x, n=n), "evidence"), *_react(rng, lang, (n,))]], n


def _questions(rng: random.Random, f: dict[str, Any], evidence: str) -> None:
    """One question a class, in the fact's language or (a third of them) across."""
    topic = TOPICS[f["kind"]]
    n, x = f["name"], f["detail"]
    base = {"zh": "zh", "en": "en", "mix": rng.choice(["zh", "en"])}[f["lang"]]
    q_lang: dict[str, str] = {}
    for cls in ("keyword", "partial", "paraphrase"):
        ql = _other(base) if rng.random() < 0.4 else base
        if cls == "keyword" and not _fits(x, ql):
            ql = "zh"
        templates = list(topic[cls][ql])
        rng.shuffle(templates)
        if cls == "paraphrase":
            # The first template sharing nothing with the evidence; else the other language.
            ok = [t for t in templates if not _shares(t.format(n=n), evidence, n)]
            if not ok:
                ql = _other(ql)
                ok = [t for t in topic[cls][ql] if not _shares(t.format(n=n), evidence, n)]
            assert ok, (f["kind"], f["shape"], f["lang"], evidence)
            templates = ok
        f[cls] = templates[0].format(x=x, n=n)
        q_lang[cls] = ql
    f["q_lang"] = q_lang


# -- the chatter --------------------------------------------------------------------------

def _timely(start: float) -> list[str]:
    """The lines that fit a window starting at `start`."""
    hour = (start - FIRST_DAY) % DAY / 3600
    day = int((start - FIRST_DAY) // DAY) % 7
    slot = ("night" if hour < 6 or hour >= 23 else "morning" if hour < 11
            else "noon" if hour < 14 else "evening" if hour >= 18 else "")
    out = list(TIMELY[slot]) if slot else []
    if day == 0:
        out += TIMELY["monday"]
    if day == 4:
        out += TIMELY["friday"]
    return out


def _chatter_thread(rng: random.Random, said: list[str], timely: list[str]) -> list[Line]:
    """A thread with no fact in it: topic talk, small talk, 复读, an @, a quote."""
    kind = rng.choices(["topic", "small", "repeat", "at", "quote"], weights=[3, 5, 1, 1.5, 1])[0]
    if kind == "repeat":
        line = rng.choice(REPEAT)
        who = rng.sample(MEMBERS, rng.randint(3, 5))
        return [(w, line, "") for w in who]
    if kind == "at":
        a = _member(rng)
        b = _member(rng, (a,))
        out: list[Line] = [(a, rng.choice(AT_ASK).format(b=b), ""), (b, rng.choice(AT_REPLY), "")]
        if rng.random() < 0.4:
            out.append((a, rng.choice(SHORT), ""))
        return out
    if kind == "quote" and said:
        quoted = rng.choice(said[-200:])
        who, text = quoted.split("\x00")
        b = _member(rng, (who,))
        return [(b, f"「{who}：{text}」 {rng.choice(QUOTE_REPLY)}", ""),
                *[(_member(rng), rng.choice(SHORT), "") for _ in range(rng.randint(0, 2))]]
    speakers = [_member(rng) for _ in range(rng.randint(2, 4))]
    out = []
    timely = rng.sample(timely, min(len(timely), rng.choice([0, 1, 1, 2])))
    chat = rng.sample(TOPICS[rng.choice(list(TOPICS))]["chat"], 3) if kind == "topic" else []
    for i in range(rng.randint(3, 9)):
        who = speakers[i % len(speakers)] if rng.random() < 0.8 else _member(rng)
        r = rng.random()
        if chat and (i == 0 or r < 0.3):
            text = chat.pop()
        elif timely and r < 0.42:
            text = timely.pop(rng.randrange(len(timely)))
        elif r < 0.55:
            text = rng.choice(SHORT)
        else:
            text = rng.choice(GENERIC)
        out.append((who, text, ""))
    return out


# -- the layout ---------------------------------------------------------------------------

def _windows(rng: random.Random) -> list[dict[str, Any]]:
    """Windows of activity: a few a day at hours of the day's rhythm, a morning roll call."""
    out: list[dict[str, Any]] = []
    for d in range(DAYS):
        weekend = d % 7 >= 5  # FIRST_DAY is a Monday
        hours = rng.choices(range(24), weights=WEEKEND_HOURS if weekend else WEEKDAY_HOURS,
                            k=rng.randint(5, 8) if weekend else rng.randint(4, 7))
        for h in hours:
            out.append({"day": d, "start": FIRST_DAY + d * DAY + h * 3600 + rng.uniform(0, 3300),
                        "weight": rng.uniform(0.4, 2.0) * (1.3 if h >= 18 else 1.0),
                        "threads": []})
        if rng.random() < 0.75:
            who = rng.sample(MEMBERS, rng.randint(2, 5))
            out.append({"day": d, "start": FIRST_DAY + d * DAY + rng.uniform(7.3, 8.9) * 3600,
                        "weight": 0.0, "threads": [[(w, rng.choice(MORNING), "") for w in who]]})
    out.sort(key=lambda w: w["start"])
    return out


def _gap(rng: random.Random) -> float:
    return min(900.0, max(3.0, rng.lognormvariate(math.log(35), 1.0)))


def seventh_set(seed: int = 7707) -> Set:
    """The held-out seventh set (see the module's docstring)."""
    rng = random.Random(seed)
    total = 2500
    facts = _facts(rng)
    windows = _windows(rng)
    # Each fact's parts to windows: the second part of a "later" fact 1-3 days on.
    for k, f in enumerate(facts):
        parts = f["parts"]
        last = DAYS - 1 - (3 if len(parts) > 1 else 0)
        options = [i for i, w in enumerate(windows) if w["weight"] > 0 and w["day"] <= last]
        i = rng.choice(options)
        windows[i]["threads"].append([(s, t, f"{k}:{r}" if r else "") for s, t, r in parts[0]])
        if len(parts) > 1:
            day = windows[i]["day"] + rng.randint(1, 3)
            later = [j for j, w in enumerate(windows) if w["day"] == day and w["weight"] > 0]
            j = rng.choice(later)
            windows[j]["threads"].append([(s, t, f"{k}:{r}" if r else "") for s, t, r in parts[1]])
    count = sum(len(t) for w in windows for t in w["threads"])
    weights = [w["weight"] for w in windows]
    said: list[str] = []
    while count < total:
        window = rng.choices(windows, weights=weights)[0]
        thread = _chatter_thread(rng, said, _timely(window["start"]))
        said.extend(f"{s}\x00{t}" for s, t, _ in thread if "「" not in t and len(t) > 3)
        window["threads"].append(thread)
        count += len(thread)
    # Interleave each window's threads line by line and give the lines their times.
    messages: list[Message] = []
    talked: set[tuple[str, str]] = set()  # (topic, member) of the topics' chat lines
    at = FIRST_DAY
    for w in windows:
        threads = [list(t) for t in w["threads"] if t]
        if not threads:
            continue
        at = max(w["start"], at + 60)
        while threads:
            pick = rng.choices(range(len(threads)), weights=[len(t) for t in threads])[0]
            who, text, role = threads[pick].pop(0)
            if not threads[pick]:
                threads.pop(pick)
            messages.append(_user(at, who, UID + MEMBERS.index(who), text))
            if text in CHAT_KIND:
                talked.add((CHAT_KIND[text], who))
            if role:
                k, r = role.split(":")
                facts[int(k)].setdefault(f"_{r}", []).append(at)
            at += _gap(rng)
    by_at = {m.created_at: m.text() for m in messages}
    for f in facts:
        f["evidence"] = f.pop("_evidence")
        assert len(f["evidence"]) == 1
        if f["shape"] == "correction":
            f["earlier_at"] = f.pop("_earlier")[0]
        else:
            f.pop("earlier")
        f.pop("parts")
        _questions(rng, f, by_at[f["evidence"][0]])
    never = _never(rng, facts, talked)
    chatter = rng.sample(BOT_CHATTER, 80)
    return Set("seventh", messages, facts, never, chatter,
               members={n: UID + i for i, n in enumerate(MEMBERS)})


def _never(rng: random.Random, facts: list[dict[str, Any]], talked: set[tuple[str, str]]
           ) -> list[str]:
    """Half name a real member (a topic's question of a member with no such fact who
    never talked of the topic either, or a detail no one states), half name no one."""
    has = {(f["kind"], f["name"]) for f in facts} | talked
    kinds = list(TOPICS)
    named: list[str] = []
    while len(named) < 24:
        kind, name = rng.choice(kinds), rng.choice(MEMBERS)
        if (kind, name) in has:
            continue
        q = rng.choice(TOPICS[kind]["partial"][rng.choice(["zh", "en"])]).format(n=name)
        if q not in named:
            named.append(q)
    unstated = [t for kind in kinds for t in TOPICS[kind]["never_n"]]
    rng.shuffle(unstated)
    for t in unstated[:22]:
        named.append(t.format(n=rng.choice(MEMBERS)))
    anon = [t for kind in kinds for t in TOPICS[kind]["never_anon"]] + NEVER_GENERAL
    out = named + anon
    rng.shuffle(out)
    return out


def _check(s: Set) -> None:
    """The set's own checks: each detail in its evidence message(s) and in no other, the
    paraphrases sharing no word with their evidence, the never-said questions carrying
    no detail, strictly increasing times."""
    texts = [m.text() for m in s.messages]
    times = [m.created_at for m in s.messages]
    assert all(a < b for a, b in itertools.pairwise(times)), "times strictly increase"
    details = [f["detail"] for f in s.facts]
    assert len(set(details)) == len(details)
    assert len({(f["kind"], f["name"]) for f in s.facts}) == len(s.facts), "a member once a topic"
    for f in s.facts:
        x = f["detail"]
        where = [at for at, t in zip(times, texts, strict=True) if x in t]
        assert where == f["evidence"], (x, where, f["evidence"])
        assert not any(x in other for other in details if other != x), x
        ev = texts[times.index(f["evidence"][0])]
        assert any(r in f["keyword"] for r in f["rare"]), f["keyword"]
        assert f["name"] in f["partial"] and f["name"] in f["paraphrase"], f["name"]
        assert x not in f["partial"] and x not in f["paraphrase"], x
        shared = _shares(f["paraphrase"], ev, f["name"])
        assert not shared, (f["paraphrase"], ev, shared)
        assert ev.split(": ", 1)[0].endswith(f"{f['carrier']}({s.members[f['carrier']]})")
        if f["shape"] == "correction":
            assert f["earlier"] in texts[times.index(f["earlier_at"])] and f["earlier"] in ev
            assert f["earlier_at"] < f["evidence"][0]
    low = [d.lower() for d in details]
    for q in s.never + s.chatter:
        assert not any(d in q.lower() for d in low), q
    assert len(set(s.never)) == len(s.never) and len(set(s.chatter)) == len(s.chatter)
    assert 2300 <= len(s.messages) <= 2700 and 60 <= len(s.facts) <= 80


if __name__ == "__main__":
    _check(seventh_set())
    print(describe(seventh_set, "mix"))
