"""Evidence sets for bench/recall.py besides its first one, generated another way.

The first set (in bench/recall.py) is Chinese, one message a fact, asked in the first
or the second person with templates whose words the recall thresholds were chosen on.
These are not used to choose anything:

- `second_set`: other topics (pets, jobs, trips, hobbies, purchases), English, Chinese
  and mixed-language turns, facts said over two messages (the second one carries the
  detail, the first only announces it), and questions in the third person about what a
  member said, in other templates: the same rare word ("keyword"), the member and the
  topic ("partial"), other words only ("paraphrase").
- `long_conversation`: two people chatting in English over weeks, a session every few
  days, facts said in the first person among small talk that is itself full of
  questions ("How was your weekend?"), asked about in the third person afterwards
  ("When did Caroline go to the pottery class?").

Each is a `Set`: its messages, its facts (the created_at of the message(s) that answer
each, and its questions by class), questions about things never said, and chatter
turns (some of them questions) that should get no block.
"""

from __future__ import annotations

import random
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
