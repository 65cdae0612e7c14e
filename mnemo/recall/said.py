"""What a stored message said: its words apart from the time and speaker stamp.

A user turn is stored as `[2026-11-30 14:03] 小明(123456): …` so the model can tell
speakers apart; the index keeps time and speaker as fields and searches only the words
(with the stamp inside, an embedding mostly encodes the stamp).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from ..message import Message

# The stamp `incoming.render` writes: minute, then `name(id)` or a bare id.
_STAMP = re.compile(r"\[(\d{4}-\d\d-\d\d \d\d:\d\d)\] (.{0,80}?(?:\(\d{1,20}\))?|\d{1,20}): ",
                    re.DOTALL)
# An indexed message longer than this is cut: a pasted document is not a remark to recall.
MAX_SAID_CHARS = 2000


@dataclass(frozen=True, slots=True)
class Said:
    at: float  # the message's created_at
    stamp: str  # the time as shown: "2026-11-30 14:03"
    role: str
    speaker: str  # "小明(123456)"; "" for the bot
    text: str


def stamp_of(at: float) -> str:
    return dt.datetime.fromtimestamp(at).astimezone().strftime("%Y-%m-%d %H:%M")


def is_talk(msg: Message) -> bool:
    """Whether `msg` is indexed (`said` gives it a form), but for a message holding its
    stamp alone: cheap enough to ask of a whole window every turn, which `said` (a
    regular expression and a time format per message) is not."""
    data = msg.data
    if msg.is_summary or data.get("role") not in ("user", "assistant"):
        return False
    content = data.get("content")
    return bool((content if isinstance(content, str) else msg.text()).strip())


def said(msg: Message) -> Said | None:
    """The searchable form of `msg`, or None for what is not talk (tools, summaries)."""
    if not is_talk(msg):
        return None
    text = msg.text().strip()
    stamp, speaker = "", ""
    if msg.role == "user":
        m = _STAMP.match(text)
        if m:
            stamp, speaker, text = m.group(1), m.group(2), text[m.end():].strip()
    if not text:
        return None
    return Said(msg.created_at, stamp or stamp_of(msg.created_at), msg.role, speaker,
                text[:MAX_SAID_CHARS])


# Where a message splits into clauses, each embedded on its own besides the whole: a
# remark that says several things ("跟大家说下，我周一要去成都出差，住在琥珀阁") is diluted
# as one vector, and a question about one of them finds that clause. Measured on
# bench/recall.py with multilingual-e5-small: paraphrased questions found their fact in
# the top 5 for 60 % with clauses, 41 % without.
_CLAUSE_END = re.compile(r"[，。！？；：,!?;\n]+|\.(?:\s|$)")
# A clause shorter than this says too little to be found by ("好的", "是吗").
MIN_CLAUSE_CHARS = 4
MAX_CLAUSES = 8


def clauses(text: str) -> list[str]:
    """The clauses of `text` embedded besides it: none unless there are two or more."""
    parts = [p.strip() for p in _CLAUSE_END.split(text)]
    parts = [p for p in parts if len(p) >= MIN_CLAUSE_CHARS]
    return parts[:MAX_CLAUSES] if len(parts) >= 2 else []


# A question's closing words, longest first: "小明哪天去成都来着" is embedded as
# "小明哪天去成都", nearer the statement it asks about ("我周一要去成都"). Measured on
# bench/recall.py with multilingual-e5-small: paraphrased questions found their fact in
# the top 5 for 71 % so, 60 % as asked.
_CLOSING = ("的是哪位", "的是谁", "是哪位", "是谁", "来着", "是什么", "什么", "吗", "呢", "吧",
            "呀", "啊", "嘛")
_TRAILING = "？?！!。.，, \n\t～~"
MIN_ASKED_CHARS = 4


def asked(text: str) -> str:
    """`text` without the closing words and marks of a question (see `_CLOSING`), when
    enough is left to search by; else `text`."""
    rest = text.rstrip(_TRAILING)
    while True:
        for tail in _CLOSING:
            if rest.endswith(tail) and len(rest) - len(tail) >= MIN_ASKED_CHARS:
                rest = rest[:-len(tail)].rstrip(_TRAILING)
                break
        else:
            return rest if len(rest) >= MIN_ASKED_CHARS else text


def words(text: str) -> str:
    """`text` without a leading stamp: what a query message asks."""
    m = _STAMP.match(text)
    return text[m.end():] if m else text


# What makes a message a question, or a reference to something said before. A stored
# question is rarely the answer to a new one (it matches the new question on both sides
# while saying nothing), and a turn that neither asks nor refers gets no recall block.
_QUESTION_ENDS = ("?", "？", "吗", "呢", "嘛", "来着")
_QUESTION_WORDS = ("什么", "谁", "哪", "几", "多少", "怎么", "为什么", "为啥", "啥", "如何",
                   "是不是", "有没有", "多大", "多久", "多远", "是否")
# Question words inside statements: "做了好几个碗", "没什么", "什么都行", "谁都知道",
# "摘了啥也看不清", "船也不怎么晃", "这几天轮胎气压老报警", "那几盆圣女果被猫啃了",
# "爬了十几层楼".
_NOT_ASKING = ("好几", "没几", "没什么", "什么都", "什么也", "谁都", "谁也", "啥都", "啥也",
               "哪儿都", "哪里都", "哪都", "哪也", "多少有些", "不怎么", "没怎么", "这几", "那几",
               "前几", "过几天", "十几", "几十", "几乎", "哪怕")
# A question told of, not asked ("搞清楚楼上吵什么了", "同事都问我是什么味道"): its clause
# asks nothing. Not "不知道选哪个", which asks for advice: counted a statement, it brought
# the eighteenth set's never-said "豆包背单词用的哪个软件？" a block (2.2 → 3.3 %).
# With `_STATES_EN` and "what else" (`_ASKED_BACK`), on bench/recall.py's sets with
# multilingual-e5-small, either: the fourth +0.4 points, sixth +0.8, eighth +0.5,
# twentieth +0.4, no set lower.
_EMBEDDED = re.compile(r"(?:搞清楚|弄清楚|搞明白|弄明白|想不起|问[我他她])[^，,。！!？?；;]*")
# How an English question opens: a question word, or an auxiliary before its subject
# (below). "can't wait" states; "can we go?" asks.
_WH = r"what|when|where|who|whom|whose|which|why|how"
_OPENS = rf"{_WH}|is|are|do|does"
_AUXILIARY = r"did|was|were|can|could|will|would|have|has|had"
_QUESTION_EN = re.compile(rf"^\W*(?:{_OPENS}|{_AUXILIARY})\b(?!['’](?:t|ve)\b)",
                          re.IGNORECASE)


# Chat leaves an English statement's subject out ("did my nursing degree at Griffith",
# "sorry, was asleep: 大麦茶 haha", "will do"): an auxiliary opens a question only before
# its subject ("did you go", "was it 8"), but "is", "are", "do" and "does", which seldom
# open a statement. Ranked as questions, such answers fell below every statement of their
# words. On bench/recall.py's sets with multilingual-e5-small, either: ninth 92.9 → 93.8 %,
# twenty-fifth 90.1 → 90.5, sixth 96.7 → 96.2, seventh 97.2 → 96.8 (a statement more,
# "Did a museum day on Sunday", took a place in what a search lists); the keyword block
# ninth 87 → 89 %, fourteenth 70 → 71 %. Lexical only, either twenty-fifth 57.5 → 58.7 %,
# the keyword block ninth and fourteenth +1 point.
_SUBJECT = (r"(?:i|you|u|ya|he|she|it|we|they|this|that|these|those|there|anyone|anybody|"
            r"someone|somebody|everyone|everybody|nobody|your|ur|his|her|their|our)\b")
# A question word before its subject opens a clause that states ("when it's busy Rosa
# helps me at the stall", "what I mean is…"), or an exclamation ("What a day"): without a
# question mark, no question.
_STATES_EN = re.compile(
    rf"^\W*(?:{_WH})\s+"
    r"(?:an?\b|(?:i|you|he|she|it|we|they)(?:['’]\w+)?\b)",
    re.IGNORECASE)
_ASKS_EN = re.compile(
    rf"^\W*(?:(?:{_OPENS})\b(?!['’](?:t|ve)\b)"
    rf"|(?:{_AUXILIARY})\s+{_SUBJECT}"
    r"|(?:did|was|were|can|could|will|would)\s+(?:the\b|(?-i:[A-Z][a-z])|[\u3400-\u9fff]))",
    re.IGNORECASE)


def asks_in_english(text: str) -> bool:
    """Whether `text` opens as an English question does (`_QUESTION_EN`): "Which of us
    posts as 星河拾光?" is asked in English, though its Chinese name weighs as much as its
    English words."""
    return bool(_QUESTION_EN.match(text))


_REFERS = ("上次", "之前", "以前", "那个", "那次", "那天", "那家", "那只", "那位", "那款",
           "记得", "说过", "提过", "提到", "刚才", "当时", "早前", "前几天", "上周",
           "上个月", "去年", "早些")
_REFERS_EN = re.compile(
    r"\b(?:remember|last (?:time|week|month|year)|earlier|before|ago|mentioned|said|told|"
    r"you know)\b", re.IGNORECASE)


# Who a question asks about: the group's members ("谁", "有人", "她", "which of us"),
# the asker's own things, or the past ("did", "was", "改到几点了"). A question about none
# of them ("火锅蘸料怎么调好吃", "what's 15% of 80?") asks the model what it knows, not
# what the group said.
_ABOUT_US = ("谁", "哪位", "有人", "大家", "我们", "咱们", "群里", "他", "她", "你们", "我的",
             "昨天", "前天")
_ABOUT_US_EN = re.compile(
    r"\b(?:who|whom|whose|anyone|anybody|someone|somebody|everyone|of us|any of you|he|"
    r"she|they|his|her|hers|their|them|him|we|us|our|my|did|was|were|had)\b", re.IGNORECASE)
# A change or a deed asked about ("集合改到几点了", "买了什么", "年会是在哪个酒店办的"),
# not "你睡了吗".
_DONE = re.compile(r"了\s*[？?]*\s*$|了(?:什么|哪|几|多少|谁)|是[^，。,.]{0,15}的\s*[？?]*\s*$")


# A quote of another line: as stored ("[引用 小明: 你去吗？] 去呀"), as QQ users type one
# ("[回复 小明：…]", "「小明：…」"). A quoted line may hold a marker of its own ("[图片]").
_REPLY = r"\[(?:引用|回复) [^\[\]]*(?:\[[^\[\]]*\][^\[\]]*)*\]"
QUOTE = re.compile(rf"「[^」]*」|{_REPLY}")
# Of those, the ones quoting a member's words ("「王梓涵：A1 is due tomorrow」 真的"): a
# text in 「」 without a name and a colon first is one the speaker passes on ("fwd 一下👇
# 「【租赁平台】您租用的大疆口袋已发出…」"), theirs to share.
QUOTED_WORDS = re.compile(rf"「[^」【】\[\]：:\s]{{1,20}}[：:][^」]*」|{_REPLY}")
# An image in a stored line: its marker, "[图片 <hash>]", or "[图片]" when it came with
# no address.
MARKER = re.compile(r"\[图片(?: [0-9a-f]{6,64}[^\]]*)?\]")


# An answer that asks back after it: "外卖站长，怎么了", "Grimsby, why?", "红色吧，你呢？".
_ASKED_BACK = re.compile(
    r"(?<=\S)[\s,，.。!！;；~～]+(?:怎么了|怎么啦|咋了|咋啦|干嘛|干啥|为啥|问这个干嘛|问这干嘛|你呢|"
    r"why|how come|what about you|and you|you|what else)\s*[?？!！.。~～]*\s*$",
    re.IGNORECASE)
# A statement that only asks to be agreed with: "it's mulled cider for you as usual,
# right?", "你是Ballarat人对吧".
_AGREE_TAIL = re.compile(
    r"(?<=\S)[\s,，]*(?:对吧|是吧|对不对|没错吧|right|yeah|yes|innit|correct)"
    r"\s*[?？!！.。~～]*\s*$", re.IGNORECASE)


# A post of questions, each with its answer after it ("4. 问：演出前最怕什么？ 答：忘词",
# "Q2: Biggest fear before a show?  A: going blank"): its last question is answered
# within it. A theatre troupe's backstage Q&A posts were ranked as questions, below
# every statement of the same words.
_ANSWERED = re.compile(r"[?？][^?？]*?(?:答|\bA\d*)\s*[:：]\s*[^?？\s][^?？]*$")


# A message of this many sentences or more is a report (`is_question`).
_SENTENCE_END = re.compile(r"[。！!；;\n]+|\.(?:\s|$)")
REPORT_SENTENCES = 3
# A run of this many clauses or more with no question mark is a report too: a crew
# member's day ("晚饭是红烧肉和土豆丝，网速还行能发几张图片，…") was a question by its "几",
# so below every statement and never among what they said (`search.said_by`). With
# `_NOT_ASKING`'s "不怎么", "这几" and "那几", on bench/recall.py's sets with
# multilingual-e5-small (and "nope" revealing a guess, `reveals`; a "猜猜我…" telling of
# its asker, `tells_own`): the twenty-ninth 86.9 → 90.5 %, twelfth 92.9 → 94.3, the
# thirteenth +0.9 points, twenty-second +0.8, twentieth, twenty-third, twenty-fifth and
# twenty-eighth +0.4, no set lower.
_CLAUSE_SEP = re.compile(r"[，,]+")
REPORT_CLAUSES = 5


def is_question(text: str) -> bool:
    """Whether `text` asks something (a mark, a closing particle, a question word, or
    an English question's first word), by its own words: a reply that quotes a question
    ("[引用 小明: 你家狗啥品种？] 萨摩耶") is its answer, and so is one that asks back
    after it (`_ASKED_BACK`); one that only asks to be agreed with tells (`_AGREE_TAIL`),
    and so does a post of questions each answered within it (`_ANSWERED`)."""
    core = QUOTE.sub(" ", text).strip().rstrip(_TRAILING.replace("?", "").replace("？", ""))
    core = _AGREE_TAIL.sub("", _ASKED_BACK.sub("", core)) or core
    if not core or _ANSWERED.search(core):
        return False
    if core.endswith(_QUESTION_ENDS):
        return True
    # A report of several sentences asks by its last: "碎碎念几句：加了4天班；did the
    # away trip to Glasgow that year；房租又涨了。就这些" tells (on bench/recall.py's
    # thirteenth, fifteenth and seventeenth sets +0.9 to +1.9 points, the sixteenth −0.4).
    sentences = [p for p in _SENTENCE_END.split(core) if p.strip()]
    if len(sentences) >= REPORT_SENTENCES:
        core = sentences[-1]
    elif "?" not in core and "？" not in core:
        # So does a long run of clauses with no question mark: "晚饭是红烧肉和土豆丝，
        # 网速还行能发几张图片，…，今天上午跟着水手长在甲板上敲锈" tells of a day.
        clauses = [p for p in _CLAUSE_SEP.split(core) if p.strip()]
        if len(clauses) >= REPORT_CLAUSES:
            core = clauses[-1]
    plain = _EMBEDDED.sub(" ", core)
    for said_so in _NOT_ASKING:
        plain = plain.replace(said_so, "")
    if any(w in plain for w in _QUESTION_WORDS):
        return True
    return any(_ASKS_EN.match(part) and not (_STATES_EN.match(part) and "?" not in part)
               for part in re.split(r"[.!。！,，;；]\s*", core))


# A question that tells of its asker's own things: "有人看到我的Petzl头灯吗？", "Has anyone
# seen my 墨绿色保温杯?"; so does one asking the group to guess them ("猜猜我最近迷上了什么
# 锻炼", "guess what I drive now"), which its asker answers.
_MINE = re.compile(r"我的|我家|\bmy\b|猜.{0,3}我|\bguess\b[^.?!]*\b(?:I|I'm|I've)\b",
                   re.IGNORECASE)


def tells_own(text: str) -> bool:
    """Whether `text` (a question) says something of its asker's own (`_MINE`)."""
    return bool(_MINE.search(QUOTE.sub(" ", text)))


# What may stand between a question and what its asker goes on to tell.
_AFTER_MARK = " -—–_:：，,。.!！~～()（）"


def told_after(text: str) -> str:
    """What `text` goes on to tell after its last question, "" when what follows asks
    too or nothing does: "昨天在6幢门口丢的，谢谢大家" of "谁捡到一个银色保温杯？昨天在6幢门口
    丢的，谢谢大家"; "" of "你去吗？" and of "你去吗？几点？"."""
    core = QUOTE.sub(" ", text).strip()
    cut = max(core.rfind("?"), core.rfind("？"))
    rest = core[cut + 1:].strip(_AFTER_MARK) if cut >= 0 else ""
    return "" if not rest or is_question(rest) else rest


# A guess put to someone to confirm ("你那双排练鞋是特步的吧？"): `_AGREE_TAIL`'s, or a
# closing 吧, or a 吧 and a few words more saying which ("你那副是飞傲吧，sound 很好那个": on
# bench/recall.py's sets with multilingual-e5-small, the evidence in either +0.8 points on
# the twenty-fourth, +0.5 on the thirteenth, +0.4 on the twentieth, no set lower) or why
# ("你背的是抱抱熊吧？在诊所看到你了": the twenty-seventh +0.4, the twenty-fifth −0.4, where
# "@芝芝 你穿的是Skechers吧？一天跑下来都没见你喊脚疼", hers to know, took the last place of a
# list from her sign-up entry).
_GUESS_TAIL = re.compile(rf"(?:{_AGREE_TAIL.pattern}|(?<=\S)吧\s*"
                         r"(?:[?？!！.。~～，,]+[^?？\n]{0,16})?\s*$"
                         # and an agreement asked, then why or what next: "you booked
                         # Court 6, right? I'll go ahead and warm up"
                         r"|(?<=\S)[\s,，]*(?:对吧|是吧|对不对|没错吧|right|innit)\s*[?？]+"
                         r"\s*[^?？\n]{1,40}$)", re.IGNORECASE)


# Or one that opens saying it guesses ("let me guess, Tim Tam by the bed again? 😂",
# "我猜是乐途？"): no set's figures moved, the line ranking low among the member's own.
_GUESS_OPEN = re.compile(r"\b(?:let me guess|i bet|i guess)\b[\s,，:：]*|我猜[是你]?[\s,，:：]*",
                         re.IGNORECASE)


# Or it asks back what it takes for known: "@大白 你不是在鹿角巷上班吗 帮我看看还有没有货",
# "不是说你染了亚麻灰吗". With an agreement asked and then what next (`_GUESS_TAIL`), and
# "你那台…" telling a member of theirs (`search._TOLD`), on bench/recall.py's sets with
# multilingual-e5-small +3.4 points summed (the eighth +1.0, the nineteenth +0.8, the
# fifth +0.7), no set lower, never said unchanged.
_RHETORICAL = re.compile(r"(?:不是说?你|你不是)([^?？。！!\n]{2,30}?)[吗嘛]")


def guesses(text: str) -> bool:
    """Whether `text` asks only to have a guess confirmed: it closes asking so
    (`_GUESS_TAIL`), or opens saying it guesses (`_GUESS_OPEN`), and asks nothing
    without that close or its marks; or it asks back what it takes for known
    (`_RHETORICAL`). "@Ethan 你那双排练鞋是特步的吧？", "@石头 you process
    in Sequator, right?" and "@Priya let me guess, Tim Tam by the bed again?" do; "谁带的吧",
    "你去吗？" and "let me guess, who forgot the cake?" do not."""
    core = QUOTE.sub(" ", text).strip()
    if (taken := _RHETORICAL.search(core)) and not is_question(taken.group(1)):
        return True
    bare = _GUESS_TAIL.sub("", core)
    if bare == core and (opened := _GUESS_OPEN.search(core)):
        bare = (core[:opened.start()] + core[opened.end():]).replace("?", " ").replace("？", " ")
    return bare != core and bool(bare.strip()) and not is_question(bare)


# A question after a quantity ("近视多少度", "储物柜是几号", "how many") is answered by a
# message that holds one: the member's own line on the topic without a number
# ("近视的人冬天进屋眼镜全是雾") is no answer. "几" asks only before a measure word (a
# shop is called 言几又), "how far up the ladder" is no distance. Chinese numerals
# count in twos or before a measure word: a lone "一" is in "一起", "一下", "一堆".
_QUANTITY = re.compile(
    r"多少|几[个号点岁年月天周次位种块斤层楼件台部本张条杯份分秒元度级回趟遍名只]|"
    r"多(?:大|高|重|远|久|长|贵|深|宽)|\bhow (?:many|much|old|long|tall|often)\b|"
    r"\bwhat time\b", re.IGNORECASE)
_NUMBER = re.compile(
    r"\d|[零〇一二两三四五六七八九十百千万亿半]{2,}|"
    r"[两三四五六七八九十百千万半][个只块元度号年级岁斤米分点天次瓶位名层楼件台部本张条杯份兆月周]|"
    r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|"
    r"forty|fifty|hundred|thousand|dozen|half)\b", re.IGNORECASE)


def asks_quantity(text: str) -> bool:
    """Whether `text` asks how many, how much, which number or what time."""
    for said_so in _NOT_ASKING:
        text = text.replace(said_so, "")
    return bool(_QUANTITY.search(text))


def holds_number(text: str) -> bool:
    """Whether `text` says a number (digits, Chinese or English number words)."""
    return bool(_NUMBER.search(text))


def asks(text: str) -> bool:
    """Whether `text` asks something or refers to something said before: what makes
    a recall block worth its tokens at all."""
    return is_question(text) or refers(text)


# Asking whether something was said at all: "之前有人说过洗衣机多久清洗一次吗？".
_WHETHER_SAID = re.compile(r"(?:说过|提过|提到过|讲过|说起过).+?(?:吗|没有?)\W*$")


def asks_whether_said(text: str) -> bool:
    """Whether `text` asks if something was said at all ("之前有人提过北辰智联的候选人吗？"):
    its answer is the line saying it, not one on its topic."""
    return bool(_WHETHER_SAID.search(text))


def about_us(text: str) -> bool:
    """Whether `text` asks about the group's members or their past, or refers to
    something said before (a question naming a member is about them too: see
    `Recall.named`)."""
    return (any(w in text for w in _ABOUT_US) or bool(_ABOUT_US_EN.search(text))
            or bool(_DONE.search(text)) or refers(text))


def refers(text: str) -> bool:
    """Whether `text` refers to something said before ("上次", "来着", "remember")."""
    return (any(w in text for w in _REFERS) or text.rstrip(_TRAILING).endswith("来着")
            or bool(_REFERS_EN.search(text)))


# A member who made the group guess ("猜猜我给那只猫起了啥名", "guess what I drive now")
# tells them what it was: after their wrong guesses ("都没猜中，奶盖", "nope, all wrong:
# Hiace", "哈哈不是，是桃花", "哈哈哈不对，朝阳！", "哈哈 nope，Kettlebell！", "haha no,
# Mochi") or as the answer ("揭晓：冷湖", "公布答案：Dark Acres", "reveal 一下 是观天阁").
_GUESS = re.compile(r"猜|\bguess", re.IGNORECASE)
_REVEAL = re.compile(r"都不对|没猜[中对到]|猜错|揭晓|公布答案|答案|不是[，,、\s~～]*是"
                     r"|不对[，,、!！\s~～]"
                     r"|\ball wrong\b|\bnot even close\b|\bnope\b|\bno[,，!！]"
                     r"|\b(?:nobody|no one) got it\b|\bwrong guess|\breveal|\bthe answer\b",
                     re.IGNORECASE)
_ANY_WORD = re.compile(r"\w")
_NO = re.compile(r"\bno(?:pe)?\b", re.IGNORECASE)


def asks_to_guess(text: str) -> bool:
    """Whether `text` may be a member asking the group to guess something."""
    return bool(_GUESS.search(text))


def reveals(text: str) -> bool:
    """Whether `text` tells the group what they were guessing: short as such a line is,
    its words after the "no" or the "答案" are the answer."""
    # The last: "nope, all wrong: Hiace".
    last = max((m.end() for m in _REVEAL.finditer(text)), default=None)
    return last is not None and len(_ANY_WORD.findall(_NO.sub(" ", text[last:]))) >= 2
