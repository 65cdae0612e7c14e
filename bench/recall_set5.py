"""A fifth evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code (not read while writing it, nor scored while writing
the set) and generated unlike the other four (bench/recall.py's `first_set`,
bench/recall_sets.py's `second_set`, `third_set` and `long_conversation`,
bench/recall_set4.py's `fourth_set`), which either put facts into fixed slots of a flat
stream of chatter or lay out sessions first and fill them:

- the times come first, from a point process: a base rate by hour of the day (busy
  evenings, lunch and morning peaks, quiet nights; weekends later and busier), a factor
  a day, and each message able to set off replies seconds to minutes later (a branching,
  self-exciting process), so bursts of all lengths form by themselves; six weeks, about
  3,000 messages, strictly increasing times;
- the content comes second, burst by burst, from a QQ group's texture: 18 members of
  their own (Chinese names, Chinese nicknames like 阿鬼 or 大白, romanised or English ones
  like momo or Leo_zz), a few of whom talk most; very short messages ("哈哈哈", "+1",
  "？", "[图片]", "[表情]"), 复读 (a line repeated by several members in a row), @ another
  member, QQ reply quotes ("[回复 阿鬼：...]"), slang, emoji, English and mixed lines, now
  and then a long message, lines of the time of day; the chatter names the topics' words
  in passing ("排位连跪五把", "奶茶又涨价了"), never a detail;
- 15 topics of their own (a game rank, a thesis topic, a hair colour, a part-time job's
  shop, a hometown, an MBTI type, a favourite hotpot place, where a broken phone screen
  was mended, a cosplay character, a tutoring subject, a new hobby, a usual drink order,
  a LEGO set, a glasses prescription, a fish caught), six members a topic, 90 facts,
  each with its own detail (a name, a place, a number, a brand, a type);
- facts in six shapes, some the other sets lack: one plain message; the detail inside a
  long message about other things ("inline"); an answer to another member's question a
  few messages later, sometimes as a QQ reply quote ("reply"); the detail over the
  member's two consecutive short messages ("我报了" / "钩针课，周六上午": "split"); the
  detail said by another member about the first ("大白染了个奶茶色哈哈" or "@大白 不是说你
  染了...吗", the member confirming without it: "about"); a value said and, days later,
  changed ("restated": the later message is the evidence, the question asks the
  current value); in Chinese, English or mixed (within a message or across the fact's
  messages);
- questions in the third person about what a member said or what was said about them,
  templates of this set's own, one per class, topic and language: "keyword" carries the
  detail, "partial" names the member and the topic, "paraphrase" names the member and
  shares no other word (no English content word, no two Chinese characters in a row)
  with the evidence; a third of them across languages;
- never-said questions that name real members: half a topic's question of a member who
  never had it, half a detail of the topics no one states (a main hero, a supervisor's
  name, a salon); chatter turns that a member might send the bot (greetings, jokes,
  requests for help, opinions, some in the topics' words) that should get no block.

Each fact records its "evidence" (the created_at of the message carrying its detail: the
detail is in it and in no other message), "detail", "shape", "lang", "q_lang",
"carrier" (who said the detail: another member in the "about" shape), and for
"restated" its "earlier" value and the created_at of the message that said it.
"""

from __future__ import annotations

import math
import random
from typing import Any

from bench.recall_sets import DAY, START, Set, _fits, _other, _user
from mnemo.message import Message

MEMBERS = ["许嘉宁", "骆晓雯", "卢一鸣", "符佳琪", "邱子默", "谭悦",
           "阿鬼", "大白", "土豆", "小鹿", "橙子", "老K",
           "momo", "Leo_zz", "xiaoqi", "Vinnie", "Ray仔", "sasa"]
UID = 9100

# Each topic: its details (one a fact's), earlier values (for "restated"; none: the topic
# is not one that changes), its lines by shape and language ({x} the detail, {y} an
# earlier value, {n} the member the line is about or said to), the member's confirmations
# of what another said, others' reactions, its questions by class and language, and
# questions about details no one states. An English line carries only a Latin-letter
# detail; a topic without "en" lines for a shape says its detail in Chinese lines only.
TOPICS: dict[str, dict[str, Any]] = {
    "rank": {
        "details": ["星耀二", "Immortal 2", "超凡大师", "Global Elite", "钻石一", "Predator"],
        "earlier": ["铂金三", "Ascendant 3", "钻石四"],
        "plain": {"zh": "排位终于打上{x}了，泪目",
                  "en": "Finally hit {x} in ranked, I can die happy",
                  "mix": "ranked 上{x}了家人们，熬了三个通宵"},
        "inline": {"zh": "昨天本来想早睡的，结果朋友拉我双排，一打就打到三点，最后居然上了{x}，"
                         "今天早八直接睡过去了，老师点名还是室友帮我答的到",
                   "en": "Long day: overslept, missed the bus, spilled coffee on my laptop, "
                         "but last night's grind paid off and I'm {x} now, so honestly worth it",
                   "mix": "今天 productivity 为零，上午补觉下午摸鱼，不过昨晚 ranked 冲上{x}了，"
                          "也算没白熬"},
        "split": {"zh": ("上了上了！！", "{x}！！稳了"), "en": ("I DID IT", "{x} baby")},
        "ask": {"zh": "@{n} 你现在什么段位了", "en": "@{n} what rank are you now?"},
        "answer": {"zh": "{x}，还行吧", "en": "{x}, not bad right"},
        "about": {"zh": "{n}昨晚打到{x}了，我在旁边看着的，太猛了",
                  "en": "{n} carried me all night, they're {x} now lol"},
        "at": {"zh": "@{n} 听说你上{x}了？带带我", "en": "@{n} heard you made {x}?? carry me pls"},
        "confirm": {"zh": ["嘿嘿 运气好", "低调低调"], "en": ["hehe yeah", "lucky games tbh"]},
        "old": {"zh": "今天排位上了{y}", "en": "Made it to {y} in ranked today"},
        "new": {"zh": "掉了又打回来，现在稳在{x}了",
                "en": "Update: grinded back, sitting at {x} now",
                "mix": "又冲了一波，现在是{x}，这赛季 done"},
        "react": ["大腿！", "带带弟弟", "gg", "卷王"],
        "keyword": {"zh": "{x}这个段位是群里谁打上去的？", "en": "Which of us reached {x}?"},
        "partial": {"zh": "{n}现在排位打到什么段位了？",
                    "en": "What rank is {n} at in ranked now?"},
        "paraphrase": {"zh": "{n}天梯积分目前处于哪一档",
                       "en": "How far up the competitive ladder has {n} gotten?"},
        "never": ["{n}最常用的英雄是哪个？", "What's {n}'s in-game ID?"],
    },
    "thesis": {
        "details": ["锂电池回收", "方言识别", "microplastics", "城中村更新", "urban heat islands",
                    "明清家书"],
        "earlier": ["社区团购", "coral bleaching", "短视频成瘾"],
        "plain": {"zh": "毕设题目定了：{x}，导师说方向还行",
                  "en": "Thesis topic approved: {x}. Now I just have to write 40 pages lol",
                  "mix": "毕业论文 topic 定了，做{x}，开题下周"},
        "inline": {"zh": "这周好乱，周一搬宿舍周二体检，周三跟导师聊了一下午，最后论文方向就定成"
                         "{x}了，周四还要交开题报告，我已经三天没好好吃饭了",
                   "en": "Quick life update: landlord finally fixed the heater, my sister had "
                         "her baby, and my supervisor signed off on {x} as the thesis topic, "
                         "so now the real suffering starts",
                   "mix": "今天跑了三个地方办手续，顺便跟 supervisor 确认了 thesis 写{x}，"
                          "晚上还有 group meeting，救命"},
        "split": {"zh": ("开题过了", "题目是{x}"), "en": ("proposal passed!!", "topic's {x}")},
        "ask": {"zh": "@{n} 你毕设做啥来着", "en": "@{n} what's your thesis on again?"},
        "answer": {"zh": "{x}，数据还没找齐", "en": "{x}, still collecting data"},
        "about": {"zh": "{n}论文写的是{x}，听起来就好难",
                  "en": "{n}'s thesis is on {x}, way over my head"},
        "at": {"zh": "@{n} 你不是写{x}的吗，这个资料你可能用得上",
               "en": "@{n} aren't you writing about {x}? saw a paper you might like"},
        "confirm": {"zh": ["对对 发我看看", "是的 谢啦"], "en": ["yes! send it", "yep thanks"]},
        "old": {"zh": "毕设打算做{y}", "en": "Thinking of doing my thesis on {y}"},
        "new": {"zh": "题目被导师毙了，换成{x}了",
                "en": "Supervisor vetoed the old topic, switched to {x}",
                "mix": "论文换题了，now it's {x}，从头再来"},
        "react": ["好硬核", "加油加油", "respect", "听不懂但大受震撼"],
        "keyword": {"zh": "写{x}论文的是哪位同学？", "en": "Who is writing a thesis about {x}?"},
        "partial": {"zh": "{n}的毕业论文研究什么？",
                    "en": "What is {n}'s graduation thesis about?"},
        "paraphrase": {"zh": "{n}结业需提交的学术文章选了哪个课题",
                       "en": "Which subject did {n} pick for the final dissertation?"},
        "never": ["{n}的论文导师叫什么名字？", "When is {n}'s thesis defence?"],
    },
    "hair": {
        "details": ["奶茶色", "樱花粉", "亚麻灰", "silver ash", "酒红", "mint green"],
        "earlier": ["栗棕", "honey brown", "黑茶"],
        "plain": {"zh": "染了个{x}，第一次染头有点紧张",
                  "en": "Went {x} this weekend, still getting used to it in the mirror",
                  "mix": "新发色 {x}，hairdresser 说要三周后补色"},
        "inline": {"zh": "周六本来约了人爬山结果下雨，就临时去了理发店，托尼老师劝了我半天，最后漂"
                         "了两次染成{x}，出来的时候天都黑了，回家我妈差点没认出我",
                   "en": "So my Saturday plans fell through, ended up at the salon on a whim, "
                         "two rounds of bleach later I walked out {x}, then went to a birthday "
                         "dinner and nobody recognised me",
                   "mix": "weekend 过得好充实，早上 brunch 下午去 salon 弄了个{x}，"
                          "晚上还看了场电影"},
        "split": {"zh": ("头发弄好了", "{x}的，显白吗"), "en": ("new hair", "{x}!! thoughts?")},
        "ask": {"zh": "@{n} 你头像换了？头发染啥色了",
                "en": "@{n} new profile pic? what colour did you go?"},
        "answer": {"zh": "{x}，托尼老师推荐的", "en": "{x}, the stylist picked it"},
        "about": {"zh": "{n}染了个{x}哈哈哈 今天在食堂一眼就认出来了",
                  "en": "{n} showed up with {x} hair today, iconic"},
        "at": {"zh": "@{n} 不是说你染了{x}吗 照片呢",
               "en": "@{n} didn't you go {x}? pics or it didn't happen"},
        "confirm": {"zh": ["对 等我发", "[图片]"], "en": ["[图片]", "lol yes"]},
        "old": {"zh": "头发染成{y}了", "en": "Dyed my hair {y} today"},
        "new": {"zh": "又去染了，这次换成{x}", "en": "Changed it again, it's {x} now",
                "mix": "hair 又换色了，现在是{x}"},
        "react": ["好看！", "求照片", "pics!!", "我也想染"],
        "keyword": {"zh": "{x}头发的是谁啊？", "en": "Whose hair is {x} now?"},
        "partial": {"zh": "{n}现在头发染的什么颜色？", "en": "What colour is {n}'s hair now?"},
        "paraphrase": {"zh": "{n}如今脑袋上是哪种色调",
                       "en": "What shade are {n}'s locks these days?"},
        "never": ["{n}在哪家理发店做的头发？", "How much did {n} pay for the dye job?"],
    },
    "parttime": {
        "details": ["鹿角巷", "言几又", "茶颜悦色", "Tims Coffee", "Uniqlo", "西西弗"],
        "earlier": ["沪上阿姨", "Pizza Hut", "瑞幸"],
        "plain": {"zh": "找到兼职了，在{x}，周末两天",
                  "en": "Got a part-time gig at {x}, weekends only",
                  "mix": "兼职 offer 来了，{x}，时薪还行"},
        "inline": {"zh": "暑假规划一下：早上背单词，下午去{x}打工，晚上健身，周日休息，感觉还挺充实"
                         "的，就是不知道能坚持几天",
                   "en": "Plan for the break: mornings studying, afternoons working the counter "
                         "at {x}, evenings at the gym, Sundays doing absolutely nothing",
                   "mix": "最近 schedule 排满了，上午上课下午去{x}打工，晚上还得 review"},
        "split": {"zh": ("兼职定了", "{x}，离学校很近"),
                  "en": ("got the job!", "{x}, starting Monday")},
        "ask": {"zh": "@{n} 你在哪打工来着", "en": "@{n} where are you working part-time?"},
        "answer": {"zh": "{x}啊，来找我打折", "en": "{x}, come visit, staff discount"},
        "about": {"zh": "{n}在{x}打工，上次去买东西碰到了哈哈",
                  "en": "ran into {n} working at {x} lol"},
        "at": {"zh": "@{n} 你不是在{x}上班吗 帮我看看还有没有货",
               "en": "@{n} you work at {x} right? is it busy on Fridays"},
        "confirm": {"zh": ["有的 给你留", "在的 晚上去"],
                    "en": ["yeah super busy", "yep, come by"]},
        "old": {"zh": "在{y}打工了", "en": "Started working at {y}"},
        "new": {"zh": "辞了，现在在{x}打工", "en": "Quit that one, I'm at {x} now",
                "mix": "换兼职了，现在去{x}，环境好多了"},
        "react": ["能打折吗", "苟富贵勿相忘", "nice!", "带点吃的回来"],
        "keyword": {"zh": "在{x}打工的是哪个？", "en": "Who works at {x}?"},
        "partial": {"zh": "{n}现在在哪家店兼职？", "en": "Where does {n} have a part-time job?"},
        "paraphrase": {"zh": "{n}课余挣零花钱的地方是哪家",
                       "en": "Which store pays {n} for shifts?"},
        "never": ["{n}兼职的时薪是多少？", "Who is {n}'s manager at work?"],
    },
    "hometown": {
        "details": ["景德镇", "延边", "自贡", "Ipoh", "丹东", "泉州"],
        "earlier": [],
        "plain": {"zh": "我老家{x}的，欢迎来玩",
                  "en": "I'm from {x} originally, you should visit sometime",
                  "mix": "老家{x}，hometown food 是真的好吃"},
        "inline": {"zh": "五一回{x}老家待了五天，每天被亲戚问工作问对象，吃胖了四斤，回来发现工位上"
                         "的绿萝也死了",
                   "en": "Just got back from visiting family in {x}, my hometown, seven hours "
                         "on the train, ate too much, got asked about marriage by four aunties",
                   "mix": "五一 back to {x}，老家的 breakfast 一个月都吃不腻"},
        "split": {"zh": ("说起来我老家那边", "{x}，你们肯定没去过"),
                  "en": ("fun fact, my hometown", "{x}! nobody's ever heard of it")},
        "ask": {"zh": "@{n} 你老家哪的啊", "en": "@{n} where are you from originally?"},
        "answer": {"zh": "{x}的", "en": "{x}!"},
        "about": {"zh": "{n}是{x}人，上次带的特产巨好吃",
                  "en": "{n} grew up in {x}, that's why they can handle spicy"},
        "at": {"zh": "@{n} 你不是{x}人吗，那边有啥好吃的",
               "en": "@{n} you're from {x} right? any food recs"},
        "confirm": {"zh": ["对 下次带你去", "是滴"], "en": ["yes! so many", "yep"]},
        "react": ["下次带特产", "没去过诶", "take me there", "想去玩"],
        "keyword": {"zh": "{x}是群里哪位的老家？", "en": "Whose hometown is {x}?"},
        "partial": {"zh": "{n}老家是哪里的？", "en": "Where is {n} from originally?"},
        "paraphrase": {"zh": "{n}出生长大在什么城市",
                       "en": "In which city was {n} born and raised?"},
        "never": ["{n}高中在哪里读的？", "What dialect does {n} speak at home?"],
    },
    "mbti": {
        "details": ["INTJ", "ENFP", "ISTP", "INFJ", "ESTJ", "ENTP"],
        "earlier": ["INTP", "ISFJ", "ESFP"],
        "plain": {"zh": "测了一下MBTI，{x}，好准",
                  "en": "Took the MBTI test, got {x}, weirdly accurate",
                  "mix": "MBTI 结果出来了，{x}，怪不得我这么社恐"},
        "inline": {"zh": "今天部门团建玩了一下午破冰游戏，还让每个人做了MBTI测试，我是{x}，然后晚上"
                         "聚餐喝多了，现在头还疼",
                   "en": "Team offsite was chaos: escape room, karaoke, and HR made us all take "
                         "the MBTI, mine came out {x}, then the bus broke down on the way back",
                   "mix": "团建 day，escape room + MBTI 测试，我是{x}，晚上 KTV 唱到十二点"},
        "split": {"zh": ("测完了", "{x}，一点都不意外"),
                  "en": ("did the test", "{x}, shocking nobody")},
        "ask": {"zh": "@{n} 你MBTI是啥", "en": "@{n} what's your MBTI?"},
        "answer": {"zh": "{x}，你呢", "en": "{x}, you?"},
        "about": {"zh": "{n}是{x}，难怪", "en": "{n} is such a typical {x} lol"},
        "at": {"zh": "@{n} 你不是{x}吗 这个你肯定懂",
               "en": "@{n} you're {x} right? explain this to me"},
        "confirm": {"zh": ["哈哈哈 是", "被你看穿了"], "en": ["guilty", "lmao yes"]},
        "old": {"zh": "MBTI 测出来是{y}", "en": "Got {y} on the MBTI test"},
        "new": {"zh": "重新测了一遍，变成{x}了", "en": "Retook it, now I'm {x}",
                "mix": "MBTI 又测了一次，现在是{x}，完全变了个人"},
        "react": ["好准", "玄学", "so accurate", "我就说"],
        "keyword": {"zh": "{x}是谁的测试结果？", "en": "Who tested as {x}?"},
        "partial": {"zh": "{n}的MBTI是什么？", "en": "What is {n}'s MBTI type?"},
        "paraphrase": {"zh": "{n}属于十六型性格里的哪一种",
                       "en": "Which of the sixteen personality types fits {n}?"},
        "never": ["{n}是什么星座的？", "What is {n}'s blood type?"],
    },
    "hotpot": {
        "details": ["珮姐", "大龙燚", "巴奴", "楠火锅", "Little Sheep", "蜀大侠"],
        "earlier": ["海底捞", "Haidilao", "小龙坎"],
        "plain": {"zh": "吃过最好吃的火锅是{x}，没有之一",
                  "en": "Best hotpot in the city is {x}, fight me",
                  "mix": "hotpot 我只认{x}，毛肚绝了"},
        "inline": {"zh": "周五下班先去看了场电影，然后去{x}吃火锅吃到十一点，回家又追了两集剧，周末"
                         "全睡过去了",
                   "en": "Friday recap: movie after work, then {x} for hotpot till 11, then I "
                         "somehow watched two episodes before passing out",
                   "mix": "周末 recap：看电影，去{x}吃 hotpot，然后睡了一整天"},
        "split": {"zh": ("我最爱的火锅店", "{x}，每次去都排队"),
                  "en": ("my favourite hotpot place?", "{x}, no contest")},
        "ask": {"zh": "@{n} 你说的那家好吃的火锅叫啥",
                "en": "@{n} what was that hotpot place you liked?"},
        "answer": {"zh": "{x}，记得点鸭肠", "en": "{x}, get the beef tallow soup"},
        "about": {"zh": "{n}天天念叨{x}，我都听烦了", "en": "{n} won't shut up about {x}"},
        "at": {"zh": "@{n} 你最爱的不是{x}吗，这周去不去",
               "en": "@{n} isn't {x} your favourite? going this week?"},
        "confirm": {"zh": ["去！", "冲"], "en": ["always", "yes pls"]},
        "old": {"zh": "我最喜欢的火锅是{y}", "en": "{y} is my go-to for hotpot"},
        "new": {"zh": "被安利了之后我现在最爱{x}了",
                "en": "Converted: {x} is my new favourite hotpot",
                "mix": "hotpot 的 ranking 变了，现在第一是{x}"},
        "react": ["馋了", "周末去！", "omg yes", "记下了"],
        "keyword": {"zh": "说{x}最好吃的人是谁？", "en": "Who loves {x}?"},
        "partial": {"zh": "{n}最喜欢哪家火锅？",
                    "en": "Which hotpot restaurant does {n} like most?"},
        "paraphrase": {"zh": "{n}心目中涮锅子的头牌是哪一间",
                       "en": "Which spicy simmer-pot joint does {n} rate highest?"},
        "never": ["{n}吃火锅能吃多辣？", "How much did {n}'s last hotpot dinner cost?"],
    },
    "screen": {
        "details": ["华强北", "赛格", "闪修侠", "uBreakiFix", "百脑汇", "极客修"],
        "earlier": [],
        "plain": {"zh": "手机屏碎了，在{x}换的屏，两百块",
                  "en": "Cracked my phone screen, got it fixed at {x} for 60 bucks",
                  "mix": "phone 屏幕裂了，去{x}修好了，比官方便宜一半"},
        "inline": {"zh": "这周水逆，周一钥匙忘家里，周三手机摔了屏幕碎成蜘蛛网，去{x}换了块屏，周五"
                         "又被领导批了一顿",
                   "en": "Worst week: locked out Monday, dropped my phone Wednesday and "
                         "shattered the screen, had it replaced at {x}, and Friday the laptop died",
                   "mix": "本周 bad luck 合集：钥匙丢了，手机 screen 碎了拿去{x}修，电脑也蓝屏"},
        "split": {"zh": ("手机修好了", "去{x}弄的，一个小时搞定"),
                  "en": ("phone's fixed", "{x} did it in an hour")},
        "ask": {"zh": "@{n} 你手机屏幕在哪修的", "en": "@{n} where'd you get your screen fixed?"},
        "answer": {"zh": "{x}，老板人挺好", "en": "{x}, decent price"},
        "about": {"zh": "{n}手机摔碎了，我陪着去{x}修的",
                  "en": "went with {n} to {x} to get their phone screen done"},
        "at": {"zh": "@{n} 你上次不是在{x}修的屏吗 靠谱不",
               "en": "@{n} you got your screen done at {x} right? legit?"},
        "confirm": {"zh": ["挺靠谱的", "还行 用到现在没问题"],
                    "en": ["legit", "yeah no issues so far"]},
        "react": ["心疼", "贴膜了吗", "rip", "记下地址了"],
        "keyword": {"zh": "在{x}修手机的是谁？", "en": "Who had their phone repaired at {x}?"},
        "partial": {"zh": "{n}的手机碎屏是去哪修的？",
                    "en": "Where did {n} get the cracked phone fixed?"},
        "paraphrase": {"zh": "{n}摔坏的移动设备交给了哪个维修点",
                       "en": "Which shop mended {n}'s smashed handset?"},
        "never": ["{n}用的是什么牌子的手机？", "What phone model does {n} use?"],
    },
    "cosplay": {
        "details": ["雷电将军", "五条悟", "Asuka", "钟离", "Frieren", "Makima"],
        "earlier": ["胡桃", "Zero Two", "蝴蝶忍"],
        "plain": {"zh": "这次漫展出{x}，假发已经到了",
                  "en": "Cosplaying {x} at the con next month, wig just arrived",
                  "mix": "漫展 cos {x}，服装还差一个 prop"},
        "inline": {"zh": "最近忙死了，白天上班晚上缝衣服，漫展要出{x}，道具还没做完，假发也没修，房"
                         "间乱得像被打劫了一样",
                   "en": "Life lately: work all day, sew all night, the con is in two weeks and "
                         "my {x} costume is maybe 60% done, my room looks like a fabric store "
                         "exploded",
                   "mix": "最近 work + sewing 两头忙，漫展要出{x}，wig 还没修"},
        "split": {"zh": ("漫展定了", "出{x}！"), "en": ("con plans locked in", "going as {x}!")},
        "ask": {"zh": "@{n} 这次漫展你出谁", "en": "@{n} who are you cosplaying this time?"},
        "answer": {"zh": "{x}，衣服在改了", "en": "{x}, costume's almost done"},
        "about": {"zh": "{n}出的{x}也太还原了吧，漫展好多人找着拍照",
                  "en": "{n}'s {x} cosplay was insane, people were lining up for photos"},
        "at": {"zh": "@{n} 你那套{x}什么时候穿出来",
               "en": "@{n} when are you debuting the {x} cos?"},
        "confirm": {"zh": ["下个月漫展", "等我做完道具"], "en": ["next con!", "soon™"]},
        "old": {"zh": "漫展打算出{y}", "en": "Planning to cosplay {y}"},
        "new": {"zh": "改主意了，这次出{x}", "en": "Change of plans, I'm doing {x} instead",
                "mix": "cos 计划变了，改出{x}"},
        "react": ["期待返图", "太强了", "need pics", "awsl"],
        "keyword": {"zh": "cos{x}的是谁？", "en": "Who is cosplaying {x}?"},
        "partial": {"zh": "{n}这次漫展扮的是哪个角色？",
                    "en": "Which character is {n} cosplaying?"},
        "paraphrase": {"zh": "{n}参加动画展会装扮成了哪位人物",
                       "en": "What anime persona will {n} dress up as?"},
        "never": ["{n}的假发是在哪买的？", "Which convention is {n} going to in July?"],
    },
    "tutor": {
        "details": ["奥数", "高中物理", "少儿编程", "AP Calculus", "初中化学", "SAT reading"],
        "earlier": ["小学英语", "GRE verbal", "初中数学"],
        "plain": {"zh": "接了个家教，教{x}，一周两次",
                  "en": "Picked up a tutoring job teaching {x}, twice a week",
                  "mix": "家教 part-time，教{x}，学生还挺乖"},
        "inline": {"zh": "今天从早忙到晚，上午上课，中午赶作业，下午去学生家上了两小时{x}，回来地铁"
                         "还坐过站了，到宿舍都九点了",
                   "en": "Long day: lectures till noon, lab report, then two hours tutoring a kid "
                         "in {x}, missed my stop on the way back, got home at nine",
                   "mix": "今天 lecture + lab，晚上还去家教{x}，累成狗"},
        "split": {"zh": ("家教那边定了", "教{x}，周三周五"),
                  "en": ("tutoring gig confirmed", "{x}, Tuesdays and Thursdays")},
        "ask": {"zh": "@{n} 你家教教啥科目", "en": "@{n} what subject do you tutor?"},
        "answer": {"zh": "{x}，小孩挺聪明", "en": "{x}, the kid is sharp"},
        "about": {"zh": "{n}在给小孩补{x}，一小时两百",
                  "en": "{n} tutors {x}, makes more than me lol"},
        "at": {"zh": "@{n} 你不是教{x}的吗，这题帮我看看",
               "en": "@{n} you tutor {x} right? help me with this one"},
        "confirm": {"zh": ["发来", "我看看"], "en": ["send it", "sure"]},
        "old": {"zh": "家教教的是{y}", "en": "I tutor {y} now"},
        "new": {"zh": "家长让我换科目了，现在教{x}",
                "en": "The parents switched me, I'm teaching {x} now",
                "mix": "家教换了个学生，现在教{x}"},
        "react": ["学霸", "老师好", "big brain", "时薪多少"],
        "keyword": {"zh": "家教教{x}的是谁？", "en": "Who tutors {x}?"},
        "partial": {"zh": "{n}做家教教什么？", "en": "What does {n} teach as a tutor?"},
        "paraphrase": {"zh": "{n}课外辅导孩子的是哪门功课",
                       "en": "Which course does {n} coach pupils in?"},
        "never": ["{n}的学生上几年级？", "Where does {n}'s tutoring student live?"],
    },
    "hobby": {
        "details": ["桨板", "射箭", "钩针", "剑道", "fencing", "aerial silks"],
        "earlier": ["尤克里里", "rollerblading", "拼豆"],
        "plain": {"zh": "最近入坑了{x}，每周六去上课",
                  "en": "New hobby: {x}. Saturday mornings, I'm obsessed",
                  "mix": "最近沉迷{x}，weekend 都泡在那了"},
        "inline": {"zh": "最近作息很健康，每天七点起，中午午休，周六上午去学{x}，周日去图书馆，感觉"
                         "自己像换了个人",
                   "en": "Trying to be a functional adult: up at seven, meal prepping, {x} "
                         "classes on Saturdays, library on Sundays, no phone after ten",
                   "mix": "new routine: 早起，meal prep，周六学{x}，周日躺平"},
        "split": {"zh": ("我报了", "{x}课，周六上午"),
                  "en": ("signed up", "{x} classes, Saturday mornings")},
        "ask": {"zh": "@{n} 你最近周末都在忙啥",
                "en": "@{n} what are you up to on weekends these days?"},
        "answer": {"zh": "学{x}啊，上瘾了", "en": "{x}! it's addictive"},
        "about": {"zh": "{n}最近迷上{x}了，朋友圈全是这个",
                  "en": "{n} is deep into {x} now, their stories are all about it"},
        "at": {"zh": "@{n} 你那个{x}课还在上吗 我也想去",
               "en": "@{n} still doing {x}? can I tag along"},
        "confirm": {"zh": ["来啊 一起", "在上 带你"], "en": ["come!", "yes join"]},
        "old": {"zh": "最近在学{y}", "en": "Been learning {y} lately"},
        "new": {"zh": "之前那个放弃了，现在改学{x}", "en": "Gave up the old one, it's {x} now",
                "mix": "hobby 换了，现在在学{x}"},
        "react": ["好酷", "带我一个", "so cool", "坚持住"],
        "keyword": {"zh": "学{x}的是哪位？", "en": "Who took up {x}?"},
        "partial": {"zh": "{n}最近新学的爱好是什么？", "en": "What new hobby did {n} pick up?"},
        "paraphrase": {"zh": "{n}闲暇时钻研的消遣是哪样",
                       "en": "What pastime fills {n}'s free time?"},
        "never": ["{n}的教练叫什么？", "Which club does {n} train at?"],
    },
    "drink": {
        "details": ["杨枝甘露", "生椰拿铁", "oat flat white", "鸭屎香", "多肉葡萄",
                    "brown sugar boba"],
        "earlier": ["芋泥波波", "iced americano", "幽兰拿铁"],
        "plain": {"zh": "我的续命水：{x}，少冰三分糖", "en": "My daily order: {x}, no exceptions",
                  "mix": "每天一杯{x}，this is my fuel"},
        "inline": {"zh": "今天的流水账：九点到公司，先点一杯{x}续命，上午开了三个会，中午吃了沙拉，"
                         "下午继续改方案，晚上还要加班",
                   "en": "Today's log: in at nine, grabbed my usual {x}, three meetings, salad "
                         "for lunch, rewrote the deck, still here at eight",
                   "mix": "今日流水账：morning 一杯{x}，meeting 三个，晚上 overtime"},
        "split": {"zh": ("每天必点", "{x}，少冰"), "en": ("my usual order", "{x}, always")},
        "ask": {"zh": "@{n} 你每次点的那个是啥", "en": "@{n} what's that drink you always get?"},
        "answer": {"zh": "{x}，巨好喝", "en": "{x}, try it"},
        "about": {"zh": "{n}每天一杯{x}，店员都认识了", "en": "{n} orders {x} every single day"},
        "at": {"zh": "@{n} 帮你带{x}？还是老样子少冰", "en": "@{n} getting you the usual {x}?"},
        "confirm": {"zh": ["对 谢谢宝", "老样子"], "en": ["yes pls", "you know me"]},
        "old": {"zh": "最近每天都喝{y}", "en": "Hooked on {y} lately"},
        "new": {"zh": "喝腻了，现在每天换成{x}", "en": "Switched my order, it's {x} now",
                "mix": "口味变了，现在 daily 一杯{x}"},
        "react": ["记下了 下次试试", "甜度多少", "same order lol", "好喝吗"],
        "keyword": {"zh": "天天喝{x}的是谁？", "en": "Who drinks {x} every day?"},
        "partial": {"zh": "{n}平时最爱点什么饮品？", "en": "What drink does {n} usually order?"},
        "paraphrase": {"zh": "{n}日常离不开的那杯东西叫什么",
                       "en": "What beverage keeps {n} going?"},
        "never": ["{n}点外卖最常点哪家？", "What's {n}'s favourite dessert?"],
    },
    "lego": {
        "details": ["千年隼", "霍格沃茨", "Titanic", "Rivendell", "故宫角楼", "Eiffel Tower"],
        "earlier": ["泰姬陵", "Death Star", "天坛"],
        "plain": {"zh": "乐高{x}终于拼完了，四千多块颗粒",
                  "en": "Finished the LEGO {x} last night, 9000 pieces",
                  "mix": "LEGO {x} 拼完了，手都酸了"},
        "inline": {"zh": "五一哪也没去，就在家拼乐高，{x}拼了三天，中间还点了六次外卖，看了一整季综"
                         "艺，感觉自己废了",
                   "en": "Spent the long weekend indoors: LEGO {x} over three days, six takeaway "
                         "orders, an entire season of a reality show",
                   "mix": "long weekend 在家，LEGO {x} 拼了三天，外卖吃到吐"},
        "split": {"zh": ("拼完了！！", "{x}，放客厅了"), "en": ("done!!", "{x}, took me a week")},
        "ask": {"zh": "@{n} 你最近拼的乐高是哪个", "en": "@{n} which LEGO set are you building?"},
        "answer": {"zh": "{x}，还差一点", "en": "{x}, almost done"},
        "about": {"zh": "{n}家那个{x}乐高太壮观了，摆了一整个柜子",
                  "en": "{n}'s LEGO {x} is massive, takes up the whole shelf"},
        "at": {"zh": "@{n} 你那个{x}拼好了没", "en": "@{n} is the {x} finished yet?"},
        "confirm": {"zh": ["好了 [图片]", "还差一层"], "en": ["[图片]", "almost!"]},
        "old": {"zh": "在拼乐高{y}", "en": "Building the LEGO {y}"},
        "new": {"zh": "那个拼完了，现在开新坑：{x}", "en": "That one's done, now on to {x}",
                "mix": "new set 开拼：{x}"},
        "react": ["有钱人", "好壮观", "rich person hobby", "求图"],
        "keyword": {"zh": "拼{x}的是群里哪位？", "en": "Who built the {x} set?"},
        "partial": {"zh": "{n}在拼哪套乐高？", "en": "Which LEGO set is {n} on?"},
        "paraphrase": {"zh": "{n}组装的积木模型是什么主题",
                       "en": "What brick model has {n} been assembling?"},
        "never": ["{n}的乐高花了多少钱？", "Which LEGO set does {n} want next?"],
    },
    "glasses": {
        "details": ["650度", "375度", "825度", "475度", "925度", "550度"],
        "earlier": ["600度", "425度", "700度"],
        "plain": {"zh": "配了新眼镜，近视{x}了，摘了啥也看不清",
                  "mix": "新眼镜到了，近视{x}，without them I'm blind"},
        "inline": {"zh": "今天请了半天假，上午去医院验光，近视{x}，又配了副眼镜花了一千多，下午回来"
                         "还被领导问进度",
                   "mix": "今天半天 off，去验光配眼镜，{x}，然后下午回来继续 debug"},
        "split": {"zh": ("验光结果出来了", "{x}，又涨了"), "en": ("eye test done", None)},
        "ask": {"zh": "@{n} 你近视多少度啊", "en": "@{n} how bad is your eyesight?"},
        "answer": {"zh": "{x}，不戴眼镜人畜不分"},
        "about": {"zh": "{n}近视{x}，摘了眼镜连我都认不出"},
        "at": {"zh": "@{n} 你不是{x}吗 怎么不戴眼镜"},
        "confirm": {"zh": ["戴隐形了", "哈哈被发现了"], "en": ["contacts lol", "yeah lol"]},
        "old": {"zh": "验光了，近视{y}"},
        "new": {"zh": "又去验了一次，涨到{x}了", "mix": "eyesight 又变差了，现在{x}"},
        "react": ["少看手机", "保护眼睛啊", "same", "我也是高度"],
        "keyword": {"zh": "近视{x}的是谁？", "en": "Whose eyesight is {x}?"},
        "partial": {"zh": "{n}近视多少度？", "en": "How strong is {n}'s glasses prescription?"},
        "paraphrase": {"zh": "{n}的眼睛屈光有多深", "en": "How poor is {n}'s vision?"},
        "never": ["{n}的眼镜是什么牌子？", "Has {n} had laser eye surgery?"],
    },
    "fishing": {
        "details": ["鳜鱼", "翘嘴", "黑鱼", "sea bass", "罗非", "mackerel"],
        "earlier": ["鲫鱼", "bluegill", "鲤鱼"],
        "plain": {"zh": "周末去水库钓了条{x}，三斤多",
                  "en": "Caught a {x} at the reservoir this weekend, biggest one yet",
                  "mix": "weekend 去钓鱼，上了条{x}，终于不空军了"},
        "inline": {"zh": "周日凌晨四点起床，开了两小时车到水库，蹲了一上午啥也没有，下午终于上了条"
                         "{x}，回来路上还堵车，到家十点了",
                   "en": "Sunday: up at 4, two hours' drive, nothing all morning, finally landed "
                         "a {x} around three, then sat in traffic till ten",
                   "mix": "Sunday 四点起床去钓鱼，一上午空军，下午终于上了条{x}，值了"},
        "split": {"zh": ("今天没空军！", "{x}，两斤半"),
                  "en": ("not skunked today!", "a {x}, decent size")},
        "ask": {"zh": "@{n} 钓到啥了", "en": "@{n} catch anything?"},
        "answer": {"zh": "{x}，晚上红烧", "en": "a {x}! dinner sorted"},
        "about": {"zh": "{n}昨天钓了条{x}，朋友圈炫了一晚上",
                  "en": "{n} caught a {x} and posted it six times"},
        "at": {"zh": "@{n} 你那条{x}多重啊", "en": "@{n} how heavy was that {x}?"},
        "confirm": {"zh": ["三斤二", "没称 估计两斤"], "en": ["like 2kg", "didn't weigh it"]},
        "old": {"zh": "钓了条{y}，个头不大", "en": "Caught a small {y} today"},
        "new": {"zh": "破纪录了，今天钓了条{x}", "en": "New personal best: a {x}",
                "mix": "新 PB！今天上了条{x}"},
        "react": ["钓鱼佬", "空军退散", "nice catch", "晚上吃鱼？"],
        "keyword": {"zh": "钓到{x}的是谁？", "en": "Who caught a {x}?"},
        "partial": {"zh": "{n}最近钓到了什么鱼？", "en": "What fish did {n} catch most recently?"},
        "paraphrase": {"zh": "{n}垂钓收获的渔获是哪个品种",
                       "en": "What did {n} reel in from the water lately?"},
        "never": ["{n}钓鱼用的是什么竿？", "Which lake does {n} fish at?"],
    },
}

# -- the conversation's own lines ----------------------------------------------------

# Very short messages, the bulk of a QQ group.
SHORT = [
    "哈哈哈", "哈哈哈哈哈哈", "哈哈哈哈哈哈哈哈哈哈", "确实", "确实", "+1", "？", "？？？", "??",
    "[图片]", "[图片]", "[图片]", "[表情]", "[表情]", "[表情]", "[动画表情]", "[语音]",
    "草", "6", "666", "啊这", "绝了", "笑死", "笑死我了", "好家伙", "真的假的", "蚌埠住了",
    "ok", "👍", "😂", "🤣🤣🤣", "😭😭", "lol", "xswl", "可以", "冲", "我也是", "不是吧", "离谱",
    "嗯嗯", "在", "来了", "？我", "典", "乐", "急了", "啊对对对", "hhhh", "yyds", "绝绝子",
    "破防了", "awsl", "u1s1", "栓Q", "无语", "emmm", "额", "收到", "牛", "tql", "强", "顶",
    "omg", "same", "fr", "ngl", "💀", "🙏", "好的", "行", "懂了", "哦", "嗷", "啊？", "真的",
    "有道理", "是这样的", "也不是不行", "？？？？", "我不信", "好耶",
]
# Lines that others like to repeat (复读).
REPEAT = ["+1", "好耶", "来了来了", "冲冲冲", "蚌埠住了", "[表情]", "草", "生日快乐！🎂", "牛",
          "tql", "6666", "啊对对对", "芜湖起飞", "打卡", "下班！", "v我50", "典", "周末快乐",
          "晚安", "早", "妈妈我要吃这个", "我超，原", "寄", "好活，当赏", "大佬带带我"]
# Ordinary lines: Chinese, English, mixed, slang; some in the topics' words, never a
# detail or an earlier value.
LINES = [
    "今天好热啊", "有人吃饭吗", "我真的会谢", "家人们谁懂啊", "这也太离谱了吧", "在摸鱼 别@我",
    "破防了家人们", "谁懂 今天地铁又坏了", "快递又被放错柜子了", "新出的那集看了吗 太好哭了",
    "有没有人一起拼单", "下雨了 没带伞", "我宣布今天摆烂", "周末有啥安排", "救命 明天ddl",
    "emo了", "躺平了躺平了", "又是被老板pua的一天", "这个梗我看了三遍还在笑", "有一说一 确实",
    "你们谁有空调遥控器的app", "外卖小哥把我的汤撒了😭", "楼下新开了家烧烤 有人去吗",
    "我下个月要开始存钱了（第十次）", "笑不活了", "我直接好家伙", "这波啊 这波是血赚",
    "谁还没吃晚饭", "今天的晚霞绝了 [图片]", "有人知道这首歌叫什么吗 [语音]", "我先潜水了",
    "看到一个巨好笑的视频 [视频]", "刚下班 累瘫", "又加班 麻了", "这周过得好快",
    "nobody:  me at 2am: 再看一集", "is anyone else's wifi dead", "ok this is so real",
    "that's crazy lol", "brb", "gn everyone", "lmaooo", "same energy", "wait what",
    "bro what", "I need a vacation", "who's online", "this meeting could've been an email",
    "deadline 要命了", "今天 mood 不太好", "周五 vibe 来了", "我 emo 了 need 奶茶",
    "这个 plan 我 ok", "今晚 KTV 有人吗", "刚刚那个 video 你们看了没", "weekend 去哪玩",
    "感觉这周好 long", "我的 to-do list 又变长了", "有人用过那个 app 吗",
    # the topics' words, in passing
    "排位连跪五把 心态崩了", "今晚上分吗 差一个", "论文查重率好高 天塌了", "开题报告好难写",
    "想染头发但是怕掉色", "托尼老师又给我剪毁了", "兼职时薪也太低了吧",
    "你们老家端午吃甜粽还是咸粽",
    "MBTI 都是玄学吧", "i人和e人的区别就是周末出不出门", "今晚火锅？", "火锅还是烧烤 投票",
    "手机屏幕碎了真的心疼", "碎屏险到底值不值", "漫展人也太多了吧", "cos服好贵 买不起",
    "家教现在一小时多少钱啊", "有人接家教吗 朋友家孩子要补课", "想找个新爱好 有推荐吗",
    "奶茶又涨价了", "今天第三杯奶茶了 完蛋", "乐高是真的贵", "拼积木拼到一半少了一块",
    "近视的人冬天进屋眼镜全是雾", "验光师说我要少看手机", "钓鱼佬永不空军", "周末去钓鱼吗",
    "anyone else hardstuck in ranked?", "thesis deadline is killing me",
    "thinking of dyeing my hair",
    "hotpot tonight?", "my phone has a tiny crack, ignore it or fix it?",
    "who's going to the comic con?", "boba is a personality trait at this point",
    "LEGO prices are criminal", "new glasses feel weird for the first week",
    "fishing is just sitting outside with extra steps",
]
# Lines of a time of day (until an hour).
TIMELY = [
    (6, ["还有人没睡吗", "熬夜冠军是我", "晚安玛卡巴卡", "睡不着", "又失眠了", "night",
         "还醒着的举手", "明天早八 我先睡了"]),
    (10, ["早", "早上好", "早八人的命也是命", "又要上班了", "起不来了", "morning", "地铁挤爆了",
          "早饭吃啥", "困死了"]),
    (14, ["中午吃啥", "外卖到了", "食堂今天有红烧肉", "lunch anyone?", "午休了", "吃撑了"]),
    (18, ["好困", "摸鱼中", "下午茶拼单吗", "还有多久下班", "开会开到怀疑人生",
          "3点了才喝上第一口水"]),
    (23, ["下班了", "晚饭吃啥", "开黑吗", "有人打游戏吗", "今晚看球吗", "终于到家了", "晚上好"]),
    (24, ["晚安", "该睡了", "明天还要早起", "gn", "还有人在吗", "又熬夜了"]),
]
# What one member says to another (after "@name ").
AT = ["你昨天说的那个视频发我一下", "在吗在吗", "来不来开黑", "你怎么还没睡", "你是懂的",
      "速来", "你欠我的奶茶呢", "这不是你吗哈哈哈", "你上次说的那家店叫啥来着", "快看群公告",
      "收到没", "我私聊你了", "你咋又熬夜", "同意", "说得好", "笑死 你也太惨了", "明天几点",
      "你那个链接发我", "come online", "did you see this", "lol you're so right", "借我下充电宝",
      "你到了没", "帮我带个饭 谢谢宝", "你先别急", "这个你来说", "哈哈哈哈是你"]
# Now and then a long message with no fact in it.
LONG = [
    "今天真的离谱，早上地铁坏了在站台等了二十分钟，到公司发现电脑又更新了半个小时，中午点的外卖"
    "送错了，下午开会被点名，晚上回家发现钥匙落在公司了，只能去朋友家蹭一晚，我宣布今天是本年度最"
    "倒霉的一天",
    "说个事 你们别笑 我今天在电梯里跟一个人打招呼 聊了三层楼 出来才发现我根本不认识他 他也不认识我"
    " 两个人就这么尬聊了一路 我现在脚趾还在抠地",
    "Honestly the best part of this week was finding out the bakery near my place does half price "
    "after eight, I've been there three nights in a row and the lady already knows my order",
    "关于周末聚餐，我统计一下：周六晚上六点，人均一百左右，能来的接龙，不能来的也说一声，"
    "我好订位置，上次订了十个人来了六个，老板脸都黑了",
    "有没有人懂这种感觉：周日晚上躺在床上，明明什么都没干，但就是觉得好累，然后一想到明天要上班就"
    "更睡不着，刷手机刷到两点，第二天顶着黑眼圈开会，周而复始",
    "ok long rant incoming: my upstairs neighbour's washing machine runs at midnight, the "
    "landlord ignores my emails, and the delivery guy left my parcel at the wrong building again",
    "刚看完那部电影，前面一个小时我都在玩手机，后面半小时哭成狗，编剧你出来我保证不打你，"
    "强烈推荐但是一定要带纸巾",
    "我妈今天给我发了十几条养生文章，什么隔夜菜致癌、熬夜掉头发，最后一条是让我早点找对象，"
    "我已读不回了，大家过年回家保重",
    "Update on the group trip: we still don't have a date, half of you haven't replied to the poll,"
    " and the cheap flights are gone, so vote tonight or I'm booking the bus",
    "今天在公司楼下看到一个小朋友一本正经地跟保安叔叔讨论火箭怎么上天，保安叔叔也很认真地回答，"
    "我在旁边听了十分钟，感觉比上班有意思多了",
    "群公告：下周三晚上八点线上狼人杀，十二人局，报名接龙，迟到的当法官，不许挂机，不许开小号，"
    "上次那个开麦放歌的同学你知道我在说谁",
    "我宣布一件事：从今天开始我要早睡早起、每天喝八杯水、少刷短视频、多读书，请大家监督我，"
    "如果我十二点以后还在群里说话，请直接骂醒我",
    "So I tried that viral fried rice hack from the video everyone's sharing, and the rice glued "
    "itself to the pan, the smoke alarm went off twice, and I ended up ordering noodles anyway",
    "刚刚在地铁上看到一个大哥站着睡着了，车一刹车整个人往前冲了三步又站稳了，眼睛都没睁开，"
    "全车厢的人都在憋笑，这是什么武林高手",
    "求助帖：租的房子空调漏水，房东说是我用的问题，物业说要房东来修，我夹在中间两边跑了一个星期，"
    "现在每天晚上用脸盆接水，有没有懂行的朋友教教我怎么跟他们说",
    "ok hear me out: we should do a group picnic before it gets too hot, I'll bring drinks, "
    "someone bring a speaker, and whoever brings store-bought dip has to do the dishes",
    "今天 team 周会又 delay 了一个小时，PM 说需求要改，开发说排期不够，设计说稿子早就给了，"
    "最后老板来了一句那就都加加班吧，散会，我人麻了",
    "分享一下今天的快乐：下楼取快递发现多送了一箱橘子，联系了商家说不用退了，分给了整层楼的人，"
    "现在办公室全是橘子味",
    "我今天才知道原来我们楼下那家面馆的老板以前是个乐队主唱，墙上挂的海报是他年轻的时候，"
    "怪不得每次去都在放摇滚",
    "honestly the group chat is the only reason I survive mondays, you guys are unhinged and "
    "I mean that as the highest compliment",
]

# Turns a member might send the bot: greetings, jokes, requests for help, opinions; some
# in the topics' words. None asks about what a member said.
BOT_CHATTER = [
    "你好呀", "在吗机器人", "早上好！", "晚安～", "今天心情不好 陪我聊聊", "讲个笑话呗",
    "再来一个", "你会唱歌吗", "你是男的还是女的", "你今天吃饭了吗哈哈", "你好笨啊",
    "夸夸我", "骂我两句 我需要清醒一下", "你多大了", "谢谢你！", "你睡了吗",
    "帮我写个请假条", "帮我写一段生日祝福，给我妈的", "帮我翻译一下：我明天不来上班了",
    "帮我想个群名", "帮我起个游戏ID 要霸气一点", "给我推荐几部好看的电影", "推荐点下饭综艺",
    "今天北京天气怎么样", "1+1等于几", "帮我算一下 37乘以48", "what's 15% of 80?",
    "how do you say 'thank you' in Japanese?", "tell me a joke", "good morning bot",
    "can you write a short poem about rain?", "what's the capital of Australia?",
    "explain blockchain like I'm five", "are you a real person?", "how are you today?",
    "recommend a good book pls", "how many days until new year?",
    "你觉得哪个手机好", "苹果和安卓你选哪个", "猫派还是狗派", "咖啡和茶哪个更提神",
    "你觉得人工智能会取代人类吗", "周末去爬山还是去看电影", "豆腐脑甜的好吃还是咸的好吃",
    "考研还是工作 好纠结", "你觉得早起真的有用吗", "熬夜真的会变笨吗", "怎么才能早点睡着",
    "失眠怎么办", "帮我做个决定 晚饭吃面还是吃饭", "给我讲讲黑洞是什么", "为什么天是蓝的",
    "怎么煮溏心蛋", "番茄炒蛋先放番茄还是先放蛋", "写一个python的hello world",
    "Excel怎么去重", "PPT怎么做得好看一点", "简历怎么写比较好", "面试自我介绍怎么说",
    # the topics' words, casually
    "排位老是连跪怎么办", "王者荣耀哪个英雄好上手", "毕业论文致谢怎么写", "论文查重怎么降",
    "染发会不会伤头发啊", "什么发色显白", "兼职找什么比较靠谱", "大学生做什么兼职好",
    "你老家是哪的哈哈", "MBTI 准吗", "i人怎么在聚会上活下来", "推荐个火锅底料",
    "火锅蘸料怎么调好吃", "手机碎屏了先干嘛", "贴钢化膜有用吗", "漫展要注意什么",
    "新手cos从哪个角色开始比较好", "家教一般怎么收费", "怎么给小学生讲分数",
    "有什么适合上班族的爱好", "奶茶一天喝一杯会胖吗", "推荐个低卡饮品", "乐高和积木有啥区别",
    "近视能做手术吗", "怎么保护眼睛", "钓鱼新手买什么竿", "钓上来的鱼怎么做好吃",
    "what's a good hobby to pick up this summer?", "is bubble tea bad for you?",
    "any tips for a first cosplay?", "how do I write a thesis abstract?",
]


def fifth_set(total: int = 3000, days: int = 42, seed: int = 5209) -> Set:
    """The held-out fifth set (see the module's docstring)."""
    rng = random.Random(seed)
    uid = {n: UID + i for i, n in enumerate(MEMBERS)}
    # How much each member talks: a few talk most, some hardly at all.
    chatty = {n: rng.lognormvariate(0, 0.9) for n in MEMBERS}

    # -- the times: a self-exciting point process over six weeks -----------------------
    first_day = START + 137 * DAY  # 2026-05-18, a Monday
    times = _timeline(rng, first_day, days, total)
    bursts = _bursts(times)

    # -- the facts: six members a topic, each a detail, a shape and a language ---------
    facts = _facts(rng, chatty)

    # -- the facts' blocks into bursts -------------------------------------------------
    taken: dict[int, tuple[dict[str, Any], tuple[str | None, str, Any]]] = {}
    for f in sorted(facts, key=lambda f: -len(f["blocks"])):
        _place(rng, f, bursts, times, taken)

    # -- the messages ------------------------------------------------------------------
    talk = _Talk(rng, chatty)
    messages: list[Message] = []
    starts = {b[0] for b in bursts}
    for i, at in enumerate(times):
        hour = ((at - first_day) / 3600) % 24
        if i in starts:
            talk.new_burst()
        item = taken.get(i)
        if item is None or item[1][0] is None:
            avoid = set() if item is None else {item[0]["name"]}
            who, text = talk.line(hour, avoid)
        else:
            fact, (who, text, carries) = item
            if carries == "earlier":
                fact["earlier_at"] = at
            elif carries:
                fact["evidence"] = [at]
            talk.said(who, text, repeatable=text in fact["topic"]["react"])
        messages.append(_user(at, who, uid[who], text))

    for f in facts:
        del f["blocks"], f["topic"]

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
            never.append(topic[cls][("zh", "en")[i // 4 % 2]].format(n=name))
        else:  # a detail of the topic no one states
            never.append(topic["never"][i // 2 % 2].format(n=rng.choice(MEMBERS)))
    chatter = rng.sample(BOT_CHATTER, min(90, len(BOT_CHATTER)))
    return Set("fifth", messages, facts, never, chatter, members=uid)


# -- the times ---------------------------------------------------------------------------

# Messages an hour that start a thread, by hour of the day (relative; scaled to the total).
WEEKDAY = [0.25, 0.1, 0.04, 0.02, 0.02, 0.02, 0.05, 0.3, 0.6, 0.45, 0.35, 0.4, 0.9, 0.8, 0.35,
           0.3, 0.35, 0.45, 0.6, 0.9, 1.2, 1.5, 1.6, 0.9]
WEEKEND = [0.6, 0.35, 0.15, 0.05, 0.02, 0.02, 0.02, 0.04, 0.1, 0.25, 0.45, 0.6, 0.7, 0.6, 0.55,
           0.55, 0.6, 0.6, 0.7, 0.9, 1.3, 1.6, 1.6, 1.1]
BRANCH = 0.75  # replies a message sets off, on average


def _poisson(rng: random.Random, mean: float) -> int:
    limit, k, p = math.exp(-mean), 0, rng.random()
    while p > limit:
        k += 1
        p *= rng.random()
    return k


def _timeline(rng: random.Random, first_day: float, days: int, total: int) -> list[float]:
    """`total` strictly increasing times: threads start at a rate by hour and day, and
    each message sets off replies (a branching process: seconds to minutes after it)."""
    day_factor = [rng.lognormvariate(0, 0.45) for _ in range(days)]
    base = sum(((WEEKEND if d % 7 in (5, 6) else WEEKDAY)[h]) * day_factor[d]
               for d in range(days) for h in range(24))
    scale = total * 1.12 * (1 - BRANCH) / base
    while True:
        out: list[float] = []
        for d in range(days):
            rates = WEEKEND if d % 7 in (5, 6) else WEEKDAY
            for h in range(24):
                for _ in range(_poisson(rng, rates[h] * day_factor[d] * scale)):
                    root = first_day + d * DAY + (h + rng.random()) * 3600
                    thread = [root]
                    todo = [root]
                    while todo and len(thread) < 60:
                        parent = todo.pop()
                        for _ in range(_poisson(rng, BRANCH)):
                            child = parent + rng.lognormvariate(math.log(35), 1.0)
                            thread.append(child)
                            todo.append(child)
                    out.extend(thread)
        if len(out) >= total:
            break
    out.sort()
    keep = sorted(rng.sample(range(len(out)), total))
    times = [out[i] for i in keep]
    for i in range(1, len(times)):  # strictly increasing, a second or more apart
        if times[i] < times[i - 1] + 1.5:
            times[i] = times[i - 1] + rng.uniform(1.5, 6)
    return [round(t, 3) for t in times]


def _bursts(times: list[float], quiet: float = 1200) -> list[list[int]]:
    """The times' indices in runs with no gap longer than `quiet` seconds."""
    out: list[list[int]] = [[0]]
    for i in range(1, len(times)):
        if times[i] - times[i - 1] > quiet:
            out.append([])
        out[-1].append(i)
    return out


# -- the facts ---------------------------------------------------------------------------

SHAPES = ["plain"] * 10 + ["inline"] * 18 + ["split"] * 16 + ["reply"] * 16 + ["about"] * 18


def _facts(rng: random.Random, chatty: dict[str, float]) -> list[dict[str, Any]]:
    facts: list[dict[str, Any]] = []
    for kind, topic in TOPICS.items():
        names: list[str] = []
        while len(names) < len(topic["details"]):  # the chatty more often
            name = rng.choices(MEMBERS, [chatty[m] + 0.6 for m in MEMBERS])[0]
            if name not in names:
                names.append(name)
        for detail, name in zip(topic["details"], names, strict=True):
            facts.append({"kind": kind, "name": name, "uid": UID + MEMBERS.index(name),
                          "detail": detail, "topic": topic})
    # 12 values said and changed days later: one fact in each of 12 of the 13 topics
    # whose value can change.
    changing = [k for k, t in TOPICS.items() if t["earlier"]]
    restated = rng.sample(changing, 12)
    shapes = list(SHAPES)
    rng.shuffle(shapes)
    for kind in restated:
        rng.choice([f for f in facts if f["kind"] == kind])["shape"] = "restated"
    for f in facts:
        if "shape" not in f:
            f["shape"] = shapes.pop()
    assert not shapes, "a shape a fact"
    for k, f in enumerate(facts):
        topic, detail = f["topic"], f["detail"]
        ascii_ok = detail.isascii() and "en" in topic["plain"]
        f["lang"] = rng.choices(["en", "mix", "zh"], [0.45, 0.3, 0.25])[0] if ascii_ok \
            else rng.choices(["zh", "mix"], [0.65, 0.35])[0]
        f["blocks"] = _blocks(rng, f, chatty)
        # Questions: in the fact's language, or across (a third of them).
        q_lang: dict[str, str] = {}
        for c, cls in enumerate(("keyword", "partial", "paraphrase")):
            turn = (k + c) % 3
            if f["lang"] == "mix":
                ql = ("zh", "en", rng.choice(["zh", "en"]))[turn]
            else:
                ql = f["lang"] if turn < 2 else _other(f["lang"])
            q_lang[cls] = ql
            f[cls] = topic[cls][ql].format(x=detail, n=f["name"])
        f["q_lang"] = q_lang
    return facts


def _blocks(rng: random.Random, f: dict[str, Any], chatty: dict[str, float]
            ) -> list[list[tuple[str | None, str, Any]]]:
    """The fact's messages as one block (two for "restated": the earlier value, days
    later the current one): (who, text, carries: True for the detail's message,
    "earlier" for the earlier value's); who None is a chatter line by someone else."""
    topic, x, name, lang, shape = f["topic"], f["detail"], f["name"], f["lang"], f["shape"]
    others = [m for m in MEMBERS if m != name]

    def someone() -> str:
        return rng.choices(others, [chatty[m] + 0.3 for m in others])[0]

    def line(key: str, lang: str) -> str:
        """The topic's `key` line in `lang`, or in Chinese when it has none."""
        lines = topic[key]
        return lines[lang] if lang in lines else lines["zh"]

    def filler(lo: int, hi: int) -> list[tuple[str | None, str, Any]]:
        return [(None, "", False)] * rng.randint(lo, hi)

    def react() -> list[tuple[str | None, str, Any]]:
        return [(someone(), rng.choice(topic["react"]), False)] if rng.random() < 0.45 else []

    # A mixed fact: the detail's line in one language, the rest in the other; a single
    # message takes the topic's mixed line.
    if lang == "mix":
        main = "zh" if not x.isascii() else rng.choice(["zh", "en"])
        rest = _other(main)
    else:
        main = rest = lang
    if main == "en" and "en" not in topic["answer"]:
        main = "zh"

    if shape in ("plain", "inline"):
        return [[(name, line(shape, lang).format(x=x), True), *react()]]
    if shape == "split":
        split = topic["split"]
        first = split[rest][0] if rest in split else split["zh"][0]
        second = (split[main][1] if main in split and split[main][1] else split["zh"][1])
        block: list[tuple[str | None, str, Any]] = []
        if rng.random() < 0.4:  # someone asked first
            block += [(someone(), topic["ask"][rest].format(n=name), False), *filler(0, 2)]
        block += [(name, first, False), (name, second.format(x=x), True)]
        return [block + react()]
    if shape == "reply":
        asker = someone()
        asked = topic["ask"][rest].format(n=name)
        answer = topic["answer"][main].format(x=x)
        if rng.random() < 0.45:  # a QQ reply quote of the question
            answer = f"[回复 {asker}：{asked.split(' ', 1)[1]}] {answer}"
        return [[(asker, asked, False), *filler(1, 4), (name, answer, True), *react()]]
    if shape == "about":
        teller = someone()
        confirm = rng.choice(topic["confirm"].get(rest, topic["confirm"]["zh"]))
        if rng.random() < 0.5 and main in topic["at"]:  # to the member, who confirms
            return [[(teller, topic["at"][main].format(n=name, x=x), True), *filler(0, 2),
                     (name, confirm, False)]]
        tale = line("about", main).format(n=name, x=x)
        block = [(teller, tale, True)]
        if rng.random() < 0.5:
            block += [*filler(0, 1), (name, confirm, False)]
        return [block + react()]
    # "restated": the earlier value, then days later the current one
    said_in = rest if rest in topic["old"] else "zh"
    y = rng.choice([v for v in topic["earlier"] if _fits(v, said_in)])
    old = topic["old"][said_in].format(y=y)
    f["earlier"] = y
    return [[(name, old, "earlier"), *react()],
            [(name, line("new", lang).format(x=x), True), *react()]]


def _place(rng: random.Random, f: dict[str, Any], bursts: list[list[int]],
           times: list[float], taken: dict[int, Any]) -> None:
    """Each of the fact's blocks into free consecutive slots of one burst (a free slot
    either side); a later block two days or more after the one before it."""
    after = -1.0
    for block in f["blocks"]:
        need = len(block) + 2
        fits = [b for b in bursts if len(b) >= need and times[b[0]] > after]
        if f["shape"] == "restated" and after < 0:
            fits = [b for b in fits if times[b[0]] < times[-1] - 8 * DAY]
        for _ in range(2000):
            burst = rng.choices(fits, [len(b) for b in fits])[0]
            start = rng.randrange(len(burst) - need + 1)
            slots = burst[start:start + need]
            if not any(s in taken for s in slots):
                break
        else:
            raise RuntimeError("no room for a fact's block")
        for s, item in zip(slots[1:-1], block, strict=True):
            taken[s] = (f, item)
        after = times[slots[-1]] + 2 * DAY


# -- the chatter -------------------------------------------------------------------------

class _Talk:
    """The group's chatter, burst by burst: a few members in each, some lines twice in a
    row by one member, short reactions, 复读, @ another member, now and then a long
    message or a line of the time of day."""

    def __init__(self, rng: random.Random, chatty: dict[str, float]) -> None:
        self.rng = rng
        self.chatty = chatty
        self.last: tuple[str, str] | None = None
        self.repeatable = False
        self.chain: set[str] = set()
        self.people: list[str] = []
        self.opened = False
        self.long = rng.sample(LONG, len(LONG))

    def new_burst(self) -> None:
        k = min(len(MEMBERS), 2 + int(self.rng.expovariate(0.4)))
        weights = [self.chatty[m] for m in MEMBERS]
        people: list[str] = []
        while len(people) < k:
            m = self.rng.choices(MEMBERS, weights)[0]
            if m not in people:
                people.append(m)
        self.people = people
        self.opened = False
        self.last = None
        self.repeatable = False

    def said(self, who: str, text: str, repeatable: bool = False) -> None:
        if who not in self.people:
            self.people.append(who)
        if self.last is None or text != self.last[1]:
            self.chain = set()
        self.chain.add(who)
        self.last = (who, text)
        self.repeatable = repeatable or text in REPEAT
        self.opened = True

    def _speaker(self, avoid: set[str]) -> str:
        rng = self.rng
        if self.last and self.last[0] not in avoid and rng.random() < 0.18:
            return self.last[0]
        if rng.random() < 0.08:  # someone else joins in
            pool = [m for m in MEMBERS if m not in avoid]
        else:
            pool = [m for m in self.people if m not in avoid] or \
                [m for m in MEMBERS if m not in avoid]
        return rng.choices(pool, [math.sqrt(self.chatty[m]) for m in pool])[0]

    def line(self, hour: float, avoid: set[str]) -> tuple[str, str]:
        rng = self.rng
        # 复读: the line again, by someone who has not said it yet.
        if self.last and self.repeatable and rng.random() < 0.5:
            pool = [m for m in MEMBERS if m not in self.chain and m not in avoid]
            if pool:
                who = rng.choices(pool, [self.chatty[m] + 0.5 for m in pool])[0]
                text = self.last[1]
                self.said(who, text)
                return who, text
        who = self._speaker(avoid)
        r = rng.random()
        if not self.opened and r < 0.5:
            text = rng.choice(next(lines for until, lines in TIMELY if hour < until))
        elif r < 0.04:
            text = rng.choice(REPEAT)
        elif r < 0.40:
            text = rng.choice(SHORT)
        elif r < 0.49 and self.last and self.last[0] != who:
            text = f"@{self.last[0]} {rng.choice(AT)}"
        elif r < 0.50 and self.long:  # each long message once
            text = self.long.pop()
        elif r < 0.57:
            text = rng.choice(next(lines for until, lines in TIMELY if hour < until))
        else:
            text = rng.choice(LINES)
        self.said(who, text)
        return who, text
