"""A twenty-eighth evidence set for bench/recall.py: held out, never to choose anything on.

Written blind to the recall code: nothing under mnemo/ (but the first 80 lines of
mnemo/message.py), mnemo_panel/, plugins/, tests/, docs/ or .ci/ was opened, read or searched
while writing it, nor the README, bench/recall.py, bench/context.py, any other bench file's body,
any note or issue text, nor any figure or score of any set; no git command was run, the issue and
search tools were not used, the recall code was never imported or called, on this set or any
other, and the set was never scored while it was written. It is not to be tuned on; its figures
are to be read once, at the end. What was read, and nothing else of the repository: the names of
the files in bench/ (`ls bench`, in one command with a `tail -3` of the environment's install log,
outside the repository); a grep's list of bench/recall_sets.py's top-level names (`grep -n
"^[A-Za-z_]"`: the first line of each, which shows the heads of `third_set`'s and
`long_conversation`'s tables and the functions' parameters); bench/recall_sets.py from its
docstring to the end of `second_set` (`sed -n 1,175p`: `Set`, `_stamp`, `_user`, `_fits`,
`_other`, `DAY`, `START`, `second_set` and its tables; by a slip the last line printed was the
comment line that heads the third set) and from `stem` to the end (`sed -n '417,$p'`: `stem`,
`pairs`, `check_messages`, `check_questions`, `describe`); in bench/recall_set27.py its module
docstring (printed whole by a short program that parsed the file and printed `ast.get_docstring`)
and its lines from `twenty_seventh_set` to the end (found with `grep -n "^def twenty_seventh_set"`
only and printed with `sed -n '2555,$p'`: `twenty_seventh_set`, `_check`, `_logged`, `_visit_of`,
`_line_langs` and the `__main__` block), for the shape of what is returned and checked; the
openings (the first 2,500 characters) of the module docstrings of bench/recall_set4.py to
recall_set26.py, written by a short program that parsed each file with `ast` to a scratch file
outside the repository and printed from it in three pieces cut by bytes (`head -c` and `tail -c`,
the tool's output limit; a piece may have begun or ended inside a character); the first 80 lines
of mnemo/message.py (`head -80`: its docstring, imports, constants and the `Message` dataclass,
for its constructor and `text()`); the ruff settings in pyproject.toml (a grep with 15 lines of
context after `[tool.ruff`, which showed its two ruff tables and reached the end of the file).
Slips and side effects besides the comment line: to see that nothing had been written into the
repository, `ls -a` of the repository's root and of bench/ were piped to a grep for a ruff cache
or bytecode (none was there, and nothing else was printed; the environment sets
PYTHONDONTWRITEBYTECODE); ruff was only ever run with `--no-cache`, once as `ruff format` on a
scratch copy outside the repository (with the repository's pyproject.toml as `--config`; its
output was not used) and otherwise as `ruff check`; the tracebacks seen while writing printed
lines of this file, of bench/recall_sets.py's `describe` (its `s = make()`, within the lines
allowed) and of the standard library, nothing of mnemo/. Importing mnemo.message (through
recall_sets) runs the package's __init__, so the rest of the package is loaded, never called,
whenever this set is built, as with every set that imports recall_sets. The builder's last part
(the placement of each fact on the day nearest its turn that works, the ordinary threads drawn at
three times the rate and thinned a whole thread at a time, the pass that stamps the messages and
fills in the facts, the questions' languages drawn across), the frame of `_check`, the fields of
the facts and the `__main__` block follow set 27's lines read for that purpose, and some helpers
bear the names those lines call (`_Gen`, `_facts`, `_around`, `_passing`, `_specials`, `_threads`,
`_lang`, `_cut`, `_shares`, `_questions`, `_never`, `_online`, `_window_of`, `_next_start`,
`_eligible`, `_line_langs`); their bodies, the layout, the tables and the rest are this set's own.
The long lines were folded to ruff's width (a wide character counted two columns) by a scratch
tool outside the repository that checked the module's syntax tree unchanged by the folding. While
the set was written it was run only on its own: its `_check`, its printed lines and counts, its
`_check` over seeds 1 to 40 (all pass, each build 0.3 to 1.0 s here, the first with the layout),
its determinism under three hash seeds, and a scratch test outside the repository
(/tmp/set28/breaks/run.py) that broke copies of the set (six of them by changing the module's data
in the test's memory, restored after, five of those then building the set again) in sixty-four
ways and saw `_check` fail on each by the assertion meant (matched on the source line of the
failing assert): a used detail in an ordinary line, an unsaid value said, a paraphrase sharing two
characters with its evidence, a question's language mislabelled, a fact's language mislabelled,
two messages out of order, a message after the weeks, too few messages, a shape short, a keyword
question without its detail or naming a member, a partial question giving the detail, a line said
while its speaker is offline, a line from the wheel (two minutes after pulling out, inside the
online grace), an evidence line by another member, a late answer not naming its asker, a late
answer to a question asked while the member was online, a late answer given after the member's
first window back, an answer more than an hour after its question, a reply without its quote, a
correction without the wrong value, a correction made windows later, a split's second line two
minutes on, a split's first line giving the detail, a terse answer naming its topic, a reported
fact confirmed by someone else or two hours on, a 接龙 list unlike its record, a 接龙 entry posted
by someone not its entrant, a 接龙 closed by its requester, a long message with the detail at its
end, a guess game revealed half an hour after it was opened, a guess game with the member
guessing, a guess by the member's spouse or co-driver, a 报平安 card with the wrong miles or hours
at the wheel, posted by someone not resting, or twice for one rest, a 压车 card with the wrong
arrival or wait, or posted by a driver not at a dock, an "around" line with the detail or on the
evidence's day, a driver's topic given to a member who does not drive, a member with a fact too
many, a member twice on a topic, a used value in a never-said question, an answering word said in
a line, a named never-said question on a topic the member holds, a named never-said question
dropped, chatter about the past or naming a member, a never-said question twice, the lines'
languages skewed, a line in a language its speaker does not write, a morning line in the
afternoon, an @-mention of no member, an asker who cannot read the answer's script, too few
questions across languages, a value inside another and inside a member's name, a rest cut out of a
driver's hours of service, a team's truck driven by neither and a member's value in a script they
do not read.

It differs from the other twenty-seven (bench/recall.py's `first_set`, recall_sets' `second_set`,
`third_set` and `long_conversation`, recall_set4's sessions of a timeline, recall_set5's point
process, recall_set6's day of threads, recall_set7's windows of interleaved threads, recall_set8's
members' presence, recall_set9's working week's agenda, recall_set10's club calendar,
recall_set11's semester of scenes, recall_set12's family's meal-time slots, recall_set13's
incidents waiting on office hours, recall_set14's chain of the group's moods, recall_set15's
compound's event log, recall_set16's guild's weekly game calendar, recall_set17's football club's
fixture list, recall_set18's daily check-in cycle, recall_set19's rescue cases, recall_set20's
night market's tide, recall_set21's wedding checklist, recall_set22's sky, recall_set23's
production calendar, recall_set24's broadcast schedules, recall_set25's ward rota, recall_set26's
itinerary and phone signal on Te Araroa, recall_set27's babies' feeds) in what it is about and how
it is laid out:
- the conversation is 北美华人卡友群, the QQ group of Chinese-speaking truck drivers in North
  America and those around them: seven solo drivers (out of Ontario CA, Stockton, Los Angeles,
  Dallas, Atlanta, Elizabeth NJ (a regional driver, home every weekend) and Toronto (across the
  border)), two team trucks (a married couple out of Houston; a trainer and his trainee out of
  Joliet), two drivers' wives at home, a dispatcher in Ontario CA, a mechanic with a shop in
  Dallas and a freight broker in New Jersey; over six spring weeks from START + 1,894 days (Monday
  2031-03-10 to Sunday 04-20): the first days of daylight saving, St Patrick's Day, I-80 closed in
  Wyoming, a tornado watch in Oklahoma, 清明 (04-05), Easter (04-13) and Tax Day (04-15); laid out
  in UTC as the group's clock, US Central daylight time, each member's hour of the day that of the
  zone they are in at the time (Pacific, Arizona, Mountain, Central, Eastern, by a rough map of
  longitudes);
- it is laid out by the hours of service: what decides who can talk when is each truck's duty log,
  drawn once (the same for every seed of the set) by a simulation of the US rules from sixteen
  days before the weeks: loads between the cities of each driver's lanes (59 places on the map, 38
  of them a load's end, road miles a fifth over the great circle, a truck's average speed 55 to 59
  mph), a wait at the shipper's and at the receiver's dock (an appointment near the arrival; 0.6
  to 7.5 hours, median two), at most eleven hours at the wheel in a fourteen-hour window after ten
  hours off, half an hour off the wheel after eight hours' driving (now and then sooner, to eat),
  fuel every 550 to 1,100 miles, a ten-hour rest (longer, so that no shift begins between 22:30
  and 04:00 local), a 34-hour restart after sixty hours on duty, home after a tour of four to
  twenty days (the regional driver each weekend, the Toronto driver through the border queue both
  ways), the team trucks running on, the two swapping the wheel every 4.5 to 5.5 hours and
  stopping to eat and shower every other swap. A driver is online only off the wheel and awake: at
  a dock, a fuel stop, a break, a swap, the border, the pre-trip, the first 0.75 to 2.5 hours of a
  rest (0.15 to 0.5 if it begins before six) and its last 0.25 to 0.8, a team's off driver the
  first 15 to 55 minutes in the sleeper (3 to 12 at night), and at home or on a restart by the
  local clock (morning, afternoon and evening slots, each with its odds; a while on getting home);
  the wives keep a home's hours, the dispatcher her office's (06:30 to 17:30 Pacific on weekdays,
  some evenings, Saturday mornings), the mechanic his shop's breaks and some evenings, the broker
  an East-coast office's. Every line is said while its speaker is online (checked, three minutes'
  grace) and none from the wheel (checked); the trucks keep the rules (checked). What the layout
  makes the group say is scripted from it: a solo driver's 报平安 card at the start of a rest ("【报
  平安】3月27日 · 开了9h41m · 571 mi · 停 Pilot, Tucumcari NM" / "[Check-in] Mar 23 · drove 7h 45m ·
  458 mi · parked at Petro, Denver CO"), its date, hours and miles at the wheel that shift, truck
  stop and nearest town the layout's, one a rest (55 with the default seed); a 压车 card an hour
  or so into a long dock wait ("【压车】Tyson plant · Kansas City MO · 约21:00 · 21:30到 · 已等
  5h3m" / "[Detention] Sysco · Portland OR · appt 04:30 · in at 04:57 · waited 2h 0m"), its
  facility, town, appointment, arrival and wait so far the layout's, one a dock (47 with the
  default seed); dock complaints with the hours waited so far; the dispatcher's and the wives'
  @-questions answered with where the driver is ("@老陈 到哪了？" / "Denver，还早呢"); talk about
  a driver true to the layout ("…估计还在开车" only of one at the wheel, "…今天没冒泡" of one
  offline twelve hours); getting home, the evening before a tour; the season's days. Besides,
  every window online opens ordinary threads, a Poisson count by its length and the member's talk,
  their kind by what the member is doing (at a dock, a break, fuel, a swap, in the sleeper, at the
  border, a morning, an evening at a truck stop, home, a restart, the office, the shop, the
  house): waiting at docks and lumpers, wind, construction and scales, diesel's price restated by
  others ("{p}？抢钱啊"), full lots and shower queues, dispatch and loads, a broker's rates,
  warning lights and DEF answered by the mechanic, rates, insurance and taxes, the sleeper's
  bumps, the trainee's backing, 复读 ("+1", "哈哈哈哈哈", "666"), [图片] and [表情], reply quotes
  "[回复 X：…]", @-questions answered within a quarter of an hour when the member is online or,
  now and then, on coming back ("@大刘 才看到，来过，慢"); replies by those online who read the
  opener's line and have not spoken in the thread, the chattier likelier, in a language the opener
  reads; a line naming a time of day ("早", "晚安", "Morning all", "Night all") said at that time
  of the speaker's own day (checked). The threads are drawn at three times the rate and thinned at
  random, a whole thread at a time, to about 3,000 lines (2,991 with the default seed, 2,990 to
  2,995 over seeds 1 to 40); times strictly increasing, a second apart at least;
- numbers are in the cards (dates, hours and minutes, miles, clock times), diesel's price, the
  week's gross, the broker's rate a mile, the hours waited (317 of the 2,991 lines hold a digit
  with the default seed), so a number alone is no answer;
- sixteen members of their own, each with how much they talk, odds of an English and a mixed line,
  and which languages they read (questions, reports, guesses and replies go between those who read
  each other; a value is said, asked for, reported or guessed only by one who reads its script; a
  member's spouse or co-driver neither asks, reports nor guesses what the member has): 老陈 (the
  group's owner, an owner-operator, mixing English) and his wife 王姐 (Chinese only), 阿强 and his
  wife Fiona (a team; she mixes most), Kevin (second generation, English only, a reefer), 大刘
  (Chinese only) and his trainee 小马 (a team), Tony and his wife Lucy (English-leaning), 老郭
  (Chinese only, regional), Sam (English-leaning, Toronto), 海燕, 阿杰 (mixing), Jenny (the
  dispatcher), Dave (the mechanic, English only) and Ray (the broker); lines about half Chinese, a
  third English and the rest mixed (1,325, 905 and 450 with the default seed, 311 with no words
  such as "+1" or "👍"; zh 48.6 to 53.5 %, en 29.3 to 34.6 %, mixed 15.7 to 18.9 % over seeds 1 to
  40; a line's language counted with names, places, highways, numbers with their units and a
  reply's quote cut out, a 接龙 list by its last line);
- fourteen topics of their own, each a member's own thing: seven a driver's (the truck's nickname,
  its tyres, what they listen to at the wheel, the cooker in the cab, the Chinese restaurant they
  stop at on the road, their CDL school, the carrier they are leased on with; the nickname, tyres,
  cooker and carrier are the truck's, so a team's two have each once between them) and seven
  anyone's (the hot sauce, the dog, the show, the drink, the basketball team, the snack, how they
  keep fit); six facts a topic, 84 facts, a member once a topic at most, four to six facts a
  member (the drivers five or six, the others four or five); each topic's twelve values six Latin
  and six Chinese (NBA teams and CBA clubs, tyre brands from abroad and from China, audiobooks and
  鬼吹灯, Sriracha and 老干妈), the English-only members' values Latin, the Chinese-only members'
  Chinese, the others' filled to three and three (42 of the 84 details Latin with every seed);
- facts in twelve shapes, seven each, dealt in turn over a shuffled order and swapped to fit (the
  cards' shapes to drivers, one 接龙 a topic, enough unused values of the detail's script for the
  corrections and guesses), each placed on the day nearest its turn (days 0 to 39) that works, at
  a time its people are online: one message in the first person ("one"); another's @-question
  answered within 45 minutes by a terse line without the topic's words ("answer"); asked while the
  member is offline and answered in the member's first window online after it, an hour to two days
  later, naming the asker ("@海燕 刚停车才看到，Knight-Swift", "@Jenny sorry, busy day. Better
  Call Saul": "late"); a wrong value of the detail's script corrected 90 seconds to 15 minutes
  later or in the member's next window online, the correcting line holding both, a late one saying
  so ("更正一下，是利仁，不是小熊", "Correction from earlier: it's 五禽戏, not 刘畊宏":
  "correction"); the topic in one line and the detail 20 to 70 seconds later, sometimes with
  another's "然后呢？" between ("split"); another member saying it to the member, who confirms
  within 45 minutes without it ("reported"); a #接龙 list, one a topic, begun by another member
  ("#接龙 tire brands please, group buy coming"), two or three members with no fact or entry on
  the topic each reposting it with their entry ("用原厂的", "still looking"), the member's entry
  closing it ("jielong"); a QQ reply quote of the @-question with the terse answer under it
  ("reply"); the day told in the evening in a long message, the detail in its middle ("long"); the
  member's riddle, two wrong guesses by others within minutes in scripts both read, then the
  answer within twenty minutes ("猜猜我这次换的啥牌子轮胎" / "我猜三角" / "是不是双钱" / "哈哈哈不
  对，朝阳！": "guess"); and this set's own two, where the detail sits in the note of a card the
  layout writes: the note of the member's 报平安 card at the start of one of their rests ("【报平
  安】3月28日 · 开了11h0m · 638 mi · 停 Flying J, Texarkana TX" with "备注：Hardcore History又听了
  四个小时", "Note: plenty of Cholula on the rice": "checkin") and the note of the member's 压车
  card an hour or more into one of their dock waits ("【压车】Amazon FC · Columbus OH · 约16:00 ·
  16:25到 · 已等1h40m" with "备注：用九阳煮了挂面", "Note: Red Baron running smooth":
  "detention"); in Chinese, English or mixed (a fact's language its evidence's, the detail and the
  wrong value cut out too, a line of the detail alone taking the detail's script: 42 zh, 29 en and
  13 mixed with the default seed);
- near misses: each correction's wrong value and each guess game's two wrong guesses; the members'
  own lines on their topic two days from the evidence at least, without the detail ("around": 67
  facts, 87 lines with the default seed); two members a topic with no fact or list entry on it
  saying a line on it in passing, and a third asked about it by an @-question never answered; the
  lists' other entries; the ordinary cards; the ordinary @-questions and their late answers; the
  numbers;
- questions in the third person, three classes, templates of this set's own: "keyword" carries the
  detail and no member's name ("谁车上用{x}做饭？", "Who runs {x} tires?"), "partial" names the
  member and the topic ("{n}在哪个驾校考的A照？", "Which carrier is {n} leased on with?"),
  "paraphrase" names the member and shares no English content word (stemmed with recall_sets'
  `stem`, a stop list aside) and no two Chinese characters in a row with the evidence, the names,
  places, the detail and a wrong value aside ("{n}那台半挂脚下踩的是哪家的货？", "What does {n}
  call the big rig?"; checked in code; a topic's three paraphrases are tried in turn, then those
  of the other language); 40 % of the questions of a Chinese or English fact asked in the other
  language (85 of 213 with the default seed; between 35 and 50 % checked, 39.8 to 40.2 % over
  seeds 1 to 40); each question's language checked;
- never-said questions, 90: 45 name a member (15 a topic's partial question of a member who spoke
  of it only in passing or was asked and never answered, each one who could have it; 15 a detail
  no line gives of a member's own topic: who thought of the truck's nickname, the tyres' warranty,
  who narrates what they listen to, the cooker's quarts, how late the restaurant is open, the CDL
  tuition, the carrier's commission, how hot the sauce is, the dog's age, how many episodes the
  show has, cans of the drink a day, the team's place in the standings, what the snacks cost a
  month, workouts a week; 15 an unsaid value put to a member with no fact or entry on its topic
  who could have it: "Is {n}'s truck called {y}?"), 45 name no one (30 an unsaid value in a
  topic's keyword question, 15 of eighteen things nobody did: a speeding ticket, a rollover, a
  deer, the lottery, a tattoo, a robbery at a rest area, running out of diesel, keys locked in the
  cab, a marathon, a kitten, food poisoning, a celebrity, a phone in the toilet, a flight home to
  China, buying a house, a wedding, a tow, a safe-driving award); the words that would answer any
  of these (想出来 / came up with, 保修 / warranty, 朗读 / narrat, 容量 / quart, 营业到 / open
  until, 学费 / tuition, 抽成 / commission, 多辣 / scoville, 几岁 / how old, 多少集 / episodes, 几
  罐 / cans a day, 排第几 / standings, 花多少钱 / per month, 一周练 / times a week, 超速 /
  speeding, 翻车 / rolled over, …) and every unsaid value appear in no line (checked in code); 90
  chatter turns (of 96) a driver or dispatcher might send the bot (the 30-minute break, a 34-hour
  restart, detention pay, chains, a lumper, bobtail, IFTA, a pre-trip checklist, translations, a
  note to a receiver, greetings), no member named, nothing about the group's past (no "说过", "之
  前", "谁", "那天", "昨天", "上次", "刚才", "记得", "以前", "said", "who", "before", "yesterday",
  "did", "was", "last", "earlier", "remember", "ago", "told", checked in code).

The set checks itself as it is built (`_check`): recall_sets' `check_messages` (a second apart at
least, within the six weeks, 2,930 to 3,070 messages); the weeks begin after START + 1,880 days;
84 facts, seven in each of the twelve shapes; sixteen members, fourteen topics of six Chinese and
six Latin values; every value its own and none inside another, a member's name, a place, a truck
stop, a facility (two-letter codes as whole words) or a list's filler or note; a member once a
topic, each member's count of facts, each topic its members' (a driver's for drivers, a truck's
for one of a team), each value in a script its member reads; the trucks' hours of service (eleven
hours at the wheel and a fourteen-hour window a shift, eight hours' driving between half-hour
breaks, ten-hour rests, 34-hour restarts, a team's stints under five and a half hours, no gap in a
truck's time); every line said while its speaker is online (three minutes' grace) and none from
the wheel, a line naming a time of day said at that time of the speaker's day, every line in a
language its speaker writes (a Chinese-only member's Chinese, an English-only member's English),
every @ naming a member; each detail in the last of its evidence lines and no other message, each
wrong value in the line that said it and the correction only, each wrong guess in its guess only,
any other value nowhere; the evidence said by the fact's carrier (another member for "reported",
the member otherwise); keyword questions carrying the detail and no member's name, partial and
paraphrase ones naming the member and not the detail, paraphrases sharing nothing with the
evidence, each question in its recorded language, the fact's language that of its evidence; the
evidence within days 0 to 39; the "around" lines the member's, without the detail and two days
from the evidence at least; terse answers, late answers, replies and a split's second line without
the topic's words; an answer after its @-question by another member who reads the value's script
and is neither the member's spouse nor co-driver, the question without the detail (within the
hour; a late one asked while the member was offline and answered in the member's first window
online after it, an hour to two days on, naming the asker); a reply under the quote of its
question; a correction made within twenty minutes or in the member's next window online; a split's
two lines within ninety seconds, the first with the topic's words; a reported fact said by one who
reads its script and is not close to the member, confirmed by the member within the hour without
the detail; a 接龙 begun by another member, each entrant posting the list so far, the detail in
the list's last entry after two entries or more, none of the entrants with a fact on the topic,
one list a topic; a long message's detail away from both its ends; a guess game opened by the
member with the topic's words, answered without them, two guesses or more by others not close to
the member, each its recorded value in a script its guesser reads, answered within twenty minutes;
a "checkin" fact in the note of a 报平安 card of a rest of the member's, a "detention" fact in the
note of a 压车 card of a dock of the member's; every 报平安 card by a solo driver in the first
hours of one of their rests, its date, hours, miles, truck stop and town the layout's, one a rest;
every 压车 card by a driver at a dock, its facility, town, appointment and arrival the layout's,
its wait within a minute and a half of the time since the arrival, one a dock; the share of
questions across languages; no used value in a never-said question and none of the answering words
in any line; named never-said questions on no topic the member's facts or list entries hold (but
the unsaid details of their own) and about a member who could have it; no chatter about the past;
the lines' languages (zh 45 to 57 %, en 26 to 38 %, mixed 12 to 23 %); then recall_sets'
`check_questions`. Run it from the repository's root (`python -m bench.recall_set28` or `python
bench/recall_set28.py`, which puts the root on sys.path first) to check it is deterministic for a
seed, builds in under two seconds (0.3 to 1.0 s here), and to print its counts, its lines'
languages and a few lines and questions.

Each fact records its "evidence" (the created_at of the message(s) carrying it: two for a split),
"detail", "rare" (the detail: the word a keyword question carries), "kind" (the topic), "name" and
"uid" (the member it is about), "shape", "lang" ("zh", "en" or "mix": the evidence's), its
questions ("keyword", "partial", "paraphrase") and their languages ("q_lang"), "carrier" (who said
it), "asker" and "asked_at" (for "answer", "late" and "reply"), "around" (the created_at of the
member's other lines on the topic, none with the detail), for a correction the wrong value
("earlier") and when it was said ("earlier_at"), for a reported fact its confirmation
("confirmed_at"), for a 接龙 list its other entries ([member, entry]), when they were posted
("entries_at"), who began it and when ("requester", "request_at"), for a guess game its wrong
guesses ("guessed"), who made them and when ("guessers", "guessed_at") and when it was opened
("opened_at"). Stamps are written in the machine's local time (recall_sets' `_stamp`) and the days
are laid out in UTC as the group's clock, US Central daylight time (UTC−5), so they read as meant
where the local time is UTC; the map, the miles, the speeds, the waits, the zones and the hours
online are this set's approximations, not a carrier's logs.

Noticed while writing it: "il" (Illinois) is inside "Silver Ghost" and "ta" (the TA truck stops)
inside "Tapatio", so the values are checked against two-letter codes as whole words; the
dispatcher and the broker said "Grossed $12,394 this week", so talk of a week's money is the
drivers'; a wife asked her husband, her co-driver, "what's your dog's name?" and a trainee
reported his trainer's (and his own) truck's nickname to him, so a spouse or co-driver neither
asks, reports nor guesses; "刚才说错了" came two days after the slip, so a correction three hours
on or more says "上次说错了" or "Correction from earlier"; "got a load for you tomorrow morning"
counted as a morning line and "早点休息" as a "早", and an evening card's note said "delivering in
the morning", so the pattern was narrowed and the note changed, and "My team plays tonight" said
at 01:00 lost its "tonight"; a card's note "ran smooth all day" was posted at a dock at four in
the morning, so the notes fit a rest and a dock alike; one member's dog was at home in one line
and riding along in another, so the dog's lines say neither; the Chinese long messages came out
under sixty characters, so fragments are added until the fragments hold 56; the regional driver
got home on a Monday and stayed a week, so he heads home from Thursday evening and a weekend
missed gives a day and a half; the teams ran 1,170 miles a day, so they stop to eat and shower
every other swap (36,390 and 38,632 miles over the weeks); the English-only mechanic reposting a
Chinese 接龙 counted as a mixed line, so a list counts by its last line, "#接龙" aside; a
Chinese-only wife's "去 Costco" made a mixed line; a wife asked "@老陈 到哪了？" some twenty times
in the six weeks, some of them while he was at home, so she asks less often and only while he is
out, and a late English answer read "just saw this, Near Columbus", so its first word is lowered;
on a driver's topic six holders and three list entrants left too few drivers to speak of it in
passing, so members who do not drive may (but only those who could have it are asked about it in
never-said questions); ruff counts a wide character as two columns, so a first fold by characters
left over a hundred lines too long; and the nearest town, a great-circle distance to each of 59
places for each line, was the build's slowest part, so it is found on a flat approximation.
"""

from __future__ import annotations

import bisect
import datetime as dt
import functools
import itertools
import math
import random
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: put the repository's root on sys.path
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.recall_sets import (
    DAY,
    START,
    Set,
    _user,
    check_messages,
    check_questions,
    describe,
    pairs,
    stem,
)

HOUR = 3600.0
MINUTE = 60.0
T0 = START + 1894 * DAY  # Monday 2031-03-10, 00:00 on the group's clock (US Central, CDT)
END = T0 + 42 * DAY  # Monday 2031-04-21, 00:00
DATE0 = dt.date(2031, 3, 10)
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May")
EPOCH = T0 - 16 * DAY  # the layout is drawn from sixteen days before the weeks

# -- the members ---------------------------------------------------------------------------
# name: (QQ number, how much they talk, odds of an English line, of a mixed line, the
# languages they read, their part)
PEOPLE: dict[str, tuple[int, float, float, float, tuple[str, ...], str]] = {
    "老陈": (281_001, 1.3, 0.06, 0.40, ("zh", "en"), "solo"),
    "王姐": (281_002, 1.0, 0.0, 0.0, ("zh",), "home"),
    "阿强": (281_003, 1.0, 0.06, 0.24, ("zh", "en"), "team"),
    "Fiona": (281_004, 1.2, 0.34, 0.42, ("zh", "en"), "team"),
    "Kevin": (281_005, 0.9, 1.0, 0.0, ("en",), "solo"),
    "大刘": (281_006, 1.0, 0.0, 0.0, ("zh",), "team"),
    "小马": (281_007, 1.2, 0.08, 0.30, ("zh", "en"), "team"),
    "Tony": (281_008, 1.0, 0.34, 0.40, ("zh", "en"), "solo"),
    "Lucy": (281_009, 0.9, 0.62, 0.22, ("zh", "en"), "home"),
    "老郭": (281_010, 0.9, 0.0, 0.0, ("zh",), "solo"),
    "Sam": (281_011, 0.9, 0.72, 0.14, ("zh", "en"), "solo"),
    "海燕": (281_012, 1.1, 0.12, 0.32, ("zh", "en"), "solo"),
    "阿杰": (281_013, 1.2, 0.22, 0.48, ("zh", "en"), "solo"),
    "Jenny": (281_014, 1.1, 0.56, 0.22, ("zh", "en"), "office"),
    "Dave": (281_015, 0.8, 1.0, 0.0, ("en",), "shop"),
    "Ray": (281_016, 0.8, 0.56, 0.2, ("zh", "en"), "broker"),
}
MEMBERS = tuple(PEOPLE)
QQ = {n: p[0] for n, p in PEOPLE.items()}
DRIVERS = tuple(n for n, p in PEOPLE.items() if p[5] in ("solo", "team"))
SOLO = tuple(n for n, p in PEOPLE.items() if p[5] == "solo")
PARTNER = {"阿强": "Fiona", "Fiona": "阿强", "大刘": "小马", "小马": "大刘"}  # a team's two
SPOUSE = {"老陈": "王姐", "王姐": "老陈", "Tony": "Lucy", "Lucy": "Tony", "阿强": "Fiona",
          "Fiona": "阿强"}
# the facts a member has: the drivers five or six, the others four or five
FACTS_PER = {"老陈": 6, "王姐": 5, "阿强": 6, "Fiona": 5, "Kevin": 5, "大刘": 6, "小马": 5,
             "Tony": 5, "Lucy": 5, "老郭": 5, "Sam": 5, "海燕": 6, "阿杰": 6, "Jenny": 5,
             "Dave": 5, "Ray": 4}

# -- the map ---------------------------------------------------------------------------------
# name: (state or province, latitude, longitude, a load's end or only a place to park)
CITIES: dict[str, tuple[str, float, float, bool]] = {
    "Ontario": ("CA", 34.06, -117.65, True), "Los Angeles": ("CA", 33.94, -118.25, True),
    "Stockton": ("CA", 37.96, -121.29, True), "Salinas": ("CA", 36.68, -121.66, True),
    "Fresno": ("CA", 36.74, -119.79, True), "Barstow": ("CA", 34.90, -117.02, False),
    "Reno": ("NV", 39.53, -119.81, True), "Elko": ("NV", 40.83, -115.76, False),
    "Winnemucca": ("NV", 40.97, -117.74, False), "Portland": ("OR", 45.52, -122.68, True),
    "Medford": ("OR", 42.33, -122.87, False), "Seattle": ("WA", 47.61, -122.33, True),
    "Ellensburg": ("WA", 46.99, -120.55, False), "Boise": ("ID", 43.62, -116.21, True),
    "Phoenix": ("AZ", 33.45, -112.07, True), "Kingman": ("AZ", 35.19, -114.05, False),
    "Flagstaff": ("AZ", 35.20, -111.65, False), "Gallup": ("NM", 35.53, -108.74, False),
    "Albuquerque": ("NM", 35.08, -106.65, True), "Tucumcari": ("NM", 35.17, -103.72, False),
    "El Paso": ("TX", 31.76, -106.49, True), "Van Horn": ("TX", 31.04, -104.83, False),
    "Amarillo": ("TX", 35.22, -101.83, False), "Oklahoma City": ("OK", 35.47, -97.52, True),
    "Dallas": ("TX", 32.78, -96.80, True), "Houston": ("TX", 29.76, -95.37, True),
    "San Antonio": ("TX", 29.42, -98.49, True), "Laredo": ("TX", 27.53, -99.49, True),
    "Texarkana": ("TX", 33.43, -94.05, False), "Salt Lake City": ("UT", 40.76, -111.89, True),
    "Rock Springs": ("WY", 41.59, -109.20, False), "Cheyenne": ("WY", 41.14, -104.82, False),
    "Denver": ("CO", 39.74, -104.99, True), "Ogallala": ("NE", 41.13, -101.72, False),
    "North Platte": ("NE", 41.12, -100.77, False), "Omaha": ("NE", 41.26, -95.93, True),
    "Des Moines": ("IA", 41.59, -93.62, True), "Kansas City": ("MO", 39.10, -94.58, True),
    "Joplin": ("MO", 37.08, -94.51, False), "St. Louis": ("MO", 38.63, -90.20, True),
    "Little Rock": ("AR", 34.75, -92.29, True), "Memphis": ("TN", 35.15, -90.05, True),
    "Nashville": ("TN", 36.16, -86.78, True), "Knoxville": ("TN", 35.96, -83.92, False),
    "Atlanta": ("GA", 33.75, -84.39, True), "Jacksonville": ("FL", 30.33, -81.66, True),
    "Charlotte": ("NC", 35.23, -80.84, True), "Effingham": ("IL", 39.12, -88.54, False),
    "Joliet": ("IL", 41.53, -88.08, True), "Indianapolis": ("IN", 39.77, -86.16, True),
    "Columbus": ("OH", 39.96, -83.00, True), "Toledo": ("OH", 41.65, -83.54, False),
    "Detroit": ("MI", 42.33, -83.05, True), "Erie": ("PA", 42.13, -80.09, False),
    "Toronto": ("ON", 43.65, -79.38, True), "Harrisburg": ("PA", 40.27, -76.88, True),
    "Allentown": ("PA", 40.60, -75.49, True), "Elizabeth": ("NJ", 40.66, -74.21, True),
    "Boston": ("MA", 42.36, -71.06, True),
}
CHAINS = ("Pilot", "Love's", "Flying J", "TA", "Petro")
FACILITIES = ("Walmart DC", "Kroger DC", "Costco depot", "Target DC", "Home Depot RDC",
              "Amazon FC", "Sysco", "Tyson plant", "cold storage", "Dollar General DC",
              "Lowe's RDC", "Fedex Freight", "rail yard")
PLACES = (*CITIES, *CHAINS, *FACILITIES, *sorted({c[0] for c in CITIES.values()}))


@dataclass(frozen=True)
class Truck:
    home: str
    pool: tuple[str, ...]
    tour: tuple[float, float]  # days out on a tour
    stay: tuple[float, float]  # days at home after one
    speed: float  # miles an hour, on average, at the wheel
    weekly: bool = False  # home every weekend


TRUCKS: dict[tuple[str, ...], Truck] = {
    ("老陈",): Truck("Ontario", ("Phoenix", "Albuquerque", "Dallas", "Denver", "Salt Lake City",
                               "Joliet", "Kansas City", "Oklahoma City", "Stockton", "El Paso",
                               "Memphis"), (9, 14), (2, 3), 58),
    ("Kevin",): Truck("Stockton", ("Salinas", "Portland", "Seattle", "Boise", "Salt Lake City",
                                   "Denver", "Reno", "Phoenix", "Ontario", "Dallas"),
                      (7, 11), (2, 3), 59),
    ("Tony",): Truck("Atlanta", ("Jacksonville", "Charlotte", "Nashville", "Memphis", "Dallas",
                                 "Columbus", "Indianapolis", "Joliet", "Harrisburg",
                                 "Little Rock"), (5, 8), (1.5, 2.5), 57),
    ("老郭",): Truck("Elizabeth", ("Harrisburg", "Allentown", "Boston", "Columbus", "Charlotte",
                                  "Detroit", "Indianapolis"), (5, 5), (2, 2), 55, weekly=True),
    ("Sam",): Truck("Toronto", ("Detroit", "Joliet", "Columbus", "Indianapolis", "Harrisburg",
                                "Elizabeth", "Allentown", "Boston"), (4, 6), (1.5, 2.5), 56),
    ("海燕",): Truck("Dallas", ("Houston", "Laredo", "San Antonio", "Oklahoma City", "Memphis",
                              "Little Rock", "Atlanta", "Kansas City", "Denver", "El Paso",
                              "Phoenix"), (7, 11), (2, 3), 58),
    ("阿杰",): Truck("Los Angeles", ("Phoenix", "Reno", "Salt Lake City", "Denver", "Dallas",
                                   "El Paso", "Albuquerque", "Kansas City", "Joliet",
                                   "Portland"), (10, 16), (2, 4), 59),
    ("阿强", "Fiona"): Truck("Houston", ("Ontario", "Seattle", "Portland", "Elizabeth", "Boston",
                                        "Joliet", "Atlanta", "Jacksonville", "Stockton",
                                        "Denver"), (12, 18), (3, 4), 56),
    ("大刘", "小马"): Truck("Joliet", ("Ontario", "Dallas", "Atlanta", "Elizabeth", "Denver",
                                     "Salt Lake City", "Seattle", "Laredo", "Los Angeles"),
                          (13, 20), (2, 3), 57),
}


# -- the layout: each truck's hours of service -----------------------------------------------
Point = tuple[float, float]
Seg = tuple[float, float, str, Point, Point, dict[str, Any]]


def _at(city: str) -> Point:
    c = CITIES[city]
    return (c[1], c[2])


def _miles(a: Point, b: Point) -> float:
    """Road miles between two points: the great circle's and a fifth on top."""
    la1, lo1, la2, lo2 = map(math.radians, (*a, *b))
    h = (math.sin((la2 - la1) / 2) ** 2
         + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2)
    return 1.2 * 3958.8 * 2 * math.asin(math.sqrt(h))


def _zone(p: Point) -> int:
    """Hours from the group's clock (US Central) at a point, roughly, in March and April."""
    lat, lon = p
    if lon > -86.5:
        return 1
    if lon <= -114.6:
        return -1 if lat > 42.0 and lon > -117.1 else -2
    if lon < -109.05 and lat < 37.0:
        return -2  # Arizona keeps standard time
    return -1 if lon < -102.0 else 0


_SPOTS = [(c, v[1], v[2]) for c, v in CITIES.items()]


def _nearest(p: Point) -> str:
    """The place on the map nearest a point (by a flat approximation, close enough here)."""
    k = math.cos(math.radians(p[0])) ** 2
    return min(_SPOTS, key=lambda c: (c[1] - p[0]) ** 2 + k * (c[2] - p[1]) ** 2)[0]


def _hour(t: float, off: float = 0.0) -> float:
    """The hour of the day at `t`, `off` hours from the group's clock."""
    return ((t - T0) / HOUR + off) % 24


def _day(t: float, off: float = 0.0) -> int:
    """The day of the weeks at `t` (0 is Monday 03-10), `off` hours from the group's clock."""
    return int((t - T0 + off * HOUR) // DAY)


def _date(d: int) -> dt.date:
    return DATE0 + dt.timedelta(days=d)


class _Run:
    """One truck's weeks, by the hours-of-service rules: eleven hours at the wheel in a
    fourteen-hour window after ten hours off, a half-hour break after eight hours' driving,
    a 34-hour restart after some sixty hours on duty; a team's truck runs on, the two
    taking the wheel by turns."""

    def __init__(self, rng: random.Random, names: tuple[str, ...], truck: Truck) -> None:
        self.rng, self.names, self.truck = rng, names, truck
        self.team = len(names) == 2
        self.t = EPOCH
        self.pos = _at(truck.home)
        self.segs: list[Seg] = []
        self.shift: float | None = None
        self.driven = self.miles = self.since = self.cycle = 0.0
        self.fuel = rng.uniform(200, 900)
        self.wheel = self.swaps = 0
        self.stint = rng.uniform(4.5, 5.5) * HOUR

    def add(self, status: str, dur: float, info: dict[str, Any] | None = None,
            to: Point | None = None) -> None:
        b = to if to is not None else self.pos
        self.segs.append((self.t, self.t + dur, status, self.pos, b, info or {}))
        self.t += dur
        self.pos = b

    def duty(self, status: str, dur: float, info: dict[str, Any] | None = None) -> None:
        if self.shift is None:
            self.shift = self.t
        self.cycle += dur
        self.add(status, dur, info)
        if dur >= 30 * MINUTE:
            self.since = 0.0

    def _off(self) -> None:
        self.shift = None
        self.driven = self.miles = self.since = 0.0

    def rest(self) -> None:
        rng = self.rng
        off = _zone(self.pos)
        dur = rng.uniform(10.0, 10.75) * HOUR
        end_h = _hour(self.t + dur, off)
        if end_h >= 22.5 or end_h < 4.0:  # a shift begun at midnight is avoided
            dur += ((4.5 - end_h) % 24 + rng.uniform(0, 1.5)) * HOUR
        late = _hour(self.t, off) < 6.0
        info = {"city": _nearest(self.pos), "driven": self.driven, "miles": self.miles,
                "chain": rng.choice(CHAINS),
                "awake": (rng.uniform(0.15, 0.5) if late else rng.uniform(0.75, 2.5)) * HOUR,
                "morning": rng.uniform(0.25, 0.8) * HOUR}
        self.add("rest", dur, info)
        self._off()

    def restart(self) -> None:
        self.add("restart", self.rng.uniform(34, 40) * HOUR,
                 {"city": _nearest(self.pos), "chain": self.rng.choice(CHAINS)})
        self._off()
        self.cycle = 0.0

    def _toward(self, dest: Point, miles: float, left: float) -> Point:
        f = min(1.0, miles / left)
        (la, lo), (lb, mb) = self.pos, dest
        return (la + (lb - la) * f, lo + (mb - lo) * f)

    def drive_to(self, city: str) -> None:
        rng, speed = self.rng, self.truck.speed
        dest = _at(city)
        left = _miles(self.pos, dest)
        border = "Toronto" in (city, _nearest(self.pos)) and city != _nearest(self.pos)
        if border and _nearest(self.pos) == "Toronto":
            self.duty("border", rng.uniform(0.4, 2.0) * HOUR)
        meal = False
        while left > 1.0:
            if self.team:
                if self.fuel < 40:
                    self.add("fuel", rng.uniform(18, 35) * MINUTE)
                    self.fuel = rng.uniform(800, 1100)
                    continue
                if self.stint < 5 * MINUTE:
                    self.swaps += 1
                    if self.swaps % 2 == 0:  # a stop at a truck stop to eat and shower
                        self.add("break", rng.uniform(45, 90) * MINUTE)
                    else:
                        self.add("swap", rng.uniform(8, 20) * MINUTE)
                    self.wheel ^= 1
                    self.stint = rng.uniform(4.5, 5.5) * HOUR
                    continue
                hours = min(self.stint, left / speed * HOUR, self.fuel / speed * HOUR)
                miles = hours / HOUR * speed
                to = self._toward(dest, miles, left)
                self.add("drive", hours, {"to": city, "wheel": self.wheel}, to=to)
                self.stint -= hours
                self.fuel -= miles
                left -= miles
                continue
            if self.shift is None:
                if self.cycle > 60 * HOUR:
                    self.restart()
                    continue
                self.duty("pretrip", rng.uniform(10, 20) * MINUTE)
            room = min(11 * HOUR - self.driven, 14 * HOUR - (self.t - self.shift))
            if room < 15 * MINUTE:
                self.rest()
                continue
            if meal or 8 * HOUR - self.since < 10 * MINUTE:
                self.duty("break", rng.uniform(30, 50) * MINUTE)
                meal = False
                continue
            if self.fuel < 40:
                self.duty("fuel", rng.uniform(18, 35) * MINUTE)
                self.fuel = rng.uniform(550, 950)
                continue
            hours = min(room, 8 * HOUR - self.since, left / speed * HOUR,
                        self.fuel / speed * HOUR)
            if hours > 3 * HOUR and rng.random() < 0.3:  # a stop to eat
                hours = rng.uniform(2.0, hours / HOUR - 0.5) * HOUR
                meal = True
            miles = hours / HOUR * speed
            to = self._toward(dest, miles, left)
            self.add("drive", hours, {"to": city}, to=to)
            self.driven += hours
            self.miles += miles
            self.since += hours
            self.cycle += hours
            self.fuel -= miles
            left -= miles
        self.pos = dest
        if border and city == "Toronto":
            self.duty("border", rng.uniform(0.4, 2.0) * HOUR)

    def dock(self, kind: str, city: str) -> None:
        rng = self.rng
        local = _hour(self.t, _zone(self.pos)) * 60
        appt = int(round((local + rng.uniform(-60, 100)) / 30) * 30) % (24 * 60)
        wait = min(max(rng.lognormvariate(math.log(2.0), 0.6), 0.6), 7.5) * HOUR
        info = {"kind": kind, "city": city, "facility": rng.choice(FACILITIES), "appt": appt}
        if self.team:
            self.add("dock", wait, info)
            if wait > 2 * HOUR:
                self.wheel ^= 1
                self.stint = rng.uniform(4.5, 5.5) * HOUR
        else:
            self.duty("dock", wait, info)

    def home(self, until: float) -> None:
        self.add("home", max(until - self.t, 6 * HOUR), {"city": self.truck.home})
        self._off()
        self.cycle = 0.0
        self.fuel = self.rng.uniform(700, 1000)

    def _monday(self) -> float:
        """The next Monday at three to five in the morning at home (a day and a half at
        home if the week's last load got in after the weekend)."""
        off = _zone(_at(self.truck.home))
        d = _day(self.t, off) + 1
        while _date(d).weekday() != 0:
            d += 1
        at = T0 + d * DAY - off * HOUR + self.rng.uniform(3, 5) * HOUR
        return at if at - self.t < 4 * DAY else self.t + self.rng.uniform(1.2, 1.8) * DAY

    def run(self) -> list[Seg]:
        rng, tr = self.rng, self.truck
        if tr.weekly:
            self.home(self._monday())
        else:
            self.home(self.t + rng.uniform(0.2, 1.0) * rng.uniform(*tr.stay) * DAY)
        hop = 100 if tr.weekly else 250
        while self.t < END + DAY:
            begun, tour = self.t, rng.uniform(*tr.tour) * DAY
            here = tr.home
            while True:
                near = [c for c in tr.pool if c != here and 40 < _miles(_at(here), _at(c)) < 360]
                if near and rng.random() < 0.35:
                    here = rng.choice(near)
                    self.drive_to(here)
                self.dock("pickup", here)
                if tr.weekly:
                    off = _zone(self.pos)
                    wd = _date(_day(self.t, off)).weekday()
                    done = wd >= 4 or (wd == 3 and _hour(self.t, off) > 16)
                else:
                    done = self.t - begun > tour
                if done:
                    dest = tr.home
                else:
                    far = [c for c in tr.pool if c != here and _miles(_at(here), _at(c)) > hop]
                    dest = rng.choice(far)
                self.drive_to(dest)
                here = dest
                self.dock("delivery", here)
                if dest == tr.home:
                    break
            if tr.weekly:
                self.home(self._monday())
            else:
                self.home(self.t + rng.uniform(*tr.stay) * DAY)
        return self.segs


# the hours a member is online at home or off the road, by the local clock: (from, to, odds)
AT_HOME = ((7.5, 11.5, 0.75), (13.0, 17.0, 0.5), (19.0, 23.25, 0.85))
ON_RESTART = ((8.5, 12.5, 0.8), (13.5, 18.0, 0.7), (19.0, 24.5, 0.85))
# the members who do not drive: (their hours on a weekday, on Saturday, on Sunday), their zone
OFF_ROAD: dict[str, tuple[tuple[tuple[float, float, float], ...], ...]] = {
    "王姐": (((6.75, 10.5, 0.9), (12.0, 14.0, 0.6), (15.5, 17.0, 0.4), (19.5, 23.25, 0.9)),) * 3,
    "Lucy": (((6.0, 7.25, 0.8), (12.0, 13.0, 0.7), (19.75, 22.75, 0.85)),
             ((8.5, 12.0, 0.7), (14.0, 17.0, 0.5), (19.5, 23.5, 0.85)),
             ((8.5, 12.0, 0.7), (14.0, 17.0, 0.5), (19.5, 23.0, 0.8))),
    "Jenny": (((6.5, 12.0, 0.97), (12.75, 17.5, 0.97), (20.0, 21.5, 0.4)),
              ((8.0, 11.5, 0.7),), ((19.0, 21.0, 0.5),)),
    "Dave": (((6.75, 7.3, 0.8), (10.0, 10.35, 0.6), (12.0, 12.8, 0.85), (15.0, 15.3, 0.5),
              (18.5, 21.5, 0.6)), ((8.0, 12.0, 0.6),), ((19.0, 21.0, 0.5),)),
    "Ray": (((8.25, 12.0, 0.95), (12.5, 18.5, 0.95)), ((9.0, 11.0, 0.4),), ((20.0, 21.0, 0.3),)),
}
HOME_ZONE = {"王姐": -2, "Lucy": 1, "Jenny": -2, "Dave": 0, "Ray": 1}
STATUS_OF = {"王姐": "house", "Lucy": "house", "Jenny": "office", "Dave": "shop", "Ray": "office"}
ONLINE = ("pretrip", "break", "fuel", "dock", "swap", "border")


def _slots(rng: random.Random, s: float, e: float, off: float,
           slots: tuple[tuple[tuple[float, float, float], ...], ...], status: str
           ) -> list[tuple[float, float, str]]:
    """The windows a day's pattern of hours gives between `s` and `e`: weekday, Saturday,
    Sunday."""
    out = []
    for d in range(_day(s, off), _day(e, off) + 1):
        wd = _date(d).weekday()
        for h0, h1, p in slots[0 if wd < 5 else wd - 4] if len(slots) == 3 else slots[0]:
            if rng.random() >= p:
                continue
            a = T0 + d * DAY + (h0 + rng.uniform(-0.3, 0.3) - off) * HOUR
            b = T0 + d * DAY + (h1 + rng.uniform(-0.3, 0.3) - off) * HOUR
            a, b = max(a, s), min(b, e)
            if b - a >= 10 * MINUTE:
                out.append((a, b, status))
    return out


@dataclass
class Layout:
    segs: dict[str, list[Seg]]  # a driver's truck, by time
    seats: dict[str, int]  # a team driver's seat (the wheel's value when driving)
    wins: dict[str, list[tuple[float, float, str]]]  # online, by start, with what doing
    merged: dict[str, list[tuple[float, float]]]  # online, overlaps merged
    starts: dict[str, list[float]]  # the merged windows' starts
    seg_starts: dict[str, list[float]]
    win_starts: dict[str, list[float]]


@functools.cache
def _layout() -> Layout:
    """The trucks' weeks and every member's hours online, drawn once (the same for every
    seed of the set)."""
    segs: dict[str, list[Seg]] = {}
    seats: dict[str, int] = {}
    wins: dict[str, list[tuple[float, float, str]]] = {}
    for i, (names, truck) in enumerate(TRUCKS.items()):
        run = _Run(random.Random(28_000 + i), names, truck)
        run.run()
        for j, n in enumerate(names):
            segs[n] = run.segs
            seats[n] = j
    for n in MEMBERS:
        rng = random.Random(f"online {n}")
        w: list[tuple[float, float, str]] = []
        if n in OFF_ROAD:
            w = _slots(rng, EPOCH, END + 2 * DAY, HOME_ZONE[n], OFF_ROAD[n], STATUS_OF[n])
        else:
            for s, e, st, a, _b, info in segs[n]:
                off = _zone(a)
                if st in ONLINE:
                    w.append((s, e, st))
                elif st == "rest":
                    w.append((s, s + info["awake"], "evening"))
                    w.append((e - info["morning"], e, "morning"))
                elif st == "home":
                    w.append((s, s + rng.uniform(0.5, 1.5) * HOUR, "arrive"))
                    w += _slots(rng, s, e, off, (AT_HOME,), "home")
                elif st == "restart":
                    w.append((s, s + rng.uniform(0.5, 1.5) * HOUR, "restart"))
                    w += _slots(rng, s, e, off, (ON_RESTART,), "restart")
                elif st == "drive" and n in seats and info.get("wheel") not in (None, seats[n]):
                    late = _hour(s, off) < 6.0 or _hour(s, off) > 23.0
                    up = (rng.uniform(0.05, 0.2) if late else rng.uniform(0.25, 0.9)) * HOUR
                    w.append((s, s + min(up, e - s), "sleeper"))
        w.sort()
        wins[n] = w
    merged: dict[str, list[tuple[float, float]]] = {}
    for n, w in wins.items():
        m: list[list[float]] = []
        for s, e, _ in w:
            if m and s <= m[-1][1] + 30:
                m[-1][1] = max(m[-1][1], e)
            else:
                m.append([s, e])
        merged[n] = [(a, b) for a, b in m]
    return Layout(segs, seats, wins, merged, {n: [a for a, _ in m] for n, m in merged.items()},
                  {n: [s[0] for s in v] for n, v in segs.items()},
                  {n: [w[0] for w in v] for n, v in wins.items()})


def _window_of(who: str, t: float, grace: float = 0.0) -> tuple[float, float] | None:
    lay = _layout()
    i = bisect.bisect_right(lay.starts[who], t + grace) - 1
    if i >= 0:
        a, b = lay.merged[who][i]
        if t <= b + grace:
            return (a, b)
    return None


def _online(who: str, t: float, grace: float = 0.0) -> bool:
    return _window_of(who, t, grace) is not None


def _next_start(who: str, t: float) -> float:
    """When the member is next online after `t` (a window's start)."""
    lay = _layout()
    i = bisect.bisect_right(lay.starts[who], t)
    return lay.merged[who][i][0] if i < len(lay.merged[who]) else math.inf


def _status(who: str, t: float) -> str:
    """What the member is doing at `t`, while online."""
    lay = _layout()
    i = bisect.bisect_right(lay.win_starts[who], t)
    for s, e, st in reversed(lay.wins[who][max(i - 4, 0):i]):
        if s <= t <= e:
            return st
    return "away"


def _seg(who: str, t: float) -> Seg | None:
    lay = _layout()
    if who not in lay.segs:
        return None
    i = bisect.bisect_right(lay.seg_starts[who], t) - 1
    return lay.segs[who][i] if i >= 0 else None


def _where(who: str, t: float) -> Point:
    if who in HOME_ZONE:
        return _at({"王姐": "Ontario", "Lucy": "Atlanta", "Jenny": "Ontario", "Dave": "Dallas",
                    "Ray": "Elizabeth"}[who])
    s = _seg(who, t)
    assert s is not None
    f = (t - s[0]) / (s[1] - s[0]) if s[1] > s[0] else 0.0
    return (s[3][0] + (s[4][0] - s[3][0]) * f, s[3][1] + (s[4][1] - s[3][1]) * f)


def _off(who: str, t: float) -> int:
    return HOME_ZONE[who] if who in HOME_ZONE else _zone(_where(who, t))


def _local(who: str, t: float) -> float:
    """The member's hour of the day at `t`."""
    return _hour(t, _off(who, t))


# -- the topics ------------------------------------------------------------------------------
# Each topic a member's own thing: twelve values (six Latin, six Chinese); "words" are the
# topic's own words (a terse answer, a split's second line and a guess's answer hold none);
# the templates by language: "one" (a line in the first person), "ask" (an @-question),
# "split" (the topic, the detail to follow), "report" (another member saying it),
# "guess" (the member's riddle), "long" (a clause of a long message), "jl" (a 接龙's head),
# "fill" (an entry that gives nothing), "note" (the note of a card), "around" (the member on
# the topic without the detail), "passing" (someone else on it); the questions: "kq"
# (keyword), "pq" (partial), "para" (paraphrase, tried in turn), "nd" (a detail no line
# gives, with the words that would answer it), "vq" (an unsaid value put to a member).
L = dict[str, tuple[str, ...]]
TOPICS: dict[str, dict[str, Any]] = {
    "nick": {
        "driver": True, "truck": True,
        "vals": ("Blue Thunder", "Silver Ghost", "Red Baron", "Old Faithful", "Black Pearl",
                 "Iron Horse",
                 "大白鲨", "老黄牛", "黑旋风", "赤兔", "铁憨憨", "银狐"),
        "words": ("外号", "起名", "名字", "nickname", "name"),
        "one": {"zh": ("我这台车外号叫{x}，跟了我六年了", "跟你们说，我的车外号是{x}😂"),
                "en": ("My truck's nickname is {x}, six years together",
                       "Yes the rig has a name: {x}"),
                "mix": ("我的 truck 外号就叫{x}，老伙计了",)},
        "ask": {"zh": ("@{n} 你那台车有外号没？",),
                "en": ("@{n} does your truck have a nickname?",)},
        "split": {"zh": ("终于给车起了个外号",), "en": ("Finally gave the truck a name",),
                  "mix": ("给我的 truck 起了个外号",)},
        "report": {"zh": ("@{n} 你那台车外号不是叫{x}嘛",),
                   "en": ("@{n} your truck's nickname is {x}, right?",)},
        "guess": {"zh": ("猜猜我给车起的外号？",), "en": ("Guess what my truck's nickname is",)},
        "long": {"zh": ("车门上喷了外号{x}",), "en": ("had the nickname {x} painted on the door",)},
        "jl": {"zh": ("#接龙 各位的车有外号的报一下，我做贴纸",),
               "en": ("#接龙 truck nicknames please, I'm printing decals",)},
        "fill": {"zh": ("没起", "还没想好"), "en": ("no name yet", "just 'the truck'")},
        "note": {"zh": ("{x}最近状态不错",), "en": ("{x} running smooth",)},
        "around": {"zh": ("车门上想喷个外号，还在找人做", "有人在加油站问我车的外号哈哈",
                          "外号贴纸掉了一半"),
                   "en": ("Someone at the fuel island asked about my truck's nickname lol",
                          "Need to redo the nickname decal, half peeled off")},
        "passing": {"zh": ("给车起外号挺有意思的", "我也想给车起个外号"),
                    "en": ("Naming trucks is a whole thing huh",
                           "Maybe my truck needs a nickname too")},
        "kq": {"zh": ("谁的车外号叫{x}？",), "en": ("Whose truck is nicknamed {x}?",)},
        "pq": {"zh": ("{n}的车外号叫什么？",), "en": ("What is {n}'s truck nicknamed?",)},
        "para": {"zh": ("{n}管自己那辆大卡车叫啥？", "{n}那辆半挂平时怎么称呼？",
                        "{n}给爱车取的绰号是？"),
                 "en": ("What does {n} call the big rig?", "Which moniker did {n} give the semi?",
                        "How does {n} refer to the tractor?")},
        "nd": ("{n}车的外号是谁想出来的？", "Who came up with the nickname for {n}'s truck?",
               ("想出来", "came up with")),
        "vq": {"zh": ("{n}的车是不是叫{y}？",), "en": ("Is {n}'s truck called {y}?",)},
    },
    "tyre": {
        "driver": True, "truck": True,
        "vals": ("Michelin", "Bridgestone", "Goodyear", "Continental", "Yokohama", "Hankook",
                 "玲珑", "双钱", "三角", "朝阳", "赛轮", "浪马"),
        "words": ("轮胎", "胎", "tire"),
        "one": {"zh": ("驱动轮全换成{x}了，跑着挺稳", "我现在只用{x}的轮胎"),
                "en": ("Put new {x} tires on the drives, rides nice",
                       "Running {x} on all eighteen now"),
                "mix": ("换了一套{x}的 tires，还不错",)},
        "ask": {"zh": ("@{n} 你车上用的什么轮胎？",), "en": ("@{n} what tires are you running?",)},
        "split": {"zh": ("今天把轮胎全换了",), "en": ("Got all new tires today",),
                  "mix": ("今天换了一整套 tires",)},
        "report": {"zh": ("@{n} 你家那套轮胎是{x}的吧",),
                   "en": ("@{n} you went with {x} on the tires, didn't you?",)},
        "guess": {"zh": ("猜猜我这次换的啥牌子轮胎",),
                  "en": ("Guess which tires I went with this time",)},
        "long": {"zh": ("在店里换了{x}的轮胎",), "en": ("got {x} tires put on",)},
        "jl": {"zh": ("#接龙 报一下轮胎牌子，看看团购哪个",),
               "en": ("#接龙 tire brands please, group buy coming",)},
        "fill": {"zh": ("还没换", "用原厂的"), "en": ("still on the old ones",
                                               "whatever the shop had")},
        "note": {"zh": ("新换的{x}，跑着很稳",), "en": ("new {x} tires riding smooth",)},
        "around": {"zh": ("轮胎又该换了，胎纹快没了", "这几天轮胎气压老报警",
                          "看了看轮胎，磨得还行"),
                   "en": ("Tread's getting thin on the drives", "Tire pressure light came on again",
                          "Checked the tires at the fuel stop, wearing even")},
        "passing": {"zh": ("轮胎现在真贵", "我也该换轮胎了"),
                    "en": ("Tires are so expensive now", "I'm due for tires too")},
        "kq": {"zh": ("谁的车换了{x}的轮胎？",), "en": ("Who runs {x} tires?",)},
        "pq": {"zh": ("{n}的车用的是什么轮胎？",), "en": ("Which tires is {n} running?",)},
        "para": {"zh": ("{n}那台半挂脚下踩的是哪家的货？", "{n}的十八个轱辘是啥牌子？",
                        "{n}给卡车配的橡胶圈是哪家产的？"),
                 "en": ("Which brand of rubber does {n} roll on?",
                        "What does {n} have on the wheels of the rig?",
                        "Whose rubber is under {n}'s semi?")},
        "nd": ("{n}的轮胎保修几年？", "How long is the warranty on {n}'s tires?",
               ("保修", "warranty")),
        "vq": {"zh": ("{n}的车是不是换了{y}的轮胎？",), "en": ("Does {n} run {y} tires?",)},
    },
    "listen": {
        "driver": True, "truck": False,
        "vals": ("Lonesome Dove", "Hardcore History", "Project Hail Mary", "Band of Brothers",
                 "Radiolab", "Shogun",
                 "三体", "明朝那些事儿", "鬼吹灯", "盗墓笔记", "平凡的世界", "郭德纲相声"),
        "words": ("听", "listen", "audiobook", "podcast"),
        "one": {"zh": ("这几天开车一路在听{x}，停不下来", "开车全靠听{x}解闷"),
                "en": ("Been listening to {x} the whole way, can't stop",),
                "mix": ("开车全靠{x}续命，audiobook 真香",)},
        "ask": {"zh": ("@{n} 你开车的时候都听啥？",),
                "en": ("@{n} what do you listen to on the road?",)},
        "split": {"zh": ("最近开车听的东西上头了",),
                  "en": ("Found a great audiobook for the road",),
                  "mix": ("最近开车听的 audiobook 上头了",)},
        "report": {"zh": ("@{n} 你最近开车不是一直在听{x}嘛",),
                   "en": ("@{n} you've been listening to {x} all week, right?",)},
        "guess": {"zh": ("猜猜我这一路在听什么",),
                  "en": ("Guess what I've been listening to all week",)},
        "long": {"zh": ("一路听着{x}",), "en": ("listened to {x} for hours",)},
        "jl": {"zh": ("#接龙 开车听什么，互相推荐一下",),
               "en": ("#接龙 what's everyone listening to on the road",)},
        "fill": {"zh": ("听广播", "就听歌"), "en": ("just the radio", "music mostly")},
        "note": {"zh": ("{x}又听了四个小时",), "en": ("four more hours of {x}",)},
        "around": {"zh": ("开车不听点东西真扛不住", "耳机没电了，后半段干开", "听的东西快听完了"),
                   "en": ("Can't do these long stretches without something in my ears",
                          "Bluetooth died, did the last 200 miles in silence")},
        "passing": {"zh": ("开车听点东西时间过得快", "我也得找点东西听听"),
                    "en": ("Something to listen to makes the miles go by",
                           "I should find something to listen to")},
        "kq": {"zh": ("谁开车一直在听{x}？",), "en": ("Who listens to {x} while driving?",)},
        "pq": {"zh": ("{n}开车的时候听什么？",), "en": ("What does {n} listen to on the road?",)},
        "para": {"zh": ("{n}跑长途靠什么解闷？", "{n}在驾驶室里耳朵里放的是啥？",
                        "{n}握方向盘那几个钟头用什么打发？"),
                 "en": ("What keeps {n} company during long hauls?",
                        "Which recording keeps {n} entertained behind the wheel?",
                        "What does {n} have playing in the cab?")},
        "nd": ("{n}听的那个是谁朗读的？", "Who narrates the thing {n} listens to?",
               ("朗读", "narrat")),
        "vq": {"zh": ("{n}开车是不是在听{y}？",), "en": ("Does {n} listen to {y} on the road?",)},
    },
    "cooker": {
        "driver": True, "truck": True,
        "vals": ("Instant Pot", "Ninja Foodi", "Crock-Pot", "RoadPro", "Zojirushi",
                 "Hamilton Beach",
                 "苏泊尔", "九阳", "摩飞", "小熊", "德尔玛", "利仁"),
        "words": ("锅", "煮", "做饭", "cook", "pot"),
        "one": {"zh": ("车上做饭全靠{x}那个锅，炖了排骨", "车上的锅是{x}的，天天煮饭"),
                "en": ("Cooked chili in my {x}, cab smells amazing",),
                "mix": ("{x} 的锅真是 game changer，车上天天做饭",)},
        "ask": {"zh": ("@{n} 你车上用啥锅做饭？",),
                "en": ("@{n} what do you cook with in the truck?",)},
        "split": {"zh": ("车上新买了个锅",), "en": ("Got a new cooker for the cab",),
                  "mix": ("车上新买了个 cooker",)},
        "report": {"zh": ("@{n} 你车上那个锅是{x}的吧",),
                   "en": ("@{n} you cook with {x} in the cab, right?",)},
        "guess": {"zh": ("猜猜我车上做饭用的啥锅",), "en": ("Guess what I cook with in the cab",)},
        "long": {"zh": ("用{x}煮了锅面",), "en": ("made noodles in the {x}",)},
        "jl": {"zh": ("#接龙 大家车上用什么锅做饭，我想买一个",),
               "en": ("#接龙 what do you cook with in the truck, shopping for one",)},
        "fill": {"zh": ("不做饭", "只有微波炉"), "en": ("don't cook", "microwave only")},
        "note": {"zh": ("用{x}煮了挂面",), "en": ("rice in the {x}",)},
        "around": {"zh": ("车上炖了个汤，香", "锅又糊底了", "车上做饭省了不少钱"),
                   "en": ("Made soup in the cab", "Burned the rice again lol",
                          "Cooking in the truck saves me a few hundred bucks")},
        "passing": {"zh": ("车上自己做饭确实健康", "我也想在车上做饭"),
                    "en": ("Cooking in the truck is the way to go",
                           "Thinking about cooking in the cab too")},
        "kq": {"zh": ("谁车上用{x}做饭？",), "en": ("Who cooks with {x} in the cab?",)},
        "pq": {"zh": ("{n}车上用什么锅做饭？",), "en": ("What does {n} cook with in the truck?",)},
        "para": {"zh": ("{n}在驾驶室里弄吃的靠哪个牌子的电器？", "{n}路上开伙用的家伙是哪家的？",
                        "{n}卧铺里那台烧菜的机器是什么？"),
                 "en": ("Which appliance does {n} rely on for meals on the road?",
                        "What brand is the gadget {n} makes meals with?",
                        "What gear does {n} use for meals in the sleeper?")},
        "nd": ("{n}车上那个锅多大容量？", "How many quarts does {n}'s cooker hold?",
               ("容量", "quart")),
        "vq": {"zh": ("{n}车上用的是不是{y}？",), "en": ("Does {n} cook with {y} in the truck?",)},
    },
    "food": {
        "driver": True, "truck": False,
        "vals": ("Panda Garden", "Golden Dragon", "Lucky Wok", "China Star", "Great Wall Buffet",
                 "Jade Palace",
                 "川味轩", "老四川", "金龙饭店", "福满楼", "湘里人家", "东北人家"),
        "words": ("中餐", "馆", "饭店", "restaurant", "Chinese place"),
        "one": {"zh": ("路过一定去{x}，他们家水煮鱼正宗", "路上最爱的馆子就是{x}"),
                "en": ("Every time I pass through I stop at {x}, best Chinese food on my lanes",),
                "mix": ("路上最爱的中餐就是{x}，每次都 takeout",)},
        "ask": {"zh": ("@{n} 路上哪家中餐馆好吃？",),
                "en": ("@{n} where do you eat Chinese on the road?",)},
        "split": {"zh": ("路上找到一家好吃的中餐馆",),
                  "en": ("Found a decent Chinese place on the route",),
                  "mix": ("路上找到家 Chinese restaurant 很正宗",)},
        "report": {"zh": ("@{n} 你最爱的那家馆子是{x}吧",),
                   "en": ("@{n} your go-to Chinese spot is {x}, right?",)},
        "guess": {"zh": ("猜猜我路上最爱哪家中餐馆",),
                  "en": ("Guess my favourite Chinese place on the road",)},
        "long": {"zh": ("在{x}吃了碗面",), "en": ("ate at {x}",)},
        "jl": {"zh": ("#接龙 路上好吃的中餐馆，大家报一下",),
               "en": ("#接龙 good Chinese food near truck parking, list yours",)},
        "fill": {"zh": ("没找到好的", "都是自己做"), "en": ("haven't found one", "I cook my own")},
        "note": {"zh": ("在{x}打包的",), "en": ("takeout from {x}",)},
        "around": {"zh": ("路上想吃口正宗中餐太难了", "又想吃那家馆子了",
                          "中餐馆门口停不了大车，只能走过去"),
                   "en": ("Craving real Chinese food so bad",
                          "Walked half a mile from parking for Chinese food again")},
        "passing": {"zh": ("路上的中餐都太甜了", "靠近停车场的中餐馆太少"),
                    "en": ("Chinese food out here is all sweet and sour",
                           "Wish there were more Chinese places near truck parking")},
        "kq": {"zh": ("谁路上最爱去{x}吃饭？",), "en": ("Who likes eating at {x} on the road?",)},
        "pq": {"zh": ("{n}路上最爱哪家中餐馆？",),
               "en": ("Which Chinese restaurant does {n} like on the road?",)},
        "para": {"zh": ("{n}跑车途中爱光顾的是哪间馆子？", "{n}出车时最常去哪儿填肚子？",
                        "{n}在外头跑的时候解馋去哪？"),
                 "en": ("Where does {n} grab a meal when passing through?",
                        "Which spot does {n} hit for a bite between loads?",
                        "Which eatery is {n}'s favourite along the highway?")},
        "nd": ("{n}喜欢的那家馆子营业到几点？",
               "How late is {n}'s favourite Chinese place open until?",
               ("营业到", "open until")),
        "vq": {"zh": ("{n}路上是不是常去{y}？",), "en": ("Does {n} eat at {y} on the road?",)},
    },
    "school": {
        "driver": True, "truck": False,
        "vals": ("Roadmaster", "Western Pacific", "Apex CDL", "Coastal Truck School",
                 "Smart Start", "Liberty CDL",
                 "飞龙驾校", "通达驾校", "东方驾校", "顺风驾校", "金桥驾校", "华美驾校"),
        "words": ("驾校", "学车", "考", "school", "CDL", "license"),
        "one": {"zh": ("我当年是在{x}考的A照", "我的A照是{x}教出来的"),
                "en": ("Got my CDL at {x} back in the day",),
                "mix": ("我 CDL 是在{x}考的，教练很严",)},
        "ask": {"zh": ("@{n} 你A照在哪学的？",), "en": ("@{n} where did you get your CDL?",)},
        "split": {"zh": ("说起考A照那会儿",), "en": ("Funny story about my CDL school",),
                  "mix": ("说起我考 CDL 那会儿",)},
        "report": {"zh": ("@{n} 你不是在{x}考的A照嘛",),
                   "en": ("@{n} you got your license at {x}, right?",)},
        "guess": {"zh": ("猜猜我在哪个驾校考的A照",),
                  "en": ("Guess which school I got my CDL from",)},
        "long": {"zh": ("碰到{x}的老同学",), "en": ("ran into a classmate from {x}",)},
        "jl": {"zh": ("#接龙 大家在哪考的A照，给新人参考",),
               "en": ("#接龙 where'd you get your CDL, for the newbies",)},
        "fill": {"zh": ("公司培训的", "忘了叫啥"), "en": ("company school",
                                                 "a place that closed down")},
        "note": {"zh": ("碰到{x}的老同学了",), "en": ("ran into a classmate from {x}",)},
        "around": {"zh": ("想起考路考那天手抖", "当年倒库练了一个月", "学车那会儿天天背气刹检查"),
                   "en": ("Still remember my road test nerves",
                          "Took me a month to get backing down at school")},
        "passing": {"zh": ("现在考A照越来越难", "我表弟也想去学大车"),
                    "en": ("CDL schools are pricey now", "My cousin wants to get his CDL")},
        "kq": {"zh": ("谁是在{x}考的A照？",), "en": ("Who got their CDL at {x}?",)},
        "pq": {"zh": ("{n}在哪个驾校考的A照？",),
               "en": ("Which school did {n} get the CDL from?",)},
        "para": {"zh": ("{n}当初拿大车执照是跟哪家学的？", "{n}的卡车驾照是在哪儿培训的？",
                        "{n}入行前在哪受的训练？"),
                 "en": ("Where was {n} trained to drive a big rig?",
                        "Which academy taught {n} to handle an eighteen-wheeler?",
                        "Who trained {n} before the first job behind the wheel?")},
        "nd": ("{n}考A照花了多少学费？", "How much was {n}'s tuition for the CDL?", ("学费",
                                                                            "tuition")),
        "vq": {"zh": ("{n}是不是在{y}考的A照？",), "en": ("Did {n} get the CDL at {y}?",)},
    },
    "carrier": {
        "driver": True, "truck": True,
        "vals": ("Werner", "Schneider", "Landstar", "Knight-Swift", "CR England", "Heartland",
                 "鸿运物流", "顺通运输", "大华物流", "金鹰货运", "长城物流", "远航运输"),
        "words": ("公司", "挂靠", "carrier", "company", "lease"),
        "one": {"zh": ("我现在挂靠在{x}，派货还算稳定", "车挂在{x}名下了"),
                "en": ("I'm leased on with {x} now, freight's been steady",),
                "mix": ("现在挂在{x}名下跑，dispatch 还行",)},
        "ask": {"zh": ("@{n} 你现在挂靠哪家公司？",),
                "en": ("@{n} who are you leased on with these days?",)},
        "split": {"zh": ("换公司了",), "en": ("Switched carriers this month",),
                  "mix": ("这个月换 carrier 了",)},
        "report": {"zh": ("@{n} 你现在是挂在{x}吧",),
                   "en": ("@{n} you're running under {x} now, right?",)},
        "guess": {"zh": ("猜猜我换到哪家公司了",), "en": ("Guess which carrier I moved to",)},
        "long": {"zh": ("{x}那边结了上周的运费",), "en": ("{x} paid last week's settlement",)},
        "jl": {"zh": ("#接龙 大家挂靠的公司报一下，看看哪家靠谱",),
               "en": ("#接龙 which carrier are you with, comparing",)},
        "fill": {"zh": ("自己有牌照", "还在找"), "en": ("own authority", "still looking")},
        "note": {"zh": ("{x}派了个好活",), "en": ("{x} gave me a good load",)},
        "around": {"zh": ("这个月结算又晚了两天", "公司的油卡折扣又变了", "派货的又打了三个电话"),
                   "en": ("Settlement came two days late again",
                          "Fuel card discount changed again")},
        "passing": {"zh": ("挂靠公司还是得找靠谱的", "现在小公司不好混"),
                    "en": ("Finding a good carrier is half the battle",
                           "Small carriers are struggling this year")},
        "kq": {"zh": ("谁现在挂靠在{x}？",), "en": ("Who is leased on with {x}?",)},
        "pq": {"zh": ("{n}现在挂靠哪家公司？",), "en": ("Which carrier is {n} leased on with?",)},
        "para": {"zh": ("{n}目前替哪家运输企业拉货？", "{n}是给谁跑车的？",
                        "{n}那辆车的运营牌照挂在哪？"),
                 "en": ("Whose authority does {n} haul under?",
                        "For which trucking outfit does {n} drive at present?",
                        "Which firm sends {n} work?")},
        "nd": ("{n}挂靠的公司抽成是多少？", "What commission does {n}'s carrier take?",
               ("抽成", "commission")),
        "vq": {"zh": ("{n}是不是挂靠在{y}？",), "en": ("Is {n} leased on with {y}?",)},
    },
    "sauce": {
        "driver": False, "truck": False,
        "vals": ("Sriracha", "Tabasco", "Cholula", "Tapatio", "Valentina", "Frank's RedHot",
                 "老干妈", "饭扫光", "辣妹子", "李锦记", "王致和", "虎邦辣酱"),
        "words": ("酱", "辣", "sauce", "hot"),
        "one": {"zh": ("我吃啥都得配{x}，家里常备三瓶", "没有{x}我吃不下饭"),
                "en": ("I put {x} on everything, always have a spare bottle",),
                "mix": ("没有{x}我吃不下饭，spare 的都备着",)},
        "ask": {"zh": ("@{n} 你平时离不开哪个辣酱？",),
                "en": ("@{n} which hot sauce do you swear by?",)},
        "split": {"zh": ("离不开的辣酱又买了一箱",), "en": ("Restocked my hot sauce",),
                  "mix": ("又囤了一箱 hot sauce",)},
        "report": {"zh": ("@{n} 你离不开的那个酱是{x}吧",),
                   "en": ("@{n} your hot sauce is {x}, right?",)},
        "guess": {"zh": ("猜猜我离不开哪个辣酱",),
                  "en": ("Guess which hot sauce I can't live without",)},
        "long": {"zh": ("拌了一大勺{x}",), "en": ("put {x} on my food",)},
        "jl": {"zh": ("#接龙 大家最爱的辣酱，凑单买",),
               "en": ("#接龙 favourite hot sauce, bulk order",)},
        "fill": {"zh": ("不吃辣", "都行"), "en": ("no spice for me", "whatever's there")},
        "note": {"zh": ("饭里拌了{x}",), "en": ("plenty of {x} on the rice",)},
        "around": {"zh": ("辣酱又吃完了", "没辣的吃不下饭", "去超市又囤了辣酱"),
                   "en": ("Out of hot sauce again", "Food's bland without some heat")},
        "passing": {"zh": ("辣酱这东西真离不开", "我现在也爱吃辣了"),
                    "en": ("Hot sauce makes truck stop food edible",
                           "Getting into hot sauce lately")},
        "kq": {"zh": ("谁吃啥都离不开{x}？",), "en": ("Who puts {x} on everything?",)},
        "pq": {"zh": ("{n}最离不开哪个辣酱？",),
               "en": ("Which hot sauce can {n} not live without?",)},
        "para": {"zh": ("{n}每顿饭都要加点什么调味？", "{n}平常蘸什么下饭？",
                        "{n}吃东西必备的那瓶红色的是啥？"),
                 "en": ("What condiment does {n} pour on every meal?",
                        "Which bottle of heat goes on all of {n}'s food?",
                        "What spicy stuff does {n} keep handy?")},
        "nd": ("{n}那个辣酱有多辣？", "How many Scoville units is {n}'s sauce?", ("多辣",
                                                                          "scoville")),
        "vq": {"zh": ("{n}是不是离不开{y}？",), "en": ("Does {n} put {y} on everything?",)},
    },
    "dog": {
        "driver": False, "truck": False,
        "vals": ("Rocco", "Daisy", "Bandit", "Ziggy", "Pepper", "Mango",
                 "旺财", "豆豆", "糯米", "大黄", "芝麻", "元宝"),
        "words": ("狗", "dog", "pup"),
        "one": {"zh": ("我家狗叫{x}，超黏人", "我家的狗名字叫{x}"),
                "en": ("My dog's name is {x}, biggest goofball",),
                "mix": ("我家 dog 叫{x}，超黏人 lol",)},
        "ask": {"zh": ("@{n} 你家狗叫啥？",), "en": ("@{n} what's your dog's name?",)},
        "split": {"zh": ("给你们看看我家狗",), "en": ("Meet my dog",),
                  "mix": ("给你们看我家的 dog",)},
        "report": {"zh": ("@{n} 你家狗是叫{x}吧",), "en": ("@{n} your dog's {x}, right?",)},
        "guess": {"zh": ("猜猜我家狗叫啥",), "en": ("Guess my dog's name",)},
        "long": {"zh": ("{x}又把拖鞋叼跑了",), "en": ("{x} stole my sock again",)},
        "jl": {"zh": ("#接龙 晒狗名字，看谁家的最好听",), "en": ("#接龙 dog names, let's see",)},
        "fill": {"zh": ("没养狗", "养的猫"), "en": ("no dog", "cat person")},
        "note": {"zh": ("{x}跟车一整天很乖",), "en": ("{x} rode shotgun all day",)},
        "around": {"zh": ("狗最近掉毛掉得厉害", "给狗买了新的牵引绳", "带狗去打了疫苗"),
                   "en": ("Dog's shedding like crazy", "Bought the dog a new leash")},
        "passing": {"zh": ("想养只狗", "狗比人靠谱"),
                    "en": ("A dog in the truck would be nice company",
                           "Dogs are the best co-drivers")},
        "kq": {"zh": ("谁家的狗叫{x}？",), "en": ("Whose dog is called {x}?",)},
        "pq": {"zh": ("{n}家的狗叫什么？",), "en": ("What is {n}'s dog called?",)},
        "para": {"zh": ("{n}养的那只汪星人怎么称呼？", "{n}家毛孩子的大名是？",
                        "{n}屋里那只四条腿的宝贝叫啥？"),
                 "en": ("What does {n}'s pup answer to?",
                        "How does {n} address the four-legged buddy?",
                        "What's the furry companion of {n} called?")},
        "nd": ("{n}家的狗几岁了？", "How old is {n}'s dog?", ("几岁", "how old")),
        "vq": {"zh": ("{n}家的狗是不是叫{y}？",), "en": ("Is {n}'s dog called {y}?",)},
    },
    "show": {
        "driver": False, "truck": False,
        "vals": ("Breaking Bad", "Ted Lasso", "Succession", "Better Call Saul", "Severance",
                 "Landman",
                 "狂飙", "繁花", "漫长的季节", "人世间", "庆余年", "琅琊榜"),
        "words": ("剧", "追", "show", "watch", "binge"),
        "one": {"zh": ("最近在追{x}，一集接一集停不下来", "睡前必看{x}"),
                "en": ("Binging {x} at night, one more episode every time",),
                "mix": ("在追{x}，太好看了 no spoilers",)},
        "ask": {"zh": ("@{n} 最近在追什么剧？",),
                "en": ("@{n} what are you watching these days?",)},
        "split": {"zh": ("最近追的剧太上头了",), "en": ("Started a new show and I'm hooked",),
                  "mix": ("最近追的 show 太上头了",)},
        "report": {"zh": ("@{n} 你不是在追{x}嘛",), "en": ("@{n} you're watching {x}, right?",)},
        "guess": {"zh": ("猜猜我最近在追哪部剧",), "en": ("Guess what show I'm binging",)},
        "long": {"zh": ("又看了两集{x}",), "en": ("watched another hour of {x}",)},
        "jl": {"zh": ("#接龙 最近在追的剧，互相安利",),
               "en": ("#接龙 what are you watching, recs wanted",)},
        "fill": {"zh": ("不追剧", "只看新闻"), "en": ("no time for TV", "news only")},
        "note": {"zh": ("刷了一集{x}",), "en": ("an episode of {x} to kill time",)},
        "around": {"zh": ("剧荒了，这部快看完了", "追剧追到半夜", "别剧透啊"),
                   "en": ("Stayed up too late watching again",
                          "Almost finished the season, what then")},
        "passing": {"zh": ("最近有啥好剧", "好久没追剧了"),
                    "en": ("Need a new show", "Haven't watched anything good in ages")},
        "kq": {"zh": ("谁最近在追{x}？",), "en": ("Who is watching {x}?",)},
        "pq": {"zh": ("{n}最近在追什么剧？",), "en": ("What show is {n} watching these days?",)},
        "para": {"zh": ("{n}晚上休息时看的是哪部电视连续剧？", "{n}这阵子迷上了哪个片子？",
                        "{n}睡前在屏幕上看什么故事？"),
                 "en": ("Which series has {n} hooked lately?", "What's on {n}'s screen before bed?",
                        "Which TV drama is {n} into?")},
        "nd": ("{n}在追的剧一共有多少集？", "How many episodes does {n}'s show have?",
               ("多少集", "episodes")),
        "vq": {"zh": ("{n}是不是在追{y}？",), "en": ("Is {n} watching {y}?",)},
    },
    "drink": {
        "driver": False, "truck": False,
        "vals": ("Monster", "Red Bull", "Mountain Dew", "Rockstar", "Gatorade", "Coke Zero",
                 "王老吉", "维他奶", "东方树叶", "菊花茶", "旺仔牛奶", "六个核桃"),
        "words": ("喝", "drink", "饮料"),
        "one": {"zh": ("一天不喝{x}就没精神", "我续命全靠{x}"),
                "en": ("Can't function without my {x}",),
                "mix": ("续命全靠{x}，每天 must have",)},
        "ask": {"zh": ("@{n} 你平时喝什么提神？",), "en": ("@{n} what's your go-to drink?",)},
        "split": {"zh": ("续命的饮料又买了一箱",), "en": ("Stocked up on my drink of choice",),
                  "mix": ("续命 drink 又囤了一箱",)},
        "report": {"zh": ("@{n} 你天天喝的是{x}吧",),
                   "en": ("@{n} you drink {x} all day, right?",)},
        "guess": {"zh": ("猜猜我每天喝什么续命",), "en": ("Guess what I drink to stay awake",)},
        "long": {"zh": ("中途买了瓶{x}",), "en": ("grabbed {x} at the fuel stop",)},
        "jl": {"zh": ("#接龙 大家续命喝什么",), "en": ("#接龙 what do you drink to keep going",)},
        "fill": {"zh": ("白开水", "咖啡"), "en": ("water", "black coffee")},
        "note": {"zh": ("喝了两瓶{x}",), "en": ("{x} kept me going",)},
        "around": {"zh": ("饮料喝多了得戒一戒", "不喝点东西睁不开眼", "冰箱里的饮料又喝光了"),
                   "en": ("Should cut back on the caffeine", "Trying to drink more water lol")},
        "passing": {"zh": ("提神饮料喝多了不好", "我现在只喝水"),
                    "en": ("Energy drinks will get you one day",
                           "I'm trying to quit sugary drinks")},
        "kq": {"zh": ("谁每天都喝{x}？",), "en": ("Who drinks {x} every day?",)},
        "pq": {"zh": ("{n}平时喝什么饮料提神？",), "en": ("What does {n} drink to stay sharp?",)},
        "para": {"zh": ("{n}靠哪种瓶装的东西续命？", "{n}犯困时灌的是哪个牌子？",
                        "{n}离不开的那罐东西是啥？"),
                 "en": ("Which beverage keeps {n} alert?", "What does {n} sip to fight off sleep?",
                        "What canned pick-me-up is {n} hooked on?")},
        "nd": ("{n}一天喝几罐？", "How many cans a day does {n} go through?", ("几罐",
                                                                         "cans a day")),
        "vq": {"zh": ("{n}是不是每天都喝{y}？",), "en": ("Does {n} drink {y} every day?",)},
    },
    "team": {
        "driver": False, "truck": False,
        "vals": ("Lakers", "Warriors", "Celtics", "Rockets", "Knicks", "Mavericks",
                 "广东宏远", "辽宁本钢", "北京首钢", "上海久事", "新疆广汇", "浙江广厦"),
        "words": ("队", "球", "支持", "team", "game", "fan"),
        "one": {"zh": ("我是{x}的老球迷了，输了也支持", "我的主队一直是{x}"),
                "en": ("Die-hard {x} fan here, win or lose",),
                "mix": ("{x} 是我的主队，game 必看",)},
        "ask": {"zh": ("@{n} 你支持哪个队？",), "en": ("@{n} which team do you root for?",)},
        "split": {"zh": ("主队有比赛",), "en": ("My team's got a game",), "mix": ("主队有 game",)},
        "report": {"zh": ("@{n} 你是{x}的球迷吧",), "en": ("@{n} you're a {x} fan, right?",)},
        "guess": {"zh": ("猜猜我是哪个队的球迷",), "en": ("Guess which team I root for",)},
        "long": {"zh": ("看了{x}的比赛",), "en": ("caught the {x} game",)},
        "jl": {"zh": ("#接龙 大家主队报一下，季后赛竞猜",),
               "en": ("#接龙 your team, playoff pool",)},
        "fill": {"zh": ("不看球", "谁赢支持谁"), "en": ("don't follow", "whoever's winning")},
        "note": {"zh": ("手机上看了{x}的比赛",), "en": ("watched the {x} game on my phone",)},
        "around": {"zh": ("主队又输了，气死", "比赛看到一半睡着了", "这赛季主队状态不错"),
                   "en": ("Ugh my team blew it again", "Good season for my team so far")},
        "passing": {"zh": ("季后赛快开始了", "最近没空看球"),
                    "en": ("Playoffs are coming", "Haven't caught a game in weeks")},
        "kq": {"zh": ("谁是{x}的球迷？",), "en": ("Who is a {x} fan?",)},
        "pq": {"zh": ("{n}支持哪个球队？",), "en": ("Which team does {n} root for?",)},
        "para": {"zh": ("{n}是哪家篮球俱乐部的拥趸？", "{n}看比赛时给谁加油？",
                        "{n}心里的主场是哪边？"),
                 "en": ("Which basketball club does {n} cheer on?",
                        "Who does {n} back during the season?",
                        "Which squad has {n}'s loyalty?")},
        "nd": ("{n}支持的队现在排第几？", "Where do {n}'s team sit in the standings?",
               ("排第几", "standings")),
        "vq": {"zh": ("{n}是不是{y}的球迷？",), "en": ("Is {n} a {y} fan?",)},
    },
    "snack": {
        "driver": False, "truck": False,
        "vals": ("Doritos", "Cheetos", "Pringles", "Takis", "Slim Jim", "Oreo",
                 "卫龙", "周黑鸭", "良品铺子", "三只松鼠", "盐津铺子", "百草味"),
        "words": ("零食", "snack"),
        "one": {"zh": ("我的零食柜里全是{x}", "零食只吃{x}，一箱一箱买"),
                "en": ("My snack stash is all {x}",),
                "mix": ("{x} 是我的 snack 本命，一次买一箱",)},
        "ask": {"zh": ("@{n} 你平时吃什么零食？",), "en": ("@{n} what's your snack of choice?",)},
        "split": {"zh": ("零食又补货了",), "en": ("Restocked the snack stash",),
                  "mix": ("snack 又补货了",)},
        "report": {"zh": ("@{n} 你的零食是不是全是{x}",),
                   "en": ("@{n} your snack stash is all {x}, right?",)},
        "guess": {"zh": ("猜猜我最爱吃什么零食",), "en": ("Guess my favourite snack",)},
        "long": {"zh": ("嘴馋吃了一包{x}",), "en": ("ate a whole bag of {x}",)},
        "jl": {"zh": ("#接龙 零食团购，报一下要啥",), "en": ("#接龙 snack group order",)},
        "fill": {"zh": ("戒零食了", "随便"), "en": ("on a diet", "anything salty")},
        "note": {"zh": ("路上吃了一包{x}",), "en": ("a bag of {x} for the road",)},
        "around": {"zh": ("零食吃太多了，又胖了", "嘴闲不住", "零食又吃光了"),
                   "en": ("Too many snacks, pants are tight", "Snack drawer's empty again")},
        "passing": {"zh": ("零食是开车的好伙伴", "我最近在戒零食"),
                    "en": ("Snacks are the real co-driver", "Trying to cut back on snacks")},
        "kq": {"zh": ("谁最爱吃{x}？",), "en": ("Who loves {x}?",)},
        "pq": {"zh": ("{n}最爱吃什么零食？",), "en": ("What snack does {n} love?",)},
        "para": {"zh": ("{n}嘴馋的时候拿什么垫肚子？", "{n}抽屉里囤得最多的小吃是哪样？",
                        "{n}闲下来爱嚼的是什么？"),
                 "en": ("What does {n} munch on between meals?", "Which treat does {n} hoard?",
                        "What does {n} reach for when peckish?")},
        "nd": ("{n}一个月零食花多少钱？", "How much does {n} spend on snacks per month?",
               ("花多少钱", "per month")),
        "vq": {"zh": ("{n}是不是最爱吃{y}？",), "en": ("Does {n} snack on {y}?",)},
    },
    "fit": {
        "driver": False, "truck": False,
        "vals": ("Planet Fitness", "Anytime Fitness", "Gold's Gym", "Crunch Fitness",
                 "Snap Fitness", "Orangetheory",
                 "八段锦", "太极拳", "刘畊宏", "帕梅拉", "五禽戏", "哑铃操"),
        "words": ("锻炼", "练", "健身", "work", "gym", "exercise"),
        "one": {"zh": ("我现在靠{x}保持身材，腰不疼了", "坚持{x}一个月了"),
                "en": ("{x} is how I stay in shape, back feels better",),
                "mix": ("{x} 坚持一个月了，back pain 好多了",)},
        "ask": {"zh": ("@{n} 你平时怎么锻炼？",), "en": ("@{n} how do you stay in shape?",)},
        "split": {"zh": ("最近开始锻炼了",), "en": ("Started working out again",),
                  "mix": ("最近开始 work out 了",)},
        "report": {"zh": ("@{n} 你现在练{x}是吧",), "en": ("@{n} you're doing {x} now, right?",)},
        "guess": {"zh": ("猜猜我现在怎么锻炼",), "en": ("Guess how I've been working out",)},
        "long": {"zh": ("练了半小时{x}",), "en": ("did {x} for half an hour",)},
        "jl": {"zh": ("#接龙 打卡锻炼，报一下你练啥",),
               "en": ("#接龙 fitness check, what's your workout",)},
        "fill": {"zh": ("走路", "不练"), "en": ("walking", "nothing lol")},
        "note": {"zh": ("停好车练了{x}",), "en": ("{x} after parking",)},
        "around": {"zh": ("坐久了腰疼，得动一动", "锻炼完浑身酸", "体检说要多运动"),
                   "en": ("Back's killing me, need to move more", "Doc says exercise more")},
        "passing": {"zh": ("开车的都该锻炼", "我也得动起来了"),
                    "en": ("Drivers need to work out more", "Should start exercising")},
        "kq": {"zh": ("谁靠{x}健身？",), "en": ("Who keeps fit with {x}?",)},
        "pq": {"zh": ("{n}平时怎么锻炼身体？",), "en": ("How does {n} work out?",)},
        "para": {"zh": ("{n}靠什么运动保持体型？", "{n}用哪种法子活动筋骨？",
                        "{n}强身的路数是什么？"),
                 "en": ("What keeps {n} fit?", "Which routine does {n} follow to stay healthy?",
                        "How does {n} keep the body in good condition?")},
        "nd": ("{n}一周练几次？", "How many times a week does {n} work out?", ("一周练",
                                                                         "times a week")),
        "vq": {"zh": ("{n}是不是靠{y}健身？",), "en": ("Does {n} keep fit with {y}?",)},
    },
}
KINDS = tuple(TOPICS)


# -- what every shape says besides a topic's own words ---------------------------------------
TERSE: L = {"zh": ("{x}", "{x}吧", "{x}啊", "一直是{x}", "{x}呀😄"),
            "en": ("{x}", "{x} 👍", "it's {x}", "{x}, why?", "{x} all the way"),
            "mix": ("{x} 啊 lol", "{x} for sure", "{x} 哈哈 why")}
LATE_DRIVER: L = {"zh": ("@{a} 刚停车才看到，{x}", "@{a} 才看到，开了一天车，{x}"),
                  "en": ("@{a} just parked, saw this now. {x}", "@{a} sorry, was driving. {x}"),
                  "mix": ("@{a} 刚 park 才看到，{x}",)}
LATE_OTHER: L = {"zh": ("@{a} 才看到消息，{x}", "@{a} 刚忙完，{x}"),
                 "en": ("@{a} just saw this, {x}", "@{a} sorry, busy day. {x}"),
                 "mix": ("@{a} 刚看到 sorry，{x}",)}
SPLIT2: L = {"zh": ("{x}", "是{x}～", "{x}！"), "en": ("{x}", "it's {x}", "{x}!"),
             "mix": ("{x} 哈哈", "{x} lol")}
NEXT: L = {"zh": ("然后呢？", "啥？"), "en": ("And?", "which?"), "mix": ("然后呢 and?",)}
CONFIRM: L = {"zh": ("对对", "是的哈哈", "没错👍", "哈哈被你发现了"), "en": ("yep", "haha yes",
                                                             "that's right 👍"),
              "mix": ("对 yep", "哈哈 yes")}
CORRECT: L = {"zh": ("刚才说错了，不是{y}，是{x}", "打错了，是{x}不是{y}"),
              "en": ("Correction: it's {x}, not {y}", "Wait, I meant {x}, not {y}"),
              "mix": ("sorry 说错了，不是{y}，是{x}",)}
CORRECT_LATER: L = {"zh": ("上次说错了，不是{y}，是{x}", "更正一下，是{x}，不是{y}"),
                    "en": ("Correction from earlier: it's {x}, not {y}",
                           "Earlier I said {y}, I meant {x}"),
                    "mix": ("上次说错了 sorry，不是{y}，是{x}",)}
GUESSES: L = {"zh": ("{y}？", "是不是{y}", "我猜{y}"), "en": ("{y}?", "{y} for sure",
                                                        "I'd say {y}"),
              "mix": ("{y} 吧?", "我猜 {y}")}
REVEAL: L = {"zh": ("都不对～是{x}", "哈哈哈不对，{x}！"), "en": ("Nope, {x}!",
                                                      "Not even close. {x}"),
             "mix": ("都不对 haha，{x}",)}
JL_TAIL: L = {"zh": ("我的最爱", "没毛病", "就这个"), "en": ("my pick", "hands down", "no contest"),
              "mix": ("my pick 没毛病",)}
LONG_HEAD: L = {"zh": ("今天流水账：", "汇报一下今天："), "en": ("Long day. ", "Day recap: "),
                "mix": ("今天的 recap：",)}
LONG_END: L = {"zh": ("。累了", "。就这些"), "en": (". That's it from me", ". Done for today"),
               "mix": ("。done 累了",)}
# the fragments a long message's day is told in, by what the member does
FRAGS: dict[str, L] = {
    "driver": {"zh": ("天没亮就出发了", "路上一直刮大风", "在收货的地方等了两个多小时",
                      "加油又花了八百多",
                      "在休息区随便吃了点", "堵在施工路段快一个小时", "停车场差点没位置",
                      "洗了个热水澡",
                      "跟家里视频了一会儿", "明天还要早起", "过了两个称都没事"),
               "en": ("left before sunrise", "wind was brutal for hours",
                      "sat at the receiver for two hours",
                      "fuel was over eight hundred bucks", "ate a gas station sandwich",
                      "hit construction for almost an hour", "barely got a parking spot",
                      "hot shower at the truck stop", "video called home for a bit",
                      "early start again tomorrow", "two scales, both open, no problems")},
    "house": {"zh": ("送孩子上学", "去超市买了菜", "收拾了一下院子", "给他打了两个电话都没接",
                     "包了饺子", "孩子作业写到九点", "洗了三筐衣服", "去邮局寄了东西"),
              "en": ("did the school run", "groceries after work", "cleaned up the yard",
                     "called him twice, no answer, must be driving", "made dumplings",
                     "homework battle till nine", "three loads of laundry", "post office run")},
    "office": {"zh": ("一口气派了六票货", "有个收货方一直不接电话", "在工位上吃的饭",
                      "跟货主砍价砍了半天",
                      "开了一下午会", "帮两个司机改了预约", "电脑又卡死了"),
               "en": ("booked six loads before nine", "a receiver wouldn't pick up all day",
                      "ate at my desk",
                      "haggled rates for an hour", "meetings all afternoon",
                      "rebooked two appointments for drivers", "computer froze twice")},
    "shop": {"zh": (), "en": ("three trucks in for sensor codes", "rebuilt a brake chamber",
                              "ate in the bay",
                              "parts came late again", "stayed late on a regen problem",
                              "a reefer unit that wouldn't start", "swept the whole shop")},
}
# ordinary talk, by kind of thread: "zh|en|mix", a part left empty where it would not be said;
# {city}/{st} where the speaker is, {p} a price, {h} hours waited, {m} a member (@), {o} a member
# talked about
POOLS: dict[str, dict[str, tuple[str, ...]]] = {
    "morning": {
        "open": ("早|Morning all|早啊 morning", "早，出发了|Rolling out, morning|出发了 早",
                 "早上好，{city}有点冷|Chilly morning in {city}|{city} 早上好冷 brrr",
                 "早☕|Coffee and pre-trip, morning|早 ☕ pre-trip 完事",
                 "各位早，又是一天|Morning folks, another day|早～ another day another dollar",
                 "早，{city}起雾了|Foggy morning in {city}|早 {city} 好大雾"),
        "reply": ("早|Morning|早 morning", "早早早|Mornin'|早呀",
                  "注意安全|Drive safe|drive safe 啊",
                  "早，路上小心|Morning, be safe out there|早 小心路滑",
                  "早安🌞|Good morning 🌞|早安 good morning"),
    },
    "night": {
        "open": ("停好了，睡了|Parked, calling it a night|停好了 睡了 night",
                 "晚安各位|Night all|晚安 good night",
                 "今天就到这，晚安|That's it for today, good night|收工 晚安"),
        "reply": ("晚安|Night|晚安～", "睡吧，明天见|Sleep well|good night 明天见",
                  "晚安😴|Night 😴|晚安 😴"),
    },
    "dock": {
        "open": ("等门等了{h}个小时了😤|Been sitting here {h} hours 😤|等了{h}个小时还没进 door 😤",
                 "这家收货太慢了|This receiver is so slow|这个 receiver 太慢了",
                 "约的{appt}，现在还没叫号|Appointment was {appt}, still no door|appointment "
                 "{appt} 还没叫号",
                 "收货的说还要俩小时|They say two more hours|他们说还要两个小时 ugh",
                 "进门了，在卸|Finally at a door, unloading|终于进 door 了",
                 "|Lumper wants two fifty, unreal|lumper 要收 $250，离谱",
                 "装好了，准备走|Loaded, heading out|loaded 了 准备走",
                 "前面排了二十多辆车|Twenty trucks in line ahead of me|前面排了二十多辆 truck",
                 "这家连厕所都不让用|They won't even let drivers use the bathroom|这家不让 driver "
                 "用厕所"),
        "reply": ("正常，这家一直这样|Normal for that place|正常 这家一直这样",
                  "拍照留证据|Take pictures for the claim|拍照留证 for detention",
                  "熬着吧|Hang in there|hang in there 兄弟",
                  "我有一回在那等了五个钟|I waited five hours there once|我有一回在那等了 5 hours",
                  "辛苦了|That's rough|辛苦 辛苦", "|Make sure you log detention|记得报 detention"),
    },
    "road": {
        "open": ("{st}这边风好大|Wind is crazy here in {st}|{st} 风好大 空车小心",
                 "I-{hwy}又在修路|Construction on I-{hwy} again|I-{hwy} 又 construction 了",
                 "前面出事故了，堵死|Wreck ahead, parking lot now|前面 accident 堵死了",
                 "下雨了，慢慢开|Rain all the way|下雨了 drive slow",
                 "过称了，没事|Scale was open, rolled across|过 scale 了 没事",
                 "停下来歇会儿|Taking my 30|停下来 break 一下",
                 "路况还行|Roads are clear|traffic 还行",
                 "{city}附近堵车|Traffic backed up near {city}|{city} 附近 traffic 堵了"),
        "reply": ("小心点|Be careful|小心点 bro", "注意安全|Stay safe|安全第一 safety first",
                  "我明天也走这条路|I'm on that road tomorrow|我明天也走这条 route",
                  "谢谢提醒|Thanks for the heads up|谢谢 heads up", "👍|👍|👍"),
    },
    "fuel": {
        "open": ("柴油又涨了，{p}一加仑|Diesel's {p} a gallon here|diesel 又涨了 {p}",
                 "加个油，顺便吃口饭|Fueling up and grabbing food|加油 顺便吃个饭",
                 "加满花了快一千|Fill-up was almost a grand|加满 快 $1000 了"),
        "reply": ("{p}？抢钱啊|{p}? Highway robbery|{p}?? 抢钱",
                  "往前走便宜点|Cheaper up the road|往前 cheaper 一点",
                  "用油卡有折扣|Use the fuel card discount|fuel card 有折扣"),
    },
    "evening": {
        "open": ("收工了|Done for the day|收工 done",
                 "停车场满了，转了三圈才找到位置|Lot was full, circled three times|停车场满了 "
                 "绕了三圈",
                 "洗个澡去|Shower time|去 shower 了",
                 "洗澡排队排了二十个号|Shower wait is twenty deep|shower 排了二十个号",
                 "微波炉热了点剩饭|Microwave leftovers again|微波炉热剩饭 again",
                 "开得好累|Long day, beat|好累 long day",
                 "视频了一会儿孩子|Video called the kids|跟孩子 video 了一会",
                 "这个停车场好黑，有点怕|This lot is really dark, kinda sketchy|这个 parking 好黑 "
                 "有点怕"),
        "reply": ("辛苦了|Rest up|辛苦 rest well", "早点休息|Get some sleep|早点休息 bro",
                  "我也刚停|Just parked too|我也刚 park",
                  "👍|👍|👍", "锁好门|Lock your doors|锁好门 be safe"),
    },
    "banter": {
        "open": ("哈哈哈哈|lol|哈哈哈 lol", "[图片]|[图片]|[图片]", "[表情]|[表情]|[表情]",
                 "笑死我了|I'm dying 😂|笑死 😂",
                 "有人在吗|Anyone around?|有人吗 anyone",
                 "群里好安静|Quiet in here|群里好安静 today",
                 "这个视频笑死|This video lol|这个 video 笑死",
                 "[图片] 看这个停车技术|[图片] look at this parking job|[图片] 这 parking "
                 "技术绝了"),
        "reply": ("哈哈哈|haha|哈哈 lol", "😂|😂|😂", "在|Here|在 here", "+1|+1|+1",
                  "太真实了|So true|太 true 了",
                  "离谱|Wild|离谱 wild"),
    },
    "money": {
        "open": ("运价太低了，这个月白干|Rates are garbage this month|rate 太低了 这个月白干",
                 "|Spot market is dead|spot market 死了",
                 "保险又涨了|Insurance went up again|insurance 又涨了",
                 "四月十五号要报税了|Tax day's coming, April 15|tax day 快到了 四月十五",
                 "这周跑了{p}，还行|Grossed {p} this week, not bad|这周 gross {p} 还行",
                 "车贷还有两年|Two more years on the truck payment|truck payment 还有两年"),
        "reply": ("都一样|Same here|same 都一样",
                  "熬过去就好了|It'll turn around|熬过这段 it'll turn around",
                  "找个好会计|Get a good accountant|找个好 accountant",
                  "{p}不错了|{p} is solid|{p} 不错了"),
    },
    "mech": {
        "open": ("仪表盘又亮灯了|Check engine light's on again|check engine light 又亮了",
                 "尾气液又报警了|DEF warning again|DEF 又报警了",
                 "再生一直失败|Regen keeps failing|regen 一直 fail",
                 "刹车有点软|Brakes feel soft|brake 有点软",
                 "空调坏了，热死|AC went out, dying here|AC 坏了 热死",
                 "冷机的机组又报错|Reefer unit threw a code|reefer 机组又报 code"),
        "reply": ("先看看传感器|Check the sensor first|先查 sensor",
                  "去修理厂看看吧|Get it to a shop|去 shop 看看吧",
                  "|Probably a sensor. Bring it by if you're near Dallas|",
                  "|Check the air filter first|", "|Could be the DPF, don't ignore it|",
                  "我上个月也是这个毛病|Had the same thing last month|我上个月也这样"),
    },
    "shop": {
        "open": ("|Had three trucks in with the same DEF issue|",
                 "|Reminder: grease your fifth wheel|",
                 "|Shop's closed Saturday afternoon this week|",
                 "|Brake chambers on sale this week, tell your friends|",
                 "|Spring is when the batteries die, get them tested|"),
        "reply": ("收到|Thanks Dave|收到 thanks", "👍|👍|👍",
                  "下周过去|I'll swing by next week|下周过去 next week"),
    },
    "dispatch": {
        "open": ("记得上传提单照片|Please upload your BOLs|BOL 记得上传哦",
                 "这周运价又跌了|Rates dropped again this week|这周 rate 又跌了",
                 "周五下午我不在|I'm out Friday afternoon|周五下午 off",
                 "有人这周要回家的说一声|Who needs home time this week, tell me|这周谁要 home time "
                 "说一声"),
        "reply": ("好的|Got it|好的 got it", "收到|Copy|收到 copy",
                  "辛苦了|Thanks Jenny|thanks 辛苦"),
    },
    "broker": {
        "open": ("有没有车在{city}附近？|Any trucks near {city}?|有车在 {city} 附近吗",
                 "急单，{p}|Hot load, paying {p}|急单 {p}",
                 "这周货多|Plenty of freight this week|这周 freight 多",
                 "明天有三票冷链|Three reefer loads tomorrow|明天三票 reefer"),
        "reply": ("多少钱一英里|What's it pay per mile?|per mile 多少",
                  "太便宜了|Too cheap|too cheap 不拉",
                  "我在附近，明天可以|I'm close, can do tomorrow|我在附近 明天 ok"),
    },
    "house": {
        "open": ("包了饺子|Made dumplings|包了 dumplings",
                 "孩子说想爸爸了|The kids miss their dad|孩子说 miss daddy",
                 "家里下雨了|Raining here at home|家里下雨了 rain all day",
                 "春假孩子在家闹翻天|Spring break chaos at home|spring break 孩子在家闹翻天",
                 "去超市买了一车东西|Costco run, filled the cart|Costco 买了一车",
                 "院子里的花开了|Flowers are blooming in the yard|院子的花开了 spring"),
        "reply": ("真好|Nice|真好 nice", "羡慕|Jealous|羡慕 jealous", "哈哈哈|haha|哈哈 lol",
                  "辛苦了|You're a saint|辛苦 辛苦"),
    },
    "arrive": {
        "open": ("到家了，休两天|Home for a couple days|到家了 home time",
                 "终于到家了|Finally home|终于到家了 home sweet home"),
        "reply": ("好好休息|Enjoy home time|enjoy home time",
                  "辛苦了|Welcome home|辛苦 welcome home",
                  "羡慕|Jealous|羡慕 jealous"),
    },
    "home": {
        "open": ("在家修车|Working on the truck at home|在家修 truck",
                 "带孩子去公园|Took the kids to the park|带孩子去 park",
                 "在家吃顿好的|Real food at home finally|在家吃 real food",
                 "在家睡得真香|Slept like a rock in a real bed|在家睡 real bed 太香了",
                 "{soon}明天又要出车了|{soon}Heading out again tomorrow|{soon}明天又要 hit the "
                 "road"),
        "reply": ("好好休息|Enjoy home time|enjoy home time", "羡慕|Jealous|羡慕 jealous",
                  "陪陪家人|Spend time with the family|陪陪 family"),
    },
    "restart": {
        "open": ("在停车场休息三十四个小时，无聊死了|Stuck on a 34 at {city}, so bored|34 hour "
                 "restart 中 无聊",
                 "在{city}歇着，明天再走|Sitting at {city} till tomorrow|在 {city} restart 明天走",
                 "洗了一堆衣服|Doing laundry at the truck stop|在 truck stop 洗衣服"),
        "reply": ("好好歇歇|Enjoy the rest|好好歇 rest up",
                  "我也快到小时了|I'm almost out of hours too|我也快没 hours 了"),
    },
    "swap": {
        "open": ("换我开了|My turn at the wheel|换我开 my turn",
                 "交班，油加满了|Switching drivers, tank's full|交班 fuel 加满了"),
        "reply": ("注意安全|Be safe|be safe 啊", "👍|👍|👍"),
    },
    "team": {
        "open": ("刚交班，去后面躺会|Just handed off, going to lie down|刚 handoff 去后面躺会",
                 "卧铺太颠了睡不着|Sleeper's bouncing too much to sleep|sleeper 太颠 睡不着",
                 "两个人一天跑了一千一|Eleven hundred miles today as a team|team 一天跑了 1100"),
        "reply": ("双驾就是快|Teams really move|team 就是快",
                  "睡得着就睡|Sleep when you can|能睡就睡 sleep when you can",
                  "注意安全|Be safe|be safe 啊"),
    },
    "border": {
        "open": ("过关排了一个小时|Ambassador Bridge line is an hour|过 border 排了一个小时",
                 "海关把我叫进去查了|Customs pulled me in for an inspection|customs 叫我进去查",
                 "过关了，回家|Cleared customs, heading home|clear 了 回家"),
        "reply": ("正常|Normal|正常 normal", "证件带齐|Have your papers ready|papers 带齐"),
    },
    "rookie": {
        "open": ("倒库还是不行，倒了五次|Backing still sucks, five pull-ups|backing 还是不行 pull "
                 "up 了五次",
                 "第一次走山路，手心全是汗|First mountain grade, sweaty palms|第一次下 grade "
                 "手心全是汗",
                 "挂车的时候忘了检查插销|Almost forgot to check the pin on the hook-up|hook up "
                 "的时候差点忘了检查 pin"),
        "reply": ("慢慢来，都这么过来的|Everybody struggles at first|慢慢来 everybody starts there",
                  "下车看一眼再倒|Get out and look|GOAL 下车看",
                  "下坡用低档|Low gear on the downhill|低档下 grade"),
    },
    "gossip": {
        "open": ("{od}估计还在开车|{od}'s probably still driving|{od} 应该还在 drive",
                 "{o}在{ocity}附近|{o} is around {ocity}|{o} 在 {ocity} 附近",
                 "{oq}今天没冒泡|Haven't heard from {oq} today|{oq} 今天没冒泡"),
        "reply": ("应该是|Probably|应该是 probably",
                  "在路上吧|On the road I bet|在路上 on the road"),
    },
}
SPECIAL_DAYS: dict[int, tuple[str, ...]] = {
    0: ("时间调了一小时，还没适应|Still not used to the time change|daylight saving 还没适应",),
    1: ("时间调了一小时，还没适应|Still not used to the time change|daylight saving 还没适应",),
    7: ("|Happy St. Patrick's, everything's green|St. Patrick's Day 快乐 🍀",),
    9: ("I-80 怀俄明那段又封了|I-80 closed in Wyoming again|I-80 Wyoming 又封了",),
    10: ("I-80 怀俄明那段又封了|I-80 closed in Wyoming again|I-80 Wyoming 又封了",),
    17: ("奥克拉荷马有龙卷风预警|Tornado watch in Oklahoma, careful|Oklahoma 有 tornado watch "
         "小心",),
    26: ("清明了，在路上没法回去扫墓|Qingming today, can't visit the graves from here|清明 在路上 "
         "没法扫墓",),
    34: ("|Happy Easter everyone|Happy Easter 🐣",),
    36: ("今天报税截止|Tax day, everyone filed?|今天 tax deadline",),
}
# the lines a member says only at that time of day (checked): by the local hour
MORNING_WORDS = re.compile(r"^早(?:$|[，！～☕ 呀啊安早])|早安|早上好|(?<!tomorrow )[Mm]orning")
NIGHT_WORDS = re.compile(r"晚安|睡了|[Gg]ood night|[Nn]ight all|calling it a night|^[Nn]ight")
# @-questions in ordinary threads, by kind: (the question, its answers); {m} the member asked,
# {mcity} where they are when they answer
ASKS: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "dock": (("@{m} 你来过这家吗？|@{m} you ever been to this one?|@{m} 你来过这家吗",
              ("来过，慢|Yeah, slow as always|来过 super slow", "没来过|Nope|没来过 sorry")),),
    "dispatch": (("@{m} 明早有一票，接吗？|@{m} got a load for you tomorrow morning, want it?|@{m} "
                  "明早有一票 load 要不要",
                  ("接|Yes, book it|接 book 吧", "几点装？|What time's pickup?|几点 pickup?",
                   "这票不要了，要回家|Pass, heading home|pass 要回家")),
                 ("@{m} 到哪了？收货的在问|@{m} ETA? Receiver's asking|@{m} ETA? receiver 在催",
                  ("在{mcity}附近|Near {mcity}|在 {mcity} 附近",
                   "快到了|Almost there|快到了 almost"))),
    "house": (("@{m} 到哪了？|@{m} where are you now?|@{m} 到哪了",
               ("在{mcity}附近|Near {mcity}|在 {mcity} 附近",
                "{mcity}，还早呢|{mcity}, still a ways out|{mcity} 还早")),),
    "broker": (("@{m} 有一票急单，接不接？|@{m} got a hot load, interested?|@{m} 有 hot load "
                "接不接",
                ("多少钱？|What's it pay?|rate 多少",
                 "不接，没小时了|Can't, out of hours|没 hours 了 pass")),),
    "mech": (("@{m} 这个灯亮了要紧吗|@{m} is this light a big deal?|@{m} 这个 light 要紧吗",
              ("先别跑太远，来店里看看|Don't push it, bring it in|先别跑远 come by the shop",)),),
    "evening": (("@{m} 你今天停哪了？|@{m} where'd you park?|@{m} 今天停哪了",
                 ("{mcity}|{mcity}, same as always|在 {mcity}",)),),
}
LATE_PREFIX: L = {"zh": ("@{a} 才看到，",), "en": ("@{a} just saw this, ",),
                  "mix": ("@{a} 刚看到，",)}
ECHO: tuple[tuple[str, str], ...] = (("哈哈哈哈哈", "zh"), ("+1", ""), ("😂😂😂", ""), ("666", ""),
                                     ("厉害了", "zh"), ("lol", "en"), ("收到", "zh"), ("🐮🍺", ""))
BACK = ("哈哈|haha|哈哈 lol", "👍|👍|👍", "是啊|yeah|是啊 yeah")  # the opener's word after
DISPATCHED = ("老陈", "Kevin", "阿杰", "海燕", "Tony", "阿强", "Fiona")
HWYS = (10, 40, 70, 80, 90, 94, 95, 35, 75, 81)


# -- the generator ---------------------------------------------------------------------------
SHAPES = ("one", "answer", "late", "correction", "split", "reported", "jielong", "reply", "guess",
          "long", "checkin", "detention")
TERSE_SHAPES = ("answer", "late", "reply")
CLASSES = ("keyword", "partial", "paraphrase")
FLIP = 0.4  # the share of a Chinese or English fact's questions asked in the other language
Rec = tuple[float, str, str, int, str]


def _script(v: str) -> str:
    return "en" if v.isascii() else "zh"


def _reads(who: str, lang: str) -> bool:
    have = PEOPLE[who][4]
    return len(have) == 2 if lang == "mix" else lang in have


def _writes(who: str) -> tuple[str, ...]:
    have = PEOPLE[who][4]
    return ("zh", "en", "mix") if len(have) == 2 else have


def _read_by(*who: str) -> tuple[str, ...]:
    return tuple(lang for lang in ("zh", "en", "mix") if all(_reads(w, lang) for w in who))


def _pick_lang(rng: random.Random, who: str, ok: tuple[str, ...] | None = None) -> str:
    """A language for the member's line, by their odds, among those `ok` (all if None)."""
    p = PEOPLE[who]
    odds = {"zh": max(1 - p[2] - p[3], 0.0), "en": p[2], "mix": p[3]}
    cands = [lang for lang in _writes(who) if ok is None or lang in ok]
    if not cands:
        return ""
    return rng.choices(cands, [max(odds[lang], 0.03) for lang in cands])[0]


def _tpl(rng: random.Random, table: L, lang: str) -> tuple[str, str]:
    """A template of `table` in `lang` (a mixed line falls back to either language)."""
    if table.get(lang):
        return rng.choice(table[lang]), lang
    side = rng.choice([s for s in ("zh", "en") if table.get(s)])
    return rng.choice(table[side]), side


def _close(who: str) -> set[str]:
    """The member and those who share their truck or home."""
    return {who, *(m for m in (PARTNER.get(who), SPOUSE.get(who)) if m)}


def _eligible(kind: str, who: str, holders: list[str] | tuple[str, ...] = ()) -> bool:
    """Whether a member can have the topic: a driver's topic for drivers; what a team's truck
    has (its nickname, tyres, cooker, carrier) for one of the two only."""
    tp = TOPICS[kind]
    if tp["driver"] and who not in DRIVERS:
        return False
    return not (tp["truck"] and PARTNER.get(who) in holders)


class _Gen:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.recs: list[Rec] = []
        self.carded: set[tuple[str, float]] = set()  # the rests and docks a card was posted for

    def say(self, t: float, who: str, text: str, k: int = -1, role: str = "") -> None:
        self.recs.append((t, who, text, k, role))


def _slot(g: _Gen, who: str, d: int, need: float, hours: tuple[float, float] | None = None,
          statuses: tuple[str, ...] | None = None) -> float | None:
    """A time on day `d` with the member online for `need` seconds from it."""
    rng = g.rng
    a0, b0 = T0 + d * DAY + MINUTE, T0 + (d + 1) * DAY - 5 * MINUTE
    spans = []
    lay = _layout()
    i = max(bisect.bisect_right(lay.starts[who], a0) - 1, 0)
    for s, e in lay.merged[who][i:]:
        if s >= b0:
            break
        a, b = max(s, a0), min(e - need, b0)
        if b > a:
            spans.append((a, b))
    for _ in range(40):
        if not spans:
            return None
        a, b = rng.choices(spans, [b - a + 1 for a, b in spans])[0]
        t = rng.uniform(a, b)
        if hours is not None and not hours[0] <= _local(who, t) < hours[1]:
            continue
        if statuses is not None and _status(who, t) not in statuses:
            continue
        return t
    return None


def _until(who: str, t: float) -> float:
    """How long the member stays online from `t` (0 if offline)."""
    w = _window_of(who, t)
    return w[1] - t if w else 0.0


def _someone(g: _Gen, t: float, exclude: set[str], need: float = 0.0, script: str = "",
             hears: tuple[str, ...] = (), pool: tuple[str, ...] = MEMBERS) -> str | None:
    """A member online at `t` (for `need` seconds), not in `exclude`, who reads the script of a
    value and the languages `hears`, the chattier likelier."""
    cands = [m for m in pool if m not in exclude and _until(m, t) > need
             and (not script or _reads(m, _script(script))) and all(_reads(m, h) for h in hears)]
    if not cands:
        return None
    return g.rng.choices(cands, [PEOPLE[m][1] for m in cands])[0]


def _next_time(g: _Gen, who: str, t: float) -> float | None:
    """`t` if the member is online then (for a minute), else a little after their next start."""
    if _until(who, t) > MINUTE:
        return t
    s = _next_start(who, t)
    if s == math.inf:
        return None
    w = _window_of(who, s)
    assert w is not None
    room = (w[1] - s) / MINUTE
    if room < 1.5:
        return None
    return s + g.rng.uniform(0.3, min(5.0, room - 1.0)) * MINUTE


def _one(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    n, tp = f["name"], TOPICS[f["kind"]]
    t = _slot(g, n, d, MINUTE)
    if t is None:
        return False
    text, _ = _tpl(g.rng, tp["one"], _pick_lang(g.rng, n))
    g.say(t, n, text.format(x=f["detail"]), k, "evidence")
    return True


def _answer(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    rng, n, x, tp = g.rng, f["name"], f["detail"], TOPICS[f["kind"]]
    for _ in range(12):
        gap = rng.uniform(40, 40 * MINUTE)
        t = _slot(g, n, d, gap + 30)
        if t is None:
            return False
        a = _someone(g, t, _close(n), script=x)
        if a is None:
            continue
        ask, _ = _tpl(rng, tp["ask"], _pick_lang(rng, a, _read_by(n)))
        ask = ask.format(n=n)
        ans, _ = _tpl(rng, TERSE, _pick_lang(rng, n, _read_by(a)))
        text = ans.format(x=x)
        if f["shape"] == "reply":
            text = f"[回复 {a}：{ask}]\n{text}"
        g.say(t, a, ask, k, "ask")
        g.say(t + gap, n, text, k, "evidence")
        f["asker"] = a
        return True
    return False


def _late(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    rng, n, x, tp = g.rng, f["name"], f["detail"], TOPICS[f["kind"]]
    merged = _layout().merged[n]
    idx = [i for i, (s, e) in enumerate(merged)
           if i and _day(s) == d and e - s > 12 * MINUTE]
    rng.shuffle(idx)
    for i in idx:
        s, e = merged[i]
        lo = max(merged[i - 1][1] + 2 * MINUTE, s - 2 * DAY + 20 * MINUTE, T0 + MINUTE)
        hi = s - HOUR - 5 * MINUTE
        if hi <= lo:
            continue
        for _ in range(8):
            t = rng.uniform(lo, hi)
            a = _someone(g, t, _close(n), script=x)
            if a is None:
                continue
            ask, _ = _tpl(rng, tp["ask"], _pick_lang(rng, a, _read_by(n)))
            at = s + rng.uniform(0.5, min(8.0, (e - s) / MINUTE - 1.0)) * MINUTE
            parked = _status(n, at) in ("break", "fuel", "dock", "evening")
            table = LATE_DRIVER if parked else LATE_OTHER
            ans, _ = _tpl(rng, table, _pick_lang(rng, n, _read_by(a)))
            g.say(t, a, ask.format(n=n), k, "ask")
            g.say(at, n, ans.format(a=a, x=x), k, "evidence")
            f["asker"] = a
            return True
    return False


def _correction(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    rng, n, x, y, tp = g.rng, f["name"], f["detail"], f["earlier"], TOPICS[f["kind"]]
    t = _slot(g, n, d, 2 * MINUTE)
    if t is None:
        return False
    w = _window_of(n, t)
    assert w is not None
    if w[1] - t > 17 * MINUTE and rng.random() < 0.6:
        t2 = t + rng.uniform(90, 15 * MINUTE)
    else:
        t2 = _next_time(g, n, w[1] + 1)
        if t2 is None or _window_of(n, t2) is None or _next_start(n, w[1]) != _window_of(n, t2)[0]:
            return False
    lang = _pick_lang(rng, n)
    said, lang = _tpl(rng, tp["one"], lang)
    fix, _ = _tpl(rng, CORRECT if t2 - t < 3 * HOUR else CORRECT_LATER, lang)
    g.say(t, n, said.format(x=y), k, "earlier")
    g.say(t2, n, fix.format(x=x, y=y), k, "evidence")
    return True


def _split(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    rng, n, x, tp = g.rng, f["name"], f["detail"], TOPICS[f["kind"]]
    t = _slot(g, n, d, 2 * MINUTE)
    if t is None:
        return False
    first, lang = _tpl(rng, tp["split"], _pick_lang(rng, n))
    second, _ = _tpl(rng, SPLIT2, lang)
    gap = rng.uniform(20, 70)
    g.say(t, n, first, k, "evidence")
    if gap > 30 and rng.random() < 0.4:
        o = _someone(g, t + 10, {n}, hears=(lang,))
        if o is not None:
            nxt, _ = _tpl(rng, NEXT, _pick_lang(rng, o, _read_by(n)) or "zh")
            g.say(t + rng.uniform(8, gap - 12), o, nxt)
    g.say(t + gap, n, second.format(x=x), k, "evidence")
    return True


def _reported(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    rng, n, x, tp = g.rng, f["name"], f["detail"], TOPICS[f["kind"]]
    for _ in range(12):
        gap = rng.uniform(1, 45) * MINUTE
        t = _slot(g, n, d, gap + 30)
        if t is None:
            return False
        r = _someone(g, t, _close(n), script=x)
        if r is None:
            continue
        said, _ = _tpl(rng, tp["report"], _pick_lang(rng, r, _read_by(n)))
        yes, _ = _tpl(rng, CONFIRM, _pick_lang(rng, n, _read_by(r)))
        g.say(t, r, said.format(n=n, x=x), k, "evidence")
        g.say(t + gap, n, yes, k, "confirm")
        f["reporter"] = r
        return True
    return False


def _jielong(g: _Gen, k: int, f: dict[str, Any], d: int, busy: list[str]) -> bool:
    rng, n, x, kind, tp = g.rng, f["name"], f["detail"], f["kind"], TOPICS[f["kind"]]
    free = [m for m in MEMBERS if m != n and m not in busy and _eligible(kind, m, busy)]
    for _ in range(10):
        q = rng.choice([m for m in MEMBERS if m != n and m not in busy])
        tq = _slot(g, q, d - rng.choice((0, 1)), 10 * MINUTE, hours=(7, 22))
        if tq is None:
            continue
        head, hl = _tpl(rng, tp["jl"], _pick_lang(rng, q))
        if not _reads(n, hl):
            continue
        pool = [m for m in free if m != q and _reads(m, hl)]
        if len(pool) < 2:
            continue
        who = rng.sample(pool, min(rng.choice((2, 2, 3)), len(pool)))
        lines, times, cur, entries = [head], [], tq, []
        for m in who:
            at = _next_time(g, m, cur + rng.uniform(3, 150) * MINUTE)
            if at is None or at - tq > 30 * HOUR:
                break
            entry, _ = _tpl(rng, tp["fill"], _pick_lang(rng, m))
            entries.append([m, entry])
            lines.append(f"{len(lines)}. {m} {entry}")
            times.append(at)
            cur = at
        if len(entries) < len(who):
            continue
        at = _next_time(g, n, cur + rng.uniform(3, 150) * MINUTE)
        if at is None or at - tq > 36 * HOUR or _day(at) > 39:
            continue
        tail, _ = _tpl(rng, JL_TAIL, _pick_lang(rng, n))
        g.say(tq, q, head, k, "request")
        for j, t in enumerate(times):
            g.say(t, entries[j][0], "\n".join(lines[:j + 2]), k, "entry")
        g.say(at, n, "\n".join([*lines, f"{len(lines)}. {n} {x} {tail}"]), k, "evidence")
        f["requester"], f["entries"] = q, entries
        return True
    return False


def _guess(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    rng, n, x, tp = g.rng, f["name"], f["detail"], TOPICS[f["kind"]]
    for _ in range(10):
        t = _slot(g, n, d, 20 * MINUTE)
        if t is None:
            return False
        opener, lang = _tpl(rng, tp["guess"], _pick_lang(rng, n))
        cur, made, ats = t, [], []
        for y in f["guessed"]:
            cur += rng.uniform(20, 240)
            m = _someone(g, cur, {*_close(n), *made}, script=y, hears=(lang,))
            if m is None:
                break
            made.append(m)
            ats.append(cur)
        if len(made) < len(f["guessed"]):
            continue
        end = cur + rng.uniform(20, 200)
        if end - t > 19 * MINUTE:
            continue
        g.say(t, n, opener, k, "open")
        for y, m, at in zip(f["guessed"], made, ats, strict=True):
            said, _ = _tpl(rng, GUESSES, _pick_lang(rng, m, _read_by(n)))
            g.say(at, m, said.format(y=y), k, "guess")
        said, _ = _tpl(rng, REVEAL, _pick_lang(rng, n, _read_by(*made)))
        g.say(end, n, said.format(x=x), k, "evidence")
        f["guessers"] = made
        return True
    return False


def _role(who: str) -> str:
    return "driver" if who in DRIVERS else STATUS_OF[who]


def _long(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    rng, n, x, tp = g.rng, f["name"], f["detail"], TOPICS[f["kind"]]
    t = _slot(g, n, d, MINUTE, hours=(18.0, 24.0))
    if t is None:
        return False
    lang = _pick_lang(rng, n)
    side = "en" if lang == "en" else "zh"
    frags = list(FRAGS[_role(n)][side])
    rng.shuffle(frags)
    a, b = rng.choice((2, 3)), rng.choice((2, 3))
    clause, _ = _tpl(rng, tp["long"], side)
    head, _ = _tpl(rng, LONG_HEAD, lang)
    end, _ = _tpl(rng, LONG_END, lang)
    sep = ", " if side == "en" else "，"
    while b < len(frags) - a and len(sep.join(frags[:a + b])) < 56:  # two dozen characters a side
        b += 1
    body = sep.join([*frags[:a], clause.format(x=x), *frags[a:a + b]])
    if side == "en":
        body = body[0].upper() + body[1:]
    g.say(t, n, head + body + end, k, "evidence")
    return True


def _card_key(who: str, s: float) -> tuple[str, float]:
    return (PARTNER.get(who, who) if who in ("Fiona", "小马") else who, s)


def _checkin_card(seg: Seg, lang: str, note: str) -> str:
    """A driver's 报平安 card at the start of a ten-hour rest: the layout's numbers."""
    s, _, _, a, _, info = seg
    day = _date(_day(s, _zone(a)))
    h, m = int(info["driven"] // HOUR), int(info["driven"] % HOUR // MINUTE)
    where = f"{info['chain']}, {info['city']} {CITIES[info['city']][0]}"
    if lang == "en":
        text = (f"[Check-in] {MONTHS[day.month - 1]} {day.day} · drove {h}h {m}m · "
                f"{round(info['miles'])} mi · parked at {where}")
    else:
        text = (f"【报平安】{day.month}月{day.day}日 · 开了{h}h{m}m · "
                f"{round(info['miles'])} mi · 停 {where}")
    if note:
        text += ("\n备注：" if lang == "zh" else "\nNote: ") + note
    return text


def _hhmm(t: float, off: float) -> str:
    m = int((t - T0) // MINUTE + off * 60) % (24 * 60)
    return f"{m // 60:02d}:{m % 60:02d}"


def _detention_card(seg: Seg, t: float, lang: str, note: str) -> str:
    """A driver's 压车 card at a dock: arrival, appointment and wait the layout's."""
    s, _, _, a, _, info = seg
    off = _zone(a)
    appt = f"{info['appt'] // 60:02d}:{info['appt'] % 60:02d}"
    w = int((t - s) // MINUTE)
    where = f"{info['facility']} · {info['city']} {CITIES[info['city']][0]}"
    if lang == "en":
        text = (f"[Detention] {where} · appt {appt} · in at {_hhmm(s, off)} · "
                f"waited {w // 60}h {w % 60}m")
    else:
        text = f"【压车】{where} · 约{appt} · {_hhmm(s, off)}到 · 已等{w // 60}h{w % 60}m"
    if note:
        text += ("\n备注：" if lang == "zh" else "\nNote: ") + note
    return text


def _card_langs(rng: random.Random, who: str) -> tuple[str, str]:
    """The card's language and its note's: a mixed card is a Chinese card with an English note."""
    lang = _pick_lang(rng, who)
    return (lang, "en" if lang == "mix" else lang)


def _checkin(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    rng, n, x, tp = g.rng, f["name"], f["detail"], TOPICS[f["kind"]]
    rests = [s for s in _layout().segs[n] if s[2] == "rest" and _day(s[0]) == d
             and s[5]["awake"] > 8 * MINUTE and s[5]["miles"] >= 80
             and _card_key(n, s[0]) not in g.carded]
    if not rests:
        return False
    seg = rng.choice(rests)
    t = seg[0] + rng.uniform(2, seg[5]["awake"] / MINUTE - 1) * MINUTE
    lang, nl = _card_langs(rng, n)
    note, _ = _tpl(rng, tp["note"], nl)
    g.say(t, n, _checkin_card(seg, lang, note.format(x=x)), k, "evidence")
    g.carded.add(_card_key(n, seg[0]))
    return True


def _detention(g: _Gen, k: int, f: dict[str, Any], d: int) -> bool:
    rng, n, x, tp = g.rng, f["name"], f["detail"], TOPICS[f["kind"]]
    docks = [s for s in _layout().segs[n] if s[2] == "dock" and _day(s[0]) == d
             and s[1] - s[0] > 75 * MINUTE and _card_key(n, s[0]) not in g.carded]
    if not docks:
        return False
    seg = rng.choice(docks)
    t = seg[0] + rng.uniform(60, (seg[1] - seg[0]) / MINUTE - 5) * MINUTE
    lang, nl = _card_langs(rng, n)
    note, _ = _tpl(rng, tp["note"], nl)
    g.say(t, n, _detention_card(seg, t, lang, note.format(x=x)), k, "evidence")
    g.carded.add(_card_key(n, seg[0]))
    return True


SCRIPT = {"one": _one, "answer": _answer, "reply": _answer, "late": _late,
          "correction": _correction, "split": _split, "reported": _reported, "guess": _guess,
          "long": _long, "checkin": _checkin, "detention": _detention}


def _facts(rng: random.Random) -> list[dict[str, Any]]:
    """Who has which topic and value, and in which shape each is said."""
    for _ in range(500):
        need = dict(FACTS_PER)
        hold: dict[str, list[str]] = {kind: [] for kind in KINDS}
        order = [kind for kind in KINDS if TOPICS[kind]["driver"]]
        rest = [kind for kind in KINDS if not TOPICS[kind]["driver"]]
        rng.shuffle(order)
        rng.shuffle(rest)
        for kind in order + rest:
            for _ in range(6):
                cands = [m for m in MEMBERS if need[m] > 0 and m not in hold[kind]
                         and _eligible(kind, m, hold[kind])]
                if not cands:
                    break
                top = max(need[m] + (0.5 if m not in DRIVERS else 0) for m in cands)
                m = rng.choice([m for m in cands
                                if need[m] + (0.5 if m not in DRIVERS else 0) >= top - 1])
                hold[kind].append(m)
                need[m] -= 1
        if any(need.values()) or any(len(h) != 6 for h in hold.values()):
            continue
        facts = []
        for kind in KINDS:
            vals = TOPICS[kind]["vals"]
            latin = [v for v in vals if v.isascii()]
            han = [v for v in vals if not v.isascii()]
            rng.shuffle(latin)
            rng.shuffle(han)
            ms = sorted(hold[kind], key=lambda m: (len(PEOPLE[m][4]), rng.random()))
            for m in ms:
                reads = PEOPLE[m][4]
                if reads == ("en",) or (len(reads) == 2 and len(latin) > len(han)):
                    v = latin.pop()
                elif reads == ("zh",) or len(han) > len(latin):
                    v = han.pop()
                else:
                    v = (latin if rng.random() < 0.5 else han).pop()
                facts.append({"kind": kind, "name": m, "uid": QQ[m], "detail": v})
        rng.shuffle(facts)
        shapes = [s for s in SHAPES for _ in range(7)]
        rng.shuffle(shapes)
        for f, s in zip(facts, shapes, strict=True):
            f["shape"] = s
        if _fix_shapes(rng, facts):
            return facts
    raise RuntimeError("no assignment of facts")


def _shape_ok(f: dict[str, Any], shape: str) -> bool:
    if shape == "checkin":
        return f["name"] in SOLO
    if shape == "detention":
        return f["name"] in DRIVERS
    return True


def _wrongs_fit(facts: list[dict[str, Any]]) -> bool:
    """Whether each topic has the unused values of each script its corrections and guesses
    need (a wrong value is of the detail's script)."""
    for kind in KINDS:
        for sc in ("en", "zh"):
            used = sum(1 for f in facts if f["kind"] == kind and _script(f["detail"]) == sc)
            want = sum({"correction": 1, "guess": 2}.get(f["shape"], 0) for f in facts
                       if f["kind"] == kind and _script(f["detail"]) == sc)
            if want > 6 - used:
                return False
    return True


def _fix_shapes(rng: random.Random, facts: list[dict[str, Any]]) -> bool:
    """Swap shapes until each fits its member (cards for drivers), one 接龙 a topic, and
    enough wrong values for the corrections and guesses."""
    for _ in range(4000):
        bad = [i for i, f in enumerate(facts) if not _shape_ok(f, f["shape"])]
        jl = [f["kind"] for f in facts if f["shape"] == "jielong"]
        bad += [i for i, f in enumerate(facts)
                if f["shape"] == "jielong" and jl.count(f["kind"]) > 1]
        if not bad and _wrongs_fit(facts):
            break
        i = rng.choice(bad) if bad else rng.choice(
            [i for i, f in enumerate(facts) if f["shape"] in ("guess", "correction")])
        j = rng.randrange(len(facts))
        a, b = facts[i], facts[j]
        if _shape_ok(a, b["shape"]) and _shape_ok(b, a["shape"]):
            a["shape"], b["shape"] = b["shape"], a["shape"]
    else:
        return False
    taken = {f["detail"] for f in facts}
    for f in facts:
        if f["shape"] in ("correction", "guess"):
            spare = [v for v in TOPICS[f["kind"]]["vals"]
                     if v not in taken and _script(v) == _script(f["detail"])]
            rng.shuffle(spare)
            if f["shape"] == "correction":
                f["earlier"] = spare[0]
            else:
                f["guessed"] = spare[:2]
            taken.update(spare[:1 if f["shape"] == "correction" else 2])
    return True


def _parts(entry: str) -> dict[str, str]:
    zh, en, mix = entry.split("|")
    return {"zh": zh, "en": en, "mix": mix}


def _time_ok(who: str, t: float, text: str) -> bool:
    """A line naming a time of day is said at that time of the member's day."""
    h = _local(who, t)
    if MORNING_WORDS.search(text) and not 3.0 <= h < 12.0:
        return False
    return not (NIGHT_WORDS.search(text) and 4.0 <= h < 19.0)


def _pool_line(g: _Gen, who: str, t: float, entries: tuple[str, ...], ok: tuple[str, ...],
               ctx: dict[str, str]) -> tuple[str, str] | None:
    """A line of a pool said by `who` at `t` in a language of `ok`, its slots filled from
    `ctx` (a line whose slot `ctx` lacks is not said)."""
    rng = g.rng
    lang = _pick_lang(rng, who, ok)
    if not lang:
        return None
    for _ in range(6):
        cands = [_parts(e)[lang] for e in entries]
        cands = [c for c in cands if c and all(s in ctx for s in re.findall(r"\{(\w+)\}", c))]
        if not cands:
            lang = _pick_lang(rng, who, ok)
            continue
        text = rng.choice(cands).format(**ctx)
        if _time_ok(who, t, text):
            return text, lang
    return None


def _ctx(g: _Gen, who: str, t: float, kind: str) -> dict[str, str]:
    rng = g.rng
    here = _nearest(_where(who, t))
    ctx = {"city": here, "st": CITIES[here][0], "hwy": str(rng.choice(HWYS))}
    if kind == "broker":
        ctx["city"] = rng.choice([c for c, v in CITIES.items() if v[3]])
    if kind == "fuel":
        ctx["p"] = f"${rng.uniform(3.79, 4.69):.2f}"
    elif kind == "money":
        ctx["p"] = f"${rng.randrange(6, 15)},{rng.randrange(1000):03d}"
    elif kind == "broker":
        ctx["p"] = f"${rng.uniform(2.1, 3.6):.2f}/mi"
    seg = _seg(who, t)
    if seg is not None and seg[2] == "home" and 6 * HOUR < seg[1] - t < 20 * HOUR:
        ctx["soon"] = ""  # the evening before a tour
    if seg is not None and seg[2] == "dock" and seg[0] <= t <= seg[1]:
        ctx["appt"] = f"{seg[5]['appt'] // 60:02d}:{seg[5]['appt'] % 60:02d}"
        if t - seg[0] >= 2 * HOUR:
            ctx["h"] = str(int((t - seg[0]) // HOUR))
    if kind == "gossip":  # talk about another driver, true to the layout
        lay = _layout()
        o = rng.choice([d for d in DRIVERS if d != who])
        ctx["o"], ctx["ocity"] = o, _nearest(_where(o, t))
        if _at_wheel(o, t) and not _online(o, t):
            ctx["od"] = o
        i = bisect.bisect_right(lay.starts[o], t) - 1
        if i >= 0 and lay.merged[o][i][1] < t - 12 * HOUR:
            ctx["oq"] = o
    return ctx


def _kind(g: _Gen, who: str, t: float) -> str:
    st, h = _status(who, t), _local(who, t)
    table: tuple[tuple[str, float], ...]
    if who == "Jenny":
        table = (("dispatch", 6), ("banter", 1), ("echo", 0.4))
    elif who == "Ray":
        table = (("broker", 6), ("banter", 0.8))
    elif who == "Dave":
        table = (("shop", 3), ("banter", 1.2), ("echo", 0.4))
    elif who in ("王姐", "Lucy"):
        table = (("house", 5), ("banter", 2), ("echo", 0.5), ("gossip", 0.6))
    else:
        table = {
            "dock": (("dock", 6), ("money", 1.5), ("banter", 1.5), ("mech", 1), ("gossip", 0.6),
                     ("echo", 0.4)),
            "break": (("road", 4), ("banter", 2), ("fuel", 0.6), ("gossip", 0.4)),
            "fuel": (("fuel", 4), ("road", 1.5), ("banter", 1)),
            "swap": (("swap", 4), ("road", 1.5)),
            "border": (("border", 5), ("banter", 1)),
            "pretrip": (("morning", 5), ("road", 1.5), ("banter", 1)),
            "morning": (("morning", 5), ("road", 1.5), ("banter", 1)),
            "evening": (("evening", 5), ("night", 2), ("banter", 2), ("money", 1.5), ("mech", 1),
                        ("gossip", 0.8), ("echo", 0.6)),
            "sleeper": (("team", 4), ("banter", 2)),
            "arrive": (("arrive", 5), ("banter", 1)),
            "home": (("home", 4), ("banter", 2), ("money", 1.5), ("mech", 1), ("night", 1),
                     ("echo", 0.5)),
            "restart": (("restart", 4), ("banter", 2), ("money", 1), ("mech", 1), ("night", 0.8)),
        }.get(st, (("banter", 1),))
        if who == "小马" and st in ("dock", "break", "sleeper", "evening"):
            table = (*table, ("rookie", 2.5))
        if who == "Sam" and st != "border":
            table = tuple(x for x in table if x[0] != "border")
    kind = g.rng.choices([k for k, _ in table], [w for _, w in table])[0]
    if kind == "morning" and not 4.0 <= h < 11.0:
        kind = "banter"
    if kind == "night" and not (h >= 20.0 or h < 2.5):
        kind = "banter"
    return kind


def _thread(g: _Gen, who: str, t: float, kind: str) -> None:
    """An ordinary thread: its opener's line, an @-question now and then, replies from those
    online who read it."""
    rng = g.rng
    if kind == "echo":  # 复读: one line said by two to four members in a row
        text, lang = rng.choice(ECHO)
        said = [who] if not lang or _reads(who, lang) else []
        cur = t
        for _ in range(rng.choice((1, 2, 2, 3))):
            if not said:
                break
            cur += rng.uniform(4, 50)
            m = _someone(g, cur, set(said), hears=(lang,) if lang else ())
            if m is None:
                break
            said.append(m)
            if len(said) == 2:
                g.say(t, who, text)
            g.say(cur, m, text)
        return
    ctx = _ctx(g, who, t, kind)
    pool = POOLS.get(kind)
    asks = ASKS.get(kind, ())
    # a wife asks where her husband is now and then, and not while he is at home
    seg = _seg(SPOUSE[who], t) if kind == "house" else None
    away = kind != "house" or (seg is not None and seg[2] != "home")
    if asks and away and (pool is None or rng.random() < (0.15 if kind == "house" else 0.35)):
        q, answers = rng.choice(asks)
        if kind == "dispatch":
            m = rng.choice(DISPATCHED)
        elif kind == "house":
            m = SPOUSE[who]
        elif kind == "mech":
            m = "Dave"
        else:
            m = rng.choice([d for d in DRIVERS if d != who and d != PARTNER.get(who)])
        if m == who:
            return
        line = _pool_line(g, who, t, (q,), _read_by(m), {**ctx, "m": m})
        if line is None:
            return
        g.say(t, who, line[0])
        if _until(m, t) > MINUTE:
            at = t + rng.uniform(30, min(15 * MINUTE, _until(m, t) - 10))
            late = False
        elif rng.random() < 0.45:
            nt = _next_time(g, m, t)
            if nt is None or nt - t > 1.5 * DAY:
                return
            at, late = nt, True
        else:
            return
        ans = _pool_line(g, m, at, answers, _read_by(who),
                         {"mcity": _nearest(_where(m, at))})
        if ans is None:
            return
        text = ans[0]
        if late:
            pre, _ = _tpl(rng, LATE_PREFIX, ans[1])
            if ans[1] == "en" and not any(text.startswith(c) for c in CITIES):
                text = text[0].lower() + text[1:]
            text = pre.format(a=who) + text
        g.say(at, m, text)
        return
    if pool is None:
        return
    line = _pool_line(g, who, t, pool["open"], ("zh", "en", "mix"), ctx)
    if line is None:
        return
    opener, lang = line
    g.say(t, who, opener)
    cur, spoken = t, {who}
    for _ in range(rng.choices((0, 1, 2, 3, 4), (0.2, 0.33, 0.26, 0.14, 0.07))[0]):
        cur += min(rng.lognormvariate(math.log(70), 0.8), 12 * MINUTE)
        m = _someone(g, cur, spoken, hears=(lang,))
        if m is None:
            break
        entries = tuple(e for e in pool["reply"] if "{p}" not in e or ctx.get("p", "") in opener)
        reply = _pool_line(g, m, cur, entries, _read_by(who), ctx)
        if reply is None:
            continue
        text = reply[0]
        if rng.random() < 0.1:
            text = f"[回复 {who}：{opener}]\n{text}"
        g.say(cur, m, text)
        spoken.add(m)
    if len(spoken) > 1 and rng.random() < 0.25:
        cur += rng.uniform(20, 200)
        if _until(who, cur) > 0:
            back = _pool_line(g, who, cur, BACK, ("zh", "en", "mix"), {})
            if back is not None:
                g.say(cur, who, back[0])


def _threads(g: _Gen, rate: float) -> list[tuple[int, int]]:
    """The ordinary threads: a Poisson count by each window online's length and the member's
    talk, each a kind by what the member is doing; their spans in `g.recs`."""
    rng = g.rng
    spans = []
    lay = _layout()
    for who in MEMBERS:
        for s, e in lay.merged[who]:
            s, e = max(s, T0), min(e, END)
            if e - s < 2 * MINUTE:
                continue
            lam = rate * PEOPLE[who][1] * (e - s) / HOUR
            n = 0
            x = rng.expovariate(1.0)
            while x < lam:
                n += 1
                x += rng.expovariate(1.0)
            for _ in range(n):
                t = rng.uniform(s, e - MINUTE)
                a = len(g.recs)
                _thread(g, who, t, _kind(g, who, t))
                if len(g.recs) > a:
                    spans.append((a, len(g.recs)))
    return spans


def _around(g: _Gen, k: int, f: dict[str, Any], ev: list[int]) -> None:
    """The member's own lines on the topic, two days from the evidence at least, without the
    detail."""
    rng, n, tp = g.rng, f["name"], TOPICS[f["kind"]]
    days = [d for d in range(42) if all(abs(d - e) >= 2 for e in ev)]
    for _ in range(rng.choices((0, 1, 2), (0.2, 0.5, 0.3))[0]):
        t = _slot(g, n, rng.choice(days), MINUTE)
        if t is None:
            continue
        text, _ = _tpl(rng, tp["around"], _pick_lang(rng, n))
        g.say(t, n, text, k, "around")


def _passing(g: _Gen, busy: dict[str, list[str]]) -> tuple[dict[str, list[str]], dict[str, str]]:
    """Two members with nothing of their own on a topic say a line on it in passing; a third
    is asked about it and never answers."""
    rng = g.rng
    holders: dict[str, list[str]] = {}
    asked: dict[str, str] = {}
    for kind in KINDS:
        tp = TOPICS[kind]
        cands = [m for m in MEMBERS if m not in busy[kind] and _eligible(kind, m, busy[kind])]
        extra = [m for m in MEMBERS if m not in busy[kind] and m not in cands
                 and PARTNER.get(m) not in busy[kind]]
        rng.shuffle(cands)
        rng.shuffle(extra)
        cands += extra
        holders[kind] = []
        for m in cands:
            if len(holders[kind]) == 2:
                break
            t = _slot(g, m, rng.randrange(42), MINUTE)
            if t is None:
                continue
            text, _ = _tpl(rng, tp["passing"], _pick_lang(rng, m))
            g.say(t, m, text)
            holders[kind].append(m)
        third = [m for m in cands if m not in holders[kind]]
        for _ in range(60):
            m = rng.choice(third)
            a = rng.choice([o for o in MEMBERS if o not in _close(m)])
            t = _slot(g, a, rng.randrange(42), MINUTE)
            if t is None or _online(m, t, 3 * MINUTE):
                continue
            lang = _pick_lang(rng, a, _read_by(m))
            if not lang:
                continue
            text, _ = _tpl(rng, tp["ask"], lang)
            g.say(t, a, text.format(n=m))
            asked[kind] = m
            break
    return holders, asked


ORDINARY_NOTE: L = {"zh": ("明早五点走", "停车场还有位置", "顺利", "明天去卸货"),
                    "en": ("rolling at 5", "lot still had spots", "smooth day",
                           "delivering first thing")}
DOCK_NOTE: L = {"zh": ("第三次来这家了", "说是人手不够", "门口排了一长串"),
                "en": ("third time at this place", "short on lumpers they say",
                       "line out the gate")}


def _specials(g: _Gen) -> None:
    """What the layout makes the group say besides: the drivers' 报平安 cards at the start of
    a rest and 压车 cards at a long dock, the season's days."""
    rng = g.rng
    lay = _layout()
    for n in DRIVERS:
        for seg in lay.segs[n]:
            s, e, st, _, _, info = seg
            if not T0 < s < END - HOUR or _card_key(n, s) in g.carded:
                continue
            if st == "rest" and n in SOLO and info["miles"] >= 80 and info["awake"] > 6 * MINUTE \
                    and rng.random() < 0.3:
                t = s + rng.uniform(2, info["awake"] / MINUTE - 1) * MINUTE
                lang, nl = _card_langs(rng, n)
                note = _tpl(rng, ORDINARY_NOTE, nl)[0] if rng.random() < 0.5 else ""
                g.say(t, n, _checkin_card(seg, lang, note))
                g.carded.add(_card_key(n, s))
            elif st == "dock" and e - s > 1.5 * HOUR and rng.random() < 0.22:
                if n in PARTNER and rng.random() < 0.5:
                    continue
                t = s + rng.uniform(40, (e - s) / MINUTE - 5) * MINUTE
                lang, nl = _card_langs(rng, n)
                note = _tpl(rng, DOCK_NOTE, nl)[0] if rng.random() < 0.4 else ""
                g.say(t, n, _detention_card(seg, t, lang, note))
                g.carded.add(_card_key(n, s))
    for d, lines in SPECIAL_DAYS.items():
        for who in rng.sample(MEMBERS, 6):
            t = _slot(g, who, d, 5 * MINUTE)
            if t is None:
                continue
            line = _pool_line(g, who, t, lines, ("zh", "en", "mix"), {})
            if line is None:
                continue
            g.say(t, who, line[0])
            m = _someone(g, t + 60, {who}, hears=(line[1],))
            if m is not None:
                reply = _pool_line(g, m, t + rng.uniform(20, 200), POOLS["banter"]["reply"],
                                   _read_by(who), {})
                if reply is not None and _until(m, t + 200) > 0:
                    g.say(t + rng.uniform(20, 200), m, reply[0])
            if rng.random() < 0.5:
                break


# -- languages, questions, what is never said -------------------------------------------------
QUOTE = re.compile(r"^\[回复 [^\n]*\]\n")
_LATIN = sorted((w for w in (*MEMBERS, *PLACES) if w.isascii()), key=len, reverse=True)
_HAN = sorted((w for w in MEMBERS if not w.isascii()), key=len, reverse=True)
NAMES_RE = re.compile("(?<![A-Za-z])(?:" + "|".join(map(re.escape, _LATIN)) + ")(?![A-Za-z])|"
                      + "|".join(map(re.escape, _HAN)))
HWY = re.compile(r"I-\d+")
UNITS = re.compile(r"\$?\d[\d,.:]*(?:\s?(?:h|m|mi|mph|gal|k)\b|/mi)?")
STOP = frozenset(
    "a an the of to in on at for with and or but is are was were be been do does did what which "
    "who whom whose how when where why this that these those it its his her their they them he "
    "she you your me my we our us all any some so up out about into over just now get got has "
    "have had not no yes can will would there here than then as by from whats one".split())
CHECKIN_ZH = re.compile(r"^【报平安】(\d+)月(\d+)日 · 开了(\d+)h(\d+)m · (\d+) mi · "
                        r"停 (.+?), (.+) ([A-Z]{2})(?:\n|$)")
CHECKIN_EN = re.compile(r"^\[Check-in\] (\w{3}) (\d+) · drove (\d+)h (\d+)m · (\d+) mi · "
                        r"parked at (.+?), (.+) ([A-Z]{2})(?:\n|$)")
DETAIN_ZH = re.compile(r"^【压车】(.+?) · (.+) ([A-Z]{2}) · 约(\d\d:\d\d) · (\d\d:\d\d)到 · "
                       r"已等(\d+)h(\d+)m(?:\n|$)")
DETAIN_EN = re.compile(r"^\[Detention\] (.+?) · (.+) ([A-Z]{2}) · appt (\d\d:\d\d) · "
                       r"in at (\d\d:\d\d) · waited (\d+)h (\d+)m(?:\n|$)")
PAST = re.compile(r"说过|之前|谁|那天|昨天|上次|刚才|记得|以前|"
                  r"\b(?:said|who|before|yesterday|did|was|last|earlier|remember|ago|told)\b", re.I)
MENTION = re.compile(r"(?:^|[\s\]：])@([^\s，,：:？?]+)")


def _cut(text: str, words: tuple[str, ...]) -> str:
    """`text` without the members' names, the places and `words` (any case)."""
    for w in sorted({w for w in words if w}, key=len, reverse=True):
        text = re.sub(re.escape(w), " ", text, flags=re.I)
    return NAMES_RE.sub(" ", text)


def _lang(text: str, cut: tuple[str, ...] = ()) -> str:
    """A line's language: "zh", "en" or "mix" by its words once names, places, highways,
    numbers with their units, a reply's quote and `cut` are out ("none" if nothing is left)."""
    s = _cut(QUOTE.sub("", text), cut)
    s = UNITS.sub(" ", HWY.sub(" ", s)).replace("[图片]", " ").replace("[表情]", " ")
    han = re.search(r"[\u4e00-\u9fff]", s) is not None
    lat = re.search(r"[A-Za-z]{2,}", s) is not None
    return "mix" if han and lat else "zh" if han else "en" if lat else "none"


def _body_lang(body: str) -> str:
    """A line's language; a 接龙 list's by its last line (the rest is the list reposted)."""
    if body.startswith("#接龙"):
        return _lang(re.sub(r"^\d+\. |^#接龙", "", body.rsplit("\n", 1)[-1]))
    return _lang(body)


def _fact_lang(line: str, x: str, y: str = "") -> str:
    """A fact's language: its evidence's, a line of the detail alone taking the detail's."""
    lang = _lang(line, (x, y))
    return _script(x) if lang == "none" else lang


def _content(text: str, cut: tuple[str, ...]) -> tuple[set[str], set[str]]:
    s = _cut(QUOTE.sub("", text), cut)
    words = {stem(w) for w in re.findall(r"[a-z]+", s.lower()) if len(w) > 2 and w not in STOP}
    return words, pairs(s)


def _shares(q: str, text: str, cut: tuple[str, ...]) -> bool:
    """Whether a question shares an English content word (stemmed) or two Chinese characters
    in a row with a line, the names, places and `cut` aside."""
    qa, qb = _content(q, cut)
    ta, tb = _content(text, cut)
    return bool(qa & ta or qb & tb)


def _questions(f: dict[str, Any], said: list[str]) -> None:
    tp, n, x = TOPICS[f["kind"]], f["name"], f["detail"]
    cut = (x, f.get("earlier", ""))
    ql = f["q_lang"]
    f["keyword"] = tp["kq"][ql["keyword"]][0].format(x=x)
    f["partial"] = tp["pq"][ql["partial"]][0].format(n=n)
    first = ql["paraphrase"]
    for lang in (first, "en" if first == "zh" else "zh"):
        for t in tp["para"][lang]:
            q = t.format(n=n)
            if not any(_shares(q, s, cut) for s in said):
                f["paraphrase"], ql["paraphrase"] = q, lang
                return
    raise RuntimeError(f"no paraphrase for {f['kind']} of {n}: {said}")


NOBODY = (("谁超速被开了罚单？", "Who got a speeding ticket?", ("超速", "speeding")),
          ("谁的车翻了？", "Whose truck rolled over?", ("翻车", "rolled over")),
          ("谁开车撞到鹿了？", "Who hit a deer?", ("撞到鹿", "deer")),
          ("谁中了彩票？", "Who won the lottery?", ("彩票", "lottery")),
          ("谁去纹身了？", "Who got a tattoo?", ("纹身", "tattoo")),
          ("谁在休息区被偷了？", "Who got robbed at a rest area?", ("被偷", "robbed")),
          ("谁的车半路没油了？", "Who ran out of diesel?", ("没油", "ran out of")),
          ("谁把钥匙锁在车里了？", "Who locked their keys in the cab?", ("锁在车里", "locked")),
          ("谁跑了马拉松？", "Who ran a marathon?", ("马拉松", "marathon")),
          ("谁新养了只小猫？", "Who got a kitten?", ("小猫", "kitten")),
          ("谁食物中毒了？", "Who got food poisoning?", ("中毒", "poisoning")),
          ("谁见到了明星？", "Who met a celebrity?", ("明星", "celebrity")),
          ("谁的手机掉进马桶了？", "Whose phone fell in the toilet?", ("马桶", "toilet")),
          ("谁坐飞机回国了？", "Who flew back to China?", ("回国", "flew back")),
          ("谁买了房子？", "Who bought a house?", ("买房", "bought a house")),
          ("谁结婚了？", "Who got married?", ("结婚", "married")),
          ("谁的车被拖走了？", "Whose truck got towed?", ("拖走", "towed")),
          ("谁拿了安全驾驶奖？", "Who won a safe driving award?", ("安全驾驶奖", "award")))
# every word that would answer a never-said question: none is in any line (checked)
PROBES = (*(p for tp in TOPICS.values() for p in tp["nd"][2]),
          *(p for *_, ps in NOBODY for p in ps))


def _never(rng: random.Random, facts: list[dict[str, Any]], spare: dict[str, list[str]],
           holders: dict[str, list[str]], asked: dict[str, str], owners: dict[str, list[str]]
           ) -> tuple[list[str], list[tuple[str, str, str]]]:
    """90 questions about things never said: 45 naming a member, 45 naming no one."""
    named: list[str] = []
    about: list[tuple[str, str, str]] = []
    facts_of = {(f["kind"], f["name"]) for f in facts}
    cands = [(kind, m) for kind in KINDS for m in (*holders[kind], asked.get(kind, ""))
             if m and _eligible(kind, m, owners[kind])]
    for kind, m in rng.sample(cands, 15):
        named.append(TOPICS[kind]["pq"][rng.choice(("zh", "en"))][0].format(n=m))
        about.append((kind, m, "passing"))
    for f in rng.sample(facts, 15):
        zh, en, _ = TOPICS[f["kind"]]["nd"]
        named.append(rng.choice((zh, en)).format(n=f["name"]))
        about.append((f["kind"], f["name"], "detail"))
    pairs_asked: set[tuple[str, str]] = set()
    while len(about) < 45:
        kind = rng.choice([k for k in KINDS if spare[k]])
        ms = [m for m in MEMBERS if m not in owners[kind] and (kind, m) not in facts_of
              and _eligible(kind, m, owners[kind]) and (kind, m) not in pairs_asked]
        if not ms:
            continue
        m = rng.choice(ms)
        y = spare[kind].pop()
        named.append(TOPICS[kind]["vq"][rng.choice(("zh", "en"))][0].format(n=m, y=y))
        about.append((kind, m, "value"))
        pairs_asked.add((kind, m))
    nobody = []
    for _ in range(30):
        kind = rng.choice([k for k in KINDS if spare[k]])
        nobody.append(TOPICS[kind]["kq"][rng.choice(("zh", "en"))][0].format(x=spare[kind].pop()))
    for zh, en, _ in rng.sample(NOBODY, 15):
        nobody.append(rng.choice((zh, en)))
    return named + nobody, about


# what a member of a truckers' group might send the bot: no member named, nothing about the
# group's past
CHATTER = (
    "30分钟休息的规定具体是怎么算的？", "34小时重置是什么意思？", "帮我把'卸货要等多久'翻译成英文",
    "detention fee 一般怎么收？", "How do I say 提单 in English?", "给我讲个笑话", "早上好", "谢谢",
    "What's a good stretch to do after a long drive?", "How many hours can I drive in a day?",
    "怎么计算每英里的成本？", "What does IFTA stand for?",
    "帮我写一条给客户的道歉短信，货要晚到一天",
    "Write a short message telling the receiver I'm running late", "雪天上链子有什么技巧？",
    "How do I chain up a semi?", "高血压的司机要注意什么", "How much water should I drink a day?",
    "卡车油耗一般多少？", "What's a reefer?", "翻译一下：pallet jack",
    "What's the difference between a W-2 and a 1099 driver?", "怎么跟 broker 谈价？",
    "Tips for sleeping in a truck in summer?", "卧铺里怎么睡得更好？",
    "What's the speed limit for trucks in California?", "加州卡车限速多少？",
    "帮我算一下：2000英里，每英里两块八，一共多少钱", "How do I convert gallons to liters?",
    "一加仑等于多少升",
    "给老板写一句生日祝福", "Happy Friday!", "周末愉快", "今天天气怎么样？",
    "What's the best way to back into a dock?", "倒车入库有什么口诀",
    "How long is a CDL medical card good for?",
    "体检卡有效期多久？", "What is a lumper?", "lumper 是什么意思？", "推荐一款适合车上用的小冰箱",
    "怎么缓解腰疼？", "Stretches for lower back pain?", "How do I dispute a bad inspection?",
    "DOT 检查要准备什么？", "What does 'deadhead' mean?", "空驶是什么意思",
    "Translate 'the dock is closed' into Chinese", "帮我翻译：收货时间改到明天早上八点",
    "Give me a quick dinner idea with rice and eggs", "米饭和鸡蛋能做什么快手菜", "讲个冷笑话",
    "Tell me something interesting", "晚上好", "good night bot", "谢谢你！", "Thanks, that helps",
    "怎么写 detention 的索赔邮件", "How do I write a detention claim email?",
    "给我列个出车前检查清单",
    "Give me a pre-trip inspection checklist", "油价为什么一直涨？",
    "Why is diesel so expensive right now?",
    "How do I keep my phone charged in the truck?", "推荐一个好用的车载充电器",
    "How do I say 'where is the restroom' in Spanish?", "西班牙语的'洗手间在哪'怎么说",
    "What's the weight limit for a five-axle truck?", "五轴车限重多少？",
    "What's a good stretch for the neck?",
    "颈椎不舒服怎么办", "How do I read a bill of lading?", "提单上的 PO 号是什么",
    "Is it safe to idle all night?", "整晚怠速对发动机不好吗？",
    "What's the best way to save money on fuel?",
    "怎么省油？", "讲讲卡车的历史", "What does 'bobtail' mean?", "bobtail 是什么意思",
    "帮我想一个车队的名字", "Suggest a name for a small trucking company",
    "How do I calculate my cost per mile?",
    "每英里成本怎么算", "今天是几号？", "What day is it today?", "How do I get rid of a cold fast?",
    "感冒了吃什么好得快", "怎么跟孩子解释爸爸为什么老不在家",
    "How do I explain to my kids why I'm away so much?",
    "在车上怎么做简单的运动？", "Easy exercises to do in a truck cab?", "早安", "你好")


# -- the set ---------------------------------------------------------------------------------
def twenty_eighth_set(seed: int = 2828) -> Set:
    """The held-out twenty-eighth set (see the module's docstring)."""
    rng = random.Random(seed)
    facts = _facts(rng)
    g = _Gen(rng)
    days = [(i * 40) // len(facts) for i in range(len(facts))]
    rng.shuffle(days)
    busy = {kind: [f["name"] for f in facts if f["kind"] == kind] for kind in KINDS}
    for k, (f, d0) in enumerate(zip(facts, days, strict=True)):
        for d in sorted(range(40), key=lambda d: (abs(d - d0), d)):
            n0, carded = len(g.recs), set(g.carded)
            if f["shape"] == "jielong":
                ok = _jielong(g, k, f, d, busy[f["kind"]])
            else:
                ok = SCRIPT[f["shape"]](g, k, f, d)
            if ok and all(T0 < r[0] < END - HOUR and _day(r[0]) <= 39 for r in g.recs[n0:]):
                break
            del g.recs[n0:]
            g.carded = carded
        else:
            raise RuntimeError(f"no day for the {f['shape']} of {f['name']}")
        if f["shape"] == "jielong":
            busy[f["kind"]] += [m for m, _ in f["entries"]]
    for k, f in enumerate(facts):
        ev = sorted({_day(r[0]) for r in g.recs if r[3] == k and r[4] == "evidence"})
        _around(g, k, f, ev)
    owners = {kind: list(ms) for kind, ms in busy.items()}
    holders, asked = _passing(g, busy)
    _specials(g)
    # the ordinary threads, drawn at three times the rate and thinned at random, a whole thread
    # at a time, to about 3,000 lines
    n_s = len(g.recs)
    size = sum(1 for r in g.recs if T0 < r[0] < END - MINUTE)
    g.rng = random.Random(seed * 1000 + 1)
    spans = _threads(g, 0.62)
    drawn, g.recs = g.recs[n_s:], g.recs[:n_s]
    order = list(range(len(spans)))
    g.rng.shuffle(order)
    keep: list[int] = []
    for i in order:
        a, b = spans[i]
        n = sum(1 for r in drawn[a - n_s:b - n_s] if T0 < r[0] < END - MINUTE)
        if size + n <= 3010:
            keep.append(i)
            size += n
        if size >= 2990:
            break
    for i in sorted(keep):
        a, b = spans[i]
        g.recs.extend(drawn[a - n_s:b - n_s])
    g.rng = rng
    recs = sorted(((i, r) for i, r in enumerate(g.recs) if T0 < r[0] < END - MINUTE),
                  key=lambda x: (x[1][0], x[0]))
    messages = []
    said_at: dict[float, str] = {}
    at = 0.0
    for _, (t, who, text, k, role) in recs:
        at = round(max(t, at + 1.0), 3)
        messages.append(_user(at, who, QQ[who], text))
        said_at[at] = text
        if k >= 0 and role:
            facts[k].setdefault("_" + role, []).append(at)
    for f in facts:
        f["evidence"] = sorted(f.pop("_evidence"))
        f["around"] = f.pop("_around", [])
        if f["shape"] in ("answer", "late", "reply"):
            f["asked_at"] = f.pop("_ask")[0]
        if f["shape"] == "correction":
            f["earlier_at"] = f.pop("_earlier")[0]
        if f["shape"] == "reported":
            f["confirmed_at"] = f.pop("_confirm")[0]
        if f["shape"] == "jielong":
            f["request_at"] = f.pop("_request")[0]
            f["entries_at"] = f.pop("_entry")
        if f["shape"] == "guess":
            f["opened_at"] = f.pop("_open")[0]
            f["guessed_at"] = f.pop("_guess")
        f["carrier"] = f.pop("reporter") if f["shape"] == "reported" else f["name"]
        texts = [said_at[t] for t in f["evidence"]]
        line = texts[-1].rsplit("\n", 1)[-1] if f["shape"] == "jielong" else " ".join(texts)
        f["lang"] = _fact_lang(line, f["detail"], f.get("earlier", ""))
        f["rare"] = [f["detail"]]
    plain = [(k, c) for k, f in enumerate(facts) if f["lang"] != "mix" for c in CLASSES]
    crossed = set(rng.sample(plain, round(FLIP * len(plain))))
    for k, f in enumerate(facts):
        if f["lang"] == "mix":
            f["q_lang"] = {c: rng.choice(("zh", "en")) for c in CLASSES}
        else:
            other = "en" if f["lang"] == "zh" else "zh"
            f["q_lang"] = {c: other if (k, c) in crossed else f["lang"] for c in CLASSES}
        _questions(f, [said_at[t] for t in f["evidence"]])
    taken = {v for f in facts for v in (f["detail"], f.get("earlier", ""), *f.get("guessed", ()))
             if v}
    spare = {kind: [v for v in tp["vals"] if v not in taken] for kind, tp in TOPICS.items()}
    for vals in spare.values():
        rng.shuffle(vals)
    never, about = _never(rng, facts, spare, holders, asked, owners)
    chatter = rng.sample(CHATTER, 90)
    s = Set("twenty_eighth", messages, facts, never, chatter, classes=CLASSES, members=dict(QQ))
    _check(s, said_at, owners, about)
    return s


def _at_wheel(who: str, t: float) -> bool:
    """Whether the member is driving at `t` (a team's two by turns)."""
    seg = _seg(who, t)
    if seg is None or seg[2] != "drive" or not seg[0] <= t < seg[1]:
        return False
    seat = _layout().seats.get(who)
    return seg[5].get("wheel", seat) == seat


def _check_layout() -> None:
    """The trucks keep the hours-of-service rules: a solo driver at most eleven hours at the
    wheel and fourteen on duty after ten hours off, eight hours' driving at most without a
    half-hour off the wheel, 34 hours for a restart; a team's stint at the wheel five and a
    half hours at most; no gaps in a truck's time."""
    lay = _layout()
    for names in TRUCKS:
        segs = lay.segs[names[0]]
        assert all(a[1] == b[0] for a, b in itertools.pairwise(segs)), names
        assert segs[0][0] <= T0 - DAY and segs[-1][1] >= END, names
        driven = since = 0.0
        shift: float | None = None
        for s, e, st, _, _, info in segs:
            if st == "drive" and len(names) == 2:
                assert e - s <= 5.5 * HOUR + 1 and info["wheel"] in (0, 1), (names, s)
            elif st == "drive":
                assert shift is not None, (names, s)
                driven += e - s
                since += e - s
                assert driven <= 11 * HOUR + 1 and since <= 8 * HOUR + 1, (names, s, driven, since)
                assert e - shift <= 14 * HOUR + 1, (names, s)
            elif st in ("rest", "restart", "home"):
                assert st != "rest" or e - s >= 10 * HOUR, (names, s)
                assert st != "restart" or e - s >= 34 * HOUR, (names, s)
                driven = since = 0.0
                shift = None
            else:
                shift = s if shift is None else shift
                if e - s >= 30 * MINUTE:
                    since = 0.0


def _rest_of(who: str, at: float) -> Seg | None:
    """The rest a 报平安 card posted at `at` reports: its first hours awake."""
    seg = _seg(who, at)
    if seg is not None and seg[2] == "rest" and at <= seg[0] + seg[5]["awake"] + 3 * MINUTE:
        return seg
    return None


def _dock_of(who: str, at: float) -> Seg | None:
    """The dock a 压车 card posted at `at` reports: the one the driver is waiting at."""
    for t in (at, at - 3 * MINUTE):
        seg = _seg(who, t)
        if seg is not None and seg[2] == "dock":
            return seg
    return None


def _check(
    s: Set,
    said_at: dict[float, str] | None = None,
    owners: dict[str, list[str]] | None = None,
    about: list[tuple[str, str, str]] | None = None,
) -> None:
    """The set's own checks (see the module's docstring)."""
    import collections

    texts, times, said_at = check_messages(s, said_at, T0, END, (2930, 3070))
    assert T0 > START + 1880 * DAY and END - T0 == 6 * 7 * DAY, "six weeks after day 1,880"
    assert len(s.facts) == 84 and s.classes == CLASSES, len(s.facts)
    shapes = collections.Counter(f["shape"] for f in s.facts)
    assert set(shapes) == set(SHAPES) and set(shapes.values()) == {7}, shapes
    assert s.members == QQ and len(s.members) == 16 and len(TOPICS) == 14
    every = [v for tp in TOPICS.values() for v in tp["vals"]]
    of = {v: kind for kind, tp in TOPICS.items() for v in tp["vals"]}
    for tp in TOPICS.values():
        assert sum(v.isascii() for v in tp["vals"]) == 6 and len(tp["vals"]) == 12, tp["vals"]
    assert len({v.lower() for v in every}) == len(every), "every value its own"
    fillers = [e for tp in TOPICS.values() for side in tp["fill"].values() for e in side]
    fillers += [e for tb in (JL_TAIL, ORDINARY_NOTE, DOCK_NOTE)
                for side in tb.values() for e in side]
    for v in every:
        lv = v.lower()
        assert not any(lv in o.lower() for o in every if o != v), v
        assert not any(m.lower() in lv or lv in m.lower() for m in (*MEMBERS, *PLACES)
                       if len(m) > 2), v
        assert not re.search(r"\b(?:" + "|".join(m for m in PLACES if len(m) == 2) + r")\b", v), v
        assert not any(lv in e.lower() for e in fillers), v
    assert len({(f["kind"], f["name"]) for f in s.facts}) == len(s.facts), "once a topic"
    per = collections.Counter(f["name"] for f in s.facts)
    assert per == collections.Counter(FACTS_PER), per
    held = {kind: [f["name"] for f in s.facts if f["kind"] == kind] for kind in KINDS}
    assert all(_eligible(f["kind"], f["name"], held[f["kind"]]) for f in s.facts), "eligible"
    assert all(_reads(f["name"], _script(f["detail"])) for f in s.facts), "a script it reads"
    facts_of = {(f["kind"], f["name"]) for f in s.facts}
    low = [t.lower() for t in texts]
    index = {at: i for i, at in enumerate(times)}
    speaker = [t.split("] ", 1)[1].split("(", 1)[0] for t in texts]
    bodies = [t.split("): ", 1)[1] for t in texts]
    _check_layout()
    # who talks when: every line said while its speaker is online (off the wheel and awake,
    # at home, at work), three minutes' grace, and never from the wheel; a line naming a time
    # of day said at that time
    for at, who, body in zip(times, speaker, bodies, strict=True):
        assert _online(who, at, 3 * MINUTE), (who, at, _day(at), _hour(at), _status(who, at))
        assert not (_at_wheel(who, at) and _at_wheel(who, at - 2)), (who, at, body)
        own = QUOTE.sub("", body)
        assert _time_ok(who, at, own) or _time_ok(who, at - 3 * MINUTE, own), (who, body)
        lang = _body_lang(body)
        assert lang in (*_writes(who), "none"), (who, lang, body)
        for m in MENTION.findall(body):
            assert m in s.members, (m, body)

    def by(at: float, who: str) -> bool:
        return f"] {who}({s.members[who]}): " in texts[index[at]]

    home: dict[str, list[float]] = {}
    for f in s.facts:
        x, n, ev, shape, c = f["detail"], f["name"], f["evidence"], f["shape"], f["carrier"]
        words = TOPICS[f["kind"]]["words"]
        assert of[x] == f["kind"] and ev == sorted(ev) and all(at in index for at in ev), f
        assert len(ev) == (2 if shape == "split" else 1), f
        said = [said_at[at] for at in ev]
        assert all(by(at, c) for at in ev), (c, ev)
        assert (c == n) == (shape != "reported"), f
        assert f["uid"] == s.members[n] and x in f["keyword"] and f["rare"] == [x], f
        assert not any(m in f["keyword"] for m in MEMBERS), f["keyword"]
        for cls in ("partial", "paraphrase"):
            assert n in f[cls] and x.lower() not in f[cls].lower(), f[cls]
        cut = (x, f.get("earlier", ""))
        assert not any(_shares(f["paraphrase"], t, cut) for t in said), (f["paraphrase"], said)
        assert set(f["q_lang"]) == set(CLASSES) and f["lang"] in ("zh", "en", "mix")
        line = said[-1].rsplit("\n", 1)[-1] if shape == "jielong" else " ".join(said)
        assert f["lang"] == _fact_lang(line, x, f.get("earlier", "")), (f["lang"], said)
        for cls in CLASSES:  # a question is in the language it is said to be in
            assert _lang(f[cls], cut) == f["q_lang"][cls], (f[cls], f["q_lang"])
        assert x in said[-1] and not any(x.lower() in t.lower() for t in said[:-1]), (x, said)
        for at in f["around"]:
            assert by(at, n) and x.lower() not in low[index[at]], f
            assert at not in ev and all(abs(_day(at) - _day(e)) >= 2 for e in ev), f
        home[x] = [ev[-1]]
        assert all(0 <= _day(at) <= 39 for at in ev), ev
        if shape in (*TERSE_SHAPES, "split"):  # the detail said without the topic's words
            part = _cut(QUOTE.sub("", said[-1]), (x,)).lower()
            assert not any(w.lower() in part for w in words), said
        if shape in ("answer", "late", "reply"):
            a, asked = f["asker"], f["asked_at"]
            assert _reads(a, _script(x)), (a, x)  # the asker reads the answer
            assert asked in index and a not in _close(n) and asked < ev[0], f
            assert said_at[asked].startswith(f"@{n} ") and by(asked, a), f
            assert x.lower() not in low[index[asked]]
            if shape == "late":  # asked while the member was away, answered on coming back
                assert not _online(n, asked) and said[0].startswith(f"@{a} "), f
                win = _window_of(n, ev[0], 3 * MINUTE)
                assert win is not None and win[0] == _next_start(n, asked), f
                assert HOUR <= ev[0] - asked <= 2 * DAY + 10 * MINUTE, f
            else:
                assert ev[0] - asked < HOUR, f
            if shape == "reply":
                assert said[0].startswith(f"[回复 {a}：{said_at[asked]}]\n"), said
        if shape == "correction":  # minutes later, or in the member's next window online
            y, e0 = f["earlier"], f["earlier_at"]
            home[y] = [e0, ev[0]]
            assert of[y] == f["kind"] and y != x and e0 < ev[0] and by(e0, n)
            w0 = _window_of(n, e0, 3 * MINUTE)
            w1 = _window_of(n, ev[0], 3 * MINUTE)
            assert w0 is not None and w1 is not None, f
            assert ev[0] - e0 < 20 * MINUTE or w1[0] == _next_start(n, w0[1]), f
            assert x.lower() not in low[index[e0]] and y in said[0] and x in said[0]
        if shape == "split":  # the topic, then the detail within ninety seconds
            assert ev[1] - ev[0] <= 90 and x not in said[0], f
            assert any(w.lower() in said[0].lower() for w in words), said
        if shape == "reported":  # said to the member, who confirms without it
            conf = f["confirmed_at"]
            assert c not in _close(n) and _reads(c, _script(x)), f
            assert said[0].startswith(f"@{n} ") and ev[0] < conf < ev[0] + HOUR, f
            assert by(conf, n) and x.lower() not in low[index[conf]], f
        if shape == "jielong":
            assert sum(o["kind"] == f["kind"] for o in s.facts if o["shape"] == shape) == 1
            lines = said[0].split("\n")
            assert lines[0] == said_at[f["request_at"]] and lines[0].startswith("#接龙"), said
            assert by(f["request_at"], f["requester"]) and f["requester"] != n
            assert lines[-1].startswith(f"{len(lines) - 1}. {n} {x}"), said
            entries = [f"{j + 1}. {m} {e}" for j, (m, e) in enumerate(f["entries"])]
            assert entries == lines[1:-1] and len(f["entries"]) >= 2, said
            assert len(f["entries_at"]) == len(entries), f
            for j, at in enumerate(f["entries_at"]):  # each entrant posts the list so far
                assert by(at, f["entries"][j][0]) and said_at[at].split("\n") == lines[:j + 2]
            assert f["request_at"] < f["entries_at"][0] and f["entries_at"][-1] < ev[0]
            assert n not in {m for m, _ in f["entries"]}
            assert not any((f["kind"], m) in facts_of for m, _ in f["entries"]), f["entries"]
        if shape == "long":
            i = said[0].index(x)
            assert len(said[0]) > 60 and i > 15 and len(said[0]) - i - len(x) > 15, said
        if shape == "guess":  # the member's riddle, two wrong guesses by others, the answer
            o, ats = f["opened_at"], f["guessed_at"]
            assert by(o, n) and o < ats[0] and ats[-1] < ev[0] and ev[0] - o <= 20 * MINUTE
            assert any(w.lower() in said_at[o].lower() for w in words), said_at[o]
            part = _cut(said[0], (x,)).lower()
            assert not any(w.lower() in part for w in words), said
            assert len(ats) == len(f["guessed"]) == len(f["guessers"]) >= 2, f
            assert len(set(f["guessers"])) == len(ats) and not set(f["guessers"]) & _close(n)
            for y, at, m in zip(f["guessed"], ats, f["guessers"], strict=True):
                assert _reads(m, _script(y)), (m, y)
                assert of[y] == f["kind"] and y != x and y in said_at[at] and by(at, m)
                home[y] = [at]
        if shape == "checkin":  # the note of the member's 报平安 card, at a rest of theirs
            head = CHECKIN_ZH.match(said[0]) or CHECKIN_EN.match(said[0])
            assert head and x in said[0].split("\n", 1)[1] and n in SOLO, said
            assert _rest_of(n, ev[0]) is not None, said
        if shape == "detention":  # the note of the member's 压车 card, at a dock of theirs
            head = DETAIN_ZH.match(said[0]) or DETAIN_EN.match(said[0])
            assert head and x in said[0].split("\n", 1)[1] and n in DRIVERS, said
            assert _dock_of(n, ev[0]) is not None, said
    # every value only where it belongs: a detail in its evidence, a wrong value in the line
    # that said it (and the correction), any other value nowhere
    for v in every:
        lv = v.lower()
        hits = [at for at, t in zip(times, low, strict=True) if lv in t]
        assert hits == home.get(v, []), (v, hits)
    # every card: by a driver, of a rest or a dock of theirs, its numbers the layout's, one a
    # rest or dock
    carded: set[tuple[str, float]] = set()
    for at, who, body in zip(times, speaker, bodies, strict=True):
        m = CHECKIN_ZH.match(body) or CHECKIN_EN.match(body)
        if m:
            seg = _rest_of(who, at) if who in SOLO else None
            assert seg is not None, (who, body)
            s0, _, _, a, _, info = seg
            day = _date(_day(s0, _zone(a)))
            month = int(m.group(1)) if m.group(1).isdigit() else MONTHS.index(m.group(1)) + 1
            assert (month, int(m.group(2))) == (day.month, day.day), (body, day)
            assert (int(m.group(3)), int(m.group(4))) == (
                int(info["driven"] // HOUR), int(info["driven"] % HOUR // MINUTE)), (body, info)
            assert int(m.group(5)) == round(info["miles"]), (body, info)
            assert (m.group(6), m.group(7), m.group(8)) == (
                info["chain"], info["city"], CITIES[info["city"]][0]), (body, info)
            assert _card_key(who, s0) not in carded, body
            carded.add(_card_key(who, s0))
        m = DETAIN_ZH.match(body) or DETAIN_EN.match(body)
        if m:
            seg = _dock_of(who, at) if who in DRIVERS else None
            assert seg is not None, (who, body)
            s0, _, _, a, _, info = seg
            appt = f"{info['appt'] // 60:02d}:{info['appt'] % 60:02d}"
            assert (m.group(1), m.group(2), m.group(3)) == (
                info["facility"], info["city"], CITIES[info["city"]][0]), (body, info)
            assert m.group(4) == appt and m.group(5) == _hhmm(s0, _zone(a)), (body, info)
            waited = int(m.group(6)) * 60 + int(m.group(7))
            assert abs(waited - (at - s0) / MINUTE) <= 1.5, (body, (at - s0) / MINUTE)
            assert _card_key(who, s0) not in carded, body
            carded.add(_card_key(who, s0))
    cross = sum(1 for f in s.facts for ql in f["q_lang"].values()
                if f["lang"] != "mix" and ql != f["lang"])
    plain = sum(1 for f in s.facts if f["lang"] != "mix") * len(CLASSES)
    assert 0.35 <= cross / plain <= 0.5, (cross, plain)
    for q in s.never:  # no value of a message in a never-said question
        assert not any(v.lower() in q.lower() for v in home), q
    talk = "\n".join(low)
    for p in PROBES:  # nor what would answer one anywhere in the talk
        assert p.lower() not in talk, p
    if owners is not None and about is not None:
        # a named never-said question asks nothing a line answers: not a topic of the
        # member's facts or list entries (but a detail of it no line gives)
        assert len(about) == 45, about
        assert collections.Counter(w for *_, w in about) == {
            "passing": 15, "detail": 15, "value": 15}, about
        for kind, m, why in about:
            if why == "detail":
                assert (kind, m) in facts_of
            else:
                assert m not in owners[kind] and (kind, m) not in facts_of, (kind, m, why)
                assert _eligible(kind, m, owners[kind]), (kind, m, why)
    for q in s.chatter:  # chatter asks nothing about the group's past
        assert not PAST.search(q), q
    langs = _line_langs(s)
    total = langs["zh"] + langs["en"] + langs["mix"]
    assert 0.45 <= langs["zh"] / total <= 0.57, langs
    assert 0.26 <= langs["en"] / total <= 0.38, langs
    assert 0.12 <= langs["mix"] / total <= 0.23, langs
    check_questions(s, [*home])


def _line_langs(s: Set) -> dict[str, int]:
    import collections

    texts = (m.text().split("): ", 1)[1] for m in s.messages)
    out = collections.Counter(_body_lang(t) for t in texts)
    return {k: out.get(k, 0) for k in ("zh", "en", "mix", "none")}


if __name__ == "__main__":
    import collections

    print(describe(twenty_eighth_set, "mix"))
    s = twenty_eighth_set()
    print("questions", len(s.facts) * len(CLASSES), "over", len(s.facts), "facts")
    print("per member", dict(collections.Counter(f["name"] for f in s.facts)))
    print("carriers other than the member:", sum(f["carrier"] != f["name"] for f in s.facts))
    print("line langs", _line_langs(s))
    print("lines with a digit",
          sum(any(ch.isdigit() for ch in m.text().split("): ", 1)[1]) for m in s.messages))
    cards = [m.text() for m in s.messages if "【报平安】" in m.text() or "[Check-in]" in m.text()]
    stops = [m.text() for m in s.messages if "【压车】" in m.text() or "[Detention]" in m.text()]
    print("check-in cards", len(cards), "detention cards", len(stops))
    rng = random.Random(0)
    for m in rng.sample(s.messages, 10):
        print("  ", m.text().replace("\n", " / ")[:150])
    for f in rng.sample(s.facts, 4):
        print(f["shape"], f["lang"], "|", f["keyword"], "|", f["partial"], "|", f["paraphrase"])
    print("never:", *rng.sample(s.never, 3), sep="\n  ")
    print("chatter:", *rng.sample(s.chatter, 3), sep="\n  ")
