"""A sixth evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code (not read while writing it, nor scored while writing
the set), held out from the gate's fourth round: the recall code is not to be tuned on
it, and its figures are read once, at the end. It differs from the other five
(bench/recall.py's `first_set`, bench/recall_sets.py's `second_set`, `third_set` and
`long_conversation`, bench/recall_set4.py's `fourth_set`, bench/recall_set5.py's
`fifth_set`) in how it is laid out and in what it is about:

- the conversation is a month of threads: each day gets a share of about 2,500
  messages (weekends busier, a factor a day), cut into threads of a few to a dozen
  lines; each thread starts at an hour drawn from the day's rhythm and runs with gaps
  of seconds to minutes, a fact being one thread of its own (with others' lines before,
  between and after its parts) or spliced into a chatter thread; strictly increasing
  times;
- 14 members of their own (Chinese names, nicknames such as 二狗 or 豆豆, English ones
  such as Harper or Zoe_W), a few chattier than the rest; the texture of a group chat:
  ordinary lines, short reactions ("草", "+1", "lol"), a line repeated by several members
  in a row, @-mentions answered by the member named, English and mixed lines, and lines
  that use the topics' words in passing ("银行排队排了一小时", "anyone doing quiz night
  this week?"), never a detail;
- 16 topics of its own (a sports team supported, a bank card lost and replaced, a
  language-exchange partner, a child's school, a flight home, a second-hand purchase and
  its price, a surprise party's venue, a quiz-night team's name, a niece's name, a
  karaoke song, a perfume, a series binged, a blind-box figure, a side project's name,
  an exhibition seen, a scam call's pretence), five members a topic, 80 facts, each
  with its own detail (a name, a place, a number, a brand, a title);
- facts in four shapes: one message ("one"); the member's announcement then the detail
  in a second message, sometimes with others' lines between ("two"); another member's
  question, often an @-mention, answered with the detail ("answer"); another member
  stating the detail about the member ("@Felix 你们队不是叫…吗" / "Felix's team is
  called …"), the member confirming without it ("about"); in Chinese, English or mixed
  (within a message or across the fact's messages);
- questions in the third person about what a member said or what was said about them,
  templates of this set's own in several forms: "Who …?" / "谁…", naming the member,
  naming no one ("Someone mentioned … — …?" / "之前有人说的…"), with and without
  "上次/之前/last time"; "keyword" carries the detail (for the second-hand purchase,
  the item: another rare word of the evidence), "partial" names the member and the topic
  in other words, "paraphrase" names the member and shares no English content word and
  no two Chinese characters in a row with the evidence; about a third across languages;
- never-said questions: half name real members (a topic's question of a member who had
  no such fact, or a detail of the topic no one states), half name no one; chatter turns
  a member might send the bot (greetings, jokes, requests, advice, general knowledge,
  opinions, many in the topics' words) that should get no block.

Each fact records its "evidence" (the created_at of the message carrying its detail:
the detail is in it and in no other message), "detail", "rare" (the words a keyword
question may carry), "kind", "name", "shape", "lang", "q_lang" (by class) and "carrier"
(who said the detail).
"""

from __future__ import annotations

import random
from typing import Any

from bench.recall_sets import DAY, START, Set, _user
from mnemo.message import Message

MEMBERS = [
    "顾北辰",
    "钟晴",
    "蒋昊天",
    "白露露",
    "麦冬",
    "二狗",
    "豆豆",
    "阿May",
    "Harper",
    "Felix",
    "Oskar",
    "Zoe_W",
    "Tariq",
    "小葵",
]
UID = 11_200
# How much each member talks (relative).
CHATTY = [1.0, 2.2, 0.7, 1.4, 0.9, 2.6, 1.2, 1.8, 1.1, 1.6, 0.6, 1.3, 0.8, 1.5]

# Each topic: its details (one a fact's; "y" a second rare word the keyword question may
# carry instead), its lines by shape and language ({x} the detail, {y} the item, {n} the
# member a line is about or said to), reactions, its questions by class and language
# (two templates each, in different forms), questions about details no one states
# ("named" with {n}, "open" naming no one). A topic's English lines carry only Latin
# details; a Chinese detail is said in Chinese or mixed lines.
TOPICS: dict[str, dict[str, Any]] = {
    "team": {
        "details": ["Arsenal", "湖人", "Celtics", "山东泰山", "Dortmund"],
        "one": {
            "zh": "我是{x}死忠，十几年了，输了也照样看",
            "en": "Been a {x} fan since I was a kid, through all the bad seasons",
            "mix": "{x} 是我的本命球队，no matter what",
        },
        "lead": {
            "zh": "说出来别笑，我喜欢的队这赛季烂透了",
            "en": "Confession: my team has been awful this season",
        },
        "detail": {
            "zh": "就是{x}啊，昨晚又输了",
            "en": "Yeah it's {x}. Lost again.",
            "mix": "{x} 啊，again 输球，心态崩了",
        },
        "ask": {
            "zh": "@{n} 你到底是哪个队的球迷来着",
            "en": "@{n} which team do you follow again?",
        },
        "answer": {
            "zh": "{x}，从小看到大",
            "en": "{x}, obviously. Since forever",
            "mix": "{x} 啊，forever",
        },
        "about": {
            "zh": "{n}是{x}的铁杆，一输球就不说话，大家懂的",
            "en": "{n} is a die-hard {x} fan, don't talk to them after a loss",
        },
        "react": ["惨", "坚持住兄弟", "respect the loyalty"],
        "keyword": {
            "zh": ["谁是{x}的球迷？", "之前有人说自己是{x}死忠，是哪位"],
            "en": ["Who in the group is a fan of {x}?", "Someone said they cheer for {x} — who?"],
        },
        "partial": {
            "zh": ["{n}支持哪支球队？", "上次{n}说自己喜欢哪个队来着"],
            "en": [
                "Which team does {n} support?",
                "Last time, which side did {n} say they follow?",
            ],
        },
        "paraphrase": {
            "zh": ["{n}为哪家俱乐部加油", "替哪家职业俱乐部呐喊的是{n}吗，那家叫什么"],
            "en": ["Which club is {n} loyal to?", "Whose jersey would {n} wear on match day?"],
        },
        "named": ["{n}的球衣是几号？", "Which stadium did {n} visit last summer?"],
        "open": ["谁去现场看过世界杯？", "Who has season tickets?", "群里谁是皇马球迷？"],
    },
    "card": {
        "details": ["招商银行", "Chase", "浦发", "HSBC", "中信银行"],
        "one": {
            "zh": "银行卡丢了，刚去{x}柜台补办了一张，排了一个小时",
            "en": "Lost my debit card, just got a replacement from {x}, took forever",
            "mix": "卡丢了，{x} 的 replacement card 下周才寄到",
        },
        "lead": {"zh": "完了，我那张储蓄卡找不到了", "en": "Ugh, can't find my bank card anywhere"},
        "detail": {
            "zh": "已经挂失了，明天去{x}重新办",
            "en": "Froze it already, {x} is mailing a new one",
            "mix": "挂失了，{x} 说 new card 要等五天",
        },
        "ask": {"zh": "@{n} 卡补好了没", "en": "@{n} did you sort out the card thing?"},
        "answer": {
            "zh": "补好了，{x}效率还行",
            "en": "Yep, {x} sorted it in a day",
            "mix": "搞定了，{x} surprisingly fast",
        },
        "about": {
            "zh": "{n}上周把{x}的卡弄丢了，还是我陪去补的",
            "en": "{n} lost their {x} card last week, I went with them to get a new one",
        },
        "react": ["还好没被盗刷", "phew", "挂失要趁早"],
        "keyword": {
            "zh": ["谁的卡是在{x}补的？", "{x}那张卡是谁丢的"],
            "en": ["Who lost a {x} card?", "Someone had to replace a card at {x} — who was that?"],
        },
        "partial": {
            "zh": ["{n}丢的是哪家银行的卡？", "之前{n}补办银行卡是去的哪"],
            "en": [
                "Which bank was the card {n} lost from?",
                "Where did {n} get the replacement card last time?",
            ],
        },
        "paraphrase": {
            "zh": ["{n}弄没的借记卡属于哪家金融机构", "替{n}换发新卡片的机构叫啥"],
            "en": [
                "Which lender issued the plastic {n} misplaced?",
                "What financial institution reissued {n}'s missing plastic?",
            ],
        },
        "named": ["{n}的信用卡额度是多少？", "What's the limit on {n}'s credit card?"],
        "open": [
            "谁办了新的信用卡？",
            "Who switched banks for a better interest rate?",
            "谁的支付宝被冻结过？",
        ],
    },
    "tandem": {
        "details": ["Matteo", "Lucía", "Hyun-woo", "Ingrid", "Thabo"],
        "one": {
            "zh": "我的语伴叫{x}，每周三视频一小时，中英各半",
            "en": "My language exchange partner {x} is amazing, we call every Wednesday",
            "mix": "语言交换的 partner 叫 {x}，人超好，教我好多 slang",
        },
        "lead": {
            "zh": "我在 app 上找到一个语伴了",
            "en": "Found a language exchange partner finally",
        },
        "detail": {
            "zh": "叫{x}，人特别有耐心",
            "en": "Name's {x}, super patient with my grammar",
            "mix": "叫 {x}，very patient",
        },
        "ask": {"zh": "@{n} 你那个语伴叫啥", "en": "@{n} what's your exchange buddy called again?"},
        "answer": {
            "zh": "{x}，下周还约了视频",
            "en": "{x}! We're on a 10-week streak",
            "mix": "{x}，我们 streak 十周了",
        },
        "about": {
            "zh": "{n}每周三都跟{x}视频练口语，雷打不动",
            "en": "{n} has a weekly call with {x}, never misses it",
        },
        "react": ["好羡慕", "nice!", "口语进步神速"],
        "keyword": {
            "zh": ["谁的语伴叫{x}？", "之前有人提到的{x}，是谁的语伴"],
            "en": ["Whose exchange partner is {x}?", "Who video-chats with {x} every week?"],
        },
        "partial": {
            "zh": ["{n}的语伴叫什么？", "上次{n}说的语言交换伙伴叫啥来着"],
            "en": [
                "What's the name of {n}'s language exchange partner?",
                "Who is {n}'s tandem partner?",
            ],
        },
        "paraphrase": {
            "zh": ["跟{n}互相教母语的那位外国朋友怎么称呼", "{n}练外语时结对的老外姓甚名谁"],
            "en": [
                "What's the foreigner {n} trades lessons with named?",
                "Who helps {n} practise speaking, in return for Chinese tips?",
            ],
        },
        "named": ["{n}的语伴是哪个国家的？", "Which app did {n} use to find a tutor?"],
        "open": ["谁在用 HelloTalk？", "Who has a pen pal in Brazil?", "谁的语伴是日本人？"],
    },
    "school": {
        "details": [
            "实验二小",
            "Riverside Montessori",
            "芳草地小学",
            "Hillcrest Primary",
            "星河幼儿园",
        ],
        "one": {
            "zh": "我家老大下学期转去{x}了，离家近",
            "en": "Our son got into {x}, starts in September",
            "mix": "女儿 finally 进了{x}，摇号摇中的",
        },
        "lead": {
            "zh": "孩子上学的事终于定了",
            "en": "School admissions are finally sorted for our kid",
        },
        "detail": {
            "zh": "去{x}，走路十分钟",
            "en": "{x}, ten minutes on foot",
            "mix": "{x}，walking distance",
        },
        "ask": {"zh": "@{n} 孩子学校定了吗", "en": "@{n} did the school thing work out?"},
        "answer": {
            "zh": "定了，{x}",
            "en": "Yes! {x}, we're thrilled",
            "mix": "定了，{x}，so relieved",
        },
        "about": {
            "zh": "{n}家娃进了{x}，羡慕死了",
            "en": "{n}'s kid got a place at {x}, so jealous",
        },
        "react": ["恭喜恭喜", "congrats!!", "学区房都省了"],
        "keyword": {
            "zh": ["谁家孩子在{x}上学？", "之前有人说孩子去{x}了，是谁家的"],
            "en": ["Whose kid goes to {x}?", "Someone's child got into {x} — whose?"],
        },
        "partial": {
            "zh": ["{n}的孩子在哪所学校？", "上次{n}说娃上学定在哪了"],
            "en": ["Which school does {n}'s kid attend?", "Where is {n}'s child going to school?"],
        },
        "paraphrase": {
            "zh": ["{n}家小朋友念书的地方叫啥", "{n}的宝贝在哪个校园读书"],
            "en": ["Where does {n}'s little one study?", "Which academy enrolled {n}'s offspring?"],
        },
        "named": ["{n}的孩子读几年级了？", "Who is {n}'s kid's class teacher?"],
        "open": ["谁家孩子在学奥数？", "Whose kid takes the school bus?", "谁给孩子报了夏令营？"],
    },
    "flight": {
        "details": ["CA1831", "MU5137", "KL896", "NH920", "HU7603"],
        "one": {
            "zh": "订好了回家的机票，{x}，周五晚上八点起飞",
            "en": "Booked my flight home: {x}, Friday 8pm, window seat",
            "mix": "flight 是 {x}，红眼航班 ugh",
        },
        "lead": {"zh": "回家的票终于抢到了", "en": "Got my ticket home sorted!"},
        "detail": {
            "zh": "{x}，早上七点的，得五点起",
            "en": "{x}, 7am departure, pray for me",
            "mix": "{x}，7am 的，要五点出门",
        },
        "ask": {
            "zh": "@{n} 你哪班飞机，我去接你",
            "en": "@{n} what's your flight? I'll pick you up",
        },
        "answer": {
            "zh": "{x}，落地大概十点",
            "en": "{x}, lands around ten",
            "mix": "{x}，ETA 十点左右",
        },
        "about": {
            "zh": "我跟{n}坐同一班，{x}，到时候机场见",
            "en": "{n} and I are both on {x}, see you at the gate",
        },
        "react": ["一路顺风", "safe travels!", "记得带充电宝"],
        "keyword": {
            "zh": ["坐{x}的是谁？", "之前有人说的那趟{x}，是谁要坐来着"],
            "en": ["Whose flight is {x}?", "Someone mentioned flight {x} — who's on it?"],
        },
        "partial": {
            "zh": ["{n}的航班号是多少？", "上次{n}说回家坐哪趟飞机"],
            "en": [
                "What flight is {n} taking home?",
                "Last time, which flight did {n} say they were on?",
            ],
        },
        "paraphrase": {
            "zh": ["{n}搭乘的班机编号", "{n}返乡乘坐的航空班次代码"],
            "en": [
                "What's the code of the plane {n} boards?",
                "Which airline service number carries {n} back?",
            ],
        },
        "named": ["{n}坐的是几排几座？", "Which airport is {n} flying out of?"],
        "open": [
            "谁的行李托运丢了？",
            "Who got upgraded to business class?",
            "谁的航班因为台风取消了？",
        ],
    },
    "secondhand": {
        "details": [
            ("2600块", "Brompton 折叠车"),
            ("$220", "Herman Miller chair"),
            ("450块", "黑胶唱机"),
            ("$90", "Nintendo 3DS"),
            ("1380块", "iPad mini"),
        ],
        "one": {
            "zh": "闲鱼捡漏，{y}只要{x}，成色九成新",
            "en": "Scored a second-hand {y} for {x} on Marketplace",
            "mix": "二手{y}，{x} 拿下，seller 人很好",
        },
        "lead": {"zh": "又在闲鱼上剁手了", "en": "I did a thing on Marketplace again"},
        "detail": {
            "zh": "{y}，{x}，卖家还包邮",
            "en": "A {y}, {x}, barely used",
            "mix": "{y}，才 {x}，super clean",
        },
        "ask": {"zh": "@{n} 你收的那个多少钱", "en": "@{n} how much did you pay for it?"},
        "answer": {
            "zh": "{y}花了{x}，不亏",
            "en": "{x} for the {y}, a steal",
            "mix": "{y} 才 {x}，steal",
        },
        "about": {"zh": "{n}那个{y}才{x}，我怎么就蹲不到", "en": "{n} got a {y} for just {x}, how"},
        "react": ["捡漏王", "what a deal", "链接发我"],
        "keyword": {
            "zh": ["谁收了二手的{y}？多少钱", "之前有人说淘到了{y}，花了多少来着"],
            "en": [
                "Who bought the used {y}, and for how much?",
                "Someone got a {y} cheap — what did it cost?",
            ],
        },
        "partial": {
            "zh": ["{n}那个二手货花了多少钱？", "上次{n}在闲鱼买的东西多少钱"],
            "en": [
                "How much did {n} pay for that second-hand thing?",
                "What price did {n} get the used purchase for?",
            ],
        },
        "paraphrase": {
            "zh": ["{n}淘来的旧物件是什么价位", "{n}从别人手里转来的宝贝值几个钱"],
            "en": [
                "What did {n}'s pre-owned purchase cost?",
                "How cheaply did {n} buy that pre-loved item?",
            ],
        },
        "named": ["{n}在闲鱼卖掉了什么？", "Who sold {n} the sofa?"],
        "open": [
            "谁在闲鱼上被骗过？",
            "Who sold an old laptop recently?",
            "谁花三千块买了二手摩托？",
        ],
    },
    "party": {
        "details": ["蓝调酒吧", "The Hideout", "山野餐厅", "Copper Fox", "拾光轰趴馆"],
        "one": {
            "zh": "下周六给阿琳办惊喜派对，场地定在{x}，千万别说漏嘴",
            "en": "Surprise party for my sister is booked at {x}, Saturday 7pm, keep it quiet!",
            "mix": "surprise party 定在{x}了，shhh 别让寿星知道",
        },
        "lead": {
            "zh": "偷偷说，我在筹备一个惊喜派对",
            "en": "Secret mission: I'm planning a surprise party",
        },
        "detail": {
            "zh": "地方订好了，{x}，晚上七点",
            "en": "Venue's booked, {x}, 7pm sharp",
            "mix": "venue 是 {x}，七点到",
        },
        "ask": {"zh": "@{n} 派对在哪办啊，我好安排", "en": "@{n} where's the party again?"},
        "answer": {
            "zh": "{x}，到时候我发定位",
            "en": "{x}, I'll drop a pin",
            "mix": "{x}，location 我晚点发",
        },
        "about": {
            "zh": "{n}订了{x}给她老公办惊喜派对，大家都来啊",
            "en": "{n} booked {x} for the surprise party, everyone's invited",
        },
        "react": ["保证不说", "I'm in!", "需要我带蛋糕吗"],
        "keyword": {
            "zh": ["谁订了{x}办派对？", "之前有人说{x}，那是给谁办的"],
            "en": [
                "Who booked {x} for the surprise party?",
                "Someone mentioned {x} — whose party is that?",
            ],
        },
        "partial": {
            "zh": ["{n}的惊喜派对在哪办？", "上次{n}说派对的场地定在哪"],
            "en": [
                "Where is {n} holding the surprise party?",
                "What venue did {n} choose for the party?",
            ],
        },
        "paraphrase": {
            "zh": ["{n}偷偷张罗的庆生会选在何处", "{n}瞒着寿星筹划的聚会办在哪家店"],
            "en": [
                "Which spot did {n} pick for the secret celebration?",
                "Where will {n}'s hush-hush gathering happen?",
            ],
        },
        "named": ["{n}给派对订了什么蛋糕？", "How many guests is {n} inviting?"],
        "open": [
            "谁过生日收到了一只猫？",
            "Who is planning a bachelor party?",
            "谁的派对在游艇上办？",
        ],
    },
    "quiz": {
        "details": [
            "Quizzly Bears",
            "Agatha Quiztie",
            "脑洞不够大",
            "Les Quizérables",
            "答对算我输",
        ],
        "one": {
            "zh": "周四酒吧问答之夜我们队叫「{x}」，拿了第二",
            "en": "Our pub quiz team is called {x}, we came second on Thursday",
            "mix": "quiz night 我们队名叫 {x}，又是第二 sigh",
        },
        "lead": {"zh": "昨晚去酒吧答题了", "en": "Pub quiz last night was intense"},
        "detail": {
            "zh": "我们队叫「{x}」，差一分拿第一",
            "en": "Team name: {x}. Missed first by one point",
            "mix": "队名叫 {x}，one point short",
        },
        "ask": {"zh": "@{n} 你们答题队叫啥来着", "en": "@{n} what's your quiz team called?"},
        "answer": {"zh": "「{x}」哈哈哈", "en": "{x}, naturally", "mix": "{x}，我起的 name"},
        "about": {
            "zh": "@{n} 你们队不是叫「{x}」吗，笑死",
            "en": "{n}'s team is called {x}, I can't",
        },
        "react": ["这名字绝了", "lmao", "下次带我"],
        "keyword": {
            "zh": ["「{x}」是谁的队名？", "之前有人说的{x}，是哪个群友的队"],
            "en": ["Who's on the team called {x}?", "Whose quiz team is {x}?"],
        },
        "partial": {
            "zh": ["{n}答题比赛的队名叫什么？", "上次{n}说酒吧问答的队叫啥"],
            "en": [
                "What's {n}'s quiz team called?",
                "Last time, what team name did {n} play under at the pub quiz?",
            ],
        },
        "paraphrase": {
            "zh": ["{n}参加知识竞猜用的组合名称", "{n}和朋友们打常识擂台时起的称号"],
            "en": [
                "What name does {n}'s trivia crew go by?",
                "What does {n}'s trivia squad call itself?",
            ],
        },
        "named": ["{n}他们队一共几个人？", "Which bar does {n} do trivia at?"],
        "open": [
            "谁拿过答题比赛第一名？",
            "Who won the office trivia last year?",
            "谁的队叫 Trivia Newton John？",
        ],
    },
    "niece": {
        "details": ["小满", "Aurora", "元宝", "Freddie", "知夏"],
        "one": {
            "zh": "我姐生了！是个女儿，小名叫{x}，六斤八两",
            "en": "I'm an aunt! My sister had her baby, they named her {x}",
            "mix": "我当小姨了！baby 叫 {x}，so tiny",
        },
        "lead": {
            "zh": "我姐昨晚生了，母女平安",
            "en": "My sister had her baby last night, both doing great",
        },
        "detail": {
            "zh": "小名叫{x}，可爱死了",
            "en": "They named her {x}",
            "mix": "名字叫 {x}，cutest ever",
        },
        "ask": {"zh": "@{n} 小外甥女叫什么呀", "en": "@{n} what did they name the baby?"},
        "answer": {"zh": "叫{x}，我姐起的", "en": "{x}!", "mix": "{x}，my sister picked it"},
        "about": {
            "zh": "{n}的小外甥女叫{x}，照片我看了，超萌",
            "en": "{n}'s niece is called {x}, I've seen photos, adorable",
        },
        "react": ["恭喜恭喜", "aww congrats", "快发照片"],
        "keyword": {
            "zh": ["{x}是谁家的小宝宝？", "之前有人说小宝宝叫{x}，是谁的外甥女"],
            "en": ["Whose niece is {x}?", "Who has a baby niece named {x}?"],
        },
        "partial": {
            "zh": ["{n}姐姐的宝宝叫什么？", "上次{n}说外甥女叫啥来着"],
            "en": ["What did {n}'s sister name the baby?", "What's {n}'s niece called?"],
        },
        "paraphrase": {
            "zh": ["{n}刚出世的姐家千金取了啥名字", "{n}家新添的女婴怎么称呼"],
            "en": [
                "What is {n}'s newborn relative known as?",
                "Which name was given to the infant in {n}'s family?",
            ],
        },
        "named": ["{n}的外甥多大了？", "When is {n}'s sister due?"],
        "open": ["谁家生了双胞胎？", "Who became a grandparent this year?", "谁的侄子叫豆芽？"],
    },
    "karaoke": {
        "details": [
            "夜空中最亮的星",
            "Bohemian Rhapsody",
            "Mr. Brightside",
            "野狼disco",
            "Dancing Queen",
        ],
        "one": {
            "zh": "KTV 我的保留曲目永远是《{x}》，每次必点",
            "en": "My go-to karaoke song is {x}, every single time",
            "mix": "去 KTV 我只点《{x}》，signature song",
        },
        "lead": {"zh": "周末唱K谁去", "en": "Karaoke on Saturday?"},
        "detail": {
            "zh": "我先说好，《{x}》是我的，谁也别抢",
            "en": "Dibs on {x}, as always",
            "mix": "《{x}》is mine，别抢",
        },
        "ask": {"zh": "@{n} 你每次唱K必点哪首", "en": "@{n} what's your karaoke song?"},
        "answer": {"zh": "《{x}》啊，还用问", "en": "{x}, what else", "mix": "《{x}》，of course"},
        "about": {
            "zh": "{n}一进包厢就点《{x}》，我们都会背了",
            "en": "{n} always opens with {x}, we all know the words by now",
        },
        "react": ["麦霸", "legend", "破音预定"],
        "keyword": {
            "zh": ["谁唱K必点《{x}》？", "之前有人说{x}是保留曲目，是谁"],
            "en": ["Who always sings {x} at karaoke?", "Whose signature song is {x}?"],
        },
        "partial": {
            "zh": ["{n}唱K每次都点哪首？", "上次{n}说KTV必唱的是什么歌"],
            "en": ["What's {n}'s karaoke song?", "Which song does {n} always pick at KTV?"],
        },
        "paraphrase": {
            "zh": ["{n}练歌房里最拿手的曲子", "{n}握着话筒最爱吼的那支旋律"],
            "en": [
                "Which tune does {n} belt out with a mic in hand?",
                "What track is {n}'s party piece when singing with friends?",
            ],
        },
        "named": ["{n}唱歌跑调吗？", "Which KTV does {n} usually go to?"],
        "open": [
            "谁会唱粤语歌？",
            "Who sang a duet at the company party?",
            "谁唱K必点《青花瓷》？",
        ],
    },
    "perfume": {
        "details": ["Santal 33", "Byredo", "观夏", "Diptyque", "祖玛珑"],
        "one": {
            "zh": "最近换了香水，用的是{x}，同事都问我是什么味道",
            "en": "Switched perfumes, I'm wearing {x} now and people keep asking",
            "mix": "新香水 {x}，compliment 收到手软",
        },
        "lead": {"zh": "换了瓶新香水", "en": "New perfume, who dis"},
        "detail": {
            "zh": "{x}的，留香特别久",
            "en": "It's {x}, lasts all day",
            "mix": "{x}，lasts forever",
        },
        "ask": {"zh": "@{n} 你今天好香，什么香水", "en": "@{n} you smell amazing, what is that?"},
        "answer": {"zh": "{x}，生日礼物", "en": "{x}, birthday present", "mix": "{x}，gift 来的"},
        "about": {"zh": "{n}身上那个香味是{x}，我问过了", "en": "FYI {n}'s scent is {x}, I asked"},
        "react": ["求链接", "smells expensive", "种草了"],
        "keyword": {
            "zh": ["谁在用{x}的香水？", "之前有人说的{x}，是谁用的"],
            "en": ["Who wears {x}?", "Someone switched to {x} — who was it?"],
        },
        "partial": {
            "zh": ["{n}现在用什么香水？", "上次{n}说新换的香水是哪款"],
            "en": ["Which perfume did {n} switch to?", "What perfume does {n} wear these days?"],
        },
        "paraphrase": {
            "zh": ["{n}身上好闻的气息出自哪个牌子", "{n}喷的那瓶香氛叫啥"],
            "en": [
                "What fragrance does {n} have on lately?",
                "Which scent brand is behind {n}'s nice aroma?",
            ],
        },
        "named": ["{n}的香水多少钱一瓶？", "Which cologne does {n}'s boyfriend use?"],
        "open": ["谁对香水过敏？", "Who collects perfume samples?", "Who wears Chanel No. 5?"],
    },
    "series": {
        "details": ["漫长的季节", "Severance", "繁花", "The Bear", "Slow Horses"],
        "one": {
            "zh": "这周一口气刷完了《{x}》，后劲好大",
            "en": "Binged all of {x} this weekend, no regrets",
            "mix": "《{x}》一晚上刷完了，so good",
        },
        "lead": {"zh": "熬夜追剧追到三点", "en": "Stayed up way too late watching TV"},
        "detail": {
            "zh": "《{x}》，停不下来",
            "en": "{x}. Could not stop.",
            "mix": "《{x}》，addictive",
        },
        "ask": {"zh": "@{n} 你最近在追什么剧", "en": "@{n} what are you watching lately?"},
        "answer": {
            "zh": "《{x}》，强推",
            "en": "{x}, highly recommend",
            "mix": "《{x}》，must watch",
        },
        "about": {
            "zh": "{n}安利我看《{x}》，我现在也上头了",
            "en": "{n} got me hooked on {x}, thanks a lot",
        },
        "react": ["加入片单", "no spoilers pls", "我也在看"],
        "keyword": {
            "zh": ["谁在追《{x}》？", "之前有人安利的{x}，是谁推的"],
            "en": ["Who binged {x}?", "Someone recommended {x} — who?"],
        },
        "partial": {
            "zh": ["{n}最近在追什么剧？", "上次{n}熬夜看的是哪部剧"],
            "en": ["What show is {n} watching?", "Which show did {n} binge last time?"],
        },
        "paraphrase": {
            "zh": ["{n}近来通宵看完的连续剧叫啥", "{n}迷上的电视节目是哪一套"],
            "en": [
                "Which series kept {n} up all night?",
                "What programme has {n} glued to the screen?",
            ],
        },
        "named": ["{n}最喜欢的演员是谁？", "Which streaming service does {n} pay for?"],
        "open": [
            "谁在追韩剧？",
            "Who cried at the end of a movie recently?",
            "Who binged Breaking Bad?",
        ],
    },
    "blindbox": {
        "details": ["Skullpanda", "Dimoo", "星星人", "Crybaby", "Hirono"],
        "one": {
            "zh": "拆盲盒拆出了{x}的隐藏款！！手在抖",
            "en": "Pulled the secret {x} from a blind box, I'm shaking",
            "mix": "blind box 抽到{x}隐藏款，欧皇附体",
        },
        "lead": {"zh": "今天手气爆棚", "en": "Luckiest day of my life"},
        "detail": {
            "zh": "{x}隐藏款，一发入魂",
            "en": "Secret {x} on the first box",
            "mix": "{x} 隐藏款，first try",
        },
        "ask": {"zh": "@{n} 你拆出啥了", "en": "@{n} what did you pull?"},
        "answer": {"zh": "{x}隐藏！！", "en": "the secret {x}!!", "mix": "{x} 隐藏款，lucky"},
        "about": {
            "zh": "{n}抽到了{x}隐藏款，大家快去蹭蹭欧气",
            "en": "{n} pulled a secret {x}, rub them for luck",
        },
        "react": ["欧皇！", "so lucky", "我抽十个都是普通款"],
        "keyword": {
            "zh": ["谁抽到了{x}的隐藏款？", "之前有人说的{x}隐藏，是谁拆出来的"],
            "en": ["Who got the secret {x}?", "Someone pulled a {x} — who?"],
        },
        "partial": {
            "zh": ["{n}拆盲盒抽中了哪个？", "上次{n}拆出的隐藏款是什么"],
            "en": ["Which figure did {n} pull?", "What did {n} get from the blind box?"],
        },
        "paraphrase": {
            "zh": ["{n}碰运气开出的稀罕公仔是哪个", "{n}买福袋得到的珍稀玩偶叫啥"],
            "en": [
                "What rare toy did {n} get by luck?",
                "Which collectible doll did {n} randomly score?",
            ],
        },
        "named": ["{n}一共买了多少个盲盒？", "Which toy store does {n} go to?"],
        "open": ["谁集齐了一整套？", "Who resold a figure for profit?", "谁抽到了 Labubu 隐藏款？"],
    },
    "sideproject": {
        "details": ["记账喵", "Tidepool", "Nookly", "快递侠", "Zestly"],
        "one": {
            "zh": "我周末写的小程序上线了，叫{x}，欢迎来玩",
            "en": "My side project is live! It's called {x}, a tiny habit tracker",
            "mix": "side project 上线了，叫 {x}，求 feedback",
        },
        "lead": {
            "zh": "熬了三个周末，我的小项目终于上线",
            "en": "Shipped my weekend project today",
        },
        "detail": {
            "zh": "名字叫{x}，大家帮忙点点",
            "en": "It's called {x}, feedback welcome",
            "mix": "叫 {x}，please be nice",
        },
        "ask": {
            "zh": "@{n} 你那个app叫什么，我去下一个",
            "en": "@{n} what's your app called? I'll try it",
        },
        "answer": {
            "zh": "{x}，应用商店能搜到",
            "en": "{x}, it's on the App Store",
            "mix": "{x}，App Store 搜得到",
        },
        "about": {
            "zh": "{n}做的{x}我用了，挺好用的",
            "en": "Been using {n}'s {x}, it's actually good",
        },
        "react": ["大佬", "shipped!", "已下载"],
        "keyword": {
            "zh": ["{x}是谁做的？", "之前有人说的{x}，是哪个群友开发的"],
            "en": ["Who built {x}?", "Someone launched {x} — whose is it?"],
        },
        "partial": {
            "zh": ["{n}的业余项目叫什么名字？", "上次{n}说上线的小程序叫啥"],
            "en": ["What's {n}'s side project called?", "What did {n} name the app they shipped?"],
        },
        "paraphrase": {
            "zh": ["{n}下班后自己开发的软件叫啥", "{n}私下捣鼓出来的工具怎么称呼"],
            "en": [
                "What software did {n} make in spare time?",
                "Which tool did {n} code outside work hours?",
            ],
        },
        "named": ["{n}的app有多少用户？", "What programming language did {n} use?"],
        "open": [
            "谁在做独立游戏？",
            "Who got funding for a startup?",
            "Who built a budgeting app called Coinly?",
        ],
    },
    "exhibition": {
        "details": ["敦煌特展", "Van Gogh Alive", "三星堆", "teamLab", "Yayoi Kusama"],
        "one": {
            "zh": "今天去看了{x}，排队排到怀疑人生，但是值",
            "en": "Went to {x} today, queue was mad but worth it",
            "mix": "去看了{x}，photos 拍了两百张",
        },
        "lead": {"zh": "周末去看展了", "en": "Did a museum day on Sunday"},
        "detail": {"zh": "{x}，真的震撼", "en": "{x}, absolutely stunning", "mix": "{x}，stunning"},
        "ask": {"zh": "@{n} 你周末看的啥展", "en": "@{n} which exhibit did you go to?"},
        "answer": {"zh": "{x}，强烈推荐", "en": "{x}, go before it closes", "mix": "{x}，must see"},
        "about": {
            "zh": "{n}周末去了{x}，朋友圈全是照片",
            "en": "{n} went to {x}, their feed is nothing but photos",
        },
        "react": ["票好买吗", "jealous", "我也想去"],
        "keyword": {
            "zh": ["谁去看了{x}？", "之前有人说去了{x}，是谁"],
            "en": ["Who saw {x}?", "Someone went to {x} — who?"],
        },
        "partial": {
            "zh": ["{n}去看了什么展？", "上次{n}说周末看的展是哪个"],
            "en": ["Which exhibition did {n} see?", "What exhibit did {n} go to last weekend?"],
        },
        "paraphrase": {
            "zh": ["{n}最近参观的是哪场艺术陈列", "{n}逛博物馆欣赏了哪批藏品"],
            "en": [
                "What gallery display did {n} visit recently?",
                "Which art showcase did {n} attend?",
            ],
        },
        "named": ["{n}去看展花了多少门票钱？", "Who did {n} go to the museum with?"],
        "open": ["谁去过卢浮宫？", "Who bought a print at the gift shop?", "谁去看了莫奈展？"],
    },
    "scam": {
        "details": ["顺丰客服", "FedEx", "公安局", "Amazon support", "京东金融"],
        "one": {
            "zh": "刚接到诈骗电话，冒充{x}，差点信了",
            "en": "Just got a scam call pretending to be {x}, almost fell for it",
            "mix": "scam call 冒充{x}，演技还挺好",
        },
        "lead": {"zh": "今天差点被骗了，大家小心", "en": "PSA: almost got scammed today"},
        "detail": {
            "zh": "对方说自己是{x}的，要我验证码",
            "en": "Guy claimed to be from {x}, wanted my code",
            "mix": "说是{x}的，asking for 验证码",
        },
        "ask": {"zh": "@{n} 骗子说他是哪的", "en": "@{n} who did the scammer say they were?"},
        "answer": {
            "zh": "说是{x}的，一听就不对",
            "en": "Said he was {x}, lol no",
            "mix": "{x}，fake 的一听就知道",
        },
        "about": {
            "zh": "{n}今天接到冒充{x}的电话，大家注意",
            "en": "Heads up, {n} got a call from a fake {x}",
        },
        "react": ["反诈APP装起来", "stay safe", "千万别给验证码"],
        "keyword": {
            "zh": ["谁接到了冒充{x}的电话？", "之前有人说的{x}骗局，是谁遇到的"],
            "en": ["Who got the fake {x} call?", "Someone got a scam call from '{x}' — who?"],
        },
        "partial": {
            "zh": ["{n}遇到的骗子自称是哪里的？", "上次{n}说诈骗电话冒充的是谁"],
            "en": [
                "Who did the scammer claim to be when calling {n}?",
                "Last time, what did {n} say the scam caller pretended to be?",
            ],
        },
        "paraphrase": {
            "zh": ["{n}碰上的电信骗局里对方装成了谁", "{n}遇见的行骗者假扮哪个机构"],
            "en": [
                "Who was the con artist posing as when ringing {n}?",
                "Which organisation did the fraudster impersonate with {n}?",
            ],
        },
        "named": ["{n}被骗了多少钱？", "Did {n} report the scam to the police?"],
        "open": [
            "谁的微信被盗过？",
            "Who clicked a phishing link?",
            "谁接到了冒充移动客服的电话？",
        ],
    },
}

SHAPES = ("one", "two", "answer", "about")
ASKERS_CONFIRM = {
    "zh": ["哈哈被你说中了", "对对对", "别说了，社死", "嗯嗯没错"],
    "en": ["guilty as charged", "yep that's me", "haha yes", "you got it"],
}

# -- the chatter ---------------------------------------------------------------------------

CHAT = [
    "今天谁带饭了",
    "外面下雨了，没带伞的注意",
    "好困，想请假",
    "中午吃啥，选择困难",
    "楼下那家面馆又涨价了",
    "我刚到公司，地铁挤爆了",
    "有没有人周末去爬山",
    "这周怎么这么长",
    "下班有人一起吃烧烤吗",
    "刚开完会，脑子空白",
    "空调太冷了，办公室像冰窖",
    "我的快递被放错柜子了",
    "周五了周五了",
    "今晚吃火锅还是烤肉",
    "又加班，哭",
    "老板今天心情不错",
    "咖啡续命中",
    "谁借我个充电宝",
    "明天降温十度",
    "刚看到一只超胖的橘猫",
    "晚上打羽毛球吗",
    "月底了钱包空空",
    "我家网断了，用流量在聊",
    "外卖小哥迷路了",
    "大家周末都干嘛了",
    "这个表情包哪来的",
    "good morning everyone",
    "anyone up for lunch?",
    "this week is dragging",
    "brb, meeting",
    "the coffee machine is broken again",
    "weekend plans?",
    "it's so cold today",
    "did anyone see the news this morning?",
    "can't believe it's Thursday already",
    "who's around tonight?",
    "heading home, see you all",
    "that meeting could've been an email",
    "今天 standup 开了四十分钟",
    "lunch 吃什么，有推荐吗",
    "周末 plan 泡汤了",
    "wifi 又断了，无语",
    "deadline 提前了，救命",
    "我先 offline 一会儿",
    "这个 bug 我修了一下午",
    "晚上有人 online 吗",
    "刚下班，累成狗",
    "今天的晚霞好美",
    "我妈又催我回家了",
    "猫把我的键盘踩了",
    "有人知道附近哪里修鞋吗",
    "洗衣机又坏了",
    "房东说下周来修水管",
    "冰箱里就剩一颗鸡蛋",
    "刚跑完步，腿软",
    "公司楼下新开了奶茶店",
    "今天又是被闹钟叫醒的一天",
    "周一综合症",
]
SHORT = [
    "哈哈哈",
    "哈哈哈哈哈",
    "草",
    "+1",
    "？",
    "好的",
    "收到",
    "666",
    "笑死",
    "真的假的",
    "牛",
    "lol",
    "same",
    "nice",
    "haha",
    "omg",
    "ok",
    "👍",
    "[图片]",
    "[表情]",
    "确实",
    "hhh",
]
REPEAT = ["周五快乐", "下班！", "冲冲冲", "生日快乐🎂", "早上好", "晚安", "yyds", "1"]
AT = [
    ("@{m} 吃了吗", ["吃了吃了", "还没，等外卖"]),
    ("@{m} 在吗", ["在", "在的，咋了"]),
    ("@{m} 你昨天说的那家店叫啥", ["忘了，回头发你", "等我翻翻记录"]),
    ("@{m} are you coming tonight?", ["yes!", "can't, sorry", "maybe"]),
    ("@{m} 文件发我一下", ["发了", "稍等"]),
    ("@{m} happy Friday!", ["you too!", "🎉"]),
    ("@{m} 快出来玩", ["马上", "在路上了"]),
    ("@{m} check your DMs", ["on it", "看到了"]),
]
# The topics' words, said in passing (never a detail).
CASUAL = [
    "昨晚那场球看了吗，裁判太离谱",
    "银行排队排了一小时",
    "信用卡账单又来了",
    "有人做语言交换吗",
    "孩子开学又要买一堆东西",
    "机票又涨价了，离谱",
    "闲鱼上全是骗子",
    "惊喜派对最难的是保密",
    "这周四有人去酒吧答题吗",
    "我表姐也刚生了宝宝",
    "唱K最怕点到不会的歌",
    "香水到底怎么挑",
    "最近没什么好剧看",
    "盲盒真的是智商税",
    "写个人项目好累",
    "看展的人比展品还多",
    "最近诈骗电话好多",
    "anyone doing quiz night this week?",
    "football season is back",
    "my bank app is down again",
    "flights are so expensive this month",
    "karaoke this weekend?",
    "any good shows to binge?",
    "blind boxes are a scam lol",
    "side projects never end",
    "that museum queue was insane",
    "got another scam text today",
    "球迷的快乐你们不懂",
    "学外语还是得找人练口语",
    "幼儿园报名比抢票还难",
    "二手东西有时候真的香",
    "派对气球谁会吹",
    "问答之夜的题好难",
    "小宝宝的名字好难起",
    "香水试香纸一大堆",
    "追剧追到凌晨",
    "隐藏款概率好低",
    "上线前一晚最慌",
    "展览的文创好贵",
    "反诈中心又打电话来了",
]
HOUR_WEIGHTS = [
    0.4,
    0.15,
    0.05,
    0.02,
    0.02,
    0.03,
    0.1,
    0.4,
    0.8,
    0.7,
    0.6,
    0.8,
    1.3,
    1.0,
    0.6,
    0.6,
    0.7,
    0.8,
    1.0,
    1.3,
    1.6,
    1.7,
    1.5,
    0.9,
]

# -- what a member might send the bot ------------------------------------------------------

BOT_CHATTER = [
    "早啊",
    "hi bot",
    "在不在",
    "晚上好呀",
    "你今天开心吗",
    "给我讲个冷笑话",
    "再讲一个，这个不好笑",
    "tell me something funny",
    "are you awake?",
    "谢谢啦",
    "你叫什么名字",
    "你会说英语吗",
    "怎么煮溏心蛋",
    "how do I fix a slow laptop?",
    "推荐几本科幻小说",
    "红烧肉怎么做不腻",
    "what's the tallest mountain in Africa?",
    "地球到月球有多远",
    "为什么猫喜欢纸箱",
    "how many ounces in a cup?",
    "帮我写一条朋友圈文案，去海边玩的",
    "帮我把这句翻成英文：明天见",
    "write a haiku about Mondays",
    "帮我想个周末活动",
    "给我起个英文名",
    "怎么跟老板提加薪",
    "how do I stop procrastinating?",
    "熬夜之后怎么补救",
    "颈椎疼怎么办",
    "早餐吃什么比较健康",
    "你觉得猫和狗哪个更聪明",
    "夏天和冬天你喜欢哪个",
    "is pineapple on pizza ok?",
    "甜粽子还是咸粽子",
    "你觉得人生的意义是什么",
    "what's your favourite colour?",
    "帮我算一下 128 除以 16",
    "一公里等于多少英里",
    "what time zone is Tokyo in?",
    "Python 怎么读取 csv",
    "how do I center a div?",
    "git 怎么撤销上一次提交",
    # the topics' words, casually
    "足球规则里越位是什么意思",
    "NBA 一场比赛多长时间",
    "which football club has won the most titles?",
    "银行卡丢了第一步该做什么",
    "how do I freeze a lost card?",
    "信用卡和借记卡有什么区别",
    "语言交换一般聊什么话题",
    "what's a good app for language exchange?",
    "学日语从哪开始",
    "小学入学要准备什么",
    "how do I pick a school for my kid?",
    "幼儿园几岁上比较好",
    "坐飞机能带充电宝吗",
    "how early should I get to the airport?",
    "怎么买到便宜机票",
    "二手东西怎么验货",
    "is it safe to buy a used phone?",
    "闲鱼怎么防骗",
    "惊喜派对怎么策划",
    "surprise party ideas for a 30th birthday?",
    "生日派对玩什么游戏",
    "酒吧问答一般考什么",
    "give me a hard trivia question",
    "答题比赛队名有什么好建议",
    "新生儿取名有什么讲究",
    "what's a cute baby name starting with A?",
    "小宝宝多久会翻身",
    "KTV 必点歌推荐几首",
    "what's an easy karaoke song for beginners?",
    "唱歌怎么不跑调",
    "香水喷在哪里留香久",
    "how do I choose a perfume?",
    "推荐几部好看的美剧",
    "any good shows like Succession?",
    "盲盒值得买吗",
    "what is a blind box?",
    "个人项目怎么坚持下去",
    "how do I launch a side project?",
    "第一次看展要注意什么",
    "接到诈骗电话怎么办",
    "how do I spot a scam call?",
]


def sixth_set(seed: int = 6606, days: int = 30, total: int = 2500) -> Set:
    """The held-out set of the gate's fourth round (see the module's docstring)."""
    rng = random.Random(seed)
    uid = {m: UID + i for i, m in enumerate(MEMBERS)}

    # -- the facts ---------------------------------------------------------------------
    facts: list[dict[str, Any]] = []
    kinds = list(TOPICS)
    for t, kind in enumerate(kinds):
        topic = TOPICS[kind]
        names = rng.sample(MEMBERS, 5)
        for j, name in enumerate(names):
            raw = topic["details"][j]
            x, y = raw if isinstance(raw, tuple) else (raw, "")
            latin = not _cjk(x) and not _cjk(y)
            shape = SHAPES[(t + j) % len(SHAPES)]
            langs = ("zh", "en", "mix") if latin else ("zh", "mix")
            lang = langs[(t * 2 + j) % len(langs)]
            said, carrier = _said(rng, topic, shape, lang, name, x, y)
            base = "en" if lang == "en" else "zh" if lang == "zh" else ("zh", "en")[j % 2]
            q_lang: dict[str, str] = {}
            fact: dict[str, Any] = {
                "kind": kind,
                "name": name,
                "uid": uid[name],
                "detail": x,
                "rare": [w for w in (x, y) if w],
                "shape": shape,
                "lang": lang,
                "carrier": carrier,
                "said": said,
            }
            for c, cls in enumerate(("keyword", "partial", "paraphrase")):
                across = (t + j + c) % 3 == 0
                ql = ({"zh": "en", "en": "zh"}[base]) if across else base
                q_lang[cls] = ql
                form = (t + j + c) % 2
                fact[cls] = topic[cls][ql][form].format(x=x, y=y or x, n=name)
            fact["q_lang"] = q_lang
            facts.append(fact)

    # -- the days, their threads and times ---------------------------------------------
    first_day = START + 75 * DAY
    day_weight = [
        (1.35 if d % 7 in (5, 6) else 1.0) * rng.lognormvariate(0, 0.3) for d in range(days)
    ]
    fact_days = sorted(rng.randrange(days) for _ in facts)
    order = list(range(len(facts)))
    rng.shuffle(order)
    day_facts: list[list[int]] = [[] for _ in range(days)]
    for k, d in zip(order, fact_days, strict=True):
        day_facts[d].append(k)
    in_facts = sum(len(f["said"]) + 2 for f in facts)
    budget = [max(8, round((total - in_facts) * w / sum(day_weight))) for w in day_weight]

    messages: list[Message] = []
    last = first_day
    for d in range(days):
        threads: list[list[tuple[str, str, int]]] = []  # (who, text, carries: fact or -1)
        left = budget[d]
        while left > 0:
            thread = _chatter_thread(rng)
            threads.append(thread)
            left -= len(thread)
        for k in day_facts[d]:
            fact_thread = _fact_thread(rng, facts[k], k)
            if threads and rng.random() < 0.4:  # spliced into a chatter thread
                host = rng.choice(threads)
                cut = rng.randint(0, len(host))
                host[cut:cut] = fact_thread
            else:
                threads.append(fact_thread)
        rng.shuffle(threads)
        hours = sorted(rng.choices(range(24), HOUR_WEIGHTS, k=len(threads)))
        for thread, hour in zip(threads, hours, strict=True):
            start = first_day + d * DAY + hour * 3600 + rng.uniform(0, 3540)
            at = max(start, last + rng.uniform(30, 240))
            for i, (who, text, carries) in enumerate(thread):
                if i:
                    at += _gap(rng)
                messages.append(_user(at, who, uid[who], text))
                if carries >= 0:
                    facts[carries]["evidence"] = [at]
                last = at
    for f in facts:
        del f["said"]

    # -- questions about things never said, and chatter turns --------------------------
    has = {(f["kind"], f["name"]) for f in facts}
    never: list[str] = []
    for t, kind in enumerate(kinds):
        topic = TOPICS[kind]
        lang = ("zh", "en")[t // 2 % 2]
        if t % 2 == 0:  # a topic's question of a member who never had it
            name = rng.choice([m for m in MEMBERS if (kind, m) not in has])
            never.append(topic["partial"][lang][t // 4 % 2].format(n=name))
        # details of the topic no one states, of real members
        never.extend(q.format(n=rng.choice(MEMBERS)) for q in topic["named"])
        # naming no one
        never.extend(topic["open"][: 3 if t % 2 else 2])
    chatter = rng.sample(BOT_CHATTER, min(80, len(BOT_CHATTER)))
    return Set("sixth", messages, facts, never, chatter, members=uid)


def _said(
    rng: random.Random, topic: dict[str, Any], shape: str, lang: str, name: str, x: str, y: str
) -> tuple[list[tuple[str, str, bool]], str]:
    """The fact's lines: (who, text, carries the detail), and who says the detail."""

    def line(key: str, lg: str, n: str = "") -> str:
        lines = topic[key]
        use = lg if lg in lines else ("zh" if lg == "mix" else lg)
        return lines[use].format(x=x, y=y, n=n)

    other = rng.choice([m for m in MEMBERS if m != name])
    side = "en" if lang == "en" else "zh"
    flip = {"zh": "en", "en": "zh"}
    if shape == "one":
        return [(name, line("one", lang), True)], name
    if shape == "two":
        lead_lang = flip[side] if lang == "mix" and x.isascii() else side
        return [(name, line("lead", lead_lang), False), (name, line("detail", lang), True)], name
    if shape == "answer":
        ask_lang = flip[side] if lang == "mix" else side
        return [
            (other, line("ask", ask_lang, name), False),
            (name, line("answer", lang), True),
        ], name
    # "about": another member states it; the member confirms without it
    about_lang = side
    confirm_lang = flip[side] if lang == "mix" else side
    return [
        (other, line("about", about_lang, name), True),
        (name, rng.choice(ASKERS_CONFIRM[confirm_lang]), False),
    ], other


def _cjk(text: str) -> bool:
    return any("\u3400" <= ch <= "\u9fff" for ch in text)


def _fact_thread(rng: random.Random, fact: dict[str, Any], k: int) -> list[tuple[str, str, int]]:
    """A fact's lines with others' lines before, between and after."""
    out: list[tuple[str, str, int]] = []
    for _ in range(rng.choice([0, 0, 1, 2])):
        out.append(_chat_line(rng))
    topic = TOPICS[fact["kind"]]
    for i, (who, text, carries) in enumerate(fact["said"]):
        if i and fact["shape"] == "two" and rng.random() < 0.4:
            out.append(_chat_line(rng, avoid=fact["name"]))
        out.append((who, text, k if carries else -1))
    for _ in range(rng.choice([0, 1, 1, 2])):
        who = _member(rng, avoid=fact["name"])
        out.append((who, rng.choice(topic["react"] + SHORT[:8]), -1))
    return out


def _chatter_thread(rng: random.Random) -> list[tuple[str, str, int]]:
    r = rng.random()
    out: list[tuple[str, str, int]] = []
    if r < 0.1:  # a line repeated by several members in a row
        line = rng.choice(REPEAT)
        first = _member(rng)
        out.append((first, line, -1))
        seen = {first}
        for _ in range(rng.randint(2, 4)):
            who = _member(rng, avoid=seen)
            seen.add(who)
            out.append((who, line, -1))
        return out
    if r < 0.22:  # an @-mention answered by the member named
        asker = _member(rng)
        named = _member(rng, avoid=asker)
        ask, replies = rng.choice(AT)
        out.append((asker, ask.format(m=named), -1))
        if rng.random() < 0.8:
            out.append((named, rng.choice(replies), -1))
    n = rng.choice([1, 2, 3, 3, 4, 5, 6, 8, 10, 12])
    last = ""
    for _ in range(n):
        who = last if last and rng.random() < 0.15 else _member(rng)
        p = rng.random()
        text = (
            rng.choice(SHORT) if p < 0.35 else rng.choice(CASUAL) if p < 0.5 else rng.choice(CHAT)
        )
        out.append((who, text, -1))
        last = who
    return out


def _chat_line(rng: random.Random, avoid: str = "") -> tuple[str, str, int]:
    text = rng.choice(CHAT) if rng.random() < 0.7 else rng.choice(SHORT)
    return (_member(rng, avoid=avoid), text, -1)


def _member(rng: random.Random, avoid: str | set[str] = "") -> str:
    skip = {avoid} if isinstance(avoid, str) else avoid
    pool = [(m, c) for m, c in zip(MEMBERS, CHATTY, strict=True) if m not in skip]
    return rng.choices([m for m, _ in pool], [c for _, c in pool])[0]


def _gap(rng: random.Random) -> float:
    """Seconds between two lines of a thread: mostly quick, now and then a lull."""
    r = rng.random()
    if r < 0.7:
        return rng.uniform(3, 60)
    if r < 0.93:
        return rng.uniform(60, 400)
    return rng.uniform(400, 1500)
