"""Evidence sets for bench/recall.py besides its first one, generated another way.

The first set (in bench/recall.py) is Chinese, one message a fact, asked in the first
or the second person with templates whose words the recall thresholds were chosen on.
These are not used to choose anything:

- `second_set`: other topics (pets, jobs, trips, hobbies, purchases), English, Chinese
  and mixed-language turns, facts said over two messages (the second one carries the
  detail, the first only announces it), and questions in the third person about what a
  member said, in other templates: the same rare word ("keyword"), the member and the
  topic ("partial"), other words only ("paraphrase").
- `third_set`: written after the thresholds of issue 23's second round were chosen on
  the first two sets, and scored once at the end, as the held-out figure: other
  members, other topics (moves, exams, concerts, allergies, cars, plants, languages,
  gifts), each with its own details; facts said in four shapes (an answer to another
  member's question, an announcement then the detail then a follow-up, one
  mixed-language message, the detail first and its elaboration after); questions in
  the third person about what a member said, Chinese, English and across the two;
  never-said questions that name members on near topics; chatter with the topics' words
  said by others ("演唱会门票好难抢").
- `long_conversation`: two people chatting in English over weeks, a session every few
  days, facts said in the first person among small talk that is itself full of
  questions ("How was your weekend?"), asked about in the third person afterwards
  ("When did Caroline go to the pottery class?").
- A fourth, held out and generated another way again, is bench/recall_set4.py's `fourth_set`.
- A fifth, held out and generated another way again (times from a point process first,
  a QQ group's chatter after), is bench/recall_set5.py's `fifth_set`.
- A sixth, held out from the gate's fourth round and generated another way again (a
  month of threads, topics and members of its own), is bench/recall_set6.py's `sixth_set`.
- A seventh, held out from the gate's fifth round (the question's words cut by a
  segmenter) and written blind to the recall code (overlapping threads, corrections,
  details given days later), is bench/recall_set7.py's `seventh_set`.

Each is a `Set`: its messages, its facts (the created_at of the message(s) that answer
each, and its questions by class), questions about things never said, and chatter
turns (some of them questions) that should get no block.
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from mnemo.message import Message

DAY = 86400.0
START = 1_767_225_600.0  # 2026-01-01 00:00 UTC


@dataclass
class Set:
    name: str
    messages: list[Message]
    facts: list[dict[str, Any]]  # "evidence": [created_at, ...]; one key per class
    never: list[str]
    chatter: list[str]
    classes: tuple[str, ...] = ("keyword", "partial", "paraphrase")
    members: dict[str, int] = field(default_factory=dict)


def _stamp(at: float, name: str, uid: int, text: str) -> str:
    import datetime as dt

    when = dt.datetime.fromtimestamp(at).astimezone().strftime("%Y-%m-%d %H:%M")
    return f"[{when}] {name}({uid}): {text}"


def _user(at: float, name: str, uid: int, text: str) -> Message:
    return Message({"role": "user", "content": _stamp(at, name, uid, text)}, tokens=20,
                   created_at=at)


def _fits(word: str, lang: str) -> bool:
    """An English line carries only a word written in Latin letters."""
    return lang != "en" or word.isascii()


def _other(lang: str) -> str:
    return "en" if lang == "zh" else "zh"


# -- the second set ---------------------------------------------------------------------

MEMBERS = ["Mel", "Jon", "Priya", "Omar", "Lena", "Ken", "小周", "阿杰", "Sara", "思琪",
           "Tom", "Dave"]
# (said, keyword question, partial question, paraphrase question): {n} the member, {x}
# the rare detail. The detail is in the second message of the fact; the first only
# announces it.
TOPICS = [
    ("pet", "Guess what, we finally got a puppy!", "He's a corgi and we named him {x}",
     "Who has a dog called {x}?", "What breed is {n}'s new puppy?",
     "What did {n} name the little animal they brought home?"),
    ("job", "Big news: I changed jobs", "Starting Monday I'm a data engineer at {x}",
     "Which of us works at {x} now?", "Where does {n} work as a data engineer?",
     "Which company hired {n} recently?"),
    ("trip", "我订好假期的行程了", "下个月去{x}玩一周，已经订好酒店了",
     "谁要去{x}玩来着？", "{n}下个月去哪里旅行？", "{n}假期打算到哪儿度假？"),
    ("hobby", "最近迷上了一个新爱好", "每周六去{x}学陶艺，做了好几个碗",
     "在{x}学东西的是谁？", "{n}周六在哪里学陶艺？", "{n}周末去什么地方做手工？"),
    ("buy", "终于下单了", "买了一台{x}的 mechanical keyboard, 红轴的",
     "谁买了{x}的键盘？", "{n}买的 keyboard 是什么牌子的？",
     "{n}新入手的打字设备是哪家的？"),
    ("food", "Found an amazing restaurant last night", "It's called {x}, best ramen in town",
     "Who recommended {x}?", "What's the name of the ramen place {n} found?",
     "Where did {n} say the good noodles are?"),
]
DETAILS = ["Biscuit", "Noodle", "Mochi", "Pixel", "Waffle", "Ziggy", "Nimbus", "Tofu",
           "Quantex", "Brightloop", "Helioform", "Datavane", "Corvid Labs", "Mintwave",
           "冰岛", "清迈", "大阪", "喀什", "黄山", "厦门", "禾木", "稻城",
           "泥巴工坊", "拾陶社", "窑里", "素坯馆", "Keychron", "Leopold", "Varmilo",
           "Akko", "Ichiran", "Menya Ramen", "Kinton", "Hakata House"]
CHATTER_B = ["lol that's so true", "anyone up for lunch?", "今天好冷啊", "我先去开会了",
             "haha 笑死", "周末有人打球吗", "the wifi is slow again", "good morning all",
             "刚看完那集，太好看了", "who's watching the game tonight?", "下班下班",
             "this meeting could have been an email", "有人吃过楼下新开的店吗",
             "ok sounds good", "明天降温记得多穿点", "what time is it there?",
             "我也觉得", "brb", "coffee anyone?", "好累啊今天"]
NEVER_B = ["Who has a pet parrot?", "Which of us works at a bank?",
           "谁要去{w}滑雪来着？", "{n}买的相机是什么牌子？", "Where did {n} buy the guitar?",
           "{n}上次说的那本书叫什么？", "Who recommended the sushi place?",
           "What's the name of {n}'s cat?"]


def second_set(n_facts: int = 120, total: int = 3000, seed: int = 23) -> Set:
    rng = random.Random(seed)
    facts: list[dict[str, Any]] = []
    used: set[str] = set()
    for k in range(n_facts):
        topic = TOPICS[k % len(TOPICS)]
        name = MEMBERS[(k * 5 + k // len(TOPICS)) % len(MEMBERS)]
        choices = [d for d in DETAILS if d not in used] or DETAILS
        detail = rng.choice(choices)
        used.add(detail)
        x = f"{detail}{k}" if k >= len(DETAILS) else detail
        kind, first, second, key_q, part_q, para_q = topic
        facts.append({"kind": kind, "name": name, "uid": 3000 + MEMBERS.index(name),
                      "said": [first, second.format(x=x)],
                      "keyword": key_q.format(x=x, n=name),
                      "partial": part_q.format(x=x, n=name),
                      "paraphrase": para_q.format(x=x, n=name)})
    slots = sorted(rng.sample(range(0, total - 3, 3), len(facts)))
    at_slot = dict(zip(slots, facts, strict=True))
    messages: list[Message] = []
    at = START
    i = 0
    while i < total:
        at += rng.uniform(30, 600)
        fact = at_slot.get(i)
        if fact is not None:
            fact["evidence"] = []
            for j, text in enumerate(fact["said"]):
                messages.append(_user(at, fact["name"], fact["uid"], text))
                if j:  # the detail is in the second message
                    fact["evidence"].append(at)
                at += rng.uniform(5, 60)
            i += 2
            continue
        name = rng.choice(MEMBERS)
        messages.append(_user(at, name, 3000 + MEMBERS.index(name),
                              f"{rng.choice(CHATTER_B)}" + ("" if rng.random() < 0.7
                                                            else f" ({i})")))
        i += 1
    never = [rng.choice(NEVER_B).format(n=rng.choice(MEMBERS), w=rng.choice(["北海道", "长白山"]))
             for _ in range(n_facts)]
    chatter = [rng.choice(CHATTER_B) for _ in range(n_facts)]
    return Set("second", messages, facts, never, chatter,
               members={n: 3000 + i for i, n in enumerate(MEMBERS)})


# -- the third set ----------------------------------------------------------------------

PEOPLE = ["Alice", "Bruno", "陈晨", "Farah", "Gus", "海燕", "Ivan", "嘉怡", "Kofi", "林峰",
          "Maya", "Nico"]
# kind: (details, the fact's opening, its detail line, its follow-up, someone else's
# question it may answer, [keyword questions], [partial], [paraphrase]). {x} the
# detail, {n} the member. Each class has templates to rotate through.
THIRD_TOPICS: dict[str, tuple[Any, ...]] = {
    "move": (
        ["望京", "徐汇滨江", "天河北", "Brooklyn Heights", "Kreuzberg", "五道口", "陆家嘴",
         "南山科技园", "Shoreditch", "西溪湿地", "光谷", "宽窄巷子"],
        "周末终于把家搬完了", "新家在{x}那边，two bedrooms，离地铁很近", "累死了但是很值",
        "{n}，新家搬好了没？",
        ["住在{x}附近的是哪位？", "Who moved to {x}?"],
        ["{n}搬家搬到哪个区了？", "{n}说新家在哪儿来着？"],
        ["{n}现在的住所位于什么地方", "Where does {n} live these days?"]),
    "exam": (
        ["PMP", "CFA Level 1", "雅思", "JLPT N2", "注册会计师", "CKA", "教师资格证",
         "AWS Solutions Architect", "法考", "托福", "GRE", "一级建造师"],
        "终于考完了!!!", "{x} 过了，下个月拿证", "谢谢大家之前帮我复习",
        "{n} 你那个考试出成绩了吗？",
        ["谁考过了{x}？", "Who passed {x}?"],
        ["{n}考过的是什么证？", "Which exam did {n} pass?"],
        ["{n}最近拿到了哪种资格认证", "What certification did {n} earn?"]),
    "concert": (
        ["Coldplay", "周杰伦", "Taylor Swift", "五月天", "Radiohead", "陈奕迅", "Billie Eilish",
         "草东没有派对", "Arctic Monkeys", "万能青年旅店", "Adele", "李健"],
        "Guess what, I got tickets!", "{x} at the stadium next Friday, front row!",
        "I've been waiting three years for this", "Any luck with the tickets, {n}?",
        ["Who's going to see {x}?", "谁抢到了{x}的票？"],
        ["Which concert is {n} going to?", "{n}下周五去看谁？"],
        ["{n}要去听哪位歌手的现场", "Which singer will {n} watch live?"]),
    "allergy": (
        ["芒果", "花生", "虾", "猕猴桃", "菠萝", "牛奶", "荞麦", "蓝莓", "芝麻", "螃蟹",
         "桃子", "鸡蛋"],
        "今天去医院做了过敏原检测", "医生说我对{x}过敏，以后都不能吃了", "好可惜，我最爱吃的",
        "{n}，检测结果怎么样？",
        ["谁对{x}过敏来着？", "Who is allergic to {x}?"],
        ["{n}对什么过敏？", "What is {n} allergic to?"],
        ["哪种食物{n}碰了身体会起反应", "Which food must {n} avoid?"]),
    "car": (
        ["Model Y", "小鹏P7", "比亚迪海豹", "Ioniq 5", "理想L7", "蔚来ET5", "Polestar 2",
         "极氪001", "Mini Cooper", "宝马i3", "Civic Type R", "五菱宏光"],
        "提车了！", "a white {x}，续航六百公里", "周末带大家兜风",
        "{n} 车提了没有？",
        ["谁开{x}？", "Who bought the {x}?"],
        ["{n}提的什么车？", "What car did {n} get?"],
        ["{n}新入手的座驾是哪款", "Which vehicle did {n} just pick up?"]),
    "plant": (
        ["龟背竹", "琴叶榕", "Monstera", "多肉", "蓝莓树", "柠檬树", "Bonsai", "薄荷",
         "罗勒", "茉莉", "Fiddle-leaf fig", "绿萝"],
        "阳台终于有点样子了", "种了一盆{x}，长得特别快", "每天早上浇一次水",
        "{n}你阳台收拾得怎么样了？",
        ["谁种了{x}？", "Who grows {x} on the balcony?"],
        ["{n}阳台上种了什么？", "What did {n} plant on the balcony?"],
        ["{n}家里养的是哪种绿植", "What greenery does {n} keep at home?"]),
    "language": (
        ["西班牙语", "Korean", "德语", "Japanese", "法语", "Italian", "俄语", "Portuguese",
         "阿拉伯语", "Swahili", "泰语", "Dutch"],
        "报了个网课", "在学{x}，已经坚持三个月了", "Duolingo 连续打卡 90 天",
        "{n} 最近晚上都在忙啥？",
        ["谁在学{x}？", "Who is studying {x}?"],
        ["{n}在学哪门语言？", "Which language is {n} learning?"],
        ["{n}最近在练哪国的话", "What foreign tongue is {n} picking up?"]),
    "gift": (
        ["戴森吹风机", "Kindle Oasis", "按摩椅", "Apple Watch", "扫地机器人", "空气炸锅",
         "Switch", "拍立得", "AirPods Max", "咖啡机", "电动牙刷", "筋膜枪"],
        "我妈生日快到了", "给她买了个{x}，已经寄回家了", "希望她喜欢",
        "{n}，你妈生日礼物选好了吗？",
        ["谁买了{x}送人？", "Who gave a {x} as a present?"],
        ["{n}给妈妈买了什么生日礼物？", "What birthday gift did {n} buy for their mom?"],
        ["{n}给母亲挑的寿礼是什么", "What did {n} get their mother for her birthday?"]),
}
CHATTER_C = ["有人要一起点奶茶吗", "what's everyone doing this weekend?", "今天的会开了三个小时",
             "演唱会门票好难抢", "过敏季又到了，鼻子好痒", "the printer is jammed again",
             "周五团建去哪？", "搬家真的太累了", "新能源车现在好多啊", "lunch at the usual place?",
             "我的多肉又死了", "学外语好难坚持", "生日礼物真难挑", "考试季大家加油",
             "nice weekend everyone", "楼下咖啡店关门了", "谁有充电线借一下", "haha same",
             "下雨了记得带伞", "ok 我看看", "明天几点集合？", "感觉这周好漫长",
             "did anyone see the news?", "这个需求又改了", "午睡时间到", "👍"]
NEVER_C = ["{n}去哪里学的潜水？", "{n}的婚礼定在哪天？", "Which gym does {n} go to?",
           "{n}的摩托车是什么牌子？", "Who adopted a cat last month?", "谁去看了牙医来着？",
           "What's the name of {n}'s band?", "{n}考的驾照过了吗？", "{n}滑雪摔伤了哪里？",
           "Who is learning to play the cello?", "{n}租的房子月租多少？",
           "What did {n} say about the marathon?"]
SHAPES = ("answer", "three", "one", "detail-first")


def third_set(n_facts: int = 96, total: int = 2600, seed: int = 2403) -> Set:
    """The held-out set of issue 23's second round (see the module's docstring)."""
    rng = random.Random(seed)
    kinds = list(THIRD_TOPICS)
    facts: list[dict[str, Any]] = []
    for k in range(n_facts):
        kind = kinds[k % len(kinds)]
        details, opening, detail, follow, asked_by, key_q, part_q, para_q = THIRD_TOPICS[kind]
        x = details[(k // len(kinds)) % len(details)]
        # Each member once per topic: "Where did Alice move?" has one answer.
        name = PEOPLE[(k % len(kinds) * 5 + k // len(kinds)) % len(PEOPLE)]
        shape = SHAPES[(k + k // len(kinds)) % len(SHAPES)]
        line = detail.format(x=x)
        if shape == "answer":
            other = PEOPLE[(PEOPLE.index(name) + 1 + k % 5) % len(PEOPLE)]
            said = [(other, asked_by.format(n=name)), (name, line)]
            at_detail = 1
        elif shape == "three":
            said = [(name, opening), (name, line), (name, follow)]
            at_detail = 1
        elif shape == "one":
            said = [(name, f"{opening} {line}")]
            at_detail = 0
        else:
            said = [(name, line), (name, follow)]
            at_detail = 0
        t = k // len(kinds) + k
        facts.append({"kind": kind, "name": name, "shape": shape, "said": said,
                      "at_detail": at_detail,
                      "keyword": key_q[t % 2].format(x=x, n=name),
                      "partial": part_q[t % 2].format(x=x, n=name),
                      "paraphrase": para_q[t % 2].format(x=x, n=name)})
    slots = sorted(rng.sample(range(0, total - 4, 4), len(facts)))
    at_slot = dict(zip(slots, facts, strict=True))
    messages: list[Message] = []
    at = START + 40 * DAY
    i = 0
    while i < total:
        at += rng.uniform(20, 900)
        fact = at_slot.get(i)
        if fact is not None:
            fact["evidence"] = []
            for j, (who, text) in enumerate(fact["said"]):
                messages.append(_user(at, who, 5000 + PEOPLE.index(who), text))
                if j == fact["at_detail"]:
                    fact["evidence"].append(at)
                at += rng.uniform(10, 120)
                # Others talk between the parts of a fact now and then.
                if j + 1 < len(fact["said"]) and rng.random() < 0.3:
                    other = rng.choice(PEOPLE)
                    messages.append(_user(at, other, 5000 + PEOPLE.index(other),
                                          rng.choice(CHATTER_C)))
                    at += rng.uniform(10, 60)
            i += len(fact["said"])
            continue
        name = rng.choice(PEOPLE)
        messages.append(_user(at, name, 5000 + PEOPLE.index(name), rng.choice(CHATTER_C)))
        i += 1
    never = [rng.choice(NEVER_C).format(n=rng.choice(PEOPLE)) for _ in range(n_facts)]
    chatter = [rng.choice(CHATTER_C) for _ in range(n_facts)]
    return Set("third", messages, facts, never, chatter,
               members={n: 5000 + i for i, n in enumerate(PEOPLE)})


# -- a long two-person conversation -----------------------------------------------------

A, B = ("Caroline", 4001), ("Melanie", 4002)
# (what A or B says in the first person, a third-person question, the words a question
# asks with). {who} the speaker.
LIFE = [
    ("I went to a pottery class yesterday, I made a wonky mug!",
     "When did {who} go to a pottery class?"),
    ("I joined an LGBTQ support group last week, everyone was so welcoming",
     "What support group did {who} join?"),
    ("We adopted two kittens, their names are Luna and Oliver",
     "What are the names of {who}'s kittens?"),
    ("I ran my first half marathon on Sunday, 2 hours 10 minutes",
     "How long did {who}'s half marathon take?"),
    ("I'm researching adoption agencies, it's a lot of paperwork",
     "What is {who} researching?"),
    ("Painting helps me de-stress after work, mostly landscapes",
     "What does {who} do to destress?"),
    ("My grandma gave me her old necklace from Sweden",
     "Where is {who}'s grandmother's necklace from?"),
    ("I went camping at Lake Tahoe with my family last weekend",
     "Where did {who} go camping?"),
    ("I started volunteering at the animal shelter on Tuesdays",
     "Where does {who} volunteer?"),
    ("I went biking with friends along the river trail",
     "Who did {who} go biking with?"),
    ("My daughter just started playing the violin, she loves it",
     "What instrument does {who}'s daughter play?"),
    ("I'm reading Becoming by Michelle Obama right now",
     "What book is {who} reading?"),
    ("We're repainting the kitchen a sage green colour",
     "What colour is {who} painting the kitchen?"),
    ("I gave a talk at the community centre about transgender rights",
     "Where did {who} give a talk?"),
    ("My brother is moving to Denver in March",
     "Where is {who}'s brother moving?"),
    ("I finally finished the quilt I've been sewing since summer",
     "What did {who} finish sewing?"),
    ("I signed up for a beginner's salsa class on Thursdays",
     "What dance class did {who} sign up for?"),
    ("Our dog Max had surgery on his paw, he's recovering well",
     "What happened to {who}'s dog?"),
    ("I made lasagna from my mom's recipe for the party",
     "What did {who} cook for the party?"),
    ("I'm saving up for a trip to Japan next spring",
     "Where is {who} planning to travel?"),
]
SMALL_TALK = ["Hey! How was your weekend?", "That's awesome, I'm so happy for you!",
              "How have you been lately?", "Oh wow, tell me more!", "Haha, I love that",
              "What have you been up to?", "That sounds really fun", "Aww, that's sweet",
              "I know, right?", "How's the family doing?", "Same here, busy week",
              "Did you do anything fun?", "Thanks for asking!", "That's so cool",
              "I'm doing great, thanks", "Really? When?", "Good for you!",
              "Any plans for the weekend?", "Talk soon!", "Yeah, totally agree"]
NEVER_LONG = ["What car does {who} drive?", "Where did {who} go skiing?",
              "What is the name of {who}'s parrot?", "Which restaurant did {who} open?",
              "When did {who} learn to play the drums?"]


def long_conversation(sessions: int = 14, turns: int = 36, seed: int = 31) -> Set:
    """Two people, a session every 3-5 days, `turns` messages each; every fact is said
    once by one of them and asked about in the third person ("paraphrase": the question
    as a reader would write it; "keyword" holds a word of the fact as well)."""
    rng = random.Random(seed)
    plan = list(LIFE)
    rng.shuffle(plan)
    per = -(-len(plan) // sessions)
    messages: list[Message] = []
    facts: list[dict[str, Any]] = []
    at = START
    for s in range(sessions):
        at += rng.uniform(3, 5) * DAY
        todo = plan[s * per:(s + 1) * per]
        spots = set(rng.sample(range(2, turns - 2), len(todo)))
        pending = list(todo)
        for t in range(turns):
            who = (A, B)[t % 2]
            at += rng.uniform(20, 240)
            if t in spots and pending:
                said, question = pending.pop()
                messages.append(_user(at, who[0], who[1], said))
                facts.append({"name": who[0], "evidence": [at],
                              "question": question.format(who=who[0])})
            else:
                messages.append(_user(at, who[0], who[1], rng.choice(SMALL_TALK)))
    never = [q.format(who=w) for q in NEVER_LONG for w in (A[0], B[0])]
    chatter = [rng.choice(SMALL_TALK) for _ in range(40)]
    return Set("long", messages, facts, never, chatter, classes=("question",),
               members={A[0]: A[1], B[0]: B[1]})


def stem(word: str) -> str:
    """A crude English stem ("-ing", "-ed", "-es", "-s" off, three letters kept): what a
    paraphrase may not share with its evidence, in the sets that use it."""
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[:-len(suffix)]
    return word


def pairs(text: str) -> set[str]:
    """The two Chinese characters in a row that `text` holds."""
    return {run[i:i + 2] for run in re.findall(r"[\u4e00-\u9fff]+", text)
            for i in range(len(run) - 1)}


def check_messages(s: Set, said_at: dict[float, str] | None, first: float, last: float,
                   sizes: tuple[int, int]) -> tuple[list[str], list[float], dict[float, str]]:
    """The checks a held-out set's messages share: a second apart at least, all between
    `first` and `last`, as many as `sizes` allows; their texts, their times and what each
    said by its time (`said_at` when the set has it already)."""
    texts = [m.text() for m in s.messages]
    times = [m.created_at for m in s.messages]
    if said_at is None:
        said_at = {at: t.split("): ", 1)[1] for at, t in zip(times, texts, strict=True)}
    assert all(b - a >= 1.0 for a, b in itertools.pairwise(times)), "a second apart at least"
    assert times[0] > first and times[-1] < last
    assert sizes[0] <= len(times) <= sizes[1], len(times)
    return texts, times, said_at


def check_questions(s: Set, bad: list[str]) -> None:
    """The checks a held-out set's questions share: no detail or wrong value (`bad`) in
    a never-said question or a chatter turn, 45 never-said questions naming a member and
    45 naming no one, 90 chatter turns naming nobody, no question twice, and no
    never-said question among the real ones."""
    bad = [v.lower() for v in bad]
    for q in s.never + s.chatter:
        assert not any(v in q.lower() for v in bad), q
    named = [q for q in s.never if any(n in q for n in s.members)]
    assert len(named) == len(s.never) - len(named) == 45, len(named)
    assert len(set(s.never)) == len(s.never) == 90
    assert len(set(s.chatter)) == len(s.chatter) == 90
    assert not any(n in q for q in s.chatter for n in s.members)
    questions = [f[c] for f in s.facts for c in s.classes]
    assert len(set(questions)) == len(questions), "no question twice"
    assert not set(questions) & set(s.never), "a never-said question is not a real one"


def describe(make: Callable[[], Set], mixed: str) -> str:
    """A generated set's self-check (built twice, the same; under 2 s) and its counts, for
    a set module run as a script; `mixed` is the set's label of a mixed-language fact."""
    import collections
    import hashlib
    import time

    t0 = time.perf_counter()
    s = make()
    took = time.perf_counter() - t0
    assert took < 2, took
    again = make()
    digest = hashlib.sha256("\n".join(m.text() for m in s.messages).encode()).hexdigest()
    redo = hashlib.sha256("\n".join(m.text() for m in again.messages).encode()).hexdigest()
    assert digest == redo, "deterministic for a seed"
    assert again.facts == s.facts and again.never == s.never and again.chatter == s.chatter
    span = (s.messages[-1].created_at - s.messages[0].created_at) / DAY
    q_langs = collections.Counter(q for f in s.facts for q in f["q_lang"].values())
    cross = sum(1 for f in s.facts for ql in f["q_lang"].values()
                if f["lang"] != mixed and ql != f["lang"])
    plain = sum(1 for f in s.facts if f["lang"] != mixed) * 3
    named = sum(1 for q in s.never if any(n in q for n in s.members))
    return "\n".join([
        f"messages {len(s.messages)} over {span:.1f} days, generated in {took:.2f}s, "
        f"digest {digest[:12]}",
        f"facts {len(s.facts)}: shapes {dict(collections.Counter(f['shape'] for f in s.facts))}",
        f"  langs {dict(collections.Counter(f['lang'] for f in s.facts))}",
        f"  kinds {dict(collections.Counter(f['kind'] for f in s.facts))}",
        f"  with the member's own lines on the topic besides the detail: "
        f"{sum(1 for f in s.facts if f.get('around'))} "
        f"({sum(len(f.get('around', ())) for f in s.facts)} lines)",
        f"  question langs {dict(q_langs)}; across the language of a zh or en fact: "
        f"{cross} of {plain}",
        f"never {len(s.never)} ({named} name a member, {len(s.never) - named} no one), "
        f"chatter {len(s.chatter)}, members {len(s.members)}"])

