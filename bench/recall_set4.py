"""A fourth evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code (not read while writing it) and generated unlike the
first three (bench/recall.py's `first_set`, bench/recall_sets.py's `second_set` and
`third_set`), which place each fact in a fixed slot of a flat stream of chatter:

- the conversation is a timeline: about two months of days, each with two to four
  sessions (a morning, lunch, an afternoon, an evening; quiet nights), a few to sixty
  messages each, seconds apart within a session and hours apart between them; some
  members talk much more than others and now and then send two lines in a row;
- 13 members of their own (Chinese names, English names, two nicknames), 15 topics of
  their own (an injury, a salary offer, a wedding date, a lost wallet, a sibling's visit,
  a bike repair, a podcast, a recipe, volunteering, a rent increase, a locker number, a
  board-game win, a tattoo, a raffle prize, a noisy neighbour), six members a topic, each
  fact with its own detail (a place, a number, a name, a date, a brand);
- facts in five shapes: one message; a member's announcement and, one to three others'
  lines later, the detail (sometimes a follow-up after); an answer to another member's
  question; a wrong detail corrected a few lines later ("不是X，是Y" / "X, not Y"); an
  announcement in one session and the detail in a later one, hours or days after; in
  Chinese, in English, or mixed (within a message or across the fact's messages); others
  react now and then ("恭喜恭喜！", "oh no, hope it turns up");
- chatter from a pool whose lines mention the topics' words casually ("今年房租普遍在
  涨", "any podcast recs for the commute?"), so those words are not the facts' alone;
- questions in the third person, one template per class, topic and language: "keyword"
  carries the detail, "partial" names the member and the topic, "paraphrase" names the
  member and shares no other word with the evidence; each asked in the fact's language
  or across (an English question about a Chinese message and the other way);
- never-said questions that name real members: half ask a topic's question of a member
  who never had it (another member did), half ask a detail of the topics never stated
  (a best man, a deposit, a podcast's guest); chatter turns (questions among them) that
  use the topics' words and should get no block.

Each fact records its "evidence": the created_at of the message(s) carrying its detail
(the detail is in them and in no other message), its "detail", "shape", "lang" and the
languages of its questions.
"""

from __future__ import annotations

import random
from typing import Any

from bench.recall_sets import DAY, START, Set, _fits, _other, _user
from mnemo.message import Message

MEMBERS = ["Kiki", "老郑", "胖虎", "Rohan", "Beatriz", "Theo", "Yuki", "Declan", "宋雨薇",
           "欧阳娜", "何家乐", "Nadia", "Ines"]
UID = 7000

# Each topic: its details (one a fact), decoys (the wrong detail a correction replaces),
# the lines of its shapes by language ({x} the detail, {y} a decoy, {n} the member the
# line is said to), others' reactions, its questions by class and language, and
# questions about details of the topic no one states. An English line only ever carries
# a detail or decoy written in Latin letters.
TOPICS: dict[str, dict[str, Any]] = {
    "injury": {
        "details": ["匹克球", "飞盘", "攀岩", "trampoline", "bouldering", "ice skating"],
        "decoys": ["羽毛球", "basketball", "瑜伽"],
        "one": {"zh": "昨天玩{x}把脚踝扭了，肿得跟馒头一样",
                "en": "Rolled my ankle doing {x} last night, it's the size of a tennis ball",
                "mix": "玩{x}的时候 sprain 了脚踝，今天拄拐上班"},
        "lead": {"zh": "我脚崴了，走路一瘸一拐的", "en": "So I hurt my ankle this weekend..."},
        "detail": {"zh": "{x}的时候落地没站稳", "en": "Landed badly at {x}, totally my fault"},
        "follow": {"zh": "医生说至少歇两周", "en": "Doc says two weeks of rest"},
        "ask": {"zh": "{n}你脚怎么了？看你走路怪怪的", "en": "{n} why are you limping?"},
        "answer": {"zh": "别提了，玩{x}扭的", "en": "{x}. Don't ask."},
        "wrong": {"zh": "打{y}把脚扭了", "en": "Hurt my ankle playing {y}"},
        "fix": {"zh": "说错了，不是{y}，是{x}的时候扭的",
                "en": "Correction: it was {x}, not {y}. {y} was last year lol"},
        "later": {"zh": "上次说脚崴了，其实是玩{x}弄的",
                  "en": "About the ankle: it happened at {x}"},
        "react": ["多休息，别逞强", "ouch, feel better!", "冰敷冰敷"],
        "keyword": {"zh": "谁玩{x}受伤了？", "en": "Who got hurt doing {x}?"},
        "partial": {"zh": "{n}的脚踝是怎么伤的？", "en": "How did {n} hurt that ankle?"},
        "paraphrase": {"zh": "{n}做哪种运动时出了意外", "en": "What pastime left {n} injured?"},
        "never": ["{n}骨折的是哪只手？", "Which physio is {n} seeing?"],
    },
    "offer": {
        "details": ["42k", "55万", "138k", "31k", "72k", "46k"],
        "decoys": ["40k", "50万", "35k"],
        "one": {"zh": "offer 谈下来了，base {x}，下个月入职",
                "en": "Negotiated the offer up to {x} base, signing next week",
                "mix": "HR 最后松口了，{x} base，比第一轮多了不少"},
        "lead": {"zh": "今天跟HR谈薪，紧张死了",
                 "en": "Had the salary call with the recruiter today"},
        "detail": {"zh": "最后定了{x}，比他们第一次报的高", "en": "They came up to {x}!"},
        "follow": {"zh": "下周一签合同", "en": "Signing on Monday"},
        "ask": {"zh": "{n}，薪资谈得怎么样了？", "en": "{n} how did the negotiation go?"},
        "answer": {"zh": "还行，给到{x}了", "en": "Not bad, they went to {x}"},
        "wrong": {"zh": "最后谈到{y}", "en": "Final number is {y}"},
        "fix": {"zh": "更正：是{x}，不是{y}，我记岔了", "en": "Sorry, typo earlier: {x}, not {y}"},
        "later": {"zh": "上次说的那个offer，数字出来了：{x}",
                  "en": "Update on the offer: {x} base"},
        "react": ["恭喜恭喜！请吃饭", "congrats!! drinks on you", "大佬带带我"],
        "keyword": {"zh": "谁的offer是{x}？", "en": "Whose offer came in at {x}?"},
        "partial": {"zh": "{n}的新工作薪水谈到多少？", "en": "What salary did {n} negotiate?"},
        "paraphrase": {"zh": "{n}下家给开的待遇是什么水平",
                       "en": "How much will {n}'s upcoming employer pay?"},
        "never": ["{n}的年终奖发了几个月？", "Which company did {n} turn down?"],
    },
    "wedding": {
        "details": ["五月二十号", "October 3rd", "国庆节", "6月18号", "Valentine's Day",
                    "腊月初八"],
        "decoys": ["五月十二号", "October 10th", "6月8号"],
        "one": {"zh": "婚期定了，{x}，到时候都来喝喜酒啊",
                "en": "We picked the wedding date: {x}! Save the date everyone",
                "mix": "wedding 日子定在{x}，venue 还在看"},
        "lead": {"zh": "跟家里商量了一晚上婚期",
                 "en": "Finally sat down with both families about the wedding"},
        "detail": {"zh": "定在{x}了，老人说日子好", "en": "It's going to be {x}"},
        "follow": {"zh": "请帖下个月发", "en": "Invitations go out next month"},
        "ask": {"zh": "{n}你们婚礼哪天办？", "en": "{n} when's the big day?"},
        "answer": {"zh": "{x}，记得空出来", "en": "{x}! Keep it free"},
        "wrong": {"zh": "婚礼定在{y}", "en": "Wedding's on {y}"},
        "fix": {"zh": "不对不对，是{x}，{y}是订婚",
                "en": "Scratch that, {x}, not {y}. My fiancée corrected me"},
        "later": {"zh": "之前说的婚期，最后定了{x}", "en": "Re the wedding: {x}, confirmed"},
        "react": ["恭喜！份子钱准备好了", "aww congrats!!", "要当伴娘吗哈哈"],
        "keyword": {"zh": "谁{x}结婚？", "en": "Whose wedding is {x}?"},
        "partial": {"zh": "{n}的婚礼是哪天？", "en": "When is {n}'s wedding?"},
        "paraphrase": {"zh": "{n}什么时候成家办酒席", "en": "When does {n} tie the knot?"},
        "never": ["{n}的伴郎是谁？", "Where is {n} going for the honeymoon?"],
    },
    "lost": {
        "details": ["滴滴后座", "地铁7号线", "宜家", "Costa", "airport security", "万达影城"],
        "decoys": ["星巴克", "Starbucks", "公交站"],
        "one": {"zh": "钱包丢了😭 应该是落在{x}了",
                "en": "Lost my wallet, pretty sure I left it at {x}",
                "mix": "wallet 不见了，上回见到是在{x}"},
        "lead": {"zh": "完了，钱包找不到了", "en": "Has anyone seen a brown wallet? mine's gone"},
        "detail": {"zh": "想起来了，落在{x}了", "en": "Retraced my steps, it was at {x}"},
        "follow": {"zh": "卡都挂失了", "en": "Cancelled all the cards already"},
        "ask": {"zh": "{n}钱包找到了吗？", "en": "{n} did your wallet turn up?"},
        "answer": {"zh": "找到了，在{x}，好心人交给了工作人员",
                   "en": "Yes! Someone handed it in at {x}"},
        "wrong": {"zh": "钱包可能丢在{y}", "en": "I think I dropped my wallet at {y}"},
        "fix": {"zh": "不是{y}，是{x}，监控里看到了",
                "en": "Not {y} after all, it was {x}, saw it on the CCTV"},
        "later": {"zh": "钱包的事：原来在{x}", "en": "Wallet update: it was at {x}"},
        "react": ["赶紧挂失卡", "oh no, hope it turns up", "现在谁还带现金啊"],
        "keyword": {"zh": "谁把东西落在{x}了？", "en": "Who left something at {x}?"},
        "partial": {"zh": "{n}的钱包是在哪丢的？", "en": "Where did {n} lose the wallet?"},
        "paraphrase": {"zh": "{n}遗失的皮夹在何处", "en": "Where did {n} misplace the billfold?"},
        "never": ["{n}的手机丢在哪了？", "Where did {n} lose the house keys?"],
    },
    "sibling": {
        "details": ["哈尔滨", "Vancouver", "昆明", "Melbourne", "乌鲁木齐", "Lisbon"],
        "decoys": ["大连", "Toronto", "贵阳"],
        "one": {"zh": "我妹下周从{x}过来住几天，得收拾沙发了",
                "en": "My brother's flying in from {x} on Friday, staying a week",
                "mix": "我姐从{x}飞过来，jet lag 严重"},
        "lead": {"zh": "家里要来人了，我妹要来看我", "en": "My sister is coming to visit!"},
        "detail": {"zh": "她从{x}过来，票都买好了", "en": "She's coming over from {x}"},
        "follow": {"zh": "得想想带她去哪玩", "en": "Need ideas for where to take her"},
        "ask": {"zh": "{n}你妹到了没？", "en": "{n} is your sister here yet?"},
        "answer": {"zh": "还没，{x}那边航班延误了",
                   "en": "Not yet, her flight from {x} got delayed"},
        "wrong": {"zh": "我弟从{y}过来", "en": "My brother's coming from {y}"},
        "fix": {"zh": "搞错了，他是从{x}来，{y}是他去年待的地方",
                "en": "Wait no, he's coming from {x}, he left {y} last year"},
        "later": {"zh": "我妹到了，{x}带来的特产分大家尝尝",
                  "en": "My sister landed from {x} last night"},
        "react": ["好好陪陪家人", "have fun with the fam!", "带她去吃火锅"],
        "keyword": {"zh": "谁的家人从{x}来？", "en": "Whose sibling is coming from {x}?"},
        "partial": {"zh": "{n}的兄弟姐妹从哪过来？", "en": "Where is {n}'s sibling visiting from?"},
        "paraphrase": {"zh": "{n}的手足是打哪座城市动身的",
                       "en": "From which city does {n}'s kin travel?"},
        "never": ["{n}的爸妈什么时候来？", "Where does {n}'s cousin live?"],
    },
    "bike": {
        "details": ["捷安特", "Halfords", "Spoke & Chain", "老马车铺", "美利达", "轮子工坊"],
        "decoys": ["迪卡侬", "Decathlon", "永久"],
        "one": {"zh": "自行车链条断了，拿去{x}修好了，花了八十",
                "en": "Took the bike to {x}, new chain and brake pads",
                "mix": "bike 终于修好了，{x} 的师傅手艺不错"},
        "lead": {"zh": "车子又坏了，后轮一直响",
                 "en": "My bike's rear wheel is making a horrible clicking noise"},
        "detail": {"zh": "送到{x}去了，说明天取", "en": "Dropped it at {x}, ready tomorrow"},
        "follow": {"zh": "终于可以骑车上班了", "en": "Back to cycling to work"},
        "ask": {"zh": "{n}你那车修了没？", "en": "{n} did you get the bike sorted?"},
        "answer": {"zh": "修了，在{x}弄的", "en": "Yep, {x} fixed it"},
        "wrong": {"zh": "车送{y}修了", "en": "Bike's at {y}"},
        "fix": {"zh": "说错了，是{x}，{y}说修不了",
                "en": "Actually it's at {x}, {y} couldn't do it"},
        "later": {"zh": "车修好了，{x}只收了五十", "en": "Bike's back from {x}, good as new"},
        "react": ["骑车注意安全", "nice, ride safe", "共享单车不香吗"],
        "keyword": {"zh": "谁在{x}修的车？", "en": "Who took their bike to {x}?"},
        "partial": {"zh": "{n}的单车在哪里修的？", "en": "Where did {n} get the bike repaired?"},
        "paraphrase": {"zh": "{n}的脚踏车交给哪家维护",
                       "en": "Which mechanic serviced {n}'s cycle?"},
        "never": ["{n}的电动车多少钱买的？", "Who had their bike stolen?"],
    },
    "podcast": {
        "details": ["夜航船", "Slow Noodles", "半糖电台", "Two Cups Deep", "碎碎念FM",
                    "Midnight Index"],
        "decoys": ["夜行船", "Slow Dumplings", "半熟电台"],
        "one": {"zh": "我和朋友开了个播客，叫《{x}》，第一期上线了",
                "en": "Started a podcast with my roommate, it's called {x}, ep 1 is out",
                "mix": "podcast 第一期上线啦，名字叫{x}，求订阅"},
        "lead": {"zh": "最近在捣鼓一个新东西，录音设备都买了",
                 "en": "Been working on a side project, bought a mic and everything"},
        "detail": {"zh": "是个播客，名字叫{x}", "en": "It's a podcast called {x}"},
        "follow": {"zh": "每周更新一期", "en": "New episode every week"},
        "ask": {"zh": "{n}你那个播客叫啥名？", "en": "{n} what's your podcast called again?"},
        "answer": {"zh": "叫{x}，小宇宙上能搜到", "en": "{x}, it's on Spotify"},
        "wrong": {"zh": "播客名字叫{y}", "en": "Our podcast is {y}"},
        "fix": {"zh": "打错了，是{x}不是{y}", "en": "Oops, {x}, not {y}, autocorrect"},
        "later": {"zh": "播客名字终于定了：{x}", "en": "Podcast name is final: {x}"},
        "react": ["已订阅！", "subscribed!", "求嘉宾位"],
        "keyword": {"zh": "{x}是谁做的节目？", "en": "Who hosts {x}?"},
        "partial": {"zh": "{n}的播客叫什么？", "en": "What's the name of {n}'s podcast?"},
        "paraphrase": {"zh": "{n}主持的那档音频栏目题目是啥",
                       "en": "What's the title of the audio show {n} runs?"},
        "never": ["{n}的播客请过哪位嘉宾？", "Which podcast does {n} listen to on the commute?"],
    },
    "recipe": {
        "details": ["葱油饼", "focaccia", "提拉米苏", "shakshuka", "酸菜鱼", "banana bread"],
        "decoys": ["手抓饼", "ciabatta", "芝士蛋糕"],
        "one": {"zh": "练了一个月，终于把{x}做成功了，外酥里嫩",
                "en": "After like ten tries I finally nailed {x}",
                "mix": "{x} 的 recipe 终于调好了，秘诀是多放黄油"},
        "lead": {"zh": "周末又在厨房折腾了一天", "en": "Spent all Sunday in the kitchen again"},
        "detail": {"zh": "{x}第八次终于成功了",
                   "en": "{x} attempt number eight was finally perfect"},
        "follow": {"zh": "下次带来给你们尝", "en": "Will bring some on Monday"},
        "ask": {"zh": "{n}你最近天天在朋友圈晒的是啥？",
                "en": "{n} what were you cooking in those stories?"},
        "answer": {"zh": "{x}啊，配方终于稳定了", "en": "{x}! finally got the recipe right"},
        "wrong": {"zh": "终于学会做{y}了", "en": "Finally perfected my {y}"},
        "fix": {"zh": "啊不对，我是说{x}，{y}还没练", "en": "*{x}, not {y}. Long day"},
        "later": {"zh": "上次说在练的那道菜，就是{x}，现在稳定了",
                  "en": "The dish I kept failing at was {x}, it's sorted now"},
        "react": ["求配方", "recipe please!", "下次带一份"],
        "keyword": {"zh": "谁会做{x}？", "en": "Who nailed the {x}?"},
        "partial": {"zh": "{n}练成的那道菜是什么？", "en": "What dish did {n} perfect?"},
        "paraphrase": {"zh": "{n}反复琢磨才掌握的吃食是哪样",
                       "en": "Which food has {n} mastered at home?"},
        "never": ["{n}最拿手的汤是什么？", "What did {n} bake for the office party?"],
    },
    "volunteer": {
        "details": ["社区图书馆", "food bank", "敬老院", "儿童医院", "beach cleanup", "自然博物馆"],
        "decoys": ["少年宫", "soup kitchen", "红十字会"],
        "one": {"zh": "报名了周末去{x}做志愿者，每次四个小时",
                "en": "I've started volunteering at the {x} on Saturdays",
                "mix": "这周开始去{x}当 volunteer，挺有意义的"},
        "lead": {"zh": "想找点有意义的事做",
                 "en": "Wanted to do something useful with my weekends"},
        "detail": {"zh": "现在每周去{x}帮忙", "en": "So now I help out at the {x} every week"},
        "follow": {"zh": "认识了好多有意思的人", "en": "Met some lovely people there"},
        "ask": {"zh": "{n}你周末都不出来玩，忙什么呢？",
                "en": "{n} you're never free on Saturdays anymore, what's up?"},
        "answer": {"zh": "在{x}做义工呢", "en": "Volunteering at the {x}!"},
        "wrong": {"zh": "在{y}做志愿者", "en": "I'm volunteering at the {y}"},
        "fix": {"zh": "更正一下，是{x}，{y}那边名额满了",
                "en": "Sorry, the {x}, not the {y}, the {y} was full"},
        "later": {"zh": "志愿者的地方定了，{x}", "en": "Got placed at the {x} for volunteering"},
        "react": ["好有爱心", "that's lovely", "下次带上我"],
        "keyword": {"zh": "谁在{x}帮忙？", "en": "Who helps out at the {x}?"},
        "partial": {"zh": "{n}在哪里做志愿者？", "en": "Where does {n} volunteer?"},
        "paraphrase": {"zh": "{n}业余时间无偿服务的机构叫什么",
                       "en": "Which organisation gets {n}'s unpaid time?"},
        "never": ["{n}献过几次血？", "Which charity did {n} donate to?"],
    },
    "rent": {
        "details": ["4900", "6300", "3750", "5200", "2850", "7100"],
        "decoys": ["4500", "6000", "3500"],
        "one": {"zh": "房东又涨租了，下个月开始{x}一个月，离谱",
                "en": "Landlord's raising the rent to {x} a month from June",
                "mix": "rent 又涨了，续约直接变{x}，我考虑搬了"},
        "lead": {"zh": "收到房东消息，说要涨房租", "en": "Got the dreaded email from my landlord"},
        "detail": {"zh": "从下个月起每月{x}", "en": "Rent goes up to {x} next month"},
        "follow": {"zh": "还没想好要不要续", "en": "Not sure I'll renew"},
        "ask": {"zh": "{n}你房东那边谈得咋样？", "en": "{n} did your landlord budge?"},
        "answer": {"zh": "没谈下来，还是{x}", "en": "Nope, still {x} a month"},
        "wrong": {"zh": "房租要涨到{y}", "en": "New rent is {y}"},
        "fix": {"zh": "看错了，是{x}不是{y}，更贵", "en": "Misread the letter: it's {x}, not {y}"},
        "later": {"zh": "房租的事定了，{x}，签了", "en": "Signed the renewal at {x}, whatever"},
        "react": ["这也太狠了", "that's brutal", "要不要考虑合租"],
        "keyword": {"zh": "谁的房租涨到{x}？", "en": "Whose rent went up to {x}?"},
        "partial": {"zh": "{n}的房租现在多少？", "en": "How much is {n}'s rent now?"},
        "paraphrase": {"zh": "{n}住处的租金眼下是几何",
                       "en": "What is {n} paying for housing these days?"},
        "never": ["{n}的押金退了吗？", "How much is {n}'s electricity bill?"],
    },
    "locker": {
        "details": ["B17", "A-203", "0419", "C52", "K9", "D-88"],
        "decoys": ["B71", "A-230", "0914"],
        "one": {"zh": "游泳馆给我分了个柜子，号码{x}，记一下免得忘",
                "en": "Got a locker at the pool, number {x}, writing it here so I don't forget",
                "mix": "新公司的 locker 是{x}号，钥匙还要押五十"},
        "lead": {"zh": "新办了游泳卡，送个储物柜", "en": "The pool membership comes with a locker"},
        "detail": {"zh": "柜子是{x}号", "en": "Mine's {x}"},
        "follow": {"zh": "就在淋浴间旁边", "en": "Right next to the showers"},
        "ask": {"zh": "{n}你柜子几号来着？我帮你放东西",
                "en": "{n} what's your locker number? I'll drop your stuff in"},
        "answer": {"zh": "{x}，密码我私聊你", "en": "{x}, code's in your DMs"},
        "wrong": {"zh": "柜子是{y}", "en": "Locker's {y}"},
        "fix": {"zh": "发错了，是{x}，不是{y}", "en": "Sorry {x}, not {y}, digits swapped"},
        "later": {"zh": "上次说的柜子，号码是{x}", "en": "Locker number from before: {x}"},
        "react": ["记下了", "noted 👍", "别又忘了哈哈"],
        "keyword": {"zh": "{x}号柜是谁的？", "en": "Whose locker is {x}?"},
        "partial": {"zh": "{n}的储物柜是几号？", "en": "What's {n}'s locker number?"},
        "paraphrase": {"zh": "{n}存放衣物的格子编码是啥", "en": "Which storage cubby is {n}'s?"},
        "never": ["{n}的工位在几楼？", "What's {n}'s parking spot number?"],
    },
    "boardgame": {
        "details": ["卡坦岛", "Splendor", "阿瓦隆", "Wingspan", "Ticket to Ride", "三国杀"],
        "decoys": ["狼人杀", "Monopoly", "UNO"],
        "one": {"zh": "昨晚桌游局我{x}赢了三把，爽",
                "en": "Won {x} last night, first time ever beating my flatmates",
                "mix": "周五 board game night，{x} 我拿了第一"},
        "lead": {"zh": "昨晚桌游打到两点", "en": "Board game night went till 2am"},
        "detail": {"zh": "{x}我一个人赢麻了", "en": "I crushed everyone at {x}"},
        "follow": {"zh": "下周再约", "en": "Rematch next Friday apparently"},
        "ask": {"zh": "{n}昨晚玩的啥？赢了没？", "en": "{n} who won last night?"},
        "answer": {"zh": "我赢了！玩的{x}", "en": "Me! We played {x}"},
        "wrong": {"zh": "玩{y}赢了", "en": "Won at {y}"},
        "fix": {"zh": "不对，赢的是{x}，{y}输惨了",
                "en": "Correction, it was {x} I won, {y} I lost badly"},
        "later": {"zh": "上次说的桌游局，我赢的是{x}",
                  "en": "Forgot to say, the game I won was {x}"},
        "react": ["下次叫上我", "gg", "运气好吧哈哈"],
        "keyword": {"zh": "谁玩{x}赢了？", "en": "Who won at {x}?"},
        "partial": {"zh": "{n}赢的是哪个桌游？", "en": "Which board game did {n} win?"},
        "paraphrase": {"zh": "{n}在哪款棋牌对局里拿了头名",
                       "en": "Which tabletop match did {n} come out on top in?"},
        "never": ["{n}玩剧本杀演的什么角色？", "Who lost at poker?"],
    },
    "tattoo": {
        "details": ["鲸鱼", "compass", "银杏叶", "小王子", "mountain range", "猫爪印"],
        "decoys": ["蝴蝶", "anchor", "玫瑰"],
        "one": {"zh": "去纹了人生第一个纹身，图案是{x}",
                "en": "Got my first tattoo! It's a small {x} on my forearm",
                "mix": "新 tattoo 完成，{x} 的图案，疼但值得"},
        "lead": {"zh": "今天干了件大事，纹身了",
                 "en": "Did something impulsive today... got inked"},
        "detail": {"zh": "图案是{x}，在小臂上", "en": "It's a {x}, on my ankle"},
        "follow": {"zh": "我妈还不知道", "en": "Mum doesn't know yet"},
        "ask": {"zh": "{n}你那个纹身纹的是啥？", "en": "{n} what did you get tattooed?"},
        "answer": {"zh": "{x}，线条很简单", "en": "A {x}, fine-line style"},
        "wrong": {"zh": "纹了个{y}", "en": "Got a {y} tattoo"},
        "fix": {"zh": "其实是{x}，{y}是我一开始想纹的",
                "en": "Ha no, it's a {x}, the {y} was the first sketch"},
        "later": {"zh": "纹身恢复好了，{x}看着挺好", "en": "The {x} tattoo has healed nicely"},
        "react": ["疼不疼啊", "so cool, pics?", "我也想纹一个"],
        "keyword": {"zh": "谁纹了{x}？", "en": "Who has a {x} tattoo?"},
        "partial": {"zh": "{n}的纹身是什么图案？", "en": "What design is {n}'s tattoo?"},
        "paraphrase": {"zh": "{n}在皮肤上刺的花样是什么",
                       "en": "What artwork is permanently on {n}'s skin?"},
        "never": ["{n}打了几个耳洞？", "Who dyed their hair blue?"],
    },
    "raffle": {
        "details": ["投影仪", "iPad mini", "电烤箱", "露营推车", "Bose speaker", "京东卡"],
        "decoys": ["空气净化器", "smart watch", "加湿器"],
        "one": {"zh": "年会抽奖居然中了，{x}！运气用光了",
                "en": "Won the raffle at the company party: {x}!",
                "mix": "年会 lucky draw 中了{x}，第一次中奖"},
        "lead": {"zh": "今晚年会，抽奖环节我手都在抖",
                 "en": "Company party tonight, raffle's at 9"},
        "detail": {"zh": "中了中了！{x}", "en": "I WON. {x}!!"},
        "follow": {"zh": "拿回家占地方了哈哈", "en": "No idea where I'll put it"},
        "ask": {"zh": "{n}，年会抽到啥了？", "en": "{n} did you win anything at the party?"},
        "answer": {"zh": "抽到个{x}", "en": "Yeah, {x}"},
        "wrong": {"zh": "抽到了{y}", "en": "Won the {y}"},
        "fix": {"zh": "看错了，是{x}，{y}是隔壁桌的",
                "en": "Correction: {x}, the {y} went to the next table"},
        "later": {"zh": "年会奖品到了，{x}", "en": "The raffle prize arrived: {x}"},
        "react": ["欧皇！", "lucky you", "沾沾喜气"],
        "keyword": {"zh": "谁抽中了{x}？", "en": "Who won the {x}?"},
        "partial": {"zh": "{n}年会抽奖中了什么？", "en": "What did {n} win in the raffle?"},
        "paraphrase": {"zh": "{n}单位晚宴手气好，得了什么彩头",
                       "en": "What freebie did {n} bring home from the office celebration?"},
        "never": ["{n}年会表演了什么节目？", "Who won the lottery?"],
    },
    "noise": {
        "details": ["架子鼓", "电钻", "麻将", "karaoke", "跳绳", "trumpet"],
        "decoys": ["钢琴", "drums", "装修"],
        "one": {"zh": "楼上每天半夜都是{x}的声音，快疯了",
                "en": "The people upstairs start with the {x} at midnight, every single night",
                "mix": "楼上 neighbor 每天晚上{x}，隔音太差了"},
        "lead": {"zh": "又失眠了，楼上太吵", "en": "Third night without sleep, the noise upstairs"},
        "detail": {"zh": "是{x}的声音，一响就是俩小时", "en": "It's {x}. For two hours straight"},
        "follow": {"zh": "明天去找物业", "en": "Going to talk to building management"},
        "ask": {"zh": "{n}你楼上那家还吵吗？", "en": "{n} is the upstairs neighbour still at it?"},
        "answer": {"zh": "还在，今天{x}到十二点", "en": "Yep, {x} till midnight again"},
        "wrong": {"zh": "楼上天天{y}", "en": "Upstairs is doing {y} again"},
        "fix": {"zh": "仔细听了，不是{y}，是{x}", "en": "Listened closer, it's not {y}, it's {x}"},
        "later": {"zh": "搞清楚楼上吵什么了，{x}",
                  "en": "Found out what the noise upstairs is: {x}"},
        "react": ["耳塞了解一下", "that's awful", "报警吧"],
        "keyword": {"zh": "谁家楼上有人{x}？", "en": "Whose neighbour keeps them up with {x}?"},
        "partial": {"zh": "{n}的楼上邻居在吵什么？",
                    "en": "What's the noise from {n}'s upstairs neighbour?"},
        "paraphrase": {"zh": "{n}觉都睡不好，隔层那户在干嘛",
                       "en": "What sound from the flat above bothers {n}?"},
        "never": ["{n}家隔壁的狗叫什么名字？", "Who complained to the landlord about mould?"],
    },
}

# The conversation's chatter: ordinary lines, a third of them with the topics' words
# (never a detail, never a decoy), questions among them.
CHATTER = [
    "哈哈哈哈哈", "lol", "笑死", "+1", "确实", "same", "好的", "ok", "收到", "👍", "😂",
    "这周好长啊", "friday finally", "周末干嘛去？", "刚开完会，脑子嗡嗡的", "谁有充电宝",
    "the coffee machine is broken again", "今天降温了，多穿点", "is it just me or is the wifi dead",
    "好想放假", "刚看到一个超好笑的视频", "新出的那部剧好看吗", "天气终于暖和了", "老板又加需求了",
    "brb", "I'm so tired today",
    # the topics' words, said in passing
    "听说崴脚了要先冰敷不是热敷", "anyone know a good physio?", "offer 季到了，大家都在比薪资",
    "最近好多人结婚，份子钱顶不住", "wedding season is brutal for the wallet",
    "钱包里现在只剩公交卡了", "家里来客人最头疼住哪", "共享单车又涨价了",
    "any podcast recs for the commute?", "收藏了一堆 recipe 从来不做", "今晚谁做饭？",
    "周末有人去做志愿者吗，社区在招人", "今年房租普遍在涨", "rent in this city is insane",
    "储物柜的钥匙太容易丢了", "桌游局这周还有吗", "board games this weekend?", "纹身到底疼不疼",
    "年会抽奖我从来没中过", "隔音差真的要命", "my neighbours are so loud lately",
    "the bike lanes here are terrible", "谁有靠谱的修车师傅推荐", "recipes from TikTok never work",
]
# Lines of a time of day, now and then in a session starting then.
BY_HOUR = [
    (10.5, ["早", "morning all", "早上好，今天好困", "my train is late again", "今天地铁太挤了"]),
    (14.0, ["有人一起吃午饭吗", "lunch 去哪？", "外卖到了", "吃撑了，好困"]),
    (19.0, ["下午茶拼单吗", "下班了下班了", "3点了才喝上第一杯咖啡",
            "back-to-back meetings all afternoon"]),
    (24.0, ["晚安", "night all", "睡不着，刷会手机", "what's everyone having for dinner?",
            "who's up for hotpot tonight?", "anyone watching the match tonight?"]),
]
# Turns that should get no block: chatter of the kind above, not said in the conversation.
CHATTER_ASKED = [
    "有人吃过新开的那家烤肉吗？", "anyone free for a quick call?", "今天谁带伞了", "lunch at 12?",
    "what time is the meeting again?", "周六爬山去不去", "咖啡还是奶茶？", "谁知道快递柜在哪",
    "好热啊今天", "is the office open on Monday?", "下周有人请假吗", "我饿了",
    "any movie recommendations?", "谁在公司", "明天早上几点到？", "this week flew by",
    "又下雨了", "我先撤了", "周末愉快", "how was everyone's weekend?",
    "晚饭吃什么好纠结", "who else is still at work?", "今天的会取消了吗", "最近有什么好听的歌",
    "anyone up for a walk after lunch?", "中午点外卖吗", "明天见", "haha ok",
    # the topics' words, casually
    "跑步膝盖疼是不是姿势不对", "how do you even negotiate salary lol", "婚礼随礼一般给多少",
    "手机钱包钥匙，出门三件套", "家里人来了带去哪玩好", "自行车打气筒谁有", "播客一般用什么麦克风",
    "有没有简单的快手菜推荐", "做志愿者要提前报名吗", "房租涨了大家都怎么办",
    "更衣室的柜子要自己带锁吗", "剧本杀好玩吗", "纹身洗掉是不是很贵", "年会要准备节目吗",
    "楼上又在敲墙了", "is swimming good for a bad knee?", "any good board game cafes around?",
    "who has a bike pump?",
    "what's a fair rent for a one-bedroom?", "how long does a tattoo take to heal?",
]


def fourth_set(total: int = 3000, days: int = 60, seed: int = 4104) -> Set:
    """The held-out fourth set (see the module's docstring)."""
    rng = random.Random(seed)
    uid = {n: UID + i for i, n in enumerate(MEMBERS)}
    # How much each member talks: a few talk most.
    chatty = [rng.paretovariate(1.3) for _ in MEMBERS]

    # -- the facts: six members a topic, each a detail, a shape and a language ---------
    shapes = (["one"] * 20 + ["split"] * 22 + ["answer"] * 20 + ["correction"] * 15
              + ["later"] * 13)
    rng.shuffle(shapes)
    facts: list[dict[str, Any]] = []
    for t, (kind, topic) in enumerate(TOPICS.items()):
        names = rng.sample(MEMBERS, len(topic["details"]))
        for detail, name in zip(topic["details"], names, strict=True):
            k = len(facts)
            shape = shapes[k]
            langs = ["en", "zh", "mix", "en"] if detail.isascii() else ["zh", "mix", "zh"]
            lang = langs[(k + t) % len(langs)]
            facts.append({"kind": kind, "name": name, "uid": uid[name], "detail": detail,
                          "shape": shape, "lang": lang,
                          "blocks": _blocks(topic, name, detail, shape, lang, rng)})
            # Questions: in the fact's language, or across (a third of them).
            q_lang: dict[str, str] = {}
            for c, cls in enumerate(("keyword", "partial", "paraphrase")):
                turn = (k + c) % 3
                if lang == "mix":
                    ql = ("zh", "en", rng.choice(["zh", "en"]))[turn]
                else:
                    ql = lang if turn < 2 else _other(lang)
                q_lang[cls] = ql
                facts[-1][cls] = topic[cls][ql].format(x=detail, n=name)
            facts[-1]["q_lang"] = q_lang

    # -- the days and their sessions ---------------------------------------------------
    weekday_windows = [(7.5, 9.0, 0.6), (11.8, 13.5, 0.85), (15.0, 17.5, 0.5), (19.8, 23.0, 0.9)]
    weekend_windows = [(9.5, 11.5, 0.5), (14.0, 17.0, 0.6), (20.0, 23.3, 0.9)]
    first_day = START + 74 * DAY  # 2026-03-16, a Monday
    sessions: list[dict[str, Any]] = []
    for d in range(days):
        windows = weekend_windows if d % 7 in (5, 6) else weekday_windows
        chosen = [w for w in windows if rng.random() < w[2]] or [rng.choice(windows)]
        for lo, hi, _ in chosen:
            hour = rng.uniform(lo, hi)
            timely = next(lines for until, lines in BY_HOUR if hour < until)
            sessions.append({"start": first_day + d * DAY + hour * 3600, "timely": timely,
                             "weight": rng.lognormvariate(0, 0.7), "blocks": []})

    # -- the facts' blocks into sessions (a later detail hours or days after) ----------
    for f in facts:
        while True:
            s = rng.randrange(len(sessions) - 5)
            later = s + rng.randint(1, 4)
            if (len(sessions[s]["blocks"]) < 2
                    and (len(f["blocks"]) == 1 or len(sessions[later]["blocks"]) < 2)):
                break
        sessions[s]["blocks"].append((f, f["blocks"][0]))
        if len(f["blocks"]) == 2:
            sessions[later]["blocks"].append((f, f["blocks"][1]))

    # -- the chatter left to reach `total`, shared by weight ---------------------------
    in_facts = sum(len(b) for f in facts for b in f["blocks"])
    left = total - in_facts - 2 * len(sessions)
    weights = sum(s["weight"] for s in sessions)
    shares = [left * s["weight"] / weights for s in sessions]
    counts = [2 + int(x) for x in shares]
    by_remainder = sorted(range(len(sessions)), key=lambda i: int(shares[i]) - shares[i])
    for i in by_remainder[:total - in_facts - sum(counts)]:
        counts[i] += 1

    # -- the messages ------------------------------------------------------------------
    messages: list[Message] = []
    at = sessions[0]["start"] - 1800
    last = ""
    for session, n_chatter in zip(sessions, counts, strict=True):
        at = max(session["start"], at + 1800)
        spots = sorted(rng.randint(0, n_chatter) for _ in session["blocks"])
        queue: list[tuple[str, Any]] = []
        b = 0
        for i in range(n_chatter + 1):
            while b < len(session["blocks"]) and spots[b] == i:
                queue.append(("block", session["blocks"][b]))
                b += 1
            if i < n_chatter:
                queue.append(("chatter", None))
        for what, item in queue:
            if what == "chatter":
                if last and rng.random() < 0.2:  # two lines in a row
                    name = last
                else:
                    name = rng.choices(MEMBERS, chatty)[0]
                at += _gap(rng)
                messages.append(_user(at, name, uid[name], _line(rng, session["timely"])))
                last = name
                continue
            fact, block = item
            for who, text, carries in block:
                if who is None:  # someone else's line between the fact's parts
                    who = rng.choices([m for m in MEMBERS if m != fact["name"]],
                                      [c for m, c in zip(MEMBERS, chatty, strict=True)
                                       if m != fact["name"]])[0]
                    text = _line(rng, session["timely"])
                elif who == "":  # a reaction by someone else
                    who = rng.choice([m for m in MEMBERS if m != fact["name"]])
                at += _gap(rng)
                messages.append(_user(at, who, uid[who], text))
                if carries:
                    fact.setdefault("evidence", []).append(at)
                last = who

    for f in facts:
        del f["blocks"]

    # -- questions about things never said, and chatter turns --------------------------
    has = {(f["kind"], f["name"]) for f in facts}
    never: list[str] = []
    kinds = list(TOPICS)
    for i in range(90):
        kind = kinds[i % len(kinds)]
        topic = TOPICS[kind]
        if i % 2 == 0:  # a topic's question of a member who never had it
            name = rng.choice([m for m in MEMBERS if (kind, m) not in has])
            cls = ("partial", "paraphrase")[i // 2 % 2]
            never.append(topic[cls][rng.choice(["zh", "en"])].format(n=name))
        else:  # a detail of the topic no one states
            never.append(topic["never"][i // 2 % 2].format(n=rng.choice(MEMBERS)))
    said = CHATTER + [c for _, lines in BY_HOUR for c in lines]
    pool = CHATTER_ASKED + [c for c in said if len(c) > 4]
    chatter = rng.sample(pool, min(90, len(pool)))
    return Set("fourth", messages, facts, never, chatter, members=uid)


def _line(rng: random.Random, timely: list[str]) -> str:
    """A chatter line; one in five of the session's time of day."""
    return rng.choice(timely if rng.random() < 0.2 else CHATTER)


def _gap(rng: random.Random) -> float:
    """Seconds to the next message within a session: mostly quick, now and then a lull."""
    r = rng.random()
    if r < 0.75:
        return rng.uniform(4, 70)
    if r < 0.95:
        return rng.uniform(70, 300)
    return rng.uniform(300, 1200)


def _blocks(topic: dict[str, Any], name: str, x: str, shape: str, lang: str,
            rng: random.Random) -> list[list[tuple[str | None, str, bool]]]:
    """The fact's messages as one block (two for "later": an announcement, then the
    detail in a later session): (who, text, carries the detail); who None is another
    member's chatter line between the parts, "" another member's reaction."""
    # A mixed fact: one language for the detail's line, the other for the rest.
    if lang == "mix":
        main = "zh" if not x.isascii() else rng.choice(["zh", "en"])
        rest = _other(main)
    else:
        main = rest = lang
    others = [m for m in MEMBERS if m != name]

    def between(lo: int, hi: int) -> list[tuple[str | None, str, bool]]:
        return [(None, "", False)] * rng.randint(lo, hi)

    def react() -> list[tuple[str | None, str, bool]]:
        return [("", rng.choice(topic["react"]), False)] if rng.random() < 0.4 else []

    if shape == "one":
        line = topic["one"]["mix" if lang == "mix" else main]
        return [[(name, line.format(x=x), True), *react()]]
    if shape == "split":
        block = [(name, topic["lead"][rest], False), *between(1, 3),
                 (name, topic["detail"][main].format(x=x), True)]
        if rng.random() < 0.5:
            block += [*between(0, 2), (name, topic["follow"][rest], False)]
        return [block + react()]
    if shape == "answer":
        asker = rng.choice(others)
        return [[(asker, topic["ask"][rest].format(n=name), False), *between(0, 2),
                 (name, topic["answer"][main].format(x=x), True), *react()]]
    if shape == "correction":
        y = rng.choice([d for d in topic["decoys"] if _fits(d, main) and _fits(d, rest)])
        return [[(name, topic["wrong"][rest].format(y=y), False), *between(1, 4),
                 (name, topic["fix"][main].format(x=x, y=y), True), *react()]]
    # "later": the announcement now, the detail in a later session
    return [[(name, topic["lead"][rest], False), *react()],
            [(name, topic["later"][main].format(x=x), True)]]
