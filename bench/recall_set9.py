"""A ninth evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code (nothing under mnemo/ or mnemo_panel/ read or searched while
writing it, nor bench/recall.py, nor any figure of any set looked up, and the set never scored
while it was written): it is not to be tuned on, and its figures are to be read once, at the
end. Only bench/recall_sets.py (the `Set` and its helpers), the top docstrings of
bench/recall_set4.py to recall_set8.py and the shape of `eighth_set`'s return were read. It
differs from the other eight (bench/recall.py's `first_set`, bench/recall_sets.py's
`second_set`, `third_set` and `long_conversation`, recall_set4's `fourth_set` (sessions of a
timeline), recall_set5's `fifth_set` (a point process), recall_set6's `sixth_set` (a day's
threads), recall_set7's `seventh_set` (windows of interleaved threads), recall_set8's
`eighth_set` (members' presence)) in how it is laid out and in what it is about:

- the conversation is a small product team's work group over six weeks from START + 172 days
  (Monday 2026-06-22), laid out by the working week's agenda: each weekday has the same
  slots in order (a morning check-in of "早"s and commute lines from 08:36, an async
  standup at 10:00 where five to nine members post "【站会】昨天：…；今天：…；阻塞：…" or
  "[standup] …", a late morning of work threads, a lunch order, the afternoon's work
  threads, an on-call handoff at 17:48 ("【交接】今日告警N条…" by the week's on-call member,
  then goodbyes) and some evenings); the week has its own beats (a Monday weekly-meeting
  notice with a room and an agenda count, a Wednesday demo notice, a Thursday release night
  of "灰度 30%", "错误率 0.04%", a Friday afternoon-tea 接龙 and "周五快乐" 复读); weekends
  are near silent (a short burst on about half the days). A slot opens at its hour or a
  minute after the last slot ends, its threads spread over it, now and then a thread
  overlapping the one before (never two threads that both carry a fact's lines); gaps of
  seconds to minutes (log-normal) within a thread; about 2,350 messages, strictly
  increasing times a second apart at least;
- numbers are everywhere in ordinary talk, so a line holding a number is not by itself an
  answer: standup counts ("修了5个 bug", "reviewed 4 PRs"), PR and build numbers ("PR
  #5258", "build 378"), minutes late, meetings a day, alert counts, lunch prices in a 接龙
  ("#接龙 午饭拼单 1.Kevin王 麻辣烫21 2.孟涵 螺蛳粉23"), canary percentages, error rates,
  floors, HTTP codes; every such number is drawn again until no detail (or wrong value) of a
  fact is inside the line;
- 14 members of their own: Chinese names (许嘉禾, 郑一凡, 孟涵), nicknames (老K, 阿泽, 糯米,
  大刘, 七七), English names (Wendy, Owen, Rahul), mixed (Jasmine_Q, Kevin王, Toby.L); each
  with how much they talk and how often they write English (Rahul nearly always, Owen and
  Wendy often), five facts each; QQ texture: short reactions ("tql", "[表情]", "lol",
  "respect"), 复读 (one line by three to five members), @-mentions answered, quotes of
  earlier lines ("「Toby.L：need a vacation」 same"), pictures answered ("[图片] 楼下的猫" /
  "在哪拍的"), 接龙 lists growing a name a line, and lines in the topics' words said by anyone
  ("监控大盘怎么全红了", "the device lab is booked all afternoon"), never a detail;
- 17 topics of their own, most of them work: an incident's root cause ("证书过期", "clock
  skew"), a job candidate's previous company ("蓝鲸数科", "Tidewell Labs"), noise-cancelling
  headphones ("WH-1000XM5", "漫步者W820NB"), annual leave left ("7.5天", "13 days"), when a
  release night ended ("凌晨3点47", "2:26am"), the room booked for the quarterly review
  ("云杉厅", "Room 4C"), a mentored intern's name ("宋知夏", "Mila Chen"), what a member paid
  upfront for the team dinner ("¥1,386", "1643块"), the payment refactor's PR number
  ("#4127", "MR-2937"), the phone a crash reproduced on ("Pixel 8a", "荣耀X50"), a coding font
  ("Iosevka", "思源等宽"), where the client's office is ("张江高科", "Canary Wharf"), the
  summer outing's headcount ("23人", "41 people"), the old cluster's data size ("4.7TB",
  "12.3 TB"), search p99 after an optimisation ("180ms", "1.2秒"), an SMS vendor's quote
  ("¥86,000", "12万/年"), a tech talk's title ("日志不会说谎", "Boring Tech Wins"); four
  facts a topic (two topics five), 70 facts, a member once a topic; the release night's
  facts fall on Fridays (the morning after) and its passing lines on Thursdays;
- facts in seven shapes: one message ("one"); the member's announcement in one slot and the
  detail in a later one, the same afternoon or one or two weekdays on, a Thursday's "今晚发版，
  我值守" then Friday's detail ("later"); another member's question, an @-mention or a QQ
  quote of the member's earlier line, answered in the thread or, after a meeting, slots
  later ("@Wendy 刚开完会，…") ("answer"); a wrong value said and corrected in the thread
  ("更正一下，…") or the next weekday ("昨天说错了，…"), the wrong value a near miss said in
  a message of its own and the correcting message the evidence ("correction"); another
  member stating the detail about the member, who confirms without it ("about"); the detail
  over the member's two messages, a context line then the detail alone ("split"); the detail
  inside a structured work post among other numbers: a standup, a handoff, a weekly report,
  a release log, interview feedback, an expense claim ("report", work topics only); in
  Chinese, English or mixed within the line ("mix");
- the member's own lines on the topic without the detail, on other days (60 facts, about
  100 lines, listed in "around"), and two or three other members' lines on each topic in
  passing, which the never-said questions use;
- questions in the third person, templates of this set's own in several forms ("谁…",
  "之前有人说过{x}吗" where it was said, "{x}是谁订的", "X之前说的…是什么来着", "X…是多少 /
  几", "What did X say …", "Who …", "Which / Where / How many …"): "keyword" carries the
  detail, "partial" names the member and the topic in other words, not the detail,
  "paraphrase" names the member and shares no English content word (crudely stemmed, a
  small stop list aside) and no two Chinese characters in a row with the evidence message
  (checked in code); each class asked across the fact's language about a third of the time
  (a keyword question stays Chinese when the detail has Chinese characters); for an "about"
  fact the partial and paraphrase avoid "说 / say" when they can;
- never-said questions, 90: 45 name a member (15 a topic's question of a member who spoke of
  the topic in passing and gave no detail of it; 14 a detail no line states of a topic the
  member did give a detail of: the headphones' price, the outage's duration, the PR's line
  count, the intern's school; 8 a topic's question of a member who never touched it; 8 of
  things no one had: a gym, a car, a birthday), 45 name no one ("之前有人说过…吗", "Did
  anyone mention …?": two a topic, 11 of things no one had); about a third ask a number
  (多少 / 几 / how many / how much / how long) of members whose lines are full of numbers
  about other things; 80 chatter turns a member might send the bot (greetings, jokes,
  requests, general knowledge, advice, opinions), three a topic in its words ("p99 和平均
  延迟有什么区别？", "How do I write a blameless postmortem?") and others.

The set checks itself as it is built (`_check`): strictly increasing times after START +
170 days, 2,000 to 3,000 messages, each detail in its one evidence message and in no other
message, no detail inside another detail or any wrong value, a member once a topic, the
evidence said by the fact's carrier, "rare" the detail, each keyword question carrying its
detail, each partial and paraphrase naming the member and not the detail, each paraphrase
sharing nothing with its evidence, the "around" lines the member's and without the detail,
a correction's wrong value said first in a message of its own without the detail and
nowhere but there and in the evidence, no detail in a never-said question or a chatter
turn, 45 never-said questions naming a member and 45 naming no one, at least 22 asking a
number, no member named in a chatter turn, no duplicates. Run the module to check it is
deterministic for a seed, builds in under two seconds, and to print its counts.

Each fact records its "evidence" (the created_at of the one message carrying its detail),
"detail", "rare" (a list holding the detail: the word a keyword question carries), "kind"
(the topic), "name" and "uid" (the member it is about), "shape", "lang" ("zh", "en" or
"mix": the evidence line's), its questions ("keyword", "partial", "paraphrase") and their
languages ("q_lang"), "carrier" (who said the detail: another member for "about"), "asker"
(who asked, for "answer"), "around" (the created_at of the member's other lines on the
topic, none with the detail) and, for a correction, the wrong value ("earlier") and when it
was said ("earlier_at"). Stamps are written in the machine's local time (recall_sets'
`_stamp`) and the days are laid out in UTC, so they read as meant where the local time is
UTC.
"""

from __future__ import annotations

import itertools
import math
import random
import re
from typing import Any

from bench.recall_set7 import _bigrams
from bench.recall_sets import DAY, START, Set, _fits, _other, _user, describe
from mnemo.message import Message

UID = 9400
FIRST = START + 172 * DAY  # Monday 2026-06-22 00:00 UTC
WEEKS = 6

# name, how much they talk, how often they write English
PEOPLE: list[tuple[str, float, float]] = [
    ("许嘉禾", 6.0, 0.1), ("郑一凡", 4.0, 0.1), ("老K", 5.0, 0.15), ("阿泽", 4.0, 0.1),
    ("糯米", 5.0, 0.05), ("大刘", 3.5, 0.05), ("Wendy", 3.5, 0.6), ("Owen", 3.0, 0.7),
    ("Rahul", 2.5, 0.95), ("Jasmine_Q", 3.0, 0.5), ("七七", 4.5, 0.1), ("Kevin王", 3.0, 0.4),
    ("孟涵", 2.5, 0.1), ("Toby.L", 3.0, 0.5),
]
MEMBERS = [p[0] for p in PEOPLE]
CHATTY = {p[0]: p[1] for p in PEOPLE}
ENGLISH = {p[0]: p[2] for p in PEOPLE}
PM = "许嘉禾"  # posts the meeting notices

# -- the topics ------------------------------------------------------------------------------
# details: (detail, a wrong value for a correction, the detail's script: "zh" for a Chinese
# line or a mixed one, "en" for an English line or a mixed one, "any"). Lines by the language
# of the evidence line ("zh", "en", "mix"); "pre", "ask", "confirm" and "chat" by side ("zh",
# "en"). {x} the detail, {y} the wrong value, {n} the member, {k} a small number.

TOPICS: dict[str, dict[str, Any]] = {
    "incident": {
        "details": [("证书过期", "证书配错", "zh"), ("连接池泄漏", "连接数打满", "zh"),
                    ("磁盘inode耗尽", "磁盘写满", "zh"), ("clock skew", "DNS flapping", "en"),
                    ("cron重复触发", "cron漏跑", "zh")],
        "report_slot": "handoff",
        "one": {"zh": "昨晚那个 P1 查清楚了，根因是{x}，已经加了监控",
                "en": "Postmortem draft is up: the root cause of the P1 was {x}.",
                "mix": "昨晚的 incident 根因是{x}，postmortem 我下午写"},
        "split": {"zh": ("昨晚那个事故原因找到了，说出来你们都不信", "{x}。。。"),
                  "en": ("Found what caused the outage, you won't believe it", "{x}. Seriously."),
                  "mix": ("incident 原因找到了", "{x}，离谱")},
        "answer": {"zh": "{x}，已经修了，复盘周五过", "en": "{x}. Fixed, postmortem on Friday.",
                   "mix": "{x}，hotfix 已经上了"},
        "wrong": {"zh": "初步看是{y}，还在确认", "en": "Looks like {y}, still confirming",
                  "mix": "初步判断是{y}，still checking"},
        "fix": {"zh": "不是{y}，根因是{x}", "en": "not {y} after all, it was {x}",
                "mix": "根因是{x}，不是{y}"},
        "about": {"zh": "听说{n}昨晚查到很晚，原来是{x}搞的",
                  "en": "Heard {n} spent the evening chasing {x}",
                  "mix": "{n} 昨晚 debug 到很晚，结果是{x} 哈哈"},
        "report": {"zh": "【交接】本周 oncall 告警 {k} 条，P1 一次，根因{x}，其余已关",
                   "en": "[handoff] {k} alerts this week, one P1 (cause: {x}), rest closed",
                   "mix": "【交接】alerts {k} 条，P1 一次，root cause {x}"},
        "pre": {"zh": ["这周 oncall 被叫起来两次，困死", "昨晚那个告警还在查，有点诡异",
                       "复盘文档我在写了"],
                "en": ["Got paged twice this week on call", "Still digging into that outage",
                       "Working on the postmortem doc"]},
        "ask": {"zh": "昨晚告警最后是啥原因？", "en": "what was the root cause in the end?"},
        "confirm": {"zh": "别提了，再也不想值班了", "en": "yep, never again"},
        "chat": {"zh": ["又有告警了，谁看一下", "监控大盘怎么全红了", "今天值班的是谁来着",
                        "告警群 99+ 了"],
                 "en": ["pager went off again lol", "who's on call tomorrow?"]},
        "keyword": {"zh": ["谁说过事故根因是{x}？", "之前有人提过{x}导致故障吗？"],
                    "en": ["Who said the outage was caused by {x}?"]},
        "partial": {"zh": ["{n}值班那次事故最后查出来是什么原因？",
                           "{n}之前说的那个故障原因是什么来着？"],
                    "en": ["What did {n} say caused the incident?",
                           "What was behind the incident {n} handled on call?"]},
        "paraphrase": {"zh": ["害{n}熬夜的那个线上问题，罪魁祸首是啥？",
                              "{n}半夜被叫醒处理的毛病，出在哪儿？"],
                       "en": ["Why did things break while {n} was holding the pager?",
                              "What turned out to be the culprit behind {n}'s firefight?"]},
        "never_n": ["{n}那次事故影响了多少用户？", "How long did the outage {n} handled last?",
                    "{n}值班那次告警是几点响的？"],
        "never_anon": ["之前有人说过事故是因为被攻击吗？", "Did anyone say the outage was a DDoS?"],
        "bot": ["写事故复盘有什么好的模板吗？", "How do I write a blameless postmortem?",
                "帮我解释一下什么是 SLO 和 error budget"],
    },
    "candidate": {
        "details": [("蓝鲸数科", "蓝鲸科技", "zh"), ("Ferrox", "Ferrex", "any"),
                    ("极光云图", "极光数据", "zh"), ("Tidewell Labs", "Tidewater Labs", "any"),
                    ("北辰智联", "北辰智能", "zh"), ("Quillbit", "Quillbyte", "any")],
        "report_slot": "pm",
        "one": {"zh": "今天面的候选人之前在{x}做推荐，基础挺扎实",
                "en": "Just finished the interview: candidate came from {x}, solid system design.",
                "mix": "下午面的 candidate 是{x}出来的，coding 一般"},
        "split": {"zh": ("刚面完一个，背景挺好的", "{x}过来的"),
                  "en": ("Just wrapped an interview, strong background", "ex-{x}"),
                  "mix": ("面完了，背景不错", "{x} 出来的，senior")},
        "answer": {"zh": "{x}的，干了挺久", "en": "{x}, a good while there",
                   "mix": "{x}，做 backend 的"},
        "wrong": {"zh": "候选人简历上写的是{y}", "en": "resume says {y}", "mix": "简历上是{y}"},
        "fix": {"zh": "看错简历了，是{x}不是{y}", "en": "misread the CV, it's {x} not {y}",
                "mix": "看错了，是{x}，{y} 是另一个 candidate 的"},
        "about": {"zh": "{n}今天面的那个是{x}的吧？我好像认识",
                  "en": "{n}, your candidate today was from {x}, right? I think I know him",
                  "mix": "{n} 面的那个是 {x} 出来的？small world"},
        "report": {"zh": "【面评】前司{x}，coding {k}/5，设计 4/5，建议二面",
                   "en": "[feedback] prev company {x}, coding {k}/5, design 4/5, hire-leaning",
                   "mix": "【面评】前司{x}，coding {k}/5，system design 还行"},
        "pre": {"zh": ["下午还有一场面试，又要写面评了", "这周面了好多人，累", "面评我晚点填"],
                "en": ["Another interview this afternoon, wish me luck",
                       "Interview feedback is due today, ugh"]},
        "ask": {"zh": "今天那个候选人什么背景？", "en": "where's today's candidate from?"},
        "confirm": {"zh": "对，你认识？", "en": "yeah, small world"},
        "chat": {"zh": ["面试官培训今天下午", "今天谁有空帮忙面一个前端？", "HR 又在催面评了"],
                 "en": ["anyone free to shadow an interview?"]},
        "keyword": {"zh": ["谁面试的候选人是{x}出来的？", "之前有人提过{x}的候选人吗？"],
                    "en": ["Who interviewed someone from {x}?"]},
        "partial": {"zh": ["{n}面的那个候选人之前在哪家公司？",
                           "{n}之前说的候选人前东家是哪家来着？"],
                    "en": ["Where did the candidate {n} interviewed work before?",
                           "What did {n} say about the candidate's last company?"]},
        "paraphrase": {"zh": ["找{n}聊过的应聘者原来的雇主叫啥？",
                              "{n}见过的那位求职者，以前给谁打工？"],
                       "en": ["Which employer did {n}'s job applicant leave?",
                              "Which firm employed the job seeker {n} grilled?"]},
        "never_n": ["{n}面的候选人是哪个学校毕业的？", "What salary did {n}'s candidate ask for?",
                    "{n}面的那个人期望薪资多少？"],
        "never_anon": ["之前有人说过候选人是从字节来的吗？",
                       "Did anyone mention a candidate who asked for 50k a month?"],
        "bot": ["面试时问什么问题能看出候选人的工程能力？",
                "Give me five good system design interview questions", "帮我写一份面评的模板"],
    },
    "headphones": {
        "details": [("WH-1000XM5", "WH-1000XM4", "any"), ("QC Ultra", "QC45", "any"),
                    ("AirPods Pro 2", "AirPods 3", "any"), ("Momentum 4", "Momentum 3", "any"),
                    ("漫步者W820NB", "漫步者W800", "zh")],
        "report_slot": None,
        "one": {"zh": "开放办公区太吵了，入了个{x}，世界清净了",
                "en": "Open office noise was killing me, so I got the {x}. Total silence.",
                "mix": "新耳机到了，{x}，降噪 yyds"},
        "split": {"zh": ("新耳机到了", "{x}"), "en": ("New headphones arrived!",
                                                      "The {x}. Finally."),
                  "mix": ("耳机到了", "{x}，开箱")},
        "answer": {"zh": "{x}，降噪很顶", "en": "{x}, the ANC is great", "mix": "{x}，ANC 很强"},
        "wrong": {"zh": "我那个耳机是{y}", "en": "mine's the {y}", "mix": "我这个是{y}"},
        "fix": {"zh": "是{x}，{y}是我老的那副", "en": "it's the {x}, the {y} is my old pair",
                "mix": "是{x}，{y} 是旧的"},
        "about": {"zh": "{n}戴的是{x}吧，我也想买", "en": "{n}'s wearing the {x}, right? Jealous",
                  "mix": "{n} 那副{x} 好看"},
        "report": None,
        "pre": {"zh": ["工位旁边装修，吵死了", "想买个降噪耳机，纠结好久",
                       "耳机快递到了，晚上试试"],
                "en": ["The drilling next door is unbearable",
                       "Thinking about getting noise-cancelling headphones"]},
        "ask": {"zh": "你这耳机什么型号？看着不错", "en": "which headphones are those?"},
        "confirm": {"zh": "是的，推荐", "en": "yep, recommend"},
        "chat": {"zh": ["谁有多余的耳机借我开个会", "隔壁又在打电钻", "降噪耳机戴久了耳朵疼"],
                 "en": ["anyone know a quiet room? open area is loud today"]},
        "keyword": {"zh": ["谁买了{x}？", "之前有人说过{x}吗？"],
                    "en": ["Who bought the {x}?", "Did someone mention the {x}?"]},
        "partial": {"zh": ["{n}的降噪耳机是哪款？", "{n}之前说的新耳机是什么型号来着？"],
                    "en": ["Which headphones did {n} get?",
                           "What did {n} say their new headphones were?"]},
        "paraphrase": {"zh": ["{n}用来隔绝噪音的那副头戴设备叫啥？",
                              "{n}戴着听歌的东西是啥牌子型号？"],
                       "en": ["What does {n} wear to block out the chatter at work?",
                              "Which gear keeps {n}'s ears calm?"]},
        "never_n": ["{n}的耳机多少钱买的？", "How much did {n} pay for the headphones?",
                    "{n}耳机是在哪买的？"],
        "never_anon": ["之前有人说过买了骨传导耳机吗？",
                       "Did anyone say how long their headphone battery lasts?"],
        "bot": ["降噪耳机戴久了对耳朵有伤害吗？", "Recommend some focus music for coding",
                "推荐几款 1000 元以内的降噪耳机"],
    },
    "leave": {
        "details": [("7.5天", "6.5天", "zh"), ("11天", "12天", "zh"), ("3.5天", "5.5天", "zh"),
                    ("13 days", "15 days", "en"), ("8 and a half days", "9 and a half days", "en"),
                    ("九天半", "八天半", "zh")],
        "report_slot": None,
        "one": {"zh": "刚查了 HR 系统，年假还剩{x}，年底前得休掉",
                "en": "HR portal says I still have {x} of annual leave, to use by December.",
                "mix": "年假 balance 还有{x}，想 8 月去休"},
        "split": {"zh": ("查了下年假", "还剩{x}"), "en": ("Checked my leave balance", "{x} left"),
                  "mix": ("查了 leave balance", "还有{x}")},
        "answer": {"zh": "{x}，够休一周了", "en": "{x}, enough for a week off",
                   "mix": "{x}，够 chill 一周"},
        "wrong": {"zh": "年假好像还剩{y}", "en": "I think I have {y} of leave left",
                  "mix": "年假还有{y} I think"},
        "fix": {"zh": "刚登系统看了，是{x}，不是{y}", "en": "checked the portal: {x}, not {y}",
                "mix": "系统里是{x}，not {y}"},
        "about": {"zh": "{n}年假还剩{x}，羡慕", "en": "{n} still has {x} of leave, lucky",
                  "mix": "{n} 还有{x} 年假，羡慕 ing"},
        "report": None,
        "pre": {"zh": ["想请几天假，不知道还剩多少", "年假再不休就要清零了", "下个月想休个长假"],
                "en": ["Need to check how much leave I have left",
                       "Thinking of taking a long break next month"]},
        "ask": {"zh": "你年假还剩多少？一起错峰休？", "en": "how much leave do you have left?"},
        "confirm": {"zh": "攒了一年了", "en": "been saving them all year"},
        "chat": {"zh": ["下周五有人请假吗", "请假流程现在要谁审批？", "调休好烦"],
                 "en": ["leave requests need approval by Friday btw"]},
        "keyword": {"zh": ["谁说年假还剩{x}？", "之前有人说过年假还有{x}吗？"],
                    "en": ["Who has {x} of leave left?"]},
        "partial": {"zh": ["{n}的年假还剩几天？", "{n}之前说年假余额是多少来着？"],
                    "en": ["How many leave days does {n} have left?",
                           "What did {n} say about their leave balance?"]},
        "paraphrase": {"zh": ["{n}今年能带薪歇的日子剩下多少？",
                              "{n}可以不上班照样拿工资的天数有几个？"],
                       "en": ["How much paid time off remains for {n}?",
                              "What vacation allowance is {n} sitting on?"]},
        "never_n": ["{n}今年已经休了几天年假？", "Who is covering for {n} while on leave?",
                    "{n}休假准备去哪个国家？"],
        "never_anon": ["之前有人说过要请婚假吗？",
                       "Did anyone mention how many sick days they took?"],
        "bot": ["年假没休完公司要补钱吗？", "What's a good way to ask my manager for a week off?",
                "帮我写一个请假邮件"],
    },
    "release": {
        "details": [("凌晨3点47", "凌晨2点47", "zh"), ("2:26am", "2:56am", "any"),
                    ("凌晨1点15", "凌晨1点50", "zh"), ("4:05am", "4:50am", "any"),
                    ("凌晨0点52", "凌晨1点25", "zh")],
        "report_slot": "morning",
        "one": {"zh": "昨晚发版一直弄到{x}，回滚了一次才稳",
                "en": "Release went out last night, I logged off at {x} after one rollback.",
                "mix": "昨晚 release 搞到{x}，今天 brain 不在线"},
        "split": {"zh": ("昨晚发版真是噩梦", "{x}才下线"),
                  "en": ("Last night's release was a nightmare", "off at {x}"),
                  "mix": ("昨晚 release 太折磨了", "{x} 才睡")},
        "answer": {"zh": "{x}，差点看到日出", "en": "{x}, almost saw the sunrise",
                   "mix": "{x}，差点通宵"},
        "wrong": {"zh": "昨晚{y}才结束", "en": "wrapped up around {y}", "mix": "{y} 左右 done"},
        "fix": {"zh": "是{x}收工的，{y}那会儿还在回滚",
                "en": "it was {x}, at {y} I was still rolling back",
                "mix": "{x} 才结束，{y} 还在 rollback"},
        "about": {"zh": "{n}昨晚发版到{x}，今天让他晚点来吧",
                  "en": "{n} was on the release until {x}, let them come in late",
                  "mix": "{n} 昨晚 release 到{x}，respect"},
        "report": {"zh": "【发版记录】灰度 {k}0%→100%，告警 {k} 条，结束{x}",
                   "en": "[release log] canary {k}0% to 100%, {k} alerts, done at {x}",
                   "mix": "【release】全量 done，alerts {k} 条，结束{x}"},
        "pre": {"zh": ["今晚发版，我值守", "发版清单我发群里了", "今晚又要熬了"],
                "en": ["I'm running tonight's release", "Release checklist is in the doc"]},
        "ask": {"zh": "昨晚发版几点结束的？", "en": "what time did the release wrap up?"},
        "confirm": {"zh": "困到灵魂出窍", "en": "still half asleep"},
        "chat": {"zh": ["今晚谁值守发版？", "发版窗口还是周四晚上", "灰度到一半了"],
                 "en": ["release freeze starts next month"]},
        "keyword": {"zh": ["谁发版弄到{x}？", "之前有人说过{x}才下班吗？"],
                    "en": ["Who was up until {x} on the release?"]},
        "partial": {"zh": ["{n}那次发版几点才结束？", "{n}之前说发版弄到几点来着？"],
                    "en": ["What time did {n} finish the release?",
                           "What did {n} say about when the release ended?"]},
        "paraphrase": {"zh": ["{n}上线新版本那晚，熬到了什么时候？",
                              "{n}部署新版本那次忙到几点钟？"],
                       "en": ["When did {n} finally get to sleep after shipping the new version?",
                              "How late did {n} stay up pushing the update?"]},
        "never_n": ["{n}那次发版打车回家花了多少钱？",
                    "How many people were on {n}'s release call?", "{n}发版那晚吃的什么夜宵？"],
        "never_anon": ["之前有人说过发版要推迟到下周吗？",
                       "Did anyone say how long the rollback took?"],
        "bot": ["灰度发布和蓝绿部署有什么区别？",
                "How do I stay awake during a late release without coffee?",
                "给我一个发版前的检查清单"],
    },
    "room": {
        "details": [("云杉厅", "云杉室", "zh"), ("Room 4C", "Room 4B", "any"),
                    ("青岚", "青峦", "zh"), ("Everest-2", "Everest-3", "any"),
                    ("鲸落厅", "鲸歌厅", "zh")],
        "report_slot": "pm",
        "one": {"zh": "季度复盘的会议室订好了，{x}，周四下午两点",
                "en": "Booked {x} for the quarterly review, Thursday 2pm.",
                "mix": "Q3 review 订在{x}，记得带电脑"},
        "split": {"zh": ("复盘会议室搞定了", "{x}"), "en": ("Got a room for the review", "{x}"),
                  "mix": ("review 的 room 订好了", "{x}")},
        "answer": {"zh": "{x}，我已经订了", "en": "{x}, already booked",
                   "mix": "{x}，calendar 已发"},
        "wrong": {"zh": "复盘订的是{y}", "en": "review is in {y}", "mix": "review 在{y}"},
        "fix": {"zh": "{y}被占了，换成{x}", "en": "{y} got taken, we're in {x} now",
                "mix": "换房间了，{x}，{y} 被占了"},
        "about": {"zh": "{n}订的{x}，大家别走错了", "en": "Reminder: {n} booked {x} for the review",
                  "mix": "{n} 订了{x}，别走错"},
        "report": {"zh": "【周报】复盘会议室{x}已订，议程 {k} 项，材料周三前交",
                   "en": "[weekly] review room: {x}; {k} agenda items; slides due Wed",
                   "mix": "【周报】review room {x}，agenda {k} 项"},
        "pre": {"zh": ["季度复盘要订个大点的会议室", "会议室好难抢啊", "复盘会我来订房间"],
                "en": ["I'll book a room for the quarterly review",
                       "Rooms are all taken this week"]},
        "ask": {"zh": "复盘在哪个会议室？", "en": "which room is the review in?"},
        "confirm": {"zh": "对，投影仪我试过了", "en": "yes, projector works"},
        "chat": {"zh": ["小黑屋有人吗", "3楼大会议室的投影又坏了", "谁占了木星会议室没去"],
                 "en": ["is anyone using the phone booth?"]},
        "keyword": {"zh": ["{x}是谁订的？", "谁订了{x}？"], "en": ["Who booked {x}?"]},
        "partial": {"zh": ["{n}给季度复盘订的是哪间会议室？",
                           "{n}之前说的复盘会在哪个房间开来着？"],
                    "en": ["Which room did {n} book for the quarterly review?",
                           "What did {n} say about where the quarterly review is held?"]},
        "paraphrase": {"zh": ["{n}安排的那场三个月总结大会，地点在哪？",
                              "{n}张罗的季末回顾，去哪间屋子开？"],
                       "en": ["Where will the three-month look-back that {n} arranged take place?",
                              "In what space is {n}'s end-of-season retrospective?"]},
        "never_n": ["{n}订的会议室能坐多少人？", "How many people are invited to {n}'s review?",
                    "{n}那个复盘会开几个小时？"],
        "never_anon": ["之前有人说过复盘改到线上开吗？",
                       "Did anyone mention the room code for the review?"],
        "bot": ["怎么主持一个高效的复盘会？", "Suggest an agenda for a quarterly review meeting",
                "会议太多怎么办，有什么建议"],
    },
    "intern": {
        "details": [("宋知夏", "宋之夏", "zh"), ("Ethan Park", "Evan Park", "any"),
                    ("岳小满", "岳晓满", "zh"), ("Mila Chen", "Mia Chen", "any"),
                    ("程一诺", "陈一诺", "zh")],
        "report_slot": "pm",
        "one": {"zh": "我带的实习生今天入职了，叫{x}，大家多关照",
                "en": "My intern starts today: {x}, please say hi!",
                "mix": "新来的 intern 是{x}，我带，大家多关照"},
        "split": {"zh": ("我的实习生到了", "叫{x}"), "en": ("My intern is here!", "Name's {x}"),
                  "mix": ("intern 到了", "叫{x}")},
        "answer": {"zh": "{x}，麻烦了", "en": "{x}, thanks!", "mix": "{x}，thx"},
        "wrong": {"zh": "实习生叫{y}", "en": "intern's name is {y}", "mix": "intern 叫{y}"},
        "fix": {"zh": "打错字了，是{x}，不是{y}", "en": "typo, it's {x} not {y}",
                "mix": "typo，是{x}"},
        "about": {"zh": "{n}带的那个{x}挺机灵的", "en": "{n}'s intern {x} is sharp",
                  "mix": "{n} 带的{x} 很 smart"},
        "report": {"zh": "【周报】实习生{x}本周完成环境搭建，提了 {k} 个 PR",
                   "en": "[weekly] intern {x}: env set up, {k} PRs so far",
                   "mix": "【周报】intern {x} 环境搭好了，{k} 个 PR"},
        "pre": {"zh": ["这周要来个实习生，我带", "实习生的电脑申请了吗", "带实习生好累但挺有意思"],
                "en": ["Getting an intern next week",
                       "Anyone have a good onboarding doc for interns?"]},
        "ask": {"zh": "你带的实习生叫啥？我给开权限",
                "en": "what's your intern's name? need it for access"},
        "confirm": {"zh": "哈哈是的，学得很快", "en": "yeah, learns fast"},
        "chat": {"zh": ["实习生的工位在哪边", "实习生群建好了", "今年实习生好多"],
                 "en": ["interns' demo day is in August"]},
        "keyword": {"zh": ["{x}是谁带的实习生？", "谁的实习生叫{x}？"],
                    "en": ["Whose intern is {x}?"]},
        "partial": {"zh": ["{n}带的实习生叫什么？", "{n}之前说的实习生名字是啥来着？"],
                    "en": ["What's the name of {n}'s intern?",
                           "What did {n} say the intern is called?"]},
        "paraphrase": {"zh": ["{n}手下那个在校学生怎么称呼？", "跟着{n}学习的新同学叫啥？"],
                       "en": ["Who is the student working under {n} this summer?",
                              "Which trainee does {n} mentor?"]},
        "never_n": ["{n}的实习生是哪个学校的？", "How long is {n}'s intern staying?",
                    "{n}的实习生一个月拿多少补贴？"],
        "never_anon": ["之前有人说过实习生要转正吗？",
                       "Did anyone say how many interns we're getting?"],
        "bot": ["带实习生有什么好的方法？", "Write a welcome message for a new intern",
                "实习生第一周应该安排什么任务？"],
    },
    "advance": {
        "details": [("¥1,386", "¥1,368", "any"), ("2176元", "2716元", "zh"),
                    ("¥958", "¥985", "any"), ("$212.40", "$214.20", "any"),
                    ("1643块", "1634块", "zh")],
        "report_slot": "pm",
        "one": {"zh": "昨天团建聚餐我先垫的，一共{x}，发票在我这",
                "en": "I covered the team dinner last night, {x} total, receipt's with me.",
                "mix": "团建 dinner 我先付了，{x}，AA 的话我来算"},
        "split": {"zh": ("聚餐的账单出来了", "{x}，我垫的"),
                  "en": ("Dinner bill came through", "{x}, on my card"),
                  "mix": ("dinner 账单出来了", "{x}，我先垫")},
        "answer": {"zh": "{x}，发票明天给你", "en": "{x}, I'll send the receipt",
                   "mix": "{x}，receipt 明天给"},
        "wrong": {"zh": "一共{y}", "en": "total was {y}", "mix": "total {y}"},
        "fix": {"zh": "看错小票了，是{x}，不是{y}", "en": "misread the receipt, it's {x} not {y}",
                "mix": "小票看错了，是{x}"},
        "about": {"zh": "{n}替大家垫了{x}，记得还钱啊",
                  "en": "{n} fronted {x} for dinner, pay them back!",
                  "mix": "{n} 垫了{x}，大家记得转"},
        "report": {"zh": "【报销】团建聚餐{x}，发票已交，走 OA 流程",
                   "en": "[expense] team dinner {x}, receipt filed in OA",
                   "mix": "【报销】team dinner {x}，OA 已提"},
        "pre": {"zh": ["团建吃饭先我来付吧", "报销流程好麻烦", "聚餐发票要开公司抬头"],
                "en": ["I'll pay for dinner first and claim it later"]},
        "ask": {"zh": "聚餐一共多少钱？我好报销", "en": "how much was the dinner total?"},
        "confirm": {"zh": "不急不急", "en": "no rush"},
        "chat": {"zh": ["发票抬头是什么来着", "报销单要贴几张发票", "周五聚餐有人去吗"],
                 "en": ["finance says expense claims close at month end"]},
        "keyword": {"zh": ["谁垫了{x}？", "{x}是谁垫付的？"],
                    "en": ["Who paid {x} for the dinner?"]},
        "partial": {"zh": ["{n}垫付的聚餐钱是多少？", "{n}之前说团建吃饭花了多少来着？"],
                    "en": ["How much did {n} pay for the team dinner?",
                           "What did {n} say the team dinner cost?"]},
        "paraphrase": {"zh": ["{n}先掏腰包请大伙吃的那顿，总共几块钱？",
                              "大伙那顿饭{n}自己先出了多少？"],
                       "en": ["What did {n} spend in advance on everyone's meal?",
                              "How big was the tab {n} picked up for the group?"]},
        "never_n": ["{n}那次聚餐吃的是哪家店？", "How many people came to {n}'s dinner?",
                    "{n}垫的钱大家转了没有？"],
        "never_anon": ["之前有人说过聚餐去吃烤肉吗？",
                       "Did anyone say how much the taxi home cost after dinner?"],
        "bot": ["AA 制怎么算最公平？",
                "Help me write a polite reminder asking coworkers to pay me back",
                "发票丢了还能报销吗？"],
    },
    "pr": {
        "details": [("#4127", "#4172", "any"), ("!3389", "!3398", "any"), ("#4801", "#4810", "any"),
                    ("MR-2937", "MR-2973", "any"), ("#5063", "#5036", "any")],
        "report_slot": "standup",
        "one": {"zh": "支付模块重构的 PR 提了，{x}，求 review",
                "en": "Payment refactor PR is up: {x}. Reviews welcome.",
                "mix": "payment 重构 PR {x} 已经提了，麻烦 review"},
        "split": {"zh": ("支付重构提了", "{x}"), "en": ("Refactor PR is up", "{x}"),
                  "mix": ("refactor 提了", "{x}，求 approve")},
        "answer": {"zh": "{x}，谢谢", "en": "{x}, thanks!", "mix": "{x}，thx"},
        "wrong": {"zh": "PR 是{y}", "en": "it's {y}", "mix": "PR 是{y}"},
        "fix": {"zh": "贴错了，{y}是别人的，我的是{x}",
                "en": "wrong link, {y} is someone else's, mine is {x}", "mix": "贴错了，是{x}"},
        "about": {"zh": "{n}的支付重构{x}我 approve 了", "en": "Approved {n}'s refactor {x}",
                  "mix": "{n} 的{x} 我 approve 了"},
        "report": {"zh": "【站会】昨天：支付重构提了{x}；今天：补单测，覆盖率到 {k}0%；阻塞：无",
                   "en": "[standup] yesterday: opened {x} (payment refactor); today: tests; "
                         "blockers: none",
                   "mix": "【站会】昨天：refactor {x} 提了；今天：写 test；阻塞：无"},
        "pre": {"zh": ["支付那块代码终于要重构了", "重构改动有点大，review 的人要哭了",
                       "重构分支 rebase 冲突了"],
                "en": ["Almost done with the payment refactor"]},
        "ask": {"zh": "支付重构那个 PR 号多少？我来 review",
                "en": "what's the number of your refactor PR?"},
        "confirm": {"zh": "感谢，我合了", "en": "thanks, merging"},
        "chat": {"zh": ["CI 又挂了，谁动了 lint 配置", "有人帮我 review 一下吗，很小的改动",
                        "main 分支又红了"],
                 "en": ["CI is flaky again"]},
        "keyword": {"zh": ["{x}是谁提的？", "谁提了{x}？"], "en": ["Who opened {x}?"]},
        "partial": {"zh": ["{n}支付重构那个 PR 号是多少？", "{n}之前说的重构 PR 是哪个来着？"],
                    "en": ["What's the number of {n}'s refactor PR?",
                           "What did {n} say the refactor PR was?"]},
        "paraphrase": {"zh": ["{n}改写付款代码那次，提交的合并请求编号是？",
                              "{n}翻新收银逻辑的代码变更是几号？"],
                       "en": ["Which change request number did {n} file for the checkout rewrite?",
                              "What ticket id goes with {n}'s billing rework?"]},
        "never_n": ["{n}那个 PR 改了多少行？", "How many reviewers approved {n}'s PR?",
                    "{n}的重构什么时候上线？"],
        "never_anon": ["之前有人说过支付重构要延期吗？",
                       "Did anyone say how many files the refactor touched?"],
        "bot": ["代码审查时应该重点看什么？", "How do I split a huge PR into smaller ones?",
                "帮我写个 git commit message"],
    },
    "device": {
        "details": [("Redmi K70", "Redmi K60", "any"), ("Pixel 8a", "Pixel 7a", "any"),
                    ("iPhone 12 mini", "iPhone 13 mini", "any"), ("荣耀X50", "荣耀X40", "zh"),
                    ("Galaxy A54", "Galaxy A34", "any")],
        "report_slot": "handoff",
        "one": {"zh": "闪退复现了，只在{x}上出现，其他机型都正常",
                "en": "Reproduced the crash: only on the {x}, other devices are fine.",
                "mix": "crash 复现了，{x} 上必现"},
        "split": {"zh": ("闪退终于复现了", "{x}，必现"), "en": ("Finally reproduced the crash",
                                                                "{x}, every time"),
                  "mix": ("crash 复现了", "{x}，100% 必现")},
        "answer": {"zh": "{x}，系统版本比较老", "en": "{x}, older OS", "mix": "{x}，OS 比较老"},
        "wrong": {"zh": "机型是{y}", "en": "device is {y}", "mix": "机型是{y}"},
        "fix": {"zh": "看错工单了，是{x}，不是{y}", "en": "wrong ticket, it's the {x}, not the {y}",
                "mix": "工单看错了，是{x}"},
        "about": {"zh": "{n}说那个闪退只有{x}有", "en": "{n} found the crash only happens on {x}",
                  "mix": "{n} 说 crash 只在{x} 上"},
        "report": {"zh": "【测试日报】闪退复现机型{x}，其余 {k} 台正常，已提单",
                   "en": "[QA daily] crash repro on {x}, {k} other devices OK, ticket filed",
                   "mix": "【测试日报】crash 机型{x}，其余 {k} 台 OK"},
        "pre": {"zh": ["那个闪退我还在复现", "测试机不够用了", "用户反馈的闪退好难复现"],
                "en": ["Still trying to reproduce that crash"]},
        "ask": {"zh": "闪退是哪台机器上复现的？", "en": "which phone did the crash reproduce on?"},
        "confirm": {"zh": "对，我再看看日志", "en": "yep, digging into logs"},
        "chat": {"zh": ["测试机柜的钥匙在谁那", "谁借了那台折叠屏没还", "机型适配太痛苦了"],
                 "en": ["the device lab is booked all afternoon"]},
        "keyword": {"zh": ["谁在{x}上复现了闪退？", "之前有人说过{x}会闪退吗？"],
                    "en": ["Who said the crash happens on the {x}?"]},
        "partial": {"zh": ["{n}复现闪退的是哪款手机？", "{n}之前说的那个崩溃出在什么机型上来着？"],
                    "en": ["Which phone did {n} reproduce the crash on?",
                           "What did {n} say the crashing device was?"]},
        "paraphrase": {"zh": ["{n}发现应用自己退出的那台设备叫啥？",
                              "让{n}头疼的那个程序崩掉的毛病，在哪部手机上？"],
                       "en": ["On what handset does the app die for {n}?",
                              "Which model keeps killing the app in {n}'s testing?"]},
        "never_n": ["{n}复现闪退用了多久？", "How many users reported the crash {n} found?",
                    "{n}的测试机是找谁借的？"],
        "never_anon": ["之前有人说过平板上也会闪退吗？",
                       "Did anyone mention which Android version crashes?"],
        "bot": ["安卓闪退一般怎么排查？", "What's the best way to collect crash logs on iOS?",
                "推荐一个好用的崩溃监控工具"],
    },
    "font": {
        "details": [("Fira Code", "Fira Mono", "any"), ("Iosevka", "Inconsolata", "any"),
                    ("Cascadia Code", "Cascadia Mono", "any"), ("思源等宽", "思源黑体", "zh"),
                    ("Maple Mono", "Menlo", "any")],
        "report_slot": None,
        "one": {"zh": "最近写代码换了{x}这个字体，眼睛舒服多了",
                "en": "Switched my editor font to {x}, my eyes thank me.",
                "mix": "IDE 字体换成{x}了，ligature 好看"},
        "split": {"zh": ("换了个字体，强烈推荐", "{x}"), "en": ("New font, highly recommend",
                                                                "{x}"),
                  "mix": ("换了个 font", "{x}，yyds")},
        "answer": {"zh": "{x}，免费的", "en": "{x}, it's free", "mix": "{x}，free 的"},
        "wrong": {"zh": "我用的是{y}", "en": "I use {y}", "mix": "我用的{y}"},
        "fix": {"zh": "{y}是之前的，现在是{x}", "en": "{y} was my old one, now it's {x}",
                "mix": "现在是{x}，{y} 是以前的"},
        "about": {"zh": "{n}那个{x}字体挺好看", "en": "{n}'s editor font {x} looks great",
                  "mix": "{n} 的{x} 字体很 nice"},
        "report": None,
        "pre": {"zh": ["屏幕字太小看得眼睛疼", "想换个写代码的字体", "编辑器配置又被我折腾坏了"],
                "en": ["Looking for a new editor font"]},
        "ask": {"zh": "你屏幕上这个字体叫啥？好看", "en": "what font is that in your editor?"},
        "confirm": {"zh": "嘿嘿，我调了好久", "en": "took me ages to pick"},
        "chat": {"zh": ["VS Code 又更新了", "谁的 IDE 是正版的", "今天屏幕好花"],
                 "en": ["tabs or spaces, fight"]},
        "keyword": {"zh": ["谁用{x}写代码？", "之前有人推荐过{x}吗？"],
                    "en": ["Who uses {x} for coding?"]},
        "partial": {"zh": ["{n}编辑器用的什么字体？", "{n}之前说的写代码字体叫什么来着？"],
                    "en": ["What font does {n} use in the editor?",
                           "What did {n} say their coding font was?"]},
        "paraphrase": {"zh": ["{n}敲程序时屏幕上那套字形是哪款？",
                              "{n}开发工具里显示文字的样式叫啥？"],
                       "en": ["Which typeface shows up when {n} programs?",
                              "What lettering does {n} read source in?"]},
        "never_n": ["{n}的编辑器用的什么主题配色？", "What font size does {n} use?",
                    "{n}字号调到多少？"],
        "never_anon": ["之前有人说过用 Vim 吗？", "Did anyone mention a dark theme they like?"],
        "bot": ["写代码用什么字体比较好？", "What's the difference between serif and sans-serif?",
                "帮我配置一下 VS Code 的格式化"],
    },
    "client": {
        "details": [("张江高科", "张江镇", "zh"), ("Canary Wharf", "Canada Water", "any"),
                    ("苏州工业园区", "苏州高新区", "zh"), ("Zhongguancun", "Wangjing", "any"),
                    ("前海", "后海", "zh")],
        "report_slot": "pm",
        "one": {"zh": "明天去客户那边现场支持，在{x}，早上不来公司了",
                "en": "I'm on site with the client tomorrow, out at {x}, won't be in.",
                "mix": "明天去客户 office，在{x}，onsite 一天"},
        "split": {"zh": ("明天去客户现场", "{x}，好远"), "en": ("Client visit tomorrow",
                                                                "{x}, long commute"),
                  "mix": ("明天 onsite", "{x}，好远")},
        "answer": {"zh": "{x}，挺远的", "en": "{x}, pretty far", "mix": "{x}，有点远"},
        "wrong": {"zh": "客户在{y}", "en": "client's at {y}", "mix": "client 在{y}"},
        "fix": {"zh": "客户搬了，现在在{x}", "en": "they moved, they're at {x} now",
                "mix": "客户搬到{x}了，不在{y}"},
        "about": {"zh": "{n}明天去{x}见客户", "en": "{n} is seeing the client at {x} tomorrow",
                  "mix": "{n} 明天去{x} onsite"},
        "report": {"zh": "【周报】客户现场支持（{x}），问题关闭 {k} 个",
                   "en": "[weekly] onsite at the client ({x}), {k} issues closed",
                   "mix": "【周报】onsite（{x}），close 了 {k} 个 issue"},
        "pre": {"zh": ["这周要去客户现场", "客户又提新需求了", "出差报备填了吗"],
                "en": ["Client visit next week"]},
        "ask": {"zh": "客户在哪儿？远不远", "en": "where's the client office?"},
        "confirm": {"zh": "嗯，有事微信找我", "en": "yep, ping me on WeChat"},
        "chat": {"zh": ["客户又改需求了", "甲方说要五彩斑斓的黑", "客户会议改到下午"],
                 "en": ["client call moved to the afternoon"]},
        "keyword": {"zh": ["谁去{x}见客户？", "之前有人提过{x}的客户吗？"],
                    "en": ["Who went to the client at {x}?"]},
        "partial": {"zh": ["{n}去见的客户在哪儿？", "{n}之前说客户办公室在什么地方来着？"],
                    "en": ["Where is the client {n} visited?",
                           "What did {n} say about where the client office is?"]},
        "paraphrase": {"zh": ["{n}跑去对接甲方那趟，目的地是哪里？",
                              "{n}拜访合作方是去了哪片地方？"],
                       "en": ["Which part of town is {n}'s customer located in?",
                              "Where did {n} travel for the customer meeting?"]},
        "never_n": ["{n}去客户那边是打车还是坐地铁？", "Who from the client did {n} meet?",
                    "{n}见的客户对接人叫什么？"],
        "never_anon": ["之前有人说过客户要来公司参观吗？",
                       "Did anyone mention the client's budget?"],
        "bot": ["怎么跟难缠的客户沟通？", "Write a polite email declining a scope change",
                "现场支持要准备哪些东西？"],
    },
    "signup": {
        "details": [("23人", "32人", "zh"), ("17 people", "19 people", "en"), ("26人", "28人",
                                                                               "zh"),
                    ("41 people", "44 people", "en"), ("十九个人", "十七个人", "zh")],
        "report_slot": "pm",
        "one": {"zh": "夏季团建报名截止了，一共{x}，我去订大巴",
                "en": "Summer outing signups closed: {x}. Booking the bus now.",
                "mix": "团建报名 close 了，{x}，我去订车"},
        "split": {"zh": ("团建报名统计好了", "{x}"), "en": ("Outing headcount is in", "{x}"),
                  "mix": ("团建 headcount 统计完了", "{x}")},
        "answer": {"zh": "{x}，比去年多", "en": "{x}, more than last year",
                   "mix": "{x}，比 last year 多"},
        "wrong": {"zh": "目前报名{y}", "en": "so far {y}", "mix": "目前{y}"},
        "fix": {"zh": "有重复的，是{x}不是{y}",
                "en": "recount: {x}, not {y}, there were duplicates",
                "mix": "去重后是{x}，不是{y}"},
        "about": {"zh": "{n}统计的团建人数是{x}，大巴够坐吗",
                  "en": "{n} says {x} for the outing, will one bus do?",
                  "mix": "{n} 说团建{x}，bus 够吗"},
        "report": {"zh": "【团建】报名{x}，大巴已订，集合地点待定",
                   "en": "[outing] {x} signed up, bus booked, meeting point TBD",
                   "mix": "【团建】报名{x}，bus 已订"},
        "pre": {"zh": ["夏季团建开始报名了，截止周五", "团建还有人没报名吗",
                       "团建地点投票发群里了"],
                "en": ["Outing signups close Friday!"]},
        "ask": {"zh": "团建最后多少人报名？", "en": "how many signed up for the outing?"},
        "confirm": {"zh": "够的，订的大车", "en": "yes, it's a big bus"},
        "chat": {"zh": ["团建能不能别爬山了", "团建有没有素食选项", "团建那天下雨怎么办"],
                 "en": ["can we do something indoors for the outing? lol"]},
        "keyword": {"zh": ["谁说团建报名有{x}？", "之前有人说过团建{x}吗？"],
                    "en": ["Who counted {x} for the outing?"]},
        "partial": {"zh": ["{n}统计的团建报名人数是多少？", "{n}之前说团建有几个人报名来着？"],
                    "en": ["How many people signed up for the outing {n} organised?",
                           "What did {n} say the outing turnout was?"]},
        "paraphrase": {"zh": ["{n}张罗的那次公司出游，参加的同事一共有几位？",
                              "跟着{n}组织的夏天集体出去玩，去了多少位？"],
                       "en": ["What attendance figure did {n} give for the company trip?",
                              "How large is the group going on {n}'s excursion?"]},
        "never_n": ["{n}组织的团建去哪里？", "{n}的团建几点出发？",
                    "How much is {n}'s outing budget per person?"],
        "never_anon": ["之前有人说过团建要住一晚吗？",
                       "Did anyone say how much the outing bus costs?"],
        "bot": ["团建有什么好玩的活动推荐？", "Suggest icebreaker games for 20 people",
                "帮我写个团建报名通知"],
    },
    "data": {
        "details": [("4.7TB", "7.4TB", "any"), ("860GB", "680GB", "any"), ("12.3 TB", "13.2 TB",
                                                                           "any"),
                    ("2.1TB", "1.2TB", "any"), ("390GB", "930GB", "any")],
        "report_slot": "handoff",
        "one": {"zh": "旧集群的数据盘点完了，一共{x}，周末开始迁",
                "en": "Sized the old cluster: {x} to move, starting this weekend.",
                "mix": "老集群数据一共{x}，weekend 开始 migrate"},
        "split": {"zh": ("旧集群数据量算出来了", "{x}，比预想的大"),
                  "en": ("Got the size of the old cluster", "{x}, bigger than expected"),
                  "mix": ("老集群 size 算出来了", "{x}，有点大")},
        "answer": {"zh": "{x}，带宽够的话一晚上", "en": "{x}, should fit in one night",
                   "mix": "{x}，one night 应该够"},
        "wrong": {"zh": "估了下有{y}", "en": "rough estimate {y}", "mix": "估算{y}"},
        "fix": {"zh": "重新算了，是{x}，之前说的{y}不对",
                "en": "re-measured: {x}, the {y} figure was wrong",
                "mix": "重算了，是{x} not {y}"},
        "about": {"zh": "{n}说要迁{x}，这周末又没了",
                  "en": "{n} says {x} to migrate, there goes the weekend",
                  "mix": "{n} 说有{x}，weekend 没了"},
        "report": {"zh": "【交接】迁移准备：数据量{x}，回滚方案已评审",
                   "en": "[handoff] migration prep: {x} total, rollback plan reviewed",
                   "mix": "【交接】migration：{x}，rollback plan 已 review"},
        "pre": {"zh": ["新集群准备好了，就等迁数据", "迁数据的方案我写了个文档",
                       "数据迁移别选工作日"],
                "en": ["Planning the cluster migration"]},
        "ask": {"zh": "要迁的数据一共多大？", "en": "how big is the data we're moving?"},
        "confirm": {"zh": "哈哈辛苦大家", "en": "sorry everyone"},
        "chat": {"zh": ["磁盘告警又响了", "这个表有多少行？谁查一下", "备份跑完了吗"],
                 "en": ["backup job took forever last night"]},
        "keyword": {"zh": ["谁说要迁{x}的数据？", "之前有人提过{x}吗？"],
                    "en": ["Who said there's {x} to migrate?"]},
        "partial": {"zh": ["{n}说要迁的数据量有多大？", "{n}之前说老集群一共多少数据来着？"],
                    "en": ["How much data is {n} migrating?",
                           "What did {n} say the old cluster holds?"]},
        "paraphrase": {"zh": ["{n}负责挪到新机器上的那些存量内容有多少容量？",
                              "{n}要搬去新机房的那批资料，体积多少？"],
                       "en": ["What volume of stuff is {n} shifting onto the new servers?",
                              "How heavy is the load {n} plans to relocate?"]},
        "never_n": ["{n}迁数据用的什么工具？", "How many tables is {n} moving?",
                    "{n}迁数据是迁到哪个机房？"],
        "never_anon": ["之前有人说过要把数据迁到云上吗？",
                       "Did anyone mention how much the new cluster costs?"],
        "bot": ["大数据量迁移有什么注意事项？",
                "How long does it take to copy 1 TB over a 1 Gbps link?",
                "帮我算一下 10 亿行数据大概多大"],
    },
    "latency": {
        "details": [("180ms", "810ms", "any"), ("95毫秒", "59毫秒", "zh"), ("240 ms", "420 ms",
                                                                            "any"),
                    ("1.2秒", "2.1秒", "zh"), ("62ms", "26ms", "any")],
        "report_slot": "standup",
        "one": {"zh": "搜索接口优化完了，p99 从 600 多降到{x}",
                "en": "Search endpoint p99 is down to {x} after the cache change.",
                "mix": "search API 的 p99 压到{x}了，cache 起作用了"},
        "split": {"zh": ("搜索优化上线了", "p99 {x}"), "en": ("Search optimisation is live",
                                                              "p99 now {x}"),
                  "mix": ("search 优化上线了", "p99 {x}")},
        "answer": {"zh": "{x}，还能再压", "en": "{x}, can go lower", "mix": "{x}，还有空间"},
        "wrong": {"zh": "p99 现在{y}", "en": "p99 is {y}", "mix": "p99 {y}"},
        "fix": {"zh": "看错面板了，是{x}，{y}是 p999", "en": "wrong panel, it's {x}; {y} was p999",
                "mix": "p99 是{x}，{y} 是 p999"},
        "about": {"zh": "{n}把搜索 p99 干到{x}了，牛", "en": "{n} got search p99 down to {x}, nice",
                  "mix": "{n} 把 p99 压到{x}，tql"},
        "report": {"zh": "【站会】昨天：搜索 p99 降到{x}；今天：看慢查询，还剩 {k} 条；阻塞：无",
                   "en": "[standup] yesterday: search p99 to {x}; today: {k} slow queries left; "
                         "blockers: none",
                   "mix": "【站会】昨天：search p99 {x}；今天：slow query 还剩 {k} 条"},
        "pre": {"zh": ["搜索接口太慢了，用户在骂", "在做接口性能优化", "压测环境谁在用"],
                "en": ["Working on search latency this sprint"]},
        "ask": {"zh": "搜索现在 p99 多少了？", "en": "what's search p99 now?"},
        "confirm": {"zh": "运气好，缓存命中率高", "en": "mostly the cache"},
        "chat": {"zh": ["今天接口怎么这么慢", "慢查询日志谁看一下", "压测别打生产啊"],
                 "en": ["grafana is down again?"]},
        "keyword": {"zh": ["谁把 p99 降到{x}？", "之前有人说过{x}的延迟吗？"],
                    "en": ["Who got p99 down to {x}?"]},
        "partial": {"zh": ["{n}优化后的搜索 p99 是多少？", "{n}之前说搜索延迟降到多少来着？"],
                    "en": ["What is the search p99 after {n}'s optimisation?",
                           "What did {n} say search latency got to?"]},
        "paraphrase": {"zh": ["{n}调快查找功能以后，最慢那百分之一请求要多久？",
                              "经过{n}提速，查找服务尾部响应时长是多少？"],
                       "en": ["How quick is the slowest one percent of lookups since {n}'s tuning?",
                              "What tail timing do queries get after {n} sped them up?"]},
        "never_n": ["{n}优化前 p50 是多少？", "How many servers did {n}'s change save?",
                    "{n}的优化用了几台机器压测？"],
        "never_anon": ["之前有人说过登录接口也很慢吗？",
                       "Did anyone mention the timeout for the payment API?"],
        "bot": ["p99 和平均延迟有什么区别？", "How do I find slow SQL queries in MySQL?",
                "缓存穿透怎么解决？"],
    },
    "quote": {
        "details": [("¥86,000", "¥68,000", "any"), ("12万/年", "21万/年", "zh"),
                    ("$4,800", "$8,400", "any"), ("9.6万", "6.9万", "zh"), ("¥31,500", "¥35,100",
                                                                            "any")],
        "report_slot": "pm",
        "one": {"zh": "短信服务商报价回来了，{x}，比去年贵一截",
                "en": "SMS vendor quote came back: {x}. Pricier than last year.",
                "mix": "SMS 供应商 quote 到了，{x}，有点贵"},
        "split": {"zh": ("短信报价出来了", "{x}"), "en": ("SMS quote is in", "{x}, annual"),
                  "mix": ("quote 出来了", "{x}，年付")},
        "answer": {"zh": "{x}，还能再砍", "en": "{x}, still negotiating",
                   "mix": "{x}，还在 negotiate"},
        "wrong": {"zh": "报价是{y}", "en": "quote is {y}", "mix": "quote 是{y}"},
        "fix": {"zh": "{y}是旧版本，最新报价{x}",
                "en": "latest quote is {x}, {y} was the old draft",
                "mix": "最新 quote {x}，{y}是旧的"},
        "about": {"zh": "{n}谈的短信报价{x}，老板嫌贵",
                  "en": "{n}'s SMS quote is {x}, boss thinks it's steep",
                  "mix": "{n} 拿到的 quote {x}，boss 嫌贵"},
        "report": {"zh": "【采购】短信服务报价{x}，待审批",
                   "en": "[procurement] SMS quote {x}, pending approval",
                   "mix": "【采购】SMS quote {x}，待审批"},
        "pre": {"zh": ["在跟短信供应商谈价格", "采购流程好慢", "供应商说周三给报价"],
                "en": ["Waiting on the SMS vendor's quote"]},
        "ask": {"zh": "短信那家报价多少？", "en": "how much did the SMS vendor quote?"},
        "confirm": {"zh": "我再去砍砍", "en": "I'll push back"},
        "chat": {"zh": ["采购单谁审批", "验证码短信又延迟了", "合同盖章要走好几天"],
                 "en": ["procurement is slow as usual"]},
        "keyword": {"zh": ["谁拿到的报价是{x}？", "之前有人说过{x}的报价吗？"],
                    "en": ["Who got a quote of {x}?"]},
        "partial": {"zh": ["{n}拿到的短信服务报价是多少？", "{n}之前说短信供应商要价多少来着？"],
                    "en": ["How much did {n}'s SMS vendor quote?",
                           "What did {n} say the SMS vendor wants?"]},
        "paraphrase": {"zh": ["{n}谈的那家发验证码的公司，开价几何？",
                              "给{n}发过价目的消息通道厂家，要多少钱？"],
                       "en": ["What price did the text-message provider give {n}?",
                              "How much is the texting supplier charging, per {n}?"]},
        "never_n": ["{n}谈的短信供应商是哪家？", "How many messages does {n}'s plan include?",
                    "{n}的报价合同签几年？"],
        "never_anon": ["之前有人说过要换邮件服务商吗？",
                       "Did anyone mention a discount from the vendor?"],
        "bot": ["怎么跟供应商砍价？", "What should an SLA for an SMS provider include?",
                "帮我写一封询价邮件"],
    },
    "talk": {
        "details": [("日志不会说谎", "日志会骗人", "zh"), ("Boring Tech Wins", "Boring Tech Rules",
                                                           "any"),
                    ("从一次OOM说起", "从一次宕机说起", "zh"),
                    ("Flaky Tests Anonymous", "Flaky Tests Are Fine", "any"), ("慢就是快",
                                                                               "快就是慢", "zh")],
        "report_slot": "morning",
        "one": {"zh": "周五技术分享我报了，题目叫《{x}》",
                "en": "Signed up for Friday's tech talk: \"{x}\".",
                "mix": "Friday tech share 我讲，题目《{x}》"},
        "split": {"zh": ("技术分享题目定了", "《{x}》"), "en": ("Got a title for my talk",
                                                                "\"{x}\""),
                  "mix": ("tech talk 题目定了", "《{x}》")},
        "answer": {"zh": "《{x}》，讲讲踩过的坑", "en": "\"{x}\", war stories mostly",
                   "mix": "《{x}》，讲 lessons learned"},
        "wrong": {"zh": "题目暂定《{y}》", "en": "working title: \"{y}\"", "mix": "暂定《{y}》"},
        "fix": {"zh": "题目改了，最后定的是《{x}》",
                "en": "final title is \"{x}\", dropped \"{y}\"",
                "mix": "最终 title《{x}》，不叫《{y}》了"},
        "about": {"zh": "{n}周五讲《{x}》，大家来捧场",
                  "en": "{n} is giving \"{x}\" on Friday, come along",
                  "mix": "{n} 周五讲《{x}》，记得来"},
        "report": {"zh": "【分享预告】周五 16:00，主讲{n}，题目《{x}》，{k} 楼大会议室",
                   "en": "[tech talk] Fri 4pm, {n}: \"{x}\", floor {k}",
                   "mix": "【分享预告】Friday 4pm，{n}：《{x}》"},
        "pre": {"zh": ["这周技术分享轮到我了", "PPT 还没开始写，慌", "分享的题目想了好久"],
                "en": ["My turn for the tech talk this month"]},
        "ask": {"zh": "你周五分享讲啥？", "en": "what's your talk called?"},
        "confirm": {"zh": "求轻喷", "en": "be gentle"},
        "chat": {"zh": ["分享会有录屏吗", "下周谁来分享？", "技术分享能不能别排周五下午"],
                 "en": ["tech talk snacks are in the pantry"]},
        "keyword": {"zh": ["《{x}》是谁讲的？", "谁的分享叫《{x}》？"],
                    "en": ["Who is giving the talk \"{x}\"?"]},
        "partial": {"zh": ["{n}技术分享的题目是什么？", "{n}之前说周五分享讲的叫什么来着？"],
                    "en": ["What's the title of {n}'s tech talk?",
                           "What did {n} say the talk is called?"]},
        "paraphrase": {"zh": ["{n}要在内部讲座上主讲的那个话题叫啥名字？",
                              "{n}给同事们做的演讲，标题是？"],
                       "en": ["What is {n}'s presentation to colleagues named?",
                              "Under which heading will {n} be speaking?"]},
        "never_n": ["{n}的分享讲了多久？", "How many people came to {n}'s talk?",
                    "{n}的分享 PPT 有多少页？"],
        "never_anon": ["之前有人说过下次分享讲 Rust 吗？",
                       "Did anyone say the tech talk would be recorded?"],
        "bot": ["做技术分享怎么讲得不无聊？", "Give me a catchy title for a talk about testing",
                "帮我列一个 30 分钟分享的大纲"],
    },
}

# -- the group's own lines: numbers everywhere, never a detail -------------------------------

REACT = {"zh": ["哈哈哈", "+1", "收到", "牛", "辛苦了", "👍", "[表情]", "好的", "可以", "6", "tql",
                "respect", "厉害"],
         "en": ["nice", "lol", "👍", "got it", "thanks!", "cool", "nice one"]}
DOUBT = {"zh": ["确定吗？", "真的？", "你再看看", "？"], "en": ["you sure?", "wait really?", "hmm"]}
BETWEEN = {"zh": ["然后呢", "细说", "哦？", "嗯嗯"], "en": ["and?", "go on", "oh?"]}
LATER_LEAD = {"zh": "接着上次说的，", "en": "Update on what I mentioned: ",
              "mix": "follow up 一下："}
LATE_LEAD = {"zh": "刚开完会，", "en": "sorry, was in a meeting: ", "mix": "刚 meeting 完，"}
FIX_LEAD = {"same": {"zh": "更正一下，", "en": "Correction: ", "mix": "更正，"},
            "next": {"zh": "昨天说错了，", "en": "Correction to yesterday: ",
                     "mix": "昨天说的不对，"}}

MORNING = {"zh": ["早", "早～", "早上好", "早啊", "到公司了", "咖啡续命", "今天地铁好挤",
                  "[表情]", "困", "地铁晚点了{m}分钟，晚到一会", "今天{h}点有个会，先去准备",
                  "电梯排了{k}分钟队", "{k}楼空调好冷", "早，今天{k}个会，麻了"],
           "en": ["morning!", "morning all", "gm", "running {m} min late, train delay",
                  "coffee first", "{k} meetings today, send help"]}
STANDUP = {"zh": "【站会】昨天：{task}；今天：{task2}；阻塞：{block}",
           "en": "[standup] yesterday: {task}; today: {task2}; blockers: {block}"}
TASKS = {"zh": ["修了{k}个 bug", "联调登录接口", "写单测", "处理了{k}个工单", "改 UI 走查问题",
                "对齐埋点需求", "review 了{k}个 PR", "补文档", "跟进线上反馈", "梳理接口文档",
                "排查内存占用", "升级依赖", "关了{k2}个 issue", "画了{k}张设计稿"],
         "en": ["fixed {k} bugs", "pairing on the login API", "wrote tests",
                "triaged {k} tickets", "reviewed {k} PRs", "docs", "dependency upgrades",
                "UI polish", "closed {k2} issues"]}
BLOCKS = {"zh": ["无", "无", "无", "等设计稿", "测试环境不稳定", "等后端接口"],
          "en": ["none", "none", "waiting on design", "staging flaky"]}
STANDUP_OPEN = ["站会开始，大家发一下进度", "今天站会线上发，{k2} 分钟内发完", "standup 走起"]
WORK = {"zh": ["CI 跑了{m}分钟还没完", "PR #{pr} 帮忙看下", "测试环境又挂了",
               "还有{k}个 bug 单待处理", "需求评审改到{h}点了", "设计稿更新到 v{k} 了",
               "这个接口返回 {code}，谁知道咋回事",
               "build {b} 失败了", "jira 上还有{k2}个 open", "谁在用{k}号测试机",
               "我去开个会，{m}分钟回来", "{k}楼打印机又卡纸了", "接口文档更新了", "日志平台好慢",
               "这个需求排到下个迭代", "埋点数据对不上，差了{k}%", "新的设计规范发邮件了",
               "谁知道 VPN 为啥连不上", "合并冲突了{k}个文件", "这周迭代还剩{k2}个需求"],
        "en": ["can someone review PR #{pr}?", "staging is down again", "build {b} is red",
               "meeting at {h}, back in {m} min", "{k2} tickets left in the sprint",
               "who owns the auth service?", "getting a {code} from the gateway, anyone else?",
               "docs updated, take a look", "merge conflict in {k} files, yay"]}
WORK_REPLY = {"zh": ["我看看", "马上", "收到", "好的", "我来", "稍等", "+1", "已 approve",
                     "重启一下试试", "我这边正常啊", "等我开完会", "看了，有{k}个小问题", "已修",
                     "我也遇到了"],
              "en": ["on it", "looking", "ok", "will do", "works for me", "approved",
                     "try restarting it", "same here"]}
SMALL = {"zh": ["今天好热", "下雨了没带伞", "周末有啥安排", "有人看昨晚的比赛吗", "楼上又在装修",
                "好想放假", "今天效率奇低", "这周过得好快", "零食柜补货了", "快递到了，{k}个",
                "空调开到2{k}度了还是热"],
         "en": ["so tired today", "it's pouring outside", "this week is dragging",
                "need a vacation", "snacks restocked!"]}
LUNCH = {"zh": ["吃啥", "楼下新开了家{dish}", "今天外卖满{k}0减{k2}", "走，下去吃",
                "食堂今天有{dish}", "不饿，不吃了", "{dish}排了{m}分钟"],
         "en": ["I'll grab a sandwich", "lunch?", "anyone going down?"]}
DISHES = ["黄焖鸡", "麻辣烫", "牛肉面", "沙拉", "盖浇饭", "螺蛳粉", "煲仔饭", "卤肉饭"]
DRINKS = ["美式", "拿铁", "柠檬茶", "椰子水", "抹茶拿铁"]
HANDOFF = {"zh": ["下班了", "走了走了", "明天见", "今天早走，有事 @我", "还有{k}个工单明天处理",
                  "今天先到这", "打卡下班"],
           "en": ["bye all", "heading out", "staying till {h2}, ping me", "see you tomorrow"]}
ONCALL = {"zh": "【交接】今日告警{k}条，已全部处理，遗留 0 条",
          "en": "[handoff] {k} alerts today, all handled"}
EVENING = {"zh": ["有人打游戏吗", "刚到家", "晚饭吃了啥", "外卖到了", "晚安", "明天见",
                  "还在改 bug", "这剧好看", "[图片]", "好饿", "健身房人好多"],
           "en": ["still fixing that bug", "night all", "anyone gaming tonight?"]}
RELEASE_NIGHT = ["发版开始，大家盯一下监控", "灰度 {k}0%", "监控正常", "错误率 0.0{k}%",
                 "全量了", "辛苦辛苦", "可以下班了吗", "还在等 CDN 刷新",
                 "release started, watch the dashboards", "canary looks fine"]
WEEKEND = {"zh": ["周末愉快", "有人在公司吗", "[图片] 爬山去了", "周末还有告警，服了",
                  "周末加个班", "下周见"],
           "en": ["have a good weekend", "anyone around?"]}
CHAT_ROOMS = ["3楼大会议室", "小黑屋", "木星", "Room 2A", "水星厅"]
REPEAT = ["周五快乐", "下班！", "冲", "收到", "好耶", "辛苦了", "666", "发版顺利"]
AT_ASK = ["@{b} 在吗", "@{b} 文档发你了，看下", "@{b} 帮我看个报错", "@{b} 下午的会你去吗",
          "@{b} can you check the build?", "@{b} 权限开一下", "@{b} 第{k}页那个图是你画的吗"]
AT_REPLY = ["来了", "在的", "好嘞", "马上", "ok", "收到", "稍等", "on it"]
QUOTE_REPLY = ["+1", "确实", "哈哈哈说得对", "真的", "same", "笑死", "有道理", "太真实了"]
ANSWERS = {"zh": ["不知道", "好问题", "同问", "+1", "哈哈哈", "问问 HR", "有的吧", "别问我"],
           "en": ["no idea", "good question", "+1", "ask HR?"]}
MEDIA = ["[图片]", "[图片] 楼下的猫", "[视频]", "[表情]", "[图片] 今天的晚霞"]
MEDIA_REPLY = ["哈哈哈这是啥", "可爱", "lol", "绝了", "在哪拍的"]

# Turns a member might send the bot that ask nothing about what was said.
BOT_GENERAL = [
    "早上好呀", "讲个程序员笑话", "帮我把这句话翻译成英文：明天的会议改到下午三点",
    "什么是幂等性？",
    "Recommend a good book on distributed systems", "Python 里 list 和 tuple 有什么区别？",
    "周末去哪玩比较好？", "你觉得远程办公好还是坐班好？", "how do I politely decline a meeting?",
    "给我推荐几个午饭吃什么", "Tell me a fun fact about octopuses", "帮我想个团队名字",
    "怎么缓解久坐腰疼？", "What's the capital of Canada?", "写一首关于周一的打油诗", "你好",
    "thanks bot!", "帮我算一下 37 乘 48", "解释一下什么是 CAP 定理", "有什么提神的方法？",
    "How many hours of sleep do adults need?", "推荐一部适合周末看的电影",
    "Write a haiku about deadlines", "正则表达式匹配邮箱怎么写？", "怎么跟老板提加薪？",
    "what's a good standup format?", "给我讲讲番茄工作法", "冰美式和拿铁哪个更提神？",
    "Explain Kubernetes like I'm five", "晚安",
    "What's the time difference between Shanghai and London?", "今天天气适合跑步吗？",
    "周报怎么写才显得有产出？", "帮我润色一下这段话：本周完成了登录模块的联调",
    "what does LGTM stand for?",
]
NEVER_NAMED = ["{n}之前说的健身房在哪？", "What car does {n} drive?", "{n}老家是哪里的？",
               "{n}上次说的那部电影叫什么？", "How many kids does {n} have?",
               "{n}说的那家咖啡店叫啥？", "{n}的生日是几号？", "{n}说的网盘会员多少钱一年？",
               "What gym did {n} join?", "{n}的猫几岁了？"]
NEVER_ANON = ["之前有人说过要辞职吗？", "Did anyone mention a new office address?",
              "有人说过工位要搬到几楼吗？", "有人说过下个月涨薪多少吗？",
              "Did anyone say how much the new coffee machine cost?", "之前有人提过年会在哪开吗？",
              "Has anyone mentioned the new VP's name?", "有人说过停车费多少钱一个月吗？",
              "Did anyone say which laptop new hires get?", "之前有人说过要换工作群吗？",
              "Did anyone mention how many people are leaving this quarter?",
              "之前有人说过公司要搬去几号楼吗？"]
SHAPES = {"one": 10, "later": 10, "answer": 11, "correction": 10, "about": 10, "split": 9,
          "report": 10}
CLASSES = ("keyword", "partial", "paraphrase")
NUMBER_WORDS = ("多少", "几", "how many", "how much", "how long", "What time")

# -- words -----------------------------------------------------------------------------------

STOP = {
    "a", "an", "the", "and", "or", "but", "of", "to", "in", "on", "at", "for", "with", "from",
    "by", "is", "are", "was", "were", "be", "been", "am", "do", "does", "did", "what", "which",
    "who", "whom", "whose", "where", "when", "how", "why", "that", "this", "it", "its", "i",
    "me", "my", "you", "your", "he", "him", "his", "she", "her", "they", "their", "them", "we",
    "our", "us", "so", "as", "if", "not", "no", "yes", "has", "have", "had", "ll", "ve", "re",
    "will", "would", "can", "there", "here", "into", "onto", "per",
}


def _stem(word: str) -> str:
    for suffix in ("ing", "ed", "es", "ly", "s", "e", "y"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[:-len(suffix)]
    return word


def _words(text: str) -> set[str]:
    """English content words, crudely stemmed ("booked" and "book" are one word)."""
    return {_stem(w) for w in re.findall(r"[a-z]+", text.lower()) if len(w) > 1 and w not in STOP}


def _shares(question: str, evidence: str, name: str) -> set[str]:
    """What a question shares with its evidence, the member's name aside."""
    q, e = question.replace(name, " "), evidence.replace(name, " ")
    return (_words(q) & _words(e)) | (_bigrams(q) & _bigrams(e))


def _pick(rng: random.Random, avoid: tuple[str, ...] | set[str] = ()) -> str:
    """A member, weighted by how much each talks."""
    names = [n for n in MEMBERS if n not in avoid]
    return rng.choices(names, weights=[CHATTY[n] for n in names])[0]


def _side(rng: random.Random, who: str) -> str:
    return "en" if rng.random() < ENGLISH[who] else "zh"


# -- the facts -------------------------------------------------------------------------------

def _lang(rng: random.Random, script: str, name: str) -> str:
    """The evidence line's language: an English-leaning member writes English more often."""
    eng, r = ENGLISH[name], rng.random()
    if script == "zh":
        return "mix" if r < 0.25 + 0.5 * eng else "zh"
    if script == "en":
        return "en" if r < 0.4 + 0.6 * eng else "mix"
    if r < 0.1 + 0.9 * eng:
        return "en"
    return "mix" if rng.random() < 0.4 else "zh"


def _facts(rng: random.Random) -> list[dict[str, Any]]:
    kinds = list(TOPICS)
    total = sum(SHAPES.values())
    five = set(rng.sample(kinds, total - 4 * len(kinds)))
    load = dict.fromkeys(MEMBERS, 0)
    facts: list[dict[str, Any]] = []
    for kind in kinds:
        details = list(TOPICS[kind]["details"])
        rng.shuffle(details)
        count = 5 if kind in five else 4
        for name in sorted(MEMBERS, key=lambda m: (load[m], rng.random()))[:count]:
            load[name] += 1
            en = ENGLISH[name] >= 0.5
            x, y, script = min(details, key=lambda d, en=en: (en and d[2] == "zh")
                               or (not en and d[2] == "en" and rng.random() < 0.5))
            details.remove((x, y, script))
            lang = _lang(rng, script, name)
            side = {"zh": "zh", "en": "en", "mix": _side(rng, name)}[lang]
            facts.append({"kind": kind, "name": name, "uid": UID + MEMBERS.index(name),
                          "detail": x, "rare": [x], "earlier": y, "lang": lang, "side": side})
    able = [i for i, f in enumerate(facts) if TOPICS[f["kind"]]["report"]]
    report = set(rng.sample(able, SHAPES["report"]))
    rest = [s for s, k in SHAPES.items() if s != "report" for _ in range(k)]
    rng.shuffle(rest)
    for i, f in enumerate(facts):
        f["shape"] = "report" if i in report else rest.pop()
    return facts


Line = tuple[str, str, str, int]  # (speaker, text, role, fact index or -1)
Part = tuple[int, str, list[Line]]  # (day, slot, lines)


def _weekdays() -> list[int]:
    return [d for d in range(7 * WEEKS) if d % 7 < 5]


def _days(kind: str) -> list[int]:
    """The weekdays a topic's passing lines may fall on (a release night's: Thursdays)."""
    wk = _weekdays()
    return [d for d in wk if d % 7 == 3] if kind == "release" else wk


def _react(rng: random.Random, side: str, avoid: str, k: int | None = None) -> list[Line]:
    n = rng.choice([0, 0, 1, 1, 2]) if k is None else k
    out: list[Line] = []
    for _ in range(n):
        who = _pick(rng, (avoid,))
        pool = REACT["en"] if side == "en" and rng.random() < 0.7 else REACT["zh"]
        out.append((who, rng.choice(pool), "", -1))
    return out


def _said(rng: random.Random, f: dict[str, Any], i: int, day: int) -> list[Part]:
    """The fact's lines as parts, each with the day and the slot it goes to."""
    topic = TOPICS[f["kind"]]
    n, x, y, lang, side, shape = f["name"], f["detail"], f["earlier"], f["lang"], f["side"], \
        f["shape"]
    wk = _weekdays()
    release = f["kind"] == "release"

    def say(key: str) -> str:
        return str(topic[key][lang]).format(x=x, y=y, n=n, k=rng.randint(2, 9))

    def slot() -> str:
        return rng.choice(["morning", "am", "am", "pm"] if release
                          else ["am", "pm", "pm", "pm", "lunch", "evening"])

    def nxt(j: int) -> int:
        return wk[wk.index(day) + j]

    f["carrier"], f["asker"] = n, None
    if shape == "one":
        return [(day, slot(), [(n, say("one"), "evidence", i), *_react(rng, side, n)])]
    if shape == "report":
        s = topic["report_slot"]
        return [(day, s, [(n, say("report"), "evidence", i), *_react(rng, side, n, 0)])]
    if shape == "split":
        a, b = topic["split"][lang]
        lines: list[Line] = [(n, a, "around", i)]
        if rng.random() < 0.5:
            lines.append((_pick(rng, (n,)), rng.choice(BETWEEN[side] + REACT[side]), "", -1))
        lines.append((n, b.format(x=x), "evidence", i))
        return [(day, slot(), [*lines, *_react(rng, side, n)])]
    if shape == "later":
        pre = (n, rng.choice(topic["pre"][side]), "around", i)
        detail = (n, LATER_LEAD[lang] + say("one"), "evidence", i)
        if release:  # the night before, then the morning after
            return [(nxt(-1), rng.choice(["am", "pm"]), [pre, *_react(rng, side, n)]),
                    (day, rng.choice(["morning", "am"]), [detail, *_react(rng, side, n)])]
        j = rng.choice([0, 1, 1, 2])
        if j == 0:
            return [(day, "am", [pre, *_react(rng, side, n)]),
                    (day, rng.choice(["pm", "handoff"]), [detail, *_react(rng, side, n)])]
        return [(day, rng.choice(["am", "pm"]), [pre, *_react(rng, side, n)]),
                (nxt(j), rng.choice(["morning", "am", "pm"]), [detail, *_react(rng, side, n)])]
    if shape == "answer":
        asker = _pick(rng, (n,))
        f["asker"] = asker
        ask_side = side if rng.random() < 0.7 else _other(side)
        parts: list[Part] = []
        if rng.random() < 0.35:  # a QQ quote of the member's line that morning (or the night)
            pre = rng.choice(topic["pre"][side])
            parts.append((nxt(-1), "pm", [(n, pre, "around", i)]) if release
                         else (day, "morning", [(n, pre, "around", i)]))
            ask = f"「{n}：{pre}」 {topic['ask'][ask_side]}"
        else:
            ask = f"@{n} {topic['ask'][ask_side]}"
        lines = [(asker, ask, "", -1)]
        for _ in range(rng.choice([0, 0, 1, 2])):
            lines.append((_pick(rng, (n,)), rng.choice(REACT[ask_side] + DOUBT[ask_side][-1:]),
                          "", -1))
        if rng.random() < 0.65:
            lines.append((n, say("answer"), "evidence", i))
            return [*parts, (day, rng.choice(["am", "pm", "pm"]), [*lines, *_react(rng, side, n)])]
        late = f"@{asker} {LATE_LEAD[lang]}{say('answer')}"
        first, then = rng.choice([("am", "pm"), ("am", "handoff"), ("pm", "handoff"),
                                  ("pm", "evening")])
        return [*parts, (day, first, lines),
                (day, then, [(n, late, "evidence", i), *_react(rng, side, n)])]
    if shape == "correction":
        lines = [(n, say("wrong"), "earlier", i)]
        if release or rng.random() < 0.6:
            for _ in range(rng.choice([0, 1, 1, 2])):
                lines.append((_pick(rng, (n,)), rng.choice(DOUBT[side] + REACT[side][:3]), "", -1))
            lines.append((n, FIX_LEAD["same"][lang] + say("fix"), "evidence", i))
            return [(day, slot(), [*lines, *_react(rng, side, n)])]
        fix = (n, FIX_LEAD["next"][lang] + say("fix"), "evidence", i)
        return [(day, rng.choice(["am", "pm"]), [*lines, *_react(rng, side, n, rng.choice([0,
                                                                                           1]))]),
                (nxt(1), rng.choice(["morning", "am"]), [fix, *_react(rng, side, n)])]
    assert shape == "about", shape
    carrier = _pick(rng, (n,))
    f["carrier"] = carrier
    lines = [(carrier, say("about"), "evidence", i)]
    if rng.random() < 0.4:
        lines.extend(_react(rng, side, n, 1))
    lines.append((n, topic["confirm"][side], "around", i))
    return [(day, slot(), lines)]


def _place_facts(rng: random.Random, facts: list[dict[str, Any]]) -> list[Part]:
    """Each fact to a weekday (two or three a day), the release nights' to a Friday; the
    member's own lines on the topic, without the detail, now and then on other days; a few
    other members' lines on each topic in passing."""
    wk = _weekdays()
    fridays = [d for d in wk if d % 7 == 4]
    pool = wk[:-2] * 3
    rng.shuffle(pool)
    release = iter(rng.sample(fridays, sum(f["kind"] == "release" for f in facts)))
    parts: list[Part] = []
    for i, f in enumerate(facts):
        day = next(release) if f["kind"] == "release" else pool.pop()
        f["day"] = day
        parts.extend(_said(rng, f, i, day))
        side = f["side"]
        own = TOPICS[f["kind"]]["pre"][side]
        for pre in rng.sample(own, min(len(own), rng.choice([0, 1, 1, 2]))):
            d = rng.choice([w for w in _days(f["kind"]) if w != day])
            lines: list[Line] = [(f["name"], pre, "around", i)]
            if rng.random() < 0.5:
                lines.append((_pick(rng, (f["name"],)), rng.choice(REACT[side]), "", -1))
            parts.append((d, rng.choice(["am", "pm", "lunch"]), lines))
    has = {(f["kind"], f["name"]) for f in facts}
    for kind, topic in TOPICS.items():
        others = [m for m in MEMBERS if (kind, m) not in has]
        for who in rng.sample(others, rng.choice([2, 3, 3])):
            side = _side(rng, who)
            lines = [(who, rng.choice(topic["pre"][side]), "chat:" + kind, -1)]
            if rng.random() < 0.6:
                lines.append((_pick(rng, (who,)), rng.choice(REACT[side]), "", -1))
            parts.append((rng.choice(_days(kind)), rng.choice(["am", "pm", "lunch"]), lines))
    return parts


# -- the days: a work group's weekday rhythm -------------------------------------------------

# Each weekday's slots in order (hours, UTC); a weekend day has one.
SLOTS: dict[str, tuple[float, float]] = {
    "morning": (8.6, 9.8), "standup": (10.0, 10.4), "am": (10.5, 11.6), "lunch": (11.7, 12.5),
    "pm": (13.5, 17.5), "handoff": (17.8, 18.7), "evening": (20.0, 23.0), "weekend": (10.5, 21.0),
}
ORDER = list(SLOTS)


class _Filler:
    """The group's ordinary lines, numbers in them drawn afresh until no detail (or wrong
    value) of a fact is inside."""

    def __init__(self, rng: random.Random, forbidden: list[str]) -> None:
        self.rng = rng
        self.forbidden = forbidden
        self.recent: list[tuple[str, str]] = []  # short lines one may quote later

    def fmt(self, text: str, **kw: str) -> str:
        r = self.rng
        for _ in range(100):
            vals = {"k": r.randint(2, 9), "k2": r.randint(2, 15), "m": r.randint(5, 40),
                    "h": r.randint(2, 5), "h2": r.choice(["7", "8", "9"]),
                    "pr": r.randint(3000, 6999), "b": r.randint(100, 999),
                    "code": r.choice(["500", "502", "404", "429", "403"]),
                    "dish": r.choice(DISHES), "room": r.choice(CHAT_ROOMS)}
            vals.update(kw)
            out = text.format(**vals)
            if not any(d in out for d in self.forbidden):
                return out
        raise AssertionError(text)

    def line(self, who: str, pool: dict[str, list[str]], remember: bool = True) -> Line:
        text = self.fmt(self.rng.choice(pool[_side(self.rng, who)]))
        if remember and len(text) <= 16 and not text.startswith("["):
            self.recent = [*self.recent[-20:], (who, text)]
        return (who, text, "", -1)

    def replies(self, lead: str, pool: dict[str, list[str]], lo: int, hi: int) -> list[Line]:
        out: list[Line] = []
        said = {lead}
        for _ in range(self.rng.randint(lo, hi)):
            who = _pick(self.rng, said)
            said.add(who)
            out.append(self.line(who, pool, remember=False))
        return out

    # threads -----------------------------------------------------------------------------

    def work(self) -> list[Line]:
        lead = _pick(self.rng)
        lines = [self.line(lead, WORK), *self.replies(lead, WORK_REPLY, 1, 4)]
        if self.rng.random() < 0.3:
            lines.append(self.line(lead, {"zh": ["好了", "解决了，谢谢", "ok 了"],
                                          "en": ["fixed, thanks", "all good now"]}))
        return lines

    def small(self) -> list[Line]:
        lead = _pick(self.rng)
        return [self.line(lead, SMALL), *self.replies(lead, {"zh": REACT["zh"] + SMALL["zh"],
                                                               "en": REACT["en"]}, 0, 3)]

    def topic_chat(self) -> list[Line]:
        kind = self.rng.choice(list(TOPICS))
        lead = _pick(self.rng)
        return [self.line(lead, TOPICS[kind]["chat"]), *self.replies(lead, ANSWERS, 0, 2)]

    def repeat(self, text: str | None = None) -> list[Line]:
        text = text or self.rng.choice(REPEAT)
        who = self.rng.sample(MEMBERS, self.rng.randint(3, 5))
        return [(w, text, "", -1) for w in who]

    def at(self) -> list[Line]:
        a = _pick(self.rng)
        b = _pick(self.rng, (a,))
        ask = self.fmt(self.rng.choice(AT_ASK), b=b)
        return [(a, ask, "", -1), (b, self.rng.choice(AT_REPLY), "", -1)]

    def quote(self) -> list[Line]:
        if not self.recent:
            return self.small()
        a, text = self.rng.choice(self.recent)
        b = _pick(self.rng, (a,))
        return [(b, f"「{a}：{text}」 {self.rng.choice(QUOTE_REPLY)}", "", -1)]

    def media(self) -> list[Line]:
        a = _pick(self.rng)
        return [(a, self.rng.choice(MEDIA), "", -1),
                *[(_pick(self.rng, (a,)), self.rng.choice(MEDIA_REPLY), "", -1)
                  for _ in range(self.rng.randint(1, 2))]]

    def some(self) -> list[Line]:
        make = self.rng.choices([self.work, self.small, self.topic_chat, self.repeat, self.at,
                                 self.quote, self.media], weights=[6, 3, 3, 1, 2, 1.5, 1.5])[0]
        return make()

    def jielong(self, title: str, items: list[str]) -> list[Line]:
        who = self.rng.sample(MEMBERS, self.rng.randint(3, 6))
        got: list[str] = []
        out: list[Line] = []
        for w in who:
            got.append(f"{len(got) + 1}.{w} {self.rng.choice(items)}{self.rng.randint(15, 38)}")
            out.append((w, f"#接龙 {title} " + " ".join(got), "", -1))
        return out


def _day_threads(rng: random.Random, fill: _Filler, day: int) -> dict[str, list[list[Line]]]:
    """The day's own threads by slot (facts come in beside them)."""
    wd = day % 7
    out: dict[str, list[list[Line]]] = {}
    if wd >= 5:
        if rng.random() < 0.55:
            lead = _pick(rng)
            out["weekend"] = [[fill.line(lead, WEEKEND), *fill.replies(lead, REACT, 0, 3)]]
        return out
    morning = [fill.line(w, MORNING) for w in rng.sample(MEMBERS, rng.randint(3, 7))]
    if wd == 0:
        morning.append((PM, fill.fmt("周会下午{h}点，{room}，议程{k}项"), "", -1))
    out["morning"] = [morning]
    stand: list[Line] = []
    if rng.random() < 0.6:
        stand.append((PM, fill.fmt(rng.choice(STANDUP_OPEN)), "", -1))
    for w in rng.sample(MEMBERS, rng.randint(5, 9)):
        side = _side(rng, w)
        tasks = rng.sample(TASKS[side], 2)
        stand.append((w, fill.fmt(STANDUP[side].format(task=tasks[0], task2=tasks[1],
                                                       block=rng.choice(BLOCKS[side]),
                                                       k="{k}", k2="{k2}")), "", -1))
    out["standup"] = [stand]
    out["am"] = [fill.some() for _ in range(rng.randint(3, 5))]
    if rng.random() < 0.55:
        lunch = fill.jielong("午饭拼单", DISHES)
    else:
        lead = _pick(rng)
        lunch = [fill.line(lead, LUNCH), *fill.replies(lead, LUNCH, 1, 4)]
    out["lunch"] = [lunch]
    pm = [fill.some() for _ in range(rng.randint(8, 13))]
    if wd == 2:
        pm.insert(0, [(PM, fill.fmt("demo 下午{h}点，每组{k}分钟"), "", -1),
                      *fill.replies(PM, {"zh": ["收到", "好的", "ok"], "en": ["ok"]}, 1, 3)])
    if wd == 4:
        pm.append(fill.jielong("下午茶", DRINKS))
        pm.append(fill.repeat("周五快乐"))
    out["pm"] = pm
    oncall = MEMBERS[(day // 7 * 5 + 3) % len(MEMBERS)]  # the week's on-call member
    side = _side(rng, oncall)
    handoff = [(oncall, fill.fmt(ONCALL[side]), "", -1)]
    handoff.extend(fill.line(w, HANDOFF, remember=False)
                   for w in rng.sample(MEMBERS, rng.randint(1, 4)))
    out["handoff"] = [handoff]
    if wd == 3:  # the release night
        crew = rng.sample(MEMBERS, 4)
        out["evening"] = [[(rng.choice(crew), fill.fmt(t), "", -1)
                           for t in rng.sample(RELEASE_NIGHT, rng.randint(5, 8))]]
    elif rng.random() < 0.6:
        lead = _pick(rng)
        out["evening"] = [[fill.line(lead, EVENING), *fill.replies(lead, EVENING, 1, 3)]]
    return out


def _gap(rng: random.Random) -> float:
    """Seconds between two lines of a thread (log-normal, a minute or so)."""
    return min(900.0, max(4.0, math.exp(rng.gauss(3.4, 0.9))))


Rec = tuple[float, int, str, str, str, int]  # at, order, speaker, text, role, fact index


def _lay_out(rng: random.Random, fill: _Filler, parts: list[Part]) -> list[Rec]:
    """Slot by slot, day by day: a slot opens at its hour (or after the last one ends), its
    threads spread over it, a thread now and then overlapping the one before."""
    placed: dict[tuple[int, str], list[list[Line]]] = {}
    for day, slot, lines in parts:
        if day % 7 >= 5:
            slot = "weekend"
        placed.setdefault((day, slot), []).append(lines)
    out: list[Rec] = []
    cursor = FIRST
    order = 0
    for day in range(7 * WEEKS):
        own = _day_threads(rng, fill, day)
        for slot in ORDER:
            threads = own.get(slot, [])
            extra = placed.get((day, slot), [])
            if not threads and not extra:
                continue
            if slot == "standup":  # a report goes among the standup posts
                posts = threads[0][1:] + [line for t in extra for line in t]
                rng.shuffle(posts)
                threads = [threads[0][:1] + posts]
            elif slot in ("morning", "handoff") and threads:
                head = threads[0]
                threads = [head[:1], *extra, head[1:]] if extra else threads
            else:
                threads = threads + extra
                rng.shuffle(threads)
            lo, hi = SLOTS[slot]
            start = FIRST + day * DAY + lo * 3600 + rng.uniform(0, 300)
            t = max(start, cursor + 60)
            span = (hi - lo) * 3600
            spread = slot in ("am", "pm", "evening", "weekend", "lunch")
            prev: tuple[float, float, bool] | None = None
            for thread in threads:
                if not thread:
                    continue
                fact = any(k >= 0 for *_, k in thread)
                if prev and spread and not (fact and prev[2]) and rng.random() < 0.25:
                    begin = prev[0] + rng.uniform(0.3, 0.8) * (prev[1] - prev[0])
                else:
                    begin = t
                lt = begin
                for who, text, role, k in thread:
                    out.append((lt, order, who, text, role, k))
                    order += 1
                    lt += _gap(rng) if slot != "standup" else rng.uniform(20, 120)
                prev = (begin, lt, fact)
                t = max(t, lt)
                t += rng.uniform(0.3, 1.7) * span / (len(threads) + 1) if spread \
                    else rng.uniform(20, 90)
                cursor = max(cursor, lt)
    return out


# -- the questions ---------------------------------------------------------------------------

def _questions(rng: random.Random, f: dict[str, Any], evidence: str) -> None:
    """One question a class, in the fact's language or, a third of the time, across."""
    topic = TOPICS[f["kind"]]
    n, x = f["name"], f["detail"]
    base = f["side"] if f["lang"] == "mix" else f["lang"]
    q_lang: dict[str, str] = {}
    for cls in CLASSES:
        ql = _other(base) if rng.random() < 0.4 else base
        if cls == "keyword" and not _fits(x, ql):
            ql = "zh"
        pool = list(topic[cls][ql])
        rng.shuffle(pool)
        if cls == "paraphrase":  # the first sharing nothing with the evidence, else across
            ok = [t for t in pool if not _shares(t.format(n=n), evidence, n)]
            if not ok:
                ql = _other(ql)
                ok = [t for t in topic[cls][ql] if not _shares(t.format(n=n), evidence, n)]
            assert ok, (f["kind"], f["shape"], f["lang"], evidence)
            pool = ok
        if f["shape"] == "about" and cls != "keyword":  # said of the member, not by them
            pool.sort(key=lambda t: "说" in t or " say" in t)
        f[cls] = pool[0].format(x=x, n=n)
        q_lang[cls] = ql
    f["q_lang"] = q_lang


def _never(rng: random.Random, facts: list[dict[str, Any]], talked: set[tuple[str, str]]
           ) -> list[str]:
    """45 name a member: a topic's question of a member who spoke of the topic in passing and
    gave no detail of it (15), a detail no line states of a topic the member gave a detail
    of (14), a topic's question of a member who never touched it (8), a topic no one had
    (8); 45 name no one: two a topic (34) and 11 of things no one had."""
    has = {(f["kind"], f["name"]) for f in facts}
    named: list[str] = []

    def add(q: str) -> None:
        if q not in named:
            named.append(q)

    def partial(kind: str, name: str) -> str:
        return rng.choice(TOPICS[kind]["partial"][rng.choice(["zh", "en"])]).format(n=name)

    near = sorted(talked - has)
    rng.shuffle(near)
    for kind, name in near[:15]:
        add(partial(kind, name))
    own = sorted(has)
    rng.shuffle(own)
    seen: set[str] = set()
    for kind, name in own:
        if len(named) >= 29:
            break
        if kind not in seen:
            seen.add(kind)
            add(rng.choice(TOPICS[kind]["never_n"]).format(n=name))
    while len(named) < 37:
        kind, name = rng.choice(list(TOPICS)), rng.choice(MEMBERS)
        if (kind, name) not in has and (kind, name) not in talked:
            add(partial(kind, name))
    for q in rng.sample(NEVER_NAMED, 8):
        add(q.format(n=rng.choice(MEMBERS)))
    anon = [q for t in TOPICS.values() for q in t["never_anon"]] + rng.sample(NEVER_ANON, 11)
    out = named + anon
    rng.shuffle(out)
    return out


# -- the set ---------------------------------------------------------------------------------

def ninth_set(seed: int = 9909) -> Set:
    """The held-out ninth set (see the module's docstring)."""
    rng = random.Random(seed)
    facts = _facts(rng)
    forbidden = [f["detail"] for f in facts] + [f["earlier"] for f in facts]
    parts = _place_facts(rng, facts)
    recs = _lay_out(rng, _Filler(rng, forbidden), parts)
    recs.sort(key=lambda r: (r[0], r[1]))
    messages: list[Message] = []
    talked: set[tuple[str, str]] = set()
    at = 0.0
    for t, _, who, text, role, k in recs:
        at = round(max(t, at + 1.0), 3)
        messages.append(_user(at, who, UID + MEMBERS.index(who), text))
        if role.startswith("chat:"):
            talked.add((role[5:], who))
        elif role:
            facts[k].setdefault("_" + role, []).append(at)
    by_at = {m.created_at: m.text() for m in messages}
    for f in facts:
        f["evidence"] = f.pop("_evidence")
        f["around"] = f.pop("_around", [])
        if f["shape"] == "correction":
            f["earlier_at"] = f.pop("_earlier")[0]
        else:
            f.pop("earlier")
        _questions(rng, f, by_at[f["evidence"][0]])
        f.pop("side")
        f.pop("day")
    never = _never(rng, facts, talked)
    chatter = rng.sample([b for t in TOPICS.values() for b in t["bot"]] + BOT_GENERAL, 80)
    s = Set("ninth", messages, facts, never, chatter,
            members={n: UID + i for i, n in enumerate(MEMBERS)})
    _check(s)
    return s


def _check(s: Set) -> None:
    """The set's own checks (see the module's docstring)."""
    texts = [m.text() for m in s.messages]
    times = [m.created_at for m in s.messages]
    assert all(a < b for a, b in itertools.pairwise(times)), "times strictly increase"
    assert times[0] > START + 170 * DAY and 2000 <= len(times) <= 3000, (times[0], len(times))
    details = [f["detail"] for f in s.facts]
    wrongs = [d[1] for t in TOPICS.values() for d in t["details"]]
    for x in details:
        assert not any(x in o or o in x for o in details if o != x), x
        assert not any(x in w or w in x for w in wrongs), x
    assert len({(f["kind"], f["name"]) for f in s.facts}) == len(s.facts), "a member once a topic"
    at_index = {at: i for i, at in enumerate(times)}
    for f in s.facts:
        x, n = f["detail"], f["name"]
        where = [at for at, t in zip(times, texts, strict=True) if x in t]
        assert where == f["evidence"] and len(where) == 1, (x, where, f["evidence"])
        ev = texts[at_index[f["evidence"][0]]]
        carrier = f["carrier"]
        assert f"] {carrier}({s.members[carrier]}): " in ev, (carrier, ev)
        assert f["uid"] == s.members[n] and f["rare"] == [x]
        assert x in f["keyword"], f["keyword"]
        for cls in ("partial", "paraphrase"):
            assert n in f[cls] and x not in f[cls], (cls, f[cls])
        shared = _shares(f["paraphrase"], ev, n)
        assert not shared, (f["paraphrase"], ev, shared)
        assert f["lang"] in ("zh", "en", "mix") and set(f["q_lang"]) == set(CLASSES)
        assert set(f["q_lang"].values()) <= {"zh", "en"}
        for at in f["around"]:
            line = texts[at_index[at]]
            assert f"] {n}({f['uid']}): " in line and x not in line and at != f["evidence"][0]
        if f["shape"] == "correction":
            y = f["earlier"]
            said = [at for at, t in zip(times, texts, strict=True) if y in t]
            assert said[0] == f["earlier_at"] < f["evidence"][0], (y, said)
            assert set(said) <= {f["earlier_at"], f["evidence"][0]}, (y, said)
            assert x not in texts[at_index[f["earlier_at"]]]
    low = [d.lower() for d in details]
    for q in s.never + s.chatter:
        assert not any(d in q.lower() for d in low), q
    named = [q for q in s.never if any(n in q for n in s.members)]
    assert len(named) == len(s.never) - len(named) == 45, len(named)
    assert sum(any(w.lower() in q.lower() for w in NUMBER_WORDS) for q in s.never) >= 22
    assert len(set(s.never)) == len(s.never) and len(set(s.chatter)) == len(s.chatter) == 80
    assert not any(n in q for q in s.chatter for n in s.members)


if __name__ == "__main__":
    print(describe(ninth_set, "mix"))
    print(f"never asking a number: "
          f"{sum(any(w.lower() in q.lower() for w in NUMBER_WORDS) for q in ninth_set().never)}")
